#pragma once
// The "ester" object of `eventscope report --json`.

#include "db/ester/ester_snapshot.h"
#include "report/confidence.h"

#include <nlohmann/json.hpp>

namespace es::report {

nlohmann::ordered_json esterReportJson(const db::EsterSnapshot &snapshot,
                                       const db::EsterAnalysis &analysis,
                                       const EsterIntervals *intervals = nullptr);

} // namespace es::report
