#pragma once
// A model reported over its runs with several random seeds, as papers report one (ESTER,
// Table 3: the mean and standard deviation over three seeds): which runs are one model's
// seeds, and the mean and sample standard deviation of a figure over them.

#include "metrics/estimate.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace es::metrics {

// A figure over a model's runs.
struct SeedSpread
{
    std::size_t n = 0; // runs with the figure
    Estimate mean;
    // The sample standard deviation (divided by n - 1), as papers report the spread of a
    // few seeds (Python's statistics.stdev); undefined for fewer than two runs.
    Estimate sd;
};

// The spread of a figure over runs; a run without the figure (undefined) is left out.
SeedSpread seedSpread(std::span<const Estimate> runs);

// One run: the model it is a seed of (empty: a run that stands alone) and what else sets
// runs apart that are not to be pooled (an ESTER split, an ESD setting).
struct SeedRun
{
    std::string model;
    std::string part;
};

// A model's seeds in one part: indices into the runs as given, in that order.
struct SeedGroup
{
    std::string model;
    std::string part;
    std::vector<std::size_t> runs;
};

// The runs that are seeds, grouped by (model, part) and ordered by it.
std::vector<SeedGroup> groupSeedRuns(std::span<const SeedRun> runs);

} // namespace es::metrics
