#include "metrics/model_ranking.h"

#include <algorithm>
#include <array>
#include <limits>

namespace es::metrics {

using esd::kEssential;
using esd::kNoLabel;
using esd::kNonEssential;

PairOutcome pairOutcome(bool predicted, std::int8_t gold)
{
    if (!esd::isGold(gold)) {
        return PairOutcome::None;
    }
    if (gold == kEssential) {
        return predicted ? PairOutcome::TruePositive : PairOutcome::FalseNegative;
    }
    return predicted ? PairOutcome::FalsePositive : PairOutcome::TrueNegative;
}

std::optional<double> Confusion::precision() const
{
    const std::size_t predicted = truePositives + falsePositives;
    return predicted == 0
               ? std::nullopt
               : std::optional(static_cast<double>(truePositives) / static_cast<double>(predicted));
}

std::optional<double> Confusion::recall() const
{
    const std::size_t actual = truePositives + falseNegatives;
    return actual == 0
               ? std::nullopt
               : std::optional(static_cast<double>(truePositives) / static_cast<double>(actual));
}

std::optional<double> Confusion::youdenJ() const
{
    const std::size_t positives = truePositives + falseNegatives;
    const std::size_t negatives = falsePositives + trueNegatives;
    if (positives == 0 || negatives == 0) {
        return std::nullopt;
    }
    return static_cast<double>(truePositives) / static_cast<double>(positives) -
           static_cast<double>(falsePositives) / static_cast<double>(negatives);
}

ModelRanking::ModelRanking(const EsdModelScores &m, std::span<const std::int8_t> gold,
                           std::size_t model)
    : model_(model)
{
    {
        direction_ = m.direction;
        std::vector<std::uint32_t> computed;
        const std::span<const std::uint32_t> order = m.orderOr(computed);
        // The order is least positive first with ties in pair order; reversed, each tie
        // group is turned back so equal scores still read in file order.
        ranked_.assign(order.rbegin(), order.rend());
        rankedScores_.reserve(ranked_.size());
        for (const std::uint32_t p : ranked_) {
            rankedScores_.push_back(m.scores[p]);
        }
        for (std::size_t i = 0; i < ranked_.size();) {
            std::size_t j = i + 1;
            while (j < ranked_.size() && rankedScores_[j] == rankedScores_[i]) {
                ++j;
            }
            std::reverse(ranked_.begin() + static_cast<std::ptrdiff_t>(i),
                         ranked_.begin() + static_cast<std::ptrdiff_t>(j));
            i = j;
        }
        if (!rankedScores_.empty()) {
            const auto [lo, hi] = std::minmax_element(rankedScores_.begin(), rankedScores_.end());
            lowest_ = *lo;
            highest_ = *hi;
        }
    }
    setGold(gold);
}

void ModelRanking::setGold(std::span<const std::int8_t> gold)
{
    goldScores_.clear();
    positivesBefore_.assign(1, 0);
    youden_.reset();
    for (std::size_t i = 0; i < ranked_.size(); ++i) {
        const std::uint32_t p = ranked_[i];
        const std::int8_t g = p < gold.size() ? gold[p] : kNoLabel;
        if (esd::isGold(g)) {
            goldScores_.push_back(rankedScores_[i]);
            positivesBefore_.push_back(positivesBefore_.back() + (g == kEssential ? 1 : 0));
        }
    }
    positives_ = positivesBefore_.back();
    negatives_ = goldScores_.size() - positives_;
    if (positives_ == 0 || negatives_ == 0) {
        return;
    }
    // Only the end of a tie group is a threshold anyone can set: a threshold at a score
    // takes every pair with that score.
    double best = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < goldScores_.size(); ++i) {
        if (i + 1 < goldScores_.size() && goldScores_[i + 1] == goldScores_[i]) {
            continue;
        }
        const std::size_t tp = positivesBefore_[i + 1];
        const std::size_t fp = i + 1 - tp;
        const double j = Confusion{tp, fp, positives_ - tp, negatives_ - fp}.youdenJ().value();
        if (j > best) {
            best = j;
            youden_ = goldScores_[i];
        }
    }
}

bool ModelRanking::predictsPositive(double score, double threshold) const
{
    return direction_ == ScoreDirection::LowerIsPositive ? score <= threshold : score >= threshold;
}

Confusion ModelRanking::at(double threshold) const
{
    // Scores are in rank order, so the predicted positives are a prefix.
    const auto end = std::partition_point(goldScores_.begin(), goldScores_.end(),
                                          [&](double s) { return predictsPositive(s, threshold); });
    const auto k = static_cast<std::size_t>(end - goldScores_.begin());
    Confusion c;
    c.truePositives = positivesBefore_[k];
    c.falsePositives = k - c.truePositives;
    c.falseNegatives = positives_ - c.truePositives;
    c.trueNegatives = negatives_ - c.falsePositives;
    return c;
}

PairAgreement pairAgreement(const EsdLabelTable &labels, std::uint32_t pair)
{
    std::array<std::size_t, 3> counts{}; // -1, 0, 1
    PairAgreement out;
    for (std::size_t a = 0; a < labels.annotators; ++a) {
        const std::int8_t l = labels.at(pair, a);
        if (l != kNoLabel) {
            ++counts[static_cast<std::size_t>(l + 1)];
            ++out.labels;
        }
    }
    out.majority = *std::max_element(counts.begin(), counts.end());
    return out;
}

} // namespace es::metrics
