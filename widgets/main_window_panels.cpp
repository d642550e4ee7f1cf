#include "db/live.h"
#include "db/project.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/common/audit_view.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/keys.h"
#include "widgets/common/live_updates.h"
#include "widgets/esd/annotator_quality_view.h"
#include "widgets/esd/esd_panel.h"
#include "widgets/esd/esd_session.h"
#include "widgets/esd/esd_statistics_panel.h"
#include "widgets/esd/model_errors_view.h"
#include "widgets/esd/pair_list_model.h"
#include "widgets/esd/pair_list_view.h"
#include "widgets/ester/ester_panel.h"
#include "widgets/ester/ester_session.h"
#include "widgets/ester/ester_statistics_panel.h"
#include "widgets/ester/type_errors_view.h"
#include "widgets/main_window.h"
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/procedure_salience_view.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <set>

// The window's panels and docks, as buildPanels() puts them together once a project is
// open, and the connections between them.

namespace es::widgets {

void MainWindow::buildNavigator()
{
    pairs_ = new PairListModel(*esd_, this);

    auto *navigator = new QWidget;
    auto *navLayout = new QVBoxLayout(navigator);
    navLayout->setContentsMargins(4, 4, 4, 4);
    filterMode_ = new QComboBox(navigator);
    filterMode_->addItem(tr("All pairs"), int(PairListModel::Mode::All));
    filterMode_->addItem(tr("Mine unlabelled"), int(PairListModel::Mode::MineUnlabelled));
    filterMode_->addItem(tr("Disagreements"), int(PairListModel::Mode::Disagreements));
    filterMode_->addItem(tr("Invalid"), int(PairListModel::Mode::Invalid));
    search_ = new QLineEdit(navigator);
    search_->setPlaceholderText(tr("Search goals and steps (Ctrl+F)"));
    search_->setClearButtonEnabled(true);
    tree_ = new PairListView(navigator);
    tree_->setModel(pairs_);
    tree_->horizontalHeader()->setSectionResizeMode(PairListModel::TextColumn,
                                                    QHeaderView::Stretch);
    tree_->horizontalHeader()->setSectionResizeMode(PairListModel::MyLabelColumn,
                                                    QHeaderView::Interactive);
    tree_->horizontalHeader()->setSectionResizeMode(PairListModel::AllLabelsColumn,
                                                    QHeaderView::Interactive);
    fitLabelColumns();
    tree_->setColumnHidden(PairListModel::AllLabelsColumn, true);
    navLayout->addWidget(filterMode_);
    navLayout->addWidget(search_);
    navLayout->addWidget(tree_, 1);

    leaveFieldWithEscEnter(
        search_, [this] { return tree_; }, tr("Leave the search field for the list"));
    setKeyGroup(navigator, tr("ESD"));

    navigatorDock_ = new QDockWidget(tr("Project"), this);
    navigatorDock_->setObjectName(QStringLiteral("NavigatorDock"));
    navigatorDock_->setWidget(navigator);
    addDockWidget(Qt::LeftDockWidgetArea, navigatorDock_);
}

void MainWindow::buildDatasetTabs()
{
    datasets_ = new QTabWidget(this);
    datasets_->setObjectName(QStringLiteral("Datasets"));
    datasets_->setDocumentMode(true);
    panel_ = new EsdPanel(*esd_, *pairs_, *undo_, datasets_);
    // Short tab names, so that all four show beside the ESD docks; the full ones in the tips.
    datasets_->addTab(panel_, tr("ESD"));
    datasets_->setTabToolTip(0, tr("ESD: essential steps"));

    auto *esterPage = new QSplitter(Qt::Horizontal, datasets_);
    esterPanel_ = new EsterPanel(*ester_, *undo_, esterPage);
    esterStats_ = new EsterStatisticsPanel(*ester_);
    auto *esterScroll = new QScrollArea(esterPage);
    esterScroll->setWidgetResizable(true);
    esterScroll->setWidget(esterStats_);
    esterPage->addWidget(esterPanel_);
    esterPage->addWidget(esterScroll);
    esterPage->setStretchFactor(0, 3);
    esterPage->setStretchFactor(1, 2);
    datasets_->addTab(esterPage, tr("ESTER"));
    datasets_->setTabToolTip(1, tr("ESTER: event relation QA"));

    auto *openPiPage = new QSplitter(Qt::Horizontal, datasets_);
    openPiPanel_ = new OpenPiPanel(*openpi_, *undo_, openPiPage);
    openPiStats_ = new OpenPiStatisticsPanel(*openpi_);
    auto *openPiScroll = new QScrollArea(openPiPage);
    openPiScroll->setWidgetResizable(true);
    openPiScroll->setWidget(openPiStats_);
    openPiPage->addWidget(openPiPanel_);
    openPiPage->addWidget(openPiScroll);
    openPiPage->setStretchFactor(0, 3);
    openPiPage->setStretchFactor(1, 2);
    openPiScroll->setMinimumWidth(280);
    openPiPage->setSizes({900, 520});
    datasets_->addTab(openPiPage, tr("OpenPI"));
    datasets_->setTabToolTip(2, tr("OpenPI: entity states and salience"));
    adjudication_ = new AdjudicationPanel(*esd_, *ester_, *openpi_, *undo_, datasets_);
    datasets_->addTab(adjudication_, tr("Adjudication"));
    datasets_->setTabToolTip(3, tr("Adjudication: decide where people disagree"));
    connect(adjudication_, &AdjudicationPanel::esdPairRequested, this, [this](std::uint32_t pair) {
        showDataset(0);
        panel_->setCurrentPair(pair);
    });
    connect(adjudication_, &AdjudicationPanel::esterQuestionRequested, this,
            [this](std::int64_t question) {
                showDataset(1);
                esterPanel_->showQuestion(question);
            });
    connect(adjudication_, &AdjudicationPanel::openPiProcedureRequested, this,
            [this](std::uint32_t procedure) {
                showDataset(2);
                openPiPanel_->setProcedure(procedure);
            });
    setKeyGroup(panel_, tr("ESD"));
    setKeyGroup(esterPanel_, tr("ESTER"));
    setKeyGroup(openPiPanel_, tr("OpenPI"));
    setKeyGroup(adjudication_, tr("Adjudication"));
}

void MainWindow::buildSignInPage()
{
    pages_ = new QStackedWidget(this);
    pages_->setObjectName(QStringLiteral("Pages"));
    signInPage_ = new QWidget(pages_);
    signInPage_->setObjectName(QStringLiteral("SignInPage"));
    {
        auto *l = new QVBoxLayout(signInPage_);
        l->addStretch(1);
        auto *text = new QLabel(
            tr("No one is signed in.\n\nEventScope shows a project's labels, answers, ratings and "
               "figures only to someone signed in: annotators see their own work, adjudicators "
               "and viewers everyone's."),
            signInPage_);
        text->setTextFormat(Qt::PlainText);
        text->setWordWrap(true);
        text->setAlignment(Qt::AlignCenter);
        auto *button = new QPushButton(tr("Sign in…"), signInPage_);
        button->setDefault(true);
        connect(button, &QPushButton::clicked, this, [this] { askSignIn(); });
        l->addWidget(text);
        l->addWidget(button, 0, Qt::AlignHCenter);
        l->addStretch(2);
    }
    pages_->addWidget(signInPage_);
    pages_->addWidget(datasets_);
    setCentralWidget(pages_);
}

// The OpenPI figures drill into the procedures behind them.
void MainWindow::connectOpenPiDrilldowns()
{
    connect(openPiStats_, &OpenPiStatisticsPanel::compareRequested, openPiPanel_,
            &OpenPiPanel::compare);
    connect(
        openPiStats_, &OpenPiStatisticsPanel::ratingRequested, this,
        [this](int rater, int value, bool global) {
            const auto &snap = openpi_->snapshot();
            std::set<std::uint32_t> procedures;
            for (const auto &r : snap.raters[static_cast<std::size_t>(rater)].ratings) {
                if (r.value == value && (r.step == 0) == global) {
                    procedures.insert(r.procedure);
                }
            }
            openPiPanel_->setProcedureFilter(
                [procedures](std::uint32_t p) { return procedures.contains(p); },
                (global ? tr("%1 rated an entity's global salience %2")
                        : tr("%1 rated an entity's local salience %2"))
                    .arg(QString::fromStdString(snap.raters[static_cast<std::size_t>(rater)].name))
                    .arg(value));
            openPiPanel_->showTab(OpenPiPanel::SalienceTab);
        });
    connect(openPiStats_, &OpenPiStatisticsPanel::clusterMissesRequested, this,
            [this](int rater, db::OpenPiClusterKind kind) {
                const auto &snap = openpi_->snapshot();
                std::set<std::uint32_t> procedures;
                for (const auto &c : snap.clusterings) {
                    if (c.rater != rater || c.kind != kind) {
                        continue;
                    }
                    const auto *gold = snap.clustering(c.procedure, kind, -1);
                    if (gold) {
                        const auto counts = db::compareClusterings(c, *gold);
                        if (counts.predictedCorrect != counts.predicted ||
                            counts.goldFound != counts.gold) {
                            procedures.insert(c.procedure);
                        }
                    }
                }
                openPiPanel_->setProcedureFilter(
                    [procedures](std::uint32_t p) { return procedures.contains(p); },
                    tr("%1's clusters differ from gold")
                        .arg(QString::fromStdString(
                            snap.raters[static_cast<std::size_t>(rater)].name)));
                openPiPanel_->showTab(OpenPiPanel::ClustersTab);
            });
    connect(openPiStats_, &OpenPiStatisticsPanel::alphaRequested, openPiPanel_,
            &OpenPiPanel::showPairAlpha);
    connect(openPiStats_, &OpenPiStatisticsPanel::schemataRequested, openPiPanel_,
            &OpenPiPanel::showWorstSchemata);
    connect(openPiStats_, &OpenPiStatisticsPanel::coreferenceRequested, openPiPanel_,
            &OpenPiPanel::showWorstCoreference);
    connect(openPiStats_, &OpenPiStatisticsPanel::statesRequested, openPiPanel_,
            &OpenPiPanel::showWorstStates);
    connect(openPiStats_, &OpenPiStatisticsPanel::schemaErrorsRequested, openPiPanel_,
            &OpenPiPanel::showSchemaErrors);
    connect(openPiStats_, &OpenPiStatisticsPanel::expansionsRequested, openPiPanel_,
            &OpenPiPanel::showExpansions);
}

void MainWindow::connectEsterDrilldowns()
{
    // Error analysis: every chart drills into the items behind it.
    connect(esterStats_, &EsterStatisticsPanel::typeErrorsRequested, this,
            [this](const QString &rater, std::optional<metrics::ester::Relation> type) {
                TypeErrorsView::open(*ester_, *project_, rater, type, this)->setBlind(blind_);
            });
    connect(openPiStats_, &OpenPiStatisticsPanel::procedureRequested, this,
            [this](std::uint32_t procedure) {
                ProcedureSalienceView::open(*openpi_, *project_, procedure, this)->setBlind(blind_);
            });
    connect(
        esterStats_, &EsterStatisticsPanel::typeRequested, this,
        [this](metrics::ester::Relation t) { esterPanel_->setFilter(EsterPanel::Filter::All, t); });
    connect(esterStats_, &EsterStatisticsPanel::modelMissesRequested, this,
            [this](const QString &model, std::optional<metrics::ester::Relation> t) {
                esterPanel_->setFilter(EsterPanel::Filter::ModelMisses, t, model);
            });
    connect(esterStats_, &EsterStatisticsPanel::writerRequested, esterPanel_,
            &EsterPanel::showWriter);
}

void MainWindow::buildStatisticsDocks()
{
    stats_ = new EsdStatisticsPanel(*esd_);
    connect(stats_, &EsdStatisticsPanel::modelRequested, this, [this](std::size_t model) {
        bool created = false;
        ModelErrorsView *view = ModelErrorsView::open(*esd_, *project_, model, this, &created);
        if (created) {
            connect(view, &ModelErrorsView::pairActivated, this, [this](std::uint32_t pair) {
                showDataset(0);
                panel_->setCurrentPair(pair);
            });
        }
    });
    connect(stats_, &EsdStatisticsPanel::disagreementsRequested, this, [this] {
        showDataset(0);
        filterMode_->setCurrentIndex(
            filterMode_->findData(int(PairListModel::Mode::Disagreements)));
        tree_->setFocus();
    });
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(stats_);
    statsDock_ = new QDockWidget(tr("Statistics"), this);
    statsDock_->setObjectName(QStringLiteral("StatisticsDock"));
    statsDock_->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, statsDock_);
    quality_ = new AnnotatorQualityView(
        *esd_,
        [this]() -> const std::vector<std::vector<std::uint32_t>> & {
            static const std::vector<std::vector<std::uint32_t>> none;
            try {
                return esd_->labellingOrder();
            } catch (const db::ConnectionLost &e) {
                // The drift chart keeps the order it had until the server is back (then
                // everything is read again), as long as it still fits the columns.
                live_->connectionBroke(QString::fromStdString(e.what()));
                const auto &last = esd_->lastLabellingOrder();
                return last.size() == esd_->snapshot().annotators.size() ? last : none;
            }
        },
        [this]() -> const std::vector<EsdSession::Pace> * {
            try {
                return &esd_->paces();
            } catch (const db::ConnectionLost &e) {
                live_->connectionBroke(QString::fromStdString(e.what()));
                return nullptr;
            }
        });
    qualityDock_ = new QDockWidget(tr("Annotators"), this);
    qualityDock_->setObjectName(QStringLiteral("AnnotatorQualityDock"));
    qualityDock_->setWidget(quality_);
    addDockWidget(Qt::RightDockWidgetArea, qualityDock_);
    tabifyDockWidget(statsDock_, qualityDock_);
    connect(qualityDock_, &QDockWidget::visibilityChanged, quality_, [this](bool visible) {
        if (visible) {
            quality_->cameIntoSight();
        }
    });
    keepDockTabsFromWheel(this);
    statsDock_->raise();
}

void MainWindow::buildAuditDock()
{
    audit_ = new AuditView(*project_);
    auditDock_ = new QDockWidget(tr("Audit trail"), this);
    auditDock_->setObjectName(QStringLiteral("AuditDock"));
    auditDock_->setWidget(audit_);
    addDockWidget(Qt::BottomDockWidgetArea, auditDock_);
    auditDock_->hide();
    connect(audit_, &AuditView::withdrawRequested, this, &MainWindow::withdrawDecision);
    // Every edit is a command: refresh the trail after each, while someone looks at it.
    connect(undo_, &QUndoStack::indexChanged, audit_, [this] {
        if (auditDock_ && auditDock_->isVisible()) {
            audit_->refresh();
        }
    });
    connect(auditDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) {
            audit_->refresh();
        }
    });
}

// The list and its filters follow the panel, and the panel the list.
void MainWindow::connectNavigator()
{
    auto syncFilter = [this] {
        pairs_->setMode(static_cast<PairListModel::Mode>(filterMode_->currentData().toInt()));
    };
    connect(filterMode_, &QComboBox::currentIndexChanged, this, syncFilter);
    connect(search_, &QLineEdit::textChanged, this,
            [this](const QString &t) { pairs_->setSearch(t); });
    connect(pairs_, &QAbstractItemModel::modelReset, this, &MainWindow::fitLabelColumns);
    // A reset drops the list's selection: the pair the panel shows is selected again.
    connect(pairs_, &QAbstractItemModel::modelReset, this, [this] {
        if (const auto pair = panel_ ? panel_->currentPair() : std::nullopt) {
            selectInList(*pair);
        }
    });
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QVariant pair = current.data(PairListModel::PairIndexRole);
                if (pair.isValid()) {
                    panel_->setCurrentPair(pair.toUInt());
                }
            });
    connect(panel_, &EsdPanel::currentPairChanged, this, &MainWindow::selectInList);
}

} // namespace es::widgets
