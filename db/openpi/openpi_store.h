#pragma once
// Every OpenPI read and write of a project: imports of procedures, salience, clusterings
// and gold clusters; salience ratings and cluster edits from the workbench; the
// snapshot and the exports. Each write is one transaction with its audit rows.

#include "db/openpi/openpi_format.h"
#include "db/openpi/openpi_snapshot.h"
#include "db/project.h"
#include "db/review/decision_guard.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

namespace es::db {

struct OpenPiImportSummary
{
    std::size_t proceduresAdded = 0;
    std::size_t proceduresKnown = 0;
    std::size_t entitiesAdded = 0;
    std::size_t entitiesChanged = 0;
    std::size_t ratingsAdded = 0;
    std::size_t ratingsChanged = 0;
    std::size_t ratingsUnchanged = 0;
    std::size_t invalidRatings = 0; // not an integer 0-5, counted as 0
    // A person's procedures whose every rating in the file is 0 (a file's placeholders for
    // procedures nobody rated), taken as not rated, and the ratings they held.
    std::size_t zeroProceduresSkipped = 0;
    std::size_t zeroRatingsSkipped = 0;
    // Gold clusterings a procedures file would have replaced, kept as hand-made.
    std::size_t handMadeGoldKept = 0;
    std::size_t clusteringsSet = 0;
    std::size_t clusteringsUnchanged = 0;
    std::size_t predictionsSet = 0; // procedures' predicted schemata or states
    std::size_t predictionsUnchanged = 0;
    std::size_t analysesSet = 0; // procedures' error analyses of predicted schemata
    std::size_t analysesUnchanged = 0;
    std::size_t judgementsSet = 0; // procedures' judgements of generated paraphrases
    std::size_t judgementsUnchanged = 0;
};

// What an import may do beyond its defaults.
struct OpenPiImportOptions
{
    // A person's procedure rated 0 throughout is a placeholder for one nobody rated and is
    // skipped, unless this keeps its ratings.
    bool keepAllZero = false;
    // A procedures file's clusters become the gold of its procedures, except where the gold
    // is hand-made (a gold clusters file's), which is kept unless this replaces it.
    bool replaceHandMadeGold = false;
};

// Who a file's salience or clusters belong to: gold (no name), a person or a model.
struct OpenPiRater
{
    OpenPiRaterKind kind = OpenPiRaterKind::None;
    std::string name;
    std::string model = {}; // a person's error analysis: the model whose schemata they analysed
};

struct OpenPiSalienceAdjudication
{
    int value = 0;
    std::string note;
    friend bool operator==(const OpenPiSalienceAdjudication &,
                           const OpenPiSalienceAdjudication &) = default;
};

// A decision on one step's state changes (empty: the step changes nothing).
struct OpenPiStatesAdjudication
{
    metrics::openpi::StateStep changes;
    std::string note;
    friend bool operator==(const OpenPiStatesAdjudication &,
                           const OpenPiStatesAdjudication &) = default;
};

struct OpenPiClusterAdjudication
{
    std::vector<OpenPiCluster> clusters;
    std::string note;
    friend bool operator==(const OpenPiClusterAdjudication &,
                           const OpenPiClusterAdjudication &) = default;
};

class OpenPiStore
{
  public:
    explicit OpenPiStore(Project &project) : project_(project) {}

    // Procedures files without a rater create or update procedures and replace the gold
    // clusters of the procedures they cover; with a rater they bring that rater's
    // salience (creating missing procedures, never changing known ones). Clusterings
    // need a rater and known procedures; hand-made gold clusters need none.
    OpenPiImportSummary import(const OpenPiFile &file, const OpenPiRater &rater,
                               const std::string &importedBy,
                               const OpenPiImportOptions &options = {});

    OpenPiSnapshot load(const OpenPiLoadOptions &options = {});
    // Whether the project holds any OpenPI procedure, without loading them.
    bool holdsAny();

    // The released shapes: procedures with their gold clusters; one rater's salience;
    // one rater's entity clustering, or the gold entity clusters (hand-made shape).
    nlohmann::ordered_json exportProcedures();
    nlohmann::ordered_json exportSalience(const OpenPiRater &rater);
    nlohmann::ordered_json exportClusters(const OpenPiRater &rater);
    // Adjudicated gold in the salience files' shape: every procedure with its gold
    // clusters (decided ones where decided) and the decided salience values.
    nlohmann::ordered_json exportGold();

    // Rowids for the ids people use, or InputError naming what is missing.
    std::int64_t procedureId(const std::string &key);
    std::int64_t entityId(std::int64_t procedureId, const std::string &entity);

    // An adjudicator's decision (nullopt withdraws it), Refused unless `person`
    // adjudicates, DecisionConflict unless the decision in force is `expected`.
    // Salience: the gold value of an entity at a step (0 global); clusters: the gold
    // clustering of a procedure. Each returns what it replaced, and `inForce` receives
    // the stamp of the decision in force afterwards; audited.
    std::optional<OpenPiSalienceAdjudication>
    adjudicateSalience(std::int64_t entityId, int step, const std::string &person,
                       const std::optional<OpenPiSalienceAdjudication> &decision,
                       const ExpectedDecision &expected = ExpectedDecision::anything(),
                       std::optional<DecisionStamp> *inForce = nullptr);
    std::optional<OpenPiClusterAdjudication>
    adjudicateClusters(std::int64_t procedureId, OpenPiClusterKind kind, const std::string &person,
                       const std::optional<OpenPiClusterAdjudication> &decision,
                       const ExpectedDecision &expected = ExpectedDecision::anything(),
                       std::optional<DecisionStamp> *inForce = nullptr);

    // The gold state changes of one step of a procedure (step from 1), as adjudicateClusters.
    std::optional<OpenPiStatesAdjudication>
    adjudicateStates(std::int64_t procedureId, int step, const std::string &person,
                     const std::optional<OpenPiStatesAdjudication> &decision,
                     const ExpectedDecision &expected = ExpectedDecision::anything(),
                     std::optional<DecisionStamp> *inForce = nullptr);

    // Workbench edits by a person. Each returns what it replaced, so that an undo can
    // put it back; nullopt is "none".
    std::optional<int> setSalience(std::int64_t entityId, int step, const std::string &person,
                                   std::optional<int> value);
    std::optional<std::vector<OpenPiCluster>>
    setClusters(std::int64_t procedureId, OpenPiClusterKind kind, const std::string &person,
                const std::optional<std::vector<OpenPiCluster>> &clusters);
    // A person's state changes of a procedure, one list a step (at most the procedure's
    // steps); nullopt: they wrote none (an empty step list says the step changes nothing).
    std::optional<std::vector<metrics::openpi::StateStep>>
    setStates(std::int64_t procedureId, const std::string &person,
              const std::optional<std::vector<metrics::openpi::StateStep>> &steps);

    // A person's error analysis of a model's predicted schemata (OpenPI 2.0, Table 5), slot
    // by slot as OpenPiSnapshot::analysisSlots lists them (step, position). Labelling a
    // slot of a step where the person has stored none first stores the step's predicted
    // pairs, unlabelled. Each returns what it replaced, for an undo; audited.
    std::optional<int> setSchemaLabel(std::int64_t procedureId, const std::string &model,
                                      const std::string &person, int step, int position,
                                      std::optional<int> category);
    // A pair the model missed, after the step's slots; returns its position.
    int addMissedPair(std::int64_t procedureId, const std::string &model, const std::string &person,
                      int step, const std::string &entity, const std::string &attribute);
    // Removes a slot (nullopt) or puts one back at its position (an undo of the removal).
    void setSchemaSlot(std::int64_t procedureId, const std::string &model,
                       const std::string &person, int step, int position,
                       const std::optional<OpenPiSchemaSlot> &slot);
    // Removes every slot the person stored of a step, which then lists the model's
    // predicted pairs unlabelled again: the undo of the edit that first stored them.
    void clearSchemaStep(std::int64_t procedureId, const std::string &model,
                         const std::string &person, int step);
    bool setSchemaAnalysisFinished(std::int64_t procedureId, const std::string &model,
                                   const std::string &person, bool finished);
    // A person's judgement of one generated paraphrase of a released gold cluster (kind
    // entity: attribute ""); nullopt withdraws it.
    std::optional<bool> setExpansionRating(std::int64_t procedureId, OpenPiClusterKind kind,
                                           const std::string &entity, const std::string &attribute,
                                           const std::string &paraphrase, const std::string &person,
                                           std::optional<bool> correct);

    // The released shapes of the remaining files: a rater's attribute clustering (gold: the
    // hand-made shape), a model's schemata, a model's or the gold states, and a person's
    // error analysis of a model's schemata.
    nlohmann::ordered_json exportAttributeClusters(const OpenPiRater &rater);
    nlohmann::ordered_json exportSchemata(const std::string &model);
    // States: a model's, a person's or (no rater) the released gold lists as imported.
    nlohmann::ordered_json exportStates(const OpenPiRater &rater);
    // The gold states with every decided step in place, for every procedure that has gold
    // states, in the states files' shape.
    nlohmann::ordered_json exportDecidedStates();
    nlohmann::ordered_json exportSchemaErrors(const std::string &person, const std::string &model);
    // A person's judgements of generated paraphrases in the released judgement files'
    // shape: of entity paraphrases, or of attribute paraphrases.
    nlohmann::ordered_json exportExpansionJudgements(const std::string &person,
                                                     OpenPiClusterKind kind);

  private:
    // Every clustering of a kind by a rater (gold: those of hand-made files), each procedure's
    // entry of the export made by `entry` from its clusters, goal, steps and extra fields.
    nlohmann::ordered_json exportClusterings(
        const OpenPiRater &rater, OpenPiClusterKind kind,
        const std::function<nlohmann::ordered_json(const std::vector<OpenPiCluster> &,
                                                   const std::string &, std::string_view,
                                                   std::string_view)> &entry);
    void setSchemaSlotIn(std::int64_t procedureId, std::int64_t modelId, std::int64_t personId,
                         int step, int position, const std::optional<OpenPiSchemaSlot> &slot);

    Project &project_;
};

std::string openPiClustersJson(const std::vector<OpenPiCluster> &clusters);
std::vector<OpenPiCluster> openPiClustersFromJson(std::string_view json);

} // namespace es::db
