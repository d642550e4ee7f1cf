#pragma once
// A procedure's entity x step grid of state changes: a row per gold entity cluster (under its
// canonical name) and per entity no cluster holds, a column per step, each cell the row's
// changes at that step, one a line.

#include <QAbstractTableModel>
#include <QStringList>
#include <cstdint>
#include <vector>

namespace es::widgets {

struct StateGridRow
{
    QString name;
    std::vector<std::uint32_t> entities; // the entities the row stands for
    QStringList cells;                   // one per step
};

class StateGridModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    using Row = StateGridRow;

    explicit StateGridModel(QObject *parent = nullptr);

    // A new grid of `steps` columns: a procedure's states are read afresh, never patched, so
    // the view loses its current cell.
    void setGrid(int steps, std::vector<Row> rows);
    const std::vector<Row> &rows() const { return rows_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    // Qt::UserRole: the row's entities (a QVariantList of entity indices).
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    int steps_ = 0;
    std::vector<Row> rows_;
};

} // namespace es::widgets
