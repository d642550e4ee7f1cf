#include "widgets/esd/annotator_summary_model.h"

#include "widgets/common/figure_text.h"

namespace es::widgets {

AnnotatorSummaryModel::AnnotatorSummaryModel(QObject *parent)
    : RowTableModel<AnnotatorSummaryRow>(ColumnCount, parent)
{
}

void AnnotatorSummaryModel::setRows(std::vector<Row> rows)
{
    // Every figure of a row may move with a label: a row is the same annotator, and shows
    // alike only when nothing changed (the estimates compared by value and reason).
    const auto same = [](const Row &a, const Row &b) {
        const auto estimate = [](const std::optional<metrics::Estimate> &e) {
            return e ? std::pair(e->value, QString::fromStdString(e->reason))
                     : std::pair(std::optional<double>(), QStringLiteral("-"));
        };
        return a.annotator == b.annotator && a.labels == b.labels && a.compared == b.compared &&
               estimate(a.accuracy) == estimate(b.accuracy);
    };
    replaceRows(
        std::move(rows), [](const Row &a, const Row &b) { return a.annotator == b.annotator; },
        same);
}

QVariant AnnotatorSummaryModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const bool accuracyKnown = row->accuracy && row->accuracy->defined();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case AnnotatorColumn:
            return row->annotator;
        case LabelsColumn:
            return QString::number(row->labels);
        case AccuracyColumn:
            return accuracyKnown ? figureText(*row->accuracy->value) : tr("n/a");
        case ComparedColumn:
            return QString::number(row->compared);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == AnnotatorColumn ? QVariant()
                                                 : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        // Why there is no accuracy, where the statistics say.
        return index.column() == AccuracyColumn && row->accuracy && !accuracyKnown
                   ? QVariant(QString::fromStdString(row->accuracy->reason))
                   : QVariant();
    default:
        return {};
    }
}

QVariant AnnotatorSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case AnnotatorColumn:
        return tr("Annotator");
    case LabelsColumn:
        return tr("Labels given");
    case AccuracyColumn:
        return tr("Accuracy vs. others' majority");
    case ComparedColumn:
        return tr("Pairs compared");
    default:
        return {};
    }
}

} // namespace es::widgets
