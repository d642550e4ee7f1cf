#pragma once

namespace es::widgets {

// While one lives, memory the process frees stays with the allocator for its next
// allocations instead of going back to the kernel; when the last one ends, what is still
// free goes back as before, over the allocator's usual ten seconds.
//
// Why: loading a million ESD pairs frees and allocates again hundreds of megabytes (the
// load's buffers, the rankings' scratch, SQLite's blobs) within a second or two. Handed
// back at once, each page costs a fault and a zeroing by the kernel when it is written
// again: under a hypervisor, a quarter of the opening's main thread (docs/benchmarks.md).
// Only around large ESD loads: ESTER's and OpenPI's free many small blocks of sizes their
// later allocations do not take, and holding those raised their workbenches' peaks by
// 40-80 MB with no faster opening; a small load gains nothing, and ending a hold starts
// the allocator's count again for what was freed before it (9 MB more at 10,000 pairs).
//
// Only where the program runs on jemalloc (app/allocator.cpp); elsewhere (the fuzzers'
// builds, a test without it) it does nothing. Made and ended on one thread, the GUI's;
// they nest.
class FreedMemoryKept
{
  public:
    FreedMemoryKept();
    ~FreedMemoryKept();
    FreedMemoryKept(const FreedMemoryKept &) = delete;
    FreedMemoryKept &operator=(const FreedMemoryKept &) = delete;

    // Whether the allocator keeps freed memory now (false without jemalloc).
    static bool active();

  private:
    bool counted_ = false; // in the count of holds, which only the first sets up
};

} // namespace es::widgets
