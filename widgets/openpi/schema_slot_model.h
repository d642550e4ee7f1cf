#pragma once
// The slots of one person's error analysis of a model's predicted schemata of a procedure
// (OpenPI 2.0, Table 5) as a table: step, entity, attribute and the label, coloured and
// named by category.

#include "db/openpi/openpi_format.h"
#include "widgets/common/row_table_model.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace es::widgets {

struct SchemaSlotRow
{
    db::OpenPiSchemaSlot slot;
    int position = 0;
    bool missed() const { return slot.category == db::OpenPiSchemaSlot::kMissed; }
    bool labelled() const { return slot.category.has_value(); }
};

class SchemaSlotModel : public RowTableModel<SchemaSlotRow>
{
    Q_OBJECT

  public:
    enum Column { StepColumn, EntityColumn, AttributeColumn, LabelColumn, ColumnCount };
    using Row = SchemaSlotRow;

    explicit SchemaSlotModel(QObject *parent = nullptr);

    // New slots; `steps` are the procedure's step texts (tooltips). Rows that keep their
    // (step, position) keys are updated in place, so the view keeps its current row.
    void setRows(std::vector<Row> rows, QStringList steps);

    // The words a category is shown with ("1 correct", "missed (added)", "–").
    static QString categoryText(const std::optional<int> &category);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    QStringList steps_;
};

} // namespace es::widgets
