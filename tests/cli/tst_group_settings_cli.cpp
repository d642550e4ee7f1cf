// A rater group scored in both settings, as the ESD paper scores its lay human baseline on
// Full (the goal with its modifier) and on Core (the goal alone): its members' Full labels
// and their Core labels (lines with "setting": "core") are imported, reported per setting
// in `report --json`, the text and the HTML, exported back, and kept apart from gold and
// agreement. Expected figures come from fixtures/group_settings_reference.py, written from
// the definitions with no code of EventScope's, as exact fractions.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/esd/esd_store.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::datasetReport;
using es::test::near;
using es::test::succeeded;

namespace {

// The three annotators who make gold, lay1's and lay2's labels in each setting (-2: none).
const int kA[12] = {1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0};
const int kB[12] = {1, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0};
const int kC[12] = {0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 1, 0};
const int kLay1Full[12] = {1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0};
const int kLay2Full[12] = {1, 0, 0, 0, 1, 0, 1, 0, 1, -1, 1, 0};
const int kLay1Core[12] = {1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 1};
const int kLay2Core[12] = {0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, -2};

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QString labels(const char *name1, int l1, const char *name2, int l2)
{
    QStringList given;
    given << QStringLiteral("\"%1\": %2").arg(QLatin1String(name1)).arg(l1);
    if (l2 != -2) {
        given << QStringLiteral("\"%1\": %2").arg(QLatin1String(name2)).arg(l2);
    }
    return given.join(QStringLiteral(", "));
}

QJsonObject humanIn(const QJsonObject &esd, const QString &setting)
{
    for (const QJsonValue &h : esd.value("human").toArray()) {
        if (h.toObject().value("setting").toString() == setting) {
            return h.toObject();
        }
    }
    return {};
}

double memberAccuracy(const QJsonObject &human, const QString &name)
{
    for (const QJsonValue &m : human.value("individual").toObject().value("members").toArray()) {
        if (m.toObject().value("name").toString() == name) {
            return m.toObject().value("accuracy").toDouble();
        }
    }
    return -1;
}

} // namespace

class TestGroupSettingsCli : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }

    // The project of the reference: gold from a, b and c; lay1 and lay2 in "baseline",
    // scored in both settings, with their Full and Core labels.
    QString project(const QString &name)
    {
        const QString db = es::test::projectLocation(path(name));
        QByteArray pairs, lay, core;
        for (int i = 0; i < 12; ++i) {
            pairs += QStringLiteral("{\"id\": \"p%1\", \"goal\": \"Goal %2\", \"modifier\": "
                                    "\"with method %2\", \"step\": \"Step %1\", \"labels\": "
                                    "{\"a\": %3, \"b\": %4, \"c\": %5}}\n")
                         .arg(i)
                         .arg(i / 2)
                         .arg(kA[i])
                         .arg(kB[i])
                         .arg(kC[i])
                         .toUtf8();
            lay += QStringLiteral("{\"id\": \"p%1\", \"labels\": {%2}}\n")
                       .arg(i)
                       .arg(labels("lay1", kLay1Full[i], "lay2", kLay2Full[i]))
                       .toUtf8();
            core += QStringLiteral("{\"id\": \"p%1\", \"labels\": {%2}, \"setting\": \"core\"}\n")
                        .arg(i)
                        .arg(labels("lay1", kLay1Core[i], "lay2", kLay2Core[i]))
                        .toUtf8();
        }
        if (!write(path(QStringLiteral("pairs.jsonl")), pairs) ||
            !write(path(QStringLiteral("lay.jsonl")), lay) ||
            !write(path(QStringLiteral("core.jsonl")), core) ||
            !succeeded(cli("import", path(QStringLiteral("pairs.jsonl")), "--db", db)) ||
            !succeeded(cli("group", "baseline", "--members", "lay1,lay2", "--setting", "both",
                           "--db", db)) ||
            !succeeded(cli("import", path(QStringLiteral("lay.jsonl")), "--db", db))) {
            return {};
        }
        return db;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void oneGroupScoredOnFullAndCore()
    {
        const QString db = project(QStringLiteral("settings.eventscope"));
        QVERIFY(!db.isEmpty());
        const QJsonObject before = datasetReport(db, QStringLiteral("esd"));
        // Before any Core label the Core half of the group has nothing to score.
        QCOMPARE(humanIn(before, QStringLiteral("core")).value("n").toInt(), 0);
        const es::test::Run imported =
            cli("import", path(QStringLiteral("core.jsonl")), "--db", db);
        QVERIFY2(succeeded(imported), imported.err.constData());
        const QJsonObject esd = datasetReport(db, QStringLiteral("esd"));

        // Gold and agreement are a, b and c's alone, with or without the group's labels.
        for (const char *key : {"kept", "essential", "non_essential"}) {
            QCOMPARE(esd.value(key).toInt(), before.value(key).toInt());
        }
        QCOMPARE(esd.value("kept").toInt(), 12);
        QCOMPARE(esd.value("essential").toInt(), 6);
        QVERIFY(near(esd.value("fleiss_kappa"), before.value("fleiss_kappa").toDouble()));

        const QJsonArray human = esd.value("human").toArray();
        QCOMPARE(human.size(), 2);
        const QJsonObject full = humanIn(esd, QStringLiteral("full"));
        const QJsonObject core = humanIn(esd, QStringLiteral("core"));
        QCOMPARE(full.value("group").toString(), QStringLiteral("baseline"));
        QCOMPARE(core.value("group").toString(), QStringLiteral("baseline"));
        // group_settings_reference.py: Full n 12, AUROC 31/36, accuracy 8/9 of 9 majorities;
        // Core n 12, AUROC 31/72, accuracy 2/5 of 5.
        QCOMPARE(full.value("n").toInt(), 12);
        QVERIFY(near(full.value("auroc"), 31.0 / 36.0));
        QVERIFY(near(full.value("accuracy"), 8.0 / 9.0));
        QCOMPARE(core.value("n").toInt(), 12);
        QVERIFY(near(core.value("auroc"), 31.0 / 72.0));
        QVERIFY(near(core.value("accuracy"), 2.0 / 5.0));
        // Each member on the whole pool (12 pairs with gold < 200): Full lay1 3/4, lay2 9/11,
        // mean 69/88; Core lay1 5/12, lay2 6/11, mean 127/264.
        QVERIFY(near(memberAccuracy(full, QStringLiteral("lay1")), 3.0 / 4.0));
        QVERIFY(near(memberAccuracy(full, QStringLiteral("lay2")), 9.0 / 11.0));
        QVERIFY(near(full.value("individual").toObject().value("mean_accuracy"), 69.0 / 88.0));
        QVERIFY(near(memberAccuracy(core, QStringLiteral("lay1")), 5.0 / 12.0));
        QVERIFY(near(memberAccuracy(core, QStringLiteral("lay2")), 6.0 / 11.0));
        QVERIFY(near(core.value("individual").toObject().value("mean_accuracy"), 127.0 / 264.0));
        // Five pairs drawn with seed 3 (p1 p8 p9 p10 p11): Full mean 13/20, Core 9/20.
        const QJsonObject five = datasetReport(
            db, QStringLiteral("esd"),
            {QStringLiteral("--bootstrap"), QStringLiteral("0"), QStringLiteral("--seed"),
             QStringLiteral("3"), QStringLiteral("--human-sample"), QStringLiteral("5")});
        QVERIFY(near(humanIn(five, QStringLiteral("full"))
                         .value("individual")
                         .toObject()
                         .value("mean_accuracy"),
                     13.0 / 20.0));
        QVERIFY(near(humanIn(five, QStringLiteral("core"))
                         .value("individual")
                         .toObject()
                         .value("mean_accuracy"),
                     9.0 / 20.0));

        // The text and HTML reports have a row a setting.
        const es::test::Run text =
            cli("report", "--db", db, "--dataset", "esd", "--bootstrap", "0");
        QVERIFY(succeeded(text));
        QVERIFY2(text.out.contains("Human (baseline)             full           12   0.8611"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Human (baseline)             core           12   0.4306"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Human baseline (baseline, core): each member against gold on "
                                   "12 pairs (seed 20231)"),
                 text.out.constData());
        const QString html = path(QStringLiteral("settings.html"));
        QVERIFY(succeeded(
            cli("report", "--db", db, "--dataset", "esd", "--bootstrap", "0", "--html", html)));
        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray page_ = page.readAll();
        QCOMPARE(page_.count("<td>Human (baseline)</td>"), 2);
        QVERIFY(page_.contains("baseline (Core): 12 pairs with gold drawn with seed 20231"));

        // Exported and imported into a new project, the figures are the same.
        const QString out = path(QStringLiteral("export.jsonl"));
        QVERIFY(succeeded(cli("export", "--db", db, "--dataset", "esd", "--out", out)));
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        const QByteArray lines = exported.readAll();
        QVERIFY2(lines.contains("{\"id\":\"p11\",\"labels\":{\"lay1\":1},\"setting\":\"core\"}"),
                 lines.constData());
        const QString again = es::test::projectLocation(path(QStringLiteral("again.eventscope")));
        QVERIFY(succeeded(cli("import", path(QStringLiteral("pairs.jsonl")), "--db", again)));
        QVERIFY(succeeded(cli("group", "baseline", "--members", "lay1,lay2", "--setting", "both",
                              "--db", again)));
        QVERIFY(succeeded(cli("import", out, "--db", again)));
        const QJsonObject copied = datasetReport(again, QStringLiteral("esd"));
        QVERIFY(near(humanIn(copied, QStringLiteral("core")).value("auroc"), 31.0 / 72.0));
        QVERIFY(near(humanIn(copied, QStringLiteral("full")).value("auroc"), 31.0 / 36.0));

        // A copy of the project keeps the Core labels.
        const QString copy = path(QStringLiteral("copy.eventscope"));
        QVERIFY(succeeded(cli("copy", "--from", db, "--to", copy)));
        QVERIFY(near(humanIn(datasetReport(copy, QStringLiteral("esd")), QStringLiteral("core"))
                         .value("auroc"),
                     31.0 / 72.0));

        const es::test::Run list = cli("group", "--db", db);
        QVERIFY(succeeded(list));
        QCOMPARE(list.out, QByteArray("baseline (both): lay1, lay2\n"));
        // Back to one setting: the Core labels stay in the project and count nowhere.
        QVERIFY(succeeded(cli("group", "baseline", "--setting", "full", "--db", db)));
        QCOMPARE(datasetReport(db, QStringLiteral("esd")).value("human").toArray().size(), 1);
        QVERIFY(succeeded(cli("group", "baseline", "--setting", "both", "--db", db)));
        QVERIFY(near(humanIn(datasetReport(db, QStringLiteral("esd")), QStringLiteral("core"))
                         .value("auroc"),
                     31.0 / 72.0));
    }

    // A Core label by anyone outside a group in both settings is refused with the file's
    // line, and the project stays exactly as it was.
    void coreLabelsOfOthersAreRefused()
    {
        const QString db = project(QStringLiteral("refused.eventscope"));
        QVERIFY(!db.isEmpty());
        QVERIFY(succeeded(cli("group", "single", "--members", "lay3", "--db", db)));
        const QByteArray before = es::test::projectFingerprint(db);
        const QString file = path(QStringLiteral("bad_core.jsonl"));
        QVERIFY(write(file,
                      "{\"id\": \"p0\", \"labels\": {\"lay1\": 1}, \"setting\": \"core\"}\n"
                      "{\"id\": \"p1\", \"labels\": {\"lay3\": 1}, \"setting\": \"core\"}\n"));
        const es::test::Run r = cli("import", file, "--db", db);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad_core.jsonl:2: a Core label by lay3, who is in no rater group "
                                "scored in both settings"),
                 r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QCOMPARE(es::test::projectFingerprint(db), before);

        QVERIFY(
            write(file, "{\"id\": \"p0\", \"labels\": {\"lay1\": 1}, \"setting\": \"side\"}\n"));
        const es::test::Run unknown = cli("import", file, "--db", db);
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("bad_core.jsonl:1: unknown setting \"side\""),
                 unknown.err.constData());
        QCOMPARE(es::test::projectFingerprint(db), before);
        const es::test::Run badGroup = cli("group", "baseline", "--setting", "half", "--db", db);
        QCOMPARE(badGroup.exitCode, 2);
        QCOMPARE(es::test::projectFingerprint(db), before);

        // Nor does the store take one from an annotator, in or out of a group in one setting.
        {
            es::db::Project p(db.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(p);
            const std::int64_t pair = store.pairId("p0");
            for (const char *who : {"a", "lay3"}) {
                try {
                    store.setCoreLabel(pair, who, 1);
                    QFAIL("a Core label by someone in no group in both settings was taken");
                } catch (const es::db::Refused &e) {
                    QVERIFY2(QString::fromUtf8(e.what()).contains(
                                 QStringLiteral("is in no rater group scored in both settings")),
                             e.what());
                }
            }
            QCOMPARE(es::test::projectFingerprint(db), before);
            QCOMPARE(store.setCoreLabel(pair, "lay1", 1), std::optional<std::int8_t>());
            QCOMPARE(store.setCoreLabel(pair, "lay1", std::nullopt), std::optional<std::int8_t>(1));
        }
    }
};

QTEST_GUILESS_MAIN(TestGroupSettingsCli)
#include "tst_group_settings_cli.moc"
