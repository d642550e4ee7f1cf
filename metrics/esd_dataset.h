#pragma once
// The ESD dataset as its paper's Table 1 describes it: goals, steps per goal, and the
// length of steps, goals and methods in words (split on whitespace). The store streams
// each text through a tally, so that a million steps' lengths never need their texts in
// memory at once.

#include "metrics/estimate.h"

#include <cstddef>
#include <string_view>

namespace es::metrics {

// Words of a text: runs of characters other than ASCII whitespace.
std::size_t whitespaceTokens(std::string_view text);

// The count, mean, least and most of a length over items.
struct LengthTally
{
    std::size_t items = 0;
    std::size_t total = 0;
    std::size_t min = 0;
    std::size_t max = 0;

    void add(std::size_t length);
    Estimate mean() const;
};

struct EsdDatasetTallies
{
    LengthTally stepsPerGoal;
    LengthTally stepTokens;
    LengthTally goalTokens;
    LengthTally modifierTokens; // goals with a method only
};

} // namespace es::metrics
