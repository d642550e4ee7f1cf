#include "db/json_input.h"

#include "db/project.h"

#include <algorithm>
#include <cctype>

namespace es::db {

namespace {

std::size_t lineOf(std::string_view content, std::size_t byte)
{
    byte = std::min(byte, content.size());
    return 1 + static_cast<std::size_t>(
                   std::count(content.begin(), content.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
}

} // namespace

nlohmann::ordered_json parseJsonInput(std::string_view content, const std::string &source)
{
    try {
        return nlohmann::ordered_json::parse(content.begin(), content.end());
    } catch (const nlohmann::ordered_json::parse_error &e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: ..." -> the tail.
        if (const auto colon = what.find(": "); colon != std::string::npos) {
            what = what.substr(colon + 2);
        }
        throw InputError(source + ":" + std::to_string(lineOf(content, e.byte == 0 ? 0 : e.byte - 1)) +
                         ": malformed JSON: " + what);
    }
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
