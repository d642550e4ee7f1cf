#pragma once
// A passage shown as plain text with its event triggers highlighted and answer spans
// drawn in their own colours. In trigger mode a click or selection toggles a trigger
// (snapped to whole words); otherwise a mouse selection is offered as an answer.
// Offsets outside this class are code points (the files' unit); inside, UTF-16.

#include "db/ester/ester_format.h"

#include <QPlainTextEdit>

#include <vector>

namespace es::widgets {

class PassageView : public QPlainTextEdit
{
    Q_OBJECT

  public:
    explicit PassageView(QWidget *parent = nullptr);

    struct Highlight
    {
        db::EsterSpan span;
        QColor colour;
    };

    void setPassage(const QString &text);
    void setTriggers(const std::vector<db::EsterSpan> &triggers);
    void setHighlights(const std::vector<Highlight> &answers);
    void setTriggerMode(bool on);
    bool triggerMode() const { return triggerMode_; }

    // The current mouse selection in code points, snapped to words; nullopt when empty.
    std::optional<db::EsterSpan> selectedSpan() const;

    // Code points <-> UTF-16 for this passage.
    int toUtf16(int codePoint) const;
    int toCodePoint(int utf16) const;
    std::pair<int, int> toUtf16(const db::EsterSpan &span) const { return {toUtf16(span.start), toUtf16(span.end)}; }
    // The text a span covers.
    QString textOf(const db::EsterSpan &span) const;

    // The colour of the i-th answer: distinguishable neighbours, repeating after eight.
    static QColor answerColour(std::size_t i);

  signals:
    void triggerToggled(const db::EsterSpan &span);

  protected:
    void mouseReleaseEvent(QMouseEvent *event) override;

  private:
    void redraw();

    std::vector<int> utf16Of_; // per code point, plus one past the end
    std::vector<db::EsterSpan> triggers_;
    std::vector<Highlight> highlights_;
    bool triggerMode_ = false;
};

} // namespace es::widgets
