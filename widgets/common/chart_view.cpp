#include "widgets/common/chart_view.h"

#include "widgets/common/palette.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChildEvent>
#include <QContextMenuEvent>
#include <QCursor>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QResizeEvent>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace es::widgets {

namespace {

// Marks a bar series whose values are drawn inside its bars where they fit.
const char *const kValueLabels = "es_value_labels";
constexpr int kValuePrecision = 3;
// Beyond this many lines a category label is cut (Qt Charts elides it).
constexpr int kMaxLabelLines = 4;
constexpr qreal kChartMargin = 4;

// Splits `name` after each break opportunity, keeping the separator with the piece before it.
QStringList breakPieces(const QString &name)
{
    QStringList pieces;
    QString piece;
    for (const QChar c : name) {
        piece += c;
        if (c == QLatin1Char(' ') || c == QLatin1Char('-') || c == QLatin1Char('_') ||
            c == QLatin1Char('/') || c == QLatin1Char('.') || c == QLatin1Char(':')) {
            pieces << piece;
            piece.clear();
        }
    }
    if (!piece.isEmpty()) {
        pieces << piece;
    }
    return pieces;
}

// `name` as rich text (axis labels are rich text, and names come from files) in lines no
// wider than `width`; a piece wider than that alone on its line, which Qt Charts elides.
QString wrappedLabel(const QString &name, const QFontMetricsF &metrics, qreal width)
{
    QStringList lines;
    QString line;
    for (const QString &piece : breakPieces(name)) {
        if (!line.isEmpty() && metrics.horizontalAdvance((line + piece).trimmed()) > width &&
            lines.size() < kMaxLabelLines - 1) {
            lines << line.trimmed();
            line.clear();
        }
        line += piece;
    }
    lines << line.trimmed();
    for (QString &l : lines) {
        l = l.toHtmlEscaped();
    }
    return lines.join(QStringLiteral("<br>"));
}

QString plainText(const QString &richText)
{
    return QTextDocumentFragment::fromHtml(richText).toPlainText();
}

// Ignores wheel events on a tab bar, so that they go on to its parents (a scroll area).
class WheelPassThrough : public QObject
{
  public:
    static constexpr const char *kName = "es_wheel_pass_through";

    explicit WheelPassThrough(QObject *parent) : QObject(parent)
    {
        setObjectName(QLatin1String(kName));
    }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Wheel) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

// Passes the wheel through every tab bar a main window makes for its tabbed docks, those
// there now and those it makes when docks are tabbed later.
class DockTabsWheelGuard : public QObject
{
  public:
    static constexpr const char *kName = "es_dock_tabs_wheel_guard";

    explicit DockTabsWheelGuard(QMainWindow *window) : QObject(window)
    {
        setObjectName(QLatin1String(kName));
        for (QTabBar *bar : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            guard(bar);
        }
        window->installEventFilter(this);
    }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ChildPolished) {
            if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
                guard(bar);
            }
        }
        return QObject::eventFilter(watched, event);
    }

  private:
    static void guard(QTabBar *bar)
    {
        if (!bar->findChild<QObject *>(QLatin1String(WheelPassThrough::kName),
                                       Qt::FindDirectChildrenOnly)) {
            bar->installEventFilter(new WheelPassThrough(bar));
        }
    }
};

void keepTabsFromWheel(QTabWidget *tabs)
{
    tabs->tabBar()->installEventFilter(new WheelPassThrough(tabs->tabBar()));
}

void keepDockTabsFromWheel(QMainWindow *window)
{
    if (!window->findChild<QObject *>(QLatin1String(DockTabsWheelGuard::kName),
                                      Qt::FindDirectChildrenOnly)) {
        new DockTabsWheelGuard(window);
    }
}

void colourSeries(QChart *chart)
{
    std::size_t next = 0;
    for (QAbstractSeries *s : chart->series()) {
        if (s->property(kReferenceSeries).toBool()) {
            continue;
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (QBarSet *set : bars->barSets()) {
                const QColor c = seriesColour(next++);
                set->setColor(c);
                set->setBorderColor(c);
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            const QColor c = seriesColour(next++);
            QPen pen = xy->pen();
            pen.setColor(c);
            pen.setWidthF(std::max<qreal>(pen.widthF(), 2.0));
            xy->setPen(pen);
            xy->setColor(c);
        }
    }
}

void colourBySetting(QXYSeries *series, std::string_view setting, std::size_t model)
{
    const QColor c = seriesColour(report::settingSeries(setting));
    QPen pen = series->pen();
    pen.setColor(c);
    pen.setWidthF(std::max<qreal>(pen.widthF(), 2.0)); // as colourSeries draws lines
    // SVG dashes are in pixels, Qt's in pen widths.
    QList<qreal> pattern;
    for (const QString &d : QString::fromLatin1(report::kDashes[model % report::kDashes.size()].data())
                                .split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        pattern << d.toDouble() / std::max<qreal>(pen.widthF(), 1.0);
    }
    if (pattern.isEmpty()) {
        pen.setStyle(Qt::SolidLine);
    } else {
        pen.setDashPattern(pattern);
    }
    series->setPen(pen);
    series->setColor(c);
    // The legend shows each line as drawn, its dashes too, not a swatch of its colour.
    if (QChart *chart = series->chart()) {
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    }
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

namespace {

QBarCategoryAxis *addCategoryAxis(QChart *chart, QAbstractBarSeries *series,
                                  const QStringList &categories)
{
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    // Axis labels are rich text; names come from files.
    for (const QString &c : categories) {
        x->append(c.toHtmlEscaped());
    }
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    return x;
}

} // namespace

void addBarAxes(QChart *chart, QAbstractBarSeries *series, const QStringList &categories,
                const QString &yTitle, double min, double max)
{
    addCategoryAxis(chart, series, categories);
    auto *y = new QValueAxis;
    y->setRange(min, max);
    y->setTitleText(yTitle);
    // %g: plain numbers ("0.25", "-1"), no padding zeros.
    y->setLabelFormat(QStringLiteral("%g"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    colourSeries(chart);
}

int countTickStep(double max, int maxTicks)
{
    const double target = std::max(1.0, max) / std::max(1, maxTicks);
    for (int magnitude = 1;; magnitude *= 10) {
        for (const int m : {1, 2, 5}) {
            if (m * magnitude >= target) {
                return m * magnitude;
            }
        }
        if (magnitude > 100000000) {
            return magnitude;
        }
    }
}

void addBarCountAxes(QChart *chart, QAbstractBarSeries *series, const QStringList &categories,
                     const QString &yTitle, double max)
{
    addCategoryAxis(chart, series, categories);
    const int step = countTickStep(max);
    auto *y = new QValueAxis;
    y->setRange(0.0, std::ceil(std::max(1.0, max) / step) * step);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(step);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(yTitle);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    colourSeries(chart);
}

namespace {
constexpr char kBarShape[] = "esBarShape";
} // namespace

QAbstractBarSeries *sameBars(QChart *chart, const QStringList &shape)
{
    for (QAbstractSeries *s : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            const QVariant built = bars->property(kBarShape);
            return built.isValid() && built.toStringList() == shape ? bars : nullptr;
        }
    }
    return nullptr;
}

void setBarShape(QAbstractBarSeries *series, const QStringList &shape)
{
    series->setProperty(kBarShape, shape);
}

QBarSet *appendBarSet(QAbstractBarSeries *series, const QString &label,
                      const std::vector<double> &heights)
{
    auto *set = new QBarSet(label);
    for (const double h : heights) {
        *set << h;
    }
    series->append(set);
    return set;
}

void setBarHeights(QAbstractBarSeries *series, const std::vector<std::vector<double>> &heights)
{
    const QList<QBarSet *> sets = series->barSets();
    for (qsizetype k = 0; k < sets.size() && static_cast<std::size_t>(k) < heights.size(); ++k) {
        const auto &row = heights[static_cast<std::size_t>(k)];
        for (int c = 0; c < sets[k]->count() && static_cast<std::size_t>(c) < row.size(); ++c) {
            if (sets[k]->at(c) != row[static_cast<std::size_t>(c)]) {
                sets[k]->replace(c, row[static_cast<std::size_t>(c)]);
            }
        }
    }
}

void showValueLabels(QAbstractBarSeries *series)
{
    series->setProperty(kValueLabels, true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(kValuePrecision);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase); // clear of the error bars
    series->setLabelsVisible(false); // until fitToSize() knows the bars' width
}

void showChartToolTip(QWidget *view, const QString &text)
{
    if (text.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    // Names come from files: escaped, inside a tag that makes the tooltip rich text.
    QToolTip::showText(QCursor::pos(), QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()), view);
}

void showBarToolTips(ChartView *view, QAbstractBarSeries *series,
                     std::function<QString(int set, int category)> text)
{
    QObject::connect(series, &QAbstractBarSeries::hovered, view,
                     [view, series, text = std::move(text)](bool status, int index, QBarSet *set) {
                         showChartToolTip(
                             view,
                             status ? text(static_cast<int>(series->barSets().indexOf(set)), index)
                                    : QString());
                     });
}

ChartView::ChartView(QChart *chart, QWidget *parent) : QChartView(chart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    // The plot area moves whenever labels, legend or size change; labels follow it. Only a
    // new size counts: Qt Charts reports the plot area on every layout pass, and fitting
    // lays the chart out again.
    connect(
        chart, &QChart::plotAreaChanged, this,
        [this](const QRectF &plot) {
            if (plot.size() != fittedPlot_) {
                fittedPlot_ = plot.size();
                fitToSize();
            }
        },
        Qt::QueuedConnection);
}

QBarCategoryAxis *ChartView::categoryAxis() const
{
    for (QAbstractAxis *axis : chart()->axes(Qt::Horizontal)) {
        if (auto *x = qobject_cast<QBarCategoryAxis *>(axis)) {
            return x;
        }
    }
    return nullptr;
}

void ChartView::setCategoryNames(const QStringList &names, const QStringList &toolTips)
{
    names_ = names;
    toolTips_ = toolTips;
    fitToSize();
}

void ChartView::fitToSize()
{
    if (fitting_) {
        return;
    }
    fitting_ = true;
    fitLegend();
    fitCategoryLabels();
    fitValueLabels();
    fitting_ = false;
}

void ChartView::fitCategoryLabels()
{
    QBarCategoryAxis *axis = categoryAxis();
    if (!axis || names_.isEmpty() || axis->count() != names_.size()) {
        return;
    }
    const QRectF plot = chart()->plotArea();
    const qreal plotWidth = plot.width() > 1 ? plot.width() : width() * 0.8;
    // What Qt Charts gives a category label before it elides it: the plot's width over one
    // more than the categories, less a padding each side (HorizontalAxis::updateGeometry).
    // Its text takes the label item's document margin each side, too (ChartPresenter).
    const QFontMetricsF metrics(axis->labelsFont());
    // Few categories get narrower lines than their slot all the same: Qt Charts gives a
    // lone category less than it seems to have.
    // And a few pixels' allowance: a line within them of the width ("Human (ann_" in a
    // two-bar chart) measures a little wider as the label's rich text than here, and
    // Qt Charts elided it.
    const qreal slot =
        std::min(plotWidth / static_cast<qreal>(names_.size() + 1) - 2 * 4 - 2 * 4 - 6,
                 16 * metrics.averageCharWidth());
    const QStringList old = axis->categories();
    QStringList labels;
    qreal widestPiece = 0;
    for (const QString &name : names_) {
        labels << wrappedLabel(name, metrics, slot);
        for (const QString &piece : breakPieces(name)) {
            widestPiece = std::max(widestPiece, metrics.horizontalAdvance(piece.trimmed()));
        }
    }
    // Where even a word is wider than its slot (many categories in a narrow panel), the
    // labels stand upright, one line each, as tall as they need.
    const bool upright = widestPiece > slot;
    if (upright) {
        labels.clear();
        for (const QString &name : names_) {
            labels << name.toHtmlEscaped();
        }
    }
    const int angle = upright ? -90 : 0;
    if (labels != old && labels.size() == QSet<QString>(labels.begin(), labels.end()).size()) {
        axis->clear();
        axis->append(labels);
        // New categories alone leave the axis as tall as before, cutting a label that
        // gained a line; hiding and showing it makes it measure its labels again.
        axis->setLabelsAngle(angle);
        axis->setVisible(false);
        axis->setVisible(true);
    }
    axis->setLabelsAngle(angle);
}

void ChartView::fitValueLabels()
{
    const QRectF plot = chart()->plotArea();
    for (QAbstractSeries *s : chart()->series()) {
        auto *bars = qobject_cast<QAbstractBarSeries *>(s);
        if (!bars || !bars->property(kValueLabels).toBool() || bars->count() == 0) {
            continue;
        }
        int categories = 0;
        for (QBarSet *set : bars->barSets()) {
            categories = std::max(categories, static_cast<int>(set->count()));
        }
        if (categories == 0 || plot.width() < 1) {
            bars->setLabelsVisible(false);
            continue;
        }
        const qreal bar = plot.width() / categories * bars->barWidth() / bars->count();
        const QFontMetricsF metrics(bars->barSets().first()->labelFont());
        const qreal needed = metrics.horizontalAdvance(QStringLiteral("-0.000")) + 4;
        bars->setLabelsVisible(bar >= needed && plot.height() > 3 * metrics.height());
    }
}

void ChartView::fitLegend()
{
    QLegend *legend = chart()->legend();
    if (!legend->isVisible()) {
        return;
    }
    const QList<QLegendMarker *> markers = legend->markers();
    qreal row = 0;
    int shown = 0;
    for (QLegendMarker *m : markers) {
        if (m->isVisible()) {
            const QFontMetricsF metrics(m->font());
            // Swatch, its gap and the gap to the next marker.
            row += metrics.horizontalAdvance(plainText(m->label())) + metrics.height() + 24;
            ++shown;
        }
    }
    const qreal room = chart()->size().width() - 2 * kChartMargin - 16;
    const bool column = shown > 0 && row > room;
    if (!column) {
        if (legendInColumn_) {
            legendInColumn_ = false;
            legend->setAlignment(Qt::AlignBottom);
            legend->attachToChart();
            chart()->setMargins(QMargins(4, 4, 4, 4));
        }
        return;
    }
    if (!legendInColumn_) {
        legendInColumn_ = true;
        legend->detachFromChart();
        legend->setAlignment(Qt::AlignLeft); // one marker per line
        legend->setBackgroundVisible(false);
    }
    // One marker a line (the detached legend's own size hint is that of one row).
    const qreal line = QFontMetricsF(legend->font()).height() + 12;
    const qreal height = shown * line + 8;
    const QSizeF size = chart()->size();
    const QMargins margins(4, 4, 4, static_cast<int>(std::ceil(height)) + 8);
    if (chart()->margins() != margins) {
        chart()->setMargins(margins);
    }
    legend->setGeometry(QRectF(kChartMargin + 8, size.height() - height - kChartMargin,
                               size.width() - 2 * kChartMargin - 16, height));
    legend->update();
}

QString ChartView::categoryToolTipAt(const QPoint &pos) const
{
    const QBarCategoryAxis *axis = categoryAxis();
    if (!axis || names_.isEmpty() || axis->count() != names_.size()) {
        return {};
    }
    const QPointF at = chart()->mapFromScene(mapToScene(pos));
    const QRectF plot = chart()->plotArea();
    // The labels hang under the plot, within its width.
    if (at.y() < plot.bottom() || at.y() > chart()->size().height() || at.x() < plot.left() ||
        at.x() >= plot.right()) {
        return {};
    }
    const auto index = static_cast<qsizetype>((at.x() - plot.left()) / plot.width() *
                                              static_cast<qreal>(names_.size()));
    if (index < 0 || index >= names_.size()) {
        return {};
    }
    return index < toolTips_.size() ? toolTips_[index] : names_[index];
}

bool ChartView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = categoryToolTipAt(help->pos());
        if (!tip.isEmpty()) {
            // Names come from files: escaped, inside a tag that makes the tooltip rich text.
            QToolTip::showText(help->globalPos(),
                               QStringLiteral("<p>%1</p>").arg(tip.toHtmlEscaped()), this);
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ChartView::relayOut()
{
    // Labels fitted to the new plot area change the axes' height, hence the plot area.
    for (int pass = 0; pass < 2; ++pass) {
        if (chart()->layout()) {
            chart()->layout()->activate();
        }
        fitToSize();
    }
    if (chart()->layout()) {
        chart()->layout()->activate();
    }
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitToSize();
}

bool ChartView::exportTo(const QString &path, QString *error)
{
    const QSize size = this->size().expandedTo(QSize(720, 480));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    // Lay the chart out at the export size, whatever the widget's own size (a chart on a
    // hidden tab has hardly any), render the scene, then give the view its size back.
    QChart *c = chart();
    const QRectF oldGeometry = c->geometry();
    c->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    relayOut();
    auto paint = [&](QPainter &painter) {
        painter.setRenderHint(QPainter::Antialiasing);
        scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), c->geometry());
    };
    bool ok = true;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(c->title());
        QPainter painter(&svg);
        paint(painter);
    } else {
        QImage image(size * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2.0);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        ok = image.save(&file, "PNG");
    }
    c->setGeometry(oldGeometry);
    relayOut();
    if (!ok || !file.commit()) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    return true;
}

void ChartView::exportInteractively()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"),
        chart()->title().isEmpty() ? tr("chart.png") : chart()->title() + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg)"), &selected);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!exportTo(path, &error)) {
        QMessageBox::warning(this, tr("Export chart"), tr("Cannot write %1: %2").arg(path, error));
    }
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export as PNG or SVG…"), this, &ChartView::exportInteractively);
    menu.exec(event->globalPos());
}

} // namespace es::widgets
