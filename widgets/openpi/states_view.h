#pragma once
// The OpenPI panel's States tab: the signed-in person writes a procedure's state changes
// (the OpenPI protocol: per step, entity - attribute - before - after) by keyboard: Insert
// adds one at the current change's step, Enter edits, Delete removes; every edit an
// undoable command. Beside it, how they agree with the gold states so far.

#include "metrics/openpi_schema.h"

#include <QList>
#include <QWidget>
#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QLabel;
class QTableView;
class QUndoStack;

namespace es::widgets {

class OpenPiSession;
class StateChangeDialog;
class StateChangesModel;

class StatesView : public QWidget
{
    Q_OBJECT

  public:
    StatesView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
               QWidget *parent = nullptr);

    void setProcedure(std::optional<std::uint32_t> procedure);
    // The tab's keys, on `owner` (enabled while the tab is in view).
    QList<QAction *> addKeys(QWidget *owner);

    QTableView *table() const { return table_; }
    StateChangesModel *model() const { return model_; }
    QLabel *agreement() const { return agreement_; }

    // The actions, as the keys run them; the dialog opens modal, and `prepared` (tests)
    // may fill and accept it instead of a person.
    void addChange();
    void editChange();
    void removeChange();
    void setDialogHook(std::function<void(StateChangeDialog &)> prepared)
    {
        prepared_ = std::move(prepared);
    }

  private:
    void refresh();
    // Saves `steps` as the person's states of the procedure, undoably.
    void save(const QString &what, std::vector<metrics::openpi::StateStep> steps);
    // The dialog filled with `step` and `change`; nullopt when cancelled.
    std::optional<std::pair<int, metrics::openpi::StateChange>>
    ask(int step, const metrics::openpi::StateChange &change);

    OpenPiSession &session_;
    QUndoStack &undo_;
    std::function<bool()> refuse_;
    std::function<void(StateChangeDialog &)> prepared_;
    std::optional<std::uint32_t> procedure_;
    QLabel *heading_;
    QTableView *table_;
    StateChangesModel *model_;
    QLabel *agreement_;
};

} // namespace es::widgets
