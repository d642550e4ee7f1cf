#include "app/cli.h"

#include "app/text_report.h"
#include "db/esd_format.h"
#include "db/esd_report.h"
#include "db/esd_store.h"
#include "db/ester_report.h"
#include "db/ester_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/openpi_report.h"
#include "db/openpi_store.h"
#include "db/project.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>
#include <optional>
#include <sstream>

namespace es::app {

namespace {

enum Exit { Ok = 0, BadInput = 1, BadUsage = 2 };

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
            {QStringLiteral("db"), tr("The project file."), tr("FILE")},
            {QStringLiteral("annotator"), tr("Whose labels or answers the files hold."), tr("NAME")},
            {QStringLiteral("model"), tr("Which model the scores or predictions come from."), tr("NAME")},
            {QStringLiteral("split"), tr("The ESTER split (default: the file's base name)."), tr("NAME")},
            {QStringLiteral("format"), tr("The input format (%1); detected from the content by default.")
                                           .arg(QString::fromStdString(db::formatNames())),
             tr("NAME")},
            {QStringLiteral("dataset"), tr("esd, ester or openpi."), tr("NAME")},
            {QStringLiteral("json"), tr("Print one JSON object instead of tables.")},
            {QStringLiteral("out"), tr("The file to write."), tr("FILE")},
            {QStringLiteral("what"), tr("ESD: pairs (default) or gold; OpenPI: procedures (default), salience or clusters."),
             tr("WHAT")},
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
        QString line = message;
        line.replace(QLatin1Char('\n'), QLatin1Char(' '));
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
                  "  eventscope [--db FILE] [--annotator NAME]   open the workbench\n"
                  "  eventscope import FILE... --db FILE [--annotator NAME | --model NAME] [--split NAME] [--format NAME]\n"
                  "  eventscope report --db FILE [--dataset esd|ester|openpi] [--json]\n"
                  "  eventscope export --db FILE --dataset esd --out FILE [--what pairs|gold]\n"
                  "  eventscope export --db FILE --dataset ester --split NAME --out FILE [--annotator NAME]\n"
                  "  eventscope export --db FILE --dataset openpi --out FILE [--what procedures|salience|clusters]\n"
                  "                    [--annotator NAME | --model NAME]\n"
                  "Exit status: 0 success, 1 bad input, 2 bad usage.\n");
    }

    std::optional<QString> requiredDb(int &status)
    {
        const QString path = parser_.value(QStringLiteral("db"));
        if (path.isEmpty()) {
            status = usage(tr("--db FILE is required"));
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
        if (!annotator.isEmpty() && !model.isEmpty()) {
            return usage(tr("give --annotator or --model, not both"));
        }
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
        const db::OpenPiRater openPiRater{!annotator.isEmpty() ? db::OpenPiRaterKind::Person
                                          : !model.isEmpty()   ? db::OpenPiRaterKind::Model
                                                               : db::OpenPiRaterKind::None,
                                          (!annotator.isEmpty() ? annotator : model).toStdString()};
        const db::EsdParseOptions options{annotator.toStdString(), model.toStdString()};
        const QString splitOption = parser_.value(QStringLiteral("split"));
        for (const QString &file : files) {
            const std::string path = file.toStdString();
            const std::string content = db::readInputFile(path);
            switch (db::inputFormatOf(path, content, forced, "; name it with --format")) {
            case db::InputFormat::EsterSplit: {
                if (!model.isEmpty()) {
                    return usage(tr("%1 is an ESTER split: --model applies to prediction files").arg(file));
                }
                const QString split = splitOption.isEmpty() ? QFileInfo(file).completeBaseName() : splitOption;
                batch.ester.push_back({split.toStdString(), annotator.toStdString(), db::parseEsterSplit(content, path)});
                esterFiles.push_back(file);
                break;
            }
            case db::InputFormat::EsterPredictions:
                if (model.isEmpty() || splitOption.isEmpty()) {
                    return usage(tr("%1 holds ESTER predictions: give --model NAME and --split NAME").arg(file));
                }
                batch.ester.push_back(
                    {splitOption.toStdString(), model.toStdString(), db::parseEsterPredictions(content, path)});
                esterFiles.push_back(file);
                break;
            case db::InputFormat::OpenPiProcedures:
                batch.openpi.push_back({openPiRater, db::parseOpenPiProcedures(content, path, openPiRater.kind)});
                openPiFiles.push_back(file);
                break;
            case db::InputFormat::OpenPiClustering:
                if (openPiRater.kind == db::OpenPiRaterKind::None) {
                    return usage(tr("%1 holds an OpenPI clustering: give --annotator NAME or --model NAME").arg(file));
                }
                batch.openpi.push_back({openPiRater, db::parseOpenPiClustering(content, path)});
                openPiFiles.push_back(file);
                break;
            case db::InputFormat::OpenPiGoldClusters:
                if (openPiRater.kind != db::OpenPiRaterKind::None) {
                    return usage(tr("%1 holds hand-made gold clusters: they take no --annotator or --model").arg(file));
                }
                batch.openpi.push_back({openPiRater, db::parseOpenPiGoldClusters(content, path)});
                openPiFiles.push_back(file);
                break;
            default:
                batch.esd.push_back(db::parseEsdJsonLines(content, path, options));
                esdFiles.push_back(file);
                break;
            }
        }

        const bool existed = QFileInfo::exists(*dbPath);
        db::ImportResult result;
        try {
            db::Project project(dbPath->toStdString(), db::Project::Open::CreateIfMissing);
            const std::string by = !annotator.isEmpty() ? annotator.toStdString()
                                   : !model.isEmpty()   ? model.toStdString()
                                                        : qEnvironmentVariable("USER", QStringLiteral("cli")).toStdString();
            result = db::importAll(project, batch, by);
        } catch (...) {
            if (!existed) {
                for (const char *suffix : {"", "-wal", "-shm"}) {
                    QFile::remove(*dbPath + QLatin1String(suffix));
                }
            }
            throw;
        }
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
            if (s.longAnswers > 0) {
                std::fprintf(stderr, "%s\n",
                             qPrintable(tr("eventscope: warning: %1: %n released answer(s) longer than 12 words "
                                           "(kept; the limit applies to new answers)",
                                           nullptr, static_cast<int>(s.longAnswers))
                                            .arg(file)));
            }
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
            if (s.invalidRatings > 0) {
                std::fprintf(stderr, "%s\n",
                             qPrintable(tr("eventscope: warning: %1: %n salience value(s) not an integer 0-5, "
                                           "counted as 0",
                                           nullptr, static_cast<int>(s.invalidRatings))
                                            .arg(file)));
            }
        }
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
        db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
        const bool json = parser_.isSet(QStringLiteral("json"));
        const bool wantEsd = which->isEmpty() || *which == QLatin1String("esd");

        nlohmann::ordered_json out = nlohmann::ordered_json::object();
        QString text;
        if (wantEsd) {
            const db::EsdSnapshot snap = db::EsdStore(project).load({.text = false});
            if (!snap.pairs.empty() || !which->isEmpty()) {
                const metrics::EsdStatistics st = metrics::computeEsdStatistics(snap.labels, snap.models);
                if (json) {
                    out["esd"] = db::esdReportJson(snap, st);
                } else {
                    text += esdTextReport(snap, st);
                }
            }
        }
        if (which->isEmpty() || *which == QLatin1String("ester")) {
            const db::EsterSnapshot snap = db::EsterStore(project).load({.text = false});
            if (!snap.questions.empty() || !which->isEmpty()) {
                const db::EsterAnalysis analysis = db::analyseEster(snap);
                if (json) {
                    out["ester"] = db::esterReportJson(snap, analysis);
                } else {
                    text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + esterTextReport(snap, analysis);
                }
            }
        }
        if (which->isEmpty() || *which == QLatin1String("openpi")) {
            const db::OpenPiSnapshot snap = db::OpenPiStore(project).load({.details = false});
            if (!snap.procedures.empty() || !which->isEmpty()) {
                const db::OpenPiAnalysis analysis = db::analyseOpenPi(snap);
                if (json) {
                    out["openpi"] = db::openPiReportJson(snap, analysis);
                } else {
                    text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + openPiTextReport(snap, analysis);
                }
            }
        }
        if (json) {
            std::printf("%s\n", out.dump(2).c_str());
        } else {
            if (text.isEmpty()) {
                text = tr("The project holds no data for this report yet.") + QLatin1Char('\n');
            }
            std::fputs(qPrintable(text), stdout);
        }
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
            db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
            const std::string data =
                db::EsterStore(project)
                    .exportSplit(split.toStdString(), parser_.value(QStringLiteral("annotator")).toStdString())
                    .dump(2) +
                "\n";
            return writeOut(outPath, data);
        }
        const QString what = parser_.value(QStringLiteral("what"));
        if (!what.isEmpty() && what != QLatin1String("pairs") && what != QLatin1String("gold")) {
            return usage(tr("unknown --what \"%1\" (expected pairs or gold)").arg(what));
        }
        db::Project project(dbPath->toStdString(), db::Project::Open::ExistingOnly);
        std::ostringstream buffer;
        db::EsdStore(project).exportJsonLines(buffer, what == QLatin1String("gold")
                                                          ? db::EsdStore::ExportWhat::Gold
                                                          : db::EsdStore::ExportWhat::Pairs);
        return writeOut(outPath, std::move(buffer).str());
    }

    int exportOpenPi(const QString &dbPath, const QString &outPath)
    {
        const QString what = parser_.value(QStringLiteral("what"));
        const QString annotator = parser_.value(QStringLiteral("annotator"));
        const QString model = parser_.value(QStringLiteral("model"));
        if (!annotator.isEmpty() && !model.isEmpty()) {
            return usage(tr("give --annotator or --model, not both"));
        }
        const db::OpenPiRater rater{!annotator.isEmpty() ? db::OpenPiRaterKind::Person
                                    : !model.isEmpty()   ? db::OpenPiRaterKind::Model
                                                         : db::OpenPiRaterKind::None,
                                    (!annotator.isEmpty() ? annotator : model).toStdString()};
        if (!what.isEmpty() && what != QLatin1String("procedures") && what != QLatin1String("salience") &&
            what != QLatin1String("clusters")) {
            return usage(tr("unknown --what \"%1\" (expected procedures, salience or clusters)").arg(what));
        }
        if (what == QLatin1String("salience") && rater.kind == db::OpenPiRaterKind::None) {
            return usage(tr("--what salience needs --annotator NAME or --model NAME"));
        }
        if ((what.isEmpty() || what == QLatin1String("procedures")) && rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what procedures takes no --annotator or --model"));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ExistingOnly);
        db::OpenPiStore store(project);
        const nlohmann::ordered_json data = what == QLatin1String("salience")   ? store.exportSalience(rater)
                                            : what == QLatin1String("clusters") ? store.exportClusters(rater)
                                                                                : store.exportProcedures();
        return writeOut(outPath, data.dump(2) + "\n");
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
    static const QStringList commands = {QStringLiteral("import"), QStringLiteral("report"),
                                         QStringLiteral("export"), QStringLiteral("--help"),
                                         QStringLiteral("-h"),     QStringLiteral("help"),
                                         QStringLiteral("--version")};
    return arguments.size() > 1 && commands.contains(arguments.at(1));
}

int runCli(const QStringList &arguments) { return Cli(arguments).run(); }

} // namespace es::app
