// The OpenPI store's new edits, on both engines: a person's error labels of a model's
// predicted schemata (a step's predicted pairs stored on its first label), missed pairs,
// finished analyses and judgements of generated paraphrases; each returns what it
// replaced for an undo, is audited, and a refused one leaves the project as it was.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/demo_project.h"
#include "db/import.h"
#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_snapshot.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "metrics/openpi_schema.h"

#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <tuple>

using namespace es::db;

namespace {

// Clusters as nlohmann_json reads a stored value, the way the store read every value until
// it learnt to read its own form directly: what that reading must agree with.
std::vector<es::db::OpenPiCluster> generalClusters(std::string_view text)
{
    std::vector<es::db::OpenPiCluster> out;
    for (const auto &c : nlohmann::ordered_json::parse(text)) {
        es::db::OpenPiCluster x;
        x.entity = c.at(0).get<std::string>();
        if (c.at(1).is_string()) {
            x.canonical = c.at(1).get<std::string>();
        }
        x.members = c.at(2).get<std::vector<std::string>>();
        if (c.size() > 3) {
            x.generated = c.at(3).get<std::vector<std::string>>();
        }
        out.push_back(std::move(x));
    }
    return out;
}

// The demo's procedures and the model's predicted schemata (resources/demo): d1's step 1
// predicts coffee: temperature, existence, taste and The coffee maker: power; step 2
// coffee: temperature.
void importDemoSchemata(Project &p)
{
    ImportBatch batch;
    const auto read = [](const char *name) {
        return readInputFile(es::test::demo(name).toStdString());
    };
    batch.openpi.push_back({{},
                            parseOpenPiProcedures(read("openpi_demo.json"), "openpi_demo.json",
                                                  OpenPiRaterKind::None)});
    batch.openpi.push_back(
        {{OpenPiRaterKind::Model, "gpt", {}},
         parseOpenPiSchemata(read("openpi_demo_schemata_pred.json"), "schemata.json")});
    importAll(p, batch, "test");
}

struct Slot
{
    int step;
    int position;
    std::string attribute;
    std::optional<int> category;
    friend bool operator==(const Slot &, const Slot &) = default;
};

std::vector<Slot> stored(Project &p, const std::string &person)
{
    Statement s =
        p.connection().prepare("SELECT l.step, l.position, l.attribute, l.category FROM "
                               "openpi_schema_label l JOIN person w ON w.id = "
                               "l.person_id WHERE w.name = ? ORDER BY l.step, l.position");
    s.bind(1, person);
    std::vector<Slot> out;
    while (s.step()) {
        out.push_back({s.integer(0), s.integer(1), s.text(2),
                       s.isNull(3) ? std::nullopt : std::optional(s.integer(3))});
    }
    return out;
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

// A stored JSON text made one a document refuses or reads otherwise, for the generators'
// shared cases: 1 cut in half, 2 behind a byte-order mark, 3 followed by more text; any
// other leaves it as it is.
void spoil(std::string &text, unsigned how)
{
    switch (how) {
    case 1:
        text = text.substr(0, text.size() / 2);
        break;
    case 2:
        text = "\xEF\xBB\xBF" + text;
        break;
    case 3:
        text += " x";
        break;
    default:
        break;
    }
}

} // namespace

class TestOpenPiStore : public QObject
{
    Q_OBJECT

    QTemporaryDir dir_;
    std::string path(const char *name) const { return es::test::projectIn(dir_, name); }

  private slots:
    // A procedure's released clusters and its entities' changes are read without JSON
    // documents when they have the release's shapes: whatever is stored, the gold read is
    // the one the documents give, and what they refuse is refused.
    void releasedGoldReadsAsDocumentsReadIt()
    {
        using nlohmann::ordered_json;
        std::mt19937 rng(1128);
        const std::vector<std::string> words = {"water", "pan", "é", "日本", "a \"b\"", "", " x "};
        const auto word = [&] { return words[rng() % words.size()]; };
        const auto names = [&] {
            ordered_json a = ordered_json::array();
            for (int k = static_cast<int>(rng() % 4); k > 0; --k) {
                a.push_back(rng() % 9 == 0 ? ordered_json(3) : ordered_json(word()));
            }
            return a;
        };
        // A value of another shape than the release's, now and then.
        const auto odd = [&](ordered_json v) {
            switch (rng() % 24) {
            case 0:
                return ordered_json(nullptr);
            case 1:
                return ordered_json(7);
            case 2:
                return ordered_json("text");
            case 3:
                return ordered_json::array();
            default:
                return v;
            }
        };
        std::vector<std::pair<std::string, std::vector<std::string>>> cases;
        for (int i = 0; i < 1500; ++i) {
            ordered_json clusters = ordered_json::object();
            for (int c = static_cast<int>(rng() % 4); c > 0; --c) {
                ordered_json cluster = ordered_json::object();
                cluster["entity_cluster"] = odd(names());
                if (rng() % 2 == 0) {
                    cluster["entity_cluster_combined"] = odd(names());
                }
                if (rng() % 2 == 0) {
                    ordered_json attributes = ordered_json::object();
                    for (int a = static_cast<int>(rng() % 3); a > 0; --a) {
                        ordered_json attribute = ordered_json::object();
                        attribute["attribute_cluster"] = odd(names());
                        if (rng() % 2 == 0) {
                            attribute["attribute_cluster_combined"] = odd(names());
                        }
                        attributes[word() + std::to_string(a)] =
                            rng() % 5 == 0 ? names() : odd(attribute);
                    }
                    cluster["attribute_cluster"] = odd(attributes);
                }
                clusters[word() + std::to_string(c)] = odd(cluster);
            }
            std::vector<std::string> answers;
            for (int e = static_cast<int>(rng() % 3); e > 0; --e) {
                ordered_json steps = ordered_json::object();
                for (int step = 1 + static_cast<int>(rng() % 3); step > 0; --step) {
                    ordered_json changes = ordered_json::array();
                    for (int k = static_cast<int>(rng() % 3); k > 0; --k) {
                        ordered_json change = {{"before", word()}, {"after", word()}};
                        if (rng() % 6 != 0) {
                            change["attribute"] =
                                rng() % 12 == 0 ? ordered_json(5) : ordered_json(word());
                        }
                        changes.push_back(odd(change));
                    }
                    steps["step" + std::to_string(step)] = odd(changes);
                }
                answers.push_back(rng() % 10 == 0 ? std::string()
                                                  : odd(steps).dump(rng() % 4 == 0 ? 1 : -1));
            }
            std::string text = odd(clusters).dump(rng() % 4 == 0 ? 2 : -1);
            // Text the documents refuse or read otherwise: a repeated key, a cut, a mark.
            const auto how = static_cast<unsigned>(rng() % 12);
            switch (how) {
            case 0:
                if (const auto at = text.find("\"entity_cluster\":"); at != std::string::npos) {
                    text.insert(at, "\"entity_cluster\":[\"twice\"],");
                }
                break;
            case 4:
                if (!answers.empty() && answers[0].size() > 2) {
                    answers[0].insert(1, "\"step1\":[],");
                }
                break;
            default:
                spoil(text, how);
                break;
            }
            cases.emplace_back(text, answers);
        }
        cases.push_back({"{\"a\":{\"entity_cluster\":[\"x\"]},\"a\":{}}", {}});
        cases.push_back({"{\"a\":{\"entity_cluster\":[\"\\u00e9\\ud83d\\ude00\"]}}", {"{}"}});
        cases.push_back({"{\"a\":{\"entity_cluster\":[1e400]}}", {}});
        cases.push_back({"{\"a\":{\"entity_cluster\":[\"\xC3\"]}}", {}});
        cases.push_back({"{}", {"{\"step1\":null}"}});
        cases.push_back({"{}", {"{\"step1\":[{\"attribute\":null}]}"}});
        cases.push_back({"{}", {"{\"step1\":[{\"attribute\":\"a\",\"attribute\":\"b\"}]}"}});
        cases.push_back({"[]", {}});
        int read = 0, refused = 0, fast = 0;
        for (const auto &[clusters, answers] : cases) {
            std::vector<std::pair<std::string_view, std::string_view>> entities;
            for (const std::string &a : answers) {
                entities.emplace_back("entity", a);
            }
            std::optional<OpenPiSnapshot::Released> expected, got;
            try {
                expected = releasedSchemaOfDocuments(clusters, entities);
            } catch (const std::exception &) {
            }
            try {
                got = releasedSchema(clusters, entities);
            } catch (const std::exception &) {
            }
            QVERIFY2(got == expected, clusters.c_str());
            ++(expected ? read : refused);
            // What the own reader takes, it reads as the documents do.
            OpenPiSnapshot::Released own;
            if (readReleasedSchema(clusters, entities, own)) {
                QVERIFY2(expected && own == *expected, clusters.c_str());
                ++fast;
            }
        }
        // Golds the documents read: most (the release's shapes, none of the odd values
        // above) are read without them; 624 of 1,508 read, 381 of those by the own reader.
        QVERIFY(read > 500 && refused > 100 && fast > 300);
    }

    // A model's stored schemata are read without JSON documents when they have the stored
    // shape (a list of {entity: [attribute, ...]} objects): whatever is stored, the steps
    // read are the ones the documents give, and what they refuse is refused.
    void schemaStepsReadAsDocumentsReadThem()
    {
        using nlohmann::ordered_json;
        std::mt19937 rng(2711);
        const std::vector<std::string> words = {
            "water", "pan", "é", "日本", "a \"b\"", "", " x ", "\x01", "\xF0\x9F\x98\x80"};
        const auto word = [&] { return words[rng() % words.size()]; };
        std::vector<std::string> cases;
        for (int i = 0; i < 1500; ++i) {
            ordered_json steps = ordered_json::array();
            for (int k = static_cast<int>(rng() % 5); k > 0; --k) {
                ordered_json step = ordered_json::object();
                for (int e = static_cast<int>(rng() % 4); e > 0; --e) {
                    ordered_json attributes = ordered_json::array();
                    for (int a = static_cast<int>(rng() % 4); a > 0; --a) {
                        attributes.push_back(rng() % 10 == 0   ? ordered_json(2.5)
                                             : rng() % 15 == 0 ? ordered_json::array({word()})
                                                               : ordered_json(word()));
                    }
                    step[word() + std::to_string(e)] =
                        rng() % 12 == 0 ? ordered_json(word()) : attributes;
                }
                steps.push_back(rng() % 20 == 0 ? ordered_json::array({word()}) : step);
            }
            std::string text = steps.dump(rng() % 4 == 0 ? 2 : -1);
            // Text the documents refuse or read otherwise.
            const auto how = static_cast<unsigned>(rng() % 14);
            switch (how) {
            case 0: // a repeated key: the documents keep its last value, in its first place
                if (const auto at = text.find("{\""); at != std::string::npos) {
                    const auto end = text.find("\":", at);
                    if (end != std::string::npos) {
                        text.insert(at + 1, text.substr(at + 1, end + 2 - at - 1) + "[\"twice\"],");
                    }
                }
                break;
            case 4:
                text = "{\"step\":" + text + "}";
                break;
            default:
                spoil(text, how);
                break;
            }
            cases.push_back(text);
        }
        cases.push_back("[{\"a\":[1e400]}]");
        cases.push_back("[{\"a\":[\"\xC3\"]}]");
        cases.push_back("[{\"a\":[\"\\u00e9\\ud83d\\ude00\"]}]");
        cases.push_back("[{\"a\":[\"x\"],\"a\":[\"y\"]}]");
        cases.push_back("[]");
        cases.push_back("[{}]");
        cases.push_back("\"text\"");
        cases.push_back("");
        int read = 0, refused = 0, fast = 0;
        for (const std::string &text : cases) {
            std::optional<std::vector<es::metrics::openpi::SchemaStep>> expected, got;
            try {
                expected = schemaStepsOfDocuments(text);
            } catch (const std::exception &) {
            }
            try {
                got = schemaSteps(text);
            } catch (const std::exception &) {
            }
            QVERIFY2(got == expected, text.c_str());
            ++(expected ? read : refused);
            std::vector<es::metrics::openpi::SchemaStep> own;
            if (readSchemaSteps(text, own)) {
                QVERIFY2(expected && own == *expected, text.c_str());
                ++fast;
            }
        }
        QVERIFY2(read > 1000 && refused > 150 && fast > 800,
                 qPrintable(QStringLiteral("%1 read, %2 refused, %3 by the own reader")
                                .arg(read)
                                .arg(refused)
                                .arg(fast)));
    }

    // Stored clusterings are read without a JSON document when they are in the store's own
    // form: every value, written by the store or not, reads as the general parser reads it,
    // and what that parser refuses is refused.
    void clustersReadAsTheGeneralParserReadsThem()
    {
        std::mt19937 rng(11);
        const std::vector<std::string> pieces = {
            "a", "Z", " ", "\"",  "\\", "|", "\n", "\x01", "é", "日本", "\xF0\x9F\x98\x80",
            "[", "]", ",", "null"};
        const auto text = [&] {
            std::string t;
            for (int k = static_cast<int>(rng() % 6); k > 0; --k) {
                t += pieces[rng() % pieces.size()];
            }
            return t;
        };
        std::vector<std::string> values;
        for (int i = 0; i < 2000; ++i) {
            std::vector<es::db::OpenPiCluster> clusters(rng() % 4);
            for (auto &c : clusters) {
                c.entity = text();
                if (rng() % 2 != 0) {
                    c.canonical = text();
                }
                for (int k = static_cast<int>(rng() % 4); k > 0; --k) {
                    c.members.push_back(text());
                }
                for (int k = rng() % 3 == 0 ? static_cast<int>(rng() % 3) : 0; k > 0; --k) {
                    c.generated.push_back(text());
                }
            }
            const std::string json = es::db::openPiClustersJson(clusters);
            QVERIFY2(es::db::openPiClustersFromJson(json) == clusters, json.c_str());
            values.push_back(json);
        }
        values.insert(values.end(),
                      {"[]", " []", "[[\"e\", null, [\"a\"]]]", "[[\"e\",3,[\"a\"]]]",
                       "[[\"e\",null,[\"a\"],[]]]", "[[\"e\",null,[\"a\"],[\"g\"],5]]",
                       "[[\"e\",null,[1]]]", "[[\"e\",null]]", "[[\"e\"]]", "[[1,null,[]]]",
                       "[[\"e\",null,[\"a\"]]", "[[\"e\",null,[\"a\"]]]x",
                       "[[\"\\u00e9\",null,[]]]", "[[\"\xC3\",null,[]]]", "", "{}"});
        for (const std::string &value : values) {
            std::optional<std::vector<es::db::OpenPiCluster>> expected;
            try {
                expected = generalClusters(value);
            } catch (const std::exception &) {
            }
            std::optional<std::vector<es::db::OpenPiCluster>> read;
            try {
                read = es::db::openPiClustersFromJson(value);
            } catch (const std::exception &) {
            }
            QVERIFY2(read == expected, value.c_str());
        }
    }

    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(es::test::engineReady(), es::test::kNoServer);
    }

    // From 256 predicted schemata the load parses the released clusters, and the report
    // counts Table 3, on two cores: the figures must be the sums of every procedure's
    // counts. 150 copies of the demo's procedures, every other one predicted a step short.
    void schemataOfManyProceduresAddUp()
    {
        Project p(path("many_schemata.eventscope"), Project::Open::CreateIfMissing);
        const auto read = [](const char *name) {
            return nlohmann::ordered_json::parse(readInputFile(es::test::demo(name).toStdString()));
        };
        const nlohmann::ordered_json procedures = read("openpi_demo.json");
        const nlohmann::ordered_json predicted = read("openpi_demo_schemata_pred.json");
        nlohmann::ordered_json manyProcedures = nlohmann::ordered_json::object();
        nlohmann::ordered_json manySchemata = nlohmann::ordered_json::object();
        for (int copy = 0; copy < 150; ++copy) {
            for (const auto &[id, procedure] : procedures.items()) {
                const std::string key = id + "_" + std::to_string(copy);
                manyProcedures[key] = procedure;
                if (predicted.contains(id)) {
                    nlohmann::ordered_json steps = predicted[id];
                    if (copy % 2 == 1 && steps.size() > 1) {
                        steps.erase(steps.size() - 1);
                    }
                    manySchemata[key] = steps;
                }
            }
        }
        QVERIFY(manySchemata.size() >= 256);
        ImportBatch batch;
        batch.openpi.push_back(
            {{}, parseOpenPiProcedures(manyProcedures.dump(), "many.json", OpenPiRaterKind::None)});
        batch.openpi.push_back({{OpenPiRaterKind::Model, "gpt", {}},
                                parseOpenPiSchemata(manySchemata.dump(), "many_schemata.json")});
        importAll(p, batch, "test");

        const OpenPiSnapshot snap = OpenPiStore(p).load();
        es::metrics::openpi::SchemaCountSet plain;
        es::metrics::openpi::SchemaCountSet expanded;
        std::size_t predictedProcedures = 0;
        for (const auto &prediction : snap.schemata) {
            const auto &gold = snap.released[prediction.procedure];
            QVERIFY(gold.present);
            ++predictedProcedures;
            plain += es::metrics::openpi::schemaCounts(gold.plain, prediction.steps);
            expanded += es::metrics::openpi::schemaCounts(gold.withExpansion, prediction.steps);
        }
        QCOMPARE(predictedProcedures, manySchemata.size());
        const OpenPiAnalysis analysis = analyseOpenPi(snap);
        QVERIFY(!analysis.schemata.empty());
        for (const auto &row : analysis.schemata) {
            QCOMPARE(row.procedures, predictedProcedures);
            QVERIFY(row.counts == (row.expanded ? expanded : plain));
        }
        QVERIFY(plain.attribute.goldTotal > 0);
    }

    // A model's salience imported one procedure at a time, last procedure first, is stored
    // out of the ratings' order: the load sorts the ratings, and each explanation and raw
    // value must stay with its rating.
    void salienceTextsFollowTheirRatingsWhenSorted()
    {
        const auto read = [](const char *name) {
            return nlohmann::ordered_json::parse(readInputFile(es::test::demo(name).toStdString()));
        };
        const nlohmann::ordered_json procedures = read("openpi_demo.json");
        const nlohmann::ordered_json predicted = read("openpi_demo_pred.json");
        QVERIFY(predicted.size() >= 2);
        // (procedure key, entity, step) -> (value, explanation, raw) of the model's ratings.
        using Texts = std::map<std::tuple<std::string, std::string, std::uint32_t>,
                               std::tuple<int, std::string, std::string>>;
        const auto load = [&](const char *file, bool reversed) {
            Project p(path(file), Project::Open::CreateIfMissing);
            ImportBatch first;
            first.openpi.push_back({{},
                                    parseOpenPiProcedures(procedures.dump(), "openpi_demo.json",
                                                          OpenPiRaterKind::None)});
            importAll(p, first, "test");
            std::vector<std::string> keys;
            for (const auto &[key, procedure] : predicted.items()) {
                keys.push_back(key);
            }
            if (reversed) {
                std::reverse(keys.begin(), keys.end());
            }
            for (const std::string &key : keys) {
                nlohmann::ordered_json one = nlohmann::ordered_json::object();
                one[key] = predicted[key];
                ImportBatch batch;
                batch.openpi.push_back(
                    {{OpenPiRaterKind::Model, "gpt", {}},
                     parseOpenPiProcedures(one.dump(), key + ".json", OpenPiRaterKind::Model)});
                importAll(p, batch, "test");
            }
            const OpenPiSnapshot snap = OpenPiStore(p).load({.details = true});
            Texts texts;
            for (const auto &rater : snap.raters) {
                if (rater.name != "gpt") {
                    continue;
                }
                if (!std::is_sorted(rater.ratings.begin(), rater.ratings.end()) ||
                    rater.explanations.size() != rater.ratings.size() ||
                    rater.raw.size() != rater.ratings.size()) {
                    return Texts{};
                }
                for (std::size_t i = 0; i < rater.ratings.size(); ++i) {
                    const auto &r = rater.ratings[i];
                    texts[{snap.procedures[r.procedure].key, snap.entities[r.entity].name,
                           r.step}] = {r.value, rater.explanations[i], rater.raw[i]};
                }
            }
            return texts;
        };
        const Texts inOrder = load("salience_in_order.eventscope", false);
        const Texts reversed = load("salience_reversed.eventscope", true);
        QVERIFY(!inOrder.empty());
        QCOMPARE(reversed, inOrder);
        // And each explanation is the file's own for its entity and step.
        std::size_t checked = 0;
        for (const auto &[key, procedure] : predicted.items()) {
            for (const auto &state : procedure["states"]) {
                const std::string entity = state["entity"].get<std::string>();
                std::uint32_t step = 0;
                for (const auto &[stepKey, answer] : state["answers"].items()) {
                    ++step;
                    if (!answer.contains("local_salience_explanation")) {
                        continue;
                    }
                    const auto found = reversed.find({key, entity, step});
                    QVERIFY2(found != reversed.end(), (key + " " + entity).c_str());
                    QCOMPARE(std::get<1>(found->second),
                             answer["local_salience_explanation"].get<std::string>());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10);
    }

    // A server's load reads the entities and ratings as their tables lie, where a row an
    // update moved comes after the rows it passed: the load puts them in their places.
    void rowsAnUpdateMovedLoadInTheirPlaces()
    {
        Project p(path("moved_rows.eventscope"), Project::Open::CreateIfMissing);
        ImportBatch batch;
        batch.openpi.push_back(
            {{},
             parseOpenPiProcedures(readInputFile(es::test::demo("openpi_demo.json").toStdString()),
                                   "openpi_demo.json", OpenPiRaterKind::None)});
        batch.openpi.push_back(
            {{OpenPiRaterKind::Model, "gpt", {}},
             parseOpenPiProcedures(
                 readInputFile(es::test::demo("openpi_demo_pred.json").toStdString()),
                 "openpi_demo_pred.json", OpenPiRaterKind::Model)});
        importAll(p, batch, "test");
        // Each rater's ratings with their explanations, and each procedure's entity names.
        const auto describe = [&p] {
            const OpenPiSnapshot snap = OpenPiStore(p).load({.details = true});
            std::vector<std::string> out;
            for (const auto &procedure : snap.procedures) {
                std::string line = procedure.key + ":";
                for (const std::uint32_t e : procedure.entities) {
                    line += " " + snap.entities[e].name;
                }
                out.push_back(line);
            }
            for (const auto &rater : snap.raters) {
                for (std::size_t i = 0; i < rater.ratings.size(); ++i) {
                    const auto &r = rater.ratings[i];
                    out.push_back(rater.name + " " + snap.entities[r.entity].name + " " +
                                  std::to_string(r.step) + " " + std::to_string(r.value) + " " +
                                  rater.explanations.at(i));
                }
            }
            return out;
        };
        const std::vector<std::string> before = describe();
        QVERIFY(before.size() > 20);
        for (const char *table : {"openpi_entity", "openpi_salience"}) {
            p.connection().exec(std::string("UPDATE ") + table + " SET id = id WHERE id IN " +
                                "(SELECT min(id) FROM " + table + ")");
            if (es::test::onServer()) {
                std::vector<std::int64_t> lying;
                Statement s = p.connection().prepare(std::string("SELECT id FROM ") + table);
                while (s.step()) {
                    lying.push_back(s.int64(0));
                }
                QVERIFY2(!std::is_sorted(lying.begin(), lying.end()), table);
            }
        }
        QCOMPARE(describe(), before);
    }

    // An entity a later import adds to the first procedure is stored after the second
    // procedure's: the load still lists every procedure's entities together, in their
    // positions.
    void entitiesAddedLaterFollowTheirProcedure()
    {
        Project p(path("entities_later.eventscope"), Project::Open::CreateIfMissing);
        nlohmann::ordered_json procedures = nlohmann::ordered_json::parse(
            readInputFile(es::test::demo("openpi_demo.json").toStdString()));
        QVERIFY(procedures.size() >= 2);
        const auto import = [&](const nlohmann::ordered_json &file) {
            ImportBatch batch;
            batch.openpi.push_back(
                {{}, parseOpenPiProcedures(file.dump(), "procedures.json", OpenPiRaterKind::None)});
            importAll(p, batch, "test");
        };
        import(procedures);
        const std::string first = procedures.begin().key();
        nlohmann::ordered_json added = procedures[first]["states"][0];
        added["entity"] = "added later";
        procedures[first]["states"].push_back(added);
        import(procedures);

        const OpenPiSnapshot snap = OpenPiStore(p).load({.details = true});
        QCOMPARE(snap.procedures[0].key, first);
        std::vector<std::string> names;
        for (const std::uint32_t e : snap.procedures[0].entities) {
            names.push_back(snap.entities[e].name);
        }
        std::vector<std::string> expected;
        for (const auto &state : procedures[first]["states"]) {
            expected.push_back(state["entity"].get<std::string>());
        }
        QCOMPARE(names, expected);
        // Entities are numbered procedure by procedure.
        std::uint32_t next = 0;
        for (const auto &procedure : snap.procedures) {
            for (const std::uint32_t e : procedure.entities) {
                QCOMPARE(e, next++);
                QCOMPARE(snap.entityIndex.at(snap.entities[e].id), e);
            }
        }
        QCOMPARE(std::size_t{next}, snap.entities.size());
    }

    void errorLabelsStoreTheirStepAndUndo()
    {
        Project p(path("labels.eventscope"), Project::Open::CreateIfMissing);
        importDemoSchemata(p);
        OpenPiStore store(p);
        const std::int64_t d1 = store.procedureId("d1");
        // The first label of a step stores the step's predicted pairs, unlabelled.
        QCOMPARE(store.setSchemaLabel(d1, "gpt", "zoe", 1, 2, 3), std::optional<int>());
        QCOMPARE(stored(p, "zoe"), (std::vector<Slot>{{1, 0, "temperature", std::nullopt},
                                                      {1, 1, "existence", std::nullopt},
                                                      {1, 2, "taste", 3},
                                                      {1, 3, "power", std::nullopt}}));
        QCOMPARE(store.setSchemaLabel(d1, "gpt", "zoe", 1, 0, 1), std::optional<int>());
        QCOMPARE(store.setSchemaLabel(d1, "gpt", "zoe", 1, 0, 2), std::optional<int>(1));
        QCOMPARE(store.setSchemaLabel(d1, "gpt", "zoe", 1, 0, std::nullopt), std::optional<int>(2));
        // The snapshot's slots are the stored ones for step 1 and the predictions elsewhere.
        {
            const OpenPiSnapshot snap = store.load();
            QCOMPARE(snap.schemaAnalyses.size(), std::size_t(1));
            const auto rows =
                snap.analysisSlots(&snap.schemaAnalyses[0], snap.schemaAnalyses[0].procedure,
                                   snap.schemaAnalyses[0].model);
            QCOMPARE(rows.size(), std::size_t(15)); // d1's 15 predicted pairs
            QCOMPARE(rows[2].slot.category, std::optional<int>(3));
            QCOMPARE(rows[4].slot.attribute, std::string("temperature")); // step 2, not stored
            QCOMPARE(rows[4].slot.step, 2);
        }
        // A missed pair goes after the step's slots, and goes away and back for an undo.
        QCOMPARE(store.addMissedPair(d1, "gpt", "zoe", 2, "milk", "location"), 1);
        QCOMPARE(stored(p, "zoe").back(), (Slot{2, 1, "location", OpenPiSchemaSlot::kMissed}));
        store.setSchemaSlot(d1, "gpt", "zoe", 2, 1, std::nullopt);
        QCOMPARE(stored(p, "zoe").size(), std::size_t(5));
        store.setSchemaSlot(d1, "gpt", "zoe", 2, 1,
                            OpenPiSchemaSlot{2, "milk", "location", OpenPiSchemaSlot::kMissed});
        QCOMPARE(stored(p, "zoe").back(), (Slot{2, 1, "location", OpenPiSchemaSlot::kMissed}));
        QCOMPARE(store.setSchemaAnalysisFinished(d1, "gpt", "zoe", true), false);
        QCOMPARE(store.setSchemaAnalysisFinished(d1, "gpt", "zoe", true), true); // no change
        QCOMPARE(store.setSchemaAnalysisFinished(d1, "gpt", "zoe", false), true);
        // Undoing a step's first label clears the step again.
        store.clearSchemaStep(d1, "gpt", "zoe", 1);
        QCOMPARE(stored(p, "zoe").size(), std::size_t(2));
        QCOMPARE(auditActions(p, "zoe"),
                 (std::vector<std::string>{
                     "schema_error.set", "schema_error.set", "schema_error.set", "schema_error.set",
                     "schema_missed.add", "schema_slot.remove", "schema_slot.set",
                     "schema_errors.finish", "schema_errors.reopen", "schema_step.clear"}));
    }

    void refusedEditsLeaveTheProject_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such category")
            << 0 << "an error category is 1 (correct), 2 (no change) or 3 (nonsense), not 4";
        QTest::newRow("no such slot") << 1 << "no predicted pair at step 1, slot 9";
        QTest::newRow("a missed pair takes no category")
            << 2 << "a pair added as missed takes no error category";
        QTest::newRow("a missed pair without attribute")
            << 3 << "a missed pair needs its attribute";
        QTest::newRow("no such model") << 4 << "no model named \"nobody\" in the project";
        QTest::newRow("adjudicators decide, they do not label") << 5 << "lead";
        QTest::newRow("viewers judge nothing") << 6 << "vic";
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
            importDemoSchemata(p);
            OpenPiStore(p).addMissedPair(OpenPiStore(p).procedureId("d1"), "gpt", "zoe", 1, "milk",
                                         "location");
            p.setRole("lead", Role::Adjudicator, "test");
            p.setRole("vic", Role::Viewer, "test");
        }
        const QByteArray before = es::test::projectFingerprint(QString::fromStdString(file));
        {
            Project p(file, Project::Open::ExistingOnly);
            OpenPiStore store(p);
            const std::int64_t d1 = store.procedureId("d1");
            try {
                switch (edit) {
                case 0:
                    store.setSchemaLabel(d1, "gpt", "zoe", 1, 0, 4);
                    break;
                case 1:
                    store.setSchemaLabel(d1, "gpt", "zoe", 1, 8, 1);
                    break;
                case 2:
                    store.setSchemaLabel(d1, "gpt", "zoe", 1, 4, 1);
                    break;
                case 3:
                    store.addMissedPair(d1, "gpt", "zoe", 1, "milk", "  ");
                    break;
                case 4:
                    store.setSchemaLabel(d1, "nobody", "zoe", 1, 0, 1);
                    break;
                case 5:
                    store.setSchemaLabel(d1, "gpt", "lead", 1, 0, 1);
                    break;
                default:
                    store.setExpansionRating(d1, OpenPiClusterKind::Entity, "coffee", {}, "brew",
                                             "vic", true);
                    break;
                }
                QFAIL("the edit was not refused");
            } catch (const InputError &e) {
                QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            }
        }
        QCOMPARE(es::test::projectFingerprint(QString::fromStdString(file)), before);
    }

    void judgementsOfParaphrases()
    {
        Project p(path("judgements.eventscope"), Project::Open::CreateIfMissing);
        importDemoSchemata(p);
        OpenPiStore store(p);
        const std::int64_t d1 = store.procedureId("d1");
        QCOMPARE(store.setExpansionRating(d1, OpenPiClusterKind::Entity, "coffee", {}, "brew",
                                          "zoe", false),
                 std::optional<bool>());
        QCOMPARE(store.setExpansionRating(d1, OpenPiClusterKind::Attribute, "coffee", "temperature",
                                          "warmth", "zoe", true),
                 std::optional<bool>());
        QCOMPARE(store.setExpansionRating(d1, OpenPiClusterKind::Entity, "coffee", {}, "brew",
                                          "zoe", true),
                 std::optional<bool>(false));
        const OpenPiAnalysis a = analyseOpenPi(store.load({.details = false}));
        QCOMPARE(a.expansions.size(), std::size_t(2));
        QCOMPARE(a.expansions[0].correct, std::size_t(1));
        QCOMPARE(a.expansions[1].rated, std::size_t(1));
        QCOMPARE(store.setExpansionRating(d1, OpenPiClusterKind::Entity, "coffee", {}, "brew",
                                          "zoe", std::nullopt),
                 std::optional<bool>(true));
        QCOMPARE(auditActions(p, "zoe"),
                 (std::vector<std::string>{"expansion.rate", "expansion.rate", "expansion.rate",
                                           "expansion.rate"}));
    }
};

QTEST_GUILESS_MAIN(TestOpenPiStore)
#include "tst_openpi_store.moc"
