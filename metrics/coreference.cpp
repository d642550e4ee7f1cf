#include "metrics/coreference.h"

#include "metrics/normal_intervals.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

namespace es::metrics::coreference {

Counts &Counts::operator+=(const Counts &o)
{
    recallNumerator += o.recallNumerator;
    recallDenominator += o.recallDenominator;
    precisionNumerator += o.precisionNumerator;
    precisionDenominator += o.precisionDenominator;
    return *this;
}

DocumentCounts &DocumentCounts::operator+=(const DocumentCounts &o)
{
    muc += o.muc;
    bCubed += o.bCubed;
    ceafE += o.ceafE;
    return *this;
}

const Counts &countsOf(const DocumentCounts &counts, Measure measure)
{
    switch (measure) {
    case Measure::Muc:
        return counts.muc;
    case Measure::BCubed:
        return counts.bCubed;
    case Measure::CeafE:
        break;
    }
    return counts.ceafE;
}

namespace {

// The partition as the scorer reads it: repeats dropped, a mention kept in its first
// entity, empty entities gone.
std::vector<Entity> partitionOf(std::span<const Entity> entities)
{
    std::unordered_set<Mention> seen;
    std::vector<Entity> out;
    for (const Entity &e : entities) {
        Entity kept;
        for (const Mention m : e) {
            if (seen.insert(m).second) {
                kept.push_back(m);
            }
        }
        if (!kept.empty()) {
            out.push_back(std::move(kept));
        }
    }
    return out;
}

// The entity of each mention.
std::unordered_map<Mention, std::size_t> entityOf(const std::vector<Entity> &entities)
{
    std::unordered_map<Mention, std::size_t> out;
    for (std::size_t i = 0; i < entities.size(); ++i) {
        for (const Mention m : entities[i]) {
            out.emplace(m, i);
        }
    }
    return out;
}

// |K n R| of every pair that shares a mention: for each entity of `from`, (entity of
// `to`, shared mentions) by ascending entity of `to`, and how many of its mentions `to`
// lacks.
struct Overlaps
{
    std::vector<std::vector<std::pair<std::size_t, std::size_t>>> shared;
    std::vector<std::size_t> missing;
};

Overlaps overlapsOf(const std::vector<Entity> &from, const std::vector<Entity> &to)
{
    const auto at = entityOf(to);
    Overlaps out;
    out.shared.resize(from.size());
    out.missing.resize(from.size());
    for (std::size_t i = 0; i < from.size(); ++i) {
        std::vector<std::size_t> hits;
        for (const Mention m : from[i]) {
            const auto it = at.find(m);
            if (it == at.end()) {
                ++out.missing[i];
            } else {
                hits.push_back(it->second);
            }
        }
        std::sort(hits.begin(), hits.end());
        for (std::size_t k = 0; k < hits.size();) {
            std::size_t n = 1;
            while (k + n < hits.size() && hits[k + n] == hits[k]) {
                ++n;
            }
            out.shared[i].emplace_back(hits[k], n);
            k += n;
        }
    }
    return out;
}

// MUC's links of `from` found in `to`: sum of |E| - |p(E)| and of |E| - 1.
std::pair<double, double> mucLinks(const std::vector<Entity> &from, const std::vector<Entity> &to)
{
    const Overlaps o = overlapsOf(from, to);
    std::size_t found = 0, links = 0;
    for (std::size_t i = 0; i < from.size(); ++i) {
        found += from[i].size() - o.shared[i].size() - o.missing[i];
        links += from[i].size() - 1;
    }
    return {static_cast<double>(found), static_cast<double>(links)};
}

// Sum over the entities E of `from` and F of `to` of |E n F|^2 / |E|, and the mentions of `from`.
std::pair<double, double> bCubedPart(const std::vector<Entity> &from, const std::vector<Entity> &to)
{
    const Overlaps o = overlapsOf(from, to);
    double sum = 0;
    std::size_t mentions = 0;
    for (std::size_t i = 0; i < from.size(); ++i) {
        for (const auto &[j, n] : o.shared[i]) {
            sum += static_cast<double>(n * n) / static_cast<double>(from[i].size());
        }
        mentions += from[i].size();
    }
    return {sum, static_cast<double>(mentions)};
}

double phi4(std::size_t shared, std::size_t a, std::size_t b)
{
    return 2.0 * static_cast<double>(shared) / static_cast<double>(a + b);
}

// Entities that share no mention have phi4 0, so the best alignment is the best alignment
// within each group of entities linked by shared mentions: small problems however many
// entities a document has.
std::size_t rootOf(std::vector<std::size_t> &parent, std::size_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

} // namespace

namespace {

// A measure whose recall is `side` of the key against the response and whose precision the
// same of the response against the key.
template <class Side>
Counts fromBothSides(std::span<const Entity> key, std::span<const Entity> response, Side side)
{
    const std::vector<Entity> k = partitionOf(key), r = partitionOf(response);
    Counts c;
    std::tie(c.recallNumerator, c.recallDenominator) = side(k, r);
    std::tie(c.precisionNumerator, c.precisionDenominator) = side(r, k);
    return c;
}

} // namespace

Counts muc(std::span<const Entity> key, std::span<const Entity> response)
{
    return fromBothSides(key, response, mucLinks);
}

Counts bCubed(std::span<const Entity> key, std::span<const Entity> response)
{
    return fromBothSides(key, response, bCubedPart);
}

Counts ceafE(std::span<const Entity> key, std::span<const Entity> response)
{
    const std::vector<Entity> k = partitionOf(key), r = partitionOf(response);
    const Overlaps o = overlapsOf(k, r);
    // Key entities are 0..|k|-1, response entities |k|.. in one union-find.
    std::vector<std::size_t> parent(k.size() + r.size());
    std::iota(parent.begin(), parent.end(), std::size_t(0));
    for (std::size_t i = 0; i < k.size(); ++i) {
        for (const auto &[j, n] : o.shared[i]) {
            parent[rootOf(parent, i)] = rootOf(parent, k.size() + j);
        }
    }
    std::unordered_map<std::size_t, std::pair<std::vector<std::size_t>, std::vector<std::size_t>>>
        groups;
    for (std::size_t i = 0; i < k.size(); ++i) {
        if (!o.shared[i].empty()) {
            groups[rootOf(parent, i)].first.push_back(i);
        }
    }
    for (std::size_t j = 0; j < r.size(); ++j) {
        const auto g = groups.find(rootOf(parent, k.size() + j));
        if (g != groups.end()) {
            g->second.second.push_back(j);
        }
    }
    std::vector<double> aligned(k.size(), 0.0); // phi4 of each key entity's partner
    for (const auto &[root, members] : groups) {
        const auto &[rows, columns] = members;
        std::vector<double> similarity(rows.size() * columns.size(), 0.0);
        for (std::size_t a = 0; a < rows.size(); ++a) {
            for (const auto &[j, n] : o.shared[rows[a]]) {
                const auto b = static_cast<std::size_t>(
                    std::lower_bound(columns.begin(), columns.end(), j) - columns.begin());
                similarity[a * columns.size() + b] = phi4(n, k[rows[a]].size(), r[j].size());
            }
        }
        const Assignment best = maximumAssignment(similarity, rows.size(), columns.size());
        for (std::size_t a = 0; a < rows.size(); ++a) {
            if (best.columnOf[a] >= 0) {
                aligned[rows[a]] =
                    similarity[a * columns.size() + static_cast<std::size_t>(best.columnOf[a])];
            }
        }
    }
    // Summed in the key's order, whatever order the groups came in.
    const double total = std::accumulate(aligned.begin(), aligned.end(), 0.0);
    return {total, static_cast<double>(k.size()), total, static_cast<double>(r.size())};
}

DocumentCounts score(std::span<const Entity> key, std::span<const Entity> response)
{
    return {muc(key, response), bCubed(key, response), ceafE(key, response)};
}

Assignment maximumAssignment(std::span<const double> similarity, std::size_t rows,
                             std::size_t columns)
{
    Assignment out;
    out.columnOf.assign(rows, -1);
    if (rows == 0 || columns == 0) {
        return out;
    }
    if (rows > columns) { // the algorithm below wants no more rows than columns
        std::vector<double> transposed(similarity.size());
        for (std::size_t r = 0; r < rows; ++r) {
            for (std::size_t c = 0; c < columns; ++c) {
                transposed[c * rows + r] = similarity[r * columns + c];
            }
        }
        const Assignment t = maximumAssignment(transposed, columns, rows);
        for (std::size_t c = 0; c < columns; ++c) {
            if (t.columnOf[c] >= 0) {
                out.columnOf[static_cast<std::size_t>(t.columnOf[c])] = static_cast<int>(c);
            }
        }
        out.total = t.total;
        return out;
    }
    // Kuhn-Munkres with row and column potentials (Jonker-Volgenant's shortest augmenting
    // paths), minimising -similarity; rows and columns are 1-based, 0 a sentinel column.
    const auto cost = [&](std::size_t r, std::size_t c) {
        return -similarity[(r - 1) * columns + (c - 1)];
    };
    constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<double> u(rows + 1, 0.0), v(columns + 1, 0.0);
    std::vector<std::size_t> rowOf(columns + 1, 0), way(columns + 1, 0);
    for (std::size_t i = 1; i <= rows; ++i) {
        rowOf[0] = i;
        std::size_t j0 = 0;
        std::vector<double> minimum(columns + 1, kInf);
        std::vector<bool> used(columns + 1, false);
        do {
            used[j0] = true;
            const std::size_t i0 = rowOf[j0];
            double delta = kInf;
            std::size_t j1 = 0;
            for (std::size_t j = 1; j <= columns; ++j) {
                if (used[j]) {
                    continue;
                }
                const double reduced = cost(i0, j) - u[i0] - v[j];
                if (reduced < minimum[j]) {
                    minimum[j] = reduced;
                    way[j] = j0;
                }
                if (minimum[j] < delta) {
                    delta = minimum[j];
                    j1 = j;
                }
            }
            for (std::size_t j = 0; j <= columns; ++j) {
                if (used[j]) {
                    u[rowOf[j]] += delta;
                    v[j] -= delta;
                } else {
                    minimum[j] -= delta;
                }
            }
            j0 = j1;
        } while (rowOf[j0] != 0);
        do {
            const std::size_t j1 = way[j0];
            rowOf[j0] = rowOf[j1];
            j0 = j1;
        } while (j0 != 0);
    }
    for (std::size_t j = 1; j <= columns; ++j) {
        if (rowOf[j] != 0) {
            out.columnOf[rowOf[j] - 1] = static_cast<int>(j - 1);
        }
    }
    for (std::size_t r = 0; r < rows; ++r) {
        out.total += similarity[r * columns + static_cast<std::size_t>(out.columnOf[r])];
    }
    return out;
}

namespace {

struct Reasons
{
    const char *recall;
    const char *precision;
};

Reasons reasonsOf(Measure measure)
{
    switch (measure) {
    case Measure::Muc:
        return {"no coreference links in gold", "no coreference links predicted"};
    case Measure::BCubed:
        return {"no gold mentions", "no predicted mentions"};
    case Measure::CeafE:
        break;
    }
    return {"no gold entities", "no predicted entities"};
}

Estimate harmonicMean(const Estimate &precision, const Estimate &recall)
{
    if (!precision.defined() || !recall.defined()) {
        return Estimate::undefined(precision.defined() ? recall.reason : precision.reason);
    }
    const double p = *precision.value, r = *recall.value;
    if (p + r == 0) {
        return Estimate::undefined("precision and recall are both 0");
    }
    return Estimate::of(2 * p * r / (p + r));
}

std::optional<double> ratioOf(double numerator, double denominator)
{
    return denominator == 0 ? std::nullopt : std::optional(numerator / denominator);
}

} // namespace

Score scoreOf(const Counts &c, Measure measure)
{
    const Reasons why = reasonsOf(measure);
    Score s;
    const auto estimate = [](std::optional<double> v, const char *reason) {
        return v ? Estimate::of(*v) : Estimate::undefined(reason);
    };
    s.recall = estimate(ratioOf(c.recallNumerator, c.recallDenominator), why.recall);
    s.precision = estimate(ratioOf(c.precisionNumerator, c.precisionDenominator), why.precision);
    s.f1 = harmonicMean(s.precision, s.recall);
    return s;
}

Scores scoresOf(const DocumentCounts &c)
{
    return {scoreOf(c.muc, Measure::Muc), scoreOf(c.bCubed, Measure::BCubed),
            scoreOf(c.ceafE, Measure::CeafE)};
}

namespace {

std::optional<double> partOf(const Counts &sum, Part part)
{
    const std::optional<double> r = ratioOf(sum.recallNumerator, sum.recallDenominator);
    const std::optional<double> p = ratioOf(sum.precisionNumerator, sum.precisionDenominator);
    switch (part) {
    case Part::Recall:
        return r;
    case Part::Precision:
        return p;
    case Part::F1:
        break;
    }
    if (!r || !p || *r + *p == 0) {
        return std::nullopt;
    }
    return 2 * *p * *r / (*p + *r);
}

} // namespace

BootstrapStatistic summedStatistic(std::span<const Counts> documents, Part part)
{
    auto kept = std::make_shared<const std::vector<Counts>>(documents.begin(), documents.end());
    return BootstrapStatistic(
        kept->size(), [kept, part](std::span<const std::uint32_t> drawn) -> std::optional<double> {
            Counts sum;
            for (std::size_t i = 0; i < drawn.size(); ++i) {
                const double w = drawn[i];
                const Counts &d = (*kept)[i];
                sum.recallNumerator += w * d.recallNumerator;
                sum.recallDenominator += w * d.recallDenominator;
                sum.precisionNumerator += w * d.precisionNumerator;
                sum.precisionDenominator += w * d.precisionDenominator;
            }
            return partOf(sum, part);
        });
}

std::optional<Interval> summedJackknifeInterval(std::span<const Counts> documents, Part part,
                                                double level)
{
    Counts sum;
    for (const Counts &d : documents) {
        sum += d;
    }
    const std::optional<double> figure = partOf(sum, part);
    if (!figure) {
        return std::nullopt;
    }
    return jackknifeInterval(
        *figure, documents.size(),
        [&](std::size_t i) {
            const Counts &d = documents[i];
            return partOf({sum.recallNumerator - d.recallNumerator,
                           sum.recallDenominator - d.recallDenominator,
                           sum.precisionNumerator - d.precisionNumerator,
                           sum.precisionDenominator - d.precisionDenominator},
                          part);
        },
        level, 0.0, 1.0);
}

} // namespace es::metrics::coreference
