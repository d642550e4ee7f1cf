#include "widgets/esd/cohen_kappa_model.h"

#include "widgets/common/figure_text.h"
#include "widgets/esd/esd_session.h"

#include <QBrush>
#include <QColor>

namespace es::widgets {

CohenKappaModel::CohenKappaModel(EsdSession &session, QObject *parent)
    : QAbstractTableModel(parent), session_(session)
{
    columns_ = agreeing();
    size_ = static_cast<int>(columns_.size());
    connect(&session_, &EsdSession::statisticsChanged, this, &CohenKappaModel::refresh);
}

std::vector<std::size_t> CohenKappaModel::agreeing() const
{
    std::vector<std::size_t> out;
    const auto &eligible = session_.statistics().eligible;
    for (std::size_t c = 0; c < session_.snapshot().annotators.size(); ++c) {
        if (c >= eligible.size() || eligible[c]) {
            out.push_back(c);
        }
    }
    return out;
}

void CohenKappaModel::refresh()
{
    std::vector<std::size_t> columns = agreeing();
    const int n = static_cast<int>(columns.size());
    if (columns != columns_) {
        beginResetModel();
        columns_ = std::move(columns);
        size_ = n;
        endResetModel();
    } else if (n > 0) {
        emit dataChanged(index(0, 0), index(n - 1, n - 1));
    }
}

int CohenKappaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : size_;
}

int CohenKappaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : size_;
}

QVariant CohenKappaModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= size_ || index.column() >= size_) {
        return {};
    }
    const std::size_t a = columns_[static_cast<std::size_t>(std::min(index.row(), index.column()))];
    const std::size_t b = columns_[static_cast<std::size_t>(std::max(index.row(), index.column()))];
    if (a == b) {
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("—")) : QVariant();
    }
    for (const auto &c : session_.statistics().cohenKappa) {
        if (c.a != a || c.b != b) {
            continue;
        }
        switch (role) {
        case Qt::DisplayRole:
            return c.kappa.defined() ? figureText(*c.kappa.value) : tr("n/a");
        case Qt::ToolTipRole:
            return c.kappa.defined() ? QVariant()
                                     : QVariant(QString::fromStdString(c.kappa.reason));
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: {
            if (!c.kappa.defined()) {
                return {};
            }
            // Landis and Koch bands, from pale (poor) to strong (almost perfect).
            const double k = std::clamp(*c.kappa.value, 0.0, 1.0);
            return QBrush(QColor::fromHsvF(0.33f, static_cast<float>(0.15 + 0.45 * k), 0.98f));
        }
        case Qt::UserRole:
            return c.kappa.defined() ? QVariant(*c.kappa.value) : QVariant();
        default:
            return {};
        }
    }
    return {};
}

QVariant CohenKappaModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0 || section >= size_) {
        return {};
    }
    return QString::fromStdString(
        session_.snapshot().annotators[columns_[static_cast<std::size_t>(section)]]);
}

} // namespace es::widgets
