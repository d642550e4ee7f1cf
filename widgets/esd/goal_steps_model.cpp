#include "widgets/esd/goal_steps_model.h"

#include "widgets/common/plain_label.h"

#include <QFont>
#include <algorithm>

namespace es::widgets {

GoalStepsModel::GoalStepsModel(QObject *parent) : QAbstractListModel(parent) {}

void GoalStepsModel::setRows(std::vector<GoalStepRow> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    pairs_.clear();
    pairs_.reserve(rows_.size());
    for (const GoalStepRow &r : rows_) {
        pairs_.push_back(r.pair);
    }
    bold_.reset();
    endResetModel();
}

void GoalStepsModel::clear()
{
    setRows({});
}

QModelIndex GoalStepsModel::indexOfPair(std::uint32_t pair) const
{
    const auto it = std::find(pairs_.begin(), pairs_.end(), pair);
    return it == pairs_.end() ? QModelIndex() : index(static_cast<int>(it - pairs_.begin()));
}

QModelIndex GoalStepsModel::setBoldPair(std::uint32_t pair)
{
    const QModelIndex now = indexOfPair(pair);
    if (bold_ != pair) {
        const QModelIndex before = bold_ ? indexOfPair(*bold_) : QModelIndex();
        bold_ = pair;
        for (const QModelIndex &changed : {before, now}) {
            if (changed.isValid()) {
                emit dataChanged(changed, changed, {Qt::FontRole});
            }
        }
    }
    return now;
}

int GoalStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant GoalStepsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const GoalStepRow &r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1. %2").arg(index.row() + 1).arg(r.step);
    case Qt::ToolTipRole:
        if (!r.contributed) {
            return {};
        }
        return r.contributor ? plainToolTip(tr("Contributed by %1").arg(*r.contributor))
                             : tr("Contributed step");
    case Qt::FontRole:
        if (bold_ == r.pair) {
            // Only the weight: the rest is the list's own font.
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

} // namespace es::widgets
