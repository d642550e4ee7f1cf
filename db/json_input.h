#pragma once
// Parsing a whole JSON input file, with the line of the first syntax error.

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace es::db {

// Throws InputError "source:LINE: malformed JSON: reason".
nlohmann::ordered_json parseJsonInput(std::string_view content, const std::string &source);

// A JSON path component: .key for plain keys, ["key"] otherwise (ids like "1").
std::string jsonKey(const std::string &key);

} // namespace es::db
