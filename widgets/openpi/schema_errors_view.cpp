#include "widgets/openpi/schema_errors_view.h"

#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/schema_marks.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

namespace {

// The rows shown: a released file's empty slots (["", 100]) are placeholders, no pair.
bool shown(const db::OpenPiSnapshot::SchemaSlotRow &r)
{
    return !(r.slot.category == db::OpenPiSchemaSlot::kMissed &&
             metrics::openpi::stripped(r.slot.attribute).empty());
}

} // namespace

SchemaErrorsView::SchemaErrorsView(OpenPiSession &session, QUndoStack &undo,
                                   std::function<bool()> refuse, QWidget *parent)
    : PersonWorkView(session, undo, std::move(refuse), parent)
{
    setObjectName(QStringLiteral("OpenPiSchemaErrors"));
    auto *l = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    modelChoice_ = new QComboBox(this);
    modelChoice_->setObjectName(QStringLiteral("OpenPiErrorsModel"));
    whose_->setObjectName(QStringLiteral("OpenPiErrorsWhose"));
    form->addRow(plainLabel(tr("Schemata of"), this), modelChoice_);
    form->addRow(plainLabel(tr("Analysis by"), this), whose_);
    l->addLayout(form);
    heading_->setObjectName(QStringLiteral("OpenPiErrorsHeading"));
    l->addWidget(heading_);

    model_ = new SchemaSlotModel(this);
    makeTable(model_, QStringLiteral("OpenPiErrorSlots"));
    table_->horizontalHeader()->setSectionResizeMode(SchemaSlotModel::StepColumn,
                                                     QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(SchemaSlotModel::EntityColumn,
                                                     QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(SchemaSlotModel::AttributeColumn,
                                                     QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(SchemaSlotModel::LabelColumn,
                                                     QHeaderView::ResizeToContents);
    l->addWidget(table_, 1);

    missedRow_ = new QWidget(this);
    missedRow_->setObjectName(QStringLiteral("OpenPiMissedEntry"));
    auto *missed = new QHBoxLayout(missedRow_);
    missed->setContentsMargins(0, 0, 0, 0);
    missedStep_ = new QSpinBox(missedRow_);
    missedStep_->setPrefix(tr("step "));
    missedEntity_ = new QComboBox(missedRow_);
    missedEntity_->setEditable(true);
    missedEntity_->setInsertPolicy(QComboBox::NoInsert);
    missedEntity_->setToolTip(tr("The entity: one of the step's, or type another"));
    missedAttribute_ = new QLineEdit(missedRow_);
    missedAttribute_->setPlaceholderText(tr("attribute"));
    auto *add = new QPushButton(tr("Add"), missedRow_);
    auto *cancel = new QPushButton(tr("Cancel"), missedRow_);
    missed->addWidget(plainLabel(tr("Missed pair at"), missedRow_));
    missed->addWidget(missedStep_);
    missed->addWidget(missedEntity_, 1);
    missed->addWidget(missedAttribute_, 1);
    missed->addWidget(add);
    missed->addWidget(cancel);
    missedRow_->hide();
    l->addWidget(missedRow_);
    auto addFromEntry = [this] {
        if (addMissed(missedStep_->value(), missedEntity_->currentText(),
                      missedAttribute_->text())) {
            cancelMissed();
        }
    };
    connect(add, &QPushButton::clicked, this, addFromEntry);
    connect(cancel, &QPushButton::clicked, this, [this] { cancelMissed(); });
    connect(missedAttribute_, &QLineEdit::returnPressed, this, addFromEntry);
    connect(missedEntity_->lineEdit(), &QLineEdit::returnPressed, missedAttribute_,
            [this] { missedAttribute_->setFocus(); });
    addKey(missedRow_, tr("Schema errors: leave the missed pair unadded"),
           QKeySequence(Qt::Key_Escape), Qt::WidgetWithChildrenShortcut,
           [this] { cancelMissed(); });

    hint_->setObjectName(QStringLiteral("OpenPiErrorsHint"));
    l->addWidget(hint_);
    procedureFigures_ = plainLabel({}, this);
    procedureFigures_->setObjectName(QStringLiteral("OpenPiErrorsProcedure"));
    l->addWidget(procedureFigures_);
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("OpenPiErrorsProgress"));
    progress_->setFormat(tr("%v of %m predicted pairs labelled"));
    l->addWidget(progress_);
    totals_ = plainLabel({}, this, true);
    totals_->setObjectName(QStringLiteral("OpenPiErrorsTotals"));
    l->addWidget(totals_);

    connect(modelChoice_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    refresh();
}

QList<QAction *> SchemaErrorsView::addKeys(QWidget *owner)
{
    QList<QAction *> keys;
    auto key = [&](const QString &what, const QList<QKeySequence> &seq, std::function<void()> f) {
        keys << addKey(owner, what, seq, Qt::WidgetWithChildrenShortcut, std::move(f));
    };
    key(tr("Schema errors: correct"), {QKeySequence(Qt::Key_1)}, [this] { label(1); });
    key(tr("Schema errors: no change"), {QKeySequence(Qt::Key_2)}, [this] { label(2); });
    key(tr("Schema errors: nonsense"), {QKeySequence(Qt::Key_3)}, [this] { label(3); });
    key(tr("Schema errors: clear the label"),
        {QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_Backspace)},
        [this] { label(std::nullopt); });
    key(tr("Schema errors: next pair"), {QKeySequence(Qt::Key_J)}, [this] { next(1); });
    key(tr("Schema errors: previous pair"), {QKeySequence(Qt::Key_K)}, [this] { next(-1); });
    key(tr("Schema errors: add a pair the model missed"),
        {QKeySequence(Qt::Key_M), QKeySequence(Qt::Key_Insert)}, [this] { startMissed(); });
    key(tr("Schema errors: remove a missed pair"), {QKeySequence(Qt::Key_Delete)},
        [this] { removeMissed(); });
    key(tr("Schema errors: mark the procedure finished, or reopen it"), {QKeySequence(Qt::Key_F)},
        [this] { toggleFinished(); });
    return keys;
}

void SchemaErrorsView::procedureChanging()
{
    cancelMissed();
}

void SchemaErrorsView::setModel(const QString &model)
{
    const int at = modelChoice_->findData(model);
    if (at >= 0) {
        modelChoice_->setCurrentIndex(at);
    }
}

QString SchemaErrorsView::model() const
{
    return modelChoice_->currentData().toString();
}

void SchemaErrorsView::fillChoices()
{
    const auto &snap = session_.snapshot();
    {
        const QVariant keep = modelChoice_->currentData();
        QSignalBlocker block(modelChoice_);
        modelChoice_->clear();
        for (const std::uint32_t m : modelsWithSchemata(snap)) {
            modelChoice_->addItem(tr("%1 (model)").arg(qs(snap.raters[m].name)),
                                  qs(snap.raters[m].name));
        }
        const int at = modelChoice_->findData(keep);
        modelChoice_->setCurrentIndex(at >= 0 ? at : 0);
    }
    const int model = shownModel();
    std::vector<std::uint32_t> people;
    for (const auto &a : snap.schemaAnalyses) {
        if (static_cast<int>(a.model) == model) {
            people.push_back(a.person);
        }
    }
    fillPeople(std::move(people));
}

int SchemaErrorsView::shownModel() const
{
    const QString name = modelChoice_->currentData().toString();
    return name.isEmpty() ? -1 : session_.snapshot().raterIndex(name.toStdString(), true);
}

const SchemaSlotModel::Row *SchemaErrorsView::currentSlot() const
{
    const int row = currentRow();
    return row >= 0 && static_cast<std::size_t>(row) < model_->rows().size()
               ? &model_->rows()[static_cast<std::size_t>(row)]
               : nullptr;
}

void SchemaErrorsView::refresh()
{
    // A word about the last key (a refusal, say) lasts until the next change.
    hint_->setText(tr("1 correct · 2 no change · 3 nonsense · 0 clears · J / K next / previous "
                      "pair · M adds a pair the model missed · Delete removes one · F marks the "
                      "procedure finished"));
    fillChoices();
    const auto &snap = session_.snapshot();
    const int model = shownModel();
    const int person = shownPerson();
    const db::OpenPiSnapshot::SchemaAnalysis *analysis = fillRows(model, person);

    const QString modelName =
        model >= 0 ? qs(snap.raters[static_cast<std::size_t>(model)].name) : QString();
    const QString personName = whose_->currentIndex() < 0 ? QString()
                               : shownIsMine()            ? tr("you")
                                                          : whose_->currentText();
    showHeading(model, modelName);
    showProcedureFigures(model, analysis);
    showTotals(model, person, modelName, personName);
}

const db::OpenPiSnapshot::SchemaAnalysis *SchemaErrorsView::fillRows(int model, int person)
{
    const auto &snap = session_.snapshot();
    const SchemaSlotModel::Row *current = currentSlot();
    // The current slot by its key (step 0: none).
    const std::pair<int, int> keep =
        current ? std::pair(current->slot.step, current->position) : std::pair(0, 0);

    std::vector<SchemaSlotModel::Row> rows;
    QStringList steps;
    const db::OpenPiSnapshot::SchemaAnalysis *analysis = nullptr;
    if (procedure_ && model >= 0) {
        const auto m = static_cast<std::uint32_t>(model);
        analysis = session_.schemaAnalysis(*procedure_, m, person);
        for (const auto &r : snap.analysisSlots(analysis, *procedure_, m)) {
            if (shown(r)) {
                rows.push_back({r.slot, r.position});
            }
        }
        for (const std::string &s : snap.procedures[*procedure_].steps) {
            steps << qs(s);
        }
    }
    model_->setRows(std::move(rows), steps);
    if (keep.first > 0) {
        const auto &all = model_->rows();
        const auto it = std::find_if(all.begin(), all.end(), [&](const auto &r) {
            return std::pair(r.slot.step, r.position) == keep;
        });
        if (it != all.end() && currentRow() != static_cast<int>(it - all.begin())) {
            select(static_cast<int>(it - all.begin()));
        }
    } else if (currentRow() < 0) {
        select(0);
    }
    return analysis;
}

void SchemaErrorsView::showHeading(int model, const QString &modelName)
{
    if (model < 0) {
        heading_->setText(
            tr("No model's predicted schemata in this project: import a schemata file."));
    } else if (!procedure_) {
        heading_->clear();
    } else if (model_->rowCount() == 0) {
        heading_->setText(tr("%1 predicted no schemata for this procedure.").arg(modelName));
    } else if (shownIsMine()) {
        heading_->setText(
            tr("Your analysis of the pairs %1 predicted, step by step").arg(modelName));
    } else if (whose_->currentIndex() >= 0) {
        heading_->setText(tr("%1's analysis of the pairs %2 predicted (read only)")
                              .arg(whose_->currentText(), modelName));
    } else {
        heading_->setText(tr("The pairs %1 predicted; no one's analysis to show").arg(modelName));
    }
}

void SchemaErrorsView::showProcedureFigures(
    int model, const db::OpenPiSnapshot::SchemaAnalysis *analysis)
{
    // This procedure.
    metrics::openpi::SchemaErrorCounts counts;
    for (const auto &r : model_->rows()) {
        if (r.missed()) {
            counts.addMissed();
        } else {
            counts.addPredicted(r.slot.category);
        }
    }
    if (procedure_ && model >= 0 && (counts.predicted > 0 || counts.missed > 0)) {
        const bool finished = analysis && analysis->annotated;
        procedureFigures_->setText(
            tr("This procedure: %1 of %2 predicted pairs labelled · missed pairs added: %3 · %4")
                .arg(counts.labelled())
                .arg(counts.predicted)
                .arg(counts.missed)
                .arg(finished ? tr("finished (F reopens it)")
                              : tr("not finished (F marks it finished)")));
    } else {
        procedureFigures_->clear();
    }
}

void SchemaErrorsView::showTotals(int model, int person, const QString &modelName,
                                  const QString &personName)
{
    // Table 5: the model's schemata as the person analysed them, over every procedure.
    const db::OpenPiAnalysis::SchemaErrorRow *row = nullptr;
    for (const auto &r : session_.analysis().schemaErrors) {
        if (static_cast<int>(r.model) == model && static_cast<int>(r.person) == person) {
            row = &r;
        }
    }
    if (!row) {
        progress_->setRange(0, 1);
        progress_->setValue(0);
        progress_->setVisible(false);
        totals_->setText(
            model < 0 || whose_->currentIndex() < 0
                ? QString()
                : tr("Table 5: no pair of %1's labelled by %2 yet.").arg(modelName, personName));
        return;
    }
    const std::size_t done = row->labelled();
    progress_->setVisible(true);
    progress_->setRange(0, static_cast<int>(row->predicted));
    progress_->setValue(static_cast<int>(done));
    auto share = [&](std::size_t n) { return percentText(row->percent(n)); };
    totals_->setText(tr("Table 5, %1 by %2: correct %3 (%4) · no change %5 (%6) · nonsense %7 (%8) "
                        "of %9 labelled · missed pairs added: %10 · %11 of %12 analysed procedures "
                        "finished")
                         .arg(modelName, personName)
                         .arg(row->correct)
                         .arg(share(row->correct))
                         .arg(row->noChange)
                         .arg(share(row->noChange))
                         .arg(row->nonsense)
                         .arg(share(row->nonsense))
                         .arg(done)
                         .arg(row->missed)
                         .arg(row->finished)
                         .arg(row->procedures));
}

bool SchemaErrorsView::ready()
{
    return editable() && shownModel() >= 0;
}

bool SchemaErrorsView::stepStored(int step) const
{
    const int model = shownModel();
    const auto *a = procedure_ && model >= 0
                        ? session_.schemaAnalysis(*procedure_, static_cast<std::uint32_t>(model),
                                                  session_.myRater())
                        : nullptr;
    return a && std::any_of(a->rows.begin(), a->rows.end(),
                            [&](const auto &r) { return r.slot.step == step; });
}

void SchemaErrorsView::label(std::optional<int> category)
{
    const SchemaSlotModel::Row *slot = currentSlot();
    if (!ready() || !slot) {
        return;
    }
    if (slot->missed()) {
        hint_->setText(tr("A pair added as missed takes no label: Delete removes it."));
        return;
    }
    const std::uint32_t procedure = *procedure_;
    const std::string model = this->model().toStdString();
    const int step = slot->slot.step, position = slot->position, row = currentRow();
    const QString pair = qs(slot->slot.entity + ": " + slot->slot.attribute);
    const bool stored = stepStored(step);
    if (!stored && !category) {
        return; // nothing stored, nothing to clear
    }
    std::optional<int> before;
    const int m = shownModel();
    if (!session_.setSchemaLabel(procedure, static_cast<std::uint32_t>(m), step, position, category,
                                 &before)) {
        return;
    }
    if (!stored || before != category) {
        auto modelIndex = [this, model] {
            return static_cast<std::uint32_t>(session_.snapshot().raterIndex(model, true));
        };
        undo_.push(new EditCommand(
            category ? tr("Label %1 as %2").arg(pair, SchemaSlotModel::categoryText(category))
                     : tr("Clear the label of %1").arg(pair),
            [this, procedure, step, position, before, stored, modelIndex] {
                return stored ? session_.setSchemaLabel(procedure, modelIndex(), step, position,
                                                        before)
                              : session_.clearSchemaStep(procedure, modelIndex(), step);
            },
            [this, procedure, step, position, category, modelIndex] {
                return session_.setSchemaLabel(procedure, modelIndex(), step, position, category);
            }));
    }
    if (!category) {
        select(row);
        return;
    }
    // The next pair not labelled yet comes up.
    selectNextOpen(row, [this](int r) {
        const auto &candidate = model_->rows()[static_cast<std::size_t>(r)];
        return !candidate.missed() && !candidate.labelled();
    });
}

void SchemaErrorsView::startMissed()
{
    if (!ready()) {
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    const SchemaSlotModel::Row *slot = currentSlot();
    const int step = slot ? slot->slot.step : 1;
    missedStep_->setRange(1, std::max<int>(1, static_cast<int>(p.steps.size())));
    missedStep_->setValue(step);
    // The entities of the step first (the model's, then gold's), then the procedure's.
    QStringList entities;
    for (const auto &r : model_->rows()) {
        if (r.slot.step == step) {
            entities << qs(r.slot.entity);
        }
    }
    const auto &released = snap.released[*procedure_];
    for (const auto &state : released.plain.states) {
        if (static_cast<std::size_t>(step) <= state.steps.size() &&
            !state.steps[static_cast<std::size_t>(step - 1)].empty()) {
            entities << qs(state.entity);
        }
    }
    for (const std::uint32_t e : p.entities) {
        entities << qs(snap.entities[e].name);
    }
    entities.removeDuplicates();
    missedEntity_->clear();
    missedEntity_->addItems(entities);
    missedEntity_->setCurrentIndex(entities.isEmpty() ? -1 : 0);
    missedAttribute_->clear();
    missedRow_->show();
    missedAttribute_->setFocus();
}

void SchemaErrorsView::cancelMissed()
{
    const bool hadFocus = missedRow_->isAncestorOf(focusWidget());
    missedRow_->hide();
    missedEntity_->clear();
    missedAttribute_->clear();
    if (hadFocus) {
        table_->setFocus();
    }
}

bool SchemaErrorsView::addMissed(int step, const QString &entity, const QString &attribute)
{
    if (!ready()) {
        return false;
    }
    const QString e = entity.trimmed(), a = attribute.trimmed();
    if (e.isEmpty() || a.isEmpty()) {
        hint_->setText(tr("A missed pair needs its entity and its attribute."));
        return false;
    }
    const std::uint32_t procedure = *procedure_;
    const std::string model = this->model().toStdString();
    const bool stored = stepStored(step);
    int position = 0;
    if (!session_.addMissedPair(procedure, static_cast<std::uint32_t>(shownModel()), step,
                                e.toStdString(), a.toStdString(), &position)) {
        return false;
    }
    auto modelIndex = [this, model] {
        return static_cast<std::uint32_t>(session_.snapshot().raterIndex(model, true));
    };
    const db::OpenPiSchemaSlot slot{step, e.toStdString(), a.toStdString(),
                                    db::OpenPiSchemaSlot::kMissed};
    undo_.push(new EditCommand(
        tr("Add the missed pair %1: %2").arg(e, a),
        [this, procedure, step, position, stored, modelIndex] {
            return stored ? session_.setSchemaSlot(procedure, modelIndex(), step, position,
                                                   std::nullopt)
                          : session_.clearSchemaStep(procedure, modelIndex(), step);
        },
        [this, procedure, step, position, slot, stored, modelIndex] {
            return stored ? session_.setSchemaSlot(procedure, modelIndex(), step, position, slot)
                          : session_.addMissedPair(procedure, modelIndex(), step, slot.entity,
                                                   slot.attribute);
        }));
    const auto &rows = model_->rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].slot.step == step && rows[r].position == position) {
            select(static_cast<int>(r));
        }
    }
    return true;
}

void SchemaErrorsView::removeMissed()
{
    const SchemaSlotModel::Row *slot = currentSlot();
    if (!ready() || !slot) {
        return;
    }
    if (!slot->missed()) {
        hint_->setText(tr("Only a pair added as missed can be removed; 0 clears a label."));
        return;
    }
    const std::uint32_t procedure = *procedure_;
    const std::string model = this->model().toStdString();
    const db::OpenPiSchemaSlot removed = slot->slot;
    const int position = slot->position, row = currentRow();
    if (!session_.setSchemaSlot(procedure, static_cast<std::uint32_t>(shownModel()), removed.step,
                                position, std::nullopt)) {
        return;
    }
    auto modelIndex = [this, model] {
        return static_cast<std::uint32_t>(session_.snapshot().raterIndex(model, true));
    };
    undo_.push(new EditCommand(
        tr("Remove the missed pair %1: %2").arg(qs(removed.entity), qs(removed.attribute)),
        [this, procedure, position, removed, modelIndex] {
            return session_.setSchemaSlot(procedure, modelIndex(), removed.step, position, removed);
        },
        [this, procedure, position, removed, modelIndex] {
            return session_.setSchemaSlot(procedure, modelIndex(), removed.step, position,
                                          std::nullopt);
        }));
    select(std::min(row, model_->rowCount() - 1));
}

void SchemaErrorsView::toggleFinished()
{
    if (!ready()) {
        return;
    }
    const std::uint32_t procedure = *procedure_;
    const std::string model = this->model().toStdString();
    const int m = shownModel();
    const auto *a =
        session_.schemaAnalysis(procedure, static_cast<std::uint32_t>(m), session_.myRater());
    const bool finished = !(a && a->annotated);
    bool before = false;
    if (!session_.setSchemaFinished(procedure, static_cast<std::uint32_t>(m), finished, &before) ||
        before == finished) {
        return;
    }
    auto modelIndex = [this, model] {
        return static_cast<std::uint32_t>(session_.snapshot().raterIndex(model, true));
    };
    undo_.push(new EditCommand(
        finished ? tr("Mark the analysis finished") : tr("Reopen the analysis"),
        [this, procedure, before, modelIndex] {
            return session_.setSchemaFinished(procedure, modelIndex(), before);
        },
        [this, procedure, finished, modelIndex] {
            return session_.setSchemaFinished(procedure, modelIndex(), finished);
        }));
}

} // namespace es::widgets
