#include "db/openpi/openpi_store.h"

#include "db/compact_json.h"
#include "db/engine/rows.h"
#include "db/openpi/openpi_store_parts.h"

#include <optional>

namespace es::db {

using nlohmann::ordered_json;
using openpi_store::kDataset;
using openpi_store::kindText;
using openpi_store::storedClustering;
using openpi_store::writeClustering;

std::string openPiClustersJson(const std::vector<OpenPiCluster> &clusters)
{
    ordered_json a = ordered_json::array();
    for (const OpenPiCluster &c : clusters) {
        a.push_back(
            {c.entity, c.canonical ? ordered_json(*c.canonical) : ordered_json(), c.members});
        if (!c.generated.empty()) {
            a.back().push_back(c.generated);
        }
    }
    return a.dump();
}

namespace {

// Reads clusters as openPiClustersJson writes them, [[entity, canonical or null, [member,
// ...], [generated, ...]], ...] with the generated list only where there is one; nullopt
// for anything else.
std::optional<std::vector<OpenPiCluster>> writtenClusters(std::string_view json)
{
    CompactJson j(json);
    std::vector<OpenPiCluster> out;
    const bool read = j.list([&] {
        OpenPiCluster x;
        if (!j.take('[') || !j.string(x.entity) || !j.take(',') ||
            (!j.null() && !j.string(x.canonical.emplace())) || !j.take(',') ||
            !j.strings(x.members) || (j.take(',') && !j.strings(x.generated)) || !j.take(']')) {
            return false;
        }
        out.push_back(std::move(x));
        return true;
    });
    return read && j.done() ? std::optional(std::move(out)) : std::nullopt;
}

} // namespace

std::vector<OpenPiCluster> openPiClustersFromJson(std::string_view json)
{
    // The store's own form is read directly (db/compact_json.h); anything else here.
    if (auto written = writtenClusters(json)) {
        return std::move(*written);
    }
    std::vector<OpenPiCluster> out;
    for (const auto &c : ordered_json::parse(json)) {
        OpenPiCluster x;
        x.entity = c.at(0).get<std::string>();
        if (c.at(1).is_string()) {
            x.canonical = c.at(1).get<std::string>();
        }
        x.members = c.at(2).get<std::vector<std::string>>();
        if (c.size() > 3) {
            x.generated = c.at(3).get<std::vector<std::string>>();
        }
        out.push_back(std::move(x));
    }
    return out;
}

bool OpenPiStore::holdsAny()
{
    return holdsRows(project_.connection(), "openpi_procedure");
}

std::int64_t OpenPiStore::procedureId(const std::string &key)
{
    Statement s = project_.connection().prepare("SELECT id FROM openpi_procedure WHERE key = ?");
    s.bind(1, key);
    if (!s.step()) {
        throw InputError(project_.path() + ": no OpenPI procedure with id \"" + key + "\"");
    }
    return s.int64(0);
}

std::int64_t OpenPiStore::entityId(std::int64_t procedureId, const std::string &entity)
{
    Statement s = project_.connection().prepare(
        "SELECT e.id FROM openpi_entity e WHERE e.procedure_id = ? AND e.name = ?");
    s.bind(1, procedureId).bind(2, entity);
    if (!s.step()) {
        throw InputError(project_.path() + ": the procedure has no entity \"" + entity + "\"");
    }
    return s.int64(0);
}

std::optional<OpenPiSalienceAdjudication>
OpenPiStore::adjudicateSalience(std::int64_t entityId, int step, const std::string &person,
                                const std::optional<OpenPiSalienceAdjudication> &decision,
                                const ExpectedDecision &expected,
                                std::optional<DecisionStamp> *inForce)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const Person adjudicator = project_.requireAdjudicator(person);
    if (decision && (decision->value < 0 || decision->value > 5)) {
        throw InputError("salience is an integer 0-5, not " + std::to_string(decision->value));
    }
    {
        // The steps are JSON kept as text; a server wants the text cast to JSON first.
        Statement steps = db.prepare(
            "SELECT json_array_length(" + db.asJson("p.steps") +
            "), p.key FROM openpi_entity e JOIN openpi_procedure p ON p.id = e.procedure_id "
            "WHERE e.id = ?");
        steps.bind(1, entityId);
        if (!steps.step()) {
            throw InputError("no OpenPI entity with id " + std::to_string(entityId));
        }
        if (step < 0 || step > steps.integer(0)) {
            throw InputError("procedure " + steps.text(1) + " has " +
                             std::to_string(steps.integer(0)) + " steps; there is no step " +
                             std::to_string(step));
        }
    }
    const std::string item = std::to_string(entityId) + "/" + std::to_string(step);
    lockDecision(db, kDataset, "salience " + item);
    Statement find = db.prepare("SELECT d.value, d.note, w.name, d.set_at FROM "
                                "openpi_salience_adjudication d JOIN person w "
                                "ON w.id = d.person_id WHERE d.entity_id = ? AND d.step = ?");
    find.bind(1, entityId).bind(2, step);
    std::optional<OpenPiSalienceAdjudication> old;
    std::optional<DecisionStamp> stamp;
    if (find.step()) {
        old = OpenPiSalienceAdjudication{find.integer(0), find.text(1)};
        stamp = DecisionStamp{find.text(2), find.text(3)};
    }
    find = Statement();
    checkDecision(project_, expected, stamp,
                  old ? "salience " + std::to_string(old->value) : std::string(), kDataset, item,
                  "OpenPI entity " + item);
    if (old == decision) {
        if (inForce) {
            *inForce = stamp;
        }
        return old;
    }
    const std::string at = nowUtc();
    if (decision) {
        db.prepare("INSERT INTO openpi_salience_adjudication(entity_id, step, value, person_id, "
                   "note, set_at) "
                   "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(entity_id, step) DO UPDATE SET value = "
                   "excluded.value, "
                   "person_id = excluded.person_id, note = excluded.note, set_at = excluded.set_at")
            .bind(1, entityId)
            .bind(2, step)
            .bind(3, decision->value)
            .bind(4, adjudicator.id)
            .bind(5, decision->note)
            .bind(6, at)
            .run();
    } else {
        db.prepare("DELETE FROM openpi_salience_adjudication WHERE entity_id = ? AND step = ?")
            .bind(1, entityId)
            .bind(2, step)
            .run();
    }
    project_.audit(person, decision ? "adjudicate" : "adjudication.withdraw", kDataset, item,
                   old ? std::to_string(old->value) : std::string(),
                   decision ? std::to_string(decision->value) : std::string(),
                   decision ? decision->note : std::string());
    // On a team server the decision's author is the connected login, whatever was sent.
    const std::string written =
        decision ? decisionAuthor(db, "openpi_salience_adjudication", "entity_id = ? AND step = ?",
                                  [&](Statement &s) { s.bind(1, entityId).bind(2, step); })
                 : std::string();
    tx.commit();
    if (inForce) {
        *inForce = decision ? std::optional(DecisionStamp{written, at}) : std::nullopt;
    }
    return old;
}

std::optional<OpenPiClusterAdjudication> OpenPiStore::adjudicateClusters(
    std::int64_t procedureId, OpenPiClusterKind kind, const std::string &person,
    const std::optional<OpenPiClusterAdjudication> &decision, const ExpectedDecision &expected,
    std::optional<DecisionStamp> *inForce)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const Person adjudicator = project_.requireAdjudicator(person);
    const std::string item = std::to_string(procedureId) + "/" + kindText(kind);
    lockDecision(db, kDataset, "clusters " + item);
    Statement find = db.prepare(
        "SELECT d.clusters, d.note, w.name, d.set_at FROM openpi_clustering_adjudication d JOIN "
        "person w ON w.id = d.person_id WHERE d.procedure_id = ? AND d.kind = ?");
    find.bind(1, procedureId).bind(2, kindText(kind));
    std::optional<OpenPiClusterAdjudication> old;
    std::optional<DecisionStamp> stamp;
    std::string oldJson;
    if (find.step()) {
        oldJson = find.text(0);
        old = OpenPiClusterAdjudication{openPiClustersFromJson(oldJson), find.text(1)};
        stamp = DecisionStamp{find.text(2), find.text(3)};
    }
    find = Statement();
    checkDecision(project_, expected, stamp,
                  old ? std::to_string(old->clusters.size()) + " clusters" : std::string(),
                  kDataset, item, "OpenPI procedure " + item);
    if (old == decision) {
        if (inForce) {
            *inForce = stamp;
        }
        return old;
    }
    const std::string at = nowUtc();
    const std::string json = decision ? openPiClustersJson(decision->clusters) : std::string();
    if (decision) {
        db.prepare(
              "INSERT INTO openpi_clustering_adjudication(procedure_id, kind, clusters, person_id, "
              "note, set_at) "
              "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(procedure_id, kind) DO UPDATE SET clusters = "
              "excluded.clusters, person_id = excluded.person_id, note = excluded.note, set_at = "
              "excluded.set_at")
            .bind(1, procedureId)
            .bind(2, kindText(kind))
            .bind(3, json)
            .bind(4, adjudicator.id)
            .bind(5, decision->note)
            .bind(6, at)
            .run();
    } else {
        db.prepare("DELETE FROM openpi_clustering_adjudication WHERE procedure_id = ? AND kind = ?")
            .bind(1, procedureId)
            .bind(2, kindText(kind))
            .run();
    }
    project_.audit(person, decision ? "adjudicate" : "adjudication.withdraw", kDataset, item,
                   oldJson, json, decision ? decision->note : std::string());
    // On a team server the decision's author is the connected login, whatever was sent.
    const std::string written =
        decision
            ? decisionAuthor(db, "openpi_clustering_adjudication", "procedure_id = ? AND kind = ?",
                             [&](Statement &s) { s.bind(1, procedureId).bind(2, kindText(kind)); })
            : std::string();
    tx.commit();
    if (inForce) {
        *inForce = decision ? std::optional(DecisionStamp{written, at}) : std::nullopt;
    }
    return old;
}

std::optional<int> OpenPiStore::setSalience(std::int64_t entityId, int step,
                                            const std::string &person, std::optional<int> value)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    Statement find =
        db.prepare("SELECT id, value FROM openpi_salience WHERE entity_id = ? AND step = ? AND "
                   "coalesce(person_id, 0) = ? AND coalesce(model_id, 0) = 0");
    find.bind(1, entityId).bind(2, step).bind(3, personId);
    std::optional<int> old;
    std::int64_t id = 0;
    if (find.step()) {
        id = find.int64(0);
        old = find.integer(1);
    }
    find.reset();
    if (old == value) {
        return old;
    }
    if (!value) {
        db.prepare("DELETE FROM openpi_salience WHERE id = ?").bind(1, id).run();
    } else if (id) {
        db.prepare("UPDATE openpi_salience SET value = ?, valid = 1, raw = ?, explanation = NULL, "
                   "extra = NULL, "
                   "set_at = ? WHERE id = ?")
            .bind(1, *value)
            .bind(2, std::to_string(*value))
            .bind(3, nowUtc())
            .bind(4, id)
            .run();
    } else {
        db.prepare(
              "INSERT INTO openpi_salience(entity_id, step, person_id, value, valid, raw, set_at) "
              "VALUES (?, ?, ?, ?, 1, ?, ?)")
            .bind(1, entityId)
            .bind(2, step)
            .bind(3, personId)
            .bind(4, *value)
            .bind(5, std::to_string(*value))
            .bind(6, nowUtc())
            .run();
    }
    project_.audit(
        person, "salience.set", kDataset, std::to_string(entityId) + "/" + std::to_string(step),
        old ? std::to_string(*old) : std::string(), value ? std::to_string(*value) : std::string());
    tx.commit();
    return old;
}

std::optional<std::vector<OpenPiCluster>>
OpenPiStore::setClusters(std::int64_t procedureId, OpenPiClusterKind kind,
                         const std::string &person,
                         const std::optional<std::vector<OpenPiCluster>> &clusters)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::int64_t personId = project_.ensureAnnotator(person);
    const auto old = storedClustering(db, procedureId, kind, personId, 0);
    writeClustering(project_, procedureId, kind, personId, 0, clusters, {}, person, {});
    tx.commit();
    return old ? std::optional(openPiClustersFromJson(old->clusters)) : std::nullopt;
}

} // namespace es::db
