#include "metrics/ester_validation.h"

#include "metrics/bootstrap.h"

#include <algorithm>
#include <map>

namespace es::metrics::ester {

namespace {

constexpr std::array<std::string_view, kInvalidReasons> kReasonNames = {
    "wrong_relation",     "not_about_event", "ill_formed", "wrong_answer",
    "incomplete_answers", "not_whole_event", "other"};

void countReason(ReasonCounts &counts, const std::optional<InvalidReason> &reason)
{
    if (reason) {
        ++counts.byReason[static_cast<std::size_t>(*reason)];
    } else {
        ++counts.unspecified;
    }
}

Estimate meanOf(std::size_t total, std::size_t n, const char *none)
{
    return n == 0 ? Estimate::undefined(none) : Estimate::of(double(total) / double(n));
}

} // namespace

std::string_view invalidReasonName(InvalidReason r)
{
    return kReasonNames[static_cast<std::size_t>(r)];
}

std::optional<InvalidReason> invalidReasonFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kInvalidReasons; ++i) {
        if (kReasonNames[i] == name) {
            return static_cast<InvalidReason>(i);
        }
    }
    return std::nullopt;
}

Validation validateWriters(std::span<const std::string_view> writers,
                           std::span<const Review> reviews, double threshold)
{
    Validation out;
    out.threshold = threshold;
    std::map<std::string_view, std::size_t> index; // writer -> position in out.writers
    std::vector<std::size_t> writerOf(writers.size(), SIZE_MAX);
    for (std::size_t q = 0; q < writers.size(); ++q) {
        if (writers[q].empty()) {
            ++out.withoutWriter;
            continue;
        }
        auto [it, added] = index.emplace(writers[q], out.writers.size());
        if (added) {
            out.writers.push_back({std::string(writers[q]), {}, 0, 0, {}, false, {}});
        }
        writerOf[q] = it->second;
        out.writers[it->second].questions.push_back(static_cast<std::uint32_t>(q));
    }

    // Per question: counted valid and invalid reviews.
    std::vector<std::array<std::size_t, 2>> votes(writers.size(), {0, 0});
    for (const Review &r : reviews) {
        if (r.question >= writers.size()) {
            continue;
        }
        if (!writers[r.question].empty() && writers[r.question] == r.reviewer) {
            ++out.selfReviews;
            continue;
        }
        ++out.reviews;
        ++votes[r.question][r.valid ? 1 : 0];
        if (!r.valid) {
            ++out.invalidReviews;
            countReason(out.reasons, r.reason);
            if (writerOf[r.question] != SIZE_MAX) {
                countReason(out.writers[writerOf[r.question]].reasons, r.reason);
            }
        }
    }
    for (WriterValidation &w : out.writers) {
        for (const std::uint32_t q : w.questions) {
            const auto [invalid, valid] = votes[q];
            if (invalid + valid > 0) {
                ++w.reviewed;
                w.valid += valid > invalid ? 1 : 0;
            }
        }
        w.validity = meanOf(w.valid, w.reviewed, "no question of theirs reviewed");
        w.belowThreshold = w.validity.defined() && *w.validity.value < threshold;
    }
    std::stable_sort(out.writers.begin(), out.writers.end(), [](const auto &a, const auto &b) {
        return a.questions.size() != b.questions.size() ? a.questions.size() > b.questions.size()
                                                        : a.writer < b.writer;
    });
    return out;
}

std::uint64_t fnv1a64(std::string_view bytes)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    return h;
}

std::vector<std::uint32_t> writerSample(std::span<const std::uint32_t> questions, std::size_t n,
                                        std::uint64_t seed, std::string_view writer)
{
    return seededSample(std::vector<std::uint32_t>(questions.begin(), questions.end()), n,
                        seed ^ fnv1a64(writer));
}

std::size_t tokenCount(std::string_view text)
{
    return answerTokenCount(text);
}

QuestionTokens countTokens(const QuestionText &q)
{
    QuestionTokens out{q.type, tokenCount(q.question), q.answers.size(), 0};
    for (const std::string_view a : q.answers) {
        out.answerTokens += tokenCount(a);
    }
    return out;
}

std::array<TypeTokens, kRelations> tokensByType(std::span<const QuestionTokens> counts)
{
    std::array<std::size_t, kRelations> questionTokens{}, answerTokens{};
    std::array<TypeTokens, kRelations> out{};
    for (const QuestionTokens &q : counts) {
        const auto t = static_cast<std::size_t>(q.type);
        ++out[t].questions;
        questionTokens[t] += q.questionTokens;
        out[t].answers += q.answers;
        answerTokens[t] += q.answerTokens;
    }
    for (std::size_t t = 0; t < kRelations; ++t) {
        out[t].questionTokens = meanOf(questionTokens[t], out[t].questions, "no question");
        out[t].answerTokens = meanOf(answerTokens[t], out[t].answers, "no answer");
    }
    return out;
}

std::array<TypeTokens, kRelations> tokensByType(std::span<const QuestionText> questions)
{
    std::vector<QuestionTokens> counts;
    counts.reserve(questions.size());
    for (const QuestionText &q : questions) {
        counts.push_back(countTokens(q));
    }
    return tokensByType(counts);
}

} // namespace es::metrics::ester
