#pragma once
// Essential Step Detection statistics: which pairs count, their majority gold,
// agreement among the annotators and each model's AUROC against that gold.

#include "metrics/estimate.h"
#include "metrics/human_baseline.h"
#include "metrics/ranking.h"
#include "metrics/shared_vector.h"

#include <cstddef>
#include <cstdint>
#include <memory>
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
// Whether a pair's gold says essential or non-essential (and so counts against a model).
constexpr bool isGold(std::int8_t g)
{
    return g == kEssential || g == kNonEssential;
}
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
    // Shared with copies (the intervals' background computation) until changed.
    SharedVector<double> scores; // per pair; NaN where the model gave no score
    // rankOrder(scores, direction): sorting once makes every recompute a linear pass.
    // Computed on the fly when empty. (The scores in this order are made where a pass
    // needs them and not kept: 8 bytes a pair and model, 64 MB at a million pairs and
    // eight models, for a copy of what `scores` holds.)
    SharedVector<std::uint32_t> order;

    void rank() { order = rankOrder(scores, direction); }
    // `order`, or for scores not ranked yet their order made now, kept in `made`.
    std::span<const std::uint32_t> orderOr(std::vector<std::uint32_t> &made) const
    {
        if (order.empty() && !scores.empty()) {
            made = rankOrder(scores, direction);
            return made;
        }
        return order;
    }
    void rank(RankScratch &scratch) { order = rankOrder(scores, direction, scratch); }
};

enum class PairStatus : std::uint8_t {
    Kept,       // every annotator of its panel labelled it and none said invalid
    Invalid,    // an annotator of its panel said invalid
    Incomplete, // neither
};

// Whose labels decide a pair's status, its majority gold and Fleiss' kappa: the pair's
// panel. Fleiss needs the same number of raters on every item, and a label by someone
// outside the panel (a fourth person trying a few pairs, an adjudicator's old labels, a
// lay rater group) must not turn kept pairs into incomplete ones.
struct EsdPanels
{
    enum class Mode : std::uint8_t {
        Everyone, // every eligible annotator sits on every pair's panel
        Implicit, // a pair's panel: its first k eligible labellers by seniority, k the
                  // most common number of eligible labels on a labelled pair (the
                  // smaller on a tie)
        Assigned, // `assigned` names each pair's panel; a pair without one is incomplete
    };
    Mode mode = Mode::Everyone;
    // Per annotator column: 1 when their labels count at all (an annotator of the
    // project, in no rater group). Empty: every column.
    std::vector<std::uint8_t> eligible;
    // Implicit: per column, the rank of when the person joined the project (lower
    // first). Empty: column order.
    std::vector<std::uint32_t> seniority;
    // Assigned: pairs x annotators in row-major order, 1 where the column is on the
    // pair's panel; and per pair the people on it, some of whom may not have labelled
    // anything yet (and so have no column).
    std::vector<std::uint8_t> assigned;
    std::vector<std::uint32_t> assignedSize;
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

// A group of raters scored like a model against the experts' gold: each pair's score is
// the share of the members' valid labels that say essential (NaN where none), ranked by
// AUROC; accuracy is the members' majority against gold where they have one. `individual`
// is the ESD paper's human baseline (metrics/human_baseline.h), filled by callers that
// know the sample.
struct RaterGroupResult
{
    std::size_t n = 0; // pairs with gold and a score
    RocResult roc;
    std::size_t accuracyN = 0; // pairs with gold and a majority of the members
    Estimate accuracy;
    IndividualAccuracy individual;
};
struct EsdStatistics
{
    std::size_t pairs = 0;
    std::size_t kept = 0;
    std::size_t invalid = 0;
    std::size_t incomplete = 0;
    std::size_t essential = 0;          // pairs whose gold is essential
    std::size_t nonEssential = 0;       // pairs whose gold is non-essential
    std::size_t tied = 0;               // kept pairs without a majority and no decision
    std::size_t adjudicated = 0;        // pairs with a decision
    std::size_t adjudicatedInvalid = 0; // of which decided invalid: no gold
    Estimate fleissKappa;
    Estimate percentAgreement;
    Estimate krippendorffAlpha;
    Estimate gwetAC1; // over the kept pairs' panels, which may differ in size
    std::vector<AnnotatorPairKappa> cohenKappa;
    std::vector<ModelResult> models;
    std::vector<AnnotatorAccuracy> annotatorAccuracy;
    std::vector<RaterGroupResult> raterGroups; // filled by callers that know groups
    EsdPanels::Mode panelMode = EsdPanels::Mode::Everyone;
    // Raters per panel when every non-empty panel has the same number (Implicit: k),
    // else 0.
    std::size_t panelSize = 0;
    // pairs x annotators: 1 where the column sits on the pair's panel.
    std::vector<std::uint8_t> panel;
    std::vector<std::uint8_t> eligible;  // per annotator column
    std::vector<std::size_t> labelledBy; // per annotator: pairs with any label from them
    std::vector<PairStatus> status;      // per pair, from the annotators' labels
    // Per pair: the adjudicated label when there is one (kNoLabel for a decided -1),
    // else the majority of a kept pair, else kNoLabel.
    std::vector<std::int8_t> gold;
};

// `adjudicated` (per pair, kNoLabel where undecided; may be empty) overrides the majority:
// a decided pair counts in every model's AUROC even if incomplete, one decided invalid
// drops out. Agreement figures use the annotators' labels only: kept pairs, gold,
// Fleiss' kappa, Gwet's AC1, percent agreement, Cohen's kappa and annotator accuracy those
// of each pair's panel; Krippendorff's alpha every eligible label of a pair that is not invalid
// (an invalid label from outside the panel counts as missing there).
EsdStatistics computeEsdStatistics(const EsdLabelTable &labels,
                                   std::span<const EsdModelScores> models,
                                   std::span<const std::int8_t> adjudicated = {},
                                   const EsdPanels &panels = {});

// computeEsdStatistics kept up to date one pair at a time, for an annotation session whose
// every key press changes one label or decision. Every figure is a function of integer
// tallies over the pairs (and, per model, of the positives and negatives in each tie group
// of its scores, in a Fenwick tree), so a change takes back the pair's old share and adds
// its new one: O(annotators^2 + models x log pairs), not a pass over every pair, and
// O(curve points x log pairs) a model for the ROC curves when they are asked for
// (refreshCurves). computeEsdStatistics is this tracker built once, so the figures of the
// two are the same, bit for bit.
class EsdStatisticsTracker
{
  public:
    // Only the models' ranks are kept, so later changes to their scores are not seen.
    // Without `incremental` no tie-group trees are built (a one-off report), and update()
    // always answers false.
    EsdStatisticsTracker(const EsdLabelTable &labels, std::span<const EsdModelScores> models,
                         std::span<const std::int8_t> adjudicated, EsdPanels panels,
                         bool incremental);
    ~EsdStatisticsTracker();
    EsdStatisticsTracker(EsdStatisticsTracker &&) noexcept;
    EsdStatisticsTracker &operator=(EsdStatisticsTracker &&) noexcept;

    const EsdStatistics &statistics() const { return stats_; }
    // Rater groups are scored by callers that know them (scoreRaterGroup); the tracker
    // keeps what they put here.
    std::vector<RaterGroupResult> &raterGroups() { return stats_.raterGroups; }
    // The statistics, every curve drawn.
    EsdStatistics take() &&;

    // Reads the pair's labels and decision anew from `labels` and `adjudicated` (the same
    // shape as at construction) and brings every figure up to date but the ROC curves
    // (refreshCurves below). False when the change reaches beyond the pair, and the
    // tracker must be built again: the table's shape changed, or the k of implicit panels
    // moved. The tracker is then unusable.
    bool update(std::size_t pair, const EsdLabelTable &labels,
                std::span<const std::int8_t> adjudicated);
    // update() leaves the ROC curve of a model whose gold moved empty (its AUROC is
    // current): a curve is hundreds of tree descents a model, a key press's largest cost
    // at a million pairs, and only a chart that shows the curves needs them. This draws
    // them as computeEsdStatistics would.
    void refreshCurves();

  private:
    struct Tallies;
    struct ModelTrees;
    void account(std::size_t pair, int sign);
    void finish();
    RocResult modelRoc(std::size_t m, bool curve) const;

    EsdLabelTable labels_;
    std::vector<std::int8_t> adjudicated_;
    bool incremental_ = false;
    EsdPanels panels_;
    std::vector<std::size_t> bySeniority_;
    std::size_t k_ = 0; // implicit panels
    bool assigned_ = false;
    std::size_t eligibleCount_ = 0;
    std::unique_ptr<Tallies> tallies_;
    std::vector<ModelTrees> trees_; // per model; empty when not incremental
    std::vector<std::uint8_t> curveStale_; // per model: its curve awaits refreshCurves()
    EsdStatistics stats_;
    bool valid_ = true;
};

// The Fleiss table of the kept pairs (kept pairs x {non-essential, essential}) as
// computeEsdStatistics counts it, for the bootstrap.
std::vector<int> keptPanelCounts(const EsdLabelTable &labels, const EsdStatistics &stats);

// The labels of columns a and b on the kept pairs where both sit on the panel.
void keptPairLabels(const EsdLabelTable &labels, const EsdStatistics &stats, std::size_t a,
                    std::size_t b, std::vector<int> &labelsA, std::vector<int> &labelsB);

// Scores a group (its members' columns) against `gold`; see RaterGroupResult.
RaterGroupResult scoreRaterGroup(const EsdLabelTable &labels, std::span<const std::size_t> members,
                                 std::span<const std::int8_t> gold);

} // namespace es::metrics
