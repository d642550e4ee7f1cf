#include "db/import.h"

#include "db/import_formats.h"
#include "db/project.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace es::db {

namespace {

// A file of no known format is read as ESD JSON Lines, whose parser names the problem.
const ImportFormat &formatOf(const ImportFileNeeds &needs)
{
    const ImportFormat *format = importFormat(needs.format);
    return format != nullptr ? *format : importFormatTable().front();
}

std::size_t count(Connection &db, const char *sql)
{
    return static_cast<std::size_t>(db.integerOf(sql));
}

} // namespace

ImportFileNeeds importFileNeeds(const std::string &path, std::string_view content,
                                InputFormat forced, const std::string &unrecognisedHint,
                                EsdLineScan scan)
{
    ImportFileNeeds needs;
    needs.format = inputFormatOf(path, content, forced, unrecognisedHint);
    formatOf(needs).needs(needs, path, content, scan);
    return needs;
}

ImportOptionProblem checkImportOptions(const ImportFileNeeds &needs, const ImportOptions &options)
{
    const bool annotator = !options.annotator.empty();
    const bool model = !options.model.empty();
    const ImportFormat &format = formatOf(needs);
    if (annotator && model && !format.takesAnnotatorAndModel) {
        return ImportOptionProblem::AnnotatorAndModel;
    }
    if (!options.seed.empty()) {
        return !format.reads.seed ? ImportOptionProblem::SeedNotTaken
               : !model           ? ImportOptionProblem::SeedNeedsModel
                                  : format.check(needs, annotator, model, options);
    }
    return format.check(needs, annotator, model, options);
}

void addImportFile(ImportBatch &batch, const std::string &path, std::string_view content,
                   const ImportFileNeeds &needs, const ImportOptions &options)
{
    const ImportFormat &format = formatOf(needs);
    const OpenPiRater rater{!options.annotator.empty() ? OpenPiRaterKind::Person
                            : !options.model.empty()   ? OpenPiRaterKind::Model
                                                       : OpenPiRaterKind::None,
                            !options.annotator.empty() ? options.annotator : options.model,
                            format.takesAnnotatorAndModel ? options.model : std::string()};
    if (const std::size_t line = lineOfNulInText(content); line > 0) {
        batch.nulInText.push_back({path, line});
    }
    format.add(batch, path, content, needs, options, rater);
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
                                                           job.fields, job.seed));
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
        const std::string source =
            std::visit([](const auto &f) { return f.source; }, batch.ester[i].file);
        if (e.longAnswers > 0) {
            s.warnings.push_back({source, ImportWarning::Kind::LongEsterAnswers, e.longAnswers});
        }
        if (!e.sharedPassages.empty()) {
            s.warnings.push_back({source, ImportWarning::Kind::EsterSharedPassages,
                                  e.sharedPassages.size(), batch.ester[i].split, e.sharedPassages});
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
