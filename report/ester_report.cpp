#include "report/ester_report.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;
namespace ester = metrics::ester;

namespace {

void putMeans(ordered_json &obj, const ester::Means &m, const MeanIntervals *ci)
{
    obj["n"] = m.n;
    putEstimate(obj, "token_f1", m.tokenF1);
    if (ci) {
        putInterval(obj, "token_f1", ci->tokenF1);
    }
    putEstimate(obj, "hit1", m.hit1);
    if (ci) {
        putInterval(obj, "hit1", ci->hit1);
    }
    putEstimate(obj, "em", m.em);
    if (ci) {
        putInterval(obj, "em", ci->em);
    }
}

// A rater's means overall and by relation type, with their intervals.
void putEvaluation(ordered_json &obj, const ester::RaterEvaluation &ev, std::size_t e,
                   const EsterIntervals *intervals)
{
    putMeans(obj, ev.overall, intervals ? &intervals->overall[e] : nullptr);
    ordered_json types = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        ordered_json one;
        putMeans(one, ev.byType[t], intervals ? &intervals->byType[e][t] : nullptr);
        types[std::string(ester::relationName(static_cast<ester::Relation>(t)))] = std::move(one);
    }
    obj["by_type"] = std::move(types);
}

ordered_json reasonsJson(const ester::ReasonCounts &counts)
{
    ordered_json out = ordered_json::object();
    for (std::size_t r = 0; r < ester::kInvalidReasons; ++r) {
        out[std::string(ester::invalidReasonName(static_cast<ester::InvalidReason>(r)))] =
            counts.byReason[r];
    }
    out["unspecified"] = counts.unspecified;
    return out;
}

ordered_json validationJson(const ester::Validation &v)
{
    ordered_json writers = ordered_json::array();
    for (const ester::WriterValidation &w : v.writers) {
        ordered_json one = {{"writer", w.writer},
                            {"questions", w.questions.size()},
                            {"reviewed", w.reviewed},
                            {"valid", w.valid}};
        putEstimate(one, "validity", w.validity);
        one["below_threshold"] = w.belowThreshold;
        one["reasons"] = reasonsJson(w.reasons);
        writers.push_back(std::move(one));
    }
    return {{"threshold", v.threshold},
            {"reviews", v.reviews},
            {"invalid_reviews", v.invalidReviews},
            {"self_reviews", v.selfReviews},
            {"reasons", reasonsJson(v.reasons)},
            {"writers", std::move(writers)}};
}

} // namespace

ordered_json esterReportJson(const db::EsterSnapshot &snap, const db::EsterAnalysis &analysis,
                             const EsterIntervals *intervals)
{
    const ester::Statistics &st = analysis.stats;
    ordered_json out;
    out["passages"] = snap.passages.size();
    out["questions"] = st.questions;
    out["questions_with_gold"] = st.withGold;
    ordered_json byType = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        byType[std::string(ester::relationName(static_cast<ester::Relation>(t)))] = st.byType[t];
    }
    out["by_type"] = std::move(byType);

    ordered_json models = ordered_json::array();
    for (std::size_t e = 0; e < st.evaluations.size(); ++e) {
        const ester::RaterEvaluation &ev = st.evaluations[e];
        const auto &r = snap.raters[ev.rater];
        if (!r.model) {
            continue;
        }
        ordered_json m;
        m["model"] = r.name;
        m["split"] = r.split;
        putEvaluation(m, ev, e, intervals);
        models.push_back(std::move(m));
    }
    out["models"] = std::move(models);

    // People scored against gold as the models are: the human rows beside them.
    ordered_json human = ordered_json::array();
    for (std::size_t e = 0; e < st.evaluations.size(); ++e) {
        const ester::RaterEvaluation &ev = st.evaluations[e];
        const auto &r = snap.raters[ev.rater];
        if (r.model || ev.overall.n == 0) {
            continue;
        }
        ordered_json h;
        h["annotator"] = r.name;
        putEvaluation(h, ev, e, intervals);
        human.push_back(std::move(h));
    }
    out["human"] = std::move(human);

    ordered_json agreement = ordered_json::array();
    for (const ester::PairAgreement &pa : st.agreement) {
        ordered_json a = {{"a", snap.raters[pa.a].name}, {"b", snap.raters[pa.b].name}, {"n", pa.n}};
        putEstimate(a, "token_f1", pa.tokenF1);
        putEstimate(a, "em", pa.em);
        agreement.push_back(std::move(a));
    }
    out["agreement"] = std::move(agreement);

    ordered_json perQuestion = ordered_json::object();
    if (st.withGold > 0) {
        perQuestion["gold"] = st.answersPerQuestion[0];
    }
    for (std::size_t r = 0; r < snap.raters.size(); ++r) {
        if (!snap.raters[r].questions.empty()) {
            const auto &rater = snap.raters[r];
            perQuestion[rater.model ? rater.name + " (" + rater.split + ")" : rater.name] = st.answersPerQuestion[r + 1];
        }
    }
    out["answers_per_question"] = std::move(perQuestion);

    ordered_json types;
    ordered_json raters = ordered_json::array();
    for (std::size_t r : st.types.raters) {
        raters.push_back(snap.raters[r].name);
    }
    types["raters"] = std::move(raters);
    types["questions"] = st.types.items;
    putEstimate(types, "fleiss_kappa", st.types.fleissKappa);
    out["type_agreement"] = std::move(types);

    ordered_json mcnemar = ordered_json::array();
    for (const ester::McNemar &m : st.mcnemar) {
        mcnemar.push_back({{"a", snap.raters[m.a].name},
                           {"b", snap.raters[m.b].name},
                           {"split", snap.raters[m.a].split},
                           {"metric", m.metric},
                           {"n01", m.n01},
                           {"n10", m.n10},
                           {"p", m.p}});
    }
    out["mcnemar"] = std::move(mcnemar);

    const ester::Validation &validation = analysis.validation;
    out["validation"] = validationJson(validation);
    ordered_json perWriter = ordered_json::object();
    for (const ester::WriterValidation &w : validation.writers) {
        perWriter[w.writer] = w.questions.size();
    }
    out["questions_per_writer"] = std::move(perWriter);
    out["questions_without_writer"] = validation.withoutWriter;

    ordered_json tokens = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        const ester::TypeTokens &tt = analysis.tokens[t];
        ordered_json one = {{"questions", tt.questions}};
        putEstimate(one, "question_tokens", tt.questionTokens);
        one["answers"] = tt.answers;
        putEstimate(one, "answer_tokens", tt.answerTokens);
        tokens[std::string(ester::relationName(static_cast<ester::Relation>(t)))] = std::move(one);
    }
    out["tokens_by_type"] = std::move(tokens);
    return out;
}

} // namespace es::report
