// A decision through a project's life, on both engines: an annotator relabels a decided
// pair until its labels agree. The decision stands (it left the adjudicator's queue while
// the report still counted it), the queue says a label changed after it, the report and
// the queue count the same decisions, and the annotator is told the pair is decided,
// never what was decided; on a team's server too, where the decisions are hidden from them.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "db/review/blind_view.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using es::test::cli;
using es::test::succeeded;

namespace {

QJsonArray queueOf(const QString &db)
{
    const auto r = cli("disagreements", "--db", db, "--dataset", "esd", "--json");
    return succeeded(r) ? QJsonDocument::fromJson(r.out).array() : QJsonArray();
}

QJsonObject entryFor(const QJsonArray &queue, const QString &id)
{
    for (const QJsonValue &e : queue) {
        if (e.toObject().value(QStringLiteral("id")).toString() == id) {
            return e.toObject();
        }
    }
    return {};
}

} // namespace

class TestDecisionLife : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void relabelledDecisionStands()
    {
        const QString db = es::test::projectLocation(dir_.filePath(QStringLiteral("d.eventscope")));
        QVERIFY(succeeded(cli("import", es::test::demo("esd_demo.jsonl"), "--db", db)));
        QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
        const QJsonObject first = queueOf(db).first().toObject();
        const QString id = first.value(QStringLiteral("id")).toString();
        QVERIFY(!id.isEmpty());
        QVERIFY(succeeded(cli("adjudicate", "--db", db, "--dataset", "esd", "--item", id,
                              "--label", "1", "--as", "lead")));
        QVERIFY(!entryFor(queueOf(db), id)
                     .value(QStringLiteral("adjudicated"))
                     .toObject()
                     .value(QStringLiteral("label_changed_after"))
                     .toBool(true));

        // Every annotator of the pair now says 0: their labels agree.
        QJsonObject agree;
        for (const QString &who : first.value(QStringLiteral("labels")).toObject().keys()) {
            agree.insert(who, 0);
        }
        const QString file = dir_.filePath(QStringLiteral("agree.jsonl"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("id"), id},
                                          {QStringLiteral("labels"), agree}})
                    .toJson(QJsonDocument::Compact) +
                "\n");
        f.close();
        QTest::qWait(5); // a later time than the decision's, to the millisecond
        QVERIFY(succeeded(cli("import", file, "--db", db)));

        const QJsonArray queue = queueOf(db);
        const QJsonObject entry = entryFor(queue, id);
        QVERIFY2(!entry.isEmpty(), "the decided pair left the queue");
        QCOMPARE(entry.value(QStringLiteral("disagreement")).toDouble(), 0.0);
        const QJsonObject decision = entry.value(QStringLiteral("adjudicated")).toObject();
        QCOMPARE(decision.value(QStringLiteral("label")).toInt(), 1);
        QVERIFY(decision.value(QStringLiteral("label_changed_after")).toBool());
        int decided = 0;
        for (const QJsonValue &e : queue) {
            decided += e.toObject().contains(QStringLiteral("adjudicated")) ? 1 : 0;
        }
        QCOMPARE(es::test::datasetReport(db, QStringLiteral("esd"))
                     .value(QStringLiteral("adjudicated"))
                     .toInt(),
                 decided);

        // An annotator's blind view says which pairs are decided, and nothing of the
        // decisions; on a team's server, where they cannot read the decisions at all.
        std::string as = db.toStdString();
        if (es::test::onServer()) {
            QVERIFY(succeeded(cli("team", "init", "--db", db)));
            QVERIFY(succeeded(cli("role", "ann_a", "annotator", "--db", db)));
            QVERIFY(succeeded(cli("role", "lead", "adjudicator", "--db", db)));
            es::db::pg::Connection("dbname=postgres").exec("ALTER ROLE ann_a PASSWORD 'pw-ann_a'");
            as = es::test::databaseUri(es::test::databaseOf(db), QStringLiteral("ann_a"))
                     .toStdString() +
                 "?password=pw-ann_a";
        }
        es::db::Project project(as, es::db::Project::Open::ExistingOnly);
        es::db::EsdStore store(project);
        const es::db::EsdSnapshot blind = es::db::asSeenBy(store.load(), "ann_a");
        const std::uint32_t pair = static_cast<std::uint32_t>(blind.pairIndex(store.pairId(id.toStdString())));
        QVERIFY(blind.decided.count(pair) == 1);
        QVERIFY(blind.decisions.empty());
        QVERIFY(std::all_of(blind.adjudicated.begin(), blind.adjudicated.end(),
                            [](std::int8_t l) { return l == es::metrics::esd::kNoLabel; }));
        QCOMPARE(blind.decided.size(), std::size_t(decided));
    }
};

QTEST_GUILESS_MAIN(TestDecisionLife)
#include "tst_decision_life.moc"
