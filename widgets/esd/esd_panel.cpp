#include "widgets/esd/esd_panel.h"

#include "widgets/adjudication/decisions.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/esd/esd_commands.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/goal_steps_model.h"
#include "widgets/esd/pair_list_model.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace es::widgets {

EsdPanel::EsdPanel(EsdSession &session, PairListModel &navigation, QUndoStack &undo,
                   QWidget *parent)
    : QWidget(parent), session_(session), navigation_(navigation), undo_(undo)
{
    setObjectName(QStringLiteral("EsdPanel"));
    auto *layout = new QVBoxLayout(this);

    auto *goalBox = new QGroupBox(tr("Goal"), this);
    auto *goalLayout = new QVBoxLayout(goalBox);
    auto *goalRow = new QHBoxLayout;
    goal_ = plainLabel({}, goalBox, true);
    QFont goalFont = goal_->font();
    goalFont.setPointSizeF(goalFont.pointSizeF() * 1.35);
    goalFont.setBold(true);
    goal_->setFont(goalFont);
    core_ = new QCheckBox(tr("Core: goal only (C)"), goalBox);
    core_->setToolTip(
        tr("Full shows the goal with its wikiHow method; Core shows the goal alone."));
    goalRow->addWidget(goal_, 1);
    goalRow->addWidget(core_, 0, Qt::AlignTop);
    goalLayout->addLayout(goalRow);
    modifier_ = plainLabel({}, goalBox, true);
    goalLayout->addWidget(modifier_);
    layout->addWidget(goalBox);

    auto *contextBox = new QGroupBox(tr("Steps of this goal"), this);
    auto *contextLayout = new QVBoxLayout(contextBox);
    context_ = new QListView(contextBox);
    context_->setObjectName(QStringLiteral("EsdGoalSteps"));
    contextModel_ = new GoalStepsModel(context_);
    context_->setModel(contextModel_);
    context_->setFocusPolicy(Qt::NoFocus);
    context_->setWordWrap(true);
    context_->setMinimumHeight(90);
    contextLayout->addWidget(context_);
    layout->addWidget(contextBox, 1);

    layout->addWidget(buildStepBox());

    auto *navRow = new QHBoxLayout;
    auto *prev = new QPushButton(tr("◀ Previous (K)"), this);
    auto *next = new QPushButton(tr("Next (J) ▶"), this);
    addStep_ = new QPushButton(tr("Add optional step…"), this);
    addStep_->setToolTip(tr("Contribute an optional step for this goal: it waits for labels, "
                            "yours too"));
    position_ = plainLabel({}, this, true);
    position_->setObjectName(QStringLiteral("EsdPosition"));
    for (QPushButton *b : {prev, next, addStep_}) {
        b->setFocusPolicy(Qt::NoFocus);
    }
    navRow->addWidget(prev);
    navRow->addWidget(next);
    navRow->addWidget(position_, 1);
    navRow->addWidget(addStep_);
    layout->addLayout(navRow);

    connect(essential_, &QPushButton::clicked, this, [this] { labelCurrent(1); });
    connect(nonEssential_, &QPushButton::clicked, this, [this] { labelCurrent(0); });
    connect(invalid_, &QPushButton::clicked, this, [this] { labelCurrent(-1); });
    connect(prev, &QPushButton::clicked, this, &EsdPanel::previous);
    connect(next, &QPushButton::clicked, this, &EsdPanel::next);
    connect(addStep_, &QPushButton::clicked, this, [this] { addOptionalStep(); });
    connect(core_, &QCheckBox::toggled, this, [this](bool core) {
        session_.setCoreView(core);
        refresh();
    });
    connect(decide_, &QPushButton::clicked, this, [this] {
        if (offered_) {
            decideCurrent(*offered_);
        }
    });
    connect(dismiss_, &QPushButton::clicked, this, &EsdPanel::withdrawOffer);
    addKeys();

    connect(&session_, &EsdSession::pairChanged, this, [this](std::uint32_t p) {
        if (current_ == p) {
            refresh();
        }
    });
    connect(&session_, &EsdSession::statisticsChanged, this, &EsdPanel::refreshPosition);
    connect(&session_, &EsdSession::annotatorChanged, this, [this] { withdrawOffer(); });
    connect(&session_, &EsdSession::pairsReset, this, [this] {
        contextStale_ = true; // the steps' texts may have changed with the pairs
        const auto &snap = session_.snapshot();
        if (current_ && *current_ >= snap.pairs.size()) {
            // The pair in view went (an added step undone): stay with its goal.
            current_.reset();
            if (currentGoal_ < snap.goals.size() && !snap.goals[currentGoal_].pairs.empty()) {
                setCurrentPair(snap.goals[currentGoal_].pairs.back());
                return;
            }
        }
        refresh();
    });
    refresh();
}

// The step, its labelling buttons, and the notice that says why a key did not label.
QGroupBox *EsdPanel::buildStepBox()
{
    auto *stepBox = new QGroupBox(tr("Is this step essential to the goal?"), this);
    auto *stepLayout = new QVBoxLayout(stepBox);
    step_ = plainLabel({}, stepBox, true);
    QFont stepFont = step_->font();
    stepFont.setPointSizeF(stepFont.pointSizeF() * 1.5);
    step_->setFont(stepFont);
    step_->setMinimumHeight(step_->fontMetrics().height() * 2);
    stepLayout->addWidget(step_);
    myLabel_ = plainLabel({}, stepBox, true);
    myLabel_->setObjectName(QStringLiteral("MyLabel"));
    stepLayout->addWidget(myLabel_);

    auto *buttons = new QHBoxLayout;
    essential_ = new QPushButton(tr("&1  Essential"), stepBox);
    nonEssential_ = new QPushButton(tr("&0  Non-essential"), stepBox);
    invalid_ = new QPushButton(tr("&X  Invalid"), stepBox);
    invalid_->setToolTip(tr("Not a valid step, or offensive content"));
    for (QPushButton *b : {essential_, nonEssential_, invalid_}) {
        b->setFocusPolicy(Qt::NoFocus);
        b->setMinimumHeight(36);
        buttons->addWidget(b);
    }
    stepLayout->addLayout(buttons);

    // Why the keys did not label, and for an adjudicator the decision they offer.
    notice_ = new QWidget(stepBox);
    notice_->setObjectName(QStringLiteral("EsdRoleNotice"));
    auto *noticeRow = new QHBoxLayout(notice_);
    noticeRow->setContentsMargins(0, 0, 0, 0);
    noticeText_ = plainLabel({}, notice_, true);
    decide_ = new QPushButton(tr("Decide (Enter)"), notice_);
    dismiss_ = new QPushButton(tr("Cancel (Esc)"), notice_);
    for (QPushButton *b : {decide_, dismiss_}) {
        b->setFocusPolicy(Qt::NoFocus);
    }
    noticeRow->addWidget(noticeText_, 1);
    noticeRow->addWidget(decide_);
    noticeRow->addWidget(dismiss_);
    notice_->hide();
    stepLayout->addWidget(notice_);
    return stepBox;
}

// The decision keys (Enter, Esc), live only while a decision is offered, and the
// labelling and moving keys.
void EsdPanel::addKeys()
{
    // Enter and Esc act only while a decision is offered; otherwise they are the
    // window's (a search field's, a dialog's).
    confirmKey_ = addKey(this, tr("Decide the pair as offered"),
                         {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
                         Qt::WidgetWithChildrenShortcut, [this] {
                             if (offered_) {
                                 decideCurrent(*offered_);
                             }
                         });
    cancelKey_ = addKey(this, tr("Cancel the offered decision, close a notice"),
                        QKeySequence(Qt::Key_Escape), Qt::WidgetWithChildrenShortcut,
                        [this] { withdrawOffer(); });
    for (QAction *a : {confirmKey_, cancelKey_}) {
        a->setEnabled(false);
    }
    connect(this, &EsdPanel::currentPairChanged, this, [this] { withdrawOffer(); });

    // Labelling keys work from anywhere in the window; text fields keep their own keys.
    addKey(this, tr("Label the pair essential (adjudicators: offer a decision)"),
           QKeySequence(Qt::Key_1), Qt::WindowShortcut, [this] { labelCurrent(1); });
    addKey(this, tr("Label the pair non-essential"), QKeySequence(Qt::Key_0), Qt::WindowShortcut,
           [this] { labelCurrent(0); });
    addKey(this, tr("Label the pair invalid"), QKeySequence(Qt::Key_X), Qt::WindowShortcut,
           [this] { labelCurrent(-1); });
    addKey(this, tr("Next pair"), QKeySequence(Qt::Key_J), Qt::WindowShortcut,
           [this] { this->next(); });
    addKey(this, tr("Previous pair"), QKeySequence(Qt::Key_K), Qt::WindowShortcut,
           [this] { previous(); });
    addKey(this, tr("Core: show the goal without its modifier"), QKeySequence(Qt::Key_C),
           Qt::WindowShortcut, [this] { core_->toggle(); });
    addKey(this, tr("Next pair"), {QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_Right)},
           Qt::WidgetWithChildrenShortcut, [this] { this->next(); });
    addKey(this, tr("Previous pair"), {QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Left)},
           Qt::WidgetWithChildrenShortcut, [this] { previous(); });
    setFocusPolicy(Qt::StrongFocus);
}

bool EsdPanel::labellingCore() const
{
    return session_.coreView();
}

bool EsdPanel::coreOnly() const
{
    return core_->isChecked();
}

void EsdPanel::setCoreOnly(bool core)
{
    core_->setChecked(core);
}

void EsdPanel::setCurrentPair(std::uint32_t pair)
{
    if (pair >= session_.snapshot().pairs.size() || current_ == pair) {
        return;
    }
    current_ = pair;
    currentGoal_ = session_.snapshot().pairs[pair].goal;
    refresh();
    emit currentPairChanged(pair);
}

namespace {
// Below this many pairs without the person's label, they are found by looking each one up.
constexpr std::size_t kFewUnlabelled = 4096;
} // namespace

std::optional<std::uint32_t> EsdPanel::nextUnlabelledAfter(std::uint32_t pair) const
{
    auto unlabelled = [this, pair](std::uint32_t p) { return p != pair && !session_.myLabel(p); };
    if (!session_.myQueue().empty()) {
        return session_.nextAssigned(pair);
    }
    if (navigation_.rowCount() > 0) {
        // The walk stops at the first unlabelled pair, a step or two away while there are
        // many; near the end of a large project it would pass every pair on each key press,
        // so the last few are looked up directly.
        const std::size_t total = session_.snapshot().pairs.size();
        const std::size_t missing = total - std::min(total, session_.myLabelCount());
        if (missing == 0) {
            return std::nullopt;
        }
        if (missing <= kFewUnlabelled) {
            std::vector<std::uint32_t> candidates;
            candidates.reserve(missing);
            for (std::uint32_t p = 0; p < total; ++p) {
                if (unlabelled(p)) {
                    candidates.push_back(p);
                }
            }
            return navigation_.firstVisibleAfter(pair, candidates);
        }
        return navigation_.findVisible(pair, false, true, unlabelled);
    }
    // The filter shows nothing: go on through every pair.
    const auto n = static_cast<std::uint32_t>(session_.snapshot().pairs.size());
    for (std::uint32_t k = 1; k <= n; ++k) {
        const std::uint32_t candidate = (pair + k) % n;
        if (unlabelled(candidate)) {
            return candidate;
        }
    }
    return std::nullopt;
}

void EsdPanel::labelCurrent(std::int8_t label)
{
    if (!current_ || session_.annotator().isEmpty()) {
        return;
    }
    if (!session_.mayAnnotate()) {
        if (!session_.adjudicates()) {
            showNotice(tr(
                "You are signed in as a viewer: viewers read and change nothing. Annotators label; "
                "adjudicators decide."));
        } else if (offered_ == label) {
            decideCurrent(label); // the same key twice confirms
        } else {
            offerDecision(label);
        }
        return;
    }
    const std::uint32_t pair = *current_;
    const std::optional<std::int8_t> after = label;
    const bool core = labellingCore();
    const std::optional<std::uint32_t> upNext =
        core ? navigation_.findVisible(
                   pair, false, true,
                   [this, pair](std::uint32_t p) { return p != pair && !session_.labelInView(p); })
             : nextUnlabelledAfter(pair);
    std::optional<std::int8_t> before;
    if (!(core ? session_.setCoreLabel(pair, after, &before)
               : session_.setLabel(pair, after, &before))) {
        return;
    }
    if (before != after) {
        undo_.push(new SetLabelCommand(session_, pair, before, after, core));
    }
    if (upNext) {
        setCurrentPair(*upNext);
    } else {
        refresh();
    }
}

void EsdPanel::offerDecision(std::int8_t label)
{
    offered_ = label;
    const auto &pair = session_.snapshot().pairs[*current_];
    showNotice(
        tr("Annotators label; you decide. Decide %1 as %2? The decision becomes this pair's gold. "
           "Press the key again or Enter to decide, Esc to cancel.")
            .arg(QString::fromStdString(pair.extId), labelName(label)));
    decide_->show();
    dismiss_->setText(tr("Cancel (Esc)"));
    for (QAction *a : {confirmKey_, cancelKey_}) {
        a->setEnabled(true);
    }
}

void EsdPanel::withdrawOffer()
{
    offered_.reset();
    notice_->hide();
    for (QAction *a : {confirmKey_, cancelKey_}) {
        a->setEnabled(false);
    }
}

void EsdPanel::showNotice(const QString &text)
{
    noticeText_->setText(text);
    decide_->hide();
    dismiss_->setText(tr("OK (Esc)"));
    notice_->show();
    cancelKey_->setEnabled(true);
}

QString EsdPanel::noticeText() const
{
    return notice_->isVisible() ? noticeText_->text() : QString();
}

bool EsdPanel::decideCurrent(std::int8_t label)
{
    if (!current_ || !session_.adjudicates()) {
        return false;
    }
    const std::uint32_t pair = *current_;
    withdrawOffer();
    return pushDecision(
        undo_,
        tr("Decide %1 as %2")
            .arg(QString::fromStdString(session_.snapshot().pairs[pair].extId), labelName(label)),
        esdDecision(session_, pair), std::optional(db::EsdAdjudication{label, {}}));
}

void EsdPanel::move(int delta)
{
    if (const auto target = navigation_.findVisible(current_, delta < 0, false,
                                                    [](std::uint32_t) { return true; })) {
        setCurrentPair(*target);
    }
}

void EsdPanel::next()
{
    move(1);
}

void EsdPanel::previous()
{
    move(-1);
}

void EsdPanel::addOptionalStep(const QString &step)
{
    if (!current_ || !session_.mayAnnotate()) {
        return;
    }
    QString text = step;
    if (text.isEmpty()) {
        bool ok = false;
        text = QInputDialog::getText(
            this, tr("Add optional step"),
            tr("A step that is not essential to \"%1\":")
                .arg(QString::fromStdString(
                    session_.snapshot().goals[session_.snapshot().pairs[*current_].goal].goal)),
            QLineEdit::Normal, {}, &ok);
        if (!ok) {
            return;
        }
    }
    text = text.simplified();
    if (text.isEmpty()) {
        return;
    }
    const std::uint32_t goal = session_.snapshot().pairs[*current_].goal;
    if (const auto added = session_.addStep(goal, text)) {
        undo_.push(new AddStepCommand(session_, goal, text, session_.snapshot().pairs[*added].extId));
        setCurrentPair(*added);
    }
}

void EsdPanel::refresh()
{
    const auto &snap = session_.snapshot();
    const bool signedIn = !session_.annotator().isEmpty();
    const bool have = current_.has_value();
    const bool annotates = session_.mayAnnotate();
    for (QPushButton *b : {essential_, nonEssential_, invalid_}) {
        b->setEnabled(have && (annotates || session_.adjudicates()));
    }
    addStep_->setEnabled(have && annotates);
    if (!have) {
        contextModel_->clear();
        goal_->setText(
            snap.pairs.empty()
                ? tr("This project has no ESD pairs yet: File > Import files… (Ctrl+I) adds them.")
                : tr("Pick a step in the navigator."));
        modifier_->clear();
        step_->clear();
        myLabel_->clear();
        position_->clear();
        return;
    }
    const auto &pair = snap.pairs[*current_];
    const auto &goal = snap.goals[pair.goal];
    goal_->setText(QString::fromStdString(goal.goal));
    modifier_->setVisible(!coreOnly() && !goal.modifier.empty());
    modifier_->setText(tr("Method: %1").arg(QString::fromStdString(goal.modifier)));
    if (contextStale_ || goal.pairs != contextModel_->pairs()) {
        contextStale_ = false;
        std::vector<GoalStepRow> rows;
        rows.reserve(goal.pairs.size());
        for (std::uint32_t p : goal.pairs) {
            GoalStepRow row{p, QString::fromStdString(snap.pairs[p].step), snap.pairs[p].contributed,
                            std::nullopt};
            if (row.contributed) {
                const auto by = snap.contributors.find(snap.pairs[p].id);
                if (by != snap.contributors.end()) {
                    row.contributor = QString::fromStdString(by->second);
                }
            }
            rows.push_back(std::move(row));
        }
        contextModel_->setRows(std::move(rows));
    }
    const QModelIndex bold = contextModel_->setBoldPair(*current_);
    // Selected even when it was already bold: a click in the list selects another step
    // without making it the pair in view.
    if (bold.isValid() && context_->currentIndex() != bold) {
        context_->setCurrentIndex(bold);
    }
    step_->setText(QString::fromStdString(pair.step));
    std::optional<std::int8_t> shown;
    if (!signedIn) {
        myLabel_->setText(tr("Sign in to label."));
    } else if (annotates && labellingCore()) {
        // A group scored in both settings labels each pair twice: seeing the goal alone
        // gives the Core label, kept apart from the Full one.
        shown = session_.myCoreLabel(*current_);
        myLabel_->setText(tr("Your Core label: %1 (your Full label: %2; uncheck Core to give "
                             "that one)")
                              .arg(labelName(shown), labelName(session_.myLabel(*current_))));
    } else if (annotates) {
        shown = session_.myLabel(*current_);
        // A decided pair says so, never what was decided: the annotator works blind.
        const QString decided =
            snap.decided.count(*current_) != 0
                ? tr(" · decided by an adjudicator: your label counts in agreement, not in its gold")
                : QString();
        myLabel_->setText((session_.isUnsaved(*current_)
                               ? tr("Your label: %1 (not saved yet: the server is unreachable)")
                                     .arg(labelName(shown))
                               : tr("Your label: %1").arg(labelName(shown))) +
                          decided);
    } else {
        const auto decision = snap.decisions.find(*current_);
        if (decision != snap.decisions.end()) {
            shown = decision->second.label;
        }
        myLabel_->setText(
            decision == snap.decisions.end()
                ? (session_.adjudicates()
                       ? tr("Not decided. Annotators label; 1, 0 or X offers to decide this pair.")
                       : tr("Not decided. You are a viewer: annotators label, adjudicators "
                            "decide."))
                : tr("Decided: %1, by %2")
                      .arg(labelName(decision->second.label),
                           QString::fromStdString(decision->second.by)));
    }
    refreshPosition();
    essential_->setDown(shown == 1);
    nonEssential_->setDown(shown == 0);
    invalid_->setDown(shown == -1);
}

void EsdPanel::refreshPosition()
{
    if (!current_) {
        position_->clear();
        return;
    }
    const auto &snap = session_.snapshot();
    const QString id = QString::fromStdString(snap.pairs[*current_].extId);
    if (session_.mayAnnotate() || session_.annotator().isEmpty()) {
        const EsdSession::Progress mine = session_.myProgress();
        position_->setText(
            session_.coreView()
                ? tr("%1 · you labelled %2 of %3 in Core").arg(id).arg(mine.labelled).arg(mine.of)
            : mine.assigned
                ? tr("%1 · you labelled %2 of %3 assigned pairs")
                      .arg(id)
                      .arg(mine.labelled)
                      .arg(mine.of)
                : tr("%1 · you labelled %2 of %3").arg(id).arg(mine.labelled).arg(mine.of));
    } else {
        position_->setText(
            tr("%1 · %2 of %3 decided").arg(id).arg(snap.decisions.size()).arg(snap.pairs.size()));
    }
}

} // namespace es::widgets
