#pragma once
// ESD annotator quality: each annotator's agreement with gold in the order they labelled
// (drift), Cohen's kappa between every two annotators as a heat map, and per annotator
// the labels given and the accuracy against the others' majority.

#include "metrics/annotator_quality.h"
#include "widgets/esd/esd_session.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointF>
#include <QWidget>
#include <cstdint>
#include <functional>
#include <vector>

class QChart;
class QLabel;
class QSpinBox;
class QTableView;
class QValueAxis;

namespace es::widgets {

class AnnotatorSummaryModel;
class ChartView;

// Annotator x annotator Cohen's kappa over the kept pairs, each cell coloured on a
// diverging scale (-1 red, 0 white, 1 blue). Empty while hidden (blind work), so nothing
// of the others' agreement reaches a view, a tooltip or an accessibility tool.
class KappaHeatMapModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    explicit KappaHeatMapModel(EsdSession &session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    // Qt::UserRole: the kappa as a double (invalid on the diagonal and where undefined).
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setHidden(bool hidden);
    void refresh();

    // The cell colour of a kappa: white at 0, towards red at -1 and blue at 1.
    static QColor colour(double kappa);

  private:
    EsdSession &session_;
    int size_ = 0;
    bool hidden_ = false;
};

class AnnotatorQualityView : public QWidget
{
    Q_OBJECT

  public:
    // Per annotator column of the session's snapshot, the pairs in the order they were
    // labelled (db::EsdStore::labellingOrder); a function, so the view never holds a store.
    using LabellingOrder = std::function<const std::vector<std::vector<std::uint32_t>> &()>;

    // Per annotator column, their pace (EsdSession::paces); null when it cannot be read now.
    using Paces = std::function<const std::vector<EsdSession::Pace> *()>;

    AnnotatorQualityView(EsdSession &session, LabellingOrder labellingOrder, Paces paces = {},
                         QWidget *parent = nullptr);

    // Blind (annotators): only the signed-in annotator's own drift and figures.
    void setBlind(bool blind);
    bool blind() const { return blind_; }

    // 0 chooses the window from the data (metrics::driftWindow).
    void setWindow(int window);
    // The window the drift lines use now.
    std::size_t effectiveWindow() const { return effectiveWindow_; }

    // For tests and exports.
    ChartView *driftChart() const { return drift_; }
    // Annotators with a drift line, in the order of the snapshot's columns.
    QStringList driftAnnotators() const;
    // The points of that annotator's line (x labels given, y agreement); empty when none.
    QList<QPointF> driftPoints(const QString &annotator) const;
    KappaHeatMapModel *heatMapModel() const { return heatModel_; }
    QTableView *heatMapView() const { return heat_; }
    AnnotatorSummaryModel *summaryModel() const { return summaryModel_; }
    QString noteText() const;

  public slots:
    void refresh();
    // Its dock's tab was chosen: the figures it skipped while out of sight are made now.
    void cameIntoSight();

  protected:
    void showEvent(QShowEvent *event) override;

  private:
    bool inSight() const;
    void statisticsChanged();
    void rebuildDrift();
    // rebuildDrift's parts: whose lines, the axes of a chart built anew, a line and its
    // tooltips, and the note under the chart.
    std::vector<std::size_t> driftColumns() const;
    QValueAxis *newDriftAxes(QChart *chart);
    void addDriftLine(QChart *chart, QValueAxis *x, std::size_t i, std::size_t column,
                      const QString &name, const QList<QPointF> &pts);
    void showDriftToolTip(std::size_t i, const QPointF &at, bool state);
    void showDriftNote(bool noLines, std::size_t points, bool onlyDecisions);
    void rebuildSummary();

    EsdSession &session_;
    LabellingOrder labellingOrder_;
    Paces paces_;
    bool blind_ = true;
    // A view out of sight (hidden, or its dock behind another's tab) skips the drift's pass
    // over every label on every key press and catches up when it comes into sight.
    bool stale_ = false;
    std::size_t effectiveWindow_ = 0;
    std::vector<QString> driftNames_;
    std::vector<QList<QPointF>> driftPoints_;
    std::vector<std::vector<metrics::DriftPoint>> driftBlocks_; // per line, for its tooltips

    QSpinBox *window_;
    ChartView *drift_;
    QLabel *driftNote_;
    QWidget *heatBox_;
    QTableView *heat_;
    KappaHeatMapModel *heatModel_;
    QLabel *blindNote_;
    QTableView *summary_;
    AnnotatorSummaryModel *summaryModel_;
};

} // namespace es::widgets
