// The OpenPI workbench as a person uses it, on the demo project: the entity x step grid
// and its mentions, salience by keys with the rubric in view, the model's score on
// demand, the cluster editor, the comparison and the live charts, every edit undoable.
// Set OPENPI_SCREENSHOTS=DIR to keep PNGs of the window for looking at.
#include "db/demo_project.h"
#include "db/openpi/openpi_schemata.h"
#include "db/project.h"
#include "db/review/blind_view.h"
#include "report/openpi_report.h"
#include "screen_figures.h"
#include "widgets/common/chart_view.h"
#include "widgets/main_window.h"
#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/rater_comparison_view.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <random>

using namespace es;
using namespace es::widgets;

namespace {

int count(const QString &project, const std::string &sql)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(sql);
    s.step();
    return s.integer(0);
}

// What the statistics panel shows: its summary and every chart's bars and axes.
QStringList statisticsFigures(const OpenPiStatisticsPanel &p)
{
    QStringList out{p.summary()->text()};
    for (const ChartView *v :
         {p.correlationChart(), p.histogramChart(), p.clusterChart(), p.pairChart(),
          p.schemataChart(), p.schemaErrorChart(), p.expansionChart(), p.coreferenceChart()}) {
        test::printChart(v->chart(), v->chart()->title(), out);
    }
    return out;
}

QStringList listed(const OpenPiPanel &p)
{
    QStringList out;
    const auto *list = p.findChild<QListView *>(QStringLiteral("OpenPiProcedures"));
    for (int row = 0; row < list->model()->rowCount(); ++row) {
        out << list->model()->index(row, 0).data().toString();
    }
    return out;
}

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("OPENPI_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QTest::qWait(100); // let the charts lay out their new axes before the grab
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

} // namespace

class TestOpenPiGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    QString db_;
    // The panel's own models, checked from the project's opening to the end of each test.
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers_;

    void testPanelModels()
    {
        for (QAbstractItemModel *m :
             {panel()->procedureList()->model(), panel()->grid()->model(),
              panel()->findChild<QListView *>(QStringLiteral("OpenPiEntities"))->model(), panel()->targets()->model()}) {
            testers_.push_back(
                std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::QtTest));
        }
    }

    OpenPiPanel *panel() const { return window_->openPiPanel(); }
    OpenPiSession *session() const { return window_->openPiSession(); }

  private slots:
    void init()
    {
        db_ = dir_.filePath(QStringLiteral("openpi_%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = std::make_unique<MainWindow>();
        window_->resize(1500, 900);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        testPanelModels();
        window_->signIn(QStringLiteral("zoe"));
        window_->showDataset(2);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        panel()->setProcedure(0);
    }
    void cleanup()
    {
        testers_.clear();
        window_.reset();
    }

    void gridShowsStatesUnderCanonicalNames()
    {
        const auto &snap = session()->snapshot();
        QCOMPARE(snap.procedures.size(), std::size_t(3));
        QTableView *grid = panel()->grid();
        const QAbstractItemModel *cells = grid->model();
        QCOMPARE(cells->columnCount(), 4); // steps of "Make Iced Coffee"
        QCOMPARE(cells->rowCount(), 5);
        QCOMPARE(cells->headerData(3, Qt::Horizontal).toString(), QStringLiteral("Step 4"));
        // The hand-made gold clusters name no canonical: the first mention names the row.
        QCOMPARE(cells->headerData(1, Qt::Vertical).toString(), QStringLiteral("coffee maker"));
        // The attribute under its canonical name: "heat" is annotated but "temperature" is canonical.
        QCOMPARE(cells->index(0, 0).data().toString(),
                 QStringLiteral("temperature: cold → hot\nexistence: nonexistent → brewed"));
        grid->setCurrentIndex(cells->index(0, 0));
        const QString mentions = panel()->mentions()->toPlainText();
        QVERIFY2(mentions.contains(QStringLiteral("mentions: coffee, strong coffee")), qPrintable(mentions));
        QVERIFY2(mentions.contains(QStringLiteral("attribute mentions: temperature, heat")), qPrintable(mentions));
        screenshot(window_.get(), QStringLiteral("openpi_procedure"));
    }

    void rateSalienceByKeysAndUndo()
    {
        panel()->showTab(OpenPiPanel::SalienceTab);
        panel()->targets()->setFocus();
        QCOMPARE(panel()->progress()->value(), 0);
        QCOMPARE(panel()->progress()->maximum(), 25); // 5 entities x (global + 4 steps)
        // Global salience of "coffee" 5, then step 1 and step 2: keys move on by themselves.
        QTest::keyClick(panel()->targets(), Qt::Key_5);
        QTest::keyClick(panel()->targets(), Qt::Key_4);
        QTest::keyClick(panel()->targets(), Qt::Key_3);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe'"), 3);
        QCOMPARE(count(db_, "SELECT value FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe' "
                            "AND s.step = 0"),
                 5);
        QCOMPARE(panel()->progress()->value(), 3);
        QCOMPARE(panel()->currentTarget(), 3);
        QCOMPARE(panel()->targets()->model()->index(0, 1).data().toString(), QStringLiteral("5"));
        // The rubric is in view while rating.
        auto *rubric = panel()->findChild<QLabel *>(QStringLiteral("OpenPiRubric"));
        QVERIFY(rubric && rubric->isVisible());
        QVERIFY(rubric->text().startsWith(QStringLiteral("5  the procedure or step cannot be done without it")));
        // The model's score and explanation are hidden until asked for.
        QVERIFY(!panel()->explanation()->isVisible());
        QVERIFY(panel()->targets()->isColumnHidden(2));
        QTest::keyClick(panel()->targets(), Qt::Key_M);
        QVERIFY(!panel()->targets()->isColumnHidden(2));
        QVERIFY(panel()->explanation()->isVisible());
        QVERIFY2(panel()->explanation()->text().contains(QStringLiteral("how much step 3 needs the coffee")),
                 qPrintable(panel()->explanation()->text()));
        screenshot(window_.get(), QStringLiteral("openpi_salience"));

        // Every rating is its own undoable edit, and the statistics follow.
        QUndoStack *undo = window_->undoStack();
        QCOMPARE(undo->count(), 3);
        undo->undo();
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe'"), 2);
        undo->redo();
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe'"), 3);
        // J moves to the next entity, Delete clears a rating.
        QTest::keyClick(panel()->targets(), Qt::Key_J);
        QCOMPARE(*panel()->currentEntity(), session()->snapshot().procedures[0].entities[1]);
        QTest::keyClick(panel()->targets(), Qt::Key_K);
        QTest::keyClick(panel()->targets(), Qt::Key_Delete);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe'"), 2);
        undo->undo();
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id WHERE p.name = 'zoe'"), 3);
        // Audited: who changed what.
        QVERIFY(count(db_, "SELECT count(*) FROM audit WHERE dataset = 'openpi' AND action = 'salience.set' AND person = 'zoe'") >= 6);
    }

    void editClustersAndUndo()
    {
        panel()->showTab(OpenPiPanel::ClustersTab);
        ClusterTree *tree = panel()->clusterTree();
        QAbstractItemModel *m = tree->model();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto cluster = [m](int c) { return m->index(c, 0); };
        QCOMPARE(panel()->clusterOwner()->currentData().toInt(), -2); // yours
        QCOMPARE(m->rowCount(), 0);
        panel()->clusterEditor()->startClusters(false); // one cluster per annotated entity
        QCOMPARE(m->rowCount(), 5);
        QCOMPARE(m->rowCount(cluster(0)), 2); // coffee, strong coffee
        // Move the selected "espresso machine" into the coffee cluster, merge ice and glass,
        // split "ice" out, rename, add a paraphrase: each one undoable.
        const QModelIndex espresso = m->index(1, 0, cluster(1));
        QCOMPARE(espresso.data().toString(), QStringLiteral("espresso machine"));
        tree->setCurrentIndex(espresso);
        QCOMPARE(tree->selectedMembers(), (QList<QPair<int, int>>{{1, 1}}));
        emit tree->moveRequested(tree->selectedMembers(), 0); // as a drop on "coffee" asks
        QCOMPARE(m->rowCount(cluster(0)), 3);
        // The current item stays in its cluster, at the member's place or on the cluster.
        QCOMPARE(tree->currentIndex(), cluster(1));
        panel()->clusterEditor()->mergeClusters({2, 3});
        QCOMPARE(m->rowCount(), 4);
        panel()->clusterEditor()->splitOut({{2, 1}});
        QCOMPARE(m->rowCount(), 5);
        tree->setCurrentIndex(m->index(1, 0, cluster(0)));
        panel()->clusterEditor()->renameCluster(0, QStringLiteral("hot coffee"));
        QVERIFY(cluster(0).data().toString().startsWith(QStringLiteral("hot coffee")));
        QCOMPARE(tree->currentIndex(), m->index(1, 0, cluster(0)));
        QVERIFY(tree->selectionModel()->isSelected(m->index(1, 0, cluster(0))));
        panel()->clusterEditor()->addParaphrase(0, QStringLiteral("java"));
        QCOMPARE(m->rowCount(cluster(0)), 4);
        // No file mentions "java".
        QVERIFY(m->index(3, 0, cluster(0)).data(Qt::FontRole).value<QFont>().italic());
        screenshot(window_.get(), QStringLiteral("openpi_clusters"));

        const auto mine = [this] {
            const int me = session()->myRater();
            const auto *c = me < 0 ? nullptr : session()->snapshot().clustering(0, db::OpenPiClusterKind::Entity, me);
            return c ? c->clusters : std::vector<db::OpenPiCluster>{};
        };
        QCOMPARE(mine().size(), std::size_t(5));
        QUndoStack *undo = window_->undoStack();
        QCOMPARE(undo->count(), 6);
        undo->undo();
        QCOMPARE(tree->currentIndex(), m->index(1, 0, cluster(0))); // after an undo too
        for (int i = 0; i < 4; ++i) {
            undo->undo();
        }
        QCOMPARE(mine().size(), std::size_t(5));
        QCOMPARE(mine()[0].members, (std::vector<std::string>{"coffee", "strong coffee"}));
        undo->undo();
        QVERIFY(mine().empty());
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_clustering c JOIN person p ON p.id = c.person_id WHERE p.name = 'zoe'"), 0);
        while (undo->canRedo()) {
            undo->redo();
        }
        QCOMPARE(mine()[0].canonical, std::optional<std::string>("hot coffee"));
        // zoe's clustering is scored against gold at once, apart from the model's.
        bool found = false;
        for (const auto &row : session()->analysis().clusters) {
            found = found || session()->snapshot().raters[row.rater].name == "zoe";
        }
        QVERIFY(found);
        // Attribute clusters of one entity, kept apart from the other entities'.
        panel()->clusterKind()->setCurrentIndex(1);
        panel()->clusterEditor()->startClusters(true);
        QVERIFY(m->rowCount() > 0);
        QVERIFY(cluster(0).data().toString().startsWith(QStringLiteral("temperature  (2 mention")));
    }

    void compareAndChartsClickThrough()
    {
        QAbstractItemModelTester compareTester(panel()->comparison()->model(),
                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Blind by default: no one else's ratings.
        QVERIFY(!panel()->tabs()->isTabEnabled(OpenPiPanel::CompareTab));
        auto *stats = window_->openPiStatistics();
        QVERIFY(!stats->summary()->text().contains(QStringLiteral("ann_a / ann_b")));
        // An annotator cannot lift it; an adjudicator's view shows everyone.
        QAction *showOthers = nullptr;
        for (QAction *a : window_->findChildren<QAction *>()) {
            if (a->isCheckable() && a->text().contains(QStringLiteral("other annotators"))) {
                showOthers = a;
            }
        }
        QVERIFY(showOthers && !showOthers->isEnabled());
        db::Project(db_.toStdString(), db::Project::Open::ExistingOnly).setRole("zoe", db::Role::Adjudicator, "test");
        window_->signIn(QStringLiteral("zoe"));
        QVERIFY(showOthers->isEnabled() && showOthers->isChecked());
        QVERIFY(panel()->tabs()->isTabEnabled(OpenPiPanel::CompareTab));
        QVERIFY2(stats->summary()->text().contains(QStringLiteral("ann_a / ann_b: r = 0.918 global, 0.977 local")),
                 qPrintable(stats->summary()->text()));
        auto *series = qobject_cast<QBarSeries *>(stats->correlationChart()->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->barSets().size(), 3); // ann_a/ann_b, ann_a/model, ann_b/model
        // Clicking procedure d2's bar of ann_a / ann_b compares them there, disagreements marked.
        emit series->barSets()[0]->clicked(1);
        QCOMPARE(*panel()->currentProcedure(), 1u);
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::CompareTab));
        const QAbstractItemModel *table = panel()->comparison()->model();
        QCOMPARE(table->headerData(2, Qt::Horizontal).toString(), QStringLiteral("ann_a"));
        QCOMPARE(table->headerData(3, Qt::Horizontal).toString(), QStringLiteral("ann_b"));
        QVERIFY(table->rowCount() > 6);
        int red = 0;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->index(r, 4).data().toString().toInt() >= 2) {
                ++red;
                QCOMPARE(table->index(r, 0).data(Qt::BackgroundRole).value<QColor>(),
                         QColor(255, 205, 205));
            }
        }
        QCOMPARE(red, 1); // roots: ann_a 4, ann_b 2
        screenshot(window_.get(), QStringLiteral("openpi_compare"));
        // The histogram lists the procedures behind a bar.
        stats->tabs()->setCurrentIndex(1);
        auto *hist = qobject_cast<QBarSeries *>(stats->histogramChart()->chart()->series().value(0));
        QVERIFY(hist);
        emit hist->barSets()[0]->clicked(1); // ann_a's global 1s: only "fingers" in d2
        QCOMPARE(panel()->procedureList()->model()->rowCount(), 1);
        QCOMPARE(*panel()->currentProcedure(), 1u);
        // Cluster bars: the model's entity clusters.
        stats->tabs()->setCurrentIndex(2);
        auto *clusters = qobject_cast<QBarSeries *>(stats->clusterChart()->chart()->series().value(0));
        QVERIFY(clusters);
        QCOMPARE_LE(std::abs(clusters->barSets()[2]->at(0) - 8.0 / 11), 1e-12); // F1, as tst_openpi_cli
        emit clusters->clicked(0, clusters->barSets()[2]);
        QCOMPARE(panel()->procedureList()->model()->rowCount(), 2);
        // A pair's alpha bar lists the pair's procedures, lowest alpha first, and compares
        // the two there. alpha() of tests/metrics/fixtures/krippendorff_alpha_reference.py
        // over the demo files' global units of each procedure: d3 2/3, d2 38/49, d1 46/55;
        // d3's local: 1014/1037.
        stats->tabs()->setCurrentWidget(stats->pairChart());
        auto *pairBars = qobject_cast<QBarSeries *>(stats->pairChart()->chart()->series().value(0));
        QVERIFY(pairBars && pairBars->barSets().size() == 3);
        QCOMPARE(pairBars->barSets()[2]->label(), QStringLiteral("Krippendorff's α"));
        QCOMPARE(session()->analysis().salience[stats->chartedPairs()[0]].a, 0u);
        emit pairBars->barSets()[2]->clicked(0); // ann_a / ann_b
        const QStringList byAlpha = listed(*panel());
        QCOMPARE(byAlpha.size(), 3);
        QVERIFY2(byAlpha[0].startsWith(QStringLiteral("d3  α 0.667")) &&
                     byAlpha[1].startsWith(QStringLiteral("d2  α 0.776")) &&
                     byAlpha[2].startsWith(QStringLiteral("d1  α 0.836")),
                 qPrintable(byAlpha.join(QLatin1Char('\n'))));
        QCOMPARE(*panel()->currentProcedure(), 2u);
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::CompareTab));
        QCOMPARE(table->headerData(2, Qt::Horizontal).toString(), QStringLiteral("ann_a"));
        QCOMPARE(table->headerData(3, Qt::Horizontal).toString(), QStringLiteral("ann_b"));
        const QString compared = window_->findChild<RaterComparisonView *>()->summary()->text();
        QVERIFY2(compared.contains(
                     QStringLiteral("; Krippendorff's α (interval): 0.667 global, 0.978 local")),
                 qPrintable(compared));
        screenshot(window_.get(), QStringLiteral("openpi_alpha_drilldown"));
        QString error;
        QVERIFY2(stats->correlationChart()->exportTo(dir_.filePath(QStringLiteral("r.svg")), &error), qPrintable(error));
        screenshot(stats, QStringLiteral("openpi_statistics"));
        // A rating moves the figures at once.
        const QString before = stats->summary()->text();
        window_->signIn(QStringLiteral("ann_a"));
        panel()->setProcedureFilter({}, {});
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::SalienceTab);
        panel()->rate(0);
        QVERIFY(stats->summary()->text() != before);
    }

    // The clusters as coreference. The model's entity clusters against the demo's gold, as
    // tests/metrics/fixtures/coreference_reference.py entity openpi_demo_gold_clusters.json
    // openpi_demo_clusters_pred.json gives them: F1 10/11 (MUC), 620/671 (B-cubed), 142/165
    // (CEAF-e); per procedure, MUC F1 8/9 in d1 and 12/13 in d2. A bar's click lists the
    // procedures lowest F1 first and opens the model's clusters.
    void coreferenceChartClickThrough()
    {
        auto *stats = window_->openPiStatistics();
        stats->tabs()->setCurrentIndex(7);
        QCOMPARE(stats->tabs()->currentWidget(), stats->coreferenceChart());
        QTRY_VERIFY_WITH_TIMEOUT(!stats->intervalsPending(), 20000);
        auto *series =
            qobject_cast<QBarSeries *>(stats->coreferenceChart()->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->barSets().size(), 3);
        const QList<double> expected{10.0 / 11, 620.0 / 671, 142.0 / 165};
        for (int k = 0; k < 3; ++k) {
            QCOMPARE_LE(std::abs(series->barSets()[k]->at(0) - expected[k]), 1e-12);
        }
        // Each bar with a figure has its interval, around the figure.
        const QList<DrawnErrorBar> bars = stats->errorBars(QStringLiteral("coreference"));
        QVERIFY(!bars.isEmpty());
        const QString tip = stats->barToolTip(QStringLiteral("coreference"), 0, 0);
        QVERIFY2(tip.contains(QStringLiteral("MUC F1")) && tip.contains(QStringLiteral("0.909")),
                 qPrintable(tip));
        screenshot(stats, QStringLiteral("openpi_coreference"));

        emit series->barSets()[0]->clicked(0);
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::ClustersTab));
        const QStringList shown = listed(*panel());
        QCOMPARE(shown.size(), 2);
        QVERIFY2(shown[0].startsWith(QStringLiteral("d1")) &&
                     shown[0].contains(QStringLiteral("MUC F1 0.889")),
                 qPrintable(shown.join(QLatin1Char('|'))));
        QVERIFY2(shown[1].startsWith(QStringLiteral("d2")) &&
                     shown[1].contains(QStringLiteral("MUC F1 0.923")),
                 qPrintable(shown[1]));
        QCOMPARE(*panel()->currentProcedure(), 0u);
        const int model = session()->snapshot().raterIndex("gpt-3.5-demo", true);
        QCOMPARE(panel()->clusterOwner()->currentData().toInt(), model);
        QCOMPARE(panel()->clusterKind()->currentIndex(), 0);
        screenshot(window_.get(), QStringLiteral("openpi_coreference_procedures"));
    }

    // Every row of the procedure list counts the signed-in person's ratings as the file
    // holds them: after signing in (rows once said "(0/30)" for procedures already rated)
    // and after an undo in a procedure not in view.
    void listCountsFollowSignInAndUndo()
    {
        auto *list = panel()->findChild<QListView *>(QStringLiteral("OpenPiProcedures"));
        auto stored = [this](std::uint32_t procedure) {
            const std::int64_t id = session()->snapshot().procedures[procedure].id;
            return count(db_, "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id "
                              "JOIN openpi_entity e ON e.id = s.entity_id WHERE p.name = 'ann_a' AND e.procedure_id = " +
                                  std::to_string(id));
        };
        auto shown = [list](int row) {
            // "KEY  GOAL  (done/total)"
            return list->model()->index(row, 0).data().toString().section(QLatin1Char('('), 1).section(QLatin1Char('/'), 0, 0).toInt();
        };
        window_->signIn(QStringLiteral("ann_a"));
        QCOMPARE(list->model()->rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(shown(row), stored(static_cast<std::uint32_t>(row)));
        }
        QVERIFY(stored(1) > 0);
        const int before = shown(1);
        panel()->setProcedure(1);
        panel()->showTab(OpenPiPanel::SalienceTab);
        panel()->clearRating();
        panel()->clearRating();
        QCOMPARE(shown(1), stored(1));
        QVERIFY(shown(1) < before);
        panel()->setProcedure(0);
        window_->undoStack()->undo();
        window_->undoStack()->undo();
        QCOMPARE(stored(1), before);
        QCOMPARE(shown(1), before);
    }

    // An edit brings only what it touched up to date: the analysis part by part, one row
    // of the procedure list, charts with new heights in place. After each of a seeded run
    // of ratings, clusterings, error labels, judgements and state changes (and undos of them), the
    // figures must be those of an analysis made afresh, and the panels must show what
    // panels made afresh on the same session show.
    void figuresFollowEditsAsFreshOnes()
    {
        // One of ann_a's ratings as an import leaves a value that is no integer 0-5: counted
        // as 0, with a warning, until it is rated again.
        std::int64_t invalidEntity = 0;
        int invalidStep = 0;
        {
            db::Project file(db_.toStdString(), db::Project::Open::ExistingOnly);
            db::Statement first = file.connection().prepare(
                "SELECT s.id, s.entity_id, s.step FROM openpi_salience s JOIN person p ON p.id = "
                "s.person_id WHERE p.name = 'ann_a' ORDER BY s.id LIMIT 1");
            QVERIFY(first.step());
            invalidEntity = first.int64(1);
            invalidStep = first.integer(2);
            file.connection()
                .prepare("UPDATE openpi_salience SET valid = 0, value = 0, raw = '\"lots\"' "
                         "WHERE id = ?")
                .bind(1, first.int64(0))
                .run();
        }
        window_->signIn(QStringLiteral("ann_a")); // an annotator: their own figures, the model's
        QVERIFY(window_->openPiStatistics()->summary()->text().contains(
            QStringLiteral("1 salience value is not")));

        OpenPiStatisticsPanel *stats = window_->openPiStatistics();
        std::mt19937_64 random(1128);
        const auto below = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
        const auto &snap = session()->snapshot();
        int model = -1;
        for (std::size_t r = 0; r < snap.raters.size(); ++r) {
            model = snap.raters[r].name == "gpt-3.5-demo" ? static_cast<int>(r) : model;
        }
        QVERIFY(model >= 0);
        int kinds[5] = {};
        int inPlace = 0;
        for (int edit = 0; edit < 80; ++edit) {
            const QAbstractSeries *pairBars = stats->pairChart()->chart()->series().value(0);
            const auto pairs = session()->analysis().salience.size();
            const auto procedure = static_cast<std::uint32_t>(below(snap.procedures.size()));
            const auto &p = snap.procedures[procedure];
            const std::size_t what = below(11);
            if (what < 4 || edit == 0) {
                // The first rates the invalid rating again.
                const std::uint32_t entity = edit == 0 ? snap.entityIndex.at(invalidEntity)
                                                       : p.entities[below(p.entities.size())];
                const auto step = edit == 0 ? static_cast<std::uint32_t>(invalidStep)
                                            : static_cast<std::uint32_t>(below(p.steps.size() + 1));
                const std::optional<int> value =
                    below(4) == 0 ? std::nullopt : std::optional<int>(static_cast<int>(below(6)));
                QVERIFY(session()->setSalience(entity, step, edit == 0 ? std::optional(4) : value));
                ++kinds[0];
                if (session()->analysis().salience.size() == pairs) {
                    // The rater pairs' chart took its new heights in place.
                    QCOMPARE(stats->pairChart()->chart()->series().value(0), pairBars);
                    ++inPlace;
                }
                if (edit == 0) {
                    QVERIFY(!stats->summary()->text().contains(QStringLiteral("not an integer")));
                }
            } else if (what < 6) {
                // The gold mentions dealt out into a random number of clusters.
                const auto kind = below(2) == 0 ? db::OpenPiClusterKind::Entity
                                                : db::OpenPiClusterKind::Attribute;
                const auto *gold = snap.clustering(procedure, kind, -1);
                if (!gold) {
                    continue;
                }
                std::map<std::string, std::vector<db::OpenPiCluster>> byEntity;
                for (const db::OpenPiCluster &c : gold->clusters) {
                    auto &out = byEntity[c.entity];
                    const std::size_t buckets = 1 + below(c.members.size() + 1);
                    for (const std::string &m : c.members) {
                        const std::size_t b = below(buckets);
                        out.resize(std::max(out.size(), b + 1));
                        out[b].entity = c.entity;
                        out[b].members.push_back(m);
                    }
                }
                std::vector<db::OpenPiCluster> clusters;
                for (auto &[entity, list] : byEntity) {
                    for (db::OpenPiCluster &c : list) {
                        if (!c.members.empty()) {
                            clusters.push_back(std::move(c));
                        }
                    }
                }
                QVERIFY(session()->setClusters(procedure, kind, clusters));
                ++kinds[1];
            } else if (what < 8) {
                if (!snap.schemaPrediction(procedure, static_cast<std::uint32_t>(model))) {
                    continue;
                }
                const auto rows = snap.analysisSlots(
                    session()->schemaAnalysis(procedure, static_cast<std::uint32_t>(model),
                                              session()->myRater()),
                    procedure, static_cast<std::uint32_t>(model));
                if (rows.empty()) {
                    continue;
                }
                const auto &row = rows[below(rows.size())];
                if (row.slot.category == db::OpenPiSchemaSlot::kMissed) {
                    continue;
                }
                QVERIFY(session()->setSchemaLabel(
                    procedure, static_cast<std::uint32_t>(model), row.slot.step, row.position,
                    below(4) == 0 ? std::nullopt
                                  : std::optional<int>(1 + static_cast<int>(below(3)))));
                ++kinds[2];
            } else if (what < 9) {
                const auto generated = db::generatedParaphrases(snap.released[procedure]);
                if (generated.empty()) {
                    continue;
                }
                QVERIFY(session()->setExpansionRating(
                    procedure, generated[below(generated.size())],
                    below(3) == 0 ? std::nullopt : std::optional<bool>(below(2) == 0)));
                ++kinds[3];
            } else if (what < 10) {
                // Their own state changes of the procedure: a few a step, or none at all.
                std::optional<std::vector<metrics::openpi::StateStep>> steps;
                if (below(4) != 0) {
                    static const char *kAttributes[] = {"location", "temperature", "cleanness"};
                    static const char *kValues[] = {"cold", "hot", "clean | spotless", "dirty"};
                    steps.emplace(p.steps.size());
                    for (auto &step : *steps) {
                        for (std::size_t c = below(3); c > 0; --c) {
                            step.push_back(
                                {snap.entities[p.entities[below(p.entities.size())]].name,
                                 kAttributes[below(3)], kValues[below(4)], kValues[below(4)]});
                        }
                    }
                }
                QVERIFY(session()->setStates(procedure, steps));
                ++kinds[4];
            } else if (window_->undoStack()->canUndo()) {
                window_->undoStack()->undo();
            }
            const QString where = QStringLiteral("edit %1").arg(edit);
            QVERIFY2(report::openPiReportJson(snap, session()->analysis()) ==
                         report::openPiReportJson(snap, db::analyseOpenPi(snap)),
                     qPrintable(where));
            OpenPiStatisticsPanel freshStats(*session());
            freshStats.setBlind(true);
            const QStringList shown = statisticsFigures(*stats),
                              fresh = statisticsFigures(freshStats);
            QVERIFY2(shown == fresh,
                     qPrintable(where + QLatin1Char(' ') + test::firstDifference(shown, fresh)));
            QUndoStack undo;
            OpenPiPanel freshPanel(*session(), undo);
            QCOMPARE(listed(*panel()), listed(freshPanel));
        }
        for (const int n : kinds) {
            QVERIFY(n >= 5);
        }
        QVERIFY(inPlace >= 10);
        // What the figures say is what `report --as ann_a` reads from the file.
        db::Project file(db_.toStdString(), db::Project::Open::ExistingOnly);
        const db::OpenPiSnapshot loaded = db::asSeenBy(db::OpenPiStore(file).load(), "ann_a");
        QCOMPARE(
            QString::fromStdString(report::openPiReportJson(snap, session()->analysis()).dump()),
            QString::fromStdString(
                report::openPiReportJson(loaded, db::analyseOpenPi(loaded)).dump()));
    }

    void plainTextOnly()
    {
        // Goal and steps come from files: shown as text, never as markup.
        for (QLabel *l : panel()->findChildren<QLabel *>()) {
            QCOMPARE(l->textFormat(), Qt::PlainText);
        }
    }
};

QTEST_MAIN(TestOpenPiGui)
#include "tst_openpi_gui.moc"
