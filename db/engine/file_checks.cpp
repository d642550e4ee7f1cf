#include "db/engine/file_checks.h"

#include "db/engine/sqlite.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace es::db {

namespace {

std::uint32_t bigEndian(const std::string &bytes, std::size_t at, std::size_t width)
{
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < width; ++i) {
        v = (v << 8) | static_cast<unsigned char>(bytes[at + i]);
    }
    return v;
}

// A file shorter than its header's count of pages was cut short (a copy or a transfer
// that stopped, a full disk): the header's count is kept while its change counter
// (bytes 24-27) matches bytes 92-95.
std::string cutShort(const std::string &path, std::uintmax_t size)
{
    const std::string head = sqliteFileHead(path, 100);
    if (head.size() < 100 || bigEndian(head, 24, 4) != bigEndian(head, 92, 4)) {
        return {};
    }
    const std::uint32_t pageSize = bigEndian(head, 16, 2) == 1 ? 65536 : bigEndian(head, 16, 2);
    const std::uintmax_t expected = std::uintmax_t{pageSize} * bigEndian(head, 28, 4);
    if (size < expected) {
        return "the project file is damaged: cut short at " + std::to_string(size) + " of its " +
               std::to_string(expected) + " bytes";
    }
    return {};
}

} // namespace

// Bytes 18 and 19 of the header are 2 in WAL mode, which EventScope sets before it
// creates its tables.
bool headerSaysWal(const std::string &path)
{
    const std::string head = sqliteFileHead(path, 20);
    return head.size() == 20 && head[18] == 2 && head[19] == 2;
}

// How to look at a file without writing to it: a WAL database nobody has open is read as
// immutable, so that looking at it leaves no -shm or -wal file beside it either.
Connection::Mode readerMode(const std::string &path)
{
    std::error_code ec;
    const bool idle = headerSaysWal(path) && !std::filesystem::exists(path + "-wal", ec);
    return idle ? Connection::Mode::ReadOnlyImmutable : Connection::Mode::ReadOnly;
}

// Why the project at `path` cannot be written, or empty: the file itself, or its folder,
// where the journal (-wal) and its index (-shm) are made beside it.
std::string unwritable(const std::string &path)
{
    if (::access(path.c_str(), W_OK) != 0) {
        return errno == EROFS ? "on a read-only file system" : "the file is not writable";
    }
    const std::filesystem::path folder = std::filesystem::absolute(path).parent_path();
    if (::access(folder.c_str(), W_OK) != 0) {
        return errno == EROFS ? "on a read-only file system"
                              : "its folder " + folder.string() + " is not writable";
    }
    return {};
}

// What a file is, from its first bytes, before SQLite opens it: a file that is no
// SQLite database never reaches SQLite, which would take an empty file for a new
// database and write one into it.
std::string notAProjectFile(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec) {
        return "cannot read: " + ec.message();
    }
    if (fs::is_directory(st)) {
        return "is a directory, not an EventScope project";
    }
    if (!fs::is_regular_file(st)) {
        return "not a regular file, not an EventScope project";
    }
    const std::string head = sqliteFileHead(path, 100);
    if (head.empty()) {
        return "empty file, not an EventScope project";
    }
    if (head.size() < 16 || std::memcmp(head.data(), "SQLite format 3", 16) != 0) {
        return "not an EventScope project (not an SQLite database)";
    }
    return cutShort(path, fs::file_size(path, ec));
}

} // namespace es::db
