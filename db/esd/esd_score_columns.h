#pragma once
// Each model's scores in one setting kept as one array beside the rows of esd_score
// (esd_score_column, schema version 8): a load reads a column instead of a million rows
// (reading the rows one by one was most of loading a snapshot). The store writes a column
// in the transaction that writes its rows; a load reads the rows where there is no column.
// Since schema version 10 a column may also be kept alone, without rows (soleScoreKeys).

#include "db/engine/connection.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace es::db {

// A (model, setting) of esd_score: the model's id, and 0 full or 1 core.
using ScoreKey = std::pair<std::int64_t, int>;

// A column: the score of pair id firstPair + k at place k, NaN where it has none, in
// bytes kept elsewhere.
struct ScoreColumnView
{
    std::int64_t firstPair = 0;
    std::string_view bytes; // big-endian IEEE 754 doubles, as PostgreSQL's float8send writes them

    std::size_t size() const { return bytes.size() / 8; }
    double at(std::size_t k) const;
    // The score of pair `id`; NaN when the column has none for it.
    double of(std::int64_t id) const
    {
        const std::int64_t k = id - firstPair;
        return k >= 0 && static_cast<std::size_t>(k) < size()
                   ? at(static_cast<std::size_t>(k))
                   : std::numeric_limits<double>::quiet_NaN();
    }
};

// A column as the store writes it, holding its bytes (laid out as in ScoreColumnView).
struct ScoreColumn
{
    std::int64_t firstPair = 0;
    std::string bytes;
};

// Hands the column of a (model, setting) to `use` and returns true, or returns false when
// there is none (or its bytes are not whole doubles, which only a damaged file has: its
// rows are read instead; DbError for a column kept alone, which has no rows). On a file the bytes
// are SQLite's own, valid during the call: a copy was 64 MB at a million pairs and eight models,
// each 8 MB of it memory the process wrote for the first time.
bool readScoreColumn(Connection &db, ScoreKey key,
                     const std::function<void(const ScoreColumnView &)> &use);

// On a server, holds off every other writer of the scores until this transaction ends
// (SHARE ROW EXCLUSIVE conflicts with itself and with plain writes). A column made from
// the rows this transaction read can then not be overtaken by a write it did not see,
// whose trigger would have run before the column was there to drop. To be taken before
// the transaction reads or writes the scores it makes columns from; on a project file the
// write lock already does this. The columns' functions below take it themselves.
void lockScores(Connection &db);

// The column of a (model, setting) that had no rows before an import (or that was a column
// kept alone, which it starts from: set), made from the scores the import writes, in the order it
// writes them, so that it need not be read back from the rows (1.3 s of a million-pair import). A
// pair scored twice keeps its later score, as its row does (the import updates a row whose score
// differs), and a zero's sign is what the engine keeps: positive in SQLite, which keeps a REAL with
// no fractional part as an integer, as given on a server.
class ScoreColumnBuilder
{
  public:
    // For pair ids 0..maxPairId. `signedZero`: the project keeps a score of -0 as it is
    // (Connection::keepsSignedZero), so the column must too.
    ScoreColumnBuilder(std::int64_t maxPairId, bool signedZero);
    void set(std::int64_t pairId, double score);
    // A score an import's file gives, counted as a row of it would be: a pair's first is
    // added; a later one equal to it is unchanged (the first is kept, as its row would
    // be); a different one changes it.
    enum class Given : std::uint8_t { Added, Changed, Unchanged };
    Given give(std::int64_t pairId, double score);
    // Whether give() added or changed a score: a column kept alone that a file only gives
    // again as it is need not be written again (1.6 s of a million pairs' 8 columns on a
    // server, docs/benchmarks.md).
    bool changed() const { return changed_; }
    // From the first to the last pair with a score; no bytes when none has one.
    ScoreColumn column() const;

  private:
    std::vector<double> scores_; // by pair id; NaN where none (scores are finite)
    bool signedZero_ = false;
    bool changed_ = false;
};

// Makes the columns agree with the rows after a write of scores: those in `touched` are
// made again from their rows, as is every (model, setting) with rows and no column (a
// project from before columns, or a server where a statement dropped them); a column
// whose rows are gone is removed. Those in `made` are written as given and kept alone
// (sole, below): the caller wrote no rows for them. Columns kept alone are left as they
// are. Inside the caller's transaction.
void refreshScoreColumns(Connection &db, const std::set<ScoreKey> &touched,
                         const std::map<ScoreKey, ScoreColumn> &made = {});
// Every column made again from its rows, but those kept alone.
void rebuildScoreColumns(Connection &db);
// Every column made from its rows, at the migration to schema version 8 (which has no
// columns kept alone yet).
void makeFirstScoreColumns(Connection &db);

// A column kept alone (esd_score_column.sole, schema version 10) is the only copy of its
// scores: an import keeps the dense scores of a (model, setting) that had none so, since
// writing 8 million rows and their key's index was a third of a million-pair import on a
// server (docs/benchmarks.md). Reads take such a column as they take any; an import that
// scores it densely again keeps it alone, compared with it; other writes of its scores (a
// sparse import, the few that change scores pair by pair) turn it back into rows first
// (unsoleScoreColumns).
std::set<ScoreKey> soleScoreKeys(Connection &db);
// The columns kept alone among `keys` as rows of esd_score again, their columns removed
// (a refresh makes them again from the rows). Inside the caller's transaction.
void unsoleScoreColumns(Connection &db, const std::set<ScoreKey> &keys);
// Rows of esd_score for one (model, setting), (pair id, score) each, none there before.
void writeScoreRows(Connection &db, ScoreKey key,
                    const std::vector<std::pair<std::int64_t, double>> &rows);
// True when a column kept alone holds a score for the pair (a step's scores, which its
// removal must not drop).
bool scoredAlone(Connection &db, std::int64_t pairId);
// The columns kept alone in `from`, written to `to` as they are (a copy of a project,
// whose model ids are the same in both).
void copySoleScoreColumns(Connection &from, Connection &to);

} // namespace es::db
