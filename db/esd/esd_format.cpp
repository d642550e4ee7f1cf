#include "db/esd/esd_format.h"

#include "db/json_input.h"
#include "db/project.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <deque>
#include <limits>
#include <nlohmann/json.hpp>
#include <simdjson.h>
#include <sstream>
#include <thread>
#include <unordered_map>

namespace es::db {

using nlohmann::json;

namespace {

class LineError
{
  public:
    LineError(const std::string &source, std::size_t line)
        : prefix_(source + ":" + std::to_string(line) + ": ")
    {
    }
    [[noreturn]] void operator()(const std::string &problem) const
    {
        throw InputError(prefix_ + problem);
    }

  private:
    std::string prefix_;
};

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

std::string_view stripBom(std::string_view s)
{
    if (s.size() >= 3 && s.substr(0, 3) == "\xEF\xBB\xBF") {
        s.remove_prefix(3);
    }
    return s;
}

} // namespace

namespace {

// One checked score line, before it meets the rest of the file.
struct ScoreLine
{
    EsdScoreRecord rec; // its pair and model not yet indices
    std::string pairId;
    std::string model;
};

struct ModelMeta
{
    std::optional<std::string> direction;
    std::optional<std::string> family;
    std::optional<double> params;
};

struct ParsedLine
{
    bool isScore = false;
    EsdPairRecord pair;
    ScoreLine score;
    ModelMeta meta;
};

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
    return out;
}

// The common lines of an ESD file, read with simdjson's validating DOM parser, about ten
// times faster than parseLine(). It takes a line only when every key is one its kind
// (pair or score) reads and every value has the type that key takes; anything else, and
// anything it cannot parse, goes to parseLine(), whose record or one-line error stands.
// So it only has to agree with parseLine() on the lines it takes: keys it does not read
// could hide what the full parser refuses (a repeated key, a number out of range, deep
// nesting), an escaped surrogate is decoded differently by some parsers, and a repeated
// key keeps its last value there, so such lines are left to it. tst_store's
// fastLineReaderAgrees and the esd fuzz target compare the two on every line they take.
class FastLineReader
{
  public:
    FastLineReader()
    {
        // Shallow: an ESD line nests two levels; a deeper one is the full parser's.
        if (parser_.allocate(1u << 12, 8) != simdjson::SUCCESS) {
            usable_ = false;
        }
    }

    bool read(std::string_view line, std::size_t lineNo, const EsdParseOptions &options,
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
        constexpr unsigned kPairKeys =
            Id | Goal | Modifier | Step | Origin | Labels | Label | Contributor;
        constexpr unsigned kScoreKeys = Id | Model | Setting | Score | Direction | Family | Params;
        unsigned seen = 0;
        // The names in the order of the keys' bits.
        static constexpr std::string_view kNames[] = {
            "id",    "goal",    "modifier", "step",      "origin", "labels", "label",
            "model", "setting", "score",    "direction", "family", "params", "contributor"};
        simdjson::dom::element values[std::size(kNames)];
        for (const simdjson::dom::key_value_pair field : obj) {
            const auto name = std::find(std::begin(kNames), std::end(kNames), field.key);
            const unsigned key = name == std::end(kNames) ? 0u : 1u << (name - std::begin(kNames));
            if (key == 0 || (seen & key) != 0) {
                return false;
            }
            seen |= key;
            values[std::countr_zero(key)] = field.value;
        }
        const auto value = [&](Key key) -> const simdjson::dom::element * {
            return (seen & key) != 0 ? &values[std::countr_zero(unsigned(key))] : nullptr;
        };
        // parseLine()'s requiredText and optionalText: a string; absent or null is no text.
        const auto text = [](const simdjson::dom::element *v, std::string_view &s) {
            return v->get_string().get(s) == simdjson::SUCCESS;
        };
        const auto isNull = [](const simdjson::dom::element *v) {
            return v == nullptr || v->is_null();
        };
        const auto number = [](const simdjson::dom::element *v, double &d) {
            return v->is_number() && v->get_double().get(d) == simdjson::SUCCESS;
        };
        const auto label = [&](const simdjson::dom::element &v, std::int8_t &l) {
            double d = 0;
            if (!number(&v, d) || (d != -1.0 && d != 0.0 && d != 1.0)) {
                return false;
            }
            l = static_cast<std::int8_t>(d);
            return true;
        };

        std::string_view id;
        if (!value(Id) || !text(value(Id), id) || id.empty()) {
            return false;
        }
        if ((seen & Score) != 0) {
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
            if (isNull(value(Setting)) || !text(value(Setting), s) ||
                (s != "full" && s != "core")) {
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
        if (!isNull(value(Labels))) {
            simdjson::dom::object labels;
            if (value(Labels)->get_object().get(labels) != simdjson::SUCCESS) {
                return false;
            }
            for (const simdjson::dom::key_value_pair field : labels) {
                std::int8_t l = 0;
                if (field.key.empty() || !label(field.value, l)) {
                    return false;
                }
                rec.labels.emplace_back(std::string(field.key), l);
            }
            // In the order of the full parser's object, a std::map; a name given twice
            // is its error.
            std::sort(rec.labels.begin(), rec.labels.end(),
                      [](const auto &a, const auto &b) { return a.first < b.first; });
            for (std::size_t i = 1; i < rec.labels.size(); ++i) {
                if (rec.labels[i - 1].first == rec.labels[i].first) {
                    return false;
                }
            }
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

  private:
    simdjson::dom::parser parser_;
    bool usable_ = true;
};

// A piece of a file, cut at line ends, and the number of its first line.
struct Piece
{
    std::string_view text;
    std::size_t firstLine = 1;
};

// The content in one piece per thread worth using: one below 1 MiB, else one a core (at
// most eight).
std::vector<Piece> piecesAtLineEnds(std::string_view content, std::size_t &lineEnds)
{
    const std::size_t pieces =
        content.size() < (1u << 20)
            ? 1
            : std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    std::vector<Piece> out;
    std::size_t begin = 0;
    std::size_t line = 1;
    for (std::size_t t = 0; t < pieces && begin < content.size(); ++t) {
        std::size_t end = t + 1 == pieces ? content.size() : content.size() * (t + 1) / pieces;
        end = std::max(end, begin);
        const std::size_t nl = content.find('\n', end == 0 ? 0 : end - 1);
        end = nl == std::string_view::npos ? content.size() : nl + 1;
        out.push_back({content.substr(begin, end - begin), line});
        line += static_cast<std::size_t>(
            std::count(out.back().text.begin(), out.back().text.end(), '\n'));
        begin = end;
    }
    lineEnds = line - 1;
    return out;
}

// f(t) for t < n: 0 on the calling thread, each other on a thread of its own.
template <class F> void onThreads(std::size_t n, const F &f)
{
    std::vector<std::jthread> workers;
    for (std::size_t t = 1; t < n; ++t) {
        workers.emplace_back([&f, t] { f(t); });
    }
    if (n > 0) {
        f(0);
    }
}

// A score as a slice holds it: its pair's id where the file has those bytes, or in the
// slice's ownIds where the id was written with escapes.
struct SliceScore
{
    EsdScoreRecord rec;
    std::string_view pairId;
};

// The lines of one slice of the file, parsed on their own thread; a slice stops at
// its first bad line and keeps the error to raise in file order.
struct Slice
{
    std::string_view text;
    std::size_t firstLine = 1;
    bool mayHoldNul = true;
    std::vector<bool> isScore; // per parsed line, in order
    std::vector<EsdPairRecord> pairs;
    // A score's model is an index into `models`, the slice's own: comparing one name per
    // line beats hashing it, and no line keeps a copy.
    std::vector<SliceScore> scores;
    std::deque<std::string> ownIds; // a deque, so that views of them stay valid
    std::vector<std::string> models;
    std::vector<std::pair<std::size_t, ModelMeta>> metas; // by index into scores, ascending
    std::size_t nonBlank = 0;
    std::optional<InputError> error;
};

void parseSlice(Slice &slice, const std::string &source, const EsdParseOptions &options)
{
    std::size_t lineNo = slice.firstLine - 1;
    std::size_t pos = 0;
    const std::string_view content = slice.text;
    FastLineReader fast;
    std::uint32_t lastModel = 0;
    try {
        while (pos < content.size()) {
            std::size_t end = content.find('\n', pos);
            if (end == std::string_view::npos) {
                end = content.size();
            }
            std::string_view line = content.substr(pos, end - pos);
            pos = end + 1;
            ++lineNo;
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            if (line.find_first_not_of(" \t") == std::string_view::npos) {
                continue;
            }
            ++slice.nonBlank;
            ParsedLine parsed;
            if (!fast.read(line, lineNo, options, parsed)) {
                parsed = parseLine(line, source, lineNo, slice.mayHoldNul,
                                   LineError(source, lineNo), options);
            }
            slice.isScore.push_back(parsed.isScore);
            if (!parsed.isScore) {
                slice.pairs.push_back(std::move(parsed.pair));
                continue;
            }
            const std::string &model = parsed.score.model;
            if (lastModel >= slice.models.size() || slice.models[lastModel] != model) {
                const auto known = std::find(slice.models.begin(), slice.models.end(), model);
                lastModel = static_cast<std::uint32_t>(known - slice.models.begin());
                if (known == slice.models.end()) {
                    slice.models.push_back(model);
                }
            }
            parsed.score.rec.model = lastModel;
            if (parsed.meta.direction || parsed.meta.family || parsed.meta.params) {
                slice.metas.emplace_back(slice.scores.size(), std::move(parsed.meta));
            }
            // The same bytes anywhere in the line are the id as well as where the key has
            // them; only an id written with escapes is not found and needs a copy, as does
            // a long one, which a crafted line could make costly to search for.
            const std::string &id = parsed.score.pairId;
            const std::size_t at = id.size() <= 64 ? line.find(id) : std::string_view::npos;
            slice.scores.push_back(
                {parsed.score.rec, at == std::string_view::npos
                                       ? std::string_view(slice.ownIds.emplace_back(id))
                                       : line.substr(at, id.size())});
        }
    } catch (const InputError &e) {
        slice.error = e;
    }
}

} // namespace

EsdBatch parseEsdJsonLines(std::string_view content, const std::string &source,
                           const EsdParseOptions &options)
{
    EsdBatch batch;
    batch.source = source;
    content = stripBom(content);

    // JSON parsing is the costly part and every line stands alone: parse the file's
    // pieces in parallel; merging stays in file order.
    std::size_t lineEnds = 0;
    const std::vector<Piece> pieces = piecesAtLineEnds(content, lineEnds);
    // A score keeps its line number in 32 bits; so does a pair's index, since each takes
    // a line. Checked before any line is read: no line of such a file is its first error.
    const std::size_t lastLine = lineEnds + (!content.empty() && content.back() != '\n' ? 1 : 0);
    if (lastLine > std::numeric_limits<std::uint32_t>::max()) {
        throw InputError(source + ": more than " +
                         std::to_string(std::numeric_limits<std::uint32_t>::max()) + " lines");
    }
    std::vector<Slice> slices;
    for (const Piece &piece : pieces) {
        Slice s;
        s.text = piece.text;
        s.firstLine = piece.firstLine;
        s.mayHoldNul = s.text.find('\0') != std::string_view::npos;
        slices.push_back(std::move(s));
    }
    onThreads(slices.size(), [&](std::size_t t) { parseSlice(slices[t], source, options); });

    std::size_t pairCount = 0;
    std::size_t scoreCount = 0;
    for (const Slice &slice : slices) {
        pairCount += slice.pairs.size();
        scoreCount += slice.scores.size();
    }
    // batch.pairs[0, merged) are the file's pairs so far. The first slice with pair lines
    // gives its records to the batch as they are, merged in place, rather than moved one
    // by one into a second copy (200 MB at a million pairs): usually it holds them all.
    std::size_t merged = 0;
    batch.scores.reserve(scoreCount);
    std::unordered_map<std::string_view, std::size_t> pairIndex; // ids of batch.pairs
    pairIndex.reserve(pairCount);
    std::unordered_map<std::string, std::uint32_t> modelIndex;
    // A score's pair is found by its id among the pairs merged so far; a score met before
    // its pair's line, or naming none, is given a place in batch.scoredIds for now and
    // settled once every pair is in. Score files usually list pairs in the order of the
    // pair lines: the pair after the last one found is compared before any hashing.
    std::unordered_map<std::string, std::uint32_t> scoredIndex; // ids of batch.scoredIds
    std::vector<std::uint32_t> unsettled;                       // scores placed in scoredIds
    std::size_t pairHint = 0;
    std::size_t scoredHint = 0;
    const auto findPair = [&](std::string_view id, EsdScoreRecord &rec) {
        for (std::size_t guess : {pairHint + 1, pairHint}) {
            if (guess < merged && batch.pairs[guess].id == id) {
                pairHint = guess;
                rec.pair = static_cast<std::uint32_t>(guess);
                return;
            }
        }
        if (const auto it = pairIndex.find(id); it != pairIndex.end()) {
            pairHint = it->second;
            rec.pair = static_cast<std::uint32_t>(pairHint);
            return;
        }
        unsettled.push_back(static_cast<std::uint32_t>(batch.scores.size()));
        for (std::size_t guess : {scoredHint + 1, scoredHint}) {
            if (guess < batch.scoredIds.size() && batch.scoredIds[guess] == id) {
                scoredHint = guess;
                rec.pair = static_cast<std::uint32_t>(guess);
                return;
            }
        }
        const auto [it, added] = scoredIndex.emplace(
            std::string(id), static_cast<std::uint32_t>(batch.scoredIds.size()));
        if (added) {
            batch.scoredIds.emplace_back(id);
        }
        scoredHint = it->second;
        rec.pair = it->second;
    };
    for (Slice &slice : slices) {
        batch.lines += slice.nonBlank;
        const bool adopted = merged == 0 && !slice.pairs.empty();
        if (adopted) {
            batch.pairs = std::move(slice.pairs);
            // Never grown past, so the views of the ids in pairIndex stay valid.
            batch.pairs.reserve(pairCount);
        }
        std::size_t nextPair = 0;
        std::size_t nextScore = 0;
        std::size_t nextMeta = 0;
        constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();
        std::vector<std::uint32_t> modelOf(slice.models.size(), kUnseen); // slice's -> batch's
        for (const bool score : slice.isScore) {
            if (score) {
                const std::size_t index = nextScore++;
                EsdScoreRecord &rec = slice.scores[index].rec;
                const std::size_t lineNo = rec.line;
                std::uint32_t &model = modelOf[rec.model];
                if (model == kUnseen) {
                    const std::string &name = slice.models[rec.model];
                    const auto [it, added] =
                        modelIndex.emplace(name, static_cast<std::uint32_t>(batch.models.size()));
                    if (added) {
                        batch.models.push_back(
                            {lineNo, name, std::nullopt, std::nullopt, std::nullopt});
                    }
                    model = it->second;
                }
                EsdModelRecord &m = batch.models[model];
                if (nextMeta < slice.metas.size() && slice.metas[nextMeta].first == index) {
                    ModelMeta &meta = slice.metas[nextMeta++].second;
                    if (meta.direction) {
                        if (m.direction && *m.direction != *meta.direction) {
                            LineError(source, lineNo)(
                                "model \"" + m.name + "\" is given two directions (\"" +
                                *m.direction + "\" on line " + std::to_string(m.line) + ", \"" +
                                *meta.direction + "\" here)");
                        }
                        if (!m.direction) {
                            m.direction = meta.direction;
                            m.line = lineNo;
                        }
                    }
                    if (meta.family) {
                        m.family = meta.family;
                    }
                    if (meta.params) {
                        m.params = meta.params;
                    }
                }
                rec.model = model;
                findPair(slice.scores[index].pairId, rec);
                batch.scores.push_back(rec);
                continue;
            }

            EsdPairRecord &rec = adopted ? batch.pairs[nextPair++] : slice.pairs[nextPair++];
            const auto it = pairIndex.find(rec.id);
            if (it == pairIndex.end()) {
                if (!adopted) {
                    batch.pairs.push_back(std::move(rec));
                } else if (&batch.pairs[merged] != &rec) {
                    batch.pairs[merged] = std::move(rec); // into the place of a merged line
                }
                pairIndex.emplace(batch.pairs[merged].id, merged);
                ++merged;
                continue;
            }
            EsdPairRecord &first = batch.pairs[it->second];
            if (first.labelsOnly() && !rec.labelsOnly()) {
                // The pair's text comes after a line that only labelled it.
                first.goal = std::move(rec.goal);
                first.modifier = std::move(rec.modifier);
                first.step = std::move(rec.step);
                first.origin = std::move(rec.origin);
                first.contributor = std::move(rec.contributor);
                first.line = rec.line;
            } else if (!rec.labelsOnly() &&
                       (first.goal != rec.goal || first.modifier != rec.modifier ||
                        first.step != rec.step)) {
                LineError(source, rec.line)("id \"" + rec.id + "\" appears on line " +
                                            std::to_string(first.line) + " with different text");
            }
            // A later line for the same pair adds labels; a later label by the same
            // annotator replaces the earlier one, as a later import would.
            for (auto &l : rec.labels) {
                bool replaced = false;
                for (auto &existing : first.labels) {
                    if (existing.first == l.first) {
                        existing.second = l.second;
                        replaced = true;
                    }
                }
                if (!replaced) {
                    first.labels.push_back(std::move(l));
                }
            }
        }
        if (adopted) {
            batch.pairs.resize(merged); // the lines merged into earlier ones
        }
        if (slice.error) {
            throw *slice.error;
        }
        slice = Slice{}; // free the slice's records before the next one is merged
    }

    if (batch.pairs.empty() && batch.scores.empty()) {
        throw InputError(source + ": empty file: no pairs or scores");
    }

    // The ids scores named before their pair's line are that pair's; the rest keep their
    // order of first naming, after the pairs.
    if (!batch.scoredIds.empty()) {
        std::vector<std::uint32_t> settled(batch.scoredIds.size());
        std::vector<std::string> scoredIds;
        for (std::size_t k = 0; k < batch.scoredIds.size(); ++k) {
            if (const auto it = pairIndex.find(batch.scoredIds[k]); it != pairIndex.end()) {
                settled[k] = static_cast<std::uint32_t>(it->second);
            } else {
                settled[k] = static_cast<std::uint32_t>(batch.pairs.size() + scoredIds.size());
                scoredIds.push_back(std::move(batch.scoredIds[k]));
            }
        }
        for (const std::uint32_t index : unsettled) {
            EsdScoreRecord &rec = batch.scores[index];
            rec.pair = settled[rec.pair];
        }
        batch.scoredIds = std::move(scoredIds);
    }
    return batch;
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

EsdLineComparison compareEsdLineReaders(std::string_view line, const EsdParseOptions &options)
{
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

namespace {

// The lines of one part of the file; a repeated key counts with its last value, as the
// JSON reader the parser falls back on keeps it.
void scanNeeds(std::string_view content, EsdLineNeeds &needs)
{
    simdjson::dom::parser parser;
    std::size_t start = 0;
    while (start < content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) {
            end = content.size();
        }
        const std::string_view line = content.substr(start, end - start);
        start = end + 1;
        simdjson::dom::object obj;
        if (parser.parse(line.data(), line.size(), true).get_object().get(obj) !=
            simdjson::SUCCESS) {
            continue;
        }
        bool score = false;
        std::optional<simdjson::dom::element> model;
        std::optional<simdjson::dom::element> label;
        for (const simdjson::dom::key_value_pair field : obj) {
            if (field.key == "score") {
                score = true;
            } else if (field.key == "model") {
                model = field.value;
            } else if (field.key == "label") {
                label = field.value;
            }
        }
        std::string_view name;
        if (score) {
            if (!model || model->is_null()) {
                needs.model = true;
            } else if (model->get_string().get(name) == simdjson::SUCCESS &&
                       std::find(needs.models.begin(), needs.models.end(), name) ==
                           needs.models.end()) {
                needs.models.emplace_back(name);
            }
        } else if (label && !label->is_null()) {
            needs.annotator = true;
        }
    }
}

} // namespace

EsdLineNeeds esdLineNeeds(std::string_view content)
{
    std::size_t lineEnds = 0;
    const std::vector<Piece> pieces = piecesAtLineEnds(stripBom(content), lineEnds);
    std::vector<EsdLineNeeds> found(pieces.size());
    onThreads(pieces.size(), [&](std::size_t t) { scanNeeds(pieces[t].text, found[t]); });
    // In file order, so that a later piece's models follow an earlier one's.
    EsdLineNeeds needs;
    for (EsdLineNeeds &piece : found) {
        needs.model = needs.model || piece.model;
        needs.annotator = needs.annotator || piece.annotator;
        for (std::string &m : piece.models) {
            if (std::find(needs.models.begin(), needs.models.end(), m) == needs.models.end()) {
                needs.models.push_back(std::move(m));
            }
        }
    }
    return needs;
}

bool looksLikeEsdJsonLines(std::string_view content)
{
    content = stripBom(content);
    const std::size_t start = content.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || content[start] != '{') {
        return false;
    }
    std::size_t end = content.find('\n', start);
    if (end == std::string_view::npos) {
        end = content.size();
    }
    const std::string_view first = content.substr(start, end - start);
    const json obj = json::parse(first.begin(), first.end(), nullptr, false);
    return obj.is_object() && obj.contains("id") &&
           (obj.contains("step") || obj.contains("score") || obj.contains("label") ||
            obj.contains("labels"));
}

} // namespace es::db
