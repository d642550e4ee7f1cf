#include "db/engine/bulk.h"

namespace es::db {

void BulkLoader::loadText(std::string_view target, const std::function<bool(std::string &)> &row)
{
    c_.copyIn("COPY " + std::string(target) + " FROM STDIN", row);
}

void BulkLoader::loadBinary(std::string_view target, const std::function<bool(std::string &)> &row)
{
    c_.copyInBinary("COPY " + std::string(target) + " FROM STDIN", row);
}

void BulkLoader::makeStage(const std::string &table, const std::string &columns)
{
    c_.exec("CREATE TEMP TABLE IF NOT EXISTS " + table + " (" + columns + ") ON COMMIT DROP");
    c_.exec("TRUNCATE " + table);
}

void BulkLoader::stage(const std::string &table, const std::string &columns,
                       const std::function<bool(std::string &)> &row)
{
    makeStage(table, columns);
    loadText(table, row);
}

void BulkLoader::continueIdsAfter(const std::string &table)
{
    c_.exec("SELECT setval(pg_get_serial_sequence('" + table +
            "', 'id'), coalesce(max(id), 0) + 1, false) FROM " + table);
}

bool BulkLoader::rowSecurityActive(std::string_view table)
{
    pg::Statement s =
        c_.prepare("SELECT CAST(row_security_active('" + std::string(table) + "') AS INTEGER)");
    return s.step() && s.int64(0) != 0;
}

std::vector<std::int64_t> BulkLoader::drawIds(std::string_view table, std::size_t count)
{
    // The sequence named once: as a function of each row it would be looked up again for
    // every id.
    pg::Statement sequence =
        c_.prepare("SELECT pg_get_serial_sequence('" + std::string(table) + "', 'id')");
    sequence.step();
    std::vector<std::int64_t> ids;
    ids.reserve(count);
    c_.copyOut("SELECT nextval(" + c_.quoteLiteral(sequence.textView(0)) +
                   "::regclass) FROM generate_series(1, " + std::to_string(count) + ")",
               [&](const pg::CopyRow &r) { ids.push_back(r.int64(0)); });
    if (ids.size() != count) {
        throw pg::Error(c_.server() + ": the server gave " + std::to_string(ids.size()) +
                        " new ids for " + std::to_string(count) + " rows of " + std::string(table));
    }
    return ids;
}

} // namespace es::db
