#include "metrics/ranking.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace es::metrics {

namespace {

// Maps a double to an unsigned key with the same order (IEEE 754 trick: flip all bits of
// negatives, the sign bit of the rest).
std::uint64_t orderKey(double d)
{
    std::uint64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    return (bits >> 63) != 0 ? ~bits : bits | (std::uint64_t(1) << 63);
}

} // namespace

std::vector<std::uint32_t> rankOrder(std::span<const double> scores, ScoreDirection direction)
{
    RankScratch scratch;
    return rankOrder(scores, direction, scratch);
}

std::vector<std::uint32_t> rankOrder(std::span<const double> scores, ScoreDirection direction,
                                     RankScratch &scratch)
{
    // LSD radix sort on 16-bit digits: a fixed four passes instead of n log n comparisons
    // with random reads, which matters for a million scores per model. Stable, so ties
    // keep item order.
    using Entry = RankScratch::Entry;
    std::vector<Entry> &a = scratch.a;
    std::vector<Entry> &b = scratch.b;
    a.clear();
    a.reserve(scores.size());
    const bool flip = direction == ScoreDirection::LowerIsPositive;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (std::isfinite(scores[i])) {
            const std::uint64_t k = orderKey(scores[i]);
            a.push_back({flip ? ~k : k, static_cast<std::uint32_t>(i)});
        }
    }
    b.resize(a.size());
    std::vector<std::size_t> count(1u << 16);
    for (int shift = 0; shift < 64; shift += 16) {
        std::fill(count.begin(), count.end(), 0);
        for (const Entry &e : a) {
            ++count[(e.key >> shift) & 0xFFFF];
        }
        if (count[(a.empty() ? 0 : (a.front().key >> shift) & 0xFFFF)] == a.size()) {
            continue; // every key has this digit: the pass would change nothing
        }
        std::size_t sum = 0;
        for (std::size_t &c : count) {
            const std::size_t n = c;
            c = sum;
            sum += n;
        }
        for (const Entry &e : a) {
            b[count[(e.key >> shift) & 0xFFFF]++] = e;
        }
        a.swap(b);
    }
    std::vector<std::uint32_t> order(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        order[i] = a[i].item;
    }
    return order;
}

std::vector<double> sortedScores(std::span<const std::uint32_t> order, std::span<const double> scores)
{
    std::vector<double> out(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        out[i] = scores[order[i]];
    }
    return out;
}

RocResult rocFromOrder(std::span<const std::uint32_t> order, std::span<const double> sorted,
                       std::span<const std::int8_t> truth, std::size_t maxCurvePoints)
{
    RocResult result;
    // Walk from the least positive score up, one tie group at a time: a positive beats
    // every negative below its group and half-beats those inside it.
    double u = 0.0;
    std::size_t negativesBelow = 0;
    std::size_t positivesBelow = 0;
    std::size_t groups = 0;
    // DeLong's placements, doubled to be whole: a positive's is 2 x the negatives below it
    // plus those tied with it, a negative's the same of positives (its placement among the
    // positives above is one minus that share). Their weighted sums and sums of squares in
    // 128-bit integers are exact below 2^31 items, so the variance is rounded once, at
    // the end.
    __extension__ typedef unsigned __int128 Wide;
    Wide positiveSum = 0;
    Wide positiveSquares = 0;
    Wide negativeSum = 0;
    Wide negativeSquares = 0;
    for (std::size_t i = 0; i < order.size();) {
        const double s = sorted[i];
        std::size_t pos = 0;
        std::size_t neg = 0;
        for (; i < order.size() && sorted[i] == s; ++i) {
            const std::int8_t t = truth[order[i]];
            pos += t == 1 ? 1 : 0;
            neg += t == 0 ? 1 : 0;
        }
        if (pos + neg == 0) {
            continue;
        }
        u += static_cast<double>(pos) * static_cast<double>(negativesBelow) +
             0.5 * static_cast<double>(pos) * static_cast<double>(neg);
        const Wide positivePlacement = 2 * Wide(negativesBelow) + neg;
        const Wide negativePlacement = 2 * Wide(positivesBelow) + pos;
        positiveSum += pos * positivePlacement;
        positiveSquares += pos * positivePlacement * positivePlacement;
        negativeSum += neg * negativePlacement;
        negativeSquares += neg * negativePlacement * negativePlacement;
        negativesBelow += neg;
        positivesBelow += pos;
        result.positives += pos;
        result.negatives += neg;
        ++groups;
    }

    if (result.positives == 0 || result.negatives == 0) {
        result.auroc = Estimate::undefined(result.positives == 0
                                               ? "no essential item has a score"
                                               : "no non-essential item has a score");
        return result;
    }
    result.auroc = Estimate::of(u / (static_cast<double>(result.positives) *
                                     static_cast<double>(result.negatives)));
    if (result.positives >= 2 && result.negatives >= 2) {
        // Sample variance of k doubled placements: (k S2 - S1^2) / (k (k - 1)), exact
        // before the division; placements are the doubled ones over 2 x the other class.
        const auto variance = [](Wide sum, Wide squares, std::size_t k, std::size_t other) {
            const Wide numerator = Wide(k) * squares - sum * sum;
            const double kk = static_cast<double>(k);
            const double scale = 2.0 * static_cast<double>(other);
            return static_cast<double>(numerator) / (kk * (kk - 1)) / (scale * scale);
        };
        result.deLongVariance =
            variance(positiveSum, positiveSquares, result.positives, result.negatives) /
                static_cast<double>(result.positives) +
            variance(negativeSum, negativeSquares, result.negatives, result.positives) /
                static_cast<double>(result.negatives);
    }
    if (maxCurvePoints == 0) {
        return result;
    }

    // Thresholds from the most positive group down: each step admits one tie group.
    const double p = static_cast<double>(result.positives);
    const double n = static_cast<double>(result.negatives);
    const std::size_t stride =
        maxCurvePoints < 3 ? groups : std::max<std::size_t>(1, groups / (maxCurvePoints - 2) + 1);
    result.curve.reserve(std::min(groups, maxCurvePoints) + 2);
    result.curve.push_back({0.0, 0.0});
    std::size_t tp = 0;
    std::size_t fp = 0;
    std::size_t step = 0;
    for (std::size_t i = order.size(); i > 0;) {
        const double s = sorted[i - 1];
        std::size_t pos = 0;
        std::size_t neg = 0;
        for (; i > 0 && sorted[i - 1] == s; --i) {
            const std::int8_t t = truth[order[i - 1]];
            pos += t == 1 ? 1 : 0;
            neg += t == 0 ? 1 : 0;
        }
        if (pos + neg == 0) {
            continue;
        }
        tp += pos;
        fp += neg;
        ++step;
        if (step == groups || step % stride == 0) {
            result.curve.push_back({static_cast<double>(fp) / n, static_cast<double>(tp) / p});
        }
    }
    return result;
}

RocResult roc(std::span<const double> scores, std::span<const std::int8_t> truth,
              ScoreDirection direction, std::size_t maxCurvePoints)
{
    const std::vector<std::uint32_t> order = rankOrder(scores, direction);
    return rocFromOrder(order, sortedScores(order, scores), truth, maxCurvePoints);
}

} // namespace es::metrics
