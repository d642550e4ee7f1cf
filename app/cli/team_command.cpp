#include "app/cli/command.h"
#include "db/project.h"
#include "db/team.h"

#include <cstdio>

namespace es::app::cli {

namespace {

class Team : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Team(const Invocation &in) : CommandBase(in) {}

    static QString synopsis() { return tr("  eventscope team init --db PROJECT\n"); }

    int run()
    {
        const QString dbPath = in_.value("db");
        const QStringList args = in_.positional();
        if (args != QStringList{QStringLiteral("init")}) {
            return usage(tr("team takes one action: init"));
        }
        db::Project project(dbPath.toStdString(), db::Project::Open::CreateIfMissing);
        const db::TeamSetup setup = db::initTeam(project);
        const QString where = QString::fromStdString(project.path());
        std::printf("%s\n",
                    qPrintable(tr("%1: set up for a team; add people with eventscope role NAME "
                                  "annotator|adjudicator|viewer")
                                   .arg(where)));
        if (setup.sessionsShown) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(
                    tr("eventscope: warning: %1: members can see who is connected, and so who "
                       "saved each change announced; a superuser running team init hides it "
                       "(docs/scaling.md)")
                        .arg(where)));
        }
        if (!setup.otherDatabases.empty()) {
            QStringList names;
            for (const std::string &name : setup.otherDatabases) {
                names << QString::fromStdString(name);
            }
            std::fprintf(
                stderr, "%s\n",
                qPrintable(tr("eventscope: warning: %1: members may also connect to %2, where the "
                              "server shows who is connected unless a superuser hides it there too "
                              "(docs/scaling.md)")
                               .arg(where, names.join(QStringLiteral(", ")))));
        }
        return Ok;
    }
};

} // namespace

Command teamCommand()
{
    return command<Team>("team", {"db"});
}

} // namespace es::app::cli
