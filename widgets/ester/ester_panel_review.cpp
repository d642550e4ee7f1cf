#include "widgets/ester/ester_panel.h"

// The review's edits (valid, invalid and why, missing answers), as the Review tab and the
// keys ask for them.

#include "report/ester_reason_titles.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
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
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>
#include <memory>

namespace es::widgets {

namespace ester = metrics::ester;

std::vector<db::EsterAnswer> EsterPanel::reviewedAnswers() const
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        return {};
    }
    const auto &question = session_.snapshot().questions[*q];
    if (!question.author.empty()) {
        if (const auto set = session_.answersOf(*q, question.author)) {
            return set->answers;
        }
    }
    return question.gold;
}

void EsterPanel::updateReview()
{
    review_->showQuestion(question_ ? session_.questionIndex(*question_) : std::nullopt,
                          reviewedAnswers());
}

std::optional<ester::InvalidReason> EsterPanel::shownReason() const
{
    return review_->shownReason();
}

void EsterPanel::updateDigitKeys()
{
    const bool review = tabs_->currentIndex() == kReviewTab;
    for (QAction *a : relationActions_) {
        a->setEnabled(!review);
    }
    for (QAction *a : reasonActions_) {
        a->setEnabled(review);
    }
}

bool EsterPanel::setReview(bool valid)
{
    if (refuseReadOnly()) {
        return false;
    }
    if (!question_) {
        return false;
    }
    // I keeps the reason code an invalid review already has; V drops it.
    std::optional<ester::InvalidReason> code;
    if (const auto q = session_.questionIndex(*question_); q && !valid) {
        if (const auto mine = session_.myReview(*q); mine && !mine->valid) {
            code = mine->reasonCode;
        }
    }
    return review({valid, valid ? std::string() : review_->reasonEdit()->text().trimmed().toStdString(), code},
                  valid ? tr("Mark valid") : tr("Mark invalid"));
}

bool EsterPanel::setInvalidReason(ester::InvalidReason reason)
{
    if (refuseReadOnly()) {
        return false;
    }
    if (!question_) {
        return false;
    }
    return review({false, review_->reasonEdit()->text().trimmed().toStdString(), reason},
                  tr("Mark invalid: %1").arg(report::esterReasonTitle(reason)));
}

bool EsterPanel::review(const db::EsterReviewValue &after, const QString &what)
{
    const std::int64_t id = *question_;
    const auto q = session_.questionIndex(id);
    if (q && session_.myReview(*q) == after) {
        updateReview(); // a reason button clicked again stays checked
        return true;
    }
    std::optional<db::EsterReviewValue> before;
    if (!session_.setReview(id, after, &before)) {
        return false;
    }
    undo_.push(new EditCommand(
        what, [this, id, before] { return session_.setReview(id, before); },
        [this, id, after] { return session_.setReview(id, after); }));
    return true;
}

bool EsterPanel::addMissingAnswer()
{
    if (refuseReadOnly()) {
        return false;
    }
    auto answer = selectedAnswer();
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!answer || !q) {
        return false;
    }
    const std::int64_t id = *question_;
    // The validator's own answer set: the reviewed answers plus what was missing.
    const auto mine = session_.answersOf(*q, session_.annotator().toStdString());
    db::EsterAnswerSet after =
        mine ? *mine
             : db::EsterAnswerSet{session_.snapshot().questions[*q].type, reviewedAnswers()};
    if (std::find(after.answers.begin(), after.answers.end(), *answer) != after.answers.end()) {
        return false;
    }
    after.answers.push_back(std::move(*answer));
    std::optional<db::EsterAnswerSet> before;
    if (!session_.setAnswers(id, after, &before)) {
        return false;
    }
    undo_.push(new EditCommand(
        tr("Add missing answer"), [this, id, before] { return session_.setAnswers(id, before); },
        [this, id, after] { return session_.setAnswers(id, after); }));
    return true;
}

} // namespace es::widgets
