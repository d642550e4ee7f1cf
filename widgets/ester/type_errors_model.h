#pragma once
// The table of the ESTER type errors view (TypeErrorsView): one rater's listed questions
// and their scores. Internal to the view.

#include "metrics/ester.h"

#include <QAbstractTableModel>
#include <cstdint>
#include <vector>

namespace es::db {
struct EsterSnapshot;
} // namespace es::db

namespace es::widgets {

// A score as the table and the question's line show it: 0 and 1 whole, else three decimals.
QString scoreText(double v);

// One row per listed question: the rater's scores on it. Rows keep the order they are
// sorted in; ties keep question order so the listing is the same on every run.
//
// Strings go through QCoreApplication::translate with this class's own context: lupdate
// files another class's tr() used here under a context the program never asks for.
class TypeErrorsModel : public QAbstractTableModel
{
  public:
    enum Column {
        QuestionColumn,
        TypeColumn,
        F1Column,
        HitColumn,
        EmColumn,
        GoldColumn,
        PredictedColumn,
        Columns
    };
    struct Row
    {
        std::uint32_t question = 0;
        std::size_t rater = 0;
        metrics::ester::QuestionScore score;
        std::size_t gold = 0;
        std::size_t predicted = 0;
    };

    explicit TypeErrorsModel(QObject *parent) : QAbstractTableModel(parent) {}

    void setRows(const db::EsterSnapshot *snapshot, std::vector<Row> rows);
    const std::vector<Row> &rows() const { return rows_; }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(rows_.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : Columns;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

  private:
    QVariant sortKey(const Row &row, int column) const;
    // Sorts rows_ by the current column and returns, per new row, its old row.
    std::vector<std::size_t> order();

    const db::EsterSnapshot *snapshot_ = nullptr;
    std::vector<Row> rows_;
    int column_ = F1Column;
    Qt::SortOrder order_ = Qt::AscendingOrder;
};

} // namespace es::widgets
