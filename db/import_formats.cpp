#include "db/import_formats.h"

#include "db/esd/esd_format.h"
#include "db/ester/ester_format.h"
#include "db/import.h"
#include "db/openpi/openpi_format.h"

#include <array>
#include <filesystem>

namespace es::db {

namespace {

using P = ImportOptionProblem;

void noNeeds(ImportFileNeeds &, const std::string &, std::string_view, EsdLineScan) {}

P anyNames(const ImportFileNeeds &, bool, bool, const ImportOptions &)
{
    return P::None;
}

void esdNeeds(ImportFileNeeds &needs, const std::string &, std::string_view content,
              EsdLineScan scan)
{
    if (scan == EsdLineScan::Skip) {
        return;
    }
    EsdLineNeeds esd = esdLineNeeds(content);
    needs.model = esd.model;
    needs.annotator = esd.annotator;
    needs.models = std::move(esd.models);
}

P esdCheck(const ImportFileNeeds &needs, bool annotator, bool model, const ImportOptions &)
{
    if (needs.annotator && !annotator) {
        return P::LabelsNeedAnnotator;
    }
    return needs.model && !model ? P::ScoresNeedModel : P::None;
}

void esdAdd(ImportBatch &batch, const std::string &path, std::string_view content,
            const ImportFileNeeds &, const ImportOptions &options, const OpenPiRater &)
{
    batch.esd.push_back(parseEsdJsonLines(
        content, path, EsdParseOptions{options.annotator, options.model, options.fields}));
}

// An OpenPI clustering is a person's or a model's: it needs one of the two names.
void raterNeeded(ImportFileNeeds &needs, const std::string &, std::string_view, EsdLineScan)
{
    needs.annotatorOrModel = true;
}

P clusteringCheck(const ImportFileNeeds &, bool annotator, bool model, const ImportOptions &)
{
    return !annotator && !model ? P::ClusteringNeedsRater : P::None;
}

// Hand-made gold clusters are nobody's in particular.
P goldClustersCheck(const ImportFileNeeds &, bool annotator, bool model, const ImportOptions &)
{
    return annotator || model ? P::GoldClustersTakeNoRater : P::None;
}

// An OpenPI file of a kind that takes nothing but its rater.
template <OpenPiFile (*parse)(std::string_view, const std::string &)>
void openPiAdd(ImportBatch &batch, const std::string &path, std::string_view content,
               const ImportFileNeeds &, const ImportOptions &, const OpenPiRater &rater)
{
    batch.openpi.push_back({rater, parse(content, path)});
}

constexpr ImportNames kNone{};
constexpr ImportNames kEither{true, true, false};

const std::array<ImportFormat, 12> kFormats{{
    {InputFormat::EsdJsonLines,
     "esd",
     "jsonl",
     ImportDataset::Esd,
     {},
     false,
     &esdNeeds,
     &esdCheck,
     &esdAdd},
    {InputFormat::EsterSplit,
     "ester",
     "json",
     ImportDataset::Ester,
     {true, false, true},
     false,
     [](ImportFileNeeds &needs, const std::string &path, std::string_view, EsdLineScan) {
         needs.defaultSplit = std::filesystem::path(path).stem().string();
     },
     [](const ImportFileNeeds &, bool, bool model, const ImportOptions &) {
         return model ? P::ModelForSplit : P::None;
     },
     [](ImportBatch &batch, const std::string &path, std::string_view content,
        const ImportFileNeeds &needs, const ImportOptions &options, const OpenPiRater &) {
         batch.ester.push_back({options.split.empty() ? needs.defaultSplit : options.split,
                                options.annotator, parseEsterSplit(content, path), options.fields});
     }},
    {InputFormat::EsterPredictions,
     "ester-predictions",
     "json",
     ImportDataset::Ester,
     {false, true, true, true},
     false,
     [](ImportFileNeeds &needs, const std::string &, std::string_view, EsdLineScan) {
         needs.model = true;
         needs.split = true;
     },
     [](const ImportFileNeeds &, bool, bool model, const ImportOptions &options) {
         return !model || options.split.empty() ? P::PredictionsNeedModelAndSplit : P::None;
     },
     [](ImportBatch &batch, const std::string &path, std::string_view content,
        const ImportFileNeeds &, const ImportOptions &options, const OpenPiRater &) {
         const ModelSeed seed =
             options.seed.empty() ? ModelSeed{} : ModelSeed{options.model, options.seed};
         batch.ester.push_back({options.split, seed.empty() ? options.model : seedRunName(seed),
                                parseEsterPredictions(content, path), options.fields, seed});
     }},
    {InputFormat::OpenPiProcedures, "openpi", "json", ImportDataset::OpenPi, kEither, false,
     &noNeeds, &anyNames,
     [](ImportBatch &batch, const std::string &path, std::string_view content,
        const ImportFileNeeds &, const ImportOptions &options, const OpenPiRater &rater) {
         batch.openpi.push_back(
             {rater, parseOpenPiProcedures(content, path, rater.kind, options.fields),
              OpenPiImportOptions{options.keepZeroSalience, options.replaceGold}});
     }},
    {InputFormat::OpenPiClustering, "openpi-clusters", "json", ImportDataset::OpenPi, kEither,
     false, &raterNeeded, &clusteringCheck, &openPiAdd<&parseOpenPiClustering>},
    {InputFormat::OpenPiGoldClusters, "openpi-gold-clusters", "json", ImportDataset::OpenPi, kNone,
     false, &noNeeds, &goldClustersCheck, &openPiAdd<&parseOpenPiGoldClusters>},
    {InputFormat::OpenPiAttributeClustering, "openpi-attribute-clusters", "json",
     ImportDataset::OpenPi, kEither, false, &raterNeeded, &clusteringCheck,
     &openPiAdd<&parseOpenPiAttributeClustering>},
    {InputFormat::OpenPiGoldAttributeClusters, "openpi-gold-attribute-clusters", "json",
     ImportDataset::OpenPi, kNone, false, &noNeeds, &goldClustersCheck,
     &openPiAdd<&parseOpenPiGoldAttributeClusters>},
    {InputFormat::OpenPiSchemata,
     "openpi-schemata",
     "json",
     ImportDataset::OpenPi,
     {false, true, false},
     false,
     [](ImportFileNeeds &needs, const std::string &, std::string_view, EsdLineScan) {
         needs.model = true;
     },
     [](const ImportFileNeeds &, bool, bool model, const ImportOptions &) {
         return model ? P::None : P::SchemataNeedModel;
     },
     &openPiAdd<&parseOpenPiSchemata>},
    // A model's predicted states, a person's own, or without a name the gold lists.
    {InputFormat::OpenPiStates, "openpi-states", "json", ImportDataset::OpenPi, kEither, false,
     &noNeeds, [](const ImportFileNeeds &, bool, bool, const ImportOptions &) { return P::None; },
     &openPiAdd<&parseOpenPiStates>},
    {InputFormat::OpenPiSchemaErrors, "openpi-schema-errors", "json", ImportDataset::OpenPi,
     kEither, true,
     [](ImportFileNeeds &needs, const std::string &, std::string_view, EsdLineScan) {
         needs.annotator = true;
         needs.model = true;
     },
     [](const ImportFileNeeds &, bool annotator, bool model, const ImportOptions &) {
         return annotator && model ? P::None : P::SchemaErrorsNeedAnnotatorAndModel;
     },
     &openPiAdd<&parseOpenPiSchemaErrors>},
    {InputFormat::OpenPiExpansionJudgements,
     "openpi-expansion-judgements",
     "json",
     ImportDataset::OpenPi,
     {true, false, false},
     false,
     [](ImportFileNeeds &needs, const std::string &, std::string_view, EsdLineScan) {
         needs.annotator = true;
     },
     [](const ImportFileNeeds &, bool annotator, bool model, const ImportOptions &) {
         return annotator && !model ? P::None : P::JudgementsNeedAnnotator;
     },
     &openPiAdd<&parseOpenPiExpansionJudgements>},
}};

} // namespace

std::span<const ImportFormat> importFormatTable()
{
    return kFormats;
}

const ImportFormat *importFormat(InputFormat format)
{
    for (const ImportFormat &f : kFormats) {
        if (f.format == format) {
            return &f;
        }
    }
    return nullptr;
}

InputFormat formatFromName(std::string_view name)
{
    if (name == "esd-jsonl") {
        return InputFormat::EsdJsonLines;
    }
    for (const ImportFormat &f : kFormats) {
        if (f.name == name) {
            return f.format;
        }
    }
    return InputFormat::Unknown;
}

std::string formatNames()
{
    std::string out;
    for (const ImportFormat &f : kFormats) {
        out += (out.empty() ? "" : ", ") + std::string(f.name);
    }
    return out;
}

std::string_view formatName(InputFormat format)
{
    const ImportFormat *f = importFormat(format);
    return f != nullptr ? f->name : std::string_view();
}

} // namespace es::db
