// buildProjectReport's inputs: a report of every dataset frees one dataset's snapshot only
// when another one that holds anything follows, and leaves the last one to its caller.
// Freed snapshots are told by how many inputs are left: the address of a freed one may be
// a live one's by then.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/openpi/openpi_format.h"
#include "db/openpi/openpi_store.h"
#include "metrics/normal_intervals.h"
#include "report/confidence.h"
#include "report/palette.h"
#include "report/project_report.h"

#include <QByteArray>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <tuple>

using namespace es;

namespace {

// Every `<key>_ci` under `json`, by the dataset it belongs to, with its `<key>_ci_method`
// ("" for none).
void collectIntervals(
    const nlohmann::ordered_json &json, const std::string &dataset,
    std::vector<std::tuple<std::string, std::string, nlohmann::ordered_json>> &out)
{
    if (json.is_object()) {
        for (auto it = json.begin(); it != json.end(); ++it) {
            const std::string &key = it.key();
            if (key.size() > 3 && key.ends_with("_ci")) {
                const auto method = json.find(key + "_method");
                out.emplace_back(dataset + " " + key,
                                 method == json.end() ? "" : method->get<std::string>(),
                                 it.value());
            } else {
                // Alpha's intervals are named apart from the correlations' of the same keys.
                collectIntervals(it.value(), key == "alpha_interval" ? dataset + " alpha" : dataset,
                                 out);
            }
        }
    } else if (json.is_array()) {
        for (const auto &v : json) {
            collectIntervals(v, dataset, out);
        }
    }
}

db::EsdBatch demoEsd()
{
    return db::parseEsdJsonLines(db::demoEsdJsonLines(), "esd_demo.jsonl");
}

db::OpenPiImportJob demoOpenPi()
{
    return {{},
            db::parseOpenPiProcedures(
                db::readInputFile(es::test::demo("openpi_demo.json").toStdString()),
                "openpi_demo.json", db::OpenPiRaterKind::None)};
}

} // namespace

class TestProjectReport : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void emptyProjectHoldsNoDataset()
    {
        db::Project p(path("empty.eventscope"), db::Project::Open::CreateIfMissing);
        QVERIFY(!db::EsterStore(p).holdsAny());
        QVERIFY(!db::OpenPiStore(p).holdsAny());
    }

    // The demo holds data of every dataset: only the last one's snapshot and analysis are
    // kept.
    void eachDatasetIsFreedBeforeTheNext()
    {
        db::Project p(path("demo.eventscope"), db::Project::Open::CreateIfMissing);
        db::seedDemoProject(p);
        QVERIFY(db::EsterStore(p).holdsAny());
        QVERIFY(db::OpenPiStore(p).holdsAny());
        const Inputs seen = report(p);
        QVERIFY(seen.report.json.contains("esd"));
        QVERIFY(seen.report.json.contains("ester"));
        QVERIFY(seen.report.json.contains("openpi"));
        // The OpenPI snapshot and analysis, the last loaded: each before was freed.
        QCOMPARE(seen.report.inputs.size(), std::size_t{2});
        QVERIFY(seen.report.openPi.has_value());
    }

    // No ESTER question between them: the ESD inputs are still freed before the OpenPI
    // snapshot is loaded.
    void anEmptyDatasetBetweenFreesNothingBeforeTheNext()
    {
        db::Project p(path("esd_openpi.eventscope"), db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        batch.esd.push_back(demoEsd());
        batch.openpi.push_back(demoOpenPi());
        db::importAll(p, batch, "test");
        QVERIFY(!db::EsterStore(p).holdsAny());
        QVERIFY(db::OpenPiStore(p).holdsAny());
        const Inputs seen = report(p);
        QVERIFY(seen.report.json.contains("esd"));
        QVERIFY(!seen.report.json.contains("ester"));
        QVERIFY(seen.report.json.contains("openpi"));
        // The OpenPI snapshot and analysis, the last loaded: each before was freed.
        QCOMPARE(seen.report.inputs.size(), std::size_t{2});
        QVERIFY(seen.report.openPi.has_value());
    }

    // With every figure's interval a large-sample one, each is named, by the method of its
    // kind of figure; ESTER's token F1 is the mean's over the rater's scored questions.
    // The bootstrap's go unnamed.
    void largeSampleIntervalsAreNamed()
    {
        db::Project p(path("demo_intervals.eventscope"), db::Project::Open::CreateIfMissing);
        db::seedDemoProject(p);
        std::optional<metrics::Interval> firstTokenF1;
        {
            // The per-question scores the interval is made from, read beside the report.
            const db::EsterAnalysis a = db::analyseEster(db::EsterStore(p).load({.text = false}));
            std::vector<double> f1;
            for (const auto &q : a.stats.evaluations.at(0).scores) {
                f1.push_back(q.tokenF1);
            }
            firstTokenF1 = metrics::meanNormalInterval(f1, 0.95);
        }
        report::ReportRequest request;
        request.bootstrap.analyticFrom = 0;
        auto analytic = report::buildProjectReport(p, request);
        QVERIFY(analytic && firstTokenF1);
        std::vector<std::tuple<std::string, std::string, nlohmann::ordered_json>> found;
        for (const char *dataset : {"esd", "ester", "openpi"}) {
            collectIntervals(analytic->json[dataset], dataset, found);
        }
        QVERIFY(found.size() > 10);
        bool sawTokenF1 = false;
        for (const auto &[where, method, value] : found) {
            // The clusters' coreference figures (precision, recall, F1 of MUC, B-cubed and
            // CEAF-e), sums over procedures, take the jackknife's; so do the state
            // agreement's F1 and exact match, ratios of sums over procedures, and the
            // answers' micro-F1, a sum over questions.
            const bool coreference = where == "openpi precision_ci" ||
                                     where == "openpi recall_ci" || where == "openpi f1_ci" ||
                                     where == "openpi exact_match_ci" ||
                                     where == "ester micro_f1_ci";
            const std::string expected = where.starts_with("esd auroc") ? "delong"
                                         : where.starts_with("esd") || coreference ||
                                                 where.starts_with("openpi alpha")
                                             ? "jackknife"
                                             : "standard_error";
            QVERIFY2(method == expected, (where + ": " + method).c_str());
            sawTokenF1 = sawTokenF1 || (where == "ester token_f1_ci" &&
                                        value[0].get<double>() == firstTokenF1->lo &&
                                        value[1].get<double>() == firstTokenF1->hi);
        }
        QVERIFY(sawTokenF1);
        QVERIFY(std::any_of(found.begin(), found.end(), [](const auto &f) {
            return std::get<0>(f) == "openpi alpha local_ci";
        }));

        request.bootstrap.analyticFrom = SIZE_MAX;
        auto bootstrapped = report::buildProjectReport(p, request);
        QVERIFY(bootstrapped);
        std::vector<std::tuple<std::string, std::string, nlohmann::ordered_json>> resampled;
        for (const char *dataset : {"esd", "ester", "openpi"}) {
            collectIntervals(bootstrapped->json[dataset], dataset, resampled);
        }
        QVERIFY(resampled.size() > 10); // fewer: a bootstrap undefined in most resamples gives none
        for (const auto &[where, method, value] : resampled) {
            QVERIFY2(method.empty(), where.c_str());
        }
    }

    // A cancelled computation gives no interval at all, large-sample ones included.
    void cancelledIntervalsAreNone()
    {
        db::Project p(path("esd_cancel.eventscope"), db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        batch.esd.push_back(demoEsd());
        db::importAll(p, batch, "test");
        const db::EsdSnapshot snap = db::EsdStore(p).load({});
        const metrics::EsdStatistics st = db::esdStatistics(snap);
        metrics::BootstrapOptions options;
        options.analyticFrom = 0;
        QVERIFY(report::esdIntervals(snap, st, options).fleissKappa);
        std::atomic<bool> cancel{true};
        options.cancel = &cancel;
        const report::EsdIntervals none = report::esdIntervals(snap, st, options);
        QVERIFY(!none.fleissKappa);
        for (const auto &i : none.auroc) {
            QVERIFY(!i);
        }
    }

    // A snapshot whose models are not ranked yet (EsdModelScores::order empty) still gets
    // DeLong's interval, the same as a ranked one's.
    void unrankedModelsGetTheirInterval()
    {
        db::Project p(path("esd_unranked.eventscope"), db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        batch.esd.push_back(demoEsd());
        db::importAll(p, batch, "test");
        db::EsdSnapshot snap = db::EsdStore(p).load({});
        metrics::EsdStatistics st = db::esdStatistics(snap);
        for (auto &m : st.models) {
            m.roc.deLongVariance =
                std::numeric_limits<double>::quiet_NaN(); // as the live statistics
        }
        metrics::BootstrapOptions options;
        options.analyticFrom = 0;
        const report::EsdIntervals ranked = report::esdIntervals(snap, st, options);
        for (auto &m : snap.models) {
            m.order = {};
        }
        const report::EsdIntervals unranked = report::esdIntervals(snap, st, options);
        QVERIFY(!ranked.auroc.empty());
        for (std::size_t i = 0; i < ranked.auroc.size(); ++i) {
            QVERIFY(ranked.auroc[i] && unranked.auroc[i]);
            QCOMPARE(unranked.auroc[i]->lo, ranked.auroc[i]->lo);
            QCOMPARE(unranked.auroc[i]->hi, ranked.auroc[i]->hi);
        }
    }

    // With nothing after it, the ESD snapshot is left to the caller, not freed on the way.
    void theLastDatasetHoldingDataIsKept()
    {
        db::Project p(path("esd.eventscope"), db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        batch.esd.push_back(demoEsd());
        db::importAll(p, batch, "test");
        QVERIFY(!db::EsterStore(p).holdsAny());
        QVERIFY(!db::OpenPiStore(p).holdsAny());
        const Inputs seen = report(p);
        QVERIFY(seen.report.json.contains("esd"));
        QVERIFY(!seen.report.json.contains("ester"));
        // The ESD snapshot and its statistics, then the empty ESTER and OpenPI snapshots
        // (freeing before a dataset that holds data would have left those two alone).
        QCOMPARE(seen.report.inputs.size(), std::size_t(4));
        QVERIFY(seen.report.esd.has_value());
    }

    // Full and Core have the AUROC bars' colours in the ROC curves too (blue and orange,
    // report/palette.h), and one model's two curves share their dashes.
    void rocCurvesAreColouredBySetting()
    {
        db::Project p(path("colours.eventscope"), db::Project::Open::CreateIfMissing);
        db::seedDemoProject(p);
        report::ReportRequest request;
        request.dataset = "esd";
        request.figures = true;
        request.bootstrap.resamples = 0;
        const auto r = report::buildProjectReport(p, request);
        QVERIFY(r);
        QVERIFY(r->esd->roc.size() >= 4);
        std::map<std::string, std::size_t> dashOf;
        std::set<std::size_t> dashes;
        for (const report::Curve &line : r->esd->roc) {
            const bool core = line.name.ends_with("(core)");
            QVERIFY2(core || line.name.ends_with("(full)"), line.name.c_str());
            QCOMPARE(line.colour, std::optional<std::size_t>(core ? 1 : 0));
            const std::string model = line.name.substr(0, line.name.rfind(" ("));
            QCOMPARE(dashOf.emplace(model, line.dash).first->second, line.dash);
            dashes.insert(line.dash);
        }
        QCOMPARE(dashes.size(), dashOf.size());
        // The page draws them so: every ROC polyline in a setting's colour.
        const std::string html = report::projectHtmlReport(*r, request, "colours");
        // Charts are images: the one whose text says it shows each model's ROC curve.
        const std::size_t alt = html.find("alt=\"Each model&#39;s ROC curve\"");
        QVERIFY(alt != std::string::npos);
        const std::string marker = "base64,";
        const std::size_t data = html.rfind(marker, alt) + marker.size();
        const std::string svg =
            QByteArray::fromBase64(QByteArray::fromStdString(html.substr(data, html.find('"', data) - data)))
                .toStdString();
        std::size_t lines = 0;
        for (std::size_t at = svg.find("<polyline"); at != std::string::npos;
             at = svg.find("<polyline", at + 1)) {
            const std::string stroke = svg.substr(svg.find("stroke=\"", at) + 8, 7);
            QVERIFY2(stroke == report::seriesColour(0) || stroke == report::seriesColour(1),
                     stroke.c_str());
            ++lines;
        }
        QCOMPARE(lines, r->esd->roc.size());
    }

  private:
    struct Inputs
    {
        report::ProjectReport report;
    };
    static Inputs report(db::Project &p)
    {
        Inputs seen;
        report::ReportRequest request;
        request.bootstrap.resamples = 0;
        auto r = report::buildProjectReport(p, request);
        if (r) {
            seen.report = std::move(*r);
        }
        return seen;
    }
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

    QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestProjectReport)
#include "tst_project_report.moc"
