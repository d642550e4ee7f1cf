#pragma once
// The rater group of a random workflow's project (World's part of it; workflow_world.h
// declares these): one or two lay members, annotators in a group scored in both settings,
// made with `eventscope group` as any project's owner makes one. They label in the
// workbench by key, in the Full view and with the goal shown alone (the Core box, key C),
// where their keys give Core labels kept apart from their own (README, "Assignments and
// rater groups"); a file may bring their labels too, Core ones on lines with
// "setting": "core", which the README says are refused for anyone outside such a group.
// Now and then the owner scores the group in Full alone and back in both settings.

#include "workflow_world.h"

#include <QTest>

namespace es::test::workflow {

// The group, and a file of each member's Full and Core labels of the first goals.
inline void World::makeRaterGroup(std::mt19937_64 &rng)
{
    std::string members;
    for (const std::string &p : lay_) {
        members += (members.empty() ? "" : ",") + p;
    }
    mustRun({QStringLiteral("group"), QStringLiteral("lay"), QStringLiteral("--members"),
             QString::fromStdString(members), QStringLiteral("--setting"), QStringLiteral("both"),
             QStringLiteral("--db"), target_});
    for (std::size_t i = 0; i < lay_.size(); ++i) {
        importLabels(static_cast<std::uint32_t>(pool_.size() + i),
                     static_cast<std::uint32_t>(rng()));
    }
}

// A member signs in (unless the window is theirs), picks a pair in the list, looks at the
// Core box and presses C when it is not as they want it, then the label's key.
inline std::string World::layLabel(const Op &op)
{
    const std::string who = lay_[op.a % lay_.size()];
    std::string words;
    if (actorName_ != who) {
        words = signIn(who) + "; ";
    }
    const std::vector<std::string> ids = pairIds();
    const std::string ext = ids[op.b % ids.size()];
    const bool coreView = op.c % 2 == 1;
    // With the group back in Full alone, the Core view gives Full labels as for anyone.
    const bool core = coreView && both_;
    const int value = static_cast<int>(op.d % 3) - 1;
    const auto at = inWindow(ext);
    if (!at) {
        return words + "label " + ext;
    }
    actor_->activateWindow();
    if (!QTest::qWaitForWindowActive(actor_.get())) {
        failure_ = who + "'s window could not be brought to the front";
        return words + who + "'s window stays behind";
    }
    widgets::EsdPanel &panel = *actor_->esdPanel();
    panel.setCurrentPair(*at);
    const bool pressC = panel.coreOnly() != coreView;
    if (pressC) {
        QTest::keyClick(&panel, Qt::Key_C);
    }
    if (panel.coreOnly() != coreView || panel.labellingCore() != core) {
        failure_ = who + "'s window " + (core ? "gives no Core labels" : "gives Core labels") +
                   " with the Core box " + (panel.coreOnly() ? "checked" : "unchecked");
    }
    QTest::keyClick(&panel, value == 1 ? Qt::Key_1 : value == 0 ? Qt::Key_0 : Qt::Key_X);
    expectLabel(ext, value, core);
    return words + who + (pressC ? " presses C and" : "") + " labels " + ext + " as " +
           std::to_string(value) + (core ? " in Core" : " in Full") +
           (coreView ? " with the Core box checked" : "");
}

// The owner scores the group in both settings or in Full alone: the Core labels stay in
// the project and count only while the group is in both (README).
inline std::string World::groupSetting(std::uint32_t a)
{
    const bool both = a % 2 == 0;
    mustRun({QStringLiteral("group"), QStringLiteral("lay"), QStringLiteral("--setting"),
             both ? QStringLiteral("both") : QStringLiteral("full"), QStringLiteral("--db"),
             target_});
    if (both == both_) {
        unchangedFrom_ = before_;
    }
    both_ = both;
    return std::string("`group lay --setting ") + (both ? "both" : "full") + "`";
}

// Another program imports one person's labels by pair id alone; a member's file has Core
// lines too, and now and then anyone else's has one, which refuses the whole file.
inline std::string World::importLabels(std::uint32_t a, std::uint32_t b)
{
    const std::vector<std::string> all = everyone();
    const std::string who = all[a % all.size()];
    std::mt19937_64 rng(b);
    std::vector<nlohmann::json> lines;
    std::map<std::string, int> given, core;
    for (const std::string &ext : pairIds()) {
        if (rng() % 5 < 2) {
            given[ext] = randomLabel(rng);
            lines.push_back({{"id", ext}, {"labels", {{who, given[ext]}}}});
        }
        if (rng() % (inGroup(who) ? 3 : 80) == 0) {
            core[ext] = randomLabel(rng);
            lines.push_back({{"id", ext}, {"labels", {{who, core[ext]}}}, {"setting", "core"}});
        }
    }
    if (lines.empty()) {
        return {};
    }
    // A file's labels are kept whoever gave them (a release names its adjudicators'
    // labels too); those of anyone but an annotator count in no figure.
    const bool refused = !core.empty() && !givesCore(who);
    const bool landed = runImport(lines);
    if (landed == refused) {
        failure_ = refused ? "an import of Core labels by " + who +
                                 ", in no group in both settings, landed"
                           : "an import of " + who + "'s labels was refused";
    }
    if (!landed) {
        unchangedFrom_ = before_;
    }
    for (const auto &[ext, l] : landed ? given : std::map<std::string, int>()) {
        ex_.labels[{ext, who}] = l;
    }
    for (const auto &[ext, l] : landed ? core : std::map<std::string, int>()) {
        ex_.coreLabels[{ext, who}] = l;
    }
    return "another program imports " + std::to_string(given.size()) + " labels and " +
           std::to_string(core.size()) + " Core labels by " + who +
           (landed ? std::string() : " (refused)");
}

// Undoes (back to `before`) or redoes a label command; false when it cannot be.
inline bool World::carryOutLabel(const Command &c, bool undoing)
{
    // A Core label is only ever a member's of the group while it is in both settings.
    if (!isAnnotator(actorName_) || (c.core && !givesCore(actorName_)) || !ex_.pairs.count(c.ext)) {
        return false;
    }
    auto &labels = c.core ? ex_.coreLabels : ex_.labels;
    const std::optional<int> value = undoing ? c.before : c.after;
    const std::pair<std::string, std::string> key{c.ext, actorName_};
    // Only the label the command left is undone (or the one it found, redone): a label
    // given since by another program or window stays, unless it already is what the undo
    // or redo asks for.
    const auto now = labels.find(key);
    const std::optional<int> current =
        now == labels.end() ? std::nullopt : std::optional<int>(now->second);
    if (current != (undoing ? c.after : c.before) && current != value) {
        return false;
    }
    if (value) {
        labels[key] = *value;
    } else {
        labels.erase(key);
    }
    return true;
}

} // namespace es::test::workflow
