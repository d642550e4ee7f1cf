#include "widgets/openpi/procedure_list_model.h"

#include "widgets/common/plain_label.h"

#include <algorithm>

namespace es::widgets {

ProcedureListModel::ProcedureListModel(QObject *parent) : QAbstractListModel(parent) {}

void ProcedureListModel::setRows(std::vector<Row> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

void ProcedureListModel::updateRow(int row, Row value)
{
    auto &at = rows_[static_cast<std::size_t>(row)];
    if (at == value) {
        return;
    }
    at = std::move(value);
    emit dataChanged(index(row), index(row));
}

int ProcedureListModel::rowOf(std::uint32_t procedure) const
{
    const auto at = std::find_if(rows_.begin(), rows_.end(),
                                 [&](const Row &r) { return r.procedure == procedure; });
    return at == rows_.end() ? -1 : static_cast<int>(at - rows_.begin());
}

QString ProcedureListModel::text(const Row &row)
{
    // A note (the figure a drill-down orders by) and one's progress go first, where the
    // list's width keeps them in view; the goal gives way.
    return row.note ? tr("%1  %2 · (%3/%4)  %5")
                          .arg(row.key, *row.note)
                          .arg(row.done)
                          .arg(row.total)
                          .arg(row.goal)
                    : tr("%1  (%2/%3)  %4").arg(row.key).arg(row.done).arg(row.total).arg(row.goal);
}

int ProcedureListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ProcedureListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const Row &row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(row);
    case Qt::ToolTipRole:
        return plainToolTip(text(row));
    default:
        return {};
    }
}

} // namespace es::widgets
