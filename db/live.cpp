#include "db/live.h"

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

void addAuditEntry(Changes &changes, std::string_view action, std::string_view dataset,
                   std::int64_t pair)
{
    const bool onePair = action == "label.set" || action == "label.clear" ||
                         action == "adjudicate" || action == "adjudication.withdraw";
    if (dataset == "esd") {
        if (onePair && pair >= 0) {
            changes.esdPairs.insert(pair);
        } else {
            changes.esd = true;
        }
    } else if (dataset == "ester") {
        changes.ester = true;
    } else if (dataset == "openpi") {
        changes.openpi = true;
    } else if (action == "role.set") {
        // A role decides whose work counts and what each person sees, in every dataset.
        changes.people = changes.esd = changes.ester = changes.openpi = true;
    } else {
        changes.merge(Changes::everything());
    }
    changes.audit = true;
}

namespace {

std::int64_t fileVersion(Connection &db)
{
    return db.integerOf("PRAGMA data_version");
}

std::int64_t lastAuditId(Connection &db)
{
    return db.integerOf("SELECT coalesce(max(id), 0) FROM audit");
}

} // namespace

ChangeFeed::ChangeFeed(Project &project) : project_(project)
{
    if (project.connection().announces()) {
        project.connection().listen(kChannel);
        active_ = true;
    } else if (!project.readOnly()) {
        fileVersion_ = fileVersion(project.connection());
        auditSeen_ = lastAuditId(project.connection());
    }
}

Changes ChangeFeed::readFile()
{
    Changes changes;
    Connection &db = project_.connection();
    if (active_ || fileVersion_ < 0 || db.inTransaction()) {
        return changes;
    }
    const std::int64_t version = fileVersion(db);
    if (version == fileVersion_) {
        return changes;
    }
    fileVersion_ = version;
    // An import of a million labels writes as many entries: past a few thousand, reading
    // the datasets again costs less than reading the entries.
    constexpr std::int64_t kEntries = 4096;
    Statement entries = db.prepare(
        "SELECT a.id, a.action, coalesce(a.dataset, ''), coalesce(p.id, -1) FROM audit a "
        "LEFT JOIN esd_pair p ON a.dataset = 'esd' AND p.ext_id = a.item WHERE a.id > ? "
        "ORDER BY a.id LIMIT ?");
    entries.bind(1, auditSeen_).bind(2, kEntries + 1);
    std::int64_t read = 0;
    while (entries.step() && ++read <= kEntries) {
        auditSeen_ = entries.int64(0);
        addAuditEntry(changes, entries.textView(1), entries.textView(2), entries.int64(3));
    }
    if (read == 0 || read > kEntries) {
        changes = Changes::everything();
        auditSeen_ = lastAuditId(db);
    }
    return changes;
}

int ChangeFeed::socket() const
{
    return active_ ? project_.connection().socket() : -1;
}

Changes ChangeFeed::read()
{
    Changes changes;
    if (!active_) {
        return changes;
    }
    for (const auto &n : project_.connection().notifications()) {
        if (n.channel == kChannel) {
            addAnnouncement(changes, n.payload);
        }
    }
    return changes;
}

bool ChangeFeed::reconnect()
{
    Connection &db = project_.connection();
    if (!db.announces() || !db.reconnect()) {
        return false;
    }
    try {
        db.listen(kChannel);
    } catch (const DbError &) {
        return false;
    }
    return true;
}

std::string ChangeFeed::why() const
{
    return project_.connection().why();
}

} // namespace es::db
