#pragma once
// A strict reader of JSON as the stores write it with nlohmann_json's dump(): no whitespace,
// the escapes dump() makes, integers without fraction or exponent. The stores keep small
// documents in this form (ESTER answers, OpenPI clusterings) and read hundreds of
// thousands of them in a load; building a document for each was most of that load. A reader
// answers false at anything it does not take, and the caller then gives the text to the
// general parser, which reads it, or says what is wrong with it, as it always has.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

class CompactJson
{
  public:
    explicit CompactJson(std::string_view text) : t_(text) {}

    // Each takes one token or value at the reading position and moves past it; false
    // (the position then undefined) when the text there is not one.
    bool take(char c);
    bool null();
    // A string, unescaped, valid UTF-8 as JSON requires (RFC 3629: no overlong forms, no
    // surrogates, nothing beyond U+10FFFF), appended to `out`.
    bool string(std::string &out);
    // An integer that fits in an int, or null (nullopt).
    bool integerOrNull(std::optional<int> &out);
    // A list, each element read by item(), which answers false at an element it does not
    // take.
    template <typename Item> bool list(Item &&item)
    {
        if (!take('[')) {
            return false;
        }
        if (take(']')) {
            return true;
        }
        do {
            if (!item()) {
                return false;
            }
        } while (take(','));
        return take(']');
    }
    // An object, each member's value read by member(key), which answers false at a value
    // it does not take.
    template <typename Member> bool object(Member &&member)
    {
        if (!take('{')) {
            return false;
        }
        if (take('}')) {
            return true;
        }
        std::string key;
        do {
            key.clear();
            if (!string(key) || !take(':') || !member(std::string_view(key))) {
                return false;
            }
        } while (take(','));
        return take('}');
    }
    // A list of strings.
    bool strings(std::vector<std::string> &out)
    {
        return list([&] { return string(out.emplace_back()); });
    }
    // The next character is `c` (nothing is taken).
    bool at(char c) const { return at_ < t_.size() && t_[at_] == c; }
    bool done() const { return at_ == t_.size(); }

  private:
    bool unit(char32_t &out);
    bool utf8(std::string &out);

    std::string_view t_;
    std::size_t at_ = 0;
};

} // namespace es::db
