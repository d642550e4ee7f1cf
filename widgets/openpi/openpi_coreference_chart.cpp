// The OpenPI statistics panel's chart of the clusterings scored as coreference: each
// visible rater's entity and attribute clusters, MUC, B-cubed and CEAF-e F1 summed over
// procedures, with their intervals once the background job has them.
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>

namespace es::widgets {

namespace {

namespace coreference = metrics::coreference;

constexpr coreference::Measure kMeasures[] = {
    coreference::Measure::Muc, coreference::Measure::BCubed, coreference::Measure::CeafE};

const coreference::Score &scoreOf(const coreference::Scores &s, coreference::Measure m)
{
    return m == coreference::Measure::Muc      ? s.muc
           : m == coreference::Measure::BCubed ? s.bCubed
                                               : s.ceafE;
}

const report::CoreferenceIntervals &intervalsOf(const report::ClusterIntervals &i,
                                                coreference::Measure m)
{
    return m == coreference::Measure::Muc      ? i.muc
           : m == coreference::Measure::BCubed ? i.bCubed
                                               : i.ceafE;
}

} // namespace

void OpenPiStatisticsPanel::rebuildCoreferenceChart()
{
    const auto &an = session_.analysis();
    QChart *chart = coreference_->chart();
    chartedClusters_.clear();
    QStringList categories;
    std::vector<std::vector<double>> heights(3);
    PerBar<std::optional<double>> values(3);
    for (std::size_t i = 0; i < an.clusters.size(); ++i) {
        const auto &c = an.clusters[i];
        if (!visible(c.rater)) {
            continue;
        }
        chartedClusters_.push_back(i);
        categories << tr("%1, %2").arg(raterName(c.rater), c.kind == db::OpenPiClusterKind::Entity
                                                               ? tr("entities")
                                                               : tr("attributes"));
        for (std::size_t k = 0; k < 3; ++k) {
            const std::optional<double> f1 = scoreOf(c.coreference, kMeasures[k]).f1.value;
            heights[k].push_back(f1.value_or(0.0));
            values[k].push_back(f1);
        }
    }
    QStringList shape = categories;
    for (const std::size_t i : chartedClusters_) {
        shape << QStringLiteral("%1/%2")
                     .arg(an.clusters[i].rater)
                     .arg(static_cast<int>(an.clusters[i].kind));
    }
    const QString names[] = {tr("MUC"), tr("B-cubed"), tr("CEAF-e")};
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, shape));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        chart->setTitle(tr("Clusters as coreference, F1 summed over procedures"));
        series = new QBarSeries;
        std::vector<std::pair<int, db::OpenPiClusterKind>> rows;
        for (const std::size_t i : chartedClusters_) {
            rows.emplace_back(static_cast<int>(an.clusters[i].rater), an.clusters[i].kind);
        }
        for (std::size_t k = 0; k < 3; ++k) {
            QBarSet *set = appendBarSet(series, names[k], heights[k]);
            const coreference::Measure measure = kMeasures[k];
            connect(set, &QBarSet::clicked, this, [this, rows, measure](int index) {
                if (index >= 0 && static_cast<std::size_t>(index) < rows.size()) {
                    const auto &[rater, kind] = rows[static_cast<std::size_t>(index)];
                    emit coreferenceRequested(rater, kind, measure);
                }
            });
        }
        setBarShape(series, shape);
        showValueLabels(series);
        const QStringList shown =
            categories.isEmpty() ? QStringList{tr("no clusterings besides gold")} : categories;
        addBarAxes(chart, series, shown, tr("F1"), 0, 1.0);
        coreference_->setCategoryNames(shown);
    }
    QBarCategoryAxis *axis = nullptr;
    for (QAbstractAxis *a : chart->axes(Qt::Horizontal)) {
        axis = axis ? axis : qobject_cast<QBarCategoryAxis *>(a);
    }
    const QStringList measureNames = {tr("MUC F1"), tr("B-cubed F1"), tr("CEAF-e F1")};
    coreferenceBars_->setBars(
        series, axis, std::move(values), [categories, measureNames](int set, int category) {
            return tr("%1 · %2").arg(categories.value(category), measureNames.value(set));
        });
    showCoreferenceIntervals();
    coreference_->fitToSize();
}

void OpenPiStatisticsPanel::showCoreferenceIntervals()
{
    if (!clusterIntervals_ || intervalsGeneration_ != intervals_->generation()) {
        return; // pending: the bars wait for the intervals of their data
    }
    BarIntervals bars(3);
    const report::ClusterIntervals none;
    for (const std::size_t i : chartedClusters_) {
        const bool known = i < clusterIntervals_->size();
        const report::ClusterIntervals &ci = known ? (*clusterIntervals_)[i] : none;
        for (std::size_t k = 0; k < 3; ++k) {
            bars[k].push_back(intervalsOf(ci, kMeasures[k]).f1);
        }
    }
    coreferenceBars_->setIntervals(std::move(bars), intervalOptions_);
}

} // namespace es::widgets
