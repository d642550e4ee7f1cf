#include "widgets/esd/model_errors_view.h"

#include "db/esd/esd_snapshot.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/common/view_window.h"
#include "widgets/esd/esd_commands.h"
#include "widgets/esd/esd_session.h"

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

constexpr int kSliderSteps = 1000;

QString modelTitle(const metrics::EsdModelScores &m)
{
    return QStringLiteral("%1 (%2)").arg(QString::fromStdString(m.model),
                                         QString::fromStdString(m.setting));
}

QString ratio(std::optional<double> v)
{
    return v ? figureText(*v) : QCoreApplication::translate("ModelErrorsView", "n/a");
}

const char *outcomeKey(ModelErrorFilter::Outcome o)
{
    switch (o) {
    case ModelErrorFilter::Outcome::Errors:
        return "errors";
    case ModelErrorFilter::Outcome::FalsePositives:
        return "fp";
    case ModelErrorFilter::Outcome::FalseNegatives:
        return "fn";
    case ModelErrorFilter::Outcome::All:
        break;
    }
    return "all";
}

const char *agreementKey(ModelErrorFilter::Agreement a)
{
    switch (a) {
    case ModelErrorFilter::Agreement::Unanimous:
        return "unanimous";
    case ModelErrorFilter::Agreement::Split:
        return "split";
    case ModelErrorFilter::Agreement::All:
        break;
    }
    return "all";
}

} // namespace

ModelErrorsView::ModelErrorsView(EsdSession &session, db::Project &project, std::size_t modelIndex,
                                 QWidget *parent)
    : QWidget(parent), session_(session), model_(modelIndex)
{
    setObjectName(QStringLiteral("ModelErrorsView"));
    table_ = new ModelErrorsModel(session_, this);
    auto *layout = new QVBoxLayout(this);

    header_ = plainLabel({}, this, true);
    QFont big = header_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    header_->setFont(big);
    layout->addWidget(header_);

    layout->addLayout(buildFilters());
    layout->addLayout(buildThresholdRow());

    rule_ = plainLabel({}, this);
    counts_ = plainLabel({}, this, true);
    counts_->setObjectName(QStringLiteral("counts"));
    QFont strong = counts_->font();
    strong.setBold(true);
    counts_->setFont(strong);
    layout->addWidget(rule_);
    layout->addWidget(counts_);

    views_ = new SavedViewsBar(project, QStringLiteral("esd.models"), this);
    views_->setFiltersProvider([this] { return filters(); });
    views_->setPerson(session_.annotator());
    layout->addWidget(views_);

    buildTable();
    layout->addWidget(view_, 1);
    shown_ = plainLabel({}, this);
    layout->addWidget(shown_);

    goalTyping_ = new QTimer(this);
    goalTyping_->setSingleShot(true);
    goalTyping_->setInterval(200);

    connectControls();
    fillModelChoices();
    fillAnnotatorChoices();
    setModelIndex(modelIndex < session_.snapshot().models.size() ? modelIndex : 0);
}

QGridLayout *ModelErrorsView::buildFilters()
{
    auto *filterGrid = new QGridLayout;
    models_ = new QComboBox(this);
    models_->setObjectName(QStringLiteral("model"));
    models_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    outcome_ = new QComboBox(this);
    outcome_->setObjectName(QStringLiteral("outcome"));
    outcome_->addItem(tr("All pairs"), static_cast<int>(ModelErrorFilter::Outcome::All));
    outcome_->addItem(tr("Errors only (FP and FN)"),
                      static_cast<int>(ModelErrorFilter::Outcome::Errors));
    outcome_->addItem(tr("False positives"),
                      static_cast<int>(ModelErrorFilter::Outcome::FalsePositives));
    outcome_->addItem(tr("False negatives"),
                      static_cast<int>(ModelErrorFilter::Outcome::FalseNegatives));
    annotator_ = new QComboBox(this);
    annotator_->setObjectName(QStringLiteral("annotator"));
    annotator_->setToolTip(tr("Only pairs this annotator labelled"));
    goal_ = new QLineEdit(this);
    goal_->setObjectName(QStringLiteral("goal"));
    goal_->setPlaceholderText(tr("Goal contains…"));
    goal_->setClearButtonEnabled(true);
    agreement_ = new QComboBox(this);
    agreement_->setObjectName(QStringLiteral("agreement"));
    agreement_->addItem(tr("Any agreement"), static_cast<int>(ModelErrorFilter::Agreement::All));
    agreement_->addItem(tr("Unanimous"), static_cast<int>(ModelErrorFilter::Agreement::Unanimous));
    agreement_->addItem(tr("Split"), static_cast<int>(ModelErrorFilter::Agreement::Split));
    agreement_->setToolTip(
        tr("Unanimous: two or more labels, all equal. Split: two or more labels that differ."));
    const auto addFilter = [&](int row, int column, const QString &label, QWidget *w) {
        auto *l = new QLabel(label, this);
        l->setTextFormat(Qt::PlainText); // every label of the workbench is plain, data or not
        l->setBuddy(w);
        filterGrid->addWidget(l, row, column * 2);
        filterGrid->addWidget(w, row, column * 2 + 1);
    };
    addFilter(0, 0, tr("&Model:"), models_);
    addFilter(0, 1, tr("&Outcome:"), outcome_);
    addFilter(0, 2, tr("A&greement:"), agreement_);
    addFilter(1, 0, tr("A&nnotator:"), annotator_);
    addFilter(1, 1, tr("Goa&l:"), goal_);
    filterGrid->setColumnStretch(1, 1);
    filterGrid->setColumnStretch(3, 1);
    filterGrid->setColumnStretch(5, 1);
    return filterGrid;
}

QHBoxLayout *ModelErrorsView::buildThresholdRow()
{
    auto *threshold = new QHBoxLayout;
    auto *thresholdLabel = new QLabel(tr("&Threshold:"), this);
    thresholdLabel->setTextFormat(Qt::PlainText);
    threshold->addWidget(thresholdLabel);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("thresholdSlider"));
    slider_->setRange(0, kSliderSteps);
    threshold->addWidget(slider_, 1);
    spin_ = new QDoubleSpinBox(this);
    spin_->setObjectName(QStringLiteral("threshold"));
    spin_->setKeyboardTracking(false);
    thresholdLabel->setBuddy(spin_);
    threshold->addWidget(spin_);
    best_ = new QPushButton(tr("&Best (Youden)"), this);
    best_->setObjectName(QStringLiteral("bestThreshold"));
    best_->setToolTip(
        tr("The threshold with the largest true positive rate minus false positive rate"));
    threshold->addWidget(best_);
    return threshold;
}

void ModelErrorsView::buildTable()
{
    view_ = new QTableView(this);
    leaveFieldWithEscEnter(
        goal_, [this] { return view_; }, tr("Leave the goal filter for the table"));
    setKeyGroup(this, tr("ESD model errors"));
    view_->setModel(table_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideRight);
    view_->verticalHeader()->hide();
    // Fixed row heights: with a million rows the view must not measure each one.
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setStretchLastSection(false);
}

void ModelErrorsView::connectControls()
{
    connect(models_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0) {
            setModelIndex(static_cast<std::size_t>(models_->itemData(i).toULongLong()));
        }
    });
    connect(outcome_, &QComboBox::currentIndexChanged, this, &ModelErrorsView::filtersChanged);
    connect(annotator_, &QComboBox::currentIndexChanged, this, &ModelErrorsView::filtersChanged);
    connect(agreement_, &QComboBox::currentIndexChanged, this, &ModelErrorsView::filtersChanged);
    // Typing waits for a pause: each filter pass walks every scored pair.
    connect(goal_, &QLineEdit::textChanged, goalTyping_, qOverload<>(&QTimer::start));
    connect(goalTyping_, &QTimer::timeout, this, &ModelErrorsView::filtersChanged);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        const ModelRanking &r = table_->ranking();
        setThreshold(r.lowest() + (r.highest() - r.lowest()) * v / kSliderSteps);
    });
    connect(spin_, &QDoubleSpinBox::valueChanged, this, &ModelErrorsView::setThreshold);
    connect(best_, &QPushButton::clicked, this, &ModelErrorsView::useBestThreshold);
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid()) {
            emit pairActivated(table_->pairAt(index.row()));
        }
    });
    connect(views_, &SavedViewsBar::viewChosen, this, &ModelErrorsView::applyFilters);
    connect(&session_, &EsdSession::annotatorChanged, views_, &SavedViewsBar::setPerson);
    connect(&session_, &EsdSession::pairsReset, this, [this] { orderStale_ = true; });
    connect(&session_, &EsdSession::statisticsChanged, this, &ModelErrorsView::refresh);
}

ModelErrorsView *ModelErrorsView::open(EsdSession &session, db::Project &project,
                                       std::size_t modelIndex, QWidget *parent, bool *created)
{
    static QPointer<QDialog> window;
    const auto [view, isNew] = viewWindow<ModelErrorsView>(
        window, session, parent, {"ModelErrorsWindow", QString(), QSize(1100, 720), 0},
        [&](ModelErrorsView *v) { return &v->session_ == &session; },
        [&](QDialog *d) { return new ModelErrorsView(session, project, modelIndex, d); },
        // The window would outlive a closed project, and its view reads the session.
        [](ModelErrorsView *) {});
    if (created) {
        *created = isNew;
    }
    if (!isNew) {
        view->setModelIndex(modelIndex);
    }
    bringForward(window);
    return view;
}

void ModelErrorsView::setModelIndex(std::size_t modelIndex)
{
    const auto &models = session_.snapshot().models;
    if (modelIndex >= models.size() && !models.empty()) {
        return;
    }
    model_ = modelIndex;
    {
        const QSignalBlocker block(models_);
        models_->setCurrentIndex(models_->findData(static_cast<qulonglong>(modelIndex)));
    }
    table_->rebuild(model_, currentFilter());
    sizeColumns();
    showModel();
    useBestThreshold();
}

void ModelErrorsView::setThreshold(double threshold)
{
    followsBest_ = false;
    table_->setThreshold(threshold);
    showThreshold();
}

void ModelErrorsView::useBestThreshold()
{
    followsBest_ = true;
    const ModelRanking &r = table_->ranking();
    table_->setThreshold(r.youden().value_or((r.lowest() + r.highest()) / 2.0));
    showThreshold();
}

QJsonObject ModelErrorsView::filters() const
{
    QJsonObject out;
    const auto &models = session_.snapshot().models;
    if (model_ < models.size()) {
        out.insert(QStringLiteral("model"), QString::fromStdString(models[model_].model));
        out.insert(QStringLiteral("setting"), QString::fromStdString(models[model_].setting));
    }
    out.insert(QStringLiteral("threshold"), threshold());
    const ModelErrorFilter f = currentFilter();
    out.insert(QStringLiteral("outcome"), QLatin1String(outcomeKey(f.outcome)));
    out.insert(QStringLiteral("annotator"),
               f.annotator >= 0 ? annotator_->currentText() : QString());
    out.insert(QStringLiteral("goal"), f.goalContains);
    out.insert(QStringLiteral("agreement"), QLatin1String(agreementKey(f.agreement)));
    return out;
}

void ModelErrorsView::applyFilters(const QJsonObject &filters)
{
    // A saved view comes from the project file: anything unknown falls back to "all".
    const auto &models = session_.snapshot().models;
    const std::string model = filters.value(QStringLiteral("model")).toString().toStdString();
    const std::string setting = filters.value(QStringLiteral("setting")).toString().toStdString();
    for (std::size_t i = 0; i < models.size(); ++i) {
        if (models[i].model == model && models[i].setting == setting) {
            if (i != model_) {
                setModelIndex(i);
            }
            break;
        }
    }
    const auto chooseKey = [](QComboBox *combo, const QString &key, auto keyOf, auto values) {
        int index = 0;
        for (int i = 0; i < combo->count(); ++i) {
            if (QLatin1String(keyOf(values[static_cast<std::size_t>(i)])) == key) {
                index = i;
            }
        }
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(index);
    };
    chooseKey(outcome_, filters.value(QStringLiteral("outcome")).toString(), outcomeKey,
              std::array{ModelErrorFilter::Outcome::All, ModelErrorFilter::Outcome::Errors,
                         ModelErrorFilter::Outcome::FalsePositives,
                         ModelErrorFilter::Outcome::FalseNegatives});
    chooseKey(agreement_, filters.value(QStringLiteral("agreement")).toString(), agreementKey,
              std::array{ModelErrorFilter::Agreement::All, ModelErrorFilter::Agreement::Unanimous,
                         ModelErrorFilter::Agreement::Split});
    {
        const QSignalBlocker block(annotator_);
        const QString who = filters.value(QStringLiteral("annotator")).toString();
        const int found = who.isEmpty() ? 0 : annotator_->findText(who, Qt::MatchExactly);
        annotator_->setCurrentIndex(found > 0 ? found : 0);
    }
    {
        const QSignalBlocker block(goal_);
        goal_->setText(filters.value(QStringLiteral("goal")).toString());
        goalTyping_->stop();
    }
    filtersChanged();
    const QJsonValue t = filters.value(QStringLiteral("threshold"));
    if (t.isDouble() && std::isfinite(t.toDouble())) {
        setThreshold(t.toDouble());
    } else {
        useBestThreshold();
    }
}

void ModelErrorsView::refresh()
{
    // Indices may move after a reload; the model is the same by name and setting.
    const QString key = models_->currentText();
    const std::optional<std::uint32_t> current =
        view_->currentIndex().isValid() ? std::optional(table_->pairAt(view_->currentIndex().row()))
                                        : std::nullopt;
    fillModelChoices();
    fillAnnotatorChoices();
    const int keep = std::max(models_->findText(key, Qt::MatchExactly), 0);
    model_ = keep < models_->count()
                 ? static_cast<std::size_t>(models_->itemData(keep).toULongLong())
                 : 0;
    {
        const QSignalBlocker block(models_);
        models_->setCurrentIndex(keep);
    }
    // The threshold stays where it was set; rebuild() and regold() keep it. A label or a
    // decision changes only the gold, and re-ranking a million scores on every label
    // would make labelling lag while this window is open.
    const int columns = ModelErrorsModel::FirstAnnotatorColumn +
                        static_cast<int>(session_.snapshot().annotators.size()) + 1;
    if (orderStale_ || table_->ranking().model() != model_ || table_->columnCount() != columns) {
        table_->rebuild(model_, currentFilter());
    } else {
        table_->regold(currentFilter());
    }
    orderStale_ = false;
    sizeColumns();
    showModel();
    if (followsBest_) {
        useBestThreshold();
    } else {
        showThreshold();
    }
    selectPair(current);
}

void ModelErrorsView::fillModelChoices()
{
    const QSignalBlocker block(models_);
    const auto &models = session_.snapshot().models;
    models_->clear();
    for (std::size_t i = 0; i < models.size(); ++i) {
        models_->addItem(modelTitle(models[i]), static_cast<qulonglong>(i));
    }
    models_->setEnabled(!models.empty());
}

void ModelErrorsView::fillAnnotatorChoices()
{
    const QSignalBlocker block(annotator_);
    const QString chosen = annotator_->currentIndex() > 0 ? annotator_->currentText() : QString();
    annotator_->clear();
    annotator_->addItem(tr("Any annotator"), -1);
    const auto &names = session_.snapshot().annotators;
    for (std::size_t a = 0; a < names.size(); ++a) {
        annotator_->addItem(QString::fromStdString(names[a]), static_cast<int>(a));
    }
    const int found = chosen.isEmpty() ? -1 : annotator_->findText(chosen, Qt::MatchExactly);
    annotator_->setCurrentIndex(found > 0 ? found : 0);
}

void ModelErrorsView::showModel()
{
    const auto &snap = session_.snapshot();
    const ModelRanking &r = table_->ranking();
    if (model_ >= snap.models.size()) {
        header_->setText(tr("No model scores in this project."));
        rule_->clear();
        return;
    }
    const auto &m = snap.models[model_];
    metrics::Estimate auroc = metrics::Estimate::undefined("no result");
    for (const auto &result : session_.statistics().models) {
        if (result.scores == model_) {
            auroc = result.roc.auroc;
        }
    }
    const QString aurocText = auroc.defined()
                                  ? figureText(*auroc.value)
                                  : tr("n/a (%1)").arg(QString::fromStdString(auroc.reason));
    header_->setText(tr("%1: AUROC %2, n = %3 (%4 essential, %5 non-essential); %6 pairs scored")
                         .arg(modelTitle(m), aurocText)
                         .arg(r.positives() + r.negatives())
                         .arg(r.positives())
                         .arg(r.negatives())
                         .arg(r.ranked().size()));
    rule_->setText(r.direction() == metrics::ScoreDirection::LowerIsPositive
                       ? tr("Lower scores mean essential: the model predicts essential when score "
                            "≤ threshold.")
                       : tr("Higher scores mean essential: the model predicts essential when score "
                            "≥ threshold."));
    if (window() != this) {
        window()->setWindowTitle(tr("Model errors: %1").arg(modelTitle(m)));
    }
    // Enough decimals to tell neighbouring scores of the range apart.
    const double span = r.highest() - r.lowest();
    const int decimals =
        span > 0 ? std::clamp(3 - static_cast<int>(std::floor(std::log10(span))), 2, 8) : 4;
    const QSignalBlocker block(spin_);
    spin_->setDecimals(decimals);
    spin_->setSingleStep(span > 0 ? span / 100.0 : 0.01);
    const bool scored = !r.ranked().empty();
    slider_->setEnabled(scored && span > 0);
    spin_->setEnabled(scored);
    best_->setEnabled(r.youden().has_value());
    best_->setToolTip(
        r.youden()
            ? tr("The threshold with the largest true positive rate minus false positive rate")
            : tr("Needs pairs of both gold classes with a score"));
}

void ModelErrorsView::showThreshold()
{
    const ModelRanking &r = table_->ranking();
    const double t = table_->threshold();
    const double span = r.highest() - r.lowest();
    {
        const QSignalBlocker block(slider_);
        const double at = span > 0 ? (t - r.lowest()) / span * kSliderSteps : 0.0;
        slider_->setValue(static_cast<int>(std::lround(std::clamp(at, 0.0, double(kSliderSteps)))));
    }
    {
        const QSignalBlocker block(spin_);
        spin_->setRange(std::min(r.lowest(), t), std::max(r.highest(), t));
        spin_->setValue(t);
    }
    const Confusion c = r.at(t);
    QString text = tr("At %1:   TP %2   FP %3   FN %4   TN %5   precision %6   recall %7")
                       .arg(QString::number(t, 'g', 6))
                       .arg(c.truePositives)
                       .arg(c.falsePositives)
                       .arg(c.falseNegatives)
                       .arg(c.trueNegatives)
                       .arg(ratio(c.precision()), ratio(c.recall()));
    if (const std::optional<double> j = c.youdenJ()) {
        text += tr("   Youden's J %1").arg(figureText(*j));
    }
    if (followsBest_ && r.youden()) {
        text += tr("   (best)");
    }
    counts_->setText(text);
    shown_->setText(tr("%1 of %2 scored pairs shown. Double-click a row to open the pair.")
                        .arg(table_->rowCount())
                        .arg(r.ranked().size()));
}

void ModelErrorsView::filtersChanged()
{
    table_->setFilter(currentFilter());
    showThreshold();
}

ModelErrorFilter ModelErrorsView::currentFilter() const
{
    ModelErrorFilter f;
    f.outcome = static_cast<ModelErrorFilter::Outcome>(outcome_->currentData().toInt());
    f.agreement = static_cast<ModelErrorFilter::Agreement>(agreement_->currentData().toInt());
    f.annotator = annotator_->currentIndex() > 0 ? annotator_->currentData().toInt() : -1;
    f.goalContains = goal_->text().trimmed();
    return f;
}

void ModelErrorsView::selectPair(std::optional<std::uint32_t> pair)
{
    const int row = pair ? table_->rowOf(*pair) : -1;
    if (row >= 0) {
        view_->setCurrentIndex(table_->index(row, 0));
        view_->scrollTo(table_->index(row, 0));
    }
}

void ModelErrorsView::sizeColumns()
{
    const int columns = table_->columnCount();
    if (columns == sizedColumns_) {
        return;
    }
    sizedColumns_ = columns;
    // Measured from the font, not the rows: reading a million rows to fit them would stall.
    const QFontMetrics fm = view_->fontMetrics();
    const int pad = 18;
    view_->setColumnWidth(ModelErrorsModel::RankColumn,
                          fm.horizontalAdvance(QStringLiteral("0000000")) + pad);
    view_->setColumnWidth(ModelErrorsModel::ScoreColumn,
                          fm.horizontalAdvance(QStringLiteral("-0.0000000")) + pad);
    view_->setColumnWidth(ModelErrorsModel::GoldColumn,
                          fm.horizontalAdvance(tr("non-essential (decided)")) + pad);
    view_->setColumnWidth(
        ModelErrorsModel::OutcomeColumn,
        std::max(fm.horizontalAdvance(tr("Outcome")), fm.horizontalAdvance(tr("TP"))) + pad);
    view_->setColumnWidth(ModelErrorsModel::GoalColumn, fm.averageCharWidth() * 30);
    view_->setColumnWidth(ModelErrorsModel::StepColumn, fm.averageCharWidth() * 42);
    // The step takes what width is left: it is the text people read to judge an error.
    view_->horizontalHeader()->setSectionResizeMode(ModelErrorsModel::StepColumn,
                                                    QHeaderView::Stretch);
    const auto &names = session_.snapshot().annotators;
    for (int c = ModelErrorsModel::FirstAnnotatorColumn; c < columns - 1; ++c) {
        const auto a = static_cast<std::size_t>(c - ModelErrorsModel::FirstAnnotatorColumn);
        const int name =
            a < names.size() ? fm.horizontalAdvance(QString::fromStdString(names[a])) : 0;
        view_->setColumnWidth(c, std::clamp(name, fm.horizontalAdvance(QStringLiteral("00")),
                                            fm.averageCharWidth() * 14) +
                                     pad);
    }
    view_->setColumnWidth(columns - 1,
                          std::max(fm.horizontalAdvance(tr("Agreement")),
                                   fm.horizontalAdvance(QStringLiteral("0.00 (00/00)"))) +
                              pad);
}

} // namespace es::widgets
