#include "widgets/ester/ester_statistics_panel.h"

#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/confusion_model.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_splits_tab.h"
#include "widgets/ester/seeds_model.h"
#include "widgets/ester/writer_figures.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

QString value(const metrics::Estimate &e)
{
    return e.defined() ? figureText(*e.value) : EsterStatisticsPanel::tr("n/a");
}

} // namespace

// Short enough that five fit under a chart in a narrow panel, and unlike each other (the
// first letters of causal, conditional, counterfactual and coreference are not); the full
// name is in the label's tooltip.
QString relationAbbreviation(ester::Relation type)
{
    switch (type) {
    case ester::Relation::Causal:
        return EsterStatisticsPanel::tr("Cause", "causal relation, chart axis");
    case ester::Relation::Conditional:
        return EsterStatisticsPanel::tr("Cond", "conditional relation, chart axis");
    case ester::Relation::Counterfactual:
        return EsterStatisticsPanel::tr("Cfact", "counterfactual relation, chart axis");
    case ester::Relation::SubEvent:
        return EsterStatisticsPanel::tr("Sub", "sub-event relation, chart axis");
    case ester::Relation::Coreference:
        return EsterStatisticsPanel::tr("Coref", "coreference relation, chart axis");
    }
    return {};
}

EsterStatisticsPanel::EsterStatisticsPanel(EsterSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("EsterStatisticsPanel"));
    auto *layout = new QVBoxLayout(this);
    summary_ = plainLabel({}, this, true);
    layout->addWidget(summary_);
    tabs_ = new QTabWidget(this);
    models_ = new ChartView(newChart(tr("Models against gold")), tabs_);
    types_ = new ChartView(newChart(tr("Token F1 by relation type")), tabs_);
    answers_ = new ChartView(newChart(tr("Answers per question by relation type")), tabs_);
    buildConfusion();
    for (ChartView *v : {models_, types_, answers_}) {
        v->setMinimumHeight(280);
    }
    tabs_->addTab(models_, tr("Models"));
    tabs_->addTab(types_, tr("By type"));
    tabs_->addTab(confusionPage_, tr("Type confusion"));
    tabs_->addTab(answers_, tr("Answers"));
    writerFigures_ = new WriterFigures(tabs_);
    connect(writerFigures_, &WriterFigures::writerRequested, this,
            &EsterStatisticsPanel::writerRequested);
    new EsterSplitsTab(session_, tabs_);
    buildSeeds();
    keepTabsFromWheel(tabs_);
    layout->addWidget(tabs_, 1);
    modelBars_ = new ErrorBarChart(models_, ErrorBarRange::Fixed);
    typeBars_ = new ErrorBarChart(types_, ErrorBarRange::Fixed);
    intervals_ = new BackgroundJob(this, [this] { return prepareIntervals(); });
    connect(intervals_, &BackgroundJob::failed, this, [this](const QString &reason) {
        modelBars_->setFailed(reason);
        typeBars_->setFailed(reason);
        emit intervalsReady();
    });
    connect(&session_, &EsterSession::changed, this, &EsterStatisticsPanel::recompute);
    recompute();
}

// The models over their seeds, as the paper's Table 3 gives them.
void EsterStatisticsPanel::buildSeeds()
{
    seeds_ = new QTableView(tabs_);
    seedsModel_ = new SeedsModel(this);
    seeds_->setModel(seedsModel_);
    seeds_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    seeds_->verticalHeader()->hide();
    seeds_->setToolTip(tr("Each model whose predictions were imported as runs over seeds: the mean "
                          "and sample standard deviation (n - 1) of its runs' figures."));
    tabs_->addTab(seeds_, tr("Seeds"));
}

void EsterStatisticsPanel::buildConfusion()
{
    confusionPage_ = new QWidget(tabs_);
    auto *page = new QVBoxLayout(confusionPage_);
    page->setContentsMargins(0, 0, 0, 0);
    confusionMode_ = new QComboBox(confusionPage_);
    confusionMode_->addItem(tr("Each person's types (counts)"));
    confusionMode_->addItem(tr("Question type against the majority (row %)"));
    page->addWidget(confusionMode_);
    confusion_ = new QTableView(confusionPage_);
    page->addWidget(confusion_, 1);
    connect(confusionMode_, &QComboBox::currentIndexChanged, this, [this] {
        QStringList typeNames;
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            typeNames << relationTitle(static_cast<ester::Relation>(t));
        }
        fillConfusion(session_.snapshot(), session_.analysis().stats, typeNames);
    });
    confusionModel_ = new ConfusionModel(this);
    confusion_->setModel(confusionModel_);
    confusion_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    confusion_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(confusion_, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        QMenu menu;
        QAction *save = menu.addAction(tr("Export as PNG…"));
        if (menu.exec(confusion_->viewport()->mapToGlobal(at)) == save) {
            const QString path = QFileDialog::getSaveFileName(this, tr("Export heat map"),
                                                              QStringLiteral("type_confusion.png"),
                                                              tr("PNG image (*.png)"));
            if (!path.isEmpty() && !exportConfusion(path)) {
                QMessageBox::warning(this, tr("EventScope"), tr("Cannot write %1.").arg(path));
            }
        }
    });
    connect(confusion_, &QTableView::clicked, this, [this](const QModelIndex &at) {
        // Each view's questions of the cell's own type: a column there, a row here.
        emit typeRequested(static_cast<ester::Relation>(
            confusionMode_->currentIndex() == 1 ? at.row() : at.column()));
    });
}

ErrorBarChart *EsterStatisticsPanel::bars(const QString &chart) const
{
    if (chart == QLatin1String("models")) {
        return modelBars_;
    }
    return chart == QLatin1String("types") ? typeBars_ : nullptr;
}

QList<DrawnErrorBar> EsterStatisticsPanel::errorBars(const QString &chart) const
{
    const ErrorBarChart *b = bars(chart);
    return b ? b->drawn() : QList<DrawnErrorBar>{};
}

QString EsterStatisticsPanel::barToolTip(const QString &chart, int set, int category) const
{
    const ErrorBarChart *b = bars(chart);
    return b ? b->toolTip(set, category) : QString();
}

bool EsterStatisticsPanel::intervalsPending() const
{
    return modelBars_->pending() || typeBars_->pending();
}

BackgroundJob::Work EsterStatisticsPanel::prepareIntervals()
{
    // esterIntervals() reads each rater's scored questions and those questions' relation
    // types; the texts stay behind.
    const db::EsterSnapshot &snap = session_.snapshot();
    auto analysis = std::make_shared<db::EsterAnalysis>();
    analysis->stats.evaluations = session_.analysis().stats.evaluations;
    analysis->stats.answerMicroF1 = session_.analysis().stats.answerMicroF1;
    auto snapshot = std::make_shared<db::EsterSnapshot>();
    snapshot->questions.resize(snap.questions.size());
    for (std::size_t q = 0; q < snap.questions.size(); ++q) {
        snapshot->questions[q].id = snap.questions[q].id;
        snapshot->questions[q].passage = snap.questions[q].passage;
        snapshot->questions[q].type = snap.questions[q].type;
        snapshot->questions[q].hasGold = snap.questions[q].hasGold;
    }
    return [this, analysis, snapshot, options = guiBootstrapOptions()](
               const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
        metrics::BootstrapOptions run = options;
        run.cancel = &cancelled;
        report::EsterIntervals intervals = report::esterIntervals(*analysis, *snapshot, run);
        return [this, intervals = std::move(intervals), options] {
            applyIntervals(intervals, options);
        };
    };
}

void EsterStatisticsPanel::applyIntervals(const report::EsterIntervals &intervals,
                                          const metrics::BootstrapOptions &options)
{
    // Models chart: sets token F1, HIT@1, EM; a category per model.
    BarIntervals overall(3);
    for (const std::size_t ev : chartedEvaluations_) {
        const bool known = ev < intervals.overall.size();
        overall[0].push_back(known ? intervals.overall[ev].tokenF1 : std::nullopt);
        overall[1].push_back(known ? intervals.overall[ev].hit1 : std::nullopt);
        overall[2].push_back(known ? intervals.overall[ev].em : std::nullopt);
    }
    modelBars_->setIntervals(std::move(overall), options);
    // Types chart: a set per model, a category per relation type.
    BarIntervals byType;
    for (const std::size_t ev : chartedEvaluations_) {
        auto &row = byType.emplace_back();
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            row.push_back(ev < intervals.byType.size() ? intervals.byType[ev][t].tokenF1
                                                       : std::nullopt);
        }
    }
    typeBars_->setIntervals(std::move(byType), options);
    microF1Interval_ = intervals.answerMicroF1;
    showSummary(session_.snapshot(), session_.analysis().stats);
    emit intervalsReady();
}

bool EsterStatisticsPanel::exportConfusion(const QString &path) const
{
    return confusion_->grab().save(path, "PNG");
}

void EsterStatisticsPanel::recompute()
{
    const auto &snap = session_.snapshot();
    const auto &st = session_.analysis().stats;
    microF1Interval_.reset(); // until the new figures' interval is in
    showSummary(snap, st);

    // Models x metrics, and people scored the same way beside them (the Human rows of
    // the reports).
    const std::vector<const ester::RaterEvaluation *> models = chartedRaters(snap, st);
    fillModelsChart(snap, models);

    // Per relation type: token F1 of each model (the paper's Figure 7).
    QStringList typeNames;
    QStringList typeAbbreviations;
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        typeNames << relationTitle(static_cast<ester::Relation>(t));
        typeAbbreviations << relationAbbreviation(static_cast<ester::Relation>(t));
    }
    if (!models.empty()) {
        fillTypesChart(snap, models, typeNames, typeAbbreviations);
    } else {
        fillTypeCountsChart(st, typeNames, typeAbbreviations);
    }

    fillAnswersChart(snap, st, typeNames, typeAbbreviations);
    fillConfusion(snap, st, typeNames);
    writerFigures_->update(snap, session_.analysis());
    seedsModel_->setSeeds(snap, session_.analysis().seeds);
    seeds_->resizeColumnsToContents();
    // The first intervals are wanted at once; later ones once editing pauses.
    intervals_->invalidate(intervals_->generation() == 0);
}

void EsterStatisticsPanel::showSummary(const db::EsterSnapshot &snap, const ester::Statistics &st)
{
    QStringList lines;
    lines << tr("%1 passages, %2 questions (%3 with gold)")
                 .arg(snap.passages.size())
                 .arg(st.questions)
                 .arg(st.withGold);
    for (const auto &pa : st.agreement) {
        lines << tr("%1 / %2: token F1 %3, EM %4 on %n question(s)", nullptr,
                    static_cast<int>(pa.n))
                     .arg(QString::fromStdString(snap.raters[pa.a].name),
                          QString::fromStdString(snap.raters[pa.b].name), value(pa.tokenF1),
                          value(pa.em));
    }
    if (!st.types.raters.empty()) {
        lines << tr("Relation types, Fleiss' kappa: %1 (%n question(s) typed by everyone)", nullptr,
                    static_cast<int>(st.types.items))
                     .arg(st.types.fleissKappa.defined()
                              ? value(st.types.fleissKappa)
                              : QString::fromStdString(st.types.fleissKappa.reason));
    }
    if (st.answerMicroF1.comparisons > 0) {
        const QString interval = microF1Interval_ ? QStringLiteral(" [%1, %2]")
                                                        .arg(figureText(microF1Interval_->lo),
                                                             figureText(microF1Interval_->hi))
                                                  : QString();
        lines << tr("Answers, pairwise micro-F1: %1 (%n question(s) two people answered)", nullptr,
                    static_cast<int>(st.answerMicroF1.byQuestion.size()))
                     .arg(value(st.answerMicroF1.f1) + interval);
    }
    for (const auto &m : st.mcnemar) {
        lines << tr("McNemar %1 vs %2 on %3: p = %4")
                     .arg(QString::fromStdString(snap.raters[m.a].name),
                          QString::fromStdString(snap.raters[m.b].name),
                          m.metric == "em" ? tr("EM") : tr("HIT@1"))
                     .arg(m.p, 0, 'g', 3);
    }
    summary_->setText(lines.join(QLatin1Char('\n')));
}

std::vector<const ester::RaterEvaluation *>
EsterStatisticsPanel::chartedRaters(const db::EsterSnapshot &snap, const ester::Statistics &st)
{
    std::vector<const ester::RaterEvaluation *> models;
    chartedEvaluations_.clear();
    for (const bool model : {true, false}) {
        for (const auto &ev : st.evaluations) {
            if (snap.raters[ev.rater].model == model && ev.overall.n > 0) {
                models.push_back(&ev);
                chartedEvaluations_.push_back(
                    static_cast<std::size_t>(&ev - st.evaluations.data()));
            }
        }
    }
    return models;
}

QString EsterStatisticsPanel::raterTitle(const db::EsterSnapshot &snap,
                                         const ester::RaterEvaluation *ev) const
{
    const auto &r = snap.raters[ev->rater];
    return r.model ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(r.name),
                                                   QString::fromStdString(r.split))
                   : tr("Human (%1)").arg(QString::fromStdString(r.name));
}

void EsterStatisticsPanel::requestRater(const QString &rater, bool model,
                                        std::optional<ester::Relation> type)
{
    // What a click on a rater's bar opens: a model's misses and its questions by type, a
    // person's questions by type.
    if (model) {
        emit modelMissesRequested(rater, type);
    }
    emit typeErrorsRequested(rater, type);
}

void EsterStatisticsPanel::fillModelsChart(
    const db::EsterSnapshot &snap, const std::vector<const ester::RaterEvaluation *> &models)
{
    QChart *chart = models_->chart();
    const QString metricNames[] = {tr("Token F1"), tr("HIT@1"), tr("EM")};
    PerBar<std::optional<double>> values(3);
    std::vector<std::vector<double>> heights(3);
    for (int k = 0; k < 3; ++k) {
        for (const auto *ev : models) {
            const metrics::Estimate &e = k == 0   ? ev->overall.tokenF1
                                         : k == 1 ? ev->overall.hit1
                                                  : ev->overall.em;
            heights[static_cast<std::size_t>(k)].push_back(e.value.value_or(0.0));
            values[static_cast<std::size_t>(k)].push_back(e.value);
        }
    }
    QStringList names;
    QStringList raters;
    QList<bool> isModel;
    for (const auto *ev : models) {
        names << raterTitle(snap, ev);
        raters << QString::fromStdString(snap.raters[ev->rater].name);
        isModel << snap.raters[ev->rater].model;
    }
    const QStringList shown = names.isEmpty() ? QStringList{tr("no model predictions")} : names;
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, shown));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        series = new QBarSeries;
        for (int k = 0; k < 3; ++k) {
            appendBarSet(series, metricNames[k], heights[static_cast<std::size_t>(k)]);
        }
        showValueLabels(series);
        setBarShape(series, shown);
        connect(series, &QBarSeries::clicked, this,
                [this, raters, isModel](int index, QBarSet *) {
                    if (index >= 0 && index < raters.size()) {
                        requestRater(raters[index], isModel[index], std::nullopt);
                    }
                });
        addBarAxes(chart, series, shown, tr("score"), 0, 1.0);
        models_->setCategoryNames(shown);
    }
    modelBars_->setBars(series, chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal),
                        std::move(values), [names, metricNames](int set, int category) {
                            return tr("%1 · %2").arg(names.value(category), metricNames[set]);
                        });
    models_->fitToSize();
}

void EsterStatisticsPanel::fillTypesChart(const db::EsterSnapshot &snap,
                                          const std::vector<const ester::RaterEvaluation *> &models,
                                          const QStringList &typeNames,
                                          const QStringList &typeAbbreviations)
{
    QChart *chart = types_->chart();
    PerBar<std::optional<double>> values;
    std::vector<std::vector<double>> heights;
    QStringList setNames;
    for (const auto *ev : models) {
        setNames << raterTitle(snap, ev);
        auto &row = values.emplace_back();
        auto &bars = heights.emplace_back();
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            bars.push_back(ev->byType[t].tokenF1.value.value_or(0.0));
            row.push_back(ev->byType[t].tokenF1.value);
        }
    }
    auto *series = qobject_cast<QBarSeries *>(sameBars(chart, setNames));
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        series = new QBarSeries;
        for (std::size_t k = 0; k < models.size(); ++k) {
            const auto *ev = models[k];
            // Legend labels are rich text; names come from files.
            auto *set = appendBarSet(series, setNames[qsizetype(k)].toHtmlEscaped(), heights[k]);
            const QString rater = QString::fromStdString(snap.raters[ev->rater].name);
            const bool model = snap.raters[ev->rater].model;
            connect(set, &QBarSet::clicked, this, [this, rater, model](int index) {
                requestRater(rater, model, static_cast<ester::Relation>(index));
            });
        }
        setBarShape(series, setNames);
        chart->setTitle(tr("Token F1 by relation type"));
        addBarAxes(chart, series, typeAbbreviations, tr("token F1"), 0, 1.0);
        types_->setCategoryNames(typeAbbreviations, typeNames);
    }
    typeBars_->setBars(
        series, chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal), std::move(values),
        [setNames, typeNames](int set, int category) {
            return tr("%1 · %2 · token F1").arg(setNames.value(set), typeNames.value(category));
        });
}

void EsterStatisticsPanel::fillTypeCountsChart(const ester::Statistics &st,
                                               const QStringList &typeNames,
                                               const QStringList &typeAbbreviations)
{
    // Without a rater scored against gold, the questions by type; their count axis
    // follows the counts, so the chart is built again.
    QChart *chart = types_->chart();
    clearChart(chart);
    auto *series = new QBarSeries;
    auto *set = new QBarSet(tr("questions"));
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        *set << double(st.byType[t]);
    }
    series->append(set);
    connect(set, &QBarSet::clicked, this,
            [this](int index) { emit typeRequested(static_cast<ester::Relation>(index)); });
    chart->setTitle(tr("Questions by relation type"));
    double max = 1;
    for (auto n : st.byType) {
        max = std::max(max, double(n));
    }
    addBarCountAxes(chart, series, typeAbbreviations, tr("questions"), max);
    typeBars_->clearBars(); // counts have no interval
    showBarToolTips(types_, series, [typeNames, counts = st.byType](int, int category) {
        return category >= 0 && static_cast<std::size_t>(category) < counts.size()
                   ? tr("%1 · questions: %2")
                         .arg(typeNames.value(category))
                         .arg(counts[static_cast<std::size_t>(category)])
                   : QString();
    });
    types_->setCategoryNames(typeAbbreviations, typeNames);
}

void EsterStatisticsPanel::fillAnswersChart(const db::EsterSnapshot &snap,
                                            const ester::Statistics &st,
                                            const QStringList &typeNames,
                                            const QStringList &typeAbbreviations)
{
    // Answers per question by type (Table 2): gold and every rater.
    QChart *chart = answers_->chart();
    double max = 1;
    QStringList setNames;
    PerBar<std::optional<double>> means;
    std::vector<std::vector<double>> heights;
    for (std::size_t r = 0; r < st.answersPerQuestionByType.size(); ++r) {
        const auto &row = st.answersPerQuestionByType[r];
        if (std::none_of(row.begin(), row.end(), [](const auto &v) { return v.has_value(); })) {
            continue;
        }
        const QString name = r == 0 ? tr("gold")
                             : snap.raters[r - 1].model
                                 ? QStringLiteral("%1 (%2)").arg(
                                       QString::fromStdString(snap.raters[r - 1].name),
                                       QString::fromStdString(snap.raters[r - 1].split))
                                 : QString::fromStdString(snap.raters[r - 1].name);
        setNames << name;
        means.emplace_back(row.begin(), row.end());
        auto &bars = heights.emplace_back();
        for (const auto &v : row) {
            bars.push_back(v.value_or(0.0));
            max = std::max(max, v.value_or(0.0));
        }
    }
    // The value axis's top is part of what the chart was built for.
    const double top = std::ceil(max + 0.5);
    QStringList shape = setNames;
    shape << QString::number(top);
    auto *series = sameBars(chart, shape);
    if (series) {
        setBarHeights(series, heights);
    } else {
        clearChart(chart);
        series = new QBarSeries;
        for (std::size_t k = 0; k < heights.size(); ++k) {
            // Legend labels are rich text; names come from files.
            auto *set = appendBarSet(series, setNames[qsizetype(k)].toHtmlEscaped(), heights[k]);
            connect(set, &QBarSet::clicked, this, [this](int index) {
                emit typeRequested(static_cast<ester::Relation>(index));
            });
        }
        setBarShape(series, shape);
        addBarAxes(chart, series, typeAbbreviations, tr("answers per question"), 0, top);
        answers_->setCategoryNames(typeAbbreviations, typeNames);
        // The tooltips read the means through the panel, so that bars that took new
        // heights in place explain the new ones.
        showBarToolTips(answers_, series, [this, typeNames](int set, int category) {
            const auto s = static_cast<std::size_t>(set);
            const auto c = static_cast<std::size_t>(category);
            if (s >= answerMeans_.size() || c >= answerMeans_[s].size()) {
                return QString();
            }
            return tr("%1 · %2 · %3 answers per question")
                .arg(answerNames_.value(set), typeNames.value(category),
                     answerMeans_[s][c] ? figureText(*answerMeans_[s][c]) : tr("no question"));
        });
    }
    answerNames_ = setNames;
    answerMeans_ = std::move(means);
}

void EsterStatisticsPanel::fillConfusion(const db::EsterSnapshot &snap,
                                         const ester::Statistics &st, const QStringList &typeNames)
{
    if (confusionMode_->currentIndex() == 1) {
        fillMajorityConfusion(st, typeNames);
        return;
    }
    confusion_->setToolTip(tr("Rows: the person's relation type; columns: the question's own type. "
                              "Click a cell to list those questions; right-click to export."));
    // Type confusion (Figure 4): each person's types against the questions' own.
    std::vector<ConfusionRow> rows;
    for (std::size_t k = 0; k < st.types.raters.size(); ++k) {
        const auto &conf = st.types.confusion[k];
        std::size_t max = 1;
        for (const auto &r : conf) {
            for (auto c : r) {
                max = std::max(max, c);
            }
        }
        for (std::size_t a = 0; a < ester::kRelations; ++a) {
            ConfusionRow &row = rows.emplace_back();
            row.title = QStringLiteral("%1: %2").arg(
                QString::fromStdString(snap.raters[st.types.raters[k]].name),
                typeNames[qsizetype(a)]);
            row.counts = conf[a];
            row.max = max;
        }
    }
    confusionModel_->setRows(std::move(rows));
    confusion_->resizeColumnsToContents();
}

void EsterStatisticsPanel::fillMajorityConfusion(const ester::Statistics &st,
                                                 const QStringList &typeNames)
{
    const ester::MajorityConfusion &mc = st.types.majority;
    confusion_->setToolTip(
        tr("Rows: the question's own type; columns: the type most of its typers chose (%n "
           "question(s) typed by two or more people, %1 without a majority left out); each "
           "row's shares. Click a cell to list the questions of its row's type; right-click "
           "to export.",
           nullptr, static_cast<int>(mc.typed))
            .arg(mc.tied));
    std::vector<ConfusionRow> rows;
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        ConfusionRow &row = rows.emplace_back();
        row.title = typeNames[qsizetype(t)];
        row.counts = mc.counts[t];
        row.shares = ester::rowShares(mc.counts[t]);
    }
    confusionModel_->setRows(std::move(rows));
    confusion_->resizeColumnsToContents();
}

} // namespace es::widgets
