#include "db/esd/esd_snapshot.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/common/view_window.h"
#include "widgets/esd/esd_commands.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/model_errors_view.h"

#include <QBrush>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>

namespace es::widgets {

using metrics::esd::kEssential;
using metrics::esd::kNoLabel;
using metrics::esd::kNonEssential;

namespace {

std::int8_t goldOf(const metrics::EsdStatistics &stats, std::uint32_t pair)
{
    return pair < stats.gold.size() ? stats.gold[pair] : kNoLabel;
}

QString goalText(const db::EsdGoalRow &g)
{
    return g.modifier.empty() ? QString::fromStdString(g.goal)
                              : QStringLiteral("%1 (%2)").arg(QString::fromStdString(g.goal),
                                                              QString::fromStdString(g.modifier));
}

} // namespace

ModelErrorsModel::ModelErrorsModel(EsdSession &session, QObject *parent)
    : QAbstractTableModel(parent), session_(session)
{
}

void ModelErrorsModel::rebuild(std::size_t model, ModelErrorFilter filter)
{
    beginResetModel();
    filter_ = std::move(filter);
    static const metrics::EsdModelScores kNoScores;
    const auto &models = session_.snapshot().models;
    ranking_ = ModelRanking(model < models.size() ? models[model] : kNoScores,
                            session_.statistics().gold, model);
    columns_ = FirstAnnotatorColumn + static_cast<int>(session_.snapshot().annotators.size()) + 1;
    refilter(true);
    endResetModel();
}

void ModelErrorsModel::regold(ModelErrorFilter filter)
{
    filter_ = std::move(filter);
    ranking_.setGold(session_.statistics().gold);
    refilter(false);
}

void ModelErrorsModel::setThreshold(double threshold)
{
    threshold_ = threshold;
    refilter(false);
}

void ModelErrorsModel::setFilter(ModelErrorFilter filter)
{
    filter_ = std::move(filter);
    beginResetModel();
    refilter(true);
    endResetModel();
}

void ModelErrorsModel::refilter(bool reset)
{
    const auto &snap = session_.snapshot();
    // Matched once per goal, not per pair: a goal has many steps.
    std::vector<char> goalMatches;
    if (!filter_.goalContains.isEmpty()) {
        goalMatches.reserve(snap.goals.size());
        for (const auto &g : snap.goals) {
            goalMatches.push_back(
                goalText(g).contains(filter_.goalContains, Qt::CaseInsensitive) ? 1 : 0);
        }
    }
    std::vector<std::uint32_t> rows;
    const auto &ranked = ranking_.ranked();
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        if (accepted(ranked[i], goalMatches)) {
            rows.push_back(static_cast<std::uint32_t>(i));
        }
    }
    if (reset) {
        rows_ = std::move(rows); // inside the caller's reset
        return;
    }
    if (rows != rows_) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
    } else if (!rows_.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columns_ - 1),
                         {Qt::DisplayRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole,
                          OutcomeRole});
    }
}

bool ModelErrorsModel::accepted(std::uint32_t pair, const std::vector<char> &goalMatches) const
{
    const auto &snap = session_.snapshot();
    if (pair >= snap.pairs.size()) {
        return false;
    }
    switch (filter_.outcome) {
    case ModelErrorFilter::Outcome::All:
        break;
    case ModelErrorFilter::Outcome::Errors: {
        const PairOutcome o = outcomeOf(pair);
        if (o != PairOutcome::FalsePositive && o != PairOutcome::FalseNegative) {
            return false;
        }
        break;
    }
    case ModelErrorFilter::Outcome::FalsePositives:
        if (outcomeOf(pair) != PairOutcome::FalsePositive) {
            return false;
        }
        break;
    case ModelErrorFilter::Outcome::FalseNegatives:
        if (outcomeOf(pair) != PairOutcome::FalseNegative) {
            return false;
        }
        break;
    }
    if (filter_.annotator >= 0) {
        const auto a = static_cast<std::size_t>(filter_.annotator);
        if (a >= snap.labels.annotators || snap.labels.at(pair, a) == kNoLabel) {
            return false;
        }
    }
    if (!goalMatches.empty() && goalMatches[snap.pairs[pair].goal] == 0) {
        return false;
    }
    if (filter_.agreement != ModelErrorFilter::Agreement::All) {
        const metrics::PairAgreement agreement = metrics::pairAgreement(snap.labels, pair);
        if (filter_.agreement == ModelErrorFilter::Agreement::Unanimous ? !agreement.unanimous()
                                                                        : !agreement.split()) {
            return false;
        }
    }
    return true;
}

std::uint32_t ModelErrorsModel::pairAt(int row) const
{
    return ranking_.ranked()[rows_[static_cast<std::size_t>(row)]];
}

int ModelErrorsModel::rowOf(std::uint32_t pair) const
{
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        if (ranking_.ranked()[rows_[r]] == pair) {
            return static_cast<int>(r);
        }
    }
    return -1;
}

PairOutcome ModelErrorsModel::outcomeOf(std::uint32_t pair) const
{
    const auto &snap = session_.snapshot();
    const std::int8_t g = goldOf(session_.statistics(), pair);
    const std::size_t m = ranking_.model();
    if (!metrics::esd::isGold(g) || m >= snap.models.size() ||
        pair >= snap.models[m].scores.size()) {
        return PairOutcome::None;
    }
    const double score = snap.models[m].scores[pair];
    if (!std::isfinite(score)) {
        return PairOutcome::None;
    }
    return metrics::pairOutcome(ranking_.predictsPositive(score, threshold_), g);
}

std::vector<std::uint32_t> ModelErrorsModel::visiblePairs() const
{
    std::vector<std::uint32_t> out;
    out.reserve(rows_.size());
    for (const std::uint32_t r : rows_) {
        out.push_back(ranking_.ranked()[r]);
    }
    return out;
}

int ModelErrorsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ModelErrorsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns_;
}

QVariant ModelErrorsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columns_) {
        return {};
    }
    const auto &snap = session_.snapshot();
    const std::size_t position = rows_[static_cast<std::size_t>(index.row())];
    const std::uint32_t pair = ranking_.ranked()[position];
    if (pair >= snap.pairs.size()) {
        return {};
    }
    const int column = index.column();
    const int agreementColumn = columns_ - 1;
    const PairOutcome outcome = outcomeOf(pair);
    const bool error =
        outcome == PairOutcome::FalsePositive || outcome == PairOutcome::FalseNegative;
    switch (role) {
    case PairRole:
        return pair;
    case OutcomeRole:
        return static_cast<int>(outcome);
    case Qt::BackgroundRole:
        // Two tints so the two kinds of error read apart at a glance.
        if (outcome == PairOutcome::FalsePositive) {
            return QBrush(QColor(255, 214, 214));
        }
        if (outcome == PairOutcome::FalseNegative) {
            return QBrush(QColor(255, 234, 196));
        }
        return {};
    case Qt::ForegroundRole:
        // The tints are light in every theme, so their text must stay dark.
        return error ? QVariant(QBrush(Qt::black)) : QVariant();
    case Qt::TextAlignmentRole:
        if (column == RankColumn || column == ScoreColumn || column == agreementColumn) {
            return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
        }
        if (column == OutcomeColumn ||
            (column >= FirstAnnotatorColumn && column < agreementColumn)) {
            return static_cast<int>(Qt::AlignCenter);
        }
        return {};
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    const bool tip = role == Qt::ToolTipRole;
    if (column == RankColumn) {
        return tip ? QVariant() : QVariant(static_cast<qulonglong>(position + 1));
    }
    if (column == ScoreColumn) {
        const double s = snap.models[ranking_.model()].scores[pair];
        return QString::number(s, 'g', tip ? 17 : 6);
    }
    if (column == GoldColumn) {
        const std::int8_t g = goldOf(session_.statistics(), pair);
        const auto decision = snap.decisions.find(pair);
        if (decision != snap.decisions.end()) {
            return tip ? tr("Decided by %1: %2")
                             .arg(QString::fromStdString(decision->second.by),
                                  QString::fromStdString(decision->second.note))
                       : tr("%1 (decided)").arg(labelName(decision->second.label));
        }
        if (metrics::esd::isGold(g)) {
            return tip ? tr("Majority of the annotators") : labelName(g);
        }
        return tip ? tr("No gold: the pair is incomplete, invalid or tied") : tr("—");
    }
    if (column == OutcomeColumn) {
        switch (outcome) {
        case PairOutcome::TruePositive:
            return tip ? tr("True positive: essential, predicted essential") : tr("TP");
        case PairOutcome::FalsePositive:
            return tip ? tr("False positive: non-essential, predicted essential") : tr("FP");
        case PairOutcome::FalseNegative:
            return tip ? tr("False negative: essential, predicted non-essential") : tr("FN");
        case PairOutcome::TrueNegative:
            return tip ? tr("True negative: non-essential, predicted non-essential") : tr("TN");
        case PairOutcome::None:
            break;
        }
        return tip ? tr("No gold, so no outcome") : QString();
    }
    if (column == GoalColumn) {
        return goalText(snap.goals[snap.pairs[pair].goal]);
    }
    if (column == StepColumn) {
        return QString::fromStdString(snap.pairs[pair].step);
    }
    if (column < agreementColumn) {
        const auto a = static_cast<std::size_t>(column - FirstAnnotatorColumn);
        const std::int8_t l = a < snap.labels.annotators ? snap.labels.at(pair, a) : kNoLabel;
        if (tip) {
            return l == kNoLabel ? tr("not labelled") : labelName(l);
        }
        if (l == kNoLabel) {
            return QString();
        }
        return l == kEssential ? tr("1") : l == kNonEssential ? tr("0") : tr("X");
    }
    const metrics::PairAgreement agreement = metrics::pairAgreement(snap.labels, pair);
    if (agreement.labels == 0) {
        return tip ? QVariant(tr("No labels")) : QVariant();
    }
    if (tip) {
        return tr("%1 of %2 labels agree with the most frequent one")
            .arg(agreement.majority)
            .arg(agreement.labels);
    }
    return tr("%1 (%2/%3)")
        .arg(agreement.majorityShare().value_or(0.0), 0, 'f', 2)
        .arg(agreement.majority)
        .arg(agreement.labels);
}

QVariant ModelErrorsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columns_) {
        return {};
    }
    const auto &snap = session_.snapshot();
    const int agreementColumn = columns_ - 1;
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RankColumn:
            return tr("Rank by the model's score, most essential first");
        case GoldColumn:
            return tr("Final gold: an adjudicator's decision, else the annotators' majority");
        case OutcomeColumn:
            return tr("The model's prediction at the threshold against the gold");
        default:
            return section == agreementColumn
                       ? tr("Share of the labels equal to the most frequent label")
                       : QVariant();
        }
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case ScoreColumn:
        return tr("Score");
    case GoldColumn:
        return tr("Gold");
    case OutcomeColumn:
        return tr("Outcome");
    case GoalColumn:
        return tr("Goal");
    case StepColumn:
        return tr("Step");
    default:
        break;
    }
    if (section == agreementColumn) {
        return tr("Agreement");
    }
    const auto a = static_cast<std::size_t>(section - FirstAnnotatorColumn);
    return a < snap.annotators.size() ? QString::fromStdString(snap.annotators[a]) : QString();
}

} // namespace es::widgets
