// ESTER per split on the command line: the figures of each split in `report --json`, the
// HTML and the plain-text report, and the passages two splits share, warned of on import,
// on export and in every report. Expected figures on the hand-made fixture are worked out
// by hand (beside each); on the released files they come from
// fixtures/ester_splits_reference.py, written from the definitions with Python's json
// module and exact fractions (the run is named beside them).
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
using es::test::succeeded;

namespace {

// A released-shape record whose answers are found in the passage (offsets computed here).
QJsonObject record(const QString &context, const QString &question, const QString &type,
                   const QStringList &answers)
{
    QJsonArray texts, indices;
    for (const QString &a : answers) {
        const qsizetype at = context.indexOf(a);
        Q_ASSERT(at >= 0);
        texts.append(a);
        indices.append(QStringLiteral("(%1,%2)").arg(at).arg(at + a.size()));
    }
    return {{QStringLiteral("context"), context},
            {QStringLiteral("question"), question},
            {QStringLiteral("question_event"), QString()},
            {QStringLiteral("answer_texts"), texts},
            {QStringLiteral("answer_indices"), indices},
            {QStringLiteral("events"), QJsonArray()},
            {QStringLiteral("type"), type}};
}

const QString kStorm = QStringLiteral("Storms hit the coast.\nPower failed.");
const QString kTalks = QStringLiteral("Talks failed after the strike.");
const QString kRain = QStringLiteral("Rain fell all day.");

QJsonObject byName(const QJsonArray &splits, const QString &name)
{
    for (const QJsonValue &s : splits) {
        if (s[QStringLiteral("split")].toString() == name) {
            return s.toObject();
        }
    }
    return {};
}

QStringList ngrams(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &n : list.toArray()) {
        out << QStringLiteral("%1 %2")
                   .arg(n[QStringLiteral("ngram")].toString())
                   .arg(n[QStringLiteral("count")].toInt());
    }
    return out;
}

} // namespace

class TestEsterSplitsCli : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const QString &name) const { return dir_.filePath(name); }
    QString project(const QString &name) const { return es::test::projectLocation(path(name)); }

    QString write(const QString &name, const QJsonArray &records) const
    {
        QFile f(path(name));
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(QJsonDocument(records).toJson());
        return f.fileName();
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void fixtureSplitsAndTheirSharedPassage()
    {
        const QString dev =
            write(QStringLiteral("dev.json"),
                  {record(kStorm, QStringLiteral("What caused the power to fail?"),
                          QStringLiteral("Causal"),
                          {QStringLiteral("Storms hit"), QStringLiteral("hit the coast")}),
                   record(kStorm, QStringLiteral("What is included in the storms?"),
                          QStringLiteral("Sub-event"), {QStringLiteral("Power failed")}),
                   record(kTalks, QStringLiteral("What led to the failure?"),
                          QStringLiteral("Causal"), {QStringLiteral("the strike")})});
        // A new question on dev's second passage: the leak the paper's splits never have.
        const QString train =
            write(QStringLiteral("train.json"),
                  {record(kRain, QStringLiteral("What caused the flooding?"),
                          QStringLiteral("Causal"), {QStringLiteral("Rain fell")}),
                   record(kTalks, QStringLiteral("Why did talks fail?"), QStringLiteral("Causal"),
                          {QStringLiteral("the strike"), QStringLiteral("Talks")})});
        const QString db = project(QStringLiteral("fixture.eventscope"));
        const auto first = cli("import", dev, "--split", "dev", "--db", db);
        QVERIFY(succeeded(first));
        QVERIFY2(!first.err.contains("warning"), first.err.constData());
        // The import succeeds, and says which passage and which split.
        const auto second = cli("import", train, "--split", "train", "--db", db);
        QVERIFY(succeeded(second));
        QVERIFY2(second.err.contains("1 passage of split \"train\" also in other splits"),
                 second.err.constData());
        QVERIFY2(second.err.contains("\"Talks failed after the strike.\" (also in dev)"),
                 second.err.constData());
        QVERIFY2(second.out.contains("1 warning"), second.out.constData());

        const QJsonObject ester = es::test::datasetReport(db, QStringLiteral("ester"));
        const QJsonArray splits = ester[QStringLiteral("splits")].toArray();
        QCOMPARE(splits.size(), 2);
        const QJsonObject d = byName(splits, QStringLiteral("dev"));
        QCOMPARE(d[QStringLiteral("passages")].toInt(), 2);
        QCOMPARE(d[QStringLiteral("questions")].toInt(), 3);
        QVERIFY(near(d[QStringLiteral("answers_per_question")], 4.0 / 3)); // 2 + 1 + 1 answers
        // Tokens: storms hit the coast power failed (6), talks failed after the strike (5).
        QVERIFY(near(d[QStringLiteral("passage_tokens")][QStringLiteral("mean")], 5.5));
        QCOMPARE(d[QStringLiteral("passage_tokens")][QStringLiteral("max")].toInt(), 6);
        const QJsonObject causal =
            d[QStringLiteral("by_type")][QStringLiteral("Causal")].toObject();
        QCOMPARE(causal[QStringLiteral("questions")].toInt(), 2);
        QVERIFY(near(causal[QStringLiteral("answers_per_question")], 1.5)); // (2 + 1) / 2
        QVERIFY(near(d[QStringLiteral("by_type")][QStringLiteral("Sub-event")]
                      [QStringLiteral("answers_per_question")],
                     1.0));
        QVERIFY(d[QStringLiteral("by_type")][QStringLiteral("Coreference")]
                 [QStringLiteral("answers_per_question")]
                     .isNull());
        QCOMPARE(
            ngrams(causal[QStringLiteral("question_leads")]),
            (QStringList{QStringLiteral("what caused the 1"), QStringLiteral("what led to 1")}));
        // storms hit, hit the, the coast; the strike: ties of 1 in byte order.
        QCOMPARE(ngrams(causal[QStringLiteral("answer_ngrams")]),
                 (QStringList{QStringLiteral("hit the 1"), QStringLiteral("storms hit 1"),
                              QStringLiteral("the coast 1"), QStringLiteral("the strike 1")}));
        const QJsonObject t = byName(splits, QStringLiteral("train"));
        QCOMPARE(t[QStringLiteral("passages")].toInt(), 2);
        QVERIFY(near(t[QStringLiteral("answers_per_question")], 1.5)); // (1 + 2) / 2
        QVERIFY(
            near(t[QStringLiteral("passage_tokens")][QStringLiteral("mean")], 4.5)); // (4 + 5) / 2

        const QJsonArray overlap = ester[QStringLiteral("split_overlap")].toArray();
        QCOMPARE(overlap.size(), 1);
        QCOMPARE(overlap[0][QStringLiteral("opening")].toString(), kTalks);
        QCOMPARE(overlap[0][QStringLiteral("splits")].toArray(),
                 (QJsonArray{QStringLiteral("dev"), QStringLiteral("train")}));

        // The plain text and the HTML page say it too.
        const auto text = cli("report", "--db", db, "--dataset", "ester");
        QVERIFY(succeeded(text));
        QVERIFY2(text.out.contains("Warning: 1 passage in more than one split"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Split train"), text.out.constData());
        const QString page = path(QStringLiteral("fixture.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", page, "--bootstrap", "0")));
        QFile html(page);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QByteArray body = html.readAll();
        QVERIFY(body.contains("1 passage is in more than one split"));
        QVERIFY(body.contains("Split train by relation type"));
        QVERIFY(body.contains("what caused the (1); what led to (1)"));

        // Export writes each split as it was imported, the shared passage's question with
        // it, and warns.
        const QString out = path(QStringLiteral("train_export.json"));
        const auto exported =
            cli("export", "--db", db, "--dataset", "ester", "--split", "train", "--out", out);
        QVERIFY(succeeded(exported));
        QVERIFY2(exported.err.contains("1 passage of split \"train\" also in other splits, "
                                       "exported with it all the same"),
                 exported.err.constData());
        QCOMPARE(readJson(out), readJson(train));

        // A person's answers to dev's questions, imported as a split of their own, share its
        // passages by design: no warning, and no split of the data.
        const auto answers =
            cli("import", dev, "--split", "ann_a_dev", "--annotator", "ann_a", "--db", db);
        QVERIFY(succeeded(answers));
        QVERIFY2(!answers.err.contains("warning"), answers.err.constData());
        const QJsonObject after = es::test::datasetReport(db, QStringLiteral("ester"));
        QCOMPARE(after[QStringLiteral("splits")].toArray().size(), 2);
        QCOMPARE(after[QStringLiteral("split_overlap")], ester[QStringLiteral("split_overlap")]);
    }

    void releasedSplits()
    {
        const QString devFile = sharedData(QStringLiteral("ester/final_dev_ans_gen.json"));
        const QString trainFile =
            sharedData(QStringLiteral("ester/final_train_ans_gen_500original.json"));
        if (!QFile::exists(devFile) || !QFile::exists(trainFile)) {
            QSKIP("../shared/data/ester is not here: the released ESTER dev split and train "
                  "sample are needed for this test");
        }
        const QString db = project(QStringLiteral("released.eventscope"));
        QVERIFY(succeeded(cli("import", devFile, "--split", "dev", "--db", db)));
        const auto train = cli("import", trainFile, "--split", "train", "--db", db);
        QVERIFY(succeeded(train));
        QVERIFY2(!train.err.contains("warning"), train.err.constData()); // no context in both

        // ester_splits_reference.py final_dev_ans_gen.json final_train_ans_gen_500original.json
        QJsonObject ester = es::test::datasetReport(db, QStringLiteral("ester"));
        QVERIFY(near(ester[QStringLiteral("answers_per_question")][QStringLiteral("gold")],
                     1282.0 / 801)); // pooled, 1.60
        const QJsonArray splits = ester[QStringLiteral("splits")].toArray();
        const QJsonObject dev = byName(splits, QStringLiteral("dev"));
        QCOMPARE(dev[QStringLiteral("passages")].toInt(), 108);
        QCOMPARE(dev[QStringLiteral("questions")].toInt(), 301);
        QVERIFY(near(dev[QStringLiteral("answers_per_question")], 577.0 / 301)); // 1.92
        QVERIFY(near(dev[QStringLiteral("passage_tokens")][QStringLiteral("mean")], 6985.0 / 54));
        QCOMPARE(dev[QStringLiteral("passage_tokens")][QStringLiteral("max")].toInt(), 200);
        const struct
        {
            const char *type;
            int questions;
            double answers;
        } devTypes[] = {{"Causal", 118, 173.0 / 118},
                        {"Indicative Conditional", 58, 111.0 / 58},
                        {"Counterfactual Conditional", 28, 37.0 / 28},
                        {"Sub-event", 59, 212.0 / 59},
                        {"Coreference", 38, 22.0 / 19}};
        for (const auto &e : devTypes) {
            const QJsonObject one =
                dev[QStringLiteral("by_type")][QLatin1String(e.type)].toObject();
            QCOMPARE(one[QStringLiteral("questions")].toInt(), e.questions);
            QVERIFY(near(one[QStringLiteral("answers_per_question")], e.answers));
        }
        const QJsonObject causal =
            dev[QStringLiteral("by_type")][QStringLiteral("Causal")].toObject();
        QCOMPARE(ngrams(causal[QStringLiteral("question_leads")]).mid(0, 3),
                 (QStringList{QStringLiteral("what caused the 9"), QStringLiteral("what led to 7"),
                              QStringLiteral("what was the 3")}));
        QCOMPARE(ngrams(causal[QStringLiteral("answer_ngrams")]).mid(0, 5),
                 (QStringList{QStringLiteral("of the 12"), QStringLiteral("by the 6"),
                              QStringLiteral("bomb warnings 5"), QStringLiteral("hoax bomb 5"),
                              QStringLiteral("in the 5")}));
        const QJsonObject sub =
            dev[QStringLiteral("by_type")][QStringLiteral("Sub-event")].toObject();
        QCOMPARE(
            ngrams(sub[QStringLiteral("question_leads")]).mid(0, 2),
            (QStringList{QStringLiteral("what does the 6"), QStringLiteral("what is included 5")}));

        const QJsonObject tr = byName(splits, QStringLiteral("train"));
        QCOMPARE(tr[QStringLiteral("passages")].toInt(), 407);
        QCOMPARE(tr[QStringLiteral("questions")].toInt(), 500);
        QVERIFY(near(tr[QStringLiteral("answers_per_question")], 1.41)); // 141/100
        QVERIFY(near(tr[QStringLiteral("passage_tokens")][QStringLiteral("mean")], 53575.0 / 407));
        QCOMPARE(tr[QStringLiteral("passage_tokens")][QStringLiteral("max")].toInt(), 199);
        const struct
        {
            const char *type;
            int questions;
            double answers;
        } trainTypes[] = {{"Causal", 232, 141.0 / 116},
                          {"Indicative Conditional", 104, 11.0 / 8},
                          {"Counterfactual Conditional", 39, 49.0 / 39},
                          {"Sub-event", 58, 76.0 / 29},
                          {"Coreference", 67, 79.0 / 67}};
        for (const auto &e : trainTypes) {
            const QJsonObject one = tr[QStringLiteral("by_type")][QLatin1String(e.type)].toObject();
            QCOMPARE(one[QStringLiteral("questions")].toInt(), e.questions);
            QVERIFY(near(one[QStringLiteral("answers_per_question")], e.answers));
        }
        QCOMPARE(ester[QStringLiteral("split_overlap")].toArray().size(), 0);

        // Five dev records, one from each of its first five passages (records 0, 4, 8, 9 and
        // 10), imported again as a training split.
        const QJsonArray released = readJson(devFile).toArray();
        QJsonArray five;
        for (const int i : {0, 4, 8, 9, 10}) {
            five.append(released[i]);
        }
        const QString leakFile = write(QStringLiteral("leaktrain.json"), five);
        const auto leak = cli("import", leakFile, "--split", "leaktrain", "--db", db);
        QVERIFY(succeeded(leak));
        QVERIFY2(leak.err.contains("5 passages of split \"leaktrain\" also in other splits"),
                 leak.err.constData());
        // Openings: each passage's first 8 words (Python: ' '.join(context.split()[:8])).
        for (const char *opening :
             {"\"Wang is the acting head of Wangbolin District...\" (also in dev)",
              "\"Israeli troops on Thursday demolished a second home...\" (also in dev)",
              "\"China were held to a goalless draw with...\" (also in dev)",
              "\"It was Chamara Silva who primarily kept the...\" (also in dev)",
              "\"A mechanical failure struck Hong Kong's landmark Peak...\" (also in dev)"}) {
            QVERIFY2(leak.err.contains(opening), leak.err.constData());
        }
        ester = es::test::datasetReport(db, QStringLiteral("ester"));
        const QJsonArray overlap = ester[QStringLiteral("split_overlap")].toArray();
        QCOMPARE(overlap.size(), 5);
        for (const QJsonValue &o : overlap) {
            QCOMPARE(o[QStringLiteral("splits")].toArray(),
                     (QJsonArray{QStringLiteral("dev"), QStringLiteral("leaktrain")}));
        }
        // Answers in the five records: 1 + 1 + 2 + 2 + 2 (Python, len(answer_texts)).
        const QJsonObject leaked =
            byName(ester[QStringLiteral("splits")].toArray(), QStringLiteral("leaktrain"));
        QCOMPARE(leaked[QStringLiteral("passages")].toInt(), 5);
        QVERIFY(near(leaked[QStringLiteral("answers_per_question")], 8.0 / 5));
        // Dev's figures stand: the five are the same questions, not new ones.
        QVERIFY(near(byName(ester[QStringLiteral("splits")].toArray(),
                            QStringLiteral("dev"))[QStringLiteral("answers_per_question")],
                     577.0 / 301));

        // Both splits export whole, as imported, with a warning.
        const QString out = path(QStringLiteral("dev_export.json"));
        const auto exported =
            cli("export", "--db", db, "--dataset", "ester", "--split", "dev", "--out", out);
        QVERIFY(succeeded(exported));
        QVERIFY2(exported.err.contains("5 passages of split \"dev\" also in other splits"),
                 exported.err.constData());
        QCOMPARE(readJson(out), readJson(devFile));
        const QString leakOut = path(QStringLiteral("leak_export.json"));
        QVERIFY(succeeded(cli("export", "--db", db, "--dataset", "ester", "--split", "leaktrain",
                              "--out", leakOut)));
        QCOMPARE(readJson(leakOut), readJson(leakFile));
    }
};

QTEST_GUILESS_MAIN(TestEsterSplitsCli)
#include "tst_ester_splits_cli.moc"
