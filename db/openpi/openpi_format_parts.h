#pragma once
// What the OpenPI format's parsers share (openpi_format.cpp, openpi_procedures.cpp): reading
// a value of a parsed file where a problem is named by its file and JSON path. Internal to
// the format.

#include "db/json_input.h"
#include "db/openpi/openpi_format.h"
#include "db/project.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace es::db::openpi_format {

using nlohmann::ordered_json;

class Path
{
  public:
    Path(const std::string &source, std::string path) : source_(source), path_(std::move(path)) {}
    Path key(const std::string &k) const { return Path(source_, path_ + jsonKey(k)); }
    Path index(std::size_t i) const { return Path(source_, path_ + "[" + std::to_string(i) + "]"); }
    [[noreturn]] void fail(const std::string &problem) const
    {
        throw InputError(source_ + ": " + (path_.empty() ? "" : path_ + ": ") + problem);
    }

  private:
    const std::string &source_;
    std::string path_;
};

inline Path rootPath(const std::string &source, const std::string &id)
{
    return Path(source, "[" + ordered_json(id).dump() + "]");
}

inline ordered_json parseObject(std::string_view content, const std::string &source,
                                const char *expected)
{
    ordered_json doc = parseJsonInput(content, source);
    if (!doc.is_object()) {
        throw InputError(source + ": expected " + expected);
    }
    return doc;
}

inline const ordered_json &objectAt(const ordered_json &v, const Path &path)
{
    if (!v.is_object()) {
        path.fail("expected an object");
    }
    return v;
}

inline std::string stringAt(const ordered_json &v, const Path &path)
{
    if (!v.is_string()) {
        path.fail("expected a string");
    }
    return v.get<std::string>();
}

inline std::vector<std::string> stringsAt(const ordered_json &v, const Path &path)
{
    if (!v.is_array()) {
        path.fail("expected a list of strings");
    }
    std::vector<std::string> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        out.push_back(stringAt(v[i], path.index(i)));
    }
    return out;
}

// A procedure's goal and steps, which come together or not at all.
void readGoalAndSteps(const ordered_json &proc, const Path &path, OpenPiProcedure &p);

// A file that is an object of procedures by id: readProcedure(value, path, p, file) reads
// what each id holds into its procedure.
template <class ReadProcedure>
OpenPiFile parseById(std::string_view content, const std::string &source, OpenPiFileKind kind,
                     const char *fileShape, ReadProcedure readProcedure)
{
    const ordered_json doc = parseObject(content, source, fileShape);
    OpenPiFile file;
    file.source = source;
    file.kind = kind;
    for (const auto &[id, value] : doc.items()) {
        OpenPiProcedure p;
        p.key = id;
        readProcedure(value, rootPath(source, id), p, file);
        file.procedures.push_back(std::move(p));
    }
    return file;
}

} // namespace es::db::openpi_format
