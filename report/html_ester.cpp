// The HTML report's ESTER section.
#include "report/html_writer.h"

namespace es::report::html {

Html Writer::ester(const EsterReport &e)
{
    std::string out = "<section>\n" + heading(2, tr("ESTER: event semantic relation QA"), "ester");
    Table counts{{tr("Count"), tr("Value")}, {}};
    counts.rows.push_back({text(tr("Passages")), countCell(e.passages)});
    counts.rows.push_back({text(tr("Questions")), countCell(e.questions)});
    counts.rows.push_back({text(tr("With gold answers")), countCell(e.questionsWithGold)});
    out += heading(3, tr("Counts")) + table(counts);
    out += esterSplitOverlap(e);

    Table t{{tr("Relation type"), tr("Questions")}, {}};
    BarChart chart;
    chart.title = tr("Questions by relation type").toStdString();
    chart.yTitle = tr("Questions").toStdString();
    chart.series = {{tr("questions").toStdString(), {}, {}}};
    for (std::size_t type = 0; type < kEsterRelations; ++type) {
        const QString name = relationName(esterRelationKey(type));
        t.rows.push_back({text(name), countCell(e.byType[type])});
        chart.categories.push_back(name.toStdString());
        chart.series[0].values.push_back(static_cast<double>(e.byType[type]));
    }
    out += heading(3, tr("Questions by relation type")) + table(t);
    out += figure(barChartSvg(chart), tr("Bar chart of the questions of each relation type"));

    out += heading(3, tr("Models against gold (token F1 / HIT@1 / EM)"));
    if (e.models.empty() && e.human.empty()) {
        out += paragraph(tr("no model predictions"));
    } else {
        out += esterScores(e) + esterSeeds(e);
    }
    out += esterAgreement(e);
    out += esterAnswers(e);
    if (!e.mcnemar.empty()) {
        Table m{
            {tr("Model"), tr("Model"), tr("Split"), tr("Metric"), tr("n01"), tr("n10"), tr("p")},
            {}};
        for (const EsterMcNemarRow &row : e.mcnemar) {
            m.rows.push_back({text(row.a), text(row.b), text(row.split),
                              text(row.metric == "em" ? tr("EM") : tr("HIT@1")), countCell(row.n01),
                              countCell(row.n10), value(row.p, 4)});
        }
        out += heading(3, tr("McNemar's exact test between models")) + table(m);
    }
    out += esterValidation(e.validation);
    out += esterLengths(e);
    out += esterSplits(e) + esterNgrams(e);
    return out + "</section>\n";
}

// Each model on its split and each person (the ESD report's "Human" rows): the same
// figures against the same gold, overall and by relation type.
Html Writer::esterScores(const EsterReport &e)
{
    const std::array<std::pair<Figure EsterMeans::*, QString>, 3> metrics = {
        {{&EsterMeans::tokenF1, tr("Token F1")},
         {&EsterMeans::hit1, tr("HIT@1")},
         {&EsterMeans::em, tr("EM")}}};
    Table t{{tr("Model"), tr("Split"), tr("Relation type"), tr("n")}, {}};
    for (const auto &[member, label] : metrics) {
        t.headers.push_back(label);
        t.headers.push_back(ciHeader());
    }
    if (!e.modelSeeds.empty()) {
        t.headers.push_back(tr("Over the model's seeds (mean ± sd)"));
    }
    BarChart overall =
        barChart(tr("Models against gold").toStdString(), tr("Score").toStdString(), 0.0, 1.0);
    for (const auto &[member, label] : metrics) {
        overall.categories.push_back(label.toStdString());
    }
    BarChart perType = barChart(tr("Token F1 by relation type").toStdString(),
                                tr("Token F1").toStdString(), 0.0, 1.0);
    for (std::size_t type = 0; type < kEsterRelations; ++type) {
        perType.categories.push_back(relationName(esterRelationKey(type)).toStdString());
    }
    auto rater = [&](const EsterRaterRow &r, const QString &shown, const std::string &series) {
        auto row = [&](const EsterMeans &m, const QString &type) {
            std::vector<std::string> cells = {text(shown), text(r.split), text(type),
                                              countCell(m.n)};
            for (const auto &[member, label] : metrics) {
                cells.push_back(value(m.*member));
                cells.push_back(ci(m.*member));
            }
            if (!e.modelSeeds.empty()) {
                cells.push_back(&m == &r.overall ? esterSeedCell(e, r) : Html("<td></td>"));
            }
            t.rows.push_back(std::move(cells));
        };
        row(r.overall, tr("all"));
        BarSeries s{series, {}, {}};
        for (const auto &[member, label] : metrics) {
            s.values.push_back((r.overall.*member).estimate.value);
            s.intervals.push_back(bar(r.overall.*member));
        }
        overall.series.push_back(std::move(s));
        BarSeries typed{series, {}, {}};
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            row(r.byType[type], relationName(esterRelationKey(type)));
            typed.values.push_back(r.byType[type].tokenF1.estimate.value);
            typed.intervals.push_back(bar(r.byType[type].tokenF1));
        }
        perType.series.push_back(std::move(typed));
    };
    for (const EsterRaterRow &m : e.models) {
        rater(m, q(m.name), tr("%1 on %2").arg(q(m.name), q(m.split)).toStdString());
    }
    for (const EsterRaterRow &h : e.human) {
        const QString name = tr("Human (%1)").arg(q(h.name));
        rater(h, name, name.toStdString());
    }
    return table(t) +
           figure(barChartSvg(overall),
                  tr("Bar chart of each model's and person's token F1, HIT@1 and EM "
                     "with 95% intervals")) +
           figure(barChartSvg(perType),
                  tr("Bar chart of each model's and person's token F1 per relation "
                     "type"));
}

Html Writer::esterAgreement(const EsterReport &e)
{
    std::string out;
    if (!e.agreement.empty()) {
        Table t{{tr("Annotator"), tr("Annotator"), tr("n"), tr("Token F1"), tr("EM")}, {}};
        for (const EsterAgreementRow &a : e.agreement) {
            t.rows.push_back({text(a.a), text(a.b), countCell(a.n), value(a.tokenF1), value(a.em)});
        }
        out += heading(3, tr("Agreement between annotators (token F1 / EM)")) + table(t);
    }
    if (e.typeAgreement.raters.size() >= 2) {
        QStringList raters;
        for (const std::string &r : e.typeAgreement.raters) {
            raters << q(r);
        }
        Table t{{tr("Raters"), tr("Questions"), tr("Relation type Fleiss' kappa")}, {}};
        t.rows.push_back({text(raters.join(QStringLiteral(", "))),
                          countCell(e.typeAgreement.questions),
                          value(e.typeAgreement.fleissKappa)});
        out += table(t);
    }
    return out + esterTypeConfusion(e);
}

// One row per name as `report --json` keys them: a later rater of the same name's
// figure in the first one's place.
Html Writer::esterAnswers(const EsterReport &e)
{
    std::vector<std::pair<std::string, double>> rows;
    for (const EsterAnswersRow &r : e.answersPerQuestion) {
        const std::string key = r.whose == EsterAnswersRow::Whose::Gold ? std::string("gold")
                                : r.whose == EsterAnswersRow::Whose::Model
                                    ? r.name + " (" + r.split + ")"
                                    : r.name;
        const auto at = std::find_if(rows.begin(), rows.end(),
                                     [&](const auto &row) { return row.first == key; });
        if (at == rows.end()) {
            rows.emplace_back(key, r.mean);
        } else {
            at->second = r.mean;
        }
    }
    if (rows.empty()) {
        return {};
    }
    Table t{{tr("Rater"), tr("Answers per question")}, {}};
    for (const auto &[key, mean] : rows) {
        t.rows.push_back({text(key == "gold" ? tr("gold") : q(key)), value(mean, 2)});
    }
    return heading(3, tr("Answers per question")) + table(t);
}

// The paper's worker validation: validity per writer against the bar, why questions
// were invalid, and how many questions each writer wrote (Figure 11).
Html Writer::esterValidation(const metrics::ester::Validation &v)
{
    std::string out = heading(3, tr("Worker validation"));
    const QString bar = tr("%1% threshold").arg(formatFixed(v.threshold * 100, 0).c_str());
    out += paragraph(
        tr("A writer is whoever wrote a question: its author in EventScope, or the worker "
           "its released record names. Their validity is the share of their questions "
           "someone else reviewed that the reviews judge valid (more valid than invalid "
           "reviews); the ESTER authors let writers below %1% go. %2 questions name no "
           "writer.")
            .arg(formatFixed(v.threshold * 100, 0).c_str())
            .arg(formatFixed(static_cast<double>(v.withoutWriter), 0).c_str()));
    if (v.writers.empty()) {
        return out + paragraph(tr("no question names its writer"));
    }
    Table t{{tr("Writer"), tr("Questions"), tr("Reviewed"), tr("Valid"), tr("Validity"),
             tr("Below the threshold")},
            {}};
    BarChart validity =
        barChart(tr("QA validity by writer").toStdString(), tr("Validity").toStdString(), 0.0, 1.0);
    validity.overlay = true;
    validity.reference = ReferenceLine{v.threshold, bar.toStdString()};
    validity.series = {{tr("at or above the threshold").toStdString(), {}, {}},
                       {tr("below the threshold").toStdString(), {}, {}}};
    BarChart written;
    written.title = tr("Questions per writer").toStdString();
    written.yTitle = tr("Questions").toStdString();
    written.series = {{tr("questions").toStdString(), {}, {}}};
    for (const metrics::ester::WriterValidation &w : v.writers) {
        t.rows.push_back({text(w.writer), countCell(w.questions.size()), countCell(w.reviewed),
                          countCell(w.valid), value(w.validity),
                          text(w.belowThreshold ? tr("yes") : QString())});
        validity.categories.push_back(w.writer);
        validity.series[0].values.push_back(w.belowThreshold ? std::nullopt : w.validity.value);
        validity.series[1].values.push_back(w.belowThreshold ? w.validity.value : std::nullopt);
        written.categories.push_back(w.writer);
        written.series[0].values.push_back(static_cast<double>(w.questions.size()));
    }
    out += table(t);
    out += figure(barChartSvg(validity),
                  tr("Bar chart of each writer's QA validity with the %1 line").arg(bar),
                  tr("Writers below the line are drawn in the second colour."));

    // Why questions were invalid: every invalid review, and those of each writer.
    Table r{{tr("Writer")}, {}};
    for (std::size_t reason = 0; reason <= metrics::ester::kInvalidReasons; ++reason) {
        r.headers.push_back(reasonTitle(reason));
    }
    auto row = [&](const QString &who, const metrics::ester::ReasonCounts &counts) {
        std::vector<std::string> cells = {text(who)};
        for (const std::size_t n : counts.byReason) {
            cells.push_back(countCell(n));
        }
        cells.push_back(countCell(counts.unspecified));
        r.rows.push_back(std::move(cells));
    };
    row(tr("all reviews"), v.reasons);
    for (const metrics::ester::WriterValidation &w : v.writers) {
        row(q(w.writer), w.reasons);
    }
    out += heading(3, tr("Why questions were invalid (invalid reviews)")) + table(r);
    out += heading(3, tr("Questions per writer"));
    out += figure(barChartSvg(written), tr("Bar chart of how many questions each writer wrote"));
    return out;
}

// Mean tokens a question and an answer by relation type (the paper's Table 5).
Html Writer::esterLengths(const EsterReport &e)
{
    std::string out = heading(3, tr("Tokens per question and answer by relation type"));
    out += paragraph(tr("Tokens as the ESTER evaluation makes them: lowercased, punctuation "
                        "removed, split on single spaces. Answers are the gold answers."));
    Table t{{tr("Relation type"), tr("Questions"), tr("Tokens a question"), tr("Answers"),
             tr("Tokens an answer")},
            {}};
    BarChart chart;
    chart.title = tr("Tokens by relation type").toStdString();
    chart.yTitle = tr("Mean tokens").toStdString();
    chart.series = {{tr("a question").toStdString(), {}, {}},
                    {tr("an answer").toStdString(), {}, {}}};
    for (std::size_t type = 0; type < kEsterRelations; ++type) {
        const metrics::ester::TypeTokens &one = e.tokensByType[type];
        const QString name = relationName(esterRelationKey(type));
        t.rows.push_back({text(name), countCell(one.questions), value(one.questionTokens, 2),
                          countCell(one.answers), value(one.answerTokens, 2)});
        chart.categories.push_back(name.toStdString());
        chart.series[0].values.push_back(one.questionTokens.value);
        chart.series[1].values.push_back(one.answerTokens.value);
    }
    out += table(t);
    out += figure(barChartSvg(chart),
                  tr("Bar chart of mean tokens a question and an answer by relation type"));
    return out;
}

// ---- OpenPI

} // namespace es::report::html
