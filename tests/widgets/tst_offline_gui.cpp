// An annotator's day offline through the workbench's File menu, on a real server
// (pg_virtualenv): signed in on the team project as their login, they check out into a
// file through the save dialog and open it, label two pairs there with the keyboard while
// they relabel one of them on the server from another machine, and sync: the server asks
// for their password in the connection dialog, the summary names the conflict with its
// three labels, and "Take the server's" puts the server's label, with its time, into the
// file and on the screen, while the other label arrives on the server with the time it
// was given offline.
#include "common/gui_support.h"
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "widgets/common/connection_dialog.h"
#include "widgets/common/offline_actions.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"
#include "window_pairs.h"

#include <QAction>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace es;

namespace {

const QString kDatabase = QStringLiteral("es_offline_gui");

QString loginUri(const QString &user)
{
    return test::loginUri(kDatabase, user);
}

using Label = std::pair<std::optional<int>, std::string>; // label and set_at

// ann_a's label of the pair and its time, as the project's own tables hold them (on the
// server read as its owner).
Label labelOf(const std::string &location, const std::string &pair)
{
    db::Project p(location, db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare(
        "SELECT l.label, l.set_at FROM esd_label l JOIN esd_pair e ON e.id = l.pair_id JOIN "
        "person n ON n.id = l.person_id WHERE e.ext_id = ? AND n.name = 'ann_a'");
    s.bind(1, pair);
    if (!s.step()) {
        return {std::nullopt, {}};
    }
    return {s.integer(0), s.text(1)};
}

using test::pairIndex;

Qt::Key keyFor(int label)
{
    return label == 1 ? Qt::Key_1 : label == 0 ? Qt::Key_0 : Qt::Key_X;
}

// A label other than those given.
int otherThan(std::optional<int> a, std::optional<int> b = std::nullopt)
{
    for (int l : {1, 0, -1}) {
        if (l != a && l != b) {
            return l;
        }
    }
    return 1;
}

} // namespace

class TestOfflineGui : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QTranslator english_; // the summary's plural forms, as the workbench shows them

  private slots:
    void initTestCase()
    {
        QVERIFY(english_.load(QStringLiteral(EVENTSCOPE_QM_DIR "/eventscope_en.qm")));
        QCoreApplication::installTranslator(&english_);
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        QVERIFY2(!test::pgEnv("PGPORT").isEmpty(), test::kNoServer);
        const QString owner = test::freshDatabase(kDatabase);
        {
            db::Project project(owner.toStdString(), db::Project::Open::CreateIfMissing);
            db::seedDemoProject(project);
        }
        QVERIFY(test::succeeded(test::cli("team", "init", "--db", owner)));
        QVERIFY(test::succeeded(test::cli("role", "ann_a", "annotator", "--db", owner)));
        QVERIFY(test::succeeded(test::cli("role", "lead", "adjudicator", "--db", owner)));
        db::pg::Connection admin("dbname=postgres");
        for (const char *user : {"ann_a", "lead"}) {
            admin.exec(std::string("ALTER ROLE ") + user + " PASSWORD 'pw-" + user + "'");
        }
    }

    void aDayOfflineThroughTheFileMenu()
    {
        const std::string owner = test::databaseUri(kDatabase).toStdString();
        widgets::MainWindow w;
        QString error;
        QVERIFY2(w.openProject(loginUri(QStringLiteral("ann_a")), false, false, &error),
                 qPrintable(error));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.esdSession()->annotator(), QStringLiteral("ann_a"));
        auto *checkOut = w.findChild<QAction *>(QStringLiteral("checkOutForOffline"));
        auto *sync = w.findChild<QAction *>(QStringLiteral("syncWithServer"));
        QVERIFY(checkOut && sync);
        QVERIFY(checkOut->isEnabled());
        QVERIFY(!sync->isEnabled()); // the server is no checkout

        // g1-s1 is labelled offline and written back; g1-s3 is labelled offline and
        // relabelled on the server meanwhile: the conflict.
        const std::string written = "g1-s1", conflict = "g1-s3";
        const Label writtenThen = labelOf(owner, written);
        const Label conflictThen = labelOf(owner, conflict);

        // Check out through the save dialog, and open the checkout when offered.
        const QString file = dir_.filePath(QStringLiteral("ann_a.eventscope"));
        QString offered;
        test::whenModal<QFileDialog>([&](QFileDialog *files) {
            test::whenModal<QMessageBox>([&](QMessageBox *box) {
                offered = box->text();
                auto *open = box->findChild<QPushButton *>(QStringLiteral("openCheckout"));
                if (!open) {
                    box->reject(); // an error, named by `offered`
                    return;
                }
                QTest::mouseClick(open, Qt::LeftButton);
            });
            files->selectFile(file);
            static_cast<QDialog *>(files)->accept();
        });
        checkOut->trigger();
        QVERIFY2(offered.contains(QStringLiteral("ann_a's work")), qPrintable(offered));
        QCOMPARE(QFileInfo(w.projectPath()).canonicalFilePath(),
                 QFileInfo(file).canonicalFilePath());
        QCOMPARE(w.esdSession()->annotator(), QStringLiteral("ann_a"));
        QVERIFY(sync->isEnabled());
        QVERIFY(!checkOut->isEnabled()); // a file is no team server

        // Offline: a key press on each pair, each a label other than the server's.
        const int writtenLabel = otherThan(writtenThen.first);
        const int mineLabel = otherThan(conflictThen.first);
        for (const auto &[pair, label] :
             {std::pair{written, writtenLabel}, std::pair{conflict, mineLabel}}) {
            w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            w.esdPanel()->setCurrentPair(pairIndex(w, pair));
            QTest::keyClick(w.esdPanel(), keyFor(label));
            QCOMPARE(w.esdSession()->myLabel(pairIndex(w, pair)),
                     std::optional<std::int8_t>(label));
        }
        const Label writtenOffline = labelOf(file.toStdString(), written);
        QCOMPARE(writtenOffline.first, std::optional(writtenLabel));
        // Meanwhile ann_a relabels g1-s3 on the server from another machine.
        const int theirLabel = otherThan(conflictThen.first, mineLabel);
        {
            db::Project other(loginUri(QStringLiteral("ann_a")).toStdString(),
                              db::Project::Open::ExistingOnly);
            db::EsdStore store(other);
            store.setLabel(store.pairId(conflict), "ann_a", static_cast<std::int8_t>(theirLabel));
        }
        const Label serverMeanwhile = labelOf(owner, conflict);
        QCOMPARE(serverMeanwhile.first, std::optional(theirLabel));

        // Sync: no PGPASSWORD, no ~/.pgpass for ann_a, so the server asks and the dialog
        // asks them.
        const QByteArray superPassword = qgetenv("PGPASSWORD");
        qunsetenv("PGPASSWORD");
        auto restore = qScopeGuard([&] { qputenv("PGPASSWORD", superPassword); });
        QString first, second;
        bool askedPassword = false;
        test::whenModal<widgets::ConnectionDialog>([&](widgets::ConnectionDialog *dialog) {
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->connecting(), 15000);
            askedPassword = dialog->asksPassword();
            test::whenModal<widgets::SyncDialog>([&](widgets::SyncDialog *summary) {
                first = summary->text();
                test::screenshot(summary, QStringLiteral("sync_dialog_conflict"));
                QVERIFY(summary->button(widgets::SyncDialog::TakeTheirs));
                test::whenModal<widgets::SyncDialog>([&](widgets::SyncDialog *after) {
                    second = after->text();
                    test::screenshot(after, QStringLiteral("sync_dialog_theirs"));
                    after->reject();
                });
                QTest::mouseClick(summary->button(widgets::SyncDialog::TakeTheirs), Qt::LeftButton);
            });
            auto *password = dialog->findChild<QLineEdit *>(QStringLiteral("password"));
            QTest::keyClicks(password, QStringLiteral("pw-ann_a"));
            QTest::keyClick(password, Qt::Key_Return);
        });
        sync->trigger();
        restore.dismiss();
        qputenv("PGPASSWORD", superPassword);
        QVERIFY(askedPassword);

        // The first summary: one label written, the conflict with its three labels.
        QVERIFY2(first.contains(QStringLiteral("Written to the server: 1")), qPrintable(first));
        const QString names[] = {QStringLiteral("invalid"), QStringLiteral("non-essential"),
                                 QStringLiteral("essential")};
        const auto name = [&](std::optional<int> l) {
            return l ? names[*l + 1] : QStringLiteral("unlabelled");
        };
        const QString conflictLine =
            QStringLiteral("  g1-s3: %1 when checked out, %2 on the server now, %3 here")
                .arg(name(conflictThen.first), name(theirLabel), name(mineLabel));
        QVERIFY2(first.contains(QStringLiteral("1 conflict: label changed on the server")),
                 qPrintable(first));
        QVERIFY2(first.contains(conflictLine), qPrintable(first));
        // The second: the server's label taken, nothing left in conflict.
        QVERIFY2(second.contains(QStringLiteral("Taken from the server into this file: 1")),
                 qPrintable(second));
        QVERIFY2(!second.contains(QStringLiteral("conflict")), qPrintable(second));

        // The server holds the offline label with the time it was given offline, and its
        // own label of the conflict as it was; the file holds both the same.
        QCOMPARE(labelOf(owner, written), writtenOffline);
        QCOMPARE(labelOf(file.toStdString(), written), writtenOffline);
        QCOMPARE(labelOf(owner, conflict), serverMeanwhile);
        QCOMPARE(labelOf(file.toStdString(), conflict), serverMeanwhile);
        // And the window shows what the file holds.
        QCOMPARE(w.esdSession()->myLabel(pairIndex(w, conflict)),
                 std::optional<std::int8_t>(theirLabel));
        QCOMPARE(w.esdSession()->myLabel(pairIndex(w, written)),
                 std::optional<std::int8_t>(writtenLabel));
    }
};

QTEST_MAIN(TestOfflineGui)
#include "tst_offline_gui.moc"
