#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_panel_parts.h"

// The salience tab: entities and steps, rated 0-5 by key.

#include "widgets/common/blind_hint.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/cluster_tree.h"
#include "widgets/openpi/expansion_view.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/schema_comparison_view.h"
#include "widgets/openpi/schema_errors_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <set>

namespace es::widgets {

using namespace openpi_panel;

QWidget *OpenPiPanel::buildSalienceTab()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("OpenPiSaliencePage"));
    auto *l = new QHBoxLayout(page);
    auto *left = new QVBoxLayout;
    left->addWidget(plainLabel(tr("Entities (J / K)"), page));
    entities_ = new QListWidget(page);
    entities_->setObjectName(QStringLiteral("OpenPiEntities"));
    left->addWidget(entities_, 1);
    progress_ = new QProgressBar(page);
    progress_->setFormat(tr("%v of %m ratings in this procedure"));
    left->addWidget(progress_);
    l->addLayout(left, 1);

    auto *right = new QVBoxLayout;
    salienceHeading_ = plainLabel({}, page);
    QFont f = salienceHeading_->font();
    f.setBold(true);
    salienceHeading_->setFont(f);
    right->addWidget(salienceHeading_);
    targets_ = new QTableWidget(0, 3, page);
    targets_->setObjectName(QStringLiteral("OpenPiTargets"));
    targets_->setHorizontalHeaderLabels({tr("Rated for"), tr("You"), tr("Model")});
    targets_->setSelectionBehavior(QAbstractItemView::SelectRows);
    targets_->setSelectionMode(QAbstractItemView::SingleSelection);
    targets_->setWordWrap(true);
    targets_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    targets_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    targets_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    targets_->verticalHeader()->hide();
    targets_->setColumnHidden(2, true);
    right->addWidget(targets_, 2);

    auto *buttons = new QHBoxLayout;
    for (int v = 0; v <= 5; ++v) {
        auto *b = new QPushButton(QString::number(v), page);
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
        page);
    rubric->setObjectName(QStringLiteral("OpenPiRubric"));
    rubric->setWordWrap(true); // its longest line would set the page's minimum width
    rubric->setFrameShape(QFrame::StyledPanel);
    rubric->setContentsMargins(6, 6, 6, 6);
    right->addWidget(rubric);

    auto *modelRow = new QHBoxLayout;
    showModel_ = new QCheckBox(tr("Show a model's salience (M)"), page);
    model_ = new QComboBox(page);
    modelRow->addWidget(showModel_);
    modelRow->addWidget(model_, 1);
    right->addLayout(modelRow);
    explanation_ = plainLabel({}, page, true);
    explanation_->hide();
    right->addWidget(explanation_);
    l->addLayout(right, 2);

    connect(entities_, &QListWidget::currentRowChanged, this, [this] { refreshTargets(); });
    connect(targets_, &QTableWidget::currentCellChanged, this, [this] { refreshTargets(); });
    connect(showModel_, &QCheckBox::toggled, this, [this] { refreshTargets(); });
    connect(model_, &QComboBox::currentIndexChanged, this, [this] { refreshTargets(); });

    auto key = [this](const QString &what, const QList<QKeySequence> &seq, auto action) {
        tabKeys_[SalienceTab] << addKey(this, what, seq, Qt::WidgetWithChildrenShortcut, action);
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
    return page;
}

std::optional<std::uint32_t> OpenPiPanel::currentEntity() const
{
    if (!procedure_) {
        return std::nullopt;
    }
    const auto &entities = session_.snapshot().procedures[*procedure_].entities;
    const int row = entities_->currentRow();
    return row >= 0 && static_cast<std::size_t>(row) < entities.size()
               ? std::optional(entities[static_cast<std::size_t>(row)])
               : std::nullopt;
}

int OpenPiPanel::currentTarget() const
{
    return std::max(0, targets_->currentRow());
}

void OpenPiPanel::setCurrentEntity(std::uint32_t entity)
{
    if (!procedure_) {
        return;
    }
    const auto &entities = session_.snapshot().procedures[*procedure_].entities;
    const auto at = std::find(entities.begin(), entities.end(), entity);
    if (at != entities.end()) {
        entities_->setCurrentRow(static_cast<int>(at - entities.begin()));
    }
}

void OpenPiPanel::refreshSalience()
{
    const int row = entities_->currentRow();
    QSignalBlocker block(entities_);
    entities_->clear();
    if (!procedure_) {
        refreshTargets();
        return;
    }
    const auto &snap = session_.snapshot();
    const int me = session_.myRater();
    for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
        entities_->addItem(
            tr("%1  (global: %2)")
                .arg(qs(snap.entities[e].name), ratingText(session_.rating(me, e, 0))));
    }
    entities_->setCurrentRow(
        row >= 0 && row < entities_->count() ? row : (entities_->count() > 0 ? 0 : -1));
    const auto [done, total] = session_.myProgress(*procedure_);
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
    refreshTargets();
}

void OpenPiPanel::refreshTargets()
{
    const int row = targets_->currentRow();
    QSignalBlocker block(targets_);
    const auto entity = currentEntity();
    if (!entity) {
        targets_->setRowCount(0);
        salienceHeading_->setText(procedure_ ? tr("This procedure has no entities.") : QString());
        explanation_->hide();
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    salienceHeading_->setText(tr("How salient is \"%1\"?").arg(qs(snap.entities[*entity].name)));
    const int me = session_.myRater();
    const int model = showModel_->isChecked() ? model_->currentData().toInt() : -1;
    targets_->setColumnHidden(2, model < 0);
    targets_->setRowCount(static_cast<int>(p.steps.size() + 1));
    for (std::uint32_t t = 0; t <= p.steps.size(); ++t) {
        const QString what = t == 0 ? tr("The whole procedure (global)")
                                    : tr("Step %1: %2").arg(t).arg(qs(p.steps[t - 1]));
        targets_->setItem(static_cast<int>(t), 0, cell(what));
        targets_->setItem(static_cast<int>(t), 1,
                          cell(ratingText(session_.rating(me, *entity, t))));
        targets_->setItem(
            static_cast<int>(t), 2,
            cell(model >= 0 ? ratingText(session_.rating(model, *entity, t)) : QString()));
    }
    targets_->resizeRowsToContents();
    const int keep = row >= 0 && row < targets_->rowCount() ? row : 0;
    targets_->setCurrentCell(keep, 0);
    if (model >= 0) {
        const QString why = session_.explanation(model, *entity, static_cast<std::uint32_t>(keep));
        explanation_->setText(why.isEmpty() ? tr("The model gave no explanation.")
                                            : tr("Model: %1").arg(why));
        explanation_->show();
    } else {
        explanation_->hide();
    }
}

void OpenPiPanel::rate(int value)
{
    if (refuseReadOnly()) {
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
    if (target + 1 < static_cast<std::uint32_t>(targets_->rowCount())) {
        targets_->setCurrentCell(static_cast<int>(target + 1), 0);
    } else if (entities_->currentRow() + 1 < entities_->count()) {
        entities_->setCurrentRow(entities_->currentRow() + 1);
        targets_->setCurrentCell(0, 0);
    }
}

void OpenPiPanel::clearRating()
{
    if (refuseReadOnly()) {
        return;
    }
    const auto entity = currentEntity();
    if (!entity) {
        return;
    }
    const auto target = static_cast<std::uint32_t>(currentTarget());
    std::optional<int> before;
    const std::uint32_t e = *entity;
    const int row = targets_->currentRow();
    if (session_.setSalience(e, target, std::nullopt, &before) && before) {
        undo_.push(new EditCommand(
            tr("Clear salience"),
            [this, e, target, before] { return session_.setSalience(e, target, before); },
            [this, e, target] { return session_.setSalience(e, target, std::nullopt); }));
    }
    targets_->setCurrentCell(row, 0);
}

void OpenPiPanel::nextEntity(int delta)
{
    const int row = entities_->currentRow() + delta;
    if (row >= 0 && row < entities_->count()) {
        entities_->setCurrentRow(row);
        targets_->setCurrentCell(0, 0);
    }
}

} // namespace es::widgets
