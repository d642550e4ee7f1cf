// The allocator of every program that holds a large project: jemalloc, linked into the
// executable ahead of the C library so that every malloc in the process (Qt's, SQLite's,
// libpq's and ours) is its, configured here rather than by the environment.
//
// Why: a million ESD pairs' snapshot, an OpenPI project's many small strings and an
// import's batches are hundreds of megabytes written once, and each 4 KiB page costs a
// fault when first written. Under a hypervisor a fault costs microseconds: at 10,000
// OpenPI procedures `report --json` spent a third of its time in 78,000 faults. Debian
// grants transparent huge pages only where a program asks for them (THP "madvise"), and
// glibc asks for its heap only when told at start by GLIBC_TUNABLES, which a program
// cannot set for itself. jemalloc reads its options from this symbol when it starts:
// - "thp:always": where the kernel grants huge pages only on request, every region
//   jemalloc maps is advised for them, so a fault fills 2 MiB instead of 4 KiB
//   (docs/benchmarks.md has the figures). Where the kernel gives them anyway, or never,
//   the option changes nothing.
// - "percpu_arena:percpu": one arena a CPU instead of four; each arena holds huge pages
//   of its own, which cost a small project 27 MB at four a CPU and 10 MB at one, while
//   the large reports and opening ran as fast.
// - "narenas:256": jemalloc keeps arenas per CPU only if the CPUs online, configured and
//   allowed to the process agree (not under taskset, a container's cpuset or offline
//   CPUs); otherwise it turns them off and writes a warning to stderr at every start,
//   which would break the command line's one-line errors. With narenas given it keeps
//   them, indexed by CPU number, and makes an arena only where a thread runs.

#include <jemalloc/jemalloc.h>

extern "C" {
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables): jemalloc's interface
const char *malloc_conf = "thp:always,metadata_thp:auto,percpu_arena:percpu,narenas:256";
}
