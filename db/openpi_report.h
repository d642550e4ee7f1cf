#pragma once
// The "openpi" object of `eventscope report --json`.

#include "db/openpi_snapshot.h"

#include <nlohmann/json.hpp>

namespace es::db {

nlohmann::ordered_json openPiReportJson(const OpenPiSnapshot &snapshot, const OpenPiAnalysis &analysis);

} // namespace es::db
