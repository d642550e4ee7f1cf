// The server keeps a team's annotators blind. After `team init` and `role`, each person
// connects to the throwaway server (pg_virtualenv) under their own login with plain SQL,
// not through EventScope, and tries to read, change and delete everyone's rows in
// every table that holds a person's work. The owner's view checks that nothing moved.
// The test gives the logins passwords; EventScope itself never sets one.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::count;
using es::test::demo;
using es::test::succeeded;
namespace pg = es::db::pg;

namespace {

const QString kDatabase = QStringLiteral("es_roles");

QString uri(const QString &user = es::test::pgEnv("PGUSER"))
{
    return es::test::databaseUri(kDatabase, user);
}

pg::Connection as(const std::string &user)
{
    return es::test::loginConnection(kDatabase, user);
}

// Every table whose rows are one person's work (their ESD labels' blocks are checked
// apart: no member writes those).
const std::vector<std::string> kOwnRows = {
    "esd_label",           "ester_answer_set",     "ester_trigger_set",
    "ester_review",        "openpi_salience",      "openpi_clustering",
    "openpi_schema_label", "openpi_schema_review", "openpi_expansion_rating"};
const std::vector<std::string> kDecisions = {"esd_adjudication", "ester_adjudication",
                                             "openpi_salience_adjudication",
                                             "openpi_clustering_adjudication"};

} // namespace

class TestTeamRoles : public QObject
{
    Q_OBJECT

    std::map<std::string, std::int64_t> before_; // rows per table, as the owner sees them

    std::map<std::string, std::int64_t> ownerCounts()
    {
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        std::map<std::string, std::int64_t> out;
        for (const auto &t : kOwnRows) {
            out[t] = count(owner, "SELECT count(*) FROM " + t);
        }
        for (const auto &t : kDecisions) {
            out[t] = count(owner, "SELECT count(*) FROM " + t);
        }
        out["audit"] = count(owner, "SELECT count(*) FROM audit");
        return out;
    }

    // `eventscope import FILE` connected as the adjudicator lead, by password.
    static es::test::Run importAsLead(const QString &file)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("pw-lead"));
        QProcess p;
        p.setProcessEnvironment(environment);
        p.start(
            QStringLiteral(EVENTSCOPE_BINARY),
            {QStringLiteral("import"), file, QStringLiteral("--db"), uri(QStringLiteral("lead"))});
        es::test::Run run;
        if (p.waitForFinished(60000)) {
            run.exitCode = p.exitCode();
        }
        run.out = p.readAllStandardOutput();
        run.err = p.readAllStandardError();
        return run;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY2(!es::test::pgEnv("PGPORT").isEmpty(), es::test::kNoServer);
        es::test::freshDatabase(kDatabase);
        const QList<QStringList> imports = {
            {demo("esd_demo.jsonl")},
            {demo("ester_demo.json"), QStringLiteral("--split"), QStringLiteral("demo")},
            {demo("ester_demo_ann_a.json"), QStringLiteral("--split"), QStringLiteral("demo"),
             QStringLiteral("--annotator"), QStringLiteral("ann_a")},
            {demo("ester_demo_ann_b.json"), QStringLiteral("--split"), QStringLiteral("demo_b"),
             QStringLiteral("--annotator"), QStringLiteral("ann_b")},
            {demo("ester_demo_pred.json"), QStringLiteral("--split"), QStringLiteral("demo"),
             QStringLiteral("--model"), QStringLiteral("flan")},
            {demo("openpi_demo.json")},
            {demo("openpi_demo_ann_a.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_a")},
            {demo("openpi_demo_ann_b.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_b")},
            {demo("openpi_demo_clusters_pred.json"), QStringLiteral("--model"),
             QStringLiteral("gpt")},
            {demo("openpi_demo_schemata_pred.json"), QStringLiteral("--model"),
             QStringLiteral("gpt")},
            {demo("openpi_demo_schema_errors_ann_a.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_a"), QStringLiteral("--model"), QStringLiteral("gpt")},
            {demo("openpi_demo_schema_errors_ann_b.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_b"), QStringLiteral("--model"), QStringLiteral("gpt")},
        };
        for (const QStringList &args : imports) {
            QVERIFY(succeeded(es::test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                                      QStringList{QStringLiteral("--db"), uri()})));
        }
        {
            // Both annotators judge a generated paraphrase (there is no file of judgements).
            es::db::Project project(uri().toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::OpenPiStore store(project);
            const std::int64_t d1 = store.procedureId("d1");
            for (const char *who : {"ann_a", "ann_b"}) {
                store.setExpansionRating(d1, es::db::OpenPiClusterKind::Entity, "coffee", {},
                                         "brew", who, std::string(who) == "ann_a");
            }
        }
        QVERIFY(succeeded(cli("team", "init", "--db", uri())));
        for (const auto &[name, role] :
             {std::pair{"ann_a", "annotator"}, std::pair{"ann_b", "annotator"},
              std::pair{"lead", "adjudicator"}, std::pair{"val", "viewer"}}) {
            QVERIFY(succeeded(cli("role", name, role, "--db", uri())));
        }
        QVERIFY(succeeded(cli("adjudicate", "--db", uri(), "--dataset", "esd", "--item", "g1-s2",
                              "--label", "0", "--as", "lead")));
        // Passwords for the test's logins only: the server authenticates them over TCP.
        pg::Connection admin("dbname=postgres");
        for (const char *user : {"ann_a", "ann_b", "lead", "val"}) {
            admin.exec(std::string("ALTER ROLE ") + user + " PASSWORD 'pw-" + user + "'");
        }
        before_ = ownerCounts();
        QVERIFY(before_["esd_label"] > 100 && before_["openpi_salience"] > 100 &&
                before_["esd_adjudication"] == 1);
        QVERIFY(before_["openpi_schema_label"] > 30 && before_["openpi_schema_review"] == 2 &&
                before_["openpi_expansion_rating"] == 2);
    }

    // ann_a with plain SQL: their own rows, the models' and the gold; nobody else's, and
    // no decision. Changing or deleting anyone else's rows touches nothing; writing a row
    // in someone else's name is refused.
    void annotatorSeesAndChangesOnlyTheirOwn()
    {
        try {
            annotatorSeesAndChangesOnlyTheirOwnOrThrows();
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

  private:
    void annotatorSeesAndChangesOnlyTheirOwnOrThrows()
    {
        pg::Connection a = as("ann_a");
        const std::string me = "(SELECT id FROM person WHERE name = 'ann_a')";
        const std::string other = "(SELECT id FROM person WHERE name = 'ann_b')";
        for (const auto &t : kOwnRows) {
            QVERIFY2(count(a, "SELECT count(*) FROM " + t + " WHERE person_id <> " + me) == 0,
                     t.c_str());
            a.exec("UPDATE " + t + " SET person_id = person_id WHERE person_id IS DISTINCT FROM " +
                   me);
            QVERIFY2(a.changes() == 0, t.c_str());
            a.exec("DELETE FROM " + t + " WHERE person_id IS DISTINCT FROM " + me);
            QVERIFY2(a.changes() == 0, t.c_str());
        }
        QVERIFY(count(a, "SELECT count(*) FROM esd_label") > 0);
        // The models' answers and the released gold stay in view.
        QVERIFY(count(a, "SELECT count(*) FROM ester_answer_set WHERE model_id IS NOT NULL") > 0);
        QVERIFY(count(a, "SELECT count(*) FROM ester_answer_set WHERE person_id IS NULL AND "
                         "model_id IS NULL") > 0);
        for (const auto &t : kDecisions) {
            QVERIFY2(count(a, "SELECT count(*) FROM " + t) == 0, t.c_str());
            try {
                a.exec("DELETE FROM " + t);
                QFAIL(t.c_str());
            } catch (const pg::Error &e) {
                QCOMPARE(e.sqlState(), std::string("42501")); // no right to write decisions
            }
        }
        QCOMPARE(count(a, "SELECT count(*) FROM audit WHERE person <> 'ann_a'"), std::int64_t{0});
        try {
            a.exec("INSERT INTO esd_label(pair_id, person_id, label, set_at) SELECT p.id, " +
                   other +
                   ", 1, 'now' FROM esd_pair p WHERE NOT EXISTS (SELECT FROM esd_label l WHERE "
                   "l.pair_id = p.id AND l.person_id = " +
                   other + ") LIMIT 1");
            QFAIL("ann_a wrote a label in ann_b's name");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("42501"));
        }
        QCOMPARE(ownerCounts(), before_);
    }

  private slots:
    // An audit entry names the connected role whatever the program sends.
    void auditNamesTheConnectedRole()
    {
        pg::Connection a = as("ann_a");
        a.exec("INSERT INTO audit(at, person, action) VALUES ('now', 'ann_b', 'test.forged')");
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        pg::Statement s = owner.prepare("SELECT person FROM audit WHERE action = 'test.forged'");
        QVERIFY(s.step());
        QCOMPARE(s.text(0), std::string("ann_a"));
        owner.exec("DELETE FROM audit WHERE action = 'test.forged'");
    }

    // A viewer reads everyone and writes nothing.
    void viewerOnlyReads()
    {
        pg::Connection v = as("val");
        QCOMPARE(count(v, "SELECT count(*) FROM esd_label"), before_["esd_label"]);
        QCOMPARE(count(v, "SELECT count(*) FROM esd_adjudication"), std::int64_t{1});
        for (const std::string sql : {"DELETE FROM esd_label", "UPDATE esd_pair SET step = ''",
                                      "DELETE FROM esd_adjudication"}) {
            try {
                v.exec(sql);
                QFAIL(sql.c_str());
            } catch (const pg::Error &e) {
                QCOMPARE(e.sqlState(), std::string("42501"));
            }
        }
        QCOMPARE(ownerCounts(), before_);
    }

    // An adjudicator's decision names the adjudicator, whoever the program names.
    void decisionNamesTheAdjudicator()
    {
        pg::Connection l = as("lead");
        l.exec("INSERT INTO esd_adjudication(pair_id, label, person_id, set_at) SELECT id, 1, "
               "(SELECT id FROM person WHERE name = 'ann_a'), 'now' FROM esd_pair WHERE ext_id = "
               "'g1-s3'");
        pg::Statement s =
            l.prepare("SELECT p.name FROM esd_adjudication d JOIN person p ON p.id = d.person_id "
                      "JOIN esd_pair e ON e.id = d.pair_id WHERE e.ext_id = 'g1-s3'");
        QVERIFY(s.step());
        QCOMPARE(s.text(0), std::string("lead"));
        l.exec("DELETE FROM esd_adjudication WHERE pair_id = (SELECT id FROM esd_pair WHERE ext_id "
               "= 'g1-s3')");
        QCOMPARE(ownerCounts(), before_);
    }

    // EventScope connected as an annotator reports their blind view with no --as: the
    // same figures the owner gets with --as.
    void reportAsConnectedAnnotatorIsBlind()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("pw-ann_a"));
        QProcess p;
        p.setProcessEnvironment(environment);
        p.start(QStringLiteral(EVENTSCOPE_BINARY),
                {QStringLiteral("report"), QStringLiteral("--db"), uri(QStringLiteral("ann_a")),
                 QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QByteArray connected = p.readAllStandardOutput();
        const auto owner = cli("report", "--db", uri(), "--json", "--as", "ann_a");
        QVERIFY(succeeded(owner));
        QCOMPARE(QJsonDocument::fromJson(connected), QJsonDocument::fromJson(owner.out));
        const auto everyone = cli("report", "--db", uri(), "--json");
        QVERIFY(QJsonDocument::fromJson(everyone.out) != QJsonDocument::fromJson(connected));
    }

    // Exports connected as an annotator hold their blind view, byte for byte what the
    // owner exports with --as: ESD pairs and gold, OpenPI salience.
    void exportAsConnectedAnnotatorIsBlind()
    {
        QTemporaryDir dir;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("pw-ann_a"));
        const QList<QStringList> exports = {
            {QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--what"),
             QStringLiteral("pairs")},
            {QStringLiteral("--dataset"), QStringLiteral("esd"), QStringLiteral("--what"),
             QStringLiteral("gold")},
            {QStringLiteral("--dataset"), QStringLiteral("openpi"), QStringLiteral("--what"),
             QStringLiteral("salience"), QStringLiteral("--annotator"), QStringLiteral("ann_a")},
        };
        int n = 0;
        for (const QStringList &what : exports) {
            const QString connected = dir.filePath(QStringLiteral("connected%1").arg(n));
            const QString owner = dir.filePath(QStringLiteral("owner%1").arg(n++));
            QProcess p;
            p.setProcessEnvironment(environment);
            p.start(QStringLiteral(EVENTSCOPE_BINARY),
                    QStringList{QStringLiteral("export"), QStringLiteral("--db"),
                                uri(QStringLiteral("ann_a")), QStringLiteral("--out"), connected} +
                        what);
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            QVERIFY(succeeded(es::test::runEventScope(
                QStringList{QStringLiteral("export"), QStringLiteral("--db"), uri(),
                            QStringLiteral("--out"), owner, QStringLiteral("--as"),
                            QStringLiteral("ann_a")} +
                what)));
            QCOMPARE(es::test::fileHash(connected), es::test::fileHash(owner));
        }
        // ann_a's pairs file names no one else.
        QFile pairs(dir.filePath(QStringLiteral("connected0")));
        QVERIFY(pairs.open(QIODevice::ReadOnly));
        const QByteArray all = pairs.readAll();
        QVERIFY(all.contains("\"ann_a\""));
        QVERIFY(!all.contains("\"ann_b\""));
    }

    // Snapshots stream through COPY (SELECT ...) TO STDOUT, which applies row-level
    // security as a SELECT does. COPY into a table under row-level security is refused,
    // which is why imports send labels through a staging table and INSERT.
    void copyKeepsAnnotatorsBlind()
    {
        pg::Connection a = as("ann_a");
        std::int64_t rows = 0;
        std::int64_t others = 0;
        const std::int64_t me = count(a, "SELECT id FROM person WHERE name = 'ann_a'");
        a.copyOut("SELECT person_id FROM esd_label", [&](const pg::CopyRow &r) {
            ++rows;
            others += r.int64(0) != me;
        });
        QCOMPARE(others, std::int64_t{0});
        QCOMPARE(rows, count(a, "SELECT count(*) FROM esd_label"));
        QVERIFY(rows > 0 && rows < before_["esd_label"]);
        for (const char *user : {"ann_a", "lead"}) {
            pg::Connection c = as(user);
            try {
                c.exec("COPY esd_label FROM STDIN");
                QFAIL(user);
            } catch (const pg::Error &e) {
                QCOMPARE(e.sqlState(), std::string("0A000")); // not with row-level security
            }
        }
    }

    // An adjudicator imports everyone's labels and the models' scores: labels pass row
    // security through INSERT (a server takes no COPY into such a table), scores and new
    // pairs go in by COPY; a second import changes what it names and nothing else.
    void adjudicatorImportsEveryonesLabels()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("first.jsonl"));
        const QString second = dir.filePath(QStringLiteral("second.jsonl"));
        for (
            const auto &[path, text] :
            {std::pair{
                 first,
                 QByteArray(
                     R"({"id": "lead-1", "goal": "Plant Tulips", "step": "Dig a hole.", "labels": {"ann_a": 1, "ann_b": 0}}
{"id": "lead-2", "goal": "Plant Tulips", "step": "Water\tthem.", "labels": {"ann_a": 0}}
{"id": "lead-1", "model": "lead-model", "setting": "full", "score": 0.75}
{"id": "lead-2", "model": "lead-model", "setting": "full", "score": -1e-300}
)")},
             std::pair{
                 second,
                 QByteArray(
                     R"({"id": "lead-1", "goal": "Plant Tulips", "step": "Dig a hole.", "labels": {"ann_a": 1, "ann_b": 1}}
{"id": "lead-2", "model": "lead-model", "setting": "full", "score": 0.5}
)")}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        QByteArray outputs[2];
        int i = 0;
        for (const QString &file : {first, second}) {
            const es::test::Run run = importAsLead(file);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            outputs[i++] = run.out;
        }
        QVERIFY2(outputs[0].contains("2 pairs (2 new), 3 labels (3 new, 0 changed), 2 scores (2 "
                                     "new, 0 changed)"),
                 outputs[0].constData());
        QVERIFY2(outputs[1].contains("1 pairs (0 new), 2 labels (0 new, 1 changed), 1 scores (0 "
                                     "new, 1 changed)"),
                 outputs[1].constData());
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        pg::Statement labels = owner.prepare(
            "SELECT p.ext_id, n.name, l.label FROM esd_label l JOIN esd_pair p ON p.id = "
            "l.pair_id JOIN person n ON n.id = l.person_id WHERE p.ext_id LIKE 'lead-%' ORDER BY "
            "1, 2");
        QStringList seen;
        while (labels.step()) {
            seen << QString::fromStdString(labels.text(0) + " " + labels.text(1) + " " +
                                           labels.text(2));
        }
        QCOMPARE(seen,
                 QStringList({QStringLiteral("lead-1 ann_a 1"), QStringLiteral("lead-1 ann_b 1"),
                              QStringLiteral("lead-2 ann_a 0")}));
        pg::Statement scores = owner.prepare(
            "SELECT p.ext_id, p.step, s.score FROM esd_score s JOIN esd_pair p ON p.id = "
            "s.pair_id JOIN model m ON m.id = s.model_id WHERE m.name = 'lead-model' ORDER BY 1");
        QVERIFY(scores.step());
        QCOMPARE(scores.real(2), 0.75);
        QVERIFY(scores.step());
        QCOMPARE(scores.text(1), std::string("Water\tthem."));
        QCOMPARE(scores.real(2), 0.5);
        QVERIFY(!scores.step());
    }

    // The label blocks are the server's: no member writes one by hand, not even their
    // own, while their edits and imports keep them as the rows are. An adjudicator's
    // import of many labels has the server build its blocks, found by their ranges (two
    // blocks) and by one pass (65 people's).
    void labelBlocksAreTheServers()
    {
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        // Every label's byte in its block, and no other byte set.
        const auto agree = [&owner] {
            return count(owner, "SELECT count(*) FROM esd_label l LEFT JOIN esd_label_block b "
                                "ON b.person_id = l.person_id AND b.block = l.pair_id >> 12 "
                                "WHERE b.labels IS NULL OR get_byte(b.labels, (l.pair_id & "
                                "4095)::int) <> 50 + l.label") == 0 &&
                   count(owner, "SELECT coalesce(sum(length(replace(encode(labels, 'escape'), "
                                "'0', ''))), 0) FROM esd_label_block") ==
                       count(owner, "SELECT count(*) FROM esd_label") &&
                   count(owner, "SELECT count(*) FROM esd_label_block WHERE labels IS NULL OR "
                                "length(labels) <> 4096") == 0;
        };
        QVERIFY(agree());
        for (const char *who : {"ann_a", "lead"}) {
            pg::Connection c = as(who);
            for (const std::string sql :
                 {"UPDATE esd_label_block SET labels = NULL", "DELETE FROM esd_label_block",
                  "INSERT INTO esd_label_block(person_id, block) VALUES ((SELECT id FROM person "
                  "WHERE name = current_user), 999)",
                  // The owner's trigger function hung on a table of their own, which
                  // would write the blocks as the owner.
                  "CREATE TEMP TABLE forged (person_id BIGINT, pair_id BIGINT, label INT); "
                  "CREATE TRIGGER forged AFTER INSERT ON forged REFERENCING NEW TABLE AS "
                  "written FOR EACH STATEMENT EXECUTE FUNCTION "
                  "eventscope_label_blocks_follow()"}) {
                try {
                    c.exec(sql);
                    QFAIL((std::string(who) + ": " + sql).c_str());
                } catch (const pg::Error &e) {
                    QVERIFY2(e.sqlState() == "42501", e.what());
                }
            }
        }
        try {
            pg::Connection v = as("val");
            v.exec("SELECT eventscope_label_blocks_build()");
            QFAIL("a viewer built the blocks");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("42501"));
        }
        {
            // An annotator's edits, through EventScope and by SQL, set their bytes.
            es::db::Project project("dbname=" + kDatabase.toStdString() +
                                        " user=ann_a password=pw-ann_a",
                                    es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(project);
            const std::int64_t pair = store.load().pairs.front().id;
            const auto was = store.setLabel(pair, "ann_a", std::int8_t{-1});
            QVERIFY(agree());
            store.setLabel(pair, "ann_a", was);
            QVERIFY(agree());
            pg::Connection a = as("ann_a");
            a.exec("UPDATE esd_label SET label = -label WHERE person_id = (SELECT id FROM person "
                   "WHERE name = 'ann_a')");
            QVERIFY(a.changes() > 0);
            QVERIFY(agree());
            a.exec("UPDATE esd_label SET label = -label WHERE person_id = (SELECT id FROM person "
                   "WHERE name = 'ann_a')");
        }
        QTemporaryDir dir;
        const QString two = dir.filePath(QStringLiteral("two.jsonl"));
        const QString many = dir.filePath(QStringLiteral("many.jsonl"));
        {
            QFile f(two);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int i = 0; i < 40; ++i) {
                f.write(
                    QStringLiteral("{\"id\": \"blk-%1\", \"goal\": \"Fold a Crane\", \"step\": "
                                   "\"Fold %1.\", \"labels\": {\"ann_a\": %2, \"ann_b\": %3}}\n")
                        .arg(i)
                        .arg(i % 3 - 1)
                        .arg((i + 1) % 3 - 1)
                        .toUtf8());
            }
        }
        {
            QFile f(many);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QString labels;
            for (int i = 0; i < 65; ++i) {
                labels += QStringLiteral("%1\"blk_rater_%2\": %3")
                              .arg(i ? QStringLiteral(", ") : QString())
                              .arg(i)
                              .arg(i % 3 - 1);
            }
            f.write(QStringLiteral("{\"id\": \"blk-0\", \"goal\": \"Fold a Crane\", \"step\": "
                                   "\"Fold 0.\", \"labels\": {%1}}\n")
                        .arg(labels)
                        .toUtf8());
        }
        // The new pairs start one before a block's end, so that the first block's rows
        // end and the second's begin within them.
        QVERIFY(count(owner, "SELECT max(id) FROM esd_pair") < 4095);
        owner.exec("SELECT setval(pg_get_serial_sequence('esd_pair', 'id'), 4094)");
        for (const QString &file : {two, many}) {
            const es::test::Run run = importAsLead(file);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QVERIFY(agree());
        }
        QCOMPARE(count(owner, "SELECT count(*) FROM esd_label_block b JOIN person n ON n.id = "
                              "b.person_id WHERE n.name IN ('ann_a', 'ann_b') AND b.block = 1"),
                 std::int64_t{2});
        QCOMPARE(count(owner, "SELECT count(*) FROM esd_label_block b JOIN person n ON n.id = "
                              "b.person_id WHERE n.name LIKE 'blk\\_rater\\_%'"),
                 std::int64_t{65});
        // Labels deleted by many at once leave their blocks all '0's, built.
        pg::Connection l = as("lead");
        l.exec("DELETE FROM esd_label WHERE pair_id IN (SELECT id FROM esd_pair WHERE ext_id LIKE "
               "'blk-%')");
        QVERIFY(l.changes() > 64);
        QVERIFY(count(owner, "SELECT count(*) FROM esd_label_block WHERE labels IS NULL") > 0);
        l.exec("SELECT eventscope_label_blocks_build()");
        QVERIFY(agree());
    }

    // A team set up under schema version 6 gets the policies of version 7's tables and the
    // grants of version 8's when its project is upgraded: an annotator's error labels and
    // judgements stay blind, and the score columns are read as the scores are.
    void teamOfAnEarlierVersionKeepsNewTablesBlind()
    {
        const QString name = QStringLiteral("es_roles_v6");
        const QString owner = es::test::freshDatabase(name);
        for (const char *file : {"openpi_demo.json", "esd_demo.jsonl"}) {
            QVERIFY(succeeded(es::test::runEventScope(
                {QStringLiteral("import"), demo(file), QStringLiteral("--db"), owner})));
        }
        QVERIFY(succeeded(cli("team", "init", "--db", owner)));
        for (const auto &[login, role] :
             {std::pair{"ann_a", "annotator"}, std::pair{"ann_b", "annotator"},
              std::pair{"val", "viewer"}}) {
            QVERIFY(succeeded(cli("role", login, role, "--db", owner)));
        }
        {
            // Back to version 6, as a project of an earlier EventScope was.
            pg::Connection c("dbname=" + name.toStdString());
            c.exec(es::test::kUndoVersion17);
            c.exec(es::test::kUndoModelSeeds);
            c.exec(es::test::kUndoVersion15);
            c.exec(es::test::kUndoVersion14);
            c.exec(es::test::kUndoLabelBlocks);
            c.exec(es::test::kUndoVersion10Guards);
            c.exec(es::test::kUndoVersion9);
            c.exec(
                "DROP TRIGGER esd_score_columns_stale ON esd_score; DROP FUNCTION "
                "eventscope_score_columns_stale(); DROP TABLE esd_score_column; "
                "DROP TABLE openpi_schema_prediction, openpi_states, openpi_schema_label, "
                "openpi_schema_review, openpi_expansion_rating; ALTER TABLE openpi_procedure DROP "
                "COLUMN clusters; ALTER TABLE ester_review DROP COLUMN reason_code; UPDATE "
                "eventscope_schema SET version = 6");
        }
        // The owner's next import upgrades the project; annotators work in it.
        const QStringList gpt{QStringLiteral("--model"), QStringLiteral("gpt")};
        for (const QStringList &args :
             {QStringList{demo("openpi_demo_schemata_pred.json")} + gpt,
              QStringList{demo("openpi_demo_schema_errors_ann_a.json"),
                          QStringLiteral("--annotator"), QStringLiteral("ann_a")} +
                  gpt,
              QStringList{demo("openpi_demo_schema_errors_ann_b.json"),
                          QStringLiteral("--annotator"), QStringLiteral("ann_b")} +
                  gpt,
              QStringList{demo("openpi_demo_states_pred.json")} + gpt,
              QStringList{demo("openpi_demo_states_ann_b.json"), QStringLiteral("--annotator"),
                          QStringLiteral("ann_b")}}) {
            QVERIFY(succeeded(es::test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                                      QStringList{QStringLiteral("--db"), owner})));
        }
        pg::Connection a = es::test::loginConnection(name, "ann_a");
        // Version 8's score columns are read by everyone, as the scores are.
        QCOMPARE(count(a, "SELECT count(*) FROM esd_score_column"), std::int64_t{0});
        QVERIFY(count(a, "SELECT count(*) FROM openpi_schema_label") > 0);
        QCOMPARE(count(a, "SELECT count(*) FROM openpi_schema_label WHERE person_id <> (SELECT id "
                          "FROM person "
                          "WHERE name = 'ann_a')"),
                 std::int64_t{0});
        a.exec("DELETE FROM openpi_schema_label WHERE person_id <> (SELECT id FROM person WHERE "
               "name = 'ann_a')");
        QCOMPARE(a.changes(), std::int64_t{0});
        pg::Connection o("dbname=" + name.toStdString());
        QVERIFY(
            count(
                o,
                "SELECT count(*) FROM openpi_schema_label WHERE person_id = (SELECT id FROM person "
                "WHERE name = 'ann_b')") > 0);
        // Version 12's label blocks are as blind as the labels.
        const std::string others =
            " WHERE person_id <> (SELECT id FROM person WHERE name = 'ann_a')";
        QVERIFY(count(a, "SELECT count(*) FROM esd_label_block") > 0);
        QCOMPARE(count(a, "SELECT count(*) FROM esd_label_block" + others), std::int64_t{0});
        QVERIFY(count(o, "SELECT count(*) FROM esd_label_block" + others) > 0);
        // Version 13 takes back the writes version 12 gave them.
        try {
            a.exec("UPDATE esd_label_block SET labels = NULL");
            QFAIL("ann_a wrote their blocks");
        } catch (const pg::Error &e) {
            QCOMPARE(e.sqlState(), std::string("42501"));
        }
        // Version 15: people's own states are as blind as their other work.
        QCOMPARE(count(o, "SELECT count(*) FROM openpi_states WHERE person_id IS NOT NULL"),
                 std::int64_t{2});
        QCOMPARE(count(a, "SELECT count(*) FROM openpi_states WHERE person_id IS NOT NULL"),
                 std::int64_t{0});
        QCOMPARE(count(a, "SELECT count(*) FROM openpi_states"), std::int64_t{2}); // the model's
        // The viewer reads the new tables too.
        pg::Connection v = es::test::loginConnection(name, "val");
        QVERIFY(count(v, "SELECT count(*) FROM openpi_schema_prediction") > 0);
        QCOMPARE(count(v, "SELECT count(*) FROM esd_label_block"),
                 count(o, "SELECT count(*) FROM esd_label_block"));
    }

    // An annotator removes a step they added, in a project whose models' scores are kept
    // as columns alone: removing it takes no lock on the scores, which they may not take.
    void annotatorRemovesTheStepTheyAdded()
    {
        es::db::Project project("dbname=" + kDatabase.toStdString() +
                                    " user=ann_a password=pw-ann_a",
                                es::db::Project::Open::ExistingOnly);
        es::db::EsdStore store(project);
        const es::db::EsdSnapshot snap = store.load();
        pg::Connection owner("dbname=" + kDatabase.toStdString());
        QVERIFY(count(owner, "SELECT count(*) FROM esd_score_column WHERE sole") > 0);
        const es::db::EsdPairRow step =
            store.addContributedStep(snap.goals.at(0).id, "Rinse the cup.", "ann_a");
        QCOMPARE(count(owner, "SELECT count(*) FROM esd_pair WHERE ext_id = '" + step.extId + "'"),
                 std::int64_t{1});
        try {
            store.removeContributedStep(step.id, "ann_a");
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        QCOMPARE(count(owner, "SELECT count(*) FROM esd_pair WHERE ext_id = '" + step.extId + "'"),
                 std::int64_t{0});
        before_ = ownerCounts(); // the two audit entries
    }

    // An annotator writes a question and removes it again, as the workbench's undo does.
    void annotatorRemovesTheQuestionTheyWrote()
    {
        try {
            es::db::Project project("dbname=" + kDatabase.toStdString() +
                                        " user=ann_a password=pw-ann_a",
                                    es::db::Project::Open::ExistingOnly);
            es::db::EsterStore store(project);
            pg::Connection owner("dbname=" + kDatabase.toStdString());
            const std::int64_t passage = count(owner, "SELECT min(id) FROM ester_passage");
            const std::int64_t id =
                store.addQuestion(passage, "ann_a", "Why did it rain?", "rain", {});
            QCOMPARE(count(owner,
                           "SELECT count(*) FROM ester_question WHERE id = " + std::to_string(id)),
                     std::int64_t{1});
            store.removeQuestion(id, "ann_a");
            QCOMPARE(count(owner,
                           "SELECT count(*) FROM ester_question WHERE id = " + std::to_string(id)),
                     std::int64_t{0});
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        before_ = ownerCounts(); // the two audit entries
    }

    void fileHasNoTeam()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.eventscope"));
        QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", file)));
        const auto r = cli("team", "init", "--db", file);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("a project file has no team"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_team_roles.moc"
