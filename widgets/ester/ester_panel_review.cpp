#include "widgets/ester/ester_panel.h"

// The review tab (valid, invalid and why, missing answers) and the comparison of every
// rater's answers to a question.

#include "report/ester_reason_titles.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_navigator_model.h"
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
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
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
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        reviewed_->setText(tr("Choose a question to review."));
        reviewState_->clear();
        return;
    }
    const auto &question = session_.snapshot().questions[*q];
    QStringList answers;
    for (const auto &a : reviewedAnswers()) {
        answers << QStringLiteral("• ") + QString::fromStdString(a.text);
    }
    reviewed_->setText(
        tr("%1\nRelation: %2\nAnswers by %3:\n%4")
            .arg(QString::fromStdString(question.question), relationTitle(question.type),
                 question.author.empty() ? tr("gold") : QString::fromStdString(question.author),
                 answers.isEmpty() ? tr("(none)") : answers.join(QLatin1Char('\n'))));
    const auto mine = session_.myReview(*q);
    QString state = tr("Not reviewed by you yet.");
    if (mine && mine->valid) {
        state = tr("You marked it valid.");
    } else if (mine) {
        QStringList why;
        if (mine->reasonCode) {
            why << report::esterReasonTitle(*mine->reasonCode);
        }
        if (!mine->reason.empty()) {
            why << QString::fromStdString(mine->reason);
        }
        state = why.isEmpty()
                    ? tr("You marked it invalid.")
                    : tr("You marked it invalid: %1").arg(why.join(QStringLiteral(" · ")));
    }
    reviewState_->setText(state);
    for (QAbstractButton *b : reasonButtons_->buttons()) {
        b->setChecked(mine && !mine->valid && mine->reasonCode &&
                      reasonButtons_->id(b) == int(*mine->reasonCode));
    }
}

std::optional<ester::InvalidReason> EsterPanel::shownReason() const
{
    for (QAbstractButton *b : reasonButtons_->buttons()) {
        if (b->isChecked()) {
            return static_cast<ester::InvalidReason>(reasonButtons_->id(b));
        }
    }
    return std::nullopt;
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
    return review({valid, valid ? std::string() : reason_->text().trimmed().toStdString(), code},
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
    return review({false, reason_->text().trimmed().toStdString(), reason},
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

void EsterPanel::updateComparison()
{
    const QSignalBlocker block(compare_);
    compare_->setRowCount(0);
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &question = snap.questions[*q];
    std::vector<std::string> gold;
    for (const auto &g : question.gold) {
        gold.push_back(g.text);
    }
    auto addRow = [&](const QString &name, int rater, const QString &type,
                      const std::vector<db::EsterAnswer> &answers, bool scored) {
        const int row = compare_->rowCount();
        compare_->insertRow(row);
        auto *nameItem = new QTableWidgetItem(name);
        nameItem->setData(Qt::UserRole, rater);
        compare_->setItem(row, 0, nameItem);
        compare_->setItem(row, 1, new QTableWidgetItem(type));
        QStringList texts;
        std::vector<std::string> plain;
        for (const auto &a : answers) {
            texts << QString::fromStdString(a.text);
            plain.push_back(a.text);
        }
        compare_->setItem(row, 2, new QTableWidgetItem(texts.join(QStringLiteral(" | "))));
        if (scored && question.hasGold) {
            const auto s = ester::scoreQuestion(plain, gold, question.events);
            compare_->setItem(row, 3, new QTableWidgetItem(figureText(s.tokenF1)));
            compare_->setItem(row, 4, new QTableWidgetItem(figureText(s.hit1)));
            compare_->setItem(row, 5, new QTableWidgetItem(figureText(s.em)));
        }
    };
    if (question.hasGold && !blind_) {
        addRow(tr("gold"), -1, relationTitle(question.type), question.gold, false);
    }
    for (std::size_t r = 0; r < snap.raters.size(); ++r) {
        const auto &rater = snap.raters[r];
        const auto i = rater.find(*q);
        if (i < 0 || (blind_ && !rater.model && rater.name != session_.annotator().toStdString())) {
            continue;
        }
        const auto &type = rater.types[static_cast<std::size_t>(i)];
        addRow(rater.model ? tr("%1 (model, %2)")
                                 .arg(QString::fromStdString(rater.name),
                                      QString::fromStdString(rater.split))
                           : QString::fromStdString(rater.name),
               int(r), type ? relationTitle(*type) : QString(),
               rater.answers[static_cast<std::size_t>(i)], true);
    }
    compare_->resizeColumnsToContents();
    compare_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
}

} // namespace es::widgets
