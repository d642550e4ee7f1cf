// Test helper: opens the workbench on a project, signs in, labels the current pair
// with the "1" key, says which pair on stdout, then keeps running until it is killed.
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/main_window.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: label_and_wait PROJECT ANNOTATOR\n");
        return 2;
    }
    es::widgets::MainWindow window;
    QString error;
    if (!window.openProject(QString::fromLocal8Bit(argv[1]), false, false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    window.show();
    window.signIn(QString::fromLocal8Bit(argv[2]));
    QTimer::singleShot(0, [&window] {
        // Window shortcuts only fire in the active window, as for a person.
        if (!QTest::qWaitForWindowActive(&window)) {
            std::printf("FAILED: window never became active\n");
            std::fflush(stdout);
            return;
        }
        es::widgets::EsdPanel *panel = window.esdPanel();
        const std::uint32_t pair = *panel->currentPair();
        QTest::keyClick(panel, Qt::Key_1);
        const auto &snap = window.esdSession()->snapshot();
        // Only once the panel shows the label as saved do we say so.
        if (window.esdSession()->myLabel(pair) == 1) {
            std::printf("LABELLED %s\n", snap.pairs[pair].extId.c_str());
        } else {
            std::printf("FAILED\n");
        }
        std::fflush(stdout);
    });
    return QApplication::exec();
}
