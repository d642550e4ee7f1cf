#pragma once
// What the snapshot's reads share: a load reads every decision and the pairs a team's server
// hides, and refreshPairs reads them again for the pairs an edit touched. Internal to db/esd.

#include "db/engine/connection.h"
#include "db/esd/esd_snapshot.h"

#include <cstdint>
#include <vector>

namespace es::db {

// Every decision with who made it, and whether a label of its pair changed after it
// (text order of the ISO 8601 UTC times is their order).
inline constexpr const char *kDecisionsSql =
    "SELECT a.pair_id, a.label, p.name, a.note, a.set_at, CASE WHEN EXISTS (SELECT 1 FROM "
    "esd_label l WHERE l.pair_id = a.pair_id AND l.set_at > a.set_at) THEN 1 ELSE 0 END FROM "
    "esd_adjudication a JOIN person p ON p.id = a.person_id";

template <class Row> EsdDecision decisionOf(const Row &s)
{
    EsdDecision d{static_cast<std::int8_t>(s.integer(1)), s.text(2), s.text(3), s.text(4)};
    d.relabelled = s.int64(5) != 0;
    return d;
}

// The decided pairs a team's server hides from a blind annotator, whom it still tells
// which they are (eventscope_decided_pairs, schema version 14): among `ids`, or all when
// empty. Nothing for a file, or a server without a team, whose decisions are read whole.
std::vector<std::int64_t> decidedPairsHidden(Connection &db, const std::vector<std::int64_t> &ids);

} // namespace es::db
