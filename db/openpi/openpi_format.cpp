#include "db/openpi/openpi_format.h"

#include "db/json_input.h"
#include "db/project.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace es::db {

using nlohmann::ordered_json;

namespace {

class Path
{
  public:
    Path(const std::string &source, std::string path) : source_(source), path_(std::move(path)) {}
    Path key(const std::string &k) const { return Path(source_, path_ + jsonKey(k)); }
    Path index(std::size_t i) const { return Path(source_, path_ + "[" + std::to_string(i) + "]"); }
    [[noreturn]] void fail(const std::string &problem) const
    {
        throw InputError(source_ + ": " + (path_.empty() ? "" : path_ + ": ") + problem);
    }

  private:
    const std::string &source_;
    std::string path_;
};

Path rootPath(const std::string &source, const std::string &id)
{
    return Path(source, "[" + ordered_json(id).dump() + "]");
}

ordered_json parseObject(std::string_view content, const std::string &source, const char *expected)
{
    ordered_json doc = parseJsonInput(content, source);
    if (!doc.is_object()) {
        throw InputError(source + ": expected " + expected);
    }
    return doc;
}

const ordered_json &objectAt(const ordered_json &v, const Path &path)
{
    if (!v.is_object()) {
        path.fail("expected an object");
    }
    return v;
}

std::string stringAt(const ordered_json &v, const Path &path)
{
    if (!v.is_string()) {
        path.fail("expected a string");
    }
    return v.get<std::string>();
}

std::vector<std::string> stringsAt(const ordered_json &v, const Path &path)
{
    if (!v.is_array()) {
        path.fail("expected a list of strings");
    }
    std::vector<std::string> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        out.push_back(stringAt(v[i], path.index(i)));
    }
    return out;
}

void readGoalAndSteps(const ordered_json &proc, const Path &path, OpenPiProcedure &p)
{
    if (const auto g = proc.find("goal"); g != proc.end()) {
        p.goal = stringAt(*g, path.key("goal"));
    }
    if (const auto s = proc.find("steps"); s != proc.end()) {
        p.steps = stringsAt(*s, path.key("steps"));
    }
    if (p.goal.has_value() != p.steps.has_value()) {
        (p.goal ? path.key("steps") : path.key("goal")).fail("missing");
    }
}

// A hand-made gold file's other fields of a procedure, beside goal, steps and `clusters`,
// kept for a lossless export.
ordered_json fieldsBeside(const ordered_json &proc, std::string_view clusters)
{
    ordered_json out = ordered_json::object();
    for (const auto &[k, v] : proc.items()) {
        if (k != "goal" && k != "steps" && k != clusters) {
            out[k] = v;
        }
    }
    return out;
}

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

std::vector<OpenPiCluster> clustersIn(const ordered_json &obj, const std::string &entity,
                                      const Path &path)
{
    objectAt(obj, path);
    std::vector<OpenPiCluster> out;
    for (const auto &[canonical, members] : obj.items()) {
        out.push_back({entity, canonical, stringsAt(members, path.key(canonical)), {}});
    }
    return out;
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

const ordered_json &listAt(const ordered_json &v, const Path &path, const char *what)
{
    if (!v.is_array()) {
        path.fail(std::string("expected ") + what);
    }
    return v;
}

// The label of one schema-error slot as the released files give it.
std::optional<int> schemaLabel(const ordered_json &v, const Path &path)
{
    if (v.is_string()) {
        const std::string &s = v.get_ref<const std::string &>();
        if (s.empty()) {
            return std::nullopt;
        }
        if (s == "1" || s == "2" || s == "3") {
            return s[0] - '0';
        }
    } else if (v.is_number_integer()) {
        const auto n = v.get<long long>();
        if (n == 1 || n == 2 || n == 3 || n == OpenPiSchemaSlot::kMissed) {
            return static_cast<int>(n);
        }
    }
    path.fail(
        "expected a label \"1\" (correct), \"2\" (no change), \"3\" (nonsense), \"\" (not yet "
        "labelled) or 100 (added as missed)");
}

std::string_view head(std::string_view content)
{
    return content.substr(0, 1 << 16);
}

char firstNonSpace(std::string_view s, std::size_t from = 0)
{
    const auto i = s.find_first_not_of(" \t\r\n", from);
    return i == std::string_view::npos ? '\0' : s[i];
}

// The containers met on the way down a file's first value, keys skipped: "{[{[s" for
// {"1": [{"eraser": ["location" ...; s a string, v another scalar, } or ] an empty one.
// Only the head is read, so a large file costs nothing.
std::string firstDescent(std::string_view content)
{
    const std::string_view h = head(content);
    std::string out;
    std::size_t i = 0;
    auto skip = [&] {
        while (i < h.size() && (h[i] == ' ' || h[i] == '\t' || h[i] == '\r' || h[i] == '\n')) {
            ++i;
        }
    };
    while (out.size() < 8) {
        skip();
        if (i >= h.size()) {
            break;
        }
        const char c = h[i++];
        if (c == '{' || c == '[') {
            out += c;
            skip();
            if (i < h.size() && (h[i] == '}' || h[i] == ']')) {
                out += h[i];
                break;
            }
            if (c == '[') {
                continue;
            }
            // Past the key and its colon.
            if (i >= h.size() || h[i] != '"') {
                break;
            }
            for (++i; i < h.size() && h[i] != '"'; ++i) {
                i += h[i] == '\\' ? 1 : 0;
            }
            ++i;
            skip();
            if (i >= h.size() || h[i] != ':') {
                break;
            }
            ++i;
            continue;
        }
        out += c == '"' ? 's' : 'v';
        break;
    }
    return out;
}

bool hasNoProcedureFields(std::string_view content)
{
    const std::string_view h = head(content);
    return h.find("\"goal\"") == std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

} // namespace

OpenPiScore openPiScore(const ordered_json &raw)
{
    std::optional<long long> v;
    if (raw.is_number_integer()) {
        v = raw.get<long long>();
    } else if (raw.is_number_float()) {
        const double d = raw.get<double>();
        // Only 0-5 can count; casting a larger double (1e300) to an integer is undefined.
        if (d >= 0.0 && d <= 5.0 && d == std::floor(d)) {
            v = static_cast<long long>(d);
        }
    } else if (raw.is_string()) {
        std::string_view s = raw.get_ref<const std::string &>();
        const auto b = s.find_first_not_of(" \t\r\n");
        const auto e = s.find_last_not_of(" \t\r\n");
        if (b != std::string_view::npos) {
            s = s.substr(b, e - b + 1);
            long long x = 0;
            const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), x);
            if (ec == std::errc() && ptr == s.data() + s.size() && s.front() != '-' &&
                s.front() != '+') {
                v = x;
            }
        }
    }
    if (v && *v >= 0 && *v <= 5) {
        return {static_cast<int>(*v), true};
    }
    return {0, false};
}

std::optional<int> openPiStepNumber(std::string_view key)
{
    if (!key.starts_with("step") || key.size() == 4 || key.size() > 10) {
        return std::nullopt;
    }
    int n = 0;
    const auto [ptr, ec] = std::from_chars(key.data() + 4, key.data() + key.size(), n);
    if (ec != std::errc() || ptr != key.data() + key.size() || n < 1 || key[4] == '0') {
        return std::nullopt;
    }
    return n;
}

std::string_view clusterKindName(OpenPiClusterKind kind)
{
    return kind == OpenPiClusterKind::Entity ? "entity" : "attribute";
}

std::optional<OpenPiClusterKind> clusterKindFromName(std::string_view name)
{
    if (name == "entity") {
        return OpenPiClusterKind::Entity;
    }
    if (name == "attribute") {
        return OpenPiClusterKind::Attribute;
    }
    return std::nullopt;
}

OpenPiFile parseOpenPiProcedures(std::string_view content, const std::string &source,
                                 OpenPiRaterKind rater, const NameFields &fields)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of OpenPI procedures by id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::Procedures;
    for (const auto &[id, proc] : doc.items()) {
        const Path path = rootPath(source, id);
        objectAt(proc, path);
        OpenPiProcedure p;
        p.key = id;
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
        file.procedures.push_back(std::move(p));
    }
    if (rater != OpenPiRaterKind::None && file.ratings == 0) {
        const SalienceKeys keys = salienceKeys(rater);
        throw InputError(source + ": no " + keys.global + " or " + keys.local + " in any state" +
                         (rater == OpenPiRaterKind::Person
                              ? " (a model's file? use " + fields.model + ")"
                              : ""));
    }
    return file;
}

OpenPiFile parseOpenPiClustering(std::string_view content, const std::string &source)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of clusterings by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::Clustering;
    for (const auto &[id, clusters] : doc.items()) {
        OpenPiProcedure p;
        p.key = id;
        p.entityClusters = clustersIn(clusters, {}, rootPath(source, id));
        file.procedures.push_back(std::move(p));
    }
    return file;
}

OpenPiFile parseOpenPiGoldClusters(std::string_view content, const std::string &source)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of gold clusters by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::GoldClusters;
    for (const auto &[id, proc] : doc.items()) {
        const Path path = rootPath(source, id);
        objectAt(proc, path);
        OpenPiProcedure p;
        p.key = id;
        readGoalAndSteps(proc, path, p);
        const auto entities = proc.find("entities");
        if (entities == proc.end()) {
            path.key("entities").fail("missing");
        }
        if (!entities->is_array()) {
            path.key("entities").fail("expected a list of mention lists");
        }
        p.entityClusters.emplace();
        for (std::size_t i = 0; i < entities->size(); ++i) {
            p.entityClusters->push_back(
                {{}, std::nullopt, stringsAt((*entities)[i], path.key("entities").index(i))});
        }
        p.clusterExtra = fieldsBeside(proc, "entities");
        file.procedures.push_back(std::move(p));
    }
    return file;
}

OpenPiFile parseOpenPiAttributeClustering(std::string_view content, const std::string &source)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of attribute clusterings by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::AttributeClustering;
    for (const auto &[id, entities] : doc.items()) {
        const Path path = rootPath(source, id);
        objectAt(entities, path);
        OpenPiProcedure p;
        p.key = id;
        p.attributeClusters.emplace();
        for (const auto &[entity, clusters] : entities.items()) {
            auto c = clustersIn(clusters, entity, path.key(entity));
            p.attributeClusters->insert(p.attributeClusters->end(), c.begin(), c.end());
        }
        file.procedures.push_back(std::move(p));
    }
    return file;
}

OpenPiFile parseOpenPiGoldAttributeClusters(std::string_view content, const std::string &source)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of gold attribute clusters by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::GoldAttributeClusters;
    for (const auto &[id, proc] : doc.items()) {
        const Path path = rootPath(source, id);
        objectAt(proc, path);
        OpenPiProcedure p;
        p.key = id;
        readGoalAndSteps(proc, path, p);
        const auto dict = proc.find("entity_attr_dict");
        if (dict == proc.end()) {
            path.key("entity_attr_dict").fail("missing");
        }
        objectAt(*dict, path.key("entity_attr_dict"));
        p.attributeClusters.emplace();
        for (const auto &[entity, clusters] : dict->items()) {
            for (const std::string &joined :
                 stringsAt(clusters, path.key("entity_attr_dict").key(entity))) {
                p.attributeClusters->push_back({entity, std::nullopt, splitMentions(joined), {}});
            }
        }
        p.clusterExtra = fieldsBeside(proc, "entity_attr_dict");
        file.procedures.push_back(std::move(p));
    }
    return file;
}

namespace {

// A file of per-step lists by procedure id, kept as given once each step passes checkStep.
template <class CheckStep>
OpenPiFile parseStepsById(std::string_view content, const std::string &source, OpenPiFileKind kind,
                          const char *fileShape, const char *stepsShape, CheckStep checkStep)
{
    const ordered_json doc = parseObject(content, source, fileShape);
    OpenPiFile file;
    file.source = source;
    file.kind = kind;
    for (const auto &[id, steps] : doc.items()) {
        const Path path = rootPath(source, id);
        listAt(steps, path, stepsShape);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            checkStep(steps[i], path.index(i));
        }
        OpenPiProcedure p;
        p.key = id;
        p.stepsJson = steps;
        file.procedures.push_back(std::move(p));
    }
    return file;
}

} // namespace

OpenPiFile parseOpenPiSchemata(std::string_view content, const std::string &source)
{
    return parseStepsById(content, source, OpenPiFileKind::Schemata,
                          "a JSON object of predicted schemata by procedure id",
                          "a list of steps, each an object of attribute lists by entity",
                          [](const ordered_json &step, const Path &at) {
                              objectAt(step, at);
                              for (const auto &[entity, attributes] : step.items()) {
                                  stringsAt(attributes, at.key(entity));
                              }
                          });
}

OpenPiFile parseOpenPiStates(std::string_view content, const std::string &source)
{
    return parseStepsById(
        content, source, OpenPiFileKind::States, "a JSON object of state changes by procedure id",
        "a list of steps, each a list of [entity, attribute, before, after]",
        [](const ordered_json &step, const Path &at) {
            listAt(step, at, "a list of [entity, attribute, before, after]");
            for (std::size_t j = 0; j < step.size(); ++j) {
                const std::vector<std::string> change = stringsAt(step[j], at.index(j));
                if (change.size() != 4) {
                    at.index(j).fail("expected [entity, attribute, before, after], not " +
                                     std::to_string(change.size()) + " strings");
                }
            }
        });
}

OpenPiFile parseOpenPiSchemaErrors(std::string_view content, const std::string &source)
{
    const ordered_json doc =
        parseObject(content, source, "a JSON object of schema error analyses by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::SchemaErrors;
    for (const auto &[id, steps] : doc.items()) {
        const Path path = rootPath(source, id);
        listAt(steps, path,
               "a list of steps, each an object of [attribute, label] lists by entity");
        OpenPiProcedure p;
        p.key = id;
        int step = 0;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const Path at = path.index(i);
            if (steps[i].is_string()) {
                if (steps[i].get_ref<const std::string &>() != "annotated") {
                    at.fail("expected a step or \"annotated\"");
                }
                p.annotated = true;
                continue;
            }
            if (p.annotated) {
                at.fail("a step after \"annotated\"");
            }
            objectAt(steps[i], at);
            ++step;
            for (const auto &[entity, pairs] : steps[i].items()) {
                const Path e = at.key(entity);
                listAt(pairs, e, "a list of [attribute, label]");
                for (std::size_t j = 0; j < pairs.size(); ++j) {
                    const Path slot = e.index(j);
                    if (!pairs[j].is_array() || pairs[j].size() != 2) {
                        slot.fail("expected [attribute, label]");
                    }
                    p.errorSlots.push_back({step, entity, stringAt(pairs[j][0], slot.index(0)),
                                            schemaLabel(pairs[j][1], slot.index(1))});
                }
            }
        }
        p.stepCount = step;
        file.procedures.push_back(std::move(p));
    }
    return file;
}

OpenPiFile parseOpenPiExpansionJudgements(std::string_view content, const std::string &source)
{
    const ordered_json doc = parseObject(
        content, source, "a JSON object of judgements of generated paraphrases by procedure id");
    OpenPiFile file;
    file.source = source;
    file.kind = OpenPiFileKind::ExpansionJudgements;
    const auto listed = [](const ordered_json &obj, const Path &at, const char *key) {
        const auto it = obj.find(key);
        if (it == obj.end()) {
            at.key(key).fail("missing");
        }
        return stringsAt(*it, at.key(key));
    };
    // The bad paraphrases must be among the cluster's.
    const auto judgement = [&](const ordered_json &obj, const Path &at, const char *paraphrases,
                               OpenPiExpansionJudgement j) {
        j.paraphrases = listed(obj, at, paraphrases);
        j.bad = listed(obj, at, "bad_overgenerate");
        for (std::size_t i = 0; i < j.bad.size(); ++i) {
            if (std::find(j.paraphrases.begin(), j.paraphrases.end(), j.bad[i]) ==
                j.paraphrases.end()) {
                at.key("bad_overgenerate")
                    .index(i)
                    .fail("\"" + j.bad[i] + "\" is not among " + paraphrases);
            }
        }
        return j;
    };
    for (const auto &[id, proc] : doc.items()) {
        const Path path = rootPath(source, id);
        objectAt(proc, path);
        OpenPiProcedure p;
        p.key = id;
        if (const auto g = proc.find("goal"); g != proc.end()) {
            p.goal = stringAt(*g, path.key("goal"));
        }
        if (const auto st = proc.find("steps"); st != proc.end()) {
            p.steps = stepsFromLines(stringAt(*st, path.key("steps")));
            if (!p.steps) {
                path.key("steps").fail("expected lines \"[Step1] ...\", one a step");
            }
        }
        const auto annotation = proc.find("annotation");
        if (annotation == proc.end()) {
            path.key("annotation").fail("missing");
        }
        const Path apath = path.key("annotation");
        objectAt(*annotation, apath);
        for (const auto &[entity, c] : annotation->items()) {
            const Path at = apath.key(entity);
            objectAt(c, at);
            if (c.contains("attribute_annotation")) {
                listed(c, at, "original_entity");
                const ordered_json &list =
                    listAt(c.at("attribute_annotation"), at.key("attribute_annotation"),
                           "a list of attribute clusters' judgements");
                for (std::size_t i = 0; i < list.size(); ++i) {
                    const Path one = at.key("attribute_annotation").index(i);
                    objectAt(list[i], one);
                    OpenPiExpansionJudgement j{OpenPiClusterKind::Attribute,
                                               entity,
                                               listed(list[i], one, "original_attribute"),
                                               {},
                                               {}};
                    p.judgements.push_back(
                        judgement(list[i], one, "attribute_overgenerate", std::move(j)));
                }
            } else {
                listed(c, at, "original_cluster");
                p.judgements.push_back(judgement(c, at, "overgenerate_cluster",
                                                 {OpenPiClusterKind::Entity, entity, {}, {}, {}}));
            }
        }
        file.procedures.push_back(std::move(p));
    }
    return file;
}

bool looksLikeOpenPiProcedures(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"states\"") != std::string_view::npos &&
           h.find("\"goal\"") != std::string_view::npos;
}

bool looksLikeOpenPiGoldClusters(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"entities\"") != std::string_view::npos &&
           h.find("\"goal\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiExpansionJudgements(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"bad_overgenerate\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

std::optional<std::vector<std::string>> stepsFromLines(std::string_view text)
{
    std::vector<std::string> out;
    while (!text.empty() || out.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        const std::string prefix = "[Step" + std::to_string(out.size() + 1) + "] ";
        if (!line.starts_with(prefix)) {
            return std::nullopt;
        }
        out.emplace_back(line.substr(prefix.size()));
        if (end == std::string_view::npos) {
            break;
        }
        text.remove_prefix(end + 1);
    }
    return out;
}

std::string stepsAsLines(const std::vector<std::string> &steps)
{
    std::string out;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        out += (i ? "\n[Step" : "[Step") + std::to_string(i + 1) + "] " + steps[i];
    }
    return out;
}

bool looksLikeOpenPiGoldAttributeClusters(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"entity_attr_dict\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiClustering(std::string_view content)
{
    // {"id": {"canonical": [ ...; a procedure that lacks its goal still has states.
    return firstDescent(content).starts_with("{{[") && hasNoProcedureFields(content);
}

bool looksLikeOpenPiAttributeClustering(std::string_view content)
{
    return firstDescent(content).starts_with("{{{[") && hasNoProcedureFields(content);
}

bool looksLikeOpenPiSchemata(std::string_view content)
{
    const std::string d = firstDescent(content);
    return d == "{[{[s" || d == "{[{[]";
}

bool looksLikeOpenPiSchemaErrors(std::string_view content)
{
    return firstDescent(content).starts_with("{[{[[");
}

bool looksLikeOpenPiStates(std::string_view content)
{
    return firstDescent(content).starts_with("{[[[");
}

std::optional<OpenPiFileKind> openPiKindOfDocument(const ordered_json &doc)
{
    if (!doc.is_object() || doc.empty()) {
        return std::nullopt;
    }
    const ordered_json &first = doc.front();
    if (first.is_array()) {
        // Steps: objects of attribute lists (schemata) or of slot lists (schema errors),
        // or lists of changes (states).
        for (const ordered_json &step : first) {
            if (step.is_array()) {
                return OpenPiFileKind::States;
            }
            if (step.is_object()) {
                for (const auto &[entity, list] : step.items()) {
                    if (list.is_array() && !list.empty()) {
                        return list.front().is_array() ? OpenPiFileKind::SchemaErrors
                                                       : OpenPiFileKind::Schemata;
                    }
                }
            }
        }
        return OpenPiFileKind::Schemata;
    }
    if (!first.is_object()) {
        return std::nullopt;
    }
    if (first.contains("annotation") && !first.contains("states")) {
        return OpenPiFileKind::ExpansionJudgements;
    }
    if (first.contains("entity_attr_dict") && !first.contains("states")) {
        return OpenPiFileKind::GoldAttributeClusters;
    }
    if (first.contains("entities") && !first.contains("states")) {
        return OpenPiFileKind::GoldClusters;
    }
    if (!first.empty() && !first.contains("goal") && !first.contains("steps")) {
        if (first.front().is_array()) {
            return OpenPiFileKind::Clustering;
        }
        if (first.front().is_object()) {
            return OpenPiFileKind::AttributeClustering;
        }
    }
    return OpenPiFileKind::Procedures;
}

std::vector<std::string> splitMentions(std::string_view joined)
{
    std::vector<std::string> out;
    constexpr std::string_view sep = " | ";
    for (std::size_t from = 0;;) {
        const std::size_t at = joined.find(sep, from);
        out.emplace_back(
            joined.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) {
            return out;
        }
        from = at + sep.size();
    }
}

std::string joinMentions(const std::vector<std::string> &mentions)
{
    std::string out;
    for (std::size_t i = 0; i < mentions.size(); ++i) {
        out += (i ? " | " : "") + mentions[i];
    }
    return out;
}

ordered_json schemaLabelJson(const std::optional<int> &category)
{
    if (!category) {
        return "";
    }
    if (*category == OpenPiSchemaSlot::kMissed) {
        return OpenPiSchemaSlot::kMissed;
    }
    return std::to_string(*category);
}

} // namespace es::db
