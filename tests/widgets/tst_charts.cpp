// Every statistics chart readable at 1280x800 with the demo project: distinct category
// labels, plain (never scientific) numbers, integer ticks on count axes, a colour per
// series, a tooltip with value and interval, a wheel over the chart tabs that scrolls
// instead of switching them, and one pair of axes on the drift chart however often it
// refreshes. Set EVENTSCOPE_SCREENSHOTS=DIR to keep a PNG of every chart at 1280x800 and
// 1920x1080.
#include "common/gui_support.h"
#include "report/palette.h"
#include "report/svg_chart.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/palette.h"
#include "widgets/esd/annotator_quality_view.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/writer_figures.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_statistics_panel.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QDebug>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpontaneKeyEvent>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>
#include <memory>

using namespace es;
using namespace es::widgets;

namespace {

constexpr int kWaitMs = 60000;

// A text the chart draws, where it draws it (scene coordinates).
struct ShownText
{
    QString text;
    QRectF rect;
    bool inLegend = false;
};

// Every text a person sees on the chart: title, axis titles and labels, legend, values.
QList<ShownText> shownTexts(ChartView *view)
{
    QList<ShownText> out;
    const QRectF chartRect = view->chart()->sceneBoundingRect();
    for (QGraphicsItem *item : view->scene()->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || text->toPlainText().trimmed().isEmpty() ||
            !chartRect.intersects(text->sceneBoundingRect())) {
            continue;
        }
        out.append({text->toPlainText(), text->sceneBoundingRect(),
                    view->chart()->legend()->isAncestorOf(text)});
    }
    return out;
}

// The labels under the plot (the category or x axis), left to right.
QList<ShownText> bottomLabels(ChartView *view)
{
    const QRectF plot = view->chart()->mapRectToScene(view->chart()->plotArea());
    QStringList titles;
    for (const QAbstractAxis *axis : view->chart()->axes()) {
        titles << axis->titleText();
    }
    QList<ShownText> out;
    for (const ShownText &t : shownTexts(view)) {
        if (!titles.contains(t.text) && !t.inLegend && t.rect.top() >= plot.bottom() - 1 &&
            t.rect.center().x() > plot.left() && t.rect.center().x() < plot.right() &&
            t.rect.top() < plot.bottom() + 60) {
            out.append(t);
        }
    }
    std::sort(out.begin(), out.end(),
              [](const ShownText &a, const ShownText &b) { return a.rect.left() < b.rect.left(); });
    return out;
}

QList<QColor> seriesColours(QChart *chart)
{
    QList<QColor> colours;
    for (QAbstractSeries *s : chart->series()) {
        if (s->property(kReferenceSeries).toBool()) {
            continue;
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (QBarSet *set : bars->barSets()) {
                colours << set->color();
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            colours << xy->pen().color();
        }
    }
    return colours;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;

    void open(QSize size)
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(size);
        QString error;
        const QString path = dir_.filePath(
            QStringLiteral("%1_%2.eventscope").arg(QTest::currentTestFunction()).arg(size.width()));
        QFile::remove(path);
        QVERIFY2(window_->openProject(path, true, true, &error), qPrintable(error));
        window_->signIn(QStringLiteral("lead")); // the demo's adjudicator sees every figure
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    // Shows `tab` of `tabs` and saves the window as NAME.png.
    void shoot(QTabWidget *tabs, int tab, const QString &name)
    {
        if (tabs) {
            tabs->setCurrentIndex(tab);
        }
        QTest::qWait(150);
        test::screenshot(window_.get(), name);
    }

    // Every chart of the window, by name, each shown in its tab, with its tab widget.
    struct Chart
    {
        QString name;
        QTabWidget *tabs;
        int tab;
        ChartView *view;
    };
    QList<Chart> charts() const
    {
        QList<Chart> out;
        auto add = [&](const QString &prefix, QTabWidget *tabs) {
            for (int t = 0; t < tabs->count(); ++t) {
                if (auto *view = qobject_cast<ChartView *>(tabs->widget(t))) {
                    out.append({prefix + QLatin1Char('/') + tabs->tabText(t), tabs, t, view});
                }
            }
        };
        add(QStringLiteral("ESD"), window_->statisticsPanel()->findChild<QTabWidget *>());
        add(QStringLiteral("ESTER"), window_->esterStatistics()->tabs());
        // The validity chart shares its tab with the reasons table.
        QTabWidget *ester = window_->esterStatistics()->tabs();
        ChartView *validity = window_->esterStatistics()->writerFigures()->validityChart();
        out.append({QStringLiteral("ESTER/Validation"), ester,
                    static_cast<int>(ester->indexOf(validity->parentWidget())), validity});
        add(QStringLiteral("OpenPI"), window_->openPiStatistics()->tabs());
        out.append({QStringLiteral("Annotators/drift"), nullptr, 0,
                    window_->annotatorQuality()->driftChart()});
        return out;
    }

    // Brings the chart on screen as a person would: its dataset, its dock, its tab.
    void bringUp(const Chart &c)
    {
        if (c.name.startsWith(QLatin1String("ESD")) ||
            c.name.startsWith(QLatin1String("Annotators"))) {
            window_->showDataset(0);
        } else {
            window_->showDataset(c.name.startsWith(QLatin1String("ESTER")) ? 1 : 2);
        }
        if (c.name.startsWith(QLatin1String("Annotators"))) {
            qobject_cast<QDockWidget *>(window_->annotatorQuality()->parentWidget())->raise();
        } else if (c.name.startsWith(QLatin1String("ESD"))) {
            window_->statisticsPanel()->parentWidget()->parentWidget()->parentWidget()->raise();
        }
        if (c.tabs) {
            c.tabs->setCurrentIndex(c.tab);
        }
        QTest::qWait(150);
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }
    void cleanup() { window_.reset(); }

    // Shown text at 1280x800 and 1920x1080: nothing cut ("..."), nothing in scientific
    // notation, no two texts on top of each other.
    void textsReadable_data() { screenshots_data(); }
    void textsReadable()
    {
        QFETCH(QSize, size);
        open(size);
        for (const Chart &c : charts()) {
            bringUp(c);
            const QList<ShownText> texts = shownTexts(c.view);
            QVERIFY2(texts.size() > 3, qPrintable(c.name));
            const QRectF inView = c.view->mapToScene(c.view->viewport()->rect()).boundingRect();
            for (qsizetype i = 0; i < texts.size(); ++i) {
                const QString &t = texts[i].text;
                QVERIFY2(inView.contains(texts[i].rect.adjusted(3, 3, -3, -3)),
                         qPrintable(QStringLiteral("%1: \"%2\" %3 runs off the chart %4")
                                        .arg(c.name, t, QDebug::toString(texts[i].rect),
                                             QDebug::toString(inView))));
                QVERIFY2(!t.contains(QLatin1String("...")) && !t.contains(QChar(0x2026)),
                         qPrintable(QStringLiteral("%1: \"%2\" is cut").arg(c.name, t)));
                QVERIFY2(
                    !t.contains(QLatin1String("e+")) && !t.contains(QLatin1String("e-0")),
                    qPrintable(QStringLiteral("%1: \"%2\" in scientific notation").arg(c.name, t)));
                for (qsizetype j = i + 1; j < texts.size(); ++j) {
                    // The glyphs, without the margin around each text: neighbours may touch.
                    const QRectF a = texts[i].rect.adjusted(3, 3, -3, -3);
                    const QRectF b = texts[j].rect.adjusted(3, 3, -3, -3);
                    QVERIFY2(!a.intersects(b),
                             qPrintable(QStringLiteral("%1: \"%2\" %4 overlaps \"%3\" %5")
                                            .arg(c.name, t, texts[j].text)
                                            .arg(QDebug::toString(texts[i].rect),
                                                 QDebug::toString(texts[j].rect))));
                }
            }
        }
    }

    // The relation types under the ESTER charts: five different words, each with its full
    // name on hover.
    void esterTypeLabelsDistinct()
    {
        open(QSize(1280, 800));
        for (const Chart &c : charts()) {
            // The models chart names raters, the writers' charts writers.
            if (!c.name.startsWith(QLatin1String("ESTER")) || c.tab == 0 ||
                c.name.endsWith(QLatin1String("/Writers")) ||
                c.name.endsWith(QLatin1String("/Validation"))) {
                continue;
            }
            bringUp(c);
            const QList<ShownText> labels = bottomLabels(c.view);
            QStringList texts;
            for (const ShownText &l : labels) {
                texts << l.text;
            }
            QCOMPARE(texts, (QStringList{QStringLiteral("Cause"), QStringLiteral("Cond"),
                                         QStringLiteral("Cfact"), QStringLiteral("Sub"),
                                         QStringLiteral("Coref")}));
            const QStringList full{QStringLiteral("Causal"), QStringLiteral("Conditional"),
                                   QStringLiteral("Counterfactual"), QStringLiteral("Sub-event"),
                                   QStringLiteral("Coreference")};
            for (qsizetype i = 0; i < labels.size(); ++i) {
                const QPoint at = c.view->mapFromScene(labels[i].rect.center());
                QCOMPARE(c.view->categoryToolTipAt(at), full[i]);
            }
            // Over the plot no label tooltip gets in the way of the bars' own.
            QCOMPARE(c.view->categoryToolTipAt(c.view->mapFromScene(
                         c.view->chart()->mapToScene(c.view->chart()->plotArea().center()))),
                     QString());
        }
    }

    // Model names under the AUROC bars: each whole, on as many lines as it needs.
    void modelNamesWhole()
    {
        open(QSize(1280, 800));
        const Chart auroc = charts().value(0);
        QCOMPARE(auroc.name, QStringLiteral("ESD/AUROC"));
        bringUp(auroc);
        QStringList shown;
        for (const ShownText &l : bottomLabels(auroc.view)) {
            shown << l.text.simplified().remove(QLatin1Char(' '));
        }
        QStringList names = auroc.view->categoryNames();
        QVERIFY(names.size() >= 3);
        for (QString &n : names) {
            n.remove(QLatin1Char(' '));
        }
        QCOMPARE(shown, names);
    }

    // The rating histogram counts ratings: whole-number ticks, so 0, 2, 4, 6, 8.
    void countAxesHaveIntegerTicks()
    {
        open(QSize(1280, 800));
        for (const Chart &c : charts()) {
            if (c.name != QLatin1String("OpenPI/Histogram")) {
                continue;
            }
            bringUp(c);
            auto *y = qobject_cast<QValueAxis *>(c.view->chart()->axes(Qt::Vertical).value(0));
            QVERIFY(y);
            QCOMPARE(y->labelFormat(), QStringLiteral("%d"));
            QCOMPARE(y->tickType(), QValueAxis::TicksDynamic);
            QCOMPARE(y->tickInterval(), std::round(y->tickInterval()));
            QCOMPARE(y->max(), std::round(y->max()));
            const QRectF plot = c.view->chart()->mapRectToScene(c.view->chart()->plotArea());
            int ticks = 0;
            for (const ShownText &t : shownTexts(c.view)) {
                if (t.text != y->titleText() && t.rect.right() <= plot.left() + 1) {
                    bool integer = false;
                    t.text.toInt(&integer);
                    QVERIFY2(integer, qPrintable(t.text));
                    ++ticks;
                }
            }
            QVERIFY(ticks >= 3);
        }
        QCOMPARE(countTickStep(8.0), 2);
        QCOMPARE(countTickStep(3.0), 1);
        QCOMPARE(countTickStep(45.0), 10);
        QCOMPARE(countTickStep(1200.0), 200);
    }

    // The size chart's parameter axis: at least two plain-number ticks.
    void sizeAxisPlainNumbers()
    {
        open(QSize(1280, 800));
        const Chart size = charts().value(2);
        QCOMPARE(size.name, QStringLiteral("ESD/Size"));
        bringUp(size);
        auto *x = qobject_cast<QLogValueAxis *>(size.view->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QVERIFY(!x->labelFormat().contains(QLatin1Char('e')));
        QVERIFY(x->max() / x->min() >= 10.0 - 1e-9);
        int ticks = 0;
        for (const ShownText &t : bottomLabels(size.view)) {
            bool number = false;
            t.text.toDouble(&number);
            ticks += number ? 1 : 0;
        }
        QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
    }

    // A colour per series on every chart, the report's colours; ESD's model lines by
    // setting and dashes.
    void seriesColoursDistinct()
    {
        open(QSize(1280, 800));
        int roc = 0;
        for (const Chart &c : charts()) {
            bringUp(c);
            if (c.name == QLatin1String("ESD/ROC") || c.name == QLatin1String("ESD/Size")) {
                // Lines of ESD models take their setting's colour (Full blue, Core orange,
                // as the AUROC bars) and tell the models apart by their dashes.
                QList<QPair<QColor, QList<qreal>>> looks;
                for (QAbstractSeries *s : c.view->chart()->series()) {
                    auto *xy = qobject_cast<QXYSeries *>(s);
                    if (!xy || s->property(kReferenceSeries).toBool()) {
                        continue;
                    }
                    const bool core = xy->name().contains(QLatin1String("(core)"));
                    QCOMPARE(xy->pen().color(), seriesColour(core ? 1 : 0));
                    const auto look = qMakePair(xy->pen().color(),
                                                xy->pen().style() == Qt::SolidLine
                                                    ? QList<qreal>()
                                                    : xy->pen().dashPattern());
                    QVERIFY2(!looks.contains(look),
                             qPrintable(QStringLiteral("%1: %2 looks like another line")
                                            .arg(c.name, xy->name())));
                    looks << look;
                }
                roc = c.name == QLatin1String("ESD/ROC") ? static_cast<int>(looks.size()) : roc;
                if (c.name == QLatin1String("ESD/ROC")) {
                    QVERIFY(c.view->legendInColumn()); // every curve named in full
                }
                continue;
            }
            const QList<QColor> colours = seriesColours(c.view->chart());
            for (qsizetype i = 0; i < colours.size(); ++i) {
                QCOMPARE(colours[i], seriesColour(static_cast<std::size_t>(i)));
                for (qsizetype j = i + 1; j < colours.size(); ++j) {
                    QVERIFY2(colours[i] != colours[j],
                             qPrintable(QStringLiteral("%1: series %2 and %3 share %4")
                                            .arg(c.name)
                                            .arg(i)
                                            .arg(j)
                                            .arg(colours[i].name())));
                }
            }
        }
        QVERIFY(roc >= 6); // every model's curve in each setting told apart
    }

    // The workbench and the HTML report draw with the same colours.
    void paletteSharedWithReport()
    {
        QCOMPARE(kSeriesColours, report::kSeriesColours.size());
        for (std::size_t i = 0; i < kSeriesColours; ++i) {
            QCOMPARE(seriesColour(i).name(QColor::HexRgb).toUpper().toStdString(),
                     std::string(report::kSeriesColours[i]));
        }
        const QStringList okabeIto{"#0072B2", "#E69F00", "#009E73", "#CC79A7",
                                   "#56B4E9", "#D55E00", "#F0E442"};
        for (qsizetype i = 0; i < okabeIto.size(); ++i) {
            QCOMPARE(seriesColour(static_cast<std::size_t>(i)).name().toUpper(), okabeIto[i]);
        }
        report::BarChart chart;
        chart.categories = {"a"};
        chart.series = {{"one", {0.5}, {}}, {"two", {0.7}, {}}};
        const std::string svg = report::barChartSvg(chart);
        for (std::size_t i = 0; i < 2; ++i) {
            QVERIFY(svg.find(seriesColour(i).name().toUpper().toStdString()) != std::string::npos);
        }
    }

    // After any number of refreshes the drift lines hang on one x and one y axis.
    void driftChartHasOneAxisPair()
    {
        open(QSize(1280, 800));
        AnnotatorQualityView *view = window_->annotatorQuality();
        qobject_cast<QDockWidget *>(view->parentWidget())->raise();
        QTest::qWait(50);
        for (int refresh = 0; refresh < 3; ++refresh) {
            view->refresh();
            view->setBlind(refresh % 2 == 0);
            view->setBlind(false);
            QChart *chart = view->driftChart()->chart();
            QCOMPARE(chart->axes(Qt::Horizontal).size(), 1);
            QCOMPARE(chart->axes(Qt::Vertical).size(), 1);
            QAbstractAxis *x = chart->axes(Qt::Horizontal).first();
            QAbstractAxis *y = chart->axes(Qt::Vertical).first();
            QVERIFY(!chart->series().isEmpty());
            for (QAbstractSeries *s : chart->series()) {
                QCOMPARE(s->attachedAxes().size(), 2);
                QVERIFY(s->attachedAxes().contains(x));
                QVERIFY(s->attachedAxes().contains(y));
            }
        }
    }

    // The wheel over a statistics panel's chart tabs leaves the chart in view.
    void wheelKeepsChartTab()
    {
        open(QSize(1280, 800));
        QList<QTabWidget *> all{window_->statisticsPanel()->findChild<QTabWidget *>(),
                                window_->esterStatistics()->tabs(),
                                window_->openPiStatistics()->tabs()};
        for (int d = 0; d < all.size(); ++d) {
            window_->showDataset(d);
            QTabWidget *tabs = all[d];
            tabs->setCurrentIndex(1);
            QTest::qWait(20);
            QTabBar *bar = tabs->tabBar();
            const QPoint at = bar->tabRect(1).center();
            // The panel scrolls instead, where it is taller than its dock.
            QScrollArea *scroll = nullptr;
            for (QWidget *w = tabs; w && !scroll; w = w->parentWidget()) {
                scroll = qobject_cast<QScrollArea *>(w);
            }
            QVERIFY(scroll);
            QScrollBar *scrollBar = scroll->verticalScrollBar();
            scrollBar->setValue(0);
            for (const int delta : {-120, 120, -120}) {
                const int before = scrollBar->value();
                QWheelEvent wheel(at, bar->mapToGlobal(at), QPoint(), QPoint(0, delta),
                                  Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
                // As from the mouse (as QTest sends its mouse events): only such a wheel
                // goes on to the parents.
                QSpontaneKeyEvent::setSpontaneous(&wheel);
                qApp->notify(bar, &wheel);
                QCOMPARE(tabs->currentIndex(), 1);
                if (scrollBar->maximum() > 0) {
                    QVERIFY2(delta < 0 ? scrollBar->value() > before : scrollBar->value() < before,
                             qPrintable(QStringLiteral("dataset %1: scrolled from %2 to %3")
                                            .arg(d)
                                            .arg(before)
                                            .arg(scrollBar->value())));
                }
            }
        }
    }

    // Nor does it switch between the Statistics and Annotators docks.
    void wheelKeepsDockTab()
    {
        open(QSize(1280, 800));
        window_->showDataset(0);
        QTabBar *docks = nullptr;
        for (QTabBar *bar : window_->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            for (int t = 0; t < bar->count(); ++t) {
                if (bar->isVisible() && bar->tabText(t) == QLatin1String("Annotators")) {
                    docks = bar;
                }
            }
        }
        QVERIFY(docks);
        QCOMPARE(docks->count(), 2);
        docks->setCurrentIndex(1);
        const QPoint at = docks->tabRect(1).center();
        for (const int delta : {-120, 120, -120}) {
            QWheelEvent wheel(at, docks->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(docks, &wheel);
            QCOMPARE(docks->currentIndex(), 1);
        }
    }

    // Hovering a bar or a curve shows what it is, its value and its interval.
    void hoverShowsValueAndInterval()
    {
        open(QSize(1280, 800));
        EsdStatisticsPanel *panel = window_->statisticsPanel();
        if (panel->intervalsPending()) {
            QSignalSpy ready(panel, &EsdStatisticsPanel::intervalsReady);
            QVERIFY(ready.wait(kWaitMs));
        }
        const Chart auroc = charts().value(0);
        bringUp(auroc);
        auto *series = qobject_cast<QBarSeries *>(auroc.view->chart()->series().value(0));
        QVERIFY(series);
        const QString model = auroc.view->categoryNames().value(1);
        QVERIFY(!model.isEmpty());
        emit series->hovered(true, 1, series->barSets().value(0));
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QVERIFY2(tip.contains(model) &&
                     tip.contains(QLatin1String("AUROC ") +
                                  QString::number(series->barSets()[0]->at(1), 'f', 3)) &&
                     tip.contains(QLatin1String("95% CI")) && tip.contains(QChar(0x2013)),
                 qPrintable(tip));
        emit series->hovered(false, 1, series->barSets().value(0));
        QTRY_VERIFY(!QToolTip::isVisible());

        const Chart roc = charts().value(1);
        bringUp(roc);
        QLineSeries *curve = nullptr;
        for (QAbstractSeries *s : roc.view->chart()->series()) {
            if (!s->property(kReferenceSeries).toBool()) {
                curve = qobject_cast<QLineSeries *>(s);
                break;
            }
        }
        QVERIFY(curve);
        emit curve->hovered(QPointF(0.5, 0.5), true);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("95% CI")) &&
                     QToolTip::text().contains(QLatin1String("AUROC")),
                 qPrintable(QToolTip::text()));
        emit curve->hovered(QPointF(0.5, 0.5), false);
        QTRY_VERIFY(!QToolTip::isVisible());

        // A point of the size chart: the model's AUROC, interval and size.
        const Chart size = charts().value(2);
        bringUp(size);
        auto *family = qobject_cast<QLineSeries *>(size.view->chart()->series().value(0));
        QVERIFY(family && !family->points().isEmpty());
        emit family->hovered(family->points().first(), true);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("95% CI")) &&
                     QToolTip::text().contains(QLatin1String(" parameters")),
                 qPrintable(QToolTip::text()));
        emit family->hovered(family->points().first(), false);
        QTRY_VERIFY(!QToolTip::isVisible());

        // A histogram bar: whose ratings, which value, how many.
        for (const Chart &c : charts()) {
            if (c.name != QLatin1String("OpenPI/Histogram")) {
                continue;
            }
            bringUp(c);
            auto *bars = qobject_cast<QBarSeries *>(c.view->chart()->series().value(0));
            QVERIFY(bars);
            QBarSet *set = bars->barSets().value(0);
            emit bars->hovered(true, 4, set);
            QTRY_VERIFY(QToolTip::isVisible());
            QCOMPARE(QToolTip::text(), QStringLiteral("<p>%1 · salience 4 · ratings: %2</p>")
                                           .arg(set->label())
                                           .arg(set->at(4)));
            emit bars->hovered(false, 4, set);
        }

        // ESTER's models and OpenPI's rater pairs, from the panels' own tooltips.
        window_->showDataset(1);
        EsterStatisticsPanel *ester = window_->esterStatistics();
        if (ester->intervalsPending()) {
            QSignalSpy ready(ester, &EsterStatisticsPanel::intervalsReady);
            QVERIFY(ready.wait(kWaitMs));
        }
        const QString esterTip = ester->barToolTip(QStringLiteral("types"), 0, 0);
        QVERIFY2(esterTip.contains(QStringLiteral("Causal · token F1")) &&
                     esterTip.contains(QLatin1String("95% CI")),
                 qPrintable(esterTip));
    }

    void screenshots_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void screenshots()
    {
        QFETCH(QSize, size);
        open(size);
        const QString s = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        window_->showDataset(0);
        QTabWidget *esd = window_->statisticsPanel()->findChild<QTabWidget *>();
        QVERIFY(esd);
        for (int t = 0; t < esd->count(); ++t) {
            shoot(esd, t, QStringLiteral("charts_%1_esd_%2").arg(s).arg(t));
            test::screenshot(esd->widget(t), QStringLiteral("chart_%1_esd_%2").arg(s).arg(t));
            // The export lays the chart out at its own size, legend column included.
            const QString dir = qEnvironmentVariable("EVENTSCOPE_SCREENSHOTS");
            if (!dir.isEmpty()) {
                auto *view = qobject_cast<ChartView *>(esd->widget(t));
                QVERIFY(
                    view->exportTo(QStringLiteral("%1/export_%2_esd_%3.png").arg(dir, s).arg(t)));
                QVERIFY(
                    view->exportTo(QStringLiteral("%1/export_%2_esd_%3.svg").arg(dir, s).arg(t)));
            }
        }
        window_->annotatorQuality()->parentWidget()->raise();
        if (auto *dock = qobject_cast<QDockWidget *>(window_->annotatorQuality()->parentWidget())) {
            dock->raise();
        }
        shoot(nullptr, 0, QStringLiteral("charts_%1_annotators").arg(s));
        test::screenshot(window_->annotatorQuality()->driftChart(),
                         QStringLiteral("chart_%1_drift").arg(s));
        window_->showDataset(1);
        QTabWidget *ester = window_->esterStatistics()->tabs();
        for (int t = 0; t < ester->count(); ++t) {
            shoot(ester, t, QStringLiteral("charts_%1_ester_%2").arg(s).arg(t));
            test::screenshot(ester->widget(t), QStringLiteral("chart_%1_ester_%2").arg(s).arg(t));
        }
        window_->showDataset(2);
        QTabWidget *openpi = window_->openPiStatistics()->tabs();
        for (int t = 0; t < openpi->count(); ++t) {
            shoot(openpi, t, QStringLiteral("charts_%1_openpi_%2").arg(s).arg(t));
            test::screenshot(openpi->widget(t), QStringLiteral("chart_%1_openpi_%2").arg(s).arg(t));
        }
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
