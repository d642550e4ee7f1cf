// A team member typing SQL gets no further than the server's rules allow. Each member
// connects to a throwaway server (pg_virtualenv) under their own login through plain
// libpq, as psql would, and tries what a security probe of the team server found to get
// through: another person's identity through search_path, the team's group roles given
// out by `role`, the shared texts everyone labels, and who saved a change through the
// announcements. Every table is tried with every statement kind as each role, against
// the rules docs/scaling.md lists. The test gives the logins passwords; EventScope
// itself never sets one.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/review/saved_views.h"
#include "team_rules.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <thread>

using es::test::cli;
using es::test::count;
using es::test::demo;
using es::test::succeeded;
using namespace es::test; // the rules (team_rules.h)
namespace pg = es::db::pg;

namespace {

const QString kDatabase = QStringLiteral("es_attacks");

QString uri(const QString &user = es::test::pgEnv("PGUSER"))
{
    return es::test::databaseUri(kDatabase, user);
}

pg::Connection as(const std::string &user)
{
    return es::test::loginConnection(kDatabase, user);
}

pg::Connection owner()
{
    return pg::Connection("dbname=" + kDatabase.toStdString());
}

// What became of a statement, undone: refused for want of a right, refused by a
// row-level policy, or let through (when a key or check stopped it afterwards, changes
// is -1).
struct Attempt
{
    enum { Denied, Refused, Done } outcome = Done;
    std::int64_t changes = -1;
};

Attempt attempt(pg::Connection &c, const std::string &sql)
{
    const bool alone = !c.inTransaction();
    c.exec(alone ? "BEGIN" : "SAVEPOINT attempt");
    Attempt a;
    try {
        c.exec(sql);
        a.changes = c.changes();
    } catch (const pg::Error &e) {
        if (e.sqlState() == "42501") {
            a.outcome = std::string(e.what()).find("row-level security") != std::string::npos
                            ? Attempt::Refused
                            : Attempt::Denied;
        }
    }
    c.exec(alone ? "ROLLBACK" : "ROLLBACK TO SAVEPOINT attempt");
    return a;
}

std::int64_t personId(pg::Connection &c, const std::string &name)
{
    return count(c, "SELECT id FROM person WHERE name = '" + name + "'");
}

} // namespace

class TestTeamAttacks : public QObject
{
    Q_OBJECT

    QByteArray teamInitErr_;

    // Each table's rows as the owner sees them, to show that an attack moved nothing.
    std::map<std::string, std::int64_t> ownerCounts()
    {
        pg::Connection o = owner();
        std::map<std::string, std::int64_t> out;
        for (const auto &[table, kind] : kTables) {
            out[table] = count(o, "SELECT count(*) FROM " + table);
        }
        return out;
    }

    static void importAll()
    {
        const QStringList gpt{QStringLiteral("--model"), QStringLiteral("gpt")};
        const auto annotator = [](const char *name) {
            return QStringList{QStringLiteral("--annotator"), QString::fromLatin1(name)};
        };
        const QList<QStringList> imports = {
            {demo("esd_demo.jsonl")},
            {demo("ester_demo.json"), QStringLiteral("--split"), QStringLiteral("demo")},
            QStringList{demo("ester_demo_ann_a.json"), QStringLiteral("--split"),
                        QStringLiteral("demo")} +
                annotator("ann_a"),
            QStringList{demo("ester_demo_ann_b.json"), QStringLiteral("--split"),
                        QStringLiteral("demo_b")} +
                annotator("ann_b"),
            {demo("ester_demo_pred.json"), QStringLiteral("--split"), QStringLiteral("demo"),
             QStringLiteral("--model"), QStringLiteral("flan")},
            {demo("openpi_demo.json")},
            QStringList{demo("openpi_demo_ann_a.json")} + annotator("ann_a"),
            QStringList{demo("openpi_demo_ann_b.json")} + annotator("ann_b"),
            QStringList{demo("openpi_demo_clusters_pred.json")} + gpt,
            QStringList{demo("openpi_demo_schemata_pred.json")} + gpt,
            QStringList{demo("openpi_demo_states_pred.json")} + gpt,
            QStringList{demo("openpi_demo_states_ann_a.json")} + annotator("ann_a"),
            QStringList{demo("openpi_demo_states_ann_b.json")} + annotator("ann_b"),
            QStringList{demo("openpi_demo_schema_errors_ann_a.json")} + annotator("ann_a") + gpt,
            QStringList{demo("openpi_demo_schema_errors_ann_b.json")} + annotator("ann_b") + gpt,
        };
        for (const QStringList &args : imports) {
            QVERIFY(succeeded(es::test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                                      QStringList{QStringLiteral("--db"), uri()})));
        }
        // A model that scores one pair: its scores stay rows, not a column kept alone.
        QTemporaryDir dir;
        const QString sparse = dir.filePath(QStringLiteral("sparse.jsonl"));
        QFile f(sparse);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"id": "g1-s1", "model": "sparse", "setting": "full", "score": 0.5})"
                "\n");
        f.close();
        QVERIFY(succeeded(cli("import", sparse, "--db", uri())));
    }

  private slots:
    void initTestCase()
    {
        try {
            setUp();
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

  private:
    void setUp()
    {
        QVERIFY2(!es::test::pgEnv("PGPORT").isEmpty(), es::test::kNoServer);
        es::test::freshDatabase(kDatabase);
        importAll();
        if (QTest::currentTestFailed()) {
            return;
        }
        const auto init = cli("team", "init", "--db", uri());
        QVERIFY(succeeded(init));
        teamInitErr_ = init.err;
        for (const auto &[name, role] :
             {std::pair{"ann_a", "annotator"}, std::pair{"ann_b", "annotator"},
              std::pair{"lead", "adjudicator"}, std::pair{"lead2", "adjudicator"},
              std::pair{"val", "viewer"}}) {
            QVERIFY(succeeded(cli("role", name, role, "--db", uri())));
        }
        {
            // Rows no demo file gives, written by the owner in people's names, so that every
            // table holds rows of two people where rows are people's.
            pg::Connection o = owner();
            o.exec("INSERT INTO ester_trigger_set(passage_id, person_id, spans, set_at) SELECT "
                   "p.id, n.id, '[[0, 3]]', 'now' FROM ester_passage p, person n WHERE n.name IN "
                   "('ann_a', 'ann_b')");
            o.exec("INSERT INTO ester_review(question_id, person_id, valid, set_at) SELECT "
                   "q.id, n.id, 1, 'now' FROM (SELECT min(id) AS id FROM ester_question) q, "
                   "person n WHERE n.name IN ('ann_a', 'ann_b')");
            o.exec("INSERT INTO openpi_expansion_rating(procedure_id, kind, entity, paraphrase, "
                   "person_id, correct, set_at) SELECT p.id, 'entity', 'coffee', 'brew', n.id, 1, "
                   "'now' FROM (SELECT min(id) AS id FROM openpi_procedure) p, person n WHERE "
                   "n.name IN ('ann_a', 'ann_b')");
            o.exec("INSERT INTO openpi_clustering(procedure_id, kind, person_id, clusters, set_at) "
                   "SELECT p.id, 'entity', n.id, '{}', 'now' FROM (SELECT min(id) AS id FROM "
                   "openpi_procedure) p, person n WHERE n.name IN ('ann_a', 'ann_b') ON CONFLICT "
                   "DO NOTHING");
            o.exec("INSERT INTO esd_core_label(pair_id, person_id, label, set_at) SELECT p.id, "
                   "n.id, 1, 'now' FROM (SELECT min(id) AS id FROM esd_pair) p, person n WHERE "
                   "n.name IN ('ann_a', 'ann_b')");
            o.exec("UPDATE ester_question SET author_id = (SELECT id FROM person WHERE name = "
                   "'ann_b') WHERE id = (SELECT max(id) FROM ester_question)");
        }
        for (const QStringList &args :
             {QStringList{"adjudicate", "--dataset", "esd", "--item", "g1-s2", "--label", "0"},
              QStringList{"assign", "--dataset", "esd", "--annotators", "ann_a,ann_b", "--overlap",
                          "1", "--seed", "1", "--accept-uncounted"},
              QStringList{"group", "panel", "--members", "crowd_1"}}) {
            QStringList full = args + QStringList{QStringLiteral("--db"), uri()};
            if (args.first() == QLatin1String("adjudicate")) {
                full << QStringLiteral("--as") << QStringLiteral("lead");
            }
            QVERIFY(succeeded(es::test::runEventScope(full)));
        }
        {
            pg::Connection o = owner();
            const std::int64_t lead = personId(o, "lead");
            o.exec("INSERT INTO ester_adjudication(question_id, type, answers, person_id, set_at) "
                   "SELECT min(id), 'causal', '[]', " +
                   std::to_string(lead) + ", 'now' FROM ester_question");
            o.exec("INSERT INTO openpi_salience_adjudication(entity_id, step, value, person_id, "
                   "set_at) SELECT min(id), 0, 3, " +
                   std::to_string(lead) + ", 'now' FROM openpi_entity");
            o.exec("INSERT INTO openpi_clustering_adjudication(procedure_id, kind, clusters, "
                   "person_id, set_at) SELECT min(id), 'entity', '{}', " +
                   std::to_string(lead) + ", 'now' FROM openpi_procedure");
            o.exec("INSERT INTO openpi_states_adjudication(procedure_id, step, changes, "
                   "person_id, set_at) SELECT min(id), 1, '[]', " +
                   std::to_string(lead) + ", 'now' FROM openpi_procedure");
        }
        pg::Connection admin("dbname=postgres");
        for (const char *user : {"ann_a", "ann_b", "lead", "lead2", "val"}) {
            admin.exec(std::string("ALTER ROLE ") + user + " PASSWORD 'pw-" + user + "'");
        }
        // Each annotator contributes a step through EventScope, as their own login.
        for (const char *who : {"ann_a", "ann_b"}) {
            es::db::Project p(uri(QString::fromLatin1(who)).toStdString() + "?password=pw-" + who,
                              es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(p);
            store.addContributedStep(store.load().goals.at(0).id,
                                     std::string("A step of ") + who + ".", who);
            es::db::SavedViews(p).save("esd.models", std::string("view of ") + who, "{}", who);
        }
        for (const auto &[table, n] : ownerCounts()) {
            QVERIFY2(n > 0, table.c_str()); // a table with no rows would try nothing
        }
    }

  private slots:
    // The test's list of tables is the schema's: a new table gets its rules here first.
    void everyTableIsTried()
    {
        pg::Connection o = owner();
        pg::Statement s = o.prepare("SELECT tablename FROM pg_tables WHERE schemaname = "
                                    "current_schema() ORDER BY tablename");
        QStringList schema;
        while (s.step()) {
            schema << QString::fromStdString(s.text(0));
        }
        QStringList tried;
        for (const auto &[table, kind] : kTables) {
            tried << QString::fromStdString(table);
        }
        tried.sort();
        QCOMPARE(tried, schema);
    }

    // Every statement kind on every table as each role, against the rules.
    void everyStatementOnEveryTableAsEachRole_data()
    {
        QTest::addColumn<QString>("login");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("other");
        QTest::newRow("annotator") << "ann_a"
                                   << "annotator"
                                   << "ann_b";
        QTest::newRow("adjudicator") << "lead"
                                     << "adjudicator"
                                     << "ann_b";
        QTest::newRow("viewer") << "val"
                                << "viewer"
                                << "ann_b";
    }
    void everyStatementOnEveryTableAsEachRole()
    {
        QFETCH(QString, login);
        QFETCH(QString, role);
        QFETCH(QString, other);
        const auto before = ownerCounts();
        try {
            tryEveryStatement(login.toStdString(), role.toStdString(), other.toStdString());
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        QCOMPARE(ownerCounts(), before);
    }

  private:
    void tryEveryStatement(const std::string &login, const std::string &role,
                           const std::string &other)
    {
        pg::Connection o = owner();
        pg::Connection m = as(login);
        const std::int64_t me = personId(o, login);
        const std::int64_t them = personId(o, other);
        m.exec("BEGIN");
        for (const auto &[table, kind] : kTables) {
            const Rules rules = rulesOf(kind, role);
            const std::string own = ownRows(kind, me, login);
            const char *t = table.c_str();
            const std::int64_t total = count(o, "SELECT count(*) FROM " + table);
            const std::int64_t visible = count(m, "SELECT count(*) FROM " + table);
            switch (rules.read) {
            case Read::All:
                QVERIFY2(visible == total, t);
                break;
            case Read::None:
                QVERIFY2(visible == 0, t);
                break;
            case Read::Own:
                QVERIFY2(visible == count(o, "SELECT count(*) FROM " + table + " WHERE " +
                                                 readableRows(kind, me, login)),
                         t);
                QVERIFY2(visible < total, t); // someone else's rows are there to hide
                break;
            }

            // A row like the owner's first, in the member's name and in someone else's.
            pg::Statement first =
                o.prepare("SELECT row_to_json(x)::text FROM " + table + " x LIMIT 1");
            QVERIFY(first.step());
            const auto [mine, theirs] = rowOwners(kind, role, me, them, login);
            // Its columns but id, which the sequence gives, as EventScope inserts them.
            pg::Statement columns = o.prepare(
                "SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) "
                "FILTER (WHERE column_name <> 'id'), bool_or(column_name = 'id')::int FROM "
                "information_schema.columns WHERE table_schema = current_schema() AND "
                "table_name = ?");
            columns.bind(1, table);
            QVERIFY(columns.step());
            const std::string cols = columns.text(0);
            const bool hasId = columns.int64(1) != 0;
            const auto row = [&](const std::string &owners) {
                return "jsonb_populate_record(NULL::" + table + ", " +
                       o.quoteLiteral(first.text(0)) + "::jsonb || " + o.quoteLiteral(owners) +
                       "::jsonb)";
            };
            const auto insert = [&](const std::string &owners) {
                return attempt(m, "INSERT INTO " + table + " (" + cols + ") SELECT " + cols +
                                      " FROM " + row(owners));
            };
            const Attempt ownInsert = insert(mine);
            const Attempt otherInsert = insert(theirs);
            if (role == "annotator") {
                // No annotator takes an id ahead of its sequence (everyone's next insert
                // would fail on it), nor reads the rows' system columns (xmax names the
                // transaction that last locked a row: the writer of a label locks its pair
                // and its person).
                if (hasId) {
                    QVERIFY2(attempt(m, "INSERT INTO " + table + " SELECT * FROM " + row(mine))
                                     .outcome == Attempt::Denied,
                             t);
                    QVERIFY2(attempt(m, "UPDATE " + table + " SET id = id").outcome ==
                                 Attempt::Denied,
                             t);
                }
                for (const char *system : {"xmax", "xmin", "ctid"}) {
                    QVERIFY2(
                        attempt(m, "SELECT " + std::string(system) + " FROM " + table).outcome ==
                            Attempt::Denied,
                        t);
                }
            }
            switch (rules.insert) {
            case Write::Denied:
                QVERIFY2(ownInsert.outcome == Attempt::Denied, t);
                break;
            case Write::Own:
                QVERIFY2(ownInsert.outcome == Attempt::Done, t);
                QVERIFY2(otherInsert.outcome == Attempt::Refused, t);
                break;
            case Write::All:
                QVERIFY2(ownInsert.outcome == Attempt::Done, t);
                QVERIFY2(otherInsert.outcome == Attempt::Done, t);
                break;
            }

            // An update that changes nothing, and a delete, of others' rows and of one's own.
            pg::Statement last =
                o.prepare("SELECT column_name FROM information_schema.columns WHERE table_schema "
                          "= current_schema() AND table_name = ? ORDER BY ordinal_position DESC");
            last.bind(1, table);
            QVERIFY(last.step());
            const std::string set = " SET " + last.text(0) + " = " + last.text(0);
            const std::string others = " WHERE (" + own + ") IS NOT TRUE";
            const std::int64_t ownCount =
                count(o, "SELECT count(*) FROM " + table + " WHERE " + own);
            for (const auto &[write, verb] : {std::pair{rules.update, "UPDATE " + table + set},
                                              std::pair{rules.remove, "DELETE FROM " + table}}) {
                const Attempt all = attempt(m, verb);
                const Attempt othersOnly = attempt(m, verb + others);
                const Attempt ownOnly = attempt(m, verb + " WHERE " + own);
                const std::string what = verb + " as " + login;
                switch (write) {
                case Write::Denied:
                    QVERIFY2(all.outcome == Attempt::Denied, what.c_str());
                    break;
                case Write::Own:
                    QVERIFY2(othersOnly.outcome == Attempt::Done && othersOnly.changes == 0,
                             what.c_str());
                    QVERIFY2(ownOnly.outcome == Attempt::Done &&
                                 (ownOnly.changes == -1 || ownOnly.changes == ownCount),
                             what.c_str());
                    break;
                case Write::All:
                    QVERIFY2(all.outcome == Attempt::Done &&
                                 (all.changes == -1 || all.changes == total),
                             what.c_str());
                    break;
                }
            }
            QVERIFY2(attempt(m, "TRUNCATE " + table).outcome == Attempt::Denied, t);
            for (const char *right : {"TRIGGER", "REFERENCES", "TRUNCATE"}) {
                QVERIFY2(count(o, "SELECT has_table_privilege(" + o.quoteLiteral(login) + ", " +
                                      o.quoteLiteral(table) + ", '" + right + "')::int") == 0,
                         t);
            }
        }
        m.exec("ROLLBACK");
    }

  private slots:
    // A member's temporary "person" table first in their search_path made them anyone to
    // the policies: on every table with a policy, ann_a reads, changes and deletes exactly
    // what they do without it.
    void searchPathMakesNoOneSomeoneElse()
    {
        try {
            pg::Connection o = owner();
            pg::Connection a = as("ann_a");
            std::vector<std::string> tables;
            pg::Statement s = o.prepare("SELECT DISTINCT tablename FROM pg_policies WHERE "
                                        "schemaname = current_schema() ORDER BY 1");
            while (s.step()) {
                tables.push_back(s.text(0));
            }
            QVERIFY(tables.size() >= 18);
            const auto effects = [&](pg::Connection &c) {
                std::vector<std::int64_t> out;
                c.exec("BEGIN");
                for (const std::string &t : tables) {
                    out.push_back(count(c, "SELECT count(*) FROM public." + t));
                    out.push_back(attempt(c, "DELETE FROM public." + t).changes);
                }
                c.exec("ROLLBACK");
                return out;
            };
            const std::vector<std::int64_t> plain = effects(a);
            a.exec("CREATE TEMP TABLE person(id bigint, name text, role text)");
            a.exec("INSERT INTO pg_temp.person SELECT id, current_user, 'annotator' FROM "
                   "public.person WHERE name = 'ann_b'");
            a.exec("SET search_path = pg_temp, public");
            QCOMPARE(effects(a), plain);
            // And their audit entry, under a temporary pg_class too, names them.
            a.exec("CREATE TEMP TABLE pg_class(oid oid, relowner oid)");
            a.exec("INSERT INTO pg_temp.pg_class SELECT 'public.audit'::regclass, oid FROM "
                   "pg_roles WHERE rolname = current_user");
            a.exec("SET search_path = pg_temp, pg_catalog, public");
            a.exec("INSERT INTO audit(at, person, action) VALUES ('now', 'ann_b', 'test.forged')");
            pg::Statement who = o.prepare("SELECT person FROM audit WHERE action = 'test.forged'");
            QVERIFY(who.step());
            QCOMPARE(who.text(0), std::string("ann_a"));
            o.exec("DELETE FROM audit WHERE action = 'test.forged'");
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

    // The same trick as an adjudicator: a decision names the adjudicator who is connected.
    void searchPathForgesNoDecision()
    {
        try {
            pg::Connection o = owner();
            pg::Connection l = as("lead");
            l.exec("CREATE TEMP TABLE person(id bigint, name text, role text)");
            l.exec("INSERT INTO pg_temp.person SELECT id, current_user, 'adjudicator' FROM "
                   "public.person WHERE name = 'lead2'");
            l.exec("CREATE TEMP TABLE pg_class(oid oid, relowner oid)");
            l.exec("INSERT INTO pg_temp.pg_class SELECT 'public.esd_adjudication'::regclass, oid "
                   "FROM pg_roles WHERE rolname = current_user");
            l.exec("SET search_path = pg_temp, pg_catalog, public");
            try {
                l.exec("INSERT INTO esd_adjudication(pair_id, label, person_id, set_at) SELECT "
                       "id, 1, (SELECT id FROM public.person WHERE name = 'lead2'), 'now' FROM "
                       "esd_pair WHERE ext_id = 'g2-s1'");
            } catch (const pg::Error &) {
                // refused outright is as good as named rightly
            }
            QCOMPARE(count(o, "SELECT count(*) FROM esd_adjudication d JOIN person p ON p.id = "
                              "d.person_id WHERE p.name = 'lead2'"),
                     std::int64_t{0});
            o.exec("DELETE FROM esd_adjudication WHERE pair_id = (SELECT id FROM esd_pair WHERE "
                   "ext_id = 'g2-s1')");
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

    // A member may SET ROLE to their group; they stay who they logged in as, and cannot
    // become a second person of the group's name, labelling again.
    void setRoleMakesNoOneElse()
    {
        try {
            pg::Connection o = owner();
            pg::Connection a = as("ann_a");
            const std::int64_t own = count(a, "SELECT count(*) FROM esd_label");
            a.exec("SET ROLE es_attacks_annotator");
            QCOMPARE(count(a, "SELECT count(*) FROM esd_label"), own);
            QVERIFY(attempt(a, "INSERT INTO person(name, role, created_at) VALUES "
                               "('es_attacks_annotator', 'annotator', 'now')")
                        .outcome == Attempt::Refused);
            a.exec("INSERT INTO audit(at, person, action) VALUES ('now', 'x', 'test.role')");
            pg::Statement who = o.prepare("SELECT person FROM audit WHERE action = 'test.role'");
            QVERIFY(who.step());
            QCOMPARE(who.text(0), std::string("ann_a"));
            o.exec("DELETE FROM audit WHERE action = 'test.role'");
            QCOMPARE(count(o, "SELECT count(*) FROM person WHERE name LIKE 'es\\_attacks%'"),
                     std::int64_t{0});
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

    // A contributed step takes an id of its goal's contributed steps, not one an import may
    // bring.
    void contributedStepTakesNoImportsId()
    {
        pg::Connection a = as("ann_a");
        const std::string insert = "INSERT INTO esd_pair(ext_id, goal_id, step, origin, "
                                   "contributor_id) VALUES ('%s', 1, 'mine', 'contributed', "
                                   "(SELECT id FROM person WHERE name = 'ann_a'))";
        const auto with = [&](const std::string &id) {
            std::string sql = insert;
            return attempt(a, sql.replace(sql.find("%s"), 2, id)).outcome;
        };
        QVERIFY(with("g1-c77") == Attempt::Done);
        QVERIFY(with("wikihow-12") == Attempt::Refused);
        QVERIFY(with("g2-c77") == Attempt::Refused); // another goal's
    }

    // The step everyone labels is not an annotator's to change.
    void annotatorCannotChangeSharedText()
    {
        pg::Connection a = as("ann_a");
        for (const std::string sql :
             {"UPDATE esd_pair SET step = 'TAMPERED'", "UPDATE esd_goal SET goal = 'TAMPERED'",
              "UPDATE ester_passage SET text = 'TAMPERED'",
              "UPDATE openpi_procedure SET goal = 'TAMPERED'",
              "DELETE FROM esd_pair WHERE origin = 'wikihow'"}) {
            try {
                a.exec(sql); // committed, were it let through
                QVERIFY2(a.changes() == 0, sql.c_str());
            } catch (const pg::Error &e) {
                QVERIFY2(e.sqlState() == "42501", e.what());
            }
        }
        pg::Connection o = owner();
        QCOMPARE(count(o, "SELECT count(*) FROM esd_pair WHERE step = 'TAMPERED'"),
                 std::int64_t{0});
    }

    // `role` gives the project's roles to people's logins only.
    void roleRefusesWhatItMayNotManage_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("why");
        const QString db = kDatabase;
        QTest::newRow("annotators' group") << db + "_annotator"
                                           << "adjudicator"
                                           << "group role";
        QTest::newRow("adjudicators' group") << db + "_adjudicator"
                                             << "annotator"
                                             << "group role";
        QTest::newRow("viewers' group") << db + "_viewer"
                                        << "annotator"
                                        << "group role";
        QTest::newRow("the server's superuser") << es::test::pgEnv("PGUSER") << "annotator"
                                                << "superuser";
        QTest::newRow("a predefined role") << "pg_read_server_files"
                                           << "annotator"
                                           << "pg_";
        QTest::newRow("the tables' owner") << "es_owner"
                                           << "annotator"
                                           << "owner";
        QTest::newRow("bypasses row-level security") << "es_bypass"
                                                     << "annotator"
                                                     << "bypasses";
        QTest::newRow("creates roles") << "es_creator"
                                       << "annotator"
                                       << "create roles";
        QTest::newRow("reads everything") << "es_reader"
                                          << "annotator"
                                          << "PostgreSQL's roles";
        QTest::newRow("signals others' sessions") << "es_signal"
                                                  << "annotator"
                                                  << "PostgreSQL's roles";
        QTest::newRow("the database's owner") << "es_dbowner"
                                              << "annotator"
                                              << "owner of the project's database";
        QTest::newRow("an adjudicator through another role") << "es_inherits"
                                                             << "annotator"
                                                             << "through another role";
        QTest::newRow("grants the annotators' group") << "es_admin"
                                                      << "annotator"
                                                      << "may grant them";
        QTest::newRow("64 bytes") << QString(64, QLatin1Char('x')) << "annotator"
                                  << "63 bytes";
    }
    void roleRefusesWhatItMayNotManage()
    {
        QFETCH(QString, name);
        QFETCH(QString, role);
        QFETCH(QString, why);
        pg::Connection admin("dbname=postgres");
        admin.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'es_owner') "
                   "THEN CREATE ROLE es_owner LOGIN; CREATE ROLE es_bypass LOGIN BYPASSRLS; "
                   "CREATE ROLE es_creator LOGIN CREATEROLE; CREATE ROLE es_reader LOGIN IN ROLE "
                   "pg_read_all_data; CREATE ROLE es_signal LOGIN IN ROLE pg_signal_backend; "
                   "CREATE ROLE es_dbowner LOGIN; CREATE ROLE es_middle NOLOGIN IN ROLE "
                   "es_attacks_adjudicator; CREATE ROLE es_inherits LOGIN IN ROLE es_middle; "
                   "CREATE ROLE es_admin LOGIN; GRANT es_attacks_annotator TO es_admin WITH "
                   "ADMIN OPTION; END IF; END $$");
        // The database's owner owns its public schema (PostgreSQL 15), and so may make
        // objects there: made the owner for its own case alone.
        const bool owningDatabase = name == QLatin1String("es_dbowner");
        if (owningDatabase) {
            admin.exec("ALTER DATABASE " + kDatabase.toStdString() + " OWNER TO es_dbowner");
        }
        pg::Connection o = owner();
        // es_owner is made a member of the owner for its own case alone: the owner with a
        // member is a group role too.
        const bool owning = name == QLatin1String("es_owner");
        if (owning) {
            o.exec("GRANT " + es::test::pgEnv("PGUSER").toStdString() + " TO es_owner");
        }
        const auto memberships = [&] {
            return count(o, "SELECT count(*) FROM pg_auth_members m JOIN pg_roles g ON g.oid = "
                            "m.roleid WHERE g.rolname LIKE 'es\\_attacks\\_%'");
        };
        const std::int64_t before = memberships();
        const auto run = cli("role", name, role, "--db", uri());
        if (owning) {
            o.exec("REVOKE " + es::test::pgEnv("PGUSER").toStdString() + " FROM es_owner");
        }
        if (owningDatabase) {
            admin.exec("ALTER DATABASE " + kDatabase.toStdString() + " OWNER TO " +
                       es::test::pgEnv("PGUSER").toStdString());
        }
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(why.toUtf8()) && run.err.count('\n') == 1, run.err.constData());
        QCOMPARE(memberships(), before);
        QCOMPARE(count(o, "SELECT count(*) FROM pg_roles WHERE rolname LIKE 'xxxxxxxx%'"),
                 std::int64_t{0});
    }

    // A name of 63 bytes is a login of its own; one byte more is refused, not cut.
    void roleTakesTheLongestName()
    {
        const QString name = QString(63, QLatin1Char('y'));
        QVERIFY(succeeded(cli("role", name, "annotator", "--db", uri())));
        pg::Connection o = owner();
        QCOMPARE(
            count(o, "SELECT count(*) FROM pg_roles WHERE rolname = '" + name.toStdString() + "'"),
            std::int64_t{1});
        QCOMPARE(cli("role", name + QLatin1Char('y'), "adjudicator", "--db", uri()).exitCode, 1);
        QCOMPARE(count(o, "SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = "
                          "m.member JOIN pg_roles g ON g.oid = m.roleid WHERE r.rolname = '" +
                              name.toStdString() + "' AND g.rolname = 'es_attacks_annotator'"),
                 std::int64_t{1});
    }

    // An announcement comes from its writer's server process, and the server could say
    // whose it is: a member listening learns no login from it.
    void announcementsNameNobody()
    {
        try {
            pg::Connection a = as("ann_a");
            a.listen("eventscope");
            pg::Connection b = as("ann_b");
            b.exec("UPDATE esd_label SET label = label WHERE pair_id = (SELECT min(pair_id) FROM "
                   "esd_label)");
            std::vector<pg::Notification> heard;
            for (int i = 0; i < 100 && heard.empty(); ++i) {
                heard = a.notifications();
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            QVERIFY(!heard.empty());
            const std::string pid = std::to_string(heard.front().senderPid);
            QCOMPARE(heard.front().senderPid, b.backendPid());
            for (const std::string &sql : std::vector<std::string>{
                     "SELECT usename FROM pg_stat_activity WHERE pid = " + pid,
                     "SELECT usesysid FROM pg_stat_get_activity(" + pid + ")",
                     "SELECT pg_stat_get_backend_userid(b) FROM pg_stat_get_backend_idset() b",
                     "SELECT pid FROM pg_stat_ssl", "SELECT pid FROM pg_stat_gssapi"}) {
                QVERIFY2(attempt(a, sql).outcome == Attempt::Denied, sql.c_str());
            }
            // The owner still sees who is connected.
            pg::Connection o = owner();
            QCOMPARE(count(o, "SELECT count(*) FROM pg_stat_activity WHERE pid = " + pid),
                     std::int64_t{1});
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        // What is left is said: the other databases members may connect to.
        QVERIFY2(teamInitErr_.contains("may also connect to") && teamInitErr_.contains("postgres"),
                 teamInitErr_.constData());
        QVERIFY2(!teamInitErr_.contains("members can see who is connected"),
                 teamInitErr_.constData());
    }

    // A role of a group's name made by someone else is taken only when it is a plain
    // group: a login of that name would have held every member's rights.
    void teamInitRefusesALoginOfAGroupsName()
    {
        const QString name = QStringLiteral("es_attacks_taken");
        const QString target = es::test::freshDatabase(name);
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", target)));
        pg::Connection admin("dbname=postgres");
        admin.exec("DROP ROLE IF EXISTS es_attacks_taken_annotator");
        admin.exec("CREATE ROLE es_attacks_taken_annotator LOGIN");
        const auto init = cli("team", "init", "--db", target);
        admin.exec("DROP ROLE es_attacks_taken_annotator");
        QCOMPARE(init.exitCode, 1);
        QVERIFY2(init.err.contains("es_attacks_taken_annotator exists and is no plain group"),
                 init.err.constData());
    }

    // An owner who is no superuser sets up the team and is told what stays open.
    void ownerWithoutSuperuserIsTold()
    {
        const QString name = QStringLiteral("es_attacks_plain");
        pg::Connection admin("dbname=postgres");
        admin.exec("DROP DATABASE IF EXISTS " + name.toStdString());
        admin.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'es_lead') "
                   "THEN CREATE ROLE es_lead LOGIN CREATEROLE PASSWORD 'pw-es_lead'; END IF; END "
                   "$$");
        admin.exec("CREATE DATABASE " + name.toStdString() + " OWNER es_lead");
        const QString target = es::test::databaseUri(name, QStringLiteral("es_lead")) +
                               QStringLiteral("?password=pw-es_lead");
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", target)));
        const auto init = cli("team", "init", "--db", target);
        QVERIFY(succeeded(init));
        QVERIFY2(init.err.contains("members can see who is connected"), init.err.constData());
        QVERIFY(succeeded(cli("role", "ann_c", "annotator", "--db", target)));
    }
};

QTEST_GUILESS_MAIN(TestTeamAttacks)
#include "tst_team_attacks.moc"
