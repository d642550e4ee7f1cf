// ESTER scores on cases worked out by hand from the definitions in the ESTER evaluation
// (eval_ans_gen.py and utils.py of the ESTER repository); McNemar p values from
// statsmodels 0.13.5 mcnemar(table, exact=True), which agree with SciPy's binomtest.
#include "metrics/ester.h"

#include <QTest>
#include <map>
#include <random>

using namespace es::metrics::ester;
using Strings = std::vector<std::string>;

namespace {

bool near(const es::metrics::Estimate &e, double v) { return e.defined() && std::abs(*e.value - v) < 1e-12; }

// Exact equality: the cache must give computeStatistics's figures bit for bit.
bool same(const es::metrics::Estimate &x, const es::metrics::Estimate &y)
{
    return x.value == y.value && x.reason == y.reason;
}
bool same(const Means &x, const Means &y)
{
    return x.n == y.n && same(x.tokenF1, y.tokenF1) && same(x.hit1, y.hit1) && same(x.em, y.em);
}
bool sameScores(const std::vector<QuestionScore> &x, const std::vector<QuestionScore> &y)
{
    return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                      [](const QuestionScore &a, const QuestionScore &b) {
                          return a.tokenF1 == b.tokenF1 && a.hit1 == b.hit1 && a.em == b.em;
                      });
}
// The first difference between two statistics, empty when there is none.
std::string difference(const Statistics &x, const Statistics &y)
{
    if (x.questions != y.questions || x.withGold != y.withGold || x.byType != y.byType) {
        return "question counts";
    }
    if (x.evaluations.size() != y.evaluations.size()) {
        return "number of evaluations";
    }
    for (std::size_t r = 0; r < x.evaluations.size(); ++r) {
        const RaterEvaluation &a = x.evaluations[r];
        const RaterEvaluation &b = y.evaluations[r];
        bool types = true;
        for (std::size_t t = 0; t < kRelations; ++t) {
            types = types && same(a.byType[t], b.byType[t]);
        }
        if (a.rater != b.rater || !same(a.overall, b.overall) || !types ||
            a.questions != b.questions || !sameScores(a.scores, b.scores)) {
            return "evaluation " + std::to_string(r);
        }
    }
    if (x.agreement.size() != y.agreement.size()) {
        return "number of pairs";
    }
    for (std::size_t i = 0; i < x.agreement.size(); ++i) {
        const PairAgreement &a = x.agreement[i];
        const PairAgreement &b = y.agreement[i];
        if (a.a != b.a || a.b != b.b || a.n != b.n || !same(a.tokenF1, b.tokenF1) ||
            !same(a.em, b.em)) {
            return "pair " + std::to_string(i);
        }
    }
    if (x.mcnemar.size() != y.mcnemar.size()) {
        return "number of McNemar tests";
    }
    for (std::size_t i = 0; i < x.mcnemar.size(); ++i) {
        const McNemar &a = x.mcnemar[i];
        const McNemar &b = y.mcnemar[i];
        if (a.a != b.a || a.b != b.b || a.metric != b.metric || a.n01 != b.n01 || a.n10 != b.n10 ||
            a.p != b.p) {
            return "McNemar " + std::to_string(i);
        }
    }
    if (x.answersPerQuestion != y.answersPerQuestion ||
        x.answersPerQuestionByType != y.answersPerQuestionByType) {
        return "answers per question";
    }
    if (x.types.raters != y.types.raters || x.types.items != y.types.items ||
        !same(x.types.fleissKappa, y.types.fleissKappa) || x.types.confusion != y.types.confusion ||
        x.types.majority.typed != y.types.majority.typed ||
        x.types.majority.tied != y.types.majority.tied ||
        x.types.majority.counts != y.types.majority.counts) {
        return "relation types";
    }
    const AnswerMicroF1 &mx = x.answerMicroF1;
    const AnswerMicroF1 &my = y.answerMicroF1;
    if (mx.comparisons != my.comparisons || !same(mx.f1, my.f1) ||
        !std::equal(mx.byQuestion.begin(), mx.byQuestion.end(), my.byQuestion.begin(),
                    my.byQuestion.end(), [](const TokenOverlap &a, const TokenOverlap &b) {
                        return a.question == b.question && a.common == b.common &&
                               a.predicted == b.predicted && a.reference == b.reference;
                    })) {
        return "answer micro-F1";
    }
    return {};
}

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
        // Every ASCII character, alone and after a non-ASCII one: Python 3 gives
        // re.sub(r'[^\w\s]', '', ''.join(map(chr, range(128))).lower()).split(' ') ==
        // ['\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f', '0123456789abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz'].
        std::string all;
        for (int c = 0; c < 128; ++c) {
            all += static_cast<char>(c);
        }
        const std::string space = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f";
        const std::string word = "0123456789abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz";
        QCOMPARE(answerTokens(all), (Strings{space, word}));
        QCOMPARE(answerTokens("\xc3\x89" + all), (Strings{"\xc3\xa9" + space, word}));
        for (const std::string &text :
             {std::string(), std::string(" "), std::string("The man's  dog-walk!"), all,
              "\xc3\x89" + all, std::string("Caf\xc3\xa9\xe2\x80\x94Z\xc3\xbcrich ok")}) {
            QCOMPARE(answerTokenCount(text), answerTokens(text).size());
        }
        std::string lowered = all;
        for (char &c : lowered) {
            c = c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
        }
        QCOMPARE(lowercase(all), lowered);
        QCOMPARE(lowercase(all + "\xc3\x89" + all), lowered + "\xc3\xa9" + lowered);
    }

    void wordsCountedOnWhitespace()
    {
        QCOMPARE(wordCount("  the  storm\nthat hit "), std::size_t(4));
        QCOMPARE(wordCount(""), std::size_t(0));
    }

    void answersAgreeWhenEveryPairScoresOne()
    {
        using People = std::vector<std::vector<std::string>>;
        QVERIFY(!answersAgree(People{}).has_value());
        QVERIFY(!answersAgree(People{{"the storm"}}).has_value());
        // Case and punctuation aside, and pooled: token F1 1 both ways.
        QCOMPARE(answersAgree(People{{"The storm!"}, {"the storm"}}), std::optional<bool>(true));
        QCOMPARE(answersAgree(People{{"storm", "flood"}, {"flood storm"}, {"Storm", "Flood"}}),
                 std::optional<bool>(true));
        // The third person's F1 with the others is 2/3 (P = 1/2, R = 1): no agreement.
        QCOMPARE(answersAgree(People{{"storm"}, {"storm"}, {"storm flood"}}),
                 std::optional<bool>(false));
        // An empty answer set against one: F1 0.
        QCOMPARE(answersAgree(People{{}, {"storm"}}), std::optional<bool>(false));
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
        // Each answer is split on its own and empty answers give an empty token, as the
        // evaluation's [t for a in answers for t in normalise(a).split(' ')] does:
        // pred ["", "a", "b"], gold ["a", ""]: P = 2/3, R = 1, F1 = 4/5.
        QCOMPARE_LE(std::abs(tokenF1(Strings{"", "A b!"}, Strings{"a", ""}) - 4.0 / 5), 1e-12);
        // An answer ending in a space keeps its empty token, apart from the next answer's:
        // pred ["x", "", "y"], gold ["x", "y"]: P = 2/3, R = 1.
        QCOMPARE_LE(std::abs(tokenF1(Strings{"x ", "y"}, Strings{"x y"}) - 4.0 / 5), 1e-12);
    }

    void answerDistanceOverEveryPair()
    {
        // Three people: "the cat sat", "a cat sat down", "the cat sat". Token F1 of the pairs:
        // 4/7 (above), 1, 4/7; distance ((1 - 4/7) + 0 + (1 - 4/7)) / 3 = 2/7.
        const std::vector<std::vector<std::string>> three{
            {"the cat sat"}, {"a cat sat down"}, {"the cat sat"}};
        QCOMPARE_LE(std::abs(answerDistance(three) - 2.0 / 7), 1e-12);
        QCOMPARE(answerDistance(std::vector<std::vector<std::string>>{{"x"}}), 0.0);
    }

    void meanTokenF1OfListedQuestions()
    {
        // Three questions' token F1: 4/7, 1 and 0 (the cases above): mean (4/7 + 1) / 3.
        const std::vector<QuestionScore> scores{{4.0 / 7, 1, 0}, {1, 1, 1}, {0, 0, 0}};
        QCOMPARE_LE(std::abs(*meanTokenF1(scores).value - (4.0 / 7 + 1) / 3), 1e-12);
        QVERIFY(!meanTokenF1({}).defined());
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

    void cacheFollowsEditsBitForBit()
    {
        // Random edits of every kind an ESTER session makes (answers set, changed and
        // withdrawn; gold decided and withdrawn; questions added and removed anywhere;
        // people appearing, disappearing and changing places), each followed by
        // StatisticsCache::update; after every one the figures must equal those computed
        // from scratch, exactly.
        static const std::array<std::string_view, 10> vocabulary = {
            "the storm", "Heavy rain", "storm", "protests; riots", "the  attack", "attack!",
            "x",         "",           "Rain",  "bombing"};
        std::mt19937_64 rng(20261126);
        auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
        auto answers = [&] {
            std::vector<std::string_view> out(1 + pick(3));
            for (auto &a : out) {
                a = vocabulary[pick(vocabulary.size())];
            }
            return out;
        };
        std::vector<Question> qs;
        auto question = [&] {
            Question q{static_cast<Relation>(pick(kRelations)), pick(4) != 0, {}, {}};
            if (q.hasGold) {
                q.gold = answers();
                q.events = answers();
            }
            return q;
        };
        for (int i = 0; i < 40; ++i) {
            qs.push_back(question());
        }
        // A rater's answers by question index, turned into RaterAnswers in question order.
        struct Rater
        {
            std::string name;
            bool model = false;
            std::string split;
            std::map<std::uint32_t,
                     std::pair<std::vector<std::string_view>, std::optional<Relation>>>
                answers;
        };
        std::vector<Rater> people;
        for (const char *name : {"ann", "bo", "cy", "model-a", "model-b", "model-c"}) {
            const bool model = std::string_view(name).starts_with("model");
            Rater r{name, model, model ? (name[6] == 'c' ? "test" : "dev") : "", {}};
            for (std::uint32_t q = 0; q < qs.size(); ++q) {
                if (pick(3) != 0) {
                    r.answers[q] = {answers(),
                                    model || pick(2)
                                        ? std::nullopt
                                        : std::optional(static_cast<Relation>(pick(kRelations)))};
                }
            }
            people.push_back(std::move(r));
        }
        auto raters = [&] {
            std::vector<RaterAnswers> out;
            for (const Rater &r : people) {
                if (r.answers.empty()) {
                    continue;
                }
                RaterAnswers ra{r.name, r.model, r.split, {}, {}, {}};
                for (const auto &[q, a] : r.answers) {
                    ra.questions.push_back(q);
                    ra.answers.push_back(a.first);
                    ra.types.push_back(a.second);
                }
                out.push_back(std::move(ra));
            }
            return out;
        };
        auto renumber = [&](std::uint32_t from, int by) {
            for (Rater &r : people) {
                std::map<std::uint32_t,
                         std::pair<std::vector<std::string_view>, std::optional<Relation>>>
                    moved;
                for (auto &[q, a] : r.answers) {
                    moved[q >= from ? static_cast<std::uint32_t>(int(q) + by) : q] = std::move(a);
                }
                r.answers = std::move(moved);
            }
        };

        StatisticsCache cache;
        Statistics incremental = cache.compute(qs, raters());
        for (int edit = 0; edit < 400; ++edit) {
            Change change;
            const std::size_t kind = pick(10);
            if (kind < 5) { // one person's or model's answers
                Rater &r = people[pick(people.size())];
                const auto q = static_cast<std::uint32_t>(pick(qs.size()));
                if (pick(3) == 0) {
                    r.answers.erase(q);
                } else {
                    r.answers[q] = {answers(),
                                    r.model
                                        ? std::nullopt
                                        : std::optional(static_cast<Relation>(pick(kRelations)))};
                }
                change.touched = {q};
            } else if (kind < 7) { // a decision: type and gold
                const auto q = static_cast<std::uint32_t>(pick(qs.size()));
                const std::vector<std::string_view> events = qs[q].events;
                qs[q] = question();
                qs[q].events = events;
                change.touched = {q};
            } else if (kind < 8) { // a question written anywhere, answered by its writer
                const auto k = static_cast<std::uint32_t>(pick(qs.size() + 1));
                renumber(k, 1);
                qs.insert(qs.begin() + k, question());
                people[pick(3)].answers[k] = {answers(), static_cast<Relation>(pick(kRelations))};
                change.inserted = k;
                change.touched = {k};
            } else if (kind < 9 && qs.size() > 1) { // a question removed
                const auto k = static_cast<std::uint32_t>(pick(qs.size()));
                for (Rater &r : people) {
                    r.answers.erase(k);
                }
                renumber(k + 1, -1);
                qs.erase(qs.begin() + k);
                change.removed = k;
            } else { // people change places (a new name sorts first, say)
                std::shuffle(people.begin(), people.end(), rng);
            }
            const std::vector<RaterAnswers> now = raters();
            cache.update(incremental, qs, now, change);
            const std::string diff = difference(incremental, computeStatistics(qs, now));
            if (!diff.empty()) {
                QFAIL(qPrintable(QStringLiteral("edit %1 (kind %2): %3 differs")
                                     .arg(edit)
                                     .arg(kind)
                                     .arg(QString::fromStdString(diff))));
            }
        }
        // The edits left pairs of people with shared questions and McNemar tests to check.
        QVERIFY(!incremental.agreement.empty());
        QVERIFY(!incremental.mcnemar.empty());
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

    void majorityTypeNeedsMoreVotesThanEveryOther()
    {
        // A tie for the most votes names no type, whatever the other votes; so does one vote.
        QCOMPARE(majorityType({3, 0, 0, 0, 0}), std::optional(Relation::Causal));
        QCOMPARE(majorityType({0, 1, 0, 0, 2}), std::optional(Relation::Coreference));
        QCOMPARE(majorityType({2, 2, 1, 0, 0}), std::nullopt);
        QCOMPARE(majorityType({0, 1, 0, 2, 2}), std::nullopt);
        QCOMPARE(majorityType({1, 1, 1, 0, 0}), std::nullopt);
        QCOMPARE(majorityType({0, 0, 1, 0, 0}), std::nullopt);
        QCOMPARE(majorityType({0, 0, 0, 0, 0}), std::nullopt);
        const auto shares = rowShares({1, 3, 0, 0, 0});
        QCOMPARE(*shares[0], 0.25);
        QCOMPARE(*shares[1], 0.75);
        QCOMPARE(*shares[2], 0.0);
        QVERIFY(!rowShares({0, 0, 0, 0, 0})[0].has_value());
    }

    void agreementAsThePaper()
    {
        // Expected values: tests/metrics/fixtures/ester_type_agreement_reference.py case,
        // exact fractions from the definitions (written apart from this code).
        const std::vector<Question> qs = {
            {Relation::Causal, false, {}, {}},      {Relation::Causal, false, {}, {}},
            {Relation::Conditional, false, {}, {}}, {Relation::SubEvent, false, {}, {}},
            {Relation::Coreference, false, {}, {}}, {Relation::Counterfactual, false, {}, {}},
        };
        using R = Relation;
        const std::vector<RaterAnswers> raters = {
            {"p1",
             false,
             "",
             {0, 1, 2, 3, 4, 5},
             {{"the storm"}, {"protests", "the strike"}, {}, {}, {}, {}},
             {R::Causal, R::Conditional, R::Causal, R::SubEvent, R::Coreference,
              R::Counterfactual}},
            {"p2",
             false,
             "",
             {0, 1, 2, 3, 5},
             {{"Heavy storm", "rain."}, {"protests; strike"}, {}, {}, {}},
             {R::Causal, R::Conditional, R::Conditional, R::Coreference, R::Counterfactual}},
            // A model's types are no votes: counted, its Causal would end q2's tie.
            {"m", true, "dev", {0, 2}, {{"storm"}, {"x"}}, {R::Causal, R::Causal}},
            {"p3",
             false,
             "",
             {0, 2, 5},
             {{"storm"}, {"x"}, {}},
             {R::Conditional, R::SubEvent, R::Conditional}},
        };
        // Types without answers (p1 on q2-q5, p2 on q2, q3, q5, p3 on q5) answer nothing:
        // no pair on q2 compares. The reference "protests; strike" splits on ';' into
        // "protests" and " strike", whose leading space makes an empty token, as in the
        // evaluation.
        const Statistics st = computeStatistics(qs, raters);
        const MajorityConfusion &mc = st.types.majority;
        QCOMPARE(mc.typed, std::size_t(5)); // q4 had one typer
        QCOMPARE(mc.tied, std::size_t(2));  // q2 1-1-1, q3 1-1
        QCOMPARE(mc.counts[0], (std::array<std::size_t, kRelations>{1, 1, 0, 0, 0}));
        QCOMPARE(mc.counts[2], (std::array<std::size_t, kRelations>{0, 0, 1, 0, 0}));
        QCOMPARE(mc.counts[1], (std::array<std::size_t, kRelations>{}));
        QCOMPARE(*rowShares(mc.counts[0])[1], 0.5);

        const AnswerMicroF1 &mf = st.answerMicroF1;
        QVERIFY(near(mf.f1, 5.0 / 9));
        QCOMPARE(mf.comparisons, std::size_t(4)); // q0: three pairs; q1: p1 and p2
        QCOMPARE(mf.byQuestion.size(), std::size_t(2));
        QCOMPARE(mf.byQuestion[1].question, std::uint32_t(1));
        QCOMPARE(mf.byQuestion[1].common, std::uint64_t(2));
        QCOMPARE(mf.byQuestion[1].predicted + mf.byQuestion[1].reference, std::uint64_t(6));
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
