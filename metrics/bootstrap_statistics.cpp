// The built-in statistics of the bootstrap (AUROC, mean, Fleiss' and Cohen's kappa), each
// computed from the counts of a resample, one or kLanes at a time. Compiled without fused
// multiply-adds (metrics/CMakeLists.txt says why).
#include "metrics/agreement.h"
#include "metrics/bootstrap.h"
#include "metrics/bootstrap_parts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <type_traits>

namespace es::metrics {

using namespace resampling;

namespace {

// AUROC from the items in rank order (least to most positive), with the negatives of a
// tie group before its positives. A positive of count k in tie group g then adds
// k * (2 NB_g + N_g) to 2U (Mann-Whitney U, ties counting one half), where NB_g counts
// the negatives below g and N_g those in g: at the positive, the running count of
// negatives is NB_g + N_g, and NB_g is that count where g starts. One pass, no branch.
// Everything is integer, so 2U is exact and the AUROC is rounded once, at the end, as
// in roc().
template <class Packed> class AurocKernel final : public Kernel
{
  public:
    // Bits of a position: the item, then one for "first of its tie group", then the top
    // one for a positive.
    static constexpr int kPositiveShift = std::numeric_limits<Packed>::digits - 1;
    static constexpr int kStartShift = kPositiveShift - 1;
    static constexpr Packed kItemMask = (Packed(1) << kStartShift) - 1;

    static constexpr std::uint32_t kNoItem = std::numeric_limits<std::uint32_t>::max();

    // The items are the indices i of scores and truth with itemOf[i] != kNoItem, which
    // is their number; order = rankOrder(scores, direction), where indices that are not
    // items are passed over.
    AurocKernel(std::span<const double> scores, std::span<const std::int8_t> truth,
                std::span<const std::uint32_t> order, std::span<const std::uint32_t> itemOf,
                std::size_t items)
    {
        positions_.reserve(items);
        std::vector<Packed> positives; // of the current tie group, which go after its negatives
        std::size_t first = 0;         // where the current tie group starts in positions_
        double score = 0.0;            // of the current tie group
        const auto endGroup = [&] {
            positions_.insert(positions_.end(), positives.begin(), positives.end());
            positives.clear();
            if (first < positions_.size()) {
                positions_[first] |= Packed(1) << kStartShift;
            }
            first = positions_.size();
        };
        for (std::size_t p = 0; p < order.size(); ++p) {
            // The reads go in rank order, at random to the hardware: ask for a later
            // position's ahead of time.
            constexpr std::size_t ahead = 16;
            if (p + ahead < order.size()) {
                const std::uint32_t later = order[p + ahead];
                __builtin_prefetch(&itemOf[later]);
                __builtin_prefetch(&scores[later]);
                __builtin_prefetch(&truth[later]);
            }
            const std::uint32_t i = order[p];
            const std::uint32_t item = itemOf[i];
            if (item == kNoItem) {
                continue;
            }
            if (scores[i] != score) {
                endGroup();
                score = scores[i];
            }
            if (truth[i] == 1) {
                positives.push_back(static_cast<Packed>(item) | Packed(1) << kPositiveShift);
            } else {
                positions_.push_back(item);
            }
        }
        endGroup();
    }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        // aurocLanes() takes 32-bit positions.
        return makeEvaluator<std::is_same_v<Packed, std::uint32_t>>(
            StatelessEvaluation<AurocKernel>{this});
    }

    template <class Count> std::optional<double> statistic(std::span<const Count> counts) const
    {
        const Count *c = counts.data();
        std::uint64_t total = 0;
        std::uint64_t negatives = 0;      // so far
        std::uint64_t negativesBelow = 0; // NB of the current tie group
        std::uint64_t twiceU = 0;
        for (const Packed e : positions_) {
            const std::uint64_t k = c[e & kItemMask];
            const std::uint64_t positive = 0 - static_cast<std::uint64_t>(e >> kPositiveShift);
            // Masks rather than ?:, which GCC turns into a branch as random as the ties.
            const std::uint64_t start = 0 - static_cast<std::uint64_t>((e >> kStartShift) & 1);
            negativesBelow = (negatives & start) | (negativesBelow & ~start);
            twiceU += (k * (negatives + negativesBelow)) & positive;
            negatives += k & ~positive;
            total += k;
        }
        return auroc(twiceU, negatives, total);
    }

    void lanes([[maybe_unused]] std::span<const std::uint8_t> counts,
               [[maybe_unused]] LaneValues out) const
    {
        if constexpr (std::is_same_v<Packed, std::uint32_t>) {
            std::array<std::uint64_t, kLanes> twiceU{};
            std::array<std::uint64_t, kLanes> negatives{};
            std::array<std::uint64_t, kLanes> total{};
            const AurocLanes pass{positions_.data(), positions_.size(), counts.data(),
                                  twiceU.data(),     negatives.data(),  total.data()};
            LanePass run;
            run.auroc = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = auroc(twiceU[j], negatives[j], total[j]);
            }
        }
    }

  private:
    static std::optional<double> auroc(std::uint64_t twiceU, std::uint64_t negatives,
                                       std::uint64_t total)
    {
        const std::uint64_t positives = total - negatives;
        if (positives == 0 || negatives == 0) {
            return std::nullopt;
        }
        return static_cast<double>(twiceU) /
               (2.0 * static_cast<double>(positives) * static_cast<double>(negatives));
    }

    std::vector<Packed> positions_;
};

// The mean as sum(count x value) / n, added up in item order. When every value is an
// integer small enough that every partial sum is exact in a double, integer arithmetic
// gives the same sums without the chain of floating-point additions.
class MeanKernel final : public Kernel
{
  public:
    explicit MeanKernel(std::span<const double> values) : values_(values.begin(), values.end())
    {
        const double limit = std::ldexp(1.0, 53) / static_cast<double>(values.size());
        integral_ = std::all_of(values.begin(), values.end(), [limit](double v) {
            return v == std::trunc(v) && std::abs(v) <= std::min(limit, 2147483647.0);
        });
        if (integral_) {
            integers_.assign(values.begin(), values.end());
        }
    }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        return makeEvaluator<true>(StatelessEvaluation<MeanKernel>{this});
    }

    template <class Count> std::optional<double> statistic(std::span<const Count> counts) const
    {
        const std::size_t n = values_.size();
        if (integral_) {
            std::int64_t sum = 0;
            for (std::size_t i = 0; i < n; ++i) {
                sum += static_cast<std::int64_t>(counts[i]) * integers_[i];
            }
            return static_cast<double>(sum) / static_cast<double>(n);
        }
        double sum = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            sum += static_cast<double>(counts[i]) * values_[i];
        }
        return sum / static_cast<double>(n);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out) const
    {
        const double n = static_cast<double>(values_.size());
        LanePass run;
        if (integral_) {
            std::array<std::int64_t, kLanes> sums{};
            const IntegerSumLanes pass{counts.data(), values_.size(), integers_.data(),
                                       sums.data()};
            run.integerSum = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = static_cast<double>(sums[j]) / n;
            }
        } else {
            std::array<double, kLanes> sums{};
            const SumLanes<std::uint32_t> pass{
                counts.data(), values_.size(), values_.data(), nullptr, 0, sums.data(), nullptr};
            run.sum32 = &pass;
            lanePass(run);
            for (std::size_t j = 0; j < kLanes; ++j) {
                out[j] = sums[j] / n;
            }
        }
    }

  private:
    std::vector<double> values_;
    std::vector<std::int32_t> integers_;
    bool integral_ = false;
};

// Sums of counts by a small code per item, in four interleaved tables so that
// consecutive items with the same code do not wait for each other's additions; the
// totals end in the first codeCount entries.
template <class Count, class Code>
void tally(std::span<const Count> counts, const Code *codes, std::size_t codeCount,
           std::vector<std::uint64_t> &scratch)
{
    scratch.assign(4 * codeCount, 0);
    std::uint64_t *t = scratch.data();
    const std::size_t n = counts.size();
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        t[codes[i]] += counts[i];
        t[codeCount + codes[i + 1]] += counts[i + 1];
        t[2 * codeCount + codes[i + 2]] += counts[i + 2];
        t[3 * codeCount + codes[i + 3]] += counts[i + 3];
    }
    for (; i < n; ++i) {
        t[codes[i]] += counts[i];
    }
    for (std::size_t c = 0; c < codeCount; ++c) {
        t[c] += t[codeCount + c] + t[2 * codeCount + c] + t[3 * codeCount + c];
    }
}

// fleissKappa() split into what depends on the table only and what depends on the
// weights. Items are coded by their distinct rows; the floating-point operations on the
// agreements are those of fleissKappa(), in the same order, and the category totals are
// integers either way, so unit weights reproduce it exactly.
class FleissKernel final : public Kernel
{
  public:
    // False when fleissKappa() is undefined on the table.
    bool prepare(std::span<const int> table, std::size_t tableCategories)
    {
        if (!fleissKappa(table, tableCategories).defined()) {
            return false;
        }
        categories_ = tableCategories;
        const std::size_t items = table.size() / categories_;
        raters_ = 0;
        for (std::size_t j = 0; j < categories_; ++j) {
            raters_ += table[j];
        }
        std::map<std::vector<int>, std::uint32_t> codeOf;
        std::vector<int> row(categories_);
        codes_.resize(items);
        for (std::size_t i = 0; i < items; ++i) {
            row.assign(table.begin() + static_cast<std::ptrdiff_t>(i * categories_),
                       table.begin() + static_cast<std::ptrdiff_t>((i + 1) * categories_));
            const auto [it, added] =
                codeOf.try_emplace(row, static_cast<std::uint32_t>(codeOf.size()));
            if (added) {
                long long sumSquares = 0;
                for (const int v : row) {
                    sumSquares += static_cast<long long>(v) * v;
                }
                rows_.insert(rows_.end(), row.begin(), row.end());
                agreement_.push_back(static_cast<double>(sumSquares - raters_) /
                                     static_cast<double>(raters_ * (raters_ - 1)));
            }
            codes_[i] = it->second;
        }
        return true;
    }

    std::size_t items() const { return codes_.size(); }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        return makeEvaluator<true>(ScratchEvaluation<FleissKernel>{this, {}});
    }

    template <class Count>
    std::optional<double> statistic(std::span<const Count> weights,
                                    std::vector<std::uint64_t> &scratch) const
    {
        // P_i summed in item order, as fleissKappa() does; an item of weight 0 adds +0.0,
        // which leaves the sum as it is.
        double sumAgreement = 0.0;
        const std::uint32_t *codes = codes_.data();
        const double *agreement = agreement_.data();
        for (std::size_t i = 0; i < weights.size(); ++i) {
            sumAgreement += static_cast<double>(weights[i]) * agreement[codes[i]];
        }
        tally(weights, codes, agreement_.size(), scratch);
        return kappa(sumAgreement, scratch.data(), 1);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out,
               std::vector<std::uint64_t> &scratch) const
    {
        std::array<double, kLanes> sums{};
        scratch.assign(4 * agreement_.size() * kLanes, 0);
        const SumLanes<std::uint32_t> pass{counts.data(), codes_.size(),     agreement_.data(),
                                           codes_.data(), agreement_.size(), sums.data(),
                                           scratch.data()};
        LanePass run;
        run.sum32 = &pass;
        lanePass(run);
        for (std::size_t j = 0; j < kLanes; ++j) {
            out[j] = kappa(sums[j], scratch.data() + j, kLanes);
        }
    }

  private:
    // From the sum of the P_i and the weights by distinct row (byRow[r * stride]).
    std::optional<double> kappa(double sumAgreement, const std::uint64_t *byRow,
                                std::size_t stride) const
    {
        const std::size_t distinct = agreement_.size();
        std::uint64_t weightTotal = 0;
        for (std::size_t r = 0; r < distinct; ++r) {
            weightTotal += byRow[r * stride];
        }
        if (weightTotal == 0) {
            return std::nullopt;
        }
        const double totalRatings = static_cast<double>(weightTotal) * static_cast<double>(raters_);
        const double observed = sumAgreement / static_cast<double>(weightTotal);
        double expected = 0.0;
        for (std::size_t j = 0; j < categories_; ++j) {
            std::int64_t total = 0;
            for (std::size_t r = 0; r < distinct; ++r) {
                total += static_cast<std::int64_t>(byRow[r * stride]) * rows_[r * categories_ + j];
            }
            const double p = static_cast<double>(total) / totalRatings;
            expected += p * p;
        }
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }

    std::size_t categories_ = 0;
    long long raters_ = 0;
    std::vector<std::uint32_t> codes_; // item -> distinct row
    std::vector<int> rows_;            // distinct rows, categories_ each
    std::vector<double> agreement_;    // P_i of Fleiss (1971) of each distinct row
};

// cohenKappa() over weights. Only the diagonal and the two marginals matter, and they
// are sums of integers: tallied by (row, column) class of the items when there are few
// categories, by row and by column otherwise. Exact, hence equal to cohenKappa() for
// unit weights.
class CohenKernel final : public Kernel
{
  public:
    // False when cohenKappa() is undefined on a and b.
    bool prepare(std::span<const int> a, std::span<const int> b)
    {
        if (!cohenKappa(a, b).defined()) {
            return false;
        }
        // The categories used, in increasing order; labels are a few small integers, so
        // mostly by a table over their range.
        const auto [aMin, aMax] = std::minmax_element(a.begin(), a.end());
        const auto [bMin, bMax] = std::minmax_element(b.begin(), b.end());
        const long long lo = std::min(*aMin, *bMin);
        const long long span = static_cast<long long>(std::max(*aMax, *bMax)) - lo + 1;
        std::vector<int> seen;
        std::vector<std::uint32_t> byValue;
        if (span <= 4096) {
            std::vector<char> used(static_cast<std::size_t>(span), 0);
            for (std::size_t i = 0; i < a.size(); ++i) {
                used[static_cast<std::size_t>(a[i] - lo)] = 1;
                used[static_cast<std::size_t>(b[i] - lo)] = 1;
            }
            byValue.resize(used.size());
            for (std::size_t v = 0; v < used.size(); ++v) {
                byValue[v] = static_cast<std::uint32_t>(seen.size());
                if (used[v] != 0) {
                    seen.push_back(static_cast<int>(lo + static_cast<long long>(v)));
                }
            }
        } else {
            seen.assign(a.begin(), a.end());
            seen.insert(seen.end(), b.begin(), b.end());
            std::sort(seen.begin(), seen.end());
            seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        }
        categories_ = seen.size();
        const auto indexOf = [&](int v) {
            if (!byValue.empty()) {
                return byValue[static_cast<std::size_t>(v - lo)];
            }
            return static_cast<std::uint32_t>(std::lower_bound(seen.begin(), seen.end(), v) -
                                              seen.begin());
        };
        if (joint()) {
            joint_.resize(a.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                joint_[i] = static_cast<std::uint8_t>(indexOf(a[i]) * categories_ + indexOf(b[i]));
            }
        } else {
            rowOf_.resize(a.size());
            columnOf_.resize(b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                rowOf_[i] = indexOf(a[i]);
                columnOf_[i] = indexOf(b[i]);
            }
        }
        items_ = a.size();
        return true;
    }

    std::size_t items() const { return items_; }

    std::unique_ptr<Evaluator> evaluator() const override
    {
        if (joint()) {
            return makeEvaluator<true>(ScratchEvaluation<CohenKernel>{this, {}});
        }
        return makeEvaluator<false>(ScratchEvaluation<CohenKernel>{this, {}});
    }

    template <class Count>
    std::optional<double> statistic(std::span<const Count> weights,
                                    std::vector<std::uint64_t> &scratch) const
    {
        const std::size_t k = categories_;
        if (joint()) {
            tally(weights, joint_.data(), k * k, scratch);
            return kappa(scratch.data(), 1);
        }
        // Rows, then columns.
        std::vector<double> marginals(2 * k, 0.0);
        std::uint64_t agreeing = 0;
        std::uint64_t total = 0;
        scratch.assign(2 * k, 0);
        for (std::size_t i = 0; i < items_; ++i) {
            const std::uint64_t w = weights[i];
            scratch[rowOf_[i]] += w;
            scratch[k + columnOf_[i]] += w;
            agreeing += rowOf_[i] == columnOf_[i] ? w : 0;
            total += w;
        }
        for (std::size_t c = 0; c < 2 * k; ++c) {
            marginals[c] = static_cast<double>(scratch[c]);
        }
        return kappa(marginals, agreeing, total);
    }

    void lanes(std::span<const std::uint8_t> counts, LaneValues out,
               std::vector<std::uint64_t> &scratch) const
    {
        const std::size_t classes = categories_ * categories_;
        scratch.assign(4 * classes * kLanes, 0);
        const SumLanes<std::uint8_t> pass{counts.data(), items_,  nullptr,       joint_.data(),
                                          classes,       nullptr, scratch.data()};
        LanePass run;
        run.sum8 = &pass;
        lanePass(run);
        for (std::size_t j = 0; j < kLanes; ++j) {
            out[j] = kappa(scratch.data() + j, kLanes);
        }
    }

  private:
    // Up to 16 categories, an item's (row, column) class fits in a byte.
    bool joint() const { return categories_ <= 16; }

    // From the weights by class (byClass[(row * categories_ + column) * stride]).
    std::optional<double> kappa(const std::uint64_t *byClass, std::size_t stride) const
    {
        const std::size_t k = categories_;
        std::vector<double> marginals(2 * k, 0.0);
        std::uint64_t agreeing = 0;
        std::uint64_t total = 0;
        for (std::size_t r = 0; r < k; ++r) {
            for (std::size_t c = 0; c < k; ++c) {
                const std::uint64_t w = byClass[(r * k + c) * stride];
                marginals[r] += static_cast<double>(w);
                marginals[k + c] += static_cast<double>(w);
                agreeing += r == c ? w : 0;
                total += w;
            }
        }
        return kappa(marginals, agreeing, total);
    }

    // As cohenKappa() from the marginals (rows, then columns), the weight on the
    // diagonal and the total weight.
    std::optional<double> kappa(const std::vector<double> &marginals, std::uint64_t agreeing,
                                std::uint64_t total) const
    {
        if (total == 0) {
            return std::nullopt;
        }
        const std::size_t k = categories_;
        const double n = static_cast<double>(total);
        double expected = 0.0;
        for (std::size_t c = 0; c < k; ++c) {
            expected += marginals[c] * marginals[k + c];
        }
        const double observed = static_cast<double>(agreeing) / n;
        expected /= n * n;
        if (expected >= 1.0 - 1e-15) {
            return std::nullopt;
        }
        return (observed - expected) / (1.0 - expected);
    }

    std::size_t items_ = 0;
    std::size_t categories_ = 0;
    std::vector<std::uint8_t> joint_; // row * categories_ + column
    std::vector<std::uint32_t> rowOf_;
    std::vector<std::uint32_t> columnOf_;
};

} // namespace

BootstrapStatistic aurocStatistic(std::span<const double> scores,
                                  std::span<const std::int8_t> truth, ScoreDirection direction,
                                  std::span<const std::uint32_t> order)
{
    // Indices are 32-bit in rankOrder() and in the counts.
    if (scores.size() != truth.size() ||
        scores.size() >= std::numeric_limits<std::uint32_t>::max()) {
        return {};
    }
    using Narrow = AurocKernel<std::uint32_t>;
    std::vector<std::uint32_t> itemOf(scores.size(), Narrow::kNoItem);
    std::uint32_t n = 0;
    std::size_t positives = 0;
    std::size_t finite = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (!std::isfinite(scores[i])) {
            continue;
        }
        ++finite;
        if (truth[i] == 0 || truth[i] == 1) {
            itemOf[i] = n++;
            positives += truth[i] == 1 ? 1 : 0;
        }
    }
    if (positives == 0 || positives == n) {
        return {};
    }
    std::vector<std::uint32_t> computed;
    if (order.size() != finite) {
        computed = rankOrder(scores, direction);
        order = computed;
    }
    // Item and flags share 32 bits up to 2^30 items.
    if (n <= Narrow::kItemMask) {
        return {n, std::make_shared<const Narrow>(scores, truth, order, itemOf, n)};
    }
    return {n, std::make_shared<const AurocKernel<std::uint64_t>>(scores, truth, order, itemOf, n)};
}

BootstrapStatistic meanStatistic(std::span<const double> values)
{
    if (values.empty() ||
        !std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); })) {
        return {};
    }
    return {values.size(), std::make_shared<const MeanKernel>(values)};
}

BootstrapStatistic fleissStatistic(std::span<const int> counts, std::size_t categories)
{
    auto kernel = std::make_shared<FleissKernel>();
    if (!kernel->prepare(counts, categories)) {
        return {};
    }
    const std::size_t items = kernel->items();
    return {items, std::move(kernel)};
}

BootstrapStatistic cohenStatistic(std::span<const int> a, std::span<const int> b)
{
    auto kernel = std::make_shared<CohenKernel>();
    if (!kernel->prepare(a, b)) {
        return {};
    }
    const std::size_t items = kernel->items();
    return {items, std::move(kernel)};
}

BootstrapStatistic gwetStatistic(std::span<const int> counts, std::size_t categories)
{
    if (!gwetAC1(counts, categories).defined()) {
        return {};
    }
    auto distinct = std::make_shared<const DistinctRows>(distinctRows(counts, categories));
    const std::size_t items = distinct->rowOf.size();
    // A resample's draws summed per distinct row: AC1 sees an item only through its row.
    return {items,
            [distinct = std::move(distinct), categories](std::span<const std::uint32_t> drawn) {
                std::vector<double> weights(distinct->times.size(), 0.0);
                for (std::size_t i = 0; i < drawn.size(); ++i) {
                    weights[distinct->rowOf[i]] += static_cast<double>(drawn[i]);
                }
                return weightedGwetAC1(distinct->rows, categories, weights).value;
            }};
}

namespace {

std::optional<Interval> bootstrapOne(const BootstrapStatistic &statistic,
                                     const BootstrapOptions &options)
{
    return bootstrapShared(std::span(&statistic, 1), options).front();
}

} // namespace

std::optional<Interval> bootstrapAuroc(std::span<const double> scores,
                                       std::span<const std::int8_t> truth, ScoreDirection direction,
                                       const BootstrapOptions &options)
{
    return bootstrapOne(aurocStatistic(scores, truth, direction), options);
}

std::optional<Interval> bootstrapMean(std::span<const double> values,
                                      const BootstrapOptions &options)
{
    return bootstrapOne(meanStatistic(values), options);
}

std::optional<Interval> bootstrapFleiss(std::span<const int> counts, std::size_t categories,
                                        const BootstrapOptions &options)
{
    return bootstrapOne(fleissStatistic(counts, categories), options);
}

std::optional<Interval> bootstrapCohen(std::span<const int> a, std::span<const int> b,
                                       const BootstrapOptions &options)
{
    return bootstrapOne(cohenStatistic(a, b), options);
}

std::optional<double> weightedFleissKappa(std::span<const int> counts, std::size_t categories,
                                          std::span<const std::uint32_t> weights)
{
    FleissKernel kernel;
    if (!kernel.prepare(counts, categories) || weights.size() != kernel.items()) {
        return std::nullopt;
    }
    std::vector<std::uint64_t> scratch;
    return kernel.statistic(weights, scratch);
}

std::optional<double> weightedCohenKappa(std::span<const int> a, std::span<const int> b,
                                         std::span<const std::uint32_t> weights)
{
    CohenKernel kernel;
    if (!kernel.prepare(a, b) || weights.size() != a.size()) {
        return std::nullopt;
    }
    std::vector<std::uint64_t> scratch;
    return kernel.statistic(weights, scratch);
}

} // namespace es::metrics
