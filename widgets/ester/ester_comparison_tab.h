#pragma once
// The ESTER workbench's Compare tab: every rater's answers to the current question beside
// gold, scored against it. Choosing a row asks for that rater's answers in the passage.
// Blind, it lists only the signed-in person's answers and the models'.

#include "db/ester/ester_format.h"

#include <QWidget>
#include <optional>
#include <vector>

class QTableView;

namespace es::widgets {

class ComparisonModel;
class EsterSession;

class EsterComparisonTab : public QWidget
{
    Q_OBJECT

  public:
    EsterComparisonTab(EsterSession &session, QWidget *parent = nullptr);

    QTableView *view() const { return view_; }
    ComparisonModel *model() const { return model_; }

    // The answers to `question` (an index into the snapshot; none: an empty table).
    void showQuestion(std::optional<std::uint32_t> question, bool blind);

  signals:
    // A row was chosen: its answers, for the passage to draw.
    void answersChosen(const std::vector<db::EsterAnswer> &answers);

  private:
    EsterSession &session_;
    ComparisonModel *model_;
    QTableView *view_;
};

} // namespace es::widgets
