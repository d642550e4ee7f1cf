#include "widgets/openpi/schema_marks.h"

#include <algorithm>

namespace es::widgets {

namespace openpi = metrics::openpi;

namespace {

bool holds(const std::vector<std::string> &names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> normalised(const std::vector<std::string> &names)
{
    std::vector<std::string> out;
    out.reserve(names.size());
    for (const std::string &n : names) {
        out.push_back(openpi::schemaNormal(n));
    }
    return out;
}

// A Python dict built key by key: a repeated key keeps its first place, takes the new value.
template <class T>
void assign(std::vector<std::pair<std::string, T>> &table, std::string key, T value)
{
    for (auto &[k, v] : table) {
        if (k == key) {
            v = std::move(value);
            return;
        }
    }
    table.emplace_back(std::move(key), std::move(value));
}

// The script's lookup tables, keyed by normalised canonical names, holding normalised names.
class Tables
{
  public:
    using Names = std::vector<std::string>;
    struct Entry
    {
        Names names;
        std::vector<std::pair<std::string, Names>> attributes;

        // Looked up by the change's raw attribute name, as the script does.
        const Names *attribute(std::string_view key) const
        {
            for (const auto &[k, attributeNames] : attributes) {
                if (k == key) {
                    return &attributeNames;
                }
            }
            return nullptr;
        }
    };

    explicit Tables(const openpi::SchemaGold &gold)
    {
        for (const openpi::SchemaEntityCluster &c : gold.clusters) {
            Entry e{normalised(c.names), {}};
            for (const openpi::SchemaAttributeCluster &a : c.attributes) {
                assign(e.attributes, openpi::schemaNormal(a.canonical), normalised(a.names));
            }
            assign(entries_, openpi::schemaNormal(c.canonical), std::move(e));
        }
    }

    const Entry *find(std::string_view key) const
    {
        for (const auto &[k, e] : entries_) {
            if (k == key) {
                return &e;
            }
        }
        return nullptr;
    }

    // Precision: the first entry holding the normalised name decides, and an empty
    // canonical is no match.
    bool entityHit(const std::string &predicted) const
    {
        const std::string name = openpi::schemaNormal(predicted);
        for (const auto &[k, e] : entries_) {
            if (holds(e.names, name)) {
                return !k.empty();
            }
        }
        return false;
    }

    // Precision: any entry holding the entity may supply the attribute.
    bool attributeHit(const std::string &entity, const std::string &attribute) const
    {
        const std::string name = openpi::schemaNormal(entity);
        const std::string a = openpi::schemaNormal(attribute);
        for (const auto &[k, e] : entries_) {
            if (!holds(e.names, name)) {
                continue;
            }
            for (const auto &[key, names] : e.attributes) {
                if (holds(names, a)) {
                    return true;
                }
            }
        }
        return false;
    }

  private:
    std::vector<std::pair<std::string, Entry>> entries_;
};

} // namespace

std::vector<std::vector<SchemaMarkRow>> markSchemata(const openpi::SchemaGold &gold,
                                                     std::span<const openpi::SchemaStep> predicted,
                                                     std::size_t steps)
{
    using Mark = SchemaMarkRow::Mark;
    const Tables tables(gold);
    std::vector<std::vector<SchemaMarkRow>> out(steps);
    for (std::size_t s = 0; s < steps; ++s) {
        const openpi::SchemaStep none;
        const openpi::SchemaStep &step = s < predicted.size() ? predicted[s] : none;
        std::vector<std::vector<bool>> taken;
        for (const auto &[entity, attributes] : step) {
            taken.emplace_back(attributes.size(), false);
        }
        for (const openpi::SchemaGoldEntity &state : gold.states) {
            if (s >= state.steps.size()) {
                continue;
            }
            // Local recall: the entity's entry by its normalised name, predictions as written.
            const Tables::Entry *entry = tables.find(openpi::schemaNormal(state.entity));
            for (const std::string &change : state.steps[s]) {
                const Tables::Names *attributeNames = entry ? entry->attribute(change) : nullptr;
                SchemaMarkRow row{state.entity, change, {}, {}, Mark::Missed};
                for (std::size_t p = 0; p < step.size() && row.mark != Mark::Hit; ++p) {
                    const auto &[entity, attributes] = step[p];
                    if (!entry || !holds(entry->names, entity)) {
                        continue;
                    }
                    if (row.predictedEntity.empty()) {
                        row.predictedEntity = entity;
                    }
                    for (std::size_t a = 0; a < attributes.size(); ++a) {
                        if (attributeNames && holds(*attributeNames, attributes[a])) {
                            row.predictedEntity = entity;
                            row.predictedAttribute = attributes[a];
                            row.mark = Mark::Hit;
                            taken[p][a] = true;
                            break;
                        }
                    }
                }
                out[s].push_back(std::move(row));
            }
        }
        for (std::size_t p = 0; p < step.size(); ++p) {
            // Named references: clang before 16 cannot capture structured bindings.
            const std::string &entity = step[p].first;
            const auto &attributes = step[p].second;
            const bool entityHit = tables.entityHit(entity);
            const auto markOf = [&](const std::string &attribute) {
                if (!entityHit) {
                    return Mark::EntityNotInGold;
                }
                return attribute.empty() || tables.attributeHit(entity, attribute)
                           ? Mark::Hit
                           : Mark::AttributeNotInGold;
            };
            if (attributes.empty()) {
                out[s].push_back({{}, {}, entity, {}, markOf({})});
            }
            for (std::size_t a = 0; a < attributes.size(); ++a) {
                if (!taken[p][a]) {
                    out[s].push_back({{}, {}, entity, attributes[a], markOf(attributes[a])});
                }
            }
        }
    }
    return out;
}

std::vector<std::uint32_t> modelsWithSchemata(const db::OpenPiSnapshot &snapshot)
{
    std::vector<std::uint32_t> models;
    for (const auto &p : snapshot.schemata) {
        models.push_back(p.rater);
    }
    std::sort(models.begin(), models.end());
    models.erase(std::unique(models.begin(), models.end()), models.end());
    return models;
}

const openpi::SchemaCounts &countsOf(const openpi::SchemaCountSet &counts, SchemaMeasure measure)
{
    return measureOf(measure, counts.entity, counts.attribute, counts.entityLocal,
                     counts.attributeLocal);
}

const openpi::PrecisionRecallF1 &scoreOf(const db::OpenPiAnalysis::SchemaRow &row,
                                         SchemaMeasure measure)
{
    return measureOf(measure, row.entity, row.attribute, row.entityLocal, row.attributeLocal);
}

std::vector<std::pair<std::uint32_t, openpi::SchemaCountSet>>
procedureSchemaCounts(const db::OpenPiSnapshot &snapshot, std::uint32_t model, bool expanded)
{
    std::vector<std::pair<std::uint32_t, openpi::SchemaCountSet>> out;
    for (const db::OpenPiSnapshot::SchemaPrediction &p : snapshot.schemata) {
        const db::OpenPiSnapshot::Released &gold = snapshot.released[p.procedure];
        if (p.rater != model || !gold.present || (expanded && !gold.expanded)) {
            continue;
        }
        out.emplace_back(p.procedure,
                         openpi::schemaCounts(expanded ? gold.withExpansion : gold.plain, p.steps));
    }
    return out;
}

} // namespace es::widgets
