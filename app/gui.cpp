#include "app/gui.h"

#include "widgets/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

namespace es::app {

void installTranslators(QCoreApplication &app)
{
    const QLocale locale;
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    }
    auto *ours = new QTranslator(&app);
    // Without a catalogue for the locale (C, POSIX, a language we lack) the English one
    // still supplies the plural forms of "%n file(s)".
    if (ours->load(locale, QStringLiteral("eventscope"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")) ||
        ours->load(QStringLiteral("eventscope_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ours);
    }
}

namespace {

// The last line of defence for a failure nothing above caught (a read on a team server
// whose connection just broke, say): the person is told and the workbench keeps running,
// rather than ending with everything on screen.
class Application : public QApplication
{
  public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        try {
            return QApplication::notify(receiver, event);
        } catch (const std::exception &e) {
            const QString message = QString::fromUtf8(e.what());
            qCritical("%s", qPrintable(message));
            QTimer::singleShot(0, [message] {
                QMessageBox box(QMessageBox::Warning, QApplication::translate("Gui", "EventScope"),
                                message, QMessageBox::Ok, QApplication::activeWindow());
                box.setTextFormat(Qt::PlainText);
                box.exec();
            });
            return false;
        }
    }
};

} // namespace

int runGui(int argc, char *argv[])
{
    Application app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("EventScope"));
    QApplication::setOrganizationName(QStringLiteral("EventScope"));
    QApplication::setApplicationVersion(QStringLiteral(EVENTSCOPE_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/eventscope.svg")));
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "Gui",
        "EventScope: annotation, adjudication and error analysis for event-centric NLP datasets.\n"
        "Commands without a display: import, report, export (eventscope import --help)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QApplication::translate("Gui", "The project to open: a file, or a PostgreSQL "
                                       "database (postgresql://USER@HOST:PORT/DB)."),
        QApplication::translate("Gui", "PROJECT"));
    const QCommandLineOption annotatorOption(
        QStringLiteral("annotator"),
        QApplication::translate("Gui", "Sign in as NAME without asking."),
        QApplication::translate("Gui", "NAME"));
    parser.addOption(dbOption);
    parser.addOption(annotatorOption);
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "eventscope: usage error: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        parser.showHelp(0);
    }
    if (parser.isSet(QStringLiteral("version"))) {
        parser.showVersion();
    }

    QString path = parser.value(dbOption);
    const bool isDefault = path.isEmpty();
    if (isDefault) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(dir);
        path = dir + QStringLiteral("/default.eventscope");
    }

    widgets::MainWindow window;
    QString error;
    // The default project starts as the demo; a named project that does not exist yet
    // starts empty.
    if (!window.openProject(path, true, isDefault, &error)) {
        std::fprintf(stderr, "eventscope: error: %s\n", qPrintable(error));
        QMessageBox box(QMessageBox::Critical, QApplication::translate("Gui", "EventScope"), error);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return 1;
    }
    window.show();
    window.startSession(parser.isSet(annotatorOption)
                            ? parser.value(annotatorOption).simplified()
                            : QString());
    return QApplication::exec();
}

} // namespace es::app
