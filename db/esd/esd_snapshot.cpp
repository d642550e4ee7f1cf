#include "db/esd/esd_snapshot.h"

#include <algorithm>
#include <limits>

namespace es::db {

int EsdSnapshot::annotatorColumn(const std::string &name) const
{
    const auto it = std::find(annotators.begin(), annotators.end(), name);
    return it == annotators.end() ? -1 : static_cast<int>(it - annotators.begin());
}

std::size_t EsdSnapshot::addAnnotator(const std::string &name, std::int64_t personId)
{
    const std::size_t oldCols = annotators.size();
    const auto pos = static_cast<std::size_t>(
        std::lower_bound(annotators.begin(), annotators.end(), name) - annotators.begin());
    annotators.insert(annotators.begin() + static_cast<std::ptrdiff_t>(pos), name);
    annotatorIds.insert(annotatorIds.begin() + static_cast<std::ptrdiff_t>(pos), personId);
    std::vector<std::int8_t> widened(labels.pairs * (oldCols + 1), metrics::esd::kNoLabel);
    for (std::size_t p = 0; p < labels.pairs; ++p) {
        for (std::size_t c = 0, d = 0; c < oldCols + 1; ++c) {
            if (c != pos) {
                widened[p * (oldCols + 1) + c] = labels.labels[p * oldCols + d++];
            }
        }
    }
    labels.labels = std::move(widened);
    labels.annotators = oldCols + 1;
    return pos;
}

void EsdSnapshot::removeAnnotator(std::size_t column)
{
    const std::size_t oldCols = annotators.size();
    annotators.erase(annotators.begin() + static_cast<std::ptrdiff_t>(column));
    annotatorIds.erase(annotatorIds.begin() + static_cast<std::ptrdiff_t>(column));
    std::vector<std::int8_t> narrowed;
    narrowed.reserve(labels.pairs * (oldCols - 1));
    for (std::size_t p = 0; p < labels.pairs; ++p) {
        for (std::size_t c = 0; c < oldCols; ++c) {
            if (c != column) {
                narrowed.push_back(labels.labels[p * oldCols + c]);
            }
        }
    }
    labels.labels = std::move(narrowed);
    labels.annotators = oldCols - 1;
}

std::uint32_t EsdSnapshot::appendPair(EsdPairRow row)
{
    const auto index = static_cast<std::uint32_t>(pairs.size());
    const auto slot = static_cast<std::size_t>(row.id);
    if (slot >= pairIndexById.size()) {
        pairIndexById.resize(slot + 1, -1);
    }
    pairIndexById[slot] = static_cast<std::int32_t>(index);
    goals[row.goal].pairs.push_back(index);
    pairs.push_back(std::move(row));
    labels.pairs += 1;
    labels.labels.resize(labels.pairs * labels.annotators, metrics::esd::kNoLabel);
    adjudicated.push_back(metrics::esd::kNoLabel);
    for (auto &m : models) {
        m.scores.push_back(std::numeric_limits<double>::quiet_NaN());
    }
    return index;
}

void EsdSnapshot::popPair()
{
    const EsdPairRow &row = pairs.back();
    pairIndexById[static_cast<std::size_t>(row.id)] = -1;
    goals[row.goal].pairs.pop_back();
    pairs.pop_back();
    labels.pairs -= 1;
    labels.labels.resize(labels.pairs * labels.annotators);
    adjudicated.pop_back();
    decisions.erase(static_cast<std::uint32_t>(pairs.size()));
    for (auto &m : models) {
        m.scores.pop_back();
    }
}

void EsdSnapshot::setDecision(std::uint32_t pair, std::optional<EsdDecision> decision)
{
    if (decision) {
        adjudicated[pair] = decision->label;
        decisions[pair] = std::move(*decision);
    } else {
        adjudicated[pair] = metrics::esd::kNoLabel;
        decisions.erase(pair);
    }
}

metrics::EsdStatistics esdStatistics(const EsdSnapshot &snapshot)
{
    return metrics::computeEsdStatistics(snapshot.labels, snapshot.models, snapshot.adjudicated);
}

void EsdSnapshot::restrictTo(const std::string &annotator)
{
    const int keep = annotatorColumn(annotator);
    std::vector<std::int8_t> column;
    if (keep >= 0) {
        column.reserve(labels.pairs);
        for (std::size_t p = 0; p < labels.pairs; ++p) {
            column.push_back(labels.at(p, static_cast<std::size_t>(keep)));
        }
        annotators = {annotators[static_cast<std::size_t>(keep)]};
        annotatorIds = {annotatorIds[static_cast<std::size_t>(keep)]};
    } else {
        annotators.clear();
        annotatorIds.clear();
    }
    labels.annotators = annotators.size();
    labels.labels = std::move(column);
    std::fill(adjudicated.begin(), adjudicated.end(), metrics::esd::kNoLabel);
    decisions.clear();
}

} // namespace es::db
