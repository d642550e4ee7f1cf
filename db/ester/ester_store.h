#pragma once
// Every ESTER read and write of a project: split and prediction imports, questions and
// answers written in the workbench, triggers, reviews, the snapshot and the export.
// Each write is one transaction with its audit rows.

#include "db/ester/ester_answers.h"
#include "db/ester/ester_format.h"
#include "db/ester/ester_snapshot.h"
#include "db/ester/ester_splits.h"
#include "db/file_input.h"
#include "db/project.h"
#include "db/review/decision_guard.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace es::db {

struct EsterImportSummary
{
    std::size_t questionsAdded = 0;
    std::size_t questionsKnown = 0;
    std::size_t answerSetsAdded = 0;
    std::size_t answerSetsChanged = 0;
    std::size_t answerSetsUnchanged = 0;
    std::size_t longAnswers = 0; // released answers over 12 words, kept with a warning
    // A split file's passages that other splits list too, in passage id order: imported all
    // the same, with a warning.
    std::vector<EsterSharedPassage> sharedPassages;
};

struct EsterLoadOptions
{
    // Released triggers and question events, which a report does without (it reads
    // passage and question texts, for their lengths).
    bool text = true;
};

struct EsterAdjudication
{
    metrics::ester::Relation type = metrics::ester::Relation::Causal;
    std::vector<EsterAnswer> answers;
    std::string note;
    friend bool operator==(const EsterAdjudication &, const EsterAdjudication &) = default;
};

class EsterStore
{
  public:
    explicit EsterStore(Project &project) : project_(project) {}

    // The split's answers become gold (annotator empty) or that annotator's answers.
    // A split name that exists must list the same questions in the same order.
    EsterImportSummary importSplit(const EsterSplitFile &file, const std::string &split,
                                   const std::string &annotator, const std::string &importedBy,
                                   const NameFields &fields = {});
    // A model's answers to the questions of a split, in its order; with `seed`, the model
    // is that run of a model over a seed.
    EsterImportSummary importPredictions(const EsterPredictionFile &file, const std::string &model,
                                         const std::string &split, const std::string &importedBy,
                                         const NameFields &fields = {}, const ModelSeed &seed = {});

    EsterSnapshot load(const EsterLoadOptions &options = {});
    // Whether the project holds any ESTER question, without loading them.
    bool holdsAny();

    // An adjudicator's decision on a question: its type and answers become gold (nullopt
    // withdraws it). Refused unless `person` adjudicates, DecisionConflict unless the
    // decision in force is `expected`; returns what it replaced, and `inForce` receives
    // the stamp of the decision in force afterwards.
    std::optional<EsterAdjudication>
    adjudicate(std::int64_t questionId, const std::string &person,
               const std::optional<EsterAdjudication> &decision,
               const ExpectedDecision &expected = ExpectedDecision::anything(),
               std::optional<DecisionStamp> *inForce = nullptr);

    // The released shape of a split: gold answers (adjudicated ones where decided, when
    // `adjudicated`), or one annotator's (questions they did not answer are left out). A
    // question whose passage another split lists too is exported all the same: each split
    // is written as it was imported, and passagesSharedWith names the passages to warn of.
    nlohmann::ordered_json exportSplit(const std::string &split, const std::string &annotator,
                                       bool adjudicated = false);

    // The passages of `split`'s questions that other splits list too, in passage id order,
    // each with those splits by name; splits only ever imported as a person's answers are
    // none (goldImporters). An import of gold names them in a warning, an export too.
    std::vector<EsterSharedPassage> passagesSharedWith(const std::string &split);

    // Workbench edits. Each returns what it replaced, so that an undo can put it back.
    // `occurrence` receives the question's occurrence among those of its passage with
    // the same text.
    std::int64_t addQuestion(std::int64_t passageId, const std::string &person,
                             const std::string &question, const std::string &questionEvent,
                             const EsterAnswerSet &answers, int *occurrence = nullptr);
    void removeQuestion(std::int64_t questionId, const std::string &person);
    struct QuestionText
    {
        std::string question;
        std::string questionEvent;
    };
    QuestionText setQuestionText(std::int64_t questionId, const std::string &person,
                                 const QuestionText &text);
    std::optional<EsterAnswerSet> setAnswers(std::int64_t questionId, const std::string &person,
                                             const std::optional<EsterAnswerSet> &answers);
    std::optional<std::vector<EsterSpan>>
    setTriggers(std::int64_t passageId, const std::string &person,
                const std::optional<std::vector<EsterSpan>> &spans);
    std::optional<EsterReviewValue> setReview(std::int64_t questionId, const std::string &person,
                                              const std::optional<EsterReviewValue> &review);

  private:
    Project &project_;
};

} // namespace es::db
