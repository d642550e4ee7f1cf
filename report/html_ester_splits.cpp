// The HTML report's ESTER figures per split (the paper's Tables 1 and 2, Figures 5, 9, 10
// and 12) and its warning about passages that splits share.
#include "report/html_writer.h"

namespace es::report::html {

namespace ester = metrics::ester;

// Passages the paper's splits never share, listed first so that nobody reads a split's
// figures without seeing it.
Html Writer::esterSplitOverlap(const EsterReport &e)
{
    if (e.splitOverlap.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Warnings")) + "<ul class=\"warnings\">\n";
    out += "<li>" +
           esc(tr("%n passage(s) are in more than one split: ESTER keeps training and "
                  "evaluation passages apart, so a model trained on one split and scored on "
                  "another has read them.",
                  nullptr, static_cast<int>(e.splitOverlap.size()))) +
           "</li>\n</ul>\n";
    Table t{{tr("Passage"), tr("Opening"), tr("Splits")}, {}};
    for (const db::EsterSharedPassage &p : e.splitOverlap) {
        QStringList splits;
        for (const std::string &s : p.splits) {
            splits << q(s);
        }
        t.rows.push_back({countCell(static_cast<std::size_t>(p.passage)), text(p.opening),
                          text(splits.join(QStringLiteral(", ")))});
    }
    return out + table(t);
}

// Each split's counts, its questions and answers per question by relation type, and two
// charts comparing the splits type by type.
Html Writer::esterSplits(const EsterReport &e)
{
    if (e.splits.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Splits"));
    out += paragraph(tr("Answers are the gold answers; a question without them counts among "
                        "the questions but not in answers per question. Passage length in "
                        "tokens: lowercased, punctuation removed, split at every run of "
                        "white space."));
    Table all{{tr("Split"), tr("Passages"), tr("Questions"), tr("With gold answers"),
               tr("Answers per question"), tr("Passage tokens (mean)"), tr("Passage tokens (max)")},
              {}};
    BarChart questions;
    questions.title = tr("Questions by relation type and split").toStdString();
    questions.yTitle = tr("Questions").toStdString();
    BarChart answers;
    answers.title = tr("Answers per question by relation type and split").toStdString();
    answers.yTitle = tr("Answers per question").toStdString();
    for (std::size_t type = 0; type < kEsterRelations; ++type) {
        const std::string name = relationName(esterRelationKey(type)).toStdString();
        questions.categories.push_back(name);
        answers.categories.push_back(name);
    }
    std::string perSplit;
    for (const ester::SplitFigures &f : e.splits) {
        all.rows.push_back({text(f.name), countCell(f.passages), countCell(f.questions),
                            countCell(f.withGold), value(f.answersPerQuestion, 2),
                            value(f.passageTokensMean, 1), countCell(f.passageTokensMax)});
        Table byType{{tr("Relation type"), tr("Questions"), tr("Answers per question")}, {}};
        BarSeries asked{f.name, {}, {}};
        BarSeries answered{f.name, {}, {}};
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            const ester::SplitTypeFigures &ft = f.byType[type];
            byType.rows.push_back({text(relationName(esterRelationKey(type))),
                                   countCell(ft.questions), value(ft.answersPerQuestion, 2)});
            asked.values.push_back(static_cast<double>(ft.questions));
            answered.values.push_back(ft.answersPerQuestion.value);
        }
        questions.series.push_back(std::move(asked));
        answers.series.push_back(std::move(answered));
        perSplit += heading(4, tr("Split %1 by relation type").arg(q(f.name))) + table(byType);
    }
    out += table(all) + perSplit;
    out += figure(barChartSvg(questions),
                  tr("Bar chart of the questions of each relation type in each split"));
    out += figure(barChartSvg(answers),
                  tr("Bar chart of the answers per question of each relation type in each "
                     "split"));
    return out;
}

// The most frequent openings of questions and n-grams of answers, by relation type.
Html Writer::esterNgrams(const EsterReport &e)
{
    if (e.splits.empty()) {
        return {};
    }
    std::string out = heading(3, tr("Question and answer n-grams by relation type"));
    out += paragraph(tr("Question openings are a question's first %1 tokens; answer n-grams "
                        "every run of %2 tokens within a gold answer. The %3 most frequent of "
                        "each type; in the charts the number after an n-gram is its relation "
                        "type's place in the table.")
                         .arg(e.ngramSizes.questionLead)
                         .arg(e.ngramSizes.answer)
                         .arg(e.ngramSizes.top));
    // A split's most frequent n-grams, a bar each, coloured by relation type; the same
    // n-gram under two types is two bars.
    const auto chart = [](const QString &title, const ester::SplitFigures &f,
                          std::vector<ester::NgramCount> ester::SplitTypeFigures::*which) {
        BarChart c;
        c.title = title.toStdString();
        c.yTitle = tr("Count").toStdString();
        c.overlay = true;
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            c.series.push_back({relationName(esterRelationKey(type)).toStdString(), {}, {}});
        }
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            for (const ester::NgramCount &n : f.byType[type].*which) {
                const std::size_t at = barOf(c, n.ngram + " (" + std::to_string(type + 1) + ")");
                c.series[type].values[at] = static_cast<double>(n.count);
            }
        }
        return barChartSvg(c);
    };
    const auto listed = [](const std::vector<ester::NgramCount> &ngrams) {
        QStringList parts;
        for (const ester::NgramCount &n : ngrams) {
            parts << tr("%1 (%2)").arg(q(n.ngram)).arg(n.count);
        }
        return parts.join(QStringLiteral("; "));
    };
    for (const ester::SplitFigures &f : e.splits) {
        Table t{{tr("Relation type"), tr("Most frequent question openings"),
                 tr("Most frequent answer n-grams")},
                {}};
        for (std::size_t type = 0; type < kEsterRelations; ++type) {
            t.rows.push_back(
                {text(tr("%1. %2").arg(type + 1).arg(relationName(esterRelationKey(type)))),
                 text(listed(f.byType[type].questionLeads)),
                 text(listed(f.byType[type].answerNgrams))});
        }
        out += heading(4, tr("Split %1").arg(q(f.name))) + table(t);
        out += figure(chart(tr("Question openings in %1").arg(q(f.name)), f,
                            &ester::SplitTypeFigures::questionLeads),
                      tr("Bar chart of the most frequent question openings of each relation "
                         "type in split %1")
                          .arg(q(f.name)));
        out += figure(chart(tr("Answer n-grams in %1").arg(q(f.name)), f,
                            &ester::SplitTypeFigures::answerNgrams),
                      tr("Bar chart of the most frequent answer n-grams of each relation type "
                         "in split %1")
                          .arg(q(f.name)));
    }
    return out;
}

} // namespace es::report::html
