#include "widgets/ester/ester_panel.h"

#include "report/ester_reason_titles.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_comparison_tab.h"
#include "widgets/ester/ester_editor_tab.h"
#include "widgets/ester/ester_navigator_model.h"
#include "widgets/ester/ester_review_tab.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/qa_checks.h"
#include "widgets/ester/writer_figures.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QListView>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>
#include <memory>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

// Where a model's answer (text only) sits in the passage: the first case-insensitive match.
std::optional<db::EsterSpan> locate(const PassageView &view, const QString &passage, const QString &answer)
{
    const auto at = passage.indexOf(answer, 0, Qt::CaseInsensitive);
    if (answer.isEmpty() || at < 0) {
        return std::nullopt;
    }
    return db::EsterSpan{view.toCodePoint(static_cast<int>(at)), view.toCodePoint(static_cast<int>(at + answer.size()))};
}

} // namespace

QString relationTitle(ester::Relation type)
{
    switch (type) {
    case ester::Relation::Causal:
        return EsterPanel::tr("Causal");
    case ester::Relation::Conditional:
        return EsterPanel::tr("Conditional");
    case ester::Relation::Counterfactual:
        return EsterPanel::tr("Counterfactual");
    case ester::Relation::SubEvent:
        return EsterPanel::tr("Sub-event");
    case ester::Relation::Coreference:
        return EsterPanel::tr("Coreference");
    }
    return {};
}

EsterPanel::EsterPanel(EsterSession &session, QUndoStack &undo, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo)
{
    setObjectName(QStringLiteral("EsterPanel"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(split);

    buildNavigator(split);
    buildCentre(split);
    buildTabs();
    connectNavigator();
    addKeys();

    connect(&session_, &EsterSession::followed, this,
            [this](const ester::Change &change) { followed_ = change; });
    connect(&session_, &EsterSession::changed, this, [this] {
        // An undo or another person's change shows at once, unless it would throw
        // away edits in progress.
        if (!dirty_ && !draftIsNew_) {
            loadDraft();
        }
        // A writer whose last question went leaves the writer list, and the filter then
        // falls back to every writer: every row may change.
        const QString writer = writerFilter_;
        updateWriterControls();
        const auto change = std::exchange(followed_, std::nullopt);
        if (change && writerFilter_ == writer) {
            followInNavigator(*change);
        } else {
            rebuildNavigator();
        }
        refresh();
    });
    updateWriterControls();
    rebuildNavigator();
    if (!session_.snapshot().questions.empty()) {
        showQuestion(session_.snapshot().questions.front().id);
    }
}

std::function<bool(std::uint32_t)> EsterPanel::listFilter() const
{
    return [this, needle = search_->text().trimmed(),
            me = session_.annotator().toStdString()](std::uint32_t q) {
        const auto &snap = session_.snapshot();
        const auto &question = snap.questions[q];
        if (typeFilter_ && question.type != *typeFilter_) {
            return false;
        }
        switch (filter_) {
        case Filter::All:
            break;
        case Filter::MineUnanswered: {
            const auto *mine = snap.person(me);
            if (mine && mine->find(q) >= 0) {
                return false;
            }
            break;
        }
        case Filter::WithGold:
            if (!question.hasGold) {
                return false;
            }
            break;
        case Filter::ModelMisses: {
            bool missed = false;
            const auto &stats = session_.analysis().stats;
            for (const auto &ev : stats.evaluations) {
                const auto &rater = snap.raters[ev.rater];
                if (!rater.model || (!modelFilter_.isEmpty() && text(rater.name) != modelFilter_)) {
                    continue;
                }
                const auto it = std::lower_bound(ev.questions.begin(), ev.questions.end(), q);
                if (it != ev.questions.end() && *it == q &&
                    ev.scores[static_cast<std::size_t>(it - ev.questions.begin())].em == 0) {
                    missed = true;
                }
            }
            if (!missed) {
                return false;
            }
            break;
        }
        case Filter::Writer:
            if (writerFilter_.isEmpty() ? question.writer().empty()
                                        : text(question.writer()) != writerFilter_) {
                return false;
            }
            break;
        case Filter::ReviewSample:
            if (q >= sampled_.size() || !sampled_[q]) {
                return false;
            }
            break;
        }
        return needle.isEmpty() || text(question.question).contains(needle, Qt::CaseInsensitive) ||
               text(snap.passages[question.passage].text).contains(needle, Qt::CaseInsensitive);
    };
}

void EsterPanel::setFilter(Filter filter, std::optional<ester::Relation> type, const QString &model)
{
    modelFilter_ = model;
    const QSignalBlocker a(filterBox_);
    const QSignalBlocker b(typeBox_);
    filter_ = filter;
    typeFilter_ = type;
    filterBox_->setCurrentIndex(filterBox_->findData(int(filter)));
    typeBox_->setCurrentIndex(typeBox_->findData(type ? int(*type) : -1));
    rebuildNavigator();
}

void EsterPanel::showWriter(const QString &writer)
{
    const QSignalBlocker a(filterBox_);
    filter_ = Filter::Writer;
    filterBox_->setCurrentIndex(filterBox_->findData(int(Filter::Writer)));
    {
        const QSignalBlocker b(writerBox_);
        writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(writer)));
        writerFilter_ = writerBox_->currentData().toString();
    }
    rebuildNavigator();
    nextQuestion(false);
}

void EsterPanel::setReviewSample(int perWriter, quint64 seed, const QString &writer)
{
    {
        const QSignalBlocker a(filterBox_);
        const QSignalBlocker b(writerBox_);
        const QSignalBlocker c(sampleSize_);
        const QSignalBlocker d(sampleSeed_);
        filter_ = Filter::ReviewSample;
        filterBox_->setCurrentIndex(filterBox_->findData(int(Filter::ReviewSample)));
        writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(writer)));
        writerFilter_ = writerBox_->currentData().toString();
        sampleSize_->setValue(perWriter);
        sampleSeed_->setValue(static_cast<int>(seed));
    }
    rebuildNavigator();
}

std::vector<std::int64_t> EsterPanel::listedQuestions() const
{
    std::vector<std::int64_t> out;
    for (const std::uint32_t q : list_->listed()) {
        out.push_back(session_.snapshot().questions[q].id);
    }
    return out;
}

void EsterPanel::updateWriterControls()
{
    const QSignalBlocker block(writerBox_);
    const QString current = writerFilter_;
    writerBox_->clear();
    writerBox_->addItem(tr("Every writer"), QString());
    for (const auto &w : session_.analysis().validation.writers) {
        const QString name = text(w.writer);
        writerBox_->addItem(tr("%1 (%2)").arg(name).arg(w.questions.size()), name);
    }
    writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(current)));
    writerFilter_ = writerBox_->currentData().toString();
}

void EsterPanel::drawSample()
{
    const auto &snap = session_.snapshot();
    sampled_.assign(snap.questions.size(), false);
    const auto perWriter = static_cast<std::size_t>(sampleSize_->value());
    const auto seed = static_cast<std::uint64_t>(sampleSeed_->value());
    std::size_t writers = 0, drawn = 0, reviewed = 0;
    for (const auto &w : session_.analysis().validation.writers) {
        if (!writerFilter_.isEmpty() && text(w.writer) != writerFilter_) {
            continue;
        }
        ++writers;
        for (const std::uint32_t q : ester::writerSample(w.questions, perWriter, seed, w.writer)) {
            sampled_[q] = true;
            ++drawn;
            reviewed += session_.myReview(q) ? 1 : 0;
        }
    }
    sampleInfo_->setText(
        tr("%n question(s) to review", nullptr, static_cast<int>(drawn)) + QStringLiteral(" · ") +
        tr("%n writer(s)", nullptr, static_cast<int>(writers)) + QStringLiteral(" · ") +
        tr("%n reviewed by you", nullptr, static_cast<int>(reviewed)));
}

void EsterPanel::rebuildNavigator()
{
    const bool byWriter = filter_ == Filter::Writer || filter_ == Filter::ReviewSample;
    writerRow_->setVisible(byWriter);
    sampleRow_->setVisible(filter_ == Filter::ReviewSample);
    if (filter_ == Filter::ReviewSample) {
        drawSample();
    }
    {
        const QScopedValueRollback quiet(selecting_, true);
        list_->rebuild(listFilter());
        tree_->expandAll();
    }
    selectInNavigator();
    if (tree_->currentIndex().isValid()) {
        tree_->scrollTo(tree_->currentIndex());
    }
}

void EsterPanel::followInNavigator(const ester::Change &change)
{
    if (filter_ == Filter::ReviewSample) {
        // The sample is drawn from every writer's questions: an edit can change it anywhere.
        rebuildNavigator();
        return;
    }
    {
        const QScopedValueRollback quiet(selecting_, true);
        list_->follow(change, listFilter());
    }
    selectInNavigator();
}

bool EsterPanel::mayLeaveDraft()
{
    const bool unsaved =
        dirty_ || (draftIsNew_ && (!editor_->questionEdit()->text().trimmed().isEmpty() ||
                                   !draft_.answers.empty()));
    if (!unsaved || !readOnly_.isEmpty()) {
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Unsaved answers"),
                    draftIsNew_ ? tr("The new question and its answers are not saved.")
                                : tr("Your changes to this question's answers are not saved."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        if (save(false)) {
            return true;
        }
        break;
    case QMessageBox::Discard:
        dirty_ = false;
        return true;
    default:
        break;
    }
    selectInNavigator(); // the list shows the question that stays
    return false;
}

void EsterPanel::showPassage(std::uint32_t passage)
{
    if (passage >= session_.snapshot().passages.size()) {
        return;
    }
    if ((question_ || passage_ != passage) && !mayLeaveDraft()) {
        return;
    }
    passage_ = passage;
    question_.reset();
    draft_ = {};
    draftIsNew_ = true;
    dirty_ = false;
    editor_->questionEdit()->clear();
    passage_view_->setPassage(text(session_.snapshot().passages[passage].text));
    refresh();
    selectInNavigator();
    emit currentQuestionChanged();
}

void EsterPanel::showQuestion(std::int64_t id)
{
    const auto q = session_.questionIndex(id);
    if (!q) {
        return;
    }
    if (question_ != id && !mayLeaveDraft()) {
        return;
    }
    const auto &question = session_.snapshot().questions[*q];
    if (!passage_ || *passage_ != question.passage) {
        passage_ = question.passage;
        passage_view_->setPassage(text(session_.snapshot().passages[question.passage].text));
    }
    question_ = id;
    draftIsNew_ = false;
    loadDraft();
    editor_->questionEdit()->setText(text(question.question));
    refresh();
    selectInNavigator();
    emit currentQuestionChanged();
}

void EsterPanel::selectInNavigator()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    const QModelIndex at = q                        ? list_->indexOfQuestion(*q)
                           : !question_ && passage_ ? list_->indexOfPassage(*passage_)
                                                    : QModelIndex();
    if (at == tree_->currentIndex()) {
        return;
    }
    const QScopedValueRollback quiet(selecting_, true);
    if (at.isValid()) {
        tree_->setCurrentIndex(at);
    } else {
        tree_->selectionModel()->clear();
    }
}

void EsterPanel::loadDraft()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        draft_ = {};
        return;
    }
    const auto mine = session_.answersOf(*q, session_.annotator().toStdString());
    // Answering someone else's question starts from its relation, with no answers.
    draft_ = mine ? *mine : db::EsterAnswerSet{session_.snapshot().questions[*q].type, {}};
    dirty_ = false;
}

bool EsterPanel::relationKeysActive() const
{
    return editor_->relationKeysActive();
}

QLineEdit *EsterPanel::questionEdit() const
{
    return editor_->questionEdit();
}

QListView *EsterPanel::answerList() const
{
    return editor_->answerList();
}

QLabel *EsterPanel::checksLabel() const
{
    return editor_->checksLabel();
}

QPushButton *EsterPanel::saveButton() const
{
    return editor_->saveButton();
}

QTableView *EsterPanel::comparison() const
{
    return compare_->view();
}

QLineEdit *EsterPanel::reviewReason() const
{
    return review_->reasonEdit();
}

void EsterPanel::setReadOnly(const QString &why)
{
    readOnly_ = why;
    readOnlyNotice_->setText(why);
    readOnlyNotice_->setVisible(!why.isEmpty());
    // The editor and the review are an annotator's; Compare stays for everyone.
    tabs_->widget(0)->setEnabled(why.isEmpty());
    tabs_->widget(1)->setEnabled(why.isEmpty());
    triggerMode_->setEnabled(why.isEmpty());
    // Nothing offers what the person may not do: no new question, no cue of the keys.
    newButton_->setEnabled(why.isEmpty());
    editor_->relationKeysCue()->setVisible(why.isEmpty());
    if (!why.isEmpty() && tabs_->currentIndex() < 2) {
        tabs_->setCurrentIndex(2);
    }
}

bool EsterPanel::refuseReadOnly() const
{
    if (readOnly_.isEmpty()) {
        return false;
    }
    readOnlyNotice_->show();
    return true;
}

void EsterPanel::newQuestion()
{
    if (refuseReadOnly()) {
        return;
    }
    if (!passage_) {
        return;
    }
    showPassage(*passage_);
    tabs_->setCurrentIndex(0);
    editor_->questionEdit()->setFocus();
}

void EsterPanel::refresh()
{
    if (!passage_ || *passage_ >= session_.snapshot().passages.size()) {
        passageInfo_->setText(session_.snapshot().passages.empty() ? tr("No ESTER passages in this project yet.")
                                                                   : tr("Choose a passage or question."));
        return;
    }
    const auto &snap = session_.snapshot();
    passage_view_->setTriggers(session_.myTriggers(*passage_));
    const auto &passage = snap.passages[*passage_];
    passageInfo_->setText(tr("Passage %1 of %2 · %n question(s)", nullptr, static_cast<int>(passage.questions.size()))
                              .arg(*passage_ + 1)
                              .arg(snap.passages.size()) +
                          (session_.hasOwnTriggers(*passage_) ? tr(" · your triggers") : tr(" · released triggers")));
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    questionTitle_->setText(q ? tr("Q: %1 (%2)").arg(text(snap.questions[*q].question), relationTitle(snap.questions[*q].type))
                              : tr("New question about this passage"));
    updateEditor();
    updateReview();
    updateComparison();
    if (tabs_->currentIndex() == 0) {
        drawAnswers(draft_.answers);
    } else if (tabs_->currentIndex() == 1) {
        drawAnswers(reviewedAnswers());
    }
}

void EsterPanel::drawAnswers(const std::vector<db::EsterAnswer> &answers)
{
    std::vector<PassageView::Highlight> h;
    const QString passage = passage_view_->toPlainText();
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const auto span = answers[i].span ? answers[i].span : locate(*passage_view_, passage, text(answers[i].text));
        if (span) {
            h.push_back({*span, PassageView::answerColour(i)});
        }
    }
    passage_view_->setHighlights(h);
}

void EsterPanel::updateEditor()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    const bool mayEditText = draftIsNew_ || (q && session_.snapshot().questions[*q].author == session_.annotator().toStdString());
    editor_->questionEdit()->setReadOnly(!mayEditText);
    editor_->showDraft(draft_);
    updateChecks();
}

std::vector<std::pair<int, int>> EsterPanel::triggersUtf16() const
{
    std::vector<std::pair<int, int>> out;
    if (passage_) {
        for (const auto &t : session_.myTriggers(*passage_)) {
            out.push_back(passage_view_->toUtf16(t));
        }
    }
    return out;
}

void EsterPanel::updateChecks()
{
    QaDraft d;
    d.passage = passage_view_->toPlainText();
    d.question = editor_->questionEdit()->text();
    d.type = draft_.type;
    for (const auto &a : draft_.answers) {
        if (a.span) {
            d.answers.push_back(passage_view_->toUtf16(*a.span));
        }
    }
    d.triggers = triggersUtf16();
    editor_->showChecks(checkDraft(d), !dirty_ && !draftIsNew_ && question_.has_value(),
                        passage_.has_value());
}

void EsterPanel::setRelation(ester::Relation type)
{
    if (refuseReadOnly()) {
        return;
    }
    draft_.type = type;
    dirty_ = true;
    updateEditor();
}

std::optional<db::EsterAnswer> EsterPanel::selectedAnswer() const
{
    const auto span = passage_view_->selectedSpan();
    if (!span) {
        return std::nullopt;
    }
    return db::EsterAnswer{passage_view_->textOf(*span).toStdString(), *span};
}

bool EsterPanel::addSelectionAsAnswer()
{
    if (refuseReadOnly()) {
        return false;
    }
    auto answer = selectedAnswer();
    if (!answer || !passage_) {
        return false;
    }
    if (std::find(draft_.answers.begin(), draft_.answers.end(), *answer) == draft_.answers.end()) {
        draft_.answers.push_back(std::move(*answer));
        dirty_ = true;
    }
    updateEditor();
    drawAnswers(draft_.answers);
    return true;
}

void EsterPanel::removeAnswer(int index)
{
    if (index < 0 || index >= static_cast<int>(draft_.answers.size())) {
        return;
    }
    draft_.answers.erase(draft_.answers.begin() + index);
    dirty_ = true;
    updateEditor();
    drawAnswers(draft_.answers);
}

bool EsterPanel::save(bool thenNext)
{
    if (refuseReadOnly()) {
        return false;
    }
    updateChecks();
    if (!editor_->saveButton()->isEnabled() || !passage_) {
        return false;
    }
    const QString questionText = editor_->questionEdit()->text().trimmed();
    const auto &snap = session_.snapshot();
    if (draftIsNew_) {
        // The question's event: the first trigger it names.
        QString event;
        const QString lowered = questionText.toLower();
        for (const auto &t : session_.myTriggers(*passage_)) {
            const QString word = passage_view_->textOf(t);
            if (lowered.contains(word.toLower())) {
                event = word;
                break;
            }
        }
        const std::int64_t passageId = snap.passages[*passage_].id;
        const db::EsterAnswerSet set = draft_;
        dirty_ = false;
        const auto id = session_.addQuestion(passageId, questionText, event, set);
        if (!id) {
            dirty_ = true;
            return false;
        }
        auto current = std::make_shared<std::int64_t>(*id);
        undo_.push(new EditCommand(
            tr("Add question \"%1\"").arg(questionText),
            [this, current] { return session_.removeQuestion(*current); },
            [this, current, passageId, questionText, event, set] {
                const auto again = session_.addQuestion(passageId, questionText, event, set);
                if (again) {
                    *current = *again;
                }
                return again.has_value();
            }));
        draftIsNew_ = false; // saved: nothing is left to ask about
        if (thenNext) {
            showQuestion(*id);
        } else {
            question_ = *id;
        }
        return true;
    }
    const std::int64_t id = *question_;
    const auto q = session_.questionIndex(id);
    undo_.beginMacro(tr("Answer \"%1\"").arg(questionText));
    if (q && !editor_->questionEdit()->isReadOnly() && text(snap.questions[*q].question) != questionText) {
        QString old;
        if (session_.setQuestionText(id, questionText, &old)) {
            undo_.push(new EditCommand(
                tr("Edit question"), [this, id, old] { return session_.setQuestionText(id, old); },
                [this, id, questionText] { return session_.setQuestionText(id, questionText); }));
        }
    }
    std::optional<db::EsterAnswerSet> before;
    const db::EsterAnswerSet after = draft_;
    dirty_ = false;
    const bool ok = session_.setAnswers(id, after, &before);
    dirty_ = !ok;
    if (ok) {
        undo_.push(new EditCommand(
            tr("Save answers"), [this, id, before] { return session_.setAnswers(id, before); },
            [this, id, after] { return session_.setAnswers(id, after); }));
    }
    undo_.endMacro();
    if (ok && thenNext) {
        nextQuestion(false);
    }
    return ok;
}

void EsterPanel::setTriggerMode(bool on)
{
    const QSignalBlocker block(triggerMode_);
    triggerMode_->setChecked(on);
    passage_view_->setTriggerMode(on);
}

void EsterPanel::toggleTrigger(const db::EsterSpan &span)
{
    if (refuseReadOnly()) {
        return;
    }
    if (!passage_) {
        return;
    }
    std::vector<db::EsterSpan> spans = session_.myTriggers(*passage_);
    const auto overlaps = [&](const db::EsterSpan &t) { return t.start < span.end && span.start < t.end; };
    if (std::any_of(spans.begin(), spans.end(), overlaps)) {
        std::erase_if(spans, overlaps);
    } else {
        spans.push_back(span);
        std::sort(spans.begin(), spans.end());
    }
    const std::int64_t passageId = session_.snapshot().passages[*passage_].id;
    std::optional<std::vector<db::EsterSpan>> before;
    if (session_.setTriggers(passageId, spans, &before)) {
        undo_.push(new EditCommand(
            tr("Change triggers"), [this, passageId, before] { return session_.setTriggers(passageId, before); },
            [this, passageId, spans] { return session_.setTriggers(passageId, spans); }));
    }
}

void EsterPanel::setBlind(bool blind)
{
    blind_ = blind;
    updateComparison();
}

void EsterPanel::updateComparison()
{
    compare_->showQuestion(question_ ? session_.questionIndex(*question_) : std::nullopt, blind_);
}

void EsterPanel::nextQuestion(bool backwards)
{
    const auto from = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (const auto next = list_->neighbour(from, backwards)) {
        showQuestion(session_.snapshot().questions[*next].id);
    }
}

void EsterPanel::focusSearch()
{
    search_->setFocus(Qt::ShortcutFocusReason);
    search_->selectAll();
}

} // namespace es::widgets
