#pragma once
// The command-line face of EventScope: import, report and export without a display.

#include <QStringList>

namespace es::app {

// True when the arguments name a command-line subcommand rather than the GUI.
bool isCliCommand(const QStringList &arguments);

// Runs a subcommand. Exit status: 0 success, 1 bad input, 2 bad usage.
int runCli(const QStringList &arguments);

} // namespace es::app
