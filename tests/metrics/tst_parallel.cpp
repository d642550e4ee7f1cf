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

    void forEachPartRethrowsTheLowestFailingPart()
    {
        for (int run = 0; run < 20; ++run) {
            Parts parts(4000, {1999, 3001});
            QCOMPARE(errorOf([&] { forEachPart(parts.done.size(), parts); }),
                     QStringLiteral("part 1999"));
        }
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

    void finishRethrowsTheLowestFailingPart()
    {
        for (int run = 0; run < 20; ++run) {
            Parts parts(4000, {1999, 3001});
            PartsInBackground background(parts.done.size(), parts);
            QCOMPARE(errorOf([&] { background.finish(); }), QStringLiteral("part 1999"));
            // Parts before the failing one were all done.
            for (std::size_t k = 0; k < 1999; ++k) {
                QCOMPARE(parts.done[k].load(), 1);
            }
        }
    }

    // A caller that leaves by an exception of its own: the parts stop, nothing is thrown
    // from the destructor, and nothing runs once it has returned.
    void leavingWithoutFinishWaitsForTheOtherThread()
    {
        Parts parts(200000);
        {
            PartsInBackground background(parts.done.size(), parts, 1);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        int done = 0;
        for (const auto &d : parts.done) {
            QVERIFY(d.load() <= 1);
            done += d.load();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        int after = 0;
        for (const auto &d : parts.done) {
            after += d.load();
        }
        QCOMPARE(after, done);
    }
};

QTEST_APPLESS_MAIN(TestParallel)
#include "tst_parallel.moc"
