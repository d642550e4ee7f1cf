#include "db/esd/esd_store.h"

#include "db/engine/block_insert.h"
#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/esd/esd_import_rows.h"
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
using namespace esd_import;

namespace {

std::string labelText(std::optional<std::int8_t> l)
{
    return l ? std::to_string(*l) : std::string();
}

// A server counts a table's rows only when it analyzes it, which autovacuum does up to a
// minute after an import commits: until then a load of its pairs takes them for none and
// reads the score columns only after them (readColumnsAside), 0.2-0.7 s of an opening at
// a million pairs (docs/benchmarks.md). An import adding many pairs has its owner count
// them before it commits (90-100 ms at a million; the count is seen at once, the
// statistics at commit; an import rolled back leaves the count too high, which costs the
// next load a second ranking): Connection::refreshRowCount.
constexpr std::size_t kPairsCountedAfterImport = 10000;

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
    Connection &db = project_.connection();
    const LargeWrite large(db);
    Transaction tx(db);
    project_.lockForImport();
    std::size_t pairsAdded = 0;
    for (const EsdBatch &b : batches) {
        out.push_back(importInTransaction(b, importedBy, progress, done, total));
        pairsAdded += out.back().pairsAdded;
    }
    if (pairsAdded >= kPairsCountedAfterImport) {
        db.refreshRowCount("esd_pair");
    }
    tx.commit();
    if (progress.report) {
        progress.report(total, total);
    }
    return out;
}

namespace {

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
    const esd_import::RowsJob job{project_, batch, importedBy, modelIds, unscored, at,
                                  progress,  done,  total,      sum,      made};
    if (BulkLoader *bulk = db.bulk()) {
        esd_import::writeRowsInBulk(job, *bulk);
    } else {
        esd_import::writeRows(job);
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
    } catch (const DbError &e) {
        // On a team's server the rows that hold it back may be hidden from this login:
        // others' labels, a decision.
        if (!e.stillReferenced()) {
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
    if (columnsAside.valid() && db.roundTrips()) {
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
    if (BulkLoader *bulk = db.bulk()) {
        std::vector<std::pair<std::int64_t, std::int64_t>> damaged; // person, block
        // A server sends each person's labels as their blocks (esd_label_blocks.h), and the
        // rows of those not built, in one statement: one snapshot, whatever the transaction.
        // Those rows are found by their key's range: joined by block, the planner read
        // every label to find a few. A block that does not read as one (written by hand)
        // is read as its rows after, by the same range.
        bulk->readAll(
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
        if (aside && !db.roundTrips() &&
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
        if (!db.roundTrips()) {
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
    // One statement for the whole set, whose ids travel as one bound value.
    const Connection::IdList idList =
        db.idList(std::vector<std::int64_t>(pairIds.begin(), pairIds.end()));
    const std::string &list = idList.value;
    const char *inList = idList.clause.c_str();

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
