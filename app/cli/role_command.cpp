#include "app/cli/command.h"
#include "db/project.h"
#include "db/team.h"

#include <cstdio>

namespace es::app::cli {

namespace {

class Role : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Role(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope role NAME annotator|adjudicator|viewer --db PROJECT\n");
    }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QStringList args = in_.positional();
        if (args.size() != 2) {
            return usage(tr("role needs NAME and ROLE"));
        }
        const auto role = db::roleFromName(args[1].toStdString());
        if (!role) {
            return usage(
                tr("unknown role \"%1\" (expected annotator, adjudicator or viewer)").arg(args[1]));
        }
        if (args[0].trimmed().isEmpty()) {
            return usage(tr("a person's name cannot be empty"));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::CreateIfMissing);
        // On a team's server the person is a login role in the role's group as well.
        const std::string before =
            db::isTeamProject(project)
                ? db::setTeamRole(project, args[0].toStdString(), *role, invoker(project))
                : project.setRole(args[0].toStdString(), *role, invoker(project));
        std::printf(
            "%s\n",
            qPrintable(
                before.empty()
                    ? tr("%1 added as %2").arg(args[0], args[1])
                    : tr("%1: %2 → %3").arg(args[0], QString::fromStdString(before), args[1])));
        return Ok;
    }
};

} // namespace

Command roleCommand()
{
    return command<Role>("role", {"db"});
}

} // namespace es::app::cli
