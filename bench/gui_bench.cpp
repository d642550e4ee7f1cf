// The workbench on a large project: how long opening and signing in take, how long the
// statistics panel's bootstrap intervals take to appear, and how long closing the window
// takes while they are still being computed (the computation is cancelled, not awaited).
//
//   QT_QPA_PLATFORM=offscreen build/bench/gui_bench PROJECT PERSON [--close-after MS] [--label N]
//                                                   [--grab PNG]
//
// With --label N the person, an annotator, presses 1 and 0 by turns N times on the ESD
// panel (label the pair, move to the next), each timed from the key to the event loop
// having nothing left to do: what a key press costs, saving included. --grab saves a
// picture of the window after the keys, to look at what they left on screen.
// The window is closed MS milliseconds (default 1000) after the first computation
// starts; with a large MS it closes once the intervals are there, which times the
// teardown alone. Figures go to docs/benchmarks.md with the command that produced them.
#include "widgets/common/error_bars.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/main_window.h"

#include <QAction>
#include <QKeySequence>

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QThreadPool>

#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace {

double seconds(const QElapsedTimer &t) { return static_cast<double>(t.nsecsElapsed()) / 1e9; }

// The ESD statistics panel's job (the window has one a dataset).
es::widgets::DebouncedJob *intervalJob(const QWidget &window)
{
    for (auto *job : window.findChildren<es::widgets::DebouncedJob *>()) {
        if (qobject_cast<es::widgets::EsdStatisticsPanel *>(job->parent())) {
            return job;
        }
    }
    return nullptr;
}

} // namespace

int main(int argc, char *argv[])
{
    // Settings and recent files stay out of the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    qint64 closeAfter = 1000;
    int labels = 0;
    QString grab;
    bool usage = argc < 3;
    for (int i = 3; i < argc; i += 2) {
        if (i + 1 < argc && std::strcmp(argv[i], "--close-after") == 0) {
            closeAfter = std::atoll(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--label") == 0) {
            labels = std::atoi(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--grab") == 0) {
            grab = QString::fromLocal8Bit(argv[i + 1]);
        } else {
            usage = true;
        }
    }
    if (usage) {
        std::fprintf(stderr,
                     "usage: gui_bench PROJECT PERSON [--close-after MS] [--label N] [--grab PNG]\n");
        return 2;
    }

    QElapsedTimer total;
    total.start();
    auto window = std::make_unique<es::widgets::MainWindow>();
    QString error;
    if (!window->openProject(QString::fromLocal8Bit(argv[1]), false, false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    window->show();
    window->signIn(QString::fromLocal8Bit(argv[2]));
    // Work the window left for the event loop (laying the list out, first paints) is part
    // of opening.
    for (int k = 0; k < 3; ++k) {
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
    std::printf("open and sign in, to idle: %.2f s\n", seconds(total));

    auto pump = [] { QCoreApplication::processEvents(QEventLoop::AllEvents, 20); };
    // A small project's intervals may be done before they are seen running.
    QElapsedTimer starting;
    starting.start();
    while ((!intervalJob(*window) || !intervalJob(*window)->running()) && starting.elapsed() < 10000) {
        pump();
    }
    const bool started = intervalJob(*window) && intervalJob(*window)->running();
    if (labels > 0) {
        QAction *keys[2] = {nullptr, nullptr};
        for (QAction *a : window->findChildren<QAction *>()) {
            if (qobject_cast<es::widgets::EsdPanel *>(a->parent())) {
                keys[0] = a->shortcut() == QKeySequence(Qt::Key_1) ? a : keys[0];
                keys[1] = a->shortcut() == QKeySequence(Qt::Key_0) ? a : keys[1];
            }
        }
        if (!keys[0] || !keys[1]) {
            std::fprintf(stderr, "gui_bench: no ESD label keys\n");
            return 1;
        }
        std::vector<double> ms;
        for (int i = 0; i < labels; ++i) {
            QElapsedTimer key;
            key.start();
            keys[i % 2]->trigger();
            for (int k = 0; k < 3; ++k) {
                QCoreApplication::processEvents(QEventLoop::AllEvents);
                // As the application's event loop does: without it, what charts delete
                // later would pile up in their scenes and slow every paint.
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            }
            ms.push_back(static_cast<double>(key.nsecsElapsed()) / 1e6);
        }
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        std::printf("label key to idle, %d keys: median %.1f ms, 90th percentile %.1f ms, worst "
                    "%.1f ms (first %.1f ms)\n",
                    labels, sorted[sorted.size() / 2], sorted[sorted.size() * 9 / 10],
                    sorted.back(), ms.front());
    }

    if (!grab.isEmpty() && !window->grab().save(grab)) {
        std::fprintf(stderr, "gui_bench: could not write %s\n", qPrintable(grab));
        return 1;
    }

    QElapsedTimer computing;
    computing.start();
    bool done = false;
    // After labels the intervals start over once labelling pauses: not what is timed here.
    while (started && labels == 0 && computing.elapsed() < closeAfter) {
        pump();
        if (!intervalJob(*window) || !intervalJob(*window)->running()) {
            std::printf("intervals computed in: %.2f s\n", seconds(computing));
            done = true;
            break;
        }
    }
    QElapsedTimer closing;
    closing.start();
    window.reset();
    QThreadPool::globalInstance()->waitForDone();
    std::printf("close %s: %.2f s\n",
                !started || labels > 0 ? "(intervals not timed)"
                : done   ? "after the intervals"
                         : "while computing",
                seconds(closing));
    return 0;
}
