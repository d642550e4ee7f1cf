#include "widgets/common/keys.h"

#include "widgets/common/key_list_model.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QRegularExpression>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace es::widgets {

namespace {

const char *const kWhat = "es_keyWhat";
const char *const kGroup = "es_keyGroup";

bool isLeaveKey(const QKeyEvent *k)
{
    if ((k->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) {
        return false;
    }
    return k->key() == Qt::Key_Escape || k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter;
}

// Claims Esc and Enter from every shortcut (a panel's "Enter saves", "Esc cancels")
// while the field has focus, then hands focus on.
class LeaveField : public QObject
{
  public:
    LeaveField(QLineEdit *field, QAction *action) : QObject(field), action_(action) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress) {
            return QObject::eventFilter(watched, event);
        }
        auto *k = static_cast<QKeyEvent *>(event);
        if (!isLeaveKey(k)) {
            return QObject::eventFilter(watched, event);
        }
        event->accept();
        if (event->type() == QEvent::KeyPress && action_) {
            action_->trigger();
        }
        return true;
    }

  private:
    QPointer<QAction> action_;
};

QString plainText(QString text)
{
    // "&Open project…" in a menu is "Open project" in the list.
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.endsWith(QChar(0x2026))) {
        text.chop(1);
    }
    return text.trimmed();
}

QString groupOf(const QWidget *w, const QString &fallback)
{
    for (const QWidget *p = w; p; p = p->parentWidget()) {
        if (const auto *menu = qobject_cast<const QMenu *>(p); menu && !menu->title().isEmpty()) {
            return plainText(menu->title());
        }
        const QVariant g = p->property(kGroup);
        if (g.isValid()) {
            return g.toString();
        }
    }
    return fallback;
}

} // namespace

QAction *addKey(QWidget *owner, const QString &what, const QList<QKeySequence> &keys, Qt::ShortcutContext context,
                std::function<void()> f)
{
    auto *a = new QAction(what, owner);
    a->setShortcuts(keys);
    a->setShortcutContext(context);
    a->setProperty(kWhat, what);
    QObject::connect(a, &QAction::triggered, owner, [f = std::move(f)] { f(); });
    owner->addAction(a);
    return a;
}

void setKeyWhat(QAction *action, const QString &what) { action->setProperty(kWhat, what); }

void setKeyGroup(QWidget *w, const QString &group) { w->setProperty(kGroup, group); }

void leaveFieldWithEscEnter(QLineEdit *field, std::function<QWidget *()> target, const QString &what)
{
    QAction *a = addKey(field, what,
                        {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
                        Qt::WidgetShortcut, [target = std::move(target)] {
                            if (QWidget *t = target()) {
                                t->setFocus(Qt::ShortcutFocusReason);
                            }
                        });
    field->installEventFilter(new LeaveField(field, a));
}

QList<KeyEntry> collectKeys(QWidget *root, const QStringList &groupOrder)
{
    QList<KeyEntry> out;
    std::set<const QAction *> seen;
    const QString window = ShortcutsDialog::tr("Whole window");
    auto take = [&](const QWidget *w) {
        for (const QAction *a : w->actions()) {
            if (a->shortcuts().isEmpty() || !seen.insert(a).second) {
                continue;
            }
            const QVariant said = a->property(kWhat);
            const QString what = said.isValid() ? said.toString() : plainText(a->text());
            if (what.isEmpty()) {
                continue;
            }
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts()) {
                keys << k.toString(QKeySequence::NativeText);
            }
            out.append({groupOf(w, window), keys.join(QStringLiteral(", ")), what});
        }
    };
    take(root);
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        take(w);
    }
    // Grouped, each group where it first appeared, keys in the order they were made.
    QStringList order;
    for (const QString &g : groupOrder) {
        if (std::any_of(out.begin(), out.end(), [&g](const KeyEntry &e) { return e.group == g; })) {
            order << g;
        }
    }
    for (const KeyEntry &e : out) {
        if (!order.contains(e.group)) {
            order << e.group;
        }
    }
    std::stable_sort(out.begin(), out.end(), [&order](const KeyEntry &a, const KeyEntry &b) {
        return order.indexOf(a.group) < order.indexOf(b.group);
    });
    return out;
}

ShortcutsDialog::ShortcutsDialog(const QList<KeyEntry> &keys, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("ShortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *filter = new QLineEdit(this);
    filter->setPlaceholderText(tr("Find a key or what it does"));
    filter->setClearButtonEnabled(true);
    list_ = new QTreeView(this);
    list_->setObjectName(QStringLiteral("ShortcutList"));
    auto *model = new KeyListModel(keys, list_);
    list_->setModel(model);
    list_->header()->setSectionsClickable(false);
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    for (int g = 0; g < model->rowCount(); ++g) {
        list_->setFirstColumnSpanned(g, {}, true);
    }
    list_->expandAll();
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(filter);
    layout->addWidget(list_, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(filter, &QLineEdit::textChanged, this, [this, model](const QString &text) {
        const auto contains = [&text](const QModelIndex &index) {
            return index.data().toString().contains(text, Qt::CaseInsensitive);
        };
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex head = model->index(g, 0);
            int shown = 0;
            for (int i = 0; i < model->rowCount(head); ++i) {
                const bool match = text.isEmpty() ||
                                   contains(model->index(i, KeyListModel::KeyColumn, head)) ||
                                   contains(model->index(i, KeyListModel::WhatColumn, head)) ||
                                   contains(head);
                list_->setRowHidden(i, head, !match);
                shown += match ? 1 : 0;
            }
            list_->setRowHidden(g, {}, shown == 0);
        }
    });
    leaveFieldWithEscEnter(filter, [this] { return list_; }, tr("Leave the search field for the list"));
    resize(680, 600);
}

} // namespace es::widgets
