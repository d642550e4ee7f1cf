// Saved analysis views: stored per scope, listed by name, replaced by name, audited, and
// refused (leaving the project as it was) when the filters are not a JSON object.
#include "common/project_location.h"
#include "db/project.h"
#include "db/review/saved_views.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace es::db;

namespace {

int count(Project &p, const std::string &sql)
{
    Statement s = p.connection().prepare(sql);
    s.step();
    return s.integer(0);
}

std::vector<std::string> names(const std::vector<SavedView> &views)
{
    std::vector<std::string> out;
    for (const SavedView &v : views) {
        out.push_back(v.name);
    }
    return out;
}

} // namespace

class TestSavedViews : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    void saveListReplaceRemove()
    {
        Project p(path("views.eventscope"), Project::Open::CreateIfMissing);
        SavedViews views(p);
        QVERIFY(views.list("esd.models").empty());

        views.save("esd.models", "zeta", R"({"outcome": "fn"})", "ann_a");
        views.save("esd.models", "alpha", R"({"outcome": "errors", "threshold": 0.5})", "ann_b");
        views.save("ester.questions", "alpha", R"({"relation": "causal"})", "ann_a");

        // Listed by name, and only the scope's own.
        std::vector<SavedView> esd = views.list("esd.models");
        QCOMPARE(names(esd), (std::vector<std::string>{"alpha", "zeta"}));
        QCOMPARE(esd[0].scope, std::string("esd.models"));
        QCOMPARE(esd[0].createdBy, std::string("ann_b"));
        QVERIFY(nlohmann::json::parse(esd[0].filters) ==
                nlohmann::json::parse(R"({"outcome": "errors", "threshold": 0.5})"));
        QVERIFY(!esd[0].at.empty());
        QCOMPARE(names(views.list("ester.questions")), std::vector<std::string>{"alpha"});
        QVERIFY(views.list("openpi.salience").empty());

        // Saving under an existing name replaces that view, not adds another.
        views.save("esd.models", "zeta", R"({"outcome": "fp"})", "ann_c");
        esd = views.list("esd.models");
        QCOMPARE(esd.size(), std::size_t(2));
        QCOMPARE(esd[1].name, std::string("zeta"));
        QVERIFY(nlohmann::json::parse(esd[1].filters)["outcome"] == "fp");
        QCOMPARE(esd[1].createdBy, std::string("ann_c"));
        QCOMPARE(count(p, "SELECT COUNT(*) FROM saved_view"), 3);

        views.remove("esd.models", "alpha", "ann_a");
        QCOMPARE(names(views.list("esd.models")), std::vector<std::string>{"zeta"});
        // The other scope's view of the same name stays.
        QCOMPARE(names(views.list("ester.questions")), std::vector<std::string>{"alpha"});
        // Removing what is not there changes nothing and records nothing.
        const int audited = count(p, "SELECT COUNT(*) FROM audit");
        views.remove("esd.models", "nothing", "ann_a");
        QCOMPARE(count(p, "SELECT COUNT(*) FROM audit"), audited);

        QCOMPARE(count(p, "SELECT COUNT(*) FROM audit WHERE action = 'view.save'"), 4);
        QCOMPARE(
            count(
                p,
                "SELECT COUNT(*) FROM audit WHERE action = 'view.save' AND dataset = 'esd.models' "
                "AND item = 'zeta' AND person = 'ann_c' AND old_value LIKE '%fn%' AND new_value "
                "LIKE '%fp%'"),
            1);
        QCOMPARE(count(p, "SELECT COUNT(*) FROM audit WHERE action = 'view.remove' AND dataset = "
                          "'esd.models' "
                          "AND item = 'alpha' AND person = 'ann_a'"),
                 1);
    }

    void badInputIsRefusedLeavingTheTable()
    {
        Project p(path("refused.eventscope"), Project::Open::CreateIfMissing);
        SavedViews views(p);
        views.save("esd.models", "keep", R"({"outcome": "all"})", "ann_a");
        const int audited = count(p, "SELECT COUNT(*) FROM audit");

        for (const char *bad : {"not json", "[1, 2]", "\"text\"", "42", "{\"open\": ", ""}) {
            QVERIFY_THROWS_EXCEPTION(InputError, views.save("esd.models", "keep", bad, "ann_b"));
            QVERIFY_THROWS_EXCEPTION(InputError, views.save("esd.models", "new", bad, "ann_b"));
        }
        QVERIFY_THROWS_EXCEPTION(InputError, views.save("esd.models", "", "{}", "ann_b"));

        const std::vector<SavedView> left = views.list("esd.models");
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left[0].name, std::string("keep"));
        QCOMPARE(left[0].createdBy, std::string("ann_a"));
        QVERIFY(nlohmann::json::parse(left[0].filters)["outcome"] == "all");
        QCOMPARE(count(p, "SELECT COUNT(*) FROM saved_view"), 1);
        QCOMPARE(count(p, "SELECT COUNT(*) FROM audit"), audited);
    }
};

QTEST_GUILESS_MAIN(TestSavedViews)
#include "tst_saved_views.moc"
