#pragma once
// What the rest of EventScope may know of the engines: which one holds a project, how a
// server's location is written and shown, whether a server answers, and the failure of
// a lost connection. Only db/engine/ names SQLite or PostgreSQL types.

#include "db/engine/error.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace es::db {

// Which engine holds a project: a file (SQLite) or a team's server (PostgreSQL).
enum class Engine { SQLite, PostgreSQL };

// True when `location` names a database on a server rather than a project file.
bool isServerLocation(std::string_view location);

// `location` as people may see it in a message, a title or a recent-files list: a
// server's password removed, everything else kept.
std::string shownLocation(std::string_view location);

// A server's location as keywords and values (host, port, dbname, user, password,
// sslmode...), in the server library's order; throws DbError with the library's
// one-line reason when it cannot read `location`.
using ServerOptions = std::vector<std::pair<std::string, std::string>>;
ServerOptions serverOptions(std::string_view location);
// A location setting `options`, so that serverOptions(serverLocation(o)) == o.
std::string serverLocation(const ServerOptions &options);
// `location` with option `key` set to `value` (replacing it when set).
std::string withServerOption(std::string_view location, const std::string &key,
                             const std::string &value);

// A message another connection announced on a channel this one listens to (a server's
// NOTIFY).
struct Notification
{
    std::string channel;
    std::string payload;
    int senderPid = 0; // the server process of the connection whose transaction sent it
};

// Whether a server answers at `location`: connects and closes again.
struct ServerProbe
{
    bool ok = false;
    bool needsPassword = false; // refused for want of a password the person may give
    std::string why;            // the server library's reason when not ok
};
ServerProbe probeServer(const std::string &location);

} // namespace es::db
