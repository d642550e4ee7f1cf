#include "widgets/openpi/openpi_panel.h"

#include "widgets/common/blind_hint.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/figure_text.h"
#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/openpi/cluster_editor.h"
#include "widgets/openpi/expansion_view.h"
#include "widgets/openpi/openpi_panel_parts.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/procedure_list_model.h"
#include "widgets/openpi/procedure_tab.h"
#include "widgets/openpi/rater_comparison_view.h"
#include "widgets/openpi/salience_tab.h"
#include "widgets/openpi/schema_comparison_view.h"
#include "widgets/openpi/schema_errors_view.h"
#include "widgets/openpi/states_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>
#include <set>

namespace es::widgets {

using namespace openpi_panel;

OpenPiPanel::OpenPiPanel(OpenPiSession &session, QUndoStack &undo, QWidget *parent)
    : QWidget(parent), session_(session), undo_(undo)
{
    setObjectName(QStringLiteral("OpenPiPanel"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter);

    auto *nav = new QWidget(splitter);
    auto *navLayout = new QVBoxLayout(nav);
    navLayout->setContentsMargins(4, 4, 4, 4);
    search_ = new QLineEdit(nav);
    search_->setPlaceholderText(tr("Search goals"));
    search_->setClearButtonEnabled(true);
    filterLabel_ = plainLabel({}, nav);
    filterLabel_->hide();
    showAll_ = new QPushButton(tr("Show all procedures"), nav);
    showAll_->setObjectName(QStringLiteral("OpenPiShowAll"));
    showAll_->setToolTip(tr("List every procedure again, in their order"));
    showAll_->hide();
    connect(showAll_, &QPushButton::clicked, this, [this] { setProcedureFilter({}, {}); });
    list_ = new QListView(nav);
    list_->setObjectName(QStringLiteral("OpenPiProcedures"));
    list_->setUniformItemSizes(true);
    listModel_ = new ProcedureListModel(list_);
    list_->setModel(listModel_);
    navLayout->addWidget(search_);
    navLayout->addWidget(filterLabel_);
    navLayout->addWidget(showAll_);
    navLayout->addWidget(list_, 1);
    splitter->addWidget(nav);

    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    readOnlyNotice_ = plainLabel(QString(), right);
    readOnlyNotice_->setObjectName(QStringLiteral("ReadOnlyNotice"));
    readOnlyNotice_->setFrameShape(QFrame::StyledPanel);
    readOnlyNotice_->setContentsMargins(6, 4, 6, 4);
    readOnlyNotice_->hide();
    rightLayout->addWidget(readOnlyNotice_);
    tabs_ = new QTabWidget(right);
    rightLayout->addWidget(tabs_, 1);
    procedureTab_ = new OpenPiProcedureTab(session_, this);
    schemaComparison_ = procedureTab_->schemaComparison();
    tabs_->addTab(procedureTab_, tr("Procedure"));
    salience_ = new OpenPiSalienceTab(session_, undo_, [this] { return refuseReadOnly(); }, this);
    model_ = salience_->modelChoice();
    tabKeys_[SalienceTab] = salience_->addKeys(this);
    tabs_->addTab(salience_, tr("Salience"));
    tabs_->addTab(buildClustersTab(), tr("Clusters"));
    tabs_->addTab(buildCompareTab(), tr("Compare"));
    addWorkTabs();
    splitter->addWidget(right);
    // The keys belong to the whole panel, so that they work from the procedure list too;
    // each tab's act only while it is in view.
    auto enableTabKeys = [this](int tab) {
        for (const auto &[owner, keys] : tabKeys_) {
            for (QAction *a : keys) {
                a->setEnabled(owner == tab);
            }
        }
    };
    connect(tabs_, &QTabWidget::currentChanged, this, enableTabKeys);
    enableTabKeys(tabs_->currentIndex());
    leaveFieldWithEscEnter(search_, [this] { return list_; }, tr("Leave the search field for the list"));
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({240, 760});

    connect(search_, &QLineEdit::textChanged, this, &OpenPiPanel::rebuildList);
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        const auto &listed = listModel_->rows();
        const int row = current.row();
        if (!rebuildingList_ && row >= 0 && static_cast<std::size_t>(row) < listed.size() &&
            procedure_ != listed[static_cast<std::size_t>(row)].procedure) {
            procedure_ = listed[static_cast<std::size_t>(row)].procedure;
            refresh();
            emit procedureChanged(*procedure_);
        }
    });
    connect(&session_, &OpenPiSession::changed, this, [this] {
        if (listModel_->rows().empty() != session_.snapshot().procedures.empty() ||
            (procedure_ && *procedure_ >= session_.snapshot().procedures.size())) {
            procedure_.reset();
        }
        if (listModel_->rowCount() == 0 || !procedure_) {
            rebuildList();
        } else if (const auto edit = session_.edit()) {
            // A person's edit (or its undo) counts in its procedure's row alone.
            if (const int row = listModel_->rowOf(edit->procedure); row >= 0) {
                refreshListItem(row);
            }
        } else {
            // Every row: a sign-in or a reload changes procedures not in view.
            refreshListItems();
        }
        fillRaterChoices();
        if (session_.edit()) {
            // A person's edit leaves the procedure's states and gold clusters as they were.
            refreshWork();
        } else {
            refresh();
        }
    });
    fillRaterChoices();
    rebuildList();
}

void OpenPiPanel::fillRaterChoices()
{
    refillRaters(
        model_, session_.snapshot(), [](const auto &r) { return r.model && !r.ratings.empty(); }, {});
    clusters_->fillOwners(blind_);
    compare_->fillRaters(blind_);
}

void OpenPiPanel::rebuildList()
{
    const auto &snap = session_.snapshot();
    const QString needle = search_->text().trimmed();
    const QScopedValueRollback quiet(rebuildingList_, true);
    std::vector<std::uint32_t> all;
    if (order_) {
        std::copy_if(order_->begin(), order_->end(), std::back_inserter(all),
                     [&](std::uint32_t p) { return p < snap.procedures.size(); });
    } else {
        for (std::uint32_t p = 0; p < snap.procedures.size(); ++p) {
            all.push_back(p);
        }
    }
    std::vector<ProcedureListRow> listed;
    for (const std::uint32_t p : all) {
        const auto &proc = snap.procedures[p];
        if (keep_ && !keep_(p)) {
            continue;
        }
        if (!needle.isEmpty() && !qs(proc.goal).contains(needle, Qt::CaseInsensitive) &&
            !qs(proc.key).contains(needle, Qt::CaseInsensitive)) {
            continue;
        }
        listed.push_back(listRow(p));
    }
    listModel_->setRows(std::move(listed));
    if (!procedure_ && listModel_->rowCount() > 0) {
        procedure_ = listModel_->rows().front().procedure;
    }
    list_->setCurrentIndex(listModel_->index(procedure_ ? listModel_->rowOf(*procedure_) : -1));
    refresh();
}

void OpenPiPanel::refreshListItems()
{
    for (int row = 0; row < listModel_->rowCount(); ++row) {
        refreshListItem(row);
    }
}

void OpenPiPanel::refreshListItem(int row)
{
    listModel_->updateRow(row, listRow(listModel_->rows()[static_cast<std::size_t>(row)].procedure));
}

ProcedureListRow OpenPiPanel::listRow(std::uint32_t procedure) const
{
    const auto &p = session_.snapshot().procedures[procedure];
    const auto [done, total] = session_.myProgress(procedure);
    const auto note = notes_.find(procedure);
    return {procedure,
            qs(p.key),
            qs(p.goal),
            note == notes_.end() ? std::nullopt : std::optional(note->second),
            done,
            total};
}

void OpenPiPanel::setProcedure(std::uint32_t procedure)
{
    if (procedure >= session_.snapshot().procedures.size()) {
        return;
    }
    int at = listModel_->rowOf(procedure);
    if (at < 0) {
        setProcedureFilter({}, {});
        at = listModel_->rowOf(procedure);
    }
    procedure_ = procedure;
    list_->setCurrentIndex(listModel_->index(at)); // none while the search hides it
    refresh();
}

void OpenPiPanel::showTab(Tab tab) { tabs_->setCurrentIndex(tab); }

void OpenPiPanel::compare(std::uint32_t procedure, int a, int b)
{
    setProcedure(procedure);
    compare_->showRaters(a, b);
    showTab(CompareTab);
}

void OpenPiPanel::setProcedureFilter(std::function<bool(std::uint32_t)> keep, const QString &description)
{
    keep_ = std::move(keep);
    order_.reset();
    notes_.clear();
    filterLabel_->setText(description.isEmpty() ? QString() : tr("Showing: %1").arg(description));
    filterLabel_->setVisible(!description.isEmpty());
    showAll_->setVisible(!description.isEmpty());
    rebuildList();
}

void OpenPiPanel::setProcedureList(std::vector<std::uint32_t> procedures,
                                   const QString &description,
                                   std::map<std::uint32_t, QString> notes)
{
    keep_ = {};
    order_ = std::move(procedures);
    notes_ = std::move(notes);
    filterLabel_->setText(tr("Showing: %1").arg(description));
    filterLabel_->setVisible(true);
    showAll_->setVisible(true);
    procedure_.reset(); // the first listed comes up
    rebuildList();
    if (procedure_) {
        emit procedureChanged(*procedure_);
    }
}

void OpenPiPanel::showWorstSchemata(const QString &model, SchemaMeasure measure)
{
    const auto &snap = session_.snapshot();
    const int m = snap.raterIndex(model.toStdString(), true);
    if (m < 0) {
        return;
    }
    const bool expanded = session_.schemaExpansion();
    const QString measureName = measure == SchemaMeasure::Entity        ? tr("entity F1")
                                : measure == SchemaMeasure::Attribute   ? tr("attribute F1")
                                : measure == SchemaMeasure::EntityLocal ? tr("local entity F1")
                                                                        : tr("local attribute F1");
    // Worst first; a procedure whose F1 is undefined (nothing found) is the worst of all.
    std::vector<std::pair<double, std::uint32_t>> scored;
    std::map<std::uint32_t, QString> notes;
    for (const auto &[procedure, counts] :
         procedureSchemaCounts(snap, static_cast<std::uint32_t>(m), expanded)) {
        const auto f1 = metrics::openpi::schemaScore(countsOf(counts, measure)).f1;
        scored.emplace_back(f1.value.value_or(-1.0), procedure);
        notes[procedure] =
            tr("%1 %2").arg(measureName, f1.defined() ? figureText(*f1.value) : tr("n/a"));
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::uint32_t> order;
    for (const auto &[f1, procedure] : scored) {
        order.push_back(procedure);
    }
    schemaComparison_->setModel(model);
    setProcedureList(
        std::move(order),
        expanded ? tr("%1's schemata, lowest %2 first (with expansion)").arg(model, measureName)
                 : tr("%1's schemata, lowest %2 first").arg(model, measureName),
        std::move(notes));
    showTab(ProcedureTab);
}

void OpenPiPanel::showPairAlpha(int a, int b, bool global)
{
    const auto &snap = session_.snapshot();
    const db::OpenPiAnalysis::SaliencePair *pair = nullptr;
    for (const auto &p : session_.analysis().salience) {
        const int pa = static_cast<int>(p.a), pb = static_cast<int>(p.b);
        pair = (pa == a && pb == b) || (pa == b && pb == a) ? &p : pair;
    }
    if (!pair || a < 0 || b < 0) {
        return;
    }
    using metrics::openpi::ProcedureCorrelation;
    const auto scope =
        global ? &ProcedureCorrelation::globalAlpha : &ProcedureCorrelation::localAlpha;
    // Lowest first; where alpha is undefined (one value throughout) there is less to see.
    std::vector<std::pair<double, std::uint32_t>> scored;
    std::map<std::uint32_t, QString> notes;
    for (const ProcedureCorrelation &row : pair->agreement.perProcedure) {
        const metrics::Estimate alpha = metrics::intervalAlpha(row.*scope);
        scored.emplace_back(alpha.value.value_or(std::numeric_limits<double>::infinity()),
                            row.procedure);
        notes[row.procedure] =
            tr("α %1").arg(alpha.defined() ? figureText(*alpha.value) : tr("n/a"));
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    std::vector<std::uint32_t> order;
    for (const auto &[alpha, procedure] : scored) {
        order.push_back(procedure);
    }
    const QString nameA = qs(snap.raters[static_cast<std::size_t>(a)].name);
    const QString nameB = qs(snap.raters[static_cast<std::size_t>(b)].name);
    setProcedureList(std::move(order),
                     global ? tr("%1 / %2, lowest global α first").arg(nameA, nameB)
                            : tr("%1 / %2, lowest local α first").arg(nameA, nameB),
                     std::move(notes));
    compare_->showRaters(a, b);
    showTab(CompareTab);
}

void OpenPiPanel::showSchemaErrors(const QString &model, const QString &person)
{
    const auto &snap = session_.snapshot();
    const int m = snap.raterIndex(model.toStdString(), true);
    const int who = snap.raterIndex(person.toStdString(), false);
    std::vector<std::uint32_t> analysed;
    for (const auto &a : snap.schemaAnalyses) {
        if (static_cast<int>(a.model) == m && static_cast<int>(a.person) == who) {
            analysed.push_back(a.procedure);
        }
    }
    schemaErrors_->setModel(model);
    schemaErrors_->setPerson(person);
    setProcedureList(std::move(analysed),
                     tr("the procedures %1 analysed of %2's schemata").arg(person, model));
    showTab(ErrorsTab);
}

void OpenPiPanel::showExpansions(const QString &person, db::OpenPiClusterKind kind)
{
    const auto &snap = session_.snapshot();
    const int who = snap.raterIndex(person.toStdString(), false);
    std::vector<std::uint32_t> judged;
    for (const auto &x : snap.expansionRatings) {
        if (static_cast<int>(x.person) == who && x.kind == kind &&
            std::find(judged.begin(), judged.end(), x.procedure) == judged.end()) {
            judged.push_back(x.procedure);
        }
    }
    std::sort(judged.begin(), judged.end());
    expansions_->setPerson(person);
    setProcedureList(std::move(judged),
                     kind == db::OpenPiClusterKind::Entity
                         ? tr("the procedures where %1 judged entity paraphrases").arg(person)
                         : tr("the procedures where %1 judged attribute paraphrases").arg(person));
    showTab(ExpansionsTab);
}

void OpenPiPanel::setBlind(bool blind)
{
    blind_ = blind;
    schemaErrors_->setBlind(blind);
    expansions_->setBlind(blind);
    fillRaterChoices();
    tabs_->setTabEnabled(CompareTab, !blind);
    tabs_->setTabToolTip(CompareTab, blind ? blindHint() : QString());
    refresh();
}

void OpenPiPanel::refresh()
{
    procedureTab_->showProcedure(procedure_);
    refreshWork();
}

void OpenPiPanel::refreshWork()
{
    salience_->showProcedure(procedure_);
    refreshClusters();
    refreshCompare();
    // The predicted schemata beside the gold changes hold nothing a person edits: after an
    // edit their tree stays as the reader left it (folded steps, scroll), where rebuilding
    // it was a third of a salience edit at 10,000 procedures.
    if (!session_.edit()) {
        schemaComparison_->setProcedure(procedure_);
    }
    schemaErrors_->setProcedure(procedure_);
    expansions_->setProcedure(procedure_);
    states_->setProcedure(procedure_);
}

QTableView *OpenPiPanel::grid() const { return procedureTab_->grid(); }

QPlainTextEdit *OpenPiPanel::mentions() const { return procedureTab_->mentions(); }

std::optional<std::uint32_t> OpenPiPanel::currentEntity() const { return salience_->currentEntity(); }

int OpenPiPanel::currentTarget() const { return salience_->currentTarget(); }

void OpenPiPanel::setCurrentEntity(std::uint32_t entity) { salience_->setCurrentEntity(entity); }

QTableView *OpenPiPanel::targets() const { return salience_->targets(); }

QProgressBar *OpenPiPanel::progress() const { return salience_->progress(); }

QCheckBox *OpenPiPanel::showModel() const { return salience_->showModel(); }

QLabel *OpenPiPanel::explanation() const { return salience_->explanation(); }

void OpenPiPanel::rate(int value) { salience_->rate(value); }

void OpenPiPanel::clearRating() { salience_->clearRating(); }

void OpenPiPanel::nextEntity(int delta) { salience_->nextEntity(delta); }

void OpenPiPanel::setReadOnly(const QString &why)
{
    readOnly_ = why;
    salience_->setMayRate(why.isEmpty());
    schemaErrors_->setMayAnnotate(why.isEmpty());
    expansions_->setMayAnnotate(why.isEmpty());
    readOnlyNotice_->setText(why);
    readOnlyNotice_->setVisible(!why.isEmpty());
}

// The tabs where a person labels a model's schemata, judges paraphrases and writes states.
void OpenPiPanel::addWorkTabs()
{
    auto refuse = [this] { return refuseReadOnly(); };
    schemaErrors_ = new SchemaErrorsView(session_, undo_, refuse, tabs_);
    expansions_ = new ExpansionView(session_, undo_, refuse, tabs_);
    tabs_->addTab(schemaErrors_, tr("Schema errors"));
    tabs_->setTabToolTip(ErrorsTab, tr("Label a model's predicted schemata: correct, no change, "
                                       "nonsense, and the pairs it missed (Table 5)"));
    tabs_->addTab(expansions_, tr("Expansions"));
    tabs_->setTabToolTip(ExpansionsTab, tr("Judge the paraphrases the release generated for the "
                                           "gold clusters"));
    tabKeys_[ErrorsTab] = schemaErrors_->addKeys(this);
    tabKeys_[ExpansionsTab] = expansions_->addKeys(this);
    states_ = new StatesView(session_, undo_, refuse, tabs_);
    tabs_->addTab(states_, tr("States"));
    tabs_->setTabToolTip(StatesTab, tr("Write the procedure's state changes: per step, entity, "
                                       "attribute, before and after"));
    tabKeys_[StatesTab] = states_->addKeys(this);
}

bool OpenPiPanel::refuseReadOnly() const
{
    if (readOnly_.isEmpty()) {
        return false;
    }
    readOnlyNotice_->show();
    return true;
}

void OpenPiPanel::focusSearch()
{
    search_->setFocus(Qt::ShortcutFocusReason);
    search_->selectAll();
}

} // namespace es::widgets
