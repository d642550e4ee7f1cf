#include "widgets/common/import_file_list.h"

#include "db/import_formats.h"

#include <QFileInfo>

namespace es::widgets {

ImportFileListModel::ImportFileListModel(QObject *parent) : QAbstractListModel(parent) {}

void ImportFileListModel::append(ImportFileRow row)
{
    const int at = rowCount();
    beginInsertRows({}, at, at);
    rows_.push_back(std::move(row));
    endInsertRows();
}

void ImportFileListModel::remove(int row)
{
    if (row < 0 || row >= rowCount()) {
        return;
    }
    beginRemoveRows({}, row, row);
    rows_.erase(rows_.begin() + row);
    endRemoveRows();
}

void ImportFileListModel::setRow(int row, ImportFileRow file)
{
    if (row < 0 || row >= rowCount()) {
        return;
    }
    rows_[static_cast<std::size_t>(row)] = std::move(file);
    emit dataChanged(index(row), index(row));
}

int ImportFileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ImportFileListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || role != Qt::DisplayRole) {
        return {};
    }
    const ImportFileRow &file = rows_[static_cast<std::size_t>(index.row())];
    const QString name = QFileInfo(file.path).fileName();
    return file.format == db::InputFormat::Unknown
               ? tr("%1 — format not recognised").arg(name)
               : QStringLiteral("%1 — %2").arg(name,
                                               QString::fromUtf8(db::formatName(file.format)));
}

} // namespace es::widgets
