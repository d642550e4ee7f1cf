#include "metrics/openpi_schema.h"

#include <algorithm>
#include <cstdint>
#include <unordered_set>

namespace es::metrics::openpi {

namespace {

// A Python dict built key by key: a repeated key keeps its first place and takes the new
// value. The scripts' lookups walk it in that order and take the first hit.
template <class V> class InsertionOrdered
{
  public:
    void assign(std::string key, V value)
    {
        for (auto &[k, v] : items_) {
            if (k == key) {
                v = std::move(value);
                return;
            }
        }
        items_.emplace_back(std::move(key), std::move(value));
    }
    const V *find(std::string_view key) const
    {
        for (const auto &[k, v] : items_) {
            if (k == key) {
                return &v;
            }
        }
        return nullptr;
    }
    // The index of the entry with this key; size() when there is none.
    std::size_t indexOf(std::string_view key) const
    {
        std::size_t i = 0;
        while (i < items_.size() && items_[i].first != key) {
            ++i;
        }
        return i;
    }
    std::size_t size() const { return items_.size(); }
    const std::string &keyAt(std::size_t i) const { return items_[i].first; }
    const V &valueAt(std::size_t i) const { return items_[i].second; }
    auto begin() const { return items_.begin(); }
    auto end() const { return items_.end(); }

  private:
    std::vector<std::pair<std::string, V>> items_;
};

using NameTable = InsertionOrdered<std::vector<std::string>>;

// The entries of a name table holding each name: their indexes in increasing order, each
// once, found by the name.
class EntryIndex
{
  public:
    explicit EntryIndex(const NameTable &table)
    {
        for (std::size_t e = 0; e < table.size(); ++e) {
            for (const std::string &name : table.valueAt(e)) {
                names_.emplace_back(name, static_cast<std::uint32_t>(e));
            }
        }
        std::sort(names_.begin(), names_.end());
        names_.erase(std::unique(names_.begin(), names_.end()), names_.end());
        entries_.reserve(names_.size());
        for (const auto &n : names_) {
            entries_.push_back(n.second);
        }
    }
    std::span<const std::uint32_t> entries(std::string_view name) const
    {
        const auto lo =
            std::lower_bound(names_.begin(), names_.end(), name,
                             [](const auto &n, std::string_view x) { return n.first < x; });
        auto hi = lo;
        while (hi != names_.end() && hi->first == name) {
            ++hi;
        }
        return std::span(entries_).subspan(static_cast<std::size_t>(lo - names_.begin()),
                                           static_cast<std::size_t>(hi - lo));
    }

  private:
    std::vector<std::pair<std::string_view, std::uint32_t>> names_; // sorted
    std::vector<std::uint32_t> entries_;                            // parallel to names_
};

struct PairHash
{
    std::size_t operator()(const std::pair<std::string_view, std::string_view> &p) const
    {
        const std::size_t a = std::hash<std::string_view>()(p.first);
        return a ^ (std::hash<std::string_view>()(p.second) + 0x9E3779B97F4A7C15ull + (a << 6) +
                    (a >> 2));
    }
};

bool holds(const std::vector<std::string> &names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

bool holds(const std::vector<std::string> *names, std::string_view name)
{
    return names != nullptr && holds(*names, name);
}

std::vector<std::string> normalised(const std::vector<std::string> &names)
{
    std::vector<std::string> out;
    out.reserve(names.size());
    for (const std::string &n : names) {
        out.push_back(schemaNormal(n));
    }
    return out;
}

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Python's lower() of a two-byte UTF-8 code point (U+0080..U+07FF) in the ranges the header
// names; 0 when it is kept as it is.
char32_t lowerOf(char32_t cp)
{
    if ((cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) || (cp >= 0x410 && cp <= 0x42F)) {
        return cp + 0x20;
    }
    if (cp >= 0x400 && cp <= 0x40F) {
        return cp + 0x50;
    }
    if (cp == 0x178) {
        return 0xFF;
    }
    const bool evenUpper = (cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177);
    const bool oddUpper = (cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E);
    if ((evenUpper && cp % 2 == 0) || (oddUpper && cp % 2 == 1)) {
        return cp + 1;
    }
    return 0;
}

std::string pythonLower(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 'A' && c <= 'Z') {
            out += static_cast<char>(c + ('a' - 'A'));
            continue;
        }
        if ((c & 0xE0) == 0xC0 && i + 1 < text.size() &&
            (static_cast<unsigned char>(text[i + 1]) & 0xC0) == 0x80) {
            const char32_t cp =
                (char32_t(c & 0x1F) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3F);
            if (cp == 0x130) { // İ lowers to i and a combining dot above
                out += "i\xCC\x87";
                ++i;
                continue;
            }
            if (const char32_t lower = lowerOf(cp)) {
                appendUtf8(out, lower);
                ++i;
                continue;
            }
        }
        out += static_cast<char>(c);
    }
    return out;
}

Estimate ratio(std::size_t numerator, std::size_t denominator, const char *whenZero)
{
    if (denominator == 0) {
        return Estimate::undefined(whenZero);
    }
    return Estimate::of(static_cast<double>(numerator) / static_cast<double>(denominator));
}

} // namespace

std::string schemaNormal(std::string_view text)
{
    std::string s = pythonLower(text);
    for (std::string_view article : {"the ", "a ", "an "}) {
        if (s.starts_with(article)) {
            return s.substr(article.size());
        }
    }
    return s;
}

SchemaCounts &SchemaCounts::operator+=(const SchemaCounts &o)
{
    goldTotal += o.goldTotal;
    predictedTotal += o.predictedTotal;
    goldCorrect += o.goldCorrect;
    predictedCorrect += o.predictedCorrect;
    return *this;
}

SchemaCountSet &SchemaCountSet::operator+=(const SchemaCountSet &o)
{
    entity += o.entity;
    attribute += o.attribute;
    entityLocal += o.entityLocal;
    attributeLocal += o.attributeLocal;
    return *this;
}

namespace {

// A predicted entity of a step: its attributes as given, the entries holding its name as
// given, and its name and attributes normalised.
struct Occurrence
{
    std::size_t step;
    const std::vector<std::string> *attributes;
    std::span<const std::uint32_t> rawEntries;
    std::string entity; // normalised
    std::vector<std::string> normalisedAttributes;
};

// Recall: raw predicted entities against normalised entity names, raw predicted
// attributes against the cluster's raw attribute names.
void countRecall(const SchemaGold &gold, const NameTable &entityNames,
                 const std::vector<Occurrence> &occurrences,
                 const std::vector<std::vector<std::size_t>> &occurrencesOf, SchemaCountSet &out)
{
    for (const SchemaEntityCluster &cluster : gold.clusters) {
        out.entity.goldTotal += 1;
        out.attribute.goldTotal += cluster.attributes.size();
        const std::size_t e = entityNames.indexOf(schemaNormal(cluster.canonical));
        for (const std::size_t o : occurrencesOf[e]) {
            const std::vector<std::string> &attributes = *occurrences[o].attributes;
            for (const SchemaAttributeCluster &a : cluster.attributes) {
                const bool named =
                    std::any_of(attributes.begin(), attributes.end(),
                                [&](const std::string &p) { return holds(a.names, p); });
                out.attribute.goldCorrect += named ? 1 : 0;
            }
        }
        out.entity.goldCorrect += occurrencesOf[e].empty() ? 0 : 1;
    }
}

// Precision, on normalised predictions. The seen sets hold views of `occurrences` and
// of the tables' keys, which stay put from here on.
void countPrecision(const NameTable &entityNames, const InsertionOrdered<NameTable> &attributeNames,
                    const EntryIndex &holding, const std::vector<Occurrence> &occurrences,
                    SchemaCountSet &out)
{
    std::unordered_set<std::string_view> seenEntities;
    // (predicted entity, predicted attribute), tested also for canonical pairs.
    std::unordered_set<std::pair<std::string_view, std::string_view>, PairHash> seenPairs;
    for (const Occurrence &occurrence : occurrences) {
        const std::string &entity = occurrence.entity;
        const bool firstTime = !seenEntities.contains(entity);
        out.entityLocal.predictedTotal += 1;
        out.entity.predictedTotal += firstTime ? 1 : 0;
        const std::span<const std::uint32_t> entries = holding.entries(entity);
        // The first entry holding the name decides; the script tests its canonical's
        // truth, so an empty one is no match.
        if (!entries.empty() && !entityNames.keyAt(entries.front()).empty()) {
            out.entityLocal.predictedCorrect += 1;
            out.entity.predictedCorrect += firstTime ? 1 : 0;
        }
        for (const std::string &attribute : occurrence.normalisedAttributes) {
            out.attributeLocal.predictedTotal += 1;
            out.attribute.predictedTotal += seenPairs.contains({entity, attribute}) ? 0 : 1;
            // Any entity entry holding the name, not only the first, may supply the
            // attribute.
            std::optional<std::pair<std::string_view, std::string_view>> match;
            for (const std::uint32_t e : entries) {
                for (const auto &[a, attributeNamesOfA] : attributeNames.valueAt(e)) {
                    if (holds(attributeNamesOfA, attribute)) {
                        match.emplace(entityNames.keyAt(e), a);
                        break;
                    }
                }
                if (match) {
                    break;
                }
            }
            if (match) {
                out.attributeLocal.predictedCorrect += 1;
                // The seen set holds predicted names, the test is for the canonical pair.
                out.attribute.predictedCorrect += seenPairs.contains(*match) ? 0 : 1;
            }
            seenPairs.emplace(entity, attribute);
        }
        seenEntities.insert(entity);
    }
}

// Local recall: the state entities' steps zipped with the predicted steps.
void countLocalRecall(const SchemaGold &gold, std::span<const SchemaStep> predicted,
                      const NameTable &entityNames,
                      const InsertionOrdered<NameTable> &attributeNames,
                      const std::vector<Occurrence> &occurrences, SchemaCountSet &out)
{
    std::vector<std::size_t> firstOfStep(predicted.size() + 1, occurrences.size());
    for (std::size_t o = occurrences.size(); o-- > 0;) {
        firstOfStep[occurrences[o].step] = o;
    }
    for (std::size_t s = predicted.size(); s-- > 0;) {
        firstOfStep[s] = std::min(firstOfStep[s], firstOfStep[s + 1]);
    }
    for (const SchemaGoldEntity &state : gold.states) {
        const std::string key = schemaNormal(state.entity);
        const std::size_t e = entityNames.indexOf(key); // none: KeyError in the script
        const NameTable *attributes = e < entityNames.size() ? &attributeNames.valueAt(e) : nullptr;
        const std::size_t steps = std::min(state.steps.size(), predicted.size());
        for (std::size_t s = 0; s < steps; ++s) {
            const std::vector<std::string> &changes = state.steps[s];
            if (changes.empty()) {
                continue;
            }
            out.entityLocal.goldTotal += 1;
            for (std::size_t o = firstOfStep[s]; o < firstOfStep[s + 1]; ++o) {
                const Occurrence &occurrence = occurrences[o];
                out.attributeLocal.goldTotal += changes.size();
                if (!std::binary_search(occurrence.rawEntries.begin(), occurrence.rawEntries.end(),
                                        static_cast<std::uint32_t>(e))) {
                    continue;
                }
                out.entityLocal.goldCorrect += 1;
                for (const std::string &changeAttribute : changes) {
                    // Looked up by the raw name; none: KeyError in the script.
                    const std::vector<std::string> *attributeNamesOfChange =
                        attributes != nullptr ? attributes->find(changeAttribute) : nullptr;
                    for (const std::string &p : *occurrence.attributes) {
                        out.attributeLocal.goldCorrect += holds(attributeNamesOfChange, p) ? 1 : 0;
                    }
                }
            }
        }
    }
}

} // namespace

SchemaCountSet schemaCounts(const SchemaGold &gold, std::span<const SchemaStep> predicted)
{
    SchemaCountSet out;

    // Lookup tables keyed by normalised canonical names, built as the script's dicts are.
    // Both get the same keys in the same order, so an entry's index is the same in each.
    NameTable entityNames;
    InsertionOrdered<NameTable> attributeNames;
    for (const SchemaEntityCluster &cluster : gold.clusters) {
        entityNames.assign(schemaNormal(cluster.canonical), normalised(cluster.names));
        NameTable attributes;
        for (const SchemaAttributeCluster &a : cluster.attributes) {
            attributes.assign(schemaNormal(a.canonical), normalised(a.names));
        }
        attributeNames.assign(schemaNormal(cluster.canonical), std::move(attributes));
    }
    // Which entries hold a name, in their order: the script walks the entries testing
    // each one's list, which made this function a quarter of an OpenPI report's CPU time
    // at 10,000 procedures.
    const EntryIndex holding(entityNames);

    // The predicted entities, with the entries holding them as given (recall) and once
    // normalised (precision).
    std::vector<Occurrence> occurrences;
    std::vector<std::vector<std::size_t>> occurrencesOf(entityNames.size());
    for (std::size_t s = 0; s < predicted.size(); ++s) {
        for (const auto &[entity, attributes] : predicted[s]) {
            const std::size_t o = occurrences.size();
            occurrences.push_back({s, &attributes, holding.entries(entity), schemaNormal(entity),
                                   normalised(attributes)});
            for (const std::uint32_t e : occurrences.back().rawEntries) { // each entry once
                occurrencesOf[e].push_back(o);
            }
        }
    }

    countRecall(gold, entityNames, occurrences, occurrencesOf, out);
    countPrecision(entityNames, attributeNames, holding, occurrences, out);
    countLocalRecall(gold, predicted, entityNames, attributeNames, occurrences, out);
    return out;
}

PrecisionRecallF1 schemaScore(const SchemaCounts &counts)
{
    PrecisionRecallF1 s;
    s.precision = ratio(counts.predictedCorrect, counts.predictedTotal, "nothing predicted");
    s.recall = ratio(counts.goldCorrect, counts.goldTotal, "nothing in gold");
    if (!s.precision.defined() || !s.recall.defined()) {
        s.f1 = Estimate::undefined(s.precision.defined() ? s.recall.reason : s.precision.reason);
    } else if (*s.precision.value + *s.recall.value == 0) {
        s.f1 = Estimate::undefined("precision and recall are both 0");
    } else {
        const double p = *s.precision.value, r = *s.recall.value;
        // The script's order of operations, so the figure is the same to the last bit.
        s.f1 = Estimate::of(2 * p * r / (p + r));
    }
    return s;
}

std::vector<std::string_view> alternatives(std::string_view text)
{
    constexpr std::string_view separator = " | ";
    std::vector<std::string_view> out;
    std::size_t from = 0;
    for (std::size_t at = text.find(separator); at != std::string_view::npos;
         at = text.find(separator, from)) {
        out.push_back(text.substr(from, at - from));
        from = at + separator.size();
    }
    out.push_back(text.substr(from));
    return out;
}

NormalisedClusters normalisedAttributeClusters(
    std::span<const std::vector<std::string>> gold,
    std::span<const std::pair<std::string, std::vector<std::string>>> predicted)
{
    NormalisedClusters out;
    out.gold.reserve(gold.size());
    std::vector<std::string_view> goldMentions;
    for (const std::vector<std::string> &cluster : gold) {
        std::vector<std::string_view> &g = out.gold.emplace_back();
        for (const std::string &m : cluster) {
            g.push_back(stripped(m)); // repeats kept
            goldMentions.push_back(g.back());
        }
    }
    const auto isGoldMention = [&](std::string_view m) {
        return std::find(goldMentions.begin(), goldMentions.end(), m) != goldMentions.end();
    };

    out.predicted.reserve(predicted.size());
    for (const auto &[canonical, mentions] : predicted) {
        std::vector<std::string_view> &p = out.predicted.emplace_back();
        if (isGoldMention(canonical)) { // the canonical as it is, not stripped
            p.push_back(canonical);
        }
        for (const std::string &m : mentions) {
            if (isGoldMention(stripped(m))) {
                p.push_back(stripped(m));
            }
        }
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
    }
    return out;
}

namespace {

ClusterCounts countAttributeClusters(const NormalisedClusters &n)
{
    // The members of `from` found in `in`, repeats in `from` counted.
    const auto found = [](const std::vector<std::string_view> &from,
                          const std::vector<std::string_view> &in) {
        return static_cast<std::size_t>(
            std::count_if(from.begin(), from.end(), [&](std::string_view m) {
                return std::find(in.begin(), in.end(), m) != in.end();
            }));
    };
    ClusterCounts out;
    out.gold = n.gold.size();
    out.predicted = n.predicted.size();
    for (const auto &p : n.predicted) {
        const bool match = std::any_of(n.gold.begin(), n.gold.end(), [&](const auto &g) {
            return found(p, g) == g.size() && p.size() == g.size();
        });
        out.predictedCorrect += match ? 1 : 0;
    }
    for (const auto &g : n.gold) {
        const bool match = std::any_of(n.predicted.begin(), n.predicted.end(), [&](const auto &p) {
            return found(g, p) == p.size() && p.size() == g.size();
        });
        out.goldFound += match ? 1 : 0;
    }
    return out;
}

} // namespace

std::optional<ClusterCounts>
attributeClusterCounts(std::span<const std::vector<std::string>> gold,
                       std::span<const std::pair<std::string, std::vector<std::string>>> predicted)
{
    if (gold.size() == 1) {
        return std::nullopt;
    }
    return countAttributeClusters(normalisedAttributeClusters(gold, predicted));
}

AttributeClusterTally &AttributeClusterTally::operator+=(const AttributeClusterTally &o)
{
    counts += o.counts;
    coreference += o.coreference;
    scored += o.scored;
    singleCluster += o.singleCluster;
    missingFromGold += o.missingFromGold;
    return *this;
}

AttributeClusterTally attributeClusterTally(std::span<const AttributeGoldEntity> gold,
                                            std::span<const AttributePredictedEntity> predicted)
{
    AttributeClusterTally out;
    for (const AttributePredictedEntity &p : predicted) {
        const auto g = std::find_if(gold.rbegin(), gold.rend(), [&](const AttributeGoldEntity &e) {
            return e.entity == p.entity;
        });
        if (g == gold.rend()) {
            ++out.missingFromGold;
            continue;
        }
        if (g->clusters.size() == 1) {
            ++out.singleCluster;
            continue;
        }
        const NormalisedClusters n = normalisedAttributeClusters(g->clusters, p.clusters);
        out.counts += countAttributeClusters(n);
        out.coreference += coreferenceOfTexts(n.gold, n.predicted);
        ++out.scored;
    }
    return out;
}

StateMatch &StateMatch::operator+=(const StateMatch &o)
{
    compared += o.compared;
    exact += o.exact;
    return *this;
}

namespace {

bool oneOf(std::string_view value, std::string_view options)
{
    const std::vector<std::string_view> a = alternatives(options);
    return std::find(a.begin(), a.end(), value) != a.end();
}

// Gold names are split too, so a caller may pass "pan | skillet" whole.
bool shareName(std::string_view predicted, const std::vector<std::string> &gold)
{
    const std::vector<std::string_view> a = alternatives(predicted);
    return std::any_of(gold.begin(), gold.end(), [&](const std::string &names) {
        const std::vector<std::string_view> g = alternatives(names);
        return std::find_first_of(a.begin(), a.end(), g.begin(), g.end()) != a.end();
    });
}

} // namespace

bool sameBeforeAndAfter(const StateChange &predicted, const StateChange &gold)
{
    return oneOf(predicted.before, gold.before) && oneOf(predicted.after, gold.after);
}

StateMatch stateExactMatch(std::span<const StateStep> predicted, std::span<const StateStep> gold)
{
    StateMatch out;
    const std::size_t steps = std::min(predicted.size(), gold.size());
    for (std::size_t s = 0; s < steps; ++s) {
        const std::size_t changes = std::min(predicted[s].size(), gold[s].size());
        for (std::size_t c = 0; c < changes; ++c) {
            const StateChange &p = predicted[s][c];
            const StateChange &g = gold[s][c];
            out.compared += 1;
            out.exact += sameBeforeAndAfter(p, g) ? 1 : 0;
        }
    }
    return out;
}

StateMatchAgainstStates stateMatchAgainst(std::span<const StateStep> predicted,
                                          std::span<const std::vector<GoldChange>> goldSteps)
{
    StateMatchAgainstStates out;
    for (std::size_t s = 0; s < predicted.size(); ++s) {
        for (const StateChange &p : predicted[s]) {
            out.match.compared += 1;
            const GoldChange *g = nullptr;
            if (s < goldSteps.size()) {
                const auto it = std::find_if(goldSteps[s].begin(), goldSteps[s].end(),
                                             [&](const GoldChange &c) {
                                                 return shareName(p.entity, c.entityNames) &&
                                                        shareName(p.attribute, c.attributeNames);
                                             });
                g = it != goldSteps[s].end() ? &*it : nullptr;
            }
            if (g == nullptr) {
                out.unmatched += 1;
                continue;
            }
            out.match.exact += oneOf(p.before, g->before) && oneOf(p.after, g->after) ? 1 : 0;
        }
    }
    return out;
}

Estimate stateAccuracy(const StateMatch &match)
{
    return ratio(match.exact, match.compared, "no state change compared");
}

} // namespace es::metrics::openpi
