// The writers of what an OpenPI import brings, one a kind of file: clusterings (which the
// workbench's cluster edits write too), the released clusters, predicted schemata and
// states, error analyses of predicted schemata and judgements of generated paraphrases.
// Each compares with what is stored, writes only a change and audits it.

#include "db/json_input.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store_parts.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace es::db::openpi_store {

using nlohmann::ordered_json;

std::optional<StoredClustering> storedClustering(Connection &db, std::int64_t procedure,
                                                 OpenPiClusterKind kind, std::int64_t person,
                                                 std::int64_t model)
{
    Statement s = db.prepare(
        "SELECT id, clusters, coalesce(extra, '') FROM openpi_clustering WHERE procedure_id = ? "
        "AND kind = ? AND coalesce(person_id, 0) = ? AND coalesce(model_id, 0) = ?");
    s.bind(1, procedure).bind(2, kindText(kind)).bind(3, person).bind(4, model);
    if (!s.step()) {
        return std::nullopt;
    }
    return StoredClustering{s.int64(0), s.text(1), s.text(2)};
}

bool writeClustering(Project &project, std::int64_t procedure, OpenPiClusterKind kind,
                     std::int64_t person, std::int64_t model,
                     const std::optional<std::vector<OpenPiCluster>> &clusters,
                     const std::string &extra, const std::string &who, const std::string &detail)
{
    Connection &db = project.connection();
    const auto old = storedClustering(db, procedure, kind, person, model);
    const std::string json = clusters ? openPiClustersJson(*clusters) : std::string();
    if (!clusters) {
        if (!old) {
            return false;
        }
        db.prepare("DELETE FROM openpi_clustering WHERE id = ?").bind(1, old->id).run();
    } else if (old) {
        if (old->clusters == json && old->extra == extra) {
            return false;
        }
        db.prepare("UPDATE openpi_clustering SET clusters = ?, extra = ?, set_at = ? WHERE id = ?")
            .bind(1, json)
            .bind(2, extra.empty() ? std::nullopt : std::optional(extra))
            .bind(3, nowUtc())
            .bind(4, old->id)
            .run();
    } else {
        Statement ins = db.prepare(
            "INSERT INTO openpi_clustering(procedure_id, kind, person_id, model_id, clusters, "
            "extra, set_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
        ins.bind(1, procedure).bind(2, kindText(kind));
        person ? ins.bind(3, person) : ins.bindNull(3);
        model ? ins.bind(4, model) : ins.bindNull(4);
        ins.bind(5, json)
            .bind(6, extra.empty() ? std::nullopt : std::optional(extra))
            .bind(7, nowUtc())
            .run();
    }
    project.audit(who, kindText(kind) + "_clusters.set", kDataset, std::to_string(procedure),
                  old ? old->clusters : std::string(), json, detail);
    return true;
}

void writeReleasedClusters(Project &project, std::int64_t procedure, const ordered_json &clusters,
                           const std::string &who, const std::string &detail)
{
    Connection &db = project.connection();
    Statement find = db.prepare("SELECT clusters FROM openpi_procedure WHERE id = ?");
    find.bind(1, procedure);
    find.step();
    const std::string old = find.isNull(0) ? std::string() : find.text(0);
    find.reset();
    const std::string json = clusters.dump();
    if (old == json) {
        return;
    }
    db.prepare("UPDATE openpi_procedure SET clusters = ? WHERE id = ?")
        .bind(1, json)
        .bind(2, procedure)
        .run();
    project.audit(who, "released_clusters.set", kDataset, std::to_string(procedure), old, json,
                  detail);
}

void checkStepCount(Connection &db, std::int64_t procedure, std::size_t steps,
                    const std::string &source, const std::string &key)
{
    Statement s = db.prepare("SELECT steps FROM openpi_procedure WHERE id = ?");
    s.bind(1, procedure);
    s.step();
    const std::size_t has = ordered_json::parse(s.textView(0)).size();
    if (steps > has) {
        throw InputError(idPath(source, key) + ": " + std::to_string(steps) +
                         " steps, but procedure \"" + key + "\" has " + std::to_string(has));
    }
}

bool writePrediction(Project &project, const char *table, std::int64_t procedure,
                     std::int64_t model, const std::optional<std::string> &steps,
                     const std::string &who, const std::string &detail, std::int64_t person)
{
    Connection &db = project.connection();
    const std::string t = table;
    const bool states = t == "openpi_states";
    // Schemata are a model's alone; states a model's, a person's or the gold.
    const std::string whose = states ? " coalesce(model_id, 0) = ? AND coalesce(person_id, 0) = ?"
                                     : " coalesce(model_id, 0) = ?";
    Statement find = db.prepare("SELECT steps FROM " + t + " WHERE procedure_id = ? AND" + whose);
    find.bind(1, procedure).bind(2, model);
    if (states) {
        find.bind(3, person);
    }
    const bool known = find.step();
    const std::string old = known ? find.text(0) : std::string();
    find.reset();
    if (known ? steps == old : !steps) {
        return false;
    }
    if (!steps) {
        Statement del = db.prepare("DELETE FROM " + t + " WHERE procedure_id = ? AND" + whose);
        del.bind(1, procedure).bind(2, model);
        if (states) {
            del.bind(3, person);
        }
        del.run();
    } else if (known) {
        Statement up = db.prepare("UPDATE " + t +
                                  " SET steps = ?, set_at = ? WHERE procedure_id = ? AND" + whose);
        up.bind(1, *steps).bind(2, nowUtc()).bind(3, procedure).bind(4, model);
        if (states) {
            up.bind(5, person);
        }
        up.run();
    } else {
        Statement ins =
            db.prepare("INSERT INTO " + t + "(procedure_id, model_id, steps, set_at" +
                       (states ? ", person_id) VALUES (?, ?, ?, ?, ?)" : ") VALUES (?, ?, ?, ?)"));
        ins.bind(1, procedure);
        model ? ins.bind(2, model) : ins.bindNull(2);
        ins.bind(3, *steps).bind(4, nowUtc());
        if (states) {
            person ? ins.bind(5, person) : ins.bindNull(5);
        }
        ins.run();
    }
    project.audit(who, states ? "states.set" : "schemata.set", kDataset, std::to_string(procedure),
                  old, steps.value_or(std::string()), detail);
    return true;
}

namespace {

struct StoredSlots
{
    std::vector<OpenPiSchemaSlot> slots; // by step, then position
    bool annotated = false;
};

StoredSlots storedSchemaErrors(Connection &db, std::int64_t procedure, std::int64_t model,
                               std::int64_t person)
{
    StoredSlots out;
    Statement s = db.prepare("SELECT step, entity, attribute, category FROM openpi_schema_label "
                             "WHERE procedure_id = ? AND model_id = ? AND person_id = ? ORDER BY "
                             "step, position");
    s.bind(1, procedure).bind(2, model).bind(3, person);
    while (s.step()) {
        out.slots.push_back({s.integer(0), s.text(1), s.text(2),
                             s.isNull(3) ? std::nullopt : std::optional(s.integer(3))});
    }
    Statement r = db.prepare("SELECT 1 FROM openpi_schema_review WHERE procedure_id = ? AND "
                             "model_id = ? AND person_id = ?");
    r.bind(1, procedure).bind(2, model).bind(3, person);
    out.annotated = r.step();
    return out;
}

std::string slotsSummary(const StoredSlots &s)
{
    std::size_t labelled = 0, missed = 0;
    for (const OpenPiSchemaSlot &x : s.slots) {
        if (x.category == OpenPiSchemaSlot::kMissed) {
            missed += x.attribute.empty() ? 0 : 1;
        } else if (x.category) {
            ++labelled;
        }
    }
    return std::to_string(labelled) + " labelled, " + std::to_string(missed) + " missed" +
           (s.annotated ? ", finished" : "");
}

} // namespace

bool writeSchemaErrors(Project &project, std::int64_t procedure, std::int64_t model,
                       std::int64_t person, const std::vector<OpenPiSchemaSlot> &slots,
                       bool annotated, const std::string &who, const std::string &detail)
{
    Connection &db = project.connection();
    const StoredSlots old = storedSchemaErrors(db, procedure, model, person);
    if (old.slots == slots && old.annotated == annotated) {
        return false;
    }
    db.prepare("DELETE FROM openpi_schema_label WHERE procedure_id = ? AND model_id = ? AND "
               "person_id = ?")
        .bind(1, procedure)
        .bind(2, model)
        .bind(3, person)
        .run();
    db.prepare("DELETE FROM openpi_schema_review WHERE procedure_id = ? AND model_id = ? AND "
               "person_id = ?")
        .bind(1, procedure)
        .bind(2, model)
        .bind(3, person)
        .run();
    const std::string at = nowUtc();
    Statement ins = db.prepare("INSERT INTO openpi_schema_label(procedure_id, model_id, person_id, "
                               "step, position, entity, attribute, category, set_at) VALUES (?, ?, "
                               "?, ?, ?, ?, ?, ?, ?)");
    int position = 0, step = 0;
    for (const OpenPiSchemaSlot &x : slots) {
        position = x.step == step ? position + 1 : 0;
        step = x.step;
        ins.bind(1, procedure).bind(2, model).bind(3, person).bind(4, x.step).bind(5, position);
        ins.bind(6, x.entity).bind(7, x.attribute);
        x.category ? ins.bind(8, *x.category) : ins.bindNull(8);
        ins.bind(9, at).run();
    }
    if (annotated) {
        db.prepare("INSERT INTO openpi_schema_review(procedure_id, model_id, person_id, set_at) "
                   "VALUES (?, ?, ?, ?)")
            .bind(1, procedure)
            .bind(2, model)
            .bind(3, person)
            .bind(4, at)
            .run();
    }
    project.audit(who, "schema_errors.set", kDataset, std::to_string(procedure),
                  old.slots.empty() && !old.annotated ? std::string() : slotsSummary(old),
                  slotsSummary({slots, annotated}), detail);
    return true;
}

// The released clusters of a procedure as given, or InputError naming the file's entry.
namespace {

ordered_json releasedClusters(Connection &db, std::int64_t procedure, const std::string &at)
{
    Statement s = db.prepare("SELECT clusters FROM openpi_procedure WHERE id = ?");
    s.bind(1, procedure);
    if (!s.step() || s.isNull(0)) {
        throw InputError(at + ": the procedure has no released clusters to judge; import its "
                              "procedures file first");
    }
    return ordered_json::parse(s.textView(0));
}

// A released cluster's hand-made mentions and generated paraphrases: an entity cluster's,
// or the attribute cluster of `entity` whose mentions are `attributeMentions`; its
// canonical attribute goes to `attribute`.
std::optional<std::pair<std::vector<std::string>, std::vector<std::string>>>
releasedCluster(const ordered_json &clusters, const OpenPiExpansionJudgement &j,
                std::string *attribute)
{
    const auto c = clusters.find(j.entity);
    if (c == clusters.end() || !c->is_object()) {
        return std::nullopt;
    }
    if (j.kind == OpenPiClusterKind::Entity) {
        return std::pair(jsonStrings(c->value("entity_cluster", ordered_json())),
                         jsonStrings(c->value("entity_overgenerate", ordered_json())));
    }
    const auto attrs = c->find("attribute_cluster");
    if (attrs == c->end() || !attrs->is_object()) {
        return std::nullopt;
    }
    const auto asSet = [](std::vector<std::string> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    for (int exact = 1; exact >= 0; --exact) {
        for (const auto &[name, a] : attrs->items()) {
            const auto members =
                jsonStrings(a.is_object() ? a.value("attribute_cluster", ordered_json()) : a);
            if (exact ? members == j.attributeMentions
                      : asSet(members) == asSet(j.attributeMentions)) {
                *attribute = name;
                return std::pair(
                    members, a.is_object()
                                 ? jsonStrings(a.value("attribute_overgenerate", ordered_json()))
                                 : std::vector<std::string>{});
            }
        }
    }
    return std::nullopt;
}

// One stored judgement of a generated paraphrase; no paraphrase and no judgement: a cluster
// listed without paraphrases.
struct JudgementRow
{
    std::string kind, entity, attribute, paraphrase;
    std::optional<int> correct;
    friend bool operator<(const JudgementRow &a, const JudgementRow &b)
    {
        return std::tie(a.kind, a.entity, a.attribute, a.paraphrase) <
               std::tie(b.kind, b.entity, b.attribute, b.paraphrase);
    }
    friend bool operator==(const JudgementRow &, const JudgementRow &) = default;
};

} // namespace

bool writeJudgements(Project &project, std::int64_t procedure, std::int64_t person,
                     const OpenPiProcedure &p, const std::string &who, const std::string &source)
{
    Connection &db = project.connection();
    const std::string at = idPath(source, p.key);
    const ordered_json clusters = releasedClusters(db, procedure, at);
    using Row = JudgementRow;
    std::vector<Row> rows;
    std::set<std::string> kinds;
    for (const OpenPiExpansionJudgement &j : p.judgements) {
        std::string attribute;
        const auto released = releasedCluster(clusters, j, &attribute);
        if (!released) {
            throw InputError(at + ".annotation" + jsonKey(j.entity) + ": " +
                             (j.kind == OpenPiClusterKind::Entity
                                  ? "no released entity cluster \"" + j.entity + "\""
                                  : "no released attribute cluster of \"" + j.entity +
                                        "\" holds \"" + joinMentions(j.attributeMentions) + "\""));
        }
        for (const std::string &paraphrase : j.paraphrases) {
            if (std::find(released->second.begin(), released->second.end(), paraphrase) ==
                released->second.end()) {
                throw InputError(at + ".annotation" + jsonKey(j.entity) + ": \"" + paraphrase +
                                 "\" is no generated paraphrase of the released cluster");
            }
        }
        const std::string kind = kindText(j.kind);
        kinds.insert(kind);
        if (j.paraphrases.empty()) {
            rows.push_back({kind, j.entity, attribute, {}, std::nullopt});
        }
        for (const std::string &paraphrase : j.paraphrases) {
            const bool bad = std::find(j.bad.begin(), j.bad.end(), paraphrase) != j.bad.end();
            rows.push_back({kind, j.entity, attribute, paraphrase, bad ? 0 : 1});
        }
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end(),
                           [](const Row &a, const Row &b) { return !(a < b) && !(b < a); }),
               rows.end());
    bool changed = false;
    for (const std::string &kind : kinds) {
        std::vector<Row> old;
        Statement s =
            db.prepare("SELECT kind, entity, attribute, paraphrase, correct FROM "
                       "openpi_expansion_rating WHERE procedure_id = ? AND person_id = ? AND "
                       "kind = ? ORDER BY kind, entity, attribute, paraphrase");
        s.bind(1, procedure).bind(2, person).bind(3, kind);
        while (s.step()) {
            old.push_back({s.text(0), s.text(1), s.text(2), s.text(3),
                           s.isNull(4) ? std::nullopt : std::optional(s.integer(4))});
        }
        s.reset();
        std::vector<Row> wanted;
        std::copy_if(rows.begin(), rows.end(), std::back_inserter(wanted),
                     [&](const Row &r) { return r.kind == kind; });
        if (old == wanted) {
            continue;
        }
        changed = true;
        db.prepare("DELETE FROM openpi_expansion_rating WHERE procedure_id = ? AND person_id = ? "
                   "AND kind = ?")
            .bind(1, procedure)
            .bind(2, person)
            .bind(3, kind)
            .run();
        Statement ins =
            db.prepare("INSERT INTO openpi_expansion_rating(procedure_id, kind, entity, "
                       "attribute, paraphrase, person_id, correct, set_at) VALUES (?, ?, ?, ?, "
                       "?, ?, ?, ?)");
        const std::string now = nowUtc();
        std::size_t correct = 0, judged = 0;
        for (const Row &r : wanted) {
            ins.bind(1, procedure)
                .bind(2, r.kind)
                .bind(3, r.entity)
                .bind(4, r.attribute)
                .bind(5, r.paraphrase);
            ins.bind(6, person);
            r.correct ? ins.bind(7, *r.correct) : ins.bindNull(7);
            ins.bind(8, now).run();
            judged += r.correct ? 1 : 0;
            correct += r.correct == 1 ? 1 : 0;
        }
        project.audit(who, "expansions.set", kDataset, std::to_string(procedure) + "/" + kind, {},
                      std::to_string(correct) + " of " + std::to_string(judged) + " correct",
                      source);
    }
    return changed;
}

} // namespace es::db::openpi_store
