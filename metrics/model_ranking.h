#pragma once
// What a threshold on a model's scores makes of the ESD pairs with gold: the confusion
// counts, the Youden threshold, each pair's outcome, and how far a pair's annotators
// agree. The model-errors view draws them; it computes none.

#include "metrics/esd_statistics.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace es::metrics {

enum class PairOutcome { None, TruePositive, FalsePositive, FalseNegative, TrueNegative };

// A pair's outcome when the model predicts essential (`predicted`) and the gold is
// `gold` (esd::kEssential, esd::kNonEssential; anything else: no gold, None).
PairOutcome pairOutcome(bool predicted, std::int8_t gold);

struct Confusion
{
    std::size_t truePositives = 0;
    std::size_t falsePositives = 0;
    std::size_t falseNegatives = 0;
    std::size_t trueNegatives = 0;

    std::optional<double> precision() const;
    std::optional<double> recall() const;
    // Youden's J, recall minus the false positive rate; undefined without both classes.
    std::optional<double> youdenJ() const;
};

// A model's scored pairs in rank order and what any threshold makes of them. Counting at
// a threshold is a binary search, so a slider can move over a million pairs without lag.
class ModelRanking
{
  public:
    ModelRanking() = default;
    // `gold` per pair: 1 essential, 0 non-essential, anything else no gold. `model` is
    // the scores' place among the snapshot's models, kept for the caller.
    ModelRanking(const EsdModelScores &scores, std::span<const std::int8_t> gold,
                 std::size_t model);
    // A new gold over the same scores: the order stays, which is most of the work.
    void setGold(std::span<const std::int8_t> gold);

    std::size_t model() const { return model_; }
    ScoreDirection direction() const { return direction_; }
    // Pairs with a score, most positive first; ties keep pair order.
    const std::vector<std::uint32_t> &ranked() const { return ranked_; }
    std::size_t positives() const { return positives_; }
    std::size_t negatives() const { return negatives_; }
    double lowest() const { return lowest_; }
    double highest() const { return highest_; }
    // The threshold maximising TPR - FPR over the pairs with gold (the strictest of equal
    // ones); none without both classes.
    std::optional<double> youden() const { return youden_; }

    // Essential is predicted at or beyond the threshold: score >= t, or <= t when lower
    // scores are the positive end.
    bool predictsPositive(double score, double threshold) const;
    Confusion at(double threshold) const;

  private:
    std::size_t model_ = 0;
    ScoreDirection direction_ = ScoreDirection::HigherIsPositive;
    std::vector<std::uint32_t> ranked_;
    std::vector<double> rankedScores_; // scores of ranked_, kept for setGold
    std::vector<double> goldScores_;   // scores of the ranked pairs with gold, in rank order
    std::vector<std::size_t> positivesBefore_; // positives among goldScores_[0, k)
    std::size_t positives_ = 0;
    std::size_t negatives_ = 0;
    double lowest_ = 0.0;
    double highest_ = 0.0;
    std::optional<double> youden_;
};

// How far a pair's annotators agree: the share of labels (invalid included) equal to the
// most frequent one, as the adjudication queue measures it.
struct PairAgreement
{
    std::size_t labels = 0;
    std::size_t majority = 0;

    bool unanimous() const { return labels >= 2 && majority == labels; }
    // The share of the labels that agree with the most frequent one.
    std::optional<double> majorityShare() const
    {
        return labels == 0
                   ? std::nullopt
                   : std::optional(static_cast<double>(majority) / static_cast<double>(labels));
    }
    bool split() const { return labels >= 2 && majority < labels; }
};
PairAgreement pairAgreement(const EsdLabelTable &labels, std::uint32_t pair);

} // namespace es::metrics
