#include "db/engine/engine.h"
#include "db/live.h"
#include "db/project.h"
#include "widgets/common/connection_dialog.h"
#include "widgets/common/import_dialog.h"
#include "widgets/common/import_summary.h"
#include "widgets/common/live_updates.h"
#include "widgets/common/offline_actions.h"
#include "widgets/common/report_export.h"
#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_session.h"
#include "widgets/main_window.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <QUrl>

// The File menu: recent projects, new and open, a team's server, import and the report.

namespace es::widgets {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentProjects")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) {
        recent.removeLast();
    }
    settings.setValue(QStringLiteral("recentProjects"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentProjects")).toStringList();
    for (const QString &path : recent) {
        recentMenu_->addAction(path, this, [this, path] {
            if (db::isServerLocation(path.toStdString())) {
                // The recent list keeps no password: the dialog asks when the server does.
                openTeamProject(path, true);
                return;
            }
            QString error;
            if (!openProject(path, false, false, &error)) {
                showError(error);
            }
        });
    }
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::newProject()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("New project"), QStringLiteral("project.eventscope"),
        tr("EventScope projects (*.eventscope *.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo::exists(path)) {
        showError(tr("%1 already exists; open it instead, or choose a new name.").arg(path));
        return;
    }
    QString error;
    if (!openProject(path, true, false, &error)) {
        showError(error);
    }
}

void MainWindow::openProjectDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open project"), {},
        tr("EventScope projects (*.eventscope *.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!openProject(path, false, false, &error)) {
        showError(error);
    }
}

void MainWindow::openTeamProject(const QString &target, bool connectNow)
{
    // As `eventscope --db URI`: an empty database becomes a project.
    ConnectionDialog dialog(
        [this](const QString &uri, QString *error) { return openProject(uri, true, false, error); },
        target, this);
    if (connectNow) {
        QTimer::singleShot(0, &dialog, &ConnectionDialog::connectToServer);
    }
    dialog.exec();
}

void MainWindow::addOfflineActions(QMenu *file)
{
    OfflineActions::Host host;
    host.project = [this] { return project_.get(); };
    host.connectionTarget = [this] { return connectionTarget_; };
    host.role = [this] { return esd_ ? esd_->role() : QString(); };
    host.open = [this](const QString &path, QString *error) {
        return openProject(path, false, false, error);
    };
    host.reload = [this] {
        // The sync wrote into the file through a connection of its own: the labels it took
        // from the server are read again, and nothing undone over them.
        undo_->clear();
        db::Changes changes = live_ ? live_->takeNews() : db::Changes{};
        changes.esd = true;
        applyChanges(changes);
    };
    offline_ = new OfflineActions(this, std::move(host));
    offline_->addTo(file);
}

void MainWindow::importFiles()
{
    if (!project_ || !importAction_->isEnabled()) {
        return;
    }
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Import files"), {}, importFileFilter());
    if (files.isEmpty()) {
        return;
    }
    QStringList splits;
    for (const auto &split : ester_->snapshot().splits) {
        splits << QString::fromStdString(split.name);
    }
    // Who imports: on a server the connected login, which the server knows; in a file the
    // person signed in.
    const QString login = QString::fromStdString(project_->serverLogin());
    ImportDialog dialog(connectionTarget_,
                        !login.isEmpty()              ? login
                        : esd_->annotator().isEmpty() ? QStringLiteral("gui")
                                                      : esd_->annotator(),
                        splits, this);
    connect(&dialog, &ImportDialog::imported, this, [this, &dialog] {
        undo_->clear();
        // The import wrote through a connection of its own, which the live updates would
        // report as another program's: what they hold now is taken with it, so that the
        // datasets are read again once.
        db::Changes changes = live_ ? live_->takeNews() : db::Changes{};
        changes.esd = changes.ester = changes.openpi = true;
        applyChanges(changes);
        statusBar()->showMessage(importSummaryText(*dialog.summary()), 5000);
    });
    dialog.addFiles(files);
    dialog.exec();
}

void MainWindow::exportReportDialog()
{
    if (!project_) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report as HTML"),
        suggestedReportPath(projectPath(), project_->engine() == db::Engine::PostgreSQL),
        tr("HTML files (*.html *.htm)"));
    if (path.isEmpty() || !exportReport(path)) {
        return;
    }
    rememberReportFolder(path);
    // Said where the person is looking, not only for a few seconds in the status bar.
    QMessageBox box(QMessageBox::Information, tr("Report written"),
                    tr("The report was written to %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    QPushButton *open = box.addButton(tr("Open report"), QMessageBox::ActionRole);
    box.exec();
    if (box.clickedButton() == open) {
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    }
}

bool MainWindow::exportReport(const QString &path)
{
    if (!project_) {
        return false;
    }
    if (esd_->annotator().isEmpty()) {
        showError(tr("Sign in first: the report shows what your role may see."));
        return false;
    }
    // Annotators work blind, in reports as on screen; adjudicators and viewers see everyone.
    const QString viewAs = esd_->blind() ? esd_->annotator() : QString();
    QString error;
    switch (exportHtmlReport(this, connectionTarget_, viewAs, path, &error)) {
    case ReportExport::Written:
        statusBar()->showMessage(tr("Report written to %1.").arg(QDir::toNativeSeparators(path)),
                                 5000);
        return true;
    case ReportExport::Cancelled:
        statusBar()->showMessage(tr("Report export cancelled; nothing was written."), 5000);
        return false;
    case ReportExport::Failed:
        showError(error);
        return false;
    }
    return false;
}

} // namespace es::widgets
