#include "widgets/esd/esd_statistics_panel.h"

#include "widgets/common/blind_hint.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/palette.h"
#include "widgets/common/plain_label.h"
#include "widgets/esd/cohen_kappa_model.h"
#include "widgets/esd/esd_session.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <array>
#include <cmath>
#include <map>
#include <optional>

namespace es::widgets {

namespace {

QString estimateText(const metrics::Estimate &e)
{
    return e.defined() ? figureText(*e.value)
                       : QCoreApplication::translate("EsdStatisticsPanel", "n/a (%1)")
                             .arg(QString::fromStdString(e.reason));
}

QString seriesName(const metrics::EsdModelScores &m)
{
    return QStringLiteral("%1 (%2)").arg(QString::fromStdString(m.model),
                                         QString::fromStdString(m.setting));
}

// The size chart counts parameters in millions: plain numbers from 1 to 10^6 for any model
// of today, where whole parameters would need exponents.
constexpr double kSizeUnit = 1e6;

// The size chart's line of a model: its family (or name) and setting.
QString sizeLineName(const metrics::EsdModelScores &m)
{
    const QString family =
        m.family.empty() ? QString::fromStdString(m.model) : QString::fromStdString(m.family);
    return QCoreApplication::translate("EsdStatisticsPanel", "%1 (%2)")
        .arg(family, QString::fromStdString(m.setting));
}

} // namespace

EsdStatisticsPanel::EsdStatisticsPanel(EsdSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("EsdStatisticsPanel"));
    auto *layout = new QVBoxLayout(this);
    counts_ = plainLabel({}, this, true);
    layout->addWidget(counts_);
    progress_ = new QProgressBar(this);
    progress_->setFormat(tr("You: %v of %m labelled (%p%)"));
    layout->addWidget(progress_);

    auto *form = new QFormLayout;
    fleiss_ = plainLabel({}, this, true);
    gwet_ = plainLabel({}, this, true);
    percent_ = plainLabel({}, this, true);
    alpha_ = plainLabel({}, this, true);
    baseline_ = plainLabel({}, this, true);
    form->addRow(plainLabel(tr("Fleiss' kappa:"), this), fleiss_);
    form->addRow(plainLabel(tr("Gwet's AC1:"), this), gwet_);
    form->addRow(plainLabel(tr("Percent agreement:"), this), percent_);
    form->addRow(plainLabel(tr("Krippendorff's alpha:"), this), alpha_);
    form->addRow(plainLabel(tr("Vs. others' majority:"), this), baseline_);
    // The ESD paper's human baseline, shown only where the project has rater groups.
    human_ = plainLabel({}, this, true);
    humanTitle_ = plainLabel(tr("Human baseline:"), this);
    form->addRow(humanTitle_, human_);
    layout->addLayout(form);
    // The items behind the agreement figures: the pairs whose labels differ.
    disagreements_ = new QPushButton(tr("Show disagreeing pairs"), this);
    setBlind(false);
    connect(disagreements_, &QPushButton::clicked, this,
            &EsdStatisticsPanel::disagreementsRequested);
    layout->addWidget(disagreements_, 0, Qt::AlignLeft);

    auto *cohenTitle = plainLabel(tr("Cohen's kappa (kept pairs)"), this);
    layout->addWidget(cohenTitle);
    cohen_ = new QTableView(this);
    cohenModel_ = new CohenKappaModel(session_, this);
    cohen_->setModel(cohenModel_);
    cohen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    cohen_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    cohen_->setMaximumHeight(cohen_->verticalHeader()->defaultSectionSize() * 4 + 8);
    cohen_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(cohen_);

    tabs_ = new QTabWidget(this);
    auroc_ = new ChartView(newChart(tr("AUROC by model")), tabs_);
    roc_ = new ChartView(newChart(tr("ROC curves")), tabs_);
    size_ = new ChartView(newChart(tr("AUROC against model size")), tabs_);
    tabs_->addTab(auroc_, tr("AUROC"));
    tabs_->addTab(roc_, tr("ROC"));
    tabs_->addTab(size_, tr("Size"));
    keepTabsFromWheel(tabs_);
    connect(tabs_, &QTabWidget::currentChanged, this,
            [this] { rebuildStale(qobject_cast<const ChartView *>(tabs_->currentWidget())); });
    layout->addWidget(tabs_, 1);

    aurocBars_ = new ErrorBarChart(auroc_, ErrorBarRange::Fixed);
    intervals_ = new BackgroundJob(this, [this] { return prepareIntervals(); });
    connect(intervals_, &BackgroundJob::failed, this, [this](const QString &reason) {
        aurocBars_->setFailed(reason);
        fleiss_->setToolTip(tr("No %1% CI: %2").arg(levelText(guiBootstrapOptions()), reason));
        gwet_->setToolTip(fleiss_->toolTip());
        emit intervalsReady();
    });
    connect(&session_, &EsdSession::statisticsChanged, this, &EsdStatisticsPanel::refresh);
    connect(&session_, &EsdSession::labelViewChanged, this, &EsdStatisticsPanel::refresh);
    refresh();
}

ChartView *EsdStatisticsPanel::chart(const QString &name) const
{
    ChartView *view = name == QLatin1String("auroc")  ? auroc_
                      : name == QLatin1String("roc")  ? roc_
                      : name == QLatin1String("size") ? size_
                                                      : nullptr;
    // Whoever asks for a chart (an export, a test) gets it as the project is; bringing a
    // stale one up to date changes no state the panel shows.
    const_cast<EsdStatisticsPanel *>(this)->rebuildStale(view);
    return view;
}

void EsdStatisticsPanel::rebuildStale(const ChartView *view)
{
    if (view == roc_ && rocStale_) {
        rocStale_ = false;
        rebuildRocChart();
    } else if (view == size_ && sizeStale_) {
        sizeStale_ = false;
        rebuildSizeChart();
    }
}

QString EsdStatisticsPanel::fleissText() const
{
    return fleiss_->text();
}

QString EsdStatisticsPanel::agreementText(const QString &figure) const
{
    if (figure == QLatin1String("human")) {
        return human_->text();
    }
    return figure == QLatin1String("gwet") ? gwet_->text() : fleiss_->text();
}

QString EsdStatisticsPanel::agreementToolTip(const QString &figure) const
{
    return figure == QLatin1String("gwet") ? gwet_->toolTip() : fleiss_->toolTip();
}

void EsdStatisticsPanel::setBlind(bool blind)
{
    disagreements_->setEnabled(!blind);
    disagreements_->setToolTip(
        blind ? blindHint()
              : tr("Lists in the navigator the pairs on which annotators gave different labels"));
}

QList<DrawnErrorBar> EsdStatisticsPanel::errorBars(const QString &chart) const
{
    return chart == QLatin1String("auroc") ? aurocBars_->drawn() : QList<DrawnErrorBar>{};
}

QString EsdStatisticsPanel::barToolTip(const QString &chart, int set, int category) const
{
    return chart == QLatin1String("auroc") ? aurocBars_->toolTip(set, category) : QString();
}

bool EsdStatisticsPanel::intervalsPending() const
{
    return aurocBars_->pending();
}

BackgroundJob::Work EsdStatisticsPanel::prepareIntervals()
{
    // esdIntervals() reads the models' scores, their rank order and direction, the labels
    // and the statistics; the pairs' and goals' texts stay behind. The scores and orders
    // are shared, not copied (metrics::SharedVector): a label leaves them as they are, and
    // a change to them (a step added) makes the session its own copy while this
    // computation keeps reading the one it was given.
    const db::EsdSnapshot &snap = session_.snapshot();
    auto input = std::make_shared<db::EsdSnapshot>();
    input->models.reserve(snap.models.size());
    for (const metrics::EsdModelScores &m : snap.models) {
        metrics::EsdModelScores &shared = input->models.emplace_back();
        shared.direction = m.direction;
        shared.scores = m.scores;
        shared.order = m.order;
    }
    input->labels = snap.labels;
    input->adjudicated = snap.adjudicated;
    input->annotators = snap.annotators;
    input->annotatorIds = snap.annotatorIds;
    auto stats = std::make_shared<const metrics::EsdStatistics>(session_.statistics());
    return [this, input = std::move(input), stats, options = guiBootstrapOptions()](
               const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
        metrics::BootstrapOptions run = options;
        run.cancel = &cancelled;
        report::EsdIntervals intervals = report::esdIntervals(*input, *stats, run);
        return [this, intervals = std::move(intervals), options] {
            applyIntervals(intervals, options);
        };
    };
}

void EsdStatisticsPanel::applyIntervals(const report::EsdIntervals &intervals,
                                        const metrics::BootstrapOptions &options)
{
    BarIntervals bars;
    for (const auto &set : aurocStatistic_) {
        auto &row = bars.emplace_back();
        for (const std::size_t model : set) {
            row.push_back(model < intervals.auroc.size() ? intervals.auroc[model] : std::nullopt);
        }
    }
    aurocBars_->setIntervals(std::move(bars), options);
    aurocIntervals_ = intervals.auroc;
    intervalOptions_ = options;
    const auto tip = [&](const report::OptionalInterval &interval) {
        return interval ? tr("%1% CI %2–%3, %4")
                              .arg(levelText(options), figureText(interval->lo),
                                   figureText(interval->hi), intervalSourceText(*interval))
                        : tr("No %1% CI: too few kept pairs, or the figure is undefined in "
                             "most resamples or has no standard error")
                              .arg(levelText(options));
    };
    fleiss_->setToolTip(tip(intervals.fleissKappa));
    gwet_->setToolTip(tip(intervals.gwetAC1));
    emit intervalsReady();
}

void EsdStatisticsPanel::refresh()
{
    const auto &st = session_.statistics();
    // Tied pairs are kept but have no gold: said, so that the gold adds up to the kept.
    const QString gold =
        st.tied > 0 ? tr("Gold: %1 essential, %2 non-essential, %3 tied (no gold)")
                          .arg(st.essential)
                          .arg(st.nonEssential)
                          .arg(st.tied)
                    : tr("Gold: %1 essential, %2 non-essential").arg(st.essential).arg(st.nonEssential);
    counts_->setText(tr("%1 pairs: %2 kept, %3 invalid, %4 incomplete")
                         .arg(st.pairs)
                         .arg(st.kept)
                         .arg(st.invalid)
                         .arg(st.incomplete) +
                     QLatin1Char('\n') + gold);
    // The same count as the line under the panel: pairs, of one's own queue when the
    // project assigns goals.
    const EsdSession::Progress mine = session_.myProgress();
    progress_->setFormat(session_.coreView() ? tr("You: %v of %m labelled in Core (%p%)")
                         : mine.assigned     ? tr("You: %v of %m assigned pairs labelled (%p%)")
                                             : tr("You: %v of %m labelled (%p%)"));
    progress_->setMaximum(static_cast<int>(std::max<std::size_t>(mine.of, 1)));
    progress_->setValue(static_cast<int>(mine.labelled));
    // Progress is an annotator's: adjudicators and viewers label nothing.
    progress_->setVisible(session_.mayAnnotate() && st.pairs > 0);
    fleiss_->setText(estimateText(st.fleissKappa));
    gwet_->setText(estimateText(st.gwetAC1));
    percent_->setText(estimateText(st.percentAgreement));
    alpha_->setText(estimateText(st.krippendorffAlpha));
    QStringList baseline;
    for (const auto &a : st.annotatorAccuracy) {
        baseline << tr("%1 %2 (n = %3)")
                        .arg(QString::fromStdString(session_.snapshot().annotators[a.annotator]),
                             estimateText(a.accuracy))
                        .arg(a.n);
    }
    baseline_->setText(baseline.join(QLatin1Char('\n')));
    QStringList human;
    for (std::size_t i = 0; i < st.raterGroups.size() && i < session_.snapshot().groups.size();
         ++i) {
        const metrics::IndividualAccuracy &h = st.raterGroups[i].individual;
        const db::EsdRaterGroup &g = session_.snapshot().groups[i];
        human << tr("%1 (%2): mean member accuracy %3 (%4 sampled pairs, seed %5)")
                     .arg(QString::fromStdString(g.name),
                          g.setting == "core" ? tr("Core") : tr("Full"),
                          estimateText(h.meanAccuracy))
                     .arg(h.sample)
                     .arg(h.seed);
    }
    human_->setText(human.join(QLatin1Char('\n')));
    human_->setVisible(!human.isEmpty());
    humanTitle_->setVisible(!human.isEmpty());
    aurocIntervals_.reset(); // stale until the new ones come
    rebuildAurocChart();
    rocStale_ = true;
    sizeStale_ = true;
    rebuildStale(qobject_cast<const ChartView *>(tabs_->currentWidget()));
    fleiss_->setToolTip(tr("%1% CI being computed…").arg(levelText(guiBootstrapOptions())));
    gwet_->setToolTip(fleiss_->toolTip());
    // The first intervals are wanted at once; later ones once labelling pauses.
    intervals_->invalidate(intervals_->generation() == 0);
}

void EsdStatisticsPanel::rebuildAurocChart()
{
    QChart *chart = auroc_->chart();
    const auto &snap = session_.snapshot();
    const auto &st = session_.statistics();
    constexpr std::size_t kNone = SIZE_MAX;
    // Per model: its settings' AUROC and their indices into the snapshot's models (for a
    // click) and into the statistics' (for the interval), full first.
    struct Bar
    {
        std::optional<double> value;
        std::size_t source = kNone;
        std::size_t statistic = kNone;
    };
    QStringList models;
    std::map<QString, std::array<Bar, 2>> bars;
    for (std::size_t i = 0; i < st.models.size(); ++i) {
        const auto &m = st.models[i];
        const auto &info = snap.models[m.scores];
        const QString name = QString::fromStdString(info.model);
        if (!models.contains(name)) {
            models << name;
        }
        bars[name][info.setting == "core" ? 1 : 0] = Bar{m.roc.auroc.value, m.scores, i};
    }
    // Rater groups (a lay human baseline) beside the models, scored against the same gold.
    for (std::size_t i = 0; i < st.raterGroups.size() && i < snap.groups.size(); ++i) {
        const QString name = tr("Human (%1)").arg(QString::fromStdString(snap.groups[i].name));
        if (!models.contains(name)) {
            models << name;
        }
        bars[name][snap.groups[i].setting == "core" ? 1 : 0] =
            Bar{st.raterGroups[i].roc.auroc.value, kNone, kNone};
    }
    PerBar<std::optional<double>> values(2);
    PerBar<std::size_t> sources(2);
    std::vector<std::vector<double>> heights(2);
    aurocStatistic_.assign(2, {});
    for (const QString &m : models) {
        for (std::size_t s = 0; s < 2; ++s) {
            const Bar &bar = bars[m][s];
            heights[s].push_back(bar.value.value_or(0.0));
            values[s].push_back(bar.value);
            sources[s].push_back(bar.source);
            aurocStatistic_[s].push_back(bar.statistic);
        }
    }
    // The same models behind the same bars (a label moved their AUROC): new heights in
    // place, which spares laying the axes and legend out again on every key press.
    QStringList shape = models;
    for (const auto &setting : sources) {
        for (const std::size_t source : setting) {
            shape << (source == kNone ? QStringLiteral("-") : QString::number(source));
        }
    }
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, shape));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        series = new QBarSeries;
        QBarSet *full = appendBarSet(series, tr("Full (goal + modifier)"), heights[0]);
        QBarSet *core = appendBarSet(series, tr("Core (goal only)"), heights[1]);
        // A bar's index is its model's category; an empty slot (no such setting) opens nothing.
        const auto request = [this](const std::vector<std::size_t> &indices, int bar) {
            if (bar >= 0 && static_cast<std::size_t>(bar) < indices.size() &&
                indices[static_cast<std::size_t>(bar)] != kNone) {
                emit modelRequested(indices[static_cast<std::size_t>(bar)]);
            }
        };
        connect(full, &QBarSet::clicked, this,
                [request, fullSources = sources[0]](int bar) { request(fullSources, bar); });
        connect(core, &QBarSet::clicked, this,
                [request, coreSources = sources[1]](int bar) { request(coreSources, bar); });
        showValueLabels(series);
        full->setLabelColor(Qt::white);
        core->setLabelColor(Qt::white);
        setBarShape(series, shape);
        addBarAxes(chart, series, models, tr("AUROC"), 0.0, 1.0);
        auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
        y->setLabelFormat(QStringLiteral("%.1f"));
        y->setTickCount(6);
        chart->axes(Qt::Horizontal).value(0)->setTitleText(tr("Model"));
        auroc_->setCategoryNames(models);
    }
    auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
    const QString settings[] = {tr("full"), tr("core")};
    aurocBars_->setBars(series, x, std::move(values), [models, settings](int set, int category) {
        return tr("%1 (%2) · AUROC").arg(models.value(category), settings[set == 0 ? 0 : 1]);
    });
    auroc_->fitToSize();
}

void EsdStatisticsPanel::rebuildRocChart()
{
    QChart *chart = roc_->chart();
    clearChart(chart);
    auto *x = new QValueAxis;
    x->setRange(0.0, 1.0);
    x->setTitleText(tr("False positive rate"));
    x->setTickCount(6);
    auto *y = new QValueAxis;
    y->setRange(0.0, 1.0);
    y->setTitleText(tr("True positive rate"));
    y->setTickCount(6);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto *chance = new QLineSeries;
    chance->setName(tr("chance"));
    chance->append(0, 0);
    chance->append(1, 1);
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DashLine);
    chance->setPen(pen);
    chance->setProperty(kReferenceSeries, true);
    chart->addSeries(chance);
    chance->attachAxis(x);
    chance->attachAxis(y);
    const auto &snap = session_.snapshot();
    const auto &models = session_.statisticsWithCurves().models;
    std::map<std::string, std::size_t> dashOf; // a model's dashes, by its place
    for (const auto &m : models) {
        if (!m.roc.auroc.defined()) {
            continue;
        }
        const auto &info = snap.models[m.scores];
        auto *line = new QLineSeries;
        line->setName(tr("%1 = %2")
                          .arg(seriesName(snap.models[m.scores]).toHtmlEscaped())
                          .arg(figureText(*m.roc.auroc.value)));
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(m.roc.curve.size()));
        for (const auto &p : m.roc.curve) {
            points.append(QPointF(p.falsePositiveRate, p.truePositiveRate));
        }
        line->replace(points);
        connect(line, &QLineSeries::clicked, this,
                [this, model = m.scores] { emit modelRequested(model); });
        const std::size_t statistic =
            static_cast<std::size_t>(&m - session_.statistics().models.data());
        connect(line, &QLineSeries::hovered, this, [this, statistic](const QPointF &, bool state) {
            showToolTip(state ? rocToolTip(statistic) : QString());
        });
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        colourBySetting(line, info.setting, dashOf.emplace(info.model, dashOf.size()).first->second);
    }
    roc_->fitToSize();
}

QString EsdStatisticsPanel::rocToolTip(std::size_t statistic) const
{
    const auto &models = session_.statistics().models;
    if (statistic >= models.size() || !models[statistic].roc.auroc.defined()) {
        return {};
    }
    const auto &m = models[statistic];
    const QString name = seriesName(session_.snapshot().models[m.scores]);
    const QString value = figureText(*m.roc.auroc.value);
    const QString level = levelText(intervalOptions_);
    if (!aurocIntervals_) {
        return tr("%1 · AUROC %2 (%3% CI being computed…)").arg(name, value, level);
    }
    const auto &interval =
        statistic < aurocIntervals_->size() ? (*aurocIntervals_)[statistic] : std::nullopt;
    if (!interval) {
        return tr("%1 · AUROC %2 (no %3% CI: too few pairs with gold)").arg(name, value, level);
    }
    return tr("%1 · AUROC %2 (%3% CI %4–%5)")
        .arg(name, value, level, figureText(interval->lo), figureText(interval->hi));
}

QString EsdStatisticsPanel::sizeToolTip(const QString &line, const QPointF &at) const
{
    // The model of the line nearest the pointer, sizes compared on the log scale drawn.
    const auto &snap = session_.snapshot();
    const auto &models = session_.statistics().models;
    std::optional<std::size_t> nearest;
    double nearestDistance = 0.0;
    for (std::size_t i = 0; i < models.size(); ++i) {
        const auto &info = snap.models[models[i].scores];
        if (!info.params || *info.params <= 0 || !models[i].roc.auroc.defined() ||
            sizeLineName(info) != line) {
            continue;
        }
        const double distance =
            std::abs(std::log10(*info.params / kSizeUnit) - std::log10(std::max(at.x(), 1e-12))) +
            std::abs(*models[i].roc.auroc.value - at.y());
        if (!nearest || distance < nearestDistance) {
            nearest = i;
            nearestDistance = distance;
        }
    }
    if (!nearest) {
        return {};
    }
    return tr("%1 · %2 parameters")
        .arg(rocToolTip(*nearest),
             QLocale().toString(*snap.models[models[*nearest].scores].params, 'f', 0));
}

void EsdStatisticsPanel::showToolTip(const QString &text)
{
    showChartToolTip(this, text);
}

void EsdStatisticsPanel::rebuildSizeChart()
{
    QChart *chart = size_->chart();
    clearChart(chart);
    const auto &snap = session_.snapshot();
    // One line per family and setting, models ordered by size (the paper's Table 3).
    struct Line
    {
        std::vector<QPointF> points;
        std::string setting;
        std::string family;
    };
    std::map<QString, Line> lines;
    double lo = 0.0;
    double hi = 0.0;
    for (const auto &m : session_.statistics().models) {
        const auto &info = snap.models[m.scores];
        if (!info.params || *info.params <= 0 || !m.roc.auroc.defined()) {
            continue;
        }
        const double size = *info.params / kSizeUnit;
        Line &line = lines[sizeLineName(info)];
        line.points.push_back(QPointF(size, *m.roc.auroc.value));
        line.setting = info.setting;
        line.family = info.family.empty() ? info.model : info.family;
        lo = lo == 0.0 ? size : std::min(lo, size);
        hi = std::max(hi, size);
    }
    auto *x = new QLogValueAxis;
    x->setBase(10.0);
    x->setTitleText(tr("Parameters, millions (log scale)"));
    // Whole powers of ten at both ends, so that at least two ticks are labelled; decimals
    // only below one million, and never an exponent.
    const double first = lo > 0.0 ? std::pow(10.0, std::floor(std::log10(lo))) : 1.0;
    double last = hi > 0.0 ? std::pow(10.0, std::ceil(std::log10(hi))) : 1e6;
    last = std::max(last, first * 10.0);
    const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(first) + 1e-9)));
    x->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    x->setRange(first, last);
    x->setMinorTickCount(8);
    auto *y = new QValueAxis;
    y->setRange(0.0, 1.0);
    y->setTitleText(tr("AUROC"));
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (lines.empty()) {
        chart->setTitle(tr("AUROC against model size (no model gives \"params\")"));
        size_->fitToSize();
        return;
    }
    chart->setTitle(tr("AUROC against model size"));
    std::map<std::string, std::size_t> dashOf; // a family's dashes, by its place
    for (auto &[name, l] : lines) {
        auto &points = l.points;
        std::sort(points.begin(), points.end(),
                  [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        auto *line = new QLineSeries;
        line->setName(name.toHtmlEscaped()); // legend labels are rich text; names come from files
        line->setPointsVisible(true);
        line->replace(QList<QPointF>(points.begin(), points.end()));
        // A copy, not the structured binding: clang before 16 cannot capture bindings.
        const QString model = name;
        connect(line, &QLineSeries::hovered, this, [this, model](const QPointF &at, bool state) {
            showToolTip(state ? sizeToolTip(model, at) : QString());
        });
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        colourBySetting(line, l.setting, dashOf.emplace(l.family, dashOf.size()).first->second);
    }
    size_->fitToSize();
}

} // namespace es::widgets
