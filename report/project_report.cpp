#include "report/project_report.h"

#include "db/engine/engine.h"
#include "db/esd/esd_drift.h"
#include "db/esd/esd_store.h"
#include "db/ester/ester_store.h"
#include "db/openpi/openpi_store.h"
#include "db/review/blind_view.h"
#include "metrics/annotator_quality.h"
#include "report/confidence.h"
#include "report/esd_report.h"
#include "report/ester_report.h"
#include "report/openpi_report.h"
#include "report/palette.h"

#include <QDateTime>
#include <QFileInfo>
#include <QString>
#include <algorithm>
#include <future>
#include <map>
#include <numeric>

namespace es::report {

namespace {

// Procedures in the least-agreeing chart: enough to find the outliers, few enough to read.
constexpr std::size_t kLeastAgreeing = 15;

void esdFigures(db::EsdStore &store, const db::EsdSnapshot &snap, const metrics::EsdStatistics &st,
                EsdReport &out)
{
    // Each setting in its colour, each model in its dashes, as the workbench draws them.
    std::map<std::string, std::size_t> dashOf;
    for (const metrics::ModelResult &m : st.models) {
        if (!m.roc.auroc.defined()) {
            continue;
        }
        const metrics::EsdModelScores &info = snap.models[m.scores];
        const std::size_t dash = dashOf.emplace(info.model, dashOf.size()).first->second;
        Curve line{info.model + " (" + info.setting + ")", {}, settingSeries(info.setting),
                      dash};
        for (const metrics::RocPoint &p : m.roc.curve) {
            line.points.emplace_back(p.falsePositiveRate, p.truePositiveRate);
        }
        out.roc.push_back(std::move(line));
    }
    std::vector<std::size_t> columns(snap.annotators.size());
    std::iota(columns.begin(), columns.end(), std::size_t{0});
    const std::vector<db::DriftInput> inputs =
        db::esdDriftInputs(snap, st, store.labellingOrder(snap), columns);
    out.driftWindow = db::sharedDriftWindow(inputs);
    for (const db::DriftInput &in : inputs) {
        Curve line{snap.annotators[in.column], {}};
        for (const metrics::DriftPoint &p :
             metrics::agreementDrift(in.labels, in.gold, out.driftWindow)) {
            line.points.emplace_back(static_cast<double>(p.labels), p.agreement);
        }
        if (!line.points.empty()) {
            out.drift.push_back(std::move(line));
        }
    }
}

void openPiFigures(const db::OpenPiSnapshot &snap, const db::OpenPiAnalysis &an, OpenPiReport &out)
{
    if (an.salience.empty()) {
        return;
    }
    const auto &pair = an.salience.front();
    out.leastAgreeingPair = snap.raters[pair.a].name + " / " + snap.raters[pair.b].name;
    std::vector<std::pair<double, std::uint32_t>> rows;
    for (const auto &row : pair.agreement.perProcedure) {
        if (row.global) {
            rows.emplace_back(*row.global, row.procedure);
        }
    }
    const std::size_t keep = std::min(kLeastAgreeing, rows.size());
    std::partial_sort(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(keep), rows.end());
    for (std::size_t i = 0; i < keep; ++i) {
        out.leastAgreeing.emplace_back(snap.procedures[rows[i].second].key, rows[i].first);
    }
}

// `value`, kept among the report's inputs.
template <class T> const T &keep(ProjectReport &out, T &&value)
{
    auto kept = std::make_shared<const T>(std::forward<T>(value));
    out.inputs.push_back(kept);
    return *kept;
}

} // namespace

std::optional<ProjectReport> buildProjectReport(db::Project &project, const ReportRequest &request,
                                                const ReportHooks &hooks)
{
    ProjectReport out;
    const bool all = request.dataset.empty();
    const bool intervals = request.json && request.bootstrap.resamples > 0;
    constexpr int kSteps = 3;
    auto stop = [&](int done) { return hooks.cancelled && hooks.cancelled(done, kSteps); };
    if (stop(0)) {
        return std::nullopt;
    }
    if (all || request.dataset == "esd") {
        db::EsdStore store(project);
        const db::EsdSnapshot &snap = keep(
            out, db::asSeenBy(store.load({.text = false, .labelTimes = true}), request.viewAs));
        if (!snap.pairs.empty() || !all) {
            // The store streams the texts' lengths (and on a server the label times, which
            // the load read on a file) while the statistics and intervals, which read nothing
            // from it, are computed.
            auto work = std::async(std::launch::async, [&store, &snap] {
                return std::pair(store.datasetTallies(snap), store.labelTimes(snap));
            });
            const metrics::EsdStatistics &st =
                keep(out, db::esdStatistics(snap, {request.humanSample, request.bootstrap.seed}));
            const auto ci =
                intervals ? std::optional(esdIntervals(snap, st, request.bootstrap)) : std::nullopt;
            out.esd = buildEsdReport(snap, st, ci ? &*ci : nullptr);
            const auto [dataset, times] = work.get();
            addEsdWork(*out.esd, snap, dataset, times);
            if (hooks.esd) {
                hooks.esd(*out.esd);
            }
            if (request.json) {
                out.json["esd"] = esdReportJson(*out.esd);
            }
            if (request.figures) {
                esdFigures(store, snap, st, *out.esd);
            }
        }
    }
    // A report of every dataset frees each one's inputs before loading the next one that
    // holds anything, so that it never holds more than one at a time; the last one's are
    // left to the caller (freeing an ESTER snapshot of 100,000 questions takes 0.05-0.1 s).
    if (all && db::EsterStore(project).holdsAny()) {
        out.inputs.clear();
    }
    if (stop(1)) {
        return std::nullopt;
    }
    if (all || request.dataset == "ester") {
        const db::EsterSnapshot &snap =
            keep(out, db::asSeenBy(db::EsterStore(project).load({.text = false}), request.viewAs));
        if (!snap.questions.empty() || !all) {
            const db::EsterAnalysis &analysis = keep(out, db::analyseEster(snap));
            const auto ci =
                intervals ? std::optional(esterIntervals(analysis, snap, request.bootstrap)) : std::nullopt;
            out.ester = buildEsterReport(snap, analysis, ci ? &*ci : nullptr);
            if (hooks.ester) {
                hooks.ester(*out.ester);
            }
            if (request.json) {
                out.json["ester"] = esterReportJson(*out.ester);
            }
        }
    }
    if (all && db::OpenPiStore(project).holdsAny()) {
        out.inputs.clear();
    }
    if (stop(2)) {
        return std::nullopt;
    }
    if (all || request.dataset == "openpi") {
        const db::OpenPiSnapshot &snap = keep(
            out, db::asSeenBy(db::OpenPiStore(project).load({.details = false}), request.viewAs));
        if (!snap.procedures.empty() || !all) {
            const db::OpenPiAnalysis &analysis = keep(out, db::analyseOpenPi(snap));
            const auto ci = intervals ? std::optional(openPiIntervals(analysis, request.bootstrap)) : std::nullopt;
            const auto clusterCi =
                intervals ? std::optional(openPiClusterIntervals(analysis, request.bootstrap))
                          : std::nullopt;
            const auto stateCi =
                intervals ? std::optional(openPiStateIntervals(analysis, request.bootstrap))
                          : std::nullopt;
            out.openPi =
                buildOpenPiReport(snap, analysis, ci ? &*ci : nullptr,
                                  clusterCi ? &*clusterCi : nullptr, stateCi ? &*stateCi : nullptr);
            if (hooks.openPi) {
                hooks.openPi(*out.openPi);
            }
            if (request.json) {
                out.json["openpi"] = openPiReportJson(*out.openPi);
            }
            if (request.figures) {
                openPiFigures(snap, analysis, *out.openPi);
            }
        }
    }
    if (stop(kSteps)) {
        return std::nullopt;
    }
    return out;
}

std::string projectHtmlReport(const ProjectReport &report, const ReportRequest &request,
                              const std::string &projectPath)
{
    HtmlReportContext context;
    // A server's URI or key=value string may hold a password, which a page never shows.
    const bool server = db::isServerLocation(projectPath);
    const std::string shown = db::shownLocation(projectPath);
    context.project = server && !shown.starts_with("postgres")
                          ? shown
                          : QFileInfo(QString::fromStdString(shown)).fileName().toStdString();
    context.generated = QDateTime::currentDateTime().toString(Qt::ISODate).toStdString();
    context.viewAs = request.viewAs;
    context.resamples = request.bootstrap.resamples;
    context.seed = request.bootstrap.seed;
    context.analyticFrom = request.bootstrap.analyticFrom;
    return htmlReport({report.esd ? &*report.esd : nullptr, report.ester ? &*report.ester : nullptr,
                       report.openPi ? &*report.openPi : nullptr},
                      context);
}

} // namespace es::report
