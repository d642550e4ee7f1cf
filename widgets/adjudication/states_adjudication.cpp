#include "widgets/adjudication/adjudication_panel.h"

// An OpenPI step's state changes under adjudication: every person's changes of the step side
// by side, the step's gold (released or decided, by whom, with the note), and a button a
// person, with Alt+1-9, that takes their changes as the step's gold.

#include "db/openpi/openpi_states.h"
#include "widgets/adjudication/decisions.h"
#include "widgets/adjudication/raters_model.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/common/readable_time.h"
#include "widgets/openpi/openpi_session.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace es::widgets {

namespace {

QString changeText(const metrics::openpi::StateChange &c)
{
    return AdjudicationPanel::tr("%1 · %2: %3 → %4")
        .arg(qs(c.entity), qs(c.attribute), qs(c.before), qs(c.after));
}

QString changesText(const metrics::openpi::StateStep &changes, const QString &separator)
{
    if (changes.empty()) {
        return AdjudicationPanel::tr("(no change)");
    }
    QStringList out;
    for (const auto &c : changes) {
        out << changeText(c);
    }
    return out.join(separator);
}

} // namespace

void AdjudicationPanel::buildStatesPage()
{
    statesPage_ = new QWidget(decisionPages_);
    statesPage_->setObjectName(QStringLiteral("StatesDecisionPage"));
    auto *layout = new QVBoxLayout(statesPage_);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QWidget(statesPage_);
    buttons->setObjectName(QStringLiteral("StatesTakeButtons"));
    auto *row = new QHBoxLayout(buttons);
    row->setContentsMargins(0, 0, 0, 0);
    row->addStretch(1);
    layout->addWidget(buttons);
    auto *agreement = plainLabel(QString(), statesPage_, true);
    agreement->setObjectName(QStringLiteral("StatesGoldAgreement"));
    layout->addWidget(agreement);
    decisionPages_->addWidget(statesPage_);
}

void AdjudicationPanel::showOpenPiStates(const Entry &e)
{
    const int page = decisionPages_->indexOf(statesPage_);
    const auto &snap = openpi_.snapshot();
    const auto &p = snap.procedures[e.item];
    title_->setText(tr("%1: %2").arg(qs(p.key), qs(p.goal)));
    QStringList steps;
    for (std::size_t s = 0; s < p.steps.size(); ++s) {
        steps << (s + 1 == e.step ? tr("▶ %1. %2   (this step)") : tr("   %1. %2"))
                     .arg(s + 1)
                     .arg(qs(p.steps[s]));
    }
    detail_->setText(steps.join(QLatin1Char('\n')));

    std::vector<RaterRow> rows;
    for (const auto &of : db::openPiStatesOf(snap, e.item, e.step, showModels_->isChecked())) {
        rows.push_back({of.model ? tr("%1 (model)").arg(qs(of.name)) : qs(of.name),
                        qs(of.name),
                        {{changesText(of.changes, QStringLiteral("\n")), {}}}});
    }

    // A button a person, numbered as the table lists them: Alt+1 takes the first one's list.
    // The buttons stay from entry to entry (one clicked may be refreshing the page), the
    // ones beyond the people hidden.
    auto *buttons = statesPage_->findChild<QWidget *>(QStringLiteral("StatesTakeButtons"));
    auto *layout = static_cast<QHBoxLayout *>(buttons->layout());
    for (std::size_t n = 0; n < rows.size(); ++n) {
        const QString name = QStringLiteral("TakeStates%1").arg(n + 1);
        auto *b = buttons->findChild<QPushButton *>(name);
        if (!b) {
            b = new QPushButton(buttons);
            b->setObjectName(name);
            connect(b, &QPushButton::clicked, this, [this, n] {
                if (const RaterRow *row = ratersModel_->rowAt(static_cast<int>(n))) {
                    decideStatesFrom(QString(row->name));
                }
            });
            layout->insertWidget(static_cast<int>(n), b);
        }
        const QString &shown = rows[n].shown;
        b->setText(n < 9 ? tr("&%1 Take %2's").arg(n + 1).arg(shown) : tr("Take %1's").arg(shown));
        b->setToolTip(tr("Take %1's state changes of step %2 as its gold").arg(shown).arg(e.step));
        b->show();
    }
    for (int n = static_cast<int>(rows.size()); n < layout->count(); ++n) {
        if (QWidget *w = layout->itemAt(n)->widget()) {
            w->hide();
        }
    }
    showGoldStateAgreement();
    showDecisionPage(page);
    ratersModel_->setRows({tr("Rater"), tr("State changes of step %1").arg(e.step)},
                          std::move(rows));

    if (const auto it = snap.stateDecisions.find({e.item, e.step});
        it != snap.stateDecisions.end()) {
        const auto &d = it->second.decision;
        showDecided(tr("Gold of step %1, decided by %2, %3: %4. %5")
                        .arg(e.step)
                        .arg(qs(d.by), readableTime(qs(d.at)),
                             changesText(it->second.changes, QStringLiteral("; ")), qs(d.note)),
                    d.at);
    } else if (const auto gold = db::goldStateSteps(snap, e.item)) {
        const metrics::openpi::StateStep none;
        showDecided(tr("Gold of step %1, as released: %2")
                        .arg(e.step)
                        .arg(changesText(e.step <= gold->size() ? (*gold)[e.step - 1] : none,
                                         QStringLiteral("; "))),
                    {});
    } else {
        showDecided(tr("Step %1 has no gold yet.").arg(e.step), {});
    }
}

void AdjudicationPanel::showGoldStateAgreement()
{
    // What a decision moves: each person's agreement with the gold states, over every
    // procedure, as the statistics and the report give it.
    const auto &snap = openpi_.snapshot();
    auto figure = [](const metrics::Estimate &e) {
        return e.value ? figureText(*e.value) : tr("n/a");
    };
    QStringList lines;
    for (const auto &row : openpi_.analysis().stateAgreement) {
        if (row.a < 0) {
            lines << tr("Gold states against %1: F1 %2, exact match %3 (%n procedure(s))", nullptr,
                        static_cast<int>(row.procedures))
                         .arg(qs(snap.raters[row.b].name), figure(row.scores.f1),
                              figure(row.scores.exactMatch));
        }
    }
    statesPage_->findChild<QLabel *>(QStringLiteral("StatesGoldAgreement"))
        ->setText(lines.join(QLatin1Char('\n')));
}

bool AdjudicationPanel::decideStatesFrom(const QString &rater)
{
    const auto e = current();
    if (!e || dataset() != OpenPi || !e->states) {
        return false;
    }
    for (auto &of : db::openPiStatesOf(openpi_.snapshot(), e->item, e->step, true)) {
        if (qs(of.name) != rater) {
            continue;
        }
        const int row = queueRow();
        if (!pushDecision(undo_,
                          tr("Decide the states of step %1 of %2")
                              .arg(e->step)
                              .arg(qs(openpi_.snapshot().procedures[e->item].key)),
                          statesDecision(openpi_, e->item, e->step),
                          std::optional(db::OpenPiStatesAdjudication{
                              std::move(of.changes), note_->text().toStdString()}))) {
            return false;
        }
        note_->clear();
        advanceFrom(row);
        return true;
    }
    return false;
}

} // namespace es::widgets
