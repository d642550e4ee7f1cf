#pragma once
// Every ESD read and write of a project: imports, labels, contributed steps, the
// snapshot and exports. Each write is one transaction with its audit rows.

#include "db/esd/esd_format.h"
#include "db/esd/esd_score_columns.h"
#include "db/esd/esd_snapshot.h"
#include "db/project.h"
#include "db/review/decision_guard.h"
#include "metrics/esd_dataset.h"

#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <set>

namespace es::db {

// Thrown when a caller's cancel flag stops long work; the transaction rolled back.
class Cancelled : public std::runtime_error
{
  public:
    Cancelled() : std::runtime_error("cancelled") {}
};

// Reports (done, total) now and then; long work checks `cancel` between rows.
struct Progress
{
    std::function<void(std::size_t, std::size_t)> report;
    const std::atomic_bool *cancel = nullptr;
};

struct EsdImportSummary
{
    std::size_t pairsAdded = 0;
    std::size_t pairsKnown = 0;
    std::size_t labelsAdded = 0;
    std::size_t labelsChanged = 0;
    std::size_t labelsUnchanged = 0;
    std::size_t scoresAdded = 0;
    std::size_t scoresChanged = 0;
    std::size_t scoresUnchanged = 0;
};

struct EsdLoadOptions
{
    bool text = true; // goals and steps; a report needs only ids, labels and scores
    // Scores from the score columns where there are any (db/esd/esd_score_columns.h); off,
    // every score that has a row is read from it (what tests compare the columns with),
    // and only columns kept alone are read.
    bool scoreColumns = true;
    // From this many pairs on, the score columns are read and ranked on a second
    // connection and core while the pairs and labels load (tests set 0).
    std::size_t columnsAsideFrom = 50000;
    // Told whether they were (tests and benches ask).
    bool *columnsReadAside = nullptr;
    // Each label's time too, where the labels are read row by row (a file), in the same
    // scan: EsdSnapshot::labelTimes.
    bool labelTimes = false;
};

struct EsdAdjudication
{
    std::int8_t label = 0;
    std::string note;
    friend bool operator==(const EsdAdjudication &, const EsdAdjudication &) = default;
};

// The label an undo or redo meant to replace is no longer the person's: nothing was
// written. The message names the pair and the label in force.
class LabelChanged : public Refused
{
  public:
    using Refused::Refused;
};

class EsdStore
{
  public:
    explicit EsdStore(Project &project) : project_(project) {}

    // All or nothing: any conflict with the project rolls the whole file back.
    EsdImportSummary import(const EsdBatch &batch, const std::string &importedBy,
                            const Progress &progress = {});
    // Several files as one transaction: all of them land or none does.
    std::vector<EsdImportSummary> import(const std::vector<EsdBatch> &batches,
                                         const std::string &importedBy,
                                         const Progress &progress = {});

    // Sets (or with nullopt clears) a person's label; returns the label it replaced. With
    // `expected` (an undo or redo, which replaces only the label it put there), LabelChanged
    // and nothing written when the person's label is now another one: an import or another
    // window changed it since, and that label is theirs to keep.
    std::optional<std::int8_t>
    setLabel(std::int64_t pairId, const std::string &person, std::optional<std::int8_t> label,
             const std::optional<std::optional<std::int8_t>> &expected = std::nullopt);

    // The label a member of a rater group scored in both settings gives seeing the goal
    // alone (Core), as setLabel sets their own; Refused for anyone else.
    std::optional<std::int8_t>
    setCoreLabel(std::int64_t pairId, const std::string &person, std::optional<std::int8_t> label,
                 const std::optional<std::optional<std::int8_t>> &expected = std::nullopt);

    // Adds a step the person contributes to a goal; nobody's label counts for it until
    // they give one. `extId`: the id it must have (the redo of adding it), Refused when
    // another pair has it; empty: the next free g<goal>-c<n>.
    EsdPairRow addContributedStep(std::int64_t goalId, const std::string &step,
                                  const std::string &person, const std::string &extId = {});
    // Removes a contributed step (the undo of adding it); audited. Refused, and nothing
    // removed, when anyone's label, a decision or a model's score refers to it: that work
    // was saved after the step and is never dropped with it.
    void removeContributedStep(std::int64_t pairId, const std::string &person);

    // The pair's rowid for its file id, or InputError naming the id.
    std::int64_t pairId(const std::string &extId);

    // An adjudicator's decision on a pair (nullopt withdraws it); Refused unless
    // `person` is an adjudicator, DecisionConflict unless the decision in force is
    // `expected`. Returns the decision it replaced; `inForce` receives the stamp of the
    // decision in force afterwards. Audited.
    std::optional<EsdAdjudication>
    adjudicate(std::int64_t pairId, const std::string &person,
               const std::optional<EsdAdjudication> &decision,
               const ExpectedDecision &expected = ExpectedDecision::anything(),
               std::optional<DecisionStamp> *inForce = nullptr);

    // The decision in force on a pair, nullopt when none.
    std::optional<EsdDecision> decision(std::int64_t pairId);

    EsdSnapshot load(const EsdLoadOptions &options = {});
    // At least as many as the pairs a load would read (the highest pair id, one step down
    // an index): whether a load is a large one, before it starts.
    std::int64_t pairsAtMost();
    // Reads the labels and decisions of the pairs with rowids `pairIds` again into
    // `snapshot`, as a fresh load() would have them (others changed them on a team
    // server). With `blindTo`, that annotator's view: their labels alone, no decisions.
    // Returns the indices of the pairs read, or nullopt when a pair is not in the
    // snapshot (added meanwhile), and the caller loads the dataset again.
    std::optional<std::vector<std::uint32_t>> refreshPairs(EsdSnapshot &snapshot,
                                                           const std::set<std::int64_t> &pairIds,
                                                           const std::string &blindTo = {});
    // Per annotator column of `snapshot`: the indices of the pairs they labelled, in the
    // order they last set each label (set_at, then pair id for labels that share a
    // time, as an import's do). Labels of people or pairs not in the snapshot are left out.
    std::vector<std::vector<std::uint32_t>> labellingOrder(const EsdSnapshot &snapshot);
    // Per annotator column of `snapshot`: the times their labels were last set, in seconds
    // since the epoch, ascending (what metrics::labelPace reads). Others as above.
    std::vector<std::vector<double>> labelTimes(const EsdSnapshot &snapshot);
    // Table 1's lengths: steps per goal of `snapshot`, and the words of every step, goal
    // and method in the project, streamed through metrics' tallies.
    metrics::EsdDatasetTallies datasetTallies(const EsdSnapshot &snapshot);

    enum class ExportWhat { Pairs, Gold };
    // Pairs: every pair with its labels, then every score (the interchange format,
    // lossless). Gold: pairs with gold (decided, else a kept pair's majority) and their
    // gold label, no scores. With `onlyAnnotator`, the view of that annotator working
    // blind: their labels alone, and gold from them.
    void exportJsonLines(std::ostream &out, ExportWhat what, const std::string &onlyAnnotator = {});

  private:
    EsdImportSummary importInTransaction(const EsdBatch &batch, const std::string &importedBy,
                                         const Progress &progress, std::size_t &done,
                                         std::size_t total);
    // The file's Core labels (EsdPairRecord::coreLabels), counted in `sum` with the rest.
    void importCoreLabels(const EsdBatch &batch, const std::string &at, EsdImportSummary &sum);
    enum class LabelTable { Own, Core };
    // setLabel's and setCoreLabel's write, inside the caller's transaction.
    std::optional<std::int8_t>
    writeLabel(LabelTable table, std::int64_t pairId, const std::string &person,
               std::optional<std::int8_t> label,
               const std::optional<std::optional<std::int8_t>> &expected);
    Project &project_;
};

} // namespace es::db
