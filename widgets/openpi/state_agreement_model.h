#pragma once
// The agreement on state changes as a table: every two people who wrote the states of the
// same procedures, and each person against the gold states, with the figures of
// OpenPiAnalysis::stateAgreement.

#include "db/openpi/openpi_snapshot.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <vector>

namespace es::widgets {

struct StateAgreementTableRow
{
    QString first; // "gold" or a person
    QString second;
    int a = -1; // as OpenPiAnalysis::StateAgreementRow
    std::uint32_t b = 0;
    std::size_t procedures = 0;
    metrics::openpi::StateAgreementTally tally;
    metrics::openpi::StateAgreementScores scores;
};

class StateAgreementModel : public RowTableModel<StateAgreementTableRow>
{
    Q_OBJECT

  public:
    enum Column {
        FirstColumn,
        SecondColumn,
        ProceduresColumn,
        ChangesColumn,
        PairedColumn,
        PrecisionColumn,
        RecallColumn,
        F1Column,
        ExactColumn,
        SameStepsColumn,
        ColumnCount
    };
    using Row = StateAgreementTableRow;

    explicit StateAgreementModel(QObject *parent = nullptr);

    // New rows; rows of the same two raters are updated in place.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
