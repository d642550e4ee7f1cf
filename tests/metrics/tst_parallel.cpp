// forEachPart and PartsInBackground: every part once, the lowest failing part's error, and
// background parts that begin before finish() and never outlive their owner.
#include "metrics/parallel.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace es::metrics;

namespace {

// Throws from the parts listed, after doing the others: each part's number, or its
// exception's text.
struct Parts
{
    explicit Parts(std::size_t n, std::set<std::size_t> throwing = {})
        : done(n), failing(std::move(throwing))
    {
    }
    void operator()(std::size_t k)
    {
        if (failing.contains(k)) {
            throw std::runtime_error("part " + std::to_string(k));
        }
        done[k].fetch_add(1);
        std::lock_guard lock(mutex);
        threads.insert(std::this_thread::get_id());
    }
    std::vector<std::atomic<int>> done;
    std::set<std::size_t> failing;
    std::mutex mutex;
    std::set<std::thread::id> threads;
};

// Waits (up to ten seconds, in case the part it waits for never runs) until `flag` is set.
void waitFor(const std::atomic<bool> &flag)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!flag.load() && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
}

QString errorOf(const std::function<void()> &run)
{
    try {
        run();
    } catch (const std::runtime_error &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestParallel : public QObject
{
    Q_OBJECT

  private slots:
    void forEachPartDoesEveryPartOnce()
    {
        Parts parts(10000);
        forEachPart(parts.done.size(), parts);
        for (const auto &d : parts.done) {
            QCOMPARE(d.load(), 1);
        }
    }

    // Part 1 fails first, part 0 once it has: the error is part 0's, not the first one.
    void forEachPartRethrowsTheLowestFailingPart()
    {
        for (int run = 0; run < 5; ++run) {
            std::atomic<bool> oneFailed{false};
            const auto part = [&](std::size_t k) {
                if (k == 1) {
                    oneFailed = true;
                    throw std::runtime_error("part 1");
                }
                waitFor(oneFailed);
                throw std::runtime_error("part 0");
            };
            QCOMPARE(errorOf([&] { forEachPart(2, part); }), QStringLiteral("part 0"));
        }
    }

    // Every part once, each with a scratch no other running part holds, and never more
    // scratches than parts running at once (this thread and one a further core).
    void forEachPartWithHandsOnItsScratches()
    {
        struct Scratch
        {
            std::atomic<int> holders{0};
            std::vector<std::size_t> parts;
        };
        std::vector<std::atomic<int>> done(2000);
        std::mutex mutex;
        std::set<const Scratch *> seen;
        std::atomic<bool> shared{false};
        std::size_t partsSeen = 0;
        forEachPartWith<Scratch>(done.size(), [&](std::size_t k, Scratch &scratch) {
            if (scratch.holders.fetch_add(1) != 0) {
                shared = true;
            }
            scratch.parts.push_back(k);
            ++done[k];
            {
                const std::lock_guard lock(mutex);
                seen.insert(&scratch);
                ++partsSeen;
            }
            scratch.holders.fetch_sub(1);
        });
        for (const auto &d : done) {
            QCOMPARE(d.load(), 1);
        }
        QVERIFY(!shared.load());
        QCOMPARE(partsSeen, done.size());
        QVERIFY(!seen.empty());
        QCOMPARE_LE(seen.size(), std::size_t(std::max(1u, std::thread::hardware_concurrency())));
    }

    void backgroundPartsAreDoneOnceEach()
    {
        Parts parts(10000);
        PartsInBackground background(parts.done.size(), parts);
        background.finish();
        for (const auto &d : parts.done) {
            QCOMPARE(d.load(), 1);
        }
    }

    void backgroundPartsBeginBeforeFinish()
    {
        if (std::thread::hardware_concurrency() < 2) {
            QSKIP("one core: no second thread is started");
        }
        Parts parts(1000);
        PartsInBackground background(parts.done.size(), parts);
        // The caller has not called finish(): whatever is done was done by another thread.
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (parts.done[0].load() == 0 && std::chrono::steady_clock::now() < until) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        QCOMPARE(parts.done[0].load(), 1);
        {
            std::lock_guard lock(parts.mutex);
            QVERIFY(!parts.threads.contains(std::this_thread::get_id()));
        }
        background.finish();
        for (const auto &d : parts.done) {
            QCOMPARE(d.load(), 1);
        }
    }

    void fewPartsWaitForFinishOnTheCallersThread()
    {
        Parts parts(100);
        PartsInBackground background(parts.done.size(), parts, 256);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        QCOMPARE(parts.done[0].load(), 0);
        background.finish();
        QCOMPARE(parts.threads, std::set{std::this_thread::get_id()});
        for (const auto &d : parts.done) {
            QCOMPARE(d.load(), 1);
        }
    }

    // The other thread takes part 0 and fails once the caller's part 1 has failed: the
    // error is the other thread's, as it has the lower part.
    void finishRethrowsTheOtherThreadsLowerFailure()
    {
        if (std::thread::hardware_concurrency() < 2) {
            QSKIP("one core: no second thread is started");
        }
        for (int run = 0; run < 5; ++run) {
            std::atomic<bool> zeroBegun{false}, oneFailed{false};
            const auto part = [&](std::size_t k) {
                if (k == 1) {
                    oneFailed = true;
                    throw std::runtime_error("part 1");
                }
                zeroBegun = true;
                waitFor(oneFailed);
                throw std::runtime_error("part 0");
            };
            PartsInBackground background(2, part);
            waitFor(zeroBegun); // so that part 1 is the caller's
            QCOMPARE(errorOf([&] { background.finish(); }), QStringLiteral("part 0"));
        }
    }

    // The other thread takes part 0, and part 2 once the caller has taken part 1; part 2
    // fails first, then the caller's part 1: the error is the caller's.
    void finishRethrowsTheCallersLowerFailure()
    {
        if (std::thread::hardware_concurrency() < 2) {
            QSKIP("one core: no second thread is started");
        }
        for (int run = 0; run < 5; ++run) {
            std::atomic<bool> zeroBegun{false}, oneBegun{false}, twoFailed{false};
            const auto part = [&](std::size_t k) {
                if (k == 0) {
                    zeroBegun = true;
                    waitFor(oneBegun);
                    return;
                }
                if (k == 2) {
                    twoFailed = true;
                    throw std::runtime_error("part 2");
                }
                oneBegun = true;
                waitFor(twoFailed);
                throw std::runtime_error("part 1");
            };
            PartsInBackground background(3, part);
            waitFor(zeroBegun);
            QCOMPARE(errorOf([&] { background.finish(); }), QStringLiteral("part 1"));
        }
    }

    void finishRethrowsAfterTheDoneParts()
    {
        Parts parts(4000, {1999});
        PartsInBackground background(parts.done.size(), parts);
        QCOMPARE(errorOf([&] { background.finish(); }), QStringLiteral("part 1999"));
        // Parts before the failing one were all done.
        for (std::size_t k = 0; k < 1999; ++k) {
            QCOMPARE(parts.done[k].load(), 1);
        }
    }

    // A caller that leaves by an exception of its own: the parts not begun are dropped,
    // nothing is thrown from the destructor, and nothing runs once it has returned.
    void leavingWithoutFinishWaitsForTheOtherThread()
    {
        constexpr std::size_t n = 20000; // 100 us each: two seconds for them all
        std::vector<std::atomic<int>> done(n);
        const auto part = [&](std::size_t k) {
            std::this_thread::sleep_for(std::chrono::microseconds(100));
            done[k].fetch_add(1);
        };
        {
            PartsInBackground background(n, part);
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        int total = 0;
        for (const auto &d : done) {
            QVERIFY(d.load() <= 1);
            total += d.load();
        }
        QVERIFY2(total < static_cast<int>(n) / 2, qPrintable(QString::number(total)));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        int after = 0;
        for (const auto &d : done) {
            after += d.load();
        }
        QCOMPARE(after, total);
    }
};

QTEST_APPLESS_MAIN(TestParallel)
#include "tst_parallel.moc"
