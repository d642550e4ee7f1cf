#pragma once
// The salience tab's two lists: the procedure's entities, each with the signed-in person's
// global salience of it, and the targets one entity is rated for (the whole procedure, then
// each step) with the person's rating and, on demand, a model's.

#include "widgets/common/row_table_model.h"

#include <QString>
#include <cstdint>
#include <optional>

namespace es::widgets {

struct SalienceEntityRow
{
    std::uint32_t entity = 0;
    QString name;
    std::optional<int> global; // the signed-in person's rating of the whole procedure

    bool operator==(const SalienceEntityRow &) const = default;
};

// One column, for a list view.
class SalienceEntityModel : public RowTableModel<SalienceEntityRow>
{
    Q_OBJECT

  public:
    using Row = SalienceEntityRow;

    explicit SalienceEntityModel(QObject *parent = nullptr);

    // Rows that keep their entities are updated in place, so the view keeps its current row.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
};

struct SalienceTargetRow
{
    std::uint32_t target = 0; // 0 the whole procedure, s step s
    QString step;             // the step's text
    std::optional<int> mine;
    bool modelShown = false;
    std::optional<int> model;

    bool operator==(const SalienceTargetRow &) const = default;
};

class SalienceTargetModel : public RowTableModel<SalienceTargetRow>
{
    Q_OBJECT

  public:
    enum Column { TargetColumn, MineColumn, ModelColumn, ColumnCount };
    using Row = SalienceTargetRow;

    explicit SalienceTargetModel(QObject *parent = nullptr);

    // Rows are kept by target alone: another entity of the procedure has the same targets,
    // and the view keeps its current row while the person moves on.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
