#pragma once
// Named sets of analysis filters, kept in the project so a view built once (a model's
// false negatives on split pairs, say) can be reopened by anyone who opens the file.

#include "db/project.h"

#include <cstdint>
#include <string>
#include <vector>

namespace es::db {

struct SavedView
{
    std::int64_t id = 0;
    std::string scope; // where the view applies, e.g. "esd.models"
    std::string name;
    std::string filters; // a JSON object; only the widget of that scope reads its keys
    std::string createdBy;
    std::string at;
};

class SavedViews
{
  public:
    explicit SavedViews(Project &project);

    // The scope's views by name.
    std::vector<SavedView> list(const std::string &scope);
    // Replaces a view of that name; audited. InputError on an empty name or filters
    // that are not a JSON object.
    void save(const std::string &scope, const std::string &name, const std::string &filtersJson,
              const std::string &by);
    // Audited; nothing happens when there is no such view.
    void remove(const std::string &scope, const std::string &name, const std::string &by);

  private:
    Project &project_;
};

} // namespace es::db
