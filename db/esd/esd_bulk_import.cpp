// An ESD import's rows written in bulk (an engine with a BulkLoader: a server), with the
// rules and counts of the statement writer (esd_file_import.cpp). What the project holds
// for the file's pairs is read at once through a staged list of their ids, the file's rows
// are told new, changed or the same in memory, and each kind goes in by one load and at
// most one set-based statement: a round trip a row would be hours at a million pairs.

#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/esd/esd_import_rows.h"
#include "db/esd/esd_label_blocks.h"

#include <algorithm>
#include <iterator>
#include <tuple>
#include <unordered_map>

namespace es::db::esd_import {

namespace {

constexpr const char *kText = " TEXT COLLATE \"C\"";

class BulkWriter
{
  public:
    BulkWriter(const RowsJob &job, BulkLoader &bulk)
        : job_(job), batch_(job.batch), sum_(job.sum), db_(job.project.connection()), bulk_(bulk),
          personOf_(job.project)
    {
    }

    void run()
    {
        nameSlots();
        readProject();
        applyPairs();
        checkScoredOnly();
        writeNewPairs();
        applyScores();
        keepColumns();
        writeScores();
        writeLabels();
    }

  private:
    enum class State : std::uint8_t { Absent, InProject, Added };
    struct Stored
    {
        State state = State::Absent;
        std::uint32_t texts = 0; // InProject: its index in projectTexts_
        std::int64_t id = 0;
    };
    struct Texts
    {
        std::string goal, modifier, step;
    };
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
    // Scores by model and setting, a column of slots each.
    struct SlotScores
    {
        std::vector<double> value;
        std::vector<std::uint8_t> inProject;
        std::vector<std::int64_t> row;
    };
    struct LabelRow
    {
        std::size_t slot;
        std::int64_t person;
        int label;
        bool added; // not in the project before this file
    };
    struct ScoreRow
    {
        std::size_t slot;
        std::int64_t model;
        int setting;
        double score;
        bool added;
    };

    void nameSlots();
    void readProject();
    void readPairs();
    void readLabels();
    void readScores();
    SlotScores &column(std::int64_t model, int setting);
    void applyPairs();
    void applyLabels(std::size_t slot, const EsdPairRecord &rec);
    void checkScoredOnly() const;
    void writeNewPairs();
    // The new pairs' goals, added where the project lacks them: their ids, by the index
    // in goalOfPair of each new pair.
    std::vector<std::int64_t> addGoals(std::vector<std::size_t> &goalOfPair);
    void applyScores();
    void startBuilders();
    void applyScore(const EsdScoreRecord &rec, SlotScores &col, std::int64_t model, int setting);
    void keepColumns();
    void writeScores();
    void writeLabels();
    void stageLabels(bool copied);

    const RowsJob &job_;
    const EsdBatch &batch_;
    EsdImportSummary &sum_;
    Connection &db_;
    BulkLoader &bulk_;
    PersonIds personOf_;

    // Every pair the file names, once: a pair's slot is its index in the batch, the pairs
    // of its lines first (one record an id), then those named by scores alone.
    std::vector<std::string_view> named_;
    // The line of the first score naming each pair named by scores alone.
    std::vector<std::size_t> scoredOnlyLine_;
    std::vector<Stored> stored_;
    // The texts the project has, for the pairs it has: only those are compared (the file's
    // lines of a pair are one record, compared by the parser), and a million new pairs'
    // room for them would be 100 MB.
    std::vector<Texts> projectTexts_;
    bool anyKnown_ = false;
    std::unordered_map<std::int64_t, std::size_t> slotOfId_;
    std::unordered_map<std::pair<std::size_t, std::int64_t>, LabelState, KeyHash> labels_;
    std::map<std::pair<std::int64_t, int>, SlotScores> scoreColumns_;

    std::vector<const EsdPairRecord *> newPairs_;
    std::vector<std::size_t> newSlots_; // of newPairs_
    std::vector<LabelRow> labelRows_;   // added or changed, one a key, with its last value
    std::vector<ScoreRow> scoreRows_;   // added or changed, one a key, with its last value
    std::map<ScoreKey, ScoreColumnBuilder> builders_;
};

void BulkWriter::nameSlots()
{
    named_.reserve(batch_.pairs.size() + batch_.scoredIds.size());
    for (const EsdPairRecord &rec : batch_.pairs) {
        named_.push_back(rec.id);
    }
    named_.insert(named_.end(), batch_.scoredIds.begin(), batch_.scoredIds.end());
    scoredOnlyLine_.assign(batch_.scoredIds.size(), 0);
    const std::size_t pairLineSlots = batch_.pairs.size();
    for (const EsdScoreRecord &rec : batch_.scores) {
        if (rec.pair >= pairLineSlots && scoredOnlyLine_[rec.pair - pairLineSlots] == 0) {
            scoredOnlyLine_[rec.pair - pairLineSlots] = rec.line;
        }
    }
    stored_.resize(named_.size());
}

// What the project holds for the file's pairs, so the file's rows can be told new, changed
// or the same. A project without pairs holds nothing for them.
void BulkWriter::readProject()
{
    anyKnown_ = holdsRows(db_, "esd_pair");
    if (!anyKnown_) {
        return;
    }
    readPairs();
    anyKnown_ = !slotOfId_.empty();
    // The project's labels are compared only with the file's: a file without labels (a
    // model's scores again) reads none, 4.5 s of a million pairs' (docs/benchmarks.md).
    const bool fileLabels =
        std::any_of(batch_.pairs.begin(), batch_.pairs.end(),
                    [](const EsdPairRecord &rec) { return !rec.labels.empty(); });
    if (anyKnown_ && fileLabels) {
        readLabels();
    }
    if (anyKnown_ && !batch_.scores.empty()) {
        readScores();
    }
}

void BulkWriter::readPairs()
{
    std::unordered_map<std::string_view, std::size_t> slotOf;
    slotOf.reserve(named_.size());
    for (std::size_t slot = 0; slot < named_.size(); ++slot) {
        slotOf.emplace(named_[slot], slot);
    }
    bulk_.stageEach("es_in_ext", std::string("ext_id") + kText, named_,
                    [](TextRow &row, std::string_view id) { row.text(id); });
    // Only a pair's lines have texts to compare: a file of scores alone (a model's scores
    // again) reads none, 2.4 s of a million pairs' (docs/benchmarks.md).
    const bool texts = !batch_.pairs.empty();
    forEachRow(db_,
               texts ? "SELECT p.id, p.ext_id, g.goal, g.modifier, p.step FROM esd_pair p JOIN "
                       "es_in_ext i ON i.ext_id = p.ext_id JOIN esd_goal g ON g.id = p.goal_id"
                     : "SELECT p.id, p.ext_id FROM esd_pair p JOIN es_in_ext i ON i.ext_id = "
                       "p.ext_id",
               [&](const auto &r) {
                   const std::size_t slot = slotOf.at(r.textView(1));
                   stored_[slot] = {State::InProject,
                                    static_cast<std::uint32_t>(projectTexts_.size()), r.int64(0)};
                   if (texts) {
                       projectTexts_.push_back({r.text(2), r.text(3), r.text(4)});
                   }
                   slotOfId_.emplace(r.int64(0), slot);
               });
}

void BulkWriter::readLabels()
{
    forEachRow(db_,
               "SELECT l.pair_id, l.person_id, l.label FROM esd_label l JOIN esd_pair p ON p.id = "
               "l.pair_id JOIN es_in_ext i ON i.ext_id = p.ext_id",
               [&](const auto &r) {
                   labels_.emplace(std::pair(slotOfId_.at(r.int64(0)), r.int64(1)),
                                   LabelState{r.integer(2), true, -1});
               });
}

void BulkWriter::readScores()
{
    forEachRow(db_,
               "SELECT s.model_id, s.setting, s.pair_id, s.score FROM esd_score s JOIN esd_pair p "
               "ON p.id = s.pair_id JOIN es_in_ext i ON i.ext_id = p.ext_id",
               [&](const auto &r) {
                   SlotScores &col = column(r.int64(0), r.integer(1));
                   const std::size_t slot = slotOfId_.at(r.int64(2));
                   col.value[slot] = r.real(3);
                   col.inProject[slot] = 1;
               });
}

BulkWriter::SlotScores &BulkWriter::column(std::int64_t model, int setting)
{
    auto [it, added] = scoreColumns_.try_emplace(std::pair(model, setting));
    if (added) {
        it->second.value.assign(named_.size(), 0.0);
        it->second.inProject.assign(named_.size(), 0);
        it->second.row.assign(named_.size(), -1);
    }
    return it->second;
}

// The rules of the statement writer, in the file's order.
void BulkWriter::applyPairs()
{
    for (std::size_t slot = 0; slot < batch_.pairs.size(); ++slot) {
        const EsdPairRecord &rec = batch_.pairs[slot];
        Stored &p = stored_[slot];
        if (p.state == State::Absent) {
            if (rec.labelsOnly()) {
                job_.fail(rec.line, unknownPair(rec.id));
            }
            // Its texts stay in its line, which the parser has already compared with any
            // later line of the same pair; copies were an allocation a step.
            p.state = State::Added;
            newPairs_.push_back(&rec);
            newSlots_.push_back(slot);
            ++sum_.pairsAdded;
            applyLabels(slot, rec);
            job_.tick();
            continue;
        }
        const auto &[goal, modifier, step] = projectTexts_[p.texts];
        job_.checkKnownPair(rec, goal, modifier, step);
        ++sum_.pairsKnown;
        applyLabels(slot, rec);
        job_.tick();
    }
}

void BulkWriter::applyLabels(std::size_t slot, const EsdPairRecord &rec)
{
    // A new pair's labels are all added, and each person's once (the parser has merged its
    // lines into this one record), unless a line named someone twice, in "labels" and as
    // "label": only then, or for a pair the project has, are they counted by key. Three
    // million keys in a hash were a fifth of a second and 150 MB at a million pairs.
    bool byKey = stored_[slot].state == State::InProject;
    for (std::size_t i = 0; i < rec.labels.size() && !byKey; ++i) {
        for (std::size_t j = 0; j < i && !byKey; ++j) {
            byKey = rec.labels[i].first == rec.labels[j].first;
        }
    }
    for (const auto &[name, label] : rec.labels) {
        const std::int64_t person = personOf_(name);
        if (!byKey) {
            ++sum_.labelsAdded;
            labelRows_.push_back({slot, person, label, true});
            continue;
        }
        const auto [it, added] =
            labels_.emplace(std::pair(slot, person), LabelState{label, false, -1});
        LabelState &l = it->second;
        if (added) {
            ++sum_.labelsAdded;
        } else if (l.label == label) {
            ++sum_.labelsUnchanged;
            continue;
        } else {
            job_.project.audit(name, "label.set", "esd", rec.id, std::to_string(l.label),
                               std::to_string(label),
                               "import of " + batch_.source + " by " + job_.importedBy);
            l.label = label;
            ++sum_.labelsChanged;
        }
        if (l.row < 0) {
            l.row = static_cast<std::int64_t>(labelRows_.size());
            labelRows_.push_back({slot, person, label, !l.inProject});
        } else {
            labelRows_[static_cast<std::size_t>(l.row)].label = label;
        }
    }
}

// A score naming a pair neither the file nor the project has fails the import before
// anything is written: scores are taken once the pairs are in, and a failure after them
// would have drawn a million pair ids for nothing, so that the corrected file's pairs would
// come after a gap. The first such score in the file is named, as it was.
void BulkWriter::checkScoredOnly() const
{
    for (std::size_t slot = batch_.pairs.size(); slot < named_.size(); ++slot) {
        if (stored_[slot].state == State::Absent) {
            job_.fail(scoredOnlyLine_[slot - batch_.pairs.size()],
                      "score for unknown pair \"" + std::string(named_[slot]) + "\"");
        }
    }
}

// New goals, then new pairs, in the file's order, so that their ids follow it as in a
// file. A pair's id is drawn from its sequence here, so the pairs go straight into their
// table by a bulk load where row-level security lets them.
void BulkWriter::writeNewPairs()
{
    if (newPairs_.empty()) {
        return;
    }
    std::vector<std::size_t> goalOfPair;
    const std::vector<std::int64_t> goalIds = addGoals(goalOfPair);
    const std::vector<std::int64_t> ids = bulk_.drawIds("esd_pair", newPairs_.size());
    // Under row-level security (an adjudicator's import of a team's project) a server takes
    // no bulk load into the table: the pairs are staged and inserted.
    const bool staged = bulk_.rowSecurityActive("esd_pair");
    std::size_t i = 0;
    const auto pairLine = [&](std::string &out) {
        if (i == newPairs_.size()) {
            return false;
        }
        const EsdPairRecord &rec = *newPairs_[i];
        stored_[newSlots_[i]].id = ids[i];
        TextRow(out)
            .integer(ids[i])
            .text(rec.id)
            .integer(goalIds[goalOfPair[i]])
            .text(rec.step)
            .text(rec.origin)
            .end();
        ++i;
        return true;
    };
    if (staged) {
        bulk_.stage("es_in_pair",
                    std::string("id BIGINT, ext_id") + kText + ", goal_id BIGINT, step" + kText +
                        ", origin" + kText,
                    pairLine);
        bulk_.exec("INSERT INTO esd_pair(id, ext_id, goal_id, step, origin) SELECT id, ext_id, "
                   "goal_id, step, origin FROM es_in_pair");
    } else {
        bulk_.loadText("esd_pair(id, ext_id, goal_id, step, origin)", pairLine);
    }
}

// A goal may also have come in by another import meanwhile, hence the conflict clause.
std::vector<std::int64_t> BulkWriter::addGoals(std::vector<std::size_t> &goalOfPair)
{
    std::vector<std::pair<std::string_view, std::string_view>> goals;
    std::unordered_map<std::string, std::size_t> goalOf; // goalKey -> index in goals
    goalOfPair.reserve(newPairs_.size());
    for (const EsdPairRecord *rec : newPairs_) {
        const auto [it, added] = goalOf.emplace(goalKey(rec->goal, rec->modifier), goals.size());
        if (added) {
            goals.emplace_back(rec->goal, rec->modifier);
        }
        goalOfPair.push_back(it->second);
    }
    bulk_.stageEach("es_in_goal", std::string("ord BIGINT, goal") + kText + ", modifier" + kText,
                    goals, [ord = std::int64_t{0}](TextRow &row, const auto &g) mutable {
                        row.integer(ord++).text(g.first).text(g.second);
                    });
    bulk_.exec("INSERT INTO esd_goal(goal, modifier) SELECT goal, modifier FROM es_in_goal "
               "ORDER BY ord ON CONFLICT (goal, modifier) DO NOTHING");
    std::vector<std::int64_t> goalIds(goals.size());
    forEachRow(
        db_,
        "SELECT i.ord, g.id FROM es_in_goal i JOIN esd_goal g ON g.goal = i.goal AND "
        "g.modifier = i.modifier",
        [&](const auto &r) { goalIds.at(static_cast<std::size_t>(r.int64(0))) = r.int64(1); });
    return goalIds;
}

// The (model, setting)s that had no scores and that the file scores densely, as the
// statement writer tells them, and the columns kept alone that it scores densely again
// (their builders starting from them), are kept as their column alone: their scores go
// straight into it, counted as rows would have been, with no rows (8 million of them, and a
// column of each key's rows by slot, were 450 MB written once at a million pairs, and so
// half a second of page faults alone). Scored after the pairs are in, which gives the ids.
void BulkWriter::startBuilders()
{
    const std::int64_t mostPairs = largestPairId(db_);
    const std::vector<char> fromFile = columnsFromFile(batch_, job_.unscored, mostPairs);
    for (std::size_t k = 0; k < job_.unscored.size(); ++k) {
        if (fromFile[k]) {
            const ScoreKey key{job_.modelIds[k / 2], static_cast<int>(k % 2)};
            ScoreColumnBuilder &builder =
                builders_.try_emplace(key, mostPairs, db_.keepsSignedZero()).first->second;
            if (job_.unscored[k] == kKeptAlone) {
                startFromColumn(db_, key, builder);
            }
        }
    }
}

void BulkWriter::applyScores()
{
    if (!batch_.scores.empty()) {
        startBuilders();
    }
    std::pair<std::int64_t, int> lastKey{-1, -1};
    SlotScores *col = nullptr;
    ScoreColumnBuilder *builder = nullptr;
    for (const EsdScoreRecord &rec : batch_.scores) {
        const std::pair<std::int64_t, int> key{job_.modelIds[rec.model], rec.core ? 1 : 0};
        if ((!col && !builder) || key != lastKey) {
            const auto alone = builders_.find(key);
            builder = alone == builders_.end() ? nullptr : &alone->second;
            col = builder ? nullptr : &column(key.first, key.second);
            lastKey = key;
        }
        if (builder) {
            count(sum_, builder->give(stored_[rec.pair].id, rec.score));
        } else {
            applyScore(rec, *col, key.first, key.second);
        }
        job_.tick();
    }
}

void BulkWriter::applyScore(const EsdScoreRecord &rec, SlotScores &col, std::int64_t model,
                            int setting)
{
    const std::size_t slot = rec.pair;
    std::int64_t &row = col.row[slot];
    if (row >= 0 || col.inProject[slot]) {
        const double now =
            row >= 0 ? scoreRows_[static_cast<std::size_t>(row)].score : col.value[slot];
        if (now == rec.score) {
            ++sum_.scoresUnchanged;
            return;
        }
        ++sum_.scoresChanged;
    } else {
        ++sum_.scoresAdded;
    }
    if (row < 0) {
        row = static_cast<std::int64_t>(scoreRows_.size());
        scoreRows_.push_back({slot, model, setting, rec.score, col.inProject[slot] == 0});
    } else {
        scoreRows_[static_cast<std::size_t>(row)].score = rec.score;
    }
}

void BulkWriter::keepColumns()
{
    // A column kept alone that the file gave again as it is stays as it is.
    for (std::size_t k = 0; k < job_.unscored.size(); ++k) {
        const auto it = builders_.find(ScoreKey{job_.modelIds[k / 2], static_cast<int>(k % 2)});
        if (it != builders_.end() && (job_.unscored[k] != kKeptAlone || it->second.changed())) {
            job_.made.emplace(it->first, it->second.column());
        }
    }
}

// Scores have no row-level security: added ones go straight into their table, in the order
// of its primary key. A file listing each pair's scores together would otherwise put each
// row in another part of the key's index: 8 million rows took 15.9 s so, against 9.4 s in
// key order (docs/benchmarks.md). Usually they are in order already.
void BulkWriter::writeScores()
{
    if (scoreRows_.empty()) {
        return;
    }
    const auto byKey = [this](const ScoreRow &a, const ScoreRow &b) {
        return std::tuple(a.model, a.setting, stored_[a.slot].id) <
               std::tuple(b.model, b.setting, stored_[b.slot].id);
    };
    if (!std::is_sorted(scoreRows_.begin(), scoreRows_.end(), byKey)) {
        std::sort(scoreRows_.begin(), scoreRows_.end(), byKey);
    }
    // Binary rows, in a load of the scores' own column types.
    const auto loadScores = [&](std::string_view target, bool added) {
        std::size_t i = 0;
        bulk_.loadBinary(target, [&](std::string &out) {
            while (i < scoreRows_.size() && scoreRows_[i].added != added) {
                ++i;
            }
            if (i == scoreRows_.size()) {
                return false;
            }
            const ScoreRow &r = scoreRows_[i++];
            BinaryRow(out, 4)
                .int64(r.model)
                .int32(r.setting)
                .int64(stored_[r.slot].id)
                .real(r.score);
            return true;
        });
    };
    if (std::any_of(scoreRows_.begin(), scoreRows_.end(),
                    [](const ScoreRow &r) { return r.added; })) {
        loadScores("esd_score(model_id, setting, pair_id, score)", true);
    }
    if (std::any_of(scoreRows_.begin(), scoreRows_.end(),
                    [](const ScoreRow &r) { return !r.added; })) {
        bulk_.makeStage("es_in_score",
                        "model_id BIGINT, setting INTEGER, pair_id BIGINT, score DOUBLE PRECISION");
        loadScores("es_in_score", false);
        bulk_.exec("UPDATE esd_score s SET score = i.score FROM es_in_score i WHERE s.model_id = "
                   "i.model_id AND s.setting = i.setting AND s.pair_id = i.pair_id");
    }
}

// The labels last: their blocks stay locked from here to the end of the transaction, and a
// workbench's edit of a label in one of them waits that long (the scores' rows were 9-10 s
// of a million pairs'). Added labels go into their table by a bulk load where row-level
// security does not apply to whoever imports (a project without a team, or its owner):
// staged and inserted, a million pairs' 3 million took 1.6-2.1 s longer
// (docs/benchmarks.md). Under row-level security (an adjudicator) a server takes no bulk
// load into the table, and they are staged as changed ones are. Added rows need no conflict
// check: the project had none for their key when this transaction read it.
void BulkWriter::writeLabels()
{
    if (labelRows_.empty()) {
        return;
    }
    const std::string setAt = bulk_.quoteLiteral(job_.at);
    const bool anyAdded = std::any_of(labelRows_.begin(), labelRows_.end(),
                                      [](const LabelRow &r) { return r.added; });
    const bool anyChanged = std::any_of(labelRows_.begin(), labelRows_.end(),
                                        [](const LabelRow &r) { return !r.added; });
    const bool copied = anyAdded && !bulk_.rowSecurityActive("esd_label");
    if (anyChanged || (anyAdded && !copied)) {
        stageLabels(copied);
    }
    // Changed labels first: their rows, then their blocks, in the order a workbench's edit
    // of one takes them, so that an edit and an import never deadlock.
    if (anyChanged) {
        bulk_.exec("UPDATE esd_label l SET label = i.label, set_at = " + setAt +
                   " FROM es_in_label i WHERE NOT i.added AND l.pair_id = i.pair_id AND "
                   "l.person_id = i.person_id");
    }
    if (copied) {
        std::size_t i = 0;
        bulk_.loadBinary("esd_label(pair_id, person_id, label, set_at)", [&](std::string &out) {
            while (i < labelRows_.size() && !labelRows_[i].added) {
                ++i;
            }
            if (i == labelRows_.size()) {
                return false;
            }
            const LabelRow &r = labelRows_[i++];
            BinaryRow(out, 4)
                .int64(stored_[r.slot].id)
                .int64(r.person)
                .int32(r.label)
                .bytes(job_.at);
            return true;
        });
    }
    if (anyAdded && !copied) {
        bulk_.exec("INSERT INTO esd_label(pair_id, person_id, label, set_at) SELECT pair_id, "
                   "person_id, label, " +
                   setAt + " FROM es_in_label WHERE added");
    }
    // More than a few labels leave their blocks to be built (esd_label_blocks.h); those the
    // added ones made hold them alone.
    buildLabelBlocks(bulk_, [&](const LabelSink &sink) {
        for (const LabelRow &r : labelRows_) {
            if (r.added) {
                sink(r.person, stored_[r.slot].id, r.label);
            }
        }
    });
}

// The labels to write through a staged table: the changed ones, and the added ones too when
// they are not `copied` into their table.
void BulkWriter::stageLabels(bool copied)
{
    std::vector<LabelRow> changed;
    if (copied) {
        std::copy_if(labelRows_.begin(), labelRows_.end(), std::back_inserter(changed),
                     [](const LabelRow &r) { return !r.added; });
    }
    bulk_.stageEach(
        "es_in_label", "pair_id BIGINT, person_id BIGINT, label INTEGER, added BOOLEAN",
        copied ? changed : labelRows_, [this](TextRow &row, const LabelRow &r) {
            row.integer(stored_[r.slot].id).integer(r.person).integer(r.label).boolean(r.added);
        });
}

} // namespace

void writeRowsInBulk(const RowsJob &job, BulkLoader &bulk)
{
    BulkWriter(job, bulk).run();
}

} // namespace es::db::esd_import
