#pragma once
// Reads the project's append-only audit trail for the audit view and its tests: who
// changed what and when, filtered and paged, newest first.

#include "db/project.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace es::db {

struct AuditEntry
{
    std::int64_t id = 0;
    std::string at; // ISO 8601 UTC with milliseconds, as nowUtc() writes it
    std::string person, action, dataset, item, oldValue, newValue, detail;
};

// Every field left empty (or 0) matches everything; the fields given must all match.
struct AuditFilter
{
    std::string person;       // exact
    std::string dataset;      // exact: "esd", "ester", "openpi"
    std::string action;       // exact, e.g. "adjudicate"
    std::string text;         // literal substring of item, old value, new value or detail
    std::string since, until; // ISO prefixes, inclusive: "2024-05" takes all of May
    std::size_t limit = 5000; // 0: no limit
    std::int64_t before = 0;  // only ids below it (paging: the last id shown); 0: none
};

class AuditLog
{
  public:
    explicit AuditLog(Project &project);

    // Newest first. Ordered by id, not by time: ids follow the order rows were written
    // and never tie, so `before` pages without skipping or repeating a row.
    std::vector<AuditEntry> entries(const AuditFilter &filter);
    // Everyone and every action the trail names, sorted.
    std::vector<std::string> people();
    std::vector<std::string> actions();
    // How many rows the filter matches, ignoring limit and before.
    std::size_t count(const AuditFilter &filter);
    // The id of the newest adjudicate or adjudication.withdraw row for the item, 0 when
    // none: only that row describes the decision now in force.
    std::int64_t latestDecision(const std::string &dataset, const std::string &item);

  private:
    Project &project_;
};

} // namespace es::db
