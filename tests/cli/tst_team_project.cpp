// A team project on a PostgreSQL server through the real binary: the throwaway cluster
// pg_virtualenv starts for this test (PGHOST, PGPORT, PGUSER, PGPASSWORD). The same
// files imported into a server and into a project file give the same figures, exports
// and disagreements; a database that is not a project is refused untouched. A machine
// without a server to start fails here; it never skips.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/engine/postgres.h"
#include "db/engine/connection.h"
#include "db/project.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::demo;
using es::test::fileHash;
using es::test::freshDatabase;
using es::test::pgEnv;
using es::test::sourcePath;
using es::test::succeeded;

namespace {

std::vector<std::string> tables(const QString &database)
{
    es::db::pg::Connection c("dbname=" + database.toStdString());
    es::db::pg::Statement s = c.prepare("SELECT tablename FROM pg_catalog.pg_tables WHERE "
                                        "schemaname = 'public' ORDER BY tablename");
    std::vector<std::string> out;
    while (s.step()) {
        out.push_back(s.text(0));
    }
    return out;
}

// Every demo file, with the names the command line takes for each.
const QList<QStringList> &demoImports()
{
    static const QList<QStringList> all = {
        {demo("esd_demo.jsonl")},
        {demo("ester_demo.json"), QStringLiteral("--split"), QStringLiteral("demo")},
        {demo("ester_demo_ann_a.json"), QStringLiteral("--split"), QStringLiteral("demo"),
         QStringLiteral("--annotator"), QStringLiteral("ann_a")},
        {demo("ester_demo_ann_b.json"), QStringLiteral("--split"), QStringLiteral("demo_ann_b"),
         QStringLiteral("--annotator"), QStringLiteral("ann_b")},
        {demo("ester_demo_pred.json"), QStringLiteral("--split"), QStringLiteral("demo"),
         QStringLiteral("--model"), QStringLiteral("flan-t5-demo")},
        {demo("openpi_demo.json")},
        {demo("openpi_demo_ann_a.json"), QStringLiteral("--annotator"), QStringLiteral("ann_a")},
        {demo("openpi_demo_ann_b.json"), QStringLiteral("--annotator"), QStringLiteral("ann_b")},
        {demo("openpi_demo_pred.json"), QStringLiteral("--model"), QStringLiteral("gpt-demo")},
        {demo("openpi_demo_gold_clusters.json")},
        {demo("openpi_demo_clusters_pred.json"), QStringLiteral("--model"),
         QStringLiteral("gpt-demo")},
        {demo("openpi_demo_attr_pred.json"), QStringLiteral("--model"), QStringLiteral("gpt-demo")},
        {demo("openpi_demo_schemata_pred.json"), QStringLiteral("--model"),
         QStringLiteral("gpt-demo")},
        {demo("openpi_demo_states_gold.json")},
        {demo("openpi_demo_states_pred.json"), QStringLiteral("--model"),
         QStringLiteral("gpt-demo")},
        {demo("openpi_demo_schema_errors_ann_a.json"), QStringLiteral("--annotator"),
         QStringLiteral("ann_a"), QStringLiteral("--model"), QStringLiteral("gpt-demo")},
        {demo("openpi_demo_schema_errors_ann_b.json"), QStringLiteral("--annotator"),
         QStringLiteral("ann_b"), QStringLiteral("--model"), QStringLiteral("gpt-demo")},
        {demo("openpi_demo_expansions_ann_a_entity.json"),
         demo("openpi_demo_expansions_ann_a_attribute.json"), QStringLiteral("--annotator"),
         QStringLiteral("ann_a")},
    };
    return all;
}

bool importAll(const QString &db)
{
    for (const QStringList &args : demoImports()) {
        if (!succeeded(es::test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                               QStringList{QStringLiteral("--db"), db}))) {
            return false;
        }
    }
    return true;
}

// What a command prints on the project, with its name taken out (the file's path and
// the server's URI differ by design).
QByteArray output(const QStringList &args, const QString &db)
{
    const auto r = es::test::runEventScope(args + QStringList{QStringLiteral("--db"), db});
    if (r.exitCode != 0) {
        qWarning() << args << r.err;
    }
    return r.out;
}

// `json` with the times of decisions taken out: the two projects' decisions were made
// a few milliseconds apart.
QJsonValue withoutTimes(const QJsonValue &json)
{
    if (json.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : json.toArray()) {
            out.append(withoutTimes(v));
        }
        return out;
    }
    if (json.isObject()) {
        QJsonObject out;
        const QJsonObject o = json.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QLatin1String("at") && it.key() != QLatin1String("set_at")) {
                out.insert(it.key(), withoutTimes(it.value()));
            }
        }
        return out;
    }
    return json;
}

QJsonValue parsed(const QByteArray &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

} // namespace

class TestTeamProject : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void initTestCase() { QVERIFY2(!pgEnv("PGPORT").isEmpty(), es::test::kNoServer); }

    // The demo's files on a server and in a file: every figure of report --json, the
    // disagreements, an adjudication and every export are the same.
    void serverGivesTheFileFigures()
    {
        const QString server = freshDatabase(QStringLiteral("es_same"));
        const QString file = dir_.filePath(QStringLiteral("same.eventscope"));
        QVERIFY(importAll(server));
        QVERIFY(importAll(file));

        for (const QString &db : {server, file}) {
            QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
            QVERIFY(succeeded(cli("adjudicate", "--db", db, "--dataset", "esd", "--item", "g1-s2",
                                  "--label", "0", "--as", "lead")));
        }
        const QByteArray report =
            output({QStringLiteral("report"), QStringLiteral("--json")}, file);
        QVERIFY(report.size() > 1000);
        QCOMPARE(output({QStringLiteral("report"), QStringLiteral("--json")}, server), report);
        // The figures a person checks first, against the file's.
        const QJsonObject esd = QJsonDocument::fromJson(report).object().value("esd").toObject();
        QCOMPARE(esd.value("pairs").toInt(), 56);
        QCOMPARE(es::test::datasetReport(server, QStringLiteral("esd")), esd);

        for (const char *dataset : {"esd", "ester", "openpi"}) {
            const QStringList args{QStringLiteral("disagreements"), QStringLiteral("--dataset"),
                                   QLatin1String(dataset), QStringLiteral("--json")};
            const QJsonValue fromFile = parsed(output(args, file));
            QVERIFY(!fromFile.toArray().isEmpty());
            QCOMPARE(withoutTimes(parsed(output(args, server))), withoutTimes(fromFile));
        }
        const QList<QStringList> exports = {
            {"--dataset", "esd", "--what", "pairs"},
            {"--dataset", "esd", "--what", "gold"},
            {"--dataset", "ester", "--split", "demo", "--what", "answers", "--annotator", "ann_a"},
            {"--dataset", "ester", "--split", "demo", "--what", "gold"},
            {"--dataset", "openpi", "--what", "procedures"},
            {"--dataset", "openpi", "--what", "salience", "--annotator", "ann_b"},
            {"--dataset", "openpi", "--what", "clusters", "--model", "gpt-demo"},
            {"--dataset", "openpi", "--what", "attribute-clusters", "--model", "gpt-demo"},
            {"--dataset", "openpi", "--what", "schemata", "--model", "gpt-demo"},
            {"--dataset", "openpi", "--what", "states"},
            {"--dataset", "openpi", "--what", "schema-errors", "--annotator", "ann_b", "--model",
             "gpt-demo"},
            {"--dataset", "openpi", "--what", "attribute-expansions", "--annotator", "ann_a"},
        };
        int n = 0;
        for (const QStringList &what : exports) {
            const QString a = dir_.filePath(QStringLiteral("server-%1").arg(n));
            const QString b = dir_.filePath(QStringLiteral("file-%1").arg(n++));
            QVERIFY(succeeded(es::test::runEventScope(QStringList{QStringLiteral("export"),
                                                                  QStringLiteral("--db"), server,
                                                                  QStringLiteral("--out"), a} +
                                                      what)));
            QVERIFY(succeeded(es::test::runEventScope(QStringList{QStringLiteral("export"),
                                                                  QStringLiteral("--db"), file,
                                                                  QStringLiteral("--out"), b} +
                                                      what)));
            QVERIFY2(fileHash(a) == fileHash(b), qPrintable(what.join(QLatin1Char(' '))));
        }
    }

    // A second import on top of the demo: what it adds, changes and leaves as it was is
    // counted as in a file, line for line, and a conflicting line is refused with the
    // same message; the figures after it agree.
    void reimportCountsAsInAFile()
    {
        const QString server = freshDatabase(QStringLiteral("es_again"));
        const QString file = dir_.filePath(QStringLiteral("again.eventscope"));
        const QString update = dir_.filePath(QStringLiteral("update.jsonl"));
        {
            QFile f(update);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                R"({"id": "g1-s1", "goal": "Toast Sunflower Seeds", "modifier": "Microwave Toasting", "step": "Spread the seeds on a microwave-safe plate.", "labels": {"ann_a": 0, "ann_b": 1, "ann_d": 1}}
{"id": "n1", "goal": "Fold a Paper Crane", "step": "Crease a square sheet\tdiagonally.", "labels": {"ann_a": 1}}
{"id": "n1", "goal": "Fold a Paper Crane", "step": "Crease a square sheet\tdiagonally.", "labels": {"ann_b": 0, "ann_a": -1}}
{"id": "g1-s1", "model": "flan-t5-base", "setting": "full", "score": 0.5}
{"id": "g1-s2", "model": "flan-t5-base", "setting": "full", "score": 0.478}
{"id": "n1", "model": "new-model", "setting": "core", "score": 1e-300}
{"id": "n1", "model": "new-model", "setting": "core", "score": 0.25}
)");
        }
        const QString conflict = dir_.filePath(QStringLiteral("conflict.jsonl"));
        {
            QFile f(conflict);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"id": "n2", "goal": "G", "step": "S", "labels": {"ann_a": 1}}
{"id": "g1-s2", "goal": "Toast Sunflower Seeds", "modifier": "Microwave Toasting", "step": "Another step.", "labels": {"ann_a": 1}}
)");
        }
        QByteArray outputs[2];
        QByteArray errors[2];
        int i = 0;
        for (const QString &db : {server, file}) {
            QVERIFY(succeeded(cli("import", demo("esd_demo.jsonl"), "--db", db)));
            const auto again = cli("import", update, "--db", db);
            QVERIFY(succeeded(again));
            outputs[i] = again.out;
            const auto refused = cli("import", conflict, "--db", db);
            QCOMPARE(refused.exitCode, 1);
            errors[i++] = refused.err;
        }
        QVERIFY2(outputs[1].contains(
                     "2 pairs (1 new), 5 labels (3 new, 1 changed), 4 scores (1 new, 2 changed)"),
                 outputs[1].constData());
        QCOMPARE(outputs[0], outputs[1]);
        QVERIFY2(
            errors[1].contains(
                "conflict.jsonl:2: id \"g1-s2\" is already in the project with a different step"),
            errors[1].constData());
        QCOMPARE(errors[0], errors[1]);
        QCOMPARE(output({QStringLiteral("report"), QStringLiteral("--json")}, server),
                 output({QStringLiteral("report"), QStringLiteral("--json")}, file));
        const QString a = dir_.filePath(QStringLiteral("again-server.jsonl"));
        const QString b = dir_.filePath(QStringLiteral("again-file.jsonl"));
        QVERIFY(succeeded(cli("export", "--db", server, "--dataset", "esd", "--out", a)));
        QVERIFY(succeeded(cli("export", "--db", file, "--dataset", "esd", "--out", b)));
        QCOMPARE(fileHash(a), fileHash(b));
    }

    // ESTER and OpenPI imports again on top of themselves: a model's answers and a
    // person's answers unchanged, a person's salience ratings all changed and changed
    // back. What each import says, the audit trail and the figures are those of a file.
    void esterAndOpenPiReimportsAsInAFile()
    {
        const QString server = freshDatabase(QStringLiteral("es_again2"));
        const QString file = dir_.filePath(QStringLiteral("again2.eventscope"));
        const QList<QStringList> imports = {
            {demo("ester_demo.json"), QStringLiteral("--split"), QStringLiteral("demo")},
            {demo("ester_demo_pred.json"), QStringLiteral("--model"), QStringLiteral("flan"),
             QStringLiteral("--split"), QStringLiteral("demo")},
            {demo("ester_demo_pred.json"), QStringLiteral("--model"), QStringLiteral("flan"),
             QStringLiteral("--split"), QStringLiteral("demo")},
            {demo("ester_demo_ann_a.json"), QStringLiteral("--split"), QStringLiteral("demo"),
             QStringLiteral("--annotator"), QStringLiteral("ann_a")},
            {demo("ester_demo_ann_a.json"), QStringLiteral("--split"), QStringLiteral("demo"),
             QStringLiteral("--annotator"), QStringLiteral("ann_a")},
            {demo("openpi_demo.json")},
            {demo("openpi_demo_ann_a.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_a")},
            {demo("openpi_demo_ann_b.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_a")},
            {demo("openpi_demo_ann_a.json"), QStringLiteral("--annotator"),
             QStringLiteral("ann_a")},
        };
        QList<QByteArray> said[2];
        QStringList trail[2];
        int i = 0;
        for (const QString &db : {server, file}) {
            for (const QStringList &args : imports) {
                const auto r =
                    es::test::runEventScope(QStringList{QStringLiteral("import")} + args +
                                            QStringList{QStringLiteral("--db"), db});
                QVERIFY2(succeeded(r), r.err.constData());
                said[i] << r.out;
            }
            es::db::Project p(db.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::Statement s = p.connection().prepare(
                "SELECT id, person, action, coalesce(item, ''), coalesce(old_value, ''), "
                "coalesce(new_value, ''), coalesce(detail, '') FROM audit ORDER BY id");
            // Who imported is the server's login on one side and this computer's user on
            // the other; everything else is the same.
            const std::string importer =
                db == server ? pgEnv("PGUSER").toStdString()
                             : qEnvironmentVariable("USER", QStringLiteral("cli")).toStdString();
            const auto same = [&importer](std::string text) {
                for (std::size_t at = text.find(importer); at != std::string::npos;
                     at = text.find(importer, at + 10)) {
                    text.replace(at, importer.size(), "<importer>");
                }
                return text;
            };
            while (s.step()) {
                trail[i] << QString::number(s.int64(0)) + QLatin1Char(' ') +
                                QString::fromStdString(same(s.text(1)) + ' ' + s.text(2) + ' ' +
                                                       s.text(3) + ' ' + s.text(4) + ' ' +
                                                       s.text(5) + ' ' + same(s.text(6)));
            }
            ++i;
        }
        QVERIFY2(said[1][7].contains("changed 71 salience ratings"), said[1][7].constData());
        QVERIFY2(said[1][2].contains("nothing new"), said[1][2].constData());
        QCOMPARE(said[0], said[1]);
        QCOMPARE(trail[0].filter(QStringLiteral("salience.set")).size(), 142);
        QCOMPARE(trail[0], trail[1]);
        QCOMPARE(output({QStringLiteral("report"), QStringLiteral("--json")}, server),
                 output({QStringLiteral("report"), QStringLiteral("--json")}, file));
    }

    // A project copied from a file to a server and back to a new file: every figure,
    // export, decision and audit entry is the same on all three, and the server takes new
    // imports after the copied rows. A project that holds data is not copied into.
    void copyThereAndBackIsLossless()
    {
        const QString first = dir_.filePath(QStringLiteral("first.eventscope"));
        const QString back = dir_.filePath(QStringLiteral("back.eventscope"));
        const QString server = freshDatabase(QStringLiteral("es_copy"));
        QVERIFY(importAll(first));
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", first)));
        QVERIFY(succeeded(cli("adjudicate", "--db", first, "--dataset", "esd", "--item", "g1-s2",
                              "--label", "0", "--as", "lead", "--note", "tab\there")));
        QVERIFY(succeeded(cli("copy", "--from", first, "--to", server)));
        QVERIFY(succeeded(cli("copy", "--from", server, "--to", back)));
        {
            // The copied labels' blocks are built, not left to be read as rows.
            es::db::pg::Connection c(server.toStdString());
            es::db::pg::Statement s =
                c.prepare("SELECT count(*), count(labels) FROM esd_label_block");
            QVERIFY(s.step());
            QVERIFY(s.int64(0) > 0);
            QCOMPARE(s.int64(1), s.int64(0));
        }

        const QByteArray report =
            output({QStringLiteral("report"), QStringLiteral("--json")}, first);
        QCOMPARE(output({QStringLiteral("report"), QStringLiteral("--json")}, server), report);
        QCOMPARE(output({QStringLiteral("report"), QStringLiteral("--json")}, back), report);
        for (const char *dataset : {"esd", "ester", "openpi"}) {
            const QStringList args{QStringLiteral("disagreements"), QStringLiteral("--dataset"),
                                   QLatin1String(dataset), QStringLiteral("--json")};
            QCOMPARE(output(args, back), output(args, first));
        }
        int n = 0;
        for (const QStringList &what : QList<QStringList>{
                 {"--dataset", "esd", "--what", "pairs"},
                 {"--dataset", "ester", "--split", "demo", "--what", "answers", "--annotator",
                  "ann_a"},
                 {"--dataset", "openpi", "--what", "salience", "--annotator", "ann_b"},
                 {"--dataset", "openpi", "--what", "schema-errors", "--annotator", "ann_a",
                  "--model", "gpt-demo"},
                 {"--dataset", "openpi", "--what", "entity-expansions", "--annotator", "ann_a"},
                 {"--dataset", "openpi", "--what", "states", "--model", "gpt-demo"}}) {
            QByteArray hashes[2];
            int k = 0;
            for (const QString &db : {first, back}) {
                const QString out = dir_.filePath(QStringLiteral("copy-%1-%2").arg(n).arg(k));
                QVERIFY(succeeded(es::test::runEventScope(
                    QStringList{QStringLiteral("export"), QStringLiteral("--db"), db,
                                QStringLiteral("--out"), out} +
                    what)));
                hashes[k++] = fileHash(out);
            }
            ++n;
            QCOMPARE(hashes[1], hashes[0]);
        }
        // The audit trail, entry for entry.
        const auto trail = [](const QString &db) {
            es::db::Project p(db.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::Statement s = p.connection().prepare(
                "SELECT id, at, person, action, coalesce(item, ''), coalesce(detail, '') FROM "
                "audit ORDER BY id");
            QStringList out;
            while (s.step()) {
                out << QString::number(s.int64(0)) +
                           QString::fromStdString(s.text(1) + s.text(2) + s.text(3) + s.text(4) +
                                                  s.text(5));
            }
            return out;
        };
        QVERIFY(trail(first).size() > 10);
        QCOMPARE(trail(server), trail(first));
        QCOMPARE(trail(back), trail(first));

        // New rows on the server follow the copied ids.
        QVERIFY(succeeded(
            cli("import", demo("openpi_demo_ann_b.json"), "--annotator", "ann_c", "--db", server)));
        // Neither a project with data nor an existing file is copied into.
        const auto again = cli("copy", "--from", first, "--to", server);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("already holds a project's data"), again.err.constData());
        const QByteArray backBefore = fileHash(back);
        QCOMPARE(cli("copy", "--from", first, "--to", back).exitCode, 1);
        QCOMPARE(fileHash(back), backBefore);
    }

    // A database holding someone else's tables is no project: refused in one line that
    // names it, and left exactly as it was.
    void foreignDatabaseIsRefusedUntouched()
    {
        const QString server = freshDatabase(QStringLiteral("es_foreign"));
        {
            es::db::pg::Connection c("dbname=es_foreign");
            c.exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total NUMERIC)");
        }
        const auto r = cli("import", demo("esd_demo.jsonl"), "--db", server);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(QStringLiteral("/es_foreign: not an EventScope project (a database "
                                             "with other tables)")) &&
                     !err.contains(QLatin1Char('\n')),
                 qPrintable(err));
        QCOMPARE(tables(QStringLiteral("es_foreign")), std::vector<std::string>{"invoices"});
    }

    // Reading never makes a project: a report on an empty database is refused and the
    // database stays empty.
    void readingAnEmptyDatabaseCreatesNothing()
    {
        const QString server = freshDatabase(QStringLiteral("es_empty"));
        const auto r = cli("report", "--db", server);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("es_empty: no such project"), r.err.constData());
        QVERIFY(tables(QStringLiteral("es_empty")).empty());
    }

    // A password given in the URI never appears in what EventScope prints.
    void passwordNeverPrinted()
    {
        freshDatabase(QStringLiteral("es_secret"));
        const QString uri = QStringLiteral("postgresql://%1:not-the-password@%2:%3/es_secret")
                                .arg(pgEnv("PGUSER"), pgEnv("PGHOST"), pgEnv("PGPORT"));
        const auto r = cli("report", "--db", uri);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains("not-the-password") && !r.out.contains("not-the-password"),
                 r.err.constData());
        QVERIFY2(r.err.contains("cannot connect to postgresql://"), r.err.constData());
    }

    // On a server every audit entry of import, role, assign and group names the login the
    // server knows, whoever the computer's user is (they named $USER, or "cli").
    void auditNamesTheConnectedLogin()
    {
        const QString server = freshDatabase(QStringLiteral("es_actor"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("USER"), QStringLiteral("someone-at-the-keyboard"));
        for (const QStringList &args : {QStringList{"import", demo("esd_demo.jsonl")},
                                        QStringList{"import", demo("ester_demo_ann_a.json"),
                                                    "--split", "demo", "--annotator", "ann_a"},
                                        QStringList{"role", "ann_x", "annotator"},
                                        QStringList{"assign", "--dataset", "esd", "--annotators",
                                                    "ann_a,ann_b", "--overlap", "1", "--accept-uncounted"},
                                        QStringList{"group", "crowd", "--members", "ann_z"}}) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(EVENTSCOPE_BINARY), args + QStringList{"--db", server});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        }
        es::db::pg::Connection c("dbname=es_actor");
        es::db::pg::Statement s = c.prepare(
            "SELECT action, string_agg(DISTINCT person, ',') FROM audit WHERE action IN "
            "('import', 'role.set', 'assign', 'group.create', 'group.add') GROUP BY action "
            "ORDER BY action");
        QStringList seen;
        while (s.step()) {
            seen << QString::fromStdString(s.text(0) + " " + s.text(1));
        }
        const QString login = pgEnv("PGUSER");
        QCOMPARE(seen,
                 QStringList({"assign " + login, "group.add " + login, "group.create " + login,
                              "import " + login, "role.set " + login}));
    }

    // Two imports into one new database at once: one makes the project, both land.
    void twoImportsAtOnceBothLand()
    {
        const QString server = freshDatabase(QStringLiteral("es_two"));
        QProcess a, b;
        for (auto [p, file] :
             {std::pair{&a, demo("esd_demo.jsonl")}, std::pair{&b, demo("openpi_demo.json")}}) {
            p->setProgram(QStringLiteral(EVENTSCOPE_BINARY));
            p->setArguments({QStringLiteral("import"), file, QStringLiteral("--db"), server});
            p->start();
        }
        QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        QCOMPARE(es::test::datasetReport(server, QStringLiteral("esd")).value("pairs").toInt(), 56);
        QCOMPARE(
            es::test::datasetReport(server, QStringLiteral("openpi")).value("procedures").toInt(),
            3);
    }

    // Two annotators' files of the same new pairs, imported at once (the team's usual
    // start): both land whole, every pair once, each label under its annotator, and the
    // figures are those of the same two files imported one after the other into a file.
    void twoImportsOfTheSamePairsAtOnceBothLand()
    {
        QTemporaryDir dir;
        QFile in(demo("esd_demo.jsonl"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QStringList files;
        for (const char *who : {"ann_x", "ann_y"}) {
            QFile out(dir.filePath(QString::fromLatin1(who) + QStringLiteral(".jsonl")));
            QVERIFY(out.open(QIODevice::WriteOnly));
            in.seek(0);
            int n = 0;
            while (!in.atEnd()) {
                QJsonObject o = QJsonDocument::fromJson(in.readLine()).object();
                if (!o.contains(QStringLiteral("labels"))) {
                    continue; // scores: not what this is about
                }
                o[QStringLiteral("labels")] =
                    QJsonObject{{QString::fromLatin1(who), (n++ % 3) - 1}};
                out.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
            }
            files << out.fileName();
        }
        const QString server = freshDatabase(QStringLiteral("es_same"));
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", server)));
        QProcess a, b;
        for (auto [p, file] : {std::pair{&a, files[0]}, std::pair{&b, files[1]}}) {
            p->setProgram(QStringLiteral(EVENTSCOPE_BINARY));
            p->setArguments({QStringLiteral("import"), file, QStringLiteral("--db"), server});
            p->start();
        }
        QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        const QString file = dir.filePath(QStringLiteral("same.eventscope"));
        for (const QString &f : files) {
            QVERIFY(succeeded(cli("import", f, "--db", file)));
        }
        const QJsonObject onServer = es::test::datasetReport(server, QStringLiteral("esd"));
        QCOMPARE(onServer.value("pairs").toInt(), 56);
        QCOMPARE(onServer.value("annotators").toArray().size(), 2);
        QCOMPARE(onServer, es::test::datasetReport(file, QStringLiteral("esd")));
    }
};

QTEST_GUILESS_MAIN(TestTeamProject)
#include "tst_team_project.moc"
