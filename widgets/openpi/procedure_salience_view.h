#pragma once
// The drill-down behind a per-procedure correlation bar: every (entity, global or step)
// salience rating of one procedure side by side per rater, with the spread between the
// people, and the procedure's Pearson r of each pair, so a low r can be traced to the
// ratings that make it.

#include <QJsonObject>
#include <QSet>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QMenu;
class QPushButton;
class QSplitter;
class QTableView;

namespace es::db {
class Project;
}

namespace es::widgets {

class OpenPiSession;
class RaterCorrelationModel;
class SalienceTableModel;
class SavedViewsBar;

class ProcedureSalienceView : public QWidget
{
    Q_OBJECT

  public:
    ProcedureSalienceView(OpenPiSession &session, db::Project &project, QWidget *parent = nullptr);
    ~ProcedureSalienceView() override;

    // Shows the view in one non-modal dialog, reused by every later call, on the
    // procedure (an index of the session's snapshot). The dialog keeps its blind setting
    // between calls; it starts blind.
    static ProcedureSalienceView *open(OpenPiSession &session, db::Project &project,
                                       std::uint32_t procedure, QWidget *parent);

    void setProcedure(std::uint32_t procedure);
    std::optional<std::uint32_t> procedure() const;
    // Blind: only the signed-in person's and the models' ratings; no adjudicated gold.
    void setBlind(bool blind);
    bool blind() const { return blind_; }

    enum class Scope { Both, Global, Local };
    void setScope(Scope scope);
    // Hides or shows one rater's column ("person:NAME", "model:NAME" or "gold").
    void setRaterShown(const QString &key, bool shown);
    static QString raterKey(const std::string &name, bool model, bool gold);

    // The filters as a saved view stores them, and back.
    QJsonObject filters() const;
    void applyFilters(const QJsonObject &filters);

    // Rater indices of the snapshot, one per rating column, in column order (the
    // columns before them are entity and target, the one after them the spread).
    const std::vector<std::uint32_t> &columnRaters() const { return columns_; }
    // Raters whose ratings can be shown at all (blind mode leaves out other people).
    std::vector<std::uint32_t> visibleRaters() const;

    // For tests and screenshots.
    QComboBox *procedureBox() const { return procedureBox_; }
    QComboBox *scopeBox() const { return scope_; }
    QCheckBox *showModelsBox() const { return showModels_; }
    QCheckBox *disagreementsBox() const { return disagreements_; }
    QPushButton *ratersButton() const { return raters_; }
    QTableView *table() const { return table_; }
    QAbstractItemModel *model() const;
    QTableView *correlations() const { return correlations_; }
    RaterCorrelationModel *correlationModel() const { return pairs_; }
    QLabel *goalLabel() const { return goal_; }
    QLabel *stepsLabel() const { return steps_; }
    QLabel *detailLabel() const { return detail_; }
    SavedViewsBar *savedViews() const { return views_; }

  private:
    // The constructor's parts: the procedure row, the filter row, the table, what stands
    // beside it (the pairs' r, the tints' legend, the detail), the filters' wiring.
    QHBoxLayout *buildProcedureRow();
    QHBoxLayout *buildFilterRow();
    void buildTable(QSplitter *split);
    QWidget *buildSide(QSplitter *split);
    void connectFilters();
    // Detaches from a session that is being destroyed.
    void forgetSession();
    bool visible(std::uint32_t rater) const;
    void sessionChanged();
    void rebuildProcedures();
    void rebuildRaterMenu();
    void refresh();
    void refreshCorrelations();
    void showDetail();

    OpenPiSession &session_;
    db::Project &project_;
    bool blind_ = true;
    bool applying_ = false; // filters are being set together: refresh once at the end
    std::optional<std::uint32_t> procedure_;
    std::vector<std::int64_t> procedureIds_; // the combo's procedures, by store id
    QSet<QString> hidden_;
    std::vector<std::uint32_t> columns_;

    QComboBox *procedureBox_;
    QComboBox *scope_;
    QCheckBox *showModels_;
    QCheckBox *disagreements_;
    QPushButton *raters_;
    QMenu *raterMenu_;
    SavedViewsBar *views_;
    QLabel *goal_;
    QLabel *steps_;
    RaterCorrelationModel *pairs_;
    QTableView *correlations_;
    QLabel *count_;
    SalienceTableModel *model_;
    QTableView *table_;
    QLabel *detail_;
};

} // namespace es::widgets
