// The ESD paper's human baseline; the draw is described in human_baseline.h.

#include "metrics/human_baseline.h"

#include "metrics/bootstrap.h"
#include "metrics/esd_statistics.h"

#include <algorithm>

namespace es::metrics {

std::vector<std::uint32_t> humanSamplePairs(std::span<const std::int8_t> gold,
                                            const HumanSample &sample)
{
    std::vector<std::uint32_t> pool;
    for (std::size_t p = 0; p < gold.size(); ++p) {
        if (esd::isGold(gold[p])) {
            pool.push_back(static_cast<std::uint32_t>(p));
        }
    }
    // The whole pool when the sample would take it all, whatever the draw.
    return seededSample(std::move(pool), sample.size, sample.seed);
}

IndividualAccuracy individualAccuracy(const EsdLabelTable &labels,
                                      std::span<const std::size_t> members,
                                      std::span<const std::int8_t> gold, const HumanSample &sample)
{
    IndividualAccuracy out;
    out.seed = sample.seed;
    const std::vector<std::uint32_t> pairs = humanSamplePairs(gold, sample);
    out.sample = pairs.size();
    double sum = 0.0;
    std::size_t defined = 0;
    for (const std::size_t m : members) {
        MemberAccuracy row{m, 0, {}};
        std::size_t correct = 0;
        for (const std::uint32_t p : pairs) {
            const std::int8_t label = p < labels.pairs ? labels.at(p, m) : esd::kNoLabel;
            if (esd::isGold(label)) {
                ++row.n;
                correct += label == gold[p] ? 1 : 0;
            }
        }
        if (row.n == 0) {
            row.accuracy = Estimate::undefined("no sampled pair labelled essential or not");
            ++out.leftOut;
        } else {
            row.accuracy = Estimate::of(static_cast<double>(correct) / static_cast<double>(row.n));
            sum += *row.accuracy.value;
            ++defined;
        }
        out.members.push_back(row);
    }
    out.meanAccuracy = defined == 0 ? Estimate::undefined("no member labelled a sampled pair")
                                    : Estimate::of(sum / static_cast<double>(defined));
    return out;
}

} // namespace es::metrics
