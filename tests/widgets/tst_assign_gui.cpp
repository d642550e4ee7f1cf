// An annotator with assigned goals labels with keys: the next pair always comes from their
// own queue, in its order; the progress bar and the line under the panel count the same
// pairs, those of their assigned goals, and the list greys the goals not theirs. A rater
// group is drawn as a Human bar beside the models.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/assignments.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "metrics/human_baseline.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/pair_list_model.h"
#include "widgets/main_window.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QLabel>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace es;
using namespace es::widgets;

class TestAssignGui : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<MainWindow> window_;

    EsdSession &session() { return *window_->esdSession(); }

    // The person's queue as the store holds it: goal ids in order.
    std::vector<std::int64_t> queueOf(const std::string &person)
    {
        db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
        return db::AssignmentStore(p).queue("esd", person);
    }

    QProgressBar *progress()
    {
        for (QProgressBar *bar : window_->statisticsPanel()->findChildren<QProgressBar *>()) {
            if (bar->format().startsWith(QStringLiteral("You:"))) {
                return bar;
            }
        }
        return nullptr;
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        path_ = dir_.filePath(QStringLiteral("assign.eventscope"));
        // The demo project, with the goals shared among the three demo annotators and a
        // newcomer, all four on each goal (the three labelled every goal, and keep their
        // places), and a lay rater group.
        {
            MainWindow seed;
            QString error;
            QVERIFY2(seed.openProject(path_, true, true, &error), qPrintable(error));
        }
        db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
        db::AssignmentStore(p).assign(
            {"esd", {"ann_a", "ann_b", "ann_c", "dana"}, 4, 11, false, false}, "test");
        db::AssignmentStore(p).addToGroup("baseline", {"ann_lay"}, std::string("core"), "test");
        db::EsdStore store(p);
        const db::EsdSnapshot snap = store.load();
        for (std::size_t i = 0; i < snap.pairs.size(); ++i) {
            store.setLabel(snap.pairs[i].id, "ann_lay", static_cast<std::int8_t>(i % 2));
        }
    }

    void init()
    {
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(path_, false, false, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }

    void cleanup() { window_.reset(); }

    void nextPairFollowsTheQueue()
    {
        window_->signIn(QStringLiteral("dana"));
        const std::vector<std::int64_t> queue = queueOf("dana");
        QCOMPARE(queue.size(), std::size_t(12)); // 12 goals x 4 / 4 annotators
        const auto &snap = session().snapshot();
        std::vector<std::uint32_t> expected; // every pair of the queue's goals, in order
        for (std::int64_t goalId : queue) {
            for (const auto &g : snap.goals) {
                if (g.id == goalId) {
                    expected.insert(expected.end(), g.pairs.begin(), g.pairs.end());
                }
            }
        }
        QProgressBar *bar = progress();
        QVERIFY(bar);
        auto *footer = window_->esdPanel()->findChild<QLabel *>(QStringLiteral("EsdPosition"));
        QVERIFY(footer);
        const auto agree = [&](std::size_t labelled) {
            const QString counted = QStringLiteral("%1 of %2").arg(labelled).arg(expected.size());
            QVERIFY2(bar->text().startsWith(QStringLiteral("You: ") + counted +
                                            QStringLiteral(" assigned pairs labelled")),
                     qPrintable(bar->text()));
            QVERIFY2(footer->text().endsWith(QStringLiteral("you labelled ") + counted +
                                             QStringLiteral(" assigned pairs")),
                     qPrintable(footer->text()));
        };
        agree(0);
        QCOMPARE(bar->text(), QStringLiteral("You: 0 of %1 assigned pairs labelled (0%)")
                                  .arg(expected.size()));
        EsdPanel *panel = window_->esdPanel();
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(panel->currentPair(), std::optional<std::uint32_t>(expected[i]));
            QTest::keyClick(panel, Qt::Key_1);
            agree(i + 1);
        }
        QCOMPARE(bar->text(), QStringLiteral("You: %1 of %1 assigned pairs labelled (100%)")
                                  .arg(expected.size()));
        QCOMPARE(session().myLabelCount(), expected.size());
        test::screenshot(window_.get(), QStringLiteral("assign_queue_done"));
    }

    // Two newcomers share the goals, one each: dana's list greys the goals that are not
    // hers, says so in their tips, and "Mine unlabelled" lists only her own.
    void assignedGoalsAreMarked()
    {
        const QString path = dir_.filePath(QStringLiteral("half.eventscope"));
        {
            MainWindow seed;
            QString error;
            QVERIFY2(seed.openProject(path, true, true, &error), qPrintable(error));
        }
        {
            db::Project p(path.toStdString(), db::Project::Open::ExistingOnly);
            db::AssignmentStore(p).assign({"esd", {"dana", "eve"}, 1, 3, false, true}, "test");
        }
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(path, false, false, &error), qPrintable(error));
        window_->show();
        window_->signIn(QStringLiteral("dana"));
        db::Project p(path.toStdString(), db::Project::Open::ExistingOnly);
        const std::vector<std::int64_t> queue = db::AssignmentStore(p).queue("esd", "dana");
        const auto &snap = session().snapshot();
        QVERIFY(!queue.empty() && queue.size() < snap.goals.size());
        const std::set<std::int64_t> mine(queue.begin(), queue.end());
        auto *model = window_->findChild<PairListModel *>();
        QVERIFY(model);
        model->setMode(PairListModel::Mode::All);
        std::size_t greyGoals = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex row = model->index(r, PairListModel::TextColumn);
            const std::uint32_t goal = row.data(PairListModel::GoalIndexRole).toUInt();
            const bool ours = mine.count(snap.goals[goal].id) > 0;
            QCOMPARE(row.data(Qt::ForegroundRole).isValid(), !ours);
            if (row.data(PairListModel::GoalRowRole).toBool()) {
                greyGoals += ours ? 0 : 1;
                QCOMPARE(row.data(Qt::ToolTipRole).toString(),
                         ours ? QStringLiteral("Assigned to you")
                              : QStringLiteral("Not assigned to you"));
            }
        }
        QCOMPARE(greyGoals, snap.goals.size() - queue.size());
        model->setMode(PairListModel::Mode::MineUnlabelled);
        std::size_t pairs = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex row = model->index(r, PairListModel::TextColumn);
            QVERIFY(mine.count(snap.goals[row.data(PairListModel::GoalIndexRole).toUInt()].id));
            pairs += row.data(PairListModel::GoalRowRole).toBool() ? 0 : 1;
        }
        QCOMPARE(pairs, session().myProgress().of);
        test::screenshot(window_.get(), QStringLiteral("assign_marked"));
    }

    void humanBarBesideTheModels()
    {
        window_->signIn(QStringLiteral("lead_viewer"));
        {
            db::Project p(path_.toStdString(), db::Project::Open::ExistingOnly);
            p.setRole("lead_viewer", db::Role::Viewer, "test");
            // dana completes every panel, so that the pairs have gold (in any test order).
            db::EsdStore store(p);
            const db::EsdSnapshot snap = store.load();
            for (const auto &pair : snap.pairs) {
                store.setLabel(pair.id, "dana", 1);
            }
        }
        window_->signIn(QStringLiteral("lead_viewer"));
        ChartView *auroc = nullptr;
        for (ChartView *c : window_->statisticsPanel()->findChildren<ChartView *>()) {
            if (auto *x =
                    qobject_cast<QBarCategoryAxis *>(c->chart()->axes(Qt::Horizontal).value(0));
                x && x->titleText() == QStringLiteral("Model")) {
                auroc = c;
            }
        }
        QVERIFY(auroc);
        auto *x = qobject_cast<QBarCategoryAxis *>(auroc->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY2(x->categories().contains(QStringLiteral("Human (baseline)")),
                 qPrintable(x->categories().join(QLatin1Char(','))));
        // The lay rater is not an annotator of agreement or gold.
        for (const auto &c : session().statistics().cohenKappa) {
            QVERIFY(session().snapshot().annotators[c.a] != "ann_lay");
            QVERIFY(session().snapshot().annotators[c.b] != "ann_lay");
        }
        QCOMPARE(session().statistics().raterGroups.size(), std::size_t(1));
        // The paper's baseline beside the agreement figures: ann_lay's labels (i mod 2) against
        // gold on the sample of 200 pairs with gold drawn with seed 20231 (the draw itself is
        // tested against a script in tst_human_baseline), counted here pair by pair.
        const auto &gold = session().statistics().gold;
        const std::vector<std::uint32_t> drawn = metrics::humanSamplePairs(gold, {});
        QVERIFY(!drawn.empty());
        std::size_t right = 0;
        for (const std::uint32_t p : drawn) {
            right += gold[p] == static_cast<std::int8_t>(p % 2) ? 1 : 0;
        }
        const QString shown = window_->statisticsPanel()->agreementText(QStringLiteral("human"));
        const QString expected =
            QStringLiteral(
                "baseline (Core): mean member accuracy %1 (%2 sampled pairs, seed 20231)")
                .arg(figureText(static_cast<double>(right) / static_cast<double>(drawn.size())))
                .arg(drawn.size());
        QCOMPARE(shown, expected);
        window_->resize(1400, 1000);
        QTest::qWait(50);
        test::screenshot(window_.get(), QStringLiteral("assign_human_bar"));
    }
};

QTEST_MAIN(TestAssignGui)
#include "tst_assign_gui.moc"
