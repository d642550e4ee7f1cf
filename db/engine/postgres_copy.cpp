// The PostgreSQL engine's COPY: rows in bulk to the server (text and binary forms) and
// from it (binary), and the fields of both forms.

#include "db/engine/postgres.h"
#include "db/engine/postgres_internal.h"

#include <bit>
#include <cstring>
#include <exception>
#include <libpq-fe.h>
#include <utility>

namespace es::db::pg {

namespace {

template <typename T> void appendBigEndian(std::string &out, T v)
{
    using U = std::make_unsigned_t<T>;
    auto u = static_cast<U>(v);
    char bytes[sizeof(U)];
    for (std::size_t i = sizeof(U); i-- > 0;) {
        bytes[i] = static_cast<char>(u & 0xFF);
        u = static_cast<U>(u >> 8);
    }
    out.append(bytes, sizeof(U));
}

} // namespace

void Connection::copyInBinary(std::string_view copySql,
                              const std::function<bool(std::string &)> &row)
{
    bool started = false;
    copyIn(std::string(copySql) + " (FORMAT binary)", [&](std::string &out) {
        if (!started) {
            out.append("PGCOPY\n\377\r\n\0", 11);
            appendBigEndian<std::int32_t>(out, 0); // flags: no OIDs
            appendBigEndian<std::int32_t>(out, 0); // no header extension
            started = true;
        }
        if (row(out)) {
            return true;
        }
        appendBigEndian<std::int16_t>(out, -1); // the trailer, sent with the last rows
        return false;
    });
}

void Connection::copyIn(std::string_view copySql, const std::function<bool(std::string &)> &row)
{
    check(PQexec(conn_, std::string(copySql).c_str()), {});
    std::string buffer;
    constexpr std::size_t kChunk = 1 << 20;
    const auto send = [&] {
        if (!buffer.empty() &&
            PQputCopyData(conn_, buffer.data(), static_cast<int>(buffer.size())) != 1) {
            throw Error(server_ + ": " + oneLine(PQerrorMessage(conn_)));
        }
        buffer.clear();
    };
    try {
        while (row(buffer)) {
            if (buffer.size() >= kChunk) {
                send();
            }
        }
        send();
    } catch (...) {
        // End the COPY so the connection stays usable; the transaction around it
        // rolls back what was sent.
        PQputCopyEnd(conn_, "cancelled");
        while (pg_result *r = PQgetResult(conn_)) {
            PQclear(r);
        }
        throw;
    }
    if (PQputCopyEnd(conn_, nullptr) != 1) {
        throw Error(server_ + ": " + oneLine(PQerrorMessage(conn_)));
    }
    Result last;
    while (pg_result *r = PQgetResult(conn_)) {
        last.reset(r);
        if (PQresultStatus(r) != PGRES_COMMAND_OK) {
            Result failed = std::move(last);
            while (pg_result *rest = PQgetResult(conn_)) {
                PQclear(rest);
            }
            check(failed.release(), {});
        }
    }
    changes_ = last ? std::atoll(PQcmdTuples(last.get())) : 0;
}

namespace {

// Big-endian integers of COPY's binary format.
std::uint64_t bigEndian(const char *p, std::size_t bytes)
{
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes; ++i) {
        v = (v << 8) | static_cast<unsigned char>(p[i]);
    }
    return v;
}

constexpr std::string_view kBinarySignature{"PGCOPY\n\377\r\n\0", 11};

} // namespace

// Reads COPY's binary format as the server sends it, a row a message, the header before the
// first: parsing runs over whatever has arrived and keeps an unfinished row for the next
// message. Each whole row goes to `row`; a failure there is kept, and the reading goes on
// to the end so that the connection stays usable.
class BinaryCopyReader
{
  public:
    BinaryCopyReader(const std::function<void(const CopyRow &)> &row, std::string server)
        : row_(row), server_(std::move(server))
    {
    }

    // Parses whole rows from [p, end); returns where the first unfinished one starts.
    const char *parse(const char *p, const char *end);
    // Takes the next message of COPY data.
    void take(const char *data, std::size_t n)
    {
        if (pending_.empty()) {
            const char *rest = parse(data, data + n);
            pending_.assign(rest, static_cast<std::size_t>(data + n - rest));
        } else {
            pending_.append(data, n);
            const char *rest = parse(pending_.data(), pending_.data() + pending_.size());
            pending_.erase(0, static_cast<std::size_t>(rest - pending_.data()));
        }
    }
    // After the last message: the failure a row met, or the data's own.
    void finish()
    {
        if (failure_) {
            std::rethrow_exception(failure_);
        }
        if (!trailer_ || !pending_.empty()) {
            throw malformed();
        }
    }

  private:
    Error malformed() const
    {
        return Error(server_ + ": the server's COPY data does not read as its binary format");
    }
    // The row's fields from p; false when they are not all there yet.
    bool fields(const char *&q, const char *end, int count);

    const std::function<void(const CopyRow &)> &row_;
    std::string server_;
    std::string pending_;
    bool header_ = false;
    bool trailer_ = false;
    CopyRow current_;
    std::exception_ptr failure_;
};

bool BinaryCopyReader::fields(const char *&q, const char *end, int count)
{
    current_.fields_.clear();
    for (int f = 0; f < count; ++f) {
        if (end - q < 4) {
            return false;
        }
        const auto length = static_cast<std::int32_t>(bigEndian(q, 4));
        q += 4;
        if (length < 0) {
            current_.fields_.emplace_back();
            continue;
        }
        if (end - q < length) {
            return false;
        }
        // A field of length 0 still needs a non-null pointer to tell it from NULL.
        current_.fields_.emplace_back(length == 0 ? "" : q, static_cast<std::size_t>(length));
        q += length;
    }
    return true;
}

const char *BinaryCopyReader::parse(const char *p, const char *end)
{
    if (!header_) {
        if (end - p < 19) {
            return p;
        }
        if (std::string_view(p, 11) != kBinarySignature) {
            throw malformed();
        }
        const auto extension = bigEndian(p + 15, 4);
        if (static_cast<std::uint64_t>(end - p) < 19 + extension) {
            return p;
        }
        p += 19 + extension;
        header_ = true;
    }
    while (!trailer_ && end - p >= 2) {
        const auto count = static_cast<std::int16_t>(bigEndian(p, 2));
        if (count == -1) {
            trailer_ = true;
            return end;
        }
        const char *q = p + 2;
        if (!fields(q, end, count)) {
            return p;
        }
        if (!failure_) {
            try {
                row_(current_);
            } catch (...) {
                // Read on to the end so the connection stays usable, then rethrow.
                failure_ = std::current_exception();
            }
        }
        p = q;
    }
    return p;
}

void Connection::copyOut(std::string_view select, const std::function<void(const CopyRow &)> &row)
{
    const std::string sql = "COPY (" + std::string(select) + ") TO STDOUT (FORMAT binary)";
    {
        // Only copyOut reads COPY data: anywhere else a COPY TO stays an error, so the
        // connection never waits half way through one.
        Result started(PQexec(conn_, sql.c_str()));
        if (!started || PQresultStatus(started.get()) != PGRES_COPY_OUT) {
            check(started.release(), {});
            throw Error(server_ + ": COPY did not start (" + std::string(select) + ")");
        }
    }
    BinaryCopyReader reader(row, server_);
    for (;;) {
        char *data = nullptr;
        const int n = PQgetCopyData(conn_, &data, 0);
        if (n == -1) {
            break;
        }
        if (n < 0) {
            throw Error(server_ + ": " + oneLine(PQerrorMessage(conn_)));
        }
        try {
            reader.take(data, static_cast<std::size_t>(n));
        } catch (...) {
            PQfreemem(data);
            while (PQgetCopyData(conn_, &data, 0) > 0) {
                PQfreemem(data);
            }
            while (pg_result *r = PQgetResult(conn_)) {
                PQclear(r);
            }
            throw;
        }
        PQfreemem(data);
    }
    Result last;
    while (pg_result *r = PQgetResult(conn_)) {
        if (PQresultStatus(r) != PGRES_COMMAND_OK) {
            while (pg_result *rest = PQgetResult(conn_)) {
                PQclear(rest);
            }
            check(r, {});
        }
        last.reset(r);
    }
    reader.finish();
}

std::int64_t CopyRow::int64(int column) const
{
    const std::string_view v = fields_.at(static_cast<std::size_t>(column));
    switch (v.size()) {
    case 8:
        return static_cast<std::int64_t>(bigEndian(v.data(), 8));
    case 4:
        return static_cast<std::int32_t>(bigEndian(v.data(), 4));
    case 2:
        return static_cast<std::int16_t>(bigEndian(v.data(), 2));
    case 1: // boolean
        return v[0] != 0;
    default:
        return 0; // NULL, as a statement reads it
    }
}

double CopyRow::real(int column) const
{
    const std::string_view v = fields_.at(static_cast<std::size_t>(column));
    if (v.size() == 8) {
        return std::bit_cast<double>(bigEndian(v.data(), 8));
    }
    if (v.size() == 4) {
        return std::bit_cast<float>(static_cast<std::uint32_t>(bigEndian(v.data(), 4)));
    }
    return 0.0;
}

std::string_view CopyRow::textView(int column) const
{
    return fields_.at(static_cast<std::size_t>(column));
}

bool CopyRow::isNull(int column) const
{
    return fields_.at(static_cast<std::size_t>(column)).data() == nullptr;
}

void copyBinaryFields(std::string &out, std::int16_t count)
{
    appendBigEndian(out, count);
}

void copyBinaryInt64(std::string &out, std::int64_t v)
{
    appendBigEndian<std::int32_t>(out, 8);
    appendBigEndian(out, v);
}

void copyBinaryInt32(std::string &out, std::int32_t v)
{
    appendBigEndian<std::int32_t>(out, 4);
    appendBigEndian(out, v);
}

void copyBinaryReal(std::string &out, double v)
{
    appendBigEndian<std::int32_t>(out, 8);
    appendBigEndian(out, std::bit_cast<std::int64_t>(v));
}

void copyBinaryBool(std::string &out, bool v)
{
    appendBigEndian<std::int32_t>(out, 1);
    out += v ? '\1' : '\0';
}

void copyBinaryBytes(std::string &out, std::string_view bytes)
{
    appendBigEndian(out, static_cast<std::int32_t>(bytes.size()));
    out.append(bytes);
}

void copyField(std::string &out, std::string_view v)
{
    for (const char ch : v) {
        switch (ch) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\0':
            throw Error(kNulInText);
        default:
            out += ch;
        }
    }
}

} // namespace es::db::pg
