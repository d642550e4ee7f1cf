// Connection's watch on a project file open for writing (db/engine/file_guard.h).
#include "db/engine/file_guard.h"

#include <ctime>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace es::db {

namespace {

std::optional<FileIdentity> identity(const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0) {
        return std::nullopt;
    }
    return FileIdentity{st.st_dev, st.st_ino};
}

// Beside the project, named so that it sorts after it and says when it was made:
// esd.eventscope -> esd-rescued-20261207-040512.eventscope (-2, -3... when taken).
std::string rescuePath(const std::string &path)
{
    constexpr std::string_view kSuffix = ".eventscope";
    std::string base = path;
    if (base.ends_with(kSuffix)) {
        base.resize(base.size() - kSuffix.size());
    }
    char stamp[32] = {};
    const std::time_t now = std::time(nullptr);
    std::tm utc = {};
    gmtime_r(&now, &utc);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &utc);
    std::string copy = base + "-rescued-" + stamp + std::string(kSuffix);
    for (int n = 2; identity(copy); ++n) {
        copy = base + "-rescued-" + stamp + "-" + std::to_string(n) + std::string(kSuffix);
    }
    return copy;
}

// What PRAGMA quick_check finds first in the file, "ok" when nothing: on a connection of
// its own that may only read, since the same check on one open for writing took three
// times as long (1.4 s against 0.44 s for a million pairs' 280 MB, docs/benchmarks.md).
std::string firstProblem(const std::string &path)
{
    try {
        Connection reader(path, Connection::Mode::ReadOnly);
        Statement check = reader.prepare("PRAGMA quick_check(1)");
        check.step();
        return check.text(0);
    } catch (const DbError &e) {
        return e.what();
    }
}

} // namespace

void Connection::checkFileAhead()
{
    if (guard_ && !guard_->whole && !guard_->ahead.valid()) {
        guard_->ahead = std::async(std::launch::async, firstProblem, guard_->path);
    }
}

void Connection::guardFile(const std::string &path)
{
    guard_.reset();
    if (!db_) {
        return;
    }
    const std::optional<FileIdentity> file = identity(path);
    if (!file) {
        return;
    }
    guard_ = std::make_unique<Guard>();
    guard_->path = path;
    guard_->file = *file;
    // In WAL mode the journal and its index stay beside the file while any connection has
    // it open.
    guard_->journal = identity(path + "-wal");
    guard_->index = identity(path + "-shm");
}

std::string Connection::fileLost()
{
    if (!guard_) {
        return {};
    }
    Guard &g = *guard_;
    if (g.what.empty()) {
        const std::optional<FileIdentity> file = identity(g.path);
        const std::optional<FileIdentity> journal = identity(g.path + "-wal");
        if (file != g.file) {
            g.what = "the project file was deleted or replaced while EventScope had it open";
            // The journal and its index beside it are this connection's, of a file gone:
            // left there, they would be read as the new file's and damage it.
            for (const auto &[suffix, mine] : {std::pair{"-wal", g.journal}, {"-shm", g.index}}) {
                if (mine && identity(g.path + suffix) == mine) {
                    ::unlink((g.path + suffix).c_str());
                }
            }
        } else if (g.journal && journal != g.journal) {
            g.what = "its journal (" + g.path +
                     "-wal) was deleted or replaced while EventScope had the project open, "
                     "taking the latest saved changes out of the file";
        }
        if (g.what.empty()) {
            return {};
        }
        // This connection still reads the journal it opened. Checkpointing it into the file
        // at close would overwrite whatever another program wrote since; a copy made from
        // what it reads loses nothing and touches nothing.
        sqlite3_db_config(db_, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    }
    // The copy is made outside a transaction (VACUUM cannot run in one): a loss found at a
    // commit is saved at the next look.
    if (g.saved.empty() && !inTransaction()) {
        const std::string copy = rescuePath(g.path);
        try {
            prepare("VACUUM INTO ?").bind(1, copy).run();
            g.saved = "what EventScope still reads of the project is saved in " + copy +
                      ": open that copy to go on";
        } catch (const DbError &e) {
            g.saved = std::string("EventScope could not save a copy of what it still reads (") +
                      e.what() + "): keep it open, and write nothing over the project";
        }
    }
    return g.path + ": " + g.what + "; EventScope writes nothing more to it" +
           (g.saved.empty() ? std::string() : ", and " + g.saved);
}

void Connection::checkBeforeWrite()
{
    if (!guard_) {
        return;
    }
    if (std::string why = fileLost(); !why.empty()) {
        throw DbError(why);
    }
    if (guard_->whole) {
        return;
    }
    const std::string problem =
        guard_->ahead.valid() ? guard_->ahead.get() : firstProblem(guard_->path);
    if (problem != "ok") {
        throw DamagedError(guard_->path + ": the project file is damaged (" + problem +
                           "); EventScope writes nothing to a damaged file: restore it from a "
                           "backup");
    }
    guard_->whole = true;
}

} // namespace es::db
