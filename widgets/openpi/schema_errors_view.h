#pragma once
// The error analysis of a model's predicted schemata (OpenPI 2.0, Table 5), keyboard first:
// each predicted (entity, attribute) pair of the procedure labelled 1 correct, 2 no change
// or 3 nonsense, the pairs the model missed added, the procedure marked finished; every
// edit undoable, the Table 5 figures live. Blind: an annotator sees their own analysis;
// adjudicators and viewers read anyone's.

#include "db/openpi/openpi_snapshot.h"
#include "widgets/openpi/person_work_view.h"
#include "widgets/openpi/schema_slot_model.h"

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QSpinBox;
class QTableView;

namespace es::widgets {

class SchemaErrorsView : public PersonWorkView
{
    Q_OBJECT

  public:
    // `refuse` says (and shows) that the signed-in person may not annotate.
    SchemaErrorsView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                     QWidget *parent = nullptr);

    // The keys, as actions of `owner` (so that they work from the procedure list too).
    QList<QAction *> addKeys(QWidget *owner);

    // The model whose schemata are analysed.
    void setModel(const QString &model);
    QString model() const;
    void refresh() override;

    // The actions the keys take.
    void label(std::optional<int> category);
    // M: the inline entry of a missed pair for the current slot's step.
    void startMissed();
    bool addMissed(int step, const QString &entity, const QString &attribute);
    void removeMissed();
    void toggleFinished();

    QTableView *slotTable() const { return table_; }
    SchemaSlotModel *slotModel() const { return model_; }
    QComboBox *modelChoice() const { return modelChoice_; }
    QLabel *procedureFigures() const { return procedureFigures_; }
    QLabel *totals() const { return totals_; }
    QProgressBar *progress() const { return progress_; }
    QWidget *missedEntry() const { return missedRow_; }
    QComboBox *missedEntity() const { return missedEntity_; }
    QLineEdit *missedAttribute() const { return missedAttribute_; }

  protected:
    void procedureChanging() override;

  private:
    void fillChoices();
    // refresh's parts: the table's rows (the current slot kept), the heading, this
    // procedure's figures and the model's totals over every procedure (Table 5).
    const db::OpenPiSnapshot::SchemaAnalysis *fillRows(int model, int person);
    void showHeading(int model, const QString &modelName);
    void showProcedureFigures(int model, const db::OpenPiSnapshot::SchemaAnalysis *analysis);
    void showTotals(int model, int person, const QString &modelName, const QString &personName);
    int shownModel() const;
    // An edit may go ahead (see PersonWorkView::editable) on a model's schemata.
    bool ready();
    const SchemaSlotModel::Row *currentSlot() const;
    bool stepStored(int step) const;
    void cancelMissed();

    QComboBox *modelChoice_;
    SchemaSlotModel *model_;
    QWidget *missedRow_;
    QSpinBox *missedStep_;
    QComboBox *missedEntity_;
    QLineEdit *missedAttribute_;
    QLabel *procedureFigures_;
    QProgressBar *progress_;
    QLabel *totals_;
};

} // namespace es::widgets
