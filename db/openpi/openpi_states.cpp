#include "db/openpi/openpi_states.h"

#include "db/openpi/openpi_schemata.h"

#include <map>
#include <string>

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
    const auto add = [&](int a, const OpenPiSnapshot::StateList &b,
                         std::span<const openpi::StateStep> aSteps) {
        OpenPiAnalysis::StateAgreementRow &row = rows[{a, static_cast<std::uint32_t>(b.rater)}];
        row.a = a;
        row.b = static_cast<std::uint32_t>(b.rater);
        ++row.procedures;
        row.tally += openpi::stateAgreement(aSteps, b.steps);
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
        for (std::size_t x = 0; x < people.size(); ++x) {
            for (std::size_t y = x + 1; y < people.size(); ++y) {
                add(people[x]->rater, *people[y], people[x]->steps);
            }
        }
        if (const auto gold = goldStateSteps(snap, procedure)) {
            for (const OpenPiSnapshot::StateList *person : people) {
                add(-1, *person, *gold);
            }
        }
    }
    for (auto &[key, row] : rows) {
        row.scores = openpi::stateAgreementScores(row.tally);
        out.stateAgreement.push_back(std::move(row));
    }
}

} // namespace es::db
