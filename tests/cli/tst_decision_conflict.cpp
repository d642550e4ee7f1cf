// Two adjudicators deciding one item: the second is told who decided what and when, and
// nothing of theirs is written. Once on a project file shared by two Project objects (as
// two programs share it), once on a team server (pg_virtualenv) with two connections
// under two adjudicator logins; every dataset's decisions, withdrawals, the undo case
// (an own decision replaced since), and `eventscope adjudicate`, which replaces someone
// else's decision only with --replace.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "db/review/decision_guard.h"

#include <QTemporaryDir>
#include <QTest>

using namespace es;
using es::test::cli;
using es::test::demo;
using es::test::succeeded;

namespace {

// The project as `who` opens it: the file, or the server under their own login.
QString asLogin(const QString &project, const QString &who)
{
    if (!project.startsWith(QLatin1String("postgresql://"))) {
        return project;
    }
    return QStringLiteral("postgresql://%1:pw-%1@%2:%3/es_decide")
        .arg(who, test::pgEnv("PGHOST"), test::pgEnv("PGPORT"));
}

// Runs `f`, which must throw DecisionConflict; its message.
template <typename F> QString conflict(F &&f)
{
    try {
        f();
    } catch (const db::DecisionConflict &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestDecisionConflict : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(!test::pgEnv("PGPORT").isEmpty(), test::kNoServer);
    }

    void twoAdjudicators_data()
    {
        QTest::addColumn<bool>("server");
        QTest::newRow("file") << false;
        QTest::newRow("server") << true;
    }

    void twoAdjudicators()
    {
        QFETCH(bool, server);
        const QString project = server ? test::freshDatabase(QStringLiteral("es_decide"))
                                       : dir_.filePath(QStringLiteral("decide.eventscope"));
        for (const QStringList &args : QList<QStringList>{
                 {demo("esd_demo.jsonl")},
                 {demo("ester_demo.json"), QStringLiteral("--split"), QStringLiteral("demo")},
                 {demo("ester_demo_ann_a.json"), QStringLiteral("--split"), QStringLiteral("demo"),
                  QStringLiteral("--annotator"), QStringLiteral("ann_a")},
                 {demo("openpi_demo.json")},
                 {demo("openpi_demo_ann_a.json"), QStringLiteral("--annotator"),
                  QStringLiteral("ann_a")}}) {
            QVERIFY(succeeded(test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                                  QStringList{QStringLiteral("--db"), project})));
        }
        if (server) {
            QVERIFY(succeeded(cli("team", "init", "--db", project)));
        }
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", project)));
        QVERIFY(succeeded(cli("role", "lead2", "adjudicator", "--db", project)));
        if (server) {
            db::pg::Connection admin("dbname=postgres");
            admin.exec("ALTER ROLE lead PASSWORD 'pw-lead'");
            admin.exec("ALTER ROLE lead2 PASSWORD 'pw-lead2'");
        }
        try {
            decide(project);
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

  private:
    void decide(const QString &project)
    {
        db::Project a(asLogin(project, QStringLiteral("lead")).toStdString(),
                      db::Project::Open::ExistingOnly);
        db::Project b(asLogin(project, QStringLiteral("lead2")).toStdString(),
                      db::Project::Open::ExistingOnly);
        db::EsdStore esdA(a);
        db::EsdStore esdB(b);
        const std::int64_t pair = esdA.pairId("g1-s2");

        // Both saw the pair undecided; lead decides first.
        std::optional<db::DecisionStamp> leads;
        QVERIFY(!esdA.adjudicate(pair, "lead", db::EsdAdjudication{1, "first"},
                                 db::ExpectedDecision::none(), &leads));
        QVERIFY(leads);
        QCOMPARE(leads->by, std::string("lead"));
        const QString told = conflict([&] {
            esdB.adjudicate(pair, "lead2", db::EsdAdjudication{0, "second"},
                            db::ExpectedDecision::none());
        });
        QVERIFY2(
            told.contains(QStringLiteral("ESD pair \"g1-s2\" is decided by lead (label 1, at ") +
                          QString::fromStdString(leads->at) + QLatin1Char(')')),
            qPrintable(told));
        QVERIFY(!told.contains(QLatin1Char('\n')));
        QVERIFY(!told.contains(QStringLiteral("pw-")));
        auto inForce = esdB.decision(pair);
        QVERIFY(inForce);
        QCOMPARE(inForce->by, std::string("lead"));
        QCOMPARE(int(inForce->label), 1);
        QCOMPARE(inForce->note, std::string("first"));

        // Having seen it, lead2 replaces it; lead's undo (a withdrawal expecting lead's own
        // decision) is refused and leaves lead2's in force.
        std::optional<db::DecisionStamp> seconds;
        esdB.adjudicate(pair, "lead2", db::EsdAdjudication{0, "second"},
                        db::ExpectedDecision::of(leads), &seconds);
        QCOMPARE(seconds->by, std::string("lead2"));
        const QString undo = conflict(
            [&] { esdA.adjudicate(pair, "lead", std::nullopt, db::ExpectedDecision::of(leads)); });
        QVERIFY2(undo.contains(QStringLiteral("is decided by lead2 (label 0")), qPrintable(undo));
        QCOMPARE(esdA.decision(pair)->by, std::string("lead2"));

        // Withdrawn meanwhile: the message names who withdrew it.
        esdB.adjudicate(pair, "lead2", std::nullopt, db::ExpectedDecision::of(seconds));
        const QString gone = conflict([&] {
            esdA.adjudicate(pair, "lead", db::EsdAdjudication{1, {}},
                            db::ExpectedDecision::of(seconds));
        });
        QVERIFY2(gone.contains(QStringLiteral("its decision was withdrawn by lead2 at ")),
                 qPrintable(gone));
        QVERIFY(!esdA.decision(pair));

        // ESTER and OpenPI decisions keep the same rule.
        db::EsterStore esterA(a);
        db::EsterStore esterB(b);
        const std::int64_t question = esterA.load().questions.at(0).id;
        esterA.adjudicate(question, "lead",
                          db::EsterAdjudication{metrics::ester::Relation::Causal, {}, {}},
                          db::ExpectedDecision::none());
        QVERIFY(conflict([&] {
                    esterB.adjudicate(
                        question, "lead2",
                        db::EsterAdjudication{metrics::ester::Relation::Conditional, {}, {}},
                        db::ExpectedDecision::none());
                }).contains(QStringLiteral("is decided by lead")));
        QCOMPARE(esterB.load().questions.at(0).type, metrics::ester::Relation::Causal);

        db::OpenPiStore openA(a);
        db::OpenPiStore openB(b);
        const auto snap = openA.load();
        const std::int64_t entity = snap.entities.at(0).id;
        const std::int64_t procedure = snap.procedures.at(0).id;
        openA.adjudicateSalience(entity, 0, "lead", db::OpenPiSalienceAdjudication{4, {}},
                                 db::ExpectedDecision::none());
        QVERIFY(conflict([&] {
                    openB.adjudicateSalience(entity, 0, "lead2",
                                             db::OpenPiSalienceAdjudication{1, {}},
                                             db::ExpectedDecision::none());
                }).contains(QStringLiteral("is decided by lead (salience 4")));
        openA.adjudicateClusters(procedure, db::OpenPiClusterKind::Entity, "lead",
                                 db::OpenPiClusterAdjudication{{}, {}},
                                 db::ExpectedDecision::none());
        QVERIFY(conflict([&] {
                    openB.adjudicateClusters(procedure, db::OpenPiClusterKind::Entity, "lead2",
                                             db::OpenPiClusterAdjudication{{}, "mine"},
                                             db::ExpectedDecision::none());
                }).contains(QStringLiteral("is decided by lead (0 clusters")));

        // The command line shows no decision before writing: it changes no one else's
        // unless told to with --replace, and an adjudicator's own freely.
        const QString asLead2 = asLogin(project, QStringLiteral("lead2"));
        QVERIFY(
            succeeded(cli("adjudicate", "--db", asLogin(project, QStringLiteral("lead")),
                          "--dataset", "esd", "--item", "g1-s2", "--label", "1", "--as", "lead")));
        test::Run r = cli("adjudicate", "--db", asLead2, "--dataset", "esd", "--item", "g1-s2",
                          "--label", "0", "--as", "lead2");
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("g1-s2\" is decided by lead (label 1, at ") &&
                     r.err.contains("--replace"),
                 r.err.constData());
        QVERIFY(!r.err.contains("pw-"));
        QCOMPARE(esdA.decision(pair)->by, std::string("lead"));
        QVERIFY(succeeded(cli("adjudicate", "--db", asLead2, "--dataset", "esd", "--item", "g1-s2",
                              "--label", "0", "--as", "lead2", "--replace")));
        QVERIFY(succeeded(cli("adjudicate", "--db", asLead2, "--dataset", "esd", "--item", "g1-s2",
                              "--label", "-1", "--as", "lead2")));
        QCOMPARE(int(esdA.decision(pair)->label), -1);
        r = cli("adjudicate", "--db", asLogin(project, QStringLiteral("lead")), "--dataset", "esd",
                "--item", "g1-s2", "--withdraw", "--as", "lead");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(esdA.decision(pair));
    }
};

QTEST_GUILESS_MAIN(TestDecisionConflict)
#include "tst_decision_conflict.moc"
