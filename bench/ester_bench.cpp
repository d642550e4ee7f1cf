// ESTER at scale: the released dev split repeated to N questions (100,000 by default)
// with the authors' model output repeated alike; import time, then the report (load,
// statistics, JSON) in process. With --edits K, two people's answers to every question
// are imported too and K edits of each kind are timed as the workbench makes them: an
// annotator (working blind) answering a question, and an adjudicator deciding one;
// against them, what an edit cost when it loaded and analysed the project again.
//
//   build/bench/ester_bench [--questions N] [--data DIR] [--keep DIR] [--db PROJECT] [--edits K]
//
// DIR defaults to ../shared/data/ester next to the source tree. --db puts the project
// elsewhere than a new file in the work folder: an empty database on a PostgreSQL server
// (pg_virtualenv sh -c 'createdb b && build/bench/ester_bench --db dbname=b'). Figures go to
// docs/benchmarks.md with the command that produced them.
#include "db/ester/ester_format.h"
#include "db/ester/ester_store.h"
#include "db/file_input.h"
#include "db/project.h"
#include "report/ester_report.h"
#include "widgets/ester/ester_session.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

using namespace es;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

// Median and 90th percentile of times in seconds, as milliseconds.
void printTimes(const char *what, std::vector<double> t)
{
    std::sort(t.begin(), t.end());
    std::printf("%s: median %.2f ms, 90th percentile %.2f ms (%zu edits)\n", what,
                1000 * t[t.size() / 2], 1000 * t[t.size() * 9 / 10], t.size());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::size_t questions = 100000;
    std::size_t edits = 0;
    std::string data = std::string(EVENTSCOPE_SOURCE_DIR) + "/../shared/data/ester";
    std::string keep;
    std::string target;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--questions") {
            questions = std::strtoull(argv[i + 1], nullptr, 10);
        } else if (a == "--data") {
            data = argv[i + 1];
        } else if (a == "--keep") {
            keep = argv[i + 1];
        } else if (a == "--db") {
            target = argv[i + 1];
        } else if (a == "--edits") {
            edits = std::strtoull(argv[i + 1], nullptr, 10);
        }
    }
    const std::string splitPath = data + "/final_dev_ans_gen.json";
    const std::string predPath = data + "/pred_dev.json";
    if (!std::filesystem::exists(splitPath) || !std::filesystem::exists(predPath)) {
        std::fprintf(stderr, "ester_bench: %s not found (the released ESTER dev split); give --data DIR\n",
                     splitPath.c_str());
        return 1;
    }
    const db::EsterSplitFile dev = db::parseEsterSplit(db::readInputFile(splitPath), splitPath);
    const db::EsterPredictionFile devPred = db::parseEsterPredictions(db::readInputFile(predPath), predPath);

    // Repeats become later occurrences of the same (passage, question): distinct questions.
    db::EsterSplitFile split{"bench_split.json", {}, 0};
    db::EsterPredictionFile pred{"bench_pred.json", {}};
    for (std::size_t i = 0; i < questions; ++i) {
        split.records.push_back(dev.records[i % dev.records.size()]);
        split.records.back().index = i;
        pred.answers.push_back(devPred.answers[i % devPred.answers.size()]);
    }

    const std::filesystem::path dir =
        keep.empty() ? std::filesystem::temp_directory_path() / "ester_bench" : std::filesystem::path(keep);
    std::filesystem::create_directories(dir);
    const std::string dbPath = target.empty() ? (dir / "ester.eventscope").string() : target;
    for (const char *suffix : {"", "-wal", "-shm"}) {
        if (target.empty()) {
            std::filesystem::remove(dbPath + suffix);
        }
    }
    {
        db::Project project(dbPath, db::Project::Open::CreateIfMissing);
        db::EsterStore store(project);
        auto t = Clock::now();
        store.importSplit(split, "bench", {}, "bench");
        const double importSplit = seconds(t);
        t = Clock::now();
        store.importPredictions(pred, "unifiedqa-large", "bench", "bench");
        const double importPred = seconds(t);
        std::printf("questions: %zu\nimport split: %.2f s (%.0f questions/s)\nimport predictions: %.2f s\n", questions,
                    importSplit, double(questions) / importSplit, importPred);
        if (edits > 0) {
            // Two people answered every question: the adjudicator's statistics compare
            // them with each other as well as with gold.
            store.importSplit(split, "bench", "ann_a", "bench");
            store.importSplit(split, "bench", "ann_b", "bench");
            project.setRole("adj", db::Role::Adjudicator, "bench");
        }
    }
    for (int run = 0; run < 3; ++run) {
        db::Project project(dbPath, db::Project::Open::ExistingOnly);
        auto t = Clock::now();
        const db::EsterSnapshot snap = db::EsterStore(project).load({.text = false});
        const double load = seconds(t);
        t = Clock::now();
        const db::EsterAnalysis analysis = db::analyseEster(snap);
        const double stats = seconds(t);
        t = Clock::now();
        const std::string json = report::esterReportJson(snap, analysis).dump(2);
        const double dump = seconds(t);
        std::printf("report run %d: load %.3f s, statistics %.3f s, JSON %.4f s, total %.3f s (token F1 %.6f)\n", run + 1,
                    load, stats, dump, load + stats + dump,
                    analysis.stats.evaluations.empty() ? 0.0 : analysis.stats.evaluations[0].overall.tokenF1.value.value_or(0));
    }
    if (edits > 0) {
        db::Project project(dbPath, db::Project::Open::ExistingOnly);
        std::vector<double> reload;
        for (std::size_t i = 0; i < 3; ++i) {
            const auto t = Clock::now();
            const db::EsterSnapshot snap = db::EsterStore(project).load();
            const db::EsterAnalysis analysis = db::analyseEster(snap);
            reload.push_back(seconds(t));
        }
        printTimes("an edit's reload and analysis, as before (everyone's view)", reload);

        widgets::EsterSession session(project);
        session.setAnnotator("ann_a", true);
        std::vector<double> answer, decide;
        for (std::size_t i = 0; i < edits; ++i) {
            const auto q =
                static_cast<std::uint32_t>((i * 7919) % session.snapshot().questions.size());
            const std::int64_t id = session.snapshot().questions[q].id;
            auto set = session.answersOf(q, "ann_a").value_or(db::EsterAnswerSet{});
            // Drops the last answer, or gives the first gold answer back: a change that
            // moves every figure of ann_a's on that question.
            if (set.answers.size() > 1) {
                set.answers.pop_back();
            } else if (!session.snapshot().questions[q].gold.empty()) {
                set.answers.push_back(session.snapshot().questions[q].gold.front());
            }
            const auto t = Clock::now();
            session.setAnswers(id, set);
            answer.push_back(seconds(t));
        }
        printTimes("annotator (blind) sets a question's answers", answer);
        session.setAnnotator("adj", false);
        for (std::size_t i = 0; i < edits; ++i) {
            const auto q =
                static_cast<std::uint32_t>((i * 6007) % session.snapshot().questions.size());
            const auto &question = session.snapshot().questions[q];
            std::optional<db::EsterAdjudication> decision;
            if (!question.decision) {
                decision = db::EsterAdjudication{question.type, question.gold, "bench"};
                if (!decision->answers.empty()) {
                    decision->answers.pop_back();
                }
            }
            const std::int64_t id = question.id;
            const auto t = Clock::now();
            session.adjudicate(id, decision);
            decide.push_back(seconds(t));
        }
        printTimes("adjudicator decides a question (everyone's view)", decide);
    }
    std::printf("project: %s\n", dbPath.c_str());
    return 0;
}
