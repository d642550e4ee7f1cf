#include "db/esd/esd_drift.h"

namespace es::db {

using metrics::esd::kNoLabel;

bool esdDriftOnlyDecisions(const EsdSnapshot &snapshot)
{
    return snapshot.labels.annotators < 2;
}

std::vector<DriftInput> esdDriftInputs(const EsdSnapshot &snapshot,
                                       const metrics::EsdStatistics &stats,
                                       const std::vector<std::vector<std::uint32_t>> &order,
                                       std::span<const std::size_t> columns)
{
    const bool onlyDecisions = esdDriftOnlyDecisions(snapshot);
    auto goldOf = [&](std::uint32_t p) {
        if (p >= stats.gold.size()) {
            return kNoLabel;
        }
        const bool decided = p < snapshot.adjudicated.size() && snapshot.adjudicated[p] != kNoLabel;
        return onlyDecisions && !decided ? kNoLabel : stats.gold[p];
    };
    std::vector<DriftInput> out;
    for (const std::size_t c : columns) {
        DriftInput line;
        line.column = c;
        if (c < order.size()) {
            for (const std::uint32_t p : order[c]) {
                const std::int8_t l =
                    p < snapshot.labels.pairs ? snapshot.labels.at(p, c) : kNoLabel;
                if (l == kNoLabel) {
                    continue;
                }
                line.labels.push_back(l);
                line.gold.push_back(goldOf(p));
                line.withGold += line.gold.back() != kNoLabel ? 1 : 0;
            }
        }
        out.push_back(std::move(line));
    }
    return out;
}

} // namespace es::db
