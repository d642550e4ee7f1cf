// The adjudication tab as an adjudicator uses it on the demo project: the queue of each
// dataset, raters side by side, decisions that become gold at once, undo, and what an
// annotator sees (nothing of it). Set ADJUDICATION_SCREENSHOTS=DIR to keep PNGs.
#include "adjudication_window.h"
#include "common/gui_support.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/review/adjudication.h"
#include "db/review/decision_guard.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/common/readable_time.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;
using Stored = std::optional<std::pair<int, std::string>>;

namespace {

std::size_t firstSalience(const std::vector<db::OpenPiQueueEntry> &queue)
{
    std::size_t i = 0;
    while (i < queue.size() && queue[i].kind != db::OpenPiQueueEntry::Kind::Salience) {
        ++i;
    }
    return i;
}

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
    template <typename T> T *child(const char *name) const
    {
        return test::panelChild<T>(*window_, name);
    }
    QString countText() const { return child<QLabel>("AdjudicationCount")->text(); }

  private slots:
    void init()
    {
        db_ = dir_.filePath(QStringLiteral("adj_%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = test::adjudicationWindow(db_, {1500, 900});
        QVERIFY(window_);
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
        QCOMPARE(panel()->raters()->model()->rowCount(), labelled);
        panel()->setShowModels(true);
        QVERIFY(panel()->raters()->model()->rowCount() > labelled);
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

    // Decide, withdraw, then undo both: the history is one chain on the pair, so the
    // second undo takes back the decision the first one restored (found by the workflow
    // test: it was refused as "decided by lead", and left the decision standing).
    void undoingAWithdrawalThenTheDecision()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        panel()->selectEntry(0);
        const std::uint32_t pair = db::esdQueue(window_->esdSession()->snapshot())[0].item;
        const QString extId =
            QString::fromStdString(window_->esdSession()->snapshot().pairs[pair].extId);
        QVERIFY(panel()->decideEsd(1));
        window_->withdrawDecision(QStringLiteral("esd"), extId);
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));
        QCOMPARE(window_->undoStack()->count(), 2);
        window_->undoStack()->undo();
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).label, std::int8_t{1});
        window_->undoStack()->undo();
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));
        QCOMPARE(window_->undoStack()->count(), 2);
        QCOMPARE(window_->undoStack()->index(), 0);
        // And forward again, both.
        window_->undoStack()->redo();
        window_->undoStack()->redo();
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));
        window_->undoStack()->undo();
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).label, std::int8_t{1});
    }

    // lead decides, chief replaces it from another program, lead decides again and undoes
    // both: the first undo brings chief's decision back, the second is refused (it would
    // withdraw chief's decision, which lead's first command never saw).
    void undoLeavesAnotherAdjudicatorsDecision()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        panel()->selectEntry(0);
        const std::uint32_t pair = db::esdQueue(window_->esdSession()->snapshot())[0].item;
        const std::int64_t pairId = window_->esdSession()->snapshot().pairs[pair].id;
        QVERIFY(panel()->decideEsd(1));
        {
            db::Project p(db_.toStdString(), db::Project::Open::ExistingOnly);
            p.setRole("chief", db::Role::Adjudicator, "test");
            db::EsdStore(p).adjudicate(pairId, "chief", db::EsdAdjudication{0, {}});
        }
        window_->esdSession()->reload();
        panel()->selectEntry(0);
        QVERIFY(panel()->decideEsd(-1));
        window_->undoStack()->undo();
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).label, std::int8_t{0});
        QString told;
        whenMessage(&told);
        window_->undoStack()->undo(); // refused: chief's decision stays
        QTRY_VERIFY(!told.isEmpty());
        QVERIFY2(told.contains(QStringLiteral("label 0")), qPrintable(told));
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).label, std::int8_t{0});
        db::Project p(db_.toStdString(), db::Project::Open::ExistingOnly);
        QCOMPARE(db::EsdStore(p).decision(pairId)->label, std::int8_t{0});
    }

    void esterDecisionFromARater()
    {
        panel()->setDataset(AdjudicationPanel::Ester);
        const auto queue = db::esterQueue(window_->esterSession()->snapshot());
        QVERIFY(!queue.empty());
        QCOMPARE(panel()->queueCount(), static_cast<int>(queue.size()));
        panel()->selectEntry(0);
        QVERIFY(panel()->raters()->model()->rowCount() >= 2);
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
        // The first salience entry: steps whose states differ may come before it.
        const std::size_t first = firstSalience(queue);
        QVERIFY(!queue.empty());
        panel()->selectEntry(static_cast<int>(first));
        screenshot(window_.get(), QStringLiteral("adjudication_openpi"));
        QVERIFY(first < queue.size());
        QVERIFY(panel()->decideSalience(0, 3));
        const auto &snap = window_->openPiSession()->snapshot();
        const int gold = snap.goldRater();
        QVERIFY(gold >= 0);
        QCOMPARE(window_->openPiSession()->rating(gold, queue[first].item, 0),
                 std::optional<int>(3));
        // The adjudicated salience is a rater the statistics compare everyone with.
        bool paired = false;
        for (const auto &pair : window_->openPiSession()->analysis().salience) {
            paired = paired || static_cast<int>(pair.b) == gold;
        }
        QVERIFY(paired);
    }

    // What the annotators saw is in view: the goal, its method and every step of it.
    void esdDecisionShowsGoalMethodAndSteps()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto queue = db::esdQueue(window_->esdSession()->snapshot());
        const auto &snap = window_->esdSession()->snapshot();
        // An entry whose goal has a method, so that all three parts show.
        int row = -1;
        for (int i = 0; i < static_cast<int>(queue.size()) && row < 0; ++i) {
            if (!snap.goals[snap.pairs[queue[static_cast<std::size_t>(i)].item].goal].modifier.empty()) {
                row = i;
            }
        }
        QVERIFY(row >= 0);
        panel()->selectEntry(row);
        const auto &pair = snap.pairs[queue[static_cast<std::size_t>(row)].item];
        const auto &goal = snap.goals[pair.goal];
        const QString detail = child<QLabel>("AdjudicationDetail")->text();
        QVERIFY2(detail.contains(QStringLiteral("Goal: ") + QString::fromStdString(goal.goal)), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("Method: ") + QString::fromStdString(goal.modifier)), qPrintable(detail));
        for (std::size_t i = 0; i < goal.pairs.size(); ++i) {
            QVERIFY2(detail.contains(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(snap.pairs[goal.pairs[i]].step))),
                     qPrintable(detail));
        }
        QVERIFY(detail.contains(QStringLiteral("▶")));
        screenshot(window_.get(), QStringLiteral("adjudication_esd_context"));

        // A decision says when in words, the stamp in the tooltip.
        QVERIFY(panel()->decideEsd(1));
        panel()->selectEntry(row);
        auto *decided = child<QLabel>("AdjudicationDecided");
        QVERIFY2(decided->text().contains(QStringLiteral("just now")), qPrintable(decided->text()));
        QVERIFY2(decided->toolTip().endsWith(QStringLiteral("Z UTC")), qPrintable(decided->toolTip()));
    }

    // "N to review" counts what is left; a decision and its undo move it.
    void counterFollowsDecisionsAndUndo()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto queue = db::esdQueue(window_->esdSession()->snapshot());
        const auto decided = std::count_if(queue.begin(), queue.end(), [](const auto &q) { return q.decided; });
        const auto open = static_cast<long>(queue.size()) - decided;
        const QString before = countText();
        QCOMPARE(before, QStringLiteral("%1 to review, %2 decided").arg(open).arg(decided));
        int row = 0;
        while (queue[static_cast<std::size_t>(row)].decided) {
            ++row;
        }
        panel()->selectEntry(row);
        QVERIFY(panel()->decideEsd(0));
        QCOMPARE(countText(), QStringLiteral("%1 to review, %2 decided").arg(open - 1).arg(decided + 1));
        window_->undoStack()->undo();
        QCOMPARE(countText(), before);
    }

    // A decided pair whose annotators then agree stays in the queue as decided, marked
    // as relabelled since, and the count says so; the annotator who relabels it is told
    // it is decided, never the decision.
    void relabelledDecisionStaysInTheQueue()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto queue = db::esdQueue(window_->esdSession()->snapshot());
        std::size_t row = 0;
        while (queue[row].decided) {
            ++row;
        }
        const std::uint32_t pair = queue[row].item;
        panel()->selectEntry(static_cast<int>(row));
        QVERIFY(panel()->decideEsd(1));
        const QString counted = countText();
        std::vector<std::string> labellers;
        {
            const auto &snap = window_->esdSession()->snapshot();
            for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
                if (snap.labels.at(pair, a) != metrics::esd::kNoLabel) {
                    labellers.push_back(snap.annotators[a]);
                }
            }
        }
        QTest::qWait(5); // later than the decision, to the millisecond
        for (const std::string &who : labellers) {
            window_->signIn(QString::fromStdString(who));
            QVERIFY(window_->esdSession()->setLabel(pair, std::int8_t{0}));
            window_->esdPanel()->setCurrentPair(pair);
            auto *mine = window_->esdPanel()->findChild<QLabel *>(QStringLiteral("MyLabel"));
            QVERIFY(mine);
            QVERIFY2(mine->text().contains(QStringLiteral("decided by an adjudicator")) &&
                         !mine->text().contains(QStringLiteral("Essential")),
                     qPrintable(mine->text()));
        }
        window_->signIn(QStringLiteral("lead"));
        window_->showDataset(3);
        QCOMPARE(countText(), counted);
        int found = -1;
        for (int i = 0; i < panel()->queueCount(); ++i) {
            if (panel()->queueText(i).startsWith(QStringLiteral("✓*"))) {
                found = i;
            }
        }
        QVERIFY2(found >= 0, "the relabelled decision left the queue");
        panel()->selectEntry(found);
        QVERIFY2(child<QLabel>("AdjudicationDecided")->text().contains(QStringLiteral("A label changed after")),
                 qPrintable(child<QLabel>("AdjudicationDecided")->text()));
    }

    // Taking a rater's answer fills the decision; only Decide makes it gold.
    void esterTakeIsAProposal()
    {
        panel()->setDataset(AdjudicationPanel::Ester);
        const auto queue = db::esterQueue(window_->esterSession()->snapshot());
        panel()->selectEntry(0);
        const std::uint32_t q = queue[0].item;
        QVERIFY(!window_->esterSession()->snapshot().questions[q].decision);
        panel()->raters()->selectRow(0);
        const QString rater = panel()->raters()->model()->index(0, 0).data(Qt::UserRole).toString();
        const int undoBefore = window_->undoStack()->count();
        QTest::mouseClick(child<QPushButton>("AdjudicationTake"), Qt::LeftButton);
        QCOMPARE(window_->undoStack()->count(), undoBefore);
        QVERIFY(!window_->esterSession()->snapshot().questions[q].decision);
        auto *proposal = child<QLabel>("AdjudicationProposal");
        QVERIFY(proposal->isVisible());
        QVERIFY2(proposal->text().contains(rater), qPrintable(proposal->text()));
        std::vector<db::EsterAnswer> taken;
        for (const auto &r : db::esterRatersOf(window_->esterSession()->snapshot(), q)) {
            if (QString::fromStdString(r.name) == rater) {
                taken = *r.answers;
            }
        }
        QVERIFY(!taken.empty());
        QStringList expected;
        for (const auto &a : taken) {
            expected << QString::fromStdString(a.text);
        }
        QCOMPARE(child<QPlainTextEdit>("AdjudicationAnswers")->toPlainText(), expected.join(QLatin1Char('\n')));
        screenshot(window_.get(), QStringLiteral("adjudication_ester_proposal"));

        QTest::mouseClick(child<QPushButton>("AdjudicationDecide"), Qt::LeftButton);
        const auto &question = window_->esterSession()->snapshot().questions[q];
        QVERIFY(question.decision.has_value());
        QCOMPARE(question.gold, taken);
        QCOMPARE(window_->undoStack()->count(), undoBefore + 1);
    }

    // Take decides from the selected rater's row: an ESD annotator's label; every target an
    // OpenPI rater rated, as one undoable step.
    void takeDecidesFromTheSelectedRater()
    {
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto esdQueue = db::esdQueue(window_->esdSession()->snapshot());
        int row = 0;
        while (esdQueue[static_cast<std::size_t>(row)].decided) {
            ++row;
        }
        panel()->selectEntry(row);
        const std::uint32_t pair = esdQueue[static_cast<std::size_t>(row)].item;
        const QAbstractItemModel *raters = panel()->raters()->model();
        panel()->raters()->selectRow(1);
        const int label = raters->index(1, 1).data(Qt::UserRole).toInt();
        QTest::mouseClick(child<QPushButton>("AdjudicationTake"), Qt::LeftButton);
        QCOMPARE(int(window_->esdSession()->snapshot().decisions.at(pair).label), label);
        window_->undoStack()->undo();
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));

        panel()->setDataset(AdjudicationPanel::OpenPi);
        const auto queue = db::openPiQueue(window_->openPiSession()->snapshot());
        // The first salience entry: steps whose states differ may come before it.
        const std::size_t first = firstSalience(queue);
        QVERIFY(first < queue.size());
        panel()->selectEntry(static_cast<int>(first));
        raters = panel()->raters()->model();
        panel()->raters()->selectRow(1);
        std::vector<std::optional<int>> taken;
        for (int c = 1; c < raters->columnCount(); ++c) {
            const QString value = raters->index(1, c).data(Qt::UserRole).toString();
            taken.push_back(value.isEmpty() ? std::nullopt : std::optional(value.toInt()));
        }
        QVERIFY(taken.size() > 1);
        const int undoBefore = window_->undoStack()->index();
        QTest::mouseClick(child<QPushButton>("AdjudicationTake"), Qt::LeftButton);
        QCOMPARE(window_->undoStack()->index(), undoBefore + 1); // one step
        const int gold = window_->openPiSession()->snapshot().goldRater();
        QVERIFY(gold >= 0);
        for (std::size_t s = 0; s < taken.size(); ++s) {
            QCOMPARE(window_->openPiSession()->rating(gold, queue[first].item,
                                                      static_cast<std::uint32_t>(s)),
                     taken[s]);
        }
        window_->undoStack()->undo();
        for (std::size_t s = 0; s < taken.size(); ++s) {
            QVERIFY(!window_->openPiSession()->rating(gold, queue[first].item,
                                                      static_cast<std::uint32_t>(s)));
        }
    }

    // A salience decision starts with no value: Decide waits for one of 0-5.
    void salienceDecisionHasNoDefault()
    {
        panel()->setDataset(AdjudicationPanel::OpenPi);
        const auto queue = db::openPiQueue(window_->openPiSession()->snapshot());
        // The first salience entry: steps whose states differ may come before it.
        const std::size_t first = firstSalience(queue);
        QVERIFY(first < queue.size());
        panel()->selectEntry(static_cast<int>(first));
        auto *value = child<QSpinBox>("SalienceDecisionValue");
        auto *decide = child<QPushButton>("AdjudicationDecide");
        QCOMPARE(value->value(), -1);
        QCOMPARE(value->text(), QStringLiteral("choose 0-5"));
        QVERIFY(!decide->isEnabled());
        const int undoBefore = window_->undoStack()->count();
        QTest::keyClick(panel(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(window_->undoStack()->count(), undoBefore);
        const int gold = window_->openPiSession()->snapshot().goldRater();
        QVERIFY(gold < 0 || !window_->openPiSession()->rating(gold, queue[first].item, 0));

        value->setValue(4);
        QVERIFY(decide->isEnabled());
        QTest::mouseClick(decide, Qt::LeftButton);
        const int g = window_->openPiSession()->snapshot().goldRater();
        QVERIFY(g >= 0);
        QCOMPARE(window_->openPiSession()->rating(g, queue[first].item, 0), std::optional<int>(4));
        // The decided step shows its decision; undo takes it back to nothing chosen.
        QCOMPARE(value->value(), 4);
        window_->undoStack()->undo();
        QCOMPARE(value->value(), -1);
        QVERIFY(!decide->isEnabled());
    }

    // Fixed "now" (local time), so the words do not depend on when the test runs.
    void readableTimes()
    {
        const QDateTime now = QDateTime::fromString(QStringLiteral("2026-11-24T15:30:00.000Z"), Qt::ISODateWithMs);
        auto at = [&now](qint64 secondsAgo) {
            return now.toUTC().addSecs(-secondsAgo).toString(Qt::ISODateWithMs);
        };
        QCOMPARE(readableTime(at(20), now), QStringLiteral("just now"));
        // Untranslated numerus text, as in the other suites; the English .qm says "5 minutes".
        QCOMPARE(readableTime(at(5 * 60 + 10), now), QStringLiteral("5 minute(s) ago"));
        const QDateTime twoHours = now.addSecs(-2 * 3600).toLocalTime();
        if (twoHours.date() == now.toLocalTime().date()) {
            QCOMPARE(readableTime(at(2 * 3600), now),
                     QStringLiteral("today at %1").arg(QLocale().toString(twoHours.time(), QLocale::ShortFormat)));
        }
        const QDateTime lastYear = now.addDays(-400).toLocalTime();
        QVERIFY(readableTime(at(400 * 86400), now).contains(QString::number(lastYear.date().year())));
        QCOMPARE(readableTime(QStringLiteral("not a time"), now), QStringLiteral("not a time"));
    }

    // An adjudicator in the ESTER and OpenPI tabs reads; the keys that would write say
    // why instead of ending in a refusal from the store.
    void adjudicatorReadsAnnotatorsPanels()
    {
        window_->showDataset(1);
        EsterPanel *ester = window_->esterPanel();
        auto *notice = ester->findChild<QLabel *>(QStringLiteral("ReadOnlyNotice"));
        QVERIFY(notice && notice->isVisible());
        QVERIFY2(notice->text().contains(QStringLiteral("adjudicator")), qPrintable(notice->text()));
        const int undoBefore = window_->undoStack()->count();
        const auto questions = window_->esterSession()->snapshot().questions.size();
        ester->showPassage(0);
        QTest::keyClick(ester, Qt::Key_N);
        QTest::keyClick(ester, Qt::Key_V);
        QVERIFY(!ester->save());
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), questions);
        QCOMPARE(window_->undoStack()->count(), undoBefore);
        screenshot(window_.get(), QStringLiteral("adjudicator_in_ester"));

        window_->showDataset(2);
        OpenPiPanel *openpi = window_->openPiPanel();
        QVERIFY(openpi->findChild<QLabel *>(QStringLiteral("ReadOnlyNotice"))->isVisible());
        openpi->setProcedure(0);
        openpi->showTab(OpenPiPanel::SalienceTab);
        openpi->rate(3);
        QCOMPARE(window_->undoStack()->count(), undoBefore);

        // An annotator signed in: nothing in the way.
        window_->signIn(QStringLiteral("zoe"));
        QVERIFY(!notice->isVisible());
        QVERIFY(ester->readOnlyReason().isEmpty() && openpi->readOnlyReason().isEmpty());
    }

    void annotatorsSeeNoQueue()
    {
        window_->signIn(QStringLiteral("zoe"));
        panel()->setDataset(AdjudicationPanel::Esd);
        QCOMPARE(panel()->queueCount(), 0);
        QVERIFY(!panel()->decideEsd(1));
    }

    // Two adjudicators on one project file: lead's workbench still shows the pair
    // undecided when lead2 decides it in another program. lead's decision is refused with
    // lead2's name and label, the pair then shows lead2's decision, and nothing goes on
    // the undo stack; lead's undo of an own decision that lead2 replaced since is refused
    // the same way and leaves lead2's decision in force.
    void secondAdjudicatorIsTold()
    {
        {
            db::Project p(db_.toStdString(), db::Project::Open::ExistingOnly);
            p.setRole("lead2", db::Role::Adjudicator, "test");
        }
        panel()->setDataset(AdjudicationPanel::Esd);
        const auto queue = db::esdQueue(window_->esdSession()->snapshot());
        QVERIFY(queue.size() >= 2);
        panel()->selectEntry(0);
        const std::uint32_t pair = queue[0].item;
        const std::int64_t pairId = window_->esdSession()->snapshot().pairs[pair].id;
        QVERIFY(!window_->esdSession()->snapshot().decisions.contains(pair));
        std::optional<db::DecisionStamp> theirs;
        {
            db::Project other(db_.toStdString(), db::Project::Open::ExistingOnly);
            db::EsdStore(other).adjudicate(pairId, "lead2", db::EsdAdjudication{1, "seen it"},
                                           db::ExpectedDecision::none(), &theirs);
        }
        QVERIFY(theirs);
        QString told;
        whenMessage(&told);
        const int commands = window_->undoStack()->count();
        QVERIFY(!panel()->decideEsd(0));
        QTRY_VERIFY(!told.isEmpty());
        QVERIFY2(told.contains(QStringLiteral("lead2")) &&
                     told.contains(QStringLiteral("label 1")) &&
                     told.contains(QString::fromStdString(theirs->at)) &&
                     !told.contains(QLatin1Char('\n')),
                 qPrintable(told));
        QCOMPARE(window_->undoStack()->count(), commands);
        const auto &shown = window_->esdSession()->snapshot().decisions.at(pair);
        QCOMPARE(shown.by, std::string("lead2"));
        QCOMPARE(int(shown.label), 1);
        QCOMPARE(int(window_->esdSession()->statistics().gold[pair]), 1);
        QCOMPARE(stored(pairId), Stored(std::pair<int, std::string>(1, "lead2")));

        // Now that lead sees lead2's decision, replacing it is lead's own choice.
        QVERIFY(panel()->decideEsd(0));
        QCOMPARE(stored(pairId), Stored(std::pair<int, std::string>(0, "lead")));
        QCOMPARE(window_->undoStack()->count(), commands + 1);
        {
            db::Project other(db_.toStdString(), db::Project::Open::ExistingOnly);
            db::EsdStore store(other);
            const auto mine = store.decision(pairId);
            store.adjudicate(pairId, "lead2", db::EsdAdjudication{-1, {}},
                             db::ExpectedDecision::of(db::DecisionStamp{mine->by, mine->at}));
        }
        told.clear();
        whenMessage(&told);
        window_->undoStack()->undo();
        QTRY_VERIFY(!told.isEmpty());
        QVERIFY2(told.contains(QStringLiteral("lead2")) &&
                     told.contains(QStringLiteral("label -1")),
                 qPrintable(told));
        QCOMPARE(stored(pairId), Stored(std::pair<int, std::string>(-1, "lead2")));
        QCOMPARE(window_->esdSession()->snapshot().decisions.at(pair).by, std::string("lead2"));
        // The refused undo is not offered again.
        QCOMPARE(window_->undoStack()->count(), commands);
    }

  private:
    // The label and author of the pair's decision in the file.
    std::optional<std::pair<int, std::string>> stored(std::int64_t pairId)
    {
        db::Project p(db_.toStdString(), db::Project::Open::ExistingOnly);
        const auto d = db::EsdStore(p).decision(pairId);
        return d ? std::optional(std::pair<int, std::string>(d->label, d->by)) : std::nullopt;
    }
    // Reads and closes the next message box into `text`.
    static void whenMessage(QString *text)
    {
        es::test::whenModal<QMessageBox>([text](QMessageBox *box) {
            *text = box->text();
            box->accept();
        });
    }
};

QTEST_MAIN(TestAdjudicationGui)
#include "tst_adjudication_gui.moc"
