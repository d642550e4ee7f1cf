#include "db/review/adjudication.h"

// The OpenPI steps whose people's state changes differ, for the adjudication queue and the
// disagreements listing.

#include "metrics/openpi_states.h"

#include <algorithm>
#include <span>

namespace es::db {

namespace {

nlohmann::ordered_json changesJson(const metrics::openpi::StateStep &changes)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto &c : changes) {
        out.push_back({{"entity", c.entity},
                       {"attribute", c.attribute},
                       {"before", c.before},
                       {"after", c.after}});
    }
    return out;
}

// The people's (not the models', not the gold) state lists of a procedure.
std::vector<const OpenPiSnapshot::StateList *> peoplesLists(const OpenPiSnapshot &snapshot,
                                                            std::uint32_t procedure)
{
    std::vector<const OpenPiSnapshot::StateList *> out;
    for (const auto &list : snapshot.states) {
        if (list.procedure == procedure && list.rater >= 0 &&
            !snapshot.raters[static_cast<std::size_t>(list.rater)].model) {
            out.push_back(&list);
        }
    }
    return out;
}

} // namespace

std::vector<OpenPiStatesOf> openPiStatesOf(const OpenPiSnapshot &snapshot, std::uint32_t procedure,
                                           std::uint32_t step, bool models)
{
    std::vector<OpenPiStatesOf> out;
    for (const auto &list : snapshot.states) {
        if (list.procedure != procedure || list.rater < 0) {
            continue;
        }
        const auto &rater = snapshot.raters[static_cast<std::size_t>(list.rater)];
        if (rater.model && !models) {
            continue;
        }
        out.push_back({rater.name, rater.model,
                       step >= 1 && step <= list.steps.size() ? list.steps[step - 1]
                                                              : metrics::openpi::StateStep{}});
    }
    return out;
}

void appendOpenPiStateSteps(const OpenPiSnapshot &snapshot, std::vector<OpenPiQueueEntry> &queue)
{
    for (std::size_t i = 0; i < snapshot.states.size(); ++i) {
        // Once per procedure: at its first list.
        if (i > 0 && snapshot.states[i - 1].procedure == snapshot.states[i].procedure) {
            continue;
        }
        const std::uint32_t procedure = snapshot.states[i].procedure;
        const auto lists = peoplesLists(snapshot, procedure);
        std::size_t steps = 0;
        for (const auto *l : lists) {
            steps = std::max(steps, l->steps.size());
        }
        for (std::size_t s = 0; lists.size() >= 2 && s < steps; ++s) {
            const metrics::openpi::StateStep none;
            auto at = [&](const OpenPiSnapshot::StateList *l) {
                return std::span(s < l->steps.size() ? &l->steps[s] : &none, 1);
            };
            double widest = 0;
            for (std::size_t a = 0; a < lists.size(); ++a) {
                for (std::size_t b = a + 1; b < lists.size(); ++b) {
                    using metrics::openpi::stateAgreement;
                    using metrics::openpi::stateStepDisagreement;
                    widest = std::max(
                        {widest, stateStepDisagreement(stateAgreement(at(lists[a]), at(lists[b]))),
                         stateStepDisagreement(stateAgreement(at(lists[b]), at(lists[a])))});
                }
            }
            if (widest > 0) {
                const auto step = static_cast<std::uint32_t>(s + 1);
                queue.push_back({OpenPiQueueEntry::Kind::States, procedure,
                                 OpenPiClusterKind::Entity, widest, 0,
                                 snapshot.stateDecisions.contains({procedure, step}), step});
            }
        }
    }
}

nlohmann::ordered_json openPiStatesEntryJson(const OpenPiSnapshot &snapshot,
                                             const OpenPiQueueEntry &e)
{
    nlohmann::ordered_json entry = {{"kind", "states"},
                                    {"id", snapshot.procedures[e.item].key},
                                    {"step", e.step},
                                    {"disagreement", e.disagreement}};
    nlohmann::ordered_json states = nlohmann::ordered_json::object();
    for (const auto &of : openPiStatesOf(snapshot, e.item, e.step, false)) {
        states[of.name] = changesJson(of.changes);
    }
    entry["states"] = std::move(states);
    if (const auto it = snapshot.stateDecisions.find({e.item, e.step});
        it != snapshot.stateDecisions.end()) {
        entry["adjudicated"] = {{"changes", changesJson(it->second.changes)},
                                {"by", it->second.decision.by},
                                {"note", it->second.decision.note},
                                {"at", it->second.decision.at}};
    }
    return entry;
}

} // namespace es::db
