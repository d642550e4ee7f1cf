// Large-sample intervals against values computed independently of EventScope by
// tests/metrics/fixtures/normal_intervals_reference.py (Debian 12's numpy, scipy 1.10,
// scikit-learn 1.2.1 and statsmodels 0.13.5): DeLong's AUROC variance from placements
// found by comparing every positive with every negative, the kappas' jackknife from
// statsmodels' fleiss_kappa and scikit-learn's cohen_kappa_score on each leave-one-out
// table, the mean's from statsmodels' DescrStatsW.zconfint_mean, quantiles from
// scipy.stats.norm.ppf. The figures below are its output, pasted unchanged.
#include "metrics/agreement.h"
#include "metrics/normal_intervals.h"
#include "metrics/ranking.h"

#include <QTest>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

using namespace es::metrics;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

const std::vector<double> kScores = {0.2, 0.3, 0.5, 0.2, 0.3, 0.5, 0.7, 0.5, 0.5,  0.6, 0.5,
                                     0.1, 0.3, 0.4, 0.3, 0.2, 0.8, 0.4, 0.8, 0.8,  0.6, 0.4,
                                     0.6, 0.7, 0.2, 0.3, 0.4, 0.5, 0.9, 0.1, kNaN, 0.9};
const std::vector<std::int8_t> kTruth = {0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0,
                                         1, 0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, -1};

const std::vector<double> kLower = {2.4,  13.3, 11.4, 6.8,  16.8, 5.1, 19.7, 7.9,  15.1,
                                    12.9, 8.8,  11.7, 16.7, 14.0, 7.5, 13.6, 12.3, 8.7,
                                    7.7,  3.3,  6.1,  26.0, 14.5, 8.5, 8.3,  3.9,  7.8,
                                    15.8, 13.6, 10.2, 2.8,  14.4, 7.0, 9.6,  3.3,  10.8};
const std::vector<std::int8_t> kLowerTruth = {1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1,
                                              0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0};

const std::vector<std::vector<int>> kTable = {
    {3, 0, 0}, {2, 1, 0}, {0, 3, 0}, {1, 1, 1}, {0, 0, 3}, {0, 2, 1}, {3, 0, 0},
    {2, 0, 1}, {0, 3, 0}, {1, 2, 0}, {0, 1, 2}, {3, 0, 0}, {0, 0, 3}, {2, 1, 0},
    {0, 3, 0}, {1, 0, 2}, {3, 0, 0}, {0, 2, 1}, {2, 1, 0}, {0, 0, 3}};

const std::vector<int> kRaterA = {0, 1, 2, 1, 0, 0, 2, 1, 1, 0, 2, 2,
                                  0, 1, 1, 0, 2, 0, 1, 2, 0, 1, 1, 0};
const std::vector<int> kRaterB = {0, 1, 2, 0, 0, 1, 2, 1, 2, 0, 2, 1,
                                  0, 1, 1, 0, 2, 0, 0, 2, 1, 1, 1, 0};

const std::vector<double> kValues = {0.5, 1.0, 0.0,  0.25, 0.8, 1.0, 0.6,
                                     0.0, 0.9, 0.75, 0.3,  1.0, 0.45};

std::vector<int> flat(const std::vector<std::vector<int>> &rows)
{
    std::vector<int> out;
    for (const auto &r : rows) {
        out.insert(out.end(), r.begin(), r.end());
    }
    return out;
}

} // namespace

class TestNormalIntervals : public QObject
{
    Q_OBJECT

  private slots:
    void quantilesAreScipys_data()
    {
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("expected");
        QTest::newRow("median") << 0.5 << 0.0;
        QTest::newRow("95%") << 0.975 << 1.959963984540054;
        QTest::newRow("99%") << 0.995 << 2.5758293035489004;
        QTest::newRow("80%") << 0.9 << 1.2815515655446004;
        QTest::newRow("lower tail") << 0.001 << -3.090232306167813;
        QTest::newRow("far lower tail") << 1e-10 << -6.361340902404056;
        QTest::newRow("upper tail") << 0.99999 << 4.264890793923841;
        // Near the middle a residual through erfc would cancel to Acklam's nine digits.
        QTest::newRow("just above the middle") << 0.500001 << 2.5066282747057052e-06;
        QTest::newRow("just below the middle") << 0.4999 << -0.0002506628300880075;
        QTest::newRow("30%") << 0.3 << -0.5244005127080409;
        QTest::newRow("70%") << 0.7 << 0.5244005127080407;
        QTest::newRow("1e-300") << 1e-300 << -37.0470962993612;
    }
    void quantilesAreScipys()
    {
        QFETCH(double, p);
        QFETCH(double, expected);
        QVERIFY2(std::abs(normalQuantile(p) - expected) <= 1e-14 * std::abs(expected),
                 qPrintable(QString::number(normalQuantile(p), 'g', 17)));
        QVERIFY(std::isnan(normalQuantile(0.0)));
        QVERIFY(std::isnan(normalQuantile(1.0)));
        // A subnormal p, where the refinement would overflow, keeps Acklam's value.
        QVERIFY(std::isfinite(normalQuantile(1e-320)) && normalQuantile(1e-320) < -38.0);
    }

    void deLongWithTiesIsClippedAtOne()
    {
        const auto order = rankOrder(kScores, ScoreDirection::HigherIsPositive);
        const auto ci = aurocDeLongInterval(kScores, kTruth, order, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::DeLong);
        QCOMPARE(ci->resamples, std::size_t(0));
        QVERIFY(std::abs(ci->lo - 0.9248799229938687) < 1e-12);
        QCOMPARE(ci->hi, 1.0); // 0.971 + 1.96 se is beyond 1
        const auto auroc = roc(kScores, kTruth, ScoreDirection::HigherIsPositive).auroc;
        QVERIFY(std::abs(*auroc.value - 0.9709821428571428) < 1e-15);
    }

    // The report takes the variance from the ROC it computed anyway; the workbench's live
    // statistics have none and make it in a pass: the same interval, bit for bit.
    void deLongFromTheRocIsThePasss()
    {
        for (const auto &[scores, truth, direction] :
             {std::tuple(kScores, kTruth, ScoreDirection::HigherIsPositive),
              std::tuple(kLower, kLowerTruth, ScoreDirection::LowerIsPositive)}) {
            const RocResult r = roc(scores, truth, direction);
            QVERIFY(std::isfinite(r.deLongVariance));
            const auto fromRoc = aurocDeLongInterval(r, 0.95);
            const auto fromPass =
                aurocDeLongInterval(scores, truth, rankOrder(scores, direction), 0.95);
            QVERIFY(fromRoc && fromPass);
            QCOMPARE(fromRoc->lo, fromPass->lo);
            QCOMPARE(fromRoc->hi, fromPass->hi);
        }
        // An order that holds a position without a finite score is not rankOrder's.
        std::vector<std::uint32_t> bad = rankOrder(kScores, ScoreDirection::HigherIsPositive);
        bad.push_back(30); // kScores[30] is NaN
        QVERIFY(!aurocDeLongInterval(kScores, kTruth, bad, 0.95));
        // A ROC made elsewhere (the live statistics') carries no variance, and so no interval.
        RocResult live;
        live.auroc = Estimate::of(0.8);
        QVERIFY(!aurocDeLongInterval(live, 0.95));
    }

    void deLongLowerIsPositive()
    {
        const auto order = rankOrder(kLower, ScoreDirection::LowerIsPositive);
        const auto ci = aurocDeLongInterval(kLower, kLowerTruth, order, 0.95);
        QVERIFY(ci);
        QVERIFY(std::abs(ci->lo - 0.5539761610903859) < 1e-12);
        QVERIFY(std::abs(ci->hi - 0.9005692934550686) < 1e-12);
    }

    void deLongNeedsTwoOfEachClass()
    {
        std::vector<double> s = {0.1, 0.4, 0.35, 0.8};
        std::vector<std::int8_t> t = {0, 0, 1, 0};
        auto order = rankOrder(s, ScoreDirection::HigherIsPositive);
        QVERIFY(!aurocDeLongInterval(s, t, order, 0.95));
        t[3] = 1;
        const auto ci = aurocDeLongInterval(s, t, order, 0.95);
        QVERIFY(ci);
        QVERIFY(ci->lo >= 0.0 && ci->hi <= 1.0 && ci->lo < ci->hi);
        QVERIFY(!aurocDeLongInterval(s, t, order, 1.0));
        QVERIFY(!aurocDeLongInterval(s, t, order, 0.0));
        // Perfectly separated: no spread at all.
        t = {0, 1, 0, 1};
        s = {0.1, 0.9, 0.2, 0.8};
        order = rankOrder(s, ScoreDirection::HigherIsPositive);
        const auto perfect = aurocDeLongInterval(s, t, order, 0.95);
        QVERIFY(perfect);
        QCOMPARE(perfect->lo, 1.0);
        QCOMPARE(perfect->hi, 1.0);
    }

    void fleissJackknifeIsLeaveOneOutStatsmodels()
    {
        const std::vector<int> counts = flat(kTable);
        QVERIFY(std::abs(*fleissKappa(counts, 3).value - 0.47103274559193953) < 1e-14);
        const auto ci = fleissJackknifeInterval(counts, 3, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::Jackknife);
        QVERIFY2(std::abs(ci->lo - 0.22211365170771355) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.7199518394761655) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
        // Every rating in one category: no kappa, no interval.
        const std::vector<int> one = {3, 0, 3, 0, 3, 0};
        QVERIFY(!fleissJackknifeInterval(one, 2, 0.95));
        QVERIFY(!fleissJackknifeInterval(std::vector<int>{2, 1}, 2, 0.95)); // one item
    }

    // Gwet's AC1 over 14 items rated by 1 to 3 raters. A Python script written from the
    // definitions (AC1 in exact fractions; every item left out in turn; se =
    // sqrt((n - 1) / n * sum (AC1_(i) - mean)^2); z from statistics.NormalDist) gives AC1 =
    // 14545/25129 and [0.18562727551207853, 0.9719993709919608].
    void gwetJackknifeIsLeaveOneOut()
    {
        const std::vector<int> counts{3, 0, 2, 1, 3, 0, 0, 3, 1, 1, 2, 0, 3, 0,
                                      1, 2, 0, 2, 3, 0, 2, 1, 1, 0, 3, 0, 0, 3};
        QVERIFY(std::abs(*gwetAC1(counts, 2).value - 14545.0 / 25129.0) < 1e-14);
        const auto ci = gwetJackknifeInterval(counts, 2, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::Jackknife);
        QVERIFY2(std::abs(ci->lo - 0.18562727551207853) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.9719993709919608) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
        QVERIFY(!gwetJackknifeInterval(std::vector<int>{2, 1}, 2, 0.95));       // one item
        QVERIFY(!gwetJackknifeInterval(std::vector<int>{1, 0, 0, 1}, 2, 0.95)); // no AC1
    }

    void cohenJackknifeIsLeaveOneOutScikitLearn()
    {
        QVERIFY(std::abs(*cohenKappa(kRaterA, kRaterB).value - 0.6190476190476191) < 1e-14);
        const auto ci = cohenJackknifeInterval(kRaterA, kRaterB, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::Jackknife);
        QVERIFY2(std::abs(ci->lo - 0.3409670002663101) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.897128237828928) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
        const std::vector<int> same = {1, 1, 1};
        QVERIFY(!cohenJackknifeInterval(same, same, 0.95));
        // Labels far apart are tallied another way (crossTable's index): the same interval.
        std::vector<int> farA;
        std::vector<int> farB;
        for (std::size_t i = 0; i < kRaterA.size(); ++i) {
            farA.push_back(kRaterA[i] * 1000 - 7);
            farB.push_back(kRaterB[i] * 1000 - 7);
        }
        const auto far = cohenJackknifeInterval(farA, farB, 0.95);
        QVERIFY(far);
        QCOMPARE(far->lo, ci->lo);
        QCOMPARE(far->hi, ci->hi);
    }

    // Interval alpha's delete-one-unit jackknife against
    // tests/metrics/fixtures/krippendorff_alpha_reference.py (exact leave-one-out alphas
    // from Krippendorff's definitions, Python's statistics.NormalDist for z): its two-rater
    // table gives [0.6058589334213307, 0.9971945016931731], Krippendorff's (2011) example
    // [0.571844554903969, 1.0] (clipped at 1).
    void intervalAlphaJackknifeIsLeaveOneOut()
    {
        const double m = kNaN;
        const std::vector<double> twoRaters = {0, 1, 1, 1, 2, 3, 3, 3, 5, 4, 4, 5, 2, 0, m, 2};
        std::vector<IntervalAlphaSums> units;
        for (std::size_t u = 0; u < twoRaters.size(); u += 2) {
            units.push_back(intervalAlphaSums(std::span(twoRaters).subspan(u, 2), 2));
        }
        const auto ci = intervalAlphaJackknifeInterval(units, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::Jackknife);
        QVERIFY2(std::abs(ci->lo - 0.6058589334213307) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.9971945016931731) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
        const std::vector<double> textbook = {
            1, 1, m, 1, 2, 2, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 2, 3, 4,
            4, 4, 4, 4, 1, 1, 2, 1, 2, 2, 2, 2, m, 5, 5, 5, m, m, 1, 1, m, 3, m, m,
        };
        units.clear();
        for (std::size_t u = 0; u < textbook.size(); u += 4) {
            units.push_back(intervalAlphaSums(std::span(textbook).subspan(u, 4), 4));
        }
        const auto clipped = intervalAlphaJackknifeInterval(units, 0.95);
        QVERIFY(clipped);
        QVERIFY(std::abs(clipped->lo - 0.571844554903969) < 1e-12);
        QCOMPARE(clipped->hi, 1.0);
        // One group: no spread to speak of.
        QVERIFY(!intervalAlphaJackknifeInterval(std::span(units).first(1), 0.95));
    }

    // A million items' leave-one-out kappas differ in their sixth digit: the spread must
    // keep its digits (an early version's was off by a hundred-thousandth).
    void cohenJackknifeKeepsItsDigitsAtAMillionItems()
    {
        const std::array<std::pair<int, int>, 4> cell = {{{0, 0}, {0, 1}, {1, 0}, {1, 1}}};
        const std::array<int, 4> times = {325733, 125087, 125094, 394366};
        std::vector<int> a;
        std::vector<int> b;
        for (std::size_t c = 0; c < cell.size(); ++c) {
            a.insert(a.end(), static_cast<std::size_t>(times[c]), cell[c].first);
            b.insert(b.end(), static_cast<std::size_t>(times[c]), cell[c].second);
        }
        const auto ci = cohenJackknifeInterval(a, b, 0.95);
        QVERIFY(ci);
        // The exact rational jackknife, rounded once (the reference's "969,280 items").
        QVERIFY2(std::abs(ci->lo - 0.47997053790579886) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.4834665347210971) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
    }

    void meanIsStatsmodelsZInterval()
    {
        const auto ci = meanNormalInterval(kValues, 0.95);
        QVERIFY(ci);
        QCOMPARE(ci->method, IntervalMethod::StandardError);
        QVERIFY(std::abs(ci->lo - 0.38272977092832217) < 1e-13);
        QVERIFY(std::abs(ci->hi - 0.7788086906101392) < 1e-13);
        // Clipped to the values' range: all but one at the top.
        const std::vector<double> high = {1, 1, 1, 1, 0.2};
        const auto clipped = meanNormalInterval(high, 0.95);
        QVERIFY(clipped);
        QCOMPARE(clipped->hi, 1.0);
        QVERIFY(!meanNormalInterval(std::vector<double>{0.5}, 0.95));
        QVERIFY(!meanNormalInterval(std::vector<double>{0.5, kNaN}, 0.95));
    }
};

QTEST_APPLESS_MAIN(TestNormalIntervals)
#include "tst_normal_intervals.moc"
