#pragma once
// `eventscope report` for people: aligned plain-text tables. It renders the typed
// sections (report/esd_report.h, ester_report.h, openpi_report.h).

#include "report/esd_report.h"
#include "report/ester_report.h"
#include "report/openpi_report.h"

#include <QString>

namespace es::report {

QString esdTextReport(const EsdReport &report);
QString esterTextReport(const EsterReport &report);
QString openPiTextReport(const OpenPiReport &report);

} // namespace es::report
