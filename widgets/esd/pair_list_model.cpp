#include "widgets/esd/pair_list_model.h"

#include "widgets/esd/esd_commands.h"
#include "widgets/esd/esd_session.h"

namespace es::widgets {

using metrics::esd::kInvalid;
using metrics::esd::kNoLabel;

// internalId: 0 for a goal row, goal index + 1 for a pair row under that goal.
PairListModel::PairListModel(EsdSession &session, QObject *parent)
    : QAbstractItemModel(parent), session_(session)
{
    rebuildRows();
    connect(&session_, &EsdSession::pairsReset, this, [this] {
        beginResetModel();
        rebuildRows();
        endResetModel();
    });
    connect(&session_, &EsdSession::pairChanged, this, &PairListModel::onPairChanged);
}

void PairListModel::rebuildRows()
{
    const auto &snap = session_.snapshot();
    rowInGoal_.assign(snap.pairs.size(), -1);
    for (const auto &g : snap.goals) {
        for (std::size_t r = 0; r < g.pairs.size(); ++r) {
            rowInGoal_[g.pairs[r]] = static_cast<std::int32_t>(r);
        }
    }
}

QModelIndex PairListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount) {
        return {};
    }
    const auto &snap = session_.snapshot();
    if (!parent.isValid()) {
        return static_cast<std::size_t>(row) < snap.goals.size()
                   ? createIndex(row, column, quintptr(0))
                   : QModelIndex();
    }
    if (parent.internalId() != 0 || parent.column() != 0) {
        return {};
    }
    const auto goal = static_cast<std::size_t>(parent.row());
    if (static_cast<std::size_t>(row) >= snap.goals[goal].pairs.size()) {
        return {};
    }
    return createIndex(row, column, quintptr(goal + 1));
}

QModelIndex PairListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int PairListModel::rowCount(const QModelIndex &parent) const
{
    const auto &snap = session_.snapshot();
    if (!parent.isValid()) {
        return static_cast<int>(snap.goals.size());
    }
    if (parent.internalId() == 0 && parent.column() == 0) {
        return static_cast<int>(snap.goals[static_cast<std::size_t>(parent.row())].pairs.size());
    }
    return 0;
}

int PairListModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant PairListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const auto &snap = session_.snapshot();
    if (index.internalId() == 0) {
        const auto goal = static_cast<std::uint32_t>(index.row());
        const auto &g = snap.goals[goal];
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == TextColumn) {
                return g.modifier.empty() ? QString::fromStdString(g.goal)
                                          : tr("%1 (%2)").arg(QString::fromStdString(g.goal),
                                                              QString::fromStdString(g.modifier));
            }
            if (index.column() == MyLabelColumn) {
                std::size_t mine = 0;
                for (std::uint32_t p : g.pairs) {
                    mine += session_.myLabel(p) ? 1 : 0;
                }
                return tr("%1/%2").arg(mine).arg(g.pairs.size());
            }
            return {};
        case GoalIndexRole:
            return goal;
        default:
            return {};
        }
    }
    const auto goal = static_cast<std::size_t>(index.internalId() - 1);
    const std::uint32_t pair = snap.goals[goal].pairs[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == TextColumn) {
            return QString::fromStdString(snap.pairs[pair].step);
        }
        if (index.column() == MyLabelColumn) {
            const auto mine = session_.myLabel(pair);
            // A label waiting for the server says so where it is shown.
            return session_.isUnsaved(pair) ? tr("%1 (unsaved)").arg(labelName(mine))
                   : mine                   ? labelName(mine)
                                            : QString();
        }
        if (index.column() == AllLabelsColumn) {
            QStringList parts;
            for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
                const std::int8_t l = snap.labels.at(pair, a);
                if (l != kNoLabel) {
                    parts << QStringLiteral("%1: %2")
                                 .arg(QString::fromStdString(snap.annotators[a]))
                                 .arg(l);
                }
            }
            return parts.join(QStringLiteral(", "));
        }
        return {};
    case Qt::ToolTipRole:
        return QString::fromStdString(snap.pairs[pair].extId);
    case PairIndexRole:
        return pair;
    case GoalIndexRole:
        return static_cast<std::uint32_t>(goal);
    default:
        return {};
    }
}

QVariant PairListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case TextColumn:
        return tr("Goal / step");
    case MyLabelColumn:
        return tr("My label");
    default:
        return tr("All labels");
    }
}

QModelIndex PairListModel::indexOfPair(std::uint32_t pair) const
{
    if (pair >= rowInGoal_.size()) {
        return {};
    }
    const auto goal = session_.snapshot().pairs[pair].goal;
    return createIndex(rowInGoal_[pair], 0, quintptr(goal + 1));
}

QModelIndex PairListModel::indexOfGoal(std::uint32_t goal) const
{
    return createIndex(static_cast<int>(goal), 0, quintptr(0));
}

int PairListModel::widestLabelText(int column, const QFontMetrics &metrics) const
{
    const auto &snap = session_.snapshot();
    int widest = metrics.horizontalAdvance(headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
    const std::optional<std::int8_t> labels[] = {std::int8_t(1), std::int8_t(0), std::int8_t(-1)};
    if (column == MyLabelColumn) {
        std::size_t largestGoal = 0;
        for (const auto &g : snap.goals) {
            largestGoal = std::max(largestGoal, g.pairs.size());
        }
        widest = std::max(widest, metrics.horizontalAdvance(tr("%1/%2").arg(largestGoal).arg(largestGoal)));
        for (const auto &l : labels) {
            widest = std::max(widest, metrics.horizontalAdvance(tr("%1 (unsaved)").arg(labelName(l))));
        }
    } else if (column == AllLabelsColumn) {
        QStringList parts;
        for (const std::string &a : snap.annotators) {
            parts << QStringLiteral("%1: %2").arg(QString::fromStdString(a)).arg(-1);
        }
        widest = std::max(widest, metrics.horizontalAdvance(parts.join(QStringLiteral(", "))));
    }
    return widest;
}

void PairListModel::onPairChanged(std::uint32_t pair)
{
    const QModelIndex at = indexOfPair(pair);
    emit dataChanged(at, at.siblingAtColumn(ColumnCount - 1));
    const QModelIndex goal = parent(at);
    emit dataChanged(goal.siblingAtColumn(MyLabelColumn), goal.siblingAtColumn(MyLabelColumn));
}

PairFilterModel::PairFilterModel(EsdSession &session, QObject *parent)
    : QSortFilterProxyModel(parent), session_(session)
{
    setRecursiveFilteringEnabled(true);
    setDynamicSortFilter(true);
}

void PairFilterModel::setMode(Mode mode)
{
    mode_ = mode;
    invalidateFilter();
}

void PairFilterModel::setSearch(const QString &text)
{
    search_ = text.trimmed();
    invalidateFilter();
}

void PairFilterModel::setBlind(bool blind)
{
    blind_ = blind;
    invalidateFilter();
}

bool PairFilterModel::pairAccepted(std::uint32_t pair) const
{
    const auto &snap = session_.snapshot();
    switch (mode_) {
    case Mode::All:
        break;
    case Mode::MineUnlabelled:
        if (session_.myLabel(pair)) {
            return false;
        }
        break;
    case Mode::Disagreements: {
        if (blind_) {
            return false;
        }
        std::int8_t first = kNoLabel;
        bool differ = false;
        for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
            const std::int8_t l = snap.labels.at(pair, a);
            if (l == kNoLabel) {
                continue;
            }
            differ = differ || (first != kNoLabel && l != first);
            first = l;
        }
        if (!differ) {
            return false;
        }
        break;
    }
    case Mode::Invalid:
        if (blind_ ? session_.myLabel(pair) != kInvalid
                   : session_.statistics().status[pair] != metrics::PairStatus::Invalid) {
            return false;
        }
        break;
    }
    if (search_.isEmpty()) {
        return true;
    }
    const auto &p = snap.pairs[pair];
    const auto &g = snap.goals[p.goal];
    return QString::fromStdString(p.step).contains(search_, Qt::CaseInsensitive) ||
           QString::fromStdString(g.goal).contains(search_, Qt::CaseInsensitive) ||
           QString::fromStdString(p.extId).contains(search_, Qt::CaseInsensitive);
}

bool PairFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!sourceParent.isValid()) {
        // A goal shows when one of its steps does (recursive filtering); an empty goal
        // never matches on its own.
        return false;
    }
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    return pairAccepted(idx.data(PairListModel::PairIndexRole).toUInt());
}

std::vector<std::uint32_t> PairFilterModel::visiblePairs() const
{
    std::vector<std::uint32_t> out;
    for (int g = 0; g < rowCount(); ++g) {
        const QModelIndex goal = index(g, 0);
        for (int r = 0; r < rowCount(goal); ++r) {
            out.push_back(index(r, 0, goal).data(PairListModel::PairIndexRole).toUInt());
        }
    }
    return out;
}

} // namespace es::widgets

namespace es::widgets {

std::optional<std::uint32_t>
PairFilterModel::findVisible(std::optional<std::uint32_t> from, bool backwards, bool wrap,
                             const std::function<bool(std::uint32_t)> &accept) const
{
    const int goals = rowCount();
    if (goals == 0) {
        return std::nullopt;
    }
    const int step = backwards ? -1 : 1;
    auto firstGoal = [&] { return backwards ? goals - 1 : 0; };
    auto firstRow = [&](int g) { return backwards ? rowCount(index(g, 0)) - 1 : 0; };

    // Positions are (goal row, step row); a visible goal always has a visible step.
    const auto *pairs = static_cast<const PairListModel *>(sourceModel());
    const QModelIndex start = from ? mapFromSource(pairs->indexOfPair(*from)) : QModelIndex();
    int g = start.isValid() ? start.parent().row() : firstGoal();
    int r = start.isValid() ? start.row() : firstRow(g);
    bool check = !start.isValid(); // the starting pair itself is never the answer
    bool wrapped = false;
    // Starting at the first pair already covers them all: nothing to wrap round to.
    const bool mayWrap = wrap && start.isValid();
    for (;;) {
        if (check) {
            const std::uint32_t pair =
                index(r, 0, index(g, 0)).data(PairListModel::PairIndexRole).toUInt();
            if (wrapped && pair == *from) {
                return std::nullopt; // round once without a match
            }
            if (accept(pair)) {
                return pair;
            }
        }
        check = true;
        r += step;
        if (r < 0 || r >= rowCount(index(g, 0))) {
            g += step;
            if (g < 0 || g >= goals) {
                if (!mayWrap || wrapped) {
                    return std::nullopt;
                }
                wrapped = true;
                g = firstGoal();
            }
            r = firstRow(g);
        }
    }
}

std::optional<std::uint32_t>
PairFilterModel::firstVisibleAfter(std::optional<std::uint32_t> from,
                                   std::span<const std::uint32_t> candidates) const
{
    const auto *pairs = static_cast<const PairListModel *>(sourceModel());
    // Positions in the navigator's order: (goal row, step row).
    const auto position = [&](std::uint32_t pair) -> std::optional<std::pair<int, int>> {
        const QModelIndex at = mapFromSource(pairs->indexOfPair(pair));
        if (!at.isValid()) {
            return std::nullopt;
        }
        return std::pair{at.parent().row(), at.row()};
    };
    const std::optional<std::pair<int, int>> start = from ? position(*from) : std::nullopt;
    std::optional<std::pair<std::pair<int, int>, std::uint32_t>> after, first;
    for (const std::uint32_t pair : candidates) {
        if (from && pair == *from) {
            continue;
        }
        const auto at = position(pair);
        if (!at) {
            continue;
        }
        if (!first || *at < first->first) {
            first = {{*at, pair}};
        }
        if (start && *at > *start && (!after || *at < after->first)) {
            after = {{*at, pair}};
        }
    }
    // Past the last candidate the walk goes round to the first (only from a shown pair).
    if (after) {
        return after->second;
    }
    return first ? std::optional(first->second) : std::nullopt;
}

} // namespace es::widgets
