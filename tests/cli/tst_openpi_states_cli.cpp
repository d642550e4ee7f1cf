// People's own OpenPI state changes on the command line: imported with --annotator,
// compared in `report --json` (every two people, and each with the gold states), decided
// step by step with `adjudicate --kind states`, exported back in the states files' shape,
// and kept from another annotator working blind.
//
// Expected figures come from tests/metrics/fixtures/openpi_states_reference.py, written
// from the definitions without EventScope's code, run on the demo's files restricted to
// d3 (what this suite imports):
//   openpi_states_reference.py openpi_demo.json openpi_demo_states_gold.json
//       openpi_demo_states_ann_a.json openpi_demo_states_ann_b.json d3
// gives gold-ann_a {steps 3, same 3, a 6, b 6, matched 6, exact 6}, gold-ann_b {3, 2, 6, 5,
// 5, 3} and ann_a-ann_b {3, 2, 6, 5, 5, 3}; with the gold's step 1 replaced by ann_b's (the
// decision below), gold-ann_a {3, 3, 6, 6, 6, 5} and gold-ann_b {3, 2, 6, 5, 5, 4}.
#include "common/project_location.h"
#include "common/test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::demo;
using es::test::near;
using es::test::readJson;
using es::test::succeeded;

namespace {

struct Expected
{
    const char *a, *b;
    int steps, same, changesA, changesB, matched, exact;
};

bool matches(const QJsonValue &row, const Expected &e)
{
    const auto n = [&](const char *key) { return row[QLatin1String(key)].toInt(); };
    const bool counts = row[QStringLiteral("a")].toString() == QLatin1String(e.a) &&
                        row[QStringLiteral("b")].toString() == QLatin1String(e.b) &&
                        n("steps") == e.steps && n("same_steps") == e.same &&
                        n("changes_a") == e.changesA && n("changes_b") == e.changesB &&
                        n("matched") == e.matched && n("exact") == e.exact;
    if (!counts) {
        qWarning() << row;
        return false;
    }
    return near(row[QStringLiteral("precision")], double(e.matched) / e.changesB) &&
           near(row[QStringLiteral("recall")], double(e.matched) / e.changesA) &&
           near(row[QStringLiteral("f1")], 2.0 * e.matched / (e.changesA + e.changesB)) &&
           near(row[QStringLiteral("exact_match")], double(e.exact) / e.matched) &&
           near(row[QStringLiteral("same_step_share")], double(e.same) / e.steps);
}

} // namespace

class TestOpenPiStatesCli : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }

    // A demo states file with d3 alone.
    QString d3Only(const char *name)
    {
        const QJsonObject all = readJson(demo(name)).toObject();
        const QString out = path(QLatin1String(name));
        QFile f(out);
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(
            QJsonDocument(QJsonObject{{QStringLiteral("d3"), all[QStringLiteral("d3")]}}).toJson());
        return out;
    }

    // A project with the demo's procedures, gold states, and ann_a's and ann_b's states of d3.
    void importD3States(const QString &db)
    {
        QVERIFY(succeeded(cli("import", demo("openpi_demo.json"), "--db", db)));
        QVERIFY(succeeded(cli("import", demo("openpi_demo_states_gold.json"), "--db", db)));
        for (const char *who : {"ann_a", "ann_b"}) {
            const QString file = d3Only(
                qPrintable(QStringLiteral("openpi_demo_states_%1.json").arg(QLatin1String(who))));
            const auto r = cli("import", file, "--db", db, "--annotator", who);
            QVERIFY(succeeded(r));
            QVERIFY2(r.out.contains("1 procedures' states by " + QByteArray(who)), r.out);
        }
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
    }

  private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void statesAreComparedDecidedAndExported()
    {
        const QString db = es::test::projectLocation(path(QStringLiteral("states.eventscope")));
        importD3States(db);
        if (QTest::currentTestFailed()) {
            return;
        }

        QJsonArray rows =
            es::test::datasetReport(db, QStringLiteral("openpi"))[QStringLiteral("state_agreement")]
                .toArray();
        QCOMPARE(rows.size(), 3);
        QVERIFY(matches(rows[0], {"gold", "ann_a", 3, 3, 6, 6, 6, 6}));
        QVERIFY(matches(rows[1], {"gold", "ann_b", 3, 2, 6, 5, 5, 3}));
        QVERIFY(matches(rows[2], {"ann_a", "ann_b", 3, 2, 6, 5, 5, 3}));
        // People's own states are not a model's predictions.
        QVERIFY(es::test::datasetReport(db, QStringLiteral("openpi"))[QStringLiteral("states")]
                    .toArray()
                    .isEmpty());

        // Blind, ann_a sees their own row against the released gold and no one else's.
        rows = es::test::reportAs(db, QStringLiteral("openpi"),
                                  QStringLiteral("ann_a"))[QStringLiteral("state_agreement")]
                   .toArray();
        QCOMPARE(rows.size(), 1);
        QVERIFY(matches(rows[0], {"gold", "ann_a", 3, 3, 6, 6, 6, 6}));

        // The lead takes ann_b's step 1 as the gold.
        auto r = cli("adjudicate", "--db", db, "--dataset", "openpi", "--item", "d3", "--kind",
                     "states", "--step", "1", "--from", "ann_b", "--as", "lead");
        QVERIFY(succeeded(r));
        QCOMPARE(r.out.trimmed(), QByteArray("d3, step 1: states decided (2 changes)"));
        rows =
            es::test::datasetReport(db, QStringLiteral("openpi"))[QStringLiteral("state_agreement")]
                .toArray();
        QVERIFY(matches(rows[0], {"gold", "ann_a", 3, 3, 6, 6, 6, 5}));
        QVERIFY(matches(rows[1], {"gold", "ann_b", 3, 2, 6, 5, 5, 4}));
        QVERIFY(matches(rows[2], {"ann_a", "ann_b", 3, 2, 6, 5, 5, 3}));
        // Blind, the decision is not theirs to see: the released gold still counts.
        rows = es::test::reportAs(db, QStringLiteral("openpi"),
                                  QStringLiteral("ann_a"))[QStringLiteral("state_agreement")]
                   .toArray();
        QVERIFY(matches(rows[0], {"gold", "ann_a", 3, 3, 6, 6, 6, 6}));

        // Exports: a person's states as imported; the decided gold with ann_b's step 1.
        const QString mine = path(QStringLiteral("ann_b_out.json"));
        QVERIFY(succeeded(cli("export", "--db", db, "--dataset", "openpi", "--what", "states",
                              "--annotator", "ann_b", "--out", mine)));
        QCOMPARE(readJson(mine), readJson(path(QStringLiteral("openpi_demo_states_ann_b.json"))));
        const QString decided = path(QStringLiteral("decided.json"));
        QVERIFY(succeeded(cli("export", "--db", db, "--dataset", "openpi", "--what",
                              "decided-states", "--out", decided)));
        const QJsonObject d = readJson(decided).toObject();
        QCOMPARE(d[QStringLiteral("d3")][0],
                 readJson(demo("openpi_demo_states_ann_b.json"))[QStringLiteral("d3")][0]);
        QCOMPARE(d[QStringLiteral("d3")][1],
                 readJson(demo("openpi_demo_states_gold.json"))[QStringLiteral("d3")][1]);
        r = cli("export", "--db", db, "--dataset", "openpi", "--what", "decided-states", "--as",
                "ann_a", "--out", path(QStringLiteral("refused.json")));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("ann_a works blind"), r.err);

        // Withdrawn, the released gold counts again.
        QVERIFY(succeeded(cli("adjudicate", "--db", db, "--dataset", "openpi", "--item", "d3",
                              "--kind", "states", "--step", "1", "--withdraw", "--as", "lead")));
        rows =
            es::test::datasetReport(db, QStringLiteral("openpi"))[QStringLiteral("state_agreement")]
                .toArray();
        QVERIFY(matches(rows[1], {"gold", "ann_b", 3, 2, 6, 5, 5, 3}));
    }

    // The disagreements listing names the steps of d3 where ann_a's and ann_b's changes
    // differ, most disagreement first, by hand from metrics::openpi::stateStepDisagreement:
    // step 1, 2 + 2 changes, both pairs matched and the eraser's alone exact: 1 - 2 / 4 =
    // 1/2; step 3 the same (the cloth's alone exact: the whiteboard was "faint marks" or
    // "smudged" before); step 2, 2 + 1 changes, the whiteboard's wetness exact: 1 - 2 / 3.
    void disagreementsListStepsWherePeopleDiffer()
    {
        const QString db = es::test::projectLocation(path(QStringLiteral("queue.eventscope")));
        importD3States(db);
        if (QTest::currentTestFailed()) {
            return;
        }
        auto r = cli("disagreements", "--db", db, "--dataset", "openpi", "--json");
        QVERIFY(succeeded(r));
        std::vector<std::pair<int, double>> steps;
        for (const QJsonValue &e : QJsonDocument::fromJson(r.out).array()) {
            if (e[QStringLiteral("kind")].toString() == QLatin1String("states")) {
                QCOMPARE(e[QStringLiteral("id")].toString(), QStringLiteral("d3"));
                QCOMPARE(e[QStringLiteral("states")].toObject().keys(),
                         (QStringList{QStringLiteral("ann_a"), QStringLiteral("ann_b")}));
                steps.emplace_back(e[QStringLiteral("step")].toInt(),
                                   e[QStringLiteral("disagreement")].toDouble());
            }
        }
        QCOMPARE(steps.size(), std::size_t(3));
        QCOMPARE(steps[0].first, 1);
        QVERIFY(near(steps[0].second, 1.0 / 2));
        QCOMPARE(steps[1].first, 3);
        QVERIFY(near(steps[1].second, 1.0 / 2));
        QCOMPARE(steps[2].first, 2);
        QVERIFY(near(steps[2].second, 1.0 / 3));
        r = cli("disagreements", "--db", db, "--dataset", "openpi");
        QVERIFY2(r.out.contains("d3/step 1  ann_a=[{\"entity\":\"whiteboard\""), r.out);

        // Decided, the step says who decided and what.
        QVERIFY(
            succeeded(cli("adjudicate", "--db", db, "--dataset", "openpi", "--item", "d3", "--kind",
                          "states", "--step", "1", "--from", "ann_b", "--as", "lead")));
        r = cli("disagreements", "--db", db, "--dataset", "openpi", "--json");
        const QJsonObject first = QJsonDocument::fromJson(r.out).array()[0].toObject();
        QCOMPARE(first[QStringLiteral("step")].toInt(), 1);
        QCOMPARE(first[QStringLiteral("adjudicated")][QStringLiteral("by")].toString(),
                 QStringLiteral("lead"));
        QCOMPARE(first[QStringLiteral("adjudicated")][QStringLiteral("changes")],
                 first[QStringLiteral("states")][QStringLiteral("ann_b")]);
    }

    // The demo's whole states files: ann_a and ann_b both wrote d1 and d3. Expected from
    // tests/cli/fixtures/openpi_state_intervals_reference.py (per-procedure tallies by
    // openpi_states_reference.py, resamples redrawn as bootstrap_draws.py draws them), run as
    //   openpi_state_intervals_reference.py openpi_demo.json openpi_demo_states_ann_a.json
    //       openpi_demo_states_ann_b.json 5 3 d1 d3
    // d1 {matched 5, a 6, b 6, exact 3}: F1 5/6; d3 {5, 6, 5, 3}: F1 10/11; exact match 3/5
    // in both; over 5 resamples with seed 3, F1 [0.8369565217391305, 0.9051383399209486]
    // (both bounds between drawn figures, one of them d1 and d3 summed: 20/23) and exact
    // match [0.6, 0.6]; with the default 1000 resamples and seed, F1 [5/6, 10/11].
    void perProcedureFiguresAndIntervals()
    {
        const QString db = es::test::projectLocation(path(QStringLiteral("whole.eventscope")));
        QVERIFY(succeeded(cli("import", demo("openpi_demo.json"), "--db", db)));
        QVERIFY(succeeded(cli("import", demo("openpi_demo_states_gold.json"), "--db", db)));
        for (const char *who : {"ann_a", "ann_b"}) {
            QVERIFY(succeeded(
                cli("import",
                    demo(qPrintable(
                        QStringLiteral("openpi_demo_states_%1.json").arg(QLatin1String(who)))),
                    "--db", db, "--annotator", who)));
        }
        const QJsonArray rows =
            es::test::datasetReport(db, QStringLiteral("openpi"),
                                    {QStringLiteral("--bootstrap"), QStringLiteral("5"),
                                     QStringLiteral("--seed"),
                                     QStringLiteral("3")})[QStringLiteral("state_agreement")]
                .toArray();
        QVERIFY(!rows.isEmpty());
        // Every row's procedures' tallies add up to the row's.
        for (const QJsonValue &row : rows) {
            const QJsonArray procedures = row[QStringLiteral("per_procedure")].toArray();
            QCOMPARE(procedures.size(), row[QStringLiteral("procedures")].toInt());
            for (const char *key : {"matched", "changes_a", "changes_b"}) {
                int sum = 0;
                for (const QJsonValue &p : procedures) {
                    sum += p[QLatin1String(key)].toInt();
                }
                QCOMPARE(sum, row[QLatin1String(key)].toInt());
            }
        }
        const QJsonValue ab = rows[rows.size() - 1];
        QCOMPARE(ab[QStringLiteral("a")].toString(), QStringLiteral("ann_a"));
        QCOMPARE(ab[QStringLiteral("b")].toString(), QStringLiteral("ann_b"));
        const QJsonArray procedures = ab[QStringLiteral("per_procedure")].toArray();
        QCOMPARE(procedures.size(), 2);
        const auto procedure = [&](int i, const char *key, double f1) {
            const QJsonValue p = procedures[i];
            return p[QStringLiteral("procedure")].toString() == QLatin1String(key) &&
                   near(p[QStringLiteral("f1")], f1) &&
                   near(p[QStringLiteral("exact_match")], 3.0 / 5) &&
                   p[QStringLiteral("matched")].toInt() == 5;
        };
        QVERIFY(procedure(0, "d1", 5.0 / 6)); // lowest F1 first
        QVERIFY(procedure(1, "d3", 10.0 / 11));
        QVERIFY(near(ab[QStringLiteral("f1_ci")][0], 0.8369565217391305));
        QVERIFY(near(ab[QStringLiteral("f1_ci")][1], 0.9051383399209486));
        QVERIFY(near(ab[QStringLiteral("exact_match_ci")][0], 0.6));
        QVERIFY(near(ab[QStringLiteral("exact_match_ci")][1], 0.6));
        QVERIFY(!ab.toObject().contains(QStringLiteral("f1_ci_method")));

        const QJsonValue byDefault =
            es::test::datasetReport(db, QStringLiteral("openpi"))[QStringLiteral("state_agreement")]
                .toArray()
                .last();
        QVERIFY(near(byDefault[QStringLiteral("f1_ci")][0], 5.0 / 6));
        QVERIFY(near(byDefault[QStringLiteral("f1_ci")][1], 10.0 / 11));

        // The HTML report: the intervals beside the figures, each pair's procedures folded.
        const QString page = path(QStringLiteral("whole.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--dataset", "openpi", "--html", page,
                              "--bootstrap", "5", "--seed", "3")));
        QFile f(page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        QVERIFY(html.contains(QStringLiteral("[0.837, 0.905]")));
        QVERIFY(html.contains(QStringLiteral(
            "<summary>ann_a and ann_b: state changes of 2 procedures, lowest F1 first</summary>")));
        const qsizetype folded = html.indexOf(QStringLiteral("ann_a and ann_b: state changes"));
        const qsizetype d1 = html.indexOf(QStringLiteral(">d1<"), folded);
        QVERIFY(d1 > folded && d1 < html.indexOf(QStringLiteral(">d3<"), folded));
    }

    void refusedDecisionsSayWhy()
    {
        const QString db = es::test::projectLocation(path(QStringLiteral("refused.eventscope")));
        QVERIFY(succeeded(cli("import", demo("openpi_demo.json"), "--db", db)));
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
        auto r = cli("adjudicate", "--db", db, "--dataset", "openpi", "--item", "d3", "--kind",
                     "states", "--step", "1", "--from", "ann_b", "--as", "lead");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("procedure d3: ann_b wrote no states of it"), r.err);
        r = cli("adjudicate", "--db", db, "--dataset", "openpi", "--item", "d3", "--kind", "states",
                "--from", "ann_b", "--as", "lead");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--kind states needs --step N"), r.err);
    }
};

QTEST_GUILESS_MAIN(TestOpenPiStatesCli)
#include "tst_openpi_states_cli.moc"
