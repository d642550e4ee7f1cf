#pragma once
// Live OpenPI figures beside the workbench: salience agreement of every pair of raters,
// per-procedure correlation bars (the paper's Figure 3), each rater's salience
// histogram and cluster precision / recall / F1, and each pair's mean correlations with
// their bootstrap 95% intervals (computed in the background once rating pauses); the
// models' predicted schemata (Table 3), people's error analyses of them (Table 5) and the
// share of generated paraphrases judged correct. Clicking a bar asks the workbench for the
// procedures behind it.

#include "db/openpi/openpi_format.h"
#include "metrics/coreference.h"
#include "report/confidence.h"
#include "widgets/common/background_job.h"
#include "widgets/common/error_bars.h"
#include "widgets/openpi/schema_marks.h"

#include <QWidget>
#include <functional>
#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;

namespace es::widgets {

class ChartView;
class OpenPiSession;
class StateAgreementModel;

class OpenPiStatisticsPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit OpenPiStatisticsPanel(OpenPiSession &session, QWidget *parent = nullptr);

    ChartView *correlationChart() const { return correlations_; }
    ChartView *histogramChart() const { return histogram_; }
    ChartView *clusterChart() const { return clusters_; }
    // Each visible clustering's MUC, B-cubed and CEAF-e F1 (bar sets in that order) with
    // intervals; a click lists the procedures behind the bar, lowest F1 first.
    ChartView *coreferenceChart() const { return coreference_; }
    // The States tab: every visible pair's agreement on state changes (the table) and its
    // F1 and exact match (bar sets in that order) with intervals; a click lists the pair's
    // procedures, lowest F1 first.
    QTableView *stateTable() const { return stateTable_; }
    StateAgreementModel *stateModel() const { return stateModel_; }
    ChartView *stateChart() const { return states_; }
    // Every visible pair of raters: mean Pearson's r and Spearman's rho over the
    // procedures and Krippendorff's interval alpha pooled over them, with intervals; a
    // click on alpha's bar lists the pair's procedures, lowest alpha first.
    ChartView *pairChart() const { return pairs_; }
    QLabel *summary() const { return summary_; }
    QTabWidget *tabs() const { return tabs_; }
    QComboBox *scope() const { return scope_; }
    // Table 3: each model's entity and attribute F1, global and local (bar sets in that
    // order), without or with expansion as the session's choice (the check box) says.
    ChartView *schemataChart() const { return schemata_; }
    QCheckBox *schemaExpansion() const { return schemaExpansion_; }
    // Table 5: each (model, person)'s shares correct, no change and nonsense of the
    // labelled pairs.
    ChartView *schemaErrorChart() const { return errors_; }
    // Each person's share of generated entity and attribute paraphrases judged correct.
    ChartView *expansionChart() const { return expansions_; }
    // The tooltip of a bar of the "schemata", "errors" or "expansions" chart.
    QString schemaToolTip(const QString &chart, int set, int category) const;
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
    // A pair's alpha bar: the pair's procedures, lowest alpha (global or local) first.
    void alphaRequested(int a, int b, bool global);
    // A histogram bar: the procedures where `rater` gave `value` (globally or locally).
    void ratingRequested(int rater, int value, bool global);
    // A cluster bar: the procedures where the rater's clusters differ from gold.
    void clusterMissesRequested(int rater, db::OpenPiClusterKind kind);
    // A coreference bar: the rater's procedures of that kind, lowest F1 of `measure` first.
    void coreferenceRequested(int rater, es::db::OpenPiClusterKind kind,
                              es::metrics::coreference::Measure measure);
    // A States bar: the procedures both of (a, b) wrote states of (a = -1: the gold),
    // lowest F1 first.
    void statesRequested(int a, int b);
    // A Table 3 bar: the model's procedures, worst first by that figure.
    void schemataRequested(const QString &model, es::widgets::SchemaMeasure measure);
    // A Table 5 bar: the model's schemata as the person analysed them.
    void schemaErrorsRequested(const QString &model, const QString &person);
    // An expansion bar: the person's judgements of that kind of paraphrase.
    void expansionsRequested(const QString &person, es::db::OpenPiClusterKind kind);

  private:
    // Everything anew; an edit redraws only the figures it moved, and charts whose bars
    // stand for the same things take new heights in place.
    void recompute();
    void followEdit();
    void refreshSummary();
    void rebuildCorrelationChart();
    void rebuildHistogramChart();
    void rebuildClusterChart();
    void rebuildPairChart();
    // The clusterings as coreference (openpi_coreference_chart.cpp).
    void rebuildCoreferenceChart();
    void showCoreferenceIntervals();
    QString raterName(std::uint32_t rater) const;
    // The States tab (openpi_states_chart.cpp).
    void addStatesTab();
    void rebuildStateAgreement();
    void showStateIntervals();
    QString stateRaterName(int rater) const;
    // Tables 3 and 5 and the expansions' chart (openpi_schema_charts.cpp).
    void rebuildSchemaCharts();
    void rebuildSchemataChart();
    void rebuildErrorChart();
    void rebuildExpansionChart();
    bool visible(std::uint32_t rater) const;
    void showPairIntervals();
    BackgroundJob::Work prepareIntervals();

    OpenPiSession &session_;
    bool blind_ = true;
    QLabel *summary_;
    QComboBox *scope_;
    QTabWidget *tabs_;
    ChartView *correlations_;
    ChartView *histogram_;
    ChartView *clusters_;
    ChartView *coreference_;
    ErrorBarChart *coreferenceBars_;
    std::vector<std::size_t> chartedClusters_; // indices into OpenPiAnalysis::clusters
    ChartView *pairs_;
    QTableView *stateTable_;
    StateAgreementModel *stateModel_;
    ChartView *states_;
    ErrorBarChart *stateBars_;
    std::vector<std::size_t> chartedStates_; // indices into OpenPiAnalysis::stateAgreement
    ChartView *schemata_;
    QCheckBox *schemaExpansion_;
    ChartView *errors_;
    ChartView *expansions_;
    std::map<QString, std::function<QString(int, int)>> schemaToolTips_;
    ErrorBarChart *pairBars_;
    std::vector<std::size_t> chartedPairs_;
    // The per-procedure chart's correlations [pair][procedure], which its tooltips read.
    std::vector<std::vector<std::optional<double>>> correlationValues_;
    BackgroundJob *intervals_;
    // The latest intervals, parallel to OpenPiAnalysis::salience, and the generation of
    // the data they were computed from: switching scope or blindness redraws them at once.
    std::optional<std::vector<report::SalienceIntervals>> salienceIntervals_;
    std::optional<std::vector<report::ClusterIntervals>> clusterIntervals_; // parallel to clusters
    std::optional<std::vector<report::StateAgreementIntervals>> stateIntervals_;
    std::uint64_t intervalsGeneration_ = 0;
    metrics::BootstrapOptions intervalOptions_;
};

} // namespace es::widgets
