#include "db/esd/esd_snapshot.h"

#include <algorithm>
#include <cassert>
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
    coreLabels.pairs = pairs.size();
    coreLabels.labels.resize(coreLabels.pairs * coreLabels.annotators, metrics::esd::kNoLabel);
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
    contributors.erase(row.id);
    goals[row.goal].pairs.pop_back();
    pairs.pop_back();
    labels.pairs -= 1;
    labels.labels.resize(labels.pairs * labels.annotators);
    coreLabels.pairs = pairs.size();
    coreLabels.labels.resize(coreLabels.pairs * coreLabels.annotators);
    adjudicated.pop_back();
    decisions.erase(static_cast<std::uint32_t>(pairs.size()));
    decided.erase(static_cast<std::uint32_t>(pairs.size()));
    for (auto &m : models) {
        m.scores.pop_back();
    }
}

void EsdSnapshot::sortPairs()
{
    const auto byId = [](const EsdPairRow &a, const EsdPairRow &b) { return a.id < b.id; };
    if (std::is_sorted(pairs.begin(), pairs.end(), byId)) {
        return;
    }
    assert(labels.annotators == 0 && models.empty() && decisions.empty());
    std::vector<EsdPairRow> all = std::move(pairs);
    pairs.clear();
    std::sort(all.begin(), all.end(), byId);
    for (EsdGoalRow &goal : goals) {
        goal.pairs.clear();
    }
    std::fill(pairIndexById.begin(), pairIndexById.end(), -1);
    labels.pairs = 0;
    adjudicated.clear();
    pairs.reserve(all.size());
    for (EsdPairRow &row : all) {
        appendPair(std::move(row));
    }
}

std::int8_t EsdSnapshot::coreLabel(std::uint32_t pair, std::int64_t person) const
{
    const auto it = std::find(coreLabellers.begin(), coreLabellers.end(), person);
    return it == coreLabellers.end()
               ? metrics::esd::kNoLabel
               : coreLabels.at(pair, static_cast<std::size_t>(it - coreLabellers.begin()));
}

void EsdSnapshot::setCoreLabel(std::uint32_t pair, std::int64_t person, std::int8_t label)
{
    const auto it = std::find(coreLabellers.begin(), coreLabellers.end(), person);
    if (it != coreLabellers.end()) {
        coreLabels.labels[pair * coreLabels.annotators +
                          static_cast<std::size_t>(it - coreLabellers.begin())] = label;
    }
}

void EsdSnapshot::setDecision(std::uint32_t pair, std::optional<EsdDecision> decision)
{
    if (decision) {
        adjudicated[pair] = decision->label;
        decisions[pair] = std::move(*decision);
        decided.insert(pair);
    } else {
        adjudicated[pair] = metrics::esd::kNoLabel;
        decisions.erase(pair);
        decided.erase(pair);
    }
}

void EsdSnapshot::labelChanged(std::uint32_t pair)
{
    if (const auto it = decisions.find(pair); it != decisions.end()) {
        it->second.relabelled = true;
    }
}

metrics::EsdPanels esdPanels(const EsdSnapshot &snapshot)
{
    metrics::EsdPanels panels;
    const std::size_t nAnn = snapshot.labels.annotators;
    const std::size_t nPairs = snapshot.labels.pairs;
    const auto holds = [](const std::vector<std::int64_t> &ids, std::int64_t id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    };
    panels.eligible.assign(nAnn, 1);
    for (std::size_t c = 0; c < nAnn; ++c) {
        const std::int64_t id = snapshot.annotatorIds[c];
        bool grouped = false;
        for (const EsdRaterGroup &g : snapshot.groups) {
            grouped = grouped || holds(g.members, id);
        }
        panels.eligible[c] = holds(snapshot.nonAnnotators, id) || grouped ? 0 : 1;
    }
    // Person ids grow as people join the project: the earlier labellers form the panel.
    std::vector<std::size_t> byId(nAnn);
    for (std::size_t c = 0; c < nAnn; ++c) {
        byId[c] = c;
    }
    std::sort(byId.begin(), byId.end(), [&snapshot](std::size_t a, std::size_t b) {
        return snapshot.annotatorIds[a] < snapshot.annotatorIds[b];
    });
    panels.seniority.assign(nAnn, 0);
    for (std::size_t r = 0; r < nAnn; ++r) {
        panels.seniority[byId[r]] = static_cast<std::uint32_t>(r);
    }
    if (!snapshot.assigned) {
        panels.mode = metrics::EsdPanels::Mode::Implicit;
        return panels;
    }
    panels.mode = metrics::EsdPanels::Mode::Assigned;
    panels.assigned.assign(nPairs * nAnn, 0);
    panels.assignedSize.assign(nPairs, 0);
    for (std::size_t p = 0; p < nPairs; ++p) {
        const EsdGoalRow &goal = snapshot.goals[snapshot.pairs[p].goal];
        for (const std::int64_t id : goal.panel) {
            if (holds(snapshot.nonAnnotators, id)) {
                continue; // made an adjudicator or viewer after the assignment
            }
            ++panels.assignedSize[p];
            const auto at =
                std::find(snapshot.annotatorIds.begin(), snapshot.annotatorIds.end(), id);
            if (at != snapshot.annotatorIds.end()) {
                panels.assigned[p * nAnn +
                                static_cast<std::size_t>(at - snapshot.annotatorIds.begin())] = 1;
            }
        }
    }
    return panels;
}

namespace {

// Whether the column holds a label: a member's Core column is there from the start, where
// a person's own column comes with their first label; members without one are left out
// of a group's scores in both settings alike.
bool givesAny(const metrics::EsdLabelTable &labels, std::size_t column)
{
    for (std::size_t p = 0; p < labels.pairs; ++p) {
        if (labels.at(p, column) != metrics::esd::kNoLabel) {
            return true;
        }
    }
    return false;
}

std::vector<metrics::RaterGroupResult> groupResults(const EsdSnapshot &snapshot,
                                                    std::span<const std::int8_t> gold,
                                                    const metrics::HumanSample &sample)
{
    std::vector<metrics::RaterGroupResult> out;
    for (const EsdRaterGroup &g : snapshot.groups) {
        const std::vector<std::int64_t> &ids =
            g.coreLabels ? snapshot.coreLabellers : snapshot.annotatorIds;
        const metrics::EsdLabelTable &labels = g.coreLabels ? snapshot.coreLabels : snapshot.labels;
        std::vector<std::size_t> columns;
        for (std::size_t c = 0; c < ids.size(); ++c) {
            if (std::find(g.members.begin(), g.members.end(), ids[c]) != g.members.end() &&
                (!g.coreLabels || givesAny(labels, c))) {
                columns.push_back(c);
            }
        }
        out.push_back(metrics::scoreRaterGroup(labels, columns, gold));
        out.back().individual = metrics::individualAccuracy(labels, columns, gold, sample);
        // Members without an ESD label have no column and no sampled pair either.
        out.back().individual.leftOut += g.members.size() - columns.size();
    }
    return out;
}

} // namespace

metrics::EsdStatistics esdStatistics(const EsdSnapshot &snapshot,
                                     const metrics::HumanSample &sample)
{
    metrics::EsdStatistics st = metrics::computeEsdStatistics(
        snapshot.labels, snapshot.models, snapshot.adjudicated, esdPanels(snapshot));
    st.raterGroups = groupResults(snapshot, st.gold, sample);
    return st;
}

EsdLiveStatistics::EsdLiveStatistics(const EsdSnapshot &snapshot)
    : tracker_(snapshot.labels, snapshot.models, snapshot.adjudicated, esdPanels(snapshot), true)
{
    scoreGroups(snapshot);
}

bool EsdLiveStatistics::update(const EsdSnapshot &snapshot, std::uint32_t pair)
{
    if (!tracker_.update(pair, snapshot.labels, snapshot.adjudicated)) {
        return false;
    }
    // A group's scores are its members' labels: ranked anew, a pass over every pair. Only
    // projects with rater groups pay it.
    scoreGroups(snapshot);
    return true;
}

void EsdLiveStatistics::scoreGroups(const EsdSnapshot &snapshot)
{
    if (!snapshot.groups.empty() || !tracker_.statistics().raterGroups.empty()) {
        tracker_.raterGroups() = groupResults(snapshot, tracker_.statistics().gold, {});
    }
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
    // Panels and groups are made of other people's work; alone, one's labels are one's gold.
    assigned = false;
    for (EsdGoalRow &g : goals) {
        g.panel.clear();
    }
    groups.clear();
    // One's own Core labels stay, for one's own workbench.
    const auto me = std::find(coreLabellerNames.begin(), coreLabellerNames.end(), annotator);
    std::vector<std::int8_t> core;
    if (me != coreLabellerNames.end()) {
        const auto c = static_cast<std::size_t>(me - coreLabellerNames.begin());
        for (std::size_t p = 0; p < coreLabels.pairs; ++p) {
            core.push_back(coreLabels.at(p, c));
        }
        coreLabellers = {coreLabellers[c]};
        coreLabellerNames = {annotator};
    } else {
        coreLabellers.clear();
        coreLabellerNames.clear();
    }
    coreLabels.annotators = coreLabellers.size();
    coreLabels.labels = std::move(core);
}

std::vector<std::size_t> unlabelledPairs(const EsdSnapshot &snapshot)
{
    const std::size_t columns = snapshot.annotators.size();
    std::vector<std::size_t> out(columns, 0);
    for (const EsdGoalRow &g : snapshot.goals) {
        for (std::size_t c = 0; c < columns; ++c) {
            if (snapshot.assigned && std::find(g.panel.begin(), g.panel.end(),
                                               snapshot.annotatorIds[c]) == g.panel.end()) {
                continue;
            }
            for (const std::uint32_t p : g.pairs) {
                out[c] += snapshot.labels.at(p, c) == metrics::esd::kNoLabel ? 1 : 0;
            }
        }
    }
    return out;
}

std::vector<EsdPace> esdPaces(const EsdSnapshot &snapshot,
                              const std::vector<std::vector<double>> &labelTimes)
{
    const std::vector<std::size_t> remaining = unlabelledPairs(snapshot);
    std::vector<EsdPace> out;
    for (std::size_t c = 0; c < remaining.size() && c < labelTimes.size(); ++c) {
        EsdPace &p = out.emplace_back();
        p.pace = metrics::labelPace(labelTimes[c]);
        p.remaining = remaining[c];
        p.hoursToFinish = metrics::hoursToFinish(p.pace, p.remaining);
    }
    return out;
}

} // namespace es::db
