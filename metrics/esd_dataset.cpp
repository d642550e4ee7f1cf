#include "metrics/esd_dataset.h"

#include <algorithm>

namespace es::metrics {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

} // namespace

std::size_t whitespaceTokens(std::string_view text)
{
    std::size_t words = 0;
    bool inWord = false;
    for (const char c : text) {
        const bool space = isSpace(c);
        words += !space && !inWord ? 1 : 0;
        inWord = !space;
    }
    return words;
}

void LengthTally::add(std::size_t length)
{
    min = items == 0 ? length : std::min(min, length);
    max = std::max(max, length);
    total += length;
    ++items;
}

Estimate LengthTally::mean() const
{
    return items == 0 ? Estimate::undefined("nothing to measure")
                      : Estimate::of(static_cast<double>(total) / static_cast<double>(items));
}

} // namespace es::metrics
