#pragma once
// Helpers for the GUI suites (which link Qt Widgets; the others do not).

#include <QString>
#include <QWidget>

namespace es::test {

// Saves a picture of `w` as NAME.png in $EVENTSCOPE_SCREENSHOTS, when set, for people to
// look at what a test drove the GUI into.
inline void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("EVENTSCOPE_SCREENSHOTS");
    if (!dir.isEmpty()) {
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
}

} // namespace es::test
