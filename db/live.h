#pragma once
// What other people changed in a team project while this one has it open. The server
// announces each committed change (db/engine/migrations/postgresql/0005_live.sql); a
// workbench reads the announcements here and re-reads only what they name, through its
// own connection, which row-level security keeps blind. A project file announces
// nothing: another program that writes it (an import from the command line, a second
// workbench) is seen by the file's change counter, and what it did read from the audit
// trail it wrote.

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

namespace es::db {

class Project;

struct Changes
{
    // ESD pairs (by rowid) whose labels or decision changed.
    std::set<std::int64_t> esdPairs;
    // Anything else changed in a dataset (pairs, goals, scores, an import's many labels):
    // that dataset's view is read again.
    bool esd = false;
    bool ester = false;
    bool openpi = false;
    // People or their roles.
    bool people = false;
    bool audit = false;
    bool views = false;

    bool empty() const
    {
        return esdPairs.empty() && !esd && !ester && !openpi && !people && !audit && !views;
    }
    void merge(const Changes &other);
    // Everything: after the connection broke, announcements may have been missed.
    static Changes everything();
};

// Adds one announcement's payload ("esd_label:3,17", "ester_question") to `changes`.
void addAnnouncement(Changes &changes, std::string_view payload);

class ChangeFeed
{
  public:
    // Listens on the project's connection; inactive for a project file.
    explicit ChangeFeed(Project &project);

    bool active() const { return active_; }
    // The socket whose readability means the server sent something; -1 when inactive.
    int socket() const;
    // What others' transactions changed since the last call, this connection's own
    // changes left out. Throws ConnectionLost (db/engine/error.h) when the connection broke.
    Changes read();
    // After the connection broke: connects again and listens again. False while the
    // server is unreachable; why() then says why.
    bool reconnect();
    std::string why() const;

    // A project file: what other connections committed since the last call (SQLite's
    // data_version moves for their commits only), from the audit entries written since;
    // everything when they do not say (a write no entry names). Nothing for a server.
    Changes readFile();

  private:
    Project &project_;
    bool active_ = false;
    std::int64_t fileVersion_ = -1;
    std::int64_t auditSeen_ = 0;
};

// What one audit entry tells a workbench to read again (`pair` is the ESD pair's rowid
// where the entry names one, else -1).
void addAuditEntry(Changes &changes, std::string_view action, std::string_view dataset,
                   std::int64_t pair);

} // namespace es::db
