#pragma once
// Undoable ESD edits. Each is applied (and saved) before it is pushed, so the first
// redo() that QUndoStack::push() makes does nothing; undo is a new audited change.

#include <QUndoCommand>

#include <cstdint>
#include <optional>
#include <string>

namespace es::widgets {

class EsdSession;

// A command names its pair by file id, which stays while indices move (a pair removed
// before it). An undo or redo that cannot be carried out (the pair is gone, the label or
// step is someone's work now) writes nothing, says why, and leaves the history: it is not
// offered again.
class SetLabelCommand : public QUndoCommand
{
  public:
    // `core`: the signed-in person's Core label (EsdSession::setCoreLabel), not their own.
    SetLabelCommand(EsdSession &session, std::uint32_t pair, std::optional<std::int8_t> before,
                    std::optional<std::int8_t> after, bool core = false);
    void undo() override;
    void redo() override;
    const std::string &pair() const { return pair_; }

  private:
    // Replaces `from` (what this command left) with `to`.
    void write(std::optional<std::int8_t> from, std::optional<std::int8_t> to);

    EsdSession &session_;
    std::string pair_;
    std::optional<std::int8_t> before_;
    std::optional<std::int8_t> after_;
    bool core_ = false;
    bool applied_ = true;
};

class AddStepCommand : public QUndoCommand
{
  public:
    // The step `extId` was just added to `goal`.
    AddStepCommand(EsdSession &session, std::uint32_t goal, const QString &step,
                   const std::string &extId);
    void undo() override;
    void redo() override;

  private:
    EsdSession &session_;
    std::uint32_t goal_;
    QString step_;
    std::string extId_;
    bool applied_ = true;
};

// Short text for a label in menus and the undo history.
QString labelName(std::optional<std::int8_t> label);

} // namespace es::widgets
