#pragma once
// Inter-annotator agreement coefficients for nominal labels, and Krippendorff's alpha for
// interval ratings.

#include "metrics/estimate.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace es::metrics {

// How far one item's labels are from unanimous, the adjudication queue's order: 1 minus the
// share of the most frequent category among `counts` (labels per category); 0 unlabelled.
double labelDisagreement(std::span<const std::size_t> counts);

// Fleiss (1971) kappa. `counts` is an items x categories table in row-major order:
// counts[i * categories + j] raters put item i in category j. Every item must have
// the same number of ratings (at least two).
Estimate fleissKappa(std::span<const int> counts, std::size_t categories);

// Gwet's (2008) AC1 for several raters over the same count table, where items may have
// different numbers of ratings: observed agreement over the items rated at least twice,
// chance agreement from the categories' mean shares over the items rated at all,
// sum pi_k (1 - pi_k) / (q - 1). It stays meaningful when one category dominates and
// kappa collapses.
Estimate gwetAC1(std::span<const int> counts, std::size_t categories);
// The same with row i counted weights[i] times (a resample's draws, a leave-one-out
// table); no weights: each row once, which is gwetAC1().
Estimate weightedGwetAC1(std::span<const int> counts, std::size_t categories,
                         std::span<const double> weights);

// The distinct rows of an items x categories count table, in order of first appearance,
// how many items hold each, and each item's row: the jackknife and the bootstrap of a
// figure that sees an item only through its row work on these (two categories and a few
// raters make a handful of rows, however many items).
struct DistinctRows
{
    std::vector<int> rows; // distinct rows x categories, row-major
    std::vector<double> times;
    std::vector<std::uint32_t> rowOf; // per item
};
DistinctRows distinctRows(std::span<const int> counts, std::size_t categories);

// Share of items on which every rater chose the same category (irr::agree in R),
// over the same table as fleissKappa.
Estimate percentAgreement(std::span<const int> counts, std::size_t categories);

// Two raters' labels of the same items cross-tabulated: counts[r * categories + c] items
// that rater a put in the r-th and rater b in the c-th of the categories either used, in
// ascending order. Empty when a and b differ in length or are empty.
struct CrossTable
{
    std::size_t categories = 0;
    std::vector<double> counts;
};
CrossTable crossTable(std::span<const int> a, std::span<const int> b);

// Cohen (1960) kappa of two raters who labelled the same items; a[i] and b[i] are
// their categories for item i.
Estimate cohenKappa(std::span<const int> a, std::span<const int> b);

// Krippendorff's alpha for nominal data. `values` is a units x coders table in
// row-major order; `missing` marks a value a coder did not give. Units with fewer
// than two values are not pairable and drop out, as in Krippendorff (2011).
Estimate krippendorffAlphaNominal(std::span<const int> values, std::size_t coders, int missing);

// Krippendorff's alpha for interval data, two values differing by their squared
// difference. `values` is a units x coders table in row-major order; NaN marks a value a
// coder did not give. Units with fewer than two values drop out, as for nominal data.
Estimate krippendorffAlphaInterval(std::span<const double> values, std::size_t coders);

// What interval alpha is made of. They add up over any split of the units, so alpha over
// a resample of groups of units (procedures, documents) is the weighted sum of each
// group's sums, with no unit visited again. With the coincidences o_ck, n_c and n of
// Krippendorff (2011), alpha = 1 - (n - 1) * observed / expected, where
// observed = sum_ck o_ck (c - k)^2 and expected = sum_ck n_c n_k (c - k)^2
// = 2 n sumSquares - 2 sum^2; exact in doubles for integer ratings.
struct IntervalAlphaSums
{
    double values = 0;     // n: the pairable values
    double sum = 0;        // of the pairable values
    double sumSquares = 0; // of their squares
    double observed = 0;   // per unit, sum over ordered pairs of (v_i - v_j)^2 / (m_u - 1)

    // One unit's values, NaN where a coder gave none; a unit with fewer than two adds nothing.
    void addUnit(std::span<const double> unit);
    // `other`'s sums `times` times, as a resample that drew its units that often.
    void add(const IntervalAlphaSums &other, double times = 1.0);
    friend bool operator==(const IntervalAlphaSums &, const IntervalAlphaSums &) = default;
};
IntervalAlphaSums intervalAlphaSums(std::span<const double> values, std::size_t coders);
Estimate intervalAlpha(const IntervalAlphaSums &sums);

} // namespace es::metrics
