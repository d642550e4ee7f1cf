// Any bytes through one file format's parser (EVENTSCOPE_FUZZ_FORMAT names it; "detect" is
// the format detection and the JSON reader): a problem must be an InputError, the one line
// `import` prints; any other exception, a crash, a sanitizer report or a hang is a bug.
// With EVENTSCOPE_FUZZ_STORE the OpenPI formats are also imported into a project (the demo
// and, when given, the released procedures) and its snapshot loaded and analysed, as
// `import` and `report` would.
#include "db/demo_project.h"
#include "db/esd/esd_format.h"
#include "db/ester/ester_format.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/json_input.h"
#include "db/openpi/openpi_format.h"
#include "db/openpi/openpi_store.h"
#include "db/project.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace {

using namespace es::db;

constexpr std::string_view kFormat = EVENTSCOPE_FUZZ_FORMAT;

template <class F> void expectInputError(F &&parse)
{
    try {
        parse();
    } catch (const InputError &) {
    }
}

// A project holding the demo (procedures d1-d3 among the rest) and, when
// EVENTSCOPE_FUZZ_PROCEDURES names a procedures file (fuzz.sh gives the released expanded
// dev file when it is here), its procedures too, so that inputs naming known procedures
// reach the store. Made once before fuzzing (its import must not count against an input's
// time) and copied afresh for every input, so that no input sees another's rows.
const std::string &workDir()
{
    static const std::string dir = [] {
        const std::string d = "/tmp/eventscope-fuzz-" + std::to_string(::getpid());
        std::filesystem::create_directories(d);
        return d;
    }();
    return dir;
}

std::string seedProject()
{
    const std::string seed = workDir() + "/seed.eventscope";
    if (!std::filesystem::exists(seed)) {
        Project p(seed, Project::Open::CreateIfMissing);
        seedDemoProject(p);
        if (const char *procedures = std::getenv("EVENTSCOPE_FUZZ_PROCEDURES")) {
            ImportBatch batch;
            batch.openpi.push_back(
                {{}, parseOpenPiProcedures(readInputFile(procedures), procedures, OpenPiRaterKind::None)});
            importAll(p, batch, "fuzz");
        }
    }
    return seed;
}

std::string projectFor()
{
    const std::string copy = workDir() + "/case.eventscope";
    std::filesystem::copy_file(seedProject(), copy, std::filesystem::copy_options::overwrite_existing);
    return copy;
}

[[maybe_unused]] void importAndAnalyse(const OpenPiFile &file, const OpenPiRater &rater)
{
    const std::string path = projectFor();
    {
        Project project(path, Project::Open::ExistingOnly);
        OpenPiStore store(project);
        expectInputError([&] { store.import(file, rater, "fuzz"); });
        const OpenPiSnapshot snap = store.load();
        (void)analyseOpenPi(snap);
        expectInputError([&] { (void)store.exportProcedures(); });
    }
    std::filesystem::remove(path);
    std::filesystem::remove(path + "-wal");
    std::filesystem::remove(path + "-shm");
}

template <class Parse> void openPi(std::string_view content, Parse parse, const OpenPiRater &rater)
{
    try {
        const OpenPiFile file = parse(content);
#ifdef EVENTSCOPE_FUZZ_STORE
        importAndAnalyse(file, rater);
#else
        (void)rater;
#endif
    } catch (const InputError &) {
    }
}

// What the stores rely on in an ESD batch: one record an id, and each score naming, by
// index, the pair whose id its line gives (read again here by the JSON reader).
void checkEsdBatch(const EsdBatch &batch, std::string_view content)
{
    const auto broken = [](const char *what) {
        std::fprintf(stderr, "ESD batch: %s\n", what);
        std::abort();
    };
    std::set<std::string_view> ids;
    for (const EsdPairRecord &pair : batch.pairs) {
        if (!ids.insert(pair.id).second) {
            broken("a pair's id has two records");
        }
    }
    for (const std::string &id : batch.scoredIds) {
        if (!ids.insert(id).second) {
            broken("an id only scores name is also a pair's, or is listed twice");
        }
    }
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= content.size();) {
        const std::size_t end = std::min(content.find('\n', start), content.size());
        lines.push_back(content.substr(start, end - start));
        start = end + 1;
    }
    for (const EsdScoreRecord &score : batch.scores) {
        if (score.pair >= batch.pairs.size() + batch.scoredIds.size()) {
            broken("a score's pair is out of range");
        }
        if (score.line == 0 || score.line > lines.size()) {
            broken("a score's line is out of range");
        }
        std::string_view line = lines[score.line - 1];
        if (score.line == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") {
            line.remove_prefix(3);
        }
        const nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
        if (json.is_object() && json.contains("id") && json["id"].is_string() &&
            json["id"].get<std::string>() != batch.pairIdOf(score)) {
            broken("a score names another pair than its line does");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
#ifdef EVENTSCOPE_FUZZ_STORE
    seedProject();
#endif
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view content(reinterpret_cast<const char *>(data), size);
    const std::string source = "fuzz.json";
    const OpenPiRater none{}, person{OpenPiRaterKind::Person, "ann", {}},
        model{OpenPiRaterKind::Model, "m", {}}, analysis{OpenPiRaterKind::Person, "ann", "m"};
    if (kFormat == "esd") {
        expectInputError([&] {
            checkEsdBatch(parseEsdJsonLines(content, source,
                                            {.annotator = "ann", .model = "model", .fields = {}}),
                          content);
        });
        expectInputError([&] { checkEsdBatch(parseEsdJsonLines(content, source), content); });
        (void)esdLineNeeds(content);
        // The fast reader of common lines must read every line it takes as the full
        // parser does.
        for (std::size_t start = 0; start <= content.size();) {
            const std::size_t end = std::min(content.find('\n', start), content.size());
            const std::string_view line = content.substr(start, end - start);
            start = end + 1;
            for (const EsdParseOptions &options :
                 {EsdParseOptions{}, EsdParseOptions{.annotator = "ann", .model = "model", .fields = {}}}) {
                if (const EsdLineComparison c = compareEsdLineReaders(line, options); !c.difference.empty()) {
                    std::fprintf(stderr, "ESD line readers disagree: %s\n", c.difference.c_str());
                    std::abort();
                }
            }
        }
    } else if (kFormat == "ester") {
        expectInputError([&] { parseEsterSplit(content, source); });
    } else if (kFormat == "ester-predictions") {
        expectInputError([&] { parseEsterPredictions(content, source); });
    } else if (kFormat == "openpi") {
        openPi(content, [&](auto c) { return parseOpenPiProcedures(c, source, OpenPiRaterKind::None); }, none);
        openPi(content, [&](auto c) { return parseOpenPiProcedures(c, source, OpenPiRaterKind::Person); }, person);
        openPi(content, [&](auto c) { return parseOpenPiProcedures(c, source, OpenPiRaterKind::Model); }, model);
    } else if (kFormat == "openpi-clusters") {
        openPi(content, [&](auto c) { return parseOpenPiClustering(c, source); }, model);
    } else if (kFormat == "openpi-gold-clusters") {
        openPi(content, [&](auto c) { return parseOpenPiGoldClusters(c, source); }, none);
    } else if (kFormat == "openpi-attribute-clusters") {
        openPi(content, [&](auto c) { return parseOpenPiAttributeClustering(c, source); }, model);
    } else if (kFormat == "openpi-gold-attribute-clusters") {
        openPi(content, [&](auto c) { return parseOpenPiGoldAttributeClusters(c, source); }, none);
    } else if (kFormat == "openpi-schemata") {
        openPi(content, [&](auto c) { return parseOpenPiSchemata(c, source); }, model);
    } else if (kFormat == "openpi-states") {
        openPi(content, [&](auto c) { return parseOpenPiStates(c, source); }, model);
    } else if (kFormat == "openpi-schema-errors") {
        openPi(content, [&](auto c) { return parseOpenPiSchemaErrors(c, source); }, analysis);
    } else if (kFormat == "openpi-expansion-judgements") {
        openPi(content, [&](auto c) { return parseOpenPiExpansionJudgements(c, source); }, person);
    } else {
        expectInputError([&] { inputFormatOf(source, content, InputFormat::Unknown); });
        expectInputError([&] { parseJsonInput(content, source); });
    }
    return 0;
}
