#include "widgets/openpi/expansion_view.h"

#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/openpi_session.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

namespace {

} // namespace

ExpansionView::ExpansionView(OpenPiSession &session, QUndoStack &undo, std::function<bool()> refuse,
                             QWidget *parent)
    : PersonWorkView(session, undo, std::move(refuse), parent)
{
    setObjectName(QStringLiteral("OpenPiExpansions"));
    auto *l = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    whose_->setObjectName(QStringLiteral("OpenPiExpansionsWhose"));
    form->addRow(plainLabel(tr("Judgements of"), this), whose_);
    l->addLayout(form);
    heading_->setObjectName(QStringLiteral("OpenPiExpansionsHeading"));
    l->addWidget(heading_);
    model_ = new ExpansionModel(this);
    makeTable(model_, QStringLiteral("OpenPiExpansionTable"));
    auto *header = table_->horizontalHeader();
    header->setSectionResizeMode(ExpansionModel::KindColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ExpansionModel::ClusterColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ExpansionModel::ParaphraseColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ExpansionModel::JudgementColumn, QHeaderView::ResizeToContents);
    l->addWidget(table_, 1);
    hint_->setObjectName(QStringLiteral("OpenPiExpansionsHint"));
    l->addWidget(hint_);
    procedureFigures_ = plainLabel({}, this);
    procedureFigures_->setObjectName(QStringLiteral("OpenPiExpansionsProcedure"));
    l->addWidget(procedureFigures_);
    shares_ = plainLabel({}, this, true);
    shares_->setObjectName(QStringLiteral("OpenPiExpansionsShares"));
    l->addWidget(shares_);
    refresh();
}

QList<QAction *> ExpansionView::addKeys(QWidget *owner)
{
    QList<QAction *> keys;
    auto key = [&](const QString &what, const QList<QKeySequence> &seq, std::function<void()> f) {
        keys << addKey(owner, what, seq, Qt::WidgetWithChildrenShortcut, std::move(f));
    };
    key(tr("Expansions: the paraphrase is correct"),
        {QKeySequence(Qt::Key_Y), QKeySequence(Qt::Key_1)}, [this] { judge(true); });
    key(tr("Expansions: the paraphrase is wrong"),
        {QKeySequence(Qt::Key_N), QKeySequence(Qt::Key_0)}, [this] { judge(false); });
    key(tr("Expansions: withdraw the judgement"),
        {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)},
        [this] { judge(std::nullopt); });
    key(tr("Expansions: next paraphrase"), {QKeySequence(Qt::Key_J)}, [this] { next(1); });
    key(tr("Expansions: previous paraphrase"), {QKeySequence(Qt::Key_K)}, [this] { next(-1); });
    return keys;
}

void ExpansionView::fillChoices()
{
    const auto &snap = session_.snapshot();
    std::vector<std::uint32_t> people;
    for (const auto &x : snap.expansionRatings) {
        people.push_back(x.person);
    }
    fillPeople(std::move(people));
}

void ExpansionView::refresh()
{
    // A word about the last key (a refusal, say) lasts until the next change.
    hint_->setText(tr("Is the generated paraphrase a correct name of the cluster? Y or 1 correct "
                      "· N or 0 wrong · Delete withdraws · J / K next / previous"));
    fillChoices();
    const auto &snap = session_.snapshot();
    const int person = shownPerson();
    const int row = currentRow();
    std::vector<ExpansionModel::Row> rows;
    if (procedure_) {
        const auto &released = snap.released[*procedure_];
        for (db::GeneratedParaphrase &g : db::generatedParaphrases(released)) {
            ExpansionModel::Row r;
            for (const auto &c : released.plain.clusters) {
                if (c.canonical != g.entity) {
                    continue;
                }
                const std::vector<std::string> *names = &c.names;
                for (const auto &a : c.attributes) {
                    if (g.kind == db::OpenPiClusterKind::Attribute && a.canonical == g.attribute) {
                        names = &a.names;
                    }
                }
                for (const std::string &n : *names) {
                    r.names << qs(n);
                }
            }
            r.correct = session_.expansionRating(*procedure_, g, person);
            r.paraphrase = std::move(g);
            rows.push_back(std::move(r));
        }
    }
    const bool reset = rows.size() != model_->rows().size();
    model_->setRows(std::move(rows));
    if (reset || currentRow() < 0) {
        select(reset ? 0 : std::max(row, 0));
    }

    std::size_t rated = 0, correct = 0;
    for (const auto &r : model_->rows()) {
        rated += r.correct ? 1 : 0;
        correct += r.correct.value_or(false) ? 1 : 0;
    }
    if (!procedure_) {
        heading_->clear();
    } else if (model_->rowCount() == 0) {
        heading_->setText(
            tr("The released clusters of this procedure carry no generated paraphrases."));
    } else if (shownIsMine()) {
        heading_->setText(tr("Your judgements of the paraphrases the release generated for this "
                             "procedure's clusters"));
    } else if (whose_->currentIndex() < 0) {
        heading_->setText(tr("The paraphrases the release generated; no one's judgements to show"));
    } else {
        heading_->setText(tr("%1's judgements (read only)").arg(whose_->currentText()));
    }
    procedureFigures_->setText(model_->rowCount() == 0
                                   ? QString()
                                   : tr("This procedure: %1 of %2 paraphrases judged, %3 correct")
                                         .arg(rated)
                                         .arg(model_->rowCount())
                                         .arg(correct));

    // Over every procedure, as `report` counts them.
    QStringList lines;
    const auto &analysis = session_.analysis();
    for (const db::OpenPiClusterKind kind :
         {db::OpenPiClusterKind::Entity, db::OpenPiClusterKind::Attribute}) {
        const bool entity = kind == db::OpenPiClusterKind::Entity;
        const db::OpenPiAnalysis::ExpansionRow *found = nullptr;
        for (const auto &x : analysis.expansions) {
            if (static_cast<int>(x.person) == person && x.kind == kind) {
                found = &x;
            }
        }
        const std::size_t generated =
            entity ? analysis.generatedEntityParaphrases : analysis.generatedAttributeParaphrases;
        if (!found) {
            lines << (entity ? tr("Entity paraphrases: none of %1 judged").arg(generated)
                             : tr("Attribute paraphrases: none of %1 judged").arg(generated));
            continue;
        }
        const QString share = found->share.defined()
                                  ? tr("%1%").arg(figureText(100.0 * *found->share.value, 1))
                                  : tr("n/a");
        lines << (entity ? tr("Entity paraphrases: %1 correct of %2 judged (%3); %4 generated")
                         : tr("Attribute paraphrases: %1 correct of %2 judged (%3); %4 generated"))
                     .arg(found->correct)
                     .arg(found->rated)
                     .arg(share)
                     .arg(found->generated);
    }
    lines << tr(
        "The OpenPI 2.0 paper found 83.3% of entity and 59.4% of attribute paraphrases correct.");
    shares_->setText(whose_->currentIndex() < 0 ? QString() : lines.join(QLatin1Char('\n')));
}

void ExpansionView::judge(std::optional<bool> correct)
{
    const int row = currentRow();
    if (!editable() || row < 0 || row >= model_->rowCount()) {
        return;
    }
    const std::uint32_t procedure = *procedure_;
    const db::GeneratedParaphrase g = model_->rows()[static_cast<std::size_t>(row)].paraphrase;
    std::optional<bool> before;
    if (!session_.setExpansionRating(procedure, g, correct, &before)) {
        return;
    }
    if (before != correct) {
        undo_.push(new EditCommand(
            correct ? (*correct ? tr("Judge \"%1\" correct") : tr("Judge \"%1\" wrong"))
                          .arg(qs(g.paraphrase))
                    : tr("Withdraw the judgement of \"%1\"").arg(qs(g.paraphrase)),
            [this, procedure, g, before] {
                return session_.setExpansionRating(procedure, g, before);
            },
            [this, procedure, g, correct] {
                return session_.setExpansionRating(procedure, g, correct);
            }));
    }
    if (!correct) {
        select(row);
        return;
    }
    // The next paraphrase not judged yet comes up.
    selectNextOpen(row,
                   [this](int r) { return !model_->rows()[static_cast<std::size_t>(r)].correct; });
}

} // namespace es::widgets
