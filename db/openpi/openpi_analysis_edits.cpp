// OpenPiStore's edits of the OpenPI 2.0 annotations from the workbench: a person's error
// analysis of a model's predicted schemata, slot by slot, and judgements of generated
// paraphrases, each audited and returning what it replaced.

#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store.h"
#include "db/openpi/openpi_store_parts.h"

#include <optional>

namespace es::db {

using openpi_store::kDataset;
using openpi_store::kindText;
using openpi_store::knownModel;

namespace {

std::string slotItem(std::int64_t procedure, const std::string &model, int step, int position)
{
    return std::to_string(procedure) + "/" + model + "/" + std::to_string(step) + "/" +
           std::to_string(position);
}

// Stores a step's predicted pairs, unlabelled, when the person has no slot of that step.
void materialiseStep(Connection &db, std::int64_t procedure, std::int64_t model,
                     std::int64_t person, int step)
{
    Statement any = db.prepare("SELECT 1 FROM openpi_schema_label WHERE procedure_id = ? AND "
                               "model_id = ? AND person_id = ? AND step = ?");
    any.bind(1, procedure).bind(2, model).bind(3, person).bind(4, step);
    if (any.step()) {
        return;
    }
    any.reset();
    Statement predicted = db.prepare(
        "SELECT steps FROM openpi_schema_prediction WHERE procedure_id = ? AND model_id = ?");
    predicted.bind(1, procedure).bind(2, model);
    if (!predicted.step()) {
        return;
    }
    const auto steps = schemaSteps(predicted.textView(0));
    predicted.reset();
    if (step < 1 || static_cast<std::size_t>(step) > steps.size()) {
        return;
    }
    Statement ins = db.prepare("INSERT INTO openpi_schema_label(procedure_id, model_id, person_id, "
                               "step, position, entity, attribute, category, set_at) VALUES (?, ?, "
                               "?, ?, ?, ?, ?, NULL, ?)");
    const std::string at = nowUtc();
    int position = 0;
    for (const auto &[entity, attributes] : steps[static_cast<std::size_t>(step - 1)]) {
        for (const std::string &attribute : attributes) {
            ins.bind(1, procedure).bind(2, model).bind(3, person).bind(4, step).bind(5, position++);
            ins.bind(6, entity).bind(7, attribute).bind(8, at).run();
        }
    }
}

std::string categoryText(std::optional<int> c)
{
    return c ? std::to_string(*c) : std::string();
}

} // namespace

std::optional<int> OpenPiStore::setSchemaLabel(std::int64_t procedureId, const std::string &model,
                                               const std::string &person, int step, int position,
                                               std::optional<int> category)
{
    if (category && *category != 1 && *category != 2 && *category != 3) {
        throw InputError("an error category is 1 (correct), 2 (no change) or 3 (nonsense), not " +
                         std::to_string(*category));
    }
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::int64_t modelId = knownModel(project_, model);
    materialiseStep(db, procedureId, modelId, personId, step);
    Statement find = db.prepare("SELECT category FROM openpi_schema_label WHERE procedure_id = ? "
                                "AND model_id = ? AND person_id = ? AND step = ? AND position = ?");
    find.bind(1, procedureId).bind(2, modelId).bind(3, personId).bind(4, step).bind(5, position);
    if (!find.step()) {
        throw InputError("no predicted pair at step " + std::to_string(step) + ", slot " +
                         std::to_string(position + 1));
    }
    const std::optional<int> old = find.isNull(0) ? std::nullopt : std::optional(find.integer(0));
    find.reset();
    if (old == OpenPiSchemaSlot::kMissed) {
        throw InputError("a pair added as missed takes no error category");
    }
    if (old == category) {
        return old;
    }
    Statement up = db.prepare("UPDATE openpi_schema_label SET category = ?, set_at = ? WHERE "
                              "procedure_id = ? AND model_id = ? AND person_id = ? AND step = ? "
                              "AND position = ?");
    category ? up.bind(1, *category) : up.bindNull(1);
    up.bind(2, nowUtc()).bind(3, procedureId).bind(4, modelId).bind(5, personId).bind(6, step);
    up.bind(7, position).run();
    project_.audit(person, "schema_error.set", kDataset,
                   slotItem(procedureId, model, step, position), categoryText(old),
                   categoryText(category));
    tx.commit();
    return old;
}

int OpenPiStore::addMissedPair(std::int64_t procedureId, const std::string &model,
                               const std::string &person, int step, const std::string &entity,
                               const std::string &attribute)
{
    if (metrics::openpi::stripped(attribute).empty()) {
        throw InputError("a missed pair needs its attribute");
    }
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::int64_t modelId = knownModel(project_, model);
    materialiseStep(db, procedureId, modelId, personId, step);
    Statement next = db.prepare("SELECT coalesce(max(position) + 1, 0) FROM openpi_schema_label "
                                "WHERE procedure_id = ? AND model_id = ? AND person_id = ? AND "
                                "step = ?");
    next.bind(1, procedureId).bind(2, modelId).bind(3, personId).bind(4, step);
    next.step();
    const int position = next.integer(0);
    next.reset();
    setSchemaSlotIn(procedureId, modelId, personId, step, position,
                    OpenPiSchemaSlot{step, entity, attribute, OpenPiSchemaSlot::kMissed});
    project_.audit(person, "schema_missed.add", kDataset,
                   slotItem(procedureId, model, step, position), {}, entity + " | " + attribute);
    tx.commit();
    return position;
}

void OpenPiStore::setSchemaSlot(std::int64_t procedureId, const std::string &model,
                                const std::string &person, int step, int position,
                                const std::optional<OpenPiSchemaSlot> &slot)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::int64_t modelId = knownModel(project_, model);
    Statement find = db.prepare("SELECT entity, attribute, category FROM openpi_schema_label WHERE "
                                "procedure_id = ? AND model_id = ? AND person_id = ? AND step = ? "
                                "AND position = ?");
    find.bind(1, procedureId).bind(2, modelId).bind(3, personId).bind(4, step).bind(5, position);
    const std::string old =
        find.step()
            ? find.text(0) + " | " + find.text(1) + " | " +
                  categoryText(find.isNull(2) ? std::nullopt : std::optional(find.integer(2)))
            : std::string();
    find.reset();
    setSchemaSlotIn(procedureId, modelId, personId, step, position, slot);
    project_.audit(person, slot ? "schema_slot.set" : "schema_slot.remove", kDataset,
                   slotItem(procedureId, model, step, position), old,
                   slot ? slot->entity + " | " + slot->attribute + " | " +
                              categoryText(slot->category)
                        : std::string());
    tx.commit();
}

void OpenPiStore::setSchemaSlotIn(std::int64_t procedureId, std::int64_t modelId,
                                  std::int64_t personId, int step, int position,
                                  const std::optional<OpenPiSchemaSlot> &slot)
{
    Connection &db = project_.connection();
    db.prepare("DELETE FROM openpi_schema_label WHERE procedure_id = ? AND model_id = ? AND "
               "person_id = ? AND step = ? AND position = ?")
        .bind(1, procedureId)
        .bind(2, modelId)
        .bind(3, personId)
        .bind(4, step)
        .bind(5, position)
        .run();
    if (!slot) {
        return;
    }
    Statement ins = db.prepare("INSERT INTO openpi_schema_label(procedure_id, model_id, person_id, "
                               "step, position, entity, attribute, category, set_at) VALUES (?, ?, "
                               "?, ?, ?, ?, ?, ?, ?)");
    ins.bind(1, procedureId).bind(2, modelId).bind(3, personId).bind(4, step).bind(5, position);
    ins.bind(6, slot->entity).bind(7, slot->attribute);
    slot->category ? ins.bind(8, *slot->category) : ins.bindNull(8);
    ins.bind(9, nowUtc()).run();
}

void OpenPiStore::clearSchemaStep(std::int64_t procedureId, const std::string &model,
                                  const std::string &person, int step)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::int64_t modelId = knownModel(project_, model);
    Statement count = db.prepare("SELECT count(*) FROM openpi_schema_label WHERE procedure_id = ? "
                                 "AND model_id = ? AND person_id = ? AND step = ?");
    count.bind(1, procedureId).bind(2, modelId).bind(3, personId).bind(4, step);
    count.step();
    const std::int64_t slots = count.int64(0);
    count.reset();
    if (slots == 0) {
        return;
    }
    db.prepare("DELETE FROM openpi_schema_label WHERE procedure_id = ? AND model_id = ? AND "
               "person_id = ? AND step = ?")
        .bind(1, procedureId)
        .bind(2, modelId)
        .bind(3, personId)
        .bind(4, step)
        .run();
    project_.audit(person, "schema_step.clear", kDataset,
                   std::to_string(procedureId) + "/" + model + "/" + std::to_string(step),
                   std::to_string(slots) + " slots", {});
    tx.commit();
}

bool OpenPiStore::setSchemaAnalysisFinished(std::int64_t procedureId, const std::string &model,
                                            const std::string &person, bool finished)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::int64_t modelId = knownModel(project_, model);
    Statement find = db.prepare("SELECT 1 FROM openpi_schema_review WHERE procedure_id = ? AND "
                                "model_id = ? AND person_id = ?");
    find.bind(1, procedureId).bind(2, modelId).bind(3, personId);
    const bool old = find.step();
    find.reset();
    if (old == finished) {
        return old;
    }
    if (finished) {
        db.prepare("INSERT INTO openpi_schema_review(procedure_id, model_id, person_id, set_at) "
                   "VALUES (?, ?, ?, ?)")
            .bind(1, procedureId)
            .bind(2, modelId)
            .bind(3, personId)
            .bind(4, nowUtc())
            .run();
    } else {
        db.prepare("DELETE FROM openpi_schema_review WHERE procedure_id = ? AND model_id = ? AND "
                   "person_id = ?")
            .bind(1, procedureId)
            .bind(2, modelId)
            .bind(3, personId)
            .run();
    }
    project_.audit(person, finished ? "schema_errors.finish" : "schema_errors.reopen", kDataset,
                   std::to_string(procedureId) + "/" + model, {}, {});
    tx.commit();
    return old;
}

std::optional<bool>
OpenPiStore::setExpansionRating(std::int64_t procedureId, OpenPiClusterKind kind,
                                const std::string &entity, const std::string &attribute,
                                const std::string &paraphrase, const std::string &person,
                                std::optional<bool> correct)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const std::string k = kindText(kind);
    const std::string attr = kind == OpenPiClusterKind::Entity ? std::string() : attribute;
    Statement find =
        db.prepare("SELECT correct FROM openpi_expansion_rating WHERE procedure_id = ? "
                   "AND kind = ? AND entity = ? AND attribute = ? AND paraphrase = ? "
                   "AND person_id = ?");
    find.bind(1, procedureId).bind(2, k).bind(3, entity).bind(4, attr).bind(5, paraphrase);
    find.bind(6, personId);
    const std::optional<bool> old = find.step() ? std::optional(find.int64(0) != 0) : std::nullopt;
    find.reset();
    if (old == correct) {
        return old;
    }
    db.prepare("DELETE FROM openpi_expansion_rating WHERE procedure_id = ? AND kind = ? AND entity "
               "= ? AND attribute = ? AND paraphrase = ? AND person_id = ?")
        .bind(1, procedureId)
        .bind(2, k)
        .bind(3, entity)
        .bind(4, attr)
        .bind(5, paraphrase)
        .bind(6, personId)
        .run();
    if (correct) {
        db.prepare("INSERT INTO openpi_expansion_rating(procedure_id, kind, entity, attribute, "
                   "paraphrase, person_id, correct, set_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            .bind(1, procedureId)
            .bind(2, k)
            .bind(3, entity)
            .bind(4, attr)
            .bind(5, paraphrase)
            .bind(6, personId)
            .bind(7, *correct ? 1 : 0)
            .bind(8, nowUtc())
            .run();
    }
    const auto text = [](std::optional<bool> v) {
        return v ? std::string(*v ? "correct" : "wrong") : std::string();
    };
    project_.audit(person, "expansion.rate", kDataset,
                   std::to_string(procedureId) + "/" + k + "/" + entity +
                       (attr.empty() ? "" : "/" + attr) + "/" + paraphrase,
                   text(old), text(correct));
    tx.commit();
    return old;
}

} // namespace es::db
