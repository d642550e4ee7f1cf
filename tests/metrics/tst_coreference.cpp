// MUC, B-cubed and CEAF-e against values obtained without EventScope:
//  - the reference scorer's own test cases (conll/reference-coreference-scorers,
//    test/CorefMetricTestConfig.pm, cases A1-A13 on key {a} {bc} {def}; the responses of A1-A8
//    are spelled out in test/TestCases.README as TC1-TC8, where a capital B is a mention of
//    its own in A5/A6 and the mention b repeated in A7/A8). The expected values are the
//    config's fractions; its CEAF-e values are rounded to 5 places there, so they are given
//    here as the README's exact "common" sums over 3 key and n response entities.
//    A10-A13's responses are not in the README: they are the boundary cases the config's
//    fractions describe (A10 every mention alone, A11 all in one entity, A12 a, b, d, e and
//    three mentions x, y, z the key lacks, each alone, A13 those seven in one entity), and
//    their CEAF-e, which the config leaves out, is fixtures/coreference_reference.py's;
//  - sums over several documents: fixtures/coreference_reference.py `cases`, written from
//    the definitions with exact fractions (B-cubed mention by mention, CEAF-e by trying
//    every alignment), printed as fractions and written here as such.
#include "metrics/coreference.h"

#include <QTest>

using namespace es::metrics;
using namespace es::metrics::coreference;

Q_DECLARE_METATYPE(std::vector<es::metrics::coreference::Entity>)

namespace {

// Mentions spelled as letters: "a bc def" is {a} {b, c} {d, e, f}; "B" is a mention of its own.
std::vector<Entity> parse(const char *spelled)
{
    std::vector<Entity> out;
    for (const QString &e :
         QString::fromLatin1(spelled).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Entity entity;
        for (const QChar c : e) {
            entity.push_back(static_cast<Mention>(c.unicode()));
        }
        out.push_back(entity);
    }
    return out;
}

bool near(const Estimate &e, double x)
{
    return e.value && std::abs(*e.value - x) < 1e-12;
}

QString describe(const Counts &c)
{
    return QStringLiteral("%1/%2 %3/%4")
        .arg(c.recallNumerator, 0, 'g', 15)
        .arg(c.recallDenominator)
        .arg(c.precisionNumerator, 0, 'g', 15)
        .arg(c.precisionDenominator);
}

bool same(const Counts &c, double rn, double rd, double pn, double pd)
{
    const auto eq = [](double a, double b) { return std::abs(a - b) < 1e-12; };
    const bool ok = eq(c.recallNumerator, rn) && eq(c.recallDenominator, rd) &&
                    eq(c.precisionNumerator, pn) && eq(c.precisionDenominator, pd);
    if (!ok) {
        qWarning() << describe(c);
    }
    return ok;
}

} // namespace

class TestCoreference : public QObject
{
    Q_OBJECT

  private slots:
    void referenceScorerCases_data()
    {
        QTest::addColumn<std::vector<Entity>>("response");
        QTest::addColumn<QList<double>>("mucRP"); // recall, precision
        QTest::addColumn<QList<double>>("bCubedRP");
        QTest::addColumn<QList<double>>("ceafERP"); // empty: the config has none
        const auto row = [](const char *name, const char *response, QList<double> m,
                            QList<double> b, QList<double> c) {
            QTest::newRow(name) << parse(response) << m << b << c;
        };
        row("A1 perfect", "a bc def", {1, 1}, {1, 1}, {1, 1});
        row("A2 missing mentions", "a de", {1. / 3, 1}, {(7. / 3) / 6, 1}, {1.8 / 3, 1.8 / 2});
        row("A3 extra mentions", "a bcx defy z", {1, 3. / 5}, {1, (4 + 7. / 12) / 9},
            {(1 + 4. / 5 + 6. / 7) / 3, (1 + 4. / 5 + 6. / 7) / 4});
        row("A4 both", "a bcx dy z", {1. / 3, 1. / 3},
            {(3 + 1. / 3) / 6, (1 + 4. / 3 + 1. / 2) / 7}, {2.2 / 3, 2.2 / 4});
        row("A5 own mention B aligned", "a bcxB dy z", {1. / 3, 1. / 4},
            {(3 + 1. / 3) / 6, 2.5 / 8}, {(1 + 4. / 6 + 2. / 5) / 3, (1 + 4. / 6 + 2. / 5) / 4});
        row("A6 own mention B unaligned", "a bcx dy Bz", {1. / 3, 1. / 4},
            {(10. / 3) / 6, (1 + 4. / 3 + 1. / 2) / 8}, {2.2 / 3, 2.2 / 4});
        row("A7 b repeated in its entity", "a bcxb dy z", {1. / 3, 1. / 3},
            {(10. / 3) / 6, (1 + 4. / 3 + 1. / 2) / 7}, {2.2 / 3, 2.2 / 4});
        row("A8 b repeated in another entity", "a bcx dy bz", {1. / 3, 1. / 3},
            {(10. / 3) / 6, (1 + 4. / 3 + 1. / 2) / 7}, {2.2 / 3, 2.2 / 4});
        row("A10 all singletons", "a b c d e f", {0, -1}, {3. / 6, 1},
            {(13. / 6) / 3, (13. / 6) / 6});
        row("A11 one entity", "abcdef", {1, 3. / 5}, {1, (1. / 6 + 2. * 2 / 6 + 3. * 3 / 6) / 6},
            {2. / 3 / 3, 2. / 3});
        row("A12 singletons with extras", "a b d e x y z", {0, -1},
            {(1 + 1. / 2 + 2. / 3) / 6, 4. / 7}, {(13. / 6) / 3, (13. / 6) / 7});
        row("A13 one entity with extras", "abdexyz", {1. / 3, 1. / 6},
            {(1 + 1. / 2 + 2. * 2 / 3) / 6, (1. / 7 + 1. / 7 + 2. * 2 / 7) / 7},
            {2. / 5 / 3, 2. / 5});
    }

    void referenceScorerCases()
    {
        QFETCH(std::vector<Entity>, response);
        QFETCH(QList<double>, mucRP);
        QFETCH(QList<double>, bCubedRP);
        QFETCH(QList<double>, ceafERP);
        const std::vector<Entity> key = parse("a bc def");
        const Scores s = scoresOf(score(key, response));
        const auto check = [](const Score &got, const QList<double> &want) {
            QVERIFY2(near(got.recall, want[0]),
                     qPrintable(QString::number(got.recall.value.value_or(-9))));
            if (want[1] < 0) { // the scorer prints 0 where the denominator is 0
                QVERIFY(!got.precision.defined());
                QVERIFY(!got.f1.defined());
                return;
            }
            QVERIFY2(near(got.precision, want[1]),
                     qPrintable(QString::number(got.precision.value.value_or(-9))));
            const double p = want[1], r = want[0];
            if (p + r == 0) {
                QVERIFY(!got.f1.defined());
            } else {
                QVERIFY(near(got.f1, 2 * p * r / (p + r)));
            }
        };
        check(s.muc, mucRP);
        check(s.bCubed, bCubedRP);
        check(s.ceafE, ceafERP);
    }

    void numeratorsAndDenominatorsOfOneDocument()
    {
        // A4 by hand: MUC links found 1 of 3 (bc in bcx), 1 of 3 response links; B-cubed
        // 1 + 4/2 + 1/3 over 6 key mentions and 1 + 4/3 + 1/2 over 7 response mentions;
        // CEAF-e a-a 1, bc-bcx 4/5, def-dy 2/5 over 3 key and 4 response entities.
        const DocumentCounts c = score(parse("a bc def"), parse("a bcx dy z"));
        QVERIFY(same(c.muc, 1, 3, 1, 3));
        QVERIFY(same(c.bCubed, 10. / 3, 6, 17. / 6, 7));
        QVERIFY(same(c.ceafE, 11. / 5, 3, 11. / 5, 4));
    }

    // coreference_reference.py cases: the sums of the numerators and denominators, and the
    // figures from them (not the mean of the documents' figures).
    void summedOverDocuments_data()
    {
        QTest::addColumn<QList<QByteArray>>("documents"); // key, response, key, response, ...
        QTest::addColumn<QList<double>>("muc");           // rn, rd, pn, pd, F1
        QTest::addColumn<QList<double>>("bCubed");
        QTest::addColumn<QList<double>>("ceafE");
        QTest::newRow("two documents")
            << QList<QByteArray>{"a bc def", "a bcx dy z", "abcd ef g", "ab cdefg"}
            << QList<double>{4, 7, 4, 8, 8. / 15}
            << QList<double>{25. / 3, 13, 199. / 30, 14, 9950. / 18261}
            << QList<double>{361. / 105, 6, 361. / 105, 6, 361. / 630};
        // Repeats: b twice in one entity, a in a second entity (kept in the first); a
        // document the response left empty; one whose key has no links.
        QTest::newRow("three documents, repeats and a missing response")
            << QList<QByteArray>{"ab cde", "abb c da e", "pqr s", "", "m n", "mn"}
            << QList<double>{1, 5, 1, 2, 2. / 7} << QList<double>{5, 11, 6, 7, 60. / 101}
            << QList<double>{13. / 6, 6, 13. / 6, 5, 13. / 33};
    }

    void summedOverDocuments()
    {
        QFETCH(QList<QByteArray>, documents);
        QFETCH(QList<double>, muc);
        QFETCH(QList<double>, bCubed);
        QFETCH(QList<double>, ceafE);
        DocumentCounts sum;
        for (qsizetype i = 0; i < documents.size(); i += 2) {
            sum += score(parse(documents[i].constData()), parse(documents[i + 1].constData()));
        }
        const Scores s = scoresOf(sum);
        QVERIFY(same(sum.muc, muc[0], muc[1], muc[2], muc[3]));
        QVERIFY(same(sum.bCubed, bCubed[0], bCubed[1], bCubed[2], bCubed[3]));
        QVERIFY(same(sum.ceafE, ceafE[0], ceafE[1], ceafE[2], ceafE[3]));
        QVERIFY(near(s.muc.f1, muc[4]));
        QVERIFY(near(s.bCubed.f1, bCubed[4]));
        QVERIFY(near(s.ceafE.f1, ceafE[4]));
    }

    void undefinedWithAReason()
    {
        // No links in gold (all singletons), nothing predicted.
        const Scores s = scoresOf(score(parse("a b"), {}));
        QCOMPARE(s.muc.recall.reason, std::string("no coreference links in gold"));
        QCOMPARE(s.muc.precision.reason, std::string("no coreference links predicted"));
        QCOMPARE(s.bCubed.recall.value, std::optional(0.0));
        QCOMPARE(s.bCubed.precision.reason, std::string("no predicted mentions"));
        QCOMPARE(s.ceafE.precision.reason, std::string("no predicted entities"));
        QCOMPARE(s.ceafE.f1.reason, std::string("no predicted entities"));
        const Scores none = scoresOf(DocumentCounts{});
        QCOMPARE(none.bCubed.recall.reason, std::string("no gold mentions"));
        QCOMPARE(none.ceafE.recall.reason, std::string("no gold entities"));
        // Both 0: F1 has no value (the reference scorer prints 0).
        const Scores apart = scoresOf(score(parse("ab"), parse("a b")));
        QCOMPARE(apart.muc.recall.value, std::optional(0.0));
        QCOMPARE(apart.muc.f1.reason, std::string("no coreference links predicted"));
        const Scores zero = scoresOf(score(parse("ab cd"), parse("ac bd")));
        QCOMPARE(zero.muc.recall.value, std::optional(0.0));
        QCOMPARE(zero.muc.precision.value, std::optional(0.0));
        QCOMPARE(zero.muc.f1.reason, std::string("precision and recall are both 0"));
    }

    void assignmentIsOptimalWhereGreedyIsNot()
    {
        // Greedy takes 0.9 (row 0, column 0) and ends at 0.9 + 0 + 0.5 = 1.4; the best is
        // row 0 -> 1, row 1 -> 0, row 2 -> 2: 0.8 + 0.8 + 0.5 = 2.1.
        const std::vector<double> m{0.9, 0.8, 0.0, 0.8, 0.0, 0.0, 0.0, 0.0, 0.5};
        const Assignment a = maximumAssignment(m, 3, 3);
        QCOMPARE(a.columnOf, (std::vector<int>{1, 0, 2}));
        QVERIFY(std::abs(a.total - 2.1) < 1e-12);
        // More rows than columns: one row stays without a partner. Rows {0.2}, {0.7}, {0.6}
        // against columns (a, b): (0.2 0.1), (0.7 0.65), (0.6 0.1): best 0.65 + 0.6.
        const std::vector<double> tall{0.2, 0.1, 0.7, 0.65, 0.6, 0.1};
        const Assignment t = maximumAssignment(tall, 3, 2);
        QCOMPARE(t.columnOf, (std::vector<int>{-1, 1, 0}));
        QVERIFY(std::abs(t.total - 1.25) < 1e-12);
        // CEAF-e over a key {abcd} {ef} and response {ab} {cdefg}: {abcd}-{ab} 2/3 and
        // {ef}-{cdefg} 4/7 (26/21) beat {abcd}-{cdefg} 4/9 alone.
        QVERIFY(same(ceafE(parse("abcd ef g"), parse("ab cdefg")), 26. / 21, 3, 26. / 21, 2));
    }

    void bootstrapResamplesDocuments()
    {
        // One document: every resample is it, so the interval is the figure itself.
        const DocumentCounts one = score(parse("a bc def"), parse("a bcx dy z"));
        BootstrapOptions options;
        options.resamples = 200;
        const std::vector<Counts> single{one.bCubed};
        const auto i = bootstrapShared(
            std::vector<BootstrapStatistic>{summedStatistic(single, Part::Recall)}, options);
        QVERIFY(i[0]);
        QVERIFY(std::abs(i[0]->lo - 10. / 18) < 1e-12 && std::abs(i[0]->hi - 10. / 18) < 1e-12);
        // Two documents with recall 1/3 (A4's MUC) and 3/4 ("abcd ef g" against "ab cdefg"):
        // a resample of the first twice has 1/3 and of the second twice 3/4, each a quarter of
        // the 1000 resamples, so the 2.5th and 97.5th percentiles are exactly those; a pooled
        // resample gives 4/7, not the mean of the two.
        const DocumentCounts two = score(parse("abcd ef g"), parse("ab cdefg"));
        const std::vector<Counts> both{one.muc, two.muc};
        options.resamples = 1000;
        const auto j =
            bootstrapShared(std::vector<BootstrapStatistic>{summedStatistic(both, Part::Recall),
                                                            summedStatistic(both, Part::F1)},
                            options);
        QVERIFY(j[0] && j[1]);
        QVERIFY(std::abs(j[0]->lo - 1. / 3) < 1e-12);
        QVERIFY(std::abs(j[0]->hi - 3. / 4) < 1e-12);
        // F1: 1/3 for the first alone, 2 (3/4)(3/5) / (3/4 + 3/5) = 2/3 for the second.
        QVERIFY(std::abs(j[1]->lo - 1. / 3) < 1e-12);
        QVERIFY(std::abs(j[1]->hi - 2. / 3) < 1e-12);
        // No interval where the figure itself is undefined.
        const std::vector<Counts> noLinks{score(parse("a b"), parse("a b")).muc};
        QVERIFY(!bootstrapShared(
            std::vector<BootstrapStatistic>{summedStatistic(noLinks, Part::Recall)}, options)[0]);
    }

    void jackknifeOverDocuments()
    {
        // MUC recall counts (found, links) (1, 3), (3, 4), (0, 2): 4/9 over all, 3/6, 1/5
        // and 4/7 without each. Python 3 with fractions: se = sqrt(2/3 sum (t_i - mean)^2),
        // z = statistics.NormalDist().inv_cdf(0.975): 4/9 - z se = -0.0016 (clipped to 0),
        // 4/9 + z se = 0.8904875655731581.
        const std::vector<Counts> documents{{1, 3, 1, 1}, {3, 4, 1, 1}, {0, 2, 1, 1}};
        const auto i = summedJackknifeInterval(documents, Part::Recall, 0.95);
        QVERIFY(i);
        QCOMPARE(i->method, IntervalMethod::Jackknife);
        QCOMPARE(i->lo, 0.0);
        QVERIFY(std::abs(i->hi - 0.8904875655731581) < 1e-12);
        // A document whose absence leaves no links: no interval.
        const std::vector<Counts> alone{{1, 3, 1, 1}, {0, 0, 1, 1}};
        QVERIFY(!summedJackknifeInterval(alone, Part::Recall, 0.95));
    }
};

QTEST_APPLESS_MAIN(TestCoreference)
#include "tst_coreference.moc"
