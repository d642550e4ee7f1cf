#include "report/openpi_report.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;

namespace {

OpenPiRaterName raterName(const db::OpenPiSnapshot::Rater &r)
{
    return {r.name, r.model, !r.model && r.gold};
}

const char *raterType(const OpenPiRaterName &r)
{
    return r.model ? "model" : r.adjudicated ? "adjudicated" : "annotator";
}

ordered_json prf(const metrics::openpi::PrecisionRecallF1 &x,
                 const metrics::openpi::SchemaCounts &n)
{
    ordered_json v;
    putEstimate(v, "precision", x.precision);
    putEstimate(v, "recall", x.recall);
    putEstimate(v, "f1", x.f1);
    v["gold"] = n.goldTotal;
    v["gold_found"] = n.goldCorrect;
    v["predicted"] = n.predictedTotal;
    v["predicted_correct"] = n.predictedCorrect;
    return v;
}

ordered_json salienceJson(const OpenPiReport &r)
{
    ordered_json salience = ordered_json::array();
    for (const OpenPiSalienceRow &row : r.salience) {
        ordered_json s;
        s["a"] = row.a.name;
        s["a_type"] = raterType(row.a);
        s["b"] = row.b.name;
        s["b_type"] = raterType(row.b);
        s["procedures"] = row.procedures;
        putFigure(s, "global", row.global);
        putFigure(s, "local", row.local);
        putFigure(s, "global_spearman", row.globalSpearman);
        putFigure(s, "local_spearman", row.localSpearman);
        s["global_undefined"] = row.globalUndefined;
        s["local_undefined"] = row.localUndefined;
        ordered_json alpha = ordered_json::object();
        putFigure(alpha, "global", row.globalAlpha);
        putFigure(alpha, "local", row.localAlpha);
        s["alpha_interval"] = std::move(alpha);
        ordered_json perProcedure = ordered_json::array();
        for (const OpenPiProcedureCorrelation &p : row.perProcedure) {
            perProcedure.push_back({{"procedure", p.procedure},
                                    {"global", p.global ? ordered_json(*p.global) : nullptr},
                                    {"local", p.local ? ordered_json(*p.local) : nullptr}});
        }
        s["per_procedure"] = std::move(perProcedure);
        salience.push_back(std::move(s));
    }
    return salience;
}

// `{precision, recall, f1}` with their intervals, and the sums they were made of.
ordered_json coreferenceJson(const CoreferenceFigure &f)
{
    ordered_json v = ordered_json::object();
    putFigure(v, "precision", f.precision);
    putFigure(v, "recall", f.recall);
    putFigure(v, "f1", f.f1);
    v["recall_numerator"] = f.counts.recallNumerator;
    v["recall_denominator"] = f.counts.recallDenominator;
    v["precision_numerator"] = f.counts.precisionNumerator;
    v["precision_denominator"] = f.counts.precisionDenominator;
    return v;
}

ordered_json clustersJson(const OpenPiReport &r)
{
    ordered_json clusters = ordered_json::array();
    for (const OpenPiClusterRow &row : r.clusters) {
        ordered_json c;
        c["rater"] = row.rater.name;
        c["rater_type"] = raterType(row.rater);
        c["kind"] = std::string(db::clusterKindName(row.kind));
        c["procedures"] = row.procedures;
        putEstimate(c, "precision", row.score.precision);
        putEstimate(c, "recall", row.score.recall);
        putEstimate(c, "f1", row.score.f1);
        c["gold_clusters"] = row.counts.gold;
        c["predicted_clusters"] = row.counts.predicted;
        c["correct_predicted"] = row.counts.predictedCorrect;
        c["gold_found"] = row.counts.goldFound;
        if (row.kind == db::OpenPiClusterKind::Attribute) {
            c["entities_scored"] = row.entitiesScored;
            c["entities_single_cluster"] = row.entitiesSingleCluster;
            c["entities_missing_from_gold"] = row.entitiesMissingFromGold;
        }
        c["muc"] = coreferenceJson(row.muc);
        c["b_cubed"] = coreferenceJson(row.bCubed);
        c["ceaf_e"] = coreferenceJson(row.ceafE);
        clusters.push_back(std::move(c));
    }
    return clusters;
}

// Predicted schemata and states, the error analysis and judged paraphrases.
void putReleasedEvaluations(ordered_json &o, const OpenPiReport &r)
{
    ordered_json schemata = ordered_json::array();
    for (const OpenPiSchemataRow &row : r.schemata) {
        schemata.push_back({{"model", row.model},
                            {"expanded", row.expanded},
                            {"procedures", row.procedures},
                            {"global",
                             {{"entity", prf(row.entity, row.counts.entity)},
                              {"attribute", prf(row.attribute, row.counts.attribute)}}},
                            {"local",
                             {{"entity", prf(row.entityLocal, row.counts.entityLocal)},
                              {"attribute", prf(row.attributeLocal, row.counts.attributeLocal)}}}});
    }
    o["schemata"] = std::move(schemata);
    ordered_json states = ordered_json::array();
    for (const OpenPiStatesRow &row : r.states) {
        ordered_json v{{"model", row.model},
                       {"procedures", row.procedures},
                       {"against_gold_lists", row.againstGoldLists},
                       {"against_states", row.againstStates},
                       {"compared", row.match.compared},
                       {"exact", row.match.exact},
                       {"unmatched", row.unmatched}};
        putEstimate(v, "exact_match", row.exactMatch);
        states.push_back(std::move(v));
    }
    o["states"] = std::move(states);
    ordered_json agreement = ordered_json::array();
    for (const OpenPiStateAgreementRow &row : r.stateAgreement) {
        const metrics::openpi::StateAgreementTally &t = row.tally;
        ordered_json v{{"a", row.a},
                       {"b", row.b},
                       {"procedures", row.procedures},
                       {"steps", t.steps},
                       {"same_steps", t.sameSteps},
                       {"changes_a", t.changesA},
                       {"changes_b", t.changesB},
                       {"matched", t.matched},
                       {"exact", t.exact}};
        putEstimate(v, "precision", row.scores.precision);
        putEstimate(v, "recall", row.scores.recall);
        putFigure(v, "f1", {row.scores.f1, row.f1Interval});
        putFigure(v, "exact_match", {row.scores.exactMatch, row.exactMatchInterval});
        putEstimate(v, "same_step_share", row.scores.sameSteps);
        ordered_json perProcedure = ordered_json::array();
        for (const OpenPiStateAgreementProcedure &p : row.perProcedure) {
            ordered_json q{{"procedure", p.procedure}};
            putEstimate(q, "f1", p.scores.f1);
            putEstimate(q, "exact_match", p.scores.exactMatch);
            q["matched"] = p.tally.matched;
            q["changes_a"] = p.tally.changesA;
            q["changes_b"] = p.tally.changesB;
            perProcedure.push_back(std::move(q));
        }
        v["per_procedure"] = std::move(perProcedure);
        agreement.push_back(std::move(v));
    }
    o["state_agreement"] = std::move(agreement);
    ordered_json errors = ordered_json::array();
    for (const OpenPiSchemaErrorsRow &row : r.schemaErrors) {
        ordered_json v{{"model", row.model},           {"annotator", row.annotator},
                       {"procedures", row.procedures}, {"finished", row.finished},
                       {"predicted", row.predicted},   {"labelled", row.labelled()},
                       {"correct", row.correct},       {"no_change", row.noChange},
                       {"nonsense", row.nonsense},     {"unlabelled", row.unlabelled},
                       {"missed", row.missed}};
        putEstimate(v, "correct_share", row.share(row.correct));
        putEstimate(v, "no_change_share", row.share(row.noChange));
        putEstimate(v, "nonsense_share", row.share(row.nonsense));
        errors.push_back(std::move(v));
    }
    o["schema_errors"] = std::move(errors);
    ordered_json expansions = ordered_json::array();
    for (const OpenPiExpansionRow &row : r.expansions) {
        ordered_json v{{"annotator", row.annotator},
                       {"kind", std::string(db::clusterKindName(row.kind))},
                       {"generated", row.generated},
                       {"rated", row.rated},
                       {"correct", row.correct}};
        putEstimate(v, "share", row.share);
        expansions.push_back(std::move(v));
    }
    o["expansions"] = std::move(expansions);
}

CoreferenceFigure coreferenceFigure(const metrics::coreference::Score &score,
                                    const metrics::coreference::Counts &counts,
                                    const CoreferenceIntervals *ci)
{
    return {Figure{score.precision, ci ? ci->precision : std::nullopt},
            Figure{score.recall, ci ? ci->recall : std::nullopt},
            Figure{score.f1, ci ? ci->f1 : std::nullopt}, counts};
}

} // namespace

OpenPiReport buildOpenPiReport(const db::OpenPiSnapshot &snap, const db::OpenPiAnalysis &analysis,
                               const std::vector<SalienceIntervals> *intervals,
                               const std::vector<ClusterIntervals> *clusterIntervals,
                               const std::vector<StateAgreementIntervals> *stateIntervals)
{
    OpenPiReport r;
    r.procedures = analysis.procedures;
    r.entities = analysis.entities;
    for (std::size_t i = 0; i < analysis.salience.size(); ++i) {
        const auto &pair = analysis.salience[i];
        const SalienceIntervals *ci = intervals ? &(*intervals)[i] : nullptr;
        const auto &g = pair.agreement;
        std::vector<OpenPiProcedureCorrelation> perProcedure;
        for (const auto &p : g.perProcedure) {
            perProcedure.push_back({snap.procedures[p.procedure].key, p.global, p.local});
        }
        r.salience.push_back(
            {raterName(snap.raters[pair.a]), raterName(snap.raters[pair.b]), g.procedures,
             Figure{g.global, ci ? ci->global : std::nullopt},
             Figure{g.local, ci ? ci->local : std::nullopt},
             Figure{g.globalSpearman, ci ? ci->globalSpearman : std::nullopt},
             Figure{g.localSpearman, ci ? ci->localSpearman : std::nullopt}, g.globalUndefined,
             g.localUndefined, Figure{g.globalAlpha, ci ? ci->globalAlpha : std::nullopt},
             Figure{g.localAlpha, ci ? ci->localAlpha : std::nullopt}, std::move(perProcedure)});
    }
    for (std::size_t i = 0; i < analysis.clusters.size(); ++i) {
        const auto &row = analysis.clusters[i];
        const ClusterIntervals *ci = clusterIntervals ? &(*clusterIntervals)[i] : nullptr;
        r.clusters.push_back(
            {raterName(snap.raters[row.rater]), row.kind, row.procedures, row.score,
             row.tally.counts, row.tally.scored, row.tally.singleCluster, row.tally.missingFromGold,
             coreferenceFigure(row.coreference.muc, row.tally.coreference.muc,
                               ci ? &ci->muc : nullptr),
             coreferenceFigure(row.coreference.bCubed, row.tally.coreference.bCubed,
                               ci ? &ci->bCubed : nullptr),
             coreferenceFigure(row.coreference.ceafE, row.tally.coreference.ceafE,
                               ci ? &ci->ceafE : nullptr)});
    }
    for (const auto &h : analysis.histograms) {
        r.histograms.push_back({raterName(snap.raters[h.rater]), h.procedures, h.global, h.local});
    }
    for (const auto &row : analysis.schemata) {
        r.schemata.push_back({snap.raters[row.model].name, row.expanded, row.procedures, row.counts,
                              row.entity, row.attribute, row.entityLocal, row.attributeLocal});
    }
    for (const auto &row : analysis.states) {
        r.states.push_back({snap.raters[row.model].name, row.procedures, row.againstGoldLists,
                            row.againstStates, row.match, row.unmatched, row.exactMatch});
    }
    for (std::size_t i = 0; i < analysis.stateAgreement.size(); ++i) {
        const auto &row = analysis.stateAgreement[i];
        const StateAgreementIntervals *ci = stateIntervals ? &(*stateIntervals)[i] : nullptr;
        std::vector<OpenPiStateAgreementProcedure> perProcedure;
        for (const auto &[procedure, tally] : row.byProcedure) {
            perProcedure.push_back({snap.procedures[procedure].key, tally,
                                    metrics::openpi::stateAgreementScores(tally)});
        }
        r.stateAgreement.push_back(
            {row.a < 0 ? std::string("gold") : snap.raters[static_cast<std::size_t>(row.a)].name,
             snap.raters[row.b].name, row.procedures, row.tally, row.scores,
             ci ? ci->f1 : std::nullopt, ci ? ci->exactMatch : std::nullopt,
             std::move(perProcedure)});
    }
    for (const auto &row : analysis.schemaErrors) {
        r.schemaErrors.push_back({row, snap.raters[row.model].name, snap.raters[row.person].name,
                                  row.procedures, row.finished});
    }
    for (const auto &row : analysis.expansions) {
        r.expansions.push_back({snap.raters[row.person].name, row.kind, row.generated, row.rated,
                                row.correct, row.share});
    }
    r.warnings = analysis.warnings;
    return r;
}

ordered_json openPiReportJson(const OpenPiReport &r)
{
    ordered_json o = ordered_json::object();
    o["procedures"] = r.procedures;
    o["entities"] = r.entities;
    o["salience"] = salienceJson(r);
    o["clusters"] = clustersJson(r);
    ordered_json histograms = ordered_json::array();
    for (const OpenPiHistogramRow &h : r.histograms) {
        histograms.push_back({{"rater", h.rater.name},
                              {"rater_type", raterType(h.rater)},
                              {"procedures", h.procedures},
                              {"global", h.global},
                              {"local", h.local}});
    }
    o["salience_histograms"] = std::move(histograms);
    putReleasedEvaluations(o, r);
    o["warnings"] = r.warnings;
    return o;
}

ordered_json openPiReportJson(const db::OpenPiSnapshot &snapshot,
                              const db::OpenPiAnalysis &analysis,
                              const std::vector<SalienceIntervals> *intervals)
{
    return openPiReportJson(buildOpenPiReport(snapshot, analysis, intervals));
}

} // namespace es::report
