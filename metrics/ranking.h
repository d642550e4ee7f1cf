#pragma once
// Ranking quality of model scores against binary gold: AUROC and the ROC curve.

#include "metrics/estimate.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace es::metrics {

// Which end of a model's score means "positive": probabilities are higher-is-positive,
// perplexities lower-is-positive.
enum class ScoreDirection { HigherIsPositive, LowerIsPositive };

struct RocPoint
{
    double falsePositiveRate = 0.0;
    double truePositiveRate = 0.0;
    friend bool operator==(const RocPoint &, const RocPoint &) = default;
};

struct RocResult
{
    Estimate auroc;
    std::size_t positives = 0;
    std::size_t negatives = 0;
    // From (0,0) to (1,1), one point per distinct threshold, thinned to at most the
    // requested number of points (the first and last are always kept).
    std::vector<RocPoint> curve;
    // The AUROC's variance by DeLong, DeLong and Clarke-Pearson (1988), from the same
    // pass over the tie groups (metrics/normal_intervals.h); NaN with fewer than two
    // positives or negatives, and where the result was not made by rocFromOrder().
    double deLongVariance = std::numeric_limits<double>::quiet_NaN();
};

// Indices of the finite scores, ordered from least to most positive (direction applied).
// Sorting once lets every later AUROC over a changing gold be a linear pass.
std::vector<std::uint32_t> rankOrder(std::span<const double> scores, ScoreDirection direction);

// The sort's buffers, for a caller that ranks several models in turn: a million scores
// take 32 MB of them, and memory written for the first time costs a page fault a page
// (the kernel zeroes it, slowly under a hypervisor), where memory written before costs
// none. What a ranking leaves in them means nothing to the next.
struct RankScratch
{
    struct Entry
    {
        std::uint64_t key;
        std::uint32_t item;
    };
    std::vector<Entry> a;
    std::vector<Entry> b;
};

// The same order, sorted in `scratch`'s buffers.
std::vector<std::uint32_t> rankOrder(std::span<const double> scores, ScoreDirection direction,
                                     RankScratch &scratch);

// scores[order[i]] for every i: with it, finding tie groups is a sequential read.
std::vector<double> sortedScores(std::span<const std::uint32_t> order, std::span<const double> scores);

// AUROC and ROC over the items whose truth is 1 (positive) or 0 (negative); any other
// truth value and any non-finite score leave the item out. Tied scores count one half
// (the Mann-Whitney U statistic divided by positives x negatives). `sorted` is
// sortedScores(order, scores). maxCurvePoints 0: no curve.
RocResult rocFromOrder(std::span<const std::uint32_t> order, std::span<const double> sorted,
                       std::span<const std::int8_t> truth, std::size_t maxCurvePoints = 512);

// Convenience for callers without a cached order.
RocResult roc(std::span<const double> scores, std::span<const std::int8_t> truth,
              ScoreDirection direction, std::size_t maxCurvePoints = 512);

} // namespace es::metrics
