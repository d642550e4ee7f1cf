#pragma once
// The counts OpenPI 2.0's tables are made of, added up in one place so that the analysis,
// the report and the workbench's captions agree on them: each rater's salience histogram,
// the cluster scores summed over procedures (and taken back out when a clustering is
// edited), a person's error analysis of a model's schemata (Table 5), and the share of
// generated paraphrases judged correct.

#include "metrics/estimate.h"
#include "metrics/openpi.h"
#include "metrics/openpi_schema.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace es::metrics::openpi {

// How often each value 0-5 was given, over the whole procedure (step 0) and per step, and
// over how many procedures; `ratings` in the order a rater's are kept (by procedure).
struct SalienceHistogram
{
    std::array<std::size_t, 6> global{};
    std::array<std::size_t, 6> local{};
    std::size_t procedures = 0;
};
SalienceHistogram salienceHistogram(std::span<const Rating> ratings);

// The cluster counts of one rater's clusterings against gold, summed over procedures as
// the evaluation scripts sum them: an edited clustering's old tally is taken out and its
// new one added, which leaves the sum a full count would give.
// The coreference counts, sums of fractions, are left as they are: a difference of doubles
// would not give back a full count's sum, so the caller keeps them per procedure and sums
// them again (coreferenceByProcedure).
AttributeClusterTally &operator-=(AttributeClusterTally &sum, const AttributeClusterTally &o);

struct ProcedureCoreference
{
    std::uint32_t procedure = 0;
    coreference::DocumentCounts counts;
};
// The counts of `procedures` (ascending by procedure) summed in that order, which is the
// order a full count and an edit's recount both sum them in.
coreference::DocumentCounts summedCoreference(std::span<const ProcedureCoreference> procedures);
// The procedures (indices into `procedures`) by their own F1 of `measure`, lowest first, a
// procedure whose F1 is undefined before all; ties in procedure order.
std::vector<std::size_t> worstCoreferenceFirst(std::span<const ProcedureCoreference> procedures,
                                               coreference::Measure measure);

// One person's labels of a model's predicted (entity, attribute) pairs.
struct SchemaErrorCounts
{
    std::size_t predicted = 0; // predicted pairs seen
    std::size_t correct = 0, noChange = 0, nonsense = 0, unlabelled = 0;
    std::size_t missed = 0; // pairs the person added as missed

    // `category` of a predicted pair: 1 correct, 2 no change, 3 nonsense, none unlabelled.
    void addPredicted(const std::optional<int> &category);
    void addMissed() { ++missed; }
    std::size_t labelled() const { return correct + noChange + nonsense; }
    // `n`'s share of the labelled pairs; undefined when none is labelled.
    Estimate share(std::size_t n) const;
    // The same in percent, as 100 n / labelled: 23 of 80 is exactly 28.75 (and shows as
    // 28.8), where 100 times the share 0.2875, not exact in binary, would give 28.7499...
    Estimate percent(std::size_t n) const;
};

// How far apart people's ratings of one target are: the highest minus the lowest, once at
// least two people rated it (the comparison table's disagreement mark).
class RatingSpread
{
  public:
    void add(int value)
    {
        lowest_ = std::min(lowest_, value);
        highest_ = std::max(highest_, value);
        ++ratings_;
    }
    std::optional<int> spread() const
    {
        return ratings_ >= 2 ? std::optional(highest_ - lowest_) : std::nullopt;
    }

  private:
    int lowest_ = kMaxSalience + 1;
    int highest_ = -1;
    std::size_t ratings_ = 0;
};

// The adjudication queue's order of OpenPI work. An entity: the widest spread of people's
// ratings of it (globally or at a step) over the scale's range. A procedure's clusterings:
// 1 minus the lowest cluster F1 between two that differ (an undefined F1 counting as 0).
double salienceDisagreement(int widestSpread);
class ClusteringDisagreement
{
  public:
    void add(const ClusterScore &betweenTwo)
    {
        lowest_ = std::min(lowest_, betweenTwo.f1.value.value_or(0.0));
    }
    double value() const { return 1.0 - lowest_; }

  private:
    double lowest_ = 1.0;
};

// `part` of `whole` (correct judgements of those rated, say); undefined when whole is 0.
Estimate shareOf(std::size_t part, std::size_t whole);

} // namespace es::metrics::openpi
