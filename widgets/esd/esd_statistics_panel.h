#pragma once
// The live statistics dock for ESD: counts, the signed-in annotator's progress,
// agreement, and AUROC, ROC and model-size charts; recomputed on every label.

#include <QWidget>

#include <cstddef>

class QLabel;
class QProgressBar;
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

  public slots:
    void refresh();

  signals:
    // A click on a model's AUROC bar or ROC curve; the index is into the snapshot's models.
    void modelRequested(std::size_t modelIndex);

  private:
    void rebuildAurocChart();
    void rebuildRocChart();
    void rebuildSizeChart();

    EsdSession &session_;
    QLabel *counts_;
    QProgressBar *progress_;
    QLabel *fleiss_;
    QLabel *percent_;
    QLabel *alpha_;
    QLabel *baseline_;
    QTableView *cohen_;
    CohenKappaModel *cohenModel_;
    QTabWidget *tabs_;
    ChartView *auroc_;
    ChartView *roc_;
    ChartView *size_;
};

} // namespace es::widgets
