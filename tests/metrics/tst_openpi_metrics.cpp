// OpenPI 2.0 figures on small cases. Correlations from SciPy 1.10.1 (pearsonr and
// spearmanr on the lists written beside each value, the appended (0, 0) point included);
// cluster counts worked out by hand from evaluate_entity.py of the openpi-dataset
// repository (v2.0).
#include "metrics/openpi.h"

#include <QTest>

using namespace es::metrics::openpi;

namespace {

bool near(const std::optional<double> &v, double x) { return v && std::abs(*v - x) < 1e-12; }
bool near(const es::metrics::Estimate &e, double x) { return near(e.value, x); }

} // namespace

class TestOpenPiMetrics : public QObject
{
    Q_OBJECT

  private slots:
    void pearsonAndSpearman()
    {
        const std::vector<double> x{1, 2, 3, 4}, y{2, 4, 5, 9};
        QVERIFY(near(pearson(x, y), 0.9647638212377322));
        // Ties share their mean rank: spearmanr([1,2,2,4], [3,1,1,2]).
        const std::vector<double> u{1, 2, 2, 4}, v{3, 1, 1, 2};
        QVERIFY(near(spearman(u, v), -0.3333333333333334));
        const std::vector<double> constant{2, 2, 2};
        QVERIFY(!pearson(constant, x).has_value());
        QVERIFY(!pearson(std::vector<double>{1}, std::vector<double>{1}).has_value());
    }

    void salienceAgreementPerProcedureWithTheZeroPoint()
    {
        // Procedure 1: global a = [5,3,4,0], b = [4,3,5,1] (+ (0,0)); local over the
        // (entity, step) pairs both rated: a = [5,0,2,4], b = [5,1,2,3]; b's extra
        // (entity 4, step 1) is not rated by a and is left out.
        // Procedure 2: global a = [2,2], b = [5,1]; local a = [0,0], b = [3,4]: with the
        // appended point a is still constant, so local r is undefined there.
        // Procedure 3 is rated by a only.
        const std::vector<Rating> a{
            {1, 1, 0, 5}, {1, 1, 1, 5}, {1, 1, 2, 0}, {1, 2, 0, 3}, {1, 2, 1, 2}, {1, 3, 0, 4}, {1, 3, 2, 4},
            {1, 4, 0, 0}, {2, 5, 0, 2}, {2, 5, 1, 0}, {2, 6, 0, 2}, {2, 6, 1, 0}, {3, 7, 0, 5},
        };
        const std::vector<Rating> b{
            {1, 1, 0, 4}, {1, 1, 1, 5}, {1, 1, 2, 1}, {1, 2, 0, 3}, {1, 2, 1, 2}, {1, 3, 0, 5}, {1, 3, 2, 3},
            {1, 4, 0, 1}, {1, 4, 1, 5}, {2, 5, 0, 5}, {2, 5, 1, 3}, {2, 6, 0, 1}, {2, 6, 1, 4},
        };
        const SalienceAgreement s = salienceAgreement(a, b);
        QCOMPARE(s.procedures, std::size_t(2));
        QCOMPARE(s.perProcedure.size(), std::size_t(2));
        QVERIFY(near(s.perProcedure[0].global, 0.9321543881903649));
        QVERIFY(near(s.perProcedure[0].globalSpearman, 0.8720815992723809));
        QVERIFY(near(s.perProcedure[0].local, 0.9575175804338616));
        QVERIFY(near(s.perProcedure[0].localSpearman, 0.9746794344808963));
        QVERIFY(near(s.perProcedure[1].global, 0.6546536707079772));
        QVERIFY(near(s.perProcedure[1].globalSpearman, 0.8660254037844387));
        QVERIFY(!s.perProcedure[1].local.has_value());
        QVERIFY(near(s.global, (0.9321543881903649 + 0.6546536707079772) / 2));
        QVERIFY(near(s.globalSpearman, (0.8720815992723809 + 0.8660254037844387) / 2));
        QVERIFY(near(s.local, 0.9575175804338616));
        QCOMPARE(s.globalUndefined, std::size_t(0));
        QCOMPARE(s.localUndefined, std::size_t(1));
        // Symmetric.
        const SalienceAgreement t = salienceAgreement(b, a);
        QVERIFY(near(t.global, *s.global.value));
        QVERIFY(near(t.local, *s.local.value));
    }

    void salienceAgreementWithoutCommonProcedures()
    {
        const std::vector<Rating> a{{1, 1, 0, 5}}, b{{2, 2, 0, 5}};
        const SalienceAgreement s = salienceAgreement(a, b);
        QCOMPARE(s.procedures, std::size_t(0));
        QVERIFY(!s.global.defined());
        QCOMPARE(QString::fromStdString(s.global.reason), QString("no procedure rated by both"));
    }

    void clustersComparedAsStrippedSetsOfGoldMentions()
    {
        // Gold {a,b} {c} {d,e}; predicted {" a",b,x} {c,d} {e} {}: x is no gold mention
        // and goes, so the first equals {a,b}; nothing else matches. The empty cluster
        // still counts as predicted.
        const std::vector<Cluster> gold{{"a", "b"}, {"c"}, {"d", "e"}};
        const std::vector<Cluster> predicted{{" a", "b", "x"}, {"c", "d"}, {"e"}, {}};
        const ClusterCounts c = compareClusters(predicted, gold);
        QCOMPARE(c.predictedCorrect, std::size_t(1));
        QCOMPARE(c.goldFound, std::size_t(1));
        QCOMPARE(c.gold, std::size_t(3));
        QCOMPARE(c.predicted, std::size_t(4));
        const ClusterScore s = clusterScore(c);
        QVERIFY(near(s.precision, 1.0 / 4));
        QVERIFY(near(s.recall, 1.0 / 3));
        QVERIFY(near(s.f1, 2.0 / 7));
    }

    void clusterCountsSumOverProcedures()
    {
        // Two identical predicted clusters both match one gold cluster: recall counts
        // predicted clusters, precision gold clusters, as the evaluation does.
        const std::vector<Cluster> gold{{"pan"}, {"oil", "olive oil"}};
        const std::vector<Cluster> predicted{{"pan"}, {"pan"}, {"olive oil", "oil"}};
        ClusterCounts sum = compareClusters(predicted, gold);
        QCOMPARE(sum.predictedCorrect, std::size_t(3));
        QCOMPARE(sum.goldFound, std::size_t(2));
        sum += compareClusters(std::vector<Cluster>{{"x", "y"}}, std::vector<Cluster>{{"x"}, {"y"}});
        QCOMPARE(sum.gold, std::size_t(4));
        QCOMPARE(sum.predicted, std::size_t(4));
        const ClusterScore s = clusterScore(sum);
        QVERIFY(near(s.recall, 3.0 / 4));
        QVERIFY(near(s.precision, 2.0 / 4));
        QVERIFY(!clusterScore(ClusterCounts{}).f1.defined());
    }

    void strippedLikePython()
    {
        QCOMPARE(stripped("  glove box\t\n"), std::string_view("glove box"));
        QCOMPARE(stripped(" \t "), std::string_view());
    }
};

QTEST_APPLESS_MAIN(TestOpenPiMetrics)
#include "tst_openpi_metrics.moc"
