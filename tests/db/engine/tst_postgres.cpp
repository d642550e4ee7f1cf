// The PostgreSQL engine against a real server: the throwaway cluster pg_virtualenv
// starts for this test (PGHOST, PGPORT, PGUSER and PGPASSWORD come from it). A machine
// without a server to start fails here; it never skips.
#include "common/pg_support.h"
#include "db/engine/postgres.h"
#include "db/engine/connection.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace es::db;

namespace {

std::string env(const char *name)
{
    return es::test::pgEnv(name).toStdString();
}

// The test server's own database as a URI, the password left to PGPASSWORD.
std::string serverUri()
{
    return es::test::databaseUri(QStringLiteral("postgres")).toStdString();
}

} // namespace

class TestPostgres : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY2(!env("PGPORT").empty(), es::test::kNoServer); }

    void placeholdersAreNumbered()
    {
        QCOMPARE(pg::numberedPlaceholders("SELECT a FROM t WHERE b = ? AND c IN (?, ?)"),
                 std::string("SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)"));
        // A ? inside a text, an identifier or a comment is not a parameter.
        QCOMPARE(pg::numberedPlaceholders("SELECT '?', \"a?\" -- why?\n, ? /* ? */, 'it''s ?', ?"),
                 std::string("SELECT '?', \"a?\" -- why?\n, $1 /* ? */, 'it''s ?', $2"));
    }

    void connectionStringsAreRecognised()
    {
        QVERIFY(pg::isConnectionString("postgresql://ann@db.example.org:5432/esd"));
        QVERIFY(pg::isConnectionString("postgres://localhost/esd"));
        QVERIFY(pg::isConnectionString("host=db.example.org dbname=esd user=ann"));
        QVERIFY(pg::isConnectionString("dbname=esd"));
        QVERIFY(!pg::isConnectionString("project.eventscope"));
        QVERIFY(!pg::isConnectionString("/home/ann/a=b.eventscope"));
        QVERIFY(!pg::isConnectionString(""));
    }

    void passwordsNeverShow()
    {
        QCOMPARE(pg::withoutPassword("postgresql://ann:s3cret@db.example.org:5432/esd"),
                 std::string("postgresql://ann@db.example.org:5432/esd"));
        QCOMPARE(pg::withoutPassword("postgresql://ann@db/esd?password=s3cret&sslmode=require"),
                 std::string("postgresql://ann@db/esd?sslmode=require"));
        QCOMPARE(pg::withoutPassword("postgresql://ann@db/esd?sslmode=require&password=s3cret"),
                 std::string("postgresql://ann@db/esd?sslmode=require"));
        QCOMPARE(pg::withoutPassword("host=db password='a b\\' c' dbname=esd"),
                 std::string("host=db dbname=esd"));
        QCOMPARE(pg::withoutPassword("postgresql://ann@db/esd"),
                 std::string("postgresql://ann@db/esd"));
    }

    void failedConnectionIsOneLineWithoutPassword()
    {
        try {
            pg::Connection c("postgresql://ann:s3cret@" + env("PGHOST") +
                             ":1/esd?connect_timeout=5");
            QFAIL("connected to port 1");
        } catch (const pg::Error &e) {
            const std::string message = e.what();
            QVERIFY2(message.rfind("cannot connect to postgresql://ann@", 0) == 0, e.what());
            QVERIFY2(message.find("s3cret") == std::string::npos, e.what());
            QVERIFY2(message.find('\n') == std::string::npos, e.what());
        }
    }

    void valuesRoundTrip()
    {
        pg::Connection c(serverUri());
        QVERIFY(c.server().find('@') != std::string::npos);
        QCOMPARE(c.currentUser(), env("PGUSER"));
        c.exec("DROP TABLE IF EXISTS t; CREATE TABLE t (id BIGINT GENERATED ALWAYS AS IDENTITY "
               "PRIMARY KEY, n BIGINT, x DOUBLE PRECISION, s TEXT)");
        const std::string text = "Gänse\tfüßchen \"quoted\" 'single' \\ back\nline ✓";
        const double values[] = {0.1, 1e300, -2.5e-310, std::numeric_limits<double>::infinity()};
        pg::Statement insert = c.prepare("INSERT INTO t (n, x, s) VALUES (?, ?, ?)");
        std::int64_t id = 0;
        for (const double x : values) {
            insert.bind(1, std::int64_t{-9007199254740993}).bind(2, x).bind(3, text).run();
            id = c.lastInsertId();
        }
        QCOMPARE(id, std::int64_t{4});
        insert.bindNull(1)
            .bind(2, std::optional<double>())
            .bind(3, std::optional<std::string>())
            .run();

        pg::Statement select = c.prepare("SELECT n, x, s FROM t WHERE id <= ? ORDER BY id");
        select.bind(1, 5);
        int row = 0;
        while (select.step()) {
            if (row < 4) {
                QCOMPARE(select.int64(0), std::int64_t{-9007199254740993});
                QCOMPARE(select.real(1), values[row]);
                QCOMPARE(select.text(2), text);
            } else {
                QVERIFY(select.isNull(0) && select.isNull(1) && select.isNull(2));
            }
            ++row;
        }
        QCOMPARE(row, 5);

        // The same text again reuses the prepared statement.
        pg::Statement again = c.prepare("SELECT n, x, s FROM t WHERE id <= ? ORDER BY id");
        again.bind(1, 1);
        QVERIFY(again.step());
        QVERIFY(!again.step());

        c.prepare("UPDATE t SET n = ? WHERE id > ?").bind(1, 7).bind(2, 2).run();
        QCOMPARE(c.changes(), std::int64_t{3});
    }

    void errorsCarryTheirState()
    {
        pg::Connection c(serverUri());
        c.exec("DROP TABLE IF EXISTS u; CREATE TABLE u (k TEXT PRIMARY KEY)");
        c.prepare("INSERT INTO u VALUES (?)").bind(1, "a").run();
        try {
            c.prepare("INSERT INTO u VALUES (?)").bind(1, "a").run();
            QFAIL("a duplicate key was accepted");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("23505"));
            const std::string message = e.what();
            QVERIFY2(message.rfind(c.server() + ": duplicate key", 0) == 0, e.what());
            QVERIFY2(message.find('\n') == std::string::npos, e.what());
        }
        // The connection goes on after a failed statement.
        pg::Statement count = c.prepare("SELECT count(*) FROM u");
        QVERIFY(count.step());
        QCOMPARE(count.int64(0), std::int64_t{1});
    }

    void copyBringsRowsInBulk()
    {
        pg::Connection c(serverUri());
        c.exec("DROP TABLE IF EXISTS v; CREATE TABLE v (i BIGINT, s TEXT)");
        int i = 0;
        c.copyIn("COPY v (i, s) FROM STDIN", [&](std::string &out) {
            if (i == 20000) {
                return false;
            }
            out += std::to_string(i);
            out += '\t';
            if (i % 1000 == 7) {
                pg::copyNull(out);
            } else {
                pg::copyField(out, "row\t" + std::to_string(i) + "\n\\N \\");
            }
            out += '\n';
            ++i;
            return true;
        });
        QCOMPARE(c.changes(), std::int64_t{20000});
        pg::Statement check =
            c.prepare("SELECT count(*), count(s), max(s) FILTER (WHERE i = 42) FROM v");
        QVERIFY(check.step());
        QCOMPARE(check.int64(0), std::int64_t{20000});
        QCOMPARE(check.int64(1), std::int64_t{20000 - 20});
        QCOMPARE(check.text(2), std::string("row\t42\n\\N \\"));

        // A row that fails half way ends the COPY; the transaction around it keeps nothing.
        c.exec("BEGIN");
        QVERIFY(c.inTransaction());
        int j = 0;
        bool thrown = false;
        try {
            c.copyIn("COPY v (i, s) FROM STDIN", [&](std::string &out) {
                if (j == 5000) {
                    throw std::runtime_error("bad row");
                }
                out += std::to_string(j++) + "\tx\n";
                return true;
            });
        } catch (const std::runtime_error &e) {
            thrown = std::string(e.what()) == "bad row";
        }
        QVERIFY(thrown);
        c.exec("ROLLBACK");
        QVERIFY(!c.inTransaction());
        pg::Statement after = c.prepare("SELECT count(*) FROM v");
        QVERIFY(after.step());
        QCOMPARE(after.int64(0), std::int64_t{20000});
    }

    // COPY (SELECT ...) TO STDOUT in binary: every type the stores read, NULL apart from
    // an empty text, exact reals, and many rows; a failing reader leaves the connection
    // usable and the error is its own.
    void copyOutReadsEveryType()
    {
        pg::Connection c(serverUri());
        c.exec("DROP TABLE IF EXISTS w; CREATE TABLE w (i BIGINT, n INTEGER, h SMALLINT, b "
               "BOOLEAN, x DOUBLE PRECISION, s TEXT)");
        const std::string text = "Gänse\tfüßchen \"quoted\" \\ back\nline ✓";
        const double values[] = {0.1, -2.5e-310, std::numeric_limits<double>::infinity(), -0.0};
        pg::Statement insert = c.prepare("INSERT INTO w VALUES (?, ?, ?, ?, ?, ?)");
        for (int k = 0; k < 4; ++k) {
            insert.bind(1, std::int64_t{-9007199254740993} + k)
                .bind(2, -2000000000 + k)
                .bind(3, -300 + k)
                .bind(4, k % 2 == 1 ? "true" : "false")
                .bind(5, values[k])
                .bind(6, k == 3 ? std::string() : text)
                .run();
        }
        c.exec("INSERT INTO w VALUES (NULL, NULL, NULL, NULL, 'NaN', NULL)");
        int row = 0;
        c.copyOut("SELECT i, n, h, b, x, s FROM w ORDER BY i NULLS LAST",
                  [&](const pg::CopyRow &r) {
                      QCOMPARE(r.size(), 6);
                      if (row < 4) {
                          QCOMPARE(r.int64(0), std::int64_t{-9007199254740993} + row);
                          QCOMPARE(r.integer(1), -2000000000 + row);
                          QCOMPARE(r.int64(2), std::int64_t{-300} + row);
                          QCOMPARE(r.int64(3), std::int64_t{row % 2});
                          QCOMPARE(r.real(4), values[row]);
                          QCOMPARE(std::signbit(r.real(4)), std::signbit(values[row]));
                          QCOMPARE(r.text(5), row == 3 ? std::string() : text);
                          QVERIFY(!r.isNull(5));
                      } else {
                          QVERIFY(r.isNull(0) && r.isNull(1) && r.isNull(2) && r.isNull(3) &&
                                  r.isNull(5));
                          QVERIFY(std::isnan(r.real(4)));
                      }
                      ++row;
                  });
        QCOMPARE(row, 5);

        std::int64_t sum = 0;
        int rows = 0;
        c.copyOut("SELECT g, repeat('x', g % 7) FROM generate_series(1, 100000) g",
                  [&](const pg::CopyRow &r) {
                      sum += r.int64(0);
                      QCOMPARE(r.textView(1).size(), static_cast<std::size_t>(r.int64(0) % 7));
                      ++rows;
                  });
        QCOMPARE(rows, 100000);
        QCOMPARE(sum, std::int64_t{100000} * 100001 / 2);
        c.copyOut("SELECT 1 WHERE false",
                  [&](const pg::CopyRow &) { QFAIL("a row from nowhere"); });

        bool thrown = false;
        try {
            c.copyOut("SELECT g FROM generate_series(1, 50000) g", [&](const pg::CopyRow &r) {
                if (r.int64(0) == 10) {
                    throw std::runtime_error("bad row");
                }
            });
        } catch (const std::runtime_error &e) {
            thrown = std::string(e.what()) == "bad row";
        }
        QVERIFY(thrown);
        try {
            c.copyOut("SELECT no_such_column FROM w", [](const pg::CopyRow &) {});
            QFAIL("a query with an error was read");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("42703"));
        }
        pg::Statement after = c.prepare("SELECT count(*) FROM w");
        QVERIFY(after.step());
        QCOMPARE(after.int64(0), std::int64_t{5});
    }

    // The stores' Connection, Statement and transactions on a server: the same calls
    // as on a project file, and a failed write leaves nothing behind.
    void storeConnectionRunsOnTheServer()
    {
        Connection c{pg::Connection(serverUri())};
        QVERIFY(c.engine() == Engine::PostgreSQL);
        QVERIFY(c.isOpen() && c.server() && !c.handle());
        c.exec("DROP TABLE IF EXISTS w; CREATE TABLE w (id BIGINT GENERATED BY DEFAULT AS "
               "IDENTITY PRIMARY KEY, name TEXT NOT NULL UNIQUE, score DOUBLE PRECISION)");
        {
            Transaction tx(c);
            QVERIFY(c.inTransaction());
            Statement insert = c.prepare("INSERT INTO w (name, score) VALUES (?, ?)");
            insert.bind(1, "a").bind(2, 0.5).run();
            QCOMPARE(c.lastInsertId(), std::int64_t{1});
            insert.bind(1, "b").bind(2, std::optional<double>()).run();
            {
                // A nested transaction is a savepoint: its failure takes only its own rows.
                Transaction inner(c);
                c.prepare("INSERT INTO w (name) VALUES (?)").bind(1, "c").run();
            }
            tx.commit();
        }
        QVERIFY(!c.inTransaction());
        try {
            Transaction tx(c);
            c.prepare("INSERT INTO w (name) VALUES (?)").bind(1, "d").run();
            c.prepare("INSERT INTO w (name) VALUES (?)").bind(1, "a").run();
            tx.commit();
            QFAIL("a duplicate name was accepted");
        } catch (const DbError &e) {
            QVERIFY2(std::string(e.what()).find("duplicate key") != std::string::npos, e.what());
        }
        QVERIFY(!c.inTransaction());
        Statement all = c.prepare("SELECT name, score FROM w ORDER BY id");
        QStringList rows;
        while (all.step()) {
            rows << QString::fromStdString(all.text(0)) +
                        (all.isNull(1) ? QStringLiteral("=null")
                                       : QStringLiteral("=%1").arg(all.real(1)));
        }
        QCOMPARE(rows, (QStringList{QStringLiteral("a=0.5"), QStringLiteral("b=null")}));
        // As on SQLite, changes() counts the rows of the last write, not of a read.
        c.prepare("UPDATE w SET score = 1").run();
        QCOMPARE(c.changes(), 2);
        {
            // A read transaction on a server sees one snapshot throughout.
            ReadTransaction read(c);
            QVERIFY(c.inTransaction());
            Statement count = c.prepare("SELECT count(*) FROM w");
            QVERIFY(count.step());
            QCOMPARE(count.int64(0), std::int64_t{2});
        }
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.changes(), 2);
    }
};

QTEST_APPLESS_MAIN(TestPostgres)
#include "tst_postgres.moc"
