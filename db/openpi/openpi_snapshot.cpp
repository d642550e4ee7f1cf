#include "db/openpi/openpi_snapshot.h"

#include "db/openpi/openpi_schemata.h"
#include "metrics/parallel.h"

#include <algorithm>
#include <map>

namespace es::db {

namespace openpi = metrics::openpi;

std::ptrdiff_t OpenPiSnapshot::Rater::find(const Entity &e, std::uint32_t entity, std::uint32_t step) const
{
    const openpi::Rating key{e.procedure, entity, step, 0};
    const auto it = std::lower_bound(ratings.begin(), ratings.end(), key, [](const auto &x, const auto &y) {
        return std::tie(x.procedure, x.entity, x.step) < std::tie(y.procedure, y.entity, y.step);
    });
    if (it == ratings.end() || it->entity != entity || it->step != step) {
        return -1;
    }
    return it - ratings.begin();
}

int OpenPiSnapshot::raterIndex(const std::string &name, bool model) const
{
    for (std::size_t i = 0; i < raters.size(); ++i) {
        if (raters[i].name == name && raters[i].model == model && !raters[i].gold) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

const OpenPiSnapshot::Clustering *OpenPiSnapshot::clustering(std::uint32_t procedure, OpenPiClusterKind kind,
                                                             int rater) const
{
    const auto it = clusteringIndex.find({procedure, static_cast<int>(kind), rater});
    return it == clusteringIndex.end() ? nullptr : &clusterings[it->second];
}

namespace {

std::vector<openpi::Cluster> viewsOf(const std::vector<OpenPiCluster> &clusters, const std::string *entity)
{
    std::vector<openpi::Cluster> out;
    for (const OpenPiCluster &c : clusters) {
        if (entity && c.entity != *entity) {
            continue;
        }
        out.emplace_back(c.members.begin(), c.members.end());
    }
    return out;
}


} // namespace

openpi::ClusterCounts compareClusterings(const OpenPiSnapshot::Clustering &predicted, const OpenPiSnapshot::Clustering &gold)
{
    return openpi::compareClusters(viewsOf(predicted.clusters, nullptr), viewsOf(gold.clusters, nullptr));
}

openpi::AttributeClusterTally compareAttributeClusterings(const OpenPiSnapshot::Clustering &predicted,
                                                          const OpenPiSnapshot::Clustering &gold)
{
    std::vector<openpi::AttributeGoldEntity> g;
    for (const OpenPiCluster &c : gold.clusters) {
        if (g.empty() || g.back().entity != c.entity) {
            g.push_back({c.entity, {}});
        }
        g.back().clusters.push_back(c.members);
    }
    std::vector<openpi::AttributePredictedEntity> p;
    for (const OpenPiCluster &c : predicted.clusters) {
        if (p.empty() || p.back().entity != c.entity) {
            p.push_back({c.entity, {}});
        }
        p.back().clusters.emplace_back(c.canonical.value_or(std::string()), c.members);
    }
    return openpi::attributeClusterTally(g, p);
}

int OpenPiSnapshot::goldRater() const
{
    for (std::size_t r = 0; r < raters.size(); ++r) {
        if (raters[r].gold) {
            return static_cast<int>(r);
        }
    }
    return -1;
}

void OpenPiSnapshot::reindexClusterings()
{
    clusteringIndex.clear();
    for (std::uint32_t i = 0; i < clusterings.size(); ++i) {
        const auto &c = clusterings[i];
        clusteringIndex.emplace(std::tuple(c.procedure, static_cast<int>(c.kind), c.rater), i);
    }
}

const OpenPiSnapshot::StateList *OpenPiSnapshot::stateList(std::uint32_t procedure, int rater) const
{
    const auto it = std::lower_bound(
        states.begin(), states.end(), std::pair(procedure, rater),
        [](const StateList &x, auto key) { return std::pair(x.procedure, x.rater) < key; });
    return it != states.end() && it->procedure == procedure && it->rater == rater ? &*it : nullptr;
}

void OpenPiSnapshot::restrictTo(const std::string &annotator)
{
    std::vector<int> kept(raters.size(), -1);
    std::vector<Rater> left;
    for (std::size_t r = 0; r < raters.size(); ++r) {
        if (raters[r].model || (!raters[r].gold && raters[r].name == annotator)) {
            kept[r] = static_cast<int>(left.size());
            left.push_back(std::move(raters[r]));
        }
    }
    raters = std::move(left);
    std::vector<Clustering> clusteringsLeft;
    for (Clustering &c : clusterings) {
        if (c.rater >= 0) {
            c.rater = kept[static_cast<std::size_t>(c.rater)];
            if (c.rater < 0) {
                continue;
            }
        } else if (c.decision) {
            if (!c.released) {
                continue;
            }
            c.clusters = std::move(*c.released);
            c.released.reset();
            c.decision.reset();
        }
        clusteringsLeft.push_back(std::move(c));
    }
    clusterings = std::move(clusteringsLeft);
    salienceDecisions.clear();
    reindexClusterings();
    const auto remap = [&](std::uint32_t &rater) {
        const int k = kept[rater];
        rater = k < 0 ? UINT32_MAX : static_cast<std::uint32_t>(k);
        return k >= 0;
    };
    for (SchemaPrediction &x : schemata) {
        remap(x.rater);
    }
    // Another person's list goes; the gold (-1) stays.
    std::erase_if(states, [&](StateList &x) {
        if (x.rater < 0) {
            return false;
        }
        x.rater = kept[static_cast<std::size_t>(x.rater)];
        return x.rater < 0;
    });
    stateDecisions.clear();
    std::erase_if(schemaAnalyses, [&](SchemaAnalysis &x) { return !(remap(x.model) && remap(x.person)); });
    std::erase_if(expansionRatings, [&](ExpansionRating &x) { return !remap(x.person); });
}

namespace {

OpenPiAnalysis::Histogram histogramOf(std::uint32_t index, const OpenPiSnapshot::Rater &r)
{
    OpenPiAnalysis::Histogram h;
    static_cast<openpi::SalienceHistogram &>(h) = openpi::salienceHistogram(r.ratings);
    h.rater = index;
    return h;
}

// What one clustering adds to its rater's row.
openpi::AttributeClusterTally tallyOf(const OpenPiSnapshot::Clustering &c,
                                      const OpenPiSnapshot::Clustering &gold)
{
    if (c.kind == OpenPiClusterKind::Entity) {
        openpi::AttributeClusterTally out;
        out.counts = compareClusterings(c, gold);
        out.coreference = openpi::clusterCoreference(viewsOf(c.clusters, nullptr),
                                                     viewsOf(gold.clusters, nullptr));
        return out;
    }
    return compareAttributeClusterings(c, gold);
}

// The row's coreference figures from its procedures' counts, summed in procedure order.
void scoreCoreference(OpenPiAnalysis::ClusterRow &row)
{
    auto &perProcedure = row.coreferenceByProcedure;
    std::stable_sort(perProcedure.begin(), perProcedure.end(),
                     [](const auto &a, const auto &b) { return a.procedure < b.procedure; });
    row.tally.coreference = openpi::summedCoreference(perProcedure);
    row.coreference = metrics::coreference::scoresOf(row.tally.coreference);
}

} // namespace

OpenPiAnalysis analyseOpenPi(const OpenPiSnapshot &snap)
{
    OpenPiAnalysis out;
    out.procedures = snap.procedures.size();
    out.entities = snap.entities.size();
    std::vector<std::uint32_t> rated;
    for (std::uint32_t i = 0; i < snap.raters.size(); ++i) {
        const auto &r = snap.raters[i];
        if (r.ratings.empty()) {
            continue;
        }
        rated.push_back(i);
        out.histograms.push_back(histogramOf(i, r));
        if (r.invalid > 0) {
            out.warnings.push_back((r.model ? "model " : "annotator ") + r.name + ": " + std::to_string(r.invalid) +
                                   (r.invalid == 1 ? " salience value is" : " salience values are") +
                                   " not an integer 0-5 and counted as 0");
        }
    }
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
    for (std::size_t i = 0; i < rated.size(); ++i) {
        for (std::size_t j = i + 1; j < rated.size(); ++j) {
            pairs.emplace_back(rated[i], rated[j]);
        }
    }
    // The salience pairs, the cluster scores and each model's schemata against the released
    // clusters are independent: they are worked out side by side, one part at a time, the
    // largest parts first and the schemata in small blocks that even out the end.
    std::vector<openpi::SalienceAgreement> agreements(pairs.size());
    // Cluster scores of every rater's clusterings against gold, summed over procedures.
    std::map<std::pair<int, OpenPiClusterKind>, OpenPiAnalysis::ClusterRow> rows;
    const auto scoreClusterings = [&] {
        for (const auto &c : snap.clusterings) {
            if (c.rater < 0) {
                continue;
            }
            const auto *gold = snap.clustering(c.procedure, c.kind, -1);
            auto &row = rows[{c.rater, c.kind}];
            row.rater = static_cast<std::uint32_t>(c.rater);
            row.kind = c.kind;
            if (!gold) {
                continue;
            }
            ++row.procedures;
            const openpi::AttributeClusterTally tally = tallyOf(c, *gold);
            row.tally += tally;
            row.coreferenceByProcedure.push_back({c.procedure, tally.coreference});
        }
    };
    std::vector<SchemaCountPair> schemaCounts(snap.schemata.size());
    constexpr std::size_t kSchemaBlock = 256;
    const std::size_t schemaBlocks = (schemaCounts.size() + kSchemaBlock - 1) / kSchemaBlock;
    const auto part = [&](std::size_t k) {
        if (k < pairs.size()) {
            agreements[k] = openpi::salienceAgreement(snap.raters[pairs[k].first].ratings,
                                                      snap.raters[pairs[k].second].ratings);
        } else if (k == pairs.size()) {
            scoreClusterings();
        } else {
            const std::size_t from = (k - pairs.size() - 1) * kSchemaBlock;
            const std::size_t to = std::min(from + kSchemaBlock, schemaCounts.size());
            for (std::size_t i = from; i < to; ++i) {
                schemaCounts[i] = schemaCountsOf(snap, i);
            }
        }
    };
    const std::size_t parts = pairs.size() + 1 + schemaBlocks;
    if (snap.procedures.size() < kTwoCoresFrom) {
        for (std::size_t k = 0; k < parts; ++k) {
            part(k);
        }
    } else {
        metrics::forEachPart(parts, part);
    }
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        out.salience.push_back({pairs[k].first, pairs[k].second, std::move(agreements[k])});
    }
    for (auto &[key, row] : rows) {
        row.score = openpi::clusterScore(row.tally.counts);
        scoreCoreference(row);
        out.clusters.push_back(row);
    }
    analyseReleasedEvaluations(snap, schemaCounts, out);
    return out;
}

bool followSalienceEdit(OpenPiAnalysis &analysis, const OpenPiSnapshot &snap, std::uint32_t rater,
                        std::uint32_t procedure)
{
    // The raters with ratings make the histograms and the pairs: when they change, so
    // does the shape of the analysis.
    std::size_t h = 0;
    for (std::uint32_t i = 0; i < snap.raters.size(); ++i) {
        if (snap.raters[i].ratings.empty()) {
            continue;
        }
        if (h == analysis.histograms.size() || analysis.histograms[h].rater != i) {
            return false;
        }
        ++h;
    }
    if (h != analysis.histograms.size() || rater >= snap.raters.size() ||
        snap.raters[rater].ratings.empty()) {
        return false;
    }
    for (OpenPiAnalysis::Histogram &histogram : analysis.histograms) {
        if (histogram.rater == rater) {
            histogram = histogramOf(rater, snap.raters[rater]);
        }
    }
    for (OpenPiAnalysis::SaliencePair &pair : analysis.salience) {
        if (pair.a == rater || pair.b == rater) {
            openpi::updateSalienceAgreement(pair.agreement, snap.raters[pair.a].ratings,
                                            snap.raters[pair.b].ratings, procedure);
        }
    }
    return true;
}

bool followClusterEdit(OpenPiAnalysis &analysis, const OpenPiSnapshot &snap,
                       const OpenPiSnapshot::Clustering &before,
                       const OpenPiSnapshot::Clustering &after)
{
    if (before.rater < 0 || before.rater != after.rater || before.procedure != after.procedure ||
        before.kind != after.kind) {
        return false;
    }
    const auto row = std::find_if(analysis.clusters.begin(), analysis.clusters.end(),
                                  [&](const OpenPiAnalysis::ClusterRow &r) {
                                      return r.rater == static_cast<std::uint32_t>(after.rater) &&
                                             r.kind == after.kind;
                                  });
    if (row == analysis.clusters.end()) {
        return false;
    }
    if (const auto *gold = snap.clustering(after.procedure, after.kind, -1)) {
        row->tally -= tallyOf(before, *gold);
        const openpi::AttributeClusterTally tally = tallyOf(after, *gold);
        row->tally += tally;
        row->score = openpi::clusterScore(row->tally.counts);
        auto &perProcedure = row->coreferenceByProcedure;
        const auto at = std::find_if(perProcedure.begin(), perProcedure.end(),
                                     [&](const auto &p) { return p.procedure == after.procedure; });
        if (at != perProcedure.end()) {
            at->counts = tally.coreference;
        } else {
            perProcedure.push_back({after.procedure, tally.coreference});
        }
        scoreCoreference(*row);
    }
    return true;
}

} // namespace es::db
