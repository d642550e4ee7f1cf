#pragma once
// The import dialog's list of files: each file's name and the format it is read as.

#include "db/file_input.h"

#include <QAbstractListModel>
#include <QString>
#include <vector>

namespace es::widgets {

struct ImportFileRow
{
    QString path;
    db::InputFormat format = db::InputFormat::Unknown;
};

class ImportFileListModel : public QAbstractListModel
{
    Q_OBJECT

  public:
    explicit ImportFileListModel(QObject *parent = nullptr);

    void append(ImportFileRow row);
    void remove(int row);
    void setRow(int row, ImportFileRow file);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

  private:
    std::vector<ImportFileRow> rows_;
};

} // namespace es::widgets
