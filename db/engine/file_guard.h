#pragma once
// The watch a project file open for writing keeps on itself (Connection::guardFile): the
// file and journal it opened, whether its pages were found whole, and, once it lost
// either, why it writes no more.

#include "db/engine/connection.h"

#include <future>
#include <optional>
#include <string>
#include <sys/types.h>

namespace es::db {

// A file as the system knows it, whatever its name: a file deleted and made again under
// the same name is another.
struct FileIdentity
{
    dev_t device = 0;
    ino_t inode = 0;
    friend bool operator==(const FileIdentity &, const FileIdentity &) = default;
};

struct Connection::Guard
{
    std::string path;
    FileIdentity file;
    std::optional<FileIdentity> journal; // the -wal file
    std::optional<FileIdentity> index;   // the -shm file
    bool whole = false;                  // quick_check found nothing wrong
    std::string what;                    // what was lost, once it was: nothing more is written
    std::string saved;                   // where what could still be read went, once it did
    // quick_check's first finding ("ok" when none), when it was started ahead of the
    // first write (Connection::checkFileAhead).
    std::future<std::string> ahead;
};

} // namespace es::db
