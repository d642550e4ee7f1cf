#pragma once
// A person's work on the current procedure listed in a table, keyboard first: the signed-in
// annotator's own is editable, anyone else's (for adjudicators and viewers, who do not
// annotate) read only; working blind, only one's own is offered. The base of the error
// analysis of predicted schemata and of the judgements of generated paraphrases.

#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QTableView;
class QUndoStack;

namespace es::widgets {

class OpenPiSession;

class PersonWorkView : public QWidget
{
    Q_OBJECT

  public:
    // Annotators only annotate: the others get no "Yours" to choose.
    void setMayAnnotate(bool may);
    // Blind: only the signed-in person's own work.
    void setBlind(bool blind);
    // Whose work is shown, by name (the signed-in person's own is "Yours").
    void setPerson(const QString &person);
    void setProcedure(std::optional<std::uint32_t> procedure);
    virtual void refresh() = 0;

    // J / K: the next or previous row.
    void next(int delta);
    int currentRow() const;

    QComboBox *personChoice() const { return whose_; }
    QLabel *heading() const { return heading_; }
    QLabel *hint() const { return hint_; }

  protected:
    // `refuse` says (and shows) that the signed-in person may not annotate.
    PersonWorkView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                   QWidget *parent);

    // The table of `model`, rows selected whole, read only.
    QTableView *makeTable(QAbstractItemModel *model, const QString &objectName);
    // "Yours" (for an annotator) and the people (rater indices) whose work there is; working
    // blind, the signed-in person's alone. The choice stays where it can.
    void fillPeople(std::vector<std::uint32_t> people);
    bool shownIsMine() const;
    // The rater index of the person whose work is shown; -1 before their first.
    int shownPerson() const;
    // An edit may go ahead: someone signed in who annotates, on their own work; otherwise
    // the hint says why.
    bool editable();
    void select(int row);
    // After an edit of `row`: the next row `open` accepts comes up (after it, then from the
    // top), or the row after it when none is open.
    void selectNextOpen(int row, const std::function<bool(int)> &open);
    // What happens when the procedure changes (before the refresh).
    virtual void procedureChanging() {}

    OpenPiSession &session_;
    QUndoStack &undo_;
    std::optional<std::uint32_t> procedure_;
    bool blind_ = true;
    bool mayAnnotate_ = true;
    QComboBox *whose_;
    QLabel *heading_;
    QLabel *hint_;
    QTableView *table_ = nullptr;

  private:
    std::function<bool()> refuse_;
};

} // namespace es::widgets
