#pragma once
// The "openpi" object of `eventscope report --json`.

#include "db/openpi/openpi_snapshot.h"
#include "report/confidence.h"

#include <nlohmann/json.hpp>

namespace es::db {

nlohmann::ordered_json openPiReportJson(const OpenPiSnapshot &snapshot, const OpenPiAnalysis &analysis,
                                        const std::vector<SalienceIntervals> *intervals = nullptr);

} // namespace es::db
