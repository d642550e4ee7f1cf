#pragma once
// The OpenPI side of an open project for the GUI: the snapshot, its statistics and the
// signed-in person. Every edit goes to the store first; the snapshot is then patched in
// place (a full reload only when a new rater appears) and the statistics brought up to
// date for what the edit touched, so rating stays instant at 10,000 procedures.

#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_store.h"
#include "widgets/common/dataset_session.h"

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

namespace es::widgets {

class OpenPiSession : public AnalysedSession
{
    Q_OBJECT

  public:
    explicit OpenPiSession(db::Project &project, Load when = Load::Now, QObject *parent = nullptr);

    const db::OpenPiSnapshot &snapshot() const { return snapshot_; }
    const db::OpenPiAnalysis &analysis() const { return analysis_; }

    // The signed-in person's rater index, or -1 before their first rating or cluster.
    int myRater() const;

    // A rater's rating of (entity, step), step 0 being global salience.
    std::optional<int> rating(int rater, std::uint32_t entity, std::uint32_t step) const;
    QString explanation(int rater, std::uint32_t entity, std::uint32_t step) const;
    // How many of the procedure's (entity, step) targets, global ones included, the
    // signed-in person rated, of how many.
    std::pair<std::size_t, std::size_t> myProgress(std::uint32_t procedure) const;

    // The state changes of an entity by step (index 0 is step 1).
    struct Change
    {
        QString attribute;
        QString before;
        QString after;
        QStringList attributeMentions; // the attribute and its annotated paraphrases
    };
    std::vector<std::vector<Change>> changes(std::uint32_t entity) const;
    // The entity's name and its annotated mentions.
    QStringList entityMentions(std::uint32_t entity) const;

    // Edits by the signed-in person; false when the store refused (failed() says why).
    bool setSalience(std::uint32_t entity, std::uint32_t step, std::optional<int> value,
                     std::optional<int> *replaced = nullptr);
    bool setClusters(std::uint32_t procedure, db::OpenPiClusterKind kind,
                     const std::optional<std::vector<db::OpenPiCluster>> &clusters,
                     std::optional<std::vector<db::OpenPiCluster>> *replaced = nullptr);

    // The signed-in person's error analysis of a model's predicted schemata (OpenPI 2.0,
    // Table 5), slot by slot as OpenPiSnapshot::analysisSlots lists them; each hands back
    // what it replaced, for an undo.
    bool setSchemaLabel(std::uint32_t procedure, std::uint32_t model, int step, int position,
                        std::optional<int> category, std::optional<int> *replaced = nullptr);
    bool addMissedPair(std::uint32_t procedure, std::uint32_t model, int step,
                       const std::string &entity, const std::string &attribute,
                       int *position = nullptr);
    // Removes a slot (nullopt) or puts one back at its position.
    bool setSchemaSlot(std::uint32_t procedure, std::uint32_t model, int step, int position,
                       const std::optional<db::OpenPiSchemaSlot> &slot);
    // Forgets every slot stored of a step (its predicted pairs show unlabelled again).
    bool clearSchemaStep(std::uint32_t procedure, std::uint32_t model, int step);
    bool setSchemaFinished(std::uint32_t procedure, std::uint32_t model, bool finished,
                           bool *replaced = nullptr);
    // The signed-in person's judgement of one generated paraphrase (nullopt withdraws it).
    bool setExpansionRating(std::uint32_t procedure, const db::GeneratedParaphrase &paraphrase,
                            std::optional<bool> correct, std::optional<bool> *replaced = nullptr);

    // The signed-in person's own state changes of a procedure, one list a step (the
    // procedure's steps; empty lists where they wrote none), and whether they wrote any.
    std::vector<metrics::openpi::StateStep> myStates(std::uint32_t procedure) const;
    bool wroteStates(std::uint32_t procedure) const;
    // Replaces them (nullopt: they wrote none), handing back what they were for an undo.
    bool setStates(std::uint32_t procedure,
                   const std::optional<std::vector<metrics::openpi::StateStep>> &steps,
                   std::optional<std::vector<metrics::openpi::StateStep>> *replaced = nullptr);
    // The names the gold clusters and the procedure's states give its entities, and those
    // of an entity's attributes (any entity when `entity` is empty): what writing a state
    // change suggests.
    QStringList entityNames(std::uint32_t procedure) const;
    QStringList attributeNames(std::uint32_t procedure, const QString &entity) const;

    // A person's error analysis of a model's schemata of a procedure, or nullptr.
    const db::OpenPiSnapshot::SchemaAnalysis *schemaAnalysis(std::uint32_t procedure,
                                                             std::uint32_t model, int person) const;
    // A person's judgement of a generated paraphrase.
    std::optional<bool> expansionRating(std::uint32_t procedure,
                                        const db::GeneratedParaphrase &paraphrase,
                                        int person) const;

    // Whether predicted schemata are matched against the released names with their
    // generated paraphrases (Table 3's "with expansion"): one choice for every view.
    bool schemaExpansion() const { return schemaExpansion_; }
    void setSchemaExpansion(bool expanded);

    // The signed-in adjudicator's decisions (nullopt withdraws one). As
    // EsdSession::adjudicate: each replaces only `expected` (by default the decision the
    // snapshot shows); someone else's newer decision is reloaded and named by failed().
    bool adjudicateSalience(std::uint32_t entity, std::uint32_t step,
                            const std::optional<db::OpenPiSalienceAdjudication> &decision,
                            std::optional<db::OpenPiSalienceAdjudication> *replaced = nullptr,
                            const db::ExpectedDecision *expected = nullptr,
                            std::optional<db::DecisionStamp> *inForce = nullptr);
    bool adjudicateClusters(std::uint32_t procedure, db::OpenPiClusterKind kind,
                            const std::optional<db::OpenPiClusterAdjudication> &decision,
                            std::optional<db::OpenPiClusterAdjudication> *replaced = nullptr,
                            const db::ExpectedDecision *expected = nullptr,
                            std::optional<db::DecisionStamp> *inForce = nullptr);
    // The gold state changes of a step of a procedure (step from 1).
    bool adjudicateStates(std::uint32_t procedure, std::uint32_t step,
                          const std::optional<db::OpenPiStatesAdjudication> &decision,
                          std::optional<db::OpenPiStatesAdjudication> *replaced = nullptr,
                          const db::ExpectedDecision *expected = nullptr,
                          std::optional<db::DecisionStamp> *inForce = nullptr);
    std::optional<db::DecisionStamp> statesStamp(std::uint32_t procedure, std::uint32_t step) const;
    std::optional<db::DecisionStamp> salienceStamp(std::uint32_t entity, std::uint32_t step) const;
    std::optional<db::DecisionStamp> clustersStamp(std::uint32_t procedure,
                                                   db::OpenPiClusterKind kind) const;


    // What a person's edit changed: the one procedure it was confined to and the figures
    // it moved (those of the analysis's other parts are the same objects as before it).
    struct Edit
    {
        enum class Part { Salience, Clusters, SchemaAnalysis, ExpansionRating, States };
        Part part = Part::Salience;
        std::uint32_t procedure = 0;
    };
    // While changed() is being announced: the edit, or nullopt when anything may have
    // changed (a load, a sign-in, a decision, an analysis made afresh).
    std::optional<Edit> edit() const { return edit_; }

  signals:
    void schemaExpansionChanged(bool expanded);

  private:
    void load() override;
    // An adjudicator's decision: `store` writes it; the snapshot is reloaded after it, and
    // after a conflict, which shows the decision in force.
    bool decide(const std::function<void()> &store);
    // An edit by the signed-in person: `store` writes it, then `patch(their rater index)`
    // applies it to the snapshot, or a reload when they are no rater yet.
    template <typename Write, typename Patch> bool editMine(Write &&store, Patch &&patch);
    void patchSalience(std::uint32_t me, std::uint32_t entity, std::uint32_t step,
                       std::optional<int> value);
    void patchExpansionRating(std::uint32_t me, std::uint32_t procedure,
                              const db::GeneratedParaphrase &paraphrase,
                              std::optional<bool> correct);
    // Announces an edit whose figures the analysis `followed`; when it did not, analyses
    // afresh and announces a change of anything.
    void edited(Edit::Part part, std::uint32_t procedure, bool followed = true);
    // The signed-in person's analysis of (procedure, model) in the snapshot, made when
    // missing; nullptr when they are no rater yet (the caller reloads).
    db::OpenPiSnapshot::SchemaAnalysis *myAnalysis(std::uint32_t procedure, std::uint32_t model);
    // After an edit of an analysis: drops it when nothing of it is left, as a load would.
    void settleAnalysis(std::uint32_t procedure, std::uint32_t model);
    // An edit of the signed-in person's analysis (see editMine), `patch` applied to it.
    template <typename Write, typename Patch>
    bool editAnalysis(std::uint32_t procedure, std::uint32_t model, Write &&store, Patch &&patch);

    db::OpenPiStore store_;
    db::OpenPiSnapshot snapshot_;
    db::OpenPiAnalysis analysis_;
    bool schemaExpansion_ = false;
    std::optional<Edit> edit_;
};

// "a | b" -> {"a", "b"}, trimmed, empty parts dropped.
QStringList splitAlternatives(const QString &text);

} // namespace es::widgets
