#include "db/demo_project.h"

#include "db/esd_format.h"
#include "db/esd_store.h"
#include "db/ester_store.h"

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
        "SELECT (SELECT count(*) FROM esd_pair) + (SELECT count(*) FROM ester_question)");
    count.step();
    if (count.int64(0) != 0) {
        return;
    }
    count.reset();
    Transaction all(project.connection());
    const EsdBatch batch = parseEsdJsonLines(demoEsdJsonLines(), "esd_demo.jsonl");
    EsdStore(project).import(batch, "demo");

    EsterStore ester(project);
    ester.importSplit(parseEsterSplit(resource(QStringLiteral("ester_demo.json")), "ester_demo.json"), "demo", {},
                      "demo");
    ester.importSplit(parseEsterSplit(resource(QStringLiteral("ester_demo_ann_a.json")), "ester_demo_ann_a.json"),
                      "demo", "ann_a", "demo");
    ester.importSplit(parseEsterSplit(resource(QStringLiteral("ester_demo_ann_b.json")), "ester_demo_ann_b.json"),
                      "demo_ann_b", "ann_b", "demo");
    ester.importPredictions(
        parseEsterPredictions(resource(QStringLiteral("ester_demo_pred.json")), "ester_demo_pred.json"),
        "flan-t5-demo", "demo", "demo");
    all.commit();
}

} // namespace es::db
