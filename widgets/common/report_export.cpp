#include "widgets/common/report_export.h"

#include "db/project.h"
#include "report/project_report.h"
#include "widgets/common/background_job.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QEventLoop>
#include <QProgressDialog>
#include <QSaveFile>
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

    // The work runs on a connection of its own (SQLite connections stay on their thread);
    // this window waits in the progress dialog, which Cancel closes at once.
    BackgroundJob job(nullptr);
    const BackgroundJob::Progress reportStep = job.progressReporter();
    std::optional<std::string> page;
    QString failure;
    bool cancelled = false;
    const std::string path = projectPath.toStdString();
    QEventLoop wait;
    QObject::connect(&job, &BackgroundJob::progress, &progress,
                     [&progress](qint64 step) { progress.setValue(static_cast<int>(std::min<qint64>(step, 2))); });
    QObject::connect(&job, &BackgroundJob::applied, &wait, &QEventLoop::quit);
    QObject::connect(&job, &BackgroundJob::failed, &wait, [&](const QString &reason) {
        failure = reason;
        wait.quit();
    });
    QObject::connect(&progress, &QProgressDialog::canceled, &wait, [&] {
        cancelled = true;
        job.cancel();
        wait.quit();
    });
    job.run([request, path, reportStep, &page](const std::atomic<bool> &cancel) -> BackgroundJob::Apply {
        report::ReportRequest own = request;
        // Cancel stops the bootstrap of the dataset at hand too, within a batch of resamples.
        own.bootstrap.cancel = &cancel;
        db::Project project(path, db::Project::Open::ForReading);
        report::ReportHooks hooks;
        hooks.cancelled = [&](int step, int steps) {
            reportStep(step, steps);
            return cancel.load();
        };
        const auto report = report::buildProjectReport(project, own, hooks);
        if (!report) {
            return {};
        }
        return [html = report::projectHtmlReport(*report, own, path), &page]() mutable { page = std::move(html); };
    });
    wait.exec();
    progress.reset();

    if (cancelled) {
        return ReportExport::Cancelled;
    }
    if (!failure.isEmpty() || !page) {
        if (error) {
            *error = failure;
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
