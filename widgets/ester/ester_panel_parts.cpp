#include "widgets/ester/ester_panel.h"

// The parts of the ESTER panel as its constructor puts them together: the navigator, the
// passage, the question, review and comparison tabs, and the keys.

#include "report/ester_reason_titles.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_comparison_tab.h"
#include "widgets/ester/ester_editor_tab.h"
#include "widgets/ester/ester_navigator_model.h"
#include "widgets/ester/ester_review_tab.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/passage_view.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>
#include <memory>

namespace es::widgets {

namespace ester = metrics::ester;

void EsterPanel::buildNavigator(QSplitter *split)
{
    auto *nav = new QWidget(split);
    auto *navLayout = new QVBoxLayout(nav);
    filterBox_ = new QComboBox(nav);
    filterBox_->addItem(tr("All questions"), int(Filter::All));
    filterBox_->addItem(tr("Not answered by me"), int(Filter::MineUnanswered));
    filterBox_->addItem(tr("With gold answers"), int(Filter::WithGold));
    filterBox_->addItem(tr("Missed by a model (EM 0)"), int(Filter::ModelMisses));
    filterBox_->addItem(tr("Written by…"), int(Filter::Writer));
    filterBox_->addItem(tr("Review sample per writer"), int(Filter::ReviewSample));
    typeBox_ = new QComboBox(nav);
    typeBox_->addItem(tr("Every relation"), -1);
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        typeBox_->addItem(relationTitle(static_cast<ester::Relation>(t)), int(t));
    }
    search_ = new QLineEdit(nav);
    search_->setPlaceholderText(tr("Search passages and questions"));
    search_->setClearButtonEnabled(true);
    tree_ = new QTreeView(nav);
    tree_->setObjectName(QStringLiteral("EsterNavigator"));
    list_ = new EsterNavigatorModel(session_, this);
    tree_->setModel(list_);
    tree_->setUniformRowHeights(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(EsterNavigatorModel::TextColumn, QHeaderView::Stretch);
    // Sized once from the titles it can show: sizing to contents measures rows again
    // whenever one changes.
    {
        int widest = tree_->fontMetrics().horizontalAdvance(
            list_->headerData(EsterNavigatorModel::RelationColumn, Qt::Horizontal, Qt::DisplayRole)
                .toString());
        for (std::size_t t = 0; t < ester::kRelations; ++t) {
            widest = std::max(widest, tree_->fontMetrics().horizontalAdvance(
                                          relationTitle(static_cast<ester::Relation>(t))));
        }
        const int margins =
            2 * (tree_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree_) + 1) +
            tree_->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, tree_) * 2;
        tree_->header()->setSectionResizeMode(EsterNavigatorModel::RelationColumn,
                                              QHeaderView::Fixed);
        tree_->header()->resizeSection(EsterNavigatorModel::RelationColumn, widest + margins);
    }
    // A passage that gets its first listed question by an edit opens like the others.
    connect(list_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &under, int first, int last) {
                if (!under.isValid()) {
                    for (int row = first; row <= last; ++row) {
                        tree_->expand(list_->index(row, 0));
                    }
                }
            });
    // A writer's questions, and the review sample: shown with the filters that use them.
    writerRow_ = new QWidget(nav);
    auto *writerLayout = new QHBoxLayout(writerRow_);
    writerLayout->setContentsMargins(0, 0, 0, 0);
    writerBox_ = new QComboBox(writerRow_);
    writerBox_->setObjectName(QStringLiteral("WriterFilter"));
    writerBox_->setToolTip(tr("Whose questions: the author in EventScope, or the worker a "
                              "released question names"));
    auto *writerLabel = plainLabel(tr("&Writer:"), writerRow_);
    writerLabel->setBuddy(writerBox_);
    writerLabel->setWordWrap(false);
    writerLayout->addWidget(writerLabel);
    writerLayout->addWidget(writerBox_, 1);
    sampleRow_ = new QWidget(nav);
    auto *sampleLayout = new QGridLayout(sampleRow_);
    sampleLayout->setContentsMargins(0, 0, 0, 0);
    sampleSize_ = new QSpinBox(sampleRow_);
    sampleSize_->setObjectName(QStringLiteral("SampleSize"));
    sampleSize_->setRange(1, 100000);
    sampleSize_->setValue(5);
    sampleSize_->setToolTip(tr("How many questions of each writer to review"));
    sampleSeed_ = new QSpinBox(sampleRow_);
    sampleSeed_->setObjectName(QStringLiteral("SampleSeed"));
    sampleSeed_->setRange(0, std::numeric_limits<int>::max());
    sampleSeed_->setValue(1);
    sampleSeed_->setToolTip(tr("The same seed draws the same questions on any machine; a "
                               "larger sample keeps the smaller one's questions"));
    auto *sizeLabel = plainLabel(tr("&Per writer:"), sampleRow_);
    sizeLabel->setBuddy(sampleSize_);
    sizeLabel->setWordWrap(false);
    auto *seedLabel = plainLabel(tr("See&d:"), sampleRow_);
    seedLabel->setBuddy(sampleSeed_);
    seedLabel->setWordWrap(false);
    sampleInfo_ = plainLabel(QString(), sampleRow_, true);
    sampleInfo_->setObjectName(QStringLiteral("SampleInfo"));
    sampleLayout->addWidget(sizeLabel, 0, 0);
    sampleLayout->addWidget(sampleSize_, 0, 1);
    sampleLayout->addWidget(seedLabel, 0, 2);
    sampleLayout->addWidget(sampleSeed_, 0, 3);
    sampleLayout->addWidget(sampleInfo_, 1, 0, 1, 4);
    sampleLayout->setColumnStretch(1, 1);
    sampleLayout->setColumnStretch(3, 1);
    navLayout->addWidget(filterBox_);
    navLayout->addWidget(writerRow_);
    navLayout->addWidget(sampleRow_);
    navLayout->addWidget(typeBox_);
    navLayout->addWidget(search_);
    navLayout->addWidget(tree_);
    split->addWidget(nav);
}

void EsterPanel::buildCentre(QSplitter *split)
{
    auto *centre = new QWidget(split);
    auto *centreLayout = new QVBoxLayout(centre);
    readOnlyNotice_ = plainLabel(QString(), centre);
    readOnlyNotice_->setObjectName(QStringLiteral("ReadOnlyNotice"));
    readOnlyNotice_->setFrameShape(QFrame::StyledPanel);
    readOnlyNotice_->setContentsMargins(6, 4, 6, 4);
    readOnlyNotice_->hide();
    centreLayout->addWidget(readOnlyNotice_);
    auto *bar = new QHBoxLayout;
    passageInfo_ = plainLabel(QString(), centre);
    triggerMode_ = new QPushButton(tr("&Trigger mode"), centre);
    triggerMode_->setCheckable(true);
    triggerMode_->setToolTip(
        tr("Click a word or select words to add or remove an event trigger (T)"));
    newButton_ = new QPushButton(tr("&New question"), centre);
    newButton_->setToolTip(tr("Write a new question about this passage (N)"));
    bar->addWidget(passageInfo_, 1);
    bar->addWidget(triggerMode_);
    bar->addWidget(newButton_);
    centreLayout->addLayout(bar);
    questionTitle_ = plainLabel(QString(), centre, true);
    questionTitle_->setObjectName(QStringLiteral("QuestionTitle"));
    QFont titleFont = questionTitle_->font();
    titleFont.setBold(true);
    questionTitle_->setFont(titleFont);
    centreLayout->addWidget(questionTitle_);
    auto *vsplit = new QSplitter(Qt::Vertical, centre);
    passage_view_ = new PassageView(vsplit);
    vsplit->addWidget(passage_view_);
    tabs_ = new QTabWidget(vsplit);
    vsplit->addWidget(tabs_);
    vsplit->setStretchFactor(0, 3);
    vsplit->setStretchFactor(1, 2);
    centreLayout->addWidget(vsplit);
    split->addWidget(centre);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setSizes({380, 900});
}

void EsterPanel::buildTabs()
{
    editor_ = new EsterEditorTab(tabs_);
    tabs_->addTab(editor_, tr("&Question"));
    connect(editor_, &EsterEditorTab::questionEdited, this, [this] {
        dirty_ = true;
        updateChecks();
    });
    connect(editor_, &EsterEditorTab::saveRequested, this, [this] { save(); });
    connect(editor_, &EsterEditorTab::relationChosen, this, &EsterPanel::setRelation);
    connect(editor_, &EsterEditorTab::addAnswerRequested, this,
            &EsterPanel::addSelectionAsAnswer);
    connect(editor_, &EsterEditorTab::removeAnswerRequested, this, &EsterPanel::removeAnswer);

    review_ = new EsterReviewTab(session_, tabs_);
    tabs_->addTab(review_, tr("&Review"));
    connect(review_, &EsterReviewTab::reasonChosen, this, &EsterPanel::setInvalidReason);
    connect(review_, &EsterReviewTab::verdictChosen, this, &EsterPanel::setReview);
    connect(review_, &EsterReviewTab::missingAnswerRequested, this,
            &EsterPanel::addMissingAnswer);

    compare_ = new EsterComparisonTab(session_, tabs_);
    tabs_->addTab(compare_, tr("&Compare"));
    connect(compare_, &EsterComparisonTab::answersChosen, this, &EsterPanel::drawAnswers);
}

void EsterPanel::connectNavigator()
{
    connect(filterBox_, &QComboBox::currentIndexChanged, this, [this] {
        filter_ = static_cast<Filter>(filterBox_->currentData().toInt());
        rebuildNavigator();
    });
    connect(typeBox_, &QComboBox::currentIndexChanged, this, [this] {
        const int t = typeBox_->currentData().toInt();
        typeFilter_ = t < 0 ? std::nullopt : std::optional(static_cast<ester::Relation>(t));
        rebuildNavigator();
    });
    connect(search_, &QLineEdit::textChanged, this, &EsterPanel::rebuildNavigator);
    connect(writerBox_, &QComboBox::currentIndexChanged, this, [this] {
        writerFilter_ = writerBox_->currentData().toString();
        rebuildNavigator();
    });
    connect(sampleSize_, &QSpinBox::valueChanged, this, &EsterPanel::rebuildNavigator);
    connect(sampleSeed_, &QSpinBox::valueChanged, this, &EsterPanel::rebuildNavigator);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &at) {
                if (selecting_ || !at.isValid()) {
                    return;
                }
                const QVariant id = at.siblingAtColumn(0).data(EsterNavigatorModel::QuestionIdRole);
                if (id.isValid()) {
                    showQuestion(id.toLongLong());
                } else {
                    showPassage(
                        at.siblingAtColumn(0).data(EsterNavigatorModel::PassageRole).toUInt());
                }
            });
    connect(triggerMode_, &QPushButton::toggled, this, &EsterPanel::setTriggerMode);
    connect(newButton_, &QPushButton::clicked, this, &EsterPanel::newQuestion);
    connect(passage_view_, &PassageView::triggerToggled, this, &EsterPanel::toggleTrigger);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        updateDigitKeys();
        refresh();
    });
}

void EsterPanel::addKeys()
{
    auto key = [this](const QString &what, const QKeySequence &seq, auto f) {
        addKey(this, what, seq, Qt::WidgetWithChildrenShortcut, f);
    };
    for (int t = 0; t < int(ester::kRelations); ++t) {
        relationActions_ << addKey(
            this, tr("Relation: %1").arg(relationTitle(static_cast<ester::Relation>(t))),
            QKeySequence(Qt::Key_1 + t), Qt::WidgetWithChildrenShortcut,
            [this, t] { setRelation(static_cast<ester::Relation>(t)); });
    }
    for (int r = 0; r < int(ester::kInvalidReasons); ++r) {
        const auto reason = static_cast<ester::InvalidReason>(r);
        reasonActions_ << addKey(
            this, tr("Review tab: invalid, %1").arg(report::esterReasonTitle(reason).toLower()),
            QKeySequence(Qt::Key_1 + r), Qt::WidgetWithChildrenShortcut,
            [this, reason] { setInvalidReason(reason); });
    }
    updateDigitKeys();
    key(tr("Add the selected words as an answer"), QKeySequence(Qt::Key_A),
        [this] { addSelectionAsAnswer(); });
    key(tr("New question about this passage"), QKeySequence(Qt::Key_N), [this] { newQuestion(); });
    key(tr("Trigger mode on or off"), QKeySequence(Qt::Key_T), [this] { triggerMode_->toggle(); });
    key(tr("Next question"), QKeySequence(Qt::Key_J), [this] { nextQuestion(false); });
    key(tr("Previous question"), QKeySequence(Qt::Key_K), [this] { nextQuestion(true); });
    key(tr("Review: the question is valid"), QKeySequence(Qt::Key_V), [this] { setReview(true); });
    key(tr("Review: the question is invalid"), QKeySequence(Qt::Key_I),
        [this] { setReview(false); });
    key(tr("Review: add the selected words as a missing answer"), QKeySequence(Qt::Key_M),
        [this] { addMissingAnswer(); });
    addKey(this, tr("Save the question and its answers"),
           {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
           Qt::WidgetWithChildrenShortcut, [this] { save(); });
    key(tr("Remove the selected answer"), QKeySequence(Qt::Key_Delete),
        [this] { removeAnswer(editor_->currentAnswer()); });
    addKey(editor_->questionEdit(), tr("Leave the question field (then 1-5 choose the relation)"),
           QKeySequence(Qt::Key_Escape), Qt::WidgetShortcut,
           [this] { passage_view_->setFocus(Qt::ShortcutFocusReason); });
    leaveFieldWithEscEnter(
        search_, [this] { return tree_; }, tr("Leave the search field for the list"));
    leaveFieldWithEscEnter(
        review_->reasonEdit(), [this] { return passage_view_; },
        tr("Leave the review's reason field (then 1-7 give a reason)"));
}

} // namespace es::widgets
