// A person's OpenPI state changes as the workbench writes them, an adjudicator's decision on
// a step's states, and the states files' exports.

#include "db/engine/rows.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_states.h"
#include "db/openpi/openpi_store.h"
#include "db/openpi/openpi_store_parts.h"
#include "metrics/openpi.h"

namespace es::db {

using nlohmann::ordered_json;
using openpi_store::kDataset;
namespace openpi = metrics::openpi;

namespace {

std::optional<std::string> storedStates(Connection &db, std::int64_t procedure, std::int64_t person)
{
    Statement find = db.prepare("SELECT steps FROM openpi_states WHERE procedure_id = ? AND "
                                "model_id IS NULL AND coalesce(person_id, 0) = ?");
    find.bind(1, procedure).bind(2, person);
    return find.step() ? std::optional(find.text(0)) : std::nullopt;
}

// A change names its entity and attribute and says what they were and became.
void checkChanges(std::span<const openpi::StateStep> steps, const std::string &procedure,
                  std::size_t firstStep = 1)
{
    for (std::size_t s = 0; s < steps.size(); ++s) {
        for (std::size_t c = 0; c < steps[s].size(); ++c) {
            const openpi::StateChange &x = steps[s][c];
            for (const auto &[text, what] :
                 {std::pair{&x.entity, "entity"}, std::pair{&x.attribute, "attribute"},
                  std::pair{&x.before, "before"}, std::pair{&x.after, "after"}}) {
                if (openpi::stripped(*text).empty()) {
                    throw InputError("procedure " + procedure + ", step " +
                                     std::to_string(firstStep + s) + ", change " +
                                     std::to_string(c + 1) + ": the " + what + " is empty");
                }
            }
        }
    }
}

} // namespace

std::optional<std::vector<openpi::StateStep>>
OpenPiStore::setStates(std::int64_t procedureId, const std::string &person,
                       const std::optional<std::vector<openpi::StateStep>> &steps)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement key = db.prepare("SELECT key FROM openpi_procedure WHERE id = ?");
    key.bind(1, procedureId);
    if (!key.step()) {
        throw InputError("no OpenPI procedure with id " + std::to_string(procedureId));
    }
    const std::string procedureKey = key.text(0);
    key = Statement();
    if (steps) {
        openpi_store::checkStepCount(db, procedureId, steps->size(), "states of " + person,
                                     procedureKey);
        checkChanges(*steps, procedureKey);
    }
    const std::optional<std::string> old = storedStates(db, procedureId, personId);
    openpi_store::writePrediction(project_, "openpi_states", procedureId, 0,
                                  steps ? std::optional(stateStepsJson(*steps)) : std::nullopt,
                                  person, {}, personId);
    tx.commit();
    return old ? std::optional(stateSteps(*old)) : std::nullopt;
}

std::optional<OpenPiStatesAdjudication>
OpenPiStore::adjudicateStates(std::int64_t procedureId, int step, const std::string &person,
                              const std::optional<OpenPiStatesAdjudication> &decision,
                              const ExpectedDecision &expected,
                              std::optional<DecisionStamp> *inForce)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const Person adjudicator = project_.requireAdjudicator(person);
    {
        Statement steps = db.prepare("SELECT json_array_length(" + db.asJson("steps") +
                                     "), key FROM openpi_procedure WHERE id = ?");
        steps.bind(1, procedureId);
        if (!steps.step()) {
            throw InputError("no OpenPI procedure with id " + std::to_string(procedureId));
        }
        if (step < 1 || step > steps.integer(0)) {
            throw InputError("procedure " + steps.text(1) + " has " +
                             std::to_string(steps.integer(0)) + " steps; there is no step " +
                             std::to_string(step));
        }
    }
    if (decision) {
        checkChanges(std::span(&decision->changes, 1), std::to_string(procedureId),
                     static_cast<std::size_t>(step));
    }
    const std::string item = std::to_string(procedureId) + "/" + std::to_string(step);
    lockDecision(db, kDataset, "states " + item);
    Statement find = db.prepare("SELECT d.changes, d.note, w.name, d.set_at FROM "
                                "openpi_states_adjudication d JOIN person w ON w.id = d.person_id "
                                "WHERE d.procedure_id = ? AND d.step = ?");
    find.bind(1, procedureId).bind(2, step);
    std::optional<OpenPiStatesAdjudication> old;
    std::optional<DecisionStamp> stamp;
    std::string oldJson;
    if (find.step()) {
        oldJson = find.text(0);
        old = OpenPiStatesAdjudication{stateChanges(oldJson), find.text(1)};
        stamp = DecisionStamp{find.text(2), find.text(3)};
    }
    find = Statement();
    checkDecision(project_, expected, stamp,
                  old ? std::to_string(old->changes.size()) + " state changes" : std::string(),
                  kDataset, item, "OpenPI step " + item);
    if (old == decision) {
        if (inForce) {
            *inForce = stamp;
        }
        return old;
    }
    const std::string at = nowUtc();
    const std::string json = decision ? stateChangesJson(decision->changes) : std::string();
    if (decision) {
        db.prepare("INSERT INTO openpi_states_adjudication(procedure_id, step, changes, "
                   "person_id, note, set_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(procedure_id, "
                   "step) DO UPDATE SET changes = excluded.changes, person_id = "
                   "excluded.person_id, note = excluded.note, set_at = excluded.set_at")
            .bind(1, procedureId)
            .bind(2, step)
            .bind(3, json)
            .bind(4, adjudicator.id)
            .bind(5, decision->note)
            .bind(6, at)
            .run();
    } else {
        db.prepare("DELETE FROM openpi_states_adjudication WHERE procedure_id = ? AND step = ?")
            .bind(1, procedureId)
            .bind(2, step)
            .run();
    }
    project_.audit(person, decision ? "adjudicate" : "adjudication.withdraw", kDataset,
                   "states " + item, oldJson, json, decision ? decision->note : std::string());
    // On a team server the decision's author is the connected login, whatever was sent.
    const std::string written =
        decision ? decisionAuthor(db, "openpi_states_adjudication", "procedure_id = ? AND step = ?",
                                  [&](Statement &s) { s.bind(1, procedureId).bind(2, step); })
                 : std::string();
    tx.commit();
    if (inForce) {
        *inForce = decision ? std::optional(DecisionStamp{written, at}) : std::nullopt;
    }
    return old;
}

ordered_json OpenPiStore::exportStates(const OpenPiRater &rater)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    std::int64_t model = 0;
    std::int64_t person = 0;
    if (rater.kind == OpenPiRaterKind::Model) {
        model = openpi_store::knownModel(project_, rater.name);
    } else if (rater.kind == OpenPiRaterKind::Person) {
        const auto p = project_.findPerson(rater.name);
        if (!p) {
            throw InputError("no annotator named \"" + rater.name + "\" in the project");
        }
        person = *p;
    }
    Statement s = db.prepare("SELECT p.key, t.steps FROM openpi_states t JOIN openpi_procedure p "
                             "ON p.id = t.procedure_id WHERE coalesce(t.model_id, 0) = ? AND "
                             "coalesce(t.person_id, 0) = ? ORDER BY p.id");
    s.bind(1, model).bind(2, person);
    ordered_json out = ordered_json::object();
    while (s.step()) {
        out[s.text(0)] = ordered_json::parse(s.textView(1));
    }
    return out;
}

ordered_json OpenPiStore::exportDecidedStates()
{
    const OpenPiSnapshot snap = load();
    ordered_json out = ordered_json::object();
    for (std::uint32_t p = 0; p < snap.procedures.size(); ++p) {
        if (const auto steps = goldStateSteps(snap, p)) {
            out[snap.procedures[p].key] = ordered_json::parse(stateStepsJson(*steps));
        }
    }
    return out;
}

} // namespace es::db
