#pragma once
// Labels that never interpret their text: data from files is untrusted, and a label
// that guesses "rich text" would render markup from it.

#include <QLabel>

namespace es::widgets {

inline QLabel *plainLabel(const QString &text, QWidget *parent, bool selectable = false)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setText(text);
    if (selectable) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    return l;
}

} // namespace es::widgets
