// Where an answer an adjudicator types lies in the passage: offsets in code points (the
// released files' unit), the rater's occurrence when a text is there more than once, and
// "TEXT@START" when no rater chose one. Offsets worked out by hand on the strings below.
#include "db/review/adjudication.h"

#include <QTest>

using namespace es::db;

class TestAnswerLocation : public QObject
{
    Q_OBJECT

  private slots:
    void uniqueTextIsFoundInCodePoints()
    {
        // "é" is two bytes but one code point: "rain" starts at code point 6, byte 7.
        const auto at = locateEsterAnswer("Heavé rain fell.", "rain", {});
        QVERIFY(at.answer);
        QCOMPARE(at.answer->span->start, 6);
        QCOMPARE(at.answer->span->end, 10);
        QCOMPARE(at.starts, std::vector<int>{6});
    }

    void absentTextHasNoOccurrence()
    {
        const auto at = locateEsterAnswer("Heavy rain fell.", "snow", {});
        QVERIFY(!at.answer);
        QVERIFY(at.starts.empty());
    }

    void repeatedTextTakesTheRatersOccurrence()
    {
        const std::string passage = "The storm hit. Later the storm passed."; // "storm" at 4 and 25
        const std::vector<EsterAnswer> chosen = {{"storm", EsterSpan{25, 30}}};
        const std::vector<EsterRaterAnswers> raters = {{"ann_a", false, std::nullopt, &chosen}};
        const auto at = locateEsterAnswer(passage, "storm", raters);
        QCOMPARE(at.starts, (std::vector<int>{4, 25}));
        QVERIFY(at.answer);
        QCOMPARE(at.answer->span->start, 25);
        QCOMPARE(at.answer->span->end, 30);

        const auto ambiguous = locateEsterAnswer(passage, "storm", {});
        QVERIFY(!ambiguous.answer);
        QCOMPARE(ambiguous.starts, (std::vector<int>{4, 25}));
    }

    void textAtStartNamesAnOccurrence()
    {
        const std::string passage = "The storm hit. Later the storm passed.";
        const auto first = locateEsterAnswer(passage, "storm@4", {});
        QVERIFY(first.answer);
        QCOMPARE(first.answer->text, std::string("storm"));
        QCOMPARE(first.answer->span->start, 4);
        // Not a start of the text: still ambiguous, with the real starts to choose from.
        const auto wrong = locateEsterAnswer(passage, "storm@5", {});
        QVERIFY(!wrong.answer);
        QCOMPARE(wrong.starts, (std::vector<int>{4, 25}));
        // An "@" that is part of the passage is taken literally.
        const auto literal = locateEsterAnswer("Mail me@2 now", "me@2", {});
        QVERIFY(literal.answer);
        QCOMPARE(literal.answer->text, std::string("me@2"));
        QCOMPARE(literal.answer->span->start, 5);
    }
};

QTEST_GUILESS_MAIN(TestAnswerLocation)
#include "tst_answer_location.moc"
