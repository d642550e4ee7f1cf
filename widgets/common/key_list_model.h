#pragma once
// The keyboard shortcut list as a tree: each group's heading, and under it its keys, each
// with what it does.

#include "widgets/common/keys.h"

#include <QAbstractItemModel>
#include <vector>

namespace es::widgets {

class KeyListModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum Column { KeyColumn, WhatColumn, ColumnCount };

    // `keys` grouped as collectKeys() gives them: a group's keys one after another.
    explicit KeyListModel(const QList<KeyEntry> &keys, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

  private:
    struct Group
    {
        QString name;
        std::vector<KeyEntry> keys;
    };
    // A heading's internal id is 0; a key's is its group's row + 1.
    static constexpr quintptr kHeading = 0;

    std::vector<Group> groups_;
};

} // namespace es::widgets
