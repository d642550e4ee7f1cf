#pragma once
// The OpenPI side of an open project for the GUI: the snapshot, its statistics and the
// signed-in person. Every edit goes to the store first; the snapshot is then patched in
// place (a full reload only when a new rater appears) and the statistics recomputed, so
// rating stays instant at 10,000 procedures.

#include "db/openpi/openpi_store.h"

#include <QObject>
#include <QString>

#include <optional>

namespace es::widgets {

class OpenPiSession : public QObject
{
    Q_OBJECT

  public:
    explicit OpenPiSession(db::Project &project, QObject *parent = nullptr);

    const db::OpenPiSnapshot &snapshot() const { return snapshot_; }
    const db::OpenPiAnalysis &analysis() const { return analysis_; }

    QString annotator() const { return annotator_; }
    // Signs a person in; `blind` (an annotator's role) narrows the snapshot to what they
    // may see, as `report --as` does: their own work, the models' and the released gold.
    void setAnnotator(const QString &name, bool blind = false);
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
    std::optional<db::DecisionStamp> salienceStamp(std::uint32_t entity, std::uint32_t step) const;
    std::optional<db::DecisionStamp> clustersStamp(std::uint32_t procedure,
                                                   db::OpenPiClusterKind kind) const;

    void reload();

  signals:
    void changed();
    void annotatorChanged(const QString &name);
    void failed(const QString &message);

  private:
    // The snapshot (the signed-in annotator's blind view when viewOf_ is set) and its
    // analysis, without announcing them.
    void load();
    template <typename F> bool write(F &&f);
    void recompute();

    db::OpenPiStore store_;
    db::OpenPiSnapshot snapshot_;
    db::OpenPiAnalysis analysis_;
    QString annotator_;
    // Whose blind view the snapshot is; empty: everyone's.
    QString viewOf_;
};

// "a | b" -> {"a", "b"}, trimmed, empty parts dropped.
QStringList splitAlternatives(const QString &text);

} // namespace es::widgets
