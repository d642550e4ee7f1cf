#include "widgets/ester/writer_figures.h"

#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/palette.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/invalid_reasons_model.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

QString percent(double share)
{
    return QString::number(share * 100, 'f', 0);
}

QString validityText(const ester::WriterValidation &w)
{
    return w.validity.defined() ? figureText(*w.validity.value) : WriterFigures::tr("n/a");
}

} // namespace

WriterFigures::WriterFigures(QTabWidget *tabs) : QObject(tabs)
{
    auto *page = new QWidget(tabs);
    page->setObjectName(QStringLiteral("EsterValidationPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = plainLabel({}, page, true);
    summary_->setObjectName(QStringLiteral("ValidationSummary"));
    validity_ = new ChartView(newChart(tr("QA validity by writer")), page);
    validity_->setMinimumHeight(280);
    reasons_ = new QTableView(page);
    reasons_->setObjectName(QStringLiteral("InvalidReasons"));
    reasonsModel_ = new InvalidReasonsModel(this);
    reasons_->setModel(reasonsModel_);
    reasons_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    reasons_->setToolTip(tr("Invalid reviews by reason: every review, then the questions of "
                            "each writer with an invalid review. Click a writer's column to "
                            "list their questions."));
    reasons_->setMinimumHeight(120);
    layout->addWidget(summary_);
    layout->addWidget(validity_, 3);
    layout->addWidget(reasons_, 2);
    tabs->addTab(page, tr("Validation"));

    writers_ = new ChartView(newChart(tr("Questions per writer")), tabs);
    writers_->setMinimumHeight(280);
    tabs->addTab(writers_, tr("Writers"));
    tokens_ = new ChartView(newChart(tr("Tokens by relation type")), tabs);
    tokens_->setMinimumHeight(280);
    tabs->addTab(tokens_, tr("Lengths"));

    connect(reasons_, &QTableView::clicked, this, [this](const QModelIndex &at) {
        const QVariant writer = reasonsModel_->headerData(at.column(), Qt::Horizontal,
                                                          InvalidReasonsModel::WriterRole);
        if (writer.isValid()) {
            emit writerRequested(writer.toString());
        }
    });
}

void WriterFigures::update(const db::EsterSnapshot &, const db::EsterAnalysis &analysis)
{
    const ester::Validation &v = analysis.validation;
    names_.clear();
    for (const ester::WriterValidation &w : v.writers) {
        names_ << QString::fromStdString(w.writer);
    }
    QStringList lines;
    lines << tr("Writers below %1% validity are marked, as the ESTER authors let such writers go.")
                 .arg(percent(v.threshold));
    lines << tr("%1 reviews counted (%2 invalid); %3 questions name no writer.")
                 .arg(v.reviews)
                 .arg(v.invalidReviews)
                 .arg(v.withoutWriter);
    if (v.selfReviews > 0) {
        lines << tr("%1 reviews by a question's own writer are left out.").arg(v.selfReviews);
    }
    summary_->setText(lines.join(QLatin1Char('\n')));
    validation_ = v;
    lengths_ = analysis.tokens;
    updateValidity(v);
    reasonsModel_->setValidation(v);
    reasons_->resizeColumnsToContents();
    updateWriters(v);
    updateTokens(analysis);
}

void WriterFigures::updateValidity(const ester::Validation &v)
{
    QChart *chart = validity_->chart();
    // Two sets that split the writers between them: one bar a writer, coloured by the bar.
    std::vector<std::vector<double>> heights(2);
    for (const ester::WriterValidation &w : v.writers) {
        const double value = w.validity.value.value_or(0.0);
        heights[0].push_back(w.belowThreshold ? 0.0 : value);
        heights[1].push_back(w.belowThreshold ? value : 0.0);
    }
    const QStringList shown = names_.isEmpty() ? QStringList{tr("no writers")} : names_;
    QStringList shape = shown;
    shape << QString::number(v.threshold, 'g', 17);
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    auto *series = new QStackedBarSeries;
    auto *above = appendBarSet(series, tr("at or above %1%").arg(percent(v.threshold)), heights[0]);
    auto *below = appendBarSet(series, tr("below %1%").arg(percent(v.threshold)), heights[1]);
    setBarShape(series, shape);
    addBarAxes(chart, series, shown, tr("validity"), 0, 1.0);
    // The paper's bar across the plot: the category axis spans -0.5 .. n - 0.5.
    auto *threshold = new QLineSeries;
    threshold->setName(tr("%1% threshold").arg(percent(v.threshold)));
    threshold->append(-0.5, v.threshold);
    threshold->append(static_cast<double>(shown.size()) - 0.5, v.threshold);
    QPen pen(QColor(0x22, 0x22, 0x22));
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    threshold->setPen(pen);
    threshold->setProperty(kReferenceSeries, true);
    chart->addSeries(threshold);
    threshold->attachAxis(chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal));
    threshold->attachAxis(chartAxis<QValueAxis>(chart, Qt::Vertical));
    validity_->setCategoryNames(shown);
    showBarToolTips(validity_, series, [this](int, int category) {
        const auto &writers = validation_.writers;
        if (category < 0 || static_cast<std::size_t>(category) >= writers.size()) {
            return QString();
        }
        const auto &w = writers[static_cast<std::size_t>(category)];
        QString text = w.reviewed == 0 ? tr("%1 · none of %2 questions reviewed")
                                             .arg(QString::fromStdString(w.writer))
                                             .arg(w.questions.size())
                                       : tr("%1 · validity %2 (%3 of %4 reviewed questions valid)")
                                             .arg(QString::fromStdString(w.writer), validityText(w))
                                             .arg(w.valid)
                                             .arg(w.reviewed);
        if (w.belowThreshold) {
            text += QLatin1Char(' ') + tr("· below %1%").arg(percent(validation_.threshold));
        }
        return text;
    });
    for (QBarSet *set : {above, below}) {
        connect(set, &QBarSet::clicked, this, [this](int index) {
            if (index >= 0 && index < names_.size()) {
                emit writerRequested(names_[index]);
            }
        });
    }
    validity_->fitToSize();
}

void WriterFigures::updateWriters(const ester::Validation &v)
{
    QChart *chart = writers_->chart();
    std::vector<std::vector<double>> heights(1);
    double max = 1;
    for (const ester::WriterValidation &w : v.writers) {
        heights[0].push_back(double(w.questions.size()));
        max = std::max(max, double(w.questions.size()));
    }
    const QStringList shown = names_.isEmpty() ? QStringList{tr("no writers")} : names_;
    // The count axis's top follows the largest count.
    QStringList shape = shown;
    shape << QString::number(max, 'g', 17);
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    auto *series = new QBarSeries;
    auto *set = appendBarSet(series, tr("questions"), heights[0]);
    setBarShape(series, shape);
    chart->legend()->setVisible(false); // one set: the title says what it is
    addBarCountAxes(chart, series, shown, tr("questions written"), max);
    chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal)->setTitleText(tr("writer"));
    writers_->setCategoryNames(shown);
    showBarToolTips(writers_, series, [this](int, int category) {
        const auto &writers = validation_.writers;
        return category >= 0 && static_cast<std::size_t>(category) < writers.size()
                   ? tr("%1 · %2 questions written")
                         .arg(names_.value(category))
                         .arg(writers[static_cast<std::size_t>(category)].questions.size())
                   : QString();
    });
    connect(set, &QBarSet::clicked, this, [this](int index) {
        if (index >= 0 && index < names_.size()) {
            emit writerRequested(names_[index]);
        }
    });
    writers_->fitToSize();
}

void WriterFigures::updateTokens(const db::EsterAnalysis &analysis)
{
    QChart *chart = tokens_->chart();
    std::vector<std::vector<double>> heights(2);
    QStringList abbreviations, names;
    double max = 1;
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        const ester::TypeTokens &tt = analysis.tokens[t];
        heights[0].push_back(tt.questionTokens.value.value_or(0.0));
        heights[1].push_back(tt.answerTokens.value.value_or(0.0));
        max = std::max(
            {max, tt.questionTokens.value.value_or(0.0), tt.answerTokens.value.value_or(0.0)});
        abbreviations << relationAbbreviation(static_cast<ester::Relation>(t));
        names << relationTitle(static_cast<ester::Relation>(t));
    }
    // The count axis's top follows the longest mean.
    const QStringList shape{QString::number(max, 'g', 17)};
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    auto *series = new QBarSeries;
    appendBarSet(series, tr("a question"), heights[0]);
    appendBarSet(series, tr("a gold answer"), heights[1]);
    setBarShape(series, shape);
    showValueLabels(series);
    addBarCountAxes(chart, series, abbreviations, tr("mean tokens"), max);
    tokens_->setCategoryNames(abbreviations, names);
    showBarToolTips(tokens_, series, [this, names](int set, int category) {
        if (category < 0 || static_cast<std::size_t>(category) >= lengths_.size()) {
            return QString();
        }
        const ester::TypeTokens &tt = lengths_[static_cast<std::size_t>(category)];
        const metrics::Estimate &e = set == 0 ? tt.questionTokens : tt.answerTokens;
        const QString value = e.defined() ? figureText(*e.value, 2) : tr("n/a");
        return set == 0 ? tr("%1 · %2 tokens a question (%3 questions)")
                              .arg(names.value(category), value)
                              .arg(tt.questions)
                        : tr("%1 · %2 tokens a gold answer (%3 answers)")
                              .arg(names.value(category), value)
                              .arg(tt.answers);
    });
    tokens_->fitToSize();
}

} // namespace es::widgets
