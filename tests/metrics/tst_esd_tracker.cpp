// The incremental ESD statistics (EsdStatisticsTracker) against two references: after every
// one of hundreds of random label and decision changes, its figures must equal, bit for
// bit, those of computeEsdStatistics on the changed table; and computeEsdStatistics must
// agree with the per-figure functions it replaced in one pass (fleissKappa, cohenKappa,
// krippendorffAlphaNominal, percentAgreement over the tables the old code built, and
// rocFromOrder), which tst_agreement and tst_ranking check against statsmodels and
// scikit-learn.
#include "metrics/agreement.h"
#include "metrics/esd_statistics.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace es::metrics;

namespace {

constexpr std::int8_t N = esd::kNoLabel;

using namespace es::metrics::esd;

// The statistics as computeEsdStatistics computed them before the tracker, one figure at
// a time over the tables they are defined on (commit b5b396c), kept here as the tracker's
// independent reference.
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

EsdStatistics reference(const EsdLabelTable &labels, std::span<const EsdModelScores> models,
                        std::span<const std::int8_t> adjudicated, const EsdPanels &panels)
{
    EsdStatistics st;
    const std::size_t nPairs = labels.pairs;
    const std::size_t nAnn = labels.annotators;
    st.pairs = nPairs;
    st.status.resize(nPairs);
    st.gold.assign(nPairs, kNoLabel);
    st.labelledBy.assign(nAnn, 0);
    st.panelMode = panels.mode;
    st.eligible =
        panels.eligible.size() == nAnn ? panels.eligible : std::vector<std::uint8_t>(nAnn, 1);
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
    const std::size_t k =
        panels.mode == EsdPanels::Mode::Implicit ? usualLabelCount(labels, st.eligible) : 0;

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
        const bool decided =
            !adjudicated.empty() && p < adjudicated.size() && adjudicated[p] != kNoLabel;
        st.tied += g == kNoLabel && st.status[p] == PairStatus::Kept && !decided ? 1 : 0;
    }

    auto rankModels = [&st, models] {
        std::vector<ModelResult> out;
        for (std::size_t m = 0; m < models.size(); ++m) {
            const EsdModelScores &ms = models[m];
            ModelResult mr;
            mr.scores = m;
            mr.roc = ms.order.empty() && !ms.scores.empty()
                         ? roc(ms.scores, st.gold, ms.direction)
                         : rocFromOrder(ms.order, sortedScores(ms.order, ms.scores), st.gold);
            mr.n = mr.roc.positives + mr.roc.negatives;
            out.push_back(std::move(mr));
        }
        return out;
    };
    st.models = rankModels();

    st.fleissKappa = sizesDiffer ? Estimate::undefined("the kept pairs' panels differ in size")
                                 : fleissKappa(fleissCounts, 2);
    st.percentAgreement = percentAgreement(fleissCounts, 2);
    st.gwetAC1 = gwetAC1(fleissCounts, 2);
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
        acc.accuracy =
            acc.n == 0 ? Estimate::undefined(eligibleCount < 2 ? "no other annotator"
                                                               : "the other annotators never agree")
                       : Estimate::of(static_cast<double>(correct) / static_cast<double>(acc.n));
        st.annotatorAccuracy.push_back(std::move(acc));
    }

    return st;
}

struct Case
{
    EsdLabelTable labels;
    std::vector<EsdModelScores> models;
    std::vector<std::int8_t> adjudicated;
    EsdPanels panels;
};

std::int8_t randomLabel(std::mt19937 &rng)
{
    const int r = static_cast<int>(rng() % 20);
    return r < 8 ? 1 : r < 15 ? 0 : r < 16 ? -1 : N;
}

Case makeCase(std::uint32_t seed, EsdPanels::Mode mode, std::size_t minPairs = 300)
{
    std::mt19937 rng(seed);
    Case c;
    const std::size_t pairs = minPairs + rng() % (minPairs < 10 ? 3 : 200);
    const std::size_t annotators = 2 + rng() % 4;
    c.labels = {pairs, annotators, std::vector<std::int8_t>(pairs * annotators)};
    for (std::int8_t &l : c.labels.labels) {
        l = randomLabel(rng);
    }
    c.adjudicated.assign(pairs, N);
    for (std::size_t p = 0; p < pairs; p += 7 + rng() % 20) {
        c.adjudicated[p] = static_cast<std::int8_t>(static_cast<int>(rng() % 3) - 1);
    }
    // Coarse scores, so that tie groups hold several pairs; some missing; one model
    // lower-is-positive and one not ranked in advance.
    for (int m = 0; m < 3; ++m) {
        EsdModelScores ms;
        ms.model = "m" + std::to_string(m);
        ms.direction = m == 1 ? ScoreDirection::LowerIsPositive : ScoreDirection::HigherIsPositive;
        for (std::size_t p = 0; p < pairs; ++p) {
            ms.scores.push_back(rng() % 10 == 0 ? std::numeric_limits<double>::quiet_NaN()
                                                : static_cast<double>(rng() % (m == 0 ? 7 : 60)));
        }
        if (m != 2) {
            ms.rank();
        }
        c.models.push_back(std::move(ms));
    }
    c.panels.mode = mode;
    c.panels.eligible.assign(annotators, 1);
    if (annotators > 2) {
        c.panels.eligible[annotators - 1] = 0; // an adjudicator's old labels
    }
    for (std::size_t a = 0; a < annotators; ++a) {
        c.panels.seniority.push_back(static_cast<std::uint32_t>((a * 7 + seed) % annotators));
    }
    if (mode == EsdPanels::Mode::Assigned) {
        c.panels.assigned.assign(pairs * annotators, 0);
        c.panels.assignedSize.assign(pairs, 0);
        for (std::size_t p = 0; p < pairs; ++p) {
            for (std::size_t a = 0; a < annotators; ++a) {
                if (rng() % 3 != 0) {
                    c.panels.assigned[p * annotators + a] = 1;
                    c.panels.assignedSize[p] += c.panels.eligible[a];
                }
            }
            // Now and then someone on the panel who has no column yet.
            c.panels.assignedSize[p] += rng() % 8 == 0 ? 1 : 0;
        }
        // Pairs added after the assignment have no panel size.
        c.panels.assignedSize.resize(pairs - pairs / 10);
    }
    return c;
}

// Exact equality, NaN-free: every figure, and why an undefined one is undefined.
bool same(const Estimate &a, const Estimate &b)
{
    return a.value == b.value && a.reason == b.reason;
}

bool near(const Estimate &a, const Estimate &b);

// Every figure equal; Fleiss' kappa, Gwet's AC1 and Krippendorff's alpha within 1e-12
// unless `exact` (the reference adds rounded terms where the tracker sums integers first).
// Without `curves` a ROC curve of `a` may be empty (not drawn since a change), but no other.
QString differences(const EsdStatistics &a, const EsdStatistics &b, bool exact = true,
                    bool curves = true)
{
    QStringList out;
    const auto check = [&out](bool ok, const char *what) {
        if (!ok) {
            out << QString::fromLatin1(what);
        }
    };
    check(a.kept == b.kept && a.invalid == b.invalid && a.incomplete == b.incomplete, "counts");
    check(a.essential == b.essential && a.nonEssential == b.nonEssential && a.tied == b.tied,
          "gold counts");
    check(a.adjudicated == b.adjudicated && a.adjudicatedInvalid == b.adjudicatedInvalid,
          "decisions");
    check(exact
              ? same(a.fleissKappa, b.fleissKappa)
              : near(a.fleissKappa, b.fleissKappa) && a.fleissKappa.reason == b.fleissKappa.reason,
          "Fleiss");
    check(same(a.percentAgreement, b.percentAgreement), "percent agreement");
    check(exact ? same(a.gwetAC1, b.gwetAC1)
                : near(a.gwetAC1, b.gwetAC1) && a.gwetAC1.reason == b.gwetAC1.reason,
          "AC1");
    check(exact ? same(a.krippendorffAlpha, b.krippendorffAlpha)
                : near(a.krippendorffAlpha, b.krippendorffAlpha) &&
                      a.krippendorffAlpha.reason == b.krippendorffAlpha.reason,
          "alpha");
    check(a.cohenKappa.size() == b.cohenKappa.size(), "Cohen pairs");
    for (std::size_t i = 0; i < std::min(a.cohenKappa.size(), b.cohenKappa.size()); ++i) {
        check(a.cohenKappa[i].a == b.cohenKappa[i].a && a.cohenKappa[i].b == b.cohenKappa[i].b &&
                  same(a.cohenKappa[i].kappa, b.cohenKappa[i].kappa),
              "Cohen");
    }
    check(a.annotatorAccuracy.size() == b.annotatorAccuracy.size(), "accuracy rows");
    for (std::size_t i = 0; i < std::min(a.annotatorAccuracy.size(), b.annotatorAccuracy.size());
         ++i) {
        check(a.annotatorAccuracy[i].n == b.annotatorAccuracy[i].n &&
                  same(a.annotatorAccuracy[i].accuracy, b.annotatorAccuracy[i].accuracy),
              "accuracy");
    }
    check(a.models.size() == b.models.size(), "model rows");
    for (std::size_t m = 0; m < std::min(a.models.size(), b.models.size()); ++m) {
        const RocResult &x = a.models[m].roc;
        const RocResult &y = b.models[m].roc;
        check(a.models[m].n == b.models[m].n && x.positives == y.positives &&
                  x.negatives == y.negatives && same(x.auroc, y.auroc),
              "AUROC");
        bool curve = x.curve.size() == y.curve.size();
        for (std::size_t i = 0; curve && i < x.curve.size(); ++i) {
            curve = x.curve[i].falsePositiveRate == y.curve[i].falsePositiveRate &&
                    x.curve[i].truePositiveRate == y.curve[i].truePositiveRate;
        }
        check(curve || (!curves && x.curve.empty()), "ROC curve");
    }
    check(a.panelSize == b.panelSize, "panel size");
    check(a.panel == b.panel, "panels");
    check(a.status == b.status, "pair status");
    check(a.gold == b.gold, "gold");
    check(a.labelledBy == b.labelledBy, "labels per annotator");
    check(a.eligible == b.eligible && a.panelMode == b.panelMode, "eligibility");
    return out.join(QStringLiteral(", "));
}

bool near(const Estimate &a, const Estimate &b)
{
    if (a.defined() != b.defined()) {
        return false;
    }
    return !a.defined() || std::abs(*a.value - *b.value) < 1e-12;
}

} // namespace

class TestEsdTracker : public QObject
{
    Q_OBJECT

  private slots:
    void followsEveryChange_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<std::uint32_t>("seed");
        QTest::addColumn<int>("pairs"); // at least
        QTest::addColumn<int>("changes");
        for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
            QTest::addRow("everyone, seed %u", seed)
                << int(EsdPanels::Mode::Everyone) << seed << 300 << 400;
            QTest::addRow("implicit, seed %u", seed)
                << int(EsdPanels::Mode::Implicit) << seed << 300 << 400;
            QTest::addRow("assigned, seed %u", seed)
                << int(EsdPanels::Mode::Assigned) << seed << 300 << 400;
        }
        // A handful of pairs: the k of implicit panels moves up and down.
        for (std::uint32_t seed : {5u, 6u}) {
            QTest::addRow("implicit, few pairs, seed %u", seed)
                << int(EsdPanels::Mode::Implicit) << seed << 4 << 300;
        }
        // From 20,000 pairs the models are ranked on two threads.
        QTest::addRow("everyone, 20,000 pairs")
            << int(EsdPanels::Mode::Everyone) << 7u << 20000 << 30;
    }

    void followsEveryChange()
    {
        QFETCH(int, mode);
        QFETCH(std::uint32_t, seed);
        QFETCH(int, pairs);
        QFETCH(int, changes);
        Case c =
            makeCase(seed, static_cast<EsdPanels::Mode>(mode), static_cast<std::size_t>(pairs));
        std::mt19937 rng(seed * 31 + 7);
        EsdStatisticsTracker tracker(c.labels, c.models, c.adjudicated, c.panels, true);
        QCOMPARE(differences(tracker.statistics(),
                             computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels)),
                 QString());
        int updated = 0;
        int rebuilt = 0;
        for (int change = 0; change < changes; ++change) {
            const std::size_t p = rng() % c.labels.pairs;
            if (rng() % 5 == 0) {
                const int r = static_cast<int>(rng() % 4);
                c.adjudicated[p] = r == 3 ? N : static_cast<std::int8_t>(r - 1);
            } else {
                c.labels.labels[p * c.labels.annotators + rng() % c.labels.annotators] =
                    randomLabel(rng);
            }
            if (tracker.update(p, c.labels, c.adjudicated)) {
                ++updated;
            } else {
                tracker = EsdStatisticsTracker(c.labels, c.models, c.adjudicated, c.panels, true);
                ++rebuilt;
            }
            // Curves are drawn on request: every third change, after up to three updates
            // have left them behind.
            const bool curves = change % 3 == 2;
            if (curves) {
                tracker.refreshCurves();
            }
            QString diff = differences(
                tracker.statistics(),
                computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels), true, curves);
            if (diff.isEmpty()) {
                diff = differences(tracker.statistics(),
                                   reference(c.labels, c.models, c.adjudicated, c.panels), false,
                                   curves);
                diff = diff.isEmpty() ? diff : QStringLiteral("against the reference: ") + diff;
            }
            if (!diff.isEmpty()) {
                QFAIL(qPrintable(
                    QStringLiteral("after change %1 (pair %2): %3").arg(change).arg(p).arg(diff)));
            }
        }
        if (pairs < 10) {
            // With four pairs k moves often, and each move must rebuild.
            QVERIFY2(rebuilt > 0, "the k of implicit panels never moved");
        } else {
            // Implicit panels rebuild only when their k moves, which random labels seldom do.
            QVERIFY2(updated > changes * 3 / 4,
                     qPrintable(QStringLiteral("%1 of %2 updated in place, %3 rebuilt")
                                    .arg(updated)
                                    .arg(changes)
                                    .arg(rebuilt)));
        }
    }

    // The one-pass tallies against the functions over the tables the figures are defined
    // on: the kept pairs' panel counts, the pairs of labels, the reliability table.
    void talliesAgreeWithTheDefinitions_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<std::uint32_t>("seed");
        for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
            QTest::addRow("everyone, seed %u", seed) << int(EsdPanels::Mode::Everyone) << seed;
            QTest::addRow("implicit, seed %u", seed) << int(EsdPanels::Mode::Implicit) << seed;
            QTest::addRow("assigned, seed %u", seed) << int(EsdPanels::Mode::Assigned) << seed;
        }
    }

    void talliesAgreeWithTheDefinitions()
    {
        QFETCH(int, mode);
        QFETCH(std::uint32_t, seed);
        const Case c = makeCase(seed, static_cast<EsdPanels::Mode>(mode));
        const EsdStatistics st = computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels);
        QVERIFY(st.kept > 0);
        const std::vector<int> counts = keptPanelCounts(c.labels, st);
        if (st.panelSize > 0) {
            QVERIFY(near(st.fleissKappa, fleissKappa(counts, 2)));
        }
        QVERIFY(near(st.percentAgreement, percentAgreement(counts, 2)));
        std::vector<int> a;
        std::vector<int> b;
        for (const AnnotatorPairKappa &k : st.cohenKappa) {
            keptPairLabels(c.labels, st, k.a, k.b, a, b);
            const Estimate expected = cohenKappa(a, b);
            QVERIFY(same(k.kappa, expected));
        }
        std::vector<int> values;
        std::size_t coders = 0;
        for (std::uint8_t e : st.eligible) {
            coders += e;
        }
        for (std::size_t p = 0; p < c.labels.pairs; ++p) {
            if (st.status[p] == PairStatus::Invalid) {
                continue;
            }
            for (std::size_t x = 0; x < c.labels.annotators; ++x) {
                if (st.eligible[x]) {
                    const std::int8_t l = c.labels.at(p, x);
                    values.push_back(l == esd::kInvalid ? N : l);
                }
            }
        }
        QVERIFY(near(st.krippendorffAlpha, krippendorffAlphaNominal(values, coders, N)));
        for (std::size_t m = 0; m < c.models.size(); ++m) {
            const RocResult r = roc(c.models[m].scores, st.gold, c.models[m].direction);
            QVERIFY(same(st.models[m].roc.auroc, r.auroc));
            QCOMPARE(st.models[m].roc.curve.size(), r.curve.size());
        }
    }

    // Past 510 tie groups the curve is thinned to every stride-th threshold: the tracker's
    // points, found through its trees, must be rocFromOrder's, before and after changes.
    void thinnedCurve()
    {
        Case c = makeCase(9, EsdPanels::Mode::Everyone, 4000);
        std::mt19937 rng(5);
        for (double &s : c.models[0].scores.edit()) {
            s = static_cast<double>(rng() % 100000); // about one tie group a pair
        }
        c.models[0].rank();
        EsdStatisticsTracker tracker(c.labels, c.models, c.adjudicated, c.panels, true);
        QVERIFY(tracker.statistics().models[0].roc.curve.size() > 200);
        QVERIFY(tracker.statistics().models[0].roc.curve.size() < 520);
        for (int change = 0; change < 60; ++change) {
            const std::size_t p = rng() % c.labels.pairs;
            c.labels.labels[p * c.labels.annotators] = randomLabel(rng);
            const std::int8_t goldBefore = tracker.statistics().gold[p];
            QVERIFY(tracker.update(p, c.labels, c.adjudicated));
            if (tracker.statistics().gold[p] != goldBefore) {
                // The AUROC follows at once; the curve waits for refreshCurves().
                QVERIFY(tracker.statistics().models[0].roc.curve.empty());
            }
            tracker.refreshCurves();
            QCOMPARE(differences(tracker.statistics(),
                                 computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels)),
                     QString());
        }
    }
};

QTEST_APPLESS_MAIN(TestEsdTracker)
#include "tst_esd_tracker.moc"
