#pragma once
// Each dataset's decision setter in one shape, (decision, replaced, expected, inForce) ->
// saved, and pushDecision, which makes every decision and withdrawal, from the
// adjudication tab or the audit trail, the same undoable command.

#include "db/review/decision_guard.h"
#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_session.h"
#include "widgets/openpi/openpi_session.h"

#include <QUndoCommand>
#include <QUndoStack>
#include <functional>
#include <memory>

namespace es::widgets {

// By the pair's file id, which an undo finds again after indices moved.
inline auto esdDecision(EsdSession &session, std::uint32_t pair)
{
    return [&session, extId = session.snapshot().pairs[pair].extId](
               const auto &decision, auto *replaced, const db::ExpectedDecision *expected,
               std::optional<db::DecisionStamp> *inForce) {
        const auto at = session.requirePair(extId);
        return at && session.adjudicate(*at, decision, replaced, expected, inForce);
    };
}

inline auto esterDecision(EsterSession &session, std::int64_t question)
{
    return [&session, question](const auto &decision, auto *replaced,
                                const db::ExpectedDecision *expected,
                                std::optional<db::DecisionStamp> *inForce) {
        return session.adjudicate(question, decision, replaced, expected, inForce);
    };
}

inline auto salienceDecision(OpenPiSession &session, std::uint32_t entity, std::uint32_t step)
{
    return [&session, entity, step](const auto &decision, auto *replaced,
                                    const db::ExpectedDecision *expected,
                                    std::optional<db::DecisionStamp> *inForce) {
        return session.adjudicateSalience(entity, step, decision, replaced, expected, inForce);
    };
}

inline auto clustersDecision(OpenPiSession &session, std::uint32_t procedure, db::OpenPiClusterKind kind)
{
    return [&session, procedure, kind](const auto &decision, auto *replaced,
                                       const db::ExpectedDecision *expected,
                                       std::optional<db::DecisionStamp> *inForce) {
        return session.adjudicateClusters(procedure, kind, decision, replaced, expected, inForce);
    };
}

// A decision or withdrawal as an undoable command. Undo and redo replace only the
// decision this command last put in force: when another adjudicator decided the item
// since, the store refuses, the session names their decision, and the command leaves the
// history (an undo that cannot happen is not offered again).
class DecisionCommand : public QUndoCommand
{
  public:
    using Apply = std::function<bool(const db::ExpectedDecision &)>;
    DecisionCommand(const QString &text, Apply undo, Apply redo,
                    std::optional<db::DecisionStamp> inForce,
                    std::shared_ptr<std::optional<db::DecisionStamp>> stamp)
        : undo_(std::move(undo)), redo_(std::move(redo)), stamp_(std::move(stamp))
    {
        *stamp_ = std::move(inForce);
        setText(text);
    }
    void undo() override
    {
        if (!undo_(db::ExpectedDecision::of(*stamp_))) {
            setObsolete(true);
        }
        applied_ = false;
    }
    void redo() override
    {
        if (applied_) {
            return;
        }
        if (!redo_(db::ExpectedDecision::of(*stamp_))) {
            setObsolete(true);
        }
        applied_ = true;
    }

  private:
    Apply undo_;
    Apply redo_;
    // The stamp of the decision in force after this command's last write, which the next
    // undo or redo expects to find.
    std::shared_ptr<std::optional<db::DecisionStamp>> stamp_;
    bool applied_ = true;
};

// Saves `value` through `apply` against the decision the session shows and, when it was
// saved, pushes the command that undoes it. False when refused (someone else decided
// meanwhile, say); nothing is pushed then.
template <typename T, typename Apply>
bool pushDecision(QUndoStack &stack, const QString &text, Apply apply,
                  const std::optional<T> &value)
{
    std::optional<T> old;
    std::optional<db::DecisionStamp> inForce;
    if (!apply(value, &old, nullptr, &inForce)) {
        return false;
    }
    auto stamp = std::make_shared<std::optional<db::DecisionStamp>>();
    std::optional<T> *none = nullptr;
    auto write = [apply, stamp, none](const std::optional<T> &v) {
        return [apply, stamp, none, v](const db::ExpectedDecision &expected) {
            return apply(v, none, &expected, stamp.get());
        };
    };
    stack.push(new DecisionCommand(text, write(old), write(value), std::move(inForce), stamp));
    return true;
}

} // namespace es::widgets
