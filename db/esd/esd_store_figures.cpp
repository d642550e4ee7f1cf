// What the ESD report's dataset and pace sections read from the store: each annotator's
// label times, and the words of every text, streamed so that no text is held.
#include "db/engine/rows.h"
#include "db/esd/esd_store.h"

#include <QDateTime>
#include <QString>
#include <algorithm>
#include <string>
#include <unordered_map>

namespace es::db {

namespace {

// Seconds since the epoch of a time as the stores write it (ISO 8601, UTC, milliseconds);
// -1 for anything else.
double secondsOf(std::string_view text)
{
    const QDateTime at = QDateTime::fromString(
        QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())), Qt::ISODateWithMs);
    return at.isValid() ? static_cast<double>(at.toMSecsSinceEpoch()) / 1000.0 : -1.0;
}

} // namespace

std::vector<std::vector<double>> EsdStore::labelTimes(const EsdSnapshot &snapshot)
{
    const std::size_t columns = snapshot.annotators.size();
    std::vector<std::vector<double>> times(columns);
    // An import gives all its labels one time, so distinct times are few: each is parsed
    // once.
    std::unordered_map<std::string, double> parsed;
    std::string lastText;
    double last = -1.0;
    forEachRow(project_.connection(), "SELECT person_id, pair_id, set_at FROM esd_label",
               [&](const auto &s) {
                   const std::int64_t person = s.int64(0);
                   std::size_t c = 0;
                   while (c < columns && snapshot.annotatorIds[c] != person) {
                       ++c;
                   }
                   if (c == columns || snapshot.pairIndex(s.int64(1)) < 0) {
                       return;
                   }
                   const std::string_view text = s.textView(2);
                   if (text != lastText) {
                       lastText.assign(text);
                       auto it = parsed.find(lastText);
                       if (it == parsed.end()) {
                           it = parsed.emplace(lastText, secondsOf(text)).first;
                       }
                       last = it->second;
                   }
                   if (last >= 0.0) {
                       times[c].push_back(last);
                   }
               });
    // Rows come in key order, and an import's labels share a time: mostly sorted already.
    for (std::vector<double> &t : times) {
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
