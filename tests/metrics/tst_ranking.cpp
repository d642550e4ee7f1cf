// AUROC against scikit-learn 1.2.1's roc_auc_score on the same arrays.
#include "metrics/ranking.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace es::metrics;

class TestRanking : public QObject
{
    Q_OBJECT

  private slots:
    void auroc_data()
    {
        QTest::addColumn<std::vector<double>>("scores");
        QTest::addColumn<std::vector<std::int8_t>>("truth");
        QTest::addColumn<bool>("lowerIsPositive");
        QTest::addColumn<double>("expected");
        const std::vector<std::int8_t> y = {1, 1, 0, 0, 1, 0, 1, 0, 0, 1};
        const std::vector<double> s = {0.9, 0.8, 0.8, 0.3, 0.8, 0.1, 0.5, 0.5, 0.7, 0.2};
        // roc_auc_score(y, s) = 0.7 (three tie groups across classes)
        QTest::newRow("ties") << s << y << false << 0.7;
        // roc_auc_score(y, -s) = 0.30000000000000004
        QTest::newRow("ties, lower is positive") << s << y << true << 0.3;
        // perplexities: roc_auc_score(y, -ppl) = 0.8200000000000001
        QTest::newRow("perplexity")
            << std::vector<double>{12.0, 15.5, 30.1, 44.0, 15.5, 80.2, 20.0, 20.0, 25.0, 60.0} << y
            << true << 0.82;
        QTest::newRow("perfect") << std::vector<double>{0.1, 0.2, 0.9}
                                 << std::vector<std::int8_t>{0, 0, 1} << false << 1.0;
        QTest::newRow("all tied") << std::vector<double>{0.5, 0.5, 0.5, 0.5}
                                  << std::vector<std::int8_t>{0, 1, 0, 1} << false << 0.5;
        // Items without gold (-2) and without a score (NaN) are left out:
        // roc_auc_score([1, 0, 1, 0], [0.9, 0.2, 0.6, 0.6]) = 0.875
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("missing") << std::vector<double>{0.9, 0.2, 0.1, 0.6, nan, 0.6, 0.95}
                                 << std::vector<std::int8_t>{1, 0, -2, 1, 1, 0, -2} << false
                                 << 0.875;
    }
    void auroc()
    {
        QFETCH(std::vector<double>, scores);
        QFETCH(std::vector<std::int8_t>, truth);
        QFETCH(bool, lowerIsPositive);
        QFETCH(double, expected);
        const RocResult r = roc(scores, truth,
                                lowerIsPositive ? ScoreDirection::LowerIsPositive
                                                : ScoreDirection::HigherIsPositive);
        QVERIFY(r.auroc.defined());
        QCOMPARE_LE(std::abs(*r.auroc.value - expected), 1e-12);
    }

    void undefinedWithOneClass()
    {
        const RocResult r = roc(std::vector<double>{0.1, 0.4}, std::vector<std::int8_t>{1, 1},
                                ScoreDirection::HigherIsPositive);
        QVERIFY(!r.auroc.defined());
        QCOMPARE(QString::fromStdString(r.auroc.reason), QStringLiteral("no non-essential item has a score"));
        QCOMPARE(r.positives, std::size_t(2));
        const RocResult empty = roc({}, {}, ScoreDirection::HigherIsPositive);
        QVERIFY(!empty.auroc.defined());
    }

    void curveFollowsThresholds()
    {
        // Thresholds 0.9, 0.8, 0.7, 0.5, 0.3, 0.2, 0.1 as sklearn.metrics.roc_curve
        // gives them (drop_intermediate=False): fpr [0, 0, .2, .4, .6, .8, .8, 1],
        // tpr [0, .2, .6, .6, .8, .8, 1, 1].
        const std::vector<std::int8_t> y = {1, 1, 0, 0, 1, 0, 1, 0, 0, 1};
        const std::vector<double> s = {0.9, 0.8, 0.8, 0.3, 0.8, 0.1, 0.5, 0.5, 0.7, 0.2};
        const RocResult r = roc(s, y, ScoreDirection::HigherIsPositive);
        const std::vector<double> fpr = {0, 0, .2, .4, .6, .8, .8, 1};
        const std::vector<double> tpr = {0, .2, .6, .6, .8, .8, 1, 1};
        QCOMPARE(r.curve.size(), fpr.size());
        for (std::size_t i = 0; i < fpr.size(); ++i) {
            QCOMPARE_LE(std::abs(r.curve[i].falsePositiveRate - fpr[i]), 1e-12);
            QCOMPARE_LE(std::abs(r.curve[i].truePositiveRate - tpr[i]), 1e-12);
        }
    }

    void rankOrderSortsEveryFiniteScore()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        const std::vector<double> s = {3.5, -2.0, nan, 0.0, -0.0, 1e300, -inf, 3.5, -1e-300};
        const auto up = rankOrder(s, ScoreDirection::HigherIsPositive);
        QCOMPARE(up, (std::vector<std::uint32_t>{1, 8, 4, 3, 0, 7, 5})); // infinities are not scores
        const auto down = rankOrder(s, ScoreDirection::LowerIsPositive);
        QCOMPARE(down, (std::vector<std::uint32_t>{5, 0, 7, 3, 4, 8, 1}));
    }

    // A scratch handed from one ranking to the next, larger to smaller and back, with
    // either direction and with ties, gives each the order a fresh sort gives; a sort that
    // read what the last one left in the buffers would not.
    void rankOrderWithScratchMatchesAFreshSort()
    {
        RankScratch scratch;
        std::uint64_t state = 20231;
        const auto next = [&state] {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return state >> 33;
        };
        for (const std::size_t n : {std::size_t(5000), std::size_t(17), std::size_t(0),
                                    std::size_t(3000), std::size_t(70000)}) {
            std::vector<double> scores(n);
            for (double &v : scores) {
                const auto r = next();
                v = r % 7 == 0 ? std::numeric_limits<double>::quiet_NaN()
                               : static_cast<double>(r % 301) / 10.0 - 15.0; // many ties
            }
            for (const auto d :
                 {ScoreDirection::HigherIsPositive, ScoreDirection::LowerIsPositive}) {
                QCOMPARE(rankOrder(scores, d, scratch), rankOrder(scores, d));
            }
        }
    }

    void curveIsThinned()
    {
        std::vector<double> s(10000);
        std::vector<std::int8_t> y(10000);
        for (std::size_t i = 0; i < s.size(); ++i) {
            s[i] = static_cast<double>(i);
            y[i] = (i * 7919) % 3 == 0 ? 1 : 0;
        }
        const auto order = rankOrder(s, ScoreDirection::HigherIsPositive);
        const RocResult r = rocFromOrder(order, sortedScores(order, s), y, 100);
        QCOMPARE_LE(r.curve.size(), std::size_t(100));
        QCOMPARE(r.curve.back().falsePositiveRate, 1.0);
        QCOMPARE(r.curve.back().truePositiveRate, 1.0);
    }
};

QTEST_APPLESS_MAIN(TestRanking)
#include "tst_ranking.moc"
