#pragma once
// The ESD interchange format: JSON Lines, one pair or one model score per line.
//   pair:  {"id", "goal", "modifier"?, "step", "labels"?: {annotator: -1|0|1}, "origin"?,
//           "contributor"?}; a pair the project has may be labelled by its id alone:
//           {"id", "labels": {...}} or, with --annotator, {"id", "label"}; "setting":
//           "core" makes its labels Core ones, of a rater group in both settings
//   score: {"id", "model", "setting": "full"|"core", "score", "direction"?: "higher"|"lower",
//           "family"?, "params"?}

#include "db/file_input.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

struct EsdPairRecord
{
    std::size_t line = 0;
    std::string id;
    std::string goal;
    std::string modifier;
    std::string step;
    std::string origin;      // "wikihow" or "contributed"
    std::string contributor; // who contributed the step (origin "contributed"); empty if unknown
    std::vector<std::pair<std::string, std::int8_t>> labels;
    // Labels of a line with "setting": "core": given seeing the goal alone by members of a
    // rater group scored in both settings, kept apart from their own (esd_core_label).
    std::vector<std::pair<std::string, std::int8_t>> coreLabels;

    // A line that only labels a pair by its id (no goal, no step): the project must have
    // the pair, unless another line of the file gives its text.
    bool labelsOnly() const { return step.empty(); }
};

struct EsdModelRecord
{
    std::size_t line = 0; // where its direction was first stated
    std::string name;
    std::optional<std::string> direction;
    std::optional<std::string> family;
    std::optional<double> params;
};

// A score as a batch holds it: its pair named by index, not by a copy of the id, so that a
// million pairs' 8 million scores take 24 bytes each instead of 56 and the stores need not
// look each id up again. A file has fewer than 2^32 lines (parseEsdJsonLines checks).
struct EsdScoreRecord
{
    std::uint32_t line = 0;
    std::uint32_t pair = 0;  // index into EsdBatch::pairs, else pairs.size() + one into scoredIds
    std::uint32_t model = 0; // index into EsdBatch::models
    bool core = false;
    double score = 0.0;
};

struct EsdBatch
{
    std::string source; // the file name errors refer to
    // One record an id: a later line for the same pair has been merged into the first.
    std::vector<EsdPairRecord> pairs;
    std::vector<EsdModelRecord> models;
    std::vector<EsdScoreRecord> scores;
    // The ids that scores name and no pair line does, in the order scores first name them.
    std::vector<std::string> scoredIds;
    std::size_t lines = 0; // non-blank lines read

    std::string_view pairIdOf(const EsdScoreRecord &rec) const
    {
        return rec.pair < pairs.size() ? std::string_view(pairs[rec.pair].id)
                                       : std::string_view(scoredIds[rec.pair - pairs.size()]);
    }
};

struct EsdParseOptions
{
    std::string annotator; // --annotator: whose "label" a pair line carries
    std::string model;     // --model: the model of score lines that name none
    NameFields fields;
};

// Parses and checks a whole file before the project is touched. Throws InputError
// "source:line: problem" at the first bad line.
EsdBatch parseEsdJsonLines(std::string_view content, const std::string &source,
                           const EsdParseOptions &options = {});

// What a file's lines ask of the import before it reads them through: score lines that
// name no model, the models named, pair lines with a bare "label". Lines that are no JSON
// object are passed over (the parser names their problem when the file is read through).
struct EsdLineNeeds
{
    bool model = false;
    bool annotator = false;
    std::vector<std::string> models; // in the order the file first names them
};
EsdLineNeeds esdLineNeeds(std::string_view content);

// For tests and the esd fuzz target: whether the fast reader of common lines took the
// line and, when it did, how its record differs from the full parser's (empty when the
// two agree, and "the full parser refuses it: ..." when only the fast one took it).
struct EsdLineComparison
{
    bool taken = false;
    std::string difference;
};
EsdLineComparison compareEsdLineReaders(std::string_view line, const EsdParseOptions &options = {});

// True when the content looks like ESD JSON Lines (its first object has an "id" and
// a step or a score).
bool looksLikeEsdJsonLines(std::string_view content);

} // namespace es::db
