#pragma once
// What other people changed in a team project while this one has it open. The server
// announces each committed change (db/engine/migrations/postgresql/0005_live.sql); a
// workbench reads the announcements here and re-reads only what they name, through its
// own connection, which row-level security keeps blind. A project file has no feed: one
// person writes it at a time.

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
    // changes left out. Throws pg::ConnectionLost when the connection broke.
    Changes read();
    // After the connection broke: connects again and listens again. False while the
    // server is unreachable; why() then says why.
    bool reconnect();
    std::string why() const;

  private:
    Project &project_;
    bool active_ = false;
};

} // namespace es::db
