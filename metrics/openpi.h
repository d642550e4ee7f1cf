#pragma once
// OpenPI 2.0: salience agreement and cluster scores as the authors' evaluation computes
// them (evaluate_salience.py and cluster/ent_code/evaluate_entity.py in the
// openpi-dataset repository, v2.0).

#include "metrics/agreement.h"
#include "metrics/coreference.h"
#include "metrics/estimate.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace es::metrics::openpi {

inline constexpr int kMaxSalience = 5;

// Pearson's r; undefined (nullopt) when either side is constant or shorter than two.
std::optional<double> pearson(std::span<const double> x, std::span<const double> y);
// Spearman's rho: Pearson's r of the ranks, ties sharing their mean rank.
std::optional<double> spearman(std::span<const double> x, std::span<const double> y);

// One salience rating: step 0 is the entity's global salience, step s its local
// salience in step s. Ratings of a rater are sorted by (procedure, entity, step).
struct Rating
{
    std::uint32_t procedure = 0;
    std::uint32_t entity = 0; // unique across procedures
    std::uint32_t step = 0;
    std::uint8_t value = 0;   // 0-5
    friend auto operator<=>(const Rating &, const Rating &) = default;
};

struct ProcedureCorrelation
{
    std::uint32_t procedure = 0;
    std::optional<double> global;
    std::optional<double> local;
    std::optional<double> globalSpearman;
    std::optional<double> localSpearman;
    // Interval alpha's sums over the entities (entity-steps) both rated, without the
    // smoothing point: the pooled alpha adds them up over procedures.
    IntervalAlphaSums globalAlpha;
    IntervalAlphaSums localAlpha;
};

struct SalienceAgreement
{
    std::size_t procedures = 0; // rated by both
    Estimate global;
    Estimate local;
    Estimate globalSpearman;
    Estimate localSpearman;
    std::size_t globalUndefined = 0; // procedures whose global r is undefined, skipped
    std::size_t localUndefined = 0;
    std::vector<ProcedureCorrelation> perProcedure; // procedures rated by both, ascending
    // Krippendorff's interval alpha over every entity (entity-step) both rated, pooled
    // over the procedures.
    Estimate globalAlpha;
    Estimate localAlpha;
};

// Over the procedures both rated: per procedure, the correlation of the two raters'
// global ratings over the entities both rated, with one (0, 0) point appended (the
// paper's smoothing against constant arrays), then the mean over the procedures where
// it is defined; local ratings likewise over the (entity, step) pairs both rated. Interval
// alpha pools those entities and (entity, step) pairs over the procedures.
SalienceAgreement salienceAgreement(std::span<const Rating> a, std::span<const Rating> b);
// `agreement` of a and b as salienceAgreement gives it (the same doubles), after the
// ratings of one procedure changed and no other's: that procedure's correlations made
// again, the means summed anew over the rows.
// Interval alpha pooled over `rows`, each counted `times[i]` times (once each when empty).
Estimate pooledSalienceAlpha(std::span<const ProcedureCorrelation> rows,
                             IntervalAlphaSums ProcedureCorrelation::*scope,
                             std::span<const std::uint32_t> times = {});
void updateSalienceAgreement(SalienceAgreement &agreement, std::span<const Rating> a,
                             std::span<const Rating> b, std::uint32_t procedure);

// A cluster is a list of mentions; views into the caller's data.
using Cluster = std::vector<std::string_view>;

// `text` without leading and trailing whitespace, as Python's str.strip().
std::string_view stripped(std::string_view text);

struct ClusterCounts
{
    std::size_t predictedCorrect = 0; // predicted clusters equal to some gold cluster
    std::size_t goldFound = 0;        // gold clusters equal to some predicted cluster
    std::size_t gold = 0;
    std::size_t predicted = 0;
    ClusterCounts &operator+=(const ClusterCounts &o);
};

// One procedure's (or one entity's attribute) clusters against gold: mentions are
// stripped, predicted mentions that no gold cluster holds are dropped (a cluster left
// empty still counts), and clusters are compared as sets.
ClusterCounts compareClusters(std::span<const Cluster> predicted, std::span<const Cluster> gold);

// The clusters as compareClusters compares them: each a sorted set of stripped mentions,
// the predicted ones without the mentions no gold cluster holds.
struct NormalisedClusters
{
    std::vector<Cluster> predicted;
    std::vector<Cluster> gold;
};
NormalisedClusters normalisedClusters(std::span<const Cluster> predicted,
                                      std::span<const Cluster> gold);

// The same clusters scored as coreference (metrics/coreference.h), gold the key and the
// predicted clusters the response, a mention being its stripped text.
coreference::DocumentCounts clusterCoreference(std::span<const Cluster> predicted,
                                               std::span<const Cluster> gold);
// Clusters of mentions named by their text, as coreference::score takes them.
coreference::DocumentCounts coreferenceOfTexts(std::span<const Cluster> key,
                                               std::span<const Cluster> response);

struct ClusterScore
{
    Estimate precision; // gold clusters found / predicted clusters
    Estimate recall;    // correct predicted clusters / gold clusters
    Estimate f1;
};
ClusterScore clusterScore(const ClusterCounts &counts);

} // namespace es::metrics::openpi
