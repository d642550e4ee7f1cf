#include "db/import.h"

#include "db/esd/esd_format.h"
#include "db/ester/ester_format.h"
#include "db/openpi/openpi_format.h"
#include "db/project.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace es::db {

namespace {

constexpr std::array<std::pair<InputFormat, std::string_view>, 12> kFormats{{
    {InputFormat::EsdJsonLines, "esd"},
    {InputFormat::EsterSplit, "ester"},
    {InputFormat::EsterPredictions, "ester-predictions"},
    {InputFormat::OpenPiProcedures, "openpi"},
    {InputFormat::OpenPiClustering, "openpi-clusters"},
    {InputFormat::OpenPiGoldClusters, "openpi-gold-clusters"},
    {InputFormat::OpenPiAttributeClustering, "openpi-attribute-clusters"},
    {InputFormat::OpenPiGoldAttributeClusters, "openpi-gold-attribute-clusters"},
    {InputFormat::OpenPiSchemata, "openpi-schemata"},
    {InputFormat::OpenPiStates, "openpi-states"},
    {InputFormat::OpenPiSchemaErrors, "openpi-schema-errors"},
    {InputFormat::OpenPiExpansionJudgements, "openpi-expansion-judgements"},
}};

std::size_t count(Connection &db, const char *sql)
{
    Statement s = db.prepare(sql);
    s.step();
    return static_cast<std::size_t>(s.int64(0));
}

} // namespace

std::string_view formatName(InputFormat format)
{
    for (const auto &[f, name] : kFormats) {
        if (f == format) {
            return name;
        }
    }
    return {};
}

std::vector<InputFormat> importFormats()
{
    std::vector<InputFormat> out;
    for (const auto &entry : kFormats) {
        out.push_back(entry.first);
    }
    return out;
}

ImportFileNeeds importFileNeeds(const std::string &path, std::string_view content,
                                InputFormat forced, const std::string &unrecognisedHint,
                                EsdLineScan scan)
{
    ImportFileNeeds needs;
    needs.format = inputFormatOf(path, content, forced, unrecognisedHint);
    switch (needs.format) {
    case InputFormat::EsterSplit:
        needs.defaultSplit = std::filesystem::path(path).stem().string();
        break;
    case InputFormat::EsterPredictions:
        needs.model = true;
        needs.split = true;
        break;
    case InputFormat::OpenPiClustering:
    case InputFormat::OpenPiAttributeClustering:
        needs.annotatorOrModel = true;
        break;
    case InputFormat::OpenPiSchemata:
        needs.model = true;
        break;
    case InputFormat::OpenPiSchemaErrors:
        needs.annotator = true;
        needs.model = true;
        break;
    case InputFormat::OpenPiExpansionJudgements:
        needs.annotator = true;
        break;
    case InputFormat::OpenPiProcedures:
    case InputFormat::OpenPiGoldClusters:
    case InputFormat::OpenPiGoldAttributeClusters:
    case InputFormat::OpenPiStates:
        break;
    default: {
        if (scan == EsdLineScan::Skip) {
            break;
        }
        EsdLineNeeds esd = esdLineNeeds(content);
        needs.model = esd.model;
        needs.annotator = esd.annotator;
        needs.models = std::move(esd.models);
        break;
    }
    }
    return needs;
}

ImportOptionProblem checkImportOptions(const ImportFileNeeds &needs, const ImportOptions &options)
{
    const bool annotator = !options.annotator.empty();
    const bool model = !options.model.empty();
    // An error analysis alone is a person's work on a model's output.
    if (needs.format == InputFormat::OpenPiSchemaErrors) {
        return annotator && model ? ImportOptionProblem::None
                                  : ImportOptionProblem::SchemaErrorsNeedAnnotatorAndModel;
    }
    if (annotator && model) {
        return ImportOptionProblem::AnnotatorAndModel;
    }
    switch (needs.format) {
    case InputFormat::EsterSplit:
        return model ? ImportOptionProblem::ModelForSplit : ImportOptionProblem::None;
    case InputFormat::EsterPredictions:
        return !model || options.split.empty() ? ImportOptionProblem::PredictionsNeedModelAndSplit
                                               : ImportOptionProblem::None;
    case InputFormat::OpenPiProcedures:
        return ImportOptionProblem::None;
    case InputFormat::OpenPiClustering:
    case InputFormat::OpenPiAttributeClustering:
        return !annotator && !model ? ImportOptionProblem::ClusteringNeedsRater
                                    : ImportOptionProblem::None;
    case InputFormat::OpenPiGoldClusters:
    case InputFormat::OpenPiGoldAttributeClusters:
        return annotator || model ? ImportOptionProblem::GoldClustersTakeNoRater
                                  : ImportOptionProblem::None;
    case InputFormat::OpenPiSchemata:
        return model ? ImportOptionProblem::None : ImportOptionProblem::SchemataNeedModel;
    case InputFormat::OpenPiStates:
        return annotator ? ImportOptionProblem::StatesTakeNoAnnotator : ImportOptionProblem::None;
    case InputFormat::OpenPiExpansionJudgements:
        return annotator && !model ? ImportOptionProblem::None
                                   : ImportOptionProblem::JudgementsNeedAnnotator;
    default:
        if (needs.annotator && !annotator) {
            return ImportOptionProblem::LabelsNeedAnnotator;
        }
        if (needs.model && !model) {
            return ImportOptionProblem::ScoresNeedModel;
        }
        return ImportOptionProblem::None;
    }
}

void addImportFile(ImportBatch &batch, const std::string &path, std::string_view content,
                   const ImportFileNeeds &needs, const ImportOptions &options)
{
    const OpenPiRater rater{!options.annotator.empty() ? OpenPiRaterKind::Person
                            : !options.model.empty()   ? OpenPiRaterKind::Model
                                                       : OpenPiRaterKind::None,
                            !options.annotator.empty() ? options.annotator : options.model,
                            needs.format == InputFormat::OpenPiSchemaErrors ? options.model
                                                                            : std::string()};
    if (const std::size_t line = lineOfNulInText(content); line > 0) {
        batch.nulInText.push_back({path, line});
    }
    switch (needs.format) {
    case InputFormat::EsterSplit:
        batch.ester.push_back({options.split.empty() ? needs.defaultSplit : options.split,
                               options.annotator, parseEsterSplit(content, path), options.fields});
        break;
    case InputFormat::EsterPredictions:
        batch.ester.push_back(
            {options.split, options.model, parseEsterPredictions(content, path), options.fields});
        break;
    case InputFormat::OpenPiProcedures:
        batch.openpi.push_back(
            {rater, parseOpenPiProcedures(content, path, rater.kind, options.fields),
             OpenPiImportOptions{options.keepZeroSalience, options.replaceGold}});
        break;
    case InputFormat::OpenPiClustering:
        batch.openpi.push_back({rater, parseOpenPiClustering(content, path)});
        break;
    case InputFormat::OpenPiGoldClusters:
        batch.openpi.push_back({rater, parseOpenPiGoldClusters(content, path)});
        break;
    case InputFormat::OpenPiAttributeClustering:
        batch.openpi.push_back({rater, parseOpenPiAttributeClustering(content, path)});
        break;
    case InputFormat::OpenPiGoldAttributeClusters:
        batch.openpi.push_back({rater, parseOpenPiGoldAttributeClusters(content, path)});
        break;
    case InputFormat::OpenPiSchemata:
        batch.openpi.push_back({rater, parseOpenPiSchemata(content, path)});
        break;
    case InputFormat::OpenPiStates:
        batch.openpi.push_back({rater, parseOpenPiStates(content, path)});
        break;
    case InputFormat::OpenPiSchemaErrors:
        batch.openpi.push_back({rater, parseOpenPiSchemaErrors(content, path)});
        break;
    case InputFormat::OpenPiExpansionJudgements:
        batch.openpi.push_back({rater, parseOpenPiExpansionJudgements(content, path)});
        break;
    default:
        batch.esd.push_back(parseEsdJsonLines(
            content, path, EsdParseOptions{options.annotator, options.model, options.fields}));
        break;
    }
}

ImportResult importAll(Project &project, const ImportBatch &batch, const std::string &importedBy,
                       const Progress &progress)
{
    if (!batch.nulInText.empty() && !project.connection().storesNulInText()) {
        const NulInText &first = batch.nulInText.front();
        throw InputError(first.path + ":" + std::to_string(first.line) +
                         ": text holds the character U+0000 (\\u0000), which a PostgreSQL "
                         "server cannot store (a project file can); nothing was imported");
    }
    ImportResult result;
    // Each file weighs the same in the progress; the ESD part reports row by row.
    constexpr std::size_t kStep = 1000;
    const std::size_t total = kStep * (batch.esd.size() + batch.ester.size() + batch.openpi.size());
    std::size_t done = 0;
    const auto next = [&] {
        if (progress.cancel && progress.cancel->load()) {
            throw Cancelled();
        }
        if (progress.report) {
            progress.report(done, total);
        }
    };
    // ESD files alone keep the ESD store's own transaction: it turns foreign-key checks
    // off for the bulk insert, which a surrounding transaction would silence.
    std::optional<Transaction> all;
    if (!batch.ester.empty() || !batch.openpi.empty()) {
        all.emplace(project.connection());
    }
    if (!batch.esd.empty()) {
        Progress esd{{}, progress.cancel};
        if (progress.report) {
            const std::size_t share = kStep * batch.esd.size();
            esd.report = [&](std::size_t rows, std::size_t of) {
                progress.report(of == 0 ? share : share * rows / of, total);
            };
        }
        result.esd = EsdStore(project).import(batch.esd, importedBy, esd);
        done += kStep * batch.esd.size();
    }
    EsterStore ester(project);
    for (const EsterImportJob &job : batch.ester) {
        next();
        if (const auto *split = std::get_if<EsterSplitFile>(&job.file)) {
            result.ester.push_back(
                ester.importSplit(*split, job.split, job.rater, importedBy, job.fields));
        } else {
            result.ester.push_back(ester.importPredictions(std::get<EsterPredictionFile>(job.file),
                                                           job.rater, job.split, importedBy,
                                                           job.fields));
        }
        done += kStep;
    }
    OpenPiStore openpi(project);
    for (const OpenPiImportJob &job : batch.openpi) {
        next();
        result.openpi.push_back(openpi.import(job.file, job.rater, importedBy, job.options));
        done += kStep;
    }
    if (all) {
        next();
        all->commit();
    }
    return result;
}

ImportSummary importAndSummarize(Project &project, const ImportBatch &batch,
                                 const std::string &importedBy, ImportResult *resultOut,
                                 const Progress &progress)
{
    Connection &db = project.connection();
    const std::size_t modelsBefore = count(db, "SELECT count(*) FROM model");
    const std::size_t peopleBefore = count(db, "SELECT count(*) FROM person");
    ImportResult result = importAll(project, batch, importedBy, progress);

    ImportSummary s;
    s.files = batch.esd.size() + batch.ester.size() + batch.openpi.size();
    s.modelsAdded = count(db, "SELECT count(*) FROM model") - modelsBefore;
    s.peopleAdded = count(db, "SELECT count(*) FROM person") - peopleBefore;
    for (const EsdImportSummary &e : result.esd) {
        s.pairsAdded += e.pairsAdded;
        s.labelsAdded += e.labelsAdded;
        s.labelsChanged += e.labelsChanged;
        s.scoresAdded += e.scoresAdded;
        s.scoresChanged += e.scoresChanged;
    }
    for (std::size_t i = 0; i < result.ester.size(); ++i) {
        const EsterImportSummary &e = result.ester[i];
        s.questionsAdded += e.questionsAdded;
        s.answerSetsAdded += e.answerSetsAdded;
        s.answerSetsChanged += e.answerSetsChanged;
        if (e.longAnswers > 0) {
            const auto &file = batch.ester[i].file;
            s.warnings.push_back({std::visit([](const auto &f) { return f.source; }, file),
                                  ImportWarning::Kind::LongEsterAnswers, e.longAnswers});
        }
    }
    for (std::size_t i = 0; i < result.openpi.size(); ++i) {
        const OpenPiImportSummary &o = result.openpi[i];
        s.proceduresAdded += o.proceduresAdded;
        s.entitiesAdded += o.entitiesAdded;
        s.entitiesChanged += o.entitiesChanged;
        s.ratingsAdded += o.ratingsAdded;
        s.ratingsChanged += o.ratingsChanged;
        s.clusteringsSet += o.clusteringsSet;
        s.predictionsSet += o.predictionsSet;
        s.analysesSet += o.analysesSet;
        s.judgementsSet += o.judgementsSet;
        if (o.invalidRatings > 0) {
            s.warnings.push_back({batch.openpi[i].file.source, ImportWarning::Kind::InvalidSalience,
                                  o.invalidRatings});
        }
        if (o.zeroProceduresSkipped > 0) {
            s.warnings.push_back({batch.openpi[i].file.source, ImportWarning::Kind::ZeroSalience,
                                  o.zeroProceduresSkipped});
        }
        if (o.handMadeGoldKept > 0) {
            s.warnings.push_back({batch.openpi[i].file.source,
                                  ImportWarning::Kind::HandMadeGoldKept, o.handMadeGoldKept});
        }
    }
    if (resultOut) {
        *resultOut = std::move(result);
    }
    return s;
}

} // namespace es::db
