#pragma once
// The one non-modal window each kind of drill-down view lives in: the first call makes
// it, later ones reuse it (a new one when the old view no longer fits: another session,
// project or parent). The window goes when its session does, since the view reads it.

#include <QDialog>
#include <QPointer>
#include <QVBoxLayout>

#include <utility>

namespace es::widgets {

struct ViewWindowLook
{
    const char *objectName = "";
    QString title;
    QSize size;
    int margins = 0;
};

// `fits(view)` says whether the existing view serves this call; `make(dialog)` builds a
// view in a new window; `forget(view)` runs as the session goes, before the window is
// deleted. Returns the view and whether it is new.
template <typename View, typename Fits, typename Make, typename Forget>
std::pair<View *, bool> viewWindow(QPointer<QDialog> &window, QObject &session, QWidget *parent,
                                   const ViewWindowLook &look, Fits fits, Make make, Forget forget)
{
    View *view = window ? window->findChild<View *>() : nullptr;
    if (view && !fits(view)) {
        delete window.data();
        view = nullptr;
    }
    if (view) {
        return {view, false};
    }
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QString::fromLatin1(look.objectName));
    if (!look.title.isEmpty()) {
        dialog->setWindowTitle(look.title);
    }
    auto *layout = new QVBoxLayout(dialog);
    layout->setContentsMargins(look.margins, look.margins, look.margins, look.margins);
    view = make(dialog);
    layout->addWidget(view);
    dialog->resize(look.size);
    window = dialog;
    QObject::connect(&session, &QObject::destroyed, dialog, [dialog, view, forget] {
        forget(view);
        delete dialog;
    });
    return {view, true};
}

inline void bringForward(QDialog *window)
{
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace es::widgets
