#include "db/review/saved_views.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace es::db {

namespace {

std::optional<std::string> filtersOf(Connection &db, const std::string &scope,
                                     const std::string &name)
{
    Statement s = db.prepare("SELECT filters FROM saved_view WHERE dataset = ? AND name = ?");
    s.bind(1, scope).bind(2, name);
    if (s.step()) {
        return s.text(0);
    }
    return std::nullopt;
}

} // namespace

SavedViews::SavedViews(Project &project) : project_(project) {}

std::vector<SavedView> SavedViews::list(const std::string &scope)
{
    std::vector<SavedView> out;
    Statement s =
        project_.connection().prepare("SELECT id, dataset, name, filters, created_by, set_at FROM "
                                      "saved_view WHERE dataset = ? ORDER BY name, id");
    s.bind(1, scope);
    while (s.step()) {
        out.push_back({s.int64(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5)});
    }
    return out;
}

void SavedViews::save(const std::string &scope, const std::string &name,
                      const std::string &filtersJson, const std::string &by)
{
    if (name.empty()) {
        throw InputError(project_.path() + ": a saved view needs a name");
    }
    // Parsed here rather than trusted so that a view that loads later always loads: the
    // widgets read keys of an object and would otherwise have to cope with anything.
    const nlohmann::json parsed = nlohmann::json::parse(filtersJson, nullptr, false);
    if (parsed.is_discarded() || !parsed.is_object()) {
        throw InputError(project_.path() + ": the filters of view \"" + name +
                         "\" are not a JSON object");
    }
    const std::string filters = parsed.dump();
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::optional<std::string> before = filtersOf(db, scope, name);
    db.prepare("INSERT INTO saved_view(dataset, name, filters, created_by, set_at) VALUES (?, ?, "
               "?, ?, ?) "
               "ON CONFLICT (dataset, name) DO UPDATE SET filters = excluded.filters, "
               "created_by = excluded.created_by, set_at = excluded.set_at")
        .bind(1, scope)
        .bind(2, name)
        .bind(3, filters)
        .bind(4, by)
        .bind(5, nowUtc())
        .run();
    project_.audit(by, "view.save", scope, name, before.value_or(std::string()), filters);
    tx.commit();
}

void SavedViews::remove(const std::string &scope, const std::string &name, const std::string &by)
{
    Connection &db = project_.connection();
    Transaction tx(db);
    const std::optional<std::string> before = filtersOf(db, scope, name);
    if (!before) {
        return;
    }
    db.prepare("DELETE FROM saved_view WHERE dataset = ? AND name = ?")
        .bind(1, scope)
        .bind(2, name)
        .run();
    project_.audit(by, "view.remove", scope, name, *before, {});
    tx.commit();
}

} // namespace es::db
