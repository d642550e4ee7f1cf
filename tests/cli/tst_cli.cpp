// The eventscope command line end to end: the real binary, real files, exit codes,
// and report values against statistics computed independently of EventScope
// (fixtures/make_esd_fixture.py: statsmodels 0.13.5, scikit-learn 1.2.1).
#include "common/project_location.h"
#include "common/test_support.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::fileHash;
using es::test::projectExists;
using es::test::projectFingerprint;
using es::test::runEventScope;
using es::test::sourcePath;

namespace {

const QString kFixture = QStringLiteral("tests/cli/fixtures/esd_generated.jsonl");

QJsonObject reportJson(const QString &db, const QStringList &extra = {})
{
    const auto r = runEventScope(QStringList{QStringLiteral("report"), QStringLiteral("--db"), db,
                                             QStringLiteral("--json")} + extra);
    if (r.exitCode != 0) {
        qWarning() << r.err;
        return {};
    }
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }
    // A project the case keeps as `name`: a file, or a database on the server engine.
    QString project(const QString &name) const { return es::test::projectLocation(path(name)); }

    QString importedFixture(const QString &name)
    {
        const QString db = project(name);
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(kFixture), QStringLiteral("--db"), db});
        if (r.exitCode != 0) {
            qWarning() << r.err;
        }
        return db;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void reportMatchesIndependentValues()
    {
        const QString db = importedFixture(QStringLiteral("report.eventscope"));
        const QJsonObject esd = reportJson(db).value(QStringLiteral("esd")).toObject();
        QVERIFY(!esd.isEmpty());
        QCOMPARE(esd[QStringLiteral("pairs")].toInt(), 274);
        QCOMPARE(esd[QStringLiteral("kept")].toInt(), 181);
        QCOMPARE(esd[QStringLiteral("invalid")].toInt(), 16);
        QCOMPARE(esd[QStringLiteral("incomplete")].toInt(), 77);
        QCOMPARE(esd[QStringLiteral("essential")].toInt(), 104);
        QCOMPARE(esd[QStringLiteral("non_essential")].toInt(), 77);
        QCOMPARE(esd[QStringLiteral("annotators")].toArray().size(), 3);
        auto near = [](const QJsonValue &v, double expected) {
            return v.isDouble() && std::abs(v.toDouble() - expected) < 1e-9;
        };
        // statsmodels fleiss_kappa over the kept pairs
        QVERIFY(near(esd[QStringLiteral("fleiss_kappa")], 0.3807749005646259));
        QVERIFY(near(esd[QStringLiteral("percent_agreement")], 0.5469613259668509));
        QVERIFY(near(esd[QStringLiteral("krippendorff_alpha")], 0.4110695506044343));
        // sklearn cohen_kappa_score
        const QJsonArray cohen = esd[QStringLiteral("cohen_kappa")].toArray();
        QCOMPARE(cohen.size(), 3);
        QCOMPARE(cohen[0].toObject()[QStringLiteral("a")].toString(), QStringLiteral("ann_a"));
        QCOMPARE(cohen[0].toObject()[QStringLiteral("b")].toString(), QStringLiteral("ann_b"));
        QVERIFY(near(cohen[0].toObject()[QStringLiteral("kappa")], 0.4762666995013236));
        QVERIFY(near(cohen[1].toObject()[QStringLiteral("kappa")], 0.38209918689094413));
        QVERIFY(near(cohen[2].toObject()[QStringLiteral("kappa")], 0.28830542871638765));
        // sklearn roc_auc_score; lm-perplexity is lower-is-essential
        struct Expected
        {
            const char *model;
            const char *setting;
            int n;
            double auroc;
        };
        const Expected expected[] = {
            {"lm-perplexity", "full", 171, 0.7921426581220397},
            {"lm-perplexity", "core", 175, 0.703104094193203},
            {"scorer-large", "full", 172, 0.7903002629030025},
            {"scorer-large", "core", 172, 0.6887755102040816},
        };
        const QJsonArray models = esd[QStringLiteral("models")].toArray();
        QCOMPARE(models.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject m = models[i].toObject();
            QCOMPARE(m[QStringLiteral("model")].toString(), QString::fromLatin1(expected[i].model));
            QCOMPARE(m[QStringLiteral("setting")].toString(), QString::fromLatin1(expected[i].setting));
            QCOMPARE(m[QStringLiteral("n")].toInt(), expected[i].n);
            QVERIFY2(near(m[QStringLiteral("auroc")], expected[i].auroc), qPrintable(m[QStringLiteral("model")].toString()));
        }
        QCOMPARE(esd[QStringLiteral("annotator_accuracy")].toArray().size(), 3);

        // Gwet's AC1 over the 181 kept pairs' [non-essential, essential] counts, from a
        // Python script written from Gwet (2008)'s definitions in exact fractions
        // (61985/151037); its interval by the same script redrawing metrics/bootstrap.h's
        // resamples (SplitMix64, seed 20231, 1000, kept pairs in file order, linear
        // percentile), and with --intervals analytic every kept pair left out in turn.
        QVERIFY(near(esd[QStringLiteral("gwet_ac1")], 61985.0 / 151037.0));
        const QJsonArray ci = esd[QStringLiteral("gwet_ac1_ci")].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(near(ci[0], 0.3146372025643451));
        QVERIFY(near(ci[1], 0.508463727185034));
        const QJsonObject analytic =
            reportJson(db, {QStringLiteral("--intervals"), QStringLiteral("analytic")})
                .value(QStringLiteral("esd"))
                .toObject();
        const QJsonArray jackknife = analytic[QStringLiteral("gwet_ac1_ci")].toArray();
        QCOMPARE(jackknife.size(), 2);
        QVERIFY(near(jackknife[0], 0.31002813961351744));
        QVERIFY(near(jackknife[1], 0.5107641165886052));
        QCOMPARE(analytic[QStringLiteral("gwet_ac1_ci_method")].toString(),
                 QStringLiteral("jackknife"));

        // Table 1 and the pace, counted by a Python script over the fixture: 40 (goal,
        // method)s of 4 to 9 steps (mean 6.85), every step five words, every goal three,
        // every method two. The fixture's labels came in one import, so they share one time:
        // no pace, and ann_a's 27 unlabelled pairs have no time to finish.
        const QJsonObject dataset = esd[QStringLiteral("dataset")].toObject();
        const QJsonObject steps = dataset[QStringLiteral("steps_per_goal")].toObject();
        QCOMPARE(steps[QStringLiteral("items")].toInt(), 40);
        QVERIFY(near(steps[QStringLiteral("mean")], 6.85));
        QCOMPARE(steps[QStringLiteral("min")].toInt(), 4);
        QCOMPARE(steps[QStringLiteral("max")].toInt(), 9);
        QVERIFY(
            near(dataset[QStringLiteral("step_words")].toObject()[QStringLiteral("mean")], 5.0));
        QVERIFY(
            near(dataset[QStringLiteral("goal_words")].toObject()[QStringLiteral("mean")], 3.0));
        QCOMPARE(
            dataset[QStringLiteral("method_words")].toObject()[QStringLiteral("items")].toInt(),
            40);
        const QJsonObject pace = esd[QStringLiteral("pace")].toObject();
        QCOMPARE(pace[QStringLiteral("pause_seconds")].toInt(), 300);
        const QJsonArray paced = pace[QStringLiteral("annotators")].toArray();
        QCOMPARE(paced.size(), 3);
        const QJsonObject annA = paced[0].toObject();
        QCOMPARE(annA[QStringLiteral("annotator")].toString(), QStringLiteral("ann_a"));
        QCOMPARE(annA[QStringLiteral("labels")].toInt(), 247);
        QCOMPARE(annA[QStringLiteral("timed")].toInt(), 0);
        QVERIFY(annA[QStringLiteral("labels_per_hour")].isNull());
        QCOMPARE(annA[QStringLiteral("remaining")].toInt(), 27);
        QVERIFY(annA[QStringLiteral("hours_to_finish")].isNull());
        QVERIFY(!annA[QStringLiteral("hours_to_finish_reason")].toString().isEmpty());
    }

    void textReportForPeople()
    {
        const QString db = importedFixture(QStringLiteral("text.eventscope"));
        const auto r = runEventScope({QStringLiteral("report"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Fleiss' kappa"));
        QVERIFY(r.out.contains("0.3808"));
        QVERIFY(r.out.contains("Gwet's AC1"));
        QVERIFY(r.out.contains("0.4104")); // 61985/151037, as reportMatchesIndependentValues
        QVERIFY(r.out.contains("scorer-large"));
    }

    void reimportIsIdempotent()
    {
        const QString db = importedFixture(QStringLiteral("again.eventscope"));
        const QJsonObject before = reportJson(db);
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(kFixture), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("274 pairs (0 new)"), r.out.constData());
        QVERIFY(r.out.contains("(0 new, 0 changed)"));
        QCOMPARE(reportJson(db), before);
    }

    void exportImportIsLossless()
    {
        const QString db = importedFixture(QStringLiteral("source.eventscope"));
        const QString first = path(QStringLiteral("first.jsonl"));
        QCOMPARE(runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--dataset"),
                                QStringLiteral("esd"), QStringLiteral("--out"), first})
                     .exitCode,
                 0);
        const QString copy = project(QStringLiteral("copy.eventscope"));
        QCOMPARE(runEventScope({QStringLiteral("import"), first, QStringLiteral("--db"), copy}).exitCode, 0);
        const QString second = path(QStringLiteral("second.jsonl"));
        QCOMPARE(runEventScope({QStringLiteral("export"), QStringLiteral("--db"), copy, QStringLiteral("--dataset"),
                                QStringLiteral("esd"), QStringLiteral("--out"), second})
                     .exitCode,
                 0);
        QCOMPARE(fileHash(first), fileHash(second));
        QCOMPARE(reportJson(copy), reportJson(db));
    }

    void exportGold()
    {
        const QString db = importedFixture(QStringLiteral("gold.eventscope"));
        const auto r = runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--dataset"),
                                      QStringLiteral("esd"), QStringLiteral("--out"), QStringLiteral("-"),
                                      QStringLiteral("--what"), QStringLiteral("gold")});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 181); // every kept pair, none tied with three annotators
        int essential = 0;
        for (const QByteArray &line : lines) {
            essential += QJsonDocument::fromJson(line).object()[QStringLiteral("gold")].toInt();
        }
        QCOMPARE(essential, 104);
    }

    void badInputLeavesProjectUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        const QByteArray pair = R"({"id": "p1", "goal": "G", "step": "S", "labels": {"ann_a": 1}})";
        QTest::newRow("malformed JSON") << QByteArray(pair + "\n{\"id\": \"p2\", \"goal\": ") << QStringList{}
                                        << "bad.jsonl:2: malformed JSON";
        QTest::newRow("not an object") << QByteArray(pair + "\n[1, 2]\n") << QStringList{}
                                       << "bad.jsonl:2: expected a JSON object, got array";
        QTest::newRow("missing step") << QByteArray(pair + "\n{\"id\": \"p2\", \"goal\": \"G\"}\n") << QStringList{}
                                      << "bad.jsonl:2: missing field \"step\"";
        QTest::newRow("label outside") << QByteArray(R"({"id": "p1", "goal": "G", "step": "S", "labels": {"ann_a": 2}})")
                                       << QStringList{} << "bad.jsonl:1: labels.ann_a: label must be -1, 0 or 1, got 2";
        QTest::newRow("label not a number")
            << QByteArray(R"({"id": "p1", "goal": "G", "step": "S", "labels": {"ann_a": "1"}})") << QStringList{}
            << "bad.jsonl:1: labels.ann_a: label must be a number";
        QTest::newRow("unknown setting")
            << QByteArray(pair + "\n" + R"({"id": "p1", "model": "m", "setting": "half", "score": 1})")
            << QStringList{} << "bad.jsonl:2: unknown setting \"half\"";
        QTest::newRow("score not a number")
            << QByteArray(pair + "\n" + R"({"id": "p1", "model": "m", "setting": "full", "score": "high"})")
            << QStringList{} << "bad.jsonl:2: score must be a number";
        QTest::newRow("unknown pair") << QByteArray(R"({"id": "nope", "model": "m", "setting": "full", "score": 1})")
                                      << QStringList{} << "bad.jsonl:1: score for unknown pair \"nope\"";
        QTest::newRow("two directions")
            << QByteArray(pair + "\n" + R"({"id": "p1", "model": "m", "setting": "full", "score": 1, "direction": "lower"})" +
                          "\n" + R"({"id": "p1", "model": "m", "setting": "core", "score": 1, "direction": "higher"})")
            << QStringList{} << "bad.jsonl:3: model \"m\" is given two directions";
        QTest::newRow("same id, other text")
            << QByteArray(pair + "\n" + R"({"id": "p1", "goal": "G", "step": "Other"})") << QStringList{}
            << "bad.jsonl:2: id \"p1\" appears on line 1 with different text";
        QTest::newRow("text differs from project")
            << QByteArray(R"({"id": "g0-s0", "goal": "Goal number 0", "modifier": "Method 0", "step": "Changed"})") << QStringList{}
            << "bad.jsonl:1: id \"g0-s0\" is already in the project with a different step";
        QTest::newRow("direction differs from project")
            << QByteArray(R"({"id": "g0-s0", "model": "lm-perplexity", "setting": "full", "score": 3, "direction": "higher"})")
            << QStringList{} << "bad.jsonl:1: model \"lm-perplexity\" is given two directions";
        QTest::newRow("empty file") << QByteArray("\n\n") << QStringList{} << "bad.jsonl: empty file";
        QTest::newRow("unknown format") << QByteArray("goal,step\nA,B\n") << QStringList{}
                                        << "bad.jsonl: unrecognised format";
        QTest::newRow("forced format, bad line") << QByteArray("goal,step\n") << QStringList{QStringLiteral("--format"), QStringLiteral("esd")}
                                                 << "bad.jsonl:1: malformed JSON";
    }
    void badInputLeavesProjectUntouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        // Imported once, copied for each row.
        static const QString imported = importedFixture(QStringLiteral("imported.eventscope"));
        const QString db = es::test::copyProject(imported, path(QStringLiteral("guarded.eventscope")));
        QVERIFY(!db.isEmpty());
        const QByteArray before = projectFingerprint(db);
        QVERIFY(!before.isEmpty());
        const QString bad = path(QStringLiteral("bad.jsonl"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(content);
        }
        const auto r = runEventScope(QStringList{QStringLiteral("import"), bad, QStringLiteral("--db"), db} + extra);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY2(err.contains(bad), qPrintable(err)); // names the file with its path
        QCOMPARE(projectFingerprint(db), before);
        QFile::remove(db);
    }

    void badInputCreatesNoProject()
    {
        const QString db = project(QStringLiteral("never.eventscope"));
        const QString bad = path(QStringLiteral("orphan.jsonl"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(R"({"id": "x", "model": "m", "setting": "full", "score": 1})");
        }
        const auto r = runEventScope({QStringLiteral("import"), bad, QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!projectExists(db));
    }

    void unreadableFile()
    {
        const QString db = project(QStringLiteral("unreadable.eventscope"));
        const auto r = runEventScope({QStringLiteral("import"), path(QStringLiteral("missing.jsonl")), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("missing.jsonl: cannot read: No such file or directory"), r.err.constData());
        QVERIFY(!projectExists(db));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("import without --db") << QStringList{QStringLiteral("import"), QStringLiteral("x.jsonl")};
        QTest::newRow("import without files") << QStringList{QStringLiteral("import"), QStringLiteral("--db"), QStringLiteral("x")};
        // Both names are for an error analysis of a model's schemata alone; any other file
        // takes one.
        QTest::newRow("annotator and model")
            << QStringList{QStringLiteral("import"), sourcePath(kFixture), QStringLiteral("--db"), QStringLiteral("x"),
                           QStringLiteral("--annotator"), QStringLiteral("a"), QStringLiteral("--model"), QStringLiteral("m")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("report"), QStringLiteral("--bogus")};
        QTest::newRow("unknown dataset")
            << QStringList{QStringLiteral("report"), QStringLiteral("--db"), QStringLiteral("x"), QStringLiteral("--dataset"), QStringLiteral("nope")};
        QTest::newRow("export without --out")
            << QStringList{QStringLiteral("export"), QStringLiteral("--db"), QStringLiteral("x"), QStringLiteral("--dataset"), QStringLiteral("esd")};
        QTest::newRow("unknown format")
            << QStringList{QStringLiteral("import"), QStringLiteral("f"), QStringLiteral("--db"), QStringLiteral("x"), QStringLiteral("--format"), QStringLiteral("csv")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const auto r = runEventScope(arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
    }

    // The help is made from the table of commands: every command is in it, and a
    // command's own --help lists the options it takes and no other command's.
    void helpFromTheCommandTable()
    {
        const auto all = runEventScope({QStringLiteral("--help")});
        QCOMPARE(all.exitCode, 0);
        for (const char *command : {"import", "report", "export", "role", "team", "copy", "assign", "group",
                                    "disagreements", "adjudicate"}) {
            QVERIFY2(all.out.contains(QByteArray("  eventscope ") + command + ' '), command);
        }
        const auto import = runEventScope({QStringLiteral("import"), QStringLiteral("--help")});
        QCOMPARE(import.exitCode, 0);
        QVERIFY2(import.out.startsWith("Usage:\n  eventscope import FILE..."), import.out.constData());
        for (const char *own : {"--db", "--annotator", "--model", "--split", "--format", "--keep-zero-salience",
                                "--replace-gold"}) {
            QVERIFY2(import.out.contains(own), own);
        }
        for (const char *other : {"--label", "--json", "--overlap", "--html", "--withdraw"}) {
            QVERIFY2(!import.out.contains(other), other);
        }
    }

    // An option of another command is a usage error, and the project stays as it was.
    void otherCommandsOptionRefused()
    {
        const QString db = importedFixture(QStringLiteral("options.eventscope"));
        const QByteArray before = projectFingerprint(db);
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(kFixture), QStringLiteral("--db"), db,
                                      QStringLiteral("--overlap"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Unknown option 'overlap'"), r.err.constData());
        QCOMPARE(projectFingerprint(db), before);
        const auto role = runEventScope({QStringLiteral("role"), QStringLiteral("kim"), QStringLiteral("annotator"),
                                         QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(role.exitCode, 2);
        QCOMPARE(projectFingerprint(db), before);
    }

    void reportOfMissingProject()
    {
        const QString db = project(QStringLiteral("absent.eventscope"));
        const auto r = runEventScope({QStringLiteral("report"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no such project"));
        QVERIFY(!projectExists(db));
    }

    void annotatorOption()
    {
        const QString db = project(QStringLiteral("single.eventscope"));
        const QString file = path(QStringLiteral("single.jsonl"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(R"({"id": "a", "goal": "G", "step": "One", "label": 1})" "\n"
                    R"({"id": "b", "goal": "G", "step": "Two", "label": 0})" "\n");
        }
        // Without --annotator the parser names the first line that needs it, and no project
        // is made: the message the command line gave when it still scanned the lines first.
        const auto without =
            runEventScope({QStringLiteral("import"), file, QStringLiteral("--db"), db});
        QCOMPARE(without.exitCode, 1);
        QVERIFY2(without.err.contains(
                     (file + QStringLiteral(":1: field \"label\" needs --annotator")).toUtf8()),
                 qPrintable(without.err));
        QVERIFY(!projectExists(db));
        QCOMPARE(runEventScope({QStringLiteral("import"), file, QStringLiteral("--db"), db, QStringLiteral("--annotator"),
                                QStringLiteral("zoe")})
                     .exitCode,
                 0);
        const QJsonObject esd = reportJson(db).value(QStringLiteral("esd")).toObject();
        QCOMPARE(esd[QStringLiteral("annotators")].toArray(), QJsonArray{QStringLiteral("zoe")});
        QCOMPARE(esd[QStringLiteral("kept")].toInt(), 2);
        // One annotator: kappa is undefined, and the report says why instead of NaN.
        QVERIFY(esd[QStringLiteral("fleiss_kappa")].isNull());
        QCOMPARE(esd[QStringLiteral("fleiss_kappa_reason")].toString(), QStringLiteral("fewer than two raters per item"));
    }

    // An annotator's labels name pairs by id alone, when the project has them (or another
    // line gives their text): `{"id", "label"}` with --annotator, or `{"id", "labels"}`.
    // An id nothing has fails the import at its line, the project as it was.
    void labelsByIdAlone()
    {
        const QString db = importedFixture(QStringLiteral("by-id.eventscope"));
        const auto write = [this](const QString &name, const QByteArray &lines) {
            QFile f(path(name));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(lines);
            return path(name);
        };
        const QJsonObject before = reportJson(db).value(QStringLiteral("esd")).toObject();
        const QString mine = write(QStringLiteral("by-id.jsonl"),
                                   R"({"id": "g0-s0", "label": 1})" "\n"
                                   R"({"id": "g0-s1", "labels": {"ann_n": -1, "zoe": 0}})" "\n"
                                   R"({"id": "new-1", "label": 0})" "\n"
                                   R"({"id": "new-1", "goal": "A new goal", "step": "Its step"})"
                                   "\n");
        const auto r = runEventScope({QStringLiteral("import"), mine, QStringLiteral("--db"), db,
                                      QStringLiteral("--annotator"), QStringLiteral("ann_n")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("3 pairs (1 new), 4 labels (4 new, 0 changed)"), r.out.constData());
        const QJsonObject after = reportJson(db).value(QStringLiteral("esd")).toObject();
        QCOMPARE(after[QStringLiteral("pairs")].toInt(), before[QStringLiteral("pairs")].toInt() + 1);
        QVERIFY(after[QStringLiteral("annotators")].toArray().contains(QStringLiteral("ann_n")));

        const QString unknown = write(QStringLiteral("unknown.jsonl"),
                                      R"({"id": "g0-s2", "label": 1})" "\n"
                                      R"({"id": "no-such-pair", "label": 1})" "\n");
        const QByteArray fingerprint = projectFingerprint(db);
        const auto refused = runEventScope({QStringLiteral("import"), unknown,
                                            QStringLiteral("--db"), db,
                                            QStringLiteral("--annotator"), QStringLiteral("ann_n")});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(QString::fromUtf8(refused.err),
                 QStringLiteral("eventscope: error: %1:2: labels for unknown pair \"no-such-pair\": "
                                "a line without goal and step labels a pair the project or this "
                                "file has\n")
                     .arg(unknown));
        QCOMPARE(projectFingerprint(db), fingerprint);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
