#pragma once
// The oracle's rater groups (esd_oracle.h computes the rest), written from the README
// ("Assignments and rater groups": a group's members are scored against the experts' gold
// like a model, and "Beside that, each group gets the ESD paper's own human baseline"),
// not from metrics/. A group in both settings is scored twice: on its members' own labels
// (Full) and on the labels they gave seeing the goal alone (Core, esd_core_label).

#include <cmath>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace es::test::oracle {

// The probability that a positive outranks a negative, ties one half.
inline std::optional<double> auroc(const std::vector<double> &positives,
                                   const std::vector<double> &negatives)
{
    if (positives.empty() || negatives.empty()) {
        return std::nullopt;
    }
    double wins = 0;
    for (double p : positives) {
        for (double q : negatives) {
            wins += p > q ? 1.0 : p == q ? 0.5 : 0.0;
        }
    }
    return wins / (static_cast<double>(positives.size()) * static_cast<double>(negatives.size()));
}

// A rater group as the project's rows hold it.
struct Group
{
    std::string name;
    std::string setting;               // full or core: the setting of a group in one
    bool both = false;                 // scored in both settings
    std::vector<std::int64_t> members; // person ids
};

// The README's human sample: `size` pairs (the whole pool when fewer have gold) drawn with
// `seed`; `report` defaults to 200 pairs and seed 20231.
struct HumanSample
{
    std::size_t size = 200;
    std::uint64_t seed = 20231;
};

// One entry of `report --json`'s `human`: a group in one setting.
struct HumanFigures
{
    std::size_t members = 0, n = 0, positives = 0, negatives = 0, accuracyN = 0;
    std::optional<double> auroc, accuracy;
    std::size_t sample = 0;
    std::uint64_t seed = 0;
    std::map<std::string, std::pair<std::size_t, std::optional<double>>> memberAccuracy;
    std::optional<double> meanAccuracy;
    std::size_t leftOut = 0;
};

// Steele, Lea and Flood (2014), as java.util.SplittableRandom and Vigna's splitmix64.c.
inline std::uint64_t splitMix64(std::uint64_t &state)
{
    state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The README's draw: the pool is the indices of the pairs with gold, ascending; for
// i = 0 .. m - 1, j = i + next() mod (pool - i), swap pool items i and j; the sample is
// the first m (m = min(size, pool)).
inline std::set<std::size_t> humanSampleOf(const std::vector<std::optional<int>> &gold,
                                           const HumanSample &sample)
{
    std::vector<std::size_t> pool;
    for (std::size_t p = 0; p < gold.size(); ++p) {
        if (gold[p]) {
            pool.push_back(p);
        }
    }
    const std::size_t m = std::min(sample.size, pool.size());
    std::uint64_t state = sample.seed;
    for (std::size_t i = 0; i < m; ++i) {
        const std::size_t j = i + static_cast<std::size_t>(splitMix64(state) % (pool.size() - i));
        std::swap(pool[i], pool[j]);
    }
    return {pool.begin(), pool.begin() + static_cast<long>(m)};
}

// One setting of a group: `labels` are the members' labels in it by (pair index, person
// id), `gold` each pair's gold (by index, none where there is none), `names` by person id.
inline HumanFigures scoreGroup(const std::vector<std::int64_t> &members,
                               const std::map<std::pair<std::size_t, std::int64_t>, int> &labels,
                               const std::vector<std::optional<int>> &gold,
                               const std::map<std::int64_t, std::string> &names,
                               const HumanSample &sample)
{
    HumanFigures h;
    h.members = members.size();
    std::vector<double> pos, neg;
    std::size_t right = 0;
    for (std::size_t p = 0; p < gold.size(); ++p) {
        int ones = 0, zeros = 0;
        for (std::int64_t m : members) {
            const auto l = labels.find({p, m});
            ones += l != labels.end() && l->second == 1;
            zeros += l != labels.end() && l->second == 0;
        }
        if (!gold[p] || ones + zeros == 0) {
            continue;
        }
        // The share of the members' essential/non-essential labels saying essential.
        (*gold[p] == 1 ? pos : neg).push_back(static_cast<double>(ones) / (ones + zeros));
        if (ones != zeros) { // the members' strict majority; a tie has no vote
            ++h.accuracyN;
            right += (ones > zeros ? 1 : 0) == *gold[p];
        }
    }
    h.n = pos.size() + neg.size();
    h.positives = pos.size();
    h.negatives = neg.size();
    h.auroc = auroc(pos, neg);
    if (h.accuracyN > 0) {
        h.accuracy = static_cast<double>(right) / static_cast<double>(h.accuracyN);
    }
    // The human baseline: each member on the sampled pairs they labelled 0 or 1.
    const std::set<std::size_t> drawn = humanSampleOf(gold, sample);
    h.sample = drawn.size();
    h.seed = sample.seed;
    double sum = 0;
    std::size_t counted = 0;
    for (std::int64_t m : members) {
        std::size_t n = 0, correct = 0;
        for (std::size_t p : drawn) {
            const auto l = labels.find({p, m});
            if (l != labels.end() && l->second != -1) {
                ++n;
                correct += l->second == *gold[p];
            }
        }
        std::optional<double> accuracy;
        if (n > 0) {
            accuracy = static_cast<double>(correct) / static_cast<double>(n);
            sum += *accuracy;
            ++counted;
        } else {
            ++h.leftOut;
        }
        h.memberAccuracy[names.at(m)] = {n, accuracy};
    }
    if (counted > 0) {
        h.meanAccuracy = sum / static_cast<double>(counted);
    }
    return h;
}

// Every group's figures by (group, setting): a group in both settings on its members' own
// labels as Full and on their Core labels as Core. `pairIds` are the pairs' ids by index.
inline std::map<std::pair<std::string, std::string>, HumanFigures>
humanFigures(const std::vector<Group> &groups, const std::vector<std::int64_t> &pairIds,
             const std::map<std::pair<std::int64_t, std::int64_t>, int> &own,
             const std::map<std::pair<std::int64_t, std::int64_t>, int> &core,
             const std::vector<std::optional<int>> &gold,
             const std::map<std::int64_t, std::string> &names, const HumanSample &sample)
{
    std::map<std::int64_t, std::size_t> index;
    for (std::size_t p = 0; p < pairIds.size(); ++p) {
        index[pairIds[p]] = p;
    }
    const auto byIndex = [&index](const std::map<std::pair<std::int64_t, std::int64_t>, int> &l) {
        std::map<std::pair<std::size_t, std::int64_t>, int> out;
        for (const auto &[key, label] : l) {
            out[{index.at(key.first), key.second}] = label;
        }
        return out;
    };
    const auto ownByIndex = byIndex(own);
    const auto coreByIndex = byIndex(core);
    std::map<std::pair<std::string, std::string>, HumanFigures> out;
    for (const Group &g : groups) {
        out[{g.name, g.both ? "full" : g.setting}] =
            scoreGroup(g.members, ownByIndex, gold, names, sample);
        if (g.both) {
            out[{g.name, "core"}] = scoreGroup(g.members, coreByIndex, gold, names, sample);
        }
    }
    return out;
}

// Where `report --json`'s `human` array disagrees with the figures, one line each.
inline std::vector<std::string>
humanDifferences(const std::map<std::pair<std::string, std::string>, HumanFigures> &want,
                 const nlohmann::ordered_json &human)
{
    std::vector<std::string> out;
    const auto value = [&out](const std::string &what, const nlohmann::ordered_json &v,
                              const std::optional<double> &w) {
        if (w ? !v.is_number() || std::abs(v.get<double>() - *w) >= 1e-9 : !v.is_null()) {
            out.push_back(what + ": report " + v.dump() + ", oracle " +
                          (w ? std::to_string(*w) : std::string("null")));
        }
    };
    const auto count = [&out](const std::string &what, const nlohmann::ordered_json &v,
                              std::size_t w) {
        if (!v.is_number_integer() || v.get<std::size_t>() != w) {
            out.push_back(what + ": report " + v.dump() + ", oracle " + std::to_string(w));
        }
    };
    std::set<std::pair<std::string, std::string>> seen;
    for (const auto &h : human) {
        const std::pair<std::string, std::string> key{h.value("group", ""), h.value("setting", "")};
        const std::string what = "human " + key.first + " " + key.second;
        if (!want.count(key) || !seen.insert(key).second) {
            out.push_back(what + ": not an oracle group, or listed twice");
            continue;
        }
        const HumanFigures &w = want.at(key);
        count(what + " members", h["members"], w.members);
        count(what + " n", h["n"], w.n);
        count(what + " positives", h["positives"], w.positives);
        count(what + " negatives", h["negatives"], w.negatives);
        count(what + " accuracy_n", h["accuracy_n"], w.accuracyN);
        value(what + " auroc", h["auroc"], w.auroc);
        value(what + " accuracy", h["accuracy"], w.accuracy);
        const nlohmann::ordered_json &i = h["individual"];
        count(what + " sample", i["sample"], w.sample);
        count(what + " seed", i["seed"], w.seed);
        count(what + " left_out", i["left_out"], w.leftOut);
        value(what + " mean_accuracy", i["mean_accuracy"], w.meanAccuracy);
        // Each member listed once with their figures; one who labelled no sampled pair may
        // be left off the list (they are counted in left_out).
        std::set<std::string> listed;
        for (const auto &m : i.value("members", nlohmann::ordered_json::array())) {
            const std::string name = m.value("name", "");
            if (!w.memberAccuracy.count(name) || !listed.insert(name).second) {
                out.push_back(what + " member " + name + ": not a member, or listed twice");
                continue;
            }
            count(what + " " + name + " n", m["n"], w.memberAccuracy.at(name).first);
            value(what + " " + name + " accuracy", m["accuracy"], w.memberAccuracy.at(name).second);
        }
        for (const auto &[name, acc] : w.memberAccuracy) {
            if (acc.first > 0 && !listed.count(name)) {
                out.push_back(what + " member " + name + " is not listed");
            }
        }
    }
    if (seen.size() != want.size()) {
        out.push_back("human: report " + std::to_string(seen.size()) + " entries, oracle " +
                      std::to_string(want.size()));
    }
    return out;
}

// The group entries whose figures differ between two computations.
inline std::vector<std::string>
changedHuman(const std::map<std::pair<std::string, std::string>, HumanFigures> &a,
             const std::map<std::pair<std::string, std::string>, HumanFigures> &b)
{
    const auto same = [](const std::optional<double> &x, const std::optional<double> &y) {
        return x.has_value() == y.has_value() && (!x || std::abs(*x - *y) < 1e-12);
    };
    std::vector<std::string> out;
    for (const auto &[key, h] : a) {
        const auto o = b.find(key);
        if (o == b.end() || h.n != o->second.n || !same(h.auroc, o->second.auroc) ||
            !same(h.accuracy, o->second.accuracy) ||
            !same(h.meanAccuracy, o->second.meanAccuracy)) {
            out.push_back("human " + key.first + " " + key.second);
        }
    }
    if (a.size() != b.size()) {
        out.push_back("human");
    }
    return out;
}

} // namespace es::test::oracle
