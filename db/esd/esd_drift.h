#pragma once
// Each annotator's labels in the order they gave them, beside the gold of each pair: what
// the drift chart (metrics::agreementDrift) reads, for the GUI and the HTML report alike.

#include "db/esd/esd_snapshot.h"
#include "metrics/esd_statistics.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace es::db {

struct DriftInput
{
    std::size_t column = 0; // the annotator's column in the snapshot
    std::vector<std::int8_t> labels;
    std::vector<std::int8_t> gold; // parallel to labels; kNoLabel where the pair has none
    std::size_t withGold = 0;
};

// `order` is EsdStore::labellingOrder() (per annotator column, pair indices in the order
// labelled). A pair the snapshot holds no label for (cleared since) is left out. With one
// annotator's labels (an annotator's blind view) a majority is their own label, and
// agreeing with it says nothing: only decisions count as gold then.
std::vector<DriftInput> esdDriftInputs(const EsdSnapshot &snapshot,
                                       const metrics::EsdStatistics &stats,
                                       const std::vector<std::vector<std::uint32_t>> &order,
                                       std::span<const std::size_t> columns);

// The window of labels with gold a point of every line takes when none is asked for: one
// for all of `lines`, so that annotators' points are comparable (metrics::driftWindow of
// the most labels with gold among them).
std::size_t sharedDriftWindow(const std::vector<DriftInput> &lines);

// True when esdDriftInputs counts only decisions as gold (fewer than two annotators).
bool esdDriftOnlyDecisions(const EsdSnapshot &snapshot);

} // namespace es::db
