// The ESTER figures per split (metrics/ester_splits.h) on a fixture of three passages and
// five questions over three splits, every expected value worked out by hand from the
// definitions in the header (shown beside each) and the tokens checked with Python's
// re.sub(r'[^\w\s]', '', text.lower()).split().
#include "metrics/ester_splits.h"

#include <QTest>

using namespace es::metrics::ester;
using Ngrams = std::vector<NgramCount>;

namespace {

bool near(const es::metrics::Estimate &e, double v)
{
    return e.defined() && std::abs(*e.value - v) < 1e-12;
}

// Tokens: p0 the storm hit power failed (5: the line break and the double space separate
// words), p1 troops stormed the residence freeing 71 captives (7), p2 talks failed (2).
const std::vector<std::string_view> kPassages = {
    "The storm hit.\nPower  failed", "Troops stormed the residence, freeing 71 captives.",
    "Talks failed."};

std::vector<SplitQuestion> questions()
{
    return {
        {0, Relation::Causal, true, "What caused the power to fail?", {"the storm", "storm hit"}},
        {0, Relation::SubEvent, true, "What is included in the storm?", {"power failed"}},
        {1,
         Relation::Causal,
         true,
         "What caused the troops' joy?",
         {"stormed the residence", "freeing captives", "the residence"}},
        {2, Relation::Causal, false, "Why?", {}},
        {1, Relation::Coreference, true, "What  does the raid refer to?", {"the residence"}},
    };
}

// dev lists q0-q2, train q3 and q4, leaktrain q0 again (as a dev record imported twice).
std::vector<SplitListing> splits()
{
    return {{"dev", {0, 1, 2}}, {"train", {3, 4}}, {"leaktrain", {0}}};
}

std::size_t t(Relation r)
{
    return static_cast<std::size_t>(r);
}

} // namespace

class TestEsterSplits : public QObject
{
    Q_OBJECT

  private slots:
    void wordTokensSplitAtEveryRunOfSpace()
    {
        using V = std::vector<std::string>;
        QCOMPARE(wordTokens(kPassages[0]), (V{"the", "storm", "hit", "power", "failed"}));
        // answerTokens splits at single spaces only, as the evaluation does.
        QCOMPARE(answerTokens(kPassages[0]), (V{"the", "storm", "hit\npower", "", "failed"}));
        QCOMPARE(wordTokens("Le café, DÉJÀ vu!\u00a0x"), (V{"le", "café", "déjà", "vu", "x"}));
        QCOMPARE(wordTokens(" \n "), V{});
        QCOMPARE(passageTokenCounts(kPassages), (std::vector<std::size_t>{5, 7, 2}));
    }

    void countsPerSplit()
    {
        const auto qs = questions();
        const auto tokens = passageTokenCounts(kPassages);
        const std::vector<SplitFigures> f = splitFigures(tokens, qs, splits());
        QCOMPARE(f.size(), std::size_t(3));

        const SplitFigures &dev = f[0];
        QCOMPARE(dev.name, std::string("dev"));
        QCOMPARE(dev.passages, std::size_t(2)); // p0, p1
        QCOMPARE(dev.questions, std::size_t(3));
        QCOMPARE(dev.withGold, std::size_t(3));
        QCOMPARE(dev.answers, std::size_t(6));      // 2 + 1 + 3
        QVERIFY(near(dev.answersPerQuestion, 2.0)); // 6 / 3
        QVERIFY(near(dev.passageTokensMean, 6.0));  // (5 + 7) / 2
        QCOMPARE(dev.passageTokensMax, std::size_t(7));
        const SplitTypeFigures &causal = dev.byType[t(Relation::Causal)];
        QCOMPARE(causal.questions, std::size_t(2));
        QVERIFY(near(causal.answersPerQuestion, 2.5)); // (2 + 3) / 2
        QVERIFY(near(dev.byType[t(Relation::SubEvent)].answersPerQuestion, 1.0));
        QCOMPARE(dev.byType[t(Relation::Coreference)].questions, std::size_t(0));
        QVERIFY(!dev.byType[t(Relation::Coreference)].answersPerQuestion.defined());

        const SplitFigures &train = f[1];
        QCOMPARE(train.passages, std::size_t(2)); // p2, p1
        QCOMPARE(train.questions, std::size_t(2));
        QCOMPARE(train.withGold, std::size_t(1)); // q3 has no gold
        QVERIFY(near(train.answersPerQuestion, 1.0));
        QVERIFY(near(train.passageTokensMean, 4.5)); // (2 + 7) / 2
        QCOMPARE(train.passageTokensMax, std::size_t(7));
        // Its one causal question has no gold: counted, but no answers per question.
        QCOMPARE(train.byType[t(Relation::Causal)].questions, std::size_t(1));
        QVERIFY(!train.byType[t(Relation::Causal)].answersPerQuestion.defined());
        QVERIFY(near(train.byType[t(Relation::Coreference)].answersPerQuestion, 1.0));

        const SplitFigures &leak = f[2];
        QCOMPARE(leak.passages, std::size_t(1));
        QVERIFY(near(leak.answersPerQuestion, 2.0));
        QVERIFY(near(leak.passageTokensMean, 5.0));
    }

    void ngramsPerType()
    {
        const auto qs = questions();
        const auto tokens = passageTokenCounts(kPassages);
        const std::vector<SplitFigures> f = splitFigures(tokens, qs, splits());
        const SplitTypeFigures &causal = f[0].byType[t(Relation::Causal)];
        QCOMPARE(causal.questionLeads, (Ngrams{{"what caused the", 2}}));
        // q0: the storm, storm hit; q2: stormed the, the residence, freeing captives, the
        // residence. Ties of 1 in byte order.
        QCOMPARE(causal.answerNgrams, (Ngrams{{"the residence", 2},
                                              {"freeing captives", 1},
                                              {"storm hit", 1},
                                              {"stormed the", 1},
                                              {"the storm", 1}}));
        QCOMPARE(f[0].byType[t(Relation::SubEvent)].questionLeads,
                 (Ngrams{{"what is included", 1}}));
        QCOMPARE(f[0].byType[t(Relation::SubEvent)].answerNgrams, (Ngrams{{"power failed", 1}}));
        // "Why?" is shorter than the lead: all of it; the double space makes no empty token.
        QCOMPARE(f[1].byType[t(Relation::Causal)].questionLeads, (Ngrams{{"why", 1}}));
        QCOMPARE(f[1].byType[t(Relation::Causal)].answerNgrams, Ngrams{});
        QCOMPARE(f[1].byType[t(Relation::Coreference)].questionLeads,
                 (Ngrams{{"what does the", 1}}));

        // Two kept, leads of one token, answers as unigrams.
        const std::vector<SplitFigures> g = splitFigures(tokens, qs, splits(), {1, 1, 2});
        QCOMPARE(g[0].byType[t(Relation::Causal)].questionLeads, (Ngrams{{"what", 2}}));
        // the: 1 (q0) + 2 (q2) = 3; residence 2 and storm 2, residence first in byte order.
        QCOMPARE(g[0].byType[t(Relation::Causal)].answerNgrams,
                 (Ngrams{{"the", 3}, {"residence", 2}}));
    }

    void sharedPassagesNameTheirSplits()
    {
        const auto qs = questions();
        // p0: dev (q0, q1) and leaktrain (q0); p1: dev (q2) and train (q4); p2 train only.
        QCOMPARE(sharedPassages(qs, splits()),
                 (std::vector<SharedPassage>{{0, {"dev", "leaktrain"}}, {1, {"dev", "train"}}}));
        const std::vector<SplitListing> apart = {{"dev", {0, 1}}, {"train", {3}}};
        QCOMPARE(sharedPassages(qs, apart), std::vector<SharedPassage>{});
        const std::vector<SplitListing> empty = {{"dev", {}}};
        const auto none = splitFigures(passageTokenCounts(kPassages), qs, empty);
        QVERIFY(!none[0].passageTokensMean.defined());
        QVERIFY(!none[0].answersPerQuestion.defined());
    }
};

QTEST_GUILESS_MAIN(TestEsterSplits)
#include "tst_ester_splits.moc"
