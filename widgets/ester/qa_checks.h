#pragma once
// The checks a question and its answers must pass before they are saved, as the
// ESTER guidelines state them: every answer is 1-12 words, holds a highlighted
// trigger and does not cut a word; the question mentions a trigger (an inflected
// form only warns). Offsets are UTF-16 indices into the passage.

#include "metrics/ester.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace es::widgets {

struct QaCheck
{
    enum class Level { Block, Warn };
    Level level = Level::Block;
    QString message;
};

struct QaDraft
{
    QString passage;
    QString question;
    std::optional<metrics::ester::Relation> type;
    std::vector<std::pair<int, int>> answers;  // [start, end)
    std::vector<std::pair<int, int>> triggers; // [start, end)
};

std::vector<QaCheck> checkDraft(const QaDraft &draft);
bool blocks(const std::vector<QaCheck> &checks);

// The word around `pos` (or the words a selection touches), widened to word boundaries.
std::pair<int, int> snapToWords(const QString &text, int start, int end);

} // namespace es::widgets
