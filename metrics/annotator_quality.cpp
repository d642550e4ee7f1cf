#include "metrics/annotator_quality.h"

#include "metrics/esd_statistics.h"

#include <algorithm>
#include <stdexcept>

namespace es::metrics {

std::vector<DriftPoint> agreementDrift(std::span<const std::int8_t> labelsInOrder,
                                       std::span<const std::int8_t> goldInOrder, std::size_t window)
{
    if (labelsInOrder.size() != goldInOrder.size()) {
        throw std::invalid_argument("agreementDrift: labels and gold differ in length");
    }
    std::vector<DriftPoint> out;
    if (window == 0) {
        return out;
    }
    std::size_t inBlock = 0;
    std::size_t equal = 0;
    std::size_t lastLabel = 0; // 1-based position of the block's last item
    auto close = [&] {
        out.push_back({lastLabel, static_cast<double>(equal) / static_cast<double>(inBlock),
                       inBlock, equal});
        inBlock = 0;
        equal = 0;
    };
    for (std::size_t i = 0; i < labelsInOrder.size(); ++i) {
        // A missing label cannot agree or disagree; callers pass given labels only, but
        // a stray one must not count as a disagreement.
        if (goldInOrder[i] == esd::kNoLabel || labelsInOrder[i] == esd::kNoLabel) {
            continue;
        }
        ++inBlock;
        equal += labelsInOrder[i] == goldInOrder[i] ? 1 : 0;
        lastLabel = i + 1;
        if (inBlock == window) {
            close();
        }
    }
    if (inBlock > 0 && inBlock >= smallestDriftBlock(window)) {
        close();
    }
    return out;
}

std::size_t smallestDriftBlock(std::size_t window)
{
    // (window + 1) / 2 rather than window / 2, which would round an odd half down.
    return (window + 1) / 2;
}

std::size_t driftWindow(std::size_t n)
{
    return std::max<std::size_t>(10, (n + 19) / 20);
}

} // namespace es::metrics
