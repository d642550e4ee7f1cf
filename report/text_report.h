#pragma once
// `eventscope report` for people: aligned plain-text tables. The ESD part renders the
// typed section (report/esd_report.h); ESTER and OpenPI still read their analyses.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"
#include "metrics/esd_statistics.h"
#include "report/esd_report.h"

#include <QString>

namespace es::report {

QString esdTextReport(const EsdReport &report);
QString esterTextReport(const db::EsterSnapshot &snapshot, const db::EsterAnalysis &analysis);
QString openPiTextReport(const db::OpenPiSnapshot &snapshot, const db::OpenPiAnalysis &analysis);

} // namespace es::report
