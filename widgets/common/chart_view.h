#pragma once
// A chart view that people can export (PNG or SVG from its context menu or a button) and
// that keeps its chart readable at any width: category labels wrap to their slot with the
// full name on hover, bar value labels show only where they fit, and a legend too wide for
// one row becomes a column under the plot.

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QStringList>
#include <functional>
#include <vector>

class QAbstractBarSeries;
class QMainWindow;
class QTabWidget;
class QBarCategoryAxis;
class QBarSeries;

class QBarSet;

namespace es::widgets {

class ChartView : public QChartView
{
    Q_OBJECT

  public:
    explicit ChartView(QChart *chart, QWidget *parent = nullptr);

    // Writes the chart to `path`; SVG when it ends in .svg, otherwise a PNG. False with
    // `error` set when the file cannot be written.
    bool exportTo(const QString &path, QString *error = nullptr);

    // The names (plain text, any length) of the categories of the chart's category axis,
    // and what hovering each label shows (its name when `toolTips` is empty). The axis
    // shows each name wrapped at spaces, hyphens, underscores, slashes and dots to the
    // width of its category.
    void setCategoryNames(const QStringList &names, const QStringList &toolTips = {});
    QStringList categoryNames() const { return names_; }
    // The tooltip of the category label under `pos` (viewport coordinates); empty when the
    // pointer is over none.
    QString categoryToolTipAt(const QPoint &pos) const;
    // The legend is laid out as a column under the plot (one row would cut its names).
    bool legendInColumn() const { return legendInColumn_; }

  public slots:
    void exportInteractively();
    // Fits category labels, bar value labels and the legend to the chart's size; call it
    // after the chart was rebuilt (resizing calls it by itself).
    void fitToSize();
    // Lays the chart out now and fits it, for an export or a test.
    void relayOut();

  protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;

  private:
    QBarCategoryAxis *categoryAxis() const;
    void fitCategoryLabels();
    void fitValueLabels();
    void fitLegend();

    QStringList names_;
    QStringList toolTips_;
    bool legendInColumn_ = false;
    bool fitting_ = false;
    QSizeF fittedPlot_;
};

// A chart as every statistics panel shows it: title, legend below, tight margins, no
// animation (charts redraw on every label and must not lag behind).
QChart *newChart(const QString &title);
// Removes every series and axis, for a chart that is rebuilt from new figures.
void clearChart(QChart *chart);
// Adds a bar series (grouped or stacked) with its category axis below and a value axis
// from min to max. `categories` are plain text (ChartView::setCategoryNames wraps and
// escapes them when the chart is in a ChartView).
void addBarAxes(QChart *chart, QAbstractBarSeries *series, const QStringList &categories,
                const QString &yTitle, double min, double max);
// The first axis of type Axis (QBarCategoryAxis, QValueAxis, ...) along `orientation`
// of the chart, such as those addBarAxes() put on it; nullptr when there is none.
template <class Axis> Axis *chartAxis(QChart *chart, Qt::Orientation orientation)
{
    for (QAbstractAxis *a : chart->axes(orientation)) {
        if (auto *x = qobject_cast<Axis *>(a)) {
            return x;
        }
    }
    return nullptr;
}
// The same with a count axis: from 0 to a round number at or above `max`, integer ticks
// 1, 2, 5, 10, 20, 50… apart, labelled without decimals.
void addBarCountAxes(QChart *chart, QAbstractBarSeries *series, const QStringList &categories,
                     const QString &yTitle, double max);
// The chart's bar series when it was built for `shape` (its sets' and categories' names
// and whatever else fixes its axes, as given to setBarShape), to take new heights in
// place; nullptr when the chart must be rebuilt. A rebuilt chart lays its axes and
// legend out again, which is most of what redrawing it after an edit costs.
QAbstractBarSeries *sameBars(QChart *chart, const QStringList &shape);
// Records what a bar series just built was built for, for sameBars.
void setBarShape(QAbstractBarSeries *series, const QStringList &shape);
// A bar set of these heights, appended to `series`.
QBarSet *appendBarSet(QAbstractBarSeries *series, const QString &label,
                      const std::vector<double> &heights);
// Puts heights[set][category] into the bars whose height differs.
void setBarHeights(QAbstractBarSeries *series, const std::vector<std::vector<double>> &heights);
// Shows each bar's value (3 decimals) inside its base where the bar is wide enough for it;
// the value is in the bar's tooltip anyway.
void showValueLabels(QAbstractBarSeries *series);
// Hovering a bar of `series` shows `text(set, category)` (plain text) as its tooltip.
void showBarToolTips(ChartView *view, QAbstractBarSeries *series,
                     std::function<QString(int set, int category)> text);
// Shows `text` (plain text; empty hides it) as a tooltip at the pointer over `view`.
void showChartToolTip(QWidget *view, const QString &text);
// The wheel over the tab bar of `tabs` scrolls what holds it instead of switching tabs:
// people scroll a statistics panel and land on another chart otherwise.
void keepTabsFromWheel(QTabWidget *tabs);
// The same for the tabs of `window`'s tabbed docks (Statistics and Annotators).
void keepDockTabsFromWheel(QMainWindow *window);
// The tick step of a count axis up to `max`: 1, 2, 5, 10, 20, 50… so that at most
// `maxTicks` intervals are drawn.
int countTickStep(double max, int maxTicks = 6);

} // namespace es::widgets
