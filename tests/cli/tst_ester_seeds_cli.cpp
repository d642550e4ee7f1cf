// A model's ESTER runs over several seeds on the command line: imported with --model and
// --seed, reported with the mean and sample standard deviation over the runs (the paper's
// Table 3) in `report --json`, the plain text and the HTML, kept by a copy of the project.
// Expected figures on the released dev split come from fixtures/ester_seeds_reference.py,
// which scores each run with ester_reference.py (the ESTER evaluation's definitions) and
// takes Python's statistics.mean and statistics.stdev over the runs.
#include "common/project_location.h"
#include "common/test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::near;
using es::test::readJson;
using es::test::sharedData;
using es::test::sourcePath;
using es::test::succeeded;

namespace {

const QString kDemo = QStringLiteral("resources/demo/ester_demo.json");
const QString kPred = QStringLiteral("resources/demo/ester_demo_pred.json");

void writeJson(const QString &path, const QJsonArray &value)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(value).toJson());
}

// {mean, sd, n} of a figure over a model's seeds against the reference.
bool spreadIs(const QJsonObject &seeds, const char *key, double mean, double sd)
{
    const QJsonObject s = seeds[QLatin1String(key)].toObject();
    return s[QStringLiteral("n")].toInt() == 3 && near(s[QStringLiteral("mean")], mean) &&
           near(s[QStringLiteral("sd")], sd);
}

} // namespace

class TestEsterSeedsCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }
    QString project(const QString &name) const { return es::test::projectLocation(path(name)); }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    // Three runs of one model (the released predictions, a copy with every fifth answer the
    // gold's, a copy with every seventh "nothing at all") and a lone run of the last copy.
    void releasedDevSplitOverThreeSeeds()
    {
        const QString split = sharedData(QStringLiteral("ester/final_dev_ans_gen.json"));
        const QString pred = sharedData(QStringLiteral("ester/pred_dev.json"));
        if (!QFile::exists(split) || !QFile::exists(pred)) {
            QSKIP("../shared/data/ester is not here: the released ESTER dev split is needed for "
                  "this test");
        }
        const QJsonArray records = readJson(split).toArray();
        const QJsonArray released = readJson(pred).toArray();
        QJsonArray better, worse;
        for (qsizetype i = 0; i < released.size(); ++i) {
            better.append(i % 5 == 0 ? records[i].toObject()[QStringLiteral("answer_texts")]
                                     : released[i]);
            worse.append(i % 7 == 0 ? QJsonArray{QStringLiteral("nothing at all")} : released[i]);
        }
        writeJson(path(QStringLiteral("better.json")), better);
        writeJson(path(QStringLiteral("worse.json")), worse);

        const QString db = project(QStringLiteral("seeds.eventscope"));
        QVERIFY(succeeded(cli("import", split, "--db", db, "--split", "dev")));
        const QStringList runs = {pred, path(QStringLiteral("better.json")),
                                  path(QStringLiteral("worse.json"))};
        for (qsizetype s = 0; s < runs.size(); ++s) {
            const auto r = cli("import", runs[s], "--db", db, "--split", "dev", "--model",
                               "unifiedqa-large", "--seed", QString::number(s + 1));
            QVERIFY(succeeded(r));
            QVERIFY(
                r.out.contains(QStringLiteral("as unifiedqa-large seed %1").arg(s + 1).toUtf8()));
        }
        QVERIFY(succeeded(cli("import", runs[2], "--db", db, "--split", "dev", "--model", "lone")));
        // Imported again, a run is the same run: no model added, nothing changed.
        const auto again = cli("import", runs[1], "--db", db, "--split", "dev", "--model",
                               "unifiedqa-large", "--seed", "2");
        QVERIFY(succeeded(again));
        QVERIFY(!again.out.contains("model"));

        const QJsonObject ester = es::test::datasetReport(db, QStringLiteral("ester"));
        QCOMPARE(ester[QStringLiteral("models")].toArray().size(), 4);
        const QJsonArray all = ester[QStringLiteral("model_seeds")].toArray();
        QCOMPARE(all.size(), 1);
        const QJsonObject seeds = all[0].toObject();
        QCOMPARE(seeds[QStringLiteral("model")].toString(), QStringLiteral("unifiedqa-large"));
        QCOMPARE(seeds[QStringLiteral("split")].toString(), QStringLiteral("dev"));
        QCOMPARE(seeds[QStringLiteral("seeds")].toArray(),
                 (QJsonArray{QStringLiteral("unifiedqa-large seed 1"),
                             QStringLiteral("unifiedqa-large seed 2"),
                             QStringLiteral("unifiedqa-large seed 3")}));
        // ester_seeds_reference.py final_dev_ans_gen.json pred_dev.json
        QVERIFY(spreadIs(seeds, "token_f1", 0.6507509054114382, 0.086495228404631));
        QVERIFY(spreadIs(seeds, "hit1", 0.8327796234772978, 0.08575891427042892));
        QVERIFY(spreadIs(seeds, "em", 0.2768549280177187, 0.10001784221426878));

        // Beside each run in the text and the HTML: the same figures, rounded.
        const auto text = cli("report", "--db", db, "--dataset", "ester", "--bootstrap", "0");
        QVERIFY(succeeded(text));
        QCOMPARE(text.out.count("unifiedqa-large over 3 seeds, mean ± sd"), 3);
        QVERIFY(text.out.contains("0.6508 ± 0.0865 / 0.8328 ± 0.0858 / 0.2769 ± 0.1000"));
        const QString page = path(QStringLiteral("seeds.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", page, "--bootstrap", "0")));
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        QCOMPARE(html.count(QStringLiteral("0.651 ± 0.086 / 0.833 ± 0.086 / 0.277 ± 0.100 "
                                           "(3 seeds of unifiedqa-large)")),
                 3);
        QVERIFY(html.contains(QStringLiteral("<td>unifiedqa-large seed 1, unifiedqa-large seed 2, "
                                             "unifiedqa-large seed 3</td><td class=\"num\">0.651 "
                                             "± 0.086</td>")));

        // A copy of the project keeps which runs are whose seeds.
        const QString copy = path(QStringLiteral("copy.eventscope"));
        QVERIFY(succeeded(cli("copy", "--from", db, "--to", copy)));
        QCOMPARE(
            es::test::datasetReport(copy, QStringLiteral("ester"))[QStringLiteral("model_seeds")],
            ester[QStringLiteral("model_seeds")]);
    }

    // One seed so far: its mean, and no spread with the reason why.
    void oneSeedHasNoSpread()
    {
        const QString db = project(QStringLiteral("one.eventscope"));
        QVERIFY(succeeded(cli("import", sourcePath(kDemo), "--db", db, "--split", "demo")));
        QVERIFY(succeeded(cli("import", sourcePath(kPred), "--db", db, "--split", "demo", "--model",
                              "flan-t5", "--seed", "42")));
        const QJsonObject ester = es::test::datasetReport(db, QStringLiteral("ester"));
        const QJsonObject run = ester[QStringLiteral("models")].toArray()[0].toObject();
        const QJsonObject f1 = ester[QStringLiteral("model_seeds")]
                                   .toArray()[0]
                                   .toObject()[QStringLiteral("token_f1")]
                                   .toObject();
        QCOMPARE(run[QStringLiteral("model")].toString(), QStringLiteral("flan-t5 seed 42"));
        QCOMPARE(f1[QStringLiteral("n")].toInt(), 1);
        QCOMPARE(f1[QStringLiteral("mean")], run[QStringLiteral("token_f1")]);
        QVERIFY(f1[QStringLiteral("sd")].isNull());
        QVERIFY(!f1[QStringLiteral("sd_reason")].toString().isEmpty());
    }

    // A seed names a run of a model's predictions: without --model, or for a file that is
    // no model's, it is refused before the project is touched; a run already another
    // model's seed stays that.
    void seedsThatDoNotFit()
    {
        const QString db = project(QStringLiteral("refused.eventscope"));
        QVERIFY(succeeded(cli("import", sourcePath(kDemo), "--db", db, "--split", "demo")));
        auto r = cli("import", sourcePath(kPred), "--db", db, "--split", "demo", "--seed", "1");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("a seed names one run of a model's predictions: give --model NAME"));
        r = cli("import", sourcePath(kDemo), "--db", db, "--split", "demo", "--seed", "1");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("only ESTER predictions are kept as a model's runs over seeds: "
                               "give no --seed"));
        QVERIFY(succeeded(cli("import", sourcePath(kPred), "--db", db, "--split", "demo", "--model",
                              "a", "--seed", "x seed 1")));
        r = cli("import", sourcePath(kPred), "--db", db, "--split", "demo", "--model", "a seed x",
                "--seed", "1");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("model \"a seed x seed 1\" is already seed \"x seed 1\" of \"a\""));
        const QJsonObject ester = es::test::datasetReport(db, QStringLiteral("ester"));
        QCOMPARE(
            ester[QStringLiteral("model_seeds")].toArray()[0].toObject()[QStringLiteral("model")],
            QJsonValue(QStringLiteral("a")));
    }
};

QTEST_GUILESS_MAIN(TestEsterSeedsCli)
#include "tst_ester_seeds_cli.moc"
