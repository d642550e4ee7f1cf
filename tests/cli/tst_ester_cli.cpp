// ESTER on the command line end to end: the real binary, the demo sample and the
// released dev split. Expected figures come from fixtures/ester_reference.py, an
// independent implementation of the ESTER evaluation's definitions (and statsmodels
// 0.13.5 fleiss_kappa for the relation types); the run that produced each is named
// beside it.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/ester/ester_store.h"
#include "db/project.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::projectFingerprint;
using es::test::sharedData;
using es::test::near;
using es::test::readJson;
using es::test::runEventScope;
using es::test::sourcePath;

namespace {

const QString kDemo = QStringLiteral("resources/demo/ester_demo.json");
const QString kAnnA = QStringLiteral("resources/demo/ester_demo_ann_a.json");
const QString kAnnB = QStringLiteral("resources/demo/ester_demo_ann_b.json");
const QString kPred = QStringLiteral("resources/demo/ester_demo_pred.json");
const QString kTrainShape = QStringLiteral("tests/cli/fixtures/ester_train_shape.json");

QJsonObject esterReport(const QString &db) { return es::test::datasetReport(db, QStringLiteral("ester")); }

} // namespace

class TestEsterCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }
    // A project the case keeps as `name`: a file, or a database on the server engine.
    QString project(const QString &name) const { return es::test::projectLocation(path(name)); }

    static bool import(const QString &db, const QStringList &arguments)
    {
        const auto r = runEventScope(QStringList{QStringLiteral("import")} + arguments + QStringList{QStringLiteral("--db"), db});
        if (r.exitCode != 0) {
            qWarning() << r.err;
        }
        return r.exitCode == 0;
    }

    QString demoProject(const QString &name)
    {
        const QString db = project(name);
        QFile::remove(db);
        const bool ok = import(db, {sourcePath(kDemo), QStringLiteral("--split"), QStringLiteral("demo")}) &&
                        import(db, {sourcePath(kAnnA), QStringLiteral("--split"), QStringLiteral("demo"),
                                    QStringLiteral("--annotator"), QStringLiteral("ann_a")}) &&
                        import(db, {sourcePath(kAnnB), QStringLiteral("--annotator"), QStringLiteral("ann_b")}) &&
                        import(db, {sourcePath(kPred), QStringLiteral("--model"), QStringLiteral("flan-t5-demo"),
                                    QStringLiteral("--split"), QStringLiteral("demo")});
        return ok ? db : QString();
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void demoFigures()
    {
        const QString db = demoProject(QStringLiteral("demo.eventscope"));
        QVERIFY(!db.isEmpty());
        const QJsonObject ester = esterReport(db);
        QCOMPARE(ester[QStringLiteral("passages")].toInt(), 3);
        QCOMPARE(ester[QStringLiteral("questions")].toInt(), 11);
        const QJsonObject byType = ester[QStringLiteral("by_type")].toObject();
        QCOMPARE(byType[QStringLiteral("causal")].toInt(), 4);
        QCOMPARE(byType[QStringLiteral("coreference")].toInt(), 2);

        // ester_reference.py ester_demo.json ester_demo_pred.json
        const QJsonArray models = ester[QStringLiteral("models")].toArray();
        QCOMPARE(models.size(), 1);
        const QJsonObject m = models[0].toObject();
        QCOMPARE(m[QStringLiteral("model")].toString(), QStringLiteral("flan-t5-demo"));
        QCOMPARE(m[QStringLiteral("split")].toString(), QStringLiteral("demo"));
        QCOMPARE(m[QStringLiteral("n")].toInt(), 11);
        QVERIFY(near(m[QStringLiteral("token_f1")], 0.7688311688311689));
        QVERIFY(near(m[QStringLiteral("hit1")], 0.7272727272727273));
        QVERIFY(near(m[QStringLiteral("em")], 0.45454545454545453));
        const QJsonObject coref = m[QStringLiteral("by_type")].toObject()[QStringLiteral("coreference")].toObject();
        QCOMPARE(coref[QStringLiteral("n")].toInt(), 2);
        QVERIFY(near(coref[QStringLiteral("token_f1")], 0.25));
        QVERIFY(near(coref[QStringLiteral("hit1")], 0.5));
        const QJsonObject sub = m[QStringLiteral("by_type")].toObject()[QStringLiteral("sub-event")].toObject();
        QVERIFY(near(sub[QStringLiteral("token_f1")], 0.9285714285714286));

        // ester_reference.py ester_demo_ann_a.json ester_demo_ann_b.json --agreement
        const QJsonArray agreement = ester[QStringLiteral("agreement")].toArray();
        QCOMPARE(agreement.size(), 1);
        const QJsonObject ab = agreement[0].toObject();
        QCOMPARE(ab[QStringLiteral("a")].toString(), QStringLiteral("ann_a"));
        QCOMPARE(ab[QStringLiteral("n")].toInt(), 10);
        QVERIFY(near(ab[QStringLiteral("token_f1")], 0.8345454545454546));
        QVERIFY(near(ab[QStringLiteral("em")], 0.6));
        // statsmodels fleiss_kappa over the 10 questions both typed: 0.869281045751634
        QVERIFY(near(ester[QStringLiteral("type_agreement")].toObject()[QStringLiteral("fleiss_kappa")],
                     0.869281045751634));

        // tests/metrics/fixtures/ester_type_agreement_reference.py ester_demo.json
        // ester_demo_ann_a.json ester_demo_ann_b.json: of the 10 questions both typed, the one
        // they typed apart (sub-event and causal) ties; every majority is the question's own
        // type. Answers: 41 shared tokens of 99, micro-F1 82/99.
        const QJsonObject confusion = ester[QStringLiteral("type_confusion")].toObject();
        QCOMPARE(confusion[QStringLiteral("typed")].toInt(), 10);
        QCOMPARE(confusion[QStringLiteral("tied")].toInt(), 1);
        QCOMPARE(confusion[QStringLiteral("types")].toArray().at(3).toString(),
                 QStringLiteral("sub-event"));
        const QJsonArray rows = confusion[QStringLiteral("rows")].toArray();
        QCOMPARE(rows.size(), 5);
        const QJsonObject causal = rows[0].toObject();
        QCOMPARE(causal[QStringLiteral("type")].toString(), QStringLiteral("causal"));
        QCOMPARE(causal[QStringLiteral("questions")].toInt(), 3);
        QCOMPARE(causal[QStringLiteral("counts")].toArray(), (QJsonArray{3, 0, 0, 0, 0}));
        QCOMPARE(causal[QStringLiteral("cells")].toArray(), (QJsonArray{1.0, 0.0, 0.0, 0.0, 0.0}));
        QCOMPARE(rows[4].toObject()[QStringLiteral("counts")].toArray(),
                 (QJsonArray{0, 0, 0, 0, 2}));
        const QJsonObject micro = ester[QStringLiteral("answer_micro_f1")].toObject();
        QCOMPARE(micro[QStringLiteral("comparisons")].toInt(), 10);
        QCOMPARE(micro[QStringLiteral("questions")].toInt(), 10);
        QVERIFY(near(micro[QStringLiteral("micro_f1")], 82.0 / 99));

        // Gold: 14 answers for 11 questions; ann_b: 12 for 10.
        const QJsonObject perQuestion = ester[QStringLiteral("answers_per_question")].toObject();
        QVERIFY(near(perQuestion[QStringLiteral("gold")], 14.0 / 11));
        QVERIFY(near(perQuestion[QStringLiteral("ann_b")], 12.0 / 10));
    }

    void answerMicroF1Interval()
    {
        // The same script with 200 resamples and seed 7, the questions in the split's order
        // (tests/metrics/fixtures/bootstrap_draws.py draws them).
        const QString db = demoProject(QStringLiteral("micro.eventscope"));
        const QJsonObject micro =
            es::test::datasetReport(db, QStringLiteral("ester"),
                                    {QStringLiteral("--bootstrap"), QStringLiteral("200"),
                                     QStringLiteral("--seed"),
                                     QStringLiteral("7")})[QStringLiteral("answer_micro_f1")]
                .toObject();
        const QJsonArray ci = micro[QStringLiteral("micro_f1_ci")].toArray();
        QCOMPARE(ci.size(), 2);
        QVERIFY(near(ci[0], 0.6867072789753202));
        QVERIFY(near(ci[1], 0.9807692307692307));
        QVERIFY(!micro.contains(QStringLiteral("micro_f1_ci_method")));
    }

    void mcnemarBetweenModels()
    {
        const QString db = demoProject(QStringLiteral("mcnemar.eventscope"));
        // A second model that answers every question with the gold answers.
        const QJsonArray gold = readJson(sourcePath(kDemo)).toArray();
        QJsonArray perfect;
        for (const auto &r : gold) {
            perfect.append(r.toObject()[QStringLiteral("answer_texts")]);
        }
        const QString file = path(QStringLiteral("perfect.json"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(perfect).toJson());
        }
        QVERIFY(import(db, {file, QStringLiteral("--model"), QStringLiteral("oracle"), QStringLiteral("--split"),
                            QStringLiteral("demo")}));
        const QJsonArray tests = esterReport(db)[QStringLiteral("mcnemar")].toArray();
        QCOMPARE(tests.size(), 2);
        // flan-t5-demo misses HIT@1 on 3 of 11 and EM on 6 of 11; the oracle on none.
        // statsmodels mcnemar([[0, 3], [0, 0]], exact=True).pvalue = 0.25; [[0, 6], [0, 0]]: 0.03125.
        const QJsonObject hit = tests[0].toObject();
        QCOMPARE(hit[QStringLiteral("a")].toString(), QStringLiteral("flan-t5-demo"));
        QCOMPARE(hit[QStringLiteral("metric")].toString(), QStringLiteral("hit1"));
        QCOMPARE(hit[QStringLiteral("n01")].toInt(), 3);
        QCOMPARE(hit[QStringLiteral("n10")].toInt(), 0);
        QVERIFY(near(hit[QStringLiteral("p")], 0.25));
        const QJsonObject em = tests[1].toObject();
        QCOMPARE(em[QStringLiteral("n01")].toInt(), 6);
        QVERIFY(near(em[QStringLiteral("p")], 0.03125));
    }

    void exportIsLossless()
    {
        const QString db = demoProject(QStringLiteral("export.eventscope"));
        const QString out = path(QStringLiteral("demo_export.json"));
        auto r = runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--dataset"),
                                QStringLiteral("ester"), QStringLiteral("--split"), QStringLiteral("demo"),
                                QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readJson(out), readJson(sourcePath(kDemo)));

        // One annotator's answers, in their own shape: ann_b's relation type included.
        const QString annOut = path(QStringLiteral("ann_b_export.json"));
        r = runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--dataset"),
                           QStringLiteral("ester"), QStringLiteral("--split"), QStringLiteral("ester_demo_ann_b"),
                           QStringLiteral("--annotator"), QStringLiteral("ann_b"), QStringLiteral("--out"), annOut});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readJson(annOut), readJson(sourcePath(kAnnB)));

        // Import, export, import: the same figures.
        const QString again = project(QStringLiteral("again.eventscope"));
        QVERIFY(import(again, {out, QStringLiteral("--split"), QStringLiteral("demo")}));
        QVERIFY(import(again, {sourcePath(kPred), QStringLiteral("--model"), QStringLiteral("flan-t5-demo"),
                               QStringLiteral("--split"), QStringLiteral("demo")}));
        QCOMPARE(esterReport(again)[QStringLiteral("models")], esterReport(db)[QStringLiteral("models")]);
    }

    void reimportIsIdempotent()
    {
        const QString db = demoProject(QStringLiteral("idempotent.eventscope"));
        const QJsonObject before = esterReport(db);
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(kDemo), QStringLiteral("--split"),
                                      QStringLiteral("demo"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("11 questions (0 new), 11 answer sets as gold (0 new, 0 changed)"), r.out.constData());
        QCOMPARE(esterReport(db), before);
    }

    void splitWithoutAnswers()
    {
        // The released test split has questions but no answers: no gold, null metrics.
        QJsonArray split = readJson(sourcePath(kDemo)).toArray();
        QJsonArray preds;
        for (qsizetype i = 0; i < split.size(); ++i) {
            QJsonObject r = split[i].toObject();
            preds.append(r[QStringLiteral("answer_texts")]);
            r.remove(QStringLiteral("answer_texts"));
            r.remove(QStringLiteral("answer_indices"));
            split[i] = r;
        }
        const QString file = path(QStringLiteral("test_split.json"));
        const QString predFile = path(QStringLiteral("test_pred.json"));
        for (const auto &[name, doc] : {std::pair{file, split}, std::pair{predFile, preds}}) {
            QFile f(name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(doc).toJson());
        }
        const QString db = project(QStringLiteral("test_split.eventscope"));
        QVERIFY(import(db, {file}));
        QVERIFY(import(db, {predFile, QStringLiteral("--model"), QStringLiteral("m"), QStringLiteral("--split"),
                            QStringLiteral("test_split")}));
        const QJsonObject ester = esterReport(db);
        QCOMPARE(ester[QStringLiteral("questions")].toInt(), 11);
        QCOMPARE(ester[QStringLiteral("questions_with_gold")].toInt(), 0);
        const QJsonObject m = ester[QStringLiteral("models")].toArray()[0].toObject();
        QCOMPARE(m[QStringLiteral("n")].toInt(), 0);
        QVERIFY(m[QStringLiteral("token_f1")].isNull());
        QVERIFY(!m[QStringLiteral("token_f1_reason")].toString().isEmpty());
    }

    void longReleasedAnswersWarn()
    {
        QJsonArray split = readJson(sourcePath(kDemo)).toArray();
        QJsonObject r = split[0].toObject();
        // The passage's first 18 words, as one answer.
        const QString context = r[QStringLiteral("context")].toString();
        const QString answer = context.section(QLatin1Char(' '), 0, 17);
        r[QStringLiteral("answer_texts")] = QJsonArray{answer};
        r[QStringLiteral("answer_indices")] = QJsonArray{QStringLiteral("(0,%1)").arg(answer.size())};
        split[0] = r;
        const QString file = path(QStringLiteral("long.json"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(split).toJson());
        }
        const auto run = runEventScope({QStringLiteral("import"), file, QStringLiteral("--db"), project(QStringLiteral("long.eventscope"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("1 released answer longer than 12 words"), run.err.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("kind"); // "split" or "pred"
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        const QByteArray ctx = R"("context": "Rain fell. Roads flooded.\n", "question": "What caused the flooding?", )";
        const QByteArray tail = R"("events": ["fell"], "type": "Causal")";
        QTest::newRow("malformed JSON") << "split" << QByteArray("[{\"context\": \"x\",\n \"question\": }]") << QStringList{}
                                        << "bad.json:2: malformed JSON";
        QTest::newRow("not records") << "split" << QByteArray("[{\"context\": \"x\", \"question\": \"q\"}]")
                                     << QStringList{} << "bad.json: [0].type: missing";
        QTest::newRow("missing context") << "split" << QByteArray(R"([{"question": "q", "context": 3, "type": "Causal"}])")
                                         << QStringList{} << "bad.json: [0].context: expected a string";
        QTest::newRow("unknown type")
            << "split" << QByteArray("[{" + ctx + R"("events": [], "type": "Temporal"}])") << QStringList{}
            << "bad.json: [0].type: unknown relation type \"Temporal\"";
        QTest::newRow("offsets do not match")
            << "split" << QByteArray("[{" + ctx + R"x("answer_texts": ["Rain fell"], "answer_indices": ["(0,8)"], )x" + tail + "}]")
            << QStringList{} << "bad.json: [0].answer_indices[0]: offsets (0,8) cover \"Rain fel\", not \"Rain fell\"";
        QTest::newRow("offsets out of range")
            << "split" << QByteArray("[{" + ctx + R"x("answer_texts": ["Rain fell"], "answer_indices": ["(0,99)"], )x" + tail + "}]")
            << QStringList{} << "bad.json: [0].answer_indices[0]: offsets (0,99) are outside the passage";
        QTest::newRow("offsets malformed")
            << "split" << QByteArray("[{" + ctx + R"("answer_texts": ["Rain fell"], "answer_indices": ["0-9"], )" + tail + "}]")
            << QStringList{} << "bad.json: [0].answer_indices[0]: \"0-9\" is not \"(start,end)\"";
        QTest::newRow("texts without offsets")
            << "split" << QByteArray("[{" + ctx + R"("answer_texts": ["Rain fell"], )" + tail + "}]") << QStringList{}
            << "bad.json: [0].answer_indices: missing";
        QTest::newRow("trigger offsets")
            << "split"
            << QByteArray("[{" + ctx + R"x("original_events": {"spans": ["fell"], "indices": ["(5,8)"]}, )x" + tail + "}]")
            << QStringList{} << "bad.json: [0].original_events.indices[0]: offsets (5,8) cover \"fel\"";
        QTest::newRow("train-shape trigger offsets")
            << "split"
            << QByteArray(
                   "[{" + ctx +
                   R"x("original_events": [{"answer": {"spans": ["fell"], "indices": ["(5,9)"]}}, {"answer": {"spans": ["fell"], "indices": ["(5,8)"]}}], )x" +
                   tail + "}]")
            << QStringList{}
            << "bad.json: [0].original_events[1].answer.indices[0]: offsets (5,8) cover \"fel\"";
        QTest::newRow("train-shape group without answer")
            << "split"
            << QByteArray("[{" + ctx +
                          R"x("original_events": [{"spans": ["fell"], "indices": ["(5,9)"]}], )x" +
                          tail + "}]")
            << QStringList{} << "bad.json: [0].original_events[0].answer: missing";
        QTest::newRow("train-shape group not an object")
            << "split"
            << QByteArray("[{" + ctx + R"x("original_events": ["fell"], )x" + tail + "}]")
            << QStringList{}
            << "bad.json: [0].original_events[0]: expected an object with an answer";
        QTest::newRow("train-shape spans missing")
            << "split"
            << QByteArray("[{" + ctx +
                          R"x("original_events": [{"answer": {"indices": ["(5,9)"]}}], )x" + tail +
                          "}]")
            << QStringList{} << "bad.json: [0].original_events[0].answer.spans: missing";
        QTest::newRow("original_events neither shape")
            << "split" << QByteArray("[{" + ctx + R"x("original_events": "fell", )x" + tail + "}]")
            << QStringList{}
            << "bad.json: [0].original_events: expected an object with spans and indices, or a "
               "list of {\"answer\": {spans, indices}}";
        QTest::newRow("annotator without answers")
            << "split" << QByteArray("[{" + ctx + tail + "}]")
            << QStringList{QStringLiteral("--annotator"), QStringLiteral("zoe")}
            << "bad.json: [0]: no answer_texts to import as zoe's answers";
        QTest::newRow("split name taken")
            << "split" << QByteArray("[{" + ctx + R"x("answer_texts": ["Rain fell"], "answer_indices": ["(0,9)"], )x" + tail + "}]")
            << QStringList{QStringLiteral("--split"), QStringLiteral("demo")}
            << "bad.json: split \"demo\" already lists 11 questions that differ from this file's 1";
        QTest::newRow("predictions too short") << "pred" << QByteArray(R"([["heavy rain"], ["x"]])")
                                               << QStringList{QStringLiteral("--split"), QStringLiteral("demo")}
                                               << "bad.json: 2 answer lists, but split \"demo\" has 11 questions";
        QTest::newRow("predictions not strings") << "pred" << QByteArray(R"([["a"], [1]])")
                                                 << QStringList{QStringLiteral("--split"), QStringLiteral("demo")}
                                                 << "bad.json: [1][0]: expected an answer string";
        QTest::newRow("predictions for unknown split") << "pred" << QByteArray(R"([["a"]])")
                                                       << QStringList{QStringLiteral("--split"), QStringLiteral("nope")}
                                                       << "bad.json: the project has no ESTER split \"nope\"";
    }
    void badInput()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        // Made once, copied for each row.
        static const QString demo = demoProject(QStringLiteral("demo-template.eventscope"));
        QVERIFY(!demo.isEmpty());
        const QString db = es::test::copyProject(demo, path(QStringLiteral("guarded.eventscope")));
        QVERIFY(!db.isEmpty());
        const QByteArray before = projectFingerprint(db);
        const QString bad = path(QStringLiteral("bad.json"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(content);
        }
        QStringList args{QStringLiteral("import"), bad, QStringLiteral("--db"), db};
        if (kind == QLatin1String("pred")) {
            args << QStringLiteral("--model") << QStringLiteral("m");
        }
        const auto r = runEventScope(args + extra);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY2(err.contains(bad), qPrintable(err));
        QCOMPARE(projectFingerprint(db), before);
    }

    void filesOfTwoDatasetsLandTogether()
    {
        // ESD pairs that would import fine and an ESTER split that the project refuses
        // (its split name is taken): neither lands.
        const QString db = demoProject(QStringLiteral("together.eventscope"));
        const QByteArray before = projectFingerprint(db);
        const QString split = path(QStringLiteral("other_split.json"));
        {
            QJsonArray one{readJson(sourcePath(kDemo)).toArray().first()};
            QFile f(split);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(one).toJson());
        }
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(QStringLiteral("resources/demo/esd_demo.jsonl")),
                                      split, QStringLiteral("--split"), QStringLiteral("demo"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("already lists 11 questions"), r.err.constData());
        QCOMPARE(projectFingerprint(db), before);
    }

    void releasedTrainShape_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("passages");
        QTest::addColumn<int>("questions");
        QTest::addColumn<double>("causalQuestionTokens");
        QTest::addColumn<double>("causalAnswerTokens");
        // Tokens: len(re.sub(r'[^\w\s]', '', text.lower()).split(' ')) averaged in Python
        // over the file's causal questions and their answer_texts.
        // Four questions over two passages: original_events as the train split gives it
        // (one group, two groups) and, in the last record, as the dev split does.
        QTest::newRow("hand-made") << sourcePath(kTrainShape) << 2 << 4 << 8.5 << 3.0;
        // 500 records, 407 distinct contexts (counted with Python's json module).
        QTest::newRow("released train sample")
            << sharedData(QStringLiteral("ester/final_train_ans_gen_500original.json")) << 407
            << 500 << 10.331896551724139 << 6.602836879432624;
    }
    void releasedTrainShape()
    {
        QFETCH(QString, file);
        QFETCH(int, passages);
        QFETCH(int, questions);
        QFETCH(double, causalQuestionTokens);
        QFETCH(double, causalAnswerTokens);
        if (!QFile::exists(file)) {
            QSKIP("../shared/data/ester is not here: the released ESTER train sample is needed for "
                  "this row");
        }
        // A file of each row's own (the server engine's databases are the row's already).
        const QString db =
            project(QStringLiteral("train_%1.eventscope").arg(QTest::currentDataTag()));
        QVERIFY(import(db, {file, QStringLiteral("--split"), QStringLiteral("train")}));
        const QJsonObject ester = esterReport(db);
        QCOMPARE(ester[QStringLiteral("passages")].toInt(), passages);
        QCOMPARE(ester[QStringLiteral("questions")].toInt(), questions);
        QCOMPARE(ester[QStringLiteral("questions_with_gold")].toInt(), questions);
        const QJsonObject causal =
            ester[QStringLiteral("tokens_by_type")].toObject()[QStringLiteral("causal")].toObject();
        QVERIFY(near(causal[QStringLiteral("question_tokens")], causalQuestionTokens));
        QVERIFY(near(causal[QStringLiteral("answer_tokens")], causalAnswerTokens));

        // Export writes each record's original_events back in the shape it came in.
        const QString out = path(QStringLiteral("train_export.json"));
        const auto r = runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db,
                                      QStringLiteral("--dataset"), QStringLiteral("ester"),
                                      QStringLiteral("--split"), QStringLiteral("train"),
                                      QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readJson(out), readJson(file));
        // Import, export, import: the same project as the command line reads it.
        const QString again =
            project(QStringLiteral("train_again_%1.eventscope").arg(QTest::currentDataTag()));
        QVERIFY(import(again, {out, QStringLiteral("--split"), QStringLiteral("train")}));
        QCOMPARE(esterReport(again), ester);
    }

    void peopleAndWorkerValidation()
    {
        // The demo (two annotators' answers) and the hand-made train-shape split, whose
        // records name writers W_ALPHA (2 questions) and W_BETA (1); one names none.
        const QString db = demoProject(QStringLiteral("validation.eventscope"));
        QVERIFY(!db.isEmpty());
        QVERIFY(import(
            db, {sourcePath(kTrainShape), QStringLiteral("--split"), QStringLiteral("train")}));
        {
            // Reviews are given in the workbench; the store writes them as it does.
            es::db::Project p(db.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::EsterStore store(p);
            const es::db::EsterSnapshot snap = store.load({.text = false});
            const auto train = std::find_if(snap.splits.begin(), snap.splits.end(),
                                            [](const auto &s) { return s.name == "train"; });
            QVERIFY(train != snap.splits.end());
            auto id = [&](std::size_t i) { return snap.questions[train->questions[i]].id; };
            using es::metrics::ester::InvalidReason;
            const es::db::EsterReviewValue valid{true, {}, {}};
            store.setReview(id(0), "ann_a", valid);
            store.setReview(id(0), "ann_b",
                            es::db::EsterReviewValue{false, "no", InvalidReason::WrongAnswer});
            store.setReview(id(1), "ann_a", valid);
            store.setReview(id(2), "ann_a", valid);
            store.setReview(id(2), "ann_b", valid);
            store.setReview(id(3), "ann_b",
                            es::db::EsterReviewValue{false, {}, InvalidReason::NotWholeEvent});
        }
        const QJsonObject ester = esterReport(db);

        // People scored as the models are: ester_reference.py ester_demo.json
        // ester_demo_ann_a.json --person (and ann_b's file).
        const QJsonArray human = ester[QStringLiteral("human")].toArray();
        QCOMPARE(human.size(), 2);
        const QJsonObject a = human[0].toObject();
        QCOMPARE(a[QStringLiteral("annotator")].toString(), QStringLiteral("ann_a"));
        QCOMPARE(a[QStringLiteral("n")].toInt(), 11);
        QVERIFY(near(a[QStringLiteral("token_f1")], 0.9363636363636364));
        QVERIFY(near(a[QStringLiteral("hit1")], 1.0));
        QVERIFY(near(a[QStringLiteral("em")], 0.8181818181818182));
        QVERIFY(a[QStringLiteral("token_f1_ci")].isArray());
        const QJsonObject coref =
            a[QStringLiteral("by_type")].toObject()[QStringLiteral("coreference")].toObject();
        QVERIFY(near(coref[QStringLiteral("token_f1")], 0.9));
        QVERIFY(near(coref[QStringLiteral("em")], 0.5));
        const QJsonObject b = human[1].toObject();
        QCOMPARE(b[QStringLiteral("annotator")].toString(), QStringLiteral("ann_b"));
        QCOMPARE(b[QStringLiteral("n")].toInt(), 10);
        QVERIFY(near(b[QStringLiteral("token_f1")], 0.9045454545454545));
        QVERIFY(near(b[QStringLiteral("em")], 0.8));

        // W_ALPHA: question 0 is one valid to one invalid (not valid), question 1 valid:
        // 1 of 2, below 90%. W_BETA: 1 of 1.
        const QJsonObject v = ester[QStringLiteral("validation")].toObject();
        QVERIFY(near(v[QStringLiteral("threshold")], 0.9));
        QCOMPARE(v[QStringLiteral("reviews")].toInt(), 6);
        QCOMPARE(v[QStringLiteral("invalid_reviews")].toInt(), 2);
        const QJsonObject reasons = v[QStringLiteral("reasons")].toObject();
        QCOMPARE(reasons[QStringLiteral("wrong_answer")].toInt(), 1);
        QCOMPARE(reasons[QStringLiteral("not_whole_event")].toInt(), 1);
        QCOMPARE(reasons[QStringLiteral("wrong_relation")].toInt(), 0);
        QCOMPARE(reasons[QStringLiteral("unspecified")].toInt(), 0);
        const QJsonArray writers = v[QStringLiteral("writers")].toArray();
        QCOMPARE(writers.size(), 2);
        const QJsonObject alpha = writers[0].toObject();
        QCOMPARE(alpha[QStringLiteral("writer")].toString(), QStringLiteral("W_ALPHA"));
        QCOMPARE(alpha[QStringLiteral("questions")].toInt(), 2);
        QCOMPARE(alpha[QStringLiteral("reviewed")].toInt(), 2);
        QCOMPARE(alpha[QStringLiteral("valid")].toInt(), 1);
        QVERIFY(near(alpha[QStringLiteral("validity")], 0.5));
        QCOMPARE(alpha[QStringLiteral("below_threshold")].toBool(), true);
        QCOMPARE(
            alpha[QStringLiteral("reasons")].toObject()[QStringLiteral("wrong_answer")].toInt(), 1);
        const QJsonObject beta = writers[1].toObject();
        QVERIFY(near(beta[QStringLiteral("validity")], 1.0));
        QCOMPARE(beta[QStringLiteral("below_threshold")].toBool(), false);
        QCOMPARE(ester[QStringLiteral("questions_per_writer")].toObject(),
                 (QJsonObject{{QStringLiteral("W_ALPHA"), 2}, {QStringLiteral("W_BETA"), 1}}));
        // The demo's 11 questions and the train split's last name no writer.
        QCOMPARE(ester[QStringLiteral("questions_without_writer")].toInt(), 12);

        // The text report says the same.
        const auto text = runEventScope({QStringLiteral("report"), QStringLiteral("--db"), db,
                                         QStringLiteral("--dataset"), QStringLiteral("ester")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Human (ann_a) (n = 11)"), text.out.constData());
        QVERIFY2(
            text.out.contains(
                "questions 2, validity 0.5000 (1 of 2 reviewed valid) BELOW 90%; Wrong answer 1"),
            text.out.constData());

        // ann_a's blind view: her own reviews and scores only.
        const auto blind = runEventScope(
            {QStringLiteral("report"), QStringLiteral("--db"), db, QStringLiteral("--json"),
             QStringLiteral("--dataset"), QStringLiteral("ester"), QStringLiteral("--as"),
             QStringLiteral("ann_a"), QStringLiteral("--bootstrap"), QStringLiteral("0")});
        QCOMPARE(blind.exitCode, 0);
        const QJsonObject mine =
            QJsonDocument::fromJson(blind.out).object()[QStringLiteral("ester")].toObject();
        QCOMPARE(mine[QStringLiteral("human")].toArray().size(), 1);
        QCOMPARE(mine[QStringLiteral("human")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("annotator")]
                     .toString(),
                 QStringLiteral("ann_a"));
        const QJsonObject mv = mine[QStringLiteral("validation")].toObject();
        QCOMPARE(mv[QStringLiteral("reviews")].toInt(), 3);
        QCOMPARE(mv[QStringLiteral("invalid_reviews")].toInt(), 0);
        const QJsonObject myAlpha = mv[QStringLiteral("writers")].toArray()[0].toObject();
        QVERIFY(near(myAlpha[QStringLiteral("validity")], 1.0));
        QCOMPARE(myAlpha[QStringLiteral("below_threshold")].toBool(), false);
        QVERIFY(!blind.out.contains("ann_b"));
    }

    void predictionsNeedModelAndSplit()
    {
        const auto r = runEventScope({QStringLiteral("import"), sourcePath(kPred), QStringLiteral("--db"),
                                      path(QStringLiteral("usage.eventscope"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("give --model NAME and --split NAME"));
    }

    void releasedDevSplit()
    {
        const QString split = sharedData(QStringLiteral("ester/final_dev_ans_gen.json"));
        const QString pred = sharedData(QStringLiteral("ester/pred_dev.json"));
        if (!QFile::exists(split) || !QFile::exists(pred)) {
            QSKIP("../shared/data/ester is not here: the released ESTER dev split is needed for this test");
        }
        const QString db = project(QStringLiteral("dev.eventscope"));
        QVERIFY(import(db, {split}));
        QVERIFY(import(db, {pred, QStringLiteral("--model"), QStringLiteral("unifiedqa-large"), QStringLiteral("--split"),
                            QStringLiteral("final_dev_ans_gen")}));
        const QJsonObject ester = esterReport(db);
        QCOMPARE(ester[QStringLiteral("passages")].toInt(), 108);
        QCOMPARE(ester[QStringLiteral("questions")].toInt(), 301);
        const QJsonObject m = ester[QStringLiteral("models")].toArray()[0].toObject();
        QCOMPARE(m[QStringLiteral("n")].toInt(), 301);
        // ester_reference.py final_dev_ans_gen.json pred_dev.json (the issue asks for 0.001).
        QVERIFY(near(m[QStringLiteral("token_f1")], 0.6661544028013013));
        QVERIFY(near(m[QStringLiteral("hit1")], 0.8737541528239202));
        QVERIFY(near(m[QStringLiteral("em")], 0.24584717607973422));
        const struct
        {
            const char *type;
            int n;
            double f1, hit1, em;
        } expected[] = {
            {"causal", 118, 0.7368070107086896, 0.9152542372881356, 0.3305084745762712},
            {"conditional", 58, 0.635097236837381, 0.8793103448275862, 0.20689655172413793},
            {"counterfactual", 28, 0.631387873388027, 0.7857142857142857, 0.32142857142857145},
            {"sub-event", 59, 0.5897445029718066, 0.8983050847457628, 0.11864406779661017},
            {"coreference", 38, 0.6384163713893932, 0.7631578947368421, 0.18421052631578946},
        };
        const QJsonObject byType = m[QStringLiteral("by_type")].toObject();
        for (const auto &e : expected) {
            const QJsonObject t = byType[QLatin1String(e.type)].toObject();
            QCOMPARE(t[QStringLiteral("n")].toInt(), e.n);
            QVERIFY(near(t[QStringLiteral("token_f1")], e.f1));
            QVERIFY(near(t[QStringLiteral("hit1")], e.hit1));
            QVERIFY(near(t[QStringLiteral("em")], e.em));
        }

        // The released files hold one answer set per question and no person's types: no
        // agreement between people to give, the model's answers and types counting as none.
        const QJsonObject micro = ester[QStringLiteral("answer_micro_f1")].toObject();
        QCOMPARE(micro[QStringLiteral("comparisons")].toInt(), 0);
        QVERIFY(micro[QStringLiteral("micro_f1")].isNull());
        QCOMPARE(micro[QStringLiteral("micro_f1_reason")].toString(),
                 QStringLiteral("no question answered by two people"));
        QCOMPARE(
            ester[QStringLiteral("type_confusion")].toObject()[QStringLiteral("typed")].toInt(), 0);

        // Questions per writer (the records' worker_id, counted with Python's
        // collections.Counter): 80 of the 301 name one.
        const QJsonObject perWriter = ester[QStringLiteral("questions_per_writer")].toObject();
        QCOMPARE(perWriter.keys().size(), 7);
        QCOMPARE(perWriter[QStringLiteral("A2OPYRV3GLAPS1")].toInt(), 24);
        QCOMPARE(perWriter[QStringLiteral("A10WRBLV9NMNH9")].toInt(), 15);
        QCOMPARE(perWriter[QStringLiteral("AGRKG3YT3KMD8")].toInt(), 15);
        QCOMPARE(perWriter[QStringLiteral("A2DWPP1KKAY0HG")].toInt(), 9);
        QCOMPARE(perWriter[QStringLiteral("A1ZLR6WXLCXRRO")].toInt(), 7);
        QCOMPARE(perWriter[QStringLiteral("A27VBVMMEX9GJB")].toInt(), 7);
        QCOMPARE(perWriter[QStringLiteral("AEWGY34WUIA32")].toInt(), 3);
        QCOMPARE(ester[QStringLiteral("questions_without_writer")].toInt(), 221);
        // Most questions first, in the validation too; nobody reviewed anything yet.
        const QJsonArray writers =
            ester[QStringLiteral("validation")].toObject()[QStringLiteral("writers")].toArray();
        QCOMPARE(writers.size(), 7);
        QCOMPARE(writers[0].toObject()[QStringLiteral("writer")].toString(),
                 QStringLiteral("A2OPYRV3GLAPS1"));
        QVERIFY(writers[0].toObject()[QStringLiteral("validity")].isNull());
        // Tokens a question and an answer (Table 5): len(re.sub(r'[^\w\s]', '',
        // text.lower()).split(' ')) averaged in Python over each type's questions and
        // answer_texts.
        const struct
        {
            const char *type;
            int questions, answers;
            double question, answer;
        } lengths[] = {
            {"causal", 118, 173, 10.169491525423728, 6.173410404624278},
            {"conditional", 58, 111, 11.758620689655173, 6.864864864864865},
            {"counterfactual", 28, 37, 12.607142857142858, 5.486486486486487},
            {"sub-event", 59, 212, 8.745762711864407, 6.523584905660377},
            {"coreference", 38, 44, 7.894736842105263, 6.795454545454546},
        };
        const QJsonObject tokens = ester[QStringLiteral("tokens_by_type")].toObject();
        for (const auto &l : lengths) {
            const QJsonObject t = tokens[QLatin1String(l.type)].toObject();
            QCOMPARE(t[QStringLiteral("questions")].toInt(), l.questions);
            QCOMPARE(t[QStringLiteral("answers")].toInt(), l.answers);
            QVERIFY(near(t[QStringLiteral("question_tokens")], l.question));
            QVERIFY(near(t[QStringLiteral("answer_tokens")], l.answer));
        }

        // Round trip of the released file itself.
        const QString out = path(QStringLiteral("dev_export.json"));
        const auto r = runEventScope({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--dataset"),
                                      QStringLiteral("ester"), QStringLiteral("--split"),
                                      QStringLiteral("final_dev_ans_gen"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readJson(out), readJson(split));
    }
};

QTEST_GUILESS_MAIN(TestEsterCli)
#include "tst_ester_cli.moc"
