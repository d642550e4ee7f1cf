// The ESD paper's human baseline: each member's accuracy against gold on a seeded sample
// of the pairs with gold, and the mean of those accuracies.
#include "metrics/esd_statistics.h"
#include "metrics/human_baseline.h"

#include <QTest>
#include <cmath>

using namespace es::metrics;

namespace {
constexpr std::int8_t N = esd::kNoLabel;

bool near(const Estimate &e, double v)
{
    return e.defined() && std::abs(*e.value - v) < 1e-12;
}
} // namespace

class TestHumanBaseline : public QObject
{
    Q_OBJECT

  private slots:
    // By hand: gold 1 0 . 1 0 1, a sample larger than the pool (five pairs) takes it all.
    // Member 0 (1 0 1 0 0 1) is right on p0 p1 p4 p5, wrong on p3: 4/5. Member 1
    // (1 1 . -1 0 .) labelled p0 p1 p4 (its -1 is no label against gold): 2/3. Member 2
    // labelled nothing and is left out: mean (4/5 + 2/3) / 2 = 11/15.
    void wholePoolByHand()
    {
        const std::vector<std::int8_t> gold = {1, 0, N, 1, 0, 1};
        const EsdLabelTable labels{6, 3, {1, 1, N, 0, 1, N, 1, N, N, 0, -1, N, 0, 0, N, 1, N, N}};
        const std::vector<std::size_t> members = {0, 1, 2};
        const IndividualAccuracy r = individualAccuracy(labels, members, gold, {10, 99});
        QCOMPARE(r.sample, std::size_t(5));
        QCOMPARE(r.seed, std::uint64_t(99));
        QCOMPARE(r.members.size(), std::size_t(3));
        QCOMPARE(r.members[0].n, std::size_t(5));
        QVERIFY(near(r.members[0].accuracy, 0.8));
        QCOMPARE(r.members[1].n, std::size_t(3));
        QVERIFY(near(r.members[1].accuracy, 2.0 / 3.0));
        QCOMPARE(r.members[2].n, std::size_t(0));
        QVERIFY(!r.members[2].accuracy.defined());
        QCOMPARE(r.leftOut, std::size_t(1));
        QVERIFY(near(r.meanAccuracy, 11.0 / 15.0));
    }

    // The table, sample and values of tests/metrics/fixtures/human_baseline_reference.py
    // (SplitMix64 and the partial Fisher-Yates draw written from the definition, accuracies
    // as exact fractions): 20 of the 51 pairs with gold, seed 7.
    void seededSampleAgainstScript()
    {
        constexpr std::size_t kPairs = 60;
        std::vector<std::int8_t> gold(kPairs);
        EsdLabelTable labels{kPairs, 3, std::vector<std::int8_t>(kPairs * 3)};
        for (std::size_t p = 0; p < kPairs; ++p) {
            gold[p] = p % 7 == 0 ? N : static_cast<std::int8_t>(p * 5 % 3 == 0);
            const std::int8_t g = gold[p];
            labels.labels[p * 3] = static_cast<std::int8_t>(p % 2);
            labels.labels[p * 3 + 1] = p % 4 == 0 ? g : static_cast<std::int8_t>(1 - g);
            labels.labels[p * 3 + 2] = p < 10 ? (p % 2 == 0 ? std::int8_t(-1) : g) : N;
        }
        const HumanSample sample{20, 7};
        QCOMPARE(humanSamplePairs(gold, sample),
                 (std::vector<std::uint32_t>{1,  2,  3,  6,  8,  11, 17, 18, 29, 32,
                                             33, 36, 39, 43, 45, 48, 51, 52, 55, 58}));
        const std::vector<std::size_t> members = {0, 1, 2};
        const IndividualAccuracy r = individualAccuracy(labels, members, gold, sample);
        QCOMPARE(r.sample, std::size_t(20));
        QCOMPARE(r.members[0].n, std::size_t(20));
        QVERIFY(near(r.members[0].accuracy, 0.5));
        QCOMPARE(r.members[1].n, std::size_t(20));
        QVERIFY(near(r.members[1].accuracy, 0.25));
        QCOMPARE(r.members[2].n, std::size_t(2));
        QVERIFY(near(r.members[2].accuracy, 1.0));
        QCOMPARE(r.leftOut, std::size_t(0));
        QVERIFY(near(r.meanAccuracy, 7.0 / 12.0));
        // Another seed draws other pairs; the same seed the same ones.
        QVERIFY(humanSamplePairs(gold, {20, 8}) != humanSamplePairs(gold, sample));
        QCOMPARE(humanSamplePairs(gold, sample), humanSamplePairs(gold, sample));
    }

    void noGoldNoMean()
    {
        const std::vector<std::int8_t> gold = {N, N};
        const EsdLabelTable labels{2, 1, {1, 0}};
        const std::vector<std::size_t> members = {0};
        const IndividualAccuracy r = individualAccuracy(labels, members, gold, {});
        QCOMPARE(r.sample, std::size_t(0));
        QVERIFY(!r.meanAccuracy.defined());
        QCOMPARE(r.leftOut, std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(TestHumanBaseline)
#include "tst_human_baseline.moc"
