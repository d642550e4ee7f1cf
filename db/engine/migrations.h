#pragma once
// The schema as an ordered list of migration scripts per engine: script i brings a
// project from schema version i to i + 1, and version i means the same tables on both.

#include "db/engine/engine.h"

#include <string_view>
#include <vector>

namespace es::db {

const std::vector<std::string_view> &migrations(Engine engine = Engine::SQLite);

} // namespace es::db
