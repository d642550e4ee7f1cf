#pragma once
// Essential Step Detection statistics: which pairs count, their majority gold,
// agreement among the annotators and each model's AUROC against that gold.

#include "metrics/estimate.h"
#include "metrics/ranking.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace es::metrics {

namespace esd {
constexpr std::int8_t kEssential = 1;
constexpr std::int8_t kNonEssential = 0;
constexpr std::int8_t kInvalid = -1;
constexpr std::int8_t kNoLabel = -2; // the annotator has not labelled the pair (also "no gold")
} // namespace esd

// pairs x annotators labels in row-major order; kNoLabel where there is none.
struct EsdLabelTable
{
    std::size_t pairs = 0;
    std::size_t annotators = 0;
    std::vector<std::int8_t> labels;

    std::int8_t at(std::size_t pair, std::size_t annotator) const
    {
        return labels[pair * annotators + annotator];
    }
};

// One model in one setting (full: goal and modifier; core: goal only).
struct EsdModelScores
{
    std::string model;
    std::string setting;
    ScoreDirection direction = ScoreDirection::HigherIsPositive;
    std::string family;
    std::optional<double> params;
    std::vector<double> scores; // per pair; NaN where the model gave no score
    // rankOrder(scores, direction) and sortedScores(order, scores): sorting once makes
    // every recompute a linear pass. Computed on the fly when `sorted` is empty.
    std::vector<std::uint32_t> order;
    std::vector<double> sorted;

    void rank()
    {
        order = rankOrder(scores, direction);
        sorted = sortedScores(order, scores);
    }
};

enum class PairStatus : std::uint8_t {
    Kept,       // every annotator labelled it and none said invalid
    Invalid,    // some annotator said invalid
    Incomplete, // neither
};

struct AnnotatorPairKappa
{
    std::size_t a = 0;
    std::size_t b = 0;
    Estimate kappa;
};

struct ModelResult
{
    std::size_t scores = 0; // index into the scores given to computeEsdStatistics
    std::size_t n = 0;      // kept pairs with gold and a score
    RocResult roc;
};

struct AnnotatorAccuracy
{
    std::size_t annotator = 0;
    std::size_t n = 0; // kept pairs where the other annotators have a majority
    Estimate accuracy;
};

struct EsdStatistics
{
    std::size_t pairs = 0;
    std::size_t kept = 0;
    std::size_t invalid = 0;
    std::size_t incomplete = 0;
    std::size_t essential = 0;    // pairs whose gold is essential
    std::size_t nonEssential = 0; // pairs whose gold is non-essential
    std::size_t tied = 0;         // kept pairs without a majority and no decision
    std::size_t adjudicated = 0;  // pairs with a decision
    std::size_t adjudicatedInvalid = 0; // of which decided invalid: no gold
    Estimate fleissKappa;
    Estimate percentAgreement;
    Estimate krippendorffAlpha;
    std::vector<AnnotatorPairKappa> cohenKappa;
    std::vector<ModelResult> models;
    std::vector<AnnotatorAccuracy> annotatorAccuracy;
    std::vector<std::size_t> labelledBy; // per annotator: pairs with any label from them
    std::vector<PairStatus> status;      // per pair, from the annotators' labels
    // Per pair: the adjudicated label when there is one (kNoLabel for a decided -1),
    // else the majority of a kept pair, else kNoLabel.
    std::vector<std::int8_t> gold;
};

// `adjudicated` (per pair, kNoLabel where undecided; may be empty) overrides the majority:
// a decided pair counts in every model's AUROC even if incomplete, one decided invalid
// drops out. Agreement figures use the annotators' labels only.
EsdStatistics computeEsdStatistics(const EsdLabelTable &labels,
                                   std::span<const EsdModelScores> models,
                                   std::span<const std::int8_t> adjudicated = {});

} // namespace es::metrics
