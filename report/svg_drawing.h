#pragma once
// What the charts of svg_chart.cpp draw with: their constants, text cut and measured
// without a display, numbers written without the locale, a linear axis, the SVG document
// and its titles, legends and value axis. Internal to report/.

#include "report/svg_chart.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace es::report::drawing {

inline constexpr const char *kInk = "#222222";
inline constexpr const char *kGrid = "#E3E3E3";
inline constexpr double kPi = 3.14159265358979323846;
// Degrees; steep enough to pack labels, flat enough to read.
inline constexpr double kLabelAngle = 35.0;
inline constexpr std::size_t kLabelChars = 28;
inline constexpr std::size_t kLegendChars = 32;
inline constexpr double kTickFont = 11, kLabelFont = 12, kTitleFont = 14;
// Beyond this a value is absurd for any chart here, and larger ones overflow hi - lo.
inline constexpr double kHuge = 1e300;
inline constexpr double kInf = std::numeric_limits<double>::infinity();
// Titles are bold, which runs about a tenth wider than textWidth's estimate.
inline constexpr double kBold = 1.1;
inline constexpr double kLegendRow = 18, kSwatch = 12;

// The palette's colour of a series.
std::string colour(std::size_t series);

// ---- Text

// Valid UTF-8 of at most maxChars code points, the last being "…" when the text was cut.
// Still unescaped: widths are estimated on this, and escaping happens on output.
std::string cleanText(std::string_view raw, std::size_t maxChars);

// There are no font metrics without a display; 0.6 em per character over-estimates Latin
// text in common sans-serif fonts, so space reserved from it is never too small.
double textWidth(std::string_view clean, double fontSize);

// ---- Numbers

// std::to_chars never consults the locale, unlike printf after Qt's setlocale(LC_ALL, "").
std::string toChars(double v, std::chars_format format, int precision);

// A coordinate: two decimals at most, trailing zeros dropped to keep the document small.
std::string px(double v);

// A value within +-kHuge.
double clampData(double v);
bool finite(const std::optional<double> &v);

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

// A free end is widened to the next tick so the data never touches the frame; a fixed end
// stays where the caller put it.
Axis makeAxis(double dataLo, double dataHi, std::optional<double> fixedLo,
              std::optional<double> fixedHi);

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
double centred(double y, double size);

void drawTitle(Svg &svg, const std::string &title, double width);

// A title cut to what fits in `width` at the title font.
std::string fittedTitle(std::string_view raw, double width);

double titleHeight(const std::string &title);

struct LegendEntry
{
    std::string label;
    double x = 0, y = 0; // swatch's left edge and the row's centre line
};

// Rows of (swatch, name) entries, centred and wrapped within the width, from `top` down.
std::vector<LegendEntry> layoutLegend(const std::vector<std::string> &names, double width,
                                      double top, double &height);

void drawLegendLabel(Svg &svg, const LegendEntry &e);

// Horizontal gridlines with labels at the left, and the frame's left and bottom edges.
void drawYAxis(Svg &svg, const Axis &y, double left, double right, double top, double bottom);

double tickLabelWidth(const Axis &a);

void drawYTitle(Svg &svg, std::string_view raw, double top, double bottom);

} // namespace es::report::drawing
