// ESD at scale: import rate, report time and statistics recompute after one label change
// on a generated project (3 annotators, 4 models x 2 settings).
//
//   build/bench/esd_bench [--pairs N] [--keep DIR] [--db PROJECT] [--report-only]
//   build/bench/esd_bench --import-only --keep DIR
//
// --import-only times `eventscope import` of the file an earlier run kept in DIR
// (DIR/esd.jsonl) into a new project DIR/import.eventscope, phase by phase, and stops.
//
// --report-only skips generating and importing and times the report of the project
// --db names, so one import can serve several report runs.
//
// --db puts the project elsewhere than a new file in the work folder: an empty database
// on a PostgreSQL server (pg_virtualenv sh -c 'createdb b && build/bench/esd_bench --db
// dbname=b'), for the same figures on a team's server.
//
// Figures go to docs/benchmarks.md with the command that produced them.
#include "db/esd/esd_drift.h"
#include "db/esd/esd_format.h"
#include "db/esd/esd_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/project.h"
#include "report/esd_report.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <span>
#include <string>
#include <vector>

using namespace es;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point since)
{
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// Writes a project file of `pairs` pairs; returns the number of lines.
std::size_t generate(const std::string &path, std::size_t pairs, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::ofstream out(path, std::ios::binary);
    const char *annotators[] = {"ann_a", "ann_b", "ann_c"};
    std::vector<int> truth(pairs);
    std::size_t lines = 0;
    for (std::size_t i = 0; i < pairs; ++i) {
        const std::size_t goal = i / 8;
        truth[i] = u(rng) < 0.55 ? 1 : 0;
        out << "{\"id\":\"g" << goal << "-s" << i % 8 << "\",\"goal\":\"Goal " << goal
            << "\",\"modifier\":\"Method " << goal % 5 << "\",\"step\":\"Step " << i % 8
            << " of goal " << goal << "\",\"labels\":{";
        for (int a = 0; a < 3; ++a) {
            const double r = u(rng);
            const int label = r < 0.01 ? -1 : (r < 0.85 ? truth[i] : 1 - truth[i]);
            out << (a ? "," : "") << '"' << annotators[a] << "\":" << label;
        }
        out << "}}\n";
        ++lines;
    }
    const char *models[] = {"model-small", "model-base", "model-large", "lm-perplexity"};
    for (int m = 0; m < 4; ++m) {
        for (const char *setting : {"full", "core"}) {
            std::normal_distribution<double> noise(0.0, 0.3 + 0.05 * m);
            for (std::size_t i = 0; i < pairs; ++i) {
                const double s = 0.4 + 0.2 * truth[i] + noise(rng);
                out << "{\"id\":\"g" << i / 8 << "-s" << i % 8 << "\",\"model\":\"" << models[m]
                    << "\",\"setting\":\"" << setting
                    << "\",\"score\":" << (m == 3 ? 40.0 - 30.0 * s : s);
                if (m == 3 && i == 0) {
                    out << ",\"direction\":\"lower\"";
                }
                out << "}\n";
                ++lines;
            }
        }
    }
    return lines;
}

double medianMs(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2] * 1000.0;
}

// Median time of a full statistics recompute after flipping one label, the work the
// GUI does on every key press.
double recomputeMs(db::EsdSnapshot &snap)
{
    std::vector<double> runs;
    for (int i = 0; i < 21; ++i) {
        auto &cell =
            snap.labels.labels[static_cast<std::size_t>(i) * 7 % snap.labels.labels.size()];
        cell = cell == 1 ? 0 : 1;
        const auto t = Clock::now();
        const auto st = db::esdStatistics(snap);
        runs.push_back(seconds(t));
        if (st.pairs == 0) {
            std::abort();
        }
    }
    return medianMs(runs);
}

// The Annotators dock's drift chart: the labelling order it reads once from the project
// (EsdStore::labellingOrder), then its inputs, read again after each label while it is
// shown, for every annotator and for one (an annotator's blind view).
void driftMs(db::Project &project, const db::EsdSnapshot &snap)
{
    std::vector<double> reads;
    std::vector<std::vector<std::uint32_t>> order;
    for (int i = 0; i < 3; ++i) {
        const auto t = Clock::now();
        order = db::EsdStore(project).labellingOrder(snap);
        reads.push_back(seconds(t));
    }
    const auto st = db::esdStatistics(snap);
    std::vector<std::size_t> every;
    for (std::size_t c = 0; c < snap.annotators.size(); ++c) {
        every.push_back(c);
    }
    const std::vector<std::size_t> one(every.begin(), every.begin() + (every.empty() ? 0 : 1));
    auto time = [&](std::span<const std::size_t> columns) {
        std::vector<double> runs;
        std::size_t labels = 0;
        for (int i = 0; i < 21; ++i) {
            const auto t = Clock::now();
            const auto lines = db::esdDriftInputs(snap, st, order, columns);
            runs.push_back(seconds(t));
            labels = 0;
            for (const auto &line : lines) {
                labels += line.labels.size();
            }
        }
        return std::pair(medianMs(runs), labels);
    };
    const auto [all, allLabels] = time(every);
    const auto [single, singleLabels] = time(one);
    std::printf("labelling order (what the drift chart reads first), %zu pairs: %.0f ms (median "
                "of 3)\n",
                snap.pairs.size(), medianMs(reads));
    std::printf("drift chart inputs, %zu pairs: every annotator (%zu labels) %.1f ms, one "
                "annotator (%zu labels) %.1f ms (median of 21)\n",
                snap.pairs.size(), allLabels, all, singleLabels, single);
}

// What a session pays per key press: the live statistics brought up to date after one
// label (EsdLiveStatistics::update), over 201 labels spread over the project, those that
// moved a pair's gold (and so every model's AUROC) apart, and what drawing the ROC curves
// then adds while a chart shows them (refreshCurves); and at the end the check that the
// figures equal a full recompute.
void incrementalMs(db::EsdSnapshot &snap)
{
    auto t = Clock::now();
    db::EsdLiveStatistics live(snap);
    const double build = seconds(t);
    std::vector<double> all, goldMoved, curves;
    const std::size_t n = snap.labels.pairs;
    for (std::size_t i = 0; i < 201; ++i) {
        const std::size_t pair = (i * 4999 + 17) % n;
        auto &cell = snap.labels.labels[pair * snap.labels.annotators + i % snap.labels.annotators];
        cell = cell == 1 ? 0 : 1;
        const std::int8_t goldBefore = live.statistics().gold[pair];
        t = Clock::now();
        if (!live.update(snap, static_cast<std::uint32_t>(pair))) {
            std::fprintf(stderr, "esd_bench: the live statistics asked to be rebuilt\n");
            std::abort();
        }
        all.push_back(seconds(t));
        if (live.statistics().gold[pair] != goldBefore) {
            goldMoved.push_back(all.back());
            t = Clock::now();
            live.refreshCurves();
            curves.push_back(seconds(t));
        }
    }
    const auto worstUs = [](const std::vector<double> &v) {
        return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()) * 1e6;
    };
    const auto full = db::esdStatistics(snap);
    const auto &st = live.statistics();
    const bool same =
        full.fleissKappa.value == st.fleissKappa.value &&
        full.krippendorffAlpha.value == st.krippendorffAlpha.value && full.gold == st.gold &&
        full.models.size() == st.models.size() &&
        std::equal(full.models.begin(), full.models.end(), st.models.begin(),
                   [](const auto &a, const auto &b) {
                       return a.roc.auroc.value == b.roc.auroc.value && a.roc.curve == b.roc.curve;
                   });
    std::printf("live statistics, %zu pairs: built in %.1f ms; after one label: median %.1f us, "
                "worst %.1f us of 201; of the %zu that moved the gold: median %.1f us, worst "
                "%.1f us, and their ROC curves drawn: median %.1f us; %s a full recompute\n",
                n, build * 1000.0, medianMs(all) * 1000.0, worstUs(all), goldMoved.size(),
                goldMoved.empty() ? 0.0 : medianMs(goldMoved) * 1000.0, worstUs(goldMoved),
                curves.empty() ? 0.0 : medianMs(curves) * 1000.0,
                same ? "equal to" : "DIFFERENT FROM");
    if (!same) {
        std::abort();
    }
}

} // namespace

int main(int argc, char **argv)
{
    std::size_t pairs = 1000000;
    std::string keep;
    std::string target;
    bool reportOnly = false;
    bool importOnly = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--pairs" && i + 1 < argc) {
            pairs = std::stoul(argv[++i]);
        } else if (a == "--keep" && i + 1 < argc) {
            keep = argv[++i];
        } else if (a == "--db" && i + 1 < argc) {
            target = argv[++i];
        } else if (a == "--report-only") {
            reportOnly = true;
        } else if (a == "--import-only") {
            importOnly = true;
        } else {
            std::fprintf(stderr, "usage: esd_bench [--pairs N] [--keep DIR] [--db PROJECT] "
                                 "[--report-only] | --import-only --keep DIR\n");
            return 2;
        }
    }
    const std::filesystem::path dir = keep.empty() ? std::filesystem::temp_directory_path() /
                                                         ("esd_bench_" + std::to_string(::getpid()))
                                                   : std::filesystem::path(keep);
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "esd.jsonl").string();
    const std::string project = target.empty() ? (dir / "esd.eventscope").string() : target;
    auto t = Clock::now();
    if (importOnly) {
        if (keep.empty()) {
            std::fprintf(stderr, "esd_bench: --import-only needs --keep DIR\n");
            return 2;
        }
        // As `eventscope import FILE --db PROJECT` does it: read, detect the format, then
        // parse and store.
        const std::string into = (dir / "import.eventscope").string();
        for (const char *suffix : {"", "-wal", "-shm"}) {
            std::filesystem::remove(into + suffix);
        }
        t = Clock::now();
        const std::string content = db::readInputFile(file);
        const double read = seconds(t);
        const db::ImportFileNeeds needs =
            db::importFileNeeds(file, content, db::InputFormat::Unknown, {}, db::EsdLineScan::Skip);
        const double detect = seconds(t) - read;
        db::Project p(into, db::Project::Open::CreateIfMissing);
        db::ImportBatch batch;
        const auto t2 = Clock::now();
        db::addImportFile(batch, file, content, needs, {});
        const double parse = seconds(t2);
        db::importAll(p, batch, "bench");
        const double total = seconds(t);
        std::size_t lines = 0;
        for (const auto &b : batch.esd) {
            lines += b.lines;
        }
        std::printf("import: %.2f s (read %.2f s, detect %.2f s, parse %.2f s, store %.2f s) = "
                    "%.0f lines/s\n",
                    total, read, detect, parse, total - read - detect - parse,
                    static_cast<double>(lines) / total);
        return 0;
    }
    if (reportOnly && target.empty()) {
        std::fprintf(stderr, "esd_bench: --report-only needs --db PROJECT\n");
        return 2;
    }
    if (target.empty()) {
        std::filesystem::remove(project);
    }

    if (!reportOnly) {
        const std::size_t lines = generate(file, pairs, 42);
        std::printf("generated %zu pairs, %zu lines in %.1f s\n", pairs, lines, seconds(t));

        t = Clock::now();
        const std::string content = db::readInputFile(file);
        const double read = seconds(t);
        const db::EsdBatch batch = db::parseEsdJsonLines(content, file);
        const double parse = seconds(t) - read;
        double store = 0.0;
        {
            db::Project p(project, db::Project::Open::CreateIfMissing);
            const auto t2 = Clock::now();
            db::EsdStore(p).import(batch, "bench");
            store = seconds(t2);
        }
        const double import = read + parse + store;
        std::printf("import: %.2f s (read %.2f s, parse %.2f s, store %.2f s) = %.0f lines/s\n",
                    import, read, parse, store, static_cast<double>(lines) / import);
    }

    double report = 0.0;
    {
        t = Clock::now();
        db::Project p(project, db::Project::Open::ExistingOnly);
        const db::EsdSnapshot snap = db::EsdStore(p).load({.text = false});
        const double load = seconds(t);
        const auto st = db::esdStatistics(snap);
        const std::string json = report::esdReportJson(snap, st).dump(2);
        report = seconds(t);
        std::printf("report (open, load, compute, JSON): %.3f s (load %.3f s), kappa %.4f\n",
                    report, load, st.fleissKappa.value.value_or(-1));
    }
    {
        db::Project p(project, db::Project::Open::ExistingOnly);
        db::EsdSnapshot snap = db::EsdStore(p).load({.text = false});
        std::printf("recompute after one label, %zu pairs: %.1f ms (median of 21)\n",
                    snap.pairs.size(), recomputeMs(snap));
        incrementalMs(snap);
        driftMs(p, snap);
        // The paper's project size: 1,515 pairs.
        db::EsdSnapshot small = snap;
        small.pairs.resize(1515);
        small.labels.pairs = 1515;
        small.labels.labels.resize(1515 * small.labels.annotators);
        small.adjudicated.resize(1515);
        for (auto &m : small.models) {
            m.scores.resize(1515);
            m.rank();
        }
        std::printf("recompute after one label, 1515 pairs: %.3f ms (median of 21)\n",
                    recomputeMs(small));
        incrementalMs(small);
    }
    if (keep.empty()) {
        std::filesystem::remove_all(dir);
    }
    return 0;
}
