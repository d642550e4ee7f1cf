#pragma once
// The OpenPI section of every report, built once (buildOpenPiReport) from a snapshot and
// its analysis: salience agreement between rater pairs (with intervals), clusters against
// gold, predicted schemata and states, the error analysis of schemata, judged
// paraphrases, the salience histograms and the import's warnings, raters named.
// `report --json` (openPiReportJson), the HTML report and the plain-text report render it.

#include "db/openpi/openpi_snapshot.h"
#include "report/confidence.h"
#include "report/figure.h"

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace es::report {

struct OpenPiRaterName
{
    std::string name;
    bool model = false;
    bool adjudicated = false; // the adjudicators' decisions, rated as one rater
};

// A pair's Pearson's r of one procedure, as OpenPI 2.0's Figure 3 plots them.
struct OpenPiProcedureCorrelation
{
    std::string procedure;        // its id as the project names it
    std::optional<double> global; // undefined: no entity both rated, or one side constant
    std::optional<double> local;
};

struct OpenPiSalienceRow
{
    OpenPiRaterName a;
    OpenPiRaterName b;
    std::size_t procedures = 0; // rated by both
    Figure global;              // mean Pearson's r over procedures
    Figure local;
    Figure globalSpearman;
    Figure localSpearman;
    std::size_t globalUndefined = 0; // procedures whose r is undefined, skipped
    std::size_t localUndefined = 0;
    // Krippendorff's interval alpha over the entities (entity-steps) both rated, pooled
    // over the procedures.
    Figure globalAlpha;
    Figure localAlpha;
    std::vector<OpenPiProcedureCorrelation> perProcedure; // procedures rated by both, in order
};

// A clustering's coreference figure (MUC, B-cubed or CEAF-e), summed over procedures, and
// the numerators and denominators it was made of.
struct CoreferenceFigure
{
    Figure precision;
    Figure recall;
    Figure f1;
    metrics::coreference::Counts counts;
};

struct OpenPiClusterRow
{
    OpenPiRaterName rater;
    db::OpenPiClusterKind kind = db::OpenPiClusterKind::Entity;
    std::size_t procedures = 0;
    metrics::openpi::ClusterScore score;
    metrics::openpi::ClusterCounts counts;
    // Attribute clusters only: entities scored, and skipped for one gold cluster or none.
    std::size_t entitiesScored = 0;
    std::size_t entitiesSingleCluster = 0;
    std::size_t entitiesMissingFromGold = 0;
    // The clusters scored as coreference, gold the key: of attribute clusters over the
    // entities scored above, each a document.
    CoreferenceFigure muc;
    CoreferenceFigure bCubed;
    CoreferenceFigure ceafE;
};

struct OpenPiHistogramRow
{
    OpenPiRaterName rater;
    std::size_t procedures = 0;
    std::array<std::size_t, 6> global{}; // ratings 0-5
    std::array<std::size_t, 6> local{};
};

struct OpenPiSchemataRow
{
    std::string model;
    bool expanded = false; // gold names with the generated paraphrases
    std::size_t procedures = 0;
    metrics::openpi::SchemaCountSet counts;
    metrics::openpi::PrecisionRecallF1 entity, attribute, entityLocal, attributeLocal;
};

struct OpenPiStatesRow
{
    std::string model;
    std::size_t procedures = 0;
    std::size_t againstGoldLists = 0;
    std::size_t againstStates = 0;
    metrics::openpi::StateMatch match;
    std::size_t unmatched = 0;
    metrics::Estimate exactMatch;
};

// The state changes two people wrote of the same procedures; a is "gold" for the gold
// states (decisions in place).
struct OpenPiStateAgreementProcedure
{
    std::string procedure; // its id as the project names it
    metrics::openpi::StateAgreementTally tally;
    metrics::openpi::StateAgreementScores scores;
};

struct OpenPiStateAgreementRow
{
    std::string a, b;
    std::size_t procedures = 0;
    metrics::openpi::StateAgreementTally tally;
    metrics::openpi::StateAgreementScores scores;
    OptionalInterval f1Interval;
    OptionalInterval exactMatchInterval;
    // Lowest F1 first, procedures where it is undefined last; their tallies sum to tally.
    std::vector<OpenPiStateAgreementProcedure> perProcedure;
};

struct OpenPiSchemaErrorsRow : metrics::openpi::SchemaErrorCounts
{
    std::string model;
    std::string annotator;
    std::size_t procedures = 0;
    std::size_t finished = 0;
};

struct OpenPiExpansionRow
{
    std::string annotator;
    db::OpenPiClusterKind kind = db::OpenPiClusterKind::Entity;
    std::size_t generated = 0;
    std::size_t rated = 0;
    std::size_t correct = 0;
    metrics::Estimate share;
};

struct OpenPiReport
{
    std::size_t procedures = 0;
    std::size_t entities = 0;
    std::vector<OpenPiSalienceRow> salience;
    std::vector<OpenPiClusterRow> clusters;
    std::vector<OpenPiHistogramRow> histograms;
    std::vector<OpenPiSchemataRow> schemata;
    std::vector<OpenPiStatesRow> states;
    std::vector<OpenPiStateAgreementRow> stateAgreement;
    std::vector<OpenPiSchemaErrorsRow> schemaErrors;
    std::vector<OpenPiExpansionRow> expansions;
    std::vector<std::string> warnings;
    // Made for the HTML report only (ReportRequest::figures): the procedures where the
    // first rater pair agrees least on global salience, (procedure, Pearson's r) ascending.
    std::string leastAgreeingPair;
    std::vector<std::pair<std::string, double>> leastAgreeing;
};

// With `intervals` (parallel to the analysis' salience pairs), the salience figures carry
// their intervals; with `clusterIntervals` (parallel to its cluster rows), the clusters'
// coreference figures theirs; with `stateIntervals` (parallel to its state agreement rows),
// their F1 and exact match theirs.
OpenPiReport
buildOpenPiReport(const db::OpenPiSnapshot &snapshot, const db::OpenPiAnalysis &analysis,
                  const std::vector<SalienceIntervals> *intervals = nullptr,
                  const std::vector<ClusterIntervals> *clusterIntervals = nullptr,
                  const std::vector<StateAgreementIntervals> *stateIntervals = nullptr);

// The "openpi" object of `eventscope report --json`.
nlohmann::ordered_json openPiReportJson(const OpenPiReport &report);
nlohmann::ordered_json openPiReportJson(const db::OpenPiSnapshot &snapshot,
                                        const db::OpenPiAnalysis &analysis,
                                        const std::vector<SalienceIntervals> *intervals = nullptr);

} // namespace es::report
