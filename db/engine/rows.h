#pragma once
// Reading every row of a query the fastest way each engine offers: a statement stepped
// over a file, a binary COPY streamed from a server (docs/benchmarks.md: a snapshot of
// 1.6 M scores read as a result set spent most of its time in the text form).

#include "db/engine/postgres.h"
#include "db/engine/connection.h"

#include <string>
#include <string_view>

namespace es::db {

// Calls `f` with each row of `sql` (no parameters), a Statement or a pg::CopyRow, which
// read alike. On a server the query's column types decide how values read (see
// pg::CopyRow): cast anything but bigint, integer, boolean, double precision and text.
template <class F> void forEachRow(Connection &c, std::string_view sql, F &&f)
{
    if (pg::Connection *server = c.server()) {
        server->copyOut(sql, [&f](const pg::CopyRow &row) { f(row); });
        return;
    }
    Statement s = c.prepare(sql);
    while (s.step()) {
        f(static_cast<const Statement &>(s));
    }
}

// `sql` in the order of `key` where that order is free: a file walks a table by its rowid.
// A server would walk the primary key's index, where its table as it lies took a third of
// the time (docs/benchmarks.md: the 1M pairs' load); there the caller sorts what it read,
// usually a check, since imports write rows in id order.
inline std::string orderedWhereFree(const Connection &c, std::string sql,
                                    std::string_view key = "id")
{
    if (c.engine() == Engine::SQLite) {
        sql += " ORDER BY ";
        sql += key;
    }
    return sql;
}

// Whether `table` holds any row (a table name the code gives, never one from input).
inline bool holdsRows(Connection &c, std::string_view table)
{
    Statement s = c.prepare("SELECT EXISTS (SELECT 1 FROM " + std::string(table) + ")");
    return s.step() && s.int64(0) != 0;
}

} // namespace es::db
