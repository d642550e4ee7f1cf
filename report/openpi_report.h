#pragma once
// The "openpi" object of `eventscope report --json`.

#include "db/openpi/openpi_snapshot.h"
#include "report/confidence.h"

#include <nlohmann/json.hpp>

namespace es::report {

nlohmann::ordered_json openPiReportJson(const db::OpenPiSnapshot &snapshot,
                                        const db::OpenPiAnalysis &analysis,
                                        const std::vector<SalienceIntervals> *intervals = nullptr);

} // namespace es::report
