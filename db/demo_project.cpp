#include "db/demo_project.h"

#include "db/esd/esd_format.h"
#include "db/import.h"

#include <QFile>

namespace es::db {

namespace {

std::string resource(const QString &name)
{
    QFile f(QStringLiteral(":/demo/") + name);
    if (!f.open(QIODevice::ReadOnly)) {
        throw DbError("the demo project is missing from this build");
    }
    return f.readAll().toStdString();
}

} // namespace

std::string demoEsdJsonLines() { return resource(QStringLiteral("esd_demo.jsonl")); }

void seedDemoProject(Project &project)
{
    Statement count = project.connection().prepare(
        "SELECT (SELECT count(*) FROM esd_pair) + (SELECT count(*) FROM ester_question) + "
        "(SELECT count(*) FROM openpi_procedure)");
    count.step();
    if (count.int64(0) != 0) {
        return;
    }
    count.reset();
    ImportBatch demo;
    demo.esd.push_back(parseEsdJsonLines(demoEsdJsonLines(), "esd_demo.jsonl"));
    auto split = [](const char *name) { return parseEsterSplit(resource(QString::fromLatin1(name)), name); };
    demo.ester.push_back({"demo", {}, split("ester_demo.json"), {}});
    demo.ester.push_back({"demo", "ann_a", split("ester_demo_ann_a.json"), {}});
    demo.ester.push_back({"demo_ann_b", "ann_b", split("ester_demo_ann_b.json"), {}});
    demo.ester.push_back({"demo", "flan-t5-demo",
                          parseEsterPredictions(resource(QStringLiteral("ester_demo_pred.json")), "ester_demo_pred.json"),
                          {}});
    auto openpi = [](OpenPiRaterKind kind, const std::string &rater, OpenPiFileKind file, const char *name,
                     const std::string &ofModel = {}) {
        const std::string content = resource(QString::fromLatin1(name));
        OpenPiImportJob job{{kind, rater, ofModel}, {}};
        switch (file) {
        case OpenPiFileKind::Procedures:
            job.file = parseOpenPiProcedures(content, name, kind);
            break;
        case OpenPiFileKind::Clustering:
            job.file = parseOpenPiClustering(content, name);
            break;
        case OpenPiFileKind::AttributeClustering:
            job.file = parseOpenPiAttributeClustering(content, name);
            break;
        case OpenPiFileKind::Schemata:
            job.file = parseOpenPiSchemata(content, name);
            break;
        case OpenPiFileKind::States:
            job.file = parseOpenPiStates(content, name);
            break;
        case OpenPiFileKind::SchemaErrors:
            job.file = parseOpenPiSchemaErrors(content, name);
            break;
        case OpenPiFileKind::ExpansionJudgements:
            job.file = parseOpenPiExpansionJudgements(content, name);
            break;
        default:
            job.file = parseOpenPiGoldClusters(content, name);
            break;
        }
        return job;
    };
    using enum OpenPiRaterKind;
    demo.openpi.push_back(openpi(None, {}, OpenPiFileKind::Procedures, "openpi_demo.json"));
    demo.openpi.push_back(openpi(Person, "ann_a", OpenPiFileKind::Procedures, "openpi_demo_ann_a.json"));
    demo.openpi.push_back(openpi(Person, "ann_b", OpenPiFileKind::Procedures, "openpi_demo_ann_b.json"));
    demo.openpi.push_back(openpi(Model, "gpt-3.5-demo", OpenPiFileKind::Procedures, "openpi_demo_pred.json"));
    demo.openpi.push_back(openpi(None, {}, OpenPiFileKind::GoldClusters, "openpi_demo_gold_clusters.json"));
    demo.openpi.push_back(openpi(Model, "gpt-3.5-demo", OpenPiFileKind::Clustering, "openpi_demo_clusters_pred.json"));
    demo.openpi.push_back(
        openpi(Model, "gpt-3.5-demo", OpenPiFileKind::AttributeClustering, "openpi_demo_attr_pred.json"));
    demo.openpi.push_back(openpi(Model, "gpt-3.5-demo", OpenPiFileKind::Schemata, "openpi_demo_schemata_pred.json"));
    demo.openpi.push_back(openpi(None, {}, OpenPiFileKind::States, "openpi_demo_states_gold.json"));
    demo.openpi.push_back(openpi(Model, "gpt-3.5-demo", OpenPiFileKind::States, "openpi_demo_states_pred.json"));
    demo.openpi.push_back(
        openpi(Person, "ann_a", OpenPiFileKind::States, "openpi_demo_states_ann_a.json"));
    demo.openpi.push_back(
        openpi(Person, "ann_b", OpenPiFileKind::States, "openpi_demo_states_ann_b.json"));
    demo.openpi.push_back(openpi(Person, "ann_a", OpenPiFileKind::SchemaErrors,
                                 "openpi_demo_schema_errors_ann_a.json", "gpt-3.5-demo"));
    demo.openpi.push_back(openpi(Person, "ann_b", OpenPiFileKind::SchemaErrors,
                                 "openpi_demo_schema_errors_ann_b.json", "gpt-3.5-demo"));
    for (const char *file : {"openpi_demo_expansions_ann_a_entity.json", "openpi_demo_expansions_ann_a_attribute.json"}) {
        demo.openpi.push_back(openpi(Person, "ann_a", OpenPiFileKind::ExpansionJudgements, file));
    }
    importAll(project, demo, "demo");
    // Someone to review the disagreements as: sign in as "lead" to adjudicate.
    project.setRole("lead", Role::Adjudicator, "demo");
}

} // namespace es::db
