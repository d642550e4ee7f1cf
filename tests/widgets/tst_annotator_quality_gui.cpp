// The ESD annotator quality view over a project whose labels were given in a known
// order: drift lines against blocks worked out by hand, the kappa heat map against
// scikit-learn, live refresh, and what an annotator working blind sees.
//
// Twelve pairs p00..p11 (pair index = number), three annotators (all adjudicators, so the
// session shows everyone), labels set one at a time through the store in this order:
//
//   pair  a  b  c   gold
//   p00   1  1  0   1
//   p01   1  0  0   0
//   p02   0  0  0   0
//   p03   1  1  1   1
//   p04   0  1  1   0   decided 0 by "judge" (the majority says 1)
//   p05   1  1  0   1
//   p06   0  0  1   0
//   p07   1  0  1   1
//   p08   0  0  0   0
//   p09   1  1  1   1
//   p10  -1  1  1   1   invalid, decided 1
//   p11   1  .  0   -   incomplete, no gold
//
//   ann_a labels 9 8 7 6 5 4 3 2 1 0 10 11, ann_b 0..10, ann_c 5..11 then 0..4, taking
//   turns a, b, c.
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/project.h"
#include "widgets/common/chart_view.h"
#include "widgets/esd/annotator_quality_view.h"
#include "widgets/esd/annotator_summary_model.h"
#include "widgets/esd/esd_session.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLineSeries>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <memory>

using namespace es;
using namespace es::widgets;

namespace {

constexpr int kPairs = 12;
constexpr std::int8_t N = metrics::esd::kNoLabel;

// Per pair: a, b, c.
// clang-format off
constexpr std::array<std::array<std::int8_t, 3>, kPairs> kLabels = {{
    {1, 1, 0}, {1, 0, 0}, {0, 0, 0}, {1, 1, 1}, {0, 1, 1}, {1, 1, 0},
    {0, 0, 1}, {1, 0, 1}, {0, 0, 0}, {1, 1, 1}, {-1, 1, 1}, {1, N, 0},
}};
// clang-format on
const std::array<std::vector<std::uint32_t>, 3> kOrder = {{
    {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 11},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
    {5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4},
}};
const std::array<std::string, 3> kNames = {"ann_a", "ann_b", "ann_c"};

std::string pairsFile(int pairs, const std::string &labelsOf = {})
{
    std::string out;
    for (int p = 0; p < pairs; ++p) {
        const std::string id = (p < 10 ? "p0" : "p") + std::to_string(p);
        out += R"({"id": ")" + id + R"(", "goal": "Goal )" + std::to_string(p / 4) +
               R"(", "step": "Step )" + std::to_string(p) + '"';
        if (!labelsOf.empty()) {
            // 1 0 1 1 0 1 ...: ann_a's labels in the one-annotator project.
            out += R"(, "labels": {")" + labelsOf + R"(": )" + std::to_string(p % 3 == 1 ? 0 : 1) +
                   "}";
        }
        out += "}\n";
    }
    return out;
}

// set_at has millisecond resolution: waiting for the next millisecond makes the order of
// the writes the order of their times.
void nextMillisecond()
{
    const std::string now = db::nowUtc();
    while (db::nowUtc() == now) {
    }
}

// "x:y" with y to six significant digits, so hand-computed thirds compare exactly.
QStringList printed(const QList<QPointF> &points)
{
    QStringList out;
    for (const QPointF &p : points) {
        out << QStringLiteral("%1:%2").arg(p.x()).arg(p.y(), 0, 'g', 6);
    }
    return out;
}

std::uint32_t pairIndex(const db::EsdSnapshot &snap, const std::string &extId)
{
    for (std::uint32_t p = 0; p < snap.pairs.size(); ++p) {
        if (snap.pairs[p].extId == extId) {
            return p;
        }
    }
    return UINT32_MAX;
}

} // namespace

class TestAnnotatorQualityGui : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    std::unique_ptr<db::Project> project_;
    std::unique_ptr<EsdSession> session_;
    std::unique_ptr<AnnotatorQualityView> view_;
    std::unique_ptr<QAbstractItemModelTester> heatTester_;
    std::unique_ptr<QAbstractItemModelTester> summaryTester_;

    void openView()
    {
        session_ = std::make_unique<EsdSession>(*project_);
        session_->setAnnotator(QStringLiteral("judge"));
        EsdSession *session = session_.get();
        view_ = std::make_unique<AnnotatorQualityView>(
            *session_,
            [session]() -> const std::vector<std::vector<std::uint32_t>> & {
                return session->labellingOrder();
            },
            [session] { return &session->paces(); });
        heatTester_ = std::make_unique<QAbstractItemModelTester>(
            view_->heatMapModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        summaryTester_ = std::make_unique<QAbstractItemModelTester>(
            view_->summaryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view_->setBlind(false);
        view_->resize(900, 1000);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    }

    QStringList summaryRows() const
    {
        QStringList rows;
        const AnnotatorSummaryModel *m = view_->summaryModel();
        for (int r = 0; r < m->rowCount(); ++r) {
            QStringList cells;
            // The pace columns follow the clock; paceFollowsTheLabelTimes checks them.
            for (int c = 0; c < AnnotatorSummaryModel::PerHourColumn; ++c) {
                cells << m->index(r, c).data().toString();
            }
            rows << cells.join(QLatin1Char(' '));
        }
        return rows;
    }

    double kappa(int row, int column) const
    {
        return view_->heatMapModel()->index(row, column).data(Qt::UserRole).toDouble();
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        const QString path =
            dir_.filePath(QStringLiteral("%1.eventscope").arg(QTest::currentTestFunction()));
        QFile::remove(path);
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::EsdStore store(*project_);
        store.import(db::parseEsdJsonLines(pairsFile(kPairs), "pairs.jsonl"), "tester");
        // Annotators label; the adjudicator who reads everyone's figures is judge.
        project_->setRole("judge", db::Role::Adjudicator, "tester");
        const db::EsdSnapshot snap = store.load({false});
        for (std::size_t step = 0; step < kPairs; ++step) {
            for (std::size_t a = 0; a < 3; ++a) {
                if (step < kOrder[a].size()) {
                    const std::uint32_t p = kOrder[a][step];
                    nextMillisecond();
                    store.setLabel(snap.pairs[p].id, kNames[a], kLabels[p][a]);
                }
            }
        }
        store.adjudicate(snap.pairs[4].id, "judge", db::EsdAdjudication{0, "the step is optional"});
        store.adjudicate(snap.pairs[10].id, "judge", db::EsdAdjudication{1, "valid after all"});
    }

    void cleanup()
    {
        heatTester_.reset();
        summaryTester_.reset();
        view_.reset();
        session_.reset();
        project_.reset();
    }

    void labellingOrderFollowsTheClock()
    {
        db::EsdStore store(*project_);
        const db::EsdSnapshot snap = store.load();
        QCOMPARE(snap.annotators, std::vector<std::string>(kNames.begin(), kNames.end()));
        const auto order = store.labellingOrder(snap);
        QCOMPARE(order.size(), std::size_t(3));
        for (std::size_t a = 0; a < 3; ++a) {
            QCOMPARE(order[a], kOrder[a]);
        }
        // A relabel moves the pair to the end: the order is of the labels as they stand.
        nextMillisecond();
        store.setLabel(snap.pairs[9].id, "ann_a", 0);
        const auto after = store.labellingOrder(snap);
        QCOMPARE(after[0], (std::vector<std::uint32_t>{8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 11, 9}));
    }

    void driftMatchesHandComputedBlocks()
    {
        openView();
        view_->setWindow(4);
        QCOMPARE(view_->effectiveWindow(), std::size_t(4));
        QCOMPARE(view_->driftAnnotators(), (QStringList{"ann_a", "ann_b", "ann_c"}));
        // ann_a against gold in their order: 9 8 7 6 all equal | 5 4 3 2 all equal (4 is
        // decided 0, as they said) | 1 differs, 0 equal, 10 invalid against decided 1,
        // 11 has no gold: a last block of 3, ending at label 11.
        QCOMPARE(printed(view_->driftPoints("ann_a")), (QStringList{"4:1", "8:1", "11:0.333333"}));
        // ann_b: 0-3 equal | 4 (1 against decided 0) and 7 differ | 8 9 10 equal.
        QCOMPARE(printed(view_->driftPoints("ann_b")), (QStringList{"4:1", "8:0.5", "11:1"}));
        // ann_c: 5 6 differ, 7 8 equal | 9 10 equal, 11 skipped, 0 differs, 1 equal (ends at
        // label 9) | 2 3 equal, 4 differs.
        QCOMPARE(printed(view_->driftPoints("ann_c")),
                 (QStringList{"4:0.5", "9:0.75", "12:0.666667"}));

        // The chart holds the same points, one named line per annotator.
        const QList<QAbstractSeries *> series = view_->driftChart()->chart()->series();
        QCOMPARE(series.size(), 3);
        for (int i = 0; i < 3; ++i) {
            auto *line = qobject_cast<QLineSeries *>(series[i]);
            QVERIFY(line);
            QCOMPARE(line->name(), QString::fromStdString(kNames[static_cast<std::size_t>(i)]));
            QCOMPARE(line->points(), view_->driftPoints(line->name()));
        }
        const auto axes = view_->driftChart()->chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        QVERIFY(!axes.front()->titleText().isEmpty());
    }

    void automaticWindow()
    {
        openView();
        view_->setWindow(0);
        // 11 labels with gold each: driftWindow(11) = 10, and the one left over is under
        // half a window.
        QCOMPARE(view_->effectiveWindow(), std::size_t(10));
        QCOMPARE(printed(view_->driftPoints("ann_a")), QStringList{"10:0.9"});
        QCOMPARE(printed(view_->driftPoints("ann_b")), QStringList{"10:0.8"});
        // ann_c's tenth label with gold is their eleventh label (p11 has none).
        QCOMPARE(printed(view_->driftPoints("ann_c")), QStringList{"11:0.7"});
    }

    void heatMapIsCohensKappa()
    {
        openView();
        const KappaHeatMapModel *m = view_->heatMapModel();
        QCOMPARE(m->rowCount(), 3);
        QCOMPARE(m->columnCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(m->headerData(i, Qt::Horizontal, Qt::DisplayRole).toString(),
                     QString::fromStdString(kNames[static_cast<std::size_t>(i)]));
            QCOMPARE(m->index(i, i).data().toString(), QStringLiteral("—"));
            QVERIFY(!m->index(i, i).data(Qt::UserRole).isValid());
        }
        // Over the kept pairs p00-p09, with scikit-learn 1.2.1:
        //   a = [1,1,0,1,0,1,0,1,0,1]; b = [1,0,0,1,1,1,0,0,0,1]; c = [0,0,0,1,1,0,1,1,0,1]
        //   cohen_kappa_score(a, b) = 0.4, (a, c) = 0.0, (b, c) = 0.19999999999999996
        const double ab = 0.4;
        const double ac = 0.0;
        const double bc = 0.19999999999999996;
        QCOMPARE_LE(std::abs(kappa(0, 1) - ab), 1e-12);
        QCOMPARE_LE(std::abs(kappa(0, 2) - ac), 1e-12);
        QCOMPARE_LE(std::abs(kappa(1, 2) - bc), 1e-12);
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c) {
                QCOMPARE(m->index(r, c).data(), m->index(c, r).data());
            }
        }
        QCOMPARE(m->index(0, 1).data().toString(), QStringLiteral("0.40"));
        QCOMPARE(m->index(2, 0).data().toString(), QStringLiteral("0.00"));
        QCOMPARE(m->index(1, 2).data().toString(), QStringLiteral("0.20"));
        QCOMPARE(m->index(0, 2).data(Qt::BackgroundRole).value<QBrush>().color(),
                 QColor(Qt::white));
        QCOMPARE(m->index(0, 1).data(Qt::BackgroundRole).value<QBrush>().color(),
                 KappaHeatMapModel::colour(ab));

        // The scale: ColorBrewer RdBu's ends and white between.
        QCOMPARE(KappaHeatMapModel::colour(-1.0), QColor(178, 24, 43));
        QCOMPARE(KappaHeatMapModel::colour(0.0), QColor(255, 255, 255));
        QCOMPARE(KappaHeatMapModel::colour(1.0), QColor(33, 102, 172));
        QCOMPARE(KappaHeatMapModel::colour(0.5), QColor(144, 179, 214));
        QCOMPARE(KappaHeatMapModel::colour(-3.0), KappaHeatMapModel::colour(-1.0));
    }

    void summaryPerAnnotator()
    {
        openView();
        // Labels given (pairs with any label); against the others' majority on the kept
        // pairs where the two others agree: a 4 of 6, b 4 of 5, c 4 of 7.
        QCOMPARE(summaryRows(),
                 (QStringList{"ann_a 12 0.667 6", "ann_b 11 0.800 5", "ann_c 12 0.571 7"}));
    }

    // Labels saved 20 s apart by pair (so ann_a's twelve in a row, eleven timed gaps), one of
    // ann_c's after a ten-minute break: 11 labels in 220 s is 180 an hour for ann_a.
    void paceFollowsTheLabelTimes()
    {
        project_->connection().exec(
            "UPDATE esd_label SET set_at = strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-01 09:00:00', "
            "'+' || (pair_id * 20 + CASE WHEN pair_id = 12 AND person_id = (SELECT id FROM "
            "person WHERE name = 'ann_c') THEN 600 ELSE 0 END) || ' seconds')");
        openView();
        const AnnotatorSummaryModel *m = view_->summaryModel();
        const auto cell = [m](int row, int column) {
            return m->index(row, column).data().toString();
        };
        QCOMPARE(
            m->headerData(AnnotatorSummaryModel::PerHourColumn, Qt::Horizontal, Qt::DisplayRole)
                .toString(),
            QStringLiteral("Labels per hour"));
        QCOMPARE(cell(0, AnnotatorSummaryModel::PerHourColumn), QStringLiteral("180"));
        // ann_a labelled all twelve pairs: nothing left.
        QCOMPARE(cell(0, AnnotatorSummaryModel::FinishColumn), QStringLiteral("0.0 h"));
        // ann_b 11 labels (pairs 1-11): 10 gaps of 20 s, 180 an hour; one pair left, 1/180 h.
        QCOMPARE(cell(1, AnnotatorSummaryModel::PerHourColumn), QStringLiteral("180"));
        QCOMPARE(cell(1, AnnotatorSummaryModel::FinishColumn), QStringLiteral("0.0 h"));
        // ann_c: pair 12's label came after a break, so ten gaps of 20 s are timed.
        QVERIFY(m->index(2, AnnotatorSummaryModel::PerHourColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("10 of 12 labels timed, median 20.0 s")));
    }

    // The session reads the order once and then moves the annotator's own labels itself;
    // after labels, relabels and a cleared label it must be what the store gives.
    void sessionKeepsTheOrderOfItsOwnLabels()
    {
        EsdSession session(*project_);
        session.setAnnotator(QStringLiteral("ann_a"));
        QCOMPARE(session.labellingOrder().size(), std::size_t(1));
        QCOMPARE(session.labellingOrder()[0], kOrder[0]);
        const std::uint32_t p9 = pairIndex(session.snapshot(), "p09");
        const std::uint32_t p2 = pairIndex(session.snapshot(), "p02");
        const std::uint32_t p11 = pairIndex(session.snapshot(), "p11");
        for (const auto &[pair, label] : std::vector<std::pair<std::uint32_t, std::optional<std::int8_t>>>{
                 {p9, 0}, {p2, 1}, {p11, std::nullopt}, {p9, 1}, {p2, 1}}) {
            nextMillisecond();
            QVERIFY(session.setLabel(pair, label));
            QCOMPARE(session.labellingOrder(),
                     db::EsdStore(*project_).labellingOrder(session.snapshot()));
        }
        QCOMPARE(p9, 9u);
        // 8 7 6 5 4 3 1 0 10 (p11 cleared), then p2 and p9 relabelled, p9 last: the same
        // label on p2 again changes nothing, its time in the store included.
        QCOMPARE(session.labellingOrder()[0],
                 (std::vector<std::uint32_t>{8, 7, 6, 5, 4, 3, 1, 0, 10, 2, 9}));
    }

    void refreshesWhenALabelArrives()
    {
        openView();
        view_->setWindow(4);
        // ann_b labels p11 essential (in their own session): it becomes kept with gold 1
        // (a 1, b 1, c 0); the adjudicator's view follows once the session has it.
        const std::uint32_t p11 = pairIndex(session_->snapshot(), "p11");
        nextMillisecond();
        db::EsdStore(*project_).setLabel(session_->snapshot().pairs[p11].id, "ann_b", std::int8_t{1});
        session_->reload();
        QCOMPARE(printed(view_->driftPoints("ann_a")), (QStringList{"4:1", "8:1", "12:0.5"}));
        QCOMPARE(printed(view_->driftPoints("ann_b")), (QStringList{"4:1", "8:0.5", "12:1"}));
        QCOMPARE(printed(view_->driftPoints("ann_c")), (QStringList{"4:0.5", "8:0.5", "12:0.75"}));
        // scikit-learn 1.2.1 with p11 appended (a 1, b 1, c 0) to the lists above:
        //   (a, b) 0.44067796610169485, (a, c) -0.06451612903225801, (b, c) 0.09836065573770503
        QCOMPARE_LE(std::abs(kappa(0, 1) - 0.44067796610169485), 1e-12);
        QCOMPARE_LE(std::abs(kappa(0, 2) - -0.06451612903225801), 1e-12);
        QCOMPARE_LE(std::abs(kappa(1, 2) - 0.09836065573770503), 1e-12);
        QCOMPARE(view_->heatMapModel()->index(2, 0).data().toString(), QStringLiteral("-0.06"));
        QCOMPARE(summaryRows().at(1).section(QLatin1Char(' '), 0, 1), QStringLiteral("ann_b 12"));

        const QString shot = qEnvironmentVariable("ANNOTATOR_QUALITY_SCREENSHOT");
        if (!shot.isEmpty()) {
            QTest::qWait(50); // the chart lays its legend out on the next turn of the event loop
            QVERIFY(view_->grab().save(shot));
        }
    }

    void blindShowsOnlyOneself()
    {
        openView();
        view_->setWindow(4);
        // An annotator's session holds their own labels alone: no one to agree with, no
        // decisions, so no drift against gold and no heat map.
        session_->setAnnotator(QStringLiteral("ann_c"));
        view_->setBlind(true);
        QCOMPARE(view_->driftAnnotators(), QStringList{"ann_c"});
        QVERIFY(view_->driftPoints("ann_c").isEmpty());
        QVERIFY(view_->noteText().contains(QStringLiteral("working blind")));
        QCOMPARE(summaryRows(), QStringList{"ann_c 12 n/a 0"});
        QCOMPARE(view_->heatMapModel()->rowCount(), 0);
        QVERIFY(!view_->heatMapView()->isVisible());
        const QString blindShot = qEnvironmentVariable("ANNOTATOR_QUALITY_SCREENSHOT_BLIND");
        if (!blindShot.isEmpty()) {
            view_->resize(460, 640); // about a dock's size
            QTest::qWait(50);
            QVERIFY(view_->grab().save(blindShot));
        }

        // The adjudicator sees everyone, and hiding the others leaves no one (they label
        // nothing themselves).
        session_->setAnnotator(QStringLiteral("judge"));
        view_->setBlind(false);
        QCOMPARE(view_->driftAnnotators().size(), 3);
        QCOMPARE(printed(view_->driftPoints("ann_c")), (QStringList{"4:0.5", "9:0.75", "12:0.666667"}));
        QCOMPARE(view_->heatMapModel()->rowCount(), 3);
        QVERIFY(view_->heatMapView()->isVisible());
        view_->setBlind(true);
        QVERIFY(view_->driftAnnotators().isEmpty());
        QVERIFY(summaryRows().isEmpty());
        QCOMPARE(view_->heatMapModel()->rowCount(), 0);
    }

    void oneAnnotatorCountsOnlyDecisions()
    {
        // A project with one annotator (as an annotator's blind snapshot is): their
        // majority is their own label, so only decided pairs are gold. The name is
        // markup, which the chart's HTML legend must show as text.
        const std::string name = "<i>solo</i>";
        cleanup();
        const QString path = dir_.filePath(QStringLiteral("solo.eventscope"));
        QFile::remove(path);
        project_ =
            std::make_unique<db::Project>(path.toStdString(), db::Project::Open::CreateIfMissing);
        db::EsdStore store(*project_);
        // Labels 1 0 1 1 0 1, all set at the import's one time.
        store.import(db::parseEsdJsonLines(pairsFile(6, name), "solo.jsonl"), "tester");
        project_->setRole("judge", db::Role::Adjudicator, "tester");
        const db::EsdSnapshot snap = store.load();
        // One time for all: the order is the pairs' ids.
        QCOMPARE(store.labellingOrder(snap),
                 (std::vector<std::vector<std::uint32_t>>{{0, 1, 2, 3, 4, 5}}));

        session_ = std::make_unique<EsdSession>(*project_);
        session_->setAnnotator(QStringLiteral("judge"));
        EsdSession *session = session_.get();
        view_ = std::make_unique<AnnotatorQualityView>(
            *session_, [session]() -> const std::vector<std::vector<std::uint32_t>> & {
                return session->labellingOrder();
            });
        view_->setBlind(false);
        view_->setWindow(2);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QCOMPARE(view_->driftAnnotators(), QStringList{QString::fromStdString(name)});
        QVERIFY(view_->driftPoints(QString::fromStdString(name)).isEmpty());
        QVERIFY(view_->noteText().contains(QStringLiteral("decided")));
        const auto *line =
            qobject_cast<QLineSeries *>(view_->driftChart()->chart()->series().front());
        QCOMPARE(line->name(), QStringLiteral("&lt;i&gt;solo&lt;/i&gt;"));

        // Decided p00 essential (as labelled) and p03 non-essential (labelled essential).
        store.adjudicate(snap.pairs[0].id, "judge", db::EsdAdjudication{1, {}});
        store.adjudicate(snap.pairs[3].id, "judge", db::EsdAdjudication{0, {}});
        session_->reload();
        QCOMPARE(printed(view_->driftPoints(QString::fromStdString(name))), QStringList{"4:0.5"});
    }
};

QTEST_MAIN(TestAnnotatorQualityGui)
#include "tst_annotator_quality_gui.moc"
