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
        clusters.push_back(std::move(c));
    }
    o["clusters"] = std::move(clusters);
    ordered_json histograms = ordered_json::array();
    for (const auto &h : analysis.histograms) {
        const auto &r = snap.raters[h.rater];
        histograms.push_back({{"rater", r.name}, {"rater_type", raterType(r)}, {"procedures", h.procedures},
                              {"global", h.global}, {"local", h.local}});
    }
    o["salience_histograms"] = std::move(histograms);
    o["warnings"] = analysis.warnings;
    return o;
}

} // namespace es::report
