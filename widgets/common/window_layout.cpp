#include "widgets/common/window_layout.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <cstdlib>

namespace es::widgets {

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kDockWidthsKey = QStringLiteral("window/dockWidths");
// Room a window manager takes around a window for its frame and title bar.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 48;
// The centre keeps this much of the window's width for the page between the docks.
constexpr int kCentreWidth = 560;
constexpr int kNarrowestDock = 180;
// The separators beside the two docks.
constexpr int kSeparators = 16;
} // namespace

void restoreWindowGeometry(QMainWindow *window, QSize preferred)
{
    const QByteArray saved = QSettings().value(kGeometryKey).toByteArray();
    if (!saved.isEmpty() && window->restoreGeometry(saved)) {
        return;
    }
    QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        window->resize(preferred);
        return;
    }
    const QRect free = screen->availableGeometry();
    const QSize fits = preferred.boundedTo(free.size() - QSize(kFrameWidth, kFrameHeight));
    window->resize(fits);
    // Centred in what the screen leaves free, with the title bar on the screen.
    window->move(free.x() + (free.width() - fits.width() - kFrameWidth) / 2,
                 free.y() + std::max(0, (free.height() - fits.height() - kFrameHeight) / 2));
}

void saveWindowGeometry(const QMainWindow *window)
{
    QSettings().setValue(kGeometryKey, window->saveGeometry());
}

DockWidths::DockWidths(QMainWindow *window, QList<int> preferred)
    : QObject(window), window_(window), preferred_(std::move(preferred))
{
    window_->installEventFilter(this);
    const QVariantList saved = QSettings().value(kDockWidthsKey).toList();
    if (saved.size() == preferred_.size()) {
        for (const QVariant &w : saved) {
            remembered_ << std::max(kNarrowestDock, w.toInt());
        }
    }
}

void DockWidths::setDocks(const QList<QDockWidget *> &docks)
{
    docks_.clear();
    for (QDockWidget *d : docks) {
        docks_ << d;
    }
    laidOut_ = false;
}

void DockWidths::layOut()
{
    laidOut_ = true;
    apply();
}

void DockWidths::back()
{
    if (!laidOut_) {
        return;
    }
    // The window lays the docks out when they show; the widths go on after that.
    QTimer::singleShot(0, this, &DockWidths::apply);
}

bool DockWidths::eventFilter(QObject *watched, QEvent *event)
{
    // The person sets a dock's width by dragging the separator beside it, which the window
    // itself handles: the widths when the button comes up are theirs. Widths the docks get
    // any other way (a narrower window, a page's minimum width) are the window's doing.
    if (watched == window_ && event->type() == QEvent::MouseButtonRelease && laidOut_) {
        QTimer::singleShot(0, this, [this] {
            QList<int> now;
            for (const auto &d : std::as_const(docks_)) {
                if (!d || !d->isVisible() || d->isFloating()) {
                    return;
                }
                now << d->width();
            }
            remembered_ = now;
        });
    }
    return QObject::eventFilter(watched, event);
}

QList<int> DockWidths::widths() const
{
    // A first layout leaves the centre a comfortable width; the person's own widths give
    // way only where the page between them would not fit at all.
    const QWidget *centre = window_->centralWidget();
    const int centreNeeds =
        remembered_.isEmpty()
            ? kCentreWidth
            : std::max(centre ? centre->minimumSizeHint().width() : 0, kNarrowestDock) +
                  kSeparators;
    const int room = window_->width() - centreNeeds;
    QList<int> want = remembered_.isEmpty() ? preferred_ : remembered_;
    int total = 0;
    for (int w : want) {
        total += w;
    }
    if (total > room && total > 0) {
        // A window narrower than it was: the docks give up room in proportion.
        for (int &w : want) {
            w = std::max(kNarrowestDock, w * std::max(room, 0) / total);
        }
    }
    return want;
}

void DockWidths::apply()
{
    QList<QDockWidget *> shown;
    QList<int> want;
    const QList<int> all = widths();
    for (qsizetype i = 0; i < docks_.size(); ++i) {
        QDockWidget *d = docks_[i];
        if (d && d->isVisible() && !d->isFloating()) {
            shown << d;
            want << all.value(i);
        }
    }
    if (shown.isEmpty()) {
        return;
    }
    // The layout still holds the minimum width of the page that hid the docks until its
    // next pass: taken first, or it squeezes the widths given now.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    window_->resizeDocks(shown, want, Qt::Horizontal);
    // The layout takes the widths on at its next pass, which a page's minimum width may
    // still squeeze: given once more then.
    QTimer::singleShot(
        0, this, [this, shown = QList<QPointer<QDockWidget>>(shown.begin(), shown.end()), want] {
            QList<QDockWidget *> docks;
            bool off = false;
            for (qsizetype i = 0; i < shown.size(); ++i) {
                if (!shown[i] || !shown[i]->isVisible()) {
                    return;
                }
                docks << shown[i].data();
                off = off || std::abs(shown[i]->width() - want[i]) > 2;
            }
            if (off) {
                window_->resizeDocks(docks, want, Qt::Horizontal);
            }
            if (remembered_.isEmpty() && shown.size() == docks_.size()) {
                remembered_ = want;
            }
        });
}

void DockWidths::save()
{
    if (remembered_.isEmpty()) {
        return;
    }
    QVariantList out;
    for (int w : std::as_const(remembered_)) {
        out << w;
    }
    QSettings().setValue(kDockWidthsKey, out);
}

} // namespace es::widgets
