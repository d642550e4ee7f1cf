#pragma once
// The ESTER figures per split of a snapshot (metrics/ester_splits.h): what a report and the
// statistics' split view show, and the passages two splits share.

#include "db/ester/ester_snapshot.h"
#include "metrics/ester_splits.h"

#include <cstdint>
#include <string>
#include <vector>

namespace es::db {

// The splits of the data: those only ever imported as a person's answers are left out (an
// annotator's file names the questions of the split it answers).
struct EsterSplitAnalysis
{
    // One entry per split of the data, in the snapshot's order.
    std::vector<metrics::ester::SplitFigures> splits;
    // Passage indices are the snapshot's.
    std::vector<metrics::ester::SharedPassage> shared;
};

// A passage that more than one split lists: the ESTER splits share no passage (no passage
// is in both training and evaluation), so an import and a report say so.
struct EsterSharedPassage
{
    std::int64_t passage = 0;
    std::string opening;             // its first words, to name it by
    std::vector<std::string> splits; // the splits listing it (an import's: the others)
    friend bool operator==(const EsterSharedPassage &, const EsterSharedPassage &) = default;
};

// Questions count by their type and gold as they stand (an adjudicator's decision included).
EsterSplitAnalysis analyseEsterSplits(const EsterSnapshot &snapshot);

// The parts of `snapshot` analyseEsterSplits reads (passage texts; questions' passage, type,
// text and gold; the splits), to hand to another thread.
EsterSnapshot esterSplitInputs(const EsterSnapshot &snapshot);

// The opening words of a passage, to name it in a warning (at most `words` of them, "..."
// after when there are more).
std::string esterPassageOpening(const std::string &text, std::size_t words = 8);
// analysis.shared with each passage's id and opening, for a warning.
std::vector<EsterSharedPassage> esterSharedPassages(const EsterSnapshot &snapshot,
                                                    const EsterSplitAnalysis &analysis);

} // namespace es::db
