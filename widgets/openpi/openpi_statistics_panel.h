#pragma once
// Live OpenPI figures beside the workbench: salience agreement of every pair of raters,
// per-procedure correlation bars (the paper's Figure 3), each rater's salience
// histogram and cluster precision / recall / F1. Clicking a bar asks the workbench for
// the procedures behind it.

#include "db/openpi_format.h"

#include <QWidget>

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
    QLabel *summary() const { return summary_; }
    QTabWidget *tabs() const { return tabs_; }
    QComboBox *scope() const { return scope_; }
    void setBlind(bool blind);

  signals:
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

    OpenPiSession &session_;
    bool blind_ = true;
    QLabel *summary_;
    QComboBox *scope_;
    QTabWidget *tabs_;
    ChartView *correlations_;
    ChartView *histogram_;
    ChartView *clusters_;
};

} // namespace es::widgets
