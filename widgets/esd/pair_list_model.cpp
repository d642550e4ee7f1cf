#include "widgets/esd/pair_list_model.h"

#include "widgets/esd/esd_commands.h"
#include "widgets/esd/esd_session.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>
#include <string_view>

namespace es::widgets {

using metrics::esd::kInvalid;
using metrics::esd::kNoLabel;

namespace {

bool isAscii(std::string_view text)
{
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

char lowerAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// QString::contains(needle, Qt::CaseInsensitive) on UTF-8 text. When text and needle are
// both ASCII, folding case is ASCII's own, so bytes are compared without making a QString of
// every step a search passes over (a million of them on each key typed).
bool containsFolded(std::string_view text, const QString &needle, std::string_view asciiNeedle)
{
    if (!asciiNeedle.empty() && isAscii(text)) {
        const auto it =
            std::search(text.begin(), text.end(), asciiNeedle.begin(), asciiNeedle.end(),
                        [](char a, char b) { return lowerAscii(a) == b; });
        return it != text.end();
    }
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()))
        .contains(needle, Qt::CaseInsensitive);
}

} // namespace

PairListModel::PairListModel(EsdSession &session, QObject *parent)
    : QAbstractTableModel(parent), session_(session)
{
    rebuild();
    connect(&session_, &EsdSession::pairsReset, this, &PairListModel::reset);
    connect(&session_, &EsdSession::pairChanged, this, &PairListModel::onPairChanged);
    connect(&session_, &EsdSession::labelViewChanged, this, &PairListModel::reset);
}

void PairListModel::reset()
{
    beginResetModel();
    rebuild();
    endResetModel();
}

void PairListModel::rebuild()
{
    const auto &snap = session_.snapshot();
    placeInGoal_.assign(snap.pairs.size(), 0);
    for (const auto &g : snap.goals) {
        for (std::size_t r = 0; r < g.pairs.size(); ++r) {
            placeInGoal_[g.pairs[r]] = static_cast<std::uint32_t>(r + 1);
        }
    }
    rows_.clear();
    const bool everything = mode_ == Mode::All && search_.isEmpty();
    if (everything) {
        rows_.reserve(snap.goals.size() + snap.pairs.size());
    }
    for (std::size_t g = 0; g < snap.goals.size(); ++g) {
        // A goal shows when one of its steps does; an empty goal never matches on its own.
        bool goalShown = false;
        for (const std::uint32_t p : snap.goals[g].pairs) {
            if (everything || pairAccepted(p)) {
                if (!goalShown) {
                    rows_.push_back(static_cast<std::uint32_t>(g) | kGoalRow);
                    goalShown = true;
                }
                rows_.push_back(p);
            }
        }
    }
}

void PairListModel::setMode(Mode mode)
{
    mode_ = mode;
    reset();
}

void PairListModel::setSearch(const QString &text)
{
    const QString search = text.trimmed();
    if (search == search_) {
        return;
    }
    search_ = search;
    searchAscii_.clear();
    const QByteArray utf8 = search_.toUtf8();
    if (isAscii(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())))) {
        for (const char c : utf8) {
            searchAscii_.push_back(lowerAscii(c));
        }
    }
    reset();
}

void PairListModel::setBlind(bool blind)
{
    blind_ = blind;
    reset();
}

int PairListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int PairListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags PairListModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? QAbstractTableModel::flags(index) | Qt::ItemNeverHasChildren
                           : QAbstractTableModel::flags(index);
}

std::optional<std::uint32_t> PairListModel::pairAt(int row) const
{
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size() ||
        (rows_[static_cast<std::size_t>(row)] & kGoalRow)) {
        return std::nullopt;
    }
    return rows_[static_cast<std::size_t>(row)];
}

QString PairListModel::labelKey(std::int8_t label)
{
    return label == kNoLabel  ? QStringLiteral("·")
           : label == kInvalid ? QStringLiteral("X")
                               : QString::number(label);
}

bool PairListModel::notMine(std::uint32_t goal) const
{
    return !session_.myQueue().empty() && !session_.assignedToMe(goal);
}

QColor PairListModel::notMineColour()
{
    return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
}

QVariant PairListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || static_cast<std::size_t>(index.row()) >= rows_.size()) {
        return {};
    }
    const auto &snap = session_.snapshot();
    const std::uint32_t entry = rows_[static_cast<std::size_t>(index.row())];
    if (entry & kGoalRow) {
        const std::uint32_t goal = entry & ~kGoalRow;
        const auto &g = snap.goals[goal];
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == TextColumn) {
                return g.modifier.empty() || session_.goalsAlone()
                           ? QString::fromStdString(g.goal)
                           : tr("%1 (%2)").arg(QString::fromStdString(g.goal),
                                               QString::fromStdString(g.modifier));
            }
            if (index.column() == MyLabelColumn) {
                std::size_t mine = 0;
                for (std::uint32_t p : g.pairs) {
                    mine += session_.labelInView(p) ? 1 : 0;
                }
                return tr("%1/%2").arg(mine).arg(g.pairs.size());
            }
            return {};
        case Qt::FontRole: {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        case Qt::ForegroundRole:
            return notMine(goal) ? QVariant(notMineColour()) : QVariant();
        case Qt::ToolTipRole:
            return session_.myQueue().empty() ? QVariant()
                   : notMine(goal)            ? tr("Not assigned to you")
                                              : tr("Assigned to you");
        case GoalIndexRole:
            return goal;
        case GoalRowRole:
            return true;
        default:
            return {};
        }
    }
    const std::uint32_t pair = entry;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == TextColumn) {
            return QString::fromStdString(snap.pairs[pair].step);
        }
        if (index.column() == MyLabelColumn) {
            const auto mine = session_.labelInView(pair);
            // A label waiting for the server says so where it is shown.
            return session_.isUnsaved(pair) ? tr("%1 (unsaved)").arg(labelName(mine))
                   : mine                   ? labelName(mine)
                                            : QString();
        }
        if (index.column() == AllLabelsColumn) {
            // One key per annotator in their columns' order (the header's tip names them),
            // so that the steps keep their room in a narrow list; the cell's tip says who.
            QStringList keys;
            for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
                keys << labelKey(snap.labels.at(pair, a));
            }
            return keys.join(QLatin1Char(' '));
        }
        return {};
    case Qt::ForegroundRole:
        return notMine(snap.pairs[pair].goal) ? QVariant(notMineColour()) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == AllLabelsColumn) {
            QStringList parts;
            for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
                if (const std::int8_t l = snap.labels.at(pair, a); l != kNoLabel) {
                    parts << tr("%1: %2").arg(QString::fromStdString(snap.annotators[a]),
                                              labelName(l));
                }
            }
            return parts.join(QLatin1Char('\n'));
        }
        return session_.myQueue().empty() ? QString::fromStdString(snap.pairs[pair].extId)
               : notMine(snap.pairs[pair].goal)
                   ? tr("%1 · not assigned to you").arg(QString::fromStdString(snap.pairs[pair].extId))
                   : tr("%1 · assigned to you").arg(QString::fromStdString(snap.pairs[pair].extId));
    case PairIndexRole:
        return pair;
    case GoalIndexRole:
        return snap.pairs[pair].goal;
    case GoalRowRole:
        return false;
    default:
        return {};
    }
}

QVariant PairListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == AllLabelsColumn) {
        QStringList names;
        for (const std::string &a : session_.snapshot().annotators) {
            names << QString::fromStdString(a);
        }
        return tr("Each annotator's label, in this order: %1. 1 essential, 0 non-essential, X "
                  "invalid, · none.")
            .arg(names.join(QStringLiteral(", ")));
    }
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

std::uint64_t PairListModel::keyOf(std::uint32_t entry) const
{
    if (entry & kGoalRow) {
        return static_cast<std::uint64_t>(entry & ~kGoalRow) << 32;
    }
    return (static_cast<std::uint64_t>(session_.snapshot().pairs[entry].goal) << 32) |
           placeInGoal_[entry];
}

int PairListModel::lowerRow(std::uint64_t key) const
{
    const auto it =
        std::lower_bound(rows_.begin(), rows_.end(), key,
                         [this](std::uint32_t entry, std::uint64_t k) { return keyOf(entry) < k; });
    return static_cast<int>(it - rows_.begin());
}

QModelIndex PairListModel::indexOfPair(std::uint32_t pair) const
{
    if (pair >= placeInGoal_.size()) {
        return {};
    }
    const int row = lowerRow(keyOf(pair));
    return static_cast<std::size_t>(row) < rows_.size() &&
                   rows_[static_cast<std::size_t>(row)] == pair
               ? index(row, 0)
               : QModelIndex();
}

QModelIndex PairListModel::indexOfGoal(std::uint32_t goal) const
{
    const std::uint32_t entry = goal | kGoalRow;
    const int row = lowerRow(keyOf(entry));
    return static_cast<std::size_t>(row) < rows_.size() &&
                   rows_[static_cast<std::size_t>(row)] == entry
               ? index(row, 0)
               : QModelIndex();
}

int PairListModel::widestLabelText(int column, const QFontMetrics &metrics) const
{
    const auto &snap = session_.snapshot();
    int widest =
        metrics.horizontalAdvance(headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
    const std::optional<std::int8_t> labels[] = {std::int8_t(1), std::int8_t(0), std::int8_t(-1)};
    if (column == MyLabelColumn) {
        std::size_t largestGoal = 0;
        for (const auto &g : snap.goals) {
            largestGoal = std::max(largestGoal, g.pairs.size());
        }
        // Goal rows show their count in bold.
        QFont bold;
        bold.setBold(true);
        const QFontMetrics boldMetrics(bold);
        widest = std::max(
            widest, boldMetrics.horizontalAdvance(tr("%1/%2").arg(largestGoal).arg(largestGoal)));
        // A label waiting for a server is rare and passing: it elides rather than taking
        // room from the steps all the time.
        for (const auto &l : labels) {
            widest = std::max(widest, metrics.horizontalAdvance(labelName(l)));
        }
    } else if (column == AllLabelsColumn) {
        QStringList keys;
        for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
            keys << labelKey(std::int8_t(kInvalid));
        }
        widest = std::max(widest, metrics.horizontalAdvance(keys.join(QLatin1Char(' '))));
    }
    return widest;
}

bool PairListModel::searchMatches(std::uint32_t pair) const
{
    if (search_.isEmpty()) {
        return true;
    }
    const std::string &ascii = searchAscii_;
    const auto &snap = session_.snapshot();
    const auto &p = snap.pairs[pair];
    return containsFolded(p.step, search_, ascii) ||
           containsFolded(snap.goals[p.goal].goal, search_, ascii) ||
           containsFolded(p.extId, search_, ascii);
}

bool PairListModel::pairAccepted(std::uint32_t pair) const
{
    const auto &snap = session_.snapshot();
    switch (mode_) {
    case Mode::All:
        break;
    case Mode::MineUnlabelled:
        // With a queue, one's own are its goals' pairs.
        if (session_.labelInView(pair) || notMine(snap.pairs[pair].goal)) {
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
    return searchMatches(pair);
}

void PairListModel::onPairChanged(std::uint32_t pair)
{
    if (pair >= placeInGoal_.size()) {
        return;
    }
    const std::uint32_t goal = session_.snapshot().pairs[pair].goal;
    const int goalRow = lowerRow(keyOf(goal | kGoalRow));
    const bool goalShown = static_cast<std::size_t>(goalRow) < rows_.size() &&
                           rows_[static_cast<std::size_t>(goalRow)] == (goal | kGoalRow);
    const int row = lowerRow(keyOf(pair));
    const bool shown = static_cast<std::size_t>(row) < rows_.size() &&
                       rows_[static_cast<std::size_t>(row)] == pair;
    const bool wanted = pairAccepted(pair);
    if (wanted && !shown) {
        // A filter that now takes the pair shows it, and its goal with it.
        if (goalShown) {
            beginInsertRows({}, row, row);
            rows_.insert(rows_.begin() + row, pair);
            endInsertRows();
        } else {
            beginInsertRows({}, goalRow, goalRow + 1);
            rows_.insert(rows_.begin() + goalRow, {goal | kGoalRow, pair});
            endInsertRows();
        }
    } else if (!wanted && shown) {
        const bool alone =
            row == goalRow + 1 && (static_cast<std::size_t>(row) + 1 == rows_.size() ||
                                   (rows_[static_cast<std::size_t>(row) + 1] & kGoalRow));
        const int first = alone ? goalRow : row;
        beginRemoveRows({}, first, row);
        rows_.erase(rows_.begin() + first, rows_.begin() + row + 1);
        endRemoveRows();
    } else if (shown) {
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    const QModelIndex goalAt = indexOfGoal(goal);
    if (goalAt.isValid()) {
        emit dataChanged(goalAt.siblingAtColumn(MyLabelColumn),
                         goalAt.siblingAtColumn(MyLabelColumn));
    }
}

std::vector<std::uint32_t> PairListModel::visiblePairs() const
{
    std::vector<std::uint32_t> out;
    out.reserve(rows_.size());
    for (const std::uint32_t entry : rows_) {
        if (!(entry & kGoalRow)) {
            out.push_back(entry);
        }
    }
    return out;
}

std::optional<std::uint32_t>
PairListModel::findVisible(std::optional<std::uint32_t> from, bool backwards, bool wrap,
                           const std::function<bool(std::uint32_t)> &accept) const
{
    const auto n = static_cast<std::ptrdiff_t>(rows_.size());
    if (n == 0) {
        return std::nullopt;
    }
    const std::ptrdiff_t step = backwards ? -1 : 1;
    const QModelIndex start = from ? indexOfPair(*from) : QModelIndex();
    // Starting before the first row (after the last) covers every row once without wrapping.
    std::ptrdiff_t at = start.isValid() ? start.row() : (backwards ? n : -1);
    const bool mayWrap = wrap && start.isValid();
    for (std::ptrdiff_t walked = 1; walked <= n; ++walked) {
        at += step;
        if (at < 0 || at >= n) {
            if (!mayWrap) {
                return std::nullopt;
            }
            at = backwards ? n - 1 : 0;
        }
        const std::uint32_t entry = rows_[static_cast<std::size_t>(at)];
        if (entry & kGoalRow) {
            continue;
        }
        if (start.isValid() && entry == *from) {
            return std::nullopt; // round once without a match
        }
        if (accept(entry)) {
            return entry;
        }
    }
    return std::nullopt;
}

std::optional<std::uint32_t>
PairListModel::firstVisibleAfter(std::optional<std::uint32_t> from,
                                 std::span<const std::uint32_t> candidates) const
{
    const QModelIndex startAt = from ? indexOfPair(*from) : QModelIndex();
    const int start = startAt.isValid() ? startAt.row() : -1;
    std::optional<std::pair<int, std::uint32_t>> after, first;
    for (const std::uint32_t pair : candidates) {
        if (from && pair == *from) {
            continue;
        }
        const QModelIndex at = indexOfPair(pair);
        if (!at.isValid()) {
            continue;
        }
        if (!first || at.row() < first->first) {
            first = {{at.row(), pair}};
        }
        if (start >= 0 && at.row() > start && (!after || at.row() < after->first)) {
            after = {{at.row(), pair}};
        }
    }
    // Past the last candidate the walk goes round to the first (only from a shown pair).
    if (after) {
        return after->second;
    }
    return first ? std::optional(first->second) : std::nullopt;
}

} // namespace es::widgets
