#pragma once
// The "ester" object of `eventscope report --json`.

#include "db/ester_snapshot.h"

#include <nlohmann/json.hpp>

namespace es::db {

nlohmann::ordered_json esterReportJson(const EsterSnapshot &snapshot, const EsterAnalysis &analysis);

} // namespace es::db
