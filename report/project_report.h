#pragma once
// One pass over a project for `report`: each dataset's snapshot is loaded once (in a
// person's blind view when asked), and from it the `report --json` object, its bootstrap
// intervals and the HTML report's curves. The command line and the GUI's "Export report"
// both go through here, so the two never compute a figure differently.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"
#include "db/project.h"
#include "metrics/bootstrap.h"
#include "metrics/esd_statistics.h"
#include "report/esd_report.h"
#include "report/ester_report.h"
#include "report/openpi_report.h"
#include "report/html_report.h"

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace es::report {

struct ReportRequest
{
    std::string dataset;  // "esd", "ester", "openpi"; empty: every dataset that holds data
    std::string viewAs;   // a person's blind view; empty: everyone's
    bool json = true;     // build the report object
    bool figures = false; // and the HTML report's curves
    metrics::BootstrapOptions bootstrap; // resamples 0: no intervals
    // The ESD human baseline's sample of pairs with gold, drawn with bootstrap.seed so that
    // one seed reproduces the whole report.
    std::size_t humanSample = metrics::HumanSample{}.size;
};

// Called with each dataset's snapshot and statistics as they are computed, e.g. for the
// plain-text report; and between steps, where returning true abandons the report.
struct ReportHooks
{
    std::function<void(const EsdReport &)> esd;
    std::function<void(const EsterReport &)> ester;
    std::function<void(const OpenPiReport &)> openPi;
    std::function<bool(int done, int steps)> cancelled;
};

struct ProjectReport
{
    // Each dataset's section, built once; `json` renders those asked for.
    std::optional<EsdReport> esd;
    std::optional<EsterReport> ester;
    std::optional<OpenPiReport> openPi;
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    // The snapshots and analyses a report of one dataset was made from, freed with it (a
    // report of every dataset frees each as it goes). A process that ends after the report
    // may leave them to the operating system instead: freeing those of 100,000 ESTER
    // questions one allocation at a time took 0.06 s.
    std::vector<std::shared_ptr<const void>> inputs;
};

// std::nullopt when hooks.cancelled asked to stop.
std::optional<ProjectReport> buildProjectReport(db::Project &project, const ReportRequest &request,
                                                const ReportHooks &hooks = {});

// The HTML page of a report built with `request` (which must have asked for figures) from
// the project file or server at `projectPath` (named without any password), stamped with
// the time it is written.
std::string projectHtmlReport(const ProjectReport &report, const ReportRequest &request,
                              const std::string &projectPath);

} // namespace es::report
