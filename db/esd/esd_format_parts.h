#pragma once
// What the ESD format's files share (esd_format.cpp, esd_line_readers.cpp): one line of a
// file as the two line readers give it, and the error that names its line. Internal to the
// format.

#include "db/esd/esd_format.h"
#include "db/project.h"

#include <cstddef>
#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace es::db::esd_format {

class LineError
{
  public:
    LineError(const std::string &source, std::size_t line)
        : prefix_(source + ":" + std::to_string(line) + ": ")
    {
    }
    [[noreturn]] void operator()(const std::string &problem) const
    {
        throw InputError(prefix_ + problem);
    }

  private:
    std::string prefix_;
};

// One checked score line, before it meets the rest of the file.
struct ScoreLine
{
    EsdScoreRecord rec; // its pair and model not yet indices
    std::string pairId;
    std::string model;
};

struct ModelMeta
{
    std::optional<std::string> direction;
    std::optional<std::string> family;
    std::optional<double> params;
};

struct ParsedLine
{
    bool isScore = false;
    EsdPairRecord pair;
    ScoreLine score;
    ModelMeta meta;
};

ParsedLine parseLine(std::string_view line, const std::string &source, std::size_t lineNo,
                     bool mayHoldNul, const LineError &fail, const EsdParseOptions &options);

// The common lines of an ESD file, read with simdjson's validating DOM parser, about ten
// times faster than parseLine(). It takes a line only when every key is one its kind
// (pair or score) reads and every value has the type that key takes; anything else, and
// anything it cannot parse, goes to parseLine(), whose record or one-line error stands.
// So it only has to agree with parseLine() on the lines it takes: keys it does not read
// could hide what the full parser refuses (a repeated key, a number out of range, deep
// nesting), an escaped surrogate is decoded differently by some parsers, and a repeated
// key keeps its last value there, so such lines are left to it. tst_store's
// fastLineReaderAgrees and the esd fuzz target compare the two on every line they take.
class FastLineReader
{
  public:
    FastLineReader();

    bool read(std::string_view line, std::size_t lineNo, const EsdParseOptions &options,
              ParsedLine &out);

  private:
    simdjson::dom::parser parser_;
    bool usable_ = true;
};

} // namespace es::db::esd_format
