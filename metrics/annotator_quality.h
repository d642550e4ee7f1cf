#pragma once
// How one annotator's agreement with gold moves as they work: the ESD drift chart's
// figures, from their labels in the order they gave them.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace es::metrics {

struct DriftPoint
{
    // End of the block: how many labels this annotator had given by its last item,
    // counting the ones without gold (1-based).
    std::size_t labels = 0;
    double agreement = 0.0; // share of the block's items whose label equals the gold
    std::size_t n = 0;      // items in the block, all of them with gold
    std::size_t equal = 0;  // of those, the ones whose label equals the gold
};

// Agreement with gold over consecutive, non-overlapping blocks of `window` items that
// have gold. labelsInOrder[i] is the annotator's i-th label, goldInOrder[i] the gold of
// that pair (esd::kNoLabel where there is none: the item is skipped, but still counts in
// DriftPoint::labels). Blocks rather than a sliding window, so that each point is an
// independent sample and the line does not suggest a trend that is only overlap. The
// last, partial block is kept when it has at least half a window, so the latest work is
// shown without a point that rests on a handful of items. A window of 0 gives no points.
// Throws std::invalid_argument when the two spans differ in length.
std::vector<DriftPoint> agreementDrift(std::span<const std::int8_t> labelsInOrder,
                                       std::span<const std::int8_t> goldInOrder,
                                       std::size_t window);

// The fewest items with gold a point stands on: half a window, an odd half rounded up (a
// last, partial block of fewer gives no point).
std::size_t smallestDriftBlock(std::size_t window);

// A default window for `n` items with gold: about twenty points, never fewer than ten
// items behind a point (below that one disagreement moves the share by more than 0.1).
std::size_t driftWindow(std::size_t n);

} // namespace es::metrics
