#pragma once
// Every key of the workbench is a QAction carrying words for what it does, so the
// shortcut list (Help > Keyboard shortcuts) is read off the keys themselves and can
// never drift from what the keys do.

#include <QAction>
#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <functional>

class QLineEdit;
class QTreeView;

namespace es::widgets {

// A key of `owner` (and, with Qt::WidgetWithChildrenShortcut, of its children) that
// calls `f`; `what` says what it does, in the words the shortcut list shows.
QAction *addKey(QWidget *owner, const QString &what, const QList<QKeySequence> &keys, Qt::ShortcutContext context,
                std::function<void()> f);
inline QAction *addKey(QWidget *owner, const QString &what, const QKeySequence &key, Qt::ShortcutContext context,
                       std::function<void()> f)
{
    return addKey(owner, what, QList<QKeySequence>{key}, context, std::move(f));
}

// The words the shortcut list shows for an action whose own text changes (Undo "…").
void setKeyWhat(QAction *action, const QString &what);

// The heading the keys of `w` and its children are listed under.
void setKeyGroup(QWidget *w, const QString &group);

// Esc, Enter and Return leave a search or filter field for `target()` (the list it
// filters): otherwise the panel's one-letter keys would go on typing into the field.
// The field's text, and so its filter, stays.
void leaveFieldWithEscEnter(QLineEdit *field, std::function<QWidget *()> target, const QString &what);

struct KeyEntry
{
    QString group;
    QString keys; // native text, alternatives joined by ", "
    QString what;
};

// Every key with words of `root`'s widgets, their menus and `root` itself, grouped
// under the nearest heading; a key shared by several widgets is listed once. Groups
// named in `order` come first, in that order; the others follow as they appear.
QList<KeyEntry> collectKeys(QWidget *root, const QStringList &order = {});

// Help > Keyboard shortcuts: the list of collectKeys(), grouped, searchable.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

  public:
    explicit ShortcutsDialog(const QList<KeyEntry> &keys, QWidget *parent = nullptr);
    QTreeView *list() const { return list_; }

  private:
    QTreeView *list_;
};

} // namespace es::widgets
