#pragma once
// Predicted schemata and states, people's error analyses of them and their judgements of
// generated paraphrases: read from the stored released shapes and scored as the OpenPI
// 2.0 paper does (Tables 3 and 5, and the expansions' precision).

#include "db/openpi/openpi_snapshot.h"

#include <nlohmann/json.hpp>
#include <span>
#include <string_view>
#include <utility>

namespace es::db {

// How many procedures pay for a second thread.
constexpr std::size_t kTwoCoresFrom = 256;

// The strings of a stored JSON list (others skipped; not a list: none).
std::vector<std::string> jsonStrings(const nlohmann::ordered_json &v);

// A stored schemata list ({entity: [attribute, ...]} a step) and a stored states list
// ([[entity, attribute, before, after], ...] a step), as the metrics take them.
std::vector<metrics::openpi::SchemaStep> schemaSteps(std::string_view json);
// schemaSteps() through JSON documents (nlohmann_json), which it falls back to.
std::vector<metrics::openpi::SchemaStep> schemaStepsOfDocuments(std::string_view json);
// schemaSteps()'s own reader, for the stored shape (a list of objects whose keys are all
// different): false for anything else, and for text it cannot parse, which the documents
// then read or refuse as before. Parsing them into documents was a seventh of the CPU time
// of an OpenPI report with schemata at 10,000 procedures.
bool readSchemaSteps(std::string_view json, std::vector<metrics::openpi::SchemaStep> &out);
std::vector<metrics::openpi::StateStep> stateSteps(std::string_view json);
// One step's list of a stored states list, read and written; the writers give the stored
// shape, strings throughout, as the release's files have it.
metrics::openpi::StateStep stateChanges(std::string_view json);
std::string stateChangesJson(const metrics::openpi::StateStep &step);
std::string stateStepsJson(std::span<const metrics::openpi::StateStep> steps);

// One generated paraphrase of a released cluster: of an entity cluster (attribute "") or of
// one of its attribute clusters, under their canonical names, as people judge them.
struct GeneratedParaphrase
{
    OpenPiClusterKind kind = OpenPiClusterKind::Entity;
    std::string entity;
    std::string attribute;
    std::string paraphrase;
};
// What a procedure's expanded names hold beyond its own, cluster by cluster in file order
// (each entity cluster's, then its attribute clusters'); none when nothing was expanded.
std::vector<GeneratedParaphrase> generatedParaphrases(const OpenPiSnapshot::Released &released);

// The counts of snapshot.schemata[i] against its procedure's released clusters, without
// and with expansion (none where the procedure has no released clusters, or they carry no
// generated paraphrases).
using SchemaCountPair = std::pair<metrics::openpi::SchemaCountSet, metrics::openpi::SchemaCountSet>;
SchemaCountPair schemaCountsOf(const OpenPiSnapshot &snapshot, std::size_t i);

// Adds to `out` the schemata scores of every model (without and, where the released
// clusters carry them, with expansion) from counts[i] = schemaCountsOf(snapshot, i) for
// every prediction, the states' exact match, the error categories of every person's
// analyses and the share of generated paraphrases judged correct.
void analyseReleasedEvaluations(const OpenPiSnapshot &snapshot,
                                std::span<const SchemaCountPair> counts, OpenPiAnalysis &out);
// Parts of it that one person's edit changes alone, made anew: Table 5 (the error
// analyses), and the judgements of generated paraphrases (of out's counts of them).
void analyseSchemaErrors(const OpenPiSnapshot &snapshot, OpenPiAnalysis &out);
void analyseExpansions(const OpenPiSnapshot &snapshot, OpenPiAnalysis &out);

// The gold changes of each step of a procedure, every name an entity and an attribute go
// by listed (the entity's name, its annotation's and its gold cluster's mentions; the
// attribute and its annotation's alternatives), for scoring states against them.
std::vector<std::vector<metrics::openpi::GoldChange>> goldChanges(const OpenPiSnapshot &snapshot,
                                                                  std::uint32_t procedure);

} // namespace es::db
