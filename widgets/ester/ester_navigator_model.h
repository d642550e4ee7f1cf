#pragma once
// The ESTER panel's navigator: passages, and under each the questions the panel's filter
// lets through, in question order. A model over the session's snapshot rather than a tree
// of items: at 100,000 questions building a hundred thousand items after every saved
// answer took most of half a second, where an edit now moves, adds or drops the rows it
// touched.

#include "metrics/ester.h"

#include <QAbstractItemModel>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace es::widgets {

class EsterSession;

class EsterNavigatorModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum Column { TextColumn, RelationColumn, ColumnCount };
    enum Role { QuestionIdRole = Qt::UserRole + 1, PassageRole };
    // Which questions (snapshot indices) the list shows.
    using Filter = std::function<bool(std::uint32_t question)>;

    explicit EsterNavigatorModel(const EsterSession &session, QObject *parent = nullptr);

    // Every question again, through `accept`: a model reset.
    void rebuild(const Filter &accept);
    // After an edit the session made in place (EsterSession::followed): rows renumbered
    // past an inserted or removed question, and each touched question shown, updated or
    // hidden as `accept` now says. Questions the edit did not touch keep their rows.
    void follow(const metrics::ester::Change &change, const Filter &accept);

    QModelIndex indexOfQuestion(std::uint32_t question) const;
    QModelIndex indexOfPassage(std::uint32_t passage) const;
    // Listed questions (snapshot indices) in the list's order.
    std::vector<std::uint32_t> listed() const;
    // The listed question after `from` (before it when `backwards`), round to the other
    // end; the first when `from` is not listed.
    std::optional<std::uint32_t> neighbour(std::optional<std::uint32_t> from, bool backwards) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    struct Group
    {
        std::uint32_t passage = 0;
        std::vector<std::uint32_t> questions; // ascending
    };
    // The group of a passage, or where it would go.
    std::vector<Group>::iterator groupOf(std::uint32_t passage);
    std::vector<Group>::const_iterator groupOf(std::uint32_t passage) const;
    QModelIndex groupIndex(std::size_t group, int column = 0) const;
    void show(std::uint32_t question);
    void hide(std::uint32_t question);
    // Removes a question's row, or its passage's when it is the last one listed there.
    void dropRow(std::size_t group, std::size_t row);

    const EsterSession &session_;
    std::vector<Group> groups_; // by passage, only those with a listed question
};

} // namespace es::widgets
