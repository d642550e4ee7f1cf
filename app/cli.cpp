#include "app/cli.h"

#include "app/text_report.h"
#include "db/assignments.h"
#include "db/copy.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "db/review/adjudication.h"
#include "db/team.h"
#include "report/project_report.h"
#include "widgets/common/import_summary.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cstdio>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>

namespace es::app {

namespace {

enum Exit { Ok = 0, BadInput = 1, BadUsage = 2 };

// Keeps `inputs` until the process ends (reachable, so no leak checker counts them).
void leaveToExit(std::vector<std::shared_ptr<const void>> inputs)
{
    static auto *kept = new std::vector<std::shared_ptr<const void>>();
    std::move(inputs.begin(), inputs.end(), std::back_inserter(*kept));
}

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Cli(const QStringList &arguments) : arguments_(arguments) {}

    int run()
    {
        const QString command = arguments_.value(1);
        if (command == QLatin1String("--version")) {
            std::printf("eventscope %s\n", EVENTSCOPE_VERSION);
            return Ok;
        }
        if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
            command == QLatin1String("help")) {
            std::fputs(qPrintable(helpText()), stdout);
            return Ok;
        }
        parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser_.addOptions({
            {QStringLiteral("db"), tr("The project: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB)."), tr("PROJECT")},
            {QStringLiteral("annotator"), tr("Whose labels or answers the files hold."), tr("NAME")},
            {QStringLiteral("model"), tr("Which model the scores or predictions come from."), tr("NAME")},
            {QStringLiteral("split"), tr("The ESTER split (default: the file's base name)."), tr("NAME")},
            {QStringLiteral("accept-uncounted"),
             tr("assign: let the work of annotators left out of --annotators stop counting (without it, assign "
                "names them and changes nothing).")},
            {QStringLiteral("replace-gold"),
             tr("OpenPI: a procedures file's clusters replace hand-made gold clusters too (by default the "
                "hand-made gold is kept).")},
            {QStringLiteral("keep-zero-salience"),
             tr("OpenPI: keep a person's procedures rated 0 throughout as ratings (by default they are "
                "taken as not rated, as in the released files' placeholders).")},
            {QStringLiteral("format"), tr("The input format (%1); detected from the content by default.")
                                           .arg(QString::fromStdString(db::formatNames())),
             tr("NAME")},
            {QStringLiteral("dataset"), tr("esd, ester or openpi."), tr("NAME")},
            {QStringLiteral("json"), tr("Print one JSON object instead of tables.")},
            {QStringLiteral("out"), tr("The file to write."), tr("FILE")},
            {QStringLiteral("what"), tr("ESD: pairs (default) or gold; ESTER: answers (default) or gold; OpenPI: "
                                        "procedures (default), salience, clusters or gold."),
             tr("WHAT")},
            {QStringLiteral("as"), tr("Whose view to take: an annotator sees only their own work."), tr("NAME")},
            {QStringLiteral("item"), tr("The item to adjudicate: an ESD pair id, an ESTER question id, an OpenPI procedure id."),
             tr("ID")},
            {QStringLiteral("label"), tr("ESD: the adjudicated label, 1, 0 or -1."), tr("LABEL")},
            {QStringLiteral("note"), tr("A note kept with the decision."), tr("TEXT")},
            {QStringLiteral("withdraw"), tr("Withdraw the item's decision: its gold is the raters' again.")},
            {QStringLiteral("replace"), tr("adjudicate: replace another adjudicator's decision on the item (without "
                                           "it, only no decision or your own is replaced); assign: replace the "
                                           "dataset's existing assignments.")},
            {QStringLiteral("from"),
             tr("ESTER, OpenPI clusters: take this rater's answer (a person, or gold); copy: the "
                "project to copy."),
             tr("NAME")},
            {QStringLiteral("to"), tr("copy: the project to copy into, a new file or an empty database."),
             tr("PROJECT")},
            {QStringLiteral("type"), tr("ESTER: the adjudicated relation type."), tr("TYPE")},
            {QStringLiteral("answer"), tr("ESTER: an adjudicated answer, a span of the passage (repeat for more)."),
             tr("TEXT")},
            {QStringLiteral("entity"), tr("OpenPI: the entity whose salience is decided."), tr("NAME")},
            {QStringLiteral("step"), tr("OpenPI: the step of a local salience (default 0, global)."), tr("N")},
            {QStringLiteral("salience"), tr("OpenPI: the adjudicated salience, 0-5."), tr("VALUE")},
            {QStringLiteral("kind"), tr("OpenPI: entity or attribute clusters."), tr("KIND")},
            {QStringLiteral("clusters"), tr("OpenPI: a clustering file whose entry for the item is the decision."),
             tr("FILE")},
            {QStringLiteral("bootstrap"), tr("Bootstrap resamples for the 95% intervals (default 1000; 0: none)."), tr("N")},
            {QStringLiteral("intervals"), tr("How the 95% intervals are made: auto (default: the bootstrap, and large-sample "
                                             "intervals over 100,000 items or more), bootstrap or analytic."),
             tr("METHOD")},
            {QStringLiteral("seed"), tr("The bootstrap's seed (default 20231); assign: the panels' seed (default 1)."), tr("N")},
            {QStringLiteral("annotators"), tr("assign: the annotators who share the items, comma-separated."), tr("NAMES")},
            {QStringLiteral("overlap"), tr("assign: how many of them rate each item."), tr("N")},
            {QStringLiteral("members"), tr("group: the people to put in the group, comma-separated."), tr("NAMES")},
            {QStringLiteral("setting"), tr("group: the ESD setting its members worked in, full (default) or core."),
             tr("SETTING")},
            {QStringLiteral("html"), tr("Also write the report as one HTML file."), tr("FILE")},
        });
        parser_.addHelpOption();
        if (!parser_.parse(arguments_.mid(1))) {
            return usage(parser_.errorText());
        }
        if (parser_.isSet(QStringLiteral("help"))) {
            std::fputs(qPrintable(helpText()), stdout);
            return Ok;
        }
        try {
            if (command == QLatin1String("import")) {
                return import();
            }
            if (command == QLatin1String("report")) {
                return report();
            }
            if (command == QLatin1String("export")) {
                return exportData();
            }
            if (command == QLatin1String("role")) {
                return role();
            }
            if (command == QLatin1String("team")) {
                return team();
            }
            if (command == QLatin1String("copy")) {
                return copy();
            }
            if (command == QLatin1String("assign")) {
                return assign();
            }
            if (command == QLatin1String("group")) {
                return group();
            }
            if (command == QLatin1String("disagreements")) {
                return disagreements();
            }
            if (command == QLatin1String("adjudicate")) {
                return adjudicate();
            }
        } catch (const db::DecisionConflict &e) {
            return error(tr("%1 (--replace replaces it)").arg(QString::fromStdString(e.what())));
        } catch (const db::InputError &e) {
            return error(QString::fromStdString(e.what()));
        } catch (const db::DbError &e) {
            return error(QString::fromStdString(e.what()));
        } catch (const std::bad_alloc &) {
            return error(tr("out of memory"));
        }
        return usage(tr("unknown command \"%1\"").arg(command));
    }

  private:
    static int error(const QString &message)
    {
        QString line = QString::fromStdString(db::clippedRuns(message.toStdString()));
        // Messages quote the data (a setting, an id); a carriage return or a line
        // separator in it must not break the one line.
        for (QChar &c : line) {
            if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
                c.category() == QChar::Separator_Paragraph) {
                c = QLatin1Char(' ');
            }
        }
        std::fprintf(stderr, "eventscope: error: %s\n", qPrintable(line));
        return BadInput;
    }
    static int usage(const QString &message)
    {
        std::fprintf(stderr, "eventscope: usage error: %s (see eventscope --help)\n",
                     qPrintable(message));
        return BadUsage;
    }
    static QString helpText()
    {
        return tr("Usage:\n"
                  "  eventscope [--db PROJECT] [--annotator NAME]   open the workbench\n"
                  "  eventscope import FILE... --db PROJECT [--annotator NAME] [--model NAME] [--split NAME] [--format NAME]\n"
                  "  eventscope report --db PROJECT [--dataset esd|ester|openpi] [--json] [--html FILE] [--as NAME]\n"
                  "                    [--bootstrap N] [--seed N] [--intervals auto|bootstrap|analytic]\n"
                  "  eventscope export --db PROJECT --dataset esd --out FILE [--what pairs|gold] [--as NAME]\n"
                  "  eventscope export --db PROJECT --dataset ester --split NAME --out FILE [--what answers|gold]\n"
                  "                    [--annotator NAME] [--as NAME]\n"
                  "  eventscope export --db PROJECT --dataset openpi --out FILE [--what procedures|salience|clusters|\n"
                  "                    attribute-clusters|gold|schemata|states|schema-errors|entity-expansions|\n"
                  "                    attribute-expansions]\n"
                  "                    [--annotator NAME | --model NAME] [--as NAME]\n"
                  "  eventscope role NAME annotator|adjudicator|viewer --db PROJECT\n"
                  "  eventscope team init --db PROJECT\n"
                  "  eventscope copy --from PROJECT --to PROJECT\n"
                  "  eventscope assign --db PROJECT --dataset esd|ester|openpi --annotators A,B,C --overlap N\n"
                  "                    [--seed N] [--replace] [--accept-uncounted]   give every item a panel of N\n"
                  "                    annotators; those who already worked on an item stay on its panel\n"
                  "  eventscope group NAME --db PROJECT [--members A,B] [--setting full|core]\n"
                  "                    a rater group scored against the experts' gold (no NAME: list groups)\n"
                  "  eventscope disagreements --db PROJECT --dataset esd|ester|openpi [--json]\n"
                  "  eventscope adjudicate --db PROJECT --dataset esd --item ID --label 1|0|-1 --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset ester --item ID (--from NAME | --answer TEXT...)\n"
                  "                    [--type TYPE] --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset openpi --item ID --entity NAME [--step N] --salience 0-5\n"
                  "                    --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset openpi --item ID --kind entity|attribute\n"
                  "                    (--from NAME | --clusters FILE) --as NAME [--note TEXT]\n"
                  "  eventscope adjudicate --db PROJECT --dataset D --item ID [--entity NAME | --kind KIND] --withdraw --as NAME\n"
                  "Another adjudicator's decision on the item is replaced only with --replace.\n"
                  "PROJECT: a project file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).\n"
                  "Exit status: 0 success, 1 bad input or refused, 2 bad usage.\n");
    }

    std::optional<QString> requiredDb(int &status)
    {
        const QString path = parser_.value(QStringLiteral("db"));
        if (path.isEmpty()) {
            status = usage(tr("--db PROJECT is required"));
            return std::nullopt;
        }
        return path;
    }

    std::optional<QString> dataset(int &status, bool required)
    {
        const QString d = parser_.value(QStringLiteral("dataset"));
        if (d.isEmpty() && required) {
            status = usage(tr("--dataset is required"));
            return std::nullopt;
        }
        if (!d.isEmpty() && d != QLatin1String("esd") && d != QLatin1String("ester") &&
            d != QLatin1String("openpi")) {
            status = usage(tr("unknown dataset \"%1\" (expected esd, ester or openpi)").arg(d));
            return std::nullopt;
        }
        return d;
    }

    int import()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        if (!dbPath) {
            return status;
        }
        const QStringList files = parser_.positionalArguments();
        if (files.isEmpty()) {
            return usage(tr("import needs at least one FILE"));
        }
        const QString annotator = parser_.value(QStringLiteral("annotator"));
        const QString model = parser_.value(QStringLiteral("model"));
        db::InputFormat forced = db::InputFormat::Unknown;
        if (parser_.isSet(QStringLiteral("format"))) {
            forced = db::formatFromName(parser_.value(QStringLiteral("format")).toStdString());
            if (forced == db::InputFormat::Unknown) {
                return usage(tr("unknown format \"%1\" (known: %2)")
                                 .arg(parser_.value(QStringLiteral("format")),
                                      QString::fromStdString(db::formatNames())));
            }
        }

        // Every file is read and checked before the project is opened, so a bad
        // file never leaves a trace in it.
        db::ImportBatch batch;
        QStringList esdFiles;
        QStringList esterFiles;
        QStringList openPiFiles;
        const db::ImportOptions options{forced,
                                        annotator.toStdString(),
                                        model.toStdString(),
                                        parser_.value(QStringLiteral("split")).toStdString(),
                                        {},
                                        parser_.isSet(QStringLiteral("keep-zero-salience")),
                                        parser_.isSet(QStringLiteral("replace-gold"))};
        for (const QString &file : files) {
            const std::string path = file.toStdString();
            // The parsers report every problem themselves; should the JSON library still
            // throw, the file is named rather than the process aborted.
            try {
                const std::string content = db::readInputFile(path);
                const db::ImportFileNeeds needs = db::importFileNeeds(
                    path, content, forced, "; name it with --format", db::EsdLineScan::Skip);
                switch (db::checkImportOptions(needs, options)) {
                case db::ImportOptionProblem::AnnotatorAndModel:
                    return usage(tr("give --annotator or --model, not both"));
                case db::ImportOptionProblem::ModelForSplit:
                    return usage(tr("%1 is an ESTER split: --model applies to prediction files").arg(file));
                case db::ImportOptionProblem::PredictionsNeedModelAndSplit:
                    return usage(tr("%1 holds ESTER predictions: give --model NAME and --split NAME").arg(file));
                case db::ImportOptionProblem::ClusteringNeedsRater:
                    return usage(tr("%1 holds an OpenPI clustering: give --annotator NAME or --model NAME").arg(file));
                case db::ImportOptionProblem::GoldClustersTakeNoRater:
                    return usage(tr("%1 holds hand-made gold clusters: they take no --annotator or --model").arg(file));
                case db::ImportOptionProblem::SchemataNeedModel:
                    return usage(tr("%1 holds predicted OpenPI schemata: give --model NAME").arg(file));
                case db::ImportOptionProblem::StatesTakeNoAnnotator:
                    return usage(tr("%1 holds OpenPI states: give --model NAME for a model's predictions, or "
                                    "nothing for the gold they are scored against")
                                     .arg(file));
                case db::ImportOptionProblem::JudgementsNeedAnnotator:
                    return usage(tr("%1 holds judgements of generated OpenPI paraphrases: give --annotator NAME "
                                    "(who judged) and no --model")
                                     .arg(file));
                case db::ImportOptionProblem::SchemaErrorsNeedAnnotatorAndModel:
                    return usage(tr("%1 holds an error analysis of predicted OpenPI schemata: give --annotator "
                                    "NAME (who analysed) and --model NAME (whose schemata)")
                                     .arg(file));
                case db::ImportOptionProblem::LabelsNeedAnnotator:
                case db::ImportOptionProblem::ScoresNeedModel:
                    // The parser names the first such line.
                case db::ImportOptionProblem::None:
                    break;
                }
                db::addImportFile(batch, path, content, needs, options);
                switch (needs.format) {
                case db::InputFormat::EsterSplit:
                case db::InputFormat::EsterPredictions:
                    esterFiles.push_back(file);
                    break;
                case db::InputFormat::OpenPiProcedures:
                case db::InputFormat::OpenPiClustering:
                case db::InputFormat::OpenPiGoldClusters:
                case db::InputFormat::OpenPiAttributeClustering:
                case db::InputFormat::OpenPiGoldAttributeClusters:
                case db::InputFormat::OpenPiSchemata:
                case db::InputFormat::OpenPiStates:
                case db::InputFormat::OpenPiSchemaErrors:
                case db::InputFormat::OpenPiExpansionJudgements:
                    openPiFiles.push_back(file);
                    break;
                default:
                    esdFiles.push_back(file);
                    break;
                }
            } catch (const nlohmann::json::exception &e) {
                throw db::InputError(path + ": " + e.what());
            }
        }

        // Only a project this import made is removed when it fails (a file, or the schema
        // in an empty database): one that another process made meanwhile may already hold
        // its work.
        db::ImportResult result;
        db::ImportSummary summary;
        std::optional<db::Project> project;
        try {
            project.emplace(dbPath->toStdString(), db::Project::Open::CreateIfMissing);
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
        for (std::size_t i = 0; i < result.esd.size(); ++i) {
            const auto &s = result.esd[i];
            std::printf("%s\n", qPrintable(tr("%1: %2 pairs (%3 new), %4 labels (%5 new, %6 changed), "
                                              "%7 scores (%8 new, %9 changed)")
                                               .arg(esdFiles[static_cast<qsizetype>(i)])
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
            const QString file = esterFiles[static_cast<qsizetype>(i)];
            const QString whose = job.rater.empty() ? tr("gold") : QString::fromStdString(job.rater);
            std::printf("%s\n", qPrintable(tr("%1: split \"%2\", %3 questions (%4 new), %5 answer sets as %6 "
                                              "(%7 new, %8 changed)")
                                               .arg(file, QString::fromStdString(job.split))
                                               .arg(s.questionsAdded + s.questionsKnown)
                                               .arg(s.questionsAdded)
                                               .arg(s.answerSetsAdded + s.answerSetsChanged + s.answerSetsUnchanged)
                                               .arg(whose)
                                               .arg(s.answerSetsAdded)
                                               .arg(s.answerSetsChanged)));
        }
        for (std::size_t i = 0; i < result.openpi.size(); ++i) {
            const auto &s = result.openpi[i];
            const db::OpenPiImportJob &job = batch.openpi[i];
            const QString file = openPiFiles[static_cast<qsizetype>(i)];
            const QString whose = job.rater.name.empty() ? tr("gold") : QString::fromStdString(job.rater.name);
            if (job.file.kind == db::OpenPiFileKind::Procedures && job.rater.kind != db::OpenPiRaterKind::None) {
                std::printf("%s\n", qPrintable(tr("%1: %2 procedures (%3 new), %4 salience ratings by %5 "
                                                  "(%6 new, %7 changed)")
                                                   .arg(file)
                                                   .arg(s.proceduresAdded + s.proceduresKnown)
                                                   .arg(s.proceduresAdded)
                                                   .arg(s.ratingsAdded + s.ratingsChanged + s.ratingsUnchanged)
                                                   .arg(whose)
                                                   .arg(s.ratingsAdded)
                                                   .arg(s.ratingsChanged)));
            } else if (job.file.kind == db::OpenPiFileKind::Schemata || job.file.kind == db::OpenPiFileKind::States) {
                std::printf("%s\n", qPrintable((job.file.kind == db::OpenPiFileKind::Schemata
                                                    ? tr("%1: %2 procedures' predicted schemata by %3 (%4 changed)")
                                                    : tr("%1: %2 procedures' states by %3 (%4 changed)"))
                                                   .arg(file)
                                                   .arg(s.predictionsSet + s.predictionsUnchanged)
                                                   .arg(whose)
                                                   .arg(s.predictionsSet)));
            } else if (job.file.kind == db::OpenPiFileKind::ExpansionJudgements) {
                std::printf("%s\n", qPrintable(tr("%1: %2 procedures' judgements of generated paraphrases by %3 "
                                                  "(%4 changed)")
                                                   .arg(file)
                                                   .arg(s.judgementsSet + s.judgementsUnchanged)
                                                   .arg(whose)
                                                   .arg(s.judgementsSet)));
            } else if (job.file.kind == db::OpenPiFileKind::SchemaErrors) {
                std::printf("%s\n", qPrintable(tr("%1: %2 procedures' error analyses by %3 of %4's schemata "
                                                  "(%5 changed)")
                                                   .arg(file)
                                                   .arg(s.analysesSet + s.analysesUnchanged)
                                                   .arg(whose, QString::fromStdString(job.rater.model))
                                                   .arg(s.analysesSet)));
            } else {
                std::printf("%s\n", qPrintable(tr("%1: %2 procedures (%3 new), %4 entities new, %5 clusterings "
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
        for (const db::ImportWarning &w : summary.warnings) {
            std::fprintf(stderr, "%s\n", qPrintable(warningLine(w)));
        }
        std::printf("%s\n", qPrintable(widgets::importSummaryText(summary)));
        return Ok;
    }

    int report()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        const auto which = dbPath ? dataset(status, false) : std::nullopt;
        if (!dbPath || !which) {
            return status;
        }
        metrics::BootstrapOptions bootstrap;
        if (!bootstrapOptions(bootstrap, status)) {
            return status;
        }
        const QString htmlPath = parser_.value(QStringLiteral("html"));
        if (parser_.isSet(QStringLiteral("html")) && htmlPath.isEmpty()) {
            return usage(tr("--html needs a FILE"));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ForReading);
        const bool json = parser_.isSet(QStringLiteral("json"));
        const bool html = !htmlPath.isEmpty();
        report::ReportRequest request;
        request.dataset = which->toStdString();
        request.viewAs = blindView(project);
        request.json = json || html;
        request.figures = html;
        request.bootstrap = bootstrap;

        QString text;
        report::ReportHooks hooks;
        const auto append = [&text](const QString &part) {
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + part;
        };
        if (!json) {
            hooks.esd = [&](const db::EsdSnapshot &snap, const metrics::EsdStatistics &st) {
                append(esdTextReport(snap, st));
            };
            hooks.ester = [&](const db::EsterSnapshot &snap, const db::EsterAnalysis &analysis) {
                append(esterTextReport(snap, analysis));
            };
            hooks.openPi = [&](const db::OpenPiSnapshot &snap, const db::OpenPiAnalysis &analysis) {
                append(openPiTextReport(snap, analysis));
            };
        }
        report::ProjectReport report = *report::buildProjectReport(project, request, hooks);
        if (html) {
            if (const int written = writeOut(
                    htmlPath, report::projectHtmlReport(report, request, dbPath->toStdString()));
                written != Ok) {
                return written;
            }
        }
        if (json) {
            std::printf("%s\n", report.json.dump(2).c_str());
        } else {
            if (text.isEmpty()) {
                text = tr("The project holds no data for this report yet.") + QLatin1Char('\n');
            }
            std::fputs(qPrintable(text), stdout);
        }
        // The process ends with this command: the operating system takes the report's
        // inputs back at once, where freeing them one allocation at a time took 0.06 s of
        // an ESTER report at 100,000 questions.
        leaveToExit(std::move(report.inputs));
        return Ok;
    }

    int exportData()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        const auto which = dbPath ? dataset(status, true) : std::nullopt;
        if (!dbPath || !which) {
            return status;
        }
        const QString outPath = parser_.value(QStringLiteral("out"));
        if (outPath.isEmpty()) {
            return usage(tr("--out FILE is required"));
        }
        if (*which == QLatin1String("openpi")) {
            return exportOpenPi(*dbPath, outPath);
        }
        if (*which == QLatin1String("ester")) {
            const QString split = parser_.value(QStringLiteral("split"));
            if (split.isEmpty()) {
                return usage(tr("--split NAME is required to export ESTER"));
            }
            const QString what = parser_.value(QStringLiteral("what"));
            const QString annotator = parser_.value(QStringLiteral("annotator"));
            if (!what.isEmpty() && what != QLatin1String("answers") && what != QLatin1String("gold")) {
                return usage(tr("unknown --what \"%1\" (expected answers or gold)").arg(what));
            }
            if (what == QLatin1String("gold") && !annotator.isEmpty()) {
                return usage(tr("--what gold takes no --annotator"));
            }
            db::Project project(dbPath->toStdString(), db::Project::Open::ForReading);
            const std::string blindAs = blindView(project);
            if (!blindAs.empty() && annotator.toStdString() != blindAs) {
                throw db::Refused(tr("%1 works blind: they may export only their own answers (--annotator %1)")
                                      .arg(QString::fromStdString(blindAs))
                                      .toStdString());
            }
            const std::string data = db::EsterStore(project)
                                         .exportSplit(split.toStdString(), annotator.toStdString(),
                                                      what == QLatin1String("gold"))
                                         .dump(2) +
                                     "\n";
            return writeOut(outPath, data);
        }
        const QString what = parser_.value(QStringLiteral("what"));
        if (!what.isEmpty() && what != QLatin1String("pairs") && what != QLatin1String("gold")) {
            return usage(tr("unknown --what \"%1\" (expected pairs or gold)").arg(what));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ForReading);
        const std::string blindAs = blindView(project);
        std::ostringstream buffer;
        db::EsdStore(project).exportJsonLines(buffer,
                                              what == QLatin1String("gold") ? db::EsdStore::ExportWhat::Gold
                                                                            : db::EsdStore::ExportWhat::Pairs,
                                              blindAs);
        return writeOut(outPath, std::move(buffer).str());
    }

    int exportOpenPi(const QString &dbPath, const QString &outPath)
    {
        const QString what = parser_.value(QStringLiteral("what"));
        const QString annotator = parser_.value(QStringLiteral("annotator"));
        const QString model = parser_.value(QStringLiteral("model"));
        const bool errors = what == QLatin1String("schema-errors");
        if (!errors && !annotator.isEmpty() && !model.isEmpty()) {
            return usage(tr("give --annotator or --model, not both"));
        }
        const db::OpenPiRater rater{!annotator.isEmpty() ? db::OpenPiRaterKind::Person
                                    : !model.isEmpty()   ? db::OpenPiRaterKind::Model
                                                         : db::OpenPiRaterKind::None,
                                    (!annotator.isEmpty() ? annotator : model).toStdString()};
        static const QStringList kinds = {QStringLiteral("procedures"),         QStringLiteral("salience"),
                                          QStringLiteral("clusters"),           QStringLiteral("attribute-clusters"),
                                          QStringLiteral("gold"),               QStringLiteral("schemata"),
                                          QStringLiteral("states"),             QStringLiteral("schema-errors"),
                                          QStringLiteral("entity-expansions"),  QStringLiteral("attribute-expansions")};
        if (!what.isEmpty() && !kinds.contains(what)) {
            return usage(tr("unknown --what \"%1\" (expected %2)").arg(what, kinds.join(QStringLiteral(", "))));
        }
        if (what == QLatin1String("gold") && rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what gold takes no --annotator or --model"));
        }
        if (what == QLatin1String("salience") && rater.kind == db::OpenPiRaterKind::None) {
            return usage(tr("--what salience needs --annotator NAME or --model NAME"));
        }
        if ((what.isEmpty() || what == QLatin1String("procedures")) && rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what procedures takes no --annotator or --model"));
        }
        if (what == QLatin1String("schemata") && (model.isEmpty() || !annotator.isEmpty())) {
            return usage(tr("--what schemata needs --model NAME"));
        }
        if (what == QLatin1String("states") && !annotator.isEmpty()) {
            return usage(tr("--what states takes --model NAME, or nothing for the gold states"));
        }
        const bool judgements = what.endsWith(QLatin1String("-expansions"));
        if (judgements && (annotator.isEmpty() || !model.isEmpty())) {
            return usage(tr("--what %1 needs --annotator NAME (who judged) and no --model").arg(what));
        }
        if (errors && (annotator.isEmpty() || model.isEmpty())) {
            return usage(tr("--what schema-errors needs --annotator NAME (who analysed) and --model NAME (whose "
                            "schemata)"));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
        const std::string blindAs = blindView(project);
        const bool goldClusters = rater.kind == db::OpenPiRaterKind::None &&
                                  (what == QLatin1String("clusters") || what == QLatin1String("attribute-clusters"));
        const bool someoneElse = what == QLatin1String("gold") || goldClusters ||
                                 (!annotator.isEmpty() && annotator.toStdString() != blindAs);
        if (!blindAs.empty() && someoneElse) {
            throw db::Refused(tr("%1 works blind: they may export only their own and the models' work")
                                  .arg(QString::fromStdString(blindAs))
                                  .toStdString());
        }
        db::OpenPiStore store(project);
        const nlohmann::ordered_json data =
            what == QLatin1String("salience")             ? store.exportSalience(rater)
            : what == QLatin1String("clusters")           ? store.exportClusters(rater)
            : what == QLatin1String("attribute-clusters") ? store.exportAttributeClusters(rater)
            : what == QLatin1String("gold")               ? store.exportGold()
            : what == QLatin1String("schemata")           ? store.exportSchemata(model.toStdString())
            : what == QLatin1String("states")             ? store.exportStates(model.toStdString())
            : errors ? store.exportSchemaErrors(annotator.toStdString(), model.toStdString())
            : judgements
                ? store.exportExpansionJudgements(annotator.toStdString(),
                                                  what.startsWith(QLatin1String("entity")) ? db::OpenPiClusterKind::Entity
                                                                                          : db::OpenPiClusterKind::Attribute)
                : store.exportProcedures();
        return writeOut(outPath, data.dump(2) + "\n");
    }

    int role()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        if (!dbPath) {
            return status;
        }
        const QStringList args = parser_.positionalArguments();
        if (args.size() != 2) {
            return usage(tr("role needs NAME and ROLE"));
        }
        const auto role = db::roleFromName(args[1].toStdString());
        if (!role) {
            return usage(tr("unknown role \"%1\" (expected annotator, adjudicator or viewer)").arg(args[1]));
        }
        if (args[0].trimmed().isEmpty()) {
            return usage(tr("a person's name cannot be empty"));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::CreateIfMissing);
        // On a team's server the person is a login role in the role's group as well.
        const std::string before =
            db::isTeamProject(project)
                ? db::setTeamRole(project, args[0].toStdString(), *role, invoker(project))
                : project.setRole(args[0].toStdString(), *role, invoker(project));
        std::printf("%s\n", qPrintable(before.empty() ? tr("%1 added as %2").arg(args[0], args[1])
                                                       : tr("%1: %2 → %3").arg(args[0], QString::fromStdString(before),
                                                                                args[1])));
        return Ok;
    }

    int copy()
    {
        const QString from = parser_.value(QStringLiteral("from"));
        const QString to = parser_.value(QStringLiteral("to"));
        if (from.isEmpty() || to.isEmpty()) {
            return usage(tr("copy needs --from PROJECT and --to PROJECT"));
        }
        const bool toFile = !db::pg::isConnectionString(to.toStdString());
        if (toFile && QFileInfo::exists(to)) {
            return error(tr("%1: already exists; copy into a new file").arg(to));
        }
        db::Project source(from.toStdString(), db::Project::Open::ForReading);
        std::optional<db::Project> target;
        try {
            target.emplace(to.toStdString(), db::Project::Open::CreateIfMissing);
            const db::CopySummary sum = db::copyProject(source, *target);
            std::printf("%s\n", qPrintable(tr("%1 → %2: %n row(s) in %3 tables", "", static_cast<int>(sum.rows))
                                                .arg(QString::fromStdString(source.path()),
                                                     QString::fromStdString(target->path()))
                                                .arg(sum.tables)));
        } catch (...) {
            // A new project that did not receive the copy is not left behind half made.
            if (target) {
                target->discard();
            }
            throw;
        }
        return Ok;
    }

    static std::vector<std::string> names(const QString &list)
    {
        std::vector<std::string> out;
        for (const QString &n : list.split(QLatin1Char(','))) {
            out.push_back(n.trimmed().toStdString());
        }
        return out;
    }

    int assign()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        const auto which = dbPath ? dataset(status, true) : std::nullopt;
        if (!dbPath || !which) {
            return status;
        }
        if (!parser_.isSet(QStringLiteral("annotators")) || !parser_.isSet(QStringLiteral("overlap"))) {
            return usage(tr("assign needs --annotators A,B,... and --overlap N"));
        }
        db::AssignRequest request;
        request.dataset = which->toStdString();
        request.annotators = names(parser_.value(QStringLiteral("annotators")));
        request.replace = parser_.isSet(QStringLiteral("replace"));
        request.acceptUncounted = parser_.isSet(QStringLiteral("accept-uncounted"));
        bool ok = false;
        const uint overlap = parser_.value(QStringLiteral("overlap")).toUInt(&ok);
        if (!ok || overlap == 0) {
            return usage(tr("--overlap must be a positive number"));
        }
        request.overlap = overlap;
        if (parser_.isSet(QStringLiteral("seed"))) {
            request.seed = parser_.value(QStringLiteral("seed")).toULongLong(&ok);
            if (!ok) {
                return usage(tr("--seed must be a non-negative number"));
            }
        } else {
            request.seed = 1;
        }
        // Checked before the project is opened: a bad request leaves it untouched.
        if (request.overlap > request.annotators.size()) {
            return error(tr("%1: --overlap %2 is more than the number of annotators given (%3)")
                             .arg(*dbPath)
                             .arg(request.overlap)
                             .arg(request.annotators.size()));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
        const db::AssignSummary sum = db::AssignmentStore(project).assign(request, invoker(project));
        QStringList loads;
        for (const auto &[name, count] : sum.perAnnotator) {
            loads << tr("%1 %2").arg(QString::fromStdString(name)).arg(count);
        }
        // Plain counts: the messages name what an item is in each dataset.
        const QString what = *which == QLatin1String("esd")     ? tr("%1 goals").arg(sum.items)
                             : *which == QLatin1String("ester") ? tr("%1 passages").arg(sum.items)
                                                                : tr("%1 procedures").arg(sum.items);
        const QString loadText = loads.join(QStringLiteral(", "));
        std::printf("%s\n", qPrintable(sum.unchanged ? tr("%1: already assigned so; nothing changed (%2: %3)")
                                                           .arg(*which, what, loadText)
                                                     : tr("%1: %2, %3 annotators each (%4)")
                                                           .arg(*which, what)
                                                           .arg(request.overlap)
                                                           .arg(loadText)));
        // What the work already done did to the panels, and whose work counts no more.
        if (!sum.unchanged && sum.keptLabellers > 0) {
            std::printf("%s\n",
                        qPrintable(tr("%n item(s) keep on their panel the annotators who had already worked on "
                                      "them",
                                      nullptr, static_cast<int>(sum.keptLabellers)) +
                                   (sum.widened == 0 ? QString()
                                                     : tr("; %n of them more than %1 annotators", nullptr,
                                                          static_cast<int>(sum.widened))
                                                           .arg(request.overlap))));
        }
        for (const auto &[name, items] : sum.uncounted) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("eventscope: warning: %1 worked on %n item(s) and sits on no panel: that "
                                       "work counts no more",
                                       nullptr, static_cast<int>(items))
                                        .arg(QString::fromStdString(name))));
        }
        return Ok;
    }

    int group()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        if (!dbPath) {
            return status;
        }
        const QStringList args = parser_.positionalArguments();
        if (args.size() > 1) {
            return usage(tr("group takes one NAME"));
        }
        std::optional<std::string> setting;
        if (parser_.isSet(QStringLiteral("setting"))) {
            const QString s = parser_.value(QStringLiteral("setting"));
            if (s != QLatin1String("full") && s != QLatin1String("core")) {
                return usage(tr("unknown --setting \"%1\" (expected full or core)").arg(s));
            }
            setting = s.toStdString();
        }
        const auto print = [](const db::RaterGroupInfo &g) {
            QStringList members;
            for (const std::string &m : g.members) {
                members << QString::fromStdString(m);
            }
            std::printf("%s\n", qPrintable(tr("%1 (%2): %3")
                                               .arg(QString::fromStdString(g.name), QString::fromStdString(g.setting),
                                                    members.isEmpty() ? tr("no members") : members.join(QStringLiteral(", ")))));
        };
        if (args.isEmpty()) {
            if (parser_.isSet(QStringLiteral("members")) || setting) {
                return usage(tr("group needs a NAME"));
            }
            db::Project project(dbPath->toStdString(), db::Project::Open::ForReading);
            for (const db::RaterGroupInfo &g : db::AssignmentStore(project).groups()) {
                print(g);
            }
            return Ok;
        }
        const std::vector<std::string> members =
            parser_.isSet(QStringLiteral("members")) ? names(parser_.value(QStringLiteral("members")))
                                                     : std::vector<std::string>{};
        db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
        print(db::AssignmentStore(project).addToGroup(args[0].toStdString(), members, setting, invoker(project)));
        return Ok;
    }

    int team()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        if (!dbPath) {
            return status;
        }
        const QStringList args = parser_.positionalArguments();
        if (args != QStringList{QStringLiteral("init")}) {
            return usage(tr("team takes one action: init"));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::CreateIfMissing);
        const db::TeamSetup setup = db::initTeam(project);
        const QString where = QString::fromStdString(project.path());
        std::printf("%s\n", qPrintable(tr("%1: set up for a team; add people with eventscope role NAME "
                                          "annotator|adjudicator|viewer")
                                           .arg(where)));
        if (setup.sessionsShown) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("eventscope: warning: %1: members can see who is connected, and so who "
                                       "saved each change announced; a superuser running team init hides it "
                                       "(docs/scaling.md)")
                                        .arg(where)));
        }
        if (!setup.otherDatabases.empty()) {
            QStringList names;
            for (const std::string &name : setup.otherDatabases) {
                names << QString::fromStdString(name);
            }
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("eventscope: warning: %1: members may also connect to %2, where the "
                                       "server shows who is connected unless a superuser hides it there too "
                                       "(docs/scaling.md)")
                                        .arg(where, names.join(QStringLiteral(", ")))));
        }
        return Ok;
    }

    int disagreements()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        const auto which = dbPath ? dataset(status, true) : std::nullopt;
        if (!dbPath || !which) {
            return status;
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ForReading);
        if (const std::string blindAs = blindView(project); !blindAs.empty()) {
            throw db::Refused(tr("%1 works blind: the disagreements show everyone's work")
                                  .arg(QString::fromStdString(blindAs))
                                  .toStdString());
        }
        nlohmann::ordered_json out;
        if (*which == QLatin1String("esd")) {
            const db::EsdSnapshot snap = db::EsdStore(project).load();
            out = db::esdQueueJson(snap, db::esdQueue(snap));
        } else if (*which == QLatin1String("ester")) {
            const db::EsterSnapshot snap = db::EsterStore(project).load();
            out = db::esterQueueJson(snap, db::esterQueue(snap));
        } else {
            const db::OpenPiSnapshot snap = db::OpenPiStore(project).load();
            out = db::openPiQueueJson(snap, db::openPiQueue(snap));
        }
        if (parser_.isSet(QStringLiteral("json"))) {
            std::printf("%s\n", out.dump(2).c_str());
        } else {
            std::fputs(qPrintable(queueText(*which, out)), stdout);
        }
        return Ok;
    }

    QString queueText(const QString &which, const nlohmann::ordered_json &queue)
    {
        QString text = tr("%n item(s) to adjudicate in %1", nullptr, static_cast<int>(queue.size())).arg(which) +
                       QLatin1Char('\n');
        // One line per item: its id and each rater's value as compact JSON.
        for (const auto &entry : queue) {
            const char *key = entry.contains("labels")        ? "labels"
                              : entry.contains("raters")      ? "raters"
                              : entry.contains("ratings")     ? "ratings"
                                                              : "clusterings";
            QStringList values;
            for (const auto &[name, value] : entry[key].items()) {
                values << QStringLiteral("%1=%2").arg(QString::fromStdString(name), QString::fromStdString(value.dump()));
            }
            QString id = QString::fromStdString(entry["id"].is_string() ? entry["id"].get<std::string>()
                                                                         : entry["id"].dump());
            if (entry.contains("entity")) {
                id += QLatin1Char('/') + QString::fromStdString(entry["entity"].get<std::string>());
            } else if (entry.contains("cluster_kind")) {
                id += QLatin1Char('/') + QString::fromStdString(entry["cluster_kind"].get<std::string>());
            }
            QString line = QStringLiteral("  %1  %2").arg(id, values.join(QLatin1Char(' ')));
            if (entry.contains("adjudicated")) {
                line += QLatin1String("  ") + tr("(decided)");
            }
            text += line + QLatin1Char('\n');
        }
        return text;
    }

    // Without --replace, another adjudicator's decision is refused with their name: the
    // command line shows no decision before it writes one.
    db::ExpectedDecision expectedDecision(const QString &as) const
    {
        return parser_.isSet(QStringLiteral("replace")) ? db::ExpectedDecision::anything()
                                                        : db::ExpectedDecision::noneOrBy(as.toStdString());
    }

    int adjudicate()
    {
        int status = Ok;
        const auto dbPath = requiredDb(status);
        const auto which = dbPath ? dataset(status, true) : std::nullopt;
        if (!dbPath || !which) {
            return status;
        }
        const QString as = parser_.value(QStringLiteral("as"));
        const QString item = parser_.value(QStringLiteral("item"));
        if (as.isEmpty() || item.isEmpty()) {
            return usage(tr("adjudicate needs --item ID and --as NAME"));
        }
        const bool withdraw = parser_.isSet(QStringLiteral("withdraw"));
        const QString note = parser_.value(QStringLiteral("note"));
        if (*which == QLatin1String("esd")) {
            std::optional<db::EsdAdjudication> decision;
            if (!withdraw) {
                const QString label = parser_.value(QStringLiteral("label"));
                if (label != QLatin1String("1") && label != QLatin1String("0") && label != QLatin1String("-1")) {
                    return usage(label.isEmpty() ? tr("give --label 1, 0 or -1, or --withdraw")
                                                 : tr("an ESD label is 1, 0 or -1, not \"%1\"").arg(label));
                }
                decision = db::EsdAdjudication{static_cast<std::int8_t>(label.toInt()), note.toStdString()};
            }
            db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
            project.requireAdjudicator(as.toStdString());
            db::EsdStore store(project);
            const auto old =
                store.adjudicate(store.pairId(item.toStdString()), as.toStdString(), decision, expectedDecision(as));
            std::printf("%s\n", qPrintable(tr("%1: %2 → %3")
                                               .arg(item, old ? QString::number(old->label) : tr("undecided"),
                                                    decision ? QString::number(decision->label) : tr("undecided"))));
            return Ok;
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
        project.requireAdjudicator(as.toStdString());
        return *which == QLatin1String("ester") ? adjudicateEster(project, item, as, note, withdraw)
                                                : adjudicateOpenPi(project, item, as, note, withdraw);
    }

    int adjudicateEster(db::Project &project, const QString &item, const QString &as, const QString &note,
                        bool withdraw)
    {
        bool numeric = false;
        const qint64 questionId = item.toLongLong(&numeric);
        db::EsterStore store(project);
        const db::EsterSnapshot snap = store.load();
        const auto found = snap.questionIndex.find(questionId);
        if (!numeric || found == snap.questionIndex.end()) {
            return error(tr("%1: no ESTER question with id %2 (ids are listed by eventscope disagreements)")
                             .arg(QString::fromStdString(project.path()), item));
        }
        const auto &question = snap.questions[found->second];
        std::optional<db::EsterAdjudication> decision;
        if (!withdraw) {
            const QString from = parser_.value(QStringLiteral("from"));
            const QStringList answers = parser_.values(QStringLiteral("answer"));
            const QString type = parser_.value(QStringLiteral("type"));
            if (from.isEmpty() && answers.isEmpty()) {
                return usage(tr("give --from NAME or --answer TEXT (and --type TYPE), or --withdraw"));
            }
            db::EsterAdjudication d{question.type, {}, note.toStdString()};
            if (!from.isEmpty()) {
                const auto raters = db::esterRatersOf(snap, found->second);
                const auto it = std::find_if(raters.begin(), raters.end(),
                                             [&](const auto &r) { return r.name == from.toStdString(); });
                if (it == raters.end()) {
                    return error(tr("question %1: %2 gave no answers to it").arg(item, from));
                }
                d.type = it->type.value_or(d.type);
                d.answers = *it->answers;
            }
            const std::string &passage = snap.passages[question.passage].text;
            const auto raters = db::esterRatersOf(snap, found->second);
            for (const QString &answer : answers) {
                auto located = db::locateEsterAnswer(passage, answer.toStdString(), raters);
                if (located.starts.empty()) {
                    return error(tr("question %1: \"%2\" is not in its passage").arg(item, answer));
                }
                if (!located.answer) {
                    QStringList starts;
                    for (const int start : located.starts) {
                        starts << QString::number(start);
                    }
                    return error(tr("question %1: \"%2\" occurs %3 times in its passage (starting at %4) and no "
                                    "rater chose one; give --answer \"%2@START\" with one of those starts")
                                     .arg(item, answer)
                                     .arg(located.starts.size())
                                     .arg(starts.join(QStringLiteral(", "))));
                }
                d.answers.push_back(std::move(*located.answer));
            }
            if (!type.isEmpty()) {
                const auto relation = metrics::ester::relationFromName(type.toStdString());
                if (!relation) {
                    return usage(tr("unknown relation type \"%1\" (expected causal, conditional, counterfactual, "
                                    "sub-event or coreference)")
                                     .arg(type));
                }
                d.type = *relation;
            }
            decision = std::move(d);
        }
        const auto old = store.adjudicate(questionId, as.toStdString(), decision, expectedDecision(as));
        std::printf("%s\n", qPrintable(decision ? tr("question %1: decided (%n answer(s))", nullptr,
                                                      static_cast<int>(decision->answers.size()))
                                                       .arg(item)
                                                 : tr("question %1: decision withdrawn").arg(item)));
        Q_UNUSED(old);
        return Ok;
    }

    int adjudicateOpenPi(db::Project &project, const QString &item, const QString &as, const QString &note,
                         bool withdraw)
    {
        db::OpenPiStore store(project);
        const std::int64_t procedure = store.procedureId(item.toStdString());
        const QString entity = parser_.value(QStringLiteral("entity"));
        const QString kindName = parser_.value(QStringLiteral("kind"));
        if (entity.isEmpty() == kindName.isEmpty()) {
            return usage(tr("give --entity NAME (salience) or --kind entity|attribute (clusters)"));
        }
        if (!entity.isEmpty()) {
            bool ok = true;
            const int step = parser_.isSet(QStringLiteral("step")) ? parser_.value(QStringLiteral("step")).toInt(&ok) : 0;
            if (!ok || step < 0) {
                return usage(tr("--step is a step number, 0 for global salience"));
            }
            std::optional<db::OpenPiSalienceAdjudication> decision;
            if (!withdraw) {
                const int value = parser_.value(QStringLiteral("salience")).toInt(&ok);
                if (!parser_.isSet(QStringLiteral("salience")) || !ok || value < 0 || value > 5) {
                    return usage(tr("give --salience 0-5, or --withdraw"));
                }
                decision = db::OpenPiSalienceAdjudication{value, note.toStdString()};
            }
            store.adjudicateSalience(store.entityId(procedure, entity.toStdString()), step, as.toStdString(), decision,
                                     expectedDecision(as));
            std::printf("%s\n", qPrintable(decision ? tr("%1/%2, step %3: salience %4")
                                                          .arg(item, entity)
                                                          .arg(step)
                                                          .arg(decision->value)
                                                    : tr("%1/%2, step %3: decision withdrawn").arg(item, entity).arg(step)));
            return Ok;
        }
        const auto kind = db::clusterKindFromName(kindName.toStdString());
        if (!kind) {
            return usage(tr("unknown --kind \"%1\" (expected entity or attribute)").arg(kindName));
        }
        std::optional<db::OpenPiClusterAdjudication> decision;
        if (!withdraw) {
            const QString from = parser_.value(QStringLiteral("from"));
            const QString file = parser_.value(QStringLiteral("clusters"));
            if (from.isEmpty() == file.isEmpty()) {
                return usage(tr("give --from NAME or --clusters FILE, or --withdraw"));
            }
            db::OpenPiClusterAdjudication d{{}, note.toStdString()};
            if (!from.isEmpty()) {
                const db::OpenPiSnapshot snap = store.load({.details = false});
                const auto index = std::find_if(snap.procedures.begin(), snap.procedures.end(),
                                                [&](const auto &p) { return p.id == procedure; }) -
                                   snap.procedures.begin();
                const auto all = db::openPiClusteringsOf(snap, static_cast<std::uint32_t>(index), *kind, true);
                const auto it = std::find_if(all.begin(), all.end(),
                                             [&](const auto &c) { return c.name == from.toStdString(); });
                if (it == all.end()) {
                    return error(tr("procedure %1: %2 has no %3 clusters of it").arg(item, from, kindName));
                }
                d.clusters = *it->clusters;
            } else {
                const std::string path = file.toStdString();
                const db::OpenPiFile parsed = db::parseOpenPiClustering(db::readInputFile(path), path);
                const auto it = std::find_if(parsed.procedures.begin(), parsed.procedures.end(),
                                             [&](const auto &p) { return p.key == item.toStdString(); });
                if (it == parsed.procedures.end() || !it->entityClusters) {
                    return error(tr("%1: no clusters for procedure %2").arg(file, item));
                }
                d.clusters = *it->entityClusters;
            }
            decision = std::move(d);
        }
        store.adjudicateClusters(procedure, *kind, as.toStdString(), decision, expectedDecision(as));
        std::printf("%s\n", qPrintable(decision ? tr("%1: %2 clusters decided (%n cluster(s))", nullptr,
                                                      static_cast<int>(decision->clusters.size()))
                                                       .arg(item, kindName)
                                                 : tr("%1: %2 clusters: decision withdrawn").arg(item, kindName)));
        return Ok;
    }

    // --bootstrap N, --seed N and --intervals METHOD; false (with `status` set) when one is
    // malformed.
    bool bootstrapOptions(metrics::BootstrapOptions &options, int &status)
    {
        bool ok = true;
        if (parser_.isSet(QStringLiteral("bootstrap"))) {
            const qlonglong n = parser_.value(QStringLiteral("bootstrap")).toLongLong(&ok);
            if (!ok || n < 0 || n > 1000000) {
                status = usage(tr("--bootstrap is a number of resamples, 0 to 1000000"));
                return false;
            }
            options.resamples = static_cast<std::size_t>(n);
        }
        if (parser_.isSet(QStringLiteral("intervals"))) {
            const QString method = parser_.value(QStringLiteral("intervals"));
            if (method == QLatin1String("bootstrap")) {
                options.analyticFrom = SIZE_MAX;
            } else if (method == QLatin1String("analytic")) {
                options.analyticFrom = 0;
            } else if (method != QLatin1String("auto")) {
                status =
                    usage(tr("--intervals is auto, bootstrap or analytic, not %1").arg(method));
                return false;
            }
        }
        if (parser_.isSet(QStringLiteral("seed"))) {
            options.seed = parser_.value(QStringLiteral("seed")).toULongLong(&ok);
            if (!ok) {
                status = usage(tr("--seed is a non-negative whole number"));
                return false;
            }
        }
        return true;
    }

    // The annotator whose blind view `--as NAME` asks for; empty when no --as is given or
    // NAME sees everyone (adjudicators and viewers).
    std::string blindView(db::Project &project)
    {
        if (!parser_.isSet(QStringLiteral("as"))) {
            return {};
        }
        const db::Person person = project.viewer(parser_.value(QStringLiteral("as")).toStdString());
        return person.seesEveryone() ? std::string() : person.name;
    }

    static QString warningLine(const db::ImportWarning &w)
    {
        const QString file = QString::fromStdString(w.file);
        const int n = static_cast<int>(w.count);
        switch (w.kind) {
        case db::ImportWarning::Kind::LongEsterAnswers:
            return tr("eventscope: warning: %1: %n released answer(s) longer than 12 words (kept; the limit "
                      "applies to new answers)",
                      nullptr, n)
                .arg(file);
        case db::ImportWarning::Kind::InvalidSalience:
            return tr("eventscope: warning: %1: %n salience value(s) not an integer 0-5, counted as 0", nullptr, n)
                .arg(file);
        case db::ImportWarning::Kind::ZeroSalience:
            return tr("eventscope: warning: %1: %n procedure(s) rated 0 throughout taken as not rated, their "
                      "ratings skipped (--keep-zero-salience keeps them)",
                      nullptr, n)
                .arg(file);
        case db::ImportWarning::Kind::HandMadeGoldKept:
            return tr("eventscope: warning: %1: %n procedure(s) keep their hand-made gold clusters, which the "
                      "file's would have replaced (--replace-gold replaces them; the file's are kept as "
                      "released)",
                      nullptr, n)
                .arg(file);
        }
        return {};
    }

    // Who acts: on a server the connected login, which is who the server knows; in a file the
    // person logged in to this computer.
    static std::string invoker(db::Project &project)
    {
        const std::string login = project.serverLogin();
        return !login.empty() ? login : qEnvironmentVariable("USER", QStringLiteral("cli")).toStdString();
    }

    static int writeOut(const QString &outPath, const std::string &data)
    {
        if (outPath == QLatin1String("-")) {
            std::fwrite(data.data(), 1, data.size(), stdout);
            return Ok;
        }
        // QSaveFile: the old file stays whole until the new one is complete.
        QSaveFile file(outPath);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(data.data(), static_cast<qint64>(data.size())) != static_cast<qint64>(data.size()) ||
            !file.commit()) {
            return error(tr("%1: cannot write: %2").arg(outPath, file.errorString()));
        }
        return Ok;
    }

    QStringList arguments_;
    QCommandLineParser parser_;
};

} // namespace

bool isCliCommand(const QStringList &arguments)
{
    // Help and version too: they must not need a display either.
    static const QStringList commands = {QStringLiteral("import"),        QStringLiteral("report"),
                                         QStringLiteral("export"),        QStringLiteral("role"),
                                         QStringLiteral("team"),          QStringLiteral("copy"),
                                         QStringLiteral("disagreements"), QStringLiteral("adjudicate"),
                                         QStringLiteral("assign"),        QStringLiteral("group"),
                                         QStringLiteral("--help"),
                                         QStringLiteral("-h"),     QStringLiteral("help"),
                                         QStringLiteral("--version")};
    return arguments.size() > 1 && commands.contains(arguments.at(1));
}

int runCli(const QStringList &arguments) { return Cli(arguments).run(); }

} // namespace es::app
