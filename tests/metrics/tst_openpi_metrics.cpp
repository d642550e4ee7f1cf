// OpenPI 2.0 figures on small cases. Correlations from SciPy 1.10.1 (pearsonr and
// spearmanr on the lists written beside each value, the appended (0, 0) point included);
// cluster counts worked out by hand from evaluate_entity.py of the openpi-dataset
// repository (v2.0).
#include "metrics/openpi.h"

#include <QTest>
#include <algorithm>
#include <random>

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
        // Interval alpha pools the units both rated over the procedures, without the
        // (0, 0) point: global units (5,4) (3,3) (4,5) (0,1) (2,5) (2,1), local (5,5)
        // (0,1) (2,2) (4,3) (0,3) (0,4); alpha() of
        // tests/metrics/fixtures/krippendorff_alpha_reference.py gives 252/395 and 170/467.
        QVERIFY(near(s.globalAlpha, 252.0 / 395.0));
        QVERIFY(near(s.localAlpha, 170.0 / 467.0));
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

    void agreementFollowsOneProcedureAtATime()
    {
        // Two raters over 60 procedures of 1-5 entities and 0-4 steps; then 3,000 seeded
        // edits of one rater's ratings of one procedure (a value changed, a rating added
        // or withdrawn, a procedure's ratings all withdrawn), after each of which the
        // followed agreement must be the one computed afresh, to the last bit: the same
        // rows and the same means, summed in the same order.
        std::mt19937_64 random(20261128);
        const auto below = [&](std::uint32_t n) {
            return static_cast<std::uint32_t>(random() % n);
        };
        std::vector<Rating> all; // every (procedure, entity, step) there is to rate
        for (std::uint32_t p = 0, e = 0; p < 60; ++p) {
            const std::uint32_t entities = 1 + below(5), steps = below(5);
            for (std::uint32_t k = 0; k < entities; ++k, ++e) {
                for (std::uint32_t step = 0; step <= steps; ++step) {
                    all.push_back({p, e, step, 0});
                }
            }
        }
        std::vector<Rating> a, b;
        for (const Rating &r : all) {
            if (below(3) > 0) {
                a.push_back({r.procedure, r.entity, r.step, static_cast<std::uint8_t>(below(6))});
            }
            if (below(3) > 0) {
                b.push_back({r.procedure, r.entity, r.step, static_cast<std::uint8_t>(below(6))});
            }
        }
        SalienceAgreement followed = salienceAgreement(a, b);
        const auto same = [](const std::optional<double> &x, const std::optional<double> &y) {
            return x.has_value() == y.has_value() && (!x || *x == *y);
        };
        const auto sameEstimate = [&](const es::metrics::Estimate &x,
                                      const es::metrics::Estimate &y) {
            return same(x.value, y.value) && x.reason == y.reason;
        };
        int kinds[4] = {};
        for (int edit = 0; edit < 3000; ++edit) {
            std::vector<Rating> &mine = below(2) == 0 ? a : b;
            const Rating target = all[below(static_cast<std::uint32_t>(all.size()))];
            const auto key = [](const Rating &r) {
                return std::tuple(r.procedure, r.entity, r.step);
            };
            const auto at =
                std::lower_bound(mine.begin(), mine.end(), target,
                                 [&](const Rating &x, const Rating &y) { return key(x) < key(y); });
            const bool rated = at != mine.end() && key(*at) == key(target);
            const std::uint32_t what = below(10);
            if (what == 0) {
                std::erase_if(mine,
                              [&](const Rating &r) { return r.procedure == target.procedure; });
                ++kinds[0];
            } else if (rated && what < 4) {
                mine.erase(at);
                ++kinds[1];
            } else if (rated) {
                at->value = static_cast<std::uint8_t>(below(6));
                ++kinds[2];
            } else {
                mine.insert(at, {target.procedure, target.entity, target.step,
                                 static_cast<std::uint8_t>(below(6))});
                ++kinds[3];
            }
            updateSalienceAgreement(followed, a, b, target.procedure);
            const SalienceAgreement fresh = salienceAgreement(a, b);
            QCOMPARE(followed.perProcedure.size(), fresh.perProcedure.size());
            for (std::size_t i = 0; i < fresh.perProcedure.size(); ++i) {
                const ProcedureCorrelation &x = followed.perProcedure[i],
                                           &y = fresh.perProcedure[i];
                QCOMPARE(x.procedure, y.procedure);
                QVERIFY(same(x.global, y.global) && same(x.local, y.local));
                QVERIFY(same(x.globalSpearman, y.globalSpearman) &&
                        same(x.localSpearman, y.localSpearman));
            }
            QCOMPARE(followed.procedures, fresh.procedures);
            QCOMPARE(followed.globalUndefined, fresh.globalUndefined);
            QCOMPARE(followed.localUndefined, fresh.localUndefined);
            QVERIFY2(sameEstimate(followed.global, fresh.global) &&
                         sameEstimate(followed.local, fresh.local) &&
                         sameEstimate(followed.globalSpearman, fresh.globalSpearman) &&
                         sameEstimate(followed.localSpearman, fresh.localSpearman) &&
                         sameEstimate(followed.globalAlpha, fresh.globalAlpha) &&
                         sameEstimate(followed.localAlpha, fresh.localAlpha),
                     qPrintable(QStringLiteral("edit %1").arg(edit)));
        }
        // Every kind of edit happened, and the agreement was defined most of the way.
        for (const int n : kinds) {
            QVERIFY(n > 100);
        }
        QVERIFY(followed.global.defined() && followed.procedures > 30);
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
