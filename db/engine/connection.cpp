#include "db/engine/connection.h"

#include "db/engine/bulk.h"
#include "db/engine/file_guard.h"
#include "db/engine/postgres.h"
#include "db/engine/sqlite.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <pwd.h>
#include <sqlite3.h>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace es::db {

int busyTimeoutMs()
{
    if (const char *v = std::getenv("EVENTSCOPE_BUSY_TIMEOUT_MS")) {
        char *end = nullptr;
        const long ms = std::strtol(v, &end, 10);
        if (end != v && ms >= 0 && ms <= 24L * 3600 * 1000) {
            return static_cast<int>(ms);
        }
    }
    return 60000;
}

std::string sqliteFileHead(const std::string &path, int bytes)
{
    sqlite3 *db = nullptr;
    // Read-only opens the file and reads nothing of it yet; no -wal or -shm is made.
    const int rc = sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
        sqlite3_close(db);
        throw DbError(path + ": cannot read: " + message);
    }
    sqlite3_file *file = nullptr;
    std::string head;
    if (sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK && file &&
        file->pMethods) {
        sqlite3_int64 size = 0;
        file->pMethods->xFileSize(file, &size);
        head.resize(static_cast<std::size_t>(std::min<sqlite3_int64>(size, bytes)));
        if (!head.empty() && file->pMethods->xRead(file, head.data(), static_cast<int>(head.size()),
                                                   0) != SQLITE_OK) {
            head.clear();
        }
    }
    sqlite3_close(db);
    return head;
}

std::string lockHolder(const std::string &path)
{
    // SQLite takes POSIX locks on the database (rollback journal) or its -shm file (WAL);
    // the kernel lists them with the pid that holds each.
    std::vector<ino_t> inodes;
    for (const std::string &file : {path, path + "-shm"}) {
        struct stat st
        {
        };
        if (::stat(file.c_str(), &st) == 0) {
            inodes.push_back(st.st_ino);
        }
    }
    std::ifstream locks("/proc/locks");
    std::string line;
    while (std::getline(locks, line)) {
        std::istringstream in(line);
        std::string id, kind, advisory, mode, pid, device;
        if (!(in >> id >> kind >> advisory >> mode >> pid >> device) || kind != "POSIX" ||
            mode != "WRITE") {
            continue;
        }
        const auto colon = device.rfind(':');
        if (colon == std::string::npos) {
            continue;
        }
        const auto inode =
            static_cast<ino_t>(std::strtoull(device.c_str() + colon + 1, nullptr, 10));
        if (std::find(inodes.begin(), inodes.end(), inode) == inodes.end() ||
            pid == std::to_string(::getpid())) {
            continue;
        }
        std::string name;
        std::ifstream(("/proc/" + pid + "/comm").c_str()) >> name;
        std::string user;
        struct stat owner
        {
        };
        if (::stat(("/proc/" + pid).c_str(), &owner) == 0) {
            if (const passwd *pw = ::getpwuid(owner.st_uid)) {
                user = pw->pw_name;
            }
        }
        std::string out = name.empty() ? std::string("a program") : name;
        out += " (pid " + pid + (user.empty() ? std::string() : ", user " + user) + ")";
        return out;
    }
    return {};
}

namespace {

bool isBusy(sqlite3 *db)
{
    return db && (sqlite3_extended_errcode(db) & 0xff) == SQLITE_BUSY;
}

bool isDamaged(sqlite3 *db)
{
    const int code = db ? sqlite3_extended_errcode(db) & 0xff : SQLITE_OK;
    return code == SQLITE_CORRUPT || code == SQLITE_NOTADB;
}

// A damaged file is named: the statement that met the damage means nothing to a reader.
DamagedError damaged(sqlite3 *db)
{
    const char *file = sqlite3_db_filename(db, "main");
    return DamagedError(std::string(file && *file ? file : "the project") +
                        ": the project file is damaged (" + sqlite3_errmsg(db) + ")");
}

// The project stayed locked by another writer for the whole busy timeout: say which
// file, who holds it when the system knows, and what to do.
std::string busyMessage(sqlite3 *db)
{
    const char *file = sqlite3_db_filename(db, "main");
    const std::string path = file ? file : "";
    const std::string holder = lockHolder(path);
    const int ms = busyTimeoutMs();
    const std::string waited =
        ms < 1000 ? std::to_string(ms) + " ms" : std::to_string(ms / 1000) + " s";
    return path +
           ": the project is busy: " + (holder.empty() ? std::string("another program") : holder) +
           " is writing to it and did not finish within " + waited +
           "; try again when it has finished";
}

[[noreturn]] void fail(sqlite3 *db, std::string_view what)
{
    if (isBusy(db)) {
        throw BusyError(busyMessage(db));
    }
    if (isDamaged(db)) {
        throw damaged(db);
    }
    throw DbError(std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

} // namespace

Statement::Statement(sqlite3 *db, std::string_view sql) : db_(db)
{
    if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr) !=
        SQLITE_OK) {
        fail(db, "cannot prepare statement");
    }
}

Statement::Statement() = default;

Statement::Statement(pg::Statement s) : pg_(std::make_unique<pg::Statement>(std::move(s))) {}

Statement::~Statement()
{
    sqlite3_finalize(stmt_);
}

Statement::Statement(Statement &&other) noexcept
    : stmt_(std::exchange(other.stmt_, nullptr)), db_(other.db_), pg_(std::move(other.pg_))
{
}

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(stmt_);
        stmt_ = std::exchange(other.stmt_, nullptr);
        db_ = other.db_;
        pg_ = std::move(other.pg_);
    }
    return *this;
}

Statement &Statement::bind(int index, std::int64_t v)
{
    if (pg_) {
        pg_->bind(index, v);
        return *this;
    }
    if (sqlite3_bind_int64(stmt_, index, v) != SQLITE_OK) {
        fail(db_, "cannot bind value");
    }
    return *this;
}

Statement &Statement::bind(int index, double v)
{
    if (pg_) {
        pg_->bind(index, v);
        return *this;
    }
    if (sqlite3_bind_double(stmt_, index, v) != SQLITE_OK) {
        fail(db_, "cannot bind value");
    }
    return *this;
}

Statement &Statement::bind(int index, std::string_view v)
{
    if (pg_) {
        pg_->bind(index, v);
        return *this;
    }
    if (sqlite3_bind_text(stmt_, index, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT) !=
        SQLITE_OK) {
        fail(db_, "cannot bind value");
    }
    return *this;
}

Statement &Statement::bindNull(int index)
{
    if (pg_) {
        pg_->bindNull(index);
        return *this;
    }
    if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) {
        fail(db_, "cannot bind value");
    }
    return *this;
}

Statement &Statement::bind(int index, const std::optional<double> &v)
{
    return v ? bind(index, *v) : bindNull(index);
}

Statement &Statement::bind(int index, const std::optional<std::string> &v)
{
    return v ? bind(index, std::string_view(*v)) : bindNull(index);
}

Statement &Statement::bindBlob(int index, std::string_view bytes)
{
    if (pg_) {
        pg_->bind(index, pg::byteaText(bytes));
        return *this;
    }
    if (sqlite3_bind_blob64(stmt_, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT) !=
        SQLITE_OK) {
        fail(db_, "cannot bind value");
    }
    return *this;
}

bool Statement::step()
{
    if (pg_) {
        return pg_->step();
    }
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) {
        return true;
    }
    if (rc == SQLITE_DONE) {
        return false;
    }
    fail(db_, "statement failed");
}

void Statement::run()
{
    if (pg_) {
        pg_->run();
        return;
    }
    try {
        while (step()) {
        }
    } catch (const DbError &) {
        reset(); // a kept statement must stay usable after a failed write
        throw;
    }
    reset();
}

void Statement::reset()
{
    if (pg_) {
        pg_->reset();
        return;
    }
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::int64(int column) const
{
    if (pg_) {
        return pg_->int64(column);
    }
    return sqlite3_column_int64(stmt_, column);
}

double Statement::real(int column) const
{
    if (pg_) {
        return pg_->real(column);
    }
    return sqlite3_column_double(stmt_, column);
}

std::string Statement::text(int column) const
{
    return std::string(textView(column));
}

std::string_view Statement::textView(int column) const
{
    if (pg_) {
        return pg_->textView(column);
    }
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(stmt_, column));
    return p ? std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
             : std::string_view();
}

std::string_view Statement::blobView(int column, std::string &storage) const
{
    if (pg_) {
        storage = pg::byteaBytes(pg_->textView(column));
        return storage;
    }
    const auto *p = static_cast<const char *>(sqlite3_column_blob(stmt_, column));
    return p ? std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
             : std::string_view();
}

bool Statement::isNull(int column) const
{
    if (pg_) {
        return pg_->isNull(column);
    }
    return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

Connection::Connection() = default;

Connection::Connection(pg::Connection server)
    : pg_(std::make_unique<pg::Connection>(std::move(server))),
      bulk_(std::make_unique<BulkLoader>(*pg_))
{
}

Connection Connection::toServer(const std::string &location)
{
    return Connection(pg::Connection(location));
}

Connection::Connection(const std::string &path, Mode mode)
{
    int flags = SQLITE_OPEN_NOMUTEX;
    switch (mode) {
    case Mode::ReadWrite:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case Mode::ReadWriteCreate:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    case Mode::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    case Mode::ReadOnlyImmutable:
        flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
        break;
    }
    std::string name = path;
    if (mode == Mode::ReadOnlyImmutable) {
        // "file://" + "/abs": an empty authority, so a path starting with "//" is no host.
        name = path.starts_with('/') ? "file://" : "file:";
        for (const char ch : path) {
            if (ch == '%' || ch == '?' || ch == '#') {
                static const char hex[] = "0123456789ABCDEF";
                const auto b = static_cast<unsigned char>(ch);
                name += '%';
                name += hex[b >> 4];
                name += hex[b & 0xf];
            } else {
                name += ch;
            }
        }
        name += "?immutable=1";
    }
    if (sqlite3_open_v2(name.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
        const std::string message = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        db_ = nullptr;
        throw DbError(path + ": cannot open project: " + message);
    }
    sqlite3_extended_result_codes(db_, 1);
    // A second writer waits for the first instead of failing at once.
    sqlite3_busy_timeout(db_, busyTimeoutMs());
}

Connection::~Connection()
{
    close();
}

Connection::Connection(Connection &&other) noexcept
    : db_(std::exchange(other.db_, nullptr)), pg_(std::move(other.pg_)),
      bulk_(std::move(other.bulk_)), guard_(std::move(other.guard_))
{
}

Connection &Connection::operator=(Connection &&other) noexcept
{
    if (this != &other) {
        close();
        db_ = std::exchange(other.db_, nullptr);
        pg_ = std::move(other.pg_);
        bulk_ = std::move(other.bulk_);
        guard_ = std::move(other.guard_);
    }
    return *this;
}

void Connection::close()
{
    if (db_) {
        sqlite3_close_v2(db_);
        db_ = nullptr;
    }
    bulk_.reset();
    pg_.reset();
    guard_.reset();
}

Statement Connection::prepare(std::string_view sql) const
{
    if (pg_) {
        return Statement(pg_->prepare(sql));
    }
    return Statement(db_, sql);
}

std::int64_t Connection::integerOf(std::string_view sql) const
{
    Statement s = prepare(sql);
    s.step();
    return s.int64(0);
}

std::string Connection::textOf(std::string_view sql) const
{
    Statement s = prepare(sql);
    s.step();
    return s.text(0);
}

std::int64_t Connection::lastInsertId() const
{
    return pg_ ? pg_->lastInsertId() : sqlite3_last_insert_rowid(db_);
}

int Connection::changes() const
{
    return pg_ ? static_cast<int>(pg_->changes()) : sqlite3_changes(db_);
}

bool Connection::lost() const { return pg_ && pg_->lost(); }

bool Connection::inTransaction() const
{
    return pg_ ? pg_->inTransaction() : sqlite3_get_autocommit(db_) == 0;
}

void Connection::exec(std::string_view sql)
{
    if (pg_) {
        pg_->exec(sql);
        return;
    }
    char *error = nullptr;
    const std::string s(sql);
    if (sqlite3_exec(db_, s.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        if (isBusy(db_)) {
            sqlite3_free(error);
            throw BusyError(busyMessage(db_));
        }
        const std::string message = error ? error : sqlite3_errmsg(db_);
        sqlite3_free(error);
        if (isDamaged(db_)) {
            throw damaged(db_);
        }
        throw DbError(message);
    }
}

ScopedExec::~ScopedExec()
{
    try {
        c_.exec(sql_);
    } catch (const DbError &) {
    }
}

ReadTransaction::ReadTransaction(Connection &c) : c_(c), own_(!c.inTransaction())
{
    if (own_) {
        // On a server, one snapshot for every read until the end, as SQLite's read
        // transaction gives.
        c_.exec(c_.engine() == Engine::PostgreSQL ? "BEGIN ISOLATION LEVEL REPEATABLE READ"
                                                  : "BEGIN");
    }
}

ReadTransaction::~ReadTransaction()
{
    if (own_) {
        try {
            c_.exec("COMMIT");
        } catch (const DbError &) {
            // Nothing was written; ending the read cannot lose anything.
        }
    }
}

SteadyRead::SteadyRead(Connection &c, bool wanted) : c_(c)
{
    if (wanted && c.engine() == Engine::SQLite && !c.inTransaction()) {
        sqlite3_busy_timeout(c.handle(), 0);
        const bool begun =
            sqlite3_exec(c.handle(), "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
        sqlite3_busy_timeout(c.handle(), busyTimeoutMs());
        // On a file this process may only read, SQLite opens it read-only whatever was
        // asked and begins a plain read for BEGIN IMMEDIATE, holding nothing.
        locked_ = begun && sqlite3_txn_state(c.handle(), "main") == SQLITE_TXN_WRITE;
        if (begun && !locked_) {
            sqlite3_exec(c.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        }
    }
    if (!locked_) {
        const bool own = !c.inTransaction();
        plain_.emplace(c);
        if (wanted && own && c.engine() == Engine::PostgreSQL) {
            // A role may not be let export snapshots; the read is then a plain one. A
            // failure all the same (a server that has no such function) aborts the
            // transaction, which had read nothing yet: it is begun again.
            try {
                Statement s = c.prepare(
                    "SELECT CASE WHEN "
                    "pg_catalog.has_function_privilege('pg_catalog.pg_export_snapshot()', "
                    "'EXECUTE') THEN pg_catalog.pg_export_snapshot() END");
                if (s.step() && !s.isNull(0)) {
                    snapshot_ = s.text(0);
                }
            } catch (const pg::ConnectionLost &) {
                throw;
            } catch (const DbError &) {
                plain_.reset();
                plain_.emplace(c);
            }
            if (!snapshot_.empty()) {
                server_ = c.server()->parameters();
            }
        }
    }
}

SteadyRead::~SteadyRead()
{
    if (locked_) {
        // Nothing was written: ending it cannot lose anything.
        sqlite3_exec(c_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

std::function<Connection()> SteadyRead::beside(const std::string &path) const
{
    if (!steady()) {
        throw DbError("no read to be had beside this one");
    }
    if (c_.engine() == Engine::SQLite) {
        return [path] { return Connection(path, Connection::Mode::ReadOnly); };
    }
    return [parameters = server_, snapshot = snapshot_]() mutable {
        // The first connection waits for this one: neither may wait long. A server that
        // does not answer within seconds, or a table that someone's schema change is
        // waiting to lock (behind the first connection's own read: a wait no deadlock
        // detector sees), and the first reads the columns itself.
        if (std::none_of(parameters.begin(), parameters.end(),
                         [](const auto &p) { return p.first == "connect_timeout"; })) {
            parameters.emplace_back("connect_timeout", "10");
        }
        pg::Connection server(parameters);
        server.exec("SET lock_timeout = 1000");
        server.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
        server.exec("SET TRANSACTION SNAPSHOT " + server.quoteLiteral(snapshot));
        return Connection(std::move(server));
    };
}

Transaction::Transaction(Connection &c) : c_(c), nested_(c.inTransaction())
{
    if (!nested_) {
        c_.checkBeforeWrite();
    }
    // A server takes row locks as a transaction writes, in READ COMMITTED whatever the
    // server's default (deletes of what labels name need it: migration 0009); SQLite's
    // IMMEDIATE takes the file's write lock at once so a transaction never fails half way
    // on a busy file.
    c_.exec(nested_ ? "SAVEPOINT es_nested"
                    : (c_.engine() == Engine::PostgreSQL ? "BEGIN ISOLATION LEVEL READ COMMITTED"
                                                         : "BEGIN IMMEDIATE"));
}

Transaction::~Transaction()
{
    if (!done_) {
        try {
            c_.exec(nested_ ? "ROLLBACK TO es_nested; RELEASE es_nested" : "ROLLBACK");
        } catch (const DbError &) {
            // The transaction is already gone (SQLite rolls back on some errors itself).
        }
    }
}

void Transaction::commit()
{
    if (!nested_) {
        // A file deleted or replaced while this transaction wrote: its commit would land
        // where nobody reads it, and the command would say it saved.
        if (std::string why = c_.fileLost(); !why.empty()) {
            throw DbError(why);
        }
    }
    c_.exec(nested_ ? "RELEASE es_nested" : "COMMIT");
    done_ = true;
}

} // namespace es::db
