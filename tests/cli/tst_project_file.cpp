// A project file is never damaged and never mistaken: every command refuses a file that
// is not an EventScope project (or one from a newer or broken EventScope) with one line
// naming it, and leaves it byte for byte as it was; a read does not create a missing
// project; a second writer waits for the first and, when it cannot, says who holds it.
// On the server engine the same holds for a database (every row as it was); what only a
// file has (its header, journal files, POSIX locks) is checked on files alone.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/engine/connection.h"
#include "db/project.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace es;
using es::test::onServer;
using es::test::projectExists;
using es::test::projectFingerprint;
using es::test::sourcePath;

namespace {

const QString kFixture = QStringLiteral("tests/cli/fixtures/esd_generated.jsonl");

// An ESD file of `n` pairs labelled by `annotator`, ids prefixed so two files add
// different pairs.
QString writeLabels(const QString &dir, const QString &prefix, const QString &annotator, int n)
{
    const QString path = dir + QLatin1Char('/') + prefix + QStringLiteral(".jsonl");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        return {};
    }
    for (int i = 0; i < n; ++i) {
        f.write(QStringLiteral("{\"id\": \"%1-%2\", \"goal\": \"Goal %1\", \"step\": \"Step %2\", "
                               "\"labels\": {\"%3\": %4}}\n")
                    .arg(prefix)
                    .arg(i)
                    .arg(annotator)
                    .arg(i % 2)
                    .toUtf8());
    }
    return path;
}

QProcess *startCli(const QStringList &arguments, const QString &busyTimeoutMs = {})
{
    auto *p = new QProcess;
    p->setProgram(QStringLiteral(EVENTSCOPE_BINARY));
    p->setArguments(arguments);
    if (!busyTimeoutMs.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EVENTSCOPE_BUSY_TIMEOUT_MS"), busyTimeoutMs);
        p->setProcessEnvironment(env);
    }
    p->start();
    return p;
}

// A writer that holds the project until it commits: the file's write lock, or on a
// server the pairs' table, which every ESD import writes.
db::Connection holdWrites(const QString &project)
{
    if (onServer()) {
        db::Connection c{db::pg::Connection(project.toStdString())};
        c.exec("BEGIN; LOCK TABLE esd_pair IN EXCLUSIVE MODE");
        return c;
    }
    db::Connection c(project.toStdString(), db::Connection::Mode::ReadWrite);
    c.exec("BEGIN IMMEDIATE");
    return c;
}

std::int64_t pairs(const QString &path)
{
    db::Project p(path.toStdString(), db::Project::Open::ExistingOnly);
    db::Statement s = p.connection().prepare("SELECT count(*) FROM esd_pair");
    s.step();
    return s.int64(0);
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString project_;

    QString path(const QString &name) const { return dir_.filePath(name); }

    // A copy of the imported project with PRAGMA user_version set, in rollback-journal
    // mode so that the file alone holds it; on a server, with that schema version.
    QString withVersion(int version)
    {
        const QString p =
            es::test::copyProject(project_, path(QStringLiteral("v%1.eventscope").arg(version)));
        if (p.isEmpty()) {
            return {};
        }
        if (onServer()) {
            db::pg::Connection(p.toStdString())
                .exec("UPDATE eventscope_schema SET version = " + std::to_string(version));
            return p;
        }
        db::Connection c(p.toStdString(), db::Connection::Mode::ReadWrite);
        c.exec("PRAGMA journal_mode = DELETE");
        c.exec("PRAGMA user_version = " + std::to_string(version));
        return p;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(test::engineReady(), test::kNoServer);
        project_ = test::projectLocation(path(QStringLiteral("project.eventscope")));
        QVERIFY(test::succeeded(test::cli(QStringLiteral("import"), sourcePath(kFixture),
                                          QStringLiteral("--db"), project_)));
        if (onServer()) {
            return;
        }
        // One file holds the whole project for the copies below.
        db::Connection c(project_.toStdString(), db::Connection::Mode::ReadWrite);
        c.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }

    void refusedUntouched_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("command");

        QTest::newRow("user_version -1")
            << withVersion(-1) << QStringLiteral("schema version -1") << "report";
        QTest::newRow("user_version -2")
            << withVersion(-2) << QStringLiteral("schema version -2") << "import";
        QTest::newRow("user_version 999")
            << withVersion(999) << QStringLiteral("999 is newer") << "report";

        if (onServer()) {
            // A database of another program's tables, one of them of EventScope's name.
            for (const char *name : {"foreign", "other-app"}) {
                const QString db = test::projectLocation(path(QLatin1String(name)));
                db::pg::Connection(db.toStdString())
                    .exec(name == std::string("foreign")
                              ? "CREATE TABLE foo(x INTEGER); INSERT INTO foo VALUES (1)"
                              : "CREATE TABLE project_meta(key TEXT, value TEXT)");
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 database, report").arg(QLatin1String(name))))
                    << db << QStringLiteral("other tables") << "report";
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 database, import").arg(QLatin1String(name))))
                    << db << QStringLiteral("other tables") << "import";
            }
            return; // the rest are files' headers and journals
        }

        const QString foreign = path(QStringLiteral("foreign.sqlite"));
        {
            db::Connection c(foreign.toStdString(), db::Connection::Mode::ReadWriteCreate);
            c.exec("CREATE TABLE foo(x); INSERT INTO foo VALUES (1)");
        }
        QTest::newRow("foreign SQLite, report")
            << foreign << QStringLiteral("other tables") << "report";
        QTest::newRow("foreign SQLite, import")
            << foreign << QStringLiteral("other tables") << "import";

        // In WAL mode an SQLite reader would leave -shm and -wal files beside it.
        const QString foreignWal = path(QStringLiteral("foreign-wal.sqlite"));
        {
            db::Connection c(foreignWal.toStdString(), db::Connection::Mode::ReadWriteCreate);
            c.exec("PRAGMA journal_mode = WAL; CREATE TABLE foo(x); INSERT INTO foo VALUES (1)");
        }
        QTest::newRow("foreign SQLite in WAL mode")
            << foreignWal << QStringLiteral("other tables") << "report";

        // Another program's file that happens to have a table of EventScope's name.
        const QString otherApp = path(QStringLiteral("other-app.sqlite"));
        {
            db::Connection c(otherApp.toStdString(), db::Connection::Mode::ReadWriteCreate);
            c.exec("PRAGMA application_id = 1234; CREATE TABLE project_meta(key, value); PRAGMA "
                   "user_version = 1");
        }
        QTest::newRow("another program's application id")
            << otherApp << QStringLiteral("application id 1234") << "import";

        const QString empty = path(QStringLiteral("empty.eventscope"));
        QFile(empty).open(QIODevice::WriteOnly);
        QTest::newRow("empty file") << empty << QStringLiteral("empty file") << "import";

        // Cut short (a copy that stopped), and a page overwritten (the pairs' table's root).
        QFile whole(project_);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray bytes = whole.readAll();
        const QString cut = path(QStringLiteral("cut.eventscope"));
        QFile c(cut);
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(bytes.left(bytes.size() / 2));
        c.close();
        QTest::newRow("cut short, import") << cut << QStringLiteral("cut short") << "import";
        QTest::newRow("cut short, report") << cut << QStringLiteral("cut short") << "report";
        const QString damaged = path(QStringLiteral("damaged.eventscope"));
        {
            db::Connection read(project_.toStdString(), db::Connection::Mode::ReadOnlyImmutable);
            db::Statement s = read.prepare("SELECT rootpage, (SELECT page_size FROM "
                                           "pragma_page_size) FROM sqlite_master WHERE name = "
                                           "'esd_pair'");
            QVERIFY(s.step());
            QByteArray broken = bytes;
            broken.replace((s.int64(0) - 1) * s.int64(1), 100, QByteArray(100, '\xff'));
            QFile d(damaged);
            QVERIFY(d.open(QIODevice::WriteOnly));
            d.write(broken);
        }
        QTest::newRow("damaged page, import") << damaged << QStringLiteral("damaged") << "import";
        QTest::newRow("damaged page, report") << damaged << QStringLiteral("damaged") << "report";

        const QString text = path(QStringLiteral("notes.txt"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("These are my notes, not a project.\n");
        }
        QTest::newRow("text file") << text << QStringLiteral("not an SQLite database") << "import";
    }

    void refusedUntouched()
    {
        QFETCH(QString, file);
        QFETCH(QString, problem);
        QFETCH(QString, command);
        QVERIFY(!file.isEmpty());
        const QByteArray before = projectFingerprint(file);
        const auto run = command == QLatin1String("import")
                             ? test::cli(QStringLiteral("import"), sourcePath(kFixture),
                                         QStringLiteral("--db"), file)
                             : test::cli(QStringLiteral("report"), QStringLiteral("--db"), file);
        QCOMPARE(run.exitCode, 1);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.contains(QFileInfo(file).fileName()) && err.contains(problem),
                 qPrintable(err));
        QCOMPARE(projectFingerprint(file), before);
        // Nothing beside it either: no journal, no WAL.
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(file + QStringLiteral("-journal")));
        QVERIFY(!QFile::exists(file + QStringLiteral("-shm")));
    }

    // New projects say what they are in the header; one made before that is still
    // recognised by its tables.
    void applicationId()
    {
        if (onServer()) {
            QSKIP("the application id is a field of an SQLite file's header");
        }
        db::Connection c(project_.toStdString(), db::Connection::Mode::ReadOnly);
        db::Statement id = c.prepare("PRAGMA application_id");
        QVERIFY(id.step());
        QCOMPARE(id.int64(0), std::int64_t(0x45537072));

        const QString older = withVersion(db::Project::currentSchemaVersion());
        {
            db::Connection w(older.toStdString(), db::Connection::Mode::ReadWrite);
            w.exec("PRAGMA application_id = 0");
        }
        const auto run = test::cli(QStringLiteral("report"), QStringLiteral("--db"), older);
        QVERIFY2(test::succeeded(run), run.err.constData());
        QVERIFY(run.out.contains("Pairs"));
    }

    // Two imports that both find the project missing: one creates it, the other waits and
    // adds to it; neither trips over the other's half-made schema.
    void twoWritersCreateOneProject()
    {
        const QString db = test::projectLocation(path(QStringLiteral("created-twice.eventscope")));
        const QString a =
            writeLabels(dir_.path(), QStringLiteral("new-a"), QStringLiteral("ann_a"), 30);
        const QString b =
            writeLabels(dir_.path(), QStringLiteral("new-b"), QStringLiteral("ann_b"), 30);
        std::unique_ptr<QProcess> first(
            startCli({QStringLiteral("import"), a, QStringLiteral("--db"), db}));
        std::unique_ptr<QProcess> second(
            startCli({QStringLiteral("import"), b, QStringLiteral("--db"), db}));
        QVERIFY(first->waitForFinished(60000));
        QVERIFY(second->waitForFinished(60000));
        QVERIFY2(first->exitCode() == 0, first->readAllStandardError().constData());
        QVERIFY2(second->exitCode() == 0, second->readAllStandardError().constData());
        QCOMPARE(pairs(db), std::int64_t(60));
    }

    void readDoesNotCreate()
    {
        // On a server: an empty database.
        const QString missing = test::projectLocation(path(QStringLiteral("missing.eventscope")));
        for (const char *command : {"report", "disagreements"}) {
            const auto run = test::cli(QString::fromLatin1(command), QStringLiteral("--db"),
                                       missing, QStringLiteral("--dataset"), QStringLiteral("esd"));
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains((missing + QStringLiteral(": no such project")).toUtf8()),
                     run.err.constData());
            QVERIFY(!projectExists(missing));
        }
        if (onServer()) {
            return; // a folder is the file engine's own mistake
        }
        const auto run = test::cli(QStringLiteral("report"), QStringLiteral("--db"), dir_.path());
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("is a directory"), run.err.constData());
    }

    // A project opened a second time in one process and closed again leaves the first
    // opening's locks: another process that opens and closes the project then sees it in
    // use and leaves its WAL alone, and the first opening goes on working. (Reading the
    // header through a plain descriptor and closing it dropped those locks: the other
    // process checkpointed and removed the WAL under the open project.)
    void secondOpeningKeepsTheFirstsLocks()
    {
        if (onServer()) {
            QSKIP("file locks are the file engine's");
        }
        const QString file =
            es::test::copyProject(project_, path(QStringLiteral("twice.eventscope")));
        QVERIFY(!file.isEmpty());
        db::Project first(file.toStdString(), db::Project::Open::ExistingOnly);
        first.setRole(QStringLiteral("kim").toStdString(), db::Role::Annotator, "test");
        QVERIFY(QFile::exists(file + QStringLiteral("-wal")));
        {
            db::Project second(file.toStdString(), db::Project::Open::ExistingOnly);
        }
        QVERIFY(test::succeeded(test::cli(QStringLiteral("report"), QStringLiteral("--db"), file,
                                          QStringLiteral("--dataset"), QStringLiteral("esd"))));
        QVERIFY(QFile::exists(file + QStringLiteral("-wal")));
        QVERIFY(QFile::exists(file + QStringLiteral("-shm")));
        first.setRole("lee", db::Role::Annotator, "test");
        QVERIFY(first.findPerson("lee").has_value());
    }

    // The second writer waits while the first holds the project, then succeeds.
    void secondWriterWaits()
    {
        const QString db = test::projectLocation(path(QStringLiteral("shared.eventscope")));
        QVERIFY(test::succeeded(
            test::cli(QStringLiteral("import"),
                      writeLabels(dir_.path(), QStringLiteral("base"), QStringLiteral("ann_a"), 5),
                      QStringLiteral("--db"), db)));
        const QString a =
            writeLabels(dir_.path(), QStringLiteral("a"), QStringLiteral("ann_a"), 40);
        const QString b =
            writeLabels(dir_.path(), QStringLiteral("b"), QStringLiteral("ann_b"), 40);
        QElapsedTimer held;
        std::unique_ptr<QProcess> first, second;
        // Someone writes for six seconds (longer than a writer used to wait on a file): both
        // imports queue up behind them. On a server the writer holds the pairs' table.
        const int holdMs = onServer() ? 2000 : 6000;
        {
            db::Connection holder = holdWrites(db);
            held.start();
            first.reset(startCli({QStringLiteral("import"), a, QStringLiteral("--db"), db}));
            second.reset(startCli({QStringLiteral("import"), b, QStringLiteral("--db"), db}));
            QTest::qWait(holdMs);
            QCOMPARE(first->state(), QProcess::Running);
            QCOMPARE(second->state(), QProcess::Running);
            holder.exec("COMMIT");
        }
        QVERIFY(first->waitForFinished(60000));
        QVERIFY(second->waitForFinished(60000));
        QVERIFY2(first->exitCode() == 0, first->readAllStandardError().constData());
        QVERIFY2(second->exitCode() == 0, second->readAllStandardError().constData());
        QVERIFY(held.elapsed() >= holdMs);
        QCOMPARE(pairs(db), std::int64_t(5 + 40 + 40));
    }

    // The journal deleted under an open project, while it still held another program's
    // import: the project says so, writes nothing more, and saves what it still reads
    // (every pair the import added) in a copy beside the file.
    void journalDeletedWhileOpen()
    {
        if (onServer()) {
            QSKIP("a server keeps its own journal");
        }
        const QString file =
            es::test::copyProject(project_, path(QStringLiteral("journal.eventscope")));
        QVERIFY(!file.isEmpty());
        const std::int64_t before = pairs(file);
        db::Project open(file.toStdString(), db::Project::Open::ExistingOnly);
        QVERIFY(open.fileLost().empty());
        const QString more =
            writeLabels(dir_.path(), QStringLiteral("more"), QStringLiteral("ann_m"), 2000);
        QVERIFY(test::succeeded(
            test::cli(QStringLiteral("import"), more, QStringLiteral("--db"), file)));
        QVERIFY(QFile::remove(file + QStringLiteral("-wal")));

        const QString why = QString::fromStdString(open.fileLost());
        QVERIFY2(why.startsWith(file + QStringLiteral(": its journal (") + file +
                                QStringLiteral("-wal) was deleted")) &&
                     why.contains(QStringLiteral("writes nothing more")),
                 qPrintable(why));
        try {
            open.setRole("lee", db::Role::Annotator, "test");
            QFAIL("a write went to a project that lost its journal");
        } catch (const db::DbError &e) {
            QCOMPARE(QString::fromUtf8(e.what()), why);
        }
        const qsizetype from = why.indexOf(QStringLiteral("saved in ")) + 9;
        const QString rescued = why.mid(from, why.indexOf(QStringLiteral(": open"), from) - from);
        QVERIFY2(QFile::exists(rescued), qPrintable(why));
        QCOMPARE(pairs(rescued), before + 2000);
        QVERIFY(
            !db::Project(rescued.toStdString(), db::Project::Open::ExistingOnly).findPerson("lee"));
    }

    // The file deleted and another put in its place: the same.
    void fileReplacedWhileOpen()
    {
        if (onServer()) {
            QSKIP("a file's");
        }
        const QString file =
            es::test::copyProject(project_, path(QStringLiteral("replaced.eventscope")));
        db::Project open(file.toStdString(), db::Project::Open::ExistingOnly);
        const QString other =
            es::test::copyProject(project_, path(QStringLiteral("other.eventscope")));
        QVERIFY(QFile::remove(file));
        QVERIFY(QFile::rename(other, file));
        QVERIFY2(QString::fromStdString(open.fileLost())
                     .contains(QStringLiteral("deleted or replaced while EventScope had it open")),
                 open.fileLost().c_str());
        QVERIFY_THROWS_EXCEPTION(db::DbError, open.setRole("lee", db::Role::Annotator, "test"));
    }

    // The file replaced while a long write was under way (an import's transaction): the
    // commit is refused rather than said to be saved, and the journal the write filled is
    // not left beside the new file, which would read it as its own and be damaged.
    void fileReplacedDuringAWrite()
    {
        if (onServer()) {
            QSKIP("a file's");
        }
        const QString file =
            es::test::copyProject(project_, path(QStringLiteral("replaced-mid.eventscope")));
        const QString other =
            es::test::copyProject(project_, path(QStringLiteral("other-mid.eventscope")));
        const std::int64_t pairsBefore = pairs(other);
        {
            db::Project open(file.toStdString(), db::Project::Open::ExistingOnly);
            // A small cache writes the transaction's pages to the journal as it goes, as a
            // large import's does.
            open.connection().exec("PRAGMA cache_size = 16");
            db::Transaction tx(open.connection());
            open.connection().exec(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) "
                "INSERT INTO esd_goal(goal, modifier) SELECT 'goal ' || i, '' FROM n");
            QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 100000);
            QVERIFY(QFile::remove(file));
            QVERIFY(QFile::rename(other, file));
            QVERIFY_THROWS_EXCEPTION(db::DbError, tx.commit());
        }
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
        const auto report = test::cli(QStringLiteral("report"), QStringLiteral("--db"), file);
        QVERIFY2(test::succeeded(report), report.err.constData());
        QCOMPARE(pairs(file), pairsBefore);
        db::Connection check(file.toStdString(), db::Connection::Mode::ReadOnly);
        db::Statement ok = check.prepare("PRAGMA quick_check");
        QVERIFY(ok.step());
        QCOMPARE(ok.text(0), std::string("ok"));
    }

    // A project that cannot be written, the file or its folder: report and export read it
    // and leave nothing beside it; import says it is read-only, naming it. Run as a person
    // without the right to write (the superuser may write anything).
    void readOnlyProjectIsRead_data()
    {
        QTest::addColumn<bool>("folder");
        QTest::newRow("file") << false;
        QTest::newRow("folder") << true;
    }
    void readOnlyProjectIsRead()
    {
        if (onServer()) {
            QSKIP("a server decides its own rights (tst_team_attacks)");
        }
        QFETCH(bool, folder);
        const QString where =
            path(folder ? QStringLiteral("ro-folder") : QStringLiteral("ro-file"));
        QVERIFY(QDir().mkpath(where));
        const QString file = where + QStringLiteral("/p.eventscope");
        QVERIFY(QFile::copy(project_, file));
        const QString out = path(QStringLiteral("exports"));
        QVERIFY(QDir().mkpath(out));
        QFile::setPermissions(out, QFile::Permissions(0x7777));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        QFile::setPermissions(where,
                              folder ? QFile::Permissions(0x5555) : QFile::Permissions(0x7777));
        QFile::setPermissions(dir_.path(), QFile::Permissions(0x7755));
        const QByteArray before = test::fileHash(file);

        const auto report = asReader({QStringLiteral("report"), QStringLiteral("--db"), file});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        QVERIFY(report.out.contains("Pairs"));
        const QString exported =
            out + (folder ? QStringLiteral("/b.jsonl") : QStringLiteral("/a.jsonl"));
        const auto exportRun = asReader({QStringLiteral("export"), QStringLiteral("--db"), file,
                                         QStringLiteral("--dataset"), QStringLiteral("esd"),
                                         QStringLiteral("--out"), exported});
        QVERIFY2(exportRun.exitCode == 0, exportRun.err.constData());
        QVERIFY(QFileInfo(exported).size() > 0);
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(file + QStringLiteral("-shm")));

        const QString input = path(QStringLiteral("readable.jsonl"));
        QFile::remove(input);
        QVERIFY(QFile::copy(sourcePath(kFixture), input));
        QFile::setPermissions(input, QFile::Permissions(0x6644));
        const auto import =
            asReader({QStringLiteral("import"), input, QStringLiteral("--db"), file});
        QCOMPARE(import.exitCode, 1);
        QCOMPARE(QString::fromUtf8(import.err),
                 QStringLiteral("eventscope: error: %1: read-only (the file is not writable): "
                                "EventScope reports on it and exports it, and changes nothing\n")
                     .arg(file));
        QCOMPARE(test::fileHash(file), before);
        QFile::setPermissions(where, QFile::Permissions(0x7700));
        QFile::setPermissions(file, QFile::Permissions(0x6600));
    }

  private:
    // The binary run as someone who may read the project and not write it: as root, the
    // user nobody, from a copy in the test's folder (a checkout's folders may be closed to
    // others); anyone else is such a person already.
    test::Run asReader(const QStringList &arguments)
    {
        QProcess p;
        if (::geteuid() == 0) {
            const QString binary = path(QStringLiteral("eventscope"));
            if (!QFile::exists(binary)) {
                QFile::copy(QStringLiteral(EVENTSCOPE_BINARY), binary);
                QFile::setPermissions(binary, QFile::Permissions(0x7755));
            }
            p.setProgram(QStringLiteral("setpriv"));
            p.setArguments(QStringList{QStringLiteral("--reuid=65534"),
                                       QStringLiteral("--regid=65534"),
                                       QStringLiteral("--clear-groups"), binary} +
                           arguments);
        } else {
            p.setProgram(QStringLiteral(EVENTSCOPE_BINARY));
            p.setArguments(arguments);
        }
        p.start();
        p.waitForFinished(60000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

  private slots:
    // Held past the busy timeout: exit 1, one line naming the file and the holder, the
    // project as it was. On a server the same, bar the holder.
    void busyTooLongSaysWhoHoldsIt()
    {
        const QString db = test::projectLocation(path(QStringLiteral("busy.eventscope")));
        QVERIFY(test::succeeded(
            test::cli(QStringLiteral("import"),
                      writeLabels(dir_.path(), QStringLiteral("c"), QStringLiteral("ann_c"), 5),
                      QStringLiteral("--db"), db)));
        const QString more =
            writeLabels(dir_.path(), QStringLiteral("d"), QStringLiteral("ann_d"), 5);
        std::unique_ptr<QProcess> p;
        {
            db::Connection holder = holdWrites(db);
            p.reset(startCli({QStringLiteral("import"), more, QStringLiteral("--db"), db},
                             QStringLiteral("300")));
            QVERIFY(p->waitForFinished(30000));
            holder.exec("COMMIT");
        }
        QCOMPARE(p->exitCode(), 1);
        const QString err = QString::fromUtf8(p->readAllStandardError()).trimmed();
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        // On a server: the database's name; who holds it only a file's locks tell.
        const QString name = onServer() ? test::databaseOf(db) : QStringLiteral("busy.eventscope");
        QVERIFY2(err.contains(name) && err.contains(QStringLiteral("the project is busy")),
                 qPrintable(err));
        if (!onServer()) {
            QVERIFY2(err.contains(QStringLiteral("pid %1").arg(QCoreApplication::applicationPid())),
                     qPrintable(err));
        }
        QCOMPARE(pairs(db), std::int64_t(5));
    }
};

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_project_file.moc"
