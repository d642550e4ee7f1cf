// The ESTER worker validation figures on cases worked out by hand from the definitions
// in metrics/ester_validation.h; the review samples were drawn once by a separate Python
// implementation of the same rule (SplitMix64 and FNV-1a written out in a few lines,
// shown beside the case).
#include "metrics/ester_validation.h"

#include <QTest>

using namespace es::metrics::ester;
using Questions = std::vector<std::uint32_t>;

namespace {

bool near(const es::metrics::Estimate &e, double v)
{
    return e.defined() && std::abs(*e.value - v) < 1e-12;
}

} // namespace

class TestEsterValidation : public QObject
{
    Q_OBJECT

  private slots:
    void reasonNamesRoundTrip()
    {
        for (std::size_t i = 0; i < kInvalidReasons; ++i) {
            const auto r = static_cast<InvalidReason>(i);
            QCOMPARE(invalidReasonFromName(invalidReasonName(r)), std::optional(r));
        }
        QCOMPARE(invalidReasonName(InvalidReason::WrongRelation),
                 std::string_view("wrong_relation"));
        QCOMPARE(invalidReasonName(InvalidReason::NotWholeEvent),
                 std::string_view("not_whole_event"));
        QCOMPARE(invalidReasonFromName("wrong relation"), std::nullopt);
    }

    void validityPerWriter()
    {
        // Questions 0-2 by W1, 3-4 by W2, 5 by nobody, 6 by W3, 7-16 by W4.
        std::vector<std::string_view> writers = {"W1", "W1", "W1", "W2", "W2", "", "W3"};
        writers.resize(17, "W4");
        std::vector<Review> reviews = {
            {0, "ann", true, std::nullopt},
            {0, "bob", true, std::nullopt},                      // q0: 2 valid -> valid
            {1, "ann", false, InvalidReason::WrongRelation},     // q1: 1 to 1, a tie ->
            {1, "bob", true, std::nullopt},                      //     not valid
            {2, "W1", false, InvalidReason::Other},              // q2: its own writer: ignored
            {3, "ann", true, std::nullopt},                      // q3: valid
            {4, "ann", false, std::nullopt},                     // q4: 2 invalid, one
            {4, "bob", false, InvalidReason::IncompleteAnswers}, //     without a reason
            {5, "ann", false, InvalidReason::NotWholeEvent},     // q5: no writer
        };
        for (std::uint32_t q = 7; q < 16; ++q) {
            reviews.push_back({q, "ann", true, std::nullopt}); // W4: 9 of 10 valid
        }
        reviews.push_back({16, "ann", false, InvalidReason::NotAboutEvent});

        const Validation v = validateWriters(writers, reviews);
        QCOMPARE(v.threshold, 0.9);
        QCOMPARE(v.withoutWriter, std::size_t(1));
        QCOMPARE(v.selfReviews, std::size_t(1));
        QCOMPARE(v.reviews, std::size_t(18)); // 2 + 2 + 1 + 2 + 1 + 10
        QCOMPARE(v.invalidReviews, std::size_t(5));
        QCOMPARE(v.reasons.unspecified, std::size_t(1));
        QCOMPARE(v.reasons.byReason,
                 (std::array<std::size_t, kInvalidReasons>{1, 1, 0, 0, 1, 1, 0}));

        // Most questions first.
        QCOMPARE(v.writers.size(), std::size_t(4));
        const WriterValidation &w4 = v.writers[0];
        QCOMPARE(w4.writer, std::string("W4"));
        QCOMPARE(w4.questions.size(), std::size_t(10));
        QCOMPARE(w4.reviewed, std::size_t(10));
        QCOMPARE(w4.valid, std::size_t(9));
        QVERIFY(near(w4.validity, 0.9));
        QVERIFY(!w4.belowThreshold); // exactly on the bar is not below it

        const WriterValidation &w1 = v.writers[1];
        QCOMPARE(w1.writer, std::string("W1"));
        QCOMPARE(w1.questions, (Questions{0, 1, 2}));
        QCOMPARE(w1.reviewed, std::size_t(2)); // q2's only review was its writer's
        QCOMPARE(w1.valid, std::size_t(1));
        QVERIFY(near(w1.validity, 0.5));
        QVERIFY(w1.belowThreshold);
        QCOMPARE(w1.reasons.byReason[std::size_t(InvalidReason::WrongRelation)], std::size_t(1));
        QCOMPARE(w1.reasons.byReason[std::size_t(InvalidReason::Other)], std::size_t(0));

        const WriterValidation &w2 = v.writers[2];
        QCOMPARE(w2.writer, std::string("W2"));
        QCOMPARE(w2.reviewed, std::size_t(2));
        QCOMPARE(w2.valid, std::size_t(1));
        QVERIFY(w2.belowThreshold);
        QCOMPARE(w2.reasons.unspecified, std::size_t(1));
        QCOMPARE(w2.reasons.byReason[std::size_t(InvalidReason::IncompleteAnswers)],
                 std::size_t(1));

        const WriterValidation &w3 = v.writers[3];
        QCOMPARE(w3.reviewed, std::size_t(0));
        QVERIFY(!w3.validity.defined());
        QVERIFY(!w3.validity.reason.empty());
        QVERIFY(!w3.belowThreshold);
    }

    void anotherThreshold()
    {
        const std::vector<std::string_view> writers = {"W", "W", "W", "W"};
        const std::vector<Review> reviews = {
            {0, "a", true, {}}, {1, "a", true, {}}, {2, "a", true, {}}, {3, "a", false, {}}};
        QVERIFY(validateWriters(writers, reviews).writers[0].belowThreshold); // 0.75 < 0.9
        QVERIFY(!validateWriters(writers, reviews, 0.75).writers[0].belowThreshold);
    }

    void fnvTestVectors()
    {
        // The FNV-1a 64-bit offset basis and the reference value for "a".
        QCOMPARE(fnv1a64(""), 0xcbf29ce484222325ull);
        QCOMPARE(fnv1a64("a"), 0xaf63dc4c8601ec8cull);
    }

    void samplesAreSeededPerWriter_data()
    {
        QTest::addColumn<std::size_t>("n");
        QTest::addColumn<std::uint64_t>("seed");
        QTest::addColumn<QString>("writer");
        QTest::addColumn<Questions>("expected");
        // Python: pool = list(qs); r = SplitMix64(seed ^ fnv1a64(writer.encode()));
        // for i in range(min(n, k)): j = i + r.next() % (k - i); swap; sorted(pool[:m]).
        const QString w = QStringLiteral("A2OPYRV3GLAPS1");
        QTest::newRow("none") << std::size_t(0) << std::uint64_t(7) << w << Questions{};
        QTest::newRow("one") << std::size_t(1) << std::uint64_t(7) << w << Questions{8};
        QTest::newRow("three") << std::size_t(3) << std::uint64_t(7) << w << Questions{3, 8, 21};
        // The sample of 4 holds the sample of 3.
        QTest::newRow("four") << std::size_t(4) << std::uint64_t(7) << w << Questions{3, 8, 21, 55};
        QTest::newRow("more than written")
            << std::size_t(9) << std::uint64_t(7) << w << Questions{3, 5, 8, 13, 21, 34, 55};
        QTest::newRow("another seed")
            << std::size_t(3) << std::uint64_t(8) << w << Questions{8, 21, 55};
        QTest::newRow("another writer") << std::size_t(3) << std::uint64_t(7)
                                        << QStringLiteral("ann_a") << Questions{8, 21, 55};
    }
    void samplesAreSeededPerWriter()
    {
        QFETCH(std::size_t, n);
        QFETCH(std::uint64_t, seed);
        QFETCH(QString, writer);
        QFETCH(Questions, expected);
        const Questions questions = {3, 5, 8, 13, 21, 34, 55};
        QCOMPARE(writerSample(questions, n, seed, writer.toStdString()), expected);
    }

    void tokensByRelationType()
    {
        // "what caused the flooding" (4) and "why did it rain" (4); answers "heavy rain" (2)
        // and "the dams  failure" (4: the double space leaves an empty token, as in the
        // evaluation); "what did the evacuation involve" (5) with "buses left" (2).
        const std::vector<QuestionText> questions = {
            {Relation::Causal, "What caused the flooding?", {"Heavy rain", "the dam's  failure"}},
            {Relation::Causal, "Why did it rain?", {}},
            {Relation::SubEvent, "What did the evacuation involve?", {"buses left"}},
        };
        const auto t = tokensByType(questions);
        const auto &causal = t[std::size_t(Relation::Causal)];
        QCOMPARE(causal.questions, std::size_t(2));
        QCOMPARE(causal.answers, std::size_t(2));
        QVERIFY(near(causal.questionTokens, 4.0));
        QVERIFY(near(causal.answerTokens, 3.0));
        const auto &sub = t[std::size_t(Relation::SubEvent)];
        QVERIFY(near(sub.questionTokens, 5.0));
        QVERIFY(near(sub.answerTokens, 2.0));
        const auto &conditional = t[std::size_t(Relation::Conditional)];
        QCOMPARE(conditional.questions, std::size_t(0));
        QVERIFY(!conditional.questionTokens.defined());
        QVERIFY(!conditional.answerTokens.defined());
    }
};

QTEST_GUILESS_MAIN(TestEsterValidation)
#include "tst_ester_validation.moc"
