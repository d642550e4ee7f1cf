#pragma once
// Error analysis of one ESD model: its pairs ranked by score against the final gold, the
// threshold that turns scores into predictions, and the false positives and negatives
// at it, filtered by outcome, annotator, goal and agreement and kept as saved views.

#include "metrics/model_ranking.h"
#include "metrics/ranking.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QWidget>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QTableView;
class QTimer;

namespace es::db {
class Project;
struct EsdSnapshot;
} // namespace es::db

namespace es::widgets {

class EsdSession;
class SavedViewsBar;

using metrics::Confusion;
using metrics::ModelRanking;
using metrics::PairOutcome;

struct ModelErrorFilter
{
    enum class Outcome { All, Errors, FalsePositives, FalseNegatives };
    enum class Agreement { All, Unanimous, Split };

    Outcome outcome = Outcome::All;
    int annotator = -1; // column in the label table; -1 for any
    QString goalContains;
    Agreement agreement = Agreement::All;
};

// The ranked pairs that pass the filter, one row each: no proxy, rows are an index
// vector into the ranking so a million pairs cost four bytes a row.
class ModelErrorsModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    enum Column {
        RankColumn,
        ScoreColumn,
        GoldColumn,
        OutcomeColumn,
        GoalColumn,
        StepColumn,
        FirstAnnotatorColumn
    };
    enum Role { PairRole = Qt::UserRole + 1, OutcomeRole };

    explicit ModelErrorsModel(EsdSession &session, QObject *parent = nullptr);

    // After the snapshot or its gold changed, or for another model: the ranking is
    // rebuilt and filtered in one pass.
    void rebuild(std::size_t model, ModelErrorFilter filter);
    // After labels or decisions changed: the same scores under a new gold.
    void regold(ModelErrorFilter filter);
    void setThreshold(double threshold);
    void setFilter(ModelErrorFilter filter);

    const ModelRanking &ranking() const { return ranking_; }
    double threshold() const { return threshold_; }
    std::uint32_t pairAt(int row) const;
    // The row showing the pair, or -1 when it is filtered out.
    int rowOf(std::uint32_t pair) const;
    PairOutcome outcomeOf(std::uint32_t pair) const;
    std::vector<std::uint32_t> visiblePairs() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    // Recomputes the rows; a reset only when they changed, so a threshold that moves no
    // pair across a filter keeps the selection and scroll position.
    void refilter(bool reset);
    bool accepted(std::uint32_t pair, const std::vector<char> &goalMatches) const;

    EsdSession &session_;
    ModelRanking ranking_;
    double threshold_ = 0.0;
    ModelErrorFilter filter_;
    std::vector<std::uint32_t> rows_; // positions in ranking_.ranked()
    int columns_ = FirstAnnotatorColumn + 1;
};

class ModelErrorsView : public QWidget
{
    Q_OBJECT

  public:
    ModelErrorsView(EsdSession &session, db::Project &project, std::size_t modelIndex,
                    QWidget *parent = nullptr);

    // Shows the model in the one error-analysis window of the session, creating the
    // window when there is none. `created` tells the caller whether to connect
    // pairActivated (only a new view needs it).
    static ModelErrorsView *open(EsdSession &session, db::Project &project, std::size_t modelIndex,
                                 QWidget *parent, bool *created = nullptr);

    std::size_t modelIndex() const { return model_; }
    void setModelIndex(std::size_t modelIndex);
    double threshold() const { return table_->threshold(); }
    void setThreshold(double threshold);
    // The Youden threshold, which is also where a model starts.
    void useBestThreshold();
    Confusion confusion() const { return table_->ranking().at(table_->threshold()); }

    // The filters as a saved view stores them (model by name and setting, threshold).
    QJsonObject filters() const;
    void applyFilters(const QJsonObject &filters);

    ModelErrorsModel *tableModel() const { return table_; }
    SavedViewsBar *savedViews() const { return views_; }

  signals:
    void pairActivated(std::uint32_t pair);

  private:
    // The constructor's parts: the filters, the threshold row, the pairs' table, the wiring.
    QGridLayout *buildFilters();
    QHBoxLayout *buildThresholdRow();
    void buildTable();
    void connectControls();
    void refresh();
    void fillModelChoices();
    void fillAnnotatorChoices();
    void showModel();
    void showThreshold();
    void filtersChanged();
    ModelErrorFilter currentFilter() const;
    void selectPair(std::optional<std::uint32_t> pair);
    void sizeColumns();

    EsdSession &session_;
    std::size_t model_ = 0;
    bool followsBest_ = true; // the threshold moves with the gold until someone sets it
    bool orderStale_ = false; // pairs or scores changed, not only the gold
    ModelErrorsModel *table_;
    QLabel *header_;
    QComboBox *models_;
    QComboBox *outcome_;
    QComboBox *annotator_;
    QLineEdit *goal_;
    QComboBox *agreement_;
    QSlider *slider_;
    QDoubleSpinBox *spin_;
    QPushButton *best_;
    QLabel *rule_;
    QLabel *counts_;
    SavedViewsBar *views_;
    QTableView *view_;
    QLabel *shown_;
    QTimer *goalTyping_;
    int sizedColumns_ = -1; // column widths are set once per column count, then left to people
};

} // namespace es::widgets
