// The drift of an annotator's agreement with gold, against blocks worked out by hand.
// Each point prints as "labels:agreement/n"; agreement with six significant digits.
#include "metrics/annotator_quality.h"
#include "metrics/esd_statistics.h"

#include <QStringList>
#include <QTest>

#include <stdexcept>

using namespace es::metrics;

namespace {

using Labels = std::vector<std::int8_t>;
constexpr std::int8_t N = esd::kNoLabel;

QStringList printed(const std::vector<DriftPoint> &points)
{
    QStringList out;
    for (const DriftPoint &p : points) {
        out << QStringLiteral("%1:%2/%3").arg(p.labels).arg(p.agreement, 0, 'g', 6).arg(p.n);
    }
    return out;
}

} // namespace

class TestAnnotatorQuality : public QObject
{
    Q_OBJECT

  private slots:
    void drift_data()
    {
        QTest::addColumn<Labels>("labels");
        QTest::addColumn<Labels>("gold");
        QTest::addColumn<int>("window");
        QTest::addColumn<QStringList>("expected");

        // Blocks (1,1 | 1,0) (0,0 | 0,1) (1,1 | 0,0): one of two, one of two, both.
        QTest::newRow("full blocks") << Labels{1, 1, 0, 0, 1, 0} << Labels{1, 0, 0, 1, 1, 0} << 2
                                     << QStringList{"2:0.5/2", "4:0.5/2", "6:1/2"};
        // Gold at labels 1, 3, 5, 6, 7: blocks {1, 3} both equal, ending at label 3;
        // {5, 6} one of two; {7} is half a window of 2, so it stays.
        QTest::newRow("items without gold are skipped but counted")
            << Labels{1, 0, 1, 1, 0, 1, 0} << Labels{1, N, 1, N, 0, 0, 0} << 2
            << QStringList{"3:1/2", "6:0.5/2", "7:1/1"};
        // Five items, window 4: 3 of the first 4 agree; the fifth alone is a quarter
        // window and is dropped.
        QTest::newRow("short tail dropped")
            << Labels{1, 1, 1, 0, 0} << Labels{1, 1, 1, 1, 0} << 4 << QStringList{"4:0.75/4"};
        // Window 5 (odd): a tail of 2 is under half (2 * 2 < 5) ...
        QTest::newRow("odd window, tail of two")
            << Labels{1, 1, 1, 1, 1, 0, 0} << Labels{1, 1, 0, 1, 1, 0, 1} << 5
            << QStringList{"5:0.8/5"};
        // ... a tail of 3 is over half (2 * 3 >= 5): labels 6-8 are 0, 0, 1 against
        // 0, 1, 1, two of three.
        QTest::newRow("odd window, tail of three")
            << Labels{1, 1, 1, 1, 1, 0, 0, 1} << Labels{1, 1, 0, 1, 1, 0, 1, 1} << 5
            << QStringList{"5:0.8/5", "8:0.666667/3"};
        // Exactly half a window is enough for the only point there is.
        QTest::newRow("half a window")
            << Labels{1, 0, 1, 0, 1} << Labels{1, 1, 1, 1, 1} << 10 << QStringList{"5:0.6/5"};
        QTest::newRow("under half a window")
            << Labels{1, 0, 1, 0} << Labels{1, 1, 1, 1} << 10 << QStringList{};
        // Invalid against a decided essential is a disagreement, not a skip.
        QTest::newRow("invalid label disagrees")
            << Labels{-1, 1} << Labels{1, 1} << 2 << QStringList{"2:0.5/2"};
        // A label missing from the annotator's own sequence cannot be judged.
        QTest::newRow("stray missing label")
            << Labels{N, 1, 0} << Labels{1, 1, 1} << 2 << QStringList{"3:0.5/2"};
        QTest::newRow("no gold at all") << Labels{1, 0, 1} << Labels{N, N, N} << 1 << QStringList{};
        QTest::newRow("nothing labelled") << Labels{} << Labels{} << 10 << QStringList{};
        QTest::newRow("window 0") << Labels{1, 1} << Labels{1, 1} << 0 << QStringList{};
        QTest::newRow("window 1") << Labels{1, 0, 1} << Labels{1, 1, N} << 1
                                  << QStringList{"1:1/1", "2:0/1"};
    }
    void drift()
    {
        QFETCH(Labels, labels);
        QFETCH(Labels, gold);
        QFETCH(int, window);
        QFETCH(QStringList, expected);
        QCOMPARE(printed(agreementDrift(labels, gold, static_cast<std::size_t>(window))), expected);
    }

    // The blocks of "full blocks" and "odd window, tail of three" above, counted by hand.
    void driftCountsEqualLabels()
    {
        auto equal = [](const std::vector<DriftPoint> &points) {
            std::vector<std::size_t> out;
            for (const DriftPoint &p : points) {
                out.push_back(p.equal);
            }
            return out;
        };
        QCOMPARE(equal(agreementDrift(Labels{1, 1, 0, 0, 1, 0}, Labels{1, 0, 0, 1, 1, 0}, 2)),
                 (std::vector<std::size_t>{1, 1, 2}));
        QCOMPARE(equal(agreementDrift(Labels{1, 1, 1, 1, 1, 0, 0, 1},
                                      Labels{1, 1, 0, 1, 1, 0, 1, 1}, 5)),
                 (std::vector<std::size_t>{4, 2}));
    }

    void smallestBlock_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("smallest");
        QTest::newRow("window 0") << 0 << 0;
        QTest::newRow("window 1") << 1 << 1;
        QTest::newRow("even") << 10 << 5;
        QTest::newRow("odd, rounded up") << 5 << 3; // a tail of 2 gives no point, of 3 one
    }
    void smallestBlock()
    {
        QFETCH(int, window);
        QFETCH(int, smallest);
        QCOMPARE(smallestDriftBlock(static_cast<std::size_t>(window)),
                 static_cast<std::size_t>(smallest));
    }

    void driftRefusesUnequalLengths()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, agreementDrift(Labels{1, 0}, Labels{1}, 2));
    }

    void defaultWindow_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("window");
        QTest::newRow("nothing") << 0 << 10;
        QTest::newRow("small") << 37 << 10;
        QTest::newRow("twenty tens") << 200 << 10;
        QTest::newRow("just over") << 201 << 11; // ceil(201 / 20): never more than 20 full blocks
        QTest::newRow("thousand") << 1000 << 50;
        QTest::newRow("thousand and one") << 1001 << 51;
    }
    void defaultWindow()
    {
        QFETCH(int, n);
        QFETCH(int, window);
        QCOMPARE(driftWindow(static_cast<std::size_t>(n)), static_cast<std::size_t>(window));
    }
};

QTEST_GUILESS_MAIN(TestAnnotatorQuality)
#include "tst_annotator_quality.moc"
