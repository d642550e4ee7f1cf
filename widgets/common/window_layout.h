#pragma once
// The main window's place and proportions, kept between runs and across tab switches.
// A window first opened fits the screen it is on (a 1280x800 laptop included); after that
// it comes back where the person left it, at their size. Docks that a page hides (the ESD
// docks while another dataset is in view) come back at the widths they had: QMainWindow
// otherwise hands a dock shown again its minimum width, and the text in it wraps a word a
// line.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace es::widgets {

// Sizes a window opened for the first time to fit its screen's free area, or puts it back
// as it was saved, moved onto a screen it fits when the screens changed. Before it shows.
void restoreWindowGeometry(QMainWindow *window, QSize preferred);
// Saves where the window is and its size (on closing).
void saveWindowGeometry(const QMainWindow *window);

class DockWidths : public QObject
{
    Q_OBJECT

  public:
    // `preferred` are the docks' widths on a screen with room for them. Widths saved by
    // an earlier run are taken up.
    DockWidths(QMainWindow *window, QList<int> preferred);
    // The docks that share the window's width, one on each side of the centre, in the
    // order of `preferred`; set again when a project's panels are made anew.
    void setDocks(const QList<QDockWidget *> &docks);

    // Gives the docks their widths once the window first shows them; from then on the
    // widths the person drags them to are kept.
    void layOut();
    // Whether layOut ran since the docks were set.
    bool laidOut() const { return laidOut_; }
    // The docks are about to show again after a page hid them: their widths go back on
    // once the window has laid them out (the widths it gives them meanwhile are not kept).
    void back();
    // Widths the docks get: as they last were, or fitted to the window.
    QList<int> widths() const;
    // Saves the docks' widths for the next run (on closing the window: a window a
    // program made and dropped, as tests do, leaves the person's widths alone).
    void save();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void apply();

    QMainWindow *window_;
    QList<QPointer<QDockWidget>> docks_;
    QList<int> preferred_;
    QList<int> remembered_; // empty until the docks were seen at widths of their own
    bool laidOut_ = false;  // the docks have had their widths once
};

} // namespace es::widgets
