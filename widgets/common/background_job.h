#pragma once
// The one way the workbench runs work off the GUI thread: statistics and their intervals,
// imports, report exports and the probe of a server all go through a BackgroundJob.
//
// A job runs at most one computation at a time. Its Work runs on a worker thread and must
// touch nothing but what it was given (copies, or a connection of its own); the Apply it
// returns runs on the GUI thread, only if nothing newer was asked of the job meanwhile
// (a stale result is dropped), and never after the job is destroyed. The Work is told to
// stop through its `cancelled` flag (BootstrapOptions::cancel takes it) as soon as its
// result can no longer be applied: at the next request, at cancel() and when the job is
// destroyed, so that neither a fresh computation nor quitting waits for a stale one.
//
// Two ways to ask: run(work) starts now; invalidate() says the data changed and, with a
// Prepare given at construction, starts a computation once the changes pause, so that
// labelling at speed never queues a computation per key. prepare() runs on the GUI thread
// and is never called while an earlier computation of this job runs, so it may reuse data
// it handed to that one.
//
// The worker threads run at a lower priority than the GUI thread (nice 10 on Linux), as
// do the threads a Work starts, which inherit it: on two cores, a computation's threads
// would otherwise take turns with the GUI thread and delay key presses by tens of
// milliseconds. On an idle machine they still run at full speed.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

class QTimer;

namespace es::widgets {

class BackgroundJob : public QObject
{
    Q_OBJECT

  public:
    using Apply = std::function<void()>;
    using Work = std::function<Apply(const std::atomic<bool> &cancelled)>;
    using Prepare = std::function<Work()>;
    // Callable from the worker: the latest figures reach progress() on the GUI thread,
    // at most one queued update at a time however often it is called.
    using Progress = std::function<void(std::int64_t done, std::int64_t total)>;

    static constexpr int kDebounceMs = 500;

    explicit BackgroundJob(QObject *parent, Prepare prepare = {}, int debounceMs = kDebounceMs);
    ~BackgroundJob() override;

    // Starts `work` now, or as soon as the running (now stale) computation stopped.
    void run(Work work);
    // The data changed: whatever is being computed is stale, and a computation starts
    // debounceMs after the last call (with `now`, as soon as the event loop runs).
    void invalidate(bool now = false);
    // Stops what runs and drops its result; nothing is applied and nothing starts.
    void cancel();
    // A computation is running on a worker thread.
    bool running() const { return busy_; }
    // Requests counted so far; a result is applied only for the latest.
    std::uint64_t generation() const { return generation_; }
    // For the Work of the next computation to report its progress with.
    Progress progressReporter();
    // Waits until every job's computations have ended (for tests and benchmarks: the
    // application waits for them as it quits).
    static void waitForAll();

  signals:
    // The Apply of the latest request ran.
    void applied();
    // The computation of the latest request threw; nothing was applied.
    void failed(const QString &reason);
    // What the running computation reported through progressReporter().
    void progress(qint64 done, qint64 total);

  private:
    struct Outcome
    {
        Apply apply;
        QString error;
    };
    struct Link;
    void start();
    void finished();

    Prepare prepare_;
    Work next_; // run()'s work, waiting for its turn
    QTimer *timer_;
    int debounceMs_;
    QFutureWatcher<Outcome> watcher_;
    // The running computation's flag; shared because the computation may outlive the job.
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<Link> link_;
    bool busy_ = false;
    bool wanted_ = false; // a computation was asked for and has not started yet
    std::uint64_t generation_ = 0;
    std::uint64_t runningGeneration_ = 0;
};

} // namespace es::widgets
