#include "db/assignments.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace es::db {

namespace {

// SplitMix64 (as the bootstrap uses): specified to the bit, unlike std::shuffle, so a
// seed gives the same panels on every platform and compiler.
class SplitMix64
{
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

  private:
    std::uint64_t state_;
};

const char *itemTable(const std::string &dataset)
{
    if (dataset == "esd") {
        return "esd_goal";
    }
    if (dataset == "ester") {
        return "ester_passage";
    }
    if (dataset == "openpi") {
        return "openpi_procedure";
    }
    return nullptr;
}

struct Row
{
    std::int64_t item = 0;
    std::int64_t person = 0;
    std::int64_t position = 0;
    friend bool operator<(const Row &a, const Row &b)
    {
        return std::tie(a.item, a.person, a.position) < std::tie(b.item, b.person, b.position);
    }
    friend bool operator==(const Row &, const Row &) = default;
};

std::string article(const std::string &role)
{
    return role == "adjudicator" ? "an " : "a ";
}

// Who has already worked on which item of the dataset, among the annotators who sit on
// panels (not adjudicators, viewers or rater groups): (item, person) pairs.
std::vector<std::pair<std::int64_t, std::int64_t>> workedOn(Connection &db,
                                                            const std::string &dataset)
{
    const std::string work =
        dataset == "esd"
            ? "SELECT DISTINCT p.goal_id AS item, l.person_id AS person FROM esd_label l JOIN "
              "esd_pair p ON p.id = l.pair_id"
        : dataset == "ester"
            ? "SELECT DISTINCT q.passage_id AS item, a.person_id AS person FROM ester_answer_set "
              "a JOIN ester_question q ON q.id = a.question_id WHERE a.person_id IS NOT NULL"
            : "SELECT DISTINCT e.procedure_id AS item, s.person_id AS person FROM "
              "openpi_salience s JOIN openpi_entity e ON e.id = s.entity_id WHERE s.person_id IS "
              "NOT NULL UNION SELECT procedure_id, person_id FROM openpi_clustering WHERE "
              "person_id IS NOT NULL";
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    Statement s = db.prepare("SELECT w.item, w.person FROM (" + work +
                             ") w JOIN person n ON n.id = w.person WHERE n.role = 'annotator' AND "
                             "NOT EXISTS (SELECT 1 FROM rater_group_member m WHERE m.person_id = "
                             "n.id) ORDER BY w.item, w.person");
    while (s.step()) {
        out.emplace_back(s.int64(0), s.int64(1));
    }
    return out;
}

// True when the dataset's last assignment was made for the request `asked` (as its audit
// entry says) and everyone who has worked on an item since sits on its panel: the request
// again changes nothing, though the work seated first would draw other panels now.
bool sameRequestKept(Connection &db, const std::string &dataset, const std::string &asked,
                     const std::vector<Row> &existing,
                     const std::map<std::int64_t, std::vector<std::size_t>> &seated,
                     const std::vector<std::int64_t> &people)
{
    Statement last = db.prepare("SELECT detail FROM audit WHERE action = 'assign' AND dataset = ? "
                                "ORDER BY id DESC LIMIT 1");
    last.bind(1, dataset);
    if (!last.step() || last.text(0) != asked) {
        return false;
    }
    std::set<std::pair<std::int64_t, std::int64_t>> panels;
    for (const Row &r : existing) {
        panels.emplace(r.item, r.person);
    }
    for (const auto &[item, who] : seated) {
        for (const std::size_t a : who) {
            if (panels.count({item, people[a]}) == 0) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

namespace {

void checkRequest(const Project &project, const AssignRequest &request)
{
    if (!itemTable(request.dataset)) {
        throw InputError(project.path() + ": unknown dataset \"" + request.dataset + "\"");
    }
    const std::size_t n = request.annotators.size();
    if (n == 0) {
        throw InputError(project.path() + ": no annotators to assign");
    }
    if (request.overlap == 0 || request.overlap > n) {
        throw InputError(project.path() + ": --overlap " + std::to_string(request.overlap) +
                         " needs between 1 and " + std::to_string(n) + " annotators per item");
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (request.annotators[i].empty()) {
            throw InputError(project.path() + ": an annotator's name cannot be empty");
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (request.annotators[i] == request.annotators[j]) {
                throw InputError(project.path() + ": " + request.annotators[i] +
                                 " is named twice in --annotators");
            }
        }
    }
}

// Who already worked on which item, by item: those of the request (indices into
// `people`) sit on its panel first, so that their work keeps counting. Anyone else's
// would count no more: Refused, naming them, unless the request accepts it.
std::map<std::int64_t, std::vector<std::size_t>>
seatWorkers(Project &project, const AssignRequest &request,
            const std::vector<std::int64_t> &people, AssignSummary &sum)
{
    Connection &db = project.connection();
    std::map<std::int64_t, std::vector<std::size_t>> seated;
    std::map<std::int64_t, std::size_t> outside; // person id -> items
    for (const auto &[item, person] : workedOn(db, request.dataset)) {
        const auto at = std::find(people.begin(), people.end(), person);
        if (at == people.end()) {
            ++outside[person];
        } else {
            seated[item].push_back(static_cast<std::size_t>(at - people.begin()));
        }
    }
    if (outside.empty()) {
        return seated;
    }
    const std::string what = request.dataset == "esd"     ? " goals"
                             : request.dataset == "ester" ? " passages"
                                                          : " procedures";
    std::string list;
    Statement name = db.prepare("SELECT name FROM person WHERE id = ?");
    for (const auto &[person, count] : outside) {
        name.bind(1, person);
        name.step();
        sum.uncounted.emplace_back(name.text(0), count);
        list += (list.empty() ? "" : ", ") + name.text(0) + " (" + std::to_string(count) + what +
                ")";
        name.reset();
    }
    if (!request.acceptUncounted) {
        throw Refused(project.path() + ": " + list +
                      " worked on items but would sit on no panel, and their work would count "
                      "no more; name them in --annotators, or give --accept-uncounted");
    }
    return seated;
}

// The panels, sorted: items in a seeded order; on each, the annotators who worked on it,
// then the least loaded up to `overlap`, ties broken by a fresh draw, so loads never
// differ by more than one where nobody had worked yet and panels mix.
std::vector<Row> drawPanels(const AssignRequest &request, const std::vector<std::int64_t> &items,
                            const std::vector<std::int64_t> &people,
                            const std::map<std::int64_t, std::vector<std::size_t>> &seated,
                            std::vector<std::int64_t> &load, AssignSummary &sum)
{
    const std::size_t n = people.size();
    SplitMix64 rng(request.seed);
    std::vector<std::int64_t> order = items;
    for (std::size_t i = order.size(); i > 1; --i) {
        std::swap(order[i - 1], order[rng.next() % i]);
    }
    load.assign(n, 0);
    std::vector<Row> rows;
    rows.reserve(items.size() * request.overlap);
    std::vector<std::size_t> pick(n);
    std::vector<std::uint64_t> key(n);
    std::vector<char> taken(n);
    for (const std::int64_t item : order) {
        for (std::size_t a = 0; a < n; ++a) {
            key[a] = rng.next();
        }
        std::fill(taken.begin(), taken.end(), 0);
        std::size_t onPanel = 0;
        if (const auto it = seated.find(item); it != seated.end()) {
            for (const std::size_t a : it->second) {
                rows.push_back({item, people[a], load[a]++});
                taken[a] = 1;
                ++onPanel;
            }
            ++sum.keptLabellers;
            sum.widened += onPanel > request.overlap ? 1 : 0;
        }
        std::iota(pick.begin(), pick.end(), std::size_t{0});
        std::sort(pick.begin(), pick.end(), [&](std::size_t x, std::size_t y) {
            return std::tie(load[x], key[x], x) < std::tie(load[y], key[y], y);
        });
        for (std::size_t j = 0; j < n && onPanel < request.overlap; ++j) {
            const std::size_t a = pick[j];
            if (!taken[a]) {
                rows.push_back({item, people[a], load[a]++});
                ++onPanel;
            }
        }
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

std::string askedText(const AssignRequest &request)
{
    std::string names;
    for (const std::string &a : request.annotators) {
        names += (names.empty() ? "" : ",") + a;
    }
    return "annotators " + names + ", overlap " + std::to_string(request.overlap) + ", seed " +
           std::to_string(request.seed);
}

std::vector<Row> existingRows(Connection &db, const std::string &dataset)
{
    std::vector<Row> existing;
    Statement s = db.prepare("SELECT item_id, person_id, position FROM assignment WHERE "
                             "dataset = ? ORDER BY item_id, person_id, position");
    s.bind(1, dataset);
    while (s.step()) {
        existing.push_back({s.int64(0), s.int64(1), s.int64(2)});
    }
    return existing;
}

std::size_t itemCount(const std::vector<Row> &rows)
{
    std::set<std::int64_t> items;
    for (const Row &r : rows) {
        items.insert(r.item);
    }
    return items.size();
}

} // namespace

AssignSummary AssignmentStore::assign(const AssignRequest &request, const std::string &by)
{
    checkRequest(project_, request);
    Connection &db = project_.connection();
    Transaction tx(db);
    std::vector<std::int64_t> items;
    {
        Statement s = db.prepare(std::string("SELECT id FROM ") + itemTable(request.dataset) +
                                 " ORDER BY id");
        while (s.step()) {
            items.push_back(s.int64(0));
        }
    }
    if (items.empty()) {
        throw InputError(project_.path() + ": no " + request.dataset +
                         " items to assign; import the dataset first");
    }
    std::vector<std::int64_t> people;
    {
        Statement grouped = db.prepare("SELECT g.name FROM rater_group_member m JOIN rater_group g "
                                       "ON g.id = m.group_id WHERE m.person_id = ?");
        for (const std::string &name : request.annotators) {
            // ensureAnnotator refuses adjudicators and viewers, who sit on no panel.
            const std::int64_t id = project_.ensureAnnotator(name);
            grouped.bind(1, id);
            if (grouped.step()) {
                throw Refused(project_.path() + ": " + name + " is in the rater group \"" +
                              grouped.text(0) + "\", which is scored against gold, not assigned");
            }
            grouped.reset();
            people.push_back(id);
        }
    }
    AssignSummary sum;
    const auto seated = seatWorkers(project_, request, people, sum);
    std::vector<std::int64_t> load;
    const std::vector<Row> rows = drawPanels(request, items, people, seated, load, sum);
    const std::string asked = askedText(request);
    const std::vector<Row> existing = existingRows(db, request.dataset);
    sum.items = items.size();
    for (std::size_t a = 0; a < people.size(); ++a) {
        sum.perAnnotator.emplace_back(request.annotators[a], static_cast<std::size_t>(load[a]));
    }
    if (existing == rows || (!existing.empty() && !request.replace &&
                             sameRequestKept(db, request.dataset, asked, existing, seated, people))) {
        sum.unchanged = true;
        return sum; // nothing to write: the transaction rolls back untouched
    }
    if (!existing.empty() && !request.replace) {
        throw Refused(project_.path() + ": " + request.dataset + " is already assigned (" +
                      std::to_string(itemCount(existing)) +
                      " items) differently; the same --annotators, --overlap and --seed change "
                      "nothing, --replace assigns anew");
    }
    if (!existing.empty()) {
        db.prepare("DELETE FROM assignment WHERE dataset = ?").bind(1, request.dataset).run();
        sum.replaced = true;
    }
    const std::string now = nowUtc();
    Statement insert = db.prepare("INSERT INTO assignment(dataset, item_id, person_id, position, "
                                  "assigned_at) VALUES (?, ?, ?, ?, ?)");
    for (const Row &r : rows) {
        insert.bind(1, request.dataset)
            .bind(2, r.item)
            .bind(3, r.person)
            .bind(4, r.position)
            .bind(5, now)
            .run();
        insert.reset();
    }
    const auto describe = [](std::size_t count, std::size_t itemCount) {
        return std::to_string(count) + " assignments of " + std::to_string(itemCount) + " items";
    };
    project_.audit(by, "assign", request.dataset, {},
                   existing.empty() ? std::string()
                                    : describe(existing.size(), itemCount(existing)),
                   describe(rows.size(), items.size()), asked);
    tx.commit();
    return sum;
}

bool AssignmentStore::assigned(const std::string &dataset)
{
    Statement s = project_.connection().prepare(
        "SELECT count(*) FROM (SELECT 1 FROM assignment WHERE dataset = ? LIMIT 1) a");
    s.bind(1, dataset);
    s.step();
    return s.int64(0) > 0;
}

std::vector<std::int64_t> AssignmentStore::queue(const std::string &dataset,
                                                 const std::string &person)
{
    std::vector<std::int64_t> out;
    Statement s = project_.connection().prepare(
        "SELECT a.item_id FROM assignment a JOIN person p ON p.id = a.person_id WHERE "
        "a.dataset = ? AND p.name = ? ORDER BY a.position, a.item_id");
    s.bind(1, dataset).bind(2, person);
    while (s.step()) {
        out.push_back(s.int64(0));
    }
    return out;
}

RaterGroupInfo AssignmentStore::addToGroup(const std::string &group,
                                           const std::vector<std::string> &members,
                                           const std::optional<std::string> &setting,
                                           const std::string &by)
{
    if (group.empty()) {
        throw InputError(project_.path() + ": a group's name cannot be empty");
    }
    if (setting && *setting != "full" && *setting != "core" && *setting != "both") {
        throw InputError(project_.path() + ": unknown setting \"" + *setting +
                         "\" (expected full, core or both)");
    }
    // Both settings: the members' own labels are their Full ones, and their Core ones are
    // kept apart (esd_core_label).
    const auto stored = [](const std::string &s) -> std::string {
        return s == "both" ? "full" : s;
    };
    Connection &db = project_.connection();
    Transaction tx(db);
    std::int64_t groupId = 0;
    std::string oldSetting;
    {
        Statement s =
            db.prepare("SELECT id, setting, both_settings FROM rater_group WHERE name = ?");
        s.bind(1, group);
        if (s.step()) {
            groupId = s.int64(0);
            oldSetting = s.integer(2) != 0 ? "both" : s.text(1);
        }
    }
    if (groupId == 0) {
        db.prepare("INSERT INTO rater_group(name, setting, both_settings) VALUES (?, ?, ?)")
            .bind(1, group)
            .bind(2, stored(setting.value_or("full")))
            .bind(3, setting == "both" ? 1 : 0)
            .run();
        Statement s = db.prepare("SELECT id FROM rater_group WHERE name = ?");
        s.bind(1, group);
        s.step();
        groupId = s.int64(0);
        project_.audit(by, "group.create", "esd", group, {}, setting.value_or("full"));
    } else if (setting && *setting != oldSetting) {
        db.prepare("UPDATE rater_group SET setting = ?, both_settings = ? WHERE id = ?")
            .bind(1, stored(*setting))
            .bind(2, *setting == "both" ? 1 : 0)
            .bind(3, groupId)
            .run();
        project_.audit(by, "group.setting", "esd", group, oldSetting, *setting);
    }
    Statement memberOf = db.prepare("SELECT g.id, g.name FROM rater_group_member m JOIN "
                                    "rater_group g ON g.id = m.group_id WHERE m.person_id = ?");
    Statement hasAssignments = db.prepare("SELECT count(*) FROM assignment WHERE person_id = ?");
    Statement add = db.prepare("INSERT INTO rater_group_member(person_id, group_id) VALUES (?, ?)");
    for (const std::string &name : members) {
        if (name.empty()) {
            throw InputError(project_.path() + ": a member's name cannot be empty");
        }
        if (const std::optional<Person> p = project_.person(name);
            p && p->role != roleName(Role::Annotator)) {
            throw Refused(project_.path() + ": " + name + " is " + article(p->role) + p->role +
                          "; a rater group holds people who label");
        }
        const std::int64_t id = project_.ensureAnnotator(name);
        memberOf.bind(1, id);
        if (memberOf.step()) {
            const bool same = memberOf.int64(0) == groupId;
            const std::string other = memberOf.text(1);
            memberOf.reset();
            if (same) {
                continue;
            }
            throw Refused(project_.path() + ": " + name + " is already in the rater group \"" +
                          other + "\"");
        }
        memberOf.reset();
        hasAssignments.bind(1, id);
        hasAssignments.step();
        if (hasAssignments.int64(0) > 0) {
            throw Refused(project_.path() + ": " + name +
                          " sits on assigned panels; a rater group is scored against gold, "
                          "never part of it");
        }
        hasAssignments.reset();
        add.bind(1, id).bind(2, groupId).run();
        add.reset();
        project_.audit(by, "group.add", "esd", group, {}, name);
    }
    tx.commit();
    for (RaterGroupInfo &g : groups()) {
        if (g.name == group) {
            return g;
        }
    }
    return {};
}

std::vector<RaterGroupInfo> AssignmentStore::groups()
{
    std::vector<RaterGroupInfo> out;
    Statement s = project_.connection().prepare(
        "SELECT g.name, CASE WHEN g.both_settings <> 0 THEN 'both' ELSE g.setting END, p.name "
        "FROM rater_group g LEFT JOIN rater_group_member m ON m.group_id = g.id LEFT JOIN person "
        "p ON p.id = m.person_id ORDER BY g.name, p.name");
    while (s.step()) {
        if (out.empty() || out.back().name != s.text(0)) {
            out.push_back({s.text(0), s.text(1), {}});
        }
        if (!s.isNull(2)) {
            out.back().members.push_back(s.text(2));
        }
    }
    return out;
}

} // namespace es::db
