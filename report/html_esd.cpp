// The HTML report's ESD section.
#include "report/html_writer.h"

namespace es::report::html {

Html Writer::esd(const EsdReport &e)
{
    std::string out = "<section>\n" + heading(2, tr("ESD: essential step detection"), "esd");
    out += esdCounts(e);
    out += esdDataset(e);
    out += heading(3, tr("Agreement over kept pairs"));
    Table agreement{{tr("Statistic"), tr("Value"), ciHeader()}, {}};
    agreement.rows.push_back({text(tr("Fleiss' kappa")), value(e.fleissKappa), ci(e.fleissKappa)});
    agreement.rows.push_back({text(tr("Gwet's AC1")), value(e.gwetAC1), ci(e.gwetAC1)});
    agreement.rows.push_back(
        {text(tr("Percent agreement")), value(e.percentAgreement), ci(e.percentAgreement)});
    agreement.rows.push_back(
        {text(tr("Krippendorff's alpha")), value(e.krippendorffAlpha), ci(e.krippendorffAlpha)});
    out += table(agreement);
    out += esdCohen(e);
    if (!e.annotatorAccuracy.empty()) {
        Table t{{tr("Annotator"), tr("n"), tr("Accuracy")}, {}};
        for (const EsdAccuracyRow &a : e.annotatorAccuracy) {
            t.rows.push_back({text(a.annotator), countCell(a.n), value(a.accuracy)});
        }
        out += heading(3, tr("Each annotator against the majority of the others")) + table(t);
    }
    out += esdDrift(e);
    out += esdPace(e);
    out += heading(3, tr("Models: AUROC against the majority gold"));
    if (e.models.empty() && e.human.empty()) {
        out += paragraph(tr("no model scores"));
    } else {
        out += esdModels(e);
    }
    out += esdHuman(e);
    return out + "</section>\n";
}

Html Writer::esdCounts(const EsdReport &e)
{
    QStringList annotators;
    for (const std::string &a : e.annotators) {
        annotators << q(a);
    }
    Table counts{{tr("Count"), tr("Value")}, {}};
    const std::array<std::pair<QString, std::size_t>, 10> rows = {
        {{tr("Goals"), e.goals},
         {tr("Pairs"), e.pairs},
         {tr("Kept"), e.kept},
         {tr("Invalid"), e.invalid},
         {tr("Incomplete"), e.incomplete},
         {tr("Gold essential"), e.essential},
         {tr("Gold non-essential"), e.nonEssential},
         {tr("Tied (no gold)"), e.tied},
         {tr("Adjudicated"), e.adjudicated},
         {tr("Adjudicated invalid"), e.adjudicatedInvalid}}};
    for (const auto &[label, n] : rows) {
        counts.rows.push_back({text(label), countCell(n)});
    }
    counts.rows.push_back(
        {text(tr("Annotators")),
         text(annotators.isEmpty() ? tr("none") : annotators.join(QStringLiteral(", ")))});
    return heading(3, tr("Counts")) + table(counts);
}

Html Writer::esdDataset(const EsdReport &e)
{
    if (!e.dataset) {
        return {};
    }
    Table t{{tr("Length"), tr("Items"), tr("Mean"), tr("Least"), tr("Most")}, {}};
    const std::array<std::pair<QString, const metrics::LengthTally *>, 4> rows = {
        {{tr("Steps per goal"), &e.dataset->stepsPerGoal},
         {tr("Words per step"), &e.dataset->stepTokens},
         {tr("Words per goal"), &e.dataset->goalTokens},
         {tr("Words per method"), &e.dataset->modifierTokens}}};
    for (const auto &[label, tally] : rows) {
        t.rows.push_back({text(label), countCell(tally->items), value(tally->mean(), 2),
                          countCell(tally->min), countCell(tally->max)});
    }
    return heading(3, tr("The dataset")) + table(t) +
           paragraph(tr("Words are runs of characters between whitespace; a goal's method "
                        "counts when it has one."));
}

Html Writer::esdPace(const EsdReport &e)
{
    if (e.pace.empty()) {
        return {};
    }
    Table t{{tr("Annotator"), tr("Labels"), tr("Timed"), tr("Median seconds a label"),
             tr("Labels per hour"), tr("Unlabelled"), tr("Hours to finish")},
            {}};
    for (const EsdPaceRow &p : e.pace) {
        t.rows.push_back({text(p.annotator), countCell(p.pace.labels), countCell(p.pace.timed),
                          value(p.pace.medianSeconds, 1), value(p.pace.perHour, 0),
                          countCell(p.remaining), value(p.hoursToFinish, 1)});
    }
    return heading(3, tr("Labelling pace")) + table(t) +
           paragraph(tr("A label's time is the gap since the annotator's previous label, "
                        "counted when each of the two was saved at a time of its own (an "
                        "import's labels share one) and the gap is at most %1 seconds (longer "
                        "is a break).")
                         .arg(metrics::kLabelPauseSeconds));
}

Html Writer::esdCohen(const EsdReport &e)
{
    if (e.cohenKappa.empty()) {
        return {};
    }
    Table t{{tr("Annotator"), tr("Annotator"), tr("Cohen's kappa"), ciHeader()}, {}};
    HeatMap map;
    map.title = tr("Cohen's kappa between annotators").toStdString();
    map.rows = e.annotators;
    map.columns = map.rows;
    map.values.assign(map.rows.size() * map.columns.size(), std::nullopt);
    auto indexOf = [&](const std::string &name) {
        return static_cast<std::size_t>(std::find(map.rows.begin(), map.rows.end(), name) -
                                        map.rows.begin());
    };
    for (const EsdCohenRow &c : e.cohenKappa) {
        t.rows.push_back({text(c.a), text(c.b), value(c.kappa), ci(c.kappa)});
        const std::size_t a = indexOf(c.a), b = indexOf(c.b);
        if (a < map.rows.size() && b < map.rows.size()) {
            map.values[a * map.columns.size() + b] = c.kappa.estimate.value;
            map.values[b * map.columns.size() + a] = c.kappa.estimate.value;
        }
    }
    return heading(3, tr("Cohen's kappa between annotators")) + table(t) +
           figure(heatMapSvg(map), tr("Heat map of Cohen's kappa for every pair of annotators"));
}

Html Writer::esdDrift(const EsdReport &e)
{
    if (e.drift.empty()) {
        return {};
    }
    LineChart chart;
    chart.title = tr("Agreement with gold in labelling order").toStdString();
    chart.xTitle = tr("Labels given, in the order given").toStdString();
    chart.yTitle = tr("Agreement with gold").toStdString();
    chart.yMin = 0.0;
    chart.yMax = 1.0;
    chart.xMin = 0.0;
    chart.width = 720;
    for (const Curve &line : e.drift) {
        chart.series.push_back({line.name, line.points});
    }
    return heading(3, tr("Agreement with gold in labelling order")) +
           figure(lineChartSvg(chart), tr("Line chart of each annotator's agreement with gold"),
                  tr("Each point is the share of %1 consecutive labels on pairs with gold "
                     "that equal the "
                     "gold, drawn at the block's last label.")
                      .arg(e.driftWindow));
}

Html Writer::esdModels(const EsdReport &e)
{
    Table t{{tr("Model"), tr("Setting"), tr("Family"), tr("Parameters"), tr("Higher score means"),
             tr("n"), tr("Essential"), tr("Non-essential"), tr("AUROC"), ciHeader()},
            {}};
    BarChart chart =
        barChart(tr("AUROC by model").toStdString(), tr("AUROC").toStdString(), 0.0, 1.0);
    chart.series = {{tr("Full (goal + modifier)").toStdString(), {}, {}},
                    {tr("Core (goal only)").toStdString(), {}, {}}};
    for (const EsdModelRow &m : e.models) {
        const bool core = m.setting == "core";
        t.rows.push_back({text(m.model), text(core ? tr("Core") : tr("Full")), text(m.family),
                          numeric(m.params ? formatFixed(*m.params, 0) : "–"),
                          text(m.lowerIsPositive ? tr("non-essential") : tr("essential")),
                          countCell(m.n), countCell(m.positives), countCell(m.negatives),
                          value(m.auroc), ci(m.auroc)});
        const std::size_t i = barOf(chart, m.model);
        BarSeries &s = chart.series[core ? 1 : 0];
        s.values[i] = m.auroc.estimate.value;
        s.intervals[i] = m.auroc.interval
                             ? std::optional(std::pair(m.auroc.interval->lo, m.auroc.interval->hi))
                             : std::nullopt;
    }
    // Rater groups (a lay human baseline) beside the models, against the same gold.
    for (const EsdHumanRow &h : e.human) {
        const std::string name = tr("Human (%1)").arg(q(h.group)).toStdString();
        const bool core = h.setting == "core";
        t.rows.push_back({text(name), text(core ? tr("Core") : tr("Full")),
                          text(std::string_view{}), numeric("–"), text(tr("essential")),
                          countCell(h.n), countCell(h.positives), countCell(h.negatives),
                          value(h.auroc), ci(h.auroc)});
        chart.series[core ? 1 : 0].values[barOf(chart, name)] = h.auroc.estimate.value;
    }
    std::string out = table(t);
    out += figure(barChartSvg(chart), tr("Bar chart of each model's AUROC with its 95% interval"));
    if (!e.roc.empty()) {
        LineChart roc;
        roc.title = tr("ROC curves").toStdString();
        roc.xTitle = tr("False positive rate").toStdString();
        roc.yTitle = tr("True positive rate").toStdString();
        roc.xMin = roc.yMin = 0.0;
        roc.xMax = roc.yMax = 1.0;
        roc.diagonal = true;
        roc.width = 560;
        roc.height = 480;
        for (const Curve &line : e.roc) {
            roc.series.push_back({line.name, line.points, line.colour, line.dash});
        }
        out += figure(lineChartSvg(roc), tr("Each model's ROC curve"));
    }
    return out;
}

// The ESD paper's human baseline: each member's accuracy on a seeded sample, and the mean.
Html Writer::esdHuman(const EsdReport &e)
{
    if (e.human.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Human baseline: each member against gold on a sample"));
    for (const EsdHumanRow &h : e.human) {
        const EsdHumanIndividual &i = h.individual;
        Table t{{tr("Member"), tr("n"), tr("Accuracy")}, {}};
        for (const EsdHumanMember &m : i.members) {
            t.rows.push_back({text(m.name), countCell(m.n), value(m.accuracy)});
        }
        t.rows.push_back({text(tr("Mean of the members")), numeric("–"), value(i.meanAccuracy)});
        out += paragraph(tr("%1 (%2): %3 pairs with gold drawn with seed %4; %5 members left out "
                            "of the mean for want of a labelled sampled pair.")
                             .arg(q(h.group), h.setting == "core" ? tr("Core") : tr("Full"))
                             .arg(i.sample)
                             .arg(i.seed)
                             .arg(i.leftOut));
        out += table(t);
    }
    return out;
}

// ---- ESTER

} // namespace es::report::html
