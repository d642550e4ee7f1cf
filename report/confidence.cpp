#include "report/confidence.h"

#include "metrics/normal_intervals.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace es::report {

// Every interval of a report comes from one bootstrapShared() call, so that the
// statistics over the same number of items (every model's AUROC when the models scored
// the same pairs; Fleiss' and every Cohen's kappa over the kept pairs; a rater's token
// F1, HIT@1 and EM) share each resample's draws instead of drawing their own. A
// statistic over options.analyticFrom items or more gets its large-sample interval
// instead (metrics/normal_intervals.h), and no place among the resampled ones.

namespace {

// Each model's AUROC statistic, or its DeLong interval, walks its pairs in rank order
// (30 ms at a million pairs): the models go to all cores.
std::vector<metrics::BootstrapStatistic> aurocStatistics(const db::EsdSnapshot &snapshot,
                                                         const metrics::EsdStatistics &stats,
                                                         const metrics::BootstrapOptions &options,
                                                         std::vector<OptionalInterval> &analytic)
{
    std::vector<metrics::BootstrapStatistic> out(stats.models.size());
    analytic.assign(stats.models.size(), std::nullopt);
    metrics::forEachPart(out.size(), [&](std::size_t i) {
        const metrics::EsdModelScores &scores = snapshot.models[stats.models[i].scores];
        if (options.analytic(stats.models[i].n)) {
            // A fresh computation's ROC holds the variance already; the workbench's live
            // statistics do not, and the pass makes it with the same arithmetic.
            const metrics::RocResult &roc = stats.models[i].roc;
            if (!std::isnan(roc.deLongVariance)) {
                analytic[i] = metrics::aurocDeLongInterval(roc, options.level);
            } else if (!scores.order.empty() || scores.scores.empty()) {
                analytic[i] = metrics::aurocDeLongInterval(scores.scores, stats.gold, scores.order,
                                                           options.level);
            } else { // a snapshot not ranked yet (EsdModelScores::order)
                const std::vector<std::uint32_t> order =
                    metrics::rankOrder(scores.scores, scores.direction);
                analytic[i] =
                    metrics::aurocDeLongInterval(scores.scores, stats.gold, order, options.level);
            }
        } else {
            out[i] =
                metrics::aurocStatistic(scores.scores, stats.gold, scores.direction, scores.order);
        }
    });
    return out;
}

// The mean's statistic for the bootstrap, or its interval now when it is over many items.
metrics::BootstrapStatistic meanOrInterval(std::span<const double> values,
                                           const metrics::BootstrapOptions &options,
                                           OptionalInterval &analytic)
{
    if (options.analytic(values.size())) {
        analytic = metrics::meanNormalInterval(values, options.level);
        return {};
    }
    return metrics::meanStatistic(values);
}

// The bootstrap's intervals where a statistic was resampled, the analytic ones elsewhere
// (an empty statistic gets no bootstrap interval).
std::vector<OptionalInterval> merged(std::vector<OptionalInterval> bootstrapped,
                                     const std::vector<OptionalInterval> &analytic,
                                     const metrics::BootstrapOptions &options)
{
    if (options.cancelled()) {
        return bootstrapped; // none at all, as the bootstrap gives none (bootstrap.h, rule 6)
    }
    for (std::size_t i = 0; i < bootstrapped.size(); ++i) {
        if (analytic[i]) {
            bootstrapped[i] = analytic[i];
        }
    }
    return bootstrapped;
}

} // namespace

EsdIntervals esdIntervals(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                          const metrics::BootstrapOptions &options)
{
    std::vector<OptionalInterval> analytic;
    std::vector<metrics::BootstrapStatistic> statistics =
        options.resamples > 0 ? aurocStatistics(snapshot, stats, options, analytic)
                              : std::vector<metrics::BootstrapStatistic>(stats.models.size());
    analytic.resize(stats.models.size());
    // Over each kept pair's panel, as the figures themselves are.
    const std::vector<int> panels = metrics::keptPanelCounts(snapshot.labels, stats);
    if (options.analytic(panels.size() / 2)) {
        analytic.push_back(metrics::fleissJackknifeInterval(panels, 2, options.level));
        statistics.emplace_back();
    } else {
        analytic.emplace_back();
        statistics.push_back(metrics::fleissStatistic(panels, 2));
    }
    std::vector<int> a;
    std::vector<int> b;
    for (const metrics::AnnotatorPairKappa &c : stats.cohenKappa) {
        metrics::keptPairLabels(snapshot.labels, stats, c.a, c.b, a, b);
        if (options.analytic(a.size())) {
            analytic.push_back(metrics::cohenJackknifeInterval(a, b, options.level));
            statistics.emplace_back();
        } else {
            analytic.emplace_back();
            statistics.push_back(metrics::cohenStatistic(a, b));
        }
    }

    std::vector<OptionalInterval> intervals =
        merged(metrics::bootstrapShared(statistics, options), analytic, options);
    EsdIntervals out;
    const auto models = static_cast<std::ptrdiff_t>(stats.models.size());
    out.auroc.assign(intervals.begin(), intervals.begin() + models);
    out.fleissKappa = intervals[stats.models.size()];
    out.cohenKappa.assign(intervals.begin() + models + 1, intervals.end());
    return out;
}

EsterIntervals esterIntervals(const db::EsterAnalysis &analysis, const db::EsterSnapshot &snapshot,
                              const metrics::BootstrapOptions &options)
{
    // Token F1, HIT@1 and EM of each rater over all its questions, then over those of
    // each relation type.
    std::vector<metrics::BootstrapStatistic> statistics;
    std::vector<OptionalInterval> analytic;
    auto mean = [&](const std::vector<double> &values) {
        statistics.push_back(meanOrInterval(values, options, analytic.emplace_back()));
    };
    auto means = [&mean](const std::vector<double> &f1, const std::vector<double> &hit1,
                         const std::vector<double> &em) {
        mean(f1);
        mean(hit1);
        mean(em);
    };
    for (const metrics::ester::RaterEvaluation &ev : analysis.stats.evaluations) {
        std::array<std::vector<double>, metrics::ester::kRelations> f1, hit1, em;
        std::vector<double> allF1, allHit1, allEm;
        for (std::size_t i = 0; i < ev.questions.size(); ++i) {
            const auto t = static_cast<std::size_t>(snapshot.questions[ev.questions[i]].type);
            const metrics::ester::QuestionScore &s = ev.scores[i];
            allF1.push_back(s.tokenF1);
            allHit1.push_back(s.hit1);
            allEm.push_back(s.em);
            f1[t].push_back(s.tokenF1);
            hit1[t].push_back(s.hit1);
            em[t].push_back(s.em);
        }
        means(allF1, allHit1, allEm);
        for (std::size_t t = 0; t < metrics::ester::kRelations; ++t) {
            means(f1[t], hit1[t], em[t]);
        }
    }

    const std::vector<OptionalInterval> intervals =
        merged(metrics::bootstrapShared(statistics, options), analytic, options);
    EsterIntervals out;
    std::size_t next = 0;
    auto take = [&intervals, &next] {
        MeanIntervals m{intervals[next], intervals[next + 1], intervals[next + 2]};
        next += 3;
        return m;
    };
    for (std::size_t e = 0; e < analysis.stats.evaluations.size(); ++e) {
        out.overall.push_back(take());
        auto &types = out.byType.emplace_back();
        for (std::size_t t = 0; t < metrics::ester::kRelations; ++t) {
            types[t] = take();
        }
    }
    return out;
}

std::vector<SalienceIntervals> openPiIntervals(const db::OpenPiAnalysis &analysis,
                                               const metrics::BootstrapOptions &options)
{
    // The four mean correlations of each pair of raters; each over the procedures where
    // it is defined, which are often the same number for all four.
    std::vector<metrics::BootstrapStatistic> statistics;
    std::vector<OptionalInterval> analytic;
    for (const auto &pair : analysis.salience) {
        std::array<std::vector<double>, 4> values;
        for (const auto &p : pair.agreement.perProcedure) {
            const std::array<std::optional<double>, 4> of = {p.global, p.local, p.globalSpearman,
                                                             p.localSpearman};
            for (std::size_t k = 0; k < 4; ++k) {
                if (of[k]) {
                    values[k].push_back(*of[k]);
                }
            }
        }
        for (const std::vector<double> &v : values) {
            statistics.push_back(meanOrInterval(v, options, analytic.emplace_back()));
        }
    }

    const std::vector<OptionalInterval> intervals =
        merged(metrics::bootstrapShared(statistics, options), analytic, options);
    std::vector<SalienceIntervals> out;
    for (std::size_t i = 0; i + 4 <= intervals.size(); i += 4) {
        out.push_back({intervals[i], intervals[i + 1], intervals[i + 2], intervals[i + 3]});
    }
    return out;
}

const char *intervalMethodName(metrics::IntervalMethod method)
{
    switch (method) {
    case metrics::IntervalMethod::Bootstrap:
        return "bootstrap";
    case metrics::IntervalMethod::DeLong:
        return "delong";
    case metrics::IntervalMethod::Jackknife:
        return "jackknife";
    case metrics::IntervalMethod::StandardError:
        return "standard_error";
    }
    return "bootstrap";
}

void putInterval(nlohmann::ordered_json &obj, const char *key, const OptionalInterval &interval)
{
    if (interval) {
        obj[std::string(key) + "_ci"] = {interval->lo, interval->hi};
        // The bootstrap's, the documented default, goes unnamed.
        if (interval->method != metrics::IntervalMethod::Bootstrap) {
            obj[std::string(key) + "_ci_method"] = intervalMethodName(interval->method);
        }
    }
}

} // namespace es::report
