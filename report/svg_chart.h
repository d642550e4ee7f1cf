#pragma once
// Static SVG charts for the one-file HTML report, which is written from the command line
// without a display (so no QtCharts) and embeds each chart as an <img> data URI.
//
// Every label comes from untrusted data files: all text is XML-escaped, invalid UTF-8 and
// characters XML forbids become U+FFFD, and long labels are cut with "…". Numbers are
// formatted locale-independently (never a decimal comma) and non-finite values are skipped,
// so no "nan" or "inf" reaches the output. The same input always gives the same bytes.
// Colours follow the Okabe-Ito palette, which stays distinguishable with colour blindness;
// series beyond the eighth reuse its colours.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace es::report {

// Escapes & < > " ' so the text is safe in XML and in HTML text and attribute values.
std::string xmlEscape(std::string_view text);

// RFC 4648 base64 with padding.
std::string base64(std::string_view bytes);

// "data:image/svg+xml;base64,...", for <img src="...">.
std::string svgDataUri(std::string_view svg);

// printf("%.*f") that ignores the C locale, without "-0.00"; "–" for NaN and infinity.
std::string formatFixed(double value, int decimals);

struct BarSeries
{
    std::string name;
    std::vector<std::optional<double>> values; // per category; nullopt: no bar
    std::vector<std::optional<std::pair<double, double>>>
        intervals; // (lo, hi) error bars; may be empty
};

// A dashed horizontal line across the plot at `value`, named at its right end.
struct ReferenceLine
{
    double value = 0;
    std::string label;
};

struct BarChart
{
    std::string title, yTitle;
    std::vector<std::string> categories;
    std::vector<BarSeries> series;
    std::optional<double> yMin, yMax; // else from the data, interval ends and 0
    int width = 720, height = 360;    // minimums: the chart grows when labels need more room
    // Every series in one slot per category, for series that split the categories between
    // them (one colour per kind of bar: below a bar or not) rather than compare them.
    bool overlay = false;
    std::optional<ReferenceLine> reference; // a bar to meet, such as a threshold
};

// A bar chart of a titled figure on a fixed axis (0 to 1 for a share or a score, -1 to 1 for
// a correlation).
inline BarChart barChart(std::string title, std::string yTitle, double yMin, double yMax)
{
    BarChart chart;
    chart.title = std::move(title);
    chart.yTitle = std::move(yTitle);
    chart.yMin = yMin;
    chart.yMax = yMax;
    return chart;
}

// Grouped vertical bars (class="bar") growing from zero, so negative values hang below the
// zero line; error bars are I-beams (class="ci"), drawn for every finite interval given.
// Values outside a fixed axis range are cut at the plot's edge. The reference line has
// class="reference".
std::string barChartSvg(const BarChart &chart);

struct LineSeries
{
    std::string name;
    std::vector<std::pair<double, double>> points; // (x, y), drawn in the order given
    // The palette's colour at this index (settingSeries) rather than the series' own, and
    // the dashes (kDashes) that tell apart lines of one colour.
    std::optional<std::size_t> colour = std::nullopt;
    std::size_t dash = 0;
};

struct LineChart
{
    std::string title, xTitle, yTitle;
    std::vector<LineSeries> series;
    std::optional<double> xMin, xMax, yMin, yMax; // else from the data
    bool diagonal = false;                        // dashed y = x, the chance line of a ROC curve
    int width = 480, height = 360;                // minimums, as for BarChart
};

// One polyline per series (class="line"), with markers when a series has few points.
std::string lineChartSvg(const LineChart &chart);

struct HeatMap
{
    std::string title;
    std::vector<std::string> rows, columns;
    std::vector<std::optional<double>> values; // rows x columns, row-major; missing: "–"
    double min = -1, max = 1;                  // the colour scale; values beyond it saturate
    int cell = 48;                             // cell side in pixels
};

// Cells (class="cell") coloured blue-white-red diverging around zero when min < 0 < max,
// else sequential white to blue; each shows its value with two decimals. A colour bar at
// the right gives the scale.
std::string heatMapSvg(const HeatMap &map);

} // namespace es::report
