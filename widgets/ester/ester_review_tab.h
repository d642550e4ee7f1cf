#pragma once
// The ESTER workbench's Review tab: the question under review with the answers it judges,
// the signed-in person's verdict on it, and the keys to give one (V valid, I invalid, 1-7
// invalid for a reason, M a missing answer). The panel turns a request into an edit.

#include "db/ester/ester_store.h"

#include <QWidget>
#include <optional>
#include <vector>

class QButtonGroup;
class QLabel;
class QLineEdit;

namespace es::widgets {

class EsterSession;

class EsterReviewTab : public QWidget
{
    Q_OBJECT

  public:
    EsterReviewTab(EsterSession &session, QWidget *parent = nullptr);

    QLineEdit *reasonEdit() const { return reason_; }
    // The question (an index into the snapshot; none: nothing to review) and the answers
    // the review judges, with the signed-in person's review of it.
    void showQuestion(std::optional<std::uint32_t> question,
                      const std::vector<db::EsterAnswer> &answers);
    // The reason code shown as chosen.
    std::optional<metrics::ester::InvalidReason> shownReason() const;

  signals:
    void verdictChosen(bool valid);
    void reasonChosen(metrics::ester::InvalidReason reason);
    void missingAnswerRequested();

  private:
    EsterSession &session_;
    QLabel *reviewed_;
    QLabel *reviewState_;
    QLineEdit *reason_;
    QButtonGroup *reasonButtons_;
};

} // namespace es::widgets
