// Writing OpenPI state changes in the workbench, as the OpenPI protocol has people do: by
// keyboard on the States tab (Insert adds, Enter or F2 edits, Delete removes), the gold
// clusters' names suggested, every edit saved, audited and undoable, the person's agreement
// with the gold states on screen equal to what a report computes from the file, and
// annotators kept blind to each other's states. OPENPI_SCREENSHOTS=DIR keeps PNGs.
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/state_agreement_model.h"
#include "widgets/openpi/state_change_dialog.h"
#include "widgets/openpi/state_changes_model.h"
#include "widgets/openpi/states_view.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;
using es::metrics::openpi::StateChange;

namespace {

int count(const QString &project, const std::string &sql)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(sql);
    s.step();
    return s.integer(0);
}

// What a report computes from the file for `person` against the gold states, as the
// States tab words it ("" when the person has no row).
QString reportedAgreement(const QString &project, const std::string &person)
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::OpenPiSnapshot snap = db::OpenPiStore(p).load();
    snap.restrictTo(person);
    const db::OpenPiAnalysis analysis = db::analyseOpenPi(snap);
    const int me = snap.raterIndex(person, false);
    for (const auto &row : analysis.stateAgreement) {
        if (row.a < 0 && static_cast<int>(row.b) == me) {
            return QStringLiteral("%1 procedure(s)|%2|%3")
                .arg(row.procedures)
                .arg(*row.scores.f1.value, 0, 'f', 3)
                .arg(row.scores.exactMatch.value
                         ? QString::number(*row.scores.exactMatch.value, 'f', 3)
                         : QStringLiteral("n/a"));
        }
    }
    return {};
}

// The States tab's agreement line in the same form.
QString shownAgreement(const StatesView &v)
{
    const QString text = v.agreement()->text();
    static const QRegularExpression re(QStringLiteral(
        "over the (\\d+) procedures?(?:\\(s\\))? you wrote: pairs F1 ([^,]+), exact match (.+)$"));
    const auto m = re.match(text);
    return m.hasMatch() ? QStringLiteral("%1 procedure(s)|%2|%3")
                              .arg(m.captured(1), m.captured(2), m.captured(3))
                        : QString();
}

} // namespace

class TestOpenPiStatesGui : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
    QString db_;

    OpenPiPanel *panel() const { return window_->openPiPanel(); }
    StatesView *states() const { return panel()->states(); }

    void open(const QString &who)
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        window_->signIn(who);
        window_->showDataset(2);
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        tester_ = std::make_unique<QAbstractItemModelTester>(
            states()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel()->setProcedure(2); // d3, "Clean a Whiteboard": gold states and gold clusters
        panel()->showTab(OpenPiPanel::StatesTab);
        states()->table()->setFocus();
    }

    // The next dialog is filled with these and saved, as a person would type them.
    void answer(int step, const StateChange &c)
    {
        states()->setDialogHook([step, c](StateChangeDialog &d) {
            d.stepBox()->setValue(step);
            d.entityField()->setText(QString::fromStdString(c.entity));
            d.attributeField()->setText(QString::fromStdString(c.attribute));
            d.beforeField()->setText(QString::fromStdString(c.before));
            d.afterField()->setText(QString::fromStdString(c.after));
            d.accept();
        });
    }

    void screenshot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("OPENPI_SCREENSHOTS");
        if (!dir.isEmpty()) {
            QTest::qWait(100);
            window_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        }
    }

  private slots:
    void cleanup()
    {
        tester_.reset();
        window_.reset();
    }

    void writeStatesByKeysAndUndo()
    {
        db_ = dir_.filePath(QStringLiteral("write.eventscope"));
        open(QStringLiteral("zoe"));
        QCOMPARE(states()->model()->rowCount(), 0);
        // The gold clusters' names are what the fields suggest: "board" is the whiteboard.
        const QStringList entities = window_->openPiSession()->entityNames(2);
        QVERIFY2(entities.contains(QStringLiteral("whiteboard")) &&
                     entities.contains(QStringLiteral("board")),
                 qPrintable(entities.join(QLatin1Char(','))));
        QCOMPARE(window_->openPiSession()->attributeNames(2, QStringLiteral("board")),
                 (QStringList{QStringLiteral("cleanness"), QStringLiteral("wetness")}));

        answer(1, {"board", "cleanness", "covered in marker", "faint marks"});
        QTest::keyClick(states()->table(), Qt::Key_Insert);
        const std::string mine = "SELECT count(*) FROM openpi_states s JOIN person p ON p.id = "
                                 "s.person_id WHERE p.name = 'zoe'";
        QCOMPARE(count(db_, mine), 1);
        QCOMPARE(states()->model()->rowCount(), 1);
        QCOMPARE(states()->model()->index(0, StateChangesModel::EntityColumn).data().toString(),
                 QStringLiteral("board"));
        answer(2, {"cleaner", "location", "in bottle", "on board"});
        QTest::keyClick(states()->table(), Qt::Key_A);
        QCOMPARE(states()->model()->rowCount(), 2);
        // Against the gold of d3: both pair (board is the whiteboard, cleaner the spray
        // cleaner), and both before/after are among the gold's alternatives.
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "zoe"));
        QCOMPARE(shownAgreement(*states()), QStringLiteral("1 procedure(s)|0.500|1.000"));
        screenshot(QStringLiteral("openpi_states"));

        // The statistics' States tab follows the edit too: zoe's row against the gold.
        const StateAgreementModel *stats = window_->openPiStatistics()->stateModel();
        QCOMPARE(stats->rowCount(), 1);
        QCOMPARE(stats->index(0, StateAgreementModel::SecondColumn).data().toString(),
                 QStringLiteral("zoe"));
        QCOMPARE(stats->index(0, StateAgreementModel::F1Column).data().toString(),
                 QStringLiteral("0.500"));

        // Enter edits the current change; the figure follows, and the report with it.
        states()->table()->setCurrentIndex(states()->model()->index(1, 0));
        answer(2, {"cleaner", "location", "in bottle", "on the wall"});
        QTest::keyClick(states()->table(), Qt::Key_F2);
        QCOMPARE(states()->model()->index(1, StateChangesModel::AfterColumn).data().toString(),
                 QStringLiteral("on the wall"));
        QCOMPARE(shownAgreement(*states()), QStringLiteral("1 procedure(s)|0.500|0.500"));
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "zoe"));
        // Delete removes it.
        QTest::keyClick(states()->table(), Qt::Key_Delete);
        QCOMPARE(states()->model()->rowCount(), 1);
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "zoe"));

        // Every edit undoes, down to no states at all, and redoes.
        QUndoStack *undo = window_->undoStack();
        QCOMPARE(undo->count(), 4);
        undo->undo(); // the removal
        QCOMPARE(states()->model()->rowCount(), 2);
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "zoe"));
        undo->undo();
        undo->undo();
        undo->undo(); // the first change: zoe wrote none
        QCOMPARE(count(db_, mine), 0);
        QCOMPARE(states()->model()->rowCount(), 0);
        QCOMPARE(states()->agreement()->text(), QString());
        undo->redo();
        QCOMPARE(count(db_, mine), 1);
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "zoe"));
        QVERIFY(
            count(db_,
                  "SELECT count(*) FROM audit WHERE action = 'states.set' AND person = 'zoe'") >=
            6);
    }

    // A cancelled dialog saves nothing; a viewer's keys are refused.
    void cancelledOrRefusedSavesNothing()
    {
        db_ = dir_.filePath(QStringLiteral("cancel.eventscope"));
        open(QStringLiteral("zoe"));
        states()->setDialogHook([](StateChangeDialog &d) { d.reject(); });
        QTest::keyClick(states()->table(), Qt::Key_Insert);
        QCOMPARE(window_->undoStack()->count(), 0);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_states WHERE person_id IS NOT NULL"),
                 2 * 1 + 2 * 1); // the demo's ann_a and ann_b, d1 and d3 each
    }

    // Blind, ann_a sees their own states and their own figure, never ann_b's.
    void annotatorsAreBlindToEachOther()
    {
        db_ = dir_.filePath(QStringLiteral("blind.eventscope"));
        open(QStringLiteral("ann_a"));
        QCOMPARE(states()->model()->rowCount(), 6); // ann_a's d3
        const auto &snap = window_->openPiSession()->snapshot();
        QVERIFY(snap.raterIndex("ann_b", false) < 0);
        QCOMPARE(shownAgreement(*states()), reportedAgreement(db_, "ann_a"));
        QVERIFY(!shownAgreement(*states()).isEmpty());
    }
};

QTEST_MAIN(TestOpenPiStatesGui)
#include "tst_openpi_states_gui.moc"
