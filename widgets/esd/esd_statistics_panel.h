#pragma once
// The live statistics dock for ESD: counts, the signed-in annotator's progress,
// agreement, and AUROC, ROC and model-size charts; recomputed on every label. The AUROC
// bars carry bootstrap 95% intervals, computed in the background once labelling pauses.

#include "report/confidence.h"
#include "widgets/common/background_job.h"
#include "widgets/common/error_bars.h"

#include <QWidget>
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTabWidget;
class QChart;

namespace es::widgets {

class EsdSession;
class ChartView;
class CohenKappaModel;

class EsdStatisticsPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit EsdStatisticsPanel(EsdSession &session, QWidget *parent = nullptr);

    // For tests and exports: the charts by name ("auroc", "roc", "size").
    ChartView *chart(const QString &name) const;
    QString fleissText() const;
    // The agreement figures as shown, by name ("fleiss", "gwet", "human": the rater groups'
    // mean individual accuracy), and their tooltips.
    QString agreementText(const QString &figure) const;
    QString agreementToolTip(const QString &figure) const;
    // Working blind, no one's disagreements can be listed.
    void setBlind(bool blind);

    // The error bars drawn on a chart ("auroc": [set][category] as its bar series) and a
    // bar's tooltip (value and interval).
    QList<DrawnErrorBar> errorBars(const QString &chart) const;
    QString barToolTip(const QString &chart, int set, int category) const;
    // The intervals of the figures shown are not in yet.
    bool intervalsPending() const;

  public slots:
    void refresh();

  signals:
    // A click on a model's AUROC bar or ROC curve; the index is into the snapshot's models.
    void modelRequested(std::size_t modelIndex);
    // "Show disagreeing pairs": the pairs behind the agreement figures.
    void disagreementsRequested();
    // The intervals of the figures shown are drawn (or failed to compute).
    void intervalsReady();

  private:
    BackgroundJob::Work prepareIntervals();
    void applyIntervals(const report::EsdIntervals &intervals,
                        const metrics::BootstrapOptions &options);
    void rebuildAurocChart();
    void rebuildRocChart();
    void rebuildSizeChart();
    // The ROC and size charts are rebuilt when shown, not behind their tab on every label
    // (eight curves of up to 512 points cost a key press about 5 ms at a million pairs).
    void rebuildStale(const ChartView *view);
    void showToolTip(const QString &text);
    QString sizeToolTip(const QString &line, const QPointF &at) const;

  public:
    // What hovering a model's ROC curve shows: its name, AUROC and interval.
    QString rocToolTip(std::size_t statistic) const;

  private:
    EsdSession &session_;
    QLabel *counts_;
    QProgressBar *progress_;
    QLabel *fleiss_;
    QLabel *gwet_;
    QPushButton *disagreements_;
    QLabel *percent_;
    QLabel *alpha_;
    QLabel *baseline_;
    QLabel *humanTitle_;
    QLabel *human_;
    QTableView *cohen_;
    CohenKappaModel *cohenModel_;
    QTabWidget *tabs_;
    bool rocStale_ = false;
    bool sizeStale_ = false;
    ChartView *auroc_;
    ChartView *roc_;
    ChartView *size_;
    ErrorBarChart *aurocBars_;
    // Per AUROC bar [set][category]: its index into statistics().models, or SIZE_MAX.
    PerBar<std::size_t> aurocStatistic_;
    BackgroundJob *intervals_;
    // The AUROC intervals of the figures shown (parallel to statistics().models), once in.
    std::optional<std::vector<std::optional<metrics::Interval>>> aurocIntervals_;
    metrics::BootstrapOptions intervalOptions_ = guiBootstrapOptions();
};

} // namespace es::widgets
