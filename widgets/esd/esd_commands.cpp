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
                                 std::optional<std::int8_t> before,
                                 std::optional<std::int8_t> after, bool core)
    : session_(session), pair_(session.snapshot().pairs[pair].extId), before_(before),
      after_(after), core_(core)
{
    setText(core ? QCoreApplication::translate("SetLabelCommand", "Label %1 as %2 in Core")
                       .arg(QString::fromStdString(pair_), labelName(after))
                 : QCoreApplication::translate("SetLabelCommand", "Label %1 as %2")
                       .arg(QString::fromStdString(pair_), labelName(after)));
}

void SetLabelCommand::write(std::optional<std::int8_t> from, std::optional<std::int8_t> to)
{
    const auto pair = session_.requirePair(pair_);
    const std::optional<std::optional<std::int8_t>> expected(std::in_place, from);
    if (!pair || !(core_ ? session_.setCoreLabel(*pair, to, nullptr, expected)
                         : session_.setLabel(*pair, to, nullptr, expected))) {
        setObsolete(true);
    }
}

void SetLabelCommand::undo()
{
    write(after_, before_);
    applied_ = false;
}

void SetLabelCommand::redo()
{
    if (applied_) {
        return;
    }
    write(before_, after_);
    applied_ = true;
}

AddStepCommand::AddStepCommand(EsdSession &session, std::uint32_t goal, const QString &step,
                               const std::string &extId)
    : session_(session), goal_(goal), step_(step), extId_(extId)
{
    setText(QCoreApplication::translate("AddStepCommand", "Add step \"%1\"").arg(step));
}

void AddStepCommand::undo()
{
    if (!session_.removeStep(extId_)) {
        setObsolete(true);
    }
    applied_ = false;
}

void AddStepCommand::redo()
{
    if (applied_) {
        return;
    }
    if (!session_.addStep(goal_, step_, extId_)) {
        setObsolete(true);
    }
    applied_ = true;
}

} // namespace es::widgets
