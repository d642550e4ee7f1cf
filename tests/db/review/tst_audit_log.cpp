// The audit trail as the audit view reads it: every filter alone and together, order,
// paging, the people and actions it names, and text matched literally.
#include "common/project_location.h"
#include "db/project.h"
#include "db/review/audit_log.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace es;

namespace {

struct Row
{
    const char *at, *person, *action, *dataset, *item, *oldValue, *newValue, *detail;
};

// Ids 1..8 in this order. Times are set by hand (audit() stamps the present) so the
// since/until cases can sit exactly on the edges of a day and a month.
const Row kRows[] = {
    {"2024-01-01T10:00:00.000Z", "ann_a", "label.set", "esd", "pair-1", "", "1", ""},
    {"2024-01-15T23:59:59.999Z", "ann_b", "label.set", "esd", "pair-1", "", "0", ""},
    {"2024-02-01T00:00:00.000Z", "adj", "adjudicate", "esd", "pair-1", "", "1", "50% sure_maybe"},
    {"2024-02-10T12:00:00.000Z", "ann_a", "answers.set", "ester", "7", "[]", "[[\"fire\",3,7]]",
     ""},
    {"2024-03-01T08:00:00.000Z", "adj", "adjudication.withdraw", "esd", "pair-1", "1", "", ""},
    {"2024-03-31T23:59:59.999Z", "ann_b", "salience.set", "openpi", "3/0", "2", "5", "100%"},
    {"2024-04-01T00:00:00.000Z", "admin", "role.set", "", "adj", "", "adjudicator", ""},
    {"2024-04-02T09:30:00.000Z", "ann_a", "label.set", "esd", "pair_2", "0", "1", "a\\b"},
};

using Ids = QList<qlonglong>;

} // namespace

class TestAuditLog : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;

    Ids ids(const std::vector<db::AuditEntry> &entries)
    {
        Ids out;
        for (const auto &e : entries) {
            out << e.id;
        }
        return out;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(test::engineReady(), test::kNoServer);
        project_ = std::make_unique<db::Project>(
            test::projectLocation(dir_.filePath(QStringLiteral("a.eventscope"))).toStdString(),
            db::Project::Open::CreateIfMissing);
        db::Transaction tx(project_->connection());
        for (const Row &r : kRows) {
            project_->audit(r.person, r.action, r.dataset, r.item, r.oldValue, r.newValue,
                            r.detail);
            project_->connection()
                .prepare("UPDATE audit SET at = ? WHERE id = ?")
                .bind(1, r.at)
                .bind(2, project_->connection().lastInsertId())
                .run();
        }
        tx.commit();
    }

    void filters_data()
    {
        QTest::addColumn<QString>("person");
        QTest::addColumn<QString>("dataset");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("since");
        QTest::addColumn<QString>("until");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("before");
        QTest::addColumn<Ids>("expected");
        QTest::addColumn<int>("count");

        const QString n;
        QTest::newRow("all, newest first")
            << n << n << n << n << n << n << 5000 << 0 << Ids{8, 7, 6, 5, 4, 3, 2, 1} << 8;
        QTest::newRow("person") << "ann_a" << n << n << n << n << n << 5000 << 0 << Ids{8, 4, 1}
                                << 3;
        QTest::newRow("person unknown")
            << "nobody" << n << n << n << n << n << 5000 << 0 << Ids{} << 0;
        QTest::newRow("person quoted like SQL")
            << "x' OR '1'='1" << n << n << n << n << n << 5000 << 0 << Ids{} << 0;
        QTest::newRow("dataset") << n << "esd" << n << n << n << n << 5000 << 0
                                 << Ids{8, 5, 3, 2, 1} << 5;
        QTest::newRow("action") << n << n << "label.set" << n << n << n << 5000 << 0 << Ids{8, 2, 1}
                                << 3;
        QTest::newRow("person and dataset")
            << "adj"
            << "esd" << n << n << n << n << 5000 << 0 << Ids{5, 3} << 2;
        QTest::newRow("text in item")
            << n << n << n << "pair-1" << n << n << 5000 << 0 << Ids{5, 3, 2, 1} << 4;
        QTest::newRow("text in old or new value")
            << n << n << n << "adjudicator" << n << n << 5000 << 0 << Ids{7} << 1;
        QTest::newRow("text in detail")
            << n << n << n << "sure" << n << n << 5000 << 0 << Ids{3} << 1;
        QTest::newRow("text ignores ASCII case")
            << n << n << n << "FIRE" << n << n << 5000 << 0 << Ids{4} << 1;
        // As wildcards, "pair_1" would match every "pair-1" and "50%sure" would match
        // "50% sure_maybe"; taken literally neither is there.
        QTest::newRow("text _ literal, no match")
            << n << n << n << "pair_1" << n << n << 5000 << 0 << Ids{} << 0;
        QTest::newRow("text % literal, no match")
            << n << n << n << "50%sure" << n << n << 5000 << 0 << Ids{} << 0;
        QTest::newRow("text %") << n << n << n << "%" << n << n << 5000 << 0 << Ids{6, 3} << 2;
        QTest::newRow("text _") << n << n << n << "_" << n << n << 5000 << 0 << Ids{8, 3} << 2;
        QTest::newRow("text backslash")
            << n << n << n << "\\" << n << n << 5000 << 0 << Ids{8} << 1;
        QTest::newRow("since month")
            << n << n << n << n << "2024-02" << n << 5000 << 0 << Ids{8, 7, 6, 5, 4, 3} << 6;
        QTest::newRow("since exact instant") << n << n << n << n << "2024-02-01T00:00:00.000Z" << n
                                             << 5000 << 0 << Ids{8, 7, 6, 5, 4, 3} << 6;
        QTest::newRow("until day, inclusive")
            << n << n << n << n << n << "2024-01-15" << 5000 << 0 << Ids{2, 1} << 2;
        QTest::newRow("until month, inclusive")
            << n << n << n << n << n << "2024-03" << 5000 << 0 << Ids{6, 5, 4, 3, 2, 1} << 6;
        QTest::newRow("since and until") << n << n << n << n << "2024-02-01"
                                         << "2024-02" << 5000 << 0 << Ids{4, 3} << 2;
        QTest::newRow("until before everything")
            << n << n << n << n << n << "2023" << 5000 << 0 << Ids{} << 0;
        QTest::newRow("limit") << n << n << n << n << n << n << 3 << 0 << Ids{8, 7, 6} << 8;
        QTest::newRow("no limit") << n << n << n << n << n << n << 0 << 0
                                  << Ids{8, 7, 6, 5, 4, 3, 2, 1} << 8;
        QTest::newRow("before, a page") << n << n << n << n << n << n << 2 << 6 << Ids{5, 4} << 8;
        QTest::newRow("before with a filter")
            << "ann_a" << n << n << n << n << n << 5000 << 8 << Ids{4, 1} << 3;
    }

    void filters()
    {
        QFETCH(QString, person);
        QFETCH(QString, dataset);
        QFETCH(QString, action);
        QFETCH(QString, text);
        QFETCH(QString, since);
        QFETCH(QString, until);
        QFETCH(int, limit);
        QFETCH(int, before);
        QFETCH(Ids, expected);
        QFETCH(int, count);

        db::AuditFilter f;
        f.person = person.toStdString();
        f.dataset = dataset.toStdString();
        f.action = action.toStdString();
        f.text = text.toStdString();
        f.since = since.toStdString();
        f.until = until.toStdString();
        f.limit = static_cast<std::size_t>(limit);
        f.before = before;
        db::AuditLog log(*project_);
        QCOMPARE(ids(log.entries(f)), expected);
        QCOMPARE(log.count(f), static_cast<std::size_t>(count));
    }

    void entryFields()
    {
        db::AuditLog log(*project_);
        db::AuditFilter f;
        f.before = 4;
        f.limit = 1;
        const auto rows = log.entries(f);
        QCOMPARE(rows.size(), std::size_t(1));
        const db::AuditEntry &e = rows.front();
        QCOMPARE(e.id, std::int64_t(3));
        QCOMPARE(e.at, std::string("2024-02-01T00:00:00.000Z"));
        QCOMPARE(e.person, std::string("adj"));
        QCOMPARE(e.action, std::string("adjudicate"));
        QCOMPARE(e.dataset, std::string("esd"));
        QCOMPARE(e.item, std::string("pair-1"));
        QCOMPARE(e.oldValue, std::string());
        QCOMPARE(e.newValue, std::string("1"));
        QCOMPARE(e.detail, std::string("50% sure_maybe"));
    }

    void pagingWalksEveryRowOnce()
    {
        db::AuditLog log(*project_);
        db::AuditFilter f;
        f.limit = 3;
        Ids seen;
        for (int pages = 0; pages < 10; ++pages) {
            const auto page = log.entries(f);
            if (page.empty()) {
                break;
            }
            seen << ids(page);
            f.before = page.back().id;
        }
        QCOMPARE(seen, (Ids{8, 7, 6, 5, 4, 3, 2, 1}));
    }

    void peopleAndActions()
    {
        db::AuditLog log(*project_);
        QCOMPARE(log.people(), (std::vector<std::string>{"adj", "admin", "ann_a", "ann_b"}));
        QCOMPARE(log.actions(),
                 (std::vector<std::string>{"adjudicate", "adjudication.withdraw", "answers.set",
                                           "label.set", "role.set", "salience.set"}));
    }

    void latestDecision()
    {
        db::AuditLog log(*project_);
        // The withdrawal (5) is the newest decision on pair-1, so the adjudication (3)
        // is no longer in force.
        QCOMPARE(log.latestDecision("esd", "pair-1"), std::int64_t(5));
        QCOMPARE(log.latestDecision("ester", "pair-1"), std::int64_t(0));
        QCOMPARE(log.latestDecision("openpi", "3/0"), std::int64_t(0));
    }

    void nullColumnsReadAsEmpty()
    {
        // Only person, action and at are NOT NULL in the schema; a row written by other
        // means may leave the rest out.
        QTemporaryDir dir;
        db::Project p(
            test::projectLocation(dir.filePath(QStringLiteral("n.eventscope"))).toStdString(),
            db::Project::Open::CreateIfMissing);
        p.connection().exec(
            "INSERT INTO audit(at, person, action) VALUES ('2024-01-01T00:00:00.000Z', 'x', 'y')");
        db::AuditLog log(p);
        db::AuditFilter f;
        const auto rows = log.entries(f);
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows.front().dataset, std::string());
        QCOMPARE(rows.front().detail, std::string());
        f.text = "a";
        QCOMPARE(log.count(f), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestAuditLog)
#include "tst_audit_log.moc"
