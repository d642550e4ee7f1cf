#pragma once
// The project navigator's ESD tree: goals, and under each its steps, with the signed-in
// annotator's own label. Others' labels stay out unless blind mode is off.

#include <QAbstractItemModel>
#include <QFontMetrics>
#include <QSortFilterProxyModel>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace es::widgets {

class EsdSession;

class PairListModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum Column { TextColumn, MyLabelColumn, AllLabelsColumn, ColumnCount };
    enum Role { PairIndexRole = Qt::UserRole + 1, GoalIndexRole };

    explicit PairListModel(EsdSession &session, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    QModelIndex indexOfPair(std::uint32_t pair) const;
    QModelIndex indexOfGoal(std::uint32_t goal) const;

    // The width in pixels of the widest text the label column can show in this project
    // (without margins): a fixed width for it, since a column sized to its contents
    // measures its text again on every label, which at a million pairs costs most of a key
    // press.
    int widestLabelText(int column, const QFontMetrics &metrics) const;

  private:
    void onPairChanged(std::uint32_t pair);

    EsdSession &session_;
    std::vector<std::int32_t> rowInGoal_; // pair index -> row under its goal
    void rebuildRows();
};

class PairFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

  public:
    enum class Mode { All, MineUnlabelled, Disagreements, Invalid };

    PairFilterModel(EsdSession &session, QObject *parent = nullptr);

    void setMode(Mode mode);
    Mode mode() const { return mode_; }
    void setSearch(const QString &text);
    // Blind: others' labels are hidden, so filters use the signed-in annotator's only.
    void setBlind(bool blind);
    bool blind() const { return blind_; }

    // Pairs in the order the navigator shows them.
    std::vector<std::uint32_t> visiblePairs() const;

    // The first visible pair after `from` (before it when `backwards`) that `accept`
    // takes, walking the navigator's order; from the first (last) pair when `from` is
    // empty or hidden; round to the start again when `wrap`. Stops as soon as it finds
    // one, so moving on from a pair costs a step or two, not a walk of the project.
    std::optional<std::uint32_t> findVisible(std::optional<std::uint32_t> from, bool backwards, bool wrap,
                                             const std::function<bool(std::uint32_t)> &accept) const;

    // What findVisible(from, false, true, accept) finds when `candidates` are the pairs
    // `accept` takes, in time of the candidates rather than of the pairs walked past them:
    // for few candidates among many pairs (the last unlabelled pairs of a large project).
    std::optional<std::uint32_t> firstVisibleAfter(std::optional<std::uint32_t> from,
                                                   std::span<const std::uint32_t> candidates) const;

  protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

  private:
    bool pairAccepted(std::uint32_t pair) const;

    EsdSession &session_;
    Mode mode_ = Mode::All;
    QString search_;
    bool blind_ = true;
};

} // namespace es::widgets
