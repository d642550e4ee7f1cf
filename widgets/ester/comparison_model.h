#pragma once
// The Compare tab's table: every rater's answers to one question, gold first, with each
// rater's token F1, HIT@1 and EM against gold where the question has gold.

#include "db/ester/ester_format.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <vector>

namespace es::widgets {

struct ComparisonRow
{
    int rater = -1; // an index into the snapshot's raters; -1: gold
    QString name;
    QString relation;
    std::vector<db::EsterAnswer> answers;
    // Empty where nothing is scored (gold itself, or a question without gold).
    QString tokenF1;
    QString hit1;
    QString em;
};

class ComparisonModel : public RowTableModel<ComparisonRow>
{
    Q_OBJECT

  public:
    enum Column {
        RaterColumn,
        RelationColumn,
        AnswersColumn,
        TokenF1Column,
        HitColumn,
        EmColumn,
        ColumnCount
    };
    using Row = ComparisonRow;

    explicit ComparisonModel(QObject *parent = nullptr);

    // New rows, replacing the old as a reset: no row stays current.
    void setRows(std::vector<Row> rows);
    // The row of `index`, or nullptr.
    const Row *row(const QModelIndex &index) const { return rowAt(index); }

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
