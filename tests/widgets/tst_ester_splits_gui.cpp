// The ESTER statistics' Splits tab as a person sees it: each split's figures, its relation
// types, its question openings and answer n-grams, and the warning about passages more
// than one split lists, equal to what `report --json` computes from the same file in the
// same person's view (ester.splits, ester.split_overlap), through imports, an edit, its
// undo and an edit made while the tab was hidden. The report's own figures are checked
// against a script written from the definitions in tests/cli/tst_ester_splits_cli.cpp;
// here the expected values are the report's, read through the command line.
// ESTER_SCREENSHOTS=DIR keeps PNGs of the window at 1280x800 and 1920x1080.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/ester/ester_store.h"
#include "db/project.h"
#include "screen_figures.h"
#include "widgets/adjudication/decisions.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_splits_models.h"
#include "widgets/ester/ester_splits_tab.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/main_window.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QComboBox>
#include <QFrame>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;
namespace ester = es::metrics::ester;

namespace {

QString cell(const QTableView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

// A mean as the tab prints it: the report's value to `decimals`, "n/a" where it has none.
QString mean(const QJsonValue &v, int decimals)
{
    return v.isDouble() ? figureText(v.toDouble(), decimals) : QStringLiteral("n/a");
}

// What the tooltip of answers per question says it is a mean of.
QString answersText(const QJsonObject &figures)
{
    return QStringLiteral("%1 gold answers to %2 of the %3 questions (those with gold answers)")
        .arg(figures.value(QStringLiteral("answers")).toInt())
        .arg(figures.value(QStringLiteral("questions_with_gold")).toInt())
        .arg(figures.value(QStringLiteral("questions")).toInt());
}

QString typeKey(std::size_t t)
{
    return QString::fromLatin1(ester::relationFileName(static_cast<ester::Relation>(t)).data());
}

} // namespace

class TestEsterSplitsGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString db_;
    std::unique_ptr<MainWindow> window_;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers_;
    QTranslator english_;

    EsterSplitsTab *tab() const
    {
        return window_->esterStatistics()->findChild<EsterSplitsTab *>();
    }

    void openWindow(const QString &person)
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(db_, false, false, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->signIn(person);
        window_->showDataset(1);
        QVERIFY(tab());
        for (QTableView *v :
             {tab()->splitsTable(), tab()->typesTable(), tab()->questionLeadsTable(),
              tab()->answerNgramsTable(), tab()->sharedTable()}) {
            testers_.push_back(std::make_unique<QAbstractItemModelTester>(
                v->model(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        }
    }

    void showTab()
    {
        window_->esterStatistics()->tabs()->setCurrentWidget(tab());
        settle();
    }

    void settle() { QTRY_VERIFY_WITH_TIMEOUT(!tab()->pending(), 30000); }

    // The person's view, as `report --as` gives it (a viewer's or adjudicator's: everyone's).
    QJsonObject report(const QString &as)
    {
        return test::reportAs(db_, QStringLiteral("ester"), as);
    }

    // Every figure of the tab against the report's: the splits table, the chart under both
    // measures, each split's types table and each type's n-grams, and the warning.
    void compareWithReport(const QJsonObject &ester)
    {
        const QJsonArray splits = ester.value(QStringLiteral("splits")).toArray();
        QVERIFY(!splits.isEmpty());
        const QTableView *table = tab()->splitsTable();
        QCOMPARE(table->model()->rowCount(), int(splits.size()));
        for (int i = 0; i < int(splits.size()); ++i) {
            const QJsonObject s = splits[i].toObject();
            const QJsonObject tokens = s.value(QStringLiteral("passage_tokens")).toObject();
            const QStringList expected{
                s.value(QStringLiteral("split")).toString(),
                QString::number(s.value(QStringLiteral("passages")).toInt()),
                QString::number(s.value(QStringLiteral("questions")).toInt()),
                mean(s.value(QStringLiteral("answers_per_question")), 2),
                QStringLiteral("%1 / %2")
                    .arg(mean(tokens.value(QStringLiteral("mean")), 1))
                    .arg(tokens.value(QStringLiteral("max")).toInt())};
            QStringList shown;
            for (int c = 0; c < EsterSplitsModel::ColumnCount; ++c) {
                shown << cell(table, i, c);
            }
            QCOMPARE(shown, expected);
            QCOMPARE(table->model()
                         ->index(i, EsterSplitsModel::AnswersPerQuestionColumn)
                         .data(Qt::ToolTipRole)
                         .toString(),
                     answersText(s));
        }
        compareChart(splits);
        QComboBox *splitBox = tab()->splitBox();
        QCOMPARE(splitBox->count(), int(splits.size()));
        for (int i = 0; i < int(splits.size()); ++i) {
            splitBox->setCurrentIndex(i);
            QCOMPARE(splitBox->currentText(),
                     splits[i].toObject().value(QStringLiteral("split")).toString());
            compareTypes(splits[i].toObject().value(QStringLiteral("by_type")).toObject());
        }
        compareOverlap(ester.value(QStringLiteral("split_overlap")).toArray());
    }

    void compareChart(const QJsonArray &splits)
    {
        QComboBox *measure = tab()->measureBox();
        for (int m = 0; m < measure->count(); ++m) {
            measure->setCurrentIndex(m);
            const bool questions =
                measure->currentData().toInt() == int(EsterSplitsTab::Measure::Questions);
            QAbstractBarSeries *series = test::firstBarSeries(tab()->chart());
            QVERIFY(series);
            QCOMPARE(series->barSets().size(), splits.size());
            for (int i = 0; i < int(splits.size()); ++i) {
                const QJsonObject s = splits[i].toObject();
                QBarSet *set = series->barSets()[i];
                QCOMPARE(set->label(), s.value(QStringLiteral("split")).toString().toHtmlEscaped());
                for (std::size_t t = 0; t < ester::kRelations; ++t) {
                    const QJsonObject type =
                        s.value(QStringLiteral("by_type")).toObject().value(typeKey(t)).toObject();
                    // A type without gold answers has no mean, and no bar.
                    const double expected =
                        questions
                            ? type.value(QStringLiteral("questions")).toDouble()
                            : type.value(QStringLiteral("answers_per_question")).toDouble(0.0);
                    QCOMPARE(set->at(int(t)), expected);
                }
            }
            QVERIFY(!tab()->chart()->chart()->axes(Qt::Vertical).first()->titleText().isEmpty());
            QVERIFY(tab()->chart()->chart()->legend()->isVisible());
        }
    }

    void compareTypes(const QJsonObject &byType)
    {
        const QTableView *types = tab()->typesTable();
        QCOMPARE(types->model()->rowCount(), int(ester::kRelations));
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            const QJsonObject one = byType.value(typeKey(t)).toObject();
            const int r = int(t);
            QCOMPARE(cell(types, r, EsterSplitTypesModel::TypeColumn),
                     relationTitle(static_cast<ester::Relation>(t)));
            QCOMPARE(cell(types, r, EsterSplitTypesModel::QuestionsColumn),
                     QString::number(one.value(QStringLiteral("questions")).toInt()));
            QCOMPARE(cell(types, r, EsterSplitTypesModel::AnswersPerQuestionColumn),
                     mean(one.value(QStringLiteral("answers_per_question")), 2));
            QCOMPARE(types->model()
                         ->index(r, EsterSplitTypesModel::AnswersPerQuestionColumn)
                         .data(Qt::ToolTipRole)
                         .toString(),
                     answersText(one));
            tab()->typeBox()->setCurrentIndex(r);
            compareNgrams(tab()->questionLeadsTable(),
                          one.value(QStringLiteral("question_leads")).toArray());
            compareNgrams(tab()->answerNgramsTable(),
                          one.value(QStringLiteral("answer_ngrams")).toArray());
        }
    }

    void compareNgrams(const QTableView *view, const QJsonArray &ngrams)
    {
        QStringList shown, expected;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            shown << cell(view, r, 0) + QLatin1Char('=') + cell(view, r, 1);
        }
        for (const QJsonValue &n : ngrams) {
            expected << n[QStringLiteral("ngram")].toString() + QLatin1Char('=') +
                            QString::number(n[QStringLiteral("count")].toInt());
        }
        QCOMPARE(shown, expected);
    }

    void compareOverlap(const QJsonArray &overlap)
    {
        QTabWidget *tabs = window_->esterStatistics()->tabs();
        const int at = tabs->indexOf(tab());
        if (overlap.isEmpty()) {
            QVERIFY(tab()->warning()->isHidden());
            QVERIFY(tabs->tabIcon(at).isNull());
            QCOMPARE(tab()->sharedTable()->model()->rowCount(), 0);
            return;
        }
        QVERIFY(tab()->warning()->isVisibleTo(tab()));
        QVERIFY(!tabs->tabIcon(at).isNull());
        QCOMPARE(tab()->warningText()->textFormat(), Qt::PlainText);
        const QTableView *shared = tab()->sharedTable();
        QCOMPARE(shared->model()->rowCount(), int(overlap.size()));
        for (int i = 0; i < int(overlap.size()); ++i) {
            const QJsonObject o = overlap[i].toObject();
            QStringList splits;
            for (const QJsonValue &s : o.value(QStringLiteral("splits")).toArray()) {
                splits << s.toString();
            }
            QCOMPARE(cell(shared, i, EsterSharedPassagesModel::PassageColumn),
                     QString::number(o.value(QStringLiteral("passage")).toInteger()));
            QCOMPARE(cell(shared, i, EsterSharedPassagesModel::OpeningColumn),
                     o.value(QStringLiteral("opening")).toString());
            QCOMPARE(cell(shared, i, EsterSharedPassagesModel::SplitsColumn),
                     splits.join(QStringLiteral(", ")));
        }
    }

    // The tab, its passages listed, on a laptop's screen and a desktop's.
    void screenshots(const QString &name)
    {
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window_->resize(size);
            QTest::qWait(200); // the charts lay out their labels
            test::screenshot(
                window_.get(),
                QStringLiteral("%1-%2x%3").arg(name).arg(size.width()).arg(size.height()),
                "ESTER_SCREENSHOTS");
        }
        window_->resize(1280, 800);
        QTest::qWait(50);
    }

    void importSplit(const QString &file, const QString &split)
    {
        const test::Run r = test::cli("import", file, "--split", split, "--db", db_);
        QVERIFY(test::succeeded(r));
    }

  private slots:
    void initTestCase()
    {
        // The workbench's English, with its plural forms.
        QVERIFY(english_.load(QStringLiteral(EVENTSCOPE_QM_DIR "/eventscope_en.qm")));
        QCoreApplication::installTranslator(&english_);
        QVERIFY(dir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        db_ =
            dir_.filePath(QStringLiteral("splits_%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(db_);
    }

    void cleanup()
    {
        testers_.clear();
        window_.reset();
    }

    // The released dev split and train sample, signed in blind as an annotator; then five
    // dev records imported again as the split "leaktrain", as tests/cli does.
    void releasedSplitsAndALeak()
    {
        const QString dev = test::sharedData(QStringLiteral("ester/final_dev_ans_gen.json"));
        const QString train =
            test::sharedData(QStringLiteral("ester/final_train_ans_gen_500original.json"));
        if (!QFile::exists(dev) || !QFile::exists(train)) {
            QSKIP("../shared/data/ester is not here: the released ESTER dev split and train "
                  "sample are needed for this test");
        }
        importSplit(dev, QStringLiteral("dev"));
        importSplit(train, QStringLiteral("train"));
        QVERIFY(test::succeeded(test::cli("role", "zoe", "viewer", "--db", db_)));
        openWindow(QStringLiteral("zoe"));
        QVERIFY(!window_->esterSession()->blindView());
        showTab();
        QJsonObject ester = report({});
        // The figures a reader checks against the paper: dev 1.92, the train sample 1.41.
        QCOMPARE(cell(tab()->splitsTable(), 0, EsterSplitsModel::SplitColumn),
                 QStringLiteral("dev"));
        QCOMPARE(cell(tab()->splitsTable(), 0, EsterSplitsModel::AnswersPerQuestionColumn),
                 QStringLiteral("1.92"));
        QCOMPARE(cell(tab()->splitsTable(), 1, EsterSplitsModel::AnswersPerQuestionColumn),
                 QStringLiteral("1.41"));
        compareWithReport(ester);
        screenshots(QStringLiteral("splits_released"));
        // Every column fits the panel beside the workbench on a laptop's screen.
        QVERIFY(!tab()->splitsTable()->horizontalScrollBar()->isVisible());

        // Records 0, 4, 8, 9 and 10: one from each of dev's first five passages. The window
        // learns of the command line's import as it learns of anyone else's.
        const QJsonArray released = test::readJson(dev).toArray();
        QJsonArray five;
        for (const int i : {0, 4, 8, 9, 10}) {
            five.append(released[i]);
        }
        const QString leak = dir_.filePath(QStringLiteral("leaktrain.json"));
        QFile f(leak);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(five).toJson());
        f.close();
        importSplit(leak, QStringLiteral("leaktrain"));
        QTRY_COMPARE_WITH_TIMEOUT(tab()->splitsTable()->model()->rowCount(), 3, 30000);
        settle();
        QVERIFY(tab()->warning()->isVisibleTo(tab()));
        QVERIFY2(tab()->warningText()->text().startsWith(
                     QStringLiteral("5 passages in more than one split (dev, leaktrain)")),
                 qPrintable(tab()->warningText()->text()));
        QVERIFY(!tab()->sharedTable()->isVisibleTo(tab()));
        QTest::mouseClick(tab()->listButton(), Qt::LeftButton);
        QVERIFY(tab()->sharedTable()->isVisibleTo(tab()));
        ester = report({});
        QCOMPARE(ester.value(QStringLiteral("split_overlap")).toArray().size(), 5);
        compareWithReport(ester);
        QCOMPARE(cell(tab()->sharedTable(), 0, EsterSharedPassagesModel::OpeningColumn),
                 QStringLiteral("Wang is the acting head of Wangbolin District..."));
        screenshots(QStringLiteral("splits_leak"));
        QVERIFY(!tab()->splitsTable()->horizontalScrollBar()->isVisible());
    }

    // The demo and a train-shape split, without the shared data: an adjudicator's type
    // decision moves a question between types, its undo moves it back, and an edit made
    // while the tab is hidden shows when the tab is next shown.
    void editsAndUndoFollowTheReport()
    {
        {
            // The train-shape split imported as gold by ann_a.
            db::Project p(db_.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(p);
            QFile f(test::sourcePath(QStringLiteral("tests/cli/fixtures/ester_train_shape.json")));
            QVERIFY(f.open(QIODevice::ReadOnly));
            db::EsterStore(p).importSplit(
                db::parseEsterSplit(f.readAll().toStdString(), "train.json"), "train", {}, "ann_a");
        }
        // A blind annotator first: their view (the splits they imported as gold) is the
        // report's --as theirs.
        openWindow(QStringLiteral("ann_a"));
        showTab();
        const QJsonObject blind = report(QStringLiteral("ann_a"));
        QCOMPARE(blind.value(QStringLiteral("splits")).toArray().size(), 1);
        compareWithReport(blind);
        testers_.clear();

        openWindow(QStringLiteral("lead"));
        QVERIFY(!window_->esterSession()->blindView());
        showTab();
        const QJsonObject before = report({});
        compareWithReport(before);
        const QStringList screenBefore = test::screenFigures({tab()});

        // The demo's first question, decided as Conditional with ann_b's answers.
        const auto &q = window_->esterSession()->snapshot().questions[0];
        QVERIFY(q.type != ester::Relation::Conditional);
        const auto theirs = window_->esterSession()->answersOf(0, "ann_b");
        QVERIFY(theirs);
        db::EsterAdjudication decision;
        decision.type = ester::Relation::Conditional;
        decision.answers = theirs->answers;
        QVERIFY(pushDecision(*window_->undoStack(), QStringLiteral("decide"),
                             esterDecision(*window_->esterSession(), q.id),
                             std::optional(decision)));
        QVERIFY(tab()->pending()); // the tab is in view: it follows once editing pauses
        settle();
        const QJsonObject decided = report({});
        QVERIFY2(decided.value(QStringLiteral("splits")) != before.value(QStringLiteral("splits")),
                 "the decision changed no figure per split: the test would prove nothing");
        compareWithReport(decided);
        QVERIFY(test::screenFigures({tab()}) != screenBefore);

        window_->undoStack()->undo();
        settle();
        compareWithReport(before);
        QCOMPARE(test::screenFigures({tab()}), screenBefore);

        // Hidden, the tab waits; shown again, it catches up.
        window_->esterStatistics()->tabs()->setCurrentIndex(0);
        window_->undoStack()->redo();
        QVERIFY(!tab()->pending());
        QCOMPARE(test::screenFigures({tab()}), screenBefore);
        showTab();
        compareWithReport(decided);
    }

    // The demo's split imported again under a name that looks like markup: every passage
    // is shared, and the name shows as written.
    void sharedPassagesAreNamedInPlainText()
    {
        {
            db::Project p(db_.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(p);
        }
        openWindow(QStringLiteral("lead"));
        showTab();
        compareWithReport(report({}));
        const QString name = QStringLiteral("<i>leak</i>");
        importSplit(test::sourcePath(QStringLiteral("resources/demo/ester_demo.json")), name);
        QTRY_COMPARE_WITH_TIMEOUT(tab()->splitsTable()->model()->rowCount(), 2, 30000);
        settle();
        const QJsonObject ester = report({});
        const int shared = int(ester.value(QStringLiteral("split_overlap")).toArray().size());
        QCOMPARE(shared, int(window_->esterSession()->snapshot().passages.size()));
        // The name as written, in a label that shows text as it is.
        const QString opening =
            QStringLiteral("%1 passages in more than one split (demo, %2):").arg(shared).arg(name);
        QVERIFY2(tab()->warningText()->text().startsWith(opening),
                 qPrintable(tab()->warningText()->text()));
        QTest::mouseClick(tab()->listButton(), Qt::LeftButton);
        compareWithReport(ester);
        // The tab says so from whichever tab is in view.
        QTabWidget *tabs = window_->esterStatistics()->tabs();
        QVERIFY(tabs->tabToolTip(tabs->indexOf(tab())).contains(name.toHtmlEscaped()));
        screenshots(QStringLiteral("splits_demo_leak"));
    }
};

QTEST_MAIN(TestEsterSplitsGui)
#include "tst_ester_splits_gui.moc"
