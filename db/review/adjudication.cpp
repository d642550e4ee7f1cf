#include "db/review/adjudication.h"
#include "db/esd/esd_snapshot.h"

#include "metrics/agreement.h"
#include "metrics/ester.h"
#include "metrics/openpi.h"
#include "metrics/openpi_tallies.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

namespace es::db {

using namespace metrics::esd;

namespace {

void sortQueue(std::vector<QueueEntry> &queue, const std::vector<std::size_t> &weight)
{
    std::sort(queue.begin(), queue.end(), [&weight](const QueueEntry &a, const QueueEntry &b) {
        if (a.disagreement != b.disagreement) {
            return a.disagreement > b.disagreement;
        }
        if (weight[a.item] != weight[b.item]) {
            return weight[a.item] > weight[b.item];
        }
        return a.item < b.item;
    });
}

} // namespace

std::vector<QueueEntry> esdQueue(const EsdSnapshot &snapshot)
{
    std::vector<QueueEntry> queue;
    std::vector<std::size_t> given(snapshot.pairs.size(), 0);
    // Whose labels disagree is the annotators' matter: an adjudicator's, a viewer's or a
    // rater group's labels count in no figure, and put no pair up for review.
    const std::vector<std::uint8_t> eligible = esdPanels(snapshot).eligible;
    for (std::size_t p = 0; p < snapshot.labels.pairs; ++p) {
        std::array<std::size_t, 3> counts{}; // -1, 0, 1
        for (std::size_t a = 0; a < snapshot.labels.annotators; ++a) {
            const std::int8_t l = snapshot.labels.at(p, a);
            if (l != kNoLabel && a < eligible.size() && eligible[a]) {
                ++counts[static_cast<std::size_t>(l + 1)];
                ++given[p];
            }
        }
        const std::size_t most = *std::max_element(counts.begin(), counts.end());
        const auto decision = snapshot.decisions.find(static_cast<std::uint32_t>(p));
        const bool decided = decision != snapshot.decisions.end();
        if (most == given[p] && !decided) {
            continue; // no labels, one label, or all equal, and nothing decided
        }
        queue.push_back({static_cast<std::uint32_t>(p), metrics::labelDisagreement(counts),
                         decided, decided && decision->second.relabelled});
    }
    sortQueue(queue, given);
    return queue;
}

nlohmann::ordered_json esdQueueJson(const EsdSnapshot &snapshot,
                                    const std::vector<QueueEntry> &queue)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const QueueEntry &e : queue) {
        const EsdPairRow &pair = snapshot.pairs[e.item];
        const EsdGoalRow &goal = snapshot.goals[pair.goal];
        nlohmann::ordered_json entry = {{"id", pair.extId}, {"goal", goal.goal}};
        if (!goal.modifier.empty()) {
            entry["modifier"] = goal.modifier;
        }
        entry["step"] = pair.step;
        nlohmann::ordered_json labels = nlohmann::ordered_json::object();
        for (std::size_t a = 0; a < snapshot.labels.annotators; ++a) {
            const std::int8_t l = snapshot.labels.at(e.item, a);
            if (l != kNoLabel) {
                labels[snapshot.annotators[a]] = l;
            }
        }
        entry["labels"] = std::move(labels);
        entry["disagreement"] = e.disagreement;
        if (const auto it = snapshot.decisions.find(e.item); it != snapshot.decisions.end()) {
            entry["adjudicated"] = {{"label", it->second.label},
                                    {"by", it->second.by},
                                    {"note", it->second.note},
                                    {"at", it->second.at},
                                    {"label_changed_after", it->second.relabelled}};
        }
        out.push_back(std::move(entry));
    }
    return out;
}

std::vector<EsterRaterAnswers> esterRatersOf(const EsterSnapshot &snapshot, std::uint32_t question)
{
    std::vector<EsterRaterAnswers> out;
    const auto &q = snapshot.questions[question];
    if (q.released && q.released->hasGold) {
        out.push_back({"gold", true, q.released->type, &q.released->gold});
    } else if (!q.released && q.hasGold) {
        out.push_back({"gold", true, q.type, &q.gold});
    }
    for (const auto &r : snapshot.raters) {
        if (r.model) {
            continue;
        }
        const std::ptrdiff_t i = r.find(question);
        if (i >= 0) {
            const auto k = static_cast<std::size_t>(i);
            out.push_back({r.name, false, r.types[k], &r.answers[k]});
        }
    }
    return out;
}

namespace {

std::vector<std::string> answerTexts(const std::vector<EsterAnswer> &answers)
{
    std::vector<std::string> out;
    for (const EsterAnswer &a : answers) {
        out.push_back(a.text);
    }
    return out;
}

std::set<std::string> answerSet(const std::vector<EsterAnswer> &answers)
{
    std::set<std::string> out;
    for (const EsterAnswer &a : answers) {
        out.insert(metrics::ester::lowercase(a.text));
    }
    return out;
}

nlohmann::ordered_json answersJson(const std::vector<EsterAnswer> &answers)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const EsterAnswer &a : answers) {
        out.push_back(a.text);
    }
    return out;
}

} // namespace

namespace {

// UTF-8 continuation bytes (10xxxxxx) do not start a code point.
int codePoints(std::string_view s)
{
    return static_cast<int>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::vector<int> occurrences(const std::string &passage, const std::string &text)
{
    std::vector<int> starts;
    if (text.empty()) {
        return starts;
    }
    for (std::size_t at = passage.find(text); at != std::string::npos;
         at = passage.find(text, at + 1)) {
        starts.push_back(codePoints(std::string_view(passage).substr(0, at)));
    }
    return starts;
}

} // namespace

EsterAnswerLocation locateEsterAnswer(const std::string &passage, const std::string &text,
                                      const std::vector<EsterRaterAnswers> &raters)
{
    EsterAnswerLocation out;
    out.starts = occurrences(passage, text);
    const int length = codePoints(text);
    auto at = [&](int start) { return EsterAnswer{text, EsterSpan{start, start + length}}; };
    if (out.starts.size() == 1) {
        out.answer = at(out.starts.front());
        return out;
    }
    if (out.starts.empty()) {
        // "TEXT@START" names one occurrence of TEXT; taken so only when the whole string
        // is not itself in the passage.
        const std::size_t sign = text.rfind('@');
        if (sign == std::string::npos || sign + 1 >= text.size() ||
            !std::all_of(text.begin() + static_cast<std::ptrdiff_t>(sign) + 1, text.end(),
                         [](char c) { return c >= '0' && c <= '9'; }) ||
            text.size() - sign > 10) {
            return out;
        }
        const std::string bare = text.substr(0, sign);
        const int start = std::stoi(text.substr(sign + 1));
        EsterAnswerLocation named = locateEsterAnswer(passage, bare, {});
        if (std::find(named.starts.begin(), named.starts.end(), start) != named.starts.end()) {
            named.answer = EsterAnswer{bare, EsterSpan{start, start + codePoints(bare)}};
        }
        return named;
    }
    for (const EsterRaterAnswers &r : raters) {
        if (!r.answers) {
            continue;
        }
        for (const EsterAnswer &a : *r.answers) {
            if (a.text == text && a.span &&
                std::find(out.starts.begin(), out.starts.end(), a.span->start) !=
                    out.starts.end()) {
                out.answer = at(a.span->start);
                return out;
            }
        }
    }
    return out;
}

std::vector<QueueEntry> esterQueue(const EsterSnapshot &snapshot)
{
    std::vector<QueueEntry> queue;
    std::vector<std::size_t> raters(snapshot.questions.size(), 0);
    for (std::uint32_t q = 0; q < snapshot.questions.size(); ++q) {
        const std::vector<EsterRaterAnswers> all = esterRatersOf(snapshot, q);
        raters[q] = all.size();
        if (all.size() < 2) {
            continue;
        }
        bool typesDiffer = false;
        bool answersDiffer = false;
        std::vector<std::vector<std::string>> texts;
        for (std::size_t a = 0; a < all.size(); ++a) {
            texts.push_back(answerTexts(*all[a].answers));
            for (std::size_t b = a + 1; b < all.size(); ++b) {
                typesDiffer =
                    typesDiffer || (all[a].type && all[b].type && *all[a].type != *all[b].type);
                answersDiffer =
                    answersDiffer || answerSet(*all[a].answers) != answerSet(*all[b].answers);
            }
        }
        if (typesDiffer || answersDiffer) {
            // A type in dispute weighs more than any difference of answers.
            queue.push_back({q,
                             metrics::ester::answerDistance(texts) + (typesDiffer ? 1.0 : 0.0),
                             snapshot.questions[q].decision.has_value()});
        }
    }
    sortQueue(queue, raters);
    return queue;
}

nlohmann::ordered_json esterQueueJson(const EsterSnapshot &snapshot,
                                      const std::vector<QueueEntry> &queue)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const QueueEntry &e : queue) {
        const auto &q = snapshot.questions[e.item];
        nlohmann::ordered_json entry = {
            {"id", q.id}, {"passage", snapshot.passages[q.passage].id}, {"question", q.question}};
        nlohmann::ordered_json raters = nlohmann::ordered_json::object();
        for (const EsterRaterAnswers &r : esterRatersOf(snapshot, e.item)) {
            nlohmann::ordered_json one = nlohmann::ordered_json::object();
            if (r.type) {
                one["type"] = metrics::ester::relationName(*r.type);
            }
            one["answers"] = answersJson(*r.answers);
            raters[r.name] = std::move(one);
        }
        entry["raters"] = std::move(raters);
        entry["disagreement"] = e.disagreement;
        if (q.decision) {
            entry["adjudicated"] = {{"type", metrics::ester::relationName(q.type)},
                                    {"answers", answersJson(q.gold)},
                                    {"by", q.decision->by},
                                    {"note", q.decision->note},
                                    {"at", q.decision->at}};
        }
        out.push_back(std::move(entry));
    }
    return out;
}

std::vector<OpenPiClusteringOf> openPiClusteringsOf(const OpenPiSnapshot &snapshot,
                                                    std::uint32_t procedure, OpenPiClusterKind kind,
                                                    bool models)
{
    std::vector<OpenPiClusteringOf> out;
    if (const auto *gold = snapshot.clustering(procedure, kind, -1)) {
        if (gold->released) {
            out.push_back({"gold", true, false, &*gold->released});
        } else if (!gold->decision) {
            out.push_back({"gold", true, false, &gold->clusters});
        }
    }
    for (std::size_t r = 0; r < snapshot.raters.size(); ++r) {
        const auto &rater = snapshot.raters[r];
        if (rater.gold || (rater.model && !models)) {
            continue;
        }
        if (const auto *c = snapshot.clustering(procedure, kind, static_cast<int>(r))) {
            out.push_back({rater.name, false, rater.model, &c->clusters});
        }
    }
    return out;
}

namespace {

// A clustering as sets of stripped mentions: canonical names and order aside.
std::set<std::pair<std::string, std::set<std::string>>>
clusterSets(const std::vector<OpenPiCluster> &clusters)
{
    std::set<std::pair<std::string, std::set<std::string>>> out;
    for (const OpenPiCluster &c : clusters) {
        std::set<std::string> members;
        for (const std::string &m : c.members) {
            members.emplace(metrics::openpi::stripped(m));
        }
        out.emplace(c.entity, std::move(members));
    }
    return out;
}

} // namespace

std::vector<OpenPiQueueEntry> openPiQueue(const OpenPiSnapshot &snapshot)
{
    std::vector<OpenPiQueueEntry> queue;
    // (entity, step) -> how far apart people's ratings are
    std::map<std::pair<std::uint32_t, std::uint32_t>, metrics::openpi::RatingSpread> range;
    for (const auto &r : snapshot.raters) {
        if (r.model || r.gold) {
            continue;
        }
        for (const auto &rating : r.ratings) {
            range[{rating.entity, rating.step}].add(rating.value);
        }
    }
    std::map<std::uint32_t, int> spread;
    for (const auto &[key, ratings] : range) {
        int &widest = spread[key.first];
        widest = std::max(widest, ratings.spread().value_or(0));
    }
    for (const auto &[entity, widest] : spread) {
        if (widest < 2) {
            continue;
        }
        const auto decided = snapshot.salienceDecisions.lower_bound({entity, 0});
        queue.push_back(
            {OpenPiQueueEntry::Kind::Salience, entity, OpenPiClusterKind::Entity,
             metrics::openpi::salienceDisagreement(widest), widest,
             decided != snapshot.salienceDecisions.end() && decided->first.first == entity});
    }
    for (std::uint32_t p = 0; p < snapshot.procedures.size(); ++p) {
        for (OpenPiClusterKind kind : {OpenPiClusterKind::Entity, OpenPiClusterKind::Attribute}) {
            const auto all = openPiClusteringsOf(snapshot, p, kind, false);
            if (all.size() < 2) {
                continue;
            }
            bool differ = false;
            metrics::openpi::ClusteringDisagreement disagreement;
            for (std::size_t a = 0; a < all.size(); ++a) {
                for (std::size_t b = a + 1; b < all.size(); ++b) {
                    if (clusterSets(*all[a].clusters) == clusterSets(*all[b].clusters)) {
                        continue;
                    }
                    differ = true;
                    OpenPiSnapshot::Clustering x{0, p, kind, 0, *all[a].clusters, {}, {}};
                    OpenPiSnapshot::Clustering y{0, p, kind, -1, *all[b].clusters, {}, {}};
                    disagreement.add(metrics::openpi::clusterScore(compareClusterings(x, y)));
                }
            }
            if (differ) {
                const auto *gold = snapshot.clustering(p, kind, -1);
                queue.push_back({OpenPiQueueEntry::Kind::Clusters, p, kind, disagreement.value(), 0,
                                 gold != nullptr && gold->decision.has_value()});
            }
        }
    }
    appendOpenPiStateSteps(snapshot, queue);
    std::stable_sort(queue.begin(), queue.end(),
                     [](const OpenPiQueueEntry &a, const OpenPiQueueEntry &b) {
                         return a.disagreement > b.disagreement;
                     });
    return queue;
}

namespace {

nlohmann::ordered_json clustersJson(const std::vector<OpenPiCluster> &clusters)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const OpenPiCluster &c : clusters) {
        nlohmann::ordered_json one = nlohmann::ordered_json::object();
        if (!c.entity.empty()) {
            one["entity"] = c.entity;
        }
        one["canonical"] =
            c.canonical ? nlohmann::ordered_json(*c.canonical) : nlohmann::ordered_json();
        one["members"] = c.members;
        out.push_back(std::move(one));
    }
    return out;
}

// {"global": v, "steps": {"1": v, ...}} of one rater's ratings of an entity.
nlohmann::ordered_json entityRatings(const std::vector<metrics::openpi::Rating> &ratings,
                                     std::uint32_t entity)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    nlohmann::ordered_json steps = nlohmann::ordered_json::object();
    auto it = std::lower_bound(
        ratings.begin(), ratings.end(), entity,
        [](const metrics::openpi::Rating &r, std::uint32_t e) { return r.entity < e; });
    for (; it != ratings.end() && it->entity == entity; ++it) {
        if (it->step == 0) {
            out["global"] = it->value;
        } else {
            steps[std::to_string(it->step)] = it->value;
        }
    }
    if (!steps.empty()) {
        out["steps"] = std::move(steps);
    }
    return out;
}

} // namespace

nlohmann::ordered_json openPiQueueJson(const OpenPiSnapshot &snapshot,
                                       const std::vector<OpenPiQueueEntry> &queue)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const OpenPiQueueEntry &e : queue) {
        nlohmann::ordered_json entry;
        if (e.kind == OpenPiQueueEntry::Kind::Salience) {
            const auto &entity = snapshot.entities[e.item];
            entry = {{"kind", "salience"},
                     {"id", snapshot.procedures[entity.procedure].key},
                     {"entity", entity.name},
                     {"spread", e.spread},
                     {"disagreement", e.disagreement}};
            nlohmann::ordered_json ratings = nlohmann::ordered_json::object();
            for (const auto &r : snapshot.raters) {
                if (!r.model && !r.gold) {
                    auto one = entityRatings(r.ratings, e.item);
                    if (!one.empty()) {
                        ratings[r.name] = std::move(one);
                    }
                }
            }
            entry["ratings"] = std::move(ratings);
            if (const int g = snapshot.goldRater(); g >= 0) {
                auto decided =
                    entityRatings(snapshot.raters[static_cast<std::size_t>(g)].ratings, e.item);
                if (!decided.empty()) {
                    // Who decided last, as the other datasets' entries say.
                    const OpenPiSnapshot::Decision *latest = nullptr;
                    for (auto it = snapshot.salienceDecisions.lower_bound({e.item, 0});
                         it != snapshot.salienceDecisions.end() && it->first.first == e.item;
                         ++it) {
                        if (!latest || it->second.at > latest->at) {
                            latest = &it->second;
                        }
                    }
                    if (latest) {
                        decided["by"] = latest->by;
                        decided["note"] = latest->note;
                        decided["at"] = latest->at;
                    }
                    entry["adjudicated"] = std::move(decided);
                }
            }
        } else if (e.kind == OpenPiQueueEntry::Kind::States) {
            entry = openPiStatesEntryJson(snapshot, e);
        } else {
            entry = {{"kind", "clusters"},
                     {"id", snapshot.procedures[e.item].key},
                     {"cluster_kind", std::string(clusterKindName(e.clusterKind))},
                     {"disagreement", e.disagreement}};
            nlohmann::ordered_json clusterings = nlohmann::ordered_json::object();
            for (const auto &c : openPiClusteringsOf(snapshot, e.item, e.clusterKind, false)) {
                clusterings[c.name] = clustersJson(*c.clusters);
            }
            entry["clusterings"] = std::move(clusterings);
            const auto *gold = snapshot.clustering(e.item, e.clusterKind, -1);
            if (gold && gold->decision) {
                entry["adjudicated"] = {{"clusters", clustersJson(gold->clusters)},
                                        {"by", gold->decision->by},
                                        {"note", gold->decision->note},
                                        {"at", gold->decision->at}};
            }
        }
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace es::db
