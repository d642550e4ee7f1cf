#pragma once
// An undoable edit of the ESTER or OpenPI workbench. Like the ESD commands, each is
// applied and saved before it is pushed (the first redo() does nothing); an undo is a
// new audited change.

#include <QUndoCommand>

#include <functional>

namespace es::widgets {

class EditCommand : public QUndoCommand
{
  public:
    // `undo` and `redo` write to the store and return false when it refused.
    EditCommand(const QString &text, std::function<bool()> undo, std::function<bool()> redo);
    void undo() override;
    void redo() override;

  private:
    std::function<bool()> undo_;
    std::function<bool()> redo_;
    bool applied_ = true;
};

} // namespace es::widgets
