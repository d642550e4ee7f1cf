#include "db/ester/ester_format.h"

#include "db/compact_json.h"
#include "db/json_input.h"
#include "db/project.h"

#include <algorithm>
#include <charconv>

namespace es::db {

using nlohmann::ordered_json;
namespace ester = metrics::ester;

namespace {


const std::vector<std::string_view> &knownFields()
{
    static const std::vector<std::string_view> fields = {"context", "question", "question_event", "answer_texts",
                                                         "answer_indices", "events", "original_events", "type"};
    return fields;
}

ordered_json parseArray(std::string_view content, const std::string &source, const char *expected)
{
    ordered_json doc = parseJsonInput(content, source);
    if (!doc.is_array()) {
        throw InputError(source + ": expected " + expected);
    }
    return doc;
}

std::string shorten(const std::string &s)
{
    return s.size() <= 60 ? s : s.substr(0, 57) + "...";
}

class RecordError
{
  public:
    RecordError(const std::string &source, std::size_t index) : prefix_(source + ": [" + std::to_string(index) + "]") {}
    [[noreturn]] void operator()(const std::string &path, const std::string &problem) const
    {
        throw InputError(prefix_ + (path.empty() || path.front() == '[' ? path : "." + path) + ": " + problem);
    }

  private:
    std::string prefix_;
};

std::string stringField(const ordered_json &obj, const char *key, const RecordError &fail, bool required)
{
    const auto it = obj.find(key);
    if (it == obj.end()) {
        if (required) {
            fail(key, "missing");
        }
        return {};
    }
    if (!it->is_string()) {
        fail(key, "expected a string");
    }
    return it->get<std::string>();
}

std::vector<std::string> stringList(const ordered_json &v, const std::string &path, const RecordError &fail)
{
    if (!v.is_array()) {
        fail(path, "expected a list of strings");
    }
    std::vector<std::string> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string()) {
            fail(path + "[" + std::to_string(i) + "]", "expected a string");
        }
        out.push_back(v[i].get<std::string>());
    }
    return out;
}

// Offsets must name exactly the given text in the passage.
EsterSpan checkedSpan(const std::string &offsets, const std::string &text, const CodePointIndex &passage,
                      const std::string &path, const RecordError &fail)
{
    const auto span = parseEsterOffsets(offsets);
    if (!span) {
        fail(path, "\"" + shorten(offsets) + "\" is not \"(start,end)\"");
    }
    if (span->start < 0 || span->end < span->start || static_cast<std::size_t>(span->end) > passage.size()) {
        fail(path, "offsets " + offsets + " are outside the passage (" + std::to_string(passage.size()) +
                       " characters)");
    }
    if (passage.slice(*span) != text) {
        fail(path, "offsets " + offsets + " cover \"" + shorten(std::string(passage.slice(*span))) +
                       "\", not \"" + shorten(text) + "\"");
    }
    return *span;
}

// The groups of triggers original_events holds: itself, {spans, indices}, as the dev split
// gives it, or each element's "answer", as the train split's [{"answer": {spans, indices}}].
// `f(group, path)` sees each group; a shape that is neither goes to `fail`.
template <typename F>
void forEachTriggerGroup(const ordered_json &oe, const RecordError &fail, F &&f)
{
    if (oe.is_object()) {
        f(oe, "original_events");
        return;
    }
    if (!oe.is_array()) {
        fail("original_events", "expected an object with spans and indices, or a list of "
                                "{\"answer\": {spans, indices}}");
    }
    for (std::size_t k = 0; k < oe.size(); ++k) {
        const std::string path = "original_events[" + std::to_string(k) + "]";
        const ordered_json &element = oe[k];
        if (!element.is_object()) {
            fail(path, "expected an object with an answer");
        }
        const auto answer = element.find("answer");
        if (answer == element.end()) {
            fail(path + ".answer", "missing");
        }
        if (!answer->is_object()) {
            fail(path + ".answer", "expected an object with spans and indices");
        }
        f(*answer, path + ".answer");
    }
}

// Every trigger of a group names its text in the passage.
void checkTriggerGroup(const ordered_json &group, const std::string &path,
                       const CodePointIndex &passage, const RecordError &fail)
{
    const auto spans = group.find("spans");
    const auto idx = group.find("indices");
    if (spans == group.end() || idx == group.end()) {
        fail(path + (spans == group.end() ? ".spans" : ".indices"), "missing");
    }
    const auto s = stringList(*spans, path + ".spans", fail);
    const auto x = stringList(*idx, path + ".indices", fail);
    if (s.size() != x.size()) {
        fail(path + ".indices",
             std::to_string(x.size()) + " offsets for " + std::to_string(s.size()) + " spans");
    }
    for (std::size_t k = 0; k < s.size(); ++k) {
        checkedSpan(x[k], s[k], passage, path + ".indices[" + std::to_string(k) + "]", fail);
    }
}

} // namespace

CodePointIndex::CodePointIndex(std::string_view text) : text_(text)
{
    ascii_ = std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (!ascii_) {
        bytes_.reserve(text.size() + 1);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
                bytes_.push_back(i);
            }
        }
        bytes_.push_back(text.size());
    }
}

std::string_view CodePointIndex::slice(const EsterSpan &span) const
{
    const std::size_t b = byteOffset(static_cast<std::size_t>(span.start));
    return text_.substr(b, byteOffset(static_cast<std::size_t>(span.end)) - b);
}

std::optional<EsterSpan> parseEsterOffsets(std::string_view t)
{
    if (t.size() < 5 || t.front() != '(' || t.back() != ')') {
        return std::nullopt;
    }
    t = t.substr(1, t.size() - 2);
    const auto comma = t.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    auto number = [](std::string_view s, int &out) {
        while (!s.empty() && s.front() == ' ') {
            s.remove_prefix(1);
        }
        const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && p == s.data() + s.size();
    };
    EsterSpan span;
    if (!number(t.substr(0, comma), span.start) || !number(t.substr(comma + 1), span.end)) {
        return std::nullopt;
    }
    return span;
}

std::string esterOffsets(const EsterSpan &span)
{
    return "(" + std::to_string(span.start) + "," + std::to_string(span.end) + ")";
}

EsterSplitFile parseEsterSplit(std::string_view content, const std::string &source)
{
    const ordered_json doc = parseArray(content, source, "a JSON array of ESTER records");
    EsterSplitFile file;
    file.source = source;
    file.records.reserve(doc.size());
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const RecordError fail(source, i);
        const ordered_json &obj = doc[i];
        if (!obj.is_object()) {
            fail("", "expected an object");
        }
        EsterRecord rec;
        rec.index = i;
        rec.context = stringField(obj, "context", fail, true);
        rec.question = stringField(obj, "question", fail, true);
        rec.questionEvent = stringField(obj, "question_event", fail, false);
        const std::string type = stringField(obj, "type", fail, true);
        const auto relation = ester::relationFromFileName(type);
        if (!relation) {
            fail("type", "unknown relation type \"" + shorten(type) +
                             "\" (expected Causal, Indicative Conditional, Counterfactual Conditional, "
                             "Sub-event or Coreference)");
        }
        rec.type = *relation;
        if (rec.context.empty()) {
            fail("context", "empty passage");
        }
        if (rec.question.empty()) {
            fail("question", "empty question");
        }
        const CodePointIndex passage(rec.context);

        const auto texts = obj.find("answer_texts");
        const auto indices = obj.find("answer_indices");
        if ((texts == obj.end()) != (indices == obj.end())) {
            fail(texts == obj.end() ? "answer_texts" : "answer_indices",
                 "missing (answer_texts and answer_indices come together)");
        }
        if (texts != obj.end()) {
            rec.hasAnswers = true;
            const auto t = stringList(*texts, "answer_texts", fail);
            const auto x = stringList(*indices, "answer_indices", fail);
            if (t.size() != x.size()) {
                fail("answer_indices", std::to_string(x.size()) + " offsets for " + std::to_string(t.size()) +
                                           " answer texts");
            }
            for (std::size_t k = 0; k < t.size(); ++k) {
                const EsterSpan span =
                    checkedSpan(x[k], t[k], passage, "answer_indices[" + std::to_string(k) + "]", fail);
                if (ester::wordCount(t[k]) > ester::kMaxAnswerWords) {
                    ++file.longAnswers;
                }
                rec.answers.push_back({t[k], span});
            }
        }
        if (const auto ev = obj.find("events"); ev != obj.end()) {
            rec.events = stringList(*ev, "events", fail);
        }
        if (const auto oe = obj.find("original_events"); oe != obj.end()) {
            forEachTriggerGroup(*oe, fail, [&](const ordered_json &group, const std::string &path) {
                checkTriggerGroup(group, path, passage, fail);
            });
            rec.originalEvents = oe->dump();
        }
        ordered_json extra = ordered_json::object();
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            if (std::find(knownFields().begin(), knownFields().end(), it.key()) == knownFields().end()) {
                extra[it.key()] = it.value();
            }
        }
        if (!extra.empty()) {
            rec.extra = extra.dump();
        }
        file.records.push_back(std::move(rec));
    }
    return file;
}

EsterPredictionFile parseEsterPredictions(std::string_view content, const std::string &source)
{
    const ordered_json doc = parseArray(content, source, "a JSON array of answer lists");
    EsterPredictionFile file;
    file.source = source;
    file.answers.reserve(doc.size());
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const RecordError fail(source, i);
        const ordered_json &v = doc[i];
        if (!v.is_array()) {
            fail("", "expected a list of answer strings");
        }
        std::vector<std::string> answers;
        answers.reserve(v.size());
        for (std::size_t k = 0; k < v.size(); ++k) {
            if (!v[k].is_string()) {
                fail("[" + std::to_string(k) + "]", "expected an answer string");
            }
            answers.push_back(v[k].get<std::string>());
        }
        file.answers.push_back(std::move(answers));
    }
    return file;
}

namespace {

// The first value of a top-level array, skipping whitespace: '{' or '[' or other.
char firstElementStart(std::string_view content)
{
    std::size_t i = content.find_first_not_of(" \t\r\n");
    if (i == std::string_view::npos || content[i] != '[') {
        return 0;
    }
    i = content.find_first_not_of(" \t\r\n", i + 1);
    return i == std::string_view::npos ? 0 : content[i];
}

} // namespace

bool looksLikeEsterSplit(std::string_view content)
{
    if (firstElementStart(content) != '{') {
        return false;
    }
    const std::string_view head = content.substr(0, 1 << 16);
    return head.find("\"context\"") != std::string_view::npos && head.find("\"question\"") != std::string_view::npos;
}

bool looksLikeEsterPredictions(std::string_view content)
{
    const char c = firstElementStart(content);
    return c == '[' || c == ']';
}

ordered_json esterRecordJson(const EsterRecord &r)
{
    ordered_json o;
    o["context"] = r.context;
    o["question"] = r.question;
    o["question_event"] = r.questionEvent;
    if (r.hasAnswers) {
        ordered_json texts = ordered_json::array();
        ordered_json idx = ordered_json::array();
        for (const EsterAnswer &a : r.answers) {
            texts.push_back(a.text);
            idx.push_back(a.span ? esterOffsets(*a.span) : std::string());
        }
        o["answer_texts"] = std::move(texts);
        o["answer_indices"] = std::move(idx);
    }
    if (r.events) {
        o["events"] = *r.events;
    }
    if (r.originalEvents) {
        o["original_events"] = ordered_json::parse(*r.originalEvents);
    }
    o["type"] = std::string(ester::relationFileName(r.type));
    if (r.extra) {
        const ordered_json extra = ordered_json::parse(*r.extra);
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            o[it.key()] = it.value();
        }
    }
    return o;
}

namespace {

// A string, or a list of strings, taken and dropped.
bool skipStrings(CompactJson &j, std::string &scratch, std::vector<std::string> &items)
{
    if (j.at('"')) {
        scratch.clear();
        return j.string(scratch);
    }
    items.clear();
    return j.strings(items);
}

// One group of original_events, {"spans": [...], "indices": [...]}: the spans of its
// "indices" when they are a list of strings (nothing when a string), as read() below takes
// them; false at any other value or a second "indices".
bool compactGroup(CompactJson &j, std::vector<EsterSpan> &out)
{
    bool indices = false;
    std::string scratch;
    std::vector<std::string> items;
    return j.object([&](std::string_view key) {
        const bool listed = !j.at('"');
        if (!skipStrings(j, scratch, items)) {
            return false;
        }
        if (key != "indices") {
            return true;
        }
        if (indices) {
            return false; // the document keeps the last
        }
        indices = true;
        if (listed) {
            for (const std::string &x : items) {
                if (const auto span = parseEsterOffsets(x)) {
                    out.push_back(*span);
                }
            }
        }
        return true;
    });
}

// One element of the list shape: {"answer": group, ...}, its group's spans.
bool compactAnswer(CompactJson &j, std::vector<EsterSpan> &out)
{
    bool answer = false;
    std::vector<EsterSpan> spans;
    std::string scratch;
    std::vector<std::string> items;
    const bool read = j.object([&](std::string_view key) {
        if (key != "answer") {
            return skipStrings(j, scratch, items);
        }
        if (answer || !j.at('{')) {
            return false; // a second one, or one the document's reading passes over
        }
        answer = true;
        return compactGroup(j, spans);
    });
    if (!read) {
        return false;
    }
    out.insert(out.end(), spans.begin(), spans.end());
    return true;
}

} // namespace

std::optional<std::vector<EsterSpan>> compactReleasedTriggers(std::string_view originalEvents)
{
    CompactJson j(originalEvents);
    std::vector<EsterSpan> out;
    const bool read =
        j.at('[') ? j.list([&] { return compactAnswer(j, out); }) : compactGroup(j, out);
    if (!read || !j.done()) {
        return std::nullopt;
    }
    return out;
}

std::optional<std::string> compactReleasedWorker(std::string_view extra)
{
    CompactJson j(extra);
    std::string worker;
    bool seen = false;
    std::string value;
    const bool read = j.object([&](std::string_view key) {
        value.clear();
        std::optional<int> number;
        const bool text = j.at('"');
        if (text ? !j.string(value) : !j.integerOrNull(number)) {
            return false;
        }
        if (key != "worker_id") {
            return true;
        }
        if (seen) {
            return false; // the document keeps the last
        }
        seen = true;
        worker = text ? value : std::string();
        return true;
    });
    if (!read || !j.done()) {
        return std::nullopt;
    }
    return worker;
}

std::string esterReleasedWorker(std::string_view extra)
{
    if (extra.find("\"worker_id\"") == std::string_view::npos) {
        return {};
    }
    if (auto worker = compactReleasedWorker(extra)) {
        return std::move(*worker);
    }
    const ordered_json fields = ordered_json::parse(extra);
    const auto it = fields.find("worker_id");
    return it != fields.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::vector<EsterSpan> esterReleasedTriggers(std::string_view originalEvents)
{
    if (auto spans = compactReleasedTriggers(originalEvents)) {
        return std::move(*spans);
    }
    std::vector<EsterSpan> out;
    const ordered_json oe = ordered_json::parse(originalEvents);
    // Import checked what it stored; a group of another shape is skipped, not refused.
    const auto read = [&](const ordered_json &group) {
        const auto idx = group.find("indices");
        if (idx == group.end() || !idx->is_array()) {
            return;
        }
        for (const auto &x : *idx) {
            if (x.is_string()) {
                if (const auto span = parseEsterOffsets(x.get<std::string>())) {
                    out.push_back(*span);
                }
            }
        }
    };
    if (oe.is_object()) {
        read(oe);
    } else if (oe.is_array()) {
        for (const auto &element : oe) {
            if (const auto answer = element.find("answer");
                element.is_object() && answer != element.end() && answer->is_object()) {
                read(*answer);
            }
        }
    }
    return out;
}

} // namespace es::db
