#pragma once
// A generated ESD project's JSON Lines, for tests that need more pairs than a fixture
// holds (intervals that take a while, cancelling them).

#include <cstddef>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace es::test {

// ESD JSON Lines of `pairs` pairs, three annotators, two models in two settings.
inline std::string generatedEsd(std::size_t pairs)
{
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::normal_distribution<double> noise(0.0, 0.3);
    std::ostringstream out;
    std::vector<int> truth(pairs);
    for (std::size_t i = 0; i < pairs; ++i) {
        truth[i] = u(rng) < 0.5 ? 1 : 0;
        out << "{\"id\": \"p" << i << "\", \"goal\": \"Goal " << i / 8 << "\", \"step\": \"Step "
            << i << "\", \"labels\": {";
        for (int a = 0; a < 3; ++a) {
            out << (a ? ", " : "") << "\"ann_" << char('a' + a)
                << "\": " << (u(rng) < 0.85 ? truth[i] : 1 - truth[i]);
        }
        out << "}}\n";
    }
    for (const char *model : {"small", "large"}) {
        for (const char *setting : {"full", "core"}) {
            for (std::size_t i = 0; i < pairs; ++i) {
                out << "{\"id\": \"p" << i << "\", \"model\": \"" << model << "\", \"setting\": \""
                    << setting << "\", \"score\": " << 0.4 + 0.2 * truth[i] + noise(rng) << "}\n";
            }
        }
    }
    return out.str();
}

} // namespace es::test
