// An ESD import's rows written through prepared statements, a block of rows each: on a
// project file a statement costs about as much as storing a small row, and there are no
// round trips to save (the bulk writer is esd_bulk_import.cpp).

#include "db/engine/block_insert.h"
#include "db/esd/esd_import_rows.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <optional>
#include <tuple>

namespace es::db::esd_import {

namespace {

class StatementWriter
{
  public:
    explicit StatementWriter(const RowsJob &job);

    void run()
    {
        storePairsAndLabels();
        storeScores();
        keepColumns();
    }

  private:
    struct LabelRow
    {
        std::int64_t pair;
        std::int64_t person;
        std::int8_t label;
        const EsdPairRecord *rec;
        const std::string *name;
    };

    void storePairsAndLabels();
    // The goal of each line that only labels a pair: the goal of the pair the project has,
    // which stands in for theirs below (the pair is there: nothing is inserted). By index
    // into batch.pairs.
    std::unordered_map<std::size_t, std::int64_t> goalsOfLabelled();
    // The block of pairs batch.pairs[from, from + n), with goalOf_ set for them.
    void storePairs(std::size_t from, std::size_t n);
    // Some of the block were in the project already: it is taken back and stored a pair at
    // a time, so that the new ones get the ids they would have had.
    void storePairsOneByOne(std::size_t from, std::size_t n);
    // The labels gathered so far, a block of rows at a time: whole blocks only until the
    // last call, so that one statement of kRows rows serves all but the very last block.
    // Rows that were in the project already (or twice in the block) are not inserted; each
    // row is then compared, in file order, with what the project holds, as if it had been
    // inserted alone.
    void storeLabels(bool last);
    void compareLabels(std::size_t from, std::size_t n, std::size_t added);

    void storeScores();
    // A score names its pair by index: a pair of the file has its row id by now, one the
    // file only scores is looked up in the project, once.
    std::int64_t rowIdOf(const EsdScoreRecord &rec);
    // The scores' indices in the order of their table's key (model, setting, pair).
    std::vector<std::uint32_t> scoreOrder() const;
    void storeScoreBlock(const std::vector<std::uint32_t> &order, std::size_t from, std::size_t n);
    void keepColumns();

    const RowsJob &job_;
    const EsdBatch &batch_;
    EsdImportSummary &sum_;
    Connection &db_;
    std::unordered_map<std::string, std::int64_t> goalIds_;
    PersonIds personId_;
    // New pairs get the ids SQLite would give them one by one (one more than the largest),
    // stated, so that a block of them is inserted by one statement.
    std::int64_t nextPairId_;

    Statement insertGoal_;
    BlockInsert insertPairs_;
    Statement insertPair_;
    Statement takeBackPairs_;
    Statement findPair_;
    BlockInsert insertLabels_;
    Statement findLabel_;
    Statement updateLabel_;

    std::vector<std::int64_t> pairRowIds_; // by index into batch.pairs
    std::vector<std::int64_t> goalOf_;     // of the block of pairs being stored
    std::vector<LabelRow> labels_;

    Statement lookupPair_;
    BlockInsert insertScores_;
    Statement findScore_;
    Statement updateScore_;
    std::vector<std::optional<std::int64_t>> scoredRowIds_;
    std::vector<std::int64_t> pairOfScore_; // by index into batch.scores
    std::vector<std::optional<ScoreColumnBuilder>> columns_;
};

StatementWriter::StatementWriter(const RowsJob &job)
    : job_(job), batch_(job.batch), sum_(job.sum), db_(job.project.connection()),
      personId_(job.project), nextPairId_(largestPairId(db_) + 1),
      insertGoal_(db_.prepare("INSERT INTO esd_goal(goal, modifier) VALUES (?, ?)")),
      insertPairs_(db_, "INSERT INTO esd_pair(id, ext_id, goal_id, step, origin) VALUES ",
                   "(?, ?, ?, ?, ?)", " ON CONFLICT(ext_id) DO NOTHING"),
      insertPair_(db_.prepare("INSERT INTO esd_pair(ext_id, goal_id, step, origin) VALUES (?, ?, "
                              "?, ?) ON CONFLICT(ext_id) DO NOTHING")),
      takeBackPairs_(db_.prepare("DELETE FROM esd_pair WHERE id >= ?")),
      findPair_(db_.prepare("SELECT p.id, g.goal, g.modifier, p.step FROM esd_pair p JOIN "
                            "esd_goal g ON g.id = p.goal_id "
                            "WHERE p.ext_id = ?")),
      insertLabels_(db_, "INSERT INTO esd_label(pair_id, person_id, label, set_at) VALUES ",
                    "(?, ?, ?, ?)", " ON CONFLICT(pair_id, person_id) DO NOTHING"),
      findLabel_(db_.prepare("SELECT label FROM esd_label WHERE pair_id = ? AND person_id = ?")),
      updateLabel_(db_.prepare(
          "UPDATE esd_label SET label = ?, set_at = ? WHERE pair_id = ? AND person_id = ?")),
      pairRowIds_(batch_.pairs.size()), goalOf_(BlockInsert::kRows),
      insertScores_(db_, "INSERT INTO esd_score(model_id, setting, pair_id, score) VALUES ",
                    "(?, ?, ?, ?)", " ON CONFLICT(model_id, setting, pair_id) DO NOTHING"),
      scoredRowIds_(batch_.scoredIds.size())
{
    Statement s = db_.prepare("SELECT id, goal, modifier FROM esd_goal");
    while (s.step()) {
        goalIds_.emplace(goalKey(s.text(1), s.text(2)), s.int64(0));
    }
}

void StatementWriter::storePairsAndLabels()
{
    const std::unordered_map<std::size_t, std::int64_t> labelled = goalsOfLabelled();
    for (std::size_t from = 0; from < batch_.pairs.size(); from += BlockInsert::kRows) {
        const std::size_t n = std::min(BlockInsert::kRows, batch_.pairs.size() - from);
        for (std::size_t i = 0; i < n; ++i) {
            const EsdPairRecord &rec = batch_.pairs[from + i];
            if (rec.labelsOnly()) {
                goalOf_[i] = labelled.at(from + i);
                continue;
            }
            const std::string key = goalKey(rec.goal, rec.modifier);
            auto g = goalIds_.find(key);
            if (g == goalIds_.end()) {
                insertGoal_.bind(1, rec.goal).bind(2, rec.modifier).run();
                g = goalIds_.emplace(key, db_.lastInsertId()).first;
            }
            goalOf_[i] = g->second;
        }
        storePairs(from, n);
        for (std::size_t i = 0; i < n; ++i) {
            const EsdPairRecord &rec = batch_.pairs[from + i];
            for (const auto &[name, label] : rec.labels) {
                labels_.push_back({pairRowIds_[from + i], personId_(name), label, &rec, &name});
            }
        }
        if (labels_.size() >= 4 * BlockInsert::kRows) {
            storeLabels(false);
        }
        for (std::size_t i = 0; i < n; ++i) {
            job_.tick();
        }
    }
    storeLabels(true);
}

std::unordered_map<std::size_t, std::int64_t> StatementWriter::goalsOfLabelled()
{
    std::unordered_map<std::size_t, std::int64_t> out;
    Statement goalOfPair = db_.prepare("SELECT goal_id FROM esd_pair WHERE ext_id = ?");
    for (std::size_t i = 0; i < batch_.pairs.size(); ++i) {
        const EsdPairRecord &rec = batch_.pairs[i];
        if (!rec.labelsOnly()) {
            continue;
        }
        goalOfPair.bind(1, rec.id);
        if (!goalOfPair.step()) {
            job_.fail(rec.line, unknownPair(rec.id));
        }
        out.emplace(i, goalOfPair.int64(0));
        goalOfPair.reset();
    }
    return out;
}

void StatementWriter::storePairs(std::size_t from, std::size_t n)
{
    Statement &insert = insertPairs_.statement(n);
    for (std::size_t i = 0; i < n; ++i) {
        const EsdPairRecord &rec = batch_.pairs[from + i];
        const int c = static_cast<int>(5 * i);
        insert.bind(c + 1, nextPairId_ + static_cast<std::int64_t>(i))
            .bind(c + 2, rec.id)
            .bind(c + 3, goalOf_[i])
            .bind(c + 4, rec.step)
            .bind(c + 5, rec.origin);
    }
    insert.run();
    if (static_cast<std::size_t>(db_.changes()) != n) {
        storePairsOneByOne(from, n);
        return;
    }
    sum_.pairsAdded += n;
    for (std::size_t i = 0; i < n; ++i) {
        pairRowIds_[from + i] = nextPairId_ + static_cast<std::int64_t>(i);
    }
    nextPairId_ += static_cast<std::int64_t>(n);
}

void StatementWriter::storePairsOneByOne(std::size_t from, std::size_t n)
{
    takeBackPairs_.bind(1, nextPairId_).run();
    for (std::size_t i = 0; i < n; ++i) {
        const EsdPairRecord &rec = batch_.pairs[from + i];
        insertPair_.bind(1, rec.id).bind(2, goalOf_[i]).bind(3, rec.step).bind(4, rec.origin).run();
        if (db_.changes() == 1) {
            pairRowIds_[from + i] = db_.lastInsertId();
            nextPairId_ = pairRowIds_[from + i] + 1;
            ++sum_.pairsAdded;
            continue;
        }
        findPair_.bind(1, rec.id);
        findPair_.step();
        pairRowIds_[from + i] = findPair_.int64(0);
        const std::string goal = findPair_.text(1);
        const std::string modifier = findPair_.text(2);
        const std::string step = findPair_.text(3);
        findPair_.reset();
        job_.checkKnownPair(rec, goal, modifier, step);
        ++sum_.pairsKnown;
    }
}

void StatementWriter::storeLabels(bool last)
{
    const std::size_t stored =
        last ? labels_.size() : labels_.size() - labels_.size() % BlockInsert::kRows;
    for (std::size_t from = 0; from < stored; from += BlockInsert::kRows) {
        const std::size_t n = std::min(BlockInsert::kRows, stored - from);
        Statement &insert = insertLabels_.statement(n);
        for (std::size_t i = 0; i < n; ++i) {
            const LabelRow &l = labels_[from + i];
            const int c = static_cast<int>(4 * i);
            insert.bind(c + 1, l.pair)
                .bind(c + 2, l.person)
                .bind(c + 3, static_cast<int>(l.label))
                .bind(c + 4, job_.at);
        }
        insert.run();
        const auto added = static_cast<std::size_t>(db_.changes());
        sum_.labelsAdded += added;
        if (added != n) {
            compareLabels(from, n, added);
        }
    }
    labels_.erase(labels_.begin(), labels_.begin() + static_cast<std::ptrdiff_t>(stored));
}

void StatementWriter::compareLabels(std::size_t from, std::size_t n, std::size_t added)
{
    std::size_t changed = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const LabelRow &l = labels_[from + i];
        findLabel_.bind(1, l.pair).bind(2, l.person);
        findLabel_.step();
        const int old = findLabel_.integer(0);
        findLabel_.reset();
        if (old == l.label) {
            continue;
        }
        updateLabel_.bind(1, static_cast<int>(l.label))
            .bind(2, job_.at)
            .bind(3, l.pair)
            .bind(4, l.person)
            .run();
        job_.project.audit(*l.name, "label.set", "esd", l.rec->id, std::to_string(old),
                           std::to_string(l.label),
                           "import of " + batch_.source + " by " + job_.importedBy);
        ++changed;
    }
    sum_.labelsChanged += changed;
    sum_.labelsUnchanged += n - added - changed;
}

std::int64_t StatementWriter::rowIdOf(const EsdScoreRecord &rec)
{
    if (rec.pair < batch_.pairs.size()) {
        return pairRowIds_[rec.pair];
    }
    std::optional<std::int64_t> &id = scoredRowIds_[rec.pair - batch_.pairs.size()];
    if (!id) {
        const std::string_view name = batch_.pairIdOf(rec);
        lookupPair_.bind(1, name);
        if (!lookupPair_.step()) {
            job_.fail(rec.line, "score for unknown pair \"" + std::string(name) + "\"");
        }
        id = lookupPair_.int64(0);
        lookupPair_.reset();
    }
    return *id;
}

void StatementWriter::storeScores()
{
    lookupPair_ = db_.prepare("SELECT id FROM esd_pair WHERE ext_id = ?");
    findScore_ = db_.prepare(
        "SELECT score FROM esd_score WHERE model_id = ? AND setting = ? AND pair_id = ?");
    updateScore_ = db_.prepare(
        "UPDATE esd_score SET score = ? WHERE model_id = ? AND setting = ? AND pair_id = ?");
    // Every pair a score can name is in the project by now, with an id below nextPairId_.
    columns_.resize(job_.unscored.size());
    const std::vector<char> fromFile = columnsFromFile(batch_, job_.unscored, nextPairId_ - 1);
    for (std::size_t k = 0; k < columns_.size(); ++k) {
        if (fromFile[k]) {
            columns_[k].emplace(nextPairId_ - 1, db_.keepsSignedZero());
            if (job_.unscored[k] == kKeptAlone) {
                startFromColumn(db_, {job_.modelIds[k / 2], static_cast<int>(k % 2)}, *columns_[k]);
            }
        }
    }
    // Pairs are looked up first, in file order, so an unknown one is still the first in
    // the file.
    pairOfScore_.resize(batch_.scores.size());
    for (std::size_t i = 0; i < batch_.scores.size(); ++i) {
        pairOfScore_[i] = rowIdOf(batch_.scores[i]);
    }
    const std::vector<std::uint32_t> order = scoreOrder();
    // A (model, setting) at a time; one whose column is made from the file gets no rows
    // (its column is kept alone), and its scores are counted as rows would be, a pair's
    // in file order (ScoreColumnBuilder::give).
    for (std::size_t run = 0, runEnd = 0; run < order.size(); run = runEnd) {
        const std::size_t slot = keySlot(batch_.scores[order[run]]);
        runEnd = run + 1;
        while (runEnd < order.size() && keySlot(batch_.scores[order[runEnd]]) == slot) {
            ++runEnd;
        }
        if (auto &column = columns_[slot]) {
            for (std::size_t i = run; i < runEnd; ++i) {
                count(sum_, column->give(pairOfScore_[order[i]], batch_.scores[order[i]].score));
                job_.tick();
            }
            continue;
        }
        for (std::size_t from = run; from < runEnd; from += BlockInsert::kRows) {
            const std::size_t n = std::min(BlockInsert::kRows, runEnd - from);
            storeScoreBlock(order, from, n);
            for (std::size_t i = 0; i < n; ++i) {
                job_.tick();
            }
        }
    }
}

// The scores go in in the order of their table's key. A file listing each pair's scores
// together would otherwise put each row in another part of the table: 8 million rows took
// 7 s longer so (docs/benchmarks.md). The order is stable, so a key scored twice still
// keeps its later score; usually the file is in that order already.
std::vector<std::uint32_t> StatementWriter::scoreOrder() const
{
    if (batch_.scores.size() > std::numeric_limits<std::uint32_t>::max()) {
        throw InputError(batch_.source + ": more than " +
                         std::to_string(std::numeric_limits<std::uint32_t>::max()) + " scores");
    }
    const std::vector<std::int64_t> &modelIds = job_.modelIds;
    std::vector<std::uint32_t> order(batch_.scores.size());
    std::iota(order.begin(), order.end(), 0u);
    const auto byKey = [&](std::uint32_t a, std::uint32_t b) {
        const EsdScoreRecord &x = batch_.scores[a];
        const EsdScoreRecord &y = batch_.scores[b];
        return std::tuple(modelIds[x.model], x.core, pairOfScore_[a]) <
               std::tuple(modelIds[y.model], y.core, pairOfScore_[b]);
    };
    if (std::is_sorted(order.begin(), order.end(), byKey)) {
        return order;
    }
    // Counted into their (model, setting)s in key order, keeping the file's order within
    // each, which then is sorted by pair only if it is not so already (a file listing pairs
    // in order lists each one's scores in order): the same order as a stable sort by the
    // whole key, which took 1.3 s of 8 million scores.
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
    for (const EsdScoreRecord &rec : batch_.scores) {
        ++start[placeOf[keySlot(rec)] + 1];
    }
    std::partial_sum(start.begin(), start.end(), start.begin());
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < batch_.scores.size(); ++i) {
        order[next[placeOf[keySlot(batch_.scores[i])]]++] = static_cast<std::uint32_t>(i);
    }
    const auto byPair = [&](std::uint32_t a, std::uint32_t b) {
        return pairOfScore_[a] < pairOfScore_[b];
    };
    for (std::size_t r = 0; r < byPlace.size(); ++r) {
        const auto first = order.begin() + static_cast<std::ptrdiff_t>(start[r]);
        const auto last = order.begin() + static_cast<std::ptrdiff_t>(start[r + 1]);
        if (!std::is_sorted(first, last, byPair)) {
            std::stable_sort(first, last, byPair);
        }
    }
    return order;
}

void StatementWriter::storeScoreBlock(const std::vector<std::uint32_t> &order, std::size_t from,
                                      std::size_t n)
{
    const auto scorePair = [&](std::size_t i) { return pairOfScore_[order[from + i]]; };
    Statement &insert = insertScores_.statement(n);
    for (std::size_t i = 0; i < n; ++i) {
        const EsdScoreRecord &rec = batch_.scores[order[from + i]];
        const int c = static_cast<int>(4 * i);
        insert.bind(c + 1, job_.modelIds[rec.model])
            .bind(c + 2, rec.core ? 1 : 0)
            .bind(c + 3, scorePair(i))
            .bind(c + 4, rec.score);
    }
    insert.run();
    const auto added = static_cast<std::size_t>(db_.changes());
    sum_.scoresAdded += added;
    if (added == n) {
        return;
    }
    // As for labels: each row against what the project holds, in file order (for each key:
    // the order of keys does not matter).
    std::size_t changed = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const EsdScoreRecord &rec = batch_.scores[order[from + i]];
        const std::int64_t model = job_.modelIds[rec.model];
        const int setting = rec.core ? 1 : 0;
        findScore_.bind(1, model).bind(2, setting).bind(3, scorePair(i));
        findScore_.step();
        const double old = findScore_.real(0);
        findScore_.reset();
        if (old != rec.score) {
            updateScore_.bind(1, rec.score)
                .bind(2, model)
                .bind(3, setting)
                .bind(4, scorePair(i))
                .run();
            ++changed;
        }
    }
    sum_.scoresChanged += changed;
    sum_.scoresUnchanged += n - added - changed;
}

void StatementWriter::keepColumns()
{
    // A column kept alone that the file gave again as it is stays as it is.
    for (std::size_t k = 0; k < columns_.size(); ++k) {
        if (columns_[k] && (job_.unscored[k] != kKeptAlone || columns_[k]->changed())) {
            job_.made.emplace(ScoreKey{job_.modelIds[k / 2], static_cast<int>(k % 2)},
                              columns_[k]->column());
        }
        columns_[k].reset();
    }
}

} // namespace

void writeRows(const RowsJob &job)
{
    StatementWriter(job).run();
}

} // namespace es::db::esd_import
