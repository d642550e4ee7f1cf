#pragma once
// What EsterStore's files share: how a stored type, reason or span list is read back, and
// a split's id and listing (the imports, the load, the export and the workbench edits each
// read some of them). Internal to db/ester.

#include "db/engine/connection.h"
#include "db/ester/ester_format.h"

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace es::db::ester_store {

template <class Row> std::optional<metrics::ester::Relation> typeFrom(const Row &s, int column)
{
    return s.isNull(column) ? std::nullopt : metrics::ester::relationFromName(s.textView(column));
}

inline std::optional<std::string> column(const Statement &s, int c)
{
    return s.isNull(c) ? std::nullopt : std::optional<std::string>(s.text(c));
}

inline std::vector<EsterSpan> spansFromJson(std::string_view text)
{
    std::vector<EsterSpan> out;
    for (const auto &p : nlohmann::ordered_json::parse(text)) {
        out.push_back({p.at(0).get<int>(), p.at(1).get<int>()});
    }
    return out;
}

// A stored reason code; one this build does not know counts as none given.
template <class Row>
std::optional<metrics::ester::InvalidReason> reasonFrom(const Row &s, int column)
{
    return s.isNull(column) ? std::nullopt
                            : metrics::ester::invalidReasonFromName(s.textView(column));
}

inline std::int64_t splitId(Connection &db, const std::string &name)
{
    Statement s = db.prepare("SELECT id FROM ester_split WHERE name = ?");
    s.bind(1, name);
    return s.step() ? s.int64(0) : 0;
}

// Who imported each split as gold, as the import log has it (split -> people). A split
// nobody did holds only people's answers: an annotator's file names the questions of the
// split it answers, so it shares that split's passages by design and is no training or
// evaluation split. A person connected to a server reads only their own log rows, so they
// see only the splits they imported as gold, as EsterSnapshot::restrictTo keeps them.
inline std::map<std::string, std::set<std::string>> goldImporters(Connection &db)
{
    std::map<std::string, std::set<std::string>> out;
    Statement s = db.prepare(
        "SELECT person, detail FROM audit WHERE dataset = 'ester' AND action = 'import'");
    while (s.step()) {
        const auto detail = nlohmann::json::parse(s.textView(1), nullptr, false);
        if (!detail.is_object() || !detail.contains("annotator") || !detail.contains("split") ||
            !detail["annotator"].get<std::string>().empty()) {
            continue; // a person's answers, a model's predictions, or nothing this build wrote
        }
        out[detail["split"].get<std::string>()].insert(s.text(0));
    }
    return out;
}

inline std::vector<std::int64_t> splitListing(Connection &db, std::int64_t split)
{
    std::vector<std::int64_t> ids;
    Statement s = db.prepare(
        "SELECT question_id FROM ester_split_question WHERE split_id = ? ORDER BY position");
    s.bind(1, split);
    while (s.step()) {
        ids.push_back(s.int64(0));
    }
    return ids;
}

} // namespace es::db::ester_store
