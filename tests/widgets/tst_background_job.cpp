// The workbench's one way to run work off the GUI thread (BackgroundJob): run() starts
// now and a newer request drops an older result; cancel() drops it too; progress reaches
// the GUI thread; nothing is applied after the job is gone. The debounced use by the
// statistics panels is tested in tst_error_bars.
#include "widgets/common/background_job.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>
#include <vector>

using es::widgets::BackgroundJob;

namespace {

constexpr int kWaitMs = 10000;

} // namespace

class TestBackgroundJob : public QObject
{
    Q_OBJECT

  private slots:
    // A second run() while the first computes: the first is told to stop, its result is
    // dropped, and only the second's is applied, on the GUI thread.
    void newerRunDropsTheOlderResult()
    {
        BackgroundJob job(nullptr);
        QSemaphore gate;
        std::atomic<bool> firstToldToStop = false;
        std::vector<int> applied;
        QThread *appliedOn = nullptr;
        QSignalSpy done(&job, &BackgroundJob::applied);
        job.run([&](const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
            gate.acquire();
            firstToldToStop = cancelled.load();
            return [&] { applied.push_back(1); };
        });
        QTRY_VERIFY(job.running());
        job.run([&](const std::atomic<bool> &) -> BackgroundJob::Apply {
            return [&] {
                applied.push_back(2);
                appliedOn = QThread::currentThread();
            };
        });
        gate.release();
        QVERIFY(done.wait(kWaitMs));
        QCOMPARE(applied, std::vector<int>{2});
        QVERIFY(firstToldToStop.load());
        QCOMPARE(appliedOn, QCoreApplication::instance()->thread());
        QCOMPARE(done.count(), 1);
    }

    // cancel(): the running computation is told to stop and nothing is applied or said.
    void cancelAppliesNothing()
    {
        BackgroundJob job(nullptr);
        QSemaphore gate;
        std::atomic<bool> toldToStop = false;
        bool applied = false;
        QSignalSpy done(&job, &BackgroundJob::applied);
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.run([&](const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
            gate.acquire();
            toldToStop = cancelled.load();
            return [&] { applied = true; };
        });
        QTRY_VERIFY(job.running());
        job.cancel();
        gate.release();
        QTRY_VERIFY(!job.running());
        QCoreApplication::processEvents();
        QVERIFY(toldToStop.load());
        QVERIFY(!applied);
        QCOMPARE(done.count(), 0);
        QCOMPARE(failed.count(), 0);
    }

    // cancel() on a job that prepares its own work: the stale computation ends and no new
    // one is prepared, where a change would have started one.
    void cancelStartsNothingAgain()
    {
        QSemaphore gate;
        std::atomic<int> prepared = 0;
        BackgroundJob job(nullptr, [&] {
            ++prepared;
            return BackgroundJob::Work([&](const std::atomic<bool> &) -> BackgroundJob::Apply {
                gate.acquire();
                return [] {};
            });
        });
        job.invalidate(true);
        QTRY_VERIFY(job.running());
        job.cancel();
        gate.release();
        QTRY_VERIFY(!job.running());
        QTest::qWait(50);
        QCOMPARE(prepared.load(), 1);
        QVERIFY(!job.running());
    }

    // What the work reports reaches progress() on the GUI thread, the last figures last;
    // an exception is failed() with its message.
    void progressAndFailure()
    {
        BackgroundJob job(nullptr);
        QSignalSpy progress(&job, &BackgroundJob::progress);
        QSignalSpy failed(&job, &BackgroundJob::failed);
        QSemaphore gate;
        const BackgroundJob::Progress report = job.progressReporter();
        job.run([&, report](const std::atomic<bool> &) -> BackgroundJob::Apply {
            for (int i = 1; i <= 1000; ++i) {
                report(i, 1000);
            }
            gate.acquire(); // held until the last figures arrived
            throw std::runtime_error("the file went away");
        });
        QTRY_VERIFY(!progress.isEmpty() && progress.last().at(0).toLongLong() == 1000);
        // Throttled: at most one queued update at a time, not one per call.
        QVERIFY2(progress.count() < 1000, qPrintable(QString::number(progress.count())));
        QCOMPARE(progress.last().at(1).toLongLong(), 1000);
        gate.release();
        QVERIFY(failed.wait(kWaitMs));
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("the file went away"));
    }

    // The job destroyed while its work runs: the work is told to stop, and neither its
    // result nor its progress reaches anyone.
    void nothingAfterTheJobIsGone()
    {
        auto job = std::make_unique<BackgroundJob>(nullptr);
        QSemaphore gate;
        std::atomic<bool> toldToStop = false;
        bool applied = false;
        const BackgroundJob::Progress report = job->progressReporter();
        job->run([&, report](const std::atomic<bool> &cancelled) -> BackgroundJob::Apply {
            gate.acquire();
            report(1, 2);
            toldToStop = cancelled.load();
            return [&] { applied = true; };
        });
        QTRY_VERIFY(job->running());
        job.reset();
        gate.release();
        BackgroundJob::waitForAll();
        QCoreApplication::processEvents();
        QVERIFY(toldToStop.load());
        QVERIFY(!applied);
    }
};

QTEST_MAIN(TestBackgroundJob)
#include "tst_background_job.moc"
