#pragma once
// The PostgreSQL engine: a thin RAII layer over libpq shaped like the SQLite one
// (prepare with ? placeholders, bind, step, read columns), so the stores' code runs on
// either engine. libpq directly rather than Qt's QPSQL: the store layer has no Qt SQL,
// bulk imports need COPY, and values need no QVariant boxing (docs/benchmarks.md).
//
// Values travel as text in both directions; the server casts a parameter to the type
// its place in the statement asks for, so the stores bind as they do for SQLite.

#include "db/engine/engine.h"
#include "db/engine/error.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct pg_conn;
struct pg_result;

namespace es::db::pg {

// A failure of the server or the connection; the message is one line that names the
// server (never its password).
class Error : public DbError
{
  public:
    Error(const std::string &message, std::string sqlState = {})
        : DbError(message), sqlState_(std::move(sqlState))
    {
    }
    // The SQLSTATE code ("23505" a unique violation, "42501" insufficient privilege);
    // empty for a connection failure.
    const std::string &sqlState() const { return sqlState_; }
    bool stillReferenced() const noexcept override { return sqlState_ == "23503"; }
    // A connection refused because the server asked for a password and libpq had none
    // (PQconnectionNeedsPassword): a client may ask the person for one.
    bool needsPassword() const { return needsPassword_; }
    void setNeedsPassword(bool needs) { needsPassword_ = needs; }

  private:
    std::string sqlState_;
    bool needsPassword_ = false;
};

// The options a libpq URI or key=value string sets, in libpq's order of keywords
// (host, port, dbname, user, password, sslmode...), as libpq itself reads them; Error
// with libpq's one-line reason when it cannot read `target`.
std::vector<std::pair<std::string, std::string>> connectionOptions(std::string_view target);

// A postgresql:// URI setting `options` (keywords as connectionOptions gives them),
// every part percent-encoded, so that connectionOptions(connectionUri(o)) == o.
std::string connectionUri(const std::vector<std::pair<std::string, std::string>> &options);

// `target` with option `key` set to `value` (replacing it when set), as a URI.
std::string withOption(std::string_view target, const std::string &key, const std::string &value);

// The connection to the server broke (the server stopped, the network went away, an
// administrator ended the session): nothing of the failed statement was saved unless
// the server committed it before the connection broke. Connection::reconnect() may bring
// it back.
class ConnectionLost : public Error, public db::ConnectionLost
{
  public:
    using Error::Error;
    const char *what() const noexcept override { return Error::what(); }
};

// A message the server sent on a channel this connection listens to (NOTIFY).
using Notification = db::Notification;

// True when `target` names a PostgreSQL database rather than a project file: a libpq
// URI (postgresql://, postgres://) or a key=value connection string.
bool isConnectionString(std::string_view target);

// `target` as people may see it in a message, a title or a recent-files list: the
// password of a URI or key=value string removed, everything else kept.
std::string withoutPassword(std::string_view target);

// `v` as the server reads it back exactly: the shortest digits that round-trip, and
// NaN and Infinity as PostgreSQL spells them. For bound values and COPY fields alike.
std::string formatReal(double v);

// Bytes as a bytea value's hex text form (\x and two hex digits a byte), the form a server
// sends bytea in, and back; byteaBytes throws Error on text of another form.
std::string byteaText(std::string_view bytes);
std::string byteaBytes(std::string_view text);

// `sql` with each ? outside quotes, identifiers and comments turned into $1, $2, ...
std::string numberedPlaceholders(std::string_view sql);

struct ResultDeleter
{
    void operator()(pg_result *r) const;
};
using Result = std::unique_ptr<pg_result, ResultDeleter>;

class Connection;
class BinaryCopyReader;

// One row of a binary COPY ... TO STDOUT, read with the names a Statement uses. Binary
// fields carry no type, so the query decides it: integers as smallint, integer or bigint
// (or boolean), reals as double precision, text as text; a numeric must be cast.
class CopyRow
{
  public:
    std::int64_t int64(int column) const;
    int integer(int column) const { return static_cast<int>(int64(column)); }
    double real(int column) const;
    std::string text(int column) const { return std::string(textView(column)); }
    std::string_view textView(int column) const; // valid until the next row
    bool isNull(int column) const;
    int size() const { return static_cast<int>(fields_.size()); }

  private:
    friend class BinaryCopyReader;
    std::vector<std::string_view> fields_; // data() null for NULL
};

class Statement
{
  public:
    Statement() = default;
    Statement(Connection &c, std::string_view sql);

    Statement &bind(int index, std::int64_t v);
    Statement &bind(int index, int v) { return bind(index, static_cast<std::int64_t>(v)); }
    Statement &bind(int index, double v);
    Statement &bind(int index, std::string_view v);
    Statement &bind(int index, const std::string &v) { return bind(index, std::string_view(v)); }
    Statement &bind(int index, const char *v) { return bind(index, std::string_view(v)); }
    Statement &bindNull(int index);
    Statement &bind(int index, const std::optional<double> &v);
    Statement &bind(int index, const std::optional<std::string> &v);

    bool isPrepared() const { return c_ != nullptr; }

    // Runs the statement at the first call, then gives its rows one by one.
    bool step();
    // Runs to completion, then resets so the statement can be bound again.
    void run();
    void reset();

    std::int64_t int64(int column) const;
    int integer(int column) const { return static_cast<int>(int64(column)); }
    double real(int column) const;
    std::string text(int column) const { return std::string(textView(column)); }
    std::string_view textView(int column) const; // valid until the next step
    bool isNull(int column) const;

  private:
    void execute();

    Connection *c_ = nullptr;
    std::string name_; // the server-side prepared statement
    std::string sql_;
    std::uint64_t generation_ = 0; // the connection's generation name_ was prepared in
    int parameters_ = 0;
    std::vector<std::optional<std::string>> values_;
    Result result_;
    int row_ = -1;
    int rows_ = 0;
    bool executed_ = false;
};

class Connection
{
  public:
    Connection() = default;
    // `target`: a libpq URI or key=value string; libpq's environment (PGHOST, PGUSER,
    // ~/.pgpass, PGSSLMODE...) fills in what it leaves out.
    explicit Connection(const std::string &target);
    // What this connection was made with, keyword and value, for a second one to the
    // same server, database and role (made on another thread, while this one is busy).
    using Parameters = std::vector<std::pair<std::string, std::string>>;
    Parameters parameters() const;
    explicit Connection(const Parameters &parameters);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    Connection(Connection &&other) noexcept;
    Connection &operator=(Connection &&other) noexcept;

    // One or more statements without parameters.
    void exec(std::string_view sql);
    Statement prepare(std::string_view sql) { return Statement(*this, sql); }
    // The value the last INSERT drew from a sequence in this session (lastval()).
    std::int64_t lastInsertId();
    std::int64_t changes() const { return changes_; }
    bool inTransaction() const;
    bool isOpen() const { return conn_ != nullptr; }
    pg_conn *handle() const { return conn_; }
    // user@host:port/database, for messages.
    const std::string &server() const { return server_; }
    // The connected role (current_user), which the server records as the author of
    // every row an EventScope policy protects.
    std::string currentUser();
    // `name` quoted as an SQL identifier or literal, for statements that take no
    // parameters there (CREATE ROLE, GRANT, policies).
    std::string quoteIdentifier(std::string_view name) const;
    std::string quoteLiteral(std::string_view text) const;

    // COPY table(columns) FROM STDIN: `row` is called until it returns false, each time
    // appending one row in COPY's text format (fields escaped with copyField, separated
    // by tabs, ended by a newline) to the buffer it is given.
    void copyIn(std::string_view copySql, const std::function<bool(std::string &)> &row);
    // The same in COPY's binary format (`copySql` without its options): `row` appends one
    // row made with copyBinaryFields and the copyBinary... fields below; the format's
    // header and trailer are written here.
    void copyInBinary(std::string_view copySql, const std::function<bool(std::string &)> &row);
    // Every row of `select` (a query without parameters) handed to `row` as it arrives,
    // through COPY (select) TO STDOUT in binary: no result set of millions of rows is
    // built in memory and no number is printed and parsed again. Row-level security
    // applies to the query as to a SELECT.
    void copyOut(std::string_view select, const std::function<void(const CopyRow &)> &row);

    // Throws Error naming the server for a failed result (ConnectionLost when the
    // connection broke); returns it otherwise.
    Result check(pg_result *r, std::string_view what);

    // Live updates: LISTEN on `channel`; what others send arrives through notifications().
    void listen(std::string_view channel);
    // The socket to watch for the server's messages; -1 when there is none.
    int socket() const;
    // This connection's backend process, which notifications name as their sender.
    int backendPid() const;
    // Reads what the server sent without waiting and returns the notifications among it;
    // ConnectionLost when the connection broke.
    std::vector<Notification> notifications();
    bool lost() const;
    // Connects again with the same parameters after the connection broke; the statements
    // prepared before are prepared again on their next use. False while the server is
    // still unreachable (why() then says why). LISTENs must be repeated.
    bool reconnect();
    std::string why() const;

  private:
    friend class Statement;
    // Checks conn_, just made for `target` (as messages show it), and sets it up.
    void setUp(const std::string &target);
    // Name of the server-side statement for `sql`, prepared on first use and kept for
    // the connection's lifetime (the stores use a few hundred distinct statements).
    const std::string &prepared(const std::string &sql, int parameters);

    // Prepares `name` again after a reconnect, once per name.
    void prepareAgain(const std::string &name, const std::string &sql, int parameters);

    pg_conn *conn_ = nullptr;
    std::string server_;
    std::map<std::string, std::string> statements_;
    // Reconnecting starts a new generation: statements of an older one are unknown to
    // the new backend.
    std::uint64_t generation_ = 0;
    std::map<std::string, std::uint64_t> preparedIn_;
    std::int64_t changes_ = 0;
};

// `v` escaped for COPY's text format (backslash, tab, newline, carriage return).
void copyField(std::string &out, std::string_view v);
inline void copyNull(std::string &out)
{
    out += "\\N";
}

// One row of COPY's binary format (Connection::copyInBinary): its field count, then each
// field. Numbers go as the server keeps them, so neither side prints or parses them: 8
// million score rows took 9.8 s to copy so, against 11.6 s as text (docs/benchmarks.md).
void copyBinaryFields(std::string &out, std::int16_t count);
void copyBinaryInt64(std::string &out, std::int64_t v);
void copyBinaryInt32(std::string &out, std::int32_t v);
void copyBinaryReal(std::string &out, double v);
void copyBinaryBool(std::string &out, bool v);
void copyBinaryBytes(std::string &out, std::string_view bytes); // a bytea, as it is

// Sends `rows`, each made a line of COPY's text format by `line`, into the temporary table
// `table` (`columns` its column list), emptied first and dropped at commit.
template <class Rows, class Line>
void stage(Connection &c, const std::string &table, const std::string &columns, const Rows &rows,
           Line line)
{
    c.exec("CREATE TEMP TABLE IF NOT EXISTS " + table + " (" + columns + ") ON COMMIT DROP");
    c.exec("TRUNCATE " + table);
    auto it = std::begin(rows);
    c.copyIn("COPY " + table + " FROM STDIN", [&](std::string &out) {
        if (it == std::end(rows)) {
            return false;
        }
        line(out, *it);
        ++it;
        return true;
    });
}

} // namespace es::db::pg
