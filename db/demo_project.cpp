#include "db/demo_project.h"

#include "db/esd_format.h"
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
        "SELECT (SELECT count(*) FROM esd_pair) + (SELECT count(*) FROM ester_question)");
    count.step();
    if (count.int64(0) != 0) {
        return;
    }
    count.reset();
    ImportBatch demo;
    demo.esd.push_back(parseEsdJsonLines(demoEsdJsonLines(), "esd_demo.jsonl"));
    auto split = [](const char *name) { return parseEsterSplit(resource(QString::fromLatin1(name)), name); };
    demo.ester.push_back({"demo", {}, split("ester_demo.json")});
    demo.ester.push_back({"demo", "ann_a", split("ester_demo_ann_a.json")});
    demo.ester.push_back({"demo_ann_b", "ann_b", split("ester_demo_ann_b.json")});
    demo.ester.push_back({"demo", "flan-t5-demo",
                          parseEsterPredictions(resource(QStringLiteral("ester_demo_pred.json")), "ester_demo_pred.json")});
    importAll(project, demo, "demo");
}

} // namespace es::db
