#include "widgets/ester/ester_commands.h"

namespace es::widgets {

EsterCommand::EsterCommand(const QString &text, std::function<bool()> undo, std::function<bool()> redo)
    : undo_(std::move(undo)), redo_(std::move(redo))
{
    setText(text);
}

void EsterCommand::undo()
{
    undo_();
    applied_ = false;
}

void EsterCommand::redo()
{
    if (applied_) {
        return;
    }
    redo_();
    applied_ = true;
}

} // namespace es::widgets
