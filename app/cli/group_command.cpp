#include "app/cli/command.h"
#include "db/assignments.h"
#include "db/project.h"

#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

class Group : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Group(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr(
            "  eventscope group NAME --db PROJECT [--members A,B] [--setting full|core|both]\n"
            "                    a rater group scored against the experts' gold (no NAME: "
            "list groups)\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QStringList args = in_.positional();
        if (args.size() > 1) {
            return usage(tr("group takes one NAME"));
        }
        std::optional<std::string> setting;
        if (in_.isSet("setting")) {
            const QString s = in_.value("setting");
            if (s != QLatin1String("full") && s != QLatin1String("core") &&
                s != QLatin1String("both")) {
                return usage(tr("unknown --setting \"%1\" (expected full, core or both)").arg(s));
            }
            setting = s.toStdString();
        }
        const auto print = [](const db::RaterGroupInfo &g) {
            QStringList members;
            for (const std::string &m : g.members) {
                members << QString::fromStdString(m);
            }
            std::printf("%s\n", qPrintable(tr("%1 (%2): %3")
                                               .arg(QString::fromStdString(g.name),
                                                    QString::fromStdString(g.setting),
                                                    members.isEmpty()
                                                        ? tr("no members")
                                                        : members.join(QStringLiteral(", ")))));
        };
        if (args.isEmpty()) {
            if (in_.isSet("members") || setting) {
                return usage(tr("group needs a NAME"));
            }
            db::Project project(dbPath.toStdString(), db::Project::Open::ForReading);
            for (const db::RaterGroupInfo &g : db::AssignmentStore(project).groups()) {
                print(g);
            }
            return Ok;
        }
        const std::vector<std::string> members =
            in_.isSet("members") ? names(in_.value("members")) : std::vector<std::string>{};
        db::Project project(dbPath.toStdString(), db::Project::Open::ExistingOnly);
        print(db::AssignmentStore(project).addToGroup(args[0].toStdString(), members, setting,
                                                      invoker(project)));
        return Ok;
    }
};

} // namespace

Command groupCommand()
{
    return command<Group>("group", {"db", "members", "setting"});
}

} // namespace es::app::cli
