#pragma once
// Bootstrap confidence intervals as error bars over a chart's bars: the overlay itself
// (one line series per interval, so that the PNG and SVG exports hold it), the bars'
// tooltips. The intervals are computed off the GUI thread by a BackgroundJob.

#include "metrics/bootstrap.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QTimer;

namespace es::widgets {

// Figures per bar, indexed [set][category] like QBarSeries::barSets() and the category
// axis.
template <class T> using PerBar = std::vector<std::vector<T>>;
using BarIntervals = PerBar<std::optional<metrics::Interval>>;

// The centre of set `set`'s bar in category `category` on the category axis's own scale
// (category i spans i - 0.5 .. i + 0.5): Qt Charts puts the `sets` bars of a category side
// by side in a slot `barWidth` wide centred on the category.
double barCentre(int category, int set, int sets, double barWidth);

// An error bar as drawn, for tests and exports.
struct DrawnErrorBar
{
    int set = 0;
    int category = 0;
    metrics::Interval interval; // as computed, before clipping
    double x = 0;               // the bar's centre on the category scale
    QList<QPointF> points;      // the I-beam drawn, clipped to the value axis
};

enum class ErrorBarRange {
    Fixed, // the value axis keeps its range; intervals beyond it are clipped
    Fit,   // the value axis grows to hold every interval (a data-driven range)
};

// Draws `intervals` over `series`, whose category axis is `categories` and whose value
// axis is its vertical QValueAxis: one QLineSeries per interval, the polyline
// (x-c,lo) (x+c,lo) (x,lo) (x,hi) (x-c,hi) (x+c,hi) against a hidden value axis spanning
// [-0.5, categories - 0.5], which is where the category axis puts its categories. The
// overlays have no legend marker. Any error bars already on the chart are removed first.
void addErrorBars(QChart *chart, QBarSeries *series, QBarCategoryAxis *categories,
                  const BarIntervals &intervals, ErrorBarRange range = ErrorBarRange::Fixed);
// Removes the error bars and their hidden axis; the bars stay.
void removeErrorBars(QChart *chart);
QList<DrawnErrorBar> drawnErrorBars(const QChart *chart);

// The bootstrap options of the GUI's intervals: the reports' (BootstrapOptions{}), run on
// all cores but one so that labelling stays fluid. Threads never change an interval.
metrics::BootstrapOptions guiBootstrapOptions();
// The confidence level in percent, as tooltips show it ("95").
QString levelText(const metrics::BootstrapOptions &options);
// What an interval rests on, for a tooltip: "1000 resamples", or its large-sample method.
QString intervalSourceText(const metrics::Interval &interval);

// The bars of one chart of a statistics panel with their intervals: draws the error bars
// when the intervals come and explains every bar in its tooltip.
class ErrorBarChart : public QObject
{
    Q_OBJECT

  public:
    ErrorBarChart(QChartView *view, ErrorBarRange range);

    // What a bar stands for, as its tooltip begins: "flan-t5-xl (full) · AUROC".
    using Describe = std::function<QString(int set, int category)>;

    // The chart was rebuilt around `series` (categories on `axis`), or the series took new
    // heights in place; `values` holds each bar's figure, nullopt where the bar stands for
    // no figure. Its intervals are pending.
    void setBars(QBarSeries *series, QBarCategoryAxis *axis, PerBar<std::optional<double>> values,
                 Describe describe = {});
    // The chart shows no figure that takes an interval (counts, say).
    void clearBars();
    // The intervals of the bars, parallel to the values; draws them.
    void setIntervals(BarIntervals intervals, const metrics::BootstrapOptions &options);
    // Computing the intervals failed.
    void setFailed(const QString &reason);

    // The tooltip of a bar (plain text): what it stands for, its value and interval, or
    // why there is none.
    QString toolTip(int set, int category) const;
    // Shows the tooltip of a bar at the pointer, as hovering it does.
    void showToolTip(bool hovered, int set, int category);
    QList<DrawnErrorBar> drawn() const;
    bool pending() const { return state_ == State::Pending; }

  private:
    enum class State { NoBars, Pending, Ready, Failed };

    QString figureToolTip(int set, int category) const;

    QPointer<QChartView> view_;
    ErrorBarRange range_;
    QPointer<QBarSeries> series_;
    QPointer<QBarCategoryAxis> axis_;
    PerBar<std::optional<double>> values_;
    Describe describe_;
    BarIntervals intervals_;
    metrics::BootstrapOptions options_ = guiBootstrapOptions();
    QString failure_;
    State state_ = State::NoBars;
};

} // namespace es::widgets
