#pragma once
// A one-line plain-text label that gives up width first and elides its text in the
// middle (a project path keeps its start and its file name), the whole text in its
// tooltip. The status bar's project path once pushed "Signed in: lead (adjudicator)"
// down to "Signed in: lea".

#include <QLabel>
#include <QResizeEvent>

namespace es::widgets {

class ElidedLabel : public QLabel
{
  public:
    explicit ElidedLabel(QWidget *parent = nullptr) : QLabel(parent)
    {
        setTextFormat(Qt::PlainText);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }

    void setFullText(const QString &text)
    {
        full_ = text;
        setToolTip(text);
        elide();
    }
    QString fullText() const { return full_; }

    QSize sizeHint() const override { return {fontMetrics().horizontalAdvance(full_) + 8, QLabel::sizeHint().height()}; }
    QSize minimumSizeHint() const override { return {fontMetrics().horizontalAdvance(QStringLiteral("…")) * 8, 0}; }

  protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

  private:
    void elide() { QLabel::setText(fontMetrics().elidedText(full_, Qt::ElideMiddle, width())); }

    QString full_;
};

} // namespace es::widgets
