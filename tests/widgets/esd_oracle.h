#pragma once
// A second implementation of the ESD figures, written from the definitions in the README
// ("What the ESD figures mean") and the papers' formulas, not from metrics/: the workflow
// test computes every figure here from the project's raw rows and holds `report --json`
// and the workbench's figures to it. It is written to be obviously right, not fast: the
// agreement statistics from their textbook definitions (Fleiss 1971; Cohen 1960;
// Krippendorff 2011, nominal, coincidence matrix), AUROC as the share of
// (positive, negative) pairs ranked the right way round, ties one half; rater groups in
// esd_group_oracle.h.

#include "esd_group_oracle.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace es::test::oracle {

struct Person
{
    std::int64_t id = 0;
    std::string name;
    std::string role; // annotator, adjudicator, viewer
};

struct Pair
{
    std::int64_t id = 0;
    std::string ext;
    std::int64_t goal = 0;
};

struct Model
{
    std::string name;
    std::string setting; // full or core
    bool lowerIsPositive = false;
    std::map<std::string, double> scores; // by pair ext id
};

// What the project holds, as rows.
struct Rows
{
    std::vector<Person> people;
    std::vector<Pair> pairs;
    std::set<std::int64_t> goals;
    std::map<std::pair<std::int64_t, std::int64_t>, int> labels; // (pair id, person id)
    std::map<std::int64_t, int> decisions;                       // pair id
    std::map<std::int64_t, std::set<std::int64_t>> assigned;     // goal id -> person ids
    std::vector<Model> models;
    std::vector<Group> groups;
    std::map<std::pair<std::int64_t, std::int64_t>, int> coreLabels; // esd_core_label
};

struct Figures
{
    std::size_t pairs = 0, goals = 0, kept = 0, invalid = 0, incomplete = 0, essential = 0,
                nonEssential = 0, tied = 0, adjudicated = 0, adjudicatedInvalid = 0;
    std::set<std::string> annotators;
    std::optional<double> fleiss, gwet, percent, alpha;
    std::map<std::pair<std::string, std::string>, std::optional<double>> cohen;
    struct ModelFigures
    {
        std::size_t n = 0, positives = 0, negatives = 0;
        std::optional<double> auroc;
    };
    std::map<std::pair<std::string, std::string>, ModelFigures> models; // (model, setting)
    std::map<std::string, std::pair<std::size_t, std::optional<double>>> accuracy;
    std::string panel;
    std::optional<std::size_t> panelSize;
    std::map<std::pair<std::string, std::string>, HumanFigures> human; // (group, setting)
};

// Strict majority of 1s over 0s; nullopt on a tie (or nothing).
inline std::optional<int> majority(int ones, int zeros)
{
    if (ones > zeros) {
        return 1;
    }
    if (zeros > ones) {
        return 0;
    }
    return std::nullopt;
}

// Fleiss (1971): items rated by the same r raters into categories.
inline std::optional<double> fleissKappa(const std::vector<std::vector<int>> &items)
{
    if (items.empty()) {
        return std::nullopt;
    }
    const std::size_t r = items.front().size();
    for (const auto &i : items) {
        if (i.size() != r) {
            return std::nullopt;
        }
    }
    if (r < 2) {
        return std::nullopt;
    }
    std::map<int, double> share;
    double pBar = 0;
    for (const auto &i : items) {
        std::map<int, int> n;
        for (int v : i) {
            ++n[v];
            share[v] += 1.0 / (static_cast<double>(items.size()) * static_cast<double>(r));
        }
        double agree = 0;
        for (const auto &[v, c] : n) {
            agree += static_cast<double>(c) * static_cast<double>(c - 1);
        }
        pBar += agree / (static_cast<double>(r) * static_cast<double>(r - 1));
    }
    pBar /= static_cast<double>(items.size());
    double pE = 0;
    for (const auto &[v, p] : share) {
        pE += p * p;
    }
    if (pE >= 1.0 - 1e-12) {
        return std::nullopt;
    }
    return (pBar - pE) / (1.0 - pE);
}

// Cohen (1960) over paired ratings.
inline std::optional<double> cohenKappa(const std::vector<std::pair<int, int>> &ratings)
{
    if (ratings.empty()) {
        return std::nullopt;
    }
    const double n = static_cast<double>(ratings.size());
    double po = 0;
    std::map<int, double> a, b;
    for (const auto &[x, y] : ratings) {
        po += x == y ? 1.0 / n : 0.0;
        a[x] += 1.0 / n;
        b[y] += 1.0 / n;
    }
    double pe = 0;
    for (const auto &[v, p] : a) {
        pe += p * (b.count(v) ? b.at(v) : 0.0);
    }
    if (pe >= 1.0 - 1e-12) {
        return std::nullopt;
    }
    return (po - pe) / (1.0 - pe);
}

// Gwet (2008, "Computing inter-rater reliability and its variance in the presence of high
// agreement", eqs. 14-15 with the uneven-ratings form of Gwet's Handbook, ch. 4): items rated
// by any number of raters. p_a = the mean over items with r_i >= 2 of
// sum_k r_ik (r_ik - 1) / (r_i (r_i - 1)); pi_k = the mean over rated items of r_ik / r_i;
// p_e = sum_k pi_k (1 - pi_k) / (q - 1) with q = 2 (essential, non-essential).
inline std::optional<double> gwetAC1(const std::vector<std::vector<int>> &items)
{
    double agreement = 0, pairable = 0, rated = 0;
    std::map<int, double> share{{0, 0.0}, {1, 0.0}};
    for (const auto &i : items) {
        if (i.empty()) {
            continue;
        }
        std::map<int, double> n;
        for (int v : i) {
            n[v] += 1;
        }
        const double r = static_cast<double>(i.size());
        rated += 1;
        for (const auto &[v, c] : n) {
            share[v] += c / r;
        }
        if (i.size() >= 2) {
            pairable += 1;
            for (const auto &[v, c] : n) {
                agreement += c * (c - 1) / (r * (r - 1));
            }
        }
    }
    if (pairable == 0) {
        return std::nullopt;
    }
    double chance = 0;
    for (const auto &[v, s] : share) {
        chance += s / rated * (1 - s / rated);
    }
    const double pa = agreement / pairable;
    return (pa - chance) / (1 - chance);
}

// Krippendorff's alpha, nominal, from the coincidence matrix: each unit's values, missing
// ones left out; units with fewer than two values are not pairable.
inline std::optional<double> krippendorffAlpha(const std::vector<std::vector<int>> &units)
{
    std::map<std::pair<int, int>, double> o;
    for (const auto &u : units) {
        const std::size_t m = u.size();
        if (m < 2) {
            continue;
        }
        for (std::size_t i = 0; i < m; ++i) {
            for (std::size_t j = 0; j < m; ++j) {
                if (i != j) {
                    o[{u[i], u[j]}] += 1.0 / static_cast<double>(m - 1);
                }
            }
        }
    }
    std::map<int, double> nc;
    double n = 0;
    double disagreeing = 0;
    for (const auto &[ck, v] : o) {
        nc[ck.first] += v;
        n += v;
        disagreeing += ck.first != ck.second ? v : 0.0;
    }
    if (n < 2) {
        return std::nullopt;
    }
    double expected = 0;
    for (const auto &[c, a] : nc) {
        for (const auto &[k, b] : nc) {
            expected += c != k ? a * b : 0.0;
        }
    }
    expected /= (n - 1);
    if (expected <= 0) {
        return std::nullopt;
    }
    return 1.0 - disagreeing / expected;
}

// The figures of `rows`, in everyone's view, or with `blindAs` in that annotator's: their
// own labels alone, no decisions, no assignments, no groups (README: an annotator works
// blind; panels and groups are other people's work). `sample`: the human baseline's.
inline Figures compute(Rows rows, const std::string &blindAs = {}, const HumanSample &sample = {})
{
    if (!blindAs.empty()) {
        std::int64_t me = -1;
        for (const Person &p : rows.people) {
            me = p.name == blindAs ? p.id : me;
        }
        std::erase_if(rows.labels, [me](const auto &l) { return l.first.second != me; });
        rows.decisions.clear();
        rows.assigned.clear();
        rows.groups.clear();
    }
    Figures f;
    f.pairs = rows.pairs.size();
    f.goals = rows.goals.size();
    std::map<std::int64_t, const Person *> byId;
    std::map<std::int64_t, std::string> names;
    for (const Person &p : rows.people) {
        byId[p.id] = &p;
        names[p.id] = p.name;
    }
    // Members of a rater group label as annotators do but sit on no panel (README).
    std::set<std::int64_t> grouped;
    for (const Group &g : rows.groups) {
        grouped.insert(g.members.begin(), g.members.end());
    }
    const auto eligible = [&](std::int64_t id) {
        return byId.at(id)->role == "annotator" && !grouped.count(id);
    };
    // Per pair, its eligible labels by person id (so in the order people joined).
    std::map<std::int64_t, std::map<std::int64_t, int>> byPair;
    std::set<std::int64_t> labellers;
    for (const auto &[key, label] : rows.labels) {
        labellers.insert(key.second);
        f.annotators.insert(byId.at(key.second)->name);
        if (eligible(key.second)) {
            byPair[key.first][key.second] = label;
        }
    }
    const bool assigned = !rows.assigned.empty();
    f.panel = assigned ? "assigned" : "implicit";
    std::size_t k = 0;
    if (!assigned) {
        std::map<std::size_t, std::size_t> howMany; // labels on a pair -> pairs
        for (const auto &[pair, labels] : byPair) {
            ++howMany[labels.size()];
        }
        std::size_t best = 0;
        for (const auto &[n, pairs] : howMany) { // ascending: the smaller wins a tie
            if (pairs > best) {
                best = pairs;
                k = n;
            }
        }
        if (k > 0) {
            f.panelSize = k;
        }
    }

    std::vector<std::vector<int>> fleissItems, alphaUnits;
    std::set<std::size_t> keptSizes;
    std::size_t unanimous = 0;
    std::map<std::pair<std::int64_t, std::int64_t>, std::vector<std::pair<int, int>>> cohen;
    std::map<std::int64_t, std::pair<std::size_t, std::size_t>> accuracy; // n, correct
    std::map<std::string, std::optional<int>> gold;                       // by ext id
    for (const Pair &pair : rows.pairs) {
        const std::map<std::int64_t, int> &labels = byPair[pair.id];
        std::vector<std::int64_t> panel;
        std::size_t wanted = 0;
        if (assigned) {
            for (std::int64_t id : rows.assigned[pair.goal]) {
                if (eligible(id)) {
                    panel.push_back(id);
                }
            }
            wanted = panel.size();
        } else {
            for (const auto &[id, label] : labels) {
                if (panel.size() < k) {
                    panel.push_back(id);
                }
            }
            wanted = k;
        }
        std::size_t given = 0;
        int ones = 0, zeros = 0;
        bool invalid = false;
        for (std::int64_t id : panel) {
            if (labels.count(id)) {
                ++given;
                ones += labels.at(id) == 1;
                zeros += labels.at(id) == 0;
                invalid = invalid || labels.at(id) == -1;
            }
        }
        std::optional<int> g;
        bool kept = false;
        if (invalid) {
            ++f.invalid;
        } else {
            std::vector<int> unit;
            for (const auto &[id, label] : labels) {
                if (label != -1) {
                    unit.push_back(label);
                }
            }
            alphaUnits.push_back(unit);
            if (wanted == 0 || given < wanted) {
                ++f.incomplete;
            } else {
                kept = true;
                ++f.kept;
                keptSizes.insert(given);
                std::vector<int> item;
                for (std::int64_t id : panel) {
                    item.push_back(labels.at(id));
                }
                fleissItems.push_back(item);
                unanimous += ones == 0 || zeros == 0;
                g = majority(ones, zeros);
                for (std::size_t i = 0; i < panel.size(); ++i) {
                    for (std::size_t j = i + 1; j < panel.size(); ++j) {
                        cohen[{panel[i], panel[j]}].push_back(
                            {labels.at(panel[i]), labels.at(panel[j])});
                    }
                    const int mine = labels.at(panel[i]);
                    if (const auto others = majority(ones - (mine == 1), zeros - (mine == 0))) {
                        ++accuracy[panel[i]].first;
                        accuracy[panel[i]].second += mine == *others;
                    }
                }
            }
        }
        if (const auto d = rows.decisions.find(pair.id); d != rows.decisions.end()) {
            ++f.adjudicated;
            f.adjudicatedInvalid += d->second == -1;
            g = d->second == -1 ? std::nullopt : std::optional<int>(d->second);
        } else if (kept && !g) {
            ++f.tied;
        }
        f.essential += g == 1;
        f.nonEssential += g == 0;
        gold[pair.ext] = g;
    }

    if (keptSizes.size() == 1 && assigned) {
        f.panelSize = *keptSizes.begin();
    }
    if (keptSizes.size() <= 1) {
        f.fleiss = fleissKappa(fleissItems);
    }
    f.gwet = gwetAC1(fleissItems);
    if (f.kept > 0) {
        f.percent = static_cast<double>(unanimous) / static_cast<double>(f.kept);
    }
    std::vector<std::int64_t> columns;
    for (std::int64_t id : labellers) {
        if (eligible(id)) {
            columns.push_back(id);
        }
    }
    if (!columns.empty()) {
        f.alpha = krippendorffAlpha(alphaUnits);
    }
    for (std::size_t i = 0; i < columns.size(); ++i) {
        for (std::size_t j = i + 1; j < columns.size(); ++j) {
            f.cohen[{byId[columns[i]]->name, byId[columns[j]]->name}] =
                cohenKappa(cohen[{columns[i], columns[j]}]);
        }
        const auto [n, correct] = accuracy[columns[i]];
        f.accuracy[byId[columns[i]]->name] = {
            n, n == 0
                   ? std::nullopt
                   : std::optional<double>(static_cast<double>(correct) / static_cast<double>(n))};
    }
    for (const Model &m : rows.models) {
        std::vector<double> pos, neg;
        for (const auto &[ext, score] : m.scores) {
            const auto g = gold.find(ext);
            if (g == gold.end() || !g->second || std::isnan(score)) {
                continue;
            }
            (*g->second == 1 ? pos : neg).push_back(m.lowerIsPositive ? -score : score);
        }
        Figures::ModelFigures mf{pos.size() + neg.size(), pos.size(), neg.size(), auroc(pos, neg)};
        f.models[{m.name, m.setting}] = mf;
    }
    std::vector<std::int64_t> pairIds;
    std::vector<std::optional<int>> goldByIndex;
    for (const Pair &pair : rows.pairs) {
        pairIds.push_back(pair.id);
        goldByIndex.push_back(gold[pair.ext]);
    }
    f.human = humanFigures(rows.groups, pairIds, rows.labels, rows.coreLabels, goldByIndex, names,
                           sample);
    return f;
}

// Where a `report --json` ESD object disagrees with the figures, one line each; empty
// when they agree (to 1e-9).
inline std::vector<std::string> differences(const Figures &f, const nlohmann::ordered_json &esd)
{
    std::vector<std::string> out;
    const auto count = [&](const char *key, std::size_t want) {
        if (!esd.contains(key) || esd[key].get<std::size_t>() != want) {
            out.push_back(std::string(key) + ": report " +
                          (esd.contains(key) ? esd[key].dump() : "none") + ", oracle " +
                          std::to_string(want));
        }
    };
    const auto value = [&](const std::string &what, const nlohmann::ordered_json &v,
                           const std::optional<double> &want) {
        const bool same =
            want ? v.is_number() && std::abs(v.get<double>() - *want) < 1e-9 : v.is_null();
        if (!same) {
            out.push_back(what + ": report " + v.dump() + ", oracle " +
                          (want ? std::to_string(*want) : std::string("null")));
        }
    };
    count("pairs", f.pairs);
    count("goals", f.goals);
    count("kept", f.kept);
    count("invalid", f.invalid);
    count("incomplete", f.incomplete);
    count("essential", f.essential);
    count("non_essential", f.nonEssential);
    count("tied", f.tied);
    count("adjudicated", f.adjudicated);
    count("adjudicated_invalid", f.adjudicatedInvalid);
    std::set<std::string> annotators;
    for (const auto &a : esd.value("annotators", nlohmann::ordered_json::array())) {
        annotators.insert(a.get<std::string>());
    }
    if (annotators != f.annotators) {
        out.push_back("annotators: report " +
                      esd.value("annotators", nlohmann::ordered_json()).dump());
    }
    value("fleiss_kappa", esd.value("fleiss_kappa", nlohmann::ordered_json()), f.fleiss);
    value("gwet_ac1", esd.value("gwet_ac1", nlohmann::ordered_json()), f.gwet);
    value("percent_agreement", esd.value("percent_agreement", nlohmann::ordered_json()), f.percent);
    value("krippendorff_alpha", esd.value("krippendorff_alpha", nlohmann::ordered_json()), f.alpha);
    std::set<std::pair<std::string, std::string>> seen;
    for (const auto &c : esd.value("cohen_kappa", nlohmann::ordered_json::array())) {
        std::pair<std::string, std::string> key{c["a"], c["b"]};
        if (!f.cohen.count(key)) {
            std::swap(key.first, key.second);
        }
        seen.insert(key);
        const std::string what = "cohen_kappa " + key.first + "/" + key.second;
        if (!f.cohen.count(key)) {
            out.push_back(what + ": not an oracle pair");
        } else {
            value(what, c["kappa"], f.cohen.at(key));
        }
    }
    if (seen.size() != f.cohen.size()) {
        out.push_back("cohen_kappa: report " + std::to_string(seen.size()) + " pairs, oracle " +
                      std::to_string(f.cohen.size()));
    }
    std::size_t models = 0;
    for (const auto &m : esd.value("models", nlohmann::ordered_json::array())) {
        const std::pair<std::string, std::string> key{m["model"], m["setting"]};
        const std::string what = "model " + key.first + " " + key.second;
        ++models;
        if (!f.models.count(key)) {
            out.push_back(what + ": not an oracle model");
            continue;
        }
        const Figures::ModelFigures &want = f.models.at(key);
        if (m["n"].get<std::size_t>() != want.n ||
            m["positives"].get<std::size_t>() != want.positives ||
            m["negatives"].get<std::size_t>() != want.negatives) {
            out.push_back(what + ": report n/pos/neg " + m["n"].dump() + "/" +
                          m["positives"].dump() + "/" + m["negatives"].dump() + ", oracle " +
                          std::to_string(want.n) + "/" + std::to_string(want.positives) + "/" +
                          std::to_string(want.negatives));
        }
        value(what + " auroc", m["auroc"], want.auroc);
    }
    if (models != f.models.size()) {
        out.push_back("models: report " + std::to_string(models) + ", oracle " +
                      std::to_string(f.models.size()));
    }
    std::size_t accuracies = 0;
    for (const auto &a : esd.value("annotator_accuracy", nlohmann::ordered_json::array())) {
        const std::string who = a["annotator"];
        ++accuracies;
        if (!f.accuracy.count(who)) {
            out.push_back("annotator_accuracy " + who + ": not an oracle annotator");
            continue;
        }
        if (a["n"].get<std::size_t>() != f.accuracy.at(who).first) {
            out.push_back("annotator_accuracy " + who + " n: report " + a["n"].dump() +
                          ", oracle " + std::to_string(f.accuracy.at(who).first));
        }
        value("annotator_accuracy " + who, a["accuracy"], f.accuracy.at(who).second);
    }
    if (accuracies != f.accuracy.size()) {
        out.push_back("annotator_accuracy: report " + std::to_string(accuracies) + ", oracle " +
                      std::to_string(f.accuracy.size()));
    }
    if (esd.value("panel", std::string()) != f.panel) {
        out.push_back("panel: report " + esd.value("panel", std::string()) + ", oracle " + f.panel);
    }
    const nlohmann::ordered_json size = esd.value("panel_size", nlohmann::ordered_json());
    if (f.panelSize ? !size.is_number() || size.get<std::size_t>() != *f.panelSize
                    : !size.is_null()) {
        out.push_back("panel_size: report " + size.dump() + ", oracle " +
                      (f.panelSize ? std::to_string(*f.panelSize) : std::string("null")));
    }
    for (const std::string &d :
         humanDifferences(f.human, esd.value("human", nlohmann::ordered_json::array()))) {
        out.push_back(d);
    }
    return out;
}

// The figures that differ between two computations, by name; the panel's name aside (an
// assignment that seats exactly the implicit panels changes what they are called, not who).
inline std::vector<std::string> changedFigures(const Figures &a, const Figures &b)
{
    std::vector<std::string> out;
    const auto same = [](const std::optional<double> &x, const std::optional<double> &y) {
        return x.has_value() == y.has_value() && (!x || std::abs(*x - *y) < 1e-12);
    };
    const std::vector<std::pair<const char *, bool>> checks = {
        {"pairs", a.pairs == b.pairs},
        {"kept", a.kept == b.kept},
        {"invalid", a.invalid == b.invalid},
        {"incomplete", a.incomplete == b.incomplete},
        {"essential", a.essential == b.essential},
        {"non_essential", a.nonEssential == b.nonEssential},
        {"tied", a.tied == b.tied},
        {"adjudicated", a.adjudicated == b.adjudicated},
        {"fleiss_kappa", same(a.fleiss, b.fleiss)},
        {"gwet_ac1", same(a.gwet, b.gwet)},
        {"percent_agreement", same(a.percent, b.percent)},
        {"krippendorff_alpha", same(a.alpha, b.alpha)},
        {"panel_size", a.panelSize == b.panelSize},
    };
    for (const auto &[name, equal] : checks) {
        if (!equal) {
            out.push_back(name);
        }
    }
    if (a.cohen.size() != b.cohen.size()) {
        out.push_back("cohen_kappa");
    } else {
        for (const auto &[key, k] : a.cohen) {
            if (!b.cohen.count(key) || !same(k, b.cohen.at(key))) {
                out.push_back("cohen_kappa " + key.first + "/" + key.second);
            }
        }
    }
    for (const auto &[key, m] : a.models) {
        if (!b.models.count(key) || !same(m.auroc, b.models.at(key).auroc) ||
            m.n != b.models.at(key).n) {
            out.push_back("auroc " + key.first + " " + key.second);
        }
    }
    for (const std::string &d : changedHuman(a.human, b.human)) {
        out.push_back(d);
    }
    return out;
}

} // namespace es::test::oracle
