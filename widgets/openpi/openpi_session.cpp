#include "widgets/openpi/openpi_session.h"

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

OpenPiSession::OpenPiSession(db::Project &project, QObject *parent) : QObject(parent), store_(project)
{
    reload();
}

void OpenPiSession::setAnnotator(const QString &name, bool blind)
{
    const QString view = blind ? name : QString();
    if (name == annotator_ && view == viewOf_) {
        return;
    }
    annotator_ = name;
    if (view != viewOf_) {
        viewOf_ = view;
        load(); // announced once, below
    }
    emit annotatorChanged(name);
    emit changed();
}

void OpenPiSession::load()
{
    snapshot_ = db::asSeenBy(store_.load(), viewOf_.toStdString());
    analysis_ = db::analyseOpenPi(snapshot_);
}

void OpenPiSession::reload()
{
    load();
    emit changed();
}

bool OpenPiSession::adjudicateSalience(
    std::uint32_t entity, std::uint32_t step,
    const std::optional<db::OpenPiSalienceAdjudication> &decision,
    std::optional<db::OpenPiSalienceAdjudication> *replaced, const db::ExpectedDecision *expected,
    std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(salienceStamp(entity, step));
    bool conflict = false;
    const bool ok = write([&] {
        try {
            auto old =
                store_.adjudicateSalience(snapshot_.entities[entity].id, static_cast<int>(step),
                                          annotator_.toStdString(), decision, seen, inForce);
            if (replaced) {
                *replaced = std::move(old);
            }
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    if (ok || conflict) {
        reload();
    }
    return ok;
}

bool OpenPiSession::adjudicateClusters(std::uint32_t procedure, db::OpenPiClusterKind kind,
                                       const std::optional<db::OpenPiClusterAdjudication> &decision,
                                       std::optional<db::OpenPiClusterAdjudication> *replaced,
                                       const db::ExpectedDecision *expected,
                                       std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(clustersStamp(procedure, kind));
    bool conflict = false;
    const bool ok = write([&] {
        try {
            auto old = store_.adjudicateClusters(snapshot_.procedures[procedure].id, kind,
                                                 annotator_.toStdString(), decision, seen, inForce);
            if (replaced) {
                *replaced = std::move(old);
            }
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    if (ok || conflict) {
        reload();
    }
    return ok;
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

void OpenPiSession::recompute()
{
    analysis_ = db::analyseOpenPi(snapshot_);
    emit changed();
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

template <typename F> bool OpenPiSession::write(F &&f)
{
    if (const auto error = StoreWrite::run(annotator_, std::forward<F>(f))) {
        emit failed(*error);
        return false;
    }
    return true;
}

bool OpenPiSession::setSalience(std::uint32_t entity, std::uint32_t step, std::optional<int> value,
                                std::optional<int> *replaced)
{
    const auto &e = snapshot_.entities[entity];
    const bool ok = write([&] {
        const auto old = store_.setSalience(e.id, static_cast<int>(step), annotator_.toStdString(), value);
        if (replaced) {
            *replaced = old;
        }
    });
    if (!ok) {
        return false;
    }
    const int me = myRater();
    if (me < 0) {
        reload();
        return true;
    }
    auto &rater = snapshot_.raters[static_cast<std::size_t>(me)];
    const metrics::openpi::Rating key{e.procedure, entity, step, static_cast<std::uint8_t>(value.value_or(0))};
    const auto i = rater.find(e, entity, step);
    const bool details = rater.explanations.size() == rater.ratings.size();
    if (i >= 0 && value) {
        rater.ratings[static_cast<std::size_t>(i)].value = key.value;
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
    recompute();
    return true;
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
        snapshot_.clusterings[index].clusters = *clusters;
        recompute();
    } else {
        reload();
    }
    return true;
}

} // namespace es::widgets
