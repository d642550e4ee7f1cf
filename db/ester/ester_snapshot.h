#pragma once
// Everything the ESTER views and statistics read, loaded from the project in one go.

#include "db/ester/ester_format.h"
#include "metrics/ester_seeds.h"
#include "metrics/ester_validation.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace es::db {

// A rater's answers to one question, as the workbench edits them.
struct EsterAnswerSet
{
    std::optional<metrics::ester::Relation> type;
    std::vector<EsterAnswer> answers;
    friend bool operator==(const EsterAnswerSet &, const EsterAnswerSet &) = default;
};

struct EsterReviewValue
{
    bool valid = true;
    std::string reason; // the reviewer's own words
    // One of the fixed reasons (invalid reviews only; a valid review keeps none).
    std::optional<metrics::ester::InvalidReason> reasonCode;
    friend bool operator==(const EsterReviewValue &, const EsterReviewValue &) = default;
};

struct EsterSnapshot
{
    struct Passage
    {
        std::int64_t id = 0;
        std::string text;
        std::vector<EsterSpan> releasedTriggers; // union of its questions' original_events
        std::vector<std::uint32_t> questions;    // in question order
    };
    struct Question
    {
        std::int64_t id = 0;
        std::uint32_t passage = 0;
        std::string question;
        std::string questionEvent;
        metrics::ester::Relation type = metrics::ester::Relation::Causal;
        int occurrence = 0;
        std::vector<std::string> events; // gold event triggers
        bool hasGold = false;
        std::vector<EsterAnswer> gold;
        std::string author; // who wrote it in EventScope; empty when imported
        std::string worker; // the worker_id its released record names, if any
        // Its released record's original_events are among its passage's released
        // triggers (a split import can give them to a question written here).
        bool releasedTriggers = false;
        // Its writer: the author, else the released record's worker; empty: neither.
        const std::string &writer() const { return author.empty() ? worker : author; }
        // An adjudicator's decision: `type`, `hasGold` and `gold` above already hold it,
        // and `released` what they were before it.
        struct Decision
        {
            std::string by;
            std::string note;
            std::string at;
        };
        struct Released
        {
            metrics::ester::Relation type = metrics::ester::Relation::Causal;
            bool hasGold = false;
            std::vector<EsterAnswer> gold;
        };
        std::optional<Decision> decision;
        std::optional<Released> released;
    };
    // A person's or a model's answers; for a model one entry per imported split.
    struct Rater
    {
        std::int64_t id = 0;
        std::string name;
        bool model = false;
        std::string split; // models only
        std::vector<std::uint32_t> questions; // ascending question indices
        std::vector<std::vector<EsterAnswer>> answers;
        std::vector<std::optional<metrics::ester::Relation>> types;
        // Models only: the model this run is a seed of, and its seed (ModelSeed); empty for
        // a run that stands alone.
        std::string seedOf = {};
        std::string seed = {};

        // Index into `questions` of question q, or -1.
        std::ptrdiff_t find(std::uint32_t q) const;
    };
    struct Split
    {
        std::int64_t id = 0;
        std::string name;
        std::vector<std::uint32_t> questions; // in split order
        // Who imported it as gold (ester_store::goldImporters). Nobody: it holds only
        // people's answers, no training or evaluation split, and shares passages by design.
        std::set<std::string> goldImportedBy;
    };
    struct Review
    {
        std::string person;
        bool valid = true;
        std::string reason;
        std::optional<metrics::ester::InvalidReason> reasonCode;
    };

    std::vector<Passage> passages;
    std::vector<Question> questions;
    std::vector<Split> splits;
    std::vector<Rater> raters; // people (by name), then models by (name, split)
    // (passage index, person) -> that person's triggers, when they changed any.
    std::map<std::pair<std::uint32_t, std::string>, std::vector<EsterSpan>> triggers;
    std::multimap<std::uint32_t, Review> reviews; // by question index
    std::unordered_map<std::int64_t, std::uint32_t> questionIndex;

    const Rater *person(const std::string &name) const;
    Rater *person(const std::string &name);
    // The person's rater, made (without answers) where a load puts it when `id` is given.
    Rater *person(const std::string &name, std::int64_t id);

    // Edits the workbench has just written to the store, made here too so that an edit
    // does not load the whole project again. Those returning bool return false, changing
    // nothing, when the snapshot cannot follow by itself (a question order new to it, a
    // released question's triggers, a person new to it whose id `personId` does not
    // give); the caller loads it again then. A person's first answers make them a rater,
    // in the place a load gives them (people by name, before the models).
    bool setAnswers(std::uint32_t question, const std::string &person,
                    const std::optional<EsterAnswerSet> &answers, std::int64_t personId = 0);
    // A question its writer has just added, with their answers: it is the newest.
    bool addQuestion(Question question, const std::string &person, const EsterAnswerSet &answers,
                     std::int64_t personId = 0);
    // Takes a question out with every answer and review of it; later indices move down.
    bool removeQuestion(std::uint32_t question);
    void setTriggers(std::uint32_t passage, const std::string &person,
                     const std::optional<std::vector<EsterSpan>> &spans);
    void setReview(std::uint32_t question, const std::string &person,
                   const std::optional<EsterReviewValue> &review);
    // An adjudicator's decision on a question (its type and gold answers), or its withdrawal.
    void setDecision(std::uint32_t question, std::optional<Question::Decision> decision,
                     metrics::ester::Relation type = {}, std::vector<EsterAnswer> gold = {});
    // Index of the passage with this id, or nullopt.
    std::optional<std::uint32_t> passageIndex(std::int64_t id) const;
    // The view of an annotator working blind: their own answers, triggers and reviews and
    // the models'; decisions are undone (the released gold stays); the splits they imported
    // as gold, as a server shows them the import log.
    void restrictTo(const std::string &annotator);
    // The triggers a person sees in a passage: theirs, or the released ones.
    std::vector<EsterSpan> triggersFor(std::uint32_t passage, const std::string &person) const;
};

struct EsterAnalysis
{
    // Rater indices are those of EsterSnapshot::raters.
    metrics::ester::Statistics stats;
    // Writers' validity from the snapshot's reviews; question indices are the snapshot's.
    metrics::ester::Validation validation;
    // Question and gold answer lengths by relation type.
    std::array<metrics::ester::TypeTokens, metrics::ester::kRelations> tokens{};
    // The models whose runs on a split are seeds of them, over those runs (Table 3).
    std::vector<metrics::ester::SeedSummary> seeds;
};

// The statistics of a snapshot: models are scored on their split's questions only.
EsterAnalysis analyseEster(const EsterSnapshot &snapshot);
// What an edit's reanalysis reuses: every (rater, question) score, every question's
// token counts, and the statistics' inputs.
struct EsterAnalysisCache
{
    metrics::ester::StatisticsCache stats;
    std::vector<metrics::ester::QuestionTokens> tokens; // per question
    // Views into the snapshot's answer texts, as computeStatistics takes them. An edit
    // changes only the touched questions' views: the others still point into the same
    // strings, since moving a vector (a question's gold, a rater's answer set) keeps its
    // elements where they are. Building them all again took most of an edit.
    std::vector<metrics::ester::Question> questions;
    std::vector<metrics::ester::RaterAnswers> raters;
    // How many times those views were all built: once by analyseEster, and again only by
    // an edit reanalyseEster cannot follow view by view.
    std::size_t inputsBuilt = 0;
};

// The same, keeping in `cache` what an edit's reanalysis reuses.
EsterAnalysis analyseEster(const EsterSnapshot &snapshot, EsterAnalysisCache &cache);
// `analysis`, which the last call with `cache` gave, after an edit of the snapshot that
// `change` describes: only the questions it touched are scored again, and every figure
// equals analyseEster's of the snapshot bit for bit. `snapshot` must be the very object
// that call analysed, edited in place since (the cache holds views into its texts).
// Without `writersOrReviews` the edit changed no question's writer and no review (answers,
// a decision, a question's text, triggers), and the writers' validity is kept: working it
// out again from every question was a third of an answer's save at 100,000 questions.
void reanalyseEster(EsterAnalysis &analysis, const EsterSnapshot &snapshot,
                    EsterAnalysisCache &cache, const metrics::ester::Change &change,
                    bool writersOrReviews = true);

} // namespace es::db
