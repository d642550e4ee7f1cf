#include "db/openpi/openpi_states.h"

#include "db/openpi/openpi_schemata.h"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>

namespace es::db {

namespace openpi = metrics::openpi;

namespace {

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &n : names) {
        out += out.empty() ? n : " | " + n;
    }
    return out;
}

template <typename Step>
void placeDecisions(const OpenPiSnapshot &snap, std::uint32_t procedure, std::vector<Step> &steps,
                    Step (*convert)(const openpi::StateStep &))
{
    for (auto it = snap.stateDecisions.lower_bound({procedure, 0});
         it != snap.stateDecisions.end() && it->first.first == procedure; ++it) {
        const std::size_t step = it->first.second;
        if (steps.size() < step) {
            steps.resize(step);
        }
        steps[step - 1] = convert(it->second.changes);
    }
}

openpi::StateStep asIs(const openpi::StateStep &step)
{
    return step;
}

std::vector<openpi::GoldChange> asGoldChanges(const openpi::StateStep &step)
{
    std::vector<openpi::GoldChange> out;
    for (const openpi::StateChange &c : step) {
        out.push_back({{c.entity}, {c.attribute}, c.before, c.after});
    }
    return out;
}

// Every name of a procedure's gold entity and attribute clusters, each mapped to one name
// that stands for its cluster: a change written with any of them is read as also written
// with that one, so that two names of a cluster share it.
struct ClusterNames
{
    std::unordered_map<std::string, std::string> entity, attribute;
};

ClusterNames clusterNames(const OpenPiSnapshot &snap, std::uint32_t procedure)
{
    ClusterNames out;
    for (const auto kind : {OpenPiClusterKind::Entity, OpenPiClusterKind::Attribute}) {
        const OpenPiSnapshot::Clustering *c = snap.clustering(procedure, kind, -1);
        if (!c) {
            continue;
        }
        auto &names = kind == OpenPiClusterKind::Entity ? out.entity : out.attribute;
        for (const OpenPiCluster &cluster : c->clusters) {
            std::vector<std::string> all = cluster.members;
            if (cluster.canonical) {
                all.push_back(*cluster.canonical);
            }
            if (all.empty()) {
                continue;
            }
            // A name no text has: the cluster's first name, marked as the cluster's.
            const std::string key = "#cluster " + openpi::stateName(all.front());
            for (const std::string &member : all) {
                for (const std::string_view name : openpi::alternatives(member)) {
                    names.emplace(openpi::stateName(name), key);
                }
            }
        }
    }
    return out;
}

// A change also goes by the key of each cluster one of its names belongs to.
void widen(std::vector<std::string> &names,
           const std::unordered_map<std::string, std::string> &keys)
{
    const std::size_t written = names.size();
    for (std::size_t n = 0; n < written; ++n) {
        const auto it = keys.find(names[n]);
        if (it != keys.end() && std::find(names.begin(), names.end(), it->second) == names.end()) {
            names.push_back(it->second);
        }
    }
}

openpi::NamedSteps namesWithClusters(std::span<const openpi::StateStep> steps,
                                     const ClusterNames &clusters)
{
    openpi::NamedSteps out = openpi::namedSteps(steps);
    for (auto &step : out) {
        for (openpi::NamedChange &c : step) {
            widen(c.entity, clusters.entity);
            widen(c.attribute, clusters.attribute);
        }
    }
    return out;
}

bool isPerson(const OpenPiSnapshot &snap, int rater)
{
    return rater >= 0 && !snap.raters[static_cast<std::size_t>(rater)].model;
}

// Lowest F1 first, procedures where it is undefined (neither wrote a change) last, each
// group in procedure order.
void sortByF1(std::vector<std::pair<std::uint32_t, openpi::StateAgreementTally>> &procedures)
{
    const auto f1 = [](const openpi::StateAgreementTally &t) {
        return openpi::stateAgreementScores(t).f1.value;
    };
    std::stable_sort(procedures.begin(), procedures.end(), [&](const auto &x, const auto &y) {
        const std::optional<double> fx = f1(x.second), fy = f1(y.second);
        return fx && (!fy || *fx < *fy);
    });
}

} // namespace

std::optional<std::vector<openpi::StateStep>> goldStateSteps(const OpenPiSnapshot &snap,
                                                             std::uint32_t procedure)
{
    std::vector<openpi::StateStep> steps;
    if (const OpenPiSnapshot::StateList *list = snap.stateList(procedure, -1)) {
        steps = list->steps;
    } else {
        for (const std::vector<openpi::GoldChange> &changes : goldChanges(snap, procedure)) {
            openpi::StateStep &step = steps.emplace_back();
            for (const openpi::GoldChange &g : changes) {
                step.push_back(
                    {joined(g.entityNames), joined(g.attributeNames), g.before, g.after});
            }
        }
    }
    placeDecisions(snap, procedure, steps, &asIs);
    if (steps.empty()) {
        return std::nullopt;
    }
    return steps;
}

std::vector<std::vector<openpi::GoldChange>> decidedGoldChanges(const OpenPiSnapshot &snap,
                                                                std::uint32_t procedure)
{
    std::vector<std::vector<openpi::GoldChange>> steps = goldChanges(snap, procedure);
    placeDecisions(snap, procedure, steps, &asGoldChanges);
    return steps;
}

namespace {

// One comparison of two lists of a procedure (a = -1: the gold states).
struct Compared
{
    int a = -1;
    std::uint32_t b = 0;
    openpi::StateAgreementTally tally;
};

// Every comparison of one procedure's lists: each two people, then each person with the
// gold. `people` are the procedure's people's lists.
std::vector<Compared> compareProcedure(const OpenPiSnapshot &snap, std::uint32_t procedure,
                                       std::span<const OpenPiSnapshot::StateList *const> people)
{
    std::vector<Compared> out;
    const ClusterNames clusters = clusterNames(snap, procedure);
    std::vector<openpi::NamedSteps> names;
    for (const OpenPiSnapshot::StateList *person : people) {
        names.push_back(namesWithClusters(person->steps, clusters));
    }
    const auto rater = [&](std::size_t x) { return static_cast<std::uint32_t>(people[x]->rater); };
    for (std::size_t x = 0; x < people.size(); ++x) {
        for (std::size_t y = x + 1; y < people.size(); ++y) {
            out.push_back(
                {people[x]->rater, rater(y),
                 openpi::stateAgreement(people[x]->steps, names[x], people[y]->steps, names[y])});
        }
    }
    if (const auto gold = goldStateSteps(snap, procedure)) {
        const openpi::NamedSteps goldNames = namesWithClusters(*gold, clusters);
        for (std::size_t x = 0; x < people.size(); ++x) {
            out.push_back({-1, rater(x),
                           openpi::stateAgreement(*gold, goldNames, people[x]->steps, names[x])});
        }
    }
    return out;
}

// The people's lists of a procedure, from `i` (the first list of its run in snap.states,
// which is sorted by procedure, then rater); `i` is left past the run.
std::vector<const OpenPiSnapshot::StateList *> peopleOf(const OpenPiSnapshot &snap, std::size_t &i)
{
    std::vector<const OpenPiSnapshot::StateList *> people;
    const std::uint32_t procedure = snap.states[i].procedure;
    for (; i < snap.states.size() && snap.states[i].procedure == procedure; ++i) {
        if (isPerson(snap, snap.states[i].rater)) {
            people.push_back(&snap.states[i]);
        }
    }
    return people;
}

using Rows = std::map<std::pair<int, std::uint32_t>, OpenPiAnalysis::StateAgreementRow>;

void addCompared(Rows &rows, std::uint32_t procedure, const std::vector<Compared> &compared)
{
    for (const Compared &c : compared) {
        OpenPiAnalysis::StateAgreementRow &row = rows[{c.a, c.b}];
        row.a = c.a;
        row.b = c.b;
        row.byProcedure.emplace_back(procedure, c.tally);
    }
}

// Each row's totals and scores from its procedures, which are listed lowest F1 first (ties
// in the procedures' order); rows left without a procedure go.
void settleRows(Rows &rows, OpenPiAnalysis &out)
{
    out.stateAgreement.clear();
    for (auto &[key, row] : rows) {
        if (row.byProcedure.empty()) {
            continue;
        }
        std::sort(row.byProcedure.begin(), row.byProcedure.end(),
                  [](const auto &x, const auto &y) { return x.first < y.first; });
        row.procedures = row.byProcedure.size();
        row.tally = {};
        for (const auto &[procedure, tally] : row.byProcedure) {
            row.tally += tally;
        }
        row.scores = openpi::stateAgreementScores(row.tally);
        sortByF1(row.byProcedure);
        out.stateAgreement.push_back(std::move(row));
    }
}

} // namespace

void analyseStateAgreement(const OpenPiSnapshot &snap, OpenPiAnalysis &out)
{
    Rows rows;
    for (std::size_t i = 0; i < snap.states.size();) {
        const std::uint32_t procedure = snap.states[i].procedure;
        const auto people = peopleOf(snap, i);
        if (!people.empty()) {
            addCompared(rows, procedure, compareProcedure(snap, procedure, people));
        }
    }
    settleRows(rows, out);
}

void followStateEdit(OpenPiAnalysis &out, const OpenPiSnapshot &snap, std::uint32_t procedure)
{
    Rows rows;
    for (OpenPiAnalysis::StateAgreementRow &row : out.stateAgreement) {
        std::erase_if(row.byProcedure, [&](const auto &p) { return p.first == procedure; });
        rows.emplace(std::pair(row.a, row.b), std::move(row));
    }
    std::size_t i =
        static_cast<std::size_t>(std::lower_bound(snap.states.begin(), snap.states.end(), procedure,
                                                  [](const OpenPiSnapshot::StateList &x,
                                                     std::uint32_t p) { return x.procedure < p; }) -
                                 snap.states.begin());
    if (i < snap.states.size() && snap.states[i].procedure == procedure) {
        const auto people = peopleOf(snap, i);
        if (!people.empty()) {
            addCompared(rows, procedure, compareProcedure(snap, procedure, people));
        }
    }
    settleRows(rows, out);
}

} // namespace es::db
