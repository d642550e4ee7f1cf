#include "db/openpi/openpi_format.h"

#include "db/openpi/openpi_format_parts.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace es::db {

using nlohmann::ordered_json;
using namespace openpi_format;

namespace openpi_format {

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

} // namespace openpi_format

namespace {

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

// The readers of what one id holds, for parseById: one a kind of file.

void readGoldClusters(const ordered_json &proc, const Path &path, OpenPiProcedure &p, OpenPiFile &)
{
    objectAt(proc, path);
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
}

void readAttributeClustering(const ordered_json &entities, const Path &path, OpenPiProcedure &p,
                             OpenPiFile &)
{
    objectAt(entities, path);
    p.attributeClusters.emplace();
    for (const auto &[entity, clusters] : entities.items()) {
        auto c = clustersIn(clusters, entity, path.key(entity));
        p.attributeClusters->insert(p.attributeClusters->end(), c.begin(), c.end());
    }
}

void readGoldAttributeClusters(const ordered_json &proc, const Path &path, OpenPiProcedure &p,
                               OpenPiFile &)
{
    objectAt(proc, path);
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
}

// A file of per-step lists by procedure id, kept as given once each step passes checkStep.
template <class CheckStep>
OpenPiFile parseStepsById(std::string_view content, const std::string &source, OpenPiFileKind kind,
                          const char *fileShape, const char *stepsShape, CheckStep checkStep)
{
    return parseById(
        content, source, kind, fileShape,
        [&](const ordered_json &steps, const Path &path, OpenPiProcedure &p, OpenPiFile &) {
            listAt(steps, path, stepsShape);
            for (std::size_t i = 0; i < steps.size(); ++i) {
                checkStep(steps[i], path.index(i));
            }
            p.stepsJson = steps;
        });
}

void readSchemaErrors(const ordered_json &steps, const Path &path, OpenPiProcedure &p, OpenPiFile &)
{
    listAt(steps, path, "a list of steps, each an object of [attribute, label] lists by entity");
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
}

std::vector<std::string> listed(const ordered_json &obj, const Path &at, const char *key)
{
    const auto it = obj.find(key);
    if (it == obj.end()) {
        at.key(key).fail("missing");
    }
    return stringsAt(*it, at.key(key));
}

// The bad paraphrases must be among the cluster's.
OpenPiExpansionJudgement judgement(const ordered_json &obj, const Path &at, const char *paraphrases,
                                   OpenPiExpansionJudgement j)
{
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
}

void readExpansionJudgements(const ordered_json &proc, const Path &path, OpenPiProcedure &p,
                             OpenPiFile &)
{
    objectAt(proc, path);
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

OpenPiFile parseOpenPiClustering(std::string_view content, const std::string &source)
{
    return parseById(content, source, OpenPiFileKind::Clustering,
                     "a JSON object of clusterings by procedure id",
                     [](const ordered_json &clusters, const Path &path, OpenPiProcedure &p,
                        OpenPiFile &) { p.entityClusters = clustersIn(clusters, {}, path); });
}

OpenPiFile parseOpenPiGoldClusters(std::string_view content, const std::string &source)
{
    return parseById(content, source, OpenPiFileKind::GoldClusters,
                     "a JSON object of gold clusters by procedure id", readGoldClusters);
}

OpenPiFile parseOpenPiAttributeClustering(std::string_view content, const std::string &source)
{
    return parseById(content, source, OpenPiFileKind::AttributeClustering,
                     "a JSON object of attribute clusterings by procedure id",
                     readAttributeClustering);
}

OpenPiFile parseOpenPiGoldAttributeClusters(std::string_view content, const std::string &source)
{
    return parseById(content, source, OpenPiFileKind::GoldAttributeClusters,
                     "a JSON object of gold attribute clusters by procedure id",
                     readGoldAttributeClusters);
}

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
    return parseById(content, source, OpenPiFileKind::SchemaErrors,
                     "a JSON object of schema error analyses by procedure id", readSchemaErrors);
}

OpenPiFile parseOpenPiExpansionJudgements(std::string_view content, const std::string &source)
{
    return parseById(content, source, OpenPiFileKind::ExpansionJudgements,
                     "a JSON object of judgements of generated paraphrases by procedure id",
                     readExpansionJudgements);
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
