// The OpenPI statistics' States tab on the demo project (ann_a and ann_b wrote the states
// of d1 and d3, the gold lists d3's): the table and the bars show what `report --json`
// says, before and after an edit and its undo, the bars carry its intervals, and a bar
// lists the pair's procedures lowest F1 first with the worst one open.
// Set OPENPI_SCREENSHOTS=DIR to keep PNGs of the window at 1280x800 and 1920x1080.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/project.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/state_agreement_model.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QJsonArray>
#include <QJsonObject>
#include <QListView>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace es;
using namespace es::widgets;

namespace {

QString cell(const QAbstractItemModel *m, int row, int column)
{
    return m->index(row, column).data().toString();
}

// A JSON figure as the table writes it.
QString shown(const QJsonValue &v)
{
    return v.isNull() ? QStringLiteral("n/a") : figureText(v.toDouble());
}

} // namespace

class TestOpenPiStatesStatsGui : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString db_;
    std::unique_ptr<MainWindow> window_;

    // Every row of the table and every bar against the report's rows, as `as` sees them
    // (empty: everyone's).
    void showsTheReport(const QString &as = {})
    {
        const QJsonObject report = test::datasetReport(
            db_, QStringLiteral("openpi"),
            as.isEmpty() ? QStringList{} : QStringList{QStringLiteral("--as"), as});
        const QJsonArray rows = report[QStringLiteral("state_agreement")].toArray();
        OpenPiStatisticsPanel *stats = window_->openPiStatistics();
        const QAbstractItemModel *m = stats->stateModel();
        QCOMPARE(m->rowCount(), rows.size());
        auto *series = qobject_cast<QBarSeries *>(stats->stateChart()->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->barSets().size(), 2);
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonValue r = rows[i];
            QCOMPARE(cell(m, i, StateAgreementModel::FirstColumn),
                     r[QStringLiteral("a")].toString());
            QCOMPARE(cell(m, i, StateAgreementModel::SecondColumn),
                     r[QStringLiteral("b")].toString());
            QCOMPARE(cell(m, i, StateAgreementModel::ProceduresColumn),
                     QString::number(r[QStringLiteral("procedures")].toInt()));
            QCOMPARE(cell(m, i, StateAgreementModel::ChangesColumn),
                     QStringLiteral("%1 / %2")
                         .arg(r[QStringLiteral("changes_a")].toInt())
                         .arg(r[QStringLiteral("changes_b")].toInt()));
            QCOMPARE(cell(m, i, StateAgreementModel::PairedColumn),
                     QString::number(r[QStringLiteral("matched")].toInt()));
            const std::pair<int, const char *> figures[] = {
                {StateAgreementModel::PrecisionColumn, "precision"},
                {StateAgreementModel::RecallColumn, "recall"},
                {StateAgreementModel::F1Column, "f1"},
                {StateAgreementModel::ExactColumn, "exact_match"},
                {StateAgreementModel::SameStepsColumn, "same_step_share"}};
            for (const auto &[column, key] : figures) {
                QCOMPARE(cell(m, i, column), shown(r[QLatin1String(key)]));
            }
            QCOMPARE(series->barSets()[0]->at(i), r[QStringLiteral("f1")].toDouble());
            QCOMPARE(series->barSets()[1]->at(i), r[QStringLiteral("exact_match")].toDouble());
        }
        // The intervals drawn are the report's (the same 1000 resamples and seed).
        QTRY_VERIFY_WITH_TIMEOUT(!stats->intervalsPending(), 20000);
        int intervals = 0;
        for (const QJsonValue &r : rows) {
            intervals += r.toObject().contains(QStringLiteral("f1_ci")) +
                         r.toObject().contains(QStringLiteral("exact_match_ci"));
        }
        const QList<DrawnErrorBar> drawn = stats->errorBars(QStringLiteral("states"));
        QCOMPARE(drawn.size(), intervals);
        for (const DrawnErrorBar &bar : drawn) {
            const QJsonArray ci =
                rows[bar.category]
                    [bar.set == 0 ? QStringLiteral("f1_ci") : QStringLiteral("exact_match_ci")]
                        .toArray();
            QCOMPARE(ci.size(), 2);
            QCOMPARE(bar.interval.lo, ci[0].toDouble());
            QCOMPARE(bar.interval.hi, ci[1].toDouble());
        }
    }

  private slots:
    void init()
    {
        db_ = dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        window_->signIn(QStringLiteral("zoe"));
        window_->showDataset(2);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() { window_.reset(); }

    void statesTabShowsTheReportAndListsTheWorstProcedures()
    {
        OpenPiStatisticsPanel *stats = window_->openPiStatistics();
        QAbstractItemModelTester tester(stats->stateModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        stats->tabs()->setCurrentWidget(stats->stateChart()->parentWidget());
        QVERIFY(stats->stateTable()->isVisible());
        // Blind, zoe (who wrote no states) sees no one's.
        QCOMPARE(stats->stateModel()->rowCount(), 0);

        // ann_a, blind, sees their row against the gold, as `report --as ann_a` does, before
        // and after an edit (a salience rating) and its undo.
        window_->signIn(QStringLiteral("ann_a"));
        QCOMPARE(stats->stateModel()->rowCount(), 1);
        showsTheReport(QStringLiteral("ann_a"));
        OpenPiSession *session = window_->openPiSession();
        const std::uint32_t entity = session->snapshot().procedures[0].entities[0];
        std::optional<int> replaced;
        QVERIFY(session->setSalience(entity, 0, 5, &replaced));
        showsTheReport(QStringLiteral("ann_a"));
        QVERIFY(session->setSalience(entity, 0, replaced));
        showsTheReport(QStringLiteral("ann_a"));

        // An adjudicator sees everyone's: gold - ann_a, gold - ann_b, ann_a - ann_b.
        db::Project(db_.toStdString(), db::Project::Open::ExistingOnly)
            .setRole("zoe", db::Role::Adjudicator, "test");
        window_->signIn(QStringLiteral("zoe"));
        QCOMPARE(stats->stateModel()->rowCount(), 3);
        showsTheReport();
        test::screenshot(window_.get(), QStringLiteral("openpi_states_1280x800"),
                         "OPENPI_SCREENSHOTS");
        window_->resize(1920, 1080);
        QTest::qWait(100);
        test::screenshot(window_.get(), QStringLiteral("openpi_states_1920x1080"),
                         "OPENPI_SCREENSHOTS");

        // ann_a - ann_b: d1 (F1 5/6) before d3 (10/11), as
        // tests/cli/fixtures/openpi_state_intervals_reference.py gives them; d1 is open.
        auto *series = qobject_cast<QBarSeries *>(stats->stateChart()->chart()->series().value(0));
        QCOMPARE(cell(stats->stateModel(), 2, StateAgreementModel::FirstColumn),
                 QStringLiteral("ann_a"));
        emit series->barSets()[0]->clicked(2);
        OpenPiPanel *panel = window_->openPiPanel();
        QCOMPARE(panel->tabs()->currentIndex(), int(OpenPiPanel::ProcedureTab));
        QStringList listed;
        const QAbstractItemModel *list = panel->procedureList()->model();
        for (int row = 0; row < list->rowCount(); ++row) {
            listed << list->index(row, 0).data().toString();
        }
        QCOMPARE(listed.size(), 2);
        QVERIFY2(listed[0].startsWith(QStringLiteral("d1")) &&
                     listed[0].contains(QStringLiteral("states F1 0.833, exact 0.600")),
                 qPrintable(listed.join(QLatin1Char('|'))));
        QVERIFY2(listed[1].startsWith(QStringLiteral("d3")) &&
                     listed[1].contains(QStringLiteral("states F1 0.909")),
                 qPrintable(listed[1]));
        const auto &procedures = window_->openPiSession()->snapshot().procedures;
        QCOMPARE(procedures[*panel->currentProcedure()].key, std::string("d1"));
        window_->resize(1280, 800);
        QTest::qWait(100);
        test::screenshot(window_.get(), QStringLiteral("openpi_states_procedures"),
                         "OPENPI_SCREENSHOTS");
    }
};

QTEST_MAIN(TestOpenPiStatesStatsGui)
#include "tst_openpi_states_stats_gui.moc"
