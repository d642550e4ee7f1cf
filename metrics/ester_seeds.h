#pragma once
// ESTER's models over their seeds (the paper's Table 3): for each model whose runs on one
// split are seeds of it, the mean and sample standard deviation of the runs' token F1,
// HIT@1 and exact match against gold.

#include "metrics/ester.h"
#include "metrics/model_seeds.h"

namespace es::metrics::ester {

struct SeedSummary
{
    std::string model;
    std::string split;
    std::vector<std::size_t> raters; // the runs, as rater indices
    SeedSpread tokenF1;
    SeedSpread hit1;
    SeedSpread em;
};

// `runs` parallel to the raters of `stats` (a person's or a lone model's with no model);
// each run's figures are its overall means.
std::vector<SeedSummary> seedSummaries(std::span<const SeedRun> runs, const Statistics &stats);

} // namespace es::metrics::ester
