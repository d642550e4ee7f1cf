// What a project's connection offers the stores where the engines differ, on both engines
// (a project file, and a database on the run's throwaway server): SQL quoting that reads
// back what was quoted, a case-ignoring LIKE, a JSON cast, ids bound as one value, a
// table's columns, and what each engine says it offers.
#include "common/project_location.h"
#include "db/engine/bulk.h"
#include "db/engine/connection.h"
#include "db/project.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace es;

class TestConnection : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;

    db::Connection &c() { return project_->connection(); }

    std::string selectText(const std::string &sql)
    {
        db::Statement s = c().prepare(sql);
        return s.step() ? s.text(0) : std::string("(no row)");
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(test::engineReady(), test::kNoServer);
        project_ = std::make_unique<db::Project>(
            test::projectLocation(dir_.filePath(QStringLiteral("c.eventscope"))).toStdString(),
            db::Project::Open::CreateIfMissing);
    }

    void offersWhatItsEngineHas()
    {
        const bool server = test::onServer();
        QCOMPARE(c().roundTrips(), server);
        QCOMPARE(c().keepsTeams(), server);
        QCOMPARE(c().announces(), server);
        QCOMPARE(c().bulk() != nullptr, server);
        QCOMPARE(c().keepsSignedZero(), server);
        QCOMPARE(c().socket() >= 0, server);
        // A file has nobody signed in; a server names the test's login.
        QCOMPARE(c().login().empty(), !server);
        QVERIFY(c().notifications().empty());
    }

    void quotedTextReadsBack()
    {
        for (const std::string text : {"plain", "it's", "two '' quotes", "a\\b", "\"x\""}) {
            QCOMPARE(selectText("SELECT " + c().quoteLiteral(text)), text);
        }
        // An identifier with a quote and a space names the column it made.
        const std::string name = c().quoteIdentifier("odd \"name\"");
        c().exec("CREATE TEMP TABLE quoted_names (" + name + " TEXT)");
        c().exec("INSERT INTO quoted_names VALUES ('v')");
        QCOMPARE(selectText("SELECT " + name + " FROM quoted_names"), std::string("v"));
        c().exec("DROP TABLE quoted_names");
    }

    void likeIgnoresAsciiCase()
    {
        const std::string like = c().likeIgnoringCase();
        QCOMPARE(selectText("SELECT CASE WHEN 'Label.Set' " + like +
                            " '%label%' THEN 'y' ELSE "
                            "'n' END"),
                 std::string("y"));
        QCOMPARE(selectText("SELECT CASE WHEN 'Label.Set' " + like +
                            " '%lable%' THEN 'y' ELSE "
                            "'n' END"),
                 std::string("n"));
    }

    void jsonTextIsJson()
    {
        QCOMPARE(selectText("SELECT CAST(json_array_length(" + c().asJson("'[1, [2, 3], 4]'") +
                            ") AS TEXT)"),
                 std::string("3"));
    }

    void idsTravelAsOneValue()
    {
        const db::Connection::IdList list = c().idList({3, 1, 4});
        db::Statement s = c().prepare("SELECT CAST(count(*) AS INTEGER) FROM (SELECT 1 AS id "
                                      "UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) "
                                      "t WHERE id" +
                                      list.clause);
        s.bind(1, list.value);
        QVERIFY(s.step());
        QCOMPARE(s.integer(0), 3);
        const db::Connection::IdList none = c().idList({});
        db::Statement empty = c().prepare("SELECT CAST(count(*) AS INTEGER) FROM (SELECT 1 AS "
                                          "id) t WHERE id" +
                                          none.clause);
        empty.bind(1, none.value);
        QVERIFY(empty.step());
        QCOMPARE(empty.integer(0), 0);
    }

    void columnsInTheirOrder()
    {
        const auto columns = c().columnsOf("esd_label");
        QVERIFY(columns.size() >= 4);
        QCOMPARE(columns[0].first, std::string("pair_id"));
        QCOMPARE(columns[1].first, std::string("person_id"));
        QCOMPARE(columns[2].first, std::string("label"));
        QCOMPARE(columns[3].first, std::string("set_at"));
        QVERIFY(c().columnsOf("no_such_table").empty());
    }

    void locksAndCountsInsideATransaction()
    {
        // Held to the transaction's end on a server; nothing to take on a file, whose write
        // transaction holds off every writer. Either way the transaction goes on.
        db::Transaction tx(c());
        c().lockKey(42);
        c().lockName("decision esd p1");
        c().holdOffWriters("esd_score");
        c().refreshRowCount("esd_pair");
        QCOMPARE(selectText("SELECT 'still here'"), std::string("still here"));
        tx.commit();
    }

    void backupOfAFileOnly()
    {
        const std::string copy = dir_.filePath(QStringLiteral("backup.eventscope")).toStdString();
        QCOMPARE(c().backupTo(copy), !test::onServer());
        QCOMPARE(QFileInfo::exists(QString::fromStdString(copy)), !test::onServer());
    }
};

QTEST_GUILESS_MAIN(TestConnection)
#include "tst_connection.moc"
