// ESD statistics on a hand-made table; agreement values from statsmodels 0.13.5 and
// scikit-learn 1.2.1 over the kept pairs, alpha from a coincidence-matrix computation.
#include "metrics/esd_statistics.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace es::metrics;

namespace {
constexpr std::int8_t N = esd::kNoLabel;

// Three annotators, eight pairs:
//  p0 1 1 1 kept, gold 1      p4 1 1 0 kept, gold 1
//  p1 0 0 1 kept, gold 0      p5 0 0 0 kept, gold 0
//  p2 1 -1 1 invalid          p6 1 0 1 kept, gold 1
//  p3 1 . 0 incomplete        p7 . . . incomplete
EsdLabelTable table()
{
    return EsdLabelTable{8, 3, {1, 1, 1, 0, 0, 1, 1, -1, 1, 1, N, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, N, N, N}};
}

bool near(const Estimate &e, double v) { return e.defined() && std::abs(*e.value - v) < 1e-12; }
} // namespace

class TestEsdStatistics : public QObject
{
    Q_OBJECT

  private slots:
    void countsAndGold()
    {
        const EsdStatistics st = computeEsdStatistics(table(), {});
        QCOMPARE(st.pairs, std::size_t(8));
        QCOMPARE(st.kept, std::size_t(5));
        QCOMPARE(st.invalid, std::size_t(1));
        QCOMPARE(st.incomplete, std::size_t(2));
        QCOMPARE(st.essential, std::size_t(3));
        QCOMPARE(st.nonEssential, std::size_t(2));
        const std::vector<std::int8_t> gold = {1, 0, N, N, 1, 0, 1, N};
        QCOMPARE(st.gold, gold);
        QCOMPARE(st.labelledBy, (std::vector<std::size_t>{7, 6, 7}));
        QCOMPARE(st.status[2], PairStatus::Invalid);
        QCOMPARE(st.status[3], PairStatus::Incomplete);
    }

    void agreement()
    {
        const EsdStatistics st = computeEsdStatistics(table(), {});
        // statsmodels fleiss_kappa([[0,3],[2,1],[1,2],[3,0],[1,2]]) = 0.19642857142857137
        QVERIFY(near(st.fleissKappa, 0.19642857142857137));
        QVERIFY(near(st.percentAgreement, 2.0 / 5.0));
        // Kept and incomplete pairs, missing values dropped: 0.11111111111111116
        QVERIFY(near(st.krippendorffAlpha, 0.11111111111111116));
        // sklearn cohen_kappa_score over the kept pairs
        QCOMPARE(st.cohenKappa.size(), std::size_t(3));
        QVERIFY(near(st.cohenKappa[0].kappa, 0.6153846153846154));
        QVERIFY(near(st.cohenKappa[1].kappa, 0.16666666666666663));
        QVERIFY(near(st.cohenKappa[2].kappa, -0.15384615384615374));
        QCOMPARE(st.cohenKappa[2].a, std::size_t(1));
        QCOMPARE(st.cohenKappa[2].b, std::size_t(2));
    }

    void humanBaseline()
    {
        // Against the majority of the other two; their ties are left out.
        const EsdStatistics st = computeEsdStatistics(table(), {});
        QCOMPARE(st.annotatorAccuracy[0].n, std::size_t(2));
        QVERIFY(near(st.annotatorAccuracy[0].accuracy, 1.0));
        QCOMPARE(st.annotatorAccuracy[1].n, std::size_t(3));
        QVERIFY(near(st.annotatorAccuracy[1].accuracy, 2.0 / 3.0));
        QCOMPARE(st.annotatorAccuracy[2].n, std::size_t(4));
        QVERIFY(near(st.annotatorAccuracy[2].accuracy, 0.5));
    }

    void modelsUseKeptPairsWithGold()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        EsdModelScores m;
        m.model = "m";
        m.setting = "full";
        // p2 invalid, p3 and p7 incomplete, p6 unscored: left are p0 p1 p4 p5.
        m.scores = {0.9, 0.2, 0.5, 0.4, 0.6, 0.6, nan, 0.1};
        EsdModelScores lower = m;
        lower.direction = ScoreDirection::LowerIsPositive;
        const std::vector<EsdModelScores> models = {m, lower};
        const EsdStatistics st = computeEsdStatistics(table(), models);
        QCOMPARE(st.models.size(), std::size_t(2));
        QCOMPARE(st.models[0].n, std::size_t(4));
        // sklearn roc_auc_score([1, 0, 1, 0], [0.9, 0.2, 0.6, 0.6]) = 0.875
        QVERIFY(near(st.models[0].roc.auroc, 0.875));
        QVERIFY(near(st.models[1].roc.auroc, 0.125));
    }

    void nothingLabelled()
    {
        const EsdStatistics st = computeEsdStatistics(EsdLabelTable{2, 0, {}}, {});
        QCOMPARE(st.incomplete, std::size_t(2));
        QVERIFY(!st.fleissKappa.defined());
        QVERIFY(!st.krippendorffAlpha.defined());
        QCOMPARE(QString::fromStdString(st.krippendorffAlpha.reason), QStringLiteral("no coders"));
        QVERIFY(st.cohenKappa.empty());
    }
};

QTEST_APPLESS_MAIN(TestEsdStatistics)
#include "tst_esd_statistics.moc"
