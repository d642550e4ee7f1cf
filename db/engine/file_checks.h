#pragma once
// What a project file is, read from the file and its header before SQLite opens it for
// writing: whether it is one at all, whether it was cut short, whether it can be written,
// and how to look at it without writing. Each "why" is empty when all is well, else the
// reason a message gives after the file's name.

#include "db/engine/connection.h"

#include <string>

namespace es::db {

// Whether the file's header says it is in WAL mode.
bool headerSaysWal(const std::string &path);

// How to look at a file without writing to it.
Connection::Mode readerMode(const std::string &path);

// Why the project at `path` cannot be written.
std::string unwritable(const std::string &path);

// Why the file at `path` is no project file (not a regular file, empty, not an SQLite
// database, cut short).
std::string notAProjectFile(const std::string &path);

} // namespace es::db
