#include "db/engine/engine.h"

#include "db/engine/postgres.h"

namespace es::db {

bool isServerLocation(std::string_view location)
{
    return pg::isConnectionString(location);
}

std::string shownLocation(std::string_view location)
{
    return pg::isConnectionString(location) ? pg::withoutPassword(location) : std::string(location);
}

ServerOptions serverOptions(std::string_view location)
{
    return pg::connectionOptions(location);
}

std::string serverLocation(const ServerOptions &options)
{
    return pg::connectionUri(options);
}

std::string withServerOption(std::string_view location, const std::string &key,
                             const std::string &value)
{
    return pg::withOption(location, key, value);
}

ServerProbe probeServer(const std::string &location)
{
    ServerProbe probe;
    try {
        pg::Connection c(location);
        probe.ok = true;
    } catch (const pg::Error &e) {
        probe.needsPassword = e.needsPassword();
        probe.why = e.what();
    } catch (const std::exception &e) {
        probe.why = e.what();
    }
    return probe;
}

} // namespace es::db
