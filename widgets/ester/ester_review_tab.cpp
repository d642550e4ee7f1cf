#include "widgets/ester/ester_review_tab.h"

#include "report/ester_reason_titles.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace es::widgets {

namespace ester = metrics::ester;

EsterReviewTab::EsterReviewTab(EsterSession &session, QWidget *parent)
    : QWidget(parent), session_(session)
{
    auto *rvLayout = new QVBoxLayout(this);
    reviewed_ = plainLabel(QString(), this);
    reviewState_ = plainLabel(QString(), this);
    reason_ = new QLineEdit(this);
    reason_->setPlaceholderText(tr("Reason (for an invalid question)"));
    auto *rvButtons = new QHBoxLayout;
    auto *valid = new QPushButton(tr("&Valid (V)"), this);
    auto *invalid = new QPushButton(tr("&Invalid (I)"), this);
    auto *missing = new QPushButton(tr("Add selection as &missing answer (M)"), this);
    rvButtons->addWidget(valid);
    rvButtons->addWidget(invalid);
    rvButtons->addWidget(missing);
    rvButtons->addStretch();
    // The fixed reasons of an invalid question, what the ESTER validation checked: a key
    // each on this tab, beside the reason in the reviewer's own words.
    auto *reasonGrid = new QGridLayout;
    reasonButtons_ = new QButtonGroup(this);
    reasonButtons_->setExclusive(false); // none is chosen while the review is valid
    for (std::size_t r = 0; r < ester::kInvalidReasons; ++r) {
        const auto reason = static_cast<ester::InvalidReason>(r);
        auto *b = new QPushButton(
            QStringLiteral("%1 %2").arg(r + 1).arg(report::esterReasonTitle(reason)), this);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolTip(
            tr("Invalid: %1 (%2 on this tab)").arg(report::esterReasonTitle(reason)).arg(r + 1));
        reasonButtons_->addButton(b, int(r));
        reasonGrid->addWidget(b, int(r / 4), int(r % 4));
    }
    auto *reasonCue = plainLabel(tr("Invalid because (keys 1-7 on this tab):"), this);
    rvLayout->addWidget(reviewed_);
    rvLayout->addWidget(reason_);
    rvLayout->addLayout(rvButtons);
    rvLayout->addWidget(reasonCue);
    rvLayout->addLayout(reasonGrid);
    rvLayout->addWidget(reviewState_);
    rvLayout->addStretch();
    connect(reasonButtons_, &QButtonGroup::idClicked, this,
            [this](int id) { emit reasonChosen(static_cast<ester::InvalidReason>(id)); });
    connect(valid, &QPushButton::clicked, this, [this] { emit verdictChosen(true); });
    connect(invalid, &QPushButton::clicked, this, [this] { emit verdictChosen(false); });
    connect(missing, &QPushButton::clicked, this, &EsterReviewTab::missingAnswerRequested);
}

void EsterReviewTab::showQuestion(std::optional<std::uint32_t> q,
                                  const std::vector<db::EsterAnswer> &reviewed)
{
    if (!q) {
        reviewed_->setText(tr("Choose a question to review."));
        reviewState_->clear();
        return;
    }
    const auto &question = session_.snapshot().questions[*q];
    QStringList answers;
    for (const auto &a : reviewed) {
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

std::optional<ester::InvalidReason> EsterReviewTab::shownReason() const
{
    for (QAbstractButton *b : reasonButtons_->buttons()) {
        if (b->isChecked()) {
            return static_cast<ester::InvalidReason>(reasonButtons_->id(b));
        }
    }
    return std::nullopt;
}

} // namespace es::widgets
