#include "app/cli/command.h"
#include "db/copy.h"
#include "db/engine/engine.h"
#include "db/project.h"

#include <QFileInfo>
#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

class Copy
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Copy(const Invocation &in) : in_(in) {}

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

  private:
    const Invocation &in_;
};

} // namespace

Command copyCommand()
{
    return {"copy", &Copy::synopsis, {"from", "to"}, [](const Invocation &in) {
                return Copy(in).run();
            }};
}

} // namespace es::app::cli
