#include "report/esd_report.h"

#include "report/report_json.h"

namespace es::report {

using nlohmann::ordered_json;

namespace {

Figure figure(const metrics::Estimate &estimate, const OptionalInterval &interval = std::nullopt)
{
    return Figure{estimate, interval};
}

ordered_json lengthJson(const metrics::LengthTally &t)
{
    ordered_json out = {{"items", t.items}};
    putEstimate(out, "mean", t.mean());
    out["min"] = t.min;
    out["max"] = t.max;
    return out;
}

// The paper's Table 1 and each annotator's pace, after the agreement figures.
void putWork(ordered_json &esd, const EsdReport &r)
{
    if (r.dataset) {
        esd["dataset"] = {{"steps_per_goal", lengthJson(r.dataset->stepsPerGoal)},
                          {"step_words", lengthJson(r.dataset->stepTokens)},
                          {"goal_words", lengthJson(r.dataset->goalTokens)},
                          {"method_words", lengthJson(r.dataset->modifierTokens)}};
    }
    ordered_json rows = ordered_json::array();
    for (const EsdPaceRow &p : r.pace) {
        ordered_json row = {
            {"annotator", p.annotator}, {"labels", p.pace.labels}, {"timed", p.pace.timed}};
        putEstimate(row, "median_seconds", p.pace.medianSeconds);
        putEstimate(row, "labels_per_hour", p.pace.perHour);
        row["remaining"] = p.remaining;
        putEstimate(row, "hours_to_finish", p.hoursToFinish);
        rows.push_back(std::move(row));
    }
    esd["pace"] = {{"pause_seconds", static_cast<int>(metrics::kLabelPauseSeconds)},
                   {"annotators", std::move(rows)}};
}

} // namespace

EsdReport buildEsdReport(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                         const EsdIntervals *intervals)
{
    EsdReport r;
    r.pairs = stats.pairs;
    r.goals = snapshot.goals.size();
    r.annotators = snapshot.annotators;
    r.kept = stats.kept;
    r.invalid = stats.invalid;
    r.incomplete = stats.incomplete;
    r.essential = stats.essential;
    r.nonEssential = stats.nonEssential;
    r.tied = stats.tied;
    r.adjudicated = stats.adjudicated;
    r.adjudicatedInvalid = stats.adjudicatedInvalid;
    r.fleissKappa = figure(stats.fleissKappa, intervals ? intervals->fleissKappa : std::nullopt);
    r.gwetAC1 = figure(stats.gwetAC1, intervals ? intervals->gwetAC1 : std::nullopt);
    r.percentAgreement = figure(stats.percentAgreement);
    r.krippendorffAlpha = figure(stats.krippendorffAlpha);
    for (std::size_t i = 0; i < stats.cohenKappa.size(); ++i) {
        const auto &c = stats.cohenKappa[i];
        r.cohenKappa.push_back(
            {snapshot.annotators[c.a], snapshot.annotators[c.b],
             figure(c.kappa, intervals ? intervals->cohenKappa[i] : std::nullopt)});
    }
    for (std::size_t i = 0; i < stats.models.size(); ++i) {
        const auto &m = stats.models[i];
        const metrics::EsdModelScores &info = snapshot.models[m.scores];
        r.models.push_back({info.model, info.setting,
                            info.direction == metrics::ScoreDirection::LowerIsPositive, m.n,
                            m.roc.positives, m.roc.negatives,
                            figure(m.roc.auroc, intervals ? intervals->auroc[i] : std::nullopt),
                            info.family, info.params});
    }
    for (const auto &a : stats.annotatorAccuracy) {
        r.annotatorAccuracy.push_back({snapshot.annotators[a.annotator], a.n, figure(a.accuracy)});
    }
    r.panel = stats.panelMode;
    if (stats.panelSize > 0) {
        r.panelSize = stats.panelSize;
    }
    for (std::size_t i = 0; i < stats.raterGroups.size() && i < snapshot.groups.size(); ++i) {
        const db::EsdRaterGroup &g = snapshot.groups[i];
        const metrics::RaterGroupResult &h = stats.raterGroups[i];
        EsdHumanIndividual individual{h.individual.sample,
                                      h.individual.seed,
                                      {},
                                      figure(h.individual.meanAccuracy),
                                      h.individual.leftOut};
        // A group's Core half is scored on its own table of labels (EsdSnapshot::coreLabels).
        const std::vector<std::string> &names =
            g.coreLabels ? snapshot.coreLabellerNames : snapshot.annotators;
        for (const metrics::MemberAccuracy &m : h.individual.members) {
            individual.members.push_back({names[m.member], m.n, figure(m.accuracy)});
        }
        r.human.push_back({g.name, g.setting, g.members.size(), h.n, h.roc.positives,
                           h.roc.negatives, figure(h.roc.auroc), h.accuracyN, figure(h.accuracy),
                           std::move(individual)});
    }
    return r;
}

namespace {

// The ESD paper's human baseline: each member's accuracy on the seeded sample, and their mean.
ordered_json humanIndividualJson(const EsdHumanIndividual &h)
{
    ordered_json members = ordered_json::array();
    for (const EsdHumanMember &m : h.members) {
        ordered_json row = {{"name", m.name}, {"n", m.n}};
        putFigure(row, "accuracy", m.accuracy);
        members.push_back(std::move(row));
    }
    ordered_json out = {{"sample", h.sample}, {"seed", h.seed}, {"members", std::move(members)}};
    putFigure(out, "mean_accuracy", h.meanAccuracy);
    out["left_out"] = h.leftOut;
    return out;
}

} // namespace

ordered_json esdReportJson(const EsdReport &r)
{
    ordered_json esd;
    esd["pairs"] = r.pairs;
    esd["goals"] = r.goals;
    esd["annotators"] = r.annotators;
    esd["kept"] = r.kept;
    esd["invalid"] = r.invalid;
    esd["incomplete"] = r.incomplete;
    esd["essential"] = r.essential;
    esd["non_essential"] = r.nonEssential;
    esd["tied"] = r.tied;
    esd["adjudicated"] = r.adjudicated;
    esd["adjudicated_invalid"] = r.adjudicatedInvalid;
    putFigure(esd, "fleiss_kappa", r.fleissKappa);
    putFigure(esd, "gwet_ac1", r.gwetAC1);
    putFigure(esd, "percent_agreement", r.percentAgreement);
    putFigure(esd, "krippendorff_alpha", r.krippendorffAlpha);

    ordered_json cohen = ordered_json::array();
    for (const EsdCohenRow &c : r.cohenKappa) {
        ordered_json row = {{"a", c.a}, {"b", c.b}};
        putFigure(row, "kappa", c.kappa);
        cohen.push_back(std::move(row));
    }
    esd["cohen_kappa"] = std::move(cohen);

    ordered_json models = ordered_json::array();
    for (const EsdModelRow &m : r.models) {
        ordered_json row = {{"model", m.model},
                            {"setting", m.setting},
                            {"direction", m.lowerIsPositive ? "lower" : "higher"},
                            {"n", m.n},
                            {"positives", m.positives},
                            {"negatives", m.negatives}};
        putFigure(row, "auroc", m.auroc);
        if (!m.family.empty()) {
            row["family"] = m.family;
        }
        if (m.params) {
            row["params"] = *m.params;
        }
        models.push_back(std::move(row));
    }
    esd["models"] = std::move(models);

    ordered_json accuracy = ordered_json::array();
    for (const EsdAccuracyRow &a : r.annotatorAccuracy) {
        ordered_json row = {{"annotator", a.annotator}, {"n", a.n}};
        putFigure(row, "accuracy", a.accuracy);
        accuracy.push_back(std::move(row));
    }
    esd["annotator_accuracy"] = std::move(accuracy);

    esd["panel"] = r.panel == metrics::EsdPanels::Mode::Assigned   ? "assigned"
                   : r.panel == metrics::EsdPanels::Mode::Implicit ? "implicit"
                                                                   : "everyone";
    if (r.panelSize) {
        esd["panel_size"] = *r.panelSize;
    } else {
        esd["panel_size"] = nullptr;
        esd["panel_size_reason"] = "the panels differ in size";
    }

    // Rater groups scored like models against the experts' gold, never part of it.
    ordered_json human = ordered_json::array();
    for (const EsdHumanRow &h : r.human) {
        ordered_json row = {{"group", h.group},         {"setting", h.setting},
                            {"members", h.members},     {"n", h.n},
                            {"positives", h.positives}, {"negatives", h.negatives}};
        putFigure(row, "auroc", h.auroc);
        row["accuracy_n"] = h.accuracyN;
        putFigure(row, "accuracy", h.accuracy);
        row["individual"] = humanIndividualJson(h.individual);
        human.push_back(std::move(row));
    }
    esd["human"] = std::move(human);
    putWork(esd, r);
    return esd;
}

void addEsdWork(EsdReport &report, const db::EsdSnapshot &snapshot,
                const metrics::EsdDatasetTallies &dataset,
                const std::vector<std::vector<double>> &labelTimes)
{
    report.dataset = dataset;
    const std::vector<db::EsdPace> paces = db::esdPaces(snapshot, labelTimes);
    report.pace.clear();
    for (std::size_t c = 0; c < paces.size(); ++c) {
        report.pace.push_back(
            {snapshot.annotators[c], paces[c].pace, paces[c].remaining, paces[c].hoursToFinish});
    }
}

ordered_json esdReportJson(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                           const EsdIntervals *intervals)
{
    return esdReportJson(buildEsdReport(snapshot, stats, intervals));
}

} // namespace es::report
