#include "db/openpi/openpi_states.h"

#include "db/openpi/openpi_schemata.h"

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

// Every name of a procedure's gold entity and attribute clusters, each mapped to all the
// names of its cluster: a change written with one of them is read as written with any.
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
            const std::string everyName = joined(all);
            for (const std::string &member : all) {
                for (const std::string_view name : openpi::alternatives(member)) {
                    names.emplace(openpi::stateName(name), everyName);
                }
            }
        }
    }
    return out;
}

std::string withClusterNames(const std::string &written,
                             const std::unordered_map<std::string, std::string> &names)
{
    std::string out = written;
    for (const std::string_view name : openpi::alternatives(written)) {
        if (const auto it = names.find(openpi::stateName(name)); it != names.end()) {
            out += " | " + it->second;
        }
    }
    return out;
}

std::vector<openpi::StateStep> withClusterNames(std::span<const openpi::StateStep> steps,
                                                const ClusterNames &names)
{
    std::vector<openpi::StateStep> out(steps.begin(), steps.end());
    for (openpi::StateStep &step : out) {
        for (openpi::StateChange &c : step) {
            c.entity = withClusterNames(c.entity, names.entity);
            c.attribute = withClusterNames(c.attribute, names.attribute);
        }
    }
    return out;
}

bool isPerson(const OpenPiSnapshot &snap, int rater)
{
    return rater >= 0 && !snap.raters[static_cast<std::size_t>(rater)].model;
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

void analyseStateAgreement(const OpenPiSnapshot &snap, OpenPiAnalysis &out)
{
    out.stateAgreement.clear();
    std::map<std::pair<int, std::uint32_t>, OpenPiAnalysis::StateAgreementRow> rows;
    const auto add = [&](int a, int b, std::span<const openpi::StateStep> aSteps,
                         std::span<const openpi::StateStep> bSteps) {
        OpenPiAnalysis::StateAgreementRow &row = rows[{a, static_cast<std::uint32_t>(b)}];
        row.a = a;
        row.b = static_cast<std::uint32_t>(b);
        ++row.procedures;
        row.tally += openpi::stateAgreement(aSteps, bSteps);
    };
    // snap.states is sorted by procedure, then rater: each procedure's lists are a run.
    for (std::size_t i = 0; i < snap.states.size();) {
        const std::uint32_t procedure = snap.states[i].procedure;
        std::vector<const OpenPiSnapshot::StateList *> people;
        for (; i < snap.states.size() && snap.states[i].procedure == procedure; ++i) {
            if (isPerson(snap, snap.states[i].rater)) {
                people.push_back(&snap.states[i]);
            }
        }
        if (people.empty()) {
            continue;
        }
        const ClusterNames names = clusterNames(snap, procedure);
        std::vector<std::vector<openpi::StateStep>> read;
        for (const OpenPiSnapshot::StateList *person : people) {
            read.push_back(withClusterNames(person->steps, names));
        }
        for (std::size_t x = 0; x < people.size(); ++x) {
            for (std::size_t y = x + 1; y < people.size(); ++y) {
                add(people[x]->rater, people[y]->rater, read[x], read[y]);
            }
        }
        if (const auto gold = goldStateSteps(snap, procedure)) {
            const std::vector<openpi::StateStep> goldRead = withClusterNames(*gold, names);
            for (std::size_t x = 0; x < people.size(); ++x) {
                add(-1, people[x]->rater, goldRead, read[x]);
            }
        }
    }
    for (auto &[key, row] : rows) {
        row.scores = openpi::stateAgreementScores(row.tally);
        out.stateAgreement.push_back(std::move(row));
    }
}

} // namespace es::db
