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
//  6. Nor when options.cancel is set and becomes true: the computation stops after the
//     batch of resamples at hand (tens of milliseconds at a million items) and no
//     interval is given, so a caller that cancelled must not read the result as "no
//     interval".
//
// Resamples run in parallel, but each one has its own generator, so the result does not
// depend on the number of threads. tests/metrics/fixtures/bootstrap_reference.py is an
// independent implementation of the procedure with numpy, scikit-learn and statsmodels.
//
// The draws of resample r depend on (seed, r, n) only, so every statistic over n items
// has the same counts in resample r. bootstrapShared() uses this: it draws once per
// resample for all the statistics with the same n, and each interval is bit for bit the
// one the statistic's own function gives (which are thin users of it). From 4096 items
// on, the built-in statistics are also computed on 16 resamples at once, in SIMD
// vectors, with per resample the same integer or floating-point operations in the same
// order as one at a time: the same values on every CPU (see bootstrap_simd.cpp).

#include "metrics/ranking.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
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
    // Polled between batches of resamples from every worker thread; true stops the
    // computation (rule 6). Must outlive the call.
    const std::atomic<bool> *cancel = nullptr;
    // A statistic over this many items or more gets a large-sample interval
    // (metrics/normal_intervals.h) instead of the bootstrap's: at a hundred thousand items
    // the two agree to within the bootstrap's own Monte Carlo noise, and the bootstrap of
    // a million pairs' eight AUROCs costs seconds. 0: always; SIZE_MAX: never. Reports
    // and the workbench use the default.
    std::size_t analyticFrom = kAnalyticFrom;
    static constexpr std::size_t kAnalyticFrom = 100000;

    // Whether a statistic over `items` gets a large-sample interval (none at all when
    // resamples is 0, which means no intervals).
    bool analytic(std::size_t items) const { return resamples > 0 && items >= analyticFrom; }
    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

// How an interval was made: the percentile bootstrap, or a large-sample interval from
// one of the standard errors of metrics/normal_intervals.h.
enum class IntervalMethod { Bootstrap, DeLong, Jackknife, StandardError };

struct Interval
{
    double lo = 0;
    double hi = 0;
    std::size_t resamples = 0; // how many resamples had a defined statistic; 0 unless Bootstrap
    IntervalMethod method = IntervalMethod::Bootstrap;
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

// x % d, exactly, for every 64-bit x and 0 < d <= 2^63, without a division. With the
// reciprocal m = floor(2^64 / d) (2^64 - 1 for d = 1), q = floor(x * m / 2^64) is
// floor(x / d) or one less (x * m / 2^64 > x / d - 1), so x - q * d is the remainder or
// the remainder plus d: one conditional subtraction corrects it (the approximate
// reciprocal of Granlund and Montgomery 1994, with one correction step). On the CI
// machine (AMD Zen 5) a draw (SplitMix64 step, remainder, count) takes 1.8 ns with it,
// 2.7 ns with the 64-bit division and 1.9 ns with Lemire et al.'s 2019 direct remainder
// (128-bit reciprocal, four multiplications). Where the CPU has AVX-512, resamples of
// 2^13 items or more are drawn eight draws at a time instead (bootstrap_simd.cpp), 1.0 ns a
// draw there; four such vectors side by side took a draw on an Ice Lake Xeon from
// 2.1-2.9 ns to 1.4-1.8 ns.
class FastRemainder
{
  public:
    explicit FastRemainder(std::uint64_t d);
    std::uint64_t operator()(std::uint64_t x) const
    {
        const auto q = static_cast<std::uint64_t>((static_cast<Wide>(x) * reciprocal_) >> 64);
        const std::uint64_t r = x - q * d_;
        return r >= d_ ? r - d_ : r;
    }

  private:
    __extension__ typedef unsigned __int128 Wide;
    std::uint64_t reciprocal_;
    std::uint64_t d_;
};

// Up to `n` of `pool`, drawn reproducibly and returned ascending: rng = SplitMix64(seed); a
// partial Fisher-Yates shuffle of `pool`: for i = 0 .. min(n, k) - 1 (k = pool's size),
// j = i + rng.next() mod (k - i), swap items i and j; the first min(n, k) items, sorted. The
// sample of n is part of the sample of n + 1. (Review and human-baseline samples.)
std::vector<std::uint32_t> seededSample(std::vector<std::uint32_t> pool, std::size_t n,
                                        std::uint64_t seed);

// Step 3 for one resample: adds to counts[i] how often item i is drawn among the n =
// counts.size() draws of the resample whose generator seed is resampleSeed (step 2).
// Byte counts wrap at 256: they are right when they sum to n. bootstrap() and the
// functions below draw through these.
void addDraws(std::uint64_t resampleSeed, std::span<std::uint8_t> counts);
void addDraws(std::uint64_t resampleSeed, std::span<std::uint32_t> counts);

// The statistic of one resample from the item counts (counts.size() == n). It is called
// concurrently from several threads, so it must not modify shared state.
using CountStatistic = std::function<std::optional<double>(std::span<const std::uint32_t> counts)>;

// numpy.percentile(values, [p, 100 - p]) with p = 100 * (1 - level) / 2 and "linear"
// interpolation. std::nullopt for no values or a level outside (0, 1).
std::optional<Interval> percentileInterval(std::vector<double> values, double level);

// A statistic made ready for bootstrapShared(): how many items it resamples and how it
// is computed from their counts. The makers below copy what they need from their
// arguments, so the statistic does not refer to them; copies share the prepared data.
// An empty statistic (the default, or a maker's when the figure is undefined or its
// input malformed) gets no interval.
class BootstrapStatistic
{
  public:
    class Kernel; // how the statistic is computed; in bootstrap_parts.h

    BootstrapStatistic() = default;
    // Any statistic of the counts, as bootstrap() takes it.
    BootstrapStatistic(std::size_t items, CountStatistic statistic);
    // For the makers below.
    BootstrapStatistic(std::size_t items, std::shared_ptr<const Kernel> kernel);

    std::size_t items() const { return items_; }
    bool empty() const { return kernel_ == nullptr; }
    const Kernel &kernel() const { return *kernel_; }

  private:
    std::size_t items_ = 0;
    std::shared_ptr<const Kernel> kernel_;
};

// The statistics of bootstrapAuroc(), bootstrapMean(), bootstrapFleiss() and
// bootstrapCohen() (same items, same conditions). aurocStatistic() sorts the scores
// unless given their order = rankOrder(scores, direction).
BootstrapStatistic aurocStatistic(std::span<const double> scores,
                                  std::span<const std::int8_t> truth, ScoreDirection direction,
                                  std::span<const std::uint32_t> order = {});
BootstrapStatistic meanStatistic(std::span<const double> values);
BootstrapStatistic fleissStatistic(std::span<const int> counts, std::size_t categories);
BootstrapStatistic cohenStatistic(std::span<const int> a, std::span<const int> b);
// Gwet's AC1; items are the rows of gwetAC1()'s table. Empty where AC1 is undefined.
BootstrapStatistic gwetStatistic(std::span<const int> counts, std::size_t categories);

// The interval of every statistic (parallel to `statistics`), as if each were
// bootstrapped on its own with the same options, but the statistics with the same number
// of items share each resample's draws: one set of n draws per resample and distinct n
// instead of one per statistic.
std::vector<std::optional<Interval>> bootstrapShared(std::span<const BootstrapStatistic> statistics,
                                                     const BootstrapOptions &options);

// The generic procedure above. The statistic on the original items is the statistic of
// counts that are all 1.
std::optional<Interval> bootstrap(std::size_t n, const BootstrapOptions &options,
                                  const CountStatistic &statistic);

// AUROC as in roc(): items are the positions whose truth is 0 or 1 and whose score is
// finite, in index order. Undefined when a resample has no positive or no negative.
// std::nullopt also when scores and truth differ in length or have 2^32 - 1 positions or
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
