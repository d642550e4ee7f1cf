#include "db/ester/ester_answers.h"

#include "db/compact_json.h"

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
// ends integers or both null; nullopt for anything else.
std::optional<std::vector<EsterAnswer>> writtenAnswers(std::string_view text)
{
    CompactJson j(text);
    std::vector<EsterAnswer> out;
    const bool read = j.list([&] {
        EsterAnswer answer;
        std::optional<int> start;
        std::optional<int> end;
        if (!j.take('[') || !j.string(answer.text) || !j.take(',') || !j.integerOrNull(start) ||
            !j.take(',') || !j.integerOrNull(end) || !j.take(']')) {
            return false;
        }
        if (start && end) {
            answer.span = EsterSpan{*start, *end};
        }
        out.push_back(std::move(answer));
        return true;
    });
    return read && j.done() ? std::optional(std::move(out)) : std::nullopt;
}

} // namespace

std::vector<EsterAnswer> esterAnswersFromJson(std::string_view text)
{
    // The store's own form is read directly (db/compact_json.h); anything else here.
    if (auto written = writtenAnswers(text)) {
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
