#include "report/ester_type_confusion.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;
namespace ester = metrics::ester;

void addEsterPaperAgreement(EsterReport &r, const ester::Statistics &st,
                            const EsterIntervals *intervals)
{
    const ester::MajorityConfusion &mc = st.types.majority;
    r.typeConfusion.typed = mc.typed;
    r.typeConfusion.tied = mc.tied;
    r.typeConfusion.counts = mc.counts;
    for (std::size_t t = 0; t < kEsterRelations; ++t) {
        r.typeConfusion.shares[t] = ester::rowShares(mc.counts[t]);
    }
    const ester::AnswerMicroF1 &mf = st.answerMicroF1;
    r.answerMicroF1.comparisons = mf.comparisons;
    r.answerMicroF1.questions = mf.byQuestion.size();
    r.answerMicroF1.f1 = {mf.f1, intervals ? intervals->answerMicroF1 : std::nullopt};
}

void putEsterPaperAgreement(ordered_json &out, const EsterReport &r)
{
    const EsterTypeConfusion &c = r.typeConfusion;
    ordered_json confusion;
    confusion["basis"] = "rows: the question's own type; columns: the type most of the people "
                         "who typed it chose (questions two or more people typed; a tie for "
                         "the most votes has no majority and is left out); cells: shares of "
                         "the row";
    ordered_json types = ordered_json::array();
    for (std::size_t t = 0; t < kEsterRelations; ++t) {
        types.push_back(esterRelationKey(t));
    }
    confusion["types"] = std::move(types);
    confusion["typed"] = c.typed;
    confusion["tied"] = c.tied;
    ordered_json rows = ordered_json::array();
    for (std::size_t t = 0; t < kEsterRelations; ++t) {
        std::size_t questions = 0;
        ordered_json cells = ordered_json::array();
        for (std::size_t m = 0; m < kEsterRelations; ++m) {
            questions += c.counts[t][m];
            cells.push_back(c.shares[t][m] ? ordered_json(*c.shares[t][m]) : ordered_json());
        }
        rows.push_back({{"type", esterRelationKey(t)},
                        {"questions", questions},
                        {"counts", c.counts[t]},
                        {"cells", std::move(cells)}});
    }
    confusion["rows"] = std::move(rows);
    out["type_confusion"] = std::move(confusion);

    ordered_json micro;
    micro["comparisons"] = r.answerMicroF1.comparisons;
    micro["questions"] = r.answerMicroF1.questions;
    putFigure(micro, "micro_f1", r.answerMicroF1.f1);
    out["answer_micro_f1"] = std::move(micro);
}

} // namespace es::report
