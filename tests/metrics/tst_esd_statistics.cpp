// ESD statistics on a hand-made table; agreement values from statsmodels 0.13.5 and
// scikit-learn 1.2.1 over the kept pairs, alpha from a coincidence-matrix computation.
#include "metrics/esd_statistics.h"

#include <QTest>
#include <cmath>
#include <limits>
#include <span>

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
    return EsdLabelTable{
        8, 3, {1, 1, 1, 0, 0, 1, 1, -1, 1, 1, N, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, N, N, N}};
}

bool near(const Estimate &e, double v)
{
    return e.defined() && std::abs(*e.value - v) < 1e-12;
}
} // namespace

class TestEsdStatistics : public QObject
{
    Q_OBJECT

  private slots:
    // A model's scores and rank order are shared by its copies (the intervals' background
    // computation gets one) until one of them changes; the change is that copy's alone.
    void modelScoresAreSharedUntilChanged()
    {
        EsdModelScores a;
        a.scores = {0.9, 0.2, 0.5};
        a.rank();
        const EsdModelScores b = a;
        QCOMPARE(b.scores.data(), a.scores.data());
        QCOMPARE(b.order.data(), a.order.data());
        const std::span<const double> seen = b.scores;
        a.scores.push_back(std::numeric_limits<double>::quiet_NaN()); // a step added
        QVERIFY(a.scores.data() != b.scores.data());
        QCOMPARE(a.scores.size(), std::size_t(4));
        QCOMPARE(b.scores.size(), std::size_t(3));
        QCOMPARE(std::vector<double>(seen.begin(), seen.end()),
                 (std::vector<double>{0.9, 0.2, 0.5}));
        // Alone again, a change is made in place.
        const double *own = a.scores.data();
        a.scores.pop_back();
        QCOMPARE(a.scores.data(), own);
        QCOMPARE(a.scores, b.scores);
    }

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
        // Gwet's AC1 of the same table, from its definitions in exact fractions (Python's
        // fractions): pa = 7/15, pi = 7/15 and 8/15, AC1 = 23/113.
        QVERIFY(near(st.gwetAC1, 23.0 / 113.0));
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

    // Five annotators (0-4) with assigned panels of three, a rater group's member (5) and
    // an adjudicator's old labels (6), six pairs:
    //  p0 panel 0 1 2: 1 1 0, outsider 3 says -1     p3 panel 1 2 4: 1 0 1, outsider 0 says 0
    //  p1 panel 2 3 4: 0 0 0, outsider 0 says 1      p4 panel 0 1 3: 0 1 0
    //  p2 panel 0 3 4: 1 0 1, adjudicator says -1    p5 panel 1 3 4: 1 1 . (incomplete)
    // Assigned panels of two and three: Fleiss' kappa is undefined, Gwet's AC1 is not.
    // p0 {0, 1}: 1 1; p1 {0, 1, 2}: 1 0 1; p2 {1, 2}: 0 0; p3 {0, 1, 2}: 1 1 1. Over the
    // rows [0,2] [1,2] [2,0] [0,3], a script from the definitions in exact fractions:
    // pa = (1 + 1/3 + 1 + 1) / 4 = 5/6, pi = (0 + 1/3 + 1 + 0) / 4 = 1/3, pe = 4/9,
    // AC1 = 7/10.
    void panelsOfTwoSizes()
    {
        const EsdLabelTable labels{4, 3, {1, 1, N, 1, 0, 1, N, 0, 0, 1, 1, 1}};
        const std::vector<std::vector<int>> onPanel = {{0, 1}, {0, 1, 2}, {1, 2}, {0, 1, 2}};
        EsdPanels panels;
        panels.mode = EsdPanels::Mode::Assigned;
        panels.eligible = {1, 1, 1};
        panels.assigned.assign(4 * 3, 0);
        for (std::size_t p = 0; p < onPanel.size(); ++p) {
            for (int a : onPanel[p]) {
                panels.assigned[p * 3 + static_cast<std::size_t>(a)] = 1;
            }
            panels.assignedSize.push_back(static_cast<std::uint32_t>(onPanel[p].size()));
        }
        const EsdStatistics st = computeEsdStatistics(labels, {}, {}, panels);
        QCOMPARE(st.kept, std::size_t(4));
        QVERIFY(!st.fleissKappa.defined());
        QVERIFY(near(st.gwetAC1, 0.7));
    }

    void assignedPanels()
    {
        const EsdLabelTable labels{6, 7, {1, 1, 0, -1, N, 1, N,  //
                                          1, N, 0, 0,  0, 0, N,  //
                                          1, N, N, 0,  1, 0, -1, //
                                          0, 1, 0, N,  1, 1, N,  //
                                          0, 1, N, 0,  N, 1, N,  //
                                          N, 1, N, 1,  N, 0, N}};
        const std::vector<std::vector<int>> onPanel = {{0, 1, 2}, {2, 3, 4}, {0, 3, 4},
                                                       {1, 2, 4}, {0, 1, 3}, {1, 3, 4}};
        EsdPanels panels;
        panels.mode = EsdPanels::Mode::Assigned;
        panels.eligible = {1, 1, 1, 1, 1, 0, 0};
        panels.assigned.assign(6 * 7, 0);
        for (std::size_t p = 0; p < onPanel.size(); ++p) {
            for (int a : onPanel[p]) {
                panels.assigned[p * 7 + static_cast<std::size_t>(a)] = 1;
            }
            panels.assignedSize.push_back(3);
        }
        const EsdStatistics st = computeEsdStatistics(labels, {}, {}, panels);
        QCOMPARE(st.kept, std::size_t(5));
        QCOMPARE(st.invalid, std::size_t(0));
        QCOMPARE(st.incomplete, std::size_t(1));
        QCOMPARE(st.panelSize, std::size_t(3));
        QCOMPARE(st.gold, (std::vector<std::int8_t>{1, 0, 1, 1, 0, N}));
        // statsmodels 0.13.5 fleiss_kappa([[1,2],[3,0],[1,2],[1,2],[2,1]]) = -0.07142857142857155
        QVERIFY(near(st.fleissKappa, -0.07142857142857155));
        QVERIFY(near(st.percentAgreement, 1.0 / 5.0));
        // Every eligible label, an outsider's -1 as missing; Krippendorff (2011)'s
        // coincidence matrix in numpy over the units [1,1,0,.,.] [1,.,0,0,0] [1,.,.,0,1]
        // [0,1,0,.,1] [0,1,.,0,.] [.,1,.,1,.]: -0.06666666666666665
        QVERIFY(near(st.krippendorffAlpha, -0.06666666666666665));
        // Cohen's kappa only between annotators 0-4, over the panels both sit on;
        // statsmodels cohens_kappa of 2 and 4 on p1 (0, 0) and p3 (0, 1): 0.
        QCOMPARE(st.cohenKappa.size(), std::size_t(10));
        QCOMPARE(st.annotatorAccuracy.size(), std::size_t(5));
        for (const AnnotatorPairKappa &c : st.cohenKappa) {
            if (c.a == 2 && c.b == 4) {
                QVERIFY(near(c.kappa, 0.0));
            }
        }
        // Annotator 0 sits on p0 (others 1, 0: tie), p2 (0, 1: tie), p4 (1, 0: tie).
        QCOMPARE(st.annotatorAccuracy[0].n, std::size_t(0));

        // The group's member against that gold: scores p0-p4 1 0 0 1 1 for gold 1 0 1 1 0,
        // Mann-Whitney by hand 3.5 / 6; majority right on p0 p1 p3 of five.
        const std::vector<std::size_t> members = {5};
        const RaterGroupResult g = scoreRaterGroup(labels, members, st.gold);
        QCOMPARE(g.n, std::size_t(5));
        QVERIFY(near(g.roc.auroc, 3.5 / 6.0));
        QCOMPARE(g.accuracyN, std::size_t(5));
        QVERIFY(near(g.accuracy, 0.6));
    }

    // The fault of everyone-is-the-panel: a fourth person labelling two pairs made every
    // other pair incomplete. Implicit panels (the first k labellers, k = 3 here) keep
    // the three annotators' figures; alpha takes the new labels.
    void implicitPanelsIgnoreANewcomer()
    {
        EsdLabelTable labels = table();
        EsdLabelTable wider{8, 4, {}};
        for (std::size_t p = 0; p < 8; ++p) {
            for (std::size_t a = 0; a < 3; ++a) {
                wider.labels.push_back(labels.at(p, a));
            }
            wider.labels.push_back(p == 0 || p == 4 ? 0 : N);
        }
        EsdPanels implicit;
        implicit.mode = EsdPanels::Mode::Implicit;
        const EsdStatistics before = computeEsdStatistics(table(), {}, {}, implicit);
        const EsdStatistics after = computeEsdStatistics(wider, {}, {}, implicit);
        const EsdStatistics everyone = computeEsdStatistics(wider, {});
        QCOMPARE(everyone.kept, std::size_t(2)); // the fault
        for (const EsdStatistics *st : {&before, &after}) {
            QCOMPARE(st->kept, std::size_t(5));
            QCOMPARE(st->panelSize, std::size_t(3));
            QCOMPARE(st->gold, (std::vector<std::int8_t>{1, 0, N, N, 1, 0, 1, N}));
            // statsmodels fleiss_kappa([[0,3],[2,1],[1,2],[3,0],[1,2]]), as agreement()
            QVERIFY(near(st->fleissKappa, 0.19642857142857137));
        }
        // The coincidence matrix in numpy with the fourth coder's 0 on p0 and p4.
        QVERIFY(near(after.krippendorffAlpha, -0.06666666666666687));
        // A newcomer seniority puts first takes the panel seat: the mode is still 3.
        implicit.seniority = {1, 2, 3, 0};
        const EsdStatistics junior = computeEsdStatistics(wider, {}, {}, implicit);
        QCOMPARE(junior.kept, std::size_t(5));
        QCOMPARE(junior.gold[0], std::int8_t(1)); // d 0, a 1, b 1
        QCOMPARE(junior.gold[4], std::int8_t(1)); // d 0, a 1, b 1
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
