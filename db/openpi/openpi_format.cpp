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

Path rootPath(const std::string &source, const std::string &id) { return Path(source, "[" + ordered_json(id).dump() + "]"); }

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
        out.push_back(inner != wrapped.end() && inner->is_object() ? checkedChange(*inner, at.key("states"))
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

std::optional<OpenPiRating> ratingIn(const ordered_json &obj, const char *key, const char *explanationKey,
                                     std::initializer_list<std::string_view> structural, const Path &path)
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
        if (!isSalienceKey(k) && std::find(structural.begin(), structural.end(), k) == structural.end()) {
            r.extra[k] = v;
        }
    }
    return r;
}

void readEntity(const ordered_json &state, const Path &path, std::size_t steps, OpenPiRaterKind rater,
                const NameFields &fields, OpenPiEntity &e, OpenPiFile &file)
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
            path.key(k).fail("salience in a procedures file: name its rater with " + fields.annotator + " or " + fields.model);
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
            at.fail("no step " + std::to_string(*n) + " (the procedure has " + std::to_string(steps) + " steps)");
        }
        e.answers[stepKey] = changesOf(step, at);
        if (rater == OpenPiRaterKind::None) {
            if (step.is_object() && (step.contains("local_salience") || step.contains("local_salience_pred"))) {
                at.fail("salience in a procedures file: name its rater with " + fields.annotator + " or " + fields.model);
            }
            continue;
        }
        if (step.is_object()) {
            if (auto r = ratingIn(step, keys.local, keys.localExplanation, {"states", "attributes"}, at)) {
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

std::vector<OpenPiCluster> clustersIn(const ordered_json &obj, const std::string &entity, const Path &path)
{
    objectAt(obj, path);
    std::vector<OpenPiCluster> out;
    for (const auto &[canonical, members] : obj.items()) {
        out.push_back({entity, canonical, stringsAt(members, path.key(canonical))});
    }
    return out;
}

void readClusters(const ordered_json &clusters, const Path &path, OpenPiProcedure &p)
{
    objectAt(clusters, path);
    p.entityClusters.emplace();
    p.attributeClusters.emplace();
    for (const auto &[canonical, c] : clusters.items()) {
        const Path at = path.key(canonical);
        objectAt(c, at);
        const auto members = c.find("entity_cluster");
        if (members == c.end()) {
            at.key("entity_cluster").fail("missing");
        }
        p.entityClusters->push_back({{}, canonical, stringsAt(*members, at.key("entity_cluster"))});
        if (const auto attrs = c.find("attribute_cluster"); attrs != c.end()) {
            auto a = clustersIn(*attrs, canonical, at.key("attribute_cluster"));
            p.attributeClusters->insert(p.attributeClusters->end(), a.begin(), a.end());
        }
    }
}

std::string_view head(std::string_view content) { return content.substr(0, 1 << 16); }

char firstNonSpace(std::string_view s, std::size_t from = 0)
{
    const auto i = s.find_first_not_of(" \t\r\n", from);
    return i == std::string_view::npos ? '\0' : s[i];
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
            if (ec == std::errc() && ptr == s.data() + s.size() && s.front() != '-' && s.front() != '+') {
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

OpenPiFile parseOpenPiProcedures(std::string_view content, const std::string &source, OpenPiRaterKind rater,
                                 const NameFields &fields)
{
    const ordered_json doc = parseObject(content, source, "a JSON object of OpenPI procedures by id");
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
                    readEntity(v[i], path.key("states").index(i), p.steps->size(), rater, fields, e, file);
                    const bool repeated = std::any_of(p.entities.begin(), p.entities.end(),
                                                      [&](const OpenPiEntity &x) { return x.name == e.name; });
                    if (repeated) {
                        path.key("states").index(i).key("entity").fail("\"" + e.name + "\" appears twice");
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
                         (rater == OpenPiRaterKind::Person ? " (a model's file? use " + fields.model + ")" : ""));
    }
    return file;
}

OpenPiFile parseOpenPiClustering(std::string_view content, const std::string &source)
{
    const ordered_json doc = parseObject(content, source, "a JSON object of clusterings by procedure id");
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
    const ordered_json doc = parseObject(content, source, "a JSON object of gold clusters by procedure id");
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
            p.entityClusters->push_back({{}, std::nullopt, stringsAt((*entities)[i], path.key("entities").index(i))});
        }
        p.clusterExtra = ordered_json::object();
        for (const auto &[k, v] : proc.items()) {
            if (k != "goal" && k != "steps" && k != "entities") {
                p.clusterExtra[k] = v;
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
           h.find("\"goal\"") != std::string_view::npos && h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiClustering(std::string_view content)
{
    // {"id": {"canonical": [ ... : two objects open, then a list.
    const std::string_view h = head(content);
    if (firstNonSpace(h) != '{') {
        return false;
    }
    std::size_t i = h.find_first_not_of(" \t\r\n");
    for (const char want : {'{', '['}) {
        const std::size_t colon = h.find(':', i + 1);
        if (colon == std::string_view::npos || firstNonSpace(h, colon + 1) != want) {
            return false;
        }
        i = h.find(want, colon + 1);
    }
    // A procedure that lacks its goal still has states; it is no clustering.
    return h.find("\"goal\"") == std::string_view::npos && h.find("\"states\"") == std::string_view::npos;
}

} // namespace es::db
