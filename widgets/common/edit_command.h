#pragma once
// An undoable edit of the ESTER or OpenPI workbench. Like the ESD commands, each is
// applied and saved before it is pushed (the first redo() does nothing); an undo is a
// new audited change.

#include <QUndoCommand>
#include <QUndoStack>

#include <functional>
#include <optional>

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

// Saves `value` through `apply(value, replaced)` (a session's setter, which hands back
// what it replaced) and, when it was saved, pushes the command whose undo saves that
// back. False when the session refused; nothing is pushed then.
template <typename T, typename Apply>
bool pushEdit(QUndoStack &stack, const QString &text, Apply apply, const std::optional<T> &value)
{
    std::optional<T> old;
    if (!apply(value, &old)) {
        return false;
    }
    std::optional<T> *none = nullptr;
    stack.push(new EditCommand(
        text, [apply, old, none] { return apply(old, none); }, [apply, value, none] { return apply(value, none); }));
    return true;
}

} // namespace es::widgets
