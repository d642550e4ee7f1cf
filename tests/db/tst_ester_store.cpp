// The ESTER store on both engines: what a split's records become in the snapshot
// (released triggers of either original_events shape, the writer a record names) and
// reviews with their reason codes, audited and undone.
#include "common/project_location.h"
#include "common/test_support.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/project.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace es;

namespace {

const QString kTrainShape = QStringLiteral("tests/cli/fixtures/ester_train_shape.json");

db::EsterSplitFile readSplit(const QString &relative)
{
    QFile f(test::sourcePath(relative));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return db::parseEsterSplit(f.readAll().toStdString(), relative.toStdString());
}

// "(start,end)" of each span, for readable comparisons.
QStringList offsets(const std::vector<db::EsterSpan> &spans)
{
    QStringList out;
    for (const db::EsterSpan &s : spans) {
        out << QString::fromStdString(db::esterOffsets(s));
    }
    return out;
}

} // namespace

class TestEsterStore : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;

    std::unique_ptr<db::Project> open(const QString &name)
    {
        return std::make_unique<db::Project>(
            test::projectLocation(dir_.filePath(name)).toStdString(),
            db::Project::Open::CreateIfMissing);
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(test::engineReady(), test::kNoServer);
    }

    void releasedTriggersOfEitherShape()
    {
        auto p = open(QStringLiteral("triggers.eventscope"));
        db::EsterStore store(*p);
        store.importSplit(readSplit(kTrainShape), "train", {}, "tester");
        const db::EsterSnapshot snap = store.load();
        QCOMPARE(snap.passages.size(), std::size_t(2));
        // Passage 1: its questions' one group (hit, fell, lost, restored) and two groups
        // (hit, fell; lost, restored), united and sorted (the offsets the fixture gives,
        // gathered with Python's json module).
        QCOMPARE(offsets(snap.passages[0].releasedTriggers),
                 (QStringList{"(7,10)", "(44,48)", "(63,67)", "(87,95)"}));
        // Passage 2: a train-shape group and a dev-shape object (resume, end: both known).
        QCOMPARE(
            offsets(snap.passages[1].releasedTriggers),
            (QStringList{"(10,16)", "(38,47)", "(56,63)", "(87,94)", "(119,125)", "(142,145)"}));
    }
};

QTEST_GUILESS_MAIN(TestEsterStore)
#include "tst_ester_store.moc"
