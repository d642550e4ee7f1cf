#include "db/ester/ester_answers.h"

#include <limits>
#include <nlohmann/json.hpp>
#include <optional>

namespace es::db {

using nlohmann::ordered_json;

std::string esterAnswersJson(const std::vector<EsterAnswer> &answers)
{
    ordered_json a = ordered_json::array();
    for (const EsterAnswer &x : answers) {
        if (x.span) {
            a.push_back({x.text, x.span->start, x.span->end});
        } else {
            a.push_back({x.text, nullptr, nullptr});
        }
    }
    return a.dump();
}

namespace {

// Reads the answers as esterAnswersJson writes them, [["text", start, end], ...] with both
// ends integers or both null, without building a JSON document: loading 100,000 questions'
// answer sets spent half its time in the general parser. Anything else (whitespace, another
// shape, a number beyond int, text that is not valid UTF-8) answers nullopt, and the general
// parser reads it, or says what is wrong with it, as it always has.
class WrittenAnswers
{
  public:
    explicit WrittenAnswers(std::string_view text) : t_(text) {}

    std::optional<std::vector<EsterAnswer>> read()
    {
        std::vector<EsterAnswer> out;
        if (!take('[')) {
            return std::nullopt;
        }
        if (take(']')) {
            return at_ == t_.size() ? std::optional(std::move(out)) : std::nullopt;
        }
        for (;;) {
            EsterAnswer answer;
            std::optional<int> start;
            std::optional<int> end;
            if (!take('[') || !string(answer.text) || !take(',') || !integerOrNull(start) ||
                !take(',') || !integerOrNull(end) || !take(']')) {
                return std::nullopt;
            }
            if (start && end) {
                answer.span = EsterSpan{*start, *end};
            }
            out.push_back(std::move(answer));
            if (take(']')) {
                break;
            }
            if (!take(',')) {
                return std::nullopt;
            }
        }
        return at_ == t_.size() ? std::optional(std::move(out)) : std::nullopt;
    }

  private:
    bool take(char c)
    {
        if (at_ < t_.size() && t_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }

    bool integerOrNull(std::optional<int> &out)
    {
        if (t_.substr(at_, 4) == "null") {
            at_ += 4;
            out.reset();
            return true;
        }
        const bool negative = take('-');
        const std::size_t first = at_;
        long long v = 0;
        while (at_ < t_.size() && t_[at_] >= '0' && t_[at_] <= '9' && at_ - first < 11) {
            v = 10 * v + (t_[at_] - '0');
            ++at_;
        }
        const std::size_t digits = at_ - first;
        // JSON has no leading zeros; a fraction or exponent is no integer.
        if (digits == 0 || digits > 10 || (digits > 1 && t_[first] == '0') ||
            (at_ < t_.size() && (t_[at_] == '.' || t_[at_] == 'e' || t_[at_] == 'E'))) {
            return false;
        }
        v = negative ? -v : v;
        if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) {
            return false;
        }
        out = static_cast<int>(v);
        return true;
    }

    static int hex(char c)
    {
        return c >= '0' && c <= '9'   ? c - '0'
               : c >= 'a' && c <= 'f' ? c - 'a' + 10
               : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                      : -1;
    }

    bool unit(char32_t &out)
    {
        if (at_ + 4 > t_.size()) {
            return false;
        }
        out = 0;
        for (int k = 0; k < 4; ++k) {
            const int h = hex(t_[at_++]);
            if (h < 0) {
                return false;
            }
            out = out * 16 + static_cast<char32_t>(h);
        }
        return true;
    }

    static void encode(char32_t cp, std::string &out)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    // One UTF-8 sequence as JSON allows it (RFC 3629: no overlong forms, no surrogates,
    // nothing beyond U+10FFFF), copied to `out`.
    bool utf8(std::string &out)
    {
        const auto b0 = static_cast<unsigned char>(t_[at_]);
        const std::size_t len = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC2 ? 2 : 0;
        if (len == 0 || b0 > 0xF4 || at_ + len > t_.size()) {
            return false;
        }
        char32_t cp = b0 & (0x7F >> len);
        for (std::size_t k = 1; k < len; ++k) {
            const auto b = static_cast<unsigned char>(t_[at_ + k]);
            if ((b & 0xC0) != 0x80) {
                return false;
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
            (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))) {
            return false;
        }
        out.append(t_.substr(at_, len));
        at_ += len;
        return true;
    }

    bool string(std::string &out)
    {
        if (!take('"')) {
            return false;
        }
        for (;;) {
            // The plain run up to the next quote, escape, control or non-ASCII byte at once.
            std::size_t run = at_;
            while (run < t_.size()) {
                const auto c = static_cast<unsigned char>(t_[run]);
                if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) {
                    break;
                }
                ++run;
            }
            out.append(t_.substr(at_, run - at_));
            at_ = run;
            if (at_ >= t_.size()) {
                return false;
            }
            const auto c = static_cast<unsigned char>(t_[at_]);
            if (c == '"') {
                ++at_;
                return true;
            }
            if (c < 0x20) {
                return false;
            }
            if (c >= 0x80) {
                if (!utf8(out)) {
                    return false;
                }
                continue;
            }
            ++at_; // the backslash
            if (at_ >= t_.size()) {
                return false;
            }
            const char e = t_[at_++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                char32_t cp = 0;
                if (!unit(cp)) {
                    return false;
                }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    char32_t low = 0;
                    if (!take('\\') || !take('u') || !unit(low) || low < 0xDC00 || low > 0xDFFF) {
                        return false;
                    }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return false;
                }
                encode(cp, out);
                break;
            }
            default:
                return false;
            }
        }
    }

    std::string_view t_;
    std::size_t at_ = 0;
};

} // namespace

std::vector<EsterAnswer> esterAnswersFromJson(std::string_view text)
{
    if (auto written = WrittenAnswers(text).read()) {
        return std::move(*written);
    }
    std::vector<EsterAnswer> out;
    const ordered_json a = ordered_json::parse(text);
    out.reserve(a.size());
    for (const auto &x : a) {
        EsterAnswer answer{x.at(0).get<std::string>(), std::nullopt};
        if (x.size() >= 3 && x[1].is_number_integer() && x[2].is_number_integer()) {
            answer.span = EsterSpan{x[1].get<int>(), x[2].get<int>()};
        }
        out.push_back(std::move(answer));
    }
    return out;
}

} // namespace es::db
