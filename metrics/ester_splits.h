#pragma once
// The ESTER paper's figures per split (Han et al., EMNLP 2021, Tables 1 and 2, Figures 5, 9,
// 10 and 12): passages, questions and answers per question of each split, overall and by
// relation type, passage length, the most frequent leading n-grams of questions and n-grams
// of answers by type, and the passages that more than one split lists, which the paper
// keeps apart (no passage is in both training and evaluation).
//
// Tokens are wordTokens (metrics/ester.h): the ESTER evaluation's unigrams (lowercased,
// punctuation deleted) split at every run of white space, so that a passage's line breaks
// separate words as its spaces do.

#include "metrics/ester.h"
#include "metrics/estimate.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace es::metrics::ester {

// One question as the split figures read it. Texts are views into the caller's data.
struct SplitQuestion
{
    std::uint32_t passage = 0; // index into the passage texts
    Relation type = Relation::Causal;
    bool hasGold = false;
    std::string_view question;
    std::vector<std::string_view> gold; // gold answer texts
};

// A split: its name and the questions it lists (indices into the question list).
struct SplitListing
{
    std::string name;
    std::vector<std::uint32_t> questions;
};

struct NgramCount
{
    std::string ngram; // tokens joined by single spaces
    std::size_t count = 0;
    friend bool operator==(const NgramCount &, const NgramCount &) = default;
};

struct NgramOptions
{
    std::size_t questionLead = 3; // a question's first tokens (all of them when fewer)
    std::size_t answerN = 2;      // every run of this many tokens within a gold answer
    std::size_t top = 10;         // the most frequent kept, per type
};

// Questions and answers of one relation type within a split.
struct SplitTypeFigures
{
    std::size_t questions = 0;
    std::size_t withGold = 0;
    std::size_t answers = 0;     // gold answers of the questions with gold
    Estimate answersPerQuestion; // answers / withGold
    // Most frequent first, ties in byte order of the n-gram; at most NgramOptions::top.
    std::vector<NgramCount> questionLeads;
    std::vector<NgramCount> answerNgrams;
};

struct SplitFigures
{
    std::string name;
    std::size_t passages = 0;  // distinct passages of its questions
    std::size_t questions = 0; // questions it lists
    std::size_t withGold = 0;
    std::size_t answers = 0;
    Estimate answersPerQuestion; // answers / withGold
    Estimate passageTokensMean;  // over its distinct passages
    std::size_t passageTokensMax = 0;
    std::array<SplitTypeFigures, kRelations> byType{};
};

// Figures of each split, in the order given. `passageTokens[p]` is the length of passage p
// in tokens (passageTokenCounts).
std::vector<SplitFigures> splitFigures(std::span<const std::size_t> passageTokens,
                                       std::span<const SplitQuestion> questions,
                                       std::span<const SplitListing> splits,
                                       const NgramOptions &options = {});
// wordTokens(text).size() of every passage text.
std::vector<std::size_t> passageTokenCounts(std::span<const std::string_view> passages);

// A passage that questions of two or more splits are about.
struct SharedPassage
{
    std::uint32_t passage = 0;       // index into the passages
    std::vector<std::string> splits; // in the order the splits were given
    friend bool operator==(const SharedPassage &, const SharedPassage &) = default;
};
// Every passage listed by more than one split, in passage order.
std::vector<SharedPassage> sharedPassages(std::span<const SplitQuestion> questions,
                                          std::span<const SplitListing> splits);

} // namespace es::metrics::ester
