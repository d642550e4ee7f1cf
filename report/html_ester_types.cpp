// The HTML report's ESTER agreement between people as the paper reports it: the pairwise
// micro-F1 between their answers and the type confusion against the typers' majority,
// normalised by row (the paper's Figure 4).
#include "report/html_writer.h"

namespace es::report::html {

Html Writer::esterTypeConfusion(const EsterReport &e)
{
    std::string out;
    const EsterAnswerMicroF1 &mf = e.answerMicroF1;
    if (mf.comparisons > 0) {
        Table t{{tr("Comparisons (pair, question)"), tr("Questions"),
                 tr("Answers' pairwise micro-F1"), ciHeader()},
                {}};
        t.rows.push_back(
            {countCell(mf.comparisons), countCell(mf.questions), value(mf.f1), ci(mf.f1)});
        out += table(t);
    }
    const EsterTypeConfusion &c = e.typeConfusion;
    if (c.typed == 0) {
        return out;
    }
    HeatMap map;
    map.title = tr("Question's type against the majority type, share of the row").toStdString();
    map.min = 0;
    map.max = 1;
    std::vector<QString> headers{tr("Question's type \\ majority")};
    for (std::size_t t = 0; t < kEsterRelations; ++t) {
        const QString name = relationName(esterRelationKey(t));
        map.rows.push_back(name.toStdString());
        map.columns.push_back(name.toStdString());
        headers.push_back(name);
    }
    headers.push_back(tr("Questions"));
    Table t{headers, {}};
    for (std::size_t row = 0; row < kEsterRelations; ++row) {
        std::vector<std::string> cells{text(relationName(esterRelationKey(row)))};
        std::size_t questions = 0;
        for (std::size_t col = 0; col < kEsterRelations; ++col) {
            const std::optional<double> share = c.shares[row][col];
            questions += c.counts[row][col];
            cells.push_back(share ? numeric(formatFixed(100 * *share, 1) + "%")
                                  : std::string("<td class=\"na\">–</td>"));
            map.values.push_back(share);
        }
        cells.push_back(countCell(questions));
        t.rows.push_back(std::move(cells));
    }
    out += heading(3, tr("Relation type against the majority of its typers (row %)")) +
           paragraph(tr("%n question(s) typed by two or more people; %1 without a majority type "
                        "(a tie for the most votes) left out.",
                        nullptr, static_cast<int>(c.typed))
                         .arg(c.tied)) +
           table(t) +
           figure(heatMapSvg(map), tr("Heat map of each question type's share of questions by "
                                      "the majority type its typers gave"));
    return out;
}

} // namespace es::report::html
