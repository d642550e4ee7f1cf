#include "widgets/esd/esd_commands.h"

#include "widgets/esd/esd_session.h"

#include <QCoreApplication>

namespace es::widgets {

QString labelName(std::optional<std::int8_t> label)
{
    if (!label) {
        return QCoreApplication::translate("EsdLabels", "unlabelled");
    }
    switch (*label) {
    case 1:
        return QCoreApplication::translate("EsdLabels", "essential");
    case 0:
        return QCoreApplication::translate("EsdLabels", "non-essential");
    default:
        return QCoreApplication::translate("EsdLabels", "invalid");
    }
}

SetLabelCommand::SetLabelCommand(EsdSession &session, std::uint32_t pair,
                                 std::optional<std::int8_t> before, std::optional<std::int8_t> after)
    : session_(session), pair_(pair), before_(before), after_(after)
{
    setText(QCoreApplication::translate("SetLabelCommand", "Label %1 as %2")
                .arg(QString::fromStdString(session.snapshot().pairs[pair].extId), labelName(after)));
}

void SetLabelCommand::undo()
{
    session_.setLabel(pair_, before_);
    applied_ = false;
}

void SetLabelCommand::redo()
{
    if (applied_) {
        return;
    }
    session_.setLabel(pair_, after_);
    applied_ = true;
}

AddStepCommand::AddStepCommand(EsdSession &session, std::uint32_t goal, const QString &step)
    : session_(session), goal_(goal), step_(step)
{
    setText(QCoreApplication::translate("AddStepCommand", "Add step \"%1\"").arg(step));
}

void AddStepCommand::undo()
{
    session_.removeLastStep();
    applied_ = false;
}

void AddStepCommand::redo()
{
    if (applied_) {
        return;
    }
    session_.addStep(goal_, step_);
    applied_ = true;
}

} // namespace es::widgets
