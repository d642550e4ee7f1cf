#pragma once
// A statistic that may be undefined (one category only, no items, ...): then it carries
// a reason for people instead of a NaN that would poison averages and JSON.

#include <optional>
#include <string>
#include <utility>

namespace es::metrics {

struct Estimate
{
    std::optional<double> value;
    std::string reason;

    static Estimate of(double v) { return Estimate{v, {}}; }
    static Estimate undefined(std::string why) { return Estimate{std::nullopt, std::move(why)}; }
    bool defined() const { return value.has_value(); }
};

} // namespace es::metrics
