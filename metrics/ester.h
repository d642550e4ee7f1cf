#pragma once
// ESTER question answering: the per-question scores of the ESTER evaluation
// (eval_ans_gen.py in the ESTER repository) and the statistics built on them.
//
// Text handling follows that script exactly, because published figures depend on it:
// answers are lowercased, every character that is neither a word character nor
// whitespace is deleted, and the rest is split on single spaces, so a run of two
// spaces yields an empty token that counts like any other.

#include "metrics/estimate.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace es::metrics::ester {

enum class Relation : std::uint8_t { Causal, Conditional, Counterfactual, SubEvent, Coreference };
inline constexpr std::size_t kRelations = 5;

// EventScope's names: causal, conditional, counterfactual, sub-event, coreference.
std::string_view relationName(Relation r);
std::optional<Relation> relationFromName(std::string_view name);
// The released files' names: "Causal", "Indicative Conditional", "Counterfactual
// Conditional", "Sub-event", "Coreference".
std::string_view relationFileName(Relation r);
std::optional<Relation> relationFromFileName(std::string_view name);

// Unicode lowercase of UTF-8 text (one code point to one code point).
std::string lowercase(std::string_view utf8);
// The evaluation's unigrams of one answer, in order.
std::vector<std::string> answerTokens(std::string_view answer);
// answerTokens(answer).size(), without a string a token.
std::size_t answerTokenCount(std::string_view answer);
// Whitespace-separated words, as people count answer length.
std::size_t wordCount(std::string_view text);
// The evaluation's unigrams of a text that may hold line breaks or runs of spaces (a
// passage, a question as written): lowercased and punctuation deleted as answerTokens, then
// split at every run of white space, so no token is empty or spans a line break. For text
// with single spaces only it is answerTokens.
std::vector<std::string> wordTokens(std::string_view text);
// The ESTER guidelines' longest answer, in words: new answers are held to it, released ones
// over it are kept with a warning.
inline constexpr std::size_t kMaxAnswerWords = 12;

// Token F1 of all predicted answers pooled against all gold answers pooled.
double tokenF1(std::span<const std::string> predicted, std::span<const std::string> gold);
// Whether people who answered a question agree: every two of their answer sets score token
// F1 1 against each other. Nullopt with fewer than two people.
std::optional<bool> answersAgree(std::span<const std::vector<std::string>> people);
// 1 when the first predicted answer contains one of the gold event triggers.
double hitAt1(std::span<const std::string> predicted, std::span<const std::string> events);
// 1 when the predicted and gold answer sets are equal, case aside.
double exactMatch(std::span<const std::string> predicted, std::span<const std::string> gold);

struct QuestionScore
{
    double tokenF1 = 0;
    double hit1 = 0;
    double em = 0;
    // The unigrams tokenF1 was made of, which micro averages sum: shared, of the predicted
    // answers and of the reference's (gold, or the other person's).
    std::uint32_t commonTokens = 0;
    std::uint32_t predictedTokens = 0;
    std::uint32_t referenceTokens = 0;
};
QuestionScore scoreQuestion(std::span<const std::string> predicted, std::span<const std::string> gold,
                            std::span<const std::string> events);
// How far people's answers to one question are apart, the adjudication queue's order: the
// mean of 1 - token F1 over every pair of answer sets (a before b, as listed); 0 for fewer
// than two.
double answerDistance(std::span<const std::vector<std::string>> answerSets);

// The mean token F1 of a list of questions' scores, summed in the list's order; undefined
// for an empty list.
Estimate meanTokenF1(std::span<const QuestionScore> scores);

// One question of the project as the statistics see it. Texts are views into the
// caller's data, which must outlive computeStatistics (not its result).
struct Question
{
    Relation type = Relation::Causal;
    bool hasGold = false;
    std::vector<std::string_view> gold;   // gold answer texts
    std::vector<std::string_view> events; // gold event triggers
};

// One rater's (a person's or a model's) answers to some of the questions.
struct RaterAnswers
{
    std::string name;
    bool model = false;
    std::string split; // models: the split their predictions came with
    std::vector<std::uint32_t> questions; // indices into the question list, ascending
    std::vector<std::vector<std::string_view>> answers; // parallel to `questions`, views as above
    std::vector<std::optional<Relation>> types;     // the rater's relation type, if any
};

struct Means
{
    std::size_t n = 0;
    Estimate tokenF1;
    Estimate hit1;
    Estimate em;
};

struct RaterEvaluation
{
    std::size_t rater = 0; // index into the rater list
    Means overall;
    std::array<Means, kRelations> byType;
    // Per answered question with gold: (question index, score), in question order.
    std::vector<std::uint32_t> questions;
    std::vector<QuestionScore> scores;
};

struct PairAgreement
{
    std::size_t a = 0, b = 0; // rater indices
    std::size_t n = 0;        // questions both answered
    Estimate tokenF1;
    Estimate em;
};

struct McNemar
{
    std::size_t a = 0, b = 0; // rater indices (both models of one split)
    std::string metric;       // "hit1" or "em"
    std::size_t n01 = 0;      // a wrong, b right
    std::size_t n10 = 0;      // a right, b wrong
    double p = 1.0;           // exact two-sided binomial p
};

// The relation type most of a question's typers chose: the type with more votes than every
// other. None when two or more types share the most votes (a tie names no type, as a tie
// gives no gold elsewhere) or with fewer than two votes (one person is no majority).
std::optional<Relation> majorityType(const std::array<std::size_t, kRelations> &votes);

// The paper's Figure 4: each question's own type (rows) against the majority type of the
// people who typed it (columns), over the questions two or more people typed.
struct MajorityConfusion
{
    std::size_t typed = 0; // questions two or more people typed
    std::size_t tied = 0;  // of those, without a majority type: in no cell
    std::array<std::array<std::size_t, kRelations>, kRelations> counts{}; // [own][majority]
};
// A row of counts as shares of the row's total (the figure is normalised by row); none for
// a row without questions.
std::array<std::optional<double>, kRelations>
rowShares(const std::array<std::size_t, kRelations> &row);

struct TypeAgreement
{
    std::vector<std::size_t> raters; // people who typed questions, rater indices
    std::size_t items = 0;           // questions every one of them typed
    Estimate fleissKappa;
    // Per rater in `raters`: kRelations x kRelations counts, rows the rater's type,
    // columns the reference type (the question's gold type).
    std::vector<std::array<std::array<std::size_t, kRelations>, kRelations>> confusion;
    MajorityConfusion majority;
};

// One question's unigrams, summed over every pair of people who both answered it.
struct TokenOverlap
{
    std::uint32_t question = 0;
    std::uint64_t common = 0;
    std::uint64_t predicted = 0; // the first of each pair (as listed)
    std::uint64_t reference = 0; // the second
};
// Pairwise micro-F1 between people's answers (the agreement the ESTER paper gives in its
// Section 5.1): the evaluation's unigrams (as tokenF1 makes them) of every pair of people on
// every question both gave answers to, summed before the ratio: precision = common / predicted,
// recall = common / reference, F1 their harmonic mean = 2 common / (predicted + reference);
// 0 when no token is shared, undefined without a token. A pair is its two people in the
// project's order, the first's answers taken as predicted and the second's as reference
// (split on ';' as gold is). Token level with eval_ans_gen.py's unigrams, so that it is the
// pooled form of the per-question token F1 the pairs' agreement averages.
struct AnswerMicroF1
{
    std::size_t comparisons = 0;          // (pair, question) pooled
    std::vector<TokenOverlap> byQuestion; // questions two or more people answered, ascending
    Estimate f1;
};
Estimate microF1(std::span<const TokenOverlap> questions);

struct Statistics
{
    std::size_t questions = 0;
    std::size_t withGold = 0;
    std::array<std::size_t, kRelations> byType{};
    std::vector<RaterEvaluation> evaluations; // every rater against gold
    std::vector<PairAgreement> agreement;     // every pair of people
    std::vector<McNemar> mcnemar;             // every pair of models of one split
    // Mean answers per answered question, per rater; gold first, then raters in order.
    std::vector<double> answersPerQuestion;
    // The same by relation type: [rater + 1][type], gold at 0; nullopt when none.
    std::vector<std::array<std::optional<double>, kRelations>> answersPerQuestionByType;
    TypeAgreement types;
    AnswerMicroF1 answerMicroF1; // over every pair of people
};

// Exact two-sided McNemar p value: min(1, 2 * P[X <= min(n01, n10)]), X ~ Bin(n01 + n10, 1/2).
double mcnemarExactP(std::size_t n01, std::size_t n10);

Statistics computeStatistics(std::span<const Question> questions, std::span<const RaterAnswers> raters);

// What an edit changed in computeStatistics' inputs, for StatisticsCache::update.
struct Change
{
    // A question was inserted at this index (those from it on moved up by one), or
    // removed from it (those after it moved down by one).
    std::optional<std::uint32_t> inserted;
    std::optional<std::uint32_t> removed;
    // Questions, numbered as after the edit, whose type, gold, events or any rater's
    // answers changed; an inserted question is one of them.
    std::vector<std::uint32_t> touched;
};

// computeStatistics that keeps the score of every (rater, question) and every pair of
// people on every question: after an edit only the questions it touched are tokenised
// and scored again, and the figures are summed again from the kept scores in question
// order, as computeStatistics sums them, so they are the same bit for bit. An edit then
// costs a pass over kept numbers instead of tokenising every answer of the project.
class StatisticsCache
{
  public:
    // Everything from the texts; the result keeps the scores the next update reuses.
    Statistics compute(std::span<const Question> questions, std::span<const RaterAnswers> raters);
    // `stats`, which the last call gave, for the inputs after an edit described by
    // `change`. Raters are matched with those of the last call by (name, model, split);
    // one not seen before is scored whole.
    void update(Statistics &stats, std::span<const Question> questions,
                std::span<const RaterAnswers> raters, const Change &change);

  private:
    struct PairScores
    {
        std::size_t a = 0, b = 0; // rater indices, a < b
        std::vector<std::uint32_t> questions;
        std::vector<QuestionScore> scores;
    };
    // Raters a and b (people, a < b) on every question both answered.
    static PairScores scorePairWhole(std::span<const RaterAnswers> raters, std::size_t a,
                                     std::size_t b);
    // Every figure from the kept scores: stats.evaluations[r].questions and .scores are
    // rater r's, pairs_ the people's.
    void summarise(Statistics &stats, std::span<const Question> questions,
                   std::span<const RaterAnswers> raters) const;

    std::vector<PairScores> pairs_;
    struct Key
    {
        std::string name;
        bool model = false;
        std::string split;
        friend bool operator==(const Key &, const Key &) = default;
    };
    std::vector<Key> keys_;
};

} // namespace es::metrics::ester
