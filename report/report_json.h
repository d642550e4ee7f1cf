#pragma once
// Pieces every dataset's `report --json` object shares.

#include "metrics/estimate.h"
#include "report/confidence.h"
#include "report/figure.h"

#include <nlohmann/json.hpp>

#include <string>

namespace es::report {

// The value under `key`, or null with `<key>_reason` beside it when it is undefined.
inline void putEstimate(nlohmann::ordered_json &obj, const char *key, const metrics::Estimate &e)
{
    if (e.defined()) {
        obj[key] = *e.value;
    } else {
        obj[key] = nullptr;
        obj[std::string(key) + "_reason"] = e.reason;
    }
}

// The figure under `key` (and its reason), then its interval as `<key>_ci`.
inline void putFigure(nlohmann::ordered_json &obj, const char *key, const Figure &f)
{
    putEstimate(obj, key, f.estimate);
    putInterval(obj, key, f.interval);
}

} // namespace es::report
