// OpenPI 2.0's predicted schemata in the workbench, on the demo project: Table 3 as a chart
// that drills into the model's worst procedures, the predicted schemata beside the gold
// changes with hits and misses marked, the error analysis of Table 5 by keys, the judgement
// of generated paraphrases, and the cluster editor's generated paraphrases. After every
// edit and its undo, every figure on screen is what `report --json` computes.
// Set EVENTSCOPE_SCREENSHOTS=DIR to keep PNGs of the views.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/project.h"
#include "screen_figures.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/main_window.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/expansion_view.h"
#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/schema_comparison_view.h"
#include "widgets/openpi/schema_errors_view.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTreeView>
#include <QUndoStack>

using namespace es;
using namespace es::widgets;

namespace {

const QString kModel = QStringLiteral("gpt-3.5-demo");

// A figure read from the project beside the open window, through SQLite alone: a db::Project
// opened here would read the file's header with a plain descriptor, and closing that drops
// every lock this process holds on the file, the window's included (POSIX record locks).
int count(const QString &project, const std::string &sql)
{
    db::Connection c(project.toStdString(), db::Connection::Mode::ReadOnly);
    db::Statement s = c.prepare(sql);
    s.step();
    return s.integer(0);
}

// A picture for people to look at (EVENTSCOPE_SCREENSHOTS), once the window has laid out the
// docks and charts the last change moved.
void shot(QWidget *w, const QString &name)
{
    QTest::qWait(100);
    test::screenshot(w, name);
}

QString percent(double share)
{
    return figureText(100.0 * share, 1) + QLatin1Char('%');
}

// The object of `rows` (an array of the report) whose fields have the given values.
QJsonObject rowWhere(const QJsonArray &rows, const QString &key, const QString &value,
                     const QString &key2 = {}, const QJsonValue &value2 = {})
{
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        if (o.value(key).toString() == value && (key2.isEmpty() || o.value(key2) == value2)) {
            return o;
        }
    }
    return {};
}

QStringList treeRows(const QTreeView *tree, int step)
{
    QStringList out;
    const QAbstractItemModel *m = tree->model();
    const QModelIndex top = m->index(step, 0);
    for (int i = 0; top.isValid() && i < m->rowCount(top); ++i) {
        auto text = [&](int column) { return m->index(i, column, top).data().toString(); };
        out << text(0) + QLatin1String(" | ") + text(1) + QLatin1String(" | ") + text(2);
    }
    return out;
}

} // namespace

class TestOpenPiSchemataGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString db_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QAbstractItemModelTester> listTester_; // through every drill-down

    OpenPiPanel *panel() const { return window_->openPiPanel(); }
    OpenPiSession *session() const { return window_->openPiSession(); }
    OpenPiStatisticsPanel *stats() const { return window_->openPiStatistics(); }
    SchemaErrorsView *errors() const { return panel()->schemaErrors(); }
    ExpansionView *expansions() const { return panel()->expansions(); }

    // Signs `name` in with `role`, given by the command line (see count()).
    void signIn(const QString &name, const QString &role)
    {
        QVERIFY(test::succeeded(test::cli("role", name, role, "--db", db_)));
        window_->signIn(name);
    }

    // `report --json` for OpenPI, as `as` sees it (empty: everyone's).
    QJsonObject report(const QString &as = {})
    {
        return test::reportAs(db_, QStringLiteral("openpi"), as);
    }

    QStringList figures() const
    {
        return test::screenFigures({stats(), errors(), expansions(), panel()->procedureList()});
    }

    // The Table 5 figures of `person` on screen (the errors view's totals and progress, the
    // chart's bars) against the report's.
    void checkErrorFigures(const QJsonObject &rep, const QString &person)
    {
        const QJsonObject row = rowWhere(rep.value(QStringLiteral("schema_errors")).toArray(),
                                         QStringLiteral("annotator"), person);
        QVERIFY2(!row.isEmpty(), qPrintable(person));
        const QString totals = errors()->totals()->text();
        for (const auto &[name, key] :
             {std::pair{"correct", "correct"}, std::pair{"no change", "no_change"},
              std::pair{"nonsense", "nonsense"}}) {
            const QString expected =
                QStringLiteral("%1 %2 (%3)")
                    .arg(QLatin1String(name))
                    .arg(row.value(QLatin1String(key)).toInt())
                    .arg(percent(
                        row.value(QLatin1String(key) + QLatin1String("_share")).toDouble()));
            QVERIFY2(totals.contains(expected),
                     qPrintable(totals + QLatin1String(" lacks ") + expected));
        }
        QVERIFY2(totals.contains(QStringLiteral("of %1 labelled")
                                     .arg(row.value(QStringLiteral("labelled")).toInt())),
                 qPrintable(totals));
        QVERIFY2(totals.contains(QStringLiteral("missed pairs added: %1")
                                     .arg(row.value(QStringLiteral("missed")).toInt())),
                 qPrintable(totals));
        QVERIFY2(totals.contains(QStringLiteral("%1 of %2 analysed procedures finished")
                                     .arg(row.value(QStringLiteral("finished")).toInt())
                                     .arg(row.value(QStringLiteral("procedures")).toInt())),
                 qPrintable(totals));
        QCOMPARE(errors()->progress()->value(), row.value(QStringLiteral("labelled")).toInt());
        QCOMPARE(errors()->progress()->maximum(), row.value(QStringLiteral("predicted")).toInt());
        // The chart: one category per analysis, bars the shares of the labelled pairs.
        auto *series =
            qobject_cast<QBarSeries *>(stats()->schemaErrorChart()->chart()->series().value(0));
        QVERIFY(series);
        const QStringList categories = stats()->schemaErrorChart()->categoryNames();
        const int at =
            static_cast<int>(categories.indexOf(QStringLiteral("%1 by %2").arg(kModel, person)));
        QVERIFY2(at >= 0, qPrintable(categories.join(QLatin1Char(','))));
        const char *shares[] = {"correct_share", "no_change_share", "nonsense_share"};
        for (int k = 0; k < 3; ++k) {
            QCOMPARE_LE(std::abs(series->barSets()[k]->at(at) -
                                 row.value(QLatin1String(shares[k])).toDouble()),
                        1e-12);
        }
    }

    void checkExpansionFigures(const QJsonObject &rep, const QString &person)
    {
        const QJsonArray rows = rep.value(QStringLiteral("expansions")).toArray();
        auto *series =
            qobject_cast<QBarSeries *>(stats()->expansionChart()->chart()->series().value(0));
        QVERIFY(series);
        const QStringList categories = stats()->expansionChart()->categoryNames();
        const int at = static_cast<int>(categories.indexOf(person));
        const QString shares = expansions()->shares()->text();
        for (int k = 0; k < 2; ++k) {
            const QString kind = k == 0 ? QStringLiteral("entity") : QStringLiteral("attribute");
            const QJsonObject row =
                rowWhere(rows, QStringLiteral("annotator"), person, QStringLiteral("kind"), kind);
            const QString line = k == 0 ? QStringLiteral("Entity paraphrases: ")
                                        : QStringLiteral("Attribute paraphrases: ");
            if (row.isEmpty()) {
                QVERIFY2(shares.contains(line + QLatin1String("none of")), qPrintable(shares));
                if (at >= 0) {
                    QCOMPARE(series->barSets()[k]->at(at), 0.0);
                }
                continue;
            }
            const QString expected =
                line + QStringLiteral("%1 correct of %2 judged (%3); %4 generated")
                           .arg(row.value(QStringLiteral("correct")).toInt())
                           .arg(row.value(QStringLiteral("rated")).toInt())
                           .arg(percent(row.value(QStringLiteral("share")).toDouble()))
                           .arg(row.value(QStringLiteral("generated")).toInt());
            QVERIFY2(shares.contains(expected),
                     qPrintable(shares + QLatin1String(" lacks ") + expected));
            QVERIFY(at >= 0);
            QCOMPARE_LE(std::abs(series->barSets()[k]->at(at) -
                                 row.value(QStringLiteral("share")).toDouble()),
                        1e-12);
        }
    }

    // Undoing leaves the screen and the file as they were before the edit.
    void checkUndo(const QStringList &before, const QJsonObject &reportBefore, const QString &as)
    {
        window_->undoStack()->undo();
        const QStringList after = figures();
        QVERIFY2(after == before, qPrintable(test::firstDifference(before, after)));
        QCOMPARE(report(as), reportBefore);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        db_ = dir_.filePath(
            QStringLiteral("schemata_%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(db_);
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        QString error;
        QVERIFY2(window_->openProject(db_, true, true, &error), qPrintable(error));
        listTester_ = std::make_unique<QAbstractItemModelTester>(
            panel()->procedureList()->model(),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        window_->signIn(QStringLiteral("ann_a"));
        window_->showDataset(2);
    }

    void cleanup()
    {
        listTester_.reset();
        window_.reset();
    }

    // Table 3: each model's bars are the report's F1s, without and with expansion; a bar
    // lists the model's procedures, lowest F1 first.
    void schemataChartIsTheReport()
    {
        const QJsonObject rep = report(QStringLiteral("ann_a"));
        const QJsonArray rows = rep.value(QStringLiteral("schemata")).toArray();
        QCOMPARE(rows.size(), 2); // gpt-3.5-demo without and with expansion
        stats()->tabs()->setCurrentIndex(4);
        ChartView *chart = stats()->schemataChart();
        for (const bool expanded : {false, true}) {
            stats()->schemaExpansion()->setChecked(expanded);
            QCOMPARE(session()->schemaExpansion(), expanded);
            QCOMPARE(panel()->schemaComparison()->expansion()->isChecked(), expanded);
            const QJsonObject row = rowWhere(rows, QStringLiteral("model"), kModel,
                                             QStringLiteral("expanded"), expanded);
            auto *series = qobject_cast<QBarSeries *>(chart->chart()->series().value(0));
            QVERIFY(series);
            QCOMPARE(chart->categoryNames(), QStringList{kModel});
            const char *scopes[] = {"global", "global", "local", "local"};
            const char *kinds[] = {"entity", "attribute", "entity", "attribute"};
            for (int k = 0; k < 4; ++k) {
                const QJsonObject figure = row.value(QLatin1String(scopes[k]))
                                               .toObject()
                                               .value(QLatin1String(kinds[k]))
                                               .toObject();
                QCOMPARE_LE(std::abs(series->barSets()[k]->at(0) -
                                     figure.value(QStringLiteral("f1")).toDouble()),
                            1e-12);
                // The tooltip says the F1 with its precision and recall and their counts.
                const QString tip = stats()->schemaToolTip(QStringLiteral("schemata"), k, 0);
                QVERIFY2(
                    tip.contains(
                        QStringLiteral("precision %1 (%2 of %3 predicted)")
                            .arg(figureText(figure.value(QStringLiteral("precision")).toDouble()))
                            .arg(figure.value(QStringLiteral("predicted_correct")).toInt())
                            .arg(figure.value(QStringLiteral("predicted")).toInt())),
                    qPrintable(tip));
                QVERIFY2(tip.contains(
                             QStringLiteral("recall %1 (%2 of %3 gold)")
                                 .arg(figureText(figure.value(QStringLiteral("recall")).toDouble()))
                                 .arg(figure.value(QStringLiteral("gold_found")).toInt())
                                 .arg(figure.value(QStringLiteral("gold")).toInt())),
                         qPrintable(tip));
            }
            shot(stats(), expanded ? QStringLiteral("openpi_schemata_chart_expanded")
                                   : QStringLiteral("openpi_schemata_chart"));
        }
        // Axes and legend say what the bars are.
        QStringList titles;
        for (QAbstractAxis *a : chart->chart()->axes()) {
            titles << a->titleText();
        }
        QCOMPARE(titles, (QStringList{QStringLiteral("Model"), QStringLiteral("F1")}));
        QVERIFY(chart->chart()->legend()->isVisible());

        // A click on the attribute F1 bar: the model's procedures, lowest first. Attribute
        // F1 per procedure, without expansion, as evaluate_schema.py counts (worked out by
        // hand from resources/demo): d1 P 8/14, R 6/9, F1 .615; d2 P 7/8, R 8/7, F1 .991.
        stats()->schemaExpansion()->setChecked(false);
        auto *series = qobject_cast<QBarSeries *>(chart->chart()->series().value(0));
        emit series->barSets()[1]->clicked(0);
        QListView *list = panel()->procedureList();
        const auto listed = [list](int row) {
            return list->model()->index(row, 0).data().toString();
        };
        QCOMPARE(list->model()->rowCount(), 2); // d3 has no predicted schemata
        // The figure and the progress first, where the list's width keeps them in view.
        QVERIFY2(listed(0).startsWith(
                     QStringLiteral("d1  attribute F1 0.615 · (25/25)  Make Iced Coffee")),
                 qPrintable(listed(0)));
        QVERIFY2(listed(1).startsWith(QStringLiteral("d2  attribute F1 0.991 · ")),
                 qPrintable(listed(1)));
        QCOMPARE(*panel()->currentProcedure(), 0u);
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::ProcedureTab));
        QCOMPARE(panel()->schemaComparison()->model(), kModel);
        QVERIFY(panel()->schemaComparison()->tree()->isVisible());
        shot(window_.get(), QStringLiteral("openpi_schemata_drilldown"));
        // One button lists every procedure again, in their order.
        auto *showAll = panel()->findChild<QPushButton *>(QStringLiteral("OpenPiShowAll"));
        QVERIFY(showAll && showAll->isVisible());
        QTest::mouseClick(showAll, Qt::LeftButton);
        QCOMPARE(list->model()->rowCount(), 3);
        QVERIFY(listed(0).startsWith(QStringLiteral("d1 ")));
        QVERIFY(!listed(0).contains(QStringLiteral("F1")));
        QVERIFY(!showAll->isVisible());
    }

    // d1, step 4 ("Pour the coffee over the ice and add milk."): gold changes coffee
    // location, ice cubes state, glass fullness and milk location; gpt-3.5-demo predicted
    // coffee [location, position], milk [location], straw [location], coffee machine [power].
    void comparisonMarksHitsAndMisses()
    {
        SchemaComparisonView *view = panel()->schemaComparison();
        QAbstractItemModelTester tester(view->tree()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::ProcedureTab);
        QCOMPARE(view->model(), kModel); // the first model is shown at first
        QTreeView *tree = view->tree();
        const QAbstractItemModel *m = tree->model();
        QCOMPARE(m->rowCount(), 4);
        QCOMPARE(treeRows(tree, 3),
                 (QStringList{
                     // coffee's location: the prediction "coffee: location" names it.
                     QStringLiteral("coffee: location | coffee: location | ✓ hit"),
                     // No prediction of step 4 names the ice cubes or the glass.
                     QStringLiteral("ice cubes: state | — | ✗ missed"),
                     QStringLiteral("glass: fullness | — | ✗ missed"),
                     QStringLiteral("milk: location | milk: location | ✓ hit"),
                     // "position" is none of coffee's location names without expansion.
                     QStringLiteral("— | coffee: position | ✗ attribute not in gold"),
                     QStringLiteral("— | straw: location | ✗ entity not in gold"),
                     QStringLiteral("— | coffee machine: power | ✗ entity not in gold"),
                 }));
        // Colour as well as words: a hit green, a miss yellow, a wrong prediction red.
        const QModelIndex step4 = m->index(3, 0);
        auto background = [&](int row) {
            return m->index(row, 2, step4).data(Qt::BackgroundRole).value<QColor>();
        };
        QCOMPARE(background(0), QColor(198, 239, 206));
        QCOMPARE(background(1), QColor(255, 235, 156));
        QCOMPARE(background(5), QColor(255, 205, 205));
        // Step 1: "The coffee maker" is a hit for precision (lowercased, article dropped) but
        // finds no gold change for recall, which compares the prediction as written.
        QVERIFY(treeRows(tree, 0).contains(QStringLiteral("coffee maker: power | — | ✗ missed")));
        QVERIFY(treeRows(tree, 0).contains(QStringLiteral("— | The coffee maker: power | ✓ hit")));
        shot(window_.get(), QStringLiteral("openpi_schemata_beside_gold"));
        // A person's edit leaves the tree as the reader left it: a folded step stays folded.
        tree->collapse(m->index(3, 0));
        const std::uint32_t entity = session()->snapshot().procedures[0].entities.front();
        QVERIFY(session()->setSalience(entity, 0, 4));
        QVERIFY(!tree->isExpanded(m->index(3, 0)));
        QCOMPARE(treeRows(tree, 3).size(), 7);
        tree->expand(m->index(3, 0));

        // With expansion "coffee machine" is a generated paraphrase of the coffee maker, and
        // "position" one of coffee's location.
        view->expansion()->setChecked(true);
        QVERIFY(stats()->schemaExpansion()->isChecked());
        const QStringList expanded = treeRows(tree, 3);
        QVERIFY(expanded.contains(QStringLiteral("— | coffee: position | ✓ hit")));
        QVERIFY(expanded.contains(QStringLiteral("— | coffee machine: power | ✓ hit")));
        QVERIFY(expanded.contains(QStringLiteral("— | straw: location | ✗ entity not in gold")));
        QVERIFY2(view->summary()->text().contains(QStringLiteral("with the generated paraphrases")),
                 qPrintable(view->summary()->text()));
        shot(window_.get(), QStringLiteral("openpi_schemata_beside_gold_expanded"));
        // A procedure without predictions says so.
        panel()->setProcedure(2);
        QVERIFY(!tree->isVisible());
        QVERIFY2(view->summary()->text().contains(QStringLiteral("predicted no schemata")),
                 qPrintable(view->summary()->text()));
        view->setModel(QString());
        QVERIFY(!tree->isVisible());
    }

    // Table 5 by keys: 1, 2, 3 label, 0 clears, J / K move, the next unlabelled pair comes
    // up; each edit undoable, the figures the report's after the edit and after its undo.
    void labelSlotsByKeys()
    {
        panel()->setProcedure(1); // d2: ann_a labelled steps 1 and 2, not 3 and 4
        panel()->showTab(OpenPiPanel::ErrorsTab);
        QTableView *table = errors()->slotTable();
        QAbstractItemModelTester tester(errors()->slotModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(errors()->modelChoice()->currentData().toString(), kModel);
        QCOMPARE(errors()->slotModel()->rowCount(), 9); // the file's empty slots are not pairs
        table->setFocus();
        QCOMPARE(errors()->currentRow(), 0);
        const QJsonObject start = report(QStringLiteral("ann_a"));
        checkErrorFigures(start, QStringLiteral("ann_a"));
        QVERIFY2(errors()->procedureFigures()->text().startsWith(
                     QStringLiteral("This procedure: 4 of 9 predicted pairs labelled")),
                 qPrintable(errors()->procedureFigures()->text()));

        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(table, Qt::Key_J);
        }
        QCOMPARE(errors()->currentRow(), 4); // roots: shape
        QTest::keyClick(table, Qt::Key_K);
        QCOMPARE(errors()->currentRow(), 3);
        QTest::keyClick(table, Qt::Key_J);
        QCOMPARE(
            errors()->slotModel()->index(4, SchemaSlotModel::AttributeColumn).data().toString(),
            QStringLiteral("shape"));

        const QStringList before = figures();
        const QJsonObject reportBefore = report(QStringLiteral("ann_a"));
        QTest::keyClick(table, Qt::Key_1);
        QCOMPARE(
            count(db_,
                  "SELECT category FROM openpi_schema_label l JOIN person p ON p.id = l.person_id "
                  "WHERE p.name = 'ann_a' AND l.procedure_id = 2 AND l.step = 3 AND l.attribute = "
                  "'shape'"),
            1);
        QCOMPARE(errors()->currentRow(), 5); // the next unlabelled pair: hands: cleanness
        QCOMPARE(errors()->slotModel()->index(4, SchemaSlotModel::LabelColumn).data().toString(),
                 QStringLiteral("1 correct"));
        checkErrorFigures(report(QStringLiteral("ann_a")), QStringLiteral("ann_a"));
        QVERIFY(figures() != before);
        shot(window_.get(), QStringLiteral("openpi_schema_errors"));
        checkUndo(before, reportBefore, QStringLiteral("ann_a"));
        checkErrorFigures(reportBefore, QStringLiteral("ann_a"));
        window_->undoStack()->redo();
        checkErrorFigures(report(QStringLiteral("ann_a")), QStringLiteral("ann_a"));

        // 2 and 3 on the next pairs, 0 clears one; each its own undoable edit.
        QTest::keyClick(table, Qt::Key_2); // hands: cleanness
        QTest::keyClick(table, Qt::Key_3); // soil: location
        QCOMPARE(errors()->currentRow(), 7);
        QTest::keyClick(table, Qt::Key_K);
        QTest::keyClick(table, Qt::Key_0);
        QCOMPARE(errors()->slotModel()->index(6, SchemaSlotModel::LabelColumn).data().toString(),
                 QStringLiteral("–"));
        QCOMPARE(window_->undoStack()->count(), 4);
        const QJsonObject labelled = report(QStringLiteral("ann_a"));
        const QJsonObject row = rowWhere(labelled.value(QStringLiteral("schema_errors")).toArray(),
                                         QStringLiteral("annotator"), QStringLiteral("ann_a"));
        QCOMPARE(row.value(QStringLiteral("correct")).toInt(), 12);
        QCOMPARE(row.value(QStringLiteral("no_change")).toInt(), 6);
        QCOMPARE(row.value(QStringLiteral("nonsense")).toInt(), 3);
        QCOMPARE(row.value(QStringLiteral("unlabelled")).toInt(), 3);
        checkErrorFigures(labelled, QStringLiteral("ann_a"));
        while (window_->undoStack()->canUndo()) {
            window_->undoStack()->undo();
        }
        QCOMPARE(report(QStringLiteral("ann_a")), start);
        checkErrorFigures(start, QStringLiteral("ann_a"));
        // Audited: who labelled what.
        QVERIFY(count(db_, "SELECT count(*) FROM audit WHERE action = 'schema_error.set' AND "
                           "person = 'ann_a'") >= 8);
    }

    // A newcomer's first label of a procedure stores its step's predicted pairs; undoing it
    // forgets them, so the analysis is gone again, from the screen and from the file.
    void firstLabelUndoneLeavesNoAnalysis()
    {
        signIn(QStringLiteral("zoe"), QStringLiteral("annotator"));
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::ErrorsTab);
        QAbstractItemModelTester tester(errors()->slotModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(errors()->personChoice()->count(), 1); // blind: "Yours" only
        QVERIFY(errors()->totals()->text().contains(QStringLiteral("no pair")));
        errors()->slotTable()->setFocus();
        const QStringList before = figures();
        const QJsonObject reportBefore = report(QStringLiteral("zoe"));
        QTest::keyClick(errors()->slotTable(), Qt::Key_2);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_schema_label l JOIN person p ON p.id = "
                            "l.person_id WHERE p.name = 'zoe'"),
                 4); // step 1's pairs: coffee (3) and the coffee maker (1)
        const QJsonObject rep = report(QStringLiteral("zoe"));
        const QJsonObject row = rowWhere(rep.value(QStringLiteral("schema_errors")).toArray(),
                                         QStringLiteral("annotator"), QStringLiteral("zoe"));
        QCOMPARE(row.value(QStringLiteral("predicted")).toInt(), 15); // every pair of d1 counts
        QCOMPARE(row.value(QStringLiteral("no_change")).toInt(), 1);
        checkErrorFigures(rep, QStringLiteral("zoe"));
        checkUndo(before, reportBefore, QStringLiteral("zoe"));
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_schema_label l JOIN person p ON p.id = "
                            "l.person_id WHERE p.name = 'zoe'"),
                 0);
        window_->undoStack()->redo();
        checkErrorFigures(report(QStringLiteral("zoe")), QStringLiteral("zoe"));
    }

    // M adds a pair the model missed (entity from the step's or typed, attribute typed),
    // Delete removes one; F marks the procedure finished and again reopens it.
    void missedPairsAndFinish()
    {
        panel()->setProcedure(1);
        panel()->showTab(OpenPiPanel::ErrorsTab);
        QTableView *table = errors()->slotTable();
        QAbstractItemModelTester tester(errors()->slotModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_J);
        QTest::keyClick(table, Qt::Key_J); // step 2
        const QStringList before = figures();
        const QJsonObject reportBefore = report(QStringLiteral("ann_a"));
        QTest::keyClick(table, Qt::Key_M);
        QVERIFY(errors()->missedEntry()->isVisible());
        QCOMPARE(errors()->missedEntity()->currentText(),
                 QStringLiteral("plant")); // the step's first entity
        QVERIFY(errors()->missedAttribute()->hasFocus());
        // Keys typed into the entry are text, not labels.
        QTest::keyClicks(errors()->missedAttribute(), QStringLiteral("moisture 1"));
        QCOMPARE(errors()->missedAttribute()->text(), QStringLiteral("moisture 1"));
        errors()->missedAttribute()->clear();
        QTest::keyClicks(errors()->missedAttribute(), QStringLiteral("wetness"));
        shot(window_.get(), QStringLiteral("openpi_schema_errors_missed_entry"));
        QTest::keyClick(errors()->missedAttribute(), Qt::Key_Return);
        QVERIFY(!errors()->missedEntry()->isVisible());
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_schema_label l JOIN person p ON p.id = "
                            "l.person_id WHERE p.name = "
                            "'ann_a' AND l.category = 100 AND l.entity = 'plant' AND l.attribute = "
                            "'wetness' AND l.step = 2"),
                 1);
        const int row = errors()->currentRow();
        QCOMPARE(errors()->slotModel()->index(row, SchemaSlotModel::LabelColumn).data().toString(),
                 QStringLiteral("missed (added)"));
        const QJsonObject added = report(QStringLiteral("ann_a"));
        QCOMPARE(rowWhere(added.value(QStringLiteral("schema_errors")).toArray(),
                          QStringLiteral("annotator"), QStringLiteral("ann_a"))
                     .value(QStringLiteral("missed"))
                     .toInt(),
                 2);
        checkErrorFigures(added, QStringLiteral("ann_a"));
        // A missed pair takes no label; Delete removes it.
        const QStringList withPair = figures();
        QTest::keyClick(table, Qt::Key_1);
        QVERIFY2(errors()->hint()->text().contains(QStringLiteral("takes no label")),
                 qPrintable(errors()->hint()->text()));
        QCOMPARE(report(QStringLiteral("ann_a")), added);
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(report(QStringLiteral("ann_a")), reportBefore);
        checkErrorFigures(reportBefore, QStringLiteral("ann_a"));
        QCOMPARE(window_->undoStack()->count(), 2);
        window_->undoStack()->undo(); // the removal
        QCOMPARE(figures(), withPair);
        QCOMPARE(report(QStringLiteral("ann_a")), added);
        checkUndo(before, reportBefore, QStringLiteral("ann_a")); // the addition

        // Delete on a predicted pair removes nothing.
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(window_->undoStack()->index(), 0);
        QCOMPARE(report(QStringLiteral("ann_a")), reportBefore);

        // F: d2 is not finished yet (d1 is).
        QVERIFY(errors()->procedureFigures()->text().contains(QStringLiteral("not finished")));
        QTest::keyClick(table, Qt::Key_F);
        QVERIFY(errors()->procedureFigures()->text().contains(
            QStringLiteral("finished (F reopens it)")));
        const QJsonObject finished = report(QStringLiteral("ann_a"));
        QCOMPARE(rowWhere(finished.value(QStringLiteral("schema_errors")).toArray(),
                          QStringLiteral("annotator"), QStringLiteral("ann_a"))
                     .value(QStringLiteral("finished"))
                     .toInt(),
                 2);
        checkErrorFigures(finished, QStringLiteral("ann_a"));
        checkUndo(before, reportBefore, QStringLiteral("ann_a"));
        window_->undoStack()->redo();
        QTest::keyClick(table, Qt::Key_F); // again: reopened
        QCOMPARE(report(QStringLiteral("ann_a")), reportBefore);
        QCOMPARE(window_->undoStack()->count(), 2);
    }

    // Blind: an annotator sees their own analysis and judgements alone, on the panel and in
    // the charts; an adjudicator picks anyone's to read; a viewer labels nothing.
    void blindAndReadOnly()
    {
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::ErrorsTab);
        QCOMPARE(errors()->personChoice()->count(), 1);
        QCOMPARE(errors()->personChoice()->currentText(), QStringLiteral("Yours"));
        QCOMPARE(expansions()->personChoice()->count(), 1);
        QCOMPARE(stats()->schemaErrorChart()->categoryNames(),
                 QStringList{QStringLiteral("gpt-3.5-demo by ann_a")});
        // ann_a's own labels of d1: coffee: existence is 1, where ann_b said 2.
        QCOMPARE(errors()->slotModel()->index(1, SchemaSlotModel::LabelColumn).data().toString(),
                 QStringLiteral("1 correct"));

        signIn(QStringLiteral("lead"), QStringLiteral("adjudicator"));
        QCOMPARE(stats()->schemaErrorChart()->categoryNames(),
                 (QStringList{QStringLiteral("gpt-3.5-demo by ann_a"),
                              QStringLiteral("gpt-3.5-demo by ann_b")}));
        QComboBox *whose = errors()->personChoice();
        QCOMPARE(whose->count(), 2); // no "Yours": adjudicators do not label
        whose->setCurrentIndex(whose->findText(QStringLiteral("ann_b")));
        QCOMPARE(errors()->slotModel()->index(1, SchemaSlotModel::LabelColumn).data().toString(),
                 QStringLiteral("2 no change"));
        QVERIFY2(errors()->heading()->text().contains(QStringLiteral("ann_b's analysis")),
                 qPrintable(errors()->heading()->text()));
        checkErrorFigures(report(), QStringLiteral("ann_b"));
        auto *notice = panel()->findChild<QLabel *>(QStringLiteral("ReadOnlyNotice"));
        QVERIFY(notice && notice->isVisible());
        const int labels = count(db_, "SELECT count(*) FROM openpi_schema_label");
        const int judgements = count(db_, "SELECT count(*) FROM openpi_expansion_rating");
        errors()->slotTable()->setFocus();
        QTest::keyClick(errors()->slotTable(), Qt::Key_1);
        QTest::keyClick(errors()->slotTable(), Qt::Key_F);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_schema_label"), labels);
        QCOMPARE(window_->undoStack()->count(), 0);

        signIn(QStringLiteral("vic"), QStringLiteral("viewer"));
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(QStringLiteral("viewer")), qPrintable(notice->text()));
        errors()->slotTable()->setFocus();
        QTest::keyClick(errors()->slotTable(), Qt::Key_1);
        panel()->showTab(OpenPiPanel::ExpansionsTab);
        expansions()->table()->setFocus();
        QTest::keyClick(expansions()->table(), Qt::Key_Y);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_schema_label"), labels);
        QCOMPARE(count(db_, "SELECT count(*) FROM openpi_expansion_rating"), judgements);
        QCOMPARE(window_->undoStack()->count(), 0);
        shot(window_.get(), QStringLiteral("openpi_schema_errors_viewer"));
    }

    // Judging generated paraphrases: Y / N (or 1 / 0), Delete withdraws, J / K move; the
    // shares correct on the panel and the chart are the report's after every edit and undo.
    void judgeExpansionsByKeys()
    {
        // ann_b, who has judged nothing yet (the demo holds ann_a's judgements of d1).
        window_->signIn(QStringLiteral("ann_b"));
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::ExpansionsTab);
        QTableView *table = expansions()->table();
        QAbstractItemModelTester tester(expansions()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // d1's generated paraphrases, cluster by cluster: coffee's "iced coffee" and "brew",
        // its temperature's "warmth" and location's "position", then the coffee maker's
        // "coffee machine" and its power's "on/off", and so on (resources/demo).
        const QAbstractItemModel *m = expansions()->model();
        QCOMPARE(m->rowCount(), 10);
        const QStringList paraphrases{QStringLiteral("iced coffee"), QStringLiteral("brew"),
                                      QStringLiteral("warmth"), QStringLiteral("position"),
                                      QStringLiteral("coffee machine")};
        for (int r = 0; r < paraphrases.size(); ++r) {
            QCOMPARE(m->index(r, ExpansionModel::ParaphraseColumn).data().toString(),
                     paraphrases[r]);
        }
        QCOMPARE(m->index(0, ExpansionModel::ClusterColumn).data().toString(),
                 QStringLiteral("coffee"));
        QCOMPARE(m->index(0, ExpansionModel::KindColumn).data().toString(),
                 QStringLiteral("entity"));
        QVERIFY(m->index(0, ExpansionModel::ClusterColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("strong coffee")));
        QCOMPARE(m->index(2, ExpansionModel::ClusterColumn).data().toString(),
                 QStringLiteral("coffee · temperature"));
        QCOMPARE(m->index(2, ExpansionModel::KindColumn).data().toString(),
                 QStringLiteral("attribute"));
        const QJsonObject start = report(QStringLiteral("ann_b"));
        QCOMPARE(start.value(QStringLiteral("expansions")).toArray().size(), 0);
        checkExpansionFigures(start, QStringLiteral("ann_b"));

        table->setFocus();
        QCOMPARE(expansions()->currentRow(), 0);
        const QStringList before = figures();
        QTest::keyClick(table, Qt::Key_Y); // iced coffee: a kind of coffee, fine
        QCOMPARE(expansions()->currentRow(), 1);
        QCOMPARE(m->index(0, ExpansionModel::JudgementColumn).data().toString(),
                 QStringLiteral("✓ correct"));
        const QJsonObject one = report(QStringLiteral("ann_b"));
        checkExpansionFigures(one, QStringLiteral("ann_b"));
        checkUndo(before, start, QStringLiteral("ann_b"));
        window_->undoStack()->redo();
        QCOMPARE(expansions()->currentRow(), 1);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_N); // brew: not coffee
        QTest::keyClick(table, Qt::Key_1); // warmth
        QTest::keyClick(table, Qt::Key_0); // position
        QTest::keyClick(table, Qt::Key_Y); // coffee machine
        QCOMPARE(expansions()->currentRow(), 5);
        QTest::keyClick(table, Qt::Key_K);
        QCOMPARE(expansions()->currentRow(), 4);
        QTest::keyClick(table, Qt::Key_J);
        QCOMPARE(expansions()->currentRow(), 5);
        const QJsonObject judged = report(QStringLiteral("ann_b"));
        const QJsonObject attribute = rowWhere(judged.value(QStringLiteral("expansions")).toArray(),
                                               QStringLiteral("annotator"), QStringLiteral("ann_b"),
                                               QStringLiteral("kind"), QStringLiteral("attribute"));
        QCOMPARE(attribute.value(QStringLiteral("rated")).toInt(), 2);
        QCOMPARE(attribute.value(QStringLiteral("correct")).toInt(), 1);
        const QJsonObject entity = rowWhere(judged.value(QStringLiteral("expansions")).toArray(),
                                            QStringLiteral("annotator"), QStringLiteral("ann_b"),
                                            QStringLiteral("kind"), QStringLiteral("entity"));
        QCOMPARE(entity.value(QStringLiteral("rated")).toInt(), 3);
        QCOMPARE(entity.value(QStringLiteral("correct")).toInt(), 2);
        checkExpansionFigures(judged, QStringLiteral("ann_b"));
        QVERIFY2(expansions()->procedureFigures()->text() ==
                     QStringLiteral("This procedure: 5 of 10 paraphrases judged, 3 correct"),
                 qPrintable(expansions()->procedureFigures()->text()));
        stats()->tabs()->setCurrentIndex(6);
        shot(window_.get(), QStringLiteral("openpi_expansions"));
        // The chart's entity bar lists the procedures where ann_b judged entity paraphrases.
        auto *series =
            qobject_cast<QBarSeries *>(stats()->expansionChart()->chart()->series().value(0));
        panel()->setProcedureFilter({}, {});
        emit series->barSets()[0]->clicked(0);
        QCOMPARE(panel()->procedureList()->model()->rowCount(), 1);
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::ExpansionsTab));
        // Delete withdraws a judgement.
        table->setFocus();
        expansions()->next(-100);
        QTest::keyClick(table, Qt::Key_Delete);
        checkExpansionFigures(report(QStringLiteral("ann_b")), QStringLiteral("ann_b"));
        while (window_->undoStack()->canUndo()) {
            window_->undoStack()->undo();
        }
        QCOMPARE(report(QStringLiteral("ann_b")), start);
        checkExpansionFigures(start, QStringLiteral("ann_b"));
        QVERIFY(count(db_, "SELECT count(*) FROM audit WHERE action = 'expansion.rate' AND person "
                           "= 'ann_b'") >= 6);
    }

    // The Table 5 chart opens the analysis behind a bar.
    void errorChartOpensTheAnalysis()
    {
        signIn(QStringLiteral("lead"), QStringLiteral("adjudicator"));
        stats()->tabs()->setCurrentIndex(5);
        auto *series =
            qobject_cast<QBarSeries *>(stats()->schemaErrorChart()->chart()->series().value(0));
        QVERIFY(series);
        emit series->clicked(1, series->barSets()[0]); // gpt-3.5-demo by ann_b
        QCOMPARE(panel()->tabs()->currentIndex(), int(OpenPiPanel::ErrorsTab));
        QCOMPARE(errors()->personChoice()->currentText(), QStringLiteral("ann_b"));
        QCOMPARE(panel()->procedureList()->model()->rowCount(), 1); // ann_b analysed d1 alone
        QCOMPARE(*panel()->currentProcedure(), 0u);
        const QString tip = stats()->schemaToolTip(QStringLiteral("errors"), 0, 1);
        QVERIFY2(tip.contains(QStringLiteral("Correct: 9 of 15 labelled (60.0%)")),
                 qPrintable(tip));
        shot(window_.get(), QStringLiteral("openpi_schema_errors_chart"));
    }

    // The cluster editor lists gold's generated paraphrases apart from the mentions, read only.
    void clusterEditorShowsGeneratedParaphrases()
    {
        panel()->setProcedure(0);
        panel()->showTab(OpenPiPanel::ClustersTab);
        panel()->clusterOwner()->setCurrentIndex(panel()->clusterOwner()->findData(-1)); // gold
        ClusterTree *tree = panel()->clusterTree();
        QAbstractItemModel *m = tree->model();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel()->clusterKind()->setCurrentIndex(1); // attribute clusters of "coffee"
        const QModelIndex temperature = m->index(0, 0);
        QVERIFY2(temperature.data().toString().startsWith(QStringLiteral("temperature  (2 mention")),
                 qPrintable(temperature.data().toString()));
        QCOMPARE(m->rowCount(temperature), 3); // temperature, heat, and the generated group
        const QModelIndex generated = m->index(2, 0, temperature);
        QVERIFY2(generated.data().toString().startsWith(QStringLiteral("generated (1 paraphrase")),
                 qPrintable(generated.data().toString()));
        QVERIFY(generated.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(generated.data(Qt::ToolTipRole).toString().contains(QStringLiteral("read only")));
        QVERIFY(tree->isExpanded(generated));
        const QModelIndex warmth = m->index(0, 0, generated);
        QCOMPARE(warmth.data().toString(), QStringLiteral("warmth"));
        QVERIFY(warmth.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!(warmth.flags() & Qt::ItemIsDragEnabled));
        // Selecting it selects no mention to move.
        tree->clearSelection();
        tree->selectionModel()->select(warmth, QItemSelectionModel::Select);
        QVERIFY(tree->selectedMembers().isEmpty());
        shot(window_.get(), QStringLiteral("openpi_clusters_generated"));
        // A clustering started from gold holds the mentions, not the release's paraphrases.
        panel()->clusterOwner()->setCurrentIndex(0);
        panel()->clusterEditor()->startClusters(true);
        const auto *mine = session()->snapshot().clustering(0, db::OpenPiClusterKind::Attribute,
                                                            session()->myRater());
        QVERIFY(mine);
        for (const auto &c : mine->clusters) {
            QVERIFY(c.generated.empty());
        }
    }

    void plainTextOnly()
    {
        panel()->setProcedure(0);
        for (QWidget *root :
             {static_cast<QWidget *>(errors()), static_cast<QWidget *>(expansions()),
              static_cast<QWidget *>(panel()->schemaComparison())}) {
            for (QLabel *l : root->findChildren<QLabel *>()) {
                QCOMPARE(l->textFormat(), Qt::PlainText);
            }
        }
        // Tooltips holding text from files show it as it is, whatever it looks like.
        auto shownAs = [](const QVariant &tip) {
            return QTextDocumentFragment::fromHtml(tip.toString()).toPlainText();
        };
        QCOMPARE(
            shownAs(
                errors()->slotModel()->index(0, SchemaSlotModel::StepColumn).data(Qt::ToolTipRole)),
            QStringLiteral("Brew a pot of strong coffee."));
        QCOMPARE(shownAs(expansions()
                             ->model()
                             ->index(0, ExpansionModel::ClusterColumn)
                             .data(Qt::ToolTipRole)),
                 QStringLiteral("The cluster's own names: coffee, strong coffee"));
    }
};

QTEST_MAIN(TestOpenPiSchemataGui)
#include "tst_openpi_schemata_gui.moc"
