// The error-analysis drill-downs behind the statistics charts, on the demo project: an
// ESTER model's questions of one relation type by token F1 with gold and predicted spans
// drawn on the passage, an OpenPI procedure's salience table with the people's spread and
// the per-procedure Pearson r, blind work, saved views, and the chart signals that open
// them. Set DRILLDOWN_SCREENSHOTS=DIR to keep PNGs of both views.
#include "db/demo_project.h"
#include "db/project.h"
#include "db/review/saved_views.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/type_errors_view.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/procedure_salience_view.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

using namespace es;
using namespace es::widgets;
namespace ester = es::metrics::ester;

Q_DECLARE_METATYPE(es::widgets::TypeErrorsView::DrawnRange)

namespace {

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("DRILLDOWN_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QTest::qWait(100); // let the tables lay out before the grab
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
    }
}

QStringList column(const QAbstractItemModel *m, int c)
{
    QStringList out;
    for (int r = 0; r < m->rowCount(); ++r) {
        out << m->index(r, c).data().toString();
    }
    return out;
}

// The row of (entity, target) in the salience table, or -1.
int salienceRow(const QAbstractItemModel *m, const QString &entity, const QString &target)
{
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, 0).data().toString() == entity &&
            m->index(r, 1).data().toString() == target) {
            return r;
        }
    }
    return -1;
}

QStringList headers(const QAbstractItemModel *m)
{
    QStringList out;
    for (int c = 0; c < m->columnCount(); ++c) {
        out << m->headerData(c, Qt::Horizontal).toString();
    }
    return out;
}

// Answers the next modal input dialog (the saved-view name) with `text`.
void answerNextInput(const QString &text)
{
    QTimer::singleShot(0, [text] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setTextValue(text);
        dialog->accept();
    });
}

const QString kFloodEffects = QStringLiteral("What happened as a result of the flooding?");
const QString kTeachers = QStringLiteral("Why did teachers protest?");
const QString kFloodCause = QStringLiteral("What caused the flooding of the river valley?");
const QString kShares = QStringLiteral("What happened because investors cheered the announcement?");

} // namespace

class TestDrilldown : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;
    std::unique_ptr<EsterSession> ester_;
    std::unique_ptr<OpenPiSession> openpi_;

    // Signs in a person who sees everyone's work in the session (a viewer), so that the
    // views' own blind mode is what hides other people.
    void signIn(const QString &name)
    {
        project_->setRole(name.toStdString(), db::Role::Viewer, "test");
        ester_->setAnnotator(name);
        openpi_->setAnnotator(name);
    }

  private slots:
    void init()
    {
        const QString path =
            dir_.filePath(QStringLiteral("drill_%1.eventscope").arg(QTest::currentTestFunction()));
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::seedDemoProject(*project_);
        ester_ = std::make_unique<EsterSession>(*project_);
        openpi_ = std::make_unique<OpenPiSession>(*project_);
        signIn(QStringLiteral("reader"));
    }
    void cleanup()
    {
        // Destroying the sessions closes the dialogs that read them.
        openpi_.reset();
        ester_.reset();
        project_.reset();
    }

    void esterListsTheModelsQuestionsOfTheTypeByF1()
    {
        TypeErrorsView *view = TypeErrorsView::open(
            *ester_, *project_, QStringLiteral("flan-t5-demo"), ester::Relation::Causal, nullptr);
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view->setBlind(false);
        QVERIFY(view->window()->isVisible());
        QCOMPARE(view->rater(), QStringLiteral("flan-t5-demo"));
        QCOMPARE(view->type(), std::optional(ester::Relation::Causal));
        // The demo's four causal questions, worst first; ties keep question order.
        // By hand (ESTER's pooled token F1, lowercased, punctuation deleted):
        //   "destroyed two bridges" vs {"destroyed two bridges", "cut power to thousands
        //   of homes"}: 3 of 3 predicted tokens are gold, 3 of 9 gold tokens predicted,
        //   F1 = 2 * 1 * (1/3) / (4/3) = 0.5; HIT@1 1 (holds "destroyed"); EM 0.
        //   "higher salaries" vs "demanded higher salaries": P 1, R 2/3, F1 0.8; HIT@1 0
        //   (the trigger is "demanded").
        //   "heavy rain" and "the shares rose sharply" equal their gold: F1 1.
        QCOMPARE(column(view->model(), 0),
                 (QStringList{kFloodEffects, kTeachers, kFloodCause, kShares}));
        QCOMPARE(column(view->model(), 2), (QStringList{"0.500", "0.800", "1", "1"}));
        QCOMPARE(column(view->model(), 3), (QStringList{"1", "0", "1", "1"}));
        QCOMPARE(column(view->model(), 4), (QStringList{"0", "0", "1", "1"}));
        QCOMPARE(column(view->model(), 5), (QStringList{"2", "1", "1", "1"}));
        QCOMPARE(column(view->model(), 6), (QStringList{"1", "1", "1", "1"}));
        QCOMPARE(view->model()->index(0, 2).data(Qt::UserRole).toDouble(), 0.5);
        QCOMPARE(view->model()->index(1, 2).data(Qt::UserRole).toDouble(), 0.8);
        const auto &snap = ester_->snapshot();
        for (const std::uint32_t q : view->listedQuestions()) {
            QCOMPARE(snap.questions[q].type, ester::Relation::Causal);
        }

        // Every type: all eleven questions the model answered, still ascending.
        view->setType(std::nullopt);
        QCOMPARE(view->model()->rowCount(), 11);
        double last = -1;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const double f1 = view->model()->index(r, 2).data(Qt::UserRole).toDouble();
            QVERIFY(f1 >= last);
            last = f1;
        }
        // Errors only keeps F1 < 1; the text filter searches questions and passages.
        view->errorsOnlyBox()->setChecked(true);
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            QVERIFY(view->model()->index(r, 2).data(Qt::UserRole).toDouble() < 1.0);
        }
        const int errors = view->model()->rowCount();
        QVERIFY(errors > 0 && errors < 11);
        // "teachers" is in the second passage: its other miss, "the vote" against {"approved
        // a new budget", "The vote"} (P 1, R 2/6, F1 0.5), comes first.
        view->searchEdit()->setText(QStringLiteral("TEACHERS"));
        QCOMPARE(column(view->model(), 0),
                 (QStringList{QStringLiteral("What does the decision refer to?"), kTeachers}));
        QCOMPARE(column(view->model(), 2), (QStringList{"0.500", "0.800"}));
        view->searchEdit()->clear();
        view->errorsOnlyBox()->setChecked(false);
        view->minF1Box()->setValue(0.5);
        view->maxF1Box()->setValue(0.8);
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const double f1 = view->model()->index(r, 2).data(Qt::UserRole).toDouble();
            QVERIFY(f1 >= 0.5 && f1 <= 0.8);
        }
        QVERIFY(column(view->model(), 0).contains(kFloodEffects)); // exactly 0.5 is kept
        view->minF1Box()->setValue(0.0);
        view->maxF1Box()->setValue(1.0);

        // People's agreement: ann_a and ann_b answered q0, q1 and q4 of the causal ones
        // (q10 only ann_a): they differ on q0 and q1, agree on q4.
        view->setType(ester::Relation::Causal);
        view->agreementBox()->setCurrentIndex(2);
        QCOMPARE(column(view->model(), 0), (QStringList{kFloodEffects, kFloodCause}));
        view->agreementBox()->setCurrentIndex(1);
        QCOMPARE(column(view->model(), 0), (QStringList{kTeachers}));
        view->agreementBox()->setCurrentIndex(0);

        // The same dialog is reused by the next chart click.
        QDialog *dialog = qobject_cast<QDialog *>(view->window());
        QVERIFY(dialog && !dialog->isModal());
        TypeErrorsView *again = TypeErrorsView::open(
            *ester_, *project_, QStringLiteral("flan-t5-demo"), ester::Relation::SubEvent, nullptr);
        QCOMPARE(again, view);
        QCOMPARE(view->type(), std::optional(ester::Relation::SubEvent));
        QCOMPARE(view->model()->rowCount(), 2);
    }

    void esterDrawsGoldAndPredictedSpans_data()
    {
        QTest::addColumn<QString>("rater");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QList<TypeErrorsView::DrawnRange>>("ranges");
        using M = TypeErrorsView::Mark;
        // Gold (100,121) and (126,157); the model's text "destroyed two bridges" is found
        // at 100, so the first gold answer is drawn as both.
        QTest::newRow("model, two gold answers")
            << QStringLiteral("flan-t5-demo") << kFloodEffects
            << QList<TypeErrorsView::DrawnRange>{{100, 121, M::Both}, {126, 157, M::Gold}};
        // Gold "demanded higher salaries" (113,137); "higher salaries" first occurs at 122.
        QTest::newRow("model, inside gold")
            << QStringLiteral("flan-t5-demo") << kTeachers
            << QList<TypeErrorsView::DrawnRange>{{113, 122, M::Gold}, {122, 137, M::Both}};
        // ann_b's own span (0,35) covers gold "Heavy rain" (0,10).
        QTest::newRow("person, beyond gold")
            << QStringLiteral("ann_b") << kFloodCause
            << QList<TypeErrorsView::DrawnRange>{{0, 10, M::Both}, {10, 35, M::Predicted}};
    }

    void esterDrawsGoldAndPredictedSpans()
    {
        QFETCH(QString, rater);
        QFETCH(QString, question);
        QFETCH(QList<TypeErrorsView::DrawnRange>, ranges);
        TypeErrorsView *view =
            TypeErrorsView::open(*ester_, *project_, rater, ester::Relation::Causal, nullptr);
        QAbstractItemModelTester gold(view->goldList()->model(),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester predicted(view->predictedList()->model(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        view->setBlind(false);
        const auto &snap = ester_->snapshot();
        std::optional<std::uint32_t> q;
        for (std::uint32_t i = 0; i < snap.questions.size(); ++i) {
            if (QString::fromStdString(snap.questions[i].question) == question) {
                q = i;
            }
        }
        QVERIFY(q);
        QVERIFY(view->selectQuestion(*q));
        QCOMPARE(view->currentQuestion(), q);
        const auto drawn = view->drawnRanges();
        QCOMPARE(QList<TypeErrorsView::DrawnRange>(drawn.begin(), drawn.end()), ranges);
        // The document carries the formats: gold underlined, predicted not; outside the
        // ranges nothing is drawn.
        PassageView *passage = view->passageView();
        auto formatAt = [passage](int codePoint) {
            QTextCursor c(passage->document());
            c.setPosition(passage->toUtf16(codePoint) + 1);
            return c.charFormat();
        };
        for (const auto &r : ranges) {
            const QTextCharFormat f = formatAt(r.start);
            QCOMPARE(f.fontUnderline(), r.mark != TypeErrorsView::Mark::Predicted);
            QVERIFY(f.background().style() != Qt::NoBrush);
        }
        QCOMPARE(formatAt(ranges.back().end + 1).background().style(), Qt::NoBrush);
        // The answers are listed as the data gives them, as plain text.
        QCOMPARE(view->questionLabel()->textFormat(), Qt::PlainText);
        QCOMPARE(view->questionLabel()->text(), question);
        QVERIFY(view->goldList()->model()->rowCount() >= 1);
        QCOMPARE(view->goldList()->model()->index(0, 0).data().toString(),
                 QString::fromStdString(snap.questions[*q].gold.front().text));
        QVERIFY(view->predictedList()->model()->rowCount() >= 1);
        if (question == kFloodEffects) {
            screenshot(view->window(), QStringLiteral("ester_type_errors"));
        }
    }

    void esterBlindHidesOtherPeople()
    {
        signIn(QStringLiteral("ann_a"));
        TypeErrorsView *view = TypeErrorsView::open(*ester_, *project_, QStringLiteral("ann_b"),
                                                    std::nullopt, nullptr);
        view->setBlind(true);
        QStringList raters;
        for (int i = 0; i < view->raterBox()->count(); ++i) {
            raters << view->raterBox()->itemData(i).toString();
        }
        QCOMPARE(raters, (QStringList{"ann_a", "flan-t5-demo"}));
        QCOMPARE(view->raterBox()->currentIndex(), -1);
        QCOMPARE(view->model()->rowCount(), 0);
        QVERIFY(!view->agreementBox()->isEnabled());
        // ann_b's answers come back (the rater asked for is kept) once others are shown.
        view->setBlind(false);
        QCOMPARE(view->rater(), QStringLiteral("ann_b"));
        QCOMPARE(view->model()->rowCount(), 10);
        // Their own work stays visible while blind.
        view->setBlind(true);
        view->setRater(QStringLiteral("ann_a"));
        QCOMPARE(view->model()->rowCount(), 11);
    }

    void esterSavedViewRoundTrip()
    {
        TypeErrorsView *view = TypeErrorsView::open(
            *ester_, *project_, QStringLiteral("flan-t5-demo"), ester::Relation::Causal, nullptr);
        view->setBlind(false);
        view->errorsOnlyBox()->setChecked(true);
        view->searchEdit()->setText(QStringLiteral("flood"));
        const QStringList listed = column(view->model(), 0);
        QCOMPARE(listed, (QStringList{kFloodEffects}));
        const QJsonObject saved = view->filters();

        // Saved through the bar as a person does: "Save as…" and a name.
        auto *save = view->savedViews()->findChild<QPushButton *>(QStringLiteral("saveView"));
        QVERIFY(save && save->isEnabled());
        answerNextInput(QStringLiteral("causal misses"));
        save->click();
        const auto stored = db::SavedViews(*project_).list("ester.questions");
        QCOMPARE(stored.size(), std::size_t(1));
        QCOMPARE(stored[0].name, std::string("causal misses"));
        QCOMPARE(stored[0].createdBy, std::string("reader"));
        QCOMPARE(QJsonDocument::fromJson(QByteArray::fromStdString(stored[0].filters)).object(),
                 saved);

        // Filters changed by hand, then the saved view brings them back.
        view->setType(std::nullopt);
        view->errorsOnlyBox()->setChecked(false);
        view->searchEdit()->clear();
        QCOMPARE(view->model()->rowCount(), 11);
        auto *views = view->savedViews()->findChild<QComboBox *>(QStringLiteral("savedViews"));
        QVERIFY(views);
        const int at = views->findText(QStringLiteral("causal misses"));
        QVERIFY(at > 0);
        views->setCurrentIndex(at);
        emit views->activated(at);
        QCOMPARE(view->filters(), saved);
        QCOMPARE(column(view->model(), 0), listed);
    }

    void openPiTableShowsRatingsAndSpread()
    {
        ProcedureSalienceView *view = ProcedureSalienceView::open(*openpi_, *project_, 0, nullptr);
        view->setBlind(false);
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester pairsTester(view->correlations()->model(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->procedure(), std::optional<std::uint32_t>(0));
        QCOMPARE(view->goalLabel()->text(), QStringLiteral("Make Iced Coffee (d1)"));
        QCOMPARE(view->goalLabel()->textFormat(), Qt::PlainText);
        QAbstractItemModel *m = view->model();
        QCOMPARE(headers(m), (QStringList{"Entity", "Salience", "ann_a", "ann_b",
                                          "gpt-3.5-demo (model)", "Spread"}));
        // Five entities, each global and four steps.
        QCOMPARE(m->rowCount(), 25);
        // From the demo files: coffee maker's global salience 4 (ann_a), 3 (ann_b), 4 (model).
        const int maker = salienceRow(m, QStringLiteral("coffee maker"), QStringLiteral("global"));
        QVERIFY(maker >= 0);
        QCOMPARE(m->index(maker, 2).data().toString(), QStringLiteral("4"));
        QCOMPARE(m->index(maker, 3).data().toString(), QStringLiteral("3"));
        QCOMPARE(m->index(maker, 4).data().toString(), QStringLiteral("4"));
        QCOMPARE(m->index(maker, 5).data().toString(), QStringLiteral("1"));
        QCOMPARE(m->index(maker, 0).data(Qt::BackgroundRole).value<QColor>(),
                 QColor(255, 242, 170));
        // Milk in step 4: 3, 2 and the model's 4; the model is not a person: spread 1.
        const int milk = salienceRow(m, QStringLiteral("milk"), QStringLiteral("step 4"));
        QCOMPARE(column(m, 2)[milk] + column(m, 3)[milk] + column(m, 4)[milk] + column(m, 5)[milk],
                 QStringLiteral("3241"));
        // Agreement: coffee's step 1 is 5, 5, 5, no tint.
        const int coffee = salienceRow(m, QStringLiteral("coffee"), QStringLiteral("step 1"));
        QCOMPARE(m->index(coffee, 5).data().toString(), QStringLiteral("0"));
        QVERIFY(!m->index(coffee, 0).data(Qt::BackgroundRole).isValid());

        // Pearson r per pair on this procedure. ann_a / ann_b, global, by hand with the
        // evaluation's (0, 0) point: x = 5 4 5 3 2 0, y = 5 3 4 3 1 0, r = 0.95935.
        QAbstractItemModel *r = view->correlations()->model();
        QCOMPARE(r->rowCount(), 3);
        QCOMPARE(r->index(0, 0).data().toString(), QStringLiteral("ann_a / ann_b"));
        QCOMPARE(r->index(0, 1).data().toString(), QStringLiteral("0.959"));
        // And ann_a / model: y = 5 4 4 4 3 0, r = 0.92192.
        QCOMPARE(r->index(1, 0).data().toString(), QStringLiteral("ann_a / gpt-3.5-demo (model)"));
        QCOMPARE(r->index(1, 1).data().toString(), QStringLiteral("0.922"));
        // The statistics compute the same figure.
        const auto &snap = openpi_->snapshot();
        for (const auto &pair : openpi_->analysis().salience) {
            if (snap.raters[pair.a].name == "ann_a" && snap.raters[pair.b].name == "ann_b") {
                const auto &row = pair.agreement.perProcedure.front();
                QCOMPARE(row.procedure, 0u);
                QCOMPARE(r->index(0, 2).data().toString(), QString::number(*row.local, 'f', 3));
            }
        }

        // Global only, no models.
        view->setScope(ProcedureSalienceView::Scope::Global);
        view->showModelsBox()->setChecked(false);
        QCOMPARE(headers(m), (QStringList{"Entity", "Salience", "ann_a", "ann_b", "Spread"}));
        QCOMPARE(column(m, 1), QStringList(5, QStringLiteral("global")));
        QCOMPARE(column(m, 2), (QStringList{"5", "4", "5", "3", "2"}));
        QCOMPARE(column(m, 3), (QStringList{"5", "3", "4", "3", "1"}));
        QCOMPARE(r->rowCount(), 1);
        screenshot(view->window(), QStringLiteral("openpi_salience_d1"));

        // Repot a Houseplant: only "roots" (global 4 vs 2) differs by 2 or more; ann_b's
        // "n/a" for fingers is shown as given and kept out of the spread.
        view->showModelsBox()->setChecked(true);
        view->setScope(ProcedureSalienceView::Scope::Both);
        view->procedureBox()->setCurrentIndex(1);
        QCOMPARE(view->procedure(), std::optional<std::uint32_t>(1));
        const int fingers = salienceRow(m, QStringLiteral("fingers"), QStringLiteral("global"));
        QCOMPARE(m->index(fingers, 3).data().toString(), QStringLiteral("n/a (invalid)"));
        QCOMPARE(m->index(fingers, 5).data().toString(), QString());
        view->disagreementsBox()->setChecked(true);
        QCOMPARE(m->rowCount(), 1);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("roots"));
        QCOMPARE(m->index(0, 1).data().toString(), QStringLiteral("global"));
        QCOMPARE(m->index(0, 5).data().toString(), QStringLiteral("2"));
        QCOMPARE(m->index(0, 2).data(Qt::BackgroundRole).value<QColor>(), QColor(255, 205, 205));
        // A model's rating shows its explanation when picked.
        view->table()->setCurrentIndex(m->index(0, 4));
        QVERIFY(view->detailLabel()->text().startsWith(
            QStringLiteral("gpt-3.5-demo on roots, global: ")));
        view->disagreementsBox()->setChecked(false);
        screenshot(view->window(), QStringLiteral("openpi_salience_d2"));

        // Reused dialog.
        QCOMPARE(ProcedureSalienceView::open(*openpi_, *project_, 2, nullptr), view);
        QCOMPARE(view->procedure(), std::optional<std::uint32_t>(2));
        QCOMPARE(view->goalLabel()->text(), QStringLiteral("Clean a Whiteboard (d3)"));
    }

    void openPiBlindHidesOtherPeople()
    {
        signIn(QStringLiteral("ann_a"));
        ProcedureSalienceView *view = ProcedureSalienceView::open(*openpi_, *project_, 0, nullptr);
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester pairsTester(view->correlations()->model(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        view->setBlind(true);
        QAbstractItemModel *m = view->model();
        QCOMPARE(headers(m),
                 (QStringList{"Entity", "Salience", "ann_a", "gpt-3.5-demo (model)", "Spread"}));
        QCOMPARE(view->correlations()->model()->rowCount(), 1);
        QCOMPARE(view->correlations()->model()->index(0, 0).data().toString(),
                 QStringLiteral("ann_a / gpt-3.5-demo (model)"));
        QVERIFY(!view->disagreementsBox()->isEnabled());
        // One person: no spread, so nothing is tinted.
        QCOMPARE(column(m, 5), QStringList(m->rowCount(), QString()));
        // The rater menu offers only what may be seen.
        QStringList offered;
        for (QAction *a : view->ratersButton()->menu()->actions()) {
            offered << a->data().toString();
        }
        QCOMPARE(offered, (QStringList{"person:ann_a", "model:gpt-3.5-demo"}));
        view->setBlind(false);
        QCOMPARE(headers(m), (QStringList{"Entity", "Salience", "ann_a", "ann_b",
                                          "gpt-3.5-demo (model)", "Spread"}));
    }

    void openPiSavedViewRoundTrip()
    {
        ProcedureSalienceView *view = ProcedureSalienceView::open(*openpi_, *project_, 1, nullptr);
        view->setBlind(false);
        view->setRaterShown(QStringLiteral("model:gpt-3.5-demo"), false);
        view->setScope(ProcedureSalienceView::Scope::Local);
        view->disagreementsBox()->setChecked(false);
        const QJsonObject filters = view->filters();
        QCOMPARE(filters.value(QStringLiteral("procedure")).toString(), QStringLiteral("d2"));
        QCOMPARE(headers(view->model()),
                 (QStringList{"Entity", "Salience", "ann_a", "ann_b", "Spread"}));
        db::SavedViews(*project_).save(
            "openpi.salience", "local, people",
            QJsonDocument(filters).toJson(QJsonDocument::Compact).toStdString(), "reader");
        view->savedViews()->reload();

        view->setRaterShown(QStringLiteral("model:gpt-3.5-demo"), true);
        view->setScope(ProcedureSalienceView::Scope::Both);
        view->procedureBox()->setCurrentIndex(0);
        auto *views = view->savedViews()->findChild<QComboBox *>(QStringLiteral("savedViews"));
        const int at = views->findText(QStringLiteral("local, people"));
        QVERIFY(at > 0);
        emit views->activated(at);
        QCOMPARE(view->filters(), filters);
        QCOMPARE(view->procedure(), std::optional<std::uint32_t>(1));
        QCOMPARE(headers(view->model()),
                 (QStringList{"Entity", "Salience", "ann_a", "ann_b", "Spread"}));
        QVERIFY(!column(view->model(), 1).contains(QStringLiteral("global")));
    }

    void statisticsPanelsEmitTheDrilldownSignals()
    {
        EsterStatisticsPanel esterStats(*ester_);
        std::vector<std::pair<QString, std::optional<ester::Relation>>> asked, misses;
        connect(&esterStats, &EsterStatisticsPanel::typeErrorsRequested, this,
                [&](const QString &rater, std::optional<ester::Relation> type) {
                    asked.emplace_back(rater, type);
                });
        connect(&esterStats, &EsterStatisticsPanel::modelMissesRequested, this,
                [&](const QString &rater, std::optional<ester::Relation> type) {
                    misses.emplace_back(rater, type);
                });
        auto *types =
            qobject_cast<QBarSeries *>(esterStats.typesChart()->chart()->series().value(0));
        QVERIFY(types && !types->barSets().isEmpty());
        emit types->barSets()[0]->clicked(static_cast<int>(ester::Relation::Counterfactual));
        auto *models =
            qobject_cast<QBarSeries *>(esterStats.modelsChart()->chart()->series().value(0));
        QVERIFY(models);
        emit models->clicked(0, models->barSets()[0]);
        using Ask = std::pair<QString, std::optional<ester::Relation>>;
        const std::vector<Ask> expected{
            {QStringLiteral("flan-t5-demo"), ester::Relation::Counterfactual},
            {QStringLiteral("flan-t5-demo"), std::nullopt}};
        QVERIFY(asked == expected);
        QVERIFY(misses == expected); // the navigator's filter still follows

        OpenPiStatisticsPanel openPiStats(*openpi_);
        openPiStats.setBlind(false);
        std::vector<std::uint32_t> procedures;
        std::vector<std::uint32_t> compared;
        connect(&openPiStats, &OpenPiStatisticsPanel::procedureRequested, this,
                [&](std::uint32_t p) { procedures.push_back(p); });
        connect(&openPiStats, &OpenPiStatisticsPanel::compareRequested, this,
                [&](std::uint32_t p, int, int) { compared.push_back(p); });
        auto *bars =
            qobject_cast<QBarSeries *>(openPiStats.correlationChart()->chart()->series().value(0));
        QVERIFY(bars && !bars->barSets().isEmpty());
        emit bars->barSets()[0]->clicked(1);
        QCOMPARE(procedures, std::vector<std::uint32_t>{1});
        QCOMPARE(compared, std::vector<std::uint32_t>{1});
    }
};

QTEST_MAIN(TestDrilldown)
#include "tst_drilldown.moc"
