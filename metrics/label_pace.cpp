#include "metrics/label_pace.h"

#include <algorithm>
#include <vector>

namespace es::metrics {

LabelPace labelPace(std::span<const double> seconds, double pauseSeconds)
{
    LabelPace out;
    out.labels = seconds.size();
    const auto shared = [&seconds](std::size_t i) {
        return (i > 0 && seconds[i - 1] == seconds[i]) ||
               (i + 1 < seconds.size() && seconds[i + 1] == seconds[i]);
    };
    std::vector<double> gaps;
    for (std::size_t i = 1; i < seconds.size(); ++i) {
        const double gap = seconds[i] - seconds[i - 1];
        if (gap > 0.0 && gap <= pauseSeconds && !shared(i - 1) && !shared(i)) {
            gaps.push_back(gap);
            out.workedSeconds += gap;
        }
    }
    out.timed = gaps.size();
    if (gaps.empty()) {
        bool ownTime = false;
        for (std::size_t i = 0; i < seconds.size() && !ownTime; ++i) {
            ownTime = !shared(i);
        }
        const char *why = seconds.size() < 2 ? "fewer than two labels"
                          : !ownTime ? "every label came in an import (labels sharing one time)"
                                     : "no two labels saved within a pause of each other";
        out.medianSeconds = Estimate::undefined(why);
        out.perHour = Estimate::undefined(why);
        return out;
    }
    // The median as numpy's: the middle gap, or the mean of the two middle ones.
    const std::size_t mid = gaps.size() / 2;
    std::nth_element(gaps.begin(), gaps.begin() + static_cast<std::ptrdiff_t>(mid), gaps.end());
    double median = gaps[mid];
    if (gaps.size() % 2 == 0) {
        median = (median + *std::max_element(gaps.begin(),
                                             gaps.begin() + static_cast<std::ptrdiff_t>(mid))) /
                 2.0;
    }
    out.medianSeconds = Estimate::of(median);
    out.perHour = Estimate::of(static_cast<double>(out.timed) * 3600.0 / out.workedSeconds);
    return out;
}

Estimate hoursToFinish(const LabelPace &pace, std::size_t remaining)
{
    if (remaining == 0) {
        return Estimate::of(0.0);
    }
    if (!pace.perHour.defined()) {
        return Estimate::undefined(pace.perHour.reason);
    }
    return Estimate::of(static_cast<double>(remaining) / *pace.perHour.value);
}

} // namespace es::metrics
