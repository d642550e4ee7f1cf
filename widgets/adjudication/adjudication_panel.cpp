#include "widgets/adjudication/adjudication_panel.h"

#include "widgets/adjudication/decisions.h"
#include "widgets/adjudication/raters_model.h"
#include "widgets/common/keys.h"
#include "widgets/common/current_page_size.h"
#include "widgets/common/edit_command.h"
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

using metrics::esd::kNoLabel;
namespace ester = metrics::ester;

class AdjudicationPanel::QueueModel final : public QAbstractListModel
{
  public:
    explicit QueueModel(const AdjudicationPanel &panel) : QAbstractListModel(nullptr), panel_(panel)
    {
    }

    // Around a wholesale change of entries_.
    void begin() { beginResetModel(); }
    void end() { endResetModel(); }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(panel_.entries_.size());
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= rowCount() ||
            (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
            return {};
        }
        return panel_.entryText(panel_.entries_[static_cast<std::size_t>(index.row())]);
    }

  private:
    const AdjudicationPanel &panel_;
};

namespace {

enum Page { EsdPage, EsterPage, SaliencePage, ClustersPage, StatesPage };

QString answersText(const std::vector<db::EsterAnswer> &answers)
{
    QStringList out;
    for (const auto &a : answers) {
        out << qs(a.text);
    }
    return out.join(QStringLiteral(" | "));
}

QString clustersText(const std::vector<db::OpenPiCluster> &clusters)
{
    QStringList out;
    for (const auto &c : clusters) {
        QStringList members;
        for (const auto &m : c.members) {
            members << qs(m);
        }
        QString name = qs(c.canonical.value_or(c.members.empty() ? std::string() : c.members.front()));
        if (!c.entity.empty()) {
            name = qs(c.entity) + QLatin1Char('.') + name;
        }
        out << name + QStringLiteral(": ") + members.join(QStringLiteral(", "));
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

AdjudicationPanel::AdjudicationPanel(EsdSession &esd, EsterSession &ester, OpenPiSession &openpi, QUndoStack &undo,
                                     QWidget *parent)
    : QWidget(parent), esd_(esd), ester_(ester), openpi_(openpi), undo_(undo)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    dataset_ = new QComboBox(this);
    dataset_->addItem(tr("ESD: essential steps"));
    dataset_->addItem(tr("ESTER: event relation QA"));
    dataset_->addItem(tr("OpenPI: salience, clusters and states"));
    hideDecided_ = new QCheckBox(tr("Hide &decided"), this);
    showModels_ = new QCheckBox(tr("Show &models"), this);
    showModels_->setToolTip(tr("Models' outputs stay hidden unless asked for, so that they do not sway a decision."));
    count_ = plainLabel(QString(), this);
    count_->setObjectName(QStringLiteral("AdjudicationCount"));
    count_->setWordWrap(false);
    role_ = plainLabel(QString(), this);
    role_->setWordWrap(false);
    bar->addWidget(plainLabel(tr("Dataset:"), this));
    bar->addWidget(dataset_);
    bar->addWidget(hideDecided_);
    bar->addWidget(showModels_);
    bar->addWidget(count_);
    bar->addStretch(1);
    bar->addWidget(role_);
    layout->addLayout(bar);

    auto *split = new QSplitter(Qt::Horizontal, this);
    queue_ = new QListView(split);
    queue_->setObjectName(QStringLiteral("AdjudicationQueue"));
    queueModel_ = new QueueModel(*this);
    queueModel_->setParent(queue_);
    queue_->setModel(queueModel_);
    queue_->setSelectionMode(QAbstractItemView::SingleSelection);
    queue_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    queue_->setUniformItemSizes(true);
    queue_->setTextElideMode(Qt::ElideRight);
    split->addWidget(queue_);

    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    title_ = plainLabel(QString(), right, true);
    QFont big = title_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    title_->setFont(big);
    detail_ = plainLabel(QString(), right, true);
    detail_->setObjectName(QStringLiteral("AdjudicationDetail"));
    raters_ = new QTableView(right);
    raters_->setObjectName(QStringLiteral("AdjudicationRaters"));
    ratersModel_ = new RatersModel(raters_);
    raters_->setModel(ratersModel_);
    raters_->setSelectionBehavior(QAbstractItemView::SelectRows);
    raters_->setSelectionMode(QAbstractItemView::SingleSelection);
    raters_->verticalHeader()->hide();
    raters_->horizontalHeader()->setStretchLastSection(true);
    raters_->setWordWrap(true);
    decided_ = plainLabel(QString(), right, true);
    decided_->setObjectName(QStringLiteral("AdjudicationDecided"));
    rightLayout->addWidget(title_);
    rightLayout->addWidget(detail_);
    rightLayout->addWidget(raters_, 1);
    rightLayout->addWidget(decided_);

    auto *box = new QGroupBox(tr("Decision"), right);
    decisionBox_ = box;
    auto *boxLayout = new QVBoxLayout(box);
    decisionPages_ = new QStackedWidget(box);

    buildDecisionPages();
    showDecisionPage(EsdPage);

    proposal_ = plainLabel(QString(), box, true);
    proposal_->setObjectName(QStringLiteral("AdjudicationProposal"));
    proposal_->hide();
    note_ = new QLineEdit(box);
    note_->setPlaceholderText(tr("Note (optional): why this decision"));
    auto *buttons = new QHBoxLayout;
    take_ = new QPushButton(tr("&Take selected rater's answer"), box);
    decide_ = new QPushButton(tr("&Decide"), box);
    decide_->setObjectName(QStringLiteral("AdjudicationDecide"));
    take_->setObjectName(QStringLiteral("AdjudicationTake"));
    decide_->setToolTip(tr("Ctrl+Return"));
    withdraw_ = new QPushButton(tr("&Withdraw decision"), box);
    open_ = new QPushButton(tr("Show in its &tab"), box);
    buttons->addWidget(take_);
    buttons->addWidget(decide_);
    buttons->addWidget(withdraw_);
    buttons->addStretch(1);
    buttons->addWidget(open_);
    boxLayout->addWidget(decisionPages_);
    boxLayout->addWidget(proposal_);
    boxLayout->addWidget(note_);
    boxLayout->addLayout(buttons);
    rightLayout->addWidget(box);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);

    connectActions();

    // Every label changes the statistics; the queue is rebuilt only when it is in view.
    connect(&esd_, &EsdSession::statisticsChanged, this, [this] { refreshIfShown(Esd); });
    connect(&ester_, &EsterSession::changed, this, [this] { refreshIfShown(Ester); });
    connect(&openpi_, &OpenPiSession::changed, this, [this] { refreshIfShown(OpenPi); });
    connect(&esd_, &EsdSession::annotatorChanged, this, [this] { updateRole(); });
    updateRole();
    refresh();
}

AdjudicationPanel::Dataset AdjudicationPanel::dataset() const { return static_cast<Dataset>(dataset_->currentIndex()); }

void AdjudicationPanel::setDataset(Dataset dataset) { dataset_->setCurrentIndex(dataset); }
void AdjudicationPanel::setShowModels(bool show) { showModels_->setChecked(show); }
void AdjudicationPanel::setHideDecided(bool hide) { hideDecided_->setChecked(hide); }
void AdjudicationPanel::selectEntry(int row)
{
    setQueueRow(row);
}

int AdjudicationPanel::queueRow() const
{
    return queue_->currentIndex().row();
}
int AdjudicationPanel::queueCount() const
{
    return queueModel_->rowCount();
}

QString AdjudicationPanel::queueText(int row) const
{
    return queueModel_->index(row).data().toString();
}

void AdjudicationPanel::setQueueRow(int row)
{
    const QModelIndex index = queueModel_->index(row);
    queue_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    if (index.isValid()) {
        queue_->scrollTo(index);
    }
}
void AdjudicationPanel::setNote(const QString &note) { note_->setText(note); }

QString AdjudicationPanel::who() const { return esd_.annotator(); }

bool AdjudicationPanel::mayDecide() const { return esd_.role() == QLatin1String("adjudicator"); }

void AdjudicationPanel::updateRole()
{
    const QString name = who();
    role_->setText(name.isEmpty() ? tr("Not signed in") : tr("%1 · %2").arg(name, esd_.role()));
    decisionBox_->setEnabled(mayDecide());
    decisionBox_->setToolTip(mayDecide() ? QString() : tr("Only adjudicators decide; viewers and annotators read."));
}

void AdjudicationPanel::refresh()
{
    stale_ = false;
    updateRole();
    rebuildQueue();
}

void AdjudicationPanel::refreshIfShown(Dataset changed)
{
    if (changed != dataset()) {
        return;
    }
    if (isVisible()) {
        refresh();
    } else {
        stale_ = true;
    }
}

void AdjudicationPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (stale_) {
        refresh();
    }
}

std::optional<AdjudicationPanel::Entry> AdjudicationPanel::current() const
{
    const int row = queueRow();
    if (row < 0 || static_cast<std::size_t>(row) >= entries_.size()) {
        return std::nullopt;
    }
    return entries_[static_cast<std::size_t>(row)];
}

void AdjudicationPanel::rebuildQueue()
{
    // Keep the reviewer where they were across a refresh: the same item if still listed.
    const auto before = current();
    queueModel_->begin();
    entries_.clear();
    // Annotators work blind: the queue shows others' work, so they get none of it.
    const bool blind = esd_.blind();
    if (!blind) {
        switch (dataset()) {
        case Esd:
            for (const auto &q : db::esdQueue(esd_.snapshot())) {
                entries_.push_back({q.item, q.disagreement, q.decided, false, {}, q.relabelled});
            }
            break;
        case Ester:
            for (const auto &q : db::esterQueue(ester_.snapshot())) {
                entries_.push_back({q.item, q.disagreement, q.decided, false, {}});
            }
            break;
        case OpenPi:
            for (const auto &q : db::openPiQueue(openpi_.snapshot())) {
                entries_.push_back({q.item, q.disagreement, q.decided,
                                    q.kind == db::OpenPiQueueEntry::Kind::Clusters, q.clusterKind,
                                    false, q.kind == db::OpenPiQueueEntry::Kind::States, q.step});
            }
            break;
        }
    }
    const std::size_t all = entries_.size();
    const auto decided = static_cast<std::size_t>(
        std::count_if(entries_.begin(), entries_.end(), [](const Entry &e) { return e.decided; }));
    if (hideDecided_->isChecked()) {
        std::erase_if(entries_, [](const Entry &e) { return e.decided; });
    }
    count_->setText(blind ? tr("Annotators work blind: no queue")
                          : tr("%n to review", nullptr, static_cast<int>(all - decided)) + QStringLiteral(", ") +
                                tr("%n decided", nullptr, static_cast<int>(decided)));

    queueModel_->end();

    int keep = entries_.empty() ? -1 : 0;
    for (std::size_t i = 0; before && i < entries_.size(); ++i) {
        const Entry &e = entries_[i];
        if (before->item == e.item && before->clusters == e.clusters && before->kind == e.kind &&
            before->states == e.states && before->step == e.step) {
            keep = static_cast<int>(i);
            break;
        }
    }
    {
        // One showEntry() below, not one per signal.
        const QSignalBlocker block(queue_->selectionModel());
        setQueueRow(keep);
    }
    showEntry();
}

QString AdjudicationPanel::entryText(const Entry &e) const
{
    QString text;
    if (dataset() == Esd) {
        const auto &pair = esd_.snapshot().pairs[e.item];
        text = qs(pair.extId) + QStringLiteral(" · ") + qs(pair.step);
    } else if (dataset() == Ester) {
        const auto &q = ester_.snapshot().questions[e.item];
        text = QStringLiteral("#%1 · ").arg(q.id) + qs(q.question);
    } else if (e.states) {
        text = qs(openpi_.snapshot().procedures[e.item].key) + QStringLiteral(" · ") +
               tr("states of step %1").arg(e.step);
    } else if (e.clusters) {
        const auto &p = openpi_.snapshot().procedures[e.item];
        text = qs(p.key) + QStringLiteral(" · ") +
               (e.kind == db::OpenPiClusterKind::Entity ? tr("entity clusters")
                                                        : tr("attribute clusters"));
    } else {
        const auto &entity = openpi_.snapshot().entities[e.item];
        text = qs(openpi_.snapshot().procedures[entity.procedure].key) + QStringLiteral(" · ") +
               qs(entity.name) + QStringLiteral(" · ") + tr("salience");
    }
    // ✓ decided; ✓* decided, and a label changed since. The disagreement comes before the
    // text, which a narrow list cuts at its end.
    return (e.decided ? (e.relabelled ? QStringLiteral("✓*") : QStringLiteral("✓ "))
                      : QStringLiteral("   ")) +
           QStringLiteral("%1  ").arg(e.disagreement, 0, 'f', 2) + text;
}

void AdjudicationPanel::showDecisionPage(int page)
{
    // The box takes the height of the page in view, not of the tallest (ESTER's answers):
    // the raters' table keeps the room.
    sizeToCurrentPage(decisionPages_, page);
    decisionPages_->setCurrentIndex(page);
    decisionPages_->adjustSize();
}

void AdjudicationPanel::showEntry()
{
    ratersModel_->clear();
    const auto e = current();
    title_->setText(e ? QString() : (esd_.blind() ? tr("Adjudication is for adjudicators and viewers.")
                                                  : tr("No disagreements to review.")));
    detail_->clear();
    decided_->clear();
    decided_->setToolTip(QString());
    take_->setEnabled(e.has_value());
    withdraw_->setEnabled(e && e->decided);
    open_->setEnabled(e.has_value());
    proposal_->clear();
    proposal_->hide();
    updateDecideEnabled();
    if (!e) {
        return;
    }
    switch (dataset()) {
    case Esd:
        showEsd(*e);
        break;
    case Ester:
        showEster(*e);
        break;
    case OpenPi:
        showOpenPi(*e);
        break;
    }
    raters_->resizeRowsToContents();
    updateDecideEnabled();
}

void AdjudicationPanel::updateDecideEnabled()
{
    const auto e = current();
    bool enabled = e.has_value() && dataset() != Esd;
    if (enabled && dataset() == OpenPi && !e->clusters && !e->states) {
        enabled = salienceValue_->value() >= 0;
    }
    decide_->setEnabled(enabled);
    decide_->setToolTip(enabled || !e || dataset() != OpenPi ? tr("Ctrl+Return") : tr("Choose a salience of 0-5 first"));
}

void AdjudicationPanel::showDecided(const QString &text, const std::string &at)
{
    decided_->setText(text);
    decided_->setToolTip(at.empty() ? QString() : tr("%1 UTC").arg(qs(at)));
}

void AdjudicationPanel::showSalienceDecided()
{
    // The step's decision, if there is one, else nothing chosen.
    const auto e = current();
    int value = -1;
    if (e && dataset() == OpenPi && !e->clusters && !e->states &&
        salienceStep_->currentIndex() >= 0) {
        if (const int g = openpi_.snapshot().goldRater(); g >= 0) {
            if (const auto v = openpi_.rating(g, e->item, static_cast<std::uint32_t>(salienceStep_->currentIndex()))) {
                value = *v;
            }
        }
    }
    salienceValue_->setValue(value);
    updateDecideEnabled();
}

void AdjudicationPanel::proposeEsterFrom(const QString &rater)
{
    const auto e = current();
    if (!e || dataset() != Ester) {
        return;
    }
    const auto &snap = ester_.snapshot();
    const auto &q = snap.questions[e->item];
    std::optional<ester::Relation> type;
    const std::vector<db::EsterAnswer> *answers = nullptr;
    for (const auto &r : db::esterRatersOf(snap, e->item)) {
        if (qs(r.name) == rater) {
            type = r.type;
            answers = r.answers;
        }
    }
    for (const auto &r : snap.raters) {
        const std::ptrdiff_t i = !answers && r.model && qs(r.name) == rater ? r.find(e->item) : -1;
        if (i >= 0) {
            answers = &r.answers[static_cast<std::size_t>(i)];
        }
    }
    if (!answers) {
        return;
    }
    esterType_->setCurrentIndex(static_cast<int>(type.value_or(q.type)));
    QStringList lines;
    for (const auto &a : *answers) {
        lines << qs(a.text);
    }
    esterAnswers_->setPlainText(lines.join(QLatin1Char('\n')));
    proposal_->setText(tr("Proposed from %1's answers: nothing is decided yet. Edit the type or the answers if "
                          "need be, then Decide (Ctrl+Return).")
                           .arg(rater));
    proposal_->show();
}

void AdjudicationPanel::showEsd(const Entry &e)
{
    showDecisionPage(EsdPage);
    const auto &snap = esd_.snapshot();
    const auto &pair = snap.pairs[e.item];
    const auto &goal = snap.goals[pair.goal];
    title_->setText(qs(pair.step));
    // The decision needs what the annotators saw: the goal, its method and its steps.
    QStringList lines{tr("Goal: %1").arg(qs(goal.goal))};
    if (!goal.modifier.empty()) {
        lines << tr("Method: %1").arg(qs(goal.modifier));
    }
    lines << tr("Steps:");
    for (std::size_t i = 0; i < goal.pairs.size(); ++i) {
        const std::uint32_t p = goal.pairs[i];
        lines << (p == e.item ? tr("▶ %1. %2   (this step)") : tr("   %1. %2")).arg(i + 1).arg(qs(snap.pairs[p].step));
    }
    detail_->setText(lines.join(QLatin1Char('\n')));
    auto labelText = [](int l) {
        return l == 1 ? tr("essential") : l == 0 ? tr("non-essential") : tr("invalid");
    };
    std::vector<RaterRow> rows;
    auto addRow = [&rows](const QString &name, const QString &value, const QString &label) {
        rows.push_back({name, name, {{value, label}}});
    };
    for (std::size_t a = 0; a < snap.labels.annotators; ++a) {
        const std::int8_t l = snap.labels.at(e.item, a);
        if (l != kNoLabel) {
            addRow(qs(snap.annotators[a]), labelText(l), QString::number(l));
        }
    }
    if (showModels_->isChecked()) {
        for (const auto &m : snap.models) {
            const double s = m.scores[e.item];
            if (std::isfinite(s)) {
                addRow(tr("%1 (%2, model)").arg(qs(m.model), qs(m.setting)), QString::number(s, 'g', 4), QString());
            }
        }
    }
    ratersModel_->setRows({tr("Rater"), tr("Label")}, std::move(rows));
    if (const auto it = snap.decisions.find(e.item); it != snap.decisions.end()) {
        showDecided(tr("Decided %1 by %2, %3. %4")
                            .arg(labelText(it->second.label), qs(it->second.by), readableTime(qs(it->second.at)),
                                 qs(it->second.note)) +
                        (it->second.relabelled
                             ? tr(" A label changed after this decision, which stands until it is withdrawn.")
                             : QString()),
                    it->second.at);
    }
}

void AdjudicationPanel::showEster(const Entry &e)
{
    showDecisionPage(EsterPage);
    const auto &snap = ester_.snapshot();
    const auto &q = snap.questions[e.item];
    title_->setText(qs(q.question));
    detail_->setText(qs(snap.passages[q.passage].text));
    std::vector<RaterRow> rows;
    auto addRow = [&rows](const QString &name, const QString &type, const QString &answers) {
        rows.push_back({name, name, {{type, {}}, {answers, {}}}});
    };
    for (const auto &r : db::esterRatersOf(snap, e.item)) {
        addRow(qs(r.name), r.type ? qs(std::string(ester::relationName(*r.type))) : QString(), answersText(*r.answers));
    }
    if (showModels_->isChecked()) {
        for (const auto &r : snap.raters) {
            const std::ptrdiff_t i = r.model ? r.find(e.item) : -1;
            if (i >= 0) {
                addRow(qs(r.name), tr("(model)"), answersText(r.answers[static_cast<std::size_t>(i)]));
            }
        }
    }
    ratersModel_->setRows({tr("Rater"), tr("Type"), tr("Answers")}, std::move(rows));
    esterType_->setCurrentIndex(static_cast<int>(q.type));
    QStringList current;
    for (const auto &a : q.gold) {
        current << qs(a.text);
    }
    esterAnswers_->setPlainText(current.join(QLatin1Char('\n')));
    if (q.decision) {
        showDecided(tr("Decided by %1, %2: %3 — %4. %5")
                              .arg(qs(q.decision->by), readableTime(qs(q.decision->at)),
                                   qs(std::string(ester::relationName(q.type))), answersText(q.gold),
                                   qs(q.decision->note)),
                    q.decision->at);
    }
}

void AdjudicationPanel::showOpenPi(const Entry &e)
{
    const auto &snap = openpi_.snapshot();
    const bool models = showModels_->isChecked();
    if (e.states) {
        showOpenPiStates(e);
        return;
    }
    if (e.clusters) {
        showDecisionPage(ClustersPage);
        const auto &p = snap.procedures[e.item];
        title_->setText(tr("%1: %2").arg(qs(p.key), qs(p.goal)));
        detail_->setText(e.kind == db::OpenPiClusterKind::Entity ? tr("Entity clusters") : tr("Attribute clusters"));
        std::vector<RaterRow> rows;
        for (const auto &c : db::openPiClusteringsOf(snap, e.item, e.kind, models)) {
            rows.push_back({c.model ? tr("%1 (model)").arg(qs(c.name)) : qs(c.name), qs(c.name),
                            {{clustersText(*c.clusters), {}}}});
        }
        ratersModel_->setRows({tr("Rater"), tr("Clusters")}, std::move(rows));
        const auto *gold = snap.clustering(e.item, e.kind, -1);
        if (gold && gold->decision) {
            showDecided(tr("Decided by %1, %2: %3. %4")
                            .arg(qs(gold->decision->by), readableTime(qs(gold->decision->at)),
                                 clustersText(gold->clusters), qs(gold->decision->note)),
                        gold->decision->at);
        }
        return;
    }
    showDecisionPage(SaliencePage);
    const auto &entity = snap.entities[e.item];
    const auto &p = snap.procedures[entity.procedure];
    title_->setText(tr("%1 in “%2”").arg(qs(entity.name), qs(p.goal)));
    QStringList steps;
    for (std::size_t s = 0; s < p.steps.size(); ++s) {
        steps << tr("%1. %2").arg(s + 1).arg(qs(p.steps[s]));
    }
    detail_->setText(steps.join(QLatin1Char('\n')));
    const int targets = static_cast<int>(p.steps.size()) + 1;
    QStringList headers{tr("Rater"), tr("Global")};
    const int previousStep = salienceStep_->currentIndex();
    const QSignalBlocker blockSteps(salienceStep_);
    salienceStep_->clear();
    salienceStep_->addItem(tr("Global"));
    for (int s = 1; s < targets; ++s) {
        headers << tr("Step %1").arg(s);
        salienceStep_->addItem(tr("Step %1").arg(s));
    }
    salienceStep_->setCurrentIndex(std::clamp(previousStep, 0, targets - 1));
    showSalienceDecided();
    std::vector<RaterRow> rows;
    for (std::size_t ri = 0; ri < snap.raters.size(); ++ri) {
        const auto &rater = snap.raters[ri];
        if (rater.gold || (rater.model && !models)) {
            continue;
        }
        RaterRow row{rater.model ? tr("%1 (model)").arg(qs(rater.name)) : qs(rater.name),
                     qs(rater.name), {}};
        for (int s = 0; s < targets; ++s) {
            const auto v = openpi_.rating(static_cast<int>(ri), e.item, static_cast<std::uint32_t>(s));
            row.cells.push_back({v ? QString::number(*v) : QStringLiteral("–"),
                                 v ? QString::number(*v) : QString(), true});
        }
        rows.push_back(std::move(row));
    }
    ratersModel_->setRows(headers, std::move(rows));
    if (const int g = snap.goldRater(); g >= 0) {
        QStringList decided;
        for (int s = 0; s < targets; ++s) {
            if (const auto v = openpi_.rating(g, e.item, static_cast<std::uint32_t>(s))) {
                decided << (s == 0 ? tr("global %1").arg(*v) : tr("step %1: %2").arg(s).arg(*v));
            }
        }
        if (!decided.isEmpty()) {
            decided_->setText(tr("Decided: %1").arg(decided.join(QStringLiteral(", "))));
        }
    }
}

void AdjudicationPanel::advanceFrom(int row)
{
    // A decided entry leaves the list when decided ones are hidden: the next one then
    // takes its row.
    const int next = hideDecided_->isChecked() ? row : row + 1;
    setQueueRow(std::clamp(next, 0, queueCount() - 1));
}

} // namespace es::widgets
