#pragma once
// A whole project from one place to another, a file and a server either way: every
// table row for row with its ids, so every figure, export and the audit trail are the
// same on the other side. Start alone in a file, grow into a team on a server, archive
// back to a file.

#include "db/esd/esd_store.h"
#include "db/project.h"

namespace es::db {

struct CopySummary
{
    std::size_t tables = 0;
    std::size_t rows = 0;
};

// `to` must hold no data yet (a new file, an empty database). One transaction on `to`:
// a failure or a cancel leaves it empty.
CopySummary copyProject(Project &from, Project &to, const Progress &progress = {});

} // namespace es::db
