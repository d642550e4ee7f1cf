// buildProjectReport's inputs: a report of every dataset frees one dataset's snapshot only
// when another one that holds anything follows, and leaves the last one to its caller.
// Freed snapshots are told by how many inputs are left: the address of a freed one may be
// a live one's by then.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/esd/esd_format.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/openpi/openpi_format.h"
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
        QVERIFY(holds(seen.report, seen.openPi));
        QCOMPARE(seen.report.inputs.size(), std::size_t{2});
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
        QVERIFY(holds(seen.report, seen.openPi));
        QCOMPARE(seen.report.inputs.size(), std::size_t{2});
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
        QVERIFY(holds(seen.report, seen.esd));
    }

  private:
    struct Inputs
    {
        report::ProjectReport report;
        const void *esd = nullptr;
        const void *openPi = nullptr;
    };
    static Inputs report(db::Project &p)
    {
        Inputs seen;
        report::ReportHooks hooks;
        hooks.esd = [&](const db::EsdSnapshot &s, const metrics::EsdStatistics &) {
            seen.esd = &s;
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
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

    QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestProjectReport)
#include "tst_project_report.moc"
