#include "metrics/ranking.h"

#include <algorithm>
#include <cmath>

namespace es::metrics {

std::vector<std::uint32_t> rankOrder(std::span<const double> scores, ScoreDirection direction)
{
    std::vector<std::uint32_t> order;
    order.reserve(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (std::isfinite(scores[i])) {
            order.push_back(static_cast<std::uint32_t>(i));
        }
    }
    if (direction == ScoreDirection::HigherIsPositive) {
        std::sort(order.begin(), order.end(),
                  [&](std::uint32_t x, std::uint32_t y) { return scores[x] < scores[y]; });
    } else {
        std::sort(order.begin(), order.end(),
                  [&](std::uint32_t x, std::uint32_t y) { return scores[x] > scores[y]; });
    }
    return order;
}

RocResult rocFromOrder(std::span<const std::uint32_t> order, std::span<const double> scores,
                       std::span<const std::int8_t> truth, std::size_t maxCurvePoints)
{
    RocResult result;
    // Walk from the least positive score up, one tie group at a time: a positive beats
    // every negative below its group and half-beats those inside it.
    struct Group
    {
        std::size_t positives;
        std::size_t negatives;
    };
    std::vector<Group> groups;
    double u = 0.0;
    std::size_t negativesBelow = 0;
    std::size_t i = 0;
    while (i < order.size()) {
        const double s = scores[order[i]];
        Group g{0, 0};
        while (i < order.size() && scores[order[i]] == s) {
            const std::int8_t t = truth[order[i]];
            g.positives += t == 1 ? 1 : 0;
            g.negatives += t == 0 ? 1 : 0;
            ++i;
        }
        if (g.positives + g.negatives == 0) {
            continue;
        }
        u += static_cast<double>(g.positives) * static_cast<double>(negativesBelow) +
             0.5 * static_cast<double>(g.positives) * static_cast<double>(g.negatives);
        negativesBelow += g.negatives;
        result.positives += g.positives;
        result.negatives += g.negatives;
        groups.push_back(g);
    }

    if (result.positives == 0 || result.negatives == 0) {
        result.auroc = Estimate::undefined(result.positives == 0
                                               ? "no essential item has a score"
                                               : "no non-essential item has a score");
        return result;
    }
    result.auroc = Estimate::of(u / (static_cast<double>(result.positives) *
                                     static_cast<double>(result.negatives)));

    // Thresholds from the most positive group down: each step admits one tie group.
    const double p = static_cast<double>(result.positives);
    const double n = static_cast<double>(result.negatives);
    const std::size_t stride =
        maxCurvePoints < 3 ? groups.size() : std::max<std::size_t>(1, groups.size() / (maxCurvePoints - 2) + 1);
    result.curve.push_back({0.0, 0.0});
    std::size_t tp = 0;
    std::size_t fp = 0;
    std::size_t step = 0;
    for (auto it = groups.rbegin(); it != groups.rend(); ++it, ++step) {
        tp += it->positives;
        fp += it->negatives;
        const bool last = std::next(it) == groups.rend();
        if (last || (step + 1) % stride == 0) {
            result.curve.push_back({static_cast<double>(fp) / n, static_cast<double>(tp) / p});
        }
    }
    return result;
}

RocResult roc(std::span<const double> scores, std::span<const std::int8_t> truth,
              ScoreDirection direction, std::size_t maxCurvePoints)
{
    const std::vector<std::uint32_t> order = rankOrder(scores, direction);
    return rocFromOrder(order, scores, truth, maxCurvePoints);
}

} // namespace es::metrics
