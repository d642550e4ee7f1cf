#pragma once
// The ESD paper's human baseline: each lay annotator's accuracy against the experts' gold
// on a seeded random sample of the pairs with gold, and the mean of those accuracies (the
// paper samples 200 items). Beside it a rater group is also scored like a model
// (scoreRaterGroup); the two answer different questions: how well one person does, and
// how well the group's votes rank the pairs.
//
// The sample is drawn so that anyone can redraw it from the gold and this description:
//  1. The pool is the indices p of the pairs whose gold is 0 or 1, ascending.
//  2. With k pairs in the pool and m = min(n, k): rng = SplitMix64(seed)
//     (metrics/bootstrap.h); for i = 0 .. m - 1, j = i + rng.next() mod (k - i), swap
//     pool items i and j (a partial Fisher-Yates shuffle). The sample is pool items
//     0 .. m - 1 (returned ascending). n >= k takes the whole pool.

#include "metrics/estimate.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace es::metrics {

struct EsdLabelTable;

struct HumanSample
{
    std::size_t size = 200;     // the ESD paper's sample
    std::uint64_t seed = 20231; // the bootstrap's default, so one seed reproduces a report
};

struct MemberAccuracy
{
    std::size_t member = 0; // column in the label table
    std::size_t n = 0;      // sampled pairs the member labelled 0 or 1
    Estimate accuracy;      // share of those where the label is the gold
};

struct IndividualAccuracy
{
    std::size_t sample = 0; // pairs drawn (the whole pool when it is smaller)
    std::uint64_t seed = 0;
    std::vector<MemberAccuracy> members; // in the order given
    // Mean of the defined member accuracies; members with no labelled sampled pair are
    // left out of it and counted here.
    Estimate meanAccuracy;
    std::size_t leftOut = 0;
};

// The sampled pair indices, ascending (see the header comment).
std::vector<std::uint32_t> humanSamplePairs(std::span<const std::int8_t> gold,
                                            const HumanSample &sample);

IndividualAccuracy individualAccuracy(const EsdLabelTable &labels,
                                      std::span<const std::size_t> members,
                                      std::span<const std::int8_t> gold, const HumanSample &sample);

} // namespace es::metrics
