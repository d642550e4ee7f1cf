#include "report/svg_chart.h"

#include "metrics/utf8.h"
#include "report/palette.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <system_error>

namespace es::report {

namespace {

constexpr const char *kInk = "#222222";
constexpr const char *kGrid = "#E3E3E3";
constexpr double kPi = 3.14159265358979323846;
constexpr double kLabelAngle = 35.0; // degrees; steep enough to pack labels, flat enough to read
constexpr std::size_t kLabelChars = 28;
constexpr std::size_t kLegendChars = 32;
constexpr double kTickFont = 11, kLabelFont = 12, kTitleFont = 14;
// Beyond this a value is absurd for any chart here, and larger ones overflow hi - lo.
constexpr double kHuge = 1e300;
constexpr char32_t kReplacement = 0xFFFD;
constexpr double kInf = std::numeric_limits<double>::infinity();

std::string colour(std::size_t series)
{
    return std::string(seriesColour(series));
}

// ---- Text

struct CodePoint
{
    char32_t value;
    std::size_t length;
};

// Invalid sequences (bad lead or continuation bytes, overlong forms, surrogates) decode as
// one U+FFFD per byte, so no byte of the input can smuggle markup or break the encoding.
CodePoint decodeUtf8(std::string_view s, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
        return {lead, 1};
    }
    std::size_t length = 0;
    char32_t value = 0, smallest = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2, value = lead & 0x1Fu, smallest = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, value = lead & 0x0Fu, smallest = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, value = lead & 0x07u, smallest = 0x10000;
    } else {
        return {kReplacement, 1};
    }
    if (i + length > s.size()) {
        return {kReplacement, 1};
    }
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) {
            return {kReplacement, 1};
        }
        value = (value << 6) | (byte(i + k) & 0x3Fu);
    }
    if (value < smallest || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        return {kReplacement, 1};
    }
    return {value, length};
}

// XML 1.0 forbids most control characters even as character references.
bool allowedInXml(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) ||
           (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

// Valid UTF-8 of at most maxChars code points, the last being "…" when the text was cut.
// Still unescaped: widths are estimated on this, and escaping happens on output.
std::string cleanText(std::string_view raw, std::size_t maxChars)
{
    std::string out;
    std::size_t chars = 0, beforeLast = 0;
    for (std::size_t i = 0; i < raw.size();) {
        const CodePoint cp = decodeUtf8(raw, i);
        i += cp.length;
        if (++chars == maxChars) {
            beforeLast = out.size();
        } else if (chars > maxChars) {
            out.resize(beforeLast);
            out.erase(out.find_last_not_of(' ') + 1); // "Seeds …" reads as a separate word
            out += "\u2026";
            return out;
        }
        metrics::appendUtf8(allowedInXml(cp.value) ? cp.value : kReplacement, out);
    }
    return out;
}

// There are no font metrics without a display; 0.6 em per character over-estimates Latin
// text in common sans-serif fonts, so space reserved from it is never too small.
double textWidth(std::string_view clean, double fontSize)
{
    double ems = 0;
    for (std::size_t i = 0; i < clean.size();) {
        const CodePoint cp = decodeUtf8(clean, i);
        i += cp.length;
        ems += cp.value >= 0x1100 ? 1.0 : 0.6; // CJK and most symbols from U+1100 on are wide
    }
    return ems * fontSize;
}

// ---- Numbers

// std::to_chars never consults the locale, unlike printf after Qt's setlocale(LC_ALL, "").
std::string toChars(double v, std::chars_format format, int precision)
{
    std::array<char, 400> buffer{}; // room for %.Nf of the largest double
    const auto [end, error] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), v, format, precision);
    if (error != std::errc()) {
        return "0";
    }
    std::string s(buffer.data(), end);
    if (s.starts_with('-') && s.find_first_of("123456789") == std::string::npos) {
        s.erase(0, 1);
    }
    return s;
}

// A coordinate: two decimals at most, trailing zeros dropped to keep the document small.
std::string px(double v)
{
    if (!std::isfinite(v)) {
        v = 0; // unreachable with the clamping below; a last guard against "nan" in output
    }
    std::string s = toChars(std::clamp(v, -1e6, 1e6), std::chars_format::fixed, 2);
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.ends_with('.')) {
            s.pop_back();
        }
    }
    return s == "-0" ? "0" : s;
}

double clampData(double v)
{
    return std::clamp(v, -kHuge, kHuge);
}

bool finite(const std::optional<double> &v)
{
    return v && std::isfinite(*v);
}

// A linear axis over [lo, hi] with ticks on multiples of a 1-2-5 step.
struct Axis
{
    double lo = 0, hi = 1, step = 0.2;

    std::vector<double> ticks() const
    {
        std::vector<double> out;
        const double first = std::ceil(lo / step - 1e-6);
        const double last = std::floor(hi / step + 1e-6);
        for (double i = first; i <= last && out.size() < 64; ++i) {
            out.push_back(i * step);
        }
        return out;
    }

    std::string label(double v) const
    {
        const int decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
        if (decimals > 6 || std::max(std::abs(lo), std::abs(hi)) >= 1e7) {
            return toChars(v, std::chars_format::general, 6);
        }
        return toChars(std::abs(v) < step * 1e-6 ? 0.0 : v, std::chars_format::fixed, decimals);
    }

    // Pixel position between p0 (at lo) and p1 (at hi).
    double map(double v, double p0, double p1) const
    {
        return p0 + (v - lo) / (hi - lo) * (p1 - p0);
    }
};

double niceStep(double range)
{
    constexpr double kIntervals = 5;
    const double raw = range / kIntervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * magnitude;
}

// A free end is widened to the next tick so the data never touches the frame; a fixed end
// stays where the caller put it.
Axis makeAxis(double dataLo, double dataHi, std::optional<double> fixedLo,
              std::optional<double> fixedHi)
{
    if (!finite(fixedLo)) {
        fixedLo.reset();
    }
    if (!finite(fixedHi)) {
        fixedHi.reset();
    }
    Axis a;
    a.lo = fixedLo ? clampData(*fixedLo) : dataLo;
    a.hi = fixedHi ? clampData(*fixedHi) : dataHi;
    if (a.lo > a.hi) {
        std::swap(a.lo, a.hi);
    }
    if (a.lo == a.hi) {
        const double pad = a.lo == 0 ? 1 : std::abs(a.lo) * 0.1;
        if (!fixedHi || fixedLo) {
            a.hi += pad;
        } else {
            a.lo -= pad;
        }
    }
    a.step = niceStep(a.hi - a.lo);
    if (!std::isfinite(a.step) || a.step <= 0) {
        return Axis{};
    }
    if (!fixedLo) {
        a.lo = std::floor(a.lo / a.step + 1e-9) * a.step;
    }
    if (!fixedHi) {
        a.hi = std::ceil(a.hi / a.step - 1e-9) * a.step;
    }
    return a;
}

// ---- Document

struct TextStyle
{
    double size = kTickFont;
    const char *anchor = "start";
    double rotate = 0; // degrees, around the anchor point
    bool bold = false;
    const char *fill = nullptr;
};

class Svg
{
  public:
    Svg(double width, double height, std::string_view title)
    {
        const std::string w = px(width), h = px(height);
        out_ = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
               w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h +
               "\" font-family=\"sans-serif\" font-size=\"" + px(kTickFont) + "\" fill=\"" + kInk +
               "\" role=\"img\">\n";
        if (!title.empty()) {
            out_ += "<title>" + xmlEscape(title) + "</title>\n";
        }
        // An opaque background keeps the chart legible on a dark page.
        out_ += "<rect width=\"" + w + "\" height=\"" + h + "\" fill=\"#FFFFFF\"/>\n";
    }

    void raw(std::string_view s) { out_ += s; }

    void rect(double x, double y, double w, double h, std::string_view fill,
              std::string_view extra = {})
    {
        out_ += "<rect";
        out_ += extra;
        out_ += " x=\"" + px(x) + "\" y=\"" + px(y) + "\" width=\"" + px(std::max(w, 0.0)) +
                "\" height=\"" + px(std::max(h, 0.0)) + "\" fill=\"";
        out_ += fill;
        out_ += "\"/>\n";
    }

    void line(double x1, double y1, double x2, double y2, std::string_view stroke, double width,
              std::string_view extra = {})
    {
        out_ += "<line";
        out_ += extra;
        out_ += " x1=\"" + px(x1) + "\" y1=\"" + px(y1) + "\" x2=\"" + px(x2) + "\" y2=\"" +
                px(y2) + "\" stroke=\"";
        out_ += stroke;
        out_ += "\" stroke-width=\"" + px(width) + "\"/>\n";
    }

    // `clean` comes from cleanText (or is our own ASCII); it is escaped here.
    void text(double x, double y, std::string_view clean, const TextStyle &style)
    {
        out_ += "<text x=\"" + px(x) + "\" y=\"" + px(y) + "\"";
        if (style.size != kTickFont) {
            out_ += " font-size=\"" + px(style.size) + "\"";
        }
        if (std::string_view(style.anchor) != "start") {
            out_ += " text-anchor=\"";
            out_ += style.anchor;
            out_ += "\"";
        }
        if (style.bold) {
            out_ += " font-weight=\"bold\"";
        }
        if (style.fill) {
            out_ += " fill=\"";
            out_ += style.fill;
            out_ += "\"";
        }
        if (style.rotate != 0) {
            out_ += " transform=\"rotate(" + px(style.rotate) + " " + px(x) + " " + px(y) + ")\"";
        }
        out_ += ">" + xmlEscape(clean) + "</text>\n";
    }

    std::string finish()
    {
        out_ += "</svg>\n";
        return std::move(out_);
    }

  private:
    std::string out_;
};

// Baseline that centres a line of text of this size on y.
double centred(double y, double size)
{
    return y + 0.35 * size;
}

void drawTitle(Svg &svg, const std::string &title, double width)
{
    if (!title.empty()) {
        svg.text(width / 2, 22, title, {.size = kTitleFont, .anchor = "middle", .bold = true});
    }
}

// Titles are bold, which runs about a tenth wider than textWidth's estimate.
constexpr double kBold = 1.1;

// A title cut to what fits in `width` at the title font.
std::string fittedTitle(std::string_view raw, double width)
{
    const auto chars =
        static_cast<std::size_t>(std::max(8.0, (width - 24) / (kTitleFont * 0.6 * kBold)));
    return cleanText(raw, chars);
}

double titleHeight(const std::string &title)
{
    return title.empty() ? 10 : 34;
}

struct LegendEntry
{
    std::string label;
    double x = 0, y = 0; // swatch's left edge and the row's centre line
};

constexpr double kLegendRow = 18, kSwatch = 12;

// Rows of (swatch, name) entries, centred and wrapped within the width, from `top` down.
std::vector<LegendEntry> layoutLegend(const std::vector<std::string> &names, double width,
                                      double top, double &height)
{
    std::vector<LegendEntry> entries;
    std::vector<double> widths;
    for (const std::string &name : names) {
        entries.push_back({cleanText(name, kLegendChars)});
        widths.push_back(kSwatch + 5 + textWidth(entries.back().label, kLabelFont) + 16);
    }
    const double usable = width - 20;
    std::size_t rowStart = 0;
    double y = top + kLegendRow / 2;
    while (rowStart < entries.size()) {
        std::size_t rowEnd = rowStart;
        double rowWidth = 0;
        while (rowEnd < entries.size() &&
               (rowEnd == rowStart || rowWidth + widths[rowEnd] <= usable)) {
            rowWidth += widths[rowEnd++];
        }
        double x = std::max(10.0, (width - rowWidth) / 2);
        for (std::size_t i = rowStart; i < rowEnd; ++i) {
            entries[i].x = x;
            entries[i].y = y;
            x += widths[i];
        }
        rowStart = rowEnd;
        y += kLegendRow;
    }
    height = entries.empty() ? 0 : y - kLegendRow / 2 - top + 6;
    return entries;
}

void drawLegendLabel(Svg &svg, const LegendEntry &e)
{
    svg.text(e.x + kSwatch + 5, centred(e.y, kLabelFont), e.label, {.size = kLabelFont});
}

// Horizontal gridlines with labels at the left, and the frame's left and bottom edges.
void drawYAxis(Svg &svg, const Axis &y, double left, double right, double top, double bottom)
{
    for (double t : y.ticks()) {
        const double py = y.map(t, bottom, top);
        svg.line(left, py, right, py, kGrid, 1);
        svg.text(left - 6, centred(py, kTickFont), y.label(t), {.anchor = "end"});
    }
}

double tickLabelWidth(const Axis &a)
{
    double w = 0;
    for (double t : a.ticks()) {
        w = std::max(w, textWidth(a.label(t), kTickFont));
    }
    return w;
}

void drawYTitle(Svg &svg, std::string_view raw, double top, double bottom)
{
    if (raw.empty()) {
        return;
    }
    const auto chars = static_cast<std::size_t>(std::max(8.0, (bottom - top) / (kLabelFont * 0.6)));
    const double y = (top + bottom) / 2;
    svg.text(16, y, cleanText(raw, chars), {.size = kLabelFont, .anchor = "middle", .rotate = -90});
}

} // namespace

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

std::string barChartSvg(const BarChart &chart)
{
    const std::size_t nCats = chart.categories.size();
    const std::size_t nSeries = chart.series.size();
    const auto valueAt = [&](const BarSeries &s, std::size_t c) -> std::optional<double> {
        if (c < s.values.size() && finite(s.values[c])) {
            return clampData(*s.values[c]);
        }
        return std::nullopt;
    };
    const auto intervalAt = [&](const BarSeries &s,
                                std::size_t c) -> std::optional<std::pair<double, double>> {
        if (c < s.intervals.size() && s.intervals[c] && std::isfinite(s.intervals[c]->first) &&
            std::isfinite(s.intervals[c]->second)) {
            const double a = clampData(s.intervals[c]->first),
                         b = clampData(s.intervals[c]->second);
            return std::pair(std::min(a, b), std::max(a, b));
        }
        return std::nullopt;
    };

    double dataLo = 0, dataHi = 0; // bars grow from zero, so zero is always in range
    for (const BarSeries &s : chart.series) {
        for (std::size_t c = 0; c < nCats; ++c) {
            if (const auto v = valueAt(s, c)) {
                dataLo = std::min(dataLo, *v), dataHi = std::max(dataHi, *v);
            }
            if (const auto iv = intervalAt(s, c)) {
                dataLo = std::min(dataLo, iv->first), dataHi = std::max(dataHi, iv->second);
            }
        }
    }
    if (chart.reference && std::isfinite(chart.reference->value)) {
        dataLo = std::min(dataLo, clampData(chart.reference->value));
        dataHi = std::max(dataHi, clampData(chart.reference->value));
    }
    const Axis y = makeAxis(dataLo, dataHi, chart.yMin, chart.yMax);

    std::vector<std::string> labels;
    double widestLabel = 0;
    for (const std::string &c : chart.categories) {
        labels.push_back(cleanText(c, kLabelChars));
        widestLabel = std::max(widestLabel, textWidth(labels.back(), kTickFont));
    }

    // Horizontal layout first: it decides whether labels rotate, which decides the height.
    double width = std::clamp(chart.width, 240, 20000);
    double left = 10 + (chart.yTitle.empty() ? 0 : 20) + tickLabelWidth(y) + 8;
    const double right = 16;
    const double slots = static_cast<double>(std::max<std::size_t>(nCats, 1));
    double band = (width - left - right) / slots;
    const bool rotate = widestLabel > band - 6;
    const double cosA = std::cos(kLabelAngle * kPi / 180), sinA = std::sin(kLabelAngle * kPi / 180);
    if (rotate) {
        // Rotated labels still collide when closer than about a line height across.
        const double minBand =
            std::max(kTickFont * 1.6 / sinA, 4.0 * static_cast<double>(nSeries) + 4);
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
    const double plotRight = width - right;

    const std::string title = fittedTitle(chart.title, width);
    double top = titleHeight(title);
    double legendHeight = 0;
    std::vector<std::string> names;
    for (const BarSeries &s : chart.series) {
        names.push_back(s.name);
    }
    const std::vector<LegendEntry> legend =
        nSeries > 1 ? layoutLegend(names, width, top, legendHeight) : std::vector<LegendEntry>{};
    top += legendHeight + 8;
    const double bottomMargin = rotate ? 14 + widestLabel * sinA + kTickFont * cosA : 26;
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
            if (const auto v = valueAt(chart.series[s], c)) {
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
            if (const auto iv = intervalAt(chart.series[s], c)) {
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
        if (rotate) {
            svg.text(cx + 4, plotBottom + 12, labels[c], {.anchor = "end", .rotate = -kLabelAngle});
        } else {
            svg.text(cx, plotBottom + 16, labels[c], {.anchor = "middle"});
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
    std::vector<std::string> names;
    for (const LineSeries &s : chart.series) {
        names.push_back(s.name);
    }
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
