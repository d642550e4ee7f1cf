#pragma once
// The HTML report's writer (report/html_report.h), shared by the files that write its
// sections: the page and its pieces here, each dataset's section in html_esd.cpp,
// html_ester.cpp and html_openpi.cpp. Internal to report/.

#include "report/esd_report.h"
#include "report/ester_reason_titles.h"
#include "report/ester_report.h"
#include "report/html_report.h"
#include "report/openpi_report.h"
#include "report/svg_chart.h"

#include <QCoreApplication>
#include <QString>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace es::report::html {

inline std::string esc(std::string_view text)
{
    return xmlEscape(text);
}

inline std::string esc(const QString &text)
{
    return xmlEscape(text.toStdString());
}

inline QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// A piece of the page. (Also keeps lupdate from taking "std::string f(" inside a class for
// a function of a class "std", which filed the strings under a context no one asks for.)
using Html = std::string;

// The page's strings share the "Report" context with the plain-text report, so a phrase
// both say is translated once.
class Writer
{
    Q_DECLARE_TR_FUNCTIONS(Report)

  public:
    explicit Writer(const HtmlReportContext &context) : context_(context) {}

    Html page(const HtmlSections &sections);

  private:
    const HtmlReportContext &context_;

    static Html style()
    {
        return "body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 "
               "1rem;"
               "color:#222;line-height:1.4}\n"
               "h1{font-size:1.6rem}h2{border-bottom:2px solid "
               "#0072B2;padding-bottom:.2rem;margin-top:2.5rem}\n"
               "h3{margin-top:1.6rem}.meta{color:#555}\n"
               "table{border-collapse:collapse;margin:.6rem 0 1rem}th,td{padding:.25rem .6rem;"
               "border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\n"
               "th{background:#f3f6f9}td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
               "td.na{color:#777}.reason{font-size:.85em}\n"
               "figure{margin:1rem "
               "0}img{max-width:100%;height:auto}figcaption{color:#555;font-size:.9em}\n"
               "ul.warnings li{color:#8a4b00}\n";
    }

    static Html link(const char *id, const QString &text)
    {
        return std::string("<li><a href=\"#") + id + "\">" + esc(text) + "</a></li>\n";
    }

    static Html heading(int level, const QString &text, const char *id = nullptr)
    {
        const std::string h = "h" + std::to_string(level);
        return "<" + h + (id ? std::string(" id=\"") + id + "\"" : std::string()) + ">" +
               esc(text) + "</" + h + ">\n";
    }

    static Html paragraph(const QString &text) { return "<p>" + esc(text) + "</p>\n"; }

    static Html figure(const std::string &svg, const QString &alt, const QString &caption = {})
    {
        std::string out = "<figure><img src=\"" + svgDataUri(svg) + "\" alt=\"" + esc(alt) + "\">";
        if (!caption.isEmpty()) {
            out += "<figcaption>" + esc(caption) + "</figcaption>";
        }
        return out + "</figure>\n";
    }

    // Rows of cells, each already HTML.
    struct Table
    {
        std::vector<QString> headers;
        std::vector<std::vector<std::string>> rows;
    };

    static Html table(const Table &t)
    {
        std::string out = "<table>\n<thead><tr>";
        for (const QString &h : t.headers) {
            out += "<th scope=\"col\">" + esc(h) + "</th>";
        }
        out += "</tr></thead>\n<tbody>\n";
        for (const auto &row : t.rows) {
            out += "<tr>";
            for (const std::string &cell : row) {
                out += cell;
            }
            out += "</tr>\n";
        }
        return out + "</tbody>\n</table>\n";
    }

    static Html text(std::string_view value) { return "<td>" + esc(value) + "</td>"; }
    static Html text(const QString &value) { return "<td>" + esc(value) + "</td>"; }
    static Html numeric(const std::string &formatted)
    {
        return "<td class=\"num\">" + formatted + "</td>";
    }

    static QString ciHeader();
    // ---- ESD

    // A typed figure with its reason when it is undefined.
    static Html value(const Figure &f, int decimals = 3);

    static Html ci(const Figure &f, int decimals = 3)
    {
        return f.interval ? numeric("[" + formatFixed(f.interval->lo, decimals) + ", " +
                                    formatFixed(f.interval->hi, decimals) + "]")
                          : std::string("<td class=\"na\">–</td>");
    }

    static Html countCell(std::size_t n) { return numeric(formatFixed(static_cast<double>(n), 0)); }

    // The bar of `name` in the chart, made when it is the first of its name.
    static std::size_t barOf(BarChart &chart, const std::string &name)
    {
        auto at = std::find(chart.categories.begin(), chart.categories.end(), name);
        if (at == chart.categories.end()) {
            chart.categories.push_back(name);
            for (BarSeries &s : chart.series) {
                s.values.emplace_back();
                s.intervals.emplace_back();
            }
            at = chart.categories.end() - 1;
        }
        return static_cast<std::size_t>(at - chart.categories.begin());
    }

    static QString relationName(const std::string &key);

    static Html value(const metrics::Estimate &e, int decimals = 3)
    {
        return value(Figure{e, std::nullopt}, decimals);
    }

    // A mean that is a plain number: n/a, with no reason, when it is not finite.
    static Html value(double v, int decimals)
    {
        return std::isfinite(v) ? numeric(formatFixed(v, decimals))
                                : value(metrics::Estimate{}, decimals);
    }

    static std::optional<std::pair<double, double>> bar(const Figure &f)
    {
        return f.interval ? std::optional(std::pair(f.interval->lo, f.interval->hi)) : std::nullopt;
    }

    static QString reasonTitle(std::size_t reason);

    static Html raterCell(const OpenPiRaterName &r);

  private:
    // The sections, each in a file of its own (html_esd.cpp, html_ester.cpp, html_openpi.cpp).
    Html esd(const EsdReport &e);
    Html esdCounts(const EsdReport &e);
    Html esdCohen(const EsdReport &e);
    Html esdDrift(const EsdReport &e);
    Html esdModels(const EsdReport &e);
    Html esdHuman(const EsdReport &e);
    Html esdDataset(const EsdReport &e);
    Html esdPace(const EsdReport &e);
    Html ester(const EsterReport &e);
    Html esterScores(const EsterReport &e);
    Html esterSeeds(const EsterReport &e);
    static Html esterSeedCell(const EsterReport &e, const EsterRaterRow &run);
    Html esterAgreement(const EsterReport &e);
    Html esterTypeConfusion(const EsterReport &e);
    Html esterAnswers(const EsterReport &e);
    Html esterValidation(const metrics::ester::Validation &v);
    Html esterLengths(const EsterReport &e);
    Html esterSplitOverlap(const EsterReport &e);
    Html esterSplits(const EsterReport &e);
    Html esterNgrams(const EsterReport &e);
    Html openPiSchemata(const OpenPiReport &o);
    Html releasedEvaluations(const OpenPiReport &o);
    Html openPiStateAgreement(const OpenPiReport &o);
    Html openPiStateAgreementPerProcedure(const OpenPiReport &o);
    Html openPiSalience(const OpenPiReport &o);
    Html openPiLeastAgreeing(const OpenPiReport &o);
    Html openPiPerProcedure(const OpenPiReport &o);
    Html openPiClusters(const OpenPiReport &o);
    Html openPiCoreference(const OpenPiReport &o);
    Html openPiHistograms(const OpenPiReport &o);
    Html openPi(const OpenPiReport &o);
};

} // namespace es::report::html
