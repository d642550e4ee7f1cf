// Agreement coefficients against published examples and values computed independently
// with statsmodels 0.13.5 and scikit-learn 1.2.1 (Debian 12 packages).
#include "metrics/agreement.h"

#include <QTest>
#include <cmath>

using namespace es::metrics;

namespace {

// Fleiss (1971), Table 1: 30 patients, 6 psychiatrists, 5 diagnoses; counts per
// diagnosis as statsmodels.stats.inter_rater.aggregate_raters gives them.
const std::vector<int> kFleiss1971 = {
    0, 0, 0, 6, 0, 0, 3, 0, 0, 3, 0, 1, 4, 0, 1, 0, 0, 0, 0, 6, 0, 3, 0, 3, 0, 2, 0, 4, 0, 0,
    0, 0, 4, 0, 2, 2, 0, 3, 1, 0, 2, 0, 0, 4, 0, 0, 0, 0, 0, 6, 1, 0, 0, 5, 0, 1, 1, 0, 4, 0,
    0, 3, 3, 0, 0, 1, 0, 0, 5, 0, 0, 2, 0, 3, 1, 0, 0, 5, 0, 1, 3, 0, 0, 1, 2, 5, 1, 0, 0, 0,
    0, 2, 0, 4, 0, 1, 0, 2, 0, 3, 0, 0, 0, 0, 6, 0, 1, 0, 5, 0, 0, 2, 0, 1, 3, 2, 0, 0, 4, 0,
    1, 0, 0, 4, 1, 0, 5, 0, 1, 0, 4, 0, 0, 0, 2, 0, 2, 0, 4, 0, 1, 0, 5, 0, 0, 0, 0, 0, 0, 6,
};

// The worked example of the Wikipedia article on Fleiss' kappa (10 items, 14 raters).
const std::vector<int> kWikipedia = {
    0, 0, 0, 0, 14, 0, 2, 6, 4, 2, 0, 0, 3, 5, 6, 0, 3, 9, 2, 0, 2, 2, 8, 1, 1,
    7, 7, 0, 0, 0,  3, 2, 6, 3, 0, 2, 5, 3, 2, 2, 6, 5, 2, 1, 0, 0, 2, 2, 3, 7,
};

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

  private slots:
    // The adjudication queue's order of a pair: labels 1, 1, 0 have a most frequent label
    // of 2 of 3, so 1 - 2/3; all alike, 0; unlabelled, 0.
    void labelDisagreementFromTheMostFrequentLabel()
    {
        const std::vector<std::size_t> split{0, 1, 2}, alike{0, 0, 3}, none{0, 0, 0};
        QCOMPARE(labelDisagreement(split), 1.0 - 2.0 / 3.0);
        QCOMPARE(labelDisagreement(alike), 0.0);
        QCOMPARE(labelDisagreement(none), 0.0);
    }

    // Gwet (2008) AC1, against a script written from its definitions in exact fractions
    // (Python's fractions module): on Fleiss' table pa = 5/9, pe = 0.195015...,
    // AC1 = 0.4478845158445642.
    void gwetAC1OnFleissTable()
    {
        const Estimate ac1 = gwetAC1(kFleiss1971, 5);
        QVERIFY(ac1.defined());
        QCOMPARE_LE(std::abs(*ac1.value - 0.4478845158445642), 1e-12);
    }

    // Items rated by 3, 2, 1 and 3 raters on two categories: [3,0] [1,1] [0,1] [2,1].
    // pa = (1 + 0 + 1/3) / 3 = 4/9 over the three items rated twice or more; pi = (1 + 1/2
    // + 0 + 2/3) / 4 = 13/24 and 11/24; pe = 2 (13/24)(11/24) = 143/288; AC1 = -3/29.
    void gwetAC1WithUnevenRatings()
    {
        const std::vector<int> counts{3, 0, 1, 1, 0, 1, 2, 1};
        QCOMPARE_LE(std::abs(*gwetAC1(counts, 2).value - (-3.0 / 29.0)), 1e-12);
        // One category dominating: kappa is undefined or low, AC1 stays high. 9 items all
        // [3,0], one [2,1]: pa = (9 + 1/3) / 10 = 14/15; pi = (9 + 2/3) / 10 = 29/30;
        // pe = 2 (29/30)(1/30) = 29/450; AC1 = (14/15 - 29/450) / (1 - 29/450) = 391/421.
        std::vector<int> dominant;
        for (int i = 0; i < 9; ++i) {
            dominant.insert(dominant.end(), {3, 0});
        }
        dominant.insert(dominant.end(), {2, 1});
        QCOMPARE_LE(std::abs(*gwetAC1(dominant, 2).value - 391.0 / 421.0), 1e-12);
        QVERIFY(!gwetAC1(std::vector<int>{1, 0, 0, 1}, 2).defined()); // nobody rated twice
        QVERIFY(!gwetAC1(std::vector<int>{2, 1}, 1).defined());
    }

    // A row counted twice weighs as two copies of it; rows found once each however often
    // they repeat.
    void gwetAC1Weighted()
    {
        const std::vector<int> counts{3, 0, 1, 1, 0, 1, 2, 1};
        const std::vector<int> doubled{3, 0, 3, 0, 1, 1, 0, 1, 2, 1, 2, 1, 2, 1};
        const std::vector<double> weights{2.0, 1.0, 1.0, 3.0};
        QCOMPARE_LE(
            std::abs(*weightedGwetAC1(counts, 2, weights).value - *gwetAC1(doubled, 2).value),
            1e-12);
        QVERIFY(!weightedGwetAC1(counts, 2, std::vector<double>{1.0}).defined());
        const DistinctRows rows = distinctRows(doubled, 2);
        QCOMPARE(rows.rows, (std::vector<int>{3, 0, 1, 1, 0, 1, 2, 1}));
        QCOMPARE(rows.times, (std::vector<double>{2.0, 1.0, 1.0, 3.0}));
        QCOMPARE(rows.rowOf, (std::vector<std::uint32_t>{0, 0, 1, 2, 3, 3, 3}));
    }

    void fleissTextbook()
    {
        // Fleiss reports 0.430; statsmodels fleiss_kappa gives 0.43024452006014074.
        const Estimate k = fleissKappa(kFleiss1971, 5);
        QVERIFY(k.defined());
        QCOMPARE_LE(std::abs(*k.value - 0.43024452006014074), 1e-12);
        // statsmodels: 0.20993070442195522 (Wikipedia prints 0.210).
        const Estimate w = fleissKappa(kWikipedia, 5);
        QCOMPARE_LE(std::abs(*w.value - 0.20993070442195522), 1e-12);
    }

    void fleissUndefined_data()
    {
        QTest::addColumn<std::vector<int>>("counts");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no items") << std::vector<int>{} << "no items rated by every rater";
        QTest::newRow("one category") << std::vector<int>{3, 0, 3, 0} << "every rating is in one category";
        QTest::newRow("one rater") << std::vector<int>{1, 0, 0, 1} << "fewer than two raters per item";
        QTest::newRow("ragged") << std::vector<int>{2, 1, 1, 1} << "items have different numbers of ratings";
    }
    void fleissUndefined()
    {
        QFETCH(std::vector<int>, counts);
        QFETCH(QString, reason);
        const Estimate k = fleissKappa(counts, 2);
        QVERIFY(!k.defined());
        QCOMPARE(QString::fromStdString(k.reason), reason);
    }

    void fleissPerfectAgreement()
    {
        const Estimate k = fleissKappa(std::vector<int>{3, 0, 0, 3, 3, 0}, 2);
        QCOMPARE(*k.value, 1.0);
    }

    void percentAgreementCountsUnanimousItems()
    {
        // 5 of the 30 patients got one diagnosis from all six psychiatrists
        // (numpy: mean((row > 0).sum() == 1) = 0.16666666666666666).
        const Estimate p = percentAgreement(kFleiss1971, 5);
        QCOMPARE_LE(std::abs(*p.value - 1.0 / 6.0), 1e-15);
        QVERIFY(!percentAgreement(std::vector<int>{}, 2).defined());
    }

    void cohen()
    {
        // sklearn.metrics.cohen_kappa_score(a, b) = 0.4666666666666667
        const std::vector<int> a = {1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 2, 2};
        const std::vector<int> b = {1, 0, 0, 1, 0, 1, 1, 0, 1, 2, 2, 0};
        QCOMPARE_LE(std::abs(*cohenKappa(a, b).value - 0.4666666666666667), 1e-12);
        QCOMPARE_LE(std::abs(*cohenKappa(b, a).value - 0.4666666666666667), 1e-12);
    }

    void cohenUndefined()
    {
        QVERIFY(!cohenKappa(std::vector<int>{}, std::vector<int>{}).defined());
        const Estimate same = cohenKappa(std::vector<int>{1, 1, 1}, std::vector<int>{1, 1, 1});
        QVERIFY(!same.defined());
        QCOMPARE(QString::fromStdString(same.reason),
                 QStringLiteral("both raters used one and the same category only"));
        // Disagreeing on every item with one category each is defined: kappa 0.
        QCOMPARE(*cohenKappa(std::vector<int>{1, 1}, std::vector<int>{0, 0}).value, 0.0);
    }

    void krippendorffTextbook()
    {
        // Krippendorff (2011), "Computing Krippendorff's alpha-reliability", the
        // nominal example with four coders, twelve units and missing values: alpha
        // = 0.743; a full coincidence-matrix computation in Python gives
        // 0.743421052631579.
        const int m = -9;
        // Units as rows, coders A B C D as columns.
        const std::vector<int> values = {
            1, 1, m, 1, 2, 2, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 2, 3, 4,
            4, 4, 4, 4, 1, 1, 2, 1, 2, 2, 2, 2, m, 5, 5, 5, m, m, 1, 1, m, 3, m, m,
        };
        const Estimate alpha = krippendorffAlphaNominal(values, 4, m);
        QCOMPARE_LE(std::abs(*alpha.value - 0.743421052631579), 1e-12);
    }

    void krippendorffUndefined()
    {
        const int m = -9;
        QVERIFY(!krippendorffAlphaNominal(std::vector<int>{1, m, m, 0}, 2, m).defined());
        const Estimate one = krippendorffAlphaNominal(std::vector<int>{1, 1, 1, 1}, 2, m);
        QVERIFY(!one.defined());
        QCOMPARE(QString::fromStdString(one.reason), QStringLiteral("every value is in one category"));
    }

    // Interval alpha's expected values are exact fractions from
    // tests/metrics/fixtures/krippendorff_alpha_reference.py, written from Krippendorff's
    // (2011) definitions (coincidence matrix, difference functions) without a library.
    void krippendorffIntervalTextbook()
    {
        // Krippendorff (2011), section C, the same table as the nominal example: the paper
        // gives interval alpha = 0.849; the script gives 951/1120 (and reproduces the
        // paper's nominal 0.743, ordinal 0.815 and ratio 0.797, which checks it).
        const double m = std::nan("");
        const std::vector<double> values = {
            1, 1, m, 1, 2, 2, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 2, 3, 4,
            4, 4, 4, 4, 1, 1, 2, 1, 2, 2, 2, 2, m, 5, 5, 5, m, m, 1, 1, m, 3, m, m,
        };
        const Estimate alpha = krippendorffAlphaInterval(values, 4);
        QCOMPARE_LE(std::abs(*alpha.value - 951.0 / 1120.0), 1e-12);
        QCOMPARE(QString::number(*alpha.value, 'f', 3), QStringLiteral("0.849"));
    }

    void krippendorffIntervalTwoRaters()
    {
        // Two raters' 0-5 ratings of eight units, the last rated by one of them only (it
        // drops out): the script's TWO_RATERS gives 105/131.
        const double m = std::nan("");
        const std::vector<double> values = {0, 1, 1, 1, 2, 3, 3, 3, 5, 4, 4, 5, 2, 0, m, 2};
        QCOMPARE_LE(std::abs(*krippendorffAlphaInterval(values, 2).value - 105.0 / 131.0), 1e-12);
        // The sums of any split of the units add up to the whole table's alpha.
        IntervalAlphaSums halves = intervalAlphaSums(std::span(values).first(8), 2);
        halves.add(intervalAlphaSums(std::span(values).subspan(8), 2));
        QCOMPARE_LE(std::abs(*intervalAlpha(halves).value - 105.0 / 131.0), 1e-12);
        // A unit counted twice weighs as two copies of it.
        IntervalAlphaSums twice = intervalAlphaSums(values, 2);
        twice.add(intervalAlphaSums(std::span(values).first(2), 2));
        std::vector<double> copied = values;
        copied.insert(copied.end(), {0, 1});
        QCOMPARE_LE(
            std::abs(*intervalAlpha(twice).value - *krippendorffAlphaInterval(copied, 2).value),
            1e-12);
    }

    void krippendorffIntervalUndefined()
    {
        const double m = std::nan("");
        const Estimate none = krippendorffAlphaInterval(std::vector<double>{1, m, m, 0}, 2);
        QCOMPARE(QString::fromStdString(none.reason),
                 QStringLiteral("no unit has two or more values"));
        const Estimate same = krippendorffAlphaInterval(std::vector<double>{0.1, 0.1, 0.1, 0.1}, 2);
        QCOMPARE(QString::fromStdString(same.reason), QStringLiteral("every value is the same"));
        QVERIFY(!krippendorffAlphaInterval(std::vector<double>{1, 2, 3}, 2).defined());
        // Perfect agreement with some spread is 1; two units rated (1, 4) and (4, 1) are
        // 1 - 3 * 36 / 72 = -0.5 by hand (n = 4, observed 2 * 9 twice, expected 2 * 4 * 34 - 10^2 *
        // 2).
        QCOMPARE(*krippendorffAlphaInterval(std::vector<double>{1, 1, 4, 4}, 2).value, 1.0);
        QCOMPARE(*krippendorffAlphaInterval(std::vector<double>{1, 4, 4, 1}, 2).value, -0.5);
    }
};

QTEST_APPLESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
