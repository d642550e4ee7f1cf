#include "widgets/common/report_export.h"

#include "db/project.h"
#include "report/project_report.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QEventLoop>
#include <QProgressDialog>
#include <QSaveFile>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <optional>
#include <string>

namespace es::widgets {

namespace {

class Exporter
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

  public:
    static ReportExport run(QWidget *parent, const QString &projectPath, const QString &viewAs,
                            const QString &outPath, QString *error);
};

ReportExport Exporter::run(QWidget *parent, const QString &projectPath, const QString &viewAs,
                           const QString &outPath, QString *error)
{
    report::ReportRequest request;
    request.viewAs = viewAs.toStdString();
    request.json = true;
    request.figures = true;

    QProgressDialog progress(tr("Computing the report and its confidence intervals…"), tr("Cancel"),
                             0, 3, parent);
    progress.setWindowTitle(tr("Export report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setValue(0);

    std::atomic<bool> cancel = false;
    // Cancel stops the bootstrap of the dataset at hand too, within a batch of resamples.
    request.bootstrap.cancel = &cancel;
    std::atomic<int> done = 0;
    std::optional<std::string> page;
    std::string failure;
    const std::string path = projectPath.toStdString();
    std::unique_ptr<QThread> worker(QThread::create([&] {
        try {
            // A connection of the worker's own: SQLite connections stay on their thread.
            db::Project project(path, db::Project::Open::ForReading);
            report::ReportHooks hooks;
            hooks.cancelled = [&](int step, int) {
                done = step;
                return cancel.load();
            };
            const auto report = report::buildProjectReport(project, request, hooks);
            if (!report) {
                return;
            }
            page = report::projectHtmlReport(*report, request, path);
        } catch (const std::exception &e) {
            failure = e.what();
        }
    }));
    QObject::connect(&progress, &QProgressDialog::canceled, &progress,
                     [&cancel] { cancel = true; });
    worker->start();
    while (!worker->isFinished()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 100);
        if (!cancel) {
            progress.setValue(std::min(done.load(), 2));
        }
    }
    worker->wait();
    progress.reset();

    if (cancel) {
        return ReportExport::Cancelled;
    }
    if (!failure.empty() || !page) {
        if (error) {
            *error = QString::fromStdString(failure);
        }
        return ReportExport::Failed;
    }
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(page->data(), static_cast<qint64>(page->size())) !=
            static_cast<qint64>(page->size()) ||
        !file.commit()) {
        if (error) {
            *error = tr("%1: cannot write: %2").arg(outPath, file.errorString());
        }
        return ReportExport::Failed;
    }
    return ReportExport::Written;
}

} // namespace

ReportExport exportHtmlReport(QWidget *parent, const QString &projectPath, const QString &viewAs,
                              const QString &outPath, QString *error)
{
    return Exporter::run(parent, projectPath, viewAs, outPath, error);
}

namespace {
const QString kReportFolderKey = QStringLiteral("reportFolder");

// A folder a file manager shows and a person would look in: no hidden folder on the way,
// and none of the places applications keep their own data.
bool visibleFolder(const QString &folder)
{
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (part.startsWith(QLatin1Char('.'))) {
            return false;
        }
    }
    for (const auto location : {QStandardPaths::AppDataLocation, QStandardPaths::AppLocalDataLocation,
                                QStandardPaths::GenericDataLocation,
                                QStandardPaths::AppConfigLocation}) {
        for (const QString &hidden : QStandardPaths::standardLocations(location)) {
            const QString root = QDir::cleanPath(hidden);
            if (path == root || path.startsWith(root + QLatin1Char('/'))) {
                return false;
            }
        }
    }
    return QFileInfo(path).isDir();
}
} // namespace

QString suggestedReportPath(const QString &projectPath, bool onServer)
{
    const QFileInfo project(projectPath);
    const QString name = project.completeBaseName() + QStringLiteral(".html");
    const QString last = QSettings().value(kReportFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) {
        return QDir(last).filePath(name);
    }
    if (!onServer && visibleFolder(project.absolutePath())) {
        return project.absoluteDir().filePath(name);
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(!documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath())
        .filePath(name);
}

void rememberReportFolder(const QString &outPath)
{
    QSettings().setValue(kReportFolderKey, QFileInfo(outPath).absolutePath());
}

} // namespace es::widgets
