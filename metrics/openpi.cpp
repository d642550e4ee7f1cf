#include "metrics/openpi.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>

namespace es::metrics::openpi {

std::optional<double> pearson(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2) {
        return std::nullopt;
    }
    double mx = 0, my = 0;
    for (std::size_t i = 0; i < n; ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= static_cast<double>(n);
    my /= static_cast<double>(n);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = x[i] - mx;
        const double dy = y[i] - my;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (sxx == 0 || syy == 0) {
        return std::nullopt;
    }
    const double r = sxy / std::sqrt(sxx * syy);
    return std::clamp(r, -1.0, 1.0);
}

namespace {

std::vector<double> ranks(std::span<const double> v)
{
    std::vector<std::size_t> order(v.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) {
            ++j;
        }
        const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k) {
            r[order[k]] = mean;
        }
        i = j + 1;
    }
    return r;
}

struct Pairs
{
    std::vector<double> x;
    std::vector<double> y;
    void clear()
    {
        x.clear();
        y.clear();
    }
};

// The correlations of one procedure's pairs with the (0, 0) point appended.
void correlate(Pairs &p, std::optional<double> &r, std::optional<double> &rho)
{
    r.reset();
    rho.reset();
    if (p.x.empty()) {
        return;
    }
    p.x.push_back(0);
    p.y.push_back(0);
    r = pearson(p.x, p.y);
    if (r) {
        rho = pearson(ranks(p.x), ranks(p.y));
    }
}

Estimate meanOf(const std::vector<ProcedureCorrelation> &rows, std::optional<double> ProcedureCorrelation::*field,
                std::size_t procedures)
{
    double sum = 0;
    std::size_t n = 0;
    for (const ProcedureCorrelation &row : rows) {
        if (row.*field) {
            sum += *(row.*field);
            ++n;
        }
    }
    if (n == 0) {
        return Estimate::undefined(procedures == 0 ? "no procedure rated by both"
                                                   : "no procedure with a defined correlation");
    }
    return Estimate::of(sum / static_cast<double>(n));
}

} // namespace

std::optional<double> spearman(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    return pearson(ranks(x.first(n)), ranks(y.first(n)));
}

namespace {

// Each joined rating a unit of two coders' values.
IntervalAlphaSums alphaSums(const Pairs &p)
{
    IntervalAlphaSums sums;
    for (std::size_t i = 0; i < p.x.size(); ++i) {
        const std::array<double, 2> unit{p.x[i], p.y[i]};
        sums.addUnit(unit);
    }
    return sums;
}

// One procedure both rated: its ratings joined on (entity, step), then correlated.
ProcedureCorrelation correlateProcedure(std::uint32_t procedure, std::span<const Rating> a,
                                        std::span<const Rating> b, Pairs &global, Pairs &local)
{
    global.clear();
    local.clear();
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const auto ka = std::pair(a[i].entity, a[i].step);
        const auto kb = std::pair(b[j].entity, b[j].step);
        if (ka < kb) {
            ++i;
        } else if (kb < ka) {
            ++j;
        } else {
            Pairs &p = a[i].step == 0 ? global : local;
            p.x.push_back(a[i].value);
            p.y.push_back(b[j].value);
            ++i;
            ++j;
        }
    }
    ProcedureCorrelation row;
    row.procedure = procedure;
    row.globalAlpha = alphaSums(global);
    row.localAlpha = alphaSums(local);
    correlate(global, row.global, row.globalSpearman);
    correlate(local, row.local, row.localSpearman);
    return row;
}

// The means over the rows, which are summed in procedure order whether they were made at
// once or one by one, so both give the same doubles.
void summarise(SalienceAgreement &out)
{
    out.procedures = out.perProcedure.size();
    out.global = meanOf(out.perProcedure, &ProcedureCorrelation::global, out.procedures);
    out.local = meanOf(out.perProcedure, &ProcedureCorrelation::local, out.procedures);
    out.globalSpearman =
        meanOf(out.perProcedure, &ProcedureCorrelation::globalSpearman, out.procedures);
    out.localSpearman =
        meanOf(out.perProcedure, &ProcedureCorrelation::localSpearman, out.procedures);
    out.globalAlpha = pooledSalienceAlpha(out.perProcedure, &ProcedureCorrelation::globalAlpha);
    out.localAlpha = pooledSalienceAlpha(out.perProcedure, &ProcedureCorrelation::localAlpha);
}

// The ratings of one procedure.
std::span<const Rating> ofProcedure(std::span<const Rating> ratings, std::uint32_t procedure)
{
    const auto first = std::partition_point(
        ratings.begin(), ratings.end(), [&](const Rating &r) { return r.procedure < procedure; });
    const auto last = std::partition_point(
        first, ratings.end(), [&](const Rating &r) { return r.procedure == procedure; });
    return {first, last};
}

} // namespace

Estimate pooledSalienceAlpha(std::span<const ProcedureCorrelation> rows,
                             IntervalAlphaSums ProcedureCorrelation::*scope,
                             std::span<const std::uint32_t> times)
{
    if (rows.empty()) {
        return Estimate::undefined("no procedure rated by both");
    }
    IntervalAlphaSums sums;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        sums.add(rows[i].*scope, times.empty() ? 1.0 : static_cast<double>(times[i]));
    }
    return intervalAlpha(sums);
}

SalienceAgreement salienceAgreement(std::span<const Rating> a, std::span<const Rating> b)
{
    SalienceAgreement out;
    Pairs global, local;
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const std::uint32_t pa = a[i].procedure, pb = b[j].procedure;
        if (pa != pb) {
            pa < pb ? (void)++i : (void)++j;
            while (i < a.size() && a[i].procedure == pa && pa < pb) {
                ++i;
            }
            continue;
        }
        // Both rated procedure pa.
        const std::size_t ia = i, jb = j;
        while (i < a.size() && a[i].procedure == pa) {
            ++i;
        }
        while (j < b.size() && b[j].procedure == pa) {
            ++j;
        }
        const ProcedureCorrelation row =
            correlateProcedure(pa, a.subspan(ia, i - ia), b.subspan(jb, j - jb), global, local);
        out.globalUndefined += row.global ? 0 : 1;
        out.localUndefined += row.local ? 0 : 1;
        out.perProcedure.push_back(row);
    }
    summarise(out);
    return out;
}

void updateSalienceAgreement(SalienceAgreement &agreement, std::span<const Rating> a,
                             std::span<const Rating> b, std::uint32_t procedure)
{
    auto &rows = agreement.perProcedure;
    auto at = std::partition_point(rows.begin(), rows.end(), [&](const ProcedureCorrelation &r) {
        return r.procedure < procedure;
    });
    if (at != rows.end() && at->procedure == procedure) {
        agreement.globalUndefined -= at->global ? 0 : 1;
        agreement.localUndefined -= at->local ? 0 : 1;
        at = rows.erase(at);
    }
    const std::span<const Rating> pa = ofProcedure(a, procedure), pb = ofProcedure(b, procedure);
    if (!pa.empty() && !pb.empty()) {
        Pairs global, local;
        const ProcedureCorrelation row = correlateProcedure(procedure, pa, pb, global, local);
        agreement.globalUndefined += row.global ? 0 : 1;
        agreement.localUndefined += row.local ? 0 : 1;
        rows.insert(at, row);
    }
    summarise(agreement);
}

std::string_view stripped(std::string_view text)
{
    constexpr std::string_view ws = " \t\n\r\f\v";
    const std::size_t b = text.find_first_not_of(ws);
    if (b == std::string_view::npos) {
        return {};
    }
    return text.substr(b, text.find_last_not_of(ws) - b + 1);
}

ClusterCounts &ClusterCounts::operator+=(const ClusterCounts &o)
{
    predictedCorrect += o.predictedCorrect;
    goldFound += o.goldFound;
    gold += o.gold;
    predicted += o.predicted;
    return *this;
}

namespace {

Cluster asSet(const Cluster &c)
{
    Cluster s;
    s.reserve(c.size());
    for (std::string_view m : c) {
        s.push_back(stripped(m));
    }
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    return s;
}

} // namespace

NormalisedClusters normalisedClusters(std::span<const Cluster> predicted,
                                      std::span<const Cluster> gold)
{
    NormalisedClusters out;
    out.gold.reserve(gold.size());
    Cluster mentions;
    for (const Cluster &c : gold) {
        out.gold.push_back(asSet(c));
        mentions.insert(mentions.end(), out.gold.back().begin(), out.gold.back().end());
    }
    std::sort(mentions.begin(), mentions.end());
    out.predicted.reserve(predicted.size());
    for (const Cluster &c : predicted) {
        Cluster s = asSet(c);
        std::erase_if(s, [&](std::string_view m) { return !std::binary_search(mentions.begin(), mentions.end(), m); });
        out.predicted.push_back(std::move(s));
    }
    return out;
}

ClusterCounts compareClusters(std::span<const Cluster> predicted, std::span<const Cluster> gold)
{
    const NormalisedClusters n = normalisedClusters(predicted, gold);
    const std::vector<Cluster> &g = n.gold;
    const std::vector<Cluster> &p = n.predicted;
    ClusterCounts out;
    out.gold = g.size();
    out.predicted = p.size();
    std::vector<Cluster> sortedGold = g;
    std::sort(sortedGold.begin(), sortedGold.end());
    std::vector<Cluster> sortedPredicted = p;
    std::sort(sortedPredicted.begin(), sortedPredicted.end());
    for (const Cluster &c : p) {
        out.predictedCorrect += std::binary_search(sortedGold.begin(), sortedGold.end(), c) ? 1 : 0;
    }
    for (const Cluster &c : g) {
        out.goldFound += std::binary_search(sortedPredicted.begin(), sortedPredicted.end(), c) ? 1 : 0;
    }
    return out;
}

coreference::DocumentCounts coreferenceOfTexts(std::span<const Cluster> key,
                                               std::span<const Cluster> response)
{
    // Each distinct text a number, the same on both sides.
    std::map<std::string_view, coreference::Mention> number;
    const auto entities = [&](std::span<const Cluster> clusters) {
        std::vector<coreference::Entity> out;
        out.reserve(clusters.size());
        for (const Cluster &c : clusters) {
            coreference::Entity &e = out.emplace_back();
            for (const std::string_view m : c) {
                e.push_back(number.emplace(m, static_cast<coreference::Mention>(number.size()))
                                .first->second);
            }
        }
        return out;
    };
    const std::vector<coreference::Entity> k = entities(key);
    const std::vector<coreference::Entity> r = entities(response);
    return coreference::score(k, r);
}

coreference::DocumentCounts clusterCoreference(std::span<const Cluster> predicted,
                                               std::span<const Cluster> gold)
{
    const NormalisedClusters n = normalisedClusters(predicted, gold);
    return coreferenceOfTexts(n.gold, n.predicted);
}

ClusterScore clusterScore(const ClusterCounts &c)
{
    ClusterScore s;
    s.recall = c.gold == 0 ? Estimate::undefined("no gold clusters")
                           : Estimate::of(static_cast<double>(c.predictedCorrect) / static_cast<double>(c.gold));
    s.precision = c.predicted == 0
                      ? Estimate::undefined("no predicted clusters")
                      : Estimate::of(static_cast<double>(c.goldFound) / static_cast<double>(c.predicted));
    if (!s.recall.defined() || !s.precision.defined()) {
        s.f1 = Estimate::undefined(s.recall.defined() ? s.precision.reason : s.recall.reason);
    } else if (*s.recall.value + *s.precision.value == 0) {
        s.f1 = Estimate::undefined("precision and recall are both 0");
    } else {
        const double p = *s.precision.value, r = *s.recall.value;
        s.f1 = Estimate::of(2 * p * r / (p + r));
    }
    return s;
}

} // namespace es::metrics::openpi
