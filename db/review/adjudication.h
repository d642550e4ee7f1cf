#pragma once
// The adjudication queues: the items whose raters disagree, most disagreement first,
// and their JSON for `eventscope disagreements`.

#include "db/esd/esd_snapshot.h"
#include "db/ester/ester_snapshot.h"
#include "db/openpi/openpi_snapshot.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

namespace es::db {

struct QueueEntry
{
    std::uint32_t item = 0;  // index into the snapshot's pairs, questions, entities or procedures
    double disagreement = 0; // 0 when all agree; larger is further apart
    bool decided = false;
    bool relabelled = false; // ESD: a label changed after the decision
};

// ESD pairs whose annotators' labels (-1 included) are not all equal, and every decided
// pair, whatever its labels say now (a decision stands until it is withdrawn). Disagreement
// is the share of labels outside the most frequent one (2-1 is 1/3, 1-1 is 1/2, three
// different labels 2/3); among equals, more labels first, then file order.
std::vector<QueueEntry> esdQueue(const EsdSnapshot &snapshot);
nlohmann::ordered_json esdQueueJson(const EsdSnapshot &snapshot,
                                    const std::vector<QueueEntry> &queue);

// One rater's answers to an ESTER question, as the adjudicator compares them: the
// released gold (name "gold") and every person who answered.
struct EsterRaterAnswers
{
    std::string name;
    bool released = false;
    std::optional<metrics::ester::Relation> type;
    const std::vector<EsterAnswer> *answers = nullptr;
};
std::vector<EsterRaterAnswers> esterRatersOf(const EsterSnapshot &snapshot, std::uint32_t question);

// An answer typed by a person, located as a span of the question's passage (offsets in
// code points, as the released files count them). A text found more than once is the
// occurrence one of the question's raters chose (`raters`, from esterRatersOf), else
// ambiguous: then "TEXT@START", START one of the occurrences' starts, picks one.
struct EsterAnswerLocation
{
    std::optional<EsterAnswer> answer; // set when found, and not ambiguous
    std::vector<int> starts;           // every occurrence's start; empty: not in the passage
};
EsterAnswerLocation locateEsterAnswer(const std::string &passage, const std::string &text,
                                      const std::vector<EsterRaterAnswers> &raters);

// ESTER questions whose raters (the released gold and the people who answered) differ
// in relation type or in their set of answers (case aside). Disagreement is the mean,
// over pairs of raters, of 1 - token F1 of their answers, plus 1 when any two give
// different types.
std::vector<QueueEntry> esterQueue(const EsterSnapshot &snapshot);
nlohmann::ordered_json esterQueueJson(const EsterSnapshot &snapshot,
                                      const std::vector<QueueEntry> &queue);

// OpenPI: entities whose people's salience (global or at a step) spans 2 or more
// (disagreement: the widest span / 5), and procedures whose clusterings by the released
// gold and the people differ (disagreement: 1 - the lowest F1 of two of them), and steps
// of procedures whose people's state changes differ (disagreement: the widest
// metrics::openpi::stateStepDisagreement of two of them, either read against the other).
struct OpenPiQueueEntry
{
    enum class Kind { Salience, Clusters, States } kind = Kind::Salience;
    std::uint32_t item = 0; // entity or procedure index
    OpenPiClusterKind clusterKind = OpenPiClusterKind::Entity;
    double disagreement = 0;
    int spread = 0;
    bool decided = false;
    std::uint32_t step = 0; // states: the step, from 1
};
std::vector<OpenPiQueueEntry> openPiQueue(const OpenPiSnapshot &snapshot);
nlohmann::ordered_json openPiQueueJson(const OpenPiSnapshot &snapshot,
                                       const std::vector<OpenPiQueueEntry> &queue);

// The clusterings of a procedure side by side: the released gold ("gold") and each
// person's; models' only with `models`.
struct OpenPiClusteringOf
{
    std::string name;
    bool released = false;
    bool model = false;
    const std::vector<OpenPiCluster> *clusters = nullptr;
};
std::vector<OpenPiClusteringOf> openPiClusteringsOf(const OpenPiSnapshot &snapshot,
                                                    std::uint32_t procedure, OpenPiClusterKind kind,
                                                    bool models);

// The state changes people (and models, with `models`) wrote of one step of a procedure
// (step from 1), side by side in the snapshot's rater order; a list shorter than the step
// says the step changes nothing.
struct OpenPiStatesOf
{
    std::string name;
    bool model = false;
    metrics::openpi::StateStep changes;
};
std::vector<OpenPiStatesOf> openPiStatesOf(const OpenPiSnapshot &snapshot, std::uint32_t procedure,
                                           std::uint32_t step, bool models);
// The steps of every procedure whose people's state changes differ, appended to `queue`.
void appendOpenPiStateSteps(const OpenPiSnapshot &snapshot, std::vector<OpenPiQueueEntry> &queue);
// One queue entry of a step's states in openPiQueueJson's shape.
nlohmann::ordered_json openPiStatesEntryJson(const OpenPiSnapshot &snapshot,
                                             const OpenPiQueueEntry &entry);

} // namespace es::db
