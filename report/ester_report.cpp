#include "report/ester_report.h"

#include "report/ester_type_confusion.h"
#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;
namespace ester = metrics::ester;

namespace {

EsterMeans means(const ester::Means &m, const MeanIntervals *ci)
{
    return {m.n,
            {m.tokenF1, ci ? ci->tokenF1 : std::nullopt},
            {m.hit1, ci ? ci->hit1 : std::nullopt},
            {m.em, ci ? ci->em : std::nullopt}};
}

EsterRaterRow raterRow(const ester::RaterEvaluation &ev, std::size_t e,
                       const EsterIntervals *intervals, std::string name, std::string split)
{
    EsterRaterRow row{std::move(name),
                      std::move(split),
                      means(ev.overall, intervals ? &intervals->overall[e] : nullptr),
                      {},
                      std::nullopt};
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        row.byType[t] = means(ev.byType[t], intervals ? &intervals->byType[e][t] : nullptr);
    }
    return row;
}

void putMeans(ordered_json &obj, const EsterMeans &m)
{
    obj["n"] = m.n;
    putFigure(obj, "token_f1", m.tokenF1);
    putFigure(obj, "hit1", m.hit1);
    putFigure(obj, "em", m.em);
}

// A rater's means overall and by relation type, with their intervals.
void putEvaluation(ordered_json &obj, const EsterRaterRow &row)
{
    putMeans(obj, row.overall);
    ordered_json types = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        ordered_json one;
        putMeans(one, row.byType[t]);
        types[esterRelationKey(t)] = std::move(one);
    }
    obj["by_type"] = std::move(types);
}

// A figure over a model's seeds: {mean, sd, n}, each undefined one null with its reason.
ordered_json seedSpreadJson(const metrics::SeedSpread &s)
{
    ordered_json out;
    putEstimate(out, "mean", s.mean);
    putEstimate(out, "sd", s.sd);
    out["n"] = s.n;
    return out;
}

// Each model over its seeds, and each run that is one of them pointed at it.
void addModelSeeds(EsterReport &r, const db::EsterSnapshot &snap,
                   const std::vector<ester::SeedSummary> &seeds)
{
    for (const ester::SeedSummary &s : seeds) {
        EsterSeedRow row{s.model, s.split, {}, s.tokenF1, s.hit1, s.em};
        for (const std::size_t rater : s.raters) {
            row.seeds.push_back(snap.raters[rater].name);
            for (EsterRaterRow &m : r.models) {
                if (m.name == snap.raters[rater].name && m.split == s.split) {
                    m.seeds = r.modelSeeds.size();
                }
            }
        }
        r.modelSeeds.push_back(std::move(row));
    }
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

ordered_json ngramsJson(const std::vector<ester::NgramCount> &ngrams)
{
    ordered_json out = ordered_json::array();
    for (const ester::NgramCount &n : ngrams) {
        out.push_back({{"ngram", n.ngram}, {"count", n.count}});
    }
    return out;
}

// One split's figures; its types as the released files spell them.
ordered_json splitJson(const ester::SplitFigures &f)
{
    ordered_json one = {{"split", f.name},
                        {"passages", f.passages},
                        {"questions", f.questions},
                        {"questions_with_gold", f.withGold},
                        {"answers", f.answers}};
    putEstimate(one, "answers_per_question", f.answersPerQuestion);
    ordered_json length;
    putEstimate(length, "mean", f.passageTokensMean);
    length["max"] = f.passageTokensMax;
    one["passage_tokens"] = std::move(length);
    ordered_json byType = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        const ester::SplitTypeFigures &ft = f.byType[t];
        ordered_json type = {{"questions", ft.questions},
                             {"questions_with_gold", ft.withGold},
                             {"answers", ft.answers}};
        putEstimate(type, "answers_per_question", ft.answersPerQuestion);
        type["question_leads"] = ngramsJson(ft.questionLeads);
        type["answer_ngrams"] = ngramsJson(ft.answerNgrams);
        byType[std::string(ester::relationFileName(static_cast<ester::Relation>(t)))] =
            std::move(type);
    }
    one["by_type"] = std::move(byType);
    return one;
}

// The figures per split, what their n-grams are, and the passages splits share.
void putSplits(ordered_json &out, const EsterReport &r)
{
    ordered_json splits = ordered_json::array();
    for (const ester::SplitFigures &f : r.splits) {
        splits.push_back(splitJson(f));
    }
    out["splits"] = std::move(splits);
    out["split_ngrams"] = {{"question_lead_tokens", r.ngramSizes.questionLead},
                           {"answer_tokens", r.ngramSizes.answer},
                           {"top", r.ngramSizes.top}};
    ordered_json overlap = ordered_json::array();
    for (const db::EsterSharedPassage &p : r.splitOverlap) {
        overlap.push_back({{"passage", p.passage}, {"opening", p.opening}, {"splits", p.splits}});
    }
    out["split_overlap"] = std::move(overlap);
}

} // namespace

std::string esterRelationKey(std::size_t t)
{
    return std::string(ester::relationName(static_cast<ester::Relation>(t)));
}

EsterReport buildEsterReport(const db::EsterSnapshot &snap, const db::EsterAnalysis &analysis,
                             const EsterIntervals *intervals)
{
    const ester::Statistics &st = analysis.stats;
    EsterReport r;
    r.passages = snap.passages.size();
    r.questions = st.questions;
    r.questionsWithGold = st.withGold;
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        r.byType[t] = st.byType[t];
    }
    for (std::size_t e = 0; e < st.evaluations.size(); ++e) {
        const ester::RaterEvaluation &ev = st.evaluations[e];
        const auto &rater = snap.raters[ev.rater];
        if (rater.model) {
            r.models.push_back(raterRow(ev, e, intervals, rater.name, rater.split));
        }
    }
    addModelSeeds(r, snap, analysis.seeds);
    for (std::size_t e = 0; e < st.evaluations.size(); ++e) {
        const ester::RaterEvaluation &ev = st.evaluations[e];
        const auto &rater = snap.raters[ev.rater];
        if (!rater.model && ev.overall.n > 0) {
            r.human.push_back(raterRow(ev, e, intervals, rater.name, {}));
        }
    }
    for (const ester::PairAgreement &pa : st.agreement) {
        r.agreement.push_back(
            {snap.raters[pa.a].name, snap.raters[pa.b].name, pa.n, pa.tokenF1, pa.em});
    }
    if (st.withGold > 0) {
        r.answersPerQuestion.push_back(
            {EsterAnswersRow::Whose::Gold, {}, {}, st.answersPerQuestion[0]});
    }
    for (std::size_t i = 0; i < snap.raters.size(); ++i) {
        const auto &rater = snap.raters[i];
        if (!rater.questions.empty()) {
            r.answersPerQuestion.push_back(
                {rater.model ? EsterAnswersRow::Whose::Model : EsterAnswersRow::Whose::Person,
                 rater.name, rater.split, st.answersPerQuestion[i + 1]});
        }
    }
    for (const std::size_t i : st.types.raters) {
        r.typeAgreement.raters.push_back(snap.raters[i].name);
    }
    r.typeAgreement.questions = st.types.items;
    r.typeAgreement.fleissKappa = st.types.fleissKappa;
    addEsterPaperAgreement(r, st, intervals);
    for (const ester::McNemar &m : st.mcnemar) {
        r.mcnemar.push_back({snap.raters[m.a].name, snap.raters[m.b].name, snap.raters[m.a].split,
                             m.metric, m.n01, m.n10, m.p});
    }
    r.validation = analysis.validation;
    r.tokensByType = analysis.tokens;
    const db::EsterSplitAnalysis splits = db::analyseEsterSplits(snap);
    r.splits = splits.splits;
    const ester::NgramOptions sizes;
    r.ngramSizes = {sizes.questionLead, sizes.answerN, sizes.top};
    r.splitOverlap = db::esterSharedPassages(snap, splits);
    return r;
}

ordered_json esterReportJson(const EsterReport &r)
{
    ordered_json out;
    out["passages"] = r.passages;
    out["questions"] = r.questions;
    out["questions_with_gold"] = r.questionsWithGold;
    ordered_json byType = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        byType[esterRelationKey(t)] = r.byType[t];
    }
    out["by_type"] = std::move(byType);

    ordered_json models = ordered_json::array();
    for (const EsterRaterRow &row : r.models) {
        ordered_json m;
        m["model"] = row.name;
        m["split"] = row.split;
        putEvaluation(m, row);
        models.push_back(std::move(m));
    }
    out["models"] = std::move(models);

    ordered_json modelSeeds = ordered_json::array();
    for (const EsterSeedRow &row : r.modelSeeds) {
        modelSeeds.push_back({{"model", row.model},
                              {"split", row.split},
                              {"seeds", row.seeds},
                              {"token_f1", seedSpreadJson(row.tokenF1)},
                              {"hit1", seedSpreadJson(row.hit1)},
                              {"em", seedSpreadJson(row.em)}});
    }
    out["model_seeds"] = std::move(modelSeeds);

    // People scored against gold as the models are: the human rows beside them.
    ordered_json human = ordered_json::array();
    for (const EsterRaterRow &row : r.human) {
        ordered_json h;
        h["annotator"] = row.name;
        putEvaluation(h, row);
        human.push_back(std::move(h));
    }
    out["human"] = std::move(human);

    ordered_json agreement = ordered_json::array();
    for (const EsterAgreementRow &pa : r.agreement) {
        ordered_json a = {{"a", pa.a}, {"b", pa.b}, {"n", pa.n}};
        putEstimate(a, "token_f1", pa.tokenF1);
        putEstimate(a, "em", pa.em);
        agreement.push_back(std::move(a));
    }
    out["agreement"] = std::move(agreement);

    ordered_json perQuestion = ordered_json::object();
    for (const EsterAnswersRow &row : r.answersPerQuestion) {
        const std::string key = row.whose == EsterAnswersRow::Whose::Gold ? std::string("gold")
                                : row.whose == EsterAnswersRow::Whose::Model
                                    ? row.name + " (" + row.split + ")"
                                    : row.name;
        perQuestion[key] = row.mean;
    }
    out["answers_per_question"] = std::move(perQuestion);

    ordered_json types;
    types["raters"] = r.typeAgreement.raters;
    types["questions"] = r.typeAgreement.questions;
    putEstimate(types, "fleiss_kappa", r.typeAgreement.fleissKappa);
    out["type_agreement"] = std::move(types);
    putEsterPaperAgreement(out, r);

    ordered_json mcnemar = ordered_json::array();
    for (const EsterMcNemarRow &m : r.mcnemar) {
        mcnemar.push_back({{"a", m.a},
                           {"b", m.b},
                           {"split", m.split},
                           {"metric", m.metric},
                           {"n01", m.n01},
                           {"n10", m.n10},
                           {"p", m.p}});
    }
    out["mcnemar"] = std::move(mcnemar);

    out["validation"] = validationJson(r.validation);
    ordered_json perWriter = ordered_json::object();
    for (const ester::WriterValidation &w : r.validation.writers) {
        perWriter[w.writer] = w.questions.size();
    }
    out["questions_per_writer"] = std::move(perWriter);
    out["questions_without_writer"] = r.validation.withoutWriter;

    ordered_json tokens = ordered_json::object();
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        const ester::TypeTokens &tt = r.tokensByType[t];
        ordered_json one = {{"questions", tt.questions}};
        putEstimate(one, "question_tokens", tt.questionTokens);
        one["answers"] = tt.answers;
        putEstimate(one, "answer_tokens", tt.answerTokens);
        tokens[esterRelationKey(t)] = std::move(one);
    }
    out["tokens_by_type"] = std::move(tokens);
    putSplits(out, r);
    return out;
}

ordered_json esterReportJson(const db::EsterSnapshot &snapshot, const db::EsterAnalysis &analysis,
                             const EsterIntervals *intervals)
{
    return esterReportJson(buildEsterReport(snapshot, analysis, intervals));
}

} // namespace es::report
