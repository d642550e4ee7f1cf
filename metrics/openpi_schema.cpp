#include "metrics/openpi_schema.h"

#include <algorithm>
#include <set>

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
    auto begin() const { return items_.begin(); }
    auto end() const { return items_.end(); }

  private:
    std::vector<std::pair<std::string, V>> items_;
};

using NameTable = InsertionOrdered<std::vector<std::string>>;

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

SchemaCountSet schemaCounts(const SchemaGold &gold, std::span<const SchemaStep> predicted)
{
    SchemaCountSet out;

    // Lookup tables keyed by normalised canonical names, built as the script's dicts are.
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

    // Recall: raw predicted entities against normalised entity names, raw predicted
    // attributes against the cluster's raw attribute names.
    for (const SchemaEntityCluster &cluster : gold.clusters) {
        out.entity.goldTotal += 1;
        out.attribute.goldTotal += cluster.attributes.size();
        const std::vector<std::string> *names = entityNames.find(schemaNormal(cluster.canonical));
        bool found = false;
        for (const SchemaStep &step : predicted) {
            for (const auto &[entity, attributes] : step) {
                if (!holds(names, entity)) {
                    continue;
                }
                found = true;
                for (const SchemaAttributeCluster &a : cluster.attributes) {
                    const bool named =
                        std::any_of(attributes.begin(), attributes.end(),
                                    [&](const std::string &p) { return holds(a.names, p); });
                    out.attribute.goldCorrect += named ? 1 : 0;
                }
            }
        }
        out.entity.goldCorrect += found ? 1 : 0;
    }

    // Precision, on normalised predictions.
    std::set<std::string> seenEntities;
    std::set<std::pair<std::string, std::string>>
        seenPairs; // (predicted entity, predicted attribute)
    for (const SchemaStep &step : predicted) {
        for (const auto &[rawEntity, rawAttributes] : step) {
            const std::string entity = schemaNormal(rawEntity);
            const bool firstTime = !seenEntities.contains(entity);
            out.entityLocal.predictedTotal += 1;
            out.entity.predictedTotal += firstTime ? 1 : 0;
            const std::string *canonical = nullptr;
            for (const auto &[c, names] : entityNames) {
                if (holds(names, entity)) {
                    canonical = &c;
                    break;
                }
            }
            // The script tests the canonical's truth: an empty one is no match.
            if (canonical != nullptr && !canonical->empty()) {
                out.entityLocal.predictedCorrect += 1;
                out.entity.predictedCorrect += firstTime ? 1 : 0;
            }
            for (const std::string &rawAttribute : rawAttributes) {
                std::string attribute = schemaNormal(rawAttribute);
                out.attributeLocal.predictedTotal += 1;
                out.attribute.predictedTotal += seenPairs.contains({entity, attribute}) ? 0 : 1;
                // Any entity entry holding the name, not only the first, may supply the
                // attribute.
                std::optional<std::pair<std::string, std::string>> match;
                for (const auto &[c, names] : entityNames) {
                    if (!holds(names, entity)) {
                        continue;
                    }
                    if (const NameTable *attributes = attributeNames.find(c)) {
                        for (const auto &[a, attributeNamesOfA] : *attributes) {
                            if (holds(attributeNamesOfA, attribute)) {
                                match.emplace(c, a);
                                break;
                            }
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
                seenPairs.emplace(entity, std::move(attribute));
            }
            seenEntities.insert(entity);
        }
    }

    // Local recall: the state entities' steps zipped with the predicted steps.
    for (const SchemaGoldEntity &state : gold.states) {
        const std::string key = schemaNormal(state.entity);
        const std::vector<std::string> *names =
            entityNames.find(key); // none: KeyError in the script
        const NameTable *attributes = attributeNames.find(key);
        const std::size_t steps = std::min(state.steps.size(), predicted.size());
        for (std::size_t s = 0; s < steps; ++s) {
            const std::vector<std::string> &changes = state.steps[s];
            if (changes.empty()) {
                continue;
            }
            out.entityLocal.goldTotal += 1;
            for (const auto &[entity, predictedAttributes] : predicted[s]) {
                out.attributeLocal.goldTotal += changes.size();
                if (!holds(names, entity)) {
                    continue;
                }
                out.entityLocal.goldCorrect += 1;
                for (const std::string &changeAttribute : changes) {
                    // Looked up by the raw name; none: KeyError in the script.
                    const std::vector<std::string> *attributeNamesOfChange =
                        attributes != nullptr ? attributes->find(changeAttribute) : nullptr;
                    for (const std::string &p : predictedAttributes) {
                        out.attributeLocal.goldCorrect += holds(attributeNamesOfChange, p) ? 1 : 0;
                    }
                }
            }
        }
    }
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

std::optional<ClusterCounts>
attributeClusterCounts(std::span<const std::vector<std::string>> gold,
                       std::span<const std::pair<std::string, std::vector<std::string>>> predicted)
{
    if (gold.size() == 1) {
        return std::nullopt;
    }
    std::vector<std::vector<std::string_view>> goldClusters;
    goldClusters.reserve(gold.size());
    std::vector<std::string_view> goldMentions;
    for (const std::vector<std::string> &cluster : gold) {
        std::vector<std::string_view> &g = goldClusters.emplace_back();
        for (const std::string &m : cluster) {
            g.push_back(stripped(m)); // repeats kept
            goldMentions.push_back(g.back());
        }
    }
    const auto isGoldMention = [&](std::string_view m) {
        return std::find(goldMentions.begin(), goldMentions.end(), m) != goldMentions.end();
    };

    std::vector<std::vector<std::string_view>> predictedClusters;
    predictedClusters.reserve(predicted.size());
    for (const auto &[canonical, mentions] : predicted) {
        std::vector<std::string_view> &p = predictedClusters.emplace_back();
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

    // The members of `from` found in `in`, repeats in `from` counted.
    const auto found = [](const std::vector<std::string_view> &from,
                          const std::vector<std::string_view> &in) {
        return static_cast<std::size_t>(
            std::count_if(from.begin(), from.end(), [&](std::string_view m) {
                return std::find(in.begin(), in.end(), m) != in.end();
            }));
    };
    ClusterCounts out;
    out.gold = goldClusters.size();
    out.predicted = predictedClusters.size();
    for (const auto &p : predictedClusters) {
        const bool match =
            std::any_of(goldClusters.begin(), goldClusters.end(), [&](const auto &g) {
                return found(p, g) == g.size() && p.size() == g.size();
            });
        out.predictedCorrect += match ? 1 : 0;
    }
    for (const auto &g : goldClusters) {
        const bool match =
            std::any_of(predictedClusters.begin(), predictedClusters.end(), [&](const auto &p) {
                return found(g, p) == p.size() && p.size() == g.size();
            });
        out.goldFound += match ? 1 : 0;
    }
    return out;
}

AttributeClusterTally &AttributeClusterTally::operator+=(const AttributeClusterTally &o)
{
    counts += o.counts;
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
        if (const std::optional<ClusterCounts> c =
                attributeClusterCounts(g->clusters, p.clusters)) {
            out.counts += *c;
            ++out.scored;
        } else {
            ++out.singleCluster;
        }
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
            out.exact += oneOf(p.before, g.before) && oneOf(p.after, g.after) ? 1 : 0;
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
