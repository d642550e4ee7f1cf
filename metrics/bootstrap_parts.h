#pragma once
// What the bootstrap's files share (bootstrap.cpp, the procedure; bootstrap_statistics.cpp,
// the built-in statistics; bootstrap_simd.cpp, the passes in SIMD vectors): how a statistic
// is computed from the counts, and the passes over kLanes resamples. Internal to them.

#include "metrics/bootstrap.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace es::metrics {

namespace resampling {

// Resamples of many items are drawn kLanes at a time. Their counts, interleaved item by
// item (counts[item * kLanes + lane]), let one pass of a statistic compute all kLanes
// resamples in the lanes of SIMD vectors: each item's data and counts are read once for
// kLanes resamples, and the chains of additions of the resamples run side by side. Each
// lane does exactly the operations of the one-resample form, so the values are the same.
constexpr std::size_t kLanes = 16;

} // namespace resampling

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
                           std::span<std::optional<double>, resampling::kLanes> /*out*/)
        {
        }
    };

    virtual ~Kernel() = default;
    // One per thread, so that it may keep scratch space; the kernel itself is shared.
    virtual std::unique_ptr<Evaluator> evaluator() const = 0;
};

namespace resampling {

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

// ---- Passes over interleaved counts (bootstrap_simd.cpp) ----

// AUROC (AurocKernel in bootstrap_statistics.cpp) of kLanes resamples: per lane 2U,
// negatives and total count. Positions as AurocKernel<std::uint32_t> packs them: the item
// in the low 30 bits, "first of its tie group" in bit 30, "positive" in bit 31.
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

// Runs the passes given, in the widest vectors the CPU has.
void lanePass(const LanePass &pass);

// Whether the CPU has the AVX-512 that bootstrap_simd.cpp's widest code needs.
bool hasAvx512();

#if defined(__x86_64__) && defined(__GNUC__)
// ++counts[idx] for the n draws of the resample whose generator seed is `seed`, as
// drawInto() in bootstrap.cpp makes them, eight at a time; for 2^13 <= n < 2^32, and
// only where hasAvx512().
[[gnu::target("avx512f,avx512dq,avx512bw,avx512vl")]] void
drawAvx512(std::uint64_t seed, std::uint8_t *counts, std::uint64_t n);
#endif

} // namespace resampling

} // namespace es::metrics
