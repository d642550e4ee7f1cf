#pragma once
// The one-file HTML report: every table and chart of the three datasets' statistics in a
// file that opens in any browser, mails as one attachment and needs nothing beside it.
//
// It renders the typed sections `report --json` renders (report/esd_report.h,
// ester_report.h, openpi_report.h), curves included, so the two can never disagree. Charts are SVG embedded as
// <img> data URIs (report/svg_chart.h), which also keeps any markup in them out of the page.
// Every piece of text is escaped: names come from data files.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace es::report {

struct EsdReport;
struct EsterReport;
struct OpenPiReport;

struct HtmlReportContext
{
    std::string project;   // the project file's name
    std::string generated; // when, as the reader's clock shows it (ISO 8601)
    std::string viewAs;    // the person whose blind view this is; empty: everyone's
    std::size_t resamples = 0;
    std::uint64_t seed = 0;
    std::size_t analyticFrom = SIZE_MAX; // BootstrapOptions::analyticFrom
};

// What the page shows: each dataset's section, null for a dataset the report leaves out.
struct HtmlSections
{
    const EsdReport *esd = nullptr;
    const EsterReport *ester = nullptr;
    const OpenPiReport *openPi = nullptr;
};

// The page for `report`.
std::string htmlReport(const HtmlSections &report, const HtmlReportContext &context);

} // namespace es::report
