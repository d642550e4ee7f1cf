// An annotator's day offline on a real server: `eventscope checkout` takes their view of a
// team project into a file, they label there, and `eventscope sync` writes their labels
// back with the times they were given, exactly once (a sync killed at any moment and run
// again writes nothing twice); a label they changed from another machine meanwhile is a
// conflict left as it is on both sides until they say --mine or --theirs; pairs decided
// and goals assigned meanwhile are named; another person's or an adjudicator's checkout
// is refused.
#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/assignments.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/project.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <csignal>
#include <set>

using es::test::cli;
using es::test::succeeded;
namespace pg = es::db::pg;

namespace {

const QString kDatabase = QStringLiteral("offline_team");

QString uri(const QString &user = es::test::pgEnv("PGUSER"))
{
    return es::test::databaseUri(kDatabase, user);
}

// Runs the command line as `user`, with their password as ~/.pgpass or PGPASSWORD would
// give it.
es::test::Run as(const char *user, const QStringList &arguments)
{
    const QByteArray owner = qgetenv("PGPASSWORD");
    qputenv("PGPASSWORD", QByteArray("pw-") + user);
    es::test::Run r = es::test::runEventScope(arguments);
    qputenv("PGPASSWORD", owner);
    return r;
}

std::string serverAs(const char *user)
{
    return uri(QString::fromLatin1(user)).toStdString() + "?password=pw-" + user;
}

// The person's label of the pair and its time, on the server (as its owner) or in a file.
std::pair<std::optional<int>, std::string> labelOf(es::db::Project &p, const std::string &pair,
                                                   const std::string &person)
{
    es::db::Statement s = p.connection().prepare(
        "SELECT l.label, l.set_at FROM esd_label l JOIN esd_pair e ON e.id = l.pair_id JOIN "
        "person n ON n.id = l.person_id WHERE e.ext_id = ? AND n.name = ?");
    s.bind(1, pair).bind(2, person);
    if (!s.step()) {
        return {std::nullopt, {}};
    }
    return {s.integer(0), s.text(1)};
}

std::int64_t syncAudits(const std::string &pair)
{
    es::db::Project owner(uri().toStdString(), es::db::Project::Open::ExistingOnly);
    es::db::Statement s = owner.connection().prepare(
        "SELECT count(*) FROM audit WHERE action = 'label.sync' AND item = ?");
    s.bind(1, pair);
    s.step();
    return s.int64(0);
}

// The person's ESD goals as the server assigns them, by "goal (modifier)".
std::set<std::string> goalsOf(const std::string &person)
{
    es::db::Project owner(uri().toStdString(), es::db::Project::Open::ExistingOnly);
    std::set<std::string> out;
    const es::db::EsdSnapshot snap = es::db::EsdStore(owner).load();
    for (const std::int64_t id : es::db::AssignmentStore(owner).queue("esd", person)) {
        for (const auto &g : snap.goals) {
            if (g.id == id) {
                out.insert(g.modifier.empty() ? g.goal : g.goal + " (" + g.modifier + ")");
            }
        }
    }
    return out;
}

} // namespace

class TestOfflineCli : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    std::vector<std::string> pairs_; // the demo's first pairs, by ext id

    QString path(const QString &name) const { return dir_.filePath(name); }

    // Labels in the checkout as the workbench gives them there.
    void labelOffline(const QString &file, const std::string &pair, std::optional<int> label)
    {
        es::db::Project p(file.toStdString(), es::db::Project::Open::ExistingOnly);
        es::db::EsdStore store(p);
        store.setLabel(store.pairId(pair), "ann_x",
                       label ? std::optional(static_cast<std::int8_t>(*label)) : std::nullopt);
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(!es::test::pgEnv("PGPORT").isEmpty(), es::test::kNoServer);
        es::test::freshDatabase(kDatabase);
        QVERIFY(succeeded(cli("import",
                              es::test::sourcePath(QStringLiteral("resources/demo/esd_demo.jsonl")),
                              "--db", uri())));
        QVERIFY(succeeded(cli("team", "init", "--db", uri())));
        for (const auto &[name, role] :
             {std::pair{"ann_x", "annotator"}, std::pair{"ann_y", "annotator"},
              std::pair{"lead", "adjudicator"}}) {
            QVERIFY(succeeded(cli("role", name, role, "--db", uri())));
            pg::Connection("dbname=postgres")
                .exec(std::string("ALTER ROLE ") + name + " PASSWORD 'pw-" + name + "'");
        }
        QVERIFY(
            succeeded(cli("assign", "--db", uri(), "--dataset", "esd", "--annotators",
                          "ann_x,ann_y", "--overlap", "1", "--seed", "1", "--accept-uncounted")));
        es::db::Project owner(uri().toStdString(), es::db::Project::Open::ExistingOnly);
        for (const auto &pair : es::db::EsdStore(owner).load().pairs) {
            pairs_.push_back(pair.extId);
        }
        QVERIFY(pairs_.size() >= 8);
    }

    void aDayOffline()
    {
        // Two labels given online before the day.
        {
            es::db::Project x(serverAs("ann_x"), es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(x);
            store.setLabel(store.pairId(pairs_[0]), "ann_x", 1);
            store.setLabel(store.pairId(pairs_[1]), "ann_x", 0);
        }
        const QString file = path(QStringLiteral("day.eventscope"));
        const es::test::Run out =
            as("ann_x", {QStringLiteral("checkout"), QStringLiteral("--db"),
                         uri(QStringLiteral("ann_x")), QStringLiteral("--to"), file});
        QVERIFY2(succeeded(out), out.err.constData());
        QVERIFY2(out.out.contains("ann_x's work, 2 ESD labels"), out.out.constData());
        {
            // The file holds ann_x's view: their own labels, no one else's.
            es::db::Project f(file.toStdString(), es::db::Project::Open::ExistingOnly);
            const es::db::EsdSnapshot snap = es::db::EsdStore(f).load();
            QCOMPARE(snap.annotators, std::vector<std::string>{"ann_x"});
        }

        // The day offline: p0 relabelled, p1 relabelled, p2 and p3 labelled.
        labelOffline(file, pairs_[0], 0);
        labelOffline(file, pairs_[1], 1);
        labelOffline(file, pairs_[2], 1);
        labelOffline(file, pairs_[3], 0);
        // Meanwhile on the server: ann_x relabels p0 from another machine, the lead decides
        // p3, and the assignments are drawn again.
        {
            es::db::Project x(serverAs("ann_x"), es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(x);
            store.setLabel(store.pairId(pairs_[0]), "ann_x", -1);
        }
        QVERIFY(succeeded(cli("adjudicate", "--db", uri(), "--dataset", "esd", "--item",
                              QString::fromStdString(pairs_[3]), "--label", "1", "--as", "lead")));
        const std::set<std::string> then = goalsOf("ann_x");
        QVERIFY(succeeded(cli("assign", "--db", uri(), "--dataset", "esd", "--annotators",
                              "ann_x,ann_y", "--overlap", "1", "--seed", "9", "--replace",
                              "--accept-uncounted")));

        const es::test::Run first =
            as("ann_x", {QStringLiteral("sync"), QStringLiteral("--db"), file});
        QCOMPARE(first.exitCode, 1);
        QVERIFY2(first.out.contains("3 label(s) written, 0 already there, 0 taken from the server"),
                 first.out.constData());
        QVERIFY2(first.out.contains(QByteArray("conflict: ") + pairs_[0].c_str() +
                                    ": 1 when checked out, -1 on the server now, 0 here"),
                 first.out.constData());
        QVERIFY2(first.out.contains(QByteArray("decided meanwhile: ") + pairs_[3].c_str()),
                 first.out.constData());
        QVERIFY2(first.err.contains("1 label changed on the server meanwhile was left as it is on "
                                    "both sides; sync --mine writes yours, --theirs takes the "
                                    "server's"),
                 first.err.constData());
        QCOMPARE(first.err.count('\n'), 1);
        // Each goal assigned or taken away by the new draw is named, and no other.
        const std::set<std::string> now = goalsOf("ann_x");
        int named = 0;
        for (const std::string &g : now) {
            if (then.count(g) == 0) {
                QVERIFY2(first.out.contains(("assigned to you meanwhile: " + g + "\n").c_str()),
                         first.out.constData());
                ++named;
            }
        }
        for (const std::string &g : then) {
            if (now.count(g) == 0) {
                QVERIFY2(first.out.contains(("no longer assigned to you: " + g + "\n").c_str()),
                         first.out.constData());
                ++named;
            }
        }
        QCOMPARE(first.out.count("assigned to you"), named);
        {
            es::db::Project owner(uri().toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::Project f(file.toStdString(), es::db::Project::Open::ExistingOnly);
            // Written with the times they were given offline; the conflict left alone.
            for (std::size_t i = 1; i <= 3; ++i) {
                QCOMPARE(labelOf(owner, pairs_[i], "ann_x"), labelOf(f, pairs_[i], "ann_x"));
            }
            QCOMPARE(labelOf(owner, pairs_[0], "ann_x").first, std::optional(-1));
            QCOMPARE(labelOf(f, pairs_[0], "ann_x").first, std::optional(0));
        }
        // Again: nothing written twice, the conflict still there.
        const es::test::Run again =
            as("ann_x", {QStringLiteral("sync"), QStringLiteral("--db"), file});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.out.contains("0 label(s) written, 0 already there"), again.out.constData());
        QCOMPARE(syncAudits(pairs_[1]), 1);
        // The server's label wins where ann_x says so, into the file.
        const es::test::Run theirs = as("ann_x", {QStringLiteral("sync"), QStringLiteral("--db"),
                                                  file, QStringLiteral("--theirs")});
        QVERIFY2(succeeded(theirs), theirs.err.constData());
        QVERIFY2(theirs.out.contains("1 taken from the server"), theirs.out.constData());
        {
            es::db::Project f(file.toStdString(), es::db::Project::Open::ExistingOnly);
            QCOMPARE(labelOf(f, pairs_[0], "ann_x").first, std::optional(-1));
        }
        QVERIFY(succeeded(as("ann_x", {QStringLiteral("sync"), QStringLiteral("--db"), file})));
    }

    // A sync killed at moments spread over its run, then run again: every label arrives,
    // once.
    void aSyncCutShortWritesNothingTwice()
    {
        const QString file = path(QStringLiteral("cut.eventscope"));
        QVERIFY(
            succeeded(as("ann_y", {QStringLiteral("checkout"), QStringLiteral("--db"),
                                   uri(QStringLiteral("ann_y")), QStringLiteral("--to"), file})));
        for (int round = 0; round < 4; ++round) {
            const std::string pair = pairs_[4 + static_cast<std::size_t>(round)];
            {
                es::db::Project p(file.toStdString(), es::db::Project::Open::ExistingOnly);
                es::db::EsdStore store(p);
                store.setLabel(store.pairId(pair), "ann_y", static_cast<std::int8_t>(round % 2));
            }
            QProcess sync;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("pw-ann_y"));
            sync.setProcessEnvironment(env);
            sync.start(QStringLiteral(EVENTSCOPE_BINARY),
                       {QStringLiteral("sync"), QStringLiteral("--db"), file});
            QVERIFY(sync.waitForStarted());
            QThread::msleep(static_cast<unsigned long>(40 * round));
            ::kill(static_cast<pid_t>(sync.processId()), SIGKILL);
            QVERIFY(sync.waitForFinished());
            QThread::msleep(200); // the server notices the client gone
            const es::test::Run again =
                as("ann_y", {QStringLiteral("sync"), QStringLiteral("--db"), file});
            QVERIFY2(succeeded(again), again.err.constData());
            es::db::Project owner(uri().toStdString(), es::db::Project::Open::ExistingOnly);
            QCOMPARE(labelOf(owner, pair, "ann_y").first, std::optional(round % 2));
            QCOMPARE(syncAudits(pair), 1);
        }
    }

    // Work sync does not write back yet is named, and stays in the file.
    void otherWorkIsNamedAndKept()
    {
        const QString file = path(QStringLiteral("cut.eventscope"));
        {
            es::db::Project p(file.toStdString(), es::db::Project::Open::ExistingOnly);
            p.connection().exec("INSERT INTO esd_core_label(pair_id, person_id, label, set_at) "
                                "SELECT min(id), (SELECT id FROM person WHERE name = 'ann_y'), 1, "
                                "'2026-12-08T00:00:00.000Z' FROM esd_pair");
            es::db::EsdStore store(p);
            store.setLabel(store.pairId(pairs_[0]), "ann_y", 1);
        }
        const es::test::Run r = as("ann_y", {QStringLiteral("sync"), QStringLiteral("--db"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("1 label(s) written"), r.out.constData());
        QVERIFY2(r.err.contains("work changed here that sync does not write back yet stays in "
                                "this file only: esd_core_label (ESD labels are synced)"),
                 r.err.constData());
        es::db::Project p(file.toStdString(), es::db::Project::Open::ExistingOnly);
        es::db::Statement kept = p.connection().prepare("SELECT count(*) FROM esd_core_label");
        kept.step();
        QCOMPARE(kept.int64(0), 1);
    }

    void refused()
    {
        const QString file = path(QStringLiteral("lead.eventscope"));
        const es::test::Run lead =
            as("lead", {QStringLiteral("checkout"), QStringLiteral("--db"),
                        uri(QStringLiteral("lead")), QStringLiteral("--to"), file});
        QCOMPARE(lead.exitCode, 1);
        QVERIFY2(lead.err.contains("lead is no annotator here"), lead.err.constData());
        QVERIFY(!QFile::exists(file));
        // A file that is no checkout.
        const QString plain = path(QStringLiteral("plain.eventscope"));
        QVERIFY(succeeded(cli("import",
                              es::test::sourcePath(QStringLiteral("resources/demo/esd_demo.jsonl")),
                              "--db", plain)));
        const es::test::Run notOne = cli("sync", "--db", plain);
        QCOMPARE(notOne.exitCode, 1);
        QVERIFY2(notOne.err.contains("not a checkout"), notOne.err.constData());
        // ann_y's checkout synced by ann_x's login.
        const QString theirs = path(QStringLiteral("cut.eventscope"));
        const es::test::Run other =
            as("ann_x", {QStringLiteral("sync"), QStringLiteral("--db"), theirs});
        QCOMPARE(other.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestOfflineCli)
#include "tst_offline_cli.moc"
