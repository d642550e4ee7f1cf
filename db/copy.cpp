#include "db/copy.h"

#include "db/engine/bulk.h"
#include "db/esd/esd_label_blocks.h"
#include "db/esd/esd_score_columns.h"

#include <array>
#include <optional>

namespace es::db {

namespace {

// Parents before children, so that every foreign key holds as rows arrive.
constexpr std::array kTables{"project_meta",
                             "person",
                             "model",
                             "audit",
                             "esd_goal",
                             "esd_pair",
                             "esd_label",
                             "esd_core_label",
                             "esd_score",
                             "ester_passage",
                             "ester_question",
                             "ester_split",
                             "ester_split_question",
                             "ester_answer_set",
                             "ester_prediction_run",
                             "ester_trigger_set",
                             "ester_review",
                             "openpi_procedure",
                             "openpi_entity",
                             "openpi_salience",
                             "openpi_clustering",
                             "openpi_schema_prediction",
                             "openpi_states",
                             "openpi_schema_label",
                             "openpi_schema_review",
                             "openpi_expansion_rating",
                             "esd_adjudication",
                             "ester_adjudication",
                             "openpi_salience_adjudication",
                             "openpi_clustering_adjudication",
                             "openpi_states_adjudication",
                             "saved_view",
                             "rater_group",
                             "rater_group_member",
                             "assignment"};

enum class Kind { Integer, Real, Text };

struct Column
{
    std::string name;
    Kind kind = Kind::Text;
};

Kind kindOf(std::string type)
{
    for (char &ch : type) {
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
    if (type.find("INT") != std::string::npos) {
        return Kind::Integer;
    }
    if (type.find("REAL") != std::string::npos || type.find("DOUBLE") != std::string::npos) {
        return Kind::Real;
    }
    return Kind::Text;
}

// The table's columns in the order of its definition, with the kind of value each holds.
std::vector<Column> columns(Connection &db, const std::string &table)
{
    std::vector<Column> out;
    for (const auto &[name, type] : db.columnsOf(table)) {
        out.push_back({name, kindOf(type)});
    }
    return out;
}

std::string joined(const std::vector<Column> &cols, const char *separator)
{
    std::string out;
    for (const Column &c : cols) {
        out += (out.empty() ? "" : separator) + c.name;
    }
    return out;
}

bool holdsData(Connection &db)
{
    for (const char *table : {"person", "model", "esd_pair", "ester_question", "openpi_procedure",
                              "audit", "saved_view"}) {
        Statement s = db.prepare(std::string("SELECT count(*) FROM ") + table);
        s.step();
        if (s.int64(0) > 0) {
            return true;
        }
    }
    return false;
}

} // namespace

CopySummary copyProject(Project &from, Project &to, const Progress &progress)
{
    Connection &src = from.connection();
    Connection &dst = to.connection();
    if (from.schemaVersion() != to.schemaVersion()) {
        throw InputError(from.path() + " and " + to.path() + " have different schema versions");
    }
    if (holdsData(dst)) {
        throw InputError(to.path() + ": already holds a project's data; copy into a new file or "
                                     "an empty database");
    }
    CopySummary sum;
    ReadTransaction read(src);
    Transaction tx(dst);
    // The target's own creation stamp gives way to the source's.
    dst.exec("DELETE FROM project_meta");
    std::size_t done = 0;
    for (const char *t : kTables) {
        const std::string table = t;
        const std::vector<Column> cols = columns(dst, table);
        Statement rows = src.prepare("SELECT " + joined(cols, ", ") + " FROM " + table);
        std::int64_t row = 0;
        // Text a server cannot store is named where it lies, before the server refuses the
        // whole COPY naming nothing.
        const auto storable = [&](std::size_t column, std::string_view text) {
            if (dst.storesNulInText() || text.find('\0') == std::string_view::npos) {
                return;
            }
            std::string where = "row " + std::to_string(row);
            for (std::size_t i = 0; i < cols.size(); ++i) {
                if (cols[i].name == "id" && !rows.isNull(static_cast<int>(i))) {
                    where = "the row with id " + std::to_string(rows.int64(static_cast<int>(i)));
                }
            }
            throw InputError(from.path() + ": " + table + ", " + where + ": " + cols[column].name +
                             " holds the character U+0000, which a PostgreSQL server cannot "
                             "store (a project file can); nothing was copied");
        };
        if (BulkLoader *bulk = dst.bulk()) {
            bulk->loadText(table + " (" + joined(cols, ", ") + ")", [&](std::string &out) {
                if (!rows.step()) {
                    return false;
                }
                ++row;
                TextRow line(out);
                for (std::size_t i = 0; i < cols.size(); ++i) {
                    const int c = static_cast<int>(i);
                    if (rows.isNull(c)) {
                        line.null();
                    } else if (cols[i].kind == Kind::Real) {
                        line.real(rows.real(c));
                    } else if (cols[i].kind == Kind::Integer) {
                        line.integer(rows.int64(c));
                    } else {
                        storable(i, rows.textView(c));
                        line.text(rows.textView(c));
                    }
                }
                line.end();
                ++sum.rows;
                if (++done % 16384 == 0 && progress.cancel && progress.cancel->load()) {
                    throw Cancelled();
                }
                return true;
            });
            // Ids were copied as they were; new rows on the server continue after them.
            for (const Column &c : cols) {
                if (c.name == "id") {
                    bulk->continueIdsAfter(table);
                }
            }
        } else {
            std::string marks;
            for (std::size_t i = 0; i < cols.size(); ++i) {
                marks += i ? ", ?" : "?";
            }
            Statement insert = dst.prepare("INSERT INTO " + table + " (" + joined(cols, ", ") +
                                           ") VALUES (" + marks + ")");
            while (rows.step()) {
                for (std::size_t i = 0; i < cols.size(); ++i) {
                    const int c = static_cast<int>(i);
                    if (rows.isNull(c)) {
                        insert.bindNull(c + 1);
                    } else if (cols[i].kind == Kind::Real) {
                        insert.bind(c + 1, rows.real(c));
                    } else if (cols[i].kind == Kind::Integer) {
                        insert.bind(c + 1, rows.int64(c));
                    } else {
                        insert.bind(c + 1, rows.textView(c));
                    }
                }
                insert.run();
                ++sum.rows;
                if (++done % 16384 == 0 && progress.cancel && progress.cancel->load()) {
                    throw Cancelled();
                }
            }
        }
        ++sum.tables;
        if (progress.report) {
            progress.report(sum.tables, kTables.size());
        }
    }
    // The columns kept alone are the scores themselves, copied as they are; the others are
    // derived from the rows copied, and made in the target.
    copySoleScoreColumns(src, dst);
    rebuildScoreColumns(dst);
    // A server's label blocks follow the rows copied; those of more than a few labels a
    // statement are built here (esd_label_blocks.h).
    if (BulkLoader *bulk = dst.bulk()) {
        buildLabelBlocks(*bulk);
    }
    tx.commit();
    return sum;
}

} // namespace es::db
