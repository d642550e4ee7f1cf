// Assignments on a team's server (pg_virtualenv): the owner or an adjudicator assigns,
// an annotator connecting with plain SQL reads only their own assignments and can write
// none, and the report over assigned panels equals the same project as a file's.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::count;
using es::test::demo;
using es::test::succeeded;
namespace pg = es::db::pg;

namespace {

const QString kDatabase = QStringLiteral("es_assign");

QString uri(const QString &user = es::test::pgEnv("PGUSER"))
{
    return es::test::databaseUri(kDatabase, user);
}

pg::Connection as(const std::string &user)
{
    return es::test::loginConnection(kDatabase, user);
}

} // namespace

class TestTeamAssign : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void initTestCase()
    {
        QVERIFY2(!es::test::pgEnv("PGPORT").isEmpty(), es::test::kNoServer);
        es::test::freshDatabase(kDatabase);
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", uri())));
        QVERIFY(succeeded(cli("team", "init", "--db", uri())));
        for (const auto &[name, role] :
             {std::pair{"ann_a", "annotator"}, std::pair{"ann_b", "annotator"},
              std::pair{"ann_c", "annotator"}, std::pair{"lead", "adjudicator"},
              std::pair{"val", "viewer"}}) {
            QVERIFY(succeeded(cli("role", name, role, "--db", uri())));
        }
        pg::Connection admin("dbname=postgres");
        for (const char *user : {"ann_a", "ann_b", "ann_c", "lead", "val"}) {
            admin.exec(std::string("ALTER ROLE ") + user + " PASSWORD 'pw-" + user + "'");
        }
    }

    void annotatorsCannotAssign()
    {
        const es::test::Run r =
            cli("assign", "--db",
                QStringLiteral("postgresql://ann_a:pw-ann_a@%1:%2/%3")
                    .arg(es::test::pgEnv("PGHOST"), es::test::pgEnv("PGPORT"), kDatabase),
                "--dataset", "esd", "--annotators", "ann_a,ann_b,ann_c", "--overlap", "2");
        QCOMPARE(r.exitCode, 1);
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        QCOMPARE(count(owner, "SELECT count(*) FROM assignment"), std::int64_t{0});
    }

    void adjudicatorAssignsAndAnnotatorsSeeTheirOwn()
    {
        // The adjudicator assigns over their own login.
        const QString leadUri =
            QStringLiteral("postgresql://lead:pw-lead@%1:%2/%3")
                .arg(es::test::pgEnv("PGHOST"), es::test::pgEnv("PGPORT"), kDatabase);
        QVERIFY(succeeded(cli("assign", "--db", leadUri, "--dataset", "esd", "--annotators",
                              "ann_a,ann_b,ann_c", "--overlap", "2", "--seed", "5")));
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        // The demo's three annotators labelled every goal, and whoever labelled a goal stays
        // on its panel: 12 goals x 3 = 36 assignments, 12 each (overlap 2 asked); audited
        // in the adjudicator's name.
        QCOMPARE(count(owner, "SELECT count(*) FROM assignment"), std::int64_t{36});
        QCOMPARE(
            count(owner, "SELECT count(*) FROM audit WHERE action = 'assign' AND person = 'lead'"),
            std::int64_t{1});

        pg::Connection a = as("ann_a");
        const std::string me = "(SELECT id FROM person WHERE name = 'ann_a')";
        QCOMPARE(count(a, "SELECT count(*) FROM assignment"), std::int64_t{12});
        QCOMPARE(count(a, "SELECT count(*) FROM assignment WHERE person_id <> " + me),
                 std::int64_t{0});
        for (const std::string &sql : std::vector<std::string>{
                 "DELETE FROM assignment", "UPDATE assignment SET position = 0",
                 "INSERT INTO assignment(dataset, item_id, person_id, position, assigned_at) "
                 "SELECT "
                 "'esd', id, " +
                     me + ", 99, 'now' FROM esd_goal LIMIT 1"}) {
            try {
                a.exec(sql);
                QFAIL(sql.c_str());
            } catch (const pg::Error &e) {
                QCOMPARE(e.sqlState(), std::string("42501"));
            }
        }
        QCOMPARE(count(owner, "SELECT count(*) FROM assignment"), std::int64_t{36});
        // A viewer reads every panel and changes none.
        pg::Connection v = as("val");
        QCOMPARE(count(v, "SELECT count(*) FROM assignment"), std::int64_t{36});
        try {
            v.exec("DELETE FROM assignment");
            QFAIL("the viewer deleted assignments");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("42501"));
        }
        // The annotator's report works over their blind view.
        const es::test::Run report =
            cli("report", "--db",
                QStringLiteral("postgresql://ann_a:pw-ann_a@%1:%2/%3")
                    .arg(es::test::pgEnv("PGHOST"), es::test::pgEnv("PGPORT"), kDatabase),
                "--dataset", "esd", "--json");
        QVERIFY(succeeded(report));
        QCOMPARE(QJsonDocument::fromJson(report.out)
                     .object()
                     .value("esd")
                     .toObject()
                     .value("annotators")
                     .toArray()
                     .size(),
                 1);
    }

    // The same project as a file gives the same figures over the same panels.
    void fileAndServerAgree()
    {
        const QString file = dir_.filePath(QStringLiteral("copy.eventscope"));
        QVERIFY(succeeded(cli("copy", "--from", uri(), "--to", file)));
        const es::test::Run server = cli("report", "--db", uri(), "--dataset", "esd", "--json");
        const es::test::Run local = cli("report", "--db", file, "--dataset", "esd", "--json");
        QVERIFY(succeeded(server) && succeeded(local));
        QCOMPARE(server.out, local.out);
        const QJsonObject esd = QJsonDocument::fromJson(local.out).object().value("esd").toObject();
        QCOMPARE(esd.value("panel").toString(), QStringLiteral("assigned"));
        QCOMPARE(esd.value("panel_size").toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestTeamAssign)
#include "tst_team_assign.moc"
