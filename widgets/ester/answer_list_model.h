#pragma once
// A list of answers as their texts, each drawn as the passage draws it: the question
// editor's answers in their span colours, the type errors view's gold and predicted
// answers greyed where the passage does not hold them. The list is replaced whole.

#include <QAbstractListModel>
#include <QColor>
#include <optional>
#include <vector>

namespace es::widgets {

struct AnswerItem
{
    QString text; // from the data: shown as plain text
    std::optional<QColor> background;
    std::optional<QColor> foreground;
};

class AnswerListModel : public QAbstractListModel
{
    Q_OBJECT

  public:
    explicit AnswerListModel(QObject *parent = nullptr);

    // New answers: a reset, so that no answer stays current (Delete removes only an answer
    // chosen since).
    void setAnswers(std::vector<AnswerItem> answers);
    const std::vector<AnswerItem> &answers() const { return answers_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

  private:
    std::vector<AnswerItem> answers_;
};

} // namespace es::widgets
