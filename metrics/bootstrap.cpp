// The bootstrap's procedure: the draws, the resamples on threads and the percentile
// intervals. Compiled without fused multiply-adds (metrics/CMakeLists.txt says why).
#include "metrics/bootstrap.h"

#include "metrics/bootstrap_parts.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>

namespace es::metrics {

using namespace resampling;

namespace {

// ---- The procedure ----

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

// ++counts[idx] for the n indices idx of the resample whose generator seed is `seed`,
// idx = next() % n exactly.
template <class Count> void drawInto(std::uint64_t seed, std::span<Count> counts)
{
    const std::uint64_t n = counts.size();
#if defined(__x86_64__) && defined(__GNUC__)
    if constexpr (std::is_same_v<Count, std::uint8_t>) {
        if (n >= (1u << 13) && n <= std::numeric_limits<std::uint32_t>::max() && hasAvx512()) {
            drawAvx512(seed, counts.data(), n);
            return;
        }
    }
#endif
    const FastRemainder remainder(n);
    Count *c = counts.data();
    SplitMix64 rng(seed);
    for (std::uint64_t i = 0; i < n; ++i) {
        ++c[remainder(rng.next())];
    }
}

// Below this many items 32-bit counts fit in L1 anyway, and resamples go one by one.
constexpr std::size_t kNarrowFrom = 4096;

// One thread's state: the counts of the resamples at hand and an evaluator per statistic.
class Worker
{
  public:
    Worker(std::size_t n, std::span<const Kernel *const> kernels) : n_(n)
    {
        evaluators_.reserve(kernels.size());
        for (const Kernel *k : kernels) {
            evaluators_.push_back(k->evaluator());
            anyLanes_ = anyLanes_ || evaluators_.back()->hasLanes();
        }
    }

    // Calls out(s, j, value of statistic s) for the resample of seeds[j], for every
    // statistic s and every j; at most kLanes seeds.
    template <class Out> void run(std::span<const std::uint64_t> seeds, const Out &out)
    {
        if (n_ < kNarrowFrom) {
            for (std::size_t j = 0; j < seeds.size(); ++j) {
                runWide(seeds[j], j, out);
            }
            return;
        }
        // Counting in bytes keeps a million items' counts in a core's L2 cache. A count
        // above 255 (one item drawn 256 times: never in practice) wraps, which shows as
        // counts summing to less than n; that resample is then redrawn with 32-bit
        // counts, so the result is exact either way.
        narrow_.assign(kLanes * n_, 0);
        std::array<bool, kLanes> narrow{};
        for (std::size_t j = 0; j < seeds.size(); ++j) {
            const std::span<std::uint8_t> counts(narrow_.data() + j * n_, n_);
            addDraws(seeds[j], counts);
            narrow[j] = sum(counts) == n_;
            if (!narrow[j]) {
                std::fill(counts.begin(), counts.end(), 0);
                runWide(seeds[j], j, out);
                continue;
            }
            for (std::size_t s = 0; s < evaluators_.size(); ++s) {
                if (!evaluators_[s]->hasLanes()) {
                    out(s, j, (*evaluators_[s])(std::span<const std::uint8_t>(counts)));
                }
            }
        }
        if (!anyLanes_) {
            return;
        }
        interleaved_.resize(kLanes * n_);
        for (std::size_t i = 0; i < n_; ++i) {
            for (std::size_t j = 0; j < kLanes; ++j) {
                interleaved_[i * kLanes + j] = narrow_[j * n_ + i];
            }
        }
        std::array<std::optional<double>, kLanes> values;
        for (std::size_t s = 0; s < evaluators_.size(); ++s) {
            if (evaluators_[s]->hasLanes()) {
                evaluators_[s]->lanes(interleaved_, values);
                for (std::size_t j = 0; j < seeds.size(); ++j) {
                    if (narrow[j]) {
                        out(s, j, values[j]);
                    }
                }
            }
        }
    }

  private:
    // In 32-bit blocks, which vectorize better than one 64-bit sum.
    static std::uint64_t sum(std::span<const std::uint8_t> counts)
    {
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < counts.size();) {
            const std::size_t end = std::min(counts.size(), i + (std::size_t(1) << 16));
            std::uint32_t block = 0; // at most 255 * 2^16
            for (; i < end; ++i) {
                block += counts[i];
            }
            total += block;
        }
        return total;
    }

    template <class Out> void runWide(std::uint64_t seed, std::size_t j, const Out &out)
    {
        wide_.assign(n_, 0);
        addDraws(seed, std::span<std::uint32_t>(wide_));
        for (std::size_t s = 0; s < evaluators_.size(); ++s) {
            out(s, j, (*evaluators_[s])(std::span<const std::uint32_t>(wide_)));
        }
    }

    std::size_t n_;
    std::vector<std::unique_ptr<Evaluator>> evaluators_;
    bool anyLanes_ = false;
    std::vector<std::uint8_t> narrow_;      // kLanes resamples, one after the other
    std::vector<std::uint8_t> interleaved_; // the same, item by item
    std::vector<std::uint32_t> wide_;
};

// Every resample of statistics over n items, on one set of draws per resample, and
// their intervals (parallel to kernels). The statistics are defined on the original
// items. Results are stored by resample index, so which thread ran what cannot matter.
std::vector<std::optional<Interval>> runResamples(std::size_t n, const BootstrapOptions &options,
                                                  std::span<const Kernel *const> kernels)
{
    const std::size_t resamples = options.resamples;
    const std::size_t statistics = kernels.size();
    std::vector<std::uint64_t> seeds(resamples);
    SplitMix64 seeder(options.seed);
    for (std::uint64_t &s : seeds) {
        s = seeder.next();
    }
    // By statistic, then resample.
    std::vector<double> values(statistics * resamples, 0.0);
    std::vector<unsigned char> defined(statistics * resamples, 0);

    const std::size_t threads = threadCount(n, options);
    // Several chunks per thread balance uneven statistics without much contention; a
    // chunk is whole batches of kLanes resamples where there are enough.
    std::size_t chunk = std::max<std::size_t>(1, resamples / (threads * 8));
    if (n >= kNarrowFrom) {
        chunk = std::max(kLanes, chunk - chunk % kLanes);
    }
    std::atomic<std::size_t> nextResample{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto work = [&] {
        try {
            Worker worker(n, kernels);
            for (;;) {
                const std::size_t begin = nextResample.fetch_add(chunk);
                if (begin >= resamples) {
                    return;
                }
                const std::size_t end = std::min(begin + chunk, resamples);
                for (std::size_t r = begin; r < end; r += kLanes) {
                    if (options.cancelled()) {
                        nextResample.store(resamples);
                        return;
                    }
                    const std::span<const std::uint64_t> batch(seeds.data() + r,
                                                               std::min(kLanes, end - r));
                    worker.run(batch,
                               [&](std::size_t s, std::size_t j, const std::optional<double> &v) {
                                   if (v && std::isfinite(*v)) {
                                       values[s * resamples + r + j] = *v;
                                       defined[s * resamples + r + j] = 1;
                                   }
                               });
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
    std::vector<std::optional<Interval>> out(statistics);
    std::vector<double> kept;
    for (std::size_t s = 0; s < statistics; ++s) {
        kept.clear();
        for (std::size_t r = 0; r < resamples; ++r) {
            if (defined[s * resamples + r] != 0) {
                kept.push_back(values[s * resamples + r]);
            }
        }
        if (2 * kept.size() >= resamples) {
            out[s] = percentileInterval(kept, options.level);
        }
    }
    return out;
}

// ---- The generic statistic (the built-in ones: bootstrap_statistics.cpp) ----

// Any statistic of 32-bit counts; byte counts are widened first.
class GenericKernel final : public Kernel
{
  public:
    explicit GenericKernel(CountStatistic statistic)
        : owned_(std::move(statistic)), statistic_(&owned_)
    {
    }
    // For the duration of a call: refers to the caller's statistic.
    explicit GenericKernel(const CountStatistic *statistic) : statistic_(statistic) {}
    GenericKernel(const GenericKernel &) = delete;
    GenericKernel &operator=(const GenericKernel &) = delete;

    std::unique_ptr<Evaluator> evaluator() const override
    {
        return makeEvaluator(
            [statistic = statistic_, wide = std::vector<std::uint32_t>()](auto counts) mutable {
                if constexpr (std::is_same_v<decltype(counts), std::span<const std::uint8_t>>) {
                    wide.assign(counts.begin(), counts.end());
                    return (*statistic)(std::span<const std::uint32_t>(wide));
                } else {
                    return (*statistic)(counts);
                }
            });
    }

  private:
    CountStatistic owned_;
    const CountStatistic *statistic_;
};

} // namespace

void addDraws(std::uint64_t resampleSeed, std::span<std::uint8_t> counts)
{
    drawInto(resampleSeed, counts);
}

void addDraws(std::uint64_t resampleSeed, std::span<std::uint32_t> counts)
{
    drawInto(resampleSeed, counts);
}

FastRemainder::FastRemainder(std::uint64_t d)
    : reciprocal_(d > 1 ? static_cast<std::uint64_t>((Wide(1) << 64) / d)
                        : std::numeric_limits<std::uint64_t>::max()),
      d_(d)
{
}

BootstrapStatistic::BootstrapStatistic(std::size_t items, CountStatistic statistic)
    : items_(items), kernel_(std::make_shared<GenericKernel>(std::move(statistic)))
{
}

BootstrapStatistic::BootstrapStatistic(std::size_t items, std::shared_ptr<const Kernel> kernel)
    : items_(items), kernel_(std::move(kernel))
{
}

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

std::vector<std::optional<Interval>> bootstrapShared(std::span<const BootstrapStatistic> statistics,
                                                     const BootstrapOptions &options)
{
    std::vector<std::optional<Interval>> out(statistics.size());
    // The statistics to resample, by number of items; each must be defined on the
    // original items (all counts 1).
    std::map<std::size_t, std::vector<std::size_t>> groups;
    std::vector<std::uint32_t> ones;
    for (std::size_t s = 0; s < statistics.size(); ++s) {
        const BootstrapStatistic &st = statistics[s];
        if (st.empty() || !usable(st.items(), options)) {
            continue;
        }
        ones.assign(st.items(), 1);
        const std::optional<double> original =
            (*st.kernel().evaluator())(std::span<const std::uint32_t>(ones));
        if (original && std::isfinite(*original)) {
            groups[st.items()].push_back(s);
        }
    }
    std::vector<const Kernel *> kernels;
    for (const auto &[n, members] : groups) {
        kernels.clear();
        for (const std::size_t s : members) {
            kernels.push_back(&statistics[s].kernel());
        }
        std::vector<std::optional<Interval>> intervals = runResamples(n, options, kernels);
        for (std::size_t m = 0; m < members.size(); ++m) {
            out[members[m]] = std::move(intervals[m]);
        }
    }
    if (options.cancelled()) {
        // Whatever was computed before or after the flag rose: no interval at all.
        std::ranges::fill(out, std::nullopt);
    }
    return out;
}

std::optional<Interval> bootstrap(std::size_t n, const BootstrapOptions &options,
                                  const CountStatistic &statistic)
{
    const BootstrapStatistic one(n, std::make_shared<const GenericKernel>(&statistic));
    return bootstrapShared(std::span(&one, 1), options).front();
}

std::vector<std::uint32_t> seededSample(std::vector<std::uint32_t> pool, std::size_t n,
                                        std::uint64_t seed)
{
    const std::size_t k = pool.size();
    const std::size_t m = std::min(n, k);
    SplitMix64 rng(seed);
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t j = i + static_cast<std::size_t>(rng.below(k - i));
        std::swap(pool[i], pool[j]);
    }
    pool.resize(m);
    std::sort(pool.begin(), pool.end());
    return pool;
}

} // namespace es::metrics
