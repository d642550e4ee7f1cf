// ESTER worker validation in the workbench, driven by keys: a reason for an invalid
// question on the Review tab, its undo, the review sample per writer as a queue, a
// writer's bar opening their questions, and the validation figures on screen equal to
// what `report --json` computes from the file. The project is the demo with the hand-made
// train-shape split, whose records name writers W_ALPHA (2 questions) and W_BETA (1).
// EVENTSCOPE_SCREENSHOTS=DIR keeps PNGs (with the released dev split when it is here).
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/ester/ester_store.h"
#include "db/project.h"
#include "metrics/ester_validation.h"
#include "screen_figures.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/keys.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/writer_figures.h"
#include "widgets/main_window.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QXYSeries>
#include <algorithm>
#include <set>

using namespace es;
using namespace es::widgets;
namespace ester = es::metrics::ester;

class TestEsterValidationGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString db_;
    std::unique_ptr<MainWindow> window_;

    EsterPanel *panel() const { return window_->esterPanel(); }
    EsterSession *session() const { return window_->esterSession(); }
    WriterFigures *figures() const { return window_->esterStatistics()->writerFigures(); }

    // The question `writer` wrote `n`-th (from 0), by id.
    std::int64_t writtenBy(const std::string &writer, std::size_t n = 0) const
    {
        std::size_t seen = 0;
        for (const auto &q : session()->snapshot().questions) {
            if (q.writer() == writer && seen++ == n) {
                return q.id;
            }
        }
        return -1;
    }

    void showReviewOf(std::int64_t question)
    {
        panel()->showQuestion(question);
        panel()->tabs()->setCurrentIndex(EsterPanel::kReviewTab);
        panel()->passageView()->setFocus();
    }

    QJsonObject report(const QString &as)
    {
        const test::Run r = test::runEventScope(
            {QStringLiteral("report"), QStringLiteral("--db"), db_, QStringLiteral("--json"),
             QStringLiteral("--dataset"), QStringLiteral("ester"), QStringLiteral("--bootstrap"),
             QStringLiteral("0"), QStringLiteral("--as"), as});
        if (!test::succeeded(r)) {
            return {};
        }
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("ester")).toObject();
    }

    QStringList screen()
    {
        return test::screenFigures({window_->esterStatistics(), panel()->navigator()});
    }

    // What the charts and the table show against what the report computes.
    void compareWithReport(const QJsonObject &ester)
    {
        const QJsonObject validation = ester.value(QStringLiteral("validation")).toObject();
        const QJsonArray writers = validation.value(QStringLiteral("writers")).toArray();
        QCOMPARE(figures()->writerNames().size(), writers.size());
        QAbstractBarSeries *validity = test::firstBarSeries(figures()->validityChart());
        QAbstractBarSeries *written = test::firstBarSeries(figures()->writersChart());
        QVERIFY(validity && written);
        for (qsizetype i = 0; i < writers.size(); ++i) {
            const QJsonObject w = writers[i].toObject();
            QCOMPARE(figures()->writerNames()[i], w.value(QStringLiteral("writer")).toString());
            // One of the two sets holds the bar: below the threshold or not.
            const bool below = w.value(QStringLiteral("below_threshold")).toBool();
            const double shown = validity->barSets()[below ? 1 : 0]->at(int(i));
            QCOMPARE(validity->barSets()[below ? 0 : 1]->at(int(i)), 0.0);
            QCOMPARE(shown, w.value(QStringLiteral("validity")).toDouble(0.0));
            QCOMPARE(written->barSets()[0]->at(int(i)),
                     ester.value(QStringLiteral("questions_per_writer"))
                         .toObject()
                         .value(w.value(QStringLiteral("writer")).toString())
                         .toDouble());
        }
        // The reasons table: a row a reason; every review's column, then those of the
        // writers with an invalid review.
        const QAbstractItemModel *reasons = figures()->reasonsTable()->model();
        const QJsonObject all = validation.value(QStringLiteral("reasons")).toObject();
        QCOMPARE(reasons->rowCount(), int(ester::kInvalidReasons) + 1);
        for (std::size_t r = 0; r <= ester::kInvalidReasons; ++r) {
            const QString key =
                r < ester::kInvalidReasons
                    ? QString::fromLatin1(
                          ester::invalidReasonName(static_cast<ester::InvalidReason>(r)).data())
                    : QStringLiteral("unspecified");
            QCOMPARE(reasons->index(int(r), 0).data().toInt(), all.value(key).toInt());
            for (qsizetype i = 0; i < writers.size(); ++i) {
                const QJsonObject w = writers[i].toObject();
                int column = -1;
                for (int c = 1; c < reasons->columnCount(); ++c) {
                    if (reasons->headerData(c, Qt::Horizontal).toString() ==
                        w.value(QStringLiteral("writer")).toString()) {
                        column = c;
                    }
                }
                const int n = w.value(QStringLiteral("reasons")).toObject().value(key).toInt();
                // A writer without an invalid review has no column: all their counts are 0.
                QCOMPARE(column < 0 ? 0 : reasons->index(int(r), column).data().toInt(), n);
                // A writer below the threshold is marked in their column's header.
                if (column > 0) {
                    QCOMPARE(reasons->headerData(column, Qt::Horizontal, Qt::ToolTipRole).isValid(),
                             w.value(QStringLiteral("below_threshold")).toBool());
                }
            }
        }
        // Tokens by type, and the people beside the models.
        QAbstractBarSeries *tokens = test::firstBarSeries(figures()->tokensChart());
        const QJsonObject byType = ester.value(QStringLiteral("tokens_by_type")).toObject();
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            const QJsonObject one =
                byType
                    .value(QString::fromLatin1(
                        ester::relationName(static_cast<ester::Relation>(t)).data()))
                    .toObject();
            QCOMPARE(tokens->barSets()[0]->at(int(t)),
                     one.value(QStringLiteral("question_tokens")).toDouble(0.0));
            QCOMPARE(tokens->barSets()[1]->at(int(t)),
                     one.value(QStringLiteral("answer_tokens")).toDouble(0.0));
        }
        ChartView *models = window_->esterStatistics()->modelsChart();
        for (const QJsonValue &h : ester.value(QStringLiteral("human")).toArray()) {
            const QString name =
                QStringLiteral("Human (%1)")
                    .arg(h.toObject().value(QStringLiteral("annotator")).toString());
            const qsizetype category = models->categoryNames().indexOf(name);
            QVERIFY2(category >= 0, qPrintable(name));
            QCOMPARE(test::firstBarSeries(models)->barSets()[0]->at(int(category)),
                     h.toObject().value(QStringLiteral("token_f1")).toDouble());
        }
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        db_ = dir_.filePath(
            QStringLiteral("validation_%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(db_);
        {
            // The demo, and the split whose records name their writers.
            db::Project p(db_.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(p);
            QFile f(test::sourcePath(QStringLiteral("tests/cli/fixtures/ester_train_shape.json")));
            QVERIFY(f.open(QIODevice::ReadOnly));
            db::EsterStore(p).importSplit(
                db::parseEsterSplit(f.readAll().toStdString(), "train.json"), "train", {}, "test");
        }
        window_ = std::make_unique<MainWindow>();
        window_->resize(1600, 1000);
        QString error;
        QVERIFY2(window_->openProject(db_, false, false, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->signIn(QStringLiteral("ann_a"));
        window_->showDataset(1);
    }

    void cleanup() { window_.reset(); }

    void reasonByKeyOnTheReviewTabAndItsUndo()
    {
        QAbstractItemModelTester tester(figures()->reasonsTable()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const std::int64_t q = writtenBy("W_ALPHA");
        QVERIFY(q > 0);
        showReviewOf(q);
        const auto index = session()->questionIndex(q);
        QVERIFY(index);
        const auto typeBefore = panel()->draft().type;
        const QStringList before = screen();
        const QJsonObject reportBefore = report(QStringLiteral("ann_a"));

        // 2 on the Review tab: invalid, not about an event; the relation stays.
        QTest::keyClick(panel()->passageView(), Qt::Key_2);
        auto mine = session()->myReview(*index);
        QVERIFY(mine);
        QVERIFY(!mine->valid);
        QCOMPARE(mine->reasonCode, std::optional(ester::InvalidReason::NotAboutEvent));
        QCOMPARE(panel()->shownReason(), std::optional(ester::InvalidReason::NotAboutEvent));
        QCOMPARE(panel()->draft().type, typeBefore);
        QCOMPARE(window_->undoStack()->count(), 1);
        QVERIFY2(screen() != before, "the reason changed no figure: the test would prove nothing");
        compareWithReport(report(QStringLiteral("ann_a")));
        QTest::qWait(200); // the charts lay out their labels
        test::screenshot(window_.get(), QStringLiteral("ester_review_reason"));

        // With words typed first: 6 keeps them beside the reason.
        panel()->reviewReason()->setText(QStringLiteral("cuts \"fell\""));
        QTest::keyClick(panel()->reviewReason(), Qt::Key_Escape); // back to the passage
        QCOMPARE(QApplication::focusWidget(), panel()->passageView());
        QTest::keyClick(panel()->passageView(), Qt::Key_6);
        mine = session()->myReview(*index);
        QCOMPARE(mine->reasonCode, std::optional(ester::InvalidReason::NotWholeEvent));
        QCOMPARE(mine->reason, std::string("cuts \"fell\""));
        // I keeps the reason code; V drops it.
        QTest::keyClick(panel()->passageView(), Qt::Key_I);
        QCOMPARE(session()->myReview(*index)->reasonCode,
                 std::optional(ester::InvalidReason::NotWholeEvent));
        QTest::keyClick(panel()->passageView(), Qt::Key_V);
        QVERIFY(session()->myReview(*index)->valid);
        QCOMPARE(session()->myReview(*index)->reasonCode, std::nullopt);
        QCOMPARE(panel()->shownReason(), std::nullopt);

        // Undo all of it: the screen and the file are as before.
        while (window_->undoStack()->canUndo()) {
            window_->undoStack()->undo();
        }
        QCOMPARE(session()->myReview(*index), std::nullopt);
        const QStringList after = screen();
        QVERIFY2(after == before, qPrintable(test::firstDifference(before, after)));
        QCOMPARE(report(QStringLiteral("ann_a")), reportBefore);

        // Off the Review tab the digits choose the relation again.
        panel()->tabs()->setCurrentIndex(0);
        panel()->passageView()->setFocus();
        QTest::keyClick(panel()->passageView(), Qt::Key_2);
        QCOMPARE(panel()->draft().type, std::optional(ester::Relation::Conditional));
        QCOMPARE(session()->myReview(*index), std::nullopt);
        // The list under F1 names both.
        const QList<KeyEntry> keys = collectKeys(window_.get());
        QVERIFY(std::any_of(keys.begin(), keys.end(), [](const KeyEntry &k) {
            return k.keys == QLatin1String("7") && k.what.contains(QLatin1String("Review tab"));
        }));
    }

    void figuresFollowReviewsAsTheReportDoes()
    {
        QAbstractItemModelTester tester(figures()->reasonsTable()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // W_ALPHA: one valid, one wrong answer (1 of 2, below 90%); W_BETA valid.
        showReviewOf(writtenBy("W_ALPHA", 0));
        QTest::keyClick(panel()->passageView(), Qt::Key_V);
        showReviewOf(writtenBy("W_ALPHA", 1));
        QTest::keyClick(panel()->passageView(), Qt::Key_4);
        showReviewOf(writtenBy("W_BETA", 0));
        QTest::keyClick(panel()->passageView(), Qt::Key_V);
        const QJsonObject ester = report(QStringLiteral("ann_a"));
        const QJsonObject alpha = ester.value(QStringLiteral("validation"))
                                      .toObject()
                                      .value(QStringLiteral("writers"))
                                      .toArray()[0]
                                      .toObject();
        QCOMPARE(alpha.value(QStringLiteral("validity")).toDouble(), 0.5);
        QVERIFY(alpha.value(QStringLiteral("below_threshold")).toBool());
        compareWithReport(ester);
        // The threshold line crosses the validity chart at 0.9.
        bool line = false;
        for (QAbstractSeries *s : figures()->validityChart()->chart()->series()) {
            if (auto *xy = qobject_cast<QXYSeries *>(s)) {
                line = xy->count() == 2 && xy->at(0).y() == 0.9 && xy->at(1).y() == 0.9;
            }
        }
        QVERIFY(line);
        QTabWidget *tabs = window_->esterStatistics()->tabs();
        for (const QString &tab : {QStringLiteral("Validation"), QStringLiteral("Writers"),
                                   QStringLiteral("Lengths"), QStringLiteral("Models")}) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->tabText(i) == tab) {
                    tabs->setCurrentIndex(i);
                }
            }
            QTest::qWait(200);
            test::screenshot(window_->esterStatistics(),
                             QStringLiteral("ester_statistics_%1").arg(tab.toLower()));
        }
        // A click in a writer's column of the reasons table asks for their questions; the
        // column of every review names no one.
        QTableView *reasons = figures()->reasonsTable();
        int alphaColumn = -1;
        for (int c = 1; c < reasons->model()->columnCount(); ++c) {
            if (reasons->model()->headerData(c, Qt::Horizontal).toString() ==
                QLatin1String("W_ALPHA")) {
                alphaColumn = c;
            }
        }
        QVERIFY(alphaColumn > 0);
        QSignalSpy asked(figures(), &WriterFigures::writerRequested);
        emit reasons->clicked(reasons->model()->index(0, 0));
        QCOMPARE(asked.count(), 0);
        emit reasons->clicked(reasons->model()->index(2, alphaColumn));
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked[0][0].toString(), QStringLiteral("W_ALPHA"));
        QCOMPARE(panel()->writerBox()->currentData().toString(), QStringLiteral("W_ALPHA"));
    }

    void writersBarOpensTheirQuestions()
    {
        QAbstractBarSeries *written = test::firstBarSeries(figures()->writersChart());
        QVERIFY(written);
        const qsizetype beta = figures()->writerNames().indexOf(QStringLiteral("W_BETA"));
        QVERIFY(beta >= 0);
        emit written->barSets()[0]->clicked(int(beta));
        QCOMPARE(panel()->writerBox()->currentData().toString(), QStringLiteral("W_BETA"));
        QCOMPARE(panel()->listedQuestions(), (std::vector<std::int64_t>{writtenBy("W_BETA")}));
        QCOMPARE(panel()->currentQuestion(), std::optional(writtenBy("W_BETA")));
        // The validity bars too.
        QAbstractBarSeries *validity = test::firstBarSeries(figures()->validityChart());
        const qsizetype alpha = figures()->writerNames().indexOf(QStringLiteral("W_ALPHA"));
        emit validity->barSets()[0]->clicked(int(alpha));
        QCOMPARE(panel()->listedQuestions(),
                 (std::vector<std::int64_t>{writtenBy("W_ALPHA", 0), writtenBy("W_ALPHA", 1)}));
    }

    void reviewSampleIsASeededQueue()
    {
        // The filter as a person picks it: the queue, one question a writer, seed 7.
        QComboBox *filter = panel()->filterBox();
        filter->setCurrentIndex(filter->findData(int(EsterPanel::Filter::ReviewSample)));
        QVERIFY(panel()->sampleSize()->isVisibleTo(panel()));
        panel()->sampleSize()->setValue(1);
        panel()->sampleSeed()->setValue(7);
        // What metrics::ester::writerSample draws for each writer, in question order.
        auto expected = [this](std::size_t n, std::uint64_t seed) {
            std::set<std::int64_t> ids;
            for (const auto &w : session()->analysis().validation.writers) {
                for (const std::uint32_t q : ester::writerSample(w.questions, n, seed, w.writer)) {
                    ids.insert(session()->snapshot().questions[q].id);
                }
            }
            return std::vector<std::int64_t>(ids.begin(), ids.end());
        };
        std::vector<std::int64_t> one = panel()->listedQuestions();
        std::sort(one.begin(), one.end());
        QCOMPARE(one, expected(1, 7));
        QCOMPARE(one.size(), std::size_t(2)); // one of W_ALPHA's, W_BETA's one
        QVERIFY2(panel()->sampleInfo()->text().startsWith(QLatin1String("2 question")) &&
                     panel()->sampleInfo()->text().contains(QStringLiteral(" · 2 writer")) &&
                     panel()->sampleInfo()->text().endsWith(QStringLiteral(" · 0 reviewed by you")),
                 qPrintable(panel()->sampleInfo()->text()));
        // J walks the queue; a review counts at once.
        QTest::keyClick(panel()->navigator(), Qt::Key_J);
        panel()->tabs()->setCurrentIndex(EsterPanel::kReviewTab);
        panel()->passageView()->setFocus();
        QTest::keyClick(panel()->passageView(), Qt::Key_V);
        QVERIFY2(panel()->sampleInfo()->text().endsWith(QStringLiteral(" · 1 reviewed by you")),
                 qPrintable(panel()->sampleInfo()->text()));
        // Reproducible: the same seed draws the same queue; two a writer keep the one.
        panel()->setReviewSample(2, 7);
        std::vector<std::int64_t> two = panel()->listedQuestions();
        std::sort(two.begin(), two.end());
        QCOMPARE(two, expected(2, 7));
        QVERIFY(std::includes(two.begin(), two.end(), one.begin(), one.end()));
        panel()->setReviewSample(1, 7, QStringLiteral("W_ALPHA"));
        QCOMPARE(panel()->listedQuestions().size(), std::size_t(1));
        QTest::qWait(200); // the window lays out its panels
        test::screenshot(window_.get(), QStringLiteral("ester_review_sample"));
    }

    // The released dev split, its 80 questions with a worker reviewed in a sample: for
    // looking at, when the shared data is here.
    void screenshotsOnTheDevSplit()
    {
        const QString dev = test::sharedData(QStringLiteral("ester/final_dev_ans_gen.json"));
        if (qEnvironmentVariableIsEmpty("EVENTSCOPE_SCREENSHOTS") || !QFile::exists(dev)) {
            QSKIP("only with EVENTSCOPE_SCREENSHOTS set and ../shared/data/ester here");
        }
        QVERIFY(test::succeeded(
            test::runEventScope({QStringLiteral("import"), dev, QStringLiteral("--db"), db_})));
        session()->reload();
        panel()->setReviewSample(3, 1);
        const std::vector<std::int64_t> queue = panel()->listedQuestions();
        int k = 0;
        for (const std::int64_t q : queue) {
            showReviewOf(q);
            // Every fifth invalid, for a reason in turn.
            QTest::keyClick(panel()->passageView(),
                            ++k % 5 == 0 ? Qt::Key(Qt::Key_1 + (k / 5) % 7) : Qt::Key_V);
        }
        test::screenshot(window_.get(), QStringLiteral("ester_dev_review_sample"));
        QTabWidget *tabs = window_->esterStatistics()->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QTest::qWait(200);
            test::screenshot(window_.get(),
                             QStringLiteral("ester_dev_%1").arg(tabs->tabText(i).toLower()));
        }
    }
};

QTEST_MAIN(TestEsterValidationGui)
#include "tst_ester_validation_gui.moc"
