#pragma once
// `eventscope report` for people: aligned plain-text tables.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"
#include "metrics/esd_statistics.h"

#include <QString>

namespace es::app {

QString esdTextReport(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats);
QString esterTextReport(const db::EsterSnapshot &snapshot, const db::EsterAnalysis &analysis);
QString openPiTextReport(const db::OpenPiSnapshot &snapshot, const db::OpenPiAnalysis &analysis);

} // namespace es::app
