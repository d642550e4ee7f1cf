#include "widgets/openpi/cluster_tree.h"

#include <QDropEvent>
#include <QHeaderView>

#include <set>

namespace es::widgets {

ClusterTree::ClusterTree(QWidget *parent) : QTreeView(parent), model_(new ClusterTreeModel(this))
{
    setModel(model_);
    header()->setSectionsClickable(false);
    header()->hide();
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
}

void ClusterTree::setClusters(const std::vector<db::OpenPiCluster> &clusters, const QStringList &known, bool editable)
{
    // Keep which clusters were open and what was current across the rebuild.
    std::set<QString> collapsed;
    for (int i = 0; i < model_->rowCount(); ++i) {
        const QModelIndex top = model_->index(i, 0);
        if (!isExpanded(top)) {
            collapsed.insert(top.data().toString());
        }
    }
    const QModelIndex current = currentIndex();
    const int currentCluster = current.isValid() ? current.data(ClusterRole).toInt() : -1;
    const int currentMember = current.isValid() ? current.data(MemberRole).toInt() : -1;
    selectionModel()->clear();
    setDragEnabled(editable);
    setAcceptDrops(editable);
    model_->setClusters(clusters, known, palette().brush(QPalette::PlaceholderText));
    for (int c = 0; c < model_->rowCount(); ++c) {
        const QModelIndex top = model_->index(c, 0);
        const int members = static_cast<int>(model_->clusters()[static_cast<std::size_t>(c)].members.size());
        if (model_->rowCount(top) > members) {
            expand(model_->index(members, 0, top)); // the generated paraphrases
        }
        setExpanded(top, !collapsed.contains(top.data().toString()));
        if (c == currentCluster) {
            setCurrentIndex(currentMember >= 0 && currentMember < model_->rowCount(top)
                                ? model_->index(currentMember, 0, top)
                                : top);
        }
    }
}

QList<QPair<int, int>> ClusterTree::selectedMembers() const
{
    QList<QPair<int, int>> out;
    for (const QModelIndex &item : selectionModel()->selectedIndexes()) {
        const int m = item.data(MemberRole).toInt();
        if (m >= 0) {
            out.append({item.data(ClusterRole).toInt(), m});
        }
    }
    return out;
}

QList<int> ClusterTree::selectedClusters() const
{
    QList<int> out;
    for (const QModelIndex &item : selectionModel()->selectedIndexes()) {
        const int c = item.data(ClusterRole).toInt();
        if (!out.contains(c)) {
            out.append(c);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

void ClusterTree::dropEvent(QDropEvent *event)
{
    const QModelIndex target = indexAt(event->position().toPoint());
    const auto members = selectedMembers();
    // The move happens in the store; the items stay until the tree is rebuilt.
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    if (target.isValid() && !members.isEmpty()) {
        emit moveRequested(members, target.data(ClusterRole).toInt());
    }
}

} // namespace es::widgets
