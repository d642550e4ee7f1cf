#pragma once
// The table of why reviewers found ESTER questions invalid: a row a reason (and one for
// reviews that give none); a column for every review, then one for each writer with an
// invalid review (the others' would hold nothing but zeros), so that it fits a narrow
// panel. A writer below the validity threshold is marked in their header.

#include "metrics/ester_validation.h"

#include <QAbstractTableModel>
#include <vector>

namespace es::widgets {

class InvalidReasonsModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    // The writer a column's header stands for (none for every review's column).
    static constexpr int WriterRole = Qt::UserRole + 1;

    explicit InvalidReasonsModel(QObject *parent = nullptr);

    // The counts of `validation`, replacing the table's: its writers come and go.
    void setValidation(const metrics::ester::Validation &validation);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    struct Column
    {
        QString writer; // empty: every review
        bool belowThreshold = false;
        metrics::ester::ReasonCounts counts;
    };
    std::vector<Column> columns_;
    double threshold_ = metrics::ester::kValidityThreshold;
};

} // namespace es::widgets
