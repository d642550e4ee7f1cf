#pragma once
// One command of the command line: its name, its synopsis for the help, the options it
// takes and what it does. app/cli/commands.cpp lists them all; app/cli.cpp dispatches.

#include "db/review/decision_guard.h"
#include "metrics/bootstrap.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace es::db {
class Project;
}

namespace es::app::cli {

enum Exit { Ok = 0, BadInput = 1, BadUsage = 2 };

// A command's parsed arguments and the checks and outputs every command shares. The
// messages keep the context "Cli", which their translations are filed under.
class Invocation
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    Invocation(const QCommandLineParser &parser, const std::vector<const char *> &declared)
        : parser_(parser), declared_(declared)
    {
    }

    // An option the command did not declare is a programming error, caught by the first
    // test that takes the path (the parser itself would only print a warning).
    QString value(const char *option) const { return parser_.value(declared(option)); }
    QStringList values(const char *option) const { return parser_.values(declared(option)); }
    bool isSet(const char *option) const { return parser_.isSet(declared(option)); }
    QStringList positional() const { return parser_.positionalArguments(); }
    // Whether the command takes `option`.
    bool declares(const char *option) const;

    // The dispatcher's checks, before a command runs (which then reads --db and --dataset
    // as given): --db PROJECT; without it, a usage error in `status`.
    std::optional<QString> requiredDb(int &status) const;
    // --dataset esd|ester|openpi (empty when absent and not required).
    std::optional<QString> dataset(int &status, bool required) const;
    // --bootstrap N, --seed N and --intervals METHOD; false (with `status` set) when one is
    // malformed.
    bool bootstrapOptions(metrics::BootstrapOptions &options, int &status) const;
    // The annotator whose blind view `--as NAME` asks for; empty when no --as is given or
    // NAME sees everyone (adjudicators and viewers).
    std::string blindView(db::Project &project) const;
    // Without --replace, another adjudicator's decision is refused with their name: the
    // command line shows no decision before it writes one.
    db::ExpectedDecision expectedDecision(const QString &as) const;

  private:
    QString declared(const char *option) const;

    const QCommandLineParser &parser_;
    const std::vector<const char *> &declared_;
};

int error(const QString &message);
int usage(const QString &message);
// Who acts: on a server the connected login, which is who the server knows; in a file the
// person logged in to this computer.
std::string invoker(db::Project &project);
// FILE, or standard output for "-"; the old file stays whole until the new one is.
int writeOut(const QString &outPath, const std::string &data);
std::vector<std::string> names(const QString &commaSeparated);
// Keeps `inputs` until the process ends (reachable, so no leak checker counts them): the
// operating system takes them back at once.
void leaveToExit(std::vector<std::shared_ptr<const void>> inputs);

struct Command
{
    const char *name;
    // The command's lines of the help, translated in the context "Cli".
    QString (*synopsis)();
    // The options it takes, by name (app/cli/options.cpp describes each once).
    std::vector<const char *> options;
    int (*run)(const Invocation &);
    // Whether --dataset must be given (when the command takes it). The dispatcher checks
    // --db and --dataset before run(), so a command reads them as given.
    bool datasetRequired = false;
};

// What every command's class holds: its invocation. Each declares its own
// Q_DECLARE_TR_FUNCTIONS(Cli), a static synopsis() and run().
class CommandBase
{
  protected:
    explicit CommandBase(const Invocation &in) : in_(in) {}
    const Invocation &in_;
};

// The table's entry of command class C.
template <class C>
Command command(const char *name, std::vector<const char *> options, bool datasetRequired = false)
{
    return {name, &C::synopsis, std::move(options),
            [](const Invocation &in) { return C(in).run(); }, datasetRequired};
}

// Every command, in the order the help lists them.
const std::vector<Command> &commands();

// The option NAME as the help describes it.
QCommandLineOption option(const char *name);

Command importCommand();
Command reportCommand();
Command exportCommand();
Command roleCommand();
Command teamCommand();
Command copyCommand();
Command checkoutCommand();
Command syncCommand();
Command assignCommand();
Command groupCommand();
Command disagreementsCommand();
Command adjudicateCommand();

} // namespace es::app::cli
