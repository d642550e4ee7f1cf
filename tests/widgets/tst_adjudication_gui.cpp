// The adjudication tab as an adjudicator uses it on the demo project: the queue of each
// dataset, raters side by side, decisions that become gold at once, undo, and what an
// annotator sees (nothing of it). Set ADJUDICATION_SCREENSHOTS=DIR to keep PNGs.
#include "db/adjudication.h"
#include "db/project.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_session.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_session.h"

#include <QCheckBox>
#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("ADJUDICATION_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QTest::qWait(100);
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

} // namespace

class TestAdjudicationGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    QString db_;

    AdjudicationPanel *panel() const { return window_->adjudication(); }

  private slots:
    void init()
    {
        db_ = dir_.filePath(QStringLiteral("adj_%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = std::make_unique<MainWindow>();
        window_->resize(1500, 900);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        window_->signIn(QStringLiteral("lead")); // the demo's adjudicator
        window_->showDataset(3);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() { window_.reset(); }

    void esdDecisionBecomesGoldAndUndoes()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto queue = db::esdQueue(window_->esdSession()->snapshot());
        QVERIFY(!queue.empty());
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()));
        panel()->selectEntry(0);
        const std::uint32_t pair = queue[0].item;
        // Every annotator who labelled the pair is a row; models only on request.
        const auto &snap = window_->esdSession()->snapshot();
        int labelled = 0;
        for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
            labelled += snap.labels.at(pair, a) != metrics::esd::kNoLabel ? 1 : 0;
        }
        QCOMPARE(panel()->raters()->rowCount(), labelled);
        panel()->setShowModels(true);
        QVERIFY(panel()->raters()->rowCount() > labelled);
        screenshot(window_.get(), QStringLiteral("adjudication_esd"));

        panel()->setNote(QStringLiteral("the step is needed"));
        QVERIFY(panel()->decideEsd(0));
        QCOMPARE(window_->esdSession()->statistics().gold[pair], std::int8_t{0});
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).note, std::string("the step is needed"));
        QCOMPARE(panel()->queueRow(), 1); // on to the next
        QVERIFY(panel()->queueText(0).startsWith(QStringLiteral("✓")));
        {
            db::Project p(db_.toStdString(), db::Project::Open::ExistingOnly);
            db::Statement s = p.connection().prepare(
                "SELECT count(*) FROM audit WHERE action = 'adjudicate' AND person = 'lead' AND detail = 'the step is needed'");
            s.step();
            QCOMPARE(s.integer(0), 1);
        }
        // Undo is a new audited change that brings the majority back.
        window_->undoStack()->undo();
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));
        QCOMPARE(window_->esdSession()->statistics().gold[pair],
                 metrics::computeEsdStatistics(snap.labels, {}).gold[pair]);
        panel()->setHideDecided(true);
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()));

        // A decision made while the tab is hidden shows when it is back in view.
        window_->showDataset(0);
        QVERIFY(!panel()->isVisible());
        QVERIFY(window_->esdSession()->adjudicate(pair, db::EsdAdjudication{1, {}}));
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()));
        window_->showDataset(3);
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()) - 1);
    }

    void esterDecisionFromARater()
    {
        panel()->setDataset(AdjudicationPanel::Ester);
        const auto queue = db::esterQueue(window_->esterSession()->snapshot());
        QVERIFY(!queue.empty());
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()));
        panel()->selectEntry(0);
        QVERIFY(panel()->raters()->rowCount() >= 2);
        screenshot(window_.get(), QStringLiteral("adjudication_ester"));
        const std::uint32_t q = queue[0].item;
        const std::string annotator = window_->esterSession()->snapshot().raters.front().name;
        QVERIFY(panel()->decideEsterFrom(QString::fromStdString(annotator)));
        const auto &question = window_->esterSession()->snapshot().questions[q];
        QVERIFY(question.decision.has_value());
        const auto *rater = window_->esterSession()->snapshot().person(annotator);
        QCOMPARE(question.gold, rater->answers[static_cast<std::size_t>(rater->find(q))]);
        // An answer that is not a span of the passage is refused, gold untouched.
        panel()->selectEntry(0);
        QVERIFY(!panel()->decideEster(metrics::ester::Relation::Causal, {QStringLiteral("no such words here")}));
        window_->undoStack()->undo();
        QVERIFY(!window_->esterSession()->snapshot().questions[q].decision.has_value());
    }

    void openPiSalienceAndClusters()
    {
        panel()->setDataset(AdjudicationPanel::OpenPi);
        const auto queue = db::openPiQueue(window_->openPiSession()->snapshot());
        QVERIFY(!queue.empty());
        panel()->selectEntry(0);
        screenshot(window_.get(), QStringLiteral("adjudication_openpi"));
        QCOMPARE(queue[0].kind, db::OpenPiQueueEntry::Kind::Salience);
        QVERIFY(panel()->decideSalience(0, 3));
        const auto &snap = window_->openPiSession()->snapshot();
        const int gold = snap.goldRater();
        QVERIFY(gold >= 0);
        QCOMPARE(window_->openPiSession()->rating(gold, queue[0].item, 0), std::optional<int>(3));
        // The adjudicated salience is a rater the statistics compare everyone with.
        bool paired = false;
        for (const auto &pair : window_->openPiSession()->analysis().salience) {
            paired = paired || static_cast<int>(pair.b) == gold;
        }
        QVERIFY(paired);
    }

    void annotatorsSeeNoQueue()
    {
        window_->signIn(QStringLiteral("zoe"));
        panel()->setDataset(AdjudicationPanel::Esd);
        QCOMPARE(panel()->queueCount(), 0);
        QVERIFY(!panel()->decideEsd(1));
    }
};

QTEST_MAIN(TestAdjudicationGui)
#include "tst_adjudication_gui.moc"
