// ESTER scores on cases worked out by hand from the definitions in the ESTER evaluation
// (eval_ans_gen.py and utils.py of the ESTER repository); McNemar p values from
// statsmodels 0.13.5 mcnemar(table, exact=True), which agree with SciPy's binomtest.
#include "metrics/ester.h"

#include <QTest>

using namespace es::metrics::ester;
using Strings = std::vector<std::string>;

namespace {

bool near(const es::metrics::Estimate &e, double v) { return e.defined() && std::abs(*e.value - v) < 1e-12; }

} // namespace

class TestEsterMetrics : public QObject
{
    Q_OBJECT

  private slots:
    void tokensFollowTheEvaluation()
    {
        // re.sub(r'[^\w\s]', '', s.lower()).split(' '): the double space leaves an empty token.
        QCOMPARE(answerTokens("The man's  dog-walk!"), (Strings{"the", "mans", "", "dogwalk"}));
        // Non-ASCII letters are word characters and lowercase; the dash is dropped.
        QCOMPARE(answerTokens("Café\xe2\x80\x94Z\xc3\xbcrich"), (Strings{"caf\xc3\xa9z\xc3\xbcrich"}));
        QCOMPARE(lowercase("\xc3\x84RGER \xc3\x9c" "BER"), std::string("\xc3\xa4rger \xc3\xbc" "ber"));
        QCOMPARE(answerTokens("snake_case 42"), (Strings{"snake_case", "42"}));
    }

    void wordsCountedOnWhitespace()
    {
        QCOMPARE(wordCount("  the  storm\nthat hit "), std::size_t(4));
        QCOMPARE(wordCount(""), std::size_t(0));
    }

    void tokenF1OnPooledMultisets()
    {
        // P = 2/3, R = 2/4: F1 = 4/7.
        QCOMPARE_LE(std::abs(tokenF1(Strings{"the cat sat"}, Strings{"a cat sat down"}) - 4.0 / 7), 1e-12);
        // Multisets: one "cat" of two is right: P = 1/2, R = 1, F1 = 2/3.
        QCOMPARE_LE(std::abs(tokenF1(Strings{"cat cat"}, Strings{"cat"}) - 2.0 / 3), 1e-12);
        // Answers are pooled before counting: P = 1, R = 3/4, F1 = 6/7.
        QCOMPARE_LE(std::abs(tokenF1(Strings{"killed", "The attack"}, Strings{"the attack that killed"}) - 6.0 / 7),
                    1e-12);
        QCOMPARE(tokenF1(Strings{}, Strings{"x"}), 0.0);
        QCOMPARE(tokenF1(Strings{"Storm!"}, Strings{"storm"}), 1.0);
    }

    void hitAt1LooksAtTheFirstAnswerOnly()
    {
        QCOMPARE(hitAt1(Strings{"the bombing", "killed"}, Strings{"Killed"}), 0.0);
        QCOMPARE(hitAt1(Strings{"killed", "the bombing"}, Strings{"Killed"}), 1.0);
        // A substring, not a token: "kill" is in "skilled".
        QCOMPARE(hitAt1(Strings{"skilled workers"}, Strings{"kill"}), 1.0);
        QCOMPARE(hitAt1(Strings{"anything"}, Strings{}), 0.0);
        QCOMPARE(hitAt1(Strings{}, Strings{"x"}), 0.0);
    }

    void exactMatchComparesSets()
    {
        QCOMPARE(exactMatch(Strings{"A", "b", "a"}, Strings{"b", "a"}), 1.0);
        QCOMPARE(exactMatch(Strings{"a"}, Strings{"a", "b"}), 0.0);
        // The evaluation joins gold answers with ';' and splits them again.
        QCOMPARE(exactMatch(Strings{"x", "y"}, Strings{"x;y"}), 1.0);
    }

    void mcnemarExact()
    {
        // statsmodels mcnemar([[0, n01], [n10, 0]], exact=True).pvalue
        QCOMPARE_LE(std::abs(mcnemarExactP(3, 10) - 0.09228515625), 1e-12);
        QCOMPARE_LE(std::abs(mcnemarExactP(0, 5) - 0.0625), 1e-12);
        QCOMPARE(mcnemarExactP(7, 7), 1.0);
        QCOMPARE_LE(std::abs(mcnemarExactP(40, 62) - 0.03706676743856045), 1e-10);
        QCOMPARE_LE(std::abs(mcnemarExactP(1500, 1610) - 0.050619011248128856), 1e-9);
        QCOMPARE(mcnemarExactP(0, 0), 1.0);
    }

    void statistics()
    {
        const std::vector<Question> qs = {
            {Relation::Causal, true, {"the storm", "heavy rain"}, {"storm", "rain"}},
            {Relation::Causal, true, {"protests"}, {"protests"}},
            {Relation::Coreference, true, {"the attack"}, {"attack"}},
            {Relation::SubEvent, false, {}, {"x"}},
        };
        auto rater = [](std::string name, bool model, std::string split, std::vector<std::uint32_t> q,
                        std::vector<std::vector<std::string_view>> a, std::vector<std::optional<Relation>> t) {
            if (t.empty()) {
                t.resize(q.size());
            }
            return RaterAnswers{std::move(name), model, std::move(split), std::move(q), std::move(a), std::move(t)};
        };
        const std::vector<RaterAnswers> raters = {
            rater("m1", true, "dev", {0, 1, 2, 3}, {{"heavy rain", "the storm"}, {"the protests"}, {"bombing"}, {"x"}}, {}),
            rater("m2", true, "dev", {0, 1, 2}, {{"the storm"}, {"protests"}, {"the attack"}}, {}),
            rater("m3", true, "test", {0}, {{"storm"}}, {}),
            rater("ann_a", false, "", {0, 1, 2}, {{"the storm"}, {"protests"}, {"the attack"}},
                  {Relation::Causal, Relation::Conditional, Relation::Coreference}),
            rater("ann_b", false, "", {0, 2, 3}, {{"the storm", "heavy rain"}, {"attack"}, {"y", "z"}},
                  {Relation::Causal, Relation::Coreference, Relation::SubEvent}),
        };
        const Statistics st = computeStatistics(qs, raters);
        QCOMPARE(st.questions, std::size_t(4));
        QCOMPARE(st.withGold, std::size_t(3));
        QCOMPARE(st.byType[0], std::size_t(2));
        QCOMPARE(st.byType[3], std::size_t(1));

        // m1: q0 (1, 1, 1), q1 (F1 2/3, 1, 0), q2 (0, 0, 0); q3 has no gold.
        const RaterEvaluation &m1 = st.evaluations[0];
        QCOMPARE(m1.overall.n, std::size_t(3));
        QVERIFY(near(m1.overall.tokenF1, 5.0 / 9));
        QVERIFY(near(m1.overall.hit1, 2.0 / 3));
        QVERIFY(near(m1.overall.em, 1.0 / 3));
        QVERIFY(near(m1.byType[0].tokenF1, 5.0 / 6));
        QVERIFY(near(m1.byType[0].hit1, 1.0));
        QVERIFY(near(m1.byType[0].em, 0.5));
        QVERIFY(near(m1.byType[4].tokenF1, 0.0));
        QVERIFY(!m1.byType[3].tokenF1.defined());
        QCOMPARE(m1.questions, (std::vector<std::uint32_t>{0, 1, 2}));

        // m2: q0 (2/3, 1, 0), q1 (1, 1, 1), q2 (1, 1, 1).
        QVERIFY(near(st.evaluations[1].overall.tokenF1, (2.0 / 3 + 2) / 3));
        QVERIFY(near(st.evaluations[1].overall.em, 2.0 / 3));

        // Only m1 and m2 share a split. HIT@1: m1 misses q2 where m2 hits. EM: m2 right
        // on q1 and q2 where m1 is wrong, m1 right on q0 where m2 is wrong.
        QCOMPARE(st.mcnemar.size(), std::size_t(2));
        QCOMPARE(st.mcnemar[0].metric, std::string("hit1"));
        QCOMPARE(st.mcnemar[0].n01, std::size_t(1));
        QCOMPARE(st.mcnemar[0].n10, std::size_t(0));
        QCOMPARE(st.mcnemar[1].n01, std::size_t(2));
        QCOMPARE(st.mcnemar[1].n10, std::size_t(1));
        QCOMPARE(st.mcnemar[1].p, 1.0);

        // ann_a and ann_b both answered q0 (F1 2/3, EM 0) and q2 (F1 2/3, EM 0).
        QCOMPARE(st.agreement.size(), std::size_t(1));
        QCOMPARE(st.agreement[0].a, std::size_t(3));
        QCOMPARE(st.agreement[0].n, std::size_t(2));
        QVERIFY(near(st.agreement[0].tokenF1, 2.0 / 3));
        QVERIFY(near(st.agreement[0].em, 0.0));

        // Gold: 4 answers over 3 questions; m1: 5 over 4; ann_b: 5 over 3.
        QCOMPARE_LE(std::abs(st.answersPerQuestion[0] - 4.0 / 3), 1e-12);
        QCOMPARE_LE(std::abs(st.answersPerQuestion[1] - 1.25), 1e-12);
        QCOMPARE_LE(std::abs(st.answersPerQuestion[5] - 5.0 / 3), 1e-12);
        QCOMPARE(*st.answersPerQuestionByType[0][0], 1.5);
        QVERIFY(!st.answersPerQuestionByType[0][1].has_value());

        // Both people typed q0 and q2 alike: kappa 1 on two items. ann_a called the
        // causal q1 conditional.
        QCOMPARE(st.types.raters, (std::vector<std::size_t>{3, 4}));
        QCOMPARE(st.types.items, std::size_t(2));
        QVERIFY(near(st.types.fleissKappa, 1.0));
        QCOMPARE(st.types.confusion[0][1][0], std::size_t(1));
        QCOMPARE(st.types.confusion[0][0][0], std::size_t(1));
        QCOMPARE(st.types.confusion[1][3][3], std::size_t(1));
    }

    void relationNames()
    {
        QCOMPARE(relationFromFileName("Indicative Conditional"), std::optional(Relation::Conditional));
        QCOMPARE(relationName(Relation::SubEvent), std::string_view("sub-event"));
        QVERIFY(!relationFromFileName("causal").has_value());
        QCOMPARE(relationFromName("counterfactual"), std::optional(Relation::Counterfactual));
    }
};

QTEST_APPLESS_MAIN(TestEsterMetrics)
#include "tst_ester_metrics.moc"
