#pragma once
// The "ester" object of `eventscope report --json`.

#include "db/ester/ester_snapshot.h"
#include "report/confidence.h"

#include <nlohmann/json.hpp>

namespace es::db {

nlohmann::ordered_json esterReportJson(const EsterSnapshot &snapshot, const EsterAnalysis &analysis,
                                       const EsterIntervals *intervals = nullptr);

} // namespace es::db
