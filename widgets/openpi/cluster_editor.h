#pragma once
// The OpenPI panel's cluster editor: a procedure's entity or attribute clusters, gold's, a
// rater's or the signed-in person's, and the person's edits of their own (start from gold
// or anew, merge, split out, move, rename, add a paraphrase), each one undoable.

#include "db/openpi/openpi_format.h"

#include <QList>
#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QUndoStack;

namespace es::widgets {

class ClusterTree;
class OpenPiSession;

class ClusterEditor : public QWidget
{
    Q_OBJECT

  public:
    // `refuseReadOnly` says whether edits are refused (and points at why).
    ClusterEditor(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuseReadOnly,
                  QWidget *parent = nullptr);

    // The procedure shown (an index of the session's snapshot); refreshes.
    void setProcedure(std::optional<std::uint32_t> procedure);
    // Refills the choice of whose clusters to show; in blind work no other person's.
    void fillOwners(bool blind);
    void refresh();
    // Shows `rater`'s clusters of `kind` (the signed-in person's own as theirs), where the
    // choice of whose clusters offers them.
    void showClusters(int rater, db::OpenPiClusterKind kind);

    ClusterTree *tree() const { return tree_; }
    QComboBox *kind() const { return kind_; }
    QComboBox *owner() const { return whose_; }

    // Edits of the signed-in person's clustering of the procedure (the buttons call these).
    void startClusters(bool fromGold);
    void mergeClusters(const QList<int> &clusters);
    void splitOut(const QList<QPair<int, int>> &members);
    void moveMembers(const QList<QPair<int, int>> &members, int target);
    void renameCluster(int cluster, const QString &name);
    void addParaphrase(int cluster, const QString &mention);

  private:
    // The clusters shown in the editor and the whole clustering they belong to.
    db::OpenPiClusterKind clusterKindShown() const;
    std::string attributeEntityShown() const;
    int clusterOwnerShown() const; // rater index, -1 gold, -2 the signed-in person
    std::optional<std::vector<db::OpenPiCluster>> myClustering(db::OpenPiClusterKind kind) const;
    std::vector<db::OpenPiCluster> shownClusters() const;
    QStringList knownMentions() const;
    // Replaces the shown clusters by `shown` in the person's clustering, undoably.
    void applyClusters(std::vector<db::OpenPiCluster> shown, const QString &label);

    OpenPiSession &session_;
    QUndoStack &undo_;
    std::function<bool()> refuseReadOnly_;
    std::optional<std::uint32_t> procedure_;

    QComboBox *kind_;
    QComboBox *attributeEntity_;
    QComboBox *whose_;
    ClusterTree *tree_;
    QLabel *clusterHint_;
    QList<QPushButton *> editButtons_;
    QList<QPushButton *> startButtons_;
};

} // namespace es::widgets
