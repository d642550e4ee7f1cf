#include "widgets/openpi/salience_tab.h"

#include "widgets/common/edit_command.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/salience_models.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace es::widgets {

OpenPiSalienceTab::OpenPiSalienceTab(OpenPiSession &session, QUndoStack &undo,
                                     std::function<bool()> refuse, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo), refuse_(std::move(refuse))
{
    setObjectName(QStringLiteral("OpenPiSaliencePage"));
    auto *l = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    left->addWidget(plainLabel(tr("Entities (J / K)"), this));
    entities_ = new QListView(this);
    entities_->setObjectName(QStringLiteral("OpenPiEntities"));
    entityModel_ = new SalienceEntityModel(entities_);
    entities_->setModel(entityModel_);
    left->addWidget(entities_, 1);
    progress_ = new QProgressBar(this);
    progress_->setFormat(tr("%v of %m ratings in this procedure"));
    left->addWidget(progress_);
    l->addLayout(left, 1);

    auto *right = new QVBoxLayout;
    salienceHeading_ = plainLabel({}, this);
    QFont f = salienceHeading_->font();
    f.setBold(true);
    salienceHeading_->setFont(f);
    right->addWidget(salienceHeading_);
    targets_ = new QTableView(this);
    targets_->setObjectName(QStringLiteral("OpenPiTargets"));
    targetModel_ = new SalienceTargetModel(targets_);
    targets_->setModel(targetModel_);
    targets_->setSelectionBehavior(QAbstractItemView::SelectRows);
    targets_->setSelectionMode(QAbstractItemView::SingleSelection);
    targets_->setWordWrap(true);
    targets_->horizontalHeader()->setSectionResizeMode(SalienceTargetModel::TargetColumn,
                                                       QHeaderView::Stretch);
    targets_->horizontalHeader()->setSectionResizeMode(SalienceTargetModel::MineColumn,
                                                       QHeaderView::ResizeToContents);
    targets_->horizontalHeader()->setSectionResizeMode(SalienceTargetModel::ModelColumn,
                                                       QHeaderView::ResizeToContents);
    targets_->verticalHeader()->hide();
    targets_->setColumnHidden(SalienceTargetModel::ModelColumn, true);
    right->addWidget(targets_, 2);

    auto *buttons = new QHBoxLayout;
    for (int v = 0; v <= 5; ++v) {
        auto *b = new QPushButton(QString::number(v), this);
        b->setToolTip(tr("Rate %1 (key %1)").arg(v));
        b->setFocusPolicy(Qt::NoFocus);
        // A digit needs none of a push button's usual 80 px (which the style imposes).
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(QStringLiteral("000")));
        connect(b, &QPushButton::clicked, this, [this, v] { rate(v); });
        buttons->addWidget(b);
        rateButtons_ << b;
    }
    right->addLayout(buttons);
    auto *rubric = plainLabel(
        tr("5  the procedure or step cannot be done without it\n"
           "4  another entity of its kind could replace it, with a worse outcome or more effort\n"
           "3  it can be done without it, slightly worse or with more effort\n"
           "2  without it, negligibly worse\n"
           "1  it appears gratuitously\n"
           "0  it is irrelevant"),
        this);
    rubric->setObjectName(QStringLiteral("OpenPiRubric"));
    rubric->setWordWrap(true); // its longest line would set the page's minimum width
    rubric->setFrameShape(QFrame::StyledPanel);
    rubric->setContentsMargins(6, 6, 6, 6);
    right->addWidget(rubric);

    auto *modelRow = new QHBoxLayout;
    showModel_ = new QCheckBox(tr("Show a model's salience (M)"), this);
    model_ = new QComboBox(this);
    modelRow->addWidget(showModel_);
    modelRow->addWidget(model_, 1);
    right->addLayout(modelRow);
    explanation_ = plainLabel({}, this, true);
    explanation_->hide();
    right->addWidget(explanation_);
    l->addLayout(right, 2);

    connect(entities_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        if (!quietEntities_) {
            refreshTargets();
        }
    });
    connect(targets_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        if (!quietTargets_) {
            refreshTargets();
        }
    });
    connect(showModel_, &QCheckBox::toggled, this, [this] { refreshTargets(); });
    connect(model_, &QComboBox::currentIndexChanged, this, [this] { refreshTargets(); });
}

QList<QAction *> OpenPiSalienceTab::addKeys(QWidget *owner)
{
    QList<QAction *> keys;
    auto key = [&](const QString &what, const QList<QKeySequence> &seq, auto action) {
        keys << addKey(owner, what, seq, Qt::WidgetWithChildrenShortcut, action);
    };
    for (int v = 0; v <= 5; ++v) {
        key(tr("Salience: rate the entity %1").arg(v), {QKeySequence(Qt::Key_0 + v)},
            [this, v] { rate(v); });
    }
    key(tr("Salience: clear the rating"),
        {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)}, [this] { clearRating(); });
    key(tr("Salience: next entity"), {QKeySequence(Qt::Key_J)}, [this] { nextEntity(1); });
    key(tr("Salience: previous entity"), {QKeySequence(Qt::Key_K)}, [this] { nextEntity(-1); });
    key(tr("Salience: show a model's salience"), {QKeySequence(Qt::Key_M)},
        [this] { showModel_->toggle(); });
    return keys;
}

void OpenPiSalienceTab::setMayRate(bool may)
{
    for (QPushButton *b : std::as_const(rateButtons_)) {
        b->setEnabled(may);
    }
}

std::optional<std::uint32_t> OpenPiSalienceTab::currentEntity() const
{
    if (!procedure_) {
        return std::nullopt;
    }
    const auto &entities = session_.snapshot().procedures[*procedure_].entities;
    const int row = entities_->currentIndex().row();
    return row >= 0 && static_cast<std::size_t>(row) < entities.size()
               ? std::optional(entities[static_cast<std::size_t>(row)])
               : std::nullopt;
}

int OpenPiSalienceTab::currentTarget() const
{
    return std::max(0, targets_->currentIndex().row());
}

void OpenPiSalienceTab::setCurrentEntity(std::uint32_t entity)
{
    if (!procedure_) {
        return;
    }
    const auto &entities = session_.snapshot().procedures[*procedure_].entities;
    const auto at = std::find(entities.begin(), entities.end(), entity);
    if (at != entities.end()) {
        setCurrentEntityRow(static_cast<int>(at - entities.begin()));
    }
}

void OpenPiSalienceTab::setCurrentEntityRow(int row)
{
    entities_->setCurrentIndex(entityModel_->index(row, 0));
}

void OpenPiSalienceTab::setCurrentTargetRow(int row)
{
    targets_->setCurrentIndex(targetModel_->index(row, SalienceTargetModel::TargetColumn));
}

void OpenPiSalienceTab::showProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    const int row = entities_->currentIndex().row();
    const QScopedValueRollback quiet(quietEntities_, true);
    if (!procedure_) {
        entityModel_->setRows({});
        refreshTargets();
        return;
    }
    const auto &snap = session_.snapshot();
    const int me = session_.myRater();
    std::vector<SalienceEntityRow> rows;
    for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
        rows.push_back({e, qs(snap.entities[e].name), session_.rating(me, e, 0)});
    }
    entityModel_->setRows(std::move(rows));
    const int count = entityModel_->rowCount();
    setCurrentEntityRow(row >= 0 && row < count ? row : (count > 0 ? 0 : -1));
    const auto [done, total] = session_.myProgress(*procedure_);
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
    refreshTargets();
}

void OpenPiSalienceTab::refreshTargets()
{
    const int row = targets_->currentIndex().row();
    const QScopedValueRollback quiet(quietTargets_, true);
    const auto entity = currentEntity();
    if (!entity) {
        targetModel_->setRows({});
        salienceHeading_->setText(procedure_ ? tr("This procedure has no entities.") : QString());
        explanation_->hide();
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    salienceHeading_->setText(tr("How salient is \"%1\"?").arg(qs(snap.entities[*entity].name)));
    const int me = session_.myRater();
    const int model = showModel_->isChecked() ? model_->currentData().toInt() : -1;
    targets_->setColumnHidden(SalienceTargetModel::ModelColumn, model < 0);
    std::vector<SalienceTargetRow> rows;
    for (std::uint32_t t = 0; t <= p.steps.size(); ++t) {
        rows.push_back({t, t == 0 ? QString() : qs(p.steps[t - 1]), session_.rating(me, *entity, t),
                        model >= 0,
                        model >= 0 ? session_.rating(model, *entity, t) : std::nullopt});
    }
    targetModel_->setRows(std::move(rows));
    targets_->resizeRowsToContents();
    const int keep = row >= 0 && row < targetModel_->rowCount() ? row : 0;
    setCurrentTargetRow(keep);
    if (model >= 0) {
        const QString why = session_.explanation(model, *entity, static_cast<std::uint32_t>(keep));
        explanation_->setText(why.isEmpty() ? tr("The model gave no explanation.")
                                            : tr("Model: %1").arg(why));
        explanation_->show();
    } else {
        explanation_->hide();
    }
}

void OpenPiSalienceTab::rate(int value)
{
    if (refuse_()) {
        return;
    }
    const auto entity = currentEntity();
    if (!entity || session_.annotator().isEmpty()) {
        return;
    }
    const auto target = static_cast<std::uint32_t>(currentTarget());
    std::optional<int> before;
    const std::optional<int> after = value;
    if (!session_.setSalience(*entity, target, after, &before)) {
        return;
    }
    const std::uint32_t e = *entity;
    if (before != after) {
        undo_.push(new EditCommand(
            tr("Rate salience %1").arg(value),
            [this, e, target, before] { return session_.setSalience(e, target, before); },
            [this, e, target, after] { return session_.setSalience(e, target, after); }));
    }
    // Move on: the next step, then the next entity's global salience.
    setCurrentEntity(e);
    const int entityRow = entities_->currentIndex().row();
    if (target + 1 < static_cast<std::uint32_t>(targetModel_->rowCount())) {
        setCurrentTargetRow(static_cast<int>(target + 1));
    } else if (entityRow + 1 < entityModel_->rowCount()) {
        setCurrentEntityRow(entityRow + 1);
        setCurrentTargetRow(0);
    }
}

void OpenPiSalienceTab::clearRating()
{
    if (refuse_()) {
        return;
    }
    const auto entity = currentEntity();
    if (!entity) {
        return;
    }
    const auto target = static_cast<std::uint32_t>(currentTarget());
    std::optional<int> before;
    const std::uint32_t e = *entity;
    const int row = targets_->currentIndex().row();
    if (session_.setSalience(e, target, std::nullopt, &before) && before) {
        undo_.push(new EditCommand(
            tr("Clear salience"),
            [this, e, target, before] { return session_.setSalience(e, target, before); },
            [this, e, target] { return session_.setSalience(e, target, std::nullopt); }));
    }
    setCurrentTargetRow(row);
}

void OpenPiSalienceTab::nextEntity(int delta)
{
    const int row = entities_->currentIndex().row() + delta;
    if (row >= 0 && row < entityModel_->rowCount()) {
        setCurrentEntityRow(row);
        setCurrentTargetRow(0);
    }
}

} // namespace es::widgets
