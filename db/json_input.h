#pragma once
// Parsing JSON input: every problem (syntax, a number beyond double range, a duplicate
// key, nesting too deep) becomes one message with its line and JSON path, never an
// exception of the JSON library.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace es::db {

struct JsonProblem
{
    std::size_t line = 1;   // in the parsed text, from 1
    std::string path = "$"; // where in the document
    std::string text;       // "malformed JSON at $[2].score: number overflow parsing '1e400'"
    // A complete value was followed by more text: a JSON Lines file read as one document.
    bool afterValue = false;
    // "source:LINE: text", LINE counted from `firstLine` (the text's first line in the file).
    std::string message(const std::string &source, std::size_t firstLine = 1) const;
};

// Parse `content` into `out`; the first problem, or nothing when it is valid JSON.
// A duplicate key in an object is a problem (the parser would silently keep one).
std::optional<JsonProblem> parseJson(std::string_view content, nlohmann::ordered_json &out);
std::optional<JsonProblem> parseJson(std::string_view content, nlohmann::json &out);

// Throws InputError "source:LINE: malformed JSON at PATH: reason" (or "duplicate key").
nlohmann::ordered_json parseJsonInput(std::string_view content, const std::string &source);

// One line of a JSON Lines file, line `lineNo` of `source`; throws as parseJsonInput.
// `mayHoldNul` false: the caller found no NUL byte in the whole file (one search for
// millions of lines).
nlohmann::json parseJsonLine(std::string_view line, const std::string &source, std::size_t lineNo,
                             bool mayHoldNul = true);

// A JSON path component: .key for plain keys, ["key"] otherwise (ids like "1").
std::string jsonKey(const std::string &key);

} // namespace es::db
