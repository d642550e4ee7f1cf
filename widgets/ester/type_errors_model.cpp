#include "widgets/ester/type_errors_model.h"

#include "db/ester/ester_snapshot.h"
#include "widgets/common/qs.h"
#include "widgets/ester/ester_panel.h"

#include <QColor>
#include <QCoreApplication>
#include <algorithm>
#include <numeric>

namespace es::widgets {

QString scoreText(double v)
{
    return QString::number(v, 'f', v == 0.0 || v == 1.0 ? 0 : 3);
}

void TypeErrorsModel::setRows(const db::EsterSnapshot *snapshot, std::vector<Row> rows)
{
    beginResetModel();
    snapshot_ = snapshot;
    rows_ = std::move(rows);
    order();
    endResetModel();
}

QVariant TypeErrorsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        return section == GoldColumn
                   ? QCoreApplication::translate("TypeErrorsModel", "Number of gold answers")
               : section == PredictedColumn
                   ? QCoreApplication::translate("TypeErrorsModel", "Number of the rater's answers")
                   : QVariant();
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case QuestionColumn:
        return QCoreApplication::translate("TypeErrorsModel", "Question");
    case TypeColumn:
        return QCoreApplication::translate("TypeErrorsModel", "Type");
    case F1Column:
        return QCoreApplication::translate("TypeErrorsModel", "Token F1");
    case HitColumn:
        return QCoreApplication::translate("TypeErrorsModel", "HIT@1");
    case EmColumn:
        return QCoreApplication::translate("TypeErrorsModel", "EM");
    case GoldColumn:
        return QCoreApplication::translate("TypeErrorsModel", "Gold");
    case PredictedColumn:
        return QCoreApplication::translate("TypeErrorsModel", "Predicted");
    default:
        return {};
    }
}

QVariant TypeErrorsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !snapshot_ || index.row() >= rowCount()) {
        return {};
    }
    const Row &row = rows_[static_cast<std::size_t>(index.row())];
    const auto &question = snapshot_->questions[row.question];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        // Item views draw DisplayRole strings as plain text: data text is safe here.
        case QuestionColumn:
            return qs(question.question);
        case TypeColumn:
            return relationTitle(question.type);
        case F1Column:
            return scoreText(row.score.tokenF1);
        case HitColumn:
            return scoreText(row.score.hit1);
        case EmColumn:
            return scoreText(row.score.em);
        case GoldColumn:
            return static_cast<qulonglong>(row.gold);
        case PredictedColumn:
            return static_cast<qulonglong>(row.predicted);
        default:
            return {};
        }
    }
    if (role == Qt::UserRole) {
        return sortKey(row, index.column());
    }
    if (role == Qt::TextAlignmentRole && index.column() >= F1Column) {
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    }
    if (index.column() == F1Column && (role == Qt::BackgroundRole || role == Qt::ForegroundRole)) {
        if (role == Qt::ForegroundRole) {
            return QColor(Qt::black);
        }
        // Low F1 reads red, a perfect answer green: the eye finds the misses first.
        const double f = std::clamp(row.score.tokenF1, 0.0, 1.0);
        return QColor::fromRgbF(float(1.0 - 0.25 * f), float(0.78 + 0.17 * f),
                                float(0.78 - 0.03 * f));
    }
    return {};
}

void TypeErrorsModel::sort(int column, Qt::SortOrder order)
{
    column_ = column;
    order_ = order;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::size_t> newRowOf(rows_.size());
    std::vector<std::size_t> perm = this->order();
    for (std::size_t i = 0; i < perm.size(); ++i) {
        newRowOf[perm[i]] = i;
    }
    QModelIndexList after;
    for (const QModelIndex &i : before) {
        after << index(static_cast<int>(newRowOf[static_cast<std::size_t>(i.row())]), i.column());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

QVariant TypeErrorsModel::sortKey(const Row &row, int column) const
{
    switch (column) {
    case QuestionColumn:
        return qs(snapshot_->questions[row.question].question).toCaseFolded();
    case TypeColumn:
        return static_cast<int>(snapshot_->questions[row.question].type);
    case F1Column:
        return row.score.tokenF1;
    case HitColumn:
        return row.score.hit1;
    case EmColumn:
        return row.score.em;
    case GoldColumn:
        return static_cast<qulonglong>(row.gold);
    case PredictedColumn:
        return static_cast<qulonglong>(row.predicted);
    default:
        return {};
    }
}

std::vector<std::size_t> TypeErrorsModel::order()
{
    std::vector<std::size_t> perm(rows_.size());
    std::iota(perm.begin(), perm.end(), std::size_t(0));
    if (column_ < 0 || !snapshot_) {
        return perm;
    }
    std::vector<QVariant> keys;
    keys.reserve(rows_.size());
    for (const Row &r : rows_) {
        keys.push_back(sortKey(r, column_));
    }
    std::stable_sort(perm.begin(), perm.end(), [&](std::size_t a, std::size_t b) {
        const auto c = QVariant::compare(keys[a], keys[b]);
        if (c == QPartialOrdering::Equivalent) {
            return rows_[a].question < rows_[b].question;
        }
        return order_ == Qt::AscendingOrder ? c == QPartialOrdering::Less
                                            : c == QPartialOrdering::Greater;
    });
    std::vector<Row> sorted;
    sorted.reserve(rows_.size());
    for (std::size_t i : perm) {
        sorted.push_back(rows_[i]);
    }
    rows_ = std::move(sorted);
    return perm;
}

} // namespace es::widgets
