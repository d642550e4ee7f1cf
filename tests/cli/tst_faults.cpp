// Nothing is lost or half-written under faults: an `eventscope import` killed (SIGKILL) at
// moments spread over its run leaves the project with all of the file or none of it, and
// the same import then lands whole; on a server, the server stopped at once (an immediate
// shutdown, as a crash) in the middle of an import leaves all or nothing too, the import
// says so in one line, and once the server is back the import lands whole; labels saved
// before such a stop are all there after it. Runs on a project file and, as tst_faults_pg,
// on a throwaway server.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/esd/esd_store.h"
#include "db/project.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <csignal>

using es::test::cli;
using es::test::succeeded;

namespace {

struct Counts
{
    std::int64_t pairs = -1, labels = -1, scoreRows = -1;
    bool operator==(const Counts &o) const = default;
};

QString text(const Counts &c)
{
    return QStringLiteral("%1 pairs, %2 labels, %3 score rows")
        .arg(c.pairs)
        .arg(c.labels)
        .arg(c.scoreRows);
}

Counts countsOf(const QString &project)
{
    es::db::Project p(project.toStdString(), es::db::Project::Open::ExistingOnly);
    const auto one = [&](const char *sql) {
        es::db::Statement s = p.connection().prepare(sql);
        s.step();
        return s.int64(0);
    };
    // A model's scores are rows or, scored densely, one column row: all or nothing of an
    // import shows in the sum as well.
    return {one("SELECT count(*) FROM esd_pair"), one("SELECT count(*) FROM esd_label"),
            one("SELECT (SELECT count(*) FROM esd_score) + (SELECT count(*) FROM "
                "esd_score_column)")};
}

// 20,000 pairs of 2,500 goals with three people's labels and two models' scores.
QByteArray bigFile()
{
    QByteArray out;
    for (int i = 0; i < 20000; ++i) {
        out += QStringLiteral("{\"id\": \"f%1\", \"goal\": \"Goal %2\", \"modifier\": \"Way %3\", "
                              "\"step\": \"Step %1 of goal %2.\", \"labels\": {\"ann_a\": %4, "
                              "\"ann_b\": %5, \"ann_c\": %6}}\n")
                   .arg(i)
                   .arg(i / 8)
                   .arg(i % 3)
                   .arg(i % 2)
                   .arg(i % 3 == 0 ? 1 : 0)
                   .arg(i % 5 == 0 ? -1 : 1)
                   .toUtf8();
    }
    for (const char *model : {"m1", "m2"}) {
        for (int i = 0; i < 20000; ++i) {
            out += QStringLiteral("{\"id\": \"f%1\", \"model\": \"%2\", \"setting\": \"full\", "
                                  "\"score\": %3}\n")
                       .arg(i)
                       .arg(QLatin1String(model))
                       .arg((i * 7919 % 1000) / 1000.0)
                       .toUtf8();
        }
    }
    return out;
}

// On a server: waits until no other connection works in the database, so that a killed
// client's transaction has been rolled back (or, if its commit had been sent, has landed)
// before the project is looked at.
void settle(const QString &project)
{
    if (!es::test::onServer()) {
        return;
    }
    es::db::Project p(project.toStdString(), es::db::Project::Open::ExistingOnly);
    for (int i = 0; i < 200; ++i) {
        es::db::Statement s = p.connection().prepare(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid "
            "<> pg_backend_pid()");
        s.step();
        if (s.int64(0) == 0) {
            return;
        }
        QThread::msleep(50);
    }
}

// The throwaway cluster's name (pg_virtualenv's), for pg_ctlcluster.
QString clusterName()
{
    QProcess ls;
    ls.start(QStringLiteral("pg_lsclusters"), {QStringLiteral("-h")});
    ls.waitForFinished();
    return QString::fromUtf8(ls.readAllStandardOutput())
        .split(QLatin1Char(' '), Qt::SkipEmptyParts)
        .value(1);
}

bool cluster(const QStringList &arguments)
{
    QProcess ctl;
    ctl.start(QStringLiteral("pg_ctlcluster"),
              QStringList{es::test::pgEnv("PGVERSION"), clusterName()} + arguments);
    return ctl.waitForFinished(60000) && ctl.exitCode() == 0;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    QString file_;
    QString base_; // the project before the big import
    Counts before_, after_;
    qint64 importMs_ = 0;

    QString path(const QString &name) const { return dir_.filePath(name); }

    QString freshCopy(const QString &name)
    {
        return es::test::copyProject(base_, path(name + QStringLiteral(".eventscope")));
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
        file_ = path(QStringLiteral("big.jsonl"));
        QFile f(file_);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bigFile());
        f.close();
        base_ = es::test::projectLocation(path(QStringLiteral("base.eventscope")));
        QVERIFY(succeeded(
            cli("import",
                es::test::sourcePath(QStringLiteral("tests/cli/fixtures/esd_generated.jsonl")),
                "--db", base_)));
        before_ = countsOf(base_);
        const QString whole = freshCopy(QStringLiteral("whole"));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(succeeded(cli("import", file_, "--db", whole)));
        importMs_ = timer.elapsed();
        after_ = countsOf(whole);
        QCOMPARE(after_.pairs, before_.pairs + 20000);
        QCOMPARE(after_.labels, before_.labels + 60000);
    }

    // Killed at eight moments from its start to its end, the import leaves all or nothing.
    void killedImportIsAllOrNothing()
    {
        int none = 0, all = 0;
        for (int k = 0; k < 8; ++k) {
            const QString project = freshCopy(QStringLiteral("killed%1").arg(k));
            QProcess import;
            import.start(QStringLiteral(EVENTSCOPE_BINARY),
                         {QStringLiteral("import"), file_, QStringLiteral("--db"), project});
            QVERIFY(import.waitForStarted());
            QThread::msleep(static_cast<unsigned long>(importMs_ * k / 7));
            ::kill(static_cast<pid_t>(import.processId()), SIGKILL);
            QVERIFY(import.waitForFinished());
            settle(project);
            const Counts c = countsOf(project);
            QVERIFY2(c == before_ || c == after_,
                     qPrintable(QStringLiteral("killed after %1 ms: %2 (before: %3; whole: %4)")
                                    .arg(importMs_ * k / 7)
                                    .arg(text(c), text(before_), text(after_))));
            (c == before_ ? none : all) += 1;
            // The same import then lands whole, and the report reads it.
            QVERIFY(succeeded(cli("import", file_, "--db", project)));
            QCOMPARE(countsOf(project), after_);
            QVERIFY(succeeded(
                cli("report", "--db", project, "--dataset", "esd", "--json", "--bootstrap", "0")));
        }
        // Killed at once, nothing had landed; killed after the whole run, all had.
        QVERIFY2(none >= 1, qPrintable(QStringLiteral("%1 none, %2 all").arg(none).arg(all)));
        qInfo("killed imports: %d left nothing, %d had landed", none, all);
    }

    // The server stopped at once in the middle of an import (as a crash would stop it).
    void serverStoppedDuringImportIsAllOrNothing()
    {
        if (!es::test::onServer()) {
            QSKIP("a project file has no server to stop");
        }
        const QString project = freshCopy(QStringLiteral("stopped"));
        QProcess import;
        import.start(QStringLiteral(EVENTSCOPE_BINARY),
                     {QStringLiteral("import"), file_, QStringLiteral("--db"), project});
        QVERIFY(import.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(importMs_ / 2));
        QVERIFY(
            cluster({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("immediate")}));
        QVERIFY(import.waitForFinished(60000));
        const QByteArray err = import.readAllStandardError();
        QVERIFY(cluster({QStringLiteral("start")}));
        if (import.exitCode() != 0) {
            // Said in one line, naming the server.
            QCOMPARE(err.count('\n'), 1);
            QVERIFY2(err.startsWith("eventscope: error: "), err.constData());
        }
        const Counts c = countsOf(project);
        QVERIFY2(
            c == (import.exitCode() == 0 ? after_ : before_),
            qPrintable(QStringLiteral("exit %1: %2 (before: %3; whole: %4); %5")
                           .arg(import.exitCode())
                           .arg(text(c), text(before_), text(after_), QString::fromUtf8(err))));
        qInfo("the import, its server stopped: exit %d, %s", import.exitCode(),
              err.trimmed().constData());
        QVERIFY(succeeded(cli("import", file_, "--db", project)));
        QCOMPARE(countsOf(project), after_);
    }

    // Labels a person saved are there after the server stopped at once and came back.
    void savedLabelsSurviveTheServerStopping()
    {
        if (!es::test::onServer()) {
            QSKIP("a project file has no server to stop");
        }
        const QString project = freshCopy(QStringLiteral("labels"));
        std::vector<std::int64_t> pairs;
        {
            es::db::Project p(project.toStdString(), es::db::Project::Open::ExistingOnly);
            es::db::EsdStore store(p);
            const es::db::EsdSnapshot snap = store.load();
            for (std::size_t i = 0; i < snap.pairs.size() && i < 25; ++i) {
                pairs.push_back(snap.pairs[i].id);
                store.setLabel(snap.pairs[i].id, "late_one", static_cast<std::int8_t>(i % 2));
            }
        }
        QVERIFY(
            cluster({QStringLiteral("stop"), QStringLiteral("-m"), QStringLiteral("immediate")}));
        QVERIFY(cluster({QStringLiteral("start")}));
        es::db::Project p(project.toStdString(), es::db::Project::Open::ExistingOnly);
        es::db::Statement s = p.connection().prepare(
            "SELECT l.pair_id, l.label FROM esd_label l JOIN person n ON n.id = l.person_id WHERE "
            "n.name = 'late_one' ORDER BY l.pair_id");
        std::size_t i = 0;
        while (s.step()) {
            QVERIFY(i < pairs.size());
            QCOMPARE(s.int64(0), pairs[i]);
            QCOMPARE(s.integer(1), static_cast<int>(i % 2));
            ++i;
        }
        QCOMPARE(i, pairs.size());
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
