// Opening a file that is not a project from the workbench: the same one line the command
// line prints, the file as it was, and the project that was open stays open.
#include "common/gui_support.h"
#include "common/test_support.h"
#include "db/engine/connection.h"
#include "widgets/main_window.h"

#include <QDir>
#include <QLabel>
#include <QMessageBox>
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

    // The journal deleted under the open project: within seconds the window says the
    // project is lost and where what it still read was saved, without waiting for an edit.
    void journalDeletedIsTold()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.eventscope"));
        widgets::MainWindow window;
        QString error;
        QVERIFY2(window.openProject(file, true, true, &error), qPrintable(error));
        window.signIn(QStringLiteral("ann_a"));
        QVERIFY(QFile::exists(file + QStringLiteral("-wal")));
        QString told;
        test::whenModal<QMessageBox>([&told](QMessageBox *box) {
            told = box->text();
            box->accept();
        });
        QVERIFY(QFile::remove(file + QStringLiteral("-wal")));
        QTRY_VERIFY_WITH_TIMEOUT(!told.isEmpty(), 6000);
        QVERIFY2(told.startsWith(file + QStringLiteral(": its journal")) &&
                     told.contains(QStringLiteral("saved in ")),
                 qPrintable(told));
        window.resize(1280, 800);
        window.show();
        test::screenshot(&window, QStringLiteral("journal-lost"));
        auto *state = window.findChild<QLabel *>(QStringLiteral("ConnectionState"));
        QVERIFY(state && state->isVisibleTo(&window));
        QCOMPARE(state->text(), QStringLiteral("Project file lost: nothing more is saved to it"));
        QCOMPARE(QDir(dir.path())
                     .entryList({QStringLiteral("p-rescued-*.eventscope")}, QDir::Files)
                     .size(),
                 1);
    }
};

QTEST_MAIN(TestOpenProject)
#include "tst_open_project.moc"
