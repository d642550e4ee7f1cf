#pragma once
// A figure as every report gives it: its value, or why it has none, and its 95% interval
// when one was computed; and the curves a report's charts draw.

#include "metrics/estimate.h"
#include "report/confidence.h"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace es::report {

struct Figure
{
    metrics::Estimate estimate;
    OptionalInterval interval;
};

// A line of a chart: a ROC curve, an annotator's agreement in labelling order.
struct Curve
{
    std::string name;
    std::vector<std::pair<double, double>> points;
    std::optional<std::size_t> colour = std::nullopt; // the palette's series, as LineSeries
    std::size_t dash = 0;
};

} // namespace es::report
