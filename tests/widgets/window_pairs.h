#pragma once
// Where a window's ESD session holds a pair, by its ext id (UINT32_MAX when it holds none).

#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"

#include <cstdint>
#include <string>

namespace es::test {

inline std::uint32_t pairIndex(const widgets::MainWindow &w, const std::string &extId)
{
    const auto &pairs = w.esdSession()->snapshot().pairs;
    for (std::uint32_t i = 0; i < pairs.size(); ++i) {
        if (pairs[i].extId == extId) {
            return i;
        }
    }
    return UINT32_MAX;
}

} // namespace es::test
