// The program's allocation functions (replacing the standard library's, as C++ allows):
// malloc and free, as before, but a block of 2 MiB or more is offered transparent huge
// pages before anything touches it.
//
// Why: a million ESD pairs' snapshot, ranks and sort buffers are hundreds of megabytes
// that are written once, and each 4 KiB page costs a page fault when first written. Under
// a hypervisor a fault costs microseconds: `report --json` at a million pairs took 66,000
// faults and 2.0 s, against 9,000 and 1.3 s with huge pages (docs/benchmarks.md). Debian
// grants huge pages only where a program asks for them (THP "madvise"); glibc asks for
// its own heap only when told at start (GLIBC_TUNABLES=glibc.malloc.hugetlb=1), which a
// program cannot set for itself. Elsewhere the advice is refused or ignored, and changes
// nothing else: the memory is malloc's either way and free() releases it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace {

constexpr std::size_t kHugePage = std::size_t(2) << 20;

void *allocate(std::size_t size, std::size_t alignment = 0)
{
    size = size == 0 ? 1 : size;
    // Rounding up must not wrap to a small block.
    if (size > SIZE_MAX - std::max(kHugePage, alignment)) {
        return nullptr;
    }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (size >= kHugePage && alignment <= kHugePage) {
        // Whole huge pages: a block of 3 MiB on 4 KiB pages past its first huge page
        // would keep half of its faults.
        const std::size_t rounded = (size + kHugePage - 1) / kHugePage * kHugePage;
        void *p = std::aligned_alloc(kHugePage, rounded);
        if (p != nullptr) {
            madvise(p, rounded, MADV_HUGEPAGE); // advice: where refused, plain pages
        }
        return p;
    }
#endif
    return alignment <= alignof(std::max_align_t)
               ? std::malloc(size)
               : std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
}

void *allocateOrThrow(std::size_t size, std::size_t alignment = 0)
{
    for (;;) {
        if (void *p = allocate(size, alignment)) {
            return p;
        }
        std::new_handler handler = std::get_new_handler();
        if (handler == nullptr) {
            throw std::bad_alloc();
        }
        handler();
    }
}

} // namespace

void *operator new(std::size_t size)
{
    return allocateOrThrow(size);
}
void *operator new[](std::size_t size)
{
    return allocateOrThrow(size);
}
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return allocateOrThrow(size);
    } catch (...) {
        return nullptr;
    }
}
void *operator new[](std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return allocateOrThrow(size);
    } catch (...) {
        return nullptr;
    }
}
void *operator new(std::size_t size, std::align_val_t alignment)
{
    return allocateOrThrow(size, static_cast<std::size_t>(alignment));
}
void *operator new[](std::size_t size, std::align_val_t alignment)
{
    return allocateOrThrow(size, static_cast<std::size_t>(alignment));
}
void *operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept
{
    try {
        return allocateOrThrow(size, static_cast<std::size_t>(alignment));
    } catch (...) {
        return nullptr;
    }
}
void *operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept
{
    try {
        return allocateOrThrow(size, static_cast<std::size_t>(alignment));
    } catch (...) {
        return nullptr;
    }
}

void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete[](void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete[](void *p, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(p);
}
