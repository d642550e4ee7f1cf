#pragma once
// The ESD side of an open project for the GUI: the snapshot, the statistics over it and
// the signed-in annotator. Every edit is written to the store first, then to the snapshot,
// then the statistics are recomputed and announced.

#include "db/esd/esd_snapshot.h"
#include "db/esd/esd_store.h"
#include "metrics/esd_statistics.h"
#include "metrics/label_pace.h"
#include "widgets/common/dataset_session.h"

#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace es::widgets {

class FreedMemoryKept;

class EsdSession : public DatasetSession
{
    Q_OBJECT

  public:
    // When the session reads the project: at once, or at the first sign-in (a window, which
    // shows nothing of a project before someone signs in, then reads it once, in the view
    // of whoever signs in, and computes its statistics once).
    enum class Load { Now, AtSignIn };
    explicit EsdSession(db::Project &project, Load when = Load::Now, QObject *parent = nullptr);

    const db::EsdSnapshot &snapshot() const { return snapshot_; }
    // The ROC curves of models whose gold a label moved are left empty (a key press would
    // otherwise pay for curves no one looks at); statisticsWithCurves() draws them first.
    const metrics::EsdStatistics &statistics() const { return live_->statistics(); }
    const metrics::EsdStatistics &statisticsWithCurves()
    {
        live_->refreshCurves();
        return live_->statistics();
    }

    // Signs a person in. Annotators work blind: the snapshot then holds their own labels
    // alone, as `report --as` sees the project, so that no view, statistic or chart can
    // show anyone else's.
    void setAnnotator(const QString &name);
    // The signed-in person's role ("annotator" for someone new).
    QString role() const { return role_; }
    bool blind() const { return role_ == QLatin1String("annotator"); }
    // Only annotators label: an adjudicator's or viewer's label would make them one more
    // annotator and change which pairs every annotator labelled (the kept pairs).
    bool mayAnnotate() const
    {
        return !annotator_.isEmpty() && role_ == QLatin1String("annotator");
    }
    bool adjudicates() const
    {
        return !annotator_.isEmpty() && role_ == QLatin1String("adjudicator");
    }
    // The signed-in annotator's column in the label table, or -1 before their first label.
    int annotatorColumn() const { return column_; }

    // The signed-in annotator's label of a pair, if any.
    std::optional<std::int8_t> myLabel(std::uint32_t pair) const;
    // Whether the signed-in annotator is in a rater group scored in both settings: then
    // the labels they give seeing the goal alone are their Core labels, kept apart.
    bool labelsCore() const;
    // Their Core label of a pair, and its change, as myLabel and setLabel (no offline
    // queue: a Core label the server did not take is refused with failed()).
    std::optional<std::int8_t> myCoreLabel(std::uint32_t pair) const;
    bool setCoreLabel(std::uint32_t pair, std::optional<std::int8_t> label,
                      std::optional<std::int8_t> *replaced = nullptr,
                      const std::optional<std::optional<std::int8_t>> &expected = std::nullopt);
    // The Core view (EsdPanel's C) of such a member: the labels the navigator, the
    // progress and the next pair follow are then their Core labels (labelInView).
    void setCoreView(bool core);
    bool coreView() const { return coreView_ && labelsCore(); }
    // Goals are shown alone (the Core view, whoever is signed in): the navigator then
    // hides their modifiers too.
    bool goalsAlone() const { return coreView_; }
    std::optional<std::int8_t> labelInView(std::uint32_t pair) const
    {
        return coreView() ? myCoreLabel(pair) : myLabel(pair);
    }
    // How many pairs the signed-in annotator has labelled.
    std::size_t myLabelCount() const;

    // Writes the label (nullopt clears it); `replaced` receives the label it replaced.
    // With `expected` (an undo or redo), nothing is written when the signed-in annotator's
    // label is no longer that one (db::LabelChanged). False when the store refused;
    // failed() then says why.
    bool setLabel(std::uint32_t pair, std::optional<std::int8_t> label,
                  std::optional<std::int8_t> *replaced = nullptr,
                  const std::optional<std::optional<std::int8_t>> &expected = std::nullopt);
    // Adds a step the signed-in annotator contributes to a goal (with `extId`, that id:
    // the redo of adding it); its index, or nullopt when the store refused.
    std::optional<std::uint32_t> addStep(std::uint32_t goal, const QString &step,
                                         const std::string &extId = {});
    // Removes a contributed step (the undo of adding it); false, with failed(), when the
    // store refused (someone's work refers to it) or the project no longer has it.
    bool removeStep(const std::string &extId);
    // The pair's index by its file id (commands keep ids: indices move when the project
    // loses a pair); nullopt, with failed() naming it, when the snapshot has no such pair.
    std::optional<std::uint32_t> requirePair(const std::string &extId);
    // The same, saying nothing when there is none.
    std::optional<std::uint32_t> findPair(const std::string &extId) const;

    // The signed-in adjudicator's decision on a pair (nullopt withdraws it); `replaced`
    // receives the decision it replaced. It replaces only `expected` (by default the
    // decision the snapshot shows, which is what the adjudicator saw): when someone else
    // decided meanwhile nothing is written, the snapshot shows their decision and failed()
    // names it. `inForce` receives the stamp of the decision in force afterwards. False
    // when refused; failed() says why.
    bool adjudicate(std::uint32_t pair, const std::optional<db::EsdAdjudication> &decision,
                    std::optional<db::EsdAdjudication> *replaced = nullptr,
                    const db::ExpectedDecision *expected = nullptr,
                    std::optional<db::DecisionStamp> *inForce = nullptr);
    // Who made the decision on a pair the snapshot shows, and when; nullopt when none.
    std::optional<db::DecisionStamp> decisionStamp(std::uint32_t pair) const;

    // The signed-in annotator's own queue when the project assigns ESD goals: goal
    // indices in their order; empty without assignments (every pair is theirs to label).
    const std::vector<std::uint32_t> &myQueue() const { return queue_; }
    // Whether the goal is in the signed-in annotator's queue (never, without one).
    bool assignedToMe(std::uint32_t goal) const { return goal < queued_.size() && queued_[goal]; }
    // The signed-in annotator's pairs labelled, of those that are theirs: the pairs of
    // their queue's goals when the project assigns goals, else every pair.
    struct Progress {
        std::size_t labelled = 0;
        std::size_t of = 0;
        bool assigned = false;
    };
    Progress myProgress() const;
    // The next pair of the queue the signed-in annotator has not labelled: after `pair`
    // the rest of its goal, then the goals after it in the queue, then those before it
    // that still wait; without `pair` (or for a pair outside the queue) the first.
    std::optional<std::uint32_t> nextAssigned(std::optional<std::uint32_t> pair) const;

    // Reloads everything from the store (after an import, say).
    void reload();
    // Labels given while the team server was unreachable: on screen and in the figures,
    // marked unsaved, and saved once the connection is back (saveUnsaved).
    bool isUnsaved(std::uint32_t pair) const { return unsaved_.count(pair) != 0; }
    std::size_t unsavedCount() const { return unsaved_.size(); }
    // Saves them, each once: a label the server already has (its write landed before the
    // connection broke) is not written again. False when the server is still unreachable.
    bool saveUnsaved();

    // Others changed the labels or decisions of these pairs (by rowid) on a team server:
    // reads just those again; the whole dataset only when one of them is new here.
    void applyRemote(const std::set<std::int64_t> &pairIds);

    // Per annotator column, the pairs in the order they were labelled
    // (db::EsdStore::labellingOrder): read from the store once, then kept up to date with
    // this session's own labels, so that a key press does not sort every label of the
    // project again. Throws what the store throws (a lost connection); then
    // lastLabellingOrder() is what was read before.
    const std::vector<std::vector<std::uint32_t>> &labellingOrder();
    const std::vector<std::vector<std::uint32_t>> &lastLabellingOrder() const { return order_; }

    // Per annotator column, how fast they label and the pairs still waiting for them (the
    // report's pace section). The times are read from the store when first asked for and
    // again after any label changed, since only the store knows when a label was saved.
    // Throws what the store throws.
    using Pace = db::EsdPace;
    const std::vector<Pace> &paces();

  signals:
    void pairChanged(std::uint32_t pair);
    void pairsReset();
    void statisticsChanged();
    // A write found the server gone; the edit waits as unsaved.
    void connectionLost(const QString &why);
    void unsavedChanged(std::size_t count);
    // The view switched between Full and Core (goalsAlone), and with it, for a member of a
    // group in both settings, the labels in view.
    void labelViewChanged();

  private:
    // Held while a large snapshot loads (freed_memory.h); none for a small one.
    std::unique_ptr<FreedMemoryKept> keepFreedMemory();
    void recompute();
    // After a change to one pair's labels or decision.
    void recompute(std::uint32_t pair);
    // Puts the unsaved labels back over a snapshot just read from the store.
    void overlayUnsaved();
    // The signed-in annotator's first label gives them a column in the snapshot; clearing
    // their last one takes it away again, so that the snapshot stays what a fresh load of
    // the store gives (an undone first label leaves every figure as it was).
    void ensureMyColumn();
    void dropMyColumnIfEmpty();
    void setMyCell(std::uint32_t pair, std::int8_t value);
    // The signed-in annotator's label of the pair was just set (or cleared): it is now
    // their latest.
    void reorderMyLabel(std::uint32_t pair, bool labelled);
    void loadQueue();

    db::Project &project_;
    db::EsdStore store_;
    db::EsdSnapshot snapshot_;
    // Follows the snapshot: a label or decision brings it up to date in place, anything
    // else builds it anew.
    std::optional<db::EsdLiveStatistics> live_;
    // The snapshot changed (or may have) in ways the live statistics did not follow.
    bool liveStale_ = false;
    std::vector<std::vector<std::uint32_t>> order_;
    bool orderRead_ = false;
    std::vector<Pace> paces_;
    bool pacesRead_ = false;
    QString role_ = QStringLiteral("annotator");
    int column_ = -1;
    bool coreView_ = false;
    std::map<std::uint32_t, std::optional<std::int8_t>> unsaved_;

    std::vector<std::uint32_t> queue_;
    std::vector<char> queued_; // by goal index: in queue_
};

} // namespace es::widgets
