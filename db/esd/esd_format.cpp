#include "db/esd/esd_format.h"

#include "db/esd/esd_format_parts.h"
#include "db/project.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <nlohmann/json.hpp>
#include <simdjson.h>
#include <thread>
#include <unordered_map>

namespace es::db {

using esd_format::FastLineReader;
using esd_format::LineError;
using esd_format::ModelMeta;
using esd_format::ParsedLine;
using esd_format::parseLine;
using nlohmann::json;

namespace {

std::string_view stripBom(std::string_view s)
{
    if (s.size() >= 3 && s.substr(0, 3) == "\xEF\xBB\xBF") {
        s.remove_prefix(3);
    }
    return s;
}

// A piece of a file, cut at line ends, and the number of its first line.
struct Piece
{
    std::string_view text;
    std::size_t firstLine = 1;
};

// The content in one piece per thread worth using: one below 1 MiB, else one a core (at
// most eight).
std::vector<Piece> piecesAtLineEnds(std::string_view content, std::size_t &lineEnds)
{
    const std::size_t pieces =
        content.size() < (1u << 20)
            ? 1
            : std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    std::vector<Piece> out;
    std::size_t begin = 0;
    std::size_t line = 1;
    for (std::size_t t = 0; t < pieces && begin < content.size(); ++t) {
        std::size_t end = t + 1 == pieces ? content.size() : content.size() * (t + 1) / pieces;
        end = std::max(end, begin);
        const std::size_t nl = content.find('\n', end == 0 ? 0 : end - 1);
        end = nl == std::string_view::npos ? content.size() : nl + 1;
        out.push_back({content.substr(begin, end - begin), line});
        line += static_cast<std::size_t>(
            std::count(out.back().text.begin(), out.back().text.end(), '\n'));
        begin = end;
    }
    lineEnds = line - 1;
    return out;
}

// f(t) for t < n: 0 on the calling thread, each other on a thread of its own.
template <class F> void onThreads(std::size_t n, const F &f)
{
    std::vector<std::jthread> workers;
    for (std::size_t t = 1; t < n; ++t) {
        workers.emplace_back([&f, t] { f(t); });
    }
    if (n > 0) {
        f(0);
    }
}

// A score as a slice holds it: its pair's id where the file has those bytes, or in the
// slice's ownIds where the id was written with escapes.
struct SliceScore
{
    EsdScoreRecord rec;
    std::string_view pairId;
};

// The lines of one slice of the file, parsed on their own thread; a slice stops at
// its first bad line and keeps the error to raise in file order.
struct Slice
{
    std::string_view text;
    std::size_t firstLine = 1;
    bool mayHoldNul = true;
    std::vector<bool> isScore; // per parsed line, in order
    std::vector<EsdPairRecord> pairs;
    // A score's model is an index into `models`, the slice's own: comparing one name per
    // line beats hashing it, and no line keeps a copy.
    std::vector<SliceScore> scores;
    std::deque<std::string> ownIds; // a deque, so that views of them stay valid
    std::vector<std::string> models;
    std::vector<std::pair<std::size_t, ModelMeta>> metas; // by index into scores, ascending
    std::size_t nonBlank = 0;
    std::optional<InputError> error;
};

void parseSlice(Slice &slice, const std::string &source, const EsdParseOptions &options)
{
    std::size_t lineNo = slice.firstLine - 1;
    std::size_t pos = 0;
    const std::string_view content = slice.text;
    FastLineReader fast;
    std::uint32_t lastModel = 0;
    try {
        while (pos < content.size()) {
            std::size_t end = content.find('\n', pos);
            if (end == std::string_view::npos) {
                end = content.size();
            }
            std::string_view line = content.substr(pos, end - pos);
            pos = end + 1;
            ++lineNo;
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            if (line.find_first_not_of(" \t") == std::string_view::npos) {
                continue;
            }
            ++slice.nonBlank;
            ParsedLine parsed;
            if (!fast.read(line, lineNo, options, parsed)) {
                parsed = parseLine(line, source, lineNo, slice.mayHoldNul,
                                   LineError(source, lineNo), options);
            }
            slice.isScore.push_back(parsed.isScore);
            if (!parsed.isScore) {
                slice.pairs.push_back(std::move(parsed.pair));
                continue;
            }
            const std::string &model = parsed.score.model;
            if (lastModel >= slice.models.size() || slice.models[lastModel] != model) {
                const auto known = std::find(slice.models.begin(), slice.models.end(), model);
                lastModel = static_cast<std::uint32_t>(known - slice.models.begin());
                if (known == slice.models.end()) {
                    slice.models.push_back(model);
                }
            }
            parsed.score.rec.model = lastModel;
            if (parsed.meta.direction || parsed.meta.family || parsed.meta.params) {
                slice.metas.emplace_back(slice.scores.size(), std::move(parsed.meta));
            }
            // The same bytes anywhere in the line are the id as well as where the key has
            // them; only an id written with escapes is not found and needs a copy, as does
            // a long one, which a crafted line could make costly to search for.
            const std::string &id = parsed.score.pairId;
            const std::size_t at = id.size() <= 64 ? line.find(id) : std::string_view::npos;
            slice.scores.push_back(
                {parsed.score.rec, at == std::string_view::npos
                                       ? std::string_view(slice.ownIds.emplace_back(id))
                                       : line.substr(at, id.size())});
        }
    } catch (const InputError &e) {
        slice.error = e;
    }
}

// The file's lines parsed in slices, one a piece of the content, each on a thread of its own.
std::vector<Slice> parseSlices(std::string_view content, const std::string &source,
                               const EsdParseOptions &options)
{
    std::size_t lineEnds = 0;
    const std::vector<Piece> pieces = piecesAtLineEnds(content, lineEnds);
    // A score keeps its line number in 32 bits; so does a pair's index, since each takes
    // a line. Checked before any line is read: no line of such a file is its first error.
    const std::size_t lastLine = lineEnds + (!content.empty() && content.back() != '\n' ? 1 : 0);
    if (lastLine > std::numeric_limits<std::uint32_t>::max()) {
        throw InputError(source + ": more than " +
                         std::to_string(std::numeric_limits<std::uint32_t>::max()) + " lines");
    }
    std::vector<Slice> slices;
    for (const Piece &piece : pieces) {
        Slice s;
        s.text = piece.text;
        s.firstLine = piece.firstLine;
        s.mayHoldNul = s.text.find('\0') != std::string_view::npos;
        slices.push_back(std::move(s));
    }
    onThreads(slices.size(), [&](std::size_t t) { parseSlice(slices[t], source, options); });
    return slices;
}

// A later line for a pair an earlier line gave: its text where the earlier one only
// labelled it, and its labels.
void mergePairLine(EsdPairRecord &first, EsdPairRecord &rec, const std::string &source)
{
    if (first.labelsOnly() && !rec.labelsOnly()) {
        // The pair's text comes after a line that only labelled it.
        first.goal = std::move(rec.goal);
        first.modifier = std::move(rec.modifier);
        first.step = std::move(rec.step);
        first.origin = std::move(rec.origin);
        first.contributor = std::move(rec.contributor);
        first.line = rec.line;
    } else if (!rec.labelsOnly() && (first.goal != rec.goal || first.modifier != rec.modifier ||
                                     first.step != rec.step)) {
        LineError(source, rec.line)("id \"" + rec.id + "\" appears on line " +
                                    std::to_string(first.line) + " with different text");
    }
    // A later line for the same pair adds labels; a later label by the same
    // annotator replaces the earlier one, as a later import would.
    const auto add = [](auto &into, auto &from) {
        for (auto &l : from) {
            bool replaced = false;
            for (auto &existing : into) {
                if (existing.first == l.first) {
                    existing.second = l.second;
                    replaced = true;
                }
            }
            if (!replaced) {
                into.push_back(std::move(l));
            }
        }
    };
    add(first.labels, rec.labels);
    add(first.coreLabels, rec.coreLabels);
}

// What a score line says of its model beyond the name, added to the model's record.
void addModelMeta(EsdModelRecord &m, const ModelMeta &meta, std::size_t lineNo,
                  const std::string &source)
{
    if (meta.direction) {
        if (m.direction && *m.direction != *meta.direction) {
            LineError(source, lineNo)("model \"" + m.name + "\" is given two directions (\"" +
                                      *m.direction + "\" on line " + std::to_string(m.line) +
                                      ", \"" + *meta.direction + "\" here)");
        }
        if (!m.direction) {
            m.direction = meta.direction;
            m.line = lineNo;
        }
    }
    if (meta.family) {
        m.family = meta.family;
    }
    if (meta.params) {
        m.params = meta.params;
    }
}

// The slices' records merged into one batch, slice by slice in file order.
class BatchMerge
{
  public:
    BatchMerge(EsdBatch &batch, const std::vector<Slice> &slices, const std::string &source)
        : batch_(batch), source_(source)
    {
        std::size_t scoreCount = 0;
        for (const Slice &slice : slices) {
            pairCount_ += slice.pairs.size();
            scoreCount += slice.scores.size();
        }
        batch_.scores.reserve(scoreCount);
        pairIndex_.reserve(pairCount_);
    }

    // Merges the slice's lines, then raises the error of its first bad line, if any.
    void add(Slice &slice)
    {
        batch_.lines += slice.nonBlank;
        const bool adopted = merged_ == 0 && !slice.pairs.empty();
        if (adopted) {
            batch_.pairs = std::move(slice.pairs);
            // Never grown past, so the views of the ids in pairIndex stay valid.
            batch_.pairs.reserve(pairCount_);
        }
        std::size_t nextPair = 0;
        SliceModels models{std::vector<std::uint32_t>(slice.models.size(), kUnseen)};
        for (const bool score : slice.isScore) {
            if (score) {
                addScore(slice, models);
                continue;
            }
            addPair(adopted ? batch_.pairs[nextPair++] : slice.pairs[nextPair++], adopted);
        }
        if (adopted) {
            batch_.pairs.resize(merged_); // the lines merged into earlier ones
        }
        if (slice.error) {
            throw *slice.error;
        }
    }

    // The ids scores named before their pair's line are that pair's; the rest keep their
    // order of first naming, after the pairs.
    void settleScoredIds()
    {
        if (batch_.scoredIds.empty()) {
            return;
        }
        std::vector<std::uint32_t> settled(batch_.scoredIds.size());
        std::vector<std::string> scoredIds;
        for (std::size_t k = 0; k < batch_.scoredIds.size(); ++k) {
            if (const auto it = pairIndex_.find(batch_.scoredIds[k]); it != pairIndex_.end()) {
                settled[k] = static_cast<std::uint32_t>(it->second);
            } else {
                settled[k] = static_cast<std::uint32_t>(batch_.pairs.size() + scoredIds.size());
                scoredIds.push_back(std::move(batch_.scoredIds[k]));
            }
        }
        for (const std::uint32_t index : unsettled_) {
            EsdScoreRecord &rec = batch_.scores[index];
            rec.pair = settled[rec.pair];
        }
        batch_.scoredIds = std::move(scoredIds);
    }

  private:
    static constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();

    // Where the merge of one slice's scores has got to.
    struct SliceModels
    {
        std::vector<std::uint32_t> batchIndex; // the slice's models -> the batch's
        std::size_t nextScore = 0;
        std::size_t nextMeta = 0;
    };

    void addScore(Slice &slice, SliceModels &models)
    {
        const std::size_t index = models.nextScore++;
        EsdScoreRecord &rec = slice.scores[index].rec;
        const std::size_t lineNo = rec.line;
        std::uint32_t &model = models.batchIndex[rec.model];
        if (model == kUnseen) {
            const std::string &name = slice.models[rec.model];
            const auto [it, added] =
                modelIndex_.emplace(name, static_cast<std::uint32_t>(batch_.models.size()));
            if (added) {
                batch_.models.push_back({lineNo, name, std::nullopt, std::nullopt, std::nullopt});
            }
            model = it->second;
        }
        if (models.nextMeta < slice.metas.size() && slice.metas[models.nextMeta].first == index) {
            addModelMeta(batch_.models[model], slice.metas[models.nextMeta++].second, lineNo,
                         source_);
        }
        rec.model = model;
        findPair(slice.scores[index].pairId, rec);
        batch_.scores.push_back(rec);
    }

    void addPair(EsdPairRecord &rec, bool adopted)
    {
        const auto it = pairIndex_.find(rec.id);
        if (it == pairIndex_.end()) {
            if (!adopted) {
                batch_.pairs.push_back(std::move(rec));
            } else if (&batch_.pairs[merged_] != &rec) {
                batch_.pairs[merged_] = std::move(rec); // into the place of a merged line
            }
            pairIndex_.emplace(batch_.pairs[merged_].id, merged_);
            ++merged_;
            return;
        }
        mergePairLine(batch_.pairs[it->second], rec, source_);
    }

    // A score's pair is found by its id among the pairs merged so far; a score met before
    // its pair's line, or naming none, is given a place in batch.scoredIds for now and
    // settled once every pair is in. Score files usually list pairs in the order of the
    // pair lines: the pair after the last one found is compared before any hashing.
    void findPair(std::string_view id, EsdScoreRecord &rec)
    {
        for (std::size_t guess : {pairHint_ + 1, pairHint_}) {
            if (guess < merged_ && batch_.pairs[guess].id == id) {
                pairHint_ = guess;
                rec.pair = static_cast<std::uint32_t>(guess);
                return;
            }
        }
        if (const auto it = pairIndex_.find(id); it != pairIndex_.end()) {
            pairHint_ = it->second;
            rec.pair = static_cast<std::uint32_t>(pairHint_);
            return;
        }
        unsettled_.push_back(static_cast<std::uint32_t>(batch_.scores.size()));
        for (std::size_t guess : {scoredHint_ + 1, scoredHint_}) {
            if (guess < batch_.scoredIds.size() && batch_.scoredIds[guess] == id) {
                scoredHint_ = guess;
                rec.pair = static_cast<std::uint32_t>(guess);
                return;
            }
        }
        const auto [it, added] = scoredIndex_.emplace(
            std::string(id), static_cast<std::uint32_t>(batch_.scoredIds.size()));
        if (added) {
            batch_.scoredIds.emplace_back(id);
        }
        scoredHint_ = it->second;
        rec.pair = it->second;
    }

    EsdBatch &batch_;
    const std::string &source_;
    std::size_t pairCount_ = 0;
    // batch.pairs[0, merged) are the file's pairs so far. The first slice with pair lines
    // gives its records to the batch as they are, merged in place, rather than moved one
    // by one into a second copy (200 MB at a million pairs): usually it holds them all.
    std::size_t merged_ = 0;
    std::unordered_map<std::string_view, std::size_t> pairIndex_; // ids of batch.pairs
    std::unordered_map<std::string, std::uint32_t> modelIndex_;
    std::unordered_map<std::string, std::uint32_t> scoredIndex_; // ids of batch.scoredIds
    std::vector<std::uint32_t> unsettled_;                       // scores placed in scoredIds
    std::size_t pairHint_ = 0;
    std::size_t scoredHint_ = 0;
};

} // namespace

EsdBatch parseEsdJsonLines(std::string_view content, const std::string &source,
                           const EsdParseOptions &options)
{
    EsdBatch batch;
    batch.source = source;
    content = stripBom(content);

    // JSON parsing is the costly part and every line stands alone: parse the file's
    // pieces in parallel; merging stays in file order.
    std::vector<Slice> slices = parseSlices(content, source, options);
    BatchMerge merge(batch, slices, source);
    for (Slice &slice : slices) {
        merge.add(slice);
        slice = Slice{}; // free the slice's records before the next one is merged
    }

    if (batch.pairs.empty() && batch.scores.empty()) {
        throw InputError(source + ": empty file: no pairs or scores");
    }
    merge.settleScoredIds();
    return batch;
}

namespace {

// The lines of one part of the file; a repeated key counts with its last value, as the
// JSON reader the parser falls back on keeps it.
void scanNeeds(std::string_view content, EsdLineNeeds &needs)
{
    simdjson::dom::parser parser;
    std::size_t start = 0;
    while (start < content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) {
            end = content.size();
        }
        const std::string_view line = content.substr(start, end - start);
        start = end + 1;
        simdjson::dom::object obj;
        if (parser.parse(line.data(), line.size(), true).get_object().get(obj) !=
            simdjson::SUCCESS) {
            continue;
        }
        bool score = false;
        std::optional<simdjson::dom::element> model;
        std::optional<simdjson::dom::element> label;
        for (const simdjson::dom::key_value_pair field : obj) {
            if (field.key == "score") {
                score = true;
            } else if (field.key == "model") {
                model = field.value;
            } else if (field.key == "label") {
                label = field.value;
            }
        }
        std::string_view name;
        if (score) {
            if (!model || model->is_null()) {
                needs.model = true;
            } else if (model->get_string().get(name) == simdjson::SUCCESS &&
                       std::find(needs.models.begin(), needs.models.end(), name) ==
                           needs.models.end()) {
                needs.models.emplace_back(name);
            }
        } else if (label && !label->is_null()) {
            needs.annotator = true;
        }
    }
}

} // namespace

EsdLineNeeds esdLineNeeds(std::string_view content)
{
    std::size_t lineEnds = 0;
    const std::vector<Piece> pieces = piecesAtLineEnds(stripBom(content), lineEnds);
    std::vector<EsdLineNeeds> found(pieces.size());
    onThreads(pieces.size(), [&](std::size_t t) { scanNeeds(pieces[t].text, found[t]); });
    // In file order, so that a later piece's models follow an earlier one's.
    EsdLineNeeds needs;
    for (EsdLineNeeds &piece : found) {
        needs.model = needs.model || piece.model;
        needs.annotator = needs.annotator || piece.annotator;
        for (std::string &m : piece.models) {
            if (std::find(needs.models.begin(), needs.models.end(), m) == needs.models.end()) {
                needs.models.push_back(std::move(m));
            }
        }
    }
    return needs;
}

bool looksLikeEsdJsonLines(std::string_view content)
{
    content = stripBom(content);
    const std::size_t start = content.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || content[start] != '{') {
        return false;
    }
    std::size_t end = content.find('\n', start);
    if (end == std::string_view::npos) {
        end = content.size();
    }
    const std::string_view first = content.substr(start, end - start);
    const json obj = json::parse(first.begin(), first.end(), nullptr, false);
    return obj.is_object() && obj.contains("id") &&
           (obj.contains("step") || obj.contains("score") || obj.contains("label") ||
            obj.contains("labels"));
}

} // namespace es::db
