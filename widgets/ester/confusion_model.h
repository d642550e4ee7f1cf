#pragma once
// The ESTER type confusion heat map (the paper's Figure 4) as a table: a row for each
// person and relation type they gave, a column for each question's own type, each cell
// shaded by its share of that person's largest count; or, as the paper draws it, a row for
// each question's own type and a column for its typers' majority type, each cell the share
// of the row.

#include "metrics/ester.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <array>
#include <cstddef>
#include <optional>

namespace es::widgets {

struct ConfusionRow
{
    QString title; // "person: type", the type the person gave
    std::array<std::size_t, metrics::ester::kRelations> counts{};
    std::size_t max = 1; // the person's largest count, the colour scale's top
    // Set in the majority view: each cell's share of the row, which the cell shows and is
    // shaded by (none in a row without questions).
    std::optional<std::array<std::optional<double>, metrics::ester::kRelations>> shares;
};

class ConfusionModel : public RowTableModel<ConfusionRow>
{
    Q_OBJECT

  public:
    using Row = ConfusionRow;

    explicit ConfusionModel(QObject *parent = nullptr);

    // New rows; the same people's rows are updated in place, so the view keeps its current
    // cell and selection.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
