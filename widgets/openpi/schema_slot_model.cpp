#include "widgets/openpi/schema_slot_model.h"

#include "widgets/common/plain_label.h"

#include <QColor>

namespace es::widgets {

SchemaSlotModel::SchemaSlotModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

QString SchemaSlotModel::categoryText(const std::optional<int> &category)
{
    if (!category) {
        return tr("–");
    }
    switch (*category) {
    case 1:
        return tr("1 correct");
    case 2:
        return tr("2 no change");
    case 3:
        return tr("3 nonsense");
    case db::OpenPiSchemaSlot::kMissed:
        return tr("missed (added)");
    default:
        return QString::number(*category);
    }
}

void SchemaSlotModel::setRows(std::vector<Row> rows, QStringList steps)
{
    steps_ = std::move(steps);
    replaceRows(
        std::move(rows),
        [](const Row &a, const Row &b) {
            return a.slot.step == b.slot.step && a.position == b.position;
        },
        [](const Row &a, const Row &b) { return a.slot == b.slot; });
}

QVariant SchemaSlotModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const Row &r = *row;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StepColumn:
            return r.slot.step;
        case EntityColumn:
            return QString::fromStdString(r.slot.entity);
        case AttributeColumn:
            return QString::fromStdString(r.slot.attribute);
        case LabelColumn:
            return categoryText(r.slot.category);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == StepColumn) {
            return plainToolTip(steps_.value(r.slot.step - 1));
        }
        return r.missed() ? tr("A pair the model missed, added by the analyst")
                          : tr("A predicted pair: 1 correct, 2 no change (the entity's "
                               "attribute does not change at this step), 3 nonsense");
    case Qt::BackgroundRole:
        if (!r.slot.category) {
            return {};
        }
        switch (*r.slot.category) {
        case 1:
            return QColor(198, 239, 206);
        case 2:
            return QColor(255, 235, 156);
        case 3:
            return QColor(255, 199, 206);
        default:
            return QColor(221, 235, 247);
        }
    case Qt::ForegroundRole:
        return r.slot.category ? QVariant(QColor(Qt::black)) : QVariant();
    default:
        return {};
    }
}

QVariant SchemaSlotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case StepColumn:
        return tr("Step");
    case EntityColumn:
        return tr("Entity");
    case AttributeColumn:
        return tr("Attribute");
    case LabelColumn:
        return tr("Label");
    default:
        return {};
    }
}

} // namespace es::widgets
