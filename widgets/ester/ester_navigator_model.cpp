#include "widgets/ester/ester_navigator_model.h"

#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"

#include <algorithm>

namespace es::widgets {

namespace {

// A question row's internal id is its passage's index + 1, which an edit never changes,
// so that persistent indexes stay right while groups come and go. A passage row's has the
// top bit set and the passage's index mixed into the rest: Qt hashes a model index as
// (row << 4) + column + internal id into open-addressed tables, where ids that differ
// little cluster.
constexpr quintptr kPassageTag = quintptr(1) << (sizeof(quintptr) * 8 - 1);

quintptr passageRowId(std::uint32_t passage)
{
    std::uint64_t x = passage;
    x ^= x >> 16;
    x *= 0x85ebca6bU;
    x ^= x >> 13;
    x *= 0xc2b2ae35U;
    x ^= x >> 16;
    return kPassageTag | static_cast<quintptr>(x & ~std::uint64_t(kPassageTag));
}

bool isPassageRow(const QModelIndex &index)
{
    return (index.internalId() & kPassageTag) != 0;
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

EsterNavigatorModel::EsterNavigatorModel(const EsterSession &session, QObject *parent)
    : QAbstractItemModel(parent), session_(session)
{
}

void EsterNavigatorModel::rebuild(const Filter &accept)
{
    beginResetModel();
    groups_.clear();
    const auto &snap = session_.snapshot();
    for (std::uint32_t p = 0; p < snap.passages.size(); ++p) {
        Group group{p, {}};
        for (const std::uint32_t q : snap.passages[p].questions) {
            if (accept(q)) {
                group.questions.push_back(q);
            }
        }
        if (!group.questions.empty()) {
            groups_.push_back(std::move(group));
        }
    }
    endResetModel();
}

void EsterNavigatorModel::follow(const metrics::ester::Change &change, const Filter &accept)
{
    if (change.removed) {
        // The snapshot has lost the question already: the rows after it are numbered
        // down first, so that what a view reads while the row goes is the snapshot's.
        const std::uint32_t gone = *change.removed;
        std::optional<std::pair<std::size_t, std::size_t>> at;
        for (std::size_t g = 0; g < groups_.size() && !at; ++g) {
            const auto &qs = groups_[g].questions;
            const auto it = std::lower_bound(qs.begin(), qs.end(), gone);
            if (it != qs.end() && *it == gone) {
                at = {g, static_cast<std::size_t>(it - qs.begin())};
            }
        }
        for (Group &group : groups_) {
            for (std::uint32_t &q : group.questions) {
                q -= q > gone ? 1 : 0;
            }
        }
        if (at) {
            dropRow(at->first, at->second);
        }
    }
    if (change.inserted) {
        for (Group &group : groups_) {
            for (std::uint32_t &q : group.questions) {
                q += q >= *change.inserted ? 1 : 0;
            }
        }
    }
    for (const std::uint32_t q : change.touched) {
        if (q >= session_.snapshot().questions.size()) {
            continue;
        }
        if (accept(q)) {
            show(q);
        } else {
            hide(q);
        }
    }
}

std::vector<EsterNavigatorModel::Group>::iterator
EsterNavigatorModel::groupOf(std::uint32_t passage)
{
    return std::lower_bound(groups_.begin(), groups_.end(), passage,
                            [](const Group &g, std::uint32_t p) { return g.passage < p; });
}

std::vector<EsterNavigatorModel::Group>::const_iterator
EsterNavigatorModel::groupOf(std::uint32_t passage) const
{
    return std::lower_bound(groups_.begin(), groups_.end(), passage,
                            [](const Group &g, std::uint32_t p) { return g.passage < p; });
}

void EsterNavigatorModel::show(std::uint32_t question)
{
    const std::uint32_t passage = session_.snapshot().questions[question].passage;
    const auto group = groupOf(passage);
    const int g = static_cast<int>(group - groups_.begin());
    if (group == groups_.end() || group->passage != passage) {
        beginInsertRows({}, g, g);
        groups_.insert(group, Group{passage, {question}});
        endInsertRows();
        return;
    }
    auto &qs = group->questions;
    const auto it = std::lower_bound(qs.begin(), qs.end(), question);
    const int row = static_cast<int>(it - qs.begin());
    const QModelIndex parent = groupIndex(static_cast<std::size_t>(g));
    if (it != qs.end() && *it == question) {
        emit dataChanged(index(row, 0, parent), index(row, ColumnCount - 1, parent));
        return;
    }
    beginInsertRows(parent, row, row);
    qs.insert(it, question);
    endInsertRows();
}

void EsterNavigatorModel::hide(std::uint32_t question)
{
    const QModelIndex at = indexOfQuestion(question);
    if (at.isValid()) {
        dropRow(static_cast<std::size_t>(parent(at).row()), static_cast<std::size_t>(at.row()));
    }
}

void EsterNavigatorModel::dropRow(std::size_t group, std::size_t row)
{
    auto &qs = groups_[group].questions;
    if (qs.size() == 1) {
        beginRemoveRows({}, static_cast<int>(group), static_cast<int>(group));
        groups_.erase(groups_.begin() + static_cast<std::ptrdiff_t>(group));
        endRemoveRows();
        return;
    }
    beginRemoveRows(groupIndex(group), static_cast<int>(row), static_cast<int>(row));
    qs.erase(qs.begin() + static_cast<std::ptrdiff_t>(row));
    endRemoveRows();
}

QModelIndex EsterNavigatorModel::groupIndex(std::size_t group, int column) const
{
    return createIndex(static_cast<int>(group), column, passageRowId(groups_[group].passage));
}

QModelIndex EsterNavigatorModel::indexOfQuestion(std::uint32_t question) const
{
    if (question >= session_.snapshot().questions.size()) {
        return {};
    }
    const std::uint32_t passage = session_.snapshot().questions[question].passage;
    const auto group = groupOf(passage);
    if (group == groups_.end() || group->passage != passage) {
        return {};
    }
    const auto it = std::lower_bound(group->questions.begin(), group->questions.end(), question);
    if (it == group->questions.end() || *it != question) {
        return {};
    }
    return createIndex(static_cast<int>(it - group->questions.begin()), 0, quintptr(passage) + 1);
}

QModelIndex EsterNavigatorModel::indexOfPassage(std::uint32_t passage) const
{
    const auto group = groupOf(passage);
    if (group == groups_.end() || group->passage != passage) {
        return {};
    }
    return groupIndex(static_cast<std::size_t>(group - groups_.begin()));
}

std::vector<std::uint32_t> EsterNavigatorModel::listed() const
{
    std::vector<std::uint32_t> out;
    for (const Group &group : groups_) {
        out.insert(out.end(), group.questions.begin(), group.questions.end());
    }
    return out;
}

std::optional<std::uint32_t> EsterNavigatorModel::neighbour(std::optional<std::uint32_t> from,
                                                            bool backwards) const
{
    if (groups_.empty()) {
        return std::nullopt;
    }
    const QModelIndex at = from ? indexOfQuestion(*from) : QModelIndex();
    if (!at.isValid()) {
        return groups_.front().questions.front();
    }
    auto g = static_cast<std::size_t>(groupOf(session_.snapshot().questions[*from].passage) -
                                      groups_.begin());
    auto row = static_cast<std::size_t>(at.row());
    if (backwards) {
        if (row > 0) {
            return groups_[g].questions[row - 1];
        }
        g = g == 0 ? groups_.size() - 1 : g - 1;
        return groups_[g].questions.back();
    }
    if (row + 1 < groups_[g].questions.size()) {
        return groups_[g].questions[row + 1];
    }
    g = g + 1 == groups_.size() ? 0 : g + 1;
    return groups_[g].questions.front();
}

QModelIndex EsterNavigatorModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount) {
        return {};
    }
    if (!parent.isValid()) {
        return static_cast<std::size_t>(row) < groups_.size()
                   ? groupIndex(static_cast<std::size_t>(row), column)
                   : QModelIndex();
    }
    if (!isPassageRow(parent) || parent.column() != 0 ||
        static_cast<std::size_t>(parent.row()) >= groups_.size()) {
        return {};
    }
    const Group &group = groups_[static_cast<std::size_t>(parent.row())];
    return static_cast<std::size_t>(row) < group.questions.size()
               ? createIndex(row, column, quintptr(group.passage) + 1)
               : QModelIndex();
}

QModelIndex EsterNavigatorModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || isPassageRow(child)) {
        return {};
    }
    return indexOfPassage(static_cast<std::uint32_t>(child.internalId() - 1));
}

int EsterNavigatorModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return static_cast<int>(groups_.size());
    }
    if (!isPassageRow(parent) || parent.column() != 0 ||
        static_cast<std::size_t>(parent.row()) >= groups_.size()) {
        return 0;
    }
    return static_cast<int>(groups_[static_cast<std::size_t>(parent.row())].questions.size());
}

int EsterNavigatorModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant EsterNavigatorModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const auto &snap = session_.snapshot();
    if (isPassageRow(index)) {
        if (static_cast<std::size_t>(index.row()) >= groups_.size()) {
            return {};
        }
        const Group &group = groups_[static_cast<std::size_t>(index.row())];
        switch (role) {
        case Qt::DisplayRole: {
            if (index.column() != TextColumn) {
                return {};
            }
            QString head = text(snap.passages[group.passage].text).simplified();
            if (head.size() > 70) {
                head = head.left(67) + QStringLiteral("...");
            }
            return head;
        }
        case Qt::ToolTipRole:
            return index.column() == TextColumn ? QVariant(text(snap.passages[group.passage].text))
                                                : QVariant();
        case PassageRole:
            return group.passage;
        default:
            return {};
        }
    }
    const auto passage = static_cast<std::uint32_t>(index.internalId() - 1);
    const auto group = groupOf(passage);
    if (group == groups_.end() || group->passage != passage ||
        static_cast<std::size_t>(index.row()) >= group->questions.size()) {
        return {};
    }
    const std::uint32_t q = group->questions[static_cast<std::size_t>(index.row())];
    if (q >= snap.questions.size()) { // the row of a question the snapshot lost, going
        return {};
    }
    const auto &question = snap.questions[q];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == TextColumn ? text(question.question)
                                            : relationTitle(question.type);
    case QuestionIdRole:
        return QVariant::fromValue<qlonglong>(question.id);
    case PassageRole:
        return passage;
    default:
        return {};
    }
}

Qt::ItemFlags EsterNavigatorModel::flags(const QModelIndex &index) const
{
    // Without ItemNeverHasChildren QTreeView::expandAll keeps a persistent index for
    // every question, a hundred thousand of them to update on each inserted row.
    return !index.isValid() || isPassageRow(index)
               ? QAbstractItemModel::flags(index)
               : QAbstractItemModel::flags(index) | Qt::ItemNeverHasChildren;
}

QVariant EsterNavigatorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    return section == TextColumn ? tr("Passage / question") : tr("Relation");
}

} // namespace es::widgets
