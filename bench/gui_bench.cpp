// The workbench on a large project: how long opening and signing in take, how long the
// statistics panel's bootstrap intervals take to appear, and how long closing the window
// takes while they are still being computed (the computation is cancelled, not awaited).
//
//   QT_QPA_PLATFORM=offscreen build/bench/gui_bench PROJECT PERSON [--close-after MS]
//
// The window is closed MS milliseconds (default 1000) after the first computation
// starts; with a large MS it closes once the intervals are there, which times the
// teardown alone. Figures go to docs/benchmarks.md with the command that produced them.
#include "widgets/common/error_bars.h"
#include "widgets/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QThreadPool>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace {

double seconds(const QElapsedTimer &t) { return static_cast<double>(t.nsecsElapsed()) / 1e9; }

// The ESD statistics panel's job (the first one the window makes).
es::widgets::DebouncedJob *intervalJob(const QWidget &window)
{
    return window.findChild<es::widgets::DebouncedJob *>();
}

} // namespace

int main(int argc, char *argv[])
{
    // Settings and recent files stay out of the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    if (argc != 3 && !(argc == 5 && std::strcmp(argv[3], "--close-after") == 0)) {
        std::fprintf(stderr, "usage: gui_bench PROJECT PERSON [--close-after MS]\n");
        return 2;
    }
    const qint64 closeAfter = argc == 5 ? std::atoll(argv[4]) : 1000;

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
    std::printf("open and sign in: %.2f s\n", seconds(total));

    auto pump = [] { QCoreApplication::processEvents(QEventLoop::AllEvents, 20); };
    while (!intervalJob(*window) || !intervalJob(*window)->running()) {
        pump();
    }
    QElapsedTimer computing;
    computing.start();
    bool done = false;
    while (computing.elapsed() < closeAfter) {
        pump();
        if (!intervalJob(*window)->running()) {
            std::printf("intervals computed in: %.2f s\n", seconds(computing));
            done = true;
            break;
        }
    }
    QElapsedTimer closing;
    closing.start();
    window.reset();
    QThreadPool::globalInstance()->waitForDone();
    std::printf("close %s: %.2f s\n", done ? "after the intervals" : "while computing",
                seconds(closing));
    return 0;
}
