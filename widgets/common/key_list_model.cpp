#include "widgets/common/key_list_model.h"

#include <QFont>

namespace es::widgets {

KeyListModel::KeyListModel(const QList<KeyEntry> &keys, QObject *parent)
    : QAbstractItemModel(parent)
{
    for (const KeyEntry &e : keys) {
        if (groups_.empty() || groups_.back().name != e.group) {
            groups_.push_back({e.group, {}});
        }
        groups_.back().keys.push_back(e);
    }
}

QModelIndex KeyListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    return createIndex(row, column,
                       parent.isValid() ? static_cast<quintptr>(parent.row()) + 1 : kHeading);
}

QModelIndex KeyListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kHeading) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kHeading);
}

int KeyListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return static_cast<int>(groups_.size());
    }
    if (parent.internalId() != kHeading || parent.column() != 0) {
        return 0;
    }
    return static_cast<int>(groups_[static_cast<std::size_t>(parent.row())].keys.size());
}

int KeyListModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant KeyListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    if (index.internalId() == kHeading) {
        if (index.column() != KeyColumn) {
            return {};
        }
        const Group &g = groups_[static_cast<std::size_t>(index.row())];
        if (role == Qt::DisplayRole) {
            return g.name;
        }
        if (role == Qt::FontRole) {
            // Only the weight: the rest is the list's own font.
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const Group &g = groups_[static_cast<std::size_t>(index.internalId() - 1)];
    const KeyEntry &e = g.keys[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == KeyColumn ? e.keys : e.what;
    case Qt::ToolTipRole:
        return index.column() == WhatColumn ? QVariant(e.what) : QVariant();
    default:
        return {};
    }
}

QVariant KeyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case WhatColumn:
        return tr("What it does");
    default:
        return {};
    }
}

Qt::ItemFlags KeyListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    // A heading is not a key: it cannot be selected.
    return index.internalId() == kHeading ? Qt::ItemIsEnabled
                                          : Qt::ItemIsSelectable | Qt::ItemIsEnabled;
}

} // namespace es::widgets
