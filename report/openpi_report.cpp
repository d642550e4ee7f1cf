#include "report/openpi_report.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;

namespace {

const char *raterType(const db::OpenPiSnapshot::Rater &r)
{
    return r.model ? "model" : r.gold ? "adjudicated" : "annotator";
}

} // namespace

ordered_json openPiReportJson(const db::OpenPiSnapshot &snap, const db::OpenPiAnalysis &analysis,
                              const std::vector<SalienceIntervals> *intervals)
{
    ordered_json o = ordered_json::object();
    o["procedures"] = analysis.procedures;
    o["entities"] = analysis.entities;
    ordered_json salience = ordered_json::array();
    for (std::size_t i = 0; i < analysis.salience.size(); ++i) {
        const auto &pair = analysis.salience[i];
        const SalienceIntervals *ci = intervals ? &(*intervals)[i] : nullptr;
        const auto &a = snap.raters[pair.a];
        const auto &b = snap.raters[pair.b];
        const auto &g = pair.agreement;
        ordered_json s;
        s["a"] = a.name;
        s["a_type"] = raterType(a);
        s["b"] = b.name;
        s["b_type"] = raterType(b);
        s["procedures"] = g.procedures;
        putEstimate(s, "global", g.global);
        if (ci) {
            putInterval(s, "global", ci->global);
        }
        putEstimate(s, "local", g.local);
        if (ci) {
            putInterval(s, "local", ci->local);
        }
        putEstimate(s, "global_spearman", g.globalSpearman);
        if (ci) {
            putInterval(s, "global_spearman", ci->globalSpearman);
        }
        putEstimate(s, "local_spearman", g.localSpearman);
        if (ci) {
            putInterval(s, "local_spearman", ci->localSpearman);
        }
        s["global_undefined"] = g.globalUndefined;
        s["local_undefined"] = g.localUndefined;
        salience.push_back(std::move(s));
    }
    o["salience"] = std::move(salience);
    ordered_json clusters = ordered_json::array();
    for (const auto &row : analysis.clusters) {
        const auto &r = snap.raters[row.rater];
        ordered_json c;
        c["rater"] = r.name;
        c["rater_type"] = raterType(r);
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
        clusters.push_back(std::move(c));
    }
    o["clusters"] = std::move(clusters);
    ordered_json histograms = ordered_json::array();
    for (const auto &h : analysis.histograms) {
        const auto &r = snap.raters[h.rater];
        histograms.push_back({{"rater", r.name},
                              {"rater_type", raterType(r)},
                              {"procedures", h.procedures},
                              {"global", h.global},
                              {"local", h.local}});
    }
    o["salience_histograms"] = std::move(histograms);
    ordered_json schemata = ordered_json::array();
    const auto prf = [](const metrics::openpi::PrecisionRecallF1 &x,
                        const metrics::openpi::SchemaCounts &n) {
        ordered_json v;
        putEstimate(v, "precision", x.precision);
        putEstimate(v, "recall", x.recall);
        putEstimate(v, "f1", x.f1);
        v["gold"] = n.goldTotal;
        v["gold_found"] = n.goldCorrect;
        v["predicted"] = n.predictedTotal;
        v["predicted_correct"] = n.predictedCorrect;
        return v;
    };
    for (const auto &row : analysis.schemata) {
        schemata.push_back({{"model", snap.raters[row.model].name},
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
    for (const auto &row : analysis.states) {
        ordered_json v{{"model", snap.raters[row.model].name},
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
    ordered_json errors = ordered_json::array();
    for (const auto &row : analysis.schemaErrors) {
        const std::size_t labelled = row.correct + row.noChange + row.nonsense;
        ordered_json v{{"model", snap.raters[row.model].name},
                       {"annotator", snap.raters[row.person].name},
                       {"procedures", row.procedures},
                       {"finished", row.finished},
                       {"predicted", row.predicted},
                       {"labelled", labelled},
                       {"correct", row.correct},
                       {"no_change", row.noChange},
                       {"nonsense", row.nonsense},
                       {"unlabelled", row.unlabelled},
                       {"missed", row.missed}};
        const auto share = [&](std::size_t n) {
            return labelled == 0 ? metrics::Estimate::undefined("no labelled pairs")
                                 : metrics::Estimate::of(static_cast<double>(n) /
                                                         static_cast<double>(labelled));
        };
        putEstimate(v, "correct_share", share(row.correct));
        putEstimate(v, "no_change_share", share(row.noChange));
        putEstimate(v, "nonsense_share", share(row.nonsense));
        errors.push_back(std::move(v));
    }
    o["schema_errors"] = std::move(errors);
    ordered_json expansions = ordered_json::array();
    for (const auto &row : analysis.expansions) {
        ordered_json v{{"annotator", snap.raters[row.person].name},
                       {"kind", std::string(db::clusterKindName(row.kind))},
                       {"generated", row.generated},
                       {"rated", row.rated},
                       {"correct", row.correct}};
        putEstimate(v, "share", row.share);
        expansions.push_back(std::move(v));
    }
    o["expansions"] = std::move(expansions);
    o["warnings"] = analysis.warnings;
    return o;
}

} // namespace es::report
