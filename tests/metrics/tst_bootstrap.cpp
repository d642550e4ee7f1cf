// Bootstrap intervals against an independent implementation of the documented procedure:
// tests/metrics/fixtures/bootstrap_reference.py re-implements SplitMix64 and the draws in
// Python and computes every resample's statistic with scikit-learn 1.2.1, statsmodels
// 0.13.5 and numpy 1.24 (Debian 12 packages). The expected figures below are its output
// (`/usr/bin/python3 bootstrap_reference.py --cpp`), pasted unchanged.
#include "metrics/agreement.h"
#include "metrics/bootstrap.h"

#include <QString>
#include <QTest>
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

using namespace es::metrics;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

// The datasets of bootstrap_reference.py, literally.

// Scores rounded to one decimal, so many ties; position 3 has no score and position 21
// is an invalid pair (truth -1): neither is an item.
const std::vector<double> kTiesScores = {
    0.2, 0.3, 0.5, kNaN, 0.2, 0.3, 0.5, 0.7, 0.5, 0.5, 0.6, 0.5, 0.1, 0.3,
    0.4, 0.3, 0.2, 0.8,  0.4, 0.8, 0.8, 0.9, 0.6, 0.4, 0.6, 0.7, 0.2, 0.3,
    0.4, 0.5, 0.9, 0.1,  0.4, 0.4, 0.4, 0.3, 0.7, 0.4, 0.0, 0.1, 0.4, 0.4,
};
const std::vector<std::int8_t> kTiesTruth = {0, 0, 1, 1, 0, 0, 0, 1,  1, 1, 1, 1, 0, 0,
                                             1, 0, 0, 1, 0, 1, 1, -1, 1, 0, 1, 1, 0, 0,
                                             1, 1, 1, 0, 0, 0, 0, 0,  1, 1, 0, 0, 1, 1};

// Perplexity-like: lower is positive.
const std::vector<double> kLowerScores = {
    2.4,  13.3, 11.4, 6.8,  16.8, 5.1,  19.7, 7.9,  15.1, 12.9, 8.8,  11.7,
    16.7, 14.0, 7.5,  13.6, 12.3, 8.7,  7.7,  3.3,  6.1,  26.0, 14.5, 8.5,
    8.3,  3.9,  7.8,  15.8, 13.6, 10.2, 2.8,  14.4, 7.0,  9.6,  3.3,  10.8,
};
const std::vector<std::int8_t> kLowerTruth = {1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1,
                                              0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0};

// Three positives in forty: about 4% of the resamples draw none.
const std::vector<double> kImbalancedScores = {
    0.069, 0.076, 0.539, 0.076, 0.184, 0.836, 0.498, 0.583, 0.621, 0.373,
    0.619, 0.157, 0.276, 0.799, 0.153, 0.223, 0.243, 0.88,  0.001, 0.03,
    0.462, 0.163, 0.68,  0.795, 0.578, 0.695, 0.391, 0.046, 0.439, 0.372,
    0.597, 0.534, 0.228, 0.815, 0.264, 0.41,  0.936, 0.276, 0.145, 0.702,
};
std::vector<std::int8_t> imbalancedTruth()
{
    std::vector<std::int8_t> t(40, 0);
    t[5] = t[17] = t[31] = 1;
    return t;
}

const std::vector<double> kTokenF1 = {
    0.696, 0.559, 0.54,  0.825, 1.0,   0.528, 1.0,   0.218, 0.052, 0.686, 0.884, 0.932, 0.0,
    0.465, 0.0,   0.0,   0.714, 0.367, 0.386, 0.913, 0.925, 0.768, 0.99,  0.714, 1.0,   0.0,
    0.438, 0.0,   1.0,   0.926, 0.752, 0.901, 1.0,   0.487, 0.981, 0.0,   0.989, 0.0,   0.325,
    0.734, 1.0,   0.527, 0.245, 0.0,   0.763, 0.0,   0.0,   0.0,   0.258, 1.0,
};
const std::vector<double> kHit1 = {0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1,
                                   0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1};

// Fleiss (1971), Table 1, as in tst_agreement.cpp.
const std::vector<int> kFleiss1971 = {
    0, 0, 0, 6, 0, 0, 3, 0, 0, 3, 0, 1, 4, 0, 1, 0, 0, 0, 0, 6, 0, 3, 0, 3, 0, 2, 0, 4, 0, 0,
    0, 0, 4, 0, 2, 2, 0, 3, 1, 0, 2, 0, 0, 4, 0, 0, 0, 0, 0, 6, 1, 0, 0, 5, 0, 1, 1, 0, 4, 0,
    0, 3, 3, 0, 0, 1, 0, 0, 5, 0, 0, 2, 0, 3, 1, 0, 0, 5, 0, 1, 3, 0, 0, 1, 2, 5, 1, 0, 0, 0,
    0, 2, 0, 4, 0, 1, 0, 2, 0, 3, 0, 0, 0, 0, 6, 0, 1, 0, 5, 0, 0, 2, 0, 1, 3, 2, 0, 0, 4, 0,
    1, 0, 0, 4, 1, 0, 5, 0, 1, 0, 4, 0, 0, 0, 2, 0, 2, 0, 4, 0, 1, 0, 5, 0, 0, 0, 0, 0, 0, 6,
};

// ESD-like: 40 pairs, 3 experts, essential / non-essential / invalid.
const std::vector<int> kEsdThree = {
    0, 1, 2, 3, 0, 0, 0, 2, 1, 3, 0, 0, 0, 3, 0, 3, 0, 0, 0, 2, 1, 0, 3, 0, 0, 2, 1, 2, 0, 1,
    3, 0, 0, 3, 0, 0, 1, 1, 1, 3, 0, 0, 3, 0, 0, 2, 1, 0, 3, 0, 0, 2, 0, 1, 2, 0, 1, 0, 3, 0,
    0, 1, 2, 3, 0, 0, 1, 2, 0, 0, 0, 3, 1, 0, 2, 3, 0, 0, 1, 2, 0, 0, 3, 0, 2, 0, 1, 2, 0, 1,
    3, 0, 0, 1, 2, 0, 0, 2, 1, 0, 2, 1, 0, 3, 0, 0, 2, 1, 2, 1, 0, 3, 0, 0, 2, 1, 0, 2, 0, 1,
};

const std::vector<int> kCohenA = {0, 2, 0, 0, 2, 1, 1, 0, 1, 2, 0, 1, 1, 1, 2,
                                  2, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0,
                                  0, 0, 0, 1, 1, 0, 0, 1, 2, 2, 0, 0, 0, 1, 0};
const std::vector<int> kCohenB = {0, 2, 0, 0, 2, 1, 1, 0, 1, 2, 0, 2, 1, 1, 2,
                                  2, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 2, 1, 0, 0,
                                  0, 0, 0, 1, 2, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0};

struct Computed
{
    std::optional<Interval> interval;
    double point = 0.0; // the statistic on the original items
};

Computed compute(const QString &name, const BootstrapOptions &options)
{
    const auto auroc = [&](const std::vector<double> &s, const std::vector<std::int8_t> &t,
                           ScoreDirection d) {
        return Computed{bootstrapAuroc(s, t, d, options), *roc(s, t, d).auroc.value};
    };
    const auto mean = [&](const std::vector<double> &v) {
        return Computed{bootstrapMean(v, options),
                        std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size())};
    };
    if (name == "auroc ties") {
        return auroc(kTiesScores, kTiesTruth, ScoreDirection::HigherIsPositive);
    }
    if (name == "auroc lower") {
        return auroc(kLowerScores, kLowerTruth, ScoreDirection::LowerIsPositive);
    }
    if (name == "auroc imbalanced") {
        return auroc(kImbalancedScores, imbalancedTruth(), ScoreDirection::HigherIsPositive);
    }
    if (name == "mean f1") {
        return mean(kTokenF1);
    }
    if (name == "mean hit1") {
        return mean(kHit1);
    }
    if (name == "fleiss 1971") {
        return {bootstrapFleiss(kFleiss1971, 5, options), *fleissKappa(kFleiss1971, 5).value};
    }
    if (name == "fleiss esd") {
        return {bootstrapFleiss(kEsdThree, 3, options), *fleissKappa(kEsdThree, 3).value};
    }
    if (name == "cohen") {
        return {bootstrapCohen(kCohenA, kCohenB, options), *cohenKappa(kCohenA, kCohenB).value};
    }
    qFatal("unknown case %s", qPrintable(name));
    return {};
}

const char *const kCases[] = {"auroc ties", "auroc lower", "auroc imbalanced", "mean f1",
                              "mean hit1",  "fleiss 1971", "fleiss esd",       "cohen"};

std::uint64_t bits(double d)
{
    return std::bit_cast<std::uint64_t>(d);
}

BootstrapOptions withSeed(std::uint64_t seed, std::size_t resamples = 1000)
{
    BootstrapOptions o;
    o.seed = seed;
    o.resamples = resamples;
    return o;
}

// A larger AUROC problem with heavy ties, generated rather than listed.
void largeAurocData(std::size_t n, std::vector<double> &scores, std::vector<std::int8_t> &truth)
{
    SplitMix64 rng(99);
    scores.resize(n);
    truth.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        truth[i] = static_cast<std::int8_t>(rng.below(3) == 0 ? 1 : 0);
        scores[i] = static_cast<double>(rng.below(200) + 40 * static_cast<std::uint64_t>(truth[i]));
    }
}

// bootstrapAuroc against roc() on the resampled items themselves, through the generic
// driver.
void aurocMatchesGeneric(std::size_t n, ScoreDirection d)
{
    std::vector<double> scores;
    std::vector<std::int8_t> truth;
    largeAurocData(n, scores, truth);
    const BootstrapOptions o = withSeed(3, 40);
    const std::optional<Interval> fast = bootstrapAuroc(scores, truth, d, o);
    const std::optional<Interval> slow =
        bootstrap(scores.size(), o, [&](std::span<const std::uint32_t> counts) {
            std::vector<double> s;
            std::vector<std::int8_t> t;
            for (std::size_t i = 0; i < counts.size(); ++i) {
                s.insert(s.end(), counts[i], scores[i]);
                t.insert(t.end(), counts[i], truth[i]);
            }
            return roc(s, t, d).auroc.value;
        });
    QVERIFY(fast && slow);
    QCOMPARE_LE(std::abs(fast->lo - slow->lo), 1e-12);
    QCOMPARE_LE(std::abs(fast->hi - slow->hi), 1e-12);
    QCOMPARE(fast->resamples, slow->resamples);
}

// Fleiss tables (three raters, two categories), Cohen label columns and per-item values
// over n items, generated.
struct LargeData
{
    std::vector<int> fleiss;
    std::vector<int> a;
    std::vector<int> b;
    std::vector<double> real;
    std::vector<double> integers;
};
LargeData largeData(std::size_t n)
{
    SplitMix64 rng(123);
    LargeData d;
    for (std::size_t i = 0; i < n; ++i) {
        const int truth = static_cast<int>(rng.below(2));
        const auto label = [&] { return rng.below(100) < 80 ? truth : 1 - truth; };
        const int ones = label() + label() + label();
        d.fleiss.push_back(3 - ones);
        d.fleiss.push_back(ones);
        d.a.push_back(label());
        d.b.push_back(rng.below(50) == 0 ? 2 : label());
        d.real.push_back(static_cast<double>(rng.below(1000)) / 999.0);
        d.integers.push_back(static_cast<double>(rng.below(7)) - 3.0);
    }
    return d;
}

void compareBits(const std::optional<Interval> &a, const std::optional<Interval> &b,
                 const char *what)
{
    QVERIFY2(a.has_value() == b.has_value(), what);
    if (a) {
        QVERIFY2(bits(a->lo) == bits(b->lo), what);
        QVERIFY2(bits(a->hi) == bits(b->hi), what);
        QVERIFY2(a->resamples == b->resamples, what);
    }
}

} // namespace

class TestBootstrap : public QObject
{
    Q_OBJECT

  private slots:
    void splitMixReferenceOutputs()
    {
        // Seed 0: Vigna's splitmix64.c; seed 1234567: Rosetta Code "Pseudo-random
        // numbers/Splitmix64" (6457827717110365317, ...). bootstrap_reference.py agrees.
        SplitMix64 zero(0);
        for (std::uint64_t expected :
             {0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull, 0x06C45D188009454Full,
              0xF88BB8A8724C81ECull, 0x1B39896A51A8749Bull}) {
            QCOMPARE(zero.next(), expected);
        }
        SplitMix64 rosetta(1234567);
        for (std::uint64_t expected :
             {6457827717110365317ull, 3203168211198807973ull, 9817491932198370423ull,
              4593380528125082431ull, 16408922859458223821ull}) {
            QCOMPARE(rosetta.next(), expected);
        }
        SplitMix64 below(1234567);
        QCOMPARE(below.below(1000), 6457827717110365317ull % 1000);
    }

    void fastRemainderIsExact()
    {
        std::vector<std::uint64_t> divisors = {1,
                                               2,
                                               3,
                                               7,
                                               10,
                                               970280,
                                               1000000,
                                               (std::uint64_t(1) << 32) - 1,
                                               std::uint64_t(1) << 32,
                                               (std::uint64_t(1) << 32) + 1,
                                               (std::uint64_t(1) << 63) - 1,
                                               std::uint64_t(1) << 63};
        for (int k = 0; k < 64; ++k) {
            divisors.push_back(std::uint64_t(1) << k);
        }
        SplitMix64 rng(2024);
        for (int k = 0; k < 300; ++k) {
            divisors.push_back(rng.next() % 100000 + 1);
            divisors.push_back((rng.next() >> 32) + 1);            // up to 2^32
            divisors.push_back((rng.next() >> (1 + k % 63)) | 1u); // any size up to 2^63
        }
        const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
        for (const std::uint64_t d : divisors) {
            const FastRemainder remainder(d);
            std::vector<std::uint64_t> xs = {0,           1,
                                             d - 1,       d,
                                             d + 1,       2 * d - 1,
                                             max,         max - 1,
                                             max - d,     std::uint64_t(1) << 63,
                                             max / d * d, max / d * d - 1};
            for (int i = 0; i < 2000; ++i) {
                xs.push_back(rng.next());
                xs.push_back(rng.next() >> (i % 64));
            }
            for (const std::uint64_t x : xs) {
                if (remainder(x) != x % d) {
                    QFAIL(qPrintable(QStringLiteral("%1 %% %2: %3 instead of %4")
                                         .arg(x)
                                         .arg(d)
                                         .arg(remainder(x))
                                         .arg(x % d)));
                }
            }
        }
    }

    void percentileLikeNumpy()
    {
        // numpy.percentile([0.3, 0.1, 0.7, 0.2, 0.9, 0.4, 0.5], [2.5, 97.5])
        //   = [0.115, 0.8699999999999999]; with [5, 95]: [0.13, 0.8399999999999999]
        const std::vector<double> v = {0.3, 0.1, 0.7, 0.2, 0.9, 0.4, 0.5};
        const std::optional<Interval> i95 = percentileInterval(v, 0.95);
        QVERIFY(i95);
        QCOMPARE(bits(i95->lo), bits(0.115));
        QCOMPARE(bits(i95->hi), bits(0.8699999999999999));
        QCOMPARE(i95->resamples, std::size_t(7));
        const std::optional<Interval> i90 = percentileInterval(v, 0.9);
        QCOMPARE(bits(i90->lo), bits(0.13));
        QCOMPARE(bits(i90->hi), bits(0.8399999999999999));
        const std::optional<Interval> one = percentileInterval({4.0}, 0.95);
        QCOMPARE(one->lo, 4.0);
        QCOMPARE(one->hi, 4.0);
        QVERIFY(!percentileInterval({}, 0.95));
        QVERIFY(!percentileInterval(v, 0.0));
        QVERIFY(!percentileInterval(v, 1.0));
        QVERIFY(!percentileInterval(v, kNaN));
    }

    void drawsFollowTheDefinition()
    {
        // Resample 0 of seed s draws idx_i = SplitMix64(first output of
        // SplitMix64(s)).below(n), i = 0..n-1; whatever the way the draws are made
        // (32-bit counts below 4096 items, bytes above, eight draws at a time from 2^13
        // items where the CPU has AVX-512).
        for (const std::size_t n : {37, 5000, 8191, 8192, 8193, 10007, 970280, 1000003}) {
            for (const std::uint64_t seed : {42ull, 20231ull}) {
                std::vector<std::uint32_t> expected(n, 0);
                SplitMix64 resample(SplitMix64(seed).next());
                for (std::size_t i = 0; i < n; ++i) {
                    ++expected[resample.below(n)];
                }
                std::vector<std::uint32_t> seen;
                BootstrapOptions o = withSeed(seed, 1);
                const auto r = bootstrap(n, o, [&](std::span<const std::uint32_t> counts) {
                    seen.assign(counts.begin(), counts.end());
                    return std::optional<double>(1.0);
                });
                QVERIFY(r);
                QCOMPARE(r->resamples, std::size_t(1));
                QVERIFY2(seen == expected, qPrintable(QString::number(n)));
                // The draws themselves (the procedure would redraw a resample whose byte
                // counts do not add up, which would hide a wrong index).
                std::vector<std::uint8_t> bytes(n, 0);
                addDraws(SplitMix64(seed).next(), bytes);
                QVERIFY2(std::equal(bytes.begin(), bytes.end(), expected.begin()),
                         qPrintable(QString::number(n)));
                std::vector<std::uint32_t> wide(n, 0);
                addDraws(SplitMix64(seed).next(), wide);
                QVERIFY2(wide == expected, qPrintable(QString::number(n)));
            }
        }
    }

    void referenceIntervals_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("resamples");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<int>("defined");
        // clang-format off
        QTest::newRow("auroc ties, seed 7, 1000") << "auroc ties" << 7ull << 1000 << 0.8871867167919799 << 0.99125 << 1000;
        QTest::newRow("auroc ties, seed 7, 200") << "auroc ties" << 7ull << 200 << 0.8748697916666667 << 0.9850035244360902 << 200;
        QTest::newRow("auroc ties, seed 20231, 1000") << "auroc ties" << 20231ull << 1000 << 0.8901071428571429 << 0.9900096153846154 << 1000;
        QTest::newRow("auroc ties, seed 20231, 200") << "auroc ties" << 20231ull << 200 << 0.8901477272727273 << 0.9887218045112781 << 200;
        QTest::newRow("auroc lower, seed 7, 1000") << "auroc lower" << 7ull << 1000 << 0.535072463768116 << 0.881969411928651 << 1000;
        QTest::newRow("auroc lower, seed 7, 200") << "auroc lower" << 7ull << 200 << 0.5076984126984126 << 0.8701264880952382 << 200;
        QTest::newRow("auroc lower, seed 20231, 1000") << "auroc lower" << 20231ull << 1000 << 0.5492034632034631 << 0.8885534915720674 << 1000;
        QTest::newRow("auroc lower, seed 20231, 200") << "auroc lower" << 20231ull << 200 << 0.5526392496392496 << 0.8922456709956711 << 200;
        QTest::newRow("auroc imbalanced, seed 7, 1000") << "auroc imbalanced" << 7ull << 1000 << 0.6052631578947368 << 1.0 << 948;
        QTest::newRow("auroc imbalanced, seed 7, 200") << "auroc imbalanced" << 7ull << 200 << 0.6133603238866397 << 1.0 << 193;
        QTest::newRow("auroc imbalanced, seed 20231, 1000") << "auroc imbalanced" << 20231ull << 1000 << 0.6025472334682861 << 1.0 << 954;
        QTest::newRow("auroc imbalanced, seed 20231, 200") << "auroc imbalanced" << 20231ull << 200 << 0.6515469416785207 << 1.0 << 194;
        QTest::newRow("mean f1, seed 7, 1000") << "mean f1" << 7ull << 1000 << 0.4412220000000001 << 0.6543764999999999 << 1000;
        QTest::newRow("mean f1, seed 7, 200") << "mean f1" << 7ull << 200 << 0.43201799999999996 << 0.6558465 << 200;
        QTest::newRow("mean f1, seed 20231, 1000") << "mean f1" << 20231ull << 1000 << 0.45525649999999995 << 0.6558065 << 1000;
        QTest::newRow("mean f1, seed 20231, 200") << "mean f1" << 20231ull << 200 << 0.465316 << 0.6599299999999999 << 200;
        QTest::newRow("mean hit1, seed 7, 1000") << "mean hit1" << 7ull << 1000 << 0.5 << 0.8333333333333334 << 1000;
        QTest::newRow("mean hit1, seed 7, 200") << "mean hit1" << 7ull << 200 << 0.5 << 0.8333333333333334 << 200;
        QTest::newRow("mean hit1, seed 20231, 1000") << "mean hit1" << 20231ull << 1000 << 0.5 << 0.8333333333333334 << 1000;
        QTest::newRow("mean hit1, seed 20231, 200") << "mean hit1" << 20231ull << 200 << 0.4666666666666667 << 0.8333333333333334 << 200;
        QTest::newRow("fleiss 1971, seed 7, 1000") << "fleiss 1971" << 7ull << 1000 << 0.3139878774953559 << 0.5233582453129975 << 1000;
        QTest::newRow("fleiss 1971, seed 7, 200") << "fleiss 1971" << 7ull << 200 << 0.322385283066738 << 0.520479791374128 << 200;
        QTest::newRow("fleiss 1971, seed 20231, 1000") << "fleiss 1971" << 20231ull << 1000 << 0.3121251134563727 << 0.5324324181468567 << 1000;
        QTest::newRow("fleiss 1971, seed 20231, 200") << "fleiss 1971" << 20231ull << 200 << 0.31322978814158886 << 0.5373425689147857 << 200;
        QTest::newRow("fleiss esd, seed 7, 1000") << "fleiss esd" << 7ull << 1000 << 0.23266925066395672 << 0.5275908550470904 << 1000;
        QTest::newRow("fleiss esd, seed 7, 200") << "fleiss esd" << 7ull << 200 << 0.23457558708725687 << 0.5586942640738005 << 200;
        QTest::newRow("fleiss esd, seed 20231, 1000") << "fleiss esd" << 20231ull << 1000 << 0.2384498830025758 << 0.5393033521769216 << 1000;
        QTest::newRow("fleiss esd, seed 20231, 200") << "fleiss esd" << 20231ull << 200 << 0.24222654520149295 << 0.5340497408358272 << 200;
        QTest::newRow("cohen, seed 7, 1000") << "cohen" << 7ull << 1000 << 0.6172978806907378 << 0.9246231155778895 << 1000;
        QTest::newRow("cohen, seed 7, 200") << "cohen" << 7ull << 200 << 0.6427947052947053 << 0.9219711121489093 << 200;
        QTest::newRow("cohen, seed 20231, 1000") << "cohen" << 20231ull << 1000 << 0.6137339055793991 << 0.9262914342701576 << 1000;
        QTest::newRow("cohen, seed 20231, 200") << "cohen" << 20231ull << 200 << 0.6293672818204872 << 0.9130096462513617 << 200;
        // clang-format on
    }
    void referenceIntervals()
    {
        QFETCH(QString, name);
        QFETCH(quint64, seed);
        QFETCH(int, resamples);
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(int, defined);
        const BootstrapOptions options = withSeed(seed, static_cast<std::size_t>(resamples));
        const Computed c = compute(name, options);
        QVERIFY(c.interval);
        QCOMPARE_LE(std::abs(c.interval->lo - lo), 1e-9);
        QCOMPARE_LE(std::abs(c.interval->hi - hi), 1e-9);
        QCOMPARE(c.interval->resamples, static_cast<std::size_t>(defined));
        QCOMPARE_LE(c.interval->lo, c.point);
        QCOMPARE_GE(c.interval->hi, c.point);
    }

    void defaultSeedIs20231()
    {
        const std::optional<Interval> byDefault = bootstrapMean(kTokenF1, BootstrapOptions{});
        const std::optional<Interval> explicitSeed = bootstrapMean(kTokenF1, withSeed(20231));
        QCOMPARE(bits(byDefault->lo), bits(explicitSeed->lo));
        QCOMPARE(bits(byDefault->hi), bits(explicitSeed->hi));
    }

    void seedDecidesTheInterval()
    {
        for (const char *name : kCases) {
            const Computed a = compute(name, withSeed(11));
            const Computed b = compute(name, withSeed(11));
            const Computed c = compute(name, withSeed(12));
            QVERIFY2(a.interval && b.interval && c.interval, name);
            QCOMPARE(bits(a.interval->lo), bits(b.interval->lo));
            QCOMPARE(bits(a.interval->hi), bits(b.interval->hi));
            QCOMPARE(a.interval->resamples, b.interval->resamples);
            // Means of thirty 0/1 values fall on a grid of 1/30, where two seeds can
            // legitimately land on the same interval.
            if (QByteArray(name) != "mean hit1") {
                QVERIFY2(bits(a.interval->lo) != bits(c.interval->lo) ||
                             bits(a.interval->hi) != bits(c.interval->hi),
                         name);
            }
        }
    }

    void threadCountDoesNotMatter()
    {
        std::vector<double> scores;
        std::vector<std::int8_t> truth;
        largeAurocData(20000, scores, truth);
        BootstrapOptions o = withSeed(5, 97); // not a multiple of any thread count
        std::optional<Interval> first;
        for (std::size_t threads : {1, 2, 3, 8, 97, 200}) {
            o.threads = threads;
            const std::optional<Interval> auroc =
                bootstrapAuroc(scores, truth, ScoreDirection::HigherIsPositive, o);
            QVERIFY(auroc);
            if (!first) {
                first = auroc;
            }
            QCOMPARE(bits(auroc->lo), bits(first->lo));
            QCOMPARE(bits(auroc->hi), bits(first->hi));
            QCOMPARE(auroc->resamples, std::size_t(97));
        }
        BootstrapOptions f = withSeed(5, 300);
        f.threads = 1;
        const std::optional<Interval> serial = bootstrapFleiss(kFleiss1971, 5, f);
        f.threads = 4;
        const std::optional<Interval> parallel = bootstrapFleiss(kFleiss1971, 5, f);
        QCOMPARE(bits(serial->lo), bits(parallel->lo));
        QCOMPARE(bits(serial->hi), bits(parallel->hi));
    }

    void aurocMatchesTheGenericProcedure()
    {
        // 5000 items take the byte-count path of bootstrapAuroc, 300 the 32-bit one.
        for (std::size_t n : {5000, 300}) {
            for (ScoreDirection d :
                 {ScoreDirection::HigherIsPositive, ScoreDirection::LowerIsPositive}) {
                aurocMatchesGeneric(n, d);
                if (QTest::currentTestFailed()) {
                    return;
                }
            }
        }
    }

    void sharedDrawsGiveTheSameIntervals()
    {
        // Statistics over 30 (mean hit1, Fleiss 1971), 40 (AUROC ties, Fleiss ESD), 36,
        // 45, 50 and 5000 items (one-resample and interleaved forms), some undefined.
        std::vector<double> scores;
        std::vector<std::int8_t> truth;
        largeAurocData(5000, scores, truth);
        const LargeData large = largeData(5000);
        const CountStatistic second = [](std::span<const std::uint32_t> counts) {
            return std::optional<double>(counts[1]);
        };
        const std::vector<BootstrapStatistic> statistics = {
            aurocStatistic(kTiesScores, kTiesTruth, ScoreDirection::HigherIsPositive),
            meanStatistic(kHit1),
            fleissStatistic(kEsdThree, 3),
            aurocStatistic(kLowerScores, kLowerTruth, ScoreDirection::LowerIsPositive),
            fleissStatistic(kFleiss1971, 5),
            BootstrapStatistic(),
            cohenStatistic(kCohenA, kCohenB),
            meanStatistic(kTokenF1),
            aurocStatistic(kImbalancedScores, imbalancedTruth(), ScoreDirection::HigherIsPositive),
            aurocStatistic(scores, truth, ScoreDirection::HigherIsPositive),
            aurocStatistic(scores, truth, ScoreDirection::LowerIsPositive),
            fleissStatistic(large.fleiss, 2),
            cohenStatistic(large.a, large.b),
            meanStatistic(large.real),
            meanStatistic(large.integers),
            BootstrapStatistic(5000, second),
            BootstrapStatistic(30, second),
            aurocStatistic(std::vector<double>{0.1, 0.2}, std::vector<std::int8_t>{1, 1},
                           ScoreDirection::HigherIsPositive),
        };
        for (const std::uint64_t seed : {7ull, 20231ull}) {
            for (const std::size_t threads : {1, 3}) {
                BootstrapOptions o = withSeed(seed, 203);
                o.threads = threads;
                const std::vector<std::optional<Interval>> shared = bootstrapShared(statistics, o);
                const std::vector<std::optional<Interval>> separate = {
                    bootstrapAuroc(kTiesScores, kTiesTruth, ScoreDirection::HigherIsPositive, o),
                    bootstrapMean(kHit1, o),
                    bootstrapFleiss(kEsdThree, 3, o),
                    bootstrapAuroc(kLowerScores, kLowerTruth, ScoreDirection::LowerIsPositive, o),
                    bootstrapFleiss(kFleiss1971, 5, o),
                    std::nullopt,
                    bootstrapCohen(kCohenA, kCohenB, o),
                    bootstrapMean(kTokenF1, o),
                    bootstrapAuroc(kImbalancedScores, imbalancedTruth(),
                                   ScoreDirection::HigherIsPositive, o),
                    bootstrapAuroc(scores, truth, ScoreDirection::HigherIsPositive, o),
                    bootstrapAuroc(scores, truth, ScoreDirection::LowerIsPositive, o),
                    bootstrapFleiss(large.fleiss, 2, o),
                    bootstrapCohen(large.a, large.b, o),
                    bootstrapMean(large.real, o),
                    bootstrapMean(large.integers, o),
                    bootstrap(5000, o, second),
                    bootstrap(30, o, second),
                    std::nullopt,
                };
                QCOMPARE(shared.size(), separate.size());
                for (std::size_t i = 0; i < shared.size(); ++i) {
                    compareBits(shared[i], separate[i], qPrintable(QString::number(i)));
                    if (QTest::currentTestFailed()) {
                        return;
                    }
                }
                QVERIFY(!shared[5] && !shared[17]);
                QCOMPARE(std::count_if(shared.begin(), shared.end(),
                                       [](const auto &i) { return i.has_value(); }),
                         16);
            }
        }
    }

    void fastFormsMatchTheDefinitions()
    {
        // From 4096 items on, resamples are drawn eight at a time and the built-in
        // statistics computed on all eight in one pass; the generic procedure computes
        // each on its own, from the same draws, with the functions that define them.
        const std::size_t n = 5000;
        const LargeData d = largeData(n);
        const BootstrapOptions o = withSeed(11, 60);
        compareBits(bootstrapFleiss(d.fleiss, 2, o),
                    bootstrap(n, o,
                              [&](std::span<const std::uint32_t> counts) {
                                  return weightedFleissKappa(d.fleiss, 2, counts);
                              }),
                    "fleiss");
        compareBits(bootstrapCohen(d.a, d.b, o),
                    bootstrap(n, o,
                              [&](std::span<const std::uint32_t> counts) {
                                  return weightedCohenKappa(d.a, d.b, counts);
                              }),
                    "cohen");
        for (const std::vector<double> *values : {&d.real, &d.integers}) {
            compareBits(bootstrapMean(*values, o),
                        bootstrap(n, o,
                                  [&](std::span<const std::uint32_t> counts) {
                                      double sum = 0.0;
                                      for (std::size_t i = 0; i < n; ++i) {
                                          sum += static_cast<double>(counts[i]) * (*values)[i];
                                      }
                                      return std::optional<double>(sum / static_cast<double>(n));
                                  }),
                        "mean");
        }
        // The rank order of all the scores, given, spares the sort and changes nothing.
        std::vector<double> scores;
        std::vector<std::int8_t> truth;
        largeAurocData(n, scores, truth);
        scores[17] = kNaN;
        truth[18] = -1;
        for (ScoreDirection dir :
             {ScoreDirection::HigherIsPositive, ScoreDirection::LowerIsPositive}) {
            const std::vector<std::uint32_t> order = rankOrder(scores, dir);
            const BootstrapStatistic given = aurocStatistic(scores, truth, dir, order);
            compareBits(bootstrapShared(std::span(&given, 1), o).front(),
                        bootstrapAuroc(scores, truth, dir, o), "auroc order");
        }
    }

    // Gwet's AC1 over 14 items rated by 1 to 3 raters, 500 resamples: a Python script that
    // re-implements the procedure above (SplitMix64, item = next() mod n, numpy's linear
    // percentile) with AC1 in exact fractions gives [0.22523809523809524,
    // 0.9168316831683169], every resample defined.
    void gwetMatchesTheProcedureInPython()
    {
        const std::vector<int> counts{3, 0, 2, 1, 3, 0, 0, 3, 1, 1, 2, 0, 3, 0,
                                      1, 2, 0, 2, 3, 0, 2, 1, 1, 0, 3, 0, 0, 3};
        BootstrapOptions o;
        o.resamples = 500;
        const BootstrapStatistic statistic = gwetStatistic(counts, 2);
        QCOMPARE(statistic.items(), std::size_t(14));
        const auto ci = bootstrapShared(std::span(&statistic, 1), o).front();
        QVERIFY(ci);
        QCOMPARE(ci->resamples, std::size_t(500));
        QVERIFY2(std::abs(ci->lo - 0.22523809523809524) < 1e-12,
                 qPrintable(QString::number(ci->lo, 'g', 17)));
        QVERIFY2(std::abs(ci->hi - 0.9168316831683169) < 1e-12,
                 qPrintable(QString::number(ci->hi, 'g', 17)));
        QVERIFY(gwetStatistic(std::vector<int>{1, 0, 0, 1}, 2).empty());
    }

    void weightedKappasReduceToTheUnweighted()
    {
        const std::vector<std::uint32_t> ones30(30, 1);
        const std::vector<std::uint32_t> ones40(40, 1);
        const std::vector<std::uint32_t> ones45(45, 1);
        QCOMPARE(bits(*weightedFleissKappa(kFleiss1971, 5, ones30)),
                 bits(*fleissKappa(kFleiss1971, 5).value));
        QCOMPARE(bits(*weightedFleissKappa(kEsdThree, 3, ones40)),
                 bits(*fleissKappa(kEsdThree, 3).value));
        QCOMPARE(bits(*weightedCohenKappa(kCohenA, kCohenB, ones45)),
                 bits(*cohenKappa(kCohenA, kCohenB).value));

        // A weight k is the row (the item) k times.
        std::vector<std::uint32_t> w(30, 1);
        w[0] = 3;
        w[4] = 0;
        w[29] = 2;
        std::vector<int> expanded;
        for (std::size_t i = 0; i < 30; ++i) {
            for (std::uint32_t k = 0; k < w[i]; ++k) {
                expanded.insert(expanded.end(), kFleiss1971.begin() + 5 * i,
                                kFleiss1971.begin() + 5 * (i + 1));
            }
        }
        QCOMPARE_LE(
            std::abs(*weightedFleissKappa(kFleiss1971, 5, w) - *fleissKappa(expanded, 5).value),
            1e-14);
        std::vector<std::uint32_t> v(45, 1);
        v[11] = 4;
        v[20] = 0;
        std::vector<int> a;
        std::vector<int> b;
        for (std::size_t i = 0; i < 45; ++i) {
            a.insert(a.end(), v[i], kCohenA[i]);
            b.insert(b.end(), v[i], kCohenB[i]);
        }
        QCOMPARE_LE(std::abs(*weightedCohenKappa(kCohenA, kCohenB, v) - *cohenKappa(a, b).value),
                    1e-14);

        QVERIFY(!weightedFleissKappa(kFleiss1971, 5, ones40));
        QVERIFY(!weightedCohenKappa(kCohenA, kCohenB, std::vector<std::uint32_t>(45, 0)));
    }

    void noInterval()
    {
        const BootstrapOptions o;
        const std::vector<std::int8_t> y = {0, 1, 0, 1};
        const std::vector<double> s = {0.1, 0.4, 0.35, 0.8};
        QVERIFY(bootstrapAuroc(s, y, ScoreDirection::HigherIsPositive, o));
        QVERIFY(!bootstrapAuroc({}, {}, ScoreDirection::HigherIsPositive, o));
        QVERIFY(!bootstrapAuroc(s, std::vector<std::int8_t>{1, 1, 1, 1},
                                ScoreDirection::HigherIsPositive, o));
        QVERIFY(!bootstrapAuroc(s, std::vector<std::int8_t>{1, 0, 1},
                                ScoreDirection::HigherIsPositive, o));
        // The only negative has no score.
        QVERIFY(!bootstrapAuroc(std::vector<double>{0.1, kNaN, 0.5},
                                std::vector<std::int8_t>{1, 0, 1}, ScoreDirection::HigherIsPositive,
                                o));
        BootstrapOptions none = o;
        none.resamples = 0;
        QVERIFY(!bootstrapAuroc(s, y, ScoreDirection::HigherIsPositive, none));
        for (double level : {0.0, 1.0, -0.5, kNaN}) {
            BootstrapOptions bad = o;
            bad.level = level;
            QVERIFY(!bootstrapMean(kTokenF1, bad));
        }
        QVERIFY(!bootstrapMean({}, o));
        QVERIFY(!bootstrapMean(std::vector<double>{0.5, kNaN}, o));
        QVERIFY(!bootstrapFleiss(std::vector<int>{3, 0, 3, 0}, 2, o));
        QVERIFY(!bootstrapFleiss(std::vector<int>{2, 1, 1, 1}, 2, o));
        QVERIFY(!bootstrapFleiss({}, 2, o));
        QVERIFY(!bootstrapCohen(std::vector<int>{1, 1, 1}, std::vector<int>{1, 1, 1}, o));
        QVERIFY(!bootstrapCohen(std::vector<int>{1, 0}, std::vector<int>{1}, o));
        QVERIFY(!bootstrap(0, o, [](std::span<const std::uint32_t>) { return 0.5; }));
        QVERIFY(!bootstrap(5, o,
                           [](std::span<const std::uint32_t>) { return std::optional<double>(); }));
    }

    void mostlyUndefinedResamplesGiveNoInterval()
    {
        // Defined when item 0 is drawn at least once (1 - (1 - 1/n)^n, about 63%): an
        // interval over the defined ones. At least twice (about 26%): none.
        const std::size_t n = 50;
        const auto drawn = [](std::uint32_t atLeast) {
            return [atLeast](std::span<const std::uint32_t> counts) {
                return counts[0] >= atLeast ? std::optional<double>(counts[1])
                                            : std::optional<double>();
            };
        };
        const std::optional<Interval> once = bootstrap(n, BootstrapOptions{}, drawn(1));
        QVERIFY(once);
        QCOMPARE_GT(once->resamples, std::size_t(550));
        QCOMPARE_LT(once->resamples, std::size_t(710));
        const CountStatistic twice = [](std::span<const std::uint32_t> counts) {
            // Defined on the original items (all counts 1) so that only the rule applies.
            if (std::all_of(counts.begin(), counts.end(), [](std::uint32_t c) { return c == 1; })) {
                return std::optional<double>(1.0);
            }
            return counts[0] >= 2 ? std::optional<double>(counts[1]) : std::optional<double>();
        };
        QVERIFY(!bootstrap(n, BootstrapOptions{}, twice));
    }

    // BootstrapOptions::cancel stops the resampling at the next batch, and nothing that
    // was computed comes back as an interval.
    void cancellingStopsAtTheNextBatch()
    {
        std::atomic<bool> cancel = false;
        std::atomic<int> calls = 0;
        const auto counting = [&](std::span<const std::uint32_t> counts) -> std::optional<double> {
            if (++calls == 10) {
                cancel = true;
            }
            return static_cast<double>(counts[0]);
        };
        BootstrapOptions o = withSeed(3, 1000);
        o.threads = 1;
        QVERIFY(bootstrap(50, o, counting)); // the flag is only read when it is given
        QCOMPARE(calls.load(), 1001);        // the original items and every resample

        calls = 0;
        cancel = false;
        o.cancel = &cancel;
        QVERIFY(!bootstrap(50, o, counting));
        // The original evaluation, then resamples in batches of at most 16 on one thread:
        // the batch that set the flag ends, and no other starts.
        QVERIFY2(calls.load() >= 10 && calls.load() <= 25, QByteArray::number(calls.load()));

        // Several threads and the SIMD statistics: a flag raised before the call gives no
        // interval at all, for any statistic.
        std::vector<double> scores;
        std::vector<std::int8_t> truth;
        largeAurocData(20000, scores, truth);
        const std::vector<double> values(scores.begin(), scores.begin() + 5000);
        const std::array statistics{aurocStatistic(scores, truth, ScoreDirection::HigherIsPositive),
                                    meanStatistic(values)};
        BootstrapOptions p = withSeed(3, 200);
        p.threads = 2;
        p.cancel = &cancel;
        cancel = false;
        const auto running = bootstrapShared(statistics, p);
        QVERIFY(running[0] && running[1]);
        cancel = true;
        for (const auto &interval : bootstrapShared(statistics, p)) {
            QVERIFY(!interval);
        }
    }

    void exceptionsReachTheCaller()
    {
        BootstrapOptions o;
        o.threads = 2;
        const auto throwing = [](std::span<const std::uint32_t> counts) -> std::optional<double> {
            if (counts[0] >= 3) {
                throw std::runtime_error("statistic failed");
            }
            return 0.5;
        };
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, bootstrap(20, o, throwing));
    }
};

QTEST_APPLESS_MAIN(TestBootstrap)
#include "tst_bootstrap.moc"
