#pragma once
// The Seeds tab's table: each model whose runs on a split are seeds of it, with the mean and
// sample standard deviation of the runs' token F1, HIT@1 and EM (the paper's Table 3).

#include "metrics/ester_seeds.h"
#include "widgets/common/row_table_model.h"

#include <QString>
#include <vector>

namespace es::db {
struct EsterSnapshot;
}

namespace es::widgets {

struct SeedsRow
{
    QString model;
    QString split;
    QString seeds; // the runs, by name
    std::size_t runs = 0;
    // "mean ± sd" as the reports give them; the mean alone for a lone run.
    QString tokenF1;
    QString hit1;
    QString em;
    friend bool operator==(const SeedsRow &, const SeedsRow &) = default;
};

class SeedsModel : public RowTableModel<SeedsRow>
{
    Q_OBJECT

  public:
    enum Column {
        ModelColumn,
        SplitColumn,
        RunsColumn,
        TokenF1Column,
        HitColumn,
        EmColumn,
        SeedsColumn,
        ColumnCount
    };
    using Row = SeedsRow;

    explicit SeedsModel(QObject *parent = nullptr);

    void setSeeds(const db::EsterSnapshot &snapshot,
                  const std::vector<metrics::ester::SeedSummary> &seeds);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
