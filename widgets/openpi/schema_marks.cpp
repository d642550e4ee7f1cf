#include "widgets/openpi/schema_marks.h"

#include <algorithm>

namespace es::widgets {

namespace openpi = metrics::openpi;

namespace {

bool holds(const std::vector<std::string> &names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// The script's lookup tables: one entry per normalised canonical, in the place of its first
// cluster, holding the last such cluster's normalised names (a Python dict built key by key).
struct Entry
{
    std::string key;
    std::vector<std::string> names;
    std::vector<std::pair<std::string, std::vector<std::string>>> attributes;
};

template <class T> void assign(std::vector<std::pair<std::string, T>> &table, std::string key, T value)
{
    for (auto &[k, v] : table) {
        if (k == key) {
            v = std::move(value);
            return;
        }
    }
    table.emplace_back(std::move(key), std::move(value));
}

std::vector<std::string> normalised(const std::vector<std::string> &names)
{
    std::vector<std::string> out;
    for (const std::string &n : names) {
        out.push_back(openpi::schemaNormal(n));
    }
    return out;
}

class Tables
{
  public:
    explicit Tables(const openpi::SchemaGold &gold)
    {
        std::vector<std::pair<std::string, Entry>> table;
        for (const openpi::SchemaEntityCluster &c : gold.clusters) {
            Entry e{openpi::schemaNormal(c.canonical), normalised(c.names), {}};
            for (const openpi::SchemaAttributeCluster &a : c.attributes) {
                assign(e.attributes, openpi::schemaNormal(a.canonical), normalised(a.names));
            }
            std::string key = e.key;
            assign(table, std::move(key), std::move(e));
        }
        for (auto &[key, entry] : table) {
            entries_.push_back(std::move(entry));
        }
    }

    const Entry *find(std::string_view key) const
    {
        for (const Entry &e : entries_) {
            if (e.key == key) {
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
        for (const Entry &e : entries_) {
            if (holds(e.names, name)) {
                return !e.key.empty();
            }
        }
        return false;
    }

    // Precision: any entry holding the entity may supply the attribute.
    bool attributeHit(const std::string &entity, const std::string &attribute) const
    {
        const std::string e = openpi::schemaNormal(entity);
        const std::string a = openpi::schemaNormal(attribute);
        for (const Entry &entry : entries_) {
            if (!holds(entry.names, e)) {
                continue;
            }
            for (const auto &[key, names] : entry.attributes) {
                if (holds(names, a)) {
                    return true;
                }
            }
        }
        return false;
    }

  private:
    std::vector<Entry> entries_;
};

} // namespace

std::vector<std::vector<SchemaMarkRow>> markSchemata(const openpi::SchemaGold &gold,
                                                     std::span<const openpi::SchemaStep> predicted,
                                                     std::size_t steps)
{
    const Tables tables(gold);
    std::vector<std::vector<SchemaMarkRow>> out(steps);
    for (std::size_t s = 0; s < steps; ++s) {
        const openpi::SchemaStep none;
        const openpi::SchemaStep &step = s < predicted.size() ? predicted[s] : none;
        std::vector<std::vector<bool>> used;
        for (const auto &[entity, attributes] : step) {
            used.emplace_back(attributes.size(), false);
        }
        for (const openpi::SchemaGoldEntity &state : gold.states) {
            if (s >= state.steps.size()) {
                continue;
            }
            // Local recall: the entity's entry by its normalised name; predictions as written.
            const Entry *entry = tables.find(openpi::schemaNormal(state.entity));
            for (const std::string &change : state.steps[s]) {
                const std::vector<std::string> *attributeNames = nullptr;
                if (entry) {
                    for (const auto &[key, names] : entry->attributes) {
                        if (key == change) { // looked up by the raw name, as the script does
                            attributeNames = &names;
                            break;
                        }
                    }
                }
                SchemaMarkRow row{state.entity, change, {}, {}, SchemaMarkRow::Mark::Missed};
                for (std::size_t p = 0; p < step.size() && row.mark != SchemaMarkRow::Mark::Hit; ++p) {
                    const auto &[entity, attributes] = step[p];
                    if (!entry || !holds(entry->names, entity)) {
                        continue;
                    }
                    row.predictedEntity = row.predictedEntity.empty() ? entity : row.predictedEntity;
                    for (std::size_t a = 0; a < attributes.size(); ++a) {
                        if (attributeNames && holds(*attributeNames, attributes[a])) {
                            row.predictedEntity = entity;
                            row.predictedAttribute = attributes[a];
                            row.mark = SchemaMarkRow::Mark::Hit;
                            used[p][a] = true;
                            break;
                        }
                    }
                }
                out[s].push_back(std::move(row));
            }
        }
        for (std::size_t p = 0; p < step.size(); ++p) {
            const auto &[entity, attributes] = step[p];
            const bool entityHit = tables.entityHit(entity);
            auto markOf = [&](const std::string &attribute) {
                if (!entityHit) {
                    return SchemaMarkRow::Mark::EntityNotInGold;
                }
                return attribute.empty() || tables.attributeHit(entity, attribute)
                           ? SchemaMarkRow::Mark::Hit
                           : SchemaMarkRow::Mark::AttributeNotInGold;
            };
            if (attributes.empty()) {
                out[s].push_back({{}, {}, entity, {}, markOf({})});
            }
            for (std::size_t a = 0; a < attributes.size(); ++a) {
                if (!used[p][a]) {
                    out[s].push_back({{}, {}, entity, attributes[a], markOf(attributes[a])});
                }
            }
        }
    }
    return out;
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
