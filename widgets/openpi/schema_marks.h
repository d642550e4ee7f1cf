#pragma once
// A model's predicted schemata of one procedure beside the released gold, step by step, each
// gold change and each prediction marked hit or miss by the rules evaluate_schema.py scores
// them with (metrics/openpi_schema.h): what the Table 3 figures count, row by row.

#include "db/openpi/openpi_snapshot.h"

#include <span>
#include <string>
#include <vector>

namespace es::widgets {

struct SchemaMarkRow
{
    enum class Mark {
        Hit,             // a gold change a prediction of its step names, or a prediction gold names
        Missed,          // a gold change no prediction of its step names
        EntityNotInGold, // a prediction whose entity no gold cluster names
        AttributeNotInGold, // a prediction whose entity gold names, but not its attribute
    };
    std::string goldEntity; // empty: a prediction no gold change of the step took
    std::string goldAttribute;
    std::string predictedEntity; // empty: nothing of the step names the gold entity
    std::string predictedAttribute;
    Mark mark = Mark::Hit;
};

// One list of rows a step, for `steps` steps: first each gold change of the step (state
// entities in file order) with the first prediction that names it as local recall finds it
// (the predicted entity, as written, among the entity's lowercased names without a leading
// article; the attribute likewise among the change attribute's names), then each prediction
// none took, a hit when precision counts it correct (its own name lowercased, article
// dropped, among the names). `gold` holds the released names without or with expansion.
std::vector<std::vector<SchemaMarkRow>>
markSchemata(const metrics::openpi::SchemaGold &gold,
             std::span<const metrics::openpi::SchemaStep> predicted, std::size_t steps);

// The models (rater indices, in order) that predicted schemata of some procedure.
std::vector<std::uint32_t> modelsWithSchemata(const db::OpenPiSnapshot &snapshot);

// The four figures of Table 3, and one of them out of the four.
enum class SchemaMeasure { Entity, Attribute, EntityLocal, AttributeLocal };
template <class T>
const T &measureOf(SchemaMeasure measure, const T &entity, const T &attribute, const T &entityLocal,
                   const T &attributeLocal)
{
    switch (measure) {
    case SchemaMeasure::Entity:
        return entity;
    case SchemaMeasure::Attribute:
        return attribute;
    case SchemaMeasure::EntityLocal:
        return entityLocal;
    case SchemaMeasure::AttributeLocal:
        break;
    }
    return attributeLocal;
}
const metrics::openpi::SchemaCounts &countsOf(const metrics::openpi::SchemaCountSet &counts,
                                              SchemaMeasure measure);
const metrics::openpi::PrecisionRecallF1 &scoreOf(const db::OpenPiAnalysis::SchemaRow &row,
                                                  SchemaMeasure measure);

// Table 3's counts of each procedure a model predicted schemata for, against the released
// names without or with expansion (procedures without released clusters, and with
// `expanded` those whose clusters carry no generated paraphrases, are left out, as the
// report leaves them out).
std::vector<std::pair<std::uint32_t, metrics::openpi::SchemaCountSet>>
procedureSchemaCounts(const db::OpenPiSnapshot &snapshot, std::uint32_t model, bool expanded);

} // namespace es::widgets
