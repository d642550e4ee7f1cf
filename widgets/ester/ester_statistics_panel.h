#pragma once
// Live ESTER figures beside the workbench: counts, agreement, and four charts (models x
// metrics, per relation type, the type confusion heat map, answers per question by
// type). Clicking a bar asks the workbench to list the questions behind it.

#include "metrics/ester.h"

#include <QWidget>

#include <optional>

class QChart;
class QLabel;
class QTableWidget;
class QTabWidget;

namespace es::widgets {

class ChartView;
class EsterSession;

class EsterStatisticsPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit EsterStatisticsPanel(EsterSession &session, QWidget *parent = nullptr);

    ChartView *modelsChart() const { return models_; }
    ChartView *typesChart() const { return types_; }
    ChartView *answersChart() const { return answers_; }
    QTableWidget *confusion() const { return confusion_; }
    QLabel *summary() const { return summary_; }
    QTabWidget *tabs() const { return tabs_; }
    // The type confusion heat map as a PNG image.
    bool exportConfusion(const QString &path) const;

  signals:
    // A bar of a model (empty type: all types) or of a relation type was clicked.
    void modelMissesRequested(const QString &model, std::optional<metrics::ester::Relation> type);
    void typeRequested(metrics::ester::Relation type);
    // The same model bars, for the drill-down into that rater's questions of the type.
    void typeErrorsRequested(const QString &rater, std::optional<metrics::ester::Relation> type);

  private:
    void recompute();

    EsterSession &session_;
    QLabel *summary_;
    QTabWidget *tabs_;
    ChartView *models_;
    ChartView *types_;
    ChartView *answers_;
    QTableWidget *confusion_;
};

} // namespace es::widgets
