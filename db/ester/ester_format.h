#pragma once
// ESTER files as released (github.com/PlusLabNLP/ESTER, data/final_*_ans_gen.json):
//   split:       a JSON array of {context, question, question_event, answer_texts,
//                answer_indices ["(start,end)"], events, original_events, type, passageID?,
//                worker_id?, ...}; offsets count code points, end exclusive. original_events
//                is {spans, indices} in the dev split, [{"answer": {spans, indices}}, ...] in
//                the train split; either is kept as given.
//   predictions: a JSON array of answer lists, one per record of a split, in its order.

#include "metrics/ester.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

struct EsterSpan
{
    int start = 0; // code points into the passage
    int end = 0;   // exclusive
    friend bool operator==(const EsterSpan &, const EsterSpan &) = default;
    friend auto operator<=>(const EsterSpan &, const EsterSpan &) = default;
};

struct EsterAnswer
{
    std::string text;
    std::optional<EsterSpan> span; // models give text only
    friend bool operator==(const EsterAnswer &, const EsterAnswer &) = default;
};

struct EsterRecord
{
    std::size_t index = 0; // position in the file's array
    std::string context;
    std::string question;
    std::string questionEvent;
    metrics::ester::Relation type = metrics::ester::Relation::Causal;
    bool hasAnswers = false; // the released test split has none
    std::vector<EsterAnswer> answers;
    std::optional<std::vector<std::string>> events;
    std::optional<std::string> originalEvents; // JSON text as given
    std::optional<std::string> extra;          // JSON object of every other field
};

struct EsterSplitFile
{
    std::string source;
    std::vector<EsterRecord> records;
    std::size_t longAnswers = 0; // answers of more than 12 words, accepted with a warning
};

struct EsterPredictionFile
{
    std::string source;
    std::vector<std::vector<std::string>> answers;
};

// Parse and check a whole file; throw InputError "source: [i].field: problem" (or
// "source:line: malformed JSON ...") at the first problem.
EsterSplitFile parseEsterSplit(std::string_view content, const std::string &source);
EsterPredictionFile parseEsterPredictions(std::string_view content, const std::string &source);

bool looksLikeEsterSplit(std::string_view content);
bool looksLikeEsterPredictions(std::string_view content);

// "(start,end)" <-> span.
std::optional<EsterSpan> parseEsterOffsets(std::string_view text);
std::string esterOffsets(const EsterSpan &span);

// Code point offsets <-> byte offsets of UTF-8 text.
class CodePointIndex
{
  public:
    explicit CodePointIndex(std::string_view text);
    std::size_t size() const { return ascii_ ? text_.size() : bytes_.size() - 1; }
    std::size_t byteOffset(std::size_t codePoint) const { return ascii_ ? codePoint : bytes_[codePoint]; }
    std::string_view slice(const EsterSpan &span) const;

  private:
    std::string_view text_;
    bool ascii_ = true;
    std::vector<std::size_t> bytes_;
};

// The trigger spans of a question's original_events (JSON text as stored), in either shape.
std::vector<EsterSpan> esterReleasedTriggers(std::string_view originalEvents);
// The worker_id among the fields a released record keeps beside those EventScope reads
// (JSON text of an object, as stored); empty when it has none or another type.
std::string esterReleasedWorker(std::string_view extra);

// The two above read without building a document, for the text as the store writes it
// (nlohmann's dump(): compact) in the released files' shapes: an object of strings and lists
// of strings, or a list of such objects under "answer"; an object of strings and small
// integers. nullopt for anything else (a repeated key the result depends on included), which
// the functions above then read as a document. Loading a project reads one of each per
// question, and building documents for them was a fifth of opening 100,000 questions. For
// tests: where these answer, they answer what the document gives.
std::optional<std::vector<EsterSpan>> compactReleasedTriggers(std::string_view originalEvents);
std::optional<std::string> compactReleasedWorker(std::string_view extra);

// The released record of one question: what export writes and import reads.
nlohmann::ordered_json esterRecordJson(const EsterRecord &record);

} // namespace es::db
