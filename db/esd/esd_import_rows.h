#pragma once
// What an ESD import shares between its two ways of writing rows: through prepared
// statements, a block of rows each (a project file, esd_file_import.cpp), or in bulk
// (an engine with a BulkLoader, a server: esd_bulk_import.cpp). EsdStore::import reads the
// models and decides which (model, setting)s become columns alone, then hands the rows to
// one of the two; both follow the same rules and count the same summary. Internal to
// db/esd.

#include "db/esd/esd_store.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace es::db {

class BulkLoader;

namespace esd_import {

constexpr std::size_t kProgressEvery = 16384;

inline void tick(const Progress &progress, std::size_t done, std::size_t total)
{
    if (done % kProgressEvery != 0) {
        return;
    }
    if (progress.cancel && progress.cancel->load()) {
        throw Cancelled();
    }
    if (progress.report) {
        progress.report(done, total);
    }
}

inline std::string goalKey(const std::string &goal, const std::string &modifier)
{
    return goal + '\x1f' + modifier;
}

// A score's (model, setting) as an index: 2 * the file's model index + setting.
inline std::size_t keySlot(const EsdScoreRecord &rec)
{
    return 2 * rec.model + (rec.core ? 1 : 0);
}

// The largest pair id, 0 without pairs: one step down an index, where a server counts
// rows by reading the whole table. Ids are dense, so it also bounds their number.
std::int64_t largestPairId(Connection &db);

// What a (model, setting) holds before an import scores it, by keySlot.
constexpr char kHasRows = 0;
constexpr char kNoScores = 1;
constexpr char kKeptAlone = 2; // a column kept alone, which the file scores densely

// Whether the file scores a key densely: a score for at least a quarter of the pairs up to
// `largestPair`. A builder takes 8 bytes a pair of the project, so builders never take
// more memory than the file's own score records.
std::vector<char> scoredDensely(const EsdBatch &batch, std::size_t keys, std::int64_t largestPair);

// By keySlot, the (model, setting)s whose column an import makes from the file's scores
// rather than from the rows: those without scores before it that the file scores densely,
// and the columns kept alone that it scores densely again; a sparse column is read back
// from the rows.
std::vector<char> columnsFromFile(const EsdBatch &batch, const std::vector<char> &before,
                                  std::int64_t largestPair);

// A column kept alone that a file scores again starts its builder from its scores, so that
// the file's are counted against them as against rows, and stays alone.
void startFromColumn(Connection &db, ScoreKey key, ScoreColumnBuilder &builder);

// Why a line that only labels a pair by its id fails: nothing has that id.
std::string unknownPair(const std::string &id);

// A score of a (model, setting) kept as its column alone, in an import's summary.
void count(EsdImportSummary &sum, ScoreColumnBuilder::Given given);

// The (model, setting)s a file gives scores for.
std::set<ScoreKey> scoredKeys(const EsdBatch &batch, const std::vector<std::int64_t> &modelIds);

// The ids of the people an import's file names, each made in the project when first named.
// A file names a few people thousands of times: they are compared before they are hashed.
class PersonIds
{
  public:
    explicit PersonIds(Project &project) : project_(project) {}

    std::int64_t operator()(const std::string &name)
    {
        for (const auto &[known, id] : few_) {
            if (known == name) {
                return id;
            }
        }
        auto person = ids_.find(name);
        if (person == ids_.end()) {
            person = ids_.emplace(name, project_.ensurePerson(name)).first;
        }
        if (few_.size() < 8) {
            few_.emplace_back(person->first, person->second);
        }
        return person->second;
    }

  private:
    Project &project_;
    std::unordered_map<std::string, std::int64_t> ids_;
    std::vector<std::pair<std::string_view, std::int64_t>> few_; // views of ids_' keys
};

// One file's pairs, labels and scores to write, with what the import decided before.
struct RowsJob
{
    Project &project;
    const EsdBatch &batch;
    const std::string &importedBy;
    const std::vector<std::int64_t> &modelIds; // by the file's model index
    // By keySlot: kHasRows, kNoScores or kKeptAlone. The writer also makes the columns of
    // those the file scores densely and that had no scores, or were kept alone, from the
    // scores it writes, into `made`.
    const std::vector<char> &unscored;
    const std::string &at; // the time set on every label written
    const Progress &progress;
    std::size_t &done;
    std::size_t total;
    EsdImportSummary &sum;
    std::map<ScoreKey, ScoreColumn> &made;

    [[noreturn]] void fail(std::size_t line, const std::string &problem) const
    {
        throw InputError(batch.source + ":" + std::to_string(line) + ": " + problem);
    }
    void tick() const { esd_import::tick(progress, ++done, total); }
    // Fails the import when a line of a pair the project has gives it other texts than the
    // project's (a line that only labels it gives none).
    void checkKnownPair(const EsdPairRecord &rec, const std::string &goal,
                        const std::string &modifier, const std::string &step) const
    {
        if (!rec.labelsOnly() &&
            (goal != rec.goal || modifier != rec.modifier || step != rec.step)) {
            const char *what = goal != rec.goal           ? "goal"
                               : modifier != rec.modifier ? "modifier"
                                                          : "step";
            fail(rec.line,
                 "id \"" + rec.id + "\" is already in the project with a different " + what);
        }
    }
};

// Writes the job's rows through prepared statements, a block of rows each.
void writeRows(const RowsJob &job);
// The same rules and counts, with the rows sent in bulk instead of a round trip each.
void writeRowsInBulk(const RowsJob &job, BulkLoader &bulk);

} // namespace esd_import
} // namespace es::db
