#include "report/esd_report.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;

ordered_json esdReportJson(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                           const EsdIntervals *intervals)
{
    ordered_json esd;
    esd["pairs"] = stats.pairs;
    esd["goals"] = snapshot.goals.size();
    esd["annotators"] = snapshot.annotators;
    esd["kept"] = stats.kept;
    esd["invalid"] = stats.invalid;
    esd["incomplete"] = stats.incomplete;
    esd["essential"] = stats.essential;
    esd["non_essential"] = stats.nonEssential;
    esd["tied"] = stats.tied;
    esd["adjudicated"] = stats.adjudicated;
    esd["adjudicated_invalid"] = stats.adjudicatedInvalid;
    putEstimate(esd, "fleiss_kappa", stats.fleissKappa);
    if (intervals) {
        putInterval(esd, "fleiss_kappa", intervals->fleissKappa);
    }
    putEstimate(esd, "percent_agreement", stats.percentAgreement);
    putEstimate(esd, "krippendorff_alpha", stats.krippendorffAlpha);

    ordered_json cohen = ordered_json::array();
    for (std::size_t i = 0; i < stats.cohenKappa.size(); ++i) {
        const auto &c = stats.cohenKappa[i];
        ordered_json row = {{"a", snapshot.annotators[c.a]}, {"b", snapshot.annotators[c.b]}};
        putEstimate(row, "kappa", c.kappa);
        if (intervals) {
            putInterval(row, "kappa", intervals->cohenKappa[i]);
        }
        cohen.push_back(std::move(row));
    }
    esd["cohen_kappa"] = std::move(cohen);

    ordered_json models = ordered_json::array();
    for (std::size_t i = 0; i < stats.models.size(); ++i) {
        const auto &m = stats.models[i];
        const metrics::EsdModelScores &info = snapshot.models[m.scores];
        ordered_json row = {{"model", info.model},
                            {"setting", info.setting},
                            {"direction", info.direction == metrics::ScoreDirection::LowerIsPositive
                                              ? "lower"
                                              : "higher"},
                            {"n", m.n},
                            {"positives", m.roc.positives},
                            {"negatives", m.roc.negatives}};
        putEstimate(row, "auroc", m.roc.auroc);
        if (intervals) {
            putInterval(row, "auroc", intervals->auroc[i]);
        }
        if (!info.family.empty()) {
            row["family"] = info.family;
        }
        if (info.params) {
            row["params"] = *info.params;
        }
        models.push_back(std::move(row));
    }
    esd["models"] = std::move(models);

    ordered_json accuracy = ordered_json::array();
    for (const auto &a : stats.annotatorAccuracy) {
        ordered_json row = {{"annotator", snapshot.annotators[a.annotator]}, {"n", a.n}};
        putEstimate(row, "accuracy", a.accuracy);
        accuracy.push_back(std::move(row));
    }
    esd["annotator_accuracy"] = std::move(accuracy);

    // Whose labels made kept pairs, gold and Fleiss' kappa (README: What the ESD figures mean).
    esd["panel"] = stats.panelMode == metrics::EsdPanels::Mode::Assigned   ? "assigned"
                   : stats.panelMode == metrics::EsdPanels::Mode::Implicit ? "implicit"
                                                                           : "everyone";
    if (stats.panelSize > 0) {
        esd["panel_size"] = stats.panelSize;
    } else {
        esd["panel_size"] = nullptr;
        esd["panel_size_reason"] = "the panels differ in size";
    }

    // Rater groups scored like models against the experts' gold, never part of it.
    ordered_json human = ordered_json::array();
    for (std::size_t i = 0; i < stats.raterGroups.size() && i < snapshot.groups.size(); ++i) {
        const db::EsdRaterGroup &g = snapshot.groups[i];
        const metrics::RaterGroupResult &r = stats.raterGroups[i];
        ordered_json row = {
            {"group", g.name}, {"setting", g.setting},         {"members", g.members.size()},
            {"n", r.n},        {"positives", r.roc.positives}, {"negatives", r.roc.negatives}};
        putEstimate(row, "auroc", r.roc.auroc);
        row["accuracy_n"] = r.accuracyN;
        putEstimate(row, "accuracy", r.accuracy);
        human.push_back(std::move(row));
    }
    esd["human"] = std::move(human);
    return esd;
}

} // namespace es::report
