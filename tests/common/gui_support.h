#pragma once
// Helpers for the GUI suites (which link Qt Widgets; the others do not).

#include <QApplication>
#include <QPlainTextEdit>
#include <QString>
#include <QTest>
#include <QTextCursor>
#include <QTimer>
#include <QWidget>
#include <functional>

namespace es::test {

// Saves a picture of `w` as NAME.png in $EVENTSCOPE_SCREENSHOTS (or the folder another
// variable names), when set, for people to look at what a test drove the GUI into.
inline void screenshot(QWidget *w, const QString &name,
                       const char *variable = "EVENTSCOPE_SCREENSHOTS")
{
    const QString dir = qEnvironmentVariable(variable);
    if (!dir.isEmpty()) {
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

// Runs `answer` on the next modal dialog of type T as soon as it is up (a modal exec()
// blocks the test until then).
template <typename T> void whenModal(std::function<void(T *)> answer)
{
    auto *poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, [poll, answer] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            answer(dialog);
        }
    });
    poll->start();
}

// Selects the first occurrence of `piece` in `view`, as a drag of the mouse would.
inline void select(QPlainTextEdit *view, const QString &piece)
{
    const auto at = view->toPlainText().indexOf(piece);
    QVERIFY2(at >= 0, qPrintable(piece));
    QTextCursor c = view->textCursor();
    c.setPosition(static_cast<int>(at));
    c.setPosition(static_cast<int>(at + piece.size()), QTextCursor::KeepAnchor);
    view->setTextCursor(c);
}

} // namespace es::test
