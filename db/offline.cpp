#include "db/offline.h"

#include "db/assignments.h"
#include "db/copy.h"
#include "db/engine/connection.h"
#include "db/esd/esd_snapshot_reads.h"

#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace es::db {

namespace {

using json = nlohmann::json;

struct Label
{
    int value = 0;
    std::string at;
};
using Labels = std::map<std::string, Label>; // by pair ext id

constexpr const char *kOrigin = "checkout.origin";
constexpr const char *kPerson = "checkout.person";
constexpr const char *kAt = "checkout.at";
constexpr const char *kLabels = "checkout.esd_labels";
constexpr const char *kDecided = "checkout.esd_decided";
constexpr const char *kAssigned = "checkout.esd_assigned";
constexpr const char *kOtherWork = "checkout.other_work";

// A person's work that sync does not write back yet: each table's rows of the person, as
// their count and times, to tell that the file changed them.
constexpr const char *kUnsyncedTables[] = {
    "esd_core_label",          "ester_answer_set",  "ester_trigger_set",   "ester_review",
    "openpi_salience",         "openpi_clustering", "openpi_schema_label", "openpi_schema_review",
    "openpi_expansion_rating", "openpi_states"};

json otherWork(Connection &db, const std::string &person)
{
    json out = json::object();
    for (const char *table : kUnsyncedTables) {
        Statement s = db.prepare(std::string("SELECT count(*), coalesce(min(t.set_at), ''), "
                                             "coalesce(max(t.set_at), '') FROM ") +
                                 table + " t JOIN person n ON n.id = t.person_id WHERE n.name = ?");
        s.bind(1, person);
        s.step();
        out[table] = json::array({s.int64(0), s.text(1), s.text(2)});
    }
    return out;
}

Labels labelsOf(Connection &db, const std::string &person)
{
    Labels out;
    Statement s = db.prepare("SELECT p.ext_id, l.label, l.set_at FROM esd_label l JOIN esd_pair p "
                             "ON p.id = l.pair_id JOIN person n ON n.id = l.person_id WHERE "
                             "n.name = ?");
    s.bind(1, person);
    while (s.step()) {
        out[s.text(0)] = {s.integer(1), s.text(2)};
    }
    return out;
}

// The pairs decided, as the person is told of them (ext ids).
std::set<std::string> decidedPairs(Connection &db)
{
    std::set<std::string> out;
    Statement ext = db.prepare("SELECT ext_id FROM esd_pair WHERE id = ?");
    std::vector<std::int64_t> ids = decidedPairsHidden(db, {});
    Statement seen = db.prepare("SELECT pair_id FROM esd_adjudication");
    while (seen.step()) {
        ids.push_back(seen.int64(0));
    }
    for (const std::int64_t id : ids) {
        ext.reset();
        ext.bind(1, id);
        if (ext.step()) {
            out.insert(ext.text(0));
        }
    }
    return out;
}

// The person's ESD goals as "goal (modifier)" names.
std::set<std::string> assignedGoals(Project &project, const std::string &person)
{
    std::set<std::string> out;
    Statement name =
        project.connection().prepare("SELECT goal, modifier FROM esd_goal WHERE id = ?");
    for (const std::int64_t id : AssignmentStore(project).queue("esd", person)) {
        name.reset();
        name.bind(1, id);
        if (name.step()) {
            out.insert(name.text(1).empty() ? name.text(0)
                                            : name.text(0) + " (" + name.text(1) + ")");
        }
    }
    return out;
}

std::string meta(Connection &db, const char *key)
{
    Statement s = db.prepare("SELECT value FROM project_meta WHERE key = ?");
    s.bind(1, key);
    return s.step() ? s.text(0) : std::string();
}

void setMeta(Connection &db, const char *key, const std::string &value)
{
    db.prepare("INSERT INTO project_meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE "
               "SET value = excluded.value")
        .bind(1, key)
        .bind(2, value)
        .run();
}

json labelsJson(const Labels &labels)
{
    json out = json::object();
    for (const auto &[pair, l] : labels) {
        out[pair] = json::array({l.value, l.at});
    }
    return out;
}

Labels labelsFromJson(const std::string &text)
{
    Labels out;
    const json parsed = json::parse(text); // items() refers to it
    for (const auto &[pair, l] : parsed.items()) {
        out[pair] = {l.at(0).get<int>(), l.at(1).get<std::string>()};
    }
    return out;
}

// The person's label of the pair on one side, or nothing.
std::optional<int> valueOf(const Labels &labels, const std::string &pair)
{
    const auto it = labels.find(pair);
    return it == labels.end() ? std::nullopt : std::optional(it->second.value);
}

void writeLabel(Project &project, const std::string &person, const std::string &pair,
                const std::optional<Label> &label, std::optional<int> old, const char *action)
{
    Connection &db = project.connection();
    const std::int64_t personId = project.ensureAnnotator(person);
    if (label) {
        db.prepare("INSERT INTO esd_label(pair_id, person_id, label, set_at) SELECT id, ?, ?, ? "
                   "FROM esd_pair WHERE ext_id = ? ON CONFLICT(pair_id, person_id) DO UPDATE SET "
                   "label = excluded.label, set_at = excluded.set_at")
            .bind(1, personId)
            .bind(2, label->value)
            .bind(3, label->at)
            .bind(4, pair)
            .run();
    } else {
        db.prepare("DELETE FROM esd_label WHERE person_id = ? AND pair_id = (SELECT id FROM "
                   "esd_pair WHERE ext_id = ?)")
            .bind(1, personId)
            .bind(2, pair)
            .run();
    }
    const auto text = [](std::optional<int> v) { return v ? std::to_string(*v) : std::string(); };
    project.audit(person, action, "esd", pair, text(old),
                  text(label ? std::optional(label->value) : std::nullopt));
}

std::vector<std::string> minus(const std::set<std::string> &a, const std::set<std::string> &b)
{
    std::vector<std::string> out;
    for (const std::string &x : a) {
        if (b.count(x) == 0) {
            out.push_back(x);
        }
    }
    return out;
}

} // namespace

CheckoutSummary checkout(Project &server, Project &file)
{
    const std::string person = server.serverLogin();
    if (person.empty()) {
        throw InputError(server.path() + ": a checkout is taken from a team's server");
    }
    if (const std::optional<Person> p = server.person(person); !p || p->role != "annotator") {
        throw Refused(server.path() + ": " + person +
                      " is no annotator here; a checkout is an annotator's work taken offline");
    }
    CheckoutSummary out;
    out.person = person;
    // The decisions hidden from the person are told only by the server; the rest is what
    // the copy took, read back from the file.
    const std::set<std::string> decided = decidedPairs(server.connection());
    out.rows = copyProject(server, file).rows;
    const Labels labels = labelsOf(file.connection(), person);
    const std::set<std::string> assigned = assignedGoals(file, person);
    out.labels = labels.size();
    Transaction tx(file.connection());
    setMeta(file.connection(), kOrigin, server.path());
    setMeta(file.connection(), kPerson, person);
    setMeta(file.connection(), kAt, nowUtc());
    setMeta(file.connection(), kLabels, labelsJson(labels).dump());
    setMeta(file.connection(), kDecided, json(decided).dump());
    setMeta(file.connection(), kAssigned, json(assigned).dump());
    setMeta(file.connection(), kOtherWork, otherWork(file.connection(), person).dump());
    tx.commit();
    return out;
}

CheckoutOrigin checkoutOrigin(Project &file)
{
    CheckoutOrigin o{meta(file.connection(), kOrigin), meta(file.connection(), kPerson),
                     meta(file.connection(), kAt)};
    if (o.location.empty() || o.person.empty()) {
        throw InputError(file.path() + ": not a checkout (eventscope checkout makes one)");
    }
    return o;
}

SyncSummary sync(Project &file, Project &server, SyncResolve resolve)
{
    const CheckoutOrigin origin = checkoutOrigin(file);
    if (server.path() != origin.location || server.serverLogin() != origin.person) {
        throw InputError(file.path() + ": checked out from " + origin.location + " by " +
                         origin.person + ", not " + server.path());
    }
    SyncSummary out;
    out.person = origin.person;
    const Labels base = labelsFromJson(meta(file.connection(), kLabels));
    const Labels mine = labelsOf(file.connection(), origin.person);
    std::set<std::string> changed;
    for (const auto *side : {&base, &mine}) {
        for (const auto &[pair, l] : *side) {
            if (valueOf(base, pair) != valueOf(mine, pair)) {
                changed.insert(pair);
            }
        }
    }
    Labels settled = base; // the checkout's labels as they will be after this sync
    std::vector<std::pair<std::string, std::optional<Label>>> theirs; // the file takes
    std::set<std::string> decidedNow, assignedNow;
    {
        Transaction tx(server.connection());
        const Labels now = labelsOf(server.connection(), origin.person);
        for (const std::string &pair : changed) {
            const std::optional<int> b = valueOf(base, pair), s = valueOf(now, pair),
                                     m = valueOf(mine, pair);
            const auto it = mine.find(pair);
            const std::optional<Label> local =
                it == mine.end() ? std::nullopt : std::optional(it->second);
            if (s == m) {
                ++out.alreadyThere; // written by a sync cut short, or the same by chance
            } else if (s == b || resolve == SyncResolve::Mine) {
                writeLabel(server, origin.person, pair, local, s, "label.sync");
                ++out.written;
            } else if (resolve == SyncResolve::Theirs) {
                const auto t = now.find(pair);
                const std::optional<Label> kept =
                    t == now.end() ? std::nullopt : std::optional(t->second);
                theirs.emplace_back(pair, kept);
                ++out.takenTheirs;
                if (kept) {
                    settled[pair] = *kept;
                } else {
                    settled.erase(pair);
                }
                continue;
            } else {
                out.conflicts.push_back({pair, b, s, m});
                continue;
            }
            if (local) {
                settled[pair] = *local;
            } else {
                settled.erase(pair);
            }
        }
        decidedNow = decidedPairs(server.connection());
        assignedNow = assignedGoals(server, origin.person);
        tx.commit();
    }
    const auto decidedThen =
        json::parse(meta(file.connection(), kDecided)).get<std::set<std::string>>();
    const auto assignedThen =
        json::parse(meta(file.connection(), kAssigned)).get<std::set<std::string>>();
    for (const std::string &pair : minus(decidedNow, decidedThen)) {
        if (changed.count(pair) != 0) {
            out.decidedMeanwhile.push_back(pair);
        }
    }
    const json workThen = json::parse(meta(file.connection(), kOtherWork));
    const json workNow = otherWork(file.connection(), origin.person); // items() refers to it
    for (const auto &[table, now] : workNow.items()) {
        if (!workThen.contains(table) || workThen.at(table) != now) {
            out.unsynced.push_back(table);
        }
    }
    out.goalsAssigned = minus(assignedNow, assignedThen);
    out.goalsUnassigned = minus(assignedThen, assignedNow);

    Transaction tx(file.connection());
    for (const auto &[pair, label] : theirs) {
        writeLabel(file, origin.person, pair, label, valueOf(mine, pair), "label.sync");
    }
    setMeta(file.connection(), kLabels, labelsJson(settled).dump());
    setMeta(file.connection(), kDecided, json(decidedNow).dump());
    setMeta(file.connection(), kAssigned, json(assignedNow).dump());
    tx.commit();
    return out;
}

} // namespace es::db
