#pragma once
// Large-sample confidence intervals: the figure plus and minus z standard errors, with
// z = Phi^-1(1 - (1 - level) / 2) and the standard error worked out from the items in
// one pass instead of from resamples. Reports use them for figures over many items
// (BootstrapOptions::analyticFrom), where the percentile bootstrap would give the same
// interval up to its own Monte Carlo noise at a thousand times the cost.
//
// Each interval is clipped to the range its figure can take, as pROC clips DeLong's
// interval to [0, 1]. There is no interval (std::nullopt) when the figure or its standard
// error is undefined, or the level is not strictly between 0 and 1.

#include "metrics/agreement.h"
#include "metrics/bootstrap.h"
#include "metrics/ranking.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace es::metrics {

// The standard normal quantile Phi^-1(p) for 0 < p < 1, to the last few units in the
// last place (Acklam's rational approximation, refined by one Halley step on erf or
// erfc), but for subnormal p, where it keeps Acklam's nine digits.
double normalQuantile(double p);

// AUROC with DeLong, DeLong and Clarke-Pearson's (1988) variance, as pROC's
// ci.auc(method = "delong"): the items are those of bootstrapAuroc() (truth 0 or 1 and a
// finite score), each positive's placement is the share of negatives ranked below it
// (ties count one half), each negative's the share of positives above it, and the
// variance is var(positives' placements) / positives + var(negatives') / negatives, with
// sample variances (n - 1). Centred on the AUROC as rocFromOrder() gives it, with its
// RocResult::deLongVariance; needs two positives and two negatives.
std::optional<Interval> aurocDeLongInterval(const RocResult &roc, double level);
// The same from the scores, in one pass over `order` = rankOrder(scores, direction).
std::optional<Interval> aurocDeLongInterval(std::span<const double> scores,
                                            std::span<const std::int8_t> truth,
                                            std::span<const std::uint32_t> order, double level);

// Mean of per-item values with the standard error s / sqrt(n) (s with n - 1), as
// statsmodels' DescrStatsW(values).zconfint_mean(); clipped to the values' range. Needs
// two finite values.
std::optional<Interval> meanNormalInterval(std::span<const double> values, double level);

// Fleiss' and Cohen's kappa with the delete-one jackknife's standard error (Quenouille
// and Tukey; Efron and Tibshirani 1993, ch. 11): sqrt((n - 1) / n * sum (k_(i) - k_(.))^2)
// over the kappas k_(i) of the items without item i, each worked out from the totals in
// constant time. Items as in bootstrapFleiss() and bootstrapCohen(); clipped to [-1, 1].
// Needs two items, and every leave-one-out kappa defined.
std::optional<Interval> fleissJackknifeInterval(std::span<const int> counts, std::size_t categories,
                                                double level);
std::optional<Interval> cohenJackknifeInterval(std::span<const int> a, std::span<const int> b,
                                               double level);
// Gwet's AC1 the same way, items the rows of gwetAC1()'s table (a kept pair and its panel),
// each distinct row's leave-one-out AC1 worked out once.
std::optional<Interval> gwetJackknifeInterval(std::span<const int> counts, std::size_t categories,
                                              double level);

// Krippendorff's interval alpha over groups of units (procedures, documents), each given
// by its sums, with the delete-one-group jackknife's standard error as above: the alphas
// without group i made from the totals less group i's sums. Clipped at 1 above. Needs
// two groups, and every leave-one-out alpha defined.
std::optional<Interval> intervalAlphaJackknifeInterval(std::span<const IntervalAlphaSums> groups,
                                                       double level);

// Any figure over n items with the delete-one jackknife's standard error, as above, from
// the figure on all items and figureWithout(i), the figure without item i; clipped to
// [lo, hi]. Needs two items and every leave-one-out figure defined.
std::optional<Interval>
jackknifeInterval(double figure, std::size_t items,
                  const std::function<std::optional<double>(std::size_t)> &figureWithout,
                  double level, double lo, double hi);

} // namespace es::metrics
