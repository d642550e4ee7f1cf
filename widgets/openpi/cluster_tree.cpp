#include "widgets/openpi/cluster_tree.h"

#include <QDropEvent>
#include <QHeaderView>

#include <set>

namespace es::widgets {

ClusterTree::ClusterTree(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(1);
    header()->hide();
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
}

void ClusterTree::setClusters(const std::vector<db::OpenPiCluster> &clusters, const QStringList &known, bool editable)
{
    // Keep which clusters were open and what was current across the rebuild.
    std::set<QString> collapsed;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (!topLevelItem(i)->isExpanded()) {
            collapsed.insert(topLevelItem(i)->text(0));
        }
    }
    const QModelIndex current = currentIndex();
    const int currentCluster = current.isValid() ? current.data(ClusterRole).toInt() : -1;
    const int currentMember = current.isValid() ? current.data(MemberRole).toInt() : -1;
    clear();
    setDragEnabled(editable);
    setAcceptDrops(editable);
    for (std::size_t c = 0; c < clusters.size(); ++c) {
        const auto &cluster = clusters[c];
        const QString name = QString::fromStdString(
            cluster.canonical.value_or(cluster.members.empty() ? std::string() : cluster.members.front()));
        auto *top = new QTreeWidgetItem(this, {tr("%1  (%n mention(s))", nullptr, static_cast<int>(cluster.members.size()))
                                                   .arg(name)});
        top->setData(0, ClusterRole, static_cast<int>(c));
        top->setData(0, MemberRole, -1);
        top->setFlags((top->flags() | Qt::ItemIsDropEnabled) & ~Qt::ItemIsDragEnabled);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (std::size_t m = 0; m < cluster.members.size(); ++m) {
            const QString mention = QString::fromStdString(cluster.members[m]);
            auto *child = new QTreeWidgetItem(top, {mention});
            child->setData(0, ClusterRole, static_cast<int>(c));
            child->setData(0, MemberRole, static_cast<int>(m));
            child->setFlags((child->flags() | Qt::ItemIsDragEnabled) & ~Qt::ItemIsDropEnabled);
            if (!known.contains(mention.trimmed())) {
                QFont italic = child->font(0);
                italic.setItalic(true);
                child->setFont(0, italic);
                child->setToolTip(0, tr("A paraphrase added to expand the cluster; no file mentions it."));
            }
        }
        if (!cluster.generated.empty()) {
            // The release's expansion: shown apart from the mentions, never edited or moved.
            auto *group =
                new QTreeWidgetItem(top, {tr("generated (%n paraphrase(s))", nullptr,
                                             static_cast<int>(cluster.generated.size()))});
            const QString why = tr("Paraphrases the release generated to expand the cluster (its "
                                   "expansion), kept apart from the mentions; read only.");
            QFont italic = group->font(0);
            italic.setItalic(true);
            for (const std::string &g : cluster.generated) {
                auto *child = new QTreeWidgetItem(group, {QString::fromStdString(g)});
                child->setData(0, ClusterRole, static_cast<int>(c));
                child->setData(0, MemberRole, kGenerated);
                child->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                child->setFont(0, italic);
                child->setForeground(0, palette().brush(QPalette::PlaceholderText));
                child->setToolTip(0, why);
            }
            group->setData(0, ClusterRole, static_cast<int>(c));
            group->setData(0, MemberRole, kGenerated);
            group->setFlags(Qt::ItemIsEnabled);
            group->setFont(0, italic);
            group->setToolTip(0, why);
            group->setExpanded(true);
        }
        top->setExpanded(!collapsed.contains(top->text(0)));
        if (static_cast<int>(c) == currentCluster) {
            QTreeWidgetItem *at = currentMember >= 0 && currentMember < top->childCount() ? top->child(currentMember) : top;
            setCurrentItem(at);
        }
    }
}

QList<QPair<int, int>> ClusterTree::selectedMembers() const
{
    QList<QPair<int, int>> out;
    for (const QTreeWidgetItem *item : selectedItems()) {
        const int m = item->data(0, MemberRole).toInt();
        if (m >= 0) {
            out.append({item->data(0, ClusterRole).toInt(), m});
        }
    }
    return out;
}

QList<int> ClusterTree::selectedClusters() const
{
    QList<int> out;
    for (const QTreeWidgetItem *item : selectedItems()) {
        const int c = item->data(0, ClusterRole).toInt();
        if (!out.contains(c)) {
            out.append(c);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

void ClusterTree::dropEvent(QDropEvent *event)
{
    const QTreeWidgetItem *target = itemAt(event->position().toPoint());
    const auto members = selectedMembers();
    // The move happens in the store; the items stay until the tree is rebuilt.
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    if (target && !members.isEmpty()) {
        emit moveRequested(members, target->data(0, ClusterRole).toInt());
    }
}

} // namespace es::widgets
