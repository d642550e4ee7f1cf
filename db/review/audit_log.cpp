#include "db/review/audit_log.h"

#include <optional>

namespace es::db {

namespace {

// The person's text is matched literally: their % and _ are data, not wildcards.
std::string likePattern(const std::string &text)
{
    std::string out = "%";
    for (char c : text) {
        if (c == '\\' || c == '%' || c == '_') {
            out += '\\';
        }
        out += c;
    }
    out += '%';
    return out;
}

// The smallest string above every string that starts with `prefix`, so "until a prefix,
// inclusive" becomes `at < bound` and can use the audit_at index. None when no string
// bounds them (a prefix of only 0xFF bytes).
std::optional<std::string> prefixBound(std::string prefix)
{
    while (!prefix.empty() && static_cast<unsigned char>(prefix.back()) == 0xFF) {
        prefix.pop_back();
    }
    if (prefix.empty()) {
        return std::nullopt;
    }
    prefix.back() = static_cast<char>(static_cast<unsigned char>(prefix.back()) + 1);
    return prefix;
}

// The WHERE clause is assembled from fixed fragments only; every value the person gave
// travels as a bound parameter, in the order of `values`.
struct Where
{
    std::string sql;
    std::vector<std::string> values;
    std::optional<std::int64_t> before;

    void add(const std::string &fragment)
    {
        sql += sql.empty() ? " WHERE " : " AND ";
        sql += fragment;
    }
};

Where whereFor(const AuditFilter &f, bool paging, const std::string &like)
{
    Where w;
    if (!f.person.empty()) {
        w.add("person = ?");
        w.values.push_back(f.person);
    }
    if (!f.dataset.empty()) {
        w.add("dataset = ?");
        w.values.push_back(f.dataset);
    }
    if (!f.action.empty()) {
        w.add("action = ?");
        w.values.push_back(f.action);
    }
    if (!f.text.empty()) {
        // SQLite's LIKE ignores ASCII case; a server's ILIKE does the same on these
        // COLLATE "C" columns (and its LIKE would not): Connection::likeIgnoringCase.
        w.add("(item " + like + " ? ESCAPE '\\' OR old_value " + like +
              " ? ESCAPE '\\' OR new_value " + like + " ? ESCAPE '\\' OR detail " + like +
              " ? ESCAPE '\\')");
        const std::string pattern = likePattern(f.text);
        w.values.insert(w.values.end(), 4, pattern);
    }
    if (!f.since.empty()) {
        w.add("at >= ?");
        w.values.push_back(f.since);
    }
    if (!f.until.empty()) {
        if (const auto bound = prefixBound(f.until)) {
            w.add("at < ?");
            w.values.push_back(*bound);
        }
    }
    if (paging && f.before > 0) {
        w.add("id < ?");
        w.before = f.before;
    }
    return w;
}

int bindAll(Statement &s, const Where &w)
{
    int i = 1;
    for (const std::string &v : w.values) {
        s.bind(i++, v);
    }
    if (w.before) {
        s.bind(i++, *w.before);
    }
    return i;
}

std::vector<std::string> distinctColumn(Connection &c, const char *sql)
{
    std::vector<std::string> out;
    Statement s = c.prepare(sql);
    while (s.step()) {
        out.push_back(s.text(0));
    }
    return out;
}

} // namespace

AuditLog::AuditLog(Project &project) : project_(project) {}

std::vector<AuditEntry> AuditLog::entries(const AuditFilter &filter)
{
    const Where w = whereFor(filter, true, project_.connection().likeIgnoringCase());
    std::string sql =
        "SELECT id, at, person, action, coalesce(dataset, ''), coalesce(item, ''), "
        "coalesce(old_value, ''), coalesce(new_value, ''), coalesce(detail, '') FROM audit" +
        w.sql + " ORDER BY id DESC";
    if (filter.limit > 0) {
        sql += " LIMIT ?";
    }
    Statement s = project_.connection().prepare(sql);
    const int next = bindAll(s, w);
    if (filter.limit > 0) {
        s.bind(next, static_cast<std::int64_t>(filter.limit));
    }
    std::vector<AuditEntry> out;
    while (s.step()) {
        out.push_back({s.int64(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6),
                       s.text(7), s.text(8)});
    }
    return out;
}

std::size_t AuditLog::count(const AuditFilter &filter)
{
    const Where w = whereFor(filter, false, project_.connection().likeIgnoringCase());
    Statement s = project_.connection().prepare("SELECT count(*) FROM audit" + w.sql);
    bindAll(s, w);
    s.step();
    return static_cast<std::size_t>(s.int64(0));
}

std::vector<std::string> AuditLog::people()
{
    return distinctColumn(project_.connection(),
                          "SELECT DISTINCT person FROM audit ORDER BY person");
}

std::vector<std::string> AuditLog::actions()
{
    return distinctColumn(project_.connection(),
                          "SELECT DISTINCT action FROM audit ORDER BY action");
}

std::int64_t AuditLog::latestDecision(const std::string &dataset, const std::string &item)
{
    Statement s =
        project_.connection().prepare("SELECT max(id) FROM audit WHERE dataset = ? AND item = ? "
                                      "AND action IN ('adjudicate', 'adjudication.withdraw')");
    s.bind(1, dataset).bind(2, item);
    return s.step() && !s.isNull(0) ? s.int64(0) : 0;
}

} // namespace es::db
