#include "db/confidence.h"

#include <string>

namespace es::db {

using metrics::esd::kEssential;
using metrics::esd::kNonEssential;

EsdIntervals esdIntervals(const EsdSnapshot &snapshot, const metrics::EsdStatistics &stats,
                          const metrics::BootstrapOptions &options)
{
    EsdIntervals out;
    for (const metrics::ModelResult &m : stats.models) {
        const metrics::EsdModelScores &scores = snapshot.models[m.scores];
        out.auroc.push_back(metrics::bootstrapAuroc(scores.scores, stats.gold, scores.direction, options));
    }
    const std::size_t nAnn = snapshot.labels.annotators;
    std::vector<int> fleiss;
    std::vector<std::vector<int>> columns(nAnn);
    for (std::size_t p = 0; p < stats.status.size(); ++p) {
        if (stats.status[p] != metrics::PairStatus::Kept) {
            continue;
        }
        int ones = 0;
        for (std::size_t a = 0; a < nAnn; ++a) {
            const std::int8_t l = snapshot.labels.at(p, a);
            ones += l == kEssential ? 1 : 0;
            columns[a].push_back(l);
        }
        fleiss.push_back(static_cast<int>(nAnn) - ones);
        fleiss.push_back(ones);
    }
    out.fleissKappa = metrics::bootstrapFleiss(fleiss, 2, options);
    for (const metrics::AnnotatorPairKappa &c : stats.cohenKappa) {
        out.cohenKappa.push_back(metrics::bootstrapCohen(columns[c.a], columns[c.b], options));
    }
    return out;
}

EsterIntervals esterIntervals(const EsterAnalysis &analysis, const EsterSnapshot &snapshot,
                              const metrics::BootstrapOptions &options)
{
    EsterIntervals out;
    auto means = [&options](const std::vector<double> &f1, const std::vector<double> &hit1,
                            const std::vector<double> &em) {
        return MeanIntervals{metrics::bootstrapMean(f1, options), metrics::bootstrapMean(hit1, options),
                             metrics::bootstrapMean(em, options)};
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
        out.overall.push_back(means(allF1, allHit1, allEm));
        auto &types = out.byType.emplace_back();
        for (std::size_t t = 0; t < metrics::ester::kRelations; ++t) {
            types[t] = means(f1[t], hit1[t], em[t]);
        }
    }
    return out;
}

std::vector<SalienceIntervals> openPiIntervals(const OpenPiAnalysis &analysis,
                                               const metrics::BootstrapOptions &options)
{
    std::vector<SalienceIntervals> out;
    for (const auto &pair : analysis.salience) {
        std::array<std::vector<double>, 4> values;
        for (const auto &p : pair.agreement.perProcedure) {
            const std::array<std::optional<double>, 4> of = {p.global, p.local, p.globalSpearman, p.localSpearman};
            for (std::size_t k = 0; k < 4; ++k) {
                if (of[k]) {
                    values[k].push_back(*of[k]);
                }
            }
        }
        out.push_back({metrics::bootstrapMean(values[0], options), metrics::bootstrapMean(values[1], options),
                       metrics::bootstrapMean(values[2], options), metrics::bootstrapMean(values[3], options)});
    }
    return out;
}

void putInterval(nlohmann::ordered_json &obj, const char *key, const OptionalInterval &interval)
{
    if (interval) {
        obj[std::string(key) + "_ci"] = {interval->lo, interval->hi};
    }
}

} // namespace es::db
