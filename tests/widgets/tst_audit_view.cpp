// The audit view as a person uses it: the trail newest first in readable words, filters
// that narrow it, paging, Ctrl+F, and "Withdraw this decision" only for a decision that
// is still in force.
#include "db/project.h"
#include "db/review/audit_log.h"
#include "widgets/common/audit_view.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace es;
using namespace es::widgets;

namespace {

void screenshot(QWidget *w)
{
    const QString path = qEnvironmentVariable("AUDIT_SCREENSHOT");
    if (!path.isEmpty()) {
        w->grab().save(path);
    }
}

} // namespace

class TestAuditView : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;
    std::unique_ptr<AuditView> view_;

    AuditTableModel *model() { return view_->model(); }
    QComboBox *combo(const char *name)
    {
        return view_->findChild<QComboBox *>(QLatin1String(name));
    }

    QStringList column(int c)
    {
        QStringList out;
        for (int r = 0; r < model()->rowCount(); ++r) {
            out << model()->index(r, c).data().toString();
        }
        return out;
    }

    // The row of the audit entry with this id, or -1.
    int rowOf(qlonglong id)
    {
        for (int r = 0; r < model()->rowCount(); ++r) {
            if (model()->index(r, 0).data(AuditTableModel::IdRole).toLongLong() == id) {
                return r;
            }
        }
        return -1;
    }

    void select(int row) { view_->table()->setCurrentIndex(model()->index(row, 0)); }

    void chooseData(QComboBox *c, const QString &value)
    {
        const int i = c->findData(value);
        QVERIFY2(i >= 0, qPrintable(value));
        c->setCurrentIndex(i);
    }

    void resetFilters()
    {
        chooseData(combo("AuditPerson"), QString());
        chooseData(combo("AuditDataset"), QString());
        chooseData(combo("AuditAction"), QString());
        view_->textFilter()->clear();
        view_->findChild<QCheckBox *>()->setChecked(false);
        view_->setPageSize(1000);
        view_->refresh();
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        project_ = std::make_unique<db::Project>(
            dir_.filePath(QStringLiteral("a.eventscope")).toStdString(),
            db::Project::Open::CreateIfMissing);
        db::Project &p = *project_;
        db::Transaction tx(p.connection());
        p.audit("ann_a", "label.set", "esd", "pair-1", "", "1");                 // 1
        p.audit("ann_b", "label.set", "esd", "pair-1", "", "0");                 // 2
        p.audit("adj", "adjudicate", "esd", "pair-1", "", "1", "steps 2 and 3"); // 3, then replaced
        p.audit("adj", "adjudicate", "esd", "pair-1", "1", "-1", "offensive");   // 4, in force
        p.audit("ann_a", "answers.set", "ester", "7", "", "[[\"fire\",3,7]]");   // 5
        p.audit("adj", "adjudicate", "openpi", "12/0", "", "4", "");             // 6, in force
        p.audit("ann_b", "pair.add", "esd", "<b>pair-9</b>", "", "Boil <i>water</i>"); // 7
        p.audit("ann_a", "future.thing", "ester", "8", "a", "b");                      // 8
        tx.commit();
        view_ = std::make_unique<AuditView>(p);
        new QAbstractItemModelTester(
            model(), QAbstractItemModelTester::FailureReportingMode::QtTest, view_.get());
        view_->resize(1000, 520);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    }

    void showsTheTrailNewestFirst()
    {
        QCOMPARE(model()->rowCount(), 8);
        QCOMPARE(model()->index(0, 0).data(AuditTableModel::IdRole).toLongLong(), 8);
        QCOMPARE(model()->index(7, 0).data(AuditTableModel::IdRole).toLongLong(), 1);
        QCOMPARE(view_->findChild<QLabel *>(QStringLiteral("AuditCount"))->text(),
                 QStringLiteral("8 change(s)"));
        // Known actions in words, unknown ones as written.
        QCOMPARE(column(AuditTableModel::ActionColumn),
                 (QStringList{"future.thing", "Step added", "Adjudicated", "Answers set",
                              "Adjudicated", "Adjudicated", "Label set", "Label set"}));
        QCOMPARE(column(AuditTableModel::PersonColumn),
                 (QStringList{"ann_a", "ann_b", "adj", "ann_a", "adj", "adj", "ann_b", "ann_a"}));
        QCOMPARE(column(AuditTableModel::DatasetColumn),
                 (QStringList{"ESTER", "ESD", "OpenPI", "ESTER", "ESD", "ESD", "ESD", "ESD"}));
        // ESD labels by name; an empty side shows as a dash.
        QCOMPARE(model()->index(rowOf(4), AuditTableModel::ChangeColumn).data().toString(),
                 QStringLiteral("essential → invalid"));
        QCOMPARE(model()->index(rowOf(2), AuditTableModel::ChangeColumn).data().toString(),
                 QStringLiteral("— → non-essential"));
        QCOMPARE(model()->index(rowOf(6), AuditTableModel::ChangeColumn).data().toString(),
                 QStringLiteral("— → 4"));
        QCOMPARE(model()->index(rowOf(4), AuditTableModel::NoteColumn).data().toString(),
                 QStringLiteral("offensive"));
        // Markup from data is data: passed to the view as the characters it is.
        QCOMPARE(model()->index(rowOf(7), AuditTableModel::ItemColumn).data().toString(),
                 QStringLiteral("<b>pair-9</b>"));
        // Stored in UTC, shown in local time.
        const db::AuditEntry &e = model()->entry(0);
        QCOMPARE(model()->index(0, AuditTableModel::TimeColumn).data().toString(),
                 QDateTime::fromString(QString::fromStdString(e.at), Qt::ISODateWithMs)
                     .toLocalTime()
                     .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    }

    void filtersNarrowTheRows()
    {
        QCOMPARE(combo("AuditPerson")->count(), 4); // everyone, adj, ann_a, ann_b
        chooseData(combo("AuditPerson"), QStringLiteral("ann_a"));
        QCOMPARE(model()->rowCount(), 3);
        chooseData(combo("AuditDataset"), QStringLiteral("ester"));
        QCOMPARE(model()->rowCount(), 2);
        chooseData(combo("AuditAction"), QStringLiteral("answers.set"));
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(view_->findChild<QLabel *>(QStringLiteral("AuditCount"))->text(),
                 QStringLiteral("1 change(s)"));
        resetFilters();
        QCOMPARE(model()->rowCount(), 8);

        // Typing waits for a pause, then filters.
        QTest::keyClicks(view_->textFilter(), QStringLiteral("pair-1"));
        QCOMPARE(model()->rowCount(), 8);
        QTRY_COMPARE(model()->rowCount(), 4);
        // Taken literally: "%" is not a wildcard.
        view_->textFilter()->setText(QStringLiteral("pair%1"));
        QTRY_COMPARE(model()->rowCount(), 0);
        view_->textFilter()->setText(QStringLiteral("FIRE"));
        QTRY_COMPARE(model()->rowCount(), 1);
        resetFilters();

        // Since a local day: tomorrow hides everything written today.
        view_->findChild<QCheckBox *>()->setChecked(true);
        auto *since = view_->findChild<QDateEdit *>();
        since->setDate(QDate::currentDate().addDays(1));
        QCOMPARE(model()->rowCount(), 0);
        since->setDate(QDate::currentDate());
        QCOMPARE(model()->rowCount(), 8);
        QCOMPARE(
            view_->filter().since,
            QDate::currentDate().startOfDay().toUTC().toString(Qt::ISODateWithMs).toStdString());
        resetFilters();
    }

    void withdrawOnlyForADecisionInForce()
    {
        QSignalSpy spy(view_.get(), &AuditView::withdrawRequested);
        auto *button = view_->findChild<QPushButton *>(QStringLiteral("AuditWithdraw"));
        QAction *withdraw = view_->withdrawAction();

        select(rowOf(1)); // a label
        QVERIFY(!withdraw->isEnabled());
        QVERIFY(!button->isEnabled());
        withdraw->trigger();
        QCOMPARE(spy.count(), 0);

        select(rowOf(3)); // an adjudication a later one replaced
        QVERIFY(!withdraw->isEnabled());
        QVERIFY(view_->findChild<QPlainTextEdit *>()->toPlainText().contains(
            QStringLiteral("replaced")));

        select(rowOf(4));
        QVERIFY(withdraw->isEnabled());
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("esd"));
        QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("pair-1"));

        select(rowOf(6));
        QVERIFY(withdraw->isEnabled());
        withdraw->trigger();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("openpi"));
        QCOMPARE(spy.at(1).at(1).toString(), QStringLiteral("12/0"));

        view_->setWithdrawAllowed(false);
        QVERIFY(!withdraw->isEnabled());
        view_->setWithdrawAllowed(true);
        QVERIFY(withdraw->isEnabled());

        // The main window withdraws; after its refresh the row is history.
        project_->audit("adj", "adjudication.withdraw", "openpi", "12/0", "4", "");
        view_->refresh();
        QCOMPARE(model()->rowCount(), 9);
        QCOMPARE(view_->table()->currentIndex().data(AuditTableModel::IdRole).toLongLong(),
                 6); // kept selected
        QVERIFY(!withdraw->isEnabled());
    }

    void refreshPicksUpNewPeopleAndActions()
    {
        project_->audit("newcomer", "role.set", "", "ann_c", "", "annotator");
        view_->refresh();
        QCOMPARE(model()->rowCount(), 10);
        QVERIFY(combo("AuditPerson")->findData(QStringLiteral("newcomer")) >= 0);
        QVERIFY(combo("AuditAction")->findText(QStringLiteral("Role changed")) >= 0);
        // A filter survives the refresh.
        chooseData(combo("AuditPerson"), QStringLiteral("newcomer"));
        view_->refresh();
        QCOMPARE(model()->rowCount(), 1);
        resetFilters();
    }

    void loadMorePages()
    {
        view_->setPageSize(4);
        view_->refresh();
        auto *more = view_->findChild<QPushButton *>(QStringLiteral("AuditLoadMore"));
        auto *count = view_->findChild<QLabel *>(QStringLiteral("AuditCount"));
        QCOMPARE(model()->rowCount(), 4);
        QCOMPARE(count->text(), QStringLiteral("10 change(s), the newest 4 shown"));
        QVERIFY(more->isEnabled());
        QTest::mouseClick(more, Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 8);
        // A refresh after an edit keeps the pages read so far.
        view_->refresh();
        QCOMPARE(model()->rowCount(), 8);
        QCOMPARE(count->text(), QStringLiteral("10 change(s), the newest 8 shown"));
        QTest::mouseClick(more, Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 10);
        QVERIFY(!more->isEnabled());
        QCOMPARE(count->text(), QStringLiteral("10 change(s)"));
        QList<qlonglong> ids;
        for (int r = 0; r < model()->rowCount(); ++r) {
            ids << model()->index(r, 0).data(AuditTableModel::IdRole).toLongLong();
        }
        QCOMPARE(ids, (QList<qlonglong>{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}));
        resetFilters();
    }

    void onlyPerson()
    {
        view_->setOnlyPerson(QStringLiteral("ann_b"));
        QCOMPARE(model()->rowCount(), 2);
        QVERIFY(!combo("AuditPerson")->isEnabled());
        view_->setOnlyPerson({});
        QCOMPARE(model()->rowCount(), 10);
        QCOMPARE(combo("AuditPerson")->currentData().toString(), QString());
        QVERIFY(combo("AuditPerson")->isEnabled());
    }

    void hiddenViewRefreshesWhenShown()
    {
        view_->hide();
        project_->audit("ann_a", "label.set", "esd", "pair-3", "", "1");
        view_->refresh();
        QCOMPARE(model()->rowCount(), 10);
        view_->show();
        QCOMPARE(model()->rowCount(), 11);
        // Shown again, it reads the trail even when nobody called refresh meanwhile.
        view_->hide();
        project_->audit("ann_a", "label.set", "esd", "pair-4", "", "0");
        view_->show();
        QCOMPARE(model()->rowCount(), 12);
    }

    void ctrlFFocusesTheFilterEvenInsideAWindowWithItsOwn()
    {
        QMainWindow window;
        int windowFinds = 0;
        auto *find = new QAction(&window);
        find->setShortcut(QKeySequence::Find);
        connect(find, &QAction::triggered, &window, [&windowFinds] { ++windowFinds; });
        window.addAction(find);
        window.setCentralWidget(view_.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        view_->table()->setFocus();
        QVERIFY(view_->table()->hasFocus());
        QTest::keyClick(view_->table(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(view_->textFilter()->hasFocus());
        QCOMPARE(windowFinds, 0);
        view_->setParent(nullptr); // the window does not own the test's view
    }

    void plainTextAndScreenshot()
    {
        for (QLabel *l : view_->findChildren<QLabel *>()) {
            QCOMPARE(l->textFormat(), Qt::PlainText);
        }
        select(rowOf(4));
        view_->resize(1000, 560);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        screenshot(view_.get());
    }
};

QTEST_MAIN(TestAuditView)
#include "tst_audit_view.moc"
