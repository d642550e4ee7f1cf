#pragma once
// A table model over a list of rows that are replaced as a whole on every change: rows that
// keep their keys are updated in place (dataChanged), so a view keeps its current row and
// selection while a person labels; other lists reset the model.

#include <QAbstractTableModel>
#include <algorithm>
#include <vector>

namespace es::widgets {

template <class Row> class RowTableModel : public QAbstractTableModel
{
  public:
    const std::vector<Row> &rows() const { return rows_; }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(rows_.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : columns_;
    }

  protected:
    RowTableModel(int columns, QObject *parent) : QAbstractTableModel(parent), columns_(columns) {}

    // `sameKey(a, b)`: the two rows stand for the same item; `same(a, b)`: and show alike.
    template <class SameKey, class Same>
    void replaceRows(std::vector<Row> rows, SameKey sameKey, Same same)
    {
        if (rows.size() != rows_.size() ||
            !std::equal(rows.begin(), rows.end(), rows_.begin(), sameKey)) {
            beginResetModel();
            rows_ = std::move(rows);
            endResetModel();
            return;
        }
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (!same(rows[r], rows_[r])) {
                rows_[r] = std::move(rows[r]);
                emit dataChanged(index(static_cast<int>(r), 0),
                                 index(static_cast<int>(r), columns_ - 1));
            }
        }
    }

    // The row of a valid index of this model, or nullptr.
    const Row *rowAt(const QModelIndex &index) const
    {
        return index.isValid() && index.row() < rowCount()
                   ? &rows_[static_cast<std::size_t>(index.row())]
                   : nullptr;
    }

  private:
    std::vector<Row> rows_;
    int columns_;
};

} // namespace es::widgets
