// People's own OpenPI state changes in a project (file and server): written and undone,
// audited, refused when malformed (leaving the project as it was), kept from other
// annotators working blind, decided step by step by an adjudicator, and exported in the
// states files' shape.

#include "common/project_location.h"
#include "common/test_support.h"
#include "db/import.h"
#include "db/openpi/openpi_states.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace es::db;
using es::metrics::openpi::StateChange;
using es::metrics::openpi::StateStep;
using Steps = std::vector<StateStep>;
Q_DECLARE_METATYPE(Steps)

namespace {

std::string read(const char *name)
{
    return readInputFile(es::test::demo(name).toStdString());
}

// The demo's procedures (d1 has four steps, d3 three), its gold state lists of d3, and
// annotators A's and B's own states of d1 and d3 (resources/demo).
void importDemoStates(Project &p)
{
    ImportBatch batch;
    batch.openpi.push_back({{},
                            parseOpenPiProcedures(read("openpi_demo.json"), "openpi_demo.json",
                                                  OpenPiRaterKind::None)});
    batch.openpi.push_back(
        {{}, parseOpenPiStates(read("openpi_demo_states_gold.json"), "states_gold.json")});
    for (const char *who : {"ann_a", "ann_b"}) {
        const std::string file = std::string("openpi_demo_states_") + who + ".json";
        batch.openpi.push_back(
            {{OpenPiRaterKind::Person, who, {}}, parseOpenPiStates(read(file.c_str()), file)});
    }
    importAll(p, batch, "tester");
}

std::vector<std::string> auditActions(Project &p, const std::string &person)
{
    Statement s = p.connection().prepare("SELECT action FROM audit WHERE person = ? ORDER BY id");
    s.bind(1, person);
    std::vector<std::string> out;
    while (s.step()) {
        out.push_back(s.text(0));
    }
    return out;
}

const StateChange kPan{"pan", "temperature", "cold", "hot"};

} // namespace

class TestOpenPiStatesStore : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    // A person's first list, a change, and the undo of both, each audited.
    void statesAreWrittenAndUndone()
    {
        Project p(path("write.eventscope"), Project::Open::CreateIfMissing);
        importDemoStates(p);
        OpenPiStore store(p);
        const std::int64_t d1 = store.procedureId("d1");
        const Steps first{{kPan}, {}, {}, {}};
        QCOMPARE(store.setStates(d1, "zoe", first), std::optional<Steps>());
        Steps second = first;
        second[2].push_back({"ice cubes", "location", "in freezer", "in glass"});
        QCOMPARE(store.setStates(d1, "zoe", second), std::optional<Steps>(first));
        {
            const OpenPiSnapshot snap = store.load();
            const int zoe = snap.raterIndex("zoe", false);
            QVERIFY(zoe >= 0);
            const auto *list = snap.stateList(0, zoe);
            QVERIFY(list);
            QCOMPARE(list->steps, second);
        }
        // The same list again changes nothing and writes no audit entry.
        QCOMPARE(store.setStates(d1, "zoe", second), std::optional<Steps>(second));
        QCOMPARE(store.setStates(d1, "zoe", first), std::optional<Steps>(second));
        QCOMPARE(store.setStates(d1, "zoe", std::nullopt), std::optional<Steps>(first));
        QVERIFY(store.load().raterIndex("zoe", false) < 0); // nothing of theirs is left
        QCOMPARE(auditActions(p, "zoe"), (std::vector<std::string>{"states.set", "states.set",
                                                                   "states.set", "states.set"}));
    }

    void refusedEditsLeaveTheProject_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("more steps than the procedure")
            << 0 << "states of zoe: [\"d1\"]: 5 steps, but procedure \"d1\" has 4";
        QTest::newRow("no attribute")
            << 1 << "procedure d1, step 2, change 1: the attribute is empty";
        QTest::newRow("adjudicators decide, they do not annotate") << 2 << "lead";
        QTest::newRow("a decision on no step")
            << 3 << "procedure d1 has 4 steps; there is no step 5";
        QTest::newRow("an annotator does not decide") << 4 << "zoe";
        QTest::newRow("a decided change without its after")
            << 5 << "step 2, change 1: the after is empty";
    }
    void refusedEditsLeaveTheProject()
    {
        QFETCH(int, edit);
        QFETCH(QString, message);
        const std::string file =
            es::test::projectLocation(
                dir_.filePath(QStringLiteral("refused-%1.eventscope").arg(edit)))
                .toStdString();
        {
            Project p(file, Project::Open::CreateIfMissing);
            importDemoStates(p);
            p.setRole("lead", Role::Adjudicator, "test");
        }
        const QByteArray before = es::test::projectFingerprint(QString::fromStdString(file));
        {
            Project p(file, Project::Open::ExistingOnly);
            OpenPiStore store(p);
            const std::int64_t d1 = store.procedureId("d1");
            try {
                switch (edit) {
                case 0:
                    store.setStates(d1, "zoe", Steps(5));
                    break;
                case 1:
                    store.setStates(d1, "zoe", Steps{{}, {{"pan", " ", "cold", "hot"}}});
                    break;
                case 2:
                    store.setStates(d1, "lead", Steps{{kPan}});
                    break;
                case 3:
                    store.adjudicateStates(d1, 5, "lead", OpenPiStatesAdjudication{{kPan}, {}});
                    break;
                case 4:
                    store.adjudicateStates(d1, 1, "zoe", OpenPiStatesAdjudication{{kPan}, {}});
                    break;
                default:
                    store.adjudicateStates(
                        d1, 2, "lead", OpenPiStatesAdjudication{{{"pan", "heat", "cold", ""}}, {}});
                    break;
                }
                QFAIL("the edit was not refused");
            } catch (const InputError &e) {
                QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            }
        }
        QCOMPARE(es::test::projectFingerprint(QString::fromStdString(file)), before);
    }

    // A decision replaces its step of the gold wherever gold states are used, and its
    // withdrawal brings the released step back; a blind annotator sees neither the others'
    // states nor the decisions.
    void decisionsReplaceTheirStepOfTheGold()
    {
        Project p(path("decide.eventscope"), Project::Open::CreateIfMissing);
        importDemoStates(p);
        p.setRole("lead", Role::Adjudicator, "test");
        OpenPiStore store(p);
        const std::int64_t d3 = store.procedureId("d3");
        const StateStep decided{{"whiteboard", "cleanness", "covered in marker", "smudged"}};
        QCOMPARE(store.adjudicateStates(d3, 1, "lead", OpenPiStatesAdjudication{decided, "B's"}),
                 std::optional<OpenPiStatesAdjudication>());
        {
            const OpenPiSnapshot snap = store.load();
            const auto gold = goldStateSteps(snap, 2);
            QVERIFY(gold);
            QCOMPARE(gold->at(0), decided);
            QCOMPARE(gold->at(1).size(), std::size_t(2)); // released
            QCOMPARE(snap.stateDecisions.at({2, 1}).decision.by, std::string("lead"));
            OpenPiSnapshot blind = snap;
            blind.restrictTo("ann_a");
            QVERIFY(blind.stateDecisions.empty());
            QCOMPARE(blind.states.size(), std::size_t(3)); // the gold list and ann_a's two
            QCOMPARE(goldStateSteps(blind, 2)->at(0).at(0).after, std::string("faint marks"));
        }
        const nlohmann::ordered_json decidedStates = store.exportDecidedStates();
        QCOMPARE(decidedStates.at("d3").at(0).dump(),
                 std::string(R"([["whiteboard","cleanness","covered in marker","smudged"]])"));
        QVERIFY(decidedStates.contains("d1")); // from the procedure's own states
        QCOMPARE(store.adjudicateStates(d3, 1, "lead", std::nullopt)->changes, decided);
        QCOMPARE(goldStateSteps(store.load(), 2)->at(0).size(), std::size_t(2));
        QCOMPARE(auditActions(p, "lead"),
                 (std::vector<std::string>{"adjudicate", "adjudication.withdraw"}));
    }

    // A person's states export as they were imported: the states files' shape.
    void aPersonsStatesExportAsImported()
    {
        Project p(path("export.eventscope"), Project::Open::CreateIfMissing);
        importDemoStates(p);
        OpenPiStore store(p);
        const auto file = nlohmann::ordered_json::parse(read("openpi_demo_states_ann_b.json"));
        QCOMPARE(store.exportStates({OpenPiRaterKind::Person, "ann_b"}).dump(), file.dump());
        const auto gold = nlohmann::ordered_json::parse(read("openpi_demo_states_gold.json"));
        QCOMPARE(store.exportStates({}).dump(), gold.dump());
        try {
            store.exportStates({OpenPiRaterKind::Person, "nobody"});
            QFAIL("no such annotator");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("no annotator named \"nobody\" in the project"));
        }
    }
};

QTEST_GUILESS_MAIN(TestOpenPiStatesStore)
#include "tst_openpi_states_store.moc"
