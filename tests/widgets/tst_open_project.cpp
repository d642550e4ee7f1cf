// Opening a file that is not a project from the workbench: the same one line the command
// line prints, the file as it was, and the project that was open stays open.
#include "common/test_support.h"
#include "db/engine/sqlite.h"
#include "widgets/main_window.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace es;

class TestOpenProject : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedFileKeepsTheOpenProject()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString foreign = dir.filePath(QStringLiteral("foreign.sqlite"));
        {
            db::Connection c(foreign.toStdString(), db::Connection::Mode::ReadWriteCreate);
            c.exec("CREATE TABLE foo(x); INSERT INTO foo VALUES (1)");
        }
        const QByteArray before = test::fileHash(foreign);

        widgets::MainWindow window;
        QString error;
        QVERIFY2(
            window.openProject(dir.filePath(QStringLiteral("good.eventscope")), true, true, &error),
            qPrintable(error));
        const QString title = window.windowTitle();

        QVERIFY(!window.openProject(foreign, false, false, &error));
        const auto cli = test::cli(QStringLiteral("report"), QStringLiteral("--db"), foreign);
        QCOMPARE(cli.exitCode, 1);
        QCOMPARE(QStringLiteral("eventscope: error: ") + error,
                 QString::fromUtf8(cli.err).trimmed());
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QCOMPARE(test::fileHash(foreign), before);
        QCOMPARE(window.windowTitle(), title);
    }
};

QTEST_MAIN(TestOpenProject)
#include "tst_open_project.moc"
