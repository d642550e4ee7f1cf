// EsdStore's snapshot: a project's ESD pairs, labels, decisions, panels and models' scores
// read whole, in steps (EsdStore::load).

#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/esd/esd_import_rows.h"
#include "db/esd/esd_label_blocks.h"
#include "db/esd/esd_snapshot_reads.h"
#include "db/esd/esd_store.h"
#include "db/esd/label_times.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <deque>
#include <future>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <system_error>
#include <unordered_map>

namespace es::db {

using esd_import::largestPairId;
using metrics::esd::kNoLabel;

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
        const bool file = !db.roundTrips();
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

std::vector<std::int64_t> decidedPairsHidden(Connection &db, const std::vector<std::int64_t> &ids)
{
    std::vector<std::int64_t> out;
    if (!db.keepsTeams()) {
        return out;
    }
    Statement team = db.prepare("SELECT CASE WHEN to_regprocedure('eventscope_decided_pairs()') IS "
                                "NOT NULL AND has_function_privilege('eventscope_decided_pairs()', "
                                "'EXECUTE') THEN 1 ELSE 0 END");
    team.step();
    if (team.int64(0) == 0) {
        return out;
    }
    // The ids as one bound value (Connection::idList): one prepared statement serves every
    // set, where a list written into the text made a statement on the server for each.
    const Connection::IdList list = db.idList(ids);
    Statement s = db.prepare("SELECT pair_id FROM eventscope_decided_pairs()" +
                             (ids.empty() ? std::string() : " WHERE pair_id" + list.clause));
    if (!ids.empty()) {
        s.bind(1, list.value);
    }
    while (s.step()) {
        out.push_back(s.int64(0));
    }
    return out;
}

std::int64_t EsdStore::pairsAtMost()
{
    return largestPairId(project_.connection());
}

namespace {

// The steps of a load but the models' scores, in the order they read the project.
class SnapshotReader
{
  public:
    SnapshotReader(Connection &db, const EsdLoadOptions &options, EsdSnapshot &snap)
        : db_(db), options_(options), snap_(snap)
    {
    }

    void readGoals();
    void readPairs(std::int64_t mostPairs);
    // The pairs' ids in the snapshot's order.
    std::vector<std::int64_t> pairIds() const;
    void readLabels();
    void readDecisions();
    void readPeople();

  private:
    void setLabel(std::int64_t person, std::int64_t pair, int label);
    void readLabelBlocks(BulkLoader &bulk);
    void readCoreLabels();
    // The people's columns of labels put in name order.
    void orderAnnotators();

    Connection &db_;
    const EsdLoadOptions &options_;
    EsdSnapshot &snap_;
    std::unordered_map<std::int64_t, std::uint32_t> goalIndex_;
    // People get a column as they first appear and the columns are put in name order
    // afterwards, so the labels' order does not matter (a server sends them as they lie).
    std::vector<std::int64_t> people_;
    std::vector<std::vector<std::int8_t>> columns_;
};

void SnapshotReader::readGoals()
{
    forEachRow(db_,
               options_.text ? "SELECT id, goal, modifier FROM esd_goal ORDER BY id"
                             : "SELECT id FROM esd_goal ORDER BY id",
               [&](const auto &s) {
                   goalIndex_.emplace(s.int64(0), static_cast<std::uint32_t>(snap_.goals.size()));
                   snap_.goals.push_back({s.int64(0),
                                          options_.text ? s.text(1) : std::string(),
                                          options_.text ? s.text(2) : std::string(),
                                          {},
                                          {}});
               });
}

void SnapshotReader::readPairs(std::int64_t mostPairs)
{
    // Room for every pair at once: grown pair by pair, a million pairs' rows were copied
    // into ever larger vectors, and the last copy held twice their memory at its peak. Ids
    // are dense, and the largest is one step down an index where a server counts by
    // reading the whole table (0.2 s at a million pairs).
    snap_.pairs.reserve(static_cast<std::size_t>(mostPairs));
    snap_.adjudicated.reserve(static_cast<std::size_t>(mostPairs));
    snap_.pairIndexById.reserve(static_cast<std::size_t>(mostPairs) + 1);
    // Pairs are kept in id order. A server sends them as its table lies (orderedWhereFree),
    // which is id order unless rows moved (an undone contributed step's room taken by a
    // later one), and then they are put in order after.
    // Without text the query names no text at all: two empty strings a row were a third
    // of a server's time for the pairs (docs/benchmarks.md).
    bool anyContributed = false; // their contributors are read after, when there are any
    forEachRow(db_,
               orderedWhereFree(db_, options_.text ? "SELECT id, goal_id, origin = 'contributed', "
                                                     "ext_id, step FROM esd_pair"
                                                   : "SELECT id, goal_id, origin = 'contributed' "
                                                     "FROM esd_pair"),
               [&](const auto &s) {
                   EsdPairRow row;
                   row.id = s.int64(0);
                   row.goal = goalIndex_.at(s.int64(1));
                   row.contributed = s.int64(2) != 0;
                   anyContributed = anyContributed || row.contributed;
                   if (options_.text) {
                       row.extId = s.text(3);
                       row.step = s.text(4);
                   }
                   // No labels or models yet: this only indexes the pair.
                   snap_.appendPair(std::move(row));
               });
    snap_.sortPairs();
    if (anyContributed) {
        forEachRow(db_,
                   "SELECT p.id, n.name FROM esd_pair p JOIN person n ON n.id = p.contributor_id "
                   "WHERE p.origin = 'contributed'",
                   [&](const auto &s) { snap_.contributors.emplace(s.int64(0), s.text(1)); });
    }
}

std::vector<std::int64_t> SnapshotReader::pairIds() const
{
    std::vector<std::int64_t> ids;
    ids.reserve(snap_.pairs.size());
    for (const EsdPairRow &pair : snap_.pairs) {
        ids.push_back(pair.id);
    }
    return ids;
}

void SnapshotReader::setLabel(std::int64_t person, std::int64_t pair, int label)
{
    std::size_t c = 0;
    while (c < people_.size() && people_[c] != person) {
        ++c;
    }
    if (c == people_.size()) {
        people_.push_back(person);
        columns_.emplace_back(snap_.pairs.size(), kNoLabel);
    }
    const int index = snap_.pairIndex(pair);
    if (index >= 0) {
        columns_[c][static_cast<std::size_t>(index)] = static_cast<std::int8_t>(label);
    }
}

void SnapshotReader::readLabels()
{
    if (BulkLoader *bulk = db_.bulk()) {
        readLabelBlocks(*bulk);
    } else if (options_.labelTimes) {
        // Rows come by pair, so the person changes every row: the few people's lists are
        // found by a scan, not a hash a row.
        esd_times::LabelTimeParser parse;
        std::vector<std::pair<std::int64_t, std::vector<double>>> byPerson;
        forEachRow(
            db_, "SELECT pair_id, person_id, label, set_at FROM esd_label", [&](const auto &s) {
                const std::int64_t person = s.int64(1);
                setLabel(person, s.int64(0), s.integer(2));
                auto it = std::find_if(byPerson.begin(), byPerson.end(),
                                       [person](const auto &p) { return p.first == person; });
                if (it == byPerson.end()) {
                    // A label a pair at most: no list grows by copying itself.
                    it = byPerson.insert(byPerson.end(), {person, {}});
                    it->second.reserve(snap_.pairs.size());
                }
                it->second.push_back(parse(s.textView(3)));
            });
        for (auto &[person, times] : byPerson) {
            snap_.labelTimes.emplace(person, std::move(times));
        }
        snap_.timesLoaded = true;
    } else {
        forEachRow(db_, "SELECT pair_id, person_id, label FROM esd_label",
                   [&](const auto &s) { setLabel(s.int64(1), s.int64(0), s.integer(2)); });
    }
    orderAnnotators();
}

// The Core labels of the members of groups in both settings (readPeople found them).
void SnapshotReader::readCoreLabels()
{
    metrics::EsdLabelTable &core = snap_.coreLabels;
    core.pairs = snap_.pairs.size();
    core.annotators = snap_.coreLabellers.size();
    core.labels.assign(core.pairs * core.annotators, kNoLabel);
    if (core.annotators == 0) {
        return;
    }
    forEachRow(db_, "SELECT pair_id, person_id, label FROM esd_core_label", [&](const auto &s) {
        const int pair = snap_.pairIndex(s.int64(0));
        if (pair >= 0) {
            snap_.setCoreLabel(static_cast<std::uint32_t>(pair), s.int64(1),
                               static_cast<std::int8_t>(s.integer(2)));
        }
    });
}

// A server sends each person's labels as their blocks (esd_label_blocks.h), and the rows of
// those not built, in one statement: one snapshot, whatever the transaction. Those rows are
// found by their key's range: joined by block, the planner read every label to find a few.
// A block that does not read as one (written by hand) is read as its rows after, by the
// same range.
void SnapshotReader::readLabelBlocks(BulkLoader &bulk)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> damaged; // person, block
    bulk.readAll(
        "SELECT b.person_id, b.block, b.labels, NULL::bigint, NULL::integer FROM "
        "esd_label_block b WHERE b.labels IS NOT NULL UNION ALL SELECT l.person_id, NULL, "
        "NULL, l.pair_id, l.label FROM esd_label_block b JOIN esd_label l ON l.person_id = "
        "b.person_id AND l.pair_id >= b.block * 4096 AND l.pair_id < b.block * 4096 + 4096 "
        "WHERE b.labels IS NULL",
        [&](const auto &r) {
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
        Statement s = db_.prepare("SELECT pair_id, label FROM esd_label WHERE person_id = ? "
                                  "AND pair_id >= ? AND pair_id < ?");
        s.bind(1, person).bind(2, block * kLabelBlockPairs).bind(3, (block + 1) * kLabelBlockPairs);
        while (s.step()) {
            setLabel(person, s.int64(0), s.integer(1));
        }
    }
}

void SnapshotReader::orderAnnotators()
{
    std::map<std::string, std::size_t> byName;
    {
        Statement s = db_.prepare("SELECT name FROM person WHERE id = ?");
        for (std::size_t c = 0; c < people_.size(); ++c) {
            s.bind(1, people_[c]);
            s.step();
            byName.emplace(s.text(0), c);
            s.reset();
        }
    }
    const std::size_t nPairs = snap_.pairs.size();
    snap_.labels.pairs = nPairs;
    snap_.labels.annotators = people_.size();
    snap_.labels.labels.assign(nPairs * people_.size(), kNoLabel);
    std::size_t col = 0;
    for (const auto &[name, c] : byName) {
        snap_.annotators.push_back(name);
        snap_.annotatorIds.push_back(people_[c]);
        for (std::size_t p = 0; p < nPairs; ++p) {
            snap_.labels.labels[p * people_.size() + col] = columns_[c][p];
        }
        ++col;
    }
}

void SnapshotReader::readDecisions()
{
    forEachRow(db_, std::string(kDecisionsSql), [&](const auto &s) {
        const int index = snap_.pairIndex(s.int64(0));
        if (index >= 0) {
            snap_.setDecision(static_cast<std::uint32_t>(index), decisionOf(s));
        }
    });
    // An annotator working blind on a team's server reads no decision, only which pairs
    // are decided.
    for (const std::int64_t id : decidedPairsHidden(db_, {})) {
        if (const int index = snap_.pairIndex(id); index >= 0) {
            snap_.decided.insert(static_cast<std::uint32_t>(index));
        }
    }
}

// Who is no annotator, the groups of raters, and each goal's panel.
void SnapshotReader::readPeople()
{
    {
        Statement s = db_.prepare("SELECT id FROM person WHERE role <> 'annotator' ORDER BY id");
        while (s.step()) {
            snap_.nonAnnotators.push_back(s.int64(0));
        }
    }
    {
        Statement s = db_.prepare("SELECT g.name, g.setting, m.person_id, g.both_settings, "
                                  "p.name FROM rater_group g LEFT JOIN rater_group_member m ON "
                                  "m.group_id = g.id LEFT JOIN person p ON p.id = m.person_id "
                                  "ORDER BY g.name, m.person_id");
        while (s.step()) {
            if (snap_.groups.empty() || snap_.groups.back().name != s.text(0)) {
                if (!snap_.groups.empty() && snap_.groups.back().coreLabels) {
                    // The Core half of the group before, with the Full half's members.
                    snap_.groups.back().members = snap_.groups[snap_.groups.size() - 2].members;
                }
                const bool both = s.integer(3) != 0;
                snap_.groups.push_back({s.text(0), s.text(1), {}});
                if (both) {
                    snap_.groups.push_back({s.text(0), "core", {}, true});
                }
            }
            EsdRaterGroup &g = snap_.groups.back().coreLabels
                                   ? snap_.groups[snap_.groups.size() - 2]
                                   : snap_.groups.back();
            if (!s.isNull(2)) {
                g.members.push_back(s.int64(2));
                if (snap_.groups.back().coreLabels) {
                    snap_.coreLabellers.push_back(s.int64(2));
                    snap_.coreLabellerNames.push_back(s.text(4));
                }
            }
        }
        if (!snap_.groups.empty() && snap_.groups.back().coreLabels) {
            snap_.groups.back().members = snap_.groups[snap_.groups.size() - 2].members;
        }
    }
    readCoreLabels();
    // On a team's server an annotator reads only their own rows: their blind view has no
    // panels anyway.
    Statement s = db_.prepare("SELECT item_id, person_id FROM assignment WHERE dataset = 'esd' "
                              "ORDER BY item_id, person_id");
    while (s.step()) {
        const auto goal = goalIndex_.find(s.int64(0));
        snap_.assigned = true;
        if (goal != goalIndex_.end()) {
            snap_.goals[goal->second].panel.push_back(s.int64(1));
        }
    }
}

// The models' scores of a load. A file keeps scores in key order for free (its primary
// key); a server would have to walk an index or sort, slower than reading the table as it
// lies (docs/benchmarks.md), which is usually model by model as imports wrote it. Either
// way, when the rows move on to another model the last one is ranked on the second core
// while reading goes on; a model whose rows come back later is ranked again at the end. A
// deque keeps the loaded ones where they are.
class ScoreReader
{
  public:
    ScoreReader(Connection &db, const EsdLoadOptions &options, EsdSnapshot &snap)
        : db_(db), options_(options), snap_(snap), models_(readModels(db))
    {
    }
    ScoreReader(const ScoreReader &) = delete;
    ScoreReader &operator=(const ScoreReader &) = delete;
    ~ScoreReader() { finishRanking(); }

    // Reads every model's scores into the snapshot, taking those the second connection
    // read (`aside`) where there are any.
    void read(std::optional<ColumnsRead> aside);

  private:
    struct Loaded
    {
        metrics::EsdModelScores scores;
        bool ranked = false;
    };

    void finishRanking();
    void rankInBackground(Loaded &m);
    // Makes (model, core) the one the next scores go to.
    void switchTo(std::int64_t model, std::int64_t core);
    void put(std::int64_t pair, double score)
    {
        const int index = snap_.pairIndex(pair);
        if (index >= 0) {
            current_->scores.scores.edit()[static_cast<std::size_t>(index)] = score;
        }
    }
    void readColumnsHere();
    void readRowsOfFile();
    void readRowsInBulk();
    // Ranks what is left (the columns, and models whose rows came back later) on every
    // core, and hands every model to the snapshot.
    void rankTheRest();

    Connection &db_;
    const EsdLoadOptions &options_;
    EsdSnapshot &snap_;
    const std::unordered_map<std::int64_t, ModelInfo> models_;
    std::deque<Loaded> loaded_;
    std::map<std::pair<std::int64_t, std::int64_t>, Loaded *> byKey_;
    // A (model, setting) with a column is read in one piece; the others row by row.
    std::set<ScoreKey> fromColumns_;
    // One ranking at a time runs in the background, so they share their buffers; declared
    // before the ranking, whose end waits for it, so that they outlive it.
    metrics::RankScratch backgroundScratch_;
    std::future<void> ranking_;
    Loaded *inRanking_ = nullptr;
    std::int64_t currentModel_ = -1;
    std::int64_t currentCore_ = -1;
    Loaded *current_ = nullptr;
    // Off while columns load: each takes a moment, and they are ranked together at the end.
    bool rankOnSwitch_ = true;
};

void ScoreReader::finishRanking()
{
    if (ranking_.valid()) {
        ranking_.get();
    }
    inRanking_ = nullptr;
}

void ScoreReader::rankInBackground(Loaded &m)
{
    finishRanking();
    m.ranked = true;
    inRanking_ = &m;
    ranking_ = std::async(std::launch::async, [&m, this] { m.scores.rank(backgroundScratch_); });
}

void ScoreReader::switchTo(std::int64_t model, std::int64_t core)
{
    if (current_ && rankOnSwitch_) {
        rankInBackground(*current_);
    }
    auto &slot = byKey_[{model, core}];
    if (!slot) {
        loaded_.emplace_back().scores = unscored(models_.at(model), core, snap_.pairs.size());
        slot = &loaded_.back();
    }
    if (slot == inRanking_) {
        finishRanking(); // its scores are not to change under it
    }
    slot->ranked = false;
    current_ = slot;
    currentModel_ = model;
    currentCore_ = core;
}

void ScoreReader::read(std::optional<ColumnsRead> aside)
{
    if (aside && !db_.roundTrips() &&
        !std::equal(aside->pairIds.begin(), aside->pairIds.end(), snap_.pairs.begin(),
                    snap_.pairs.end(),
                    [](std::int64_t id, const EsdPairRow &pair) { return id == pair.id; })) {
        aside.reset(); // cannot be, in one state; read them here if it ever were
    }
    if (options_.columnsReadAside) {
        *options_.columnsReadAside = aside.has_value();
    }
    if (aside) {
        for (auto &[key, scores] : aside->models) {
            Loaded &m = loaded_.emplace_back(Loaded{std::move(scores), true});
            byKey_[key] = &m;
            fromColumns_.insert(key);
        }
    } else {
        readColumnsHere();
    }
    if (!db_.roundTrips()) {
        readRowsOfFile();
    } else if (fromColumns_.size() < 2 * models_.size()) {
        readRowsInBulk();
    }
    if (current_) {
        rankInBackground(*current_);
    }
    finishRanking();
    backgroundScratch_ = {}; // the parts below bring their own
    rankTheRest();
}

void ScoreReader::readColumnsHere()
{
    // Without columns, those kept alone still: they are the only copy of their scores.
    const std::set<ScoreKey> sole =
        options_.scoreColumns ? std::set<ScoreKey>{} : soleScoreKeys(db_);
    rankOnSwitch_ = false;
    for (const auto &entry : models_) {
        for (const int core : {0, 1}) {
            if (!options_.scoreColumns && sole.count({entry.first, core}) == 0) {
                continue;
            }
            const bool inColumn =
                readScoreColumn(db_, {entry.first, core}, [&](const ScoreColumnView &column) {
                    switchTo(entry.first, core);
                    std::vector<double> &scores = current_->scores.scores.edit();
                    for (std::size_t i = 0; i < snap_.pairs.size(); ++i) {
                        scores[i] = column.of(snap_.pairs[i].id);
                    }
                });
            if (inColumn) {
                fromColumns_.insert({entry.first, core});
            }
        }
    }
    rankOnSwitch_ = true;
    current_ = nullptr;
    currentModel_ = -1;
}

// One range of the primary key per model and setting, two columns a row: SQLite pays for
// every column a row returns, and each row's model and setting were two of four
// (docs/benchmarks.md: the 1M report without intervals). (The models are put in name order
// at the end, whatever order they load in.)
void ScoreReader::readRowsOfFile()
{
    Statement s = db_.prepare("SELECT pair_id, score FROM esd_score WHERE model_id = ? AND "
                              "setting = ? ORDER BY pair_id");
    for (const auto &entry : models_) {
        const std::int64_t model = entry.first;
        for (const std::int64_t core : {0, 1}) {
            if (fromColumns_.count({model, static_cast<int>(core)}) != 0) {
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
}

void ScoreReader::readRowsInBulk()
{
    forEachRow(db_, "SELECT model_id, setting, pair_id, score FROM esd_score", [&](const auto &s) {
        const std::int64_t model = s.int64(0);
        const std::int64_t core = s.int64(1);
        if (fromColumns_.count({model, static_cast<int>(core)}) != 0) {
            return;
        }
        if (model != currentModel_ || core != currentCore_) {
            switchTo(model, core);
        }
        put(s.int64(2), s.real(3));
    });
}

void ScoreReader::rankTheRest()
{
    std::vector<Loaded *> left;
    for (Loaded &m : loaded_) {
        if (!m.ranked) {
            left.push_back(&m);
            m.ranked = true;
        }
    }
    metrics::forEachPartWith<metrics::RankScratch>(
        left.size(),
        [&left](std::size_t i, metrics::RankScratch &scratch) { left[i]->scores.rank(scratch); });
    for (Loaded &m : loaded_) {
        snap_.models.push_back(std::move(m.scores));
    }
}

} // namespace

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
    SnapshotReader reader(db, options, snap);
    reader.readGoals();
    reader.readPairs(mostPairs);
    if (columnsAside.valid() && db.roundTrips()) {
        pairIdsAside.set_value(reader.pairIds());
    }
    reader.readLabels();
    reader.readDecisions();
    reader.readPeople();
    {
        ScoreReader scores(db, options, snap);
        scores.read(columnsAside.valid() ? columnsAside.get() : std::nullopt);
    }
    std::sort(snap.models.begin(), snap.models.end(), [](const auto &a, const auto &b) {
        return a.model != b.model ? a.model < b.model : a.setting > b.setting; // full, then core
    });
    return snap;
}

} // namespace es::db
