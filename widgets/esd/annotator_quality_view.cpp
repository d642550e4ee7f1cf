#include "widgets/esd/annotator_quality_view.h"
#include "widgets/esd/annotator_summary_model.h"

#include "db/esd/esd_drift.h"
#include "metrics/annotator_quality.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/palette.h"
#include "widgets/common/plain_label.h"
#include "widgets/esd/esd_session.h"

#include <QBrush>
#include <QColor>
#include <QCursor>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLinearGradient>
#include <QPainter>
#include <QPen>
#include <QPixmap>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace es::widgets {

namespace {

constexpr double kMinKappa = -1.0;
constexpr double kMaxKappa = 1.0;

// A table as tall as its rows: the heat map and the summary have a handful of rows and
// should neither scroll nor leave a blank box under them.
void fitHeight(QTableView *table)
{
    const int rows = table->model()->rowCount();
    // Two pixels over: the grid line under the last row.
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth() +
                          rows * table->verticalHeader()->defaultSectionSize() + 2);
}

// Rows of one fixed height, roomy enough to read a coloured cell: fitHeight can then
// count them before the table is ever laid out.
void fixRowHeight(QTableView *table)
{
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() * 9 / 5);
}

} // namespace

KappaHeatMapModel::KappaHeatMapModel(EsdSession &session, QObject *parent)
    : QAbstractTableModel(parent), session_(session)
{
    size_ = static_cast<int>(session_.snapshot().annotators.size());
    connect(&session_, &EsdSession::statisticsChanged, this, &KappaHeatMapModel::refresh);
}

void KappaHeatMapModel::setHidden(bool hidden)
{
    if (hidden == hidden_) {
        return;
    }
    beginResetModel();
    hidden_ = hidden;
    size_ = hidden_ ? 0 : static_cast<int>(session_.snapshot().annotators.size());
    endResetModel();
}

void KappaHeatMapModel::refresh()
{
    const int n = hidden_ ? 0 : static_cast<int>(session_.snapshot().annotators.size());
    if (n != size_) {
        beginResetModel();
        size_ = n;
        endResetModel();
    } else if (n > 0) {
        emit dataChanged(index(0, 0), index(n - 1, n - 1));
        emit headerDataChanged(Qt::Horizontal, 0, n - 1);
        emit headerDataChanged(Qt::Vertical, 0, n - 1);
    }
}

int KappaHeatMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : size_;
}

int KappaHeatMapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : size_;
}

QColor KappaHeatMapModel::colour(double kappa)
{
    const double k = std::clamp(kappa, kMinKappa, kMaxKappa);
    // The ends of ColorBrewer's RdBu: a red-blue scale reads for the red-green colour
    // blind, and both ends are dark enough for white text.
    const QColor end = k < 0 ? QColor(178, 24, 43) : QColor(33, 102, 172);
    const double t = std::abs(k);
    auto mix = [t](int e) { return static_cast<int>(std::lround(255.0 + (e - 255) * t)); };
    return QColor(mix(end.red()), mix(end.green()), mix(end.blue()));
}

QVariant KappaHeatMapModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= size_ || index.column() >= size_) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return int(Qt::AlignCenter);
    }
    const auto a = static_cast<std::size_t>(std::min(index.row(), index.column()));
    const auto b = static_cast<std::size_t>(std::max(index.row(), index.column()));
    if (a == b) {
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("—");
        case Qt::BackgroundRole:
            return QBrush(QColor(232, 232, 232));
        case Qt::ForegroundRole:
            return QBrush(QColor(96, 96, 96));
        default:
            return {};
        }
    }
    const auto &st = session_.statistics();
    const auto it =
        std::find_if(st.cohenKappa.begin(), st.cohenKappa.end(),
                     [&](const metrics::AnnotatorPairKappa &c) { return c.a == a && c.b == b; });
    if (it == st.cohenKappa.end()) {
        return {};
    }
    const metrics::Estimate &k = it->kappa;
    switch (role) {
    case Qt::DisplayRole:
        return k.defined() ? QString::number(*k.value, 'f', 2) : tr("n/a");
    case Qt::ToolTipRole:
        // No names here: a tooltip guesses rich text, and names come from people.
        return k.defined() ? tr("κ = %1 over %n kept pair(s)", nullptr, static_cast<int>(st.kept))
                                 .arg(figureText(*k.value))
                           : tr("Undefined: %1").arg(QString::fromStdString(k.reason));
    case Qt::BackgroundRole:
        return k.defined() ? QVariant(QBrush(colour(*k.value))) : QVariant();
    case Qt::ForegroundRole: {
        if (!k.defined()) {
            return {};
        }
        const QColor c = colour(*k.value);
        const double luma = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue();
        return QBrush(luma < 140.0 ? QColor(Qt::white) : QColor(Qt::black));
    }
    case Qt::UserRole:
        return k.defined() ? QVariant(*k.value) : QVariant();
    default:
        return {};
    }
}

QVariant KappaHeatMapModel::headerData(int section, Qt::Orientation, int role) const
{
    const auto &names = session_.snapshot().annotators;
    if (role != Qt::DisplayRole || section < 0 || section >= size_ ||
        static_cast<std::size_t>(section) >= names.size()) {
        return {};
    }
    return QString::fromStdString(names[static_cast<std::size_t>(section)]);
}

AnnotatorQualityView::AnnotatorQualityView(EsdSession &session, LabellingOrder labellingOrder,
                                           Paces paces, QWidget *parent)
    : QWidget(parent), session_(session), labellingOrder_(std::move(labellingOrder)),
      paces_(std::move(paces))
{
    setObjectName(QStringLiteral("AnnotatorQualityView"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // A dock may be shorter than chart and tables together: scroll rather than squeeze
    // the tables over each other.
    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    auto *controls = new QHBoxLayout;
    auto *windowLabel = plainLabel(tr("Labels with gold per point:"), content);
    windowLabel->setWordWrap(false);
    window_ = new QSpinBox(content);
    window_->setRange(0, 100000);
    window_->setValue(0);
    window_->setSpecialValueText(tr("Auto"));
    window_->setToolTip(tr("How many consecutive labels on pairs with gold make one point. "
                           "Auto aims at about twenty points of at least ten labels."));
    windowLabel->setBuddy(window_);
    controls->addWidget(windowLabel);
    controls->addWidget(window_);
    controls->addStretch(1);
    layout->addLayout(controls);
    drift_ = new ChartView(newChart(tr("Drift: agreement in labelling order")), content);
    // Room for the plot under the title and above the axis and the legend's column of
    // names, so that the axis titles are never cut.
    drift_->setMinimumHeight(360);
    layout->addWidget(drift_, 1);
    driftNote_ = plainLabel({}, content);
    layout->addWidget(driftNote_);
    layout->addSpacing(8);

    heatBox_ = new QWidget(content);
    auto *heatLayout = new QVBoxLayout(heatBox_);
    heatLayout->setContentsMargins(0, 0, 0, 0);
    heatLayout->addWidget(
        plainLabel(tr("Cohen's kappa between annotators (kept pairs)"), heatBox_));
    heat_ = new QTableView(heatBox_);
    heatModel_ = new KappaHeatMapModel(session_, this);
    heat_->setModel(heatModel_);
    heat_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    heat_->setSelectionMode(QAbstractItemView::NoSelection);
    heat_->setFocusPolicy(Qt::NoFocus);
    heat_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    heat_->horizontalHeader()->setMinimumSectionSize(64);
    fixRowHeight(heat_);
    heat_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    heatLayout->addWidget(heat_);

    auto *legend = new QHBoxLayout;
    legend->addWidget(plainLabel(QStringLiteral("−1"), heatBox_));
    auto *scale = new QLabel(heatBox_);
    scale->setTextFormat(Qt::PlainText);
    {
        QPixmap pixmap(120, 12);
        QPainter painter(&pixmap);
        QLinearGradient gradient(0, 0, pixmap.width(), 0);
        for (int i = 0; i <= 4; ++i) {
            const double k = -1.0 + 0.5 * i;
            gradient.setColorAt(0.25 * i, KappaHeatMapModel::colour(k));
        }
        painter.fillRect(pixmap.rect(), gradient);
        painter.setPen(Qt::gray);
        painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1));
        painter.end();
        scale->setPixmap(pixmap);
    }
    legend->addWidget(scale);
    auto *plusOne = plainLabel(QStringLiteral("+1"), heatBox_);
    plusOne->setWordWrap(false);
    legend->addWidget(plusOne);
    auto *legendText = plainLabel(
        tr("Red: agreement below chance. White: chance (κ = 0). Blue: towards perfect agreement "
           "(κ = 1). Over the pairs every annotator labelled and none called invalid."),
        heatBox_);
    legend->addWidget(legendText, 1);
    heatLayout->addLayout(legend);
    layout->addWidget(heatBox_);

    blindNote_ = plainLabel(
        tr("Working blind: only your own labels show, so the other annotators' drift and "
           "the kappa between annotators are hidden."),
        content);
    layout->addWidget(blindNote_);

    layout->addSpacing(8);
    layout->addWidget(plainLabel(tr("Per annotator"), content));
    summary_ = new QTableView(content);
    summaryModel_ = new AnnotatorSummaryModel(this);
    summary_->setModel(summaryModel_);
    summary_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summary_->verticalHeader()->hide();
    fixRowHeight(summary_);
    summary_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    summary_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(summary_);
    scroll->setWidget(content);

    connect(window_, &QSpinBox::valueChanged, this, &AnnotatorQualityView::statisticsChanged);
    connect(&session_, &EsdSession::statisticsChanged, this,
            &AnnotatorQualityView::statisticsChanged);
    refresh();
}

void AnnotatorQualityView::setBlind(bool blind)
{
    blind_ = blind;
    statisticsChanged();
}

void AnnotatorQualityView::setWindow(int window)
{
    window_->setValue(window);
}

QStringList AnnotatorQualityView::driftAnnotators() const
{
    return QStringList(driftNames_.begin(), driftNames_.end());
}

QList<QPointF> AnnotatorQualityView::driftPoints(const QString &annotator) const
{
    for (std::size_t i = 0; i < driftNames_.size(); ++i) {
        if (driftNames_[i] == annotator) {
            return driftPoints_[i];
        }
    }
    return {};
}

QString AnnotatorQualityView::noteText() const
{
    return driftNote_->text();
}

void AnnotatorQualityView::statisticsChanged()
{
    if (!inSight()) {
        stale_ = true;
        return;
    }
    refresh();
}

void AnnotatorQualityView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Behind another dock's tab it is shown out of sight; its dock says when it comes in.
    if (inSight()) {
        cameIntoSight();
    }
}

bool AnnotatorQualityView::inSight() const
{
    // A dock behind another dock's tab is not hidden but moved out of the window: it shows
    // nothing of itself, and pays for nothing either.
    return isVisible() && QRect(mapTo(window(), QPoint(0, 0)), size()).intersects(window()->rect());
}

void AnnotatorQualityView::cameIntoSight()
{
    if (stale_) {
        refresh();
    }
}

void AnnotatorQualityView::refresh()
{
    stale_ = false;
    heatModel_->setHidden(blind_);
    heatBox_->setVisible(!blind_);
    blindNote_->setVisible(blind_);
    fitHeight(heat_);
    rebuildDrift();
    rebuildSummary();
}

void AnnotatorQualityView::rebuildDrift()
{
    QChart *chart = drift_->chart();
    const std::vector<QString> namesBefore = std::move(driftNames_);
    driftNames_.clear();
    driftPoints_.clear();

    const auto &snap = session_.snapshot();
    const auto &st = session_.statistics();
    const std::vector<std::size_t> columns = driftColumns();

    static const std::vector<std::vector<std::uint32_t>> none;
    const std::vector<std::vector<std::uint32_t>> &order =
        columns.empty() || !labellingOrder_ ? none : labellingOrder_();
    const bool onlyDecisions = db::esdDriftOnlyDecisions(snap);
    const std::vector<db::DriftInput> lines = db::esdDriftInputs(snap, st, order, columns);
    std::size_t mostLabels = 0;
    for (const db::DriftInput &line : lines) {
        mostLabels = std::max(mostLabels, line.labels.size());
    }

    const std::size_t automatic = db::sharedDriftWindow(lines);
    window_->setSpecialValueText(tr("Auto (%1)").arg(automatic));
    effectiveWindow_ =
        window_->value() > 0 ? static_cast<std::size_t>(window_->value()) : automatic;

    std::vector<QString> names;
    for (const db::DriftInput &line : lines) {
        names.push_back(QString::fromStdString(snap.annotators[line.column]));
    }
    // The same people's lines again (a label moved them): new points on the chart as it
    // is. Building the chart anew costs its whole layout on the next paint, about 20 ms, on
    // every key press.
    const bool sameLines = names == namesBefore && !names.empty() &&
                           chart->series().size() == static_cast<qsizetype>(names.size()) &&
                           !chart->axes(Qt::Horizontal).isEmpty();
    auto *x =
        sameLines ? qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).value(0)) : nullptr;
    const bool reuse = x != nullptr;
    if (!reuse) {
        x = newDriftAxes(chart);
    }
    x->setRange(0.0, static_cast<double>(std::max<std::size_t>(mostLabels, 1)));
    x->applyNiceNumbers();
    x->setMin(0.0);

    std::size_t points = 0;
    driftBlocks_.resize(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const db::DriftInput &line = lines[i];
        const QString &name = names[i];
        std::vector<metrics::DriftPoint> drift =
            metrics::agreementDrift(line.labels, line.gold, effectiveWindow_);
        QList<QPointF> pts;
        for (const metrics::DriftPoint &p : drift) {
            pts << QPointF(static_cast<double>(p.labels), p.agreement);
        }
        points += drift.size();
        driftBlocks_[i] = std::move(drift);
        if (reuse) {
            qobject_cast<QLineSeries *>(chart->series().at(static_cast<qsizetype>(i)))
                ->replace(pts);
        } else {
            addDriftLine(chart, x, i, line.column, name, pts);
        }
        driftNames_.push_back(name);
        driftPoints_.push_back(std::move(pts));
    }

    drift_->fitToSize();
    showDriftNote(lines.empty(), points, onlyDecisions);
}

std::vector<std::size_t> AnnotatorQualityView::driftColumns() const
{
    const auto &snap = session_.snapshot();
    std::vector<std::size_t> columns;
    if (!blind_) {
        for (std::size_t c = 0; c < snap.annotators.size(); ++c) {
            columns.push_back(c);
        }
    } else if (session_.annotatorColumn() >= 0) {
        columns.push_back(static_cast<std::size_t>(session_.annotatorColumn()));
    }
    return columns;
}

QValueAxis *AnnotatorQualityView::newDriftAxes(QChart *chart)
{
    clearChart(chart);
    driftBlocks_.clear();
    auto *x = new QValueAxis;
    x->setTitleText(tr("Labels given, in order"));
    x->setLabelFormat(QStringLiteral("%d"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("Agreement with gold"));
    // A little room beyond 0 and 1, so that a line at full agreement is not hidden under
    // the plot's edge; the ticks stay at round values.
    y->setRange(-0.03, 1.03);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0.0);
    y->setTickInterval(0.2);
    y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    return x;
}

void AnnotatorQualityView::addDriftLine(QChart *chart, QValueAxis *x, std::size_t i,
                                        std::size_t column, const QString &name,
                                        const QList<QPointF> &pts)
{
    auto *series = new QLineSeries;
    // Legend labels are rendered as HTML; names come from people.
    series->setName(name.toHtmlEscaped());
    series->setPointsVisible(true);
    // By annotator column, so that a person keeps their colour when others' lines are hidden.
    QPen pen(seriesColour(column));
    pen.setWidthF(2.0);
    series->setPen(pen);
    series->append(pts);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(chart->axes(Qt::Vertical).value(0));
    connect(series, &QLineSeries::hovered, drift_, [i, this](const QPointF &at, bool state) {
        showDriftToolTip(i, at, state);
    });
}

void AnnotatorQualityView::showDriftToolTip(std::size_t i, const QPointF &at, bool state)
{
    if (!state || i >= driftBlocks_.size()) {
        QToolTip::hideText();
        return;
    }
    const std::vector<metrics::DriftPoint> &blocks = driftBlocks_[i];
    const auto nearest =
        std::min_element(blocks.begin(), blocks.end(), [&](const auto &a, const auto &b) {
            return std::abs(static_cast<double>(a.labels) - at.x()) <
                   std::abs(static_cast<double>(b.labels) - at.x());
        });
    if (nearest != blocks.end()) {
        QToolTip::showText(
            QCursor::pos(),
            tr("%1 of %2 labels equal to gold (%3), block ending at label %4")
                .arg(nearest->equal)
                .arg(nearest->n)
                .arg(nearest->agreement, 0, 'f', 2)
                .arg(nearest->labels),
            drift_);
    }
}

void AnnotatorQualityView::showDriftNote(bool noLines, std::size_t points, bool onlyDecisions)
{
    if (noLines) {
        driftNote_->setText(blind_ ? tr("You have not labelled any pair yet.")
                                   : tr("No one has labelled a pair yet."));
    } else if (points == 0 && onlyDecisions && blind_) {
        // An annotator's blind snapshot holds their labels alone and no decisions.
        driftNote_->setText(
            tr("No point: working blind you see only your own labels, and a majority of your own "
               "labels is your own label. Your drift appears once you may see the others' labels "
               "or the decided pairs."));
    } else if (points == 0 && onlyDecisions) {
        driftNote_->setText(
            tr("No point: with one annotator's labels the majority is their own label, so only "
               "decided pairs count as gold, and a point needs at least %1 of them.")
                .arg(metrics::smallestDriftBlock(effectiveWindow_)));
    } else if (points == 0) {
        driftNote_->setText(
            tr("No point yet: a point needs at least %1 labels on pairs with gold (a decision, "
               "else the majority of a kept pair).")
                .arg(metrics::smallestDriftBlock(effectiveWindow_)));
    } else {
        driftNote_->setText(
            tr("Each point is the share of %1 consecutive labels on pairs with gold that equal "
               "the gold (a decision, else the majority of a kept pair, own label included), "
               "drawn at the block's last label; a last, shorter block of at least half that "
               "counts too.")
                .arg(effectiveWindow_));
    }
}

void AnnotatorQualityView::rebuildSummary()
{
    const auto &snap = session_.snapshot();
    const auto &st = session_.statistics();
    const std::vector<EsdSession::Pace> *paces = paces_ ? paces_() : nullptr;
    std::vector<AnnotatorSummaryModel::Row> rows;
    for (std::size_t a = 0; a < snap.annotators.size(); ++a) {
        if (blind_ && static_cast<int>(a) != session_.annotatorColumn()) {
            continue;
        }
        const auto acc =
            std::find_if(st.annotatorAccuracy.begin(), st.annotatorAccuracy.end(),
                         [a](const metrics::AnnotatorAccuracy &x) { return x.annotator == a; });
        const bool known = acc != st.annotatorAccuracy.end();
        AnnotatorSummaryModel::Row &row = rows.emplace_back();
        row.annotator = QString::fromStdString(snap.annotators[a]);
        row.labels = a < st.labelledBy.size() ? st.labelledBy[a] : 0;
        row.accuracy = known ? std::optional(acc->accuracy) : std::nullopt;
        row.compared = known ? acc->n : 0;
        if (paces && a < paces->size()) {
            row.pace = (*paces)[a].pace;
            row.remaining = (*paces)[a].remaining;
            row.hoursToFinish = (*paces)[a].hoursToFinish;
        }
    }
    summaryModel_->setRows(std::move(rows));
    fitHeight(summary_);
}

} // namespace es::widgets
