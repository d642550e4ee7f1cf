#pragma once
// Rows in bulk, for an engine that takes them so: a server, where every statement is a round
// trip and a million pairs' rows go in by COPY, staged in temporary tables and merged by one
// statement each (docs/benchmarks.md). A project file has no such loader: a statement there
// costs about as much as storing a small row, and its stores write rows through prepared
// statements (db/engine/block_insert.h). Connection::bulk() tells which a project has, so a
// store picks its way of writing by what the engine offers, never by its name.

#include "db/engine/connection.h"
#include "db/engine/postgres.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

// One row of a bulk load in its text form: fields in the order of the target's columns.
class TextRow
{
  public:
    explicit TextRow(std::string &out) : out_(out) {}

    TextRow &text(std::string_view v)
    {
        separate();
        pg::copyField(out_, v);
        return *this;
    }
    TextRow &integer(std::int64_t v)
    {
        separate();
        out_ += std::to_string(v);
        return *this;
    }
    TextRow &real(double v)
    {
        separate();
        out_ += pg::formatReal(v);
        return *this;
    }
    TextRow &boolean(bool v) { return text(v ? "t" : "f"); }
    TextRow &null()
    {
        separate();
        pg::copyNull(out_);
        return *this;
    }
    // Ends the row; call once, after its last field.
    void end() { out_ += '\n'; }

  private:
    void separate()
    {
        if (!first_) {
            out_ += '\t';
        }
        first_ = false;
    }

    std::string &out_;
    bool first_ = true;
};

// One row of a bulk load in its binary form: numbers go as the engine keeps them, so neither
// side prints or parses them (8 million score rows: 9.8 s against 11.6 s as text). A field's
// width must be its column's: int64 for BIGINT, int32 for INTEGER.
class BinaryRow
{
  public:
    BinaryRow(std::string &out, std::int16_t fields) : out_(out)
    {
        pg::copyBinaryFields(out_, fields);
    }

    BinaryRow &int64(std::int64_t v)
    {
        pg::copyBinaryInt64(out_, v);
        return *this;
    }
    BinaryRow &int32(std::int32_t v)
    {
        pg::copyBinaryInt32(out_, v);
        return *this;
    }
    BinaryRow &real(double v)
    {
        pg::copyBinaryReal(out_, v);
        return *this;
    }
    BinaryRow &boolean(bool v)
    {
        pg::copyBinaryBool(out_, v);
        return *this;
    }
    BinaryRow &bytes(std::string_view v) // a bytea (or text) as it is
    {
        pg::copyBinaryBytes(out_, v);
        return *this;
    }

  private:
    std::string &out_;
};

// The bulk operations of an engine that offers them; got from Connection::bulk(), valid
// while its connection is. The `target` of a load is "table" or "table(column, ...)", and
// `row` is called until it returns false, each time appending one row (a TextRow or a
// BinaryRow made on the string it is given).
class BulkLoader
{
  public:
    explicit BulkLoader(pg::Connection &c) : c_(c) {}

    void loadText(std::string_view target, const std::function<bool(std::string &)> &row);
    void loadBinary(std::string_view target, const std::function<bool(std::string &)> &row);

    // The temporary table `table` (`columns` its definition), made when missing and
    // emptied; dropped at commit. For rows loaded into it in either form.
    void makeStage(const std::string &table, const std::string &columns);
    // makeStage, then `row`'s text rows loaded into it.
    void stage(const std::string &table, const std::string &columns,
               const std::function<bool(std::string &)> &row);
    // stage() with a text row made by `line(row, item)` for each of `items`.
    template <class Items, class Line>
    void stageEach(const std::string &table, const std::string &columns, const Items &items,
                   Line line)
    {
        auto it = std::begin(items);
        stage(table, columns, [&](std::string &out) {
            if (it == std::end(items)) {
                return false;
            }
            TextRow row(out);
            line(row, *it);
            row.end();
            ++it;
            return true;
        });
    }

    // Whether row-level security applies to `table` for this connection's role: a bulk load
    // into the table itself is then refused, and rows must be staged and inserted.
    bool rowSecurityActive(std::string_view table);
    // `count` new ids drawn from the sequence of `table`'s id column, in order.
    std::vector<std::int64_t> drawIds(std::string_view table, std::size_t count);
    // New rows of `table` continue after the largest id it holds, after rows were loaded
    // with their ids (a copy of a project): its id column's sequence is set past them.
    void continueIdsAfter(const std::string &table);
    // `text` quoted as an SQL literal, for a value repeated in a set-based statement.
    std::string quoteLiteral(std::string_view text) const { return c_.quoteLiteral(text); }
    // Runs statements without parameters on the loader's connection.
    void exec(std::string_view sql) { c_.exec(sql); }
    Statement prepare(std::string_view sql) { return Statement(c_.prepare(sql)); }
    // Every row of `select` (no parameters) handed to `row` as it arrives, in binary: read
    // with the names a Statement uses (int64, real, textView...; see forEachRow).
    void readAll(std::string_view select, const std::function<void(const pg::CopyRow &)> &row)
    {
        c_.copyOut(select, row);
    }

  private:
    pg::Connection &c_;
};

} // namespace es::db
