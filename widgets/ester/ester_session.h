#pragma once
// The ESTER side of an open project for the GUI: the snapshot, its statistics and the
// signed-in person. Every edit goes to the store first, then to the snapshot; only the
// questions it touched are scored again, and changed() tells the views.

#include "db/ester/ester_store.h"

#include "widgets/common/dataset_session.h"

#include <QObject>
#include <QString>

#include <optional>

namespace es::widgets {

class EsterSession : public AnalysedSession
{
    Q_OBJECT

  public:
    explicit EsterSession(db::Project &project, Load when = Load::Now, QObject *parent = nullptr);

    const db::EsterSnapshot &snapshot() const { return snapshot_; }
    const db::EsterAnalysis &analysis() const { return analysis_; }


    // Index of a question id in the snapshot, or nullopt when it is gone.
    std::optional<std::uint32_t> questionIndex(std::int64_t id) const;
    // A person's answers to a question, if they gave any.
    std::optional<db::EsterAnswerSet> answersOf(std::uint32_t question, const std::string &person) const;
    // The triggers the signed-in person sees in a passage.
    std::vector<db::EsterSpan> myTriggers(std::uint32_t passage) const;
    bool hasOwnTriggers(std::uint32_t passage) const;
    std::optional<db::EsterReviewValue> myReview(std::uint32_t question) const;

    // Edits by the signed-in person; each returns false when the store refused (failed()
    // then says why) and hands back what it replaced for an undo.
    bool setAnswers(std::int64_t question, const std::optional<db::EsterAnswerSet> &answers,
                    std::optional<db::EsterAnswerSet> *replaced = nullptr);
    std::optional<std::int64_t> addQuestion(std::int64_t passageId, const QString &question, const QString &event,
                                            const db::EsterAnswerSet &answers);
    bool removeQuestion(std::int64_t question);
    bool setQuestionText(std::int64_t question, const QString &text, QString *old = nullptr);
    bool setTriggers(std::int64_t passageId, const std::optional<std::vector<db::EsterSpan>> &spans,
                     std::optional<std::vector<db::EsterSpan>> *replaced = nullptr);
    bool setReview(std::int64_t question, const std::optional<db::EsterReviewValue> &review,
                   std::optional<db::EsterReviewValue> *replaced = nullptr);

    // The signed-in adjudicator's decision on a question (nullopt withdraws it). As
    // EsdSession::adjudicate: it replaces only `expected` (by default the decision the
    // snapshot shows); someone else's newer decision is reloaded and named by failed().
    bool adjudicate(std::int64_t question, const std::optional<db::EsterAdjudication> &decision,
                    std::optional<db::EsterAdjudication> *replaced = nullptr,
                    const db::ExpectedDecision *expected = nullptr,
                    std::optional<db::DecisionStamp> *inForce = nullptr);
    std::optional<db::DecisionStamp> decisionStamp(std::int64_t question) const;


  signals:
    // Just before changed(), when the edit was made in the snapshot in place rather than
    // by loading it again: which questions it touched, numbered as after it, so that a
    // view of every question can update those rows alone.
    void followed(const es::metrics::ester::Change &change);

  private:
    void load() override;
    // After an edit the snapshot followed: the analysis brought up to date and announced.
    // `writersOrReviews`: the edit may have changed a question's writer or a review
    // (db::reanalyseEster).
    void edited(const metrics::ester::Change &change, bool writersOrReviews = true);
    // The signed-in person's id where the snapshot has no rater of that name yet (their
    // first answers), else 0.
    std::int64_t newRaterId();

    db::Project &project_;
    db::EsterStore store_;
    db::EsterSnapshot snapshot_;
    db::EsterAnalysis analysis_;
    db::EsterAnalysisCache cache_;
};

} // namespace es::widgets
