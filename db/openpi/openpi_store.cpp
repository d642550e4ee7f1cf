#include "db/openpi/openpi_store.h"

#include "db/compact_json.h"
#include "db/engine/rows.h"
#include "db/json_input.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store_parts.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace es::db {

using nlohmann::ordered_json;
using openpi_store::kDataset;
using openpi_store::kindText;
using openpi_store::knownModel;
using openpi_store::storedClustering;
using openpi_store::writeClustering;

namespace {

// Adds the fields of a stored JSON object (the extra fields a file gave) to `into`.
void mergeFields(ordered_json &into, std::string_view storedObject)
{
    const ordered_json fields = ordered_json::parse(storedObject);
    for (const auto &[k, v] : fields.items()) {
        into[k] = v;
    }
}

// (person id, model id), 0 for none; throws when an exported rater is unknown.
std::pair<std::int64_t, std::int64_t> knownRater(Project &project, const OpenPiRater &r)
{
    if (r.kind == OpenPiRaterKind::None) {
        return {0, 0};
    }
    const auto id =
        r.kind == OpenPiRaterKind::Person ? project.findPerson(r.name) : project.findModel(r.name);
    if (!id) {
        throw InputError(
            std::string(r.kind == OpenPiRaterKind::Person ? "no annotator" : "no model") +
            " named \"" + r.name + "\" in the project");
    }
    return r.kind == OpenPiRaterKind::Person ? std::pair(*id, std::int64_t{0})
                                             : std::pair(std::int64_t{0}, *id);
}

// Gold clusters from a hand-made file, which name no canonical: the gold exports in the
// hand-made shapes give these back, the released ones go with the procedures.
bool handMade(const std::vector<OpenPiCluster> &clusters)
{
    return std::none_of(clusters.begin(), clusters.end(),
                        [](const OpenPiCluster &c) { return c.canonical.has_value(); });
}

} // namespace

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

namespace {

struct ProcedureJson
{
    std::int64_t id = 0;
    std::string key;
    ordered_json json;
    std::vector<std::int64_t> entities; // parallel to json["states"]
    // The procedures file's clusters as given, written back in place of the gold rows
    // (which hand-made gold may have replaced since).
    std::optional<ordered_json> released;
};

// Procedures with their states and gold clusters, in the released shape.
std::vector<ProcedureJson> proceduresJson(Connection &db, const std::string &where,
                                          bool adjudicated = false)
{
    std::vector<ProcedureJson> out;
    std::unordered_map<std::int64_t, std::size_t> index;
    {
        forEachRow(db,
                   "SELECT id, key, goal, steps, topics, extra, clusters FROM openpi_procedure " +
                       where + " ORDER BY id",
                   [&](const auto &s) {
                       ProcedureJson p{s.int64(0), s.text(1), ordered_json::object(), {}, {}};
                       if (!adjudicated && !s.isNull(6)) {
                           p.released = ordered_json::parse(s.textView(6));
                       }
                       p.json["goal"] = s.text(2);
                       p.json["steps"] = ordered_json::parse(s.textView(3));
                       if (!s.isNull(4)) {
                           p.json["topics"] = ordered_json::parse(s.textView(4));
                       }
                       mergeFields(p.json, s.textView(5));
                       p.json["states"] = ordered_json::array();
                       index.emplace(p.id, out.size());
                       out.push_back(std::move(p));
                   });
    }
    {
        forEachRow(db,
                   "SELECT procedure_id, id, name, annotation, answers, extra FROM openpi_entity "
                   "ORDER BY procedure_id, position",
                   [&](const auto &s) {
                       const auto it = index.find(s.int64(0));
                       if (it == index.end()) {
                           return;
                       }
                       ordered_json e = ordered_json::object();
                       e["entity"] = s.text(2);
                       e["answers"] = ordered_json::parse(s.textView(4));
                       if (!s.isNull(3)) {
                           e["entity_annotation"] = ordered_json::parse(s.textView(3));
                       }
                       mergeFields(e, s.textView(5));
                       out[it->second].json["states"].push_back(std::move(e));
                       out[it->second].entities.push_back(s.int64(1));
                   });
    }
    {
        Statement s = db.prepare(
            "SELECT procedure_id, kind, clusters FROM openpi_clustering WHERE person_id IS NULL "
            "AND model_id IS NULL ORDER BY procedure_id, kind");
        std::map<std::int64_t, std::pair<std::vector<OpenPiCluster>, std::vector<OpenPiCluster>>>
            gold;
        while (s.step()) {
            if (!index.contains(s.int64(0))) {
                continue;
            }
            auto &g = gold[s.int64(0)];
            (s.textView(1) == "attribute" ? g.second : g.first) =
                openPiClustersFromJson(s.textView(2));
        }
        if (adjudicated) {
            forEachRow(db,
                       "SELECT procedure_id, kind, clusters FROM openpi_clustering_adjudication",
                       [&](const auto &d) {
                           if (index.contains(d.int64(0))) {
                               auto &g = gold[d.int64(0)];
                               (d.textView(1) == "attribute" ? g.second : g.first) =
                                   openPiClustersFromJson(d.textView(2));
                           }
                       });
        }
        for (ProcedureJson &p : out) {
            if (p.released) {
                p.json["clusters"] = std::move(*p.released);
                gold.erase(p.id);
            }
        }
        for (auto &[id, g] : gold) {
            ordered_json clusters = ordered_json::object();
            std::set<std::string> used;
            for (const OpenPiCluster &c : g.first) {
                std::string name =
                    c.canonical.value_or(c.members.empty() ? std::string() : c.members.front());
                for (int n = 2; used.contains(name); ++n) {
                    name = c.canonical.value_or(std::string()) + " (" + std::to_string(n) + ")";
                }
                used.insert(name);
                clusters[name] = {{"entity_cluster", c.members},
                                  {"attribute_cluster", ordered_json::object()}};
            }
            for (const OpenPiCluster &c : g.second) {
                auto &entry = clusters[c.entity];
                if (!entry.contains("entity_cluster")) {
                    entry["entity_cluster"] = ordered_json::array();
                }
                entry["attribute_cluster"][c.canonical.value_or(std::string())] = c.members;
            }
            out[index.at(id)].json["clusters"] = std::move(clusters);
        }
    }
    return out;
}

} // namespace

ordered_json OpenPiStore::exportProcedures()
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    ordered_json out = ordered_json::object();
    for (ProcedureJson &p : proceduresJson(db, {})) {
        out[p.key] = std::move(p.json);
    }
    return out;
}

namespace {

struct StoredRating
{
    std::string raw;
    std::string explanation;
    std::string extra;
};
using StoredRatings = std::map<std::pair<std::int64_t, int>, StoredRating>;

// Procedures in the salience files' shape: each step's changes under "attributes", with
// the rating of that step beside them and the global rating on the entity.
ordered_json salienceJson(std::vector<ProcedureJson> procedures, const StoredRatings &ratings,
                          bool isModel)
{
    using Stored = StoredRating;
    auto put = [&](ordered_json &obj, const Stored &r, const char *valueKey,
                   const char *explanationKey) {
        obj[valueKey] = ordered_json::parse(r.raw);
        if (isModel && !r.explanation.empty()) {
            obj[explanationKey] = r.explanation;
        }
        if (!r.extra.empty()) {
            mergeFields(obj, r.extra);
        }
    };
    const char *globalKey = isModel ? "global_salience_pred" : "global_salience";
    const char *localKey = isModel ? "local_salience_pred" : "local_salience";
    ordered_json out = ordered_json::object();
    for (ProcedureJson &p : procedures) {
        for (std::size_t i = 0; i < p.entities.size(); ++i) {
            ordered_json &state = p.json["states"][i];
            ordered_json answers = ordered_json::object();
            for (auto &[stepKey, changes] : state["answers"].items()) {
                ordered_json step = {{"attributes", changes}};
                const auto n = openPiStepNumber(stepKey).value_or(0);
                if (const auto r = ratings.find({p.entities[i], n}); r != ratings.end()) {
                    put(step, r->second, localKey, "local_salience_explanation");
                }
                answers[stepKey] = std::move(step);
            }
            state["answers"] = std::move(answers);
            if (const auto r = ratings.find({p.entities[i], 0}); r != ratings.end()) {
                put(state, r->second, globalKey, "global_salience_explanation");
            }
        }
        out[p.key] = std::move(p.json);
    }
    return out;
}

} // namespace

ordered_json OpenPiStore::exportSalience(const OpenPiRater &rater)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    const auto [person, model] = knownRater(project_, rater);
    const std::string who =
        person ? "person_id = " + std::to_string(person) : "model_id = " + std::to_string(model);
    StoredRatings ratings;
    {
        Statement s = db.prepare(
            "SELECT entity_id, step, raw, coalesce(explanation, ''), coalesce(extra, '') "
            "FROM openpi_salience WHERE " +
            who);
        while (s.step()) {
            ratings[{s.int64(0), s.integer(1)}] = {s.text(2), s.text(3), s.text(4)};
        }
    }
    return salienceJson(
        proceduresJson(db, "WHERE id IN (SELECT e.procedure_id FROM openpi_entity e JOIN "
                           "openpi_salience s ON s.entity_id = e.id WHERE s." +
                               who + ")"),
        ratings, model != 0);
}

ordered_json OpenPiStore::exportGold()
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    StoredRatings ratings;
    Statement s = db.prepare("SELECT entity_id, step, value FROM openpi_salience_adjudication");
    while (s.step()) {
        ratings[{s.int64(0), s.integer(1)}] = {std::to_string(s.int64(2)), {}, {}};
    }
    return salienceJson(proceduresJson(db, {}, true), ratings, false);
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

ordered_json OpenPiStore::exportClusters(const OpenPiRater &rater)
{
    return exportClusterings(
        rater, OpenPiClusterKind::Entity,
        [&](const std::vector<OpenPiCluster> &clusters, const std::string &goal,
            std::string_view steps, std::string_view extra) {
            ordered_json entry = ordered_json::object();
            if (rater.kind == OpenPiRaterKind::None) {
                entry["goal"] = goal;
                entry["steps"] = ordered_json::parse(steps);
                entry["entities"] = ordered_json::array();
                for (const OpenPiCluster &c : clusters) {
                    entry["entities"].push_back(c.members);
                }
                if (!extra.empty()) {
                    mergeFields(entry, extra);
                }
            } else {
                for (const OpenPiCluster &c : clusters) {
                    entry[c.canonical.value_or(c.members.empty() ? std::string()
                                                                 : c.members.front())] = c.members;
                }
            }
            return entry;
        });
}

ordered_json OpenPiStore::exportClusterings(
    const OpenPiRater &rater, OpenPiClusterKind kind,
    const std::function<ordered_json(const std::vector<OpenPiCluster> &, const std::string &,
                                     std::string_view, std::string_view)> &entry)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    const auto [person, model] = knownRater(project_, rater);
    Statement s = db.prepare("SELECT p.key, p.goal, p.steps, c.clusters, coalesce(c.extra, '') "
                             "FROM openpi_clustering c JOIN openpi_procedure p ON p.id = "
                             "c.procedure_id WHERE c.kind = ? AND coalesce(c.person_id, 0) = ? AND "
                             "coalesce(c.model_id, 0) = ? ORDER BY p.id");
    s.bind(1, kindText(kind)).bind(2, person).bind(3, model);
    ordered_json out = ordered_json::object();
    while (s.step()) {
        const auto clusters = openPiClustersFromJson(s.textView(3));
        if (rater.kind == OpenPiRaterKind::None && !handMade(clusters)) {
            continue;
        }
        out[s.text(0)] = entry(clusters, s.text(1), s.textView(2), s.textView(4));
    }
    return out;
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

namespace es::db {

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

ordered_json OpenPiStore::exportAttributeClusters(const OpenPiRater &rater)
{
    return exportClusterings(
        rater, OpenPiClusterKind::Attribute,
        [&](const std::vector<OpenPiCluster> &clusters, const std::string &goal,
            std::string_view steps, std::string_view extra) {
            ordered_json byEntity = ordered_json::object();
            for (const OpenPiCluster &c : clusters) {
                if (rater.kind == OpenPiRaterKind::None) {
                    byEntity[c.entity].push_back(joinMentions(c.members));
                } else {
                    byEntity[c.entity][c.canonical.value_or(
                        c.members.empty() ? std::string() : c.members.front())] = c.members;
                }
            }
            if (rater.kind != OpenPiRaterKind::None) {
                return byEntity;
            }
            ordered_json entry = ordered_json::object();
            entry["goal"] = goal;
            entry["steps"] = ordered_json::parse(steps);
            entry["entity_attr_dict"] = std::move(byEntity);
            if (!extra.empty()) {
                mergeFields(entry, extra);
            }
            return entry;
        });
}

namespace {

ordered_json predictionsOf(Connection &db, const char *table, std::int64_t model)
{
    Statement s = db.prepare(std::string("SELECT p.key, t.steps FROM ") + table +
                             " t JOIN openpi_procedure p ON p.id = t.procedure_id WHERE "
                             "coalesce(t.model_id, 0) = ? ORDER BY p.id");
    s.bind(1, model);
    ordered_json out = ordered_json::object();
    while (s.step()) {
        out[s.text(0)] = ordered_json::parse(s.textView(1));
    }
    return out;
}

} // namespace

ordered_json OpenPiStore::exportSchemata(const std::string &model)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    return predictionsOf(db, "openpi_schema_prediction", knownModel(project_, model));
}

ordered_json OpenPiStore::exportStates(const std::string &model)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    return predictionsOf(db, "openpi_states", model.empty() ? 0 : knownModel(project_, model));
}

ordered_json OpenPiStore::exportSchemaErrors(const std::string &person, const std::string &model)
{
    if (!project_.findPerson(person)) {
        throw InputError("no annotator named \"" + person + "\" in the project");
    }
    knownModel(project_, model);
    const OpenPiSnapshot snap = load();
    ordered_json out = ordered_json::object();
    const int personRater = snap.raterIndex(person, false);
    const int modelRater = snap.raterIndex(model, true);
    for (const OpenPiSnapshot::SchemaAnalysis &a : snap.schemaAnalyses) {
        if (static_cast<int>(a.person) != personRater || static_cast<int>(a.model) != modelRater) {
            continue;
        }
        // Every step of the procedure, the unlabelled predicted pairs of a step the person
        // left alone included, as the released files list them.
        ordered_json steps = ordered_json::array();
        const auto rows = snap.analysisSlots(&a, a.procedure, a.model);
        const int stepCount =
            std::max<int>(static_cast<int>(snap.procedures[a.procedure].steps.size()),
                          rows.empty() ? 0 : rows.back().slot.step);
        for (int step = 1; step <= stepCount; ++step) {
            ordered_json byEntity = ordered_json::object();
            for (const auto &r : rows) {
                if (r.slot.step == step) {
                    byEntity[r.slot.entity].push_back(
                        {r.slot.attribute, schemaLabelJson(r.slot.category)});
                }
            }
            steps.push_back(std::move(byEntity));
        }
        if (a.annotated) {
            steps.push_back("annotated");
        }
        out[snap.procedures[a.procedure].key] = std::move(steps);
    }
    return out;
}

} // namespace es::db

namespace es::db {

ordered_json OpenPiStore::exportExpansionJudgements(const std::string &person,
                                                    OpenPiClusterKind kind)
{
    Connection &db = project_.connection();
    ReadTransaction read(db);
    const auto personId = project_.findPerson(person);
    if (!personId) {
        throw InputError("no annotator named \"" + person + "\" in the project");
    }
    // (procedure, entity, attribute) -> paraphrase -> correct (nullopt: listed without any)
    std::map<std::int64_t, std::map<std::pair<std::string, std::string>,
                                    std::map<std::string, std::optional<int>>>>
        judged;
    {
        Statement s = db.prepare("SELECT procedure_id, entity, attribute, paraphrase, correct FROM "
                                 "openpi_expansion_rating WHERE person_id = ? AND kind = ?");
        s.bind(1, *personId).bind(2, kindText(kind));
        while (s.step()) {
            judged[s.int64(0)][{s.text(1), s.text(2)}][s.text(3)] =
                s.isNull(4) ? std::nullopt : std::optional(s.integer(4));
        }
    }
    ordered_json out = ordered_json::object();
    Statement p =
        db.prepare("SELECT id, key, goal, steps, clusters FROM openpi_procedure ORDER BY id");
    while (p.step()) {
        const auto it = judged.find(p.int64(0));
        if (it == judged.end() || p.isNull(4)) {
            continue;
        }
        const auto &byCluster = it->second;
        // A cluster's judged paraphrases in the release's order, and the bad ones.
        const auto lists = [&](const std::string &entity, const std::string &attribute,
                               const std::vector<std::string> &generated) {
            std::pair<ordered_json, ordered_json> out2{ordered_json::array(),
                                                       ordered_json::array()};
            const auto c = byCluster.find({entity, attribute});
            for (const std::string &g : generated) {
                const auto j = c->second.find(g);
                if (j != c->second.end() && j->second) {
                    out2.first.push_back(g);
                    if (*j->second == 0) {
                        out2.second.push_back(g);
                    }
                }
            }
            return out2;
        };
        ordered_json annotation = ordered_json::object();
        const ordered_json clusters = ordered_json::parse(p.textView(4));
        for (const auto &[entity, c] : clusters.items()) {
            const ordered_json members = c.value("entity_cluster", ordered_json::array());
            if (kind == OpenPiClusterKind::Entity) {
                if (!byCluster.contains({entity, std::string()})) {
                    continue;
                }
                auto [paraphrases, bad] =
                    lists(entity, {}, jsonStrings(c.value("entity_overgenerate", ordered_json())));
                annotation[entity] = {{"original_cluster", members},
                                      {"overgenerate_cluster", std::move(paraphrases)},
                                      {"bad_overgenerate", std::move(bad)}};
                continue;
            }
            ordered_json entries = ordered_json::array();
            const ordered_json attributes = c.value("attribute_cluster", ordered_json::object());
            for (const auto &[attribute, a] : attributes.items()) {
                if (!byCluster.contains({entity, attribute})) {
                    continue;
                }
                const ordered_json names =
                    a.is_object() ? a.value("attribute_cluster", ordered_json::array()) : a;
                auto [paraphrases, bad] = lists(
                    entity, attribute,
                    a.is_object() ? jsonStrings(a.value("attribute_overgenerate", ordered_json()))
                                  : std::vector<std::string>{});
                entries.push_back({{"original_attribute", names},
                                   {"attribute_overgenerate", std::move(paraphrases)},
                                   {"bad_overgenerate", std::move(bad)}});
            }
            if (!entries.empty()) {
                annotation[entity] = {{"original_entity", members},
                                      {"attribute_annotation", std::move(entries)}};
            }
        }
        out[p.text(1)] = {
            {"goal", p.text(2)},
            {"steps",
             stepsAsLines(ordered_json::parse(p.textView(3)).get<std::vector<std::string>>())},
            {"annotation", std::move(annotation)}};
    }
    return out;
}

} // namespace es::db
