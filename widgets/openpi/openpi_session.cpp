#include "widgets/openpi/openpi_session.h"

#include "db/openpi/openpi_schemata.h"
#include "db/openpi/openpi_states.h"
#include "db/review/blind_view.h"
#include "widgets/common/store_write.h"

#include <algorithm>

namespace es::widgets {

using nlohmann::ordered_json;

QStringList splitAlternatives(const QString &text)
{
    QStringList out;
    for (const QString &part : text.split(QLatin1Char('|'))) {
        const QString t = part.trimmed();
        if (!t.isEmpty() && !out.contains(t)) {
            out << t;
        }
    }
    return out;
}

OpenPiSession::OpenPiSession(db::Project &project, Load when, QObject *parent)
    : AnalysedSession(parent), store_(project)
{
    if (when == Load::Now) {
        reload();
    }
}

void OpenPiSession::load()
{
    snapshot_ = db::asSeenBy(store_.load(), viewOf_.toStdString());
    analysis_ = db::analyseOpenPi(snapshot_);
}

bool OpenPiSession::decide(const std::function<void()> &store)
{
    bool conflict = false;
    const bool ok = write([&] {
        try {
            store();
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    // Someone else's newer decision is shown; the reload analyses afresh, the people's
    // agreement with the gold states included.
    if (ok || conflict) {
        reload();
    }
    return ok;
}

bool OpenPiSession::adjudicateSalience(
    std::uint32_t entity, std::uint32_t step,
    const std::optional<db::OpenPiSalienceAdjudication> &decision,
    std::optional<db::OpenPiSalienceAdjudication> *replaced, const db::ExpectedDecision *expected,
    std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(salienceStamp(entity, step));
    return decide([&] {
        auto old = store_.adjudicateSalience(snapshot_.entities[entity].id, static_cast<int>(step),
                                             annotator_.toStdString(), decision, seen, inForce);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

bool OpenPiSession::adjudicateClusters(std::uint32_t procedure, db::OpenPiClusterKind kind,
                                       const std::optional<db::OpenPiClusterAdjudication> &decision,
                                       std::optional<db::OpenPiClusterAdjudication> *replaced,
                                       const db::ExpectedDecision *expected,
                                       std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(clustersStamp(procedure, kind));
    return decide([&] {
        auto old = store_.adjudicateClusters(snapshot_.procedures[procedure].id, kind,
                                             annotator_.toStdString(), decision, seen, inForce);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

bool OpenPiSession::adjudicateStates(std::uint32_t procedure, std::uint32_t step,
                                     const std::optional<db::OpenPiStatesAdjudication> &decision,
                                     std::optional<db::OpenPiStatesAdjudication> *replaced,
                                     const db::ExpectedDecision *expected,
                                     std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(statesStamp(procedure, step));
    return decide([&] {
        auto old =
            store_.adjudicateStates(snapshot_.procedures[procedure].id, static_cast<int>(step),
                                    annotator_.toStdString(), decision, seen, inForce);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
}

std::optional<db::DecisionStamp> OpenPiSession::statesStamp(std::uint32_t procedure,
                                                            std::uint32_t step) const
{
    const auto it = snapshot_.stateDecisions.find({procedure, step});
    if (it == snapshot_.stateDecisions.end()) {
        return std::nullopt;
    }
    return db::DecisionStamp{it->second.decision.by, it->second.decision.at};
}

std::optional<db::DecisionStamp> OpenPiSession::salienceStamp(std::uint32_t entity,
                                                              std::uint32_t step) const
{
    const auto it = snapshot_.salienceDecisions.find({entity, step});
    if (it == snapshot_.salienceDecisions.end()) {
        return std::nullopt;
    }
    return db::DecisionStamp{it->second.by, it->second.at};
}

std::optional<db::DecisionStamp> OpenPiSession::clustersStamp(std::uint32_t procedure,
                                                              db::OpenPiClusterKind kind) const
{
    const auto *gold = snapshot_.clustering(procedure, kind, -1);
    if (!gold || !gold->decision) {
        return std::nullopt;
    }
    return db::DecisionStamp{gold->decision->by, gold->decision->at};
}

void OpenPiSession::edited(Edit::Part part, std::uint32_t procedure, bool followed)
{
    if (!followed) {
        analysis_ = db::analyseOpenPi(snapshot_);
        emit changed();
        return;
    }
    edit_ = Edit{part, procedure};
    emit changed();
    edit_.reset();
}

int OpenPiSession::myRater() const { return snapshot_.raterIndex(annotator_.toStdString(), false); }

std::optional<int> OpenPiSession::rating(int rater, std::uint32_t entity, std::uint32_t step) const
{
    if (rater < 0 || static_cast<std::size_t>(rater) >= snapshot_.raters.size()) {
        return std::nullopt;
    }
    const auto &r = snapshot_.raters[static_cast<std::size_t>(rater)];
    const auto i = r.find(snapshot_.entities[entity], entity, step);
    return i < 0 ? std::nullopt : std::optional<int>(r.ratings[static_cast<std::size_t>(i)].value);
}

QString OpenPiSession::explanation(int rater, std::uint32_t entity, std::uint32_t step) const
{
    if (rater < 0) {
        return {};
    }
    const auto &r = snapshot_.raters[static_cast<std::size_t>(rater)];
    const auto i = r.find(snapshot_.entities[entity], entity, step);
    return i < 0 || r.explanations.empty() ? QString()
                                           : QString::fromStdString(r.explanations[static_cast<std::size_t>(i)]);
}

std::pair<std::size_t, std::size_t> OpenPiSession::myProgress(std::uint32_t procedure) const
{
    const auto &p = snapshot_.procedures[procedure];
    const std::size_t total = p.entities.size() * (p.steps.size() + 1);
    const int me = myRater();
    if (me < 0) {
        return {0, total};
    }
    const auto &ratings = snapshot_.raters[static_cast<std::size_t>(me)].ratings;
    const auto [first, last] = std::equal_range(
        ratings.begin(), ratings.end(), metrics::openpi::Rating{procedure, 0, 0, 0},
        [](const metrics::openpi::Rating &a, const metrics::openpi::Rating &b) { return a.procedure < b.procedure; });
    return {static_cast<std::size_t>(last - first), total};
}

std::vector<std::vector<OpenPiSession::Change>> OpenPiSession::changes(std::uint32_t entity) const
{
    const auto &e = snapshot_.entities[entity];
    std::vector<std::vector<Change>> out(snapshot_.procedures[e.procedure].steps.size());
    if (e.answers.empty()) {
        return out;
    }
    const ordered_json answers = ordered_json::parse(e.answers);
    for (const auto &[key, list] : answers.items()) {
        const auto n = db::openPiStepNumber(key);
        if (!n || static_cast<std::size_t>(*n) > out.size()) {
            continue;
        }
        for (const auto &c : list) {
            Change change;
            change.attribute = QString::fromStdString(c.at("attribute").get<std::string>());
            change.before = QString::fromStdString(c.at("before").get<std::string>());
            change.after = QString::fromStdString(c.at("after").get<std::string>());
            change.attributeMentions << change.attribute.trimmed();
            if (const auto a = c.find("attribute_annotation"); a != c.end() && a->is_string()) {
                for (const QString &m : splitAlternatives(QString::fromStdString(a->get<std::string>()))) {
                    if (!change.attributeMentions.contains(m)) {
                        change.attributeMentions << m;
                    }
                }
            }
            out[static_cast<std::size_t>(*n - 1)].push_back(std::move(change));
        }
    }
    return out;
}

QStringList OpenPiSession::entityMentions(std::uint32_t entity) const
{
    const auto &e = snapshot_.entities[entity];
    QStringList out{QString::fromStdString(e.name).trimmed()};
    if (e.annotation.empty()) {
        return out;
    }
    const ordered_json a = ordered_json::parse(e.annotation);
    auto add = [&](const ordered_json &v) {
        if (v.is_string()) {
            for (const QString &m : splitAlternatives(QString::fromStdString(v.get<std::string>()))) {
                if (!out.contains(m)) {
                    out << m;
                }
            }
        }
    };
    if (a.is_array()) {
        for (const auto &v : a) {
            add(v);
        }
    } else {
        add(a);
    }
    return out;
}

template <typename Write, typename Patch> bool OpenPiSession::editMine(Write &&store, Patch &&patch)
{
    if (!write(std::forward<Write>(store))) {
        return false;
    }
    const int me = myRater();
    if (me < 0) {
        reload(); // the person's first work: a new rater
        return true;
    }
    patch(static_cast<std::uint32_t>(me));
    return true;
}

bool OpenPiSession::setStates(std::uint32_t procedure,
                              const std::optional<std::vector<metrics::openpi::StateStep>> &steps,
                              std::optional<std::vector<metrics::openpi::StateStep>> *replaced)
{
    return editMine(
        [&] {
            const auto old = store_.setStates(snapshot_.procedures[procedure].id,
                                              annotator_.toStdString(), steps);
            if (replaced) {
                *replaced = old;
            }
        },
        [&](std::uint32_t me) {
            auto &lists = snapshot_.states;
            const auto at = std::lower_bound(lists.begin(), lists.end(),
                                             std::pair(procedure, static_cast<int>(me)),
                                             [](const auto &x, const auto &key) {
                                                 return std::pair(x.procedure, x.rater) < key;
                                             });
            const bool there = at != lists.end() && at->procedure == procedure &&
                               at->rater == static_cast<int>(me);
            if (!steps) {
                if (there) {
                    lists.erase(at);
                }
            } else if (there) {
                at->steps = *steps;
            } else {
                lists.insert(at, {procedure, static_cast<int>(me), *steps});
            }
            // Each person's states count in the agreement on states alone: the procedure
            // is compared again, every other one's tallies kept.
            db::followStateEdit(analysis_, snapshot_, procedure);
            edited(Edit::Part::States, procedure);
        });
}

bool OpenPiSession::setSalience(std::uint32_t entity, std::uint32_t step, std::optional<int> value,
                                std::optional<int> *replaced)
{
    const auto &e = snapshot_.entities[entity];
    return editMine(
        [&] {
            const auto old =
                store_.setSalience(e.id, static_cast<int>(step), annotator_.toStdString(), value);
            if (replaced) {
                *replaced = old;
            }
        },
        [&](std::uint32_t me) { patchSalience(me, entity, step, value); });
}

void OpenPiSession::patchSalience(std::uint32_t me, std::uint32_t entity, std::uint32_t step,
                                  std::optional<int> value)
{
    const auto &e = snapshot_.entities[entity];
    auto &rater = snapshot_.raters[me];
    const metrics::openpi::Rating key{e.procedure, entity, step, static_cast<std::uint8_t>(value.value_or(0))};
    const auto i = rater.find(e, entity, step);
    const bool details = rater.explanations.size() == rater.ratings.size();
    // A rating imported as no integer 0-5 (its raw value kept) is replaced or withdrawn:
    // the store keeps it valid or not at all, and the rater's warning counts one fewer.
    const bool wasInvalid = i >= 0 && details && !rater.raw[static_cast<std::size_t>(i)].empty();
    if (wasInvalid) {
        --rater.invalid;
    }
    if (i >= 0 && value) {
        rater.ratings[static_cast<std::size_t>(i)].value = key.value;
        if (details) {
            // As the store's update leaves them.
            rater.raw[static_cast<std::size_t>(i)].clear();
            rater.explanations[static_cast<std::size_t>(i)].clear();
        }
    } else if (i >= 0) {
        rater.ratings.erase(rater.ratings.begin() + i);
        if (details) {
            rater.explanations.erase(rater.explanations.begin() + i);
            rater.raw.erase(rater.raw.begin() + i);
        }
    } else if (value) {
        const auto at = std::lower_bound(rater.ratings.begin(), rater.ratings.end(), key);
        const auto offset = at - rater.ratings.begin();
        rater.ratings.insert(at, key);
        if (details) {
            rater.explanations.insert(rater.explanations.begin() + offset, std::string());
            rater.raw.insert(rater.raw.begin() + offset, std::string());
        }
    }
    // The warnings follow the invalid ratings: the analysis is made afresh for them.
    edited(Edit::Part::Salience, e.procedure,
           !wasInvalid && db::followSalienceEdit(analysis_, snapshot_, me, e.procedure));
}

bool OpenPiSession::setClusters(std::uint32_t procedure, db::OpenPiClusterKind kind,
                                const std::optional<std::vector<db::OpenPiCluster>> &clusters,
                                std::optional<std::vector<db::OpenPiCluster>> *replaced)
{
    const bool ok = write([&] {
        auto old = store_.setClusters(snapshot_.procedures[procedure].id, kind, annotator_.toStdString(), clusters);
        if (replaced) {
            *replaced = std::move(old);
        }
    });
    if (!ok) {
        return false;
    }
    const int me = myRater();
    const auto *existing = me < 0 ? nullptr : snapshot_.clustering(procedure, kind, me);
    if (existing && clusters) {
        // Patch in place: the index stays valid while the clustering exists.
        const auto index = snapshot_.clusteringIndex.at({procedure, static_cast<int>(kind), me});
        const db::OpenPiSnapshot::Clustering before = snapshot_.clusterings[index];
        snapshot_.clusterings[index].clusters = *clusters;
        edited(Edit::Part::Clusters, procedure,
               db::followClusterEdit(analysis_, snapshot_, before, snapshot_.clusterings[index]));
    } else {
        reload();
    }
    return true;
}

} // namespace es::widgets

namespace es::widgets {

namespace {

using Analysis = db::OpenPiSnapshot::SchemaAnalysis;
using SlotRow = db::OpenPiSnapshot::SchemaSlotRow;

bool before(const SlotRow &a, int step, int position)
{
    return std::pair(a.slot.step, a.position) < std::pair(step, position);
}

// Puts `row` in its place among rows ordered by (step, position).
void insertRow(Analysis &a, SlotRow row)
{
    const auto at = std::find_if(a.rows.begin(), a.rows.end(), [&](const SlotRow &r) {
        return !before(r, row.slot.step, row.position);
    });
    a.rows.insert(at, std::move(row));
}

void eraseRow(Analysis &a, int step, int position)
{
    std::erase_if(a.rows,
                  [&](const SlotRow &r) { return r.slot.step == step && r.position == position; });
}

bool sameParaphrase(const db::OpenPiSnapshot::ExpansionRating &x, const db::GeneratedParaphrase &g)
{
    return x.kind == g.kind && x.entity == g.entity && x.attribute == g.attribute &&
           x.paraphrase == g.paraphrase;
}

} // namespace

void OpenPiSession::setSchemaExpansion(bool expanded)
{
    if (expanded != schemaExpansion_) {
        schemaExpansion_ = expanded;
        emit schemaExpansionChanged(expanded);
    }
}

const db::OpenPiSnapshot::SchemaAnalysis *
OpenPiSession::schemaAnalysis(std::uint32_t procedure, std::uint32_t model, int person) const
{
    if (person < 0) {
        return nullptr;
    }
    const auto key = std::tuple(procedure, model, static_cast<std::uint32_t>(person));
    const auto &all = snapshot_.schemaAnalyses;
    const auto it =
        std::lower_bound(all.begin(), all.end(), key, [](const Analysis &a, const auto &k) {
            return std::tuple(a.procedure, a.model, a.person) < k;
        });
    return it != all.end() && std::tuple(it->procedure, it->model, it->person) == key ? &*it
                                                                                      : nullptr;
}

std::optional<bool> OpenPiSession::expansionRating(std::uint32_t procedure,
                                                   const db::GeneratedParaphrase &paraphrase,
                                                   int person) const
{
    if (person < 0) {
        return std::nullopt;
    }
    // Ordered by procedure, as loaded and as setExpansionRating() keeps them.
    const auto &all = snapshot_.expansionRatings;
    const auto first = std::partition_point(all.begin(), all.end(),
                                            [&](const auto &x) { return x.procedure < procedure; });
    const auto last = std::partition_point(first, all.end(),
                                           [&](const auto &x) { return x.procedure == procedure; });
    for (auto it = first; it != last; ++it) {
        if (it->person == static_cast<std::uint32_t>(person) && sameParaphrase(*it, paraphrase)) {
            return it->correct;
        }
    }
    return std::nullopt;
}

db::OpenPiSnapshot::SchemaAnalysis *OpenPiSession::myAnalysis(std::uint32_t procedure,
                                                              std::uint32_t model)
{
    const int me = myRater();
    if (me < 0) {
        return nullptr;
    }
    const auto key = std::tuple(procedure, model, static_cast<std::uint32_t>(me));
    auto &all = snapshot_.schemaAnalyses;
    auto it = std::lower_bound(all.begin(), all.end(), key, [](const Analysis &a, const auto &k) {
        return std::tuple(a.procedure, a.model, a.person) < k;
    });
    if (it == all.end() || std::tuple(it->procedure, it->model, it->person) != key) {
        Analysis a;
        a.procedure = procedure;
        a.model = model;
        a.person = static_cast<std::uint32_t>(me);
        it = all.insert(it, std::move(a));
    }
    // The store lists a step's predicted pairs before it labels one or adds to it; so does
    // the snapshot (see materialise below).
    return &*it;
}

void OpenPiSession::settleAnalysis(std::uint32_t procedure, std::uint32_t model)
{
    auto &all = snapshot_.schemaAnalyses;
    const int me = myRater();
    const auto it = std::find_if(all.begin(), all.end(), [&](const Analysis &a) {
        return a.procedure == procedure && a.model == model &&
               a.person == static_cast<std::uint32_t>(me);
    });
    if (it != all.end() && it->rows.empty() && !it->annotated) {
        // Nothing of it is stored any more: as a load, which may also drop the rater.
        reload();
        return;
    }
    // An analysis counts in Table 5 alone.
    db::analyseSchemaErrors(snapshot_, analysis_);
    edited(Edit::Part::SchemaAnalysis, procedure);
}

namespace {

// The step's predicted pairs, unlabelled, where the analysis holds no slot of the step: what
// the store stores before it labels one of them or adds a missed pair.
void materialise(const db::OpenPiSnapshot &snap, Analysis &a, int step)
{
    if (std::any_of(a.rows.begin(), a.rows.end(),
                    [&](const SlotRow &r) { return r.slot.step == step; })) {
        return;
    }
    const auto *predicted = snap.schemaPrediction(a.procedure, a.model);
    if (!predicted || step < 1 || static_cast<std::size_t>(step) > predicted->steps.size()) {
        return;
    }
    int position = 0;
    for (const auto &[entity, attributes] : predicted->steps[static_cast<std::size_t>(step - 1)]) {
        for (const std::string &attribute : attributes) {
            insertRow(a, {{step, entity, attribute, std::nullopt}, position++});
        }
    }
}

} // namespace

template <typename Write, typename Patch>
bool OpenPiSession::editAnalysis(std::uint32_t procedure, std::uint32_t model, Write &&store,
                                 Patch &&patch)
{
    return editMine(std::forward<Write>(store), [&](std::uint32_t) {
        patch(*myAnalysis(procedure, model));
        settleAnalysis(procedure, model);
    });
}

bool OpenPiSession::setSchemaLabel(std::uint32_t procedure, std::uint32_t model, int step,
                                   int position, std::optional<int> category,
                                   std::optional<int> *replaced)
{
    return editAnalysis(
        procedure, model,
        [&] {
            const auto old = store_.setSchemaLabel(
                snapshot_.procedures[procedure].id, snapshot_.raters[model].name,
                annotator_.toStdString(), step, position, category);
            if (replaced) {
                *replaced = old;
            }
        },
        [&](Analysis &a) {
            materialise(snapshot_, a, step);
            for (SlotRow &r : a.rows) {
                if (r.slot.step == step && r.position == position) {
                    r.slot.category = category;
                }
            }
        });
}

bool OpenPiSession::addMissedPair(std::uint32_t procedure, std::uint32_t model, int step,
                                  const std::string &entity, const std::string &attribute,
                                  int *position)
{
    int at = 0;
    return editAnalysis(
        procedure, model,
        [&] {
            at = store_.addMissedPair(snapshot_.procedures[procedure].id,
                                      snapshot_.raters[model].name, annotator_.toStdString(), step,
                                      entity, attribute);
            if (position) {
                *position = at;
            }
        },
        [&](Analysis &a) {
            materialise(snapshot_, a, step);
            insertRow(a, {{step, entity, attribute, db::OpenPiSchemaSlot::kMissed}, at});
        });
}

bool OpenPiSession::setSchemaSlot(std::uint32_t procedure, std::uint32_t model, int step,
                                  int position, const std::optional<db::OpenPiSchemaSlot> &slot)
{
    return editAnalysis(
        procedure, model,
        [&] {
            store_.setSchemaSlot(snapshot_.procedures[procedure].id, snapshot_.raters[model].name,
                                 annotator_.toStdString(), step, position, slot);
        },
        [&](Analysis &a) {
            eraseRow(a, step, position);
            if (slot) {
                insertRow(a, {*slot, position});
            }
        });
}

bool OpenPiSession::clearSchemaStep(std::uint32_t procedure, std::uint32_t model, int step)
{
    return editAnalysis(
        procedure, model,
        [&] {
            store_.clearSchemaStep(snapshot_.procedures[procedure].id, snapshot_.raters[model].name,
                                   annotator_.toStdString(), step);
        },
        [&](Analysis &a) {
            std::erase_if(a.rows, [&](const SlotRow &r) { return r.slot.step == step; });
        });
}

bool OpenPiSession::setSchemaFinished(std::uint32_t procedure, std::uint32_t model, bool finished,
                                      bool *replaced)
{
    return editAnalysis(
        procedure, model,
        [&] {
            const bool old = store_.setSchemaAnalysisFinished(snapshot_.procedures[procedure].id,
                                                              snapshot_.raters[model].name,
                                                              annotator_.toStdString(), finished);
            if (replaced) {
                *replaced = old;
            }
        },
        [&](Analysis &a) { a.annotated = finished; });
}

bool OpenPiSession::setExpansionRating(std::uint32_t procedure,
                                       const db::GeneratedParaphrase &paraphrase,
                                       std::optional<bool> correct, std::optional<bool> *replaced)
{
    return editMine(
        [&] {
            const auto old = store_.setExpansionRating(
                snapshot_.procedures[procedure].id, paraphrase.kind, paraphrase.entity,
                paraphrase.attribute, paraphrase.paraphrase, annotator_.toStdString(), correct);
            if (replaced) {
                *replaced = old;
            }
        },
        [&](std::uint32_t me) { patchExpansionRating(me, procedure, paraphrase, correct); });
}

void OpenPiSession::patchExpansionRating(std::uint32_t me, std::uint32_t procedure,
                                         const db::GeneratedParaphrase &paraphrase,
                                         std::optional<bool> correct)
{
    auto &all = snapshot_.expansionRatings;
    const auto mine = [&](const db::OpenPiSnapshot::ExpansionRating &x) {
        return x.procedure == procedure && x.person == me && sameParaphrase(x, paraphrase);
    };
    const auto it = std::find_if(all.begin(), all.end(), mine);
    if (it != all.end() && correct) {
        it->correct = *correct;
    } else if (it != all.end()) {
        all.erase(it);
        const bool anyLeft =
            std::any_of(all.begin(), all.end(), [&](const auto &x) { return x.person == me; });
        if (!anyLeft) {
            reload(); // as a load, which may drop the rater
            return;
        }
    } else if (correct) {
        // Kept ordered by procedure, which expansionRating() searches by.
        const auto at =
            std::upper_bound(all.begin(), all.end(), procedure,
                             [](std::uint32_t p, const auto &x) { return p < x.procedure; });
        db::OpenPiSnapshot::ExpansionRating x;
        x.procedure = procedure;
        x.kind = paraphrase.kind;
        x.entity = paraphrase.entity;
        x.attribute = paraphrase.attribute;
        x.paraphrase = paraphrase.paraphrase;
        x.person = me;
        x.correct = *correct;
        all.insert(at, std::move(x));
    }
    // A judgement counts among the expansions' shares alone.
    db::analyseExpansions(snapshot_, analysis_);
    edited(Edit::Part::ExpansionRating, procedure);
}

} // namespace es::widgets
