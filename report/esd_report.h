#pragma once
// The ESD section of every report, built once (buildEsdReport) from a snapshot and its
// statistics: counts, agreement, each annotator's accuracy, the models' and rater groups'
// AUROC, each figure with its reason when undefined and its 95% interval when computed.
// `report --json` (esdReportJson), the HTML report and the plain-text report render it;
// none of them computes a figure.

#include "db/esd/esd_snapshot.h"
#include "metrics/esd_dataset.h"
#include "metrics/esd_statistics.h"
#include "metrics/estimate.h"
#include "metrics/label_pace.h"
#include "report/confidence.h"
#include "report/figure.h"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace es::report {

struct EsdCohenRow
{
    std::string a;
    std::string b;
    Figure kappa;
};

struct EsdModelRow
{
    std::string model;
    std::string setting; // "full" or "core"
    bool lowerIsPositive = false;
    std::size_t n = 0;
    std::size_t positives = 0;
    std::size_t negatives = 0;
    Figure auroc;
    std::string family;           // empty when the file named none
    std::optional<double> params; // the model's size, when the file gave it
};

struct EsdAccuracyRow
{
    std::string annotator;
    std::size_t n = 0;
    Figure accuracy;
};

// One member of a rater group against the experts' gold on the human baseline's sample.
struct EsdHumanMember
{
    std::string name;
    std::size_t n = 0;
    Figure accuracy;
};

// The ESD paper's human baseline (metrics/human_baseline.h): the mean of the members'
// individual accuracies on a seeded sample of the pairs with gold.
struct EsdHumanIndividual
{
    std::size_t sample = 0;
    std::uint64_t seed = 0;
    std::vector<EsdHumanMember> members; // those with an ESD label
    Figure meanAccuracy;
    std::size_t leftOut = 0; // members without a labelled sampled pair
};

// A rater group (a lay human baseline) scored like a model against the experts' gold.
struct EsdHumanRow
{
    std::string group;
    std::string setting;
    std::size_t members = 0;
    std::size_t n = 0;
    std::size_t positives = 0;
    std::size_t negatives = 0;
    Figure auroc;
    std::size_t accuracyN = 0;
    Figure accuracy;
    EsdHumanIndividual individual;
};

// How fast an annotator labels and how long their unlabelled pairs will take.
struct EsdPaceRow
{
    std::string annotator;
    metrics::LabelPace pace;
    std::size_t remaining = 0; // unlabelled pairs of their goals (every pair without a queue)
    metrics::Estimate hoursToFinish;
};

struct EsdReport
{
    std::size_t pairs = 0;
    std::size_t goals = 0;
    std::vector<std::string> annotators;
    std::size_t kept = 0;
    std::size_t invalid = 0;
    std::size_t incomplete = 0;
    std::size_t essential = 0;
    std::size_t nonEssential = 0;
    std::size_t tied = 0;
    std::size_t adjudicated = 0;
    std::size_t adjudicatedInvalid = 0;
    Figure fleissKappa;
    Figure gwetAC1;
    Figure percentAgreement;
    Figure krippendorffAlpha;
    std::vector<EsdCohenRow> cohenKappa;
    std::vector<EsdModelRow> models;
    std::vector<EsdAccuracyRow> annotatorAccuracy;
    // Whose labels made kept pairs, gold and Fleiss' kappa (README: What the ESD figures
    // mean), and how many labelled each pair; none when the panels differ in size.
    metrics::EsdPanels::Mode panel = metrics::EsdPanels::Mode::Everyone;
    std::optional<std::size_t> panelSize;
    std::vector<EsdHumanRow> human;
    // The paper's Table 1 (lengths in words) and each annotator's pace; filled by
    // addEsdWork from what the store streams.
    std::optional<metrics::EsdDatasetTallies> dataset;
    std::vector<EsdPaceRow> pace;
    // Made for the HTML report only (ReportRequest::figures): one ROC curve per model with
    // a defined AUROC, and each annotator's agreement with gold in labelling order over
    // windows of `driftWindow` labels with gold.
    std::vector<Curve> roc;
    std::vector<Curve> drift;
    std::size_t driftWindow = 0;
};

// With `intervals`, each figure they cover carries its interval.
EsdReport buildEsdReport(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                         const EsdIntervals *intervals = nullptr);

// The dataset's lengths and each annotator's pace, from the store's tallies and label
// times (EsdStore::datasetTallies, labelTimes).
void addEsdWork(EsdReport &report, const db::EsdSnapshot &snapshot,
                const metrics::EsdDatasetTallies &dataset,
                const std::vector<std::vector<double>> &labelTimes);

// The dataset's lengths and each annotator's pace, from the store's tallies and label
// times (EsdStore::datasetTallies, labelTimes).
void addEsdWork(EsdReport &report, const db::EsdSnapshot &snapshot,
                const metrics::EsdDatasetTallies &dataset,
                const std::vector<std::vector<double>> &labelTimes);

// The "esd" object of `eventscope report --json`. An undefined value is null, with
// "<key>_reason" beside it; an interval is "<key>_ci": [lo, hi].
nlohmann::ordered_json esdReportJson(const EsdReport &report);
nlohmann::ordered_json esdReportJson(const db::EsdSnapshot &snapshot,
                                     const metrics::EsdStatistics &stats,
                                     const EsdIntervals *intervals = nullptr);

} // namespace es::report
