#include "metrics/bootstrap.h"

#include "metrics/agreement.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>
#include <utility>

namespace es::metrics {

namespace {

bool usable(std::size_t n, const BootstrapOptions &options)
{
    return n > 0 && options.resamples > 0 && options.level > 0.0 && options.level < 1.0;
}

std::size_t threadCount(std::size_t n, const BootstrapOptions &options)
{
    if (options.threads != 0) {
        return std::min(options.threads, options.resamples);
    }
    // Starting a thread costs tens of microseconds, as much as drawing ~100k indices:
    // small jobs stay on the calling thread.
    constexpr std::size_t drawsPerThread = std::size_t(1) << 17;
    const std::size_t draws = n > std::numeric_limits<std::size_t>::max() / options.resamples
                                  ? std::numeric_limits<std::size_t>::max()
                                  : n * options.resamples;
    const std::size_t hardware = std::max(1u, std::thread::hardware_concurrency());
    return std::clamp<std::size_t>(draws / drawsPerThread, 1,
                                   std::min(hardware, options.resamples));
}

// Runs every resample through a worker made by makeWorker() (one per thread, so each
// thread owns its scratch buffers) and turns the defined values into the interval.
// Results are stored by resample index, so which thread ran what cannot matter.
template <class MakeWorker>
std::optional<Interval> runResamples(std::size_t n, const BootstrapOptions &options,
                                     const MakeWorker &makeWorker)
{
    const std::size_t resamples = options.resamples;
    std::vector<std::uint64_t> seeds(resamples);
    SplitMix64 seeder(options.seed);
    for (std::uint64_t &s : seeds) {
        s = seeder.next();
    }
    std::vector<double> values(resamples, 0.0);
    std::vector<unsigned char> defined(resamples, 0);

    const std::size_t threads = threadCount(n, options);
    // Several chunks per thread balance uneven statistics without much contention.
    const std::size_t chunk = std::max<std::size_t>(1, resamples / (threads * 8));
    std::atomic<std::size_t> nextResample{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto work = [&] {
        try {
            auto worker = makeWorker();
            for (;;) {
                const std::size_t begin = nextResample.fetch_add(chunk);
                if (begin >= resamples) {
                    return;
                }
                for (std::size_t r = begin; r < std::min(begin + chunk, resamples); ++r) {
                    const std::optional<double> v = worker(seeds[r]);
                    if (v && std::isfinite(*v)) {
                        values[r] = *v;
                        defined[r] = 1;
                    }
                }
            }
        } catch (...) {
            // A thread must not let an exception escape (std::terminate); hand the first
            // one to the caller and make the other threads run out of work.
            nextResample.store(resamples);
            const std::lock_guard lock(failureMutex);
            if (!failure) {
                failure = std::current_exception();
            }
        }
    };
    {
        std::vector<std::jthread> pool;
        pool.reserve(threads - 1);
        for (std::size_t t = 1; t < threads; ++t) {
            pool.emplace_back(work);
        }
        work();
    }
    if (failure) {
        std::rethrow_exception(failure);
    }

    std::vector<double> kept;
    kept.reserve(resamples);
    for (std::size_t r = 0; r < resamples; ++r) {
        if (defined[r] != 0) {
            kept.push_back(values[r]);
        }
    }
    if (2 * kept.size() < resamples) {
        return std::nullopt;
    }
    return percentileInterval(std::move(kept), options.level);
}

// A worker of the count-based procedures: draws into per-item counts and hands them to
// its own copy of the statistic, which may therefore keep scratch space.
template <class Statistic> class CountingWorker
{
  public:
    CountingWorker(std::size_t n, Statistic statistic)
        : statistic_(std::move(statistic)), counts_(n, 0)
    {
    }
    std::optional<double> operator()(std::uint64_t seed)
    {
        SplitMix64 rng(seed);
        const std::size_t n = counts_.size();
        for (std::size_t i = 0; i < n; ++i) {
            ++counts_[rng.below(n)];
        }
        const std::optional<double> v = statistic_(std::span<const std::uint32_t>(counts_));
        std::fill(counts_.begin(), counts_.end(), 0);
        return v;
    }

  private:
    Statistic statistic_;
    std::vector<std::uint32_t> counts_;
};

template <class Statistic>
std::optional<Interval> bootstrapCounts(std::size_t n, const BootstrapOptions &options,
                                        const Statistic &statistic)
{
    if (!usable(n, options)) {
        return std::nullopt;
    }
    const std::vector<std::uint32_t> ones(n, 1);
    const std::optional<double> original =
        Statistic(statistic)(std::span<const std::uint32_t>(ones));
    if (!original || !std::isfinite(*original)) {
        return std::nullopt;
    }
    return runResamples(n, options, [&] { return CountingWorker<Statistic>(n, statistic); });
}

// The items of bootstrapAuroc sorted once from least to most positive, so that the
// Mann-Whitney U of a resample is one pass over tie groups, weighted by the counts.
struct RankedItems
{
    std::vector<std::uint32_t> order; // sorted position -> item
    // Per sorted position: bit 0 = positive, bit 1 = last of its tie group.
    std::vector<std::uint8_t> flags;
};

class AurocWorker
{
  public:
    explicit AurocWorker(const RankedItems &items) : items_(&items) {}
    std::optional<double> operator()(std::uint64_t seed)
    {
        const std::size_t n = items_->order.size();
        // Counting in bytes keeps a million items' counts in a core's L2 cache: a
        // resample of 10^6 items took 3.6 ms instead of 4.3 ms with 32-bit counts. A count
        // above 255 (one item drawn 256 times: never in practice) wraps; the resample is
        // then redrawn with the 32-bit counts that small problems use anyway, so the
        // result is exact either way.
        if (n >= kNarrowFrom) {
            narrow_.resize(n, 0);
            SplitMix64 rng(seed);
            bool wrapped = false;
            for (std::size_t i = 0; i < n; ++i) {
                if (++narrow_[rng.below(n)] == 0) {
                    wrapped = true;
                }
            }
            std::optional<double> v;
            if (!wrapped) {
                v = statistic(narrow_.data());
            }
            std::fill(narrow_.begin(), narrow_.end(), 0);
            if (!wrapped) {
                return v;
            }
        }
        wide_.assign(n, 0);
        SplitMix64 rng(seed);
        for (std::size_t i = 0; i < n; ++i) {
            ++wide_[rng.below(n)];
        }
        return statistic(wide_.data());
    }

  private:
    template <class Count> std::optional<double> statistic(const Count *counts) const
    {
        // The counts are by item, so the walk in score order gathers them; those reads
        // are independent of each other and overlap well. Integer arithmetic keeps 2U
        // exact, so the AUROC is rounded once, at the end.
        const std::uint32_t *order = items_->order.data();
        const std::uint8_t *flags = items_->flags.data();
        const std::size_t n = items_->order.size();
        std::uint64_t twiceU = 0;
        std::uint64_t negativesBelow = 0;
        std::uint64_t positives = 0;
        std::uint64_t groupPositives = 0;
        std::uint64_t groupTotal = 0;
        for (std::size_t p = 0; p < n; ++p) {
            const std::uint64_t c = counts[order[p]];
            const std::uint8_t f = flags[p];
            groupPositives += c * (f & 1u);
            groupTotal += c;
            if ((f & 2u) != 0) {
                const std::uint64_t groupNegatives = groupTotal - groupPositives;
                twiceU += groupPositives * (2 * negativesBelow + groupNegatives);
                negativesBelow += groupNegatives;
                positives += groupPositives;
                groupPositives = 0;
                groupTotal = 0;
            }
        }
        if (positives == 0 || negativesBelow == 0) {
            return std::nullopt;
        }
        return static_cast<double>(twiceU) /
               (2.0 * static_cast<double>(positives) * static_cast<double>(negativesBelow));
    }

    // Below this many items 32-bit counts fit in L1 anyway.
    static constexpr std::size_t kNarrowFrom = 4096;

    const RankedItems *items_;
    std::vector<std::uint8_t> narrow_;
    std::vector<std::uint32_t> wide_;
};

// fleissKappa() split into what depends on the table only and what depends on the
// weights, with the same floating-point operations in the same order so that unit
// weights reproduce it exactly.
struct FleissTable
{
    std::span<const int> counts;
    std::size_t categories = 0;
    std::size_t items = 0;
    long long raters = 0;
    std::vector<double> agreement; // P_i of Fleiss (1971)

    bool prepare(std::span<const int> table, std::size_t tableCategories)
    {
        if (!fleissKappa(table, tableCategories).defined()) {
            return false;
        }
        counts = table;
        categories = tableCategories;
        items = counts.size() / categories;
        raters = 0;
        for (std::size_t j = 0; j < categories; ++j) {
            raters += counts[j];
        }
        agreement.resize(items);
        for (std::size_t i = 0; i < items; ++i) {
            long long sumSquares = 0;
            for (std::size_t j = 0; j < categories; ++j) {
                const long long n = counts[i * categories + j];
                sumSquares += n * n;
            }
            agreement[i] = static_cast<double>(sumSquares - raters) /
                           static_cast<double>(raters * (raters - 1));
        }
        return true;
    }

    std::optional<double> operator()(std::span<const std::uint32_t> weights,
                                     std::vector<double> &categoryTotals) const
    {
        categoryTotals.assign(categories, 0.0);
        double sumAgreement = 0.0;
        std::uint64_t weightTotal = 0;
        for (std::size_t i = 0; i < items; ++i) {
            if (weights[i] == 0) {
                continue;
            }
            const double w = weights[i];
            weightTotal += weights[i];
            sumAgreement += w * agreement[i];
            for (std::size_t j = 0; j < categories; ++j) {
                categoryTotals[j] += w * static_cast<double>(counts[i * categories + j]);
            }
        }
        if (weightTotal == 0) {
            return std::nullopt;
        }
        const double totalRatings = static_cast<double>(weightTotal) * static_cast<double>(raters);
        const double observed = sumAgreement / static_cast<double>(weightTotal);
        double expected = 0.0;
        for (double t : categoryTotals) {
            const double p = t / totalRatings;
            expected += p * p;
        }
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }
};

// cohenKappa() over weights. Only the diagonal and the two marginals matter, so a
// resample costs O(items + categories) whatever the number of categories. All sums are
// of integers and exact, hence equal to cohenKappa() for unit weights.
struct CohenTable
{
    std::size_t categories = 0;
    std::vector<std::uint32_t> rowOf;
    std::vector<std::uint32_t> columnOf;

    bool prepare(std::span<const int> a, std::span<const int> b)
    {
        if (!cohenKappa(a, b).defined()) {
            return false;
        }
        std::vector<int> seen(a.begin(), a.end());
        seen.insert(seen.end(), b.begin(), b.end());
        std::sort(seen.begin(), seen.end());
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        categories = seen.size();
        const auto indexOf = [&](int v) {
            return static_cast<std::uint32_t>(std::lower_bound(seen.begin(), seen.end(), v) -
                                              seen.begin());
        };
        rowOf.resize(a.size());
        columnOf.resize(b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            rowOf[i] = indexOf(a[i]);
            columnOf[i] = indexOf(b[i]);
        }
        return true;
    }

    std::optional<double> operator()(std::span<const std::uint32_t> weights,
                                     std::vector<double> &marginals) const
    {
        marginals.assign(2 * categories, 0.0);
        double agreeing = 0.0;
        double n = 0.0;
        for (std::size_t i = 0; i < rowOf.size(); ++i) {
            const double w = weights[i];
            marginals[rowOf[i]] += w;
            marginals[categories + columnOf[i]] += w;
            agreeing += rowOf[i] == columnOf[i] ? w : 0.0;
            n += w;
        }
        if (n == 0.0) {
            return std::nullopt;
        }
        double expected = 0.0;
        for (std::size_t c = 0; c < categories; ++c) {
            expected += marginals[c] * marginals[categories + c];
        }
        const double observed = agreeing / n;
        expected /= n * n;
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }
};

// Gives each thread's copy of a table statistic its own scratch space.
template <class Table> class TableStatistic
{
  public:
    explicit TableStatistic(const Table &table) : table_(&table) {}
    std::optional<double> operator()(std::span<const std::uint32_t> weights)
    {
        return (*table_)(weights, scratch_);
    }

  private:
    const Table *table_;
    std::vector<double> scratch_;
};

} // namespace

std::optional<Interval> percentileInterval(std::vector<double> values, double level)
{
    if (values.empty() || !(level > 0.0 && level < 1.0)) {
        return std::nullopt;
    }
    std::sort(values.begin(), values.end());
    // A level arrives as the binary neighbour of a decimal (0.95); rounding the tail
    // percentage to 12 digits recovers the 2.5 a user would type into numpy, so that the
    // quantiles below are bit for bit numpy's.
    const double tail = std::round(100.0 * (1.0 - level) / 2.0 * 1e12) / 1e12;
    const std::size_t m = values.size();
    // numpy's "linear" method (Hyndman and Fan type 7), including its lerp, which
    // interpolates from the nearer end for better rounding.
    const auto quantile = [&](double percent) {
        const double virtualIndex = static_cast<double>(m - 1) * (percent / 100.0);
        if (virtualIndex >= static_cast<double>(m - 1)) {
            return values[m - 1];
        }
        const double below = std::floor(virtualIndex);
        const auto i = static_cast<std::size_t>(below);
        const double gamma = virtualIndex - below;
        const double a = values[i];
        const double b = values[i + 1];
        const double diff = b - a;
        return gamma >= 0.5 ? b - diff * (1.0 - gamma) : a + diff * gamma;
    };
    return Interval{quantile(tail), quantile(100.0 - tail), m};
}

std::optional<Interval> bootstrap(std::size_t n, const BootstrapOptions &options,
                                  const CountStatistic &statistic)
{
    return bootstrapCounts(n, options, [&statistic](std::span<const std::uint32_t> counts) {
        return statistic(counts);
    });
}

std::optional<Interval> bootstrapAuroc(std::span<const double> scores,
                                       std::span<const std::int8_t> truth, ScoreDirection direction,
                                       const BootstrapOptions &options)
{
    if (scores.size() != truth.size()) {
        return std::nullopt;
    }
    std::vector<double> itemScores;
    std::vector<std::int8_t> itemTruth;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if ((truth[i] == 0 || truth[i] == 1) && std::isfinite(scores[i])) {
            itemScores.push_back(scores[i]);
            itemTruth.push_back(truth[i]);
        }
    }
    const std::size_t n = itemScores.size();
    // Item numbers are 32-bit in rankOrder() and in the counts.
    if (!usable(n, options) || n > std::numeric_limits<std::uint32_t>::max()) {
        return std::nullopt;
    }
    const std::size_t positives =
        static_cast<std::size_t>(std::count(itemTruth.begin(), itemTruth.end(), 1));
    if (positives == 0 || positives == n) {
        return std::nullopt;
    }

    RankedItems ranked;
    ranked.order = rankOrder(itemScores, direction);
    ranked.flags.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
        const std::uint32_t item = ranked.order[p];
        const bool last = p + 1 == n || itemScores[ranked.order[p + 1]] != itemScores[item];
        ranked.flags[p] =
            static_cast<std::uint8_t>((itemTruth[item] == 1 ? 1u : 0u) | (last ? 2u : 0u));
    }
    return runResamples(n, options, [&] { return AurocWorker(ranked); });
}

std::optional<Interval> bootstrapMean(std::span<const double> values,
                                      const BootstrapOptions &options)
{
    if (!std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); })) {
        return std::nullopt;
    }
    const std::size_t n = values.size();
    return bootstrapCounts(n, options, [values, n](std::span<const std::uint32_t> counts) {
        double sum = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            sum += static_cast<double>(counts[i]) * values[i];
        }
        return std::optional<double>(sum / static_cast<double>(n));
    });
}

std::optional<Interval> bootstrapFleiss(std::span<const int> counts, std::size_t categories,
                                        const BootstrapOptions &options)
{
    FleissTable table;
    if (!table.prepare(counts, categories)) {
        return std::nullopt;
    }
    return bootstrapCounts(table.items, options, TableStatistic<FleissTable>(table));
}

std::optional<Interval> bootstrapCohen(std::span<const int> a, std::span<const int> b,
                                       const BootstrapOptions &options)
{
    CohenTable table;
    if (!table.prepare(a, b)) {
        return std::nullopt;
    }
    return bootstrapCounts(a.size(), options, TableStatistic<CohenTable>(table));
}

std::optional<double> weightedFleissKappa(std::span<const int> counts, std::size_t categories,
                                          std::span<const std::uint32_t> weights)
{
    FleissTable table;
    if (!table.prepare(counts, categories) || weights.size() != table.items) {
        return std::nullopt;
    }
    std::vector<double> scratch;
    return table(weights, scratch);
}

std::optional<double> weightedCohenKappa(std::span<const int> a, std::span<const int> b,
                                         std::span<const std::uint32_t> weights)
{
    CohenTable table;
    if (!table.prepare(a, b) || weights.size() != a.size()) {
        return std::nullopt;
    }
    std::vector<double> scratch;
    return table(weights, scratch);
}

} // namespace es::metrics
