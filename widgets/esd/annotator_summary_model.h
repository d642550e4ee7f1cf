#pragma once
// The annotator-quality view's table of each annotator: the labels they gave and their
// accuracy against the other annotators' majority, over how many pairs.

#include "metrics/estimate.h"
#include "metrics/label_pace.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

namespace es::widgets {

struct AnnotatorSummaryRow
{
    QString annotator;
    std::size_t labels = 0;
    // None when the statistics have no figure for the annotator.
    std::optional<metrics::Estimate> accuracy;
    std::size_t compared = 0;
    // Their pace (EsdSession::paces); none when it could not be read.
    std::optional<metrics::LabelPace> pace;
    std::size_t remaining = 0;
    metrics::Estimate hoursToFinish;
};

class AnnotatorSummaryModel : public RowTableModel<AnnotatorSummaryRow>
{
    Q_OBJECT

  public:
    enum Column {
        AnnotatorColumn,
        LabelsColumn,
        AccuracyColumn,
        ComparedColumn,
        PerHourColumn,
        FinishColumn,
        ColumnCount
    };
    using Row = AnnotatorSummaryRow;

    explicit AnnotatorSummaryModel(QObject *parent = nullptr);

    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    static QString paceToolTip(const Row &row);
};

} // namespace es::widgets
