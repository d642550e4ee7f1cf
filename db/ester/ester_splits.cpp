#include "db/ester/ester_splits.h"

#include <sstream>

namespace es::db {

namespace ester = metrics::ester;

EsterSplitAnalysis analyseEsterSplits(const EsterSnapshot &snap)
{
    std::vector<std::string_view> passages;
    passages.reserve(snap.passages.size());
    for (const auto &p : snap.passages) {
        passages.emplace_back(p.text);
    }
    std::vector<ester::SplitQuestion> questions;
    questions.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        ester::SplitQuestion in{q.passage, q.type, q.hasGold, q.question, {}};
        if (q.hasGold) {
            in.gold.reserve(q.gold.size());
            for (const EsterAnswer &a : q.gold) {
                in.gold.emplace_back(a.text);
            }
        }
        questions.push_back(std::move(in));
    }
    std::vector<ester::SplitListing> splits;
    splits.reserve(snap.splits.size());
    for (const auto &s : snap.splits) {
        if (!s.goldImportedBy.empty()) {
            splits.push_back({s.name, s.questions});
        }
    }
    return {ester::splitFigures(ester::passageTokenCounts(passages), questions, splits),
            ester::sharedPassages(questions, splits)};
}

EsterSnapshot esterSplitInputs(const EsterSnapshot &snap)
{
    EsterSnapshot out;
    out.passages.reserve(snap.passages.size());
    for (const auto &p : snap.passages) {
        out.passages.push_back({p.id, p.text, {}, {}});
    }
    out.questions.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        EsterSnapshot::Question copy;
        copy.id = q.id;
        copy.passage = q.passage;
        copy.question = q.question;
        copy.type = q.type;
        copy.hasGold = q.hasGold;
        copy.gold = q.gold;
        out.questions.push_back(std::move(copy));
    }
    out.splits = snap.splits;
    return out;
}

std::string esterPassageOpening(const std::string &text, std::size_t words)
{
    std::istringstream in(text);
    std::string word;
    std::string out;
    std::size_t n = 0;
    while (in >> word) {
        if (n == words) {
            return out + "...";
        }
        out += (n++ ? " " : "") + word;
    }
    return out;
}

std::vector<EsterSharedPassage> esterSharedPassages(const EsterSnapshot &snap,
                                                    const EsterSplitAnalysis &analysis)
{
    std::vector<EsterSharedPassage> out;
    out.reserve(analysis.shared.size());
    for (const metrics::ester::SharedPassage &s : analysis.shared) {
        const auto &p = snap.passages[s.passage];
        out.push_back({p.id, esterPassageOpening(p.text), s.splits});
    }
    return out;
}

} // namespace es::db
