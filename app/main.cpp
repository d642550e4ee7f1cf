// EventScope: one executable for the workbench and for its command line.
#include "app/cli.h"
#include "app/gui.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    // Decide before any QApplication exists: the command line must run without a display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    if (es::app::isCliCommand(arguments)) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("EventScope"));
        es::app::installTranslators(app);
        return es::app::runCli(app.arguments());
    }
    return es::app::runGui(argc, argv);
}
