#pragma once
// The ESTER section of every report, built once (buildEsterReport) from a snapshot and
// its analysis: counts, the models' and people's token F1, HIT@1 and EM against gold
// (overall and by relation type, with intervals), agreement between annotators, answers
// per question, McNemar's tests, the writers' validation, the tokens by relation type, the
// figures per split and the passages splits share.
// `report --json` (esterReportJson), the HTML report and the plain-text report render it.

#include "db/ester/ester_snapshot.h"
#include "db/ester/ester_splits.h"
#include "report/confidence.h"
#include "report/figure.h"

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace es::report {

inline constexpr std::size_t kEsterRelations = metrics::ester::kRelations;

struct EsterMeans
{
    std::size_t n = 0;
    Figure tokenF1;
    Figure hit1;
    Figure em;
};

// A model on its split, or a person scored against gold as the models are.
struct EsterRaterRow
{
    std::string name;
    std::string split; // a model's; empty for a person
    EsterMeans overall;
    std::array<EsterMeans, kEsterRelations> byType;
    // A run that is one of a model's seeds: its model's row in EsterReport::modelSeeds.
    std::optional<std::size_t> seeds = std::nullopt;
};

// A model over its runs with several seeds on one split (the paper's Table 3): the mean and
// sample standard deviation of the runs' figures.
struct EsterSeedRow
{
    std::string model;
    std::string split;
    std::vector<std::string> seeds; // the runs, by name
    metrics::SeedSpread tokenF1;
    metrics::SeedSpread hit1;
    metrics::SeedSpread em;
};

struct EsterAgreementRow
{
    std::string a;
    std::string b;
    std::size_t n = 0;
    metrics::Estimate tokenF1;
    metrics::Estimate em;
};

// Mean answers per question of gold, a person or a model on its split.
struct EsterAnswersRow
{
    enum class Whose { Gold, Person, Model } whose = Whose::Gold;
    std::string name;
    std::string split;
    double mean = 0;
};

struct EsterTypeAgreement
{
    std::vector<std::string> raters; // people who typed questions
    std::size_t questions = 0;       // questions every one of them typed
    metrics::Estimate fleissKappa;
};

// The paper's Figure 4 normalised by row: each question's own type (rows) against the
// majority type of the people who typed it (columns; metrics::ester::MajorityConfusion).
struct EsterTypeConfusion
{
    std::size_t typed = 0; // questions two or more people typed
    std::size_t tied = 0;  // of those, without a majority type
    std::array<std::array<std::size_t, kEsterRelations>, kEsterRelations> counts{};
    std::array<std::array<std::optional<double>, kEsterRelations>, kEsterRelations> shares{};
};

// Pairwise micro-F1 between people's answers (metrics::ester::AnswerMicroF1).
struct EsterAnswerMicroF1
{
    std::size_t comparisons = 0; // (pair of people, question) pooled
    std::size_t questions = 0;
    Figure f1;
};

struct EsterMcNemarRow
{
    std::string a;
    std::string b;
    std::string split;
    std::string metric; // "hit1" or "em"
    std::size_t n01 = 0;
    std::size_t n10 = 0;
    double p = 1.0;
};

// What the ESTER split figures count n-grams of (metrics::ester::NgramOptions).
struct EsterNgramSizes
{
    std::size_t questionLead = 0;
    std::size_t answer = 0;
    std::size_t top = 0;
};

struct EsterReport
{
    std::size_t passages = 0;
    std::size_t questions = 0;
    std::size_t questionsWithGold = 0;
    std::array<std::size_t, kEsterRelations> byType{};
    std::vector<EsterRaterRow> models;
    std::vector<EsterSeedRow> modelSeeds; // by model and split
    std::vector<EsterRaterRow> human; // people with answered questions with gold
    std::vector<EsterAgreementRow> agreement;
    std::vector<EsterAnswersRow> answersPerQuestion; // gold first, when any question has it
    EsterTypeAgreement typeAgreement;
    EsterTypeConfusion typeConfusion;
    EsterAnswerMicroF1 answerMicroF1;
    std::vector<EsterMcNemarRow> mcnemar;
    metrics::ester::Validation validation;
    std::array<metrics::ester::TypeTokens, kEsterRelations> tokensByType{};
    // Per split, in the project's order (the paper's Tables 1 and 2, Figures 5, 9, 10, 12).
    std::vector<metrics::ester::SplitFigures> splits;
    EsterNgramSizes ngramSizes;
    // Passages more than one split lists, which the paper's splits never share.
    std::vector<db::EsterSharedPassage> splitOverlap;
};

// With `intervals`, the means they cover carry their intervals.
EsterReport buildEsterReport(const db::EsterSnapshot &snapshot, const db::EsterAnalysis &analysis,
                             const EsterIntervals *intervals = nullptr);

// The name `report --json` gives relation type `t` ("causal", ..., "coreference").
std::string esterRelationKey(std::size_t t);

// The "ester" object of `eventscope report --json`.
nlohmann::ordered_json esterReportJson(const EsterReport &report);
nlohmann::ordered_json esterReportJson(const db::EsterSnapshot &snapshot,
                                       const db::EsterAnalysis &analysis,
                                       const EsterIntervals *intervals = nullptr);

} // namespace es::report
