#include "widgets/esd/annotator_summary_model.h"

#include "widgets/common/figure_text.h"

#include <tuple>

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
        const auto pace = [&estimate](const Row &r) {
            return r.pace ? std::tuple(r.pace->timed, estimate(r.pace->perHour), r.remaining,
                                       estimate(r.hoursToFinish))
                          : std::tuple(std::size_t(0), estimate(std::nullopt), r.remaining,
                                       estimate(std::nullopt));
        };
        return a.annotator == b.annotator && a.labels == b.labels && a.compared == b.compared &&
               estimate(a.accuracy) == estimate(b.accuracy) && pace(a) == pace(b);
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
        case PerHourColumn:
            return row->pace && row->pace->perHour.defined()
                       ? QString::number(*row->pace->perHour.value, 'f', 0)
                       : tr("n/a");
        case FinishColumn:
            return row->pace && row->hoursToFinish.defined()
                       ? tr("%1 h").arg(QString::number(*row->hoursToFinish.value, 'f', 1))
                       : tr("n/a");
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == AnnotatorColumn ? QVariant()
                                                 : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        // Why there is no accuracy, where the statistics say.
        if (index.column() == AccuracyColumn) {
            return row->accuracy && !accuracyKnown
                       ? QVariant(QString::fromStdString(row->accuracy->reason))
                       : QVariant();
        }
        return index.column() == PerHourColumn || index.column() == FinishColumn
                   ? QVariant(paceToolTip(*row))
                   : QVariant();
    default:
        return {};
    }
}

QString AnnotatorSummaryModel::paceToolTip(const Row &row)
{
    if (!row.pace) {
        return tr("The label times could not be read");
    }
    const metrics::LabelPace &p = *row.pace;
    if (!p.perHour.defined()) {
        return tr("No pace: %1. %2 unlabelled.")
            .arg(QString::fromStdString(p.perHour.reason))
            .arg(row.remaining);
    }
    return tr("%1 of %2 labels timed, median %3 s a label (a gap over %4 s is a break); "
              "%5 unlabelled")
        .arg(p.timed)
        .arg(p.labels)
        .arg(QString::number(*p.medianSeconds.value, 'f', 1))
        .arg(metrics::kLabelPauseSeconds)
        .arg(row.remaining);
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
    case PerHourColumn:
        return tr("Labels per hour");
    case FinishColumn:
        return tr("Time to finish");
    default:
        return {};
    }
}

} // namespace es::widgets
