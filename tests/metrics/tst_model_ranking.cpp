// What a threshold on a model's scores makes of the ESD pairs with gold (the model-errors
// view's figures). The example is small enough to count by hand from the definitions:
//
//   pair   0    1    2    3    4    5        6    7
//   score  0.9  0.8  0.8  0.7  0.6  0.4      0.3  0.1
//   gold   1    1    0    1    0    no gold  0    1        (4 positives, 3 negatives)
//
// TPR - FPR at each score a threshold can take (the end of a tie group): 0.9: 1/4 - 0;
// 0.8: 2/4 - 1/3; 0.7: 3/4 - 1/3 = 0.417 (the largest); 0.6: 3/4 - 2/3; 0.3: 3/4 - 1;
// 0.1: 1 - 1. scikit-learn agrees: fpr, tpr, t = roc_curve([1,1,0,1,0,0,1],
// [.9,.8,.8,.7,.6,.3,.1]); t[argmax(tpr - fpr)] is 0.7, and on the negated scores (lower is
// positive) -0.1, the threshold 0.1 below.
#include "metrics/model_ranking.h"

#include <QTest>
#include <cmath>
#include <limits>
#include <vector>

using namespace es::metrics;

namespace {

const double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr std::int8_t kNone = esd::kNoLabel;

EsdModelScores scores(ScoreDirection direction = ScoreDirection::HigherIsPositive)
{
    EsdModelScores m;
    m.model = "m";
    m.setting = "full";
    m.direction = direction;
    m.scores = {0.9, 0.8, 0.8, 0.7, 0.6, 0.4, 0.3, 0.1, kNan};
    return m;
}

const std::vector<std::int8_t> kGold = {1, 1, 0, 1, 0, kNone, 0, 1, 1};

} // namespace

class TestModelRanking : public QObject
{
    Q_OBJECT

  private slots:
    void rankYoudenAndCounts()
    {
        const ModelRanking r(scores(), kGold, 3);
        QCOMPARE(r.model(), std::size_t(3));
        // The unscored pair 8 is left out; the tie 1, 2 keeps pair order.
        QCOMPARE(r.ranked(), (std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7}));
        QCOMPARE(r.positives(), std::size_t(4));
        QCOMPARE(r.negatives(), std::size_t(3));
        QCOMPARE(r.lowest(), 0.1);
        QCOMPARE(r.highest(), 0.9);
        QVERIFY(r.youden().has_value());
        QCOMPARE(*r.youden(), 0.7);

        const Confusion at75 = r.at(0.75); // pairs 0, 1, 2 predicted essential
        QCOMPARE(at75.truePositives, std::size_t(2));
        QCOMPARE(at75.falsePositives, std::size_t(1));
        QCOMPARE(at75.falseNegatives, std::size_t(2));
        QCOMPARE(at75.trueNegatives, std::size_t(2));
        QCOMPARE(*at75.precision(), 2.0 / 3.0);
        QCOMPARE(*at75.recall(), 0.5);

        const Confusion at7 = r.at(0.7); // a threshold at a score takes the score
        QCOMPARE(at7.truePositives, std::size_t(3));
        QCOMPARE(at7.falsePositives, std::size_t(1));
        // The caption's J at the best threshold: 3/4 - 1/3, scikit-learn's tpr - fpr there.
        QCOMPARE(*at7.youdenJ(), 3.0 / 4.0 - 1.0 / 3.0);
        QCOMPARE(*at75.youdenJ(), 2.0 / 4.0 - 1.0 / 3.0);
        QVERIFY(!(Confusion{2, 0, 1, 0}.youdenJ().has_value())); // no negatives
        QVERIFY(!(Confusion{0, 1, 0, 2}.youdenJ().has_value())); // no positives

        const Confusion none = r.at(1.0);
        QCOMPARE(none.truePositives + none.falsePositives, std::size_t(0));
        QVERIFY(!none.precision().has_value());
        QCOMPARE(*none.recall(), 0.0);
        QCOMPARE(*none.youdenJ(), 0.0);
    }

    // Lower scores are the positive end: the same pairs in reverse, the threshold taking
    // what is at or below it.
    void lowerIsPositive()
    {
        const ModelRanking r(scores(ScoreDirection::LowerIsPositive), kGold, 0);
        QCOMPARE(r.ranked().front(), std::uint32_t(7));
        QVERIFY(r.predictsPositive(0.2, 0.3));
        QVERIFY(!r.predictsPositive(0.4, 0.3));
        const Confusion c = r.at(0.3); // pairs 7 and 6
        QCOMPARE(c.truePositives, std::size_t(1));
        QCOMPARE(c.falsePositives, std::size_t(1));
        // TPR - FPR: 0.1: 1/4; 0.3: 1/4 - 1/3; ... 0.9: 1 - 1; the best is 0.1.
        QCOMPARE(*r.youden(), 0.1);
    }

    // A new gold over the same scores; no Youden threshold without both classes.
    void newGold()
    {
        ModelRanking r(scores(), kGold, 0);
        const std::vector<std::int8_t> allEssential(9, 1);
        r.setGold(allEssential);
        QCOMPARE(r.positives(), std::size_t(8));
        QCOMPARE(r.negatives(), std::size_t(0));
        QVERIFY(!r.youden().has_value());
        QCOMPARE(r.at(0.5).truePositives, std::size_t(5));
    }

    void outcomesAndAgreement()
    {
        QCOMPARE(pairOutcome(true, esd::kEssential), PairOutcome::TruePositive);
        QCOMPARE(pairOutcome(true, esd::kNonEssential), PairOutcome::FalsePositive);
        QCOMPARE(pairOutcome(false, esd::kEssential), PairOutcome::FalseNegative);
        QCOMPARE(pairOutcome(false, esd::kNonEssential), PairOutcome::TrueNegative);
        QCOMPARE(pairOutcome(true, esd::kInvalid), PairOutcome::None);
        QCOMPARE(pairOutcome(false, esd::kNoLabel), PairOutcome::None);

        EsdLabelTable labels;
        labels.pairs = 3;
        labels.annotators = 3;
        labels.labels = {1, 1, kNone, /**/ 1, 0, -1, /**/ 0, kNone, kNone};
        const PairAgreement unanimous = pairAgreement(labels, 0);
        QCOMPARE(unanimous.labels, std::size_t(2));
        QVERIFY(unanimous.unanimous() && !unanimous.split());
        const PairAgreement split = pairAgreement(labels, 1);
        QCOMPARE(split.majority, std::size_t(1));
        QVERIFY(split.split() && !split.unanimous());
        QCOMPARE(*split.majorityShare(), 1.0 / 3.0); // 1, 0, -1: each label alone
        QCOMPARE(*unanimous.majorityShare(), 1.0);
        QVERIFY(!PairAgreement{}.majorityShare().has_value());
        const PairAgreement alone = pairAgreement(labels, 2); // one label agrees with nobody
        QVERIFY(!alone.split() && !alone.unanimous());
    }
};

QTEST_MAIN(TestModelRanking)
#include "tst_model_ranking.moc"
