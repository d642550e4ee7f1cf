#include "metrics/openpi_tallies.h"

#include <cstdint>

namespace es::metrics::openpi {

SalienceHistogram salienceHistogram(std::span<const Rating> ratings)
{
    SalienceHistogram h;
    std::uint32_t lastProcedure = UINT32_MAX;
    for (const Rating &x : ratings) {
        (x.step == 0 ? h.global : h.local)[x.value] += 1;
        if (x.procedure != lastProcedure) {
            ++h.procedures;
            lastProcedure = x.procedure;
        }
    }
    return h;
}

AttributeClusterTally &operator-=(AttributeClusterTally &sum, const AttributeClusterTally &o)
{
    sum.counts.predictedCorrect -= o.counts.predictedCorrect;
    sum.counts.goldFound -= o.counts.goldFound;
    sum.counts.gold -= o.counts.gold;
    sum.counts.predicted -= o.counts.predicted;
    sum.scored -= o.scored;
    sum.singleCluster -= o.singleCluster;
    sum.missingFromGold -= o.missingFromGold;
    return sum;
}

void SchemaErrorCounts::addPredicted(const std::optional<int> &category)
{
    ++predicted;
    correct += category == 1 ? 1 : 0;
    noChange += category == 2 ? 1 : 0;
    nonsense += category == 3 ? 1 : 0;
    unlabelled += category ? 0 : 1;
}

Estimate SchemaErrorCounts::share(std::size_t n) const
{
    return labelled() == 0 ? Estimate::undefined("no labelled pairs") : shareOf(n, labelled());
}

double salienceDisagreement(int widestSpread)
{
    return widestSpread / static_cast<double>(kMaxSalience);
}

Estimate SchemaErrorCounts::percent(std::size_t n) const
{
    return labelled() == 0 ? Estimate::undefined("no labelled pairs")
                           : Estimate::of(100.0 * static_cast<double>(n) /
                                          static_cast<double>(labelled()));
}

Estimate shareOf(std::size_t part, std::size_t whole)
{
    return whole == 0 ? Estimate::undefined("none counted")
                      : Estimate::of(static_cast<double>(part) / static_cast<double>(whole));
}

} // namespace es::metrics::openpi
