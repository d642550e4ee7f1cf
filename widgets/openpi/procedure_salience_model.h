#pragma once
// The tables of the salience drill-down (ProcedureSalienceView): every rating of one
// procedure side by side per rater, tinted by the spread between the people, and the
// procedure's Pearson r of each pair of shown raters.

#include "widgets/common/row_table_model.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace es::widgets {

// The tints of a row whose people differ by 2 or more, and by 1.
inline const QColor kSpreadTwo(255, 205, 205);
inline const QColor kSpreadOne(255, 242, 170);

// Rows of (entity, target) and one column per shown rater, computed by the view; the
// model only tints rows by the people's spread.
class SalienceTableModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    struct Row
    {
        std::uint32_t entity = 0;
        std::uint32_t step = 0;
        QStringList cells; // entity, target, one per rater, spread
        std::optional<int> spread;
    };

    explicit SalienceTableModel(QObject *parent) : QAbstractTableModel(parent) {}

    void set(QStringList header, std::vector<Row> rows);
    const std::vector<Row> &rows() const { return rows_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QVariant data(const QModelIndex &index, int role) const override;

  private:
    QStringList header_;
    std::vector<Row> rows_;
};

struct RaterCorrelationRow
{
    QString raters; // "a / b"
    std::optional<double> global, local;
    bool operator==(const RaterCorrelationRow &) const = default;
};

// Pearson's r of each pair of shown raters on the procedure, global and local.
class RaterCorrelationModel : public RowTableModel<RaterCorrelationRow>
{
    Q_OBJECT

  public:
    enum Column { RatersColumn, GlobalColumn, LocalColumn, ColumnCount };
    using Row = RaterCorrelationRow;

    explicit RaterCorrelationModel(QObject *parent = nullptr);

    // Rows that keep their pair of raters are updated in place.
    void setRows(std::vector<Row> rows);

    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
};

} // namespace es::widgets
