#include "metrics/model_seeds.h"

#include <cmath>
#include <map>
#include <utility>

namespace es::metrics {

SeedSpread seedSpread(std::span<const Estimate> runs)
{
    std::vector<double> values;
    for (const Estimate &e : runs) {
        if (e.value) {
            values.push_back(*e.value);
        }
    }
    SeedSpread out;
    out.n = values.size();
    if (values.empty()) {
        out.mean = Estimate::undefined("no run has the figure");
        out.sd = out.mean;
        return out;
    }
    // Two passes: the squares of deviations from the mean lose nothing to cancellation, as
    // a sum of squares less n times the mean's square would with close runs.
    double sum = 0;
    for (const double v : values) {
        sum += v;
    }
    const double mean = sum / static_cast<double>(values.size());
    out.mean = Estimate::of(mean);
    if (values.size() < 2) {
        out.sd = Estimate::undefined("one run has no spread");
        return out;
    }
    double squares = 0;
    for (const double v : values) {
        squares += (v - mean) * (v - mean);
    }
    out.sd = Estimate::of(std::sqrt(squares / static_cast<double>(values.size() - 1)));
    return out;
}

std::vector<SeedGroup> groupSeedRuns(std::span<const SeedRun> runs)
{
    std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> byModel;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (!runs[i].model.empty()) {
            byModel[{runs[i].model, runs[i].part}].push_back(i);
        }
    }
    std::vector<SeedGroup> out;
    out.reserve(byModel.size());
    for (auto &[key, indices] : byModel) {
        out.push_back({key.first, key.second, std::move(indices)});
    }
    return out;
}

} // namespace es::metrics
