#pragma once
// Every rater's answer on the item under review, side by side: a row a rater (models only
// when asked for), a column what they said (ESD's label, ESTER's type and answers, OpenPI's
// clusters or a salience a target). The columns change with the dataset and the procedure.

#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace es::widgets {

struct RaterCell
{
    QString text;
    // What "Take" decides from (a label, a salience); empty: nothing to take.
    QString value;
    bool centred = false;
};

struct RaterRow
{
    QString shown; // the rater as listed ("gpt (model)")
    QString name;  // the rater as the dataset names them
    std::vector<RaterCell> cells;
};

class RatersModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    explicit RatersModel(QObject *parent = nullptr);

    // The columns by their headers (the rater's first), and the rows.
    void setRows(const QStringList &headers, std::vector<RaterRow> rows);
    // No rows; the columns stay, numbered, until the next item names them.
    void clear();
    const RaterRow *rowAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    QStringList headers_;
    std::vector<RaterRow> rows_;
    int columns_ = 0;
};

} // namespace es::widgets
