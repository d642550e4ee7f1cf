#pragma once
// OpenPI 2.0 files as released (github.com/allenai/openpi-dataset, v2.0/data):
//   procedures:    {id: {goal, steps, topics, states: [{entity, answers: {"step1": [{attribute,
//                  before, after, ...}]}, entity_annotation}], clusters: {canonical entity:
//                  {entity_cluster: [...], attribute_cluster: {canonical: [...]}}}}}; the
//                  salience files add states[].global_salience and answers.stepN.local_salience
//                  (a person) or *_salience_pred with *_salience_explanation (a model), their
//                  steps being objects that hold the changes under "states" or "attributes";
//   clustering:    {id: {canonical: [mention, ...]}};
//   gold clusters: {id: {goal, steps, entities: [[mention, ...], ...]}}.

#include "db/file_input.h"

#include <nlohmann/json.hpp>

#include <map>
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
    std::string entity;                   // attribute clusters: their entity's canonical name
    std::optional<std::string> canonical; // gold clusters of the hand-made file have none
    std::vector<std::string> members;
    friend bool operator==(const OpenPiCluster &, const OpenPiCluster &) = default;
};

enum class OpenPiClusterKind { Entity, Attribute };
std::string_view clusterKindName(OpenPiClusterKind kind);
std::optional<OpenPiClusterKind> clusterKindFromName(std::string_view name);

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
};

enum class OpenPiFileKind { Procedures, Clustering, GoldClusters };
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
OpenPiFile parseOpenPiProcedures(std::string_view content, const std::string &source, OpenPiRaterKind rater,
                                 const NameFields &fields = {});
OpenPiFile parseOpenPiClustering(std::string_view content, const std::string &source);
OpenPiFile parseOpenPiGoldClusters(std::string_view content, const std::string &source);

bool looksLikeOpenPiProcedures(std::string_view content);
bool looksLikeOpenPiGoldClusters(std::string_view content);
bool looksLikeOpenPiClustering(std::string_view content);

// Step key "stepN" <-> N.
std::optional<int> openPiStepNumber(std::string_view key);

} // namespace es::db
