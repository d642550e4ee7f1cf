#pragma once
// The in-memory ESD view of a project that statistics, reports and the GUI read.
// Built in one pass from the store; edits update it in place after they are committed.

#include "metrics/esd_statistics.h"
#include "metrics/label_pace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace es::db {

struct EsdGoalRow
{
    std::int64_t id = 0;
    std::string goal;
    std::string modifier;
    std::vector<std::uint32_t> pairs; // indices into EsdSnapshot::pairs, in step order
    std::vector<std::int64_t> panel;  // person ids assigned to the goal, empty when none
};

// People scored against the experts' gold like a model (a lay human baseline), in the
// setting ("full" or "core") they worked in; never part of gold or agreement. A group in
// both settings is two of these, one a setting, the Core one scored on its members' Core
// labels (EsdSnapshot::coreLabels).
struct EsdRaterGroup
{
    std::string name;
    std::string setting;
    std::vector<std::int64_t> members; // person ids
    bool coreLabels = false;
};

struct EsdPairRow
{
    std::int64_t id = 0;
    std::string extId;
    std::uint32_t goal = 0; // index into EsdSnapshot::goals
    std::string step;
    bool contributed = false;
};

// An adjudicator's decision on a pair: its label is the pair's gold.
struct EsdDecision
{
    std::int8_t label = 0;
    std::string by;
    std::string note;
    std::string at;
    // A label of the pair changed after the decision: it stands until an adjudicator
    // withdraws it, and says so.
    bool relabelled = false;
};

struct EsdSnapshot
{
    std::vector<EsdGoalRow> goals;
    std::vector<EsdPairRow> pairs;
    std::vector<std::string> annotators; // everyone with an ESD label, by name
    std::vector<std::int64_t> annotatorIds;
    metrics::EsdLabelTable labels;
    std::vector<metrics::EsdModelScores> models; // by model name, full before core
    std::vector<std::int32_t> pairIndexById;     // pair rowid -> index, -1 where none
    // Per pair: the adjudicated label, kNoLabel where no one decided (what the
    // statistics read); the decisions themselves by pair index.
    std::vector<std::int8_t> adjudicated;
    std::unordered_map<std::uint32_t, EsdDecision> decisions;
    // The pairs with a decision, by index: kept in an annotator's blind view, which holds
    // no decision, so that they are told a pair is decided (never what was decided).
    std::unordered_set<std::uint32_t> decided;
    // True when the project assigns ESD goals to panels (EsdGoalRow::panel); else each
    // pair's panel is implicit (see esdPanels).
    bool assigned = false;
    std::vector<std::int64_t> nonAnnotators; // adjudicators and viewers, by person id
    std::vector<EsdRaterGroup> groups;       // by name, a group in both settings full first
    // The labels members of groups in both settings give seeing the goal alone: a column a
    // member (coreLabellers, person ids), kept apart from `labels` as they never make gold.
    metrics::EsdLabelTable coreLabels;
    std::vector<std::int64_t> coreLabellers;
    std::vector<std::string> coreLabellerNames; // by column, as coreLabellers
    // Who contributed each contributed step whose contributor is known, by pair rowid.
    std::unordered_map<std::int64_t, std::string> contributors;
    // Each person's label times in seconds, by person id, in the order read, when the load
    // was asked for them (EsdLoadOptions::labelTimes) and could give them: the report's
    // pace reads them here instead of scanning every label again (EsdStore::labelTimes).
    std::unordered_map<std::int64_t, std::vector<double>> labelTimes;
    bool timesLoaded = false;

    // Index of the pair with that rowid, or -1.
    int pairIndex(std::int64_t id) const
    {
        return id >= 0 && static_cast<std::size_t>(id) < pairIndexById.size()
                   ? pairIndexById[static_cast<std::size_t>(id)]
                   : -1;
    }

    // Column of the annotator, or -1 when they have no label yet.
    int annotatorColumn(const std::string &name) const;
    // Adds a column for a person's first label; every existing label keeps its place.
    std::size_t addAnnotator(const std::string &name, std::int64_t personId);
    // Removes a column whose last label was cleared, as a fresh load would not have it.
    void removeAnnotator(std::size_t column);
    // Appends a pair (a contributed step) with no labels and no scores.
    std::uint32_t appendPair(EsdPairRow row);
    // Removes the last pair, the undo of appendPair.
    void popPair();
    // Puts the pairs in id order if they are not, indexing them again; only while the
    // snapshot holds nothing else per pair (the first step of a load).
    void sortPairs();
    // The person's Core label of the pair (kNoLabel where none), and its change; a person
    // not in coreLabellers has none and gives none.
    std::int8_t coreLabel(std::uint32_t pair, std::int64_t person) const;
    void setCoreLabel(std::uint32_t pair, std::int64_t person, std::int8_t label);
    // Records (or with nullopt forgets) the decision on a pair.
    void setDecision(std::uint32_t pair, std::optional<EsdDecision> decision);
    // A label of the pair changed: a decision on it was made before that.
    void labelChanged(std::uint32_t pair);
    // The view of an annotator working blind: their own labels only and no decisions
    // (which were made from everyone's), only which pairs are decided; models stay.
    void restrictTo(const std::string &annotator);
};

// Each pair's panel in the snapshot: its goal's assigned annotators, or without
// assignments the implicit panel (its first k labellers in the order they joined the
// project, k the most common number of labels on a pair). Adjudicators, viewers and
// members of a rater group sit on no panel.
metrics::EsdPanels esdPanels(const EsdSnapshot &snapshot);

// Per annotator column: the pairs still waiting for their label, those of the goals
// assigned to them when the project assigns goals, else every pair.
std::vector<std::size_t> unlabelledPairs(const EsdSnapshot &snapshot);

// Per annotator column: how fast they label (from `labelTimes`, EsdStore::labelTimes) and
// how long their unlabelled pairs will take at that pace; what the report and the
// Annotators dock show.
struct EsdPace
{
    metrics::LabelPace pace;
    std::size_t remaining = 0;
    metrics::Estimate hoursToFinish;
};
std::vector<EsdPace> esdPaces(const EsdSnapshot &snapshot,
                              const std::vector<std::vector<double>> &labelTimes);

// The statistics of a snapshot over its panels, its decisions overriding the majority
// gold, with each rater group scored against that gold (its members' individual
// accuracies on `sample`).
metrics::EsdStatistics esdStatistics(const EsdSnapshot &snapshot,
                                     const metrics::HumanSample &sample = {});

// esdStatistics(snapshot) kept up to date as a session changes one pair at a time (the
// ROC curves when asked for: refreshCurves).
class EsdLiveStatistics
{
  public:
    // The models' scores are read once: a change to them needs a new one.
    explicit EsdLiveStatistics(const EsdSnapshot &snapshot);
    const metrics::EsdStatistics &statistics() const { return tracker_.statistics(); }
    // After a change to the pair's labels or decision in `snapshot`: brings every figure up
    // to date and answers true, or answers false when the change reaches beyond the pair
    // (columns added or removed, pairs added, implicit panels resized): build anew then.
    bool update(const EsdSnapshot &snapshot, std::uint32_t pair);
    // update() leaves the ROC curves of the models whose gold moved empty until this is
    // called (metrics::EsdStatisticsTracker::refreshCurves).
    void refreshCurves() { tracker_.refreshCurves(); }

  private:
    void scoreGroups(const EsdSnapshot &snapshot);
    metrics::EsdStatisticsTracker tracker_;
};

} // namespace es::db
