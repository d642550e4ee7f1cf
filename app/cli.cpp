#include "app/cli.h"

#include "app/cli/command.h"
#include "db/project.h"
#include "db/review/decision_guard.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>

namespace es::app {

namespace {

using cli::Exit;

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Cli(const QStringList &arguments) : arguments_(arguments) {}

    int run()
    {
        const QString name = arguments_.value(1);
        if (name == QLatin1String("--version")) {
            std::printf("eventscope %s\n", EVENTSCOPE_VERSION);
            return Exit::Ok;
        }
        const cli::Command *command = find(name);
        if (command == nullptr) {
            std::fputs(qPrintable(helpText()), stdout);
            return Exit::Ok;
        }
        QCommandLineParser parser;
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        for (const char *option : command->options) {
            parser.addOption(cli::option(option));
        }
        parser.addHelpOption();
        if (!parser.parse(arguments_.mid(1))) {
            return cli::usage(parser.errorText());
        }
        if (parser.isSet(QStringLiteral("help"))) {
            std::fputs(qPrintable(tr("Usage:\n") + command->synopsis() +
                                  parser.helpText().section(QLatin1Char('\n'), 2)),
                       stdout);
            return Exit::Ok;
        }
        const cli::Invocation invocation(parser, command->options);
        int status = Exit::Ok;
        if (invocation.declares("db") && !invocation.requiredDb(status)) {
            return status;
        }
        if (invocation.declares("dataset") &&
            !invocation.dataset(status, command->datasetRequired)) {
            return status;
        }
        try {
            return command->run(invocation);
        } catch (const db::DecisionConflict &e) {
            return cli::error(
                tr("%1 (--replace replaces it)").arg(QString::fromStdString(e.what())));
        } catch (const db::InputError &e) {
            return cli::error(QString::fromStdString(e.what()));
        } catch (const db::DbError &e) {
            return cli::error(QString::fromStdString(e.what()));
        } catch (const std::bad_alloc &) {
            return cli::error(tr("out of memory"));
        }
    }

    // The command NAME names; null for the help's own names.
    static const cli::Command *find(const QString &name)
    {
        const auto &all = cli::commands();
        const auto it = std::find_if(all.begin(), all.end(), [&](const cli::Command &c) {
            return name == QLatin1String(c.name);
        });
        return it == all.end() ? nullptr : &*it;
    }

  private:
    static QString helpText()
    {
        QString text = tr("Usage:\n"
                          "  eventscope [--db PROJECT] [--annotator NAME]   open the workbench\n");
        for (const cli::Command &command : cli::commands()) {
            text += command.synopsis();
        }
        return text +
               tr("Another adjudicator's decision on the item is replaced only with --replace.\n"
                  "PROJECT: a project file, or a PostgreSQL database "
                  "(postgresql://USER@HOST:PORT/DB).\n"
                  "Exit status: 0 success, 1 bad input or refused, 2 bad usage.\n"
                  "eventscope COMMAND --help lists the options of one command.\n");
    }

    QStringList arguments_;
};

} // namespace

bool isCliCommand(const QStringList &arguments)
{
    // Help and version too: they must not need a display either.
    static const QStringList own = {QStringLiteral("--help"), QStringLiteral("-h"),
                                    QStringLiteral("help"), QStringLiteral("--version")};
    return arguments.size() > 1 &&
           (own.contains(arguments.at(1)) || Cli::find(arguments.at(1)) != nullptr);
}

int runCli(const QStringList &arguments)
{
    return Cli(arguments).run();
}

} // namespace es::app
