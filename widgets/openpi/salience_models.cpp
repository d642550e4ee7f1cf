#include "widgets/openpi/salience_models.h"

#include "widgets/openpi/openpi_panel_parts.h"

namespace es::widgets {

using namespace openpi_panel;

SalienceEntityModel::SalienceEntityModel(QObject *parent) : RowTableModel(1, parent) {}

void SalienceEntityModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows), [](const Row &a, const Row &b) { return a.entity == b.entity; },
        [](const Row &a, const Row &b) { return a == b; });
}

QVariant SalienceEntityModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row || role != Qt::DisplayRole) {
        return {};
    }
    return tr("%1  (global: %2)").arg(row->name, ratingText(row->global));
}

SalienceTargetModel::SalienceTargetModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void SalienceTargetModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows), [](const Row &a, const Row &b) { return a.target == b.target; },
        [](const Row &a, const Row &b) { return a == b; });
}

QVariant SalienceTargetModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row || role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case TargetColumn:
        return row->target == 0 ? tr("The whole procedure (global)")
                                : tr("Step %1: %2").arg(row->target).arg(row->step);
    case MineColumn:
        return ratingText(row->mine);
    case ModelColumn:
        return row->modelShown ? ratingText(row->model) : QString();
    default:
        return {};
    }
}

QVariant SalienceTargetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case TargetColumn:
        return tr("Rated for");
    case MineColumn:
        return tr("You");
    case ModelColumn:
        return tr("Model");
    default:
        return {};
    }
}

} // namespace es::widgets
