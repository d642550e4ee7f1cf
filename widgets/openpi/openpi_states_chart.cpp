// The OpenPI statistics panel's States tab: the agreement on state changes of every two
// people and of each person with the gold states, as a table and as a chart of F1 and
// exact match with their intervals once the background job has them.
#include "widgets/common/chart_view.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/state_agreement_model.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QHeaderView>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>

namespace es::widgets {

void OpenPiStatisticsPanel::addStatesTab()
{
    auto *page = new QSplitter(Qt::Vertical, tabs_);
    stateModel_ = new StateAgreementModel(page);
    stateTable_ = new QTableView(page);
    stateTable_->setObjectName(QStringLiteral("OpenPiStateAgreementTable"));
    stateTable_->setModel(stateModel_);
    stateTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    stateTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    stateTable_->verticalHeader()->hide();
    stateTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    states_ = new ChartView(newChart(tr("Agreement on state changes")), page);
    states_->setMinimumHeight(300);
    states_->setToolTip(tr("Click a bar to list the pair's procedures, lowest F1 first."));
    page->addWidget(stateTable_);
    page->addWidget(states_);
    page->setStretchFactor(1, 1);
    const int tab = tabs_->addTab(page, tr("States"));
    tabs_->setTabToolTip(tab, tr("Agreement on the state changes people wrote: every two "
                                 "people, and each person against the gold states"));
}

QString OpenPiStatisticsPanel::stateRaterName(int rater) const
{
    return rater < 0 ? tr("gold") : raterName(static_cast<std::uint32_t>(rater));
}

void OpenPiStatisticsPanel::rebuildStateAgreement()
{
    const auto &an = session_.analysis();
    chartedStates_.clear();
    std::vector<StateAgreementTableRow> rows;
    QStringList categories;
    std::vector<std::vector<double>> heights(2);
    PerBar<std::optional<double>> values(2);
    for (std::size_t i = 0; i < an.stateAgreement.size(); ++i) {
        const auto &r = an.stateAgreement[i];
        if (!visible(r.b) || (r.a >= 0 && !visible(static_cast<std::uint32_t>(r.a)))) {
            continue;
        }
        chartedStates_.push_back(i);
        rows.push_back({stateRaterName(r.a), stateRaterName(static_cast<int>(r.b)), r.a, r.b,
                        r.procedures, r.tally, r.scores});
        categories << tr("%1 – %2").arg(rows.back().first, rows.back().second);
        const std::optional<double> figures[] = {r.scores.f1.value, r.scores.exactMatch.value};
        for (std::size_t k = 0; k < 2; ++k) {
            heights[k].push_back(figures[k].value_or(0.0));
            values[k].push_back(figures[k]);
        }
    }
    stateModel_->setRows(std::move(rows));

    QChart *chart = states_->chart();
    QStringList shape = categories;
    for (const std::size_t i : chartedStates_) {
        shape << QStringLiteral("%1/%2").arg(an.stateAgreement[i].a).arg(an.stateAgreement[i].b);
    }
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, shape));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        chart->setTitle(tr("Agreement on state changes, summed over procedures"));
        series = new QBarSeries;
        std::vector<std::pair<int, int>> pairs;
        for (const std::size_t i : chartedStates_) {
            pairs.emplace_back(an.stateAgreement[i].a, static_cast<int>(an.stateAgreement[i].b));
        }
        for (const QString &name : {tr("F1"), tr("Exact match")}) {
            QBarSet *set = appendBarSet(series, name, heights[series->count()]);
            connect(set, &QBarSet::clicked, this, [this, pairs](int index) {
                if (index >= 0 && static_cast<std::size_t>(index) < pairs.size()) {
                    const auto &[a, b] = pairs[static_cast<std::size_t>(index)];
                    emit statesRequested(a, b);
                }
            });
        }
        setBarShape(series, shape);
        showValueLabels(series);
        const QStringList shown =
            categories.isEmpty() ? QStringList{tr("no states written by two")} : categories;
        addBarAxes(chart, series, shown, tr("Share"), 0, 1.0);
        states_->setCategoryNames(shown);
    }
    const QStringList figureNames = {tr("F1"), tr("Exact match")};
    stateBars_->setBars(series, chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal),
                        std::move(values), [categories, figureNames](int set, int category) {
                            return tr("%1 · %2").arg(categories.value(category),
                                                     figureNames.value(set));
                        });
    showStateIntervals();
    states_->fitToSize();
}

void OpenPiStatisticsPanel::showStateIntervals()
{
    if (!stateIntervals_ || intervalsGeneration_ != intervals_->generation()) {
        return; // pending: the bars wait for the intervals of their data
    }
    BarIntervals bars(2);
    const report::StateAgreementIntervals none;
    for (const std::size_t i : chartedStates_) {
        const bool known = i < stateIntervals_->size();
        const report::StateAgreementIntervals &ci = known ? (*stateIntervals_)[i] : none;
        bars[0].push_back(ci.f1);
        bars[1].push_back(ci.exactMatch);
    }
    stateBars_->setIntervals(std::move(bars), intervalOptions_);
}

} // namespace es::widgets
