#include "db/openpi/openpi_schemata.h"

#include "db/openpi/openpi_states.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <simdjson.h>

namespace es::db {

namespace openpi = metrics::openpi;
using nlohmann::ordered_json;

std::vector<std::string> jsonStrings(const ordered_json &v)
{
    std::vector<std::string> out;
    if (v.is_array()) {
        for (const ordered_json &x : v) {
            if (x.is_string()) {
                out.push_back(x.get<std::string>());
            }
        }
    }
    return out;
}

namespace {

void addAlternatives(std::vector<std::string> &names, std::string_view joined)
{
    for (const std::string_view a : openpi::alternatives(joined)) {
        names.emplace_back(a);
    }
}

// The generated paraphrases of a cluster: what its expanded names hold beyond its own.
std::vector<std::string> generatedOf(const std::vector<std::string> &names,
                                     const std::vector<std::string> &expanded)
{
    std::vector<std::string> out;
    for (const std::string &n : expanded) {
        if (std::find(names.begin(), names.end(), n) == names.end() &&
            std::find(out.begin(), out.end(), n) == out.end()) {
            out.push_back(n);
        }
    }
    return out;
}

} // namespace

std::vector<openpi::SchemaStep> schemaStepsOfDocuments(std::string_view json)
{
    std::vector<openpi::SchemaStep> out;
    for (const ordered_json &step : ordered_json::parse(json)) {
        openpi::SchemaStep s;
        for (const auto &[entity, attributes] : step.items()) {
            s.emplace_back(entity, jsonStrings(attributes));
        }
        out.push_back(std::move(s));
    }
    return out;
}

namespace {

openpi::StateStep stepOf(const ordered_json &step)
{
    openpi::StateStep s;
    for (const ordered_json &c : step) {
        const auto v = jsonStrings(c);
        if (v.size() == 4) {
            s.push_back({v[0], v[1], v[2], v[3]});
        }
    }
    return s;
}

} // namespace

std::vector<openpi::StateStep> stateSteps(std::string_view json)
{
    std::vector<openpi::StateStep> out;
    for (const ordered_json &step : ordered_json::parse(json)) {
        out.push_back(stepOf(step));
    }
    return out;
}

openpi::StateStep stateChanges(std::string_view json)
{
    return stepOf(ordered_json::parse(json));
}

namespace {

ordered_json changesArray(const openpi::StateStep &step)
{
    ordered_json out = ordered_json::array();
    for (const openpi::StateChange &c : step) {
        out.push_back({c.entity, c.attribute, c.before, c.after});
    }
    return out;
}

} // namespace

std::string stateChangesJson(const openpi::StateStep &step)
{
    return changesArray(step).dump();
}

std::string stateStepsJson(std::span<const openpi::StateStep> steps)
{
    ordered_json out = ordered_json::array();
    for (const openpi::StateStep &step : steps) {
        out.push_back(changesArray(step));
    }
    return out.dump();
}

namespace {

namespace dom = simdjson::dom;

// An object whose keys are all different: a document's object keeps a repeated key's last
// value, a dom::object finds its first, so only objects without one are read here.
bool distinctKeys(dom::object o, std::vector<std::string_view> &keys)
{
    keys.clear();
    for (const dom::key_value_pair field : o) {
        keys.push_back(field.key);
    }
    std::sort(keys.begin(), keys.end());
    return std::adjacent_find(keys.begin(), keys.end()) == keys.end();
}

// jsonStrings() of an element: the strings of an array, nothing of anything else.
std::vector<std::string> strings(dom::element v)
{
    std::vector<std::string> out;
    dom::array a;
    if (v.get_array().get(a) == simdjson::SUCCESS) {
        for (const dom::element x : a) {
            std::string_view text;
            if (x.get_string().get(text) == simdjson::SUCCESS) {
                out.emplace_back(text);
            }
        }
    }
    return out;
}

std::optional<dom::element> field(dom::object o, std::string_view key)
{
    dom::element v;
    if (o.at_key(key).get(v) != simdjson::SUCCESS) {
        return std::nullopt;
    }
    return v;
}

// An object with distinct keys, or nullopt.
std::optional<dom::object> plainObject(dom::element v, std::vector<std::string_view> &keys)
{
    dom::object o;
    if (v.get_object().get(o) != simdjson::SUCCESS || !distinctKeys(o, keys)) {
        return std::nullopt;
    }
    return o;
}

} // namespace

bool readSchemaSteps(std::string_view json, std::vector<openpi::SchemaStep> &out)
{
    thread_local dom::parser parser;
    std::vector<std::string_view> keys;
    out.clear();
    dom::element doc;
    dom::array steps;
    if (parser.parse(json.data(), json.size(), true).get(doc) != simdjson::SUCCESS ||
        doc.get_array().get(steps) != simdjson::SUCCESS) {
        return false;
    }
    for (const dom::element step : steps) {
        // A document iterates an array's items under their indexes as keys: not the
        // release's shape, so left to it.
        const auto entities = plainObject(step, keys);
        if (!entities) {
            out.clear();
            return false;
        }
        openpi::SchemaStep &s = out.emplace_back();
        for (const dom::key_value_pair entity : *entities) {
            s.emplace_back(std::string(entity.key), strings(entity.value));
        }
    }
    return true;
}

std::vector<openpi::SchemaStep> schemaSteps(std::string_view json)
{
    std::vector<openpi::SchemaStep> out;
    if (readSchemaSteps(json, out)) {
        return out;
    }
    return schemaStepsOfDocuments(json);
}

bool readReleasedSchema(
    std::string_view clustersJson,
    std::span<const std::pair<std::string_view, std::string_view>> entityAnswers,
    OpenPiSnapshot::Released &r)
{
    thread_local dom::parser parser;
    std::vector<std::string_view> keys;
    dom::element doc;
    if (parser.parse(clustersJson.data(), clustersJson.size(), true).get(doc) !=
        simdjson::SUCCESS) {
        return false;
    }
    const auto clusters = plainObject(doc, keys);
    if (!clusters) {
        return false;
    }
    r.present = true;
    for (const dom::key_value_pair entry : *clusters) {
        const auto c = plainObject(entry.value, keys);
        if (!c) {
            return false; // a document's value() of anything but an object throws
        }
        const auto names = field(*c, "entity_cluster");
        openpi::SchemaEntityCluster plain{
            std::string(entry.key), names ? strings(*names) : std::vector<std::string>{}, {}};
        openpi::SchemaEntityCluster expanded = plain;
        if (const auto combined = field(*c, "entity_cluster_combined")) {
            expanded.names = strings(*combined);
            r.expanded = true;
        }
        dom::object attributes;
        if (const auto attrs = field(*c, "attribute_cluster");
            attrs && attrs->get_object().get(attributes) == simdjson::SUCCESS) {
            if (!distinctKeys(attributes, keys)) {
                return false;
            }
            for (const dom::key_value_pair attribute : attributes) {
                const std::string name(attribute.key);
                if (attribute.value.is_object()) {
                    const auto a = plainObject(attribute.value, keys);
                    if (!a) {
                        return false;
                    }
                    const auto listed = field(*a, "attribute_cluster");
                    const auto aNames = listed ? strings(*listed) : std::vector<std::string>{};
                    plain.attributes.push_back({name, aNames});
                    const auto combined = field(*a, "attribute_cluster_combined");
                    r.expanded = r.expanded || combined.has_value();
                    expanded.attributes.push_back({name, combined ? strings(*combined) : aNames});
                } else {
                    plain.attributes.push_back({name, strings(attribute.value)});
                    expanded.attributes.push_back(plain.attributes.back());
                }
            }
        }
        r.plain.clusters.push_back(std::move(plain));
        r.withExpansion.clusters.push_back(std::move(expanded));
    }
    for (const auto &[entity, answers] : entityAnswers) {
        if (answers.empty()) {
            continue;
        }
        dom::element parsed;
        if (parser.parse(answers.data(), answers.size(), true).get(parsed) != simdjson::SUCCESS) {
            return false;
        }
        const auto steps = plainObject(parsed, keys);
        if (!steps) {
            return false;
        }
        openpi::SchemaGoldEntity e{std::string(entity), {}};
        for (const dom::key_value_pair step : *steps) {
            dom::array changes;
            if (step.value.get_array().get(changes) != simdjson::SUCCESS) {
                return false;
            }
            std::vector<std::string> attributes;
            for (const dom::element change : changes) {
                const auto c = plainObject(change, keys);
                if (!c) {
                    return false;
                }
                std::string_view attribute;
                if (const auto a = field(*c, "attribute");
                    a && a->get_string().get(attribute) != simdjson::SUCCESS) {
                    return false; // a document's value() of another type throws
                }
                attributes.emplace_back(attribute);
            }
            e.steps.push_back(std::move(attributes));
        }
        r.plain.states.push_back(e);
        r.withExpansion.states.push_back(std::move(e));
    }
    return true;
}

OpenPiSnapshot::Released
releasedSchema(std::string_view clustersJson,
               std::span<const std::pair<std::string_view, std::string_view>> entityAnswers)
{
    // Parsing every procedure's released clusters and every entity's changes into documents
    // was most of opening a project.
    OpenPiSnapshot::Released r;
    if (readReleasedSchema(clustersJson, entityAnswers, r)) {
        return r;
    }
    return releasedSchemaOfDocuments(clustersJson, entityAnswers);
}

OpenPiSnapshot::Released releasedSchemaOfDocuments(
    std::string_view clustersJson,
    std::span<const std::pair<std::string_view, std::string_view>> entityAnswers)
{
    OpenPiSnapshot::Released r;
    r.present = true;
    const ordered_json doc = ordered_json::parse(clustersJson);
    for (const auto &[canonical, c] : doc.items()) {
        openpi::SchemaEntityCluster plain{
            canonical, jsonStrings(c.value("entity_cluster", ordered_json())), {}};
        openpi::SchemaEntityCluster expanded = plain;
        if (const auto combined = c.find("entity_cluster_combined"); combined != c.end()) {
            expanded.names = jsonStrings(*combined);
            r.expanded = true;
        }
        if (const auto attrs = c.find("attribute_cluster");
            attrs != c.end() && attrs->is_object()) {
            for (const auto &[attribute, a] : attrs->items()) {
                if (a.is_object()) {
                    const auto names = jsonStrings(a.value("attribute_cluster", ordered_json()));
                    plain.attributes.push_back({attribute, names});
                    const auto combined = a.find("attribute_cluster_combined");
                    r.expanded = r.expanded || combined != a.end();
                    expanded.attributes.push_back(
                        {attribute, combined != a.end() ? jsonStrings(*combined) : names});
                } else {
                    plain.attributes.push_back({attribute, jsonStrings(a)});
                    expanded.attributes.push_back(plain.attributes.back());
                }
            }
        }
        r.plain.clusters.push_back(std::move(plain));
        r.withExpansion.clusters.push_back(std::move(expanded));
    }
    for (const auto &[entity, answers] : entityAnswers) {
        if (answers.empty()) {
            continue;
        }
        openpi::SchemaGoldEntity e{std::string(entity), {}};
        const ordered_json parsed = ordered_json::parse(answers);
        for (const auto &[step, changes] : parsed.items()) {
            std::vector<std::string> attributes;
            for (const ordered_json &change : changes) {
                attributes.push_back(change.value("attribute", std::string()));
            }
            e.steps.push_back(std::move(attributes));
        }
        r.plain.states.push_back(e);
        r.withExpansion.states.push_back(std::move(e));
    }
    return r;
}

std::vector<GeneratedParaphrase> generatedParaphrases(const OpenPiSnapshot::Released &r)
{
    std::vector<GeneratedParaphrase> out;
    if (!r.expanded) {
        return out;
    }
    for (std::size_t c = 0; c < r.plain.clusters.size(); ++c) {
        const auto &plain = r.plain.clusters[c];
        const auto &expanded = r.withExpansion.clusters[c];
        for (std::string &g : generatedOf(plain.names, expanded.names)) {
            out.push_back({OpenPiClusterKind::Entity, plain.canonical, {}, std::move(g)});
        }
        for (std::size_t a = 0; a < plain.attributes.size(); ++a) {
            for (std::string &g :
                 generatedOf(plain.attributes[a].names, expanded.attributes[a].names)) {
                out.push_back({OpenPiClusterKind::Attribute, plain.canonical,
                               plain.attributes[a].canonical, std::move(g)});
            }
        }
    }
    return out;
}

const OpenPiSnapshot::SchemaPrediction *OpenPiSnapshot::schemaPrediction(std::uint32_t procedure,
                                                                         std::uint32_t model) const
{
    const auto it = std::lower_bound(
        schemata.begin(), schemata.end(), std::pair(procedure, model),
        [](const SchemaPrediction &x, const std::pair<std::uint32_t, std::uint32_t> &key) {
            return std::pair(x.procedure, x.rater) < key;
        });
    return it != schemata.end() && it->procedure == procedure && it->rater == model ? &*it
                                                                                    : nullptr;
}

std::vector<OpenPiSnapshot::SchemaSlotRow>
OpenPiSnapshot::analysisSlots(const SchemaAnalysis *analysis, std::uint32_t procedure,
                              std::uint32_t model) const
{
    const SchemaPrediction *predicted = schemaPrediction(procedure, model);
    int steps = predicted ? static_cast<int>(predicted->steps.size()) : 0;
    if (analysis) {
        for (const SchemaSlotRow &r : analysis->rows) {
            steps = std::max(steps, r.slot.step);
        }
    }
    std::vector<SchemaSlotRow> out;
    std::size_t next = 0; // the analysis' slots are ordered by step, then position
    for (int step = 1; step <= steps; ++step) {
        const std::size_t first = next;
        while (analysis && next < analysis->rows.size() && analysis->rows[next].slot.step == step) {
            out.push_back(analysis->rows[next++]);
        }
        if (next > first || !predicted ||
            static_cast<std::size_t>(step) > predicted->steps.size()) {
            continue;
        }
        int position = 0;
        for (const auto &[entity, attributes] :
             predicted->steps[static_cast<std::size_t>(step - 1)]) {
            for (const std::string &attribute : attributes) {
                out.push_back({{step, entity, attribute, std::nullopt}, position++});
            }
        }
    }
    return out;
}

std::vector<std::vector<openpi::GoldChange>> goldChanges(const OpenPiSnapshot &snap,
                                                         std::uint32_t procedure)
{
    std::vector<std::vector<openpi::GoldChange>> steps;
    const OpenPiSnapshot::Released &released = snap.released[procedure];
    for (const std::uint32_t e : snap.procedures[procedure].entities) {
        const OpenPiSnapshot::Entity &entity = snap.entities[e];
        if (entity.answers.empty()) {
            continue;
        }
        std::vector<std::string> entityNames{entity.name};
        if (!entity.annotation.empty()) {
            const ordered_json a = ordered_json::parse(entity.annotation);
            for (const std::string &joined :
                 a.is_string() ? std::vector{a.get<std::string>()} : jsonStrings(a)) {
                addAlternatives(entityNames, joined);
            }
        }
        for (const openpi::SchemaEntityCluster &c : released.plain.clusters) {
            if (c.canonical == entity.name) {
                entityNames.insert(entityNames.end(), c.names.begin(), c.names.end());
            }
        }
        const ordered_json answers = ordered_json::parse(entity.answers);
        for (const auto &[key, changes] : answers.items()) {
            const std::optional<int> step = openPiStepNumber(key);
            if (!step) {
                continue;
            }
            if (steps.size() < static_cast<std::size_t>(*step)) {
                steps.resize(static_cast<std::size_t>(*step));
            }
            for (const ordered_json &change : changes) {
                openpi::GoldChange g;
                g.entityNames = entityNames;
                g.attributeNames.push_back(change.value("attribute", std::string()));
                if (const auto a = change.find("attribute_annotation");
                    a != change.end() && a->is_string()) {
                    addAlternatives(g.attributeNames, a->get<std::string>());
                }
                g.before = change.value("before", std::string());
                g.after = change.value("after", std::string());
                steps[static_cast<std::size_t>(*step - 1)].push_back(std::move(g));
            }
        }
    }
    return steps;
}

SchemaCountPair schemaCountsOf(const OpenPiSnapshot &snap, std::size_t i)
{
    SchemaCountPair counts;
    const OpenPiSnapshot::SchemaPrediction &p = snap.schemata[i];
    const OpenPiSnapshot::Released &gold = snap.released[p.procedure];
    if (gold.present) {
        counts.first = openpi::schemaCounts(gold.plain, p.steps);
        if (gold.expanded) {
            counts.second = openpi::schemaCounts(gold.withExpansion, p.steps);
        }
    }
    return counts;
}

void analyseReleasedEvaluations(const OpenPiSnapshot &snap, std::span<const SchemaCountPair> counts,
                                OpenPiAnalysis &out)
{
    // Table 3: each model's schemata against the released clusters, without and, where the
    // clusters carry generated paraphrases, with expansion, added up in order.
    std::map<std::uint32_t, std::pair<OpenPiAnalysis::SchemaRow, OpenPiAnalysis::SchemaRow>>
        schemata;
    bool anyExpanded = false;
    for (std::size_t i = 0; i < snap.schemata.size(); ++i) {
        const OpenPiSnapshot::SchemaPrediction &p = snap.schemata[i];
        const OpenPiSnapshot::Released &gold = snap.released[p.procedure];
        if (!gold.present) {
            continue;
        }
        auto &[plain, expanded] = schemata[p.rater];
        plain.model = expanded.model = p.rater;
        expanded.expanded = true;
        ++plain.procedures;
        plain.counts += counts[i].first;
        if (gold.expanded) {
            anyExpanded = true;
            ++expanded.procedures;
            expanded.counts += counts[i].second;
        }
    }
    for (auto &[model, rows] : schemata) {
        for (OpenPiAnalysis::SchemaRow *row : {&rows.first, &rows.second}) {
            if (row->expanded && (!anyExpanded || row->procedures == 0)) {
                continue;
            }
            row->entity = openpi::schemaScore(row->counts.entity);
            row->attribute = openpi::schemaScore(row->counts.attribute);
            row->entityLocal = openpi::schemaScore(row->counts.entityLocal);
            row->attributeLocal = openpi::schemaScore(row->counts.attributeLocal);
            out.schemata.push_back(*row);
        }
    }

    // States: each model's predictions against the released gold lists of a procedure, or
    // where there are none, against the procedure's own states.
    std::map<std::uint32_t, OpenPiAnalysis::StatesRow> states;
    for (const OpenPiSnapshot::StateList &list : snap.states) {
        // People's own states are scored against the gold as people (analyseStateAgreement).
        if (list.rater < 0 || !snap.raters[static_cast<std::size_t>(list.rater)].model) {
            continue;
        }
        OpenPiAnalysis::StatesRow &row = states[static_cast<std::uint32_t>(list.rater)];
        row.model = static_cast<std::uint32_t>(list.rater);
        ++row.procedures;
        if (snap.stateList(list.procedure, -1)) {
            ++row.againstGoldLists;
            row.match += openpi::stateExactMatch(list.steps, *goldStateSteps(snap, list.procedure));
        } else {
            ++row.againstStates;
            const auto m =
                openpi::stateMatchAgainst(list.steps, decidedGoldChanges(snap, list.procedure));
            row.match += m.match;
            row.unmatched += m.unmatched;
        }
    }
    for (auto &[model, row] : states) {
        row.exactMatch = openpi::stateAccuracy(row.match);
        out.states.push_back(row);
    }

    analyseStateAgreement(snap, out);
    analyseSchemaErrors(snap, out);
    // The generated paraphrases of the released clusters, and each person's judgements.
    for (const OpenPiSnapshot::Released &r : snap.released) {
        for (const GeneratedParaphrase &g : generatedParaphrases(r)) {
            ++(g.kind == OpenPiClusterKind::Entity ? out.generatedEntityParaphrases
                                                   : out.generatedAttributeParaphrases);
        }
    }
    analyseExpansions(snap, out);
}

void analyseSchemaErrors(const OpenPiSnapshot &snap, OpenPiAnalysis &out)
{
    out.schemaErrors.clear();
    std::map<std::pair<std::uint32_t, std::uint32_t>, OpenPiAnalysis::SchemaErrorRow> errors;
    for (const OpenPiSnapshot::SchemaAnalysis &a : snap.schemaAnalyses) {
        OpenPiAnalysis::SchemaErrorRow &row = errors[{a.model, a.person}];
        row.model = a.model;
        row.person = a.person;
        ++row.procedures;
        row.finished += a.annotated ? 1 : 0;
        for (const OpenPiSnapshot::SchemaSlotRow &r :
             snap.analysisSlots(&a, a.procedure, a.model)) {
            const std::optional<int> c = r.slot.category;
            if (c == OpenPiSchemaSlot::kMissed) {
                if (!openpi::stripped(r.slot.attribute).empty()) {
                    row.addMissed();
                }
                continue;
            }
            row.addPredicted(c);
        }
    }
    for (const auto &[key, row] : errors) {
        out.schemaErrors.push_back(row);
    }
}

void analyseExpansions(const OpenPiSnapshot &snap, OpenPiAnalysis &out)
{
    out.expansions.clear();
    std::map<std::pair<std::uint32_t, int>, OpenPiAnalysis::ExpansionRow> expansions;
    for (const OpenPiSnapshot::ExpansionRating &x : snap.expansionRatings) {
        OpenPiAnalysis::ExpansionRow &row = expansions[{x.person, static_cast<int>(x.kind)}];
        row.person = x.person;
        row.kind = x.kind;
        row.generated = x.kind == OpenPiClusterKind::Entity ? out.generatedEntityParaphrases
                                                            : out.generatedAttributeParaphrases;
        ++row.rated;
        row.correct += x.correct ? 1 : 0;
    }
    for (auto &[key, row] : expansions) {
        row.share = openpi::shareOf(row.correct, row.rated);
        out.expansions.push_back(row);
    }
}

} // namespace es::db
