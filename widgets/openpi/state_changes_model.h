#pragma once
// The signed-in person's own state changes of a procedure, one row a change in step order:
// step, entity, attribute, before, after, as they wrote them (plain text).

#include "metrics/openpi_schema.h"
#include "widgets/common/row_table_model.h"

#include <QString>

namespace es::widgets {

struct StateChangeRow
{
    int step = 0;     // from 1
    int position = 0; // within the step
    metrics::openpi::StateChange change;
    friend bool operator==(const StateChangeRow &, const StateChangeRow &) = default;
};

class StateChangesModel : public RowTableModel<StateChangeRow>
{
    Q_OBJECT

  public:
    enum Column { StepColumn, EntityColumn, AttributeColumn, BeforeColumn, AfterColumn, Columns };

    explicit StateChangesModel(QObject *parent = nullptr);

    // One list a step (index 0 is step 1).
    void setStates(const std::vector<metrics::openpi::StateStep> &steps);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
