// The ESTER statistics' Seeds tab: each model whose predictions were imported as runs over
// seeds, with the mean and sample standard deviation of its runs' figures, following the
// project as runs are added. Set EVENTSCOPE_SCREENSHOTS=DIR to keep a PNG of the window.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/import.h"
#include "db/project.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/seeds_model.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace es;
using namespace es::widgets;

namespace {

// Predictions for the demo split: its gold answers, or one answer no gold shares a token with.
std::string demoPredictions(bool gold)
{
    QFile f(es::test::sourcePath(QStringLiteral("resources/demo/ester_demo.json")));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    QJsonArray out;
    for (const QJsonValue &record : QJsonDocument::fromJson(f.readAll()).array()) {
        out.append(gold ? record.toObject()[QStringLiteral("answer_texts")].toArray()
                        : QJsonArray{QStringLiteral("zzz")});
    }
    return QJsonDocument(out).toJson().toStdString();
}

void importSeed(const QString &project, bool gold, const char *seed)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::ImportOptions options;
    options.model = "flan-t5";
    options.split = "demo";
    options.seed = seed;
    const std::string path = std::string("seed") + seed + ".json";
    const std::string content = demoPredictions(gold);
    db::ImportBatch batch;
    db::addImportFile(batch, path, content,
                      db::importFileNeeds(path, content, db::InputFormat::EsterPredictions),
                      options);
    db::importAll(p, batch, "test");
}

QString cell(const QAbstractItemModel *m, int row, int column)
{
    return m->index(row, column).data().toString();
}

} // namespace

class TestEsterSeedsGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;

  private slots:
    // Runs scored 1 and 0 (the gold answers, and answers sharing no token with them): token F1
    // and EM mean 1/2, sample sd sqrt(((1/2)^2 + (1/2)^2) / 1) = 0.7071. A third run scored
    // 1: mean 2/3, sd sqrt((2 (1/3)^2 + (2/3)^2) / 2) = sqrt(1/3) = 0.5774.
    void seedsFollowTheProject()
    {
        const QString db = dir_.filePath(QStringLiteral("seeds.eventscope"));
        {
            db::Project p(db.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(p);
        }
        importSeed(db, true, "1");
        importSeed(db, false, "2");
        MainWindow window;
        QString error;
        QVERIFY2(window.openProject(db, false, false, &error), qPrintable(error));
        window.signIn(QStringLiteral("zoe"));
        window.showDataset(1);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        EsterStatisticsPanel *stats = window.esterStatistics();
        QTableView *view = stats->seeds();
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QAbstractItemModel *m = view->model();
        // One row: the demo's own model stands alone, no one's seed.
        QTRY_COMPARE(m->rowCount(), 1);
        QCOMPARE(cell(m, 0, SeedsModel::ModelColumn), QStringLiteral("flan-t5"));
        QCOMPARE(cell(m, 0, SeedsModel::SplitColumn), QStringLiteral("demo"));
        QCOMPARE(cell(m, 0, SeedsModel::RunsColumn), QStringLiteral("2"));
        QCOMPARE(cell(m, 0, SeedsModel::TokenF1Column), QStringLiteral("0.500 ± 0.707"));
        QCOMPARE(cell(m, 0, SeedsModel::EmColumn), QStringLiteral("0.500 ± 0.707"));
        QCOMPARE(cell(m, 0, SeedsModel::SeedsColumn),
                 QStringLiteral("flan-t5 seed 1, flan-t5 seed 2"));
        stats->tabs()->setCurrentWidget(view);
        view->setCurrentIndex(m->index(0, SeedsModel::TokenF1Column));
        es::test::screenshot(&window, QStringLiteral("ester_seeds"));

        // A third run read at the next sign-in updates the row in place: it stays current.
        importSeed(db, true, "3");
        window.signIn(QStringLiteral("zoe"));
        QTRY_COMPARE(cell(m, 0, SeedsModel::RunsColumn), QStringLiteral("3"));
        QCOMPARE(cell(m, 0, SeedsModel::TokenF1Column), QStringLiteral("0.667 ± 0.577"));
        QCOMPARE(view->currentIndex().row(), 0);
    }
};

QTEST_MAIN(TestEsterSeedsGui)
#include "tst_ester_seeds_gui.moc"
