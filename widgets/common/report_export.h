#pragma once
// Writes the one-file HTML report of a project (report/project_report.h, report/html_report.h)
// from the GUI: the statistics and their bootstrap intervals are computed on a worker
// thread, over a connection of its own, while a progress dialog offers to cancel.

#include <QString>

class QWidget;

namespace es::widgets {

enum class ReportExport { Written, Cancelled, Failed };

// The report of the project at `projectPath` as everyone sees it, or in `viewAs`'s blind
// view when that is not empty, written to `outPath` (the old file stays whole until the
// new one is complete). `error` gets a one-line reason when it fails.
ReportExport exportHtmlReport(QWidget *parent, const QString &projectPath, const QString &viewAs,
                              const QString &outPath, QString *error);

// Where the save dialog of a report opens, as a full path with a file name suggested: the
// folder the last report went to; else beside a project file a person can see (none of
// its folders hidden, not an application's data folder, as the default project's is);
// else Documents, or home. `projectPath` is a file or, `onServer`, a database's name.
QString suggestedReportPath(const QString &projectPath, bool onServer);
// Remembers the folder of a report written, for the next save dialog.
void rememberReportFolder(const QString &outPath);

} // namespace es::widgets
