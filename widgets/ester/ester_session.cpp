#include "widgets/ester/ester_session.h"

#include "db/review/blind_view.h"
#include "widgets/common/store_write.h"

namespace es::widgets {

EsterSession::EsterSession(db::Project &project, Load when, QObject *parent)
    : AnalysedSession(parent), project_(project), store_(project)
{
    if (when == Load::Now) {
        reload();
    }
}

void EsterSession::load()
{
    snapshot_ = db::asSeenBy(store_.load(), viewOf_.toStdString());
    analysis_ = db::analyseEster(snapshot_, cache_);
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

namespace {

metrics::ester::Change touching(std::uint32_t q)
{
    metrics::ester::Change change;
    change.touched = {q};
    return change;
}

} // namespace

void EsterSession::edited(const metrics::ester::Change &change, bool writersOrReviews)
{
    db::reanalyseEster(analysis_, snapshot_, cache_, change, writersOrReviews);
    emit followed(change);
    emit changed();
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
    std::optional<db::DecisionStamp> stamp;
    const bool ok = write([&] {
        try {
            auto old =
                store_.adjudicate(question, annotator_.toStdString(), decision, seen, &stamp);
            if (replaced) {
                *replaced = std::move(old);
            }
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    if (inForce) {
        *inForce = stamp;
    }
    const auto q = questionIndex(question);
    if (!ok || !q || blindView() || (decision && !stamp)) {
        if (conflict || ok) {
            reload(); // shows the decision that stands
        }
        return ok;
    }
    if (decision) {
        snapshot_.setDecision(
            *q, db::EsterSnapshot::Question::Decision{stamp->by, decision->note, stamp->at},
            decision->type, decision->answers);
    } else {
        snapshot_.setDecision(*q, std::nullopt);
    }
    edited(touching(*q), false);
    return true;
}

std::optional<db::DecisionStamp> EsterSession::decisionStamp(std::int64_t question) const
{
    const auto q = questionIndex(question);
    if (!q || !snapshot_.questions[*q].decision) {
        return std::nullopt;
    }
    const auto &decision = *snapshot_.questions[*q].decision;
    return db::DecisionStamp{decision.by, decision.at};
}

std::int64_t EsterSession::newRaterId()
{
    // Asked only of a person's first answers: the store has just made them a person.
    if (snapshot_.person(annotator_.toStdString())) {
        return 0;
    }
    try {
        return project_.findPerson(annotator_.toStdString()).value_or(0);
    } catch (const std::exception &) {
        return 0; // the snapshot is loaded again instead
    }
}

bool EsterSession::setAnswers(std::int64_t question, const std::optional<db::EsterAnswerSet> &answers,
                              std::optional<db::EsterAnswerSet> *replaced)
{
    const bool ok = write([&] {
        auto old = store_.setAnswers(question, annotator_.toStdString(), answers);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
    if (ok) {
        const auto q = questionIndex(question);
        if (q && snapshot_.setAnswers(*q, annotator_.toStdString(), answers,
                                      answers ? newRaterId() : 0)) {
            edited(touching(*q), false);
        } else {
            reload();
        }
    }
    return ok;
}

std::optional<std::int64_t> EsterSession::addQuestion(std::int64_t passageId, const QString &question,
                                                      const QString &event, const db::EsterAnswerSet &answers)
{
    std::int64_t id = 0;
    int occurrence = 0;
    const bool ok = write([&] {
        id = store_.addQuestion(passageId, annotator_.toStdString(), question.toStdString(),
                                event.toStdString(), answers, &occurrence);
    });
    if (!ok) {
        return std::nullopt;
    }
    const auto passage = snapshot_.passageIndex(passageId);
    db::EsterSnapshot::Question q;
    q.id = id;
    q.passage = passage.value_or(0);
    q.question = question.toStdString();
    q.questionEvent = event.toStdString();
    q.type = answers.type.value_or(metrics::ester::Relation::Causal);
    q.occurrence = occurrence;
    q.author = annotator_.toStdString();
    const auto index = static_cast<std::uint32_t>(snapshot_.questions.size());
    if (passage &&
        snapshot_.addQuestion(std::move(q), annotator_.toStdString(), answers, newRaterId())) {
        metrics::ester::Change change = touching(index);
        change.inserted = index;
        edited(change);
    } else {
        reload();
    }
    return id;
}

bool EsterSession::removeQuestion(std::int64_t question)
{
    if (!write([&] { store_.removeQuestion(question, annotator_.toStdString()); })) {
        return false;
    }
    const auto q = questionIndex(question);
    if (q && snapshot_.removeQuestion(*q)) {
        metrics::ester::Change change;
        change.removed = *q;
        edited(change);
    } else {
        reload();
    }
    return true;
}

bool EsterSession::setQuestionText(std::int64_t question, const QString &text, QString *old)
{
    const auto q = questionIndex(question);
    const std::string event = q ? snapshot_.questions[*q].questionEvent : std::string();
    const bool ok = write([&] {
        const auto before = store_.setQuestionText(question, annotator_.toStdString(), {text.toStdString(), event});
        if (old) {
            *old = QString::fromStdString(before.question);
        }
    });
    if (ok) {
        if (q) {
            snapshot_.questions[*q].question = text.toStdString();
            edited(touching(*q), false); // its length
        } else {
            reload();
        }
    }
    return ok;
}

bool EsterSession::setTriggers(std::int64_t passageId, const std::optional<std::vector<db::EsterSpan>> &spans,
                               std::optional<std::vector<db::EsterSpan>> *replaced)
{
    const bool ok = write([&] {
        auto old = store_.setTriggers(passageId, annotator_.toStdString(), spans);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
    if (ok) {
        if (const auto p = snapshot_.passageIndex(passageId)) {
            snapshot_.setTriggers(*p, annotator_.toStdString(), spans);
            edited(metrics::ester::Change(), false);
        } else {
            reload();
        }
    }
    return ok;
}

bool EsterSession::setReview(std::int64_t question, const std::optional<db::EsterReviewValue> &review,
                             std::optional<db::EsterReviewValue> *replaced)
{
    const bool ok = write([&] {
        auto old = store_.setReview(question, annotator_.toStdString(), review);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
    if (ok) {
        if (const auto q = questionIndex(question)) {
            snapshot_.setReview(*q, annotator_.toStdString(), review);
            edited(metrics::ester::Change());
        } else {
            reload();
        }
    }
    return ok;
}

} // namespace es::widgets
