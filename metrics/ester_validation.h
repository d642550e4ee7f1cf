#pragma once
// The ESTER paper's worker validation (Han et al., EMNLP 2021): validators judge the
// questions each writer wrote, and a writer whose QA validity rate falls below 90% is
// let go. Here: each writer's validity rate from the reviews, the reasons invalid
// questions were given, a seeded sample of each writer's questions to review, and the
// length of questions and answers by relation type (the paper's Table 5).

#include "metrics/ester.h"
#include "metrics/estimate.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace es::metrics::ester {

// Why a validator found a question invalid: what the paper's validation checked.
enum class InvalidReason : std::uint8_t {
    WrongRelation,     // the question does not ask for the relation it is typed with
    NotAboutEvent,     // it asks about no event of the passage (an entity, a fact, ...)
    IllFormed,         // ungrammatical, ambiguous or unanswerable from the passage
    WrongAnswer,       // an answer does not stand in the relation asked for
    IncompleteAnswers, // answers the passage gives are missing
    NotWholeEvent,     // an answer span is not a whole event (cut, too long, no trigger)
    Other,
};
inline constexpr std::size_t kInvalidReasons = 7;

// "wrong_relation", "not_about_event", "ill_formed", "wrong_answer",
// "incomplete_answers", "not_whole_event", "other": the names stored and reported.
std::string_view invalidReasonName(InvalidReason r);
std::optional<InvalidReason> invalidReasonFromName(std::string_view name);

// The paper's bar: writers below it were disqualified.
inline constexpr double kValidityThreshold = 0.9;

struct Review
{
    std::uint32_t question = 0; // index into the question list
    std::string_view reviewer;
    bool valid = true;
    std::optional<InvalidReason> reason; // invalid reviews only; nullopt: not given
};

struct ReasonCounts
{
    std::array<std::size_t, kInvalidReasons> byReason{};
    std::size_t unspecified = 0; // invalid reviews without a reason code
};

struct WriterValidation
{
    std::string writer;
    std::vector<std::uint32_t> questions; // the questions they wrote, ascending
    std::size_t reviewed = 0;             // of those, questions someone else reviewed
    std::size_t valid = 0;                // of those, questions judged valid
    Estimate validity;                    // valid / reviewed
    bool belowThreshold = false;          // validity defined and below the threshold
    ReasonCounts reasons;                 // the invalid reviews of their questions
};

struct Validation
{
    double threshold = kValidityThreshold;
    // Every writer, most questions first (ties by name, byte order).
    std::vector<WriterValidation> writers;
    std::size_t withoutWriter = 0; // questions nobody is named as having written
    std::size_t reviews = 0;       // reviews counted (self-reviews aside)
    std::size_t invalidReviews = 0;
    std::size_t selfReviews = 0; // reviews of a question by its own writer: never counted
    ReasonCounts reasons;        // every counted invalid review, writer or not
};

// `writers[q]` names the writer of question q (empty: none). A question counts as
// reviewed when someone other than its writer reviewed it, and as valid when more of
// those reviews say valid than invalid (a tie is not valid). Reasons count invalid
// reviews, one each.
Validation validateWriters(std::span<const std::string_view> writers,
                           std::span<const Review> reviews, double threshold = kValidityThreshold);

// A writer's review sample: up to `n` of `questions` (ascending), drawn reproducibly.
// rng = SplitMix64(seed XOR FNV-1a-64(writer's UTF-8 bytes)); a partial Fisher-Yates
// shuffle of a copy of `questions`: for i = 0 .. min(n, k) - 1, j = i + rng.next() mod
// (k - i), swap items i and j; the first min(n, k) items, returned ascending. A writer's
// sample depends on no other writer, and the sample of n is part of the sample of n + 1.
std::vector<std::uint32_t> writerSample(std::span<const std::uint32_t> questions, std::size_t n,
                                        std::uint64_t seed, std::string_view writer);
std::uint64_t fnv1a64(std::string_view bytes);

// Number of the evaluation's unigrams (answerTokens) of a text.
std::size_t tokenCount(std::string_view text);

// One question's text and answers, for the length figures.
struct QuestionText
{
    Relation type = Relation::Causal;
    std::string_view question;
    std::vector<std::string_view> answers; // gold answers; empty when it has none
};

struct TypeTokens
{
    std::size_t questions = 0;
    std::size_t answers = 0;
    Estimate questionTokens; // mean tokens a question
    Estimate answerTokens;   // mean tokens an answer
};

// Per relation type, mean tokens per question and per answer, tokens as the ESTER
// evaluation makes them (answerTokens: lowercased, punctuation removed, split on single
// spaces).
std::array<TypeTokens, kRelations> tokensByType(std::span<const QuestionText> questions);

// One question's share of tokensByType, kept so that an edit counts again only the
// questions it touched: the sums are of whole numbers, so they come out the same.
struct QuestionTokens
{
    Relation type = Relation::Causal;
    std::size_t questionTokens = 0;
    std::size_t answers = 0;
    std::size_t answerTokens = 0;
};
QuestionTokens countTokens(const QuestionText &question);
std::array<TypeTokens, kRelations> tokensByType(std::span<const QuestionTokens> counts);

} // namespace es::metrics::ester
