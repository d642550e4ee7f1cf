// The ESD model drill-down: pairs ranked by a model's score, the Youden threshold and
// the confusion counts at it, the error filters, saved views through the project, and
// the statistics charts that open it. Every figure is worked out by hand below.
#include "common/gui_support.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/review/saved_views.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/model_errors_view.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace es;
using namespace es::widgets;

namespace {

// Three annotators; model "m" (higher is essential) in both settings, "ppl" (lower is
// essential). Gold is the majority, p9 and p12 have none (incomplete), p11 no score, and
// p10's majority 0 is overridden by a decision of 1.
//
//   rank pair  m     ppl   labels a b c   gold        agreement
//    1   p1    0.9   0.1   1 1 1          1           unanimous
//    2   p3    0.8   0.2   0 0 0          0           unanimous
//    3   p2    0.7   0.3   1 1 0          1           split
//    4   p9    0.65  0.35  1 1 -          none        unanimous
//    5   p4    0.6   0.4   1 1 1          1           unanimous
//    6   p5    0.5   0.5   0 0 1          0           split
//    7   p6    0.4   0.6   1 0 1          1           split
//    8   p7    0.3   0.7   0 0 0          0           unanimous
//    9   p12   0.3   0.7   0 - -          none        (one label; tie with p7: file order)
//   10   p8    0.2   0.8   0 1 0          0           split
//   11   p10   0.1   0.9   0 1 0 -> 1     1 (decided) split
//
// Gold in rank order: 1 0 1 . 1 0 1 0 . 0 1, so P = 5, N = 4. Youden's J = TP/5 - FP/4
// at each threshold from the top: 0.9: .2-0 = .20; 0.8: .2-.25 = -.05; 0.7: .4-.25 = .15;
// 0.6: .6-.25 = .35; 0.5: .6-.5 = .10; 0.4: .8-.5 = .30; 0.3: .8-.75 = .05;
// 0.2: .8-1 = -.20; 0.1: 1-1 = 0. Best: 0.6 (0.4 for ppl, where <= is essential) with
// TP 3 (p1 p2 p4), FP 1 (p3), FN 2 (p6 p10), TN 3 (p5 p7 p8); precision 3/4, recall 3/5.
const char *const kProject =
    R"({"id": "p1", "goal": "Make Tea", "step": "Boil water.", "labels": {"a": 1, "b": 1, "c": 1}}
{"id": "p2", "goal": "Make Tea", "step": "Add the leaves.", "labels": {"a": 1, "b": 1, "c": 0}}
{"id": "p3", "goal": "Make Tea", "step": "Choose a cup you like.", "labels": {"a": 0, "b": 0, "c": 0}}
{"id": "p4", "goal": "Make Tea", "step": "Pour the water.", "labels": {"a": 1, "b": 1, "c": 1}}
{"id": "p5", "goal": "Make Tea", "modifier": "Green", "step": "Hum a tune.", "labels": {"a": 0, "b": 0, "c": 1}}
{"id": "p6", "goal": "Bake Bread", "step": "Knead the dough.", "labels": {"a": 1, "b": 0, "c": 1}}
{"id": "p7", "goal": "Bake Bread", "step": "Wear an apron.", "labels": {"a": 0, "b": 0, "c": 0}}
{"id": "p8", "goal": "Bake Bread", "step": "Dust the counter.", "labels": {"a": 0, "b": 1, "c": 0}}
{"id": "p9", "goal": "Bake Bread", "step": "Preheat the oven.", "labels": {"a": 1, "b": 1}}
{"id": "p10", "goal": "Bake Bread", "step": "Let it rise.", "labels": {"a": 0, "b": 1, "c": 0}}
{"id": "p11", "goal": "Bake Bread", "step": "Slice it.", "labels": {"a": 1, "b": 1, "c": 1}}
{"id": "p12", "goal": "Bake Bread", "step": "Play <b>music</b>.", "labels": {"a": 0}}
{"id": "p1", "model": "m", "setting": "full", "score": 0.9}
{"id": "p3", "model": "m", "setting": "full", "score": 0.8}
{"id": "p2", "model": "m", "setting": "full", "score": 0.7}
{"id": "p9", "model": "m", "setting": "full", "score": 0.65}
{"id": "p4", "model": "m", "setting": "full", "score": 0.6}
{"id": "p5", "model": "m", "setting": "full", "score": 0.5}
{"id": "p6", "model": "m", "setting": "full", "score": 0.4}
{"id": "p7", "model": "m", "setting": "full", "score": 0.3}
{"id": "p12", "model": "m", "setting": "full", "score": 0.3}
{"id": "p8", "model": "m", "setting": "full", "score": 0.2}
{"id": "p10", "model": "m", "setting": "full", "score": 0.1}
{"id": "p1", "model": "m", "setting": "core", "score": 0.5}
{"id": "p3", "model": "m", "setting": "core", "score": 0.4}
{"id": "p1", "model": "ppl", "setting": "full", "score": 0.1, "direction": "lower"}
{"id": "p3", "model": "ppl", "setting": "full", "score": 0.2}
{"id": "p2", "model": "ppl", "setting": "full", "score": 0.3}
{"id": "p9", "model": "ppl", "setting": "full", "score": 0.35}
{"id": "p4", "model": "ppl", "setting": "full", "score": 0.4}
{"id": "p5", "model": "ppl", "setting": "full", "score": 0.5}
{"id": "p6", "model": "ppl", "setting": "full", "score": 0.6}
{"id": "p7", "model": "ppl", "setting": "full", "score": 0.7}
{"id": "p12", "model": "ppl", "setting": "full", "score": 0.7}
{"id": "p8", "model": "ppl", "setting": "full", "score": 0.8}
{"id": "p10", "model": "ppl", "setting": "full", "score": 0.9}
)";

QStringList extIds(const EsdSession &session, const std::vector<std::uint32_t> &pairs)
{
    QStringList out;
    for (const std::uint32_t p : pairs) {
        out << QString::fromStdString(session.snapshot().pairs[p].extId);
    }
    return out;
}

std::size_t modelIndex(const EsdSession &session, const std::string &name,
                       const std::string &setting)
{
    const auto &models = session.snapshot().models;
    for (std::size_t i = 0; i < models.size(); ++i) {
        if (models[i].model == name && models[i].setting == setting) {
            return i;
        }
    }
    return SIZE_MAX;
}

} // namespace

class TestModelErrors : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;
    std::unique_ptr<EsdSession> session_;

    std::uint32_t pair(const char *extId) const
    {
        return static_cast<std::uint32_t>(
            session_->snapshot().pairIndex(db::EsdStore(*project_).pairId(extId)));
    }

  private slots:
    void init()
    {
        const QString path =
            dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction()));
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::EsdStore store(*project_);
        store.import(db::parseEsdJsonLines(kProject, "errors.jsonl"), "loader");
        project_->setRole("lead", db::Role::Adjudicator, "lead");
        store.adjudicate(store.pairId("p10"), "lead",
                         db::EsdAdjudication{1, "rising is essential"});
        session_ = std::make_unique<EsdSession>(*project_);
        session_->setAnnotator(QStringLiteral("lead"));
        QVERIFY(!session_->blind());
    }

    void cleanup()
    {
        session_.reset();
        project_.reset();
    }

    void ranksAndCountsAtYouden()
    {
        ModelErrorsView view(*session_, *project_, modelIndex(*session_, "m", "full"));
        QAbstractItemModelTester tester(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        const QStringList ranked = {"p1", "p3", "p2",  "p9", "p4", "p5",
                                    "p6", "p7", "p12", "p8", "p10"};
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()), ranked);
        QCOMPARE(view.tableModel()
                     ->data(view.tableModel()->index(4, ModelErrorsModel::RankColumn))
                     .toInt(),
                 5);

        QVERIFY(view.tableModel()->ranking().youden().has_value());
        QCOMPARE(*view.tableModel()->ranking().youden(), 0.6);
        QCOMPARE(view.threshold(), 0.6);
        Confusion c = view.confusion();
        QCOMPARE(c.truePositives, std::size_t(3));
        QCOMPARE(c.falsePositives, std::size_t(1));
        QCOMPARE(c.falseNegatives, std::size_t(2));
        QCOMPARE(c.trueNegatives, std::size_t(3));
        QCOMPARE(*c.precision(), 0.75);
        QCOMPARE(*c.recall(), 0.6);
        auto *counts = view.findChild<QLabel *>(QStringLiteral("counts"));
        QVERIFY(counts->text().contains(QStringLiteral("TP 3   FP 1   FN 2   TN 3")));
        for (QLabel *l : view.findChildren<QLabel *>()) {
            QVERIFY2(l->textFormat() == Qt::PlainText, qPrintable(l->text()));
        }

        // Rows: p3 is the false positive, p10 a false negative whose gold is decided.
        ModelErrorsModel *table = view.tableModel();
        QCOMPARE(table->data(table->index(1, ModelErrorsModel::OutcomeColumn)).toString(),
                 QStringLiteral("FP"));
        QCOMPARE(table->data(table->index(10, ModelErrorsModel::OutcomeColumn)).toString(),
                 QStringLiteral("FN"));
        QCOMPARE(table->data(table->index(10, ModelErrorsModel::GoldColumn)).toString(),
                 QStringLiteral("essential (decided)"));
        QCOMPARE(table->data(table->index(3, ModelErrorsModel::OutcomeColumn)).toString(),
                 QString()); // p9: no gold
        QVERIFY(table->data(table->index(1, 0), Qt::BackgroundRole).isValid());
        QVERIFY(!table->data(table->index(0, 0), Qt::BackgroundRole).isValid());
        // Columns: rank, score, gold, outcome, goal, step, a, b, c, agreement.
        QCOMPARE(table->columnCount(), ModelErrorsModel::FirstAnnotatorColumn + 4);
        QCOMPARE(table
                     ->headerData(ModelErrorsModel::FirstAnnotatorColumn + 1, Qt::Horizontal,
                                  Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("b"));
        QCOMPARE(
            table->data(table->index(2, ModelErrorsModel::FirstAnnotatorColumn + 2)).toString(),
            QStringLiteral("0")); // c on p2
        QCOMPARE(table->data(table->index(2, table->columnCount() - 1)).toString(),
                 QStringLiteral("0.67 (2/3)"));
        QCOMPARE(table->data(table->index(4, ModelErrorsModel::GoalColumn)).toString(),
                 QStringLiteral("Make Tea"));
        QCOMPARE(table->data(table->index(5, ModelErrorsModel::GoalColumn)).toString(),
                 QStringLiteral("Make Tea (Green)"));
        // Markup in a step is text, not formatting.
        QCOMPARE(table->data(table->index(8, ModelErrorsModel::StepColumn)).toString(),
                 QStringLiteral("Play <b>music</b>."));

        // A threshold between scores counts like the next score down: at 0.45 p5 (0.5)
        // is predicted essential as well: TP 3, FP 2, FN 2, TN 2.
        view.setThreshold(0.45);
        c = view.confusion();
        QCOMPARE(c.falsePositives, std::size_t(2));
        QCOMPARE(c.trueNegatives, std::size_t(2));
        view.findChild<QPushButton *>(QStringLiteral("bestThreshold"))->click();
        QCOMPARE(view.threshold(), 0.6);
    }

    void lowerIsPositiveFlipsTheRule()
    {
        ModelErrorsView view(*session_, *project_, modelIndex(*session_, "ppl", "full"));
        // Same ranking; the p7/p12 tie still reads in file order.
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p1", "p3", "p2", "p9", "p4", "p5", "p6", "p7", "p12", "p8", "p10"}));
        QCOMPARE(view.threshold(), 0.4);
        const Confusion c = view.confusion();
        QCOMPARE(c.truePositives, std::size_t(3));
        QCOMPARE(c.falsePositives, std::size_t(1));
        QCOMPARE(c.falseNegatives, std::size_t(2));
        QCOMPARE(c.trueNegatives, std::size_t(3));
        QVERIFY(view.tableModel()->ranking().predictsPositive(0.4, 0.4));
        QVERIFY(!view.tableModel()->ranking().predictsPositive(0.41, 0.4));
    }

    void errorsOnlyLeavesFalsePositivesAndNegatives()
    {
        ModelErrorsView view(*session_, *project_, modelIndex(*session_, "m", "full"));
        QAbstractItemModelTester tester(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *outcome = view.findChild<QComboBox *>(QStringLiteral("outcome"));
        outcome->setCurrentIndex(1); // errors only
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p3", "p6", "p10"}));
        for (int row = 0; row < view.tableModel()->rowCount(); ++row) {
            const auto o = static_cast<PairOutcome>(
                view.tableModel()
                    ->data(view.tableModel()->index(row, 0), ModelErrorsModel::OutcomeRole)
                    .toInt());
            QVERIFY(o == PairOutcome::FalsePositive || o == PairOutcome::FalseNegative);
        }
        outcome->setCurrentIndex(2); // false positives
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()), QStringList{"p3"});
        outcome->setCurrentIndex(3); // false negatives
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()), (QStringList{"p6", "p10"}));
        // Moving the threshold moves the rows: at 0.35 p6 becomes a true positive and p5
        // a false positive.
        outcome->setCurrentIndex(1);
        view.setThreshold(0.35);
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p3", "p5", "p10"}));

        // The other filters: split pairs labelled by b in goals with "bread".
        view.useBestThreshold();
        outcome->setCurrentIndex(0);
        auto *agreement = view.findChild<QComboBox *>(QStringLiteral("agreement"));
        agreement->setCurrentIndex(2); // split
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p2", "p5", "p6", "p8", "p10"}));
        agreement->setCurrentIndex(1); // unanimous: two or more labels, so p9 but not p12
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p1", "p3", "p9", "p4", "p7"}));
        agreement->setCurrentIndex(0);
        auto *goal = view.findChild<QLineEdit *>(QStringLiteral("goal"));
        goal->setText(QStringLiteral("BREAD"));
        QTRY_COMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                     (QStringList{"p9", "p6", "p7", "p12", "p8", "p10"}));
        auto *annotator = view.findChild<QComboBox *>(QStringLiteral("annotator"));
        annotator->setCurrentIndex(annotator->findText(QStringLiteral("c")));
        QCOMPARE(extIds(*session_, view.tableModel()->visiblePairs()),
                 (QStringList{"p6", "p7", "p8", "p10"}));
    }

    void refreshesWhenGoldChanges()
    {
        ModelErrorsView view(*session_, *project_, modelIndex(*session_, "m", "full"));
        QAbstractItemModelTester tester(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setThreshold(0.6);
        // Deciding p3 essential turns the false positive into a true positive.
        QVERIFY(session_->adjudicate(pair("p3"), db::EsdAdjudication{1, {}}));
        Confusion c = view.confusion();
        QCOMPARE(c.truePositives, std::size_t(4));
        QCOMPARE(c.falsePositives, std::size_t(0));
        QCOMPARE(view.threshold(), 0.6); // set by hand, so it stays
        QCOMPARE(view.tableModel()
                     ->data(view.tableModel()->index(1, ModelErrorsModel::GoldColumn))
                     .toString(),
                 QStringLiteral("essential (decided)"));
        QVERIFY(session_->adjudicate(pair("p3"), std::nullopt));
        c = view.confusion();
        QCOMPARE(c.falsePositives, std::size_t(1));
        // A reload (after an import, say) ranks afresh and keeps the model and threshold.
        session_->reload();
        QCOMPARE(view.modelIndex(), modelIndex(*session_, "m", "full"));
        QCOMPARE(view.threshold(), 0.6);
        QCOMPARE(view.confusion().truePositives, std::size_t(3));
        QCOMPARE(view.tableModel()->rowCount(), 11);
    }

    void doubleClickActivatesThePair()
    {
        ModelErrorsView view(*session_, *project_, modelIndex(*session_, "m", "full"));
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy activated(&view, &ModelErrorsView::pairActivated);
        auto *table = view.findChild<QTableView *>();
        const QRect cell =
            table->visualRect(view.tableModel()->index(1, ModelErrorsModel::StepColumn));
        // A double click is a press that the item view saw, then the double-click event.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().value<std::uint32_t>(), pair("p3"));
    }

    void savedViewRoundTrip()
    {
        bool created = false;
        ModelErrorsView *view = ModelErrorsView::open(
            *session_, *project_, modelIndex(*session_, "m", "full"), nullptr, &created);
        QVERIFY(created);
        std::unique_ptr<QWidget> window(view->window());
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        // Opening again reuses the window.
        QCOMPARE(ModelErrorsView::open(*session_, *project_, modelIndex(*session_, "ppl", "full"),
                                       nullptr, &created),
                 view);
        QVERIFY(!created);
        QCOMPARE(view->modelIndex(), modelIndex(*session_, "ppl", "full"));

        view->findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->setValue(0.55);
        view->findChild<QComboBox *>(QStringLiteral("outcome"))->setCurrentIndex(1);
        view->findChild<QComboBox *>(QStringLiteral("agreement"))->setCurrentIndex(2);
        auto *annotator = view->findChild<QComboBox *>(QStringLiteral("annotator"));
        annotator->setCurrentIndex(annotator->findText(QStringLiteral("b")));
        view->findChild<QLineEdit *>(QStringLiteral("goal"))->setText(QStringLiteral("bread"));
        QTest::qWait(300); // the goal filter waits for a pause in typing
        const QJsonObject saved = view->filters();
        QCOMPARE(saved.value(QStringLiteral("model")).toString(), QStringLiteral("ppl"));
        QCOMPARE(saved.value(QStringLiteral("threshold")).toDouble(), 0.55);
        QCOMPARE(saved.value(QStringLiteral("goal")).toString(), QStringLiteral("bread"));
        // ppl at <= 0.55, split, labelled by b, "bread": p6 (0.6, gold 1) and p10 (0.9,
        // gold 1) are false negatives, p8 (0.8, gold 0) a true negative.
        const QStringList shown = {"p6", "p10"};
        QCOMPARE(extIds(*session_, view->tableModel()->visiblePairs()), shown);

        auto *save = view->findChild<QPushButton *>(QStringLiteral("saveView"));
        QVERIFY(save->isEnabled());
        es::test::whenModal<QInputDialog>([](QInputDialog *d) {
            d->setTextValue(QStringLiteral("ppl misses"));
            d->accept();
        });
        save->click();
        std::vector<db::SavedView> stored = db::SavedViews(*project_).list("esd.models");
        QCOMPARE(stored.size(), std::size_t(1));
        QCOMPARE(stored[0].name, std::string("ppl misses"));
        QCOMPARE(stored[0].createdBy, std::string("lead"));
        QCOMPARE(QJsonDocument::fromJson(QByteArray::fromStdString(stored[0].filters)).object(),
                 saved);

        // Saving again under the name asks before replacing.
        view->setThreshold(0.45);
        bool asked = false;
        es::test::whenModal<QInputDialog>([&asked](QInputDialog *d) {
            QCOMPARE(d->textValue(), QStringLiteral("ppl misses")); // the chosen view is suggested
            es::test::whenModal<QMessageBox>([&asked](QMessageBox *box) {
                asked = true;
                box->button(QMessageBox::No)->click();
            });
            d->accept();
        });
        save->click();
        QVERIFY(asked);
        QCOMPARE(
            QJsonDocument::fromJson(
                QByteArray::fromStdString(db::SavedViews(*project_).list("esd.models")[0].filters))
                .object()
                .value(QStringLiteral("threshold"))
                .toDouble(),
            0.55);

        // Everything back to the start, then the saved view restores it.
        view->setModelIndex(modelIndex(*session_, "m", "full"));
        view->applyFilters(QJsonObject{});
        QCOMPARE(view->tableModel()->rowCount(), 11);
        QCOMPARE(view->threshold(), 0.6);
        auto *views = view->findChild<QComboBox *>(QStringLiteral("savedViews"));
        QCOMPARE(views->count(), 2);
        QCOMPARE(views->itemText(1), QStringLiteral("ppl misses"));
        views->setCurrentIndex(1);
        emit views->activated(1);
        QCOMPARE(view->modelIndex(), modelIndex(*session_, "ppl", "full"));
        QCOMPARE(view->threshold(), 0.55);
        QCOMPARE(view->filters(), saved);
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("outcome"))->currentIndex(), 1);
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("agreement"))->currentIndex(), 2);
        QCOMPARE(annotator->currentText(), QStringLiteral("b"));
        QCOMPARE(view->findChild<QLineEdit *>(QStringLiteral("goal"))->text(),
                 QStringLiteral("bread"));
        QCOMPARE(extIds(*session_, view->tableModel()->visiblePairs()), shown);

        if (const QString shot = qEnvironmentVariable("MODEL_ERRORS_SCREENSHOT"); !shot.isEmpty()) {
            view->applyFilters(QJsonObject{{QStringLiteral("model"), QStringLiteral("m")},
                                           {QStringLiteral("setting"), QStringLiteral("full")}});
            window->resize(1100, 620);
            QTest::qWait(50);
            QVERIFY(window->grab().save(shot));
        }
    }

    void savingNeedsSomeone()
    {
        ModelErrorsView view(*session_, *project_, 0);
        auto *save = view.findChild<QPushButton *>(QStringLiteral("saveView"));
        QVERIFY(save->isEnabled());
        view.savedViews()->setPerson({});
        QVERIFY(!save->isEnabled());
        QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("deleteView"))->isEnabled());
    }

    void statisticsChartsRequestModels()
    {
        EsdStatisticsPanel panel(*session_);
        QSignalSpy requested(&panel, &EsdStatisticsPanel::modelRequested);
        QBarSeries *bars = nullptr;
        for (QAbstractSeries *s : panel.chart(QStringLiteral("auroc"))->chart()->series()) {
            bars = bars ? bars : qobject_cast<QBarSeries *>(s);
        }
        QVERIFY(bars);
        const QList<QBarSet *> sets = bars->barSets(); // full, core; categories m, ppl
        QCOMPARE(sets.size(), 2);
        emit sets[0]->clicked(1);
        emit sets[1]->clicked(0);
        emit sets[1]->clicked(1); // ppl has no core scores: nothing to open
        QCOMPARE(requested.count(), 2);
        QCOMPARE(requested[0].first().value<std::size_t>(), modelIndex(*session_, "ppl", "full"));
        QCOMPARE(requested[1].first().value<std::size_t>(), modelIndex(*session_, "m", "core"));

        // A ROC curve: the series named after the model.
        requested.clear();
        for (QAbstractSeries *s : panel.chart(QStringLiteral("roc"))->chart()->series()) {
            auto *line = qobject_cast<QLineSeries *>(s);
            if (line && line->name().startsWith(QStringLiteral("m (full)"))) {
                emit line->clicked(QPointF(0.5, 0.5));
            }
        }
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested[0].first().value<std::size_t>(), modelIndex(*session_, "m", "full"));
    }
};

QTEST_MAIN(TestModelErrors)
#include "tst_model_errors.moc"
