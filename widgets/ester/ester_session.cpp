#include "widgets/ester/ester_session.h"

#include "db/engine/sqlite.h"
#include "db/review/blind_view.h"
#include "widgets/common/store_write.h"

namespace es::widgets {

EsterSession::EsterSession(db::Project &project, QObject *parent)
    : QObject(parent), project_(project), store_(project)
{
    reload();
}

void EsterSession::setAnnotator(const QString &name, bool blind)
{
    const QString view = blind ? name : QString();
    if (name == annotator_ && view == viewOf_) {
        return;
    }
    annotator_ = name;
    if (view != viewOf_) {
        viewOf_ = view;
        load(); // announced once, below
    }
    emit annotatorChanged(name);
    emit changed();
}

void EsterSession::load()
{
    snapshot_ = db::asSeenBy(store_.load(), viewOf_.toStdString());
    analysis_ = db::analyseEster(snapshot_);
}

void EsterSession::reload()
{
    load();
    emit changed();
}

std::optional<std::uint32_t> EsterSession::questionIndex(std::int64_t id) const
{
    const auto it = snapshot_.questionIndex.find(id);
    return it == snapshot_.questionIndex.end() ? std::nullopt : std::optional(it->second);
}

std::optional<db::EsterAnswerSet> EsterSession::answersOf(std::uint32_t question, const std::string &person) const
{
    const auto *rater = snapshot_.person(person);
    if (!rater) {
        return std::nullopt;
    }
    const auto i = rater->find(question);
    if (i < 0) {
        return std::nullopt;
    }
    return db::EsterAnswerSet{rater->types[static_cast<std::size_t>(i)], rater->answers[static_cast<std::size_t>(i)]};
}

std::vector<db::EsterSpan> EsterSession::myTriggers(std::uint32_t passage) const
{
    return snapshot_.triggersFor(passage, annotator_.toStdString());
}

bool EsterSession::hasOwnTriggers(std::uint32_t passage) const
{
    return snapshot_.triggers.contains({passage, annotator_.toStdString()});
}

std::optional<db::EsterReviewValue> EsterSession::myReview(std::uint32_t question) const
{
    const auto [begin, end] = snapshot_.reviews.equal_range(question);
    for (auto it = begin; it != end; ++it) {
        if (it->second.person == annotator_.toStdString()) {
            return db::EsterReviewValue{it->second.valid, it->second.reason, it->second.reasonCode};
        }
    }
    return std::nullopt;
}

template <typename F> bool EsterSession::write(F &&f)
{
    if (const auto error = StoreWrite::run(annotator_, std::forward<F>(f))) {
        emit failed(*error);
        return false;
    }
    reload();
    return true;
}

bool EsterSession::adjudicate(std::int64_t question,
                              const std::optional<db::EsterAdjudication> &decision,
                              std::optional<db::EsterAdjudication> *replaced,
                              const db::ExpectedDecision *expected,
                              std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(decisionStamp(question));
    bool conflict = false;
    const bool ok = write([&] {
        try {
            auto old =
                store_.adjudicate(question, annotator_.toStdString(), decision, seen, inForce);
            if (replaced) {
                *replaced = std::move(old);
            }
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    if (conflict) {
        reload(); // shows the decision that stands
    }
    return ok;
}

std::optional<db::DecisionStamp> EsterSession::decisionStamp(std::int64_t question) const
{
    for (const auto &q : snapshot_.questions) {
        if (q.id == question) {
            return q.decision ? std::optional(db::DecisionStamp{q.decision->by, q.decision->at})
                              : std::nullopt;
        }
    }
    return std::nullopt;
}

bool EsterSession::setAnswers(std::int64_t question, const std::optional<db::EsterAnswerSet> &answers,
                              std::optional<db::EsterAnswerSet> *replaced)
{
    return write([&] {
        auto old = store_.setAnswers(question, annotator_.toStdString(), answers);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

std::optional<std::int64_t> EsterSession::addQuestion(std::int64_t passageId, const QString &question,
                                                      const QString &event, const db::EsterAnswerSet &answers)
{
    std::int64_t id = 0;
    const bool ok = write([&] {
        id = store_.addQuestion(passageId, annotator_.toStdString(), question.toStdString(), event.toStdString(),
                                answers);
    });
    return ok ? std::optional(id) : std::nullopt;
}

bool EsterSession::removeQuestion(std::int64_t question)
{
    return write([&] { store_.removeQuestion(question, annotator_.toStdString()); });
}

bool EsterSession::setQuestionText(std::int64_t question, const QString &text, QString *old)
{
    return write([&] {
        const auto index = questionIndex(question);
        const std::string event = index ? snapshot_.questions[*index].questionEvent : std::string();
        const auto before = store_.setQuestionText(question, annotator_.toStdString(), {text.toStdString(), event});
        if (old) {
            *old = QString::fromStdString(before.question);
        }
    });
}

bool EsterSession::setTriggers(std::int64_t passageId, const std::optional<std::vector<db::EsterSpan>> &spans,
                               std::optional<std::vector<db::EsterSpan>> *replaced)
{
    return write([&] {
        auto old = store_.setTriggers(passageId, annotator_.toStdString(), spans);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

bool EsterSession::setReview(std::int64_t question, const std::optional<db::EsterReviewValue> &review,
                             std::optional<db::EsterReviewValue> *replaced)
{
    return write([&] {
        auto old = store_.setReview(question, annotator_.toStdString(), review);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

} // namespace es::widgets
