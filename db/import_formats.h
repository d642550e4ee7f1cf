#pragma once
// Every file format an import reads, each described once (Tiled's FileFormat is the
// model): the name --format takes, the dataset it feeds, the names it reads, what it asks
// of them, and how its content joins a batch. The command line, the import dialog and
// db/import.cpp all read this table: a new format is one entry here, its parser, and its
// description in widgets/common/import_texts.cpp.

#include "db/file_input.h"

#include <span>
#include <string>
#include <string_view>

namespace es::db {

struct ImportBatch;
struct ImportFileNeeds;
struct ImportOptions;
struct OpenPiRater;
enum class ImportOptionProblem;
enum class EsdLineScan;

enum class ImportDataset { Esd, Ester, OpenPi };

// Which of the three names a file of a format reads; the others would be refused or
// ignored, so the import dialog neither offers nor passes them.
struct ImportNames
{
    bool annotator = false;
    bool model = false;
    bool split = false;
    bool seed = false; // a run of a model over a seed (ImportOptions::seed)
};

struct ImportFormat
{
    InputFormat format = InputFormat::Unknown;
    std::string_view name;      // what --format takes
    std::string_view extension; // what the file dialog offers: "json", "jsonl"
    ImportDataset dataset = ImportDataset::Esd;
    // What the dialog offers; an ESD file's depend on its lines (ImportFileNeeds).
    ImportNames reads;
    // An error analysis alone is a person's work on a model's output: it takes both names.
    bool takesAnnotatorAndModel = false;
    // Fills in what a file of the format asks of the options.
    void (*needs)(ImportFileNeeds &needs, const std::string &path, std::string_view content,
                  EsdLineScan scan);
    // Why `options` do not fit a file of the format (ImportOptionProblem::None if they do);
    // both names at once have been ruled out unless the format takes both.
    ImportOptionProblem (*check)(const ImportFileNeeds &needs, bool annotator, bool model,
                                 const ImportOptions &options);
    // Parses the content and adds it to the batch; throws InputError at the first bad line.
    void (*add)(ImportBatch &batch, const std::string &path, std::string_view content,
                const ImportFileNeeds &needs, const ImportOptions &options,
                const OpenPiRater &rater);
};

// Every format, in the order --help and the import dialog list them.
std::span<const ImportFormat> importFormatTable();
// The entry of `format`; null for Unknown.
const ImportFormat *importFormat(InputFormat format);

// What --format takes: a format's name, or "esd-jsonl" for ESD; Unknown otherwise.
InputFormat formatFromName(std::string_view name);
// Every name, comma-separated, for --format's help.
std::string formatNames();
// The name --format takes for `format` (empty for Unknown).
std::string_view formatName(InputFormat format);

} // namespace es::db
