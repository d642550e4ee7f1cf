#pragma once
// What the adjudication suites start every case from: a new demo project in the main
// window, signed in as its adjudicator, on the adjudication tab.

#include "common/gui_support.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/main_window.h"

#include <QAbstractItemModelTester>
#include <QListView>
#include <QSize>
#include <QTableView>
#include <QTest>
#include <memory>

namespace es::test {

// The child of the adjudication panel named `name`; a missing one ends the suite.
template <typename T> T *panelChild(const widgets::MainWindow &window, const char *name)
{
    T *w = window.adjudication()->findChild<T *>(QString::fromLatin1(name));
    if (!w) {
        qFatal("no %s", name);
    }
    return w;
}

// The window, or nullptr (with a warning) when the project did not open or the window did
// not show. The queue's and the raters' models are checked by QAbstractItemModelTester
// through every decision, undo and reload of the case (a tester goes with its model when a
// sign-in builds the panels again).
inline std::unique_ptr<widgets::MainWindow> adjudicationWindow(const QString &project, QSize size)
{
    auto window = std::make_unique<widgets::MainWindow>();
    window->resize(size);
    QString error;
    if (!window->openProject(project, true, true, &error)) {
        qWarning() << error;
        return nullptr;
    }
    window->signIn(QStringLiteral("lead")); // the demo's adjudicator
    window->showDataset(3);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) {
        return nullptr;
    }
    for (QAbstractItemModel *model :
         {panelChild<QListView>(*window, "AdjudicationQueue")->model(),
          panelChild<QTableView>(*window, "AdjudicationRaters")->model()}) {
        new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     model);
    }
    return window;
}

} // namespace es::test
