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

// A tooltip showing `text` as it is: a tooltip guesses "rich text" too, so the text is
// escaped inside a tag that makes it rich text on purpose (and lets long text wrap).
inline QString plainToolTip(const QString &text)
{
    return text.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

} // namespace es::widgets
