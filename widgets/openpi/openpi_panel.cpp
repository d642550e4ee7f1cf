#include "widgets/openpi/openpi_panel.h"
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

namespace {

constexpr int kOwnerMine = -2;
constexpr int kOwnerGold = -1;

QString clusterName(const db::OpenPiCluster &c)
{
    return qs(c.canonical.value_or(c.members.empty() ? std::string() : c.members.front()));
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QString ratingText(const std::optional<int> &v) { return v ? QString::number(*v) : QStringLiteral("–"); }

} // namespace

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
    list_ = new QListWidget(nav);
    list_->setObjectName(QStringLiteral("OpenPiProcedures"));
    list_->setUniformItemSizes(true);
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
    tabs_->addTab(buildProcedureTab(), tr("Procedure"));
    tabs_->addTab(buildSalienceTab(), tr("Salience"));
    tabs_->addTab(buildClustersTab(), tr("Clusters"));
    tabs_->addTab(buildCompareTab(), tr("Compare"));
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
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && static_cast<std::size_t>(row) < listed_.size() && procedure_ != listed_[row]) {
            procedure_ = listed_[static_cast<std::size_t>(row)];
            refresh();
            emit procedureChanged(*procedure_);
        }
    });
    connect(&session_, &OpenPiSession::changed, this, [this] {
        if (listed_.empty() != session_.snapshot().procedures.empty() ||
            (procedure_ && *procedure_ >= session_.snapshot().procedures.size())) {
            procedure_.reset();
        }
        if (list_->count() == 0 || !procedure_) {
            rebuildList();
        } else if (const auto edit = session_.edit()) {
            // A person's edit (or its undo) counts in its procedure's row alone.
            const auto row = std::find(listed_.begin(), listed_.end(), edit->procedure);
            if (row != listed_.end()) {
                refreshListItem(static_cast<std::size_t>(row - listed_.begin()));
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

QWidget *OpenPiPanel::buildProcedureTab()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    goal_ = plainLabel({}, page, true);
    QFont f = goal_->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    f.setBold(true);
    goal_->setFont(f);
    steps_ = plainLabel({}, page, true);
    grid_ = new QTableWidget(page);
    grid_->setObjectName(QStringLiteral("OpenPiGrid"));
    grid_->setWordWrap(true);
    grid_->setSelectionMode(QAbstractItemView::SingleSelection);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    grid_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->setToolTip(tr("Rows: entities under their canonical names; columns: steps. Select a cell to see every "
                         "mention behind it."));
    mentions_ = new QPlainTextEdit(page);
    mentions_->setReadOnly(true);
    mentions_->setPlaceholderText(tr("Select a cell to see the mentions behind it."));
    mentions_->setMaximumHeight(96);
    auto *gridPage = new QWidget(page);
    auto *gridLayout = new QVBoxLayout(gridPage);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    gridLayout->addWidget(grid_, 1);
    gridLayout->addWidget(plainLabel(tr("Mentions behind the cell"), gridPage));
    gridLayout->addWidget(mentions_);
    schemaComparison_ = new SchemaComparisonView(session_, page);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(gridPage);
    split->addWidget(schemaComparison_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    l->addWidget(goal_);
    l->addWidget(steps_);
    l->addWidget(split, 1);
    connect(grid_, &QTableWidget::currentCellChanged, this, [this](int row, int column) { showMentions(row, column); });
    return page;
}

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
    auto *rubric = plainLabel(tr("5  the procedure or step cannot be done without it\n"
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
        key(tr("Salience: rate the entity %1").arg(v), {QKeySequence(Qt::Key_0 + v)}, [this, v] { rate(v); });
    }
    key(tr("Salience: clear the rating"), {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)},
        [this] { clearRating(); });
    key(tr("Salience: next entity"), {QKeySequence(Qt::Key_J)}, [this] { nextEntity(1); });
    key(tr("Salience: previous entity"), {QKeySequence(Qt::Key_K)}, [this] { nextEntity(-1); });
    key(tr("Salience: show a model's salience"), {QKeySequence(Qt::Key_M)}, [this] { showModel_->toggle(); });
    return page;
}

QWidget *OpenPiPanel::buildClustersTab()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    auto *form = new QFormLayout;
    kind_ = new QComboBox(page);
    kind_->addItem(tr("Entity clusters"));
    kind_->addItem(tr("Attribute clusters of an entity"));
    attributeEntity_ = new QComboBox(page);
    whose_ = new QComboBox(page);
    form->addRow(plainLabel(tr("Clusters"), page), kind_);
    form->addRow(plainLabel(tr("Entity"), page), attributeEntity_);
    form->addRow(plainLabel(tr("Whose"), page), whose_);
    l->addLayout(form);
    clusterHint_ = plainLabel({}, page);
    l->addWidget(clusterHint_);
    tree_ = new ClusterTree(page);
    tree_->setObjectName(QStringLiteral("OpenPiClusterTree"));
    l->addWidget(tree_, 1);

    // Starting and editing on two rows: on one, the page alone was 760 px wide at least,
    // which held the whole window that wide and squeezed the ESD docks.
    auto *startRow = new QHBoxLayout;
    auto *editRow = new QHBoxLayout;
    auto button = [&](const QString &text, const QString &tip, auto f, QList<QPushButton *> &group) {
        auto *b = new QPushButton(text, page);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, f);
        (&group == &startButtons_ ? startRow : editRow)->addWidget(b);
        group.append(b);
        return b;
    };
    button(tr("Start from gold"), tr("Your clustering starts as a copy of gold."), [this] { startClusters(true); },
           startButtons_);
    button(tr("Start from the annotations"), tr("One cluster per annotated entity or attribute."),
           [this] { startClusters(false); }, startButtons_);
    button(tr("Merge"), tr("Merge the selected clusters into the first."),
           [this] { mergeClusters(tree_->selectedClusters()); }, editButtons_);
    button(tr("Split out"), tr("Each selected mention becomes a cluster of its own."),
           [this] { splitOut(tree_->selectedMembers()); }, editButtons_);
    button(tr("Move to…"), tr("Move the selected mentions to another cluster (or drag them there)."), [this] {
        const auto members = tree_->selectedMembers();
        const auto shown = shownClusters();
        if (members.isEmpty() || shown.empty()) {
            return;
        }
        QStringList names;
        for (const auto &c : shown) {
            names << clusterName(c);
        }
        bool ok = false;
        const QString to = QInputDialog::getItem(this, tr("Move mentions"), tr("To cluster:"), names, 0, false, &ok);
        if (ok) {
            moveMembers(members, static_cast<int>(names.indexOf(to)));
        }
    }, editButtons_);
    button(tr("Rename…"), tr("Rename the selected cluster's canonical name."), [this] {
        const auto c = tree_->selectedClusters();
        const auto shown = shownClusters();
        if (c.size() != 1) {
            return;
        }
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename cluster"), tr("Canonical name:"), QLineEdit::Normal,
                                                   clusterName(shown[static_cast<std::size_t>(c.front())]), &ok);
        if (ok) {
            renameCluster(c.front(), name);
        }
    }, editButtons_);
    button(tr("Add paraphrase…"), tr("Add an expansion paraphrase to the selected cluster."), [this] {
        const auto c = tree_->selectedClusters();
        if (c.size() != 1) {
            return;
        }
        bool ok = false;
        const QString m = QInputDialog::getText(this, tr("Add paraphrase"), tr("Paraphrase:"), QLineEdit::Normal, {}, &ok);
        if (ok) {
            addParaphrase(c.front(), m);
        }
    }, editButtons_);
    startRow->addStretch(1);
    editRow->addStretch(1);
    l->addLayout(startRow);
    l->addLayout(editRow);

    connect(kind_, &QComboBox::currentIndexChanged, this, [this] { refreshClusters(); });
    connect(attributeEntity_, &QComboBox::currentIndexChanged, this, [this] { refreshClusters(); });
    connect(whose_, &QComboBox::currentIndexChanged, this, [this] { refreshClusters(); });
    connect(tree_, &ClusterTree::moveRequested, this, &OpenPiPanel::moveMembers);
    return page;
}

QWidget *OpenPiPanel::buildCompareTab()
{
    auto *page = new QWidget(this);
    auto *l = new QVBoxLayout(page);
    auto *row = new QHBoxLayout;
    raterA_ = new QComboBox(page);
    raterB_ = new QComboBox(page);
    row->addWidget(plainLabel(tr("Compare"), page));
    row->addWidget(raterA_, 1);
    row->addWidget(plainLabel(tr("with"), page));
    row->addWidget(raterB_, 1);
    l->addLayout(row);
    compareSummary_ = plainLabel({}, page, true);
    l->addWidget(compareSummary_);
    compare_ = new QTableWidget(0, 5, page);
    compare_->setObjectName(QStringLiteral("OpenPiCompare"));
    compare_->setHorizontalHeaderLabels({tr("Entity"), tr("Rated for"), tr("A"), tr("B"), tr("Difference")});
    compare_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    compare_->verticalHeader()->hide();
    compare_->setSelectionBehavior(QAbstractItemView::SelectRows);
    compare_->setToolTip(tr("Red: the two differ by 2 or more; yellow: by 1."));
    l->addWidget(compare_, 1);
    connect(raterA_, &QComboBox::currentIndexChanged, this, [this] { refreshCompare(); });
    connect(raterB_, &QComboBox::currentIndexChanged, this, [this] { refreshCompare(); });
    return page;
}

void OpenPiPanel::fillRaterChoices()
{
    const auto &snap = session_.snapshot();
    auto refill = [&](QComboBox *box, auto accept, const QList<QPair<QString, int>> &first) {
        const QVariant keep = box->currentData();
        QSignalBlocker block(box);
        box->clear();
        for (const auto &[text, value] : first) {
            box->addItem(text, value);
        }
        for (std::size_t i = 0; i < snap.raters.size(); ++i) {
            const auto &r = snap.raters[i];
            if (accept(r)) {
                box->addItem(r.model ? tr("%1 (model)").arg(qs(r.name)) : qs(r.name), static_cast<int>(i));
            }
        }
        const int at = box->findData(keep);
        box->setCurrentIndex(at >= 0 ? at : 0);
    };
    const std::string me = session_.annotator().toStdString();
    auto visible = [&](const db::OpenPiSnapshot::Rater &r) { return r.model || !blind_ || r.name == me; };
    refill(model_, [](const auto &r) { return r.model && !r.ratings.empty(); }, {});
    refill(whose_, [&](const auto &r) { return visible(r) && !(r.name == me && !r.model); },
           {{tr("Yours (editable)"), kOwnerMine}, {tr("Gold"), kOwnerGold}});
    refill(raterA_, [&](const auto &r) { return visible(r) && !r.ratings.empty(); }, {});
    refill(raterB_, [&](const auto &r) { return visible(r) && !r.ratings.empty(); }, {});
    if (raterA_->count() > 1 && raterB_->currentIndex() == raterA_->currentIndex()) {
        QSignalBlocker block(raterB_);
        raterB_->setCurrentIndex(1);
    }
}

void OpenPiPanel::rebuildList()
{
    const auto &snap = session_.snapshot();
    const QString needle = search_->text().trimmed();
    QSignalBlocker block(list_);
    list_->clear();
    listed_.clear();
    std::vector<std::uint32_t> all;
    if (order_) {
        std::copy_if(order_->begin(), order_->end(), std::back_inserter(all),
                     [&](std::uint32_t p) { return p < snap.procedures.size(); });
    } else {
        for (std::uint32_t p = 0; p < snap.procedures.size(); ++p) {
            all.push_back(p);
        }
    }
    for (const std::uint32_t p : all) {
        const auto &proc = snap.procedures[p];
        if (keep_ && !keep_(p)) {
            continue;
        }
        if (!needle.isEmpty() && !qs(proc.goal).contains(needle, Qt::CaseInsensitive) &&
            !qs(proc.key).contains(needle, Qt::CaseInsensitive)) {
            continue;
        }
        listed_.push_back(p);
        list_->addItem(QString());
    }
    refreshListItems();
    if (!procedure_ && !listed_.empty()) {
        procedure_ = listed_.front();
    }
    const auto at = procedure_ ? std::find(listed_.begin(), listed_.end(), *procedure_) : listed_.end();
    list_->setCurrentRow(at == listed_.end() ? -1 : static_cast<int>(at - listed_.begin()));
    refresh();
}

void OpenPiPanel::refreshListItems()
{
    for (std::size_t row = 0; row < listed_.size(); ++row) {
        refreshListItem(row);
    }
}

void OpenPiPanel::refreshListItem(std::size_t row)
{
    const auto &p = session_.snapshot().procedures[listed_[row]];
    const auto [done, total] = session_.myProgress(listed_[row]);
    // A note (the figure a drill-down orders by) and one's progress go first, where the
    // list's width keeps them in view; the goal gives way.
    const auto note = notes_.find(listed_[row]);
    const QString text = note == notes_.end()
                             ? tr("%1  (%2/%3)  %4").arg(qs(p.key)).arg(done).arg(total).arg(qs(p.goal))
                             : tr("%1  %2 · (%3/%4)  %5")
                                   .arg(qs(p.key), note->second)
                                   .arg(done)
                                   .arg(total)
                                   .arg(qs(p.goal));
    // setText on an unchanged text is a no-op for the view.
    QListWidgetItem *item = list_->item(static_cast<int>(row));
    item->setText(text);
    item->setToolTip(plainToolTip(text));
}

void OpenPiPanel::setProcedure(std::uint32_t procedure)
{
    if (procedure >= session_.snapshot().procedures.size()) {
        return;
    }
    auto at = std::find(listed_.begin(), listed_.end(), procedure);
    if (at == listed_.end()) {
        setProcedureFilter({}, {});
        at = std::find(listed_.begin(), listed_.end(), procedure);
    }
    procedure_ = procedure;
    list_->setCurrentRow(static_cast<int>(at - listed_.begin()));
    refresh();
}

void OpenPiPanel::showTab(Tab tab) { tabs_->setCurrentIndex(tab); }

void OpenPiPanel::compare(std::uint32_t procedure, int a, int b)
{
    setProcedure(procedure);
    const int ia = raterA_->findData(a), ib = raterB_->findData(b);
    if (ia >= 0 && ib >= 0) {
        QSignalBlocker blockA(raterA_), blockB(raterB_);
        raterA_->setCurrentIndex(ia);
        raterB_->setCurrentIndex(ib);
    }
    refreshCompare();
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
    refreshProcedure();
    refreshWork();
}

void OpenPiPanel::refreshWork()
{
    refreshSalience();
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
}

void OpenPiPanel::refreshProcedure()
{
    grid_->clear();
    mentions_->clear();
    if (!procedure_) {
        goal_->setText(tr("No OpenPI procedures yet: import a procedures file (File > Import)."));
        steps_->clear();
        grid_->setRowCount(0);
        grid_->setColumnCount(0);
        return;
    }
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    goal_->setText(tr("%1 (procedure %2)").arg(qs(p.goal), qs(p.key)));
    QStringList steps;
    for (std::size_t i = 0; i < p.steps.size(); ++i) {
        steps << QStringLiteral("%1. %2").arg(i + 1).arg(qs(p.steps[i]));
    }
    steps_->setText(steps.join(QLatin1Char('\n')));

    // Rows: gold entity clusters (canonical names) and the entities no cluster holds.
    const auto *gold = snap.clustering(*procedure_, db::OpenPiClusterKind::Entity, -1);
    const auto *goldAttributes = snap.clustering(*procedure_, db::OpenPiClusterKind::Attribute, -1);
    struct Row
    {
        QString name;
        std::vector<std::uint32_t> entities;
    };
    std::vector<Row> rows;
    std::set<std::uint32_t> placed;
    if (gold) {
        for (const auto &c : gold->clusters) {
            Row row{clusterName(c), {}};
            for (const std::uint32_t e : p.entities) {
                const std::string name(metrics::openpi::stripped(snap.entities[e].name));
                const bool member = std::any_of(c.members.begin(), c.members.end(), [&](const std::string &m) {
                    return metrics::openpi::stripped(m) == name;
                });
                if ((member || c.canonical == name) && !placed.contains(e)) {
                    row.entities.push_back(e);
                    placed.insert(e);
                }
            }
            if (!row.entities.empty()) {
                rows.push_back(std::move(row));
            }
        }
    }
    for (const std::uint32_t e : p.entities) {
        if (!placed.contains(e)) {
            rows.push_back({qs(snap.entities[e].name), {e}});
        }
    }
    auto canonicalAttribute = [&](std::uint32_t entity, const OpenPiSession::Change &c) {
        if (!goldAttributes) {
            return c.attribute;
        }
        const std::string owner = snap.entities[entity].name;
        for (const auto &a : goldAttributes->clusters) {
            if (a.entity != owner) {
                continue;
            }
            for (const std::string &m : a.members) {
                if (c.attributeMentions.contains(qs(m).trimmed())) {
                    return clusterName(a);
                }
            }
        }
        return c.attribute;
    };
    grid_->setColumnCount(static_cast<int>(p.steps.size()));
    grid_->setRowCount(static_cast<int>(rows.size()));
    QStringList headers;
    for (std::size_t s = 0; s < p.steps.size(); ++s) {
        headers << tr("Step %1").arg(s + 1);
    }
    grid_->setHorizontalHeaderLabels(headers);
    QStringList rowNames;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        rowNames << rows[r].name;
        std::vector<QStringList> lines(p.steps.size());
        for (const std::uint32_t e : rows[r].entities) {
            const auto changes = session_.changes(e);
            for (std::size_t s = 0; s < changes.size(); ++s) {
                for (const auto &c : changes[s]) {
                    lines[s] << tr("%1: %2 → %3").arg(canonicalAttribute(e, c), c.before, c.after);
                }
            }
        }
        for (std::size_t s = 0; s < p.steps.size(); ++s) {
            auto *item = cell(lines[s].join(QLatin1Char('\n')));
            QVariantList entities;
            for (const std::uint32_t e : rows[r].entities) {
                entities << e;
            }
            item->setData(Qt::UserRole, entities);
            grid_->setItem(static_cast<int>(r), static_cast<int>(s), item);
        }
    }
    grid_->setVerticalHeaderLabels(rowNames);
}

void OpenPiPanel::showMentions(int row, int column)
{
    const QTableWidgetItem *item = grid_->item(row, column);
    if (!item || !procedure_) {
        mentions_->clear();
        return;
    }
    QStringList out;
    for (const QVariant &v : item->data(Qt::UserRole).toList()) {
        const auto e = v.toUInt();
        out << tr("Entity \"%1\", mentions: %2")
                   .arg(qs(session_.snapshot().entities[e].name), session_.entityMentions(e).join(QStringLiteral(", ")));
        const auto changes = session_.changes(e);
        if (static_cast<std::size_t>(column) < changes.size()) {
            for (const auto &c : changes[static_cast<std::size_t>(column)]) {
                out << tr("  attribute mentions: %1").arg(c.attributeMentions.join(QStringLiteral(", ")));
                out << tr("    before: %1").arg(splitAlternatives(c.before).join(QStringLiteral(" | ")));
                out << tr("    after: %1").arg(splitAlternatives(c.after).join(QStringLiteral(" | ")));
            }
        }
    }
    mentions_->setPlainText(out.join(QLatin1Char('\n')));
}

std::optional<std::uint32_t> OpenPiPanel::currentEntity() const
{
    if (!procedure_) {
        return std::nullopt;
    }
    const auto &entities = session_.snapshot().procedures[*procedure_].entities;
    const int row = entities_->currentRow();
    return row >= 0 && static_cast<std::size_t>(row) < entities.size() ? std::optional(entities[static_cast<std::size_t>(row)])
                                                                        : std::nullopt;
}

int OpenPiPanel::currentTarget() const { return std::max(0, targets_->currentRow()); }

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
        entities_->addItem(tr("%1  (global: %2)").arg(qs(snap.entities[e].name), ratingText(session_.rating(me, e, 0))));
    }
    entities_->setCurrentRow(row >= 0 && row < entities_->count() ? row : (entities_->count() > 0 ? 0 : -1));
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
        const QString what = t == 0 ? tr("The whole procedure (global)") : tr("Step %1: %2").arg(t).arg(qs(p.steps[t - 1]));
        targets_->setItem(static_cast<int>(t), 0, cell(what));
        targets_->setItem(static_cast<int>(t), 1, cell(ratingText(session_.rating(me, *entity, t))));
        targets_->setItem(static_cast<int>(t), 2, cell(model >= 0 ? ratingText(session_.rating(model, *entity, t)) : QString()));
    }
    targets_->resizeRowsToContents();
    const int keep = row >= 0 && row < targets_->rowCount() ? row : 0;
    targets_->setCurrentCell(keep, 0);
    if (model >= 0) {
        const QString why = session_.explanation(model, *entity, static_cast<std::uint32_t>(keep));
        explanation_->setText(why.isEmpty() ? tr("The model gave no explanation.") : tr("Model: %1").arg(why));
        explanation_->show();
    } else {
        explanation_->hide();
    }
}

void OpenPiPanel::setReadOnly(const QString &why)
{
    readOnly_ = why;
    // Rating buttons only for those who rate: a viewer's or an adjudicator's did nothing.
    for (QPushButton *b : std::as_const(rateButtons_)) {
        b->setEnabled(why.isEmpty());
    }
    schemaErrors_->setMayAnnotate(why.isEmpty());
    expansions_->setMayAnnotate(why.isEmpty());
    readOnlyNotice_->setText(why);
    readOnlyNotice_->setVisible(!why.isEmpty());
}

bool OpenPiPanel::refuseReadOnly() const
{
    if (readOnly_.isEmpty()) {
        return false;
    }
    readOnlyNotice_->show();
    return true;
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
            tr("Rate salience %1").arg(value), [this, e, target, before] { return session_.setSalience(e, target, before); },
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
        undo_.push(new EditCommand(tr("Clear salience"), [this, e, target, before] { return session_.setSalience(e, target, before); },
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

db::OpenPiClusterKind OpenPiPanel::clusterKindShown() const
{
    return kind_->currentIndex() == 1 ? db::OpenPiClusterKind::Attribute : db::OpenPiClusterKind::Entity;
}

std::string OpenPiPanel::attributeEntityShown() const { return attributeEntity_->currentText().toStdString(); }

int OpenPiPanel::clusterOwnerShown() const { return whose_->currentData().toInt(); }

std::optional<std::vector<db::OpenPiCluster>> OpenPiPanel::myClustering(db::OpenPiClusterKind kind) const
{
    const int me = session_.myRater();
    const auto *c = procedure_ && me >= 0 ? session_.snapshot().clustering(*procedure_, kind, me) : nullptr;
    return c ? std::optional(c->clusters) : std::nullopt;
}

std::vector<db::OpenPiCluster> OpenPiPanel::shownClusters() const
{
    if (!procedure_) {
        return {};
    }
    const auto kind = clusterKindShown();
    const int owner = clusterOwnerShown();
    std::vector<db::OpenPiCluster> all;
    if (owner == kOwnerMine) {
        all = myClustering(kind).value_or(std::vector<db::OpenPiCluster>{});
    } else if (const auto *c = session_.snapshot().clustering(*procedure_, kind, owner)) {
        all = c->clusters;
    }
    if (kind == db::OpenPiClusterKind::Attribute) {
        const std::string entity = attributeEntityShown();
        std::erase_if(all, [&](const db::OpenPiCluster &c) { return c.entity != entity; });
    }
    return all;
}

QStringList OpenPiPanel::knownMentions() const
{
    QStringList out;
    if (!procedure_) {
        return out;
    }
    const auto &snap = session_.snapshot();
    const auto kind = clusterKindShown();
    for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
        if (kind == db::OpenPiClusterKind::Entity) {
            out << session_.entityMentions(e);
        } else if (snap.entities[e].name == attributeEntityShown()) {
            for (const auto &step : session_.changes(e)) {
                for (const auto &c : step) {
                    out << c.attributeMentions;
                }
            }
        }
    }
    if (const auto *gold = snap.clustering(*procedure_, kind, -1)) {
        for (const auto &c : gold->clusters) {
            if (kind == db::OpenPiClusterKind::Entity || c.entity == attributeEntityShown()) {
                for (const std::string &m : c.members) {
                    out << qs(m).trimmed();
                }
            }
        }
    }
    out.removeDuplicates();
    return out;
}

void OpenPiPanel::refreshClusters()
{
    const auto &snap = session_.snapshot();
    {
        const QString keep = attributeEntity_->currentText();
        QSignalBlocker block(attributeEntity_);
        attributeEntity_->clear();
        if (procedure_) {
            for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
                attributeEntity_->addItem(qs(snap.entities[e].name));
            }
        }
        const int at = attributeEntity_->findText(keep);
        attributeEntity_->setCurrentIndex(at >= 0 ? at : 0);
    }
    attributeEntity_->setEnabled(clusterKindShown() == db::OpenPiClusterKind::Attribute);
    const bool mine = clusterOwnerShown() == kOwnerMine;
    const bool exists = mine && myClustering(clusterKindShown()).has_value();
    const bool signedIn = !session_.annotator().isEmpty();
    tree_->setClusters(shownClusters(), knownMentions(), exists);
    for (QPushButton *b : editButtons_) {
        b->setEnabled(exists);
    }
    for (QPushButton *b : startButtons_) {
        b->setEnabled(mine && !exists && signedIn && procedure_.has_value());
    }
    if (!procedure_) {
        clusterHint_->clear();
    } else if (mine && !exists) {
        clusterHint_->setText(tr("You have not clustered this procedure yet: start from gold or from the annotations."));
    } else if (mine) {
        clusterHint_->setText(tr("Drag mentions between clusters, or use the buttons; Ctrl+Z undoes. Italic mentions are "
                                 "paraphrases no file mentions."));
    } else {
        clusterHint_->setText(tr("Read only: choose \"Yours\" to edit your own clustering."));
    }
}

void OpenPiPanel::applyClusters(std::vector<db::OpenPiCluster> shown, const QString &label)
{
    if (refuseReadOnly()) {
        return;
    }
    if (!procedure_) {
        return;
    }
    const auto kind = clusterKindShown();
    const std::uint32_t procedure = *procedure_;
    std::vector<db::OpenPiCluster> all = std::move(shown);
    if (kind == db::OpenPiClusterKind::Attribute) {
        // Keep the other entities' attribute clusters as they are.
        const std::string entity = attributeEntityShown();
        for (auto &c : all) {
            c.entity = entity;
        }
        for (const auto &c : myClustering(kind).value_or(std::vector<db::OpenPiCluster>{})) {
            if (c.entity != entity) {
                all.push_back(c);
            }
        }
    }
    std::optional<std::vector<db::OpenPiCluster>> before;
    const std::optional<std::vector<db::OpenPiCluster>> after = all;
    if (!session_.setClusters(procedure, kind, after, &before) || before == after) {
        return;
    }
    undo_.push(new EditCommand(
        label, [this, procedure, kind, before] { return session_.setClusters(procedure, kind, before); },
        [this, procedure, kind, after] { return session_.setClusters(procedure, kind, after); }));
}

void OpenPiPanel::startClusters(bool fromGold)
{
    if (refuseReadOnly()) {
        return;
    }
    if (!procedure_ || myClustering(clusterKindShown())) {
        return;
    }
    const auto &snap = session_.snapshot();
    const auto kind = clusterKindShown();
    std::vector<db::OpenPiCluster> start;
    if (fromGold) {
        if (const auto *gold = snap.clustering(*procedure_, kind, -1)) {
            start = gold->clusters;
        }
        for (auto &c : start) {
            c.generated.clear(); // the release's, not the person's
        }
        if (kind == db::OpenPiClusterKind::Attribute) {
            std::erase_if(start, [&](const auto &c) { return c.entity != attributeEntityShown(); });
        }
    } else {
        for (const std::uint32_t e : snap.procedures[*procedure_].entities) {
            if (kind == db::OpenPiClusterKind::Entity) {
                db::OpenPiCluster c{{}, snap.entities[e].name, {}};
                for (const QString &m : session_.entityMentions(e)) {
                    c.members.push_back(m.toStdString());
                }
                start.push_back(std::move(c));
            } else if (snap.entities[e].name == attributeEntityShown()) {
                for (const auto &step : session_.changes(e)) {
                    for (const auto &change : step) {
                        const std::string name = change.attribute.trimmed().toStdString();
                        auto at = std::find_if(start.begin(), start.end(), [&](const auto &c) { return c.canonical == name; });
                        if (at == start.end()) {
                            start.push_back({{}, name, {}});
                            at = start.end() - 1;
                        }
                        for (const QString &m : change.attributeMentions) {
                            if (std::find(at->members.begin(), at->members.end(), m.toStdString()) == at->members.end()) {
                                at->members.push_back(m.toStdString());
                            }
                        }
                    }
                }
            }
        }
    }
    applyClusters(std::move(start), fromGold ? tr("Start clusters from gold") : tr("Start clusters from the annotations"));
}

void OpenPiPanel::mergeClusters(const QList<int> &clusters)
{
    auto shown = shownClusters();
    if (clusters.size() < 2) {
        return;
    }
    auto &into = shown[static_cast<std::size_t>(clusters.front())];
    for (qsizetype i = 1; i < clusters.size(); ++i) {
        for (const std::string &m : shown[static_cast<std::size_t>(clusters[i])].members) {
            if (std::find(into.members.begin(), into.members.end(), m) == into.members.end()) {
                into.members.push_back(m);
            }
        }
    }
    for (qsizetype i = clusters.size() - 1; i >= 1; --i) {
        shown.erase(shown.begin() + clusters[i]);
    }
    applyClusters(std::move(shown), tr("Merge %n cluster(s)", nullptr, static_cast<int>(clusters.size())));
}

void OpenPiPanel::splitOut(const QList<QPair<int, int>> &members)
{
    auto shown = shownClusters();
    std::vector<std::string> moved;
    for (const auto &[c, m] : members) {
        moved.push_back(shown[static_cast<std::size_t>(c)].members[static_cast<std::size_t>(m)]);
    }
    if (moved.empty()) {
        return;
    }
    for (auto &c : shown) {
        std::erase_if(c.members, [&](const std::string &m) { return std::find(moved.begin(), moved.end(), m) != moved.end(); });
    }
    std::erase_if(shown, [](const auto &c) { return c.members.empty(); });
    for (const std::string &m : moved) {
        shown.push_back({{}, m, {m}});
    }
    applyClusters(std::move(shown), tr("Split out %n mention(s)", nullptr, static_cast<int>(moved.size())));
}

void OpenPiPanel::moveMembers(const QList<QPair<int, int>> &members, int target)
{
    auto shown = shownClusters();
    if (target < 0 || static_cast<std::size_t>(target) >= shown.size() || members.isEmpty()) {
        return;
    }
    std::vector<std::string> moved;
    for (const auto &[c, m] : members) {
        if (c != target) {
            moved.push_back(shown[static_cast<std::size_t>(c)].members[static_cast<std::size_t>(m)]);
        }
    }
    if (moved.empty()) {
        return;
    }
    const std::string targetName = clusterName(shown[static_cast<std::size_t>(target)]).toStdString();
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (static_cast<int>(i) != target) {
            std::erase_if(shown[i].members,
                          [&](const std::string &m) { return std::find(moved.begin(), moved.end(), m) != moved.end(); });
        }
    }
    auto &into = shown[static_cast<std::size_t>(target)].members;
    for (const std::string &m : moved) {
        if (std::find(into.begin(), into.end(), m) == into.end()) {
            into.push_back(m);
        }
    }
    std::erase_if(shown, [](const auto &c) { return c.members.empty(); });
    applyClusters(std::move(shown), tr("Move %n mention(s) to \"%1\"", nullptr, static_cast<int>(moved.size()))
                                        .arg(qs(targetName)));
}

void OpenPiPanel::renameCluster(int cluster, const QString &name)
{
    auto shown = shownClusters();
    const QString trimmed = name.trimmed();
    if (cluster < 0 || static_cast<std::size_t>(cluster) >= shown.size() || trimmed.isEmpty()) {
        return;
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (static_cast<int>(i) != cluster && clusterName(shown[i]) == trimmed) {
            QMessageBox::information(this, tr("Rename cluster"), tr("Another cluster is already called \"%1\".").arg(trimmed));
            return;
        }
    }
    shown[static_cast<std::size_t>(cluster)].canonical = trimmed.toStdString();
    applyClusters(std::move(shown), tr("Rename cluster to \"%1\"").arg(trimmed));
}

void OpenPiPanel::addParaphrase(int cluster, const QString &mention)
{
    auto shown = shownClusters();
    const std::string m = mention.trimmed().toStdString();
    if (cluster < 0 || static_cast<std::size_t>(cluster) >= shown.size() || m.empty()) {
        return;
    }
    auto &members = shown[static_cast<std::size_t>(cluster)].members;
    if (std::find(members.begin(), members.end(), m) != members.end()) {
        return;
    }
    members.push_back(m);
    applyClusters(std::move(shown), tr("Add paraphrase \"%1\"").arg(mention.trimmed()));
}

void OpenPiPanel::refreshCompare()
{
    compare_->setRowCount(0);
    compareSummary_->clear();
    if (!procedure_ || raterA_->count() == 0) {
        compareSummary_->setText(tr("Two raters' salience appears here once two have rated."));
        return;
    }
    const int a = raterA_->currentData().toInt(), b = raterB_->currentData().toInt();
    const auto &snap = session_.snapshot();
    const auto &p = snap.procedures[*procedure_];
    compare_->setHorizontalHeaderLabels({tr("Entity"), tr("Rated for"), qs(snap.raters[static_cast<std::size_t>(a)].name),
                                         qs(snap.raters[static_cast<std::size_t>(b)].name), tr("Difference")});
    for (const auto &pair : session_.analysis().salience) {
        if (!((static_cast<int>(pair.a) == a && static_cast<int>(pair.b) == b) ||
              (static_cast<int>(pair.a) == b && static_cast<int>(pair.b) == a))) {
            continue;
        }
        for (const auto &row : pair.agreement.perProcedure) {
            if (row.procedure == *procedure_) {
                auto r = [](const std::optional<double> &v) {
                    return v ? figureText(*v) : OpenPiPanel::tr("undefined");
                };
                compareSummary_->setText(tr("This procedure: Pearson's r %1 global, %2 local (with the (0, 0) point)")
                                             .arg(r(row.global), r(row.local)));
            }
        }
    }
    for (const std::uint32_t e : p.entities) {
        for (std::uint32_t t = 0; t <= p.steps.size(); ++t) {
            const auto va = session_.rating(a, e, t), vb = session_.rating(b, e, t);
            if (!va && !vb) {
                continue;
            }
            const int row = compare_->rowCount();
            compare_->insertRow(row);
            compare_->setItem(row, 0, cell(qs(snap.entities[e].name)));
            compare_->setItem(row, 1, cell(t == 0 ? tr("global") : tr("step %1").arg(t)));
            compare_->setItem(row, 2, cell(ratingText(va)));
            compare_->setItem(row, 3, cell(ratingText(vb)));
            const int diff = va && vb ? std::abs(*va - *vb) : -1;
            compare_->setItem(row, 4, cell(diff >= 0 ? QString::number(diff) : QString()));
            if (diff >= 1) {
                const QColor colour = diff >= 2 ? QColor(255, 205, 205) : QColor(255, 243, 190);
                for (int c = 0; c < 5; ++c) {
                    compare_->item(row, c)->setBackground(colour);
                    compare_->item(row, c)->setForeground(QColor(Qt::black));
                }
            }
        }
    }
}

void OpenPiPanel::focusSearch()
{
    search_->setFocus(Qt::ShortcutFocusReason);
    search_->selectAll();
}

} // namespace es::widgets
