#include "app/cli/command.h"
#include "db/engine/engine.h"
#include "db/offline.h"
#include "db/project.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <optional>

namespace es::app::cli {

namespace {

QString labelText(std::optional<int> l)
{
    return l ? QString::number(*l) : QCoreApplication::translate("Cli", "none");
}

class Checkout : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Checkout(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope checkout --db SERVER --to FILE\n"
                  "                    an annotator's work taken into a file to label offline\n");
    }

    int run()
    {
        const QString from = in_.value("db");
        const QString to = in_.value("to");
        if (from.isEmpty() || to.isEmpty()) {
            return usage(tr("checkout needs --db SERVER and --to FILE"));
        }
        if (!db::isServerLocation(from.toStdString()) || db::isServerLocation(to.toStdString())) {
            return usage(tr("checkout takes a team project on a server (--db) into a file (--to)"));
        }
        if (QFileInfo::exists(to)) {
            return error(tr("%1: already exists; check out into a new file").arg(to));
        }
        db::Project server(from.toStdString(), db::Project::Open::ForReading);
        std::optional<db::Project> file;
        try {
            file.emplace(to.toStdString(), db::Project::Open::CreateIfMissing);
            const db::CheckoutSummary sum = db::checkout(server, *file);
            std::printf("%s\n", qPrintable(tr("%1 → %2: %3's work, %n ESD label(s); label "
                                              "offline, then eventscope sync --db %2",
                                              "", static_cast<int>(sum.labels))
                                               .arg(QString::fromStdString(server.path()),
                                                    QString::fromStdString(file->path()),
                                                    QString::fromStdString(sum.person))));
        } catch (...) {
            if (file) {
                file->discard();
            }
            throw;
        }
        return Ok;
    }
};

class Sync : CommandBase
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Sync(const Invocation &in) : CommandBase(in) {}

    static QString synopsis()
    {
        return tr("  eventscope sync --db FILE [--mine|--theirs]\n"
                  "                    writes a checkout's labels back to its server\n");
    }

    int run()
    {
        const QString path = in_.value("db");
        if (path.isEmpty()) {
            return usage(tr("sync needs --db FILE, a checkout"));
        }
        if (in_.isSet("mine") && in_.isSet("theirs")) {
            return usage(tr("sync takes --mine or --theirs, not both"));
        }
        const db::SyncResolve resolve = in_.isSet("mine")     ? db::SyncResolve::Mine
                                        : in_.isSet("theirs") ? db::SyncResolve::Theirs
                                                              : db::SyncResolve::None;
        db::Project file(path.toStdString(), db::Project::Open::ExistingOnly);
        const db::CheckoutOrigin origin = db::checkoutOrigin(file);
        db::Project server(origin.location, db::Project::Open::ExistingOnly);
        const db::SyncSummary sum = db::sync(file, server, resolve);
        std::printf("%s\n", qPrintable(tr("%1 → %2: %3 label(s) written, %4 already there, %5 "
                                          "taken from the server")
                                           .arg(QString::fromStdString(file.path()),
                                                QString::fromStdString(server.path()))
                                           .arg(sum.written)
                                           .arg(sum.alreadyThere)
                                           .arg(sum.takenTheirs)));
        for (const std::string &pair : sum.decidedMeanwhile) {
            std::printf("%s\n", qPrintable(tr("decided meanwhile: %1 (your label counts in "
                                              "agreement, the decision is its gold)")
                                               .arg(QString::fromStdString(pair))));
        }
        for (const std::string &goal : sum.goalsAssigned) {
            std::printf(
                "%s\n",
                qPrintable(tr("assigned to you meanwhile: %1").arg(QString::fromStdString(goal))));
        }
        for (const std::string &goal : sum.goalsUnassigned) {
            std::printf(
                "%s\n",
                qPrintable(tr("no longer assigned to you: %1").arg(QString::fromStdString(goal))));
        }
        for (const db::SyncConflict &c : sum.conflicts) {
            std::printf("%s\n",
                        qPrintable(tr("conflict: %1: %2 when checked out, %3 on the "
                                      "server now, %4 here")
                                       .arg(QString::fromStdString(c.pair), labelText(c.checkedOut),
                                            labelText(c.server), labelText(c.file))));
        }
        if (!sum.unsynced.empty()) {
            QStringList tables;
            for (const std::string &t : sum.unsynced) {
                tables << QString::fromStdString(t);
            }
            return error(tr("%1: work changed here that sync does not write back yet stays in "
                            "this file only: %2 (ESD labels are synced)")
                             .arg(path, tables.join(QStringLiteral(", "))));
        }
        if (!sum.conflicts.empty()) {
            return error(tr("%1: %n label(s) changed on the server meanwhile were left as they "
                            "are on both sides; sync --mine writes yours, --theirs takes the "
                            "server's",
                            "", static_cast<int>(sum.conflicts.size()))
                             .arg(path));
        }
        return Ok;
    }
};

} // namespace

Command checkoutCommand()
{
    return command<Checkout>("checkout", {"db", "to"});
}

Command syncCommand()
{
    return command<Sync>("sync", {"db", "mine", "theirs"});
}

} // namespace es::app::cli
