#include "db/esd/esd_import_rows.h"

#include <cmath>

namespace es::db::esd_import {

std::int64_t largestPairId(Connection &db)
{
    Statement last = db.prepare("SELECT coalesce(max(id), 0) FROM esd_pair");
    return last.step() ? last.int64(0) : 0;
}

std::vector<char> scoredDensely(const EsdBatch &batch, std::size_t keys, std::int64_t largestPair)
{
    std::vector<std::int64_t> given(keys, 0);
    for (const EsdScoreRecord &rec : batch.scores) {
        ++given[keySlot(rec)];
    }
    std::vector<char> out(keys, 0);
    for (std::size_t k = 0; k < keys; ++k) {
        out[k] = 4 * given[k] >= largestPair ? 1 : 0;
    }
    return out;
}

std::vector<char> columnsFromFile(const EsdBatch &batch, const std::vector<char> &before,
                                  std::int64_t largestPair)
{
    std::vector<char> out = scoredDensely(batch, before.size(), largestPair);
    for (std::size_t k = 0; k < out.size(); ++k) {
        out[k] = before[k] == kKeptAlone || (before[k] == kNoScores && out[k]) ? 1 : 0;
    }
    return out;
}

void startFromColumn(Connection &db, ScoreKey key, ScoreColumnBuilder &builder)
{
    readScoreColumn(db, key, [&builder](const ScoreColumnView &column) {
        for (std::size_t k = 0; k < column.size(); ++k) {
            const double v = column.at(k);
            if (!std::isnan(v)) {
                builder.set(column.firstPair + static_cast<std::int64_t>(k), v);
            }
        }
    });
}

std::string unknownPair(const std::string &id)
{
    return "labels for unknown pair \"" + id +
           "\": a line without goal and step labels a pair the project or this file has";
}

void count(EsdImportSummary &sum, ScoreColumnBuilder::Given given)
{
    switch (given) {
    case ScoreColumnBuilder::Given::Added:
        ++sum.scoresAdded;
        break;
    case ScoreColumnBuilder::Given::Changed:
        ++sum.scoresChanged;
        break;
    case ScoreColumnBuilder::Given::Unchanged:
        ++sum.scoresUnchanged;
        break;
    }
}

std::set<ScoreKey> scoredKeys(const EsdBatch &batch, const std::vector<std::int64_t> &modelIds)
{
    std::vector<char> scored(2 * modelIds.size(), 0);
    for (const EsdScoreRecord &rec : batch.scores) {
        scored[keySlot(rec)] = 1;
    }
    std::set<ScoreKey> out;
    for (std::size_t k = 0; k < scored.size(); ++k) {
        if (scored[k]) {
            out.insert({modelIds[k / 2], static_cast<int>(k % 2)});
        }
    }
    return out;
}

} // namespace es::db::esd_import
