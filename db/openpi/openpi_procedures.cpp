// A procedures file: each entity's state changes step by step, the salience a person or a
// model gave them, and the procedure's entity and attribute clusters.
#include "db/openpi/openpi_format.h"
#include "db/openpi/openpi_format_parts.h"

#include <algorithm>

namespace es::db {

using nlohmann::ordered_json;
using namespace openpi_format;

namespace {

// A state change: {attribute, before, after, ...}.
const ordered_json &checkedChange(const ordered_json &c, const Path &path)
{
    objectAt(c, path);
    for (const char *k : {"attribute", "before", "after"}) {
        const auto it = c.find(k);
        if (it == c.end()) {
            path.key(k).fail("missing");
        }
        stringAt(*it, path.key(k));
    }
    return c;
}

// The changes of one step in any of the released shapes: a list of changes; {states:
// [{votes, states: change}]} (the human salience files); {attributes: [change]} (the
// model's).
ordered_json changesOf(const ordered_json &step, const Path &path)
{
    ordered_json out = ordered_json::array();
    if (step.is_array()) {
        for (std::size_t i = 0; i < step.size(); ++i) {
            out.push_back(checkedChange(step[i], path.index(i)));
        }
        return out;
    }
    objectAt(step, path);
    if (const auto a = step.find("attributes"); a != step.end()) {
        return changesOf(*a, path.key("attributes"));
    }
    const auto s = step.find("states");
    if (s == step.end()) {
        return out;
    }
    if (!s->is_array()) {
        path.key("states").fail("expected a list");
    }
    for (std::size_t i = 0; i < s->size(); ++i) {
        const ordered_json &wrapped = (*s)[i];
        const Path at = path.key("states").index(i);
        objectAt(wrapped, at);
        const auto inner = wrapped.find("states");
        out.push_back(inner != wrapped.end() && inner->is_object()
                          ? checkedChange(*inner, at.key("states"))
                          : checkedChange(wrapped, at));
    }
    return out;
}

struct SalienceKeys
{
    const char *global = nullptr;
    const char *globalExplanation = nullptr;
    const char *local = nullptr;
    const char *localExplanation = nullptr;
};

SalienceKeys salienceKeys(OpenPiRaterKind rater)
{
    if (rater == OpenPiRaterKind::Model) {
        return {"global_salience_pred", "global_salience_explanation", "local_salience_pred",
                "local_salience_explanation"};
    }
    return {"global_salience", nullptr, "local_salience", nullptr};
}

bool isSalienceKey(const std::string &k)
{
    return k.starts_with("global_salience") || k.starts_with("local_salience");
}

std::optional<OpenPiRating> ratingIn(const ordered_json &obj, const char *key,
                                     const char *explanationKey,
                                     std::initializer_list<std::string_view> structural,
                                     const Path &path)
{
    const auto it = obj.find(key);
    if (it == obj.end()) {
        return std::nullopt;
    }
    if (it->is_object() || it->is_array()) {
        path.key(key).fail("expected a number or a string of digits");
    }
    OpenPiRating r;
    r.raw = *it;
    r.score = openPiScore(*it);
    if (explanationKey) {
        if (const auto e = obj.find(explanationKey); e != obj.end()) {
            r.explanation = stringAt(*e, path.key(explanationKey));
        }
    }
    r.extra = ordered_json::object();
    for (const auto &[k, v] : obj.items()) {
        if (!isSalienceKey(k) &&
            std::find(structural.begin(), structural.end(), k) == structural.end()) {
            r.extra[k] = v;
        }
    }
    return r;
}

void readEntity(const ordered_json &state, const Path &path, std::size_t steps,
                OpenPiRaterKind rater, const NameFields &fields, OpenPiEntity &e, OpenPiFile &file)
{
    objectAt(state, path);
    const auto name = state.find("entity");
    if (name == state.end()) {
        path.key("entity").fail("missing");
    }
    e.name = stringAt(*name, path.key("entity"));
    if (const auto a = state.find("entity_annotation"); a != state.end()) {
        e.annotation = *a;
    }
    const auto answers = state.find("answers");
    if (answers == state.end()) {
        path.key("answers").fail("missing");
    }
    objectAt(*answers, path.key("answers"));
    e.answers = ordered_json::object();
    e.extra = ordered_json::object();
    const SalienceKeys keys = salienceKeys(rater);
    for (const auto &[k, v] : state.items()) {
        if (rater == OpenPiRaterKind::None && isSalienceKey(k)) {
            path.key(k).fail("salience in a procedures file: name its rater with " +
                             fields.annotator + " or " + fields.model);
        }
        if (k != "entity" && k != "entity_annotation" && k != "answers" && !isSalienceKey(k) &&
            (rater == OpenPiRaterKind::None || k != "votes")) {
            e.extra[k] = v;
        }
    }
    if (rater != OpenPiRaterKind::None) {
        e.global = ratingIn(state, keys.global, keys.globalExplanation,
                            {"entity", "entity_annotation", "answers"}, path);
        // Extra fields of the state travel with its global rating; the entity keeps none.
        e.extra = ordered_json::object();
    }
    for (const auto &[stepKey, step] : answers->items()) {
        const Path at = path.key("answers").key(stepKey);
        const auto n = openPiStepNumber(stepKey);
        if (!n) {
            at.fail("expected a key \"stepN\"");
        }
        if (static_cast<std::size_t>(*n) > steps) {
            at.fail("no step " + std::to_string(*n) + " (the procedure has " +
                    std::to_string(steps) + " steps)");
        }
        e.answers[stepKey] = changesOf(step, at);
        if (rater == OpenPiRaterKind::None) {
            if (step.is_object() &&
                (step.contains("local_salience") || step.contains("local_salience_pred"))) {
                at.fail("salience in a procedures file: name its rater with " + fields.annotator +
                        " or " + fields.model);
            }
            continue;
        }
        if (step.is_object()) {
            if (auto r = ratingIn(step, keys.local, keys.localExplanation, {"states", "attributes"},
                                  at)) {
                e.local.emplace(*n, std::move(*r));
            }
        }
    }
    if (e.global) {
        ++file.ratings;
        file.invalidRatings += e.global->score.valid ? 0 : 1;
    }
    for (const auto &[step, r] : e.local) {
        ++file.ratings;
        file.invalidRatings += r.score.valid ? 0 : 1;
    }
}

// The generated paraphrases of an expanded cluster: its `overgenerate` list, or else what
// its combined list holds beyond the hand-made mentions.
std::vector<std::string> expansionOf(const ordered_json &c, const Path &path,
                                     const char *overgenerate, const char *combined,
                                     const std::vector<std::string> &members)
{
    std::optional<std::vector<std::string>> listed, all;
    if (const auto o = c.find(overgenerate); o != c.end()) {
        listed = stringsAt(*o, path.key(overgenerate));
    }
    if (const auto a = c.find(combined); a != c.end()) {
        all = stringsAt(*a, path.key(combined));
    }
    if (listed) {
        return *listed;
    }
    std::vector<std::string> out;
    for (const std::string &m : all.value_or(std::vector<std::string>{})) {
        if (std::find(members.begin(), members.end(), m) == members.end() &&
            std::find(out.begin(), out.end(), m) == out.end()) {
            out.push_back(m);
        }
    }
    return out;
}

void readClusters(const ordered_json &clusters, const Path &path, OpenPiProcedure &p)
{
    objectAt(clusters, path);
    p.clustersJson = clusters;
    p.entityClusters.emplace();
    p.attributeClusters.emplace();
    for (const auto &[canonical, c] : clusters.items()) {
        const Path at = path.key(canonical);
        objectAt(c, at);
        const auto members = c.find("entity_cluster");
        if (members == c.end()) {
            at.key("entity_cluster").fail("missing");
        }
        OpenPiCluster entity{{}, canonical, stringsAt(*members, at.key("entity_cluster")), {}};
        entity.generated =
            expansionOf(c, at, "entity_overgenerate", "entity_cluster_combined", entity.members);
        p.entityClusters->push_back(std::move(entity));
        const auto attrs = c.find("attribute_cluster");
        if (attrs == c.end()) {
            continue;
        }
        const Path attrPath = at.key("attribute_cluster");
        objectAt(*attrs, attrPath);
        for (const auto &[attribute, a] : attrs->items()) {
            const Path one = attrPath.key(attribute);
            if (!a.is_object()) {
                p.attributeClusters->push_back({canonical, attribute, stringsAt(a, one), {}});
                continue;
            }
            // The expanded release: {attribute_cluster, attribute_overgenerate,
            // attribute_cluster_combined}.
            const auto listed = a.find("attribute_cluster");
            if (listed == a.end()) {
                one.key("attribute_cluster").fail("missing");
            }
            OpenPiCluster cluster{
                canonical, attribute, stringsAt(*listed, one.key("attribute_cluster")), {}};
            cluster.generated = expansionOf(a, one, "attribute_overgenerate",
                                            "attribute_cluster_combined", cluster.members);
            p.attributeClusters->push_back(std::move(cluster));
        }
    }
}

// A procedure: its goal and steps, its topics, its entities' states, its clusters, and its
// other fields kept as given.
void readProcedure(const ordered_json &proc, const Path &path, OpenPiRaterKind rater,
                   const NameFields &fields, OpenPiProcedure &p, OpenPiFile &file)
{
    objectAt(proc, path);
    readGoalAndSteps(proc, path, p);
    if (!p.goal) {
        path.key("goal").fail("missing");
    }
    p.extra = ordered_json::object();
    for (const auto &[k, v] : proc.items()) {
        if (k == "topics") {
            p.topics = v;
        } else if (k == "states") {
            if (!v.is_array()) {
                path.key("states").fail("expected a list of entity states");
            }
            p.hasStates = true;
            for (std::size_t i = 0; i < v.size(); ++i) {
                OpenPiEntity e;
                readEntity(v[i], path.key("states").index(i), p.steps->size(), rater, fields, e,
                           file);
                const bool repeated =
                    std::any_of(p.entities.begin(), p.entities.end(),
                                [&](const OpenPiEntity &x) { return x.name == e.name; });
                if (repeated) {
                    path.key("states").index(i).key("entity").fail("\"" + e.name +
                                                                   "\" appears twice");
                }
                p.entities.push_back(std::move(e));
            }
        } else if (k == "clusters") {
            if (rater == OpenPiRaterKind::None) {
                readClusters(v, path.key("clusters"), p);
            }
        } else if (k != "goal" && k != "steps") {
            p.extra[k] = v;
        }
    }
    if (!p.hasStates) {
        path.key("states").fail("missing");
    }
}

} // namespace

OpenPiFile parseOpenPiProcedures(std::string_view content, const std::string &source,
                                 OpenPiRaterKind rater, const NameFields &fields)
{
    OpenPiFile file = parseById(
        content, source, OpenPiFileKind::Procedures, "a JSON object of OpenPI procedures by id",
        [&](const ordered_json &proc, const Path &path, OpenPiProcedure &p, OpenPiFile &f) {
            readProcedure(proc, path, rater, fields, p, f);
        });
    if (rater != OpenPiRaterKind::None && file.ratings == 0) {
        const SalienceKeys keys = salienceKeys(rater);
        throw InputError(source + ": no " + keys.global + " or " + keys.local + " in any state" +
                         (rater == OpenPiRaterKind::Person
                              ? " (a model's file? use " + fields.model + ")"
                              : ""));
    }
    return file;
}

} // namespace es::db
