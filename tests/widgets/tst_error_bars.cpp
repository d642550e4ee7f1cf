// Bootstrap 95% intervals as error bars on the statistics charts: the overlay lines up
// with Qt Charts' bars (checked on the rendered pixels), is clipped or fits the value
// axis, and every panel draws exactly the intervals `eventscope report --json` computes
// (report::esdIntervals, esterIntervals, openPiIntervals on the same snapshot), in the
// background, debounced, dropped when stale and safe to abandon. Set
// ERROR_BARS_SCREENSHOTS=DIR to keep PNGs of the charts.
#include "common/generated_esd.h"
#include "db/demo_project.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "report/confidence.h"
#include "widgets/common/background_job.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/error_bars.h"
#include "widgets/common/figure_text.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <map>
#include <random>
#include <sstream>
#include <thread>

#ifdef __linux__
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace es;
using namespace es::widgets;
using es::test::generatedEsd;
namespace ester = es::metrics::ester;

namespace {

constexpr int kWaitMs = 60000;

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("ERROR_BARS_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QTest::qWait(100); // let the chart lay out before the grab
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
    }
}

QBarSeries *barSeries(ChartView *view)
{
    return qobject_cast<QBarSeries *>(view->chart()->series().value(0));
}

QValueAxis *valueAxis(QBarSeries *series)
{
    for (QAbstractAxis *a : series->attachedAxes()) {
        if (a->orientation() == Qt::Vertical) {
            return qobject_cast<QValueAxis *>(a);
        }
    }
    return nullptr;
}

bool same(const metrics::Interval &a, const metrics::Interval &b)
{
    return a.lo == b.lo && a.hi == b.hi && a.resamples == b.resamples && a.method == b.method;
}

// The drawn error bars against the expected intervals [set][category]: one bar, with
// exactly the expected figures, centred on its bar and drawn as an I-beam, for every
// interval, none where there is none, and each interval holds its bar's value.
void compareDrawn(const QList<DrawnErrorBar> &drawn, const BarIntervals &expected,
                  QBarSeries *series)
{
    std::map<std::pair<int, int>, DrawnErrorBar> bySlot;
    for (const DrawnErrorBar &d : drawn) {
        QVERIFY2(bySlot.emplace(std::pair(d.set, d.category), d).second,
                 "two error bars on one bar");
    }
    std::size_t defined = 0;
    const QValueAxis *y = valueAxis(series);
    QVERIFY(y);
    for (std::size_t s = 0; s < expected.size(); ++s) {
        for (std::size_t c = 0; c < expected[s].size(); ++c) {
            const auto it = bySlot.find({int(s), int(c)});
            if (!expected[s][c]) {
                QVERIFY2(it == bySlot.end(),
                         qPrintable(QStringLiteral("bar %1/%2 has no interval").arg(s).arg(c)));
                continue;
            }
            ++defined;
            QVERIFY2(it != bySlot.end(),
                     qPrintable(QStringLiteral("bar %1/%2 lacks its error bar").arg(s).arg(c)));
            const DrawnErrorBar &d = it->second;
            QVERIFY2(same(d.interval, *expected[s][c]),
                     qPrintable(QStringLiteral("bar %1/%2: drawn %3..%4, computed %5..%6")
                                    .arg(s)
                                    .arg(c)
                                    .arg(d.interval.lo, 0, 'g', 17)
                                    .arg(d.interval.hi, 0, 'g', 17)
                                    .arg(expected[s][c]->lo, 0, 'g', 17)
                                    .arg(expected[s][c]->hi, 0, 'g', 17)));
            const double value = series->barSets()[int(s)]->at(int(c));
            QVERIFY2(
                d.interval.lo <= value && value <= d.interval.hi,
                qPrintable(
                    QStringLiteral("bar %1/%2: %3 outside its interval").arg(s).arg(c).arg(value)));
            QCOMPARE(d.x, barCentre(int(c), int(s), int(series->count()), series->barWidth()));
            // The I-beam: bottom cap, stem, top cap, clipped to the value axis.
            QCOMPARE(d.points.size(), 6);
            const double lo = std::clamp(d.interval.lo, y->min(), y->max());
            const double hi = std::clamp(d.interval.hi, y->min(), y->max());
            QCOMPARE(d.points[0].y(), lo);
            QCOMPARE(d.points[1].y(), lo);
            QCOMPARE(d.points[2], QPointF(d.x, lo));
            QCOMPARE(d.points[3], QPointF(d.x, hi));
            QCOMPARE(d.points[4].y(), hi);
            QCOMPARE(d.points[5].y(), hi);
            QVERIFY(d.points[0].x() < d.x && d.points[1].x() > d.x);
        }
    }
    QCOMPARE(std::size_t(drawn.size()), defined);
}

} // namespace

class TestErrorBars : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;

    void openDemo()
    {
        const QString path =
            dir_.filePath(QStringLiteral("bars_%1.eventscope").arg(QTest::currentTestFunction()));
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::seedDemoProject(*project_);
    }

    // The ESD AUROC chart's intervals as the panel must draw them: categories are the
    // models in the order of the statistics, set 0 the full setting, set 1 core.
    static BarIntervals esdExpected(const EsdSession &session, const report::EsdIntervals &iv)
    {
        const auto &snap = session.snapshot();
        const auto &st = session.statistics();
        std::vector<std::string> models;
        BarIntervals out(2);
        for (std::size_t i = 0; i < st.models.size(); ++i) {
            const auto &info = snap.models[st.models[i].scores];
            auto at = std::find(models.begin(), models.end(), info.model);
            if (at == models.end()) {
                models.push_back(info.model);
                out[0].emplace_back();
                out[1].emplace_back();
                at = models.end() - 1;
            }
            out[info.setting == "core" ? 1 : 0][std::size_t(at - models.begin())] = iv.auroc[i];
        }
        return out;
    }

    static std::size_t countDefined(const BarIntervals &bars)
    {
        std::size_t n = 0;
        for (const auto &row : bars) {
            n += std::size_t(
                std::count_if(row.begin(), row.end(), [](const auto &i) { return i.has_value(); }));
        }
        return n;
    }

  private slots:
    void cleanup() { project_.reset(); }

    // Qt Charts centres set j's bar of category i at i - w/2 + (j + 0.5) w / k: the red
    // stems of the overlay sit on the middle of the blue and green bars in the rendered
    // image, and the caps are wider than the stem.
    void overlayLinesUpWithRenderedBars()
    {
        ChartView view(newChart(QStringLiteral("alignment")));
        view.setRenderHint(QPainter::Antialiasing, false);
        view.resize(900, 520);
        QChart *chart = view.chart();
        chart->legend()->hide();
        auto *series = new QBarSeries;
        const QColor colours[] = {QColor(0, 0, 255), QColor(0, 170, 0)};
        const double values[2][3] = {{0.6, 0.5, 0.7}, {0.55, 0.65, 0.45}};
        BarIntervals intervals(2);
        for (int s = 0; s < 2; ++s) {
            auto *set = new QBarSet(QStringLiteral("set %1").arg(s));
            set->setColor(colours[s]);
            set->setBorderColor(colours[s]);
            for (int c = 0; c < 3; ++c) {
                *set << values[s][c];
                intervals[std::size_t(s)].push_back(
                    metrics::Interval{values[s][c] - 0.1, values[s][c] + 0.1, 1000});
            }
            series->append(set);
        }
        addBarAxes(chart, series, {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                   QStringLiteral("value"), 0.0, 1.0);
        for (int s = 0; s < 2; ++s) { // pure colours to find on the pixels, not the palette's
            series->barSets()[s]->setColor(colours[s]);
            series->barSets()[s]->setBorderColor(colours[s]);
        }
        auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        addErrorBars(chart, series, x, intervals);
        QPen red(QColor(255, 0, 0));
        red.setWidth(1);
        int overlays = 0;
        for (QAbstractSeries *s : chart->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(s)) {
                line->setPen(red);
                ++overlays;
                for (QLegendMarker *m : chart->legend()->markers(line)) {
                    QVERIFY(!m->isVisible());
                }
            }
        }
        QCOMPARE(overlays, 6);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        const QImage image = view.grab().toImage();
        const double dpr = image.devicePixelRatio();
        screenshot(&view, QStringLiteral("alignment"));

        auto rowOf = [&](double value) {
            return int(std::lround(
                view.mapFromScene(chart->mapToPosition(QPointF(0, value), series)).y() * dpr));
        };
        // Runs of a colour along a row, as (first, last) pixel columns.
        auto runs = [&](int row, auto match) {
            std::vector<std::pair<int, int>> out;
            for (int px = 0; px < image.width(); ++px) {
                if (match(image.pixelColor(px, row))) {
                    if (!out.empty() && out.back().second == px - 1) {
                        out.back().second = px;
                    } else {
                        out.emplace_back(px, px);
                    }
                }
            }
            return out;
        };
        auto near = [](const QColor &c, const QColor &want) {
            return std::abs(c.red() - want.red()) < 40 && std::abs(c.green() - want.green()) < 40 &&
                   std::abs(c.blue() - want.blue()) < 40;
        };
        const QColor pureRed(255, 0, 0);
        // Low in the bars: the bars alone. Within every interval above every bar: stems.
        const int barRow = rowOf(0.2);
        std::vector<double> barCentres[2];
        for (int s = 0; s < 2; ++s) {
            const auto r = runs(barRow, [&](const QColor &c) { return near(c, colours[s]); });
            QCOMPARE(r.size(), std::size_t(3));
            for (const auto &[a, b] : r) {
                barCentres[s].push_back((a + b) / 2.0);
            }
        }
        for (int s = 0; s < 2; ++s) {
            for (int c = 0; c < 3; ++c) {
                // Just above the bar's top, still inside its interval: the stem alone.
                const int stemRow = rowOf(values[s][c] + 0.05);
                double best = 1e9;
                for (const auto &[a, b] :
                     runs(stemRow, [&](const QColor &col) { return near(col, pureRed); })) {
                    best = std::min(best, std::abs((a + b) / 2.0 - barCentres[s][std::size_t(c)]));
                }
                QVERIFY2(best <= 1.0 * dpr,
                         qPrintable(QStringLiteral("stem %1/%2 is %3 px off its bar's centre")
                                        .arg(s)
                                        .arg(c)
                                        .arg(best)));
                // The top cap: a red run much wider than the stem around the centre.
                const int capRow = rowOf(values[s][c] + 0.1);
                int widest = 0;
                for (int row = capRow - 1; row <= capRow + 1; ++row) {
                    for (const auto &[a, b] :
                         runs(row, [&](const QColor &col) { return near(col, pureRed); })) {
                        if (std::abs((a + b) / 2.0 - barCentres[s][std::size_t(c)]) <= 1.5 * dpr) {
                            widest = std::max(widest, b - a + 1);
                        }
                    }
                }
                QVERIFY2(widest >= 8 * dpr,
                         qPrintable(
                             QStringLiteral("cap %1/%2 is %3 px wide").arg(s).arg(c).arg(widest)));
            }
        }
        // The hidden axis matches the category axis and shows nothing.
        QValueAxis *hidden = nullptr;
        for (QAbstractAxis *a : chart->axes(Qt::Horizontal)) {
            hidden = hidden ? hidden : qobject_cast<QValueAxis *>(a);
        }
        QVERIFY(hidden && !hidden->isVisible());
        QCOMPARE(hidden->min(), -0.5);
        QCOMPARE(hidden->max(), 2.5);
        // Adding again replaces, removing leaves the bars.
        addErrorBars(chart, series, x, intervals);
        QCOMPARE(drawnErrorBars(chart).size(), 6);
        removeErrorBars(chart);
        QCOMPARE(drawnErrorBars(chart).size(), 0);
        QCOMPARE(chart->series().size(), 1);
        QCOMPARE(chart->axes().size(), 2);
    }

    void clippedOrFitted()
    {
        for (const ErrorBarRange range : {ErrorBarRange::Fixed, ErrorBarRange::Fit}) {
            std::unique_ptr<QChart> chart(newChart(QStringLiteral("range")));
            auto *series = new QBarSeries;
            auto *set = new QBarSet(QStringLiteral("s"));
            *set << 0.5 << 0.9 << 0.1;
            series->append(set);
            addBarAxes(chart.get(), series,
                       {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                       QStringLiteral("v"), 0.0, 1.0);
            auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
            const BarIntervals intervals{{metrics::Interval{0.4, 0.6, 1000},
                                          metrics::Interval{0.7, 1.3, 998},
                                          metrics::Interval{-0.2, 0.3, 1000}}};
            addErrorBars(chart.get(), series, x, intervals, range);
            const QValueAxis *y = valueAxis(series);
            const auto drawn = drawnErrorBars(chart.get());
            QCOMPARE(drawn.size(), 3);
            for (const DrawnErrorBar &d : drawn) {
                QVERIFY(same(d.interval, *intervals[0][std::size_t(d.category)]));
                for (const QPointF &p : d.points) {
                    QVERIFY(p.y() >= y->min() && p.y() <= y->max());
                }
            }
            if (range == ErrorBarRange::Fixed) {
                QCOMPARE(y->min(), 0.0);
                QCOMPARE(y->max(), 1.0);
                QCOMPARE(drawn[1].points[3].y(), 1.0); // 1.3 clipped
                QCOMPARE(drawn[2].points[0].y(), 0.0); // -0.2 clipped
            } else {
                QCOMPARE(y->min(), -0.2);
                QCOMPARE(y->max(), 1.3);
                QCOMPARE(drawn[1].points[3].y(), 1.3);
                QCOMPARE(drawn[2].points[0].y(), -0.2);
            }
        }
    }

    // A large-sample interval (over 100,000 items or more, as the report gives it) is drawn
    // like a bootstrap one, and its tooltip names its method where a bootstrap interval
    // names its resamples.
    void tooltipsNameTheIntervalsMethod()
    {
        QChartView view;
        auto *chart = new QChart;
        view.setChart(chart);
        auto *series = new QBarSeries;
        auto *set = new QBarSet(QStringLiteral("s"));
        *set << 0.5 << 0.9 << 0.2 << 0.7;
        series->append(set);
        addBarAxes(
            chart, series,
            {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")},
            QStringLiteral("v"), 0.0, 1.0);
        auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
        ErrorBarChart bars(&view, ErrorBarRange::Fixed);
        bars.setBars(series, x, {{0.5, 0.9, 0.2, 0.7}});
        const BarIntervals intervals{
            {metrics::Interval{0.4, 0.6, 1000},
             metrics::Interval{0.88, 0.92, 0, metrics::IntervalMethod::DeLong},
             metrics::Interval{0.1, 0.3, 0, metrics::IntervalMethod::Jackknife},
             metrics::Interval{0.69, 0.71, 0, metrics::IntervalMethod::StandardError}}};
        bars.setIntervals(intervals, guiBootstrapOptions());
        QCOMPARE(bars.toolTip(0, 0), QStringLiteral("0.500 (95% CI 0.400–0.600, 1000 resamples)"));
        QCOMPARE(bars.toolTip(0, 1), QStringLiteral("0.900 (95% CI 0.880–0.920, DeLong)"));
        QCOMPARE(bars.toolTip(0, 2), QStringLiteral("0.200 (95% CI 0.100–0.300, jackknife)"));
        QCOMPARE(bars.toolTip(0, 3), QStringLiteral("0.700 (95% CI 0.690–0.710, standard error)"));
        const auto drawn = bars.drawn();
        QCOMPARE(drawn.size(), 4);
        for (const DrawnErrorBar &d : drawn) {
            QVERIFY(same(d.interval, *intervals[0][std::size_t(d.category)]));
        }
    }

    // A computation's result is applied only if nothing changed meanwhile, a change
    // during a computation starts a new one after it, and a job destroyed while its
    // computation runs never applies it.
    void jobDropsStaleResultsAndDiesSafely()
    {
        QSemaphore gate;
        std::atomic<int> prepared{0};
        int applied = 0;
        int lastApplied = -1;
        // Per computation, whether it was told to stop by the time it was let go.
        std::array<std::atomic<int>, 3> cancelledSeen{-1, -1, -1};
        auto *owner = new QObject;
        auto *job = new BackgroundJob(
            owner,
            [&] {
                const int n = prepared++;
                return BackgroundJob::Work(
                    [&gate, &cancelledSeen, n, &applied,
                     &lastApplied](const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
                        gate.acquire();
                        cancelledSeen.at(static_cast<std::size_t>(n)) = cancelled.load() ? 1 : 0;
                        return [n, &applied, &lastApplied] {
                            ++applied;
                            lastApplied = n;
                        };
                    });
            },
            100);
        QSignalSpy done(job, &BackgroundJob::applied);
        job->invalidate(true);
        QTRY_VERIFY(job->running());
        QCOMPARE(prepared.load(), 1);
        // Rapid changes while it runs: one more computation, after the debounce, once the
        // stale one is over.
        for (int i = 0; i < 5; ++i) {
            job->invalidate();
            QTest::qWait(20);
        }
        QTest::qWait(200);
        QCOMPARE(prepared.load(), 1); // still the first one running
        gate.release();
        QTRY_COMPARE(prepared.load(), 2);
        QCOMPARE(applied, 0);                 // the first result was stale
        QCOMPARE(cancelledSeen[0].load(), 1); // and it was told to stop at the first change
        gate.release();
        QVERIFY(done.wait(kWaitMs));
        QCOMPARE(applied, 1);
        QCOMPARE(lastApplied, 1);
        QCOMPARE(cancelledSeen[1].load(), 0); // the current one ran to its end
        QTest::qWait(300);
        QCOMPARE(prepared.load(), 2); // nothing queued per change

        // Destroyed mid-computation: the computation ends on its own, nothing is applied.
        job->invalidate(true);
        QTRY_VERIFY(job->running());
        delete owner;
        gate.release();
        BackgroundJob::waitForAll();
        QCoreApplication::processEvents();
        QCOMPARE(applied, 1);
        QCOMPARE(cancelledSeen[2].load(), 1); // told to stop when the job went
    }

    // A computation, and the threads it starts, run below the GUI thread's priority, so
    // that on two cores they never take turns with it.
    void computationsYieldToTheGuiThread()
    {
#ifdef __linux__
        const auto niceOfThisThread = [] {
            errno = 0;
            return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
        };
        const int gui = niceOfThisThread();
        if (gui >= 19) {
            QSKIP("the tests run at the lowest priority already");
        }
        std::atomic<int> worker{-100};
        std::atomic<int> started{-100};
        QObject owner;
        auto *job = new BackgroundJob(
            &owner,
            [&] {
                return BackgroundJob::Work([&](const std::atomic<bool> &) -> BackgroundJob::Apply {
                    worker = niceOfThisThread();
                    std::thread([&] { started = niceOfThisThread(); }).join();
                    return []{};
                });
            },
            0);
        QSignalSpy done(job, &BackgroundJob::applied);
        job->invalidate(true);
        QVERIFY(done.wait(kWaitMs));
        QVERIFY2(worker.load() > gui,
                 qPrintable(QStringLiteral("worker %1, GUI %2").arg(worker.load()).arg(gui)));
        QCOMPARE(started.load(), worker.load());
        QCOMPARE(niceOfThisThread(), gui); // the GUI thread keeps its own
#else
        QSKIP("thread priorities are lowered on Linux only");
#endif
    }

    void esdAurocBarsCarryTheReportsIntervals()
    {
        openDemo();
        EsdSession session(*project_);
        session.setAnnotator(QStringLiteral("ann_c"));
        EsdStatisticsPanel panel(session);
        panel.resize(900, 900);
        QSignalSpy ready(&panel, &EsdStatisticsPanel::intervalsReady);
        // The bars are there at once; their intervals follow.
        QBarSeries *series = barSeries(panel.chart(QStringLiteral("auroc")));
        QVERIFY(series);
        QCOMPARE(series->count(), 2);
        QVERIFY(panel.intervalsPending());
        QVERIFY(panel.errorBars(QStringLiteral("auroc")).isEmpty());
        QVERIFY(panel.barToolTip(QStringLiteral("auroc"), 0, 0)
                    .contains(QStringLiteral("being computed")));
        QVERIFY(ready.wait(kWaitMs));
        QVERIFY(!panel.intervalsPending());

        const report::EsdIntervals direct =
            report::esdIntervals(session.snapshot(), session.statistics(), {});
        const BarIntervals before = esdExpected(session, direct);
        QVERIFY(countDefined(before) > 0);
        series = barSeries(panel.chart(QStringLiteral("auroc")));
        compareDrawn(panel.errorBars(QStringLiteral("auroc")), before, series);
        // Tooltips: the value and its interval, or why there is none.
        for (std::size_t s = 0; s < before.size(); ++s) {
            for (std::size_t c = 0; c < before[s].size(); ++c) {
                const QString tip = panel.barToolTip(QStringLiteral("auroc"), int(s), int(c));
                if (before[s][c]) {
                    // What the bar is, then its value and interval.
                    const QString figures =
                        QStringLiteral("%1 (95% CI %2–%3, %4 resamples)")
                            .arg(series->barSets()[int(s)]->at(int(c)), 0, 'f', 3)
                            .arg(before[s][c]->lo, 0, 'f', 3)
                            .arg(before[s][c]->hi, 0, 'f', 3)
                            .arg(before[s][c]->resamples);
                    QVERIFY2(tip.endsWith(QStringLiteral(" · AUROC ") + figures), qPrintable(tip));
                    QVERIFY2(tip.startsWith(
                                 panel.chart(QStringLiteral("auroc"))->categoryNames()[int(c)] +
                                 (s == 0 ? QStringLiteral(" (full)") : QStringLiteral(" (core)"))),
                             qPrintable(tip));
                } else {
                    QVERIFY2(tip.contains(QStringLiteral("no 95% CI")) ||
                                 tip.contains(QStringLiteral("No figure")),
                             qPrintable(tip));
                }
            }
        }
        panel.show();
        panel.chart(QStringLiteral("auroc"))->resize(900, 500);
        screenshot(panel.chart(QStringLiteral("auroc")), QStringLiteral("esd_auroc"));
        // The chart's SVG export holds the error bars: their stroke, one path each.
        QString error;
        const QString svg = dir_.filePath(QStringLiteral("auroc.svg"));
        QVERIFY2(panel.chart(QStringLiteral("auroc"))->exportTo(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray drawing = file.readAll();
        QCOMPARE(std::size_t(drawing.count("stroke=\"#1e1e1e\"")), countDefined(before));

        // Labelling at speed: the bars follow every label, the intervals are computed once
        // labelling pauses, for the latest labels only.
        const auto &snap = session.snapshot();
        const int me = session.annotatorColumn();
        QVERIFY(me >= 0);
        std::vector<std::uint32_t> unlabelled;
        for (std::uint32_t p = 0; p < snap.pairs.size(); ++p) {
            bool othersValid = snap.labels.at(p, std::size_t(me)) == metrics::esd::kNoLabel;
            for (std::size_t a = 0; a < snap.labels.annotators && othersValid; ++a) {
                const auto l = snap.labels.at(p, a);
                othersValid = a == std::size_t(me) || l == 0 || l == 1;
            }
            if (othersValid) {
                unlabelled.push_back(p);
            }
        }
        QVERIFY(unlabelled.size() >= 2);
        ready.clear();
        for (const std::uint32_t p : unlabelled) {
            QVERIFY(session.setLabel(p, std::int8_t(1)));
            QVERIFY(panel.intervalsPending());
            QVERIFY(panel.errorBars(QStringLiteral("auroc")).isEmpty());
            QTest::qWait(50);
        }
        QVERIFY(ready.wait(kWaitMs));
        QTest::qWait(BackgroundJob::kDebounceMs + 200);
        QCOMPARE(ready.count(), 1);
        const BarIntervals after = esdExpected(
            session, report::esdIntervals(session.snapshot(), session.statistics(), {}));
        compareDrawn(panel.errorBars(QStringLiteral("auroc")), after,
                     barSeries(panel.chart(QStringLiteral("auroc"))));
        bool moved = false;
        for (std::size_t s = 0; s < after.size(); ++s) {
            for (std::size_t c = 0; c < after[s].size(); ++c) {
                moved = moved || before[s][c].has_value() != after[s][c].has_value() ||
                        (after[s][c] && !same(*before[s][c], *after[s][c]));
            }
        }
        QVERIFY(moved);
    }

    void esterModelBarsCarryTheReportsIntervals()
    {
        openDemo();
        project_->setRole("lead", db::Role::Adjudicator, "test");
        EsterSession session(*project_);
        session.setAnnotator(QStringLiteral("lead"));
        EsterStatisticsPanel panel(session);
        panel.resize(900, 700);
        QSignalSpy ready(&panel, &EsterStatisticsPanel::intervalsReady);
        QVERIFY(panel.intervalsPending());
        QVERIFY(ready.wait(kWaitMs));

        auto expected = [&session](const report::EsterIntervals &iv) {
            const auto &st = session.analysis().stats;
            // The models, then the people scored as they are (the Human bars).
            std::vector<std::size_t> models;
            for (const bool model : {true, false}) {
                for (std::size_t e = 0; e < st.evaluations.size(); ++e) {
                    if (session.snapshot().raters[st.evaluations[e].rater].model == model &&
                        st.evaluations[e].overall.n > 0) {
                        models.push_back(e);
                    }
                }
            }
            std::pair<BarIntervals, BarIntervals> out{BarIntervals(3), {}};
            for (const std::size_t e : models) {
                out.first[0].push_back(iv.overall[e].tokenF1);
                out.first[1].push_back(iv.overall[e].hit1);
                out.first[2].push_back(iv.overall[e].em);
                auto &row = out.second.emplace_back();
                for (std::size_t t = 0; t < ester::kRelations; ++t) {
                    row.push_back(iv.byType[e][t].tokenF1);
                }
            }
            return out;
        };
        const auto before =
            expected(report::esterIntervals(session.analysis(), session.snapshot(), {}));
        QVERIFY(countDefined(before.first) > 0 && countDefined(before.second) > 0);
        compareDrawn(panel.errorBars(QStringLiteral("models")), before.first,
                     barSeries(panel.modelsChart()));
        compareDrawn(panel.errorBars(QStringLiteral("types")), before.second,
                     barSeries(panel.typesChart()));
        QVERIFY(
            panel.barToolTip(QStringLiteral("models"), 0, 0).contains(QStringLiteral("95% CI")));
        panel.show();
        for (ChartView *v : {panel.modelsChart(), panel.typesChart()}) {
            panel.tabs()->setCurrentWidget(v);
            v->resize(900, 500);
            screenshot(v, v == panel.modelsChart() ? QStringLiteral("ester_models")
                                                   : QStringLiteral("ester_types"));
        }

        // An adjudicator retypes a causal question: the per-type intervals follow.
        const auto &snap = session.snapshot();
        std::size_t q = 0;
        while (q < snap.questions.size() &&
               !(snap.questions[q].hasGold && snap.questions[q].type == ester::Relation::Causal)) {
            ++q;
        }
        QVERIFY(q < snap.questions.size());
        ready.clear();
        QVERIFY(session.adjudicate(
            snap.questions[q].id,
            db::EsterAdjudication{ester::Relation::SubEvent, snap.questions[q].gold, "retyped"}));
        QVERIFY(panel.intervalsPending());
        QVERIFY(ready.wait(kWaitMs));
        const auto after =
            expected(report::esterIntervals(session.analysis(), session.snapshot(), {}));
        compareDrawn(panel.errorBars(QStringLiteral("models")), after.first,
                     barSeries(panel.modelsChart()));
        compareDrawn(panel.errorBars(QStringLiteral("types")), after.second,
                     barSeries(panel.typesChart()));
        bool moved = false;
        for (std::size_t s = 0; s < after.second.size(); ++s) {
            for (std::size_t c = 0; c < after.second[s].size(); ++c) {
                const auto &a = before.second[s][c];
                const auto &b = after.second[s][c];
                moved = moved || a.has_value() != b.has_value() || (a && !same(*a, *b));
            }
        }
        QVERIFY(moved);
    }

    void openPiPairBarsCarryTheReportsIntervals()
    {
        openDemo();
        project_->setRole("lead", db::Role::Viewer, "test");
        OpenPiSession session(*project_);
        session.setAnnotator(QStringLiteral("lead"));
        OpenPiStatisticsPanel panel(session);
        panel.setBlind(false);
        panel.resize(900, 700);
        QSignalSpy ready(&panel, &OpenPiStatisticsPanel::intervalsReady);
        QVERIFY(ready.wait(kWaitMs));
        // The per-procedure chart keeps single procedures' bars, without intervals.
        QCOMPARE(drawnErrorBars(panel.correlationChart()->chart()).size(), 0);

        auto expected = [&panel](const std::vector<report::SalienceIntervals> &iv, bool global) {
            BarIntervals out(3);
            for (const std::size_t p : panel.chartedPairs()) {
                out[0].push_back(global ? iv[p].global : iv[p].local);
                out[1].push_back(global ? iv[p].globalSpearman : iv[p].localSpearman);
                out[2].push_back(global ? iv[p].globalAlpha : iv[p].localAlpha);
            }
            return out;
        };
        auto direct = report::openPiIntervals(session.analysis(), {});
        QCOMPARE(panel.chartedPairs().size(), session.analysis().salience.size());
        const BarIntervals global = expected(direct, true);
        QVERIFY(countDefined(global) > 0);
        compareDrawn(panel.errorBars(QStringLiteral("pairs")), global,
                     barSeries(panel.pairChart()));
        QVERIFY(panel.barToolTip(QStringLiteral("pairs"), 0, 0).contains(QStringLiteral("95% CI")));
        // Alpha's bar says what it is, its value and its interval, as the correlations' do.
        const auto &alpha =
            session.analysis().salience[panel.chartedPairs()[0]].agreement.globalAlpha;
        QVERIFY(alpha.defined() && direct[panel.chartedPairs()[0]].globalAlpha);
        const QString alphaTip = panel.barToolTip(QStringLiteral("pairs"), 2, 0);
        QVERIFY2(alphaTip.contains(QStringLiteral("Krippendorff's α")) &&
                     alphaTip.contains(figureText(*alpha.value)) &&
                     alphaTip.contains(QStringLiteral("95% CI")),
                 qPrintable(alphaTip));
        panel.show();
        panel.tabs()->setCurrentWidget(panel.pairChart());
        panel.pairChart()->resize(900, 500);
        screenshot(panel.pairChart(), QStringLiteral("openpi_pairs_global"));

        // Local salience: the same data's other intervals, drawn at once.
        ready.clear();
        panel.scope()->setCurrentIndex(1);
        QVERIFY(!panel.intervalsPending());
        compareDrawn(panel.errorBars(QStringLiteral("pairs")), expected(direct, false),
                     barSeries(panel.pairChart()));
        QCOMPARE(ready.count(), 0);
        screenshot(panel.pairChart(), QStringLiteral("openpi_pairs_local"));
        // Blind, a viewer sees the models' pairs only.
        panel.setBlind(true);
        QVERIFY(panel.chartedPairs().size() < session.analysis().salience.size());
        compareDrawn(panel.errorBars(QStringLiteral("pairs")), expected(direct, false),
                     barSeries(panel.pairChart()));
        panel.setBlind(false);
        panel.scope()->setCurrentIndex(0);

        // A new rating moves the correlations and their intervals.
        session.setAnnotator(QStringLiteral("ann_a"));
        const auto &snap = session.snapshot();
        const int me = session.myRater();
        QVERIFY(me >= 0);
        std::optional<std::uint32_t> entity;
        for (std::uint32_t e = 0; e < snap.entities.size() && !entity; ++e) {
            if (session.rating(me, e, 0)) {
                entity = e;
            }
        }
        QVERIFY(entity);
        const int old = *session.rating(me, *entity, 0);
        QVERIFY(session.setSalience(*entity, 0, old == 1 ? 5 : 1));
        QVERIFY(panel.intervalsPending());
        QVERIFY(ready.wait(kWaitMs));
        const BarIntervals after = expected(report::openPiIntervals(session.analysis(), {}), true);
        compareDrawn(panel.errorBars(QStringLiteral("pairs")), after, barSeries(panel.pairChart()));
        bool moved = false;
        for (std::size_t s = 0; s < after.size(); ++s) {
            for (std::size_t c = 0; c < after[s].size(); ++c) {
                moved = moved || global[s][c].has_value() != after[s][c].has_value() ||
                        (after[s][c] && !same(*global[s][c], *after[s][c]));
            }
        }
        QVERIFY(moved);
    }

    // A panel (and its session) destroyed while its intervals are being computed: the
    // computation stops on its own copies and nothing touches the dead panel.
    void destroyingPanelsMidComputationIsSafe()
    {
        const QString path = dir_.filePath(QStringLiteral("big.eventscope"));
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::EsdStore(*project_).import(db::parseEsdJsonLines(generatedEsd(20000), "big.jsonl"),
                                       "loader");
        for (int round = 0; round < 2; ++round) {
            auto session = std::make_unique<EsdSession>(*project_);
            auto panel = std::make_unique<EsdStatisticsPanel>(*session);
            auto *job = panel->findChild<BackgroundJob *>();
            QVERIFY(job);
            QTRY_VERIFY(job->running());
            if (round == 0) {
                panel.reset();
                session.reset();
            } else {
                session.reset(); // the panel goes second, still computing
                QVERIFY(job->running());
                panel.reset();
            }
        }
        BackgroundJob::waitForAll();
        QCoreApplication::processEvents();
        QTest::qWait(50);
    }
};

QTEST_MAIN(TestErrorBars)
#include "tst_error_bars.moc"
