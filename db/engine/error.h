#pragma once
// The store's failures, whichever engine holds the project.

#include <stdexcept>
#include <string>

namespace es::db {

// A failure of the store itself (I/O, corruption, a busy lock that did not clear, a
// server that refused or went away).
class DbError : public std::runtime_error
{
  public:
    using std::runtime_error::runtime_error;
};

// Another writer held the project for the whole busy timeout; the message names the
// file and the holder.
class BusyError : public DbError
{
  public:
    using DbError::DbError;
};

} // namespace es::db
