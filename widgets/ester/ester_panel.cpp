#include "widgets/ester/ester_panel.h"

#include "report/ester_reason_titles.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/ester/ester_navigator_model.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/qa_checks.h"
#include "widgets/ester/writer_figures.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QListWidget>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>
#include <memory>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

// Where a model's answer (text only) sits in the passage: the first case-insensitive match.
std::optional<db::EsterSpan> locate(const PassageView &view, const QString &passage, const QString &answer)
{
    const auto at = passage.indexOf(answer, 0, Qt::CaseInsensitive);
    if (answer.isEmpty() || at < 0) {
        return std::nullopt;
    }
    return db::EsterSpan{view.toCodePoint(static_cast<int>(at)), view.toCodePoint(static_cast<int>(at + answer.size()))};
}

QString score(double v)
{
    return figureText(v);
}

} // namespace

QString relationTitle(ester::Relation type)
{
    switch (type) {
    case ester::Relation::Causal:
        return EsterPanel::tr("Causal");
    case ester::Relation::Conditional:
        return EsterPanel::tr("Conditional");
    case ester::Relation::Counterfactual:
        return EsterPanel::tr("Counterfactual");
    case ester::Relation::SubEvent:
        return EsterPanel::tr("Sub-event");
    case ester::Relation::Coreference:
        return EsterPanel::tr("Coreference");
    }
    return {};
}

EsterPanel::EsterPanel(EsterSession &session, QUndoStack &undo, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo)
{
    setObjectName(QStringLiteral("EsterPanel"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(split);

    // Navigator.
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

    // Passage and the tabs below it.
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
    triggerMode_->setToolTip(tr("Click a word or select words to add or remove an event trigger (T)"));
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

    // Question editor.
    auto *editor = new QWidget(tabs_);
    auto *edLayout = new QVBoxLayout(editor);
    question_edit_ = new QLineEdit(editor);
    question_edit_->setObjectName(QStringLiteral("QuestionEdit"));
    question_edit_->setPlaceholderText(tr("Question about an event of the passage"));
    edLayout->addWidget(question_edit_);
    auto *relRow = new QHBoxLayout;
    relations_ = new QButtonGroup(editor);
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        auto *b = new QPushButton(QStringLiteral("%1 %2").arg(t + 1).arg(relationTitle(static_cast<ester::Relation>(t))),
                                  editor);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        relations_->addButton(b, int(t));
        relRow->addWidget(b);
    }
    relationKeys_ = plainLabel(QString(), editor);
    relationKeys_->setObjectName(QStringLiteral("RelationKeysCue"));
    edLayout->addLayout(relRow);
    edLayout->addWidget(relationKeys_);
    auto *ansRow = new QHBoxLayout;
    answers_ = new QListWidget(editor);
    answers_->setObjectName(QStringLiteral("AnswerList"));
    answers_->setToolTip(tr("Answers in their colours; Delete removes the selected one"));
    auto *ansButtons = new QVBoxLayout;
    auto *addAnswer = new QPushButton(tr("&Add selection as answer"), editor);
    addAnswer->setToolTip(tr("Select words in the passage, then A"));
    auto *removeAnswerButton = new QPushButton(tr("Remove answer"), editor);
    save_ = new QPushButton(tr("&Save"), editor);
    save_->setToolTip(tr("Save the question and its answers (Enter)"));
    ansButtons->addWidget(addAnswer);
    ansButtons->addWidget(removeAnswerButton);
    ansButtons->addStretch();
    ansButtons->addWidget(save_);
    ansRow->addWidget(answers_, 1);
    ansRow->addLayout(ansButtons);
    edLayout->addLayout(ansRow);
    checks_ = plainLabel(QString(), editor);
    checks_->setObjectName(QStringLiteral("Checks"));
    edLayout->addWidget(checks_);
    tabs_->addTab(editor, tr("&Question"));

    // Review.
    auto *review = new QWidget(tabs_);
    auto *rvLayout = new QVBoxLayout(review);
    reviewed_ = plainLabel(QString(), review);
    reviewState_ = plainLabel(QString(), review);
    reason_ = new QLineEdit(review);
    reason_->setPlaceholderText(tr("Reason (for an invalid question)"));
    auto *rvButtons = new QHBoxLayout;
    auto *valid = new QPushButton(tr("&Valid (V)"), review);
    auto *invalid = new QPushButton(tr("&Invalid (I)"), review);
    auto *missing = new QPushButton(tr("Add selection as &missing answer (M)"), review);
    rvButtons->addWidget(valid);
    rvButtons->addWidget(invalid);
    rvButtons->addWidget(missing);
    rvButtons->addStretch();
    // The fixed reasons of an invalid question, what the ESTER validation checked: a key
    // each on this tab, beside the reason in the reviewer's own words.
    auto *reasonGrid = new QGridLayout;
    reasonButtons_ = new QButtonGroup(review);
    reasonButtons_->setExclusive(false); // none is chosen while the review is valid
    for (std::size_t r = 0; r < ester::kInvalidReasons; ++r) {
        const auto reason = static_cast<ester::InvalidReason>(r);
        auto *b = new QPushButton(
            QStringLiteral("%1 %2").arg(r + 1).arg(report::esterReasonTitle(reason)), review);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolTip(
            tr("Invalid: %1 (%2 on this tab)").arg(report::esterReasonTitle(reason)).arg(r + 1));
        reasonButtons_->addButton(b, int(r));
        reasonGrid->addWidget(b, int(r / 4), int(r % 4));
    }
    auto *reasonCue = plainLabel(tr("Invalid because (keys 1-7 on this tab):"), review);
    rvLayout->addWidget(reviewed_);
    rvLayout->addWidget(reason_);
    rvLayout->addLayout(rvButtons);
    rvLayout->addWidget(reasonCue);
    rvLayout->addLayout(reasonGrid);
    rvLayout->addWidget(reviewState_);
    rvLayout->addStretch();
    tabs_->addTab(review, tr("&Review"));

    // Comparison.
    compare_ = new QTableWidget(0, 6, tabs_);
    compare_->setObjectName(QStringLiteral("Comparison"));
    compare_->setHorizontalHeaderLabels({tr("Rater"), tr("Relation"), tr("Answers"), tr("Token F1"), tr("HIT@1"), tr("EM")});
    compare_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    compare_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    compare_->setSelectionBehavior(QAbstractItemView::SelectRows);
    compare_->setSelectionMode(QAbstractItemView::SingleSelection);
    compare_->verticalHeader()->hide();
    tabs_->addTab(compare_, tr("&Compare"));

    // Wiring.
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
    connect(reasonButtons_, &QButtonGroup::idClicked, this,
            [this](int id) { setInvalidReason(static_cast<ester::InvalidReason>(id)); });
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
    connect(question_edit_, &QLineEdit::textEdited, this, [this] {
        dirty_ = true;
        updateChecks();
    });
    connect(question_edit_, &QLineEdit::returnPressed, this, [this] { save(); });
    connect(relations_, &QButtonGroup::idClicked, this, [this](int id) { setRelation(static_cast<ester::Relation>(id)); });
    connect(addAnswer, &QPushButton::clicked, this, &EsterPanel::addSelectionAsAnswer);
    connect(removeAnswerButton, &QPushButton::clicked, this, [this] { removeAnswer(answers_->currentRow()); });
    connect(save_, &QPushButton::clicked, this, [this] { save(); });
    connect(valid, &QPushButton::clicked, this, [this] { setReview(true); });
    connect(invalid, &QPushButton::clicked, this, [this] { setReview(false); });
    connect(missing, &QPushButton::clicked, this, &EsterPanel::addMissingAnswer);
    connect(compare_, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row < 0 || !question_) {
            return;
        }
        const auto q = session_.questionIndex(*question_);
        if (!q) {
            return;
        }
        const QVariant v = compare_->item(row, 0)->data(Qt::UserRole);
        const auto &snap = session_.snapshot();
        if (v.toInt() < 0) {
            drawAnswers(snap.questions[*q].gold);
        } else {
            const auto &rater = snap.raters[static_cast<std::size_t>(v.toInt())];
            const auto i = rater.find(*q);
            drawAnswers(i >= 0 ? rater.answers[static_cast<std::size_t>(i)] : std::vector<db::EsterAnswer>{});
        }
    });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        updateDigitKeys();
        refresh();
    });

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
    key(tr("Add the selected words as an answer"), QKeySequence(Qt::Key_A), [this] { addSelectionAsAnswer(); });
    key(tr("New question about this passage"), QKeySequence(Qt::Key_N), [this] { newQuestion(); });
    key(tr("Trigger mode on or off"), QKeySequence(Qt::Key_T), [this] { triggerMode_->toggle(); });
    key(tr("Next question"), QKeySequence(Qt::Key_J), [this] { nextQuestion(false); });
    key(tr("Previous question"), QKeySequence(Qt::Key_K), [this] { nextQuestion(true); });
    key(tr("Review: the question is valid"), QKeySequence(Qt::Key_V), [this] { setReview(true); });
    key(tr("Review: the question is invalid"), QKeySequence(Qt::Key_I), [this] { setReview(false); });
    key(tr("Review: add the selected words as a missing answer"), QKeySequence(Qt::Key_M),
        [this] { addMissingAnswer(); });
    addKey(this, tr("Save the question and its answers"), {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
           Qt::WidgetWithChildrenShortcut, [this] { save(); });
    key(tr("Remove the selected answer"), QKeySequence(Qt::Key_Delete), [this] { removeAnswer(answers_->currentRow()); });
    addKey(question_edit_, tr("Leave the question field (then 1-5 choose the relation)"), QKeySequence(Qt::Key_Escape),
           Qt::WidgetShortcut, [this] { passage_view_->setFocus(Qt::ShortcutFocusReason); });
    leaveFieldWithEscEnter(search_, [this] { return tree_; }, tr("Leave the search field for the list"));
    leaveFieldWithEscEnter(
        reason_, [this] { return passage_view_; },
        tr("Leave the review's reason field (then 1-7 give a reason)"));
    // 1-5 in an empty question field choose its relation (N, 3, then type); once the
    // question is being typed they are digits of it. The cue beside the buttons says which.
    question_edit_->installEventFilter(this);
    connect(question_edit_, &QLineEdit::textChanged, this, &EsterPanel::updateRelationKeysCue);
    connect(qApp, &QApplication::focusChanged, this, &EsterPanel::updateRelationKeysCue);
    updateRelationKeysCue();

    connect(&session_, &EsterSession::followed, this,
            [this](const ester::Change &change) { followed_ = change; });
    connect(&session_, &EsterSession::changed, this, [this] {
        // An undo or another person's change shows at once, unless it would throw
        // away edits in progress.
        if (!dirty_ && !draftIsNew_) {
            loadDraft();
        }
        // A writer whose last question went leaves the writer list, and the filter then
        // falls back to every writer: every row may change.
        const QString writer = writerFilter_;
        updateWriterControls();
        const auto change = std::exchange(followed_, std::nullopt);
        if (change && writerFilter_ == writer) {
            followInNavigator(*change);
        } else {
            rebuildNavigator();
        }
        refresh();
    });
    updateWriterControls();
    rebuildNavigator();
    if (!session_.snapshot().questions.empty()) {
        showQuestion(session_.snapshot().questions.front().id);
    }
}

std::function<bool(std::uint32_t)> EsterPanel::listFilter() const
{
    return [this, needle = search_->text().trimmed(),
            me = session_.annotator().toStdString()](std::uint32_t q) {
        const auto &snap = session_.snapshot();
        const auto &question = snap.questions[q];
        if (typeFilter_ && question.type != *typeFilter_) {
            return false;
        }
        switch (filter_) {
        case Filter::All:
            break;
        case Filter::MineUnanswered: {
            const auto *mine = snap.person(me);
            if (mine && mine->find(q) >= 0) {
                return false;
            }
            break;
        }
        case Filter::WithGold:
            if (!question.hasGold) {
                return false;
            }
            break;
        case Filter::ModelMisses: {
            bool missed = false;
            const auto &stats = session_.analysis().stats;
            for (const auto &ev : stats.evaluations) {
                const auto &rater = snap.raters[ev.rater];
                if (!rater.model || (!modelFilter_.isEmpty() && text(rater.name) != modelFilter_)) {
                    continue;
                }
                const auto it = std::lower_bound(ev.questions.begin(), ev.questions.end(), q);
                if (it != ev.questions.end() && *it == q &&
                    ev.scores[static_cast<std::size_t>(it - ev.questions.begin())].em == 0) {
                    missed = true;
                }
            }
            if (!missed) {
                return false;
            }
            break;
        }
        case Filter::Writer:
            if (writerFilter_.isEmpty() ? question.writer().empty()
                                        : text(question.writer()) != writerFilter_) {
                return false;
            }
            break;
        case Filter::ReviewSample:
            if (q >= sampled_.size() || !sampled_[q]) {
                return false;
            }
            break;
        }
        return needle.isEmpty() || text(question.question).contains(needle, Qt::CaseInsensitive) ||
               text(snap.passages[question.passage].text).contains(needle, Qt::CaseInsensitive);
    };
}

void EsterPanel::setFilter(Filter filter, std::optional<ester::Relation> type, const QString &model)
{
    modelFilter_ = model;
    const QSignalBlocker a(filterBox_);
    const QSignalBlocker b(typeBox_);
    filter_ = filter;
    typeFilter_ = type;
    filterBox_->setCurrentIndex(filterBox_->findData(int(filter)));
    typeBox_->setCurrentIndex(typeBox_->findData(type ? int(*type) : -1));
    rebuildNavigator();
}

void EsterPanel::showWriter(const QString &writer)
{
    const QSignalBlocker a(filterBox_);
    filter_ = Filter::Writer;
    filterBox_->setCurrentIndex(filterBox_->findData(int(Filter::Writer)));
    {
        const QSignalBlocker b(writerBox_);
        writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(writer)));
        writerFilter_ = writerBox_->currentData().toString();
    }
    rebuildNavigator();
    nextQuestion(false);
}

void EsterPanel::setReviewSample(int perWriter, quint64 seed, const QString &writer)
{
    {
        const QSignalBlocker a(filterBox_);
        const QSignalBlocker b(writerBox_);
        const QSignalBlocker c(sampleSize_);
        const QSignalBlocker d(sampleSeed_);
        filter_ = Filter::ReviewSample;
        filterBox_->setCurrentIndex(filterBox_->findData(int(Filter::ReviewSample)));
        writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(writer)));
        writerFilter_ = writerBox_->currentData().toString();
        sampleSize_->setValue(perWriter);
        sampleSeed_->setValue(static_cast<int>(seed));
    }
    rebuildNavigator();
}

std::vector<std::int64_t> EsterPanel::listedQuestions() const
{
    std::vector<std::int64_t> out;
    for (const std::uint32_t q : list_->listed()) {
        out.push_back(session_.snapshot().questions[q].id);
    }
    return out;
}

void EsterPanel::updateWriterControls()
{
    const QSignalBlocker block(writerBox_);
    const QString current = writerFilter_;
    writerBox_->clear();
    writerBox_->addItem(tr("Every writer"), QString());
    for (const auto &w : session_.analysis().validation.writers) {
        const QString name = text(w.writer);
        writerBox_->addItem(tr("%1 (%2)").arg(name).arg(w.questions.size()), name);
    }
    writerBox_->setCurrentIndex(std::max(0, writerBox_->findData(current)));
    writerFilter_ = writerBox_->currentData().toString();
}

void EsterPanel::drawSample()
{
    const auto &snap = session_.snapshot();
    sampled_.assign(snap.questions.size(), false);
    const auto perWriter = static_cast<std::size_t>(sampleSize_->value());
    const auto seed = static_cast<std::uint64_t>(sampleSeed_->value());
    std::size_t writers = 0, drawn = 0, reviewed = 0;
    for (const auto &w : session_.analysis().validation.writers) {
        if (!writerFilter_.isEmpty() && text(w.writer) != writerFilter_) {
            continue;
        }
        ++writers;
        for (const std::uint32_t q : ester::writerSample(w.questions, perWriter, seed, w.writer)) {
            sampled_[q] = true;
            ++drawn;
            reviewed += session_.myReview(q) ? 1 : 0;
        }
    }
    sampleInfo_->setText(
        tr("%n question(s) to review", nullptr, static_cast<int>(drawn)) + QStringLiteral(" · ") +
        tr("%n writer(s)", nullptr, static_cast<int>(writers)) + QStringLiteral(" · ") +
        tr("%n reviewed by you", nullptr, static_cast<int>(reviewed)));
}

void EsterPanel::rebuildNavigator()
{
    const bool byWriter = filter_ == Filter::Writer || filter_ == Filter::ReviewSample;
    writerRow_->setVisible(byWriter);
    sampleRow_->setVisible(filter_ == Filter::ReviewSample);
    if (filter_ == Filter::ReviewSample) {
        drawSample();
    }
    {
        const QScopedValueRollback quiet(selecting_, true);
        list_->rebuild(listFilter());
        tree_->expandAll();
    }
    selectInNavigator();
    if (tree_->currentIndex().isValid()) {
        tree_->scrollTo(tree_->currentIndex());
    }
}

void EsterPanel::followInNavigator(const ester::Change &change)
{
    if (filter_ == Filter::ReviewSample) {
        // The sample is drawn from every writer's questions: an edit can change it anywhere.
        rebuildNavigator();
        return;
    }
    {
        const QScopedValueRollback quiet(selecting_, true);
        list_->follow(change, listFilter());
    }
    selectInNavigator();
}

bool EsterPanel::mayLeaveDraft()
{
    const bool unsaved =
        dirty_ || (draftIsNew_ && (!question_edit_->text().trimmed().isEmpty() ||
                                   !draft_.answers.empty()));
    if (!unsaved || !readOnly_.isEmpty()) {
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Unsaved answers"),
                    draftIsNew_ ? tr("The new question and its answers are not saved.")
                                : tr("Your changes to this question's answers are not saved."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        if (save(false)) {
            return true;
        }
        break;
    case QMessageBox::Discard:
        dirty_ = false;
        return true;
    default:
        break;
    }
    selectInNavigator(); // the list shows the question that stays
    return false;
}

void EsterPanel::showPassage(std::uint32_t passage)
{
    if (passage >= session_.snapshot().passages.size()) {
        return;
    }
    if ((question_ || passage_ != passage) && !mayLeaveDraft()) {
        return;
    }
    passage_ = passage;
    question_.reset();
    draft_ = {};
    draftIsNew_ = true;
    dirty_ = false;
    question_edit_->clear();
    passage_view_->setPassage(text(session_.snapshot().passages[passage].text));
    refresh();
    selectInNavigator();
    emit currentQuestionChanged();
}

void EsterPanel::showQuestion(std::int64_t id)
{
    const auto q = session_.questionIndex(id);
    if (!q) {
        return;
    }
    if (question_ != id && !mayLeaveDraft()) {
        return;
    }
    const auto &question = session_.snapshot().questions[*q];
    if (!passage_ || *passage_ != question.passage) {
        passage_ = question.passage;
        passage_view_->setPassage(text(session_.snapshot().passages[question.passage].text));
    }
    question_ = id;
    draftIsNew_ = false;
    loadDraft();
    question_edit_->setText(text(question.question));
    refresh();
    selectInNavigator();
    emit currentQuestionChanged();
}

void EsterPanel::selectInNavigator()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    const QModelIndex at = q                        ? list_->indexOfQuestion(*q)
                           : !question_ && passage_ ? list_->indexOfPassage(*passage_)
                                                    : QModelIndex();
    if (at == tree_->currentIndex()) {
        return;
    }
    const QScopedValueRollback quiet(selecting_, true);
    if (at.isValid()) {
        tree_->setCurrentIndex(at);
    } else {
        tree_->selectionModel()->clear();
    }
}

void EsterPanel::loadDraft()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        draft_ = {};
        return;
    }
    const auto mine = session_.answersOf(*q, session_.annotator().toStdString());
    // Answering someone else's question starts from its relation, with no answers.
    draft_ = mine ? *mine : db::EsterAnswerSet{session_.snapshot().questions[*q].type, {}};
    dirty_ = false;
}

bool EsterPanel::relationKeysActive() const
{
    return !question_edit_->hasFocus() || question_edit_->text().isEmpty();
}

void EsterPanel::updateRelationKeysCue()
{
    if (relationKeysActive()) {
        relationKeys_->setText(tr("Keys 1-5 choose the relation"));
        relationKeys_->setEnabled(true);
    } else {
        relationKeys_->setText(tr("Typing: 1-5 are digits; Esc, then 1-5 choose the relation"));
        relationKeys_->setEnabled(false);
    }
}

bool EsterPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == question_edit_ && event->type() == QEvent::ShortcutOverride) {
        const auto *k = static_cast<QKeyEvent *>(event);
        const bool relationKey = k->key() >= Qt::Key_1 && k->key() < Qt::Key_1 + int(ester::kRelations) &&
                                 (k->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        if (relationKey && question_edit_->text().isEmpty()) {
            // Unclaimed, the key goes on to the relation shortcut instead of into the text.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EsterPanel::setReadOnly(const QString &why)
{
    readOnly_ = why;
    readOnlyNotice_->setText(why);
    readOnlyNotice_->setVisible(!why.isEmpty());
    // The editor and the review are an annotator's; Compare stays for everyone.
    tabs_->widget(0)->setEnabled(why.isEmpty());
    tabs_->widget(1)->setEnabled(why.isEmpty());
    triggerMode_->setEnabled(why.isEmpty());
    // Nothing offers what the person may not do: no new question, no cue of the keys.
    newButton_->setEnabled(why.isEmpty());
    relationKeys_->setVisible(why.isEmpty());
    if (!why.isEmpty() && tabs_->currentIndex() < 2) {
        tabs_->setCurrentIndex(2);
    }
}

bool EsterPanel::refuseReadOnly() const
{
    if (readOnly_.isEmpty()) {
        return false;
    }
    readOnlyNotice_->show();
    return true;
}

void EsterPanel::newQuestion()
{
    if (refuseReadOnly()) {
        return;
    }
    if (!passage_) {
        return;
    }
    showPassage(*passage_);
    tabs_->setCurrentIndex(0);
    question_edit_->setFocus();
}

void EsterPanel::refresh()
{
    if (!passage_ || *passage_ >= session_.snapshot().passages.size()) {
        passageInfo_->setText(session_.snapshot().passages.empty() ? tr("No ESTER passages in this project yet.")
                                                                   : tr("Choose a passage or question."));
        return;
    }
    const auto &snap = session_.snapshot();
    passage_view_->setTriggers(session_.myTriggers(*passage_));
    const auto &passage = snap.passages[*passage_];
    passageInfo_->setText(tr("Passage %1 of %2 · %n question(s)", nullptr, static_cast<int>(passage.questions.size()))
                              .arg(*passage_ + 1)
                              .arg(snap.passages.size()) +
                          (session_.hasOwnTriggers(*passage_) ? tr(" · your triggers") : tr(" · released triggers")));
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    questionTitle_->setText(q ? tr("Q: %1 (%2)").arg(text(snap.questions[*q].question), relationTitle(snap.questions[*q].type))
                              : tr("New question about this passage"));
    updateEditor();
    updateReview();
    updateComparison();
    if (tabs_->currentIndex() == 0) {
        drawAnswers(draft_.answers);
    } else if (tabs_->currentIndex() == 1) {
        drawAnswers(reviewedAnswers());
    }
}

void EsterPanel::drawAnswers(const std::vector<db::EsterAnswer> &answers)
{
    std::vector<PassageView::Highlight> h;
    const QString passage = passage_view_->toPlainText();
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const auto span = answers[i].span ? answers[i].span : locate(*passage_view_, passage, text(answers[i].text));
        if (span) {
            h.push_back({*span, PassageView::answerColour(i)});
        }
    }
    passage_view_->setHighlights(h);
}

void EsterPanel::updateEditor()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    const bool mayEditText = draftIsNew_ || (q && session_.snapshot().questions[*q].author == session_.annotator().toStdString());
    question_edit_->setReadOnly(!mayEditText);
    for (auto *b : relations_->buttons()) {
        b->setChecked(draft_.type && relations_->id(b) == int(*draft_.type));
    }
    answers_->clear();
    for (std::size_t i = 0; i < draft_.answers.size(); ++i) {
        auto *item = new QListWidgetItem(text(draft_.answers[i].text), answers_);
        item->setBackground(PassageView::answerColour(i));
        item->setForeground(Qt::black);
    }
    updateChecks();
}

std::vector<std::pair<int, int>> EsterPanel::triggersUtf16() const
{
    std::vector<std::pair<int, int>> out;
    if (passage_) {
        for (const auto &t : session_.myTriggers(*passage_)) {
            out.push_back(passage_view_->toUtf16(t));
        }
    }
    return out;
}

void EsterPanel::updateChecks()
{
    QaDraft d;
    d.passage = passage_view_->toPlainText();
    d.question = question_edit_->text();
    d.type = draft_.type;
    for (const auto &a : draft_.answers) {
        if (a.span) {
            d.answers.push_back(passage_view_->toUtf16(*a.span));
        }
    }
    d.triggers = triggersUtf16();
    const auto checks = checkDraft(d);
    QStringList lines;
    for (const auto &c : checks) {
        lines << (c.level == QaCheck::Level::Block ? tr("✗ %1") : tr("⚠ %1")).arg(c.message);
    }
    if (lines.isEmpty()) {
        // Answers saved as they stand say so; only a change waits for Enter.
        lines << (!dirty_ && !draftIsNew_ && question_ ? tr("✓ Saved.")
                                                       : tr("✓ Ready to save (Enter)."));
    }
    checks_->setText(lines.join(QLatin1Char('\n')));
    checks_->setStyleSheet(blocks(checks) ? QStringLiteral("color: #a01d12;") : QString());
    save_->setEnabled(passage_.has_value() && !blocks(checks));
}

void EsterPanel::setRelation(ester::Relation type)
{
    if (refuseReadOnly()) {
        return;
    }
    draft_.type = type;
    dirty_ = true;
    updateEditor();
}

std::optional<db::EsterAnswer> EsterPanel::selectedAnswer() const
{
    const auto span = passage_view_->selectedSpan();
    if (!span) {
        return std::nullopt;
    }
    return db::EsterAnswer{passage_view_->textOf(*span).toStdString(), *span};
}

bool EsterPanel::addSelectionAsAnswer()
{
    if (refuseReadOnly()) {
        return false;
    }
    auto answer = selectedAnswer();
    if (!answer || !passage_) {
        return false;
    }
    if (std::find(draft_.answers.begin(), draft_.answers.end(), *answer) == draft_.answers.end()) {
        draft_.answers.push_back(std::move(*answer));
        dirty_ = true;
    }
    updateEditor();
    drawAnswers(draft_.answers);
    return true;
}

void EsterPanel::removeAnswer(int index)
{
    if (index < 0 || index >= static_cast<int>(draft_.answers.size())) {
        return;
    }
    draft_.answers.erase(draft_.answers.begin() + index);
    dirty_ = true;
    updateEditor();
    drawAnswers(draft_.answers);
}

bool EsterPanel::save(bool thenNext)
{
    if (refuseReadOnly()) {
        return false;
    }
    updateChecks();
    if (!save_->isEnabled() || !passage_) {
        return false;
    }
    const QString questionText = question_edit_->text().trimmed();
    const auto &snap = session_.snapshot();
    if (draftIsNew_) {
        // The question's event: the first trigger it names.
        QString event;
        const QString lowered = questionText.toLower();
        for (const auto &t : session_.myTriggers(*passage_)) {
            const QString word = passage_view_->textOf(t);
            if (lowered.contains(word.toLower())) {
                event = word;
                break;
            }
        }
        const std::int64_t passageId = snap.passages[*passage_].id;
        const db::EsterAnswerSet set = draft_;
        dirty_ = false;
        const auto id = session_.addQuestion(passageId, questionText, event, set);
        if (!id) {
            dirty_ = true;
            return false;
        }
        auto current = std::make_shared<std::int64_t>(*id);
        undo_.push(new EditCommand(
            tr("Add question \"%1\"").arg(questionText),
            [this, current] { return session_.removeQuestion(*current); },
            [this, current, passageId, questionText, event, set] {
                const auto again = session_.addQuestion(passageId, questionText, event, set);
                if (again) {
                    *current = *again;
                }
                return again.has_value();
            }));
        draftIsNew_ = false; // saved: nothing is left to ask about
        if (thenNext) {
            showQuestion(*id);
        } else {
            question_ = *id;
        }
        return true;
    }
    const std::int64_t id = *question_;
    const auto q = session_.questionIndex(id);
    undo_.beginMacro(tr("Answer \"%1\"").arg(questionText));
    if (q && !question_edit_->isReadOnly() && text(snap.questions[*q].question) != questionText) {
        QString old;
        if (session_.setQuestionText(id, questionText, &old)) {
            undo_.push(new EditCommand(
                tr("Edit question"), [this, id, old] { return session_.setQuestionText(id, old); },
                [this, id, questionText] { return session_.setQuestionText(id, questionText); }));
        }
    }
    std::optional<db::EsterAnswerSet> before;
    const db::EsterAnswerSet after = draft_;
    dirty_ = false;
    const bool ok = session_.setAnswers(id, after, &before);
    dirty_ = !ok;
    if (ok) {
        undo_.push(new EditCommand(
            tr("Save answers"), [this, id, before] { return session_.setAnswers(id, before); },
            [this, id, after] { return session_.setAnswers(id, after); }));
    }
    undo_.endMacro();
    if (ok && thenNext) {
        nextQuestion(false);
    }
    return ok;
}

void EsterPanel::setTriggerMode(bool on)
{
    const QSignalBlocker block(triggerMode_);
    triggerMode_->setChecked(on);
    passage_view_->setTriggerMode(on);
}

void EsterPanel::toggleTrigger(const db::EsterSpan &span)
{
    if (refuseReadOnly()) {
        return;
    }
    if (!passage_) {
        return;
    }
    std::vector<db::EsterSpan> spans = session_.myTriggers(*passage_);
    const auto overlaps = [&](const db::EsterSpan &t) { return t.start < span.end && span.start < t.end; };
    if (std::any_of(spans.begin(), spans.end(), overlaps)) {
        std::erase_if(spans, overlaps);
    } else {
        spans.push_back(span);
        std::sort(spans.begin(), spans.end());
    }
    const std::int64_t passageId = session_.snapshot().passages[*passage_].id;
    std::optional<std::vector<db::EsterSpan>> before;
    if (session_.setTriggers(passageId, spans, &before)) {
        undo_.push(new EditCommand(
            tr("Change triggers"), [this, passageId, before] { return session_.setTriggers(passageId, before); },
            [this, passageId, spans] { return session_.setTriggers(passageId, spans); }));
    }
}

std::vector<db::EsterAnswer> EsterPanel::reviewedAnswers() const
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        return {};
    }
    const auto &question = session_.snapshot().questions[*q];
    if (!question.author.empty()) {
        if (const auto set = session_.answersOf(*q, question.author)) {
            return set->answers;
        }
    }
    return question.gold;
}

void EsterPanel::updateReview()
{
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        reviewed_->setText(tr("Choose a question to review."));
        reviewState_->clear();
        return;
    }
    const auto &question = session_.snapshot().questions[*q];
    QStringList answers;
    for (const auto &a : reviewedAnswers()) {
        answers << QStringLiteral("• ") + text(a.text);
    }
    reviewed_->setText(tr("%1\nRelation: %2\nAnswers by %3:\n%4")
                           .arg(text(question.question), relationTitle(question.type),
                                question.author.empty() ? tr("gold") : text(question.author),
                                answers.isEmpty() ? tr("(none)") : answers.join(QLatin1Char('\n'))));
    const auto mine = session_.myReview(*q);
    QString state = tr("Not reviewed by you yet.");
    if (mine && mine->valid) {
        state = tr("You marked it valid.");
    } else if (mine) {
        QStringList why;
        if (mine->reasonCode) {
            why << report::esterReasonTitle(*mine->reasonCode);
        }
        if (!mine->reason.empty()) {
            why << text(mine->reason);
        }
        state = why.isEmpty()
                    ? tr("You marked it invalid.")
                    : tr("You marked it invalid: %1").arg(why.join(QStringLiteral(" · ")));
    }
    reviewState_->setText(state);
    for (QAbstractButton *b : reasonButtons_->buttons()) {
        b->setChecked(mine && !mine->valid && mine->reasonCode &&
                      reasonButtons_->id(b) == int(*mine->reasonCode));
    }
}

std::optional<ester::InvalidReason> EsterPanel::shownReason() const
{
    for (QAbstractButton *b : reasonButtons_->buttons()) {
        if (b->isChecked()) {
            return static_cast<ester::InvalidReason>(reasonButtons_->id(b));
        }
    }
    return std::nullopt;
}

void EsterPanel::updateDigitKeys()
{
    const bool review = tabs_->currentIndex() == kReviewTab;
    for (QAction *a : relationActions_) {
        a->setEnabled(!review);
    }
    for (QAction *a : reasonActions_) {
        a->setEnabled(review);
    }
}

bool EsterPanel::setReview(bool valid)
{
    if (refuseReadOnly()) {
        return false;
    }
    if (!question_) {
        return false;
    }
    // I keeps the reason code an invalid review already has; V drops it.
    std::optional<ester::InvalidReason> code;
    if (const auto q = session_.questionIndex(*question_); q && !valid) {
        if (const auto mine = session_.myReview(*q); mine && !mine->valid) {
            code = mine->reasonCode;
        }
    }
    return review({valid, valid ? std::string() : reason_->text().trimmed().toStdString(), code},
                  valid ? tr("Mark valid") : tr("Mark invalid"));
}

bool EsterPanel::setInvalidReason(ester::InvalidReason reason)
{
    if (refuseReadOnly()) {
        return false;
    }
    if (!question_) {
        return false;
    }
    return review({false, reason_->text().trimmed().toStdString(), reason},
                  tr("Mark invalid: %1").arg(report::esterReasonTitle(reason)));
}

bool EsterPanel::review(const db::EsterReviewValue &after, const QString &what)
{
    const std::int64_t id = *question_;
    const auto q = session_.questionIndex(id);
    if (q && session_.myReview(*q) == after) {
        updateReview(); // a reason button clicked again stays checked
        return true;
    }
    std::optional<db::EsterReviewValue> before;
    if (!session_.setReview(id, after, &before)) {
        return false;
    }
    undo_.push(new EditCommand(
        what, [this, id, before] { return session_.setReview(id, before); },
        [this, id, after] { return session_.setReview(id, after); }));
    return true;
}

bool EsterPanel::addMissingAnswer()
{
    if (refuseReadOnly()) {
        return false;
    }
    auto answer = selectedAnswer();
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!answer || !q) {
        return false;
    }
    const std::int64_t id = *question_;
    // The validator's own answer set: the reviewed answers plus what was missing.
    const auto mine = session_.answersOf(*q, session_.annotator().toStdString());
    db::EsterAnswerSet after = mine ? *mine : db::EsterAnswerSet{session_.snapshot().questions[*q].type, reviewedAnswers()};
    if (std::find(after.answers.begin(), after.answers.end(), *answer) != after.answers.end()) {
        return false;
    }
    after.answers.push_back(std::move(*answer));
    std::optional<db::EsterAnswerSet> before;
    if (!session_.setAnswers(id, after, &before)) {
        return false;
    }
    undo_.push(new EditCommand(
        tr("Add missing answer"), [this, id, before] { return session_.setAnswers(id, before); },
        [this, id, after] { return session_.setAnswers(id, after); }));
    return true;
}

void EsterPanel::updateComparison()
{
    const QSignalBlocker block(compare_);
    compare_->setRowCount(0);
    const auto q = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (!q) {
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &question = snap.questions[*q];
    std::vector<std::string> gold;
    for (const auto &g : question.gold) {
        gold.push_back(g.text);
    }
    auto addRow = [&](const QString &name, int rater, const QString &type, const std::vector<db::EsterAnswer> &answers,
                      bool scored) {
        const int row = compare_->rowCount();
        compare_->insertRow(row);
        auto *nameItem = new QTableWidgetItem(name);
        nameItem->setData(Qt::UserRole, rater);
        compare_->setItem(row, 0, nameItem);
        compare_->setItem(row, 1, new QTableWidgetItem(type));
        QStringList texts;
        std::vector<std::string> plain;
        for (const auto &a : answers) {
            texts << text(a.text);
            plain.push_back(a.text);
        }
        compare_->setItem(row, 2, new QTableWidgetItem(texts.join(QStringLiteral(" | "))));
        if (scored && question.hasGold) {
            const auto s = ester::scoreQuestion(plain, gold, question.events);
            compare_->setItem(row, 3, new QTableWidgetItem(score(s.tokenF1)));
            compare_->setItem(row, 4, new QTableWidgetItem(score(s.hit1)));
            compare_->setItem(row, 5, new QTableWidgetItem(score(s.em)));
        }
    };
    if (question.hasGold && !blind_) {
        addRow(tr("gold"), -1, relationTitle(question.type), question.gold, false);
    }
    for (std::size_t r = 0; r < snap.raters.size(); ++r) {
        const auto &rater = snap.raters[r];
        const auto i = rater.find(*q);
        if (i < 0 || (blind_ && !rater.model && rater.name != session_.annotator().toStdString())) {
            continue;
        }
        const auto &type = rater.types[static_cast<std::size_t>(i)];
        addRow(rater.model ? tr("%1 (model, %2)").arg(text(rater.name), text(rater.split)) : text(rater.name), int(r),
               type ? relationTitle(*type) : QString(), rater.answers[static_cast<std::size_t>(i)], true);
    }
    compare_->resizeColumnsToContents();
    compare_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
}

void EsterPanel::setBlind(bool blind)
{
    blind_ = blind;
    updateComparison();
}

void EsterPanel::nextQuestion(bool backwards)
{
    const auto from = question_ ? session_.questionIndex(*question_) : std::nullopt;
    if (const auto next = list_->neighbour(from, backwards)) {
        showQuestion(session_.snapshot().questions[*next].id);
    }
}

void EsterPanel::focusSearch()
{
    search_->setFocus(Qt::ShortcutFocusReason);
    search_->selectAll();
}

} // namespace es::widgets
