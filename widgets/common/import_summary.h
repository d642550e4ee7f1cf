#pragma once
// One import's summary in words, the same for `eventscope import` and the import dialog.
// Needs only Qt Core, so the command line prints it without a display.

#include "db/import.h"

#include <QString>
#include <QStringList>

namespace es::widgets {

// "Added 120 labels, 3 models; changed 4 labels; 2 warnings."
QString importSummaryText(const db::ImportSummary &summary);

// One line per warning, naming the file: "FILE: 2 released answers longer than 12 words …".
QStringList importWarningLines(const db::ImportSummary &summary);

} // namespace es::widgets
