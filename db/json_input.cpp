#include "db/json_input.h"

#include "db/project.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <vector>

namespace es::db {

namespace {

// Deeper documents are no dataset; their values would also be freed and printed recursively.
constexpr std::size_t kMaxDepth = 512;

std::size_t lineOf(std::string_view content, std::size_t byte)
{
    byte = std::min(byte, content.size());
    return 1 + static_cast<std::size_t>(std::count(
                   content.begin(), content.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
}

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..." -> "syntax
// error ...": the line is ours (counted in the whole file), the column means little to a person.
std::string reason(const char *what)
{
    std::string_view w = what;
    if (w.starts_with("[json.exception.")) {
        if (const auto close = w.find("] "); close != std::string_view::npos) {
            w.remove_prefix(close + 2);
        }
    }
    if (w.starts_with("parse error")) {
        if (const auto colon = w.find(": "); colon != std::string_view::npos) {
            w.remove_prefix(colon + 2);
        }
    }
    return std::string(w);
}

std::string at(const std::string &path);

// A char iterator that leaves its position where the SAX handler can see it: the parser
// reports no position for a key, and a duplicate key needs its line.
struct TrackingIterator
{
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    const char *p = nullptr;
    const char **seen = nullptr;

    reference operator*() const { return *p; }
    TrackingIterator &operator++()
    {
        *seen = ++p;
        return *this;
    }
    TrackingIterator operator++(int)
    {
        TrackingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const TrackingIterator &o) const { return p == o.p; }
};

// Builds the document as nlohmann's own DOM parser does, and refuses what that parser
// takes silently (a repeated key keeps its last value) or throws (a number beyond double
// range), remembering where in the document it happened.
template <class J> class CheckedSax
{
  public:
    using number_integer_t = typename J::number_integer_t;
    using number_unsigned_t = typename J::number_unsigned_t;
    using number_float_t = typename J::number_float_t;
    using string_t = typename J::string_t;
    using binary_t = typename J::binary_t;
    using object_t = typename J::object_t;
    using array_t = typename J::array_t;

    CheckedSax(J &root, const char *const *seen) : root_(root), seen_(seen) { stack_.reserve(8); }

    bool null() { return add(nullptr); }
    bool boolean(bool v) { return add(v); }
    bool number_integer(number_integer_t v) { return add(v); }
    bool number_unsigned(number_unsigned_t v) { return add(v); }
    bool number_float(number_float_t v, const string_t &) { return add(v); }
    bool string(string_t &v) { return add(std::move(v)); }
    bool binary(binary_t &v) { return add(J::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(J::value_t::object); }
    bool start_array(std::size_t) { return open(J::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t &k)
    {
        Frame &f = stack_.back();
        auto &obj = *f.value->template get_ptr<object_t *>();
        auto [it, added] = obj.emplace(std::move(k), J());
        if (!added) {
            problem_.path = path(false) + jsonKey(it->first);
            problem_.text = "duplicate key " + J(it->first).dump() + " at " + problem_.path;
            failedAt_ = seen_ ? *seen_ : nullptr;
            return false;
        }
        f.key = &it->first;
        f.child = &it->second;
        return true;
    }

    template <class Exception>
    bool parse_error(std::size_t position, const std::string &, const Exception &ex)
    {
        problem_.afterValue = stack_.empty() && done_;
        problem_.path = problem_.afterValue ? std::string("$") : path(true);
        problem_.text = "malformed JSON" + at(problem_.path) + ": " + reason(ex.what());
        position_ = position;
        return false;
    }

    JsonProblem problem(std::string_view content) const
    {
        JsonProblem p = problem_;
        if (failedAt_) {
            // Just past the key's closing quote.
            p.line = lineOf(content, static_cast<std::size_t>(failedAt_ - content.data()) - 1);
        } else {
            p.line = lineOf(content, position_ == 0 ? 0 : position_ - 1);
        }
        return p;
    }

  private:
    struct Frame
    {
        J *value = nullptr;
        const string_t *key = nullptr; // objects: the key whose value is being read
        J *child = nullptr;
    };

    // As nlohmann's DOM parser: built in place, no temporary to move and free.
    template <class V> J *place(V &&v)
    {
        if (stack_.empty()) {
            root_ = J(std::forward<V>(v));
            return &root_;
        }
        Frame &f = stack_.back();
        if (f.value->is_array()) {
            return &f.value->template get_ptr<array_t *>()->emplace_back(std::forward<V>(v));
        }
        *f.child = J(std::forward<V>(v));
        return f.child;
    }
    template <class V> bool add(V &&v)
    {
        place(std::forward<V>(v));
        settle();
        return true;
    }
    // A value is complete: a problem before the next key is in no member.
    void settle()
    {
        if (stack_.empty()) {
            done_ = true;
        } else {
            stack_.back().key = nullptr;
        }
    }
    bool open(typename J::value_t type)
    {
        if (stack_.size() >= kMaxDepth) {
            problem_.text =
                "malformed JSON: nested deeper than " + std::to_string(kMaxDepth) + " levels";
            failedAt_ = seen_ ? *seen_ : nullptr;
            return false;
        }
        stack_.push_back({place(type), nullptr, nullptr});
        return true;
    }
    bool close()
    {
        stack_.pop_back();
        settle();
        return true;
    }

    // Where the parser is: the open containers and, in each, the member being read; long
    // paths (keys are data) keep their end, which says the most.
    std::string path(bool withInnermost) const
    {
        std::string p = fullPath(withInnermost);
        constexpr std::size_t kMax = 160;
        return p.size() <= kMax ? p : "$..." + p.substr(p.size() - kMax);
    }
    std::string fullPath(bool withInnermost) const
    {
        std::string p = "$";
        for (std::size_t i = 0; i < stack_.size(); ++i) {
            const Frame &f = stack_[i];
            const bool innermost = i + 1 == stack_.size();
            if (innermost && !withInnermost) {
                break;
            }
            if (f.value->is_array()) {
                const std::size_t n = f.value->size();
                p += "[" + std::to_string(innermost ? n : n - 1) + "]";
            } else if (f.key) {
                p += jsonKey(*f.key);
            }
        }
        return p;
    }

    J &root_;
    const char *const *seen_;
    std::vector<Frame> stack_;
    bool done_ = false;
    JsonProblem problem_;
    // A key's or a container's problem: the parser gives no position.
    const char *failedAt_ = nullptr;
    std::size_t position_ = 0; // a parse error's: bytes read
};

std::string at(const std::string &path)
{
    return path == "$" ? std::string() : " at " + path;
}

template <class J>
std::optional<JsonProblem> parseWith(std::string_view content, J &out, bool trackKeys,
                                     bool mayHoldNul = true)
{
    // The parser takes a NUL byte for the end of the input and would ignore the rest of the
    // file; no JSON text holds one (inside a string it is written \u0000).
    if (const std::size_t nul = mayHoldNul ? content.find('\0') : std::string_view::npos;
        nul != std::string_view::npos) {
        const auto before = parseWith(content.substr(0, nul), out, true);
        out = J();
        JsonProblem p;
        p.line = lineOf(content, nul);
        if (before && before->line < p.line) {
            return before; // an earlier problem
        }
        p.path = before && !before->afterValue ? before->path : "$";
        p.afterValue = !before || before->afterValue;
        p.text = "malformed JSON" + at(p.path) + ": NUL byte (write \\u0000 in a string)";
        return p;
    }
    const char *seen = content.data();
    CheckedSax<J> sax(out, trackKeys ? &seen : nullptr);
    bool ok = false;
    if (trackKeys) {
        ok = J::sax_parse(TrackingIterator{content.data(), &seen},
                          TrackingIterator{content.data() + content.size(), &seen}, &sax);
    } else {
        ok = J::sax_parse(content.data(), content.data() + content.size(), &sax);
    }
    if (ok) {
        return std::nullopt;
    }
    out = J();
    return sax.problem(content);
}

} // namespace

std::string JsonProblem::message(const std::string &source, std::size_t firstLine) const
{
    return source + ":" + std::to_string(line + firstLine - 1) + ": " + text;
}

std::optional<JsonProblem> parseJson(std::string_view content, nlohmann::ordered_json &out)
{
    return parseWith(content, out, true);
}

std::optional<JsonProblem> parseJson(std::string_view content, nlohmann::json &out)
{
    return parseWith(content, out, true);
}

nlohmann::ordered_json parseJsonInput(std::string_view content, const std::string &source)
{
    nlohmann::ordered_json doc;
    if (const auto problem = parseWith(content, doc, true)) {
        throw InputError(problem->message(source));
    }
    return doc;
}

nlohmann::json parseJsonLine(std::string_view line, const std::string &source, std::size_t lineNo,
                             bool mayHoldNul)
{
    nlohmann::json obj;
    // One line: no position is needed for a duplicate key, so the plain pointers stay fast.
    if (auto problem = parseWith(line, obj, false, mayHoldNul)) {
        problem->line = 1;
        throw InputError(problem->message(source, lineNo));
    }
    return obj;
}

std::string jsonKey(const std::string &key)
{
    const bool plain = !key.empty() && !std::isdigit(static_cast<unsigned char>(key[0])) &&
                       std::all_of(key.begin(), key.end(), [](char c) {
                           return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                       });
    return plain ? "." + key : "[" + nlohmann::json(key).dump() + "]";
}

} // namespace es::db
