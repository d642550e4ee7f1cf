#pragma once
// Coreference scores of a response partition of mentions against a key partition, as the
// CoNLL-2012 reference scorer (v8.01, Pradhan et al. 2014) computes them: MUC (Vilain et
// al. 1995), B-cubed (Bagga and Baldwin 1998) and entity CEAF with phi4 (Luo 2005). Each
// gives a recall and a precision numerator and denominator per document, which add up over
// documents as the scorer sums them over a corpus's documents.

#include "metrics/bootstrap.h"
#include "metrics/estimate.h"

#include <cstdint>
#include <span>
#include <vector>

namespace es::metrics::coreference {

// A mention is any number that names it within its document; an entity lists its mentions.
using Mention = std::uint32_t;
using Entity = std::vector<Mention>;

// One measure's numerators and denominators, of one document or summed over several.
struct Counts
{
    double recallNumerator = 0;
    double recallDenominator = 0;
    double precisionNumerator = 0;
    double precisionDenominator = 0;
    Counts &operator+=(const Counts &o);
    friend bool operator==(const Counts &, const Counts &) = default;
};

struct DocumentCounts
{
    Counts muc;
    Counts bCubed;
    Counts ceafE;
    DocumentCounts &operator+=(const DocumentCounts &o);
    friend bool operator==(const DocumentCounts &, const DocumentCounts &) = default;
};

enum class Measure { Muc, BCubed, CeafE };
const Counts &countsOf(const DocumentCounts &counts, Measure measure);

// The partitions are taken as the reference scorer takes them: a mention repeated within
// an entity counts once, a mention in several entities belongs to the first of them only,
// and an entity left without mentions is none. Mentions of one side absent from the other
// stay (a key mention the response misses, a response mention the key does not have).
//  MUC: recall = sum over key entities K of |K| - |p(K)| over sum of |K| - 1, where p(K)
//   is K split by the response entities, each of K's mentions the response lacks a part
//   of its own; precision the same with key and response swapped. A singleton adds no link.
//  B-cubed: recall = sum over K and response entities R of |K n R|^2 / |K| over the key's
//   mentions; precision = sum of |K n R|^2 / |R| over the response's mentions.
//  CEAF-e: phi4(K, R) = 2 |K n R| / (|K| + |R|); the one-to-one alignment of key and
//   response entities with the largest sum of phi4 (Kuhn-Munkres); recall = that sum over
//   the key's entities, precision = that sum over the response's entities.
Counts muc(std::span<const Entity> key, std::span<const Entity> response);
Counts bCubed(std::span<const Entity> key, std::span<const Entity> response);
Counts ceafE(std::span<const Entity> key, std::span<const Entity> response);
DocumentCounts score(std::span<const Entity> key, std::span<const Entity> response);

struct Score
{
    Estimate precision;
    Estimate recall;
    Estimate f1;
};
struct Scores
{
    Score muc;
    Score bCubed;
    Score ceafE;
};
// Recall, precision and their harmonic mean from summed counts; undefined, with the
// reason, where a denominator is 0 (no links in the key for MUC's recall, no response
// entities for CEAF-e's precision, ..., and for F1 also precision and recall both 0).
Score scoreOf(const Counts &counts, Measure measure);
Scores scoresOf(const DocumentCounts &counts);

// The largest sum of similarity[r * columns + c] over one-to-one pairings of rows and
// columns (Kuhn-Munkres), and for each row its column or -1.
struct Assignment
{
    double total = 0;
    std::vector<int> columnOf;
};
Assignment maximumAssignment(std::span<const double> similarity, std::size_t rows,
                             std::size_t columns);

// The bootstrap of a summed figure: documents are the items; a resample's figure is made
// of the numerators and denominators of the documents drawn, each as often as drawn.
enum class Part { Precision, Recall, F1 };
BootstrapStatistic summedStatistic(std::span<const Counts> documents, Part part);
// The same figure's large-sample interval (metrics/normal_intervals.h): the delete-one
// jackknife over the documents, clipped to [0, 1].
std::optional<Interval> summedJackknifeInterval(std::span<const Counts> documents, Part part,
                                                double level);

} // namespace es::metrics::coreference
