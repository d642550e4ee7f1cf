#include "db/engine/postgres.h"

#include "db/engine/connection.h"
#include "db/engine/postgres_internal.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <libpq-fe.h>
#include <utility>

namespace es::db::pg {

namespace {

} // namespace

std::string oneLine(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool space = false;
    for (const char ch : text) {
        if (ch == '\n' || ch == '\r' || ch == '\t') {
            space = !out.empty();
            continue;
        }
        if (space) {
            out += ' ';
            space = false;
        }
        out += ch;
    }
    return out;
}

namespace {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// The keys that make a key=value connection string (a file name holding "=" is still
// a file name).
constexpr std::array kConnectionKeys{"host=",    "hostaddr=", "port=",     "dbname=",  "user=",
                                     "service=", "sslmode=",  "password=", "options=", "passfile="};

void ignoreNotice(void *, const char *) {}

// As SQLite's changes(): only a write's row count counts; a SELECT's is not one.
bool isWrite(const pg_result *r)
{
    const std::string_view command = PQcmdStatus(const_cast<pg_result *>(r));
    return command.starts_with("INSERT") || command.starts_with("UPDATE") ||
           command.starts_with("DELETE") || command.starts_with("MERGE") ||
           command.starts_with("COPY");
}

} // namespace

bool isConnectionString(std::string_view target)
{
    if (startsWith(target, "postgresql://") || startsWith(target, "postgres://")) {
        return true;
    }
    std::size_t i = 0;
    while (i < target.size()) {
        while (i < target.size() && target[i] == ' ') {
            ++i;
        }
        for (const char *key : kConnectionKeys) {
            if (startsWith(target.substr(i), key)) {
                return true;
            }
        }
        const auto space = target.find(' ', i);
        if (space == std::string_view::npos) {
            break;
        }
        i = space;
    }
    return false;
}

std::string withoutPassword(std::string_view target)
{
    std::string out(target);
    if (startsWith(target, "postgresql://") || startsWith(target, "postgres://")) {
        const auto authority = out.find("//") + 2;
        const auto end = out.find_first_of("/?", authority);
        const auto at = out.rfind('@', end == std::string::npos ? out.size() : end);
        if (at != std::string::npos && at > authority) {
            const auto colon = out.find(':', authority);
            if (colon != std::string::npos && colon < at) {
                out.erase(colon, at - colon);
            }
        }
        // A password may also come as a query parameter.
        for (auto p = out.find("password=", out.find('?')); p != std::string::npos && p > 0;
             p = out.find("password=", p)) {
            if (out[p - 1] != '?' && out[p - 1] != '&') {
                p += 9;
                continue;
            }
            auto end2 = out.find('&', p);
            const bool last = end2 == std::string::npos;
            if (last) {
                end2 = out.size();
            } else {
                ++end2;
            }
            const std::size_t from = last ? p - 1 : p; // drop the separator before a last one
            out.erase(from, end2 - from);
            p = from;
        }
        return out;
    }
    // key=value: drop the password token, whose value may be quoted.
    std::string kept;
    std::size_t i = 0;
    while (i < out.size()) {
        while (i < out.size() && out[i] == ' ') {
            ++i;
        }
        if (i >= out.size()) {
            break;
        }
        std::size_t j = i;
        bool quoted = false;
        while (j < out.size() && (quoted || out[j] != ' ')) {
            if (out[j] == '\\' && j + 1 < out.size()) {
                j += 2;
                continue;
            }
            if (out[j] == '\'') {
                quoted = !quoted;
            }
            ++j;
        }
        const std::string_view token(out.data() + i, j - i);
        if (!startsWith(token, "password=")) {
            if (!kept.empty()) {
                kept += ' ';
            }
            kept += token;
        }
        i = j;
    }
    return kept;
}

std::vector<std::pair<std::string, std::string>> connectionOptions(std::string_view target)
{
    char *why = nullptr;
    PQconninfoOption *options = PQconninfoParse(std::string(target).c_str(), &why);
    if (!options) {
        const std::string reason = why ? oneLine(why) : "out of memory";
        PQfreemem(why);
        throw Error("cannot read the connection string " + withoutPassword(target) + ": " + reason);
    }
    std::vector<std::pair<std::string, std::string>> out;
    for (const PQconninfoOption *o = options; o->keyword; ++o) {
        if (o->val && *o->val) {
            out.emplace_back(o->keyword, o->val);
        }
    }
    PQconninfoFree(options);
    return out;
}

namespace {

std::string percentEncoded(std::string_view text)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '.' || c == '_' || c == '~') {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

} // namespace

std::string connectionUri(const std::vector<std::pair<std::string, std::string>> &options)
{
    std::string host;
    std::string port;
    std::string dbname;
    std::string user;
    std::string query;
    for (const auto &[key, value] : options) {
        if (key == "host") {
            host = value;
        } else if (key == "port") {
            port = value;
        } else if (key == "dbname") {
            dbname = value;
        } else if (key == "user") {
            user = value;
        } else {
            query += (query.empty() ? "?" : "&") + key + "=" + percentEncoded(value);
        }
    }
    std::string out = "postgresql://";
    if (!user.empty()) {
        out += percentEncoded(user) + "@";
    }
    // Several hosts or an IPv6 address would read differently inside the authority; a
    // query parameter says the same plainly.
    if (host.find_first_of(",:") != std::string::npos) {
        query += (query.empty() ? "?" : "&") + std::string("host=") + percentEncoded(host);
        host.clear();
    }
    out += percentEncoded(host);
    if (!port.empty()) {
        if (port.find(',') != std::string::npos) {
            query += (query.empty() ? "?" : "&") + std::string("port=") + percentEncoded(port);
        } else {
            out += ":" + percentEncoded(port);
        }
    }
    if (!dbname.empty()) {
        out += "/" + percentEncoded(dbname);
    }
    return out + query;
}

std::string withOption(std::string_view target, const std::string &key, const std::string &value)
{
    auto options = connectionOptions(target);
    bool set = false;
    for (auto &[k, v] : options) {
        if (k == key) {
            v = value;
            set = true;
        }
    }
    if (!set) {
        options.emplace_back(key, value);
    }
    return connectionUri(options);
}

std::string numberedPlaceholders(std::string_view sql)
{
    std::string out;
    out.reserve(sql.size() + 16);
    int n = 0;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        const char ch = sql[i];
        if (ch == '\'' || ch == '"') {
            // A quoted text or identifier runs to its closing quote (a doubled quote
            // inside it reads as the same pair again).
            const auto close = sql.find(ch, i + 1);
            const auto end = close == std::string_view::npos ? sql.size() : close + 1;
            out.append(sql.substr(i, end - i));
            i = end - 1;
        } else if (ch == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
            const auto eol = sql.find('\n', i);
            const auto end = eol == std::string_view::npos ? sql.size() : eol;
            out.append(sql.substr(i, end - i));
            i = end - 1;
        } else if (ch == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
            const auto close = sql.find("*/", i + 2);
            const auto end = close == std::string_view::npos ? sql.size() : close + 2;
            out.append(sql.substr(i, end - i));
            i = end - 1;
        } else if (ch == '?') {
            out += '$';
            out += std::to_string(++n);
        } else {
            out += ch;
        }
    }
    return out;
}

std::string byteaText(std::string_view bytes)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(2 + 2 * bytes.size());
    out += "\\x";
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

std::string byteaBytes(std::string_view text)
{
    const auto digit = [](char c) -> int {
        return c >= '0' && c <= '9'   ? c - '0'
               : c >= 'a' && c <= 'f' ? c - 'a' + 10
               : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                      : -1;
    };
    if (text.size() < 2 || text[0] != '\\' || text[1] != 'x' || text.size() % 2 != 0) {
        throw Error("a bytea value is not in hex form");
    }
    std::string out((text.size() - 2) / 2, '\0');
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int high = digit(text[2 + 2 * i]);
        const int low = digit(text[3 + 2 * i]);
        if (high < 0 || low < 0) {
            throw Error("a bytea value is not in hex form");
        }
        out[i] = static_cast<char>(high * 16 + low);
    }
    return out;
}

std::string formatReal(double v)
{
    if (std::isnan(v)) {
        return "NaN";
    }
    if (std::isinf(v)) {
        return v > 0 ? "Infinity" : "-Infinity";
    }
    std::array<char, 32> buf{};
    const auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return std::string(buf.data(), ec == std::errc() ? end : buf.data());
}

void ResultDeleter::operator()(pg_result *r) const
{
    PQclear(r);
}

namespace {

// Session settings, set again on every new connection. A writer waits for another's locks
// as long as it would for a file's (the busy timeout), then says so, instead of waiting for
// ever behind a session left open. bytea comes in the hex form byteaBytes reads, whatever
// the server, database or role chose as their default (bytea_output = escape is theirs to
// choose). A table's scan starts at its first page: loads read tables as they lie and
// sort only what is out of id order (orderedWhereFree), and a scan joining another
// session's in mid-table comes out rotated, every row out of place (0.3 s more at a
// million pairs, docs/benchmarks.md).
bool setSessionSettings(pg_conn *conn)
{
    const Result r(
        PQexec(conn, ("SET lock_timeout = " + std::to_string(std::max(1, busyTimeoutMs())) +
                      "; SET bytea_output = hex; SET synchronize_seqscans = off")
                         .c_str()));
    return r && PQresultStatus(r.get()) == PGRES_COMMAND_OK;
}

} // namespace

// ---------------------------------------------------------------------------------

Connection::Connection(const std::string &target)
{
    conn_ = PQconnectdb(target.c_str());
    setUp(withoutPassword(target));
}

Connection::Parameters Connection::parameters() const
{
    // As libpq resolved them (a password typed at sign-in included), rather than a
    // target kept beside the connection with its password.
    PQconninfoOption *options = PQconninfo(conn_);
    if (!options) {
        throw Error("cannot read the parameters of the connection to " + server_);
    }
    Parameters out;
    for (const PQconninfoOption *o = options; o->keyword; ++o) {
        if (o->val && *o->val) {
            out.emplace_back(o->keyword, o->val);
        }
    }
    PQconninfoFree(options);
    return out;
}

Connection::Connection(const Parameters &parameters)
{
    std::vector<const char *> keys;
    std::vector<const char *> values;
    std::string shown; // where, for messages: never a password or key
    for (const auto &[key, value] : parameters) {
        keys.push_back(key.c_str());
        values.push_back(value.c_str());
        if (key == "user" || key == "host" || key == "port" || key == "dbname") {
            shown += (shown.empty() ? "" : " ") + key + "=" + value;
        }
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);
    conn_ = PQconnectdbParams(keys.data(), values.data(), 0);
    setUp(shown);
}

void Connection::setUp(const std::string &target)
{
    if (!conn_ || PQstatus(conn_) != CONNECTION_OK) {
        const std::string why = conn_ ? oneLine(PQerrorMessage(conn_)) : "out of memory";
        const bool needsPassword = conn_ && PQconnectionNeedsPassword(conn_) != 0;
        PQfinish(conn_);
        conn_ = nullptr;
        Error error("cannot connect to " + target + ": " + why);
        error.setNeedsPassword(needsPassword);
        throw error;
    }
    PQsetNoticeProcessor(conn_, ignoreNotice, nullptr);
    if (PQsetClientEncoding(conn_, "UTF8") != 0) {
        const std::string why = oneLine(PQerrorMessage(conn_));
        PQfinish(conn_);
        conn_ = nullptr;
        throw Error("cannot use UTF-8 with " + target + ": " + why);
    }
    const char *host = PQhost(conn_);
    server_ = std::string(PQuser(conn_)) + "@" + (host && *host ? host : "localhost") + ":" +
              PQport(conn_) + "/" + PQdb(conn_);
    if (!setSessionSettings(conn_)) {
        const std::string why = oneLine(PQerrorMessage(conn_));
        PQfinish(conn_);
        conn_ = nullptr;
        throw Error("cannot set the session's busy timeout, bytea form and scans on " + target +
                    ": " + why);
    }
}

Connection::~Connection()
{
    PQfinish(conn_);
}

Connection::Connection(Connection &&other) noexcept
    : conn_(std::exchange(other.conn_, nullptr)), server_(std::move(other.server_)),
      statements_(std::move(other.statements_)), generation_(other.generation_),
      preparedIn_(std::move(other.preparedIn_)), changes_(other.changes_)
{
}

Connection &Connection::operator=(Connection &&other) noexcept
{
    if (this != &other) {
        PQfinish(conn_);
        conn_ = std::exchange(other.conn_, nullptr);
        server_ = std::move(other.server_);
        statements_ = std::move(other.statements_);
        generation_ = other.generation_;
        preparedIn_ = std::move(other.preparedIn_);
        changes_ = other.changes_;
    }
    return *this;
}

Result Connection::check(pg_result *r, std::string_view what)
{
    Result result(r);
    const ExecStatusType status = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_COPY_IN ||
        status == PGRES_EMPTY_QUERY) {
        return result;
    }
    std::string message;
    std::string state;
    if (r) {
        if (const char *primary = PQresultErrorField(r, PG_DIAG_MESSAGE_PRIMARY)) {
            message = primary;
        }
        if (const char *code = PQresultErrorField(r, PG_DIAG_SQLSTATE)) {
            state = code;
        }
    }
    if (message.empty()) {
        message = PQerrorMessage(conn_);
    }
    if (state == "55P03") { // lock_not_available: lock_timeout ran out
        const int ms = busyTimeoutMs();
        throw Error(
            server_ +
                ": the project is busy: another session is writing to it and did "
                "not finish within " +
                (ms < 1000 ? std::to_string(ms) + " ms" : std::to_string(ms / 1000) + " s") +
                "; try again when it has finished",
            state);
    }
    const std::string line =
        server_ + ": " + (PQstatus(conn_) == CONNECTION_BAD ? "the connection was lost: " : "") +
        oneLine(message) + (what.empty() ? std::string() : " (" + std::string(what) + ")");
    if (PQstatus(conn_) == CONNECTION_BAD) {
        throw ConnectionLost(line, state);
    }
    throw Error(line, state);
}

void Connection::listen(std::string_view channel)
{
    exec("LISTEN " + quoteIdentifier(channel));
}

int Connection::socket() const
{
    return conn_ ? PQsocket(conn_) : -1;
}

int Connection::backendPid() const
{
    return conn_ ? PQbackendPID(conn_) : 0;
}

bool Connection::lost() const
{
    return !conn_ || PQstatus(conn_) == CONNECTION_BAD;
}

std::string Connection::why() const
{
    return conn_ ? oneLine(PQerrorMessage(conn_)) : std::string();
}

std::vector<Notification> Connection::notifications()
{
    if (PQconsumeInput(conn_) == 0 || PQstatus(conn_) == CONNECTION_BAD) {
        throw ConnectionLost(server_ +
                             ": the connection was lost: " + oneLine(PQerrorMessage(conn_)));
    }
    std::vector<Notification> out;
    while (PGnotify *n = PQnotifies(conn_)) {
        out.push_back({n->relname, n->extra ? n->extra : "", n->be_pid});
        PQfreemem(n);
    }
    return out;
}

bool Connection::reconnect()
{
    PQreset(conn_);
    if (PQstatus(conn_) != CONNECTION_OK || PQsetClientEncoding(conn_, "UTF8") != 0 ||
        !setSessionSettings(conn_)) {
        return false;
    }
    ++generation_;
    return true;
}

void Connection::prepareAgain(const std::string &name, const std::string &sql, int parameters)
{
    auto &in = preparedIn_[name];
    if (in != generation_) {
        check(PQprepare(conn_, name.c_str(), sql.c_str(), parameters, nullptr), {});
        in = generation_;
    }
}

void Connection::exec(std::string_view sql)
{
    const Result r = check(PQexec(conn_, std::string(sql).c_str()), {});
    if (isWrite(r.get())) {
        changes_ = std::atoll(PQcmdTuples(r.get()));
    }
}

std::int64_t Connection::lastInsertId()
{
    const Result r = check(PQexec(conn_, "SELECT lastval()"), "the id of the new row");
    return std::atoll(PQgetvalue(r.get(), 0, 0));
}

bool Connection::inTransaction() const
{
    return PQtransactionStatus(conn_) != PQTRANS_IDLE;
}

std::string Connection::currentUser()
{
    const Result r = check(PQexec(conn_, "SELECT current_user"), "the connected role");
    return PQgetvalue(r.get(), 0, 0);
}

std::string Connection::quoteIdentifier(std::string_view name) const
{
    char *quoted = PQescapeIdentifier(conn_, name.data(), name.size());
    if (!quoted) {
        throw Error(server_ + ": " + oneLine(PQerrorMessage(conn_)));
    }
    std::string out(quoted);
    PQfreemem(quoted);
    return out;
}

std::string Connection::quoteLiteral(std::string_view text) const
{
    char *quoted = PQescapeLiteral(conn_, text.data(), text.size());
    if (!quoted) {
        throw Error(server_ + ": " + oneLine(PQerrorMessage(conn_)));
    }
    std::string out(quoted);
    PQfreemem(quoted);
    return out;
}

const std::string &Connection::prepared(const std::string &sql, int parameters)
{
    if (const auto it = statements_.find(sql); it != statements_.end()) {
        prepareAgain(it->second, sql, parameters);
        return it->second;
    }
    const std::string name = "es" + std::to_string(statements_.size() + 1);
    check(PQprepare(conn_, name.c_str(), sql.c_str(), parameters, nullptr), {});
    preparedIn_[name] = generation_;
    return statements_.emplace(sql, name).first->second;
}

// ---------------------------------------------------------------------------------

Statement::Statement(Connection &c, std::string_view sql) : c_(&c)
{
    const std::string numbered = numberedPlaceholders(sql);
    for (std::size_t i = 0; (i = numbered.find('$', i)) != std::string::npos; ++i) {
        int n = 0;
        std::from_chars(numbered.data() + i + 1, numbered.data() + numbered.size(), n);
        parameters_ = std::max(parameters_, n);
    }
    name_ = c.prepared(numbered, parameters_);
    sql_ = numbered;
    generation_ = c.generation_;
    values_.resize(static_cast<std::size_t>(parameters_));
}

Statement &Statement::bind(int index, std::int64_t v)
{
    values_.at(static_cast<std::size_t>(index - 1)) = std::to_string(v);
    return *this;
}

Statement &Statement::bind(int index, double v)
{
    values_.at(static_cast<std::size_t>(index - 1)) = formatReal(v);
    return *this;
}

Statement &Statement::bind(int index, std::string_view v)
{
    // libpq sends a text parameter up to its first NUL: the rest would be lost unsaid.
    if (v.find('\0') != std::string_view::npos) {
        throw Error((c_ ? c_->server() + ": " : std::string()) + kNulInText);
    }
    values_.at(static_cast<std::size_t>(index - 1)) = std::string(v);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    values_.at(static_cast<std::size_t>(index - 1)).reset();
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

void Statement::execute()
{
    std::vector<const char *> values(values_.size());
    for (std::size_t i = 0; i < values_.size(); ++i) {
        values[i] = values_[i] ? values_[i]->c_str() : nullptr;
    }
    if (generation_ != c_->generation_) {
        c_->prepareAgain(name_, sql_, parameters_);
        generation_ = c_->generation_;
    }
    result_ = c_->check(PQexecPrepared(c_->handle(), name_.c_str(), parameters_, values.data(),
                                       nullptr, nullptr, 0),
                        {});
    rows_ = PQntuples(result_.get());
    row_ = -1;
    if (isWrite(result_.get())) {
        c_->changes_ = std::atoll(PQcmdTuples(result_.get()));
    }
    executed_ = true;
}

bool Statement::step()
{
    if (!executed_) {
        execute();
    }
    return ++row_ < rows_;
}

void Statement::run()
{
    execute();
    reset();
}

void Statement::reset()
{
    // As SQLite's reset and clear_bindings: the next run binds afresh.
    std::fill(values_.begin(), values_.end(), std::nullopt);
    result_.reset();
    executed_ = false;
    row_ = -1;
    rows_ = 0;
}

bool Statement::isNull(int column) const
{
    return PQgetisnull(result_.get(), row_, column) != 0;
}

std::string_view Statement::textView(int column) const
{
    return {PQgetvalue(result_.get(), row_, column),
            static_cast<std::size_t>(PQgetlength(result_.get(), row_, column))};
}

std::int64_t Statement::int64(int column) const
{
    const std::string_view v = textView(column);
    if (v == "t") {
        return 1;
    }
    std::int64_t out = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
    if (ec != std::errc() || end != v.data() + v.size()) {
        // A numeric or floating value read as an integer, as SQLite would truncate it.
        return static_cast<std::int64_t>(real(column));
    }
    return out;
}

double Statement::real(int column) const
{
    const std::string_view v = textView(column);
    if (v == "Infinity") {
        return HUGE_VAL;
    }
    if (v == "-Infinity") {
        return -HUGE_VAL;
    }
    if (v == "NaN") {
        return std::nan("");
    }
    double out = 0;
    std::from_chars(v.data(), v.data() + v.size(), out);
    return out;
}

} // namespace es::db::pg
