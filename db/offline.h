#pragma once
// An annotator's work taken offline. checkout copies a team project, as the annotator's
// own login reads it (the server's rules decide what that is: their work, the models',
// the released gold), into a new project file, and notes in it where it came from, who
// took it and their ESD labels, decided pairs and assigned goals as they were. sync writes
// back the ESD labels changed in the file since, each with the time it was given, exactly
// once, as that login (the server's rules decide what it may write); a label the server
// changed meanwhile (a relabel from another machine) is a conflict, never overwritten
// unless the annotator says which side wins; pairs decided and goals assigned or taken
// away meanwhile are named.

#include "db/project.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace es::db {

struct CheckoutSummary
{
    std::string person;
    std::size_t rows = 0;
    std::size_t labels = 0; // the person's ESD labels taken along
};

// `file` must be new and empty; `server` a team project opened as the annotator. One
// transaction on `file`: a failure leaves it empty.
CheckoutSummary checkout(Project &server, Project &file);

// Where the file was checked out from (a server location without a password) and by
// whom; InputError naming the file when it is no checkout.
struct CheckoutOrigin
{
    std::string location;
    std::string person;
    std::string at;
};
CheckoutOrigin checkoutOrigin(Project &file);

// Which side wins a conflict: none (both stay as they are, and it is reported), the
// file's label, or the server's (written into the file).
enum class SyncResolve { None, Mine, Theirs };

struct SyncConflict
{
    std::string pair;                            // ext id
    std::optional<int> checkedOut, server, file; // the person's label on each side
};

struct SyncSummary
{
    std::string person;
    std::size_t written = 0;                   // labels written to the server (set or cleared)
    std::size_t alreadyThere = 0;              // changed in the file and already so on the server
    std::size_t takenTheirs = 0;               // conflicts settled with the server's label
    std::vector<SyncConflict> conflicts;       // left as they were on both sides
    std::vector<std::string> decidedMeanwhile; // pairs relabelled here, decided since
    std::vector<std::string> goalsAssigned;    // ESD goals assigned since checkout
    std::vector<std::string> goalsUnassigned;  // and taken away
    // Tables of the person's other work changed in the file since checkout (ESTER answers,
    // OpenPI ratings, Core labels...), which sync does not write back yet: they stay in
    // the file, and are named.
    std::vector<std::string> unsynced;
};

// One transaction on the server, then one on the file: a sync cut short writes nothing
// twice, as the next one finds the labels already there. Refused (InputError) when
// `server` is not where the file came from or its login is someone else.
SyncSummary sync(Project &file, Project &server, SyncResolve resolve = SyncResolve::None);

} // namespace es::db
