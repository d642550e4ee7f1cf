#include "db/engine/error.h"

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

} // namespace

std::string clippedRuns(std::string_view message, std::size_t longest)
{
    std::string out;
    std::size_t i = 0;
    while (i < message.size()) {
        if (isSpace(message[i])) {
            out += message[i++];
            continue;
        }
        std::size_t end = i;
        while (end < message.size() && !isSpace(message[end])) {
            ++end;
        }
        const std::string_view run = message.substr(i, end - i);
        if (run.size() <= longest) {
            out += run;
        } else {
            const std::size_t head = characterBefore(run, longest / 2);
            const std::size_t tail = characterAfter(run, run.size() - longest / 2);
            out += run.substr(0, head);
            out += "…(" + std::to_string(tail - head) + " bytes left out)…";
            out += run.substr(tail);
        }
        i = end;
    }
    return out;
}

} // namespace es::db
