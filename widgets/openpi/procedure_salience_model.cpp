#include "widgets/openpi/procedure_salience_model.h"

#include "widgets/common/figure_text.h"

namespace es::widgets {

void SalienceTableModel::set(QStringList header, std::vector<Row> rows)
{
    beginResetModel();
    header_ = std::move(header);
    rows_ = std::move(rows);
    endResetModel();
}

int SalienceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int SalienceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(header_.size());
}

QVariant SalienceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < header_.size()) {
        return header_[section];
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

QVariant SalienceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const Row &row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    // Plain strings: item views never interpret them as markup.
    case Qt::DisplayRole:
        return index.column() < row.cells.size() ? row.cells[index.column()] : QString();
    case Qt::TextAlignmentRole:
        return index.column() >= 2 ? QVariant::fromValue(Qt::Alignment(Qt::AlignCenter))
                                   : QVariant();
    case Qt::BackgroundRole:
        if (row.spread && *row.spread >= 2) {
            return kSpreadTwo;
        }
        return row.spread == 1 ? QVariant(kSpreadOne) : QVariant();
    case Qt::ForegroundRole:
        return row.spread.value_or(0) >= 1 ? QVariant(QColor(Qt::black)) : QVariant();
    default:
        return {};
    }
}

RaterCorrelationModel::RaterCorrelationModel(QObject *parent) : RowTableModel(ColumnCount, parent)
{
}

void RaterCorrelationModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows), [](const Row &a, const Row &b) { return a.raters == b.raters; },
        [](const Row &a, const Row &b) { return a == b; });
}

QVariant RaterCorrelationModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == RatersColumn) {
            return row->raters;
        } else {
            const auto &r = column == GlobalColumn ? row->global : row->local;
            return r ? figureText(*r) : tr("n/a");
        }
    case Qt::TextAlignmentRole:
        return column == RatersColumn
                   ? QVariant()
                   : QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant RaterCorrelationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case RatersColumn:
        return tr("Raters");
    case GlobalColumn:
        return tr("Global r");
    case LocalColumn:
        return tr("Local r");
    default:
        return {};
    }
}

} // namespace es::widgets
