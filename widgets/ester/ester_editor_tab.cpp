#include "widgets/ester/ester_editor_tab.h"

#include "widgets/common/plain_label.h"
#include "widgets/ester/answer_list_model.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/passage_view.h"

#include <QApplication>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace es::widgets {

namespace ester = metrics::ester;

EsterEditorTab::EsterEditorTab(QWidget *parent) : QWidget(parent)
{
    auto *edLayout = new QVBoxLayout(this);
    question_edit_ = new QLineEdit(this);
    question_edit_->setObjectName(QStringLiteral("QuestionEdit"));
    question_edit_->setPlaceholderText(tr("Question about an event of the passage"));
    edLayout->addWidget(question_edit_);
    auto *relRow = new QHBoxLayout;
    relations_ = new QButtonGroup(this);
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        auto *b = new QPushButton(
            QStringLiteral("%1 %2").arg(t + 1).arg(relationTitle(static_cast<ester::Relation>(t))),
            this);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        relations_->addButton(b, int(t));
        relRow->addWidget(b);
    }
    relationKeys_ = plainLabel(QString(), this);
    relationKeys_->setObjectName(QStringLiteral("RelationKeysCue"));
    edLayout->addLayout(relRow);
    edLayout->addWidget(relationKeys_);
    auto *ansRow = new QHBoxLayout;
    answers_ = new QListView(this);
    answers_->setObjectName(QStringLiteral("AnswerList"));
    answers_->setToolTip(tr("Answers in their colours; Delete removes the selected one"));
    answerModel_ = new AnswerListModel(this);
    answers_->setModel(answerModel_);
    auto *ansButtons = new QVBoxLayout;
    auto *addAnswer = new QPushButton(tr("&Add selection as answer"), this);
    addAnswer->setToolTip(tr("Select words in the passage, then A"));
    auto *removeAnswerButton = new QPushButton(tr("Remove answer"), this);
    save_ = new QPushButton(tr("&Save"), this);
    save_->setToolTip(tr("Save the question and its answers (Enter)"));
    ansButtons->addWidget(addAnswer);
    ansButtons->addWidget(removeAnswerButton);
    ansButtons->addStretch();
    ansButtons->addWidget(save_);
    ansRow->addWidget(answers_, 1);
    ansRow->addLayout(ansButtons);
    edLayout->addLayout(ansRow);
    checks_ = plainLabel(QString(), this);
    checks_->setObjectName(QStringLiteral("Checks"));
    edLayout->addWidget(checks_);
    connect(question_edit_, &QLineEdit::textEdited, this, &EsterEditorTab::questionEdited);
    connect(question_edit_, &QLineEdit::returnPressed, this, &EsterEditorTab::saveRequested);
    connect(relations_, &QButtonGroup::idClicked, this,
            [this](int id) { emit relationChosen(static_cast<ester::Relation>(id)); });
    connect(addAnswer, &QPushButton::clicked, this, &EsterEditorTab::addAnswerRequested);
    connect(removeAnswerButton, &QPushButton::clicked, this,
            [this] { emit removeAnswerRequested(currentAnswer()); });
    connect(save_, &QPushButton::clicked, this, &EsterEditorTab::saveRequested);
    // 1-5 in an empty question field choose its relation (N, 3, then type); once the
    // question is being typed they are digits of it. The cue beside the buttons says which.
    question_edit_->installEventFilter(this);
    connect(question_edit_, &QLineEdit::textChanged, this, &EsterEditorTab::updateRelationKeysCue);
    connect(qApp, &QApplication::focusChanged, this, &EsterEditorTab::updateRelationKeysCue);
    updateRelationKeysCue();
}

void EsterEditorTab::showDraft(const db::EsterAnswerSet &draft)
{
    for (auto *b : relations_->buttons()) {
        b->setChecked(draft.type && relations_->id(b) == int(*draft.type));
    }
    std::vector<AnswerItem> items;
    for (std::size_t i = 0; i < draft.answers.size(); ++i) {
        items.push_back({QString::fromStdString(draft.answers[i].text),
                         PassageView::answerColour(i), QColor(Qt::black)});
    }
    answerModel_->setAnswers(std::move(items));
}

void EsterEditorTab::showChecks(const std::vector<QaCheck> &checks, bool saved, bool mayEnable)
{
    QStringList lines;
    for (const auto &c : checks) {
        lines << (c.level == QaCheck::Level::Block ? tr("✗ %1") : tr("⚠ %1")).arg(c.message);
    }
    if (lines.isEmpty()) {
        // Answers saved as they stand say so; only a change waits for Enter.
        lines << (saved ? tr("✓ Saved.") : tr("✓ Ready to save (Enter)."));
    }
    checks_->setText(lines.join(QLatin1Char('\n')));
    checks_->setStyleSheet(blocks(checks) ? QStringLiteral("color: #a01d12;") : QString());
    save_->setEnabled(mayEnable && !blocks(checks));
}

int EsterEditorTab::currentAnswer() const
{
    return answers_->currentIndex().row();
}

bool EsterEditorTab::relationKeysActive() const
{
    return !question_edit_->hasFocus() || question_edit_->text().isEmpty();
}

void EsterEditorTab::updateRelationKeysCue()
{
    if (relationKeysActive()) {
        relationKeys_->setText(tr("Keys 1-5 choose the relation"));
        relationKeys_->setEnabled(true);
    } else {
        relationKeys_->setText(tr("Typing: 1-5 are digits; Esc, then 1-5 choose the relation"));
        relationKeys_->setEnabled(false);
    }
}

bool EsterEditorTab::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == question_edit_ && event->type() == QEvent::ShortcutOverride) {
        const auto *k = static_cast<QKeyEvent *>(event);
        const bool relationKey = k->key() >= Qt::Key_1 &&
                                 k->key() < Qt::Key_1 + int(ester::kRelations) &&
                                 (k->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        if (relationKey && question_edit_->text().isEmpty()) {
            // Unclaimed, the key goes on to the relation shortcut instead of into the text.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace es::widgets
