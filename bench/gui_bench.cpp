// The workbench on a large project: how long opening and signing in take, how long the
// statistics panel's bootstrap intervals take to appear, and how long closing the window
// takes while they are still being computed (the computation is cancelled, not awaited).
//
//   QT_QPA_PLATFORM=offscreen build/bench/gui_bench PROJECT PERSON [--close-after MS] [--label N]
//                                                   [--ester-edits N] [--openpi-edits N]
//                                                   [--grab PNG]
//
// With --label N the person, an annotator, presses 1 and 0 by turns N times on the ESD
// panel (label the pair, move to the next), each timed from the key to the event loop
// having nothing left to do: what a key press costs, saving included. --grab saves a
// picture of the window after the keys, to look at what they left on screen.
// With --ester-edits N the person changes their answers to N questions of the ESTER
// panel (dropping their last answer, or giving the first gold answer back), each timed
// from the session's edit to the event loop having nothing left to do: what saving a
// question's answers costs, with every view that follows the session.
// With --openpi-edits N the person rates N entities' global salience on the OpenPI panel
// (the entity's rating moved by one, or a first rating of 3), each timed likewise.
// The window is closed MS milliseconds (default 1000) after the first computation
// starts; with a large MS it closes once the intervals are there, which times the
// teardown alone. Figures go to docs/benchmarks.md with the command that produced them.
#include "widgets/common/background_job.h"
#include "widgets/common/error_bars.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_session.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QKeySequence>
#include <QStandardPaths>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace {

double seconds(const QElapsedTimer &t) { return static_cast<double>(t.nsecsElapsed()) / 1e9; }

// The ESD statistics panel's job (the window has one a dataset).
es::widgets::BackgroundJob *intervalJob(const QWidget &window)
{
    for (auto *job : window.findChildren<es::widgets::BackgroundJob *>()) {
        if (qobject_cast<es::widgets::EsdStatisticsPanel *>(job->parent())) {
            return job;
        }
    }
    return nullptr;
}

void printTimes(const char *what, std::vector<double> ms)
{
    if (ms.empty()) {
        std::printf("%s: nothing timed\n", what);
        return;
    }
    const double first = ms.front();
    std::sort(ms.begin(), ms.end());
    std::printf(
        "%s, %zu times: median %.1f ms, 90th percentile %.1f ms, worst %.1f ms (first %.1f ms)\n",
        what, ms.size(), ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back(), first);
}

} // namespace

int main(int argc, char *argv[])
{
    // Settings and recent files stay out of the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    qint64 closeAfter = 1000;
    int labels = 0;
    int esterEdits = 0;
    int openPiEdits = 0;
    QString grab;
    bool usage = argc < 3;
    for (int i = 3; i < argc; i += 2) {
        if (i + 1 < argc && std::strcmp(argv[i], "--close-after") == 0) {
            closeAfter = std::atoll(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--label") == 0) {
            labels = std::atoi(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--ester-edits") == 0) {
            esterEdits = std::atoi(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--openpi-edits") == 0) {
            openPiEdits = std::atoi(argv[i + 1]);
        } else if (i + 1 < argc && std::strcmp(argv[i], "--grab") == 0) {
            grab = QString::fromLocal8Bit(argv[i + 1]);
        } else {
            usage = true;
        }
    }
    if (usage) {
        std::fprintf(stderr, "usage: gui_bench PROJECT PERSON [--close-after MS] [--label N] "
                             "[--ester-edits N] [--openpi-edits N] [--grab PNG]\n");
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

    auto settle = [] {
        for (int k = 0; k < 3; ++k) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            // As the application's event loop does: without it, what charts delete
            // later would pile up in their scenes and slow every paint.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    };
    auto pump = [] { QCoreApplication::processEvents(QEventLoop::AllEvents, 20); };
    // A small project's intervals may be done before they are seen running.
    QElapsedTimer starting;
    starting.start();
    const bool edits = esterEdits > 0 || openPiEdits > 0;
    while (!edits && (!intervalJob(*window) || !intervalJob(*window)->running()) &&
           starting.elapsed() < 10000) {
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
            settle();
            ms.push_back(static_cast<double>(key.nsecsElapsed()) / 1e6);
        }
        printTimes("label key to idle", ms);
    }
    if (esterEdits > 0) {
        es::widgets::EsterSession *session = window->esterSession();
        window->datasets()->setCurrentIndex(1);
        settle();
        const std::string person = session->annotator().toStdString();
        std::vector<double> ms;
        for (int i = 0; i < esterEdits && !session->snapshot().questions.empty(); ++i) {
            const auto &snap = session->snapshot();
            const auto q =
                static_cast<std::uint32_t>((std::size_t(i) * 7919) % snap.questions.size());
            auto set = session->answersOf(q, person).value_or(
                es::db::EsterAnswerSet{snap.questions[q].type, {}});
            if (set.answers.size() > 1) {
                set.answers.pop_back();
            } else if (!snap.questions[q].gold.empty()) {
                set.answers.push_back(snap.questions[q].gold.front());
            }
            QElapsedTimer edit;
            edit.start();
            if (!session->setAnswers(snap.questions[q].id, set)) {
                std::fprintf(stderr, "gui_bench: the ESTER edit was refused\n");
                return 1;
            }
            settle();
            ms.push_back(static_cast<double>(edit.nsecsElapsed()) / 1e6);
        }
        printTimes("ESTER answers saved, to idle", ms);
    }
    if (openPiEdits > 0) {
        es::widgets::OpenPiSession *session = window->openPiSession();
        window->datasets()->setCurrentIndex(2);
        settle();
        std::vector<double> ms;
        const std::size_t entities = session->snapshot().entities.size();
        for (int i = 0; i < openPiEdits && entities > 0; ++i) {
            const auto e = static_cast<std::uint32_t>((std::size_t(i) * 7919) % entities);
            const auto now = session->rating(session->myRater(), e, 0);
            const std::optional<int> value = now ? std::optional<int>(*now == 5 ? 4 : *now + 1) : 3;
            QElapsedTimer edit;
            edit.start();
            if (!session->setSalience(e, 0, value)) {
                std::fprintf(stderr, "gui_bench: the OpenPI edit was refused\n");
                return 1;
            }
            settle();
            ms.push_back(static_cast<double>(edit.nsecsElapsed()) / 1e6);
        }
        printTimes("OpenPI salience saved, to idle", ms);
    }

    if (!grab.isEmpty() && !window->grab().save(grab)) {
        std::fprintf(stderr, "gui_bench: could not write %s\n", qPrintable(grab));
        return 1;
    }

    QElapsedTimer computing;
    computing.start();
    bool done = false;
    // After labels the intervals start over once labelling pauses: not what is timed here.
    while (started && labels == 0 && !edits && computing.elapsed() < closeAfter) {
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
    es::widgets::BackgroundJob::waitForAll();
    std::printf("close %s: %.2f s\n",
                !started || labels > 0 || edits ? "(intervals not timed)"
                : done                          ? "after the intervals"
                                                : "while computing",
                seconds(closing));
    return 0;
}
