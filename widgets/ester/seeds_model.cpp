#include "widgets/ester/seeds_model.h"

#include "db/ester/ester_snapshot.h"
#include "widgets/common/figure_text.h"

#include <QStringList>

namespace es::widgets {

namespace {

QString spreadText(const metrics::SeedSpread &s)
{
    if (!s.mean.defined()) {
        return SeedsModel::tr("n/a");
    }
    return s.sd.defined()
               ? QStringLiteral("%1 ± %2").arg(figureText(*s.mean.value), figureText(*s.sd.value))
               : figureText(*s.mean.value);
}

} // namespace

SeedsModel::SeedsModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

void SeedsModel::setSeeds(const db::EsterSnapshot &snapshot,
                          const std::vector<metrics::ester::SeedSummary> &seeds)
{
    std::vector<Row> rows;
    rows.reserve(seeds.size());
    for (const metrics::ester::SeedSummary &s : seeds) {
        QStringList runs;
        for (const std::size_t r : s.raters) {
            runs << QString::fromStdString(snapshot.raters[r].name);
        }
        rows.push_back({QString::fromStdString(s.model), QString::fromStdString(s.split),
                        runs.join(QStringLiteral(", ")), s.raters.size(), spreadText(s.tokenF1),
                        spreadText(s.hit1), spreadText(s.em)});
    }
    replaceRows(
        std::move(rows),
        [](const Row &a, const Row &b) { return a.model == b.model && a.split == b.split; },
        [](const Row &a, const Row &b) { return a == b; });
}

QVariant SeedsModel::data(const QModelIndex &index, int role) const
{
    const Row *r = rowAt(index);
    if (!r) {
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() >= RunsColumn &&
        index.column() <= EmColumn) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case ModelColumn:
        return r->model;
    case SplitColumn:
        return r->split;
    case RunsColumn:
        return static_cast<qulonglong>(r->runs);
    case TokenF1Column:
        return r->tokenF1;
    case HitColumn:
        return r->hit1;
    case EmColumn:
        return r->em;
    case SeedsColumn:
        return r->seeds;
    default:
        return {};
    }
}

QVariant SeedsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section >= TokenF1Column &&
        section <= EmColumn) {
        return tr("The mean over the model's runs ± their sample standard deviation (n - 1)");
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case ModelColumn:
        return tr("Model");
    case SplitColumn:
        return tr("Split");
    case RunsColumn:
        return tr("Seeds");
    case TokenF1Column:
        return tr("Token F1");
    case HitColumn:
        return tr("HIT@1");
    case EmColumn:
        return tr("EM");
    case SeedsColumn:
        return tr("Runs");
    default:
        return {};
    }
}

} // namespace es::widgets
