#include "widgets/ester/passage_view.h"

#include "widgets/ester/qa_checks.h"

#include <QMouseEvent>
#include <QTextBlock>

#include <algorithm>

namespace es::widgets {

PassageView::PassageView(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setObjectName(QStringLiteral("PassageView"));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    setFont(f);
}

void PassageView::setPassage(const QString &text)
{
    // setPlainText: passages are data from files and never interpreted as markup.
    setPlainText(text);
    utf16Of_.clear();
    utf16Of_.reserve(static_cast<std::size_t>(text.size()) + 1);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!text[i].isLowSurrogate()) {
            utf16Of_.push_back(static_cast<int>(i));
        }
    }
    utf16Of_.push_back(static_cast<int>(text.size()));
    triggers_.clear();
    highlights_.clear();
    redraw();
}

int PassageView::toUtf16(int codePoint) const
{
    if (utf16Of_.empty()) {
        return 0;
    }
    return utf16Of_[static_cast<std::size_t>(std::clamp(codePoint, 0, static_cast<int>(utf16Of_.size()) - 1))];
}

int PassageView::toCodePoint(int utf16) const
{
    const auto it = std::lower_bound(utf16Of_.begin(), utf16Of_.end(), utf16);
    return static_cast<int>(it - utf16Of_.begin());
}

QString PassageView::textOf(const db::EsterSpan &span) const
{
    const auto [s, e] = toUtf16(span);
    return toPlainText().mid(s, e - s);
}

void PassageView::setTriggers(const std::vector<db::EsterSpan> &triggers)
{
    triggers_ = triggers;
    redraw();
}

void PassageView::setHighlights(const std::vector<Highlight> &answers)
{
    highlights_ = answers;
    redraw();
}

void PassageView::setTriggerMode(bool on)
{
    triggerMode_ = on;
    viewport()->setCursor(on ? Qt::PointingHandCursor : Qt::IBeamCursor);
}

QColor PassageView::answerColour(std::size_t i)
{
    static const QColor colours[] = {QColor(0x9be7ff), QColor(0xffc48c), QColor(0xb8f2a6), QColor(0xe2b8ff),
                                     QColor(0xfff08c), QColor(0xffb3c7), QColor(0xa6e3d8), QColor(0xd4c4a8)};
    return colours[i % std::size(colours)];
}

std::optional<db::EsterSpan> PassageView::selectedSpan() const
{
    const QTextCursor c = textCursor();
    if (!c.hasSelection()) {
        return std::nullopt;
    }
    const auto [s, e] = snapToWords(toPlainText(), c.selectionStart(), c.selectionEnd());
    if (s == e) {
        return std::nullopt;
    }
    return db::EsterSpan{toCodePoint(s), toCodePoint(e)};
}

void PassageView::mouseReleaseEvent(QMouseEvent *event)
{
    QPlainTextEdit::mouseReleaseEvent(event);
    if (!triggerMode_ || event->button() != Qt::LeftButton) {
        return;
    }
    const QTextCursor c = textCursor();
    const int from = c.hasSelection() ? c.selectionStart() : cursorForPosition(event->position().toPoint()).position();
    const int to = c.hasSelection() ? c.selectionEnd() : from;
    const auto [s, e] = snapToWords(toPlainText(), from, to);
    if (s < e) {
        emit triggerToggled(db::EsterSpan{toCodePoint(s), toCodePoint(e)});
    }
    QTextCursor clear = textCursor();
    clear.clearSelection();
    setTextCursor(clear);
}

void PassageView::redraw()
{
    QList<QTextEdit::ExtraSelection> selections;
    auto add = [&](const db::EsterSpan &span, const QTextCharFormat &format) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(document());
        sel.cursor.setPosition(toUtf16(span.start));
        sel.cursor.setPosition(toUtf16(span.end), QTextCursor::KeepAnchor);
        sel.format = format;
        selections.append(sel);
    };
    for (const Highlight &h : highlights_) {
        QTextCharFormat f;
        f.setBackground(h.colour);
        add(h.span, f);
    }
    QTextCharFormat trigger;
    trigger.setFontWeight(QFont::Bold);
    trigger.setFontUnderline(true);
    trigger.setUnderlineColor(QColor(0xc0392b));
    trigger.setForeground(QColor(0x8e1b10));
    for (const db::EsterSpan &t : triggers_) {
        add(t, trigger);
    }
    setExtraSelections(selections);
}

} // namespace es::widgets
