#include "db/review/decision_guard.h"

namespace es::db {

void lockDecision(Connection &db, const std::string &dataset, const std::string &item)
{
    db.lockName("eventscope decision " + dataset + " " + item);
}

std::string decisionAuthor(Connection &db, const std::string &table, const std::string &key,
                           const std::function<void(Statement &)> &bind)
{
    Statement s = db.prepare("SELECT w.name FROM " + table +
                             " JOIN person w ON w.id = person_id WHERE " + key);
    bind(s);
    return s.step() ? s.text(0) : std::string();
}

void checkDecision(Project &project, const ExpectedDecision &expected,
                   const std::optional<DecisionStamp> &inForce, const std::string &what,
                   const std::string &dataset, const std::string &auditItem,
                   const std::string &itemName)
{
    if (expected.matches(inForce)) {
        return;
    }
    const std::string where = project.path() + ": " + itemName;
    if (inForce) {
        throw DecisionConflict(where + " is decided by " + inForce->by + " (" + what + ", at " +
                               inForce->at + "); your decision was not saved");
    }
    Statement s = project.connection().prepare(
        "SELECT person, at FROM audit WHERE dataset = ? AND item = ? AND action = "
        "'adjudication.withdraw' ORDER BY id DESC LIMIT 1");
    s.bind(1, dataset).bind(2, auditItem);
    if (s.step()) {
        throw DecisionConflict(where + ": its decision was withdrawn by " + s.text(0) + " at " +
                               s.text(1) + "; your decision was not saved");
    }
    throw DecisionConflict(where + ": its decision was withdrawn; your decision was not saved");
}

} // namespace es::db
