// The ESTER workbench as a person uses it: triggers, a new question with its checks,
// answers by keyboard, review, comparison and the live statistics, on the demo project.
// Set ESTER_SCREENSHOTS=DIR to keep PNGs of the window for looking at.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/ester/ester_store.h"
#include "db/project.h"
#include "db/review/blind_view.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/import_dialog.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/qa_checks.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_session.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QFileDialog>
#include <QImage>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;
namespace ester = es::metrics::ester;

namespace {

int count(const QString &project, const std::string &sql, const std::string &arg = {})
{
    db::Project p(project.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(sql);
    if (!arg.empty()) {
        s.bind(1, arg);
    }
    s.step();
    return s.integer(0);
}

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("ESTER_SCREENSHOTS");
    if (!dir.isEmpty()) {
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

} // namespace

class TestEsterGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
    QString db_;

    EsterPanel *panel() const { return window_->esterPanel(); }

    // Signs zoe in again as a viewer, who sees everyone's answers.
    void becomeViewer()
    {
        db::Project(db_.toStdString(), db::Project::Open::ExistingOnly)
            .setRole("zoe", db::Role::Viewer, "test");
        window_->signIn(QStringLiteral("zoe"));
    }

  private slots:
    void init()
    {
        db_ =
            dir_.filePath(QStringLiteral("ester_%1.eventscope").arg(QTest::currentTestFunction()));
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        window_->signIn(QStringLiteral("zoe"));
        window_->showDataset(1);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        panel()->showPassage(0);
    }
    void cleanup() { window_.reset(); }

    // A window reads the ESTER and OpenPI parts of a project when someone signs in, in their
    // view, not everyone's first: before a sign-in the sessions hold nothing.
    void projectIsReadAtSignIn()
    {
        window_ = std::make_unique<MainWindow>();
        QString error;
        QVERIFY2(window_->openProject(db_, false, false, &error), qPrintable(error));
        QVERIFY(window_->esterSession()->snapshot().questions.empty());
        QVERIFY(window_->openPiSession()->snapshot().procedures.empty());
        window_->signIn(QStringLiteral("zoe"));
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), std::size_t(11));
        QVERIFY(window_->esterSession()->blindView());
        // The ESTER page shows its first question, as it did when it read the project
        // before the sign-in.
        QCOMPARE(window_->esterPanel()->currentQuestion(),
                 std::optional(window_->esterSession()->snapshot().questions.front().id));
        QVERIFY(!window_->openPiSession()->snapshot().procedures.empty());
    }

    void demoIsLoaded()
    {
        const auto &snap = window_->esterSession()->snapshot();
        QCOMPARE(snap.passages.size(), std::size_t(3));
        QCOMPARE(snap.questions.size(), std::size_t(11));
        const QAbstractItemModel *list = panel()->navigator()->model();
        int questions = 0;
        for (int p = 0; p < list->rowCount(); ++p) {
            questions += list->rowCount(list->index(p, 0));
        }
        QCOMPARE(list->rowCount(), 3);
        QCOMPARE(questions, 11);
        QVERIFY(
            panel()->passageView()->toPlainText().startsWith(QLatin1String("Heavy rain flooded")));
        screenshot(window_.get(), QStringLiteral("ester_workbench"));
    }

    void triggerModeTogglesWholeWords()
    {
        PassageView *view = panel()->passageView();
        QTest::keyClick(view, Qt::Key_T);
        QVERIFY(view->triggerMode());
        // A click inside "Monday" makes the whole word a trigger of zoe's.
        const auto at = view->toPlainText().indexOf(QLatin1String("Monday"));
        QTextCursor c(view->document());
        c.setPosition(static_cast<int>(at + 2));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cursorRect(c).center());
        const auto triggers = window_->esterSession()->myTriggers(0);
        const db::EsterSpan monday{static_cast<int>(at), static_cast<int>(at + 6)};
        QVERIFY(std::find(triggers.begin(), triggers.end(), monday) != triggers.end());
        QCOMPARE(count(db_,
                       "SELECT count(*) FROM ester_trigger_set t JOIN person p ON p.id = "
                       "t.person_id WHERE p.name = ?",
                       "zoe"),
                 1);
        // The released triggers are kept apart: another person still sees them.
        QCOMPARE(window_->esterSession()->snapshot().triggersFor(0, "ann_a").size(),
                 std::size_t(8));
        window_->undoStack()->undo();
        const auto back = window_->esterSession()->myTriggers(0);
        QVERIFY(std::find(back.begin(), back.end(), monday) == back.end());
        QCOMPARE(count(db_, "SELECT count(*) FROM ester_trigger_set"), 0);
    }

    void writeQuestionByKeyboard()
    {
        QAbstractItemModelTester tester(panel()->answerList()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        PassageView *view = panel()->passageView();
        QTest::keyClick(view, Qt::Key_N);
        // The navigator marks the passage the new question is about, not the last question.
        QVERIFY(panel()->navigator()->currentIndex().isValid());
        QVERIFY(!panel()->navigator()->currentIndex().parent().isValid());
        QTest::keyClicks(panel()->questionEdit(), QStringLiteral("What did the flooding destroy?"));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_1);
        QCOMPARE(panel()->draft().type, std::optional(ester::Relation::Causal));
        es::test::select(view, QStringLiteral("destroyed two bridges"));
        QTest::keyClick(view, Qt::Key_A);
        // A second answer, selected sloppily: "cut power to thousands of homes. " snaps to words.
        es::test::select(view, QStringLiteral("cut power to thousands of homes. "));
        QTest::keyClick(view, Qt::Key_A);
        QCOMPARE(panel()->answerList()->model()->rowCount(), 2);
        QCOMPARE(panel()->answerList()->model()->index(1, 0).data().toString(),
                 QStringLiteral("cut power to thousands of homes"));
        // In the colour the passage draws the answer in.
        QCOMPARE(panel()->answerList()->model()->index(1, 0).data(Qt::BackgroundRole),
                 QVariant(QBrush(PassageView::answerColour(1))));
        // Delete removes the answer chosen in the list; an answer is chosen again after the
        // list is redrawn, so a relation key in between leaves nothing for Delete to remove.
        panel()->answerList()->setCurrentIndex(panel()->answerList()->model()->index(1, 0));
        QTest::keyClick(panel()->answerList(), Qt::Key_Delete);
        QCOMPARE(panel()->draft().answers.size(), std::size_t(1));
        QCOMPARE(panel()->draft().answers[0].text, std::string("destroyed two bridges"));
        panel()->answerList()->setCurrentIndex(panel()->answerList()->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_1);
        QTest::keyClick(panel()->answerList(), Qt::Key_Delete);
        QCOMPARE(panel()->draft().answers.size(), std::size_t(1));
        es::test::select(view, QStringLiteral("cut power to thousands of homes. "));
        QTest::keyClick(view, Qt::Key_A);
        QCOMPARE(panel()->answerList()->model()->rowCount(), 2);
        QVERIFY2(panel()->saveButton()->isEnabled(), qPrintable(panel()->checksLabel()->text()));
        screenshot(window_.get(), QStringLiteral("ester_new_question"));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(count(db_,
                       "SELECT count(*) FROM ester_question q JOIN person p ON p.id = q.author_id "
                       "WHERE p.name = ?",
                       "zoe"),
                 1);
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), std::size_t(12));
        const auto id = panel()->currentQuestion();
        QVERIFY(id);
        const auto set =
            window_->esterSession()->answersOf(*window_->esterSession()->questionIndex(*id), "zoe");
        QVERIFY(set);
        QCOMPARE(set->answers.size(), std::size_t(2));
        QCOMPARE(set->answers[0].text, std::string("destroyed two bridges"));
        // Undo removes the question again (an audited change).
        window_->undoStack()->undo();
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), std::size_t(11));
        QCOMPARE(count(db_, "SELECT count(*) FROM audit WHERE action = 'question.remove'"), 1);
        window_->undoStack()->redo();
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), std::size_t(12));
    }

    void checksBlockSaving()
    {
        PassageView *view = panel()->passageView();
        panel()->newQuestion();
        QTest::keyClicks(panel()->questionEdit(), QStringLiteral("What happened on Monday?"));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_2);
        es::test::select(view, QStringLiteral("two bridges"));
        QTest::keyClick(view, Qt::Key_A);
        const QString checks = panel()->checksLabel()->text();
        QVERIFY2(checks.contains(QLatin1String("contains no highlighted event trigger")),
                 qPrintable(checks));
        QVERIFY2(checks.contains(QLatin1String("mentions no highlighted trigger")),
                 qPrintable(checks));
        QVERIFY(!panel()->saveButton()->isEnabled());
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(window_->esterSession()->snapshot().questions.size(), std::size_t(11));

        // More than 12 words.
        panel()->removeAnswer(0);
        es::test::select(view, QStringLiteral("Heavy rain flooded the river valley on Monday, and "
                                              "officials evacuated three villages"));
        QTest::keyClick(view, Qt::Key_A);
        QVERIFY2(panel()->checksLabel()->text().contains(QLatin1String("has 13 word")),
                 qPrintable(panel()->checksLabel()->text()));
        panel()->removeAnswer(0);

        // An inflected mention only warns: "flood" for "flooded", "destroy" for "destroyed".
        panel()->questionEdit()->setText(QStringLiteral("What did the flood destroy?"));
        es::test::select(view, QStringLiteral("destroyed two bridges"));
        QTest::keyClick(view, Qt::Key_A);
        QVERIFY2(panel()->checksLabel()->text().contains(QLatin1String("only in another form")),
                 qPrintable(panel()->checksLabel()->text()));
        QVERIFY(panel()->saveButton()->isEnabled());
        screenshot(window_.get(), QStringLiteral("ester_checks"));
    }

    void cutWordIsCaught()
    {
        // The editor snaps selections to words; the check still guards any other path.
        QaDraft d;
        d.passage = QStringLiteral("The flooding destroyed two bridges.");
        d.question = QStringLiteral("What did the flooding destroy?");
        d.type = ester::Relation::Causal;
        d.triggers = {{4, 12}, {13, 22}};
        d.answers = {{13, 20}}; // "destroy" of "destroyed"
        const auto checks = checkDraft(d);
        QVERIFY(blocks(checks));
        QVERIFY(std::any_of(checks.begin(), checks.end(), [](const QaCheck &c) {
            return c.message.contains(QLatin1String("cuts a word"));
        }));
        QCOMPARE(snapToWords(d.passage, 15, 17), (std::pair<int, int>{13, 22}));
        QCOMPARE(snapToWords(d.passage, 5, 5), (std::pair<int, int>{4, 12}));
    }

    void answerAnExistingQuestionAndCompare()
    {
        QAbstractItemModelTester answers(panel()->answerList()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester compared(panel()->comparison()->model(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto &snap = window_->esterSession()->snapshot();
        const std::int64_t first = snap.questions[0].id;
        panel()->showQuestion(first);
        // Not the author: the question text is read-only, its relation is preset.
        QVERIFY(panel()->questionEdit()->isReadOnly());
        QCOMPARE(panel()->draft().type, std::optional(ester::Relation::Causal));
        PassageView *view = panel()->passageView();
        es::test::select(view, QStringLiteral("Heavy rain"));
        QTest::keyClick(view, Qt::Key_A);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(count(db_,
                       "SELECT count(*) FROM ester_answer_set a JOIN person p ON p.id = "
                       "a.person_id WHERE p.name = ?",
                       "zoe"),
                 1);
        // J moved on to the next question after saving.
        QVERIFY(panel()->currentQuestion() != std::optional(first));

        panel()->showQuestion(first);
        panel()->tabs()->setCurrentIndex(2);
        QTableView *table = panel()->comparison();
        // Blind: only zoe's own answers and the model's.
        QCOMPARE(table->model()->rowCount(), 2);
        becomeViewer();
        panel()->showQuestion(first);
        panel()->tabs()->setCurrentIndex(2);
        table = panel()->comparison();
        const QAbstractItemModel *rows = table->model();
        QStringList raters;
        for (int r = 0; r < rows->rowCount(); ++r) {
            raters << rows->index(r, 0).data().toString();
        }
        QCOMPARE(raters, (QStringList{QStringLiteral("gold"), QStringLiteral("ann_a"),
                                      QStringLiteral("ann_b"), QStringLiteral("zoe"),
                                      QStringLiteral("flan-t5-demo (model, demo)")}));
        // ann_b answered "Heavy rain flooded the river valley" to gold "Heavy rain":
        // P = 2/6, R = 1, F1 = 0.5; HIT@1 1 ("rain"); EM 0.
        QCOMPARE(rows->index(2, 3).data().toString(), QStringLiteral("0.500"));
        QCOMPARE(rows->index(2, 4).data().toString(), QStringLiteral("1.000"));
        QCOMPARE(rows->index(2, 5).data().toString(), QStringLiteral("0.000"));
        QCOMPARE(rows->index(3, 5).data().toString(), QStringLiteral("1.000"));
        // Gold is not scored against itself.
        QVERIFY(!rows->index(0, 3).data().isValid());
        screenshot(window_.get(), QStringLiteral("ester_compare"));
    }

    // Answers not saved are never dropped by moving on: the panel asks (save, discard,
    // cancel), and says "Saved" of answers already saved, "Ready to save" of a change.
    void unsavedAnswersAreAskedAbout()
    {
        const auto &snap = window_->esterSession()->snapshot();
        const std::int64_t first = snap.questions[0].id;
        panel()->showQuestion(first);
        PassageView *view = panel()->passageView();
        const auto mine = [this] {
            return count(db_,
                         "SELECT count(*) FROM ester_answer_set a JOIN person p ON p.id = "
                         "a.person_id WHERE p.name = ?",
                         "zoe");
        };
        const auto answerAndMove = [&](QMessageBox::StandardButton choice) {
            es::test::select(view, QStringLiteral("Heavy rain"));
            QTest::keyClick(view, Qt::Key_A);
            QVERIFY2(panel()->checksLabel()->text().contains(QStringLiteral("Ready to save")),
                     qPrintable(panel()->checksLabel()->text()));
            QString asked;
            es::test::whenModal<QMessageBox>([&asked, choice](QMessageBox *box) {
                asked = box->text();
                box->button(choice)->click();
            });
            QTest::keyClick(view, Qt::Key_J);
            QVERIFY2(asked.contains(QStringLiteral("not saved")), qPrintable(asked));
            // The window takes the keys again once the question is gone.
            window_->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        };
        answerAndMove(QMessageBox::Cancel);
        QCOMPARE(panel()->currentQuestion(), std::optional(first));
        QCOMPARE(panel()->draft().answers.size(), std::size_t(1)); // still there
        QCOMPARE(mine(), 0);
        panel()->removeAnswer(0);
        answerAndMove(QMessageBox::Discard);
        QVERIFY(panel()->currentQuestion() != std::optional(first));
        QCOMPARE(mine(), 0);
        panel()->showQuestion(first);
        answerAndMove(QMessageBox::Save);
        QCOMPARE(mine(), 1);
        QVERIFY(panel()->currentQuestion() != std::optional(first));
        panel()->showQuestion(first); // nothing to ask: it is saved
        QCOMPARE(panel()->currentQuestion(), std::optional(first));
        QVERIFY2(panel()->checksLabel()->text().contains(QStringLiteral("Saved")),
                 qPrintable(panel()->checksLabel()->text()));

        // Closing the window asks too; cancelled, the window stays with the draft.
        panel()->removeAnswer(0);
        es::test::whenModal<QMessageBox>(
            [](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
        QVERIFY(!window_->close());
        QVERIFY(window_->isVisible());
        QVERIFY(panel()->draft().answers.empty());
        es::test::whenModal<QMessageBox>(
            [](QMessageBox *box) { box->button(QMessageBox::Discard)->click(); });
        QVERIFY(window_->close());
        QCOMPARE(mine(), 1); // the saved answer, not the dropped change
    }

    // The "missed by a model" list follows an import of the model's predictions as it
    // follows an edit: what it lists is what the fresh analysis says, never the last one.
    void modelMissesFollowAnImport()
    {
        const auto expected = [this](const std::string &model) {
            std::vector<std::int64_t> out;
            const auto &snap = window_->esterSession()->snapshot();
            for (const auto &ev : window_->esterSession()->analysis().stats.evaluations) {
                if (snap.raters[ev.rater].name != model) {
                    continue;
                }
                for (std::size_t i = 0; i < ev.questions.size(); ++i) {
                    if (ev.scores[i].em == 0) {
                        out.push_back(snap.questions[ev.questions[i]].id);
                    }
                }
            }
            std::sort(out.begin(), out.end());
            return out;
        };
        const auto listed = [this] {
            std::vector<std::int64_t> out = panel()->listedQuestions();
            std::sort(out.begin(), out.end());
            return out;
        };
        panel()->setFilter(EsterPanel::Filter::ModelMisses, std::nullopt,
                           QStringLiteral("flan-t5-demo"));
        const std::vector<std::int64_t> before = listed();
        QVERIFY(!before.empty());
        QCOMPARE(before, expected("flan-t5-demo"));
        // Predictions again, every one now the gold's first answer: fewer misses.
        QJsonArray answers;
        for (const auto &q : window_->esterSession()->snapshot().questions) {
            answers.append(QJsonArray{q.hasGold && !q.gold.empty()
                                          ? QString::fromStdString(q.gold.front().text)
                                          : QStringLiteral("nothing")});
        }
        const QString file = dir_.filePath(QStringLiteral("better_pred.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(answers).toJson());
        f.close();
        // Through the window's import (Ctrl+I), as a person does.
        QAction *import = nullptr;
        for (QAction *a : window_->findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+I"))) {
                import = a;
            }
        }
        QVERIFY(import);
        bool imported = false;
        es::test::whenModal<QFileDialog>([&](QFileDialog *files) {
            es::test::whenModal<ImportDialog>([&](ImportDialog *dialog) {
                QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("model")),
                                 QStringLiteral("flan-t5-demo"));
                auto *split = dialog->findChild<QLineEdit *>(QStringLiteral("split"));
                split->clear();
                QTest::keyClicks(split, QStringLiteral("demo"));
                QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("import")),
                                  Qt::LeftButton);
                // The import runs off the GUI thread; the summary follows when it landed.
                QTRY_VERIFY(dialog->hasImported());
                imported = true;
                dialog->reject();
            });
            files->setDirectory(dir_.path());
            files->selectFile(file);
            static_cast<QDialog *>(files)->accept();
        });
        window_->showDataset(0); // imported from another tab, as often happens
        import->trigger();
        QVERIFY(imported);
        window_->showDataset(1);
        const std::vector<std::int64_t> after = listed();
        QCOMPARE(after, expected("flan-t5-demo"));
        QVERIFY(after != before);
    }

    void reviewAndMissingAnswers()
    {
        const auto &snap = window_->esterSession()->snapshot();
        const std::int64_t second =
            snap.questions[1].id; // "What happened as a result of the flooding?"
        panel()->showQuestion(second);
        panel()->tabs()->setCurrentIndex(1);
        PassageView *view = panel()->passageView();
        QTest::keyClick(view, Qt::Key_V);
        QCOMPARE(count(db_, "SELECT count(*) FROM ester_review WHERE valid = 1"), 1);
        panel()->reviewReason()->setText(QStringLiteral("answers miss the evacuation"));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_I);
        QCOMPARE(count(db_, "SELECT count(*) FROM ester_review WHERE valid = 0 AND reason = ?",
                       "answers miss the evacuation"),
                 1);
        window_->undoStack()->undo();
        QCOMPARE(count(db_, "SELECT count(*) FROM ester_review WHERE valid = 1"), 1);

        es::test::select(view, QStringLiteral("officials evacuated three villages"));
        QTest::keyClick(view, Qt::Key_M);
        const auto mine = window_->esterSession()->answersOf(1, "zoe");
        QVERIFY(mine);
        // The gold answers plus the missing one.
        QCOMPARE(mine->answers.size(), std::size_t(3));
        QCOMPARE(mine->answers.back().text, std::string("officials evacuated three villages"));
        screenshot(window_.get(), QStringLiteral("ester_review"));
    }

    // An edit that leaves the raters as they were gives the charts new bar heights in
    // place instead of building them again; the bars must still be the figures of the
    // project as a fresh load computes them.
    void chartsTakeAnEditInPlace()
    {
        window_->signIn(QStringLiteral("ann_a"));
        EsterSession *session = window_->esterSession();
        EsterStatisticsPanel *stats = window_->esterStatistics();
        auto barsOf = [](ChartView *view) {
            return qobject_cast<QBarSeries *>(view->chart()->series().value(0));
        };
        QBarSeries *models = barsOf(stats->modelsChart());
        QBarSeries *types = barsOf(stats->typesChart());
        QVERIFY(models && types);
        const auto heights = [](QBarSeries *series) {
            std::vector<std::vector<double>> out;
            for (QBarSet *set : series->barSets()) {
                auto &row = out.emplace_back();
                for (int i = 0; i < set->count(); ++i) {
                    row.push_back(set->at(i));
                }
            }
            return out;
        };
        const auto before = heights(models);

        // ann_a's answers to the first question they got wrong become its gold answers.
        const auto &snap = session->snapshot();
        std::optional<std::uint32_t> wrong;
        for (std::uint32_t i = 0; i < snap.questions.size() && !wrong; ++i) {
            const auto mine = session->answersOf(i, "ann_a");
            if (mine && snap.questions[i].hasGold && mine->answers != snap.questions[i].gold) {
                wrong = i;
            }
        }
        QVERIFY(wrong);
        const auto &q = snap.questions[*wrong];
        QVERIFY(session->setAnswers(q.id, db::EsterAnswerSet{q.type, q.gold}));
        QCOMPARE(barsOf(stats->modelsChart()), models);
        QCOMPARE(barsOf(stats->typesChart()), types);
        QVERIFY2(heights(models) != before, "the edit moved no bar: the test would prove nothing");

        db::Project project(db_.toStdString(), db::Project::Open::ExistingOnly);
        const db::EsterSnapshot fresh = db::asSeenBy(db::EsterStore(project).load(), "ann_a");
        const auto stats2 = db::analyseEster(fresh).stats;
        // The charts' order: models, then people, each scored on some question.
        std::vector<const ester::RaterEvaluation *> charted;
        for (const bool model : {true, false}) {
            for (const auto &ev : stats2.evaluations) {
                if (fresh.raters[ev.rater].model == model && ev.overall.n > 0) {
                    charted.push_back(&ev);
                }
            }
        }
        QCOMPARE(charted.size(), std::size_t(2)); // the model and ann_a
        const auto shownModels = heights(models);
        const auto shownTypes = heights(types);
        for (std::size_t c = 0; c < charted.size(); ++c) {
            const auto &m = charted[c]->overall;
            QCOMPARE(shownModels[0][c], m.tokenF1.value.value_or(0.0));
            QCOMPARE(shownModels[1][c], m.hit1.value.value_or(0.0));
            QCOMPARE(shownModels[2][c], m.em.value.value_or(0.0));
            for (std::size_t t = 0; t < ester::kRelations; ++t) {
                QCOMPARE(shownTypes[c][t], charted[c]->byType[t].tokenF1.value.value_or(0.0));
            }
        }
    }

    // The navigator follows an edit row by row, but a writer's last question removed
    // takes the writer out of the writer filter, which then lists every writer's
    // questions: every row changes.
    void writerFilterOutlivesItsWriter()
    {
        EsterSession *session = window_->esterSession();
        const std::int64_t passage = session->snapshot().passages[0].id;
        // Another writer's question, which the list shows once zoe's filter falls back.
        session->setAnnotator(QStringLiteral("ann_b"));
        QVERIFY(session->addQuestion(passage, QStringLiteral("What followed the rain?"),
                                     QStringLiteral("rain"), {ester::Relation::Causal, {}}));
        session->setAnnotator(QStringLiteral("zoe"));
        const auto added = session->addQuestion(
            passage, QStringLiteral("What did the rain cause?"), QStringLiteral("rain"),
            {ester::Relation::Causal, session->snapshot().questions[0].gold});
        QVERIFY(added);
        panel()->showWriter(QStringLiteral("zoe"));
        QCOMPARE(panel()->listedQuestions(), std::vector<std::int64_t>{*added});
        QVERIFY(session->removeQuestion(*added));
        std::vector<std::int64_t> named;
        for (const auto &q : session->snapshot().questions) {
            if (!q.writer().empty()) {
                named.push_back(q.id);
            }
        }
        QVERIFY(!named.empty());
        QCOMPARE(panel()->writerBox()->currentData().toString(), QString());
        QCOMPARE(panel()->listedQuestions(), named);
    }

    void statisticsAndClickThrough()
    {
        EsterStatisticsPanel *stats = window_->esterStatistics();
        QAbstractItemModelTester tester(stats->confusion()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // An annotator's statistics hold no one else's figures.
        QVERIFY(!stats->summary()->text().contains(QLatin1String("ann_a")));
        // Signing in again reloads everyone's answers and says so once: the panels
        // recompute once, not for the reload and again for the sign-in.
        QSignalSpy changed(window_->esterSession(), &EsterSession::changed);
        becomeViewer();
        QCOMPARE(changed.count(), 1);
        QVERIFY(stats->summary()->text().contains(QLatin1String("ann_a / ann_b")));
        auto *series = qobject_cast<QBarSeries *>(stats->typesChart()->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->barSets().size(), 3); // one model, then ann_a and ann_b
        // The model's token F1 on coreference questions: 0.25 (tst_ester_cli, ester_reference.py).
        QCOMPARE_LE(std::abs(series->barSets()[0]->at(4) - 0.25), 1e-12);
        // Clicking the coreference bar lists the questions the model missed there.
        emit series->barSets()[0]->clicked(4);
        const QAbstractItemModel *list = panel()->navigator()->model();
        int listed = 0;
        for (int p = 0; p < list->rowCount(); ++p) {
            const QModelIndex passage = list->index(p, 0);
            for (int q = 0; q < list->rowCount(passage); ++q) {
                ++listed;
                QCOMPARE(list->index(q, 1, passage).data().toString(),
                         QStringLiteral("Coreference"));
            }
        }
        QCOMPARE(listed, 2);
        // Export works like every other chart.
        QString error;
        QVERIFY2(
            stats->modelsChart()->exportTo(dir_.filePath(QStringLiteral("models.png")), &error),
            qPrintable(error));
        stats->tabs()->setCurrentIndex(2);
        QVERIFY(stats->confusion()->model()->rowCount() >= 5);
        QVERIFY(stats->exportConfusion(dir_.filePath(QStringLiteral("confusion.png"))));
        QVERIFY(QImage(dir_.filePath(QStringLiteral("confusion.png"))).width() > 100);
        screenshot(stats, QStringLiteral("ester_statistics"));
        // A click on a cell asks for the questions of the cell's column's type.
        {
            QSignalSpy typeAsked(stats, &EsterStatisticsPanel::typeRequested);
            QTableView *confusion = stats->confusion();
            QTest::mouseClick(confusion->viewport(), Qt::LeftButton, {},
                              confusion->visualRect(confusion->model()->index(1, 3)).center());
            QCOMPARE(typeAsked.count(), 1);
            QCOMPARE(typeAsked[0][0].value<ester::Relation>(), ester::Relation::SubEvent);
        }
        // As the paper draws it: each question type's questions by the majority type of its
        // typers, by row (tests/metrics/fixtures/ester_type_agreement_reference.py on the demo
        // files: every majority is the question's own type, 3 causal questions; the answers'
        // micro-F1 82/99).
        stats->confusionMode()->setCurrentIndex(1);
        {
            const QAbstractItemModel *m = stats->confusion()->model();
            QCOMPARE(m->rowCount(), 5);
            QCOMPARE(m->headerData(0, Qt::Vertical).toString(), QStringLiteral("Causal"));
            QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("100.0%"));
            QCOMPARE(m->index(0, 1).data().toString(), QStringLiteral("0.0%"));
            // (Tests load no translation: the source's plural.)
            QCOMPARE(m->index(0, 0).data(Qt::ToolTipRole).toString(),
                     QStringLiteral("3 question(s) in this cell"));
            QVERIFY(stats->confusion()->toolTip().contains(QLatin1String("1 without a majority")));
        }
        QVERIFY(stats->summary()->text().contains(QLatin1String("pairwise micro-F1: 0.828")));
        // Its interval joins it once the intervals are in.
        QTRY_VERIFY_WITH_TIMEOUT(!stats->intervalsPending(), 20000);
        QVERIFY2(stats->summary()->text().contains(QLatin1String("pairwise micro-F1: 0.828 [0.")),
                 qPrintable(stats->summary()->text()));
        screenshot(stats, QStringLiteral("ester_statistics_majority"));
        // Here a click asks for the questions of the cell's row's type, the question's own.
        {
            QSignalSpy typeAsked(stats, &EsterStatisticsPanel::typeRequested);
            QTableView *confusion = stats->confusion();
            QTest::mouseClick(confusion->viewport(), Qt::LeftButton, {},
                              confusion->visualRect(confusion->model()->index(3, 1)).center());
            QCOMPARE(typeAsked.count(), 1);
            QCOMPARE(typeAsked[0][0].value<ester::Relation>(), ester::Relation::SubEvent);
        }
        stats->confusionMode()->setCurrentIndex(0);
        QVERIFY(stats->confusion()->model()->rowCount() >= 10);

        // Only annotators answer: zoe, an annotator again, saves an answer and her own
        // figures move at once.
        db::Project(db_.toStdString(), db::Project::Open::ExistingOnly)
            .setRole("zoe", db::Role::Annotator, "test");
        window_->signIn(QStringLiteral("zoe"));
        const QString before = stats->summary()->text();
        panel()->setFilter(EsterPanel::Filter::All);
        panel()->showQuestion(window_->esterSession()->snapshot().questions[0].id);
        es::test::select(panel()->passageView(), QStringLiteral("Heavy rain"));
        // The panel's keys need its window active and the focus in it, as a person selecting
        // words gives them (the questions' dialog the chart opened above may have them).
        window_->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window_.get());
        panel()->passageView()->setFocus();
        QTest::keyClick(panel()->passageView(), Qt::Key_A);
        QTest::keyClick(panel()->passageView(), Qt::Key_Return);
        QVERIFY(stats->summary()->text() != before);
        // Everyone's figures, as a viewer sees them, hold her agreement with the others.
        becomeViewer();
        QVERIFY(stats->summary()->text().contains(QLatin1String("ann_a / zoe")));
    }
};

QTEST_MAIN(TestEsterGui)
#include "tst_ester_gui.moc"
