#include "db/demo_project.h"

#include "db/esd_format.h"
#include "db/esd_store.h"

#include <QFile>

namespace es::db {

std::string demoEsdJsonLines()
{
    QFile f(QStringLiteral(":/demo/esd_demo.jsonl"));
    if (!f.open(QIODevice::ReadOnly)) {
        throw DbError("the demo project is missing from this build");
    }
    return f.readAll().toStdString();
}

void seedDemoProject(Project &project)
{
    Statement count = project.connection().prepare("SELECT count(*) FROM esd_pair");
    count.step();
    if (count.int64(0) != 0) {
        return;
    }
    const EsdBatch batch = parseEsdJsonLines(demoEsdJsonLines(), "esd_demo.jsonl");
    EsdStore(project).import(batch, "demo");
}

} // namespace es::db
