#include "widgets/openpi/cluster_tree_model.h"

#include <QFont>

namespace es::widgets {

namespace {

// Index ids: 0 on clusters; under cluster c, 2 (c + 1) on its members and its group of
// generated paraphrases, 2 (c + 1) + 1 on the paraphrases in that group.
quintptr childId(int cluster)
{
    return 2 * (static_cast<quintptr>(cluster) + 1);
}

QFont boldFont()
{
    QFont bold;
    bold.setBold(true);
    return bold;
}

QFont italicFont()
{
    QFont italic;
    italic.setItalic(true);
    return italic;
}

} // namespace

ClusterTreeModel::ClusterTreeModel(QObject *parent) : QAbstractItemModel(parent) {}

void ClusterTreeModel::setClusters(const std::vector<db::OpenPiCluster> &clusters,
                                   const QStringList &known, const QBrush &generatedBrush)
{
    beginResetModel();
    clusters_.clear();
    generatedBrush_ = generatedBrush;
    for (const auto &cluster : clusters) {
        Cluster c;
        c.name = QString::fromStdString(cluster.canonical.value_or(
            cluster.members.empty() ? std::string() : cluster.members.front()));
        for (const std::string &m : cluster.members) {
            const QString mention = QString::fromStdString(m);
            c.members.push_back({mention, known.contains(mention.trimmed())});
        }
        for (const std::string &g : cluster.generated) {
            c.generated << QString::fromStdString(g);
        }
        clusters_.push_back(std::move(c));
    }
    endResetModel();
}

ClusterTreeModel::Node ClusterTreeModel::node(const QModelIndex &index) const
{
    const quintptr id = index.internalId();
    if (id == 0) {
        return {Level::Cluster, index.row(), index.row()};
    }
    const int cluster = static_cast<int>(id / 2) - 1;
    return {id % 2 == 0 ? Level::Child : Level::Generated, cluster, index.row()};
}

bool ClusterTreeModel::isGroup(const Node &n) const
{
    return n.level == Level::Child &&
           n.row == static_cast<int>(clusters_[static_cast<std::size_t>(n.cluster)].members.size());
}

QModelIndex ClusterTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, quintptr(0));
    }
    const Node p = node(parent);
    return createIndex(row, column,
                       p.level == Level::Cluster ? childId(p.cluster) : childId(p.cluster) + 1);
}

QModelIndex ClusterTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    const Node n = node(child);
    if (n.level == Level::Child) {
        return createIndex(n.cluster, 0, quintptr(0));
    }
    const auto &c = clusters_[static_cast<std::size_t>(n.cluster)];
    return createIndex(static_cast<int>(c.members.size()), 0, childId(n.cluster));
}

int ClusterTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return static_cast<int>(clusters_.size());
    }
    if (parent.column() != 0) {
        return 0;
    }
    const Node n = node(parent);
    const auto &c = clusters_[static_cast<std::size_t>(n.cluster)];
    if (n.level == Level::Cluster) {
        return static_cast<int>(c.members.size()) + (c.generated.isEmpty() ? 0 : 1);
    }
    return isGroup(n) ? static_cast<int>(c.generated.size()) : 0;
}

int ClusterTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant ClusterTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const Node n = node(index);
    switch (n.level) {
    case Level::Cluster:
        return clusterData(n, role);
    case Level::Child:
        return childData(n, role);
    case Level::Generated:
        break;
    }
    return generatedData(n, role);
}

QVariant ClusterTreeModel::clusterData(const Node &n, int role) const
{
    const auto &c = clusters_[static_cast<std::size_t>(n.cluster)];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1  (%n mention(s))", nullptr, static_cast<int>(c.members.size())).arg(c.name);
    case Qt::FontRole:
        return boldFont();
    case ClusterRole:
        return n.cluster;
    case MemberRole:
        return -1;
    default:
        return {};
    }
}

QVariant ClusterTreeModel::childData(const Node &n, int role) const
{
    const auto &c = clusters_[static_cast<std::size_t>(n.cluster)];
    if (isGroup(n)) {
        // The release's expansion: shown apart from the mentions, never edited or moved.
        switch (role) {
        case Qt::DisplayRole:
            return tr("generated (%n paraphrase(s))", nullptr,
                      static_cast<int>(c.generated.size()));
        case Qt::FontRole:
        case Qt::ToolTipRole:
        case ClusterRole:
        case MemberRole:
            return generatedData(n, role);
        default:
            return {};
        }
    }
    const Member &m = c.members[static_cast<std::size_t>(n.row)];
    switch (role) {
    case Qt::DisplayRole:
        return m.mention;
    case Qt::FontRole:
        return m.known ? QVariant() : QVariant(italicFont());
    case Qt::ToolTipRole:
        return m.known ? QVariant()
                       : QVariant(tr("A paraphrase added to expand the cluster; no file "
                                     "mentions it."));
    case ClusterRole:
        return n.cluster;
    case MemberRole:
        return n.row;
    default:
        return {};
    }
}

QVariant ClusterTreeModel::generatedData(const Node &n, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return clusters_[static_cast<std::size_t>(n.cluster)]
            .generated[static_cast<qsizetype>(n.row)];
    case Qt::FontRole:
        return italicFont();
    case Qt::ForegroundRole:
        return generatedBrush_;
    case Qt::ToolTipRole:
        return tr("Paraphrases the release generated to expand the cluster (its expansion), "
                  "kept apart from the mentions; read only.");
    case ClusterRole:
        return n.cluster;
    case MemberRole:
        return kGenerated;
    default:
        return {};
    }
}

Qt::ItemFlags ClusterTreeModel::flags(const QModelIndex &index) const
{
    // Between clusters too, as a tree widget's root takes drops: the view's drop names the
    // cluster under the pointer.
    if (!index.isValid()) {
        return Qt::ItemIsDropEnabled;
    }
    const Node n = node(index);
    switch (n.level) {
    case Level::Cluster:
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsDropEnabled;
    case Level::Child:
        return isGroup(n) ? Qt::ItemIsEnabled
                          : Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsDragEnabled;
    case Level::Generated:
        break;
    }
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled;
}

Qt::DropActions ClusterTreeModel::supportedDropActions() const
{
    return Qt::CopyAction | Qt::MoveAction;
}

} // namespace es::widgets
