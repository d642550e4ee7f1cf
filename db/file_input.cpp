#include "db/file_input.h"

#include "db/esd_format.h"
#include "db/ester_format.h"
#include "db/openpi_format.h"
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
    std::string content;
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec) {
        content.resize(static_cast<std::size_t>(size));
        in.read(content.data(), static_cast<std::streamsize>(size));
        content.resize(static_cast<std::size_t>(in.gcount()));
    }
    // Pipes and special files have no size: read whatever is left to the end.
    std::ostringstream rest;
    rest << in.rdbuf();
    if (in.bad()) {
        throw InputError(path + ": cannot read: " + std::strerror(errno));
    }
    content += std::move(rest).str();
    return content;
}

InputFormat formatFromName(std::string_view name)
{
    if (name == "esd" || name == "esd-jsonl") {
        return InputFormat::EsdJsonLines;
    }
    if (name == "ester") {
        return InputFormat::EsterSplit;
    }
    if (name == "ester-predictions") {
        return InputFormat::EsterPredictions;
    }
    if (name == "openpi") {
        return InputFormat::OpenPiProcedures;
    }
    if (name == "openpi-clusters") {
        return InputFormat::OpenPiClustering;
    }
    if (name == "openpi-gold-clusters") {
        return InputFormat::OpenPiGoldClusters;
    }
    return InputFormat::Unknown;
}

std::string formatNames() { return "esd, ester, ester-predictions, openpi, openpi-clusters, openpi-gold-clusters"; }

EsdBatch readEsdFile(const std::string &path, InputFormat forced, const EsdParseOptions &options,
                     const std::string &unrecognisedHint)
{
    const std::string content = readInputFile(path);
    if (inputFormatOf(path, content, forced, unrecognisedHint) != InputFormat::EsdJsonLines) {
        throw InputError(path + ": not an ESD JSON Lines file");
    }
    return parseEsdJsonLines(content, path, options);
}

InputFormat detectFormat(std::string_view content)
{
    if (looksLikeEsterSplit(content)) {
        return InputFormat::EsterSplit;
    }
    if (looksLikeEsterPredictions(content)) {
        return InputFormat::EsterPredictions;
    }
    // OpenPI files are one JSON object, which the ESD check (an object per line) would
    // also take for its first line.
    if (looksLikeOpenPiProcedures(content)) {
        return InputFormat::OpenPiProcedures;
    }
    if (looksLikeOpenPiGoldClusters(content)) {
        return InputFormat::OpenPiGoldClusters;
    }
    if (looksLikeOpenPiClustering(content)) {
        return InputFormat::OpenPiClustering;
    }
    if (looksLikeEsdJsonLines(content)) {
        return InputFormat::EsdJsonLines;
    }
    return InputFormat::Unknown;
}

InputFormat inputFormatOf(const std::string &path, std::string_view content, InputFormat forced,
                          const std::string &unrecognisedHint)
{
    if (content.find_first_not_of(" \t\r\n") == std::string::npos) {
        throw InputError(path + ": empty file");
    }
    const InputFormat format = forced != InputFormat::Unknown ? forced : detectFormat(content);
    if (format == InputFormat::Unknown) {
        throw InputError(path + ": unrecognised format (expected ESD JSON Lines, an ESTER split, ESTER predictions or an OpenPI file)" +
                         unrecognisedHint);
    }
    return format;
}

} // namespace es::db
