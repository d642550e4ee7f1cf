#pragma once
// What only a project file's engine (SQLite) has: its file's header read safely, and who
// holds its write lock. The connection itself is db/engine/connection.h.

#include <string>

namespace es::db {

// The first `bytes` bytes of the file at `path` (fewer when it is shorter), read through
// SQLite's own file layer: closing a plain descriptor of a file drops every POSIX lock
// this process holds on it, a connection's included, after which another process may take
// the project for idle and checkpoint and delete its WAL under that connection. Throws
// DbError when the file cannot be opened.
std::string sqliteFileHead(const std::string &path, int bytes);

// Who holds a write lock on the project at `path`, as far as the system tells (on Linux
// /proc/locks): "eventscope (pid 1234, user alice)"; empty when unknown.
std::string lockHolder(const std::string &path);

} // namespace es::db
