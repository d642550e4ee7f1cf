// The counts OpenPI 2.0's tables are made of, on cases small enough to count by hand from
// the definitions written beside each value: a salience histogram (Fig 2's bars), cluster
// counts summed over procedures and an edit taken back out (evaluate_entity.py and
// evaluate_attribute.py sum them over the file), and Table 5's shares of the labelled pairs.
#include "metrics/openpi_tallies.h"

#include <QTest>

using namespace es::metrics::openpi;

class TestOpenPiTallies : public QObject
{
    Q_OBJECT

  private slots:
    void salienceHistogramCountsGlobalAndLocalApart()
    {
        // Procedure 3: entity 1 rated 5 globally and 4, 4 at steps 1 and 2; entity 2 rated 0
        // globally. Procedure 7: entity 9 rated 5 globally and 2 at step 1.
        const std::vector<Rating> ratings{{3, 1, 0, 5}, {3, 1, 1, 4}, {3, 1, 2, 4},
                                          {3, 2, 0, 0}, {7, 9, 0, 5}, {7, 9, 1, 2}};
        const SalienceHistogram h = salienceHistogram(ratings);
        QCOMPARE(h.procedures, std::size_t(2));
        QCOMPARE(h.global, (std::array<std::size_t, 6>{1, 0, 0, 0, 0, 2}));
        QCOMPARE(h.local, (std::array<std::size_t, 6>{0, 0, 1, 0, 2, 0}));
        QCOMPARE(salienceHistogram({}).procedures, std::size_t(0));
    }

    void clusterTallyEditedIsTheSumRecounted()
    {
        // Two procedures' tallies summed, then the second replaced by its edited tally: the
        // sum equals the first plus the edited one counted afresh.
        AttributeClusterTally first{{2, 3, 4, 5}, 1, 0, 2};
        const AttributeClusterTally second{{1, 1, 3, 2}, 2, 1, 0};
        const AttributeClusterTally edited{{2, 2, 3, 3}, 2, 0, 1};
        AttributeClusterTally sum;
        sum += first;
        sum += second;
        sum -= second;
        sum += edited;
        AttributeClusterTally recounted = first;
        recounted += edited;
        QCOMPARE(sum.counts.predictedCorrect, std::size_t(4));
        QCOMPARE(sum.counts.goldFound, std::size_t(5));
        QCOMPARE(sum.counts.gold, std::size_t(7));
        QCOMPARE(sum.counts.predicted, std::size_t(8));
        QCOMPARE(sum.scored, recounted.scored);
        QCOMPARE(sum.singleCluster, std::size_t(0));
        QCOMPARE(sum.missingFromGold, std::size_t(3));
    }

    void schemaErrorSharesOfTheLabelledPairs()
    {
        // Seven predicted pairs: correct, correct, no change, nonsense, correct and two
        // unlabelled; one missed pair added. Labelled 5: correct 3/5, no change 1/5.
        SchemaErrorCounts c;
        for (const std::optional<int> category :
             {std::optional<int>(1), std::optional<int>(1), std::optional<int>(2),
              std::optional<int>(3), std::optional<int>(1), std::optional<int>(),
              std::optional<int>()}) {
            c.addPredicted(category);
        }
        c.addMissed();
        QCOMPARE(c.predicted, std::size_t(7));
        QCOMPARE(c.labelled(), std::size_t(5));
        QCOMPARE(c.unlabelled, std::size_t(2));
        QCOMPARE(c.missed, std::size_t(1));
        QCOMPARE(*c.share(c.correct).value, 0.6);
        QCOMPARE(*c.share(c.noChange).value, 0.2);
        QCOMPARE(*c.share(c.nonsense).value, 0.2);
        QCOMPARE(*c.percent(c.correct).value, 60.0);

        // 23 of 80 labelled correct: exactly 28.75 percent, so that a caption rounding half
        // to even shows 28.8, as 100 * 23 / 80 gives it.
        SchemaErrorCounts eighty;
        for (int i = 0; i < 80; ++i) {
            eighty.addPredicted(i < 23 ? 1 : 2);
        }
        QVERIFY(*eighty.percent(eighty.correct).value == 28.75); // exactly, not fuzzily

        SchemaErrorCounts none;
        none.addPredicted(std::nullopt);
        QVERIFY(!none.share(0).defined());
        QCOMPARE(none.share(0).reason, std::string("no labelled pairs"));
        QVERIFY(!none.percent(0).defined());
    }

    void spreadOfPeoplesRatings()
    {
        RatingSpread s;
        QVERIFY(!s.spread().has_value());
        s.add(3);
        QVERIFY(!s.spread().has_value()); // one person agrees with nobody
        s.add(5);
        s.add(1);
        QCOMPARE(*s.spread(), 4); // 5 - 1
        RatingSpread same;
        same.add(0);
        same.add(0);
        QCOMPARE(*same.spread(), 0);
    }

    void adjudicationOrderOfSalienceAndClusters()
    {
        // A spread of 4 on the 0-5 scale: 4/5. Clusterings whose pairs score F1 0.5, 0.8
        // and undefined (counted 0): 1 - 0.
        QCOMPARE(salienceDisagreement(4), 0.8);
        QCOMPARE(salienceDisagreement(0), 0.0);
        ClusteringDisagreement d;
        d.add({{}, {}, es::metrics::Estimate::of(0.8)});
        d.add({{}, {}, es::metrics::Estimate::of(0.5)});
        QCOMPARE(d.value(), 0.5);
        d.add({{}, {}, es::metrics::Estimate::undefined("no clusters")});
        QCOMPARE(d.value(), 1.0);
    }

    void shareOfAWhole()
    {
        QCOMPARE(*shareOf(3, 4).value, 0.75);
        QVERIFY(!shareOf(0, 0).defined());
    }
};

QTEST_MAIN(TestOpenPiTallies)
#include "tst_openpi_tallies.moc"
