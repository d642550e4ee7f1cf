#include "report/svg_chart.h"

#include "report/palette.h"
#include "report/svg_drawing.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <system_error>

namespace es::report {

using namespace drawing;

std::string xmlEscape(std::string_view text)
{
    const std::string clean = cleanText(text, std::string::npos);
    std::string out;
    out.reserve(clean.size());
    for (char c : clean) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'': // as &#39;, since HTML 4 has no &apos;
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string base64(std::string_view bytes)
{
    static constexpr char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const auto n = static_cast<unsigned>(static_cast<unsigned char>(bytes[i])) << 16 |
                       static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                       static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 2]));
        out += kAlphabet[n >> 18 & 63];
        out += kAlphabet[n >> 12 & 63];
        out += kAlphabet[n >> 6 & 63];
        out += kAlphabet[n & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest > 0) {
        unsigned n = static_cast<unsigned>(static_cast<unsigned char>(bytes[i])) << 16;
        if (rest == 2) {
            n |= static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 1])) << 8;
        }
        out += kAlphabet[n >> 18 & 63];
        out += kAlphabet[n >> 12 & 63];
        out += rest == 2 ? kAlphabet[n >> 6 & 63] : '=';
        out += '=';
    }
    return out;
}

std::string svgDataUri(std::string_view svg)
{
    return "data:image/svg+xml;base64," + base64(svg);
}

std::string formatFixed(double value, int decimals)
{
    if (!std::isfinite(value)) {
        return "\u2013";
    }
    return toChars(value, std::chars_format::fixed, std::clamp(decimals, 0, 17));
}

namespace {

// The names of a chart's series, for its legend.
template <class Series> std::vector<std::string> seriesNames(const std::vector<Series> &series)
{
    std::vector<std::string> names;
    for (const Series &s : series) {
        names.push_back(s.name);
    }
    return names;
}

// A bar's value, where its series has a finite one for the category.
std::optional<double> barValue(const BarSeries &s, std::size_t c)
{
    if (c < s.values.size() && finite(s.values[c])) {
        return clampData(*s.values[c]);
    }
    return std::nullopt;
}

// A bar's interval, low end first, where its series has a finite one for the category.
std::optional<std::pair<double, double>> barInterval(const BarSeries &s, std::size_t c)
{
    if (c < s.intervals.size() && s.intervals[c] && std::isfinite(s.intervals[c]->first) &&
        std::isfinite(s.intervals[c]->second)) {
        const double a = clampData(s.intervals[c]->first), b = clampData(s.intervals[c]->second);
        return std::pair(std::min(a, b), std::max(a, b));
    }
    return std::nullopt;
}

// The value axis, over every bar, interval and the reference line.
Axis barAxis(const BarChart &chart)
{
    double dataLo = 0, dataHi = 0; // bars grow from zero, so zero is always in range
    for (const BarSeries &s : chart.series) {
        for (std::size_t c = 0; c < chart.categories.size(); ++c) {
            if (const auto v = barValue(s, c)) {
                dataLo = std::min(dataLo, *v), dataHi = std::max(dataHi, *v);
            }
            if (const auto iv = barInterval(s, c)) {
                dataLo = std::min(dataLo, iv->first), dataHi = std::max(dataHi, iv->second);
            }
        }
    }
    if (chart.reference && std::isfinite(chart.reference->value)) {
        dataLo = std::min(dataLo, clampData(chart.reference->value));
        dataHi = std::max(dataHi, clampData(chart.reference->value));
    }
    return makeAxis(dataLo, dataHi, chart.yMin, chart.yMax);
}

// The categories across a bar chart: their labels, whether the labels rotate, the band of
// each category, the plot's left edge and the chart's width.
struct BarColumns
{
    std::vector<std::string> labels;
    double widestLabel = 0;
    bool rotate = false;
    double band = 0, left = 0, width = 0;
};

// Horizontal layout first: it decides whether labels rotate, which decides the height.
BarColumns layoutColumns(const BarChart &chart, const Axis &y, double right, double cosA,
                         double sinA)
{
    const std::size_t nCats = chart.categories.size();
    std::vector<std::string> labels;
    double widestLabel = 0;
    for (const std::string &c : chart.categories) {
        labels.push_back(cleanText(c, kLabelChars));
        widestLabel = std::max(widestLabel, textWidth(labels.back(), kTickFont));
    }

    double width = std::clamp(chart.width, 240, 20000);
    double left = 10 + (chart.yTitle.empty() ? 0 : 20) + tickLabelWidth(y) + 8;
    const double slots = static_cast<double>(std::max<std::size_t>(nCats, 1));
    double band = (width - left - right) / slots;
    const bool rotate = widestLabel > band - 6;
    if (rotate) {
        // Rotated labels still collide when closer than about a line height across.
        const double minBand =
            std::max(kTickFont * 1.6 / sinA, 4.0 * static_cast<double>(chart.series.size()) + 4);
        if (band < minBand) {
            width = left + right + minBand * slots;
            band = minBand;
        }
        // The first labels reach left of the plot; make room instead of clipping them.
        double extraLeft = 0;
        for (std::size_t c = 0; c < nCats; ++c) {
            const double reach = textWidth(labels[c], kTickFont) * cosA + kTickFont * sinA;
            const double anchor = left + (static_cast<double>(c) + 0.5) * band + 4;
            extraLeft = std::max(extraLeft, reach - anchor + 6);
        }
        left += extraLeft;
        width += extraLeft;
    }
    return {std::move(labels), widestLabel, rotate, band, left, width};
}

// The bars, side by side in each category's band (over each other in an overlay), and
// their error bars.
void drawBars(Svg &svg, const BarChart &chart, const Axis &y, const BarColumns &columns, double top,
              double plotBottom)
{
    const std::size_t nCats = chart.categories.size();
    const std::size_t nSeries = chart.series.size();
    const double left = columns.left, band = columns.band;
    const auto yPx = [&](double v) { return y.map(std::clamp(v, y.lo, y.hi), plotBottom, top); };
    const double zero = yPx(0);
    const std::size_t perGroup = chart.overlay ? 1 : nSeries;
    const double group = band * (perGroup > 1 ? 0.8 : 0.6);
    const double slot = group / static_cast<double>(std::max<std::size_t>(perGroup, 1));
    const double gap = perGroup > 1 ? std::min(2.0, slot * 0.2) : 0;
    const auto slotOf = [&](std::size_t s) { return chart.overlay ? 0.0 : static_cast<double>(s); };
    for (std::size_t c = 0; c < nCats; ++c) {
        const double groupLeft = left + static_cast<double>(c) * band + (band - group) / 2;
        for (std::size_t s = 0; s < nSeries; ++s) {
            const double x = groupLeft + slotOf(s) * slot + gap / 2;
            if (const auto v = barValue(chart.series[s], c)) {
                const double py = yPx(*v);
                svg.rect(x, std::min(py, zero), slot - gap, std::abs(zero - py), colour(s),
                         " class=\"bar\"");
            }
        }
    }
    // Error bars after all bars, so a neighbouring bar never paints over an I-beam.
    for (std::size_t c = 0; c < nCats; ++c) {
        const double groupLeft = left + static_cast<double>(c) * band + (band - group) / 2;
        for (std::size_t s = 0; s < nSeries; ++s) {
            if (const auto iv = barInterval(chart.series[s], c)) {
                const double cx = groupLeft + (slotOf(s) + 0.5) * slot;
                const double cap = std::clamp((slot - gap) * 0.5, 4.0, 12.0) / 2;
                const double lo = yPx(iv->first), hi = yPx(iv->second);
                const std::string l = px(cx - cap), r = px(cx + cap);
                svg.raw("<path class=\"ci\" d=\"M" + px(cx) + " " + px(lo) + "V" + px(hi) + "M" +
                        l + " " + px(lo) + "H" + r + "M" + l + " " + px(hi) + "H" + r +
                        "\" fill=\"none\" stroke=\"" + kInk + "\" stroke-width=\"1.5\"/>\n");
            }
        }
    }
}

} // namespace

std::string barChartSvg(const BarChart &chart)
{
    const std::size_t nCats = chart.categories.size();
    const std::size_t nSeries = chart.series.size();
    const Axis y = barAxis(chart);

    const double right = 16;
    const double cosA = std::cos(kLabelAngle * kPi / 180), sinA = std::sin(kLabelAngle * kPi / 180);
    const BarColumns columns = layoutColumns(chart, y, right, cosA, sinA);
    const double width = columns.width, left = columns.left, band = columns.band;
    const double plotRight = width - right;

    const std::string title = fittedTitle(chart.title, width);
    double top = titleHeight(title);
    double legendHeight = 0;
    const std::vector<std::string> names = seriesNames(chart.series);
    const std::vector<LegendEntry> legend =
        nSeries > 1 ? layoutLegend(names, width, top, legendHeight) : std::vector<LegendEntry>{};
    top += legendHeight + 8;
    const double bottomMargin =
        columns.rotate ? 14 + columns.widestLabel * sinA + kTickFont * cosA : 26;
    const double height = std::max(static_cast<double>(std::clamp(chart.height, 180, 20000)),
                                   top + bottomMargin + 140);
    const double plotBottom = height - bottomMargin;

    Svg svg(width, height, title);
    drawTitle(svg, title, width);
    for (std::size_t s = 0; s < legend.size(); ++s) {
        svg.rect(legend[s].x, legend[s].y - kSwatch / 2, kSwatch, kSwatch, colour(s));
        drawLegendLabel(svg, legend[s]);
    }
    drawYAxis(svg, y, left, plotRight, top, plotBottom);
    drawYTitle(svg, chart.yTitle, top, plotBottom);
    drawBars(svg, chart, y, columns, top, plotBottom);

    const auto yPx = [&](double v) { return y.map(std::clamp(v, y.lo, y.hi), plotBottom, top); };
    const double zero = yPx(0);
    if (y.lo < 0 && y.hi > 0) {
        svg.line(left, zero, plotRight, zero, kInk, 1, " class=\"zero\"");
    }
    if (chart.reference && std::isfinite(chart.reference->value)) {
        const double ry = yPx(clampData(chart.reference->value));
        svg.line(left, ry, plotRight, ry, kInk, 1.5,
                 " class=\"reference\" stroke-dasharray=\"6 4\"");
        // On a light backing, so that a bar behind the name does not hide it.
        const std::string label = cleanText(chart.reference->label, kLabelChars);
        const double w = textWidth(label, kTickFont);
        svg.rect(plotRight - w - 4, ry - 4 - kTickFont, w + 4, kTickFont + 2, "#FFFFFF",
                 " fill-opacity=\"0.85\"");
        svg.text(plotRight - 2, ry - 4, label, {.anchor = "end"});
    }
    svg.line(left, top, left, plotBottom, kInk, 1);
    svg.line(left, plotBottom, plotRight, plotBottom, kInk, 1);
    for (std::size_t c = 0; c < nCats; ++c) {
        const double cx = left + (static_cast<double>(c) + 0.5) * band;
        if (columns.rotate) {
            svg.text(cx + 4, plotBottom + 12, columns.labels[c],
                     {.anchor = "end", .rotate = -kLabelAngle});
        } else {
            svg.text(cx, plotBottom + 16, columns.labels[c], {.anchor = "middle"});
        }
    }
    return svg.finish();
}

std::string lineChartSvg(const LineChart &chart)
{
    double xLo = kInf, xHi = -kInf, yLo = kInf, yHi = -kInf;
    std::vector<std::vector<std::pair<double, double>>> points;
    for (const LineSeries &s : chart.series) {
        points.emplace_back();
        for (const auto &[x, yv] : s.points) {
            if (std::isfinite(x) && std::isfinite(yv)) {
                points.back().emplace_back(clampData(x), clampData(yv));
                xLo = std::min(xLo, clampData(x)), xHi = std::max(xHi, clampData(x));
                yLo = std::min(yLo, clampData(yv)), yHi = std::max(yHi, clampData(yv));
            }
        }
    }
    if (xLo > xHi) {
        xLo = 0, xHi = 1, yLo = 0, yHi = 1;
    }
    const Axis xa = makeAxis(xLo, xHi, chart.xMin, chart.xMax);
    const Axis ya = makeAxis(yLo, yHi, chart.yMin, chart.yMax);

    const double width = std::clamp(chart.width, 240, 20000);
    const double left = 10 + (chart.yTitle.empty() ? 0 : 20) + tickLabelWidth(ya) + 8;
    // The last x tick label is centred on the frame's right edge.
    const double right = std::max(
        16.0,
        textWidth(xa.label(xa.ticks().empty() ? xa.hi : xa.ticks().back()), kTickFont) / 2 + 6);
    const double plotRight = width - right;

    const std::string title = fittedTitle(chart.title, width);
    double top = titleHeight(title);
    double legendHeight = 0;
    const std::vector<std::string> names = seriesNames(chart.series);
    // A lone unnamed series needs no legend; a lone named one still says what is plotted.
    const bool showLegend = names.size() > 1 || (names.size() == 1 && !names[0].empty());
    const std::vector<LegendEntry> legend =
        showLegend ? layoutLegend(names, width, top, legendHeight) : std::vector<LegendEntry>{};
    top += legendHeight + 8;
    const double bottomMargin = 26 + (chart.xTitle.empty() ? 0 : 20);
    const double height = std::max(static_cast<double>(std::clamp(chart.height, 180, 20000)),
                                   top + bottomMargin + 140);
    const double plotBottom = height - bottomMargin;

    Svg svg(width, height, title);
    drawTitle(svg, title, width);
    const auto lineColour = [&](std::size_t s) {
        return colour(chart.series[s].colour.value_or(s));
    };
    const auto dashes = [&](std::size_t s) {
        const std::string_view d = kDashes[chart.series[s].dash % kDashes.size()];
        return d.empty() ? std::string() : " stroke-dasharray=\"" + std::string(d) + "\"";
    };
    for (std::size_t s = 0; s < legend.size(); ++s) {
        const double y = legend[s].y;
        svg.line(legend[s].x, y, legend[s].x + kSwatch, y, lineColour(s), 2.5, dashes(s));
        drawLegendLabel(svg, legend[s]);
    }
    for (double t : xa.ticks()) {
        const double x = xa.map(t, left, plotRight);
        svg.line(x, top, x, plotBottom, kGrid, 1);
        svg.text(x, plotBottom + 16, xa.label(t), {.anchor = "middle"});
    }
    drawYAxis(svg, ya, left, plotRight, top, plotBottom);
    drawYTitle(svg, chart.yTitle, top, plotBottom);
    if (!chart.xTitle.empty()) {
        const auto chars =
            static_cast<std::size_t>(std::max(8.0, (plotRight - left) / (kLabelFont * 0.6)));
        svg.text((left + plotRight) / 2, height - 10, cleanText(chart.xTitle, chars),
                 {.size = kLabelFont, .anchor = "middle"});
    }

    // Out-of-range points are clipped, not clamped, so a line keeps its true slope to the edge.
    // The margin lets markers on the frame show whole.
    svg.raw("<defs><clipPath id=\"plot\"><rect x=\"" + px(left - 4) + "\" y=\"" + px(top - 4) +
            "\" width=\"" + px(plotRight - left + 8) + "\" height=\"" + px(plotBottom - top + 8) +
            "\"/></clipPath></defs>\n<g clip-path=\"url(#plot)\">\n");
    const auto xPx = [&](double v) { return xa.map(v, left, plotRight); };
    const auto yPx = [&](double v) { return ya.map(v, plotBottom, top); };
    if (chart.diagonal) {
        const double a = std::max(xa.lo, ya.lo), b = std::min(xa.hi, ya.hi);
        if (a < b) {
            svg.line(xPx(a), yPx(a), xPx(b), yPx(b), "#888888", 1,
                     " class=\"diagonal\" stroke-dasharray=\"5 4\"");
        }
    }
    constexpr std::size_t kMaxMarkers = 40; // beyond this markers hide the line they sit on
    for (std::size_t s = 0; s < points.size(); ++s) {
        std::string d;
        for (const auto &[x, y] : points[s]) {
            d += (d.empty() ? "" : " ") + px(xPx(x)) + "," + px(yPx(y));
        }
        svg.raw(std::string("<polyline class=\"line\" points=\"") + d +
                "\" fill=\"none\" stroke=\"" + lineColour(s) +
                "\" stroke-width=\"2\" stroke-linejoin=\"round\"" + dashes(s) + "/>\n");
        if (points[s].size() <= kMaxMarkers) {
            for (const auto &[x, y] : points[s]) {
                svg.raw("<circle cx=\"" + px(xPx(x)) + "\" cy=\"" + px(yPx(y)) +
                        "\" r=\"2.5\" fill=\"" + lineColour(s) + "\"/>\n");
            }
        }
    }
    svg.raw("</g>\n");
    svg.line(left, top, left, plotBottom, kInk, 1);
    svg.line(left, plotBottom, plotRight, plotBottom, kInk, 1);
    return svg.finish();
}

namespace {

struct Rgb
{
    double r, g, b;
};

// ColorBrewer RdBu and Blues end points: readable in print and with colour blindness.
constexpr Rgb kBlue{33, 102, 172}, kWhite{247, 247, 247}, kRed{178, 24, 43};
constexpr Rgb kPale{247, 251, 255}, kDeep{8, 81, 156};

Rgb mix(Rgb a, Rgb b, double t)
{
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

std::string hex(Rgb c)
{
    static constexpr char kDigits[] = "0123456789ABCDEF";
    std::string out = "#";
    for (double v : {c.r, c.g, c.b}) {
        const auto byte = static_cast<unsigned>(std::lround(std::clamp(v, 0.0, 255.0)));
        out += kDigits[byte >> 4];
        out += kDigits[byte & 15];
    }
    return out;
}

struct ColourScale
{
    double lo, hi;
    bool diverging;

    // Position of v on the colour bar, 0 at lo and 1 at hi.
    double fraction(double v) const { return std::clamp((v - lo) / (hi - lo), 0.0, 1.0); }
    double zeroFraction() const { return fraction(0); }

    Rgb at(double v) const
    {
        const double t = fraction(v);
        if (!diverging) {
            return mix(kPale, kDeep, t);
        }
        // Zero is white however lopsided the range, so the sign is always read from the hue.
        const double z = zeroFraction();
        return t < z ? mix(kBlue, kWhite, t / z) : mix(kWhite, kRed, (t - z) / (1 - z));
    }
};

bool dark(Rgb c)
{
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b < 140;
}

} // namespace

std::string heatMapSvg(const HeatMap &map)
{
    const std::size_t nRows = map.rows.size(), nCols = map.columns.size();
    const auto valueAt = [&](std::size_t r, std::size_t c) -> std::optional<double> {
        const std::size_t i = r * nCols + c;
        if (i < map.values.size() && finite(map.values[i])) {
            return clampData(*map.values[i]);
        }
        return std::nullopt;
    };

    ColourScale scale{map.min, map.max, false};
    if (!(std::isfinite(scale.lo) && std::isfinite(scale.hi) && scale.lo < scale.hi)) {
        double lo = kInf, hi = -kInf;
        for (std::size_t r = 0; r < nRows; ++r) {
            for (std::size_t c = 0; c < nCols; ++c) {
                if (const auto v = valueAt(r, c)) {
                    lo = std::min(lo, *v), hi = std::max(hi, *v);
                }
            }
        }
        const Axis fallback = makeAxis(lo <= hi ? lo : 0, lo <= hi ? hi : 1, {}, {});
        scale.lo = fallback.lo, scale.hi = fallback.hi;
    }
    scale.lo = clampData(scale.lo), scale.hi = clampData(scale.hi);
    scale.diverging = scale.lo < 0 && scale.hi > 0;

    const double cell = std::clamp(map.cell, 16, 200);
    const double valueFont = std::clamp(cell * 0.26, 8.0, 13.0);
    std::vector<std::string> rowLabels, colLabels;
    double rowWidth = 0, colWidth = 0;
    for (const std::string &r : map.rows) {
        rowLabels.push_back(cleanText(r, kLabelChars));
        rowWidth = std::max(rowWidth, textWidth(rowLabels.back(), kTickFont));
    }
    for (const std::string &c : map.columns) {
        colLabels.push_back(cleanText(c, kLabelChars));
        colWidth = std::max(colWidth, textWidth(colLabels.back(), kTickFont));
    }
    const bool rotate = colWidth > cell - 6;
    const double cosA = std::cos(kLabelAngle * kPi / 180), sinA = std::sin(kLabelAngle * kPi / 180);

    const double left = 10 + rowWidth + 8;
    const double gridWidth = cell * static_cast<double>(nCols);
    const double gridHeight = cell * static_cast<double>(nRows);
    const double titleSpace = map.title.empty() ? 10 : 34;
    const double columnSpace = rotate ? 10 + colWidth * sinA + kTickFont * cosA : 22;
    const double top = titleSpace + columnSpace;

    // The colour bar's labels are the scale's ends and, when diverging, zero.
    std::vector<double> marks = {scale.lo, scale.hi};
    if (scale.diverging) {
        marks.insert(marks.begin() + 1, 0.0);
    }
    double markWidth = 0;
    for (double m : marks) {
        markWidth = std::max(markWidth, textWidth(formatFixed(m, 2), kTickFont));
    }
    const double barX = left + gridWidth + 18, barWidth = 12;
    const double barHeight = std::max(gridHeight, 100.0);
    double width = barX + barWidth + 6 + markWidth + 10;
    if (rotate) {
        // The last column's label leans out to the right.
        const double reach = left + gridWidth - cell / 2 + colWidth * cosA + 10;
        width = std::max(width, reach);
    }
    const std::string title = cleanText(map.title, 90);
    width = std::max(width, textWidth(title, kTitleFont) * kBold + 24);
    const double height = top + std::max(gridHeight, barHeight) + 12;

    Svg svg(width, height, title);
    drawTitle(svg, title, width);
    for (std::size_t c = 0; c < nCols; ++c) {
        const double cx = left + (static_cast<double>(c) + 0.5) * cell;
        if (rotate) {
            svg.text(cx - 2, top - 8, colLabels[c], {.rotate = -kLabelAngle});
        } else {
            svg.text(cx, top - 8, colLabels[c], {.anchor = "middle"});
        }
    }
    for (std::size_t r = 0; r < nRows; ++r) {
        const double y = top + static_cast<double>(r) * cell;
        svg.text(left - 8, centred(y + cell / 2, kTickFont), rowLabels[r], {.anchor = "end"});
        for (std::size_t c = 0; c < nCols; ++c) {
            const double x = left + static_cast<double>(c) * cell;
            const auto v = valueAt(r, c);
            const Rgb fill = v ? scale.at(*v) : Rgb{224, 224, 224};
            svg.rect(x, y, cell, cell, hex(fill), " class=\"cell\" stroke=\"#FFFFFF\"");
            svg.text(
                x + cell / 2, centred(y + cell / 2, valueFont), v ? formatFixed(*v, 2) : "\u2013",
                {.size = valueFont, .anchor = "middle", .fill = dark(fill) ? "#FFFFFF" : nullptr});
        }
    }

    // SVG gradients interpolate in sRGB, as mix() does, so the bar matches the cells.
    std::string stops;
    const auto stop = [&](double offset, Rgb c) {
        stops += "<stop offset=\"" + px(offset) + "\" stop-color=\"" + hex(c) + "\"/>";
    };
    if (scale.diverging) {
        stop(0, kBlue), stop(scale.zeroFraction(), kWhite), stop(1, kRed);
    } else {
        stop(0, kPale), stop(1, kDeep);
    }
    svg.raw("<defs><linearGradient id=\"scale\" x1=\"0\" y1=\"1\" x2=\"0\" y2=\"0\">" + stops +
            "</linearGradient></defs>\n");
    svg.rect(barX, top, barWidth, barHeight, "url(#scale)", " stroke=\"#BBBBBB\"");
    for (double m : marks) {
        const double y = top + barHeight * (1 - scale.fraction(m));
        svg.line(barX + barWidth, y, barX + barWidth + 3, y, kInk, 1);
        svg.text(barX + barWidth + 6, centred(y, kTickFont), formatFixed(m, 2), {});
    }
    return svg.finish();
}

} // namespace es::report
