#include "widgets/openpi/states_view.h"

#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/state_change_dialog.h"
#include "widgets/openpi/state_changes_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

using Steps = std::vector<metrics::openpi::StateStep>;

namespace {

QString shown(const metrics::Estimate &e)
{
    return e.value ? figureText(*e.value) : StatesView::tr("n/a");
}

} // namespace

StatesView::StatesView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                       QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo), refuse_(std::move(refuse))
{
    setObjectName(QStringLiteral("OpenPiStates"));
    auto *l = new QVBoxLayout(this);
    heading_ = plainLabel({}, this, true);
    heading_->setWordWrap(true);
    l->addWidget(heading_);
    model_ = new StateChangesModel(this);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("OpenPiStatesTable"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    auto *header = table_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Stretch);
    header->setSectionResizeMode(StateChangesModel::StepColumn, QHeaderView::ResizeToContents);
    table_->setToolTip(tr("Your state changes of this procedure. Insert: add one at the current "
                          "change's step; Enter: edit; Delete: remove."));
    connect(table_, &QTableView::activated, this, [this] { editChange(); });
    l->addWidget(table_, 1);
    l->addWidget(plainLabel(tr("Insert adds a change, Enter edits it, Delete removes it; a step "
                               "with none changes nothing. Names of the gold clusters are "
                               "suggested as you type."),
                            this, true));
    agreement_ = plainLabel({}, this, true);
    agreement_->setObjectName(QStringLiteral("OpenPiStatesAgreement"));
    agreement_->setWordWrap(true);
    l->addWidget(agreement_);
    connect(&session_, &OpenPiSession::changed, this, &StatesView::refresh);
    refresh();
}

QList<QAction *> StatesView::addKeys(QWidget *owner)
{
    QList<QAction *> keys;
    auto key = [&](const QString &what, const QList<QKeySequence> &seq, std::function<void()> f) {
        keys << addKey(owner, what, seq, Qt::WidgetWithChildrenShortcut, std::move(f));
    };
    key(tr("States: add a state change"), {QKeySequence(Qt::Key_Insert), QKeySequence(Qt::Key_A)},
        [this] { addChange(); });
    key(tr("States: edit the state change"), {QKeySequence(Qt::Key_F2), QKeySequence(Qt::Key_E)},
        [this] { editChange(); });
    key(tr("States: remove the state change"),
        {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)},
        [this] { removeChange(); });
    return keys;
}

void StatesView::setProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    refresh();
}

void StatesView::refresh()
{
    if (!procedure_ || *procedure_ >= session_.snapshot().procedures.size()) {
        heading_->setText(tr("Choose a procedure to write its state changes."));
        model_->setStates({});
        agreement_->clear();
        return;
    }
    const auto &p = session_.snapshot().procedures[*procedure_];
    heading_->setText(session_.wroteStates(*procedure_)
                          ? tr("%1: your state changes").arg(qs(p.goal))
                          : tr("%1: you have written no state changes yet").arg(qs(p.goal)));
    model_->setStates(session_.myStates(*procedure_));
    // How the person's states agree with the gold, over every procedure they wrote.
    const int me = session_.myRater();
    agreement_->clear();
    for (const auto &row : session_.analysis().stateAgreement) {
        if (row.a < 0 && me >= 0 && row.b == static_cast<std::uint32_t>(me)) {
            agreement_->setText(tr("Against the gold states, over the %n procedure(s) you wrote: "
                                   "pairs F1 %1, exact match %2",
                                   nullptr, static_cast<int>(row.procedures))
                                    .arg(shown(row.scores.f1), shown(row.scores.exactMatch)));
        }
    }
}

std::optional<std::pair<int, metrics::openpi::StateChange>>
StatesView::ask(int step, const metrics::openpi::StateChange &change)
{
    const std::uint32_t procedure = *procedure_;
    StateChangeDialog dialog(
        static_cast<int>(session_.snapshot().procedures[procedure].steps.size()),
        session_.entityNames(procedure),
        [this, procedure](const QString &entity) {
            return session_.attributeNames(procedure, entity);
        },
        this);
    dialog.setChange(step, change);
    if (prepared_) {
        prepared_(dialog);
    } else if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    if (dialog.result() != QDialog::Accepted) {
        return std::nullopt;
    }
    return std::pair(dialog.step(), dialog.change());
}

void StatesView::addChange()
{
    if (!procedure_ || refuse_()) {
        return;
    }
    const auto *current = model_->rows().empty()
                              ? nullptr
                              : &model_->rows()[std::max(0, table_->currentIndex().row())];
    const auto asked = ask(current ? current->step : 1, {});
    if (!asked) {
        return;
    }
    Steps steps = session_.myStates(*procedure_);
    const std::size_t s = static_cast<std::size_t>(asked->first - 1);
    steps[s].push_back(asked->second);
    save(tr("Add the state change %1: %2")
             .arg(qs(asked->second.entity), qs(asked->second.attribute)),
         std::move(steps));
}

void StatesView::editChange()
{
    const int row = table_->currentIndex().row();
    if (!procedure_ || row < 0 || static_cast<std::size_t>(row) >= model_->rows().size() ||
        refuse_()) {
        return;
    }
    const StateChangeRow was = model_->rows()[static_cast<std::size_t>(row)];
    const auto asked = ask(was.step, was.change);
    if (!asked || (asked->first == was.step && asked->second == was.change)) {
        return;
    }
    Steps steps = session_.myStates(*procedure_);
    auto &from = steps[static_cast<std::size_t>(was.step - 1)];
    if (asked->first == was.step) {
        from[static_cast<std::size_t>(was.position)] = asked->second;
    } else {
        from.erase(from.begin() + was.position);
        steps[static_cast<std::size_t>(asked->first - 1)].push_back(asked->second);
    }
    save(tr("Edit the state change %1: %2")
             .arg(qs(asked->second.entity), qs(asked->second.attribute)),
         std::move(steps));
}

void StatesView::removeChange()
{
    const int row = table_->currentIndex().row();
    if (!procedure_ || row < 0 || static_cast<std::size_t>(row) >= model_->rows().size() ||
        refuse_()) {
        return;
    }
    const StateChangeRow was = model_->rows()[static_cast<std::size_t>(row)];
    Steps steps = session_.myStates(*procedure_);
    auto &from = steps[static_cast<std::size_t>(was.step - 1)];
    from.erase(from.begin() + was.position);
    save(tr("Remove the state change %1: %2").arg(qs(was.change.entity), qs(was.change.attribute)),
         std::move(steps));
    table_->setCurrentIndex(model_->index(std::min(row, model_->rowCount() - 1), 0));
}

void StatesView::save(const QString &what, Steps steps)
{
    const std::uint32_t procedure = *procedure_;
    pushEdit<Steps>(
        undo_, what,
        [this, procedure](const std::optional<Steps> &value, std::optional<Steps> *replaced) {
            return session_.setStates(procedure, value, replaced);
        },
        std::optional<Steps>(std::move(steps)));
}

} // namespace es::widgets
