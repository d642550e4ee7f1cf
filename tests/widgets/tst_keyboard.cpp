// The keyboard as a person uses it: search fields hand the keys back, ESTER's 1-5 and
// OpenPI's list behave, and Help > Keyboard shortcuts lists every key there is.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/project.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/common/keys.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/pair_list_view.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/passage_view.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_panel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProgressBar>
#include <QShortcut>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

int count(const QString &path, const char *sql)
{
    db::Project p(path.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(sql);
    return s.step() ? s.integer(0) : -1;
}

bool hasEntry(const QList<KeyEntry> &keys, const QString &group, const QString &key,
              const QString &whatPart)
{
    return std::any_of(keys.begin(), keys.end(), [&](const KeyEntry &e) {
        return e.group == group && e.keys.split(QStringLiteral(", ")).contains(key) &&
               e.what.contains(whatPart);
    });
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<MainWindow> window_;

    QLineEdit *esdSearch() const
    {
        return window_->navigator()->parentWidget()->findChild<QLineEdit *>();
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        path_ =
            dir_.filePath(QStringLiteral("keys-%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(path_);
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(path_, true, true, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        window_->signIn(QStringLiteral("ann_c"));
    }

    void cleanup() { window_.reset(); }

    // Ctrl+F, a word, Esc: the keys label again instead of typing into the search box.
    void esdSearchHandsKeysBack_data()
    {
        QTest::addColumn<int>("leave");
        QTest::newRow("Esc") << int(Qt::Key_Escape);
        QTest::newRow("Enter") << int(Qt::Key_Return);
    }
    void esdSearchHandsKeysBack()
    {
        QFETCH(int, leave);
        QLineEdit *search = esdSearch();
        QVERIFY(search);
        QTest::keyClick(window_.get(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), search);
        QTest::keyClicks(search, QStringLiteral("co"));
        QCOMPARE(search->text(), QStringLiteral("co"));
        QTest::keyClick(search, Qt::Key(leave));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window_->navigator()));
        QCOMPARE(search->text(), QStringLiteral("co")); // the filter stays

        const std::size_t before = window_->esdSession()->myLabelCount();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1);
        QCOMPARE(search->text(), QStringLiteral("co"));
        QCOMPARE(window_->esdSession()->myLabelCount(), before + 1);
        QCOMPARE(count(path_,
                       "SELECT count(*) FROM esd_label l JOIN person p ON p.id = l.person_id "
                       "WHERE p.name = 'ann_c'"),
                 int(before + 1));
    }

    // N, then 3: the relation, not a "3" in the question. Once typing, digits are text,
    // and the cue says so; Esc, then 2 chooses the relation again.
    void esterRelationKeysOnlyWhenNotTyping()
    {
        window_->showDataset(1);
        EsterPanel *panel = window_->esterPanel();
        panel->showPassage(0);
        auto *question = panel->findChild<QLineEdit *>(QStringLiteral("QuestionEdit"));
        auto *cue = panel->findChild<QLabel *>(QStringLiteral("RelationKeysCue"));
        QVERIFY(question && cue);
        QTest::keyClick(panel, Qt::Key_N);
        QCOMPARE(QApplication::focusWidget(), question);
        QVERIFY(panel->relationKeysActive());
        QCOMPARE(cue->text(), tr("Keys 1-5 choose the relation"));

        QTest::keyClick(question, Qt::Key_3);
        QCOMPARE(question->text(), QString());
        QCOMPARE(panel->draft().type, std::optional(metrics::ester::Relation::Counterfactual));

        QTest::keyClicks(question, QStringLiteral("What if 2"));
        QCOMPARE(question->text(), QStringLiteral("What if 2"));
        QCOMPARE(panel->draft().type, std::optional(metrics::ester::Relation::Counterfactual));
        QVERIFY(!panel->relationKeysActive());
        QVERIFY2(cue->text().startsWith(QStringLiteral("Typing")), qPrintable(cue->text()));
        QTest::qWait(100); // the docks of the ESD page leave; let the layout settle for the picture
        test::screenshot(window_.get(), QStringLiteral("keys_ester_typing"));

        QTest::keyClick(question, Qt::Key_Escape);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(panel->passageView()));
        QVERIFY(panel->relationKeysActive());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2);
        QCOMPARE(panel->draft().type, std::optional(metrics::ester::Relation::Conditional));
        QCOMPARE(question->text(), QStringLiteral("What if 2"));
    }

    // Enter in ESTER's search goes to the list; it does not save a question.
    void esterSearchEnterGoesToTheList()
    {
        window_->showDataset(1);
        EsterPanel *panel = window_->esterPanel();
        QTest::keyClick(window_.get(), Qt::Key_F, Qt::ControlModifier);
        QWidget *search = QApplication::focusWidget();
        QVERIFY(qobject_cast<QLineEdit *>(search));
        const int undoBefore = window_->undoStack()->count();
        QTest::keyClicks(search, QStringLiteral("rain"));
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(panel->navigator()));
        QCOMPARE(window_->undoStack()->count(), undoBefore);
    }

    // With the procedure list in focus, the salience keys rate; the list's own
    // type-to-find does not swallow them.
    void openPiListPassesKeysBack()
    {
        window_->showDataset(2);
        OpenPiPanel *panel = window_->openPiPanel();
        panel->setProcedure(0);
        panel->showTab(OpenPiPanel::SalienceTab);
        auto *list = panel->findChild<QListView *>(QStringLiteral("OpenPiProcedures"));
        QVERIFY(list);
        list->setFocus();
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(list));
        const int row = list->currentIndex().row();
        QTest::keyClick(list, Qt::Key_4);
        QTest::keyClick(list, Qt::Key_J);
        QCOMPARE(panel->progress()->value(), 1);
        QCOMPARE(count(path_,
                       "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id "
                       "WHERE p.name = 'ann_c'"),
                 1);
        QCOMPARE(list->currentIndex().row(), row);
        // On another tab the digits rate nothing.
        panel->showTab(OpenPiPanel::ProcedureTab);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_5);
        QCOMPARE(count(path_,
                       "SELECT count(*) FROM openpi_salience s JOIN person p ON p.id = s.person_id "
                       "WHERE p.name = 'ann_c'"),
                 1);
    }

    void ctrlDigitsShowTheTabs()
    {
        for (int i : {1, 2, 3, 0}) {
            QTest::keyClick(window_.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(window_->datasets()->currentIndex(), i);
        }
    }

    // Every key of the window is an action with words, so the list under F1 is complete
    // by construction; a bare QShortcut would be a key the list cannot know.
    void shortcutListHasEveryKey()
    {
        QCOMPARE(window_->findChildren<QShortcut *>().size(), qsizetype(0));
        const QList<KeyEntry> keys = collectKeys(window_.get());
        int withKeys = 0;
        QSet<const QAction *> seen;
        for (const QWidget *w : window_->findChildren<QWidget *>()) {
            for (const QAction *a : w->actions()) {
                if (!a->shortcuts().isEmpty() && !seen.contains(a)) {
                    seen.insert(a);
                    ++withKeys;
                }
            }
        }
        QCOMPARE(keys.size(), withKeys);
        for (const KeyEntry &e : keys) {
            QVERIFY2(!e.what.isEmpty() && !e.keys.isEmpty() && !e.group.isEmpty(),
                     qPrintable(e.keys));
        }
        QVERIFY(hasEntry(keys, QStringLiteral("ESD"), QStringLiteral("1"),
                         QStringLiteral("essential")));
        QVERIFY(hasEntry(keys, QStringLiteral("ESD"), QStringLiteral("Esc"),
                         QStringLiteral("search field")));
        QVERIFY(hasEntry(keys, QStringLiteral("ESTER"), QStringLiteral("3"),
                         QStringLiteral("Counterfactual")));
        QVERIFY(hasEntry(keys, QStringLiteral("ESTER"), QStringLiteral("Esc"),
                         QStringLiteral("question field")));
        QVERIFY(
            hasEntry(keys, QStringLiteral("OpenPI"), QStringLiteral("5"), QStringLiteral("rate")));
        QVERIFY(hasEntry(keys, QStringLiteral("Adjudication"), QStringLiteral("Ctrl+Return"),
                         QStringLiteral("Decide")));
        QVERIFY(hasEntry(keys, QStringLiteral("Edit"), QStringLiteral("Ctrl+Z"),
                         QStringLiteral("Undo")));
        QVERIFY(hasEntry(keys, QStringLiteral("View"), QStringLiteral("Ctrl+2"),
                         QStringLiteral("ESTER")));
        QVERIFY(hasEntry(keys, QStringLiteral("Help"), QStringLiteral("F1"),
                         QStringLiteral("Keyboard shortcuts")));

        // F1 opens the list with one row per key; its search hides the keys that do not
        // match, and a heading whose keys are all hidden.
        int rows = -1;
        int found = -1;
        int headings = -1;
        const QString search = QStringLiteral("undo");
        QTimer::singleShot(0, this, [&rows, &found, &headings, &search] {
            auto *dialog = qobject_cast<ShortcutsDialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                return;
            }
            QTreeView *list = dialog->list();
            QAbstractItemModel *model = list->model();
            QAbstractItemModelTester tester(model,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            const auto shownRows = [list, model](int *shownHeadings) {
                int shown = 0;
                *shownHeadings = 0;
                for (int g = 0; g < model->rowCount(); ++g) {
                    const QModelIndex head = model->index(g, 0);
                    *shownHeadings += list->isRowHidden(g, {}) ? 0 : 1;
                    for (int i = 0; i < model->rowCount(head); ++i) {
                        shown += list->isRowHidden(i, head) ? 0 : 1;
                    }
                }
                return shown;
            };
            rows = shownRows(&headings);
            QCOMPARE(headings, model->rowCount());
            dialog->resize(1280 / 2, 700);
            test::screenshot(dialog, QStringLiteral("keys_shortcut_list"));
            dialog->findChild<QLineEdit *>()->setText(search);
            found = shownRows(&headings);
            dialog->reject();
        });
        QTest::keyClick(window_.get(), Qt::Key_F1);
        QCOMPARE(rows, int(keys.size()));
        int matching = 0;
        QStringList groups;
        for (const KeyEntry &e : keys) {
            if (e.keys.contains(search, Qt::CaseInsensitive) ||
                e.what.contains(search, Qt::CaseInsensitive) ||
                e.group.contains(search, Qt::CaseInsensitive)) {
                ++matching;
                if (!groups.contains(e.group)) {
                    groups << e.group;
                }
            }
        }
        QVERIFY(matching > 0);
        QCOMPARE(found, matching);
        QCOMPARE(headings, int(groups.size()));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
