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

#include <cmath>
#include <limits>
#include <random>

using namespace es::metrics;

namespace {

constexpr std::int8_t N = esd::kNoLabel;

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
    const std::size_t pairs = minPairs + rng() % 200;
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
        }
    }
    return c;
}

// Exact equality, NaN-free: every figure, and why an undefined one is undefined.
bool same(const Estimate &a, const Estimate &b)
{
    return a.value == b.value && a.reason == b.reason;
}

QString differences(const EsdStatistics &a, const EsdStatistics &b)
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
    check(same(a.fleissKappa, b.fleissKappa), "Fleiss");
    check(same(a.percentAgreement, b.percentAgreement), "percent agreement");
    check(same(a.krippendorffAlpha, b.krippendorffAlpha), "alpha");
    check(a.cohenKappa.size() == b.cohenKappa.size(), "Cohen pairs");
    for (std::size_t i = 0; i < std::min(a.cohenKappa.size(), b.cohenKappa.size()); ++i) {
        check(a.cohenKappa[i].a == b.cohenKappa[i].a && a.cohenKappa[i].b == b.cohenKappa[i].b &&
                  same(a.cohenKappa[i].kappa, b.cohenKappa[i].kappa),
              "Cohen");
    }
    check(a.annotatorAccuracy.size() == b.annotatorAccuracy.size(), "accuracy rows");
    for (std::size_t i = 0; i < std::min(a.annotatorAccuracy.size(), b.annotatorAccuracy.size()); ++i) {
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
        check(curve, "ROC curve");
    }
    check(a.panelSize == b.panelSize && a.panel == b.panel && a.status == b.status &&
              a.gold == b.gold && a.labelledBy == b.labelledBy,
          "per-pair state");
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
        for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
            QTest::addRow("everyone, seed %u", seed) << int(EsdPanels::Mode::Everyone) << seed;
            QTest::addRow("implicit, seed %u", seed) << int(EsdPanels::Mode::Implicit) << seed;
            QTest::addRow("assigned, seed %u", seed) << int(EsdPanels::Mode::Assigned) << seed;
        }
    }

    void followsEveryChange()
    {
        QFETCH(int, mode);
        QFETCH(std::uint32_t, seed);
        Case c = makeCase(seed, static_cast<EsdPanels::Mode>(mode));
        std::mt19937 rng(seed * 31 + 7);
        EsdStatisticsTracker tracker(c.labels, c.models, c.adjudicated, c.panels, true);
        QCOMPARE(differences(tracker.statistics(),
                             computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels)),
                 QString());
        int updated = 0;
        int rebuilt = 0;
        for (int change = 0; change < 400; ++change) {
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
            const QString diff = differences(
                tracker.statistics(), computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels));
            if (!diff.isEmpty()) {
                QFAIL(qPrintable(QStringLiteral("after change %1 (pair %2): %3")
                                     .arg(change)
                                     .arg(p)
                                     .arg(diff)));
            }
        }
        // Implicit panels rebuild only when their k moves, which random labels seldom do.
        QVERIFY2(updated > 300, qPrintable(QStringLiteral("%1 of 400 updated in place, %2 rebuilt")
                                               .arg(updated)
                                               .arg(rebuilt)));
    }

    // The one-pass tallies against the functions over the tables the figures are defined
    // on: the kept pairs' panel counts, the pairs of labels, the reliability table.
    void talliesAgreeWithTheDefinitions_data() { followsEveryChange_data(); }

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
        for (double &s : c.models[0].scores) {
            s = static_cast<double>(rng() % 100000); // about one tie group a pair
        }
        c.models[0].rank();
        EsdStatisticsTracker tracker(c.labels, c.models, c.adjudicated, c.panels, true);
        QVERIFY(tracker.statistics().models[0].roc.curve.size() > 200);
        QVERIFY(tracker.statistics().models[0].roc.curve.size() < 520);
        for (int change = 0; change < 60; ++change) {
            const std::size_t p = rng() % c.labels.pairs;
            c.labels.labels[p * c.labels.annotators] = randomLabel(rng);
            QVERIFY(tracker.update(p, c.labels, c.adjudicated));
            QCOMPARE(differences(tracker.statistics(),
                                 computeEsdStatistics(c.labels, c.models, c.adjudicated, c.panels)),
                     QString());
        }
    }
};

QTEST_APPLESS_MAIN(TestEsdTracker)
#include "tst_esd_tracker.moc"
