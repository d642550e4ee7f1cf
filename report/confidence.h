#pragma once
// 95% intervals of every dataset's headline figures (the bootstrap's, or large-sample
// ones over BootstrapOptions::analyticFrom items or more), computed from the same
// snapshot and statistics the reports and charts show, so that a figure and its interval
// always describe the same items.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"
#include "metrics/bootstrap.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <vector>

namespace es::report {

using OptionalInterval = std::optional<metrics::Interval>;

struct EsdIntervals
{
    std::vector<OptionalInterval> auroc; // parallel to EsdStatistics::models
    OptionalInterval fleissKappa;        // over the kept pairs
    OptionalInterval gwetAC1;            // over the kept pairs
    std::vector<OptionalInterval> cohenKappa; // parallel to EsdStatistics::cohenKappa
};
// AUROC resamples the pairs with gold and the model's score; the kappas and AC1 resample
// the kept pairs.
EsdIntervals esdIntervals(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                          const metrics::BootstrapOptions &options);

struct MeanIntervals
{
    OptionalInterval tokenF1;
    OptionalInterval hit1;
    OptionalInterval em;
};
struct EsterIntervals
{
    // Parallel to Statistics::evaluations: over the rater's answered questions with gold,
    // and over those of each relation type.
    std::vector<MeanIntervals> overall;
    std::vector<std::array<MeanIntervals, metrics::ester::kRelations>> byType;
    // Pairwise micro-F1 between people's answers, the questions resampled.
    OptionalInterval answerMicroF1;
};
EsterIntervals esterIntervals(const db::EsterAnalysis &analysis, const db::EsterSnapshot &snapshot,
                              const metrics::BootstrapOptions &options);

struct SalienceIntervals
{
    OptionalInterval global;
    OptionalInterval local;
    OptionalInterval globalSpearman;
    OptionalInterval localSpearman;
    OptionalInterval globalAlpha;
    OptionalInterval localAlpha;
};
// Parallel to OpenPiAnalysis::salience: the mean per-procedure correlation resampled over
// the procedures where it is defined; interval alpha made again over the resampled
// procedures' entities (entity-steps), every procedure rated by both resampled.
std::vector<SalienceIntervals> openPiIntervals(const db::OpenPiAnalysis &analysis,
                                               const metrics::BootstrapOptions &options);

struct CoreferenceIntervals
{
    OptionalInterval precision;
    OptionalInterval recall;
    OptionalInterval f1;
};
struct ClusterIntervals
{
    CoreferenceIntervals muc;
    CoreferenceIntervals bCubed;
    CoreferenceIntervals ceafE;
};
// Parallel to OpenPiAnalysis::clusters: the coreference figures, sums over procedures,
// resampled over the procedures (a resample's figure from the numerators and denominators
// of the procedures drawn), or from BootstrapOptions::analyticFrom procedures on the
// delete-one jackknife's.
std::vector<ClusterIntervals> openPiClusterIntervals(const db::OpenPiAnalysis &analysis,
                                                     const metrics::BootstrapOptions &options);

struct StateAgreementIntervals
{
    OptionalInterval f1;
    OptionalInterval exactMatch;
};
// Parallel to OpenPiAnalysis::stateAgreement: F1 (2 matched over both people's changes)
// and exact match (exact over matched), ratios of sums over procedures, resampled over the
// row's procedures (a resample's figure from the counts of the procedures drawn), or from
// BootstrapOptions::analyticFrom procedures on the delete-one jackknife's.
std::vector<StateAgreementIntervals> openPiStateIntervals(const db::OpenPiAnalysis &analysis,
                                                          const metrics::BootstrapOptions &options);

// How `report --json` names an interval's method.
const char *intervalMethodName(metrics::IntervalMethod method);

// `<key>_ci: [lo, hi]` beside a figure, and `<key>_ci_method` when the interval is not
// the bootstrap's; nothing when there is no interval.
void putInterval(nlohmann::ordered_json &obj, const char *key, const OptionalInterval &interval);

} // namespace es::report
