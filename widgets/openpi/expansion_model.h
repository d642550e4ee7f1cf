#pragma once
// The generated paraphrases of a procedure's released clusters (entity clusters' and their
// attribute clusters') as a table, each with a person's judgement of it.

#include "db/openpi/openpi_schemata.h"
#include "widgets/common/row_table_model.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace es::widgets {

struct ExpansionRow
{
    db::GeneratedParaphrase paraphrase;
    QStringList names; // the cluster's hand-made names
    std::optional<bool> correct;
};

class ExpansionModel : public RowTableModel<ExpansionRow>
{
    Q_OBJECT

  public:
    enum Column { KindColumn, ClusterColumn, ParaphraseColumn, JudgementColumn, ColumnCount };
    using Row = ExpansionRow;

    explicit ExpansionModel(QObject *parent = nullptr);

    // New rows; rows that keep their paraphrases are updated in place, so the view keeps its
    // current row.
    void setRows(std::vector<Row> rows);

    static QString judgementText(const std::optional<bool> &correct);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
