#pragma once
// What the ESTER statistics' files share (ester.cpp, which scores the answers and keeps the
// scores, and ester_summary.cpp, which makes the figures from them). Internal to them.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace es::metrics::ester {

// Calls f(i, j) for every question both ascending lists hold: a[i] == b[j].
template <typename F>
void forEachCommon(const std::vector<std::uint32_t> &a, const std::vector<std::uint32_t> &b, F &&f)
{
    for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
        if (a[i] < b[j]) {
            ++i;
        } else if (b[j] < a[i]) {
            ++j;
        } else {
            f(i++, j++);
        }
    }
}

} // namespace es::metrics::ester
