#include "widgets/openpi/schema_comparison_model.h"

#include "widgets/common/qs.h"

#include <QColor>
#include <QFont>

namespace es::widgets {

namespace {

QColor markColour(SchemaMarkRow::Mark mark)
{
    switch (mark) {
    case SchemaMarkRow::Mark::Hit:
        return {198, 239, 206};
    case SchemaMarkRow::Mark::Missed:
        return {255, 235, 156};
    case SchemaMarkRow::Mark::EntityNotInGold:
    case SchemaMarkRow::Mark::AttributeNotInGold:
        break;
    }
    return {255, 205, 205};
}

} // namespace

SchemaComparisonModel::SchemaComparisonModel(QObject *parent) : QAbstractItemModel(parent) {}

QString SchemaComparisonModel::markText(SchemaMarkRow::Mark mark)
{
    switch (mark) {
    case SchemaMarkRow::Mark::Hit:
        return tr("✓ hit");
    case SchemaMarkRow::Mark::Missed:
        return tr("✗ missed");
    case SchemaMarkRow::Mark::EntityNotInGold:
        return tr("✗ entity not in gold");
    case SchemaMarkRow::Mark::AttributeNotInGold:
        break;
    }
    return tr("✗ attribute not in gold");
}

void SchemaComparisonModel::setSchemata(QStringList steps,
                                        std::vector<std::vector<SchemaMarkRow>> marks)
{
    beginResetModel();
    steps_ = std::move(steps);
    marks_ = std::move(marks);
    endResetModel();
}

void SchemaComparisonModel::clear()
{
    setSchemata({}, {});
}

// Ids: 0 on the steps, s + 1 on the rows of step s.
QModelIndex SchemaComparisonModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row()) + 1 : quintptr(0));
}

QModelIndex SchemaComparisonModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int SchemaComparisonModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return static_cast<int>(marks_.size());
    }
    if (parent.internalId() != 0 || parent.column() != 0) {
        return 0;
    }
    return static_cast<int>(marks_[static_cast<std::size_t>(parent.row())].size());
}

int SchemaComparisonModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SchemaComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    if (index.internalId() == 0) {
        return stepData(index, role);
    }
    const auto &step = marks_[static_cast<std::size_t>(index.internalId() - 1)];
    return rowData(step[static_cast<std::size_t>(index.row())], index.column(), role);
}

QVariant SchemaComparisonModel::stepData(const QModelIndex &index, int role) const
{
    if (index.column() != GoldColumn) {
        return {};
    }
    const int s = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return s < steps_.size() ? tr("Step %1: %2").arg(s + 1).arg(steps_[s])
                                 : tr("Step %1 (predicted beyond the procedure)").arg(s + 1);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    default:
        return {};
    }
}

QVariant SchemaComparisonModel::rowData(const SchemaMarkRow &r, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole: {
        auto pair = [](const std::string &entity, const std::string &attribute) {
            if (entity.empty()) {
                return QString();
            }
            return attribute.empty() ? qs(entity) : tr("%1: %2").arg(qs(entity), qs(attribute));
        };
        if (column == GoldColumn) {
            const QString gold = pair(r.goldEntity, r.goldAttribute);
            return gold.isEmpty() ? tr("—") : gold;
        }
        if (column == PredictedColumn) {
            QString predictedText = pair(r.predictedEntity, r.predictedAttribute);
            if (r.mark == SchemaMarkRow::Mark::Missed && !r.predictedEntity.empty()) {
                predictedText = tr("%1: (no such attribute)").arg(qs(r.predictedEntity));
            }
            return predictedText.isEmpty() ? tr("—") : predictedText;
        }
        return markText(r.mark);
    }
    case Qt::BackgroundRole:
        return markColour(r.mark);
    case Qt::ForegroundRole:
        return QColor(Qt::black);
    case Qt::UserRole:
        return column == MarkColumn ? QVariant(static_cast<int>(r.mark)) : QVariant();
    default:
        return {};
    }
}

QVariant SchemaComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractItemModel::headerData(section, orientation, role);
    }
    switch (section) {
    case GoldColumn:
        return tr("Gold change (entity: attribute)");
    case PredictedColumn:
        return tr("Predicted (entity: attribute)");
    case MarkColumn:
        return tr("Mark");
    default:
        return {};
    }
}

Qt::ItemFlags SchemaComparisonModel::flags(const QModelIndex &index) const
{
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    // A step's row is a heading: not selectable.
    return index.internalId() == 0 ? Qt::ItemIsEnabled : Qt::ItemIsSelectable | Qt::ItemIsEnabled;
}

} // namespace es::widgets
