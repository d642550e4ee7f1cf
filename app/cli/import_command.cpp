#include "app/cli/command.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/import_formats.h"
#include "db/project.h"
#include "widgets/common/import_summary.h"

#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

class Import : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Import(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope import FILE... --db PROJECT [--annotator NAME] [--model NAME] "
                  "[--seed N] [--split NAME] [--format NAME]\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QStringList files = in_.positional();
        if (files.isEmpty()) {
            return usage(tr("import needs at least one FILE"));
        }
        const QString annotator = in_.value("annotator");
        const QString model = in_.value("model");
        db::InputFormat forced = db::InputFormat::Unknown;
        if (in_.isSet("format")) {
            forced = db::formatFromName(in_.value("format").toStdString());
            if (forced == db::InputFormat::Unknown) {
                return usage(
                    tr("unknown format \"%1\" (known: %2)")
                        .arg(in_.value("format"), QString::fromStdString(db::formatNames())));
            }
        }

        // Every file is read and checked before the project is opened, so a bad
        // file never leaves a trace in it.
        Files byDataset;
        db::ImportBatch batch;
        const db::ImportOptions options{forced,
                                        annotator.toStdString(),
                                        model.toStdString(),
                                        in_.value("split").toStdString(),
                                        {},
                                        in_.isSet("keep-zero-salience"),
                                        in_.isSet("replace-gold"),
                                        in_.value("seed").toStdString()};
        if (const int read = readFiles(files, options, batch, byDataset); read != Ok) {
            return read;
        }
        // Only a project this import made is removed when it fails (a file, or the schema
        // in an empty database): one that another process made meanwhile may already hold
        // its work.
        db::ImportResult result;
        db::ImportSummary summary;
        std::optional<db::Project> project;
        try {
            project.emplace(dbPath.toStdString(), db::Project::Open::CreateIfMissing);
            // Who imports, whoever the file is for (its audit entry's detail says that).
            const std::string by = invoker(*project);
            summary = db::importAndSummarize(*project, batch, by, &result);
        } catch (...) {
            if (project) {
                project->discard();
            }
            throw;
        }
        project.reset();
        printEsdAndEster(result, batch, byDataset);
        printOpenPi(result, batch, byDataset);
        for (const db::ImportWarning &w : summary.warnings) {
            std::fprintf(stderr, "%s\n", qPrintable(warningLine(w)));
        }
        std::printf("%s\n", qPrintable(widgets::importSummaryText(summary)));
        return Ok;
    }

  private:
    // The files of each dataset, in the order of the batch's jobs.
    struct Files
    {
        QStringList esd;
        QStringList ester;
        QStringList openPi;
    };

    int readFiles(const QStringList &files, const db::ImportOptions &options,
                  db::ImportBatch &batch, Files &byDataset)
    {
        const db::InputFormat forced = options.format;
        for (const QString &file : files) {
            const std::string path = file.toStdString();
            // The parsers report every problem themselves; should the JSON library still
            // throw, the file is named rather than the process aborted.
            try {
                const std::string content = db::readInputFile(path);
                const db::ImportFileNeeds needs = db::importFileNeeds(
                    path, content, forced, "; name it with --format", db::EsdLineScan::Skip);
                if (const QString problem = widgets::importProblemText(
                        db::checkImportOptions(needs, options), file, widgets::commandLineNames());
                    !problem.isEmpty()) {
                    return usage(problem);
                }
                db::addImportFile(batch, path, content, needs, options);
                switch (db::importFormat(needs.format)->dataset) {
                case db::ImportDataset::Ester:
                    byDataset.ester.push_back(file);
                    break;
                case db::ImportDataset::OpenPi:
                    byDataset.openPi.push_back(file);
                    break;
                case db::ImportDataset::Esd:
                    byDataset.esd.push_back(file);
                    break;
                }
            } catch (const nlohmann::json::exception &e) {
                throw db::InputError(path + ": " + e.what());
            }
        }

        return Ok;
    }

    void printEsdAndEster(const db::ImportResult &result, const db::ImportBatch &batch,
                          const Files &files)
    {
        for (std::size_t i = 0; i < result.esd.size(); ++i) {
            const auto &s = result.esd[i];
            std::printf("%s\n",
                        qPrintable(tr("%1: %2 pairs (%3 new), %4 labels (%5 new, %6 changed), "
                                      "%7 scores (%8 new, %9 changed)")
                                       .arg(files.esd[static_cast<qsizetype>(i)])
                                       .arg(s.pairsAdded + s.pairsKnown)
                                       .arg(s.pairsAdded)
                                       .arg(s.labelsAdded + s.labelsChanged + s.labelsUnchanged)
                                       .arg(s.labelsAdded)
                                       .arg(s.labelsChanged)
                                       .arg(s.scoresAdded + s.scoresChanged + s.scoresUnchanged)
                                       .arg(s.scoresAdded)
                                       .arg(s.scoresChanged)));
        }
        for (std::size_t i = 0; i < result.ester.size(); ++i) {
            const auto &s = result.ester[i];
            const db::EsterImportJob &job = batch.ester[i];
            const QString file = files.ester[static_cast<qsizetype>(i)];
            const QString whose =
                job.rater.empty() ? tr("gold") : QString::fromStdString(job.rater);
            std::printf(
                "%s\n",
                qPrintable(tr("%1: split \"%2\", %3 questions (%4 new), %5 answer sets as %6 "
                              "(%7 new, %8 changed)")
                               .arg(file, QString::fromStdString(job.split))
                               .arg(s.questionsAdded + s.questionsKnown)
                               .arg(s.questionsAdded)
                               .arg(s.answerSetsAdded + s.answerSetsChanged + s.answerSetsUnchanged)
                               .arg(whose)
                               .arg(s.answerSetsAdded)
                               .arg(s.answerSetsChanged)));
        }
    }

    void printOpenPi(const db::ImportResult &result, const db::ImportBatch &batch,
                     const Files &files)
    {
        for (std::size_t i = 0; i < result.openpi.size(); ++i) {
            const auto &s = result.openpi[i];
            const db::OpenPiImportJob &job = batch.openpi[i];
            const QString file = files.openPi[static_cast<qsizetype>(i)];
            const QString whose =
                job.rater.name.empty() ? tr("gold") : QString::fromStdString(job.rater.name);
            if (job.file.kind == db::OpenPiFileKind::Procedures &&
                job.rater.kind != db::OpenPiRaterKind::None) {
                std::printf(
                    "%s\n",
                    qPrintable(tr("%1: %2 procedures (%3 new), %4 salience ratings by %5 "
                                  "(%6 new, %7 changed)")
                                   .arg(file)
                                   .arg(s.proceduresAdded + s.proceduresKnown)
                                   .arg(s.proceduresAdded)
                                   .arg(s.ratingsAdded + s.ratingsChanged + s.ratingsUnchanged)
                                   .arg(whose)
                                   .arg(s.ratingsAdded)
                                   .arg(s.ratingsChanged)));
            } else if (job.file.kind == db::OpenPiFileKind::Schemata ||
                       job.file.kind == db::OpenPiFileKind::States) {
                std::printf(
                    "%s\n",
                    qPrintable((job.file.kind == db::OpenPiFileKind::Schemata
                                    ? tr("%1: %2 procedures' predicted schemata by %3 (%4 changed)")
                                    : tr("%1: %2 procedures' states by %3 (%4 changed)"))
                                   .arg(file)
                                   .arg(s.predictionsSet + s.predictionsUnchanged)
                                   .arg(whose)
                                   .arg(s.predictionsSet)));
            } else if (job.file.kind == db::OpenPiFileKind::ExpansionJudgements) {
                std::printf(
                    "%s\n",
                    qPrintable(tr("%1: %2 procedures' judgements of generated paraphrases by %3 "
                                  "(%4 changed)")
                                   .arg(file)
                                   .arg(s.judgementsSet + s.judgementsUnchanged)
                                   .arg(whose)
                                   .arg(s.judgementsSet)));
            } else if (job.file.kind == db::OpenPiFileKind::SchemaErrors) {
                std::printf(
                    "%s\n",
                    qPrintable(tr("%1: %2 procedures' error analyses by %3 of %4's schemata "
                                  "(%5 changed)")
                                   .arg(file)
                                   .arg(s.analysesSet + s.analysesUnchanged)
                                   .arg(whose, QString::fromStdString(job.rater.model))
                                   .arg(s.analysesSet)));
            } else {
                std::printf(
                    "%s\n",
                    qPrintable(tr("%1: %2 procedures (%3 new), %4 entities new, %5 clusterings "
                                  "by %6 (%7 changed)")
                                   .arg(file)
                                   .arg(s.proceduresAdded + s.proceduresKnown)
                                   .arg(s.proceduresAdded)
                                   .arg(s.entitiesAdded)
                                   .arg(s.clusteringsSet + s.clusteringsUnchanged)
                                   .arg(whose)
                                   .arg(s.clusteringsSet)));
            }
        }
    }

    // The dialog's line, with the flag that changes what the import did.
    static QString warningLine(const db::ImportWarning &w)
    {
        QString line = tr("eventscope: warning: %1").arg(widgets::importWarningLine(w));
        switch (w.kind) {
        case db::ImportWarning::Kind::ZeroSalience:
            return line + tr(" (--keep-zero-salience keeps them)");
        case db::ImportWarning::Kind::HandMadeGoldKept:
            return line + tr(" (--replace-gold replaces them; the file's are kept as released)");
        case db::ImportWarning::Kind::LongEsterAnswers:
        case db::ImportWarning::Kind::InvalidSalience:
        case db::ImportWarning::Kind::EsterSharedPassages:
            break;
        }
        return line;
    }
};

} // namespace

Command importCommand()
{
    return command<Import>("import", {"db", "annotator", "model", "seed", "split", "format",
                                      "keep-zero-salience", "replace-gold"});
}

} // namespace es::app::cli
