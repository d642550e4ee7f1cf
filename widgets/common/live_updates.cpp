#include "widgets/common/live_updates.h"

#include "db/engine/engine.h"
#include "db/project.h"

#include <QSocketNotifier>

namespace es::widgets {

namespace {
// Announcements that arrive together (one transaction's several statements, a burst of
// labels from three annotators) are applied together.
constexpr int kGatherMs = 20;
constexpr int kFirstRetryMs = 500;
constexpr int kLastRetryMs = 5000;
// A project file is looked at this often (two stat calls and its change counter): a
// journal deleted under it is told within a few seconds, before the next edit finds it,
// and another program's import shows within as many.
constexpr int kFileWatchMs = 2000;
// The workbench's own statements share the connection: an announcement that arrives while
// one runs is read off the socket by libpq and waits in its buffer, and the socket says
// nothing more. Looking at that buffer this often bounds how late it is applied when no
// later announcement comes to wake the socket.
constexpr int kSweepMs = 500;
} // namespace

LiveUpdates::LiveUpdates(db::Project &project, QObject *parent)
    : QObject(parent), project_(project), feed_(project)
{
    deliverTimer_.setSingleShot(true);
    deliverTimer_.setInterval(kGatherMs);
    connect(&deliverTimer_, &QTimer::timeout, this, &LiveUpdates::deliver);
    reconnectTimer_.setSingleShot(true);
    connect(&reconnectTimer_, &QTimer::timeout, this, &LiveUpdates::tryReconnect);
    watchSocket();
    if (feed_.active()) {
        sweepTimer_.setInterval(kSweepMs);
        connect(&sweepTimer_, &QTimer::timeout, this, [this] {
            if (!lost_ && !project_.connection().inTransaction()) {
                readSocket();
            }
        });
        sweepTimer_.start();
    } else {
        fileTimer_.setInterval(kFileWatchMs);
        connect(&fileTimer_, &QTimer::timeout, this, &LiveUpdates::watchFile);
        fileTimer_.start();
    }
}

void LiveUpdates::watchFile()
{
    const std::string why = project_.fileLost();
    if (!why.empty()) {
        fileTimer_.stop();
        emit fileLost(QString::fromStdString(why));
        return;
    }
    // Another program's writes: an import from the command line, a second workbench.
    try {
        pending_.merge(feed_.readFile());
    } catch (const std::exception &) {
        pending_.merge(db::Changes::everything());
    }
    if (!pending_.empty() && !deliverTimer_.isActive()) {
        deliverTimer_.start();
    }
}

LiveUpdates::~LiveUpdates() = default;

void LiveUpdates::watchSocket()
{
    notifier_.reset();
    const int socket = feed_.socket();
    if (socket < 0) {
        return;
    }
    notifier_ = std::make_unique<QSocketNotifier>(socket, QSocketNotifier::Read);
    connect(notifier_.get(), &QSocketNotifier::activated, this, &LiveUpdates::readSocket);
}

void LiveUpdates::poll()
{
    if (feed_.active() && !lost_) {
        readSocket();
    } else if (!feed_.active() && fileTimer_.isActive()) {
        watchFile();
    }
}

db::Changes LiveUpdates::takeNews()
{
    poll();
    db::Changes news = std::move(pending_);
    pending_ = {};
    deliverTimer_.stop();
    return news;
}

void LiveUpdates::readSocket()
{
    // The connection is the stores' own: between their statements it is idle, and what
    // arrives is read now, but applied only outside a transaction (deliver()).
    try {
        pending_.merge(feed_.read());
    } catch (const db::ConnectionLost &e) {
        connectionBroke(QString::fromStdString(e.what()));
        return;
    }
    if (!pending_.empty() && !deliverTimer_.isActive()) {
        deliverTimer_.start();
    }
}

void LiveUpdates::deliver()
{
    if (lost_) {
        return;
    }
    // A store's transaction still open on this connection (its statements run between
    // events) has not committed what it wrote so far, so the changes wait for it.
    if (project_.connection().inTransaction()) {
        deliverTimer_.start();
        return;
    }
    const db::Changes changes = std::move(pending_);
    pending_ = {};
    if (!changes.empty()) {
        emit changed(changes);
    }
}

void LiveUpdates::connectionBroke(const QString &why)
{
    if (lost_ || !feed_.active()) {
        return;
    }
    lost_ = true;
    // A broken socket stays readable: stop watching it until the connection is back.
    notifier_.reset();
    deliverTimer_.stop();
    pending_ = {};
    emit connectionLost(why);
    reconnectTimer_.setInterval(kFirstRetryMs);
    reconnectTimer_.start();
}

void LiveUpdates::tryReconnect()
{
    if (!feed_.reconnect()) {
        reconnectTimer_.setInterval(std::min(reconnectTimer_.interval() * 2, kLastRetryMs));
        reconnectTimer_.start();
        return;
    }
    lost_ = false;
    watchSocket();
    emit reconnected();
    if (!lost_) { // saving what waited may have found the server gone again
        emit changed(db::Changes::everything());
    }
}

} // namespace es::widgets
