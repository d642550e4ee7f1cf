#include "metrics/ester_splits.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace es::metrics::ester {

namespace {

using Counts = std::unordered_map<std::string, std::size_t>;

std::string joined(const std::vector<std::string> &tokens, std::size_t from, std::size_t n)
{
    std::string out;
    for (std::size_t i = from; i < from + n; ++i) {
        if (i > from) {
            out += ' ';
        }
        out += tokens[i];
    }
    return out;
}

// The `top` most frequent, most first, ties in byte order so that a table reads the same
// on every run.
std::vector<NgramCount> mostFrequent(const Counts &counts, std::size_t top)
{
    std::vector<NgramCount> all;
    all.reserve(counts.size());
    for (const auto &[ngram, n] : counts) {
        all.push_back({ngram, n});
    }
    const auto before = [](const NgramCount &a, const NgramCount &b) {
        return a.count != b.count ? a.count > b.count : a.ngram < b.ngram;
    };
    const std::size_t keep = std::min(top, all.size());
    std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(keep), all.end(),
                      before);
    all.resize(keep);
    return all;
}

Estimate ratio(std::size_t num, std::size_t den, const char *why)
{
    return den == 0 ? Estimate::undefined(why) : Estimate::of(double(num) / double(den));
}

struct TypeCounts
{
    Counts leads;
    Counts answerNgrams;
};

// Adds question q's leading n-gram and its gold answers' n-grams to `counts`.
void countNgrams(const SplitQuestion &q, const NgramOptions &options, TypeCounts &counts)
{
    const std::vector<std::string> question = wordTokens(q.question);
    if (!question.empty() && options.questionLead > 0) {
        ++counts.leads[joined(question, 0, std::min(options.questionLead, question.size()))];
    }
    if (!q.hasGold || options.answerN == 0) {
        return;
    }
    for (const std::string_view answer : q.gold) {
        const std::vector<std::string> tokens = wordTokens(answer);
        for (std::size_t i = 0; i + options.answerN <= tokens.size(); ++i) {
            ++counts.answerNgrams[joined(tokens, i, options.answerN)];
        }
    }
}

SplitFigures figuresOf(std::span<const std::size_t> passageTokens,
                       std::span<const SplitQuestion> questions, const SplitListing &split,
                       const NgramOptions &options)
{
    SplitFigures f;
    f.name = split.name;
    f.questions = split.questions.size();
    std::array<TypeCounts, kRelations> counts;
    std::unordered_set<std::uint32_t> passages;
    std::size_t tokens = 0;
    for (const std::uint32_t qi : split.questions) {
        const SplitQuestion &q = questions[qi];
        if (passages.insert(q.passage).second) {
            tokens += passageTokens[q.passage];
            f.passageTokensMax = std::max(f.passageTokensMax, passageTokens[q.passage]);
        }
        const auto t = static_cast<std::size_t>(q.type);
        SplitTypeFigures &ft = f.byType[t];
        ++ft.questions;
        if (q.hasGold) {
            ++ft.withGold;
            ft.answers += q.gold.size();
        }
        countNgrams(q, options, counts[t]);
    }
    f.passages = passages.size();
    f.passageTokensMean = ratio(tokens, f.passages, "no passages");
    for (std::size_t t = 0; t < kRelations; ++t) {
        SplitTypeFigures &ft = f.byType[t];
        f.withGold += ft.withGold;
        f.answers += ft.answers;
        ft.answersPerQuestion = ratio(ft.answers, ft.withGold, "no questions with gold answers");
        ft.questionLeads = mostFrequent(counts[t].leads, options.top);
        ft.answerNgrams = mostFrequent(counts[t].answerNgrams, options.top);
    }
    f.answersPerQuestion = ratio(f.answers, f.withGold, "no questions with gold answers");
    return f;
}

} // namespace

std::vector<std::size_t> passageTokenCounts(std::span<const std::string_view> passages)
{
    std::vector<std::size_t> out;
    out.reserve(passages.size());
    for (const std::string_view p : passages) {
        out.push_back(wordTokens(p).size());
    }
    return out;
}

std::vector<SplitFigures> splitFigures(std::span<const std::size_t> passageTokens,
                                       std::span<const SplitQuestion> questions,
                                       std::span<const SplitListing> splits,
                                       const NgramOptions &options)
{
    std::vector<SplitFigures> out;
    out.reserve(splits.size());
    for (const SplitListing &split : splits) {
        out.push_back(figuresOf(passageTokens, questions, split, options));
    }
    return out;
}

std::vector<SharedPassage> sharedPassages(std::span<const SplitQuestion> questions,
                                          std::span<const SplitListing> splits)
{
    // passage -> indices of the splits listing it, ascending.
    std::map<std::uint32_t, std::vector<std::size_t>> listedBy;
    for (std::size_t s = 0; s < splits.size(); ++s) {
        for (const std::uint32_t q : splits[s].questions) {
            std::vector<std::size_t> &by = listedBy[questions[q].passage];
            if (by.empty() || by.back() != s) {
                by.push_back(s);
            }
        }
    }
    std::vector<SharedPassage> out;
    for (const auto &[passage, by] : listedBy) {
        if (by.size() < 2) {
            continue;
        }
        SharedPassage shared{passage, {}};
        for (const std::size_t s : by) {
            shared.splits.push_back(splits[s].name);
        }
        out.push_back(std::move(shared));
    }
    return out;
}

} // namespace es::metrics::ester
