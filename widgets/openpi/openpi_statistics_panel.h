#pragma once
// Live OpenPI figures beside the workbench: salience agreement of every pair of raters,
// per-procedure correlation bars (the paper's Figure 3), each rater's salience
// histogram and cluster precision / recall / F1, and each pair's mean correlations with
// their bootstrap 95% intervals (computed in the background once rating pauses).
// Clicking a bar asks the workbench for the procedures behind it.

#include "db/openpi/openpi_format.h"
#include "report/confidence.h"
#include "widgets/common/error_bars.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QTabWidget;

namespace es::widgets {

class ChartView;
class OpenPiSession;

class OpenPiStatisticsPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit OpenPiStatisticsPanel(OpenPiSession &session, QWidget *parent = nullptr);

    ChartView *correlationChart() const { return correlations_; }
    ChartView *histogramChart() const { return histogram_; }
    ChartView *clusterChart() const { return clusters_; }
    // Every visible pair of raters: mean Pearson's r and Spearman's rho over the
    // procedures, with intervals (no click: a pair's bars stand for all its procedures).
    ChartView *pairChart() const { return pairs_; }
    QLabel *summary() const { return summary_; }
    QTabWidget *tabs() const { return tabs_; }
    QComboBox *scope() const { return scope_; }
    void setBlind(bool blind);

    // The error bars drawn on a chart ("pairs": [set][category] as its bar series) and a
    // bar's tooltip (value and interval).
    QList<DrawnErrorBar> errorBars(const QString &chart) const;
    QString barToolTip(const QString &chart, int set, int category) const;
    // The indices into OpenPiAnalysis::salience of the pair chart's categories.
    const std::vector<std::size_t> &chartedPairs() const { return chartedPairs_; }
    // The intervals of the figures shown are not in yet.
    bool intervalsPending() const;

  signals:
    // The intervals of the figures shown are drawn (or failed to compute).
    void intervalsReady();
    // A procedure's bar of the pair (a, b) was clicked.
    void compareRequested(std::uint32_t procedure, int a, int b);
    // The same bar, for the drill-down into the procedure's salience table.
    void procedureRequested(std::uint32_t procedure);
    // A histogram bar: the procedures where `rater` gave `value` (globally or locally).
    void ratingRequested(int rater, int value, bool global);
    // A cluster bar: the procedures where the rater's clusters differ from gold.
    void clusterMissesRequested(int rater, db::OpenPiClusterKind kind);

  private:
    void recompute();
    void rebuildPairChart();
    void showPairIntervals();
    DebouncedJob::Work prepareIntervals();

    OpenPiSession &session_;
    bool blind_ = true;
    QLabel *summary_;
    QComboBox *scope_;
    QTabWidget *tabs_;
    ChartView *correlations_;
    ChartView *histogram_;
    ChartView *clusters_;
    ChartView *pairs_;
    ErrorBarChart *pairBars_;
    std::vector<std::size_t> chartedPairs_;
    DebouncedJob *intervals_;
    // The latest intervals, parallel to OpenPiAnalysis::salience, and the generation of
    // the data they were computed from: switching scope or blindness redraws them at once.
    std::optional<std::vector<report::SalienceIntervals>> salienceIntervals_;
    std::uint64_t intervalsGeneration_ = 0;
    metrics::BootstrapOptions intervalOptions_;
};

} // namespace es::widgets
