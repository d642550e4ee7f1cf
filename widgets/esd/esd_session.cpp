#include "widgets/esd/esd_session.h"

#include "db/assignments.h"
#include "db/engine/engine.h"
#include "db/review/blind_view.h"
#include "widgets/common/freed_memory.h"
#include "widgets/common/store_write.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace es::widgets {

using metrics::esd::kNoLabel;

std::unique_ptr<FreedMemoryKept> EsdSession::keepFreedMemory()
{
    // A small load's frees are few, and held they would only delay what the allocator
    // hands back of what came before.
    const auto large = static_cast<std::int64_t>(db::EsdLoadOptions{}.columnsAsideFrom);
    return store_.pairsAtMost() >= large ? std::make_unique<FreedMemoryKept>() : nullptr;
}

EsdSession::EsdSession(db::Project &project, Load when, QObject *parent)
    : DatasetSession(parent), project_(project), store_(project)
{
    if (when == Load::Now) {
        const auto kept = keepFreedMemory();
        snapshot_ = store_.load();
        loaded_ = true;
    }
    recompute();
}

void EsdSession::setAnnotator(const QString &name)
{
    annotator_ = name;
    const auto person = project_.person(name.toStdString());
    role_ = person ? QString::fromStdString(person->role) : QStringLiteral("annotator");
    const QString view = blind() ? name : QString();
    if (view != viewOf_ || !loaded_) {
        // Narrowing needs no second load; widening or another person's view does.
        const bool narrowing = loaded_ && viewOf_.isEmpty();
        const auto kept = narrowing ? nullptr : keepFreedMemory();
        liveStale_ = true;
        snapshot_ =
            db::asSeenBy(narrowing ? std::move(snapshot_) : store_.load(), view.toStdString());
        loaded_ = true;
        viewOf_ = view;
        recompute();
    }
    column_ = snapshot_.annotatorColumn(name.toStdString());
    loadQueue();
    emit annotatorChanged(name);
    emit pairsReset();
    emit statisticsChanged();
}

bool EsdSession::adjudicate(std::uint32_t pair, const std::optional<db::EsdAdjudication> &decision,
                            std::optional<db::EsdAdjudication> *replaced,
                            const db::ExpectedDecision *expected,
                            std::optional<db::DecisionStamp> *inForce)
{
    const db::ExpectedDecision seen =
        expected ? *expected : db::ExpectedDecision::of(decisionStamp(pair));
    std::optional<db::DecisionStamp> stamp;
    bool conflict = false;
    const auto error = StoreWrite::run(annotator_, [&] {
        try {
            const auto old = store_.adjudicate(snapshot_.pairs[pair].id, annotator_.toStdString(),
                                               decision, seen, &stamp);
            if (replaced) {
                *replaced = old;
            }
        } catch (const db::DecisionConflict &) {
            conflict = true;
            throw;
        }
    });
    if (conflict) {
        // Show the decision that stands, so the adjudicator sees what they would replace.
        try {
            snapshot_.setDecision(pair, store_.decision(snapshot_.pairs[pair].id));
            recompute(pair);
            emit pairChanged(pair);
            emit statisticsChanged();
        } catch (const std::exception &) {
            // The message below still says who decided; a reload will show it.
        }
    }
    if (error) {
        emit failed(*error);
        return false;
    }
    if (inForce) {
        *inForce = stamp;
    }
    if (decision && stamp) {
        snapshot_.setDecision(
            pair, db::EsdDecision{decision->label, stamp->by, decision->note, stamp->at});
    } else {
        snapshot_.setDecision(pair, std::nullopt);
    }
    recompute(pair);
    emit pairChanged(pair);
    emit statisticsChanged();
    return true;
}

std::optional<db::DecisionStamp> EsdSession::decisionStamp(std::uint32_t pair) const
{
    const auto it = snapshot_.decisions.find(pair);
    if (it == snapshot_.decisions.end()) {
        return std::nullopt;
    }
    return db::DecisionStamp{it->second.by, it->second.at};
}

std::optional<std::int8_t> EsdSession::myLabel(std::uint32_t pair) const
{
    if (column_ < 0) {
        return std::nullopt;
    }
    const std::int8_t l = snapshot_.labels.at(pair, static_cast<std::size_t>(column_));
    return l == kNoLabel ? std::nullopt : std::optional(l);
}

bool EsdSession::labelsCore() const
{
    const auto &names = snapshot_.coreLabellerNames;
    return std::find(names.begin(), names.end(), annotator_.toStdString()) != names.end();
}

std::optional<std::int8_t> EsdSession::myCoreLabel(std::uint32_t pair) const
{
    const auto &names = snapshot_.coreLabellerNames;
    const auto it = std::find(names.begin(), names.end(), annotator_.toStdString());
    if (it == names.end()) {
        return std::nullopt;
    }
    const std::int8_t l = snapshot_.coreLabel(
        pair, snapshot_.coreLabellers[static_cast<std::size_t>(it - names.begin())]);
    return l == kNoLabel ? std::nullopt : std::optional(l);
}

void EsdSession::setCoreView(bool core)
{
    if (coreView_ != core) {
        coreView_ = core;
        emit labelViewChanged();
    }
}

bool EsdSession::setCoreLabel(std::uint32_t pair, std::optional<std::int8_t> label,
                              std::optional<std::int8_t> *replaced,
                              const std::optional<std::optional<std::int8_t>> &expected)
{
    const auto &names = snapshot_.coreLabellerNames;
    const auto it = std::find(names.begin(), names.end(), annotator_.toStdString());
    try {
        const std::optional<std::int8_t> old = store_.setCoreLabel(
            snapshot_.pairs[pair].id, annotator_.toStdString(), label, expected);
        if (replaced) {
            *replaced = old;
        }
    } catch (const std::exception &e) {
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
    if (it != names.end()) {
        snapshot_.setCoreLabel(
            pair, snapshot_.coreLabellers[static_cast<std::size_t>(it - names.begin())],
            label.value_or(kNoLabel));
    }
    recompute(pair);
    emit pairChanged(pair);
    emit statisticsChanged();
    return true;
}

std::size_t EsdSession::myLabelCount() const
{
    return column_ < 0 ? 0 : statistics().labelledBy[static_cast<std::size_t>(column_)];
}

bool EsdSession::setLabel(std::uint32_t pair, std::optional<std::int8_t> label,
                          std::optional<std::int8_t> *replaced,
                          const std::optional<std::optional<std::int8_t>> &expected)
{
    const std::string who = annotator_.toStdString();
    // While labels wait for the server, a new one queues behind them, in order.
    bool wait = !unsaved_.empty();
    QString lost;
    // The same label again leaves the store's time of it, and so its place in the order.
    bool moved = myLabel(pair) != label;
    if (!wait) {
        try {
            const std::optional<std::int8_t> old =
                store_.setLabel(snapshot_.pairs[pair].id, who, label, expected);
            if (replaced) {
                *replaced = old;
            }
            moved = old != label;
            ensureMyColumn();
        } catch (const db::ConnectionLost &e) {
            wait = true;
            lost = QString::fromStdString(e.what());
        } catch (const std::exception &e) {
            emit failed(QString::fromStdString(e.what()));
            return false;
        }
    }
    if (wait && expected && myLabel(pair) != *expected && myLabel(pair) != label) {
        // Offline, an undo still finds the label it expects, as far as this window knows.
        emit failed(tr("ESD pair \"%1\": your label changed since, and stays as it is")
                        .arg(QString::fromStdString(snapshot_.pairs[pair].extId)));
        return false;
    }
    if (wait) {
        // Kept, shown as unsaved, and saved when the connection is back.
        if (replaced) {
            *replaced = myLabel(pair);
        }
        if (column_ < 0) {
            snapshot_.addAnnotator(who, 0);
            column_ = snapshot_.annotatorColumn(who);
        }
        unsaved_[pair] = label;
        setMyCell(pair, label.value_or(kNoLabel));
        if (moved) {
            reorderMyLabel(pair, label.has_value());
        }
        recompute(pair);
        emit pairChanged(pair);
        emit statisticsChanged();
        emit unsavedChanged(unsaved_.size());
        if (!lost.isEmpty()) {
            emit connectionLost(lost);
        }
        return true;
    }
    setMyCell(pair, label.value_or(kNoLabel));
    if (moved) {
        reorderMyLabel(pair, label.has_value());
    }
    if (!label) {
        dropMyColumnIfEmpty();
    }
    recompute(pair);
    emit pairChanged(pair);
    emit statisticsChanged();
    return true;
}

bool EsdSession::saveUnsaved()
{
    const std::string who = annotator_.toStdString();
    while (!unsaved_.empty()) {
        const auto [pair, label] = *unsaved_.begin();
        try {
            store_.setLabel(snapshot_.pairs[pair].id, who, label);
        } catch (const db::ConnectionLost &e) {
            emit connectionLost(QString::fromStdString(e.what()));
            return false;
        } catch (const std::exception &e) {
            // Refused for good (the person lost their role meanwhile, say): say so, and let
            // the next load show what the project holds.
            unsaved_.erase(unsaved_.begin());
            emit failed(QString::fromStdString(e.what()));
            continue;
        }
        unsaved_.erase(unsaved_.begin());
        emit pairChanged(pair);
    }
    emit unsavedChanged(0);
    return true;
}

void EsdSession::overlayUnsaved()
{
    if (unsaved_.empty()) {
        return;
    }
    const std::string who = annotator_.toStdString();
    if (column_ < 0) {
        snapshot_.addAnnotator(who, 0);
        column_ = snapshot_.annotatorColumn(who);
    }
    for (const auto &[pair, label] : unsaved_) {
        setMyCell(pair, label.value_or(kNoLabel));
    }
}

std::optional<std::uint32_t> EsdSession::addStep(std::uint32_t goal, const QString &step,
                                                 const std::string &extId)
{
    const std::string who = annotator_.toStdString();
    db::EsdPairRow row;
    try {
        row = store_.addContributedStep(snapshot_.goals[goal].id, step.toStdString(), who, extId);
    } catch (const std::exception &e) {
        emit failed(QString::fromStdString(e.what()));
        return std::nullopt;
    }
    // Contributing is not labelling: the new step waits for labels, its contributor's too.
    row.goal = goal;
    snapshot_.contributors.emplace(row.id, who);
    const std::uint32_t index = snapshot_.appendPair(std::move(row));
    recompute();
    emit pairsReset();
    emit statisticsChanged();
    return index;
}

std::optional<std::uint32_t> EsdSession::findPair(const std::string &extId) const
{
    for (std::uint32_t i = 0; i < snapshot_.pairs.size(); ++i) {
        if (snapshot_.pairs[i].extId == extId) {
            return i;
        }
    }
    return std::nullopt;
}

std::optional<std::uint32_t> EsdSession::requirePair(const std::string &extId)
{
    if (const auto found = findPair(extId)) {
        return found;
    }
    emit failed(tr("ESD pair \"%1\" is no longer in the project.").arg(QString::fromStdString(extId)));
    return std::nullopt;
}

bool EsdSession::removeStep(const std::string &extId)
{
    const auto pair = requirePair(extId);
    if (!pair) {
        return false;
    }
    try {
        store_.removeContributedStep(snapshot_.pairs[*pair].id, annotator_.toStdString());
    } catch (const std::exception &e) {
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
    const db::EsdPairRow &row = snapshot_.pairs[*pair];
    const auto &inGoal = snapshot_.goals[row.goal].pairs;
    if (*pair + 1 != snapshot_.pairs.size() || inGoal.empty() || inGoal.back() != *pair) {
        // Pairs came after it (an import, someone else's step): every index after it moves.
        reload();
        return true;
    }
    snapshot_.popPair();
    dropMyColumnIfEmpty();
    recompute();
    emit pairsReset();
    emit statisticsChanged();
    return true;
}

void EsdSession::reload()
{
    liveStale_ = true; // until recompute() below, should anything between throw
    const auto kept = keepFreedMemory();
    snapshot_ = db::asSeenBy(store_.load(), viewOf_.toStdString());
    loaded_ = true;
    column_ = snapshot_.annotatorColumn(annotator_.toStdString());
    overlayUnsaved();
    loadQueue();
    recompute();
    emit pairsReset();
    emit statisticsChanged();
}

void EsdSession::applyRemote(const std::set<std::int64_t> &pairIds)
{
    // What the pairs show, to tell whether anything moved: an annotator's workbench hears
    // of everyone's labels but reads back only their own, and then has nothing to redo.
    using Decision = std::optional<std::tuple<std::int8_t, std::string, std::string, std::string>>;
    const auto shown = [this, &pairIds] {
        std::pair<std::vector<std::int8_t>, std::vector<Decision>> out;
        for (const std::int64_t id : pairIds) {
            const int p = snapshot_.pairIndex(id);
            if (p < 0) {
                continue;
            }
            for (std::size_t c = 0; c < snapshot_.labels.annotators; ++c) {
                out.first.push_back(snapshot_.labels.at(static_cast<std::size_t>(p), c));
            }
            const auto d = snapshot_.decisions.find(static_cast<std::uint32_t>(p));
            out.second.push_back(d == snapshot_.decisions.end()
                                     ? Decision()
                                     : Decision(std::tuple(d->second.label, d->second.by,
                                                           d->second.note, d->second.at)));
        }
        return out;
    };
    const std::vector<std::string> columnsBefore = snapshot_.annotators;
    const auto before = shown();
    std::optional<std::vector<std::uint32_t>> changed;
    try {
        changed = store_.refreshPairs(snapshot_, pairIds, viewOf_.toStdString());
    } catch (const std::exception &e) {
        liveStale_ = true; // the pairs may be half read: the next change recomputes them all
        // The snapshot may be half updated: a full load puts it right once the store
        // answers again (the caller reloads everything after a reconnect).
        emit failed(QString::fromStdString(e.what()));
        return;
    }
    if (!changed) {
        reload();
        return;
    }
    column_ = snapshot_.annotatorColumn(annotator_.toStdString());
    overlayUnsaved();
    const bool columnsChanged = snapshot_.annotators != columnsBefore;
    if (!columnsChanged && shown() == before) {
        return;
    }
    orderRead_ = false; // others' labels moved in their orders
    pacesRead_ = false;
    if (columnsChanged) {
        recompute();
    } else {
        for (const std::uint32_t pair : *changed) {
            recompute(pair);
        }
    }
    if (columnsChanged) {
        emit pairsReset();
    } else {
        for (const std::uint32_t pair : *changed) {
            emit pairChanged(pair);
        }
    }
    emit statisticsChanged();
}

void EsdSession::loadQueue()
{
    queue_.clear();
    queued_.assign(snapshot_.goals.size(), 0);
    if (!mayAnnotate()) {
        return;
    }
    std::unordered_map<std::int64_t, std::uint32_t> goalIndex;
    for (std::uint32_t g = 0; g < snapshot_.goals.size(); ++g) {
        goalIndex.emplace(snapshot_.goals[g].id, g);
    }
    for (const std::int64_t id :
         db::AssignmentStore(project_).queue("esd", annotator_.toStdString())) {
        if (const auto it = goalIndex.find(id); it != goalIndex.end()) {
            queue_.push_back(it->second);
            queued_[it->second] = 1;
        }
    }
}

EsdSession::Progress EsdSession::myProgress() const
{
    if (coreView()) {
        // A rater group's member sits on no panel: all pairs are theirs.
        Progress out{0, snapshot_.pairs.size(), false};
        for (std::uint32_t p = 0; p < snapshot_.pairs.size(); ++p) {
            out.labelled += myCoreLabel(p) ? 1 : 0;
        }
        return out;
    }
    if (queue_.empty()) {
        return {myLabelCount(), snapshot_.pairs.size(), false};
    }
    Progress out{0, 0, true};
    for (const std::uint32_t g : queue_) {
        for (const std::uint32_t p : snapshot_.goals[g].pairs) {
            ++out.of;
            out.labelled += myLabel(p) ? 1 : 0;
        }
    }
    return out;
}

std::optional<std::uint32_t> EsdSession::nextAssigned(std::optional<std::uint32_t> pair) const
{
    if (queue_.empty()) {
        return std::nullopt;
    }
    const auto waiting = [this, pair](std::uint32_t p) { return p != pair && !myLabel(p); };
    const auto here =
        pair ? std::find(queue_.begin(), queue_.end(), snapshot_.pairs[*pair].goal) : queue_.end();
    if (here != queue_.end()) {
        const auto &steps = snapshot_.goals[*here].pairs;
        for (auto it = std::find(steps.begin(), steps.end(), *pair); it != steps.end(); ++it) {
            if (waiting(*it)) {
                return *it;
            }
        }
    }
    const std::size_t start =
        here == queue_.end() ? 0 : static_cast<std::size_t>(here - queue_.begin()) + 1;
    for (std::size_t k = 0; k < queue_.size(); ++k) {
        for (const std::uint32_t p : snapshot_.goals[queue_[(start + k) % queue_.size()]].pairs) {
            if (waiting(p)) {
                return p;
            }
        }
    }
    return std::nullopt;
}

void EsdSession::ensureMyColumn()
{
    if (column_ >= 0) {
        return;
    }
    const std::string who = annotator_.toStdString();
    snapshot_.addAnnotator(who, project_.ensurePerson(who));
    column_ = snapshot_.annotatorColumn(who);
}

void EsdSession::dropMyColumnIfEmpty()
{
    if (column_ < 0) {
        return;
    }
    const auto &t = snapshot_.labels;
    const auto c = static_cast<std::size_t>(column_);
    for (std::size_t p = 0; p < t.pairs; ++p) {
        if (t.labels[p * t.annotators + c] != kNoLabel) {
            return;
        }
    }
    snapshot_.removeAnnotator(c);
    column_ = -1;
}

void EsdSession::setMyCell(std::uint32_t pair, std::int8_t value)
{
    std::int8_t &cell =
        snapshot_.labels
            .labels[pair * snapshot_.labels.annotators + static_cast<std::size_t>(column_)];
    if (cell != value) {
        snapshot_.labelChanged(pair); // after any decision on the pair, which then says so
    }
    cell = value;
}

void EsdSession::recompute()
{
    live_.emplace(snapshot_);
    liveStale_ = false;
    orderRead_ = false;
    pacesRead_ = false;
}

const std::vector<EsdSession::Pace> &EsdSession::paces()
{
    if (!pacesRead_ || paces_.size() != snapshot_.annotators.size()) {
        paces_ = db::esdPaces(snapshot_, store_.labelTimes(snapshot_));
        pacesRead_ = true;
    }
    return paces_;
}

const std::vector<std::vector<std::uint32_t>> &EsdSession::labellingOrder()
{
    if (!orderRead_ || order_.size() != snapshot_.annotators.size()) {
        order_ = store_.labellingOrder(snapshot_);
        orderRead_ = true;
    }
    return order_;
}

void EsdSession::reorderMyLabel(std::uint32_t pair, bool labelled)
{
    pacesRead_ = false;
    if (!orderRead_ || column_ < 0 || order_.size() != snapshot_.annotators.size()) {
        orderRead_ = false;
        return;
    }
    auto &mine = order_[static_cast<std::size_t>(column_)];
    mine.erase(std::remove(mine.begin(), mine.end(), pair), mine.end());
    if (labelled) {
        mine.push_back(pair);
    }
}

void EsdSession::recompute(std::uint32_t pair)
{
    if (!live_ || liveStale_ || !live_->update(snapshot_, pair)) {
        recompute();
    }
}

} // namespace es::widgets
