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
#include <string>
#include <utility>

namespace es::widgets {

// A dataset's decision setter with the item it decides: the commands of one history about
// one item find each other by it (deciding, withdrawing and undoing either are one chain).
template <typename F> struct ItemDecision
{
    std::string item;
    F apply;
    // The stamp of the decision the session shows on the item now.
    std::function<std::optional<db::DecisionStamp>()> shown;
    template <typename... A> bool operator()(A &&...args) const
    {
        return apply(std::forward<A>(args)...);
    }
};
template <typename F>
ItemDecision<F> decisionOn(std::string item, F apply,
                           std::function<std::optional<db::DecisionStamp>()> shown)
{
    return {std::move(item), std::move(apply), std::move(shown)};
}

// By the pair's file id, which an undo finds again after indices moved.
inline auto esdDecision(EsdSession &session, std::uint32_t pair)
{
    const std::string extId = session.snapshot().pairs[pair].extId;
    return decisionOn("esd/" + extId,
                      [&session, extId](const auto &decision, auto *replaced,
                                        const db::ExpectedDecision *expected,
                                        std::optional<db::DecisionStamp> *inForce) {
                          const auto at = session.requirePair(extId);
                          return at && session.adjudicate(*at, decision, replaced, expected,
                                                          inForce);
                      },
                      // Asked before the write, which names a pair gone: said once.
                      [&session, extId]() -> std::optional<db::DecisionStamp> {
                          const auto at = session.findPair(extId);
                          return at ? session.decisionStamp(*at) : std::nullopt;
                      });
}

inline auto esterDecision(EsterSession &session, std::int64_t question)
{
    return decisionOn("ester/" + std::to_string(question),
                      [&session, question](const auto &decision, auto *replaced,
                                           const db::ExpectedDecision *expected,
                                           std::optional<db::DecisionStamp> *inForce) {
                          return session.adjudicate(question, decision, replaced, expected,
                                                    inForce);
                      },
                      [&session, question] { return session.decisionStamp(question); });
}

inline auto salienceDecision(OpenPiSession &session, std::uint32_t entity, std::uint32_t step)
{
    return decisionOn("openpi/salience/" + std::to_string(entity) + "/" + std::to_string(step),
                      [&session, entity, step](const auto &decision, auto *replaced,
                                               const db::ExpectedDecision *expected,
                                               std::optional<db::DecisionStamp> *inForce) {
                          return session.adjudicateSalience(entity, step, decision, replaced,
                                                            expected, inForce);
                      },
                      [&session, entity, step] { return session.salienceStamp(entity, step); });
}

inline auto clustersDecision(OpenPiSession &session, std::uint32_t procedure, db::OpenPiClusterKind kind)
{
    return decisionOn("openpi/clusters/" + std::to_string(procedure) + "/" +
                          std::to_string(static_cast<int>(kind)),
                      [&session, procedure, kind](const auto &decision, auto *replaced,
                                                  const db::ExpectedDecision *expected,
                                                  std::optional<db::DecisionStamp> *inForce) {
                          return session.adjudicateClusters(procedure, kind, decision, replaced,
                                                            expected, inForce);
                      },
                      [&session, procedure, kind] { return session.clustersStamp(procedure, kind); });
}

inline auto statesDecision(OpenPiSession &session, std::uint32_t procedure, std::uint32_t step)
{
    return decisionOn(
        "openpi/states/" + std::to_string(procedure) + "/" + std::to_string(step),
        [&session, procedure, step](const auto &decision, auto *replaced,
                                    const db::ExpectedDecision *expected,
                                    std::optional<db::DecisionStamp> *inForce) {
            return session.adjudicateStates(procedure, step, decision, replaced, expected, inForce);
        },
        [&session, procedure, step] { return session.statesStamp(procedure, step); });
}

// A decision or withdrawal as an undoable command. Undo and redo replace only the
// decision this history last put in force on the item (by any of its commands: undoing a
// withdrawal, then the decision withdrawn, is one chain): when another adjudicator decided
// the item since, the store refuses, the session names their decision, and the command
// leaves the history (an undo that cannot happen is not offered again).
class DecisionCommand : public QUndoCommand
{
  public:
    using Apply = std::function<bool(const db::ExpectedDecision &)>;
    DecisionCommand(const QString &text, std::string item, Apply undo, Apply redo,
                    std::optional<db::DecisionStamp> inForce,
                    std::shared_ptr<std::optional<db::DecisionStamp>> stamp)
        : item_(std::move(item)), undo_(std::move(undo)), redo_(std::move(redo)),
          stamp_(std::move(stamp))
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

    const std::string &item() const { return item_; }
    const std::shared_ptr<std::optional<db::DecisionStamp>> &stamp() const { return stamp_; }

  private:
    std::string item_;
    Apply undo_;
    Apply redo_;
    // The stamp of the decision in force after this history's last write on the item,
    // which the next undo or redo expects to find; shared by the item's commands.
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
    const std::optional<db::DecisionStamp> replaced = apply.shown();
    if (!apply(value, &old, nullptr, &inForce)) {
        return false;
    }
    // The item's earlier commands join this one's chain only when the decision replaced is
    // the one this history last left: after someone else decided in between, their undo
    // must still find their own decision, and be refused.
    std::shared_ptr<std::optional<db::DecisionStamp>> stamp;
    for (int i = stack.index() - 1; i >= 0; --i) {
        const auto *earlier = dynamic_cast<const DecisionCommand *>(stack.command(i));
        if (earlier && earlier->item() == apply.item) {
            if (*earlier->stamp() == replaced) {
                stamp = earlier->stamp();
            }
            break;
        }
    }
    if (!stamp) {
        stamp = std::make_shared<std::optional<db::DecisionStamp>>();
    }
    std::optional<T> *none = nullptr;
    auto write = [apply, stamp, none](const std::optional<T> &v) {
        return [apply, stamp, none, v](const db::ExpectedDecision &expected) {
            return apply(v, none, &expected, stamp.get());
        };
    };
    stack.push(
        new DecisionCommand(text, apply.item, write(old), write(value), std::move(inForce), stamp));
    return true;
}

} // namespace es::widgets
