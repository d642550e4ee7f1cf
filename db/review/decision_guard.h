#pragma once
// Two adjudicators deciding one item: a decision is written only while the decision its
// author saw is still the one in force, so a second adjudicator is told instead of
// silently overwriting the first (and an undo never overwrites a newer decision).

#include "db/engine/connection.h"
#include "db/project.h"

#include <functional>
#include <optional>
#include <string>

namespace es::db {

// Who made a decision and when (the store's set_at): what tells one decision from the
// next, even when two adjudicators choose the same label.
struct DecisionStamp
{
    std::string by;
    std::string at;
    friend bool operator==(const DecisionStamp &, const DecisionStamp &) = default;
};

// The decision a write replaces, as its author saw it.
class ExpectedDecision
{
  public:
    // Whatever is in force: for callers that mean to overwrite (imports, scripts).
    static ExpectedDecision anything() { return ExpectedDecision(true, std::nullopt); }
    // The item had no decision.
    static ExpectedDecision none() { return ExpectedDecision(false, std::nullopt); }
    static ExpectedDecision of(std::optional<DecisionStamp> stamp)
    {
        return ExpectedDecision(false, std::move(stamp));
    }
    // No decision, or one by `person` (the command line, which shows no decision before
    // it writes: an adjudicator may change their own, never someone else's unasked).
    static ExpectedDecision noneOrBy(std::string person)
    {
        ExpectedDecision e(false, std::nullopt);
        e.owner_ = std::move(person);
        return e;
    }

    bool isAnything() const { return anything_; }
    bool matches(const std::optional<DecisionStamp> &inForce) const
    {
        return anything_ || inForce == stamp_ ||
               (inForce && !owner_.empty() && inForce->by == owner_);
    }

  private:
    ExpectedDecision(bool anything, std::optional<DecisionStamp> stamp)
        : anything_(anything), stamp_(std::move(stamp))
    {
    }
    bool anything_;
    std::optional<DecisionStamp> stamp_;
    std::string owner_;
};

// Someone else decided (or withdrew) the item after its author looked: nothing was
// written. The message names who decided what and when.
class DecisionConflict : public Refused
{
  public:
    using Refused::Refused;
};

// Call first inside the decision's transaction: on a server, waits for any other
// decision on the same item to commit, so the decision read next is the one in force
// (a file's write transaction already excludes every other writer).
void lockDecision(Connection &db, const std::string &dataset, const std::string &item);

// The name of the person whose decision is in `table` where `key` (bound by `bind`): on
// a team server the connected login, whoever the program said decided.
std::string decisionAuthor(Connection &db, const std::string &table, const std::string &key,
                           const std::function<void(Statement &)> &bind);

// Throws DecisionConflict unless `expected` matches `inForce`. `what` describes the decision
// in force (its value) and `itemName` the item as people know it; `dataset` and `auditItem`
// find who withdrew a decision that is gone.
void checkDecision(Project &project, const ExpectedDecision &expected,
                   const std::optional<DecisionStamp> &inForce, const std::string &what,
                   const std::string &dataset, const std::string &auditItem,
                   const std::string &itemName);

} // namespace es::db
