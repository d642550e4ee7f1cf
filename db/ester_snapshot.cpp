#include "db/ester_snapshot.h"

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

EsterAnalysis analyseEster(const EsterSnapshot &snap)
{
    EsterAnalysis a;
    a.questions.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        metrics::ester::Question mq;
        mq.type = q.type;
        mq.hasGold = q.hasGold;
        mq.events = q.events;
        mq.gold.reserve(q.gold.size());
        for (const EsterAnswer &g : q.gold) {
            mq.gold.push_back(g.text);
        }
        a.questions.push_back(std::move(mq));
    }
    for (const auto &r : snap.raters) {
        metrics::ester::RaterAnswers ra;
        ra.name = r.name;
        ra.model = r.model;
        ra.split = r.split;
        ra.questions = r.questions;
        ra.types = r.types;
        ra.answers.reserve(r.answers.size());
        for (const auto &set : r.answers) {
            std::vector<std::string> texts;
            texts.reserve(set.size());
            for (const EsterAnswer &x : set) {
                texts.push_back(x.text);
            }
            ra.answers.push_back(std::move(texts));
        }
        a.raters.push_back(std::move(ra));
    }
    a.stats = metrics::ester::computeStatistics(a.questions, a.raters);
    return a;
}

} // namespace es::db
