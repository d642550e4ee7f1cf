#include "metrics/esd_statistics.h"

#include "metrics/agreement.h"

#include <algorithm>
#include <future>

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

} // namespace

EsdStatistics computeEsdStatistics(const EsdLabelTable &labels,
                                   std::span<const EsdModelScores> models,
                                   std::span<const std::int8_t> adjudicated)
{
    EsdStatistics st;
    const std::size_t nPairs = labels.pairs;
    const std::size_t nAnn = labels.annotators;
    st.pairs = nPairs;
    st.status.resize(nPairs);
    st.gold.assign(nPairs, kNoLabel);
    st.labelledBy.assign(nAnn, 0);

    std::vector<int> fleissCounts; // kept pairs x {0, 1}
    fleissCounts.reserve(nPairs * 2);
    std::vector<int> alphaValues; // kept and incomplete pairs x annotators
    alphaValues.reserve(nPairs * nAnn);
    std::vector<std::size_t> keptRows;
    keptRows.reserve(nPairs);

    for (std::size_t p = 0; p < nPairs; ++p) {
        std::size_t given = 0;
        std::size_t ones = 0;
        std::size_t zeros = 0;
        bool invalid = false;
        for (std::size_t a = 0; a < nAnn; ++a) {
            const std::int8_t l = labels.at(p, a);
            if (l == kNoLabel) {
                continue;
            }
            ++st.labelledBy[a];
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
            alphaValues.push_back(labels.at(p, a));
        }
        if (nAnn == 0 || given < nAnn) {
            st.status[p] = PairStatus::Incomplete;
            ++st.incomplete;
            continue;
        }
        st.status[p] = PairStatus::Kept;
        ++st.kept;
        keptRows.push_back(p);
        fleissCounts.push_back(static_cast<int>(zeros));
        fleissCounts.push_back(static_cast<int>(ones));
        st.gold[p] = majority(ones, zeros);
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

    st.fleissKappa = fleissKappa(fleissCounts, 2);
    st.percentAgreement = percentAgreement(fleissCounts, 2);
    st.krippendorffAlpha = krippendorffAlphaNominal(alphaValues, nAnn, kNoLabel);

    std::vector<std::vector<int>> columns(nAnn, std::vector<int>(keptRows.size()));
    for (std::size_t a = 0; a < nAnn; ++a) {
        for (std::size_t r = 0; r < keptRows.size(); ++r) {
            columns[a][r] = labels.at(keptRows[r], a);
        }
    }
    for (std::size_t a = 0; a < nAnn; ++a) {
        for (std::size_t b = a + 1; b < nAnn; ++b) {
            st.cohenKappa.push_back({a, b, cohenKappa(columns[a], columns[b])});
        }
    }

    // The paper's human baseline: each annotator against the majority of the others.
    for (std::size_t a = 0; a < nAnn; ++a) {
        AnnotatorAccuracy acc{a, 0, {}};
        std::size_t correct = 0;
        for (std::size_t r = 0; r < keptRows.size(); ++r) {
            std::size_t ones = 0;
            std::size_t zeros = 0;
            for (std::size_t o = 0; o < nAnn; ++o) {
                if (o != a) {
                    ones += columns[o][r] == kEssential ? 1 : 0;
                    zeros += columns[o][r] == kNonEssential ? 1 : 0;
                }
            }
            const std::int8_t others = majority(ones, zeros);
            if (others == kNoLabel) {
                continue;
            }
            ++acc.n;
            correct += columns[a][r] == others ? 1 : 0;
        }
        acc.accuracy = acc.n == 0
                           ? Estimate::undefined(nAnn < 2 ? "no other annotator"
                                                          : "the other annotators never agree")
                           : Estimate::of(static_cast<double>(correct) / static_cast<double>(acc.n));
        st.annotatorAccuracy.push_back(std::move(acc));
    }

    if (rocs.valid()) {
        st.models = rocs.get();
    }
    return st;
}

} // namespace es::metrics
