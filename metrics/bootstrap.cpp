// Every floating-point sum of a statistic must round as its definition does, whichever
// form computes it (one resample at a time, or kLanes at once in SIMD vectors compiled
// for AVX-512): no contraction of a * b + c into a fused multiply-add, which compilers
// otherwise do wherever the target has one (any AVX-512 or ARMv8 CPU). For the whole
// file, so that its functions and the library's inline ones share their options.
#if defined(__clang__)
#pragma clang fp contract(off)
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

#include "metrics/bootstrap.h"

#include "metrics/agreement.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>

namespace es::metrics {

namespace {

// Resamples of many items are drawn kLanes at a time. Their counts, interleaved item by
// item (counts[item * kLanes + lane]), let one pass of a statistic compute all kLanes
// resamples in the lanes of SIMD vectors: each item's data and counts are read once for
// kLanes resamples, and the chains of additions of the resamples run side by side. Each
// lane does exactly the operations of the one-resample form, so the values are the same.
constexpr std::size_t kLanes = 16;

} // namespace

// A statistic's computation from the counts of the items. The counts come from the draws
// of one resample or are all 1 (the original items), so they always sum to the number
// of items. They are bytes when every count of a resample fits in one (the common case
// for many items, where bytes keep the counts in cache), 32-bit otherwise.
class BootstrapStatistic::Kernel
{
  public:
    class Evaluator
    {
      public:
        virtual ~Evaluator() = default;
        virtual std::optional<double> operator()(std::span<const std::uint8_t> counts) = 0;
        virtual std::optional<double> operator()(std::span<const std::uint32_t> counts) = 0;
        // Whether lanes() computes kLanes resamples at once.
        virtual bool hasLanes() const { return false; }
        // The statistic of kLanes resamples from their interleaved byte counts.
        virtual void lanes(std::span<const std::uint8_t> /*counts*/,
                           std::span<std::optional<double>, kLanes> /*out*/)
        {
        }
    };

    virtual ~Kernel() = default;
    // One per thread, so that it may keep scratch space; the kernel itself is shared.
    virtual std::unique_ptr<Evaluator> evaluator() const = 0;
};

namespace {

using Kernel = BootstrapStatistic::Kernel;
using Evaluator = Kernel::Evaluator;
using LaneValues = std::span<std::optional<double>, kLanes>;

// An Evaluator from a callable f with f(span<const Count>) for both widths and, when
// Lanes, f.lanes(interleaved counts, out).
template <class F, bool Lanes> class EvaluatorOf final : public Evaluator
{
  public:
    explicit EvaluatorOf(F f) : f_(std::move(f)) {}
    std::optional<double> operator()(std::span<const std::uint8_t> counts) override
    {
        return f_(counts);
    }
    std::optional<double> operator()(std::span<const std::uint32_t> counts) override
    {
        return f_(counts);
    }
    bool hasLanes() const override { return Lanes; }
    void lanes(std::span<const std::uint8_t> counts, LaneValues out) override
    {
        if constexpr (Lanes) {
            f_.lanes(counts, out);
        }
    }

  private:
    F f_;
};

template <bool Lanes = false, class F> std::unique_ptr<Evaluator> makeEvaluator(F f)
{
    return std::make_unique<EvaluatorOf<F, Lanes>>(std::move(f));
}

// The evaluator of a kernel that needs no scratch space: its const members
// statistic(span<const Count>) and lanes(counts, out).
template <class K> struct StatelessEvaluation
{
    const K *kernel;
    template <class Count> std::optional<double> operator()(std::span<const Count> counts) const
    {
        return kernel->statistic(counts);
    }
    void lanes(std::span<const std::uint8_t> counts, LaneValues out) const
    {
        kernel->lanes(counts, out);
    }
};

// The evaluator of a kernel that keeps scratch space: its const members
// statistic(span<const Count>, scratch) and lanes(counts, out, scratch).
template <class K> struct ScratchEvaluation
{
    const K *kernel;
    std::vector<std::uint64_t> scratch;
    template <class Count> std::optional<double> operator()(std::span<const Count> counts)
    {
        return kernel->statistic(counts, scratch);
    }
    void lanes(std::span<const std::uint8_t> counts, LaneValues out)
    {
        kernel->lanes(counts, out, scratch);
    }
};

// ---- Passes over interleaved counts, compiled for the widest vectors the CPU has ----
//
// The pass bodies are written once with GCC's vector extensions for vectors of Width
// 64-bit lanes and instantiated in functions compiled for AVX-512 (Width 8), AVX2
// (Width 4) and the x86-64 baseline or any other CPU (Width 2); lanePass() picks one at
// run time. Integer results do not depend on the vectors, and the floating-point ones
// do per lane the multiplication and the addition of the one-resample form (see the
// top of the file), so neither depends on the CPU.

template <std::size_t Width> struct Vectors;
template <> struct Vectors<2>
{
    typedef std::int32_t I __attribute__((vector_size(8)));
    typedef std::uint64_t U __attribute__((vector_size(16)));
    typedef std::int64_t S __attribute__((vector_size(16)));
    typedef double D __attribute__((vector_size(16)));
};
template <> struct Vectors<4>
{
    typedef std::int32_t I __attribute__((vector_size(16)));
    typedef std::uint64_t U __attribute__((vector_size(32)));
    typedef std::int64_t S __attribute__((vector_size(32)));
    typedef double D __attribute__((vector_size(32)));
};
template <> struct Vectors<8>
{
    typedef std::int32_t I __attribute__((vector_size(32)));
    typedef std::uint64_t U __attribute__((vector_size(64)));
    typedef std::int64_t S __attribute__((vector_size(64)));
    typedef double D __attribute__((vector_size(64)));
};

// AUROC (AurocKernel below) of kLanes resamples: per lane 2U, negatives and total count.
// Positions as AurocKernel<std::uint32_t> packs them: the item in the low 30 bits, "first
// of its tie group" in bit 30, "positive" in bit 31.
struct AurocLanes
{
    const std::uint32_t *positions;
    std::size_t size;
    const std::uint8_t *counts;
    std::uint64_t *twiceU;
    std::uint64_t *negatives;
    std::uint64_t *total;
};

// Per lane the sum over items of count x value (Fleiss: agreement[codes[i]]), in item
// order, and the tally of counts by codes[i]. values, codes and tally may each be
// absent. tally has room for four tables of codeCount x kLanes (so that consecutive
// items with the same code do not wait for each other's additions); the totals end in
// the first (tally[code * kLanes + lane]).
template <class Code> struct SumLanes
{
    const std::uint8_t *counts;
    std::size_t items;
    const double *values; // by code when codes is given, else by item
    const Code *codes;
    std::size_t codeCount;
    double *sums;         // kLanes
    std::uint64_t *tally; // 4 x codeCount x kLanes
};

// Mean of integer values: per lane the sum over items of count x value.
struct IntegerSumLanes
{
    const std::uint8_t *counts;
    std::size_t items;
    const std::int32_t *values;
    std::int64_t *sums; // kLanes
};

struct LanePass
{
    const AurocLanes *auroc = nullptr;
    const SumLanes<std::uint32_t> *sum32 = nullptr;
    const SumLanes<std::uint8_t> *sum8 = nullptr;
    const IntegerSumLanes *integerSum = nullptr;
};

// Vectors are loaded and stored by memcpy: the buffers need no particular alignment.
template <class V> [[gnu::always_inline]] inline void loadLanes(V &v, const std::uint8_t *bytes)
{
    for (std::size_t l = 0; l < sizeof(V) / sizeof(v[0]); ++l) {
        v[l] = bytes[l];
    }
}

template <std::size_t Width> [[gnu::always_inline]] inline void aurocLanes(const AurocLanes &pass)
{
    using U = typename Vectors<Width>::U;
    constexpr std::size_t H = kLanes / Width;
    U negatives[H] = {};
    U below[H] = {};
    U twiceU[H] = {};
    U total[H] = {};
    const std::uint32_t *const positions = pass.positions;
    const std::size_t size = pass.size;
    const std::uint8_t *const counts = pass.counts;
    for (std::size_t p = 0; p < size; ++p) {
        // The reads of the counts go in rank order, at random to the hardware: ask for
        // those of a later position ahead of time.
        constexpr std::size_t ahead = 64;
        if (p + ahead < size) {
            __builtin_prefetch(counts + std::size_t(positions[p + ahead] & 0x3FFFFFFFu) * kLanes);
        }
        const std::uint32_t e = positions[p];
        const std::uint8_t *c = counts + std::size_t(e & 0x3FFFFFFFu) * kLanes;
        const std::uint64_t positive = 0 - std::uint64_t(e >> 31);
        const std::uint64_t start = 0 - std::uint64_t((e >> 30) & 1u);
        for (std::size_t h = 0; h < H; ++h) {
            U k;
            loadLanes(k, c + h * Width);
            below[h] = (negatives[h] & start) | (below[h] & ~start);
            twiceU[h] += (k * (negatives[h] + below[h])) & positive;
            negatives[h] += k & ~positive;
            total[h] += k;
        }
    }
    for (std::size_t h = 0; h < H; ++h) {
        std::memcpy(pass.twiceU + h * Width, &twiceU[h], sizeof(U));
        std::memcpy(pass.negatives + h * Width, &negatives[h], sizeof(U));
        std::memcpy(pass.total + h * Width, &total[h], sizeof(U));
    }
}

template <std::size_t Width, bool Values, bool Tally, class Code>
[[gnu::always_inline]] inline void sumLanes(const SumLanes<Code> &pass)
{
    using I = typename Vectors<Width>::I;
    using U = typename Vectors<Width>::U;
    using D = typename Vectors<Width>::D;
    constexpr std::size_t H = kLanes / Width;
    // Locals, so that the stores into the tally cannot be taken to change them.
    const std::uint8_t *const counts = pass.counts;
    const std::size_t items = pass.items;
    const double *const values = pass.values;
    const Code *const codes = pass.codes;
    std::uint64_t *const tally = pass.tally;
    const std::size_t table = pass.codeCount * kLanes;
    D sums[H] = {};
    for (std::size_t i = 0; i < items; ++i) {
        const std::uint8_t *c = counts + i * kLanes;
        const std::size_t code = codes != nullptr ? codes[i] : i;
        for (std::size_t h = 0; h < H; ++h) {
            if constexpr (Values) {
                // Bytes to doubles through 32-bit integers, which have a vector conversion
                // on every x86-64.
                I k;
                loadLanes(k, c + h * Width);
                sums[h] += __builtin_convertvector(k, D) * values[code];
            }
            if constexpr (Tally) {
                U k;
                loadLanes(k, c + h * Width);
                U t;
                std::uint64_t *at = tally + (i % 4) * table + code * kLanes + h * Width;
                std::memcpy(&t, at, sizeof(U));
                t += k;
                std::memcpy(at, &t, sizeof(U));
            }
        }
    }
    if constexpr (Values) {
        for (std::size_t h = 0; h < H; ++h) {
            std::memcpy(pass.sums + h * Width, &sums[h], sizeof(D));
        }
    }
    if constexpr (Tally) {
        for (std::size_t t = 0; t < table; ++t) {
            tally[t] += tally[table + t] + tally[2 * table + t] + tally[3 * table + t];
        }
    }
}

template <std::size_t Width, class Code>
[[gnu::always_inline]] inline void sumLanes(const SumLanes<Code> &pass)
{
    if (pass.values != nullptr && pass.tally != nullptr) {
        sumLanes<Width, true, true>(pass);
    } else if (pass.values != nullptr) {
        sumLanes<Width, true, false>(pass);
    } else if (pass.tally != nullptr) {
        sumLanes<Width, false, true>(pass);
    }
}

template <std::size_t Width>
[[gnu::always_inline]] inline void integerSumLanes(const IntegerSumLanes &pass)
{
    using S = typename Vectors<Width>::S;
    constexpr std::size_t H = kLanes / Width;
    const std::uint8_t *const counts = pass.counts;
    const std::size_t items = pass.items;
    const std::int32_t *const values = pass.values;
    S sums[H] = {};
    for (std::size_t i = 0; i < items; ++i) {
        const std::uint8_t *c = counts + i * kLanes;
        const std::int64_t v = values[i];
        for (std::size_t h = 0; h < H; ++h) {
            S k;
            loadLanes(k, c + h * Width);
            sums[h] += k * v;
        }
    }
    for (std::size_t h = 0; h < H; ++h) {
        std::memcpy(pass.sums + h * Width, &sums[h], sizeof(S));
    }
}

template <std::size_t Width> [[gnu::always_inline]] inline void runLanes(const LanePass &pass)
{
    if (pass.auroc != nullptr) {
        aurocLanes<Width>(*pass.auroc);
    }
    if (pass.sum32 != nullptr) {
        sumLanes<Width>(*pass.sum32);
    }
    if (pass.sum8 != nullptr) {
        sumLanes<Width>(*pass.sum8);
    }
    if (pass.integerSum != nullptr) {
        integerSumLanes<Width>(*pass.integerSum);
    }
}

void runLanesBaseline(const LanePass &pass)
{
    runLanes<2>(pass);
}

#if defined(__x86_64__) && defined(__GNUC__)
[[gnu::target("avx2")]] void runLanesAvx2(const LanePass &pass)
{
    runLanes<4>(pass);
}

[[gnu::target("avx512f,avx512dq,avx512bw,avx512vl")]] void runLanesAvx512(const LanePass &pass)
{
    runLanes<8>(pass);
}
#endif

#if defined(__x86_64__) && defined(__GNUC__)
// The draws of one resample (see drawInto() below) eight at a time, for 2^13 <= n < 2^32:
// SplitMix64's i-th output is mix(seed + (i + 1) * gamma), so eight consecutive ones
// are computed side by side, and the remainders too, from the quotient in floating
// point. x < 2^64 rounds to a double within 2^10 of it, and 1/n and the product round
// with relative errors of at most 2^-53 each, so p = double(x) * double(1/n) is within
// 2^10 / n + (x / n) * 2^-52 * (1 + 2^-53) < 0.63 of x / n when n >= 2^13: truncated,
// it is the quotient q or one off either way, and x - trunc(p) * n (taken as signed) is
// the remainder, or that plus or minus n, which one comparison each corrects.
// Draws i + 1 .. i + 8 of the generator (z = their increments) as indices below n. A
// function of the same target as its caller, not a lambda: a lambda does not take its
// enclosing function's target, and clang refuses a 512-bit vector passed to code compiled
// without AVX-512 (`make fuzz` builds with clang).
[[gnu::target("avx512f,avx512dq,avx512bw,avx512vl")]] inline Vectors<8>::U
indicesAvx512(Vectors<8>::U z, std::uint64_t n, double reciprocal)
{
    using U = Vectors<8>::U;
    using S = Vectors<8>::S;
    using D = Vectors<8>::D;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    const U q = __builtin_convertvector(__builtin_convertvector(z, D) * reciprocal, U);
    U r = z - q * n;
    r += n & reinterpret_cast<U>(reinterpret_cast<S>(r) < 0);
    r -= n & reinterpret_cast<U>(r >= n);
    return r;
}

[[gnu::target("avx512f,avx512dq,avx512bw,avx512vl")]] void
drawAvx512(std::uint64_t seed, std::uint8_t *counts, std::uint64_t n)
{
    using U = Vectors<8>::U;
    constexpr std::uint64_t gamma = 0x9E3779B97F4A7C15ull;
    const double reciprocal = 1.0 / static_cast<double>(n);
    const auto count = [&](const U &r) {
        std::uint64_t index[8];
        std::memcpy(index, &r, sizeof r);
        for (const std::uint64_t k : index) {
            ++counts[k];
        }
    };
    // Four vectors of draws at a time: their multiplications are independent, so they
    // overlap in the pipeline (a tenth faster on AVX-512 machines), and the counts come
    // out the same in any order.
    constexpr std::size_t kVectors = 4;
    U state[kVectors];
    for (std::size_t v = 0; v < kVectors; ++v) {
        for (std::size_t l = 0; l < 8; ++l) {
            state[v][l] = seed + (8 * v + l + 1) * gamma;
        }
    }
    std::uint64_t i = 0;
    for (; i + 8 * kVectors <= n; i += 8 * kVectors) {
        U r[kVectors];
        for (std::size_t v = 0; v < kVectors; ++v) {
            r[v] = indicesAvx512(state[v], n, reciprocal);
            state[v] += 8 * kVectors * gamma;
        }
        for (const U &v : r) {
            count(v);
        }
    }
    for (; i + 8 <= n; i += 8) {
        count(indicesAvx512(state[0], n, reciprocal));
        state[0] += 8 * gamma;
    }
    // The last n % 8 draws one by one.
    SplitMix64 rng(seed + i * gamma);
    const FastRemainder remainder(n);
    for (; i < n; ++i) {
        ++counts[remainder(rng.next())];
    }
}
#endif

bool hasAvx512()
{
#if defined(__x86_64__) && defined(__GNUC__)
    static const bool has = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
               __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
    }();
    return has;
#else
    return false;
#endif
}

void lanePass(const LanePass &pass)
{
    using Run = void (*)(const LanePass &);
    static const Run run = [] {
#if defined(__x86_64__) && defined(__GNUC__)
        if (hasAvx512()) {
            return &runLanesAvx512;
        }
        if (__builtin_cpu_supports("avx2")) {
            return &runLanesAvx2;
        }
#endif
        return &runLanesBaseline;
    }();
    run(pass);
}

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

// ---- The statistics ----

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

// AUROC from the items in rank order (least to most positive), with the negatives of a
// tie group before its positives. A positive of count k in tie group g then adds
// k * (2 NB_g + N_g) to 2U (Mann-Whitney U, ties counting one half), where NB_g counts
// the negatives below g and N_g those in g: at the positive, the running count of
// negatives is NB_g + N_g, and NB_g is that count where g starts. One pass, no branch.
// Everything is integer, so 2U is exact and the AUROC is rounded once, at the end, as
// in roc().
template <class Packed> class AurocKernel final : public Kernel
{
  public:
    // Bits of a position: the item, then one for "first of its tie group", then the top
    // one for a positive.
    static constexpr int kPositiveShift = std::numeric_limits<Packed>::digits - 1;
    static constexpr int kStartShift = kPositiveShift - 1;
    static constexpr Packed kItemMask = (Packed(1) << kStartShift) - 1;

    static constexpr std::uint32_t kNoItem = std::numeric_limits<std::uint32_t>::max();

    // The items are the indices i of scores and truth with itemOf[i] != kNoItem, which
    // is their number; order = rankOrder(scores, direction), where indices that are not
    // items are passed over.
    AurocKernel(std::span<const double> scores, std::span<const std::int8_t> truth,
                std::span<const std::uint32_t> order, std::span<const std::uint32_t> itemOf,
                std::size_t items)
    {
        positions_.reserve(items);
        std::vector<Packed> positives; // of the current tie group, which go after its negatives
        std::size_t first = 0;         // where the current tie group starts in positions_
        double score = 0.0;            // of the current tie group
        const auto endGroup = [&] {
            positions_.insert(positions_.end(), positives.begin(), positives.end());
            positives.clear();
            if (first < positions_.size()) {
                positions_[first] |= Packed(1) << kStartShift;
            }
            first = positions_.size();
        };
        for (std::size_t p = 0; p < order.size(); ++p) {
            // The reads go in rank order, at random to the hardware: ask for a later
            // position's ahead of time.
            constexpr std::size_t ahead = 16;
            if (p + ahead < order.size()) {
                const std::uint32_t later = order[p + ahead];
                __builtin_prefetch(&itemOf[later]);
                __builtin_prefetch(&scores[later]);
                __builtin_prefetch(&truth[later]);
            }
            const std::uint32_t i = order[p];
            const std::uint32_t item = itemOf[i];
            if (item == kNoItem) {
                continue;
            }
            if (scores[i] != score) {
                endGroup();
                score = scores[i];
            }
            if (truth[i] == 1) {
                positives.push_back(static_cast<Packed>(item) | Packed(1) << kPositiveShift);
            } else {
                positions_.push_back(item);
            }
        }
        endGroup();
    }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        // aurocLanes() takes 32-bit positions.
        return makeEvaluator<std::is_same_v<Packed, std::uint32_t>>(
            StatelessEvaluation<AurocKernel>{this});
    }

    template <class Count> std::optional<double> statistic(std::span<const Count> counts) const
    {
        const Count *c = counts.data();
        std::uint64_t total = 0;
        std::uint64_t negatives = 0;      // so far
        std::uint64_t negativesBelow = 0; // NB of the current tie group
        std::uint64_t twiceU = 0;
        for (const Packed e : positions_) {
            const std::uint64_t k = c[e & kItemMask];
            const std::uint64_t positive = 0 - static_cast<std::uint64_t>(e >> kPositiveShift);
            // Masks rather than ?:, which GCC turns into a branch as random as the ties.
            const std::uint64_t start = 0 - static_cast<std::uint64_t>((e >> kStartShift) & 1);
            negativesBelow = (negatives & start) | (negativesBelow & ~start);
            twiceU += (k * (negatives + negativesBelow)) & positive;
            negatives += k & ~positive;
            total += k;
        }
        return auroc(twiceU, negatives, total);
    }

    void lanes([[maybe_unused]] std::span<const std::uint8_t> counts,
               [[maybe_unused]] LaneValues out) const
    {
        if constexpr (std::is_same_v<Packed, std::uint32_t>) {
            std::array<std::uint64_t, kLanes> twiceU{};
            std::array<std::uint64_t, kLanes> negatives{};
            std::array<std::uint64_t, kLanes> total{};
            const AurocLanes pass{positions_.data(), positions_.size(), counts.data(),
                                  twiceU.data(),     negatives.data(),  total.data()};
            LanePass run;
            run.auroc = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = auroc(twiceU[j], negatives[j], total[j]);
            }
        }
    }

  private:
    static std::optional<double> auroc(std::uint64_t twiceU, std::uint64_t negatives,
                                       std::uint64_t total)
    {
        const std::uint64_t positives = total - negatives;
        if (positives == 0 || negatives == 0) {
            return std::nullopt;
        }
        return static_cast<double>(twiceU) /
               (2.0 * static_cast<double>(positives) * static_cast<double>(negatives));
    }

    std::vector<Packed> positions_;
};

// The mean as sum(count x value) / n, added up in item order. When every value is an
// integer small enough that every partial sum is exact in a double, integer arithmetic
// gives the same sums without the chain of floating-point additions.
class MeanKernel final : public Kernel
{
  public:
    explicit MeanKernel(std::span<const double> values) : values_(values.begin(), values.end())
    {
        const double limit = std::ldexp(1.0, 53) / static_cast<double>(values.size());
        integral_ = std::all_of(values.begin(), values.end(), [limit](double v) {
            return v == std::trunc(v) && std::abs(v) <= std::min(limit, 2147483647.0);
        });
        if (integral_) {
            integers_.assign(values.begin(), values.end());
        }
    }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        return makeEvaluator<true>(StatelessEvaluation<MeanKernel>{this});
    }

    template <class Count> std::optional<double> statistic(std::span<const Count> counts) const
    {
        const std::size_t n = values_.size();
        if (integral_) {
            std::int64_t sum = 0;
            for (std::size_t i = 0; i < n; ++i) {
                sum += static_cast<std::int64_t>(counts[i]) * integers_[i];
            }
            return static_cast<double>(sum) / static_cast<double>(n);
        }
        double sum = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            sum += static_cast<double>(counts[i]) * values_[i];
        }
        return sum / static_cast<double>(n);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out) const
    {
        const double n = static_cast<double>(values_.size());
        LanePass run;
        if (integral_) {
            std::array<std::int64_t, kLanes> sums{};
            const IntegerSumLanes pass{counts.data(), values_.size(), integers_.data(),
                                       sums.data()};
            run.integerSum = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = static_cast<double>(sums[j]) / n;
            }
        } else {
            std::array<double, kLanes> sums{};
            const SumLanes<std::uint32_t> pass{
                counts.data(), values_.size(), values_.data(), nullptr, 0, sums.data(), nullptr};
            run.sum32 = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = sums[j] / n;
            }
        }
    }

  private:
    std::vector<double> values_;
    std::vector<std::int32_t> integers_;
    bool integral_ = false;
};

// Sums of counts by a small code per item, in four interleaved tables so that
// consecutive items with the same code do not wait for each other's additions; the
// totals end in the first codeCount entries.
template <class Count, class Code>
void tally(std::span<const Count> counts, const Code *codes, std::size_t codeCount,
           std::vector<std::uint64_t> &scratch)
{
    scratch.assign(4 * codeCount, 0);
    std::uint64_t *t = scratch.data();
    const std::size_t n = counts.size();
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        t[codes[i]] += counts[i];
        t[codeCount + codes[i + 1]] += counts[i + 1];
        t[2 * codeCount + codes[i + 2]] += counts[i + 2];
        t[3 * codeCount + codes[i + 3]] += counts[i + 3];
    }
    for (; i < n; ++i) {
        t[codes[i]] += counts[i];
    }
    for (std::size_t c = 0; c < codeCount; ++c) {
        t[c] += t[codeCount + c] + t[2 * codeCount + c] + t[3 * codeCount + c];
    }
}

// fleissKappa() split into what depends on the table only and what depends on the
// weights. Items are coded by their distinct rows; the floating-point operations on the
// agreements are those of fleissKappa(), in the same order, and the category totals are
// integers either way, so unit weights reproduce it exactly.
class FleissKernel final : public Kernel
{
  public:
    // False when fleissKappa() is undefined on the table.
    bool prepare(std::span<const int> table, std::size_t tableCategories)
    {
        if (!fleissKappa(table, tableCategories).defined()) {
            return false;
        }
        categories_ = tableCategories;
        const std::size_t items = table.size() / categories_;
        raters_ = 0;
        for (std::size_t j = 0; j < categories_; ++j) {
            raters_ += table[j];
        }
        std::map<std::vector<int>, std::uint32_t> codeOf;
        std::vector<int> row(categories_);
        codes_.resize(items);
        for (std::size_t i = 0; i < items; ++i) {
            row.assign(table.begin() + static_cast<std::ptrdiff_t>(i * categories_),
                       table.begin() + static_cast<std::ptrdiff_t>((i + 1) * categories_));
            const auto [it, added] =
                codeOf.try_emplace(row, static_cast<std::uint32_t>(codeOf.size()));
            if (added) {
                long long sumSquares = 0;
                for (const int v : row) {
                    sumSquares += static_cast<long long>(v) * v;
                }
                rows_.insert(rows_.end(), row.begin(), row.end());
                agreement_.push_back(static_cast<double>(sumSquares - raters_) /
                                     static_cast<double>(raters_ * (raters_ - 1)));
            }
            codes_[i] = it->second;
        }
        return true;
    }

    std::size_t items() const { return codes_.size(); }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        return makeEvaluator<true>(ScratchEvaluation<FleissKernel>{this, {}});
    }

    template <class Count>
    std::optional<double> statistic(std::span<const Count> weights,
                                    std::vector<std::uint64_t> &scratch) const
    {
        // P_i summed in item order, as fleissKappa() does; an item of weight 0 adds +0.0,
        // which leaves the sum as it is.
        double sumAgreement = 0.0;
        const std::uint32_t *codes = codes_.data();
        const double *agreement = agreement_.data();
        for (std::size_t i = 0; i < weights.size(); ++i) {
            sumAgreement += static_cast<double>(weights[i]) * agreement[codes[i]];
        }
        tally(weights, codes, agreement_.size(), scratch);
        return kappa(sumAgreement, scratch.data(), 1);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out,
               std::vector<std::uint64_t> &scratch) const
    {
        std::array<double, kLanes> sums{};
        scratch.assign(4 * agreement_.size() * kLanes, 0);
        const SumLanes<std::uint32_t> pass{counts.data(), codes_.size(),     agreement_.data(),
                                           codes_.data(), agreement_.size(), sums.data(),
                                           scratch.data()};
        LanePass run;
        run.sum32 = &pass;
        lanePass(run);
        for (std::size_t j = 0; j < kLanes; ++j) {
            out[j] = kappa(sums[j], scratch.data() + j, kLanes);
        }
    }

  private:
    // From the sum of the P_i and the weights by distinct row (byRow[r * stride]).
    std::optional<double> kappa(double sumAgreement, const std::uint64_t *byRow,
                                std::size_t stride) const
    {
        const std::size_t distinct = agreement_.size();
        std::uint64_t weightTotal = 0;
        for (std::size_t r = 0; r < distinct; ++r) {
            weightTotal += byRow[r * stride];
        }
        if (weightTotal == 0) {
            return std::nullopt;
        }
        const double totalRatings = static_cast<double>(weightTotal) * static_cast<double>(raters_);
        const double observed = sumAgreement / static_cast<double>(weightTotal);
        double expected = 0.0;
        for (std::size_t j = 0; j < categories_; ++j) {
            std::int64_t total = 0;
            for (std::size_t r = 0; r < distinct; ++r) {
                total += static_cast<std::int64_t>(byRow[r * stride]) * rows_[r * categories_ + j];
            }
            const double p = static_cast<double>(total) / totalRatings;
            expected += p * p;
        }
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }

    std::size_t categories_ = 0;
    long long raters_ = 0;
    std::vector<std::uint32_t> codes_; // item -> distinct row
    std::vector<int> rows_;            // distinct rows, categories_ each
    std::vector<double> agreement_;    // P_i of Fleiss (1971) of each distinct row
};

// cohenKappa() over weights. Only the diagonal and the two marginals matter, and they
// are sums of integers: tallied by (row, column) class of the items when there are few
// categories, by row and by column otherwise. Exact, hence equal to cohenKappa() for
// unit weights.
class CohenKernel final : public Kernel
{
  public:
    // False when cohenKappa() is undefined on a and b.
    bool prepare(std::span<const int> a, std::span<const int> b)
    {
        if (!cohenKappa(a, b).defined()) {
            return false;
        }
        // The categories used, in increasing order; labels are a few small integers, so
        // mostly by a table over their range.
        const auto [aMin, aMax] = std::minmax_element(a.begin(), a.end());
        const auto [bMin, bMax] = std::minmax_element(b.begin(), b.end());
        const long long lo = std::min(*aMin, *bMin);
        const long long span = static_cast<long long>(std::max(*aMax, *bMax)) - lo + 1;
        std::vector<int> seen;
        std::vector<std::uint32_t> byValue;
        if (span <= 4096) {
            std::vector<char> used(static_cast<std::size_t>(span), 0);
            for (std::size_t i = 0; i < a.size(); ++i) {
                used[static_cast<std::size_t>(a[i] - lo)] = 1;
                used[static_cast<std::size_t>(b[i] - lo)] = 1;
            }
            byValue.resize(used.size());
            for (std::size_t v = 0; v < used.size(); ++v) {
                byValue[v] = static_cast<std::uint32_t>(seen.size());
                if (used[v] != 0) {
                    seen.push_back(static_cast<int>(lo + static_cast<long long>(v)));
                }
            }
        } else {
            seen.assign(a.begin(), a.end());
            seen.insert(seen.end(), b.begin(), b.end());
            std::sort(seen.begin(), seen.end());
            seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        }
        categories_ = seen.size();
        const auto indexOf = [&](int v) {
            if (!byValue.empty()) {
                return byValue[static_cast<std::size_t>(v - lo)];
            }
            return static_cast<std::uint32_t>(std::lower_bound(seen.begin(), seen.end(), v) -
                                              seen.begin());
        };
        if (joint()) {
            joint_.resize(a.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                joint_[i] = static_cast<std::uint8_t>(indexOf(a[i]) * categories_ + indexOf(b[i]));
            }
        } else {
            rowOf_.resize(a.size());
            columnOf_.resize(b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                rowOf_[i] = indexOf(a[i]);
                columnOf_[i] = indexOf(b[i]);
            }
        }
        items_ = a.size();
        return true;
    }

    std::size_t items() const { return items_; }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        if (joint()) {
            return makeEvaluator<true>(ScratchEvaluation<CohenKernel>{this, {}});
        }
        return makeEvaluator<false>(ScratchEvaluation<CohenKernel>{this, {}});
    }

    template <class Count>
    std::optional<double> statistic(std::span<const Count> weights,
                                    std::vector<std::uint64_t> &scratch) const
    {
        const std::size_t k = categories_;
        if (joint()) {
            tally(weights, joint_.data(), k * k, scratch);
            return kappa(scratch.data(), 1);
        }
        // Rows, then columns.
        std::vector<double> marginals(2 * k, 0.0);
        std::uint64_t agreeing = 0;
        std::uint64_t total = 0;
        scratch.assign(2 * k, 0);
        for (std::size_t i = 0; i < items_; ++i) {
            const std::uint64_t w = weights[i];
            scratch[rowOf_[i]] += w;
            scratch[k + columnOf_[i]] += w;
            agreeing += rowOf_[i] == columnOf_[i] ? w : 0;
            total += w;
        }
        for (std::size_t c = 0; c < 2 * k; ++c) {
            marginals[c] = static_cast<double>(scratch[c]);
        }
        return kappa(marginals, agreeing, total);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out,
               std::vector<std::uint64_t> &scratch) const
    {
        const std::size_t classes = categories_ * categories_;
        scratch.assign(4 * classes * kLanes, 0);
        const SumLanes<std::uint8_t> pass{counts.data(), items_,  nullptr,       joint_.data(),
                                          classes,       nullptr, scratch.data()};
        LanePass run;
        run.sum8 = &pass;
        lanePass(run);
        for (std::size_t j = 0; j < kLanes; ++j) {
            out[j] = kappa(scratch.data() + j, kLanes);
        }
    }

  private:
    // Up to 16 categories, an item's (row, column) class fits in a byte.
    bool joint() const { return categories_ <= 16; }

    // From the weights by class (byClass[(row * categories_ + column) * stride]).
    std::optional<double> kappa(const std::uint64_t *byClass, std::size_t stride) const
    {
        const std::size_t k = categories_;
        std::vector<double> marginals(2 * k, 0.0);
        std::uint64_t agreeing = 0;
        std::uint64_t total = 0;
        for (std::size_t r = 0; r < k; ++r) {
            for (std::size_t c = 0; c < k; ++c) {
                const std::uint64_t w = byClass[(r * k + c) * stride];
                marginals[r] += static_cast<double>(w);
                marginals[k + c] += static_cast<double>(w);
                agreeing += r == c ? w : 0;
                total += w;
            }
        }
        return kappa(marginals, agreeing, total);
    }

    // As cohenKappa() from the marginals (rows, then columns), the weight on the
    // diagonal and the total weight.
    std::optional<double> kappa(const std::vector<double> &marginals, std::uint64_t agreeing,
                                std::uint64_t total) const
    {
        if (total == 0) {
            return std::nullopt;
        }
        const std::size_t k = categories_;
        const double n = static_cast<double>(total);
        double expected = 0.0;
        for (std::size_t c = 0; c < k; ++c) {
            expected += marginals[c] * marginals[k + c];
        }
        const double observed = static_cast<double>(agreeing) / n;
        expected /= n * n;
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }

    std::size_t items_ = 0;
    std::size_t categories_ = 0;
    std::vector<std::uint8_t> joint_; // row * categories_ + column
    std::vector<std::uint32_t> rowOf_;
    std::vector<std::uint32_t> columnOf_;
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

BootstrapStatistic aurocStatistic(std::span<const double> scores,
                                  std::span<const std::int8_t> truth, ScoreDirection direction,
                                  std::span<const std::uint32_t> order)
{
    // Indices are 32-bit in rankOrder() and in the counts.
    if (scores.size() != truth.size() ||
        scores.size() >= std::numeric_limits<std::uint32_t>::max()) {
        return {};
    }
    using Narrow = AurocKernel<std::uint32_t>;
    std::vector<std::uint32_t> itemOf(scores.size(), Narrow::kNoItem);
    std::uint32_t n = 0;
    std::size_t positives = 0;
    std::size_t finite = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (!std::isfinite(scores[i])) {
            continue;
        }
        ++finite;
        if (truth[i] == 0 || truth[i] == 1) {
            itemOf[i] = n++;
            positives += truth[i] == 1 ? 1 : 0;
        }
    }
    if (positives == 0 || positives == n) {
        return {};
    }
    std::vector<std::uint32_t> computed;
    if (order.size() != finite) {
        computed = rankOrder(scores, direction);
        order = computed;
    }
    // Item and flags share 32 bits up to 2^30 items.
    if (n <= Narrow::kItemMask) {
        return {n, std::make_shared<const Narrow>(scores, truth, order, itemOf, n)};
    }
    return {n, std::make_shared<const AurocKernel<std::uint64_t>>(scores, truth, order, itemOf, n)};
}

BootstrapStatistic meanStatistic(std::span<const double> values)
{
    if (values.empty() ||
        !std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); })) {
        return {};
    }
    return {values.size(), std::make_shared<const MeanKernel>(values)};
}

BootstrapStatistic fleissStatistic(std::span<const int> counts, std::size_t categories)
{
    auto kernel = std::make_shared<FleissKernel>();
    if (!kernel->prepare(counts, categories)) {
        return {};
    }
    const std::size_t items = kernel->items();
    return {items, std::move(kernel)};
}

BootstrapStatistic cohenStatistic(std::span<const int> a, std::span<const int> b)
{
    auto kernel = std::make_shared<CohenKernel>();
    if (!kernel->prepare(a, b)) {
        return {};
    }
    const std::size_t items = kernel->items();
    return {items, std::move(kernel)};
}

namespace {

std::optional<Interval> bootstrapOne(const BootstrapStatistic &statistic,
                                     const BootstrapOptions &options)
{
    return bootstrapShared(std::span(&statistic, 1), options).front();
}

} // namespace

std::optional<Interval> bootstrapAuroc(std::span<const double> scores,
                                       std::span<const std::int8_t> truth, ScoreDirection direction,
                                       const BootstrapOptions &options)
{
    return bootstrapOne(aurocStatistic(scores, truth, direction), options);
}

std::optional<Interval> bootstrapMean(std::span<const double> values,
                                      const BootstrapOptions &options)
{
    return bootstrapOne(meanStatistic(values), options);
}

std::optional<Interval> bootstrapFleiss(std::span<const int> counts, std::size_t categories,
                                        const BootstrapOptions &options)
{
    return bootstrapOne(fleissStatistic(counts, categories), options);
}

std::optional<Interval> bootstrapCohen(std::span<const int> a, std::span<const int> b,
                                       const BootstrapOptions &options)
{
    return bootstrapOne(cohenStatistic(a, b), options);
}

std::optional<double> weightedFleissKappa(std::span<const int> counts, std::size_t categories,
                                          std::span<const std::uint32_t> weights)
{
    FleissKernel kernel;
    if (!kernel.prepare(counts, categories) || weights.size() != kernel.items()) {
        return std::nullopt;
    }
    std::vector<std::uint64_t> scratch;
    return kernel.statistic(weights, scratch);
}

std::optional<double> weightedCohenKappa(std::span<const int> a, std::span<const int> b,
                                         std::span<const std::uint32_t> weights)
{
    CohenKernel kernel;
    if (!kernel.prepare(a, b) || weights.size() != a.size()) {
        return std::nullopt;
    }
    std::vector<std::uint64_t> scratch;
    return kernel.statistic(weights, scratch);
}

} // namespace es::metrics
