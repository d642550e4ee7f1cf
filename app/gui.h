#pragma once
// Starting the workbench: application setup, translations, the default project.

#include <QCoreApplication>

namespace es::app {

// Loads Qt's and EventScope's translations for the system locale.
void installTranslators(QCoreApplication &app);

int runGui(int argc, char *argv[]);

} // namespace es::app
