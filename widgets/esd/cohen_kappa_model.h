#pragma once
// Annotator x annotator table of Cohen's kappa over the kept pairs.

#include <QAbstractTableModel>

namespace es::widgets {

class EsdSession;

class CohenKappaModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    explicit CohenKappaModel(EsdSession &session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    void refresh();

    EsdSession &session_;
    int size_ = 0;
};

} // namespace es::widgets
