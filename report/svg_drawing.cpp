// The drawing pieces the charts of svg_chart.cpp share (svg_drawing.h).
#include "report/svg_drawing.h"

#include "metrics/utf8.h"
#include "report/palette.h"

#include <array>
#include <system_error>

namespace es::report::drawing {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

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

double niceStep(double range)
{
    constexpr double kIntervals = 5;
    const double raw = range / kIntervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * magnitude;
}

} // namespace

std::string colour(std::size_t series)
{
    return std::string(seriesColour(series));
}

// ---- Text

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

} // namespace es::report::drawing
