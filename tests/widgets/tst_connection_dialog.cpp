// File > Open team project… against a real server (pg_virtualenv): the fields and the
// pasted connection string stay in sync, a wrong database shows libpq's reason in the
// dialog, which stays open, and a server that asks for a password gets it from the
// dialog once: the project opens, and neither the recent list nor the settings file holds
// the password.
#include "common/gui_support.h"
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "widgets/common/connection_dialog.h"
#include "widgets/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace es;

namespace {

const QString kPassword = QStringLiteral("Tr0ub4dor-&-3 x");

enum Field { Host, Port, Database, Login, RootCert, String, Password };

QLineEdit *field(widgets::ConnectionDialog &d, Field f)
{
    static const char *const names[] = {
        "host", "port", "database", "login", "rootCertificate", "connectionString", "password"};
    return d.findChild<QLineEdit *>(QLatin1String(names[f]));
}

} // namespace

class TestConnectionDialog : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY2(!test::pgEnv("PGPORT").isEmpty(), test::kNoServer);
        test::freshDatabase(QStringLiteral("es_conn"));
        db::pg::Connection admin("dbname=postgres");
        admin.exec("DROP ROLE IF EXISTS lead_pw");
        admin.exec("CREATE ROLE lead_pw LOGIN PASSWORD " +
                   admin.quoteLiteral(kPassword.toStdString()));
        admin.exec("DROP DATABASE IF EXISTS es_conn_pw");
        admin.exec("CREATE DATABASE es_conn_pw OWNER lead_pw");
    }

    void fieldsAndStringAgree()
    {
        widgets::ConnectionDialog dialog([](const QString &, QString *) { return false; });
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(field(dialog, Host), QStringLiteral("db.example.org"));
        QTest::keyClicks(field(dialog, Port), QStringLiteral("6432"));
        QTest::keyClicks(field(dialog, Database), QStringLiteral("esd"));
        QTest::keyClicks(field(dialog, Login), QStringLiteral("ann"));
        QCOMPARE(dialog.connectionString(),
                 QStringLiteral("postgresql://ann@db.example.org:6432/esd"));
        auto *mode = dialog.findChild<QComboBox *>();
        mode->setCurrentIndex(mode->findData(QStringLiteral("verify-full")));
        QTest::keyClicks(field(dialog, RootCert), QStringLiteral("/etc/ssl/team root.crt"));
        QCOMPARE(
            dialog.connectionString(),
            QStringLiteral("postgresql://ann@db.example.org:6432/"
                           "esd?sslmode=verify-full&sslrootcert=%2Fetc%2Fssl%2Fteam%20root.crt"));

        // A pasted key=value string fills the fields; what has no field stays in the string.
        QLineEdit *string = field(dialog, String);
        string->selectAll();
        QTest::keyClicks(
            string,
            QStringLiteral(
                "host=10.0.0.7 dbname=ester user=lead sslmode=require application_name=es"));
        QCOMPARE(field(dialog, Host)->text(), QStringLiteral("10.0.0.7"));
        QCOMPARE(field(dialog, Database)->text(), QStringLiteral("ester"));
        QCOMPARE(field(dialog, Login)->text(), QStringLiteral("lead"));
        QCOMPARE(field(dialog, Port)->text(), QString());
        QCOMPARE(field(dialog, RootCert)->text(), QString());
        QCOMPARE(mode->currentData().toString(), QStringLiteral("require"));
        QTest::keyClick(field(dialog, Database), Qt::Key_End);
        QTest::keyClicks(field(dialog, Database), QStringLiteral("_b"));
        QCOMPARE(dialog.connectionString(),
                 QStringLiteral(
                     "postgresql://lead@10.0.0.7/ester_b?sslmode=require&application_name=es"));

        // A password in a pasted string moves to the hidden password field.
        string->selectAll();
        QTest::keyClicks(string, QStringLiteral("postgresql://lead:secret@h/esd"));
        QVERIFY(dialog.asksPassword());
        QCOMPARE(field(dialog, Password)->text(), QStringLiteral("secret"));
        QVERIFY(!dialog.connectionString().contains(QStringLiteral("secret")));

        // A string libpq cannot read says why, one line, and leaves the fields alone.
        string->selectAll();
        QTest::keyClicks(string, QStringLiteral("host=h dbname"));
        QVERIFY2(dialog.message().contains(QStringLiteral("dbname")), qPrintable(dialog.message()));
        QCOMPARE(field(dialog, Host)->text(), QStringLiteral("h"));
    }

    void wrongDatabaseStaysOpen()
    {
        widgets::MainWindow window;
        int opened = 0;
        widgets::ConnectionDialog dialog(
            [&](const QString &uri, QString *error) {
                ++opened;
                return window.openProject(uri, true, false, error);
            },
            test::databaseUri(QStringLiteral("es_no_such_db")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClick(&dialog, Qt::Key_Return);
        QVERIFY(dialog.connecting() || !dialog.message().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.connecting(), 15000);
        QVERIFY2(
            dialog.message().contains(QStringLiteral("database \"es_no_such_db\" does not exist")),
            qPrintable(dialog.message()));
        QVERIFY(!dialog.message().contains(QLatin1Char('\n')));
        QVERIFY(dialog.isVisible());
        QCOMPARE(opened, 0);
        QCOMPARE(window.projectPath(), QString());
        // The server as it was given, without the timeout the dialog adds.
        QVERIFY2(dialog.message().startsWith(
                     QStringLiteral("cannot connect to %1: ")
                         .arg(test::databaseUri(QStringLiteral("es_no_such_db")))),
                 qPrintable(dialog.message()));
        QTest::qWait(50);
        test::screenshot(&dialog, QStringLiteral("connection_dialog_error"));

        // Corrected in place, the same dialog connects.
        QLineEdit *database = field(dialog, Database);
        database->selectAll();
        QTest::keyClicks(database, QStringLiteral("es_conn"));
        QTest::keyClick(database, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 15000);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(window.projectPath(), test::databaseUri(QStringLiteral("es_conn")));
    }

    // A server in File > Open recent (kept without a password) opens through the dialog,
    // which connects at once and closes when the project is open.
    void recentServerOpensThroughTheDialog()
    {
        const QString uri = test::databaseUri(QStringLiteral("es_conn"));
        QVERIFY(QSettings().value(QStringLiteral("recentProjects")).toStringList().contains(uri));
        widgets::MainWindow window;
        QAction *recent = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == uri) {
                recent = a;
            }
        }
        QVERIFY(recent);
        // The dialog may close again before a poll for modal dialogs sees it: it is
        // watched as it shows.
        struct ShowWatch : QObject
        {
            QString shown;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                if (auto *d = qobject_cast<widgets::ConnectionDialog *>(watched);
                    d && event->type() == QEvent::Show) {
                    shown = d->connectionString();
                    QTimer::singleShot(20000, d, &QDialog::reject); // never hang the suite
                }
                return false;
            }
        } watch;
        qApp->installEventFilter(&watch);
        recent->trigger();
        qApp->removeEventFilter(&watch);
        const QString shown = watch.shown;
        QCOMPARE(shown, uri);
        QCOMPARE(window.projectPath(), uri);
    }

    void escapeCancels()
    {
        widgets::MainWindow window;
        bool closed = false;
        test::whenModal<widgets::ConnectionDialog>([&](widgets::ConnectionDialog *d) {
            QTest::keyClick(d, Qt::Key_Escape);
            closed = true;
        });
        window.openTeamProject();
        QVERIFY(closed);
        QCOMPARE(window.projectPath(), QString());
    }

    // The server asks lead_pw for a password (no PGPASSWORD, no ~/.pgpass for them): the
    // dialog asks, connects with it, and it is nowhere afterwards.
    void passwordAskedOnceNeverKept()
    {
        const QByteArray superPassword = qgetenv("PGPASSWORD");
        qunsetenv("PGPASSWORD");
        const auto restore = qScopeGuard([&] { qputenv("PGPASSWORD", superPassword); });
        const QString uri =
            test::databaseUri(QStringLiteral("es_conn_pw"), QStringLiteral("lead_pw"));

        widgets::MainWindow window;
        window.resize(1100, 700);
        widgets::ConnectionDialog dialog(
            [&](const QString &target, QString *error) {
                return window.openProject(target, true, false, error);
            },
            uri);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.asksPassword());
        QTest::keyClick(&dialog, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.connecting(), 15000);
        QVERIFY2(dialog.asksPassword(), qPrintable(dialog.message()));
        QVERIFY2(dialog.message().contains(QStringLiteral("password of lead_pw")),
                 qPrintable(dialog.message()));
        QCOMPARE(QApplication::focusWidget(), field(dialog, Password));
        QTest::qWait(50);
        test::screenshot(&dialog, QStringLiteral("connection_dialog_password"));

        // A wrong password: libpq's reason, the dialog stays and asks again.
        QTest::keyClicks(field(dialog, Password), QStringLiteral("wrong"));
        QTest::keyClick(field(dialog, Password), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.connecting(), 15000);
        QVERIFY2(dialog.message().contains(QStringLiteral("password authentication failed")),
                 qPrintable(dialog.message()));
        QVERIFY(dialog.isVisible());

        field(dialog, Password)->selectAll();
        QTest::keyClicks(field(dialog, Password), kPassword);
        QTest::keyClick(field(dialog, Password), Qt::Key_Return);
        QTRY_VERIFY2_WITH_TIMEOUT(!dialog.isVisible(), qPrintable(dialog.message()), 15000);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(window.projectPath(), uri);
        QVERIFY(field(dialog, Password)->text().isEmpty());

        QSettings settings;
        const QStringList recent = settings.value(QStringLiteral("recentProjects")).toStringList();
        QCOMPARE(recent.value(0), uri);
        settings.sync();
        for (const QString &key : settings.allKeys()) {
            QVERIFY2(!settings.value(key).toString().contains(kPassword), qPrintable(key));
        }
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray stored = file.readAll();
        QVERIFY(stored.contains("es_conn_pw"));
        QVERIFY(!stored.contains(kPassword.toUtf8()));
        QVERIFY(!stored.contains(QUrl::toPercentEncoding(kPassword)));
        QVERIFY(!window.windowTitle().contains(kPassword));
    }
};

QTEST_MAIN(TestConnectionDialog)
#include "tst_connection_dialog.moc"
