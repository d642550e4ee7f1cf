#include "widgets/common/background_job.h"

#include <QCoreApplication>
#include <QPointer>
#include <QPromise>
#include <QThreadPool>
#include <QTimer>

#ifdef __linux__
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace es::widgets {

namespace {

// The jobs' own pool, so that lowering its threads' priority touches no other work. Owned
// by the application, which waits for its computations as it quits, as it does for the
// global pool.
QThreadPool *backgroundPool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
    }
    return pool;
}

// Once per worker thread (the pool runs nothing else). Raising a nice value needs no
// privilege, lowering it again would, hence a pool of its own.
void lowerThisThread()
{
#ifdef __linux__
    // Ten below the thread's own (capped at 19): a process started with nice keeps the
    // difference.
    thread_local const bool lowered = [] {
        const auto self = static_cast<id_t>(syscall(SYS_gettid));
        errno = 0;
        const int now = getpriority(PRIO_PROCESS, self);
        return errno == 0 && setpriority(PRIO_PROCESS, self, std::min(now + 10, 19)) == 0;
    }();
    static_cast<void>(lowered);
#endif
}

} // namespace

// What a worker's progress reports reach: the job while it lives (read and cleared on
// the GUI thread only), and the latest figures, of which one queued update at a time
// carries the newest.
struct BackgroundJob::Link
{
    BackgroundJob *job = nullptr;
    std::atomic<std::int64_t> done = 0;
    std::atomic<std::int64_t> total = 0;
    std::atomic<bool> queued = false;
};

BackgroundJob::BackgroundJob(QObject *parent, Prepare prepare, int debounceMs)
    : QObject(parent), prepare_(std::move(prepare)), timer_(new QTimer(this)),
      debounceMs_(debounceMs), link_(std::make_shared<Link>())
{
    link_->job = this;
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &BackgroundJob::start);
    connect(&watcher_, &QFutureWatcherBase::finished, this, &BackgroundJob::finished);
}

BackgroundJob::~BackgroundJob()
{
    // A computation still running keeps its own copies alive and stops on them soon; with
    // the watcher gone, its Apply never runs, and its progress reaches no one.
    link_->job = nullptr;
    watcher_.disconnect(this);
    if (cancel_) {
        cancel_->store(true);
    }
}

void BackgroundJob::run(Work work)
{
    next_ = std::move(work);
    invalidate(true);
}

void BackgroundJob::invalidate(bool now)
{
    ++generation_;
    wanted_ = true;
    if (busy_) {
        cancel_->store(true); // its result is stale whatever it finds
    }
    timer_->start(now ? 0 : debounceMs_);
}

void BackgroundJob::cancel()
{
    ++generation_;
    wanted_ = false;
    next_ = {};
    timer_->stop();
    if (busy_) {
        cancel_->store(true);
    }
}

BackgroundJob::Progress BackgroundJob::progressReporter()
{
    return [link = link_](std::int64_t done, std::int64_t total) {
        link->done = done;
        link->total = total;
        if (link->queued.exchange(true)) {
            return; // the update already queued will carry these figures
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [link] {
                link->queued = false;
                if (link->job != nullptr && link->job->busy_) {
                    emit link->job->progress(link->done.load(), link->total.load());
                }
            },
            Qt::QueuedConnection);
    };
}

void BackgroundJob::waitForAll()
{
    backgroundPool()->waitForDone();
}

void BackgroundJob::start()
{
    if (busy_) {
        return; // finished() starts again once the running, now stale, computation ends
    }
    wanted_ = false;
    Work work = next_ ? std::move(next_) : prepare_ ? prepare_() : Work();
    next_ = {};
    if (!work) {
        return;
    }
    busy_ = true;
    runningGeneration_ = generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto promise = std::make_shared<QPromise<Outcome>>();
    watcher_.setFuture(promise->future());
    promise->start();
    backgroundPool()->start([promise, cancel = cancel_, work = std::move(work)] {
        lowerThisThread();
        Outcome outcome;
        try {
            outcome.apply = work(*cancel);
        } catch (const std::exception &e) {
            outcome.error = QString::fromUtf8(e.what());
        } catch (...) {
            outcome.error = tr("unknown error");
        }
        promise->addResult(std::move(outcome));
        promise->finish();
    });
}

void BackgroundJob::finished()
{
    busy_ = false;
    if (runningGeneration_ != generation_) {
        // Stale: the data changed meanwhile. Start again now unless the debounce timer
        // will (changes still coming in) or the job was cancelled.
        if (!timer_->isActive() && wanted_) {
            start();
        }
        return;
    }
    const QFuture<Outcome> future = watcher_.future();
    const Outcome outcome =
        future.resultCount() > 0 ? future.result() : Outcome{{}, tr("cancelled")};
    if (!outcome.error.isEmpty()) {
        emit failed(outcome.error);
        return;
    }
    if (outcome.apply) {
        outcome.apply();
    }
    emit applied();
}

} // namespace es::widgets
