#pragma once
// One import of several files of any datasets, as the command line, the GUI and the
// demo make it: every file lands or none does.

#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/openpi/openpi_store.h"

#include <string_view>
#include <variant>

namespace es::db {

struct EsterImportJob
{
    std::string split;
    // A split's answers are gold when empty, else this annotator's; predictions need
    // the model's name here.
    std::string rater;
    std::variant<EsterSplitFile, EsterPredictionFile> file;
    NameFields fields; // where the split was named, for a conflict found on import
    ModelSeed seed = {}; // predictions that are one run of a model over a seed
};

struct OpenPiImportJob
{
    OpenPiRater rater;
    OpenPiFile file;
    OpenPiImportOptions options = {};
};

// Where a file's text holds U+0000, which a project file stores and a server cannot.
struct NulInText
{
    std::string path;
    std::size_t line = 0;
};

struct ImportBatch
{
    std::vector<EsdBatch> esd;
    std::vector<EsterImportJob> ester;
    std::vector<OpenPiImportJob> openpi;
    std::vector<NulInText> nulInText; // the first of each file that holds one
};

// What `eventscope import` takes as flags. The GUI's import dialog fills one per file,
// and both hand it to checkImportOptions and addImportFile, so they cannot read a file
// differently.
struct ImportOptions
{
    InputFormat format = InputFormat::Unknown; // --format; Unknown: detected from the content
    std::string annotator;                     // --annotator
    std::string model;                         // --model
    std::string split; // --split; an ESTER split's defaults to the file's base name
    NameFields fields; // what messages call the three names: flags here, fields in the dialog
    // --keep-zero-salience: a person's procedures rated 0 throughout are ratings, not
    // placeholders for procedures nobody rated.
    bool keepZeroSalience = false;
    // --replace-gold: a procedures file's clusters replace hand-made gold clusters too.
    bool replaceGold = false;
    // --seed: the predictions are one run of --model over this seed, kept as the run
    // seedRunName names, and reported with the model's other seeds' runs.
    std::string seed = {};
};

// What a file asks of the options, read from its content without checking it through.
struct ImportFileNeeds
{
    InputFormat format = InputFormat::Unknown;
    bool annotator = false;          // ESD lines with a bare "label"
    bool model = false;              // ESD scores naming no model; ESTER predictions
    bool split = false;              // ESTER predictions say nothing of their split
    bool annotatorOrModel = false;   // an OpenPI clustering is somebody's
    std::vector<std::string> models; // the models the file names itself
    std::string defaultSplit;        // an ESTER split's, from the file's base name
};
// Whether importFileNeeds reads an ESD file's lines through for what they ask of the
// options. The import dialog does, to ask for them before the import; the command line
// does not: the parser names the first line that lacks one, and the scan is a second
// reading of every line (a second of a 9 M-line file).
enum class EsdLineScan { Read, Skip };

// `format` as forced, else detected; throws InputError for an empty or unrecognised file.
ImportFileNeeds importFileNeeds(const std::string &path, std::string_view content,
                                InputFormat forced, const std::string &unrecognisedHint = {},
                                EsdLineScan scan = EsdLineScan::Read);

// Why options do not fit a file, as the command line refuses them before reading on.
enum class ImportOptionProblem {
    None,
    AnnotatorAndModel, // both given
    ModelForSplit,     // an ESTER split's answers are a person's or gold
    PredictionsNeedModelAndSplit,
    ClusteringNeedsRater, // an OpenPI clustering needs --annotator or --model
    GoldClustersTakeNoRater,
    SchemataNeedModel,                 // OpenPI predicted schemata are a model's
    SchemaErrorsNeedAnnotatorAndModel, // a person's analysis of a model's schemata
    JudgementsNeedAnnotator,           // judgements of generated paraphrases are a person's
    LabelsNeedAnnotator,               // ESD "label" lines
    ScoresNeedModel,                   // ESD scores naming no model
    SeedNeedsModel, // --seed names a run of --model's predictions: it takes --model
    SeedNotTaken,   // the file's format keeps no runs over seeds
};
ImportOptionProblem checkImportOptions(const ImportFileNeeds &needs, const ImportOptions &options);

// Parses `content` (read from `path`, of `needs.format`) with `options` and adds it to
// `batch`; throws InputError at the first bad line. Touches no project.
void addImportFile(ImportBatch &batch, const std::string &path, std::string_view content,
                   const ImportFileNeeds &needs, const ImportOptions &options);

struct ImportResult
{
    std::vector<EsdImportSummary> esd;       // parallel to ImportBatch::esd
    std::vector<EsterImportSummary> ester;   // parallel to ImportBatch::ester
    std::vector<OpenPiImportSummary> openpi; // parallel to ImportBatch::openpi
};

// Cancelling (through `progress`) rolls everything back; it is checked between files
// and every few thousand ESD rows.
ImportResult importAll(Project &project, const ImportBatch &batch, const std::string &importedBy,
                       const Progress &progress = {});

// Something kept but worth a look, in one file.
struct ImportWarning
{
    // ZeroSalience: count procedures rated 0 throughout, taken as not rated.
    // HandMadeGoldKept: count procedures whose hand-made gold a procedures file left.
    // EsterSharedPassages: count passages of `split` other splits list too, named in
    // `passages`.
    enum class Kind {
        LongEsterAnswers,
        InvalidSalience,
        ZeroSalience,
        HandMadeGoldKept,
        EsterSharedPassages
    };
    // A constructor rather than an aggregate: the warnings that name nothing give three.
    ImportWarning() = default;
    ImportWarning(std::string file_, Kind kind_, std::size_t count_, std::string split_ = {},
                  std::vector<EsterSharedPassage> passages_ = {})
        : file(std::move(file_)), kind(kind_), count(count_), split(std::move(split_)),
          passages(std::move(passages_))
    {
    }
    std::string file;
    Kind kind = Kind::LongEsterAnswers;
    std::size_t count = 0;
    std::string split;
    std::vector<EsterSharedPassage> passages;
};

// One import's totals over all its files: what the command line prints last and the
// import dialog shows.
struct ImportSummary
{
    std::size_t files = 0;
    std::size_t pairsAdded = 0;
    std::size_t labelsAdded = 0;
    std::size_t labelsChanged = 0;
    std::size_t scoresAdded = 0;
    std::size_t scoresChanged = 0;
    std::size_t modelsAdded = 0;
    std::size_t peopleAdded = 0;
    std::size_t questionsAdded = 0;
    std::size_t answerSetsAdded = 0;
    std::size_t answerSetsChanged = 0;
    std::size_t proceduresAdded = 0;
    std::size_t entitiesAdded = 0;
    std::size_t entitiesChanged = 0;
    std::size_t ratingsAdded = 0;
    std::size_t ratingsChanged = 0;
    std::size_t clusteringsSet = 0;
    std::size_t predictionsSet = 0; // procedures' predicted schemata or states
    std::size_t analysesSet = 0;    // procedures' error analyses of predicted schemata
    std::size_t judgementsSet = 0;  // procedures' judgements of generated paraphrases
    std::vector<ImportWarning> warnings;
};

// As importAll, and the totals of what it added and changed.
ImportSummary importAndSummarize(Project &project, const ImportBatch &batch,
                                 const std::string &importedBy, ImportResult *result = nullptr,
                                 const Progress &progress = {});

} // namespace es::db
