// The ESD workbench as a person uses it: sign in, label with keys, see the store and the
// statistics change, undo; every item model under QAbstractItemModelTester.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/review/blind_view.h"
#include "screen_figures.h"
#include "widgets/adjudication/raters_model.h"
#include "widgets/common/chart_view.h"
#include "widgets/esd/annotator_quality_view.h"
#include "widgets/esd/cohen_kappa_model.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/goal_steps_model.h"
#include "widgets/esd/pair_list_model.h"
#include "widgets/esd/pair_list_view.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QDockWidget>
#include <QFont>
#include <QLabel>
#include <QLineSeries>
#include <QListView>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <set>

using namespace es;
using namespace es::widgets;

namespace {

std::optional<int> storedLabel(const QString &project, const std::string &extId,
                               const std::string &person)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare("SELECT l.label FROM esd_label l JOIN esd_pair e ON "
                                             "e.id = l.pair_id JOIN person p ON p.id = l.person_id "
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

    // Every figure of the ESD statistics, the Annotators dock, the navigator and the
    // panel's count, as the screen shows them.
    QStringList figures()
    {
        QStringList out = test::screenFigures(
            {window_->statisticsPanel(), window_->annotatorQuality(), window_->navigator()});
        out << window_->esdPanel()
                   ->findChild<QLabel *>(QStringLiteral("EsdPosition"))
                   ->text()
                   .section(QStringLiteral(" · "), 1);
        return out;
    }

    // The statistics of the project file as `person` sees it (everyone when empty).
    metrics::EsdStatistics freshStatistics(const std::string &person)
    {
        db::Project check(path_.toStdString(), db::Project::Open::ExistingOnly);
        return db::esdStatistics(db::asSeenBy(db::EsdStore(check).load(), person));
    }

    std::size_t decisionsInStore()
    {
        db::Project check(path_.toStdString(), db::Project::Open::ExistingOnly);
        return db::EsdStore(check).load().decisions.size();
    }

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
        path_ =
            dir_.filePath(QStringLiteral("gui-%1.eventscope").arg(QTest::currentTestFunction()));
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
        EsdPanel *panel = window_->esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        const std::string extId = session().snapshot().pairs[pair].extId;
        const std::size_t labelledBefore = session().myLabelCount();
        const QStringList before = figures();

        QTest::keyClick(panel, Qt::Key_1);

        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional(1));
        QCOMPARE(session().myLabelCount(), labelledBefore + 1);
        // The dock shows the figures of the new store contents as ann_c sees them,
        // recomputed from scratch.
        QCOMPARE(session().statistics().kept, freshStatistics("ann_c").kept);
        QVERIFY(figures() != before);
        // The next pair this annotator has not labelled comes up.
        QVERIFY(panel->currentPair() != pair);
        QVERIFY(!session().myLabel(*panel->currentPair()));

        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional<int>());
        QCOMPARE(session().myLabelCount(), labelledBefore);
        const QStringList undone = figures();
        QVERIFY2(undone == before, qPrintable(test::firstDifference(before, undone)));

        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional(1));
    }

    // Kept pairs without a majority have no gold: the dock says how many, so that its gold
    // adds up to the kept pairs (with ann_c a viewer, ann_a and ann_b tie on some).
    void goldAddsUpToTheKeptPairs()
    {
        becomeViewer();
        const auto &st = session().statistics();
        QVERIFY(st.tied > 0);
        QCOMPARE(st.essential + st.nonEssential + st.tied, st.kept);
        QStringList texts;
        for (QLabel *l : window_->statisticsPanel()->findChildren<QLabel *>()) {
            texts << l->text();
        }
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("Gold: %1 essential, %2 non-essential, %3 tied")
                                  .arg(st.essential)
                                  .arg(st.nonEssential)
                                  .arg(st.tied)),
                 qPrintable(all.left(300)));
    }

    // Viewers read and change nothing: File > Import files is off for them (a viewer's
    // import changed an annotator's label), on for an annotator.
    void viewerImportsNothing()
    {
        QAction *import = nullptr;
        for (QAction *a : window_->findChildren<QAction *>()) {
            if (a->text() == QStringLiteral("&Import files…")) {
                import = a;
            }
        }
        QVERIFY(import);
        QVERIFY(import->isEnabled());
        becomeViewer();
        QVERIFY(!import->isEnabled());
        QVERIFY(!import->statusTip().isEmpty());
    }

    // An adjudicator or viewer sees everyone's figures; a label given in an annotator's
    // session reaches them with the store, recomputed from scratch.
    void viewerFiguresFollowTheStore()
    {
        becomeViewer();
        const QString kappaBefore = window_->statisticsPanel()->fleissText();
        const std::size_t keptBefore = session().statistics().kept;
        // A pair ann_b has not labelled whose other labels are valid: labelling it makes
        // it a kept pair.
        const auto &snap = session().snapshot();
        const int b = snap.annotatorColumn("ann_b");
        std::uint32_t pair = UINT32_MAX;
        for (std::uint32_t p = 0; p < snap.pairs.size() && pair == UINT32_MAX; ++p) {
            bool ok = snap.labels.at(p, static_cast<std::size_t>(b)) == metrics::esd::kNoLabel;
            for (std::size_t a = 0; a < snap.labels.annotators && ok; ++a) {
                ok = a == static_cast<std::size_t>(b) || snap.labels.at(p, a) == 0 ||
                     snap.labels.at(p, a) == 1;
            }
            pair = ok ? p : UINT32_MAX;
        }
        QVERIFY(pair != UINT32_MAX);
        {
            db::Project other(path_.toStdString(), db::Project::Open::ExistingOnly);
            db::EsdStore(other).setLabel(snap.pairs[pair].id, "ann_b", std::int8_t{1});
        }
        session().reload();
        QCOMPARE(session().statistics().kept, keptBefore + 1);
        const auto st = freshStatistics({});
        QCOMPARE(window_->statisticsPanel()->fleissText(),
                 QString::number(*st.fleissKappa.value, 'f', 3));
        QVERIFY(window_->statisticsPanel()->fleissText() != kappaBefore);
    }

    // Gwet's AC1 sits beside Fleiss' kappa with its interval, and its button lists the pairs
    // behind the agreement figures, the ones whose labels differ; blind, it cannot.
    void agreementFiguresLeadToTheirPairs()
    {
        becomeViewer();
        EsdStatisticsPanel *stats = window_->statisticsPanel();
        const auto st = freshStatistics({});
        QVERIFY(st.gwetAC1.defined());
        QCOMPARE(stats->agreementText(QStringLiteral("gwet")),
                 QString::number(*st.gwetAC1.value, 'f', 3));
        QTRY_VERIFY(!stats->intervalsPending());
        QTRY_VERIFY(stats->agreementToolTip(QStringLiteral("gwet")).contains(QStringLiteral("CI")));
        QVERIFY(!stats->agreementToolTip(QStringLiteral("gwet")).contains(QStringLiteral("No ")));
        if (const QString shot = qEnvironmentVariable("ESD_STATISTICS_SCREENSHOT");
            !shot.isEmpty()) {
            QVERIFY(window_->grab().save(shot));
        }
        auto *button = stats->findChild<QPushButton *>();
        QVERIFY(button);
        QVERIFY(button->isEnabled());
        PairListModel *pairs = window_->pairList();
        pairs->setMode(PairListModel::Mode::All);
        button->click();
        QCOMPARE(pairs->mode(), PairListModel::Mode::Disagreements);
        const auto listed = pairs->visiblePairs();
        QVERIFY(!listed.empty());
        const auto &snap = session().snapshot();
        for (const std::uint32_t p : listed) {
            std::set<int> labels;
            for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
                if (snap.labels.at(p, a) != metrics::esd::kNoLabel) {
                    labels.insert(snap.labels.at(p, a));
                }
            }
            QVERIFY(labels.size() > 1);
        }
        QAction *showOthers = nullptr;
        for (QAction *a : window_->findChildren<QAction *>()) {
            if (a->isCheckable() && a->text().contains(QStringLiteral("other annotators"))) {
                showOthers = a;
            }
        }
        QVERIFY(showOthers && showOthers->isChecked());
        showOthers->trigger();
        QVERIFY(!button->isEnabled());
        showOthers->trigger();
        QVERIFY(button->isEnabled());
    }

    // Only annotators label. An adjudicator's 1/0/X offers to decide the pair, which a
    // second press confirms; nothing becomes a label of theirs.
    void adjudicatorKeysOfferADecision()
    {
        window_->signIn(QStringLiteral("lead"));
        EsdPanel *panel = window_->esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        const std::string extId = session().snapshot().pairs[pair].extId;
        const std::size_t kept = session().statistics().kept;
        const std::size_t decided = decisionsInStore();

        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(storedLabel(path_, extId, "lead"), std::optional<int>());
        QCOMPARE(decisionsInStore(), decided);
        QCOMPARE(panel->offeredDecision(), std::optional<std::int8_t>(1));
        QVERIFY(panel->noticeText().contains(QString::fromStdString(extId)));
        test::screenshot(window_.get(), QStringLiteral("esd_adjudicator_offer"));
        QCOMPARE(session().statistics().kept, kept);
        QCOMPARE(session().snapshot().annotators.size(), std::size_t(3));

        // Esc withdraws the offer; another key offers that label instead.
        QTest::keyClick(panel, Qt::Key_Escape);
        QVERIFY(!panel->offeredDecision());
        QTest::keyClick(panel, Qt::Key_0);
        QCOMPARE(panel->offeredDecision(), std::optional<std::int8_t>(0));
        QTest::keyClick(panel, Qt::Key_0);
        QVERIFY(!panel->offeredDecision());
        QCOMPARE(decisionsInStore(), decided + 1);
        QCOMPARE(session().snapshot().decisions.at(pair).label, std::int8_t(0));
        QCOMPARE(storedLabel(path_, extId, "lead"), std::optional<int>());
        QCOMPARE(session().snapshot().annotators.size(), std::size_t(3));
        QCOMPARE(session().statistics().kept, freshStatistics({}).kept);

        // Enter confirms too; Ctrl+Z takes the decision back.
        window_->undoStack()->undo();
        QCOMPARE(decisionsInStore(), decided);
        QTest::keyClick(panel, Qt::Key_X);
        QTest::keyClick(panel, Qt::Key_Return);
        QCOMPARE(session().snapshot().decisions.at(pair).label, std::int8_t(-1));
    }

    // A viewer's keys change nothing and say why.
    void viewerKeysChangeNothing()
    {
        becomeViewer();
        EsdPanel *panel = window_->esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        const std::string extId = session().snapshot().pairs[pair].extId;
        const QStringList before = figures();
        for (Qt::Key k : {Qt::Key_1, Qt::Key_0, Qt::Key_X}) {
            QTest::keyClick(panel, k);
        }
        panel->addOptionalStep(QStringLiteral("A step from a viewer"));
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional<int>());
        QCOMPARE(window_->undoStack()->count(), 0);
        QVERIFY(!panel->offeredDecision());
        QVERIFY(panel->noticeText().contains(QStringLiteral("viewer")));
        test::screenshot(window_.get(), QStringLiteral("esd_viewer_notice"));
        QCOMPARE(panel->currentPair(), std::optional(pair));
        QCOMPARE(figures(), before);
    }

    // The footer's count is the store's after labels and their undo, not only after the
    // current pair changes (it once said 56 while the file and the progress bar said 52).
    void countsFollowUndo()
    {
        EsdPanel *panel = window_->esdPanel();
        auto footer = [panel] {
            return panel->findChild<QLabel *>(QStringLiteral("EsdPosition"))
                ->text()
                .section(QStringLiteral(" · "), 1);
        };
        auto storedCount = [this] {
            db::Project check(path_.toStdString(), db::Project::Open::ExistingOnly);
            db::Statement s =
                check.connection().prepare("SELECT count(*) FROM esd_label l JOIN person p ON p.id "
                                           "= l.person_id WHERE p.name = 'ann_c'");
            s.step();
            return static_cast<int>(s.int64(0));
        };
        const int start = storedCount();
        for (Qt::Key k : {Qt::Key_1, Qt::Key_0, Qt::Key_1, Qt::Key_X}) {
            QTest::keyClick(panel, k);
        }
        QCOMPARE(storedCount(), start + 4);
        const int pairs = static_cast<int>(session().snapshot().pairs.size());
        QCOMPARE(footer(), QStringLiteral("you labelled %1 of %2").arg(start + 4).arg(pairs));
        for (int i = 0; i < 3; ++i) {
            window_->undoStack()->undo();
        }
        QCOMPARE(storedCount(), start + 1);
        QCOMPARE(footer(), QStringLiteral("you labelled %1 of %2").arg(start + 1).arg(pairs));
        auto *progress = window_->statisticsPanel()->findChild<QProgressBar *>();
        QCOMPARE(progress->value(), start + 1);
    }

    // Nothing of anyone's work is on screen before someone signs in.
    void nothingShowsBeforeSignIn()
    {
        window_.reset();
        MainWindow window;
        QString error;
        QVERIFY2(window.openProject(path_, false, false, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.signInPage()->isVisible());
        QVERIFY(!window.datasets()->isVisible());
        test::screenshot(&window, QStringLiteral("signed_out"));
        for (QDockWidget *d : window.findChildren<QDockWidget *>()) {
            QVERIFY2(!d->isVisible(), qPrintable(d->objectName()));
            QVERIFY(!d->toggleViewAction()->isEnabled());
        }
        // No label on screen shows a figure: the only texts are the sign-in page's and
        // the status bar's.
        for (QLabel *l : window.findChildren<QLabel *>()) {
            if (l->isVisible() && !l->text().isEmpty()) {
                QVERIFY2(window.signInPage()->isAncestorOf(l) ||
                             window.statusBar()->isAncestorOf(l),
                         qPrintable(l->text()));
            }
        }
        int fileActions = 0;
        for (QAction *a : window.findChildren<QAction *>()) {
            // Recent projects are named by their paths, which may hold the words (another
            // case's gui-chartsExport.eventscope, say): the menu's own actions start so.
            if (a->text().startsWith(QStringLiteral("&Import")) ||
                a->text().startsWith(QStringLiteral("&Export"))) {
                QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
                ++fileActions;
            }
        }
        QVERIFY(fileActions >= 2);
        QTest::keyClick(&window, Qt::Key_1);
        QCOMPARE(window.undoStack()->count(), 0);

        window.signIn(QStringLiteral("lead"));
        QVERIFY(!window.signInPage()->isVisible());
        QVERIFY(window.datasets()->isVisible());
        QTRY_VERIFY(window.findChild<QDockWidget *>(QStringLiteral("StatisticsDock"))->isVisible());
    }

    // Any edit followed by its undo leaves every figure on screen as it was, and equal to
    // what the project file gives, for every role that may edit.
    void undoLeavesEveryFigureAsBefore_data()
    {
        QTest::addColumn<QString>("person");
        QTest::addColumn<int>("edit");
        QTest::newRow("annotator labels") << QStringLiteral("ann_c") << 0;
        QTest::newRow("annotator relabels") << QStringLiteral("ann_c") << 1;
        QTest::newRow("first label of someone new") << QStringLiteral("newcomer") << 0;
        QTest::newRow("annotator adds a step") << QStringLiteral("ann_c") << 2;
        QTest::newRow("newcomer adds a step") << QStringLiteral("newcomer") << 2;
        QTest::newRow("adjudicator decides") << QStringLiteral("lead") << 3;
        QTest::newRow("adjudicator withdraws") << QStringLiteral("lead") << 4;
    }

    void undoLeavesEveryFigureAsBefore()
    {
        QFETCH(QString, person);
        QFETCH(int, edit);
        EsdPanel *panel = window_->esdPanel();
        if (edit == 4) {
            // A decision made earlier, in another session.
            db::Project other(path_.toStdString(), db::Project::Open::ExistingOnly);
            db::EsdStore(other).adjudicate(session().snapshot().pairs[2].id, "lead",
                                           db::EsdAdjudication{1, {}});
            session().reload();
        }
        window_->signIn(person);
        const std::string view = session().blind() ? person.toStdString() : std::string();
        if (edit != 0) {
            panel->setCurrentPair(
                2); // labelled by everyone; for edit 0 the first pair not yet labelled
        }
        if (edit == 1) {
            QVERIFY(session().setLabel(2, std::int8_t(0)));
            window_->undoStack()->clear();
        }
        const QStringList before = figures();
        QCOMPARE(session().statistics().kept, freshStatistics(view).kept);

        switch (edit) {
        case 0:
        case 1:
            QTest::keyClick(panel, Qt::Key_1);
            break;
        case 2:
            panel->addOptionalStep(QStringLiteral("Ask a friend."));
            break;
        case 3:
            QTest::keyClick(panel, Qt::Key_0);
            QTest::keyClick(panel, Qt::Key_0);
            break;
        case 4:
            window_->withdrawDecision(QStringLiteral("esd"),
                                      QString::fromStdString(session().snapshot().pairs[2].extId));
            break;
        }
        QCOMPARE(window_->undoStack()->count(), 1);
        const QStringList edited = figures();
        QVERIFY(edited != before);
        const auto fresh = freshStatistics(view);
        QCOMPARE(session().statistics().kept, fresh.kept);
        QCOMPARE(session().snapshot().annotators.size(), fresh.labelledBy.size());

        window_->undoStack()->undo();
        const QStringList undone = figures();
        QVERIFY2(undone == before, qPrintable(test::firstDifference(before, undone)));
        // And what the file gives, through the command line's own report.
        QStringList args{
            QStringLiteral("report"),      QStringLiteral("--db"),      path_,
            QStringLiteral("--json"),      QStringLiteral("--dataset"), QStringLiteral("esd"),
            QStringLiteral("--bootstrap"), QStringLiteral("0")};
        if (!view.empty()) {
            args << QStringLiteral("--as") << person;
        }
        const auto report = test::runEventScope(args);
        QVERIFY2(test::succeeded(report), report.err.constData());
        const QJsonObject esd =
            QJsonDocument::fromJson(report.out).object().value(QStringLiteral("esd")).toObject();
        const auto &st = session().statistics();
        QCOMPARE(esd.value(QStringLiteral("kept")).toInteger(), static_cast<qint64>(st.kept));
        QCOMPARE(esd.value(QStringLiteral("annotators")).toArray().size(),
                 static_cast<qsizetype>(session().snapshot().annotators.size()));
        QCOMPARE(esd.value(QStringLiteral("pairs")).toInteger(), static_cast<qint64>(st.pairs));
        if (st.fleissKappa.defined()) {
            QVERIFY(test::near(esd.value(QStringLiteral("fleiss_kappa")), *st.fleissKappa.value,
                               1e-12));
        } else {
            QVERIFY(esd.value(QStringLiteral("fleiss_kappa")).isNull());
        }
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
        QCOMPARE(storedLabel(path_, session().snapshot().pairs[second].extId, "ann_c"),
                 std::optional(-1));
        QCOMPARE(window_->undoStack()->count(), 2);
    }

    // The steps list shows the current pair's goal, its steps in order with the current one
    // in bold and selected, whether the panel moves within a goal, to another goal, or the
    // goal gains a step (and loses it again by undo).
    void stepsListFollowsThePanel()
    {
        EsdPanel *panel = window_->esdPanel();
        auto *list = panel->findChild<QListView *>(QStringLiteral("EsdGoalSteps"));
        QVERIFY(list);
        // The list's model checked through every move, the added step, its undo and a reload.
        QAbstractItemModelTester tester(list->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto shown = [&] {
            QStringList rows;
            for (int r = 0; r < list->model()->rowCount(); ++r) {
                const QModelIndex item = list->model()->index(r, 0);
                rows << item.data().toString() +
                            (item.data(Qt::FontRole).value<QFont>().bold() ? QStringLiteral(" [bold]")
                                                                          : QString()) +
                            (item == list->currentIndex() ? QStringLiteral(" [current]")
                                                          : QString());
            }
            return rows;
        };
        const auto expected = [&] {
            const auto &snap = session().snapshot();
            const std::uint32_t current = *panel->currentPair();
            QStringList rows;
            int row = 0;
            for (const std::uint32_t p : snap.goals[snap.pairs[current].goal].pairs) {
                rows << QStringLiteral("%1. %2").arg(++row).arg(
                            QString::fromStdString(snap.pairs[p].step)) +
                            (p == current ? QStringLiteral(" [bold] [current]") : QString());
            }
            return rows;
        };
        const auto &snap = session().snapshot();
        const std::uint32_t g0 = snap.pairs[0].goal;
        std::vector<std::uint32_t> visit = {0, 1, 2, 1};
        for (std::uint32_t p = 0; p < snap.pairs.size(); ++p) {
            if (snap.pairs[p].goal != g0) {
                visit.push_back(p); // another goal
                break;
            }
        }
        visit.push_back(0);
        for (const std::uint32_t p : visit) {
            panel->setCurrentPair(p);
            QCOMPARE(shown(), expected());
        }
        // A click on another step selects it in the list alone; the next refresh (Core
        // shown and hidden, the pair staying) selects the pair in view again.
        list->setCurrentIndex(list->model()->index(list->model()->rowCount() - 1, 0));
        panel->setCoreOnly(!panel->coreOnly());
        panel->setCoreOnly(!panel->coreOnly());
        QCOMPARE(shown(), expected());
        panel->addOptionalStep(QStringLiteral("Wash your hands first."));
        QCOMPARE(shown(), expected());
        QVERIFY(shown().join(QLatin1Char('\n')).contains(QStringLiteral("Wash your hands first.")));
        window_->undoStack()->undo();
        QCOMPARE(shown(), expected());
        QVERIFY(
            !shown().join(QLatin1Char('\n')).contains(QStringLiteral("Wash your hands first.")));
        // A reload whose pairs are the same but whose texts are not (another program wrote
        // the project): the list shows the texts the project holds now.
        {
            db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
            p.connection()
                .prepare("UPDATE esd_pair SET step = 'Rewritten.' WHERE id = ?")
                .bind(1, session().snapshot().pairs[*panel->currentPair()].id)
                .run();
        }
        session().reload();
        QCOMPARE(shown(), expected());
        QVERIFY(shown().join(QLatin1Char('\n')).contains(QStringLiteral("Rewritten.")));
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
        QCOMPARE(window_->navigator()->currentIndex().data(PairListModel::PairIndexRole).toUInt(),
                 0u);
    }

    void nextUnlabelledWrapsRound()
    {
        EsdPanel *panel = window_->esdPanel();
        const std::vector<std::uint32_t> order = window_->pairList()->visiblePairs();
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

    // The direct lookup of the last unlabelled pairs must find what the walk finds, from
    // every pair (shown or hidden by the filter) and from none.
    void firstVisibleAfterIsTheWalksAnswer()
    {
        PairListModel *filter = window_->pairList();
        const std::size_t n = session().snapshot().pairs.size();
        for (const auto mode : {PairListModel::Mode::All, PairListModel::Mode::MineUnlabelled}) {
            filter->setMode(mode);
            for (const std::uint32_t mask : {0u, 1u, 2u}) {
                // Candidates: every pair, or every other pair, or pairs without my label.
                std::vector<std::uint32_t> candidates;
                for (std::uint32_t p = 0; p < n; ++p) {
                    if (mask == 0 || (mask == 1 && p % 2 == 0) ||
                        (mask == 2 && !session().myLabel(p))) {
                        candidates.push_back(p);
                    }
                }
                const auto accept = [&](std::uint32_t p) {
                    return std::find(candidates.begin(), candidates.end(), p) != candidates.end();
                };
                std::vector<std::optional<std::uint32_t>> froms = {std::nullopt};
                for (std::uint32_t p = 0; p < n; ++p) {
                    froms.push_back(p);
                }
                for (const auto &from : froms) {
                    std::vector<std::uint32_t> others;
                    for (std::uint32_t c : candidates) {
                        if (!from || c != *from) {
                            others.push_back(c);
                        }
                    }
                    const auto walk = filter->findVisible(from, false, true, [&](std::uint32_t p) {
                        return (!from || p != *from) && accept(p);
                    });
                    QCOMPARE(filter->firstVisibleAfter(from, others), walk);
                }
            }
        }
        filter->setMode(PairListModel::Mode::All);
    }

    void mineUnlabelledFilter()
    {
        PairListModel *filter = window_->pairList();
        filter->setMode(PairListModel::Mode::MineUnlabelled);
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
        filter->setMode(PairListModel::Mode::Disagreements);
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

    // Contributing a step is not labelling it: the contributor's label is not written, no
    // figure moves, and the step waits for labels like any other.
    void addOptionalStepAndUndo()
    {
        EsdPanel *panel = window_->esdPanel();
        const std::size_t pairs = session().snapshot().pairs.size();
        const std::vector<std::string> annotators = session().snapshot().annotators;
        const std::optional<double> kappa = session().statistics().fleissKappa.value;
        const std::size_t kept = session().statistics().kept;
        panel->addOptionalStep(QStringLiteral("Wash your hands first."));
        QCOMPARE(session().snapshot().pairs.size(), pairs + 1);
        const auto &added = session().snapshot().pairs.back();
        QVERIFY(added.contributed);
        QCOMPARE(storedLabel(path_, added.extId, "ann_c"), std::optional<int>());
        QCOMPARE(session().snapshot().annotators, annotators);
        QCOMPARE(session().statistics().fleissKappa.value, kappa);
        QCOMPARE(session().statistics().kept, kept);
        QCOMPARE(session().snapshot().contributors.at(added.id), std::string("ann_c"));
        const std::string extId = added.extId;
        window_->undoStack()->undo();
        QCOMPARE(session().snapshot().pairs.size(), pairs);
        QCOMPARE(storedLabel(path_, extId, "ann_c"), std::optional<int>());
    }

    void dataTextIsPlain()
    {
        db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
        const std::string hostile = "<b>bold</b> <img src=x> & <a href='http://x'>link</a>";
        db::EsdStore(p).import(
            db::parseEsdJsonLines("{\"id\": \"h1\", \"goal\": \"<i>Goal</i>\", \"step\": \"" +
                                      hostile + "\"}",
                                  "hostile.jsonl"),
            "tester");
        session().reload();
        const auto &snap = session().snapshot();
        window_->esdPanel()->setCurrentPair(static_cast<std::uint32_t>(snap.pairs.size() - 1));
        QCOMPARE(stepText(window_->esdPanel()), QString::fromStdString(hostile));
        for (QLabel *l : window_->findChildren<QLabel *>()) {
            QVERIFY2(l->textFormat() == Qt::PlainText,
                     qPrintable(l->objectName() + QLatin1Char(' ') + l->text()));
        }
        // Tooltips guess rich text: a name or a label from a file is escaped in them, so
        // that it shows as written (the goal's steps, the adjudication's raters).
        GoalStepsModel steps;
        steps.setRows({{0, QStringLiteral("Boil"), true, QStringLiteral("<b>ann</b>")}});
        QCOMPARE(steps.index(0).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p>Contributed by &lt;b&gt;ann&lt;/b&gt;</p>"));
        RatersModel raters;
        raters.setRows({QStringLiteral("Rater"), QStringLiteral("Label")},
                       {{QStringLiteral("<i>m</i> (model)"), QStringLiteral("<i>m</i>"),
                         {{QStringLiteral("<b>1</b>"), QStringLiteral("1"), true}}}});
        QCOMPARE(raters.index(0, 0).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p>&lt;i&gt;m&lt;/i&gt; (model)</p>"));
        QCOMPARE(raters.index(0, 1).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("<p>&lt;b&gt;1&lt;/b&gt;</p>"));
        QCOMPARE(raters.index(0, 1).data().toString(), QStringLiteral("<b>1</b>"));
    }

    // Opening and signing in reset the list; its selected row is then the pair the panel
    // shows, and it holds every goal's row followed by its steps' rows.
    void listShowsThePanelsPairAfterSignIn()
    {
        // As a user opens a project: a new window, the file, then who they are.
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(path_, false, false, &error), qPrintable(error));
        window_->show();
        window_->signIn(QStringLiteral("ann_c"));
        const QAbstractItemModel *list = window_->navigator()->model();
        const auto &snap = session().snapshot();
        QStringList expected;
        for (std::uint32_t g = 0; g < snap.goals.size(); ++g) {
            if (snap.goals[g].pairs.empty()) {
                continue;
            }
            expected << QStringLiteral("goal %1").arg(g);
            for (const std::uint32_t p : snap.goals[g].pairs) {
                expected << QStringLiteral("pair %1 %2")
                                .arg(p)
                                .arg(QString::fromStdString(snap.pairs[p].step));
            }
        }
        QStringList rows;
        for (int r = 0; r < list->rowCount(); ++r) {
            const QModelIndex at = list->index(r, 0);
            rows << (at.data(PairListModel::GoalRowRole).toBool()
                         ? QStringLiteral("goal %1").arg(
                               at.data(PairListModel::GoalIndexRole).toUInt())
                         : QStringLiteral("pair %1 %2")
                               .arg(at.data(PairListModel::PairIndexRole).toUInt())
                               .arg(at.data().toString()));
        }
        QCOMPARE(rows, expected);
        const QModelIndex current = window_->navigator()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(PairListModel::PairIndexRole).toUInt(),
                 *window_->esdPanel()->currentPair());
        QVERIFY(window_->navigator()->selectionModel()->isSelected(current));
    }

    // The Annotators dock behind the Statistics tab skips the figures labels change; once
    // its tab is chosen it shows what it would have shown all along.
    void annotatorsDockCatchesUpWhenChosen()
    {
        auto *dock = window_->findChild<QDockWidget *>(QStringLiteral("AnnotatorQualityDock"));
        QVERIFY(dock);
        AnnotatorQualityView *quality = window_->annotatorQuality();
        const QStringList before = test::screenFigures({quality});
        EsdPanel *panel = window_->esdPanel();
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(panel, Qt::Key_1);
        }
        // Out of sight: nothing was redone.
        QCOMPARE(test::screenFigures({quality}), before);
        dock->raise();
        QTRY_VERIFY(test::screenFigures({quality}) != before);
        const QStringList shown = test::screenFigures({quality});
        quality->refresh();
        QCOMPARE(test::screenFigures({quality}), shown);
    }

    // A label moves the AUROCs of an annotator's blind view (their labels are its gold): the
    // bars take the new heights in place, and each is the statistics' AUROC of its model
    // and setting.
    void aurocBarsTakeALabelInPlace()
    {
        ChartView *chart = window_->statisticsPanel()->chart(QStringLiteral("auroc"));
        const auto barSeries = [&] {
            return qobject_cast<QBarSeries *>(chart->chart()->series().value(0));
        };
        QBarSeries *before = barSeries();
        QVERIFY(before);
        const auto shown = [&] {
            QStringList out;
            const auto *x =
                qobject_cast<QBarCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
            const QList<QBarSet *> sets = barSeries()->barSets();
            for (int set = 0; set < static_cast<int>(sets.size()); ++set) {
                for (int c = 0; c < x->count(); ++c) {
                    out << QStringLiteral("%1 %2 %3")
                               .arg(x->at(c))
                               .arg(set)
                               .arg(sets[set]->at(c), 0, 'g', 12);
                }
            }
            return out;
        };
        const auto expected = [&] {
            std::map<std::pair<QString, int>, double> auroc;
            const auto &snap = session().snapshot();
            for (const auto &m : session().statistics().models) {
                auroc[{QString::fromStdString(snap.models[m.scores].model),
                       snap.models[m.scores].setting == "core" ? 1 : 0}] =
                    m.roc.auroc.value.value_or(0.0);
            }
            QStringList out;
            for (const int set : {0, 1}) {
                for (const auto &[key, value] : auroc) {
                    if (key.second == set) {
                        out << QStringLiteral("%1 %2 %3")
                                   .arg(key.first)
                                   .arg(set)
                                   .arg(value, 0, 'g', 12);
                    }
                }
            }
            return out;
        };
        EsdPanel *panel = window_->esdPanel();
        QStringList first = shown();
        bool moved = false;
        for (int i = 0; i < 8; ++i) {
            QTest::keyClick(panel, i % 3 == 0 ? Qt::Key_0 : Qt::Key_1);
            QCOMPARE(barSeries(), before);
            QCOMPARE(shown(), expected());
            moved = moved || shown() != first;
        }
        QVERIFY(moved);
    }

    // The ROC curves behind their tab are rebuilt when shown or asked for, not on every
    // label: asked for after labels, they are the statistics' curves, point for point.
    void hiddenRocCurvesFollowLabels()
    {
        EsdStatisticsPanel *stats = window_->statisticsPanel();
        auto *tabs = stats->findChild<QTabWidget *>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(0); // AUROC
        EsdPanel *panel = window_->esdPanel();
        for (int i = 0; i < 6; ++i) {
            QTest::keyClick(panel, i % 2 ? Qt::Key_0 : Qt::Key_1);
        }
        // The labels moved the gold: curves wait for a chart to ask for them.
        const auto &models = session().statistics().models;
        QVERIFY(std::any_of(models.begin(), models.end(), [](const auto &m) {
            return m.roc.auroc.defined() && m.roc.curve.empty();
        }));
        const auto curvesShown = [&] {
            std::vector<QList<QPointF>> out;
            for (QAbstractSeries *s : stats->chart(QStringLiteral("roc"))->chart()->series()) {
                auto *line = qobject_cast<QLineSeries *>(s);
                if (line && line->name() != QStringLiteral("chance")) {
                    out.push_back(line->points());
                }
            }
            return out;
        };
        // The project's own curves, as `report` draws them from the file.
        const auto curvesNow = [&] {
            std::vector<QList<QPointF>> out;
            const bool blind = session().role() == QLatin1String("annotator");
            const metrics::EsdStatistics fresh =
                freshStatistics(blind ? session().annotator().toStdString() : std::string());
            for (const auto &m : fresh.models) {
                if (m.roc.auroc.defined()) {
                    QList<QPointF> points;
                    for (const auto &p : m.roc.curve) {
                        points << QPointF(p.falsePositiveRate, p.truePositiveRate);
                    }
                    out.push_back(points);
                }
            }
            return out;
        };
        QVERIFY(!curvesNow().empty());
        QCOMPARE(curvesShown(), curvesNow());
        tabs->setCurrentIndex(1); // ROC: rebuilt as it comes up, and on every label while shown
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(panel, i % 2 ? Qt::Key_1 : Qt::Key_0);
            std::vector<QList<QPointF>> drawn;
            for (QAbstractSeries *s :
                 qobject_cast<ChartView *>(tabs->currentWidget())->chart()->series()) {
                auto *line = qobject_cast<QLineSeries *>(s);
                if (line && line->name() != QStringLiteral("chance")) {
                    drawn.push_back(line->points());
                }
            }
            QCOMPARE(drawn, curvesNow());
        }
        // The size chart, behind its tab through those labels, comes up with them.
        tabs->setCurrentIndex(2);
        QCOMPARE(qobject_cast<ChartView *>(tabs->currentWidget()),
                 stats->chart(QStringLiteral("size")));
        QVERIFY(!stats->chart(QStringLiteral("size"))->chart()->series().isEmpty());
    }

    void chartsExport()
    {
        for (const QString &name :
             {QStringLiteral("auroc"), QStringLiteral("roc"), QStringLiteral("size")}) {
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
                    if (image.pixel(x, y) != qRgb(255, 255, 255) &&
                        qAlpha(image.pixel(x, y)) != 0) {
                        right = std::max(right, x);
                        bottom = std::max(bottom, y);
                    }
                }
            }
            QVERIFY2(right > image.width() * 3 / 4 && bottom > image.height() * 3 / 4,
                     qPrintable(name));
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll().contains("<svg"));
        }
        // Two settings per model: the bar chart holds Full and Core sets.
        auto *bars = qobject_cast<QBarSeries *>(
            window_->statisticsPanel()->chart(QStringLiteral("auroc"))->chart()->series().first());
        QVERIFY(bars);
        QCOMPARE(bars->count(), 2);
        QCOMPARE(bars->barSets().first()->count(), 3); // three demo models
    }

    // The list follows each label row by row: a pair leaving or joining a filter, with its
    // goal's row when it is the goal's only shown step. After every edit each list, under
    // every filter, blind or not, with and without a search, holds what a list made afresh
    // holds, row for row and column for column.
    void listFollowsEditsAsAFreshList()
    {
        const auto &snap = session().snapshot();
        const std::uint32_t n = static_cast<std::uint32_t>(snap.pairs.size());
        QVERIFY(n > 20);
        // A search that matches one step of its goal, so that its goal's row comes and goes.
        const QString oneStep = QString::fromStdString(snap.pairs[snap.goals[1].pairs[2]].step);
        struct Setting
        {
            PairListModel::Mode mode;
            bool blind;
            QString search;
        };
        std::vector<Setting> settings;
        for (const auto mode : {PairListModel::Mode::All, PairListModel::Mode::MineUnlabelled,
                                PairListModel::Mode::Disagreements, PairListModel::Mode::Invalid}) {
            for (const bool blind : {true, false}) {
                for (const QString &search : {QString(), QStringLiteral("the"), oneStep}) {
                    settings.push_back({mode, blind, search});
                }
            }
        }
        const auto configure = [](PairListModel &list, const Setting &s) {
            list.setBlind(s.blind);
            list.setMode(s.mode);
            list.setSearch(s.search);
        };
        std::vector<std::unique_ptr<PairListModel>> lists;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (const Setting &s : settings) {
            lists.push_back(std::make_unique<PairListModel>(session()));
            configure(*lists.back(), s);
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                lists.back().get(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        }
        const auto rows = [](const PairListModel &list) {
            QStringList out;
            for (int r = 0; r < list.rowCount(); ++r) {
                QStringList cells;
                for (int c = 0; c < list.columnCount(); ++c) {
                    cells << list.index(r, c).data().toString();
                }
                const QModelIndex at = list.index(r, 0);
                out << QStringLiteral("%1 %2 %3 | %4")
                           .arg(at.data(PairListModel::GoalRowRole).toBool()
                                    ? QStringLiteral("goal")
                                    : QStringLiteral("pair"))
                           .arg(at.data(PairListModel::GoalIndexRole).toUInt())
                           .arg(at.data(PairListModel::PairIndexRole).toString(),
                                cells.join(QStringLiteral(" | ")));
            }
            return out;
        };
        std::size_t changedRows = 0;
        std::vector<int> counts(lists.size());
        const auto check = [&](const QString &what) {
            for (std::size_t i = 0; i < lists.size(); ++i) {
                PairListModel fresh(session());
                configure(fresh, settings[i]);
                const QStringList now = rows(*lists[i]);
                QVERIFY2(now == rows(fresh),
                         qPrintable(QStringLiteral("%1, setting %2: %3")
                                        .arg(what)
                                        .arg(i)
                                        .arg(test::firstDifference(now, rows(fresh)))));
                changedRows += counts[i] != lists[i]->rowCount() ? 1 : 0;
                counts[i] = lists[i]->rowCount();
            }
        };
        check(QStringLiteral("at first"));
        const std::int8_t cycle[] = {1, 0, -1};
        for (std::uint32_t p = 0; p < n; ++p) {
            QVERIFY(session().setLabel(p, cycle[p % 3]));
            check(QStringLiteral("label on pair %1").arg(p));
        }
        for (std::uint32_t p = 0; p < n; p += 2) {
            QVERIFY(session().setLabel(p, std::nullopt));
            check(QStringLiteral("label cleared on pair %1").arg(p));
        }
        for (std::uint32_t p = 1; p < n; p += 3) {
            QVERIFY(session().setLabel(p, cycle[(p + 1) % 3]));
            check(QStringLiteral("label changed on pair %1").arg(p));
        }
        // The edits did move rows in and out, not only their texts.
        QVERIFY(changedRows > 50);
    }

    void modelsPassModelTester()
    {
        window_->signIn(QStringLiteral("lead")); // sees everyone
        PairListModel pairs(session());
        PairListModel &filter = pairs;
        CohenKappaModel kappa(session());
        QAbstractItemModelTester t1(&pairs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&kappa, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pairs.rowCount(), 12 + static_cast<int>(session().snapshot().pairs.size()));
        QCOMPARE(kappa.rowCount(), 3);
        QCOMPARE(kappa.index(0, 1).data().toString(), kappa.index(1, 0).data().toString());
        // Edits (an annotator's), filters and resets while the testers watch.
        window_->signIn(QStringLiteral("ann_c"));
        QCOMPARE(kappa.rowCount(), 1);
        session().setLabel(0, std::int8_t(1));
        filter.setMode(PairListModel::Mode::MineUnlabelled);
        filter.setSearch(QStringLiteral("seeds"));
        const auto added = session().addStep(0, QStringLiteral("A new step"));
        QVERIFY(added);
        QVERIFY(session().removeStep(session().snapshot().pairs[*added].extId));
        filter.setMode(PairListModel::Mode::All);
        // Someone new is an annotator: a blind view with no labels yet, then their column.
        window_->signIn(QStringLiteral("someone_new"));
        QCOMPARE(kappa.rowCount(), 0);
        session().setLabel(1, std::int8_t(0));
        QCOMPARE(kappa.rowCount(), 1);
        // A label by the panel's key, and its undo.
        window_->esdPanel()->setCurrentPair(2);
        window_->esdPanel()->labelCurrent(1);
        QCOMPARE(session().myLabel(2), std::optional<std::int8_t>(1));
        window_->undoStack()->undo();
        QCOMPARE(session().myLabel(2), std::optional<std::int8_t>());
    }

    // No page of the central tabs holds the window so wide that the docks are squeezed
    // (the OpenPI page once needed 1,270 px and left them about 110 px each). The docks'
    // widths on a laptop's and a desktop's screen: tst_laptop_layout.
    void docksOpenReadable()
    {
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
            texts << l->text() << l->toolTip();
        }
        QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("ann_c")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.join(QLatin1Char('|')).contains(path_));
        // At 1280 px the project path gives way, never who is signed in.
        window_->resize(1280, 800);
        window_->signIn(QStringLiteral("lead"));
        auto *who = window_->statusBar()->findChild<QLabel *>(QStringLiteral("SignedIn"));
        QTRY_COMPARE_GE(who->width(), who->sizeHint().width());
        QCOMPARE(who->text(), QStringLiteral("Signed in: lead (adjudicator)"));
    }
};

QTEST_MAIN(TestEsdGui)
#include "tst_esd_gui.moc"
