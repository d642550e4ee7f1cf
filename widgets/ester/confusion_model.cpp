#include "widgets/ester/confusion_model.h"

#include "widgets/common/figure_text.h"
#include "widgets/ester/ester_panel.h"

#include <QBrush>
#include <QColor>

namespace es::widgets {

namespace ester = metrics::ester;

ConfusionModel::ConfusionModel(QObject *parent)
    : RowTableModel(static_cast<int>(ester::kRelations), parent)
{
}

void ConfusionModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows),
        // The title names the person and the type: a row of another title is another row,
        // and its header changes with it.
        [](const Row &a, const Row &b) { return a.title == b.title; },
        [](const Row &a, const Row &b) {
            return a.counts == b.counts && a.max == b.max && a.shares == b.shares;
        });
}

QVariant ConfusionModel::data(const QModelIndex &index, int role) const
{
    const Row *r = rowAt(index);
    if (!r) {
        return {};
    }
    const auto column = static_cast<std::size_t>(index.column());
    const std::size_t n = r->counts[column];
    const std::optional<double> rowShare =
        r->shares ? (*r->shares)[column] : std::optional<double>();
    switch (role) {
    case Qt::DisplayRole:
        if (r->shares) {
            return rowShare ? QStringLiteral("%1%").arg(figureText(100 * *rowShare, 1))
                            : QStringLiteral("–");
        }
        return QString::number(n);
    case Qt::ToolTipRole:
        return r->shares ? tr("%n question(s) in this cell", nullptr, static_cast<int>(n))
                         : QVariant();
    case Qt::BackgroundRole: {
        const double share = r->shares ? rowShare.value_or(0.0) : double(n) / double(r->max);
        return QBrush(QColor::fromRgbF(float(1 - 0.6 * share), float(1 - 0.35 * share), 1.0f));
    }
    case Qt::ForegroundRole:
        return QBrush(Qt::black);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant ConfusionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::DisplayRole && orientation == Qt::Horizontal && section >= 0 &&
        section < int(ester::kRelations)) {
        return relationTitle(static_cast<ester::Relation>(section));
    }
    if (role == Qt::DisplayRole && orientation == Qt::Vertical && section >= 0 &&
        section < rowCount()) {
        return rows()[static_cast<std::size_t>(section)].title;
    }
    return RowTableModel::headerData(section, orientation, role);
}

} // namespace es::widgets
