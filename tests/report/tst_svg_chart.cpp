// SVG charts for the HTML report: well-formed, escaped, deterministic, and free of "nan".
#include "report/svg_chart.h"

#include <QByteArray>
#include <QTest>
#include <QXmlStreamReader>
#include <clocale>
#include <cmath>
#include <limits>

using namespace es::report;

namespace {

const std::string kHostile = R"(<script>alert("x")&')";
const std::string kHostileEscaped = "&lt;script&gt;alert(&quot;x&quot;)&amp;&#39;";
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

struct Element
{
    QString name, cls;
    QXmlStreamAttributes attributes;
};

// What a parse of the document saw: the error, if any, the elements and the text runs.
struct Parsed
{
    QString error;
    QString rootNamespace;
    std::vector<Element> elements;
    QStringList texts;

    std::vector<Element> withClass(const QString &cls) const
    {
        std::vector<Element> out;
        for (const Element &e : elements) {
            if (e.cls == cls) {
                out.push_back(e);
            }
        }
        return out;
    }

    qsizetype count(const QString &name) const
    {
        return std::count_if(elements.begin(), elements.end(),
                             [&](const Element &e) { return e.name == name; });
    }
};

Parsed parse(const std::string &svg)
{
    Parsed p;
    QXmlStreamReader xml(QByteArray::fromStdString(svg));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (p.elements.empty()) {
                p.rootNamespace = xml.namespaceUri().toString();
            }
            p.elements.push_back({xml.name().toString(),
                                  xml.attributes().value(QLatin1String("class")).toString(),
                                  xml.attributes()});
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            p.texts << xml.text().toString();
        }
    }
    if (xml.hasError()) {
        p.error = xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber());
    }
    return p;
}

double number(const Element &e, const char *attribute)
{
    return e.attributes.value(QLatin1String(attribute)).toDouble();
}

void verifyDocument(const std::string &svg)
{
    const Parsed p = parse(svg);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QVERIFY(!p.elements.empty());
    QCOMPARE(p.elements.front().name, QStringLiteral("svg"));
    QCOMPARE(p.rootNamespace, QStringLiteral("http://www.w3.org/2000/svg"));
    QVERIFY(p.elements.front().attributes.hasAttribute(QLatin1String("viewBox")));
    const QString lower = QString::fromStdString(svg).toLower();
    QVERIFY2(!lower.contains(QLatin1String("nan")), "nan in output");
    QVERIFY2(!lower.contains(QLatin1String("inf")), "inf in output");
}

BarChart threeByTwo()
{
    BarChart c;
    c.title = "AUROC by model";
    c.yTitle = "AUROC";
    c.categories = {"model-a", "model-b", "model-c"};
    c.series = {
        {"Full", {0.71, 0.65, 0.8}, {std::pair(0.6, 0.8), std::nullopt, std::pair(0.7, 0.9)}},
        {"Core", {0.66, 0.6, 0.74}, {std::pair(0.55, 0.75), std::pair(0.5, 0.7), std::nullopt}}};
    return c;
}

HeatMap twoByThree()
{
    HeatMap h;
    h.title = "Cohen's kappa";
    h.rows = {"ann_a", "ann_b"};
    h.columns = {"ann_a", "ann_b", "ann_c"};
    h.values = {1.0, 0.5, -0.25, 0.5, std::nullopt, 0.333};
    return h;
}

LineChart roc()
{
    LineChart c;
    c.title = "ROC";
    c.xTitle = "False positive rate";
    c.yTitle = "True positive rate";
    c.xMin = 0, c.xMax = 1, c.yMin = 0, c.yMax = 1;
    c.diagonal = true;
    c.series = {{"model-a", {{0, 0}, {0.1, 0.5}, {0.4, 0.8}, {1, 1}}},
                {"model-b", {{0, 0}, {0.3, 0.4}, {1, 1}}},
                {"model-c", {{0, 0}, {0.2, 0.7}, {0.5, 0.9}, {1, 1}}}};
    return c;
}

} // namespace

class TestSvgChart : public QObject
{
    Q_OBJECT

  private slots:
    void base64MatchesRfc4648_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("empty") << QByteArray() << QByteArray();
        QTest::newRow("f") << QByteArray("f") << QByteArray("Zg==");
        QTest::newRow("fo") << QByteArray("fo") << QByteArray("Zm8=");
        QTest::newRow("foo") << QByteArray("foo") << QByteArray("Zm9v");
        QTest::newRow("foob") << QByteArray("foob") << QByteArray("Zm9vYg==");
        QTest::newRow("fooba") << QByteArray("fooba") << QByteArray("Zm9vYmE=");
        QTest::newRow("foobar") << QByteArray("foobar") << QByteArray("Zm9vYmFy");
    }

    void base64MatchesRfc4648()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(base64(input.toStdString())), expected);
    }

    void base64OfBinaryBytes()
    {
        std::string all;
        for (int b = 0; b < 256; ++b) {
            all += static_cast<char>(b);
        }
        for (std::size_t n = 0; n <= all.size(); n += 37) {
            const std::string bytes = all.substr(all.size() - n);
            const QByteArray qt = QByteArray::fromStdString(bytes).toBase64();
            QCOMPARE(QByteArray::fromStdString(base64(bytes)), qt);
        }
        QCOMPARE(base64(std::string("\0\xff\xfe", 3)), std::string("AP/+"));
    }

    void dataUriDecodesToTheSvg()
    {
        const std::string svg = barChartSvg(threeByTwo());
        const std::string uri = svgDataUri(svg);
        const std::string prefix = "data:image/svg+xml;base64,";
        QVERIFY(uri.starts_with(prefix));
        QCOMPARE(QByteArray::fromBase64(QByteArray::fromStdString(uri.substr(prefix.size())),
                                        QByteArray::AbortOnBase64DecodingErrors),
                 QByteArray::fromStdString(svg));
    }

    void escapesMarkupAndQuotes()
    {
        QCOMPARE(xmlEscape(kHostile), kHostileEscaped);
        QCOMPARE(xmlEscape("plain ü text"), std::string("plain ü text"));
        // Bytes that are not UTF-8 and control characters XML forbids become U+FFFD.
        QCOMPARE(xmlEscape(std::string("a\xff"
                                       "b\x01"
                                       "c",
                                       5)),
                 std::string("a\uFFFDb\uFFFDc"));
        QCOMPARE(xmlEscape("\xC0\xAF"), std::string("\uFFFD\uFFFD"));           // overlong '/'
        QCOMPARE(xmlEscape("\xED\xA0\x80"), std::string("\uFFFD\uFFFD\uFFFD")); // a surrogate
        QCOMPARE(xmlEscape("tab\tnewline\n"), std::string("tab\tnewline\n"));
    }

    void numbersIgnoreTheLocale()
    {
        QCOMPARE(formatFixed(0.5, 2), std::string("0.50"));
        QCOMPARE(formatFixed(-0.001, 2), std::string("0.00"));
        QCOMPARE(formatFixed(kNaN, 2), std::string("\u2013"));
        QCOMPARE(formatFixed(-kInf, 3), std::string("\u2013"));
        const std::string saved = std::setlocale(LC_NUMERIC, nullptr);
        if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8") &&
            !std::setlocale(LC_NUMERIC, "fr_FR.UTF-8")) {
            QSKIP("no locale with a decimal comma is installed");
        }
        const std::string fixedText = formatFixed(0.5, 2);
        const std::string svg = heatMapSvg(twoByThree());
        std::setlocale(LC_NUMERIC, saved.c_str());
        QCOMPARE(fixedText, std::string("0.50"));
        QVERIFY(parse(svg).texts.contains(QStringLiteral("0.50")));
    }

    void hostileLabelsAppearOnlyEscaped()
    {
        BarChart bar = threeByTwo();
        bar.title = bar.yTitle = kHostile;
        bar.categories[1] = kHostile;
        bar.series[0].name = kHostile;
        LineChart line = roc();
        line.title = line.xTitle = line.yTitle = line.series[2].name = kHostile;
        HeatMap heat = twoByThree();
        heat.title = heat.rows[0] = heat.columns[2] = kHostile;

        for (const std::string &svg : {barChartSvg(bar), lineChartSvg(line), heatMapSvg(heat)}) {
            verifyDocument(svg);
            QVERIFY(svg.find("<script") == std::string::npos);
            QVERIFY(svg.find(R"(alert("x"))") == std::string::npos);
            QVERIFY(svg.find(kHostileEscaped) != std::string::npos);
            // The reader decodes the escapes back to the label as given.
            QVERIFY(parse(svg).texts.contains(QString::fromStdString(kHostile)));
        }
    }

    void barChartHasABarPerValueAndAnIBeamPerInterval()
    {
        const std::string svg = barChartSvg(threeByTwo());
        verifyDocument(svg);
        const Parsed p = parse(svg);
        QCOMPARE(p.withClass(QStringLiteral("bar")).size(), std::size_t(6));
        QCOMPARE(p.withClass(QStringLiteral("ci")).size(), std::size_t(4));
        for (const QString &label :
             {QStringLiteral("model-a"), QStringLiteral("model-b"), QStringLiteral("model-c"),
              QStringLiteral("Full"), QStringLiteral("Core"), QStringLiteral("AUROC by model")}) {
            QVERIFY2(p.texts.contains(label), qPrintable(label));
        }
        // A bar's height is proportional to its value.
        const auto bars = p.withClass(QStringLiteral("bar"));
        const double a = number(bars[0], "height"), c = number(bars[4], "height");
        QVERIFY(std::abs(a / c - 0.71 / 0.8) < 0.01);
    }

    void missingValueDrawsNoBar()
    {
        BarChart c = threeByTwo();
        c.series[1].values[2] = std::nullopt;
        c.series[0].values.resize(2); // shorter than the categories: the last one is missing
        const std::string svg = barChartSvg(c);
        verifyDocument(svg);
        QCOMPARE(parse(svg).withClass(QStringLiteral("bar")).size(), std::size_t(4));
    }

    void negativeValuesHangBelowTheZeroLine()
    {
        BarChart c;
        c.title = "Fleiss' kappa";
        c.categories = {"pos", "neg"};
        c.series = {{"kappa", {0.4, -0.2}, {std::pair(0.3, 0.5), std::pair(-0.35, -0.05)}}};
        const std::string svg = barChartSvg(c);
        verifyDocument(svg);
        const Parsed p = parse(svg);
        const auto zero = p.withClass(QStringLiteral("zero"));
        QCOMPARE(zero.size(), std::size_t(1));
        const double zeroY = number(zero[0], "y1");
        const auto bars = p.withClass(QStringLiteral("bar"));
        QCOMPARE(bars.size(), std::size_t(2));
        QCOMPARE(number(bars[0], "y") + number(bars[0], "height"), zeroY);
        QCOMPARE(number(bars[1], "y"), zeroY);
        QVERIFY(std::abs(number(bars[0], "height") / number(bars[1], "height") - 2) < 0.01);
        QVERIFY(p.texts.contains(QStringLiteral("-0.4"))); // the axis reaches below the interval
    }

    void overlaidSeriesShareASlotAndAReferenceLineCrosses()
    {
        // Validity per writer: below the bar in one series, at or above it in the other.
        BarChart c;
        c.title = "Validity by writer";
        c.categories = {"w1", "w2", "w3"};
        c.series = {{"at or above", {0.95, std::nullopt, 1.0}, {}},
                    {"below", {std::nullopt, 0.5, std::nullopt}, {}}};
        c.yMin = 0.0;
        c.yMax = 1.0;
        c.overlay = true;
        c.reference = ReferenceLine{0.9, "90% threshold"};
        const std::string svg = barChartSvg(c);
        verifyDocument(svg);
        const Parsed p = parse(svg);
        const auto bars = p.withClass(QStringLiteral("bar"));
        QCOMPARE(bars.size(), std::size_t(3));
        // One slot a category: equal widths and equal steps between the bars.
        QCOMPARE(number(bars[0], "width"), number(bars[1], "width"));
        const double step = number(bars[1], "x") - number(bars[0], "x");
        QVERIFY(std::abs(number(bars[2], "x") - number(bars[1], "x") - step) < 0.01);
        QVERIFY(p.texts.contains(QStringLiteral("below"))); // both series in the legend
        const auto reference = p.withClass(QStringLiteral("reference"));
        QCOMPARE(reference.size(), std::size_t(1));
        QVERIFY(p.texts.contains(QStringLiteral("90% threshold")));
        // At 0.9 of the axis: the 1.0 bar's top is the plot's top, its bottom the zero.
        const double top = number(bars[2], "y"), bottom = top + number(bars[2], "height");
        QVERIFY(std::abs(number(reference[0], "y1") - (bottom - 0.9 * (bottom - top))) < 0.01);
    }

    void fixedAxisRangeCutsBars()
    {
        BarChart c = threeByTwo();
        c.yMin = 0.5;
        c.yMax = 0.75;
        const Parsed p = parse(barChartSvg(c));
        QVERIFY(p.error.isEmpty());
        QVERIFY(p.texts.contains(QStringLiteral("0.50")));
        QVERIFY(p.texts.contains(QStringLiteral("0.75")));
        QVERIFY(!p.texts.contains(QStringLiteral("0.80")));
        const auto bars = p.withClass(QStringLiteral("bar"));
        QCOMPARE(bars.size(), std::size_t(6));
        const double tallest = number(bars[4], "height"); // 0.8 is cut at the top
        for (const Element &b : bars) {
            QVERIFY(number(b, "height") <= tallest);
        }
    }

    void longAndManyLabelsRotateAndTruncate()
    {
        BarChart c;
        for (int i = 0; i < 30; ++i) {
            c.categories.push_back("category number " + std::to_string(i) +
                                   " with a name much longer than anyone should write");
            c.series.resize(1);
            c.series[0].values.push_back(i);
        }
        const std::string svg = barChartSvg(c);
        verifyDocument(svg);
        const Parsed p = parse(svg);
        QVERIFY(p.texts.contains(QStringLiteral("category number 7 with a na\u2026")));
        QVERIFY(svg.find("rotate(-35") != std::string::npos);
        QVERIFY(number(p.elements.front(), "width") > 720); // grown so labels do not collide
    }

    void heatMapHasACellPerValue()
    {
        const std::string svg = heatMapSvg(twoByThree());
        verifyDocument(svg);
        const Parsed p = parse(svg);
        QCOMPARE(p.withClass(QStringLiteral("cell")).size(), std::size_t(6));
        for (const QString &value :
             {QStringLiteral("1.00"), QStringLiteral("0.50"), QStringLiteral("-0.25"),
              QStringLiteral("\u2013"), QStringLiteral("0.33")}) {
            QVERIFY2(p.texts.contains(value), qPrintable(value));
        }
        QCOMPARE(p.texts.count(QStringLiteral("ann_b")), 2);
        QCOMPARE(p.texts.count(QStringLiteral("ann_c")), 1);
    }

    void lineChartHasAPolylinePerSeries()
    {
        const std::string svg = lineChartSvg(roc());
        verifyDocument(svg);
        const Parsed p = parse(svg);
        QCOMPARE(p.withClass(QStringLiteral("line")).size(), std::size_t(3));
        QCOMPARE(p.count(QStringLiteral("polyline")), 3);
        QCOMPARE(p.withClass(QStringLiteral("diagonal")).size(), std::size_t(1));
        const auto first = p.withClass(QStringLiteral("line")).front();
        QCOMPARE(first.attributes.value(QLatin1String("points")).split(u' ').size(), 4);
        QVERIFY(p.texts.contains(QStringLiteral("False positive rate")));
        QVERIFY(p.texts.contains(QStringLiteral("model-b")));
    }

    void nonFiniteInputsAreSkipped()
    {
        BarChart bar = threeByTwo();
        bar.series[0].values[0] = kNaN;
        bar.series[1].values[1] = kInf;
        bar.series[0].intervals[0] = std::pair(kNaN, 0.8);
        bar.yMax = kNaN;
        const std::string barSvg = barChartSvg(bar);
        verifyDocument(barSvg);
        QCOMPARE(parse(barSvg).withClass(QStringLiteral("bar")).size(), std::size_t(4));
        QCOMPARE(parse(barSvg).withClass(QStringLiteral("ci")).size(), std::size_t(3));

        LineChart line = roc();
        line.series[0].points[1] = {kNaN, 0.5};
        line.series[1].points[1] = {0.3, -kInf};
        line.xMax = kInf;
        const std::string lineSvg = lineChartSvg(line);
        verifyDocument(lineSvg);
        QCOMPARE(parse(lineSvg).withClass(QStringLiteral("line")).size(), std::size_t(3));

        HeatMap heat = twoByThree();
        heat.values[1] = kNaN;
        heat.values[2] = -kInf;
        heat.min = kNaN;
        const std::string heatSvg = heatMapSvg(heat);
        verifyDocument(heatSvg);
        QCOMPARE(parse(heatSvg).texts.count(QStringLiteral("\u2013")), 3);

        // Only non-finite data at all: still a valid, empty chart.
        BarChart empty;
        empty.categories = {"a"};
        empty.series = {{"s", {kNaN}, {}}};
        verifyDocument(barChartSvg(empty));
        LineChart noPoints;
        noPoints.series = {{"s", {{kNaN, kInf}}}};
        verifyDocument(lineChartSvg(noPoints));
    }

    void emptyChartsAreValidDocuments()
    {
        verifyDocument(barChartSvg({}));
        verifyDocument(lineChartSvg({}));
        verifyDocument(heatMapSvg({}));
        HeatMap tooFewValues = twoByThree();
        tooFewValues.values.resize(2);
        const Parsed p = parse(heatMapSvg(tooFewValues));
        QCOMPARE(p.withClass(QStringLiteral("cell")).size(), std::size_t(6));
        QCOMPARE(p.texts.count(QStringLiteral("\u2013")), 4);
    }

    void sameInputGivesTheSameBytes()
    {
        QCOMPARE(barChartSvg(threeByTwo()), barChartSvg(threeByTwo()));
        QCOMPARE(lineChartSvg(roc()), lineChartSvg(roc()));
        QCOMPARE(heatMapSvg(twoByThree()), heatMapSvg(twoByThree()));
    }
};

QTEST_GUILESS_MAIN(TestSvgChart)
#include "tst_svg_chart.moc"
