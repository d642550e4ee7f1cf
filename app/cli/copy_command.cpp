#include "app/cli/command.h"
#include "db/copy.h"
#include "db/engine/engine.h"
#include "db/project.h"

#include <QFileInfo>
#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

class Copy : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Copy(const Invocation &in) : CommandBase(in) {}

    static QString synopsis() { return tr("  eventscope copy --from PROJECT --to PROJECT\n"); }

    int run()
    {
        const QString from = in_.value("from");
        const QString to = in_.value("to");
        if (from.isEmpty() || to.isEmpty()) {
            return usage(tr("copy needs --from PROJECT and --to PROJECT"));
        }
        const bool toFile = !db::isServerLocation(to.toStdString());
        if (toFile && QFileInfo::exists(to)) {
            return error(tr("%1: already exists; copy into a new file").arg(to));
        }
        db::Project source(from.toStdString(), db::Project::Open::ForReading);
        std::optional<db::Project> target;
        try {
            target.emplace(to.toStdString(), db::Project::Open::CreateIfMissing);
            const db::CopySummary sum = db::copyProject(source, *target);
            std::printf("%s\n", qPrintable(tr("%1 → %2: %n row(s) in %3 tables", "",
                                              static_cast<int>(sum.rows))
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
};

} // namespace

Command copyCommand()
{
    return command<Copy>("copy", {"from", "to"});
}

} // namespace es::app::cli
