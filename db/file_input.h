#pragma once
// Reading the files people hand to `import`, and telling their format from their content.

#include <cstddef>
#include <string>
#include <string_view>

namespace es::db {

// The whole file; throws InputError "path: cannot read: reason".
std::string readInputFile(const std::string &path);

// The line (from 1) of the first U+0000 the JSON `content` would hold as text (the escape
// \u0000, or the byte itself); 0 when there is none. A server cannot store one in text.
std::size_t lineOfNulInText(std::string_view content);

// The format names `--format` accepts.
enum class InputFormat {
    Unknown,
    EsdJsonLines,
    EsterSplit,
    EsterPredictions,
    OpenPiProcedures,
    OpenPiClustering,
    OpenPiGoldClusters,
    OpenPiAttributeClustering,
    OpenPiGoldAttributeClusters,
    OpenPiSchemata,
    OpenPiStates,
    OpenPiSchemaErrors,
    OpenPiExpansionJudgements,
};

// Detects the format from the content; Unknown when nothing matches.
InputFormat detectFormat(std::string_view content);

// How a person gives the names a file does not hold itself: flags on the command line,
// fields in the import dialog. A message about a missing or conflicting name quotes these,
// so each front end's user reads the control they can change.
struct NameFields
{
    std::string annotator = "--annotator";
    std::string model = "--model";
    std::string split = "--split";
};

struct EsdBatch;
struct EsdParseOptions;

// Reads, recognises (unless `forced` names the format) and checks one ESD file. Throws
// InputError for an unreadable, empty or unrecognised file; `unrecognisedHint` is
// appended to the last message (the command line says how to name the format).
EsdBatch readEsdFile(const std::string &path, InputFormat forced, const EsdParseOptions &options,
                     const std::string &unrecognisedHint = {});

// The format of `content`, read from `path`: `forced` when given, else detected;
// throws InputError for an empty or unrecognised file.
InputFormat inputFormatOf(const std::string &path, std::string_view content, InputFormat forced,
                          const std::string &unrecognisedHint = {});

} // namespace es::db
