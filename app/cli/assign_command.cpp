#include "app/cli/command.h"
#include "db/assignments.h"
#include "db/project.h"

#include <cstdio>

namespace es::app::cli {

namespace {

class Assign : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Assign(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope assign --db PROJECT --dataset esd|ester|openpi --annotators A,B,C "
                  "--overlap N\n"
                  "                    [--seed N] [--replace] [--accept-uncounted]   give every "
                  "item a panel of N\n"
                  "                    annotators; those who already worked on an item stay on its "
                  "panel\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QString dataset = in_.value("dataset");
        if (!in_.isSet("annotators") || !in_.isSet("overlap")) {
            return usage(tr("assign needs --annotators A,B,... and --overlap N"));
        }
        db::AssignRequest request;
        request.dataset = dataset.toStdString();
        request.annotators = names(in_.value("annotators"));
        request.replace = in_.isSet("replace");
        request.acceptUncounted = in_.isSet("accept-uncounted");
        bool ok = false;
        const uint overlap = in_.value("overlap").toUInt(&ok);
        if (!ok || overlap == 0) {
            return usage(tr("--overlap must be a positive number"));
        }
        request.overlap = overlap;
        if (in_.isSet("seed")) {
            request.seed = in_.value("seed").toULongLong(&ok);
            if (!ok) {
                return usage(tr("--seed must be a non-negative number"));
            }
        } else {
            request.seed = 1;
        }
        // Checked before the project is opened: a bad request leaves it untouched.
        if (request.overlap > request.annotators.size()) {
            return error(tr("%1: --overlap %2 is more than the number of annotators given (%3)")
                             .arg(dbPath)
                             .arg(request.overlap)
                             .arg(request.annotators.size()));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::ExistingOnly);
        const db::AssignSummary sum =
            db::AssignmentStore(project).assign(request, invoker(project));
        QStringList loads;
        for (const auto &[name, count] : sum.perAnnotator) {
            loads << tr("%1 %2").arg(QString::fromStdString(name)).arg(count);
        }
        // Plain counts: the messages name what an item is in each dataset.
        const QString what = dataset == QLatin1String("esd") ? tr("%1 goals").arg(sum.items)
                             : dataset == QLatin1String("ester")
                                 ? tr("%1 passages").arg(sum.items)
                                 : tr("%1 procedures").arg(sum.items);
        const QString loadText = loads.join(QStringLiteral(", "));
        std::printf("%s\n", qPrintable(sum.unchanged
                                           ? tr("%1: already assigned so; nothing changed (%2: %3)")
                                                 .arg(dataset, what, loadText)
                                           : tr("%1: %2, %3 annotators each (%4)")
                                                 .arg(dataset, what)
                                                 .arg(request.overlap)
                                                 .arg(loadText)));
        // What the work already done did to the panels, and whose work counts no more.
        if (!sum.unchanged && sum.keptLabellers > 0) {
            std::printf(
                "%s\n",
                qPrintable(
                    tr("%n item(s) keep on their panel the annotators who had already worked on "
                       "them",
                       nullptr, static_cast<int>(sum.keptLabellers)) +
                    (sum.widened == 0 ? QString()
                                      : tr("; %n of them more than %1 annotators", nullptr,
                                           static_cast<int>(sum.widened))
                                            .arg(request.overlap))));
        }
        for (const auto &[name, items] : sum.uncounted) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(
                    tr("eventscope: warning: %1 worked on %n item(s) and sits on no panel: that "
                       "work counts no more",
                       nullptr, static_cast<int>(items))
                        .arg(QString::fromStdString(name))));
        }
        return Ok;
    }
};

} // namespace

Command assignCommand()
{
    return command<Assign>(
        "assign", {"db", "dataset", "annotators", "overlap", "seed", "replace", "accept-uncounted"},
        true);
}

} // namespace es::app::cli
