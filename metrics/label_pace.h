#pragma once
// How fast people annotate, from the times their labels were saved, and how long the rest
// of their work will take at that pace (the velocity and time-to-finish that annotation
// leads ask of a tool). The time a label took is the gap since the same person's previous
// label, counted only when it is a working gap: between two labels each saved at a time of
// its own (an import gives all its labels one time, so labels that share their time came
// in a file, not from work in the workbench) and at most a pause, beyond which they were
// away, not labelling.

#include "metrics/estimate.h"

#include <cstddef>
#include <span>

namespace es::metrics {

// Gaps longer than this are breaks: five minutes, long enough to read a hard goal's steps.
inline constexpr double kLabelPauseSeconds = 300.0;

struct LabelPace
{
    std::size_t labels = 0;     // labels with a time
    std::size_t timed = 0;      // of which a working gap measured the time they took
    double workedSeconds = 0.0; // the timed labels' gaps summed
    Estimate medianSeconds;     // the timed labels' median gap
    Estimate perHour;           // timed / workedSeconds, per hour
};

// `seconds`: one person's label times in ascending order (any epoch).
LabelPace labelPace(std::span<const double> seconds, double pauseSeconds = kLabelPauseSeconds);

// Hours to give `remaining` more labels at `pace`; 0 when nothing remains, undefined
// without a pace.
Estimate hoursToFinish(const LabelPace &pace, std::size_t remaining);

} // namespace es::metrics
