#pragma once
// A thin RAII layer over the SQLite C API. The store uses the C API directly because
// bulk imports of millions of rows need prepared statements without per-value boxing.

#include <cstdint>
#include <optional>
#include <sqlite3.h>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace es::db {

// A failure of the store itself (I/O, corruption, a busy lock that did not clear).
class DbError : public std::runtime_error
{
  public:
    using std::runtime_error::runtime_error;
};

// How long a write waits for another writer to finish (EVENTSCOPE_BUSY_TIMEOUT_MS,
// default 60 s): an import can hold a project for tens of seconds.
int busyTimeoutMs();

// Who holds a write lock on the project at `path`, as far as the system tells (on Linux
// /proc/locks): "eventscope (pid 1234, user alice)"; empty when unknown.
std::string lockHolder(const std::string &path);

// Another writer held the project for the whole busy timeout; the message names the
// file and the holder.
class BusyError : public DbError
{
  public:
    using DbError::DbError;
};

class Statement
{
  public:
    Statement() = default;
    Statement(sqlite3 *db, std::string_view sql);
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

    bool isPrepared() const { return stmt_ != nullptr; }

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
    bool isNull(int column) const;

  private:
    sqlite3_stmt *stmt_ = nullptr;
    sqlite3 *db_ = nullptr;
};

class Connection
{
  public:
    // ReadOnlyImmutable takes no locks and creates no -shm or -wal beside the file: for
    // looking at a file nobody has open (a WAL database without its -wal file).
    enum class Mode { ReadWrite, ReadWriteCreate, ReadOnly, ReadOnlyImmutable };

    Connection() = default;
    Connection(const std::string &path, Mode mode);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    Connection(Connection &&other) noexcept;
    Connection &operator=(Connection &&other) noexcept;

    void exec(std::string_view sql);
    Statement prepare(std::string_view sql) const { return Statement(db_, sql); }
    std::int64_t lastInsertId() const { return sqlite3_last_insert_rowid(db_); }
    int changes() const { return sqlite3_changes(db_); }
    sqlite3 *handle() const { return db_; }
    bool isOpen() const { return db_ != nullptr; }
    void close();

  private:
    sqlite3 *db_ = nullptr;
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
