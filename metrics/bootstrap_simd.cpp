// What runs in SIMD vectors, in code compiled for the widest the CPU has: the passes of
// the built-in statistics over kLanes resamples, and the AVX-512 draws of a resample.
// Compiled without fused multiply-adds (metrics/CMakeLists.txt says why).
#include "metrics/bootstrap_parts.h"

#include <cstring>

namespace es::metrics::resampling {

namespace {

// ---- Passes over interleaved counts, compiled for the widest vectors the CPU has ----
//
// The pass bodies are written once with GCC's vector extensions for vectors of Width
// 64-bit lanes and instantiated in functions compiled for AVX-512 (Width 8), AVX2
// (Width 4) and the x86-64 baseline or any other CPU (Width 2); lanePass() picks one at
// run time. Integer results do not depend on the vectors, and the floating-point ones
// do per lane the multiplication and the addition of the one-resample form (never fused:
// see metrics/CMakeLists.txt), so neither depends on the CPU.

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
// The draws of one resample (bootstrap.cpp's drawInto()) eight at a time, for 2^13 <= n < 2^32:
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
#endif

} // namespace

#if defined(__x86_64__) && defined(__GNUC__)
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

} // namespace es::metrics::resampling
