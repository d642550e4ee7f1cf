// A label the GUI shows as saved survives the process being killed at once (SIGKILL,
// no chance to flush or close anything), in a project file and, as tst_kill_pg, on a
// server.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/project.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace es::db;

class TestKill : public QObject
{
    Q_OBJECT

  private slots:
    void labelSurvivesSigkill()
    {
        QTemporaryDir dir;
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
        const QString path =
            es::test::projectLocation(dir.filePath(QStringLiteral("kill.eventscope")));
        {
            Project p(path.toStdString(), Project::Open::CreateIfMissing);
            seedDemoProject(p);
        }
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        gui.setProcessEnvironment(env);
        gui.start(QStringLiteral(LABEL_AND_WAIT), {path, QStringLiteral("newcomer")});
        QVERIFY(gui.waitForStarted());
        QByteArray line;
        for (int i = 0; i < 300 && !line.endsWith('\n'); ++i) {
            gui.waitForReadyRead(100);
            line += gui.readAllStandardOutput();
        }
        QVERIFY2(line.startsWith("LABELLED "), line.constData());
        ::kill(static_cast<pid_t>(gui.processId()), SIGKILL);
        QVERIFY(gui.waitForFinished());
        QCOMPARE(gui.exitStatus(), QProcess::CrashExit);

        const std::string extId = line.mid(9).trimmed().toStdString();
        Project reopened(path.toStdString(), Project::Open::ExistingOnly);
        Statement s = reopened.connection().prepare(
            "SELECT l.label FROM esd_label l JOIN esd_pair e ON e.id = l.pair_id JOIN person p ON p.id = l.person_id "
            "WHERE e.ext_id = ? AND p.name = 'newcomer'");
        s.bind(1, extId);
        QVERIFY2(s.step(), extId.c_str());
        QCOMPARE(s.integer(0), 1);
    }
};

QTEST_GUILESS_MAIN(TestKill)
#include "tst_kill.moc"
