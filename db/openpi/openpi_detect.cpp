// Which kind of OpenPI file a content is: from the head of a file, so that a large one costs
// nothing, or from a whole parsed document where the head cannot tell.
#include "db/openpi/openpi_format.h"

#include <string>

namespace es::db {

using nlohmann::ordered_json;

namespace {

std::string_view head(std::string_view content)
{
    return content.substr(0, 1 << 16);
}

char firstNonSpace(std::string_view s, std::size_t from = 0)
{
    const auto i = s.find_first_not_of(" \t\r\n", from);
    return i == std::string_view::npos ? '\0' : s[i];
}

// The containers met on the way down a file's first value, keys skipped: "{[{[s" for
// {"1": [{"eraser": ["location" ...; s a string, v another scalar, } or ] an empty one.
// Only the head is read, so a large file costs nothing.
std::string firstDescent(std::string_view content)
{
    const std::string_view h = head(content);
    std::string out;
    std::size_t i = 0;
    auto skip = [&] {
        while (i < h.size() && (h[i] == ' ' || h[i] == '\t' || h[i] == '\r' || h[i] == '\n')) {
            ++i;
        }
    };
    while (out.size() < 8) {
        skip();
        if (i >= h.size()) {
            break;
        }
        const char c = h[i++];
        if (c == '{' || c == '[') {
            out += c;
            skip();
            if (i < h.size() && (h[i] == '}' || h[i] == ']')) {
                out += h[i];
                break;
            }
            if (c == '[') {
                continue;
            }
            // Past the key and its colon.
            if (i >= h.size() || h[i] != '"') {
                break;
            }
            for (++i; i < h.size() && h[i] != '"'; ++i) {
                i += h[i] == '\\' ? 1 : 0;
            }
            ++i;
            skip();
            if (i >= h.size() || h[i] != ':') {
                break;
            }
            ++i;
            continue;
        }
        out += c == '"' ? 's' : 'v';
        break;
    }
    return out;
}

bool hasNoProcedureFields(std::string_view content)
{
    const std::string_view h = head(content);
    return h.find("\"goal\"") == std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

} // namespace

bool looksLikeOpenPiProcedures(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"states\"") != std::string_view::npos &&
           h.find("\"goal\"") != std::string_view::npos;
}

bool looksLikeOpenPiGoldClusters(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"entities\"") != std::string_view::npos &&
           h.find("\"goal\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiExpansionJudgements(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"bad_overgenerate\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiGoldAttributeClusters(std::string_view content)
{
    const std::string_view h = head(content);
    return firstNonSpace(h) == '{' && h.find("\"entity_attr_dict\"") != std::string_view::npos &&
           h.find("\"states\"") == std::string_view::npos;
}

bool looksLikeOpenPiClustering(std::string_view content)
{
    // {"id": {"canonical": [ ...; a procedure that lacks its goal still has states.
    return firstDescent(content).starts_with("{{[") && hasNoProcedureFields(content);
}

bool looksLikeOpenPiAttributeClustering(std::string_view content)
{
    return firstDescent(content).starts_with("{{{[") && hasNoProcedureFields(content);
}

bool looksLikeOpenPiSchemata(std::string_view content)
{
    const std::string d = firstDescent(content);
    return d == "{[{[s" || d == "{[{[]";
}

bool looksLikeOpenPiSchemaErrors(std::string_view content)
{
    return firstDescent(content).starts_with("{[{[[");
}

bool looksLikeOpenPiStates(std::string_view content)
{
    return firstDescent(content).starts_with("{[[[");
}

std::optional<OpenPiFileKind> openPiKindOfDocument(const ordered_json &doc)
{
    if (!doc.is_object() || doc.empty()) {
        return std::nullopt;
    }
    const ordered_json &first = doc.front();
    if (first.is_array()) {
        // Steps: objects of attribute lists (schemata) or of slot lists (schema errors),
        // or lists of changes (states).
        for (const ordered_json &step : first) {
            if (step.is_array()) {
                return OpenPiFileKind::States;
            }
            if (step.is_object()) {
                for (const auto &[entity, list] : step.items()) {
                    if (list.is_array() && !list.empty()) {
                        return list.front().is_array() ? OpenPiFileKind::SchemaErrors
                                                       : OpenPiFileKind::Schemata;
                    }
                }
            }
        }
        return OpenPiFileKind::Schemata;
    }
    if (!first.is_object()) {
        return std::nullopt;
    }
    if (first.contains("annotation") && !first.contains("states")) {
        return OpenPiFileKind::ExpansionJudgements;
    }
    if (first.contains("entity_attr_dict") && !first.contains("states")) {
        return OpenPiFileKind::GoldAttributeClusters;
    }
    if (first.contains("entities") && !first.contains("states")) {
        return OpenPiFileKind::GoldClusters;
    }
    if (!first.empty() && !first.contains("goal") && !first.contains("steps")) {
        if (first.front().is_array()) {
            return OpenPiFileKind::Clustering;
        }
        if (first.front().is_object()) {
            return OpenPiFileKind::AttributeClustering;
        }
    }
    return OpenPiFileKind::Procedures;
}

} // namespace es::db
