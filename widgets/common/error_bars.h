#pragma once
// Bootstrap confidence intervals as error bars over a chart's bars: the overlay itself
// (one line series per interval, so that the PNG and SVG exports hold it), the bars'
// tooltips, and the debounced background job that computes intervals off the GUI thread.

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

// Recomputes something slow on a worker thread whenever the data changes, at most one
// computation at a time and only once the changes pause, so that labelling at speed never
// queues a computation per key.
//
// prepare() runs on the GUI thread when a computation starts and copies what the
// computation needs; it is never called while an earlier computation of this job runs,
// so it may reuse data it handed to that one. The Work it returns runs on a worker thread
// and must touch nothing but those copies; the Apply that returns runs on the GUI thread,
// only if no change came in the meantime (a stale result is dropped and the computation
// starts again), and never after the job is destroyed. The Work is told to stop through
// its `cancelled` flag (BootstrapOptions::cancel takes it) as soon as its result can no
// longer be applied: at the next change and when the job is destroyed, so that neither a
// fresh computation nor quitting waits for a stale one to run to its end.
//
// The worker threads run at a lower priority than the GUI thread (nice 10 on Linux), as
// do the threads a Work starts, which inherit it: on two cores, a computation's threads
// would otherwise take turns with the GUI thread and delay key presses by tens of
// milliseconds. On an idle machine they still run at full speed.
class DebouncedJob : public QObject
{
    Q_OBJECT

  public:
    using Apply = std::function<void()>;
    using Work = std::function<Apply(const std::atomic<bool> &cancelled)>;
    using Prepare = std::function<Work()>;

    static constexpr int kDebounceMs = 500;

    DebouncedJob(Prepare prepare, QObject *parent, int debounceMs = kDebounceMs);
    ~DebouncedJob() override;

    // The data changed: whatever is being computed is stale, and a computation starts
    // debounceMs after the last call (with `now`, as soon as the event loop runs).
    void invalidate(bool now = false);
    // A computation is running on a worker thread.
    bool running() const { return busy_; }
    // Changes counted so far; a result is applied only for the latest.
    std::uint64_t generation() const { return generation_; }
    // Waits until every job's computations have ended (for tests and benchmarks: the
    // application waits for them as it quits).
    static void waitForAll();

  signals:
    // The Apply of the latest generation ran.
    void applied();
    // The computation of the latest generation threw; nothing was applied.
    void failed(const QString &reason);

  private:
    struct Outcome
    {
        Apply apply;
        QString error;
    };
    void start();
    void finished();

    Prepare prepare_;
    QTimer *timer_;
    int debounceMs_;
    QFutureWatcher<Outcome> watcher_;
    // The running computation's flag; shared because the computation may outlive the job.
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool busy_ = false;
    std::uint64_t generation_ = 0;
    std::uint64_t runningGeneration_ = 0;
};

} // namespace es::widgets
