#pragma once
// The store's failures, whichever engine holds the project.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace es::db {

// `message` with each run of more than `longest` bytes without a space (a token echoed
// from a file: a string never closed, a key, a number) cut to its first and last
// `longest` / 2 bytes around a note of how much was left out, so that an error stays a
// line a person can read.
std::string clippedRuns(std::string_view message, std::size_t longest = 200);

// A failure of the store itself (I/O, corruption, a busy lock that did not clear, a
// server that refused or went away).
class DbError : public std::runtime_error
{
  public:
    using std::runtime_error::runtime_error;
    // A change refused because rows refer to the row it would remove or change (a foreign
    // key): on a team's server those rows may be hidden from the login.
    virtual bool stillReferenced() const noexcept { return false; }
};

// Another writer held the project for the whole busy timeout; the message names the
// file and the holder.
class BusyError : public DbError
{
  public:
    using DbError::DbError;
};

// The project file is damaged (SQLite found a page it could not read as a database's):
// cut short, overwritten, or written by something that was not SQLite.
class DamagedError : public DbError
{
  public:
    using DbError::DbError;
};

// The connection to a team's server broke (the server stopped, the network went away, an
// administrator ended the session): nothing of the failed statement was saved unless the
// server committed it first. The engine's own error carries it as a second base, so a
// workbench catches it without naming the engine.
class ConnectionLost
{
  public:
    virtual ~ConnectionLost() = default;
    virtual const char *what() const noexcept = 0;

  protected:
    ConnectionLost() = default;
    ConnectionLost(const ConnectionLost &) = default;
    ConnectionLost &operator=(const ConnectionLost &) = default;
};

} // namespace es::db
