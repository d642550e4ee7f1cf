#include "widgets/openpi/salience_comparison_model.h"

#include "widgets/openpi/openpi_panel_parts.h"

#include <QColor>

namespace es::widgets {

using openpi_panel::ratingText;

SalienceComparisonModel::SalienceComparisonModel(QObject *parent)
    : RowTableModel(ColumnCount, parent), a_(tr("A")), b_(tr("B"))
{
}

void SalienceComparisonModel::setRaters(const QString &a, const QString &b)
{
    if (a != a_ || b != b_) {
        a_ = a;
        b_ = b;
        emit headerDataChanged(Qt::Horizontal, AColumn, BColumn);
    }
}

void SalienceComparisonModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows),
        [](const Row &x, const Row &y) { return x.entity == y.entity && x.target == y.target; },
        [](const Row &x, const Row &y) { return x == y; });
}

QVariant SalienceComparisonModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const int diff = row->difference();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case EntityColumn:
            return row->name;
        case TargetColumn:
            return row->target == 0 ? tr("global") : tr("step %1").arg(row->target);
        case AColumn:
            return ratingText(row->a);
        case BColumn:
            return ratingText(row->b);
        default:
            return diff >= 0 ? QString::number(diff) : QString();
        }
    case Qt::BackgroundRole:
        if (diff >= 1) {
            return diff >= 2 ? QColor(255, 205, 205) : QColor(255, 243, 190);
        }
        return {};
    case Qt::ForegroundRole:
        return diff >= 1 ? QVariant(QColor(Qt::black)) : QVariant();
    default:
        return {};
    }
}

QVariant SalienceComparisonModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case EntityColumn:
        return tr("Entity");
    case TargetColumn:
        return tr("Rated for");
    case AColumn:
        return a_;
    case BColumn:
        return b_;
    case DifferenceColumn:
        return tr("Difference");
    default:
        return {};
    }
}

} // namespace es::widgets
