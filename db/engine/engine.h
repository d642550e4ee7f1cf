#pragma once

namespace es::db {

// Which engine holds a project: a file (SQLite) or a team's server (PostgreSQL).
enum class Engine { SQLite, PostgreSQL };

} // namespace es::db
