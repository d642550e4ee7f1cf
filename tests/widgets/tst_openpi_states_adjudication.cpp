// Deciding an OpenPI step's state changes in the adjudication tab, on the demo project
// (ann_a's and ann_b's states of d1 and d3; released gold states of d3 only): each person's
// changes of the step side by side with the step's gold, a decision taken from one of them
// with its key, the people's agreement with the gold states as `report --json` gives it, undo
// and withdrawal, and an annotator working blind, who sees no decision. Set
// ADJUDICATION_SCREENSHOTS=DIR to keep PNGs.
//
// Expected figures: tests/metrics/fixtures/openpi_states_reference.py (written from the
// definitions without EventScope's code) on the demo's files restricted to d3 gives
// gold-ann_a {steps 3, same 3, a 6, b 6, matched 6, exact 6} and gold-ann_b {3, 2, 6, 5, 5,
// 3}; with the gold's step 1 replaced by ann_b's, gold-ann_a {3, 3, 6, 6, 6, 5} and
// gold-ann_b {3, 2, 6, 5, 5, 4} (the numbers tst_openpi_states_cli checks). The report
// sums d1 and d3, and the decision touches d3 alone: ann_a's exact pairs drop by one,
// ann_b's rise by one, and every other count stays.
#include "adjudication_window.h"
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "db/review/adjudication.h"
#include "report/svg_chart.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_session.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
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

// The report's row of the gold states against a person.
QJsonObject goldAgainst(const QJsonObject &report, const QString &person)
{
    for (const QJsonValue &row : report[QStringLiteral("state_agreement")].toArray()) {
        if (row[QStringLiteral("a")].toString() == QLatin1String("gold") &&
            row[QStringLiteral("b")].toString() == person) {
            return row.toObject();
        }
    }
    return {};
}

QString fixed(const QJsonValue &v)
{
    return QString::fromStdString(report::formatFixed(v.toDouble(), 3));
}

} // namespace

class TestOpenPiStatesAdjudication : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    QString db_;
    std::uint32_t d3_ = 0;

    AdjudicationPanel *panel() const { return window_->adjudication(); }
    template <typename T> T *child(const char *name) const
    {
        return test::panelChild<T>(*window_, name);
    }
    const db::OpenPiSnapshot &snap() const { return window_->openPiSession()->snapshot(); }
    QString decidedText() const { return child<QLabel>("AdjudicationDecided")->text(); }
    QString raterCell(int row) const
    {
        return panel()->raters()->model()->index(row, 1).data().toString();
    }
    // Selects d3's step 1 in the queue; false when it is not listed.
    bool selectD3Step1()
    {
        const auto queue = db::openPiQueue(snap());
        for (std::size_t i = 0; i < queue.size(); ++i) {
            if (queue[i].kind == db::OpenPiQueueEntry::Kind::States && queue[i].item == d3_ &&
                queue[i].step == 1) {
                panel()->selectEntry(static_cast<int>(i));
                return true;
            }
        }
        return false;
    }
    const metrics::openpi::StateStep &annBStep1() const
    {
        return snap().stateList(d3_, snap().raterIndex("ann_b", false))->steps[0];
    }

  private slots:
    void init()
    {
        db_ =
            dir_.filePath(QStringLiteral("states_%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = test::adjudicationWindow(db_, {1280, 800});
        QVERIFY(window_);
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get())); // the buttons' Alt keys
        panel()->setDataset(AdjudicationPanel::OpenPi);
        for (std::uint32_t p = 0; p < snap().procedures.size(); ++p) {
            if (snap().procedures[p].key == "d3") {
                d3_ = p;
            }
        }
    }
    void cleanup() { window_.reset(); }

    // Every step of d3 is listed: ann_a and ann_b differ at each (step 3: "faint marks" and
    // "smudged" before the whiteboard is clean).
    void stepsWherePeopleDifferAreListed()
    {
        std::vector<std::uint32_t> steps;
        for (const auto &q : db::openPiQueue(snap())) {
            if (q.kind == db::OpenPiQueueEntry::Kind::States && q.item == d3_) {
                steps.push_back(q.step);
            }
        }
        std::sort(steps.begin(), steps.end());
        QCOMPARE(steps, (std::vector<std::uint32_t>{1, 2, 3}));
        QVERIFY(selectD3Step1());
        QVERIFY(panel()
                    ->queueText(panel()->queueRow())
                    .contains(QStringLiteral("d3 · states of step 1")));
    }

    void takeAPersonsStepAsGoldAndUndo()
    {
        const QJsonObject before = test::reportAs(db_, QStringLiteral("openpi"), {});
        QVERIFY(!goldAgainst(before, QStringLiteral("ann_b")).isEmpty());

        QVERIFY(selectD3Step1());
        // Each person's changes of the step side by side, the released gold under them.
        QCOMPARE(panel()->raters()->model()->rowCount(), 2);
        QVERIFY(raterCell(0).contains(
            QStringLiteral("whiteboard · cleanness: covered in marker → faint marks")));
        QVERIFY(raterCell(1).contains(
            QStringLiteral("whiteboard · cleanness: covered in marker → smudged")));
        QCOMPARE(decidedText(),
                 QStringLiteral(
                     "Gold of step 1, as released: board · cleanness: covered in marker | marked → "
                     "faint marks; eraser · cleanness: clean → inky"));
        screenshot(window_.get(), QStringLiteral("adjudication_openpi_states"));

        // Alt+2 takes the second person's list, as the button says.
        QCOMPARE(child<QPushButton>("TakeStates2")->text(), QStringLiteral("&2 Take ann_b's"));
        panel()->setNote(QStringLiteral("smudged, not faint"));
        const int undoBefore = window_->undoStack()->index();
        QTest::keyClick(panel(), Qt::Key_2, Qt::AltModifier);
        // A button's key clicks it a moment later, as a mouse would.
        QTRY_COMPARE(window_->undoStack()->index(), undoBefore + 1);
        const auto it = snap().stateDecisions.find({d3_, 1});
        QVERIFY(it != snap().stateDecisions.end());
        QCOMPARE(it->second.changes, annBStep1());
        QCOMPARE(it->second.decision.by, std::string("lead"));
        QCOMPARE(it->second.decision.note, std::string("smudged, not faint"));

        QVERIFY(selectD3Step1());
        QVERIFY(panel()->queueText(panel()->queueRow()).startsWith(QStringLiteral("✓")));
        QVERIFY2(decidedText().startsWith(QStringLiteral("Gold of step 1, decided by lead, ")),
                 qPrintable(decidedText()));
        QVERIFY(decidedText().endsWith(
            QStringLiteral("whiteboard · cleanness: covered in marker → smudged; eraser · "
                           "cleanness: clean → inky. smudged, not faint")));
        screenshot(window_.get(), QStringLiteral("adjudication_openpi_states_decided"));

        // The report, read from the project file, moves as the script says and the tab
        // shows its figures.
        const QJsonObject after = test::reportAs(db_, QStringLiteral("openpi"), {});
        for (const auto &[person, delta] :
             {std::pair{QStringLiteral("ann_a"), -1}, std::pair{QStringLiteral("ann_b"), 1}}) {
            const QJsonObject was = goldAgainst(before, person), now = goldAgainst(after, person);
            QCOMPARE(now[QStringLiteral("exact")].toInt(),
                     was[QStringLiteral("exact")].toInt() + delta);
            for (const char *same : {"steps", "changes_a", "changes_b", "matched", "procedures"}) {
                QCOMPARE(now[QLatin1String(same)], was[QLatin1String(same)]);
            }
            const QString shown = child<QLabel>("StatesGoldAgreement")->text();
            const QString line = QStringLiteral("Gold states against %1: F1 %2, exact match %3")
                                     .arg(person, fixed(now[QStringLiteral("f1")]),
                                          fixed(now[QStringLiteral("exact_match")]));
            QVERIFY2(shown.contains(line), qPrintable(shown + QStringLiteral(" / ") + line));
        }

        // Undo withdraws it, and the report is as before; redo decides again; a withdrawal
        // undone puts it back.
        window_->undoStack()->undo();
        QVERIFY(!snap().stateDecisions.contains({d3_, 1}));
        QCOMPARE(
            test::reportAs(db_, QStringLiteral("openpi"), {})[QStringLiteral("state_agreement")],
            before[QStringLiteral("state_agreement")]);
        window_->undoStack()->redo();
        QCOMPARE(snap().stateDecisions.at({d3_, 1}).changes, annBStep1());
        QVERIFY(selectD3Step1());
        QVERIFY(panel()->withdraw());
        QVERIFY(!snap().stateDecisions.contains({d3_, 1}));
        QVERIFY(selectD3Step1());
        QVERIFY(decidedText().startsWith(QStringLiteral("Gold of step 1, as released: ")));
        window_->undoStack()->undo();
        QCOMPARE(snap().stateDecisions.at({d3_, 1}).changes, annBStep1());
    }

    // The people's Alt+1, Alt+2 keys are the states page's alone: on the ESD page Alt+1
    // decides "essential" as before.
    void esdKeysStayAfterAStep()
    {
        QVERIFY(selectD3Step1());
        panel()->setDataset(AdjudicationPanel::Esd);
        panel()->selectEntry(0);
        const int undoBefore = window_->undoStack()->index();
        QTest::keyClick(panel(), Qt::Key_1, Qt::AltModifier);
        QTRY_COMPARE(window_->undoStack()->index(), undoBefore + 1);
        QVERIFY(snap().stateDecisions.empty());
    }

    // Another adjudicator's decision since the screen was drawn is not replaced: the
    // store refuses, the tab shows theirs, and nothing goes on the undo stack.
    void aDecisionMadeMeanwhileIsKept()
    {
        QVERIFY(selectD3Step1());
        {
            db::Project other(db_.toStdString(), db::Project::Open::ExistingOnly);
            other.setRole("lead2", db::Role::Adjudicator, "test");
            db::OpenPiStore(other).adjudicateStates(snap().procedures[d3_].id, 1, "lead2",
                                                    db::OpenPiStatesAdjudication{{}, "none"});
        }
        QString told;
        test::whenModal<QMessageBox>([&told](QMessageBox *box) {
            told = box->text();
            box->accept();
        });
        const int undoBefore = window_->undoStack()->index();
        QVERIFY(!panel()->decideStatesFrom(QStringLiteral("ann_a")));
        QTRY_VERIFY(!told.isEmpty());
        QVERIFY2(told.contains(QStringLiteral("lead2")), qPrintable(told));
        QCOMPARE(window_->undoStack()->index(), undoBefore);
        QCOMPARE(snap().stateDecisions.at({d3_, 1}).decision.by, std::string("lead2"));
    }

    // An annotator works blind: no queue, no decision in their snapshot, and their figures
    // against the gold are those of the released gold.
    void blindAnnotatorSeesNoDecision()
    {
        const QJsonObject released =
            test::reportAs(db_, QStringLiteral("openpi"), QStringLiteral("ann_a"));
        QVERIFY(selectD3Step1());
        QVERIFY(panel()->decideStatesFrom(QStringLiteral("ann_b")));
        window_->signIn(QStringLiteral("ann_a"));
        panel()->setDataset(AdjudicationPanel::OpenPi);
        QCOMPARE(panel()->queueCount(), 0);
        QVERIFY(snap().stateDecisions.empty());
        QCOMPARE(test::reportAs(db_, QStringLiteral("openpi"),
                                QStringLiteral("ann_a"))[QStringLiteral("state_agreement")],
                 released[QStringLiteral("state_agreement")]);
        bool againstGold = false;
        for (const auto &row : window_->openPiSession()->analysis().stateAgreement) {
            againstGold = againstGold || row.a < 0;
        }
        QVERIFY(againstGold);
    }
};

QTEST_MAIN(TestOpenPiStatesAdjudication)
#include "tst_openpi_states_adjudication.moc"
