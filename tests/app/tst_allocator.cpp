// The programs' allocator (app/allocator.cpp), linked into this test as into the program:
// jemalloc serves every malloc in the process, with the options the program sets, and the
// memory it hands out is advised to be backed by huge pages. Each check fails if the
// executable's link order lets glibc's malloc win, or if the options are not read.
// While an ESD snapshot loads (widgets::FreedMemoryKept) what it frees is kept for reuse.
#include "widgets/common/freed_memory.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTest>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <jemalloc/jemalloc.h>
#include <memory>
#include <sched.h>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <vector>

namespace {

std::string stringOption(const char *name)
{
    const char *value = nullptr;
    std::size_t size = sizeof(value);
    if (mallctl(name, &value, &size, nullptr, 0) != 0 || value == nullptr) {
        return {};
    }
    return value;
}

template <typename T> T value(const std::string &name)
{
    T v{};
    std::size_t size = sizeof(v);
    if (mallctl(name.c_str(), &v, &size, nullptr, 0) != 0) {
        return T(-2);
    }
    return v;
}

ssize_t decayOf(unsigned arena) // -2 where there is no such arena
{
    return value<ssize_t>("arena." + std::to_string(arena) + ".dirty_decay_ms");
}

long minorFaults()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt;
}

std::uint64_t allocatedByThisThread()
{
    std::uint64_t value = 0;
    std::size_t size = sizeof(value);
    if (mallctl("thread.allocated", &value, &size, nullptr, 0) != 0) {
        return 0;
    }
    return value;
}

// The VmFlags of the mapping that holds p, from /proc/self/smaps; empty if none does.
QByteArray mappingFlags(const void *p)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly)) {
        return {};
    }
    const auto address = reinterpret_cast<std::uintptr_t>(p);
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        // A mapping's header, "start-end perms offset dev inode path", begins with two
        // hexadecimal addresses; its fields' lines begin with a name and a colon.
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        if (dash > 0 && space > dash) {
            bool okStart = false;
            bool okEnd = false;
            const qulonglong start = line.left(dash).toULongLong(&okStart, 16);
            const qulonglong end = line.mid(dash + 1, space - dash - 1).toULongLong(&okEnd, 16);
            if (okStart && okEnd) {
                inside = start <= address && address < end;
                continue;
            }
        }
        if (inside && line.startsWith("VmFlags:")) {
            return line.mid(8).trimmed();
        }
    }
    return {};
}

// The kernel's THP mode, as /sys shows it between brackets ("always", "madvise",
// "never"); empty where the kernel has none or the file cannot be read.
QByteArray hugePageMode()
{
    QFile file(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray text = file.readAll();
    const qsizetype open = text.indexOf('[');
    const qsizetype close = text.indexOf(']', open);
    return open >= 0 && close > open ? text.mid(open + 1, close - open - 1) : QByteArray();
}

} // namespace

class TestAllocator : public QObject
{
    Q_OBJECT

  private slots:
    void jemallocReadsTheProgramsOptions()
    {
        QVERIFY2(stringOption("version").rfind("5.", 0) == 0, "jemalloc 5 answers mallctl");
        // Without the kernel's THP file jemalloc reports the option as not supported.
        if (!hugePageMode().isEmpty()) {
            QCOMPARE(stringOption("opt.thp"), std::string("always"));
        }
        QCOMPARE(stringOption("opt.metadata_thp"), std::string("auto"));
        QCOMPARE(stringOption("opt.percpu_arena"), std::string("percpu"));
    }

    // While a snapshot loads, a block freed and allocated again is the same memory, not
    // pages the kernel must zero anew; afterwards the arenas hand free memory back as
    // before, and the holds nest.
    // First, before anything in the process allocates 8 MiB at once: the arena for such
    // blocks, made during a hold, is held with the others, and afterwards hands them back
    // at once, as jemalloc makes it do.
    void aLargeBlocksArenaMadeDuringAHoldIsHeldThenHandsThemBack()
    {
        const auto largeArena = value<unsigned>("opt.narenas");
        if (decayOf(largeArena) != -2) {
            QSKIP("the arena for large blocks was made before this test");
        }
        {
            const es::widgets::FreedMemoryKept kept;
            std::make_unique<char[]>(std::size_t(16) << 20).reset();
            QCOMPARE(decayOf(largeArena), ssize_t(-1));
        }
        QCOMPARE(decayOf(largeArena), ssize_t(0));
    }

    void freedMemoryIsKeptWhileASnapshotLoads()
    {
        // One CPU, so that one arena (they are per CPU) frees and allocates.
        cpu_set_t all;
        QCOMPARE(sched_getaffinity(0, sizeof all, &all), 0);
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(sched_getcpu(), &one);
        QCOMPARE(sched_setaffinity(0, sizeof one, &one), 0);
        const auto unpin = qScopeGuard([&all] { sched_setaffinity(0, sizeof all, &all); });

        // Blocks of 8 MiB and more have an arena of their own, made at the first, which
        // hands them back at once (decay 0).
        constexpr std::size_t kSmall = std::size_t(6) << 20;
        constexpr std::size_t kLarge = std::size_t(64) << 20;
        std::make_unique<char[]>(kLarge).reset();
        const auto largeArena = value<unsigned>("opt.narenas");
        QCOMPARE(decayOf(largeArena), ssize_t(0));
        QCOMPARE(decayOf(value<unsigned>("thread.arena")), ssize_t(10000)); // the default
        std::vector<ssize_t> before; // -2 where there is no arena
        for (unsigned a = 0; a < value<unsigned>("arenas.narenas"); ++a) {
            before.push_back(decayOf(a));
        }

        QVERIFY(!es::widgets::FreedMemoryKept::active());
        {
            const es::widgets::FreedMemoryKept kept;
            QVERIFY(es::widgets::FreedMemoryKept::active());
            for (unsigned a = 0; a < before.size(); ++a) {
                QCOMPARE(decayOf(a), before[a] == -2 ? ssize_t(-2) : ssize_t(-1));
            }
            {
                const es::widgets::FreedMemoryKept inner;
            }
            QVERIFY(es::widgets::FreedMemoryKept::active());

            for (const std::size_t size : {kSmall, kLarge}) {
                {
                    std::unique_ptr<char[]> first(new char[size]);
                    std::memset(first.get(), 1, size);
                }
                const long faults = minorFaults();
                std::unique_ptr<char[]> again(new char[size]);
                std::memset(again.get(), 2, size);
                // A fault every 4 KiB (or 2 MiB) were the block handed back and taken anew.
                QVERIFY2(minorFaults() - faults < 4,
                         qPrintable(QStringLiteral("%1 faults for a block of %2 bytes")
                                        .arg(minorFaults() - faults)
                                        .arg(size)));
            }
        }
        QVERIFY(!es::widgets::FreedMemoryKept::active());
        for (unsigned a = 0; a < before.size(); ++a) {
            QCOMPARE(decayOf(a), before[a]);
        }
        QCOMPARE(value<ssize_t>("arenas.dirty_decay_ms"), ssize_t(10000));
    }

    // On one allowed CPU of several (as under taskset or a container's cpuset) the program
    // starts as anywhere: jemalloc, were it to turn its arenas per CPU off there, would
    // write a warning to stderr at every start.
    void aStartOnFewerCpusWritesNothingToStderr()
    {
        const QString taskset = QStandardPaths::findExecutable(QStringLiteral("taskset"));
        if (taskset.isEmpty()) {
            QSKIP("taskset (util-linux) is not installed");
        }
        if (std::thread::hardware_concurrency() < 2) {
            QSKIP("this machine has one CPU: every process is allowed all of them");
        }
        QProcess program;
        program.start(taskset, {QStringLiteral("-c"), QStringLiteral("0"),
                                QStringLiteral(EVENTSCOPE_BINARY), QStringLiteral("--version")});
        QVERIFY(program.waitForFinished(30000));
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QCOMPARE(program.exitCode(), 0);
        QCOMPARE(program.readAllStandardError(), QByteArray());
        QVERIFY(program.readAllStandardOutput().startsWith("eventscope "));
    }

    // Qt's and the C library's own allocations go to jemalloc, not only this file's: the
    // bytes this thread has allocated, as jemalloc counts them, grow by each block.
    void everyMallocInTheProcessIsJemallocs()
    {
        constexpr qsizetype kBlock = qsizetype(3) << 20;
        std::uint64_t before = allocatedByThisThread();
        const QByteArray fromQt(kBlock, 'x'); // allocated inside libQt6Core
        QVERIFY(allocatedByThisThread() - before >= std::uint64_t(kBlock));

        const std::string text(std::size_t(kBlock), 'y');
        before = allocatedByThisThread();
        std::unique_ptr<char, decltype(&std::free)> fromLibc(strdup(text.c_str()), &std::free);
        QVERIFY(fromLibc != nullptr);
        QVERIFY(allocatedByThisThread() - before >= std::uint64_t(kBlock));
    }

    // A block as large as a million pairs' score column, and a small one, both lie in
    // mappings advised for huge pages ("hg"), which is what turns 512 faults into one.
    // Only a kernel that grants them on request ("madvise", Debian's) is given the advice.
    void blocksAreAdvisedForHugePages()
    {
        const QByteArray mode = hugePageMode();
        if (mode.isEmpty()) {
            QSKIP("this kernel has no transparent huge pages");
        }
        if (mode != "madvise") {
            QSKIP(qPrintable(QStringLiteral("huge pages are [%1] on this machine, not on request: "
                                            "there is no advice to give")
                                 .arg(QString::fromLatin1(mode))));
        }
        constexpr std::size_t kLarge = std::size_t(64) << 20;
        std::unique_ptr<char[]> large(new char[kLarge]);
        std::memset(large.get(), 1, kLarge);
        const QByteArray largeFlags = mappingFlags(large.get());
        QVERIFY2(largeFlags.split(' ').contains("hg"), largeFlags.constData());

        std::unique_ptr<char[]> small(new char[64]);
        std::memset(small.get(), 1, 64);
        const QByteArray smallFlags = mappingFlags(small.get());
        QVERIFY2(smallFlags.split(' ').contains("hg"), smallFlags.constData());
    }
};

QTEST_APPLESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
