#include "db/live.h"

#include "db/engine/postgres.h"
#include "db/project.h"

#include <charconv>

namespace es::db {

namespace {

constexpr std::string_view kChannel = "eventscope";

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

} // namespace

void Changes::merge(const Changes &other)
{
    esdPairs.insert(other.esdPairs.begin(), other.esdPairs.end());
    esd |= other.esd;
    ester |= other.ester;
    openpi |= other.openpi;
    people |= other.people;
    audit |= other.audit;
    views |= other.views;
}

Changes Changes::everything()
{
    Changes c;
    c.esd = c.ester = c.openpi = c.people = c.audit = c.views = true;
    return c;
}

void addAnnouncement(Changes &changes, std::string_view payload)
{
    const auto colon = payload.find(':');
    const std::string_view table = payload.substr(0, colon);
    if ((table == "esd_label" || table == "esd_adjudication") && colon != std::string_view::npos) {
        std::string_view ids = payload.substr(colon + 1);
        while (!ids.empty()) {
            const auto comma = ids.find(',');
            const std::string_view id = ids.substr(0, comma);
            std::int64_t value = 0;
            const auto [end, ec] = std::from_chars(id.data(), id.data() + id.size(), value);
            if (ec != std::errc() || end != id.data() + id.size()) {
                // Not what this build's server announces: read the dataset again.
                changes.esd = true;
                return;
            }
            changes.esdPairs.insert(value);
            ids = comma == std::string_view::npos ? std::string_view() : ids.substr(comma + 1);
        }
    } else if (startsWith(table, "esd_") || table == "assignment" ||
               startsWith(table, "rater_group")) {
        // Panels and groups decide who counts in the ESD figures and each annotator's queue.
        changes.esd = true;
    } else if (startsWith(table, "ester_")) {
        changes.ester = true;
    } else if (startsWith(table, "openpi_")) {
        changes.openpi = true;
    } else if (table == "person") {
        changes.people = true;
    } else if (table == "audit") {
        changes.audit = true;
    } else if (table == "saved_view") {
        changes.views = true;
    } else if (table == "model") {
        // A new model arrives with its outputs, which announce their dataset themselves.
    } else {
        changes = Changes::everything();
    }
}

ChangeFeed::ChangeFeed(Project &project) : project_(project)
{
    if (pg::Connection *server = project.connection().server()) {
        server->listen(kChannel);
        active_ = true;
    }
}

int ChangeFeed::socket() const
{
    const pg::Connection *server = project_.connection().server();
    return active_ && server ? server->socket() : -1;
}

Changes ChangeFeed::read()
{
    Changes changes;
    pg::Connection *server = project_.connection().server();
    if (!active_ || !server) {
        return changes;
    }
    const int own = server->backendPid();
    for (const auto &n : server->notifications()) {
        if (n.channel == kChannel && n.senderPid != own) {
            addAnnouncement(changes, n.payload);
        }
    }
    return changes;
}

bool ChangeFeed::reconnect()
{
    pg::Connection *server = project_.connection().server();
    if (!server || !server->reconnect()) {
        return false;
    }
    try {
        server->listen(kChannel);
    } catch (const pg::Error &) {
        return false;
    }
    return true;
}

std::string ChangeFeed::why() const
{
    const pg::Connection *server = project_.connection().server();
    return server ? server->why() : std::string();
}

} // namespace es::db
