#pragma once
// The OpenPI navigator's procedures, one row each: its key, the signed-in person's progress
// in it, a note (the figure a drill-down orders the list by) and its goal.

#include <QAbstractListModel>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace es::widgets {

struct ProcedureListRow
{
    std::uint32_t procedure = 0;
    QString key;
    QString goal;
    std::optional<QString> note;
    std::size_t done = 0;
    std::size_t total = 0;

    bool operator==(const ProcedureListRow &) const = default;
};

class ProcedureListModel : public QAbstractListModel
{
    Q_OBJECT

  public:
    using Row = ProcedureListRow;

    explicit ProcedureListModel(QObject *parent = nullptr);

    // A new list (the view loses its current row: the caller sets it again).
    void setRows(std::vector<Row> rows);
    // One row brought up to date; a row that shows alike changes nothing in the view.
    void updateRow(int row, Row value);
    const std::vector<Row> &rows() const { return rows_; }
    // The row listing `procedure`, or -1.
    int rowOf(std::uint32_t procedure) const;

    static QString text(const Row &row);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

  private:
    std::vector<Row> rows_;
};

} // namespace es::widgets
