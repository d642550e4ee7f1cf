#include "widgets/common/error_bars.h"

#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/palette.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QPointer>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <exception>
#include <memory>
#include <utility>

namespace es::widgets {

namespace {

// How the overlay is told apart from the chart's own series and axes.
const char *const kSeriesName = "es_error_bar";
const char *const kAxisName = "es_error_bar_axis";
const char *const kSet = "es_error_bar_set";
const char *const kCategory = "es_error_bar_category";
const char *const kLo = "es_error_bar_lo";
const char *const kHi = "es_error_bar_hi";
const char *const kResamples = "es_error_bar_resamples";
const char *const kMethod = "es_error_bar_method";
const char *const kX = "es_error_bar_x";

// Half the width of a cap, as a share of one bar's width.
constexpr double kCapShare = 0.3;

QValueAxis *valueAxisOf(QBarSeries *series)
{
    for (QAbstractAxis *axis : series->attachedAxes()) {
        if (axis->orientation() == Qt::Vertical) {
            if (auto *y = qobject_cast<QValueAxis *>(axis)) {
                return y;
            }
        }
    }
    return nullptr;
}

bool usable(const std::optional<metrics::Interval> &interval)
{
    return interval && std::isfinite(interval->lo) && std::isfinite(interval->hi) &&
           interval->lo <= interval->hi;
}

} // namespace

double barCentre(int category, int set, int sets, double barWidth)
{
    return category - barWidth / 2.0 + (set + 0.5) * barWidth / sets;
}

void addErrorBars(QChart *chart, QBarSeries *series, QBarCategoryAxis *categories,
                  const BarIntervals &intervals, ErrorBarRange range)
{
    removeErrorBars(chart);
    QValueAxis *y = series ? valueAxisOf(series) : nullptr;
    if (!y || !categories || categories->count() == 0 || series->count() == 0) {
        return;
    }
    const int nCategories = categories->count();
    const int nSets = series->count();
    auto each = [&](const auto &f) {
        for (int set = 0; set < nSets && static_cast<std::size_t>(set) < intervals.size(); ++set) {
            const auto &row = intervals[static_cast<std::size_t>(set)];
            for (int c = 0; c < nCategories && static_cast<std::size_t>(c) < row.size(); ++c) {
                if (usable(row[static_cast<std::size_t>(c)])) {
                    f(set, c, *row[static_cast<std::size_t>(c)]);
                }
            }
        }
    };
    if (range == ErrorBarRange::Fit) {
        double lo = y->min();
        double hi = y->max();
        each([&](int, int, const metrics::Interval &i) {
            lo = std::min(lo, i.lo);
            hi = std::max(hi, i.hi);
        });
        y->setRange(lo, hi);
    }
    const double yMin = y->min();
    const double yMax = y->max();

    // The category axis maps category i to i on a scale from -0.5 to count - 0.5; a hidden
    // value axis over the same span places the overlay on the same pixels.
    auto *x = new QValueAxis;
    x->setObjectName(QLatin1String(kAxisName));
    x->setRange(-0.5, nCategories - 0.5);
    x->setVisible(false);
    chart->addAxis(x, Qt::AlignBottom);

    const double cap = kCapShare * series->barWidth() / nSets;
    QPen pen(QColor(30, 30, 30));
    pen.setWidthF(1.5);
    each([&](int set, int category, const metrics::Interval &interval) {
        const double centre = barCentre(category, set, nSets, series->barWidth());
        const double lo = std::clamp(interval.lo, yMin, yMax);
        const double hi = std::clamp(interval.hi, yMin, yMax);
        auto *line = new QLineSeries;
        line->setObjectName(QLatin1String(kSeriesName));
        line->setProperty(kReferenceSeries, true); // keeps its ink whatever the palette
        line->setProperty(kSet, set);
        line->setProperty(kCategory, category);
        line->setProperty(kLo, interval.lo);
        line->setProperty(kHi, interval.hi);
        line->setProperty(kResamples, static_cast<qulonglong>(interval.resamples));
        line->setProperty(kMethod, static_cast<int>(interval.method));
        line->setProperty(kX, centre);
        line->replace(QList<QPointF>{{centre - cap, lo},
                                     {centre + cap, lo},
                                     {centre, lo},
                                     {centre, hi},
                                     {centre - cap, hi},
                                     {centre + cap, hi}});
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        for (QLegendMarker *marker : chart->legend()->markers(line)) {
            marker->setVisible(false);
        }
    });
}

void removeErrorBars(QChart *chart)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == QLatin1String(kSeriesName)) {
            chart->removeSeries(s);
            delete s;
        }
    }
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->objectName() == QLatin1String(kAxisName)) {
            chart->removeAxis(axis);
            delete axis;
        }
    }
}

QList<DrawnErrorBar> drawnErrorBars(const QChart *chart)
{
    QList<DrawnErrorBar> out;
    for (QAbstractSeries *s : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(s);
        if (!line || line->objectName() != QLatin1String(kSeriesName)) {
            continue;
        }
        DrawnErrorBar bar;
        bar.set = line->property(kSet).toInt();
        bar.category = line->property(kCategory).toInt();
        bar.interval.lo = line->property(kLo).toDouble();
        bar.interval.hi = line->property(kHi).toDouble();
        bar.interval.resamples = static_cast<std::size_t>(line->property(kResamples).toULongLong());
        bar.interval.method = static_cast<metrics::IntervalMethod>(line->property(kMethod).toInt());
        bar.x = line->property(kX).toDouble();
        bar.points = line->points();
        out.append(bar);
    }
    return out;
}

QString intervalSourceText(const metrics::Interval &interval)
{
    switch (interval.method) {
    case metrics::IntervalMethod::Bootstrap:
        break;
    case metrics::IntervalMethod::DeLong:
        return ErrorBarChart::tr("DeLong");
    case metrics::IntervalMethod::Jackknife:
        return ErrorBarChart::tr("jackknife");
    case metrics::IntervalMethod::StandardError:
        return ErrorBarChart::tr("standard error");
    }
    // An interval rests on at least half of the resamples (hundreds): always a plural.
    return ErrorBarChart::tr("%1 resamples").arg(interval.resamples);
}

QString levelText(const metrics::BootstrapOptions &options)
{
    return QString::number(options.level * 100.0, 'g', 4);
}

metrics::BootstrapOptions guiBootstrapOptions()
{
    metrics::BootstrapOptions options;
    options.threads = std::max(1u, std::thread::hardware_concurrency()) - 1;
    options.threads = std::max<std::size_t>(options.threads, 1);
    return options;
}

ErrorBarChart::ErrorBarChart(QChartView *view, ErrorBarRange range)
    : QObject(view), view_(view), range_(range)
{
}

void ErrorBarChart::setBars(QBarSeries *series, QBarCategoryAxis *axis,
                            PerBar<std::optional<double>> values, Describe describe)
{
    describe_ = std::move(describe);
    if (view_) {
        removeErrorBars(view_->chart());
    }
    // The same series again: its bars took new heights in place, and it already has
    // its tooltips.
    const bool sameSeries = series_ == series;
    series_ = series;
    axis_ = axis;
    values_ = std::move(values);
    intervals_.clear();
    failure_.clear();
    state_ = State::Pending;
    if (!sameSeries) {
        connect(series, &QBarSeries::hovered, this,
                [this, series](bool status, int index, QBarSet *set) {
                    showToolTip(status, static_cast<int>(series->barSets().indexOf(set)), index);
                });
    }
}

void ErrorBarChart::showToolTip(bool hovered, int set, int category)
{
    showChartToolTip(view_, hovered && view_ ? toolTip(set, category) : QString());
}

void ErrorBarChart::clearBars()
{
    if (view_) {
        removeErrorBars(view_->chart());
    }
    series_ = nullptr;
    axis_ = nullptr;
    values_.clear();
    intervals_.clear();
    state_ = State::NoBars;
}

void ErrorBarChart::setIntervals(BarIntervals intervals, const metrics::BootstrapOptions &options)
{
    if (state_ == State::NoBars) {
        return;
    }
    intervals_ = std::move(intervals);
    options_ = options;
    state_ = State::Ready;
    if (view_ && series_ && axis_) {
        addErrorBars(view_->chart(), series_, axis_, intervals_, range_);
    }
}

void ErrorBarChart::setFailed(const QString &reason)
{
    if (state_ == State::NoBars) {
        return;
    }
    failure_ = reason;
    state_ = State::Failed;
}

QString ErrorBarChart::toolTip(int set, int category) const
{
    if (set < 0 || category < 0 || static_cast<std::size_t>(set) >= values_.size() ||
        static_cast<std::size_t>(category) >= values_[static_cast<std::size_t>(set)].size()) {
        return {};
    }
    const QString what = describe_ ? describe_(set, category) : QString();
    const QString text = figureToolTip(set, category);
    return what.isEmpty() ? text : tr("%1 %2").arg(what, text);
}

QString ErrorBarChart::figureToolTip(int set, int category) const
{
    const std::optional<double> value =
        values_[static_cast<std::size_t>(set)][static_cast<std::size_t>(category)];
    if (!value) {
        return tr("No figure for this bar");
    }
    const QString number = figureText(*value);
    const QString level = levelText(options_);
    switch (state_) {
    case State::NoBars:
        return number;
    case State::Pending:
        return tr("%1 (%2% CI being computed…)").arg(number, level);
    case State::Failed:
        return tr("%1 (no %2% CI: %3)").arg(number, level, failure_);
    case State::Ready:
        break;
    }
    std::optional<metrics::Interval> interval;
    if (static_cast<std::size_t>(set) < intervals_.size() &&
        static_cast<std::size_t>(category) < intervals_[static_cast<std::size_t>(set)].size()) {
        interval = intervals_[static_cast<std::size_t>(set)][static_cast<std::size_t>(category)];
    }
    if (!interval) {
        return tr("%1 (no %2% CI: too few items, or the figure is undefined in most resamples or "
                  "has no standard error)")
            .arg(number, level);
    }
    return tr("%1 (%2% CI %3–%4, %5)")
        .arg(number, level, figureText(interval->lo), figureText(interval->hi),
             intervalSourceText(*interval));
}

QList<DrawnErrorBar> ErrorBarChart::drawn() const
{
    return view_ ? drawnErrorBars(view_->chart()) : QList<DrawnErrorBar>{};
}

} // namespace es::widgets
