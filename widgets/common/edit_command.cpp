#include "widgets/common/edit_command.h"

namespace es::widgets {

EditCommand::EditCommand(const QString &text, std::function<bool()> undo, std::function<bool()> redo)
    : undo_(std::move(undo)), redo_(std::move(redo))
{
    setText(text);
}

void EditCommand::undo()
{
    undo_();
    applied_ = false;
}

void EditCommand::redo()
{
    if (applied_) {
        return;
    }
    redo_();
    applied_ = true;
}

} // namespace es::widgets
