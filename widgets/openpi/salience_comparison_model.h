#pragma once
// Two raters' salience of one procedure side by side: a row per entity and target (global
// or a step) that either rated, with their difference, tinted where they differ.

#include "widgets/common/row_table_model.h"

#include <QString>
#include <cstdint>
#include <cstdlib>
#include <optional>

namespace es::widgets {

struct SalienceComparisonRow
{
    std::uint32_t entity = 0; // index of the snapshot's entities
    QString name;
    std::uint32_t target = 0; // 0 global, s step s
    std::optional<int> a, b;
    // How far apart the two are, or -1 where one did not rate.
    int difference() const { return a && b ? std::abs(*a - *b) : -1; }
    bool operator==(const SalienceComparisonRow &) const = default;
};

class SalienceComparisonModel : public RowTableModel<SalienceComparisonRow>
{
    Q_OBJECT

  public:
    enum Column { EntityColumn, TargetColumn, AColumn, BColumn, DifferenceColumn, ColumnCount };
    using Row = SalienceComparisonRow;

    explicit SalienceComparisonModel(QObject *parent = nullptr);

    // The two raters' names, the headers of their columns.
    void setRaters(const QString &a, const QString &b);
    // Rows that keep their (entity, target) keys are updated in place.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    QString a_, b_;
};

} // namespace es::widgets
