#include "metrics/ester.h"

#include "metrics/ester_parts.h"
#include "metrics/parallel.h"
#include "metrics/utf8.h"

#include <algorithm>
#include <array>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cwctype>
#include <locale.h>
#include <map>
#include <unordered_map>

namespace es::metrics::ester {

namespace {

constexpr std::array<std::string_view, kRelations> kNames = {
    "causal", "conditional", "counterfactual", "sub-event", "coreference"};
constexpr std::array<std::string_view, kRelations> kFileNames = {
    "Causal", "Indicative Conditional", "Counterfactual Conditional", "Sub-event", "Coreference"};

// Character classes beyond ASCII come from the C library's UTF-8 locale; it is
// created once and never freed, like the tables it points to.
locale_t utf8Locale()
{
    static const locale_t loc = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
    return loc;
}

// Decodes one code point; a malformed byte decodes as itself so that nothing is lost.
char32_t decode(std::string_view s, std::size_t &i)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        ++i;
        return b0;
    }
    const std::size_t len = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 1;
    if (len == 1 || i + len > s.size()) {
        ++i;
        return b0;
    }
    char32_t cp = b0 & (0x3F >> (len - 1));
    for (std::size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80) {
            ++i;
            return b0;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    i += len;
    return cp;
}

char32_t lower(char32_t cp)
{
    if (cp < 0x80) {
        return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
    }
    const locale_t loc = utf8Locale();
    return loc ? static_cast<char32_t>(towlower_l(static_cast<wint_t>(cp), loc)) : cp;
}

// Python's \s for str patterns.
bool isSpace(char32_t cp)
{
    return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20) || cp == 0x85 || cp == 0xA0 ||
           cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
           cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Python's \w for str patterns: letters, digits and the underscore.
bool isWord(char32_t cp)
{
    if (cp < 0x80) {
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9') ||
               cp == '_';
    }
    const locale_t loc = utf8Locale();
    return loc && iswalnum_l(static_cast<wint_t>(cp), loc) != 0;
}

// For each ASCII byte: what lower() and, for normalise(), isWord() || isSpace() make of it.
struct AsciiTable
{
    std::array<char, 128> lowered{};
    std::array<bool, 128> kept{};
    AsciiTable()
    {
        for (char32_t c = 0; c < 128; ++c) {
            lowered[c] = static_cast<char>(lower(c));
            kept[c] = isWord(c) || isSpace(c);
        }
    }
};

const AsciiTable &ascii()
{
    static const AsciiTable table;
    return table;
}

// Answers are mostly ASCII: their bytes are mapped through the table, with no decoding
// and no growing string, until the first other byte, from which code points are decoded
// one by one (a code point may lowercase to more bytes than it had). Appends to `out`.
template <bool Filter> void mapInto(std::string_view s, std::string &out)
{
    const AsciiTable &t = ascii();
    const std::size_t start = out.size();
    out.resize(start + s.size());
    std::size_t n = start;
    std::size_t i = 0;
    for (; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            break;
        }
        if (!Filter || t.kept[c]) {
            out[n++] = t.lowered[c];
        }
    }
    out.resize(n);
    while (i < s.size()) {
        const char32_t cp = decode(s, i);
        if (!Filter || isWord(cp) || isSpace(cp)) {
            appendUtf8(lower(cp), out);
        }
    }
}

template <bool Filter> std::string mapped(std::string_view s)
{
    std::string out;
    mapInto<Filter>(s, out);
    return out;
}

// Lowercased, with every character that is neither word nor space removed.
std::string normalise(std::string_view s)
{
    return mapped<true>(s);
}

// Calls `f` on every piece of `s` between separators, empty pieces included, as
// Python's str.split(sep) yields them.
template <typename F> void splitOn(std::string_view s, char sep, F &&f)
{
    for (;;) {
        const std::size_t at = s.find(sep);
        f(s.substr(0, at));
        if (at == std::string_view::npos) {
            return;
        }
        s.remove_prefix(at + 1);
    }
}

using Views = std::span<const std::string_view>;

std::vector<std::string_view> views(std::span<const std::string> xs)
{
    return {xs.begin(), xs.end()};
}

std::vector<std::string> sortedUnique(std::vector<std::string> xs)
{
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    return xs;
}

// Gold answers are joined with ';' and split again by the evaluation, so an answer
// holding a semicolon counts as two.
std::vector<std::string> goldAnswers(Views gold)
{
    std::vector<std::string> out;
    for (std::string_view g : gold) {
        splitOn(lowercase(g), ';', [&](std::string_view piece) { out.emplace_back(piece); });
    }
    return out;
}

// A token with its first eight bytes as a big-endian integer, zero-padded: ordering by the
// integer, then by the text, is the texts' own order, with most comparisons of two
// integers where sorting views compared bytes through memcmp.
struct Token
{
    std::uint64_t head = 0;
    std::string_view text;

    explicit Token(std::string_view t) : text(t)
    {
        const std::size_t n = std::min<std::size_t>(t.size(), 8);
        for (std::size_t i = 0; i < n; ++i) {
            head |= std::uint64_t{static_cast<unsigned char>(t[i])} << (56 - 8 * i);
        }
    }
    friend bool operator<(const Token &a, const Token &b)
    {
        return a.head != b.head ? a.head < b.head : a.text < b.text;
    }
};

// The pooled unigrams of a set of answers, sorted so that two bags meet by merging.
struct TokenBag
{
    // The answers normalised, one after another with a space between: split on spaces as
    // a whole, they give every answer's tokens, empty ones included, with two
    // allocations instead of a string an answer.
    std::string text;
    std::vector<Token> tokens;

    explicit TokenBag(Views answers)
    {
        if (answers.empty()) {
            return;
        }
        std::size_t size = answers.size();
        for (std::string_view a : answers) {
            size += a.size();
        }
        text.reserve(size);
        for (std::size_t i = 0; i < answers.size(); ++i) {
            if (i > 0) {
                text.push_back(' ');
            }
            mapInto<true>(answers[i], text);
        }
        tokens.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) + 1);
        splitOn(text, ' ', [&](std::string_view token) { tokens.emplace_back(token); });
        std::sort(tokens.begin(), tokens.end());
    }
    // The tokens point into `text`: a bag is neither copied nor moved.
    TokenBag(const TokenBag &) = delete;
    TokenBag &operator=(const TokenBag &) = delete;
};

// What predicted answers are compared with: gold answers (or another person's) split
// and lowercased once, as a set for EM and as unigrams for token F1.
struct Reference
{
    std::vector<std::string> answers;
    std::vector<std::string> set;
    TokenBag bag;

    explicit Reference(Views gold)
        : answers(goldAnswers(gold)), set(sortedUnique(answers)), bag(views(answers))
    {
    }
};

// Token F1 with the counts it was made of.
QuestionScore f1(const TokenBag &pred, const TokenBag &gold)
{
    std::size_t common = 0;
    auto p = pred.tokens.begin();
    auto g = gold.tokens.begin();
    while (p != pred.tokens.end() && g != gold.tokens.end()) {
        if (*p < *g) {
            ++p;
        } else if (*g < *p) {
            ++g;
        } else {
            ++common;
            ++p;
            ++g;
        }
    }
    const double precision =
        pred.tokens.empty() ? 0.0 : double(common) / double(pred.tokens.size());
    const double recall = gold.tokens.empty() ? 0.0 : double(common) / double(gold.tokens.size());
    QuestionScore s;
    s.tokenF1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
    s.commonTokens = static_cast<std::uint32_t>(common);
    s.predictedTokens = static_cast<std::uint32_t>(pred.tokens.size());
    s.referenceTokens = static_cast<std::uint32_t>(gold.tokens.size());
    return s;
}

std::vector<std::string> lowerAll(Views xs)
{
    std::vector<std::string> out;
    out.reserve(xs.size());
    for (std::string_view x : xs) {
        out.push_back(lowercase(x));
    }
    return out;
}

double emOfSets(Views predicted, const std::vector<std::string> &goldSet)
{
    return sortedUnique(lowerAll(predicted)) == goldSet ? 1.0 : 0.0;
}

double hitOfLowered(Views predicted, const std::vector<std::string> &events)
{
    if (predicted.empty() || events.empty()) {
        return 0.0;
    }
    const std::string first = lowercase(predicted.front());
    for (const std::string &e : events) {
        if (first.find(e) != std::string::npos) {
            return 1.0;
        }
    }
    return 0.0;
}

QuestionScore scoreAgainst(Views predicted, const Reference &reference,
                           const std::vector<std::string> &loweredEvents)
{
    QuestionScore s = f1(TokenBag(predicted), reference.bag);
    s.hit1 = hitOfLowered(predicted, loweredEvents);
    s.em = emOfSets(predicted, reference.set);
    return s;
}

} // namespace

std::string_view relationName(Relation r)
{
    return kNames[static_cast<std::size_t>(r)];
}
std::string_view relationFileName(Relation r)
{
    return kFileNames[static_cast<std::size_t>(r)];
}

std::optional<Relation> relationFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kRelations; ++i) {
        if (kNames[i] == name) {
            return static_cast<Relation>(i);
        }
    }
    return std::nullopt;
}

std::optional<Relation> relationFromFileName(std::string_view name)
{
    for (std::size_t i = 0; i < kRelations; ++i) {
        if (kFileNames[i] == name) {
            return static_cast<Relation>(i);
        }
    }
    return std::nullopt;
}

std::string lowercase(std::string_view utf8)
{
    return mapped<false>(utf8);
}

std::vector<std::string> answerTokens(std::string_view answer)
{
    std::vector<std::string> out;
    splitOn(normalise(answer), ' ', [&](std::string_view token) { out.emplace_back(token); });
    return out;
}

std::size_t answerTokenCount(std::string_view answer)
{
    const std::string text = normalise(answer);
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) + 1;
}

std::size_t wordCount(std::string_view text)
{
    std::size_t n = 0;
    bool inWord = false;
    for (std::size_t i = 0; i < text.size();) {
        const bool space = isSpace(decode(text, i));
        if (!space && !inWord) {
            ++n;
        }
        inWord = !space;
    }
    return n;
}

std::vector<std::string> wordTokens(std::string_view text)
{
    std::vector<std::string> out;
    const std::string kept = normalise(text);
    std::size_t start = 0;
    for (std::size_t i = 0; i < kept.size();) {
        const std::size_t at = i;
        if (isSpace(decode(kept, i))) {
            if (at > start) {
                out.emplace_back(kept, start, at - start);
            }
            start = i;
        }
    }
    if (kept.size() > start) {
        out.emplace_back(kept, start, kept.size() - start);
    }
    return out;
}

double tokenF1(std::span<const std::string> predicted, std::span<const std::string> gold)
{
    return f1(TokenBag(views(predicted)), TokenBag(views(goldAnswers(views(gold))))).tokenF1;
}

std::optional<bool> answersAgree(std::span<const std::vector<std::string>> people)
{
    if (people.size() < 2) {
        return std::nullopt;
    }
    for (std::size_t a = 0; a < people.size(); ++a) {
        for (std::size_t b = a + 1; b < people.size(); ++b) {
            if (tokenF1(people[a], people[b]) < 1.0) {
                return false;
            }
        }
    }
    return true;
}

double hitAt1(std::span<const std::string> predicted, std::span<const std::string> events)
{
    return hitOfLowered(views(predicted), lowerAll(views(events)));
}

double exactMatch(std::span<const std::string> predicted, std::span<const std::string> gold)
{
    return emOfSets(views(predicted), sortedUnique(goldAnswers(views(gold))));
}

double answerDistance(std::span<const std::vector<std::string>> answerSets)
{
    double distance = 0;
    std::size_t pairs = 0;
    for (std::size_t a = 0; a < answerSets.size(); ++a) {
        for (std::size_t b = a + 1; b < answerSets.size(); ++b) {
            distance += 1.0 - tokenF1(answerSets[a], answerSets[b]);
            ++pairs;
        }
    }
    return pairs == 0 ? 0.0 : distance / static_cast<double>(pairs);
}

Estimate meanTokenF1(std::span<const QuestionScore> scores)
{
    if (scores.empty()) {
        return Estimate::undefined("no questions");
    }
    double sum = 0;
    for (const QuestionScore &s : scores) {
        sum += s.tokenF1;
    }
    return Estimate::of(sum / static_cast<double>(scores.size()));
}

QuestionScore scoreQuestion(std::span<const std::string> predicted,
                            std::span<const std::string> gold, std::span<const std::string> events)
{
    return scoreAgainst(views(predicted), Reference(views(gold)), lowerAll(views(events)));
}

double mcnemarExactP(std::size_t n01, std::size_t n10)
{
    const std::size_t n = n01 + n10;
    if (n == 0) {
        return 1.0;
    }
    const std::size_t m = std::min(n01, n10);
    // P[X <= m] in log space: C(n, k) / 2^n underflows doubles long before n = 100,000.
    const double logHalfN = double(n) * std::log(0.5);
    const double lgN = std::lgamma(double(n) + 1);
    double maxTerm = -INFINITY;
    std::vector<double> terms;
    terms.reserve(m + 1);
    for (std::size_t k = 0; k <= m; ++k) {
        const double t =
            lgN - std::lgamma(double(k) + 1) - std::lgamma(double(n - k) + 1) + logHalfN;
        terms.push_back(t);
        maxTerm = std::max(maxTerm, t);
    }
    double sum = 0;
    for (double t : terms) {
        sum += std::exp(t - maxTerm);
    }
    const double cdf = std::exp(maxTerm + std::log(sum));
    return std::min(1.0, 2 * cdf);
}

Statistics computeStatistics(std::span<const Question> questions,
                             std::span<const RaterAnswers> raters)
{
    return StatisticsCache().compute(questions, raters);
}

namespace {

// What every rater's answers to a question are compared with, prepared once.
struct GoldView
{
    std::optional<Reference> reference;
    std::vector<std::string> events;

    void prepare(const Question &q)
    {
        if (q.hasGold && !reference) {
            reference.emplace(q.gold);
            events = lowerAll(q.events);
        }
    }
};

// `goldOf(q)`: the prepared gold of question q.
template <typename GoldOf>
void scoreRater(std::span<const Question> questions, GoldOf &&goldOf, const RaterAnswers &ra,
                RaterEvaluation &ev)
{
    ev.questions.clear();
    ev.scores.clear();
    for (std::size_t i = 0; i < ra.questions.size(); ++i) {
        const std::uint32_t q = ra.questions[i];
        if (questions[q].hasGold) {
            ev.questions.push_back(q);
            const GoldView &g = goldOf(q);
            ev.scores.push_back(scoreAgainst(ra.answers[i], *g.reference, g.events));
        }
    }
}

QuestionScore scorePair(const RaterAnswers &ra, std::size_t i, const RaterAnswers &rb,
                        std::size_t j)
{
    return scoreAgainst(ra.answers[i], Reference(rb.answers[j]), {});
}

// Index into an ascending list of question q, or -1.
std::ptrdiff_t indexOf(const std::vector<std::uint32_t> &list, std::uint32_t q)
{
    const auto it = std::lower_bound(list.begin(), list.end(), q);
    return it != list.end() && *it == q ? it - list.begin() : -1;
}

// Puts (q, score) into the kept scores, or takes q out when there is no score.
void keep(std::vector<std::uint32_t> &list, std::vector<QuestionScore> &scores, std::uint32_t q,
          const std::optional<QuestionScore> &score)
{
    const auto it = std::lower_bound(list.begin(), list.end(), q);
    const auto at = it - list.begin();
    const bool has = it != list.end() && *it == q;
    if (score && has) {
        scores[static_cast<std::size_t>(at)] = *score;
    } else if (score) {
        list.insert(it, q);
        scores.insert(scores.begin() + at, *score);
    } else if (has) {
        list.erase(it);
        scores.erase(scores.begin() + at);
    }
}

// Renumbers kept scores after a question was inserted or removed.
void shift(std::vector<std::uint32_t> &list, std::vector<QuestionScore> &scores,
           const Change &change)
{
    if (change.removed) {
        const std::uint32_t k = *change.removed;
        keep(list, scores, k, std::nullopt);
        for (auto &q : list) {
            q -= q > k ? 1 : 0;
        }
    }
    if (change.inserted) {
        const std::uint32_t k = *change.inserted;
        for (auto &q : list) {
            q += q >= k ? 1 : 0;
        }
    }
}

} // namespace

Statistics StatisticsCache::compute(std::span<const Question> questions,
                                    std::span<const RaterAnswers> raters)
{
    Statistics stats;
    pairs_.clear();
    keys_.clear();
    // Tokenising the gold, scoring each rater and each pair of people are independent of
    // one another, and each is most of a second at 100,000 questions: the cores share them.
    std::vector<GoldView> gold(questions.size());
    constexpr std::size_t kBlock = 4096;
    forEachPart((questions.size() + kBlock - 1) / kBlock, [&](std::size_t block) {
        for (std::size_t q = block * kBlock; q < std::min(questions.size(), (block + 1) * kBlock);
             ++q) {
            gold[q].prepare(questions[q]);
        }
    });
    stats.evaluations.resize(raters.size());
    for (std::size_t r = 0; r < raters.size(); ++r) {
        keys_.push_back({raters[r].name, raters[r].model, raters[r].split});
        stats.evaluations[r].rater = r;
    }
    // People against each other on the questions both answered.
    for (std::size_t a = 0; a < raters.size(); ++a) {
        for (std::size_t b = a + 1; b < raters.size(); ++b) {
            if (!raters[a].model && !raters[b].model) {
                pairs_.push_back({a, b, {}, {}});
            }
        }
    }
    forEachPart(raters.size() + pairs_.size(), [&](std::size_t k) {
        if (k < raters.size()) {
            scoreRater(
                questions, [&](std::uint32_t q) -> const GoldView & { return gold[q]; }, raters[k],
                stats.evaluations[k]);
        } else {
            PairScores &pair = pairs_[k - raters.size()];
            pair = scorePairWhole(raters, pair.a, pair.b);
        }
    });
    summarise(stats, questions, raters);
    return stats;
}

StatisticsCache::PairScores StatisticsCache::scorePairWhole(std::span<const RaterAnswers> raters,
                                                            std::size_t a, std::size_t b)
{
    PairScores ps{a, b, {}, {}};
    forEachCommon(raters[a].questions, raters[b].questions, [&](std::size_t i, std::size_t j) {
        ps.questions.push_back(raters[a].questions[i]);
        ps.scores.push_back(scorePair(raters[a], i, raters[b], j));
    });
    return ps;
}

void StatisticsCache::update(Statistics &stats, std::span<const Question> questions,
                             std::span<const RaterAnswers> raters, const Change &change)
{
    // Kept scores follow their rater to its new index; a rater not seen before is
    // scored whole, against questions already numbered as after the edit.
    std::vector<Key> keys;
    std::vector<std::optional<std::size_t>> old(raters.size());
    for (std::size_t r = 0; r < raters.size(); ++r) {
        keys.push_back({raters[r].name, raters[r].model, raters[r].split});
        const auto it = std::find(keys_.begin(), keys_.end(), keys.back());
        if (it != keys_.end()) {
            old[r] = static_cast<std::size_t>(it - keys_.begin());
        }
    }
    // Gold of the questions scored again, prepared once for every rater.
    std::unordered_map<std::uint32_t, GoldView> gold;
    auto goldOf = [&](std::uint32_t q) -> const GoldView & {
        GoldView &g = gold[q];
        g.prepare(questions[q]);
        return g;
    };
    std::vector<RaterEvaluation> evaluations(raters.size());
    for (std::size_t r = 0; r < raters.size(); ++r) {
        RaterEvaluation &ev = evaluations[r];
        ev.rater = r;
        if (!old[r]) {
            scoreRater(questions, goldOf, raters[r], ev);
            continue;
        }
        RaterEvaluation &before = stats.evaluations[*old[r]];
        ev.questions = std::move(before.questions);
        ev.scores = std::move(before.scores);
        shift(ev.questions, ev.scores, change);
        for (std::uint32_t q : change.touched) {
            const std::ptrdiff_t i = indexOf(raters[r].questions, q);
            std::optional<QuestionScore> score;
            if (i >= 0 && questions[q].hasGold) {
                const GoldView &g = goldOf(q);
                score = scoreAgainst(raters[r].answers[static_cast<std::size_t>(i)], *g.reference,
                                     g.events);
            }
            keep(ev.questions, ev.scores, q, score);
        }
    }
    std::vector<PairScores> pairs;
    for (std::size_t a = 0; a < raters.size(); ++a) {
        for (std::size_t b = a + 1; b < raters.size(); ++b) {
            if (raters[a].model || raters[b].model) {
                continue;
            }
            // A pair's scores are a's answers against b's, which is not symmetric (b's
            // answers are split on ';'): kept scores serve only a pair in the same order.
            const auto before = old[a] && old[b] && *old[a] < *old[b]
                                    ? std::find_if(pairs_.begin(), pairs_.end(),
                                                   [&](const PairScores &p) {
                                                       return p.a == *old[a] && p.b == *old[b];
                                                   })
                                    : pairs_.end();
            if (before == pairs_.end()) {
                pairs.push_back(scorePairWhole(raters, a, b));
            } else {
                PairScores ps{a, b, {}, {}};
                ps.questions = std::move(before->questions);
                ps.scores = std::move(before->scores);
                shift(ps.questions, ps.scores, change);
                for (std::uint32_t q : change.touched) {
                    const std::ptrdiff_t i = indexOf(raters[a].questions, q);
                    const std::ptrdiff_t j = indexOf(raters[b].questions, q);
                    std::optional<QuestionScore> score;
                    if (i >= 0 && j >= 0) {
                        score = scorePair(raters[a], static_cast<std::size_t>(i), raters[b],
                                          static_cast<std::size_t>(j));
                    }
                    keep(ps.questions, ps.scores, q, score);
                }
                pairs.push_back(std::move(ps));
            }
        }
    }
    stats.evaluations = std::move(evaluations);
    pairs_ = std::move(pairs);
    keys_ = std::move(keys);
    summarise(stats, questions, raters);
}

} // namespace es::metrics::ester
