#include "db/engine/error.h"

#include <array>

namespace es::db {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool continues(std::string_view text, std::size_t at)
{
    return at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80;
}

// Where a cut at byte `at` splits no UTF-8 character: the start of the character that
// holds it, or of the next one.
std::size_t characterBefore(std::string_view text, std::size_t at)
{
    while (at > 0 && continues(text, at)) {
        --at;
    }
    return at;
}
std::size_t characterAfter(std::string_view text, std::size_t at)
{
    while (continues(text, at)) {
        ++at;
    }
    return at;
}

constexpr std::string_view kLeftOut = " bytes left out)…";

// `token` as it is when short, else its first and last `longest` / 2 bytes around a note;
// a token cut before is left as it is, so that a message may be cut twice.
std::string clipped(std::string_view token, std::size_t longest)
{
    if (token.size() <= longest || token.find(kLeftOut) != std::string_view::npos) {
        return std::string(token);
    }
    const std::size_t head = characterBefore(token, longest / 2);
    const std::size_t tail = characterAfter(token, token.size() - longest / 2);
    return std::string(token.substr(0, head)) + "…(" + std::to_string(tail - head) +
           std::string(kLeftOut) + std::string(token.substr(tail));
}

// Where a quoted token that starts at `at` (just after its opening quote) ends: the next
// such quote, or the message's end for a string never closed. Double quotes are how
// EventScope's messages quote values; single quotes, how the JSON reader quotes what it
// read last, after "read: " or "parsing ".
std::size_t quotedEnd(std::string_view message, std::size_t at, char quote)
{
    const std::size_t end = message.find(quote, at);
    return end == std::string_view::npos ? message.size() : end;
}

bool opensToken(std::string_view message, std::size_t at)
{
    if (message[at] == '"') {
        return true;
    }
    if (message[at] != '\'') {
        return false;
    }
    for (const std::string_view before : std::array<std::string_view, 2>{"read: ", "parsing "}) {
        if (message.substr(0, at).ends_with(before)) {
            return true;
        }
    }
    return false;
}

} // namespace

std::string clippedRuns(std::string_view message, std::size_t longest)
{
    // Quoted tokens first, spaces and all; then runs without a space (a key in a JSON
    // path, an unquoted number).
    std::string quoted;
    for (std::size_t i = 0; i < message.size();) {
        if (!opensToken(message, i)) {
            quoted += message[i++];
            continue;
        }
        const char quote = message[i];
        const std::size_t end = quotedEnd(message, i + 1, quote);
        quoted += quote;
        quoted += clipped(message.substr(i + 1, end - i - 1), longest);
        i = end;
        if (i < message.size()) {
            quoted += message[i++];
        }
    }
    std::string out;
    for (std::size_t i = 0; i < quoted.size();) {
        if (isSpace(quoted[i])) {
            out += quoted[i++];
            continue;
        }
        std::size_t end = i;
        while (end < quoted.size() && !isSpace(quoted[end])) {
            ++end;
        }
        out += clipped(std::string_view(quoted).substr(i, end - i), longest);
        i = end;
    }
    return out;
}

} // namespace es::db
