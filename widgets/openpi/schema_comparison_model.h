#pragma once
// A model's predicted schemata of a procedure beside the released gold as a tree: a row per
// step, under it a row per gold change and per prediction with its mark, in words (third
// column) and colour.

#include "widgets/openpi/schema_marks.h"

#include <QAbstractItemModel>
#include <QStringList>
#include <vector>

namespace es::widgets {

class SchemaComparisonModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum Column { GoldColumn, PredictedColumn, MarkColumn, ColumnCount };

    explicit SchemaComparisonModel(QObject *parent = nullptr);

    // `steps` are the procedure's step texts, `marks` a list of rows a step (there may be
    // more steps predicted than the procedure has).
    void setSchemata(QStringList steps, std::vector<std::vector<SchemaMarkRow>> marks);
    void clear();

    // The words a mark is shown with.
    static QString markText(SchemaMarkRow::Mark mark);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

  private:
    QVariant stepData(const QModelIndex &index, int role) const;
    QVariant rowData(const SchemaMarkRow &row, int column, int role) const;

    QStringList steps_;
    std::vector<std::vector<SchemaMarkRow>> marks_;
};

} // namespace es::widgets
