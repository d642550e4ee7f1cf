#include "app/cli/command.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "widgets/common/import_summary.h"

#include <cstdio>
#include <sstream>

namespace es::app::cli {

namespace {

class Export : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Export(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope export --db PROJECT --dataset esd --out FILE [--what pairs|gold] "
                  "[--as NAME]\n"
                  "  eventscope export --db PROJECT --dataset ester --split NAME --out FILE "
                  "[--what answers|gold]\n"
                  "                    [--annotator NAME] [--as NAME]\n"
                  "  eventscope export --db PROJECT --dataset openpi --out FILE [--what "
                  "procedures|salience|clusters|\n"
                  "                    "
                  "attribute-clusters|gold|schemata|states|decided-states|schema-errors|\n"
                  "                    entity-expansions|attribute-expansions]\n"
                  "                    [--annotator NAME | --model NAME] [--as NAME]\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QString dataset = in_.value("dataset");
        const QString outPath = in_.value("out");
        if (outPath.isEmpty()) {
            return usage(tr("--out FILE is required"));
        }
        if (dataset == QLatin1String("openpi")) {
            return exportOpenPi(dbPath, outPath);
        }
        if (dataset == QLatin1String("ester")) {
            const QString split = in_.value("split");
            if (split.isEmpty()) {
                return usage(tr("--split NAME is required to export ESTER"));
            }
            const QString what = in_.value("what");
            const QString annotator = in_.value("annotator");
            if (!what.isEmpty() && what != QLatin1String("answers") &&
                what != QLatin1String("gold")) {
                return usage(tr("unknown --what \"%1\" (expected answers or gold)").arg(what));
            }
            if (what == QLatin1String("gold") && !annotator.isEmpty()) {
                return usage(tr("--what gold takes no --annotator"));
            }
            db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
            const std::string blindAs = in_.blindView(project);
            if (!blindAs.empty() && annotator.toStdString() != blindAs) {
                throw db::Refused(
                    tr("%1 works blind: they may export only their own answers (--annotator %1)")
                        .arg(QString::fromStdString(blindAs))
                        .toStdString());
            }
            db::EsterStore store(project);
            const std::string data = store
                                         .exportSplit(split.toStdString(), annotator.toStdString(),
                                                      what == QLatin1String("gold"))
                                         .dump(2) +
                                     "\n";
            // Each split is written as it was imported; a passage it shares is worth a word.
            if (const auto shared = store.passagesSharedWith(split.toStdString());
                !shared.empty()) {
                std::fprintf(stderr, "%s\n",
                             qPrintable(tr("eventscope: warning: %n passage(s) of split \"%1\" "
                                           "also in other splits, exported with it all the same: "
                                           "%2",
                                           nullptr, static_cast<int>(shared.size()))
                                            .arg(split, widgets::esterSharedPassagesList(shared))));
            }
            return writeOut(outPath, data);
        }
        const QString what = in_.value("what");
        if (!what.isEmpty() && what != QLatin1String("pairs") && what != QLatin1String("gold")) {
            return usage(tr("unknown --what \"%1\" (expected pairs or gold)").arg(what));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
        const std::string blindAs = in_.blindView(project);
        std::ostringstream buffer;
        db::EsdStore(project).exportJsonLines(buffer,
                                              what == QLatin1String("gold")
                                                  ? db::EsdStore::ExportWhat::Gold
                                                  : db::EsdStore::ExportWhat::Pairs,
                                              blindAs);
        return writeOut(outPath, std::move(buffer).str());
    }

    int exportOpenPi(const QString &dbPath, const QString &outPath)
    {
        const QString what = in_.value("what");
        const QString annotator = in_.value("annotator");
        const QString model = in_.value("model");
        const bool errors = what == QLatin1String("schema-errors");
        if (!errors && !annotator.isEmpty() && !model.isEmpty()) {
            return usage(tr("give --annotator or --model, not both"));
        }
        const db::OpenPiRater rater{!annotator.isEmpty() ? db::OpenPiRaterKind::Person
                                    : !model.isEmpty()   ? db::OpenPiRaterKind::Model
                                                         : db::OpenPiRaterKind::None,
                                    (!annotator.isEmpty() ? annotator : model).toStdString()};
        static const QStringList kinds = {QStringLiteral("procedures"),
                                          QStringLiteral("salience"),
                                          QStringLiteral("clusters"),
                                          QStringLiteral("attribute-clusters"),
                                          QStringLiteral("gold"),
                                          QStringLiteral("schemata"),
                                          QStringLiteral("states"),
                                          QStringLiteral("decided-states"),
                                          QStringLiteral("schema-errors"),
                                          QStringLiteral("entity-expansions"),
                                          QStringLiteral("attribute-expansions")};
        if (!what.isEmpty() && !kinds.contains(what)) {
            return usage(tr("unknown --what \"%1\" (expected %2)")
                             .arg(what, kinds.join(QStringLiteral(", "))));
        }
        if (what == QLatin1String("gold") && rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what gold takes no --annotator or --model"));
        }
        if (what == QLatin1String("salience") && rater.kind == db::OpenPiRaterKind::None) {
            return usage(tr("--what salience needs --annotator NAME or --model NAME"));
        }
        if ((what.isEmpty() || what == QLatin1String("procedures")) &&
            rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what procedures takes no --annotator or --model"));
        }
        if (what == QLatin1String("schemata") && (model.isEmpty() || !annotator.isEmpty())) {
            return usage(tr("--what schemata needs --model NAME"));
        }
        if (what == QLatin1String("decided-states") && rater.kind != db::OpenPiRaterKind::None) {
            return usage(tr("--what decided-states takes no --annotator or --model"));
        }
        const bool judgements = what.endsWith(QLatin1String("-expansions"));
        if (judgements && (annotator.isEmpty() || !model.isEmpty())) {
            return usage(
                tr("--what %1 needs --annotator NAME (who judged) and no --model").arg(what));
        }
        if (errors && (annotator.isEmpty() || model.isEmpty())) {
            return usage(tr("--what schema-errors needs --annotator NAME (who analysed) and "
                            "--model NAME (whose "
                            "schemata)"));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
        const std::string blindAs = in_.blindView(project);
        const bool goldClusters =
            rater.kind == db::OpenPiRaterKind::None &&
            (what == QLatin1String("clusters") || what == QLatin1String("attribute-clusters"));
        const bool someoneElse = what == QLatin1String("gold") ||
                                 what == QLatin1String("decided-states") || goldClusters ||
                                 (!annotator.isEmpty() && annotator.toStdString() != blindAs);
        if (!blindAs.empty() && someoneElse) {
            throw db::Refused(
                tr("%1 works blind: they may export only their own and the models' work")
                    .arg(QString::fromStdString(blindAs))
                    .toStdString());
        }
        db::OpenPiStore store(project);
        const nlohmann::ordered_json data =
            what == QLatin1String("salience")             ? store.exportSalience(rater)
            : what == QLatin1String("clusters")           ? store.exportClusters(rater)
            : what == QLatin1String("attribute-clusters") ? store.exportAttributeClusters(rater)
            : what == QLatin1String("gold")               ? store.exportGold()
            : what == QLatin1String("schemata")       ? store.exportSchemata(model.toStdString())
            : what == QLatin1String("states")         ? store.exportStates(rater)
            : what == QLatin1String("decided-states") ? store.exportDecidedStates()
            : errors     ? store.exportSchemaErrors(annotator.toStdString(), model.toStdString())
            : judgements ? store.exportExpansionJudgements(annotator.toStdString(),
                                                           what.startsWith(QLatin1String("entity"))
                                                               ? db::OpenPiClusterKind::Entity
                                                               : db::OpenPiClusterKind::Attribute)
                         : store.exportProcedures();
        return writeOut(outPath, data.dump(2) + "\n");
    }
};

} // namespace

Command exportCommand()
{
    return command<Export>(
        "export", {"db", "dataset", "out", "what", "as", "split", "annotator", "model"}, true);
}

} // namespace es::app::cli
