// OpenPI 2.0 at scale: N generated procedures (10,000 by default) with the files the
// release has for them (procedures, two people's and one model's salience, hand-made
// gold clusters, a model's clustering), imported with the real binary; then
// `eventscope report --json --dataset openpi` as a whole process, and its load and
// statistics in process.
//
//   build/bench/openpi_bench [--procedures N] [--runs N] [--keep DIR] [--db PROJECT] [--schemata]
//                            [--states]
//
// --schemata also imports a model's predicted schemata of every procedure, which the
// report then scores against the procedures' clusters (OpenPI 2.0 Table 3).
// --states also imports two people's own state changes of every procedure, which the
// report compares with each other and with the procedures' own states.
// --db imports into PROJECT instead of a new file in the work folder, e.g. an empty
// database on a PostgreSQL server (pg_virtualenv sh -c 'createdb b && build/bench/openpi_bench
// --db dbname=b').
//
// Figures go to docs/benchmarks.md with the command that produced them.
#include "db/openpi/openpi_snapshot.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"
#include "report/openpi_report.h"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern char **environ;

using namespace es;
using nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

// Modulo rather than std::uniform_int_distribution, whose algorithm each standard
// library chooses: the same seed gives the same files with any compiler.
class Rng
{
  public:
    explicit Rng(std::uint64_t seed) : engine_(seed) {}
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(engine_() % n); }
    template <typename T, std::size_t N> const T &pick(const T (&from)[N]) { return from[below(N)]; }

  private:
    std::mt19937_64 engine_;
};

const char *const kNouns[] = {
    "bowl",   "kettle", "towel",  "jar",    "pan",     "knife",  "board",   "sponge", "bucket", "brush",
    "bottle", "glass",  "plate",  "spoon",  "lid",     "oven",   "fridge",  "sink",   "table",  "chair",
    "paint",  "tape",   "nail",   "hammer", "drill",   "screw",  "shelf",   "wall",   "door",   "window",
    "shirt",  "sock",   "button", "needle", "thread",  "fabric", "iron",    "basket", "soil",   "seed",
    "pot",    "hose",   "leaf",   "branch", "flour",   "butter", "egg",     "sugar",  "dough",  "tray",
    "milk",   "coffee", "tea",    "water",  "soap",    "cloth",  "battery", "cable",  "phone",  "charger",
    "tire",   "pump",   "wheel",  "chain",  "helmet",  "rope",   "tent",    "stake",  "map",    "bag",
};
const char *const kAdjectives[] = {"small", "large", "old",   "new",    "clean", "dirty", "metal", "plastic",
                                   "glass", "fresh", "spare", "wooden", "round", "heavy", "empty", "favourite"};
const char *const kVerbs[] = {"Place", "Rinse", "Heat",  "Fold", "Pour",  "Stir", "Cut",   "Dry",
                              "Open",  "Fill",  "Move",  "Wipe", "Check", "Seal", "Press", "Hang"};
const char *const kTails[] = {"carefully", "for a few minutes", "with both hands", "until it is ready",
                              "over the sink", "on the counter", "as shown", "and wait"};
const char *const kTopics[] = {"Food and Entertaining", "Home and Garden", "Hobbies and Crafts",
                               "Cars & Other Vehicles", "Health", "Sports and Fitness"};

struct Attribute
{
    const char *name;
    const char *synonym;
    const char *values[4];
};
const Attribute kAttributes[] = {
    {"location", "placement", {"in the drawer", "on the table", "in the bowl", "in the sink"}},
    {"temperature", "heat", {"cold", "room temperature", "warm", "hot"}},
    {"cleanness", "cleanliness", {"dirty", "rinsed", "clean", "spotless"}},
    {"wetness", "moisture", {"dry", "damp", "wet", "soaked"}},
    {"fullness", "contents", {"empty", "half full", "full", "overflowing"}},
    {"shape", "form", {"whole", "folded", "cut", "flattened"}},
    {"power", "switch", {"off", "on", "standby", "charging"}},
    {"texture", "feel", {"rough", "smooth", "sticky", "soft"}},
    {"color", "colour", {"white", "brown", "golden", "black"}},
    {"size", "volume", {"small", "medium", "large", "doubled"}},
    {"existence", "presence", {"absent", "present", "used up", "created"}},
    {"openness", "aperture", {"closed", "ajar", "open", "sealed"}},
};
constexpr std::size_t kAttributeCount = std::size(kAttributes);

struct Change
{
    std::string attribute;
    std::string before;
    std::string after;
    std::string annotation;
};

struct Entity
{
    std::string name;
    std::vector<std::string> mentions; // the gold cluster, name first
    std::vector<std::vector<Change>> steps;
    std::vector<std::pair<std::string, std::vector<std::string>>> attributeClusters;
    // Global salience, then local per step, of person A, person B and the model.
    std::vector<int> a, b, model;
};

struct Procedure
{
    std::string key;
    std::string goal;
    std::string topic;
    std::vector<std::string> steps;
    std::vector<Entity> entities;
    std::vector<std::pair<std::string, std::vector<std::string>>> modelClusters;
};

int clamp05(int v) { return std::clamp(v, 0, 5); }

std::string joined(const std::vector<std::string> &parts, const char *separator)
{
    std::string out;
    for (const std::string &p : parts) {
        out += (out.empty() ? "" : separator) + p;
    }
    return out;
}

// Ratings follow a hidden salience: person A gives it, person B is A give or take one,
// the model is further off; so every pair correlates, none perfectly.
void rate(Entity &e, Rng &rng)
{
    const int offB[] = {-1, 0, 0, 0, 1};
    const int offModel[] = {-2, -1, 0, 0, 1, 2};
    const int global = static_cast<int>(rng.below(6));
    auto add = [&](int truth) {
        e.a.push_back(truth);
        e.b.push_back(clamp05(truth + rng.pick(offB)));
        e.model.push_back(clamp05(truth + rng.pick(offModel)));
    };
    add(global);
    for (const auto &changes : e.steps) {
        add(clamp05(static_cast<int>(changes.size() + rng.below(4)) - (global < 2 ? 1 : 0)));
    }
}

Procedure makeProcedure(std::size_t index, Rng &rng)
{
    Procedure p;
    p.key = std::to_string(index);
    p.topic = rng.pick(kTopics);
    const std::size_t steps = 3 + rng.below(5);   // 3-7, 5 on average
    const std::size_t entities = 4 + rng.below(5); // 4-8, 6 on average
    std::vector<std::size_t> nouns;
    while (nouns.size() < entities) {
        const std::size_t n = rng.below(std::size(kNouns));
        if (std::find(nouns.begin(), nouns.end(), n) == nouns.end()) {
            nouns.push_back(n);
        }
    }
    std::string noun0 = kNouns[nouns[0]];
    noun0[0] = static_cast<char>(noun0[0] - 'a' + 'A');
    p.goal = std::string(rng.pick(kVerbs)) + " a " + noun0 + " " + rng.pick(kTails);
    for (std::size_t s = 0; s < steps; ++s) {
        p.steps.push_back(std::string(rng.pick(kVerbs)) + " the " + kNouns[nouns[rng.below(entities)]] + " " +
                          rng.pick(kTails) + ".");
    }
    for (std::size_t i = 0; i < entities; ++i) {
        Entity e;
        e.name = kNouns[nouns[i]];
        e.mentions.push_back(e.name);
        for (std::size_t m = rng.below(3); m > 0; --m) {
            const std::string mention = std::string(rng.pick(kAdjectives)) + " " + e.name;
            if (std::find(e.mentions.begin(), e.mentions.end(), mention) == e.mentions.end()) {
                e.mentions.push_back(mention);
            }
        }
        // Two or three attributes per entity, each with a synonym in half the cases.
        std::vector<std::size_t> attrs;
        for (std::size_t want = 2 + rng.below(2); attrs.size() < want;) {
            const std::size_t a = rng.below(kAttributeCount);
            if (std::find(attrs.begin(), attrs.end(), a) == attrs.end()) {
                attrs.push_back(a);
            }
        }
        std::vector<bool> synonym;
        for (const std::size_t a : attrs) {
            synonym.push_back(rng.below(2) == 0);
            e.attributeClusters.push_back({kAttributes[a].name, {kAttributes[a].name}});
            if (synonym.back()) {
                e.attributeClusters.back().second.push_back(kAttributes[a].synonym);
            }
        }
        for (std::size_t s = 0; s < steps; ++s) {
            std::vector<Change> changes;
            const std::size_t first = rng.below(attrs.size());
            for (std::size_t c = 0, n = 1 + rng.below(2); c < n; ++c) {
                const std::size_t k = (first + c) % attrs.size();
                const Attribute &at = kAttributes[attrs[k]];
                const std::size_t before = rng.below(4);
                const std::size_t after = (before + 1 + rng.below(3)) % 4;
                changes.push_back({at.name, at.values[before], at.values[after],
                                   synonym[k] ? std::string(at.name) + " | " + at.synonym : std::string(at.name)});
            }
            e.steps.push_back(std::move(changes));
        }
        rate(e, rng);
        p.entities.push_back(std::move(e));
    }
    // The model's clustering: most gold clusters as they are, some split, some merged
    // with the next one, some with a mention no gold cluster has.
    for (std::size_t i = 0; i < entities; ++i) {
        const Entity &e = p.entities[i];
        const std::size_t what = rng.below(10);
        if (what == 0 && e.mentions.size() > 1) {
            for (const std::string &m : e.mentions) {
                p.modelClusters.push_back({m, {m}});
            }
        } else if (what == 1 && i + 1 < entities) {
            std::vector<std::string> merged = e.mentions;
            const auto &next = p.entities[++i].mentions;
            merged.insert(merged.end(), next.begin(), next.end());
            p.modelClusters.push_back({e.name, std::move(merged)});
        } else {
            p.modelClusters.push_back({e.name, e.mentions});
            if (what == 2) {
                p.modelClusters.back().second.push_back("the " + e.name);
            }
        }
    }
    return p;
}

enum class Shape { Procedures, PersonA, PersonB, Model };

ordered_json changeJson(const Change &c)
{
    return {{"attribute", c.attribute},
            {"before", c.before},
            {"after", c.after},
            {"attribute_annotation", c.annotation}};
}

ordered_json procedureJson(const Procedure &p, Shape shape)
{
    ordered_json states = ordered_json::array();
    for (const Entity &e : p.entities) {
        ordered_json answers = ordered_json::object();
        for (std::size_t s = 0; s < e.steps.size(); ++s) {
            ordered_json changes = ordered_json::array();
            ordered_json votes = ordered_json::array();
            for (const Change &c : e.steps[s]) {
                changes.push_back(changeJson(c));
                votes.push_back({{"votes", 1}, {"states", changeJson(c)}});
            }
            const std::string key = "step" + std::to_string(s + 1);
            const int a = e.a[s + 1], b = e.b[s + 1], m = e.model[s + 1];
            switch (shape) {
            case Shape::Procedures:
                answers[key] = std::move(changes);
                break;
            case Shape::PersonA:
                answers[key] = {{"states", std::move(votes)}, {"local_salience", a}};
                break;
            case Shape::PersonB:
                answers[key] = {{"states", std::move(votes)}, {"local_salience", std::to_string(b)}};
                break;
            case Shape::Model: {
                const std::string why =
                    std::to_string(m) + " - how much step " + std::to_string(s + 1) + " needs the " + e.name + ".";
                answers[key] = {{"attributes", std::move(changes)},
                                {"local_salience_pred", std::to_string(m)},
                                {"local_salience_explanation", why}};
                break;
            }
            }
        }
        ordered_json state = {{"entity", e.name}, {"answers", std::move(answers)},
                              {"entity_annotation", {joined(e.mentions, " | ")}}};
        if (shape == Shape::PersonA) {
            state["global_salience"] = e.a[0];
        } else if (shape == Shape::PersonB) {
            state["global_salience"] = std::to_string(e.b[0]);
        } else if (shape == Shape::Model) {
            state["global_salience_pred"] = std::to_string(e.model[0]);
            state["global_salience_explanation"] =
                std::to_string(e.model[0]) + " - the " + e.name + " matters this much to the goal.";
        }
        states.push_back(std::move(state));
    }
    ordered_json clusters = ordered_json::object();
    for (const Entity &e : p.entities) {
        ordered_json attributes = ordered_json::object();
        for (const auto &[canonical, members] : e.attributeClusters) {
            attributes[canonical] = members;
        }
        clusters[e.name] = {{"entity_cluster", e.mentions}, {"attribute_cluster", std::move(attributes)}};
    }
    return {{"goal", p.goal},
            {"steps", p.steps},
            {"topics", p.topic},
            {"states", std::move(states)},
            {"clusters", std::move(clusters)}};
}

ordered_json goldClustersJson(const Procedure &p)
{
    ordered_json entities = ordered_json::array();
    ordered_json flattened = ordered_json::array();
    for (const Entity &e : p.entities) {
        entities.push_back(e.mentions);
        for (const std::string &m : e.mentions) {
            flattened.push_back(m);
        }
    }
    return {{"goal", p.goal},
            {"steps", p.steps},
            {"entities", std::move(entities)},
            {"entities_flattened", std::move(flattened)}};
}

ordered_json modelClustersJson(const Procedure &p)
{
    ordered_json out = ordered_json::object();
    for (const auto &[canonical, members] : p.modelClusters) {
        out[canonical] = members;
    }
    return out;
}

// A model's predicted schemata: per step the entities that change, a quarter of them
// named with an article ("the cup", matched only once names are normalised) or by
// another mention, a tenth left out; each change's attribute, by its synonym a third of
// the time, and a wrong attribute now and then.
ordered_json schemataJson(const Procedure &p, Rng &rng)
{
    ordered_json steps = ordered_json::array();
    for (std::size_t s = 0; s < p.steps.size(); ++s) {
        ordered_json step = ordered_json::object();
        for (const Entity &e : p.entities) {
            if (e.steps[s].empty() || rng.below(10) == 0) {
                continue;
            }
            const std::size_t how = rng.below(4);
            const std::string name =
                how == 0 ? "the " + e.name : how == 1 ? e.mentions[rng.below(e.mentions.size())] : e.name;
            ordered_json attributes = ordered_json::array();
            for (const Change &c : e.steps[s]) {
                const std::size_t bar = c.annotation.find(" | ");
                attributes.push_back(bar != std::string::npos && rng.below(3) == 0 ? c.annotation.substr(bar + 3)
                                                                                   : c.attribute);
            }
            if (rng.below(4) == 0) {
                attributes.push_back(kAttributes[rng.below(kAttributeCount)].name);
            }
            step[name] = std::move(attributes);
        }
        steps.push_back(std::move(step));
    }
    return steps;
}

// A person's own state changes, in the states files' shape: the procedure's changes, the
// entity by one of its mentions, the attribute by its synonym now and then; a tenth left
// out, and (`sloppy`) a sixth of the afters written otherwise.
ordered_json personStatesJson(const Procedure &p, Rng &rng, bool sloppy)
{
    ordered_json steps = ordered_json::array();
    for (std::size_t s = 0; s < p.steps.size(); ++s) {
        ordered_json step = ordered_json::array();
        for (const Entity &e : p.entities) {
            for (const Change &c : e.steps[s]) {
                if (rng.below(10) == 0) {
                    continue;
                }
                const std::size_t bar = c.annotation.find(" | ");
                const std::string attribute = bar != std::string::npos && rng.below(4) == 0
                                                  ? c.annotation.substr(bar + 3)
                                                  : c.attribute;
                step.push_back({e.mentions[rng.below(e.mentions.size())], attribute, c.before,
                                sloppy && rng.below(6) == 0 ? "changed" : c.after});
            }
        }
        steps.push_back(std::move(step));
    }
    return steps;
}

// One {id: ...} file, a procedure at a time: the whole document as one JSON value
// would take gigabytes at the sizes this bench is for.
template <typename ToJson>
std::uintmax_t writeFile(const std::string &path, const std::vector<Procedure> &procedures, ToJson toJson)
{
    {
        std::ofstream out(path, std::ios::binary);
        out << '{';
        for (std::size_t i = 0; i < procedures.size(); ++i) {
            out << (i ? ",\n" : "\n") << ordered_json(procedures[i].key).dump() << ": " << toJson(procedures[i]).dump();
        }
        out << "\n}\n";
    }
    return std::filesystem::file_size(path);
}

struct ChildRun
{
    double seconds = 0;
    long peakKb = 0;
};

// Runs the eventscope binary with stdout into `out`; exits when it fails.
ChildRun runEventScope(const std::vector<std::string> &arguments, const std::string &out)
{
    std::vector<std::string> args{EVENTSCOPE_BINARY};
    args.insert(args.end(), arguments.begin(), arguments.end());
    std::vector<char *> argv;
    for (std::string &a : args) {
        argv.push_back(a.data());
    }
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const auto t = Clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, EVENTSCOPE_BINARY, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        std::fprintf(stderr, "openpi_bench: cannot run %s\n", EVENTSCOPE_BINARY);
        std::exit(1);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const double s = seconds(t);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "openpi_bench: eventscope %s failed\n", arguments.front().c_str());
        std::exit(1);
    }
    return {s, usage.ru_maxrss};
}

std::string firstLine(const std::string &path)
{
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

double value(const metrics::Estimate &e) { return e.value.value_or(-1.0); }

} // namespace

int main(int argc, char **argv)
{
    std::size_t procedureCount = 10000;
    std::size_t runs = 7;
    bool schemata = false;
    bool states = false;
    std::string keep;
    std::string target;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--procedures" && i + 1 < argc) {
            procedureCount = std::stoul(argv[++i]);
        } else if (a == "--runs" && i + 1 < argc) {
            runs = std::max<std::size_t>(1, std::stoul(argv[++i]));
        } else if (a == "--keep" && i + 1 < argc) {
            keep = argv[++i];
        } else if (a == "--schemata") {
            schemata = true;
        } else if (a == "--states") {
            states = true;
        } else if (a == "--db" && i + 1 < argc) {
            target = argv[++i]; // e.g. an empty database on a server: dbname=b
        } else {
            std::fprintf(
                stderr,
                "usage: openpi_bench [--procedures N] [--runs N] [--keep DIR] [--db PROJECT] "
                "[--schemata] [--states]\n");
            return 2;
        }
    }
    const std::filesystem::path dir =
        keep.empty() ? std::filesystem::temp_directory_path() / ("openpi_bench_" + std::to_string(::getpid()))
                     : std::filesystem::path(keep);
    std::filesystem::create_directories(dir);
    const std::string project = target.empty() ? (dir / "openpi.eventscope").string() : target;
    for (const char *suffix : {"", "-wal", "-shm"}) {
        if (target.empty()) {
            std::filesystem::remove(project + suffix);
        }
    }

    auto t = Clock::now();
    Rng rng(42);
    std::vector<Procedure> procedures;
    procedures.reserve(procedureCount);
    std::size_t entities = 0, steps = 0, changes = 0, ratings = 0;
    for (std::size_t i = 0; i < procedureCount; ++i) {
        const Procedure &p = procedures.emplace_back(makeProcedure(i, rng));
        steps += p.steps.size();
        entities += p.entities.size();
        ratings += p.entities.size() * (1 + p.steps.size());
        for (const Entity &e : p.entities) {
            for (const auto &c : e.steps) {
                changes += c.size();
            }
        }
    }
    struct File
    {
        const char *name;
        std::vector<std::string> rater; // import options
        std::uintmax_t bytes = 0;
    };
    std::vector<File> files = {{"procedures.json", {}},
                               {"salience_ann_a.json", {"--annotator", "ann_a"}},
                               {"salience_ann_b.json", {"--annotator", "ann_b"}},
                               {"salience_model.json", {"--model", "gpt-bench"}},
                               {"gold_clusters.json", {}},
                               {"clusters_model.json", {"--model", "gpt-bench"}}};
    const auto path = [&](const File &f) { return (dir / f.name).string(); };
    const Shape shapes[] = {Shape::Procedures, Shape::PersonA, Shape::PersonB, Shape::Model};
    for (std::size_t i = 0; i < 4; ++i) {
        files[i].bytes =
            writeFile(path(files[i]), procedures, [&](const Procedure &p) { return procedureJson(p, shapes[i]); });
    }
    files[4].bytes = writeFile(path(files[4]), procedures, goldClustersJson);
    files[5].bytes = writeFile(path(files[5]), procedures, modelClustersJson);
    if (schemata) {
        // A generator of its own, so that the other files stay those of a run without it.
        Rng schemataRng(7);
        files.push_back({"schemata_model.json", {"--model", "gpt-bench"}});
        files.back().bytes = writeFile(path(files.back()), procedures,
                                       [&](const Procedure &p) { return schemataJson(p, schemataRng); });
    }
    if (states) {
        Rng statesRng(11);
        for (const char *who : {"ann_a", "ann_b"}) {
            const bool sloppy = who[4] == 'b';
            files.push_back(
                {sloppy ? "states_ann_b.json" : "states_ann_a.json", {"--annotator", who}});
            files.back().bytes = writeFile(path(files.back()), procedures, [&](const Procedure &p) {
                return personStatesJson(p, statesRng, sloppy);
            });
        }
    }
    std::printf("procedures: %zu (%zu steps, %zu entities, %zu state changes, %zu salience ratings a rater), "
                "generated in %.1f s\n",
                procedureCount, steps, entities, changes, ratings, seconds(t));
    procedures.clear();
    procedures.shrink_to_fit();

    const std::string out = (dir / "stdout.txt").string();
    double importTotal = 0;
    for (const File &f : files) {
        std::vector<std::string> args{"import", path(f), "--db", project};
        args.insert(args.end(), f.rater.begin(), f.rater.end());
        const ChildRun r = runEventScope(args, out);
        importTotal += r.seconds;
        std::printf("import %-20s %6.1f MB: %6.2f s, %4ld MB peak  | %s\n", f.name, double(f.bytes) / 1e6, r.seconds,
                    r.peakKb / 1024, firstLine(out).c_str());
    }
    std::printf("import total: %.2f s; project %.1f MB\n", importTotal,
                target.empty() ? double(std::filesystem::file_size(project)) / 1e6 : 0.0);

    // The whole process, as people run it: start, open, load, statistics, JSON out.
    const std::string report = (dir / "report.json").string();
    std::vector<double> times;
    long peakKb = 0;
    for (std::size_t run = 0; run < runs; ++run) {
        const ChildRun r = runEventScope({"report", "--json", "--dataset", "openpi", "--db", project}, report);
        times.push_back(r.seconds);
        peakKb = std::max(peakKb, r.peakKb);
    }
    std::sort(times.begin(), times.end());
    std::printf("eventscope report --json --dataset openpi: median %.3f s of %zu runs (%.3f-%.3f s), %ld MB peak\n",
                times[times.size() / 2], runs, times.front(), times.back(), peakKb / 1024);

    for (int run = 0; run < 3; ++run) {
        db::Project p(project, db::Project::Open::ExistingOnly);
        t = Clock::now();
        const db::OpenPiSnapshot snap = db::OpenPiStore(p).load({.details = false});
        const double load = seconds(t);
        t = Clock::now();
        const db::OpenPiAnalysis analysis = db::analyseOpenPi(snap);
        const double stats = seconds(t);
        t = Clock::now();
        const std::string json = report::openPiReportJson(snap, analysis).dump(2);
        const double dump = seconds(t);
        std::printf("in process, run %d: load %.3f s, statistics %.3f s, JSON %.4f s, total %.3f s\n", run + 1, load,
                    stats, dump, load + stats + dump);
        if (run == 2) {
            for (const auto &s : analysis.salience) {
                std::printf("  salience %s / %s: global r %.4f, local r %.4f over %zu procedures\n",
                            snap.raters[s.a].name.c_str(), snap.raters[s.b].name.c_str(), value(s.agreement.global),
                            value(s.agreement.local), s.agreement.procedures);
            }
            for (const auto &sc : analysis.schemata) {
                std::printf("  schemata of %s %s: entity F1 %.4f, attribute F1 %.4f (local %.4f, %.4f)\n",
                            snap.raters[sc.model].name.c_str(), sc.expanded ? "with expansion" : "without expansion",
                            value(sc.entity.f1), value(sc.attribute.f1), value(sc.entityLocal.f1),
                            value(sc.attributeLocal.f1));
            }
            for (const auto &r : analysis.stateAgreement) {
                std::printf(
                    "  states %s / %s: pairs F1 %.4f, exact match %.4f over %zu procedures\n",
                    r.a < 0 ? "gold" : snap.raters[static_cast<std::size_t>(r.a)].name.c_str(),
                    snap.raters[r.b].name.c_str(), value(r.scores.f1), value(r.scores.exactMatch),
                    r.procedures);
            }
            for (const auto &c : analysis.clusters) {
                std::printf("  %s clusters of %s: P %.4f, R %.4f, F1 %.4f over %zu procedures\n",
                            std::string(db::clusterKindName(c.kind)).c_str(), snap.raters[c.rater].name.c_str(),
                            value(c.score.precision), value(c.score.recall), value(c.score.f1), c.procedures);
            }
        }
    }
    if (keep.empty()) {
        std::filesystem::remove_all(dir);
    } else {
        std::printf("kept: %s (project %s)\n", dir.c_str(), project.c_str());
    }
    return 0;
}
