// The ESD work figures on cases small enough to count by hand: a label's time and an
// annotator's pace (each expected value worked out in a comment, and checked with
// Python's statistics.median), and the words and lengths of Table 1.
#include "metrics/esd_dataset.h"
#include "metrics/label_pace.h"

#include <QTest>
#include <cmath>
#include <vector>

using namespace es::metrics;

class TestEsdWork : public QObject
{
    Q_OBJECT

  private slots:
    // Labels at 0, 10, 25, 25 (an import's two labels share a time), 1000 (after a break),
    // 1012 and 1020 s: the gaps 10, 12 and 8 are timed; 15 and 975 end at an imported
    // label, and 975 is a break too. Median 10 s; 3 labels in 30 s = 3 * 3600 / 30 = 360 an
    // hour; 100 more take 100 / 360 = 0.2778 h.
    void paceCountsWorkingGapsOnly()
    {
        const std::vector<double> times{0, 10, 25, 25, 1000, 1012, 1020};
        const LabelPace pace = labelPace(times);
        QCOMPARE(pace.labels, std::size_t(7));
        QCOMPARE(pace.timed, std::size_t(3));
        QCOMPARE(pace.workedSeconds, 30.0);
        QCOMPARE(*pace.medianSeconds.value, 10.0);
        QVERIFY(std::abs(*pace.perHour.value - 360.0) < 1e-9);
        QVERIFY(std::abs(*hoursToFinish(pace, 100).value - 100.0 / 360.0) < 1e-12);
        QCOMPARE(*hoursToFinish(pace, 0).value, 0.0);
    }

    // An even number of gaps, 2, 4, 8 and 0.5 s: the median is the mean of 2 and 4.
    void medianOfAnEvenCount()
    {
        const std::vector<double> times{5, 7, 11, 19, 19.5};
        const LabelPace pace = labelPace(times);
        QCOMPARE(pace.timed, std::size_t(4));
        QCOMPARE(*pace.medianSeconds.value, 3.0);
        QVERIFY(std::abs(*pace.perHour.value - 4.0 * 3600.0 / 14.5) < 1e-9);
    }

    void noPaceWithoutWorkingGaps()
    {
        QVERIFY(!labelPace(std::vector<double>{}).perHour.defined());
        QVERIFY(!labelPace(std::vector<double>{3}).medianSeconds.defined());
        // An import only: every label at one time.
        const LabelPace imported = labelPace(std::vector<double>{9, 9, 9});
        QCOMPARE(imported.labels, std::size_t(3));
        QCOMPARE(imported.timed, std::size_t(0));
        QVERIFY(!imported.perHour.defined());
        QCOMPARE(imported.perHour.reason,
                 std::string("every label came in an import (labels sharing one time)"));
        QVERIFY(!hoursToFinish(imported, 5).defined());
        // Only breaks.
        QCOMPARE(labelPace(std::vector<double>{0, 301, 700}).perHour.reason,
                 std::string("no two labels saved within a pause of each other"));
        QCOMPARE(labelPace(std::vector<double>{0, 301, 700}, 400).timed, std::size_t(2));
    }

    void wordsAreRunsBetweenWhitespace()
    {
        QCOMPARE(whitespaceTokens("  Preheat the  oven\tto 300\n"), std::size_t(5));
        QCOMPARE(whitespaceTokens(""), std::size_t(0));
        QCOMPARE(whitespaceTokens(" \t\n"), std::size_t(0));
        QCOMPARE(whitespaceTokens("Crème brûlée."), std::size_t(2));
    }

    void lengthTally()
    {
        LengthTally t;
        QVERIFY(!t.mean().defined());
        for (const std::size_t n : {4, 7, 1}) {
            t.add(n);
        }
        QCOMPARE(t.items, std::size_t(3));
        QCOMPARE(t.min, std::size_t(1));
        QCOMPARE(t.max, std::size_t(7));
        QCOMPARE(*t.mean().value, 4.0);
    }
};

QTEST_APPLESS_MAIN(TestEsdWork)
#include "tst_esd_work.moc"
