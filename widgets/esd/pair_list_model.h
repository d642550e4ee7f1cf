#pragma once
// The project navigator's ESD list: each goal's row followed by its steps' rows, with the
// signed-in annotator's own label, filtered by the model itself (mode and search). Others'
// labels stay out unless blind mode is off. A flat list that the view asks for only the
// rows it paints: a million pairs cost one vector of row entries, not a tree of items and
// a proxy's mapping built and laid out up front.

#include <QAbstractTableModel>
#include <QColor>
#include <QFontMetrics>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace es::widgets {

class EsdSession;

class PairListModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    enum Column { TextColumn, MyLabelColumn, AllLabelsColumn, ColumnCount };
    enum Role { PairIndexRole = Qt::UserRole + 1, GoalIndexRole, GoalRowRole };
    enum class Mode { All, MineUnlabelled, Disagreements, Invalid };

    explicit PairListModel(EsdSession &session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    void setMode(Mode mode);
    Mode mode() const { return mode_; }
    void setSearch(const QString &text);
    // Blind: others' labels are hidden, so filters use the signed-in annotator's only.
    void setBlind(bool blind);
    bool blind() const { return blind_; }

    // The pair's row, or an invalid index when the filter hides it.
    QModelIndex indexOfPair(std::uint32_t pair) const;
    // The goal's row, or an invalid index when the filter hides all of its steps.
    QModelIndex indexOfGoal(std::uint32_t goal) const;
    // The pair a row shows; nullopt for a goal's row.
    std::optional<std::uint32_t> pairAt(int row) const;

    // Pairs in the order the navigator shows them.
    std::vector<std::uint32_t> visiblePairs() const;

    // The first visible pair after `from` (before it when `backwards`) that `accept`
    // takes, in the navigator's order; from the first (last) pair when `from` is empty or
    // hidden; round to the start again when `wrap`. Stops as soon as it finds one, so
    // moving on from a pair costs a step or two, not a walk of the project.
    std::optional<std::uint32_t>
    findVisible(std::optional<std::uint32_t> from, bool backwards, bool wrap,
                const std::function<bool(std::uint32_t)> &accept) const;

    // What findVisible(from, false, true, accept) finds when `candidates` are the pairs
    // `accept` takes, in time of the candidates rather than of the pairs walked past them:
    // for few candidates among many pairs (the last unlabelled pairs of a large project).
    std::optional<std::uint32_t> firstVisibleAfter(std::optional<std::uint32_t> from,
                                                   std::span<const std::uint32_t> candidates) const;

    // The width in pixels of the widest text the label column can show in this project
    // (without margins): a fixed width for it, since a column sized to its contents
    // measures its text again on every label, which at a million pairs costs most of a key
    // press.
    int widestLabelText(int column, const QFontMetrics &metrics) const;

  private:
    // A goal outside the signed-in annotator's queue, when they have one: drawn greyed.
    bool notMine(std::uint32_t goal) const;
    static QColor notMineColour();
    // A label as its key: 1, 0, X, or a dot for none.
    static QString labelKey(std::int8_t label);
    // A row entry: a pair index, or a goal index with this bit set.
    static constexpr std::uint32_t kGoalRow = 0x80000000u;

    bool pairAccepted(std::uint32_t pair) const;
    bool searchMatches(std::uint32_t pair) const;
    // Where an entry sorts: (goal, place among its goal's steps, 1-based; 0 for the goal).
    std::uint64_t keyOf(std::uint32_t entry) const;
    // The first row whose entry sorts at or after `key`.
    int lowerRow(std::uint64_t key) const;
    void rebuild();
    void reset();
    void onPairChanged(std::uint32_t pair);

    EsdSession &session_;
    Mode mode_ = Mode::All;
    QString search_;
    // The search in lower case when it is ASCII, for the byte-wise comparison; else empty.
    std::string searchAscii_;
    bool blind_ = true;
    std::vector<std::uint32_t> rows_;
    std::vector<std::uint32_t> placeInGoal_; // pair index -> 1-based place among its goal's steps
};

} // namespace es::widgets
