#include "widgets/ester/answer_list_model.h"

#include <QBrush>

namespace es::widgets {

AnswerListModel::AnswerListModel(QObject *parent) : QAbstractListModel(parent) {}

void AnswerListModel::setAnswers(std::vector<AnswerItem> answers)
{
    beginResetModel();
    answers_ = std::move(answers);
    endResetModel();
}

int AnswerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(answers_.size());
}

QVariant AnswerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const AnswerItem &a = answers_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return a.text;
    case Qt::BackgroundRole:
        return a.background ? QVariant(QBrush(*a.background)) : QVariant();
    case Qt::ForegroundRole:
        return a.foreground ? QVariant(QBrush(*a.foreground)) : QVariant();
    default:
        return {};
    }
}

} // namespace es::widgets
