#include "widgets/openpi/state_changes_model.h"

#include "widgets/common/qs.h"

namespace es::widgets {

StateChangesModel::StateChangesModel(QObject *parent) : RowTableModel(Columns, parent) {}

void StateChangesModel::setStates(const std::vector<metrics::openpi::StateStep> &steps)
{
    std::vector<StateChangeRow> rows;
    for (std::size_t s = 0; s < steps.size(); ++s) {
        for (std::size_t c = 0; c < steps[s].size(); ++c) {
            rows.push_back({static_cast<int>(s + 1), static_cast<int>(c), steps[s][c]});
        }
    }
    replaceRows(
        std::move(rows),
        [](const StateChangeRow &a, const StateChangeRow &b) {
            return a.step == b.step && a.position == b.position;
        },
        [](const StateChangeRow &a, const StateChangeRow &b) { return a == b; });
}

QVariant StateChangesModel::data(const QModelIndex &index, int role) const
{
    const StateChangeRow *row = rowAt(index);
    if (!row || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return {};
    }
    switch (index.column()) {
    case StepColumn:
        return row->step;
    case EntityColumn:
        return qs(row->change.entity);
    case AttributeColumn:
        return qs(row->change.attribute);
    case BeforeColumn:
        return qs(row->change.before);
    default:
        return qs(row->change.after);
    }
}

QVariant StateChangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case StepColumn:
        return tr("Step");
    case EntityColumn:
        return tr("Entity");
    case AttributeColumn:
        return tr("Attribute");
    case BeforeColumn:
        return tr("Before");
    case AfterColumn:
        return tr("After");
    default:
        return {};
    }
}

} // namespace es::widgets
