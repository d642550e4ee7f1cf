#include "metrics/esd_statistics.h"

#include "metrics/agreement.h"

#include <algorithm>
#include <future>
#include <limits>

namespace es::metrics {

using namespace esd;

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

// The k of implicit panels: the most common number of eligible labels on a labelled
// pair (the smaller on a tie), so a few labels by a newcomer do not raise it.
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
    std::size_t k = 0;
    for (std::size_t n = 1; n < pairsWith.size(); ++n) {
        if (pairsWith[n] > 0 && (k == 0 || pairsWith[n] > pairsWith[k])) {
            k = n;
        }
    }
    return k;
}

} // namespace

EsdStatistics computeEsdStatistics(const EsdLabelTable &labels,
                                   std::span<const EsdModelScores> models,
                                   std::span<const std::int8_t> adjudicated,
                                   const EsdPanels &panels)
{
    EsdStatistics st;
    const std::size_t nPairs = labels.pairs;
    const std::size_t nAnn = labels.annotators;
    st.pairs = nPairs;
    st.status.resize(nPairs);
    st.gold.assign(nPairs, kNoLabel);
    st.labelledBy.assign(nAnn, 0);
    st.panelMode = panels.mode;
    st.eligible = panels.eligible.size() == nAnn ? panels.eligible
                                                 : std::vector<std::uint8_t>(nAnn, 1);
    st.panel.assign(nPairs * nAnn, 0);
    std::size_t eligibleCount = 0;
    for (std::uint8_t e : st.eligible) {
        eligibleCount += e ? 1 : 0;
    }

    // Implicit panels take a pair's labellers in the order their people joined.
    std::vector<std::size_t> bySeniority(nAnn);
    for (std::size_t a = 0; a < nAnn; ++a) {
        bySeniority[a] = a;
    }
    if (panels.seniority.size() == nAnn) {
        std::stable_sort(bySeniority.begin(), bySeniority.end(), [&](std::size_t x, std::size_t y) {
            return panels.seniority[x] < panels.seniority[y];
        });
    }
    const bool assigned =
        panels.mode == EsdPanels::Mode::Assigned && panels.assigned.size() == nPairs * nAnn;
    const std::size_t k = panels.mode == EsdPanels::Mode::Implicit
                              ? usualLabelCount(labels, st.eligible)
                              : 0;

    std::vector<int> fleissCounts; // kept pairs x {0, 1}
    fleissCounts.reserve(nPairs * 2);
    std::vector<int> alphaValues; // kept and incomplete pairs x eligible annotators
    alphaValues.reserve(nPairs * eligibleCount);
    std::vector<std::size_t> panelSizes; // of the kept pairs
    std::size_t commonSize = 0;
    bool sizesDiffer = false;

    for (std::size_t p = 0; p < nPairs; ++p) {
        std::uint8_t *onPanel = st.panel.data() + p * nAnn;
        std::size_t members = 0;
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (labels.at(p, a) != kNoLabel) {
                ++st.labelledBy[a];
            }
        }
        if (panels.mode == EsdPanels::Mode::Implicit) {
            for (std::size_t i = 0; i < nAnn && members < k; ++i) {
                const std::size_t a = bySeniority[i];
                if (st.eligible[a] && labels.at(p, a) != kNoLabel) {
                    onPanel[a] = 1;
                    ++members;
                }
            }
        } else {
            for (std::size_t a = 0; a < nAnn; ++a) {
                if (st.eligible[a] && (!assigned || panels.assigned[p * nAnn + a])) {
                    onPanel[a] = 1;
                    ++members;
                }
            }
        }
        std::size_t wanted = panels.mode == EsdPanels::Mode::Implicit ? k : members;
        if (assigned && p < panels.assignedSize.size()) {
            wanted = panels.assignedSize[p]; // with those who have not labelled anything yet
        }
        std::size_t given = 0;
        std::size_t ones = 0;
        std::size_t zeros = 0;
        bool invalid = false;
        for (std::size_t a = 0; a < nAnn; ++a) {
            const std::int8_t l = labels.at(p, a);
            if (!onPanel[a] || l == kNoLabel) {
                continue;
            }
            ++given;
            ones += l == kEssential ? 1 : 0;
            zeros += l == kNonEssential ? 1 : 0;
            invalid = invalid || l == kInvalid;
        }
        if (invalid) {
            st.status[p] = PairStatus::Invalid;
            ++st.invalid;
            continue;
        }
        for (std::size_t a = 0; a < nAnn; ++a) {
            if (st.eligible[a]) {
                const std::int8_t l = labels.at(p, a);
                alphaValues.push_back(l == kInvalid ? kNoLabel : l);
            }
        }
        if (wanted == 0 || given < wanted) {
            st.status[p] = PairStatus::Incomplete;
            ++st.incomplete;
            continue;
        }
        st.status[p] = PairStatus::Kept;
        ++st.kept;
        if (commonSize == 0) {
            commonSize = given;
        } else if (commonSize != given) {
            sizesDiffer = true;
        }
        fleissCounts.push_back(static_cast<int>(zeros));
        fleissCounts.push_back(static_cast<int>(ones));
        st.gold[p] = majority(ones, zeros);
    }
    st.panelSize = panels.mode == EsdPanels::Mode::Implicit ? k : sizesDiffer ? 0 : commonSize;
    if (panels.mode == EsdPanels::Mode::Everyone) {
        st.panelSize = eligibleCount;
    }
    if (!adjudicated.empty()) {
        for (std::size_t p = 0; p < std::min(nPairs, adjudicated.size()); ++p) {
            const std::int8_t decided = adjudicated[p];
            if (decided == kNoLabel) {
                continue;
            }
            ++st.adjudicated;
            st.adjudicatedInvalid += decided == kInvalid ? 1 : 0;
            st.gold[p] = decided == kInvalid ? kNoLabel : decided;
        }
    }
    for (std::size_t p = 0; p < nPairs; ++p) {
        const std::int8_t g = st.gold[p];
        st.essential += g == kEssential ? 1 : 0;
        st.nonEssential += g == kNonEssential ? 1 : 0;
        const bool decided = !adjudicated.empty() && p < adjudicated.size() && adjudicated[p] != kNoLabel;
        st.tied += g == kNoLabel && st.status[p] == PairStatus::Kept && !decided ? 1 : 0;
    }

    // Model rankings need only the gold: they run on a second core while the agreement
    // figures are computed here.
    auto rankModels = [&st, models] {
        std::vector<ModelResult> out;
        for (std::size_t m = 0; m < models.size(); ++m) {
            const EsdModelScores &ms = models[m];
            ModelResult mr;
            mr.scores = m;
            mr.roc = ms.sorted.size() != ms.order.size() || (ms.order.empty() && !ms.scores.empty())
                         ? roc(ms.scores, st.gold, ms.direction)
                         : rocFromOrder(ms.order, ms.sorted, st.gold);
            mr.n = mr.roc.positives + mr.roc.negatives;
            out.push_back(std::move(mr));
        }
        return out;
    };
    std::future<std::vector<ModelResult>> rocs;
    if (nPairs >= kParallelFrom && !models.empty()) {
        rocs = std::async(std::launch::async, rankModels);
    } else {
        st.models = rankModels();
    }

    st.fleissKappa = sizesDiffer ? Estimate::undefined("the kept pairs' panels differ in size")
                                 : fleissKappa(fleissCounts, 2);
    st.percentAgreement = percentAgreement(fleissCounts, 2);
    st.krippendorffAlpha = krippendorffAlphaNominal(alphaValues, eligibleCount, kNoLabel);

    std::vector<int> labelsA;
    std::vector<int> labelsB;
    for (std::size_t a = 0; a < nAnn; ++a) {
        for (std::size_t b = a + 1; b < nAnn; ++b) {
            if (st.eligible[a] && st.eligible[b]) {
                keptPairLabels(labels, st, a, b, labelsA, labelsB);
                st.cohenKappa.push_back({a, b, cohenKappa(labelsA, labelsB)});
            }
        }
    }

    // The paper's human baseline: each annotator against the majority of the others on
    // the panels they sit on.
    for (std::size_t a = 0; a < nAnn; ++a) {
        if (!st.eligible[a]) {
            continue;
        }
        AnnotatorAccuracy acc{a, 0, {}};
        std::size_t correct = 0;
        for (std::size_t p = 0; p < nPairs; ++p) {
            const std::uint8_t *onPanel = st.panel.data() + p * nAnn;
            if (st.status[p] != PairStatus::Kept || !onPanel[a]) {
                continue;
            }
            std::size_t ones = 0;
            std::size_t zeros = 0;
            for (std::size_t o = 0; o < nAnn; ++o) {
                if (o != a && onPanel[o]) {
                    ones += labels.at(p, o) == kEssential ? 1 : 0;
                    zeros += labels.at(p, o) == kNonEssential ? 1 : 0;
                }
            }
            const std::int8_t others = majority(ones, zeros);
            if (others == kNoLabel) {
                continue;
            }
            ++acc.n;
            correct += labels.at(p, a) == others ? 1 : 0;
        }
        acc.accuracy = acc.n == 0
                           ? Estimate::undefined(eligibleCount < 2
                                                     ? "no other annotator"
                                                     : "the other annotators never agree")
                           : Estimate::of(static_cast<double>(correct) / static_cast<double>(acc.n));
        st.annotatorAccuracy.push_back(std::move(acc));
    }

    if (rocs.valid()) {
        st.models = rocs.get();
    }
    return st;
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
    out.accuracy = out.accuracyN == 0
                       ? Estimate::undefined("no pair with gold and a majority of the group")
                       : Estimate::of(static_cast<double>(correct) /
                                      static_cast<double>(out.accuracyN));
    return out;
}

} // namespace es::metrics
