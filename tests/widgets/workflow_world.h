#pragma once
// The project a random workflow runs on, the two workbenches open on it (the acting
// person's and an adjudicator watching) and what every step should have left in the
// project. The expectations are the test's own: written from the README's rules (who may
// label, decide, undo; what an import or assign refuses), never read back from the code
// under test. The rows the project then holds are read with plain SQL, and
// workflow_checks.h holds every figure to the oracle computed from them.

#include "common/pg_support.h"
#include "common/test_support.h"
#include "db/assignments.h"
#include "db/project.h"
#include "esd_oracle.h"
#include "widgets/common/live_updates.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"
#include "workflow_ops.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <memory>
#include <random>

namespace es::test::workflow {

// What the project should hold after the steps so far.
struct Expected
{
    struct PairInfo
    {
        std::string goal;
        bool contributed = false;
        std::string contributor;
    };
    std::map<std::string, PairInfo> pairs;                     // by ext id
    std::map<std::pair<std::string, std::string>, int> labels; // (ext id, person)
    // The Core labels of the rater group's members (workflow_group.h), as `labels`.
    std::map<std::pair<std::string, std::string>, int> coreLabels;
    std::map<std::string, int> decisions;                      // by ext id
    std::map<std::string, std::string> roles;                  // person -> role
    std::map<std::pair<std::string, std::string>, std::map<std::string, double>> scores;
    std::map<std::string, bool> lower; // model -> a lower score is more essential
    struct Request
    {
        std::vector<std::string> annotators;
        std::size_t overlap = 0;
        std::uint64_t seed = 0;
        bool operator==(const Request &) const = default;
    };
    std::optional<Request> assigned;
};

// One entry of the window's undo history, as the test expects it.
struct Command
{
    enum class Kind { Label, AddStep, Decision } kind = Kind::Label;
    std::string ext;
    std::string goal; // AddStep: the goal's text
    std::optional<int> before, after;
    bool core = false; // Label: a Core label of a member of the rater group
};

class World
{
  public:
    // `where`: a project file's path, or on a server the database's name.
    World(bool server, const QString &where, const QString &files, std::uint64_t seed)
        : server_(server), files_(files), seed_(seed)
    {
        target_ = server ? freshDatabase(where) : where;
        database_ = where;
        modals_.setInterval(5);
        QObject::connect(&modals_, &QTimer::timeout, [this] { answerModal(); });
        modals_.start();
        std::mt19937_64 rng(seed);
        pool_ = {"ann_a", "ann_b", "ann_c", "ann_d", "lead", "chief", "vic"};
        std::shuffle(pool_.begin(), pool_.end(), rng); // the order people join in
        // The lay members of a rater group in both settings join last (makeRaterGroup).
        lay_ = rng() % 2 ? std::vector<std::string>{"lay_e", "lay_f"}
                         : std::vector<std::string>{"lay_e"};
        {
            db::Project(target_.toStdString(), db::Project::Open::CreateIfMissing);
        }
        if (server) {
            mustRun(
                {QStringLiteral("team"), QStringLiteral("init"), QStringLiteral("--db"), target_});
        }
        for (const std::string &p : everyone()) {
            const std::string role = p == "lead" || p == "chief" ? "adjudicator"
                                     : p == "vic"                ? "viewer"
                                                                 : "annotator";
            mustRun({QStringLiteral("role"), QString::fromStdString(p),
                     QString::fromStdString(role), QStringLiteral("--db"), target_});
            ex_.roles[p] = role;
            if (server) {
                db::pg::Connection("dbname=postgres")
                    .exec("ALTER ROLE " + p + " PASSWORD 'pw-" + p + "'");
            }
        }
        raw_ =
            std::make_unique<db::Project>(target_.toStdString(), db::Project::Open::ExistingOnly);
        for (int g = 0; g < 3; ++g) {
            importGoal(static_cast<std::uint32_t>(rng()), static_cast<std::uint32_t>(rng()), true);
        }
        importScores(0, 0, static_cast<std::uint32_t>(rng()));
        makeRaterGroup(rng);
        watcher_ = open("lead");
        actorName_ = "ann_a";
        actor_ = open(actorName_);
    }

    ~World()
    {
        actor_.reset();
        watcher_.reset();
        raw_.reset();
    }

    // Does the step; returns what it did in words, or empty when the window offers no such
    // thing now (nothing happens then).
    std::string apply(const Op &op)
    {
        said_.clear();
        settleMs_ = 3000;
        unchangedFrom_.reset();
        switch (op.kind) {
        case Kind::ImportLabels:
            return importLabels(op.a, op.b);
        case Kind::ImportGoal:
            return importGoal(op.a, op.b, false);
        case Kind::ImportScores:
            return importScores(op.a, op.b, op.c);
        case Kind::Label:
            return label(op.a, op.b);
        case Kind::LayLabel:
            return layLabel(op);
        case Kind::GroupSetting:
            return groupSetting(op.a);
        case Kind::Contribute:
            return contribute(op.a);
        case Kind::Decide:
            return decide(op.a, op.b);
        case Kind::Withdraw:
            return withdraw(op.a);
        case Kind::Undo:
            return undo();
        case Kind::Redo:
            return redo();
        case Kind::SignIn:
            return signIn(everyone()[op.a % everyone().size()]);
        case Kind::Role:
            return role(op.a, op.b);
        case Kind::Assign:
            return assign(op.a, op.b, op.c, op.d);
        case Kind::Reconnect:
            actor_ = open(actorName_);
            stack_.clear();
            index_ = 0;
            unchangedFrom_ = before_;
            return actorName_ + "'s window is closed and opened again";
        case Kind::DropConnection:
            return dropConnection();
        }
        return {};
    }

    const QStringList &said() const { return said_; }
    bool server() const { return server_; }
    std::uint64_t seed() const { return seed_; }
    const QString &target() const { return target_; }
    db::Project &raw() { return *raw_; }
    const Expected &expected() const { return ex_; }
    const std::string &actorName() const { return actorName_; }
    widgets::MainWindow &actor() { return *actor_; }
    widgets::MainWindow &watcher() { return *watcher_; }
    const std::vector<Command> &stack() const { return stack_; }
    std::size_t stackIndex() const { return index_; }
    // The step's reach: how long a window may take to show it.
    int settleMs() const { return settleMs_; }

    // Figures that must not move in this step, when it is one that says it moves none.
    const std::optional<oracle::Figures> &unchangedFrom() const { return unchangedFrom_; }
    void setBefore(const oracle::Figures &figures) { before_ = figures; }

  private:
    // The rater group's part of the world (workflow_group.h).
    void makeRaterGroup(std::mt19937_64 &rng);
    std::string layLabel(const Op &op);
    std::string groupSetting(std::uint32_t a);
    std::string importLabels(std::uint32_t a, std::uint32_t b);
    bool carryOutLabel(const Command &c, bool undoing);
    bool inGroup(const std::string &p) const
    {
        return std::find(lay_.begin(), lay_.end(), p) != lay_.end();
    }
    // Whose labels with the goal shown alone are Core labels (README).
    bool givesCore(const std::string &p) const { return both_ && inGroup(p); }
    // Everyone, the group's members last.
    std::vector<std::string> everyone() const
    {
        std::vector<std::string> all = pool_;
        all.insert(all.end(), lay_.begin(), lay_.end());
        return all;
    }

    bool isAnnotator(const std::string &p) const { return ex_.roles.at(p) == "annotator"; }
    bool isAdjudicator(const std::string &p) const { return ex_.roles.at(p) == "adjudicator"; }

    void answerModal()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            said_ << box->text();
            box->done(QMessageBox::Ok);
        } else if (auto *dialog = qobject_cast<QDialog *>(modal)) {
            said_ << QStringLiteral("(dialog %1)").arg(dialog->windowTitle());
            dialog->reject();
        }
    }

    void mustRun(const QStringList &args)
    {
        const Run r = runEventScope(args);
        if (r.exitCode != 0) {
            throw std::runtime_error("eventscope " + args.join(QLatin1Char(' ')).toStdString() +
                                     ": " + r.err.toStdString());
        }
    }

    // Runs an import of `lines`; true when it landed.
    bool runImport(const std::vector<nlohmann::json> &lines)
    {
        const QString path = files_ + QStringLiteral("/import-%1.jsonl").arg(++imports_);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        for (const auto &l : lines) {
            f.write(QByteArray::fromStdString(l.dump() + "\n"));
        }
        f.close();
        const Run r =
            runEventScope({QStringLiteral("import"), path, QStringLiteral("--db"), target_});
        if (r.exitCode != 0) {
            said_ << QString::fromUtf8(r.err).trimmed();
        }
        return r.exitCode == 0;
    }

    std::vector<std::string> pairIds() const
    {
        std::vector<std::string> ids;
        for (const auto &[ext, info] : ex_.pairs) {
            ids.push_back(ext);
        }
        return ids;
    }

    int randomLabel(std::mt19937_64 &rng) const
    {
        return rng() % 10 == 0 ? -1 : static_cast<int>(rng() % 2);
    }

    std::string importGoal(std::uint32_t a, std::uint32_t b, bool setup)
    {
        std::mt19937_64 rng(b);
        const int n = ++goals_;
        const std::string goal = "Goal " + std::to_string(n);
        std::vector<std::string> labellers;
        const std::size_t howMany = setup ? 3 : rng() % 4;
        std::vector<std::string> people;
        for (const std::string &p : setup ? pool_ : everyone()) {
            if (!setup || isAnnotator(p)) {
                people.push_back(p);
            }
        }
        std::shuffle(people.begin(), people.end(), rng);
        for (std::size_t i = 0; i < howMany && i < people.size(); ++i) {
            labellers.push_back(people[i]);
        }
        std::vector<nlohmann::json> lines;
        std::map<std::pair<std::string, std::string>, int> given;
        const int steps = 2 + static_cast<int>(a % 4);
        for (int s = 1; s <= steps; ++s) {
            const std::string ext = "x" + std::to_string(n) + "-s" + std::to_string(s);
            nlohmann::json labels = nlohmann::json::object();
            for (const std::string &p : labellers) {
                if (rng() % 10 != 0) {
                    labels[p] = given[{ext, p}] = randomLabel(rng);
                }
            }
            lines.push_back({{"id", ext},
                             {"goal", goal},
                             {"step", "Step " + std::to_string(s) + " of " + goal},
                             {"labels", labels}});
        }
        const bool landed = runImport(lines);
        if (!landed) {
            failure_ = "an import of a new goal was refused";
        }
        if (landed) {
            for (const auto &l : lines) {
                ex_.pairs[l["id"]] = {goal, false, {}};
            }
            for (const auto &[key, l] : given) {
                ex_.labels[key] = l;
            }
        }
        std::string by;
        for (const std::string &p : labellers) {
            by += (by.empty() ? "" : ",") + p;
        }
        return "another program imports " + goal + " (" + std::to_string(steps) +
               " steps, labelled by " + (by.empty() ? "nobody" : by) + ")";
    }

    std::string importScores(std::uint32_t a, std::uint32_t b, std::uint32_t c)
    {
        const std::string model = a % 2 ? "m2" : "m1";
        const std::string setting = b % 2 ? "core" : "full";
        std::mt19937_64 rng(c);
        std::vector<nlohmann::json> lines;
        std::map<std::string, double> given;
        for (const std::string &ext : pairIds()) {
            if (rng() % 10 < 7) {
                given[ext] = static_cast<double>(rng() % 10) / 10.0;
                nlohmann::json line = {
                    {"id", ext}, {"model", model}, {"setting", setting}, {"score", given[ext]}};
                if (model == "m2") {
                    line["direction"] = "lower";
                }
                lines.push_back(line);
            }
        }
        if (lines.empty()) {
            return {};
        }
        if (!runImport(lines)) {
            failure_ = "an import of scores was refused";
            return "another program imports scores (refused)";
        }
        ex_.lower[model] = model == "m2";
        for (const auto &[ext, s] : given) {
            ex_.scores[{model, setting}][ext] = s;
        }
        return "another program imports " + std::to_string(given.size()) + " scores of " + model +
               " (" + setting + ")";
    }

    // The window's index of the pair, or nullopt (a failure: the window lacks a pair the
    // project has).
    std::optional<std::uint32_t> inWindow(const std::string &ext)
    {
        const auto at = actor_->esdSession()->findPair(ext);
        if (!at) {
            failure_ = "the window has no pair " + ext;
        }
        return at;
    }

    void push(Command c)
    {
        stack_.resize(index_);
        stack_.push_back(std::move(c));
        index_ = stack_.size();
    }

    std::string label(std::uint32_t a, std::uint32_t b)
    {
        widgets::EsdSession &s = *actor_->esdSession();
        const std::vector<std::string> ids = pairIds();
        if (!s.mayAnnotate() || ids.empty()) {
            return {};
        }
        const std::string ext = ids[a % ids.size()];
        const int value = static_cast<int>(b % 3) - 1;
        const auto at = inWindow(ext);
        if (!at) {
            return "label " + ext;
        }
        // A member of the rater group who sees the Core box checked gives a Core label.
        const bool core = givesCore(actorName_) && actor_->esdPanel()->coreOnly();
        actor_->esdPanel()->setCurrentPair(*at);
        actor_->esdPanel()->labelCurrent(static_cast<std::int8_t>(value));
        if (isAnnotator(actorName_)) {
            expectLabel(ext, value, core);
        }
        return actorName_ + " labels " + ext + " as " + std::to_string(value) +
               (core ? " in Core" : "");
    }

    // What a label the window's annotator gives leaves: theirs (a Core one, `core`) is
    // `value`, and the history holds the change, if it is one.
    void expectLabel(const std::string &ext, int value, bool core)
    {
        auto &labels = core ? ex_.coreLabels : ex_.labels;
        const std::pair<std::string, std::string> key{ext, actorName_};
        const auto was = labels.find(key);
        const std::optional<int> before =
            was == labels.end() ? std::nullopt : std::optional(was->second);
        labels[key] = value;
        if (before != value) {
            push({Command::Kind::Label, ext, {}, before, value, core});
        }
    }

    std::string contribute(std::uint32_t a)
    {
        widgets::EsdSession &s = *actor_->esdSession();
        const std::vector<std::string> ids = pairIds();
        if (!s.mayAnnotate() || ids.empty()) {
            return {};
        }
        const std::string ext = ids[a % ids.size()];
        const auto at = inWindow(ext);
        if (!at) {
            return "contribute";
        }
        const std::string goal = ex_.pairs[ext].goal;
        actor_->esdPanel()->setCurrentPair(*at);
        actor_->esdPanel()->addOptionalStep(
            QStringLiteral("Optional step %1").arg(++contributions_));
        const std::vector<std::string> added = newPairs();
        if (isAnnotator(actorName_) && added.size() == 1) {
            ex_.pairs[added.front()] = {goal, true, actorName_};
            push({Command::Kind::AddStep, added.front(), goal, {}, {}});
        } else if (isAnnotator(actorName_) || !added.empty()) {
            failure_ = "contributing a step added " + std::to_string(added.size()) + " pairs";
        }
        return actorName_ + " contributes a step to " + goal +
               (added.size() == 1 ? " (" + added.front() + ")" : std::string());
    }

    // Pairs the project holds that the expectations do not.
    std::vector<std::string> newPairs()
    {
        std::vector<std::string> out;
        db::Statement s = raw_->connection().prepare("SELECT ext_id FROM esd_pair");
        while (s.step()) {
            if (!ex_.pairs.count(s.text(0))) {
                out.push_back(s.text(0));
            }
        }
        return out;
    }

    std::string decide(std::uint32_t a, std::uint32_t b)
    {
        const std::vector<std::string> ids = pairIds();
        if (!actor_->esdSession()->adjudicates() || ids.empty()) {
            return {};
        }
        const std::string ext = ids[a % ids.size()];
        const int value = static_cast<int>(b % 3) - 1;
        const auto at = inWindow(ext);
        if (!at) {
            return "decide " + ext;
        }
        actor_->esdPanel()->setCurrentPair(*at);
        actor_->esdPanel()->decideCurrent(static_cast<std::int8_t>(value));
        if (isAdjudicator(actorName_)) {
            const auto was = ex_.decisions.find(ext);
            const std::optional<int> before =
                was == ex_.decisions.end() ? std::nullopt : std::optional(was->second);
            ex_.decisions[ext] = value;
            push({Command::Kind::Decision, ext, {}, before, value});
        }
        return actorName_ + " decides " + ext + " as " + std::to_string(value);
    }

    std::string withdraw(std::uint32_t a)
    {
        if (!actor_->esdSession()->adjudicates() || ex_.decisions.empty()) {
            return {};
        }
        auto it = ex_.decisions.begin();
        std::advance(it, static_cast<long>(a % ex_.decisions.size()));
        const std::string ext = it->first;
        const int before = it->second;
        actor_->withdrawDecision(QStringLiteral("esd"), QString::fromStdString(ext));
        if (isAdjudicator(actorName_)) {
            ex_.decisions.erase(ext);
            push({Command::Kind::Decision, ext, {}, before, std::nullopt});
        }
        return actorName_ + " withdraws the decision on " + ext;
    }

    // Carries out a command of the history one way (undo: back to `before`); false when
    // it cannot be (the person may no longer do it, or someone else's work is in the way).
    bool carryOut(const Command &c, bool undoing)
    {
        const std::optional<int> value = undoing ? c.before : c.after;
        switch (c.kind) {
        case Command::Kind::Label:
            return carryOutLabel(c, undoing);
        case Command::Kind::AddStep: {
            if (!undoing) {
                if (!isAnnotator(actorName_) || ex_.pairs.count(c.ext)) {
                    return false;
                }
                ex_.pairs[c.ext] = {c.goal, true, actorName_};
                return true;
            }
            // Only a step nobody's work refers to goes: no label, decision or score.
            bool used = ex_.decisions.count(c.ext) > 0;
            for (const auto *labels : {&ex_.labels, &ex_.coreLabels}) {
                for (const auto &[key, l] : *labels) {
                    used = used || key.first == c.ext;
                }
            }
            for (const auto &[model, scores] : ex_.scores) {
                used = used || scores.count(c.ext) > 0;
            }
            if (used || !isAnnotator(actorName_)) {
                return false;
            }
            ex_.pairs.erase(c.ext);
            return true;
        }
        case Command::Kind::Decision:
            if (!isAdjudicator(actorName_) || !ex_.pairs.count(c.ext)) {
                return false;
            }
            if (value) {
                ex_.decisions[c.ext] = *value;
            } else {
                ex_.decisions.erase(c.ext);
            }
            return true;
        }
        return false;
    }

    // A command that cannot be carried out leaves the history (it is not offered again),
    // as QUndoStack drops an obsolete command.
    std::string undo()
    {
        if (actor_->undoStack()->index() == 0 && index_ == 0) {
            return {};
        }
        actor_->undoStack()->undo();
        if (index_ == 0) {
            return "undo (the test expected nothing to undo)";
        }
        const std::size_t i = index_ - 1;
        const Command c = stack_[i];
        if (!carryOut(c, true)) {
            stack_.erase(stack_.begin() + static_cast<long>(i));
        }
        index_ = i;
        return actorName_ + " undoes " + describe(c);
    }

    std::string redo()
    {
        if (actor_->undoStack()->index() == actor_->undoStack()->count() &&
            index_ == stack_.size()) {
            return {};
        }
        actor_->undoStack()->redo();
        if (index_ == stack_.size()) {
            return "redo (the test expected nothing to redo)";
        }
        const Command c = stack_[index_];
        if (!carryOut(c, false)) {
            stack_.erase(stack_.begin() + static_cast<long>(index_));
        } else {
            ++index_;
        }
        return actorName_ + " redoes " + describe(c);
    }

    static std::string describe(const Command &c)
    {
        const auto v = [](const std::optional<int> &x) {
            return x ? std::to_string(*x) : std::string("none");
        };
        switch (c.kind) {
        case Command::Kind::Label:
            return "label " + c.ext + " " + v(c.before) + "->" + v(c.after) +
                   (c.core ? " in Core" : "");
        case Command::Kind::AddStep:
            return "adding step " + c.ext;
        case Command::Kind::Decision:
            return "decision " + c.ext + " " + v(c.before) + "->" + v(c.after);
        }
        return {};
    }

    std::string signIn(const std::string &who)
    {
        actorName_ = who;
        if (server_) {
            actor_ = open(who);
        } else {
            actor_->signIn(QString::fromStdString(who));
        }
        stack_.clear();
        index_ = 0;
        return "the window is now " + who + "'s (" + ex_.roles[who] + ")";
    }

    std::string role(std::uint32_t a, std::uint32_t b)
    {
        std::vector<std::string> people;
        for (const std::string &p : pool_) {
            if (p != "lead") { // the watcher stays an adjudicator
                people.push_back(p);
            }
        }
        const std::string who = people[a % people.size()];
        const std::string role = std::array{"annotator", "adjudicator", "viewer"}[b % 3];
        mustRun({QStringLiteral("role"), QString::fromStdString(who), QString::fromStdString(role),
                 QStringLiteral("--db"), target_});
        // The window of someone whose role changed signs them in again in it, which starts
        // a new history as any sign-in does.
        if (who == actorName_ && ex_.roles[who] != role) {
            stack_.clear();
            index_ = 0;
        }
        ex_.roles[who] = role;
        return "`role " + who + " " + role + "`";
    }

    // `eventscope assign`, as the owner runs it; refused exactly when the README says.
    std::string assign(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d)
    {
        db::AssignRequest request;
        request.dataset = "esd";
        const std::vector<std::string> all = everyone();
        for (std::size_t i = 0; i < all.size(); ++i) {
            if ((a >> i) & 1U) {
                request.annotators.push_back(all[i]);
            }
        }
        if (request.annotators.empty()) {
            request.annotators.push_back(all[a % all.size()]);
        }
        request.overlap = 1 + b % 3;
        request.seed = 1 + c % 2;
        request.replace = d % 4 == 0;
        request.acceptUncounted = (d / 4) % 4 == 0;
        const Expected::Request asked{request.annotators, request.overlap, request.seed};

        std::string refusal;
        for (const std::string &p : request.annotators) {
            refusal = !isAnnotator(p) ? p + " is " + ex_.roles[p] : refusal;
            refusal = inGroup(p) ? p + " is in the rater group" : refusal;
        }
        if (request.overlap > request.annotators.size()) {
            refusal = "overlap above the annotators";
        }
        const bool same = ex_.assigned && *ex_.assigned == asked;
        if (refusal.empty() && ex_.assigned && !same && !request.replace) {
            refusal = "other arguments over existing assignments";
        }
        std::set<std::string> workers;
        for (const auto &[key, l] : ex_.labels) {
            if (isAnnotator(key.second) && !inGroup(key.second)) {
                workers.insert(key.second);
            }
        }
        for (const std::string &p : request.annotators) {
            workers.erase(p);
        }
        if (refusal.empty() && !workers.empty() && !request.acceptUncounted && !same) {
            refusal = *workers.begin() + "'s labels would stop counting";
        }

        std::string names;
        for (const std::string &p : request.annotators) {
            names += (names.empty() ? "" : ",") + p;
        }
        std::string words = "`assign --annotators " + names + " --overlap " +
                            std::to_string(request.overlap) + " --seed " +
                            std::to_string(request.seed) + (request.replace ? " --replace" : "") +
                            (request.acceptUncounted ? " --accept-uncounted" : "") + "`";
        const bool implicitBefore = !ex_.assigned.has_value();
        try {
            db::AssignmentStore store(*raw_);
            const db::AssignSummary summary = store.assign(request, "owner");
            if (!refusal.empty() && !same) {
                failure_ = words + " landed where it must be refused: " + refusal;
            }
            ex_.assigned = asked;
            // No figure moves when the panels hold exactly whoever labelled each pair before.
            if (implicitBefore && before_ && before_->panelSize == request.overlap &&
                summary.widened == 0 && summary.uncounted.empty()) {
                unchangedFrom_ = before_;
            }
            if (same || summary.unchanged) {
                unchangedFrom_ = before_;
            }
            words += " (" + std::to_string(summary.widened) + " widened, " +
                     std::to_string(summary.uncounted.size()) + " uncounted)";
        } catch (const db::InputError &e) {
            said_ << QString::fromStdString(e.what());
            if (refusal.empty() && !same) {
                failure_ = words + " was refused: " + e.what();
            }
            unchangedFrom_ = before_;
            words += " (refused)";
        }
        return words;
    }

    // The server ends the watcher's connection: its window says so, connects again by
    // itself and reads everything anew.
    std::string dropConnection()
    {
        if (!server_) {
            return {};
        }
        db::pg::Connection("dbname=postgres")
            .exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" +
                  database_.toStdString() + "' AND usename = 'lead'");
        settleMs_ = 15000;
        unchangedFrom_ = before_;
        return "the server ends lead's connection";
    }

    std::unique_ptr<widgets::MainWindow> open(const std::string &who)
    {
        auto w = std::make_unique<widgets::MainWindow>();
        QString error;
        const QString at = server_ ? QStringLiteral("postgresql://%1:pw-%1@%2:%3/%4")
                                         .arg(QString::fromStdString(who), pgEnv("PGHOST"),
                                              pgEnv("PGPORT"), database_)
                                   : target_;
        if (!w->openProject(at, false, false, &error)) {
            throw std::runtime_error("opening the project as " + who + ": " + error.toStdString());
        }
        w->resize(1280, 800);
        w->show();
        if (!server_) {
            w->signIn(QString::fromStdString(who));
        }
        return w;
    }

  public:
    // Set by a step that found the project or window doing what it must not.
    std::string failure_;

  private:
    bool server_;
    QString files_;
    std::uint64_t seed_;
    QString target_;
    QString database_;
    QTimer modals_;
    QStringList said_;
    std::vector<std::string> pool_;
    std::vector<std::string> lay_; // the rater group's members
    bool both_ = true;             // the group is scored in both settings
    Expected ex_;
    std::vector<Command> stack_;
    std::size_t index_ = 0;
    std::unique_ptr<db::Project> raw_;
    std::unique_ptr<widgets::MainWindow> watcher_;
    std::unique_ptr<widgets::MainWindow> actor_;
    std::string actorName_;
    int goals_ = 0;
    int imports_ = 0;
    int contributions_ = 0;
    int settleMs_ = 3000;
    std::optional<oracle::Figures> before_;
    std::optional<oracle::Figures> unchangedFrom_;
};

} // namespace es::test::workflow

#include "workflow_group.h"
