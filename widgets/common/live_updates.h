#pragma once
// Keeps an open team project live: applies what other people commit within a second of
// the server announcing it (db::ChangeFeed), and says at once when the server went away,
// then connects again by itself. A project file has nothing to listen to; it is watched
// instead: another program's commits are applied within a few seconds, and the file is
// said to be lost when it or its journal is deleted or replaced under it.

#include "db/live.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

class QSocketNotifier;

namespace es::db {
class Project;
}

namespace es::widgets {

class LiveUpdates : public QObject
{
    Q_OBJECT

  public:
    LiveUpdates(db::Project &project, QObject *parent = nullptr);
    ~LiveUpdates() override;

    bool active() const { return feed_.active(); }
    bool connected() const { return !lost_; }
    // Reads what the server sent (or another program wrote to the file) now rather than
    // when the event loop gets to it.
    void poll();
    // Nothing read waits to be applied.
    bool idle() const { return pending_.empty() && !deliverTimer_.isActive(); }
    // What others changed, read now and taken from what waits to be applied: for a
    // change this workbench made through a connection of its own (an import), which it
    // applies itself.
    db::Changes takeNews();
    // An edit found the connection broken before the socket said so.
    void connectionBroke(const QString &why);

  signals:
    // Others' committed changes, gathered over a few milliseconds.
    void changed(const es::db::Changes &changes);
    void connectionLost(const QString &why);
    // Connected again; what was announced meanwhile is lost, so `changed` follows with
    // everything.
    void reconnected();
    // The project file or its journal went from under the open project: nothing more is
    // written to it (db::Project::fileLost says why, and where a copy went). Said once.
    void fileLost(const QString &why);

  private:
    void readSocket();
    void deliver();
    void tryReconnect();
    void watchSocket();
    void watchFile();

    db::Project &project_;
    db::ChangeFeed feed_;
    std::unique_ptr<QSocketNotifier> notifier_;
    db::Changes pending_;
    QTimer deliverTimer_;
    QTimer reconnectTimer_;
    QTimer fileTimer_;
    QTimer sweepTimer_;
    bool lost_ = false;
};

} // namespace es::widgets
