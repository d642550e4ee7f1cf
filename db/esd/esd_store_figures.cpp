// What the ESD report's dataset and pace sections read from the store: each annotator's
// label times, and the words of every text, streamed so that no text is held.
#include "db/engine/rows.h"
#include "db/esd/esd_store.h"
#include "db/esd/label_times.h"

#include <algorithm>

namespace es::db {

std::vector<std::vector<double>> EsdStore::labelTimes(const EsdSnapshot &snapshot)
{
    const std::size_t columns = snapshot.annotators.size();
    std::vector<std::vector<double>> times(columns);
    if (snapshot.timesLoaded) {
        for (std::size_t c = 0; c < columns; ++c) {
            if (const auto it = snapshot.labelTimes.find(snapshot.annotatorIds[c]);
                it != snapshot.labelTimes.end()) {
                times[c] = it->second;
            }
        }
    } else {
        esd_times::LabelTimeParser parse;
        forEachRow(project_.connection(), "SELECT person_id, pair_id, set_at FROM esd_label",
                   [&](const auto &s) {
                       const std::int64_t person = s.int64(0);
                       std::size_t c = 0;
                       while (c < columns && snapshot.annotatorIds[c] != person) {
                           ++c;
                       }
                       if (c < columns && snapshot.pairIndex(s.int64(1)) >= 0) {
                           times[c].push_back(parse(s.textView(2)));
                       }
                   });
    }
    // Rows come in key order, and an import's labels share a time: mostly sorted already.
    for (std::vector<double> &t : times) {
        t.erase(std::remove(t.begin(), t.end(), -1.0), t.end());
        if (!std::is_sorted(t.begin(), t.end())) {
            std::sort(t.begin(), t.end());
        }
    }
    return times;
}

metrics::EsdDatasetTallies EsdStore::datasetTallies(const EsdSnapshot &snapshot)
{
    metrics::EsdDatasetTallies out;
    for (const EsdGoalRow &g : snapshot.goals) {
        out.stepsPerGoal.add(g.pairs.size());
    }
    forEachRow(project_.connection(), "SELECT step FROM esd_pair", [&](const auto &s) {
        out.stepTokens.add(metrics::whitespaceTokens(s.textView(0)));
    });
    forEachRow(project_.connection(), "SELECT goal, modifier FROM esd_goal", [&](const auto &s) {
        out.goalTokens.add(metrics::whitespaceTokens(s.textView(0)));
        if (const std::size_t words = metrics::whitespaceTokens(s.textView(1)); words > 0) {
            out.modifierTokens.add(words);
        }
    });
    return out;
}

} // namespace es::db
