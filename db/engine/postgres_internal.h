#pragma once
// What the PostgreSQL engine's files share. Internal to db/engine.

#include <string>
#include <string_view>

namespace es::db::pg {

inline constexpr const char *kNulInText =
    "text holds the character U+0000, which a PostgreSQL server cannot store";

// libpq's messages end in a newline and may hold a second line of detail; a message of
// ours is one line.
std::string oneLine(std::string_view text);

} // namespace es::db::pg
