#include "report/confidence.h"

#include "metrics/parallel.h"

#include <algorithm>
#include <string>

namespace es::report {

// Every interval of a report comes from one bootstrapShared() call, so that the
// statistics over the same number of items (every model's AUROC when the models scored
// the same pairs; Fleiss' and every Cohen's kappa over the kept pairs; a rater's token
// F1, HIT@1 and EM) share each resample's draws instead of drawing their own.

namespace {

// Each model's AUROC statistic walks its pairs in rank order (30 ms at a million pairs):
// the models go to all cores.
std::vector<metrics::BootstrapStatistic> aurocStatistics(const db::EsdSnapshot &snapshot,
                                                         const metrics::EsdStatistics &stats)
{
    std::vector<metrics::BootstrapStatistic> out(stats.models.size());
    metrics::forEachPart(out.size(), [&](std::size_t i) {
        const metrics::EsdModelScores &scores = snapshot.models[stats.models[i].scores];
        out[i] = metrics::aurocStatistic(scores.scores, stats.gold, scores.direction, scores.order);
    });
    return out;
}

} // namespace

EsdIntervals esdIntervals(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                          const metrics::BootstrapOptions &options)
{
    std::vector<metrics::BootstrapStatistic> statistics =
        options.resamples > 0 ? aurocStatistics(snapshot, stats)
                              : std::vector<metrics::BootstrapStatistic>(stats.models.size());
    // Over each kept pair's panel, as the figures themselves are.
    statistics.push_back(
        metrics::fleissStatistic(metrics::keptPanelCounts(snapshot.labels, stats), 2));
    std::vector<int> a;
    std::vector<int> b;
    for (const metrics::AnnotatorPairKappa &c : stats.cohenKappa) {
        metrics::keptPairLabels(snapshot.labels, stats, c.a, c.b, a, b);
        statistics.push_back(metrics::cohenStatistic(a, b));
    }

    std::vector<OptionalInterval> intervals = metrics::bootstrapShared(statistics, options);
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
    auto means = [&statistics](const std::vector<double> &f1, const std::vector<double> &hit1,
                               const std::vector<double> &em) {
        statistics.push_back(metrics::meanStatistic(f1));
        statistics.push_back(metrics::meanStatistic(hit1));
        statistics.push_back(metrics::meanStatistic(em));
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

    const std::vector<OptionalInterval> intervals = metrics::bootstrapShared(statistics, options);
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
            statistics.push_back(metrics::meanStatistic(v));
        }
    }

    const std::vector<OptionalInterval> intervals = metrics::bootstrapShared(statistics, options);
    std::vector<SalienceIntervals> out;
    for (std::size_t i = 0; i + 4 <= intervals.size(); i += 4) {
        out.push_back({intervals[i], intervals[i + 1], intervals[i + 2], intervals[i + 3]});
    }
    return out;
}

void putInterval(nlohmann::ordered_json &obj, const char *key, const OptionalInterval &interval)
{
    if (interval) {
        obj[std::string(key) + "_ci"] = {interval->lo, interval->hi};
    }
}

} // namespace es::report
