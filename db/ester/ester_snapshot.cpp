#include "db/ester/ester_snapshot.h"

#include <algorithm>

namespace es::db {

std::ptrdiff_t EsterSnapshot::Rater::find(std::uint32_t q) const
{
    const auto it = std::lower_bound(questions.begin(), questions.end(), q);
    return it != questions.end() && *it == q ? it - questions.begin() : -1;
}

const EsterSnapshot::Rater *EsterSnapshot::person(const std::string &name) const
{
    for (const Rater &r : raters) {
        if (!r.model && r.name == name) {
            return &r;
        }
    }
    return nullptr;
}

std::vector<EsterSpan> EsterSnapshot::triggersFor(std::uint32_t passage, const std::string &person) const
{
    const auto it = triggers.find({passage, person});
    return it != triggers.end() ? it->second : passages[passage].releasedTriggers;
}

void EsterSnapshot::restrictTo(const std::string &annotator)
{
    std::erase_if(raters, [&annotator](const Rater &r) { return !r.model && r.name != annotator; });
    std::erase_if(triggers, [&annotator](const auto &t) { return t.first.second != annotator; });
    std::erase_if(reviews, [&annotator](const auto &r) { return r.second.person != annotator; });
    for (Question &q : questions) {
        if (q.released) {
            q.type = q.released->type;
            q.hasGold = q.released->hasGold;
            q.gold = std::move(q.released->gold);
        }
        q.decision.reset();
        q.released.reset();
    }
}

EsterAnalysis analyseEster(const EsterSnapshot &snap)
{
    // The metrics read the snapshot's texts through views: nothing is copied.
    auto texts = [](const std::vector<EsterAnswer> &answers) {
        std::vector<std::string_view> out;
        out.reserve(answers.size());
        for (const EsterAnswer &a : answers) {
            out.emplace_back(a.text);
        }
        return out;
    };
    std::vector<metrics::ester::Question> questions;
    questions.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        questions.push_back({q.type, q.hasGold, texts(q.gold), {q.events.begin(), q.events.end()}});
    }
    std::vector<metrics::ester::RaterAnswers> raters;
    raters.reserve(snap.raters.size());
    for (const auto &r : snap.raters) {
        metrics::ester::RaterAnswers ra{r.name, r.model, r.split, r.questions, {}, r.types};
        ra.answers.reserve(r.answers.size());
        for (const auto &set : r.answers) {
            ra.answers.push_back(texts(set));
        }
        raters.push_back(std::move(ra));
    }
    EsterAnalysis out{metrics::ester::computeStatistics(questions, raters), {}, {}};

    std::vector<std::string_view> writers;
    std::vector<metrics::ester::QuestionText> lengths;
    writers.reserve(snap.questions.size());
    lengths.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        writers.emplace_back(q.writer());
        lengths.push_back(
            {q.type, q.question, q.hasGold ? texts(q.gold) : std::vector<std::string_view>{}});
    }
    std::vector<metrics::ester::Review> reviews;
    reviews.reserve(snap.reviews.size());
    for (const auto &[q, r] : snap.reviews) {
        reviews.push_back({q, r.person, r.valid, r.valid ? std::nullopt : r.reasonCode});
    }
    out.validation = metrics::ester::validateWriters(writers, reviews);
    out.tokens = metrics::ester::tokensByType(lengths);
    return out;
}

} // namespace es::db
