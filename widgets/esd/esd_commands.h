#pragma once
// Undoable ESD edits. Each is applied (and saved) before it is pushed, so the first
// redo() that QUndoStack::push() makes does nothing; undo is a new audited change.

#include <QUndoCommand>

#include <cstdint>
#include <optional>

namespace es::widgets {

class EsdSession;

class SetLabelCommand : public QUndoCommand
{
  public:
    SetLabelCommand(EsdSession &session, std::uint32_t pair, std::optional<std::int8_t> before,
                    std::optional<std::int8_t> after);
    void undo() override;
    void redo() override;
    std::uint32_t pair() const { return pair_; }

  private:
    EsdSession &session_;
    std::uint32_t pair_;
    std::optional<std::int8_t> before_;
    std::optional<std::int8_t> after_;
    bool applied_ = true;
};

class AddStepCommand : public QUndoCommand
{
  public:
    AddStepCommand(EsdSession &session, std::uint32_t goal, const QString &step);
    void undo() override;
    void redo() override;

  private:
    EsdSession &session_;
    std::uint32_t goal_;
    QString step_;
    bool applied_ = true;
};

// Short text for a label in menus and the undo history.
QString labelName(std::optional<std::int8_t> label);

} // namespace es::widgets
