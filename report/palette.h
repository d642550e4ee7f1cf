#pragma once
// The series colours of every chart, in the HTML report's SVG charts and in the
// workbench's Qt charts alike, so that a model has the same colour on screen and on paper.
// Okabe and Ito's colour-blind safe palette, reordered so that the low-contrast yellow comes
// late, with its black (which would hide the black error bars) replaced by grey.
// Plain constants: no SQL, no Qt, so that widgets/ may include it.

#include <array>
#include <cstddef>
#include <string_view>

namespace es::report {

inline constexpr std::array<std::string_view, 8> kSeriesColours = {
    "#0072B2", // blue
    "#E69F00", // orange
    "#009E73", // bluish green
    "#CC79A7", // reddish purple
    "#56B4E9", // sky blue
    "#D55E00", // vermillion
    "#F0E442", // yellow
    "#999999", // grey
};

// Series beyond the eighth reuse the colours.
constexpr std::string_view seriesColour(std::size_t series)
{
    return kSeriesColours[series % kSeriesColours.size()];
}

// An ESD setting has one colour in every chart, on screen and in the report: Full the
// palette's first, Core its second, as in the AUROC bars. Lines of several models in one
// setting tell the models apart by their dashes (SVG stroke-dasharray, in pixels).
constexpr std::size_t settingSeries(std::string_view setting)
{
    return setting == "core" ? 1 : 0;
}
inline constexpr std::array<std::string_view, 4> kDashes = {"", "6 3", "2 3", "8 3 2 3"};

} // namespace es::report
