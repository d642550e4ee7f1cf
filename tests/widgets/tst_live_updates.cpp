// Three workbenches on one team project (a PostgreSQL server started by pg_virtualenv):
// two annotators label with the keyboard while an adjudicator watches. The adjudicator's
// agreement figures and queue move within a second of each label, equal to what report
// --json computes from the server; the annotators stay blind to each other; a workbench
// whose connection the server ends says so at once, connects again by itself and stays
// live.
#include "common/gui_support.h"
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/team.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"
#include "window_pairs.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace es;

namespace {

const QString kDatabase = QStringLiteral("es_live");

// The login's own URI; the test gives logins passwords, EventScope never sets one.
QString loginUri(const QString &user)
{
    return test::loginUri(kDatabase, user);
}

std::optional<double> fleiss(const widgets::MainWindow &w)
{
    return w.esdSession()->statistics().fleissKappa.value;
}

using test::pairIndex;

// Brings `w` to the front on the pair, where its annotator's next key labels it.
void goTo(widgets::MainWindow &w, const std::string &extId)
{
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.esdPanel()->setCurrentPair(pairIndex(w, extId));
}

void label(widgets::MainWindow &w, const std::string &extId, Qt::Key key)
{
    goTo(w, extId);
    QTest::keyClick(w.esdPanel(), key);
}

QLabel *connectionState(widgets::MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("ConnectionState"));
}

} // namespace

class TestLiveUpdates : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!test::pgEnv("PGPORT").isEmpty(), test::kNoServer);
        const QString owner = test::freshDatabase(kDatabase);
        {
            db::Project project(owner.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(project);
        }
        QVERIFY(test::succeeded(test::cli("team", "init", "--db", owner)));
        for (const auto &[name, role] :
             {std::pair{"ann_a", "annotator"}, std::pair{"ann_b", "annotator"},
              std::pair{"lead", "adjudicator"}}) {
            QVERIFY(test::succeeded(test::cli("role", name, role, "--db", owner)));
        }
        db::pg::Connection admin("dbname=postgres");
        for (const char *user : {"ann_a", "ann_b", "lead"}) {
            admin.exec(std::string("ALTER ROLE ") + user + " PASSWORD 'pw-" + user + "'");
        }
    }

    void agreementMovesWithinASecond()
    {
        widgets::MainWindow a;
        widgets::MainWindow b;
        widgets::MainWindow lead;
        QString error;
        for (auto [w, user] :
             {std::pair{&a, "ann_a"}, std::pair{&b, "ann_b"}, std::pair{&lead, "lead"}}) {
            QVERIFY2(w->openProject(loginUri(QString::fromLatin1(user)), false, false, &error),
                     qPrintable(error));
            w->resize(1280, 800);
            w->show();
            QCOMPARE(w->esdSession()->annotator(), QString::fromLatin1(user));
        }
        const QString owner = test::databaseUri(kDatabase);
        const auto reportedFleiss = [&] {
            return test::datasetReport(owner, QStringLiteral("esd"))[QStringLiteral("fleiss_kappa")]
                .toDouble();
        };
        const std::optional<double> start = fleiss(lead);
        QVERIFY(start);
        QCOMPARE(*start, reportedFleiss());
        // The lead watches the adjudication queue.
        lead.showDataset(3);
        QVERIFY(lead.adjudication()->isVisible());
        const auto queued = [&] { return lead.adjudication()->queueCount(); };
        const int queueBefore = queued();

        // g1-s1: everyone said essential. ann_a changes their mind: the lead's kappa drops
        // and the pair joins the disagreements, within a second of the key press.
        goTo(a, "g1-s1");
        // ann_b hears of ann_a's label, reads back nothing of it, and redoes nothing.
        QSignalSpy bRecomputed(b.esdSession(), &widgets::EsdSession::statisticsChanged);
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(a.esdPanel(), Qt::Key_0);
        QTRY_VERIFY_WITH_TIMEOUT(fleiss(lead) != start, 1000);
        const qint64 firstMs = clock.elapsed();
        QVERIFY2(firstMs < 1000, qPrintable(QString::number(firstMs)));
        QCOMPARE(*fleiss(lead), reportedFleiss());
        QTRY_COMPARE_WITH_TIMEOUT(queued(), queueBefore + 1, 1000);
        QTest::qWait(100);
        QCOMPARE(bRecomputed.count(), 0);

        // ann_b follows; the lead sees both, the annotators neither's.
        const std::optional<double> afterA = fleiss(lead);
        label(b, "g1-s1", Qt::Key_0);
        QTRY_VERIFY_WITH_TIMEOUT(fleiss(lead) != afterA, 1000);
        QCOMPARE(*fleiss(lead), reportedFleiss());
        QCoreApplication::processEvents();
        QCOMPARE(a.esdSession()->snapshot().annotators, std::vector<std::string>{"ann_a"});
        QCOMPARE(b.esdSession()->snapshot().annotators, std::vector<std::string>{"ann_b"});
        QCOMPARE(lead.esdSession()->snapshot().annotators.size(), std::size_t(3));

        // Undo on ann_a's side: the lead's figure returns to what the server says.
        a.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&a));
        QTest::keyClick(&a, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(*fleiss(lead), reportedFleiss(), 1000);

        // The server ends the lead's connection: the lead's window says so at once, connects
        // again, and is live again with every figure right.
        QVERIFY(!connectionState(lead)->isVisible());
        {
            db::pg::Connection admin("dbname=postgres");
            admin.exec(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'lead'");
        }
        QTRY_VERIFY_WITH_TIMEOUT(connectionState(lead)->isVisible(), 1000);
        QTRY_VERIFY_WITH_TIMEOUT(!connectionState(lead)->isVisible(), 5000);
        const std::optional<double> beforeC = fleiss(lead);
        label(a, "g1-s3", Qt::Key_X);
        QTRY_VERIFY_WITH_TIMEOUT(fleiss(lead) != beforeC, 1000);
        QCOMPARE(*fleiss(lead), reportedFleiss());
    }

    // An announcement that arrives while the lead's workbench runs a statement of its own
    // is read off the socket with that statement's result; no later announcement comes
    // to wake the socket, and still the lead sees the label within a second.
    void anAnnouncementReadWithTheWorkbenchsOwnStatementIsApplied()
    {
        widgets::MainWindow lead;
        QString error;
        QVERIFY2(lead.openProject(loginUri(QStringLiteral("lead")), false, false, &error),
                 qPrintable(error));
        lead.show();
        const QString owner = test::databaseUri(kDatabase);
        const std::optional<double> before = fleiss(lead);
        {
            db::Project a(loginUri(QStringLiteral("ann_a")).toStdString(),
                          db::Project::Open::ExistingOnly);
            db::EsdStore store(a);
            const std::int64_t pair = store.pairId("g2-s1");
            const std::optional<std::int8_t> was = store.setLabel(pair, "ann_a", 1);
            store.setLabel(pair, "ann_a",
                           was == 1 ? std::optional<std::int8_t>(0)
                                    : std::optional<std::int8_t>(1));
        }
        // The announcements reach the lead's socket; before the event loop looks at it,
        // the lead's workbench reads from the server on the same connection.
        QThread::msleep(300);
        lead.esdSession()->labellingOrder();
        QTRY_VERIFY_WITH_TIMEOUT(fleiss(lead) != before, 1500);
        QCOMPARE(*fleiss(lead),
                 test::datasetReport(owner, QStringLiteral("esd"))[QStringLiteral("fleiss_kappa")]
                     .toDouble());
    }

    // ann_a's server goes away (their session ended, no new one allowed) while they keep
    // labelling: the window says so, the label stays on screen marked unsaved, and once
    // the server takes them back it is saved exactly once (one audit entry) and the lead
    // sees it.
    void unsavedLabelIsSavedOnceWhenTheServerReturns()
    {
        widgets::MainWindow a;
        widgets::MainWindow lead;
        QString error;
        QVERIFY2(a.openProject(loginUri(QStringLiteral("ann_a")), false, false, &error),
                 qPrintable(error));
        QVERIFY2(lead.openProject(loginUri(QStringLiteral("lead")), false, false, &error),
                 qPrintable(error));
        a.show();
        lead.show();
        const QString owner = test::databaseUri(kDatabase);
        const auto audited = [] {
            db::pg::Connection c("dbname=" + kDatabase.toStdString());
            db::pg::Statement s = c.prepare("SELECT count(*) FROM audit WHERE person = 'ann_a' AND "
                                            "dataset = 'esd' AND item = 'g2-s1'");
            s.step();
            return s.int64(0);
        };
        const std::int64_t auditedBefore = audited();
        const std::optional<double> start = fleiss(lead);
        goTo(a, "g2-s1");
        const std::uint32_t pair = pairIndex(a, "g2-s1");
        const std::optional<std::int8_t> before = a.esdSession()->myLabel(pair);
        {
            db::pg::Connection admin("dbname=postgres");
            admin.exec("ALTER ROLE ann_a NOLOGIN");
            admin.exec(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'ann_a'");
        }
        QTRY_VERIFY_WITH_TIMEOUT(connectionState(a)->isVisible(), 1000);
        const Qt::Key key = before == std::optional<std::int8_t>(0) ? Qt::Key_1 : Qt::Key_0;
        const std::int8_t wanted = key == Qt::Key_1 ? 1 : 0;
        QTest::keyClick(a.esdPanel(), key);
        QCOMPARE(a.esdSession()->myLabel(pair), std::optional(wanted));
        QVERIFY(a.esdSession()->isUnsaved(pair));
        QVERIFY2(connectionState(a)->text().contains(QStringLiteral("1 label")),
                 qPrintable(connectionState(a)->text()));
        a.resize(1280, 800);
        test::screenshot(&a, QStringLiteral("live_unsaved_label"));
        // Offline too, an undo that expects a label the window no longer shows is refused
        // and leaves the one given.
        QString told;
        test::whenModal<QMessageBox>([&told](QMessageBox *box) {
            told = box->text();
            box->accept();
        });
        QVERIFY(!a.esdSession()->setLabel(pair, std::int8_t(-1), nullptr,
                                          std::optional<std::optional<std::int8_t>>(
                                              std::optional<std::int8_t>())));
        QVERIFY2(told.contains(QStringLiteral("changed since")), qPrintable(told));
        QCOMPARE(a.esdSession()->myLabel(pair), std::optional(wanted));
        // Not on the server: the lead's figure stays the server's.
        QTest::qWait(300);
        QCOMPARE(fleiss(lead), start);

        {
            db::pg::Connection admin("dbname=postgres");
            admin.exec("ALTER ROLE ann_a LOGIN");
        }
        QTRY_VERIFY_WITH_TIMEOUT(!connectionState(a)->isVisible(), 8000);
        QVERIFY(!a.esdSession()->isUnsaved(pair));
        QCOMPARE(a.esdSession()->myLabel(pair), std::optional(wanted));
        QCOMPARE(audited(), auditedBefore + 1);
        QTRY_VERIFY_WITH_TIMEOUT(fleiss(lead) != start, 1000);
        QCOMPARE(*fleiss(lead),
                 test::datasetReport(owner, QStringLiteral("esd"))[QStringLiteral("fleiss_kappa")]
                     .toDouble());
    }
};

QTEST_MAIN(TestLiveUpdates)
#include "tst_live_updates.moc"
