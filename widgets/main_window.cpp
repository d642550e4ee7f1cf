#include "widgets/main_window.h"

#include "db/demo_project.h"
#include "db/engine/engine.h"
#include "db/esd/esd_store.h"
#include "db/file_input.h"
#include "db/import.h"
#include "db/live.h"
#include "db/project.h"
#include "db/team.h"
#include "widgets/adjudication/adjudication_panel.h"
#include "widgets/adjudication/decisions.h"
#include "widgets/common/audit_view.h"
#include "widgets/common/blind_hint.h"
#include "widgets/common/chart_view.h"
#include "widgets/common/connection_dialog.h"
#include "widgets/common/current_page_size.h"
#include "widgets/common/edit_command.h"
#include "widgets/common/elided_label.h"
#include "widgets/common/import_dialog.h"
#include "widgets/common/import_summary.h"
#include "widgets/common/keys.h"
#include "widgets/common/live_updates.h"
#include "widgets/common/report_export.h"
#include "widgets/common/window_layout.h"
#include "widgets/common/sign_in_dialog.h"
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
#include "widgets/openpi/openpi_panel.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/openpi_statistics_panel.h"
#include "widgets/openpi/procedure_salience_view.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QDesktopServices>
#include <QHeaderView>
#include <QUrl>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <atomic>
#include <set>

namespace es::widgets {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), undo_(new QUndoStack(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    annotatorLabel_ = new QLabel(this);
    annotatorLabel_->setTextFormat(Qt::PlainText);
    annotatorLabel_->setObjectName(QStringLiteral("SignedIn"));
    projectLabel_ = new ElidedLabel(this);
    statusBar()->addPermanentWidget(annotatorLabel_);
    // A team project whose server went away says so until it is back.
    connectionLabel_ = new QLabel(this);
    connectionLabel_->setTextFormat(Qt::PlainText);
    connectionLabel_->setObjectName(QStringLiteral("ConnectionState"));
    connectionLabel_->setStyleSheet(
        QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    connectionLabel_->hide();
    statusBar()->addPermanentWidget(connectionLabel_);
    // Who is signed in keeps its width; the project path gives way and elides.
    statusBar()->addPermanentWidget(projectLabel_, 1);
    buildMenus();
    restoreWindowGeometry(this, QSize(1360, 860));
    dockWidths_ = new DockWidths(this, {380, 430});
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Panels hold references into the session; they go before it does.
    tearDown();
}

bool MainWindow::signedIn() const
{
    return esd_ && !esd_->annotator().isEmpty();
}

void MainWindow::showSignedInState()
{
    const bool in = signedIn();
    for (QAction *a : std::as_const(signedInActions_)) {
        a->setEnabled(in);
    }
    // Viewers read and change nothing, an import included.
    const bool viewer = in && esd_->role() == QLatin1String("viewer");
    importAction_->setEnabled(in && !viewer);
    importAction_->setStatusTip(viewer ? tr("Viewers import nothing: an adjudicator or an "
                                            "annotator imports")
                                       : QString());
    if (!pages_) {
        return;
    }
    pages_->setCurrentWidget(in ? static_cast<QWidget *>(datasets_) : signInPage_);
    for (QDockWidget *d : {navigatorDock_, statsDock_, qualityDock_, auditDock_}) {
        d->toggleViewAction()->setEnabled(in);
    }
    const bool esdPage = in && datasets_->currentIndex() == 0;
    showEsdDocks(esdPage);
    if (!in) {
        auditDock_->hide();
    }
    if (esdPage) {
        statsDock_->raise();
        if (!dockWidths_->laidOut() && isVisible()) {
            QTimer::singleShot(0, this, &MainWindow::layOutDocks);
        }
    }
}

void MainWindow::layOutDocks()
{
    if (!signedIn()) {
        return; // hidden docks take no width; they are laid out once they show
    }
    if (navigatorDock_ && statsDock_) {
        dockWidths_->layOut();
    }
}

void MainWindow::showEsdDocks(bool show)
{
    const bool shown = navigatorDock_->isVisible() || statsDock_->isVisible();
    if (show && !shown) {
        dockWidths_->back(); // before they show: the widths Qt gives them are not kept
    }
    navigatorDock_->setVisible(show);
    statsDock_->setVisible(show);
    qualityDock_->setVisible(show);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!dockWidths_->laidOut()) {
        QTimer::singleShot(0, this, &MainWindow::layOutDocks);
    }
}

QString MainWindow::projectPath() const
{
    return project_ ? QString::fromStdString(project_->path()) : QString();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New project…"), QKeySequence::New, this, &MainWindow::newProject);
    file->addAction(tr("&Open project…"), QKeySequence::Open, this, &MainWindow::openProjectDialog);
    file->addAction(tr("Open &team project…"), QKeySequence(tr("Ctrl+Shift+O")), this,
                    [this] { openTeamProject(); });
    recentMenu_ = file->addMenu(tr("Open &recent"));
    file->addSeparator();
    importAction_ = file->addAction(tr("&Import files…"), QKeySequence(tr("Ctrl+I")), this,
                                    &MainWindow::importFiles);
    signedInActions_ << importAction_;
    signedInActions_ << file->addAction(tr("&Export report as HTML…"),
                                        QKeySequence(tr("Ctrl+Shift+E")), this,
                                        &MainWindow::exportReportDialog);
    file->addSeparator();
    file->addAction(tr("&Sign in…"), this, [this] { askSignIn(); });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = undo_->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = undo_->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    setKeyWhat(undo, tr("Undo the last edit"));
    setKeyWhat(redo, tr("Redo the edit undone"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    signedInActions_ << edit->addAction(tr("&Find in this dataset's list"), QKeySequence::Find,
                                        this, &MainWindow::focusSearch);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    blindAction_ = viewMenu_->addAction(tr("Show &other annotators' labels and answers"));
    blindAction_->setCheckable(true);
    blindAction_->setChecked(false);
    connect(blindAction_, &QAction::toggled, this, [this](bool show) { setBlind(!show); });
    blindAction_->setEnabled(false);
    viewMenu_->addSeparator();
    const QString pageNames[] = {tr("&ESD"), tr("ES&TER"), tr("Open&PI"), tr("A&djudication")};
    for (int i = 0; i < 4; ++i) {
        QAction *show = viewMenu_->addAction(pageNames[i], QKeySequence(Qt::CTRL | (Qt::Key_1 + i)),
                                             this, [this, i] { showDataset(i); });
        setKeyWhat(show, tr("Show the %1 tab").arg(QString(pageNames[i]).remove(QLatin1Char('&'))));
        signedInActions_ << show;
    }
    viewMenu_->addSeparator();

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), QKeySequence(Qt::Key_F1), this,
                    &MainWindow::showShortcuts);
    help->addAction(tr("&About EventScope"), this, &MainWindow::about);
}

void MainWindow::tearDown()
{
    undo_->clear();
    delete navigatorDock_;
    delete statsDock_;
    delete qualityDock_;
    delete auditDock_;
    qualityDock_ = nullptr;
    auditDock_ = nullptr;
    quality_ = nullptr;
    audit_ = nullptr;
    delete takeCentralWidget();
    pages_ = nullptr;
    signInPage_ = nullptr;
    datasets_ = nullptr;
    esterPanel_ = nullptr;
    esterStats_ = nullptr;
    openPiPanel_ = nullptr;
    openPiStats_ = nullptr;
    adjudication_ = nullptr;
    navigatorDock_ = nullptr;
    statsDock_ = nullptr;
    panel_ = nullptr;
    stats_ = nullptr;
    tree_ = nullptr;
    delete pairs_;
    pairs_ = nullptr;
    live_.reset();
    connectionLabel_->hide();
    esd_.reset();
    ester_.reset();
    openpi_.reset();
    project_.reset();
    connectionTarget_.clear();
}

bool MainWindow::openProject(const QString &path, bool create, bool seedDemo, QString *error)
{
    std::unique_ptr<db::Project> project;
    try {
        project = std::make_unique<db::Project>(path.toStdString(),
                                                create ? db::Project::Open::CreateIfMissing
                                                       : db::Project::Open::ExistingOnly);
        if (seedDemo) {
            db::seedDemoProject(*project);
        }
        // The first label need not wait for the check of the file's pages.
        project->checkFileAhead();
    } catch (const std::exception &e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return false;
    }
    // On a team's server the connection is the person: nobody signs in as anyone else.
    const QString member = QString::fromStdString(db::teamMember(*project));
    const QString annotator = !member.isEmpty() ? member : esd_ ? esd_->annotator() : QString();
    tearDown();
    project_ = std::move(project);
    connectionTarget_ = path;
    esd_ = std::make_unique<EsdSession>(*project_, EsdSession::Load::AtSignIn);
    connect(esd_.get(), &EsdSession::failed, this, &MainWindow::showError);
    connect(esd_.get(), &EsdSession::unsavedChanged, this, [this] { showConnectionState(); });
    ester_ = std::make_unique<EsterSession>(*project_, EsterSession::Load::AtSignIn);
    connect(ester_.get(), &EsterSession::failed, this, &MainWindow::showError);
    openpi_ = std::make_unique<OpenPiSession>(*project_, OpenPiSession::Load::AtSignIn);
    connect(openpi_.get(), &OpenPiSession::failed, this, &MainWindow::showError);
    buildPanels();
    live_ = std::make_unique<LiveUpdates>(*project_);
    connect(live_.get(), &LiveUpdates::changed, this, &MainWindow::applyChanges);
    connect(live_.get(), &LiveUpdates::connectionLost, this, &MainWindow::showConnectionLost);
    connect(live_.get(), &LiveUpdates::reconnected, this, &MainWindow::showReconnected);
    connect(live_.get(), &LiveUpdates::fileLost, this, [this](const QString &why) {
        connectionLabel_->setText(tr("Project file lost: nothing more is saved to it"));
        connectionLabel_->setToolTip(why);
        connectionLabel_->show();
        showError(why);
    });
    connect(esd_.get(), &EsdSession::connectionLost, live_.get(), &LiveUpdates::connectionBroke);
    if (!annotator.isEmpty()) {
        signIn(annotator);
    }
    // A server is remembered by its URI without the password (Project::path()); libpq
    // finds the password again in ~/.pgpass or asks the server's own way.
    rememberRecent(project_->engine() == db::Engine::PostgreSQL
                       ? QString::fromStdString(project_->path())
                       : QFileInfo(path).absoluteFilePath());
    updateTitle();
    return true;
}

void MainWindow::buildPanels()
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
    connect(openPiStats_, &OpenPiStatisticsPanel::schemataRequested, openPiPanel_,
            &OpenPiPanel::showWorstSchemata);
    connect(openPiStats_, &OpenPiStatisticsPanel::schemaErrorsRequested, openPiPanel_,
            &OpenPiPanel::showSchemaErrors);
    connect(openPiStats_, &OpenPiStatisticsPanel::expansionsRequested, openPiPanel_,
            &OpenPiPanel::showExpansions);
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
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(stats_);
    statsDock_ = new QDockWidget(tr("Statistics"), this);
    statsDock_->setObjectName(QStringLiteral("StatisticsDock"));
    statsDock_->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, statsDock_);
    quality_ = new AnnotatorQualityView(
        *esd_, [this]() -> const std::vector<std::vector<std::uint32_t>> & {
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

    dockWidths_->setDocks({navigatorDock_, statsDock_}); // laid out when they first show

    viewMenu_->addAction(navigatorDock_->toggleViewAction());
    viewMenu_->addAction(statsDock_->toggleViewAction());
    viewMenu_->addAction(qualityDock_->toggleViewAction());
    QAction *auditAction = auditDock_->toggleViewAction();
    auditAction->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    viewMenu_->addAction(auditAction);
    // The docks belong to ESD; the ESTER page carries its own navigator and figures.
    // Only the page in view counts towards the window's minimum width: the other
    // datasets' pages (OpenPI's needs about 850 px, with the docks hidden) would otherwise
    // squeeze the ESD docks beside a page that needs 400.
    sizeToCurrentPage(datasets_, datasets_->currentIndex());
    connect(datasets_, &QTabWidget::currentChanged, this, [this](int index) {
        sizeToCurrentPage(datasets_, index);
        showEsdDocks(index == 0 && signedIn());
        QWidget *pages[] = {panel_, esterPanel_, openPiPanel_, adjudication_};
        pages[std::clamp(index, 0, 3)]->setFocus();
    });

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
    setBlind(!blindAction_->isChecked());

    if (const auto first =
            pairs_->findVisible(std::nullopt, false, false, [](std::uint32_t) { return true; })) {
        panel_->setCurrentPair(*first);
    }
    showSignedInState();
    panel_->setFocus();
}

void MainWindow::selectInList(std::uint32_t pair)
{
    const QModelIndex at = pairs_->indexOfPair(pair);
    if (at.isValid() && tree_->currentIndex() != at) {
        tree_->setCurrentIndex(at);
        tree_->scrollTo(at);
    }
}

void MainWindow::fitLabelColumns()
{
    if (!tree_ || !pairs_) {
        return;
    }
    // The cell's margins as the style draws them, and room for the header's sort arrow.
    const int margins =
        2 * (tree_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree_) + 1) +
        tree_->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, tree_) * 2;
    for (const int column :
         {int(PairListModel::MyLabelColumn), int(PairListModel::AllLabelsColumn)}) {
        const int width = pairs_->widestLabelText(column, tree_->fontMetrics()) + margins;
        // Many annotators' labels would push the steps out of view: the rest is a drag away.
        tree_->horizontalHeader()->resizeSection(
            column, std::min(width, 40 * tree_->fontMetrics().averageCharWidth()));
    }
}

void MainWindow::setBlind(bool blind)
{
    if (!pairs_) {
        return;
    }
    pairs_->setBlind(blind);
    esterPanel_->setBlind(blind);
    openPiPanel_->setBlind(blind);
    openPiStats_->setBlind(blind);
    tree_->setColumnHidden(PairListModel::AllLabelsColumn, blind);
    blind_ = blind;
    quality_->setBlind(blind);
    audit_->setOnlyPerson(blind && esd_ ? esd_->annotator() : QString());
    audit_->setWithdrawAllowed(esd_ && esd_->role() == QLatin1String("adjudicator"));
    // Disagreements need everyone's labels: unavailable while working blind.
    const int row = filterMode_->findData(int(PairListModel::Mode::Disagreements));
    filterMode_->setItemData(
        row, blind ? blindHint() : QVariant(),
        Qt::ToolTipRole);
}

void MainWindow::withdrawDecision(const QString &dataset, const QString &item)
{
    // The audit trail names items as the stores audit them: an ESD pair's file id, an
    // ESTER question id, "entity/step" or "procedure/kind" for OpenPI.
    if (dataset == QLatin1String("esd")) {
        const auto &pairs = esd_->snapshot().pairs;
        const auto it = std::find_if(pairs.begin(), pairs.end(),
                                     [&](const auto &p) { return p.extId == item.toStdString(); });
        if (it != pairs.end()) {
            pushDecision(*undo_, tr("Withdraw decision on %1").arg(item),
                         esdDecision(*esd_, static_cast<std::uint32_t>(it - pairs.begin())),
                         std::optional<db::EsdAdjudication>());
        }
    } else if (dataset == QLatin1String("ester")) {
        pushDecision(*undo_, tr("Withdraw decision on question %1").arg(item),
                     esterDecision(*ester_, item.toLongLong()),
                     std::optional<db::EsterAdjudication>());
    } else if (dataset == QLatin1String("openpi")) {
        const QString first = item.section(QLatin1Char('/'), 0, 0);
        const QString second = item.section(QLatin1Char('/'), 1, 1);
        const auto &snap = openpi_->snapshot();
        if (const auto kind = db::clusterKindFromName(second.toStdString())) {
            const auto &procedures = snap.procedures;
            const auto it = std::find_if(procedures.begin(), procedures.end(),
                                         [&](const auto &p) { return p.id == first.toLongLong(); });
            if (it != procedures.end()) {
                pushDecision(*undo_, tr("Withdraw decision on clusters"),
                             clustersDecision(*openpi_,
                                              static_cast<std::uint32_t>(it - procedures.begin()),
                                              *kind),
                             std::optional<db::OpenPiClusterAdjudication>());
            }
        } else if (const auto e = snap.entityIndex.find(first.toLongLong());
                   e != snap.entityIndex.end()) {
            pushDecision(*undo_, tr("Withdraw salience decision"),
                         salienceDecision(*openpi_, e->second, second.toUInt()),
                         std::optional<db::OpenPiSalienceAdjudication>());
        }
    }
    audit_->refresh();
}

void MainWindow::signIn(const QString &name)
{
    if (!esd_ || name.isEmpty()) {
        return;
    }
    undo_->clear();
    esd_->setAnnotator(name);
    ester_->setAnnotator(name, esd_->blind());
    openpi_->setAnnotator(name, esd_->blind());
    annotatorLabel_->setText(tr("Signed in: %1 (%2)").arg(name, esd_->role()));
    rememberRoles();
    // Annotators work blind; adjudicators and viewers see everyone unless they hide others.
    blindAction_->setEnabled(!esd_->blind());
    blindAction_->setChecked(!esd_->blind());
    setBlind(esd_->blind() || !blindAction_->isChecked());
    // Only annotators label: the others' list gives the column to the goals and steps.
    tree_->setColumnHidden(PairListModel::MyLabelColumn, !esd_->mayAnnotate());
    adjudication_->refresh();
    // Only annotators annotate; the others are told so where they would, not by a refusal.
    const QString role = esd_->role();
    const QString readOnly =
        esd_->mayAnnotate() ? QString()
        : role == QLatin1String("adjudicator")
            ? tr("You are signed in as an adjudicator: annotators write, answer, review, rate and "
                 "cluster; you "
                 "decide in the Adjudication tab (Ctrl+4).")
            : tr("You are signed in as a viewer: viewers read and change nothing.");
    esterPanel_->setReadOnly(readOnly);
    openPiPanel_->setReadOnly(readOnly);
    // The ESTER page starts at its first question, as the ESD panel starts at a pair (a
    // window reads the project at its first sign-in, after the page was made).
    if (!esterPanel_->currentQuestion() && !ester_->snapshot().questions.empty()) {
        esterPanel_->showQuestion(ester_->snapshot().questions.front().id);
    }
    showSignedInState();
    QSettings().setValue(QStringLiteral("lastAnnotator"), name);
    if (panel_) {
        // Start where there is work: the first pair of their queue, or without
        // assignments the first pair, they have not labelled.
        if (const auto assigned = esd_->nextAssigned(std::nullopt)) {
            panel_->setCurrentPair(*assigned);
        } else if (const auto first =
                       pairs_->findVisible(std::nullopt, false, false,
                                           [this](std::uint32_t p) { return !esd_->myLabel(p); })) {
            panel_->setCurrentPair(*first);
        } else if (!panel_->currentPair()) {
            // Everything labelled (or a window that read nothing before this sign-in): the
            // first pair, as the panel shows one whenever the project has any.
            if (const auto any = pairs_->findVisible(std::nullopt, false, false,
                                                     [](std::uint32_t) { return true; })) {
                panel_->setCurrentPair(*any);
            }
        }
    }
}

void MainWindow::startSession(const QString &name)
{
    if (!name.isEmpty()) {
        signIn(name);
    } else if (!signedIn()) {
        askSignIn();
    }
}

bool MainWindow::askSignIn()
{
    if (!project_) {
        return false;
    }
    if (const std::string member = db::teamMember(*project_); !member.empty()) {
        showError(tr("On this team project you work as %1, the name you connected with; connect "
                     "under another name to work as someone else.")
                      .arg(QString::fromStdString(member)));
        return false;
    }
    QStringList people;
    for (const auto &p : project_->people()) {
        people << QString::fromStdString(p.name);
    }
    const QString suggested = esd_ && !esd_->annotator().isEmpty()
                                  ? esd_->annotator()
                                  : QSettings().value(QStringLiteral("lastAnnotator")).toString();
    SignInDialog dialog(people, suggested, this);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    signIn(dialog.name());
    return true;
}

void MainWindow::rememberRoles()
{
    roles_.clear();
    for (const auto &p : project_->people()) {
        roles_[p.name] = p.role;
    }
}

void MainWindow::applyChanges(const db::Changes &changes)
{
    if (!esd_) {
        return;
    }
    try {
        // A role decides whose work counts and what the signed-in person sees: someone
        // whose own role changed is signed in again in it, and told; after any role
        // change every dataset is read again (a sign-in keeps a snapshot it may narrow,
        // whose people's roles are the old ones). A new person alone (someone's first
        // label on a server) changes no figure by itself.
        bool rolesChanged = false;
        if (changes.people && signedIn()) {
            const std::map<std::string, std::string> before = roles_;
            rememberRoles();
            const std::string me = esd_->annotator().toStdString();
            const auto mine = roles_.find(me);
            if (mine != roles_.end() && QString::fromStdString(mine->second) != esd_->role()) {
                // A copy: signing in reads the roles again, and `mine` points into them.
                const QString role = QString::fromStdString(mine->second);
                signIn(esd_->annotator());
                statusBar()->showMessage(tr("Your role is now %1.").arg(role), 10000);
            }
            for (const auto &[name, role] : roles_) {
                const auto was = before.find(name);
                rolesChanged = rolesChanged || (was != before.end() && was->second != role);
            }
        }
        if (changes.esd || rolesChanged) {
            esd_->reload();
        } else if (!changes.esdPairs.empty()) {
            esd_->applyRemote(changes.esdPairs);
        }
        if (changes.ester || rolesChanged) {
            ester_->reload();
        }
        if (changes.openpi || rolesChanged) {
            openpi_->reload();
        }
        if ((changes.audit || changes.people) && auditDock_ && auditDock_->isVisible()) {
            audit_->refresh();
        }
    } catch (const db::ConnectionLost &e) {
        // Reconnecting reads everything again.
        live_->connectionBroke(QString::fromStdString(e.what()));
    } catch (const std::exception &e) {
        showError(QString::fromStdString(e.what()));
    }
}

void MainWindow::showConnectionLost(const QString &why)
{
    connectionLabel_->setToolTip(why);
    showConnectionState();
    statusBar()->showMessage(
        tr("The connection to the server was lost; EventScope connects again by itself."), 10000);
}

void MainWindow::showConnectionState()
{
    const std::size_t unsaved = esd_ ? esd_->unsavedCount() : 0;
    const bool lost = live_ && !live_->connected();
    connectionLabel_->setVisible(lost || unsaved > 0);
    if (lost) {
        connectionLabel_->setText(
            unsaved == 0 ? tr("Server unreachable: reconnecting…")
                         : tr("Server unreachable: reconnecting… %n label(s) not saved yet",
                              nullptr, static_cast<int>(unsaved)));
    } else if (unsaved > 0) {
        connectionLabel_->setText(tr("Saving %n label(s)…", nullptr, static_cast<int>(unsaved)));
    }
}

void MainWindow::showReconnected()
{
    // What waited is saved first, each once; then everything is read again.
    const std::size_t waited = esd_ ? esd_->unsavedCount() : 0;
    if (esd_ && !esd_->saveUnsaved()) {
        return;
    }
    showConnectionState();
    statusBar()->showMessage(waited == 0
                                 ? tr("Connected to the server again.")
                                 : tr("Connected to the server again; %n waiting label(s) saved.",
                                      nullptr, static_cast<int>(waited)),
                             5000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    const std::size_t unsaved = esd_ ? esd_->unsavedCount() : 0;
    if (unsaved > 0 &&
        QMessageBox::warning(
            this, tr("Labels not saved"),
            tr("%n label(s) could not be saved: the server is unreachable. Close anyway and "
               "lose them?",
               nullptr, static_cast<int>(unsaved)),
            QMessageBox::Discard | QMessageBox::Cancel,
            QMessageBox::Cancel) != QMessageBox::Discard) {
        event->ignore();
        return;
    }
    // ESTER answers being written are saved, dropped or kept open, as the person says.
    if (esterPanel_ && !esterPanel_->mayLeaveDraft()) {
        event->ignore();
        return;
    }
    saveWindowGeometry(this);
    dockWidths_->save();
    QMainWindow::closeEvent(event);
}

void MainWindow::updateTitle()
{
    const QString path = projectPath();
    setWindowTitle(path.isEmpty() ? tr("EventScope")
                                  : tr("%1 — EventScope").arg(QFileInfo(path).fileName()));
    projectLabel_->setFullText(path.isEmpty() ? tr("No project") : tr("Project: %1").arg(path));
    if (!esd_ || esd_->annotator().isEmpty()) {
        annotatorLabel_->setText(tr("Not signed in"));
    }
}

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentProjects")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) {
        recent.removeLast();
    }
    settings.setValue(QStringLiteral("recentProjects"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentProjects")).toStringList();
    for (const QString &path : recent) {
        recentMenu_->addAction(path, this, [this, path] {
            if (db::isServerLocation(path.toStdString())) {
                // The recent list keeps no password: the dialog asks when the server does.
                openTeamProject(path, true);
                return;
            }
            QString error;
            if (!openProject(path, false, false, &error)) {
                showError(error);
            }
        });
    }
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::newProject()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("New project"), QStringLiteral("project.eventscope"),
        tr("EventScope projects (*.eventscope *.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo::exists(path)) {
        showError(tr("%1 already exists; open it instead, or choose a new name.").arg(path));
        return;
    }
    QString error;
    if (!openProject(path, true, false, &error)) {
        showError(error);
    }
}

void MainWindow::openProjectDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open project"), {},
        tr("EventScope projects (*.eventscope *.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!openProject(path, false, false, &error)) {
        showError(error);
    }
}

void MainWindow::openTeamProject(const QString &target, bool connectNow)
{
    // As `eventscope --db URI`: an empty database becomes a project.
    ConnectionDialog dialog(
        [this](const QString &uri, QString *error) { return openProject(uri, true, false, error); },
        target, this);
    if (connectNow) {
        QTimer::singleShot(0, &dialog, &ConnectionDialog::connectToServer);
    }
    dialog.exec();
}

void MainWindow::importFiles()
{
    if (!project_ || !importAction_->isEnabled()) {
        return;
    }
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import files"), {},
        importFileFilter());
    if (files.isEmpty()) {
        return;
    }
    QStringList splits;
    for (const auto &split : ester_->snapshot().splits) {
        splits << QString::fromStdString(split.name);
    }
    // Who imports: on a server the connected login, which the server knows; in a file the
    // person signed in.
    const QString login = QString::fromStdString(project_->serverLogin());
    ImportDialog dialog(connectionTarget_,
                        !login.isEmpty()                ? login
                        : esd_->annotator().isEmpty() ? QStringLiteral("gui")
                                                      : esd_->annotator(),
                        splits, this);
    connect(&dialog, &ImportDialog::imported, this, [this, &dialog] {
        undo_->clear();
        // The import wrote through a connection of its own, which the live updates would
        // report as another program's: what they hold now is taken with it, so that the
        // datasets are read again once.
        db::Changes changes = live_ ? live_->takeNews() : db::Changes{};
        changes.esd = changes.ester = changes.openpi = true;
        applyChanges(changes);
        statusBar()->showMessage(importSummaryText(*dialog.summary()), 5000);
    });
    dialog.addFiles(files);
    dialog.exec();
}

void MainWindow::exportReportDialog()
{
    if (!project_) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report as HTML"),
        suggestedReportPath(projectPath(), project_->engine() == db::Engine::PostgreSQL),
        tr("HTML files (*.html *.htm)"));
    if (path.isEmpty() || !exportReport(path)) {
        return;
    }
    rememberReportFolder(path);
    // Said where the person is looking, not only for a few seconds in the status bar.
    QMessageBox box(QMessageBox::Information, tr("Report written"),
                    tr("The report was written to %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    QPushButton *open = box.addButton(tr("Open report"), QMessageBox::ActionRole);
    box.exec();
    if (box.clickedButton() == open) {
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    }
}

bool MainWindow::exportReport(const QString &path)
{
    if (!project_) {
        return false;
    }
    if (esd_->annotator().isEmpty()) {
        showError(tr("Sign in first: the report shows what your role may see."));
        return false;
    }
    // Annotators work blind, in reports as on screen; adjudicators and viewers see everyone.
    const QString viewAs = esd_->blind() ? esd_->annotator() : QString();
    QString error;
    switch (exportHtmlReport(this, connectionTarget_, viewAs, path, &error)) {
    case ReportExport::Written:
        statusBar()->showMessage(tr("Report written to %1.").arg(QDir::toNativeSeparators(path)),
                                 5000);
        return true;
    case ReportExport::Cancelled:
        statusBar()->showMessage(tr("Report export cancelled; nothing was written."), 5000);
        return false;
    case ReportExport::Failed:
        showError(error);
        return false;
    }
    return false;
}

void MainWindow::showDataset(int index)
{
    if (datasets_) {
        datasets_->setCurrentIndex(index);
    }
}

void MainWindow::focusSearch()
{
    if (!datasets_ || !signedIn()) {
        return;
    }
    switch (datasets_->currentIndex()) {
    case 0:
        navigatorDock_->show();
        search_->setFocus(Qt::ShortcutFocusReason);
        search_->selectAll();
        break;
    case 1:
        esterPanel_->focusSearch();
        break;
    case 2:
        openPiPanel_->focusSearch();
        break;
    default:
        break;
    }
}

void MainWindow::showShortcuts()
{
    // The menus, then the tabs in their order.
    QStringList order;
    for (QAction *menu : menuBar()->actions()) {
        order << QString(menu->text()).remove(QLatin1Char('&'));
    }
    if (datasets_) {
        for (int i = 0; i < datasets_->count(); ++i) {
            order << datasets_->tabText(i);
        }
    }
    ShortcutsDialog dialog(collectKeys(this, order), this);
    dialog.exec();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About EventScope"),
                       tr("EventScope %1\nA workbench for annotating, adjudicating and analysing "
                          "event-centric NLP datasets (ESD, ESTER, OpenPI 2.0).")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::showError(const QString &message)
{
    // An ESTER or OpenPI edit that found the server gone is refused (the field keeps what
    // was typed); the window then says the server is away and connects again.
    if (live_ && project_ && project_->connection().lost()) {
        live_->connectionBroke(message);
    }
    QMessageBox box(QMessageBox::Warning, tr("EventScope"),
                    QString::fromStdString(db::clippedRuns(message.toStdString())), QMessageBox::Ok,
                    this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace es::widgets
