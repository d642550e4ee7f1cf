#include "widgets/openpi/state_grid_model.h"

namespace es::widgets {

StateGridModel::StateGridModel(QObject *parent) : QAbstractTableModel(parent) {}

void StateGridModel::setGrid(int steps, std::vector<Row> rows)
{
    beginResetModel();
    steps_ = steps;
    rows_ = std::move(rows);
    endResetModel();
}

int StateGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int StateGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : steps_;
}

QVariant StateGridModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const Row &row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return row.cells.value(index.column());
    case Qt::UserRole: {
        QVariantList entities;
        for (const std::uint32_t e : row.entities) {
            entities << e;
        }
        return entities;
    }
    default:
        return {};
    }
}

QVariant StateGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (orientation == Qt::Horizontal) {
        return section >= 0 && section < steps_ ? tr("Step %1").arg(section + 1) : QVariant();
    }
    return section >= 0 && section < rowCount() ? rows_[static_cast<std::size_t>(section)].name
                                                : QVariant();
}

} // namespace es::widgets
