// StatisticsCache::summarise: every ESTER figure from the kept scores (the means by relation
// type, the people's agreement, the models' McNemar tests and the agreement on types).
#include "metrics/agreement.h"
#include "metrics/ester.h"
#include "metrics/ester_parts.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace es::metrics::ester {

namespace {

Means meansOf(std::size_t n, double f1Sum, double hitSum, double emSum)
{
    Means m;
    m.n = n;
    if (n == 0) {
        const char *why = "no answered questions with gold answers";
        m.tokenF1 = m.hit1 = m.em = Estimate::undefined(why);
    } else {
        m.tokenF1 = Estimate::of(f1Sum / double(n));
        m.hit1 = Estimate::of(hitSum / double(n));
        m.em = Estimate::of(emSum / double(n));
    }
    return m;
}

// The mean of each type's sum over its count; none for a type with a count of 0.
std::array<std::optional<double>, kRelations> perType(const std::array<double, kRelations> &sum,
                                                      const std::array<std::size_t, kRelations> &n)
{
    std::array<std::optional<double>, kRelations> out{};
    for (std::size_t t = 0; t < kRelations; ++t) {
        if (n[t] > 0) {
            out[t] = sum[t] / double(n[t]);
        }
    }
    return out;
}

// The questions by type and with gold, and the gold's answers per question (the first
// entry of the answers per question).
void summariseGold(Statistics &st, std::span<const Question> questions)
{
    std::array<double, kRelations> goldAnswerSum{};
    std::array<std::size_t, kRelations> goldQuestions{};
    for (const Question &qu : questions) {
        const auto t = static_cast<std::size_t>(qu.type);
        ++st.byType[t];
        if (qu.hasGold) {
            ++st.withGold;
            goldAnswerSum[t] += double(qu.gold.size());
            ++goldQuestions[t];
        }
    }

    double s = 0;
    std::size_t n = 0;
    for (std::size_t t = 0; t < kRelations; ++t) {
        s += goldAnswerSum[t];
        n += goldQuestions[t];
    }
    st.answersPerQuestion.push_back(n ? s / double(n) : 0.0);
    st.answersPerQuestionByType.push_back(perType(goldAnswerSum, goldQuestions));
}

// A rater's means by type and overall from its kept scores, and its answers per question.
void summariseRater(Statistics &st, std::span<const Question> questions, const RaterAnswers &ra,
                    RaterEvaluation &ev)
{
    std::array<double, kRelations> f1s{}, hits{}, ems{}, answerSum{};
    std::array<std::size_t, kRelations> ns{}, answered{};
    for (std::size_t i = 0; i < ra.questions.size(); ++i) {
        const auto t = static_cast<std::size_t>(questions[ra.questions[i]].type);
        answerSum[t] += double(ra.answers[i].size());
        ++answered[t];
    }
    // In question order, as the scores were first summed.
    for (std::size_t i = 0; i < ev.questions.size(); ++i) {
        const auto t = static_cast<std::size_t>(questions[ev.questions[i]].type);
        const QuestionScore &s = ev.scores[i];
        f1s[t] += s.tokenF1;
        hits[t] += s.hit1;
        ems[t] += s.em;
        ++ns[t];
    }
    double f = 0, h = 0, e = 0, a = 0;
    std::size_t n = 0, an = 0;
    for (std::size_t t = 0; t < kRelations; ++t) {
        ev.byType[t] = meansOf(ns[t], f1s[t], hits[t], ems[t]);
        f += f1s[t];
        h += hits[t];
        e += ems[t];
        n += ns[t];
        a += answerSum[t];
        an += answered[t];
    }
    ev.overall = meansOf(n, f, h, e);
    st.answersPerQuestion.push_back(an ? a / double(an) : 0.0);
    st.answersPerQuestionByType.push_back(perType(answerSum, answered));
}

// Two people's agreement from their kept scores on the questions both answered.
PairAgreement agreementOf(std::size_t a, std::size_t b, std::span<const QuestionScore> scores)
{
    PairAgreement pa{a, b, scores.size(), {}, {}};
    double f = 0, e = 0;
    for (const QuestionScore &s : scores) {
        f += s.tokenF1;
        e += s.em;
    }
    if (pa.n == 0) {
        pa.tokenF1 = pa.em = Estimate::undefined("no question answered by both");
    } else {
        pa.tokenF1 = Estimate::of(f / double(pa.n));
        pa.em = Estimate::of(e / double(pa.n));
    }
    return pa;
}

// Models of one split against each other, question by question.
void compareModels(Statistics &st, std::span<const RaterAnswers> raters)
{
    for (std::size_t a = 0; a < st.evaluations.size(); ++a) {
        for (std::size_t b = a + 1; b < st.evaluations.size(); ++b) {
            const RaterAnswers &ra = raters[a];
            const RaterAnswers &rb = raters[b];
            if (!ra.model || !rb.model || ra.split != rb.split) {
                continue;
            }
            const RaterEvaluation &ea = st.evaluations[a];
            const RaterEvaluation &eb = st.evaluations[b];
            McNemar hit{a, b, "hit1", 0, 0, 1.0};
            McNemar em{a, b, "em", 0, 0, 1.0};
            forEachCommon(ea.questions, eb.questions, [&](std::size_t i, std::size_t j) {
                const QuestionScore &x = ea.scores[i];
                const QuestionScore &y = eb.scores[j];
                hit.n01 += x.hit1 == 0 && y.hit1 == 1;
                hit.n10 += x.hit1 == 1 && y.hit1 == 0;
                em.n01 += x.em == 0 && y.em == 1;
                em.n10 += x.em == 1 && y.em == 0;
            });
            hit.p = mcnemarExactP(hit.n01, hit.n10);
            em.p = mcnemarExactP(em.n01, em.n10);
            st.mcnemar.push_back(std::move(hit));
            st.mcnemar.push_back(std::move(em));
        }
    }
}

// Each question two or more people typed, in the cell of its own type and its majority.
void summariseMajority(MajorityConfusion &mc, std::span<const Question> questions,
                       const std::vector<std::array<std::size_t, kRelations>> &votes,
                       const std::vector<std::size_t> &typedBy)
{
    for (std::size_t q = 0; q < questions.size(); ++q) {
        if (typedBy[q] < 2) {
            continue;
        }
        ++mc.typed;
        if (const std::optional<Relation> m = majorityType(votes[q])) {
            ++mc.counts[static_cast<std::size_t>(questions[q].type)][static_cast<std::size_t>(*m)];
        } else {
            ++mc.tied;
        }
    }
}

// The token counts summed per question (overlap[q].question is q where some pair answered
// question q, else no question's).
AnswerMicroF1 answerMicroF1Of(const std::vector<TokenOverlap> &overlap, std::size_t comparisons)
{
    AnswerMicroF1 out;
    out.comparisons = comparisons;
    for (std::size_t q = 0; q < overlap.size(); ++q) {
        if (overlap[q].question == q) {
            out.byQuestion.push_back(overlap[q]);
        }
    }
    out.f1 = microF1(out.byQuestion);
    return out;
}

// Relation types given by people: Fleiss' kappa on the questions all of them typed,
// and each person's types against the question's own.
void summariseTypes(TypeAgreement &ta, std::span<const Question> questions,
                    std::span<const RaterAnswers> raters)
{
    std::vector<std::size_t> typedBy(questions.size(), 0);
    std::vector<std::array<std::size_t, kRelations>> votes(questions.size());
    for (std::size_t r = 0; r < raters.size(); ++r) {
        if (raters[r].model) {
            continue;
        }
        std::array<std::array<std::size_t, kRelations>, kRelations> conf{};
        bool any = false;
        for (std::size_t i = 0; i < raters[r].questions.size(); ++i) {
            if (const auto &t = raters[r].types[i]) {
                any = true;
                ++typedBy[raters[r].questions[i]];
                ++votes[raters[r].questions[i]][static_cast<std::size_t>(*t)];
                ++conf[static_cast<std::size_t>(*t)]
                      [static_cast<std::size_t>(questions[raters[r].questions[i]].type)];
            }
        }
        if (any) {
            ta.raters.push_back(r);
            ta.confusion.push_back(conf);
        }
    }
    summariseMajority(ta.majority, questions, votes, typedBy);
    if (ta.raters.size() < 2) {
        ta.fleissKappa = Estimate::undefined("fewer than two people gave relation types");
    } else {
        std::vector<int> counts;
        for (std::size_t q = 0; q < questions.size(); ++q) {
            if (typedBy[q] == ta.raters.size()) {
                counts.resize(counts.size() + kRelations, 0);
                ++ta.items;
            }
        }
        std::vector<std::size_t> row(questions.size(), 0);
        for (std::size_t q = 0, k = 0; q < questions.size(); ++q) {
            if (typedBy[q] == ta.raters.size()) {
                row[q] = k++;
            }
        }
        for (std::size_t r : ta.raters) {
            for (std::size_t i = 0; i < raters[r].questions.size(); ++i) {
                const std::uint32_t q = raters[r].questions[i];
                if (typedBy[q] == ta.raters.size() && raters[r].types[i]) {
                    ++counts[row[q] * kRelations + static_cast<std::size_t>(*raters[r].types[i])];
                }
            }
        }
        ta.fleissKappa = fleissKappa(counts, kRelations);
    }
}

} // namespace

std::optional<Relation> majorityType(const std::array<std::size_t, kRelations> &votes)
{
    std::size_t best = 0;
    std::size_t total = 0;
    bool tied = false;
    for (std::size_t t = 0; t < kRelations; ++t) {
        total += votes[t];
        if (votes[t] > votes[best]) {
            best = t;
            tied = false;
        } else if (t != best && votes[t] == votes[best]) {
            tied = true;
        }
    }
    if (total < 2 || tied) {
        return std::nullopt;
    }
    return static_cast<Relation>(best);
}

std::array<std::optional<double>, kRelations>
rowShares(const std::array<std::size_t, kRelations> &row)
{
    std::size_t total = 0;
    for (const std::size_t n : row) {
        total += n;
    }
    std::array<std::optional<double>, kRelations> out{};
    if (total > 0) {
        for (std::size_t t = 0; t < kRelations; ++t) {
            out[t] = double(row[t]) / double(total);
        }
    }
    return out;
}

Estimate microF1(std::span<const TokenOverlap> questions)
{
    if (questions.empty()) {
        return Estimate::undefined("no question answered by two people");
    }
    std::uint64_t common = 0;
    std::uint64_t tokens = 0;
    for (const TokenOverlap &o : questions) {
        common += o.common;
        tokens += o.predicted + o.reference;
    }
    if (tokens == 0) {
        return Estimate::undefined("no answer tokens to compare");
    }
    return Estimate::of(2 * double(common) / double(tokens));
}

void StatisticsCache::summarise(Statistics &st, std::span<const Question> questions,
                                std::span<const RaterAnswers> raters) const
{
    st.questions = questions.size();
    st.withGold = 0;
    st.byType = {};
    st.agreement.clear();
    st.mcnemar.clear();
    st.answersPerQuestion.clear();
    st.answersPerQuestionByType.clear();
    st.types = {};
    st.answerMicroF1 = {};

    summariseGold(st, questions);
    for (std::size_t r = 0; r < raters.size(); ++r) {
        summariseRater(st, questions, raters[r], st.evaluations[r]);
    }
    std::vector<TokenOverlap> overlap(questions.size(), {std::uint32_t(-1), 0, 0, 0});
    std::size_t comparisons = 0;
    for (const PairScores &ps : pairs_) {
        st.agreement.push_back(agreementOf(ps.a, ps.b, ps.scores));
        for (std::size_t i = 0; i < ps.questions.size(); ++i) {
            // A person who typed a question but gave no answer did not answer it.
            if (ps.scores[i].predictedTokens == 0 || ps.scores[i].referenceTokens == 0) {
                continue;
            }
            TokenOverlap &o = overlap[ps.questions[i]];
            o.question = ps.questions[i];
            o.common += ps.scores[i].commonTokens;
            o.predicted += ps.scores[i].predictedTokens;
            o.reference += ps.scores[i].referenceTokens;
            ++comparisons;
        }
    }
    st.answerMicroF1 = answerMicroF1Of(overlap, comparisons);
    compareModels(st, raters);
    summariseTypes(st.types, questions, raters);
}

} // namespace es::metrics::ester
