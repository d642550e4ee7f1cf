#pragma once
// OpenPI 2.0 files as released (github.com/allenai/openpi-dataset, v2.0/data):
//   procedures:    {id: {goal, steps, topics, states: [{entity, answers: {"step1": [{attribute,
//                  before, after, ...}]}, entity_annotation}], clusters: {canonical entity:
//                  {entity_cluster: [...], attribute_cluster: {canonical: [...]}}}}}; the
//                  salience files add states[].global_salience and answers.stepN.local_salience
//                  (a person) or *_salience_pred with *_salience_explanation (a model), their
//                  steps being objects that hold the changes under "states" or "attributes";
//                  The expanded release (-overgenerated-unique) adds entity_overgenerate and
//                  entity_cluster_combined to each entity cluster and makes each attribute
//                  cluster an object {attribute_cluster, attribute_overgenerate,
//                  attribute_cluster_combined};
//   clustering:    {id: {canonical: [mention, ...]}};
//   gold clusters: {id: {goal, steps, entities: [[mention, ...], ...]}};
//   attribute clustering: {id: {entity: {canonical attribute: [mention, ...]}}};
//   gold attribute clusters: {id: {goal, steps, entity_attr_dict: {"entity | alias":
//                  ["attribute | alias", ...]}}}, each string one cluster's mentions;
//   schemata:      {id: [one object a step: {entity: [attribute, ...]}]} (a model's);
//   states:        {id: [one list a step: [[entity, attribute, before, after], ...]]} (a
//                  model's predictions, or without a model the gold they are scored against);
//   schema errors: {id: [one object a step: {entity: [[attribute, label], ...]}, ...,
//                  "annotated"]}, a person's error analysis of a model's schemata: labels "1"
//                  correct, "2" no change, "3" nonsense, "" not yet labelled; [attribute, 100]
//                  a pair the person added as missed, ["", 100] an empty slot;
//   expansion judgements (over_generate_relevance_annotation/v4-entity-annotation.json and
//                  v4-attribute-annotation.json): {id: {goal, steps: "[Step1] ...\n[Step2]
//                  ...", annotation: {canonical entity: {original_cluster,
//                  overgenerate_cluster, bad_overgenerate}}}}, or for attributes
//                  {canonical entity: {original_entity, attribute_annotation:
//                  [{original_attribute, attribute_overgenerate, bad_overgenerate}]}}, a
//                  person's judgements of the generated paraphrases.

#include "db/file_input.h"

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace es::db {

// The value a rating counts as: an integer 0-5, given as a number or a string of digits;
// anything else counts as 0 (as the authors' evaluation does) and is not `valid`.
struct OpenPiScore
{
    int value = 0;
    bool valid = false;
};
OpenPiScore openPiScore(const nlohmann::ordered_json &raw);

struct OpenPiRating
{
    nlohmann::ordered_json raw; // as given, for a lossless export
    OpenPiScore score;
    std::optional<std::string> explanation; // models
    nlohmann::ordered_json extra;           // other fields at that level (votes), an object
};

struct OpenPiEntity
{
    std::string name;
    std::optional<nlohmann::ordered_json> annotation; // entity_annotation as given
    nlohmann::ordered_json answers; // {"stepN": [{attribute, before, after, ...}]} in file order
    nlohmann::ordered_json extra;   // every other field
    std::optional<OpenPiRating> global;
    std::map<int, OpenPiRating> local; // by step, from 1
};

struct OpenPiCluster
{
    // Attribute clusters: their entity as the file names it (a canonical name, or the
    // hand-made files' "mention | mention" key).
    std::string entity;
    std::optional<std::string> canonical; // gold clusters of the hand-made files have none
    std::vector<std::string> members;
    // The released expansion's generated paraphrases (gold only), kept apart from the
    // hand-made mentions.
    std::vector<std::string> generated = {};
    friend bool operator==(const OpenPiCluster &, const OpenPiCluster &) = default;
};

enum class OpenPiClusterKind { Entity, Attribute };
std::string_view clusterKindName(OpenPiClusterKind kind);
std::optional<OpenPiClusterKind> clusterKindFromName(std::string_view name);

// One slot of an error analysis of predicted schemata (OpenPI 2.0, Table 5).
struct OpenPiSchemaSlot
{
    static constexpr int kMissed = 100; // a pair the person added, or an empty slot
    int step = 1;
    std::string entity;
    std::string attribute;
    std::optional<int> category; // 1 correct, 2 no change, 3 nonsense, kMissed; none: unlabelled
    friend bool operator==(const OpenPiSchemaSlot &, const OpenPiSchemaSlot &) = default;
};

// A person's judgements of one released cluster's generated paraphrases, as the released
// judgement files give them: the cluster (by its entity's canonical name and, for an
// attribute cluster, its hand-made mentions), its paraphrases and the bad ones.
struct OpenPiExpansionJudgement
{
    OpenPiClusterKind kind = OpenPiClusterKind::Entity;
    std::string entity;
    std::vector<std::string> attributeMentions; // attribute clusters: original_attribute
    std::vector<std::string> paraphrases;
    std::vector<std::string> bad;
    friend bool operator==(const OpenPiExpansionJudgement &, const OpenPiExpansionJudgement &) = default;
};

struct OpenPiProcedure
{
    std::string key;
    std::optional<std::string> goal;
    std::optional<std::vector<std::string>> steps;
    std::optional<nlohmann::ordered_json> topics;
    nlohmann::ordered_json extra; // every other procedure field (image_urls, ...)
    bool hasStates = false;
    std::vector<OpenPiEntity> entities;
    std::optional<std::vector<OpenPiCluster>> entityClusters;
    std::optional<std::vector<OpenPiCluster>> attributeClusters;
    nlohmann::ordered_json clusterExtra; // hand-made gold: fields beside "entities"
    // A procedures file's "clusters" object as given (expansions included), for the
    // schemata evaluation and a lossless export.
    std::optional<nlohmann::ordered_json> clustersJson;
    // Schemata, states and schema-error files: the procedure's list of steps as given.
    nlohmann::ordered_json stepsJson;
    std::vector<OpenPiSchemaSlot> errorSlots; // schema errors, in file order
    int stepCount = 0;                        // schema errors: the steps the file lists
    std::vector<OpenPiExpansionJudgement> judgements; // expansion judgements, in file order
    bool annotated = false;                   // schema errors: the analysis was marked finished
};

enum class OpenPiFileKind {
    Procedures,
    Clustering,
    GoldClusters,
    AttributeClustering,
    GoldAttributeClusters,
    Schemata,
    States,
    SchemaErrors,
    ExpansionJudgements,
};
enum class OpenPiRaterKind { None, Person, Model };

struct OpenPiFile
{
    std::string source;
    OpenPiFileKind kind = OpenPiFileKind::Procedures;
    std::vector<OpenPiProcedure> procedures; // in file order
    std::size_t ratings = 0;
    std::size_t invalidRatings = 0; // counted as 0
};

// Parse and check a whole file; throw InputError "source: JSON.path: problem" (or
// "source:line: malformed JSON ...") at the first problem. Salience is read for a
// person or a model; a procedures file that carries salience needs one.
OpenPiFile parseOpenPiProcedures(std::string_view content, const std::string &source,
                                 OpenPiRaterKind rater, const NameFields &fields = {});
OpenPiFile parseOpenPiClustering(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiGoldClusters(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiAttributeClustering(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiGoldAttributeClusters(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiSchemata(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiStates(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiSchemaErrors(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiExpansionJudgements(std::string_view content, const std::string &source);

bool looksLikeOpenPiProcedures(std::string_view content);
bool looksLikeOpenPiGoldClusters(std::string_view content);
bool looksLikeOpenPiGoldAttributeClusters(std::string_view content);
bool looksLikeOpenPiClustering(std::string_view content);
bool looksLikeOpenPiAttributeClustering(std::string_view content);
bool looksLikeOpenPiSchemata(std::string_view content);
bool looksLikeOpenPiStates(std::string_view content);
bool looksLikeOpenPiSchemaErrors(std::string_view content);
bool looksLikeOpenPiExpansionJudgements(std::string_view content);

// The judgement files' steps, "[Step1] text\n[Step2] text", and back; nullopt when the
// text is not of that form.
std::optional<std::vector<std::string>> stepsFromLines(std::string_view text);
std::string stepsAsLines(const std::vector<std::string> &steps);

// The file kind a whole parsed OpenPI document has by its shape, for files whose head the
// looksLike checks cannot place (nullopt: no OpenPI shape).
std::optional<OpenPiFileKind> openPiKindOfDocument(const nlohmann::ordered_json &doc);

// The hand-made files' list of mentions in one string, "a | b" <-> {a, b}.
std::vector<std::string> splitMentions(std::string_view joined);
std::string joinMentions(const std::vector<std::string> &mentions);

// A schema-error label as the released files write it ("1", "", 100) and back.
nlohmann::ordered_json schemaLabelJson(const std::optional<int> &category);

// Step key "stepN" <-> N.
std::optional<int> openPiStepNumber(std::string_view key);

} // namespace es::db
