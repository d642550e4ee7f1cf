// The workbench on a team project (a PostgreSQL server started by pg_virtualenv): it
// opens a server URI as it opens a file, a label given with the keyboard is on the
// server and its undo takes it off, the figures on screen are report --json's, and the
// recent-projects list keeps the URI without its password.
#include "common/gui_support.h"
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "db/project.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/main_window.h"

#include <QApplication>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace es;

namespace {

// ann_c's label of the pair on the server, if any.
std::optional<std::int64_t> serverLabel(const std::string &extId)
{
    db::pg::Connection c("dbname=es_gui");
    db::pg::Statement s = c.prepare(
        "SELECT l.label FROM esd_label l JOIN esd_pair p ON p.id = l.pair_id JOIN person n ON "
        "n.id = l.person_id WHERE p.ext_id = ? AND n.name = 'ann_c'");
    s.bind(1, extId);
    return s.step() ? std::optional(s.int64(0)) : std::nullopt;
}

} // namespace

class TestTeamGui : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!test::pgEnv("PGPORT").isEmpty(), test::kNoServer);
        test::freshDatabase(QStringLiteral("es_gui"));
    }

    void labelOnTheServer()
    {
        const QString uri = QStringLiteral("postgresql://%1:%2@%3:%4/es_gui")
                                .arg(test::pgEnv("PGUSER"), test::pgEnv("PGPASSWORD"),
                                     test::pgEnv("PGHOST"), test::pgEnv("PGPORT"));
        widgets::MainWindow window;
        window.resize(1280, 800);
        QString error;
        QVERIFY2(window.openProject(uri, true, true, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("es_gui — EventScope"));
        const QString remembered =
            QSettings().value(QStringLiteral("recentProjects")).toStringList().value(0);
        QCOMPARE(remembered, test::databaseUri(QStringLiteral("es_gui")));

        window.signIn(QStringLiteral("ann_c"));
        widgets::EsdPanel *panel = window.esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        const std::string extId = window.esdSession()->snapshot().pairs[pair].extId;
        QVERIFY(!serverLabel(extId));
        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(serverLabel(extId), std::optional<std::int64_t>(1));
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(serverLabel(extId), std::optional<std::int64_t>());
        const std::string next = window.esdSession()->snapshot().pairs[*panel->currentPair()].extId;
        QTest::keyClick(panel, Qt::Key_0);
        QCOMPARE(serverLabel(next), std::optional<std::int64_t>(0));

        // A viewer sees everyone's Fleiss' kappa, as report --json computes it from the server.
        {
            db::Project(uri.toStdString(), db::Project::Open::ExistingOnly)
                .setRole("ann_c", db::Role::Viewer, "test");
        }
        window.signIn(QStringLiteral("ann_c"));
        const QJsonObject esd = test::datasetReport(remembered, QStringLiteral("esd"));
        QVERIFY(esd.value(QStringLiteral("fleiss_kappa")).isDouble());
        QCOMPARE(window.statisticsPanel()->fleissText(),
                 QString::asprintf("%.3f", esd.value(QStringLiteral("fleiss_kappa")).toDouble()));
        test::screenshot(&window, QStringLiteral("team_project_esd"));
    }

    // On a team project the connection is the person: the workbench signs in as the
    // connected login without asking, and a label goes in under that name.
    void teamMemberIsSignedIn()
    {
        const QString owner = test::databaseUri(QStringLiteral("es_gui"));
        QVERIFY(test::succeeded(test::cli("team", "init", "--db", owner)));
        QVERIFY(test::succeeded(test::cli("role", "ann_b", "annotator", "--db", owner)));
        {
            db::pg::Connection admin("dbname=postgres");
            admin.exec("ALTER ROLE ann_b PASSWORD 'pw-b'");
        }
        widgets::MainWindow window;
        QString error;
        QVERIFY2(window.openProject(QStringLiteral("postgresql://ann_b:pw-b@%1:%2/es_gui")
                                        .arg(test::pgEnv("PGHOST"), test::pgEnv("PGPORT")),
                                    false, false, &error),
                 qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Starting as `eventscope --db URI` does asks nothing and warns of nothing: the
        // connection said who is working.
        QStringList dialogs;
        QTimer watch;
        QObject::connect(&watch, &QTimer::timeout, [&dialogs] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                dialogs << modal->windowTitle();
                modal->close();
            }
        });
        watch.start(5);
        window.startSession(QString());
        QTest::qWait(100);
        watch.stop();
        QCOMPARE(dialogs, QStringList());
        QCOMPARE(window.esdSession()->annotator(), QStringLiteral("ann_b"));
        QVERIFY(window.esdSession()->blind());
        widgets::EsdPanel *panel = window.esdPanel();
        const std::size_t before = window.esdSession()->myLabelCount();
        QTest::keyClick(panel, Qt::Key_1);
        QCOMPARE(window.esdSession()->myLabelCount(), before + 1);
        // Only ann_b's labels reach this connection: the others' are kept by the server.
        const auto &snap = window.esdSession()->snapshot();
        for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
            QCOMPARE(snap.annotators[a], std::string("ann_b"));
        }
    }
};

QTEST_MAIN(TestTeamGui)
#include "tst_team_gui.moc"
