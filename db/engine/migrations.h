#pragma once
// The schema as an ordered list of migration scripts: script i brings a project from
// user_version i to i + 1.

#include <string_view>
#include <vector>

namespace es::db {

const std::vector<std::string_view> &migrations();

} // namespace es::db
