#pragma once
// Annotator x annotator table of Cohen's kappa over the kept pairs, for the annotators
// who count in agreement (no adjudicator, viewer or rater group).

#include <QAbstractTableModel>
#include <vector>

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
    std::vector<std::size_t> agreeing() const;

    EsdSession &session_;
    std::vector<std::size_t> columns_; // the rows' and columns' annotator columns
    int size_ = 0;
};

} // namespace es::widgets
