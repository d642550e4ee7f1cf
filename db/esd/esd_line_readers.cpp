// The two readers of one ESD line: the full parser, whose record or one-line error stands,
// and the fast reader of common lines, which hands it every line it does not take.
#include "db/esd/esd_format_parts.h"
#include "db/json_input.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

namespace es::db::esd_format {

using nlohmann::json;

namespace {

std::string typeName(const json &v)
{
    return v.is_null() ? "null" : std::string(v.type_name());
}

std::string requiredText(const json &obj, const char *key, const LineError &fail)
{
    const auto it = obj.find(key);
    if (it == obj.end()) {
        fail(std::string("missing field \"") + key + "\"");
    }
    if (!it->is_string()) {
        fail(std::string("field \"") + key + "\" must be a string, got " + typeName(*it));
    }
    std::string s = it->get<std::string>();
    if (s.empty()) {
        fail(std::string("field \"") + key + "\" is empty");
    }
    return s;
}

std::optional<std::string> optionalText(const json &obj, const char *key, const LineError &fail)
{
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null()) {
        return std::nullopt;
    }
    if (!it->is_string()) {
        fail(std::string("field \"") + key + "\" must be a string, got " + typeName(*it));
    }
    return it->get<std::string>();
}

std::int8_t labelValue(const json &v, const std::string &path, const LineError &fail)
{
    if (!v.is_number()) {
        fail(path + ": label must be a number (-1, 0 or 1), got " + typeName(v) + " " + v.dump());
    }
    const double d = v.get<double>();
    if (d != -1.0 && d != 0.0 && d != 1.0) {
        fail(path + ": label must be -1, 0 or 1, got " + v.dump());
    }
    return static_cast<std::int8_t>(d);
}

} // namespace

ParsedLine parseLine(std::string_view line, const std::string &source, std::size_t lineNo,
                     bool mayHoldNul, const LineError &fail, const EsdParseOptions &options)
{
    json obj = parseJsonLine(line, source, lineNo, mayHoldNul);
    if (!obj.is_object()) {
        fail("expected a JSON object, got " + typeName(obj));
    }

    ParsedLine out;
    if (obj.contains("score")) {
        out.isScore = true;
        EsdScoreRecord &rec = out.score.rec;
        rec.line = static_cast<std::uint32_t>(lineNo); // below 2^32: checked
        out.score.pairId = requiredText(obj, "id", fail);
        std::optional<std::string> model = optionalText(obj, "model", fail);
        if (!model) {
            if (options.model.empty()) {
                fail("missing field \"model\" (or give " + options.fields.model + ")");
            }
            model = options.model;
        } else if (model->empty()) {
            fail("field \"model\" is empty");
        } else if (!options.model.empty() && *model != options.model) {
            fail("model \"" + *model + "\" differs from " + options.fields.model + " \"" +
                 options.model + "\"");
        }
        out.score.model = std::move(*model);
        const std::optional<std::string> setting = optionalText(obj, "setting", fail);
        if (!setting) {
            fail("missing field \"setting\"");
        }
        if (*setting != "full" && *setting != "core") {
            fail("unknown setting \"" + *setting + "\" (expected \"full\" or \"core\")");
        }
        rec.core = *setting == "core";
        const json &score = obj["score"];
        if (!score.is_number()) {
            fail("score must be a number, got " + typeName(score) + " " + score.dump());
        }
        rec.score = score.get<double>();
        if (!std::isfinite(rec.score)) {
            fail("score must be finite");
        }
        out.meta.direction = optionalText(obj, "direction", fail);
        if (out.meta.direction && *out.meta.direction != "higher" &&
            *out.meta.direction != "lower") {
            fail("unknown direction \"" + *out.meta.direction +
                 "\" (expected \"higher\" or \"lower\")");
        }
        out.meta.family = optionalText(obj, "family", fail);
        if (const auto p = obj.find("params"); p != obj.end() && !p->is_null()) {
            if (!p->is_number() || p->get<double>() <= 0) {
                fail("params must be a positive number (model size), got " + p->dump());
            }
            out.meta.params = p->get<double>();
        }
        return out;
    }

    EsdPairRecord &rec = out.pair;
    rec.line = lineNo;
    rec.id = requiredText(obj, "id", fail);
    // A line that labels a pair the project (or another line) has needs only its id.
    const bool labelsOnly = !obj.contains("goal") && !obj.contains("step") &&
                            !obj.contains("modifier") && !obj.contains("origin") &&
                            !obj.contains("contributor") &&
                            (obj.contains("labels") || obj.contains("label"));
    rec.goal = labelsOnly ? std::string() : requiredText(obj, "goal", fail);
    rec.step = labelsOnly ? std::string() : requiredText(obj, "step", fail);
    rec.modifier = optionalText(obj, "modifier", fail).value_or("");
    rec.origin = optionalText(obj, "origin", fail).value_or("wikihow");
    if (rec.origin != "wikihow" && rec.origin != "contributed") {
        fail("unknown origin \"" + rec.origin + "\" (expected \"wikihow\" or \"contributed\")");
    }
    rec.contributor = optionalText(obj, "contributor", fail).value_or("");
    if (!rec.contributor.empty() && rec.origin != "contributed") {
        fail("a contributor names who contributed a step: it needs \"origin\": \"contributed\"");
    }
    if (const auto labels = obj.find("labels"); labels != obj.end() && !labels->is_null()) {
        if (!labels->is_object()) {
            fail("labels must be an object {annotator: label}, got " + typeName(*labels));
        }
        for (const auto &[name, value] : labels->items()) {
            if (name.empty()) {
                fail("labels: annotator name is empty");
            }
            rec.labels.emplace_back(name, labelValue(value, "labels." + name, fail));
        }
    }
    if (const auto label = obj.find("label"); label != obj.end() && !label->is_null()) {
        if (options.annotator.empty()) {
            fail("field \"label\" needs " + options.fields.annotator +
                 " (or use \"labels\": {annotator: label})");
        }
        rec.labels.emplace_back(options.annotator, labelValue(*label, "label", fail));
    }
    // The fast reader leaves lines with a setting to this one: few lines have one.
    if (const std::optional<std::string> setting = optionalText(obj, "setting", fail)) {
        if (*setting != "full" && *setting != "core") {
            fail("unknown setting \"" + *setting + "\" (expected \"full\" or \"core\")");
        }
        if (rec.labels.empty()) {
            fail("\"setting\" names the setting of a pair line's labels, and it has none");
        }
        if (*setting == "core") {
            rec.coreLabels = std::move(rec.labels);
            rec.labels.clear();
        }
    }
    return out;
}

namespace {

enum Key : unsigned {
    Id = 1u << 0,
    Goal = 1u << 1,
    Modifier = 1u << 2,
    Step = 1u << 3,
    Origin = 1u << 4,
    Labels = 1u << 5,
    Label = 1u << 6,
    Model = 1u << 7,
    Setting = 1u << 8,
    Score = 1u << 9,
    Direction = 1u << 10,
    Family = 1u << 11,
    Params = 1u << 12,
    Contributor = 1u << 13,
};
constexpr unsigned kPairKeys = Id | Goal | Modifier | Step | Origin | Labels | Label | Contributor;
constexpr unsigned kScoreKeys = Id | Model | Setting | Score | Direction | Family | Params;
// The names in the order of the keys' bits.
constexpr std::string_view kNames[] = {"id",        "goal",   "modifier", "step",       "origin",
                                       "labels",    "label",  "model",    "setting",    "score",
                                       "direction", "family", "params",   "contributor"};

// parseLine()'s requiredText and optionalText: a string; absent or null is no text.
bool text(const simdjson::dom::element *v, std::string_view &s)
{
    return v->get_string().get(s) == simdjson::SUCCESS;
}

bool isNull(const simdjson::dom::element *v)
{
    return v == nullptr || v->is_null();
}

bool number(const simdjson::dom::element *v, double &d)
{
    return v->is_number() && v->get_double().get(d) == simdjson::SUCCESS;
}

bool label(const simdjson::dom::element &v, std::int8_t &l)
{
    double d = 0;
    if (!number(&v, d) || (d != -1.0 && d != 0.0 && d != 1.0)) {
        return false;
    }
    l = static_cast<std::int8_t>(d);
    return true;
}

// A pair line's "labels" object, {annotator: label}.
bool readLabels(const simdjson::dom::element &value,
                std::vector<std::pair<std::string, std::int8_t>> &out)
{
    simdjson::dom::object labels;
    if (value.get_object().get(labels) != simdjson::SUCCESS) {
        return false;
    }
    for (const simdjson::dom::key_value_pair field : labels) {
        std::int8_t l = 0;
        if (field.key.empty() || !label(field.value, l)) {
            return false;
        }
        out.emplace_back(std::string(field.key), l);
    }
    // In the order of the full parser's object, a std::map; a name given twice
    // is its error.
    std::sort(out.begin(), out.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (std::size_t i = 1; i < out.size(); ++i) {
        if (out[i - 1].first == out[i].first) {
            return false;
        }
    }
    return true;
}

// A line's object as the fast reader takes it: each of the keys it reads at most once, and
// their values.
class LineFields
{
  public:
    // False when the object has a key no line of either kind reads, or a key twice.
    bool collect(const simdjson::dom::object &obj)
    {
        for (const simdjson::dom::key_value_pair field : obj) {
            const auto name = std::find(std::begin(kNames), std::end(kNames), field.key);
            const unsigned key = name == std::end(kNames) ? 0u : 1u << (name - std::begin(kNames));
            if (key == 0 || (seen & key) != 0) {
                return false;
            }
            seen |= key;
            values[std::countr_zero(key)] = field.value;
        }
        return true;
    }

    bool read(std::size_t lineNo, const EsdParseOptions &options, ParsedLine &out) const
    {
        std::string_view id;
        if (!value(Id) || !text(value(Id), id) || id.empty()) {
            return false;
        }
        if ((seen & Score) != 0) {
            return readScore(id, lineNo, options, out);
        }
        return readPair(id, lineNo, options, out);
    }

  private:
    const simdjson::dom::element *value(Key key) const
    {
        return (seen & key) != 0 ? &values[std::countr_zero(unsigned(key))] : nullptr;
    }

    bool readScore(std::string_view id, std::size_t lineNo, const EsdParseOptions &options,
                   ParsedLine &out) const
    {
        if ((seen & ~kScoreKeys) != 0) {
            return false;
        }
        out.isScore = true;
        EsdScoreRecord &rec = out.score.rec;
        rec.line = static_cast<std::uint32_t>(lineNo); // below 2^32: checked
        out.score.pairId.assign(id);
        std::string_view s;
        if (isNull(value(Model))) {
            if (options.model.empty()) {
                return false;
            }
            out.score.model = options.model;
        } else if (!text(value(Model), s) || s.empty() ||
                   (!options.model.empty() && s != options.model)) {
            return false;
        } else {
            out.score.model.assign(s);
        }
        if (isNull(value(Setting)) || !text(value(Setting), s) || (s != "full" && s != "core")) {
            return false;
        }
        rec.core = s == "core";
        if (!number(value(Score), rec.score) || !std::isfinite(rec.score)) {
            return false;
        }
        if (!isNull(value(Direction))) {
            if (!text(value(Direction), s) || (s != "higher" && s != "lower")) {
                return false;
            }
            out.meta.direction.emplace(s);
        }
        if (!isNull(value(Family))) {
            if (!text(value(Family), s)) {
                return false;
            }
            out.meta.family.emplace(s);
        }
        if (!isNull(value(Params))) {
            double p = 0;
            if (!number(value(Params), p) || !(p > 0)) {
                return false;
            }
            out.meta.params = p;
        }
        return true;
    }

    bool readPair(std::string_view id, std::size_t lineNo, const EsdParseOptions &options,
                  ParsedLine &out) const
    {
        if ((seen & ~kPairKeys) != 0) {
            return false;
        }
        EsdPairRecord &rec = out.pair;
        rec.line = lineNo;
        std::string_view goal;
        std::string_view step;
        const bool labelsOnly = (seen & (Goal | Step | Modifier | Origin | Contributor)) == 0 &&
                                (seen & (Labels | Label)) != 0;
        if (!labelsOnly && (!value(Goal) || !text(value(Goal), goal) || goal.empty() ||
                            !value(Step) || !text(value(Step), step) || step.empty())) {
            return false;
        }
        rec.id.assign(id);
        rec.goal.assign(goal);
        rec.step.assign(step);
        std::string_view s;
        if (!isNull(value(Modifier))) {
            if (!text(value(Modifier), s)) {
                return false;
            }
            rec.modifier.assign(s);
        }
        rec.origin = "wikihow";
        if (!isNull(value(Origin))) {
            if (!text(value(Origin), s) || (s != "wikihow" && s != "contributed")) {
                return false;
            }
            rec.origin.assign(s);
        }
        if (!isNull(value(Contributor))) {
            if (!text(value(Contributor), s) || (!s.empty() && rec.origin != "contributed")) {
                return false;
            }
            rec.contributor.assign(s);
        }
        if (!isNull(value(Labels)) && !readLabels(*value(Labels), rec.labels)) {
            return false;
        }
        if (!isNull(value(Label))) {
            std::int8_t l = 0;
            if (options.annotator.empty() || !label(*value(Label), l)) {
                return false;
            }
            rec.labels.emplace_back(options.annotator, l);
        }
        return true;
    }

    unsigned seen = 0;
    simdjson::dom::element values[std::size(kNames)];
};

} // namespace

FastLineReader::FastLineReader()
{
    // Shallow: an ESD line nests two levels; a deeper one is the full parser's.
    if (parser_.allocate(1u << 12, 8) != simdjson::SUCCESS) {
        usable_ = false;
    }
}

bool FastLineReader::read(std::string_view line, std::size_t lineNo, const EsdParseOptions &options,
                          ParsedLine &out)
{
    // A NUL byte ends the full parser's input early, which it reports.
    if (!usable_ || line.find('\0') != std::string_view::npos ||
        line.find("\\ud") != std::string_view::npos ||
        line.find("\\uD") != std::string_view::npos) {
        return false;
    }
    simdjson::dom::element doc;
    // The line is copied into the parser's padded buffer: simdjson reads past its end.
    if (parser_.parse(line.data(), line.size(), true).get(doc) != simdjson::SUCCESS) {
        return false;
    }
    simdjson::dom::object obj;
    if (doc.get_object().get(obj) != simdjson::SUCCESS) {
        return false;
    }
    LineFields fields;
    return fields.collect(obj) && fields.read(lineNo, options, out);
}

namespace {

std::string describe(const ParsedLine &p)
{
    std::ostringstream out;
    out.precision(17);
    if (p.isScore) {
        const EsdScoreRecord &r = p.score.rec;
        out << "score line " << r.line << " id=" << nlohmann::json(p.score.pairId).dump()
            << " model=" << nlohmann::json(p.score.model).dump() << " core=" << r.core
            << " score=" << r.score << " direction=" << p.meta.direction.value_or("-")
            << " family=" << (p.meta.family ? nlohmann::json(*p.meta.family).dump() : "-")
            << " params=" << (p.meta.params ? std::to_string(*p.meta.params) : "-");
        return out.str();
    }
    const EsdPairRecord &r = p.pair;
    out << "pair line " << r.line << " id=" << nlohmann::json(r.id).dump()
        << " goal=" << nlohmann::json(r.goal).dump()
        << " modifier=" << nlohmann::json(r.modifier).dump()
        << " step=" << nlohmann::json(r.step).dump() << " origin=" << r.origin
        << " contributor=" << nlohmann::json(r.contributor).dump() << " labels=";
    for (const auto &[name, label] : r.labels) {
        out << nlohmann::json(name).dump() << ":" << int(label) << ",";
    }
    return out.str();
}

} // namespace

} // namespace es::db::esd_format

namespace es::db {

EsdLineComparison compareEsdLineReaders(std::string_view line, const EsdParseOptions &options)
{
    using namespace esd_format;
    EsdLineComparison result;
    thread_local FastLineReader fast; // the fuzz target compares every line of every input
    ParsedLine taken;
    result.taken = fast.read(line, 1, options, taken);
    if (!result.taken) {
        return result;
    }
    try {
        const ParsedLine full = parseLine(line, "line", 1, true, LineError("line", 1), options);
        const std::string a = describe(taken);
        const std::string b = describe(full);
        if (a != b) {
            result.difference = "fast reader: " + a + "; full parser: " + b;
        }
    } catch (const InputError &e) {
        result.difference = std::string("the full parser refuses it: ") + e.what();
    }
    return result;
}

} // namespace es::db
