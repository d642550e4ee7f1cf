#include "db/esd/esd_drift.h"

#include "metrics/annotator_quality.h"

#include <algorithm>

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
    const std::int8_t *const labels = snapshot.labels.labels.data();
    const std::size_t stride = snapshot.labels.annotators;
    for (const std::size_t c : columns) {
        DriftInput line;
        line.column = c;
        if (c < order.size()) {
            // Written in place and cut to length at the end: grown a label at a time, a
            // million labels' vectors were reallocated twenty times over on every key
            // press the chart redraws after.
            const std::vector<std::uint32_t> &pairs = order[c];
            line.labels.resize(pairs.size());
            line.gold.resize(pairs.size());
            std::size_t kept = 0;
            for (const std::uint32_t p : pairs) {
                const std::int8_t l = p < snapshot.labels.pairs ? labels[p * stride + c] : kNoLabel;
                const std::int8_t g = goldOf(p);
                line.labels[kept] = l;
                line.gold[kept] = g;
                line.withGold += l != kNoLabel && g != kNoLabel ? 1 : 0;
                kept += l != kNoLabel ? 1 : 0;
            }
            line.labels.resize(kept);
            line.gold.resize(kept);
        }
        out.push_back(std::move(line));
    }
    return out;
}

std::size_t sharedDriftWindow(const std::vector<DriftInput> &lines)
{
    std::size_t mostWithGold = 0;
    for (const DriftInput &line : lines) {
        mostWithGold = std::max(mostWithGold, line.withGold);
    }
    return metrics::driftWindow(mostWithGold);
}

} // namespace es::db
