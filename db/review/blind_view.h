#pragma once
// A snapshot as a person sees it. Reports (`--as`), exports and the GUI's sessions all
// load a snapshot and narrow it here, so an annotator's blind view is one rule.

#include <string>

namespace es::db {

// Everyone's snapshot when `person` is empty; otherwise that annotator's blind view
// (Snapshot::restrictTo: their own work, the models' and the released gold).
template <class Snapshot> Snapshot asSeenBy(Snapshot snapshot, const std::string &person)
{
    if (!person.empty()) {
        snapshot.restrictTo(person);
    }
    return snapshot;
}

} // namespace es::db
