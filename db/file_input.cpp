#include "db/file_input.h"

#include "db/esd_format.h"
#include "db/project.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace es::db {

std::string readInputFile(const std::string &path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        throw InputError(path + ": cannot read: is a directory");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw InputError(path + ": cannot read: " + std::strerror(errno));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        throw InputError(path + ": cannot read: " + std::strerror(errno));
    }
    return std::move(buffer).str();
}

InputFormat formatFromName(std::string_view name)
{
    if (name == "esd" || name == "esd-jsonl") {
        return InputFormat::EsdJsonLines;
    }
    return InputFormat::Unknown;
}

std::string formatNames() { return "esd"; }

InputFormat detectFormat(std::string_view content)
{
    if (looksLikeEsdJsonLines(content)) {
        return InputFormat::EsdJsonLines;
    }
    return InputFormat::Unknown;
}

} // namespace es::db
