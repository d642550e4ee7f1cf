#pragma once
// A clustering as a tree: clusters at the top, their members below. Dragging members
// onto another cluster (or one of its members) asks for a move; the tree itself never
// changes its items, the panel rebuilds it from the store after the edit.

#include "db/openpi/openpi_format.h"
#include "widgets/openpi/cluster_tree_model.h"

#include <QTreeView>

namespace es::widgets {

class ClusterTree : public QTreeView
{
    Q_OBJECT

  public:
    static constexpr int ClusterRole = ClusterTreeModel::ClusterRole;
    static constexpr int MemberRole = ClusterTreeModel::MemberRole;
    static constexpr int kGenerated = ClusterTreeModel::kGenerated;

    explicit ClusterTree(QWidget *parent = nullptr);

    // `known` mentions are shown plainly; the others are paraphrases added as expansions. A
    // cluster's generated paraphrases (the release's expansion) are listed apart under it.
    void setClusters(const std::vector<db::OpenPiCluster> &clusters, const QStringList &known, bool editable);

    ClusterTreeModel *clusterModel() const { return model_; }

    // (cluster, member) of the selected members.
    QList<QPair<int, int>> selectedMembers() const;
    QList<int> selectedClusters() const;

  signals:
    void moveRequested(const QList<QPair<int, int>> &members, int targetCluster);

  protected:
    void dropEvent(QDropEvent *event) override;

  private:
    ClusterTreeModel *model_;
};

} // namespace es::widgets
