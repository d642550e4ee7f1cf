#include "db/ester/ester_snapshot.h"

#include <algorithm>
#include <utility>

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

EsterSnapshot::Rater *EsterSnapshot::person(const std::string &name)
{
    return const_cast<Rater *>(std::as_const(*this).person(name));
}

EsterSnapshot::Rater *EsterSnapshot::person(const std::string &name, std::int64_t id)
{
    if (Rater *known = person(name)) {
        return known;
    }
    if (id == 0) {
        return nullptr;
    }
    // As EsterStore::load orders them: people by name in byte order (person.name is
    // COLLATE "C" on a server), then the models.
    const auto at = std::find_if(raters.begin(), raters.end(),
                                 [&name](const Rater &r) { return r.model || r.name > name; });
    return &*raters.insert(at, Rater{id, name, false, {}, {}, {}, {}});
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
    for (std::uint32_t q = 0; q < questions.size(); ++q) {
        setDecision(q, std::nullopt);
    }
    // A split's name may be a person's file's, which may be somebody else's; which splits
    // are gold is the import log's to say, of which a person connected to a server reads
    // only their own rows.
    std::erase_if(splits,
                  [&annotator](const Split &s) { return !s.goldImportedBy.contains(annotator); });
}

namespace {

// Takes question q out of an ascending list of question indices and renumbers the rest;
// the position it held, or -1.
std::ptrdiff_t dropQuestion(std::vector<std::uint32_t> &list, std::uint32_t q)
{
    std::ptrdiff_t at = -1;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i] == q) {
            at = static_cast<std::ptrdiff_t>(i);
        }
        list[i] -= list[i] > q ? 1 : 0;
    }
    if (at >= 0) {
        list.erase(list.begin() + at);
    }
    return at;
}

} // namespace

std::optional<std::uint32_t> EsterSnapshot::passageIndex(std::int64_t id) const
{
    const auto it = std::lower_bound(passages.begin(), passages.end(), id,
                                     [](const Passage &p, std::int64_t v) { return p.id < v; });
    return it != passages.end() && it->id == id
               ? std::optional(static_cast<std::uint32_t>(it - passages.begin()))
               : std::nullopt;
}

bool EsterSnapshot::setAnswers(std::uint32_t q, const std::string &person,
                               const std::optional<EsterAnswerSet> &set, std::int64_t personId)
{
    if (!set && !this->person(person)) {
        return true; // no answers before, none now
    }
    Rater *rater = this->person(person, personId);
    if (!rater) {
        return false;
    }
    const auto it = std::lower_bound(rater->questions.begin(), rater->questions.end(), q);
    const auto at = it - rater->questions.begin();
    const bool has = it != rater->questions.end() && *it == q;
    if (set && has) {
        rater->answers[static_cast<std::size_t>(at)] = set->answers;
        rater->types[static_cast<std::size_t>(at)] = set->type;
    } else if (set) {
        rater->questions.insert(it, q);
        rater->answers.insert(rater->answers.begin() + at, set->answers);
        rater->types.insert(rater->types.begin() + at, set->type);
    } else if (has) {
        rater->questions.erase(it);
        rater->answers.erase(rater->answers.begin() + at);
        rater->types.erase(rater->types.begin() + at);
        if (rater->questions.empty()) { // people are the snapshot's raters by their answers
            raters.erase(raters.begin() + (rater - raters.data()));
        }
    }
    return true;
}

bool EsterSnapshot::addQuestion(Question question, const std::string &person,
                                const EsterAnswerSet &set, std::int64_t personId)
{
    if ((!questions.empty() && question.id <= questions.back().id) ||
        question.passage >= passages.size()) {
        return false;
    }
    Rater *rater = this->person(person, personId);
    if (!rater) {
        return false;
    }
    const auto q = static_cast<std::uint32_t>(questions.size());
    questionIndex.emplace(question.id, q);
    passages[question.passage].questions.push_back(q);
    questions.push_back(std::move(question));
    rater->questions.push_back(q);
    rater->answers.push_back(set.answers);
    rater->types.push_back(set.type);
    return true;
}

bool EsterSnapshot::removeQuestion(std::uint32_t q)
{
    // A released question's triggers are part of its passage's released triggers.
    if (q >= questions.size() || questions[q].author.empty() || questions[q].releasedTriggers) {
        return false;
    }
    for (Passage &p : passages) {
        dropQuestion(p.questions, q);
    }
    for (Split &s : splits) {
        dropQuestion(s.questions, q);
    }
    for (Rater &r : raters) {
        const std::ptrdiff_t at = dropQuestion(r.questions, q);
        if (at >= 0) {
            r.answers.erase(r.answers.begin() + at);
            r.types.erase(r.types.begin() + at);
        }
    }
    std::erase_if(raters, [](const Rater &r) { return !r.model && r.questions.empty(); });
    std::multimap<std::uint32_t, Review> kept;
    for (auto &[k, review] : reviews) {
        if (k != q) {
            kept.emplace_hint(kept.end(), k > q ? k - 1 : k, std::move(review));
        }
    }
    reviews = std::move(kept);
    questionIndex.erase(questions[q].id);
    for (auto &[id, index] : questionIndex) {
        index -= index > q ? 1 : 0;
    }
    questions.erase(questions.begin() + q);
    return true;
}

void EsterSnapshot::setTriggers(std::uint32_t passage, const std::string &person,
                                const std::optional<std::vector<EsterSpan>> &spans)
{
    if (spans) {
        triggers[{passage, person}] = *spans;
    } else {
        triggers.erase({passage, person});
    }
}

void EsterSnapshot::setReview(std::uint32_t q, const std::string &person,
                              const std::optional<EsterReviewValue> &review)
{
    const auto [begin, end] = reviews.equal_range(q);
    auto it = std::find_if(begin, end, [&](const auto &r) { return r.second.person == person; });
    if (!review) {
        if (it != end) {
            reviews.erase(it);
        }
        return;
    }
    if (it == end) {
        it = reviews.emplace(q, Review{person, true, {}, {}});
    }
    // As the store keeps it: a valid question has no reason code.
    it->second.valid = review->valid;
    it->second.reason = review->reason;
    it->second.reasonCode = review->valid ? std::nullopt : review->reasonCode;
}

void EsterSnapshot::setDecision(std::uint32_t q, std::optional<Question::Decision> decision,
                                metrics::ester::Relation type, std::vector<EsterAnswer> gold)
{
    Question &question = questions[q];
    if (decision) {
        if (!question.released) {
            question.released =
                Question::Released{question.type, question.hasGold, std::move(question.gold)};
        }
        question.type = type;
        question.hasGold = true;
        question.gold = std::move(gold);
        question.decision = std::move(decision);
    } else {
        if (question.released) {
            question.type = question.released->type;
            question.hasGold = question.released->hasGold;
            question.gold = std::move(question.released->gold);
        }
        question.released.reset();
        question.decision.reset();
    }
}

namespace {

std::vector<std::string_view> texts(const std::vector<EsterAnswer> &answers)
{
    std::vector<std::string_view> out;
    out.reserve(answers.size());
    for (const EsterAnswer &a : answers) {
        out.emplace_back(a.text);
    }
    return out;
}

metrics::ester::Question questionInput(const EsterSnapshot::Question &q)
{
    return {q.type, q.hasGold, texts(q.gold), {q.events.begin(), q.events.end()}};
}

// The statistics' inputs: views into the snapshot's texts, nothing copied; valid until
// the snapshot changes.
void buildInputs(EsterAnalysisCache &cache, const EsterSnapshot &snap)
{
    ++cache.inputsBuilt;
    cache.questions.clear();
    cache.questions.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        cache.questions.push_back(questionInput(q));
    }
    cache.raters.clear();
    cache.raters.reserve(snap.raters.size());
    for (const auto &r : snap.raters) {
        metrics::ester::RaterAnswers ra{r.name, r.model, r.split, r.questions, {}, r.types};
        ra.answers.reserve(r.answers.size());
        for (const auto &set : r.answers) {
            ra.answers.push_back(texts(set));
        }
        cache.raters.push_back(std::move(ra));
    }
}

bool sameRater(const metrics::ester::RaterAnswers &a, const EsterSnapshot::Rater &b)
{
    return a.name == b.name && a.model == b.model && a.split == b.split;
}

bool sameRaters(const EsterAnalysisCache &cache, const EsterSnapshot &snap)
{
    return std::equal(cache.raters.begin(), cache.raters.end(), snap.raters.begin(),
                      snap.raters.end(), sameRater);
}

// The raters' inputs after one rater appeared (a person's first answers) or left (their
// last withdrawn), the others' kept: false, changing nothing, for any other difference.
bool followOneRater(EsterAnalysisCache &cache, const EsterSnapshot &snap)
{
    auto &had = cache.raters;
    const auto &now = snap.raters;
    if (had.size() + 1 != now.size() && had.size() != now.size() + 1) {
        return false;
    }
    std::size_t k = 0;
    while (k < had.size() && k < now.size() && sameRater(had[k], now[k])) {
        ++k;
    }
    const bool appeared = now.size() > had.size();
    for (std::size_t i = k; i + 1 < std::max(had.size(), now.size()); ++i) {
        if (!(appeared ? sameRater(had[i], now[i + 1]) : sameRater(had[i + 1], now[i]))) {
            return false;
        }
    }
    if (appeared) {
        // Without answers: the edit's touched questions, which hold every answer of a
        // rater it made, give them below (numbered as after the edit).
        had.insert(
            had.begin() + static_cast<std::ptrdiff_t>(k),
            metrics::ester::RaterAnswers{now[k].name, now[k].model, now[k].split, {}, {}, {}});
    } else {
        had.erase(had.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return true;
}

// The inputs after an edit `change` describes: renumbered past an inserted or removed
// question, and the touched questions' views made again from the snapshot. One rater
// appearing or leaving is made or dropped alone; any other change of the raters builds
// them all again.
void followInputs(EsterAnalysisCache &cache, const EsterSnapshot &snap,
                  const metrics::ester::Change &change)
{
    if (!sameRaters(cache, snap) && !followOneRater(cache, snap)) {
        buildInputs(cache, snap);
        return;
    }
    if (change.removed) {
        const std::uint32_t gone = *change.removed;
        cache.questions.erase(cache.questions.begin() + gone);
        for (auto &ra : cache.raters) {
            auto it = std::lower_bound(ra.questions.begin(), ra.questions.end(), gone);
            const auto at = it - ra.questions.begin();
            if (it != ra.questions.end() && *it == gone) {
                it = ra.questions.erase(it);
                ra.answers.erase(ra.answers.begin() + at);
                ra.types.erase(ra.types.begin() + at);
            }
            std::for_each(it, ra.questions.end(), [](std::uint32_t &q) { --q; });
        }
    }
    if (change.inserted) {
        const std::uint32_t at = *change.inserted;
        cache.questions.insert(cache.questions.begin() + at, metrics::ester::Question{});
        for (auto &ra : cache.raters) {
            std::for_each(std::lower_bound(ra.questions.begin(), ra.questions.end(), at),
                          ra.questions.end(), [](std::uint32_t &q) { ++q; });
        }
    }
    for (const std::uint32_t q : change.touched) {
        cache.questions[q] = questionInput(snap.questions[q]);
        for (std::size_t k = 0; k < snap.raters.size(); ++k) {
            const auto &from = snap.raters[k];
            auto &ra = cache.raters[k];
            const std::ptrdiff_t has = from.find(q);
            const auto it = std::lower_bound(ra.questions.begin(), ra.questions.end(), q);
            const auto at = it - ra.questions.begin();
            const bool had = it != ra.questions.end() && *it == q;
            if (has >= 0 && had) {
                ra.answers[static_cast<std::size_t>(at)] =
                    texts(from.answers[static_cast<std::size_t>(has)]);
                ra.types[static_cast<std::size_t>(at)] = from.types[static_cast<std::size_t>(has)];
            } else if (has >= 0) {
                ra.questions.insert(it, q);
                ra.answers.insert(ra.answers.begin() + at,
                                  texts(from.answers[static_cast<std::size_t>(has)]));
                ra.types.insert(ra.types.begin() + at, from.types[static_cast<std::size_t>(has)]);
            } else if (had) {
                ra.questions.erase(it);
                ra.answers.erase(ra.answers.begin() + at);
                ra.types.erase(ra.types.begin() + at);
            }
        }
    }
    // A change that missed a question would leave a rater's inputs out of step with the
    // snapshot: cheaper to see here than to trust.
    for (std::size_t k = 0; k < snap.raters.size(); ++k) {
        if (cache.raters[k].questions.size() != snap.raters[k].questions.size()) {
            buildInputs(cache, snap);
            return;
        }
    }
}

metrics::ester::QuestionTokens tokensOf(const EsterSnapshot::Question &q)
{
    return metrics::ester::countTokens(
        {q.type, q.question, q.hasGold ? texts(q.gold) : std::vector<std::string_view>{}});
}

// Writers' validity, from every question's writer and every review.
metrics::ester::Validation validationOf(const EsterSnapshot &snap)
{
    std::vector<std::string_view> writers;
    writers.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        writers.emplace_back(q.writer());
    }
    std::vector<metrics::ester::Review> reviews;
    reviews.reserve(snap.reviews.size());
    for (const auto &[q, r] : snap.reviews) {
        reviews.push_back({q, r.person, r.valid, r.valid ? std::nullopt : r.reasonCode});
    }
    return metrics::ester::validateWriters(writers, reviews);
}

// Gold the models are scored against may change with any edit, and their figures with it.
std::vector<metrics::ester::SeedSummary> seedsOf(const EsterSnapshot &snap,
                                                 const metrics::ester::Statistics &stats)
{
    std::vector<metrics::SeedRun> runs;
    runs.reserve(snap.raters.size());
    for (const auto &r : snap.raters) {
        runs.push_back({r.model ? r.seedOf : std::string(), r.split});
    }
    return metrics::ester::seedSummaries(runs, stats);
}

} // namespace

EsterAnalysis analyseEster(const EsterSnapshot &snap)
{
    EsterAnalysisCache cache;
    return analyseEster(snap, cache);
}

EsterAnalysis analyseEster(const EsterSnapshot &snap, EsterAnalysisCache &cache)
{
    buildInputs(cache, snap);
    EsterAnalysis out{
        cache.stats.compute(cache.questions, cache.raters), validationOf(snap), {}, {}};
    out.seeds = seedsOf(snap, out.stats);
    cache.tokens.clear();
    cache.tokens.reserve(snap.questions.size());
    for (const auto &q : snap.questions) {
        cache.tokens.push_back(tokensOf(q));
    }
    out.tokens = metrics::ester::tokensByType(cache.tokens);
    return out;
}

void reanalyseEster(EsterAnalysis &analysis, const EsterSnapshot &snap, EsterAnalysisCache &cache,
                    const metrics::ester::Change &change, bool writersOrReviews)
{
    followInputs(cache, snap, change);
    cache.stats.update(analysis.stats, cache.questions, cache.raters, change);
    analysis.seeds = seedsOf(snap, analysis.stats);
    if (writersOrReviews) {
        analysis.validation = validationOf(snap);
    }
    auto &tokens = cache.tokens;
    if (change.removed) {
        tokens.erase(tokens.begin() + *change.removed);
    }
    if (change.inserted) {
        tokens.insert(tokens.begin() + *change.inserted, metrics::ester::QuestionTokens{});
    }
    for (const std::uint32_t q : change.touched) {
        tokens[q] = tokensOf(snap.questions[q]);
    }
    analysis.tokens = metrics::ester::tokensByType(tokens);
}

} // namespace es::db
