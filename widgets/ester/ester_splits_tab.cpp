#include "widgets/ester/ester_splits_tab.h"

#include "widgets/common/chart_view.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_splits_models.h"
#include "widgets/ester/ester_statistics_panel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <utility>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

// The n-grams the figures count, as the report states them.
const ester::NgramOptions kNgrams;
// The rows a table shows before it scrolls.
constexpr char kRows[] = "esShownRows";

QTableView *newTable(QWidget *parent, QAbstractItemModel *model, const QString &name, int rows)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->verticalHeader()->hide();
    // Counts are narrow; the style's minimum would widen their columns past the panel.
    view->horizontalHeader()->setMinimumSectionSize(24);
    view->setWordWrap(false);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view->setProperty(kRows, rows); // fitTable's
    return view;
}

// Columns as wide as their contents, the first taking what is left (the panel is narrow:
// a column squeezed below its contents would cut them), or, in a table that wraps its
// text, the last one taking what is left or giving what is missing; and the table tall
// enough for its rows (at most `rows` of them, then it scrolls), so that the tab scrolls
// as a whole instead of each table in a sliver of its own.
void fitTable(QTableView *view)
{
    const int rows = view->property(kRows).toInt();
    QHeaderView *header = view->horizontalHeader();
    view->resizeColumnsToContents();
    const int columns = view->model()->columnCount();
    const int spare = view->viewport()->width() - header->length();
    if (columns > 0 && (spare > 0 || view->wordWrap())) {
        const int absorbing = view->wordWrap() ? columns - 1 : 0;
        // A wrapped column keeps room for a few words.
        header->resizeSection(absorbing, std::max(header->sectionSize(absorbing) + spare,
                                                  view->wordWrap() ? 120 : 0));
    }
    if (view->wordWrap()) {
        view->resizeRowsToContents();
    }
    const int count = view->model()->rowCount();
    int height = header->sizeHint().height() + 2 * view->frameWidth();
    for (int r = 0; r < std::clamp(count, 1, rows); ++r) {
        height += r < count ? view->rowHeight(r) : view->verticalHeader()->defaultSectionSize();
    }
    if (header->length() > view->viewport()->width()) {
        height += view->horizontalScrollBar()->sizeHint().height();
    }
    view->setFixedHeight(height);
}

// A combo box named `name` with its label `text` (which gives it a key) in `row`.
QComboBox *addBox(QHBoxLayout *row, QWidget *parent, const QString &text, const QString &name)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText); // every label of the workbench is plain, data or not
    auto *box = new QComboBox(parent);
    box->setObjectName(name);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box->setMinimumContentsLength(8);
    label->setBuddy(box);
    row->addWidget(label);
    row->addWidget(box, 1);
    return box;
}

QString splitName(const std::string &name)
{
    return QString::fromStdString(name);
}

} // namespace

EsterSplitsTab::EsterSplitsTab(EsterSession &session, QTabWidget *tabs)
    : QWidget(tabs), session_(session), tabs_(tabs)
{
    setObjectName(QStringLiteral("EsterSplitsTab"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(this);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll_);
    auto *page = new QWidget(scroll_);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(buildWarning(page));
    status_ = plainLabel({}, page);
    status_->setObjectName(QStringLiteral("SplitsStatus"));
    layout->addWidget(status_);
    splitsModel_ = new EsterSplitsModel(this);
    splits_ = newTable(page, splitsModel_, QStringLiteral("SplitsTable"), 8);
    splits_->setToolTip(tr("Each split imported as gold: its distinct passages, questions, "
                           "gold answers per question with gold, and passage length in tokens."));
    layout->addWidget(splits_);
    layout->addWidget(buildChart(page));
    layout->addWidget(buildNgrams(page));
    layout->addStretch(1);
    scroll_->setWidget(page);
    tabs->addTab(this, tr("Splits"));

    job_ = new BackgroundJob(this, [this] { return prepare(); });
    for (QTableView *v : {splits_, types_, leads_, answers_, shared_}) {
        v->viewport()->installEventFilter(this);
    }
    connect(job_, &BackgroundJob::failed, this, [this](const QString &reason) {
        pending_ = false;
        status_->setText(tr("The figures per split could not be computed: %1").arg(reason));
        emit updated();
    });
    connect(&session_, &EsterSession::followed, this, [this] { edited_ = true; });
    connect(&session_, &EsterSession::changed, this, &EsterSplitsTab::sessionChanged);
    compute(true);
}

QWidget *EsterSplitsTab::buildWarning(QWidget *page)
{
    warning_ = new QFrame(page);
    warning_->setObjectName(QStringLiteral("SplitOverlapWarning"));
    warning_->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(warning_);
    auto *row = new QHBoxLayout;
    auto *icon = new QLabel(warning_);
    icon->setTextFormat(Qt::PlainText);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    icon->setAlignment(Qt::AlignTop);
    warningText_ = plainLabel({}, warning_, true);
    warningText_->setObjectName(QStringLiteral("SplitOverlapText"));
    warningText_->setStyleSheet(QStringLiteral("color: #a01d12;"));
    row->addWidget(icon);
    row->addWidget(warningText_, 1);
    layout->addLayout(row);
    list_ = new QPushButton(tr("List the passages"), warning_);
    list_->setObjectName(QStringLiteral("ListSharedPassages"));
    list_->setCheckable(true);
    layout->addWidget(list_, 0, Qt::AlignLeft);
    sharedModel_ = new EsterSharedPassagesModel(this);
    shared_ = newTable(warning_, sharedModel_, QStringLiteral("SharedPassages"), 10);
    shared_->setWordWrap(true); // an opening is up to eight words
    shared_->setToolTip(tr("Passages that more than one split lists: the passage's id, its "
                           "first words and the splits."));
    shared_->hide();
    layout->addWidget(shared_);
    connect(list_, &QPushButton::toggled, this, [this](bool on) {
        shared_->setVisible(on);
        list_->setText(on ? tr("Hide the passages") : tr("List the passages"));
        if (on) {
            fitShared();
        }
    });
    warning_->hide();
    return warning_;
}

QWidget *EsterSplitsTab::buildChart(QWidget *page)
{
    auto *box = new QWidget(page);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    measureBox_ = addBox(row, box, tr("&Chart:"), QStringLiteral("SplitsMeasure"));
    measureBox_->addItem(tr("Questions by relation type"), int(Measure::Questions));
    measureBox_->addItem(tr("Answers per question by relation type"),
                         int(Measure::AnswersPerQuestion));
    layout->addLayout(row);
    chart_ = new ChartView(newChart(tr("Questions by relation type and split")), box);
    chart_->setObjectName(QStringLiteral("SplitsChart"));
    chart_->setMinimumHeight(320); // room for the value axis's title
    layout->addWidget(chart_);
    connect(measureBox_, &QComboBox::currentIndexChanged, this, [this] { fillChart(); });
    return box;
}

QWidget *EsterSplitsTab::buildNgrams(QWidget *page)
{
    auto *box = new QWidget(page);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *choose = new QHBoxLayout;
    splitBox_ = addBox(choose, box, tr("&Split:"), QStringLiteral("SplitsSplit"));
    typeBox_ = addBox(choose, box, tr("&Relation type:"), QStringLiteral("SplitsType"));
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        typeBox_->addItem(relationTitle(static_cast<ester::Relation>(t)), int(t));
    }
    layout->addLayout(choose);

    typesModel_ = new EsterSplitTypesModel(this);
    types_ = newTable(box, typesModel_, QStringLiteral("SplitTypesTable"), int(ester::kRelations));
    types_->setToolTip(tr("The chosen split's questions and gold answers by relation type."));
    layout->addWidget(types_);

    auto *note = plainLabel(tr("The %1 most frequent question openings (a question's first %2 "
                               "tokens) and answer n-grams (every %3 consecutive tokens of a "
                               "gold answer) of the chosen split and relation type.")
                                .arg(kNgrams.top)
                                .arg(kNgrams.questionLead)
                                .arg(kNgrams.answerN),
                            box);
    layout->addWidget(note);
    // Side by side where the panel is wide enough for both (resizeEvent).
    ngramTables_ = new QBoxLayout(QBoxLayout::TopToBottom);
    leadsModel_ = new EsterNgramModel(tr("Question opening"), this);
    leads_ = newTable(box, leadsModel_, QStringLiteral("QuestionLeads"), int(kNgrams.top));
    answersModel_ = new EsterNgramModel(tr("Answer n-gram"), this);
    answers_ = newTable(box, answersModel_, QStringLiteral("AnswerNgrams"), int(kNgrams.top));
    ngramTables_->addWidget(leads_, 1);
    ngramTables_->addWidget(answers_, 1);
    layout->addLayout(ngramTables_);
    connect(splitBox_, &QComboBox::currentIndexChanged, this, [this] { showChosen(); });
    connect(typeBox_, &QComboBox::currentIndexChanged, this, [this] { showChosen(); });
    return box;
}

void EsterSplitsTab::sessionChanged()
{
    // An edit in place changes a question's text, type or gold at most: worth the work
    // only where someone looks. A reload (an import, a sign-in) may change the splits and
    // the passages they share, which the warning must say at once.
    const bool edit = std::exchange(edited_, false);
    if (edit && !isVisible()) {
        stale_ = true;
        return;
    }
    compute(!edit);
}

void EsterSplitsTab::compute(bool now)
{
    stale_ = false;
    pending_ = true;
    job_->invalidate(now);
}

void EsterSplitsTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (stale_) {
        compute(true);
    }
}

BackgroundJob::Work EsterSplitsTab::prepare()
{
    // What analyseEsterSplits reads, copied: edits change the session's snapshot in place.
    auto inputs =
        std::make_shared<const db::EsterSnapshot>(db::esterSplitInputs(session_.snapshot()));
    return [this, inputs](const std::atomic<bool> &) -> BackgroundJob::Apply {
        db::EsterSplitAnalysis analysis = db::analyseEsterSplits(*inputs);
        std::vector<db::EsterSharedPassage> shared = db::esterSharedPassages(*inputs, analysis);
        return [this, splits = std::move(analysis.splits), shared = std::move(shared)]() mutable {
            showFigures(std::move(splits), std::move(shared));
        };
    };
}

void EsterSplitsTab::showFigures(std::vector<ester::SplitFigures> splits,
                                 std::vector<db::EsterSharedPassage> shared)
{
    figures_ = std::move(splits);
    sharedPassages_ = std::move(shared);
    pending_ = false;
    // A blind view counts the splits its person imported as gold, as `report --as` does.
    status_->setText(!figures_.empty()      ? QString()
                     : session_.blindView() ? tr("Working blind, you see the figures of the "
                                                 "splits you imported as gold: none yet.")
                                            : tr("No split imported as gold yet: the figures "
                                                 "per split appear once one is."));
    status_->setVisible(figures_.empty());
    splitsModel_->setSplits(figures_);
    fitTable(splits_);
    showWarning();
    fillChoices();
    fillChart();
    showChosen();
    emit updated();
}

void EsterSplitsTab::showWarning()
{
    const int at = tabs_->indexOf(this);
    if (sharedPassages_.empty()) {
        warning_->hide();
        warningText_->clear();
        list_->setChecked(false);
        sharedModel_->setPassages({});
        tabs_->setTabIcon(at, QIcon());
        tabs_->setTabToolTip(at, QString());
        return;
    }
    // The splits that share passages, in the order the splits are listed.
    QStringList names;
    for (const ester::SplitFigures &f : figures_) {
        const QString name = splitName(f.name);
        for (const db::EsterSharedPassage &p : sharedPassages_) {
            if (std::find(p.splits.begin(), p.splits.end(), f.name) != p.splits.end()) {
                names << name;
                break;
            }
        }
    }
    const QString text =
        tr("%n passage(s) in more than one split (%1): ESTER keeps training and evaluation "
           "passages apart, so a model trained on one of these splits and scored on another "
           "has read them.",
           nullptr, static_cast<int>(sharedPassages_.size()))
            .arg(names.join(tr(", ")));
    warningText_->setText(text);
    sharedModel_->setPassages(sharedPassages_);
    fitShared();
    warning_->show();
    tabs_->setTabIcon(at, style()->standardIcon(QStyle::SP_MessageBoxWarning));
    tabs_->setTabToolTip(at, plainToolTip(text));
}

void EsterSplitsTab::fillChoices()
{
    const QString current = splitBox_->currentText();
    QStringList names;
    for (const ester::SplitFigures &f : figures_) {
        names << splitName(f.name);
    }
    QStringList listed;
    for (int i = 0; i < splitBox_->count(); ++i) {
        listed << splitBox_->itemText(i);
    }
    if (listed == names) {
        return;
    }
    const QSignalBlocker quiet(splitBox_);
    splitBox_->clear();
    splitBox_->addItems(names);
    splitBox_->setCurrentIndex(static_cast<int>(std::max<qsizetype>(0, names.indexOf(current))));
}

const ester::SplitFigures *EsterSplitsTab::chosenSplit() const
{
    const int at = splitBox_->currentIndex();
    return at >= 0 && static_cast<std::size_t>(at) < figures_.size()
               ? &figures_[static_cast<std::size_t>(at)]
               : nullptr;
}

void EsterSplitsTab::showChosen()
{
    const ester::SplitFigures *split = chosenSplit();
    typesModel_->setSplit(split);
    fitTable(types_);
    const auto type = static_cast<std::size_t>(std::max(0, typeBox_->currentIndex()));
    leadsModel_->setNgrams(split ? split->byType[type].questionLeads
                                 : std::vector<ester::NgramCount>{});
    answersModel_->setNgrams(split ? split->byType[type].answerNgrams
                                   : std::vector<ester::NgramCount>{});
    fitTable(leads_);
    fitTable(answers_);
}

void EsterSplitsTab::fitShared()
{
    if (!shared_->isHidden()) {
        fitTable(shared_);
    }
}

void EsterSplitsTab::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The two lists of n-grams side by side where each has room for a long n-gram.
    ngramTables_->setDirection(width() >= 520 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

bool EsterSplitsTab::eventFilter(QObject *watched, QEvent *event)
{
    // A table's columns follow the width of its viewport (filtered: the tables' only).
    if (event->type() == QEvent::Resize) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        if (resize->size().width() != resize->oldSize().width()) {
            fitTable(static_cast<QTableView *>(watched->parent()));
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EsterSplitsTab::fillChart()
{
    const bool questions = measureBox_->currentData().toInt() == int(Measure::Questions);
    QChart *chart = chart_->chart();
    QStringList abbreviations, typeNames, setNames;
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        abbreviations << relationAbbreviation(static_cast<ester::Relation>(t));
        typeNames << relationTitle(static_cast<ester::Relation>(t));
    }
    std::vector<std::vector<double>> heights;
    double max = 1;
    for (const ester::SplitFigures &f : figures_) {
        setNames << splitName(f.name);
        auto &bars = heights.emplace_back();
        for (const ester::SplitTypeFigures &ft : f.byType) {
            bars.push_back(questions ? double(ft.questions)
                                     : ft.answersPerQuestion.value.value_or(0.0));
            max = std::max(max, bars.back());
        }
    }
    // The value axis's top is part of what the chart was built for.
    const double top = questions ? max : std::ceil(max + 0.5);
    QStringList shape = setNames;
    shape << (questions ? QStringLiteral("questions") : QStringLiteral("answers"))
          << QString::number(top, 'g', 17);
    if (QAbstractBarSeries *same = sameBars(chart, shape)) {
        setBarHeights(same, heights);
        return;
    }
    clearChart(chart);
    chart->setTitle(questions ? tr("Questions by relation type and split")
                              : tr("Answers per question by relation type and split"));
    if (figures_.empty()) {
        return;
    }
    auto *series = new QBarSeries;
    for (std::size_t k = 0; k < heights.size(); ++k) {
        // Legend labels are rich text; split names come from files.
        appendBarSet(series, setNames[qsizetype(k)].toHtmlEscaped(), heights[k]);
    }
    setBarShape(series, shape);
    if (questions) {
        addBarCountAxes(chart, series, abbreviations, tr("questions"), top);
    } else {
        addBarAxes(chart, series, abbreviations, tr("answers per question"), 0, top);
    }
    chartAxis<QBarCategoryAxis>(chart, Qt::Horizontal)->setTitleText(tr("relation type"));
    chart_->setCategoryNames(abbreviations, typeNames);
    showBarToolTips(chart_, series, [this, typeNames](int set, int category) {
        const auto s = static_cast<std::size_t>(set);
        const auto c = static_cast<std::size_t>(category);
        if (s >= figures_.size() || c >= ester::kRelations) {
            return QString();
        }
        const ester::SplitTypeFigures &ft = figures_[s].byType[c];
        return measureBox_->currentData().toInt() == int(Measure::Questions)
                   ? tr("%1 · %2 · %3 questions")
                         .arg(splitName(figures_[s].name), typeNames.value(category))
                         .arg(ft.questions)
                   : tr("%1 · %2 · %3 gold answers per question (%4 questions with gold)")
                         .arg(splitName(figures_[s].name), typeNames.value(category),
                              splitEstimateText(ft.answersPerQuestion, 2))
                         .arg(ft.withGold);
    });
    chart_->fitToSize();
}

} // namespace es::widgets
