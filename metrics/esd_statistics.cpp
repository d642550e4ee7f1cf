#include "metrics/esd_statistics.h"

#include "metrics/agreement.h"
#include "metrics/esd_group_tree.h"

#include <algorithm>
#include <array>
#include <future>
#include <limits>

namespace es::metrics {

using namespace esd;
using namespace esd_groups;

namespace {

// Below this many pairs a thread costs more than it saves.
constexpr std::size_t kParallelFrom = 20000;

std::int8_t majority(std::size_t ones, std::size_t zeros)
{
    if (ones > zeros) {
        return kEssential;
    }
    if (zeros > ones) {
        return kNonEssential;
    }
    return kNoLabel;
}

// The labels of a pair's panel: `given`, of which `ones` essential and `zeros` not.
struct PanelLabels
{
    std::int64_t given = 0, ones = 0, zeros = 0;
};

// Cohen's kappa from two annotators' 2 x 2 table (a's label * 2 + b's label).
Estimate kappaOfTable(const std::array<std::int64_t, 4> &c)
{
    const std::int64_t total = c[0] + c[1] + c[2] + c[3];
    if (total == 0) {
        return Estimate::undefined("no items labelled by both raters");
    }
    const double n = static_cast<double>(total);
    double observed = 0.0;
    double expected = 0.0;
    for (std::size_t r = 0; r < 2; ++r) {
        double rowSum = 0.0;
        double colSum = 0.0;
        for (std::size_t col = 0; col < 2; ++col) {
            rowSum += static_cast<double>(c[r * 2 + col]);
            colSum += static_cast<double>(c[col * 2 + r]);
        }
        observed += static_cast<double>(c[r * 2 + r]);
        expected += rowSum * colSum;
    }
    observed /= n;
    expected /= n * n;
    return expected >= 1.0 - 1e-15
               ? Estimate::undefined("both raters used one and the same category only")
               : Estimate::of((observed - expected) / (1.0 - expected));
}

// The k of implicit panels from how many pairs have n eligible labels: the most common
// n on a labelled pair (the smaller on a tie), so a few labels by a newcomer do not raise it.
template <typename Count> std::size_t usualLabelCount(const std::vector<Count> &pairsWith)
{
    std::size_t k = 0;
    for (std::size_t n = 1; n < pairsWith.size(); ++n) {
        if (pairsWith[n] > 0 && (k == 0 || pairsWith[n] > pairsWith[k])) {
            k = n;
        }
    }
    return k;
}

std::size_t usualLabelCount(const EsdLabelTable &labels, const std::vector<std::uint8_t> &eligible)
{
    std::vector<std::size_t> pairsWith(labels.annotators + 1, 0);
    for (std::size_t p = 0; p < labels.pairs; ++p) {
        std::size_t given = 0;
        for (std::size_t a = 0; a < labels.annotators; ++a) {
            given += eligible[a] && labels.at(p, a) != kNoLabel ? 1 : 0;
        }
        ++pairsWith[given];
    }
    return usualLabelCount(pairsWith);
}

} // namespace

struct EsdStatisticsTracker::Tallies
{
    std::int64_t kept = 0, invalid = 0, incomplete = 0, essential = 0, nonEssential = 0, tied = 0,
                 adjudicated = 0, adjudicatedInvalid = 0;
    // Kept pairs: how many of each panel size, and Fleiss' sums.
    std::vector<std::int64_t> keptBySize;
    std::int64_t sumSquares = 0, zeros = 0, ones = 0, unanimous = 0;
    // Gwet's AC1 weighs each pair by its own panel size: per size, the kept pairs' sum
    // of squared category counts and of non-essential labels.
    std::vector<std::int64_t> squaresBySize, zerosBySize;
    // Krippendorff: per number of values m in a unit, the sum of m^2 - sum of squares.
    std::vector<std::int64_t> alphaBySize;
    std::int64_t pairable = 0, alphaZeros = 0, alphaOnes = 0;
    // Cohen: per (a, b), a < b, the 2 x 2 table [a's label * 2 + b's label].
    std::vector<std::array<std::int64_t, 4>> cohen;
    std::vector<std::int64_t> accuracyN, accuracyCorrect, labelledBy;
    std::vector<std::int64_t> pairsWith; // pairs by their number of eligible labels

    // Krippendorff's alpha: every eligible label of a pair that is not invalid; an
    // invalid label from outside the panel counts as missing.
    void countAlphaValues(const std::int8_t *row, const std::vector<std::uint8_t> &eligible,
                          std::size_t nAnn, int sign)
    {
        std::int64_t m = 0;
        std::int64_t c0 = 0;
        std::int64_t c1 = 0;
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (eligible[a]) {
                c0 += row[a] == kNonEssential ? 1 : 0;
                c1 += row[a] == kEssential ? 1 : 0;
            }
        }
        m = c0 + c1;
        if (m >= 2) {
            alphaBySize[static_cast<std::size_t>(m)] += sign * (m * m - c0 * c0 - c1 * c1);
            pairable += sign * m;
            alphaZeros += sign * c0;
            alphaOnes += sign * c1;
        }
    }

    // A kept pair: its panel's labels in Fleiss' sums, every two members' labels in their
    // Cohen table, and every member against the others' majority.
    void countKept(const std::int8_t *row, const std::uint8_t *onPanel, std::size_t nAnn,
                   const PanelLabels &panel, int sign)
    {
        kept += sign;
        const auto size = static_cast<std::size_t>(panel.given);
        keptBySize[size] += sign;
        sumSquares += sign * (panel.zeros * panel.zeros + panel.ones * panel.ones);
        squaresBySize[size] += sign * (panel.zeros * panel.zeros + panel.ones * panel.ones);
        zerosBySize[size] += sign * panel.zeros;
        zeros += sign * panel.zeros;
        ones += sign * panel.ones;
        unanimous += sign * ((panel.zeros == 0) != (panel.ones == 0) ? 1 : 0);
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (!onPanel[a]) {
                continue;
            }
            for (std::size_t b = a + 1; b < nAnn; ++b) {
                if (onPanel[b] && row[a] >= 0 && row[b] >= 0) {
                    cohen[a * nAnn + b][static_cast<std::size_t>(row[a] * 2 + row[b])] += sign;
                }
            }
            // The paper's human baseline: each annotator against the majority of the
            // others on the panels they sit on.
            const std::int64_t others =
                majority(static_cast<std::size_t>(panel.ones - (row[a] == kEssential ? 1 : 0)),
                         static_cast<std::size_t>(panel.zeros - (row[a] == kNonEssential ? 1 : 0)));
            if (others != kNoLabel) {
                accuracyN[a] += sign;
                accuracyCorrect[a] += sign * (row[a] == others ? 1 : 0);
            }
        }
    }

    // Fleiss' kappa from its sums: P-bar = (sum of n_ij^2 - N r) / (N r (r - 1)).
    Estimate fleissKappa(bool sizesDiffer, std::size_t commonSize) const
    {
        if (sizesDiffer) {
            return Estimate::undefined("the kept pairs' panels differ in size");
        }
        if (kept == 0) {
            return Estimate::undefined("no items rated by every rater");
        }
        if (commonSize < 2) {
            return Estimate::undefined("fewer than two raters per item");
        }
        const auto r = static_cast<std::int64_t>(commonSize);
        const double observed = static_cast<double>(sumSquares - kept * r) /
                                static_cast<double>(r * (r - 1)) / static_cast<double>(kept);
        const double totalRatings = static_cast<double>(kept) * static_cast<double>(r);
        double expected = 0.0;
        for (const std::int64_t total : {zeros, ones}) {
            const double share = static_cast<double>(total) / totalRatings;
            expected += share * share;
        }
        return expected >= 1.0 - 1e-15 ? Estimate::undefined("every rating is in one category")
                                       : Estimate::of((observed - expected) / (1.0 - expected));
    }

    // Gwet's AC1 from the sums by panel size, as gwetAC1() computes it on the kept pairs'
    // count table (a kept pair holds no invalid label, so its size is zeros + ones).
    Estimate gwetAC1() const
    {
        double agreement = 0.0, nonEssentialShare = 0.0;
        std::int64_t rated = 0, twoOrMore = 0;
        for (std::size_t r = 1; r < keptBySize.size(); ++r) {
            const std::int64_t n = keptBySize[r];
            const auto size = static_cast<std::int64_t>(r);
            rated += n;
            nonEssentialShare += static_cast<double>(zerosBySize[r]) / static_cast<double>(r);
            if (r >= 2) {
                twoOrMore += n;
                agreement += static_cast<double>(squaresBySize[r] - n * size) /
                             static_cast<double>(size * (size - 1));
            }
        }
        if (twoOrMore == 0) {
            return Estimate::undefined("no item rated by two raters");
        }
        const double pi = nonEssentialShare / static_cast<double>(rated);
        const double chance = 2.0 * pi * (1.0 - pi);
        const double observed = agreement / static_cast<double>(twoOrMore);
        return Estimate::of((observed - chance) / (1.0 - chance));
    }

    // Krippendorff's alpha (nominal) from its sums over units with m >= 2 values.
    Estimate krippendorffAlpha(std::size_t coders) const
    {
        if (coders == 0) {
            return Estimate::undefined("no coders");
        }
        if (pairable < 2) {
            return Estimate::undefined("no unit has two or more values");
        }
        double disagreement = 0.0;
        for (std::size_t m = 2; m < alphaBySize.size(); ++m) {
            disagreement += static_cast<double>(alphaBySize[m]) / static_cast<double>(m - 1);
        }
        const double p = static_cast<double>(pairable);
        const double z = static_cast<double>(alphaZeros);
        const double o = static_cast<double>(alphaOnes);
        const double expected = p * p - (z * z + o * o);
        return expected <= 0.0 ? Estimate::undefined("every value is in one category")
                               : Estimate::of(1.0 - (p - 1.0) * disagreement / expected);
    }
};

// One model's positives and negatives in each tie group of its scores, and twice the
// Mann-Whitney U (an integer) that rocFromOrder sums.
struct EsdStatisticsTracker::ModelTrees
{
    std::vector<std::uint32_t> groupOf; // per pair; kNoGroup without a finite score
    GroupTree groups;
    std::int64_t p = 0, n = 0, usedGroups = 0, twiceU = 0;

    void remove(std::uint32_t g, std::int8_t truth) { count(g, truth, -1); }
    void insert(std::uint32_t g, std::int8_t truth) { count(g, truth, 1); }

  private:
    // Adds (sign 1) or takes back (sign -1) a pair of gold `truth` in group g.
    void count(std::uint32_t g, std::int8_t truth, int sign)
    {
        if (!esd::isGold(truth)) {
            return;
        }
        const GroupCounts below = groups.prefix(g);
        const GroupCounts through = groups.prefix(g + 1);
        const std::int64_t inPositives = through.positives - below.positives;
        const std::int64_t inNegatives = through.negatives - below.negatives;
        const bool essential = truth == kEssential;
        // The pair's share of twice U, which the pair's own presence does not change: a
        // positive's negatives below it (ties count one, not two), a negative's positives
        // above it.
        twiceU += sign * (essential ? 2 * below.negatives + inNegatives
                                    : 2 * (p - through.positives) + inPositives);
        p += essential ? sign : 0;
        n += essential ? 0 : sign;
        // The group's first pair with gold in, or its last out.
        const bool flips = inPositives + inNegatives == (sign > 0 ? 0 : 1);
        groups.add(g, {flips ? sign : 0, essential ? sign : 0, essential ? 0 : sign});
        usedGroups += flips ? sign : 0;
    }
};

EsdStatisticsTracker::~EsdStatisticsTracker() = default;
EsdStatisticsTracker::EsdStatisticsTracker(EsdStatisticsTracker &&) noexcept = default;
EsdStatisticsTracker &EsdStatisticsTracker::operator=(EsdStatisticsTracker &&) noexcept = default;

EsdStatisticsTracker::EsdStatisticsTracker(const EsdLabelTable &labels,
                                           std::span<const EsdModelScores> models,
                                           std::span<const std::int8_t> adjudicated,
                                           EsdPanels panels, bool incremental)
    : labels_(labels), incremental_(incremental), panels_(std::move(panels)),
      tallies_(std::make_unique<Tallies>())
{
    const std::size_t nPairs = labels.pairs;
    const std::size_t nAnn = labels.annotators;
    adjudicated_.assign(nPairs, kNoLabel);
    std::copy_n(adjudicated.begin(), std::min(nPairs, adjudicated.size()), adjudicated_.begin());
    EsdStatistics &st = stats_;
    st.pairs = nPairs;
    st.status.resize(nPairs);
    st.gold.assign(nPairs, kNoLabel);
    st.panelMode = panels_.mode;
    st.eligible =
        panels_.eligible.size() == nAnn ? panels_.eligible : std::vector<std::uint8_t>(nAnn, 1);
    st.panel.assign(nPairs * nAnn, 0);
    for (std::uint8_t e : st.eligible) {
        eligibleCount_ += e ? 1 : 0;
    }

    // Implicit panels take a pair's labellers in the order their people joined.
    bySeniority_.resize(nAnn);
    for (std::size_t a = 0; a < nAnn; ++a) {
        bySeniority_[a] = a;
    }
    if (panels_.seniority.size() == nAnn) {
        std::stable_sort(bySeniority_.begin(), bySeniority_.end(),
                         [&](std::size_t x, std::size_t y) {
                             return panels_.seniority[x] < panels_.seniority[y];
                         });
    }
    assigned_ =
        panels_.mode == EsdPanels::Mode::Assigned && panels_.assigned.size() == nPairs * nAnn;
    k_ = panels_.mode == EsdPanels::Mode::Implicit ? usualLabelCount(labels, st.eligible) : 0;

    Tallies &t = *tallies_;
    t.keptBySize.assign(nAnn + 1, 0);
    t.squaresBySize.assign(nAnn + 1, 0);
    t.zerosBySize.assign(nAnn + 1, 0);
    t.alphaBySize.assign(nAnn + 1, 0);
    t.cohen.assign(nAnn * nAnn, {0, 0, 0, 0});
    t.accuracyN.assign(nAnn, 0);
    t.accuracyCorrect.assign(nAnn, 0);
    t.labelledBy.assign(nAnn, 0);
    t.pairsWith.assign(nAnn + 1, 0);
    for (std::size_t p = 0; p < nPairs; ++p) {
        account(p, 1);
    }

    // The models need only the gold: half of them are ranked on a second core while the
    // figures are made from the tallies here.
    st.models.resize(models.size());
    if (incremental) {
        trees_.resize(models.size());
        curveStale_.assign(models.size(), 0);
    }
    auto rank = [this, models, incremental](std::size_t from, std::size_t to) {
        for (std::size_t m = from; m < to; ++m) {
            const EsdModelScores &ms = models[m];
            ModelResult &mr = stats_.models[m];
            mr.scores = m;
            std::vector<std::uint32_t> ownOrder;
            const std::span<const std::uint32_t> order = ms.orderOr(ownOrder);
            // Read in order once, so that the passes below are sequential.
            const std::vector<double> sorted = sortedScores(order, ms.scores);
            if (!incremental) {
                mr.roc = rocFromOrder(order, sorted, stats_.gold);
                mr.n = mr.roc.positives + mr.roc.negatives;
                continue;
            }
            ModelTrees &tree = trees_[m];
            tree.groupOf.assign(stats_.pairs, kNoGroup);
            std::vector<GroupTree::Node> counts;
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (i == 0 || sorted[i] != sorted[i - 1]) {
                    counts.emplace_back();
                }
                const auto g = static_cast<std::uint32_t>(counts.size() - 1);
                tree.groupOf[order[i]] = g;
                const std::int8_t truth = stats_.gold[order[i]];
                counts[g].positives += truth == kEssential ? 1 : 0;
                counts[g].negatives += truth == kNonEssential ? 1 : 0;
            }
            std::int64_t below = 0;
            for (GroupTree::Node &c : counts) {
                c.used = c.positives + c.negatives > 0 ? 1 : 0;
                tree.usedGroups += c.used;
                tree.twiceU += 2 * static_cast<std::int64_t>(c.positives) * below +
                               static_cast<std::int64_t>(c.positives) * c.negatives;
                below += c.negatives;
                tree.p += c.positives;
                tree.n += c.negatives;
            }
            tree.groups = GroupTree(std::move(counts));
            mr.roc = modelRoc(m, true);
            mr.n = mr.roc.positives + mr.roc.negatives;
        }
    };
    const std::size_t half = models.size() / 2;
    std::future<void> second;
    if (nPairs >= kParallelFrom && half > 0) {
        second = std::async(std::launch::async, rank, half, models.size());
        rank(0, half);
    } else {
        rank(0, models.size());
    }
    finish();
    if (second.valid()) {
        second.get();
    }
}

EsdStatistics EsdStatisticsTracker::take() &&
{
    refreshCurves();
    return std::move(stats_);
}

void EsdStatisticsTracker::account(std::size_t p, int sign)
{
    Tallies &t = *tallies_;
    EsdStatistics &st = stats_;
    const std::size_t nAnn = labels_.annotators;
    const std::int8_t *row = labels_.labels.data() + p * nAnn;
    std::uint8_t *onPanel = st.panel.data() + p * nAnn;

    std::size_t eligibleGiven = 0;
    for (std::size_t a = 0; a < nAnn; ++a) {
        if (row[a] != kNoLabel) {
            t.labelledBy[a] += sign;
            eligibleGiven += st.eligible[a] ? 1 : 0;
        }
    }
    t.pairsWith[eligibleGiven] += sign;

    std::size_t members = 0;
    std::fill_n(onPanel, nAnn, 0);
    if (panels_.mode == EsdPanels::Mode::Implicit) {
        for (std::size_t i = 0; i < nAnn && members < k_; ++i) {
            const std::size_t a = bySeniority_[i];
            if (st.eligible[a] && row[a] != kNoLabel) {
                onPanel[a] = 1;
                ++members;
            }
        }
    } else {
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (st.eligible[a] && (!assigned_ || panels_.assigned[p * nAnn + a])) {
                onPanel[a] = 1;
                ++members;
            }
        }
    }
    std::size_t wanted = panels_.mode == EsdPanels::Mode::Implicit ? k_ : members;
    if (assigned_ && p < panels_.assignedSize.size()) {
        // With those who have not labelled anything yet (and so have no column); never
        // fewer than the columns on the panel, so a kept pair's panel labelled in full.
        wanted = std::max<std::size_t>(panels_.assignedSize[p], members);
    }
    std::int64_t given = 0;
    std::int64_t ones = 0;
    std::int64_t zeros = 0;
    bool invalid = false;
    for (std::size_t a = 0; a < nAnn; ++a) {
        const std::int8_t l = row[a];
        if (!onPanel[a] || l == kNoLabel) {
            continue;
        }
        ++given;
        ones += l == kEssential ? 1 : 0;
        zeros += l == kNonEssential ? 1 : 0;
        invalid = invalid || l == kInvalid;
    }

    PairStatus status = PairStatus::Invalid;
    std::int8_t gold = kNoLabel;
    if (invalid) {
        t.invalid += sign;
    } else {
        t.countAlphaValues(row, st.eligible, nAnn, sign);
        if (wanted == 0 || given < static_cast<std::int64_t>(wanted)) {
            status = PairStatus::Incomplete;
            t.incomplete += sign;
        } else {
            status = PairStatus::Kept;
            t.countKept(row, onPanel, nAnn, {given, ones, zeros}, sign);
            gold = majority(static_cast<std::size_t>(ones), static_cast<std::size_t>(zeros));
        }
    }
    const std::int8_t decided = adjudicated_[p];
    if (decided != kNoLabel) {
        t.adjudicated += sign;
        t.adjudicatedInvalid += sign * (decided == kInvalid ? 1 : 0);
        gold = decided == kInvalid ? kNoLabel : decided;
    }
    t.essential += sign * (gold == kEssential ? 1 : 0);
    t.nonEssential += sign * (gold == kNonEssential ? 1 : 0);
    t.tied +=
        sign * (gold == kNoLabel && status == PairStatus::Kept && decided == kNoLabel ? 1 : 0);
    if (sign > 0) {
        st.status[p] = status;
        st.gold[p] = gold;
    }
}

RocResult EsdStatisticsTracker::modelRoc(std::size_t m, bool curve) const
{
    // As rocFromOrder computes it, from the trees: the same integers, the same divisions.
    const ModelTrees &tree = trees_[m];
    constexpr std::size_t maxCurvePoints = 512;
    RocResult result;
    result.positives = static_cast<std::size_t>(tree.p);
    result.negatives = static_cast<std::size_t>(tree.n);
    if (tree.p == 0 || tree.n == 0) {
        result.auroc = Estimate::undefined(tree.p == 0 ? "no essential item has a score"
                                                       : "no non-essential item has a score");
        return result;
    }
    const double u = static_cast<double>(tree.twiceU) * 0.5;
    result.auroc = Estimate::of(
        u / (static_cast<double>(result.positives) * static_cast<double>(result.negatives)));
    if (!curve) {
        return result;
    }
    const double p = static_cast<double>(result.positives);
    const double n = static_cast<double>(result.negatives);
    const auto groups = static_cast<std::size_t>(tree.usedGroups);
    const std::size_t stride = std::max<std::size_t>(1, groups / (maxCurvePoints - 2) + 1);
    result.curve.reserve(std::min(groups, maxCurvePoints) + 2);
    result.curve.push_back({0.0, 0.0});
    // The step-th used group from the top is the (groups - step + 1)-th from the bottom.
    std::vector<std::int64_t> ranks;
    ranks.reserve(result.curve.capacity());
    for (std::size_t step = stride; step < groups; step += stride) {
        ranks.push_back(static_cast<std::int64_t>(groups - step + 1));
    }
    ranks.push_back(1);
    std::vector<GroupCounts> below(ranks.size());
    tree.groups.selectEach(ranks, below);
    for (const GroupCounts &b : below) {
        const auto tp = static_cast<std::size_t>(tree.p - b.positives);
        const auto fp = static_cast<std::size_t>(tree.n - b.negatives);
        result.curve.push_back({static_cast<double>(fp) / n, static_cast<double>(tp) / p});
    }
    return result;
}

void EsdStatisticsTracker::finish()
{
    const Tallies &t = *tallies_;
    EsdStatistics &st = stats_;
    const std::size_t nAnn = labels_.annotators;
    const auto count = [](std::int64_t v) { return static_cast<std::size_t>(v); };
    st.kept = count(t.kept);
    st.invalid = count(t.invalid);
    st.incomplete = count(t.incomplete);
    st.essential = count(t.essential);
    st.nonEssential = count(t.nonEssential);
    st.tied = count(t.tied);
    st.adjudicated = count(t.adjudicated);
    st.adjudicatedInvalid = count(t.adjudicatedInvalid);
    st.labelledBy.assign(nAnn, 0);
    for (std::size_t a = 0; a < nAnn; ++a) {
        st.labelledBy[a] = count(t.labelledBy[a]);
    }

    std::size_t sizes = 0;
    std::size_t commonSize = 0;
    for (std::size_t n = 0; n < t.keptBySize.size(); ++n) {
        if (t.keptBySize[n] > 0) {
            ++sizes;
            commonSize = n;
        }
    }
    const bool sizesDiffer = sizes > 1;
    st.panelSize = panels_.mode == EsdPanels::Mode::Implicit ? k_ : sizesDiffer ? 0 : commonSize;
    if (panels_.mode == EsdPanels::Mode::Everyone) {
        st.panelSize = eligibleCount_;
    }

    st.fleissKappa = t.fleissKappa(sizesDiffer, commonSize);
    st.percentAgreement =
        t.kept == 0 ? Estimate::undefined("no items rated by every rater")
                    : Estimate::of(static_cast<double>(t.unanimous) / static_cast<double>(t.kept));

    st.krippendorffAlpha = t.krippendorffAlpha(eligibleCount_);
    st.gwetAC1 = t.gwetAC1();

    // Cohen's kappa per pair of eligible annotators, from their 2 x 2 table as cohenKappa
    // computes it from the labels.
    st.cohenKappa.clear();
    for (std::size_t a = 0; a < nAnn; ++a) {
        for (std::size_t b = a + 1; b < nAnn; ++b) {
            if (!st.eligible[a] || !st.eligible[b]) {
                continue;
            }
            st.cohenKappa.push_back({a, b, kappaOfTable(t.cohen[a * nAnn + b])});
        }
    }

    st.annotatorAccuracy.clear();
    for (std::size_t a = 0; a < nAnn; ++a) {
        if (!st.eligible[a]) {
            continue;
        }
        AnnotatorAccuracy acc{a, count(t.accuracyN[a]), {}};
        acc.accuracy = acc.n == 0 ? Estimate::undefined(eligibleCount_ < 2
                                                            ? "no other annotator"
                                                            : "the other annotators never agree")
                                  : Estimate::of(static_cast<double>(t.accuracyCorrect[a]) /
                                                 static_cast<double>(acc.n));
        st.annotatorAccuracy.push_back(std::move(acc));
    }
}

bool EsdStatisticsTracker::update(std::size_t pair, const EsdLabelTable &labels,
                                  std::span<const std::int8_t> adjudicated)
{
    const std::size_t nAnn = labels_.annotators;
    if (!valid_ || !incremental_ || labels.pairs != labels_.pairs || labels.annotators != nAnn ||
        pair >= labels_.pairs || (!adjudicated.empty() && adjudicated.size() != labels_.pairs)) {
        valid_ = false;
        return false;
    }
    const std::int8_t goldBefore = stats_.gold[pair];
    account(pair, -1);
    std::copy_n(labels.labels.begin() + static_cast<std::ptrdiff_t>(pair * nAnn), nAnn,
                labels_.labels.begin() + static_cast<std::ptrdiff_t>(pair * nAnn));
    adjudicated_[pair] = adjudicated.empty() ? kNoLabel : adjudicated[pair];
    account(pair, 1);
    if (panels_.mode == EsdPanels::Mode::Implicit && usualLabelCount(tallies_->pairsWith) != k_) {
        valid_ = false; // every pair's panel may move
        return false;
    }
    const std::int8_t goldAfter = stats_.gold[pair];
    if (goldAfter != goldBefore) {
        for (std::size_t m = 0; m < trees_.size(); ++m) {
            const std::uint32_t g = trees_[m].groupOf[pair];
            if (g != kNoGroup) {
                trees_[m].remove(g, goldBefore);
                trees_[m].insert(g, goldAfter);
                stats_.models[m].roc = modelRoc(m, false);
                curveStale_[m] = 1;
                stats_.models[m].n =
                    stats_.models[m].roc.positives + stats_.models[m].roc.negatives;
            }
        }
    }
    finish();
    return true;
}

void EsdStatisticsTracker::refreshCurves()
{
    for (std::size_t m = 0; m < curveStale_.size(); ++m) {
        if (curveStale_[m]) {
            stats_.models[m].roc.curve = modelRoc(m, true).curve;
            curveStale_[m] = 0;
        }
    }
}

EsdStatistics computeEsdStatistics(const EsdLabelTable &labels,
                                   std::span<const EsdModelScores> models,
                                   std::span<const std::int8_t> adjudicated,
                                   const EsdPanels &panels)
{
    return EsdStatisticsTracker(labels, models, adjudicated, panels, false).take();
}

std::vector<int> keptPanelCounts(const EsdLabelTable &labels, const EsdStatistics &stats)
{
    std::vector<int> counts;
    counts.reserve(stats.kept * 2);
    const std::size_t nAnn = labels.annotators;
    for (std::size_t p = 0; p < stats.status.size(); ++p) {
        if (stats.status[p] != PairStatus::Kept) {
            continue;
        }
        int zeros = 0;
        int ones = 0;
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (stats.panel[p * nAnn + a]) {
                zeros += labels.at(p, a) == kNonEssential ? 1 : 0;
                ones += labels.at(p, a) == kEssential ? 1 : 0;
            }
        }
        counts.push_back(zeros);
        counts.push_back(ones);
    }
    return counts;
}

void keptPairLabels(const EsdLabelTable &labels, const EsdStatistics &stats, std::size_t a,
                    std::size_t b, std::vector<int> &labelsA, std::vector<int> &labelsB)
{
    labelsA.clear();
    labelsB.clear();
    const std::size_t nAnn = labels.annotators;
    for (std::size_t p = 0; p < stats.status.size(); ++p) {
        if (stats.status[p] == PairStatus::Kept && stats.panel[p * nAnn + a] &&
            stats.panel[p * nAnn + b]) {
            labelsA.push_back(labels.at(p, a));
            labelsB.push_back(labels.at(p, b));
        }
    }
}

RaterGroupResult scoreRaterGroup(const EsdLabelTable &labels, std::span<const std::size_t> members,
                                 std::span<const std::int8_t> gold)
{
    RaterGroupResult out;
    std::vector<double> scores(labels.pairs, std::numeric_limits<double>::quiet_NaN());
    std::size_t correct = 0;
    for (std::size_t p = 0; p < labels.pairs; ++p) {
        std::size_t ones = 0;
        std::size_t zeros = 0;
        for (std::size_t m : members) {
            ones += labels.at(p, m) == kEssential ? 1 : 0;
            zeros += labels.at(p, m) == kNonEssential ? 1 : 0;
        }
        if (ones + zeros == 0) {
            continue;
        }
        scores[p] = static_cast<double>(ones) / static_cast<double>(ones + zeros);
        const std::int8_t vote = majority(ones, zeros);
        if (p < gold.size() && gold[p] != kNoLabel && vote != kNoLabel) {
            ++out.accuracyN;
            correct += vote == gold[p] ? 1 : 0;
        }
    }
    out.roc = roc(scores, gold, ScoreDirection::HigherIsPositive);
    out.n = out.roc.positives + out.roc.negatives;
    out.accuracy =
        out.accuracyN == 0
            ? Estimate::undefined("no pair with gold and a majority of the group")
            : Estimate::of(static_cast<double>(correct) / static_cast<double>(out.accuracyN));
    return out;
}

} // namespace es::metrics
