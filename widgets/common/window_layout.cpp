#include "widgets/common/window_layout.h"

#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <algorithm>

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
    const QVariantList saved = QSettings().value(kDockWidthsKey).toList();
    if (saved.size() == preferred_.size()) {
        for (const QVariant &w : saved) {
            remembered_ << std::max(kNarrowestDock, w.toInt());
        }
    }
}

void DockWidths::setDocks(const QList<QDockWidget *> &docks)
{
    for (const auto &d : std::as_const(docks_)) {
        if (d) {
            d->removeEventFilter(this);
        }
    }
    docks_.clear();
    for (QDockWidget *d : docks) {
        docks_ << d;
        d->installEventFilter(this);
    }
    laidOut_ = false;
    returning_ = false;
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
    returning_ = true;
    // The window lays the docks out when they show; the widths go on after that.
    QTimer::singleShot(0, this, &DockWidths::apply);
}

bool DockWidths::eventFilter(QObject *watched, QEvent *event)
{
    // A width the dock was given beside the centre, by its layout or by a drag: kept.
    if (event->type() == QEvent::Resize && laidOut_ && !returning_) {
        const auto at = std::find(docks_.begin(), docks_.end(), watched);
        auto *dock = static_cast<QDockWidget *>(watched);
        if (at != docks_.end() && dock->isVisible() && !dock->isFloating() && dock->width() > 0) {
            if (remembered_.size() != docks_.size()) {
                remembered_ = widths();
            }
            remembered_[at - docks_.begin()] = dock->width();
        }
    }
    return QObject::eventFilter(watched, event);
}

QList<int> DockWidths::widths() const
{
    const int room = window_->width() - kCentreWidth;
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
    for (const auto &d : std::as_const(docks_)) {
        if (!d || !d->isVisible() || d->isFloating()) {
            returning_ = false;
            return;
        }
        shown << d.data();
    }
    const QList<int> want = widths();
    window_->resizeDocks(shown, want, Qt::Horizontal);
    // The layout takes the widths on at its next pass; the sizes it gives meanwhile are
    // not the person's.
    QTimer::singleShot(0, this, [this, want] {
        returning_ = false;
        if (remembered_.isEmpty()) {
            remembered_ = want;
        }
    });
    returning_ = true;
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
