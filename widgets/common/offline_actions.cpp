#include "widgets/common/offline_actions.h"

#include "db/engine/engine.h"
#include "db/project.h"
#include "db/team.h"
#include "widgets/common/background_job.h"
#include "widgets/common/connection_dialog.h"
#include "widgets/esd/esd_commands.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>
#include <memory>

namespace es::widgets {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Runs `work` on a worker thread while a progress dialog says what it waits for; false
// with the reason when it threw. Nothing to cancel: a checkout or a sync is one
// transaction each side, over in a moment or refused by the server.
bool runWaiting(QWidget *parent, const QString &what, std::function<void()> work, QString *error)
{
    QProgressDialog progress(what, QString(), 0, 0, parent);
    progress.setWindowTitle(OfflineActions::tr("Please wait"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setCancelButton(nullptr);
    progress.setMinimumDuration(300);
    BackgroundJob job(nullptr);
    QEventLoop wait;
    bool ok = false;
    QObject::connect(&job, &BackgroundJob::applied, &wait, [&] {
        ok = true;
        wait.quit();
    });
    QObject::connect(&job, &BackgroundJob::failed, &wait, [&](const QString &reason) {
        *error = reason;
        wait.quit();
    });
    job.run([work](const std::atomic<bool> &) -> BackgroundJob::Apply {
        work();
        return [] {};
    });
    wait.exec();
    progress.reset();
    return ok;
}

// Where a checkout is suggested: Documents (or home), named after the login and database.
QString suggestedCheckoutPath(db::Project &project)
{
    QString database;
    for (const auto &[key, value] : db::serverOptions(project.path())) {
        if (key == "dbname") {
            database = qs(value);
        }
    }
    const QString name = qs(project.serverLogin()) +
                         (database.isEmpty() ? QString() : QLatin1Char('-') + database) +
                         QStringLiteral(".eventscope");
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(!documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath())
        .filePath(name);
}

// The origin with the password the connection dialog was given, if any: the location
// stays the origin's own, which sync compares with where the file came from.
std::optional<std::string> askServer(QWidget *parent, const std::string &origin)
{
    std::optional<std::string> location;
    ConnectionDialog dialog(
        [&](const QString &target, QString *) {
            location = origin;
            for (const auto &[key, value] : db::serverOptions(target.toStdString())) {
                if (key == "password") {
                    location = db::withServerOption(origin, "password", value);
                }
            }
            return true;
        },
        qs(origin), parent);
    dialog.setWindowTitle(OfflineActions::tr("Sync with the server"));
    // With a password from PGPASSWORD or ~/.pgpass the server answers and the dialog
    // closes by itself; else it asks for one.
    QTimer::singleShot(0, &dialog, &ConnectionDialog::connectToServer);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return location;
}

} // namespace

QString syncSummaryText(const db::SyncSummary &s, const QString &file, const QString &server)
{
    const auto label = [](std::optional<int> l) {
        return l ? labelName(static_cast<std::int8_t>(*l)) : labelName(std::nullopt);
    };
    QStringList lines;
    lines << SyncDialog::tr("%1's ESD labels, from %2 to %3:").arg(qs(s.person), file, server)
          << QString() << SyncDialog::tr("Written to the server: %1").arg(s.written)
          << SyncDialog::tr("Already so on the server: %1").arg(s.alreadyThere)
          << SyncDialog::tr("Taken from the server into this file: %1").arg(s.takenTheirs);
    const auto list = [&](const QString &title, const std::vector<std::string> &items) {
        if (items.empty()) {
            return;
        }
        lines << QString() << title;
        for (const std::string &item : items) {
            lines << QStringLiteral("  ") + qs(item);
        }
    };
    if (!s.conflicts.empty()) {
        lines << QString()
              << SyncDialog::tr("%n conflict(s): label(s) changed on the server meanwhile, left "
                                "as they are on both sides:",
                                "", static_cast<int>(s.conflicts.size()));
        for (const db::SyncConflict &c : s.conflicts) {
            lines << SyncDialog::tr("  %1: %2 when checked out, %3 on the server now, %4 here")
                         .arg(qs(c.pair), label(c.checkedOut), label(c.server), label(c.file));
        }
    }
    list(SyncDialog::tr("Decided meanwhile (your label counts in agreement, the decision is its "
                        "gold):"),
         s.decidedMeanwhile);
    list(SyncDialog::tr("Assigned to you meanwhile:"), s.goalsAssigned);
    list(SyncDialog::tr("No longer assigned to you:"), s.goalsUnassigned);
    list(SyncDialog::tr("Changed here but not synced yet (stays in this file only; ESD labels "
                        "are synced):"),
         s.unsynced);
    return lines.join(QLatin1Char('\n'));
}

SyncDialog::SyncDialog(const db::SyncSummary &summary, const QString &file, const QString &server,
                       QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Sync with the server"));
    auto *layout = new QVBoxLayout(this);
    text_ = new QPlainTextEdit(syncSummaryText(summary, file, server), this);
    text_->setObjectName(QStringLiteral("summary"));
    text_->setReadOnly(true);
    text_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    const QFontMetrics fm(text_->font());
    text_->setMinimumSize(fm.averageCharWidth() * 100, fm.lineSpacing() * 16);
    layout->addWidget(text_);
    auto *box = new QDialogButtonBox(this);
    if (summary.conflicts.empty()) {
        box->addButton(QDialogButtonBox::Close);
        connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    } else {
        auto *question = new QLabel(tr("Which label wins where both sides changed?"), this);
        question->setTextFormat(Qt::PlainText);
        layout->addWidget(question);
        const QString names[] = {tr("Leave them"), tr("Keep mine"), tr("Take the server's")};
        const char *ids[] = {"leave", "mine", "theirs"};
        for (int c : {KeepMine, TakeTheirs, Leave}) {
            buttons_[c] = box->addButton(names[c], c == Leave ? QDialogButtonBox::RejectRole
                                                              : QDialogButtonBox::AcceptRole);
            buttons_[c]->setObjectName(QString::fromLatin1(ids[c]));
            connect(buttons_[c], &QPushButton::clicked, this, [this, c] { done(c); });
        }
        buttons_[Leave]->setDefault(true);
    }
    layout->addWidget(box);
}

QString SyncDialog::text() const
{
    return text_->toPlainText();
}

QPushButton *SyncDialog::button(Choice choice) const
{
    return buttons_[choice];
}

OfflineActions::OfflineActions(QWidget *window, Host host)
    : QObject(window), window_(window), host_(std::move(host))
{
    checkOut_ = new QAction(tr("&Check out for offline work…"), this);
    checkOut_->setStatusTip(
        tr("Take your work on this team project into a file, to label without a network"));
    checkOut_->setObjectName(QStringLiteral("checkOutForOffline"));
    sync_ = new QAction(tr("S&ync with the server"), this);
    sync_->setObjectName(QStringLiteral("syncWithServer"));
    sync_->setStatusTip(tr("Write the labels given in this checkout back to its server"));
    connect(checkOut_, &QAction::triggered, this, &OfflineActions::checkOut);
    connect(sync_, &QAction::triggered, this, &OfflineActions::sync);
    update();
}

void OfflineActions::addTo(QMenu *menu)
{
    menu->addAction(checkOut_);
    menu->addAction(sync_);
}

void OfflineActions::update()
{
    db::Project *project = host_.project();
    const bool server = project && project->engine() == db::Engine::PostgreSQL;
    checkOut_->setEnabled(server && !db::teamMember(*project).empty() &&
                          host_.role() == QLatin1String("annotator"));
    bool checkout = false;
    if (project && !server) {
        try {
            db::checkoutOrigin(*project);
            checkout = true;
        } catch (const std::exception &) {
            checkout = false; // not a checkout
        }
    }
    sync_->setEnabled(checkout);
}

void OfflineActions::showError(const QString &message)
{
    QMessageBox box(QMessageBox::Warning, tr("EventScope"), message, QMessageBox::Ok, window_);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void OfflineActions::checkOut()
{
    db::Project *project = host_.project();
    if (!project || !checkOut_->isEnabled()) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        window_, tr("Check out for offline work"), suggestedCheckoutPath(*project),
        tr("EventScope projects (*.eventscope *.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo::exists(path)) {
        showError(tr("%1 already exists; check out into a new file.").arg(path));
        return;
    }
    const std::string server = host_.connectionTarget().toStdString();
    const std::string to = path.toStdString();
    auto summary = std::make_shared<db::CheckoutSummary>();
    QString error;
    const bool ok = runWaiting(
        window_, tr("Checking out your work into %1…").arg(QDir::toNativeSeparators(path)),
        [server, to, summary] {
            db::Project from(server, db::Project::Open::ForReading);
            db::Project file(to, db::Project::Open::CreateIfMissing);
            try {
                *summary = db::checkout(from, file);
            } catch (...) {
                file.discard();
                throw;
            }
        },
        &error);
    if (!ok) {
        showError(error);
        return;
    }
    QMessageBox box(QMessageBox::Information, tr("Checked out"),
                    tr("%1's work, %n ESD label(s), is in %2. Label there offline, then File > "
                       "Sync with the server writes your labels back.",
                       "", static_cast<int>(summary->labels))
                        .arg(qs(summary->person), QDir::toNativeSeparators(path)),
                    QMessageBox::NoButton, window_);
    box.setTextFormat(Qt::PlainText);
    QPushButton *open = box.addButton(tr("Open the checkout"), QMessageBox::AcceptRole);
    open->setObjectName(QStringLiteral("openCheckout"));
    box.addButton(tr("Stay on the server"), QMessageBox::RejectRole);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() == open) {
        QString why;
        if (!host_.open(path, &why)) {
            showError(why);
        }
    }
}

std::optional<db::SyncSummary>
OfflineActions::runSync(const QString &file, const std::string &server, db::SyncResolve resolve)
{
    auto summary = std::make_shared<db::SyncSummary>();
    const std::string path = file.toStdString();
    QString error;
    const bool ok = runWaiting(
        window_, tr("Syncing with %1…").arg(qs(db::shownLocation(server))),
        [path, server, resolve, summary] {
            db::Project from(path, db::Project::Open::ExistingOnly);
            db::Project to(server, db::Project::Open::ExistingOnly);
            *summary = db::sync(from, to, resolve);
        },
        &error);
    if (!ok) {
        showError(error);
        return std::nullopt;
    }
    return *summary;
}

void OfflineActions::sync()
{
    db::Project *project = host_.project();
    if (!project || !sync_->isEnabled()) {
        return;
    }
    db::CheckoutOrigin origin;
    try {
        origin = db::checkoutOrigin(*project);
    } catch (const std::exception &e) {
        showError(qs(e.what()));
        return;
    }
    const std::optional<std::string> server = askServer(window_, origin.location);
    if (!server) {
        return;
    }
    const QString file = qs(project->path());
    db::SyncResolve resolve = db::SyncResolve::None;
    for (;;) {
        const std::optional<db::SyncSummary> summary = runSync(file, *server, resolve);
        if (!summary) {
            return;
        }
        if (summary->takenTheirs > 0) {
            host_.reload(); // the file's labels are the server's now: the screen shows them
        }
        SyncDialog dialog(*summary, QDir::toNativeSeparators(file), qs(origin.location), window_);
        const int choice = dialog.exec();
        if (summary->conflicts.empty() || choice == SyncDialog::Leave ||
            choice == QDialog::Rejected) {
            return;
        }
        resolve = choice == SyncDialog::KeepMine ? db::SyncResolve::Mine : db::SyncResolve::Theirs;
    }
}

} // namespace es::widgets
