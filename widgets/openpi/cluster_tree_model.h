#pragma once
// A clustering as a tree model: clusters at the top, their members below and, apart under
// a cluster, the paraphrases the release generated for it. Members are dragged onto
// clusters; the model never moves them itself, the panel rebuilds it from the store after
// the edit.

#include "db/openpi/openpi_format.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QStringList>
#include <vector>

namespace es::widgets {

class ClusterTreeModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    static constexpr int ClusterRole = Qt::UserRole + 1; // cluster index on every item
    static constexpr int MemberRole = Qt::UserRole + 2;  // member index, -1 on clusters
    static constexpr int kGenerated = -2; // MemberRole of generated paraphrases (gold only)

    struct Member
    {
        QString mention;
        bool known = true; // some file mentions it; else a paraphrase added as an expansion
    };
    struct Cluster
    {
        QString name;
        std::vector<Member> members;
        QStringList generated; // the release's expansion
    };

    explicit ClusterTreeModel(QObject *parent = nullptr);

    // `known` mentions are shown plainly; the others are paraphrases added as expansions.
    // Generated paraphrases are drawn with `generatedBrush` (the view's placeholder text).
    void setClusters(const std::vector<db::OpenPiCluster> &clusters, const QStringList &known,
                     const QBrush &generatedBrush);
    const std::vector<Cluster> &clusters() const { return clusters_; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDropActions() const override;

  private:
    // What an index stands for: a cluster, a member or the generated group under a cluster,
    // or one generated paraphrase in that group.
    enum class Level { Cluster, Child, Generated };
    struct Node
    {
        Level level;
        int cluster;
        int row;
    };
    Node node(const QModelIndex &index) const;
    bool isGroup(const Node &n) const;
    QVariant clusterData(const Node &n, int role) const;
    QVariant childData(const Node &n, int role) const;
    QVariant generatedData(const Node &n, int role) const;

    std::vector<Cluster> clusters_;
    QBrush generatedBrush_;
};

} // namespace es::widgets
