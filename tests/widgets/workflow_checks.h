#pragma once
// After every step of a random workflow: the project's rows are what the steps should
// have left, and every figure (report --json in the process and from the binary, both
// workbenches' statistics and the number on screen) is the oracle's, computed from those
// rows in the view of whoever looks.

#include "esd_oracle.h"
#include "report/esd_report.h"
#include "report/project_report.h"
#include "widgets/common/figure_text.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "workflow_world.h"

#include <QElapsedTimer>

namespace es::test::workflow {

// The ESD rows of the project, read with plain SQL (no store, no snapshot), and the
// models' scores as the steps imported them.
inline oracle::Rows readRows(World &w)
{
    oracle::Rows rows;
    db::Connection &c = w.raw().connection();
    db::Statement people = c.prepare("SELECT id, name, role FROM person ORDER BY id");
    while (people.step()) {
        rows.people.push_back({people.int64(0), people.text(1), people.text(2)});
    }
    db::Statement pairs = c.prepare("SELECT id, ext_id, goal_id FROM esd_pair ORDER BY id");
    while (pairs.step()) {
        rows.pairs.push_back({pairs.int64(0), pairs.text(1), pairs.int64(2)});
    }
    db::Statement goals = c.prepare("SELECT id FROM esd_goal");
    while (goals.step()) {
        rows.goals.insert(goals.int64(0));
    }
    db::Statement labels = c.prepare("SELECT pair_id, person_id, label FROM esd_label");
    while (labels.step()) {
        rows.labels[{labels.int64(0), labels.int64(1)}] = labels.integer(2);
    }
    db::Statement core = c.prepare("SELECT pair_id, person_id, label FROM esd_core_label");
    while (core.step()) {
        rows.coreLabels[{core.int64(0), core.int64(1)}] = core.integer(2);
    }
    db::Statement groups =
        c.prepare("SELECT g.name, g.setting, g.both_settings, m.person_id FROM rater_group g LEFT "
                  "JOIN rater_group_member m ON m.group_id = g.id ORDER BY g.name, m.person_id");
    while (groups.step()) {
        if (rows.groups.empty() || rows.groups.back().name != groups.text(0)) {
            rows.groups.push_back({groups.text(0), groups.text(1), groups.integer(2) != 0, {}});
        }
        if (!groups.isNull(3)) {
            rows.groups.back().members.push_back(groups.int64(3));
        }
    }
    db::Statement decisions = c.prepare("SELECT pair_id, label FROM esd_adjudication");
    while (decisions.step()) {
        rows.decisions[decisions.int64(0)] = decisions.integer(1);
    }
    db::Statement assigned =
        c.prepare("SELECT item_id, person_id FROM assignment WHERE dataset = 'esd'");
    while (assigned.step()) {
        rows.assigned[assigned.int64(0)].insert(assigned.int64(1));
    }
    std::set<std::string> present;
    for (const auto &p : rows.pairs) {
        present.insert(p.ext);
    }
    for (const auto &[key, scores] : w.expected().scores) {
        oracle::Model m{key.first, key.second, w.expected().lower.at(key.first), {}};
        for (const auto &[ext, s] : scores) {
            if (present.count(ext)) {
                m.scores[ext] = s;
            }
        }
        if (!m.scores.empty()) {
            rows.models.push_back(std::move(m));
        }
    }
    return rows;
}

// Where the rows differ from what the steps should have left.
inline std::vector<std::string> rowDifferences(World &w, const oracle::Rows &rows)
{
    std::vector<std::string> out;
    const Expected &ex = w.expected();
    std::map<std::int64_t, std::string> names, goalText;
    for (const auto &p : rows.people) {
        names[p.id] = p.name;
        if (ex.roles.count(p.name) && ex.roles.at(p.name) != p.role) {
            out.push_back(p.name + " is " + p.role + ", expected " + ex.roles.at(p.name));
        }
    }
    db::Statement goals = w.raw().connection().prepare("SELECT id, goal FROM esd_goal");
    while (goals.step()) {
        goalText[goals.int64(0)] = goals.text(1);
    }
    std::map<std::string, std::string> contributors;
    db::Statement contributed = w.raw().connection().prepare(
        "SELECT ext_id, origin, coalesce(contributor_id, 0) FROM esd_pair");
    while (contributed.step()) {
        if (contributed.text(1) == "contributed") {
            contributors[contributed.text(0)] = names[contributed.int64(2)];
        }
    }
    std::map<std::int64_t, std::string> extOf;
    std::set<std::string> held;
    for (const auto &p : rows.pairs) {
        extOf[p.id] = p.ext;
        held.insert(p.ext);
        const auto want = ex.pairs.find(p.ext);
        if (want == ex.pairs.end()) {
            out.push_back("pair " + p.ext + " should not be there");
            continue;
        }
        if (goalText[p.goal] != want->second.goal) {
            out.push_back("pair " + p.ext + " is of goal " + goalText[p.goal]);
        }
        const bool isContributed = contributors.count(p.ext) > 0;
        if (isContributed != want->second.contributed ||
            (isContributed && contributors[p.ext] != want->second.contributor)) {
            out.push_back("pair " + p.ext + " contributed by '" + contributors[p.ext] +
                          "', expected '" + want->second.contributor + "'");
        }
    }
    for (const auto &[ext, info] : ex.pairs) {
        if (!held.count(ext)) {
            out.push_back("pair " + ext + " is missing");
        }
    }
    for (const bool core : {false, true}) {
        std::map<std::pair<std::string, std::string>, int> labels;
        for (const auto &[key, l] : core ? rows.coreLabels : rows.labels) {
            labels[{extOf[key.first], names[key.second]}] = l;
        }
        const auto &want = core ? ex.coreLabels : ex.labels;
        const std::string what = core ? "'s Core label" : "'s label";
        for (const auto &[key, l] : labels) {
            const auto given = want.find(key);
            if (given == want.end() || given->second != l) {
                out.push_back(key.second + what + " of " + key.first + " is " + std::to_string(l) +
                              (given == want.end()
                                   ? ", expected none"
                                   : ", expected " + std::to_string(given->second)));
            }
        }
        for (const auto &[key, l] : want) {
            if (!labels.count(key)) {
                out.push_back(key.second + what + " " + std::to_string(l) + " of " + key.first +
                              " is missing");
            }
        }
    }
    std::map<std::string, int> decisions;
    for (const auto &[pair, l] : rows.decisions) {
        decisions[extOf[pair]] = l;
    }
    if (decisions != ex.decisions) {
        out.push_back("the decisions are not the expected ones (" +
                      std::to_string(decisions.size()) + " held, " +
                      std::to_string(ex.decisions.size()) + " expected)");
    }
    return out;
}

// A window's ESD figures as `report --json` writes them, from what its session holds.
inline nlohmann::ordered_json windowFigures(widgets::MainWindow &w)
{
    widgets::EsdSession &s = *w.esdSession();
    return report::esdReportJson(s.snapshot(), s.statistics());
}

// Differences between the window's figures (and the kappa it shows) and `want`, waiting up
// to `ms` for the window to hear of the step (a team server announces it; a project file
// is looked at).
inline std::vector<std::string> settle(widgets::MainWindow &w, const oracle::Figures &want, int ms)
{
    QElapsedTimer clock;
    clock.start();
    std::vector<std::string> d{"still applying what it heard of after " + std::to_string(ms) +
                               " ms"};
    // A server's announcements take a moment to arrive; a file is read at once by poll().
    const int heard = w.liveUpdates()->active() ? 30 : 0;
    do {
        w.liveUpdates()->poll();
        QCoreApplication::processEvents();
        if (!w.liveUpdates()->idle() || clock.elapsed() < heard) {
            QTest::qWait(2);
            continue;
        }
        d = oracle::differences(want, windowFigures(w));
        const auto onScreen = [&d](const QString &shown, const std::string &name,
                                   const std::optional<double> &value) {
            const QString wanted = value ? widgets::figureText(*value) : QStringLiteral("n/a");
            // Two ways of summing one fraction may fall either side of a rounding half
            // (0.7375 shown as 0.738 or 0.737): either is the same figure.
            const bool halfway = value && (shown.startsWith(widgets::figureText(*value - 1e-9)) ||
                                           shown.startsWith(widgets::figureText(*value + 1e-9)));
            if (!shown.startsWith(wanted) && !halfway) {
                d.push_back("the window shows " + name + " " + shown.toStdString() + ", oracle " +
                            wanted.toStdString());
            }
        };
        const widgets::EsdStatisticsPanel &panel = *w.statisticsPanel();
        onScreen(panel.agreementText(QStringLiteral("fleiss")), "Fleiss' kappa", want.fleiss);
        onScreen(panel.agreementText(QStringLiteral("gwet")), "Gwet's AC1", want.gwet);
        // Each group's human baseline, a line a setting: "lay (Core): mean member accuracy".
        const QStringList human = panel.agreementText(QStringLiteral("human"))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const auto &[key, h] : want.human) {
            const QString prefix =
                QStringLiteral("%1 (%2): mean member accuracy ")
                    .arg(QString::fromStdString(key.first),
                         key.second == "core" ? QStringLiteral("Core") : QStringLiteral("Full"));
            const auto line = std::find_if(human.begin(), human.end(), [&prefix](const QString &l) {
                return l.startsWith(prefix);
            });
            onScreen(line == human.end() ? QStringLiteral("nothing") : line->mid(prefix.size()),
                     "the human baseline of " + key.first + " " + key.second, h.meanAccuracy);
        }
        if (static_cast<std::size_t>(human.size()) != want.human.size()) {
            d.push_back("the window shows " + std::to_string(human.size()) +
                        " human baselines, oracle " + std::to_string(want.human.size()));
        }
        if (d.empty()) {
            return d;
        }
        QTest::qWait(5);
    } while (clock.elapsed() < ms);
    return d;
}

inline oracle::Figures viewOf(World &w, const oracle::Rows &rows, const std::string &person)
{
    return w.expected().roles.at(person) == "annotator" ? oracle::compute(rows, person)
                                                        : oracle::compute(rows);
}

// Every check after a step; each difference one line, prefixed by where it was seen.
inline std::vector<std::string> checkAll(World &w, bool withBinary, oracle::Figures *full)
{
    std::vector<std::string> out;
    const auto add = [&out](const std::string &where, const std::vector<std::string> &d) {
        for (const auto &line : d) {
            out.push_back(where + ": " + line);
        }
    };
    const oracle::Rows rows = readRows(w);
    add("rows", rowDifferences(w, rows));
    *full = oracle::compute(rows);
    report::ReportRequest request;
    request.dataset = "esd";
    request.bootstrap.resamples = 0;
    const auto built = report::buildProjectReport(w.raw(), request);
    add("report", oracle::differences(*full, built->json.value("esd", nlohmann::ordered_json())));
    // The human baseline on a sample smaller than the pool, so that the draw decides which
    // pairs count (the default 200 takes every pair with gold of a project this size), with
    // a seed that moves along the run.
    const oracle::HumanSample few{5, w.seed() + w.stack().size()};
    request.humanSample = few.size;
    request.bootstrap.seed = few.seed;
    const auto sampled = report::buildProjectReport(w.raw(), request);
    add("report --human-sample 5 --seed " + std::to_string(few.seed),
        oracle::differences(oracle::compute(rows, {}, few),
                            sampled->json.value("esd", nlohmann::ordered_json())));
    if (w.unchangedFrom()) {
        add("a step that moves no figure changed",
            oracle::changedFigures(*w.unchangedFrom(), *full));
    }
    add("lead's window", settle(w.watcher(), *full, w.settleMs()));
    add(w.actorName() + "'s window",
        settle(w.actor(), viewOf(w, rows, w.actorName()), w.settleMs()));
    QUndoStack *undo = w.actor().undoStack();
    if (static_cast<std::size_t>(undo->count()) != w.stack().size() ||
        static_cast<std::size_t>(undo->index()) != w.stackIndex()) {
        out.push_back("undo history: the window holds " + std::to_string(undo->count()) +
                      " commands at " + std::to_string(undo->index()) + ", expected " +
                      std::to_string(w.stack().size()) + " at " + std::to_string(w.stackIndex()));
    }
    if (withBinary) {
        for (const std::string &as : {std::string(), w.actorName()}) {
            QStringList args{
                QStringLiteral("report"),      QStringLiteral("--db"),      w.target(),
                QStringLiteral("--json"),      QStringLiteral("--dataset"), QStringLiteral("esd"),
                QStringLiteral("--bootstrap"), QStringLiteral("0")};
            if (!as.empty()) {
                args << QStringLiteral("--as") << QString::fromStdString(as);
            } else {
                args << QStringLiteral("--human-sample") << QStringLiteral("5")
                     << QStringLiteral("--seed") << QString::number(few.seed);
            }
            const Run r = runEventScope(args);
            if (r.exitCode != 0) {
                out.push_back("eventscope report failed: " + r.err.toStdString());
                continue;
            }
            add("eventscope report" + (as.empty() ? std::string() : " --as " + as),
                oracle::differences(as.empty() ? oracle::compute(rows, {}, few)
                                               : viewOf(w, rows, as),
                                    nlohmann::ordered_json::parse(r.out.toStdString())["esd"]));
        }
    }
    return out;
}

} // namespace es::test::workflow
