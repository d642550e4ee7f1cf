// The HTML report's OpenPI section.
#include "report/html_writer.h"

namespace es::report::html {

Html Writer::raterCell(const OpenPiRaterName &r)
{
    return text(r.model ? tr("%1 (model)").arg(q(r.name)) : q(r.name));
}

// OpenPI 2.0's Table 3: predicted schemata against the released clusters.
Html Writer::openPiSchemata(const OpenPiReport &o)
{
    if (o.schemata.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Predicted schemata against the released clusters"));
    Table t{{tr("Model"), tr("Expansion"), tr("Procedures"), tr("Entity P"), tr("Entity R"),
             tr("Entity F1"), tr("Attribute P"), tr("Attribute R"), tr("Attribute F1"),
             tr("Local entity F1"), tr("Local attribute F1")},
            {}};
    BarChart chart = barChart(tr("Predicted schemata, F1 (OpenPI 2.0 Table 3)").toStdString(),
                              tr("F1").toStdString(), 0.0, 1.0);
    chart.series = {{tr("entities").toStdString(), {}, {}},
                    {tr("attributes").toStdString(), {}, {}},
                    {tr("entities, per step").toStdString(), {}, {}},
                    {tr("attributes, per step").toStdString(), {}, {}}};
    // evaluate_schema.py counts a gold attribute again for every step that predicts
    // its entity, so a global attribute recall, and with it F1, can pass 1.
    bool overOne = false;
    for (const OpenPiSchemataRow &s : o.schemata) {
        t.rows.push_back({text(q(s.model)), text(s.expanded ? tr("with") : tr("without")),
                          countCell(s.procedures), value(s.entity.precision),
                          value(s.entity.recall), value(s.entity.f1), value(s.attribute.precision),
                          value(s.attribute.recall), value(s.attribute.f1), value(s.entityLocal.f1),
                          value(s.attributeLocal.f1)});
        chart.categories.push_back(
            (s.expanded ? tr("%1, expanded") : tr("%1")).arg(q(s.model)).toStdString());
        chart.series[0].values.push_back(s.entity.f1.value);
        chart.series[1].values.push_back(s.attribute.f1.value);
        chart.series[2].values.push_back(s.entityLocal.f1.value);
        chart.series[3].values.push_back(s.attributeLocal.f1.value);
        overOne = overOne || s.attribute.recall.value.value_or(0.0) > 1.0;
    }
    if (overOne) {
        chart.yMax.reset(); // from the data, so no bar is cut at 1
    }
    out += table(t);
    if (overOne) {
        out += paragraph(tr("A global attribute recall above 1 is evaluate_schema.py's counting, "
                            "kept so that the paper's figures reproduce: a gold attribute counts "
                            "once for every step whose predicted entity names it."));
    }
    return out + figure(barChartSvg(chart),
                        tr("Bar chart of each model's schemata F1, without and with expansion"));
}

// People's own state changes: every two people, and each against the gold states.
Html Writer::openPiStateAgreement(const OpenPiReport &o)
{
    if (o.stateAgreement.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Agreement on state changes"));
    out += paragraph(
        tr("Per step, a change of the second pairs with one of the first that names the same "
           "entity and attribute (any of their \" | \" names, without case); precision reads "
           "the second against the first. Exact: the paired changes' before and after match as "
           "evaluate_states.py matches a prediction with the gold. Same steps: steps where both "
           "wrote the same pairs. Gold: the released gold lists, or a procedure's own states, "
           "each decided step in place."));
    Table t{{tr("First"), tr("Second"), tr("Procedures"), tr("Changes (first / second)"),
             tr("Paired"), tr("Precision"), tr("Recall"), tr("F1"), ciHeader(), tr("Exact match"),
             ciHeader(), tr("Same steps")},
            {}};
    BarChart chart = barChart(tr("Agreement on state changes").toStdString(),
                              tr("Share").toStdString(), 0.0, 1.0);
    chart.series = {{tr("pairs F1").toStdString(), {}, {}},
                    {tr("exact match").toStdString(), {}, {}}};
    for (const OpenPiStateAgreementRow &r : o.stateAgreement) {
        const QString first = r.a == "gold" ? tr("gold") : q(r.a);
        const Figure f1{r.scores.f1, r.f1Interval};
        const Figure exact{r.scores.exactMatch, r.exactMatchInterval};
        t.rows.push_back(
            {text(first), text(q(r.b)), countCell(r.procedures),
             text(QStringLiteral("%1 / %2").arg(r.tally.changesA).arg(r.tally.changesB)),
             countCell(r.tally.matched), value(r.scores.precision), value(r.scores.recall),
             value(f1), ci(f1), value(exact), ci(exact), value(r.scores.sameSteps)});
        chart.categories.push_back(tr("%1 and %2").arg(first, q(r.b)).toStdString());
        chart.series[0].values.push_back(r.scores.f1.value);
        chart.series[0].intervals.push_back(bar(f1));
        chart.series[1].values.push_back(r.scores.exactMatch.value);
        chart.series[1].intervals.push_back(bar(exact));
    }
    out += table(t);
    out += figure(barChartSvg(chart),
                  tr("Bar chart of the agreement on which pairs change and on their values"));
    return out + openPiStateAgreementPerProcedure(o);
}

// Each pair's procedures, a folded table a pair, lowest F1 first.
Html Writer::openPiStateAgreementPerProcedure(const OpenPiReport &o)
{
    std::string out;
    for (const OpenPiStateAgreementRow &r : o.stateAgreement) {
        Table t{{tr("Procedure"), tr("Changes (first / second)"), tr("Paired"), tr("F1"),
                 tr("Exact match")},
                {}};
        for (const OpenPiStateAgreementProcedure &p : r.perProcedure) {
            t.rows.push_back(
                {text(p.procedure),
                 text(QStringLiteral("%1 / %2").arg(p.tally.changesA).arg(p.tally.changesB)),
                 countCell(p.tally.matched), value(p.scores.f1), value(p.scores.exactMatch)});
        }
        const QString pair = tr("%1 and %2").arg(r.a == "gold" ? tr("gold") : q(r.a), q(r.b));
        out += "<details>\n<summary>" +
               esc(tr("%1: state changes of %n procedure(s), lowest F1 first", nullptr,
                      static_cast<int>(r.perProcedure.size()))
                       .arg(pair)) +
               "</summary>\n" + table(t) + "</details>\n";
    }
    return out;
}

// Predicted states, OpenPI 2.0's Table 5 and judged paraphrases.
Html Writer::releasedEvaluations(const OpenPiReport &o)
{
    std::string out = openPiSchemata(o);
    if (!o.states.empty()) {
        out += heading(3, tr("Predicted states, exact match of before and after"));
        Table t{{tr("Model"), tr("Procedures"), tr("Against gold lists"), tr("Against the states"),
                 tr("Changes compared"), tr("Exact"), tr("Found no gold change"),
                 tr("Exact match")},
                {}};
        for (const OpenPiStatesRow &s : o.states) {
            t.rows.push_back({text(q(s.model)), countCell(s.procedures),
                              countCell(s.againstGoldLists), countCell(s.againstStates),
                              countCell(s.match.compared), countCell(s.match.exact),
                              countCell(s.unmatched), value(s.exactMatch)});
        }
        out += table(t);
    }
    out += openPiStateAgreement(o);
    if (!o.schemaErrors.empty()) {
        out += heading(3, tr("Errors in predicted schemata (OpenPI 2.0 Table 5)"));
        Table t{{tr("Model"), tr("Annotator"), tr("Procedures"), tr("Predicted pairs"),
                 tr("Correct"), tr("No change"), tr("Nonsense"), tr("Not labelled"), tr("Missed")},
                {}};
        BarChart chart = barChart(tr("Share of labelled pairs by error category").toStdString(),
                                  tr("Share").toStdString(), 0.0, 1.0);
        chart.series = {{tr("correct").toStdString(), {}, {}},
                        {tr("no change").toStdString(), {}, {}},
                        {tr("nonsense").toStdString(), {}, {}}};
        for (const OpenPiSchemaErrorsRow &e : o.schemaErrors) {
            t.rows.push_back({text(q(e.model)), text(q(e.annotator)), countCell(e.procedures),
                              countCell(e.predicted), countCell(e.correct), countCell(e.noChange),
                              countCell(e.nonsense), countCell(e.unlabelled), countCell(e.missed)});
            chart.categories.push_back(
                tr("%1 by %2").arg(q(e.model), q(e.annotator)).toStdString());
            chart.series[0].values.push_back(e.share(e.correct).value);
            chart.series[1].values.push_back(e.share(e.noChange).value);
            chart.series[2].values.push_back(e.share(e.nonsense).value);
        }
        out += table(t);
        out += figure(barChartSvg(chart),
                      tr("Bar chart of the shares of correct, no-change and nonsense pairs"));
    }
    if (!o.expansions.empty()) {
        out += heading(3, tr("Generated paraphrases judged correct"));
        Table t{{tr("Annotator"), tr("Paraphrases of"), tr("Generated"), tr("Judged"),
                 tr("Correct"), tr("Share")},
                {}};
        for (const OpenPiExpansionRow &e : o.expansions) {
            t.rows.push_back(
                {text(q(e.annotator)),
                 text(e.kind == db::OpenPiClusterKind::Entity ? tr("entities") : tr("attributes")),
                 countCell(e.generated), countCell(e.rated), countCell(e.correct), value(e.share)});
        }
        out += table(t);
    }
    return out;
}

Html Writer::openPiSalience(const OpenPiReport &o)
{
    std::string out =
        heading(3, tr("Salience agreement, mean Pearson's r over procedures (global / local)"));
    if (o.salience.empty()) {
        return out + paragraph(tr("fewer than two raters with salience"));
    }
    Table t{{tr("Rater"), tr("Rater"), tr("Procedures"), tr("Global r"), ciHeader(), tr("Local r"),
             ciHeader(), tr("Global Spearman"), ciHeader(), tr("Local Spearman"), ciHeader(),
             tr("Undefined global"), tr("Undefined local"), tr("Global α (interval)"), ciHeader(),
             tr("Local α (interval)"), ciHeader()},
            {}};
    BarChart chart = barChart(tr("Salience agreement (Pearson's r)").toStdString(),
                              tr("Pearson's r").toStdString(), -1.0, 1.0);
    chart.series = {{tr("global").toStdString(), {}, {}}, {tr("local").toStdString(), {}, {}}};
    for (const OpenPiSalienceRow &s : o.salience) {
        std::vector<std::string> cells = {raterCell(s.a), raterCell(s.b), countCell(s.procedures)};
        for (const Figure *f : {&s.global, &s.local, &s.globalSpearman, &s.localSpearman}) {
            cells.push_back(value(*f));
            cells.push_back(ci(*f));
        }
        cells.push_back(countCell(s.globalUndefined));
        cells.push_back(countCell(s.localUndefined));
        for (const Figure *f : {&s.globalAlpha, &s.localAlpha}) {
            cells.push_back(value(*f));
            cells.push_back(ci(*f));
        }
        t.rows.push_back(std::move(cells));
        chart.categories.push_back(tr("%1 / %2").arg(q(s.a.name), q(s.b.name)).toStdString());
        chart.series[0].values.push_back(s.global.estimate.value);
        chart.series[0].intervals.push_back(bar(s.global));
        chart.series[1].values.push_back(s.local.estimate.value);
        chart.series[1].intervals.push_back(bar(s.local));
    }
    out += table(t);
    out += paragraph(tr("α (interval) is Krippendorff's alpha with the interval metric over the "
                        "entities (global) and entity-steps (local) both raters rated, pooled "
                        "over the procedures."));
    return out + figure(barChartSvg(chart),
                        tr("Bar chart of each rater pair's mean Pearson's r with 95% intervals"));
}

// OpenPI 2.0's Figure 3 as tables: every pair's r of each procedure, a folded table a pair
// so that many procedures keep the page short, worst first.
Html Writer::openPiPerProcedure(const OpenPiReport &o)
{
    std::string out;
    for (const OpenPiSalienceRow &s : o.salience) {
        if (s.perProcedure.empty()) {
            continue;
        }
        std::vector<const OpenPiProcedureCorrelation *> rows;
        for (const OpenPiProcedureCorrelation &p : s.perProcedure) {
            rows.push_back(&p);
        }
        // Undefined r last: nothing to look at there but a constant rater.
        const auto key = [](const OpenPiProcedureCorrelation *p) {
            return std::pair(!p->global.has_value(), p->global.value_or(0.0));
        };
        std::stable_sort(rows.begin(), rows.end(),
                         [&](const auto *x, const auto *y) { return key(x) < key(y); });
        Table t{{tr("Procedure"), tr("Global r"), tr("Local r")}, {}};
        for (const OpenPiProcedureCorrelation *p : rows) {
            t.rows.push_back({text(p->procedure),
                              p->global ? value(*p->global, 3) : value(metrics::Estimate{}),
                              p->local ? value(*p->local, 3) : value(metrics::Estimate{})});
        }
        const QString pair = tr("%1 / %2").arg(q(s.a.name), q(s.b.name));
        out += "<details>\n<summary>" +
               esc(tr("%1: Pearson's r of %n procedure(s), lowest global r first", nullptr,
                      static_cast<int>(rows.size()))
                       .arg(pair)) +
               "</summary>\n" + table(t) + "</details>\n";
    }
    return out.empty() ? out : heading(3, tr("Pearson's r per procedure and rater pair")) + out;
}

Html Writer::openPiLeastAgreeing(const OpenPiReport &o)
{
    if (o.leastAgreeing.empty()) {
        return {};
    }
    BarChart chart = barChart(tr("Pearson's r, the %1 procedures where %2 agree least")
                                  .arg(o.leastAgreeing.size())
                                  .arg(q(o.leastAgreeingPair))
                                  .toStdString(),
                              tr("Pearson's r").toStdString(), -1.0, 1.0);
    chart.series = {{tr("global").toStdString(), {}, {}}};
    Table t{{tr("Procedure"), tr("Global r")}, {}};
    for (const auto &[procedure, r] : o.leastAgreeing) {
        chart.categories.push_back(procedure);
        chart.series[0].values.push_back(r);
        t.rows.push_back({text(procedure), numeric(formatFixed(r, 3))});
    }
    return heading(3, tr("Procedures with the least agreement")) + table(t) +
           figure(barChartSvg(chart),
                  tr("Bar chart of the procedures with the lowest Pearson's r"));
}

Html Writer::openPiClusters(const OpenPiReport &o)
{
    std::string out = heading(3, tr("Clusters against gold (precision / recall / F1)"));
    if (o.clusters.empty()) {
        return out + paragraph(tr("no clusterings besides gold"));
    }
    Table t{{tr("Rater"), tr("Kind"), tr("Procedures"), tr("Precision"), tr("Recall"), tr("F1"),
             tr("Gold clusters"), tr("Predicted clusters"), tr("Correctly predicted"),
             tr("Gold found")},
            {}};
    BarChart chart =
        barChart(tr("Clusters against gold").toStdString(), tr("Score").toStdString(), 0.0, 1.0);
    chart.series = {{tr("Precision").toStdString(), {}, {}},
                    {tr("Recall").toStdString(), {}, {}},
                    {tr("F1").toStdString(), {}, {}}};
    for (const OpenPiClusterRow &c : o.clusters) {
        const QString kind =
            c.kind == db::OpenPiClusterKind::Entity ? tr("entity") : tr("attribute");
        t.rows.push_back({raterCell(c.rater), text(kind), countCell(c.procedures),
                          value(c.score.precision), value(c.score.recall), value(c.score.f1),
                          countCell(c.counts.gold), countCell(c.counts.predicted),
                          countCell(c.counts.predictedCorrect), countCell(c.counts.goldFound)});
        chart.categories.push_back(tr("%1, %2").arg(q(c.rater.name), kind).toStdString());
        chart.series[0].values.push_back(c.score.precision.value);
        chart.series[1].values.push_back(c.score.recall.value);
        chart.series[2].values.push_back(c.score.f1.value);
    }
    out += table(t);
    return out +
           figure(barChartSvg(chart),
                  tr("Bar chart of each clustering's precision, recall and F1")) +
           openPiCoreference(o);
}

// The same clusterings scored as coreference, as the CoNLL-2012 scorer sums them.
Html Writer::openPiCoreference(const OpenPiReport &o)
{
    Table t{{tr("Rater"), tr("Kind"), tr("Measure"), tr("Precision"), ciHeader(), tr("Recall"),
             ciHeader(), tr("F1"), ciHeader()},
            {}};
    BarChart chart = barChart(tr("Clusters as coreference (F1)").toStdString(),
                              tr("F1").toStdString(), 0.0, 1.0);
    const QString measures[] = {tr("MUC"), tr("B-cubed"), tr("CEAF-e")};
    for (const QString &m : measures) {
        chart.series.push_back({m.toStdString(), {}, {}});
    }
    for (const OpenPiClusterRow &c : o.clusters) {
        const QString kind =
            c.kind == db::OpenPiClusterKind::Entity ? tr("entity") : tr("attribute");
        const CoreferenceFigure *figures[] = {&c.muc, &c.bCubed, &c.ceafE};
        for (std::size_t k = 0; k < 3; ++k) {
            const CoreferenceFigure &f = *figures[k];
            t.rows.push_back({raterCell(c.rater), text(kind), text(measures[k]), value(f.precision),
                              ci(f.precision), value(f.recall), ci(f.recall), value(f.f1),
                              ci(f.f1)});
            chart.series[k].values.push_back(f.f1.estimate.value);
            chart.series[k].intervals.push_back(bar(f.f1));
        }
        chart.categories.push_back(tr("%1, %2").arg(q(c.rater.name), kind).toStdString());
    }
    return heading(3, tr("Clusters as coreference (MUC, B-cubed, CEAF-e)")) +
           paragraph(tr("Gold is the key; a mention is its text within the procedure, predicted "
                        "mentions gold does not have are dropped, and the numerators and "
                        "denominators are summed over procedures (of attribute clusters, over "
                        "the entities scored above), as the CoNLL-2012 scorer sums them over "
                        "documents.")) +
           table(t) +
           figure(
               barChartSvg(chart),
               tr("Bar chart of each clustering's MUC, B-cubed and CEAF-e F1 with 95% intervals"));
}

Html Writer::openPiHistograms(const OpenPiReport &o)
{
    if (o.histograms.empty()) {
        return {};
    }
    Table t{{tr("Rater"), tr("Scope"), QStringLiteral("0"), QStringLiteral("1"),
             QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")},
            {}};
    std::string charts;
    for (const bool global : {true, false}) {
        BarChart chart;
        chart.title = (global ? tr("Global salience ratings") : tr("Per-step salience ratings"))
                          .toStdString();
        chart.yTitle = tr("Ratings").toStdString();
        for (int v = 0; v <= 5; ++v) {
            chart.categories.push_back(std::to_string(v));
        }
        for (const OpenPiHistogramRow &h : o.histograms) {
            std::vector<std::string> cells = {raterCell(h.rater),
                                              text(global ? tr("global") : tr("local"))};
            BarSeries s{h.rater.name, {}, {}};
            for (const std::size_t n : global ? h.global : h.local) {
                const auto v = static_cast<double>(n);
                cells.push_back(numeric(formatFixed(v, 0)));
                s.values.push_back(v);
            }
            t.rows.push_back(std::move(cells));
            chart.series.push_back(std::move(s));
        }
        charts +=
            figure(barChartSvg(chart), tr("Bar chart of how often each salience rating was given"));
    }
    return heading(3, tr("Salience ratings given")) + table(t) + charts;
}

Html Writer::openPi(const OpenPiReport &o)
{
    std::string out = "<section>\n" +
                      heading(2, tr("OpenPI 2.0: entity states, salience and clusters"), "openpi");
    Table counts{{tr("Count"), tr("Value")}, {}};
    counts.rows.push_back({text(tr("Procedures")), countCell(o.procedures)});
    counts.rows.push_back({text(tr("Entities")), countCell(o.entities)});
    out += heading(3, tr("Counts")) + table(counts);
    out += openPiSalience(o);
    out += openPiLeastAgreeing(o);
    out += openPiPerProcedure(o);
    out += openPiClusters(o);
    out += releasedEvaluations(o);
    out += openPiHistograms(o);
    if (!o.warnings.empty()) {
        out += heading(3, tr("Warnings")) + "<ul class=\"warnings\">\n";
        for (const std::string &w : o.warnings) {
            out += "<li>" + esc(w) + "</li>\n";
        }
        out += "</ul>\n";
    }
    return out + "</section>\n";
}

} // namespace es::report::html
