#pragma once
// Independent parts of a computation on every core: each part writes only its own result,
// so what comes out is what running them one after the other gives.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace es::metrics {

namespace detail {

struct PartFailure
{
    std::size_t part = SIZE_MAX;
    std::exception_ptr error;
};

// Takes parts from `next` in turn until n and does them; the first that throws is kept in
// `failure` and stops every thread taking parts at its next one.
template <typename F>
void takeParts(std::atomic<std::size_t> &next, std::size_t n, F &work, PartFailure &failure)
{
    for (std::size_t k; (k = next.fetch_add(1)) < n;) {
        try {
            work(k);
        } catch (...) {
            failure = {k, std::current_exception()};
            next = n;
            return;
        }
    }
}

// Parts are taken in order, so every part below a failed one was begun: the lowest failure
// kept is the lowest part that threw, which running them one after the other throws first.
inline void rethrowLowest(const PartFailure *failed, std::size_t count)
{
    const PartFailure *first =
        std::min_element(failed, failed + count, [](const PartFailure &a, const PartFailure &b) {
            return a.part < b.part;
        });
    if (first != failed + count && first->error) {
        std::rethrow_exception(first->error);
    }
}

} // namespace detail

// work(k) for every k below n, taken in turn by this thread and up to one more per core
// (never more threads than parts). When parts throw, the exception of the lowest such k is
// rethrown here, as running them one after the other would have thrown it first; threads
// that cannot be started leave their parts to the others.
template <typename F> void forEachPart(std::size_t n, F &&work)
{
    const std::size_t threads =
        std::min<std::size_t>(std::max(1u, std::thread::hardware_concurrency()), n);
    std::vector<detail::PartFailure> failed(std::max<std::size_t>(threads, 1));
    std::atomic<std::size_t> next{0};
    const auto run = [&](detail::PartFailure &failure) {
        detail::takeParts(next, n, work, failure);
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < threads; ++t) {
        try {
            helpers.emplace_back(run, std::ref(failed[t]));
        } catch (const std::system_error &) {
            break; // no more threads to be had: the ones running take every part
        }
    }
    run(failed[0]);
    for (std::thread &h : helpers) {
        h.join();
    }
    detail::rethrowLowest(failed.data(), failed.size());
}

// work(k, scratch) for every k below n, as forEachPart does, where a Scratch is handed from
// one part to the next instead of being made for each: for parts whose buffers are large
// and alike, which would otherwise be memory written for the first time in every part.
// There are never more Scratch than parts running at once.
template <typename Scratch, typename F> void forEachPartWith(std::size_t n, F &&work)
{
    std::mutex mutex;
    std::vector<std::unique_ptr<Scratch>> spare;
    forEachPart(n, [&](std::size_t k) {
        std::unique_ptr<Scratch> scratch;
        {
            const std::lock_guard lock(mutex);
            if (!spare.empty()) {
                scratch = std::move(spare.back());
                spare.pop_back();
            }
        }
        if (!scratch) {
            scratch = std::make_unique<Scratch>();
        }
        work(k, *scratch);
        const std::lock_guard lock(mutex);
        spare.push_back(std::move(scratch));
    });
}

// work(k) for every k below n, begun on one more thread at once while the caller goes on
// with other work, and finished by finish(): the calling thread then takes the parts still
// left, waits for the other one and, when parts threw, rethrows the exception of the lowest
// such k, as forEachPart does. Below `threadFrom` parts no thread is started and finish()
// does them all. The destructor finishes what is begun without rethrowing, so that the
// work never outlives what it refers to when the caller leaves by an exception of its own.
// work must stay valid until finish() returns or the destructor runs.
template <typename F> class PartsInBackground
{
  public:
    PartsInBackground(std::size_t n, F &work, std::size_t threadFrom = 1) : n_(n), work_(work)
    {
        if (n >= threadFrom && n > 1 && std::thread::hardware_concurrency() > 1) {
            try {
                helper_ = std::thread([this] { detail::takeParts(next_, n_, work_, failed_[1]); });
            } catch (const std::system_error &) {
                // No thread to be had: finish() takes every part.
            }
        }
    }
    PartsInBackground(const PartsInBackground &) = delete;
    PartsInBackground &operator=(const PartsInBackground &) = delete;
    ~PartsInBackground()
    {
        if (!finished_) {
            next_ = n_; // parts not begun are not needed any more
            if (helper_.joinable()) {
                helper_.join();
            }
        }
    }

    void finish()
    {
        finished_ = true;
        detail::takeParts(next_, n_, work_, failed_[0]);
        if (helper_.joinable()) {
            helper_.join();
        }
        detail::rethrowLowest(failed_, 2);
    }

  private:
    std::size_t n_;
    F &work_;
    std::atomic<std::size_t> next_{0};
    detail::PartFailure failed_[2];
    bool finished_ = false;
    std::thread helper_;
};

} // namespace es::metrics
