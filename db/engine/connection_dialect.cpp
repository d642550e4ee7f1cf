// Where the engines differ, as the connection offers it to the stores: what an engine can
// do (teams, announcements, locks, statistics, backups) and the SQL each spells its own way.

#include "db/engine/connection.h"
#include "db/engine/postgres.h"

#include <string>
#include <utility>
#include <vector>

namespace es::db {

std::string Connection::login()
{
    if (!pg_) {
        return {};
    }
    return textOf("SELECT session_user");
}

namespace {

// `text` between `quote`s, each `quote` in it doubled: SQL's quoting of identifiers and
// literals, which SQLite takes as a server does without a backslash escape.
std::string quoted(std::string_view text, char quote)
{
    std::string out(1, quote);
    for (const char ch : text) {
        out += ch;
        if (ch == quote) {
            out += quote;
        }
    }
    return out + quote;
}

} // namespace

std::string Connection::quoteIdentifier(std::string_view name) const
{
    return pg_ ? pg_->quoteIdentifier(name) : quoted(name, '"');
}

std::string Connection::quoteLiteral(std::string_view text) const
{
    return pg_ ? pg_->quoteLiteral(text) : quoted(text, '\'');
}

std::string Connection::asJson(std::string_view expr) const
{
    return std::string(expr) + (pg_ ? "::json" : "");
}

Connection::IdList Connection::idList(const std::vector<std::int64_t> &ids) const
{
    std::string list;
    for (const std::int64_t id : ids) {
        list += (list.empty() ? "" : ",") + std::to_string(id);
    }
    if (pg_) {
        return {" = ANY(CAST(? AS BIGINT[]))", "{" + list + "}"};
    }
    return {" IN (SELECT value FROM json_each(?))", "[" + list + "]"};
}

void Connection::lockKey(std::int64_t key)
{
    if (pg_) {
        prepare("SELECT pg_advisory_xact_lock(?)").bind(1, key).step();
    }
}

void Connection::lockName(const std::string &name)
{
    if (pg_) {
        // An advisory lock needs no privilege on any table, and holds a name that has no
        // row yet to lock.
        prepare("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))").bind(1, name).run();
    }
}

void Connection::refreshRowCount(std::string_view table)
{
    if (!pg_) {
        return;
    }
    // A team's member may not analyze the table, and leaves it to autovacuum.
    Statement owner = prepare("SELECT CAST(pg_has_role(current_user, relowner, 'USAGE') AS "
                              "INTEGER) FROM pg_class WHERE oid = '" +
                              std::string(table) + "'::regclass");
    if (owner.step() && owner.int64(0) != 0) {
        exec("ANALYZE " + std::string(table));
    }
}

int Connection::schemaVersion()
{
    return static_cast<int>(
        integerOf(pg_ ? "SELECT version FROM eventscope_schema" : "PRAGMA user_version"));
}

bool Connection::backupTo(const std::string &path)
{
    if (pg_) {
        return false;
    }
    prepare("VACUUM INTO ?").bind(1, path).run();
    return true;
}

void Connection::listen(std::string_view channel)
{
    if (pg_) {
        pg_->listen(channel);
    }
}

int Connection::socket() const
{
    return pg_ ? pg_->socket() : -1;
}

std::vector<Notification> Connection::notifications()
{
    std::vector<Notification> out;
    if (!pg_) {
        return out;
    }
    const int own = pg_->backendPid();
    for (Notification &n : pg_->notifications()) {
        if (n.senderPid != own) {
            out.push_back(std::move(n));
        }
    }
    return out;
}

bool Connection::reconnect()
{
    return pg_ && pg_->reconnect();
}

std::string Connection::why() const
{
    return pg_ ? pg_->why() : std::string();
}

LargeWrite::LargeWrite(Connection &c)
{
    if (c.roundTrips()) {
        return;
    }
    c.exec("PRAGMA foreign_keys = OFF");
    restoreForeignKeys_.emplace(c, "PRAGMA foreign_keys = ON");
    c.exec("PRAGMA cache_size = -262144"); // 256 MiB
    restoreCache_.emplace(c, "PRAGMA cache_size = -2000");
}

std::vector<std::pair<std::string, std::string>> Connection::columnsOf(const std::string &table)
{
    Statement s = prepare(
        pg_ ? "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = "
              "current_schema() AND table_name = ? ORDER BY ordinal_position"
            : "SELECT name, type FROM pragma_table_info(?) ORDER BY cid");
    s.bind(1, table);
    std::vector<std::pair<std::string, std::string>> out;
    while (s.step()) {
        out.emplace_back(s.text(0), s.text(1));
    }
    return out;
}

void Connection::holdOffWriters(std::string_view table)
{
    if (pg_) {
        pg_->exec("LOCK TABLE " + std::string(table) + " IN SHARE ROW EXCLUSIVE MODE");
    }
}

} // namespace es::db
