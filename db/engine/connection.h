#pragma once
// A project's connection, whichever engine holds it: a thin RAII layer over the SQLite C
// API for a project file, or over libpq for a team's server (db/engine/postgres.h), with
// one set of calls (prepare with ? placeholders, bind, step, read columns), so a store's
// code serves project files and team servers. The C APIs directly because bulk imports of
// millions of rows need prepared statements without per-value boxing. Where the engines
// differ, the connection says what it offers (bulk loads, round trips, teams, announcements)
// and spells the SQL that differs, so the stores never ask which engine it is.

#include "db/engine/engine.h"
#include "db/engine/error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace es::db {

namespace pg {
class Connection;
class Statement;
} // namespace pg
class BulkLoader;

// How long a write waits for another writer to finish (EVENTSCOPE_BUSY_TIMEOUT_MS,
// default 60 s): an import can hold a project for tens of seconds.
int busyTimeoutMs();

class Statement
{
  public:
    Statement();
    Statement(sqlite3 *db, std::string_view sql);
    explicit Statement(pg::Statement s);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;

    Statement &bind(int index, std::int64_t v);
    Statement &bind(int index, int v) { return bind(index, static_cast<std::int64_t>(v)); }
    Statement &bind(int index, double v);
    Statement &bind(int index, std::string_view v); // copied by SQLite
    Statement &bind(int index, const std::string &v) { return bind(index, std::string_view(v)); }
    Statement &bind(int index, const char *v) { return bind(index, std::string_view(v)); }
    Statement &bindNull(int index);
    Statement &bind(int index, const std::optional<double> &v);
    Statement &bind(int index, const std::optional<std::string> &v);
    // Bytes, as a BLOB in a file and a bytea on a server.
    Statement &bindBlob(int index, std::string_view bytes);

    bool isPrepared() const { return stmt_ != nullptr || pg_ != nullptr; }

    // True while a row is available; false when the statement is done.
    bool step();
    // Runs to completion, then resets so the statement can be bound again.
    void run();
    void reset();

    std::int64_t int64(int column) const;
    int integer(int column) const { return static_cast<int>(int64(column)); }
    double real(int column) const;
    std::string text(int column) const;
    std::string_view textView(int column) const; // valid until the next step
    // A BLOB (bytea) column's bytes, without a copy where the engine keeps them (a file),
    // valid until the next step; a server's bytea arrives as text and is decoded into
    // `storage`.
    std::string_view blobView(int column, std::string &storage) const;
    bool isNull(int column) const;

  private:
    sqlite3_stmt *stmt_ = nullptr;
    sqlite3 *db_ = nullptr;
    std::unique_ptr<pg::Statement> pg_;
};

class Connection
{
  public:
    // ReadOnlyImmutable takes no locks and creates no -shm or -wal beside the file: for
    // looking at a file nobody has open (a WAL database without its -wal file).
    enum class Mode { ReadWrite, ReadWriteCreate, ReadOnly, ReadOnlyImmutable };

    Connection();
    Connection(const std::string &path, Mode mode);
    // A PostgreSQL server, connected through pg::Connection.
    explicit Connection(pg::Connection server);
    // The server at `location` (a libpq URI or key=value string; db/engine/engine.h).
    static Connection toServer(const std::string &location);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    Connection(Connection &&other) noexcept;
    Connection &operator=(Connection &&other) noexcept;

    void exec(std::string_view sql);
    Statement prepare(std::string_view sql) const;
    // The one value a query without parameters gives (a count, a setting, a name).
    std::int64_t integerOf(std::string_view sql) const;
    std::string textOf(std::string_view sql) const;
    std::int64_t lastInsertId() const;
    int changes() const;
    bool inTransaction() const;
    Engine engine() const { return pg_ ? Engine::PostgreSQL : Engine::SQLite; }
    // Whether text may hold U+0000: a file's may; a server refuses it in any text value.
    bool storesNulInText() const { return !pg_; }
    // Each statement is a round trip to a server, not a call into this process: a store
    // then reads in bulk and lets set-based statements do the work it would do row by row.
    bool roundTrips() const { return pg_ != nullptr; }
    // Whether the project can keep a team: people who sign in as themselves, whose rights
    // and blindness the engine itself enforces (a server's roles and row-level security).
    bool keepsTeams() const { return pg_ != nullptr; }
    // The login this connection signed in as (a server's session user); empty for a file,
    // which nobody signs in to.
    std::string login();
    // `name` quoted as an SQL identifier, `text` as a literal, for statements that take no
    // parameters there (CREATE ROLE, GRANT, a value repeated in a set-based statement).
    std::string quoteIdentifier(std::string_view name) const;
    std::string quoteLiteral(std::string_view text) const;

    // SQL spelled differently by the engines, for the stores' statements:
    // a LIKE that ignores ASCII case (a file's LIKE; a server's ILIKE, as its LIKE on
    // COLLATE "C" text would not);
    const char *likeIgnoringCase() const { return pg_ ? "ILIKE" : "LIKE"; }
    // `expr`, JSON kept as text, as a value the JSON functions take;
    std::string asJson(std::string_view expr) const;
    // ids as one bound value, and the clause after a column that tests it against them
    // ("column" + clause, with value bound to its one ?).
    struct IdList
    {
        std::string clause;
        std::string value;
    };
    IdList idList(const std::vector<std::int64_t> &ids) const;

    // Holds `key` until this transaction ends, against every other connection holding it;
    // a file's write transaction holds off every writer already, and takes nothing more.
    void lockKey(std::int64_t key);
    void lockName(const std::string &name);
    // Brings what the engine's planner knows of `table`'s size up to date after a large
    // write, where it keeps that apart and this connection may (a server's ANALYZE, by the
    // table's owner); nothing for a file.
    void refreshRowCount(std::string_view table);
    // The project's schema version, as the engine keeps it.
    int schemaVersion();
    // A stable copy of a project file at `path` while others write (VACUUM INTO, never a
    // file copy). False for a server's project, which is backed up on the server.
    bool backupTo(const std::string &path);

    // Live updates from other connections: a server sends what others announce on a
    // channel (LISTEN/NOTIFY); a file has no such messages (its readers look at the file).
    bool announces() const { return pg_ != nullptr; }
    void listen(std::string_view channel);
    // The socket to watch for announcements; -1 when there is none.
    int socket() const;
    // What others announced since the last call, without waiting; the announcements this
    // connection sent are left out. ConnectionLost when the connection broke.
    std::vector<Notification> notifications();
    // Connects again after the connection broke (false while the server is still
    // unreachable, why() then says why); listens must be repeated.
    bool reconnect();
    std::string why() const;

    // The columns of `table` in the order of its definition: each one's name and declared
    // type as the engine spells it (INTEGER, BIGINT, REAL, double precision, TEXT...).
    std::vector<std::pair<std::string, std::string>> columnsOf(const std::string &table);
    // Holds off every other writer of `table` until this transaction ends: a server takes
    // a lock that conflicts with itself and with plain writes (SHARE ROW EXCLUSIVE); a
    // file's write transaction holds off every writer already.
    void holdOffWriters(std::string_view table);
    // Whether a real of -0 reads back as -0: a server keeps the sign, a file stores 0.
    bool keepsSignedZero() const { return pg_ != nullptr; }
    // The SQLite handle; null on a server.
    sqlite3 *handle() const { return db_; }
    // The server connection; null for a project file.
    pg::Connection *server() const { return pg_.get(); }
    // The engine's bulk operations (db/engine/bulk.h): a server's; null for a project file,
    // whose stores write through prepared statements.
    BulkLoader *bulk() const { return bulk_.get(); }
    // Whether the server's connection broke (never for a project file).
    bool lost() const;
    bool isOpen() const { return db_ != nullptr || pg_ != nullptr; }
    void close();

    // A project file open for writing keeps watch on itself from here (db/engine/
    // file_guard.cpp): before each write transaction, that the file and its journal (the
    // -wal file beside it) are still the ones it opened, and before the first, that its
    // pages are whole (PRAGMA quick_check). Nothing for a server.
    void guardFile(const std::string &path);
    // Empty while the guarded file and its journal are the ones opened; else why not.
    // On the first loss, this connection stops writing to the file (and checkpoints
    // nothing into it when it closes), saves what it still reads into a copy beside it,
    // and says where.
    std::string fileLost();
    // Throws DbError naming the file when it was lost or is damaged: a write would go
    // where nobody reads it, or make the damage worse. Transaction calls it.
    void checkBeforeWrite();
    // Starts the check of the file's pages on a thread of its own, so that the first
    // write need not wait for it (the workbench, which opens a project to edit it, calls
    // this after opening; 0.44 s at a million pairs).
    void checkFileAhead();

  private:
    sqlite3 *db_ = nullptr;
    std::unique_ptr<pg::Connection> pg_;
    std::unique_ptr<BulkLoader> bulk_; // on pg_
    struct Guard;
    std::unique_ptr<Guard> guard_; // a guarded project file's watch
};

// Runs `sql` when the scope ends, however it ends (restoring a pragma, closing a read
// transaction); a failure then is ignored because there is nobody left to tell.
class ScopedExec
{
  public:
    ScopedExec(Connection &c, std::string sql) : c_(c), sql_(std::move(sql)) {}
    ~ScopedExec();
    ScopedExec(const ScopedExec &) = delete;
    ScopedExec &operator=(const ScopedExec &) = delete;

  private:
    Connection &c_;
    std::string sql_;
};

// A consistent view for several reads (the parts of a snapshot agree with each other
// even while another process writes). Inside a transaction that is already the case.
class ReadTransaction
{
  public:
    explicit ReadTransaction(Connection &c);
    ~ReadTransaction();
    ReadTransaction(const ReadTransaction &) = delete;
    ReadTransaction &operator=(const ReadTransaction &) = delete;

  private:
    Connection &c_;
    bool own_ = false;
};

// A read transaction that a second connection, made by beside() on another thread, can
// read alongside: both see one state of the project. On a server the transaction's
// snapshot is exported and the second connection takes it up (SET TRANSACTION SNAPSHOT).
// On a project file it holds the write lock, when that is free at once: while it lasts
// nobody commits, so a read transaction that the second connection starts meanwhile sees
// the file as this one does (Debian's SQLite has no shared snapshots). It writes nothing
// and waits for nobody: where that cannot be had (another writer, a read-only file, an
// enclosing transaction), or not `wanted` (writers would wait for a read that has no use
// for it), it is a ReadTransaction.
class SteadyRead
{
  public:
    explicit SteadyRead(Connection &c, bool wanted = true);
    ~SteadyRead();
    SteadyRead(const SteadyRead &) = delete;
    SteadyRead &operator=(const SteadyRead &) = delete;

    // Whether beside() gives a connection that sees what this one sees.
    bool steady() const { return locked_ || !snapshot_.empty(); }
    // Makes that connection, to a file at `path` or to this one's server; callable on any
    // thread while this read lasts (it touches neither this object nor its connection).
    // Only when steady().
    std::function<Connection()> beside(const std::string &path) const;

  private:
    Connection &c_;
    std::optional<ReadTransaction> plain_;
    bool locked_ = false;  // a file's write lock
    std::string snapshot_; // a server transaction's exported snapshot
    std::vector<std::pair<std::string, std::string>> server_; // pg::Connection::parameters()
};

// A write of many rows, for its length: a project file stops checking foreign keys (every
// id the write uses it has just inserted or looked up in its transaction) and keeps a
// large page cache (the index pages touched all over the file stay in memory instead of
// spilling to the WAL), both restored when it ends; a server needs neither. Made before
// the write's transaction begins (the foreign-key pragma is a no-op inside one).
class LargeWrite
{
  public:
    explicit LargeWrite(Connection &c);
    LargeWrite(const LargeWrite &) = delete;
    LargeWrite &operator=(const LargeWrite &) = delete;

  private:
    std::optional<ScopedExec> restoreForeignKeys_;
    std::optional<ScopedExec> restoreCache_;
};

// BEGIN IMMEDIATE on construction; rolls back unless commit() was called, so an
// exception anywhere in a write leaves the project as it was. Inside another
// transaction it is a savepoint, so several imports can land as one.
class Transaction
{
  public:
    explicit Transaction(Connection &c);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

  private:
    Connection &c_;
    bool nested_ = false;
    bool done_ = false;
};

} // namespace es::db
