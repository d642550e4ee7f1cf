#include "widgets/ester/invalid_reasons_model.h"

#include "report/ester_reason_titles.h"
#include "widgets/common/palette.h"

#include <QBrush>
#include <algorithm>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

constexpr int kRows = static_cast<int>(ester::kInvalidReasons) + 1;

} // namespace

InvalidReasonsModel::InvalidReasonsModel(QObject *parent) : QAbstractTableModel(parent) {}

void InvalidReasonsModel::setValidation(const ester::Validation &v)
{
    beginResetModel();
    columns_.clear();
    columns_.push_back({QString(), false, v.reasons});
    for (const ester::WriterValidation &w : v.writers) {
        const auto &r = w.reasons.byReason;
        if (w.reasons.unspecified > 0 ||
            std::any_of(r.begin(), r.end(), [](std::size_t n) { return n > 0; })) {
            columns_.push_back({QString::fromStdString(w.writer), w.belowThreshold, w.reasons});
        }
    }
    threshold_ = v.threshold;
    endResetModel();
}

int InvalidReasonsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kRows;
}

int InvalidReasonsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant InvalidReasonsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const auto r = static_cast<std::size_t>(index.row());
    const ester::ReasonCounts &counts = columns_[static_cast<std::size_t>(index.column())].counts;
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(r < ester::kInvalidReasons ? counts.byReason[r]
                                                          : counts.unspecified);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant InvalidReasonsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role != Qt::DisplayRole || section < 0 || section >= kRows) {
            return QAbstractTableModel::headerData(section, orientation, role);
        }
        return section < int(ester::kInvalidReasons)
                   ? report::esterReasonTitle(static_cast<ester::InvalidReason>(section))
                   : tr("No reason given");
    }
    if (section < 0 || section >= columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    const Column &c = columns_[static_cast<std::size_t>(section)];
    switch (role) {
    case Qt::DisplayRole:
        return section == 0 ? tr("All reviews") : c.writer;
    case WriterRole:
        return section == 0 ? QVariant() : c.writer;
    case Qt::ToolTipRole:
        return c.belowThreshold
                   ? tr("below %1% validity").arg(QString::number(threshold_ * 100, 'f', 0))
                   : QVariant();
    case Qt::ForegroundRole:
        return c.belowThreshold ? QVariant(QBrush(seriesColour(1))) : QVariant();
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

} // namespace es::widgets
