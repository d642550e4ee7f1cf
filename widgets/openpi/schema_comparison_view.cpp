#include "widgets/openpi/schema_comparison_view.h"

#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/schema_comparison_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTreeView>
#include <QVBoxLayout>

namespace es::widgets {

SchemaComparisonView::SchemaComparisonView(OpenPiSession &session, QWidget *parent)
    : QWidget(parent), session_(session), marks_(new SchemaComparisonModel(this))
{
    setObjectName(QStringLiteral("OpenPiSchemaComparison"));
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    model_ = new QComboBox(this);
    model_->setObjectName(QStringLiteral("OpenPiSchemaModel"));
    model_->setToolTip(tr("The model whose predicted schemata (entity: attributes per step) are "
                          "shown beside the gold changes"));
    expansion_ = new QCheckBox(tr("With expansion"), this);
    expansion_->setToolTip(tr("Match the predictions against the released names with their "
                              "generated paraphrases, as Table 3's \"with expansion\" does"));
    row->addWidget(plainLabel(tr("Predicted schemata of"), this));
    row->addWidget(model_, 1);
    row->addWidget(expansion_);
    l->addLayout(row);
    summary_ = plainLabel({}, this);
    summary_->setObjectName(QStringLiteral("OpenPiSchemaSummary"));
    l->addWidget(summary_);
    tree_ = new QTreeView(this);
    tree_->setObjectName(QStringLiteral("OpenPiSchemaTree"));
    tree_->setModel(marks_);
    tree_->header()->setSectionsClickable(false);
    tree_->setRootIsDecorated(false);
    tree_->setWordWrap(true);
    tree_->setUniformRowHeights(false);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    tree_->setToolTip(
        tr("As Table 3 counts: a gold change is found when a prediction of its step names the "
           "entity and the attribute as the released names have them (lowercased, without a "
           "leading article); a prediction is a hit when its own name, lowercased and without a "
           "leading article, is among the released names."));
    l->addWidget(tree_, 1);

    expansion_->setChecked(session_.schemaExpansion());
    connect(expansion_, &QCheckBox::toggled, &session_, &OpenPiSession::setSchemaExpansion);
    connect(&session_, &OpenPiSession::schemaExpansionChanged, this, [this](bool expanded) {
        QSignalBlocker block(expansion_);
        expansion_->setChecked(expanded);
        refresh();
    });
    connect(model_, &QComboBox::currentIndexChanged, this, [this] {
        chosen_ = true;
        refresh();
        emit modelChanged(model());
    });
    fillModels();
}

void SchemaComparisonView::fillModels()
{
    const auto &snap = session_.snapshot();
    const QString keep = model();
    QSignalBlocker block(model_);
    model_->clear();
    model_->addItem(tr("none"), QString());
    for (const std::uint32_t m : modelsWithSchemata(snap)) {
        model_->addItem(tr("%1 (model)").arg(qs(snap.raters[m].name)), qs(snap.raters[m].name));
    }
    // Until someone chooses, the first model is shown: a researcher opens a procedure to
    // see it.
    const int at = chosen_ ? model_->findData(keep) : 1;
    model_->setCurrentIndex(at >= 0 && at < model_->count() ? at : 0);
}

void SchemaComparisonView::setProcedure(std::optional<std::uint32_t> procedure)
{
    procedure_ = procedure;
    refresh();
}

void SchemaComparisonView::setModel(const QString &model)
{
    const int at = model_->findData(model);
    model_->setCurrentIndex(at >= 0 ? at : 0);
}

QString SchemaComparisonView::model() const
{
    return model_->currentData().toString();
}

void SchemaComparisonView::refresh()
{
    fillModels();
    marks_->clear();
    const auto &snap = session_.snapshot();
    const int model =
        model_->currentIndex() > 0 ? snap.raterIndex(this->model().toStdString(), true) : -1;
    tree_->setVisible(model >= 0);
    expansion_->setEnabled(model >= 0);
    if (model < 0 || !procedure_) {
        summary_->setText(model_->count() > 1
                              ? tr("Choose a model to see its predicted schemata "
                                   "beside the gold changes.")
                              : tr("No model's predicted schemata in this project."));
        return;
    }
    const auto &p = snap.procedures[*procedure_];
    const auto &released = snap.released[*procedure_];
    const auto *predicted = snap.schemaPrediction(*procedure_, static_cast<std::uint32_t>(model));
    if (!released.present || !predicted) {
        summary_->setText(!predicted
                              ? tr("%1 predicted no schemata for this procedure.")
                                    .arg(qs(snap.raters[static_cast<std::size_t>(model)].name))
                              : tr("This procedure has no released clusters to match "
                                   "predicted schemata against."));
        tree_->hide();
        return;
    }
    const bool expanded = session_.schemaExpansion() && released.expanded;
    const auto marks =
        markSchemata(expanded ? released.withExpansion : released.plain, predicted->steps,
                     std::max(p.steps.size(), predicted->steps.size()));
    std::size_t hits = 0, missed = 0, wrong = 0;
    for (const auto &step : marks) {
        for (const SchemaMarkRow &r : step) {
            hits += r.mark == SchemaMarkRow::Mark::Hit ? 1 : 0;
            missed += r.mark == SchemaMarkRow::Mark::Missed ? 1 : 0;
            wrong += r.mark == SchemaMarkRow::Mark::EntityNotInGold ||
                             r.mark == SchemaMarkRow::Mark::AttributeNotInGold
                         ? 1
                         : 0;
        }
    }
    QStringList steps;
    for (const std::string &step : p.steps) {
        steps << qs(step);
    }
    marks_->setSchemata(std::move(steps), marks);
    for (int s = 0; s < marks_->rowCount(); ++s) {
        tree_->setFirstColumnSpanned(s, {}, true);
    }
    tree_->expandAll();
    tree_->show();
    summary_->setText(tr("Hits: %1 · gold changes missed: %2 · predictions not in gold: %3 · %4")
                          .arg(hits)
                          .arg(missed)
                          .arg(wrong)
                          .arg(expanded            ? tr("matched with the generated paraphrases")
                               : released.expanded ? tr("matched without the generated paraphrases")
                                                   : tr("(the released clusters carry no generated "
                                                        "paraphrases)")));
}

} // namespace es::widgets
