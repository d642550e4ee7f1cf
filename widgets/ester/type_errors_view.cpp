#include "widgets/ester/type_errors_view.h"
#include "widgets/common/blind_hint.h"

#include "db/ester/ester_snapshot.h"
#include "metrics/ester.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/common/view_window.h"
#include "widgets/ester/answer_list_model.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/passage_view.h"
#include "widgets/ester/type_errors_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonValue>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPointer>
#include <QSplitter>
#include <QTableView>
#include <QTextCursor>
#include <QVBoxLayout>
#include <algorithm>

namespace es::widgets {

namespace ester = metrics::ester;

namespace {

// F1 bounds are compared with a little slack: 0.5 typed into a box must keep a 0.5.
constexpr double kSlack = 1e-9;

const QColor kGoldColour(0xbfeab5);
const QColor kPredictedColour(0xffbd80);
const QColor kBothColour(0xffe14d);
const QColor kGoldUnderline(0x1b7a2e);

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

std::vector<std::string> texts(const std::vector<db::EsterAnswer> &answers)
{
    std::vector<std::string> out;
    out.reserve(answers.size());
    for (const auto &a : answers) {
        out.push_back(a.text);
    }
    return out;
}

} // namespace

struct TypeErrorsView::Restricted
{
    db::EsterSnapshot snapshot;
    db::EsterAnalysis analysis;
};

namespace {

enum Agreement { AnyAgreement, PeopleAgree, PeopleDisagree };

QLabel *legendLabel(const QString &caption, const QColor &colour, bool underline, QWidget *parent)
{
    auto *l = plainLabel(caption, parent);
    l->setWordWrap(false);
    l->setAutoFillBackground(true);
    QPalette p = l->palette();
    p.setColor(QPalette::Window, colour);
    p.setColor(QPalette::WindowText, Qt::black);
    l->setPalette(p);
    QFont f = l->font();
    f.setUnderline(underline);
    l->setFont(f);
    l->setContentsMargins(6, 1, 6, 1);
    return l;
}

// A caption before its field, the caption's shortcut moving to the field.
void addLabelled(QWidget *owner, QHBoxLayout *row, const QString &caption, QWidget *w,
                 int stretch = 0)
{
    auto *l = new QLabel(caption, owner);
    l->setBuddy(w);
    row->addWidget(l);
    row->addWidget(w, stretch);
}

} // namespace

TypeErrorsView::TypeErrorsView(EsterSession &session, db::Project &project, QWidget *parent)
    : QWidget(parent), session_(session), project_(project)
{
    setObjectName(QStringLiteral("TypeErrorsView"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildSearchRow());
    layout->addLayout(buildFilterRow());

    count_ = plainLabel({}, this);
    layout->addWidget(count_);

    auto *split = new QSplitter(Qt::Horizontal, this);
    model_ = new TypeErrorsModel(this);
    buildTable(split);
    QWidget *detail = buildDetail(split);
    split->addWidget(table_);
    split->addWidget(detail);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({620, 640});
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    connectFilters();
    refreshAll();
}

QHBoxLayout *TypeErrorsView::buildSearchRow()
{
    auto *firstRow = new QHBoxLayout;
    raterBox_ = new QComboBox(this);
    raterBox_->setObjectName(QStringLiteral("rater"));
    raterBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    raterBox_->setPlaceholderText(tr("(not available)"));
    typeBox_ = new QComboBox(this);
    typeBox_->setObjectName(QStringLiteral("type"));
    typeBox_->addItem(tr("All types"), -1);
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        typeBox_->addItem(relationTitle(static_cast<ester::Relation>(t)), static_cast<int>(t));
    }
    search_ = new QLineEdit(this);
    search_->setObjectName(QStringLiteral("search"));
    search_->setPlaceholderText(tr("Search questions and passages"));
    search_->setClearButtonEnabled(true);
    addLabelled(this, firstRow, tr("&Rater:"), raterBox_);
    addLabelled(this, firstRow, tr("&Type:"), typeBox_);
    addLabelled(this, firstRow, tr("&Search:"), search_, 1);
    return firstRow;
}

QHBoxLayout *TypeErrorsView::buildFilterRow()
{
    auto *second = new QHBoxLayout;
    minF1_ = new QDoubleSpinBox(this);
    maxF1_ = new QDoubleSpinBox(this);
    for (QDoubleSpinBox *b : {minF1_, maxF1_}) {
        b->setRange(0.0, 1.0);
        b->setSingleStep(0.05);
        b->setDecimals(2);
    }
    minF1_->setValue(0.0);
    maxF1_->setValue(1.0);
    errorsOnly_ = new QCheckBox(tr("&Errors only (F1 < 1)"), this);
    agreement_ = new QComboBox(this);
    agreement_->addItem(tr("Any"), AnyAgreement);
    agreement_->addItem(tr("People agree"), PeopleAgree);
    agreement_->addItem(tr("People disagree"), PeopleDisagree);
    agreement_->setToolTip(
        tr("Questions that two or more people answered, by whether their answers are the same"));
    addLabelled(this, second, tr("Token F1 &from"), minF1_);
    addLabelled(this, second, tr("to"), maxF1_);
    second->addWidget(errorsOnly_);
    second->addSpacing(12);
    addLabelled(this, second, tr("&Annotators:"), agreement_);
    second->addStretch(1);
    views_ = new SavedViewsBar(project_, QStringLiteral("ester.questions"), this);
    views_->setFiltersProvider([this] { return filters(); });
    views_->setPerson(session_.annotator());
    second->addWidget(views_);
    return second;
}

void TypeErrorsView::buildTable(QSplitter *split)
{
    table_ = new QTableView(split);
    leaveFieldWithEscEnter(search_, [this] { return table_; }, tr("Leave the search field for the table"));
    setKeyGroup(this, tr("ESTER type errors"));
    table_->setObjectName(QStringLiteral("questions"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Questions are the point of the table: wrapped in full rather than elided.
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSortIndicator(TypeErrorsModel::F1Column, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(TypeErrorsModel::QuestionColumn,
                                                     QHeaderView::Stretch);
    table_->setMinimumWidth(520);
}

QWidget *TypeErrorsView::buildDetail(QSplitter *split)
{
    auto *detail = new QWidget(split);
    auto *right = new QVBoxLayout(detail);
    right->setContentsMargins(0, 0, 0, 0);
    question_ = plainLabel({}, detail, true);
    QFont bold = question_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    question_->setFont(bold);
    info_ = plainLabel({}, detail, true);
    passage_ = new PassageView(detail);
    passage_->setMinimumHeight(160);
    passage_->document()->setUndoRedoEnabled(false);
    auto *legend = new QHBoxLayout;
    legend->addWidget(legendLabel(tr("gold"), kGoldColour, true, detail));
    legend->addWidget(legendLabel(tr("predicted"), kPredictedColour, false, detail));
    legend->addWidget(legendLabel(tr("both"), kBothColour, true, detail));
    legend->addStretch(1);
    auto *answers = new QHBoxLayout;
    auto *goldBox = new QGroupBox(tr("Gold answers"), detail);
    auto *predictedBox = new QGroupBox(tr("Predicted answers"), detail);
    goldList_ = new QListView(goldBox);
    predictedList_ = new QListView(predictedBox);
    goldAnswers_ = new AnswerListModel(this);
    predictedAnswers_ = new AnswerListModel(this);
    goldList_->setModel(goldAnswers_);
    predictedList_->setModel(predictedAnswers_);
    for (auto [box, list] :
         {std::pair{goldBox, goldList_}, std::pair{predictedBox, predictedList_}}) {
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(4, 4, 4, 4);
        list->setWordWrap(true);
        l->addWidget(list);
        answers->addWidget(box);
    }
    right->addWidget(question_);
    right->addWidget(info_);
    right->addWidget(passage_, 3);
    right->addLayout(legend);
    right->addLayout(answers, 2);
    return detail;
}

void TypeErrorsView::connectFilters()
{
    auto relistLater = [this] {
        if (!applying_) {
            relist();
        }
    };
    connect(raterBox_, &QComboBox::currentIndexChanged, this, relistLater);
    connect(typeBox_, &QComboBox::currentIndexChanged, this, relistLater);
    connect(search_, &QLineEdit::textChanged, this, relistLater);
    connect(minF1_, &QDoubleSpinBox::valueChanged, this, relistLater);
    connect(maxF1_, &QDoubleSpinBox::valueChanged, this, relistLater);
    connect(errorsOnly_, &QCheckBox::toggled, this, relistLater);
    connect(agreement_, &QComboBox::currentIndexChanged, this, relistLater);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { showCurrent(); });
    connect(views_, &SavedViewsBar::viewChosen, this, &TypeErrorsView::applyFilters);
    connect(&session_, &EsterSession::changed, this, &TypeErrorsView::sessionChanged);
    connect(&session_, &EsterSession::annotatorChanged, views_, &SavedViewsBar::setPerson);
}

TypeErrorsView::~TypeErrorsView() = default;

void TypeErrorsView::forgetSession()
{
    // Called as the session is destroyed, before the dialog is: hiding and tearing down
    // the table must neither call back into this view nor read the session's rows.
    disconnect(table_->selectionModel(), nullptr, this, nullptr);
    disconnect(&session_, nullptr, this, nullptr);
    model_->setRows(nullptr, {});
}

TypeErrorsView *TypeErrorsView::open(EsterSession &session, db::Project &project,
                                     const QString &rater, std::optional<ester::Relation> type,
                                     QWidget *parent)
{
    static QPointer<QDialog> dialog;
    TypeErrorsView *view = viewWindow<TypeErrorsView>(
                               dialog, session, parent,
                               {"TypeErrorsDialog", tr("ESTER questions by relation type"), QSize(1280, 780), 6},
                               [&](TypeErrorsView *v) {
                                   return &v->session_ == &session && &v->project_ == &project &&
                                          dialog->parentWidget() == parent;
                               },
                               [&](QDialog *d) { return new TypeErrorsView(session, project, d); },
                               // The view holds the session by reference: it must not outlive it.
                               [](TypeErrorsView *v) { v->forgetSession(); })
                               .first;
    view->applying_ = true;
    view->setRater(rater);
    view->setType(type);
    view->applying_ = false;
    view->relist();
    bringForward(dialog);
    return view;
}

QAbstractItemModel *TypeErrorsView::model() const
{
    return model_;
}

const db::EsterSnapshot &TypeErrorsView::snapshot() const
{
    return restricted_ ? restricted_->snapshot : session_.snapshot();
}

const db::EsterAnalysis &TypeErrorsView::analysis() const
{
    return restricted_ ? restricted_->analysis : session_.analysis();
}

void TypeErrorsView::setBlind(bool blind)
{
    if (blind == blind_) {
        return;
    }
    blind_ = blind;
    refreshAll();
}

void TypeErrorsView::setRater(const QString &rater)
{
    raterName_ = rater;
    raterIsModel_.reset();
    // Charts name models; a person of the same name is a rare clash that the model wins.
    int found = -1;
    for (int i = 0; i < raterBox_->count(); ++i) {
        if (raterBox_->itemData(i).toString() == rater &&
            (found < 0 || raterBox_->itemData(i, kModelRole).toBool())) {
            found = i;
        }
    }
    const QSignalBlocker block(raterBox_);
    raterBox_->setCurrentIndex(found);
    if (found >= 0) {
        raterIsModel_ = raterBox_->itemData(found, kModelRole).toBool();
    }
    if (!applying_) {
        relist();
    }
}

void TypeErrorsView::setType(std::optional<ester::Relation> type)
{
    const int index = typeBox_->findData(type ? static_cast<int>(*type) : -1);
    const QSignalBlocker block(typeBox_);
    typeBox_->setCurrentIndex(std::max(index, 0));
    if (!applying_) {
        relist();
    }
}

QString TypeErrorsView::rater() const
{
    return raterBox_->currentIndex() >= 0 ? raterBox_->currentData().toString() : QString();
}

std::optional<ester::Relation> TypeErrorsView::type() const
{
    const int t = typeBox_->currentData().toInt();
    return t < 0 ? std::nullopt : std::optional(static_cast<ester::Relation>(t));
}

QJsonObject TypeErrorsView::filters() const
{
    QJsonObject o;
    o[QStringLiteral("rater")] = rater();
    o[QStringLiteral("model")] =
        raterBox_->currentIndex() >= 0 && raterBox_->currentData(kModelRole).toBool();
    const auto t = type();
    o[QStringLiteral("type")] =
        t ? QString::fromUtf8(ester::relationName(*t)) : QStringLiteral("all");
    o[QStringLiteral("text")] = search_->text();
    o[QStringLiteral("minF1")] = minF1_->value();
    o[QStringLiteral("maxF1")] = maxF1_->value();
    o[QStringLiteral("errorsOnly")] = errorsOnly_->isChecked();
    static const char *const agreementNames[] = {"any", "agree", "disagree"};
    o[QStringLiteral("agreement")] =
        QString::fromLatin1(agreementNames[agreement_->currentData().toInt()]);
    return o;
}

void TypeErrorsView::applyFilters(const QJsonObject &filters)
{
    // A saved view is data too: unknown keys and odd values are ignored, not trusted.
    applying_ = true;
    if (filters.value(QStringLiteral("rater")).isString()) {
        const QString name = filters.value(QStringLiteral("rater")).toString();
        const bool model = filters.value(QStringLiteral("model")).toBool(true);
        setRater(name);
        for (int i = 0; i < raterBox_->count(); ++i) {
            if (raterBox_->itemData(i).toString() == name &&
                raterBox_->itemData(i, kModelRole).toBool() == model) {
                const QSignalBlocker block(raterBox_);
                raterBox_->setCurrentIndex(i);
                raterIsModel_ = model;
            }
        }
    }
    if (const QJsonValue t = filters.value(QStringLiteral("type")); t.isString()) {
        setType(ester::relationFromName(t.toString().toStdString()));
    }
    if (const QJsonValue v = filters.value(QStringLiteral("text")); v.isString()) {
        search_->setText(v.toString());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("minF1")); v.isDouble()) {
        minF1_->setValue(v.toDouble());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("maxF1")); v.isDouble()) {
        maxF1_->setValue(v.toDouble());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("errorsOnly")); v.isBool()) {
        errorsOnly_->setChecked(v.toBool());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("agreement")); v.isString()) {
        const QString a = v.toString();
        const int index = a == QLatin1String("agree")      ? PeopleAgree
                          : a == QLatin1String("disagree") ? PeopleDisagree
                                                           : AnyAgreement;
        if (agreement_->isEnabled() || index == AnyAgreement) {
            agreement_->setCurrentIndex(index);
        }
    }
    applying_ = false;
    relist();
}

std::vector<std::uint32_t> TypeErrorsView::listedQuestions() const
{
    std::vector<std::uint32_t> out;
    for (const auto &row : model_->rows()) {
        out.push_back(row.question);
    }
    return out;
}

std::optional<std::uint32_t> TypeErrorsView::currentQuestion() const
{
    const QModelIndex current = table_->currentIndex();
    if (!current.isValid()) {
        return std::nullopt;
    }
    return model_->rows()[static_cast<std::size_t>(current.row())].question;
}

bool TypeErrorsView::selectQuestion(std::uint32_t question)
{
    const auto &rows = model_->rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].question == question) {
            table_->setCurrentIndex(
                model_->index(static_cast<int>(i), TypeErrorsModel::QuestionColumn));
            return true;
        }
    }
    return false;
}

void TypeErrorsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (stale_) {
        refreshAll();
    }
}

void TypeErrorsView::sessionChanged()
{
    // A hidden view only forgets its rows: the copy a blind view makes is not free, and
    // nobody looks until it is shown again.
    if (!isVisible()) {
        stale_ = true;
        model_->setRows(nullptr, {});
        showCurrent();
        return;
    }
    refreshAll();
}

void TypeErrorsView::refreshAll()
{
    stale_ = false;
    restricted_.reset();
    // An adjudicator or viewer hiding the others needs a narrowed copy; an annotator's
    // session holds nothing else.
    if (blind_ && !session_.blindView()) {
        restricted_ = std::make_unique<Restricted>();
        restricted_->snapshot = session_.snapshot();
        restricted_->snapshot.restrictTo(session_.annotator().toStdString());
        restricted_->analysis = db::analyseEster(restricted_->snapshot);
    }
    // Whether people agree needs everyone's answers: not while working blind.
    agreement_->setEnabled(!blind_);
    agreement_->setToolTip(blind_ ? blindHint()
                                  : tr("Questions that two or more people answered, by whether "
                                       "their answers are the same"));
    if (blind_) {
        const QSignalBlocker block(agreement_);
        agreement_->setCurrentIndex(AnyAgreement);
    }
    rebuildRaters();
    relist();
}

void TypeErrorsView::rebuildRaters()
{
    const auto &snap = snapshot();
    const QSignalBlocker block(raterBox_);
    raterBox_->clear();
    std::vector<std::pair<std::string, bool>> seen;
    // People first, then models; a model's splits are one entry.
    for (const bool models : {false, true}) {
        for (const auto &r : snap.raters) {
            if (r.model != models ||
                std::find(seen.begin(), seen.end(), std::pair{r.name, r.model}) != seen.end()) {
                continue;
            }
            seen.emplace_back(r.name, r.model);
            raterBox_->addItem(r.model ? tr("%1 (model)").arg(text(r.name)) : text(r.name),
                               text(r.name));
            raterBox_->setItemData(raterBox_->count() - 1, r.model, kModelRole);
        }
    }
    int found = -1;
    for (int i = 0; i < raterBox_->count(); ++i) {
        if (raterBox_->itemData(i).toString() == raterName_ &&
            (!raterIsModel_ || raterBox_->itemData(i, kModelRole).toBool() == *raterIsModel_)) {
            found = found < 0 ? i : found;
        }
    }
    if (found < 0 && raterName_.isEmpty()) {
        // Nothing asked for yet: the first model, the usual subject of error analysis.
        for (int i = 0; i < raterBox_->count() && found < 0; ++i) {
            found = raterBox_->itemData(i, kModelRole).toBool() ? i : -1;
        }
        found = found < 0 && raterBox_->count() > 0 ? 0 : found;
    }
    raterBox_->setCurrentIndex(found);
}

void TypeErrorsView::relist()
{
    if (stale_) {
        refreshAll();
        return;
    }
    if (raterBox_->currentIndex() >= 0) {
        raterName_ = raterBox_->currentData().toString();
        raterIsModel_ = raterBox_->currentData(kModelRole).toBool();
    }
    const std::optional<std::uint32_t> keep = currentQuestion();
    const auto &snap = snapshot();
    const auto &st = analysis().stats;
    std::vector<TypeErrorsModel::Row> rows;
    std::size_t ofType = 0;
    if (raterBox_->currentIndex() >= 0) {
        const std::string name = raterName_.toStdString();
        const bool model = raterIsModel_.value_or(false);
        const auto wanted = type();
        const QString needle = search_->text().trimmed();
        const double lo = minF1_->value() - kSlack;
        const double hi = maxF1_->value() + kSlack;
        const auto agreement = static_cast<Agreement>(agreement_->currentData().toInt());
        auto peopleAgree = [&snap](std::uint32_t q) -> std::optional<bool> {
            std::vector<std::vector<std::string>> answers;
            for (const auto &r : snap.raters) {
                if (const auto i = r.find(q); !r.model && i >= 0) {
                    answers.push_back(texts(r.answers[static_cast<std::size_t>(i)]));
                }
            }
            return ester::answersAgree(answers);
        };
        for (const auto &ev : st.evaluations) {
            const auto &rater = snap.raters[ev.rater];
            if (rater.name != name || rater.model != model) {
                continue;
            }
            for (std::size_t k = 0; k < ev.questions.size(); ++k) {
                const std::uint32_t q = ev.questions[k];
                const auto &question = snap.questions[q];
                const ester::QuestionScore &s = ev.scores[k];
                if (wanted && question.type != *wanted) {
                    continue;
                }
                ++ofType;
                if (s.tokenF1 < lo || s.tokenF1 > hi ||
                    (errorsOnly_->isChecked() && s.tokenF1 >= 1.0)) {
                    continue;
                }
                if (agreement != AnyAgreement) {
                    const auto agree = peopleAgree(q);
                    if (!agree || *agree != (agreement == PeopleAgree)) {
                        continue;
                    }
                }
                if (!needle.isEmpty() &&
                    !text(question.question).contains(needle, Qt::CaseInsensitive) &&
                    !text(snap.passages[question.passage].text)
                         .contains(needle, Qt::CaseInsensitive)) {
                    continue;
                }
                const auto i = static_cast<std::size_t>(rater.find(q));
                rows.push_back({q, ev.rater, s, question.gold.size(), rater.answers[i].size()});
            }
        }
    }
    const std::size_t shown = rows.size();
    std::vector<metrics::ester::QuestionScore> scores;
    scores.reserve(shown);
    for (const auto &r : rows) {
        scores.push_back(r.score);
    }
    const metrics::Estimate mean = metrics::ester::meanTokenF1(scores);
    const QString meanText = mean.value ? figureText(*mean.value) : tr("n/a");
    model_->setRows(&snap, std::move(rows));
    if (raterBox_->currentIndex() < 0) {
        count_->setText(raterName_.isEmpty()
                            ? tr("No rater has answered questions with gold.")
                            : tr("%1's answers are not shown here.").arg(raterName_));
    } else if (shown == ofType) {
        count_->setText(tr("%n question(s), mean token F1 %1", nullptr, static_cast<int>(shown))
                            .arg(meanText));
    } else {
        count_->setText(
            tr("%1 of %n question(s) shown, mean token F1 %2", nullptr, static_cast<int>(ofType))
                .arg(shown)
                .arg(meanText));
    }
    if (!(keep && selectQuestion(*keep)) && model_->rowCount() > 0) {
        table_->setCurrentIndex(model_->index(0, TypeErrorsModel::QuestionColumn));
    }
    showCurrent();
}

void TypeErrorsView::showCurrent()
{
    const QModelIndex current = table_->currentIndex();
    goldAnswers_->setAnswers({});
    predictedAnswers_->setAnswers({});
    drawn_.clear();
    if (!current.isValid()) {
        question_->clear();
        info_->clear();
        passage_->setPassage({});
        return;
    }
    const auto &row = model_->rows()[static_cast<std::size_t>(current.row())];
    const auto &snap = snapshot();
    const auto &question = snap.questions[row.question];
    const auto &rater = snap.raters[row.rater];
    const auto i = static_cast<std::size_t>(rater.find(row.question));
    const auto &raterType = rater.types[i];
    question_->setText(text(question.question));
    QString info = tr("%1 · passage %2 · token F1 %3 · HIT@1 %4 · EM %5")
                       .arg(relationTitle(question.type))
                       .arg(snap.passages[question.passage].id)
                       .arg(scoreText(row.score.tokenF1), scoreText(row.score.hit1),
                            scoreText(row.score.em));
    if (raterType && *raterType != question.type) {
        info += tr(" · %1 typed it %2").arg(text(rater.name), relationTitle(*raterType));
    }
    if (question.decision) {
        info += tr(" · gold decided by %1").arg(text(question.decision->by));
    }
    info_->setText(info);
    const QString passage = text(snap.passages[question.passage].text);
    passage_->setPassage(passage);
    drawSpans(passage, row.question, static_cast<int>(row.rater));
}

void TypeErrorsView::drawSpans(const QString &passage, std::uint32_t q, int raterIndex)
{
    const auto &snap = snapshot();
    const auto &question = snap.questions[q];
    const auto &rater = snap.raters[static_cast<std::size_t>(raterIndex)];
    const auto &predicted = rater.answers[static_cast<std::size_t>(rater.find(q))];
    const int length = passage_->toCodePoint(static_cast<int>(passage.size()));

    // Models give text only; their answers are drawn where the text first occurs.
    auto locate = [&](const db::EsterAnswer &a) -> std::optional<db::EsterSpan> {
        if (a.span && a.span->start >= 0 && a.span->start < a.span->end && a.span->end <= length) {
            return a.span;
        }
        const QString t = text(a.text).trimmed();
        const qsizetype at = t.isEmpty() ? -1 : passage.indexOf(t, 0, Qt::CaseInsensitive);
        if (at < 0) {
            return std::nullopt;
        }
        return db::EsterSpan{passage_->toCodePoint(static_cast<int>(at)),
                             passage_->toCodePoint(static_cast<int>(at + t.size()))};
    };
    std::vector<std::uint8_t> marks(static_cast<std::size_t>(length), 0);
    auto mark = [&](const db::EsterSpan &s, std::uint8_t bit) {
        for (int c = s.start; c < s.end; ++c) {
            marks[static_cast<std::size_t>(c)] |= bit;
        }
    };
    auto list = [&](AnswerListModel *to, const std::vector<db::EsterAnswer> &answers,
                    std::uint8_t bit) {
        std::vector<AnswerItem> items;
        for (const auto &a : answers) {
            const auto span = locate(a);
            // A list view shows its model's text as plain text.
            AnswerItem &item = items.emplace_back();
            item.text = span ? text(a.text) : tr("%1 (not in the passage)").arg(text(a.text));
            if (span) {
                mark(*span, bit);
            } else {
                item.foreground = palette().color(QPalette::Disabled, QPalette::Text);
            }
        }
        to->setAnswers(std::move(items));
    };
    list(goldAnswers_, question.gold, 1);
    list(predictedAnswers_, predicted, 2);

    for (int c = 0; c < length;) {
        const std::uint8_t m = marks[static_cast<std::size_t>(c)];
        int end = c + 1;
        while (end < length && marks[static_cast<std::size_t>(end)] == m) {
            ++end;
        }
        if (m != 0) {
            drawn_.push_back({c, end, m == 1 ? Mark::Gold : m == 2 ? Mark::Predicted : Mark::Both});
        }
        c = end;
    }
    // Formats go into the document itself, as a highlighter would: the passage stays plain
    // text and PassageView's own selections (triggers, answers) are left alone.
    for (const DrawnRange &r : drawn_) {
        QTextCharFormat f;
        f.setForeground(Qt::black);
        f.setBackground(r.mark == Mark::Gold        ? kGoldColour
                        : r.mark == Mark::Predicted ? kPredictedColour
                                                    : kBothColour);
        if (r.mark != Mark::Predicted) {
            f.setUnderlineStyle(QTextCharFormat::SingleUnderline);
            f.setUnderlineColor(kGoldUnderline);
        }
        QTextCursor c(passage_->document());
        c.setPosition(passage_->toUtf16(r.start));
        c.setPosition(passage_->toUtf16(r.end), QTextCursor::KeepAnchor);
        c.mergeCharFormat(f);
    }
    // Group box titles read '&' as a shortcut mark; a name from the data is escaped.
    const QString name = text(rater.name).replace(QLatin1Char('&'), QStringLiteral("&&"));
    static_cast<QGroupBox *>(predictedList_->parentWidget())
        ->setTitle(rater.model ? tr("%1's answers (model)").arg(name)
                               : tr("%1's answers").arg(name));
}

} // namespace es::widgets
