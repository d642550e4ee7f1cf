// OpenPI 2.0 predicted schemata, attribute clusters and states' exact match, against the
// authors' scripts in allenai/openpi-dataset, v2.0/source: evaluate_schema.py (the one
// stored version, d0be053), cluster/attr_code/evaluate_attribute.py (a131d8f) and
// evaluate_states.py (a131d8f).
//
// How the expected values were obtained:
// - Small cases: worked out by hand from the scripts, then each run through the script's
//   own per-procedure (per-entity) code, retyped in a scratch folder as a function (the
//   schema one checked to give the script's totals on the shared dev files), which gave
//   the same counts. Rows marked "KeyError" crash the script; their figures are the
//   behaviour chosen here (see metrics/openpi_schema.h). stateMatchAgainst has no
//   counterpart in the scripts: its rows are worked out by hand from its definition.
// - Released files: the scripts retyped in a scratch folder and run unchanged on the
//   shared files (see each test).

#include "common/test_support.h"
#include "metrics/openpi_schema.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace es::metrics;
using namespace es::metrics::openpi;

using SchemaSteps = std::vector<SchemaStep>;
using GoldClusters = std::vector<std::vector<std::string>>;
using PredictedClusters = std::vector<std::pair<std::string, std::vector<std::string>>>;
using StateSteps = std::vector<StateStep>;
using GoldChangeSteps = std::vector<std::vector<GoldChange>>;
Q_DECLARE_METATYPE(SchemaGold)
Q_DECLARE_METATYPE(SchemaSteps)
Q_DECLARE_METATYPE(SchemaCounts)
Q_DECLARE_METATYPE(GoldClusters)
Q_DECLARE_METATYPE(PredictedClusters)
Q_DECLARE_METATYPE(StateSteps)
Q_DECLARE_METATYPE(GoldChangeSteps)

namespace {

using Json = nlohmann::ordered_json; // keeps the files' order, as Python's json does

bool near(const Estimate &e, double x)
{
    return e.value && std::abs(*e.value - x) < 1e-12;
}

QString number(std::size_t n)
{
    return QString::number(static_cast<qulonglong>(n));
}

// As the scratch copy of the script printed its counters: correct/total per kind.
QString describe(const SchemaCountSet &c)
{
    const auto one = [](const char *kind, const SchemaCounts &s) {
        return QStringLiteral("%1 gold %2/%3 predicted %4/%5")
            .arg(QLatin1String(kind), number(s.goldCorrect), number(s.goldTotal),
                 number(s.predictedCorrect), number(s.predictedTotal));
    };
    return QStringList{one("entity", c.entity), one("attribute", c.attribute),
                       one("entity local", c.entityLocal), one("attribute local", c.attributeLocal)}
        .join(QStringLiteral("; "));
}

QString describe(const std::optional<ClusterCounts> &c)
{
    if (!c) {
        return QStringLiteral("skipped");
    }
    return QStringLiteral("predicted correct %1, gold found %2, gold %3, predicted %4")
        .arg(number(c->predictedCorrect), number(c->goldFound), number(c->gold),
             number(c->predicted));
}

QString describe(const StateMatch &m)
{
    return QStringLiteral("%1/%2").arg(number(m.exact), number(m.compared));
}

std::optional<Json> readShared(const QString &name)
{
    QFile f(es::test::sharedData(QStringLiteral("openpi/") + name));
    if (!f.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    return Json::parse(bytes.begin(), bytes.end());
}

std::vector<std::string> strings(const Json &list)
{
    return list.get<std::vector<std::string>>();
}

// One procedure of dev-data-reformatted-v4.json (expanded: of the -overgenerated-unique
// file, with its *_combined lists).
SchemaGold schemaGold(const Json &procedure, bool expanded)
{
    SchemaGold gold;
    for (const auto &[canonical, block] : procedure.at("clusters").items()) {
        SchemaEntityCluster &c = gold.clusters.emplace_back();
        c.canonical = canonical;
        c.names = strings(block.at(expanded ? "entity_cluster_combined" : "entity_cluster"));
        for (const auto &[attribute, names] : block.at("attribute_cluster").items()) {
            c.attributes.push_back(
                {attribute, strings(expanded ? names.at("attribute_cluster_combined") : names)});
        }
    }
    for (const Json &state : procedure.at("states")) {
        SchemaGoldEntity &e = gold.states.emplace_back();
        e.entity = state.at("entity").get<std::string>();
        for (const auto &[step, changes] : state.at("answers").items()) {
            std::vector<std::string> &attributes = e.steps.emplace_back();
            for (const Json &change : changes) {
                attributes.push_back(change.at("attribute").get<std::string>());
            }
        }
    }
    return gold;
}

SchemaSteps schemaPrediction(const Json &steps)
{
    SchemaSteps out;
    for (const Json &step : steps) {
        SchemaStep &s = out.emplace_back();
        for (const auto &[entity, attributes] : step.items()) {
            s.emplace_back(entity, strings(attributes));
        }
    }
    return out;
}

std::vector<std::string> idsOf(const Json &file)
{
    std::vector<std::string> ids;
    for (const auto &[id, value] : file.items()) {
        ids.push_back(id);
    }
    return ids;
}

} // namespace

class TestOpenPiSchema : public QObject
{
    Q_OBJECT

  private slots:
    void normal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal");
        QTest::newRow("the") << "The Blackboard Eraser"
                             << "blackboard eraser";
        QTest::newRow("a") << "A cup"
                           << "cup";
        QTest::newRow("an") << "An egg"
                            << "egg";
        QTest::newRow("one article only") << "the the pan"
                                          << "the pan";
        QTest::newRow("'the' checked before 'an'") << "The an egg"
                                                   << "an egg";
        QTest::newRow("article without a space") << "THE"
                                                 << "the";
        QTest::newRow("word starting like one") << "then another"
                                                << "then another";
        QTest::newRow("only an article") << "the "
                                         << "";
        QTest::newRow("the space after it only") << "A  cup"
                                                 << " cup";
        QTest::newRow("Latin-1 capital") << "The Éclair"
                                         << "éclair";
        QTest::newRow("Latin Extended-A capital") << "ŁÓDŹ"
                                                  << "łódź";
        QTest::newRow("Cyrillic capital") << "ЁЖ"
                                          << "ёж";
    }
    void normal()
    {
        QFETCH(QString, text);
        QFETCH(QString, normal);
        QCOMPARE(QString::fromStdString(schemaNormal(text.toStdString())), normal);
    }

    // One row per quirk of evaluate_schema.py; see the file's head for how the counts were
    // obtained.
    void schemaQuirks_data()
    {
        QTest::addColumn<SchemaGold>("gold");
        QTest::addColumn<SchemaSteps>("predicted");
        QTest::addColumn<QString>("counts");

        QTest::newRow("recall compares raw predicted entities, precision normalised ones")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat"}}}}}, {{"pan", {{"heat"}}}}}
            << SchemaSteps{{{"The Pan", {"heat"}}}}
            << "entity gold 0/1 predicted 1/1; attribute gold 0/1 predicted 1/1; "
               "entity local gold 0/1 predicted 1/1; attribute local gold 0/1 predicted 1/1";
        QTest::newRow("global recall compares raw attribute names, local recall normalised ones")
            << SchemaGold{{{"pan", {"pan"}, {{"Heat", {"Heat"}}}}}, {{"pan", {{"heat"}}}}}
            << SchemaSteps{{{"pan", {"Heat"}}}}
            << "entity gold 1/1 predicted 1/1; attribute gold 1/1 predicted 1/1; "
               "entity local gold 1/1 predicted 1/1; attribute local gold 0/1 predicted 1/1";
        // The seen pairs hold (skillet, heat), the test is for (pan, temperature): the
        // repeat counts as correct again but not in the total.
        QTest::newRow("seen pairs are predicted names, correct pairs canonical: precision 2")
            << SchemaGold{{{"pan", {"pan", "skillet"}, {{"temperature", {"temperature", "heat"}}}}},
                          {}}
            << SchemaSteps{{{"The skillet", {"heat"}}}, {{"the skillet", {"heat"}}}}
            << "entity gold 0/1 predicted 1/1; attribute gold 0/1 predicted 2/1; "
               "entity local gold 0/0 predicted 2/2; attribute local gold 0/0 predicted 2/2";
        QTest::newRow("a pair named by its canonicals is correct once")
            << SchemaGold{{{"pan", {"pan", "skillet"}, {{"temperature", {"temperature", "heat"}}}}},
                          {}}
            << SchemaSteps{{{"the pan", {"temperature"}}}, {{"the pan", {"temperature"}}}}
            << "entity gold 0/1 predicted 1/1; attribute gold 0/1 predicted 1/1; "
               "entity local gold 0/0 predicted 2/2; attribute local gold 0/0 predicted 2/2";
        QTest::newRow("local attribute total counted once per predicted entity of the step")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat"}}, {"location", {"location"}}}},
                           {"oil", {"oil"}, {{"volume", {"volume"}}}}},
                          {{"pan", {{"heat", "location"}}}}}
            << SchemaSteps{{{"pan", {"heat"}}, {"oil", {"volume"}}, {"knife", {}}}}
            << "entity gold 2/2 predicted 2/3; attribute gold 2/3 predicted 2/2; "
               "entity local gold 1/1 predicted 2/3; attribute local gold 1/6 predicted 2/2";
        QTest::newRow("an attribute cluster is found once per step naming it: recall 2")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat", "temperature"}}}}}, {}}
            << SchemaSteps{{{"pan", {"heat"}}}, {{"pan", {"heat"}}}}
            << "entity gold 1/1 predicted 1/1; attribute gold 2/1 predicted 1/1; "
               "entity local gold 0/0 predicted 2/2; attribute local gold 0/0 predicted 2/2";
        QTest::newRow("an attribute cluster is found once per step however many names it")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat", "temperature"}}}}}, {}}
            << SchemaSteps{{{"pan", {"heat", "temperature"}}}}
            << "entity gold 1/1 predicted 1/1; attribute gold 1/1 predicted 1/2; "
               "entity local gold 0/0 predicted 1/1; attribute local gold 0/0 predicted 2/2";
        // Gold step 1 is empty, so step 1's correct prediction counts nowhere locally; gold
        // step 3 has no predicted step.
        QTest::newRow("local recall zips the answers in file order with the predicted steps")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat"}}}}},
                          {{"pan", {{}, {"heat"}, {"heat"}}}}}
            << SchemaSteps{{{"pan", {"heat"}}}, {{"oil", {}}}}
            << "entity gold 1/1 predicted 1/2; attribute gold 1/1 predicted 1/1; "
               "entity local gold 0/1 predicted 1/2; attribute local gold 0/1 predicted 1/1";
        // "The Pan" and "pan" are one entry holding the second's names ["skillet"] and
        // attributes {location}: "pan" is no name, "skillet" finds both clusters.
        QTest::newRow("canonicals normalising alike: the last one's names and attributes")
            << SchemaGold{{{"The Pan", {"pan"}, {{"heat", {"heat"}}}},
                           {"pan", {"skillet"}, {{"location", {"location"}}}}},
                          {}}
            << SchemaSteps{{{"pan", {"heat"}}}, {{"skillet", {"location"}}}}
            << "entity gold 2/2 predicted 1/2; attribute gold 1/2 predicted 1/2; "
               "entity local gold 0/0 predicted 1/2; attribute local gold 0/0 predicted 1/2";
        // "the " normalises to "", the first entry holding "pot": the script's `if matched:`
        // is false, though "pot" has an entry of its own; the pair ("", "heat") is true.
        QTest::newRow("a canonical normalising to empty is no entity match")
            << SchemaGold{{{"the ", {"pot"}, {{"heat", {"heat"}}}}, {"pot", {"pot"}, {}}}, {}}
            << SchemaSteps{{{"pot", {"heat"}}}}
            << "entity gold 2/2 predicted 0/1; attribute gold 1/1 predicted 1/1; "
               "entity local gold 0/0 predicted 0/1; attribute local gold 0/0 predicted 1/1";
        // "the " and "a " are one entry "" in first place: "pot" finds it before "pot".
        QTest::newRow("canonicals normalising alike keep the first one's place")
            << SchemaGold{{{"the ", {"pot"}, {{"heat", {"heat"}}}},
                           {"pot", {"pot"}, {}},
                           {"a ", {"pot"}, {{"heat", {"heat"}}}}},
                          {}}
            << SchemaSteps{{{"pot", {"heat"}}}}
            << "entity gold 3/3 predicted 0/1; attribute gold 2/2 predicted 1/1; "
               "entity local gold 0/0 predicted 0/1; attribute local gold 0/0 predicted 1/1";
        QTest::newRow("an attribute may come from a later entity entry holding the name")
            << SchemaGold{{{"oil", {"oil"}, {{"heat", {"heat"}}}},
                           {"olive oil", {"olive oil", "oil"}, {{"volume", {"volume"}}}}},
                          {}}
            << SchemaSteps{{{"oil", {"volume"}}}}
            << "entity gold 2/2 predicted 1/1; attribute gold 1/2 predicted 1/1; "
               "entity local gold 0/0 predicted 1/1; attribute local gold 0/0 predicted 1/1";
        QTest::newRow("local recall counts every predicted attribute naming a change")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat", "temperature"}}}}},
                          {{"pan", {{"heat"}}}}}
            << SchemaSteps{{{"pan", {"heat", "temperature"}}}}
            << "entity gold 1/1 predicted 1/1; attribute gold 1/1 predicted 1/2; "
               "entity local gold 1/1 predicted 1/1; attribute local gold 2/1 predicted 2/2";
        QTest::newRow("local recall counts every predicted entity naming the state entity")
            << SchemaGold{{{"pan", {"pan", "skillet"}, {{"heat", {"heat"}}}}},
                          {{"pan", {{"heat"}}}}}
            << SchemaSteps{{{"pan", {}}, {"skillet", {}}}}
            << "entity gold 1/1 predicted 2/2; attribute gold 0/1 predicted 0/0; "
               "entity local gold 2/1 predicted 2/2; attribute local gold 0/2 predicted 0/0";
        QTest::newRow("KeyError: a state entity no canonical names counts, matching nothing")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat"}}}}}, {{"knife", {{"sharpness"}}}}}
            << SchemaSteps{{{"knife", {"sharpness"}}}}
            << "entity gold 0/1 predicted 0/1; attribute gold 0/1 predicted 0/1; "
               "entity local gold 0/1 predicted 0/1; attribute local gold 0/1 predicted 0/1";
        // The change's attribute is looked up by its raw name "Heat" among the normalised
        // keys ("heat").
        QTest::newRow(
            "KeyError: a change attribute no attribute entry of its entity matches nothing")
            << SchemaGold{{{"pan", {"pan"}, {{"heat", {"heat"}}}}}, {{"pan", {{"Heat"}}}}}
            << SchemaSteps{{{"pan", {"heat"}}}}
            << "entity gold 1/1 predicted 1/1; attribute gold 1/1 predicted 1/1; "
               "entity local gold 1/1 predicted 1/1; attribute local gold 0/1 predicted 1/1";
    }
    void schemaQuirks()
    {
        QFETCH(SchemaGold, gold);
        QFETCH(SchemaSteps, predicted);
        QFETCH(QString, counts);
        QCOMPARE(describe(schemaCounts(gold, predicted)), counts);
    }

    void schemaCountsAddUp()
    {
        SchemaCountSet sum;
        sum += SchemaCountSet{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
        sum += SchemaCountSet{{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}};
        QVERIFY((sum ==
                 SchemaCountSet{{2, 3, 4, 5}, {6, 7, 8, 9}, {10, 11, 12, 13}, {14, 15, 16, 17}}));
    }

    void schemaScore_data()
    {
        QTest::addColumn<SchemaCounts>("counts");
        QTest::addColumn<double>("precision");
        QTest::addColumn<double>("recall");
        QTest::addColumn<double>("f1");
        QTest::addColumn<QString>("undefined"); // the reasons of undefined figures
        const double nan = std::nan("");
        // goldTotal, predictedTotal, goldCorrect, predictedCorrect
        QTest::newRow("defined") << SchemaCounts{4, 5, 2, 3} << 0.6 << 0.5 << 2 * 0.6 * 0.5 / 1.1
                                 << "";
        QTest::newRow("recall above 1") << SchemaCounts{1, 1, 2, 1} << 1.0 << 2.0 << 4.0 / 3 << "";
        QTest::newRow("nothing predicted") << SchemaCounts{3, 0, 0, 0} << nan << 0.0 << nan
                                           << "nothing predicted; nothing predicted";
        QTest::newRow("nothing in gold") << SchemaCounts{0, 3, 0, 1} << 1.0 / 3 << nan << nan
                                         << "nothing in gold; nothing in gold";
        QTest::newRow("nothing correct")
            << SchemaCounts{3, 3, 0, 0} << 0.0 << 0.0 << nan << "precision and recall are both 0";
    }
    void schemaScore()
    {
        QFETCH(SchemaCounts, counts);
        QFETCH(double, precision);
        QFETCH(double, recall);
        QFETCH(double, f1);
        QFETCH(QString, undefined);
        const PrecisionRecallF1 s = openpi::schemaScore(counts);
        QStringList reasons;
        for (const auto &[estimate, expected] :
             {std::pair{&s.precision, precision}, std::pair{&s.recall, recall},
              std::pair{&s.f1, f1}}) {
            if (std::isnan(expected)) {
                QVERIFY(!estimate->defined());
                reasons << QString::fromStdString(estimate->reason);
            } else {
                QVERIFY(near(*estimate, expected));
            }
        }
        QCOMPARE(reasons.join(QStringLiteral("; ")), undefined);
    }

    // evaluate_schema.py (retyped in a scratch folder with the shared files in ../data)
    // printed, for `--model davinci` and `--model davinci --og`:
    //   Entity Statistics: gold_total 356, pred_total 391, gold_correct 180 (og 198),
    //     pred_correct 224 (og 251), f1 0.5371559510804402 (og 0.5959921810354132)
    //   Attribute Statistics: 1068, 845, 386 (483), 306 (379),
    //     f1 0.3617763538740968 (og 0.4503762423007798)
    //   Entity Local Statistics: 669, 632, 321 (354), 390 (430),
    //     f1 0.539865712770224 (og 0.595309328546455)
    //   Attribute Local Statistics: 2941, 1193, 237 (283), 402 (482),
    //     f1 0.13006485222416303 (og 0.15543240269806935)
    // and the precisions and recalls in the rows below.
    // The paper's Table 3 rounds the attribute F1s: .3618/.4504 global, .1301/.1554 local.
    void schemaOnReleasedFiles_data()
    {
        QTest::addColumn<bool>("expanded");
        QTest::addColumn<QString>("counts");
        // precision, recall, F1 of entity, attribute, entity local, attribute local
        QTest::addColumn<std::vector<double>>("figures");
        QTest::newRow("text-davinci-003")
            << false
            << "entity gold 180/356 predicted 224/391; attribute gold 386/1068 predicted 306/845; "
               "entity local gold 321/669 predicted 390/632; attribute local gold 237/2941 "
               "predicted 402/1193"
            << std::vector<double>{0.5728900255754475, 0.5056179775280899,  0.5371559510804402,
                                   0.3621301775147929, 0.36142322097378277, 0.3617763538740968,
                                   0.6170886075949367, 0.4798206278026906,  0.539865712770224,
                                   0.3369656328583403, 0.0805848350901054,  0.13006485222416303};
        QTest::newRow("text-davinci-003, expanded clusters")
            << true
            << "entity gold 198/356 predicted 251/391; attribute gold 483/1068 predicted 379/845; "
               "entity local gold 354/669 predicted 430/632; attribute local gold 283/2941 "
               "predicted 482/1193"
            << std::vector<double>{0.6419437340153452,  0.5561797752808989,  0.5959921810354132,
                                   0.4485207100591716,  0.45224719101123595, 0.4503762423007798,
                                   0.680379746835443,   0.5291479820627802,  0.595309328546455,
                                   0.40402347024308466, 0.09622577354641279, 0.15543240269806935};
    }
    void schemaOnReleasedFiles()
    {
        QFETCH(bool, expanded);
        QFETCH(QString, counts);
        QFETCH(std::vector<double>, figures);
        const std::optional<Json> gold = readShared(
            expanded ? QStringLiteral("dev-data-reformatted-v4-overgenerated-unique.json")
                     : QStringLiteral("dev-data-reformatted-v4.json"));
        const std::optional<Json> predicted =
            readShared(QStringLiteral("dev_schema_davinci_1.json"));
        if (!gold || !predicted) {
            QSKIP("../shared/data/openpi is not here: the released OpenPI 2.0 dev files and "
                  "text-davinci-003's schemata are needed for this test");
        }
        // The script pairs procedures by position; both files list the same ids in one
        // order, so pairing by id is the same.
        QCOMPARE(idsOf(*gold), idsOf(*predicted));
        SchemaCountSet sum;
        for (const auto &[id, procedure] : gold->items()) {
            const SchemaSteps steps = schemaPrediction(predicted->at(id));
            sum += schemaCounts(schemaGold(procedure, expanded), steps);
        }
        QCOMPARE(describe(sum), counts);
        std::size_t i = 0;
        for (const SchemaCounts *c :
             {&sum.entity, &sum.attribute, &sum.entityLocal, &sum.attributeLocal}) {
            const PrecisionRecallF1 s = openpi::schemaScore(*c);
            QVERIFY(near(s.precision, figures[i++]));
            QVERIFY(near(s.recall, figures[i++]));
            QVERIFY(near(s.f1, figures[i++]));
        }
    }

    // One row per quirk of evaluate_attribute.py.
    void attributeClusterQuirks_data()
    {
        QTest::addColumn<GoldClusters>("gold");
        QTest::addColumn<PredictedClusters>("predicted");
        QTest::addColumn<QString>("counts");
        QTest::newRow("equal clusters")
            << GoldClusters{{"size", "length"}, {"color"}}
            << PredictedClusters{{"size", {"length"}}, {"color", {"color"}}}
            << "predicted correct 2, gold found 2, gold 2, predicted 2";
        QTest::newRow("the canonical is a member only when it is a gold mention")
            << GoldClusters{{"size", "length"}, {"color"}}
            << PredictedClusters{{"size", {"length"}}, {"hue", {"color"}}}
            << "predicted correct 2, gold found 2, gold 2, predicted 2";
        QTest::newRow("mentions are stripped, the canonical is not")
            << GoldClusters{{"size", "length"}, {"color"}}
            << PredictedClusters{{" color", {}}, {"size", {" length "}}}
            << "predicted correct 1, gold found 1, gold 2, predicted 2";
        QTest::newRow("gold mentions are stripped")
            << GoldClusters{{" size ", "length"}, {"color"}}
            << PredictedClusters{{"size", {"length"}}}
            << "predicted correct 1, gold found 1, gold 2, predicted 1";
        QTest::newRow("mentions no gold cluster holds go, an empty cluster still counts")
            << GoldClusters{{"size"}, {"color"}}
            << PredictedClusters{{"size", {"dimensions"}}, {"shade", {"tint"}}}
            << "predicted correct 1, gold found 1, gold 2, predicted 2";
        QTest::newRow("predicted repeats are removed")
            << GoldClusters{{"size"}, {"color"}}
            << PredictedClusters{{"size", {"size", " size"}}, {"color", {}}}
            << "predicted correct 2, gold found 2, gold 2, predicted 2";
        QTest::newRow("gold repeats are kept")
            << GoldClusters{{"size", "size"}, {"color"}}
            << PredictedClusters{{"size", {}}, {"color", {}}}
            << "predicted correct 1, gold found 1, gold 2, predicted 2";
        // {size, length} against [size, size]: one of the predicted members is in gold (not
        // 2), but both gold members are in the prediction (2 = its size).
        QTest::newRow("the two directions test differently")
            << GoldClusters{{"size", "size"}, {"length"}} << PredictedClusters{{"size", {"length"}}}
            << "predicted correct 0, gold found 1, gold 2, predicted 1";
        QTest::newRow("equal predicted clusters each count as correct")
            << GoldClusters{{"size"}, {"color"}}
            << PredictedClusters{{"size", {}}, {"dimension", {"size"}}}
            << "predicted correct 2, gold found 1, gold 2, predicted 2";
        QTest::newRow("one gold cluster: the entity is skipped")
            << GoldClusters{{"size", "length"}} << PredictedClusters{{"size", {"length"}}}
            << "skipped";
        QTest::newRow("no gold cluster: the predicted ones still count")
            << GoldClusters{} << PredictedClusters{{"size", {}}}
            << "predicted correct 0, gold found 0, gold 0, predicted 1";
    }
    void attributeClusterQuirks()
    {
        QFETCH(GoldClusters, gold);
        QFETCH(PredictedClusters, predicted);
        QFETCH(QString, counts);
        QCOMPARE(describe(attributeClusterCounts(gold, predicted)), counts);
    }

    // The script's gt[entity] raises KeyError for an entity gold does not have; it is
    // skipped here, and so are entities with one gold cluster, each counted.
    void attributeClusterTallySkips()
    {
        const std::vector<AttributeGoldEntity> gold{
            {"pan | skillet", {{"heat", "temperature"}, {"location"}}},
            {"oil", {{"volume"}}},
        };
        const std::vector<AttributePredictedEntity> predicted{
            {"pan | skillet", {{"heat", {"temperature"}}, {"place", {"location"}}}},
            {"oil", {{"volume", {}}}},
            {"knife", {{"sharpness", {}}}},
        };
        const AttributeClusterTally t = attributeClusterTally(gold, predicted);
        QCOMPARE(describe(t.counts),
                 QStringLiteral("predicted correct 2, gold found 2, gold 2, predicted 2"));
        QCOMPARE(t.scored, std::size_t(1));
        QCOMPARE(t.singleCluster, std::size_t(1));
        QCOMPARE(t.missingFromGold, std::size_t(1));
    }

    void alternativesLikePythonSplit()
    {
        QCOMPARE(alternatives("in store | on shelf"),
                 (std::vector<std::string_view>{"in store", "on shelf"}));
        QCOMPARE(alternatives(""), (std::vector<std::string_view>{""}));
        QCOMPARE(alternatives("a | | b"), (std::vector<std::string_view>{"a", "| b"}));
        QCOMPARE(alternatives("a |  | b"), (std::vector<std::string_view>{"a", "", "b"}));
        QCOMPARE(alternatives("a|b"), (std::vector<std::string_view>{"a|b"}));
    }

    // evaluate_attribute.py (retyped in a scratch folder, reading the shared gold file) on
    // attr_chat_result_1.json printed recall 0.872, precision 0.913, f1 0.892 from
    // pred_in_gt 95, gt_in_pred 95, total_gt 109, total_pred 104 (recall
    // 0.8715596330275229, precision 0.9134615384615384, f1 0.892018779342723); 32 entities
    // scored, 82 skipped with one gold cluster. Run 3 (attr_chat_result_3.json, read from
    // the repository and retyped in the scratch folder) gives the paper's .906/.881/.893:
    // 96, 96, 109, 106.
    void attributeClustersOnReleasedRun()
    {
        const std::optional<Json> gold =
            readShared(QStringLiteral("dev_data_mini_annotated_attr.json"));
        const std::optional<Json> predicted = readShared(QStringLiteral("attr_chat_result_1.json"));
        if (!gold || !predicted) {
            QSKIP("../shared/data/openpi is not here: the hand-made attribute clusters and a "
                  "model's attribute clustering are needed for this test");
        }
        AttributeClusterTally sum;
        for (const auto &[id, entities] : predicted->items()) {
            if (!gold->contains(id)) {
                continue;
            }
            std::vector<AttributeGoldEntity> g;
            for (const auto &[entity, clusters] : gold->at(id).at("entity_attr_dict").items()) {
                AttributeGoldEntity &e = g.emplace_back();
                e.entity = entity;
                for (const Json &cluster : clusters) {
                    const std::string text = cluster.get<std::string>();
                    std::vector<std::string> &mentions = e.clusters.emplace_back();
                    for (std::string_view m : alternatives(text)) {
                        mentions.emplace_back(m);
                    }
                }
            }
            std::vector<AttributePredictedEntity> p;
            for (const auto &[entity, clusters] : entities.items()) {
                AttributePredictedEntity &e = p.emplace_back();
                e.entity = entity;
                for (const auto &[canonical, mentions] : clusters.items()) {
                    e.clusters.emplace_back(canonical, strings(mentions));
                }
            }
            sum += attributeClusterTally(g, p);
        }
        QCOMPARE(describe(sum.counts),
                 QStringLiteral("predicted correct 95, gold found 95, gold 109, predicted 104"));
        QCOMPARE(sum.scored, std::size_t(32));
        QCOMPARE(sum.singleCluster, std::size_t(82));
        QCOMPARE(sum.missingFromGold, std::size_t(0));
        const ClusterScore s = clusterScore(sum.counts);
        QVERIFY(near(s.recall, 0.8715596330275229));
        QVERIFY(near(s.precision, 0.9134615384615384));
        QVERIFY(near(s.f1, 0.892018779342723));
    }

    // evaluate_states.py's exact match, one row per rule. The released prediction and gold
    // lists (v2.0/data/dev_states_*.json) are not among the shared files and were not run.
    void stateExactMatch_data()
    {
        QTest::addColumn<StateSteps>("predicted");
        QTest::addColumn<StateSteps>("gold");
        QTest::addColumn<QString>("exact");
        const StateSteps gold{{{"pan", "heat", "cold | chilled", "hot | warm"}}};
        QTest::newRow("before and after each one of gold's alternatives")
            << StateSteps{{{"pan", "heat", "chilled", "hot"}}} << gold << "1/1";
        QTest::newRow("one side wrong")
            << StateSteps{{{"pan", "heat", "chilled", "boiling"}}} << gold << "0/1";
        QTest::newRow("predicted text taken whole")
            << StateSteps{{{"pan", "heat", "cold | chilled", "hot"}}} << gold << "0/1";
        QTest::newRow("no lowercasing")
            << StateSteps{{{"pan", "heat", "Cold", "hot"}}} << gold << "0/1";
        QTest::newRow("entity and attribute not compared")
            << StateSteps{{{"knife", "sharpness", "cold", "warm"}}} << gold << "1/1";
        QTest::newRow("changes zipped by position")
            << StateSteps{{{"oil", "volume", "full", "empty"}, {"pan", "heat", "cold", "hot"}}}
            << StateSteps{{{"pan", "heat", "cold", "hot"}, {"oil", "volume", "full", "empty"}}}
            << "0/2";
        // Step 1: two predicted changes against one; step 2: none against one; step 3 has
        // no gold step.
        QTest::newRow("the shorter list decides")
            << StateSteps{{{"pan", "heat", "cold", "hot"}, {"oil", "volume", "full", "empty"}},
                          {},
                          {{"pan", "heat", "hot", "cold"}}}
            << StateSteps{{{"pan", "heat", "cold", "hot"}}, {{"pan", "heat", "hot", "cold"}}}
            << "1/1";
        QTest::newRow("an empty gold text is one empty alternative")
            << StateSteps{{{"pan", "heat", "", ""}}} << StateSteps{{{"pan", "heat", "", ""}}}
            << "1/1";
    }
    void stateExactMatch()
    {
        QFETCH(StateSteps, predicted);
        QFETCH(StateSteps, gold);
        QFETCH(QString, exact);
        QCOMPARE(describe(openpi::stateExactMatch(predicted, gold)), exact);
    }

    void stateMatchAgainst_data()
    {
        QTest::addColumn<StateSteps>("predicted");
        QTest::addColumn<GoldChangeSteps>("gold");
        QTest::addColumn<QString>("result"); // exact/compared, unmatched
        const GoldChangeSteps gold{
            {{{"pan", "skillet"}, {"temperature", "heat"}, "cold", "hot | warm"},
             {{"pan", "skillet"}, {"temperature", "heat"}, "warm", "hot"},
             {{"oil"}, {"volume"}, "full", "empty"}},
            {{{"oil"}, {"location"}, "in bottle", "in pan"}},
        };
        QTest::newRow("a name in common on both sides")
            << StateSteps{{{"pot | skillet", "heat", "cold", "warm"}}} << gold
            << "1/1, 0 unmatched";
        QTest::newRow("gold names split too")
            << StateSteps{{{"pot | skillet", "heat", "in bottle", "in pan"}}}
            << GoldChangeSteps{{{{"pan | skillet"},
                                 {"location", "heat | temperature"},
                                 "in bottle",
                                 "in pan"}}}
            << "1/1, 0 unmatched";
        QTest::newRow("the first gold change sharing names decides")
            << StateSteps{{{"pan", "heat", "warm", "hot"}}} << gold << "0/1, 0 unmatched";
        QTest::newRow("the entity in common but not the attribute")
            << StateSteps{{{"oil", "location", "in bottle", "in pan"}}} << gold
            << "0/1, 1 unmatched";
        QTest::newRow("a gold change of another step is not used")
            << StateSteps{{}, {{"oil", "volume", "full", "empty"}}} << gold << "0/1, 1 unmatched";
        QTest::newRow("a step beyond the gold's")
            << StateSteps{{}, {}, {{"oil", "volume", "full", "empty"}}} << gold
            << "0/1, 1 unmatched";
        QTest::newRow("each prediction compared")
            << StateSteps{{{"oil", "volume", "full", "empty"},
                           {"pan", "temperature", "cold", "hot"}},
                          {{"oil", "location", "in bottle", "in pan"}}}
            << gold << "3/3, 0 unmatched";
    }
    void stateMatchAgainst()
    {
        QFETCH(StateSteps, predicted);
        QFETCH(GoldChangeSteps, gold);
        QFETCH(QString, result);
        const StateMatchAgainstStates m = openpi::stateMatchAgainst(predicted, gold);
        QCOMPARE(describe(m.match) + QStringLiteral(", %1 unmatched").arg(number(m.unmatched)),
                 result);
    }

    void stateAccuracy()
    {
        StateMatch m{4, 3};
        m += StateMatch{1, 0};
        QVERIFY(near(openpi::stateAccuracy(m), 3.0 / 5));
        QCOMPARE(QString::fromStdString(openpi::stateAccuracy(StateMatch{}).reason),
                 QStringLiteral("no state change compared"));
    }
};

QTEST_APPLESS_MAIN(TestOpenPiSchema)
#include "tst_openpi_schema.moc"
