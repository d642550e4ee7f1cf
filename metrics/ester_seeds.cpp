#include "metrics/ester_seeds.h"

namespace es::metrics::ester {

std::vector<SeedSummary> seedSummaries(std::span<const SeedRun> runs, const Statistics &stats)
{
    std::vector<SeedSummary> out;
    for (SeedGroup &group : groupSeedRuns(runs)) {
        std::vector<Estimate> tokenF1, hit1, em;
        for (const std::size_t r : group.runs) {
            const Means &m = stats.evaluations.at(r).overall;
            tokenF1.push_back(m.tokenF1);
            hit1.push_back(m.hit1);
            em.push_back(m.em);
        }
        out.push_back({std::move(group.model), std::move(group.part), std::move(group.runs),
                       seedSpread(tokenF1), seedSpread(hit1), seedSpread(em)});
    }
    return out;
}

} // namespace es::metrics::ester
