#pragma once
// Everything the OpenPI views and statistics read, loaded from the project in one go,
// and the statistics computed from it.

#include "db/openpi/openpi_format.h"
#include "metrics/openpi.h"
#include "metrics/openpi_schema.h"
#include "metrics/openpi_states.h"
#include "metrics/openpi_tallies.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace es::db {

struct OpenPiSnapshot
{
    struct Decision
    {
        std::string by;
        std::string note;
        std::string at;
    };
    struct Procedure
    {
        std::int64_t id = 0;
        std::string key;
        std::string goal;
        std::vector<std::string> steps;
        std::vector<std::uint32_t> entities; // in their order
    };
    struct Entity
    {
        std::int64_t id = 0;
        std::uint32_t procedure = 0;
        std::string name;
        std::string annotation; // JSON as stored ("" when absent); details only
        std::string answers;    // JSON {"stepN": [...]}; details only
    };
    struct Rater
    {
        std::int64_t id = 0;
        std::string name;
        bool model = false;
        std::vector<metrics::openpi::Rating> ratings; // sorted by (procedure, entity, step)
        std::vector<std::string> explanations;        // parallel to ratings; details only
        std::vector<std::string> raw;                 // parallel; ratings not an integer 0-5 only
        std::size_t invalid = 0;                      // ratings not an integer 0-5, counted as 0
        bool gold = false; // the adjudicated salience, named "gold", after the models

        // Index into `ratings` of (entity, step), or -1.
        std::ptrdiff_t find(const Entity &e, std::uint32_t entity, std::uint32_t step) const;
    };
    struct Clustering
    {
        std::int64_t id = 0;
        std::uint32_t procedure = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        int rater = -1; // index into raters; -1 is gold
        std::vector<OpenPiCluster> clusters;
        // Gold only: an adjudicator's decision is in `clusters`; `released` holds the
        // gold it replaced, if there was one.
        std::optional<Decision> decision;
        std::optional<std::vector<OpenPiCluster>> released;
    };

    // A procedure's released clusters (the procedures file's, expansions included), in
    // the shape the schemata evaluation takes: names without and with expansion.
    struct Released
    {
        bool present = false;
        bool expanded = false; // the file carried generated paraphrases
        metrics::openpi::SchemaGold plain;
        metrics::openpi::SchemaGold withExpansion;
        friend bool operator==(const Released &, const Released &) = default;
    };
    // A model's predicted schemata of a procedure, one (entity, attributes) list a step.
    struct SchemaPrediction
    {
        std::uint32_t procedure = 0;
        std::uint32_t rater = 0;
        std::vector<metrics::openpi::SchemaStep> steps;
    };
    // A release's state lists: a model's predictions, a person's own, or (rater -1) the
    // gold ones.
    struct StateList
    {
        std::uint32_t procedure = 0;
        int rater = -1;
        std::vector<metrics::openpi::StateStep> steps;
    };
    // One slot of a person's error analysis as stored (position orders a step's slots).
    struct SchemaSlotRow
    {
        OpenPiSchemaSlot slot;
        int position = 0;
    };
    // A person's error analysis of a model's schemata of one procedure.
    struct SchemaAnalysis
    {
        std::uint32_t procedure = 0;
        std::uint32_t model = 0;         // rater index
        std::uint32_t person = 0;        // rater index
        std::vector<SchemaSlotRow> rows; // by step, then position
        bool annotated = false;
    };
    // A person's judgement of one generated paraphrase of a released gold cluster.
    struct ExpansionRating
    {
        std::uint32_t procedure = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        std::string entity;    // canonical
        std::string attribute; // canonical; "" for an entity paraphrase
        std::string paraphrase;
        std::uint32_t person = 0; // rater index
        bool correct = false;
    };

    std::vector<Procedure> procedures;
    std::vector<Released> released; // parallel to procedures
    std::vector<Entity> entities;
    std::vector<Rater> raters; // people by name, then models by name
    std::vector<Clustering> clusterings;
    std::vector<SchemaPrediction> schemata;     // by procedure, then rater
    std::vector<StateList> states;              // by procedure, then rater (gold first)
    // An adjudicator's decision on one step's state changes, which replaces that step of
    // the gold wherever gold states are used.
    struct StateDecision
    {
        metrics::openpi::StateStep changes;
        Decision decision;
    };
    std::map<std::pair<std::uint32_t, std::uint32_t>, StateDecision>
        stateDecisions;                         // (procedure, step from 1)
    std::vector<SchemaAnalysis> schemaAnalyses; // by procedure, model, person
    std::vector<ExpansionRating> expansionRatings;
    std::unordered_map<std::int64_t, std::uint32_t> entityIndex;
    std::map<std::tuple<std::uint32_t, int, int>, std::uint32_t>
        clusteringIndex; // (procedure, kind, rater)
    std::map<std::pair<std::uint32_t, std::uint32_t>, Decision> salienceDecisions; // (entity, step)

    int raterIndex(const std::string &name, bool model) const;
    // The clustering of a procedure by a rater (-1 gold), or nullptr.
    const Clustering *clustering(std::uint32_t procedure, OpenPiClusterKind kind, int rater) const;
    // The state list of a procedure by a rater (-1: the released gold), or nullptr.
    const StateList *stateList(std::uint32_t procedure, int rater) const;
    // Index of the adjudicated salience rater, or -1.
    int goldRater() const;
    // Rebuilds clusteringIndex after clusterings or rater indices changed.
    void reindexClusterings();
    // The view of an annotator working blind: their own ratings, clusters, states, error
    // labels and judgements and the models' outputs; decisions are undone (released gold
    // stays).
    void restrictTo(const std::string &annotator);
    // A model's predicted schemata of a procedure, or nullptr.
    const SchemaPrediction *schemaPrediction(std::uint32_t procedure, std::uint32_t model) const;
    // The slots of an error analysis, step by step: where the person has stored slots of a
    // step, those; else the model's predicted pairs of that step, unlabelled (position =
    // their order), which is what labelling one of them stores.
    std::vector<SchemaSlotRow> analysisSlots(const SchemaAnalysis *analysis,
                                             std::uint32_t procedure, std::uint32_t model) const;
};

struct OpenPiLoadOptions
{
    bool details = true; // texts, state changes and explanations; a report needs none
};

// The released clusters object of a procedures file as the schemata evaluation reads it
// (names without and with expansion), and the attributes of each state entity's changes,
// step by step in the order of its answers.
OpenPiSnapshot::Released
releasedSchema(std::string_view clustersJson,
               std::span<const std::pair<std::string_view, std::string_view>> entityAnswers);
// The same read through JSON documents (nlohmann_json), which releasedSchema() falls back
// on for anything its own reader does not take (a repeated key, a value of another
// shape than the release's, JSON it refuses): what it gives, or throws, is the rule.
OpenPiSnapshot::Released releasedSchemaOfDocuments(
    std::string_view clustersJson,
    std::span<const std::pair<std::string_view, std::string_view>> entityAnswers);
// releasedSchema()'s own reader, for the release's shapes: false (`released` then
// undefined) for anything else.
bool readReleasedSchema(
    std::string_view clustersJson,
    std::span<const std::pair<std::string_view, std::string_view>> entityAnswers,
    OpenPiSnapshot::Released &released);

struct OpenPiAnalysis
{
    struct SaliencePair
    {
        std::uint32_t a = 0; // rater indices, a < b, people before models
        std::uint32_t b = 0;
        metrics::openpi::SalienceAgreement agreement;
    };
    struct ClusterRow
    {
        std::uint32_t rater = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        std::size_t procedures = 0; // clustered by the rater and by gold
        // The counts summed over procedures; of attribute clusters (evaluate_attribute.py)
        // also the entities scored, and skipped for having one gold cluster or none of that key.
        metrics::openpi::AttributeClusterTally tally;
        metrics::openpi::ClusterScore score;
        // The clusterings scored as coreference: each procedure's counts (of attribute
        // clusters, its scored entities' summed), ascending; tally.coreference is their sum.
        std::vector<metrics::openpi::ProcedureCoreference> coreferenceByProcedure;
        metrics::coreference::Scores coreference;
    };
    struct Histogram : metrics::openpi::SalienceHistogram
    {
        std::uint32_t rater = 0;
    };
    std::size_t procedures = 0;
    std::size_t entities = 0;
    struct SchemaRow
    {
        std::uint32_t model = 0; // rater index
        bool expanded = false;   // gold names with the generated paraphrases
        std::size_t procedures = 0;
        metrics::openpi::SchemaCountSet counts;
        metrics::openpi::PrecisionRecallF1 entity, attribute, entityLocal, attributeLocal;
    };
    struct StatesRow
    {
        std::uint32_t model = 0;
        std::size_t procedures = 0;
        std::size_t againstGoldLists = 0; // procedures scored against released gold lists
        std::size_t againstStates = 0;    // procedures scored against the project's states
        metrics::openpi::StateMatch match;
        std::size_t unmatched = 0; // predictions that found no gold change
        metrics::Estimate exactMatch;
    };
    // The state changes two people wrote of the same procedures, step by step (a = -1: the
    // gold states, decisions in place; b a person).
    struct StateAgreementRow
    {
        int a = -1;
        std::uint32_t b = 0;
        std::size_t procedures = 0;
        metrics::openpi::StateAgreementTally tally;
        metrics::openpi::StateAgreementScores scores;
        // Each procedure's own tally (procedure index), ascending by its F1, undefined
        // last: where the two disagree most comes first. tally is their sum.
        std::vector<std::pair<std::uint32_t, metrics::openpi::StateAgreementTally>> byProcedure;
    };
    // The predicted pairs in the analysed procedures, as the person labelled them.
    struct SchemaErrorRow : metrics::openpi::SchemaErrorCounts
    {
        std::uint32_t model = 0;
        std::uint32_t person = 0;
        std::size_t procedures = 0; // analysed
        std::size_t finished = 0;   // marked finished
    };
    struct ExpansionRow
    {
        std::uint32_t person = 0;
        OpenPiClusterKind kind = OpenPiClusterKind::Entity;
        std::size_t generated = 0; // generated paraphrases of the released clusters
        std::size_t rated = 0;
        std::size_t correct = 0;
        metrics::Estimate share; // correct / rated
    };
    std::vector<SaliencePair> salience;
    std::vector<ClusterRow> clusters;
    std::vector<SchemaRow> schemata;
    std::vector<StatesRow> states;
    std::vector<StateAgreementRow> stateAgreement;
    std::vector<SchemaErrorRow> schemaErrors;
    std::vector<ExpansionRow> expansions;
    std::size_t generatedEntityParaphrases = 0;
    std::size_t generatedAttributeParaphrases = 0;
    std::vector<Histogram> histograms; // raters with salience
    std::vector<std::string> warnings;
};

OpenPiAnalysis analyseOpenPi(const OpenPiSnapshot &snapshot);

// An edit's figures without the whole analysis: each brings `analysis`, analyseOpenPi's
// of the snapshot before the edit, to what analyseOpenPi gives of `snapshot` after it (the
// same numbers, the means summed in the same order), or returns false, leaving it as it
// was, when the edit changed more than it can follow (then analyse afresh).
// `rater` changed their salience ratings of `procedure`, and no one else's or other ones.
bool followSalienceEdit(OpenPiAnalysis &analysis, const OpenPiSnapshot &snapshot,
                        std::uint32_t rater, std::uint32_t procedure);
// A rater's clustering of a procedure was `before` and is now `after` (the same rater,
// procedure and kind; gold not among them).
bool followClusterEdit(OpenPiAnalysis &analysis, const OpenPiSnapshot &snapshot,
                       const OpenPiSnapshot::Clustering &before,
                       const OpenPiSnapshot::Clustering &after);

// One entity clustering against gold, as evaluate_entity.py compares them.
metrics::openpi::ClusterCounts compareClusterings(const OpenPiSnapshot::Clustering &predicted,
                                                  const OpenPiSnapshot::Clustering &gold);
// One attribute clustering against gold, entity by entity (the entity key as the files
// write it), as evaluate_attribute.py compares them.
metrics::openpi::AttributeClusterTally
compareAttributeClusterings(const OpenPiSnapshot::Clustering &predicted,
                            const OpenPiSnapshot::Clustering &gold);

} // namespace es::db
