// The project store: schema versions, imports that are all-or-nothing and idempotent,
// audited label changes, contributed steps and the snapshot the statistics read.
#include "common/pg_support.h"
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/copy.h"
#include "db/demo_project.h"
#include "db/engine/bulk.h"
#include "db/engine/rows.h"
#include "db/esd/esd_drift.h"
#include "db/esd/esd_label_blocks.h"
#include "db/esd/esd_score_columns.h"
#include "db/esd/esd_store.h"
#include "db/live.h"
#include "db/project.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>
#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <thread>

using namespace es::db;
using es::test::onServer;
using es::test::projectFingerprint;

namespace {

EsdBatch parse(const std::string &text)
{
    return parseEsdJsonLines(text, "test.jsonl");
}

int count(Project &p, const std::string &sql)
{
    Statement s = p.connection().prepare(sql);
    s.step();
    return s.integer(0);
}

std::optional<int> labelOf(Project &p, const std::string &extId, const std::string &person)
{
    Statement s = p.connection().prepare("SELECT l.label FROM esd_label l JOIN esd_pair e ON e.id "
                                         "= l.pair_id JOIN person p ON p.id = l.person_id "
                                         "WHERE e.ext_id = ? AND p.name = ?");
    s.bind(1, extId).bind(2, person);
    return s.step() ? std::optional(s.integer(0)) : std::nullopt;
}

const std::string kTwoPairs =
    R"({"id": "g1-s1", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Spread them.", "labels": {"ann_a": 1, "ann_b": 1}})"
    "\n"
    R"({"id": "g1-s2", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Share them.", "labels": {"ann_a": 0, "ann_b": -1}})"
    "\n"
    R"({"id": "g1-s1", "model": "m", "setting": "full", "score": 0.9, "family": "fam", "params": 7e9})"
    "\n"
    R"({"id": "g1-s2", "model": "m", "setting": "core", "score": 0.2})"
    "\n";

// Thirty pairs in three goals, each with two labels, and three models' scores: "m1" in both
// settings on every pair, "m2" full on every third pair (columns with gaps), "m3" (lower
// is better) core on the last ten.
std::string scoredPairs()
{
    std::string out;
    for (int i = 0; i < 30; ++i) {
        const std::string id = "p" + std::to_string(i);
        out += R"({"id": ")" + id + R"(", "goal": "Goal )" + std::to_string(i / 10) +
               R"(", "step": "Step )" + std::to_string(i) + R"(.", "labels": {"ann_a": )" +
               std::to_string(i % 2) + R"(, "ann_b": 1}})" + "\n";
        out += R"({"id": ")" + id + R"(", "model": "m1", "setting": "full", "score": )" +
               std::to_string(0.01 * i) + "}\n";
        out += R"({"id": ")" + id + R"(", "model": "m1", "setting": "core", "score": )" +
               std::to_string(1.0 / (i + 3)) + "}\n";
        if (i % 3 == 0) {
            out += R"({"id": ")" + id + R"(", "model": "m2", "setting": "full", "score": )" +
                   std::to_string(i % 7) + "}\n";
        }
        if (i >= 20) {
            out += R"({"id": ")" + id +
                   R"(", "model": "m3", "setting": "core", "direction": "lower", "score": -)" +
                   std::to_string(i) + "}\n";
        }
    }
    return out;
}

// Every model's scores (bit for bit, NaN where none) and rank order, as a load gives them.
QStringList scoresOf(const EsdSnapshot &snap)
{
    QStringList out;
    for (const auto &m : snap.models) {
        QStringList values;
        for (const double v : m.scores) {
            values << QString::number(std::bit_cast<std::uint64_t>(v), 16);
        }
        QStringList order;
        for (const std::uint32_t i : m.order) {
            order << QString::number(i);
        }
        out << QString::fromStdString(m.model + " " + m.setting) + QLatin1String(": ") +
                   values.join(QLatin1Char(' ')) + QLatin1String(" | ") +
                   order.join(QLatin1Char(' '));
    }
    return out;
}

// Inside a transaction, whose own writes a second connection could not see, a steady
// read is a plain one, and ends with it.
void inATransactionAReadIsPlain(Connection &c)
{
    {
        Transaction tx(c);
        const SteadyRead read(c);
        QVERIFY(!read.steady());
    }
    QVERIFY(!c.inTransaction());
}

// Options for a load that reads the score columns on a second connection however few
// the pairs, and says whether it did.
EsdLoadOptions columnsAside(bool *readAside)
{
    EsdLoadOptions options;
    options.columnsAsideFrom = 0;
    options.columnsReadAside = readAside;
    return options;
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    // A live update re-reads a few pairs into a snapshot: the result is what a fresh load
    // gives, after a newcomer's first label, someone's last label cleared, a changed label
    // and a decision, made through another connection.
    void refreshedPairsEqualAFreshLoad()
    {
        const std::string file = path("refresh.eventscope");
        Project p(file, Project::Open::CreateIfMissing);
        EsdStore(p).import(parse(kTwoPairs), "test");
        EsdSnapshot snap = EsdStore(p).load();
        QCOMPARE(snap.annotators, (std::vector<std::string>{"ann_a", "ann_b"}));
        std::set<std::int64_t> touched;
        {
            Project other(file, Project::Open::ExistingOnly);
            EsdStore store(other);
            touched = {store.pairId("g1-s1"), store.pairId("g1-s2")};
            store.setLabel(store.pairId("g1-s1"), "ann_0", std::int8_t(0)); // a new first column
            store.setLabel(store.pairId("g1-s1"), "ann_b", std::nullopt);
            store.setLabel(store.pairId("g1-s2"), "ann_b", std::nullopt); // ann_b's last
            store.setLabel(store.pairId("g1-s2"), "ann_a", std::int8_t(1));
            other.setRole("lead", Role::Adjudicator, "test");
            store.adjudicate(store.pairId("g1-s2"), "lead", EsdAdjudication{1, "clear"});
        }
        const auto indices = EsdStore(p).refreshPairs(snap, touched);
        QVERIFY(indices);
        QCOMPARE(indices->size(), std::size_t(2));
        const EsdSnapshot fresh = EsdStore(p).load();
        QCOMPARE(snap.annotators, (std::vector<std::string>{"ann_0", "ann_a"}));
        QCOMPARE(snap.annotators, fresh.annotators);
        QCOMPARE(snap.annotatorIds, fresh.annotatorIds);
        QCOMPARE(snap.labels.annotators, fresh.labels.annotators);
        QCOMPARE(snap.labels.labels, fresh.labels.labels);
        QCOMPARE(snap.adjudicated, fresh.adjudicated);
        QCOMPARE(snap.decisions.at(1).by, std::string("lead"));
        QCOMPARE(snap.decisions.at(1).note, std::string("clear"));

        // A pair the snapshot does not hold asks for a full load.
        QVERIFY(!EsdStore(p).refreshPairs(snap, {9999}));
    }

    void newProjectHasCurrentSchema()
    {
        Project p(path("schema.eventscope"), Project::Open::CreateIfMissing);
        QCOMPARE(p.schemaVersion(), Project::currentSchemaVersion());
        if (onServer()) {
            QCOMPARE(p.engine(), Engine::PostgreSQL);
            QVERIFY(p.created());
            return; // journal mode and foreign-key switch are SQLite's; a server always checks keys
        }
        Statement mode = p.connection().prepare("PRAGMA journal_mode");
        mode.step();
        QCOMPARE(mode.text(0), std::string("wal"));
        Statement fk = p.connection().prepare("PRAGMA foreign_keys");
        fk.step();
        QCOMPARE(fk.integer(0), 1);
    }

    void newerProjectIsRefused()
    {
        const std::string file = path("newer.eventscope");
        {
            Project p(file, Project::Open::CreateIfMissing);
            p.connection().exec(onServer() ? "UPDATE eventscope_schema SET version = 99"
                                           : "PRAGMA user_version = 99");
        }
        try {
            Project p(file, Project::Open::ExistingOnly);
            QFAIL("a newer project was opened");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral(
                         "schema version 99 is newer than this EventScope understands")),
                     e.what());
        }
    }

    void foreignFilesAreRefused()
    {
        if (onServer()) {
            // The server's counterparts: a database of other tables, and an empty one when
            // a project must exist.
            const std::string foreign = path("foreign.eventscope");
            pg::Connection(foreign).exec("CREATE TABLE foo(x INTEGER); INSERT INTO foo VALUES (1)");
            const QByteArray before = projectFingerprint(QString::fromStdString(foreign));
            QVERIFY_THROWS_EXCEPTION(InputError, Project(foreign, Project::Open::CreateIfMissing));
            QCOMPARE(projectFingerprint(QString::fromStdString(foreign)), before);
            QVERIFY_THROWS_EXCEPTION(
                InputError, Project(path("missing.eventscope"), Project::Open::ExistingOnly));
            return;
        }
        const std::string file = path("text.eventscope");
        {
            QFile f(QString::fromStdString(file));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a database, just text that is long enough to have a header......");
        }
        QVERIFY_THROWS_EXCEPTION(InputError, Project(file, Project::Open::ExistingOnly));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 Project(path("missing.eventscope"), Project::Open::ExistingOnly));
    }

    void importStoresEverything()
    {
        Project p(path("import.eventscope"), Project::Open::CreateIfMissing);
        const EsdImportSummary s = EsdStore(p).import(parse(kTwoPairs), "tester");
        QCOMPARE(s.pairsAdded, std::size_t(2));
        QCOMPARE(s.labelsAdded, std::size_t(4));
        QCOMPARE(s.scoresAdded, std::size_t(2));
        QCOMPARE(count(p, "SELECT count(*) FROM esd_goal"), 1);
        QCOMPARE(labelOf(p, "g1-s2", "ann_b"), std::optional(-1));
        QCOMPARE(
            count(p, "SELECT count(*) FROM audit WHERE action = 'import' AND person = 'tester'"),
            1);

        const EsdSnapshot snap = EsdStore(p).load();
        QCOMPARE(snap.pairs.size(), std::size_t(2));
        QCOMPARE(snap.annotators, (std::vector<std::string>{"ann_a", "ann_b"}));
        QCOMPARE(snap.labels.at(0, 0), std::int8_t(1));
        QCOMPARE(snap.labels.at(1, 1), std::int8_t(-1));
        QCOMPARE(snap.goals[0].modifier, std::string("Microwave"));
        QCOMPARE(snap.models.size(), std::size_t(2)); // m full, m core
        QCOMPARE(snap.models[0].setting, std::string("full"));
        QCOMPARE(snap.models[0].scores[0], 0.9);
        QVERIFY(std::isnan(snap.models[0].scores[1]));
        QCOMPARE(*snap.models[0].params, 7e9);
        QCOMPARE(snap.models[0].family, std::string("fam"));
    }

    void reimportIsIdempotentAndNewerLabelsWin()
    {
        Project p(path("again.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(kTwoPairs), "tester");
        const EsdImportSummary same = store.import(parse(kTwoPairs), "tester");
        QCOMPARE(same.pairsAdded, std::size_t(0));
        QCOMPARE(same.labelsUnchanged, std::size_t(4));
        QCOMPARE(same.scoresUnchanged, std::size_t(2));
        QCOMPARE(count(p, "SELECT count(*) FROM esd_label"), 4);
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'label.set'"), 0);

        const EsdImportSummary changed = store.import(
            parse(
                R"({"id": "g1-s1", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Spread them.", "labels": {"ann_a": 0}})"),
            "tester");
        QCOMPARE(changed.labelsChanged, std::size_t(1));
        QCOMPARE(labelOf(p, "g1-s1", "ann_a"), std::optional(0));
        Statement audit = p.connection().prepare(
            "SELECT person, item, old_value, new_value FROM audit WHERE action = 'label.set'");
        QVERIFY(audit.step());
        QCOMPARE(audit.text(0), std::string("ann_a"));
        QCOMPARE(audit.text(1), std::string("g1-s1"));
        QCOMPARE(audit.text(2), std::string("1"));
        QCOMPARE(audit.text(3), std::string("0"));
    }

    // Labels and scores go to the project a block of rows per statement. A re-import whose
    // blocks mix new and known pairs, changed and unchanged labels and scores must count,
    // audit and store each row as if it had been stored alone: the expected figures are
    // counted here from how the two files were made.
    void blocksOfRowsCountAsRowsOneByOne()
    {
        Project p(path("blocks.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        const auto pairLine = [](int i, int a, int b) {
            const std::string n = std::to_string(i);
            return "{\"id\": \"p" + n + "\", \"goal\": \"G" + std::to_string(i / 8) +
                   "\", \"step\": \"S" + n + "\", \"labels\": {\"ann_a\": " + std::to_string(a) +
                   ", \"ann_b\": " + std::to_string(b) + "}}\n";
        };
        const auto scoreLine = [](int i, double score) {
            return "{\"id\": \"p" + std::to_string(i) +
                   "\", \"model\": \"m\", \"setting\": \"full\", \"score\": " +
                   std::to_string(score) + "}\n";
        };
        std::string first;
        for (int i = 0; i < 250; ++i) {
            first += pairLine(i, i % 2, 0);
        }
        for (int i = 0; i < 250; ++i) {
            first += scoreLine(i, i * 0.5);
        }
        const EsdImportSummary added = store.import(parse(first), "tester");
        QCOMPARE(added.pairsAdded, std::size_t(250));
        QCOMPARE(added.labelsAdded, std::size_t(500));
        QCOMPARE(added.scoresAdded, std::size_t(250));
        // One score given again (sparse) turns the column kept alone into rows, so that the
        // file below is compared and written as rows, in blocks.
        QCOMPARE(store.import(parse(scoreLine(0, 0.0)), "tester").scoresUnchanged, std::size_t(1));
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 250);

        // Pairs 0-249 again with every 7th ann_a label flipped, a new pair after every
        // second known one (100 new), every 11th known score changed and the new pairs scored.
        std::string second;
        std::size_t flipped = 0;
        int fresh = 1000;
        std::vector<int> order;
        for (int i = 0; i < 250; ++i) {
            const bool flip = i % 7 == 0;
            flipped += flip ? 1 : 0;
            second += pairLine(i, flip ? 1 - i % 2 : i % 2, 0);
            order.push_back(i);
            if (i % 2 == 1 && fresh < 1100) {
                second += pairLine(fresh, 1, 1);
                order.push_back(fresh++);
            }
        }
        std::size_t rescored = 0;
        for (const int i : order) {
            const bool known = i < 1000;
            const bool change = known && i % 11 == 0;
            rescored += change ? 1 : 0;
            second += scoreLine(i, change ? i * 0.5 + 1 : i * 0.5);
        }
        QCOMPARE(fresh, 1100);
        const EsdImportSummary again = store.import(parse(second), "tester");
        QCOMPARE(again.pairsAdded, std::size_t(100));
        QCOMPARE(again.pairsKnown, std::size_t(250));
        QCOMPARE(again.labelsAdded, std::size_t(200));
        QCOMPARE(again.labelsChanged, flipped); // 36: pairs 0, 7, ..., 245
        QCOMPARE(again.labelsUnchanged, std::size_t(500) - flipped);
        QCOMPARE(again.scoresAdded, std::size_t(100));
        QCOMPARE(again.scoresChanged, rescored); // 23: pairs 0, 11, ..., 242
        QCOMPARE(again.scoresUnchanged, std::size_t(250) - rescored);
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'label.set'"), int(flipped));
        QCOMPARE(labelOf(p, "p7", "ann_a"), std::optional(0));
        QCOMPARE(labelOf(p, "p8", "ann_a"), std::optional(0));
        QCOMPARE(labelOf(p, "p1050", "ann_b"), std::optional(1));
        // The new pairs' ids follow the known ones', in file order, as one-by-one inserts give.
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair WHERE id > 250"), 100);
        QCOMPARE(count(p, "SELECT min(id) FROM esd_pair WHERE ext_id = 'p1000'"), 251);
        QCOMPARE(count(p, "SELECT min(id) FROM esd_pair WHERE ext_id = 'p1099'"), 350);
        QCOMPARE(
            count(
                p,
                "SELECT count(*) FROM esd_score WHERE score = (SELECT max(score) FROM esd_score)"),
            1);

        // A fresh project given the second file holds the same labels and scores.
        Project q(path("blocks-fresh.eventscope"), Project::Open::CreateIfMissing);
        EsdStore(q).import(parse(second), "tester");
        const EsdSnapshot a = store.load();
        const EsdSnapshot b = EsdStore(q).load();
        QCOMPARE(a.pairs.size(), b.pairs.size());
        QCOMPARE(a.annotators, b.annotators);
        std::map<std::string, std::size_t> inB; // the fresh project numbers pairs in file order
        for (std::size_t j = 0; j < b.pairs.size(); ++j) {
            inB[b.pairs[j].extId] = j;
        }
        for (std::size_t i = 0; i < a.pairs.size(); ++i) {
            const std::size_t j = inB.at(a.pairs[i].extId);
            for (std::size_t k = 0; k < a.annotators.size(); ++k) {
                QCOMPARE(a.labels.at(i, k), b.labels.at(j, k));
            }
            QCOMPARE(a.models[0].scores[i], b.models[0].scores[j]);
        }
    }

    // A file may give a pair twice: with the same texts the second line only adds its
    // labels; with another goal, modifier or step the file is refused, naming both lines,
    // and nothing is stored.
    void aPairGivenTwiceInAFileKeepsItsTexts()
    {
        Project p(path("pair-twice.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        const auto line = [](const char *id, const char *goal, const char *modifier,
                             const char *step, const char *labels) {
            return "{\"id\": \"" + std::string(id) + "\", \"goal\": \"" + goal +
                   "\", \"modifier\": \"" + modifier + "\", \"step\": \"" + step +
                   "\", \"labels\": {" + labels + "}}\n";
        };
        const EsdImportSummary sum = store.import(
            parse(line("t1", "G", "M", "S", "\"a\": 1") + line("t1", "G", "M", "S", "\"b\": 0")),
            "tester");
        QCOMPARE(sum.pairsAdded, std::size_t(1));
        QCOMPARE(labelOf(p, "t1", "a"), std::optional(1));
        QCOMPARE(labelOf(p, "t1", "b"), std::optional(0));
        const std::string first = line("t2", "G", "M", "S", "");
        for (const std::string &second :
             {line("t2", "H", "M", "S", ""), line("t2", "G", "N", "S", ""),
              line("t2", "G", "M", "T", "")}) {
            try {
                store.import(parse(first + second), "tester");
                QFAIL("a pair given twice with another text was stored");
            } catch (const InputError &e) {
                QCOMPARE(QString::fromStdString(e.what()),
                         QStringLiteral(
                             R"(test.jsonl:2: id "t2" appears on line 1 with different text)"));
            }
            QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 1);
        }
    }

    // A pair line may give one annotator's label twice ("labels" and, with --annotator,
    // "label"): the second replaces the first, audited, as two lines would.
    void aLabelGivenTwiceInALineIsAChange()
    {
        Project p(path("twice.eventscope"), Project::Open::CreateIfMissing);
        const EsdBatch batch = parseEsdJsonLines(
            R"({"id": "t1", "goal": "G", "step": "S", "labels": {"ann": 1}, "label": 0})",
            "test.jsonl", {.annotator = "ann", .model = {}, .fields = {}});
        const EsdImportSummary sum = EsdStore(p).import(batch, "tester");
        QCOMPARE(sum.labelsAdded, std::size_t(1));
        QCOMPARE(sum.labelsChanged, std::size_t(1));
        QCOMPARE(sum.labelsUnchanged, std::size_t(0));
        QCOMPARE(labelOf(p, "t1", "ann"), std::optional(0));
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'label.set' AND old_value = "
                          "'1' AND new_value = '0'"),
                 1);
    }

    // Each annotator's labels in the order given: the times and pair ids of the labels,
    // sorted, as SQL's ORDER BY set_at, pair_id has them (times shared by many labels, as
    // an import's are, and times that differ only in their milliseconds).
    void labellingOrderIsTheClocksOrder()
    {
        Project p(path("clock.eventscope"), Project::Open::CreateIfMissing);
        std::string lines;
        for (int i = 0; i < 60; ++i) {
            lines += "{\"id\": \"p" + std::to_string(i) + "\", \"goal\": \"G" +
                     std::to_string(i / 6) + "\", \"step\": \"S" + std::to_string(i) +
                     "\", \"labels\": {\"ann_a\": " + std::to_string(i % 2) +
                     (i % 7 == 3 ? "" : ", \"ann_b\": " + std::to_string((i / 2) % 2)) +
                     ", \"ann_c\": " + std::to_string(i % 3 == 0 ? -1 : 1) + "}}\n";
        }
        EsdStore store(p);
        store.import(parse(lines), "tester");
        p.connection().exec(
            "UPDATE esd_label SET set_at = CASE (pair_id * 7 + person_id * 3) % 5 "
            "WHEN 0 THEN '2026-03-01T09:00:00.000Z' WHEN 1 THEN '2026-03-01T09:00:00.001Z' "
            "WHEN 2 THEN '2026-02-28T23:59:59.999Z' WHEN 3 THEN '2026-03-01T09:00:00.000Z' "
            "ELSE '2027-01-01T00:00:00.000Z' END");
        const EsdSnapshot snap = store.load();
        QCOMPARE(snap.annotators.size(), std::size_t(3));
        std::vector<std::vector<std::uint32_t>> expected(3);
        Statement s = p.connection().prepare(
            "SELECT person_id, pair_id FROM esd_label ORDER BY set_at, pair_id");
        while (s.step()) {
            const auto c =
                std::find(snap.annotatorIds.begin(), snap.annotatorIds.end(), s.int64(0));
            QVERIFY(c != snap.annotatorIds.end());
            expected[std::size_t(c - snap.annotatorIds.begin())].push_back(
                std::uint32_t(snap.pairIndex(s.int64(1))));
        }
        QCOMPARE(expected[1].size(), std::size_t(51)); // ann_b skipped nine pairs
        const auto order = store.labellingOrder(snap);
        QCOMPARE(order, expected);
        // Not merely pair order: the times decide first.
        QVERIFY(!std::is_sorted(order[0].begin(), order[0].end()));
    }

    // Each annotator's label times in seconds, ascending, and the words of Table 1, streamed
    // from the store: a goal with a method and one without, steps of 1 to 4 words.
    void labelTimesAndTable1()
    {
        Project p(path("times.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse("{\"id\": \"a\", \"goal\": \"Bake bread\", \"modifier\": "
                           "\"With a  slow oven\", \"step\": \"Knead\", \"labels\": "
                           "{\"ann_a\": 1, \"ann_b\": 0}}\n"
                           "{\"id\": \"b\", \"goal\": \"Bake bread\", \"modifier\": "
                           "\"With a  slow oven\", \"step\": \"Let it rise\", \"labels\": "
                           "{\"ann_a\": 1}}\n"
                           "{\"id\": \"c\", \"goal\": \"Pack a bag\", \"step\": \"Fold "
                           "the shirts twice\", \"labels\": {\"ann_a\": 0, \"ann_b\": 1}}\n"),
                     "tester");
        p.connection().exec(
            "UPDATE esd_label SET set_at = CASE pair_id WHEN 1 THEN '2026-03-01T09:00:10.500Z' "
            "WHEN 2 THEN '2026-03-01T09:00:00.000Z' ELSE '2026-03-01T09:01:00.000Z' END");
        const EsdSnapshot snap = store.load();
        const auto times = store.labelTimes(snap);
        QCOMPARE(times.size(), std::size_t(2));
        // 2026-03-01T09:00:00Z is 1772355600 s after the epoch (Python's
        // datetime(2026, 3, 1, 9, tzinfo=timezone.utc).timestamp()).
        const double nine = 1772355600.0;
        const auto a = std::size_t(snap.annotatorColumn("ann_a"));
        const auto b = std::size_t(snap.annotatorColumn("ann_b"));
        QCOMPARE(times[a], (std::vector<double>{nine, nine + 10.5, nine + 60.0}));
        QCOMPARE(times[b], (std::vector<double>{nine + 10.5, nine + 60.0}));
        // Read in the load's own scan (what a report asks for; a file does, a server sends
        // labels as blocks and they are read again), the same times.
        const EsdSnapshot withTimes = store.load({.text = false, .labelTimes = true});
        QCOMPARE(withTimes.timesLoaded, p.connection().bulk() == nullptr);
        QCOMPARE(store.labelTimes(withTimes), times);

        const es::metrics::EsdDatasetTallies t = store.datasetTallies(snap);
        QCOMPARE(t.stepsPerGoal.items, std::size_t(2));
        QCOMPARE(t.stepsPerGoal.min, std::size_t(1));
        QCOMPARE(t.stepsPerGoal.max, std::size_t(2));
        QCOMPARE(t.stepTokens.total, std::size_t(1 + 3 + 4));
        QCOMPARE(t.stepTokens.max, std::size_t(4));
        QCOMPARE(t.goalTokens.total, std::size_t(2 + 3));
        QCOMPARE(t.modifierTokens.items, std::size_t(1)); // the bag has no method
        QCOMPARE(t.modifierTokens.total, std::size_t(4));
        // Without goals assigned, every pair waits for each annotator's label.
        QCOMPARE(unlabelledPairs(snap)[a], std::size_t(0));
        QCOMPARE(unlabelledPairs(snap)[b], std::size_t(1));
    }

    // The drift chart's inputs by hand: labels in the order given, a label cleared since
    // (left out), a pair beyond the snapshot (left out), gold beside each label, and with
    // a single annotator only decisions as gold.
    void driftInputsFollowTheOrderGiven()
    {
        EsdSnapshot snap;
        snap.labels.pairs = 4;
        snap.labels.annotators = 2;
        const std::int8_t n = es::metrics::esd::kNoLabel;
        // pair: ann 0, ann 1
        snap.labels.labels = {1, 1, /**/ 0, n, /**/ n, 0, /**/ 1, 0};
        snap.adjudicated = {n, n, n, 0};
        es::metrics::EsdStatistics st;
        st.gold = {1, n, n, 0};
        const std::vector<std::vector<std::uint32_t>> order = {{3, 2, 0, 1, 9}, {1, 3, 0}};
        const std::vector<std::size_t> both = {0, 1};
        const auto lines = esdDriftInputs(snap, st, order, both);
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines[0].column, std::size_t(0));
        QCOMPARE(lines[0].labels, (std::vector<std::int8_t>{1, 1, 0}));
        QCOMPARE(lines[0].gold, (std::vector<std::int8_t>{0, 1, n}));
        QCOMPARE(lines[0].withGold, std::size_t(2));
        QCOMPARE(lines[1].labels, (std::vector<std::int8_t>{0, 1}));
        QCOMPARE(lines[1].gold, (std::vector<std::int8_t>{0, 1}));
        QCOMPARE(lines[1].withGold, std::size_t(2));

        // One annotator's view: their majority is their own label, so only the decision
        // on pair 3 counts as gold.
        EsdSnapshot one = snap;
        one.labels.annotators = 1;
        one.labels.labels = {1, 0, n, 1};
        const std::vector<std::size_t> first = {0};
        const auto alone = esdDriftInputs(one, st, {{3, 2, 0, 1}}, first);
        QCOMPARE(alone[0].labels, (std::vector<std::int8_t>{1, 1, 0}));
        QCOMPARE(alone[0].gold, (std::vector<std::int8_t>{0, n, n}));
        QCOMPARE(alone[0].withGold, std::size_t(1));
    }

    // What an import asks for is read from every piece of a large file, in file order: a
    // bare label on the first line (after a byte-order mark), models first named in the
    // second half, a score with no model near the end.
    void lineNeedsReadTheWholeFile()
    {
        std::string content =
            "\xEF\xBB\xBF{\"id\": \"a\", \"goal\": \"G\", \"step\": \"S\", \"label\": 1}\n";
        for (int i = 0; content.size() < (3u << 20); ++i) {
            const char *model =
                content.size() < (2u << 20) ? "first" : (i % 2 ? "second" : "third");
            content += "{\"id\": \"a\", \"model\": \"" + std::string(model) +
                       "\", \"setting\": \"full\", \"score\": 1}\n";
        }
        const EsdLineNeeds without = esdLineNeeds(content);
        QVERIFY(without.annotator);
        QVERIFY(!without.model);
        QCOMPARE(without.models.size(), std::size_t(3));
        QCOMPARE(without.models[0], std::string("first"));
        content += "{\"id\": \"a\", \"setting\": \"full\", \"score\": 1}\n";
        QVERIFY(esdLineNeeds(content).model);
    }

    // Common lines are read by a fast reader; every line it takes must come out as the
    // full parser reads it, and what it cannot be sure of is left to the full parser
    // (whose one-line errors stand). Edge cases by hand, then 30,000 random edits of them.
    void fastLineReaderAgrees()
    {
        const std::vector<std::string> lines = {
            R"({"id": "g1-s1", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Spread them.", "labels": {"ann_b": 1, "ann_a": 0, "Ann": -1}})",
            R"({"id":"g1-s1","model":"m","setting":"full","score":0.9,"family":"fam","params":7e9,"direction":"higher"})",
            R"({"id": "a", "goal": "G", "step": "S"})",
            R"({"id": "a", "goal": "G", "step": "S", "modifier": null, "origin": null, "labels": null, "label": null})",
            R"({"id": "a", "goal": "G", "step": "S", "origin": "contributed", "labels": {"x": 1.0, "y": -1e0, "z": -0}})",
            R"({"id": "a", "goal": "G", "step": "S", "label": 1})",
            R"({"id": "a", "goal": "G", "step": "S", "labels": {"x": 2}})",
            R"({"id": "a", "goal": "G", "step": "S", "labels": {"x": 0.5}})",
            R"({"id": "a", "goal": "G", "step": "S", "labels": {"x": 1, "x": 0}})",
            R"({"id": "a", "goal": "G", "step": "S", "labels": {"": 1}})",
            R"({"id": "a", "goal": "G", "step": "S", "labels": {"x": {"y": 1}}})",
            R"({"id": "a", "goal": "G", "step": "S", "extra": {"k": 1, "k": 2}})",
            R"({"id": "a", "goal": "G", "step": "S", "id": "b"})",
            R"({"id": "", "goal": "G", "step": "S"})",
            // Not a raw string: moc's tokenizer takes \" in one for the string's end.
            "{\"id\": \"a\", \"goal\": \"G\\u00e9\\n\\\"\\\\/\", \"step\": \"S\\t\"}",
            R"({"id": "a", "goal": "G \ud83d\ude00", "step": "S"})",
            R"({"id": "a", "goal": "G \udc00", "step": "S"})",
            R"({"i\u0064": "a", "goal": "G", "step": "S"})",
            "{\"id\": \"a\", \"goal\": \"G\tx\", \"step\": \"S\"}",
            "{\"id\": \"a\", \"goal\": \"G\xff\", \"step\": \"S\"}",
            "{\"id\": \"a\", \"goal\": \"G\xc3\xa9\", \"step\": \"S\"}\r",
            R"({"id": "a", "goal": "G", "step": "S"} x)",
            R"({"id": "a", "goal": "G", "step": "S"}{"id": "b"})",
            R"([{"id": "a", "goal": "G", "step": "S"}])",
            R"({})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 3})",
            R"({"id": "a", "model": "m", "setting": "core", "score": -0.0})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1e308})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1e400})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1e-400})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 4.9e-324})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 123456789012345678901234567890})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 18446744073709551615})",
            R"({"id": "a", "model": "m", "setting": "full", "score": -9223372036854775809})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 0.1e1})",
            R"({"id": "a", "model": "m", "setting": "full", "score": "0.5"})",
            R"({"id": "a", "model": null, "setting": "full", "score": 1})",
            R"({"id": "a", "setting": "full", "score": 1})",
            R"({"id": "a", "model": "other", "setting": "full", "score": 1})",
            R"({"id": "a", "model": "m", "setting": "Full", "score": 1})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1, "params": 0})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1, "params": null, "family": null, "direction": null})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1, "direction": "HIGHER"})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1, "family": 3})",
            R"({"id": "a", "model": "m", "setting": "full", "score": null})",
            R"({"id": "a", "model": "m", "setting": "full", "score": 1, "goal": "G"})",
            R"({"id": "a", "goal": "G", "step": "S", "model": "m"})",
            R"(  {"id" : "a" ,"goal":"G","step":"S"}  )",
            // A line that only labels a pair, and a contributed step's contributor.
            R"({"id": "a", "label": 1})",
            R"({"id": "a", "labels": {"x": 0}})",
            R"({"id": "a", "labels": {}})",
            R"({"id": "a", "label": 1, "origin": "contributed"})",
            R"({"id": "a", "label": 1, "goal": "G"})",
            R"({"id": "a", "label": 1, "modifier": "M"})",
            R"({"id": "a"})",
            R"({"id": "a", "goal": "G", "step": "S", "origin": "contributed", "contributor": "z"})",
            R"({"id": "a", "goal": "G", "step": "S", "contributor": "z"})",
            R"({"id": "a", "goal": "G", "step": "S", "origin": "contributed", "contributor": ""})",
            R"({"id": "a", "goal": "G", "step": "S", "origin": "contributed", "contributor": 3})",
        };
        const std::vector<EsdParseOptions> options = {
            {}, {.annotator = "ann", .model = "m", .fields = {}}};
        std::size_t taken = 0;
        const auto check = [&](const std::string &line) {
            for (const EsdParseOptions &o : options) {
                const EsdLineComparison c = compareEsdLineReaders(line, o);
                QVERIFY2(c.difference.empty(), (line + " -> " + c.difference).c_str());
                taken += c.taken ? 1 : 0;
            }
        };
        for (const std::string &line : lines) {
            check(line);
        }
        QVERIFY(compareEsdLineReaders(lines[0]).taken);
        QVERIFY(compareEsdLineReaders(lines[1]).taken);
        QVERIFY(compareEsdLineReaders(lines[4]).taken);
        QVERIFY(!compareEsdLineReaders(lines[8])
                     .taken); // a repeated annotator: the full parser's error
        QVERIFY(!compareEsdLineReaders(lines[11]).taken); // a key the reader does not read
        QVERIFY(!compareEsdLineReaders(lines[15]).taken); // an escaped surrogate
        QVERIFY(!compareEsdLineReaders(lines[28]).taken); // out of double range

        const std::string alphabet = "\"\\{}[]:,01-.eE+nulltrue \t\x01\xc3\xa9\xff\r";
        std::mt19937 rng(20261126);
        std::size_t mutatedTaken = 0;
        for (int round = 0; round < 30000; ++round) {
            std::string line = lines[rng() % lines.size()];
            const int edits = 1 + static_cast<int>(rng() % 3);
            for (int e = 0; e < edits && !line.empty(); ++e) {
                const std::size_t at = rng() % line.size();
                switch (rng() % 3) {
                case 0:
                    line.erase(at, 1);
                    break;
                case 1:
                    line.insert(at, 1, alphabet[rng() % alphabet.size()]);
                    break;
                default:
                    line[at] = alphabet[rng() % alphabet.size()];
                    break;
                }
            }
            const std::size_t before = taken;
            check(line);
            mutatedTaken += taken - before;
        }
        // The random edits reach the fast reader often enough to mean something.
        QVERIFY2(mutatedTaken > 1000, std::to_string(mutatedTaken).c_str());
    }

    void failedImportRollsBackEverything()
    {
        const std::string file = path("rollback.eventscope");
        {
            Project p(file, Project::Open::CreateIfMissing);
            EsdStore(p).import(parse(kTwoPairs), "tester");
        }
        const QByteArray before = projectFingerprint(QString::fromStdString(file));
        {
            Project p(file, Project::Open::ExistingOnly);
            // New pair and a changed label first, then a line that fails: nothing of it may stay.
            const EsdBatch bad = parse(
                R"({"id": "g2-s1", "goal": "New goal", "step": "New step", "labels": {"ann_c": 1}})"
                "\n"
                R"({"id": "g1-s1", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Spread them.", "labels": {"ann_a": 0}})"
                "\n"
                R"({"id": "ghost", "model": "m2", "setting": "full", "score": 1})");
            try {
                EsdStore(p).import(bad, "tester");
                QFAIL("the import did not fail");
            } catch (const InputError &e) {
                QCOMPARE(QString::fromUtf8(e.what()),
                         QStringLiteral("test.jsonl:3: score for unknown pair \"ghost\""));
            }
            QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 2);
            QCOMPARE(count(p, "SELECT count(*) FROM person WHERE name = 'ann_c'"), 0);
            QCOMPARE(count(p, "SELECT count(*) FROM model WHERE name = 'm2'"), 0);
            QCOMPARE(labelOf(p, "g1-s1", "ann_a"), std::optional(1));
        }
        QCOMPARE(projectFingerprint(QString::fromStdString(file)), before);
        // Nor did it take an id: a server's sequence keeps what it gave, and the next pair
        // would have come after a gap (after a million pairs, a million ids).
        Project p(file, Project::Open::ExistingOnly);
        const std::int64_t last = count(p, "SELECT max(id) FROM esd_pair");
        EsdStore(p).import(parse(R"({"id": "g3-s1", "goal": "Later goal", "step": "Later step"})"),
                           "tester");
        QCOMPARE(EsdStore(p).pairId("g3-s1"), last + 1);
    }

    void cancelledImportRollsBack()
    {
        Project p(path("cancel.eventscope"), Project::Open::CreateIfMissing);
        std::string big;
        for (int i = 0; i < 40000; ++i) {
            const std::string n = std::to_string(i);
            big += "{\"id\": \"p" + n + "\", \"goal\": \"G\", \"step\": \"S" + n + "\"}\n";
        }
        std::atomic_bool cancel = true;
        Progress progress;
        progress.cancel = &cancel;
        QVERIFY_THROWS_EXCEPTION(Cancelled, EsdStore(p).import(parse(big), "tester", progress));
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 0);
    }

    void labelEditsAreAudited()
    {
        Project p(path("labels.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(kTwoPairs), "tester");
        const EsdSnapshot snap = store.load();
        const std::int64_t pair = snap.pairs[0].id;
        QCOMPARE(store.setLabel(pair, "zoe", std::int8_t(1)), std::optional<std::int8_t>());
        QCOMPARE(store.setLabel(pair, "zoe", std::int8_t(0)), std::optional<std::int8_t>(1));
        QCOMPARE(store.setLabel(pair, "zoe", std::nullopt), std::optional<std::int8_t>(0));
        QCOMPARE(labelOf(p, "g1-s1", "zoe"), std::optional<int>());
        Statement audit = p.connection().prepare(
            "SELECT action, old_value, new_value FROM audit WHERE person = 'zoe' ORDER BY id");
        const std::vector<std::array<std::string, 3>> expected = {
            {"label.set", "", "1"}, {"label.set", "1", "0"}, {"label.clear", "0", ""}};
        for (const auto &row : expected) {
            QVERIFY(audit.step());
            QCOMPARE(audit.text(0), row[0]);
            QCOMPARE(audit.text(1), row[1]);
            QCOMPARE(audit.text(2), row[2]);
        }
        QVERIFY(!audit.step());
    }

    void contributedSteps()
    {
        Project p(path("contrib.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(kTwoPairs), "tester");
        const EsdSnapshot snap = store.load();
        const es::metrics::EsdStatistics before = esdStatistics(snap);
        const EsdPairRow row = store.addContributedStep(snap.goals[0].id, "Wear an apron.", "zoe");
        QVERIFY(row.contributed);
        // Contributing is not labelling: no label, and no figure moves.
        QCOMPARE(labelOf(p, row.extId, "zoe"), std::optional<int>());
        const EsdSnapshot after = store.load();
        QCOMPARE(after.annotators, snap.annotators);
        QCOMPARE(after.contributors.at(row.id), std::string("zoe"));
        const es::metrics::EsdStatistics now = esdStatistics(after);
        QCOMPARE(now.kept, before.kept);
        QCOMPARE(now.fleissKappa.value, before.fleissKappa.value);
        QCOMPARE(now.incomplete, before.incomplete + 1);
        // The file says who contributed it, and gives it back on import.
        std::ostringstream out;
        store.exportJsonLines(out, EsdStore::ExportWhat::Pairs);
        QVERIFY2(out.str().find(
                     R"("step":"Wear an apron.","origin":"contributed","contributor":"zoe"})") !=
                     std::string::npos,
                 out.str().c_str());
        {
            Project copy(path("contrib-again.eventscope"), Project::Open::CreateIfMissing);
            EsdStore again(copy);
            again.import(parse(out.str()), "tester");
            const EsdSnapshot back = again.load();
            QCOMPARE(back.contributors.size(), std::size_t{1});
            QCOMPARE(back.contributors.begin()->second, std::string("zoe"));
            std::ostringstream twice;
            again.exportJsonLines(twice, EsdStore::ExportWhat::Pairs);
            QCOMPARE(twice.str(), out.str());
        }
        store.removeContributedStep(row.id, "zoe");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 2);
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'pair.remove'"), 1);
        // wikiHow steps are not removable
        QVERIFY_THROWS_EXCEPTION(InputError, store.removeContributedStep(snap.pairs[0].id, "zoe"));
    }

    // Pairs load in id order however their rows lie. A server's load reads the table as
    // it lies, where an updated row's new version comes after the rows it passed.
    void pairsLoadInIdOrderWhereverTheirRowsLie()
    {
        Project p(path("moved.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(scoredPairs()), "test");
        const EsdSnapshot before = store.load();
        p.connection().exec("UPDATE esd_pair SET step = step || '' WHERE ext_id IN ('p0', 'p12')");
        if (onServer()) {
            std::vector<std::int64_t> lying;
            forEachRow(p.connection(), "SELECT id FROM esd_pair",
                       [&](const auto &s) { lying.push_back(s.int64(0)); });
            QVERIFY2(!std::is_sorted(lying.begin(), lying.end()),
                     "the update was to leave the table out of id order");
        }
        for (const bool text : {true, false}) {
            bool aside = false;
            EsdLoadOptions options = columnsAside(&aside);
            options.text = text;
            const EsdSnapshot after = store.load(options);
            QCOMPARE(after.pairs.size(), before.pairs.size());
            for (std::size_t i = 0; i < after.pairs.size(); ++i) {
                QCOMPARE(after.pairs[i].id, before.pairs[i].id);
                QCOMPARE(after.pairs[i].goal, before.pairs[i].goal);
                QCOMPARE(after.pairs[i].extId, text ? before.pairs[i].extId : std::string());
                QCOMPARE(after.pairIndex(before.pairs[i].id), static_cast<int>(i));
            }
            for (std::size_t g = 0; g < after.goals.size(); ++g) {
                QCOMPARE(after.goals[g].pairs, before.goals[g].pairs);
            }
            QCOMPARE(after.labels.labels, before.labels.labels);
            QCOMPARE(after.adjudicated.size(), before.adjudicated.size());
            QCOMPARE(scoresOf(after), scoresOf(before));
            QVERIFY(aside); // the columns read aside found the pairs in the same order
        }
    }

    // Scores are written in their table's key order, whatever order a file lists them in;
    // what is stored is the file's: a key scored twice keeps its later score, and a score
    // naming an unknown pair is the first such line of the file that is reported.
    void scoresListedPairByPairStoreAsTheFileSays()
    {
        Project p(path("bypair.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(scoredPairs()), "test");
        // Each pair's scores together, three keys a pair (m1 before m4 by id, so each
        // line goes elsewhere in key order); every m4 core score is given twice, a wrong
        // one first, the two in different blocks of rows (more than 100 lines).
        std::string lines;
        const auto line = [](int pair, const char *model, const char *setting, double score) {
            return "{\"id\": \"p" + std::to_string(pair) + "\", \"model\": \"" + model +
                   "\", \"setting\": \"" + setting + "\", \"score\": " + std::to_string(score) +
                   "}\n";
        };
        for (int i = 29; i >= 0; --i) {
            lines += line(i, "m4", "core", -1.0);
            lines += line(i, "m4", "full", 100.0 + i);
            lines += line(i, "m1", "full", 7.0 + i);
        }
        for (int i = 0; i < 30; ++i) {
            lines += line(i, "m4", "core", i == 3 ? 0.75 : 0.5 * i);
        }
        const EsdImportSummary sum = store.import(parse(lines), "test");
        QCOMPARE(sum.scoresAdded, std::size_t{60});   // m4's, each key once
        QCOMPARE(sum.scoresChanged, std::size_t{60}); // m4 core's second, and m1 full's
        QCOMPARE(sum.scoresUnchanged, std::size_t{0});
        const EsdSnapshot snap = store.load();
        const auto scoreOf = [&](const std::string &model, const std::string &setting,
                                 const std::string &extId) {
            for (const auto &m : snap.models) {
                if (m.model == model && m.setting == setting) {
                    for (std::size_t i = 0; i < snap.pairs.size(); ++i) {
                        if (snap.pairs[i].extId == extId) {
                            return m.scores[i];
                        }
                    }
                }
            }
            return -1.0;
        };
        QCOMPARE(scoreOf("m4", "core", "p3"), 0.75);
        QCOMPARE(scoreOf("m4", "core", "p4"), 2.0);
        QCOMPARE(scoreOf("m4", "full", "p0"), 100.0);
        QCOMPARE(scoreOf("m1", "full", "p29"), 36.0);
        // m4 had no scores and the file scores every pair: its two columns are kept alone.
        // So was m1 full's, which this file scores densely again: it stays so.
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score s JOIN model m ON m.id = s.model_id "
                          "WHERE m.name IN ('m4', 'm1') AND s.setting = 0"),
                 0);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column c JOIN model m ON m.id = "
                          "c.model_id WHERE m.name = 'm4' AND c.sole"),
                 2);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column c JOIN model m ON m.id = "
                          "c.model_id WHERE m.name = 'm1' AND c.setting = 0 AND c.sole"),
                 1);
        // The file's first unknown pair is the one named, though a later line's key comes
        // first (m6 is made before m7); and nothing of that file is stored.
        try {
            store.import(parse(line(1, "m6", "full", 1.0) + line(99, "m7", "full", 2.0) +
                               line(98, "m6", "full", 3.0)),
                         "test");
            QFAIL("scores of unknown pairs were stored");
        } catch (const InputError &e) {
            QVERIFY2(std::string(e.what()).find(":2: score for unknown pair \"p99\"") !=
                         std::string::npos,
                     e.what());
        }
        QCOMPARE(count(p, "SELECT count(*) FROM model WHERE name IN ('m6', 'm7')"), 0);
    }

    // A batch holds each pair once, in the order of first lines, whichever part of the
    // file (parsed on its own thread past 1 MiB) a line and its repeats are in, with the
    // labels of every line and each score naming the record of its pair.
    void aBatchHoldsEachPairOnceInFileOrder()
    {
        if (std::thread::hardware_concurrency() < 2) {
            QSKIP("one core: a file is parsed in one part, so parts are never merged");
        }
        const auto pairLine = [](int i, const std::string &labels) {
            return "{\"id\": \"p" + std::to_string(i) + "\", \"goal\": \"Goal " +
                   std::to_string(i / 8) + "\", \"step\": \"Step " + std::to_string(i) +
                   std::string(150, '.') + "\", \"labels\": {" + labels + "}}\n";
        };
        const auto scoreLine = [](int i, double score) {
            return "{\"id\": \"p" + std::to_string(i) +
                   "\", \"model\": \"m\", \"setting\": \"full\", \"score\": " +
                   std::to_string(score) + "}\n";
        };
        // p1 again on line 3, so that every later pair moves up a place; 8,000 lines of
        // about 200 bytes, so that p0 and p7999 come again in the second half, and a score
        // names p7999 before its line.
        std::string file =
            pairLine(0, "\"a\": 1") + pairLine(1, "\"a\": 0") + pairLine(1, "\"b\": 1");
        file += scoreLine(7999, 0.5);
        for (int i = 2; i < 8000; ++i) {
            file += pairLine(i, "\"a\": -1");
        }
        file += pairLine(0, "\"b\": 0") + pairLine(7999, "\"b\": 1") + scoreLine(2, 0.25);
        QVERIFY(file.size() > (1u << 20));
        const EsdBatch batch = parse(file);
        QCOMPARE(batch.pairs.size(), std::size_t{8000});
        for (std::size_t i = 0; i < batch.pairs.size(); ++i) {
            QCOMPARE(batch.pairs[i].id, "p" + std::to_string(i));
        }
        using Labels = std::vector<std::pair<std::string, std::int8_t>>;
        QCOMPARE(batch.pairs[0].labels, (Labels{{"a", 1}, {"b", 0}}));
        QCOMPARE(batch.pairs[1].labels, (Labels{{"a", 0}, {"b", 1}}));
        QCOMPARE(batch.pairs[2].labels, (Labels{{"a", -1}}));
        QCOMPARE(batch.pairs[7999].labels, (Labels{{"a", -1}, {"b", 1}}));
        QCOMPARE(batch.pairs[7999].line, std::size_t{8002}); // its first line
        QVERIFY(batch.scoredIds.empty());
        QCOMPARE(batch.scores.size(), std::size_t{2});
        QCOMPARE(batch.pairIdOf(batch.scores[0]), std::string_view("p7999"));
        QCOMPARE(batch.scores[0].line, std::size_t{4});
        QCOMPARE(batch.pairIdOf(batch.scores[1]), std::string_view("p2"));
        QCOMPARE(batch.lines, std::size_t{8005});

        // A first part of scores alone, naming the pairs of the second and one pair of
        // neither: each is settled on its pair once every pair is in.
        std::string scoresFirst;
        for (int i = 0; i < 12000; ++i) {
            scoresFirst += scoreLine(i % 3000, 0.5);
        }
        scoresFirst += R"({"id": "ghost", "model": "m", "setting": "full", "score": 1})"
                       "\n";
        for (int i = 0; i < 3000; ++i) {
            scoresFirst += pairLine(i, "\"a\": 1");
        }
        QVERIFY(scoresFirst.size() > (1u << 20));
        QVERIFY(scoresFirst.find("\"goal\"") > scoresFirst.size() / 2); // the first part: scores
        const EsdBatch late = parse(scoresFirst);
        QCOMPARE(late.pairs.size(), std::size_t{3000});
        QCOMPARE(late.scoredIds, std::vector<std::string>{"ghost"});
        QCOMPARE(late.scores.size(), std::size_t{12001});
        for (std::size_t k = 0; k < 12000; ++k) {
            QCOMPARE(late.scores[k].pair, static_cast<std::uint32_t>(k % 3000));
            QCOMPARE(late.pairIdOf(late.scores[k]), std::string_view(late.pairs[k % 3000].id));
        }
        QCOMPARE(late.scores[12000].pair, std::uint32_t{3000});
        QCOMPARE(late.pairIdOf(late.scores[12000]), std::string_view("ghost"));
    }

    // A score names its pair by id wherever the pair's line is: before it, after it, in an
    // earlier import, or written with escapes; an unknown one written with escapes is
    // named as it reads.
    void scoresFindTheirPairsWhereverTheirLinesAre()
    {
        Project p(path("where.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(R"({"id": "old", "goal": "G0", "step": "S0"})"), "test");
        const std::string file =
            R"({"id": "p2", "model": "m", "setting": "full", "score": 0.2})"
            "\n"
            R"({"id": "old", "model": "m", "setting": "full", "score": 0.5})"
            "\n"
            R"({"id": "p1", "goal": "G", "step": "S1"})"
            "\n"
            R"({"id": "p2", "goal": "G", "step": "S2"})"
            "\n"
            R"({"id": "p\u0031", "model": "m", "setting": "full", "score": 0.1})"
            "\n"
            R"({"id": "p\u0032", "model": "m", "setting": "core", "score": 0.7})"
            "\n";
        const EsdBatch batch = parse(file);
        QCOMPARE(batch.pairs.size(), std::size_t{2});
        QCOMPARE(batch.scoredIds, std::vector<std::string>{"old"}); // p2's score came first
        const EsdImportSummary sum = store.import(batch, "test");
        QCOMPARE(sum.pairsAdded, std::size_t{2});
        QCOMPARE(sum.scoresAdded, std::size_t{4});
        EsdSnapshot snap = store.load();
        const auto scoreOf = [&](const std::string &setting, const std::string &extId) {
            for (const auto &m : snap.models) {
                if (m.model == "m" && m.setting == setting) {
                    for (std::size_t i = 0; i < snap.pairs.size(); ++i) {
                        if (snap.pairs[i].extId == extId) {
                            return m.scores[i];
                        }
                    }
                }
            }
            return -1.0;
        };
        QCOMPARE(scoreOf("full", "p1"), 0.1);
        QCOMPARE(scoreOf("full", "p2"), 0.2);
        QCOMPARE(scoreOf("full", "old"), 0.5);
        QCOMPARE(scoreOf("core", "p2"), 0.7);

        try {
            store.import(parse(R"({"id": "p1", "model": "m", "setting": "full", "score": 0.3})"
                               "\n"
                               R"({"id": "p\u0033", "model": "m", "setting": "full", "score": 0.4})"
                               "\n"),
                         "test");
            QFAIL("a score of an unknown pair was stored");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("test.jsonl:2: score for unknown pair \"p3\""));
        }
        QCOMPARE(store.load().models.at(0).scores.size(), std::size_t{3});
        snap = store.load();
        QCOMPARE(scoreOf("full", "p1"), 0.1); // the failed file's first score is not kept
    }

    // A (model, setting) without scores that a file scores densely keeps them as its
    // column alone, with no rows: loads, exports and copies give the file's scores, and
    // they count for a model's direction as rows do. A later file scoring it densely again
    // is counted against it, and it stays alone, keeping the scores the file leaves out;
    // one scoring it sparsely turns it into rows first, counted as against rows; a removed
    // contributed step
    // takes its score out; a damaged column is an error, not scores gone missing.
    void scoresKeptAsAColumnAlone()
    {
        const std::string target = path("sole.eventscope");
        Project p(target, Project::Open::CreateIfMissing);
        EsdStore store(p);
        const EsdImportSummary first = store.import(parse(scoredPairs()), "tester");
        QCOMPARE(first.scoresAdded, std::size_t{80});
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 0);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 4);
        // The values scoredPairs() writes, as its text gives them.
        const auto expected = [](const std::string &key, int i) {
            const auto given = [](double v) { return std::stod(std::to_string(v)); };
            if (key == "m1 full") {
                return given(0.01 * i);
            }
            if (key == "m1 core") {
                return given(1.0 / (i + 3));
            }
            if (key == "m2 full") {
                return i % 3 == 0 ? given(i % 7) : std::nan("");
            }
            return i >= 20 ? -given(i) : std::nan("");
        };
        std::map<std::int64_t, int> numberOf; // pair id -> i of "p<i>" (loads without text
                                              // have no ext ids)
        for (const EsdPairRow &pair : store.load().pairs) {
            numberOf[pair.id] = std::stoi(pair.extId.substr(1));
        }
        const auto asGiven = [&](const EsdSnapshot &snap) {
            QStringList wrong;
            int scored = 0;
            for (const auto &m : snap.models) {
                for (std::size_t k = 0; k < snap.pairs.size(); ++k) {
                    const int i = numberOf.at(snap.pairs[k].id);
                    const double want = expected(m.model + " " + m.setting, i);
                    const double got = m.scores[k];
                    scored += std::isnan(got) ? 0 : 1;
                    if (!(got == want || (std::isnan(got) && std::isnan(want)))) {
                        wrong << QString::fromStdString(m.model + " " + m.setting + " p" +
                                                        std::to_string(i));
                    }
                }
            }
            return scored == 80 ? wrong.join(u',') : QStringLiteral("%1 scores").arg(scored);
        };
        QCOMPARE(asGiven(store.load()), QString());
        QCOMPARE(asGiven(store.load({false, false})), QString());
        bool aside = false;
        QCOMPARE(asGiven(store.load(columnsAside(&aside))), QString());
        QVERIFY(aside);

        // A model whose scores came without a direction keeps "higher", alone or as rows.
        try {
            store.import(parse("{\"id\": \"p1\", \"model\": \"m1\", \"setting\": \"full\", "
                               "\"direction\": \"lower\", \"score\": 0.5}\n"),
                         "tester");
            QFAIL("m1 was turned around");
        } catch (const InputError &e) {
            QVERIFY2(std::string(e.what()).find("given two directions") != std::string::npos,
                     e.what());
        }

        // An export, imported into a new project, gives the same scores and the same lines.
        std::ostringstream exported;
        store.exportJsonLines(exported, EsdStore::ExportWhat::Pairs);
        QCOMPARE(QString::fromStdString(exported.str()).count(QStringLiteral("\"score\"")), 80);
        {
            Project again(path("sole-again.eventscope"), Project::Open::CreateIfMissing);
            EsdStore(again).import(parse(exported.str()), "tester");
            QCOMPARE(asGiven(EsdStore(again).load()), QString());
            std::ostringstream twice;
            EsdStore(again).exportJsonLines(twice, EsdStore::ExportWhat::Pairs);
            QCOMPARE(twice.str(), exported.str());
        }
        // A copy keeps the columns alone as they are.
        {
            Project copy(path("sole-copy.eventscope"), Project::Open::CreateIfMissing);
            copyProject(p, copy);
            QCOMPARE(count(copy, "SELECT count(*) FROM esd_score_column WHERE sole"), 4);
            QCOMPARE(asGiven(EsdStore(copy).load()), QString());
        }

        // A new model's dense file: its scores are kept alone, and a workbench open on a
        // server's project hears of them, though they have no rows.
        std::string m9;
        for (int i = 0; i < 30; ++i) {
            m9 += "{\"id\": \"p" + std::to_string(i) +
                  "\", \"model\": \"m9\", \"setting\": \"full\", \"score\": " + std::to_string(i) +
                  "}\n";
        }
        const auto m9Of = [](EsdStore &of) {
            const EsdSnapshot snap = of.load();
            std::map<std::string, double> out;
            for (const auto &m : snap.models) {
                for (std::size_t k = 0; m.model == "m9" && k < snap.pairs.size(); ++k) {
                    if (!std::isnan(m.scores[k])) {
                        out[snap.pairs[k].extId] = m.scores[k];
                    }
                }
            }
            return out;
        };
        const auto m9Scores = [&]() { return m9Of(store); };
        // In a copy, a contributed step the dense file scores too cannot be withdrawn: the
        // scores someone imported refer to it, and withdrawing must not drop them.
        {
            Project stepped(path("sole-step.eventscope"), Project::Open::CreateIfMissing);
            copyProject(p, stepped);
            EsdStore steps(stepped);
            const EsdPairRow step =
                steps.addContributedStep(steps.load().goals[0].id, "Wear an apron.", "zoe");
            steps.import(parse(m9 + "{\"id\": \"" + step.extId +
                               "\", \"model\": \"m9\", \"setting\": \"full\", \"score\": 99}\n"),
                         "tester");
            QCOMPARE(m9Of(steps).size(), std::size_t{31});
            try {
                steps.removeContributedStep(step.id, "zoe");
                QFAIL("a scored step was withdrawn");
            } catch (const Refused &e) {
                QVERIFY2(std::string(e.what()).find("scores refer to it") != std::string::npos,
                         e.what());
            }
            QCOMPARE(m9Of(steps).size(), std::size_t{31});
            QCOMPARE(m9Of(steps).at(step.extId), 99.0);
            QCOMPARE(m9Of(steps).at("p29"), 29.0);
        }
        std::optional<Project> watching;
        std::optional<ChangeFeed> feed;
        if (onServer()) {
            watching.emplace(target, Project::Open::ExistingOnly);
            feed.emplace(*watching);
        }
        store.import(parse(m9), "tester");
        if (feed) {
            bool heard = false;
            for (int tries = 0; tries < 100 && !heard; ++tries) {
                heard = feed->read().esd;
                if (!heard) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(20));
                }
            }
            QVERIFY2(heard, "no announcement of the ESD dataset after a model's scores came");
        }
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 5);
        QCOMPARE(m9Scores().size(), std::size_t{30});
        QCOMPARE(m9Scores().at("p29"), 29.0);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 0);

        // An EventScope older than the project drops a column without rows as stale: the
        // delete it would send is refused, and so is one of a pair such a column scores
        // (whose id the next pair added would otherwise take, with its score).
        for (const char *sql :
             {"DELETE FROM esd_score_column WHERE sole", "DELETE FROM esd_pair WHERE ext_id = 'p7'",
              "UPDATE esd_pair SET id = 999999 WHERE ext_id = 'p8'"}) {
            try {
                Transaction tx(p.connection());
                p.connection().exec(sql);
                QFAIL(sql);
            } catch (const DbError &e) {
                QVERIFY2(std::string(e.what()).find("alone (esd_score_column.sole") !=
                             std::string::npos,
                         e.what());
            }
        }
        QCOMPARE(m9Scores().size(), std::size_t{30});
        if (onServer()) {
            // A copy to a file keeps the scores, its zeros positive as the file's rows are.
            Project withZero(path("sole-zero.eventscope"), Project::Open::CreateIfMissing);
            std::string zeros = scoredPairs();
            for (int i = 0; i < 30; ++i) {
                zeros += "{\"id\": \"p" + std::to_string(i) +
                         "\", \"model\": \"z\", \"setting\": \"full\", \"score\": " +
                         (i == 0 ? "-0.0" : std::to_string(i)) + "}\n";
            }
            EsdStore(withZero).import(parse(zeros), "tester");
            Project file(dir_.filePath(QStringLiteral("sole-zero-copy.eventscope")).toStdString(),
                         Project::Open::CreateIfMissing);
            copyProject(withZero, file);
            QCOMPARE(count(file, "SELECT count(*) FROM esd_score_column WHERE sole"), 5);
            std::ostringstream fromCopy;
            EsdStore(file).exportJsonLines(fromCopy, EsdStore::ExportWhat::Pairs);
            QVERIFY(fromCopy.str().find("\"model\":\"z\",\"setting\":\"full\",\"score\":0.0") !=
                    std::string::npos);
            QVERIFY(fromCopy.str().find("-0.0") == std::string::npos);
        }

        // The same file again: every score unchanged, compared with the columns kept
        // alone, which stay so, and still the file's.
        const QStringList scoresBefore = scoresOf(store.load());
        // Nor are the columns written again: a file counts their writes in a trigger of
        // its own, a server's rows keep the transaction that wrote them.
        std::string stamps;
        if (onServer()) {
            Statement s = p.connection().prepare(
                "SELECT string_agg(xmin::text, ',' ORDER BY model_id, setting) FROM "
                "esd_score_column");
            s.step();
            stamps = s.text(0);
        } else {
            p.connection().exec("CREATE TEMP TABLE columns_written (n INTEGER); CREATE TEMP "
                                "TRIGGER column_written AFTER INSERT ON main.esd_score_column "
                                "BEGIN INSERT INTO columns_written VALUES (1); END");
        }
        const EsdImportSummary again = store.import(parse(scoredPairs()), "tester");
        if (onServer()) {
            Statement s = p.connection().prepare(
                "SELECT string_agg(xmin::text, ',' ORDER BY model_id, setting) FROM "
                "esd_score_column");
            s.step();
            QCOMPARE(s.text(0), stamps);
        } else {
            QCOMPARE(count(p, "SELECT count(*) FROM temp.columns_written"), 0);
            p.connection().exec("DROP TRIGGER temp.column_written; DROP TABLE columns_written");
        }
        QCOMPARE(again.scoresUnchanged, std::size_t{80});
        QCOMPARE(again.scoresAdded + again.scoresChanged, std::size_t{0});
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 0);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 5); // and m9's
        QCOMPARE(scoresOf(store.load()), scoresBefore);
        // m1's core scores again for 28 of the 30 pairs (dense), p0's changed: counted
        // against the column, which stays alone and keeps p28's and p29's.
        {
            std::string dense;
            for (int i = 0; i < 28; ++i) {
                dense += "{\"id\": \"p" + std::to_string(i) +
                         "\", \"model\": \"m1\", \"setting\": \"core\", \"score\": " +
                         (i == 0 ? std::string("2") : std::to_string(1.0 / (i + 3))) + "}\n";
            }
            const EsdImportSummary denseAgain = store.import(parse(dense), "tester");
            QCOMPARE(denseAgain.scoresChanged, std::size_t{1});
            QCOMPARE(denseAgain.scoresUnchanged, std::size_t{27});
            QCOMPARE(denseAgain.scoresAdded, std::size_t{0});
            QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 0);
            QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 5);
            const EsdSnapshot snap = store.load();
            const auto core =
                std::find_if(snap.models.begin(), snap.models.end(),
                             [](const auto &m) { return m.model == "m1" && m.setting == "core"; });
            QVERIFY(core != snap.models.end());
            for (std::size_t i = 0; i < snap.pairs.size(); ++i) {
                const int n = std::stoi(snap.pairs[i].extId.substr(1));
                QCOMPARE(core->scores[i], n == 0 ? 2.0 : std::stod(std::to_string(1.0 / (n + 3))));
            }
            // Back as the file gives it, for what follows.
            store.import(parse(R"({"id": "p0", "model": "m1", "setting": "core", "score": )" +
                               std::to_string(1.0 / 3) + "}\n" +
                               dense.substr(dense.find('\n') + 1)),
                         "tester");
            QCOMPARE(scoresOf(store.load()), scoresBefore);
        }
        // Two of m1's full scores (p0's changed) are sparse: its column becomes rows, the
        // file's compared with them.
        const EsdImportSummary sparse =
            store.import(parse(R"({"id": "p0", "model": "m1", "setting": "full", "score": 0.5})"
                               "\n"
                               R"({"id": "p1", "model": "m1", "setting": "full", "score": 0.01})"
                               "\n"),
                         "tester");
        QCOMPARE(sparse.scoresChanged, std::size_t{1});
        QCOMPARE(sparse.scoresUnchanged, std::size_t{1});
        QCOMPARE(sparse.scoresAdded, std::size_t{0});
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score"), 30);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score WHERE score = 0.5"), 1);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 4);
        std::map<std::string, double> m9Before = m9Scores();
        QCOMPARE(m9Before.size(), std::size_t{30});

        if (onServer()) {
            // TRUNCATE passes row triggers by, and is refused on either table.
            for (const char *sql : {"TRUNCATE esd_score_column", "TRUNCATE esd_pair CASCADE"}) {
                try {
                    Transaction tx(p.connection());
                    p.connection().exec(sql);
                    QFAIL(sql);
                } catch (const DbError &e) {
                    QVERIFY2(std::string(e.what()).find("cannot be truncated") != std::string::npos,
                             e.what());
                }
            }
            // Rows typed on the server for scores kept alone would never be read: refused.
            try {
                p.connection().exec("INSERT INTO esd_score(model_id, setting, pair_id, score) "
                                    "SELECT model_id, setting, first_pair, 1 FROM "
                                    "esd_score_column WHERE sole");
                QFAIL("rows were given to scores kept as a column alone");
            } catch (const DbError &e) {
                QVERIFY2(std::string(e.what()).find("kept as a column alone") != std::string::npos,
                         e.what());
            }
            QCOMPARE(m9Scores(), m9Before);
        }
        // A damaged column kept alone: the load says so.
        p.connection().exec(onServer() ? "UPDATE esd_score_column SET scores = '\\x0102' WHERE sole"
                                       : "UPDATE esd_score_column SET scores = x'0102' WHERE sole");
        try {
            store.load();
            QFAIL("a damaged column kept alone loaded");
        } catch (const DbError &e) {
            QVERIFY2(std::string(e.what()).find("are damaged") != std::string::npos, e.what());
        }
    }

    // On a server the columns' reader waits for the pairs' ids from the load: a load that
    // fails before it has them (here a pair naming a goal that is not there, as only a
    // damaged project has) ends with its error, and lets that reader go instead of leaving
    // it waiting for ever. A file's reader reads the ids itself, and the load fails alike.
    void aLoadFailingBeforeItsPairsEndsItsColumnsReader()
    {
        Project p(path("nogoal.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(scoredPairs()), "test");
        // Past the project's own checks, as damage would be.
        p.connection().exec(onServer() ? "SET session_replication_role = replica"
                                       : "PRAGMA foreign_keys = OFF");
        p.connection().exec("UPDATE esd_pair SET goal_id = goal_id + 1000 WHERE ext_id = 'p0'");
        p.connection().exec(onServer() ? "SET session_replication_role = origin"
                                       : "PRAGMA foreign_keys = ON");
        bool aside = false;
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, store.load(columnsAside(&aside)));
        QVERIFY(!p.connection().inTransaction());
        p.connection().exec("UPDATE esd_pair SET goal_id = goal_id - 1000 WHERE goal_id > 1000");
        QCOMPARE(store.load(columnsAside(&aside)).pairs.size(), std::size_t{30});
        QVERIFY(aside);
    }

    // A server's scan of a table starts at its first page on every connection a project
    // makes, whatever the server's default: loads read tables as they lie, and a scan
    // joining another session's in mid-table comes out rotated, to be sorted whole.
    void aServersScansStartAtTheFirstPage()
    {
        if (!onServer()) {
            QSKIP("a server's setting");
        }
        const std::string file = path("scans.eventscope");
        Project p(file, Project::Open::CreateIfMissing);
        p.connection().exec("DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET "
                            "synchronize_seqscans = on', current_database()); END $$");
        Project other(file, Project::Open::ExistingOnly);
        Statement scans = other.connection().prepare("SHOW synchronize_seqscans");
        QVERIFY(scans.step());
        QCOMPARE(scans.text(0), std::string("off"));
    }

    // A load reads each (model, setting)'s scores from its column: after every kind of write
    // of scores the columns give what the rows give, bit for bit, and a load without them
    // (a column missing, damaged, or dropped on a server by SQL typed there) reads the rows.
    void scoreColumnsGiveWhatTheRowsGive()
    {
        const std::string file = path("columns.eventscope");
        Project p(file, Project::Open::CreateIfMissing);
        EsdStore store(p);
        const auto agree = [&](const char *what) {
            const QStringList rows = scoresOf(store.load({true, false}));
            QVERIFY2(!rows.isEmpty(), what);
            QVERIFY2(scoresOf(store.load()) == rows, what);
            // Read and ranked on a second connection of a project file, as from 50,000
            // pairs on; a server's are read on the one connection.
            bool aside = false;
            QVERIFY2(scoresOf(store.load(columnsAside(&aside))) == rows, what);
            QVERIFY2(aside, what);
            QVERIFY2(scoresOf(store.load({false, true})) == scoresOf(store.load({false, false})),
                     what);
        };
        store.import(parse(scoredPairs()), "tester");
        // m1 full and core, m2 full, m3 core.
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), 4);
        agree("after the first import");

        // Scores changed, a new model, and new pairs beyond the columns' ends.
        store.import(parse(R"({"id": "p3", "model": "m2", "setting": "full", "score": 0.25})"
                           "\n"
                           R"({"id": "p4", "model": "m4", "setting": "core", "score": 2.5})"
                           "\n"
                           R"({"id": "q1", "goal": "Goal 9", "step": "Later."})"
                           "\n"
                           R"({"id": "q1", "model": "m1", "setting": "full", "score": 9})"),
                     "tester");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), 5);
        agree("after scores changed and added");

        // A model's first scores, from a file that scores pairs twice, the second time
        // with another value or a zero of the other sign; it scores too few of the pairs
        // for its column to be made from it, so the column is made from the rows.
        store.import(parse(R"({"id": "p1", "model": "m5", "setting": "full", "score": 0.5})"
                           "\n"
                           R"({"id": "p7", "model": "m5", "setting": "full", "score": -0.0})"
                           "\n"
                           R"({"id": "p1", "model": "m5", "setting": "full", "score": 0.125})"
                           "\n"
                           R"({"id": "p9", "model": "m5", "setting": "full", "score": 0})"
                           "\n"
                           R"({"id": "p9", "model": "m5", "setting": "full", "score": -0.0})"
                           "\n"
                           R"({"id": "q1", "model": "m5", "setting": "full", "score": 3})"),
                     "tester");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), 6);
        agree("after a new model's scores, some given twice");

        // A new model scoring every pair, one with a zero of each sign, another twice: its
        // column is made from the file's scores on either engine.
        {
            std::string lines;
            const EsdSnapshot all = store.load();
            // Plain literals: Qt 6.4's moc misread raw strings here and lost the test class.
            const auto line = [](const std::string &id, const std::string &score) {
                return "{\"id\": \"" + id +
                       "\", \"model\": \"m6\", \"setting\": \"core\", \"score\": " + score + "}\n";
            };
            for (std::size_t i = 0; i < all.pairs.size(); ++i) {
                lines += line(all.pairs[i].extId, i == 0   ? "-0.0"
                                                  : i == 1 ? "0"
                                                           : std::to_string(i));
            }
            lines += line(all.pairs[2].extId, "-0.0");
            store.import(parse(lines), "tester");
        }
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), 7);
        agree("after a new model scoring every pair, one twice");

        // A contributed step an import gave a score to: withdrawing it is refused, since the
        // score would go with it.
        const EsdSnapshot snap = store.load();
        const EsdPairRow step = store.addContributedStep(snap.goals[0].id, "Wear an apron.", "zoe");
        store.import(parse(R"({"id": ")" + step.extId +
                           R"(", "model": "m2", "setting": "full", "score": 0.5})"),
                     "tester");
        agree("with a score for a contributed step");
        QVERIFY_THROWS_EXCEPTION(Refused, store.removeContributedStep(step.id, "zoe"));
        agree("after the step's withdrawal was refused");

        // No column made from rows, or one whose bytes are not whole doubles: the rows are
        // read. (Those kept alone are the scores themselves: scoresKeptAsAColumnAlone.)
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 3);
        p.connection().exec("DELETE FROM esd_score_column WHERE setting = 1 AND NOT sole");
        agree("without the core columns");
        p.connection().exec(onServer()
                                ? "UPDATE esd_score_column SET scores = '\\x0102' WHERE NOT sole"
                                : "UPDATE esd_score_column SET scores = x'0102' WHERE NOT sole");
        agree("with damaged columns");
        // The next import makes every missing or damaged column again.
        store.import(parse(R"({"id": "p5", "model": "m1", "setting": "full", "score": 0.75})"),
                     "tester");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE length(scores) % 8 = 0"), 7);
        agree("after the next import");

        if (onServer()) {
            // A database whose default bytea form is the escape form: the columns read as
            // ever (each connection asks for the hex form).
            p.connection().exec("DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET bytea_output "
                                "= escape', current_database()); END $$");
            {
                Project other(file, Project::Open::ExistingOnly);
                Statement form = other.connection().prepare("SHOW bytea_output");
                QVERIFY(form.step());
                QCOMPARE(form.text(0), std::string("hex"));
                QCOMPARE(scoresOf(EsdStore(other).load()), scoresOf(store.load({true, false})));
            }
            // While a transaction makes columns, every other writer of the scores waits for
            // it to end, so that its trigger finds the columns made and drops them.
            {
                Transaction tx(p.connection());
                lockScores(p.connection());
                Project other(file, Project::Open::ExistingOnly);
                other.connection().exec("SET lock_timeout = 200");
                bool waited = false;
                try {
                    other.connection().exec(
                        "UPDATE esd_score SET score = score WHERE pair_id = -1");
                } catch (const std::exception &) {
                    waited = true;
                }
                QVERIFY(waited);
            }
            // SQL typed on the server, which the store never sees, drops the columns made
            // from rows, and keeps those kept alone.
            const int sole = count(p, "SELECT count(*) FROM esd_score_column WHERE sole");
            QVERIFY(sole > 0);
            p.connection().exec("UPDATE esd_score SET score = score + 1 WHERE pair_id = "
                                "(SELECT min(pair_id) FROM esd_score)");
            QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), sole);
            agree("after SQL typed on the server");
        }

        // A copy has its own columns, giving the same scores.
        Project copy(path("columns-copy.eventscope"), Project::Open::CreateIfMissing);
        copyProject(p, copy);
        QCOMPARE(count(copy, "SELECT count(*) FROM esd_score_column"), 7);
        QCOMPARE(scoresOf(EsdStore(copy).load()), scoresOf(store.load({true, false})));
    }

    // Another process writing the file holds its write lock: the load neither waits for
    // it nor reads the columns on a second connection, which could see the other's commit
    // and the first not; it reads them itself, the same scores.
    void aLoadBesideAWriterReadsItsColumnsItself()
    {
        if (onServer()) {
            QSKIP("a server's second connection takes up the load's snapshot, whoever writes "
                  "(aSteadyReadOnAServerSharesItsSnapshot)");
        }
        const std::string file = path("beside.eventscope");
        Project p(file, Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(scoredPairs()), "tester");
        const QStringList rows = scoresOf(store.load({true, false}));
        QVERIFY(!rows.isEmpty());

        Project writer(file, Project::Open::ExistingOnly);
        Transaction tx(writer.connection());
        EsdStore(writer).import(
            parse(R"({"id": "p1", "model": "m1", "setting": "full", "score": 42})"), "tester");
        QElapsedTimer took;
        took.start();
        bool aside = true;
        QCOMPARE(scoresOf(store.load(columnsAside(&aside))), rows);
        QVERIFY(!aside);
        QVERIFY2(took.elapsed() < 5000, "the load waited for the writer");
        tx.commit();
        // Free again: the other's scores, read aside.
        QVERIFY(scoresOf(store.load(columnsAside(&aside))) != rows);
        QVERIFY(aside);
        QCOMPARE(scoresOf(store.load(columnsAside(&aside))), scoresOf(store.load({true, false})));
    }

    // A steady read holds a file's write lock, so that nobody commits while a second
    // connection starts its own read, and only where it can: not on a connection that may
    // only read (SQLite then begins a plain read for BEGIN IMMEDIATE), not beside another
    // writer, not inside a transaction; each time it is still a read transaction.
    void aSteadyReadHoldsTheLockOnlyWhereItCan()
    {
        if (onServer()) {
            QSKIP("a server's reads are REPEATABLE READ snapshots");
        }
        const std::string file = path("steady.eventscope");
        Project p(file, Project::Open::CreateIfMissing);
        EsdStore(p).import(parse(kTwoPairs), "tester");
        Project other(file, Project::Open::ExistingOnly);
        const auto otherMayWrite = [&other] {
            sqlite3_busy_timeout(other.connection().handle(), 0);
            const bool free = sqlite3_exec(other.connection().handle(), "BEGIN IMMEDIATE", nullptr,
                                           nullptr, nullptr) == SQLITE_OK;
            if (free) {
                other.connection().exec("ROLLBACK");
            }
            return free;
        };
        {
            const SteadyRead read(p.connection());
            QVERIFY(read.steady());
            QVERIFY(p.connection().inTransaction());
            QVERIFY(!otherMayWrite());
        }
        QVERIFY(!p.connection().inTransaction());
        QVERIFY(otherMayWrite());
        {
            const SteadyRead read(p.connection(), false);
            QVERIFY(!read.steady());
            QVERIFY(p.connection().inTransaction());
            QVERIFY(otherMayWrite());
        }
        {
            Connection readOnly(file, Connection::Mode::ReadOnly);
            const SteadyRead read(readOnly);
            QVERIFY(!read.steady());
            QVERIFY(readOnly.inTransaction());
            QVERIFY(otherMayWrite());
        }
        {
            Transaction tx(other.connection());
            const SteadyRead read(p.connection());
            QVERIFY(!read.steady());
            QVERIFY(p.connection().inTransaction());
        }
        inATransactionAReadIsPlain(p.connection());
    }

    // On a server the second connection sees the load's snapshot, not what another
    // connection commits between the two; inside a transaction (whose snapshot may hold
    // its own writes) or when not wanted there is none.
    void aSteadyReadOnAServerSharesItsSnapshot()
    {
        if (!onServer()) {
            QSKIP("a project file's steady read is aSteadyReadHoldsTheLockOnlyWhereItCan");
        }
        const std::string target = path("shared.eventscope");
        Project p(target, Project::Open::CreateIfMissing);
        EsdStore(p).import(parse(scoredPairs()), "tester");
        Project other(target, Project::Open::ExistingOnly);
        const auto scores = [](Connection &c) {
            Statement s = c.prepare("SELECT count(*) FROM model");
            s.step();
            return s.int64(0);
        };
        const std::int64_t before = scores(p.connection());
        QVERIFY(before > 0);
        {
            const SteadyRead read(p.connection());
            QVERIFY(read.steady());
            QVERIFY(p.connection().inTransaction());
            QCOMPARE(scores(p.connection()), before);
            EsdStore(other).import(
                parse(R"({"id": "p1", "model": "a new model", "setting": "full", "score": 4})"),
                "tester");
            QCOMPARE(scores(other.connection()), before + 1);
            Connection beside = read.beside(target)();
            QVERIFY(beside.inTransaction());
            QCOMPARE(scores(beside), before);
            QCOMPARE(scores(p.connection()), before);
        }
        QCOMPARE(scores(p.connection()), before + 1);
        {
            const SteadyRead read(p.connection(), false);
            QVERIFY(!read.steady());
            QVERIFY(p.connection().inTransaction());
        }
        inATransactionAReadIsPlain(p.connection());
    }

    // A role the server does not let export snapshots reads alone, as before there was a
    // second connection: a plain read, and the load's columns read on its own connection.
    void aRoleThatMayNotExportSnapshotsReadsAlone()
    {
        if (!onServer()) {
            QSKIP("a server's privileges");
        }
        Project p(path("no-export.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        store.import(parse(scoredPairs()), "tester");
        const QStringList rows = scoresOf(store.load({true, false}));
        Connection &c = p.connection();
        c.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = "
               "'es_test_no_export') THEN CREATE ROLE es_test_no_export NOLOGIN; END IF; END $$");
        c.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO es_test_no_export");
        c.exec("REVOKE EXECUTE ON FUNCTION pg_export_snapshot() FROM PUBLIC");
        c.exec("SET ROLE es_test_no_export");
        {
            const SteadyRead read(c);
            QVERIFY(!read.steady());
            QVERIFY(c.inTransaction());
        }
        QVERIFY(!c.inTransaction());
        bool aside = true;
        QCOMPARE(scoresOf(store.load(columnsAside(&aside))), rows);
        QVERIFY(!aside);
        c.exec("RESET ROLE");
    }

    // A schema change queued behind the load's read would hold the second connection,
    // which the load waits for, until the lock timeout (a minute): a wait through this
    // process that no server sees as a deadlock. The second connection gives up within a
    // second instead, and the load reads the columns itself.
    void aSecondConnectionWaitsBrieflyForALock()
    {
        if (!onServer()) {
            QSKIP("a server's locks");
        }
        const std::string target = path("queued.eventscope");
        Project p(target, Project::Open::CreateIfMissing);
        EsdStore(p).import(parse(scoredPairs()), "tester");
        std::thread locker;
        {
            const SteadyRead read(p.connection());
            QVERIFY(read.steady());
            QVERIFY(count(p, "SELECT count(*) FROM esd_pair") > 0); // its lock, held
            locker = std::thread([&target] {
                pg::Connection other(target);
                other.exec("SET lock_timeout = 60000");
                other.exec("BEGIN");
                try {
                    other.exec("LOCK TABLE esd_pair IN ACCESS EXCLUSIVE MODE");
                } catch (const std::exception &) {
                }
                other.exec("ROLLBACK");
            });
            QTRY_VERIFY_WITH_TIMEOUT(
                count(p, "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation "
                         "WHERE c.relname = 'esd_pair' AND l.mode = 'AccessExclusiveLock' AND "
                         "NOT l.granted") == 1,
                20000);
            Connection beside = read.beside(target)();
            QElapsedTimer took;
            took.start();
            QVERIFY_THROWS_EXCEPTION(DbError, beside.exec("SELECT count(*) FROM esd_pair"));
            QVERIFY2(took.elapsed() < 20000, "the second connection waited for the lock");
        }
        locker.join();
    }

    // On a server a label's pair and person, and a pair's goal, are checked once a
    // statement instead of by foreign keys (db/engine/migrations/postgresql/0009): what
    // the keys refused is refused, and a row a label names stays locked until its writer
    // ends, as a foreign key's check locks it.
    void aServerChecksWhatRowsNameOnceAStatement()
    {
        if (!onServer()) {
            QSKIP("a file keeps its foreign keys");
        }
        const std::string target = path("named.eventscope");
        Project p(target, Project::Open::CreateIfMissing);
        // Without scores: a pair scored by a column kept alone is kept so before its labels
        // are looked at (scoresKeptAsAColumnAlone).
        std::string pairs;
        std::istringstream lines(scoredPairs());
        for (std::string line; std::getline(lines, line);) {
            if (line.find("\"goal\"") != std::string::npos) {
                pairs += line + "\n";
            }
        }
        EsdStore(p).import(parse(pairs), "tester");
        const QByteArray fingerprint = projectFingerprint(QString::fromStdString(target));
        const std::int64_t pair = EsdStore(p).pairId("p1");
        const std::int64_t person = count(p, "SELECT id FROM person WHERE name = 'ann_a'");
        const std::int64_t goal = count(p, "SELECT goal_id FROM esd_pair WHERE ext_id = 'p1'");
        const auto refused = [&](const std::string &sql, const std::string &why) {
            try {
                p.connection().exec(sql);
            } catch (const DbError &e) {
                QVERIFY2(std::string(e.what()).find(why) != std::string::npos, e.what());
                return;
            }
            QFAIL(("not refused: " + sql).c_str());
        };
        const std::string at = "'2026-01-01T00:00:00.000Z'";
        const std::string p1 = std::to_string(pair);
        refused("INSERT INTO esd_label VALUES (" + p1 + ", 999999, 1, " + at + ")",
                "on table \"esd_label\" violates foreign key constraint "
                "\"esd_label_person_id_fkey\"");
        refused("INSERT INTO esd_label SELECT id, 999998, 1, " + at + " FROM esd_pair",
                "\"esd_label_person_id_fkey\"");
        refused(
            "INSERT INTO esd_label VALUES (999999, " + std::to_string(person) + ", 1, " + at + ")",
            "on table \"esd_label\" violates foreign key constraint \"esd_label_pair_id_fkey\"");
        refused("INSERT INTO esd_pair(ext_id, goal_id, step) VALUES ('new', 999999, 'x')",
                "on table \"esd_pair\" violates foreign key constraint \"esd_pair_goal_id_fkey\"");
        refused("UPDATE esd_label SET pair_id = 999999 WHERE pair_id = " + p1,
                "\"esd_label_pair_id_fkey\"");
        refused("UPDATE esd_label SET person_id = 999999 WHERE pair_id = " + p1 +
                    " AND person_id = " + std::to_string(person),
                "\"esd_label_person_id_fkey\"");
        refused("UPDATE esd_pair SET goal_id = 999999 WHERE id = " + p1,
                "\"esd_pair_goal_id_fkey\"");
        refused("DELETE FROM esd_pair WHERE id = " + p1,
                "delete on table \"esd_pair\" violates foreign key constraint "
                "\"esd_label_pair_id_fkey\" on table \"esd_label\"");
        refused("UPDATE esd_pair SET id = 999999 WHERE id = " + p1, "\"esd_label_pair_id_fkey\"");
        refused("DELETE FROM person WHERE id = " + std::to_string(person),
                "\"esd_label_person_id_fkey\"");
        refused("DELETE FROM esd_goal WHERE id = " + std::to_string(goal),
                "\"esd_pair_goal_id_fkey\" on table \"esd_pair\"");
        refused("TRUNCATE esd_goal", "\"esd_pair_goal_id_fkey\"");
        // Rows this transaction made and rows made before it are found, and one row that
        // is nowhere is refused beside them, as the set-wise check of up to 100,000 rows
        // looks each key up once (0018).
        {
            Transaction tx(p.connection());
            const std::string checker = "(SELECT id FROM person WHERE name = 'checker')";
            p.connection().exec("INSERT INTO person(name, created_at) VALUES ('checker', " + at +
                                "); INSERT INTO esd_pair(ext_id, goal_id, step) SELECT 'own' || "
                                "g, " +
                                std::to_string(goal) + ", 'x' FROM generate_series(1, 50) g");
            p.connection().exec("INSERT INTO esd_label SELECT id, " + checker + ", 1, " + at +
                                " FROM esd_pair");
            refused("INSERT INTO esd_label SELECT id, " + checker + ", 0, " + at +
                        " FROM esd_pair UNION ALL SELECT 999997, " + checker + ", 1, " + at +
                        " ON CONFLICT (pair_id, person_id) DO UPDATE SET label = 0",
                    "\"esd_label_pair_id_fkey\"");
        }
        QCOMPARE(projectFingerprint(QString::fromStdString(target)), fingerprint);
        // What names nothing may go or change its id, and a label may change its value.
        p.connection().exec("UPDATE esd_label SET label = -1 WHERE pair_id = " + p1);
        p.connection().exec("INSERT INTO esd_goal(goal, modifier) VALUES ('lone', '')");
        p.connection().exec("UPDATE esd_goal SET id = 999999 WHERE goal = 'lone'");
        p.connection().exec("DELETE FROM esd_goal WHERE goal = 'lone'");
        {
            Project empty(path("nothing_named.eventscope"), Project::Open::CreateIfMissing);
            empty.connection().exec("INSERT INTO esd_goal(goal, modifier) VALUES ('g', '')");
            empty.connection().exec("TRUNCATE esd_goal");
            QCOMPARE(count(empty, "SELECT count(*) FROM esd_goal"), 0);
        }
        // The checks run as the owner: no one makes them run for other tables, nor can
        // anyone but the owner attach them at all.
        p.connection().exec("CREATE TEMP TABLE probe (id BIGINT); INSERT INTO probe VALUES (1); "
                            "CREATE TRIGGER probe_gone AFTER DELETE ON probe REFERENCING OLD "
                            "TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "
                            "eventscope_gone_rows_unnamed('esd_adjudication', 'pair_id')");
        refused("DELETE FROM probe", "checks only EventScope's own references");
        p.connection().exec("DROP TABLE probe; DROP ROLE IF EXISTS es_probe; CREATE ROLE es_probe");
        {
            Transaction tx(p.connection());
            p.connection().exec("SET LOCAL ROLE es_probe; CREATE TEMP TABLE probe (id BIGINT)");
            refused("CREATE TRIGGER probe_gone AFTER DELETE ON probe REFERENCING OLD TABLE AS "
                    "gone FOR EACH STATEMENT EXECUTE FUNCTION "
                    "eventscope_gone_rows_unnamed('esd_pair', 'goal_id')",
                    "permission denied for function eventscope_gone_rows_unnamed");
        }
        p.connection().exec("DROP ROLE es_probe");

        // Past 100,000 rows the check joins the tables in one pass, and so refuses one row
        // among them as well; the planner's settings it changes for that are restored.
        p.connection().exec("INSERT INTO person(name, created_at) SELECT 'many_' || g, " + at +
                            " FROM generate_series(1, 3400) g");
        const std::string many = "SELECT e.id, n.id, 1, " + at +
                                 " FROM esd_pair e, person n WHERE n.name LIKE 'many\\_%'";
        refused("INSERT INTO esd_label " + many + " UNION ALL SELECT " + p1 + ", 999997, 1, " + at,
                "\"esd_label_person_id_fkey\"");
        {
            const auto settings = [&p] {
                Statement s = p.connection().prepare(
                    "SELECT current_setting('enable_nestloop'), current_setting('work_mem')");
                return s.step() ? std::pair(s.text(0), s.text(1))
                                : std::pair<std::string, std::string>();
            };
            const auto unchanged = settings();
            Transaction tx(p.connection());
            p.connection().exec("INSERT INTO esd_label " + many);
            QCOMPARE(settings(), unchanged);
            QCOMPARE(unchanged.first, std::string("on"));
            // Counted over the ids named instead of row by row, the pairs named are still
            // locked until the writer ends: a delete waits (until its lock timeout).
            pg::Connection waiting(target);
            waiting.exec("SET lock_timeout = 300");
            try {
                waiting.exec("DELETE FROM esd_pair WHERE id = " + p1);
                QFAIL("a pair went while 100,000 labels named it");
            } catch (const DbError &e) {
                QVERIFY2(std::string(e.what()).find("busy") != std::string::npos, e.what());
            }
            tx.commit();
        }
        QCOMPARE(count(p, "SELECT count(*) FROM esd_label l JOIN person n ON n.id = l.person_id "
                          "WHERE n.name LIKE 'many\\_%'"),
                 30 * 3400);

        // A label's insert locks its pair until it commits: a delete of the pair waits
        // (here until its lock timeout: "busy"), and after the commit is refused.
        p.connection().exec("INSERT INTO esd_pair(ext_id, goal_id, step) VALUES ('unlabelled', " +
                            std::to_string(goal) + ", 'x')");
        const std::string lone = std::to_string(EsdStore(p).pairId("unlabelled"));
        pg::Connection writer(target);
        writer.exec("BEGIN");
        writer.exec("INSERT INTO esd_label VALUES (" + lone + ", " + std::to_string(person) +
                    ", 0, " + at + ")");
        pg::Connection deleter(target);
        deleter.exec("SET lock_timeout = 300");
        try {
            deleter.exec("DELETE FROM esd_pair WHERE id = " + lone);
            QFAIL("the pair went while a label named it");
        } catch (const DbError &e) {
            QVERIFY2(std::string(e.what()).find("busy") != std::string::npos, e.what());
        }
        writer.exec("COMMIT");
        try {
            deleter.exec("DELETE FROM esd_pair WHERE id = " + lone);
            QFAIL("the pair went after its label was committed");
        } catch (const DbError &e) {
            QVERIFY2(std::string(e.what()).find("esd_label_pair_id_fkey") != std::string::npos,
                     e.what());
        }
        QCOMPARE(count(p, "SELECT count(*) FROM esd_label WHERE pair_id = " + lone), 1);

        // A pair committed while the check waited for another pair's lock is not taken
        // as locked: the label naming it is refused, or the pair could be deleted before
        // the label's writer ends.
        p.connection().exec("INSERT INTO person(name, created_at) VALUES ('late_rater', " + at +
                            ")");
        const std::string rater = std::to_string(count(p, "SELECT id FROM person WHERE name = "
                                                          "'late_rater'"));
        pg::Connection holder(target);
        holder.exec("BEGIN");
        holder.exec("SELECT id FROM esd_pair WHERE id = " + p1 + " FOR UPDATE");
        std::string outcome;
        std::thread labeller([&] {
            pg::Connection c(target);
            c.exec("BEGIN");
            try {
                c.exec("INSERT INTO esd_label VALUES (" + p1 + ", " + rater + ", 1, " + at +
                       "), (999000, " + rater + ", 1, " + at + ")");
                outcome = "inserted";
            } catch (const DbError &e) {
                outcome = e.what();
            }
            c.exec("ROLLBACK");
        });
        QTRY_VERIFY_WITH_TIMEOUT(count(p, "SELECT count(*) FROM pg_locks WHERE locktype = "
                                          "'transactionid' AND NOT granted") == 1,
                                 20000);
        p.connection().exec("INSERT INTO esd_pair(id, ext_id, goal_id, step) VALUES (999000, "
                            "'late', " +
                            std::to_string(goal) + ", 'x')");
        holder.exec("ROLLBACK");
        labeller.join();
        QVERIFY2(outcome.find("esd_label_pair_id_fkey") != std::string::npos, outcome.c_str());

        // A REPEATABLE READ delete would miss labels committed after its snapshot.
        p.connection().exec("INSERT INTO esd_goal(goal, modifier) VALUES ('lone', '')");
        deleter.exec("BEGIN ISOLATION LEVEL REPEATABLE READ");
        try {
            deleter.exec("DELETE FROM esd_goal WHERE goal = 'lone'");
            QFAIL("a repeatable read's delete went through");
        } catch (const DbError &e) {
            QVERIFY2(std::string(e.what()).find("needs READ COMMITTED") != std::string::npos,
                     e.what());
        }
        deleter.exec("ROLLBACK");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_goal WHERE goal = 'lone'"), 1);
    }

    // A server announces the pairs whose labels a statement changed, up to 500 of them,
    // and otherwise the ESD dataset, which workbenches then read again. Past 5,000 labels
    // it no longer counts the pairs (postgresql/0011_lighter_checks.sql: 1.2 s of an
    // import's 3 million labels), so 5,600 labels of 28 pairs announce the dataset.
    void aServerAnnouncesManyLabelsAsTheirDataset()
    {
        if (!onServer()) {
            QSKIP("a project file has no announcements");
        }
        const std::string target = path("announced.eventscope");
        Project p(target, Project::Open::CreateIfMissing);
        EsdStore(p).import(parse(scoredPairs()), "tester");
        Project watching(target, Project::Open::ExistingOnly);
        ChangeFeed feed(watching);
        const auto heard = [&feed] {
            Changes all;
            for (int tries = 0; tries < 100 && all.empty(); ++tries) {
                all.merge(feed.read());
                if (all.empty()) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(20));
                }
            }
            return all;
        };
        const std::string at = "'2026-01-01T00:00:00.000Z'";
        p.connection().exec("INSERT INTO person(name, created_at) SELECT 'crowd_' || g, " + at +
                            " FROM generate_series(1, 200) g");
        QVERIFY(heard().people);

        p.connection().exec("INSERT INTO esd_label SELECT e.id, n.id, 1, " + at +
                            " FROM esd_pair e, person n WHERE e.ext_id IN ('p1', 'p2') AND "
                            "n.name LIKE 'crowd\\_%'");
        Changes few = heard();
        QCOMPARE(few.esdPairs,
                 (std::set<std::int64_t>{EsdStore(p).pairId("p1"), EsdStore(p).pairId("p2")}));
        QVERIFY(!few.esd);

        p.connection().exec("INSERT INTO esd_label SELECT e.id, n.id, 0, " + at +
                            " FROM esd_pair e, person n WHERE e.ext_id NOT IN ('p1', 'p2') AND "
                            "n.name LIKE 'crowd\\_%'");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_label l JOIN person n ON n.id = l.person_id "
                          "WHERE n.name LIKE 'crowd\\_%'"),
                 30 * 200);
        Changes many = heard();
        QVERIFY(many.esd);
        QVERIFY(many.esdPairs.empty());
    }

    // The columns read beside a server's load are ranked before the load has the pairs, as
    // though their ids ran from 1 without a gap: where a pair has gone, they are ranked
    // again once the ids are known, and give what the rows give.
    void columnsRankedBeforeThePairsAreCheckedAgainstThem()
    {
        Project p(path("gap.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        std::string text;
        for (int i = 1; i <= 6; ++i) {
            const std::string n = std::to_string(i);
            text += "{\"id\": \"p" + n + "\", \"goal\": \"G\", \"step\": \"S" + n + "\"}\n";
            if (i != 3) {
                text += "{\"id\": \"p" + n + "\", \"model\": \"m\", \"setting\": \"full\", " +
                        "\"score\": 0." + std::to_string(7 - i) + "}\n";
            }
        }
        store.import(parse(text), "test");
        if (onServer()) {
            p.connection().exec("ANALYZE esd_pair"); // its count: ranked ahead
        }
        bool aside = false;
        QCOMPARE(scoresOf(store.load(columnsAside(&aside))), scoresOf(store.load({true, false})));
        QVERIFY(aside);
        // p3, unscored and unlabelled, removed by SQL the store never sees: the ids are
        // 1, 2, 4, 5 and 6, where the server still counts 6.
        p.connection().exec("DELETE FROM esd_pair WHERE ext_id = 'p3'");
        QCOMPARE(count(p, "SELECT max(id) FROM esd_pair"), 6);
        const EsdSnapshot snap = store.load(columnsAside(&aside));
        QVERIFY(aside);
        QCOMPARE(snap.pairs.size(), std::size_t{5});
        QCOMPARE(scoresOf(snap), scoresOf(store.load({true, false})));
        QCOMPARE(snap.models.at(0).scores[2], 0.3); // p4's
    }

    // An import that adds many pairs to a server leaves them counted (pg_class.reltuples,
    // which a load reads to rank its score columns ahead) as soon as it commits, not when
    // autovacuum next analyzes the table.
    void anImportOfManyPairsLeavesThemCounted()
    {
        if (!onServer()) {
            QSKIP("a file's load counts nothing ahead");
        }
        Project p(path("counted.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        const auto counted = [&p] {
            Statement s = p.connection().prepare(
                "SELECT CAST(reltuples AS BIGINT) FROM pg_class WHERE oid = 'esd_pair'::regclass");
            return s.step() ? s.int64(0) : -2;
        };
        const auto pairs = [](int from, int to) {
            std::string text;
            for (int i = from; i < to; ++i) {
                const std::string n = std::to_string(i);
                text += "{\"id\": \"p" + n + "\", \"goal\": \"G\", \"step\": \"S" + n + "\"}\n";
            }
            return text;
        };
        store.import(parse(pairs(0, 100)), "test");
        QVERIFY(counted() < 100); // a few pairs are left to autovacuum
        store.import(parse(pairs(100, 10100)), "test");
        QCOMPARE(counted(), std::int64_t{10100});
    }

    // A server keeps each person's labels in blocks beside their rows, which a load reads
    // (esd_label_blocks.h): whoever writes the rows, and however, what a load gives is what
    // the rows say, and the blocks, once built, are the rows byte for byte.
    void labelBlocksFollowTheRows()
    {
        if (!onServer()) {
            QSKIP("a file keeps its labels as rows alone");
        }
        Project p(path("blocks.eventscope"), Project::Open::CreateIfMissing);
        EsdStore store(p);
        pg::Connection &c = *p.connection().server();
        // 100 pairs, two people: 200 labels, more than a statement's few, which the server
        // leaves to the import to build.
        std::string text;
        for (int i = 0; i < 100; ++i) {
            // (No raw strings with one brace of a pair: moc would lose its place.)
            const std::string n = std::to_string(i);
            text += "{\"id\": \"p" + n + "\", \"goal\": \"G\", \"step\": \"S" + n +
                    "\", \"labels\": {\"ann_a\": " + std::to_string(i % 3 - 1) +
                    ", \"ann_b\": " + std::to_string((i + 1) % 3 - 1) + "}}\n";
        }
        store.import(parse(text), "test");
        using Labels = std::map<std::pair<std::string, std::string>, int>;
        const auto rows = [&] {
            Labels out;
            Statement s = p.connection().prepare(
                "SELECT n.name, e.ext_id, l.label FROM esd_label l JOIN esd_pair e ON e.id = "
                "l.pair_id JOIN person n ON n.id = l.person_id");
            while (s.step()) {
                out[{s.text(0), s.text(1)}] = s.integer(2);
            }
            return out;
        };
        const auto loaded = [&] {
            const EsdSnapshot snap = store.load();
            Labels out;
            for (std::size_t i = 0; i < snap.pairs.size(); ++i) {
                for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
                    const std::int8_t l = snap.labels.labels[i * snap.annotators.size() + a];
                    if (l != es::metrics::esd::kNoLabel) {
                        out[{snap.annotators[a], snap.pairs[i].extId}] = l;
                    }
                }
            }
            return out;
        };
        // Every label's byte in its built block, and no other byte but '0'.
        const auto built = [&] {
            return count(p, "SELECT count(*) FROM esd_label l LEFT JOIN esd_label_block b ON "
                            "b.person_id = l.person_id AND b.block = l.pair_id >> 12 WHERE "
                            "b.labels IS NULL OR get_byte(b.labels, (l.pair_id & 4095)::int) <> "
                            "50 + l.label") == 0 &&
                   count(p, "SELECT coalesce(sum(length(replace(convert_from(labels, 'UTF8'), "
                            "'0', ''))), 0) FROM esd_label_block") ==
                       count(p, "SELECT count(*) FROM esd_label");
        };
        const auto unbuilt = [&] {
            return count(p, "SELECT count(*) FROM esd_label_block WHERE labels IS NULL");
        };
        QCOMPARE(rows().size(), std::size_t{200});
        QVERIFY(built());
        QCOMPARE(loaded(), rows());

        // The workbench's edits, one label a statement: a change, a clear, a newcomer.
        store.setLabel(store.pairId("p7"), "ann_a", std::int8_t(1));
        store.setLabel(store.pairId("p8"), "ann_b", std::nullopt);
        store.setLabel(store.pairId("p9"), "ann_c", std::int8_t(-1));
        QVERIFY(built());
        QCOMPARE(loaded(), rows());
        QCOMPARE(loaded().at({"ann_a", "p7"}), 1);
        QVERIFY(!loaded().count({"ann_b", "p8"}));

        // SQL the store never sees: many labels in a statement leave their blocks to be
        // built, and a load reads those as rows meanwhile.
        c.exec("UPDATE esd_label SET label = 0 WHERE person_id = (SELECT id FROM person WHERE "
               "name = 'ann_a')");
        QVERIFY(unbuilt() > 0);
        QCOMPARE(loaded(), rows());
        QCOMPARE(loaded().at({"ann_a", "p7"}), 0);
        // The next import builds them, whatever it wrote itself.
        store.import(parse(R"({"id": "p100", "goal": "G", "step": "S100", "labels": {"ann_b": 1}})"
                           "\n"),
                     "test");
        QCOMPARE(unbuilt(), 0);
        QVERIFY(built());
        QCOMPARE(loaded(), rows());
        // A label moved to another pair, and a person's labels deleted.
        c.exec("UPDATE esd_label SET pair_id = " + std::to_string(store.pairId("p10")) +
               " WHERE person_id = (SELECT id FROM person WHERE name = 'ann_c')");
        c.exec("DELETE FROM esd_label WHERE pair_id IN (" + std::to_string(store.pairId("p1")) +
               ", " + std::to_string(store.pairId("p2")) + ")");
        QVERIFY(built());
        QCOMPARE(loaded(), rows());
        QCOMPARE(loaded().at({"ann_c", "p10"}), -1);
        QVERIFY(!loaded().count({"ann_a", "p1"}));

        // A block written by hand that does not read as one is read as its rows.
        const Labels before = rows();
        c.exec("UPDATE esd_label_block SET labels = decode(repeat('39', 4096), 'hex') WHERE "
               "person_id = (SELECT id FROM person WHERE name = 'ann_a')");
        c.exec("UPDATE esd_label_block SET labels = '\\x33' WHERE person_id = (SELECT id FROM "
               "person WHERE name = 'ann_b')");
        QCOMPARE(loaded(), before);
        // A label written into the short one leaves it to be built, and is read.
        store.setLabel(store.pairId("p11"), "ann_b", std::int8_t(1));
        QCOMPARE(unbuilt(), 1);
        QCOMPARE(loaded(), rows());
        QCOMPARE(loaded().at({"ann_b", "p11"}), 1);
        c.exec("UPDATE esd_label_block SET labels = NULL");
        store.import(parse(R"({"id": "p100", "goal": "G", "step": "S100", "labels": {"ann_b": 0}})"
                           "\n"),
                     "test");
        QVERIFY(built());

        // Seventy newcomers' first labels by SQL, of a pair in the third block: seventy
        // blocks made and left to be built, which the next import reads back in one pass
        // rather than block by block.
        c.exec("INSERT INTO esd_pair(id, ext_id, goal_id, step) SELECT 9000, 'far', goal_id, "
               "'S far' FROM esd_pair WHERE ext_id = 'p5'");
        c.exec("INSERT INTO person(name, created_at) SELECT 'crowd_' || g, 'now' FROM "
               "generate_series(1, 70) g");
        c.exec("INSERT INTO esd_label SELECT 9000, id, 1, 'now' FROM person WHERE name LIKE "
               "'crowd\\_%'");
        QCOMPARE(unbuilt(), 70);
        QCOMPARE(loaded(), rows());
        store.import(parse(R"({"id": "p100", "goal": "G", "step": "S100", "labels": {"ann_b": 1}})"
                           "\n"),
                     "test");
        QCOMPARE(unbuilt(), 0);
        QVERIFY(built());
        QCOMPARE(loaded().at({"crowd_70", "far"}), 1);
        QCOMPARE(count(p, "SELECT count(DISTINCT block) FROM esd_label_block"), 2);

        // Two writers of one block at once: the second waits for the first, then sets its
        // byte in what the first left, whether that set a byte or built the block.
        const std::int64_t annB = count(p, "SELECT id FROM person WHERE name = 'ann_b'");
        const auto setB = [&](pg::Connection &w, const char *extId, int label) {
            w.exec("UPDATE esd_label SET label = " + std::to_string(label) + " WHERE person_id = " +
                   std::to_string(annB) + " AND pair_id = " + std::to_string(store.pairId(extId)));
        };
        for (const bool many : {false, true}) {
            pg::Connection first(c.parameters());
            pg::Connection second(c.parameters());
            first.exec("BEGIN");
            if (many) {
                // Every label of ann_b's but p21's, whose row the second writer takes:
                // that one waits for the block alone.
                first.exec(
                    "UPDATE esd_label SET label = 1 WHERE person_id = " + std::to_string(annB) +
                    " AND pair_id <> " + std::to_string(store.pairId("p21")));
                const std::string unbuiltSql =
                    "SELECT count(*) FROM esd_label_block WHERE labels IS NULL";
                QVERIFY(es::test::count(first, unbuiltSql) > 0);
                BulkLoader bulk(first);
                buildLabelBlocks(bulk);
                QCOMPARE(es::test::count(first, unbuiltSql), std::int64_t{0});
            } else {
                setB(first, "p20", 1);
            }
            std::atomic<bool> done{false};
            std::thread later([&] {
                setB(second, "p21", -1);
                done = true;
            });
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            const bool waited = !done;
            first.exec("COMMIT");
            later.join();
            QVERIFY(waited);
            QVERIFY(built());
            QCOMPARE(rows().at({"ann_b", "p20"}), 1);
            QCOMPARE(rows().at({"ann_b", "p21"}), -1);
            QCOMPARE(loaded(), rows());
            setB(c, "p20", 0);
        }
    }

    // A project from before score columns gets them when it is opened.
    void olderProjectGetsScoreColumns()
    {
        const std::string file = path("older.eventscope");
        QStringList rows;
        {
            Project p(file, Project::Open::CreateIfMissing);
            EsdStore(p).import(parse(scoredPairs()), "tester");
            // An older project's scores were rows.
            {
                Transaction tx(p.connection());
                unsoleScoreColumns(p.connection(), soleScoreKeys(p.connection()));
                refreshScoreColumns(p.connection(), {});
                tx.commit();
            }
            QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column WHERE sole"), 0);
            rows = scoresOf(EsdStore(p).load({true, false}));
            if (onServer()) {
                // Version 9's set-wise checks back to the foreign keys they replaced, which
                // the migration then drops from a project holding rows.
                p.connection().exec(es::test::kUndoVersion17);
                p.connection().exec(es::test::kUndoModelSeeds);
                p.connection().exec(es::test::kUndoVersion15);
                p.connection().exec(es::test::kUndoVersion14);
                p.connection().exec(es::test::kUndoLabelBlocks);
                p.connection().exec(es::test::kUndoVersion10Guards);
                p.connection().exec(es::test::kUndoVersion9);
                p.connection().exec(
                    "DROP TRIGGER esd_score_columns_stale ON esd_score; DROP FUNCTION "
                    "eventscope_score_columns_stale(); DROP TABLE esd_score_column; "
                    "UPDATE eventscope_schema SET version = 7");
            } else {
                p.connection().exec(es::test::kUndoVersion17);
                p.connection().exec(es::test::kUndoModelSeeds);
                // Version 15 (no states yet): openpi_states as version 7 made it.
                p.connection().exec(
                    "DROP TABLE openpi_states_adjudication; DROP TABLE openpi_states; CREATE "
                    "TABLE openpi_states (id INTEGER PRIMARY KEY, procedure_id INTEGER NOT NULL "
                    "REFERENCES openpi_procedure (id), model_id INTEGER REFERENCES model (id), "
                    "steps TEXT NOT NULL, set_at TEXT NOT NULL); CREATE UNIQUE INDEX "
                    "openpi_states_key ON openpi_states (procedure_id, ifnull(model_id, 0))");
                p.connection().exec("DROP TRIGGER esd_pair_sole_scored; DROP TRIGGER "
                                    "esd_pair_sole_scored_id; DROP VIEW esd_pair_scored_alone; "
                                    "DROP TABLE esd_score_column; ALTER TABLE esd_pair DROP "
                                    "COLUMN contributor_id; PRAGMA user_version = 7");
            }
        }
        Project p(file, Project::Open::ExistingOnly);
        QCOMPARE(p.schemaVersion(), Project::currentSchemaVersion());
        QCOMPARE(count(p, "SELECT count(*) FROM esd_score_column"), 4);
        if (onServer()) {
            QCOMPARE(count(p, "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND "
                              "conrelid IN ('esd_label'::regclass, 'esd_pair'::regclass) AND "
                              "confrelid IN ('esd_pair'::regclass, 'person'::regclass, "
                              "'esd_goal'::regclass)"),
                     0);
            try {
                p.connection().exec("DELETE FROM esd_pair WHERE ext_id = 'p1'");
                QFAIL("a labelled pair was deleted");
            } catch (const DbError &e) {
                QVERIFY2(std::string(e.what()).find("esd_label_pair_id_fkey") != std::string::npos,
                         e.what());
            }
        }
        QCOMPARE(scoresOf(EsdStore(p).load()), rows);
    }

    void exportRoundTrip()
    {
        Project a(path("a.eventscope"), Project::Open::CreateIfMissing);
        seedDemoProject(a);
        std::ostringstream first;
        EsdStore(a).exportJsonLines(first, EsdStore::ExportWhat::Pairs);
        Project b(path("b.eventscope"), Project::Open::CreateIfMissing);
        EsdStore(b).import(parse(first.str()), "tester");
        std::ostringstream second;
        EsdStore(b).exportJsonLines(second, EsdStore::ExportWhat::Pairs);
        QCOMPARE(second.str(), first.str());
        QCOMPARE(scoresOf(EsdStore(b).load()), scoresOf(EsdStore(a).load()));
        QCOMPARE(count(b, "SELECT count(*) FROM model WHERE direction = 'lower'"), 1);
    }

    void demoIsSeededOnce()
    {
        Project p(path("demo.eventscope"), Project::Open::CreateIfMissing);
        seedDemoProject(p);
        seedDemoProject(p);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 56);
        QCOMPARE(count(p, "SELECT count(DISTINCT person_id) FROM esd_label"), 3);
        QCOMPARE(count(p, "SELECT count(*) FROM (SELECT model_id FROM esd_score UNION SELECT "
                          "model_id FROM esd_score_column WHERE sole) AS scored"),
                 3);
        QCOMPARE(count(p, "SELECT count(*) FROM ester_question"), 11);
        QCOMPARE(count(p, "SELECT count(DISTINCT person_id) FROM ester_answer_set"), 2);
        QCOMPARE(count(p, "SELECT count(*) FROM ester_prediction_run"), 1);
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
