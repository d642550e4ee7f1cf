#include "app/cli/command.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "db/review/adjudication.h"

#include <cstdio>

namespace es::app::cli {

namespace {

class Disagreements : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Disagreements(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope disagreements --db PROJECT --dataset esd|ester|openpi [--json]\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QString dataset = in_.value("dataset");
        db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
        if (const std::string blindAs = in_.blindView(project); !blindAs.empty()) {
            throw db::Refused(tr("%1 works blind: the disagreements show everyone's work")
                                  .arg(QString::fromStdString(blindAs))
                                  .toStdString());
        }
        nlohmann::ordered_json out;
        if (dataset == QLatin1String("esd")) {
            const db::EsdSnapshot snap = db::EsdStore(project).load();
            out = db::esdQueueJson(snap, db::esdQueue(snap));
        } else if (dataset == QLatin1String("ester")) {
            const db::EsterSnapshot snap = db::EsterStore(project).load();
            out = db::esterQueueJson(snap, db::esterQueue(snap));
        } else {
            const db::OpenPiSnapshot snap = db::OpenPiStore(project).load();
            out = db::openPiQueueJson(snap, db::openPiQueue(snap));
        }
        if (in_.isSet("json")) {
            std::printf("%s\n", out.dump(2).c_str());
        } else {
            std::fputs(qPrintable(queueText(dataset, out)), stdout);
        }
        return Ok;
    }

    QString queueText(const QString &which, const nlohmann::ordered_json &queue)
    {
        QString text = tr("%n item(s) to adjudicate in %1", nullptr, static_cast<int>(queue.size()))
                           .arg(which) +
                       QLatin1Char('\n');
        // One line per item: its id and each rater's value as compact JSON.
        for (const auto &entry : queue) {
            const char *key = entry.contains("labels")    ? "labels"
                              : entry.contains("raters")  ? "raters"
                              : entry.contains("ratings") ? "ratings"
                              : entry.contains("states")  ? "states"
                                                          : "clusterings";
            QStringList values;
            for (const auto &[name, value] : entry[key].items()) {
                values << QStringLiteral("%1=%2").arg(QString::fromStdString(name),
                                                      QString::fromStdString(value.dump()));
            }
            QString id = QString::fromStdString(
                entry["id"].is_string() ? entry["id"].get<std::string>() : entry["id"].dump());
            if (entry.contains("entity")) {
                id += QLatin1Char('/') + QString::fromStdString(entry["entity"].get<std::string>());
            } else if (entry.contains("cluster_kind")) {
                id += QLatin1Char('/') +
                      QString::fromStdString(entry["cluster_kind"].get<std::string>());
            }
            if (entry.contains("states")) { // an ESD entry's "step" is the step's text
                id += QStringLiteral("/step %1").arg(entry["step"].get<int>());
            }
            QString line = QStringLiteral("  %1  %2").arg(id, values.join(QLatin1Char(' ')));
            if (entry.contains("adjudicated")) {
                line += QLatin1String("  ") + tr("(decided)");
            }
            text += line + QLatin1Char('\n');
        }
        return text;
    }
};

} // namespace

Command disagreementsCommand()
{
    return command<Disagreements>("disagreements", {"db", "dataset", "json", "as"}, true);
}

} // namespace es::app::cli
