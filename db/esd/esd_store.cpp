#include "db/esd/esd_store.h"

#include "db/engine/block_insert.h"
#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/esd/esd_import_rows.h"
#include "db/esd/esd_label_blocks.h"
#include "db/esd/esd_score_columns.h"
#include "db/esd/esd_snapshot_reads.h"
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

// The ids of the models a file names, each made or given what the file tells of it.
std::vector<std::int64_t> fileModels(Connection &db, const EsdBatch &batch)
{
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
    return modelIds;
}

} // namespace

EsdImportSummary EsdStore::importInTransaction(const EsdBatch &batch, const std::string &importedBy,
                                               const Progress &progress, std::size_t &done,
                                               std::size_t total)
{
    Connection &db = project_.connection();
    EsdImportSummary sum;
    const std::string at = nowUtc();

    const std::vector<std::int64_t> modelIds = fileModels(db, batch);

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
    importCoreLabels(batch, at, sum);
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
    Transaction tx(project_.connection());
    const std::optional<std::int8_t> old =
        writeLabel(LabelTable::Own, pairId, person, label, expected);
    tx.commit();
    return old;
}

std::optional<std::int8_t>
EsdStore::writeLabel(LabelTable table, std::int64_t pairId, const std::string &person,
                     std::optional<std::int8_t> label,
                     const std::optional<std::optional<std::int8_t>> &expected)
{
    Connection &db = project_.connection();
    const bool core = table == LabelTable::Core;
    const std::string name = core ? "esd_core_label" : "esd_label";
    Statement ext = db.prepare("SELECT ext_id FROM esd_pair WHERE id = ?");
    ext.bind(1, pairId);
    if (!ext.step()) {
        throw InputError("no ESD pair with id " + std::to_string(pairId));
    }
    const std::string extId = ext.text(0);
    const std::int64_t personId = project_.ensureAnnotator(person);

    std::optional<std::int8_t> old;
    Statement find =
        db.prepare("SELECT label FROM " + name + " WHERE pair_id = ? AND person_id = ?");
    find.bind(1, pairId).bind(2, personId);
    if (find.step()) {
        old = static_cast<std::int8_t>(find.integer(0));
    }
    if (expected && old != *expected && old != label) {
        throw LabelChanged(
            "ESD pair \"" + extId + "\": " + person + "'s " + (core ? "Core label" : "label") +
            " is " + (old ? "now " + labelText(old) : "cleared") + " since, and stays as it is");
    }
    if (old == label) {
        return old;
    }
    if (label) {
        db.prepare("INSERT INTO " + name +
                   "(pair_id, person_id, label, set_at) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT(pair_id, person_id) DO UPDATE SET label = excluded.label, "
                   "set_at = excluded.set_at")
            .bind(1, pairId)
            .bind(2, personId)
            .bind(3, static_cast<int>(*label))
            .bind(4, nowUtc())
            .run();
    } else {
        db.prepare("DELETE FROM " + name + " WHERE pair_id = ? AND person_id = ?")
            .bind(1, pairId)
            .bind(2, personId)
            .run();
    }
    const std::string action =
        std::string(core ? "core_label." : "label.") + (label ? "set" : "clear");
    project_.audit(person, action, "esd", extId, labelText(old), labelText(label));
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
    Statement labels = db.prepare("SELECT (SELECT count(*) FROM esd_label WHERE pair_id = ?) + "
                                  "(SELECT count(*) FROM esd_core_label WHERE pair_id = ?)");
    labels.bind(1, pairId).bind(2, pairId).step();
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

namespace {

// The pair's Core labels on a line of their own, as an import takes them back.
void writeCoreLine(std::ostream &out, const EsdSnapshot &snap, std::size_t p)
{
    nlohmann::ordered_json core = nlohmann::ordered_json::object();
    for (std::size_t a = 0; a < snap.coreLabellers.size(); ++a) {
        if (const std::int8_t l = snap.coreLabels.at(p, a); l != kNoLabel) {
            core[snap.coreLabellerNames[a]] = l;
        }
    }
    if (!core.empty()) {
        out << nlohmann::ordered_json{{"id", snap.pairs[p].extId},
                                      {"labels", std::move(core)},
                                      {"setting", "core"}}
                   .dump()
            << '\n';
    }
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
        writeCoreLine(out, snap, p);
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
