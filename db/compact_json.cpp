#include "db/compact_json.h"

#include "metrics/utf8.h"

#include <limits>

namespace es::db {

namespace {

int hex(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

} // namespace

bool CompactJson::take(char c)
{
    if (at_ < t_.size() && t_[at_] == c) {
        ++at_;
        return true;
    }
    return false;
}

bool CompactJson::integerOrNull(std::optional<int> &out)
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

bool CompactJson::unit(char32_t &out)
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

// One UTF-8 sequence as JSON allows it (RFC 3629: no overlong forms, no surrogates,
// nothing beyond U+10FFFF), copied to `out`.
bool CompactJson::utf8(std::string &out)
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

bool CompactJson::string(std::string &out)
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
            metrics::appendUtf8(cp, out);
            break;
        }
        default:
            return false;
        }
    }
}

bool CompactJson::null()
{
    if (t_.substr(at_, 4) != "null") {
        return false;
    }
    at_ += 4;
    return true;
}

} // namespace es::db
