#include "db/esd/esd_store.h"

#include "db/engine/block_insert.h"
#include "db/engine/postgres.h"
#include "db/engine/rows.h"
#include "db/esd/esd_label_blocks.h"
#include "db/esd/esd_score_columns.h"
#include "db/review/blind_view.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <future>
#include <iterator>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <set>
#include <system_error>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace es::db {

using metrics::esd::kEssential;
using metrics::esd::kInvalid;
using metrics::esd::kNoLabel;

namespace {

constexpr std::size_t kProgressEvery = 16384;

std::string labelText(std::optional<std::int8_t> l)
{
    return l ? std::to_string(*l) : std::string();
}

void tick(const Progress &progress, std::size_t done, std::size_t total)
{
    if (done % kProgressEvery != 0) {
        return;
    }
    if (progress.cancel && progress.cancel->load()) {
        throw Cancelled();
    }
    if (progress.report) {
        progress.report(done, total);
    }
}

std::string goalKey(const std::string &goal, const std::string &modifier)
{
    return goal + '\x1f' + modifier;
}

// A server counts a table's rows only when it analyzes it, which autovacuum does up to a
// minute after an import commits: until then a load of its pairs takes them for none and
// reads the score columns only after them (readColumnsAside), 0.2-0.7 s of an opening at
// a million pairs (docs/benchmarks.md). An import adding many pairs has its owner count
// them before it commits (90-100 ms at a million; the count is seen at once, the
// statistics at commit; an import rolled back leaves the count too high, which costs the
// next load a second ranking). A team's member may not analyze the table, and leaves it
// to autovacuum.
constexpr std::size_t kPairsCountedAfterImport = 10000;
void countPairsOnServer(Connection &db)
{
    Statement owner = db.prepare("SELECT CAST(pg_has_role(current_user, relowner, 'USAGE') AS "
                                 "INTEGER) FROM pg_class WHERE oid = 'esd_pair'::regclass");
    if (owner.step() && owner.int64(0) != 0) {
        db.exec("ANALYZE esd_pair");
    }
}

} // namespace

EsdImportSummary EsdStore::import(const EsdBatch &batch, const std::string &importedBy,
                                  const Progress &progress)
{
    return import(std::vector<EsdBatch>{batch}, importedBy, progress).front();
}

std::vector<EsdImportSummary> EsdStore::import(const std::vector<EsdBatch> &batches,
                                               const std::string &importedBy,
                                               const Progress &progress)
{
    std::size_t total = 0;
    for (const EsdBatch &b : batches) {
        total += b.pairs.size() + b.scores.size();
    }
    std::size_t done = 0;
    std::vector<EsdImportSummary> out;
    // Every id the import writes was just inserted or looked up inside this transaction,
    // so the foreign keys hold by construction; checking them again costs two index
    // lookups per row. (The pragma is a no-op inside a transaction, hence before BEGIN.)
    Connection &db = project_.connection();
    std::optional<ScopedExec> restoreForeignKeys;
    std::optional<ScopedExec> restoreCache;
    if (db.engine() == Engine::SQLite) {
        db.exec("PRAGMA foreign_keys = OFF");
        restoreForeignKeys.emplace(db, "PRAGMA foreign_keys = ON");
        // Bulk inserts touch index pages all over the file; a 256 MiB page cache keeps
        // them in memory for the transaction instead of spilling them to the WAL.
        db.exec("PRAGMA cache_size = -262144");
        restoreCache.emplace(db, "PRAGMA cache_size = -2000");
    }
    Transaction tx(db);
    project_.lockForImport();
    std::size_t pairsAdded = 0;
    for (const EsdBatch &b : batches) {
        out.push_back(importInTransaction(b, importedBy, progress, done, total));
        pairsAdded += out.back().pairsAdded;
    }
    if (db.engine() == Engine::PostgreSQL && pairsAdded >= kPairsCountedAfterImport) {
        countPairsOnServer(db);
    }
    tx.commit();
    if (progress.report) {
        progress.report(total, total);
    }
    return out;
}

namespace {

// A score's (model, setting) as an index: 2 * the file's model index + setting.
std::size_t keySlot(const EsdScoreRecord &rec)
{
    return 2 * rec.model + (rec.core ? 1 : 0);
}

// The largest pair id, 0 without pairs: one step down an index, where a server counts
// rows by reading the whole table. Ids are dense, so it also bounds their number.
std::int64_t largestPairId(Connection &db)
{
    Statement last = db.prepare("SELECT coalesce(max(id), 0) FROM esd_pair");
    return last.step() ? last.int64(0) : 0;
}

// What a (model, setting) holds before an import scores it, by keySlot.
constexpr char kHasRows = 0;
constexpr char kNoScores = 1;
constexpr char kKeptAlone = 2; // a column kept alone, which the file scores densely

// Whether the file scores a key densely: a score for at least a quarter of the pairs up to
// `largestPair`. A builder takes 8 bytes a pair of the project, so builders never take
// more memory than the file's own score records.
std::vector<char> scoredDensely(const EsdBatch &batch, std::size_t keys, std::int64_t largestPair)
{
    std::vector<std::int64_t> given(keys, 0);
    for (const EsdScoreRecord &rec : batch.scores) {
        ++given[keySlot(rec)];
    }
    std::vector<char> out(keys, 0);
    for (std::size_t k = 0; k < keys; ++k) {
        out[k] = 4 * given[k] >= largestPair ? 1 : 0;
    }
    return out;
}

// By keySlot, the (model, setting)s whose column an import makes from the file's scores
// rather than from the rows: those without scores before it that the file scores densely,
// and the columns kept alone that it scores densely again; a sparse column is read back
// from the rows.
std::vector<char> columnsFromFile(const EsdBatch &batch, const std::vector<char> &before,
                                  std::int64_t largestPair)
{
    std::vector<char> out = scoredDensely(batch, before.size(), largestPair);
    for (std::size_t k = 0; k < out.size(); ++k) {
        out[k] = before[k] == kKeptAlone || (before[k] == kNoScores && out[k]) ? 1 : 0;
    }
    return out;
}

// A column kept alone that a file scores again starts its builder from its scores, so that
// the file's are counted against them as against rows, and stays alone.
void startFromColumn(Connection &db, ScoreKey key, ScoreColumnBuilder &builder)
{
    readScoreColumn(db, key, [&builder](const ScoreColumnView &column) {
        for (std::size_t k = 0; k < column.size(); ++k) {
            const double v = column.at(k);
            if (!std::isnan(v)) {
                builder.set(column.firstPair + static_cast<std::int64_t>(k), v);
            }
        }
    });
}

// The ids of the people an import's file names, each made in the project when first named.
// A file names a few people thousands of times: they are compared before they are hashed.
// Why a line that only labels a pair by its id fails: nothing has that id.
std::string unknownPair(const std::string &id)
{
    return "labels for unknown pair \"" + id +
           "\": a line without goal and step labels a pair the project or this file has";
}

// Every decision with who made it, and whether a label of its pair changed after it
// (text order of the ISO 8601 UTC times is their order).
constexpr const char *kDecisionsSql =
    "SELECT a.pair_id, a.label, p.name, a.note, a.set_at, CASE WHEN EXISTS (SELECT 1 FROM "
    "esd_label l WHERE l.pair_id = a.pair_id AND l.set_at > a.set_at) THEN 1 ELSE 0 END FROM "
    "esd_adjudication a JOIN person p ON p.id = a.person_id";

template <class Row> EsdDecision decisionOf(const Row &s)
{
    EsdDecision d{static_cast<std::int8_t>(s.integer(1)), s.text(2), s.text(3), s.text(4)};
    d.relabelled = s.int64(5) != 0;
    return d;
}

// The decided pairs a team's server hides from a blind annotator, whom it still tells
// which they are (eventscope_decided_pairs, schema version 14): among `ids`, or all when
// empty. Nothing for a file, or a server without a team, whose decisions are read whole.
std::vector<std::int64_t> decidedPairsHidden(Connection &db, const std::vector<std::int64_t> &ids)
{
    std::vector<std::int64_t> out;
    if (db.engine() != Engine::PostgreSQL) {
        return out;
    }
    Statement team = db.prepare("SELECT CASE WHEN to_regprocedure('eventscope_decided_pairs()') IS "
                                "NOT NULL AND has_function_privilege('eventscope_decided_pairs()', "
                                "'EXECUTE') THEN 1 ELSE 0 END");
    team.step();
    if (team.int64(0) == 0) {
        return out;
    }
    std::string list;
    for (const std::int64_t id : ids) {
        list += (list.empty() ? "" : ",") + std::to_string(id);
    }
    Statement s = db.prepare("SELECT pair_id FROM eventscope_decided_pairs()" +
                             (ids.empty() ? std::string() : " WHERE pair_id IN (" + list + ")"));
    while (s.step()) {
        out.push_back(s.int64(0));
    }
    return out;
}

class PersonIds
{
  public:
    explicit PersonIds(Project &project) : project_(project) {}

    std::int64_t operator()(const std::string &name)
    {
        for (const auto &[known, id] : few_) {
            if (known == name) {
                return id;
            }
        }
        auto person = ids_.find(name);
        if (person == ids_.end()) {
            person = ids_.emplace(name, project_.ensurePerson(name)).first;
        }
        if (few_.size() < 8) {
            few_.emplace_back(person->first, person->second);
        }
        return person->second;
    }

  private:
    Project &project_;
    std::unordered_map<std::string, std::int64_t> ids_;
    std::vector<std::pair<std::string_view, std::int64_t>> few_; // views of ids_' keys
};

// A score of a (model, setting) kept as its column alone, in an import's summary.
void count(EsdImportSummary &sum, ScoreColumnBuilder::Given given)
{
    switch (given) {
    case ScoreColumnBuilder::Given::Added:
        ++sum.scoresAdded;
        break;
    case ScoreColumnBuilder::Given::Changed:
        ++sum.scoresChanged;
        break;
    case ScoreColumnBuilder::Given::Unchanged:
        ++sum.scoresUnchanged;
        break;
    }
}

// The (model, setting)s a file gives scores for.
std::set<ScoreKey> scoredKeys(const EsdBatch &batch, const std::vector<std::int64_t> &modelIds)
{
    std::vector<char> scored(2 * modelIds.size(), 0);
    for (const EsdScoreRecord &rec : batch.scores) {
        scored[keySlot(rec)] = 1;
    }
    std::set<ScoreKey> out;
    for (std::size_t k = 0; k < scored.size(); ++k) {
        if (scored[k]) {
            out.insert({modelIds[k / 2], static_cast<int>(k % 2)});
        }
    }
    return out;
}

} // namespace

EsdImportSummary EsdStore::importInTransaction(const EsdBatch &batch, const std::string &importedBy,
                                               const Progress &progress, std::size_t &done,
                                               std::size_t total)
{
    Connection &db = project_.connection();
    EsdImportSummary sum;
    const std::string at = nowUtc();
    auto fail = [&](std::size_t line, const std::string &problem) {
        throw InputError(batch.source + ":" + std::to_string(line) + ": " + problem);
    };

    std::vector<std::int64_t> modelIds;
    for (const EsdModelRecord &m : batch.models) {
        Statement find = db.prepare("SELECT id, direction FROM model WHERE name = ?");
        find.bind(1, m.name);
        if (find.step()) {
            const std::int64_t id = find.int64(0);
            const std::optional<std::string> stored =
                find.isNull(1) ? std::nullopt : std::optional(find.text(1));
            if (m.direction && stored && *stored != *m.direction) {
                fail(m.line, "model \"" + m.name +
                                 "\" is given two directions (the project has \"" + *stored +
                                 "\", this file \"" + *m.direction + "\")");
            }
            // Scores imported without a direction are read as "higher"; storing "lower" now
            // would silently turn every earlier figure of the model around.
            if (m.direction && !stored && *m.direction != "higher") {
                Statement scored = db.prepare(
                    "SELECT (SELECT count(*) FROM esd_score WHERE model_id = ?) + (SELECT "
                    "count(*) FROM esd_score_column WHERE model_id = ? AND sole)");
                scored.bind(1, id).bind(2, id);
                if (scored.step() && scored.int64(0) > 0) {
                    fail(m.line,
                         "model \"" + m.name +
                             "\" is given two directions (the project has \"higher\" "
                             "for its earlier scores, which came without one; this file \"" +
                             *m.direction + "\")");
                }
            }
            db.prepare("UPDATE model SET direction = coalesce(direction, ?), family = coalesce(?, "
                       "family), "
                       "params = coalesce(?, params) WHERE id = ?")
                .bind(1, m.direction)
                .bind(2, m.family)
                .bind(3, m.params)
                .bind(4, id)
                .run();
            modelIds.push_back(id);
        } else {
            db.prepare("INSERT INTO model(name, direction, family, params) VALUES (?, ?, ?, ?)")
                .bind(1, m.name)
                .bind(2, m.direction)
                .bind(3, m.family)
                .bind(4, m.params)
                .run();
            modelIds.push_back(db.lastInsertId());
        }
    }

    // The columns of the scores this file gave, and any a load would miss. A file without
    // scores leaves them (an annotator's labels on a server, who may not write scores).
    std::map<ScoreKey, ScoreColumn> made;
    // A (model, setting) without scores yet gets exactly the file's scores: as a column
    // alone where the file scores it densely (columnsFromFile), as rows otherwise.
    std::vector<char> unscored(2 * modelIds.size(), kHasRows);
    if (!batch.scores.empty()) {
        lockScores(db); // before the scores are read and written (esd_score_columns.h)
        // A column kept alone that the file scores densely again stays alone, the file's
        // scores compared with it (re-importing a million pairs' 8 million scores made 8
        // million rows to compare them with, 20 s on a file). Scored sparsely, it becomes
        // rows again, compared and written as any other project's.
        const std::set<ScoreKey> sole = soleScoreKeys(db);
        // Judged against the pairs before the file's new ones, which are not known yet: a
        // file adding many pairs may keep a column alone that is sparse after it, which
        // costs its builder 8 bytes a pair, and nothing else.
        const std::vector<char> dense = scoredDensely(batch, unscored.size(), largestPairId(db));
        const std::set<ScoreKey> scored = scoredKeys(batch, modelIds);
        std::set<ScoreKey> toRows;
        for (std::size_t k = 0; k < unscored.size(); ++k) {
            const ScoreKey key{modelIds[k / 2], static_cast<int>(k % 2)};
            if (scored.count(key) == 0) {
                continue; // what the file does not score stays as it is
            }
            if (sole.count(key) != 0 && dense[k]) {
                unscored[k] = kKeptAlone;
            } else {
                toRows.insert(key);
            }
        }
        unsoleScoreColumns(db, toRows);
        Statement hasRows =
            db.prepare("SELECT 1 FROM esd_score WHERE model_id = ? AND setting = ? LIMIT 1");
        for (std::size_t k = 0; k < unscored.size(); ++k) {
            if (unscored[k] == kKeptAlone) {
                continue;
            }
            hasRows.bind(1, modelIds[k / 2]).bind(2, static_cast<int>(k % 2));
            unscored[k] = hasRows.step() ? kHasRows : kNoScores;
            hasRows.reset();
        }
    }
    if (db.engine() == Engine::PostgreSQL) {
        importRowsOnServer(batch, importedBy, modelIds, sum, progress, done, total, unscored, made);
    } else {
        importRows(batch, importedBy, modelIds, sum, progress, done, total, at, unscored, made);
    }
    // Who contributed a step, where the file says and the project does not know yet: few
    // lines say, so a statement each rather than a column in the bulk rows above.
    Statement contributed = db.prepare(
        "UPDATE esd_pair SET contributor_id = ? WHERE ext_id = ? AND origin = 'contributed' AND "
        "contributor_id IS NULL");
    for (const EsdPairRecord &rec : batch.pairs) {
        if (!rec.contributor.empty()) {
            contributed.bind(1, project_.ensurePerson(rec.contributor)).bind(2, rec.id).run();
        }
    }
    if (!batch.scores.empty()) {
        refreshScoreColumns(db, scoredKeys(batch, modelIds), made);
    }
    const nlohmann::json detail = {
        {"pairs_added", sum.pairsAdded},       {"labels_added", sum.labelsAdded},
        {"labels_changed", sum.labelsChanged}, {"scores_added", sum.scoresAdded},
        {"scores_changed", sum.scoresChanged},
    };
    project_.audit(importedBy, "import", "esd", batch.source, {}, {}, detail.dump());
    return sum;
}

void EsdStore::importRows(const EsdBatch &batch, const std::string &importedBy,
                          const std::vector<std::int64_t> &modelIds, EsdImportSummary &sum,
                          const Progress &progress, std::size_t &done, std::size_t total,
                          const std::string &at, const std::vector<char> &unscored,
                          std::map<ScoreKey, ScoreColumn> &made)
{
    Connection &db = project_.connection();
    auto fail = [&](std::size_t line, const std::string &problem) {
        throw InputError(batch.source + ":" + std::to_string(line) + ": " + problem);
    };
    std::unordered_map<std::string, std::int64_t> goalIds;
    {
        Statement s = db.prepare("SELECT id, goal, modifier FROM esd_goal");
        while (s.step()) {
            goalIds.emplace(goalKey(s.text(1), s.text(2)), s.int64(0));
        }
    }
    PersonIds personId(project_);
    // New pairs get the ids SQLite would give them one by one (one more than the largest),
    // stated, so that a block of them is inserted by one statement.
    std::int64_t nextPairId = largestPairId(db) + 1;

    Statement insertGoal = db.prepare("INSERT INTO esd_goal(goal, modifier) VALUES (?, ?)");
    BlockInsert insertPairs(db, "INSERT INTO esd_pair(id, ext_id, goal_id, step, origin) VALUES ",
                            "(?, ?, ?, ?, ?)", " ON CONFLICT(ext_id) DO NOTHING");
    Statement insertPair =
        db.prepare("INSERT INTO esd_pair(ext_id, goal_id, step, origin) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT(ext_id) DO NOTHING");
    Statement takeBackPairs = db.prepare("DELETE FROM esd_pair WHERE id >= ?");
    Statement findPair = db.prepare("SELECT p.id, g.goal, g.modifier, p.step FROM esd_pair p JOIN "
                                    "esd_goal g ON g.id = p.goal_id "
                                    "WHERE p.ext_id = ?");
    BlockInsert insertLabels(db, "INSERT INTO esd_label(pair_id, person_id, label, set_at) VALUES ",
                             "(?, ?, ?, ?)", " ON CONFLICT(pair_id, person_id) DO NOTHING");
    Statement findLabel =
        db.prepare("SELECT label FROM esd_label WHERE pair_id = ? AND person_id = ?");
    Statement updateLabel = db.prepare(
        "UPDATE esd_label SET label = ?, set_at = ? WHERE pair_id = ? AND person_id = ?");

    std::vector<std::int64_t> pairRowIds(batch.pairs.size()); // by index into batch.pairs
    std::vector<std::int64_t> goalOf(BlockInsert::kRows);
    struct LabelRow
    {
        std::int64_t pair;
        std::int64_t person;
        std::int8_t label;
        const EsdPairRecord *rec;
        const std::string *name;
    };
    std::vector<LabelRow> labels;
    // The labels gathered so far, a block of rows at a time: whole blocks only until the
    // last call, so that one statement of kRows rows serves all but the very last block.
    // Rows that were in the project already (or twice in the block) are not inserted; each
    // row is then compared, in file order, with what the project holds, as if it had been
    // inserted alone.
    const auto storeLabels = [&](bool last) {
        const std::size_t stored =
            last ? labels.size() : labels.size() - labels.size() % BlockInsert::kRows;
        for (std::size_t from = 0; from < stored; from += BlockInsert::kRows) {
            const std::size_t n = std::min(BlockInsert::kRows, stored - from);
            Statement &insert = insertLabels.statement(n);
            for (std::size_t i = 0; i < n; ++i) {
                const LabelRow &l = labels[from + i];
                const int c = static_cast<int>(4 * i);
                insert.bind(c + 1, l.pair)
                    .bind(c + 2, l.person)
                    .bind(c + 3, static_cast<int>(l.label))
                    .bind(c + 4, at);
            }
            insert.run();
            const auto added = static_cast<std::size_t>(db.changes());
            sum.labelsAdded += added;
            if (added == n) {
                continue;
            }
            std::size_t changed = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const LabelRow &l = labels[from + i];
                findLabel.bind(1, l.pair).bind(2, l.person);
                findLabel.step();
                const int old = findLabel.integer(0);
                findLabel.reset();
                if (old == l.label) {
                    continue;
                }
                updateLabel.bind(1, static_cast<int>(l.label))
                    .bind(2, at)
                    .bind(3, l.pair)
                    .bind(4, l.person)
                    .run();
                project_.audit(*l.name, "label.set", "esd", l.rec->id, std::to_string(old),
                               std::to_string(l.label),
                               "import of " + batch.source + " by " + importedBy);
                ++changed;
            }
            sum.labelsChanged += changed;
            sum.labelsUnchanged += n - added - changed;
        }
        labels.erase(labels.begin(), labels.begin() + static_cast<std::ptrdiff_t>(stored));
    };

    // Lines that only label a pair name one the project has, whose goal stands in for
    // theirs below (the pair is there: nothing is inserted).
    std::unordered_map<std::size_t, std::int64_t> goalOfLabelled; // by index into batch.pairs
    {
        Statement goalOfPair = db.prepare("SELECT goal_id FROM esd_pair WHERE ext_id = ?");
        for (std::size_t i = 0; i < batch.pairs.size(); ++i) {
            const EsdPairRecord &rec = batch.pairs[i];
            if (!rec.labelsOnly()) {
                continue;
            }
            goalOfPair.bind(1, rec.id);
            if (!goalOfPair.step()) {
                fail(rec.line, unknownPair(rec.id));
            }
            goalOfLabelled.emplace(i, goalOfPair.int64(0));
            goalOfPair.reset();
        }
    }
    for (std::size_t from = 0; from < batch.pairs.size(); from += BlockInsert::kRows) {
        const std::size_t n = std::min(BlockInsert::kRows, batch.pairs.size() - from);
        for (std::size_t i = 0; i < n; ++i) {
            const EsdPairRecord &rec = batch.pairs[from + i];
            if (rec.labelsOnly()) {
                goalOf[i] = goalOfLabelled.at(from + i);
                continue;
            }
            const std::string key = goalKey(rec.goal, rec.modifier);
            auto g = goalIds.find(key);
            if (g == goalIds.end()) {
                insertGoal.bind(1, rec.goal).bind(2, rec.modifier).run();
                g = goalIds.emplace(key, db.lastInsertId()).first;
            }
            goalOf[i] = g->second;
        }
        Statement &insert = insertPairs.statement(n);
        for (std::size_t i = 0; i < n; ++i) {
            const EsdPairRecord &rec = batch.pairs[from + i];
            const int c = static_cast<int>(5 * i);
            insert.bind(c + 1, nextPairId + static_cast<std::int64_t>(i))
                .bind(c + 2, rec.id)
                .bind(c + 3, goalOf[i])
                .bind(c + 4, rec.step)
                .bind(c + 5, rec.origin);
        }
        insert.run();
        if (static_cast<std::size_t>(db.changes()) == n) {
            sum.pairsAdded += n;
            for (std::size_t i = 0; i < n; ++i) {
                pairRowIds[from + i] = nextPairId + static_cast<std::int64_t>(i);
            }
            nextPairId += static_cast<std::int64_t>(n);
        } else {
            // Some were in the project already. Take the block back and store it a pair
            // at a time, so that the new ones get the ids they would have had.
            takeBackPairs.bind(1, nextPairId).run();
            for (std::size_t i = 0; i < n; ++i) {
                const EsdPairRecord &rec = batch.pairs[from + i];
                insertPair.bind(1, rec.id)
                    .bind(2, goalOf[i])
                    .bind(3, rec.step)
                    .bind(4, rec.origin)
                    .run();
                if (db.changes() == 1) {
                    pairRowIds[from + i] = db.lastInsertId();
                    nextPairId = pairRowIds[from + i] + 1;
                    ++sum.pairsAdded;
                    continue;
                }
                findPair.bind(1, rec.id);
                findPair.step();
                pairRowIds[from + i] = findPair.int64(0);
                const std::string goal = findPair.text(1);
                const std::string modifier = findPair.text(2);
                const std::string step = findPair.text(3);
                findPair.reset();
                if (!rec.labelsOnly() &&
                    (goal != rec.goal || modifier != rec.modifier || step != rec.step)) {
                    const char *what = goal != rec.goal           ? "goal"
                                       : modifier != rec.modifier ? "modifier"
                                                                  : "step";
                    fail(rec.line, "id \"" + rec.id +
                                       "\" is already in the project with a different " + what);
                }
                ++sum.pairsKnown;
            }
        }
        for (std::size_t i = 0; i < n; ++i) {
            const EsdPairRecord &rec = batch.pairs[from + i];
            for (const auto &[name, label] : rec.labels) {
                labels.push_back({pairRowIds[from + i], personId(name), label, &rec, &name});
            }
        }
        if (labels.size() >= 4 * BlockInsert::kRows) {
            storeLabels(false);
        }
        for (std::size_t i = 0; i < n; ++i) {
            tick(progress, ++done, total);
        }
    }
    storeLabels(true);

    Statement lookupPair = db.prepare("SELECT id FROM esd_pair WHERE ext_id = ?");
    BlockInsert insertScores(db, "INSERT INTO esd_score(model_id, setting, pair_id, score) VALUES ",
                             "(?, ?, ?, ?)", " ON CONFLICT(model_id, setting, pair_id) DO NOTHING");
    Statement findScore = db.prepare(
        "SELECT score FROM esd_score WHERE model_id = ? AND setting = ? AND pair_id = ?");
    Statement updateScore = db.prepare(
        "UPDATE esd_score SET score = ? WHERE model_id = ? AND setting = ? AND pair_id = ?");
    // A score names its pair by index: a pair of the file has its row id by now, one the
    // file only scores is looked up in the project, once.
    std::vector<std::optional<std::int64_t>> scoredRowIds(batch.scoredIds.size());
    auto rowIdOf = [&](const EsdScoreRecord &rec) -> std::int64_t {
        if (rec.pair < batch.pairs.size()) {
            return pairRowIds[rec.pair];
        }
        std::optional<std::int64_t> &id = scoredRowIds[rec.pair - batch.pairs.size()];
        if (!id) {
            const std::string_view name = batch.pairIdOf(rec);
            lookupPair.bind(1, name);
            if (!lookupPair.step()) {
                fail(rec.line, "score for unknown pair \"" + std::string(name) + "\"");
            }
            id = lookupPair.int64(0);
            lookupPair.reset();
        }
        return *id;
    };
    // Every pair a score can name is in the project by now, with an id below nextPairId.
    std::vector<std::optional<ScoreColumnBuilder>> columns(unscored.size());
    const std::vector<char> fromFile = columnsFromFile(batch, unscored, nextPairId - 1);
    for (std::size_t k = 0; k < columns.size(); ++k) {
        if (fromFile[k]) {
            columns[k].emplace(nextPairId - 1, Engine::SQLite);
            if (unscored[k] == kKeptAlone) {
                startFromColumn(db, {modelIds[k / 2], static_cast<int>(k % 2)}, *columns[k]);
            }
        }
    }
    // The scores go in in the order of their table's key. A file listing each pair's scores
    // together would otherwise put each row in another part of the table: 8 million rows
    // took 7 s longer so (docs/benchmarks.md). The sort is stable, so a key scored twice
    // still keeps its later score; usually the file is in that order already. Pairs are
    // looked up first, in file order, so an unknown one is still the first in the file.
    std::vector<std::int64_t> pairOfScore(batch.scores.size());
    for (std::size_t i = 0; i < batch.scores.size(); ++i) {
        pairOfScore[i] = rowIdOf(batch.scores[i]);
    }
    if (batch.scores.size() > std::numeric_limits<std::uint32_t>::max()) {
        throw InputError(batch.source + ": more than " +
                         std::to_string(std::numeric_limits<std::uint32_t>::max()) + " scores");
    }
    std::vector<std::uint32_t> order(batch.scores.size());
    std::iota(order.begin(), order.end(), 0u);
    const auto byKey = [&](std::uint32_t a, std::uint32_t b) {
        const EsdScoreRecord &x = batch.scores[a];
        const EsdScoreRecord &y = batch.scores[b];
        return std::tuple(modelIds[x.model], x.core, pairOfScore[a]) <
               std::tuple(modelIds[y.model], y.core, pairOfScore[b]);
    };
    if (!std::is_sorted(order.begin(), order.end(), byKey)) {
        // Counted into their (model, setting)s in key order, keeping the file's order within
        // each, which then is sorted by pair only if it is not so already (a file listing
        // pairs in order lists each one's scores in order): the same order as a stable
        // sort by the whole key, which took 1.3 s of 8 million scores.
        std::vector<std::size_t> byPlace(2 * modelIds.size()); // key slots in key order
        std::iota(byPlace.begin(), byPlace.end(), std::size_t{0});
        std::sort(byPlace.begin(), byPlace.end(), [&](std::size_t a, std::size_t b) {
            return std::pair(modelIds[a / 2], a % 2) < std::pair(modelIds[b / 2], b % 2);
        });
        std::vector<std::size_t> placeOf(byPlace.size());
        for (std::size_t r = 0; r < byPlace.size(); ++r) {
            placeOf[byPlace[r]] = r;
        }
        std::vector<std::size_t> start(byPlace.size() + 1, 0);
        for (const EsdScoreRecord &rec : batch.scores) {
            ++start[placeOf[keySlot(rec)] + 1];
        }
        std::partial_sum(start.begin(), start.end(), start.begin());
        std::vector<std::size_t> next(start.begin(), start.end() - 1);
        for (std::size_t i = 0; i < batch.scores.size(); ++i) {
            order[next[placeOf[keySlot(batch.scores[i])]]++] = static_cast<std::uint32_t>(i);
        }
        const auto byPair = [&](std::uint32_t a, std::uint32_t b) {
            return pairOfScore[a] < pairOfScore[b];
        };
        for (std::size_t r = 0; r < byPlace.size(); ++r) {
            const auto first = order.begin() + static_cast<std::ptrdiff_t>(start[r]);
            const auto last = order.begin() + static_cast<std::ptrdiff_t>(start[r + 1]);
            if (!std::is_sorted(first, last, byPair)) {
                std::stable_sort(first, last, byPair);
            }
        }
    }
    // A (model, setting) at a time; one whose column is made from the file gets no rows
    // (its column is kept alone), and its scores are counted as rows would be, a pair's
    // in file order (ScoreColumnBuilder::give).
    for (std::size_t run = 0, runEnd = 0; run < order.size(); run = runEnd) {
        const std::size_t slot = keySlot(batch.scores[order[run]]);
        runEnd = run + 1;
        while (runEnd < order.size() && keySlot(batch.scores[order[runEnd]]) == slot) {
            ++runEnd;
        }
        if (auto &column = columns[slot]) {
            for (std::size_t i = run; i < runEnd; ++i) {
                count(sum, column->give(pairOfScore[order[i]], batch.scores[order[i]].score));
                tick(progress, ++done, total);
            }
            continue;
        }
        for (std::size_t from = run; from < runEnd; from += BlockInsert::kRows) {
            const std::size_t n = std::min(BlockInsert::kRows, runEnd - from);
            const auto scorePair = [&](std::size_t i) { return pairOfScore[order[from + i]]; };
            Statement &insert = insertScores.statement(n);
            for (std::size_t i = 0; i < n; ++i) {
                const EsdScoreRecord &rec = batch.scores[order[from + i]];
                const int c = static_cast<int>(4 * i);
                insert.bind(c + 1, modelIds[rec.model])
                    .bind(c + 2, rec.core ? 1 : 0)
                    .bind(c + 3, scorePair(i))
                    .bind(c + 4, rec.score);
            }
            insert.run();
            const auto added = static_cast<std::size_t>(db.changes());
            sum.scoresAdded += added;
            if (added != n) {
                // As for labels: each row against what the project holds, in file order (for
                // each key: the order of keys does not matter).
                std::size_t changed = 0;
                for (std::size_t i = 0; i < n; ++i) {
                    const EsdScoreRecord &rec = batch.scores[order[from + i]];
                    const std::int64_t model = modelIds[rec.model];
                    const int setting = rec.core ? 1 : 0;
                    findScore.bind(1, model).bind(2, setting).bind(3, scorePair(i));
                    findScore.step();
                    const double old = findScore.real(0);
                    findScore.reset();
                    if (old != rec.score) {
                        updateScore.bind(1, rec.score)
                            .bind(2, model)
                            .bind(3, setting)
                            .bind(4, scorePair(i))
                            .run();
                        ++changed;
                    }
                }
                sum.scoresChanged += changed;
                sum.scoresUnchanged += n - added - changed;
            }
            for (std::size_t i = 0; i < n; ++i) {
                tick(progress, ++done, total);
            }
        }
    }
    // A column kept alone that the file gave again as it is stays as it is.
    for (std::size_t k = 0; k < columns.size(); ++k) {
        if (columns[k] && (unscored[k] != kKeptAlone || columns[k]->changed())) {
            made.emplace(ScoreKey{modelIds[k / 2], static_cast<int>(k % 2)}, columns[k]->column());
        }
        columns[k].reset();
    }
}

namespace {

// One COPY text-format field: a value, then a tab or the row's end.
void field(std::string &out, std::string_view v, char end = '\t')
{
    pg::copyField(out, v);
    out += end;
}

void field(std::string &out, std::int64_t v, char end = '\t')
{
    out += std::to_string(v);
    out += end;
}

} // namespace

void EsdStore::importRowsOnServer(const EsdBatch &batch, const std::string &importedBy,
                                  const std::vector<std::int64_t> &modelIds, EsdImportSummary &sum,
                                  const Progress &progress, std::size_t &done, std::size_t total,
                                  const std::vector<char> &unscored,
                                  std::map<ScoreKey, ScoreColumn> &made)
{
    Connection &db = project_.connection();
    pg::Connection &c = *db.server();
    const std::string at = nowUtc();
    auto fail = [&](std::size_t line, const std::string &problem) {
        throw InputError(batch.source + ":" + std::to_string(line) + ": " + problem);
    };
    constexpr const char *kText = " TEXT COLLATE \"C\"";

    // Every pair the file names, once: a pair's slot is its index in the batch, the pairs
    // of its lines first (one record an id), then those named by scores alone.
    const std::size_t pairLineSlots = batch.pairs.size();
    std::vector<std::string_view> named;
    named.reserve(pairLineSlots + batch.scoredIds.size());
    for (const EsdPairRecord &rec : batch.pairs) {
        named.push_back(rec.id);
    }
    named.insert(named.end(), batch.scoredIds.begin(), batch.scoredIds.end());
    // The line of the first score naming each pair named by scores alone.
    std::vector<std::size_t> scoredOnlyLine(batch.scoredIds.size(), 0);
    for (const EsdScoreRecord &rec : batch.scores) {
        if (rec.pair >= pairLineSlots && scoredOnlyLine[rec.pair - pairLineSlots] == 0) {
            scoredOnlyLine[rec.pair - pairLineSlots] = rec.line;
        }
    }
    enum class State : std::uint8_t { Absent, InProject, Added };
    struct Stored
    {
        State state = State::Absent;
        std::uint32_t texts = 0; // InProject: its index in projectTexts
        std::int64_t id = 0;
    };
    std::vector<Stored> stored(named.size());
    // The texts the project has, for the pairs it has: only those are compared (the file's
    // lines of a pair are one record, compared by the parser), and a million new pairs'
    // room for them would be 100 MB.
    struct Texts
    {
        std::string goal, modifier, step;
    };
    std::vector<Texts> projectTexts;

    // What the project holds for those pairs, so the file's rows can be told new,
    // changed or the same. A project without pairs holds nothing for them.
    bool anyKnown = holdsRows(db, "esd_pair");
    std::unordered_map<std::int64_t, std::size_t> slotOfId;
    if (anyKnown) {
        std::unordered_map<std::string_view, std::size_t> slotOf;
        slotOf.reserve(named.size());
        for (std::size_t slot = 0; slot < named.size(); ++slot) {
            slotOf.emplace(named[slot], slot);
        }
        pg::stage(c, "es_in_ext", std::string("ext_id") + kText, named,
                  [](std::string &out, std::string_view id) { field(out, id, '\n'); });
        // Only a pair's lines have texts to compare: a file of scores alone (a model's
        // scores again) reads none, 2.4 s of a million pairs' (docs/benchmarks.md).
        const bool texts = !batch.pairs.empty();
        c.copyOut(texts ? "SELECT p.id, p.ext_id, g.goal, g.modifier, p.step FROM esd_pair p JOIN "
                          "es_in_ext i ON i.ext_id = p.ext_id JOIN esd_goal g ON g.id = p.goal_id"
                        : "SELECT p.id, p.ext_id FROM esd_pair p JOIN es_in_ext i ON i.ext_id = "
                          "p.ext_id",
                  [&](const pg::CopyRow &r) {
                      const std::size_t slot = slotOf.at(r.textView(1));
                      stored[slot] = {State::InProject,
                                      static_cast<std::uint32_t>(projectTexts.size()), r.int64(0)};
                      if (texts) {
                          projectTexts.push_back({r.text(2), r.text(3), r.text(4)});
                      }
                      slotOfId.emplace(r.int64(0), slot);
                  });
        anyKnown = !slotOfId.empty();
    }
    struct KeyHash
    {
        std::size_t operator()(const std::pair<std::size_t, std::int64_t> &k) const
        {
            return std::hash<std::uint64_t>()(k.first * 0x9E3779B97F4A7C15ULL ^
                                              static_cast<std::uint64_t>(k.second));
        }
    };
    // A label by (slot, person): its value now, whether the project had it before this
    // file, and its row among those to write (-1: none yet).
    struct LabelState
    {
        int label = 0;
        bool inProject = false;
        std::int64_t row = -1;
    };
    std::unordered_map<std::pair<std::size_t, std::int64_t>, LabelState, KeyHash> labels;
    // The project's labels are compared only with the file's: a file without labels (a
    // model's scores again) reads none, 4.5 s of a million pairs' (docs/benchmarks.md).
    const bool fileLabels =
        std::any_of(batch.pairs.begin(), batch.pairs.end(),
                    [](const EsdPairRecord &rec) { return !rec.labels.empty(); });
    if (anyKnown && fileLabels) {
        c.copyOut("SELECT l.pair_id, l.person_id, l.label FROM esd_label l JOIN esd_pair p ON "
                  "p.id = l.pair_id JOIN es_in_ext i ON i.ext_id = p.ext_id",
                  [&](const pg::CopyRow &r) {
                      labels.emplace(std::pair(slotOfId.at(r.int64(0)), r.int64(1)),
                                     LabelState{r.integer(2), true, -1});
                  });
    }
    // Scores by model and setting, a column of slots each.
    struct SlotScores
    {
        std::vector<double> value;
        std::vector<std::uint8_t> inProject;
        std::vector<std::int64_t> row;
    };
    std::map<std::pair<std::int64_t, int>, SlotScores> scoreColumns;
    auto column = [&](std::int64_t model, int setting) -> SlotScores & {
        auto [it, added] = scoreColumns.try_emplace(std::pair(model, setting));
        if (added) {
            it->second.value.assign(named.size(), 0.0);
            it->second.inProject.assign(named.size(), 0);
            it->second.row.assign(named.size(), -1);
        }
        return it->second;
    };
    if (anyKnown && !batch.scores.empty()) {
        c.copyOut("SELECT s.model_id, s.setting, s.pair_id, s.score FROM esd_score s JOIN "
                  "esd_pair p ON p.id = s.pair_id JOIN es_in_ext i ON i.ext_id = p.ext_id",
                  [&](const pg::CopyRow &r) {
                      SlotScores &col = column(r.int64(0), r.integer(1));
                      const std::size_t slot = slotOfId.at(r.int64(2));
                      col.value[slot] = r.real(3);
                      col.inProject[slot] = 1;
                  });
    }

    // The rules of importRows, in the file's order.
    PersonIds personOf(project_);
    std::vector<const EsdPairRecord *> newPairs;
    std::vector<std::size_t> newSlots; // of newPairs
    struct LabelRow
    {
        std::size_t slot;
        std::int64_t person;
        int label;
        bool added; // not in the project before this file
    };
    std::vector<LabelRow> labelRows; // added or changed, one a key, with its last value
    for (std::size_t slot = 0; slot < batch.pairs.size(); ++slot) {
        const EsdPairRecord &rec = batch.pairs[slot];
        Stored &p = stored[slot];
        // A new pair's labels are all added, and each person's once (the parser has merged
        // its lines into this one record), unless a line named someone twice, in "labels"
        // and as "label": only then, or for a pair the project has, are they counted by key. Three
        // million keys in a hash were a fifth of a second and 150 MB at a million pairs.
        bool byKey = p.state != State::Absent;
        for (std::size_t i = 0; i < rec.labels.size() && !byKey; ++i) {
            for (std::size_t j = 0; j < i && !byKey; ++j) {
                byKey = rec.labels[i].first == rec.labels[j].first;
            }
        }
        if (p.state == State::Absent) {
            if (rec.labelsOnly()) {
                fail(rec.line, unknownPair(rec.id));
            }
            // Its texts stay in its line, which the parser has already compared with any
            // later line of the same pair; copies were an allocation a step.
            p.state = State::Added;
            newPairs.push_back(&rec);
            newSlots.push_back(slot);
            ++sum.pairsAdded;
        } else {
            const auto &[goal, modifier, step] = projectTexts[p.texts];
            if (!rec.labelsOnly() &&
                (goal != rec.goal || modifier != rec.modifier || step != rec.step)) {
                const char *what = goal != rec.goal           ? "goal"
                                   : modifier != rec.modifier ? "modifier"
                                                              : "step";
                fail(rec.line,
                     "id \"" + rec.id + "\" is already in the project with a different " + what);
            }
            ++sum.pairsKnown;
        }
        for (const auto &[name, label] : rec.labels) {
            const std::int64_t person = personOf(name);
            if (!byKey) {
                ++sum.labelsAdded;
                labelRows.push_back({slot, person, label, true});
                continue;
            }
            const auto [it, added] =
                labels.emplace(std::pair(slot, person), LabelState{label, false, -1});
            LabelState &l = it->second;
            if (added) {
                ++sum.labelsAdded;
            } else if (l.label == label) {
                ++sum.labelsUnchanged;
                continue;
            } else {
                project_.audit(name, "label.set", "esd", rec.id, std::to_string(l.label),
                               std::to_string(label),
                               "import of " + batch.source + " by " + importedBy);
                l.label = label;
                ++sum.labelsChanged;
            }
            if (l.row < 0) {
                l.row = static_cast<std::int64_t>(labelRows.size());
                labelRows.push_back({slot, person, label, !l.inProject});
            } else {
                labelRows[static_cast<std::size_t>(l.row)].label = label;
            }
        }
        tick(progress, ++done, total);
    }
    // A score naming a pair neither the file nor the project has fails the import before
    // anything is written: scores are taken once the pairs are in, and a failure after
    // them would have drawn a million pair ids for nothing, so that the corrected file's
    // pairs would come after a gap. The first such score in the file is named, as it was.
    for (std::size_t slot = pairLineSlots; slot < named.size(); ++slot) {
        if (stored[slot].state == State::Absent) {
            fail(scoredOnlyLine[slot - pairLineSlots],
                 "score for unknown pair \"" + std::string(named[slot]) + "\"");
        }
    }

    // New goals, then new pairs, in the file's order, so that their ids follow it as in
    // a file. A goal may also have come in by another import meanwhile, hence the
    // conflict clause; a pair's id is drawn from its sequence here, so the pairs go
    // straight into their table by COPY where row-level security lets them.
    if (!newPairs.empty()) {
        std::vector<std::pair<std::string_view, std::string_view>> goals;
        std::unordered_map<std::string, std::size_t> goalOf; // goalKey -> index in goals
        std::vector<std::size_t> goalOfPair;
        goalOfPair.reserve(newPairs.size());
        for (const EsdPairRecord *rec : newPairs) {
            const auto [it, added] =
                goalOf.emplace(goalKey(rec->goal, rec->modifier), goals.size());
            if (added) {
                goals.emplace_back(rec->goal, rec->modifier);
            }
            goalOfPair.push_back(it->second);
        }
        pg::stage(c, "es_in_goal", std::string("ord BIGINT, goal") + kText + ", modifier" + kText,
                  goals, [ord = std::int64_t{0}](std::string &out, const auto &g) mutable {
                      field(out, ord++);
                      field(out, g.first);
                      field(out, g.second, '\n');
                  });
        c.exec("INSERT INTO esd_goal(goal, modifier) SELECT goal, modifier FROM es_in_goal "
               "ORDER BY ord ON CONFLICT (goal, modifier) DO NOTHING");
        std::vector<std::int64_t> goalIds(goals.size());
        c.copyOut("SELECT i.ord, g.id FROM es_in_goal i JOIN esd_goal g ON g.goal = i.goal AND "
                  "g.modifier = i.modifier",
                  [&](const pg::CopyRow &r) {
                      goalIds.at(static_cast<std::size_t>(r.int64(0))) = r.int64(1);
                  });
        std::vector<std::int64_t> ids;
        ids.reserve(newPairs.size());
        // The sequence named once: as a function of each row it would be looked up again
        // for every pair.
        Statement sequence = db.prepare("SELECT pg_get_serial_sequence('esd_pair', 'id')");
        sequence.step();
        c.copyOut("SELECT nextval(" + c.quoteLiteral(sequence.textView(0)) +
                      "::regclass) FROM generate_series(1, " + std::to_string(newPairs.size()) +
                      ")",
                  [&](const pg::CopyRow &r) { ids.push_back(r.int64(0)); });
        if (ids.size() != newPairs.size()) {
            throw pg::Error(c.server() + ": the server gave " + std::to_string(ids.size()) +
                            " new pair ids for " + std::to_string(newPairs.size()) + " pairs");
        }
        // Under row-level security (an adjudicator's import of a team's project) a server
        // takes no COPY into the table: the pairs are staged and inserted.
        pg::Statement secured =
            c.prepare("SELECT CAST(row_security_active('esd_pair') AS INTEGER)");
        const bool staged = secured.step() && secured.int64(0) != 0;
        secured = pg::Statement();
        std::size_t i = 0;
        const auto pairLine = [&](std::string &out) {
            if (i == newPairs.size()) {
                return false;
            }
            const EsdPairRecord &rec = *newPairs[i];
            stored[newSlots[i]].id = ids[i];
            field(out, ids[i]);
            field(out, rec.id);
            field(out, goalIds[goalOfPair[i]]);
            field(out, rec.step);
            field(out, rec.origin, '\n');
            ++i;
            return true;
        };
        if (staged) {
            c.exec(std::string("CREATE TEMP TABLE IF NOT EXISTS es_in_pair (id BIGINT, ext_id") +
                   kText + ", goal_id BIGINT, step" + kText + ", origin" + kText +
                   ") ON COMMIT DROP");
            c.exec("TRUNCATE es_in_pair");
            c.copyIn("COPY es_in_pair FROM STDIN", pairLine);
            c.exec("INSERT INTO esd_pair(id, ext_id, goal_id, step, origin) SELECT id, ext_id, "
                   "goal_id, step, origin FROM es_in_pair");
        } else {
            c.copyIn("COPY esd_pair(id, ext_id, goal_id, step, origin) FROM STDIN", pairLine);
        }
    }
    struct ScoreRow
    {
        std::size_t slot;
        std::int64_t model;
        int setting;
        double score;
        bool added;
    };
    std::vector<ScoreRow> scoreRows; // added or changed, one a key, with its last value
    // The (model, setting)s that had no scores and that the file scores densely, as
    // importRows tells them, and the columns kept alone that it scores densely again (their
    // builders starting from them), are kept as their column alone: their scores go straight into
    // it, counted as rows would have been, with no rows (8 million of them, and a column of
    // each key's rows by slot, were 450 MB written once at a million pairs, and so half a
    // second of page faults alone). Scored after the pairs are in, which gives the ids.
    std::map<ScoreKey, ScoreColumnBuilder> builders;
    if (!batch.scores.empty()) {
        const std::int64_t mostPairs = largestPairId(db);
        const std::vector<char> fromFile = columnsFromFile(batch, unscored, mostPairs);
        for (std::size_t k = 0; k < unscored.size(); ++k) {
            if (fromFile[k]) {
                const ScoreKey key{modelIds[k / 2], static_cast<int>(k % 2)};
                ScoreColumnBuilder &builder =
                    builders.try_emplace(key, mostPairs, Engine::PostgreSQL).first->second;
                if (unscored[k] == kKeptAlone) {
                    startFromColumn(db, key, builder);
                }
            }
        }
    }
    {
        std::pair<std::int64_t, int> lastKey{-1, -1};
        SlotScores *col = nullptr;
        ScoreColumnBuilder *builder = nullptr;
        for (const EsdScoreRecord &rec : batch.scores) {
            const std::size_t slot = rec.pair;
            const std::pair<std::int64_t, int> key{modelIds[rec.model], rec.core ? 1 : 0};
            if ((!col && !builder) || key != lastKey) {
                const auto alone = builders.find(key);
                builder = alone == builders.end() ? nullptr : &alone->second;
                col = builder ? nullptr : &column(key.first, key.second);
                lastKey = key;
            }
            if (builder) {
                count(sum, builder->give(stored[slot].id, rec.score));
                tick(progress, ++done, total);
                continue;
            }
            std::int64_t &row = col->row[slot];
            if (row >= 0 || col->inProject[slot]) {
                const double now =
                    row >= 0 ? scoreRows[static_cast<std::size_t>(row)].score : col->value[slot];
                if (now == rec.score) {
                    ++sum.scoresUnchanged;
                    tick(progress, ++done, total);
                    continue;
                }
                ++sum.scoresChanged;
            } else {
                ++sum.scoresAdded;
            }
            if (row < 0) {
                row = static_cast<std::int64_t>(scoreRows.size());
                scoreRows.push_back(
                    {slot, key.first, key.second, rec.score, col->inProject[slot] == 0});
            } else {
                scoreRows[static_cast<std::size_t>(row)].score = rec.score;
            }
            tick(progress, ++done, total);
        }
    }

    // A column kept alone that the file gave again as it is stays as it is.
    for (std::size_t k = 0; k < unscored.size(); ++k) {
        const auto it = builders.find(ScoreKey{modelIds[k / 2], static_cast<int>(k % 2)});
        if (it != builders.end() && (unscored[k] != kKeptAlone || it->second.changed())) {
            made.emplace(it->first, it->second.column());
        }
    }
    // Scores have no row-level security: added ones go straight into their table, in the
    // order of its primary key. A file listing each pair's scores together would otherwise
    // put each row in another part of the key's index: 8 million rows took 15.9 s so,
    // against 9.4 s in key order (docs/benchmarks.md). Usually they are in order already.
    if (!scoreRows.empty()) {
        const auto byKey = [&stored](const ScoreRow &a, const ScoreRow &b) {
            return std::tuple(a.model, a.setting, stored[a.slot].id) <
                   std::tuple(b.model, b.setting, stored[b.slot].id);
        };
        if (!std::is_sorted(scoreRows.begin(), scoreRows.end(), byKey)) {
            std::sort(scoreRows.begin(), scoreRows.end(), byKey);
        }
        std::size_t i = 0;
        const auto next = [&](bool added) -> const ScoreRow * {
            while (i < scoreRows.size() && scoreRows[i].added != added) {
                ++i;
            }
            return i < scoreRows.size() ? &scoreRows[i++] : nullptr;
        };
        const auto line = [&stored](std::string &out, const ScoreRow &r) {
            pg::copyBinaryFields(out, 4);
            pg::copyBinaryInt64(out, r.model);
            pg::copyBinaryInt32(out, r.setting);
            pg::copyBinaryInt64(out, stored[r.slot].id);
            pg::copyBinaryReal(out, r.score);
        };
        // Binary rows, in a COPY of the scores' own column types.
        const auto copyScores = [&](const std::string &sql, bool added) {
            i = 0;
            c.copyInBinary(sql, [&](std::string &out) {
                const ScoreRow *r = next(added);
                if (r) {
                    line(out, *r);
                }
                return r != nullptr;
            });
        };
        if (std::any_of(scoreRows.begin(), scoreRows.end(),
                        [](const ScoreRow &r) { return r.added; })) {
            copyScores("COPY esd_score(model_id, setting, pair_id, score) FROM STDIN", true);
        }
        if (std::any_of(scoreRows.begin(), scoreRows.end(),
                        [](const ScoreRow &r) { return !r.added; })) {
            c.exec("CREATE TEMP TABLE IF NOT EXISTS es_in_score (model_id BIGINT, setting "
                   "INTEGER, pair_id BIGINT, score DOUBLE PRECISION) ON COMMIT DROP");
            c.exec("TRUNCATE es_in_score");
            copyScores("COPY es_in_score FROM STDIN", false);
            c.exec("UPDATE esd_score s SET score = i.score FROM es_in_score i WHERE s.model_id = "
                   "i.model_id AND s.setting = i.setting AND s.pair_id = i.pair_id");
        }
    }
    // The labels last: their blocks stay locked from here to the end of the transaction,
    // and a workbench's edit of a label in one of them waits that long (the scores' rows
    // were 9-10 s of a million pairs').
    // Added labels go into their table by COPY where row-level security does not apply to
    // whoever imports (a project without a team, or its owner): staged and inserted, a
    // million pairs' 3 million took 1.6-2.1 s longer (docs/benchmarks.md). Under row-level
    // security (an adjudicator) a server takes no COPY into the table, and they are staged
    // as changed ones are. Added rows need no conflict check: the project had none for
    // their key when this transaction read it.
    if (!labelRows.empty()) {
        const std::string setAt = c.quoteLiteral(at);
        const bool anyAdded = std::any_of(labelRows.begin(), labelRows.end(),
                                          [](const LabelRow &r) { return r.added; });
        const bool anyChanged = std::any_of(labelRows.begin(), labelRows.end(),
                                            [](const LabelRow &r) { return !r.added; });
        bool copied = false;
        if (anyAdded) {
            pg::Statement secured =
                c.prepare("SELECT CAST(row_security_active('esd_label') AS INTEGER)");
            copied = secured.step() && secured.int64(0) == 0;
        }
        if (anyChanged || (anyAdded && !copied)) {
            std::vector<LabelRow> changed;
            if (copied) {
                std::copy_if(labelRows.begin(), labelRows.end(), std::back_inserter(changed),
                             [](const LabelRow &r) { return !r.added; });
            }
            pg::stage(c, "es_in_label",
                      "pair_id BIGINT, person_id BIGINT, label INTEGER, added BOOLEAN",
                      copied ? changed : labelRows, [&stored](std::string &out, const LabelRow &r) {
                          field(out, stored[r.slot].id);
                          field(out, r.person);
                          field(out, std::int64_t{r.label});
                          field(out, r.added ? "t" : "f", '\n');
                      });
        }
        // Changed labels first: their rows, then their blocks, in the order a workbench's
        // edit of one takes them, so that an edit and an import never deadlock.
        if (anyChanged) {
            c.exec("UPDATE esd_label l SET label = i.label, set_at = " + setAt +
                   " FROM es_in_label i WHERE NOT i.added AND l.pair_id = i.pair_id AND "
                   "l.person_id = i.person_id");
        }
        if (copied) {
            std::size_t i = 0;
            c.copyInBinary("COPY esd_label(pair_id, person_id, label, set_at) FROM STDIN",
                           [&](std::string &out) {
                               while (i < labelRows.size() && !labelRows[i].added) {
                                   ++i;
                               }
                               if (i == labelRows.size()) {
                                   return false;
                               }
                               const LabelRow &r = labelRows[i++];
                               pg::copyBinaryFields(out, 4);
                               pg::copyBinaryInt64(out, stored[r.slot].id);
                               pg::copyBinaryInt64(out, r.person);
                               pg::copyBinaryInt32(out, r.label);
                               pg::copyBinaryBytes(out, at);
                               return true;
                           });
        }
        if (anyAdded && !copied) {
            c.exec("INSERT INTO esd_label(pair_id, person_id, label, set_at) SELECT pair_id, "
                   "person_id, label, " +
                   setAt + " FROM es_in_label WHERE added");
        }
        // More than a few labels leave their blocks to be built (esd_label_blocks.h); those
        // the added ones made hold them alone.
        buildLabelBlocks(c, [&](const LabelSink &sink) {
            for (const LabelRow &r : labelRows) {
                if (r.added) {
                    sink(r.person, stored[r.slot].id, r.label);
                }
            }
        });
    }
}

std::optional<std::int8_t>
EsdStore::setLabel(std::int64_t pairId, const std::string &person, std::optional<std::int8_t> label,
                   const std::optional<std::optional<std::int8_t>> &expected)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    Statement ext = db.prepare("SELECT ext_id FROM esd_pair WHERE id = ?");
    ext.bind(1, pairId);
    if (!ext.step()) {
        throw InputError("no ESD pair with id " + std::to_string(pairId));
    }
    const std::string extId = ext.text(0);
    const std::int64_t personId = project_.ensureAnnotator(person);

    std::optional<std::int8_t> old;
    Statement find = db.prepare("SELECT label FROM esd_label WHERE pair_id = ? AND person_id = ?");
    find.bind(1, pairId).bind(2, personId);
    if (find.step()) {
        old = static_cast<std::int8_t>(find.integer(0));
    }
    if (expected && old != *expected && old != label) {
        throw LabelChanged("ESD pair \"" + extId + "\": " + person + "'s label is " +
                           (old ? "now " + labelText(old) : "cleared") +
                           " since, and stays as it is");
    }
    if (old == label) {
        return old;
    }
    if (label) {
        db.prepare("INSERT INTO esd_label(pair_id, person_id, label, set_at) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT(pair_id, person_id) DO UPDATE SET label = excluded.label, "
                   "set_at = excluded.set_at")
            .bind(1, pairId)
            .bind(2, personId)
            .bind(3, static_cast<int>(*label))
            .bind(4, nowUtc())
            .run();
    } else {
        db.prepare("DELETE FROM esd_label WHERE pair_id = ? AND person_id = ?")
            .bind(1, pairId)
            .bind(2, personId)
            .run();
    }
    project_.audit(person, label ? "label.set" : "label.clear", "esd", extId, labelText(old),
                   labelText(label));
    tx.commit();
    return old;
}

EsdPairRow EsdStore::addContributedStep(std::int64_t goalId, const std::string &step,
                                        const std::string &person, const std::string &wanted)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    Statement goal = db.prepare("SELECT count(*) FROM esd_pair WHERE goal_id = ?");
    goal.bind(1, goalId);
    goal.step();
    std::int64_t n = goal.int64(0) + 1;
    Statement taken = db.prepare("SELECT 1 FROM esd_pair WHERE ext_id = ?");
    std::string extId = wanted;
    if (!wanted.empty()) {
        taken.bind(1, wanted);
        if (taken.step()) {
            throw Refused("ESD pair \"" + wanted + "\" is another step now; the step was not added again");
        }
    }
    while (extId.empty()) {
        extId = "g" + std::to_string(goalId) + "-c" + std::to_string(n++);
        taken.reset();
        taken.bind(1, extId);
        if (taken.step()) {
            extId.clear();
        }
    }
    // Contributing is not labelling: the step names who contributed it, and nobody's label
    // (theirs neither) counts for it until they give one.
    db.prepare("INSERT INTO esd_pair(ext_id, goal_id, step, origin, contributor_id) VALUES (?, ?, "
               "?, 'contributed', ?)")
        .bind(1, extId)
        .bind(2, goalId)
        .bind(3, step)
        .bind(4, project_.ensureAnnotator(person))
        .run();
    const std::int64_t pairId = db.lastInsertId();
    project_.audit(person, "pair.add", "esd", extId, {}, step);
    tx.commit();
    EsdPairRow row;
    row.id = pairId;
    row.extId = extId;
    row.step = step;
    row.contributed = true;
    return row;
}

void EsdStore::removeContributedStep(std::int64_t pairId, const std::string &person)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    Statement find = db.prepare("SELECT ext_id, step, origin FROM esd_pair WHERE id = ?");
    find.bind(1, pairId);
    if (!find.step()) {
        throw InputError("no ESD pair with id " + std::to_string(pairId));
    }
    if (find.text(2) != "contributed") {
        throw InputError("pair \"" + find.text(0) + "\" comes from wikiHow and cannot be removed");
    }
    const std::string extId = find.text(0);
    const std::string step = find.text(1);
    const std::string kept = "the step \"" + extId + "\" was not removed: ";
    Statement labels = db.prepare("SELECT count(*) FROM esd_label WHERE pair_id = ?");
    labels.bind(1, pairId).step();
    if (labels.int64(0) > 0) {
        throw Refused(kept + std::to_string(labels.int64(0)) + " label(s) given since refer to it");
    }
    Statement decided = db.prepare("SELECT 1 FROM esd_adjudication WHERE pair_id = ?");
    decided.bind(1, pairId);
    if (decided.step()) {
        throw Refused(kept + "an adjudicator decided it");
    }
    Statement scored = db.prepare("SELECT 1 FROM esd_score WHERE pair_id = ? LIMIT 1");
    scored.bind(1, pairId);
    if (scored.step() || scoredAlone(db, pairId)) {
        throw Refused(kept + "a model's scores refer to it");
    }
    try {
        db.prepare("DELETE FROM esd_pair WHERE id = ?").bind(1, pairId).run();
    } catch (const pg::Error &e) {
        // On a team's server the rows that hold it back may be hidden from this login:
        // others' labels, a decision.
        if (e.sqlState() != "23503") {
            throw;
        }
        throw Refused(kept + "others' work refers to it");
    }
    project_.audit(person, "pair.remove", "esd", extId, step, {});
    tx.commit();
}

std::int64_t EsdStore::pairId(const std::string &extId)
{
    Statement find = project_.connection().prepare("SELECT id FROM esd_pair WHERE ext_id = ?");
    find.bind(1, extId);
    if (!find.step()) {
        throw InputError(project_.path() + ": no ESD pair with id \"" + extId + "\"");
    }
    return find.int64(0);
}

std::optional<EsdAdjudication> EsdStore::adjudicate(std::int64_t pairId, const std::string &person,
                                                    const std::optional<EsdAdjudication> &decision,
                                                    const ExpectedDecision &expected,
                                                    std::optional<DecisionStamp> *inForce)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const Person adjudicator = project_.requireAdjudicator(person);
    if (decision && (decision->label < kInvalid || decision->label > kEssential)) {
        throw InputError("an ESD label is 1, 0 or -1, not " + std::to_string(decision->label));
    }
    Statement find = db.prepare("SELECT p.ext_id FROM esd_pair p WHERE p.id = ?");
    find.bind(1, pairId);
    if (!find.step()) {
        throw InputError("no ESD pair with id " + std::to_string(pairId));
    }
    const std::string extId = find.text(0);
    lockDecision(db, "esd", extId);
    find = db.prepare("SELECT a.label, a.note, w.name, a.set_at FROM esd_adjudication a "
                      "JOIN person w ON w.id = a.person_id WHERE a.pair_id = ?");
    find.bind(1, pairId);
    std::optional<EsdAdjudication> old;
    std::optional<DecisionStamp> stamp;
    if (find.step()) {
        old = EsdAdjudication{static_cast<std::int8_t>(find.integer(0)), find.text(1)};
        stamp = DecisionStamp{find.text(2), find.text(3)};
    }
    find = Statement();
    checkDecision(project_, expected, stamp,
                  old ? "label " + std::to_string(old->label) : std::string(), "esd", extId,
                  "ESD pair \"" + extId + "\"");
    if (old == decision) {
        if (inForce) {
            *inForce = stamp;
        }
        return old;
    }
    const std::string at = nowUtc();
    if (decision) {
        db.prepare("INSERT INTO esd_adjudication(pair_id, label, person_id, note, set_at) VALUES "
                   "(?, ?, ?, ?, ?) "
                   "ON CONFLICT(pair_id) DO UPDATE SET label = excluded.label, person_id = "
                   "excluded.person_id, "
                   "note = excluded.note, set_at = excluded.set_at")
            .bind(1, pairId)
            .bind(2, static_cast<int>(decision->label))
            .bind(3, adjudicator.id)
            .bind(4, decision->note)
            .bind(5, at)
            .run();
    } else {
        db.prepare("DELETE FROM esd_adjudication WHERE pair_id = ?").bind(1, pairId).run();
    }
    project_.audit(person, decision ? "adjudicate" : "adjudication.withdraw", "esd", extId,
                   old ? std::to_string(old->label) : std::string(),
                   decision ? std::to_string(decision->label) : std::string(),
                   decision ? decision->note : std::string());
    // On a team server the decision's author is the connected login, whatever was sent.
    const std::string written = decision ? decisionAuthor(db, "esd_adjudication", "pair_id = ?",
                                                          [&](Statement &s) { s.bind(1, pairId); })
                                         : std::string();
    tx.commit();
    if (inForce) {
        *inForce = decision ? std::optional(DecisionStamp{written, at}) : std::nullopt;
    }
    return old;
}

std::optional<EsdDecision> EsdStore::decision(std::int64_t pairId)
{
    Statement s = project_.connection().prepare(
        "SELECT a.label, w.name, a.note, a.set_at FROM esd_adjudication a JOIN person w ON w.id = "
        "a.person_id WHERE a.pair_id = ?");
    s.bind(1, pairId);
    if (!s.step()) {
        return std::nullopt;
    }
    return EsdDecision{static_cast<std::int8_t>(s.integer(0)), s.text(1), s.text(2), s.text(3)};
}

namespace {

struct ModelInfo
{
    std::string name;
    metrics::ScoreDirection direction;
    std::string family;
    std::optional<double> params;
};

std::unordered_map<std::int64_t, ModelInfo> readModels(Connection &db)
{
    std::unordered_map<std::int64_t, ModelInfo> models;
    forEachRow(db, "SELECT id, name, direction, family, params FROM model", [&](const auto &s) {
        models.emplace(s.int64(0),
                       ModelInfo{s.text(1),
                                 s.text(2) == "lower" ? metrics::ScoreDirection::LowerIsPositive
                                                      : metrics::ScoreDirection::HigherIsPositive,
                                 s.text(3), s.isNull(4) ? std::nullopt : std::optional(s.real(4))});
    });
    return models;
}

// A model's scores in one setting, none given yet.
metrics::EsdModelScores unscored(const ModelInfo &info, std::int64_t core, std::size_t pairs)
{
    metrics::EsdModelScores m;
    m.model = info.name;
    m.setting = core ? "core" : "full";
    m.direction = info.direction;
    m.family = info.family;
    m.params = info.params;
    m.scores.assign(pairs, std::numeric_limits<double>::quiet_NaN());
    return m;
}

// Every score column of a project, in pair order and ranked, read on a connection of its
// own while the load's reads the pairs and labels: on two cores the columns and their
// rankings were a third of opening a million pairs (docs/benchmarks.md).
struct ColumnsRead
{
    // What the scores' places stand for, read beside the load's on a file (to be checked
    // against them); empty on a server, where they are the load's own.
    std::vector<std::int64_t> pairIds;
    std::vector<std::pair<ScoreKey, metrics::EsdModelScores>> models;
};

// A file's pair ids are read here beside the load's pairs, and the columns follow at once.
// A server's come from the load once it has read them, since a second scan of a million
// pairs there took a quarter second of the two cores both connections share (and waiting
// for the load made a file's columns the last of its report to finish, 0.1-0.3 s later).
// Meanwhile, where the server counts about as many pairs as the largest id, the columns
// are ranked as though the ids were 1 to `mostPairs`, as imports number them: once a
// server's labels came as blocks, waiting for the load's pairs made these the last step
// of opening a million pairs (docs/benchmarks.md). Ids that turn out otherwise (a pair
// removed, ids a failed import drew) have them ranked again, as they were before.
// Nothing when the project cannot be read so (the load then reads the columns itself, and
// meets the error where it would have), or when the load stops before it has the pairs.
std::optional<ColumnsRead> readColumnsAside(const std::function<Connection()> &open,
                                            std::future<std::vector<std::int64_t>> fromLoad,
                                            std::int64_t mostPairs)
{
    try {
        Connection db = open();
        const ReadTransaction read(db);
        ColumnsRead out;
        const bool file = db.engine() == Engine::SQLite;
        if (file) {
            out.pairIds.reserve(static_cast<std::size_t>(mostPairs));
            forEachRow(db, "SELECT id FROM esd_pair ORDER BY id",
                       [&](const auto &s) { out.pairIds.push_back(s.int64(0)); });
        }
        const auto models = readModels(db);
        metrics::RankScratch scratch;
        const auto rankAll = [&](const std::vector<std::int64_t> &pairIds) {
            out.models.clear();
            for (const auto &model : models) {
                // Named, not bound: clang (the fuzzers' build) captures no structured binding.
                const std::int64_t id = model.first;
                const ModelInfo &info = model.second;
                for (const int core : {0, 1}) {
                    readScoreColumn(db, {id, core}, [&](const ScoreColumnView &column) {
                        metrics::EsdModelScores m = unscored(info, core, pairIds.size());
                        std::vector<double> &scores = m.scores.edit();
                        for (std::size_t i = 0; i < scores.size(); ++i) {
                            scores[i] = column.of(pairIds[i]);
                        }
                        m.rank(scratch);
                        out.models.emplace_back(ScoreKey{id, core}, std::move(m));
                    });
                }
            }
        };
        if (file) {
            rankAll(out.pairIds);
            return out;
        }
        // Guessed only where the server's count of the pairs (its estimate, as of the last
        // ANALYZE) says the ids leave no gap worth the name: a guess that misses ranks twice.
        std::vector<std::int64_t> guess;
        {
            Statement s = db.prepare("SELECT CAST(reltuples AS DOUBLE PRECISION) FROM pg_class "
                                     "WHERE oid = 'esd_pair'::regclass");
            if (s.step() && mostPairs > 0 && s.real(0) >= 0.999 * static_cast<double>(mostPairs)) {
                guess.resize(static_cast<std::size_t>(mostPairs));
                std::iota(guess.begin(), guess.end(), std::int64_t{1});
                rankAll(guess);
            }
        }
        const std::vector<std::int64_t> loaded = fromLoad.get();
        if (guess.empty() || loaded != guess) {
            rankAll(loaded);
        }
        return out;
    } catch (const DbError &) {
        return std::nullopt;
    } catch (const std::future_error &) {
        return std::nullopt; // the load stopped before its pairs, and reads nothing of this
    }
}

} // namespace

std::int64_t EsdStore::pairsAtMost()
{
    return largestPairId(project_.connection());
}

EsdSnapshot EsdStore::load(const EsdLoadOptions &options)
{
    Connection &db = project_.connection();
    EsdSnapshot snap;
    // A second connection reads the score columns at the same time, seeing what this one
    // sees (SteadyRead): on a file this holds the write lock, when it is free.
    const std::int64_t mostPairs = pairsAtMost();
    const bool wantAside =
        options.scoreColumns && mostPairs >= static_cast<std::int64_t>(options.columnsAsideFrom);
    const SteadyRead read(db, wantAside);
    std::future<std::optional<ColumnsRead>> columnsAside; // ends before `read`
    // Ends before `columnsAside`, whose end waits for a reader that may be waiting for it.
    std::promise<std::vector<std::int64_t>> pairIdsAside;
    if (read.steady()) {
        try {
            columnsAside =
                std::async(std::launch::async, readColumnsAside, read.beside(project_.path()),
                           pairIdsAside.get_future(), mostPairs);
        } catch (const std::system_error &) {
            // No thread to be had: the columns are read below, on this one.
        }
    }

    std::unordered_map<std::int64_t, std::uint32_t> goalIndex;
    forEachRow(db,
               options.text ? "SELECT id, goal, modifier FROM esd_goal ORDER BY id"
                            : "SELECT id FROM esd_goal ORDER BY id",
               [&](const auto &s) {
                   goalIndex.emplace(s.int64(0), static_cast<std::uint32_t>(snap.goals.size()));
                   snap.goals.push_back({s.int64(0),
                                         options.text ? s.text(1) : std::string(),
                                         options.text ? s.text(2) : std::string(),
                                         {},
                                         {}});
               });
    // Room for every pair at once: grown pair by pair, a million pairs' rows were copied
    // into ever larger vectors, and the last copy held twice their memory at its peak. Ids
    // are dense, and the largest is one step down an index where a server counts by
    // reading the whole table (0.2 s at a million pairs).
    snap.pairs.reserve(static_cast<std::size_t>(mostPairs));
    snap.adjudicated.reserve(static_cast<std::size_t>(mostPairs));
    snap.pairIndexById.reserve(static_cast<std::size_t>(mostPairs) + 1);
    // Pairs are kept in id order. A server sends them as its table lies (orderedWhereFree),
    // which is id order unless rows moved (an undone contributed step's room taken by a
    // later one), and then they are put in order after.
    // Without text the query names no text at all: two empty strings a row were a third
    // of a server's time for the pairs (docs/benchmarks.md).
    bool anyContributed = false; // their contributors are read after, when there are any
    forEachRow(db,
               orderedWhereFree(db, options.text ? "SELECT id, goal_id, origin = 'contributed', "
                                                   "ext_id, step FROM esd_pair"
                                                 : "SELECT id, goal_id, origin = 'contributed' "
                                                   "FROM esd_pair"),
               [&](const auto &s) {
                   EsdPairRow row;
                   row.id = s.int64(0);
                   row.goal = goalIndex.at(s.int64(1));
                   row.contributed = s.int64(2) != 0;
                   anyContributed = anyContributed || row.contributed;
                   if (options.text) {
                       row.extId = s.text(3);
                       row.step = s.text(4);
                   }
                   // No labels or models yet: this only indexes the pair.
                   snap.appendPair(std::move(row));
               });
    snap.sortPairs();
    if (anyContributed) {
        forEachRow(db,
                   "SELECT p.id, n.name FROM esd_pair p JOIN person n ON n.id = p.contributor_id "
                   "WHERE p.origin = 'contributed'",
                   [&](const auto &s) { snap.contributors.emplace(s.int64(0), s.text(1)); });
    }
    const std::size_t nPairs = snap.pairs.size();
    if (columnsAside.valid() && db.engine() != Engine::SQLite) {
        std::vector<std::int64_t> ids;
        ids.reserve(nPairs);
        for (const EsdPairRow &pair : snap.pairs) {
            ids.push_back(pair.id);
        }
        pairIdsAside.set_value(std::move(ids));
    }

    // People get a column as they first appear and the columns are put in name order
    // afterwards, so the labels' order does not matter (a server sends them as they lie).
    std::vector<std::int64_t> people;
    std::vector<std::vector<std::int8_t>> columns;
    const auto setLabel = [&](std::int64_t person, std::int64_t pair, int label) {
        std::size_t c = 0;
        while (c < people.size() && people[c] != person) {
            ++c;
        }
        if (c == people.size()) {
            people.push_back(person);
            columns.emplace_back(nPairs, kNoLabel);
        }
        const int index = snap.pairIndex(pair);
        if (index >= 0) {
            columns[c][static_cast<std::size_t>(index)] = static_cast<std::int8_t>(label);
        }
    };
    if (pg::Connection *server = db.server()) {
        std::vector<std::pair<std::int64_t, std::int64_t>> damaged; // person, block
        // A server sends each person's labels as their blocks (esd_label_blocks.h), and the
        // rows of those not built, in one statement: one snapshot, whatever the transaction.
        // Those rows are found by their key's range: joined by block, the planner read
        // every label to find a few. A block that does not read as one (written by hand)
        // is read as its rows after, by the same range.
        server->copyOut(
            "SELECT b.person_id, b.block, b.labels, NULL::bigint, NULL::integer FROM "
            "esd_label_block b WHERE b.labels IS NOT NULL UNION ALL SELECT l.person_id, NULL, "
            "NULL, l.pair_id, l.label FROM esd_label_block b JOIN esd_label l ON l.person_id = "
            "b.person_id AND l.pair_id >= b.block * 4096 AND l.pair_id < b.block * 4096 + 4096 "
            "WHERE b.labels IS NULL",
            [&](const pg::CopyRow &r) {
                const std::int64_t person = r.int64(0);
                if (r.isNull(1)) {
                    setLabel(person, r.int64(3), r.integer(4));
                    return;
                }
                const std::string_view bytes = r.textView(2);
                if (!wholeLabelBlock(bytes)) {
                    damaged.emplace_back(person, r.int64(1));
                    return;
                }
                const std::int64_t first = r.int64(1) * kLabelBlockPairs;
                for (std::size_t k = 0; k < bytes.size(); ++k) {
                    const int label = labelOfByte(bytes[k]);
                    if (label != kNoLabelByte) {
                        setLabel(person, first + static_cast<std::int64_t>(k), label);
                    }
                }
            });
        for (const auto &[person, block] : damaged) {
            Statement s = db.prepare("SELECT pair_id, label FROM esd_label WHERE person_id = ? "
                                     "AND pair_id >= ? AND pair_id < ?");
            s.bind(1, person)
                .bind(2, block * kLabelBlockPairs)
                .bind(3, (block + 1) * kLabelBlockPairs);
            while (s.step()) {
                setLabel(person, s.int64(0), s.integer(1));
            }
        }
    } else {
        forEachRow(db, "SELECT pair_id, person_id, label FROM esd_label",
                   [&](const auto &s) { setLabel(s.int64(1), s.int64(0), s.integer(2)); });
    }
    std::map<std::string, std::size_t> byName;
    {
        Statement s = db.prepare("SELECT name FROM person WHERE id = ?");
        for (std::size_t c = 0; c < people.size(); ++c) {
            s.bind(1, people[c]);
            s.step();
            byName.emplace(s.text(0), c);
            s.reset();
        }
    }
    snap.labels.pairs = nPairs;
    snap.labels.annotators = people.size();
    snap.labels.labels.assign(nPairs * people.size(), kNoLabel);
    std::size_t col = 0;
    for (const auto &[name, c] : byName) {
        snap.annotators.push_back(name);
        snap.annotatorIds.push_back(people[c]);
        for (std::size_t p = 0; p < nPairs; ++p) {
            snap.labels.labels[p * people.size() + col] = columns[c][p];
        }
        ++col;
    }

    forEachRow(db, std::string(kDecisionsSql),
               [&](const auto &s) {
                   const int index = snap.pairIndex(s.int64(0));
                   if (index >= 0) {
                       snap.setDecision(static_cast<std::uint32_t>(index), decisionOf(s));
                   }
               });
    // An annotator working blind on a team's server reads no decision, only which pairs
    // are decided.
    for (const std::int64_t id : decidedPairsHidden(db, {})) {
        if (const int index = snap.pairIndex(id); index >= 0) {
            snap.decided.insert(static_cast<std::uint32_t>(index));
        }
    }

    {
        Statement s = db.prepare("SELECT id FROM person WHERE role <> 'annotator' ORDER BY id");
        while (s.step()) {
            snap.nonAnnotators.push_back(s.int64(0));
        }
    }
    {
        Statement s = db.prepare("SELECT g.name, g.setting, m.person_id FROM rater_group g LEFT "
                                 "JOIN rater_group_member m ON m.group_id = g.id ORDER BY g.name, "
                                 "m.person_id");
        while (s.step()) {
            if (snap.groups.empty() || snap.groups.back().name != s.text(0)) {
                snap.groups.push_back({s.text(0), s.text(1), {}});
            }
            if (!s.isNull(2)) {
                snap.groups.back().members.push_back(s.int64(2));
            }
        }
    }
    {
        // On a team's server an annotator reads only their own rows: their blind view
        // has no panels anyway.
        Statement s = db.prepare("SELECT item_id, person_id FROM assignment WHERE dataset = 'esd' "
                                 "ORDER BY item_id, person_id");
        while (s.step()) {
            const auto goal = goalIndex.find(s.int64(0));
            snap.assigned = true;
            if (goal != goalIndex.end()) {
                snap.goals[goal->second].panel.push_back(s.int64(1));
            }
        }
    }

    const std::unordered_map<std::int64_t, ModelInfo> models = readModels(db);
    {
        // A file keeps scores in key order for free (its primary key); a server would
        // have to walk an index or sort, slower than reading the table as it lies
        // (docs/benchmarks.md), which is usually model by model as imports wrote it.
        // Either way, when the rows move on to another model the last one is ranked on
        // the second core while reading goes on; a model whose rows come back later is
        // ranked again at the end. A deque keeps the loaded ones where they are.
        struct Loaded
        {
            metrics::EsdModelScores scores;
            bool ranked = false;
        };
        std::deque<Loaded> loaded;
        std::map<std::pair<std::int64_t, std::int64_t>, Loaded *> byKey;
        // One ranking at a time runs in the background, so they share their buffers; made
        // before the future, whose destructor waits for the ranking, so it outlives it.
        metrics::RankScratch backgroundScratch;
        std::future<void> ranking;
        Loaded *inRanking = nullptr;
        auto finishRanking = [&] {
            if (ranking.valid()) {
                ranking.get();
            }
            inRanking = nullptr;
        };
        auto rankInBackground = [&](Loaded &m) {
            finishRanking();
            m.ranked = true;
            inRanking = &m;
            ranking = std::async(std::launch::async,
                                 [&m, &backgroundScratch] { m.scores.rank(backgroundScratch); });
        };
        std::int64_t currentModel = -1;
        std::int64_t currentCore = -1;
        Loaded *current = nullptr;
        // Makes (model, core) the one the next scores go to.
        // Off while columns load: each takes a moment, and they are ranked together at the end.
        bool rankOnSwitch = true;
        auto switchTo = [&](std::int64_t model, std::int64_t core) {
            if (current && rankOnSwitch) {
                rankInBackground(*current);
            }
            auto &slot = byKey[{model, core}];
            if (!slot) {
                loaded.emplace_back().scores = unscored(models.at(model), core, nPairs);
                slot = &loaded.back();
            }
            if (slot == inRanking) {
                finishRanking(); // its scores are not to change under it
            }
            slot->ranked = false;
            current = slot;
            currentModel = model;
            currentCore = core;
        };
        auto put = [&](std::int64_t pair, double score) {
            const int index = snap.pairIndex(pair);
            if (index >= 0) {
                current->scores.scores.edit()[static_cast<std::size_t>(index)] = score;
            }
        };
        // A (model, setting) with a column is read in one piece; the others row by row.
        std::set<ScoreKey> fromColumns;
        std::optional<ColumnsRead> aside = columnsAside.valid() ? columnsAside.get() : std::nullopt;
        if (aside && db.engine() == Engine::SQLite &&
            !std::equal(aside->pairIds.begin(), aside->pairIds.end(), snap.pairs.begin(),
                        snap.pairs.end(),
                        [](std::int64_t id, const EsdPairRow &pair) { return id == pair.id; })) {
            aside.reset(); // cannot be, in one state; read them here if it ever were
        }
        if (options.columnsReadAside) {
            *options.columnsReadAside = aside.has_value();
        }
        if (aside) {
            for (auto &[key, scores] : aside->models) {
                Loaded &m = loaded.emplace_back(Loaded{std::move(scores), true});
                byKey[key] = &m;
                fromColumns.insert(key);
            }
        } else {
            // Without columns, those kept alone still: they are the only copy of their scores.
            const std::set<ScoreKey> sole =
                options.scoreColumns ? std::set<ScoreKey>{} : soleScoreKeys(db);
            rankOnSwitch = false;
            for (const auto &entry : models) {
                for (const int core : {0, 1}) {
                    if (!options.scoreColumns && sole.count({entry.first, core}) == 0) {
                        continue;
                    }
                    const bool inColumn = readScoreColumn(
                        db, {entry.first, core}, [&](const ScoreColumnView &column) {
                            switchTo(entry.first, core);
                            std::vector<double> &scores = current->scores.scores.edit();
                            for (std::size_t i = 0; i < nPairs; ++i) {
                                scores[i] = column.of(snap.pairs[i].id);
                            }
                        });
                    if (inColumn) {
                        fromColumns.insert({entry.first, core});
                    }
                }
            }
            rankOnSwitch = true;
            current = nullptr;
            currentModel = -1;
        }
        if (db.engine() == Engine::SQLite) {
            // One range of the primary key per model and setting, two columns a row: SQLite
            // pays for every column a row returns, and each row's model and setting were
            // two of four (docs/benchmarks.md: the 1M report without intervals).
            // (The models are put in name order at the end, whatever order they load in.)
            Statement s = db.prepare("SELECT pair_id, score FROM esd_score WHERE model_id = ? AND "
                                     "setting = ? ORDER BY pair_id");
            for (const auto &entry : models) {
                const std::int64_t model = entry.first;
                for (const std::int64_t core : {0, 1}) {
                    if (fromColumns.count({model, static_cast<int>(core)}) != 0) {
                        continue;
                    }
                    s.bind(1, model);
                    s.bind(2, core);
                    bool first = true;
                    while (s.step()) {
                        if (first) {
                            switchTo(model, core);
                            first = false;
                        }
                        put(s.int64(0), s.real(1));
                    }
                    s.reset();
                }
            }
        } else if (fromColumns.size() < 2 * models.size()) {
            forEachRow(db, "SELECT model_id, setting, pair_id, score FROM esd_score",
                       [&](const auto &s) {
                           const std::int64_t model = s.int64(0);
                           const std::int64_t core = s.int64(1);
                           if (fromColumns.count({model, static_cast<int>(core)}) != 0) {
                               return;
                           }
                           if (model != currentModel || core != currentCore) {
                               switchTo(model, core);
                           }
                           put(s.int64(2), s.real(3));
                       });
        }
        if (current) {
            rankInBackground(*current);
        }
        finishRanking();
        backgroundScratch = {}; // the parts below bring their own
        // What is left (the columns, and models whose rows came back later) is ranked on
        // every core.
        std::vector<Loaded *> left;
        for (Loaded &m : loaded) {
            if (!m.ranked) {
                left.push_back(&m);
                m.ranked = true;
            }
        }
        metrics::forEachPartWith<metrics::RankScratch>(
            left.size(), [&left](std::size_t i, metrics::RankScratch &scratch) {
                left[i]->scores.rank(scratch);
            });
        for (Loaded &m : loaded) {
            snap.models.push_back(std::move(m.scores));
        }
    }
    std::sort(snap.models.begin(), snap.models.end(), [](const auto &a, const auto &b) {
        return a.model != b.model ? a.model < b.model : a.setting > b.setting; // full, then core
    });
    return snap;
}

namespace {

// id, goal, modifier (when there is one) and step: the start of every pair line.
nlohmann::ordered_json pairLine(const EsdSnapshot &snap, std::size_t p)
{
    const EsdPairRow &pair = snap.pairs[p];
    const EsdGoalRow &goal = snap.goals[pair.goal];
    nlohmann::ordered_json line = {{"id", pair.extId}, {"goal", goal.goal}};
    if (!goal.modifier.empty()) {
        line["modifier"] = goal.modifier;
    }
    line["step"] = pair.step;
    return line;
}

} // namespace

void EsdStore::exportJsonLines(std::ostream &out, ExportWhat what, const std::string &onlyAnnotator)
{
    using ojson = nlohmann::ordered_json;
    // One state of the project for the pairs, and for the scores read after them.
    Connection &db = project_.connection();
    const ReadTransaction read(db);
    EsdSnapshot snap = asSeenBy(load(), onlyAnnotator);
    if (what == ExportWhat::Gold) {
        snap.models.clear();
        const metrics::EsdStatistics st = esdStatistics(snap);
        for (std::size_t p = 0; p < snap.pairs.size(); ++p) {
            if (st.gold[p] == kNoLabel) {
                continue;
            }
            ojson line = pairLine(snap, p);
            line["gold"] = st.gold[p];
            out << line.dump() << '\n';
        }
        return;
    }

    for (std::size_t p = 0; p < snap.pairs.size(); ++p) {
        const EsdPairRow &pair = snap.pairs[p];
        ojson line = pairLine(snap, p);
        const auto contributor = snap.contributors.find(pair.id);
        const bool theirs =
            contributor != snap.contributors.end() && contributor->second == onlyAnnotator;
        if (pair.contributed) {
            line["origin"] = "contributed";
            if (contributor != snap.contributors.end()) {
                line["contributor"] = contributor->second;
            }
        }
        if (!onlyAnnotator.empty() && pair.contributed && !theirs &&
            (snap.labels.annotators == 0 || snap.labels.at(p, 0) == kNoLabel)) {
            continue; // someone else's step: they have not seen it
        }
        ojson labels = ojson::object();
        for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
            const std::int8_t l = snap.labels.at(p, a);
            if (l != kNoLabel) {
                labels[snap.annotators[a]] = l;
            }
        }
        if (!labels.empty()) {
            line["labels"] = std::move(labels);
        }
        out << line.dump() << '\n';
    }

    // Scores in the order the store keeps them (model, setting, pair), whether as rows or
    // as a column alone, model metadata on each model's first line.
    const std::set<ScoreKey> sole = soleScoreKeys(db);
    std::unordered_map<std::int64_t, std::string> extIds; // of every pair, for columns alone
    if (!sole.empty()) {
        forEachRow(db, "SELECT id, ext_id FROM esd_pair",
                   [&](const auto &r) { extIds.emplace(r.int64(0), r.text(1)); });
    }
    Statement rows = db.prepare("SELECT p.ext_id, s.score FROM esd_score s JOIN esd_pair p ON "
                                "p.id = s.pair_id WHERE s.model_id = ? AND s.setting = ? "
                                "ORDER BY s.pair_id");
    Statement models =
        db.prepare("SELECT id, name, direction, family, params FROM model ORDER BY id");
    while (models.step()) {
        const std::int64_t model = models.int64(0);
        bool first = true;
        const auto put = [&](const std::string &extId, int setting, double score) {
            ojson line = {{"id", extId},
                          {"model", models.text(1)},
                          {"setting", setting == 1 ? "core" : "full"},
                          {"score", score}};
            if (first) {
                first = false;
                if (!models.isNull(2)) {
                    line["direction"] = models.text(2);
                }
                if (!models.isNull(3)) {
                    line["family"] = models.text(3);
                }
                if (!models.isNull(4)) {
                    line["params"] = models.real(4);
                }
            }
            out << line.dump() << '\n';
        };
        for (const int setting : {0, 1}) {
            if (sole.count({model, setting}) != 0) {
                readScoreColumn(db, {model, setting}, [&](const ScoreColumnView &column) {
                    for (std::size_t k = 0; k < column.size(); ++k) {
                        const double score = column.at(k);
                        // A pair gone (by SQL typed on a server) has no line, as its
                        // row had none.
                        const auto pair =
                            extIds.find(column.firstPair + static_cast<std::int64_t>(k));
                        if (!std::isnan(score) && pair != extIds.end()) {
                            put(pair->second, setting, score);
                        }
                    }
                });
                continue;
            }
            rows.bind(1, model).bind(2, setting);
            while (rows.step()) {
                put(rows.text(0), setting, rows.real(1));
            }
            rows.reset();
        }
    }
}

std::optional<std::vector<std::uint32_t>>
EsdStore::refreshPairs(EsdSnapshot &snapshot, const std::set<std::int64_t> &pairIds,
                       const std::string &blindTo)
{
    std::vector<std::uint32_t> indices;
    indices.reserve(pairIds.size());
    for (const std::int64_t id : pairIds) {
        const int index = snapshot.pairIndex(id);
        if (index < 0) {
            return std::nullopt;
        }
        indices.push_back(static_cast<std::uint32_t>(index));
    }
    if (indices.empty()) {
        return indices;
    }
    Connection &db = project_.connection();
    const bool server = db.engine() == Engine::PostgreSQL;
    // One statement for the whole set, whose ids travel as one array value.
    std::string list;
    for (const std::int64_t id : pairIds) {
        list += (list.empty() ? "" : ",") + std::to_string(id);
    }
    list = server ? "{" + list + "}" : "[" + list + "]";
    const char *inList =
        server ? " = ANY(CAST(? AS BIGINT[]))" : " IN (SELECT value FROM json_each(?))";

    const ReadTransaction read(db);
    auto &t = snapshot.labels;
    std::set<std::size_t> touchedColumns;
    for (const std::uint32_t p : indices) {
        for (std::size_t c = 0; c < t.annotators; ++c) {
            if (t.labels[p * t.annotators + c] != kNoLabel) {
                t.labels[p * t.annotators + c] = kNoLabel;
                touchedColumns.insert(c);
            }
        }
    }
    {
        Statement s = db.prepare(std::string("SELECT l.pair_id, p.name, l.person_id, l.label "
                                             "FROM esd_label l JOIN person p ON p.id = l.person_id "
                                             "WHERE l.pair_id") +
                                 inList);
        s.bind(1, list);
        while (s.step()) {
            const std::string name = s.text(1);
            if (!blindTo.empty() && name != blindTo) {
                continue;
            }
            int column = snapshot.annotatorColumn(name);
            if (column < 0) {
                const std::size_t added = snapshot.addAnnotator(name, s.int64(2));
                // Columns after the new one moved one place to the right.
                std::set<std::size_t> shifted;
                for (const std::size_t c : touchedColumns) {
                    shifted.insert(c >= added ? c + 1 : c);
                }
                touchedColumns = std::move(shifted);
                column = static_cast<int>(added);
            }
            const auto p = static_cast<std::size_t>(snapshot.pairIndex(s.int64(0)));
            t.labels[p * t.annotators + static_cast<std::size_t>(column)] =
                static_cast<std::int8_t>(s.integer(3));
        }
    }
    // A column whose last label went is gone, as from a fresh load; right to left, so
    // that the indices still to check stay put.
    for (auto c = touchedColumns.rbegin(); c != touchedColumns.rend(); ++c) {
        bool empty = true;
        for (std::size_t p = 0; p < t.pairs && empty; ++p) {
            empty = t.labels[p * t.annotators + *c] == kNoLabel;
        }
        if (empty) {
            snapshot.removeAnnotator(*c);
        }
    }
    if (blindTo.empty()) {
        for (const std::uint32_t p : indices) {
            snapshot.setDecision(p, std::nullopt);
        }
        Statement s = db.prepare(std::string(kDecisionsSql) + " WHERE a.pair_id" + inList);
        s.bind(1, list);
        while (s.step()) {
            snapshot.setDecision(static_cast<std::uint32_t>(snapshot.pairIndex(s.int64(0))),
                                 decisionOf(s));
        }
    } else {
        // Blind: which of these pairs are decided, never what was decided.
        for (const std::uint32_t p : indices) {
            snapshot.decided.erase(p);
        }
        Statement s =
            db.prepare(std::string("SELECT pair_id FROM esd_adjudication WHERE pair_id") + inList);
        s.bind(1, list);
        std::vector<std::int64_t> ids;
        while (s.step()) {
            ids.push_back(s.int64(0));
        }
        for (const std::int64_t id : decidedPairsHidden(db, ids)) {
            ids.push_back(id);
        }
        for (const std::int64_t id : ids) {
            if (const int index = snapshot.pairIndex(id); index >= 0) {
                snapshot.decided.insert(static_cast<std::uint32_t>(index));
            }
        }
    }
    return indices;
}

std::vector<std::vector<std::uint32_t>> EsdStore::labellingOrder(const EsdSnapshot &snapshot)
{
    // The order is (set_at, pair id), set_at being ISO 8601 UTC with milliseconds (text
    // order is time order). Asking SQL for it sorted every label of the project, 2.4 s
    // of signing in at 3,000,000 labels; here the rows come as they lie, each distinct
    // time is numbered once (an import gives all its labels one), and each column's
    // (time, pair) keys are sorted as integers. Pair indices follow pair ids, so the
    // order is the same.
    const std::size_t columns = snapshot.annotators.size();
    std::vector<std::vector<std::uint64_t>> keys(columns);
    std::unordered_map<std::string, std::uint32_t> timeIds;
    std::string lastTime;
    std::uint32_t lastId = 0;
    forEachRow(
        project_.connection(), "SELECT person_id, pair_id, set_at FROM esd_label",
        [&](const auto &s) {
            const std::int64_t person = s.int64(0);
            std::size_t c = 0;
            while (c < columns && snapshot.annotatorIds[c] != person) {
                ++c;
            }
            const int pair = snapshot.pairIndex(s.int64(1));
            if (c == columns || pair < 0) {
                return;
            }
            const std::string_view time = s.textView(2);
            if (timeIds.empty() || time != lastTime) {
                lastTime.assign(time);
                lastId = timeIds.try_emplace(lastTime, std::uint32_t(timeIds.size())).first->second;
            }
            keys[c].push_back(std::uint64_t(lastId) << 32 | std::uint32_t(pair));
        });
    std::vector<std::pair<std::string_view, std::uint32_t>> times;
    times.reserve(timeIds.size());
    for (const auto &[text, id] : timeIds) {
        times.emplace_back(text, id);
    }
    // std::string_view compares bytes as unsigned, as SQLite and the server (COLLATE "C") do.
    std::sort(times.begin(), times.end());
    std::vector<std::uint64_t> rank(times.size());
    for (std::size_t r = 0; r < times.size(); ++r) {
        rank[times[r].second] = std::uint64_t(r) << 32;
    }
    std::vector<std::vector<std::uint32_t>> order(columns);
    for (std::size_t c = 0; c < columns; ++c) {
        std::vector<std::uint64_t> &k = keys[c];
        for (std::uint64_t &key : k) {
            key = rank[key >> 32] | (key & 0xFFFFFFFFu);
        }
        std::sort(k.begin(), k.end());
        order[c].reserve(k.size());
        for (const std::uint64_t key : k) {
            order[c].push_back(static_cast<std::uint32_t>(key));
        }
        k = {};
    }
    return order;
}

} // namespace es::db
