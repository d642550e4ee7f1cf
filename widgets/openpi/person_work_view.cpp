#include "widgets/openpi/person_work_view.h"

#include "widgets/common/plain_label.h"
#include "widgets/openpi/openpi_session.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>

namespace es::widgets {

PersonWorkView::PersonWorkView(OpenPiSession &session, QUndoStack &undo,
                               std::function<bool()> refuse, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo), refuse_(std::move(refuse))
{
    whose_ = new QComboBox(this);
    heading_ = plainLabel({}, this);
    hint_ = plainLabel({}, this);
    connect(whose_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
}

QTableView *PersonWorkView::makeTable(QAbstractItemModel *model, const QString &objectName)
{
    table_ = new QTableView(this);
    table_->setObjectName(objectName);
    table_->setModel(model);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    return table_;
}

void PersonWorkView::setMayAnnotate(bool may)
{
    mayAnnotate_ = may;
    refresh();
}

void PersonWorkView::setBlind(bool blind)
{
    blind_ = blind;
    refresh();
}

void PersonWorkView::setProcedure(std::optional<std::uint32_t> procedure)
{
    if (procedure != procedure_) {
        procedureChanging();
        procedure_ = procedure;
    }
    refresh();
}

void PersonWorkView::setPerson(const QString &person)
{
    const bool mine = person == session_.annotator() && mayAnnotate_;
    const int at = whose_->findData(mine ? QString() : person);
    if (at >= 0) {
        whose_->setCurrentIndex(at);
    }
}

void PersonWorkView::fillPeople(std::vector<std::uint32_t> people)
{
    const auto &snap = session_.snapshot();
    const std::string me = session_.annotator().toStdString();
    std::erase_if(people, [&](std::uint32_t p) {
        const std::string &name = snap.raters[p].name;
        return (blind_ && name != me) || (mayAnnotate_ && name == me);
    });
    std::sort(people.begin(), people.end());
    people.erase(std::unique(people.begin(), people.end()), people.end());
    const QVariant keep = whose_->currentData();
    QSignalBlocker block(whose_);
    whose_->clear();
    if (mayAnnotate_) {
        whose_->addItem(tr("Yours"), QString());
    }
    for (const std::uint32_t p : people) {
        const QString name = QString::fromStdString(snap.raters[p].name);
        whose_->addItem(name, name);
    }
    const int at = whose_->findData(keep);
    whose_->setCurrentIndex(at >= 0 ? at : 0);
}

bool PersonWorkView::shownIsMine() const
{
    return whose_->currentIndex() >= 0 && whose_->currentData().toString().isEmpty();
}

int PersonWorkView::shownPerson() const
{
    if (whose_->currentIndex() < 0) {
        return -1;
    }
    return shownIsMine() ? session_.myRater()
                         : session_.snapshot().raterIndex(
                               whose_->currentData().toString().toStdString(), false);
}

bool PersonWorkView::editable()
{
    if (refuse_()) {
        return false;
    }
    if (session_.annotator().isEmpty()) {
        hint_->setText(tr("Sign in first: every change is recorded under a person's name."));
        return false;
    }
    if (!shownIsMine()) {
        hint_->setText(tr("Read only: this is %1's work; choose \"Yours\" to change your own.")
                           .arg(whose_->currentText()));
        return false;
    }
    return procedure_.has_value();
}

int PersonWorkView::currentRow() const
{
    return table_ ? table_->currentIndex().row() : -1;
}

void PersonWorkView::select(int row)
{
    if (table_ && row >= 0 && row < table_->model()->rowCount()) {
        // The first column that stretches: the row is selected whole anyway.
        table_->setCurrentIndex(table_->model()->index(row, 1));
        table_->scrollTo(table_->currentIndex());
    }
}

void PersonWorkView::selectNextOpen(int row, const std::function<bool(int)> &open)
{
    const int n = table_ ? table_->model()->rowCount() : 0;
    for (int i = 1; i <= n; ++i) {
        if (open((row + i) % n)) {
            select((row + i) % n);
            return;
        }
    }
    select(std::min(row + 1, n - 1));
}

void PersonWorkView::next(int delta)
{
    if (table_) {
        select(std::clamp(currentRow() + delta, 0, std::max(0, table_->model()->rowCount() - 1)));
    }
}

} // namespace es::widgets
