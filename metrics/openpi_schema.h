#pragma once
// OpenPI 2.0: predicted schemata (Table 3), attribute clusters (Table 2, attribute column)
// and predicted states' exact match, as the authors' scripts in the openpi-dataset
// repository (v2.0/source) compute them, quirks included: evaluate_schema.py,
// cluster/attr_code/evaluate_attribute.py and the exact-match half of evaluate_states.py.
// evaluate_schema.py and evaluate_states.py pair procedures by file order,
// evaluate_attribute.py by id; callers pair them by id, the same pairing wherever both files
// list the ids in one order (the released dev schema files do). Objects of a file are passed
// in file order (parse with nlohmann::ordered_json: nlohmann::json and QJsonObject sort
// keys, which puts "step10" before "step2" and may change which cluster a name finds first).

#include "metrics/estimate.h"
#include "metrics/openpi.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace es::metrics::openpi {

// --- Schemata (evaluate_schema.py) ---
//
// The caller passes strings as the files have them; schemaCounts normalises where the
// script does, and only there:
// - Gold entity and attribute names are normalised (schemaNormal) into lookup tables
//   keyed by normalised canonical names. Two clusters whose canonicals normalise alike
//   share one entry: it sits where the first was and holds the last one's names and
//   attribute clusters (a Python dict rebuilt key by key); each still counts in the totals.
// - Global recall ("gold" pass, per gold cluster in file order): a cluster is found (once)
//   when some predicted entity, not normalised, is among the normalised names of its
//   canonical's entry; for every predicted (step, entity) so found, each of the cluster's
//   attribute clusters counts once when any of that entity's predicted attributes, not
//   normalised, is among the attribute cluster's names, not normalised either. Recall may
//   exceed 1.
// - Precision (predicted pass): predicted entities and attributes are normalised. An
//   entity counts once globally (the first time its normalised name appears) and once per
//   step locally; it is correct when the first entry holding its name has a non-empty
//   canonical (a canonical normalising to "" is a match the script does not count). An
//   attribute is correct when some entry holding the entity's name (not necessarily the
//   first) has an attribute entry holding it; globally it counts in the total once per
//   (predicted entity, predicted attribute) pair, but in the correct count whenever its
//   matched (canonical entity, canonical attribute) pair is not among the predicted pairs
//   seen so far, so precision may exceed 1.
// - Local recall, per state entity and per step (the answers' values zipped in file order
//   with the predicted steps, the shorter deciding): a step with changes counts once;
//   every predicted entity of that step adds the step's change count to the attribute
//   total; each predicted entity of the step, not normalised, among the state entity's
//   names counts as correct (a step may count more than once), and then each change counts
//   once for every predicted attribute of that entity, not normalised, among the
//   normalised names of the change's attribute, looked up by its raw name.
// Where the script raises KeyError: a state entity whose normalised name is no cluster's
// has no names (its steps still count in the totals; nothing of it is correct); a change
// attribute whose raw name is no attribute entry of its entity has no names.
struct SchemaAttributeCluster
{
    std::string canonical;
    std::vector<std::string> names;
    friend bool operator==(const SchemaAttributeCluster &,
                           const SchemaAttributeCluster &) = default;
};
struct SchemaEntityCluster
{
    std::string canonical;
    std::vector<std::string> names;
    std::vector<SchemaAttributeCluster> attributes;
    friend bool operator==(const SchemaEntityCluster &, const SchemaEntityCluster &) = default;
};
// One state entity of the gold procedure: its name ("entity") and, for each value of its
// "answers" object in file order, the "attribute" of each change listed there.
struct SchemaGoldEntity
{
    std::string entity;
    std::vector<std::vector<std::string>> steps;
    friend bool operator==(const SchemaGoldEntity &, const SchemaGoldEntity &) = default;
};
struct SchemaGold
{
    std::vector<SchemaEntityCluster> clusters;
    std::vector<SchemaGoldEntity> states;
    friend bool operator==(const SchemaGold &, const SchemaGold &) = default;
};
// One step's predicted schema: (entity, attributes) in the file's order.
using SchemaStep = std::vector<std::pair<std::string, std::vector<std::string>>>;

struct SchemaCounts
{
    std::size_t goldTotal = 0, predictedTotal = 0, goldCorrect = 0, predictedCorrect = 0;
    SchemaCounts &operator+=(const SchemaCounts &o);
    friend bool operator==(const SchemaCounts &, const SchemaCounts &) = default;
};
struct SchemaCountSet
{
    SchemaCounts entity, attribute, entityLocal, attributeLocal;
    SchemaCountSet &operator+=(const SchemaCountSet &o);
    friend bool operator==(const SchemaCountSet &, const SchemaCountSet &) = default;
};

// One procedure, exactly as the script adds it up. The caller passes the cluster names
// without expansion (entity_cluster, attribute_cluster) or with it (the *_combined lists).
SchemaCountSet schemaCounts(const SchemaGold &gold, std::span<const SchemaStep> predicted);

struct PrecisionRecallF1
{
    Estimate precision, recall, f1;
};
// precision = predictedCorrect / predictedTotal, recall = goldCorrect / goldTotal, F1 of
// the two; undefined (with a reason) where the script would divide by zero.
PrecisionRecallF1 schemaScore(const SchemaCounts &counts);

// The script's normalisation: lowercase, then strip one leading "the ", "a " or "an ".
// Lowercasing is Python's str.lower() for ASCII, Latin-1, Latin Extended-A and Cyrillic
// capitals (UTF-8); other characters are kept.
std::string schemaNormal(std::string_view text);

// --- Attribute clusters (evaluate_attribute.py), one entity ---
// gold: that entity's gold clusters, mentions already split at " | " (not stripped);
// predicted: (canonical, mentions) of the predicted clusters in file order.
// Returns the counts into ClusterCounts (predictedCorrect = predicted clusters matching a
// gold one [the script's pred_in_gt], goldFound = gold clusters matching a predicted one
// [gt_in_pred], gold, predicted), or nullopt when the script skips the entity (exactly
// one gold cluster). As the script: gold mentions and predicted mentions are stripped,
// the canonical is not; a predicted cluster is its canonical, when that is a gold mention,
// and its mentions that are gold mentions, without repeats (it counts even when empty);
// gold clusters keep repeats. A predicted cluster p matches a gold cluster g when
// |p| = |g| and the members of p found in g number |g|; g matches p when |p| = |g| and the
// members of g (repeats counted) found in p number |p|.
// clusterScore(ClusterCounts) of metrics/openpi.h then gives recall = predictedCorrect /
// gold and precision = goldFound / predicted, as the script names them.
std::optional<ClusterCounts>
attributeClusterCounts(std::span<const std::vector<std::string>> gold,
                       std::span<const std::pair<std::string, std::vector<std::string>>> predicted);
// The clusters attributeClusterCounts compares: gold's stripped with repeats kept, the
// predicted ones as sets of the gold mentions they hold (views into the arguments).
NormalisedClusters normalisedAttributeClusters(
    std::span<const std::vector<std::string>> gold,
    std::span<const std::pair<std::string, std::vector<std::string>>> predicted);

// One procedure's attribute clusterings: each predicted entity against the gold entity of
// the same key (the file's "entity | alias" string, compared exactly; with repeated gold
// keys the last counts, as in a Python dict). A predicted entity absent from gold, where
// the script raises KeyError, is skipped and counted in missingFromGold (and a procedure
// gold does not have, another KeyError, is the caller's to skip).
struct AttributeGoldEntity
{
    std::string entity;
    std::vector<std::vector<std::string>> clusters; // mentions split at " | "
};
struct AttributePredictedEntity
{
    std::string entity;
    std::vector<std::pair<std::string, std::vector<std::string>>> clusters;
};
struct AttributeClusterTally
{
    ClusterCounts counts;
    std::size_t scored = 0;          // entities counted
    std::size_t singleCluster = 0;   // skipped: one gold cluster
    std::size_t missingFromGold = 0; // skipped: no gold entity of that key
    // The entities scored, each a document of coreference (gold the key), summed.
    coreference::DocumentCounts coreference = {};
    AttributeClusterTally &operator+=(const AttributeClusterTally &o);
};
AttributeClusterTally attributeClusterTally(std::span<const AttributeGoldEntity> gold,
                                            std::span<const AttributePredictedEntity> predicted);

// `text` split at every " | ", as Python's text.split(" | ") (so "" gives one empty name).
std::vector<std::string_view> alternatives(std::string_view text);

// --- States (evaluate_states.py exact match) ---
struct StateChange
{
    std::string entity, attribute, before, after;
    friend bool operator==(const StateChange &, const StateChange &) = default;
};
using StateStep = std::vector<StateChange>;
struct StateMatch
{
    std::size_t compared = 0, exact = 0;
    StateMatch &operator+=(const StateMatch &o);
};
// One procedure: steps, then changes, zipped by position (the shorter list decides);
// exact when the predicted before is one of the gold before's " | " alternatives and the
// predicted after one of the gold after's. Entities and attributes are not compared, and
// predicted texts are taken whole (neither split nor stripped nor lowercased).
StateMatch stateExactMatch(std::span<const StateStep> predicted, std::span<const StateStep> gold);
// The test both of the above apply to a pair of changes: the predicted before is one of the
// gold before's " | " alternatives and the predicted after one of the gold after's.
bool sameBeforeAndAfter(const StateChange &predicted, const StateChange &gold);
// Against a procedure's own states when no released gold list exists: each predicted
// change of step s is compared with the first gold change of step s whose entity names and
// attribute names share a name with the prediction's (every name split at " | "; a gold
// change lists every name its entity and attribute go by); a
// prediction that finds none (also in a step beyond the gold's) counts as compared and not
// exact, and is counted in `unmatched`. Names are compared exactly, as the script does.
struct GoldChange
{
    std::vector<std::string> entityNames, attributeNames;
    std::string before, after;
};
struct StateMatchAgainstStates
{
    StateMatch match;
    std::size_t unmatched = 0;
};
StateMatchAgainstStates stateMatchAgainst(std::span<const StateStep> predicted,
                                          std::span<const std::vector<GoldChange>> goldSteps);
// The script's figure: exact / compared (np.mean of the 0/1 list); undefined when nothing
// was compared (where numpy gives nan).
Estimate stateAccuracy(const StateMatch &match);

} // namespace es::metrics::openpi
