#pragma once
// A figure as every report gives it: its value, or why it has none, and its 95% interval
// when one was computed.

#include "metrics/estimate.h"
#include "report/confidence.h"

namespace es::report {

struct Figure
{
    metrics::Estimate estimate;
    OptionalInterval interval;
};

} // namespace es::report
