// The ESD workbench as a person uses it: sign in, label with keys, see the store and the
// statistics change, undo; every item model under QAbstractItemModelTester.
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/esd_store.h"
#include "db/project.h"
#include "widgets/common/chart_view.h"
#include "widgets/esd/cohen_kappa_model.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/pair_list_model.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QStatusBar>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

std::optional<int> storedLabel(const QString &project, const std::string &extId, const std::string &person)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(
        "SELECT l.label FROM esd_label l JOIN esd_pair e ON e.id = l.pair_id JOIN person p ON p.id = l.person_id "
        "WHERE e.ext_id = ? AND p.name = ?");
    s.bind(1, extId).bind(2, person);
    return s.step() ? std::optional(s.integer(0)) : std::nullopt;
}

QString stepText(EsdPanel *panel)
{
    // The step under judgement is the largest plain-text label of the panel.
    QString best;
    int size = 0;
    for (QLabel *l : panel->findChildren<QLabel *>()) {
        if (l->font().pointSizeF() > size && !l->text().isEmpty()) {
            size = static_cast<int>(l->font().pointSizeF());
            best = l->text();
        }
    }
    return best;
}

} // namespace

class TestEsdGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<MainWindow> window_;

    EsdSession &session() { return *window_->esdSession(); }

    // A pair the signed-in annotator has not labelled whose two other labels are valid:
    // labelling it makes it a kept pair, which moves the agreement figures.
    std::uint32_t pairCompletedBy(int column)
    {
        const auto &snap = session().snapshot();
        for (std::uint32_t p = 0; p < snap.pairs.size(); ++p) {
            bool ok = snap.labels.at(p, static_cast<std::size_t>(column)) == metrics::esd::kNoLabel;
            for (std::size_t a = 0; a < snap.labels.annotators && ok; ++a) {
                if (a != static_cast<std::size_t>(column)) {
                    const auto l = snap.labels.at(p, a);
                    ok = l == 0 || l == 1;
                }
            }
            if (ok) {
                return p;
            }
        }
        return UINT32_MAX;
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        path_ = dir_.filePath(QStringLiteral("gui-%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(path_);
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(path_, true, true, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        window_->signIn(QStringLiteral("ann_c"));
    }

    void cleanup() { window_.reset(); }

    // Signs ann_c in again as a viewer, who sees everyone's labels (and may label too).
    void becomeViewer()
    {
        db::Project(path_.toStdString(), db::Project::Open::ExistingOnly)
            .setRole("ann_c", db::Role::Viewer, "test");
        window_->signIn(QStringLiteral("ann_c"));
        QVERIFY(!session().blind());
    }

    void labellingWithKeysSavesAndMovesStatistics()
    {
        becomeViewer();
        EsdPanel *panel = window_->esdPanel();
        const int column = session().annotatorColumn();
        QVERIFY(column >= 0);
        const std::uint32_t pair = pairCompletedBy(column);
        QVERIFY(pair != UINT32_MAX);
        const std::string extId = session().snapshot().pairs[pair].extId;
        panel->setCurrentPair(pair);
        const QString kappaBefore = window_->statisticsPanel()->fleissText();
        const std::size_t keptBefore = session().statistics().kept;

        QTest::keyClick(panel, Qt::Key_1);

        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional(1));
        QCOMPARE(session().statistics().kept, keptBefore + 1);
        // The dock shows the kappa of the new store contents, recomputed from scratch.
        db::Project check(path_.toStdString(), db::Project::Open::ExistingOnly);
        const db::EsdSnapshot fresh = db::EsdStore(check).load();
        const auto st = metrics::computeEsdStatistics(fresh.labels, fresh.models);
        QCOMPARE(window_->statisticsPanel()->fleissText(), QString::number(*st.fleissKappa.value, 'f', 3));
        QVERIFY(window_->statisticsPanel()->fleissText() != kappaBefore);
        // The next pair this annotator has not labelled comes up.
        QVERIFY(panel->currentPair() != pair);
        QVERIFY(!session().myLabel(*panel->currentPair()));

        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional<int>());
        QCOMPARE(session().statistics().kept, keptBefore);
        QCOMPARE(window_->statisticsPanel()->fleissText(), kappaBefore);

        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional(1));
    }

    // An annotator's statistics are those of their blind view, as `report --as` computes
    // them: their own labels are the only ones, so there is no agreement to show, and the
    // models are scored against their labels.
    void annotatorsStatisticsAreTheirBlindView()
    {
        QVERIFY(session().blind());
        QCOMPARE(session().snapshot().annotators, std::vector<std::string>{"ann_c"});
        EsdPanel *panel = window_->esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        QTest::keyClick(panel, Qt::Key_1);

        db::Project check(path_.toStdString(), db::Project::Open::ExistingOnly);
        db::EsdSnapshot fresh = db::EsdStore(check).load();
        QCOMPARE(fresh.annotators.size(), std::size_t(3));
        fresh.restrictTo("ann_c");
        QCOMPARE(fresh.labels.at(pair, 0), std::int8_t(1));
        const auto st = db::esdStatistics(fresh);
        const auto &shown = session().statistics();
        QCOMPARE(shown.kept, st.kept);
        QVERIFY(!shown.fleissKappa.defined());
        QVERIFY(window_->statisticsPanel()->fleissText().startsWith(QStringLiteral("n/a")));
        QCOMPARE(shown.models.size(), st.models.size());
        for (std::size_t m = 0; m < st.models.size(); ++m) {
            QCOMPARE(shown.models[m].roc.auroc.value, st.models[m].roc.auroc.value);
        }
        // One row and column in the Cohen table: theirs.
        CohenKappaModel kappa(session());
        QCOMPARE(kappa.rowCount(), 1);
    }

    void nonEssentialAndInvalidKeys()
    {
        EsdPanel *panel = window_->esdPanel();
        const std::uint32_t first = *panel->currentPair();
        QTest::keyClick(panel, Qt::Key_0);
        QCOMPARE(session().myLabel(first), std::optional<std::int8_t>(0));
        const std::uint32_t second = *panel->currentPair();
        QTest::keyClick(panel, Qt::Key_X);
        QCOMPARE(session().myLabel(second), std::optional<std::int8_t>(-1));
        QCOMPARE(storedLabel(path_, session().snapshot().pairs[second].extId, "ann_c"), std::optional(-1));
        QCOMPARE(window_->undoStack()->count(), 2);
    }

    void movingWithJKAndArrows()
    {
        EsdPanel *panel = window_->esdPanel();
        panel->setCurrentPair(0);
        QTest::keyClick(panel, Qt::Key_J);
        QCOMPARE(*panel->currentPair(), 1u);
        QTest::keyClick(panel, Qt::Key_Down);
        QCOMPARE(*panel->currentPair(), 2u);
        QTest::keyClick(panel, Qt::Key_K);
        QCOMPARE(*panel->currentPair(), 1u);
        QTest::keyClick(panel, Qt::Key_Up);
        QCOMPARE(*panel->currentPair(), 0u);
        QTest::keyClick(panel, Qt::Key_K); // stays at the first pair
        QCOMPARE(*panel->currentPair(), 0u);
        // The navigator follows the panel.
        QCOMPARE(window_->navigator()->currentIndex().data(PairListModel::PairIndexRole).toUInt(), 0u);
    }

    void nextUnlabelledWrapsRound()
    {
        EsdPanel *panel = window_->esdPanel();
        const std::vector<std::uint32_t> order = window_->pairFilter()->visiblePairs();
        const std::uint32_t last = order.back();
        std::optional<std::uint32_t> expected;
        for (std::uint32_t p : order) {
            if (p != last && !session().myLabel(p)) {
                expected = p;
                break;
            }
        }
        QVERIFY(expected);
        panel->setCurrentPair(last);
        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(session().myLabel(last), std::optional<std::int8_t>(1));
        QCOMPARE(panel->currentPair(), expected);
    }

    void mineUnlabelledFilter()
    {
        PairFilterModel *filter = window_->pairFilter();
        filter->setMode(PairFilterModel::Mode::MineUnlabelled);
        const auto visible = filter->visiblePairs();
        QVERIFY(!visible.empty());
        for (std::uint32_t p : visible) {
            QVERIFY(!session().myLabel(p));
        }
        const std::size_t before = visible.size();
        window_->esdPanel()->setCurrentPair(visible.front());
        QTest::keyClick(window_->esdPanel(), Qt::Key_1);
        QCOMPARE(filter->visiblePairs().size(), before - 1);
        // Blind: disagreements need others' labels, so the filter shows nothing.
        filter->setMode(PairFilterModel::Mode::Disagreements);
        QVERIFY(filter->visiblePairs().empty());
        // An annotator cannot lift it: their snapshot holds no one else's labels.
        filter->setBlind(false);
        QVERIFY(filter->visiblePairs().empty());
        // The adjudicator sees the disagreements, unless they hide the others.
        window_->signIn(QStringLiteral("lead"));
        QVERIFY(!filter->visiblePairs().empty());
        filter->setBlind(true);
        QVERIFY(filter->visiblePairs().empty());
    }

    void addOptionalStepAndUndo()
    {
        EsdPanel *panel = window_->esdPanel();
        const std::size_t pairs = session().snapshot().pairs.size();
        panel->addOptionalStep(QStringLiteral("Wash your hands first."));
        QCOMPARE(session().snapshot().pairs.size(), pairs + 1);
        const auto &added = session().snapshot().pairs.back();
        QVERIFY(added.contributed);
        QCOMPARE(storedLabel(path_, added.extId, "ann_c"), std::optional(0));
        const std::string extId = added.extId;
        window_->undoStack()->undo();
        QCOMPARE(session().snapshot().pairs.size(), pairs);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional<int>());
    }

    void dataTextIsPlain()
    {
        db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
        const std::string hostile = "<b>bold</b> <img src=x> & <a href='http://x'>link</a>";
        db::EsdStore(p).import(db::parseEsdJsonLines(
                                   "{\"id\": \"h1\", \"goal\": \"<i>Goal</i>\", \"step\": \"" + hostile + "\"}",
                                   "hostile.jsonl"),
                               "tester");
        session().reload();
        const auto &snap = session().snapshot();
        window_->esdPanel()->setCurrentPair(static_cast<std::uint32_t>(snap.pairs.size() - 1));
        QCOMPARE(stepText(window_->esdPanel()), QString::fromStdString(hostile));
        for (QLabel *l : window_->findChildren<QLabel *>()) {
            QVERIFY2(l->textFormat() == Qt::PlainText, qPrintable(l->objectName() + QLatin1Char(' ') + l->text()));
        }
    }

    void chartsExport()
    {
        for (const QString &name : {QStringLiteral("auroc"), QStringLiteral("roc"), QStringLiteral("size")}) {
            ChartView *chart = window_->statisticsPanel()->chart(name);
            QVERIFY(chart);
            QVERIFY(!chart->chart()->series().isEmpty());
            const QString png = dir_.filePath(name + QStringLiteral(".png"));
            const QString svg = dir_.filePath(name + QStringLiteral(".svg"));
            QVERIFY(chart->exportTo(png));
            QVERIFY(chart->exportTo(svg));
            QImage image(png);
            QVERIFY(!image.isNull());
            QVERIFY(image.width() >= 640);
            // The chart fills the picture even from a hidden tab (its widget is tiny):
            // drawn pixels reach past the middle in both directions.
            int right = 0;
            int bottom = 0;
            for (int y = 0; y < image.height(); y += 2) {
                for (int x = 0; x < image.width(); x += 2) {
                    if (image.pixel(x, y) != qRgb(255, 255, 255) && qAlpha(image.pixel(x, y)) != 0) {
                        right = std::max(right, x);
                        bottom = std::max(bottom, y);
                    }
                }
            }
            QVERIFY2(right > image.width() * 3 / 4 && bottom > image.height() * 3 / 4, qPrintable(name));
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll().contains("<svg"));
        }
        // Two settings per model: the bar chart holds Full and Core sets.
        auto *bars = qobject_cast<QBarSeries *>(window_->statisticsPanel()->chart(QStringLiteral("auroc"))->chart()->series().first());
        QVERIFY(bars);
        QCOMPARE(bars->count(), 2);
        QCOMPARE(bars->barSets().first()->count(), 3); // three demo models
    }

    void modelsPassModelTester()
    {
        becomeViewer();
        PairListModel pairs(session());
        PairFilterModel filter(session());
        filter.setSourceModel(&pairs);
        CohenKappaModel kappa(session());
        QAbstractItemModelTester t1(&pairs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&kappa, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pairs.rowCount(), 12);
        QCOMPARE(kappa.rowCount(), 3);
        QCOMPARE(kappa.index(0, 1).data().toString(), kappa.index(1, 0).data().toString());
        // Edits, filters and resets while the testers watch.
        session().setLabel(0, std::int8_t(1));
        filter.setMode(PairFilterModel::Mode::MineUnlabelled);
        filter.setSearch(QStringLiteral("seeds"));
        const auto added = session().addStep(0, QStringLiteral("A new step"));
        QVERIFY(added);
        session().removeLastStep();
        filter.setMode(PairFilterModel::Mode::All);
        // Someone new is an annotator: a blind view with no labels yet, then their column.
        window_->signIn(QStringLiteral("someone_new"));
        QCOMPARE(kappa.rowCount(), 0);
        session().setLabel(1, std::int8_t(0));
        QCOMPARE(kappa.rowCount(), 1);
    }

    // The navigator and the statistics open at readable widths in the default window: no
    // page of the central tabs holds the window so wide that they are squeezed (the OpenPI
    // page once needed 1,270 px and left them about 110 px each).
    void docksOpenReadable()
    {
        auto *navigator = window_->findChild<QDockWidget *>(QStringLiteral("NavigatorDock"));
        auto *statistics = window_->findChild<QDockWidget *>(QStringLiteral("StatisticsDock"));
        QVERIFY(navigator && statistics);
        QTRY_VERIFY2(navigator->width() >= 300 && statistics->width() >= 380,
                     qPrintable(QStringLiteral("%1, %2").arg(navigator->width()).arg(statistics->width())));
        // With the docks hidden, every dataset's page fits the default window.
        for (int page = 1; page < 4; ++page) {
            window_->showDataset(page);
            QCOMPARE_LE(window_->centralWidget()->minimumSizeHint().width(), 1000);
        }
    }

    void statusBarShowsWhoAndWhere()
    {
        QStringList texts;
        for (QLabel *l : window_->statusBar()->findChildren<QLabel *>()) {
            texts << l->text();
        }
        QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("ann_c")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.join(QLatin1Char('|')).contains(path_));
    }
};

QTEST_MAIN(TestEsdGui)
#include "tst_esd_gui.moc"
