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

// The intervals of a report's statistics in the making: each statistic is either
// resampled with the others (one bootstrapShared() call) or, over options.analyticFrom
// items or more, given its large-sample interval at once.
class Plan
{
  public:
    explicit Plan(const metrics::BootstrapOptions &options) : options_(options) {}

    // The statistic over `items`: interval() now, or statistic() to resample.
    template <class MakeInterval, class MakeStatistic>
    void add(std::size_t items, MakeInterval interval, MakeStatistic statistic)
    {
        if (options_.analytic(items)) {
            add({}, interval());
        } else {
            add(statistic(), std::nullopt);
        }
    }
    void add(metrics::BootstrapStatistic statistic, OptionalInterval analytic)
    {
        statistics_.push_back(std::move(statistic));
        analytic_.push_back(analytic);
    }
    void addMean(std::span<const double> values)
    {
        add(
            values.size(), [&] { return metrics::meanNormalInterval(values, options_.level); },
            [&] { return metrics::meanStatistic(values); });
    }

    // Every interval, in the order added; none at all when the computation was cancelled
    // (bootstrap.h, rule 6), the large-sample ones included.
    std::vector<OptionalInterval> intervals() const
    {
        std::vector<OptionalInterval> out = metrics::bootstrapShared(statistics_, options_);
        if (options_.cancelled()) {
            return out;
        }
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (analytic_[i]) {
                out[i] = analytic_[i];
            }
        }
        return out;
    }

  private:
    const metrics::BootstrapOptions &options_;
    std::vector<metrics::BootstrapStatistic> statistics_;
    std::vector<OptionalInterval> analytic_;
};

// Each model's AUROC statistic, or its DeLong interval, walks its pairs in rank order
// (30 ms at a million pairs): the models go to all cores.
void addAurocs(Plan &plan, const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
               const metrics::BootstrapOptions &options)
{
    std::vector<metrics::BootstrapStatistic> statistics(stats.models.size());
    std::vector<OptionalInterval> analytic(stats.models.size());
    metrics::forEachPart(statistics.size(), [&](std::size_t i) {
        const metrics::EsdModelScores &scores = snapshot.models[stats.models[i].scores];
        if (options.analytic(stats.models[i].n)) {
            // A fresh computation's ROC holds the variance already; the workbench's live
            // statistics do not, and the pass makes it with the same arithmetic.
            const metrics::RocResult &roc = stats.models[i].roc;
            if (!std::isnan(roc.deLongVariance)) {
                analytic[i] = metrics::aurocDeLongInterval(roc, options.level);
            } else {
                std::vector<std::uint32_t> made;
                analytic[i] = metrics::aurocDeLongInterval(scores.scores, stats.gold,
                                                           scores.orderOr(made), options.level);
            }
        } else if (options.resamples > 0) {
            statistics[i] =
                metrics::aurocStatistic(scores.scores, stats.gold, scores.direction, scores.order);
        }
    });
    for (std::size_t i = 0; i < statistics.size(); ++i) {
        plan.add(std::move(statistics[i]), analytic[i]);
    }
}

// Interval alpha of a rater pair over the procedures drawn, each procedure's sums counted
// as often as it was drawn.
metrics::BootstrapStatistic
salienceAlphaStatistic(const std::vector<metrics::openpi::ProcedureCorrelation> &rows,
                       metrics::IntervalAlphaSums metrics::openpi::ProcedureCorrelation::*scope)
{
    if (rows.empty()) {
        return {};
    }
    return metrics::BootstrapStatistic(
        rows.size(), [rows, scope](std::span<const std::uint32_t> counts) -> std::optional<double> {
            return metrics::openpi::pooledSalienceAlpha(rows, scope, counts).value;
        });
}

} // namespace

EsdIntervals esdIntervals(const db::EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                          const metrics::BootstrapOptions &options)
{
    Plan plan(options);
    addAurocs(plan, snapshot, stats, options);
    // Over each kept pair's panel, as the figures themselves are.
    const std::vector<int> panels = metrics::keptPanelCounts(snapshot.labels, stats);
    plan.add(
        panels.size() / 2,
        [&] { return metrics::fleissJackknifeInterval(panels, 2, options.level); },
        [&] { return metrics::fleissStatistic(panels, 2); });
    plan.add(
        panels.size() / 2, [&] { return metrics::gwetJackknifeInterval(panels, 2, options.level); },
        [&] { return metrics::gwetStatistic(panels, 2); });
    std::vector<int> a;
    std::vector<int> b;
    for (const metrics::AnnotatorPairKappa &c : stats.cohenKappa) {
        metrics::keptPairLabels(snapshot.labels, stats, c.a, c.b, a, b);
        plan.add(
            a.size(), [&] { return metrics::cohenJackknifeInterval(a, b, options.level); },
            [&] { return metrics::cohenStatistic(a, b); });
    }

    const std::vector<OptionalInterval> intervals = plan.intervals();
    EsdIntervals out;
    const auto models = static_cast<std::ptrdiff_t>(stats.models.size());
    out.auroc.assign(intervals.begin(), intervals.begin() + models);
    out.fleissKappa = intervals[stats.models.size()];
    out.gwetAC1 = intervals[stats.models.size() + 1];
    out.cohenKappa.assign(intervals.begin() + models + 2, intervals.end());
    return out;
}

EsterIntervals esterIntervals(const db::EsterAnalysis &analysis, const db::EsterSnapshot &snapshot,
                              const metrics::BootstrapOptions &options)
{
    // Token F1, HIT@1 and EM of each rater over all its questions, then over those of
    // each relation type.
    Plan plan(options);
    auto means = [&plan](const std::vector<double> &f1, const std::vector<double> &hit1,
                         const std::vector<double> &em) {
        plan.addMean(f1);
        plan.addMean(hit1);
        plan.addMean(em);
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
    // The micro-F1 is a ratio of token sums, as the coreference scores are of link sums: a
    // question (every pair on it) is an item, as a document is there.
    std::vector<metrics::coreference::Counts> questions;
    for (const metrics::ester::TokenOverlap &o : analysis.stats.answerMicroF1.byQuestion) {
        questions.push_back(
            {double(o.common), double(o.reference), double(o.common), double(o.predicted)});
    }
    plan.add(
        questions.size(),
        [&] {
            return metrics::coreference::summedJackknifeInterval(
                questions, metrics::coreference::Part::F1, options.level);
        },
        [&] {
            return metrics::coreference::summedStatistic(questions, metrics::coreference::Part::F1);
        });

    const std::vector<OptionalInterval> intervals = plan.intervals();
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
    if (next < intervals.size()) {
        out.answerMicroF1 = intervals[next];
    }
    return out;
}

std::vector<SalienceIntervals> openPiIntervals(const db::OpenPiAnalysis &analysis,
                                               const metrics::BootstrapOptions &options)
{
    // The four mean correlations of each pair of raters; each over the procedures where
    // it is defined, which are often the same number for all four.
    Plan plan(options);
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
            plan.addMean(v);
        }
        // Over many procedures, the delete-one-procedure jackknife.
        const auto &rows = pair.agreement.perProcedure;
        for (const auto scope : {&metrics::openpi::ProcedureCorrelation::globalAlpha,
                                 &metrics::openpi::ProcedureCorrelation::localAlpha}) {
            plan.add(
                rows.size(),
                [&] {
                    std::vector<metrics::IntervalAlphaSums> groups;
                    for (const auto &row : rows) {
                        groups.push_back(row.*scope);
                    }
                    return metrics::intervalAlphaJackknifeInterval(groups, options.level);
                },
                [&] { return salienceAlphaStatistic(rows, scope); });
        }
    }

    const std::vector<OptionalInterval> intervals = plan.intervals();
    std::vector<SalienceIntervals> out;
    for (std::size_t i = 0; i + 6 <= intervals.size(); i += 6) {
        out.push_back({intervals[i], intervals[i + 1], intervals[i + 2], intervals[i + 3],
                       intervals[i + 4], intervals[i + 5]});
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

std::vector<ClusterIntervals> openPiClusterIntervals(const db::OpenPiAnalysis &analysis,
                                                     const metrics::BootstrapOptions &options)
{
    namespace coreference = metrics::coreference;
    constexpr coreference::Measure measures[] = {
        coreference::Measure::Muc, coreference::Measure::BCubed, coreference::Measure::CeafE};
    constexpr coreference::Part parts[] = {coreference::Part::Precision, coreference::Part::Recall,
                                           coreference::Part::F1};
    Plan plan(options);
    for (const auto &row : analysis.clusters) {
        for (const coreference::Measure m : measures) {
            std::vector<coreference::Counts> procedures;
            for (const auto &p : row.coreferenceByProcedure) {
                procedures.push_back(coreference::countsOf(p.counts, m));
            }
            for (const coreference::Part part : parts) {
                plan.add(
                    procedures.size(),
                    [&] {
                        return coreference::summedJackknifeInterval(procedures, part,
                                                                    options.level);
                    },
                    [&] { return coreference::summedStatistic(procedures, part); });
            }
        }
    }

    const std::vector<OptionalInterval> intervals = plan.intervals();
    std::vector<ClusterIntervals> out;
    for (std::size_t i = 0; i + 9 <= intervals.size(); i += 9) {
        const auto at = [&](std::size_t k) {
            return CoreferenceIntervals{intervals[i + k], intervals[i + k + 1],
                                        intervals[i + k + 2]};
        };
        out.push_back({at(0), at(3), at(6)});
    }
    return out;
}

std::vector<StateAgreementIntervals> openPiStateIntervals(const db::OpenPiAnalysis &analysis,
                                                          const metrics::BootstrapOptions &options)
{
    namespace coreference = metrics::coreference;
    Plan plan(options);
    for (const auto &row : analysis.stateAgreement) {
        // Both figures are one ratio of sums over procedures: the coreference helpers'
        // precision (numerator over denominator, summed) with the state counts in it.
        std::vector<coreference::Counts> f1, exact;
        for (const auto &[procedure, t] : row.byProcedure) {
            f1.push_back({0, 0, 2.0 * static_cast<double>(t.matched),
                          static_cast<double>(t.changesA + t.changesB)});
            exact.push_back({0, 0, static_cast<double>(t.exact), static_cast<double>(t.matched)});
        }
        for (const std::vector<coreference::Counts> *procedures : {&f1, &exact}) {
            plan.add(
                procedures->size(),
                [&] {
                    return coreference::summedJackknifeInterval(
                        *procedures, coreference::Part::Precision, options.level);
                },
                [&] {
                    return coreference::summedStatistic(*procedures, coreference::Part::Precision);
                });
        }
    }
    const std::vector<OptionalInterval> intervals = plan.intervals();
    std::vector<StateAgreementIntervals> out;
    for (std::size_t i = 0; i + 2 <= intervals.size(); i += 2) {
        out.push_back({intervals[i], intervals[i + 1]});
    }
    return out;
}

} // namespace es::report
