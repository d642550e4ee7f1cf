// A team of 100 annotators on one PostgreSQL server: every annotator labels at once
// through their own login while two adjudicators watch their statistics live and decide.
//
//   pg_virtualenv -o 'max_connections=150' build/bench/team_load_bench [--annotators N]
//       [--goals N] [--steps N] [--human-seconds S] [--fast-labels N] [--fast-seconds S]
//       [--adjudicate-ms MS] [--database NAME]
//
// The server is the one PGHOST/PGPORT/PGUSER name (pg_virtualenv's), on loopback only;
// PGUSER must be a superuser (pg_virtualenv's is). The bench makes a new database NAME
// (es_load), imports a generated ESD project through EventScope's import, runs `team
// init`, makes N annotators and 2 adjudicators (`role`: a login each, given a password
// here as a server's administrator would) and assigns the goals with overlap 3.
//
// Then each annotator is a thread with its own db::Project connected as its own login,
// labelling the pairs of its own queue through db::EsdStore::setLabel (what the
// workbench's save is): first at a human pace (a label every 2-4 s, at random) for
// --human-seconds, then as fast as it can, --fast-labels each (at most --fast-seconds).
// The adjudicators are workbench sessions (EsdSession + LiveUpdates) in the main thread's
// event loop: they follow the announcements, and every --adjudicate-ms one of them decides
// a pair its annotators disagree on (EsdSession::adjudicate, through the store).
//
// It reports each phase's save times, how long a label took to show in an adjudicator's
// snapshot, lost updates (every label read back as the owner against what each client
// last saved), errors (deadlocks apart), whether each adjudicator's final statistics are
// a fresh load's, and the CPU seconds of the server's processes and of this one. Exits 1
// when a label was lost, a save or decision failed, a label never reached an adjudicator
// or the statistics differ; the server refusing a connection says so and exits 1.
// Figures go to docs/benchmarks.md with the command that produced them.
#include "db/assignments.h"
#include "db/engine/postgres.h"
#include "db/esd/esd_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/project.h"
#include "db/team.h"
#include "team_load_support.h"
#include "widgets/common/live_updates.h"
#include "widgets/esd/esd_session.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <latch>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace es;
using namespace es::bench;

namespace {

struct Options
{
    int annotators = 100;
    int goals = 2000;
    int steps = 5;
    double humanSeconds = 20;
    int fastLabels = 100;
    double fastSeconds = 60;
    int adjudicateMs = 3000;
    std::string database = "es_load";
};

constexpr int kAdjudicators = 2;
constexpr std::size_t kOverlap = 3;

bool parse(int argc, char *argv[], Options &o)
{
    const std::map<std::string, int *> ints = {{"--annotators", &o.annotators},
                                               {"--goals", &o.goals},
                                               {"--steps", &o.steps},
                                               {"--fast-labels", &o.fastLabels},
                                               {"--adjudicate-ms", &o.adjudicateMs}};
    const std::map<std::string, double *> reals = {{"--human-seconds", &o.humanSeconds},
                                                   {"--fast-seconds", &o.fastSeconds}};
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (ints.count(flag)) {
            *ints.at(flag) = std::atoi(argv[i + 1]);
        } else if (reals.count(flag)) {
            *reals.at(flag) = std::atof(argv[i + 1]);
        } else if (flag == "--database") {
            o.database = argv[i + 1];
        } else {
            return false;
        }
    }
    return argc % 2 == 1 && o.annotators >= static_cast<int>(kOverlap) && o.goals > 0 &&
           o.steps > 0 && o.fastLabels >= 0 && o.adjudicateMs > 0;
}

std::string env(const char *name)
{
    const char *v = std::getenv(name);
    return v ? v : "";
}

std::string uri(const Options &o, const std::string &user, const std::string &password = {})
{
    std::string u =
        "postgresql://" + user + "@" + env("PGHOST") + ":" + env("PGPORT") + "/" + o.database;
    return password.empty() ? u : u + "?password=" + password;
}

bool loopback(const std::string &host)
{
    return host.empty() || host.front() == '/' || host == "localhost" || host == "127.0.0.1" ||
           host == "::1";
}

// A connection the server turned away for want of a free slot (max_connections).
bool refusedForSlots(const std::exception &e)
{
    const std::string m = e.what();
    const auto *pe = dynamic_cast<const db::pg::Error *>(&e);
    return (pe && pe->sqlState() == "53300") || m.find("too many clients") != std::string::npos ||
           m.find("connection slots are reserved") != std::string::npos;
}

double since(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string setting(db::pg::Connection &c, const std::string &name)
{
    try {
        db::pg::Statement s = c.prepare("SHOW " + name);
        s.step();
        return s.text(0);
    } catch (const std::exception &) {
        return {}; // a setting this server version lacks
    }
}

// ---- the project ----

std::string annotatorName(int i)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "ann_%03d", i);
    return buf;
}

std::string adjudicatorName(int i)
{
    return "adj_" + std::to_string(i + 1);
}

// Each pair's label as most annotators give it (the rest disagree now and then).
int truthOf(std::int64_t pairId)
{
    return static_cast<int>((static_cast<std::uint64_t>(pairId) * 2654435761u >> 7) % 5 < 3);
}

// Pairs with one model's scores; a fifth of the goals already have two annotators' labels
// (a project under way, with disagreements for the adjudicators from the start).
std::string writeProjectFile(const Options &o)
{
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("team_load_bench-" + std::to_string(getpid()) + ".jsonl"))
                                 .string();
    std::ofstream out(path, std::ios::binary);
    std::mt19937_64 rng(7);
    std::normal_distribution<double> noise(0.0, 0.3);
    for (int g = 0; g < o.goals; ++g) {
        for (int s = 0; s < o.steps; ++s) {
            out << "{\"id\":\"g" << g << "-s" << s << "\",\"goal\":\"Goal " << g
                << "\",\"modifier\":\"Method " << g % 5 << "\",\"step\":\"Step " << s << " of goal "
                << g << '"';
            if (g < o.goals / 5) {
                const int truth = static_cast<int>(rng() % 5 < 3);
                out << ",\"labels\":{\"" << annotatorName(g % o.annotators) << "\":" << truth
                    << ",\"" << annotatorName((g + 1) % o.annotators)
                    << "\":" << (rng() % 10 < 7 ? truth : 1 - truth) << '}';
            }
            out << "}\n";
        }
    }
    for (int g = 0; g < o.goals; ++g) {
        for (int s = 0; s < o.steps; ++s) {
            out << "{\"id\":\"g" << g << "-s" << s << "\",\"model\":\"model-base\",\"setting\":"
                << "\"full\",\"score\":" << 0.5 + noise(rng) << "}\n";
        }
    }
    return path;
}

void importProject(db::Project &project, const std::string &path, const std::string &by)
{
    const std::string content = db::readInputFile(path);
    const db::ImportFileNeeds needs = db::importFileNeeds(path, content, db::InputFormat::Unknown);
    const db::ImportOptions options;
    if (db::checkImportOptions(needs, options) != db::ImportOptionProblem::None) {
        throw std::runtime_error("the generated file needs import options");
    }
    db::ImportBatch batch;
    db::addImportFile(batch, path, content, needs, options);
    const db::ImportSummary sum = db::importAndSummarize(project, batch, by);
    std::printf("imported %zu pairs, %zu scores\n", sum.pairsAdded, sum.scoresAdded);
}

// A new database with the project, the team and its people, goals assigned; returns each
// goal's pairs by goal rowid.
std::map<std::int64_t, std::vector<std::int64_t>> setUp(const Options &o, db::pg::Connection &admin)
{
    const auto t = Clock::now();
    admin.exec("DROP DATABASE IF EXISTS " + o.database);
    admin.exec("CREATE DATABASE " + o.database);
    const std::string owner = env("PGUSER");
    db::Project project(uri(o, owner), db::Project::Open::CreateIfMissing);
    const std::string file = writeProjectFile(o);
    importProject(project, file, owner);
    std::filesystem::remove(file);
    db::initTeam(project);
    std::vector<std::string> annotators;
    for (int i = 0; i < o.annotators; ++i) {
        annotators.push_back(annotatorName(i));
        db::setTeamRole(project, annotators.back(), db::Role::Annotator, owner);
    }
    for (int i = 0; i < kAdjudicators; ++i) {
        db::setTeamRole(project, adjudicatorName(i), db::Role::Adjudicator, owner);
    }
    // EventScope never sets a password: the server's administrator does.
    for (int i = 0; i < o.annotators + kAdjudicators; ++i) {
        const std::string name =
            i < o.annotators ? annotatorName(i) : adjudicatorName(i - o.annotators);
        admin.exec("ALTER ROLE " + name + " PASSWORD 'pw-" + name + "'");
    }
    db::AssignRequest request;
    request.dataset = "esd";
    request.annotators = annotators;
    request.overlap = kOverlap;
    request.seed = 1;
    const db::AssignSummary sum = db::AssignmentStore(project).assign(request, owner);
    const db::EsdSnapshot snap = db::EsdStore(project).load({.text = false});
    std::map<std::int64_t, std::vector<std::int64_t>> pairsOfGoal;
    for (const db::EsdGoalRow &g : snap.goals) {
        for (const std::uint32_t p : g.pairs) {
            pairsOfGoal[g.id].push_back(snap.pairs[p].id);
        }
    }
    std::printf("set up in %.1f s: %zu pairs, %d annotators + %d adjudicators, %zu goals "
                "assigned with overlap %zu\n",
                since(t), snap.pairs.size(), o.annotators, kAdjudicators, sum.items, kOverlap);
    return pairsOfGoal;
}

// ---- what the clients and adjudicators share ----

enum Phase { Human = 0, Fast = 1 };

struct InFlight
{
    Clock::time_point start;
    std::int8_t label = 0;
    Phase phase = Human;
    unsigned arrived = 0; // a bit per adjudicator
};

struct Shared
{
    std::mutex mutex;
    std::map<std::pair<std::int64_t, std::string>, InFlight> inFlight;
    std::vector<double> saveMs[2];
    std::vector<double> arrivalMs[2];
    std::size_t superseded = 0;
    std::vector<std::string> errorMessages;
    std::atomic<int> deadlocks{0};
    std::atomic<int> errors{0};
    std::atomic<int> refused{0};
    std::atomic<bool> abort{false};
    std::latch ready;
    std::latch go{1};
    std::latch humanDone;
    std::latch fastGo{1};
    explicit Shared(int clients) : ready(clients), humanDone(clients) {}

    void failed(const std::exception &e, const std::string &who)
    {
        const std::string m = e.what();
        const auto *pe = dynamic_cast<const db::pg::Error *>(&e);
        if ((pe && pe->sqlState() == "40P01") || m.find("deadlock") != std::string::npos) {
            ++deadlocks;
        } else {
            ++errors;
        }
        const std::lock_guard lock(mutex);
        if (errorMessages.size() < 10) {
            errorMessages.push_back(who + ": " + m);
        }
    }
};

struct Client
{
    std::string name;
    std::vector<std::int64_t> pairs; // the pairs of the queue's goals, in queue order
    std::map<std::int64_t, std::int8_t> lastSaved;
    std::size_t next = 0;
    std::size_t saved = 0;
};

// Labels the next pair of the queue (the queue over again, each label flipped, once done).
void labelOne(Client &c, db::EsdStore &store, Shared &s, Phase phase, std::mt19937 &rng)
{
    if (c.pairs.empty()) {
        return;
    }
    const std::int64_t pair = c.pairs[c.next++ % c.pairs.size()];
    const auto last = c.lastSaved.find(pair);
    const std::int8_t label = static_cast<std::int8_t>(
        last != c.lastSaved.end() ? 1 - last->second
                                  : (rng() % 10 < 8 ? truthOf(pair) : 1 - truthOf(pair)));
    const auto key = std::pair(pair, c.name);
    const auto start = Clock::now();
    {
        const std::lock_guard lock(s.mutex);
        const bool known = s.inFlight.count(key) != 0;
        s.superseded += known ? 1 : 0;
        s.inFlight[key] = InFlight{start, label, phase, 0};
    }
    try {
        store.setLabel(pair, c.name, label);
        const double ms = since(start) * 1e3;
        c.lastSaved[pair] = label;
        ++c.saved;
        const std::lock_guard lock(s.mutex);
        s.saveMs[phase].push_back(ms);
    } catch (const std::exception &e) {
        {
            const std::lock_guard lock(s.mutex);
            s.inFlight.erase(key);
        }
        s.failed(e, c.name);
    }
}

void runClient(const Options &o, Client &c, Shared &s,
               const std::map<std::int64_t, std::vector<std::int64_t>> &pairsOfGoal)
{
    std::unique_ptr<db::Project> project;
    try {
        project = std::make_unique<db::Project>(uri(o, c.name, "pw-" + c.name),
                                                db::Project::Open::ExistingOnly);
        // What the workbench reads on opening: the person's own labels alone.
        const db::EsdSnapshot own = db::EsdStore(*project).load({.text = false});
        const int column = own.annotatorColumn(c.name);
        for (std::size_t p = 0; column >= 0 && p < own.pairs.size(); ++p) {
            const std::int8_t l = own.labels.at(p, static_cast<std::size_t>(column));
            if (l == 0 || l == 1) {
                c.lastSaved[own.pairs[p].id] = l;
            }
        }
        for (const std::int64_t goal : db::AssignmentStore(*project).queue("esd", c.name)) {
            const auto &p = pairsOfGoal.at(goal);
            c.pairs.insert(c.pairs.end(), p.begin(), p.end());
        }
    } catch (const std::exception &e) {
        if (refusedForSlots(e)) {
            ++s.refused;
            const std::lock_guard lock(s.mutex);
            s.errorMessages.push_back(c.name + ": " + e.what());
        } else {
            s.failed(e, c.name);
        }
        project.reset();
    }
    s.ready.count_down();
    s.go.wait();
    std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>{}(c.name)));
    std::uniform_real_distribution<double> pause(2.0, 4.0);
    const auto humanEnd = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                             std::chrono::duration<double>(o.humanSeconds));
    std::optional<db::EsdStore> store;
    if (project && !s.abort) {
        store.emplace(*project);
        // The first label comes at a random moment of the first pause, so that not all
        // 100 people save in the same second.
        auto at = Clock::now() +
                  std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
                      pause(rng) * static_cast<double>(rng() % 1000) / 1000.0));
        while (at < humanEnd) {
            std::this_thread::sleep_until(at);
            labelOne(c, *store, s, Human, rng);
            at += std::chrono::duration_cast<Clock::duration>(
                std::chrono::duration<double>(pause(rng)));
        }
        std::this_thread::sleep_until(humanEnd);
    }
    s.humanDone.count_down();
    s.fastGo.wait();
    const auto fastStart = Clock::now();
    for (int i = 0; store && i < o.fastLabels && since(fastStart) < o.fastSeconds; ++i) {
        labelOne(c, *store, s, Fast, rng);
    }
}

// ---- the adjudicators ----

struct Adjudicator
{
    std::string name;
    std::unique_ptr<db::Project> project;
    std::unique_ptr<widgets::EsdSession> session;
    std::unique_ptr<widgets::LiveUpdates> live;
    int decided = 0;
    int refusedDecisions = 0;
    std::vector<double> decideMs;
    std::size_t scan = 0; // where the search for a disagreement goes on
};

// Marks the labels in flight this adjudicator's snapshot now holds as arrived.
void checkArrivals(Adjudicator &a, unsigned bit, Shared &s)
{
    const db::EsdSnapshot &snap = a.session->snapshot();
    const auto now = Clock::now();
    const std::lock_guard lock(s.mutex);
    for (auto it = s.inFlight.begin(); it != s.inFlight.end();) {
        InFlight &f = it->second;
        const int pair = snap.pairIndex(it->first.first);
        const int column = snap.annotatorColumn(it->first.second);
        if (!(f.arrived & bit) && pair >= 0 && column >= 0 &&
            snap.labels.at(static_cast<std::size_t>(pair), static_cast<std::size_t>(column)) ==
                f.label) {
            f.arrived |= bit;
            s.arrivalMs[f.phase].push_back(std::chrono::duration<double>(now - f.start).count() *
                                           1e3);
        }
        it = f.arrived == (1u << kAdjudicators) - 1 ? s.inFlight.erase(it) : std::next(it);
    }
}

// Decides one pair of goals of this adjudicator's parity whose labels disagree and that
// no one decided: the majority's label, 1 on a tie.
void decideOne(Adjudicator &a, int parity)
{
    const db::EsdSnapshot &snap = a.session->snapshot();
    const std::size_t n = snap.pairs.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t p = (a.scan + k) % n;
        if (static_cast<int>(snap.pairs[p].goal % kAdjudicators) != parity ||
            snap.decisions.count(static_cast<std::uint32_t>(p))) {
            continue;
        }
        int votes[2] = {0, 0};
        for (std::size_t c = 0; c < snap.labels.annotators; ++c) {
            const std::int8_t l = snap.labels.at(p, c);
            if (l == 0 || l == 1) {
                ++votes[l];
            }
        }
        if (votes[0] == 0 || votes[1] == 0) {
            continue;
        }
        a.scan = p + 1;
        const auto t = Clock::now();
        const bool ok = a.session->adjudicate(
            static_cast<std::uint32_t>(p),
            db::EsdAdjudication{static_cast<std::int8_t>(votes[1] >= votes[0]), "load bench"});
        a.decideMs.push_back(since(t) * 1e3);
        a.decided += ok ? 1 : 0;
        a.refusedDecisions += ok ? 0 : 1;
        return;
    }
}

void openAdjudicator(const Options &o, Adjudicator &a, unsigned bit, Shared &s)
{
    a.project = std::make_unique<db::Project>(uri(o, a.name, "pw-" + a.name),
                                              db::Project::Open::ExistingOnly);
    a.session = std::make_unique<widgets::EsdSession>(*a.project);
    a.session->setAnnotator(QString::fromStdString(a.name));
    a.live = std::make_unique<widgets::LiveUpdates>(*a.project);
    if (!a.live->active()) {
        throw std::runtime_error(a.project->path() + " is not on a server");
    }
    widgets::EsdSession *session = a.session.get();
    QObject::connect(a.live.get(), &widgets::LiveUpdates::changed, session,
                     [session, &a, bit, &s](const db::Changes &c) {
                         if (c.esd) {
                             session->reload();
                         } else {
                             session->applyRemote(c.esdPairs);
                         }
                         checkArrivals(a, bit, s);
                     });
    QObject::connect(
        session, &widgets::DatasetSession::failed, session,
        [&a, &s](const QString &why) { s.failed(std::runtime_error(why.toStdString()), a.name); });
}

// ---- the checks at the end ----

struct Verdict
{
    std::size_t labels = 0; // labels the owner reads
    std::size_t lost = 0;   // a client's last saved label the owner reads otherwise
    std::size_t stray = 0;  // labels no client saved
};

// Every label read back as the owner against what each client last saved.
Verdict verify(const Options &o, const std::vector<Client> &clients)
{
    db::Project owner(uri(o, env("PGUSER")), db::Project::Open::ExistingOnly);
    const db::EsdSnapshot snap = db::EsdStore(owner).load({.text = false});
    Verdict v;
    std::size_t expected = 0;
    for (const Client &c : clients) {
        const int column = snap.annotatorColumn(c.name);
        expected += c.lastSaved.size();
        for (const auto &[pairId, label] : c.lastSaved) {
            const int p = snap.pairIndex(pairId);
            if (column < 0 || p < 0 ||
                snap.labels.at(static_cast<std::size_t>(p), static_cast<std::size_t>(column)) !=
                    label) {
                ++v.lost;
            }
        }
    }
    for (const std::int8_t l : snap.labels.labels) {
        v.labels += l == 0 || l == 1 || l == -1 ? 1 : 0;
    }
    v.stray = v.labels > expected ? v.labels - expected : 0;
    return v;
}

void printCpu(const char *what, const Cpu &from, const Cpu &to)
{
    const double wall = std::chrono::duration<double>(to.at - from.at).count();
    if (from.server >= 0 && to.server >= 0) {
        std::printf("%s: %.1f s wall, server CPU %.1f s (%.2f cores), bench process CPU %.1f s\n",
                    what, wall, to.server - from.server, (to.server - from.server) / wall,
                    to.client - from.client);
    } else {
        std::printf("%s: %.1f s wall, server CPU not readable, bench process CPU %.1f s\n", what,
                    wall, to.client - from.client);
    }
}

// Runs the event loop until `done` says so (looked at every 20 ms); false when `seconds`
// ran out first.
template <typename Done> bool spin(Done done, double seconds)
{
    const auto t = Clock::now();
    bool met = done();
    if (!met) {
        QEventLoop loop;
        QTimer check;
        QObject::connect(&check, &QTimer::timeout, &loop, [&] {
            met = done();
            if (met || since(t) > seconds) {
                loop.quit();
            }
        });
        check.start(20);
        loop.exec();
    }
    return met;
}

// Says whether the server has slots for everyone, before anyone connects.
void checkSlots(db::pg::Connection &admin, int members)
{
    const int max = std::atoi(setting(admin, "max_connections").c_str());
    const int reserved = std::atoi(setting(admin, "superuser_reserved_connections").c_str()) +
                         std::atoi(setting(admin, "reserved_connections").c_str());
    const int needed = members + reserved + 2; // the bench's own two as the owner
    std::printf("server: max_connections %d, %d reserved; the bench needs %d (%d members' "
                "connections, the owner's 2)\n",
                max, reserved, needed, members);
    if (max < needed) {
        std::fprintf(stderr,
                     "team_load_bench: max_connections %d is too few for %d members at once: "
                     "the server will refuse some (start it with max_connections=%d or more, "
                     "pg_virtualenv -o 'max_connections=%d')\n",
                     max, members, needed, needed);
    }
}

void printTimes(const char *what, const std::vector<double> &ms)
{
    std::printf("%s: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%zu)\n", what, percentile(ms, 0.5),
                percentile(ms, 0.95), percentile(ms, 1.0), ms.size());
}

struct Run
{
    Cpu start, humanEnd, fastEnd, drained;
    std::size_t neverArrived = 0;
};

// Prints the figures; true when nothing was lost, failed, missed or differs.
bool report(const Options &o, Shared &s, const Run &r, std::vector<Adjudicator> &adjudicators,
            const std::vector<Client> &clients)
{
    const double humanWall = std::chrono::duration<double>(r.humanEnd.at - r.start.at).count();
    const double fastWall = std::chrono::duration<double>(r.fastEnd.at - r.humanEnd.at).count();
    std::printf("\nlabels saved: %zu at a human pace (%.1f a second over %.1f s), %zu as fast as "
                "they can (%.1f a second over %.1f s)\n",
                s.saveMs[Human].size(), static_cast<double>(s.saveMs[Human].size()) / humanWall,
                humanWall, s.saveMs[Fast].size(),
                static_cast<double>(s.saveMs[Fast].size()) / fastWall, fastWall);
    printTimes("save (setLabel), human pace", s.saveMs[Human]);
    printTimes("save (setLabel), as fast as they can", s.saveMs[Fast]);
    printTimes("save -> an adjudicator's statistics, human pace", s.arrivalMs[Human]);
    printTimes("save -> an adjudicator's statistics, as fast as they can", s.arrivalMs[Fast]);
    std::vector<double> decide;
    int decided = 0;
    int refusedDecisions = 0;
    for (const Adjudicator &a : adjudicators) {
        decide.insert(decide.end(), a.decideMs.begin(), a.decideMs.end());
        decided += a.decided;
        refusedDecisions += a.refusedDecisions;
    }
    std::printf("decisions: %d saved, %d refused\n", decided, refusedDecisions);
    printTimes("decision (adjudicate, with the adjudicator's own recompute)", decide);
    std::printf("labels changed again before an adjudicator showed them: %zu; labels never "
                "shown by an adjudicator: %zu\n",
                s.superseded, r.neverArrived);
    printCpu("human pace", r.start, r.humanEnd);
    printCpu("as fast as they can", r.humanEnd, r.fastEnd);
    printCpu("adjudicators catching up", r.fastEnd, r.drained);
    printCpu("whole run", r.start, r.drained);

    bool statisticsAgree = true;
    for (Adjudicator &a : adjudicators) {
        const std::string diff = differences(a.session->statisticsWithCurves(),
                                             db::esdStatistics(db::EsdStore(*a.project).load()));
        statisticsAgree = statisticsAgree && diff.empty();
        std::printf("%s's statistics %s a fresh load's%s%s\n", a.name.c_str(),
                    diff.empty() ? "equal" : "differ from", diff.empty() ? "" : ": ", diff.c_str());
    }
    const Verdict v = verify(o, clients);
    std::printf("lost updates: %zu (%zu labels read back as the owner, %zu no client saved)\n",
                v.lost, v.labels, v.stray);
    std::printf("deadlocks: %d, other errors: %d\n", s.deadlocks.load(), s.errors.load());
    for (const std::string &m : s.errorMessages) {
        std::printf("  %s\n", m.c_str());
    }
    return v.lost == 0 && v.stray == 0 && s.deadlocks == 0 && s.errors == 0 &&
           r.neverArrived == 0 && statisticsAgree;
}

int refusedConnections(Shared &s, int members)
{
    std::fprintf(stderr,
                 "team_load_bench: the server refused %d of %d members' connections "
                 "(max_connections too low): %s\n",
                 s.refused.load(), members,
                 s.errorMessages.empty() ? "" : s.errorMessages.front().c_str());
    return 1;
}

// The clients' run with the adjudicators in this thread's event loop; false when the
// server refused connections.
bool runTeam(const Options &o, const std::map<std::int64_t, std::vector<std::int64_t>> &pairs,
             std::vector<Adjudicator> &adjudicators, std::vector<Client> &clients, Shared &s,
             long postmaster, Run &r)
{
    std::atomic<int> finished{0};
    std::vector<std::thread> threads;
    for (Client &c : clients) {
        threads.emplace_back([&o, &c, &s, &pairs, &finished] {
            runClient(o, c, s, pairs);
            ++finished;
        });
    }
    spin([&] { return s.ready.try_wait(); }, 600);
    s.abort = s.refused > 0;
    std::printf("%zu annotators connected as themselves, each with their queue\n",
                clients.size() - static_cast<std::size_t>(s.refused.load()));
    QTimer decide;
    int tick = 0;
    QObject::connect(&decide, &QTimer::timeout, [&] {
        const int k = tick++ % kAdjudicators;
        decideOne(adjudicators[static_cast<std::size_t>(k)], k);
    });
    r.start = sampleCpu(postmaster);
    s.go.count_down();
    if (!s.abort) {
        decide.start(o.adjudicateMs / kAdjudicators);
    }
    spin([&] { return s.humanDone.try_wait(); }, o.humanSeconds + 600);
    r.humanEnd = sampleCpu(postmaster);
    s.fastGo.count_down();
    spin([&] { return finished == static_cast<int>(clients.size()); }, o.fastSeconds + 600);
    for (std::thread &t : threads) {
        t.join();
    }
    r.fastEnd = sampleCpu(postmaster);
    decide.stop();
    // The last announcements reach the adjudicators within a second or so.
    spin(
        [&] {
            const std::lock_guard lock(s.mutex);
            return s.inFlight.empty();
        },
        30);
    r.drained = sampleCpu(postmaster);
    const std::lock_guard lock(s.mutex);
    r.neverArrived = s.inFlight.size();
    return !s.abort;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: team_load_bench [--annotators N] [--goals N] [--steps N] "
                             "[--human-seconds S] [--fast-labels N] [--fast-seconds S] "
                             "[--adjudicate-ms MS] [--database NAME]\n");
        return 2;
    }
    if (env("PGPORT").empty() || !loopback(env("PGHOST"))) {
        std::fprintf(stderr, "team_load_bench: runs against a server on this machine only "
                             "(PGHOST, PGPORT as pg_virtualenv sets them)\n");
        return 2;
    }
    const int members = o.annotators + kAdjudicators;
    try {
        db::pg::Connection admin("dbname=postgres");
        checkSlots(admin, members);
        const auto pairs = setUp(o, admin);
        const long postmaster = postmasterPid(admin);
        std::vector<Adjudicator> adjudicators(kAdjudicators);
        Shared s(o.annotators);
        for (int i = 0; i < kAdjudicators; ++i) {
            adjudicators[static_cast<std::size_t>(i)].name = adjudicatorName(i);
            openAdjudicator(o, adjudicators[static_cast<std::size_t>(i)], 1u << i, s);
        }
        std::vector<Client> clients(static_cast<std::size_t>(o.annotators));
        for (int i = 0; i < o.annotators; ++i) {
            clients[static_cast<std::size_t>(i)].name = annotatorName(i);
        }
        Run r;
        if (!runTeam(o, pairs, adjudicators, clients, s, postmaster, r)) {
            return refusedConnections(s, members);
        }
        return report(o, s, r, adjudicators, clients) ? 0 : 1;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "team_load_bench: %s%s\n", e.what(),
                     refusedForSlots(e) ? " (the server has no connection left: raise "
                                          "max_connections)"
                                        : "");
        return 1;
    }
}
