#include "widgets/openpi/openpi_statistics_panel.h"

#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"
#include "widgets/openpi/openpi_session.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>

namespace es::widgets {

namespace {

using OpenPiAnalysisPair = db::OpenPiAnalysis::SaliencePair;
constexpr std::size_t kMaxBars = 40;

} // namespace

OpenPiStatisticsPanel::OpenPiStatisticsPanel(OpenPiSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("OpenPiStatisticsPanel"));
    auto *layout = new QVBoxLayout(this);
    summary_ = plainLabel({}, this, true);
    layout->addWidget(summary_);
    auto *row = new QHBoxLayout;
    scope_ = new QComboBox(this);
    scope_->addItem(tr("Global salience"));
    scope_->addItem(tr("Local salience"));
    row->addWidget(plainLabel(tr("Charts of"), this));
    row->addWidget(scope_, 1);
    layout->addLayout(row);
    tabs_ = new QTabWidget(this);
    correlations_ = new ChartView(newChart(tr("Pearson's r per procedure")), tabs_);
    histogram_ = new ChartView(newChart(tr("Salience ratings per rater")), tabs_);
    clusters_ = new ChartView(newChart(tr("Clusters against gold")), tabs_);
    pairs_ = new ChartView(newChart(tr("Salience agreement per rater pair")), tabs_);
    pairs_->setToolTip(tr("Click an α bar to list the pair's procedures, lowest α first."));
    schemata_ = new ChartView(newChart(tr("Predicted schemata")), tabs_);
    errors_ = new ChartView(newChart(tr("Errors of predicted schemata")), tabs_);
    expansions_ = new ChartView(newChart(tr("Generated paraphrases judged correct")), tabs_);
    coreference_ = new ChartView(newChart(tr("Clusters as coreference")), tabs_);
    for (ChartView *v : {correlations_, histogram_, clusters_, pairs_, schemata_, errors_,
                         expansions_, coreference_}) {
        v->setMinimumHeight(300);
    }
    schemata_->setToolTip(tr("Click a bar to list the model's procedures, lowest F1 first."));
    errors_->setToolTip(tr("Click a bar to open that analysis."));
    expansions_->setToolTip(tr("Click a bar to list the procedures behind it."));
    correlations_->setToolTip(tr("Click a bar to compare the two raters on that procedure."));
    histogram_->setToolTip(tr("Click a bar to list the procedures with such ratings."));
    clusters_->setToolTip(
        tr("Click a bar to list the procedures where the clusters differ from gold."));
    tabs_->addTab(correlations_, tr("Per procedure"));
    tabs_->addTab(histogram_, tr("Histogram"));
    tabs_->addTab(clusters_, tr("Clusters"));
    tabs_->addTab(pairs_, tr("Rater pairs"));
    auto *schemataPage = new QWidget(tabs_);
    auto *schemataLayout = new QVBoxLayout(schemataPage);
    schemataLayout->setContentsMargins(0, 0, 0, 0);
    schemaExpansion_ = new QCheckBox(tr("With expansion"), schemataPage);
    schemaExpansion_->setToolTip(tr("Match the predictions against the released names with their "
                                    "generated paraphrases, as Table 3's \"with expansion\" does"));
    schemaExpansion_->setChecked(session_.schemaExpansion());
    schemataLayout->addWidget(schemaExpansion_);
    schemataLayout->addWidget(schemata_, 1);
    tabs_->addTab(schemataPage, tr("Schemata"));
    tabs_->setTabToolTip(4, tr("Table 3: predicted schemata against the released clusters"));
    tabs_->addTab(errors_, tr("Schema errors"));
    tabs_->setTabToolTip(5, tr("Table 5: people's error analyses of predicted schemata"));
    tabs_->addTab(expansions_, tr("Expansions"));
    tabs_->setTabToolTip(6, tr("Generated paraphrases of the gold clusters judged correct"));
    coreference_->setToolTip(
        tr("Click a bar to list the rater's procedures, lowest F1 of that measure first."));
    tabs_->addTab(coreference_, tr("Coreference"));
    tabs_->setTabToolTip(7, tr("The clusters against gold as coreference: MUC, B-cubed and "
                               "CEAF-e, summed over procedures"));
    addStatesTab();
    connect(schemaExpansion_, &QCheckBox::toggled, &session_, &OpenPiSession::setSchemaExpansion);
    connect(&session_, &OpenPiSession::schemaExpansionChanged, this, [this](bool expanded) {
        QSignalBlocker block(schemaExpansion_);
        schemaExpansion_->setChecked(expanded);
        rebuildSchemataChart();
    });
    keepTabsFromWheel(tabs_);
    layout->addWidget(tabs_, 1);
    pairBars_ = new ErrorBarChart(pairs_, ErrorBarRange::Fixed);
    coreferenceBars_ = new ErrorBarChart(coreference_, ErrorBarRange::Fixed);
    stateBars_ = new ErrorBarChart(states_, ErrorBarRange::Fixed);
    intervals_ = new BackgroundJob(this, [this] { return prepareIntervals(); });
    connect(intervals_, &BackgroundJob::failed, this, [this](const QString &reason) {
        pairBars_->setFailed(reason);
        coreferenceBars_->setFailed(reason);
        stateBars_->setFailed(reason);
        emit intervalsReady();
    });
    connect(scope_, &QComboBox::currentIndexChanged, this, &OpenPiStatisticsPanel::recompute);
    // New figures need new intervals (the first ones at once); a change of scope or
    // blindness only shows other figures of the same data.
    connect(&session_, &OpenPiSession::changed, this, &OpenPiStatisticsPanel::followEdit);
    intervals_->invalidate(true);
    recompute();
}

QList<DrawnErrorBar> OpenPiStatisticsPanel::errorBars(const QString &chart) const
{
    return chart == QLatin1String("pairs")         ? pairBars_->drawn()
           : chart == QLatin1String("coreference") ? coreferenceBars_->drawn()
           : chart == QLatin1String("states")      ? stateBars_->drawn()
                                                   : QList<DrawnErrorBar>{};
}

QString OpenPiStatisticsPanel::barToolTip(const QString &chart, int set, int category) const
{
    return chart == QLatin1String("pairs")         ? pairBars_->toolTip(set, category)
           : chart == QLatin1String("coreference") ? coreferenceBars_->toolTip(set, category)
           : chart == QLatin1String("states")      ? stateBars_->toolTip(set, category)
                                                   : QString();
}

bool OpenPiStatisticsPanel::intervalsPending() const
{
    return pairBars_->pending() || coreferenceBars_->pending() || stateBars_->pending();
}

BackgroundJob::Work OpenPiStatisticsPanel::prepareIntervals()
{
    // openPiIntervals() reads the pairs' per-procedure correlations only, and
    // openPiClusterIntervals() the cluster rows' counts per procedure, and
    // openPiStateIntervals() the state agreement rows' tallies per procedure.
    auto analysis = std::make_shared<db::OpenPiAnalysis>();
    analysis->salience = session_.analysis().salience;
    analysis->clusters = session_.analysis().clusters;
    analysis->stateAgreement = session_.analysis().stateAgreement;
    const std::uint64_t generation = intervals_->generation();
    return [this, analysis, generation, options = guiBootstrapOptions()](
               const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
        metrics::BootstrapOptions run = options;
        run.cancel = &cancelled;
        std::vector<report::SalienceIntervals> intervals = report::openPiIntervals(*analysis, run);
        std::vector<report::ClusterIntervals> clusters =
            report::openPiClusterIntervals(*analysis, run);
        std::vector<report::StateAgreementIntervals> states =
            report::openPiStateIntervals(*analysis, run);
        return [this, intervals = std::move(intervals), clusters = std::move(clusters),
                states = std::move(states), generation, options] {
            salienceIntervals_ = intervals;
            clusterIntervals_ = clusters;
            stateIntervals_ = states;
            intervalsGeneration_ = generation;
            intervalOptions_ = options;
            showPairIntervals();
            showCoreferenceIntervals();
            showStateIntervals();
            emit intervalsReady();
        };
    };
}

void OpenPiStatisticsPanel::showPairIntervals()
{
    if (!salienceIntervals_ || intervalsGeneration_ != intervals_->generation()) {
        return; // pending: the bars wait for the intervals of their data
    }
    const bool global = scope_->currentIndex() == 0;
    BarIntervals bars(3);
    for (const std::size_t pair : chartedPairs_) {
        const bool known = pair < salienceIntervals_->size();
        const report::SalienceIntervals none;
        const report::SalienceIntervals &i = known ? (*salienceIntervals_)[pair] : none;
        bars[0].push_back(global ? i.global : i.local);
        bars[1].push_back(global ? i.globalSpearman : i.localSpearman);
        bars[2].push_back(global ? i.globalAlpha : i.localAlpha);
    }
    pairBars_->setIntervals(std::move(bars), intervalOptions_);
}

void OpenPiStatisticsPanel::setBlind(bool blind)
{
    blind_ = blind;
    recompute();
}

void OpenPiStatisticsPanel::followEdit()
{
    using Part = OpenPiSession::Edit::Part;
    const auto edit = session_.edit();
    // The intervals are of the salience pairs' correlations, the clusters' coreference and
    // the agreement on states.
    if (!edit || edit->part == Part::Salience || edit->part == Part::Clusters ||
        edit->part == Part::States) {
        intervals_->invalidate();
    }
    if (!edit) {
        recompute();
        return;
    }
    switch (edit->part) {
    case Part::Salience:
        refreshSummary();
        rebuildCorrelationChart();
        rebuildHistogramChart();
        rebuildPairChart();
        break;
    case Part::Clusters:
        refreshSummary();
        rebuildClusterChart();
        rebuildCoreferenceChart();
        rebuildStateAgreement(); // gold clusters name the entities states are paired by
        break;
    case Part::SchemaAnalysis:
        rebuildErrorChart();
        break;
    case Part::ExpansionRating:
        rebuildExpansionChart();
        break;
    case Part::States:
        rebuildStateAgreement();
        break;
    }
}

void OpenPiStatisticsPanel::recompute()
{
    refreshSummary();
    rebuildCorrelationChart();
    rebuildHistogramChart();
    rebuildClusterChart();
    rebuildPairChart();
    rebuildSchemaCharts();
    rebuildCoreferenceChart();
    rebuildStateAgreement();
}

QString OpenPiStatisticsPanel::raterName(std::uint32_t rater) const
{
    // Member tr() here: lupdate files a helper's Class::tr outside the class under a
    // context the running program never asks for.
    const auto &r = session_.snapshot().raters[rater];
    return r.model ? tr("%1 (model)").arg(QString::fromStdString(r.name))
                   : QString::fromStdString(r.name);
}

void OpenPiStatisticsPanel::refreshSummary()
{
    const auto &an = session_.analysis();
    auto value = [](const metrics::Estimate &e) {
        return e.defined() ? figureText(*e.value) : tr("n/a");
    };
    // Working blind, a person sees their own figures and the models', no one else's.
    QStringList lines;
    lines << tr("%1 procedures, %2 entities").arg(an.procedures).arg(an.entities);
    for (const auto &pair : an.salience) {
        if (!visible(pair.a) || !visible(pair.b)) {
            continue;
        }
        const auto &g = pair.agreement;
        lines << tr("%1 / %2: r = %3 global, %4 local over %n procedure(s)", nullptr,
                    static_cast<int>(g.procedures))
                     .arg(raterName(pair.a), raterName(pair.b), value(g.global), value(g.local));
    }
    for (const auto &c : an.clusters) {
        if (visible(c.rater)) {
            lines << tr("%1, %2 clusters: P %3, R %4, F1 %5")
                         .arg(raterName(c.rater),
                              c.kind == db::OpenPiClusterKind::Entity ? tr("entity")
                                                                      : tr("attribute"),
                              value(c.score.precision), value(c.score.recall), value(c.score.f1));
        }
    }
    for (const std::string &w : an.warnings) {
        lines << tr("Warning: %1").arg(QString::fromStdString(w));
    }
    summary_->setText(lines.join(QLatin1Char('\n')));
}

void OpenPiStatisticsPanel::rebuildCorrelationChart()
{
    // Per-procedure correlations of every visible pair (Figure 3: human-human, model-human).
    const auto &snap = session_.snapshot();
    const auto &an = session_.analysis();
    const bool global = scope_->currentIndex() == 0;
    QChart *chart = correlations_->chart();
    QString title = global ? tr("Pearson's r per procedure, global salience")
                           : tr("Pearson's r per procedure, local salience");
    std::map<std::uint32_t, std::size_t> column; // procedure -> category
    const OpenPiAnalysisPair *first = nullptr;
    for (const auto &pair : an.salience) {
        if (visible(pair.a) && visible(pair.b)) {
            first = first ? first : &pair;
            for (const auto &row : pair.agreement.perProcedure) {
                if (global ? row.global.has_value() : row.local.has_value()) {
                    column.emplace(row.procedure, 0);
                }
            }
        }
    }
    // Bars of thousands of procedures say nothing: beyond kMaxBars, the procedures
    // where the first pair agrees least, the ones worth a look.
    if (column.size() > kMaxBars && first) {
        std::vector<std::pair<double, std::uint32_t>> worst;
        for (const auto &row : first->agreement.perProcedure) {
            const auto &r = global ? row.global : row.local;
            worst.emplace_back(r.value_or(2.0), row.procedure);
        }
        const auto keep = std::min(kMaxBars, worst.size());
        std::partial_sort(worst.begin(), worst.begin() + static_cast<std::ptrdiff_t>(keep),
                          worst.end());
        column.clear();
        for (std::size_t i = 0; i < keep; ++i) {
            column.emplace(worst[i].second, 0);
        }
        title = tr("Pearson's r, the %1 procedures where %2 / %3 agree least")
                    .arg(keep)
                    .arg(raterName(first->a).toHtmlEscaped(), raterName(first->b).toHtmlEscaped());
    }
    QStringList categories;
    std::vector<std::uint32_t> procedures;
    QStringList goals;
    for (auto &[procedure, index] : column) {
        index = procedures.size();
        procedures.push_back(procedure);
        categories << QString::fromStdString(snap.procedures[procedure].key);
        goals << tr("%1: %2").arg(QString::fromStdString(snap.procedures[procedure].key),
                                  QString::fromStdString(snap.procedures[procedure].goal));
    }
    QStringList pairNames;
    std::vector<std::pair<int, int>> pairs;
    correlationValues_.clear();
    std::vector<std::vector<double>> heights;
    for (const auto &pair : an.salience) {
        if (!visible(pair.a) || !visible(pair.b)) {
            continue;
        }
        pairNames << tr("%1 / %2").arg(raterName(pair.a), raterName(pair.b));
        pairs.emplace_back(static_cast<int>(pair.a), static_cast<int>(pair.b));
        std::vector<std::optional<double>> values(procedures.size());
        for (const auto &row : pair.agreement.perProcedure) {
            const auto &r = global ? row.global : row.local;
            if (const auto it = column.find(row.procedure); it != column.end() && r) {
                values[it->second] = *r;
            }
        }
        std::vector<double> bars;
        for (const auto &v : values) {
            bars.push_back(v.value_or(0.0));
        }
        heights.push_back(std::move(bars));
        correlationValues_.push_back(std::move(values));
    }
    // The same pairs over the same procedures (an edit moved a correlation): new heights.
    // The bars' clicks open their procedures and raters by index: those are in it too.
    QStringList shape = QStringList{title} + pairNames + goals;
    for (const auto &[a, b] : pairs) {
        shape << QStringLiteral("%1/%2").arg(a).arg(b);
    }
    for (const std::uint32_t p : procedures) {
        shape << QString::number(p);
    }
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    chart->setTitle(title);
    auto *series = new QBarSeries;
    for (std::size_t k = 0; k < heights.size(); ++k) {
        // Legend labels are rich text; names come from files.
        QBarSet *set =
            appendBarSet(series, pairNames[static_cast<qsizetype>(k)].toHtmlEscaped(), heights[k]);
        const auto [a, b] = pairs[k];
        connect(set, &QBarSet::clicked, this, [this, procedures, a, b](int index) {
            if (index >= 0 && static_cast<std::size_t>(index) < procedures.size()) {
                emit compareRequested(procedures[static_cast<std::size_t>(index)], a, b);
                emit procedureRequested(procedures[static_cast<std::size_t>(index)]);
            }
        });
    }
    setBarShape(series, shape);
    const QStringList shown =
        categories.isEmpty() ? QStringList{tr("fewer than two raters")} : categories;
    addBarAxes(chart, series, shown, tr("Pearson's r"), -1.0, 1.0);
    correlations_->setCategoryNames(shown, goals);
    showBarToolTips(correlations_, series, [this, pairNames, goals](int set, int category) {
        const auto s = static_cast<std::size_t>(set);
        const auto c = static_cast<std::size_t>(category);
        if (s >= correlationValues_.size() || c >= correlationValues_[s].size()) {
            return QString();
        }
        const auto &r = correlationValues_[s][c];
        return tr("%1 · %2 · r %3")
            .arg(pairNames.value(set), goals.value(category), r ? figureText(*r) : tr("n/a"));
    });
}

void OpenPiStatisticsPanel::rebuildHistogramChart()
{
    // Histogram of each visible rater's ratings.
    const auto &an = session_.analysis();
    const bool global = scope_->currentIndex() == 0;
    QChart *chart = histogram_->chart();
    double max = 1;
    QStringList raters;
    std::vector<int> indices;
    std::vector<std::vector<double>> heights;
    for (const auto &h : an.histograms) {
        if (!visible(h.rater)) {
            continue;
        }
        raters << raterName(h.rater);
        indices.push_back(static_cast<int>(h.rater));
        std::vector<double> bars;
        for (const std::size_t n : global ? h.global : h.local) {
            bars.push_back(static_cast<double>(n));
            max = std::max(max, static_cast<double>(n));
        }
        heights.push_back(std::move(bars));
    }
    // The axis reaches a round number at or above the tallest bar: the same axis, the same
    // raters, new heights.
    const int step = countTickStep(max);
    QStringList shape{global ? QStringLiteral("global") : QStringLiteral("local"),
                      QString::number(std::ceil(max / step) * step)};
    shape += raters;
    for (const int r : indices) {
        shape << QString::number(r);
    }
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    chart->setTitle(global ? tr("Global salience ratings per rater")
                           : tr("Local salience ratings per rater"));
    auto *series = new QBarSeries;
    for (std::size_t k = 0; k < heights.size(); ++k) {
        QBarSet *set =
            appendBarSet(series, raters[static_cast<qsizetype>(k)].toHtmlEscaped(), heights[k]);
        const int rater = indices[k];
        connect(set, &QBarSet::clicked, this,
                [this, rater, global](int index) { emit ratingRequested(rater, index, global); });
    }
    setBarShape(series, shape);
    addBarCountAxes(chart, series,
                    {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                     QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")},
                    tr("ratings"), max);
    showBarToolTips(histogram_, series, [series, raters](int set, int category) {
        const QBarSet *bars = series->barSets().value(set);
        if (!bars || category < 0 || category >= bars->count()) {
            return QString();
        }
        return tr("%1 · salience %2 · ratings: %3")
            .arg(raters.value(set))
            .arg(category)
            .arg(bars->at(category));
    });
}

void OpenPiStatisticsPanel::rebuildClusterChart()
{
    // Cluster precision, recall and F1 per rater and kind.
    const auto &an = session_.analysis();
    QChart *chart = clusters_->chart();
    QStringList categories;
    std::vector<std::pair<int, db::OpenPiClusterKind>> rows;
    std::vector<std::vector<double>> heights(3);
    for (const auto &c : an.clusters) {
        if (!visible(c.rater)) {
            continue;
        }
        categories << tr("%1, %2").arg(raterName(c.rater), c.kind == db::OpenPiClusterKind::Entity
                                                               ? tr("entities")
                                                               : tr("attributes"));
        rows.emplace_back(static_cast<int>(c.rater), c.kind);
        heights[0].push_back(c.score.precision.value.value_or(0.0));
        heights[1].push_back(c.score.recall.value.value_or(0.0));
        heights[2].push_back(c.score.f1.value.value_or(0.0));
    }
    QStringList shape = categories;
    for (const auto &[rater, kind] : rows) {
        shape << QStringLiteral("%1/%2").arg(rater).arg(static_cast<int>(kind));
    }
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    auto *series = new QBarSeries;
    const QString names[] = {tr("Precision"), tr("Recall"), tr("F1")};
    for (int k = 0; k < 3; ++k) {
        appendBarSet(series, names[k], heights[static_cast<std::size_t>(k)]);
    }
    setBarShape(series, shape);
    showValueLabels(series);
    connect(series, &QBarSeries::clicked, this, [this, rows](int index, QBarSet *) {
        if (index >= 0 && static_cast<std::size_t>(index) < rows.size()) {
            emit clusterMissesRequested(rows[static_cast<std::size_t>(index)].first,
                                        rows[static_cast<std::size_t>(index)].second);
        }
    });
    const QStringList shown =
        categories.isEmpty() ? QStringList{tr("no clusterings besides gold")} : categories;
    addBarAxes(chart, series, shown, tr("score"), 0, 1.0);
    clusters_->setCategoryNames(shown);
    showBarToolTips(clusters_, series, [series, categories, names](int set, int category) {
        const QBarSet *bars = series->barSets().value(set);
        if (!bars || category < 0 || category >= categories.size()) {
            return QString();
        }
        return tr("%1 · %2 %3")
            .arg(categories.value(category),
                 names[set == 0   ? 0
                       : set == 1 ? 1
                                  : 2],
                 figureText(bars->at(category)));
    });
}

void OpenPiStatisticsPanel::rebuildPairChart()
{
    const auto &an = session_.analysis();
    const bool global = scope_->currentIndex() == 0;
    QChart *chart = pairs_->chart();
    chartedPairs_.clear();
    QStringList categories;
    std::vector<std::vector<double>> heights(3);
    PerBar<std::optional<double>> values(3);
    std::vector<std::pair<int, int>> raters;
    for (std::size_t p = 0; p < an.salience.size(); ++p) {
        const auto &pair = an.salience[p];
        if (!visible(pair.a) || !visible(pair.b)) {
            continue;
        }
        chartedPairs_.push_back(p);
        categories << tr("%1 / %2").arg(raterName(pair.a), raterName(pair.b));
        const auto &g = pair.agreement;
        const std::optional<double> r = global ? g.global.value : g.local.value;
        const std::optional<double> rho = global ? g.globalSpearman.value : g.localSpearman.value;
        const std::optional<double> alpha = global ? g.globalAlpha.value : g.localAlpha.value;
        for (const auto &[k, v] : {std::pair(0, r), std::pair(1, rho), std::pair(2, alpha)}) {
            heights[static_cast<std::size_t>(k)].push_back(v.value_or(0.0));
            values[static_cast<std::size_t>(k)].push_back(v);
        }
        raters.emplace_back(static_cast<int>(pair.a), static_cast<int>(pair.b));
    }
    QStringList shape =
        QStringList{global ? QStringLiteral("global") : QStringLiteral("local")} + categories;
    for (const std::size_t p : chartedPairs_) {
        shape << QString::number(p);
    }
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, shape));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        chart->setTitle(global ? tr("Agreement per rater pair, global salience")
                               : tr("Agreement per rater pair, local salience"));
        series = new QBarSeries;
        appendBarSet(series, tr("Pearson's r"), heights[0]);
        appendBarSet(series, tr("Spearman's ρ"), heights[1]);
        QBarSet *alphaBars = appendBarSet(series, tr("Krippendorff's α"), heights[2]);
        // The pairs and scope are in the shape: a series kept for new heights keeps them.
        connect(alphaBars, &QBarSet::clicked, this, [this, raters, global](int index) {
            if (index >= 0 && static_cast<std::size_t>(index) < raters.size()) {
                const auto [a, b] = raters[static_cast<std::size_t>(index)];
                emit alphaRequested(a, b, global);
            }
        });
        setBarShape(series, shape);
        showValueLabels(series);
        const QStringList shown =
            categories.isEmpty() ? QStringList{tr("fewer than two raters")} : categories;
        addBarAxes(chart, series, shown, global ? tr("agreement, global") : tr("agreement, local"),
                   -1.0, 1.0);
        pairs_->setCategoryNames(shown);
    }
    QBarCategoryAxis *axis = nullptr;
    for (QAbstractAxis *a : chart->axes(Qt::Horizontal)) {
        axis = axis ? axis : qobject_cast<QBarCategoryAxis *>(a);
    }
    const QString measures[] = {tr("mean Pearson's r"), tr("mean Spearman's ρ"),
                                tr("Krippendorff's α (interval), pooled")};
    pairBars_->setBars(
        series, axis, std::move(values), [categories, measures](int set, int category) {
            return tr("%1 · %2").arg(categories.value(category), measures[std::clamp(set, 0, 2)]);
        });
    showPairIntervals();
    pairs_->fitToSize();
}

} // namespace es::widgets
