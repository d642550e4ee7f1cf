#pragma once
// The steps of the goal in view, in order, as the ESD panel lists them for context: the
// pair being judged in bold, a contributed step with who added it in its tooltip.

#include <QAbstractListModel>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace es::widgets {

struct GoalStepRow
{
    std::uint32_t pair = 0;
    QString step;
    bool contributed = false;
    std::optional<QString> contributor; // who added a contributed step, when known
};

class GoalStepsModel : public QAbstractListModel
{
    Q_OBJECT

  public:
    explicit GoalStepsModel(QObject *parent = nullptr);

    // New steps, none of them bold.
    void setRows(std::vector<GoalStepRow> rows);
    void clear();
    // The pairs the rows show, in order.
    const std::vector<std::uint32_t> &pairs() const { return pairs_; }

    // Shows `pair`'s step in bold (and no other); returns its row, invalid when it is not
    // listed.
    QModelIndex setBoldPair(std::uint32_t pair);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

  private:
    QModelIndex indexOfPair(std::uint32_t pair) const;

    std::vector<GoalStepRow> rows_;
    std::vector<std::uint32_t> pairs_;
    std::optional<std::uint32_t> bold_;
};

} // namespace es::widgets
