#include "db/esd/esd_score_columns.h"

#include "db/engine/block_insert.h"
#include "db/engine/bulk.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace es::db {

namespace {

void putBigEndian(char *out, double v)
{
    const auto bits = std::bit_cast<std::uint64_t>(v);
    for (int b = 0; b < 8; ++b) {
        out[b] = static_cast<char>((bits >> (8 * (7 - b))) & 0xff);
    }
}

// Every (model, setting) that could have scores: the models' ids in both settings.
std::vector<ScoreKey> allKeys(Connection &db)
{
    std::vector<ScoreKey> out;
    Statement s = db.prepare("SELECT id FROM model ORDER BY id");
    while (s.step()) {
        out.push_back({s.int64(0), 0});
        out.push_back({s.int64(0), 1});
    }
    return out;
}

bool exists(Statement &s, ScoreKey key)
{
    s.bind(1, key.first).bind(2, key.second);
    const bool found = s.step();
    s.reset();
    return found;
}

void remove(Connection &db, ScoreKey key)
{
    // A column kept alone is marked first: its delete is refused otherwise (migration 10),
    // so that an older EventScope, which never marks it, cannot lose its scores.
    db.prepare("UPDATE esd_score_column SET sole = FALSE WHERE model_id = ? AND setting = ? "
               "AND sole")
        .bind(1, key.first)
        .bind(2, key.second)
        .run();
    db.prepare("DELETE FROM esd_score_column WHERE model_id = ? AND setting = ?")
        .bind(1, key.first)
        .bind(2, key.second)
        .run();
}

// After remove(); an empty column is none.
void write(Connection &db, ScoreKey key, const ScoreColumn &column, bool sole = false)
{
    if (column.bytes.empty()) {
        return;
    }
    if (BulkLoader *bulk = db.bulk()) {
        // As they are, where a bound parameter went in hex, twice their size, for the
        // server to decode (0.13-0.26 s a column of a million pairs).
        bool sent = false;
        bulk->loadBinary("esd_score_column(model_id, setting, first_pair, scores, sole)",
                         [&](std::string &out) {
                             if (sent) {
                                 return false;
                             }
                             BinaryRow(out, 5)
                                 .int64(key.first)
                                 .int32(key.second)
                                 .int64(column.firstPair)
                                 .bytes(column.bytes)
                                 .boolean(sole);
                             sent = true;
                             return true;
                         });
        return;
    }
    db.prepare(std::string("INSERT INTO esd_score_column(model_id, setting, first_pair, scores") +
               (sole ? ", sole) VALUES (?, ?, ?, ?, TRUE)" : ") VALUES (?, ?, ?, ?)"))
        .bind(1, key.first)
        .bind(2, key.second)
        .bind(3, column.firstPair)
        .bindBlob(4, column.bytes)
        .run();
}

// The column of `key` made again from its rows; removed when it has none. `freshTable`: the
// table was just made (schema version 8) and holds no column to remove, nor a sole mark.
void rebuild(Connection &db, ScoreKey key, bool freshTable = false)
{
    if (!freshTable) {
        remove(db, key);
    }
    if (db.bulk()) {
        // Made where the rows are, instead of sending each one over the connection:
        // float8send is the big-endian double, and a pair without a score gets NaN.
        db.prepare("INSERT INTO esd_score_column(model_id, setting, first_pair, scores) "
                   "SELECT CAST(? AS BIGINT), CAST(? AS INTEGER), r.lo, "
                   "string_agg(coalesce(float8send(s.score), '\\x7ff8000000000000'::bytea), "
                   "''::bytea ORDER BY g.id) "
                   "FROM (SELECT min(pair_id) AS lo, max(pair_id) AS hi FROM esd_score "
                   "WHERE model_id = ? AND setting = ?) r "
                   "CROSS JOIN generate_series(r.lo, r.hi) AS g(id) "
                   "LEFT JOIN esd_score s ON s.model_id = ? AND s.setting = ? AND s.pair_id = g.id "
                   "WHERE r.lo IS NOT NULL GROUP BY r.lo")
            .bind(1, key.first)
            .bind(2, key.second)
            .bind(3, key.first)
            .bind(4, key.second)
            .bind(5, key.first)
            .bind(6, key.second)
            .run();
        return;
    }
    Statement rows = db.prepare(
        "SELECT pair_id, score FROM esd_score WHERE model_id = ? AND setting = ? ORDER BY pair_id");
    rows.bind(1, key.first).bind(2, key.second);
    std::int64_t first = 0;
    std::string bytes;
    char nan[8];
    putBigEndian(nan, std::numeric_limits<double>::quiet_NaN());
    while (rows.step()) {
        const std::int64_t id = rows.int64(0);
        if (bytes.empty()) {
            first = id;
        }
        const auto k = static_cast<std::size_t>(id - first);
        // Pairs without a score between two that have one (few: ids are dense).
        while (bytes.size() < 8 * k) {
            bytes.append(nan, 8);
        }
        char value[8];
        putBigEndian(value, rows.real(1));
        bytes.append(value, 8);
    }
    write(db, key, ScoreColumn{first, std::move(bytes)});
}

// A column that is not whole doubles, which only a damaged project has: one made from rows
// counts as none (its rows are read instead); one kept alone has nothing to fall back on.
bool whole(const ScoreColumnView &column, bool sole, ScoreKey key)
{
    if (column.bytes.size() % 8 == 0) {
        return true;
    }
    if (sole) {
        throw DbError("the scores of model " + std::to_string(key.first) + " in setting " +
                      std::to_string(key.second) +
                      " are damaged: their column (esd_score_column) "
                      "is not whole 8-byte doubles");
    }
    return false;
}

} // namespace

double ScoreColumnView::at(std::size_t k) const
{
    std::uint64_t bits = 0;
    for (int b = 0; b < 8; ++b) {
        bits = (bits << 8) | static_cast<unsigned char>(bytes[8 * k + static_cast<std::size_t>(b)]);
    }
    return std::bit_cast<double>(bits);
}

bool readScoreColumn(Connection &db, ScoreKey key,
                     const std::function<void(const ScoreColumnView &)> &use)
{
    if (BulkLoader *bulk = db.bulk()) {
        // In the bulk (binary) form the bytes come as they are: as a bound statement's
        // result they came in hex, twice their size, which the server wrote and this side
        // read back (0.2 s a column of a million pairs, against 0.01-0.02 s now).
        bool found = false;
        bulk->readAll("SELECT first_pair, scores, sole FROM esd_score_column WHERE model_id = " +
                          std::to_string(key.first) +
                          " AND setting = " + std::to_string(key.second),
                      [&](const auto &r) {
                          const ScoreColumnView column{r.int64(0), r.textView(1)};
                          if (whole(column, r.int64(2) != 0, key)) {
                              use(column);
                              found = true;
                          }
                      });
        return found;
    }
    Statement s = db.prepare("SELECT first_pair, scores, sole FROM esd_score_column WHERE "
                             "model_id = ? AND setting = ?");
    s.bind(1, key.first).bind(2, key.second);
    if (!s.step()) {
        return false;
    }
    std::string storage;
    const ScoreColumnView column{s.int64(0), s.blobView(1, storage)};
    if (!whole(column, s.int64(2) != 0, key)) {
        return false;
    }
    use(column);
    return true;
}

std::set<ScoreKey> soleScoreKeys(Connection &db)
{
    std::set<ScoreKey> out;
    Statement s = db.prepare("SELECT model_id, setting FROM esd_score_column WHERE sole");
    while (s.step()) {
        out.insert({s.int64(0), s.integer(1)});
    }
    return out;
}

void unsoleScoreColumns(Connection &db, const std::set<ScoreKey> &keys)
{
    lockScores(db);
    const std::set<ScoreKey> sole = soleScoreKeys(db);
    for (const ScoreKey &key : keys) {
        if (sole.count(key) == 0) {
            continue;
        }
        std::vector<std::pair<std::int64_t, double>> rows;
        readScoreColumn(db, key, [&rows](const ScoreColumnView &column) {
            rows.reserve(column.size());
            for (std::size_t k = 0; k < column.size(); ++k) {
                const double v = column.at(k);
                if (!std::isnan(v)) {
                    rows.emplace_back(column.firstPair + static_cast<std::int64_t>(k), v);
                }
            }
        });
        // Gone before its rows come, so that a server's trigger sees no rows beside a
        // column kept alone; the caller's refresh makes it again from the rows.
        remove(db, key);
        writeScoreRows(db, key, rows);
    }
}

void writeScoreRows(Connection &db, ScoreKey key,
                    const std::vector<std::pair<std::int64_t, double>> &rows)
{
    if (BulkLoader *bulk = db.bulk()) {
        std::size_t i = 0;
        bulk->loadBinary("esd_score(model_id, setting, pair_id, score)", [&](std::string &out) {
            if (i == rows.size()) {
                return false;
            }
            BinaryRow(out, 4).int64(key.first).int32(key.second).int64(rows[i].first).real(
                rows[i].second);
            ++i;
            return true;
        });
        return;
    }
    // A block of rows a statement, as an import writes them.
    BlockInsert insert(db, "INSERT INTO esd_score(model_id, setting, pair_id, score) VALUES ",
                       "(?, ?, ?, ?)", "");
    for (std::size_t from = 0; from < rows.size(); from += BlockInsert::kRows) {
        const std::size_t n = std::min(BlockInsert::kRows, rows.size() - from);
        Statement &block = insert.statement(n);
        for (std::size_t i = 0; i < n; ++i) {
            const int c = static_cast<int>(4 * i);
            block.bind(c + 1, key.first)
                .bind(c + 2, key.second)
                .bind(c + 3, rows[from + i].first)
                .bind(c + 4, rows[from + i].second);
        }
        block.run();
    }
}

namespace {

// `column` as a builder makes it (a zero's sign kept or not, as `signedZero`), trimmed to
// its first and last scores.
ScoreColumn remade(const ScoreColumnView &column, bool signedZero)
{
    ScoreColumnBuilder builder(column.firstPair + static_cast<std::int64_t>(column.size()),
                               signedZero);
    for (std::size_t k = 0; k < column.size(); ++k) {
        const double v = column.at(k);
        if (!std::isnan(v)) {
            builder.set(column.firstPair + static_cast<std::int64_t>(k), v);
        }
    }
    return builder.column();
}

// The columns kept alone whose range holds the pair with a score for it; of each only the
// pair's 8 bytes are read.
std::vector<ScoreKey> soleColumnsScoring(Connection &db, std::int64_t pairId)
{
    std::vector<ScoreKey> holding;
    Statement s = db.prepare(
        "SELECT model_id, setting, substr(scores, CAST(8 * (? - first_pair) + 1 AS INTEGER), "
        "8) FROM esd_score_column WHERE sole AND first_pair <= ? AND first_pair + "
        "length(scores) / 8 > ?");
    s.bind(1, pairId).bind(2, pairId).bind(3, pairId);
    while (s.step()) {
        std::string storage;
        const ScoreColumnView one{pairId, s.blobView(2, storage)};
        if (one.size() == 1 && !std::isnan(one.at(0))) {
            holding.push_back({s.int64(0), s.integer(1)});
        }
    }
    return holding;
}

} // namespace

bool scoredAlone(Connection &db, std::int64_t pairId)
{
    return !soleColumnsScoring(db, pairId).empty();
}

void copySoleScoreColumns(Connection &from, Connection &to)
{
    for (const ScoreKey &key : soleScoreKeys(from)) {
        // A server's zeros keep their sign, a file's are positive (as its rows would be).
        ScoreColumn copied;
        readScoreColumn(from, key, [&](const ScoreColumnView &column) {
            copied = remade(column, to.keepsSignedZero());
        });
        remove(to, key);
        write(to, key, copied, true);
    }
}

void lockScores(Connection &db)
{
    db.holdOffWriters("esd_score");
}

ScoreColumnBuilder::ScoreColumnBuilder(std::int64_t maxPairId, bool signedZero)
    : scores_(static_cast<std::size_t>(std::max<std::int64_t>(maxPairId + 1, 0)),
              std::numeric_limits<double>::quiet_NaN()),
      signedZero_(signedZero)
{
}

void ScoreColumnBuilder::set(std::int64_t pairId, double score)
{
    scores_.at(static_cast<std::size_t>(pairId)) = score == 0.0 && !signedZero_ ? 0.0 : score;
}

ScoreColumnBuilder::Given ScoreColumnBuilder::give(std::int64_t pairId, double score)
{
    const double now = scores_.at(static_cast<std::size_t>(pairId));
    if (now == score) {
        return Given::Unchanged;
    }
    set(pairId, score);
    changed_ = true;
    return std::isnan(now) ? Given::Added : Given::Changed;
}

ScoreColumn ScoreColumnBuilder::column() const
{
    const auto scored = [](double v) { return !std::isnan(v); };
    const auto first = std::find_if(scores_.begin(), scores_.end(), scored);
    if (first == scores_.end()) {
        return {};
    }
    const auto last = std::find_if(scores_.rbegin(), scores_.rend(), scored).base();
    ScoreColumn out{first - scores_.begin(),
                    std::string(8 * static_cast<std::size_t>(last - first), '\0')};
    char *at = out.bytes.data();
    for (auto it = first; it != last; ++it, at += 8) {
        putBigEndian(at, *it);
    }
    return out;
}

void refreshScoreColumns(Connection &db, const std::set<ScoreKey> &touched,
                         const std::map<ScoreKey, ScoreColumn> &made)
{
    lockScores(db);
    Statement hasRows =
        db.prepare("SELECT 1 FROM esd_score WHERE model_id = ? AND setting = ? LIMIT 1");
    // A damaged column (not whole doubles) counts as none, as it does for a load.
    Statement hasColumn = db.prepare("SELECT 1 FROM esd_score_column WHERE model_id = ? AND "
                                     "setting = ? AND length(scores) % 8 = 0");
    Statement anyColumn =
        db.prepare("SELECT 1 FROM esd_score_column WHERE model_id = ? AND setting = ?");
    const std::set<ScoreKey> sole = soleScoreKeys(db);
    for (const ScoreKey &key : allKeys(db)) {
        if (const auto it = made.find(key); it != made.end()) {
            remove(db, key);
            write(db, key, it->second, true);
            continue;
        }
        if (sole.count(key) != 0) {
            continue; // the scores themselves, with no rows to make them from
        }
        const bool rows = exists(hasRows, key);
        if (touched.count(key) != 0 || rows != exists(hasColumn, key) ||
            (!rows && exists(anyColumn, key))) {
            rebuild(db, key);
        }
    }
}

void rebuildScoreColumns(Connection &db)
{
    lockScores(db);
    const std::set<ScoreKey> sole = soleScoreKeys(db);
    for (const ScoreKey &key : allKeys(db)) {
        if (sole.count(key) == 0) {
            rebuild(db, key);
        }
    }
}

void makeFirstScoreColumns(Connection &db)
{
    lockScores(db);
    for (const ScoreKey &key : allKeys(db)) {
        rebuild(db, key, true);
    }
}

} // namespace es::db
