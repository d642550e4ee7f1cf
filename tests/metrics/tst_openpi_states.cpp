// Agreement between two people's OpenPI state changes (metrics/openpi_states.h).
//
// How the expected values were obtained: tests/metrics/fixtures/openpi_states_reference.py,
// written from the definitions in the header without its code (the exact-match test as
// evaluate_states.py in allenai/openpi-dataset, v2.0/source, a131d8f, compares a prediction
// with the gold), prints the tallies and fractions of the three cases below; the first was
// also worked out by hand (step 1: Pan and "pan | skillet" are one entity, temperature
// matches " Temperature", both agree on cold -> hot; the two water changes pair but
// disagree on before; b's egg shape has no partner; step 2 pairs, and b's "fried" is one of
// a's "cooked | fried"; step 3 only a wrote).

#include "metrics/openpi_states.h"

#include <QTest>

using namespace es::metrics;
using namespace es::metrics::openpi;

namespace {

using Steps = std::vector<StateStep>;

const Steps kA{{{"Pan", "temperature", "cold", "hot"}, {"water", "location", "tap", "pan"}},
               {{"egg", "state", "raw", "cooked | fried"}},
               {{"stove", "power", "off", "on"}}};
const Steps kB{{{"pan | skillet", " Temperature", "cold", "hot"},
                {"water", "location", "sink", "pan"},
                {"egg", "shape", "whole", "cracked"}},
               {{"egg", "state", "raw", "fried"}}};

void compareTally(const StateAgreementTally &t, std::size_t steps, std::size_t same, std::size_t a,
                  std::size_t b, std::size_t matched, std::size_t exact)
{
    QCOMPARE(t.steps, steps);
    QCOMPARE(t.sameSteps, same);
    QCOMPARE(t.changesA, a);
    QCOMPARE(t.changesB, b);
    QCOMPARE(t.matched, matched);
    QCOMPARE(t.exact, exact);
}

} // namespace

class TestOpenPiStates : public QObject
{
    Q_OBJECT

  private slots:
    void pairsByNameAndMatchesBeforeAfterAsTheScript()
    {
        const StateAgreementTally t = stateAgreement(kA, kB);
        compareTally(t, 3, 1, 4, 4, 3, 2);
        const StateAgreementScores s = stateAgreementScores(t);
        QCOMPARE(*s.precision.value, 3.0 / 4);
        QCOMPARE(*s.recall.value, 3.0 / 4);
        QCOMPARE(*s.f1.value, 3.0 / 4);
        QCOMPARE(*s.exactMatch.value, 2.0 / 3);
        QCOMPARE(*s.sameSteps.value, 1.0 / 3);
    }

    // The exact match reads b against a, as the script reads a prediction against the gold:
    // a's "cooked | fried" is not one of b's alternatives ("fried").
    void exactMatchReadsTheSecondAgainstTheFirst()
    {
        compareTally(stateAgreement(kB, kA), 3, 1, 4, 4, 3, 1);
    }

    // A change pairs once: b's second copy of the same change finds no partner left.
    void aChangePairsOnce()
    {
        const Steps once{{{"Water", "location", "tap", "pan"}}};
        const Steps twice{
            {{"water", "location", "tap", "pan"}, {"water", "location", "tap", "pan"}}};
        const StateAgreementTally t = stateAgreement(once, twice);
        compareTally(t, 1, 0, 1, 2, 1, 1);
        QCOMPARE(*stateAgreementScores(t).f1.value, 2.0 / 3);
    }

    void nothingWrittenIsUndefinedNotZero()
    {
        const Steps empty{{}, {}};
        const StateAgreementScores s = stateAgreementScores(stateAgreement(empty, empty));
        QVERIFY(!s.f1.defined());
        QVERIFY(!s.exactMatch.defined());
        QCOMPARE(*s.sameSteps.value, 1.0); // both say nothing changes at either step
    }

    // By hand from the definition: step 1 of kA and kB has 2 + 3 changes, of which one pair
    // (the pan's cold -> hot) agrees on before and after: 1 - 2 * 1 / 5 = 3/5. Step 2: one
    // change each, exact when b's "fried" is read against a's "cooked | fried": 0; read the
    // other way round not exact: 1 - 0 / 2 = 1. Nothing written: 0.
    void stepDisagreementCountsChangesNotAgreedOn()
    {
        const Steps a1{kA[0]}, b1{kB[0]}, a2{kA[1]}, b2{kB[1]};
        QCOMPARE(stateStepDisagreement(stateAgreement(a1, b1)), 3.0 / 5);
        QCOMPARE(stateStepDisagreement(stateAgreement(a2, b2)), 0.0);
        QCOMPARE(stateStepDisagreement(stateAgreement(b2, a2)), 1.0);
        QCOMPARE(stateStepDisagreement(stateAgreement(Steps{{}}, Steps{{}})), 0.0);
    }

    void tallyAddsUp()
    {
        StateAgreementTally sum = stateAgreement(kA, kB);
        sum += stateAgreement(kB, kA);
        compareTally(sum, 6, 2, 8, 8, 6, 3);
    }
};

QTEST_APPLESS_MAIN(TestOpenPiStates)
#include "tst_openpi_states.moc"
