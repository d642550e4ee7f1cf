// `eventscope report --html FILE` end to end: the real binary on the demo files, and on a
// small ESD file whose names are markup. The page must hold every table and chart, show
// the same figures and intervals as `report --json` on the same options (that object is
// what the page renders, so this checks the rendering, not the statistics, which the other
// suites test against scikit-learn and statsmodels), embed charts that are well-formed SVG,
// and carry no piece of a data file as markup.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/ester/ester_store.h"
#include "db/project.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>
#include <cstdio>
#include <vector>

using es::test::cli;
using es::test::demo;
using es::test::projectFingerprint;
using es::test::projectLocation;
using es::test::Run;
using es::test::sourcePath;
using es::test::succeeded;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The decoded SVG of every embedded chart.
QList<QByteArray> charts(const QString &html)
{
    QList<QByteArray> out;
    static const QRegularExpression img(
        QStringLiteral("<img src=\"data:image/svg\\+xml;base64,([A-Za-z0-9+/=]+)\""));
    for (auto it = img.globalMatch(html); it.hasNext();) {
        out << QByteArray::fromBase64(it.next().captured(1).toLatin1());
    }
    return out;
}

bool wellFormed(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        reader.readNext();
    }
    if (reader.hasError()) {
        qWarning() << reader.errorString();
    }
    return !reader.hasError();
}

// The page's precision, rounded as printf rounds (0.5625 is "0.562"; QString::number
// would say "0.563").
QString fixed(double v)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.3f", v);
    return QString::fromLatin1(text);
}

QString ciText(const QJsonValue &ci)
{
    const QJsonArray a = ci.toArray();
    return QStringLiteral("[%1, %2]").arg(fixed(a.at(0).toDouble()), fixed(a.at(1).toDouble()));
}

// The <tr> of a table that holds every one of the cells given, in that order.
bool rowWith(const QString &html, const QStringList &cells)
{
    static const QRegularExpression tr(QStringLiteral("<tr>(.*?)</tr>"));
    for (auto it = tr.globalMatch(html); it.hasNext();) {
        const QString row = it.next().captured(1);
        qsizetype at = 0;
        bool all = true;
        for (const QString &cell : cells) {
            at = row.indexOf(cell, at);
            if (at < 0) {
                all = false;
                break;
            }
            at += cell.size();
        }
        if (all) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestHtmlReport : public QObject
{
    Q_OBJECT

    static QString demoProject(const QTemporaryDir &dir)
    {
        const QString db = projectLocation(dir.filePath(QStringLiteral("demo.eventscope")));
        const bool ok =
            succeeded(cli("import", demo("esd_demo.jsonl"), "--db", db)) &&
            succeeded(cli("import", demo("ester_demo.json"), "--split", "demo", "--db", db)) &&
            succeeded(cli("import", demo("ester_demo_ann_a.json"), "--annotator", "ann_a",
                          "--split", "demo", "--db", db)) &&
            succeeded(cli("import", demo("ester_demo_ann_b.json"), "--annotator", "ann_b",
                          "--split", "demo_ann_b", "--db", db)) &&
            succeeded(cli("import", demo("ester_demo_pred.json"), "--model", "flan-t5-demo",
                          "--split", "demo", "--db", db)) &&
            succeeded(cli("import", demo("openpi_demo.json"), "--db", db)) &&
            succeeded(cli("import", demo("openpi_demo_ann_a.json"), "--annotator", "ann_a", "--db",
                          db)) &&
            succeeded(cli("import", demo("openpi_demo_ann_b.json"), "--annotator", "ann_b", "--db",
                          db)) &&
            succeeded(cli("import", demo("openpi_demo_pred.json"), "--model", "gpt", "--db", db)) &&
            succeeded(cli("import", demo("openpi_demo_gold_clusters.json"), "--db", db)) &&
            succeeded(cli("import", demo("openpi_demo_clusters_pred.json"), "--model", "gpt",
                          "--db", db));
        return ok ? db : QString();
    }

  private slots:
    void initTestCase() { QVERIFY2(es::test::engineReady(), es::test::kNoServer); }

    void everyTableAndChartWithTheReportsFigures()
    {
        QTemporaryDir dir;
        const QString db = demoProject(dir);
        QVERIFY(!db.isEmpty());
        const QString page = dir.filePath(QStringLiteral("report.html"));
        const QByteArray before = projectFingerprint(db);
        const Run r =
            cli("report", "--db", db, "--html", page, "--bootstrap", "200", "--seed", "7");
        QVERIFY(succeeded(r));
        // Without --json the plain-text report still goes to standard output.
        QVERIFY(r.out.contains("ESD: essential step detection"));
        // ESTER's agreement as the paper gives it, beside the type kappa: micro-F1 82/99 and
        // the causal questions' row (tst_ester_cli).
        QVERIFY(QRegularExpression(
                    QStringLiteral("Answers' pairwise micro-F1 \\(10 questions\\) +0\\.8283\\n"))
                    .match(QString::fromUtf8(r.out))
                    .hasMatch());
        QVERIFY(r.out.contains("(row %; 10 typed by two or more, 1 without a majority)"));
        QVERIFY(QRegularExpression(
                    QStringLiteral("\\n  causal +100\\.0% +0\\.0% +0\\.0% +0\\.0% +0\\.0%\\n"))
                    .match(QString::fromUtf8(r.out))
                    .hasMatch());
        QCOMPARE(projectFingerprint(db), before);

        const QString html = readText(page);
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.trimmed().endsWith(QStringLiteral("</html>")));
        for (const char *id : {"esd", "ester", "openpi"}) {
            QVERIFY2(html.contains(QStringLiteral("<h2 id=\"%1\">").arg(QLatin1String(id))), id);
        }
        QVERIFY(html.contains(QStringLiteral("200 resamples, seed 7")));
        QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));

        // ESD: counts, the dataset, agreement, Cohen, accuracy, pace, models; ESTER: counts,
        // types, models,
        // agreement, type agreement, the answers' micro-F1, the types against their typers'
        // majority, answers per question, tokens by type (the demo names
        // no writers: no validation tables), the splits, the demo split by type and its
        // n-grams (demo_ann_b holds ann_b's answers: no split of the data); OpenPI: counts,
        // salience, least agreeing, clusters, clusters as coreference, ratings given; and a
        // folded table of each rater pair's procedures.
        QCOMPARE(html.count(QStringLiteral("<table>")),
                 25 + html.count(QStringLiteral("<details>")));
        QVERIFY(html.contains(QStringLiteral("<h3>Labelling pace</h3>")));
        QVERIFY(html.contains(QStringLiteral("<h3>The dataset</h3>")));
        // ESD: heat map, drift, AUROC bars, ROC; ESTER: types, models, per type, the type
        // confusion against the majority, tokens,
        // questions and answers per question by type and split, the demo split's question
        // openings and answer n-grams; OpenPI: salience bars, least agreeing, clusters,
        // coreference F1, two rating histograms.
        const QList<QByteArray> svgs = charts(html);
        QCOMPARE(svgs.size(), 19);
        QCOMPARE(html.count(QStringLiteral("<img ")), svgs.size());
        for (const QByteArray &svg : svgs) {
            QVERIFY(svg.startsWith("<svg") || svg.startsWith("<?xml"));
            QVERIFY(wellFormed(svg));
        }
        // Error bars drawn for the intervals: every model's AUROC bar has one.
        QVERIFY(svgs.at(2).count("class=\"ci\"") >= 6);

        const Run j = cli("report", "--db", db, "--json", "--bootstrap", "200", "--seed", "7");
        QVERIFY(succeeded(j));
        const QJsonObject report = QJsonDocument::fromJson(j.out).object();
        const QJsonObject esd = report.value(QStringLiteral("esd")).toObject();
        QVERIFY(esd.value(QStringLiteral("models")).toArray().size() >= 6);
        for (const QJsonValue &v : esd.value(QStringLiteral("models")).toArray()) {
            const QJsonObject m = v.toObject();
            QVERIFY2(rowWith(html, {m.value(QStringLiteral("model")).toString(),
                                    fixed(m.value(QStringLiteral("auroc")).toDouble()),
                                    ciText(m.value(QStringLiteral("auroc_ci")))}),
                     qPrintable(m.value(QStringLiteral("model")).toString()));
        }
        // xmlEscape writes an apostrophe as &#39;.
        QVERIFY(rowWith(html, {QStringLiteral("Fleiss&#39; kappa"),
                               fixed(esd.value(QStringLiteral("fleiss_kappa")).toDouble()),
                               ciText(esd.value(QStringLiteral("fleiss_kappa_ci")))}));
        const QJsonObject steps = esd.value(QStringLiteral("dataset"))
                                      .toObject()
                                      .value(QStringLiteral("steps_per_goal"))
                                      .toObject();
        QVERIFY(
            rowWith(html, {QStringLiteral("Steps per goal"),
                           QString::number(steps.value(QStringLiteral("items")).toInt()),
                           QString::number(steps.value(QStringLiteral("mean")).toDouble(), 'f', 2),
                           QString::number(steps.value(QStringLiteral("min")).toInt()),
                           QString::number(steps.value(QStringLiteral("max")).toInt())}));
        QVERIFY(rowWith(html, {QStringLiteral("Gwet&#39;s AC1"),
                               fixed(esd.value(QStringLiteral("gwet_ac1")).toDouble()),
                               ciText(esd.value(QStringLiteral("gwet_ac1_ci")))}));
        for (const QJsonValue &v : esd.value(QStringLiteral("cohen_kappa")).toArray()) {
            const QJsonObject c = v.toObject();
            QVERIFY(rowWith(html, {c.value(QStringLiteral("a")).toString(),
                                   c.value(QStringLiteral("b")).toString(),
                                   fixed(c.value(QStringLiteral("kappa")).toDouble()),
                                   ciText(c.value(QStringLiteral("kappa_ci")))}));
        }

        const QJsonObject model = report.value(QStringLiteral("ester"))
                                      .toObject()
                                      .value(QStringLiteral("models"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QVERIFY(rowWith(html, {QStringLiteral("flan-t5-demo"), QStringLiteral("demo"),
                               QStringLiteral("all"),
                               fixed(model.value(QStringLiteral("token_f1")).toDouble()),
                               ciText(model.value(QStringLiteral("token_f1_ci"))),
                               fixed(model.value(QStringLiteral("hit1")).toDouble()),
                               ciText(model.value(QStringLiteral("hit1_ci"))),
                               fixed(model.value(QStringLiteral("em")).toDouble()),
                               ciText(model.value(QStringLiteral("em_ci")))}));
        const QJsonObject causal = model.value(QStringLiteral("by_type"))
                                       .toObject()
                                       .value(QStringLiteral("causal"))
                                       .toObject();
        QVERIFY(rowWith(html, {QStringLiteral("Causal"),
                               fixed(causal.value(QStringLiteral("token_f1")).toDouble()),
                               ciText(causal.value(QStringLiteral("token_f1_ci")))}));

        // The answers' micro-F1 with its interval, and the causal questions' row against the
        // majority (tst_ester_cli has the values from the reference script), in its heat map.
        const QJsonObject ester = report.value(QStringLiteral("ester")).toObject();
        const QJsonObject micro = ester.value(QStringLiteral("answer_micro_f1")).toObject();
        QVERIFY(rowWith(html, {QString::number(micro.value(QStringLiteral("comparisons")).toInt()),
                               fixed(micro.value(QStringLiteral("micro_f1")).toDouble()),
                               ciText(micro.value(QStringLiteral("micro_f1_ci")))}));
        QVERIFY(rowWith(html, {QStringLiteral("Causal"), QStringLiteral("100.0%"),
                               QStringLiteral("0.0%"), QStringLiteral(">3<")}));
        QVERIFY(svgs.at(7).contains("majority"));

        // The people beside the models, in the table and in both ESTER model charts.
        for (const QJsonValue &v : report.value(QStringLiteral("ester"))
                                       .toObject()
                                       .value(QStringLiteral("human"))
                                       .toArray()) {
            const QJsonObject h = v.toObject();
            const QString name =
                QStringLiteral("Human (%1)").arg(h.value(QStringLiteral("annotator")).toString());
            QVERIFY(rowWith(html, {name, QStringLiteral("all"),
                                   fixed(h.value(QStringLiteral("token_f1")).toDouble()),
                                   ciText(h.value(QStringLiteral("token_f1_ci")))}));
            QVERIFY(svgs.at(5).contains(name.toUtf8()));
            QVERIFY(svgs.at(6).contains(name.toUtf8()));
        }

        for (const QJsonValue &v : report.value(QStringLiteral("openpi"))
                                       .toObject()
                                       .value(QStringLiteral("salience"))
                                       .toArray()) {
            const QJsonObject s = v.toObject();
            const QJsonObject alpha = s.value(QStringLiteral("alpha_interval")).toObject();
            QVERIFY(rowWith(html, {fixed(s.value(QStringLiteral("global")).toDouble()),
                                   ciText(s.value(QStringLiteral("global_ci"))),
                                   fixed(s.value(QStringLiteral("local")).toDouble()),
                                   ciText(s.value(QStringLiteral("local_ci"))),
                                   fixed(alpha.value(QStringLiteral("global")).toDouble()),
                                   ciText(alpha.value(QStringLiteral("global_ci"))),
                                   fixed(alpha.value(QStringLiteral("local")).toDouble()),
                                   ciText(alpha.value(QStringLiteral("local_ci")))}));
            // The pair's folded table: every procedure with its r, lowest global r first.
            const QString title = QStringLiteral("<summary>%1 / %2: Pearson&#39;s r of ")
                                      .arg(s.value(QStringLiteral("a")).toString(),
                                           s.value(QStringLiteral("b")).toString());
            const qsizetype at = html.indexOf(title);
            QVERIFY2(at >= 0, qPrintable(title));
            const QString folded =
                html.mid(at, html.indexOf(QStringLiteral("</details>"), at) - at);
            const QJsonArray perProcedure = s.value(QStringLiteral("per_procedure")).toArray();
            QCOMPARE(folded.count(QStringLiteral("<tr>")), perProcedure.size() + 1);
            std::vector<double> shown;
            for (const QJsonValue &p : perProcedure) {
                const QJsonObject o = p.toObject();
                const auto cell = [](const QJsonValue &value) {
                    return value.isNull() ? QStringLiteral("n/a") : fixed(value.toDouble());
                };
                QVERIFY(rowWith(folded, {o.value(QStringLiteral("procedure")).toString(),
                                         cell(o.value(QStringLiteral("global"))),
                                         cell(o.value(QStringLiteral("local")))}));
                if (!o.value(QStringLiteral("global")).isNull()) {
                    shown.push_back(o.value(QStringLiteral("global")).toDouble());
                }
            }
            std::sort(shown.begin(), shown.end());
            const QString firstRow =
                folded.section(QStringLiteral("<tbody>"), 1).section(QStringLiteral("</tr>"), 0, 0);
            QVERIFY2(firstRow.contains(fixed(shown.front())), qPrintable(firstRow));
        }
        QVERIFY(html.count(QStringLiteral("<details>")) >= 3);
        const QJsonObject cluster = report.value(QStringLiteral("openpi"))
                                        .toObject()
                                        .value(QStringLiteral("clusters"))
                                        .toArray()
                                        .at(0)
                                        .toObject();
        QVERIFY(rowWith(html, {fixed(cluster.value(QStringLiteral("precision")).toDouble()),
                               fixed(cluster.value(QStringLiteral("recall")).toDouble()),
                               fixed(cluster.value(QStringLiteral("f1")).toDouble())}));
        // The same clustering as coreference, each measure a row with its intervals, and
        // error bars on the coreference chart.
        const std::pair<const char *, QString> measures[] = {{"muc", QStringLiteral("MUC")},
                                                             {"b_cubed", QStringLiteral("B-cubed")},
                                                             {"ceaf_e", QStringLiteral("CEAF-e")}};
        for (const auto &[key, name] : measures) {
            const QJsonObject m = cluster.value(QLatin1String(key)).toObject();
            QVERIFY(m.contains(QStringLiteral("f1_ci")));
            QVERIFY2(rowWith(html, {name, fixed(m.value(QStringLiteral("precision")).toDouble()),
                                    ciText(m.value(QStringLiteral("precision_ci"))),
                                    fixed(m.value(QStringLiteral("recall")).toDouble()),
                                    ciText(m.value(QStringLiteral("recall_ci"))),
                                    fixed(m.value(QStringLiteral("f1")).toDouble()),
                                    ciText(m.value(QStringLiteral("f1_ci")))}),
                     key);
        }
        const auto coreference = std::find_if(svgs.begin(), svgs.end(), [](const QByteArray &svg) {
            return svg.contains("MUC");
        });
        QVERIFY(coreference != svgs.end() && coreference->count("class=\"ci\"") >= 3);

        // The same options give the same page (bar the generation time).
        const QString again = dir.filePath(QStringLiteral("again.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", again, "--bootstrap", "200", "--seed",
                              "7", "--json")));
        static const QRegularExpression generated(QStringLiteral("Generated [^.]*\\."));
        QCOMPARE(readText(again).remove(generated), QString(html).remove(generated));
    }

    void esterWorkerValidation()
    {
        // The hand-made train-shape split names writers W_ALPHA (2 questions) and W_BETA (1).
        QTemporaryDir dir;
        const QString db = projectLocation(dir.filePath(QStringLiteral("validation.eventscope")));
        QVERIFY(succeeded(
            cli("import",
                es::test::sourcePath(QStringLiteral("tests/cli/fixtures/ester_train_shape.json")),
                "--db", db)));
        {
            es::db::Project p(db.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::EsterStore store(p);
            const auto snap = store.load({.text = false});
            // W_ALPHA: one valid, one invalid (a wrong answer); W_BETA: valid.
            store.setReview(snap.questions[0].id, "ann_a", es::db::EsterReviewValue{true, {}, {}});
            store.setReview(snap.questions[1].id, "ann_a",
                            es::db::EsterReviewValue{
                                false, {}, es::metrics::ester::InvalidReason::WrongAnswer});
            store.setReview(snap.questions[2].id, "ann_a", es::db::EsterReviewValue{true, {}, {}});
        }
        const QString page = dir.filePath(QStringLiteral("validation.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", page, "--bootstrap", "0")));
        const QString html = readText(page);
        QVERIFY(html.contains(QStringLiteral("Worker validation")));
        QVERIFY(
            rowWith(html, {QStringLiteral("W_ALPHA"), QStringLiteral("2"), QStringLiteral("2"),
                           QStringLiteral("1"), QStringLiteral("0.500"), QStringLiteral("yes")}));
        QVERIFY(rowWith(html, {QStringLiteral("W_BETA"), QStringLiteral("1"), QStringLiteral("1"),
                               QStringLiteral("1"), QStringLiteral("1.000")}));
        QVERIFY(rowWith(html, {QStringLiteral("Wrong answer")}));
        const QList<QByteArray> svgs = charts(html);
        // Types, tokens; validity and questions per writer; the split's questions and answers
        // by type, its question openings and answer n-grams.
        QCOMPARE(svgs.size(), 8);
        const auto validity = std::find_if(svgs.begin(), svgs.end(), [](const QByteArray &svg) {
            return svg.contains("QA validity by writer");
        });
        QVERIFY(validity != svgs.end());
        QVERIFY(wellFormed(*validity));
        QCOMPARE(validity->count("class=\"reference\""), 1);
        QVERIFY(validity->contains("90% threshold"));
        QCOMPARE(validity->count("class=\"bar\""), 2);
        QVERIFY(validity->contains("below the threshold"));
        QVERIFY(std::any_of(svgs.begin(), svgs.end(), [](const QByteArray &svg) {
            return svg.contains("Questions per writer") && svg.contains("W_ALPHA");
        }));
    }

    void schemataRecallAboveOneIsExplained()
    {
        // Demo procedure d1 has 9 gold attribute clusters, 3 of them coffee's. evaluate_schema.py
        // counts coffee's 3 once for each step predicting coffee: one step gives recall 3/9,
        // four steps 12/9 (worked by hand from the script's loops; `report --json` agrees).
        QTemporaryDir dir;
        const QString db = projectLocation(dir.filePath(QStringLiteral("schemata.eventscope")));
        QVERIFY(succeeded(cli("import", demo("openpi_demo.json"), "--db", db)));
        const auto pageFor = [&](int steps) {
            const QString file = dir.filePath(QStringLiteral("schemata_%1.json").arg(steps));
            QFile f(file);
            if (!f.open(QIODevice::WriteOnly)) {
                return QString();
            }
            QStringList list;
            for (int i = 0; i < steps; ++i) {
                list << QStringLiteral(R"({"coffee": ["temperature", "existence", "location"]})");
            }
            f.write(QStringLiteral(R"({"d1": [%1]})").arg(list.join(QLatin1Char(','))).toUtf8());
            f.close();
            const QString page = dir.filePath(QStringLiteral("schemata_%1.html").arg(steps));
            if (!succeeded(cli("import", file, "--model", "m", "--db", db)) ||
                !succeeded(cli("report", "--db", db, "--dataset", "openpi", "--html", page,
                               "--bootstrap", "0"))) {
                return QString();
            }
            return readText(page);
        };
        const QString note = QStringLiteral("A global attribute recall above 1");
        const QString one = pageFor(1);
        QVERIFY(rowWith(one, {QStringLiteral("m"), QStringLiteral("without"), QStringLiteral("1"),
                              QStringLiteral("1.000"), QStringLiteral("0.200")}));
        QVERIFY(rowWith(one, {QStringLiteral("0.333"), QStringLiteral("0.500")}));
        QVERIFY(!one.contains(note));
        const QString four = pageFor(4);
        // Entity P, R, F1, then attribute P 1, R 12/9, F1 2 x 1 x 4/3 / (7/3) = 8/7.
        QVERIFY(rowWith(four, {QStringLiteral("1.000"), QStringLiteral("0.200"),
                               QStringLiteral("0.333"), QStringLiteral("1.000"),
                               QStringLiteral("1.333"), QStringLiteral("1.143")}));
        QVERIFY(four.contains(note));
        const QList<QByteArray> svgs = charts(four);
        const auto chart = std::find_if(svgs.begin(), svgs.end(), [](const QByteArray &svg) {
            return svg.contains("Predicted schemata, F1");
        });
        QVERIFY(chart != svgs.end());
        QVERIFY(wellFormed(*chart));
    }

    void markupInDataIsShownAsText()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hostile.jsonl"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const char *annotators[] = {"<script>alert(1)</script>", "b&b", "ann \"c\""};
            const int labels[][3] = {{1, 1, 1}, {1, 0, 1}, {0, 0, 0},
                                     {1, 1, 0}, {0, 0, 1}, {1, 1, 1}};
            for (int p = 0; p < 6; ++p) {
                QJsonObject l;
                for (int a = 0; a < 3; ++a) {
                    l.insert(QString::fromUtf8(annotators[a]), labels[p][a]);
                }
                const QString id = QStringLiteral("p%1").arg(p);
                f.write(QJsonDocument(
                            QJsonObject{{QStringLiteral("id"), id},
                                        {QStringLiteral("goal"), QStringLiteral("<b>goal</b>")},
                                        {QStringLiteral("step"), QStringLiteral("step %1").arg(p)},
                                        {QStringLiteral("labels"), l}})
                            .toJson(QJsonDocument::Compact) +
                        "\n");
                f.write(
                    QJsonDocument(QJsonObject{{QStringLiteral("id"), id},
                                              {QStringLiteral("model"),
                                               QStringLiteral("<img src=x onerror=alert(2)>")},
                                              {QStringLiteral("setting"), QStringLiteral("full")},
                                              {QStringLiteral("score"), 0.1 * p}})
                        .toJson(QJsonDocument::Compact) +
                    "\n");
            }
        }
        const QString db = projectLocation(dir.filePath(QStringLiteral("hostile.eventscope")));
        QVERIFY(succeeded(cli("import", file, "--db", db)));
        const QString page = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", page)));
        const QString html = readText(page);
        QVERIFY(!html.isEmpty());
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("<img src=x")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
        QVERIFY(html.contains(QStringLiteral("&lt;img src=x onerror=alert(2)&gt;")));
        QVERIFY(html.contains(QStringLiteral("b&amp;b")));
        QVERIFY(html.contains(QStringLiteral("ann &quot;c&quot;")));
        const QList<QByteArray> svgs = charts(html);
        QVERIFY(!svgs.isEmpty());
        for (const QByteArray &svg : svgs) {
            QVERIFY(wellFormed(svg));
            QVERIFY(!svg.contains("<script"));
            QVERIFY(!svg.contains("<img"));
        }
    }

    void blindViewHoldsOnlyThePersonsWork()
    {
        QTemporaryDir dir;
        const QString db = projectLocation(dir.filePath(QStringLiteral("esd.eventscope")));
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", db)));
        QVERIFY(succeeded(cli("role", "ann_a", "annotator", "--db", db)));
        const QString page = dir.filePath(QStringLiteral("blind.html"));
        QVERIFY(succeeded(cli("report", "--db", db, "--html", page, "--as", "ann_a")));
        const QString html = readText(page);
        QVERIFY(html.contains(QStringLiteral("The blind view of ann_a")));
        QVERIFY(html.contains(QStringLiteral("ann_a")));
        QVERIFY(!html.contains(QStringLiteral("ann_b")));
        QVERIFY(!html.contains(QStringLiteral("ann_c")));
        for (const QByteArray &svg : charts(html)) {
            QVERIFY(!svg.contains("ann_b"));
            QVERIFY(!svg.contains("ann_c"));
        }
    }

    void unwritablePageIsAnErrorAndChangesNothing()
    {
        QTemporaryDir dir;
        const QString db = projectLocation(dir.filePath(QStringLiteral("esd.eventscope")));
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", db)));
        const QByteArray before = projectFingerprint(db);
        const QString page = dir.filePath(QStringLiteral("no/such/folder/report.html"));
        const Run r = cli("report", "--db", db, "--html", page);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(page.toUtf8()));
        QCOMPARE(r.err.trimmed().count('\n'), 0);
        QCOMPARE(projectFingerprint(db), before);
        QVERIFY(!QFile::exists(page));
    }
};

QTEST_GUILESS_MAIN(TestHtmlReport)
#include "tst_html_report.moc"
