#pragma once
// Live ESTER figures beside the workbench: counts, agreement, and charts of models and
// people x metrics, per relation type, the type confusion heat map, answers per question
// by type, and the writers' validation (WriterFigures). Clicking a bar asks the workbench
// to list the questions behind it. The models' and people's bars carry bootstrap 95%
// intervals, computed in the background once editing pauses.

#include "metrics/ester.h"
#include "report/confidence.h"
#include "widgets/common/background_job.h"
#include "widgets/common/error_bars.h"

#include <QWidget>

#include <optional>

class QChart;
class QComboBox;
class QLabel;
class QTableView;
class QTabWidget;

namespace es::db {
struct EsterSnapshot;
} // namespace es::db

namespace es::widgets {

class ChartView;
class ConfusionModel;
class SeedsModel;
class EsterSession;
class WriterFigures;

class EsterStatisticsPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit EsterStatisticsPanel(EsterSession &session, QWidget *parent = nullptr);

    ChartView *modelsChart() const { return models_; }
    ChartView *typesChart() const { return types_; }
    ChartView *answersChart() const { return answers_; }
    QTableView *confusion() const { return confusion_; }
    // Which type confusion the heat map shows: each person's types (counts) or the
    // questions' types against their typers' majority (share of the row).
    QComboBox *confusionMode() const { return confusionMode_; }
    QTableView *seeds() const { return seeds_; }
    QLabel *summary() const { return summary_; }
    QTabWidget *tabs() const { return tabs_; }
    WriterFigures *writerFigures() const { return writerFigures_; }
    // The type confusion heat map as a PNG image.
    bool exportConfusion(const QString &path) const;

    // The error bars drawn on a chart ("models" or "types": [set][category] as its bar
    // series) and a bar's tooltip (value and interval).
    QList<DrawnErrorBar> errorBars(const QString &chart) const;
    QString barToolTip(const QString &chart, int set, int category) const;
    // The intervals of the figures shown are not in yet.
    bool intervalsPending() const;

  signals:
    // The intervals of the figures shown are drawn (or failed to compute).
    void intervalsReady();
    // A bar of a model (empty type: all types) or of a relation type was clicked.
    void modelMissesRequested(const QString &model, std::optional<metrics::ester::Relation> type);
    void typeRequested(metrics::ester::Relation type);
    // The same model bars, and people's, for the drill-down into that rater's questions
    // of the type.
    void typeErrorsRequested(const QString &rater, std::optional<metrics::ester::Relation> type);
    // A writer's bar or row was clicked: their questions.
    void writerRequested(const QString &writer);

  private:
    void recompute();
    // recompute's parts: the summary lines, the raters charted, each chart and the heat map.
    void showSummary(const db::EsterSnapshot &snap, const metrics::ester::Statistics &st);
    // The models, then the people, scored against gold; sets chartedEvaluations_.
    std::vector<const metrics::ester::RaterEvaluation *>
    chartedRaters(const db::EsterSnapshot &snap, const metrics::ester::Statistics &st);
    void fillModelsChart(const db::EsterSnapshot &snap,
                         const std::vector<const metrics::ester::RaterEvaluation *> &models);
    void fillTypesChart(const db::EsterSnapshot &snap,
                        const std::vector<const metrics::ester::RaterEvaluation *> &models,
                        const QStringList &typeNames, const QStringList &typeAbbreviations);
    void fillTypeCountsChart(const metrics::ester::Statistics &st, const QStringList &typeNames,
                             const QStringList &typeAbbreviations);
    void fillAnswersChart(const db::EsterSnapshot &snap, const metrics::ester::Statistics &st,
                          const QStringList &typeNames, const QStringList &typeAbbreviations);
    void fillConfusion(const db::EsterSnapshot &snap, const metrics::ester::Statistics &st,
                       const QStringList &typeNames);
    // The questions' types against their typers' majority, by row (the paper's Figure 4).
    void fillMajorityConfusion(const metrics::ester::Statistics &st, const QStringList &typeNames);
    // The heat map's table and what a click or right-click on it does.
    void buildConfusion();
    void buildSeeds();
    // A bar's name: a model with its split, a person as "Human (name)".
    QString raterTitle(const db::EsterSnapshot &snap,
                       const metrics::ester::RaterEvaluation *ev) const;
    void requestRater(const QString &rater, bool model,
                      std::optional<metrics::ester::Relation> type);
    ErrorBarChart *bars(const QString &chart) const;
    BackgroundJob::Work prepareIntervals();
    void applyIntervals(const report::EsterIntervals &intervals,
                        const metrics::BootstrapOptions &options);

    EsterSession &session_;
    QLabel *summary_;
    QTabWidget *tabs_;
    ChartView *models_;
    ChartView *types_;
    ChartView *answers_;
    QTableView *confusion_;
    QWidget *confusionPage_;
    QComboBox *confusionMode_;
    ConfusionModel *confusionModel_;
    ErrorBarChart *modelBars_;
    ErrorBarChart *typeBars_;
    WriterFigures *writerFigures_;
    QTableView *seeds_; // models over their seeds
    SeedsModel *seedsModel_;
    // The evaluations (indices into Statistics::evaluations) of the models and people
    // charted: the categories of the models chart, the sets of the types chart.
    std::vector<std::size_t> chartedEvaluations_;
    // What the answers chart's bars stand for, as its tooltips read them.
    QStringList answerNames_;
    std::vector<std::vector<std::optional<double>>> answerMeans_;
    // The answers' micro-F1's interval, once computed for the figures shown.
    std::optional<metrics::Interval> microF1Interval_;
    BackgroundJob *intervals_;
};

// A relation type short enough that five fit side by side under a chart in a narrow panel
// ("Cause", "Cond", "Cfact", "Sub", "Coref"), translated.
QString relationAbbreviation(metrics::ester::Relation type);

} // namespace es::widgets
