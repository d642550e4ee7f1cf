#include "widgets/adjudication/raters_model.h"

#include "widgets/common/plain_label.h"

namespace es::widgets {

RatersModel::RatersModel(QObject *parent) : QAbstractTableModel(parent) {}

void RatersModel::setRows(const QStringList &headers, std::vector<RaterRow> rows)
{
    beginResetModel();
    headers_ = headers;
    columns_ = static_cast<int>(headers.size());
    rows_ = std::move(rows);
    endResetModel();
}

void RatersModel::clear()
{
    beginResetModel();
    headers_.clear();
    rows_.clear();
    endResetModel();
}

const RaterRow *RatersModel::rowAt(int row) const
{
    return row >= 0 && row < rowCount() ? &rows_[static_cast<std::size_t>(row)] : nullptr;
}

int RatersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int RatersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns_;
}

QVariant RatersModel::data(const QModelIndex &index, int role) const
{
    const RaterRow *row =
        index.isValid() && index.column() < columns_ ? rowAt(index.row()) : nullptr;
    if (!row) {
        return {};
    }
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return row->shown;
        case Qt::ToolTipRole:
            // A name from a file: a tooltip that looks like HTML would be rendered as it.
            return plainToolTip(row->shown);
        case Qt::UserRole:
            return row->name;
        default:
            return {};
        }
    }
    const auto c = static_cast<std::size_t>(index.column() - 1);
    if (c >= row->cells.size()) {
        return {};
    }
    const RaterCell &cell = row->cells[c];
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::ToolTipRole:
        return plainToolTip(cell.text);
    case Qt::UserRole:
        return cell.value;
    case Qt::TextAlignmentRole:
        return cell.centred ? QVariant(int(Qt::AlignCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant RatersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < headers_.size()) {
        return headers_[section];
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace es::widgets
