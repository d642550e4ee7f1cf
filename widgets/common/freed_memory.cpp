#include "widgets/common/freed_memory.h"

#include <cstddef>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

// jemalloc's control interface, declared weak so that a program without jemalloc links
// and finds it null (its own header would make it a hard dependency of every test).
extern "C" int mallctl(const char *name, void *oldp, std::size_t *oldlenp, void *newp,
                       std::size_t newlen) __attribute__((weak));

namespace es::widgets {

namespace {

struct Saved
{
    int depth = 0;
    ssize_t newArenas = 0;
    std::vector<std::pair<unsigned, ssize_t>> arenas; // index, its dirty pages' decay
};

Saved &saved()
{
    static Saved s;
    return s;
}

// Sets a decay time (ms; -1 never) and gives the one it replaces; false where there is no
// such arena (jemalloc makes them as threads first run on a CPU).
bool exchangeDecay(const std::string &name, ssize_t value, ssize_t *old)
{
    std::size_t length = sizeof(ssize_t);
    return mallctl(name.c_str(), old, old ? &length : nullptr, &value, sizeof value) == 0;
}

// The arena jemalloc keeps for blocks of 8 MiB and more (opt.oversize_threshold), made at
// the first such block with its decay at 0 (handed back at once) unless the default for
// new arenas is -1, as it is during a hold; none when the threshold is off.
std::optional<unsigned> largeBlocksArena()
{
    std::size_t threshold = 0;
    unsigned automatic = 0;
    std::size_t length = sizeof threshold;
    if (mallctl("opt.oversize_threshold", &threshold, &length, nullptr, 0) != 0 ||
        threshold == 0) {
        return std::nullopt;
    }
    length = sizeof automatic;
    if (mallctl("opt.narenas", &automatic, &length, nullptr, 0) != 0) {
        return std::nullopt;
    }
    return automatic; // right after the automatic arenas
}

} // namespace

FreedMemoryKept::FreedMemoryKept()
{
    Saved &s = saved();
    if (mallctl == nullptr) {
        return;
    }
    if (s.depth > 0) {
        ++s.depth;
        counted_ = true;
        return;
    }
    unsigned arenas = 0;
    std::size_t length = sizeof arenas;
    if (mallctl("arenas.narenas", &arenas, &length, nullptr, 0) != 0) {
        return;
    }
    s.arenas.clear();
    s.arenas.reserve(arenas); // before anything changes: nothing below throws
    // Each arena there is, then the default for new ones: an arena a thread makes on
    // another CPU in between takes the usual default and is simply not held, where the
    // other order would have it take -1 and keep it for good.
    for (unsigned i = 0; i < arenas; ++i) {
        ssize_t old = 0;
        if (exchangeDecay("arena." + std::to_string(i) + ".dirty_decay_ms", -1, &old)) {
            s.arenas.emplace_back(i, old);
        }
    }
    if (!exchangeDecay("arenas.dirty_decay_ms", -1, &s.newArenas)) {
        s.newArenas = 10000; // jemalloc's own default, for the arenas' restoring below
    }
    s.depth = 1;
    counted_ = true;
}

FreedMemoryKept::~FreedMemoryKept()
{
    Saved &s = saved();
    if (!counted_ || --s.depth > 0) {
        return;
    }
    exchangeDecay("arenas.dirty_decay_ms", s.newArenas, nullptr);
    // An arena made meanwhile took the default for new ones, -1: it gets what it would
    // have had (the large blocks' arena is made handing them back at once, 0, where the
    // default is above 0).
    unsigned arenas = 0;
    std::size_t length = sizeof arenas;
    mallctl("arenas.narenas", &arenas, &length, nullptr, 0);
    const std::optional<unsigned> large = largeBlocksArena();
    std::size_t k = 0;
    for (unsigned i = 0; i < arenas; ++i) {
        ssize_t old = i == large && s.newArenas > 0 ? 0 : s.newArenas;
        if (k < s.arenas.size() && s.arenas[k].first == i) {
            old = s.arenas[k++].second;
        }
        // Setting a decay time starts its count again: what is free now goes back over
        // the next ten seconds, not at once.
        exchangeDecay("arena." + std::to_string(i) + ".dirty_decay_ms", old, nullptr);
    }
    s.arenas.clear();
}

bool FreedMemoryKept::active()
{
    if (mallctl == nullptr) {
        return false;
    }
    ssize_t decay = 0;
    std::size_t length = sizeof decay;
    return mallctl("arenas.dirty_decay_ms", &decay, &length, nullptr, 0) == 0 && decay < 0;
}

} // namespace es::widgets
