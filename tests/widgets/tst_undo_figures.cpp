// The screen never shows a state the project does not have: after any ESTER or OpenPI
// edit and its undo, for every role that may make it, every figure on screen (statistics,
// charts, navigators, counters) is exactly what it was, and what `report` computes from
// the file. (The ESD side is in tst_esd_gui.)
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/project.h"
#include "screen_figures.h"
#include "widgets/adjudication/decisions.h"
#include "widgets/common/edit_command.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/passage_view.h"
#include "widgets/main_window.h"
#include "widgets/openpi/expansion_view.h"
#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/schema_errors_view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTreeWidget>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

enum class Edit {
    EsterNewQuestion,
    EsterAnswer,
    EsterDecision,
    EsterReviewReason,
    OpenPiRating,
    OpenPiFirstRating,
    OpenPiClusters,
    OpenPiSalienceDecision,
    OpenPiClusterDecision,
    OpenPiSchemaLabel,
    OpenPiSchemaFirstLabel,
    OpenPiMissedPair,
    OpenPiExpansionJudgement,
};

bool isEster(Edit e)
{
    return e <= Edit::EsterReviewReason;
}

} // namespace

class TestUndoFigures : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString db_;
    std::unique_ptr<MainWindow> window_;

    QStringList figures(bool ester)
    {
        if (ester) {
            return test::screenFigures(
                {window_->esterStatistics(), window_->esterPanel()->navigator()});
        }
        // The error analysis' and the judgements' totals over every procedure (their lists
        // are of the procedure in view, which an edit may change).
        const OpenPiPanel *openpi = window_->openPiPanel();
        return test::screenFigures(
                   {window_->openPiStatistics(),
                    openpi->procedureList()}) +
               QStringList{openpi->schemaErrors()->totals()->text(),
                           openpi->schemaErrors()->progress()->text(),
                           openpi->expansions()->shares()->text()};
    }

    QJsonObject report(const QString &dataset, const QString &as)
    {
        return test::reportAs(db_, dataset, as);
    }

    void edit(Edit e)
    {
        EsterPanel *ester = window_->esterPanel();
        OpenPiPanel *openpi = window_->openPiPanel();
        QUndoStack &undo = *window_->undoStack();
        switch (e) {
        case Edit::EsterNewQuestion: {
            window_->showDataset(1);
            ester->showPassage(0);
            ester->newQuestion();
            ester->questionEdit()->setText(QStringLiteral("What did the flooding destroy?"));
            ester->setRelation(metrics::ester::Relation::Causal);
            es::test::select(ester->passageView(), QStringLiteral("destroyed two bridges"));
            QVERIFY(ester->addSelectionAsAnswer());
            QVERIFY2(ester->save(), qPrintable(ester->checksLabel()->text()));
            break;
        }
        case Edit::EsterAnswer: {
            window_->showDataset(1);
            ester->showQuestion(window_->esterSession()->snapshot().questions[0].id);
            es::test::select(ester->passageView(), QStringLiteral("Heavy rain"));
            QVERIFY(ester->addSelectionAsAnswer());
            QVERIFY(ester->save());
            break;
        }
        case Edit::EsterDecision: {
            const auto &q = window_->esterSession()->snapshot().questions[0];
            const auto theirs = window_->esterSession()->answersOf(0, "ann_b");
            QVERIFY(theirs);
            db::EsterAdjudication decision;
            decision.type = metrics::ester::Relation::Conditional;
            decision.answers = theirs->answers;
            QVERIFY(pushDecision(undo, QStringLiteral("decide"),
                             esterDecision(*window_->esterSession(), q.id),
                             std::optional(decision)));
            break;
        }
        case Edit::EsterReviewReason: {
            // 3 on the Review tab: invalid, ungrammatical or unclear.
            window_->showDataset(1);
            ester->showQuestion(window_->esterSession()->snapshot().questions[0].id);
            ester->tabs()->setCurrentIndex(EsterPanel::kReviewTab);
            ester->passageView()->setFocus();
            QTest::keyClick(ester->passageView(), Qt::Key_3);
            break;
        }
        case Edit::OpenPiRating:
        case Edit::OpenPiFirstRating:
            window_->showDataset(2);
            openpi->setProcedure(1);
            openpi->showTab(OpenPiPanel::SalienceTab);
            openpi->rate(4);
            break;
        case Edit::OpenPiClusters:
            window_->showDataset(2);
            openpi->setProcedure(0);
            openpi->showTab(OpenPiPanel::ClustersTab);
            openpi->clusterEditor()->startClusters(true);
            break;
        case Edit::OpenPiSalienceDecision:
            QVERIFY(pushDecision(undo, QStringLiteral("decide"),
                             salienceDecision(*window_->openPiSession(), 0, 0),
                             std::optional(db::OpenPiSalienceAdjudication{2, {}})));
            break;
        case Edit::OpenPiClusterDecision: {
            const auto &snap = window_->openPiSession()->snapshot();
            const auto *model = snap.clustering(0, db::OpenPiClusterKind::Entity,
                                                snap.raterIndex("gpt-3.5-demo", true));
            QVERIFY(model);
            db::OpenPiClusterAdjudication decision;
            decision.clusters = model->clusters;
            QVERIFY(pushDecision(
                undo, QStringLiteral("decide"),
                clustersDecision(*window_->openPiSession(), 0, db::OpenPiClusterKind::Entity),
                std::optional(decision)));
            break;
        }
        case Edit::OpenPiSchemaLabel:
            // d2's "roots: shape", which ann_a has not labelled.
            window_->showDataset(2);
            openpi->setProcedure(1);
            openpi->showTab(OpenPiPanel::ErrorsTab);
            openpi->schemaErrors()->next(4);
            openpi->schemaErrors()->label(1);
            break;
        case Edit::OpenPiSchemaFirstLabel:
            window_->showDataset(2);
            openpi->setProcedure(0);
            openpi->showTab(OpenPiPanel::ErrorsTab);
            openpi->schemaErrors()->label(2);
            break;
        case Edit::OpenPiMissedPair:
            window_->showDataset(2);
            openpi->setProcedure(1);
            openpi->showTab(OpenPiPanel::ErrorsTab);
            QVERIFY(openpi->schemaErrors()->addMissed(2, QStringLiteral("plant"),
                                                      QStringLiteral("wetness")));
            break;
        case Edit::OpenPiExpansionJudgement:
            window_->showDataset(2);
            openpi->setProcedure(0);
            openpi->showTab(OpenPiPanel::ExpansionsTab);
            openpi->expansions()->judge(true);
            break;
        }
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        db_ = dir_.filePath(QStringLiteral("undo-%1.eventscope").arg(QTest::currentDataTag()));
        QFile::remove(db_);
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() { window_.reset(); }

    void undoLeavesEveryFigureAsBefore_data()
    {
        QTest::addColumn<QString>("person");
        QTest::addColumn<Edit>("edit");
        QTest::newRow("ester: annotator writes a question")
            << QStringLiteral("ann_a") << Edit::EsterNewQuestion;
        QTest::newRow("ester: newcomer answers") << QStringLiteral("zoe") << Edit::EsterAnswer;
        QTest::newRow("ester: adjudicator decides")
            << QStringLiteral("lead") << Edit::EsterDecision;
        QTest::newRow("ester: annotator gives a reason by key")
            << QStringLiteral("ann_a") << Edit::EsterReviewReason;
        QTest::newRow("openpi: annotator rates") << QStringLiteral("ann_a") << Edit::OpenPiRating;
        QTest::newRow("openpi: newcomer's first rating")
            << QStringLiteral("zoe") << Edit::OpenPiFirstRating;
        QTest::newRow("openpi: newcomer's clustering")
            << QStringLiteral("zoe") << Edit::OpenPiClusters;
        QTest::newRow("openpi: adjudicator decides salience")
            << QStringLiteral("lead") << Edit::OpenPiSalienceDecision;
        QTest::newRow("openpi: adjudicator decides clusters")
            << QStringLiteral("lead") << Edit::OpenPiClusterDecision;
        QTest::newRow("openpi: annotator labels a predicted pair")
            << QStringLiteral("ann_a") << Edit::OpenPiSchemaLabel;
        QTest::newRow("openpi: newcomer's first label of a procedure")
            << QStringLiteral("zoe") << Edit::OpenPiSchemaFirstLabel;
        QTest::newRow("openpi: annotator adds a missed pair")
            << QStringLiteral("ann_a") << Edit::OpenPiMissedPair;
        // ann_b: the demo holds ann_a's judgements of d1's paraphrases already.
        QTest::newRow("openpi: annotator judges a generated paraphrase")
            << QStringLiteral("ann_b") << Edit::OpenPiExpansionJudgement;
    }

    void undoLeavesEveryFigureAsBefore()
    {
        QFETCH(QString, person);
        QFETCH(Edit, edit);
        const bool ester = isEster(edit);
        {
            // `report --as` needs the person in the project; a newcomer is only once they
            // save something, and a person without work shows in no figure. Through SQLite
            // and the command line: a db::Project opened in this process reads the file's
            // header with a descriptor of its own, and closing that drops every POSIX lock
            // the process holds on the file, the window's too, after which `report` takes the
            // project for idle and reads it without the window's writes.
            db::Connection c(db_.toStdString(), db::Connection::Mode::ReadOnly);
            db::Statement known = c.prepare("SELECT count(*) FROM person WHERE name = ?");
            known.bind(1, person.toStdString());
            known.step();
            if (known.integer(0) == 0) {
                QVERIFY(test::succeeded(test::cli("role", person, "annotator", "--db", db_)));
            }
        }
        window_->signIn(person);
        const QString as = window_->esdSession()->blind() ? person : QString();
        const QStringList before = figures(ester);
        const QJsonObject reportBefore =
            report(ester ? QStringLiteral("ester") : QStringLiteral("openpi"), as);
        QVERIFY(!reportBefore.isEmpty());

        this->edit(edit);
        if (QTest::currentTestFailed()) {
            return;
        }
        QCOMPARE(window_->undoStack()->count(), 1);
        QVERIFY2(report(ester ? QStringLiteral("ester") : QStringLiteral("openpi"), as) !=
                     reportBefore,
                 "the edit changed nothing `report` reads: the test would prove nothing");
        QVERIFY2(figures(ester) != before,
                 "the edit changed no figure: the test would prove nothing");
        test::screenshot(window_.get(), QStringLiteral("undo_%1").arg(
                                            QString::fromLatin1(QTest::currentDataTag())));

        window_->undoStack()->undo();
        const QStringList after = figures(ester);
        QVERIFY2(after == before, qPrintable(test::firstDifference(before, after)));
        // The file is back where it was, as the command line reads it.
        const QJsonObject reportAfter =
            report(ester ? QStringLiteral("ester") : QStringLiteral("openpi"), as);
        QCOMPARE(reportAfter, reportBefore);
    }
};

QTEST_MAIN(TestUndoFigures)
#include "tst_undo_figures.moc"
