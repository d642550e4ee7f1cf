// The OpenPI statistics panel's charts of predicted schemata (Table 3), of people's error
// analyses of them (Table 5) and of the judgements of generated paraphrases.
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>

namespace es::widgets {

namespace {

void titleCategoryAxis(QChart *chart, const QString &title)
{
    if (auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0))) {
        x->setTitleText(title);
    }
}

} // namespace

bool OpenPiStatisticsPanel::visible(std::uint32_t rater) const
{
    const auto &snap = session_.snapshot();
    return !blind_ || snap.raters[rater].model ||
           snap.raters[rater].name == session_.annotator().toStdString();
}

QString OpenPiStatisticsPanel::schemaToolTip(const QString &chart, int set, int category) const
{
    const auto it = schemaToolTips_.find(chart);
    return it == schemaToolTips_.end() ? QString() : it->second(set, category);
}

void OpenPiStatisticsPanel::rebuildSchemaCharts()
{
    rebuildSchemataChart();
    rebuildErrorChart();
    rebuildExpansionChart();
}

void OpenPiStatisticsPanel::rebuildSchemataChart()
{
    const auto &snap = session_.snapshot();
    const auto &an = session_.analysis();
    const bool anyExpanded = std::any_of(an.schemata.begin(), an.schemata.end(),
                                         [](const auto &r) { return r.expanded; });
    schemaExpansion_->setEnabled(anyExpanded);
    const bool expanded = session_.schemaExpansion() && anyExpanded;
    QChart *chart = schemata_->chart();
    clearChart(chart);
    chart->setTitle(expanded ? tr("Predicted schemata, with expansion (Table 3)")
                             : tr("Predicted schemata, without expansion (Table 3)"));
    std::vector<const db::OpenPiAnalysis::SchemaRow *> rows;
    QStringList models;
    for (const auto &r : an.schemata) {
        if (r.expanded == expanded) {
            rows.push_back(&r);
            models << qs(snap.raters[r.model].name);
        }
    }
    const SchemaMeasure measures[] = {SchemaMeasure::Entity, SchemaMeasure::Attribute,
                                      SchemaMeasure::EntityLocal, SchemaMeasure::AttributeLocal};
    const QStringList names = {tr("Entity F1, global"), tr("Attribute F1, global"),
                               tr("Entity F1, local"), tr("Attribute F1, local")};
    auto *series = new QBarSeries;
    // evaluate_schema.py's global attribute recall can pass 1 (a gold attribute counts once
    // per step naming its entity), and F1 with it; the axis grows rather than clip the bar.
    double top = 1.0;
    for (int k = 0; k < 4; ++k) {
        auto *set = new QBarSet(names[k]);
        for (const auto *r : rows) {
            const double f1 = scoreOf(*r, measures[k]).f1.value.value_or(0.0);
            top = std::max(top, f1);
            *set << f1;
        }
        series->append(set);
        const SchemaMeasure measure = measures[k];
        connect(set, &QBarSet::clicked, this, [this, models, measure](int index) {
            if (index >= 0 && index < models.size()) {
                emit schemataRequested(models[index], measure);
            }
        });
    }
    showValueLabels(series);
    const QStringList shown = models.isEmpty() ? QStringList{tr("no predicted schemata")} : models;
    addBarAxes(chart, series, shown, tr("F1"), 0, top);
    titleCategoryAxis(chart, tr("Model"));
    schemata_->setCategoryNames(shown);
    auto text = [rows, models, names, measures, expanded](int set, int category) {
        if (set < 0 || set >= 4 || category < 0 ||
            static_cast<std::size_t>(category) >= rows.size()) {
            return QString();
        }
        const auto &r = *rows[static_cast<std::size_t>(category)];
        const auto &score = scoreOf(r, measures[set]);
        const auto &n = countsOf(r.counts, measures[set]);
        auto value = [](const metrics::Estimate &e) {
            return e.defined() ? figureText(*e.value) : tr("n/a");
        };
        return tr("%1 · %2 %3 · precision %4 (%5 of %6 predicted) · recall %7 (%8 of %9 gold) · "
                  "%10 procedure(s), %11")
            .arg(models.value(category), names.value(set), value(score.f1), value(score.precision))
            .arg(n.predictedCorrect)
            .arg(n.predictedTotal)
            .arg(value(score.recall))
            .arg(n.goldCorrect)
            .arg(n.goldTotal)
            .arg(r.procedures)
            .arg(expanded ? tr("with expansion") : tr("without expansion"));
    };
    schemaToolTips_[QStringLiteral("schemata")] = text;
    showBarToolTips(schemata_, series, text);
    schemata_->fitToSize();
}

void OpenPiStatisticsPanel::rebuildErrorChart()
{
    const auto &snap = session_.snapshot();
    const auto &an = session_.analysis();
    QChart *chart = errors_->chart();
    clearChart(chart);
    chart->setTitle(tr("Error categories of predicted schemata (Table 5)"));
    std::vector<const db::OpenPiAnalysis::SchemaErrorRow *> rows;
    QStringList categories;
    for (const auto &r : an.schemaErrors) {
        if (visible(r.person)) {
            rows.push_back(&r);
            categories << tr("%1 by %2")
                              .arg(qs(snap.raters[r.model].name), qs(snap.raters[r.person].name));
        }
    }
    const QStringList names = {tr("Correct"), tr("No change"), tr("Nonsense")};
    auto countOf = [](const db::OpenPiAnalysis::SchemaErrorRow &r, int k) {
        return k == 0 ? r.correct : k == 1 ? r.noChange : r.nonsense;
    };
    auto *series = new QBarSeries;
    for (int k = 0; k < 3; ++k) {
        auto *set = new QBarSet(names[k]);
        for (const auto *r : rows) {
            *set << r->share(countOf(*r, k)).value.value_or(0.0);
        }
        series->append(set);
    }
    std::vector<std::pair<QString, QString>> who;
    for (const auto *r : rows) {
        who.emplace_back(qs(snap.raters[r->model].name), qs(snap.raters[r->person].name));
    }
    connect(series, &QBarSeries::clicked, this, [this, who](int index, QBarSet *) {
        if (index >= 0 && static_cast<std::size_t>(index) < who.size()) {
            emit schemaErrorsRequested(who[static_cast<std::size_t>(index)].first,
                                       who[static_cast<std::size_t>(index)].second);
        }
    });
    showValueLabels(series);
    const QStringList shown =
        categories.isEmpty() ? QStringList{tr("no error analysis yet")} : categories;
    addBarAxes(chart, series, shown, tr("share of the labelled pairs"), 0, 1.0);
    titleCategoryAxis(chart, tr("Model, analysed by"));
    errors_->setCategoryNames(shown);
    auto text = [rows, categories, names, countOf](int set, int category) {
        if (set < 0 || set >= 3 || category < 0 ||
            static_cast<std::size_t>(category) >= rows.size()) {
            return QString();
        }
        const auto &r = *rows[static_cast<std::size_t>(category)];
        const std::size_t labelled = r.labelled();
        const std::size_t n = countOf(r, set);
        return tr("%1 · %2: %3 of %4 labelled (%5) · missed pairs added: %6 · %7 of %8 predicted "
                  "pairs labelled in %9 procedure(s), %10 finished")
            .arg(categories.value(category), names.value(set))
            .arg(n)
            .arg(labelled)
            .arg(percentText(r.percent(n)))
            .arg(r.missed)
            .arg(labelled)
            .arg(r.predicted)
            .arg(r.procedures)
            .arg(r.finished);
    };
    schemaToolTips_[QStringLiteral("errors")] = text;
    showBarToolTips(errors_, series, text);
    errors_->fitToSize();
}

void OpenPiStatisticsPanel::rebuildExpansionChart()
{
    const auto &snap = session_.snapshot();
    const auto &an = session_.analysis();
    QChart *chart = expansions_->chart();
    clearChart(chart);
    chart->setTitle(tr("Generated paraphrases judged correct"));
    std::vector<std::uint32_t> people;
    for (const auto &r : an.expansions) {
        if (visible(r.person) &&
            std::find(people.begin(), people.end(), r.person) == people.end()) {
            people.push_back(r.person);
        }
    }
    QStringList categories;
    for (const std::uint32_t p : people) {
        categories << qs(snap.raters[p].name);
    }
    const db::OpenPiClusterKind kinds[] = {db::OpenPiClusterKind::Entity,
                                           db::OpenPiClusterKind::Attribute};
    const QStringList names = {tr("Entity paraphrases"), tr("Attribute paraphrases")};
    // rows[kind][person]: the report's row, if the person judged that kind.
    std::vector<std::vector<std::optional<db::OpenPiAnalysis::ExpansionRow>>> rows(2);
    auto *series = new QBarSeries;
    for (int k = 0; k < 2; ++k) {
        auto *set = new QBarSet(names[k]);
        for (const std::uint32_t p : people) {
            std::optional<db::OpenPiAnalysis::ExpansionRow> row;
            for (const auto &r : an.expansions) {
                if (r.person == p && r.kind == kinds[k]) {
                    row = r;
                }
            }
            *set << (row ? row->share.value.value_or(0.0) : 0.0);
            rows[static_cast<std::size_t>(k)].push_back(row);
        }
        series->append(set);
        const db::OpenPiClusterKind kind = kinds[k];
        connect(set, &QBarSet::clicked, this, [this, categories, kind](int index) {
            if (index >= 0 && index < categories.size()) {
                emit expansionsRequested(categories[index], kind);
            }
        });
    }
    showValueLabels(series);
    const QStringList shown =
        categories.isEmpty() ? QStringList{tr("no judgements yet")} : categories;
    addBarAxes(chart, series, shown, tr("share judged correct"), 0, 1.0);
    titleCategoryAxis(chart, tr("Judged by"));
    expansions_->setCategoryNames(shown);
    auto text = [rows, categories, names](int set, int category) {
        if (set < 0 || set >= 2 || category < 0 || category >= categories.size()) {
            return QString();
        }
        const auto &row = rows[static_cast<std::size_t>(set)][static_cast<std::size_t>(category)];
        if (!row) {
            return tr("%1 · %2: none judged").arg(categories.value(category), names.value(set));
        }
        return tr("%1 · %2: %3 correct of %4 judged (%5) · %6 generated · the OpenPI 2.0 paper: "
                  "83.3% of entity, 59.4% of attribute paraphrases correct")
            .arg(categories.value(category), names.value(set))
            .arg(row->correct)
            .arg(row->rated)
            .arg(row->share.defined() ? tr("%1%").arg(figureText(100.0 * *row->share.value, 1))
                                      : tr("n/a"))
            .arg(row->generated);
    };
    schemaToolTips_[QStringLiteral("expansions")] = text;
    showBarToolTips(expansions_, series, text);
    expansions_->fitToSize();
}

} // namespace es::widgets
