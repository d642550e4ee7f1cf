#include "widgets/ester/comparison_model.h"

#include <QStringList>

namespace es::widgets {

ComparisonModel::ComparisonModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void ComparisonModel::setRows(std::vector<Row> rows)
{
    // Every row is new: choosing a row draws its answers in the passage, and after a
    // refresh the passage may show other answers (the draft's), so no row stays chosen.
    replaceRows(
        std::move(rows), [](const Row &, const Row &) { return false; },
        [](const Row &, const Row &) { return false; });
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    const Row *r = rowAt(index);
    if (!r || role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case RaterColumn:
        return r->name;
    case RelationColumn:
        return r->relation;
    case AnswersColumn: {
        QStringList texts;
        for (const auto &a : r->answers) {
            texts << QString::fromStdString(a.text);
        }
        return texts.join(QStringLiteral(" | "));
    }
    case TokenF1Column:
        return r->tokenF1.isEmpty() ? QVariant() : r->tokenF1;
    case HitColumn:
        return r->hit1.isEmpty() ? QVariant() : r->hit1;
    case EmColumn:
        return r->em.isEmpty() ? QVariant() : r->em;
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case RaterColumn:
        return tr("Rater");
    case RelationColumn:
        return tr("Relation");
    case AnswersColumn:
        return tr("Answers");
    case TokenF1Column:
        return tr("Token F1");
    case HitColumn:
        return tr("HIT@1");
    case EmColumn:
        return tr("EM");
    default:
        return {};
    }
}

} // namespace es::widgets
