#include "metrics/normal_intervals.h"

#include "metrics/agreement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace es::metrics {

namespace {

// Weighted mean and sum of squared deviations in one pass (West 1979), over the values
// less the first one: leave-one-out kappas differ in their sixth digit, and West's first
// step, x * w / w, is x only up to rounding, which weighed by a million items was a
// hundred-thousandth of the spread itself.
class Spread
{
  public:
    void add(double x, double weight)
    {
        if (weight <= 0) {
            return;
        }
        if (weight_ == 0) {
            shift_ = x;
        }
        x -= shift_;
        weight_ += weight;
        const double delta = x - mean_;
        mean_ += delta * weight / weight_;
        squares_ += weight * delta * (x - mean_);
    }
    double weight() const { return weight_; }
    double mean() const { return shift_ + mean_; }
    double squares() const { return squares_; }

  private:
    double shift_ = 0;
    double weight_ = 0;
    double mean_ = 0;
    double squares_ = 0;
};

bool validLevel(double level)
{
    return level > 0.0 && level < 1.0;
}

std::optional<Interval> around(double figure, double se, double level, double lo, double hi,
                               IntervalMethod method)
{
    if (!std::isfinite(figure) || !std::isfinite(se) || se < 0) {
        return std::nullopt;
    }
    const double z = normalQuantile(1.0 - (1.0 - level) / 2.0);
    Interval out;
    out.lo = std::clamp(figure - z * se, lo, hi);
    out.hi = std::clamp(figure + z * se, lo, hi);
    out.method = method;
    return out;
}

// Kappa from observed and chance agreement; undefined when chance agreement is total.
std::optional<double> kappaOf(double observed, double expected)
{
    if (expected >= 1.0 - 1e-15) {
        return std::nullopt;
    }
    return (observed - expected) / (1.0 - expected);
}

// The jackknife's standard error from the leave-one-out values' spread over n items.
double jackknifeError(const Spread &spread)
{
    const double n = spread.weight();
    return std::sqrt((n - 1.0) / n * spread.squares());
}

// Orders rows of a count table, found by their span without making a vector.
struct RowLess
{
    using is_transparent = void;
    template <class A, class B> bool operator()(const A &a, const B &b) const
    {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
    }
};

} // namespace

double normalQuantile(double p)
{
    if (!(p > 0.0 && p < 1.0)) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    // 1 - p is exact above one half, and the refinement below is accurate in the lower
    // tail only, where Phi(x) is small and its residual keeps its digits.
    if (p > 0.5) {
        return -normalQuantile(1.0 - p);
    }
    // Acklam's coefficients, relative error below 1.15e-9 before refinement.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double low = 0.02425;
    double x = 0;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else {
        const double q = p - 0.5;
        const double r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    // Halley's step on Phi(x) - p. Near the middle Phi(x) - 1/2 = erf(x / sqrt 2) / 2
    // keeps the residual's digits, which erfc's Phi(x) - p would cancel.
    const double e = p >= 0.25 ? 0.5 * std::erf(x / std::sqrt(2.0)) - (p - 0.5)
                               : 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    // Deep in the tail (p subnormal) exp overflows: Acklam's value is kept.
    return std::isfinite(u) ? x - u / (1 + x * u / 2) : x;
}

std::optional<Interval> aurocDeLongInterval(const RocResult &roc, double level)
{
    if (!roc.auroc.defined() || !validLevel(level)) {
        return std::nullopt;
    }
    return around(*roc.auroc.value, std::sqrt(roc.deLongVariance), level, 0.0, 1.0,
                  IntervalMethod::DeLong);
}

std::optional<Interval> aurocDeLongInterval(std::span<const double> scores,
                                            std::span<const std::int8_t> truth,
                                            std::span<const std::uint32_t> order, double level)
{
    if (scores.size() != truth.size() || !validLevel(level)) {
        return std::nullopt;
    }
    for (const std::uint32_t i : order) {
        // An order is of finite scores only (rankOrder): a NaN would never end its tie group.
        if (i >= truth.size() || !std::isfinite(scores[i])) {
            return std::nullopt;
        }
    }
    return aurocDeLongInterval(rocFromOrder(order, sortedScores(order, scores), truth, 0), level);
}

std::optional<Interval> meanNormalInterval(std::span<const double> values, double level)
{
    if (values.size() < 2 || !validLevel(level)) {
        return std::nullopt;
    }
    Spread spread;
    double lo = values[0];
    double hi = values[0];
    for (const double v : values) {
        if (!std::isfinite(v)) {
            return std::nullopt;
        }
        spread.add(v, 1.0);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const double n = spread.weight();
    const double se = std::sqrt(spread.squares() / (n - 1) / n);
    return around(spread.mean(), se, level, lo, hi, IntervalMethod::StandardError);
}

std::optional<Interval> fleissJackknifeInterval(std::span<const int> counts, std::size_t categories,
                                                double level)
{
    if (!validLevel(level)) {
        return std::nullopt;
    }
    const Estimate kappa = fleissKappa(counts, categories);
    const std::size_t items = counts.size() / std::max<std::size_t>(categories, 1);
    if (!kappa.defined() || items < 2) {
        return std::nullopt;
    }
    // fleissKappa() checked that every row holds the same number of ratings.
    double raters = 0;
    for (std::size_t j = 0; j < categories; ++j) {
        raters += counts[j];
    }
    // A row's leave-one-out kappa depends only on the row, and rows repeat (three raters,
    // two categories: four kinds), so each distinct row is worked out once.
    std::map<std::vector<int>, double, RowLess> rows;
    std::vector<double> totals(categories, 0.0);
    double agreement = 0;
    for (std::size_t i = 0; i < items; ++i) {
        const std::span<const int> row = counts.subspan(i * categories, categories);
        double squares = 0;
        for (std::size_t j = 0; j < categories; ++j) {
            totals[j] += row[j];
            squares += static_cast<double>(row[j]) * row[j];
        }
        agreement += (squares - raters) / (raters * (raters - 1));
        if (const auto it = rows.find(row); it != rows.end()) {
            it->second += 1.0;
        } else {
            rows.emplace(std::vector<int>(row.begin(), row.end()), 1.0);
        }
    }
    const double rest = static_cast<double>(items - 1);
    Spread spread;
    for (const auto &[row, times] : rows) {
        double squares = 0;
        double expected = 0;
        for (std::size_t j = 0; j < categories; ++j) {
            squares += static_cast<double>(row[j]) * row[j];
            const double p = (totals[j] - row[j]) / (rest * raters);
            expected += p * p;
        }
        const double observed = (agreement - (squares - raters) / (raters * (raters - 1))) / rest;
        const std::optional<double> k = kappaOf(observed, expected);
        if (!k) {
            return std::nullopt;
        }
        spread.add(*k, times);
    }
    return around(*kappa.value, jackknifeError(spread), level, -1.0, 1.0,
                  IntervalMethod::Jackknife);
}

std::optional<Interval> cohenJackknifeInterval(std::span<const int> a, std::span<const int> b,
                                               double level)
{
    if (!validLevel(level)) {
        return std::nullopt;
    }
    if (a.size() != b.size() || a.size() < 2) {
        return std::nullopt;
    }
    // Without item i, agreement loses [a_i == b_i] and the margins lose a_i and b_i: the
    // leave-one-out kappa depends only on the cell (a_i, b_i) of the cross table, which
    // gives the kappa itself as cohenKappa() computes it.
    const CrossTable cross = crossTable(a, b);
    const std::size_t k = cross.categories;
    std::vector<double> ofA(k, 0.0); // the table's row sums: rater a's margin
    std::vector<double> ofB(k, 0.0);
    for (std::size_t r = 0; r < k; ++r) {
        for (std::size_t c = 0; c < k; ++c) {
            ofA[r] += cross.counts[r * k + c];
            ofB[r] += cross.counts[c * k + r];
        }
    }
    double agree = 0;
    double chance = 0; // sum over categories of the two margins' product
    for (std::size_t r = 0; r < k; ++r) {
        agree += cross.counts[r * k + r];
        chance += ofA[r] * ofB[r];
    }
    const double n = static_cast<double>(a.size());
    const std::optional<double> kappa = kappaOf(agree / n, chance / (n * n));
    if (!kappa) {
        return std::nullopt;
    }
    const double rest = n - 1;
    Spread spread;
    for (std::size_t r = 0; r < k; ++r) {
        for (std::size_t c = 0; c < k; ++c) {
            const double times = cross.counts[r * k + c];
            if (times == 0) {
                continue;
            }
            const double same = r == c ? 1.0 : 0.0;
            const std::optional<double> without =
                kappaOf((agree - same) / rest, (chance - ofB[r] - ofA[c] + same) / (rest * rest));
            if (!without) {
                return std::nullopt;
            }
            spread.add(*without, times);
        }
    }
    return around(*kappa, jackknifeError(spread), level, -1.0, 1.0, IntervalMethod::Jackknife);
}

std::optional<Interval> gwetJackknifeInterval(std::span<const int> counts, std::size_t categories,
                                              double level)
{
    const Estimate ac1 = gwetAC1(counts, categories);
    if (!validLevel(level) || !ac1.defined() || counts.size() < 2 * categories) {
        return std::nullopt;
    }
    const DistinctRows distinct = distinctRows(counts, categories);
    std::vector<double> weights = distinct.times;
    Spread spread;
    for (std::size_t r = 0; r < weights.size(); ++r) {
        weights[r] -= 1.0;
        const Estimate without = weightedGwetAC1(distinct.rows, categories, weights);
        weights[r] += 1.0;
        if (!without.defined()) {
            return std::nullopt;
        }
        spread.add(*without.value, distinct.times[r]);
    }
    return around(*ac1.value, jackknifeError(spread), level, -1.0, 1.0, IntervalMethod::Jackknife);
}

std::optional<Interval> intervalAlphaJackknifeInterval(std::span<const IntervalAlphaSums> groups,
                                                       double level)
{
    IntervalAlphaSums total;
    for (const IntervalAlphaSums &g : groups) {
        total.add(g);
    }
    const Estimate alpha = intervalAlpha(total);
    if (!alpha.defined()) {
        return std::nullopt;
    }
    return jackknifeInterval(
        *alpha.value, groups.size(),
        [&](std::size_t i) {
            IntervalAlphaSums rest = total;
            rest.add(groups[i], -1.0);
            return intervalAlpha(rest).value;
        },
        level, -std::numeric_limits<double>::infinity(), 1.0);
}

std::optional<Interval>
jackknifeInterval(double figure, std::size_t items,
                  const std::function<std::optional<double>(std::size_t)> &figureWithout,
                  double level, double lo, double hi)
{
    if (!validLevel(level) || items < 2) {
        return std::nullopt;
    }
    Spread spread;
    for (std::size_t i = 0; i < items; ++i) {
        const std::optional<double> without = figureWithout(i);
        if (!without) {
            return std::nullopt;
        }
        spread.add(*without, 1.0);
    }
    return around(figure, jackknifeError(spread), level, lo, hi, IntervalMethod::Jackknife);
}

} // namespace es::metrics
