#pragma once
// `eventscope report` for people: aligned plain-text tables. ESD and ESTER render the
// typed sections (report/esd_report.h, report/ester_report.h); OpenPI still reads its
// analysis.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"
#include "metrics/esd_statistics.h"
#include "report/esd_report.h"
#include "report/ester_report.h"

#include <QString>

namespace es::report {

QString esdTextReport(const EsdReport &report);
QString esterTextReport(const EsterReport &report);
QString openPiTextReport(const db::OpenPiSnapshot &snapshot, const db::OpenPiAnalysis &analysis);

} // namespace es::report
