// A model over its runs with several seeds (ESTER, Table 3): the mean and sample standard
// deviation of a figure over the runs, which runs are one model's seeds, and ESTER's token
// F1, HIT@1 and EM over them.
#include "metrics/ester_seeds.h"
#include "metrics/model_seeds.h"

#include <QTest>
#include <cmath>

using namespace es::metrics;

namespace {

bool near(const Estimate &e, double v)
{
    return e.defined() && std::abs(*e.value - v) <= 1e-12 * std::max(1.0, std::abs(v));
}

std::vector<Estimate> estimates(std::initializer_list<double> values)
{
    std::vector<Estimate> out;
    for (const double v : values) {
        out.push_back(Estimate::of(v));
    }
    return out;
}

ester::Means means(double tokenF1, double hit1, double em)
{
    return {10, Estimate::of(tokenF1), Estimate::of(hit1), Estimate::of(em)};
}

} // namespace

class TestModelSeeds : public QObject
{
    Q_OBJECT

  private slots:
    // Expected values: tests/metrics/fixtures/model_seeds_reference.py, which prints
    // Python's statistics.mean and statistics.stdev of each list (exact sums of the floats,
    // rounded once).
    void spreadAgainstPython_data()
    {
        QTest::addColumn<std::vector<double>>("runs");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("sd");
        // The textbook example: population sd 2, the sample's sqrt(32/7).
        QTest::newRow("textbook") << std::vector<double>{2, 4, 4, 4, 5, 5, 7, 9} << 5.0
                                  << 2.1380899352993952;
        QTest::newRow("three seeds") << std::vector<double>{0.712, 0.708, 0.725}
                                     << 0.71499999999999997 << 0.0088881944173155973;
        // A sum of squares less n times the squared mean loses this spread to cancellation.
        QTest::newRow("close runs")
            << std::vector<double>{1e9 + 1, 1e9 + 2, 1e9 + 3} << 1e9 + 2 << 1.0;
        QTest::newRow("ester runs")
            << std::vector<double>{0.6661544028013016, 0.7285095202652869, 0.5575887931677264}
            << 0.65075090541143832 << 0.086495228404631294;
    }
    void spreadAgainstPython()
    {
        QFETCH(std::vector<double>, runs);
        QFETCH(double, mean);
        QFETCH(double, sd);
        std::vector<Estimate> given;
        for (const double v : runs) {
            given.push_back(Estimate::of(v));
        }
        const SeedSpread s = seedSpread(given);
        QCOMPARE(s.n, runs.size());
        QVERIFY(near(s.mean, mean));
        QVERIFY2(near(s.sd, sd), std::to_string(s.sd.value.value_or(-1)).c_str());
    }

    // A run without the figure is left out: the others' spread, n counting them only. One
    // run has a mean and no spread; none has neither.
    void undefinedRunsAndFewRuns()
    {
        std::vector<Estimate> runs = estimates({0.712, 0.708, 0.725});
        runs.insert(runs.begin() + 1, Estimate::undefined("no questions with gold"));
        const SeedSpread s = seedSpread(runs);
        QCOMPARE(s.n, std::size_t(3));
        QVERIFY(near(s.sd, 0.0088881944173155973));

        const SeedSpread one = seedSpread(estimates({0.7}));
        QCOMPARE(one.n, std::size_t(1));
        QVERIFY(near(one.mean, 0.7));
        QVERIFY(!one.sd.defined());
        QVERIFY(!one.sd.reason.empty());

        const SeedSpread none = seedSpread({});
        QCOMPARE(none.n, std::size_t(0));
        QVERIFY(!none.mean.defined());
        QVERIFY(!none.sd.defined());
    }

    // Runs are grouped by model and part, in that order; a run that names no model stands
    // alone and is in no group.
    void groupsByModelAndPart()
    {
        const std::vector<SeedRun> runs = {{"roberta", "test"}, {"", "dev"},
                                           {"bart", "dev"},     {"roberta", "dev"},
                                           {"roberta", "test"}, {"bart", "dev"}};
        const std::vector<SeedGroup> g = groupSeedRuns(runs);
        QCOMPARE(g.size(), std::size_t(3));
        QCOMPARE(g[0].model, std::string("bart"));
        QCOMPARE(g[0].runs, (std::vector<std::size_t>{2, 5}));
        QCOMPARE(g[1].model, std::string("roberta"));
        QCOMPARE(g[1].part, std::string("dev"));
        QCOMPARE(g[1].runs, (std::vector<std::size_t>{3}));
        QCOMPARE(g[2].part, std::string("test"));
        QCOMPARE(g[2].runs, (std::vector<std::size_t>{0, 4}));
    }

    // Raters: a person, three seeds of "uqa" on dev with the token F1 of the "ester runs"
    // row above, and a lone model. HIT@1 0.8, 0.9, 1.0: mean 0.9, sample sd 0.1 (by hand:
    // squares 0.01 + 0 + 0.01 over 2). EM 0.2, 0.2, 0.5: mean 0.3, sd sqrt(0.06 / 2).
    void esterSeedsOverTheRatersOverallMeans()
    {
        ester::Statistics st;
        st.evaluations.resize(5);
        st.evaluations[0].overall = means(0.9, 0.9, 0.9);
        st.evaluations[1].overall = means(0.6661544028013016, 0.8, 0.2);
        st.evaluations[2].overall = means(0.7285095202652869, 0.9, 0.2);
        st.evaluations[3].overall = means(0.5575887931677264, 1.0, 0.5);
        st.evaluations[4].overall = means(0.1, 0.1, 0.1);
        for (std::size_t r = 0; r < 5; ++r) {
            st.evaluations[r].rater = r;
        }
        const std::vector<SeedRun> runs = {
            {"", ""}, {"uqa", "dev"}, {"uqa", "dev"}, {"uqa", "dev"}, {"", "dev"}};
        const std::vector<ester::SeedSummary> s = ester::seedSummaries(runs, st);
        QCOMPARE(s.size(), std::size_t(1));
        QCOMPARE(s[0].model, std::string("uqa"));
        QCOMPARE(s[0].split, std::string("dev"));
        QCOMPARE(s[0].raters, (std::vector<std::size_t>{1, 2, 3}));
        QVERIFY(near(s[0].tokenF1.mean, 0.65075090541143832));
        QVERIFY(near(s[0].tokenF1.sd, 0.086495228404631294));
        QVERIFY(near(s[0].hit1.mean, 0.9));
        QVERIFY(near(s[0].hit1.sd, 0.1));
        QVERIFY(near(s[0].em.mean, 0.3));
        QVERIFY(near(s[0].em.sd, std::sqrt(0.03)));
        QCOMPARE(s[0].em.n, std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestModelSeeds)
#include "tst_model_seeds.moc"
