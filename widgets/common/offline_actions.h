#pragma once
// File > Check out for offline work… and File > Sync with the server: what `eventscope
// checkout` and `eventscope sync` do (db/offline.h), from the workbench. An annotator on a
// team's server takes their view of the project into a new file and labels there; once
// that file is open, sync connects to where it came from (asking for the password as the
// connection dialog does, when the server wants one), writes the labels back, and says
// what happened, letting them settle the conflicts either way. Both run off the GUI
// thread, each on connections of its own.

#include "db/offline.h"

#include <QDialog>
#include <QObject>
#include <QString>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QPlainTextEdit;
class QPushButton;

namespace es::widgets {

// The outcome of one sync, as plain text (names from the project are never read as
// HTML); with conflicts it asks which side wins.
class SyncDialog : public QDialog
{
    Q_OBJECT

  public:
    enum Choice { Leave = 0, KeepMine, TakeTheirs };
    SyncDialog(const db::SyncSummary &summary, const QString &file, const QString &server,
               QWidget *parent = nullptr);
    QString text() const;
    // The buttons of a dialog with conflicts ("Keep mine", "Take the server's", "Leave
    // them"), else null; Close otherwise.
    QPushButton *button(Choice choice) const;

  private:
    QPlainTextEdit *text_;
    QPushButton *buttons_[3] = {};
};

// The summary's text, a line a fact: counts, each conflict with its three labels, pairs
// decided and goals assigned or taken away meanwhile, and what is not synced yet.
QString syncSummaryText(const db::SyncSummary &summary, const QString &file, const QString &server);

class OfflineActions : public QObject
{
    Q_OBJECT

  public:
    // What the actions need of the window they are in.
    struct Host
    {
        std::function<db::Project *()> project;    // the open project, or null
        std::function<QString()> connectionTarget; // how it was opened (with a password)
        std::function<QString()> role;             // of the person signed in
        std::function<bool(const QString &path, QString *error)> open; // opens a file
        std::function<void()> reload; // the open file's labels changed under its session
    };

    OfflineActions(QWidget *window, Host host);
    void addTo(QMenu *menu);
    // After a project opened or someone signed in: which of the two applies now.
    void update();

    QAction *checkOutAction() const { return checkOut_; }
    QAction *syncAction() const { return sync_; }

    void checkOut();
    void sync();

  private:
    // Runs one sync over its own connections, waiting in a progress dialog; nothing
    // (having shown why) when it failed.
    std::optional<db::SyncSummary> runSync(const QString &file, const std::string &server,
                                           db::SyncResolve resolve);
    void showError(const QString &message);

    QWidget *window_;
    Host host_;
    QAction *checkOut_;
    QAction *sync_;
};

} // namespace es::widgets
