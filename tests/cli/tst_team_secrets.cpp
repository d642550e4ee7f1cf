// TLS settings and passwords on a team server (pg_virtualenv, which has no TLS): the URI's
// sslmode reaches libpq unchanged (require fails in one line naming the server, disable
// works), and a password given in the URI or the key=value string appears in none of
// what EventScope writes: messages, the audit trail, report --json and --html, exports,
// the disagreements queue.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"

#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using es::test::cli;
using es::test::demo;
using es::test::pgEnv;
using es::test::succeeded;

class TestTeamSecrets : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(!pgEnv("PGPORT").isEmpty(), es::test::kNoServer);
        es::test::freshDatabase(QStringLiteral("es_tls"));
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db",
                              es::test::databaseUri(QStringLiteral("es_tls")))));
    }

    void sslModePassedToLibpq()
    {
        const QString base = es::test::databaseUri(QStringLiteral("es_tls"));
        const auto required =
            cli("report", "--json", "--db", base + QStringLiteral("?sslmode=require"));
        QCOMPARE(required.exitCode, 1);
        QCOMPARE(required.err.count('\n'), 1);
        const QByteArray server =
            QStringLiteral("cannot connect to %1?sslmode=require: ").arg(base).toUtf8();
        QVERIFY2(required.err.contains(server) &&
                     required.err.contains("server does not support SSL"),
                 required.err.constData());
        QVERIFY(required.out.isEmpty());

        const auto disabled =
            cli("report", "--json", "--db", base + QStringLiteral("?sslmode=disable"));
        QVERIFY(succeeded(disabled));
        QVERIFY(disabled.out.contains("\"esd\""));
        // The key=value form says the same.
        const QString keyValue = QStringLiteral("host=%1 port=%2 dbname=es_tls sslmode=require")
                                     .arg(pgEnv("PGHOST"), pgEnv("PGPORT"));
        const auto kv = cli("report", "--db", keyValue);
        QCOMPARE(kv.exitCode, 1);
        QVERIFY2(kv.err.contains("sslmode=require") &&
                     kv.err.contains("server does not support SSL"),
                 kv.err.constData());
    }

    void passwordWrittenNowhere_data()
    {
        QTest::addColumn<QString>("uri");
        const QByteArray password = qgetenv("PGPASSWORD");
        QTest::newRow("uri") << QStringLiteral("postgresql://%1:%2@%3:%4/es_tls")
                                    .arg(pgEnv("PGUSER"), QString::fromUtf8(password),
                                         pgEnv("PGHOST"), pgEnv("PGPORT"));
        QTest::newRow("uri query")
            << QStringLiteral("postgresql://%1@%3:%4/es_tls?password=%2&sslmode=disable")
                   .arg(pgEnv("PGUSER"), QString::fromUtf8(password), pgEnv("PGHOST"),
                        pgEnv("PGPORT"));
        QTest::newRow("key=value")
            << QStringLiteral("host=%3 port=%4 dbname=es_tls user=%1 password='%2'")
                   .arg(pgEnv("PGUSER"), QString::fromUtf8(password), pgEnv("PGHOST"),
                        pgEnv("PGPORT"));
    }

    void passwordWrittenNowhere()
    {
        QFETCH(QString, uri);
        const QByteArray password = qgetenv("PGPASSWORD");
        QVERIFY(password.size() >= 8);
        // libpq must take the password from the URI: the environment has none.
        const QByteArray saved = password;
        qunsetenv("PGPASSWORD");
        const auto restore = qScopeGuard([&] { qputenv("PGPASSWORD", saved); });

        QByteArray everything;
        auto run = [&](const QStringList &args, int status) {
            const auto r = es::test::runEventScope(args);
            if (r.exitCode != status) {
                qWarning() << args.first() << r.exitCode << r.err;
            }
            everything += r.out + r.err;
            return r.exitCode == status;
        };
        const QString html = dir_.filePath(
            QStringLiteral("report_%1.html").arg(QTest::currentDataTag()).remove(QLatin1Char('=')));
        const QString gold = dir_.filePath(QStringLiteral("gold.jsonl"));
        QVERIFY(run(
            {QStringLiteral("import"), demo("openpi_demo.json"), QStringLiteral("--db"), uri}, 0));
        QVERIFY(run({QStringLiteral("role"), QStringLiteral("lead"), QStringLiteral("adjudicator"),
                     QStringLiteral("--db"), uri},
                    0));
        QVERIFY(run({QStringLiteral("adjudicate"), QStringLiteral("--db"), uri,
                     QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--item"),
                     QStringLiteral("g1-s2"), QStringLiteral("--label"), QStringLiteral("1"),
                     QStringLiteral("--as"), QStringLiteral("lead"), QStringLiteral("--replace")},
                    0));
        QVERIFY(run({QStringLiteral("report"), QStringLiteral("--db"), uri,
                     QStringLiteral("--json"), QStringLiteral("--html"), html,
                     QStringLiteral("--bootstrap"), QStringLiteral("20")},
                    0));
        QVERIFY(run({QStringLiteral("report"), QStringLiteral("--db"), uri}, 0));
        QVERIFY(run({QStringLiteral("export"), QStringLiteral("--db"), uri,
                     QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--what"),
                     QStringLiteral("gold"), QStringLiteral("--out"), gold},
                    0));
        QVERIFY(run({QStringLiteral("disagreements"), QStringLiteral("--db"), uri,
                     QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--json")},
                    0));
        // Failures: a refused adjudicator, a bad file, a database that does not exist.
        QVERIFY(run({QStringLiteral("adjudicate"), QStringLiteral("--db"), uri,
                     QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--item"),
                     QStringLiteral("g1-s2"), QStringLiteral("--label"), QStringLiteral("0"),
                     QStringLiteral("--as"), QStringLiteral("ann_a")},
                    1));
        QVERIFY(run({QStringLiteral("import"), es::test::sourcePath(QStringLiteral("README.md")),
                     QStringLiteral("--db"), uri},
                    1));
        QString missing = uri;
        missing.replace(QStringLiteral("es_tls"), QStringLiteral("es_nowhere"));
        QVERIFY(run({QStringLiteral("report"), QStringLiteral("--db"), missing}, 1));
        QVERIFY(everything.contains("es_tls") && everything.contains("es_nowhere"));

        QFile page(html);
        QVERIFY(page.open(QIODevice::ReadOnly));
        everything += page.readAll();
        QFile exported(gold);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        everything += exported.readAll();
        {
            // The whole audit trail, as the server holds it.
            qputenv("PGPASSWORD", saved);
            es::db::pg::Connection c("dbname=es_tls");
            es::db::pg::Statement s =
                c.prepare("SELECT concat_ws(' ', at, person, action, dataset, item, old_value, "
                          "new_value, detail) FROM audit");
            int rows = 0;
            while (s.step()) {
                everything += QByteArray::fromStdString(s.text(0)) + '\n';
                ++rows;
            }
            QVERIFY(rows > 0);
            qunsetenv("PGPASSWORD");
        }
        for (const QByteArray &line : everything.split('\n')) {
            QVERIFY2(!line.contains(password), line.constData());
        }
        QVERIFY(!everything.contains(QUrl::toPercentEncoding(QString::fromUtf8(password))));
    }
};

QTEST_GUILESS_MAIN(TestTeamSecrets)
#include "tst_team_secrets.moc"
