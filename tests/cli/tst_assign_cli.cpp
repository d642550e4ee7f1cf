// `eventscope assign` and `eventscope group` on project files, and the figures over each
// pair's panel. Expected values were computed independently with statsmodels 0.13.5
// (Debian's python3-statsmodels) and by hand, as each comment says.
#include "common/test_support.h"
#include "db/assignments.h"
#include "db/esd/esd_store.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>

using es::test::cli;
using es::test::datasetReport;
using es::test::fileHash;
using es::test::near;
using es::test::succeeded;

namespace {

const QStringList kFive = {QStringLiteral("ann_a"), QStringLiteral("ann_b"),
                           QStringLiteral("ann_c"), QStringLiteral("ann_d"),
                           QStringLiteral("ann_e")};

// Twelve pairs, two per goal; each pair's three panel labels (in the panel's name order).
const std::vector<std::array<int, 3>> kTriples = {{1, 1, 1}, {1, 1, 0}, {0, 0, 0}, {1, 0, 0},
                                                  {1, 1, 1}, {0, 0, 1}, {1, 1, 0}, {0, 0, 0},
                                                  {1, 0, 1}, {1, 1, 1}, {0, 1, 0}, {0, 0, 0}};
// A lay rater's labels of the same pairs.
const std::array<int, 12> kLay = {1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0};

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray pairsWithoutLabels()
{
    QByteArray out;
    for (int i = 0; i < 12; ++i) {
        out += QStringLiteral("{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"step\": \"Step %1\"}\n")
                   .arg(i)
                   .arg(i / 2)
                   .toUtf8();
    }
    return out;
}

std::map<std::string, std::vector<std::int64_t>> queues(const QString &db)
{
    es::db::Project project(db.toStdString(), es::db::Project::Open::ExistingOnly);
    es::db::AssignmentStore store(project);
    std::map<std::string, std::vector<std::int64_t>> out;
    for (const QString &name : kFive) {
        out[name.toStdString()] = store.queue("esd", name.toStdString());
    }
    return out;
}

} // namespace

class TestAssignCli : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

    QString path(const QString &name) const { return dir_.filePath(name); }

    QString pairsProject(const QString &name)
    {
        const QString db = path(name);
        const QString file = path(name + QStringLiteral(".jsonl"));
        if (!write(file, pairsWithoutLabels()) || !succeeded(cli("import", file, "--db", db))) {
            return {};
        }
        return db;
    }

  private slots:
    void balancedAndDeterministic()
    {
        const QString db = pairsProject(QStringLiteral("balanced.eventscope"));
        QVERIFY(!db.isEmpty());
        const es::test::Run r = cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                                    kFive.join(QLatin1Char(',')), "--overlap", "3", "--seed", "7");
        QVERIFY(succeeded(r));
        QVERIFY2(r.out.startsWith("esd: 6 goals, 3 annotators each"), r.out.constData());
        const auto q = queues(db);
        // 6 goals x 3 / 5 annotators: 3 or 4 each, 18 in all, nobody twice on a goal.
        std::map<std::int64_t, std::set<std::string>> panels;
        std::size_t total = 0;
        for (const auto &[name, items] : q) {
            QVERIFY2(items.size() == 3 || items.size() == 4, name.c_str());
            total += items.size();
            for (std::int64_t item : items) {
                QVERIFY(panels[item].insert(name).second);
            }
        }
        QCOMPARE(total, std::size_t(18));
        QCOMPARE(panels.size(), std::size_t(6));
        for (const auto &[item, panel] : panels) {
            QCOMPARE(panel.size(), std::size_t(3));
        }

        // The same arguments: nothing changes, not a byte.
        const QByteArray before = fileHash(db);
        const es::test::Run again =
            cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                kFive.join(QLatin1Char(',')), "--overlap", "3", "--seed", "7");
        QVERIFY(succeeded(again));
        QVERIFY2(again.out.contains("nothing changed"), again.out.constData());
        QCOMPARE(fileHash(db), before);
        QCOMPARE(queues(db), q);

        // The same seed in another project gives the same panels.
        const QString twin = pairsProject(QStringLiteral("twin.eventscope"));
        QVERIFY(succeeded(cli("assign", "--db", twin, "--dataset", "esd", "--annotators",
                              kFive.join(QLatin1Char(',')), "--overlap", "3", "--seed", "7")));
        QCOMPARE(queues(twin), q);
        // Another seed differs somewhere.
        const QString other = pairsProject(QStringLiteral("other.eventscope"));
        QVERIFY(succeeded(cli("assign", "--db", other, "--dataset", "esd", "--annotators",
                              kFive.join(QLatin1Char(',')), "--overlap", "3", "--seed", "8")));
        QVERIFY(queues(other) != q);

        // A different assignment over an existing one is refused, untouched...
        const es::test::Run differently =
            cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                kFive.join(QLatin1Char(',')), "--overlap", "2", "--seed", "7");
        QCOMPARE(differently.exitCode, 1);
        QVERIFY2(differently.err.contains("already assigned"), differently.err.constData());
        QCOMPARE(differently.err.count('\n'), 1);
        QCOMPARE(fileHash(db), before);
        // ...unless replaced, which is audited.
        QVERIFY(succeeded(cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                              kFive.join(QLatin1Char(',')), "--overlap", "2", "--seed", "7",
                              "--replace")));
        std::size_t replaced = 0;
        for (const auto &[name, items] : queues(db)) {
            replaced += items.size();
        }
        QCOMPARE(replaced, std::size_t(12));
        es::db::Project project(db.toStdString(), es::db::Project::Open::ExistingOnly);
        es::db::Statement audit = project.connection().prepare(
            "SELECT count(*), max(old_value), max(new_value) FROM audit WHERE action = 'assign'");
        QVERIFY(audit.step());
        QCOMPARE(audit.int64(0), std::int64_t(2));
        QCOMPARE(audit.text(1), std::string("18 assignments of 6 items"));
        QCOMPARE(audit.text(2), std::string("18 assignments of 6 items")); // max of the two texts
    }

    void badRequestsLeaveTheProjectUntouched_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("overlap above annotators")
            << QStringList{"--annotators", "ann_a,ann_b,ann_c", "--overlap", "4"} << 1
            << QStringLiteral("--overlap 4 is more than the number of annotators given (3)");
        QTest::newRow("overlap zero") << QStringList{"--annotators", "ann_a", "--overlap", "0"} << 2
                                      << QStringLiteral("--overlap must be a positive number");
        QTest::newRow("someone twice")
            << QStringList{"--annotators", "ann_a,ann_a", "--overlap", "1"} << 1
            << QStringLiteral("ann_a is named twice");
        QTest::newRow("an adjudicator")
            << QStringList{"--annotators", "ann_a,lead", "--overlap", "1"} << 1
            << QStringLiteral("lead is an adjudicator");
        QTest::newRow("no overlap") << QStringList{"--annotators", "ann_a"} << 2
                                    << QStringLiteral("assign needs --annotators");
    }
    void badRequestsLeaveTheProjectUntouched()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString db = pairsProject(
            QStringLiteral("bad-%1.eventscope").arg(QTest::currentDataTag()).replace(' ', '-'));
        QVERIFY(!db.isEmpty());
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
        const QByteArray before = fileHash(db);
        const es::test::Run r = es::test::runEventScope(
            QStringList{"assign", "--db", db, "--dataset", "esd"} + arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QCOMPARE(fileHash(db), before);
    }

    // Figures over assigned panels: outsiders, an adjudicator and a rater group change
    // neither kept pairs, gold nor Fleiss' kappa; the group is scored like a model.
    void figuresUseTheAssignedPanels()
    {
        const QString db = pairsProject(QStringLiteral("panels.eventscope"));
        QVERIFY(!db.isEmpty());
        QVERIFY(succeeded(cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                              kFive.join(QLatin1Char(',')), "--overlap", "3", "--seed", "3")));
        std::map<int, std::vector<std::string>> panelOfGoal; // goal number -> panel by name
        {
            es::db::Project project(db.toStdString(), es::db::Project::Open::ExistingOnly);
            const es::db::EsdSnapshot snap = es::db::EsdStore(project).load();
            std::map<std::int64_t, std::string> names;
            for (const auto &p : project.people()) {
                names[p.id] = p.name;
            }
            for (std::size_t g = 0; g < snap.goals.size(); ++g) {
                const int number = QString::fromStdString(snap.goals[g].goal).mid(5).toInt();
                for (std::int64_t id : snap.goals[g].panel) {
                    panelOfGoal[number].push_back(names[id]);
                }
                std::sort(panelOfGoal[number].begin(), panelOfGoal[number].end());
                QCOMPARE(panelOfGoal[number].size(), std::size_t(3));
            }
        }
        QByteArray labels;
        for (int i = 0; i < 12; ++i) {
            const auto &panel = panelOfGoal[i / 2];
            QStringList given;
            for (int k = 0; k < 3; ++k) {
                given << QStringLiteral("\"%1\": %2")
                             .arg(QString::fromStdString(panel[std::size_t(k)]))
                             .arg(kTriples[std::size_t(i)][std::size_t(k)]);
            }
            // Someone off the panel says invalid on p0 and disagrees on p1.
            if (i < 2) {
                for (const QString &name : kFive) {
                    if (std::find(panel.begin(), panel.end(), name.toStdString()) == panel.end()) {
                        given << QStringLiteral("\"%1\": %2").arg(name).arg(i == 0 ? -1 : 0);
                        break;
                    }
                }
            }
            labels += QStringLiteral("{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"step\": \"Step "
                                     "%1\", \"labels\": {%3}}\n")
                          .arg(i)
                          .arg(i / 2)
                          .arg(given.join(QStringLiteral(", ")))
                          .toUtf8();
        }
        // A lay rater of the "baseline" group labels every pair.
        QByteArray lay;
        for (int i = 0; i < 12; ++i) {
            lay += QStringLiteral("{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"step\": \"Step %1\", "
                                  "\"label\": %3}\n")
                       .arg(i)
                       .arg(i / 2)
                       .arg(kLay[std::size_t(i)])
                       .toUtf8();
        }
        QVERIFY(write(path(QStringLiteral("panel_labels.jsonl")), labels));
        QVERIFY(write(path(QStringLiteral("lay.jsonl")), lay));
        QVERIFY(succeeded(cli("import", path(QStringLiteral("panel_labels.jsonl")), "--db", db)));
        QVERIFY(succeeded(
            cli("group", "baseline", "--members", "lay1", "--setting", "full", "--db", db)));
        QVERIFY(succeeded(
            cli("import", path(QStringLiteral("lay.jsonl")), "--annotator", "lay1", "--db", db)));

        const QJsonObject esd = datasetReport(db, QStringLiteral("esd"));
        QCOMPARE(esd.value("panel").toString(), QStringLiteral("assigned"));
        QCOMPARE(esd.value("panel_size").toInt(), 3);
        QCOMPARE(esd.value("kept").toInt(), 12);
        QCOMPARE(esd.value("invalid").toInt(), 0);
        // Gold is each triple's majority: 1 1 0 0 1 0 1 0 1 1 0 0.
        QCOMPARE(esd.value("essential").toInt(), 6);
        QCOMPARE(esd.value("non_essential").toInt(), 6);
        // statsmodels fleiss_kappa over the triples' [zeros, ones] = 0.33333333333333326
        QVERIFY(near(esd.value("fleiss_kappa"), 0.33333333333333326));
        // The lay rater is scored, not counted: not an annotator of agreement.
        for (const QJsonValue &c : esd.value("cohen_kappa").toArray()) {
            QVERIFY(c.toObject().value("a").toString() != QLatin1String("lay1"));
            QVERIFY(c.toObject().value("b").toString() != QLatin1String("lay1"));
        }
        const QJsonArray human = esd.value("human").toArray();
        QCOMPARE(human.size(), 1);
        const QJsonObject baseline = human.first().toObject();
        QCOMPARE(baseline.value("group").toString(), QStringLiteral("baseline"));
        QCOMPARE(baseline.value("setting").toString(), QStringLiteral("full"));
        QCOMPARE(baseline.value("n").toInt(), 12);
        // Mann-Whitney by hand over gold above and the lay labels 1 1 0 0 1 1 0 0 1 1 1 0:
        // 27 of 36 positive-negative pairs ordered right = 0.75; 9 of 12 labels equal gold.
        QVERIFY(near(baseline.value("auroc"), 0.75));
        QVERIFY(near(baseline.value("accuracy"), 0.75));
        // The paper's baseline: the default sample of 200 exceeds the 12 pairs with gold and
        // takes them all, so lay1's own accuracy and the mean are the 9 of 12 above.
        const QJsonObject individual = baseline.value("individual").toObject();
        QCOMPARE(individual.value("sample").toInt(), 12);
        QCOMPARE(individual.value("seed").toInteger(), 20231);
        QCOMPARE(individual.value("members").toArray().size(), 1);
        const QJsonObject lay1 = individual.value("members").toArray().first().toObject();
        QCOMPARE(lay1.value("name").toString(), QStringLiteral("lay1"));
        QCOMPARE(lay1.value("n").toInt(), 12);
        QVERIFY(near(lay1.value("accuracy"), 0.75));
        QVERIFY(near(individual.value("mean_accuracy"), 0.75));
        QCOMPARE(individual.value("left_out").toInt(), 0);
        // Five pairs with seed 3: tests/metrics/fixtures/human_baseline_reference.py's draw
        // over pairs 0-11 gives p1 p8 p9 p10 p11, where lay1 is wrong on p10 only: 4/5.
        const QJsonObject five =
            datasetReport(db, QStringLiteral("esd"),
                          {QStringLiteral("--bootstrap"), QStringLiteral("0"),
                           QStringLiteral("--seed"), QStringLiteral("3"),
                           QStringLiteral("--human-sample"), QStringLiteral("5")})
                .value("human")
                .toArray()
                .first()
                .toObject()
                .value("individual")
                .toObject();
        QCOMPARE(five.value("sample").toInt(), 5);
        QCOMPARE(five.value("seed").toInteger(), 3);
        QVERIFY(near(five.value("mean_accuracy"), 0.8));
        QCOMPARE(cli("report", "--db", db, "--dataset", "esd", "--human-sample", "0").exitCode, 2);

        // The text and HTML reports show the group as a Human row beside the models.
        const es::test::Run text =
            cli("report", "--db", db, "--dataset", "esd", "--bootstrap", "0");
        QVERIFY(succeeded(text));
        QVERIFY2(text.out.contains("Panels                         assigned, 3 per pair"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Human (baseline)             full           12   0.7500"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Mean of the members            0.7500  (0 left out)"),
                 text.out.constData());
        const QString html = path(QStringLiteral("panels.html"));
        QVERIFY(succeeded(
            cli("report", "--db", db, "--dataset", "esd", "--bootstrap", "0", "--html", html)));
        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray page_ = page.readAll();
        QVERIFY(page_.contains("<td>Human (baseline)</td>"));
        QVERIFY(page_.contains("<td>Mean of the members</td><td class=\"num\">–</td><td "
                               "class=\"num\">0.750</td>"));

        // An adjudicator's decision changes gold where it decides, not Fleiss' kappa.
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
        QVERIFY(succeeded(cli("adjudicate", "--db", db, "--dataset", "esd", "--item", "p2",
                              "--label", "1", "--as", "lead")));
        const QJsonObject decided = datasetReport(db, QStringLiteral("esd"));
        QVERIFY(near(decided.value("fleiss_kappa"), 0.33333333333333326));
        QCOMPARE(decided.value("essential").toInt(), 7);

        // A group member cannot be assigned, nor an assigned annotator join a group.
        const es::test::Run grouped = cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                                          "lay1,ann_a", "--overlap", "1", "--replace");
        QCOMPARE(grouped.exitCode, 1);
        QVERIFY2(grouped.err.contains("rater group"), grouped.err.constData());
        const es::test::Run assigned = cli("group", "baseline", "--members", "ann_a", "--db", db);
        QCOMPARE(assigned.exitCode, 1);
        QVERIFY2(assigned.err.contains("assigned panels"), assigned.err.constData());
        const es::test::Run list = cli("group", "--db", db);
        QVERIFY(succeeded(list));
        QCOMPARE(list.out, QByteArray("baseline (full): lay1\n"));
    }

    // The fault of file projects without assignments: three annotators label 32 pairs;
    // a fourth person's three labels made 29 of them incomplete. Each pair's implicit
    // panel (its first three labellers) keeps every figure.
    void implicitPanelsKeepFiguresWhenANewcomerLabels()
    {
        QByteArray three;
        for (int i = 0; i < 32; ++i) {
            three +=
                QStringLiteral(
                    "{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"step\": \"Step %1\", \"labels\": "
                    "{\"ann_a\": %3, \"ann_b\": %4, \"ann_c\": %5}}\n")
                    .arg(i)
                    .arg(i / 8)
                    .arg(i % 3 ? 1 : 0)
                    .arg(i % 4 ? 1 : 0)
                    .arg(i % 5 >= 1 && i % 5 <= 3 ? 1 : 0)
                    .toUtf8();
        }
        const QString db = path(QStringLiteral("fault.eventscope"));
        QVERIFY(write(path(QStringLiteral("three.jsonl")), three));
        QVERIFY(succeeded(cli("import", path(QStringLiteral("three.jsonl")), "--db", db)));
        const QJsonObject before = datasetReport(db, QStringLiteral("esd"));
        QCOMPARE(before.value("panel").toString(), QStringLiteral("implicit"));
        QCOMPARE(before.value("panel_size").toInt(), 3);
        QCOMPARE(before.value("kept").toInt(), 32);
        // statsmodels fleiss_kappa of the 32 [zeros, ones] rows = 0.06249999999999978
        QVERIFY(near(before.value("fleiss_kappa"), 0.06249999999999978));

        QVERIFY(
            write(path(QStringLiteral("fourth.jsonl")),
                  "{\"id\": \"p0\", \"goal\": \"Goal 0\", \"step\": \"Step 0\", \"label\": 1}\n"
                  "{\"id\": \"p1\", \"goal\": \"Goal 0\", \"step\": \"Step 1\", \"label\": 0}\n"
                  "{\"id\": \"p2\", \"goal\": \"Goal 0\", \"step\": \"Step 2\", \"label\": -1}\n"));
        QVERIFY(succeeded(cli("import", path(QStringLiteral("fourth.jsonl")), "--annotator",
                              "aaron", "--db", db)));
        const QJsonObject after = datasetReport(db, QStringLiteral("esd"));
        QCOMPARE(after.value("annotators").toArray().size(), 4);
        QCOMPARE(after.value("kept").toInt(), 32);
        QCOMPARE(after.value("invalid").toInt(), 0);
        QVERIFY(near(after.value("fleiss_kappa"), 0.06249999999999978));
        for (const char *key : {"essential", "non_essential", "tied", "percent_agreement"}) {
            QCOMPARE(after.value(key), before.value(key));
        }
        // Krippendorff's alpha takes every label, the newcomer's too.
        QVERIFY(after.value("krippendorff_alpha") != before.value("krippendorff_alpha"));
    }

    // assign on a project whose annotators already labelled: their labels keep counting
    // for their items, so no figure moves (it fell from 295 kept pairs and kappa .582 to 76
    // and .527). Someone whose labels would stop counting is named and nothing changes,
    // unless --accept-uncounted.
    void assignKeepsTheLabelsGiven()
    {
        QByteArray labelled;
        for (int i = 0; i < 300; ++i) {
            labelled += QStringLiteral("{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"step\": "
                                       "\"Step %1\", \"labels\": {\"ann_a\": %3, \"ann_b\": %4, "
                                       "\"ann_c\": %5}}\n")
                            .arg(i)
                            .arg(i / 7)
                            .arg(i % 3 ? 1 : 0)
                            .arg(i % 4 ? 1 : 0)
                            .arg(i % 50 == 0 ? -1 : i % 5 >= 1 && i % 5 <= 3 ? 1 : 0)
                            .toUtf8();
        }
        const QString db = path(QStringLiteral("labelled.eventscope"));
        QVERIFY(write(path(QStringLiteral("labelled.jsonl")), labelled));
        QVERIFY(succeeded(cli("import", path(QStringLiteral("labelled.jsonl")), "--db", db)));
        QVERIFY(succeeded(cli("role", "ann_d", "annotator", "--db", db)));
        const QJsonObject before = datasetReport(db, QStringLiteral("esd"));

        const auto r = cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                           "ann_a,ann_b,ann_c,ann_d", "--overlap", "3", "--seed", "7");
        QVERIFY(succeeded(r));
        QVERIFY2(r.out.contains("43 items keep on their panel the annotators who had already "
                                "worked on them"),
                 r.out.constData());
        const QJsonObject after = datasetReport(db, QStringLiteral("esd"));
        QCOMPARE(after.value("panel").toString(), QStringLiteral("assigned"));
        for (const char *key : {"kept", "invalid", "incomplete", "essential", "non_essential",
                                "fleiss_kappa", "percent_agreement", "krippendorff_alpha"}) {
            QCOMPARE(after.value(key), before.value(key));
        }
        // The same request again changes nothing.
        const auto again = cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                               "ann_a,ann_b,ann_c,ann_d", "--overlap", "3", "--seed", "7");
        QVERIFY(succeeded(again));
        QVERIFY2(again.out.contains("already assigned so; nothing changed"), again.out.constData());

        // Without ann_c their labels would stop counting: refused, naming them.
        const QByteArray file = fileHash(db);
        const auto without = cli("assign", "--db", db, "--dataset", "esd", "--annotators",
                                 "ann_a,ann_b,ann_d", "--overlap", "2", "--replace");
        QCOMPARE(without.exitCode, 1);
        QCOMPARE(QString::fromUtf8(without.err),
                 QStringLiteral("eventscope: error: %1: ann_c (43 goals) worked on items but "
                                "would sit on no panel, and their work would count no more; "
                                "name them in --annotators, or give --accept-uncounted\n")
                     .arg(db));
        QCOMPARE(fileHash(db), file);
        const auto accepted =
            cli("assign", "--db", db, "--dataset", "esd", "--annotators", "ann_a,ann_b,ann_d",
                "--overlap", "2", "--replace", "--accept-uncounted");
        QVERIFY(succeeded(accepted));
        QVERIFY2(accepted.err.contains("ann_c worked on 43 items and sits on no panel"),
                 accepted.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestAssignCli)
#include "tst_assign_cli.moc"
