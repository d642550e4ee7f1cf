#include "widgets/adjudication/adjudication_panel.h"

// The decision pages, the panel's actions, and the decisions they make on each dataset.

#include "widgets/adjudication/decisions.h"
#include "widgets/adjudication/raters_model.h"
#include "widgets/common/current_page_size.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/common/readable_time.h"
#include "widgets/esd/esd_session.h"
#include "widgets/ester/ester_session.h"
#include "widgets/openpi/openpi_session.h"

#include <QAbstractListModel>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

namespace ester = metrics::ester;

void AdjudicationPanel::buildDecisionPages()
{
    auto *esdPage = new QWidget(decisionPages_);
    auto *esdLayout = new QHBoxLayout(esdPage);
    esdLayout->setContentsMargins(0, 0, 0, 0);
    const struct
    {
        QString text;
        std::int8_t label;
    } labels[] = {{tr("&1 Essential"), 1}, {tr("&0 Non-essential"), 0}, {tr("&Invalid (-1)"), -1}};
    for (const auto &l : labels) {
        auto *b = new QPushButton(l.text, esdPage);
        const std::int8_t value = l.label;
        connect(b, &QPushButton::clicked, this, [this, value] { decideEsd(value); });
        esdLayout->addWidget(b);
    }
    esdLayout->addStretch(1);
    decisionPages_->addWidget(esdPage);

    auto *esterPage = new QWidget(decisionPages_);
    auto *esterForm = new QFormLayout(esterPage);
    esterForm->setContentsMargins(0, 0, 0, 0);
    esterType_ = new QComboBox(esterPage);
    for (std::size_t t = 0; t < ester::kRelations; ++t) {
        esterType_->addItem(qs(std::string(ester::relationName(static_cast<ester::Relation>(t)))));
    }
    esterAnswers_ = new QPlainTextEdit(esterPage);
    esterAnswers_->setObjectName(QStringLiteral("AdjudicationAnswers"));
    esterAnswers_->setPlaceholderText(tr("One answer per line, each a span of the passage"));
    esterAnswers_->setMaximumHeight(90);
    esterForm->addRow(plainLabel(tr("Type:"), esterPage), esterType_);
    esterForm->addRow(plainLabel(tr("Answers:"), esterPage), esterAnswers_);
    decisionPages_->addWidget(esterPage);

    auto *saliencePage = new QWidget(decisionPages_);
    auto *salienceForm = new QHBoxLayout(saliencePage);
    salienceForm->setContentsMargins(0, 0, 0, 0);
    salienceStep_ = new QComboBox(saliencePage);
    salienceValue_ = new QSpinBox(saliencePage);
    salienceValue_->setObjectName(QStringLiteral("SalienceDecisionValue"));
    // No default: a decision of 0 ("irrelevant") nobody chose would be gold all the same.
    salienceValue_->setRange(-1, 5);
    salienceValue_->setSpecialValueText(tr("choose 0-5"));
    salienceValue_->setValue(-1);
    salienceForm->addWidget(plainLabel(tr("Salience of"), saliencePage));
    salienceForm->addWidget(salienceStep_);
    salienceForm->addWidget(salienceValue_);
    salienceForm->addStretch(1);
    decisionPages_->addWidget(saliencePage);

    auto *clustersPage =
        plainLabel(tr("Select a rater's clustering above and take it as gold."), decisionPages_);
    decisionPages_->addWidget(clustersPage);
    buildStatesPage();
}

void AdjudicationPanel::connectActions()
{
    connect(dataset_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(hideDecided_, &QCheckBox::toggled, this, [this] { refresh(); });
    connect(showModels_, &QCheckBox::toggled, this, [this] { showEntry(); });
    connect(queue_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { showEntry(); });
    connect(take_, &QPushButton::clicked, this, [this] {
        const RaterRow *selected = ratersModel_->rowAt(raters_->currentIndex().row());
        if (!selected || !current()) {
            return;
        }
        // A copy: each decision below refreshes the table.
        const RaterRow rater = *selected;
        const QString &name = rater.name;
        const QString value = rater.cells.empty() ? QString() : rater.cells.front().value;
        switch (dataset()) {
        case Esd:
            if (!value.isEmpty()) {
                decideEsd(static_cast<std::int8_t>(value.toInt()));
            }
            break;
        case Ester:
            proposeEsterFrom(name);
            break;
        case OpenPi:
            if (current()->states) {
                decideStatesFrom(name);
            } else if (current()->clusters) {
                decideClustersFrom(name);
            } else {
                // Every target that rater rated, as one undoable step.
                undo_.beginMacro(tr("Take %1's salience").arg(name));
                for (std::size_t c = 0; c < rater.cells.size(); ++c) {
                    if (!rater.cells[c].value.isEmpty()) {
                        decideSalience(static_cast<std::uint32_t>(c), rater.cells[c].value.toInt());
                    }
                }
                undo_.endMacro();
            }
            break;
        }
    });
    connect(decide_, &QPushButton::clicked, this, [this] {
        if (!current()) {
            return;
        }
        if (dataset() == Ester) {
            decideEster(static_cast<ester::Relation>(esterType_->currentIndex()),
                        esterAnswers_->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts));
        } else if (dataset() == OpenPi && !current()->clusters && !current()->states) {
            if (salienceValue_->value() >= 0) {
                decideSalience(static_cast<std::uint32_t>(salienceStep_->currentIndex()),
                               salienceValue_->value());
            }
        } else if (dataset() == OpenPi) {
            take_->click();
        }
    });
    connect(withdraw_, &QPushButton::clicked, this, [this] { withdraw(); });
    connect(salienceValue_, &QSpinBox::valueChanged, this, [this] { updateDecideEnabled(); });
    connect(salienceStep_, &QComboBox::currentIndexChanged, this,
            [this] { showSalienceDecided(); });
    connect(open_, &QPushButton::clicked, this, [this] {
        const auto e = current();
        if (!e) {
            return;
        }
        if (dataset() == Esd) {
            emit esdPairRequested(e->item);
        } else if (dataset() == Ester) {
            emit esterQuestionRequested(ester_.snapshot().questions[e->item].id);
        } else {
            emit openPiProcedureRequested(e->clusters || e->states
                                              ? e->item
                                              : openpi_.snapshot().entities[e->item].procedure);
        }
    });

    addKey(this, tr("Decide the selected item"), QKeySequence(Qt::CTRL | Qt::Key_Return),
           Qt::WidgetWithChildrenShortcut, [this] { decide_->click(); });
    addKey(this, tr("Next item to review"), QKeySequence(Qt::Key_J), Qt::WidgetWithChildrenShortcut,
           [this] { setQueueRow(std::min(queueRow() + 1, queueCount() - 1)); });
    addKey(this, tr("Previous item to review"), QKeySequence(Qt::Key_K),
           Qt::WidgetWithChildrenShortcut, [this] { setQueueRow(std::max(queueRow() - 1, 0)); });
}

bool AdjudicationPanel::decideEsd(std::int8_t label)
{
    const auto e = current();
    if (!e || dataset() != Esd) {
        return false;
    }
    const int row = queueRow();
    const std::uint32_t pair = e->item;
    if (!pushDecision(undo_, tr("Decide %1").arg(qs(esd_.snapshot().pairs[pair].extId)),
                      esdDecision(esd_, pair),
                      std::optional(db::EsdAdjudication{label, note_->text().toStdString()}))) {
        return false;
    }
    note_->clear();
    advanceFrom(row);
    return true;
}

bool AdjudicationPanel::decideEsterFrom(const QString &rater)
{
    const auto e = current();
    if (!e || dataset() != Ester) {
        return false;
    }
    for (const auto &r : db::esterRatersOf(ester_.snapshot(), e->item)) {
        if (qs(r.name) == rater) {
            QStringList answers;
            for (const auto &a : *r.answers) {
                answers << qs(a.text);
            }
            return decideEster(r.type.value_or(ester_.snapshot().questions[e->item].type), answers);
        }
    }
    for (const auto &r : ester_.snapshot().raters) {
        const std::ptrdiff_t i = r.model && qs(r.name) == rater ? r.find(e->item) : -1;
        if (i >= 0) {
            QStringList answers;
            for (const auto &a : r.answers[static_cast<std::size_t>(i)]) {
                answers << qs(a.text);
            }
            return decideEster(ester_.snapshot().questions[e->item].type, answers);
        }
    }
    return false;
}

bool AdjudicationPanel::decideEster(ester::Relation type, const QStringList &answers)
{
    const auto e = current();
    if (!e || dataset() != Ester) {
        return false;
    }
    const auto &snap = ester_.snapshot();
    const auto &q = snap.questions[e->item];
    db::EsterAdjudication d{type, {}, note_->text().toStdString()};
    const auto raters = db::esterRatersOf(snap, e->item);
    for (const QString &a : answers) {
        auto located =
            db::locateEsterAnswer(snap.passages[q.passage].text, a.trimmed().toStdString(), raters);
        if (located.starts.empty()) {
            decided_->setText(
                tr("“%1” is not in the passage; an answer is a span of it.").arg(a.trimmed()));
            return false;
        }
        if (!located.answer) {
            QStringList starts;
            for (const int start : located.starts) {
                starts << QString::number(start);
            }
            decided_->setText(
                tr("“%1” occurs %2 times in the passage (starting at %3) and no rater chose one: "
                   "write “%1@START” with one of those starts.")
                    .arg(a.trimmed())
                    .arg(located.starts.size())
                    .arg(starts.join(QStringLiteral(", "))));
            return false;
        }
        d.answers.push_back(std::move(*located.answer));
    }
    const int row = queueRow();
    if (!pushDecision(undo_, tr("Decide question %1").arg(q.id), esterDecision(ester_, q.id),
                      std::optional(std::move(d)))) {
        return false;
    }
    note_->clear();
    advanceFrom(row);
    return true;
}

bool AdjudicationPanel::decideSalience(std::uint32_t step, int value)
{
    const auto e = current();
    if (!e || dataset() != OpenPi || e->clusters) {
        return false;
    }
    return pushDecision(
        undo_, tr("Decide salience of %1").arg(qs(openpi_.snapshot().entities[e->item].name)),
        salienceDecision(openpi_, e->item, step),
        std::optional(db::OpenPiSalienceAdjudication{value, note_->text().toStdString()}));
}

bool AdjudicationPanel::decideClustersFrom(const QString &rater)
{
    const auto e = current();
    if (!e || dataset() != OpenPi || !e->clusters) {
        return false;
    }
    for (const auto &c : db::openPiClusteringsOf(openpi_.snapshot(), e->item, e->kind, true)) {
        if (qs(c.name) != rater) {
            continue;
        }
        const int row = queueRow();
        if (!pushDecision(
                undo_,
                tr("Decide clusters of %1").arg(qs(openpi_.snapshot().procedures[e->item].key)),
                clustersDecision(openpi_, e->item, e->kind),
                std::optional(
                    db::OpenPiClusterAdjudication{*c.clusters, note_->text().toStdString()}))) {
            return false;
        }
        note_->clear();
        advanceFrom(row);
        return true;
    }
    return false;
}

bool AdjudicationPanel::withdraw()
{
    const auto e = current();
    if (!e || !e->decided) {
        return false;
    }
    if (dataset() == Esd) {
        return pushDecision(
            undo_, tr("Withdraw decision on %1").arg(qs(esd_.snapshot().pairs[e->item].extId)),
            esdDecision(esd_, e->item), std::optional<db::EsdAdjudication>());
    }
    if (dataset() == Ester) {
        const std::int64_t id = ester_.snapshot().questions[e->item].id;
        return pushDecision(undo_, tr("Withdraw decision on question %1").arg(id),
                            esterDecision(ester_, id), std::optional<db::EsterAdjudication>());
    }
    if (e->states) {
        return pushDecision(undo_, tr("Withdraw decision on the states of step %1").arg(e->step),
                            statesDecision(openpi_, e->item, e->step),
                            std::optional<db::OpenPiStatesAdjudication>());
    }
    if (e->clusters) {
        return pushDecision(undo_, tr("Withdraw decision on clusters"),
                            clustersDecision(openpi_, e->item, e->kind),
                            std::optional<db::OpenPiClusterAdjudication>());
    }
    // Salience: every decided target of the entity, as one undoable step.
    const std::uint32_t entity = e->item;
    const int g = openpi_.snapshot().goldRater();
    std::vector<std::uint32_t> steps;
    if (g >= 0) {
        for (const auto &r : openpi_.snapshot().raters[static_cast<std::size_t>(g)].ratings) {
            if (r.entity == entity) {
                steps.push_back(r.step);
            }
        }
    }
    undo_.beginMacro(tr("Withdraw salience decisions"));
    for (std::uint32_t step : steps) {
        pushDecision(undo_, tr("Withdraw salience decision"),
                     salienceDecision(openpi_, entity, step),
                     std::optional<db::OpenPiSalienceAdjudication>());
    }
    undo_.endMacro();
    return !steps.empty();
}

} // namespace es::widgets
