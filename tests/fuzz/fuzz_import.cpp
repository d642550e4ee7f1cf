// Any bytes through each format's parser and the format detection: a problem must be an
// InputError (one line for the user); any other exception, a crash or a hang is a bug.
// No project is needed: parsing happens before the project is opened.
#include "db/esd/esd_format.h"
#include "db/ester/ester_format.h"
#include "db/file_input.h"
#include "db/json_input.h"
#include "db/openpi/openpi_format.h"
#include "db/project.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

template <class F> void expectInputError(F &&parse)
{
    try {
        parse();
    } catch (const es::db::InputError &) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace es::db;
    const std::string_view content(reinterpret_cast<const char *>(data), size);
    const std::string source = "fuzz.json";
    expectInputError([&] { parseEsdJsonLines(content, source, {"ann", "model"}); });
    expectInputError([&] { parseEsdJsonLines(content, source); });
    expectInputError([&] { parseEsterSplit(content, source); });
    expectInputError([&] { parseEsterPredictions(content, source); });
    for (const auto rater : {OpenPiRaterKind::None, OpenPiRaterKind::Person, OpenPiRaterKind::Model}) {
        expectInputError([&] { parseOpenPiProcedures(content, source, rater); });
    }
    expectInputError([&] { parseOpenPiClustering(content, source); });
    expectInputError([&] { parseOpenPiGoldClusters(content, source); });
    expectInputError([&] { inputFormatOf(source, content, InputFormat::Unknown); });
    expectInputError([&] { parseJsonInput(content, source); });
    return 0;
}
