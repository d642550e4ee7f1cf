#pragma once
// OpenPI state changes as people write them: the gold a procedure's states are scored
// against (the released gold list, or the procedure's own states, with every decided step
// in place of the released one), and the agreement of every two people and of each person
// with that gold.

#include "db/openpi/openpi_snapshot.h"
#include "metrics/openpi_states.h"

#include <optional>
#include <vector>

namespace es::db {

// The gold states of a procedure: the released gold list if there is one, else its own
// states (every name an entity and an attribute go by joined with " | "), each decided step
// in place of its released one; nullopt where the procedure has none of these.
std::optional<std::vector<metrics::openpi::StateStep>> goldStateSteps(const OpenPiSnapshot &snap,
                                                                      std::uint32_t procedure);

// `goldChanges` of a procedure with each decided step in place of its released one: what a
// model's states are scored against where no released gold list exists.
std::vector<std::vector<metrics::openpi::GoldChange>> decidedGoldChanges(const OpenPiSnapshot &snap,
                                                                         std::uint32_t procedure);

// Fills analysis.stateAgreement: every two people who wrote states of the same procedures
// (summed over those), then each person against the gold states. An entity or attribute
// written with any name of one of the procedure's gold clusters is read as written with
// all of them ("board" is the whiteboard when the gold clusters them).
void analyseStateAgreement(const OpenPiSnapshot &snap, OpenPiAnalysis &out);
// analyseStateAgreement's rows after a person's states of `procedure` changed and nothing
// else did: that procedure compared again, the other procedures' tallies kept (the same
// rows, figures and order as made afresh).
void followStateEdit(OpenPiAnalysis &out, const OpenPiSnapshot &snap, std::uint32_t procedure);

} // namespace es::db
