#include "widgets/openpi/state_agreement_model.h"

#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"

namespace es::widgets {

namespace {

bool sameTally(const metrics::openpi::StateAgreementTally &x,
               const metrics::openpi::StateAgreementTally &y)
{
    return x.steps == y.steps && x.sameSteps == y.sameSteps && x.changesA == y.changesA &&
           x.changesB == y.changesB && x.matched == y.matched && x.exact == y.exact;
}

const metrics::Estimate *estimateOf(const StateAgreementTableRow &r, int column)
{
    switch (column) {
    case StateAgreementModel::PrecisionColumn:
        return &r.scores.precision;
    case StateAgreementModel::RecallColumn:
        return &r.scores.recall;
    case StateAgreementModel::F1Column:
        return &r.scores.f1;
    case StateAgreementModel::ExactColumn:
        return &r.scores.exactMatch;
    case StateAgreementModel::SameStepsColumn:
        return &r.scores.sameSteps;
    default:
        return nullptr;
    }
}

} // namespace

StateAgreementModel::StateAgreementModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void StateAgreementModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows), [](const Row &x, const Row &y) { return x.a == y.a && x.b == y.b; },
        [](const Row &x, const Row &y) {
            return x.first == y.first && x.second == y.second && x.procedures == y.procedures &&
                   sameTally(x.tally, y.tally);
        });
}

QVariant StateAgreementModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const Row &r = *row;
    const metrics::Estimate *estimate = estimateOf(r, index.column());
    if (role == Qt::ToolTipRole) {
        if (estimate && !estimate->defined()) {
            return plainToolTip(QString::fromStdString(estimate->reason));
        }
        if (index.column() == ChangesColumn) {
            return plainToolTip(tr("State changes written by %1 / by %2").arg(r.first, r.second));
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return index.column() >= ProceduresColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                  : QVariant();
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (estimate) {
        return estimate->defined() ? figureText(*estimate->value) : tr("n/a");
    }
    switch (index.column()) {
    case FirstColumn:
        return r.first;
    case SecondColumn:
        return r.second;
    case ProceduresColumn:
        return QString::number(r.procedures);
    case ChangesColumn:
        return tr("%1 / %2").arg(r.tally.changesA).arg(r.tally.changesB);
    case PairedColumn:
        return QString::number(r.tally.matched);
    default:
        return {};
    }
}

QVariant StateAgreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case FirstColumn:
        return tr("First");
    case SecondColumn:
        return tr("Second");
    case ProceduresColumn:
        return tr("Procedures");
    case ChangesColumn:
        return tr("Changes");
    case PairedColumn:
        return tr("Paired");
    case PrecisionColumn:
        return tr("Precision");
    case RecallColumn:
        return tr("Recall");
    case F1Column:
        return tr("F1");
    case ExactColumn:
        return tr("Exact match");
    case SameStepsColumn:
        return tr("Same steps");
    default:
        return {};
    }
}

} // namespace es::widgets
