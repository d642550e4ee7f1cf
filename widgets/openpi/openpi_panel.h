#pragma once
// The OpenPI workbench: a procedure navigator and the views of the current procedure: its
// entity x step grid of state changes beside a model's predicted schemata, salience rating
// (keys 0-5, rubric always in view), the cluster editor, a side-by-side comparison of two
// raters' salience, the error analysis of predicted schemata and the judgement of the
// release's generated paraphrases.

#include "db/openpi/openpi_format.h"
#include "metrics/coreference.h"
#include "widgets/openpi/schema_marks.h"

#include <QList>
#include <QWidget>
#include <functional>
#include <map>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace es::widgets {

class ClusterEditor;
class ClusterTree;
class ExpansionView;
class OpenPiProcedureTab;
class StatesView;
class OpenPiSalienceTab;
class OpenPiSession;
class ProcedureListModel;
struct ProcedureListRow;
class RaterComparisonView;
class SchemaComparisonView;
class SchemaErrorsView;

class OpenPiPanel : public QWidget
{
    Q_OBJECT

  public:
    enum Tab {
        ProcedureTab,
        SalienceTab,
        ClustersTab,
        CompareTab,
        ErrorsTab,
        ExpansionsTab,
        StatesTab
    };

    OpenPiPanel(OpenPiSession &session, QUndoStack &undo, QWidget *parent = nullptr);

    std::optional<std::uint32_t> currentProcedure() const { return procedure_; }
    void setProcedure(std::uint32_t procedure);
    void showTab(Tab tab);
    // The comparison of two raters (indices into the snapshot's raters) on a procedure.
    void compare(std::uint32_t procedure, int a, int b);
    // Lists only the procedures `keep` accepts, under a description; an empty function
    // lists every procedure again.
    void setProcedureFilter(std::function<bool(std::uint32_t)> keep, const QString &description);
    // Lists exactly `procedures`, in that order, under a description, each with its note
    // (a figure) after its goal; setProcedureFilter({}, {}) lists every procedure again.
    void setProcedureList(std::vector<std::uint32_t> procedures, const QString &description,
                          std::map<std::uint32_t, QString> notes = {});
    // The drill-down of a Table 3 bar: the model's schemata beside gold, its procedures
    // listed worst first by `measure`'s F1 (with or without expansion, as the session says),
    // the worst one shown.
    void showWorstSchemata(const QString &model, SchemaMeasure measure);
    // A rater pair's alpha bar: the procedures both rated, lowest interval alpha (global or
    // local) first, the first one in the comparison of the two raters.
    void showPairAlpha(int a, int b, bool global);
    // A coreference bar: `rater`'s clusters of `kind` beside gold's, their procedures listed
    // lowest F1 of `measure` first (each with that F1), the worst one shown.
    void showWorstCoreference(int rater, db::OpenPiClusterKind kind,
                              metrics::coreference::Measure measure);
    // A States bar: the procedures both of (a, b) wrote states of (a = -1: the gold states),
    // listed lowest F1 first (each with its F1 and exact match), the worst one shown.
    void showWorstStates(int a, int b);
    // A Table 5 bar: the model's schemata as `person` analysed them, their procedures listed.
    void showSchemaErrors(const QString &model, const QString &person);
    // An expansion bar: `person`'s judgements, the procedures where they judged any of `kind`.
    void showExpansions(const QString &person, db::OpenPiClusterKind kind);
    // Blind work: no one else's ratings or clusters (models' stay available on demand).
    // Adjudicators and viewers read: `why` says so above the tabs, and rating and
    // clustering do nothing but point at it. Empty: the signed-in person annotates.
    void setReadOnly(const QString &why);
    QString readOnlyReason() const { return readOnly_; }
    void setBlind(bool blind);

    // For tests and the keyboard: the current entity and target row (0 global, s step s).
    std::optional<std::uint32_t> currentEntity() const;
    int currentTarget() const;
    void setCurrentEntity(std::uint32_t entity);
    ClusterTree *clusterTree() const;
    QTableView *grid() const;
    QTableView *comparison() const;
    QTableView *targets() const;
    QPlainTextEdit *mentions() const;
    QTabWidget *tabs() const { return tabs_; }
    QProgressBar *progress() const;
    QCheckBox *showModel() const;
    QLabel *explanation() const;
    QComboBox *clusterKind() const;
    QComboBox *clusterOwner() const;
    SchemaComparisonView *schemaComparison() const { return schemaComparison_; }
    SchemaErrorsView *schemaErrors() const { return schemaErrors_; }
    StatesView *states() const { return states_; }
    ExpansionView *expansions() const { return expansions_; }
    QListView *procedureList() const { return list_; }

    // The cluster editor, whose edits of the signed-in person's clustering tests drive.
    ClusterEditor *clusterEditor() const { return clusters_; }

  public slots:
    void rate(int value);
    void clearRating();
    void nextEntity(int delta);

    // Ctrl+F: into the search field, its text selected to type over.
    void focusSearch();

  signals:
    void procedureChanged(std::uint32_t procedure);

  private:
    QWidget *buildClustersTab();
    QWidget *buildCompareTab();
    void rebuildList();
    void refreshListItems();
    void refreshListItem(int row);
    ProcedureListRow listRow(std::uint32_t procedure) const;
    void refresh();
    // Everything of the procedure but its states: what a person's edit may change.
    void refreshWork();
    void refreshClusters();
    void refreshCompare();
    void fillRaterChoices();

    OpenPiSession &session_;
    QUndoStack &undo_;
    std::optional<std::uint32_t> procedure_;
    std::function<bool(std::uint32_t)> keep_;
    std::optional<std::vector<std::uint32_t>> order_; // setProcedureList's
    std::map<std::uint32_t, QString> notes_;
    bool blind_ = true;

    QLineEdit *search_;
    QLabel *filterLabel_;
    QPushButton *showAll_;
    QListView *list_;
    ProcedureListModel *listModel_; // the procedure of each list row
    bool rebuildingList_ = false;
    QTabWidget *tabs_;
    QLabel *readOnlyNotice_;
    QString readOnly_;
    void addWorkTabs();
    bool refuseReadOnly() const;
    std::map<int, QList<QAction *>> tabKeys_; // each tab's keys, enabled while it is shown
    // Procedure
    OpenPiProcedureTab *procedureTab_;
    StatesView *states_;
    SchemaComparisonView *schemaComparison_;
    // Error analysis of predicted schemata, and judgements of generated paraphrases
    SchemaErrorsView *schemaErrors_;
    ExpansionView *expansions_;
    // Salience
    OpenPiSalienceTab *salience_;
    QComboBox *model_; // its choice of a model, refilled with the raters
    // Clusters, and the comparison of two raters
    ClusterEditor *clusters_;
    RaterComparisonView *compare_;
};

} // namespace es::widgets
