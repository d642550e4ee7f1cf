#pragma once
// The "esd" object of `eventscope report --json`: counts, agreement and model AUROC.
// An undefined value is null, with "<key>_reason" beside it.

#include "db/esd/esd_snapshot.h"
#include "metrics/esd_statistics.h"
#include "report/confidence.h"

#include <nlohmann/json.hpp>

namespace es::report {

// With `intervals`, each figure they cover gets "<key>_ci": [lo, hi] beside it.
nlohmann::ordered_json esdReportJson(const db::EsdSnapshot &snapshot,
                                     const metrics::EsdStatistics &stats,
                                     const EsdIntervals *intervals = nullptr);

} // namespace es::report
