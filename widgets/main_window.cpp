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
#include "widgets/common/offline_actions.h"
#include "widgets/common/report_export.h"
#include "widgets/common/sign_in_dialog.h"
#include "widgets/common/window_layout.h"
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
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
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
#include <QUrl>
#include <QVBoxLayout>
#include <atomic>
#include <set>

namespace es::widgets {

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
    if (offline_) {
        offline_->update();
    }
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
    addOfflineActions(file);
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
    buildNavigator();
    buildDatasetTabs();
    buildSignInPage();
    connectOpenPiDrilldowns();
    connectEsterDrilldowns();
    buildStatisticsDocks();
    buildAuditDock();
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

    connectNavigator();
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
    stats_->setBlind(blind);
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
