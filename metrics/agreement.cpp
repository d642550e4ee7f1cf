#include "metrics/agreement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace es::metrics {

namespace {

// Categories seen in a nominal sequence, kept small and sorted so that lookups are
// a short linear scan; annotation schemes have a handful of categories.
class CategoryIndex
{
  public:
    void add(int c)
    {
        if (std::find(values_.begin(), values_.end(), c) == values_.end()) {
            values_.insert(std::upper_bound(values_.begin(), values_.end(), c), c);
        }
    }
    std::size_t indexOf(int c) const
    {
        return static_cast<std::size_t>(std::find(values_.begin(), values_.end(), c) -
                                        values_.begin());
    }
    std::size_t size() const { return values_.size(); }

  private:
    std::vector<int> values_;
};

} // namespace

double labelDisagreement(std::span<const std::size_t> counts)
{
    std::size_t given = 0, most = 0;
    for (const std::size_t n : counts) {
        given += n;
        most = std::max(most, n);
    }
    return given == 0 ? 0.0 : 1.0 - static_cast<double>(most) / static_cast<double>(given);
}

Estimate fleissKappa(std::span<const int> counts, std::size_t categories)
{
    if (categories == 0 || counts.size() % categories != 0) {
        return Estimate::undefined("malformed count table");
    }
    const std::size_t items = counts.size() / categories;
    if (items == 0) {
        return Estimate::undefined("no items rated by every rater");
    }
    long long raters = 0;
    for (std::size_t j = 0; j < categories; ++j) {
        raters += counts[j];
    }
    if (raters < 2) {
        return Estimate::undefined("fewer than two raters per item");
    }

    std::vector<double> categoryTotals(categories, 0.0);
    double sumAgreement = 0.0;
    for (std::size_t i = 0; i < items; ++i) {
        long long rowTotal = 0;
        long long sumSquares = 0;
        for (std::size_t j = 0; j < categories; ++j) {
            const long long n = counts[i * categories + j];
            rowTotal += n;
            sumSquares += n * n;
            categoryTotals[j] += static_cast<double>(n);
        }
        if (rowTotal != raters) {
            return Estimate::undefined("items have different numbers of ratings");
        }
        sumAgreement += static_cast<double>(sumSquares - raters) /
                        static_cast<double>(raters * (raters - 1));
    }
    const double totalRatings = static_cast<double>(items) * static_cast<double>(raters);
    const double observed = sumAgreement / static_cast<double>(items);
    double expected = 0.0;
    for (double t : categoryTotals) {
        const double p = t / totalRatings;
        expected += p * p;
    }
    if (expected >= 1.0 - 1e-15) {
        return Estimate::undefined("every rating is in one category");
    }
    return Estimate::of((observed - expected) / (1.0 - expected));
}

Estimate gwetAC1(std::span<const int> counts, std::size_t categories)
{
    return weightedGwetAC1(counts, categories, {});
}

Estimate weightedGwetAC1(std::span<const int> counts, std::size_t categories,
                         std::span<const double> weights)
{
    if (categories < 2 || counts.size() % categories != 0) {
        return Estimate::undefined("malformed count table");
    }
    const std::size_t items = counts.size() / categories;
    if (!weights.empty() && weights.size() != items) {
        return Estimate::undefined("malformed count table");
    }
    std::vector<double> shares(categories, 0.0);
    double agreement = 0.0;
    double rated = 0.0, pairable = 0.0;
    for (std::size_t i = 0; i < items; ++i) {
        const std::span<const int> row = counts.subspan(i * categories, categories);
        const double weight = weights.empty() ? 1.0 : weights[i];
        long long total = 0;
        long long pairs = 0;
        for (const int n : row) {
            total += n;
            pairs += static_cast<long long>(n) * (n - 1);
        }
        if (total == 0 || weight == 0.0) {
            continue;
        }
        rated += weight;
        for (std::size_t k = 0; k < categories; ++k) {
            shares[k] += weight * static_cast<double>(row[k]) / static_cast<double>(total);
        }
        if (total >= 2) {
            pairable += weight;
            agreement +=
                weight * static_cast<double>(pairs) / static_cast<double>(total * (total - 1));
        }
    }
    if (pairable == 0.0) {
        return Estimate::undefined("no item rated by two raters");
    }
    double chance = 0.0;
    for (const double share : shares) {
        const double pi = share / rated;
        chance += pi * (1.0 - pi);
    }
    chance /= static_cast<double>(categories - 1);
    const double observed = agreement / pairable;
    return Estimate::of((observed - chance) / (1.0 - chance));
}

DistinctRows distinctRows(std::span<const int> counts, std::size_t categories)
{
    DistinctRows out;
    if (categories == 0 || counts.size() % categories != 0) {
        return out;
    }
    const std::size_t items = counts.size() / categories;
    // Looked up by the row's span, so that an item already seen makes no vector.
    struct RowLess
    {
        using is_transparent = void;
        bool operator()(std::span<const int> a, std::span<const int> b) const
        {
            return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
        }
    };
    std::map<std::vector<int>, std::uint32_t, RowLess> index;
    out.rowOf.reserve(items);
    for (std::size_t i = 0; i < items; ++i) {
        const std::span<const int> row = counts.subspan(i * categories, categories);
        auto it = index.find(row);
        if (it == index.end()) {
            it = index
                     .emplace(std::vector<int>(row.begin(), row.end()),
                              static_cast<std::uint32_t>(out.times.size()))
                     .first;
            out.rows.insert(out.rows.end(), row.begin(), row.end());
            out.times.push_back(0.0);
        }
        out.times[it->second] += 1.0;
        out.rowOf.push_back(it->second);
    }
    return out;
}

Estimate percentAgreement(std::span<const int> counts, std::size_t categories)
{
    if (categories == 0 || counts.size() % categories != 0) {
        return Estimate::undefined("malformed count table");
    }
    const std::size_t items = counts.size() / categories;
    if (items == 0) {
        return Estimate::undefined("no items rated by every rater");
    }
    std::size_t unanimous = 0;
    for (std::size_t i = 0; i < items; ++i) {
        int nonEmpty = 0;
        for (std::size_t j = 0; j < categories; ++j) {
            nonEmpty += counts[i * categories + j] > 0 ? 1 : 0;
        }
        unanimous += nonEmpty == 1 ? 1 : 0;
    }
    return Estimate::of(static_cast<double>(unanimous) / static_cast<double>(items));
}

CrossTable crossTable(std::span<const int> a, std::span<const int> b)
{
    if (a.empty() || a.size() != b.size()) {
        return {};
    }
    // Categories are a few small integers: tally by value, then keep the ones used.
    const auto [aMin, aMax] = std::minmax_element(a.begin(), a.end());
    const auto [bMin, bMax] = std::minmax_element(b.begin(), b.end());
    const long long lo = std::min(*aMin, *bMin);
    const long long span = static_cast<long long>(std::max(*aMax, *bMax)) - lo + 1;
    std::vector<std::size_t> used;
    std::vector<double> table;
    std::size_t k = 0;
    if (span <= 64) {
        const auto w = static_cast<std::size_t>(span);
        std::vector<double> full(w * w, 0.0);
        for (std::size_t i = 0; i < a.size(); ++i) {
            full[static_cast<std::size_t>(a[i] - lo) * w + static_cast<std::size_t>(b[i] - lo)] += 1.0;
        }
        for (std::size_t v = 0; v < w; ++v) {
            double any = 0.0;
            for (std::size_t x = 0; x < w; ++x) {
                any += full[v * w + x] + full[x * w + v];
            }
            if (any > 0.0) {
                used.push_back(v);
            }
        }
        k = used.size();
        table.assign(k * k, 0.0);
        for (std::size_t r = 0; r < k; ++r) {
            for (std::size_t c = 0; c < k; ++c) {
                table[r * k + c] = full[used[r] * w + used[c]];
            }
        }
    } else {
        CategoryIndex index;
        for (std::size_t i = 0; i < a.size(); ++i) {
            index.add(a[i]);
            index.add(b[i]);
        }
        k = index.size();
        table.assign(k * k, 0.0);
        for (std::size_t i = 0; i < a.size(); ++i) {
            table[index.indexOf(a[i]) * k + index.indexOf(b[i])] += 1.0;
        }
    }
    return {k, std::move(table)};
}

Estimate cohenKappa(std::span<const int> a, std::span<const int> b)
{
    if (a.size() != b.size()) {
        return Estimate::undefined("raters labelled different numbers of items");
    }
    if (a.empty()) {
        return Estimate::undefined("no items labelled by both raters");
    }
    const CrossTable cross = crossTable(a, b);
    const std::size_t k = cross.categories;
    const std::vector<double> &table = cross.counts;
    const double n = static_cast<double>(a.size());
    double observed = 0.0;
    double expected = 0.0;
    for (std::size_t r = 0; r < k; ++r) {
        double rowSum = 0.0;
        double colSum = 0.0;
        for (std::size_t c = 0; c < k; ++c) {
            rowSum += table[r * k + c];
            colSum += table[c * k + r];
        }
        observed += table[r * k + r];
        expected += rowSum * colSum;
    }
    observed /= n;
    expected /= n * n;
    if (expected >= 1.0 - 1e-15) {
        return Estimate::undefined("both raters used one and the same category only");
    }
    return Estimate::of((observed - expected) / (1.0 - expected));
}

Estimate krippendorffAlphaNominal(std::span<const int> values, std::size_t coders, int missing)
{
    if (coders == 0) {
        return Estimate::undefined("no coders");
    }
    if (values.size() % coders != 0) {
        return Estimate::undefined("malformed reliability table");
    }
    const std::size_t units = values.size() / coders;
    CategoryIndex index;
    for (int v : values) {
        if (v != missing) {
            index.add(v);
        }
    }
    const std::size_t k = index.size();
    std::vector<double> marginals(k, 0.0); // n_c over pairable values
    std::vector<int> unitCounts(k, 0);
    double disagreement = 0.0; // sum over c != k of o_ck
    double pairable = 0.0;
    for (std::size_t u = 0; u < units; ++u) {
        std::fill(unitCounts.begin(), unitCounts.end(), 0);
        int m = 0;
        for (std::size_t c = 0; c < coders; ++c) {
            const int v = values[u * coders + c];
            if (v != missing) {
                ++unitCounts[index.indexOf(v)];
                ++m;
            }
        }
        if (m < 2) {
            continue;
        }
        long long sumSquares = 0;
        for (std::size_t c = 0; c < k; ++c) {
            sumSquares += static_cast<long long>(unitCounts[c]) * unitCounts[c];
            marginals[c] += unitCounts[c];
        }
        disagreement += static_cast<double>(static_cast<long long>(m) * m - sumSquares) / (m - 1);
        pairable += m;
    }
    if (pairable < 2) {
        return Estimate::undefined("no unit has two or more values");
    }
    double sumMarginalSquares = 0.0;
    for (double nc : marginals) {
        sumMarginalSquares += nc * nc;
    }
    const double expectedDisagreement = (pairable * pairable - sumMarginalSquares); // sum_{c!=k} n_c n_k
    if (expectedDisagreement <= 0.0) {
        return Estimate::undefined("every value is in one category");
    }
    return Estimate::of(1.0 - (pairable - 1.0) * disagreement / expectedDisagreement);
}

void IntervalAlphaSums::addUnit(std::span<const double> unit)
{
    double m = 0, unitSum = 0, unitSquares = 0, pairs = 0;
    for (std::size_t i = 0; i < unit.size(); ++i) {
        if (std::isnan(unit[i])) {
            continue;
        }
        ++m;
        unitSum += unit[i];
        unitSquares += unit[i] * unit[i];
        // Differences pair by pair, not from the unit's sums: no cancellation within a unit.
        for (std::size_t j = 0; j < i; ++j) {
            if (!std::isnan(unit[j])) {
                pairs += (unit[i] - unit[j]) * (unit[i] - unit[j]);
            }
        }
    }
    if (m < 2) {
        return;
    }
    values += m;
    sum += unitSum;
    sumSquares += unitSquares;
    observed += 2.0 * pairs / (m - 1.0); // ordered pairs: each unordered one twice
}

void IntervalAlphaSums::add(const IntervalAlphaSums &other, double times)
{
    values += times * other.values;
    sum += times * other.sum;
    sumSquares += times * other.sumSquares;
    observed += times * other.observed;
}

IntervalAlphaSums intervalAlphaSums(std::span<const double> values, std::size_t coders)
{
    IntervalAlphaSums sums;
    for (std::size_t u = 0; coders > 0 && u + coders <= values.size(); u += coders) {
        sums.addUnit(values.subspan(u, coders));
    }
    return sums;
}

Estimate intervalAlpha(const IntervalAlphaSums &sums)
{
    if (sums.values < 2) {
        return Estimate::undefined("no unit has two or more values");
    }
    const double expected = 2.0 * sums.values * sums.sumSquares - 2.0 * sums.sum * sums.sum;
    // Equal values that are not integers leave rounding's crumbs instead of an exact 0.
    if (expected <= 1e-12 * 2.0 * sums.values * sums.sumSquares) {
        return Estimate::undefined("every value is the same");
    }
    return Estimate::of(1.0 - (sums.values - 1.0) * sums.observed / expected);
}

Estimate krippendorffAlphaInterval(std::span<const double> values, std::size_t coders)
{
    if (coders == 0) {
        return Estimate::undefined("no coders");
    }
    if (values.size() % coders != 0) {
        return Estimate::undefined("malformed reliability table");
    }
    return intervalAlpha(intervalAlphaSums(values, coders));
}

} // namespace es::metrics
