// buildProjectReport's inputs: a report of every dataset frees one dataset's snapshot only
// when another one that holds anything follows, and leaves the last one to its caller.
#include "db/demo_project.h"
#include "db/esd/esd_format.h"
#include "db/ester/ester_store.h"
#include "db/import.h"
#include "db/openpi/openpi_store.h"
#include "report/project_report.h"

#include <QTemporaryDir>
#include <QTest>

using namespace es;

namespace {

bool holds(const report::ProjectReport &r, const void *input)
{
    for (const auto &kept : r.inputs) {
        if (kept.get() == input) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestProjectReport : public QObject
{
    Q_OBJECT

  private slots:
    void emptyProjectHoldsNoDataset()
    {
        QTemporaryDir dir;
        db::Project p(dir.filePath(QStringLiteral("empty.eventscope")).toStdString(),
                      db::Project::Open::CreateIfMissing);
        QVERIFY(!db::EsterStore(p).holdsAny());
        QVERIFY(!db::OpenPiStore(p).holdsAny());
    }

    // The demo holds data of every dataset: only the last one's inputs are kept.
    void eachDatasetIsFreedBeforeTheNext()
    {
        QTemporaryDir dir;
        db::Project p(dir.filePath(QStringLiteral("demo.eventscope")).toStdString(),
                      db::Project::Open::CreateIfMissing);
        db::seedDemoProject(p);
        QVERIFY(db::EsterStore(p).holdsAny());
        QVERIFY(db::OpenPiStore(p).holdsAny());
        const Inputs seen = report(p);
        QVERIFY(seen.report.json.contains("esd"));
        QVERIFY(seen.report.json.contains("ester"));
        QVERIFY(seen.report.json.contains("openpi"));
        QVERIFY(!holds(seen.report, seen.esd));
        QVERIFY(!holds(seen.report, seen.ester));
        QVERIFY(holds(seen.report, seen.openPi));
    }

    // With nothing after it, the ESD snapshot is left to the caller, not freed on the way.
    void theLastDatasetHoldingDataIsKept()
    {
        QTemporaryDir dir;
        db::Project p(dir.filePath(QStringLiteral("esd.eventscope")).toStdString(),
                      db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        batch.esd.push_back(db::parseEsdJsonLines(db::demoEsdJsonLines(), "esd_demo.jsonl"));
        db::importAll(p, batch, "test");
        QVERIFY(!db::EsterStore(p).holdsAny());
        QVERIFY(!db::OpenPiStore(p).holdsAny());
        const Inputs seen = report(p);
        QVERIFY(seen.report.json.contains("esd"));
        QVERIFY(!seen.report.json.contains("ester"));
        QVERIFY(holds(seen.report, seen.esd));
    }

  private:
    struct Inputs
    {
        report::ProjectReport report;
        const void *esd = nullptr;
        const void *ester = nullptr;
        const void *openPi = nullptr;
    };
    static Inputs report(db::Project &p)
    {
        Inputs seen;
        report::ReportHooks hooks;
        hooks.esd = [&](const db::EsdSnapshot &s, const metrics::EsdStatistics &) {
            seen.esd = &s;
        };
        hooks.ester = [&](const db::EsterSnapshot &s, const db::EsterAnalysis &) {
            seen.ester = &s;
        };
        hooks.openPi = [&](const db::OpenPiSnapshot &s, const db::OpenPiAnalysis &) {
            seen.openPi = &s;
        };
        report::ReportRequest request;
        request.bootstrap.resamples = 0;
        auto r = report::buildProjectReport(p, request, hooks);
        if (r) {
            seen.report = std::move(*r);
        }
        return seen;
    }
};

QTEST_APPLESS_MAIN(TestProjectReport)
#include "tst_project_report.moc"
