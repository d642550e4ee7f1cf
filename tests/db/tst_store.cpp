// The project store: schema versions, imports that are all-or-nothing and idempotent,
// audited label changes, contributed steps and the snapshot the statistics read.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/esd/esd_store.h"
#include "db/project.h"

#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <sstream>

using namespace es::db;
using es::test::onServer;
using es::test::projectFingerprint;

namespace {

EsdBatch parse(const std::string &text) { return parseEsdJsonLines(text, "test.jsonl"); }

int count(Project &p, const std::string &sql)
{
    Statement s = p.connection().prepare(sql);
    s.step();
    return s.integer(0);
}

std::optional<int> labelOf(Project &p, const std::string &extId, const std::string &person)
{
    Statement s = p.connection().prepare(
        "SELECT l.label FROM esd_label l JOIN esd_pair e ON e.id = l.pair_id JOIN person p ON p.id = l.person_id "
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
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("schema version 99 is newer than this EventScope understands")),
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
            QVERIFY_THROWS_EXCEPTION(InputError, Project(path("missing.eventscope"), Project::Open::ExistingOnly));
            return;
        }
        const std::string file = path("text.eventscope");
        {
            QFile f(QString::fromStdString(file));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a database, just text that is long enough to have a header......");
        }
        QVERIFY_THROWS_EXCEPTION(InputError, Project(file, Project::Open::ExistingOnly));
        QVERIFY_THROWS_EXCEPTION(InputError, Project(path("missing.eventscope"), Project::Open::ExistingOnly));
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
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'import' AND person = 'tester'"), 1);

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
            parse(R"({"id": "g1-s1", "goal": "Toast Seeds", "modifier": "Microwave", "step": "Spread them.", "labels": {"ann_a": 0}})"),
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
                QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("test.jsonl:3: score for unknown pair \"ghost\""));
            }
            QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 2);
            QCOMPARE(count(p, "SELECT count(*) FROM person WHERE name = 'ann_c'"), 0);
            QCOMPARE(count(p, "SELECT count(*) FROM model WHERE name = 'm2'"), 0);
            QCOMPARE(labelOf(p, "g1-s1", "ann_a"), std::optional(1));
        }
        QCOMPARE(projectFingerprint(QString::fromStdString(file)), before);
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
        const EsdPairRow row = store.addContributedStep(snap.goals[0].id, "Wear an apron.", "zoe");
        QVERIFY(row.contributed);
        QCOMPARE(labelOf(p, row.extId, "zoe"), std::optional(0));
        std::ostringstream out;
        store.exportJsonLines(out, EsdStore::ExportWhat::Pairs);
        QVERIFY(out.str().find(R"("step":"Wear an apron.","origin":"contributed","labels":{"zoe":0})") != std::string::npos);
        store.removeContributedStep(row.id, "zoe");
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 2);
        QCOMPARE(count(p, "SELECT count(*) FROM audit WHERE action = 'pair.remove'"), 1);
        // wikiHow steps are not removable
        QVERIFY_THROWS_EXCEPTION(InputError, store.removeContributedStep(snap.pairs[0].id, "zoe"));
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
        QCOMPARE(count(b, "SELECT count(*) FROM esd_score"), count(a, "SELECT count(*) FROM esd_score"));
        QCOMPARE(count(b, "SELECT count(*) FROM model WHERE direction = 'lower'"), 1);
    }

    void demoIsSeededOnce()
    {
        Project p(path("demo.eventscope"), Project::Open::CreateIfMissing);
        seedDemoProject(p);
        seedDemoProject(p);
        QCOMPARE(count(p, "SELECT count(*) FROM esd_pair"), 56);
        QCOMPARE(count(p, "SELECT count(DISTINCT person_id) FROM esd_label"), 3);
        QCOMPARE(count(p, "SELECT count(DISTINCT model_id) FROM esd_score"), 3);
        QCOMPARE(count(p, "SELECT count(*) FROM ester_question"), 11);
        QCOMPARE(count(p, "SELECT count(DISTINCT person_id) FROM ester_answer_set"), 2);
        QCOMPARE(count(p, "SELECT count(*) FROM ester_prediction_run"), 1);
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
