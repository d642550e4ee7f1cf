#include "db/file_input.h"

#include "db/esd/esd_format.h"
#include "db/ester/ester_format.h"
#include "db/json_input.h"
#include "db/openpi/openpi_format.h"
#include "db/project.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <new>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace es::db {

std::string readInputFile(const std::string &path)
{
    // Non-blocking: opening a FIFO that no one writes to would otherwise wait forever.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        throw InputError(path + ": cannot read: " + std::strerror(errno));
    }
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st = {};
    if (::fstat(fd, &st) != 0) {
        throw InputError(path + ": cannot read: " + std::strerror(errno));
    }
    if (S_ISDIR(st.st_mode)) {
        throw InputError(path + ": cannot read: is a directory");
    }
    // A pipe, a socket or a device (/dev/zero) may never end and its size says nothing.
    if (!S_ISREG(st.st_mode)) {
        throw InputError(path + ": cannot read: is not a regular file");
    }
    // Read what the file held when opened: a file still growing cannot keep the import reading.
    const auto size = static_cast<std::size_t>(st.st_size);
    std::string content;
    try {
        content.resize(size);
    } catch (const std::bad_alloc &) {
        throw InputError(path + ": cannot read: too large (" + std::to_string(size) + " bytes)");
    } catch (const std::length_error &) {
        throw InputError(path + ": cannot read: too large (" + std::to_string(size) + " bytes)");
    }
    std::size_t got = 0;
    while (got < size) {
        const ssize_t n = ::read(fd, content.data() + got, size - got);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            throw InputError(path + ": cannot read: " + std::strerror(errno));
        }
        if (n == 0) {
            break;
        }
        got += static_cast<std::size_t>(n);
    }
    content.resize(got);
    return content;
}

std::size_t lineOfNulInText(std::string_view content)
{
    std::size_t at = content.find('\0');
    for (std::size_t hit = content.find("\\u0000"); hit != std::string_view::npos && hit < at;
         hit = content.find("\\u0000", hit + 1)) {
        // An escape when an odd number of backslashes leads to the u; an even number is
        // a backslash written as text, followed by "u0000".
        std::size_t slashes = 0;
        while (slashes < hit && content[hit - slashes - 1] == '\\') {
            ++slashes;
        }
        if (slashes % 2 == 0) {
            at = hit;
            break;
        }
    }
    if (at == std::string_view::npos) {
        return 0;
    }
    return 1 + static_cast<std::size_t>(std::count(
                   content.begin(), content.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

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
    if (looksLikeOpenPiExpansionJudgements(content)) {
        return InputFormat::OpenPiExpansionJudgements;
    }
    if (looksLikeOpenPiGoldClusters(content)) {
        return InputFormat::OpenPiGoldClusters;
    }
    if (looksLikeOpenPiGoldAttributeClusters(content)) {
        return InputFormat::OpenPiGoldAttributeClusters;
    }
    if (looksLikeOpenPiClustering(content)) {
        return InputFormat::OpenPiClustering;
    }
    if (looksLikeOpenPiAttributeClustering(content)) {
        return InputFormat::OpenPiAttributeClustering;
    }
    if (looksLikeOpenPiSchemata(content)) {
        return InputFormat::OpenPiSchemata;
    }
    if (looksLikeOpenPiSchemaErrors(content)) {
        return InputFormat::OpenPiSchemaErrors;
    }
    if (looksLikeOpenPiStates(content)) {
        return InputFormat::OpenPiStates;
    }
    if (looksLikeEsdJsonLines(content)) {
        return InputFormat::EsdJsonLines;
    }
    return InputFormat::Unknown;
}

namespace {

// The detection looks at the head of a file only; when it finds nothing there, a JSON file
// is read whole: a broken one is reported where it breaks, and a valid one of a known shape
// goes to that format's parser, which names the bad record.
InputFormat formatByShape(const std::string &path, std::string_view content)
{
    if (content.starts_with("\xEF\xBB\xBF")) {
        content.remove_prefix(3);
    }
    const std::size_t start = content.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || (content[start] != '{' && content[start] != '[')) {
        return InputFormat::Unknown;
    }
    if (content[start] == '{') {
        // A first line that is a whole JSON value, with more lines after it: JSON Lines.
        const std::size_t eol = content.find('\n', start);
        if (eol != std::string_view::npos &&
            content.find_first_not_of(" \t\r\n", eol) != std::string_view::npos) {
            nlohmann::json first;
            if (!parseJson(content.substr(start, eol - start), first)) {
                return InputFormat::EsdJsonLines;
            }
        }
    }
    nlohmann::ordered_json doc;
    if (const auto problem = parseJson(content, doc)) {
        if (problem->afterValue && content[start] == '{') {
            return InputFormat::EsdJsonLines;
        }
        throw InputError(problem->message(path));
    }
    if (doc.is_array() && !doc.empty()) {
        if (doc.front().is_object()) {
            return InputFormat::EsterSplit;
        }
        if (doc.front().is_array()) {
            return InputFormat::EsterPredictions;
        }
    }
    if (doc.is_object() && !doc.empty()) {
        if (doc.contains("id")) {
            return InputFormat::EsdJsonLines; // one line of ESD
        }
        switch (openPiKindOfDocument(doc).value_or(OpenPiFileKind::Procedures)) {
        case OpenPiFileKind::GoldClusters:
            return InputFormat::OpenPiGoldClusters;
        case OpenPiFileKind::GoldAttributeClusters:
            return InputFormat::OpenPiGoldAttributeClusters;
        case OpenPiFileKind::Clustering:
            return InputFormat::OpenPiClustering;
        case OpenPiFileKind::AttributeClustering:
            return InputFormat::OpenPiAttributeClustering;
        case OpenPiFileKind::Schemata:
            return InputFormat::OpenPiSchemata;
        case OpenPiFileKind::States:
            return InputFormat::OpenPiStates;
        case OpenPiFileKind::SchemaErrors:
            return InputFormat::OpenPiSchemaErrors;
        case OpenPiFileKind::ExpansionJudgements:
            return InputFormat::OpenPiExpansionJudgements;
        case OpenPiFileKind::Procedures:
            return doc.front().is_object() ? InputFormat::OpenPiProcedures : InputFormat::Unknown;
        }
    }
    return InputFormat::Unknown;
}

} // namespace

InputFormat inputFormatOf(const std::string &path, std::string_view content, InputFormat forced,
                          const std::string &unrecognisedHint)
{
    if (content.find_first_not_of(" \t\r\n") == std::string::npos) {
        throw InputError(path + ": empty file");
    }
    InputFormat format = forced != InputFormat::Unknown ? forced : detectFormat(content);
    if (format == InputFormat::Unknown) {
        format = formatByShape(path, content);
    }
    if (format == InputFormat::Unknown) {
        throw InputError(path +
                         ": unrecognised format (expected ESD JSON Lines, an ESTER split, ESTER "
                         "predictions or an OpenPI file)" +
                         unrecognisedHint);
    }
    return format;
}

} // namespace es::db
