#include "metrics/openpi_tallies.h"

#include <algorithm>
#include <cstdint>
#include <numeric>

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

coreference::DocumentCounts summedCoreference(std::span<const ProcedureCoreference> procedures)
{
    coreference::DocumentCounts sum;
    for (const ProcedureCoreference &p : procedures) {
        sum += p.counts;
    }
    return sum;
}

std::vector<std::size_t> worstCoreferenceFirst(std::span<const ProcedureCoreference> procedures,
                                               coreference::Measure measure)
{
    std::vector<double> f1(procedures.size());
    for (std::size_t i = 0; i < procedures.size(); ++i) {
        const auto score =
            coreference::scoreOf(coreference::countsOf(procedures[i].counts, measure), measure);
        f1[i] = score.f1.value.value_or(-1.0);
    }
    std::vector<std::size_t> order(procedures.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return f1[a] < f1[b]; });
    return order;
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
