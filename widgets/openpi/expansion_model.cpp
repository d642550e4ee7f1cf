#include "widgets/openpi/expansion_model.h"

#include "widgets/common/plain_label.h"

#include <QColor>

namespace es::widgets {

namespace {

bool sameParaphrase(const db::GeneratedParaphrase &a, const db::GeneratedParaphrase &b)
{
    return a.kind == b.kind && a.entity == b.entity && a.attribute == b.attribute &&
           a.paraphrase == b.paraphrase;
}

} // namespace

ExpansionModel::ExpansionModel(QObject *parent) : RowTableModel(ColumnCount, parent) {}

QString ExpansionModel::judgementText(const std::optional<bool> &correct)
{
    if (!correct) {
        return tr("–");
    }
    return *correct ? tr("✓ correct") : tr("✗ wrong");
}

void ExpansionModel::setRows(std::vector<Row> rows)
{
    replaceRows(
        std::move(rows),
        [](const Row &a, const Row &b) { return sameParaphrase(a.paraphrase, b.paraphrase); },
        [](const Row &a, const Row &b) { return a.correct == b.correct && a.names == b.names; });
}

QVariant ExpansionModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row) {
        return {};
    }
    const Row &r = *row;
    const bool entity = r.paraphrase.kind == db::OpenPiClusterKind::Entity;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KindColumn:
            return entity ? tr("entity") : tr("attribute");
        case ClusterColumn:
            return entity ? QString::fromStdString(r.paraphrase.entity)
                          : tr("%1 · %2").arg(QString::fromStdString(r.paraphrase.entity),
                                              QString::fromStdString(r.paraphrase.attribute));
        case ParaphraseColumn:
            return QString::fromStdString(r.paraphrase.paraphrase);
        case JudgementColumn:
            return judgementText(r.correct);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return plainToolTip(
            tr("The cluster's own names: %1").arg(r.names.join(QStringLiteral(", "))));
    case Qt::BackgroundRole:
        if (!r.correct) {
            return {};
        }
        return *r.correct ? QColor(198, 239, 206) : QColor(255, 199, 206);
    case Qt::ForegroundRole:
        return r.correct ? QVariant(QColor(Qt::black)) : QVariant();
    default:
        return {};
    }
}

QVariant ExpansionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case KindColumn:
        return tr("Cluster of");
    case ClusterColumn:
        return tr("Cluster");
    case ParaphraseColumn:
        return tr("Generated paraphrase");
    case JudgementColumn:
        return tr("Judgement");
    default:
        return {};
    }
}

} // namespace es::widgets
