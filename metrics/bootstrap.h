#pragma once
// Seeded percentile bootstrap confidence intervals for the statistics EventScope reports
// (AUROC, means of per-item scores, Fleiss' and Cohen's kappa).
//
// The procedure is fixed so that anyone can redraw exactly the same resamples, in any
// language, from the items, the options and this description (the interval then agrees
// up to how the statistic itself is rounded: a few units in the last place against
// scikit-learn and statsmodels):
//
//  1. Items are numbered 0..n-1 (each function below says what an item is).
//  2. g = SplitMix64(options.seed). The seed of resample r (0-based) is the (r+1)-th
//     output of g, i.e. resample 0 uses g's first output.
//  3. Resample r uses rng = SplitMix64(seed of r) and draws n item indices in order,
//     idx_i = rng.next() % n for i = 0..n-1. The statistic is computed on the items
//     idx_0..idx_{n-1}; equivalently on counts[i] = how often item i was drawn.
//  4. A resample whose statistic is undefined (one class only, one category only, ...)
//     is skipped. The interval is numpy.percentile(defined values, [p, 100 - p]) with
//     numpy's default "linear" interpolation, p = 100 * (1 - level) / 2 rounded to 12
//     decimals (so that level 0.95 gives exactly [2.5, 97.5]).
//  5. There is no interval (std::nullopt) when n == 0, options.resamples == 0, level is
//     not strictly between 0 and 1, the statistic is undefined on the original items,
//     or fewer than half of the resamples have a defined statistic: then the skipped
//     resamples would be a selection of the data rather than noise, and the interval
//     would describe something other than the statistic that is reported.
//
// Resamples run in parallel, but each one has its own generator, so the result does not
// depend on the number of threads. tests/metrics/fixtures/bootstrap_reference.py is an
// independent implementation of the procedure with numpy, scikit-learn and statsmodels.

#include "metrics/ranking.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace es::metrics {

struct BootstrapOptions
{
    std::size_t resamples = 1000;
    std::uint64_t seed = 20231;
    double level = 0.95;
    // Worker threads; 0 picks std::thread::hardware_concurrency(), fewer for small jobs.
    // Never changes the result.
    std::size_t threads = 0;
};

struct Interval
{
    double lo = 0;
    double hi = 0;
    std::size_t resamples = 0; // how many resamples had a defined statistic
};

// SplitMix64 (Steele, Lea and Flood 2014, as in Java's SplittableRandom and Vigna's
// splitmix64.c): tiny, statistically sound for this use, and trivial to re-implement,
// which is what reproducibility across languages needs.
class SplitMix64
{
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next()
    {
        state_ += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = state_;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Plain modulo, slightly biased for huge n, because it is the rule every other
    // implementation can copy exactly.
    std::uint64_t below(std::uint64_t n) { return next() % n; }

  private:
    std::uint64_t state_;
};

// The statistic of one resample from the item counts (counts.size() == n). It is called
// concurrently from several threads, so it must not modify shared state.
using CountStatistic = std::function<std::optional<double>(std::span<const std::uint32_t> counts)>;

// numpy.percentile(values, [p, 100 - p]) with p = 100 * (1 - level) / 2 and "linear"
// interpolation. std::nullopt for no values or a level outside (0, 1).
std::optional<Interval> percentileInterval(std::vector<double> values, double level);

// The generic procedure above. The statistic on the original items is the statistic of
// counts that are all 1.
std::optional<Interval> bootstrap(std::size_t n, const BootstrapOptions &options,
                                  const CountStatistic &statistic);

// AUROC as in roc(): items are the positions whose truth is 0 or 1 and whose score is
// finite, in index order. Undefined when a resample has no positive or no negative.
// std::nullopt also when scores and truth differ in length or there are 2^32 items or
// more.
std::optional<Interval> bootstrapAuroc(std::span<const double> scores,
                                       std::span<const std::int8_t> truth, ScoreDirection direction,
                                       const BootstrapOptions &options);

// Mean of per-item values (token F1, HIT@1 or EM per question, r per procedure). Items
// are the values; any non-finite value makes the mean, and so the interval, undefined.
std::optional<Interval> bootstrapMean(std::span<const double> values,
                                      const BootstrapOptions &options);

// Fleiss' kappa; items are the rows of the items x categories table that fleissKappa()
// takes.
std::optional<Interval> bootstrapFleiss(std::span<const int> counts, std::size_t categories,
                                        const BootstrapOptions &options);

// Cohen's kappa; items are the positions of a and b.
std::optional<Interval> bootstrapCohen(std::span<const int> a, std::span<const int> b,
                                       const BootstrapOptions &options);

// The kappas of a table in which item i appears weights[i] times. With every weight 1
// they equal fleissKappa() and cohenKappa() exactly; std::nullopt where those are
// undefined.
std::optional<double> weightedFleissKappa(std::span<const int> counts, std::size_t categories,
                                          std::span<const std::uint32_t> weights);
std::optional<double> weightedCohenKappa(std::span<const int> a, std::span<const int> b,
                                         std::span<const std::uint32_t> weights);

} // namespace es::metrics
