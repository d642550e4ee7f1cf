// OpenPiStore's exports: every file the OpenPI release has, written back from what a
// project stores (procedures with their gold clusters, a rater's salience, adjudicated gold,
// clusterings, predicted schemata and states, error analyses and judgements of
// paraphrases), in the released shapes.

#include "db/engine/rows.h"
#include "db/json_input.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store.h"
#include "db/openpi/openpi_store_parts.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace es::db {

using nlohmann::ordered_json;
using openpi_store::kindText;
using openpi_store::knownModel;

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
